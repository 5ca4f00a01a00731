/* quintet-history.h — the positions of one game, with repetition and
 * no-progress bookkeeping: one implementation for the game object, the
 * benchmarks and (later) the computer's search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* Plies 0 … n: position 0 is the start, position i + 1 the one after the
 * i-th turn. Plain data over a game's vfuncs: it does not keep the game
 * alive (the game owns its own history), so keep a reference elsewhere. */
typedef struct _QuintetHistory QuintetHistory;

QuintetHistory *quintet_history_new            (QuintetGame       *game);
void            quintet_history_free           (QuintetHistory    *self);

void            quintet_history_reset          (QuintetHistory    *self,
                                                gconstpointer      start);
/* The turns without progress already made before the start position (0
 * after a reset); only while no turn is played. */
void            quintet_history_set_no_progress (QuintetHistory   *self,
                                                guint              turns);
/* Plays @turn after the last position; returns the new last ply. */
guint           quintet_history_push           (QuintetHistory    *self,
                                                const QuintetMove *turn);
/* Keeps plies 0 … @ply. */
void            quintet_history_truncate       (QuintetHistory    *self,
                                                guint              ply);
guint           quintet_history_get_last_ply   (QuintetHistory    *self);
gconstpointer   quintet_history_get_position   (QuintetHistory    *self,
                                                guint              ply);

/* How often @position occurs at plies 0 … @ply (only those since the last
 * irreversible turn can match). */
guint           quintet_history_count          (QuintetHistory    *self,
                                                guint              ply,
                                                gconstpointer      position);
/* The outcome at @ply by the rules and the history: the game's own, then
 * repetition (unless repeating is illegal instead) and no progress.
 * @n_turns is the number of legal turns there. */
QuintetOutcome  quintet_history_outcome        (QuintetHistory    *self,
                                                guint              ply,
                                                guint              n_turns);
/* The turns legal at @ply: the position's own, less (OF-5) those that
 * would create a position for the repetition_limit-th time. */
guint           quintet_history_legal_turns    (QuintetHistory    *self,
                                                guint              ply,
                                                QuintetTurnList   *list);
/* Whether the game's repetition rule (OF-5), when repeating is illegal,
 * refuses @turn at @ply: it is one of the position's own turns that
 * would create a position for the repetition_limit-th time. */
gboolean        quintet_history_refuses        (QuintetHistory    *self,
                                                guint              ply,
                                                const QuintetMove *turn);
/* For playouts at the last ply: the game's random_turn, drawn again among
 * the turns that do not repeat when repeating is illegal (OF-5). Returns
 * 0 when there is no legal turn, as random_turn does. */
guint           quintet_history_random_turn    (QuintetHistory    *self,
                                                guint32            random,
                                                QuintetMove       *turn);

/* A limit for playouts far above any game played by the rules (every
 * game has a rule that ends it, OV-7 included): reaching it means a rule
 * is missing, and callers count it. */
#define QUINTET_PLAYOUT_LIMIT 100000

/* Plays random turns (random_turn_uniform says how they are drawn) from
 * the last position until the game ends or @max_turns are played; returns
 * how many were played and, in @outcome, the outcome then. */
guint           quintet_history_playout        (QuintetHistory    *self,
                                                GRand             *random,
                                                guint              max_turns,
                                                QuintetOutcome    *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetHistory, quintet_history_free)

G_END_DECLS
