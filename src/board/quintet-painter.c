/* quintet-painter.c — draws a board with Cairo, for the view, thumbnails and exports
 *
 * This file holds the colours, the transform from widget to board, the
 * board seen from the other side, the shapes the other files share, and
 * quintet_painter_draw(), which says in what order a frame is drawn; the
 * rest of the painter is in the quintet-painter-*.c files beside it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "quintet-painter-private.h"

static void
rgb_to_array (const Rgb *colour,
              double     out[3])
{
  out[0] = colour->r;
  out[1] = colour->g;
  out[2] = colour->b;
}

void
_quintet_painter_get_colours (QuintetBoardTheme      theme,
                              const char            *side_style,
                              gboolean               dark,
                              QuintetPainterColours *colours)
{
  const Palette *palette = _quintet_painter_get_palette (theme, dark);
  const PieceStyle *style = _quintet_painter_lookup_piece_style (theme, side_style, 0);

  g_assert (colours != NULL);

  rgb_to_array (&palette->square[0], colours->square[0]);
  rgb_to_array (&palette->square[1], colours->square[1]);
  rgb_to_array (dark ? &style->rim_dark : &style->rim, colours->rim);
  rgb_to_array (&palette->wall_face, colours->wall);
}

void
quintet_painter_get_side_colours (const char        *side_style,
                                  guint              side,
                                  QuintetBoardTheme  theme,
                                  double             body[3],
                                  double             rim[3],
                                  gboolean           dark)
{
  const PieceStyle *style = _quintet_painter_lookup_piece_style (theme, side_style, side);

  g_return_if_fail (body != NULL && rim != NULL);

  rgb_to_array (&style->top, body);
  rgb_to_array (dark ? &style->rim_dark : &style->rim, rim);
}

void
quintet_render_model_init (QuintetRenderModel    *model,
                           const QuintetGeometry *geometry,
                           const QuintetCellView *cells)
{
  g_return_if_fail (model != NULL);

  memset (model, 0, sizeof *model);
  model->geometry = geometry;
  model->cells = cells;
  model->side_styles[0] = "white";
  model->side_styles[1] = "black";
  model->show_coordinates = TRUE;
  model->focus = QUINTET_NO_CELL;
  model->hint_placement = QUINTET_NO_CELL;
  model->hint_path_placement = QUINTET_NO_CELL;
}

void
quintet_painter_get_transform (const QuintetGeometry *geometry,
                               double                 width,
                               double                 height,
                               double                *scale,
                               double                *offset_x,
                               double                *offset_y)
{
  double s;

  g_return_if_fail (geometry != NULL);
  g_return_if_fail (geometry->width > 0 && geometry->height > 0);

  s = MIN (width / geometry->width, height / geometry->height);
  if (scale)
    *scale = s;
  if (offset_x)
    *offset_x = (width - geometry->width * s) / 2.0;
  if (offset_y)
    *offset_y = (height - geometry->height * s) / 2.0;
}

double
quintet_painter_get_point_spacing (const QuintetGeometry *geometry)
{
  double best = G_MAXDOUBLE;

  g_return_val_if_fail (geometry != NULL, 1.0);

  for (guint i = 0; i < geometry->n_cells; i++)
    {
      const QuintetCellInfo *a = &geometry->cells[i];

      if (a->shape != QUINTET_CELL_POINT)
        continue;

      for (guint j = i + 1; j < geometry->n_cells; j++)
        {
          const QuintetCellInfo *b = &geometry->cells[j];

          if (b->shape == QUINTET_CELL_POINT)
            best = MIN (best, hypot (a->x - b->x, a->y - b->y));
        }
    }

  return best == G_MAXDOUBLE ? geometry->piece_radius * 2.5 : best;
}

static gboolean
polygon_contains (const QuintetCellInfo *cell,
                  double                 x,
                  double                 y)
{
  gboolean inside = FALSE;

  /* Even-odd ray casting: cells are convex, but this needs no winding order */
  for (guint i = 0, j = cell->n_corners - 1; i < cell->n_corners; j = i++)
    {
      double xi = cell->corners[i][0], yi = cell->corners[i][1];
      double xj = cell->corners[j][0], yj = cell->corners[j][1];

      if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
        inside = !inside;
    }

  return inside;
}

QuintetCell
quintet_painter_cell_at (const QuintetGeometry *geometry,
                         double                 width,
                         double                 height,
                         double                 x,
                         double                 y)
{
  double scale, offset_x, offset_y, bx, by;
  double best_distance = G_MAXDOUBLE;
  QuintetCell best = QUINTET_NO_CELL;

  g_return_val_if_fail (geometry != NULL, QUINTET_NO_CELL);

  quintet_painter_get_transform (geometry, width, height, &scale, &offset_x, &offset_y);
  if (scale <= 0)
    return QUINTET_NO_CELL;
  bx = (x - offset_x) / scale;
  by = (y - offset_y) / scale;

  /* Points first: on boards that mix points and triangles a click near a
   * point means the point, the rest of a triangle means the triangle. */
  for (guint i = 0; i < geometry->n_cells; i++)
    {
      const QuintetCellInfo *cell = &geometry->cells[i];
      double distance;

      if (cell->shape != QUINTET_CELL_POINT)
        continue;
      distance = hypot (cell->x - bx, cell->y - by);
      if (distance < best_distance)
        {
          best_distance = distance;
          best = i;
        }
    }

  if (best != QUINTET_NO_CELL &&
      best_distance <= 0.45 * quintet_painter_get_point_spacing (geometry))
    return best;

  for (guint i = 0; i < geometry->n_cells; i++)
    {
      const QuintetCellInfo *cell = &geometry->cells[i];

      if (cell->n_corners >= 3 && polygon_contains (cell, bx, by))
        return i;
    }

  return QUINTET_NO_CELL;
}

/* ---- the board seen from the other side ---- */

/* A copy of a geometry half-turned about its centre: cells, lines and the
 * playing area rotate; coordinate labels move along their margin (files
 * reversed below the board, ranks reversed at its left) instead of
 * landing upside down on the far side. */
typedef struct {
  QuintetGeometry   geometry;
  QuintetCellInfo  *cells;
  QuintetLineInfo  *lines;
  QuintetLabelInfo *labels;
} FlippedGeometry;

static void
flip_cell (const QuintetGeometry *g,
           QuintetCellInfo       *cell)
{
  cell->x = g->width - cell->x;
  cell->y = g->height - cell->y;
  for (guint k = 0; k < cell->n_corners && k < G_N_ELEMENTS (cell->corners); k++)
    {
      cell->corners[k][0] = g->width - cell->corners[k][0];
      cell->corners[k][1] = g->height - cell->corners[k][1];
    }
}

static void
flip_label (const QuintetGeometry *g,
            QuintetLabelInfo      *label)
{
  gboolean beside = label->x < g->board_x || label->x > g->board_x + g->board_width;
  gboolean above_or_below = label->y < g->board_y || label->y > g->board_y + g->board_height;

  if (!above_or_below || beside)
    label->y = g->height - label->y;
  if (!beside)
    label->x = g->width - label->x;
}

static void
flipped_geometry_init (FlippedGeometry       *flipped,
                       const QuintetGeometry *g)
{
  QuintetGeometry *out = &flipped->geometry;

  *out = *g;
  out->board_x = g->width - g->board_x - g->board_width;
  out->board_y = g->height - g->board_y - g->board_height;
  flipped->cells = g_memdup2 (g->cells, g->n_cells * sizeof *g->cells);
  for (guint i = 0; i < g->n_cells; i++)
    flip_cell (g, &flipped->cells[i]);
  flipped->lines = g_memdup2 (g->lines, g->n_lines * sizeof *g->lines);
  for (guint i = 0; i < g->n_lines; i++)
    flipped->lines[i] = (QuintetLineInfo) { g->width - g->lines[i].x1, g->height - g->lines[i].y1,
                                            g->width - g->lines[i].x2, g->height - g->lines[i].y2 };
  flipped->labels = g_memdup2 (g->labels, g->n_labels * sizeof *g->labels);
  for (guint i = 0; i < g->n_labels; i++)
    flip_label (g, &flipped->labels[i]);
  out->cells = flipped->cells;
  out->lines = flipped->lines;
  out->labels = flipped->labels;
}

static void
flipped_geometry_clear (FlippedGeometry *flipped)
{
  g_clear_pointer (&flipped->cells, g_free);
  g_clear_pointer (&flipped->lines, g_free);
  g_clear_pointer (&flipped->labels, g_free);
}

/* ---- shapes ---- */

void
_quintet_painter_rounded_rectangle (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   width,
                                    double   height,
                                    double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The outline of a cell, shrunk towards its centre by inset (board units).
 * Points have no outline: a circle of the given radius stands for them. */
void
_quintet_painter_cell_path (const Frame           *frame,
                            const QuintetCellInfo *cell,
                            double                 inset,
                            double                 point_radius)
{
  cairo_t *cr = frame->cr;

  if (cell->n_corners < 3)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cell->x, cell->y, point_radius, 0, 2 * G_PI);
      return;
    }

  for (guint i = 0; i < cell->n_corners; i++)
    {
      double dx = cell->corners[i][0] - cell->x;
      double dy = cell->corners[i][1] - cell->y;
      double length = hypot (dx, dy);
      double k = length > 0 ? MAX (0.0, length - inset) / length : 0;

      if (i == 0)
        cairo_move_to (cr, cell->x + dx * k, cell->y + dy * k);
      else
        cairo_line_to (cr, cell->x + dx * k, cell->y + dy * k);
    }
  cairo_close_path (cr);
}

void
_quintet_painter_show_centered_text (cairo_t    *cr,
                                     const char *text,
                                     double      cx,
                                     double      cy)
{
  cairo_text_extents_t extents;

  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr,
                 cx - extents.width / 2 - extents.x_bearing,
                 cy - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
}

void
_quintet_painter_select_font (cairo_t *cr,
                              double   size)
{
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
}
/* ---- a frame ---- */

/* Vector targets (PDF, SVG exports) get real paths; raster and recording
 * targets (the widget, thumbnails) get cached images. */
static gboolean
uses_sprites (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_IMAGE:
    case CAIRO_SURFACE_TYPE_RECORDING:
    case CAIRO_SURFACE_TYPE_XLIB:
    case CAIRO_SURFACE_TYPE_XCB:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Units of the current matrix per board unit (the surface's own device
 * scale left out: see scale_factor). */
static double
device_scale (cairo_t *cr)
{
  cairo_matrix_t matrix;
  double dx = 1.0, dy = 0.0;

  cairo_get_matrix (cr, &matrix);
  cairo_matrix_transform_distance (&matrix, &dx, &dy);
  return hypot (dx, dy);
}

void
quintet_painter_draw (cairo_t                  *cr,
                      double                    width,
                      double                    height,
                      const QuintetRenderModel *model)
{
  Frame frame = { 0 };
  FlippedGeometry flipped = { 0 };
  guint8 walls[256];
  double scale, offset_x, offset_y;
  gboolean cache_static;
  cairo_matrix_t matrix;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (model != NULL && model->geometry != NULL && model->cells != NULL);

  quintet_painter_get_transform (model->geometry, width, height, &scale, &offset_x, &offset_y);
  if (scale <= 0)
    return;

  frame.cr = cr;
  frame.model = model;
  frame.geometry = model->geometry;
  if (model->flipped)
    {
      flipped_geometry_init (&flipped, model->geometry);
      frame.geometry = &flipped.geometry;
    }
  frame.theme = _quintet_painter_get_theme (model->theme);
  frame.palette = _quintet_painter_get_palette (model->theme, model->dark);
  frame.styles[0] = _quintet_painter_lookup_piece_style (model->theme, model->side_styles[0], 0);
  frame.styles[1] = _quintet_painter_lookup_piece_style (model->theme, model->side_styles[1], 1);
  frame.pixel = 1.0 / scale;
  _quintet_painter_frame_set_sizes (&frame, model->geometry);
  if (model->geometry->n_cells <= G_N_ELEMENTS (walls))
    {
      _quintet_painter_fill_walls (model->geometry, walls);
      frame.walls = walls;
    }
  frame.spacing = quintet_painter_get_point_spacing (model->geometry);
  frame.alpha = 1.0;
  frame.squeeze = 1.0;
  frame.scale_factor = model->scale_factor > 0 ? model->scale_factor : 1.0;
  frame.use_sprites = uses_sprites (cr);
  cache_static = _quintet_painter_can_cache_static_layer (&frame, width, height);
  if (cache_static)
    _quintet_painter_paint_static_layer (&frame, FALSE, width, height, offset_x, offset_y, scale);
  cairo_get_matrix (cr, &matrix);

  cairo_save (cr);
  cairo_translate (cr, offset_x, offset_y);
  cairo_scale (cr, scale, scale);
  frame.device_scale = device_scale (cr);

  if (!cache_static)
    _quintet_painter_draw_static (&frame);
  _quintet_painter_draw_last_turn (&frame);
  _quintet_painter_draw_selection_under (&frame);
  if (!_quintet_painter_has_lines_or_points (frame.geometry))
    ;
  else if (cache_static)
    {
      cairo_save (cr);
      cairo_set_matrix (cr, &matrix);
      _quintet_painter_paint_static_layer (&frame, TRUE, width, height, offset_x, offset_y, scale);
      cairo_restore (cr);
    }
  else
    _quintet_painter_draw_lines_and_points (&frame);
  _quintet_painter_draw_pieces (&frame);
  _quintet_painter_draw_ghosts (&frame);
  _quintet_painter_draw_highlights (&frame);
  _quintet_painter_draw_selection_rings (&frame);
  _quintet_painter_draw_marks_over_rings (&frame);
  _quintet_painter_draw_hint_arrows (&frame);
  _quintet_painter_draw_hint_path (&frame);
  _quintet_painter_draw_lifted (&frame, (model->lifted_x - offset_x) / scale, (model->lifted_y - offset_y) / scale);
  _quintet_painter_draw_focus (&frame);

  cairo_restore (cr);
  flipped_geometry_clear (&flipped);
}
