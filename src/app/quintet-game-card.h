/* quintet-game-card.h — a game's card on the start page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-registry.h"

G_BEGIN_DECLS

/* The card is a box (data "game-id", the registry's) holding the button
 * that starts a game (data "game-id" too) and Learn and Puzzles, which
 * activate win.learn and win.puzzles with the game's id */
GtkWidget *quintet_game_card_new          (const QuintetGameInfo *info,
                                           GPtrArray             *pictures,
                                           GCallback              clicked,
                                           gpointer               user_data);
void       quintet_game_card_set_progress (GtkWidget             *tile,
                                           const char            *lessons,
                                           const char            *puzzles);
/* The line "Course finished": the game's lessons are all done */
void       quintet_game_card_set_finished (GtkWidget             *tile,
                                           gboolean               finished);

G_END_DECLS
