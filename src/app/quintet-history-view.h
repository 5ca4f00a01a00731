/* quintet-history-view.h — the move list: the main line in pairs,
 * variations and comments under their turns, review buttons and the
 * turn menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game-tree.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_HISTORY_VIEW (quintet_history_view_get_type ())

G_DECLARE_FINAL_TYPE (QuintetHistoryView, quintet_history_view, QUINTET, HISTORY_VIEW, GtkWidget)

/* Properties: "game"; "ply" (the position under review, G_MAXUINT while
 * following the latest position, as the board view's "ply");
 * "shown-ply" (read-only: the position shown, following or not).
 * Actions: history.first, history.previous, history.next, history.last,
 * history.show-ply (uint: the position after that many turns of the
 * game's line); history.previous-variation, history.next-variation (the
 * shown turn's previous or next sibling: its line is followed);
 * history.promote (the shown turn's line becomes the main line);
 * history.delete-variation (the variation holding the shown turn goes);
 * history.add-comment (a comment typed in a popover); history.add-best-line
 * (the engine's line from the position before the shown turn, as a
 * variation). Clicking a turn in a row shows it (following its line);
 * right-clicking one opens the turns' menu there; clicking a comment
 * edits it.
 * "shown-node" (read-only QuintetTreeNode: the line's node at
 * "shown-ply", the root at the start). */

GtkWidget   *quintet_history_view_new           (void);
QuintetGame *quintet_history_view_get_game      (QuintetHistoryView *self);
void         quintet_history_view_set_game      (QuintetHistoryView *self,
                                                 QuintetGame        *game);
guint        quintet_history_view_get_ply       (QuintetHistoryView *self);
void         quintet_history_view_set_ply       (QuintetHistoryView *self,
                                                 guint               ply);
guint        quintet_history_view_get_shown_ply (QuintetHistoryView *self);
QuintetTreeNode *quintet_history_view_get_shown_node (QuintetHistoryView *self);
/* Shows the position after @node's turn: a node of the game's line is
 * reviewed, any other is followed (quintet_game_follow_node) first */
void         quintet_history_view_show_node     (QuintetHistoryView *self,
                                                 QuintetTreeNode    *node);
/* Up (-1) and Down (1): the shown turn's previous or next sibling;
 * FALSE when it has none that way */
gboolean     quintet_history_view_switch_variation (QuintetHistoryView *self,
                                                    int                 direction);
/* Opens the comment popover for @node's comment @index, or a new comment
 * (G_MAXUINT); Enter saves it, an empty one removes it */
void         quintet_history_view_edit_comment  (QuintetHistoryView *self,
                                                 QuintetTreeNode    *node,
                                                 guint               index);
/* A shorter list, for when the panel sits below the board. */
void         quintet_history_view_set_compact   (QuintetHistoryView *self,
                                                 gboolean            compact);

G_END_DECLS
