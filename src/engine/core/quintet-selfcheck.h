/* quintet-selfcheck.h — random games with every invariant checked on
 * every turn: the random-games test and `quintet-cli selfcheck` run
 * exactly these checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* The invariants, each counted every time it is checked */
typedef enum {
  QUINTET_CHECK_HASH,            /* the incremental hash equals a fresh one */
  QUINTET_CHECK_POSITION_TEXT,   /* the position text reads back as the same position */
  QUINTET_CHECK_NOTATION,        /* a turn's notation parses back to the same turn */
  QUINTET_CHECK_RANDOM_TURN,     /* random_turn picks from the list of generate_turns */
  QUINTET_CHECK_MAKE_TURN,       /* make_turn is repeatable, writes only its position, passes the turn */
  QUINTET_CHECK_MATERIAL,        /* pieces are never created (Overlord: never lost either) */
  QUINTET_CHECK_HIT_POINTS,      /* hits are never healed (OF-2) */
  QUINTET_CHECK_LEGAL_TURN,      /* the game object plays a turn of the list */
  QUINTET_CHECK_UNDO,            /* undo restores each earlier position exactly */
  QUINTET_CHECK_REDO,            /* redo replays the game to the same positions */
  QUINTET_N_CHECKS
} QuintetCheck;

/* The error's code is the QuintetCheck that failed */
#define QUINTET_SELFCHECK_ERROR (quintet_selfcheck_error_quark ())
GQuark            quintet_selfcheck_error_quark     (void);

/* The first games of a run (game numbers below this) also check the
 * notation of every legal turn, every 16 plies. */
#define QUINTET_SELFCHECK_ALL_TURNS_GAMES 20

typedef struct _QuintetSelfcheck QuintetSelfcheck;

/* Random games of @game (the checker holds a reference) from @seed, each
 * stopped after @max_plies plies if the rules have not ended it. */
QuintetSelfcheck *quintet_selfcheck_new             (QuintetGame      *game,
                                                     guint64           seed,
                                                     guint             max_plies);
void              quintet_selfcheck_free            (QuintetSelfcheck *self);

/* Plays game @number (its turns drawn from the seed and the number, so
 * that one game can be played again alone) and checks every invariant on
 * every ply. On the first failure: FALSE and a one-line error naming the
 * game, seed, game number, ply, position text, turn and invariant. */
gboolean          quintet_selfcheck_play_game       (QuintetSelfcheck *self,
                                                     guint             number,
                                                     GError          **error);
/* The position checks alone (hash, position text) on @position. */
gboolean          quintet_selfcheck_check_position  (QuintetSelfcheck *self,
                                                     gconstpointer     position,
                                                     GError          **error);

const char       *quintet_selfcheck_check_name      (QuintetCheck      check);
/* How many times @check ran */
guint64           quintet_selfcheck_get_count       (QuintetSelfcheck *self,
                                                     QuintetCheck      check);
guint64           quintet_selfcheck_get_games       (QuintetSelfcheck *self);
guint64           quintet_selfcheck_get_plies       (QuintetSelfcheck *self);
/* Games stopped at the ply limit without an outcome */
guint64           quintet_selfcheck_get_capped      (QuintetSelfcheck *self);
/* The outcomes the games ended with, in a fixed order: call with i = 0, 1, …
 * until it returns FALSE. */
gboolean          quintet_selfcheck_get_outcome     (QuintetSelfcheck *self,
                                                     guint            *i,
                                                     QuintetOutcome   *outcome,
                                                     guint64          *count);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetSelfcheck, quintet_selfcheck_free)

G_END_DECLS
