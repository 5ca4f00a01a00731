/* quintet-game-private.h — what the files of QuintetGame share beyond
 * its public API: the list model, and the hooks between the game and its
 * tree (quintet-game-tree.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"
#include "quintet-game-tree.h"
#include "quintet-history.h"

G_BEGIN_DECLS

/* quintet-game-list.c: the played turns as a GListModel */
void quintet_game_list_model_init (GListModelInterface *iface);

/* quintet-game-tree.c, for the game, which calls them as its line changes.
 * The line's nodes are the tree's own copy of the game's turns. */
QuintetGameTree *quintet_game_tree_new_for_game (QuintetGame      *game);
/* A new game from @start: the tree is one root */
void  quintet_game_tree_reset    (QuintetGameTree   *self,
                                  gconstpointer      start);
/* A turn played after the line's end (a child with the same turn is
 * reused), @position after it */
void  quintet_game_tree_played   (QuintetGameTree   *self,
                                  const QuintetMove *turn,
                                  const char        *notation,
                                  gconstpointer      position);
/* The line's turns after @ply were dropped: their nodes leave the tree */
void  quintet_game_tree_dropped  (QuintetGameTree   *self,
                                  guint              ply);
/* The result declared at the line's end (resignation, agreement), or
 * none: the game's declared one, or the one undo took back */
void  quintet_game_tree_declared (QuintetGameTree   *self,
                                  QuintetOutcome     outcome);
/* The notation style changed: every node's notation is written again */
void  quintet_game_tree_renotate (QuintetGameTree   *self);

/* quintet-game-defaults.c, for class_init: the vfuncs a game need not
 * write, the side names and styles of a game that names none */
void  _quintet_game_class_set_defaults (QuintetGameClass *klass);

/* quintet-game.c, for quintet-game-outcome.c: ends the game at the
 * current ply with @outcome (later turns are gone), unless it is over */
void  _quintet_game_declare_outcome (QuintetGame    *self,
                                     QuintetOutcome  outcome);

/* quintet-game.c, for the tree */
QuintetHistory *quintet_game_get_history (QuintetGame *self);
/* Whether @turn may be played at @ply of @history (a game's history or a
 * path's): not when the position is decided or @declared there, nor when
 * the rules or the repetition rule refuse it; else why, as play_turn says */
gboolean quintet_game_check_turn_at (QuintetGame        *self,
                                     QuintetHistory     *history,
                                     guint               ply,
                                     QuintetOutcome      declared,
                                     const QuintetMove  *turn,
                                     GError            **error);
/* Makes the game's line its first @keep turns and then the turns of
 * @nodes, with @n_played of them played, without touching the tree; the
 * result @declared at the end is the game's declared one when every turn
 * is played, else the one redo restores */
void  quintet_game_replace_line  (QuintetGame       *self,
                                  guint              keep,
                                  QuintetTreeNode  **nodes,
                                  guint              n_nodes,
                                  guint              n_played,
                                  QuintetOutcome     declared);

G_END_DECLS
