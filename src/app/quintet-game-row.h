/* quintet-game-row.h — a game's row on the start page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game.h"
#include "quintet-online.h"

G_BEGIN_DECLS

GtkWidget *quintet_game_row_new_remove_button (GCallback          clicked,
                                               gpointer           user_data);
GtkWidget *quintet_game_row_new_picture       (GPtrArray         *pictures,
                                               QuintetGame       *game);
/* An online game's row (data "online-game", its id): an invitation's
 * Decline and Accept (@answer_clicked, the button's data "accept"), a
 * request's Block (win.block-address), a finished game's Remove
 * (@remove_clicked); its picture added to @pictures */
GtkWidget *quintet_game_row_new_online        (QuintetOnlineGame *game,
                                               gboolean           request,
                                               GPtrArray         *pictures,
                                               GCallback          answer_clicked,
                                               GCallback          remove_clicked,
                                               gpointer           user_data);
guint      quintet_game_row_rank              (QuintetOnlineGame *game);
/* For gtk_list_box_set_sort_func (): the rows with their data "rank"
 * and "order" */
int        quintet_game_row_compare           (GtkListBoxRow     *a,
                                               GtkListBoxRow     *b,
                                               gpointer           user_data);

const char *quintet_game_row_online_name      (QuintetOnlineGame *game);

G_END_DECLS
