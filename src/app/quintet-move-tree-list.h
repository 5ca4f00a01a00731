/* quintet-move-tree-list.h — a game's tree as the move list's rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-game-tree.h"
#include "quintet-move-line.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_MOVE_TREE_LIST (quintet_move_tree_list_get_type ())

G_DECLARE_FINAL_TYPE (QuintetMoveTreeList, quintet_move_tree_list, QUINTET, MOVE_TREE_LIST, GObject)

/* A GListModel of QuintetMoveLine: the main line two turns a row,
 * numbered; after a pair, for each of its turns, its comments (a row
 * each) and the variations that replace it (a row each, one level in,
 * broken where one of their turns has comments or variations of its own:
 * those follow it, one level further in, then the rest of the variation
 * on a row of its own); the comments of the start first.
 *
 * Turns undone (the game's redo turns) are not shown, nor what
 * follows them, until they are played again.
 *
 * It follows the game's tree ("changed"), the nodes' marks and comments,
 * and the game's notation style; a change replaces only the rows from the
 * first that differs to the last that differs. Property "game". */

QuintetMoveTreeList *quintet_move_tree_list_new      (QuintetGame         *game);
QuintetGame         *quintet_move_tree_list_get_game (QuintetMoveTreeList *self);
void                 quintet_move_tree_list_set_game (QuintetMoveTreeList *self,
                                                      QuintetGame         *game);

/* The node of the game's line at @ply (the root at 0), found by the
 * game's turns (played, then redo) from the root; NULL past them, or
 * while the game and its tree disagree (inside a change of both) */
QuintetTreeNode     *quintet_move_tree_list_find_line_node (QuintetGame *game,
                                                            guint        ply);

G_END_DECLS
