/* quintet-painter-board.c — the board under the pieces: frame, squares,
 * lines and points, zones and the coordinates, and the static layer that
 * caches them as an image between redraws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "quintet-painter-private.h"

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
            _quintet_painter_cell_path (frame, cell, 0, 0);
        }
      set_rgb (cr, &p->square[shade]);
      cairo_fill (cr);
    }

  for (guint i = 0; i < g->n_cells; i++)
    if (g->cells[i].shape == QUINTET_CELL_TRIANGLE)
      _quintet_painter_cell_path (frame, &g->cells[i], 0, 0);
  set_rgba (cr, &p->line, 0.35);
  cairo_set_line_width (cr, MAX (frame->pixel, frame->radius * 0.03));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

gboolean
_quintet_painter_has_lines_or_points (const QuintetGeometry *g)
{
  if (g->n_lines > 0)
    return TRUE;
  for (guint i = 0; i < g->n_cells; i++)
    if (g->cells[i].shape == QUINTET_CELL_POINT)
      return TRUE;
  return FALSE;
}

void
_quintet_painter_draw_lines_and_points (const Frame *frame)
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
      _quintet_painter_cell_path (frame, &g->cells[i], 0, MAX (2 * frame->pixel, frame->radius * 0.16));
  cairo_fill (cr);
}

/* A translucent wash over a whole cell (its square, triangle or a disc
 * around a point). */
void
_quintet_painter_tint_cell (const Frame *frame,
                            QuintetCell  id,
                            const Rgb   *colour,
                            double       alpha)
{
  const QuintetCellInfo *cell = &frame->geometry->cells[id];

  _quintet_painter_cell_path (frame, cell, 0, frame->spacing * 0.42);
  set_rgba (frame->cr, colour, alpha);
  cairo_fill (frame->cr);
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
              _quintet_painter_tint_cell (frame, id, &style->zone, style->zone_alpha);
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
              _quintet_painter_draw_wall_cell (frame, cell, zone->value);
              break;

            default:
              break;
            }
        }
    }
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
  QuintetBoardTheme      theme;
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

void
_quintet_painter_draw_static (const Frame *frame)
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
    _quintet_painter_draw_lines_and_points (&layer_frame);
  else
    _quintet_painter_draw_static (&layer_frame);
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
gboolean
_quintet_painter_can_cache_static_layer (const Frame *frame,
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
void
_quintet_painter_paint_static_layer (const Frame *frame,
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
  key.theme = model->theme;
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
