/* quintet-history-view.h — the move list, numbered in pairs, with review buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_HISTORY_VIEW (quintet_history_view_get_type ())

G_DECLARE_FINAL_TYPE (QuintetHistoryView, quintet_history_view, QUINTET, HISTORY_VIEW, GtkWidget)

/* Properties: "game"; "ply" (the position under review, G_MAXUINT while
 * following the latest position, as the board view's "ply");
 * "shown-ply" (read-only: the position shown, following or not).
 * Actions: history.first, history.previous, history.next, history.last,
 * history.show-ply (uint: the position after that many turns; its rows'
 * turn buttons). */

GtkWidget   *quintet_history_view_new           (void);
QuintetGame *quintet_history_view_get_game      (QuintetHistoryView *self);
void         quintet_history_view_set_game      (QuintetHistoryView *self,
                                                 QuintetGame        *game);
guint        quintet_history_view_get_ply       (QuintetHistoryView *self);
void         quintet_history_view_set_ply       (QuintetHistoryView *self,
                                                 guint               ply);
guint        quintet_history_view_get_shown_ply (QuintetHistoryView *self);
/* A shorter list, for when the panel sits below the board. */
void         quintet_history_view_set_compact   (QuintetHistoryView *self,
                                                 gboolean            compact);

G_END_DECLS
