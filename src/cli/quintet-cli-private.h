/* quintet-cli-private.h — what the files of quintet-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"
#include "quintet-search.h"

G_BEGIN_DECLS

#define EXIT_BAD_INPUT 2

/* The options a subcommand accepts */
typedef enum {
  OPTION_POSITION = 1 << 0,   /* --position */
  OPTION_BENCH    = 1 << 1,   /* --seconds, --seed */
  OPTION_SEARCH   = 1 << 2,   /* --level, --time, --depth, --seed */
  OPTION_MATCH    = 1 << 3,   /* --player0, --player1, --games, --time, --seed */
  OPTION_TUNE     = 1 << 4,   /* --games, --depth, --rounds, --seed */
  OPTION_SELFCHECK = 1 << 5,  /* --games, --seed, --max-plies; the game may be "all" */
  OPTION_CALIBRATE = 1 << 6,  /* --games, --depth, --seed, --random */
} CommandOptions;

typedef struct {
  QuintetGame *game;
  const char  *position;       /* --position */
  double       seconds;        /* --seconds */
  guint64      seed;           /* --seed */
  guint        level;          /* --level, 0 = not given */
  guint        time_ms;        /* --time, 0 = not given */
  guint        depth;          /* --depth, 0 = not given */
  const char  *players[2];     /* --player0, --player1 */
  const char  *records;        /* --records: a folder for match's games */
  guint        games;          /* --games */
  guint        rounds;         /* --rounds */
  guint        max_plies;      /* --max-plies */
  guint        random;         /* --random: percent of turns played at random */
  GPtrArray   *arguments;      /* the rest, in order */
  GPtrArray   *quoted;         /* arguments quoted for messages */
} Command;

void     _quintet_cli_command_clear (Command    *command);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Command, _quintet_cli_command_clear)

/* Bad input: one line on stderr; returns EXIT_BAD_INPUT. */
int      _quintet_cli_fail          (const char *format,
                                     ...) G_GNUC_PRINTF (1, 2);
#define fail(...) _quintet_cli_fail (__VA_ARGS__)

/* Argument @index, quoted for a message: one line, shortened */
const char *_quintet_cli_quoted_argument (Command *command,
                                          guint    index);
#define quoted_argument(command, index) _quintet_cli_quoted_argument ((command), (index))

/* Plays the command's arguments as turns; bad input: "turn N: …" */
int      _quintet_cli_play_arguments (Command   *command);

/* quintet-cli-search.c: what the commands share */
gboolean _quintet_cli_parse_number  (const char *text,
                                     guint64     max,
                                     guint64    *value);
char    *_quintet_cli_describe_search (QuintetGame               *game,
                                       gconstpointer              position,
                                       const QuintetSearchResult *result);
void     _quintet_cli_search_limits (QuintetGame         *game,
                                     guint                level,
                                     guint                time_ms,
                                     guint                depth,
                                     guint64              seed,
                                     QuintetSearchLimits *limits);

/* quintet-cli-play.c: the computer player's subcommands */
int      _quintet_cli_run_bestmove  (Command    *command);
int      _quintet_cli_run_match     (Command    *command);
int      _quintet_cli_run_tune      (Command    *command);

/* quintet-cli-analyse.c: argv[2] … are the file and the options */
int      _quintet_cli_run_analyse   (int         argc,
                                     char      **argv);

/* quintet-cli-calibrate.c: the analysis's curve of a game by self-play */
int      _quintet_cli_run_calibrate (Command    *command);

/* quintet-cli-lessons.c: argv[2] … are the game and --check */
int      _quintet_cli_run_lessons   (int         argc,
                                     char      **argv);
/* quintet-cli-puzzles.c: argv[2] … are the game and the options */
int      _quintet_cli_run_puzzles   (int         argc,
                                     char      **argv);

/* quintet-cli-online.c: argv[0] is "online", argv[1] … the command and
 * its options */
int      _quintet_cli_run_online    (int         argc,
                                     char      **argv);

/* quintet-cli-engine.c: the engine line protocol */
int      _quintet_cli_run_engine    (void);

/* quintet-cli-selfcheck.c: @id is a game id or "all" */
int      _quintet_cli_run_selfcheck (Command    *command,
                                     const char *id);

G_END_DECLS
