/* quintet-painter-themes.c — the board themes as data: for each theme a
 * palette in light and in dark style and the pieces' colours (issue 31).
 * The drawing code reads these tables and never asks which theme it draws.
 *
 * Every piece's rim (its outline) reaches 3:1 (WCAG non-text contrast)
 * against both square shades and the wall's stone, 4.5:1 in the
 * high-contrast theme: tests/app/test-painter-look.c checks each theme.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-painter-private.h"

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

/* ---- wood: calm wood in light style, a darker walnut in dark style;
 * accents from the GNOME palette ---- */

static const Theme wood_theme = {
  .palettes = {
    {
      .frame = RGB (0x8a6240), .frame_edge = RGB (0x63452c), .label = RGB (0xf6efe4),
      .square = { RGB (0xefe3cd), RGB (0xcfab84) },
      .surface = RGB (0xe8d5b5), .line = RGB (0x6f4e33),
      .accent = RGB (0x1c71d8),
      .last_turn = RGB (0xf6d32d), .last_turn_alpha = 0.38,
      .hint = RGB (0x26a269), .hint_alpha = 0.65, .hint_ring = RGB (0xffffff),
      .capture = RGB (0xc01c28),
      .shadow_alpha = 0.28,
      .badge = RGB (0x3d3846),
      .wall_ground = RGB (0x6e655b), .wall_face = RGB (0xd3cdc3), .wall_base = RGB (0xb5ada1),
      .wall_edge = RGB (0x5e564d), .wall_text = RGB (0x4f483f),
    },
    {
      .frame = RGB (0x3a2f27), .frame_edge = RGB (0x241d18), .label = RGB (0xc9b9a6),
      .square = { RGB (0x886f58), RGB (0x5a4333) },
      .surface = RGB (0x8a7560), .line = RGB (0x2f261f),
      .accent = RGB (0x62a0ea),
      .last_turn = RGB (0xf5c211), .last_turn_alpha = 0.32,
      .hint = RGB (0x8ff0a4), .hint_alpha = 0.6, .hint_ring = RGB (0x1e1b19),
      .capture = RGB (0xff7b63),
      .shadow_alpha = 0.45,
      .badge = RGB (0x241f31),
      .wall_ground = RGB (0x1e1b19), .wall_face = RGB (0x57524c), .wall_base = RGB (0x433f3a),
      .wall_edge = RGB (0x171513), .wall_text = RGB (0xc9b9a6),
    },
  },
  .pieces = {
    { "white",  RGB (0xffffff), RGB (0xdeddda), RGB (0x57565c), RGB (0xdeddda), RGB (0x3d3846), RGB (0xf5c06a), 0.22 },
    { "black",  RGB (0x5e5c64), RGB (0x1e1b25), RGB (0x0a090c), RGB (0xe6dccd), RGB (0xf6f5f4), RGB (0x5c3214), 0.16 },
    { "red",    RGB (0xf66151), RGB (0xc01c28), RGB (0x7d1019), RGB (0xffc9bd), RGB (0xfff3e0), RGB (0xe01b24), 0.18 },
    { "yellow", RGB (0xf9f06b), RGB (0xf5c211), RGB (0x6b4a00), RGB (0xfff3b0), RGB (0x5c3c00), RGB (0xf6d32d), 0.30 },
    { "light",  RGB (0xfffaf0), RGB (0xe8dcc2), RGB (0x5c4a36), RGB (0xf2e6d4), RGB (0x5c4a36), RGB (0xf5c06a), 0.22 },
    { "dark",   RGB (0x6b4f3a), RGB (0x33241a), RGB (0x140d08), RGB (0xe8dccb), RGB (0xf2e6d4), RGB (0x5c3214), 0.16 },
  },
  .flat = FALSE,
  .rim_width = 0.07,
};

/* ---- flat: plain slate-blue squares, no grain, no shading on the pieces
 * (their bodies are the wood's, drawn in one colour) ---- */

static const Theme flat_theme = {
  .palettes = {
    {
      .frame = RGB (0x3d4b59), .frame_edge = RGB (0x2b353f), .label = RGB (0xeef2f5),
      .square = { RGB (0xeef1f4), RGB (0xb4c2cf) },
      .surface = RGB (0xe4e9ee), .line = RGB (0x3d4b59),
      .accent = RGB (0x1c71d8),
      .last_turn = RGB (0xf6d32d), .last_turn_alpha = 0.42,
      .hint = RGB (0x26a269), .hint_alpha = 0.65, .hint_ring = RGB (0xffffff),
      .capture = RGB (0xc01c28),
      .shadow_alpha = 0.0,
      .badge = RGB (0x3d3846),
      .wall_ground = RGB (0x5d6670), .wall_face = RGB (0xd5d9de), .wall_base = RGB (0xbcc2c9),
      .wall_edge = RGB (0x4a525b), .wall_text = RGB (0x3a4048),
    },
    {
      .frame = RGB (0x2a2f35), .frame_edge = RGB (0x1c2024), .label = RGB (0xc8ced4),
      .square = { RGB (0x68717a), RGB (0x454c53) },
      .surface = RGB (0x5d666f), .line = RGB (0x1c2024),
      .accent = RGB (0x62a0ea),
      .last_turn = RGB (0xf5c211), .last_turn_alpha = 0.34,
      .hint = RGB (0x8ff0a4), .hint_alpha = 0.6, .hint_ring = RGB (0x1e1b19),
      .capture = RGB (0xff7b63),
      .shadow_alpha = 0.0,
      .badge = RGB (0x241f31),
      .wall_ground = RGB (0x1c2024), .wall_face = RGB (0x59616a), .wall_base = RGB (0x474e56),
      .wall_edge = RGB (0x15181b), .wall_text = RGB (0xc8ced4),
    },
  },
  .pieces = {
    { "white",  RGB (0xffffff), RGB (0xffffff), RGB (0x57565c), RGB (0xdeddda), RGB (0x3d3846), RGB (0xf5c06a), 0.22 },
    { "black",  RGB (0x3d3846), RGB (0x3d3846), RGB (0x0a090c), RGB (0xe6dccd), RGB (0xf6f5f4), RGB (0x5c3214), 0.16 },
    { "red",    RGB (0xe01b24), RGB (0xe01b24), RGB (0x7d1019), RGB (0xffc9bd), RGB (0xfff3e0), RGB (0xe01b24), 0.18 },
    { "yellow", RGB (0xf8e45c), RGB (0xf8e45c), RGB (0x6b4a00), RGB (0xfff3b0), RGB (0x5c3c00), RGB (0xf6d32d), 0.30 },
    { "light",  RGB (0xfffaf0), RGB (0xfffaf0), RGB (0x5c4a36), RGB (0xf2e6d4), RGB (0x5c4a36), RGB (0xf5c06a), 0.22 },
    { "dark",   RGB (0x63452c), RGB (0x63452c), RGB (0x140d08), RGB (0xe8dccb), RGB (0xf2e6d4), RGB (0x5c3214), 0.16 },
  },
  .flat = TRUE,
  .rim_width = 0.07,
};

/* ---- high contrast: white and grey squares in a black frame in light
 * style, black and grey in dark style; black outlines in light style,
 * white ones in dark style, thicker than the others' ---- */

static const Theme high_contrast_theme = {
  .palettes = {
    {
      .frame = RGB (0x000000), .frame_edge = RGB (0x000000), .label = RGB (0xffffff),
      .square = { RGB (0xf6f5f4), RGB (0xa8a8a8) },
      .surface = RGB (0xf6f5f4), .line = RGB (0x000000),
      .accent = RGB (0x0b4ea2),
      .last_turn = RGB (0xf6d32d), .last_turn_alpha = 0.6,
      .hint = RGB (0x006b2e), .hint_alpha = 0.85, .hint_ring = RGB (0xffffff),
      .capture = RGB (0xa51d2d),
      .shadow_alpha = 0.0,
      .badge = RGB (0x000000),
      .wall_ground = RGB (0x000000), .wall_face = RGB (0xe0e0e0), .wall_base = RGB (0xc4c4c4),
      .wall_edge = RGB (0x000000), .wall_text = RGB (0x000000),
      .rim_inner = RGB (0xffffff), .rim_inner_alpha = 1.0,
    },
    {
      .frame = RGB (0x000000), .frame_edge = RGB (0xffffff), .label = RGB (0xffffff),
      .square = { RGB (0x5a5a5a), RGB (0x1c1c1c) },
      .surface = RGB (0x3a3a3a), .line = RGB (0xffffff),
      .accent = RGB (0x99c1f1),
      .last_turn = RGB (0xf8e45c), .last_turn_alpha = 0.5,
      .hint = RGB (0x8ff0a4), .hint_alpha = 0.85, .hint_ring = RGB (0x000000),
      .capture = RGB (0xff8a80),
      .shadow_alpha = 0.0,
      .badge = RGB (0x000000),
      .wall_ground = RGB (0x000000), .wall_face = RGB (0x404040), .wall_base = RGB (0x303030),
      .wall_edge = RGB (0xffffff), .wall_text = RGB (0xffffff),
      .rim_inner = RGB (0x000000), .rim_inner_alpha = 1.0,
    },
  },
  .pieces = {
    { "white",  RGB (0xffffff), RGB (0xffffff), RGB (0x000000), RGB (0xffffff), RGB (0x000000), RGB (0xf5c06a), 0.35 },
    { "black",  RGB (0x000000), RGB (0x000000), RGB (0x000000), RGB (0xffffff), RGB (0xffffff), RGB (0x5c3214), 0.30 },
    { "red",    RGB (0xc01c28), RGB (0xc01c28), RGB (0x000000), RGB (0xffffff), RGB (0xffffff), RGB (0xe01b24), 0.30 },
    { "yellow", RGB (0xffe500), RGB (0xffe500), RGB (0x000000), RGB (0xffffff), RGB (0x000000), RGB (0xf6d32d), 0.40 },
    { "light",  RGB (0xffffff), RGB (0xffffff), RGB (0x000000), RGB (0xffffff), RGB (0x000000), RGB (0xf5c06a), 0.35 },
    { "dark",   RGB (0x000000), RGB (0x000000), RGB (0x000000), RGB (0xffffff), RGB (0xffffff), RGB (0x5c3214), 0.30 },
  },
  .flat = TRUE,
  .rim_width = 0.11,
};

static const Theme * const themes[QUINTET_N_BOARD_THEMES] = {
  [QUINTET_BOARD_THEME_WOOD] = &wood_theme,
  [QUINTET_BOARD_THEME_FLAT] = &flat_theme,
  [QUINTET_BOARD_THEME_HIGH_CONTRAST] = &high_contrast_theme,
};

/* An unknown theme (a bad value in a model) draws as wood */
const Theme *
_quintet_painter_get_theme (QuintetBoardTheme theme)
{
  return (guint) theme < G_N_ELEMENTS (themes) ? themes[theme] : &wood_theme;
}

const Palette *
_quintet_painter_get_palette (QuintetBoardTheme theme,
                              gboolean          dark)
{
  return &_quintet_painter_get_theme (theme)->palettes[dark ? 1 : 0];
}

const PieceStyle *
_quintet_painter_lookup_piece_style (QuintetBoardTheme  theme,
                                     const char        *name,
                                     guint              side)
{
  const Theme *t = _quintet_painter_get_theme (theme);

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (t->pieces); i++)
    if (strcmp (t->pieces[i].name, name) == 0)
      return &t->pieces[i];

  /* Unknown style: fall back to the classic pair */
  return &t->pieces[side == 0 ? 0 : 1];
}
