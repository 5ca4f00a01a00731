/* quintet-board-theme.h — the looks a board can take (issue 31)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The "board-theme" key: its nicks ("wood", "flat", "high-contrast") are
 * the key's values, the schema's enum is made from this one at build
 * time. Each theme has a light and a dark style. */
typedef enum {
  QUINTET_BOARD_THEME_WOOD,           /* calm wood, walnut in dark style */
  QUINTET_BOARD_THEME_FLAT,           /* plain slate squares, flat pieces */
  QUINTET_BOARD_THEME_HIGH_CONTRAST,  /* black, white and grey; thick outlines */
} QuintetBoardTheme;

#define QUINTET_N_BOARD_THEMES 3

G_END_DECLS
