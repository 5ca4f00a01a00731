/* quintet-uct.h — a plain UCT player: Monte Carlo tree search with UCB1 and
 * uniform random playouts through the game's random_turn, no game
 * knowledge; the yardstick the search is measured against
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-search.h"

G_BEGIN_DECLS

typedef struct _QuintetUct QuintetUct;

/* @tree_bytes: the tree's memory, 0 = 64 MB; when it is full the tree
 * stops growing and the playouts go on from its leaves. */
QuintetUct *quintet_uct_new      (QuintetGame               *game,
                                  gsize                      tree_bytes);
void        quintet_uct_free     (QuintetUct                *self);

/* The game's current position and its history; call it on the thread that
 * owns @game, as quintet_search_set_game(). */
void        quintet_uct_set_game (QuintetUct                *self,
                                  QuintetGame               *game);

/* Playouts until a limit: @limits->max_nodes counts playouts, the
 * deadline and @cancel as for quintet_search_run(); max_depth, noise and
 * no_quiescence are ignored; the seed draws the playouts. The result's
 * turn is the root's most visited, its score (win rate − ½) × 1000 for
 * the side to move, its depth the length of the most visited line. */
void        quintet_uct_run      (QuintetUct                *self,
                                  const QuintetSearchLimits *limits,
                                  const gint                *cancel,
                                  QuintetSearchResult       *result);

/* How many playouts since @self was made stopped at QUINTET_PLAYOUT_LIMIT
 * before the game's end (each scored a draw); 0 while every game the rules
 * play ends. */
guint64     quintet_uct_get_n_unfinished (QuintetUct         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetUct, quintet_uct_free)

G_END_DECLS
