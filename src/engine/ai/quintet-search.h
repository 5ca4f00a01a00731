/* quintet-search.h — the computer player: a generic alpha-beta search over
 * the QuintetGame API, and the levels built on it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* Scores are in the evaluation's units (hundredths of a piece) from the
 * side to move's point of view. A won game scores QUINTET_SEARCH_WIN less
 * the number of turns to the win (a faster win scores higher); anything
 * beyond ±QUINTET_SEARCH_WIN_BOUND is a forced result. */
#define QUINTET_SEARCH_WIN       30000
#define QUINTET_SEARCH_WIN_BOUND 29000
#define QUINTET_SEARCH_MAX_DEPTH 64
/* A draw scores this much below nothing for the side searching ("contempt") */
#define QUINTET_SEARCH_CONTEMPT  10

/* What stops a search; zero fields do not limit. With neither a deadline
 * nor a node budget nor a cancel flag, the depth (or, when it is 0,
 * QUINTET_SEARCH_MAX_DEPTH) is searched in full. The search is
 * deterministic for a seed under depth and node limits; a deadline makes
 * the result depend on the machine's speed. */
typedef struct {
  guint   max_depth;      /* turns, 0 = up to QUINTET_SEARCH_MAX_DEPTH */
  guint64 max_nodes;      /* positions visited, 0 = no budget */
  gint64  deadline;       /* g_get_monotonic_time () value, 0 = none */
  guint   noise;          /* evaluation noise, ± this many units (level 1) */
  gboolean no_quiescence; /* stop at the depth even amid captures (level 1) */
  /* Blind spots (level 1): of a hundred turns that take material, how
   * many the search does not consider at the root, for a capture by a
   * step to a neighbouring cell and for one from a distance (a longer
   * step, or a turn of several parts); never a turn that wins */
  guint   overlook_near;
  guint   overlook_far;
  guint   positional;     /* percent of the weights of the terms after the first, 0 = 100 */
  guint64 seed;           /* for the noise and the blind spots */
} QuintetSearchLimits;

typedef struct {
  gboolean    has_turn;   /* FALSE only when there is no legal turn */
  QuintetMove turn;       /* the turn to play */
  int         score;      /* of the last completed iteration */
  guint       depth;      /* the last completed iteration, 0 = none */
  guint64     nodes;
  gint64      elapsed;    /* microseconds */
  gboolean    stopped;    /* by the deadline, the node budget or the cancel flag */
  guint       pv_length;  /* the expected line, starting with @turn */
  QuintetMove pv[QUINTET_SEARCH_MAX_DEPTH];
} QuintetSearchResult;

typedef struct _QuintetSearch QuintetSearch;

/* @table_bytes: the transposition table's memory, 0 = 64 MB. */
QuintetSearch *quintet_search_new          (QuintetGame               *game,
                                            gsize                      table_bytes);
void           quintet_search_free         (QuintetSearch             *self);

/* The position to search, with the game's history (repetition and no
 * progress count): the game's current position. Call it on the thread
 * that owns @game; it copies what it needs. */
void           quintet_search_set_game     (QuintetSearch             *self,
                                            QuintetGame               *game);
/* A position alone, without history. */
void           quintet_search_set_position (QuintetSearch             *self,
                                            gconstpointer              position);
/* The evaluation's weights (one per term of quintet_game_get_eval_terms;
 * by default the tuned ones); forgets the transposition table. */
void           quintet_search_set_weights  (QuintetSearch             *self,
                                            const int                 *weights);
/* Forgets the transposition table, killers and history scores. */
void           quintet_search_clear        (QuintetSearch             *self);

/* Searches the position set last. May run on any one thread at a time
 * (see the README, "The computer player"); @cancel, when not NULL, is
 * read with g_atomic_int_get every few dozen positions: set it to nonzero
 * from another thread and the search returns within milliseconds. The
 * result holds a legal turn whenever there is one: the best of the last
 * completed iteration (or of the unfinished one, when it has found a
 * better turn or none was completed), else the first legal turn. */
void           quintet_search_run          (QuintetSearch             *self,
                                            const QuintetSearchLimits *limits,
                                            const gint                *cancel,
                                            QuintetSearchResult       *result);

/* ---- levels ---- */

#define QUINTET_SEARCH_N_LEVELS 4

typedef struct {
  guint    level;          /* 1 … QUINTET_SEARCH_N_LEVELS */
  guint    max_depth;      /* 0 = as deep as the time allows */
  guint    time_ms;        /* the time a turn may take */
  guint    noise;          /* evaluation noise, ± units */
  gboolean no_quiescence;
  gboolean beginner;       /* the game's QuintetBeginnerStyle: blind spots */
  const char *name;        /* "Beginner": English, marked N_(); _() it to show it */
  const char *summary;     /* one line on how it plays, marked N_() like @name */
} QuintetSearchLevel;

/* Level 1 (a beginner can beat it) … QUINTET_SEARCH_N_LEVELS (the strongest). */
const QuintetSearchLevel *quintet_search_get_level (guint level);
/* The limits of @level in @game from now, with @seed for its noise;
 * @time_ms replaces the level's time when nonzero. */
void           quintet_search_level_limits (const QuintetSearchLevel *level,
                                            QuintetGame              *game,
                                            guint                     time_ms,
                                            guint64                   seed,
                                            QuintetSearchLimits      *limits);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetSearch, quintet_search_free)

G_END_DECLS
