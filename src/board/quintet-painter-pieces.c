/* quintet-painter-pieces.c — the pieces: a disc and the marks on it
 * (crown, insignia, half face, lock, height), stacks of them, the images
 * they are composited from, and the side panel's swatch
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-painter-private.h"

/* The painter's own mark on one disc (not a QuintetPieceFlags value):
 * this piece may not move this turn, from QuintetCellView.frozen. */
#define PIECE_MARK_FROZEN (1u << 7)

static void
draw_shadow (const Frame *frame,
             double       cx,
             double       cy,
             double       r,
             gboolean     hollow)
{
  cairo_t *cr = frame->cr;
  double alpha = frame->palette->shadow_alpha;

  /* Two soft discs fake a blur far cheaper than a real one; a hollow
   * piece casts no shadow into its own hole. */
  for (int i = 0; i < 2; i++)
    {
      double grow = i == 0 ? 1.04 : 0.98;

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + r * 0.03, cy + r * (i == 0 ? 0.08 : 0.05), r * grow, 0, 2 * G_PI);
      if (hollow)
        {
          cairo_new_sub_path (cr);
          cairo_arc_negative (cr, cx, cy, 0.46 * r, 2 * G_PI, 0);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, alpha * (i == 0 ? 0.45 : 0.6));
      cairo_fill (cr);
    }
}

static void
draw_crown (cairo_t          *cr,
            const PieceStyle *style,
            double            cx,
            double            cy,
            double            r)
{
  /* Three-pointed crown on a band; balls on the tips */
  cairo_move_to (cr, cx - 0.46 * r, cy + 0.22 * r);
  cairo_line_to (cr, cx - 0.54 * r, cy - 0.30 * r);
  cairo_line_to (cr, cx - 0.24 * r, cy - 0.02 * r);
  cairo_line_to (cr, cx, cy - 0.44 * r);
  cairo_line_to (cr, cx + 0.24 * r, cy - 0.02 * r);
  cairo_line_to (cr, cx + 0.54 * r, cy - 0.30 * r);
  cairo_line_to (cr, cx + 0.46 * r, cy + 0.22 * r);
  cairo_close_path (cr);
  _quintet_painter_rounded_rectangle (cr, cx - 0.46 * r, cy + 0.27 * r, 0.92 * r, 0.15 * r, 0.04 * r);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx - 0.54 * r, cy - 0.33 * r, 0.08 * r, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy - 0.48 * r, 0.08 * r, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx + 0.54 * r, cy - 0.33 * r, 0.08 * r, 0, 2 * G_PI);
  set_rgb (cr, &style->mark);
  cairo_fill (cr);
}

static void
draw_insignia (cairo_t          *cr,
               const PieceStyle *style,
               double            cx,
               double            cy,
               double            r)
{
  /* Two chevrons, like a sergeant's stripes */
  for (int i = 0; i < 2; i++)
    {
      double y = cy - 0.12 * r + i * 0.34 * r;

      cairo_move_to (cr, cx - 0.4 * r, y + 0.2 * r);
      cairo_line_to (cr, cx, y - 0.16 * r);
      cairo_line_to (cr, cx + 0.4 * r, y + 0.2 * r);
    }
  set_rgb (cr, &style->mark);
  cairo_set_line_width (cr, 0.15 * r);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
draw_half_face (cairo_t          *cr,
                const PieceStyle *style,
                double            cx,
                double            cy,
                double            r)
{
  /* The flipped, half-strength side: hatched face inside a single ring */
  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, 0.64 * r, 0, 2 * G_PI);
  cairo_clip (cr);
  for (double d = -1.0; d <= 1.0; d += 0.24)
    {
      cairo_move_to (cr, cx + d * r - 0.7 * r, cy + 0.7 * r);
      cairo_line_to (cr, cx + d * r + 0.7 * r, cy - 0.7 * r);
    }
  set_rgba (cr, &style->mark, 0.5);
  cairo_set_line_width (cr, 0.07 * r);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The marks beside a column, centred on (bx, by), drawn for a piece of
 * radius r but never so small that the numeral cannot be read: small
 * boards (thumbnails, a narrow window) get relatively larger marks. */
static double
mark_scale (const Frame *frame,
            double       r)
{
  /* frame->pixel is a device pixel in a cached image, a target one else */
  return MAX (r, 16.0 * frame->pixel * frame->scale_factor);
}

/* The dark disc, ringed in white, that a mark beside a column sits on */
static void
draw_badge_disc (const Frame *frame,
                 double       bx,
                 double       by,
                 double       radius,
                 double       r)
{
  cairo_t *cr = frame->cr;

  cairo_new_sub_path (cr);
  cairo_arc (cr, bx, by, radius, 0, 2 * G_PI);
  set_rgb (cr, &frame->palette->badge);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 0.05 * r);
  cairo_stroke (cr);
}

static void
draw_lock (const Frame *frame,
           double       bx,
           double       by,
           double       r)
{
  cairo_t *cr = frame->cr;

  r = mark_scale (frame, r);
  draw_badge_disc (frame, bx, by, 0.34 * r, r);

  /* padlock: shackle and body */
  cairo_new_sub_path (cr);
  cairo_arc (cr, bx, by - 0.06 * r, 0.11 * r, G_PI, 2 * G_PI);
  cairo_set_line_width (cr, 0.05 * r);
  cairo_stroke (cr);
  cairo_rectangle (cr, bx - 0.16 * r, by - 0.06 * r, 0.32 * r, 0.22 * r);
  cairo_fill (cr);
}

static void
draw_height_badge (const Frame *frame,
                   double       bx,
                   double       by,
                   double       r,
                   guint        height)
{
  cairo_t *cr = frame->cr;
  char text[8];
  double s;

  r = mark_scale (frame, r);
  s = 0.36 * r;
  draw_badge_disc (frame, bx, by, s, r);

  g_snprintf (text, sizeof text, "%u", height);
  _quintet_painter_select_font (cr, 0.46 * r);
  _quintet_painter_show_centered_text (cr, text, bx, by);
}

/* A piece that may not move: bold stripes across the whole disc, in the
 * badge colour edged with white, so that they show on the thin band a
 * piece inside a column keeps as well as on a top piece, on any colour. */
static void
draw_frozen_hatch (const Frame *frame,
                   double       cx,
                   double       cy,
                   double       r)
{
  cairo_t *cr = frame->cr;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, 0.93 * r, 0, 2 * G_PI);
  cairo_clip (cr);
  for (double d = -1.4; d <= 1.4; d += 0.4)
    {
      cairo_move_to (cr, cx + d * r - r, cy + r);
      cairo_line_to (cr, cx + d * r + r, cy - r);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
  cairo_set_line_width (cr, 0.2 * r);
  cairo_stroke_preserve (cr);
  set_rgba (cr, &frame->palette->badge, 0.85);
  cairo_set_line_width (cr, 0.11 * r);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A rim of nearly the body's brightness would make the discs of a stack
 * one blob: those get the palette's inner line. */
static gboolean
rim_merges_with_body (const Rgb *rim,
                      const Rgb *body)
{
  double rim_light = 0.2126 * rim->r + 0.7152 * rim->g + 0.0722 * rim->b;
  double body_light = 0.2126 * body->r + 0.7152 * body->g + 0.0722 * body->b;

  return fabs (rim_light - body_light) < 0.25;
}

static void draw_bevel (cairo_t          *cr,
                        const Rgb        *rim,
                        double            cx,
                        double            cy,
                        double            r);

/* One disc: body, rim, bevel; flags only matter for the top piece. */
static void
draw_disc (const Frame      *frame,
           const PieceStyle *style,
           double            cx,
           double            cy,
           double            r,
           guint             flags)
{
  cairo_t *cr = frame->cr;
  gboolean hollow = (flags & QUINTET_PIECE_INACTIVE) != 0;
  double line = MAX (frame->pixel, frame->theme->rim_width * r);
  const Rgb *shaded = frame->theme->flat ? &style->top : &style->base;
  cairo_pattern_t *pattern;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r - line / 2, 0, 2 * G_PI);
  if (hollow)
    {
      /* PR-5: the hole shows the board through the piece */
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, cx, cy, 0.46 * r, 2 * G_PI, 0);
    }

  pattern = cairo_pattern_create_linear (cx - r * 0.5, cy - r, cx + r * 0.5, cy + r);
  cairo_pattern_add_color_stop_rgb (pattern, 0, style->top.r, style->top.g, style->top.b);
  cairo_pattern_add_color_stop_rgb (pattern, 1, shaded->r, shaded->g, shaded->b);
  cairo_set_source (cr, pattern);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pattern);

  /* Rim: what keeps any piece readable on either square */
  set_rgb (cr, piece_rim (frame, style));
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
  if (frame->palette->rim_inner_alpha > 0 && rim_merges_with_body (piece_rim (frame, style), &style->top))
    {
      double inner = MAX (frame->pixel, 0.3 * line);

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r - line - inner / 2, 0, 2 * G_PI);
      set_rgba (cr, &frame->palette->rim_inner, frame->palette->rim_inner_alpha);
      cairo_set_line_width (cr, inner);
      cairo_stroke (cr);
    }

  if (hollow)
    return;

  if (flags & QUINTET_PIECE_HALF)
    draw_half_face (cr, style, cx, cy, r);
  else if (!frame->theme->flat)
    draw_bevel (cr, piece_rim (frame, style), cx, cy, r);

  if (flags & PIECE_MARK_FROZEN)
    draw_frozen_hatch (frame, cx, cy, r);

  if (flags & QUINTET_PIECE_KING)
    draw_crown (cr, style, cx, cy, r);
  else if (flags & QUINTET_PIECE_OFFICER)
    draw_insignia (cr, style, cx, cy, r);
}

/* A groove of dark and light lines, like a turned checker */
static void
draw_bevel (cairo_t          *cr,
            const Rgb        *rim,
            double            cx,
            double            cy,
            double            r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, 0.7 * r, 0, 2 * G_PI);
  set_rgba (cr, rim, 0.45);
  cairo_set_line_width (cr, 0.05 * r);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy + 0.05 * r, 0.7 * r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
  cairo_set_line_width (cr, 0.04 * r);
  cairo_stroke (cr);
}

#define SPRITE_FLAGS (QUINTET_PIECE_KING | QUINTET_PIECE_OFFICER | \
                      QUINTET_PIECE_INACTIVE | QUINTET_PIECE_HALF | PIECE_MARK_FROZEN)
#define SPRITE_CACHE_LIMIT 96

/* Pieces are the costly part of a frame (gradients, antialiased rims), and
 * a board shows few distinct ones: each is drawn once per size into an
 * image and then only composited. */
G_LOCK_DEFINE_STATIC (sprites);
static GHashTable *sprites;

static cairo_surface_t *
render_sprite (const Frame   *frame,
               gconstpointer  what,
               guint          flags,
               double         device_radius)
{
  const PieceStyle *style = what;
  int size = (int) ceil (device_radius * 2.5) + 2;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  double k = device_radius / frame->radius;
  Frame sprite_frame = *frame;

  sprite_frame.cr = cairo_create (surface);
  sprite_frame.pixel = 1.0 / k;
  cairo_translate (sprite_frame.cr, size / 2.0, size / 2.0);
  cairo_scale (sprite_frame.cr, k, k);
  draw_shadow (&sprite_frame, 0, 0, frame->radius, (flags & QUINTET_PIECE_INACTIVE) != 0);
  draw_disc (&sprite_frame, style, 0, 0, frame->radius, flags);
  cairo_destroy (sprite_frame.cr);

  return surface;
}

typedef cairo_surface_t *(*RenderSprite) (const Frame   *frame,
                                          gconstpointer  what,
                                          guint          value,
                                          double         device_radius);

/* The image under @key, drawn by @render when not cached yet; a new
 * reference. */
static cairo_surface_t *
lookup_cached (const char    *key,
               RenderSprite   render,
               const Frame   *frame,
               gconstpointer  what,
               guint          value,
               double         device_radius)
{
  cairo_surface_t *surface;

  G_LOCK (sprites);
  if (sprites == NULL)
    sprites = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                     (GDestroyNotify) cairo_surface_destroy);
  surface = g_hash_table_lookup (sprites, key);
  if (surface == NULL)
    {
      /* Resizing makes new sizes all the time: drop the old ones */
      if (g_hash_table_size (sprites) >= SPRITE_CACHE_LIMIT)
        g_hash_table_remove_all (sprites);
      surface = render (frame, what, value, device_radius);
      g_hash_table_insert (sprites, g_strdup (key), surface);
    }
  cairo_surface_reference (surface);
  G_UNLOCK (sprites);

  return surface;
}

static cairo_surface_t *
lookup_sprite (const Frame      *frame,
               const PieceStyle *style,
               guint             flags,
               double            device_radius)
{
  char key[64];

  g_snprintf (key, sizeof key, "%s:%u:%d:%d:%ld", style->name, flags & SPRITE_FLAGS,
              (int) frame->model->theme, frame->model->dark ? 1 : 0, lround (device_radius * 100));
  return lookup_cached (key, render_sprite, frame, style, flags & SPRITE_FLAGS, device_radius);
}

/* The rim of a piece seen nearly edge-on while it turns over: a band
 * beside the narrowed face, widest half way. */
static void
draw_disc_edge (const Frame      *frame,
                const PieceStyle *style,
                double            cx,
                double            cy)
{
  cairo_t *cr = frame->cr;
  double r = frame->radius;
  double thickness = MAX (frame->pixel, 0.16 * r * frame->edge);
  double half_width = r * frame->squeeze + thickness / 2;

  cairo_save (cr);
  cairo_translate (cr, cx + thickness / 2, cy);
  cairo_scale (cr, half_width, r);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  set_rgba (cr, &style->base, frame->alpha);
  cairo_fill_preserve (cr);
  set_rgba (cr, piece_rim (frame, style), frame->alpha);
  cairo_set_line_width (cr, MAX (frame->pixel, 0.05 * r));
  cairo_stroke (cr);
}

static void paint_sprite (const Frame     *frame,
                          cairo_surface_t *sprite,
                          double           cx,
                          double           cy);

static void
paint_disc (const Frame      *frame,
            const PieceStyle *style,
            double            cx,
            double            cy,
            guint             flags)
{
  cairo_t *cr = frame->cr;
  cairo_surface_t *sprite;
  double device_radius;

  if (frame->squeeze < 1.0)
    draw_disc_edge (frame, style, cx, cy);
  /* Edge-on: only the edge shows (and a scale of 0 would break the matrix) */
  if (frame->squeeze < 0.01)
    return;

  if (!frame->use_sprites)
    {
      if (frame->alpha < 1.0)
        cairo_push_group (cr);
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, frame->squeeze, 1.0);
      draw_shadow (frame, 0, 0, frame->radius, (flags & QUINTET_PIECE_INACTIVE) != 0);
      draw_disc (frame, style, 0, 0, frame->radius, flags);
      cairo_restore (cr);
      if (frame->alpha < 1.0)
        {
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, frame->alpha);
        }
      return;
    }

  device_radius = frame->radius * frame->device_scale * frame->scale_factor;
  sprite = lookup_sprite (frame, style, flags, device_radius);
  paint_sprite (frame, sprite, cx, cy);
  cairo_surface_destroy (sprite);
}

/* A cached image centred on (cx, cy), on whole device pixels unless it
 * turns over. */
static void
paint_sprite (const Frame     *frame,
              cairo_surface_t *sprite,
              double           cx,
              double           cy)
{
  cairo_t *cr = frame->cr;
  cairo_matrix_t matrix;
  double dx, dy;
  int size = cairo_image_surface_get_width (sprite);

  /* Position under the current matrix only: the surface's own device
   * scale applies again after cairo_identity_matrix() */
  cairo_get_matrix (cr, &matrix);
  dx = cx;
  dy = cy;
  cairo_matrix_transform_point (&matrix, &dx, &dy);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  if (frame->scale_factor != 1.0)
    {
      cairo_scale (cr, 1.0 / frame->scale_factor, 1.0 / frame->scale_factor);
      dx *= frame->scale_factor;
      dy *= frame->scale_factor;
    }
  if (frame->squeeze < 1.0)
    {
      /* Turning over: the image narrows about the piece's centre */
      cairo_translate (cr, dx, round (dy - size / 2.0));
      cairo_scale (cr, frame->squeeze, 1.0);
      cairo_set_source_surface (cr, sprite, -size / 2.0, 0);
    }
  else
    {
      /* Whole device pixels keep the cached image sharp */
      cairo_set_source_surface (cr, sprite, round (dx - size / 2.0), round (dy - size / 2.0));
    }
  cairo_paint_with_alpha (cr, frame->alpha);
  cairo_restore (cr);
}

typedef enum {
  MARK_LOCK,
  MARK_HEIGHT,
} MarkKind;

static void
draw_mark (const Frame *frame,
           MarkKind     kind,
           guint        value,
           double       bx,
           double       by)
{
  if (kind == MARK_LOCK)
    draw_lock (frame, bx, by, frame->radius);
  else
    draw_height_badge (frame, bx, by, frame->radius, value);
}

static cairo_surface_t *
render_mark_sprite (const Frame   *frame,
                    gconstpointer  what,
                    guint          value,
                    double         device_radius)
{
  MarkKind kind = *(const MarkKind *) what;
  int size = (int) ceil (MAX (device_radius, 16.0 * frame->scale_factor) * 0.9) + 4;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  double k = device_radius / frame->radius;
  Frame sprite_frame = *frame;

  sprite_frame.cr = cairo_create (surface);
  sprite_frame.pixel = 1.0 / k;
  cairo_translate (sprite_frame.cr, size / 2.0, size / 2.0);
  cairo_scale (sprite_frame.cr, k, k);
  draw_mark (&sprite_frame, kind, value, 0, 0);
  cairo_destroy (sprite_frame.cr);
  return surface;
}

/* The height numerals and locks are text and paths: as costly as the
 * discs, so cached the same way. */
static void
paint_mark (const Frame *frame,
            MarkKind     kind,
            guint        value,
            double       bx,
            double       by)
{
  cairo_surface_t *surface;
  double device_radius;
  char key[64];

  if (!frame->use_sprites)
    {
      draw_mark (frame, kind, value, bx, by);
      return;
    }

  device_radius = frame->radius * frame->device_scale * frame->scale_factor;
  g_snprintf (key, sizeof key, "mark:%d:%u:%d:%d:%ld", kind, value,
              (int) frame->model->theme, frame->model->dark ? 1 : 0, lround (device_radius * 100));
  surface = lookup_cached (key, render_mark_sprite, frame, &kind, value, device_radius);
  paint_sprite (frame, surface, bx, by);
  cairo_surface_destroy (surface);
}

void
_quintet_painter_draw_piece_at (const Frame           *frame,
                                const QuintetCellView *view,
                                guint                  wall,
                                double                 cx,
                                double                 cy)
{
  guint height = MIN (view->height, QUINTET_MAX_STACK - MIN (wall, QUINTET_MAX_STACK));
  guint levels = wall + height;

  if (height == 0)
    return;

  /* Bottom first: each piece shows as a band below the one above it, so
   * the colours read bottom to top and the top piece (the controller)
   * shows whole */
  for (guint i = 0; i < height; i++)
    {
      const PieceStyle *style = frame->styles[view->stack[i] ? 1 : 0];
      guint flags = i + 1 == height ? view->flags : 0;

      /* OV-4: every piece that may not move is hatched, not only the top one */
      if (view->frozen & (1u << i))
        flags |= PIECE_MARK_FROZEN;
      paint_disc (frame, style, cx, _quintet_painter_level_y (frame, wall, levels, wall + i, cy), flags);
    }

  _quintet_painter_draw_marks_at (frame, view, wall, cx, cy);
}

void
_quintet_painter_draw_marks_at (const Frame           *frame,
                                const QuintetCellView *view,
                                guint                  wall,
                                double                 cx,
                                double                 cy)
{
  double r = frame->radius;
  guint height = MIN (view->height, QUINTET_MAX_STACK - MIN (wall, QUINTET_MAX_STACK));
  guint levels = wall + height;

  /* Marks beside the piece would not fade or turn with it */
  if (height == 0 || frame->alpha < 0.5 || frame->squeeze < 1.0)
    return;
  if (view->frozen & ((1u << height) - 1))
    paint_mark (frame, MARK_LOCK, 0, cx + 0.62 * r, _quintet_painter_level_y (frame, wall, levels, wall, cy) + 0.62 * r);
  if (height > 1)
    paint_mark (frame, MARK_HEIGHT, height, cx + 0.72 * r, _quintet_painter_level_y (frame, wall, levels, levels - 1, cy) - 0.72 * r);
}

void
quintet_painter_draw_swatch (cairo_t           *cr,
                             double             width,
                             double             height,
                             const char        *side_style,
                             guint              side,
                             QuintetBoardTheme  theme,
                             gboolean           dark)
{
  QuintetRenderModel model = { 0 };
  Frame frame = { 0 };
  double size = MIN (width, height);

  g_return_if_fail (cr != NULL);

  model.dark = dark;   /* the pieces' rims follow the style */
  model.theme = theme;
  frame.cr = cr;
  frame.model = &model;
  frame.theme = _quintet_painter_get_theme (theme);
  frame.palette = _quintet_painter_get_palette (theme, dark);
  frame.pixel = 1.0;

  /* The patch of board gives the piece the contrast it has on the board:
   * a black piece on a dark window would all but vanish. */
  _quintet_painter_rounded_rectangle (cr, (width - size) / 2, (height - size) / 2, size, size, size * 0.2);
  set_rgb (cr, &frame.palette->square[0]);
  cairo_fill (cr);
  draw_disc (&frame, _quintet_painter_lookup_piece_style (theme, side_style, side),
             width / 2, height / 2, size * 0.38, 0);
}
