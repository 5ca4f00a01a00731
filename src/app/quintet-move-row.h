/* quintet-move-row.h — a line of the move list: a pair of turns, a
 * stretch of a variation, a comment, or the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-move-line.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_MOVE_ROW (quintet_move_row_get_type ())

G_DECLARE_FINAL_TYPE (QuintetMoveRow, quintet_move_row, QUINTET, MOVE_ROW, GtkWidget)

/* Properties: "line" (QuintetMoveLine: a main-line pair, its number and
 * its turns, each a button; a variation's turns, indented by its depth,
 * numbered, each a link; a comment, indented, a button);
 * "result" (string: a finished game's last line, shown instead of a
 * line); "shown-node" (pointer, compared only: the turn that leads to the
 * shown position is highlighted).
 * Signals: "node-activated" (QuintetTreeNode: a turn was clicked);
 * "node-menu" (QuintetTreeNode, double x, double y: a turn was
 * right-clicked at x, y of the row); "comment-activated"
 * (QuintetTreeNode, guint index: a comment was clicked).
 * A marked turn shows its mark after it, coloured (CSS classes
 * "mark-inaccuracy", "mark-mistake", "mark-blunder" on the turn's
 * button), and says it in words in its accessible label. */

GtkWidget       *quintet_move_row_new            (void);
QuintetMoveLine *quintet_move_row_get_line       (QuintetMoveRow  *self);
void             quintet_move_row_set_line       (QuintetMoveRow  *self,
                                                  QuintetMoveLine *line);
const char      *quintet_move_row_get_result     (QuintetMoveRow  *self);
void             quintet_move_row_set_result     (QuintetMoveRow  *self,
                                                  const char      *result);
gpointer         quintet_move_row_get_shown_node (QuintetMoveRow  *self);
void             quintet_move_row_set_shown_node (QuintetMoveRow  *self,
                                                  gpointer         shown_node);

G_END_DECLS
