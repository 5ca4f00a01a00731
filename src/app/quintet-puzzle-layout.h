/* quintet-puzzle-layout.h — the puzzle page's layout: the board takes
 * what the panel leaves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_PUZZLE_LAYOUT (quintet_puzzle_layout_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPuzzleLayout, quintet_puzzle_layout, QUINTET, PUZZLE_LAYOUT, GtkLayoutManager)

G_END_DECLS
