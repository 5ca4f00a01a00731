/* quintet-painter-columns.c — columns and the wall: where each level of
 * a cell's column stands, and the wall's stone blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-painter-private.h"

/* ---- columns and the wall ---- */

/* The wall's own levels rise by more than a piece's: its courses are
 * thick, so that a 3-high section stands clearly above a 2-high one. */
#define WALL_COURSE 0.15
#define WALL_TEXT_MIN_PIXELS 14.0
#define WALL_BLOCK_HALF_HEIGHT 0.22
#define WALL_BOTTOM (0.5 - WALL_BLOCK_HALF_HEIGHT - 0.015)

double
_quintet_painter_level_y (const Frame *frame,
                          guint        wall,
                          guint        height,
                          guint        level,
                          double       cy)
{
  if (wall == 0)
    return cy + (CLAMP (height, 1, QUINTET_MAX_STACK) - 1) * frame->step / 2.0 - level * frame->step;
  if (level < wall)
    return cy + WALL_BOTTOM - level * WALL_COURSE;
  /* a piece on the wall lies on its top block */
  return cy + WALL_BOTTOM - (wall - 1) * WALL_COURSE - (level - wall + 1) * frame->step;
}

guint
_quintet_painter_wall_at (const Frame *frame,
                          QuintetCell  cell)
{
  return frame->walls != NULL && cell < frame->geometry->n_cells ? frame->walls[cell] : 0;
}

/* Boards with a wall are stacking boards: smaller discs leave room in a
 * square for a column of five. */
static gboolean
has_wall (const QuintetGeometry *g)
{
  for (guint z = 0; z < g->n_zones; z++)
    if (g->zones[z].kind == QUINTET_ZONE_WALL)
      return TRUE;
  return FALSE;
}

void
_quintet_painter_fill_walls (const QuintetGeometry *g,
                             guint8                *walls)
{
  memset (walls, 0, g->n_cells);
  for (guint z = 0; z < g->n_zones; z++)
    {
      const QuintetZoneInfo *zone = &g->zones[z];

      if (zone->kind != QUINTET_ZONE_WALL)
        continue;
      for (guint k = 0; k < zone->n_cells && k < G_N_ELEMENTS (zone->cells); k++)
        if (zone->cells[k] < g->n_cells)
          walls[zone->cells[k]] = MIN (zone->value, QUINTET_MAX_STACK);
    }
}

void
_quintet_painter_frame_set_sizes (Frame                 *frame,
                                  const QuintetGeometry *g)
{
  frame->radius = g->piece_radius > 0 ? g->piece_radius : 0.4;
  if (has_wall (g))
    frame->radius *= 0.8;
  frame->step = frame->radius * 0.35;
}

void
_quintet_painter_piece_position (const QuintetGeometry *geometry,
                                 const QuintetCellView *cells,
                                 QuintetCell            cell,
                                 guint                  index,
                                 double                *x,
                                 double                *y,
                                 double                *radius)
{
  Frame frame = { 0 };
  guint8 walls[256];
  guint wall;

  g_return_if_fail (geometry != NULL && cells != NULL && cell < geometry->n_cells);

  frame.geometry = geometry;
  frame.walls = walls;
  _quintet_painter_frame_set_sizes (&frame, geometry);
  _quintet_painter_fill_walls (geometry, walls);
  wall = walls[cell];
  *x = geometry->cells[cell].x;
  *y = _quintet_painter_level_y (&frame, wall, wall + cells[cell].height, wall + index,
                                 geometry->cells[cell].y);
  *radius = frame.radius;
}

/* One course of the wall: a stone block as wide as the square, its front
 * edge showing below the block above it. The top block of a section
 * carries brick joints. */
static void
draw_wall_block (const Frame           *frame,
                 const QuintetCellInfo *cell,
                 double                 y,
                 double                 half_height,
                 gboolean               top)
{
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double half_width = 0.5 - MAX (frame->pixel, 0.015);
  double line = MAX (frame->pixel, frame->radius * 0.08);
  cairo_pattern_t *pattern;

  _quintet_painter_rounded_rectangle (cr, cell->x - half_width, y - half_height,
                                      2 * half_width, 2 * half_height, frame->radius * 0.12);
  pattern = cairo_pattern_create_linear (0, y - half_height, 0, y + half_height);
  cairo_pattern_add_color_stop_rgb (pattern, 0, p->wall_face.r, p->wall_face.g, p->wall_face.b);
  cairo_pattern_add_color_stop_rgb (pattern, 1, p->wall_base.r, p->wall_base.g, p->wall_base.b);
  cairo_set_source (cr, pattern);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pattern);
  set_rgb (cr, &p->wall_edge);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  if (!top)
    return;

  /* brick joints: a course line across, offset joints above and below;
   * the stone on the left is whole, a plaque for the wall's height */
  cairo_move_to (cr, cell->x - half_width * 0.3, y);
  cairo_line_to (cr, cell->x + half_width, y);
  cairo_move_to (cr, cell->x - half_width * 0.3, y - half_height);
  cairo_line_to (cr, cell->x - half_width * 0.3, y);
  cairo_move_to (cr, cell->x + half_width * 0.4, y);
  cairo_line_to (cr, cell->x + half_width * 0.4, y + half_height);
  set_rgba (cr, &p->wall_edge, 0.45);
  cairo_set_line_width (cr, line * 0.7);
  cairo_stroke (cr);
}

/* OV-1: a wall square is drawn as the column of stone it counts as, one
 * block per level, so the 3-high merlons stand a course above the 2-high
 * crenels and a piece on the wall stands on its top. */
void
_quintet_painter_draw_wall_cell (const Frame           *frame,
                                 const QuintetCellInfo *cell,
                                 guint                  height)
{
  cairo_t *cr = frame->cr;
  char text[8];
  double half_height = WALL_BLOCK_HALF_HEIGHT;

  height = MIN (height, QUINTET_MAX_STACK);
  _quintet_painter_cell_path (frame, cell, 0, frame->spacing * 0.42);
  set_rgb (cr, &frame->palette->wall_ground);
  cairo_fill (cr);

  for (guint level = 0; level < height; level++)
    draw_wall_block (frame, cell, _quintet_painter_level_y (frame, height, height, level, cell->y),
                     half_height, level + 1 == height);

  /* the height low on the top block's left stone, where a column on
   * the wall does not reach: as large as the stone allows, and at least
   * WALL_TEXT_MIN_PIXELS where the board is small */
  g_snprintf (text, sizeof text, "%u", height);
  _quintet_painter_select_font (cr, CLAMP (WALL_TEXT_MIN_PIXELS * frame->pixel, 0.28, 0.30));
  set_rgb (cr, &frame->palette->wall_text);
  _quintet_painter_show_centered_text (cr, text, cell->x - 0.37,
                                       _quintet_painter_level_y (frame, height, height, height - 1, cell->y) + 0.07);
}

/* Centre of the top of a cell's column: its top piece, or the top block
 * of an empty wall square. */
double
_quintet_painter_stack_top_y (const Frame *frame,
                              QuintetCell  id)
{
  guint wall = _quintet_painter_wall_at (frame, id);
  guint levels = MIN (wall + frame->model->cells[id].height, QUINTET_MAX_STACK);

  return _quintet_painter_level_y (frame, wall, levels, levels > 0 ? levels - 1 : 0,
                                   frame->geometry->cells[id].y);
}
