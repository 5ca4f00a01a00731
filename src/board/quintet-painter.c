/* quintet-painter.c — draws a board with Cairo, for the view, thumbnails and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "quintet-painter-private.h"

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

static const Palette light_palette = {
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
};

static const Palette dark_palette = {
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
};

static const PieceStyle piece_styles[] = {
  { "white",  RGB (0xffffff), RGB (0xdeddda), RGB (0x57565c), RGB (0xdeddda), RGB (0x3d3846), RGB (0xf5c06a), 0.22 },
  { "black",  RGB (0x5e5c64), RGB (0x1e1b25), RGB (0x0a090c), RGB (0xe6dccd), RGB (0xf6f5f4), RGB (0x5c3214), 0.16 },
  { "red",    RGB (0xf66151), RGB (0xc01c28), RGB (0x7d1019), RGB (0xffc9bd), RGB (0xfff3e0), RGB (0xe01b24), 0.18 },
  { "yellow", RGB (0xf9f06b), RGB (0xf5c211), RGB (0x6b4a00), RGB (0xfff3b0), RGB (0x5c3c00), RGB (0xf6d32d), 0.30 },
  { "light",  RGB (0xfffaf0), RGB (0xe8dcc2), RGB (0x5c4a36), RGB (0xf2e6d4), RGB (0x5c4a36), RGB (0xf5c06a), 0.22 },
  { "dark",   RGB (0x6b4f3a), RGB (0x33241a), RGB (0x140d08), RGB (0xe8dccb), RGB (0xf2e6d4), RGB (0x5c3214), 0.16 },
};

const Palette *
_quintet_painter_get_palette (gboolean dark)
{
  return dark ? &dark_palette : &light_palette;
}

const PieceStyle *
_quintet_painter_lookup_piece_style (const char *name,
                                     guint       side)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (piece_styles); i++)
    if (strcmp (piece_styles[i].name, name) == 0)
      return &piece_styles[i];

  /* Unknown style: fall back to the classic pair */
  return &piece_styles[side == 0 ? 0 : 1];
}

static void
rgb_to_array (const Rgb *colour,
              double     out[3])
{
  out[0] = colour->r;
  out[1] = colour->g;
  out[2] = colour->b;
}

void
_quintet_painter_get_colours (const char            *side_style,
                              gboolean               dark,
                              QuintetPainterColours *colours)
{
  const Palette *palette = _quintet_painter_get_palette (dark);
  const PieceStyle *style = _quintet_painter_lookup_piece_style (side_style, 0);

  g_assert (colours != NULL);

  rgb_to_array (&palette->square[0], colours->square[0]);
  rgb_to_array (&palette->square[1], colours->square[1]);
  rgb_to_array (dark ? &style->rim_dark : &style->rim, colours->rim);
  rgb_to_array (&palette->wall_face, colours->wall);
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
static void
cell_path (const Frame           *frame,
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

static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   outer,
           double   inner)
{
  for (int i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double r = i % 2 == 0 ? outer : inner;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (angle), cy + r * sin (angle));
      else
        cairo_line_to (cr, cx + r * cos (angle), cy + r * sin (angle));
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

/* ---- the board ---- */

static void
draw_frame (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double radius = MIN (g->width, g->height) * 0.025;
  cairo_pattern_t *pattern;

  _quintet_painter_rounded_rectangle (cr, 0, 0, g->width, g->height, radius);
  pattern = cairo_pattern_create_linear (0, 0, 0, g->height);
  cairo_pattern_add_color_stop_rgb (pattern, 0, p->frame.r * 1.08, p->frame.g * 1.08, p->frame.b * 1.08);
  cairo_pattern_add_color_stop_rgb (pattern, 1, p->frame.r * 0.92, p->frame.g * 0.92, p->frame.b * 0.92);
  cairo_set_source (cr, pattern);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pattern);

  set_rgb (cr, &p->frame_edge);
  cairo_set_line_width (cr, 1.5 * frame->pixel);
  cairo_stroke (cr);
}

static void
draw_playing_area (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;

  /* Point and triangle boards draw on a plain surface; square boards are
   * covered by their squares, the surface only shows as a hairline edge. */
  cairo_rectangle (cr, g->board_x, g->board_y, g->board_width, g->board_height);
  set_rgb (cr, &p->surface);
  cairo_fill (cr);
}

static void
draw_cells (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;

  /* One fill per shade: fewer state changes keeps the redraw cheap */
  for (guint shade = 0; shade < 2; shade++)
    {
      for (guint i = 0; i < g->n_cells; i++)
        {
          const QuintetCellInfo *cell = &g->cells[i];

          if (cell->shape == QUINTET_CELL_SQUARE && (cell->shade ? 1 : 0) == shade)
            cell_path (frame, cell, 0, 0);
        }
      set_rgb (cr, &p->square[shade]);
      cairo_fill (cr);
    }

  for (guint i = 0; i < g->n_cells; i++)
    if (g->cells[i].shape == QUINTET_CELL_TRIANGLE)
      cell_path (frame, &g->cells[i], 0, 0);
  set_rgba (cr, &p->line, 0.35);
  cairo_set_line_width (cr, MAX (frame->pixel, frame->radius * 0.03));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static gboolean
has_lines_or_points (const QuintetGeometry *g)
{
  if (g->n_lines > 0)
    return TRUE;
  for (guint i = 0; i < g->n_cells; i++)
    if (g->cells[i].shape == QUINTET_CELL_POINT)
      return TRUE;
  return FALSE;
}

static void
draw_lines_and_points (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;

  for (guint i = 0; i < g->n_lines; i++)
    {
      cairo_move_to (cr, g->lines[i].x1, g->lines[i].y1);
      cairo_line_to (cr, g->lines[i].x2, g->lines[i].y2);
    }
  set_rgb (cr, &p->line);
  cairo_set_line_width (cr, MAX (frame->pixel, frame->radius * 0.06));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);

  for (guint i = 0; i < g->n_cells; i++)
    if (g->cells[i].shape == QUINTET_CELL_POINT)
      cell_path (frame, &g->cells[i], 0, MAX (2 * frame->pixel, frame->radius * 0.16));
  cairo_fill (cr);
}

/* A translucent wash over a whole cell (its square, triangle or a disc
 * around a point). */
static void
tint_cell (const Frame *frame,
           QuintetCell  id,
           const Rgb   *colour,
           double       alpha)
{
  const QuintetCellInfo *cell = &frame->geometry->cells[id];

  cell_path (frame, cell, 0, frame->spacing * 0.42);
  set_rgba (frame->cr, colour, alpha);
  cairo_fill (frame->cr);
}

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

static void
fill_walls (const QuintetGeometry *g,
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

static void
frame_set_sizes (Frame                 *frame,
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
  frame_set_sizes (&frame, geometry);
  fill_walls (geometry, walls);
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
static void
draw_wall_cell (const Frame           *frame,
                const QuintetCellInfo *cell,
                guint                  height)
{
  cairo_t *cr = frame->cr;
  char text[8];
  double half_height = WALL_BLOCK_HALF_HEIGHT;

  height = MIN (height, QUINTET_MAX_STACK);
  cell_path (frame, cell, 0, frame->spacing * 0.42);
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

static void
draw_zones (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;

  for (guint z = 0; z < g->n_zones; z++)
    {
      const QuintetZoneInfo *zone = &g->zones[z];
      const PieceStyle *style = frame->styles[zone->side ? 1 : 0];

      for (guint k = 0; k < zone->n_cells && k < G_N_ELEMENTS (zone->cells); k++)
        {
          QuintetCell id = zone->cells[k];
          const QuintetCellInfo *cell;

          if (id >= g->n_cells)
            continue;
          cell = &g->cells[id];

          switch (zone->kind)
            {
            case QUINTET_ZONE_HOME:
              tint_cell (frame, id, &style->zone, style->zone_alpha);
              break;

            case QUINTET_ZONE_GOAL:
              star_path (cr, cell->x, cell->y, frame->radius * 0.72, frame->radius * 0.3);
              set_rgba (cr, &style->base, 0.55);
              cairo_fill_preserve (cr);
              set_rgba (cr, piece_rim (frame, style), 0.8);
              cairo_set_line_width (cr, MAX (frame->pixel, frame->radius * 0.05));
              cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
              cairo_stroke (cr);
              break;

            case QUINTET_ZONE_WALL:
              draw_wall_cell (frame, cell, zone->value);
              break;

            default:
              break;
            }
        }
    }
}

static void
draw_last_turn (const Frame *frame)
{
  const QuintetMove *turn = frame->model->last_turn;
  const QuintetMove *hint = frame->model->suggested;

  for (guint i = 0; turn != NULL && i < turn->length; i++)
    if (turn->path[i] < frame->geometry->n_cells)
      tint_cell (frame, turn->path[i], &frame->palette->last_turn, frame->palette->last_turn_alpha);
  /* A hint in the accent colour: the cells of the turn to play */
  for (guint i = 0; hint != NULL && i < hint->length; i++)
    if (hint->path[i] < frame->geometry->n_cells)
      tint_cell (frame, hint->path[i], &frame->palette->accent, 0.45);
}

/* Where the ink of the labels sharing label @i's y sits, as a middle
 * between the highest top and the lowest bottom of the row. */
static double
row_ink_middle (const QuintetGeometry      *g,
                const cairo_text_extents_t *extents,
                guint                       i)
{
  double top = G_MAXDOUBLE, bottom = -G_MAXDOUBLE;

  for (guint j = 0; j < g->n_labels; j++)
    if (fabs (g->labels[j].y - g->labels[i].y) < 1e-6)
      {
        top = MIN (top, extents[j].y_bearing);
        bottom = MAX (bottom, extents[j].y_bearing + extents[j].height);
      }
  return (top + bottom) / 2;
}

/* Each label centred on its own ink would put a, c, e higher than b, d, f:
 * the labels of a row share one baseline, their common ink centred on the
 * row; across, each label is centred on its ink. */
static void
draw_labels (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;
  double margin = MIN (MAX (g->board_x, g->board_y), frame->radius * 1.2);
  g_autofree cairo_text_extents_t *extents = NULL;

  if (!frame->model->show_coordinates || g->n_labels == 0)
    return;

  _quintet_painter_select_font (cr, MAX (margin * 0.52, 6 * frame->pixel));
  set_rgb (cr, &frame->palette->label);
  extents = g_new (cairo_text_extents_t, g->n_labels);
  for (guint i = 0; i < g->n_labels; i++)
    cairo_text_extents (cr, g->labels[i].text, &extents[i]);

  for (guint i = 0; i < g->n_labels; i++)
    {
      cairo_move_to (cr,
                     g->labels[i].x - extents[i].width / 2 - extents[i].x_bearing,
                     g->labels[i].y - row_ink_middle (g, extents, i));
      cairo_show_text (cr, g->labels[i].text);
    }
}

static void
draw_selection_under (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;

  for (guint i = 0; model->selected != NULL && i < model->n_selected; i++)
    if (model->selected[i] < frame->geometry->n_cells)
      tint_cell (frame, model->selected[i], &frame->palette->accent, 0.28);
}

static void
draw_pieces (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const QuintetRenderModel *model = frame->model;

  if (_quintet_painter_is_animating (model))
    {
      _quintet_painter_draw_animation (frame);
      return;
    }

  for (guint i = 0; i < g->n_cells; i++)
    if (model->cells[i].height > 0 && !(model->lifting && i == model->lifted))
      _quintet_painter_draw_piece_at (frame, &model->cells[i], _quintet_painter_wall_at (frame, i),
                                      g->cells[i].x, g->cells[i].y);
}

/* The dragged piece under the pointer, over everything but the focus */
static void
draw_lifted (const Frame *frame,
             double       x,
             double       y)
{
  const QuintetRenderModel *model = frame->model;

  if (!model->lifting || model->lifted >= frame->geometry->n_cells || model->cells[model->lifted].height == 0 ||
      _quintet_painter_is_animating (model))
    return;
  _quintet_painter_draw_piece_at (frame, &model->cells[model->lifted], 0, x, y);
}

/* Centre of the top of a cell's column: its top piece, or the top block
 * of an empty wall square. */
static double
stack_top_y (const Frame *frame,
             QuintetCell  id)
{
  guint wall = _quintet_painter_wall_at (frame, id);
  guint levels = MIN (wall + frame->model->cells[id].height, QUINTET_MAX_STACK);

  return _quintet_painter_level_y (frame, wall, levels, levels > 0 ? levels - 1 : 0,
                                   frame->geometry->cells[id].y);
}

/* A capture target: four red corner brackets round the piece, so it
 * cannot be mistaken for the ring of a piece that can move. */
static void
draw_capture_brackets (const Frame *frame,
                       QuintetCell  id)
{
  cairo_t *cr = frame->cr;
  double cx = frame->geometry->cells[id].x, cy = stack_top_y (frame, id);
  double half = frame->radius * 1.15, arm = frame->radius * 0.42;

  for (int corner = 0; corner < 4; corner++)
    {
      double sx = corner % 2 ? 1 : -1, sy = corner / 2 ? 1 : -1;

      cairo_move_to (cr, cx + sx * half, cy + sy * (half - arm));
      cairo_line_to (cr, cx + sx * half, cy + sy * half);
      cairo_line_to (cr, cx + sx * (half - arm), cy + sy * half);
    }
  set_rgb (cr, &frame->palette->capture);
  cairo_set_line_width (cr, frame->radius * 0.14);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* An empty point or triangle that can come next: a solid disc, ringed,
 * well over twice the size of the board's own point dots, so that it
 * reads as a mark and not as a point, on the last turn's halo too. */
static void
draw_destination_mark (const Frame *frame,
                       QuintetCell  id)
{
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double r = frame->radius;

  cairo_arc (cr, frame->geometry->cells[id].x, stack_top_y (frame, id), r * 0.45, 0, 2 * G_PI);
  set_rgb (cr, &p->hint);
  cairo_fill_preserve (cr);
  set_rgb (cr, &p->hint_ring);
  cairo_set_line_width (cr, r * 0.12);
  cairo_stroke (cr);
}

/* Legal next cells: a dot on an empty square (a mark on a point or
 * triangle), a thin ring round a piece (one that moves on in the same
 * turn), brackets round one to take. */
static void
draw_highlights (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const QuintetRenderModel *model = frame->model;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double r = frame->radius;

  if (model->highlighted == NULL)
    return;

  for (guint i = 0; i < g->n_cells; i++)
    {
      if (!model->highlighted[i])
        continue;

      cairo_new_sub_path (cr);
      if (model->cells[i].height == 0 && g->cells[i].shape != QUINTET_CELL_SQUARE)
        draw_destination_mark (frame, i);
      else if (model->cells[i].height == 0)
        {
          cairo_arc (cr, g->cells[i].x, stack_top_y (frame, i), r * 0.3, 0, 2 * G_PI);
          set_rgba (cr, &p->hint, p->hint_alpha);
          cairo_fill (cr);
        }
      else if (model->highlighted[i] & QUINTET_HIGHLIGHT_CAPTURE)
        draw_capture_brackets (frame, i);
      else
        {
          cairo_arc (cr, g->cells[i].x, stack_top_y (frame, i), r * 1.06, 0, 2 * G_PI);
          set_rgba (cr, &p->hint, p->hint_alpha + 0.2);
          cairo_set_line_width (cr, r * 0.08);
          cairo_stroke (cr);
        }
    }
}

static void
draw_selection_rings (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;

  for (guint i = 0; model->selected != NULL && i < model->n_selected; i++)
    {
      QuintetCell id = model->selected[i];

      if (id >= g->n_cells)
        continue;
      cairo_new_sub_path (cr);
      if (model->cells[id].height > 0)
        {
          cairo_arc (cr, g->cells[id].x, stack_top_y (frame, id), frame->radius * 1.1, 0, 2 * G_PI);
          set_rgb (cr, &frame->palette->accent);
          cairo_set_line_width (cr, frame->radius * 0.12);
          cairo_stroke (cr);
        }
      else
        {
          /* a cell passed on the way (a chain's landing, a move's end) */
          cairo_arc (cr, g->cells[id].x, g->cells[id].y, frame->radius * 0.3, 0, 2 * G_PI);
          set_rgb (cr, &frame->palette->accent);
          cairo_fill (cr);
        }
    }
}

/* The badges of the columns that have a ring round them, over the ring */
static void
draw_marks_over_rings (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;

  if (_quintet_painter_is_animating (model))
    return;
  for (guint i = 0; i < g->n_cells; i++)
    {
      gboolean ringed = model->highlighted != NULL && model->highlighted[i] != 0;

      for (guint k = 0; !ringed && model->selected != NULL && k < model->n_selected; k++)
        ringed = model->selected[k] == i;
      if (ringed && model->cells[i].height > 0 && !(model->lifting && i == model->lifted))
        _quintet_painter_draw_marks_at (frame, &model->cells[i], _quintet_painter_wall_at (frame, i),
                                        g->cells[i].x, g->cells[i].y);
    }
}

/* Where the pieces of a line would stand: each drawn faintly, ringed. */
static void
draw_ghosts (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;
  Frame faint = *frame;
  cairo_t *cr = frame->cr;

  faint.alpha = 0.55;
  for (guint i = 0; model->ghosts != NULL && i < model->n_ghosts; i++)
    {
      const QuintetMotion *ghost = &model->ghosts[i];

      if (ghost->from >= g->n_cells || ghost->to >= g->n_cells || model->cells[ghost->from].height == 0)
        continue;
      _quintet_painter_draw_piece_at (&faint, &model->cells[ghost->from], _quintet_painter_wall_at (frame, ghost->to),
                                      g->cells[ghost->to].x, g->cells[ghost->to].y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, g->cells[ghost->to].x, stack_top_y (frame, ghost->to), frame->radius * 1.06, 0, 2 * G_PI);
      set_rgb (cr, &frame->palette->accent);
      cairo_set_line_width (cr, frame->radius * 0.08);
      cairo_set_dash (cr, (double[]) { frame->radius * 0.25, frame->radius * 0.17 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* One arrow of a hint, from cell to cell: a shaft and a head, in the
 * accent colour over a darker edge so it shows on light and dark squares. */
static void
arrow_path (cairo_t *cr,
            double   x0,
            double   y0,
            double   x1,
            double   y1,
            double   width)
{
  double length = hypot (x1 - x0, y1 - y0);
  double ux = (x1 - x0) / length, uy = (y1 - y0) / length;
  double head = width * 2.6, base_x = x1 - ux * head, base_y = y1 - uy * head;

  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, base_x, base_y);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, base_x - uy * head * 0.62, base_y + ux * head * 0.62);
  cairo_line_to (cr, base_x + uy * head * 0.62, base_y - ux * head * 0.62);
  cairo_close_path (cr);
}

static void
draw_hint_arrows (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;
  double width = frame->radius * 0.22;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; model->hint_motions != NULL && i < model->n_hint_motions; i++)
      {
        const QuintetMotion *motion = &model->hint_motions[i];

        if (motion->from >= g->n_cells || motion->to >= g->n_cells || motion->from == motion->to)
          continue;
        arrow_path (cr, g->cells[motion->from].x, g->cells[motion->from].y,
                    g->cells[motion->to].x, g->cells[motion->to].y, width);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
        if (pass == 0)
          {
            /* the edge under the whole arrow */
            cairo_set_source_rgba (cr, 0, 0, 0, model->dark ? 0.55 : 0.35);
            cairo_set_line_width (cr, width * 1.7);
            cairo_stroke (cr);
          }
        else
          {
            set_rgba (cr, &frame->palette->accent, 0.92);
            cairo_set_line_width (cr, width);
            cairo_stroke_preserve (cr);
            cairo_fill (cr);
          }
      }
}

static void
draw_focus (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetCellInfo *cell;
  cairo_t *cr = frame->cr;
  double width = MAX (3.0 * frame->pixel, frame->radius * 0.12);

  if (model->focus >= frame->geometry->n_cells)
    return;
  cell = &frame->geometry->cells[model->focus];

  /* Accent outline with a light inner line: visible on any square */
  cell_path (frame, cell, width * 0.8, frame->spacing * 0.46);
  set_rgb (cr, &frame->palette->accent);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  cell_path (frame, cell, width * 1.9, frame->spacing * 0.46 - width * 1.1);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_set_line_width (cr, width * 0.4);
  cairo_stroke (cr);
}

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

/* ---- the static layer ---- */

/* What the board under the pieces depends on: a frame of the same key
 * reuses the image instead of drawing squares, zones and labels again,
 * which are most of a redraw. */
typedef struct {
  const QuintetGeometry *geometry;
  guint                  fingerprint;   /* the geometry's contents */
  int                    pixel_width, pixel_height;
  double                 width, height, scale_factor;
  gboolean               dark, show_coordinates, flipped;
  gboolean               lines;         /* the lines and points, not the board under them */
  const PieceStyle      *styles[2];     /* home zones and stars */
} LayerKey;

typedef struct {
  LayerKey         key;
  cairo_surface_t *surface;
} CachedLayer;

#define LAYER_CACHE_SIZE 6        /* the board view's layers, at its latest sizes */
#define LAYER_CACHE_MIN_PIXELS (256 * 256)   /* thumbnails draw quickly anyway */

G_LOCK_DEFINE_STATIC (layers);
static CachedLayer layers[LAYER_CACHE_SIZE];
static guint next_layer;
static gboolean layer_cache_disabled;

void
_quintet_painter_set_layer_cache_enabled (gboolean enabled)
{
  layer_cache_disabled = !enabled;
}

/* FNV-1a over a block of memory */
static guint
hash_bytes (guint         hash,
            gconstpointer data,
            gsize         size)
{
  const guint8 *bytes = data;

  for (gsize i = 0; i < size; i++)
    hash = (hash ^ bytes[i]) * 16777619u;
  return hash;
}

/* A game may publish a geometry that changes in place (a variant): the
 * cache compares contents, not only the pointer. */
static guint
geometry_fingerprint (const QuintetGeometry *g)
{
  guint hash = hash_bytes (2166136261u, g, G_STRUCT_OFFSET (QuintetGeometry, cells));

  hash = hash_bytes (hash, g->cells, g->n_cells * sizeof *g->cells);
  hash = hash_bytes (hash, g->labels, g->n_labels * sizeof *g->labels);
  return hash_bytes (hash, g->zones, g->n_zones * sizeof *g->zones);
}

static void
draw_static (const Frame *frame)
{
  draw_frame (frame);
  draw_playing_area (frame);
  draw_cells (frame);
  draw_zones (frame);
  draw_labels (frame);
}

/* The static layer at the target's real pixels, drawn as it would be
 * straight on the target. */
static cairo_surface_t *
render_static_layer (const Frame    *frame,
                     const LayerKey *key,
                     double          offset_x,
                     double          offset_y,
                     double          scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         key->pixel_width, key->pixel_height);
  Frame layer_frame = *frame;

  layer_frame.cr = cairo_create (surface);
  cairo_scale (layer_frame.cr, key->scale_factor, key->scale_factor);
  cairo_translate (layer_frame.cr, offset_x, offset_y);
  cairo_scale (layer_frame.cr, scale, scale);
  if (key->lines)
    draw_lines_and_points (&layer_frame);
  else
    draw_static (&layer_frame);
  cairo_destroy (layer_frame.cr);
  return surface;
}

static cairo_surface_t *
lookup_static_layer (const Frame    *frame,
                     const LayerKey *key,
                     double          offset_x,
                     double          offset_y,
                     double          scale)
{
  cairo_surface_t *surface = NULL;

  G_LOCK (layers);
  for (guint i = 0; i < LAYER_CACHE_SIZE && surface == NULL; i++)
    if (layers[i].surface != NULL && memcmp (&layers[i].key, key, sizeof *key) == 0)
      surface = cairo_surface_reference (layers[i].surface);
  if (surface == NULL)
    {
      CachedLayer *slot = &layers[next_layer];

      next_layer = (next_layer + 1) % LAYER_CACHE_SIZE;
      g_clear_pointer (&slot->surface, cairo_surface_destroy);
      slot->key = *key;
      slot->surface = render_static_layer (frame, key, offset_x, offset_y, scale);
      surface = cairo_surface_reference (slot->surface);
    }
  G_UNLOCK (layers);
  return surface;
}

/* Only where the image lands on whole pixels unscaled can it stand in
 * for drawing: raster targets without rotation or scaling. */
static gboolean
can_cache_static_layer (const Frame *frame,
                        double       width,
                        double       height)
{
  cairo_matrix_t matrix;

  if (!frame->use_sprites || layer_cache_disabled)
    return FALSE;
  cairo_get_matrix (frame->cr, &matrix);
  if (width * height * frame->scale_factor * frame->scale_factor < LAYER_CACHE_MIN_PIXELS)
    return FALSE;
  return matrix.xx == 1.0 && matrix.yy == 1.0 && matrix.xy == 0.0 && matrix.yx == 0.0 &&
         matrix.x0 * frame->scale_factor == floor (matrix.x0 * frame->scale_factor) &&
         matrix.y0 * frame->scale_factor == floor (matrix.y0 * frame->scale_factor);
}

/* Squares, zones, frame and labels, or (@lines) the lines and points
 * drawn over the cells' tints: from the cache when possible. Called with
 * the caller's matrix, before the board transform. */
static void
paint_static_layer (const Frame *frame,
                    gboolean     lines,
                    double       width,
                    double       height,
                    double       offset_x,
                    double       offset_y,
                    double       scale)
{
  cairo_t *cr = frame->cr;
  const QuintetRenderModel *model = frame->model;
  LayerKey key;
  cairo_surface_t *surface;

  /* compared with memcmp(): no stray bytes in the padding */
  memset (&key, 0, sizeof key);
  key.geometry = model->geometry;
  key.fingerprint = geometry_fingerprint (model->geometry);
  key.width = width;
  key.height = height;
  key.scale_factor = frame->scale_factor;
  key.pixel_width = (int) ceil (width * frame->scale_factor);
  key.pixel_height = (int) ceil (height * frame->scale_factor);
  key.dark = model->dark != FALSE;
  key.show_coordinates = model->show_coordinates != FALSE;
  key.flipped = model->flipped != FALSE;
  key.lines = lines;
  key.styles[0] = frame->styles[0];
  key.styles[1] = frame->styles[1];

  surface = lookup_static_layer (frame, &key, offset_x, offset_y, scale);
  cairo_save (cr);
  cairo_scale (cr, 1.0 / frame->scale_factor, 1.0 / frame->scale_factor);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (surface);
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
  frame.palette = _quintet_painter_get_palette (model->dark);
  frame.styles[0] = _quintet_painter_lookup_piece_style (model->side_styles[0], 0);
  frame.styles[1] = _quintet_painter_lookup_piece_style (model->side_styles[1], 1);
  frame.pixel = 1.0 / scale;
  frame_set_sizes (&frame, model->geometry);
  if (model->geometry->n_cells <= G_N_ELEMENTS (walls))
    {
      fill_walls (model->geometry, walls);
      frame.walls = walls;
    }
  frame.spacing = quintet_painter_get_point_spacing (model->geometry);
  frame.alpha = 1.0;
  frame.squeeze = 1.0;
  frame.scale_factor = model->scale_factor > 0 ? model->scale_factor : 1.0;
  frame.use_sprites = uses_sprites (cr);
  cache_static = can_cache_static_layer (&frame, width, height);
  if (cache_static)
    paint_static_layer (&frame, FALSE, width, height, offset_x, offset_y, scale);
  cairo_get_matrix (cr, &matrix);

  cairo_save (cr);
  cairo_translate (cr, offset_x, offset_y);
  cairo_scale (cr, scale, scale);
  frame.device_scale = device_scale (cr);

  if (!cache_static)
    draw_static (&frame);
  draw_last_turn (&frame);
  draw_selection_under (&frame);
  if (!has_lines_or_points (frame.geometry))
    ;
  else if (cache_static)
    {
      cairo_save (cr);
      cairo_set_matrix (cr, &matrix);
      paint_static_layer (&frame, TRUE, width, height, offset_x, offset_y, scale);
      cairo_restore (cr);
    }
  else
    draw_lines_and_points (&frame);
  draw_pieces (&frame);
  draw_ghosts (&frame);
  draw_highlights (&frame);
  draw_selection_rings (&frame);
  draw_marks_over_rings (&frame);
  draw_hint_arrows (&frame);
  draw_lifted (&frame, (model->lifted_x - offset_x) / scale, (model->lifted_y - offset_y) / scale);
  draw_focus (&frame);

  cairo_restore (cr);
  flipped_geometry_clear (&flipped);
}
