/* quintet-move-row.h — a line of the move list: a pair of turns, or the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-turn-pair.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_MOVE_ROW (quintet_move_row_get_type ())

G_DECLARE_FINAL_TYPE (QuintetMoveRow, quintet_move_row, QUINTET, MOVE_ROW, GtkWidget)

/* Properties: "pair" (QuintetTurnPair: its number and its turns, each a
 * button; a click activates the ancestors' "history.show-ply" with the
 * ply after that turn);
 * "result" (string: a finished game's last line, shown instead of a
 * pair); "shown-ply" (uint: the turn that leads to it is highlighted). */

GtkWidget       *quintet_move_row_new           (void);
QuintetTurnPair *quintet_move_row_get_pair      (QuintetMoveRow  *self);
void             quintet_move_row_set_pair      (QuintetMoveRow  *self,
                                                 QuintetTurnPair *pair);
const char      *quintet_move_row_get_result    (QuintetMoveRow  *self);
void             quintet_move_row_set_result    (QuintetMoveRow  *self,
                                                 const char      *result);
guint            quintet_move_row_get_shown_ply (QuintetMoveRow  *self);
void             quintet_move_row_set_shown_ply (QuintetMoveRow  *self,
                                                 guint            shown_ply);

G_END_DECLS
