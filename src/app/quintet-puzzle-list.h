/* quintet-puzzle-list.h — the puzzle page's chooser: the puzzle shown,
 * and a popover listing the game's puzzles, the solved ones marked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-settings.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_PUZZLE_LIST (quintet_puzzle_list_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPuzzleList, quintet_puzzle_list, QUINTET, PUZZLE_LIST, GtkWidget)

GtkWidget *quintet_puzzle_list_new          (void);
/* Where the solved puzzles are remembered, or NULL */
void       quintet_puzzle_list_set_settings (QuintetPuzzleList *self,
                                             QuintetSettings   *settings);
/* The button's label: "Puzzle 5 of 32", or none without puzzles */
void       quintet_puzzle_list_set_position (QuintetPuzzleList *self,
                                             guint              index,
                                             guint              n_puzzles);
/* The rows of @game_id's @puzzles (QuintetPuzzle, or NULL), @current's
 * in bold, and how many are solved */
void       quintet_puzzle_list_fill         (QuintetPuzzleList *self,
                                             const char        *game_id,
                                             GPtrArray         *puzzles,
                                             guint              current);

G_END_DECLS
