/* test-painter-overlord.c — columns, the wall and the three-move marks of
 * Overlord as the painter draws them, on a hand-made 7 × 9 board (no
 * engine game needed)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-geometry.h"
#include "quintet-painter-private.h"

#include "test-painter-common.h"

#define BIG 1000

#define WHITE 0
#define RED   1

typedef struct {
  QuintetSquareGrid grid;
  QuintetZoneInfo   zones[2];
  QuintetCellView   cells[7 * 9];
} OverlordBoard;

/* The board of rules/overlord.md: rank 5 is the wall, OV-1's heights. */
static void
overlord_board_init (OverlordBoard *board)
{
  const char *high[] = { "a5", "c5", "e5", "g5" };
  const char *low[] = { "b5", "d5", "f5" };

  memset (board, 0, sizeof *board);
  quintet_square_grid_init (&board->grid, 7, 9, QUINTET_GRID_DEFAULT);
  board->zones[0] = (QuintetZoneInfo) { .kind = QUINTET_ZONE_WALL, .value = 3, .n_cells = 4 };
  board->zones[1] = (QuintetZoneInfo) { .kind = QUINTET_ZONE_WALL, .value = 2, .n_cells = 3 };
  for (guint i = 0; i < G_N_ELEMENTS (high); i++)
    board->zones[0].cells[i] = cell_named (&board->grid.geometry, high[i]);
  for (guint i = 0; i < G_N_ELEMENTS (low); i++)
    board->zones[1].cells[i] = cell_named (&board->grid.geometry, low[i]);
  board->grid.geometry.n_zones = 2;
  board->grid.geometry.zones = board->zones;
}

static const QuintetGeometry *
geometry_of (OverlordBoard *board)
{
  return &board->grid.geometry;
}

/* A column on @name, bottom to top as in the position text ("wrwrw"). */
static void
put_column (OverlordBoard *board,
            const char    *name,
            const char    *colours,
            guint8         frozen)
{
  QuintetCellView *view = &board->cells[cell_named (geometry_of (board), name)];

  memset (view, 0, sizeof *view);
  view->height = strlen (colours);
  for (guint i = 0; i < view->height; i++)
    view->stack[i] = colours[i] == 'r' ? RED : WHITE;
  view->frozen = frozen;
}

static void
overlord_model (OverlordBoard      *board,
                QuintetRenderModel *model,
                gboolean            dark)
{
  quintet_render_model_init (model, geometry_of (board), board->cells);
  model->side_styles[0] = "white";
  model->side_styles[1] = "red";
  model->dark = dark;
}

/* Board units → pixels of an image of @size pixels. */
static void
to_pixels (const QuintetGeometry *geometry,
           int                    size,
           double                 bx,
           double                 by,
           double                *x,
           double                *y)
{
  double scale, offset_x, offset_y;

  quintet_painter_get_transform (geometry, size, size, &scale, &offset_x, &offset_y);
  *x = offset_x + bx * scale;
  *y = offset_y + by * scale;
}

static double
pixels_per_unit (const QuintetGeometry *geometry,
                 int                    size)
{
  double scale;

  quintet_painter_get_transform (geometry, size, size, &scale, NULL, NULL);
  return scale;
}

/* Red body, whatever the light: clearly more red than green. White and
 * its shades are grey. */
static gboolean
is_red (guint32 pixel)
{
  int r = pixel >> 16 & 0xff, g = pixel >> 8 & 0xff;

  return r - g > 60;
}

static gboolean
is_white (guint32 pixel)
{
  int r = pixel >> 16 & 0xff, g = pixel >> 8 & 0xff, b = pixel & 0xff;

  return abs (r - g) < 20 && abs (g - b) < 20 && g > 150;
}

/* The sample point on the band that piece @index of a column shows
 * below the piece above it (its centre for the top piece). */
static guint32
layer_pixel (cairo_surface_t       *surface,
             const QuintetGeometry *geometry,
             const QuintetCellView *cells,
             QuintetCell            cell,
             guint                  index,
             gboolean               top)
{
  double bx, by, radius, x, y, step;

  _quintet_painter_piece_position (geometry, cells, cell, index, &bx, &by, &radius);
  step = radius * 0.35;
  if (!top)
    by += radius - step * 0.55;
  to_pixels (geometry, BIG, bx, by, &x, &y);
  return pixel_at (surface, x, y);
}

static void
test_column_layers (void)
{
  OverlordBoard board;
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  const char *column = "wrrwr";
  QuintetCell d2, c5;

  /* A column of five shows five bands, the colours in order from the
   * bottom, and the controller's piece whole on top; a captured white
   * piece inside a red column stays visible */
  overlord_board_init (&board);
  geometry = geometry_of (&board);
  put_column (&board, "d2", column, 0);
  put_column (&board, "c5", "wr", 0);   /* on the 3-high wall: 5 high */
  overlord_model (&board, &model, FALSE);
  surface = render_sized (&model, BIG, "painter-overlord-column.png");

  d2 = cell_named (geometry, "d2");
  for (guint i = 0; i < 5; i++)
    {
      guint32 pixel = layer_pixel (surface, geometry, board.cells, d2, i, i == 4);

      g_test_message ("d2 piece %u: %06x", i, pixel & 0xffffff);
      if (column[i] == 'r')
        g_assert_true (is_red (pixel));
      else
        g_assert_true (is_white (pixel));
    }

  c5 = cell_named (geometry, "c5");
  g_assert_true (is_white (layer_pixel (surface, geometry, board.cells, c5, 0, FALSE)));
  g_assert_true (is_red (layer_pixel (surface, geometry, board.cells, c5, 1, TRUE)));

  cairo_surface_destroy (surface);
}

/* Separate runs of dark pixels (the block outlines, the courses) on a
 * vertical line through a wall square. */
static guint
count_courses (cairo_surface_t       *surface,
               const QuintetGeometry *geometry,
               const char            *name,
               double                 threshold)
{
  const QuintetCellInfo *cell = &geometry->cells[cell_named (geometry, name)];
  double x, top, bottom;
  gboolean dark = FALSE;
  guint runs = 0;

  to_pixels (geometry, BIG, cell->x + 0.3, cell->y - 0.5, &x, &top);
  to_pixels (geometry, BIG, cell->x + 0.3, cell->y + 0.5, &x, &bottom);
  for (int y = (int) top + 2; y < (int) bottom - 2; y++)
    {
      gboolean now = luminance_at (surface, x, y) < threshold;

      if (now && !dark)
        runs++;
      dark = now;
    }
  return runs;
}

static void
test_wall_sections (void)
{
  OverlordBoard board;
  const QuintetGeometry *geometry;

  overlord_board_init (&board);
  geometry = geometry_of (&board);
  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetRenderModel model;
      cairo_surface_t *surface;
      double ax, ay, bx, by, r;
      double threshold = dark ? 0.12 : 0.5;   /* between the blocks' outline and face */
      guint high, low;

      overlord_model (&board, &model, dark);
      surface = render_sized (&model, BIG, NULL);

      /* OV-1: a 3-high section shows one course more than a 2-high one,
       * and stands higher: its top block where the lower one has a crenel */
      high = count_courses (surface, geometry, "a5", threshold);
      low = count_courses (surface, geometry, "b5", threshold);
      g_test_message ("%s style: %u lines on a5, %u on b5", dark ? "dark" : "light", high, low);
      g_assert_cmpuint (high, ==, low + 1);
      for (guint i = 0; i < 3; i++)
        g_assert_cmpuint (count_courses (surface, geometry, (const char *[]) { "c5", "e5", "g5" }[i], threshold), ==, high);
      for (guint i = 0; i < 2; i++)
        g_assert_cmpuint (count_courses (surface, geometry, (const char *[]) { "d5", "f5" }[i], threshold), ==, low);

      to_pixels (geometry, BIG, geometry->cells[cell_named (geometry, "a5")].x,
                 geometry->cells[cell_named (geometry, "a5")].y - 0.18, &ax, &ay);
      to_pixels (geometry, BIG, geometry->cells[cell_named (geometry, "b5")].x,
                 geometry->cells[cell_named (geometry, "b5")].y - 0.18, &bx, &by);
      g_assert_cmpfloat (fabs (luminance_at (surface, ax, ay) - luminance_at (surface, bx, by)), >, 0.15);
      cairo_surface_destroy (surface);

      /* a piece on the 3-high wall stands a level higher than on the 2-high */
      put_column (&board, "a5", "w", 0);
      put_column (&board, "b5", "w", 0);
      _quintet_painter_piece_position (geometry, board.cells, cell_named (geometry, "a5"), 0, &ax, &ay, &r);
      _quintet_painter_piece_position (geometry, board.cells, cell_named (geometry, "b5"), 0, &bx, &by, &r);
      g_assert_cmpfloat (ay - geometry->cells[cell_named (geometry, "a5")].y, <,
                         by - geometry->cells[cell_named (geometry, "b5")].y - 0.25 * r);
      put_column (&board, "a5", "", 0);
      put_column (&board, "b5", "", 0);
    }
}

/* Pixels that differ between two images along a row of the band that
 * piece @index of @cell shows. */
static guint
band_differences (cairo_surface_t       *a,
                  cairo_surface_t       *b,
                  const QuintetGeometry *geometry,
                  const QuintetCellView *cells,
                  QuintetCell            cell,
                  guint                  index)
{
  double bx, by, radius, x0, x1, y;
  guint differences = 0;

  _quintet_painter_piece_position (geometry, cells, cell, index, &bx, &by, &radius);
  /* within the band's chord, left of the lock beside the column */
  to_pixels (geometry, BIG, bx - 0.12, by + radius - radius * 0.35 * 0.5, &x0, &y);
  x1 = x0 + 0.17 * pixels_per_unit (geometry, BIG);
  for (int x = (int) x0; x <= (int) x1; x++)
    if (pixel_at (a, x, y) != pixel_at (b, x, y))
      differences++;
  return differences;
}

static void
test_frozen_inside_column (void)
{
  OverlordBoard board;
  QuintetRenderModel model;
  cairo_surface_t *plain, *marked;
  const QuintetGeometry *geometry;
  QuintetCell d3;

  /* OV-4 marks pieces one by one: piece 1 of five is marked, the others
   * are drawn as without the mark */
  overlord_board_init (&board);
  geometry = geometry_of (&board);
  d3 = cell_named (geometry, "d3");
  put_column (&board, "d3", "wrwrw", 0);
  overlord_model (&board, &model, FALSE);
  plain = render_sized (&model, BIG, NULL);
  board.cells[d3].frozen = 1 << 1;
  marked = render_sized (&model, BIG, NULL);

  g_assert_cmpuint (band_differences (plain, marked, geometry, board.cells, d3, 1), >, 5);
  g_assert_cmpuint (band_differences (plain, marked, geometry, board.cells, d3, 3), ==, 0);
  g_assert_cmpuint (band_differences (plain, marked, geometry, board.cells, d3, 2), ==, 0);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
}

/* A game in progress: columns of every height, captured pieces, pieces
 * on both wall heights, marks of the three-move rule, a selection and
 * its destinations. */
static void
fill_showcase (OverlordBoard *board)
{
  const char *back[] = { "a1", "b1", "c1", "e1", "f1", "g1", "a2", "c2", "g2" };
  const char *front[] = { "a9", "b9", "d9", "e9", "g9", "b8", "c8", "f8" };

  for (guint i = 0; i < G_N_ELEMENTS (back); i++)
    put_column (board, back[i], "w", 0);
  for (guint i = 0; i < G_N_ELEMENTS (front); i++)
    put_column (board, front[i], "r", 0);
  put_column (board, "d1", "rw", 0);
  put_column (board, "b2", "ww", 0);
  put_column (board, "d2", "wrwrw", 0x1f);   /* slid three times: all frozen */
  put_column (board, "e3", "rww", 1 << 2);   /* its top piece frozen */
  put_column (board, "c4", "wwww", 0);
  put_column (board, "a5", "w", 0);          /* on the 3-high wall */
  put_column (board, "b5", "rw", 1 << 0);    /* on the 2-high wall, a piece inside frozen */
  put_column (board, "e5", "rr", 0);
  put_column (board, "f6", "wrr", 0);
  put_column (board, "d7", "r", 0);
  put_column (board, "c9", "rrwr", 0);
  put_column (board, "g8", "rw", 0);
}

/* The showcase, light and dark, large and small (saved for people to
 * look at), shows what it holds: every column's top piece in its colour,
 * something on each square with a column or a destination, and the
 * empty board on every other square. */
static void
test_showcase_looks (void)
{
  OverlordBoard board, empty;
  const QuintetGeometry *geometry;
  guint8 highlighted[7 * 9] = { 0 };
  QuintetCell selected[1];

  overlord_board_init (&board);
  overlord_board_init (&empty);
  geometry = geometry_of (&board);
  fill_showcase (&board);
  selected[0] = cell_named (geometry, "c4");
  highlighted[cell_named (geometry, "c3")] = QUINTET_HIGHLIGHT_NEXT;
  highlighted[cell_named (geometry, "b4")] = QUINTET_HIGHLIGHT_NEXT;
  highlighted[cell_named (geometry, "c5")] = QUINTET_HIGHLIGHT_NEXT | QUINTET_HIGHLIGHT_CAPTURE;
  highlighted[cell_named (geometry, "d4")] = QUINTET_HIGHLIGHT_NEXT;

  for (guint dark = 0; dark < 2; dark++)
    for (guint size = 0; size < 2; size++)
      {
        QuintetRenderModel model, empty_model;
        cairo_surface_t *surface, *bare;
        int pixels = size ? 360 : 800;
        g_autofree char *name = g_strdup_printf ("painter-overlord-%s-%d.png",
                                                 dark ? "dark" : "light", pixels);
        guint n_columns = 0;

        overlord_model (&board, &model, dark);
        model.selected = selected;
        model.n_selected = 1;
        model.highlighted = highlighted;
        surface = render_sized (&model, pixels, name);
        overlord_model (&empty, &empty_model, dark);
        bare = render_sized (&empty_model, pixels, NULL);

        for (QuintetCell cell = 0; cell < geometry->n_cells; cell++)
          {
            const QuintetCellView *view = &board.cells[cell];
            double x, y;

            to_pixels (geometry, pixels, geometry->cells[cell].x, geometry->cells[cell].y, &x, &y);
            if (view->height == 0 && highlighted[cell] == 0)
              {
                /* nothing there: the empty board (its wall included) */
                if (pixel_at (surface, x, y) != pixel_at (bare, x, y))
                  g_error ("%s: the empty square %s is not as on the empty board", name,
                           geometry->cells[cell].name);
                continue;
              }
            if (pixel_at (surface, x, y) == pixel_at (bare, x, y))
              g_error ("%s: nothing shows on %s", name, geometry->cells[cell].name);
            if (view->height == 0)
              continue;

            /* the top piece, in its colour */
            {
              double bx, by, radius;
              guint32 top;

              n_columns++;
              _quintet_painter_piece_position (geometry, board.cells, cell, view->height - 1,
                                               &bx, &by, &radius);
              to_pixels (geometry, pixels, bx, by, &x, &y);
              top = pixel_at (surface, x, y);
              if (is_red (top) != (view->stack[view->height - 1] == RED))
                g_error ("%s: the top piece on %s is %s, drawn #%06x", name, geometry->cells[cell].name,
                         view->stack[view->height - 1] == RED ? "red" : "white", top & 0xffffff);
            }
          }
        g_assert_cmpuint (n_columns, ==, 29);
        cairo_surface_destroy (surface);
        cairo_surface_destroy (bare);
      }
}

/* ---- marks over the rings ---- */

/* As large as the board in the window of the new-user pass (683 × 736) */
#define WINDOW_BOARD 520

/* Pixels within @radius pixels of (x, y) that differ between @a and @b */
static guint
differences_around (cairo_surface_t *a,
                    cairo_surface_t *b,
                    double           x,
                    double           y,
                    double           radius)
{
  guint count = 0;

  for (double dy = -radius; dy <= radius; dy += 1)
    for (double dx = -radius; dx <= radius; dx += 1)
      if (dx * dx + dy * dy <= radius * radius && pixel_at (a, x + dx, y + dy) != pixel_at (b, x + dx, y + dy))
        count++;
  return count;
}

static void
test_badge_over_ring (void)
{
  OverlordBoard board;
  const QuintetGeometry *geometry;
  guint8 highlighted[7 * 9] = { 0 };
  QuintetCell selected[1];
  const char *ringed[] = { "b2", "d4" };   /* selected; a next cell with a piece (a dot) */

  overlord_board_init (&board);
  geometry = geometry_of (&board);
  put_column (&board, "b2", "ww", 0);
  put_column (&board, "d4", "rww", 0);
  selected[0] = cell_named (geometry, "b2");
  highlighted[cell_named (geometry, "d4")] = QUINTET_HIGHLIGHT_NEXT;

  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetRenderModel model;
      cairo_surface_t *plain, *marked;
      double scale = pixels_per_unit (geometry, WINDOW_BOARD);

      overlord_model (&board, &model, dark);
      plain = render_sized (&model, WINDOW_BOARD, NULL);
      model.selected = selected;
      model.n_selected = 1;
      model.highlighted = highlighted;
      marked = render_sized (&model, WINDOW_BOARD, dark ? "painter-overlord-badge-dark.png" : "painter-overlord-badge.png");

      /* the badge's disc (0.36 r, or more on small boards) is whole
       * inside its white edge: the rings pass under it */
      for (guint i = 0; i < G_N_ELEMENTS (ringed); i++)
        {
          QuintetCell cell = cell_named (geometry, ringed[i]);
          double bx, by, r, x, y;

          _quintet_painter_piece_position (geometry, board.cells, cell, board.cells[cell].height - 1, &bx, &by, &r);
          to_pixels (geometry, WINDOW_BOARD, bx + 0.72 * r, by - 0.72 * r, &x, &y);
          g_assert_cmpuint (differences_around (marked, plain, x, y, 0.25 * r * scale), ==, 0);
          /* …and the chosen piece's ring is there beside it, the next
           * cell's dot on its top piece */
          to_pixels (geometry, WINDOW_BOARD, i == 0 ? bx - 1.12 * r : bx, by, &x, &y);
          g_assert_cmphex (pixel_at (marked, x, y), !=, pixel_at (plain, x, y));
        }
      cairo_surface_destroy (marked);
      cairo_surface_destroy (plain);
    }
}

/* ---- the wall's height ---- */

/* Rows of the left stone of @name's top block (a wall square of @height
 * levels) that hold the ink of its numeral: darker than the stone in
 * light style, lighter in dark style. */
static guint
numeral_rows (cairo_surface_t       *surface,
              const QuintetGeometry *geometry,
              const char            *name,
              guint                  height,
              int                    size,
              gboolean               dark)
{
  const QuintetCellInfo *cell = &geometry->cells[cell_named (geometry, name)];
  /* the top block's centre: the wall's bottom course, then one course a level */
  double centre = cell->y + (0.5 - 0.22 - 0.015) - (height - 1) * 0.15;
  double left, right, top, bottom;
  int first = -1, last = -1;

  to_pixels (geometry, size, cell->x - 0.46, centre - 0.2, &left, &top);
  to_pixels (geometry, size, cell->x - 0.29, centre + 0.2, &right, &bottom);
  for (int y = (int) top; y <= (int) bottom; y++)
    for (int x = (int) left; x <= (int) right; x++)
      {
        double l = luminance_at (surface, x, y);

        if (dark ? l > 0.55 : l < 0.45)
          {
            if (first < 0)
              first = y;
            last = y;
            break;
          }
      }
  return first < 0 ? 0 : last - first + 1;
}

static void
test_wall_numerals (void)
{
  OverlordBoard board;
  const QuintetGeometry *geometry;

  overlord_board_init (&board);
  geometry = geometry_of (&board);
  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetRenderModel model;
      cairo_surface_t *surface;
      double scale = pixels_per_unit (geometry, WINDOW_BOARD);
      guint high, low;

      overlord_model (&board, &model, dark);
      surface = render_sized (&model, WINDOW_BOARD, dark ? "painter-overlord-wall-dark.png" : "painter-overlord-wall.png");
      high = numeral_rows (surface, geometry, "a5", 3, WINDOW_BOARD, dark);
      low = numeral_rows (surface, geometry, "b5", 2, WINDOW_BOARD, dark);
      g_test_message ("%s style, %.0f px a square: the 3 %u px tall, the 2 %u px", dark ? "dark" : "light",
                      scale, high, low);
      /* readable in the window of the new-user pass: a fifth of the square, 10 px at least */
      g_assert_cmpuint (high, >=, MAX (10, 0.18 * scale));
      g_assert_cmpuint (low, >=, MAX (10, 0.18 * scale));
      g_assert_cmpuint (high, <=, 0.4 * scale);
      cairo_surface_destroy (surface);
    }
}

/* ---- animations ---- */

static void
test_promotion_lifts (void)
{
  OverlordBoard board, before;
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  QuintetMotion lift;
  QuintetCell d4;
  double bx, by, radius, x, y;

  /* d4^: the bottom (red) piece of w-r-r… here r under two white
   * pieces, swings out of the column half way and ends on top */
  overlord_board_init (&board);
  overlord_board_init (&before);
  geometry = geometry_of (&board);
  d4 = cell_named (geometry, "d4");
  put_column (&before, "d4", "rww", 0);
  put_column (&board, "d4", "wwr", 0);
  lift = (QuintetMotion) { .from = d4, .to = d4, .step = 0, .kind = QUINTET_MOTION_LIFT };
  overlord_model (&board, &model, FALSE);
  model.anim_before = before.cells;
  model.motions = &lift;
  model.n_motions = 1;
  model.anim_progress = 0.5;
  surface = render_sized (&model, BIG, "painter-overlord-promotion.png");

  /* half way: the red piece is beside the column, at its middle level */
  _quintet_painter_piece_position (geometry, board.cells, d4, 1, &bx, &by, &radius);
  to_pixels (geometry, BIG, bx - radius * 1.6, by, &x, &y);
  g_assert_true (is_red (pixel_at (surface, x, y)));
  cairo_surface_destroy (surface);

  /* at the end the column is the after view */
  model.anim_progress = 1.0;
  surface = render_sized (&model, BIG, NULL);
  g_assert_true (is_red (layer_pixel (surface, geometry, board.cells, d4, 2, TRUE)));
  g_assert_true (is_white (layer_pixel (surface, geometry, board.cells, d4, 0, FALSE)));
  cairo_surface_destroy (surface);
}

static void
test_launch_arcs (void)
{
  OverlordBoard board, before;
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  QuintetMotion motions[2];
  const QuintetCellInfo *c9, *c3;
  double gx, gy, x, y;

  /* c8@c3 (routed over c9): a step onto the furthest rank, then the
   * piece flies to its target in an arc, above the straight line */
  overlord_board_init (&board);
  overlord_board_init (&before);
  geometry = geometry_of (&board);
  put_column (&before, "c8", "w", 0);
  put_column (&board, "c3", "w", 0);
  motions[0] = (QuintetMotion) { cell_named (geometry, "c8"), cell_named (geometry, "c9"), 0, QUINTET_MOTION_STEP };
  motions[1] = (QuintetMotion) { cell_named (geometry, "c9"), cell_named (geometry, "c3"), 1, QUINTET_MOTION_ARC };
  overlord_model (&board, &model, FALSE);
  model.anim_before = before.cells;
  model.motions = motions;
  model.n_motions = 2;
  model.anim_progress = 0.75;   /* half way through the flight */
  surface = render_sized (&model, BIG, "painter-overlord-launch.png");

  c9 = &geometry->cells[motions[0].to];
  c3 = &geometry->cells[motions[1].to];
  /* on the straight line half way (c6): only its shadow on the square */
  to_pixels (geometry, BIG, (c9->x + c3->x) / 2, (c9->y + c3->y) / 2, &gx, &gy);
  g_assert_cmpfloat (luminance_at (surface, gx, gy), <, 0.85);
  /* above it, the piece */
  to_pixels (geometry, BIG, (c9->x + c3->x) / 2, (c9->y + c3->y) / 2 - 0.4 - 0.25 * 6, &x, &y);
  g_assert_true (is_white (pixel_at (surface, x, y)));
  g_assert_cmpfloat (luminance_at (surface, x, y), >, 0.9);

  cairo_surface_destroy (surface);
}

static void
test_column_slide_then_launch (void)
{
  OverlordBoard board, before;
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  QuintetMotion motions[2];
  QuintetCell c9;
  double x, y, bx, by, radius;

  /* c8-c9@c3: the column slides onto c9, then only its top piece (red)
   * flies; the white piece under it stays on c9 */
  overlord_board_init (&board);
  overlord_board_init (&before);
  geometry = geometry_of (&board);
  c9 = cell_named (geometry, "c9");
  put_column (&before, "c8", "wr", 0);
  put_column (&board, "c9", "w", 0);
  put_column (&board, "c3", "r", 0);
  motions[0] = (QuintetMotion) { cell_named (geometry, "c8"), c9, 0, QUINTET_MOTION_STEP };
  motions[1] = (QuintetMotion) { c9, cell_named (geometry, "c3"), 1, QUINTET_MOTION_ARC };
  overlord_model (&board, &model, FALSE);
  model.anim_before = before.cells;
  model.motions = motions;
  model.n_motions = 2;
  model.anim_progress = 0.75;
  surface = render_sized (&model, BIG, "painter-overlord-column-launch.png");

  g_assert_true (is_white (layer_pixel (surface, geometry, board.cells, c9, 0, TRUE)));
  /* the flying piece, half way, is red and alone */
  _quintet_painter_piece_position (geometry, board.cells, c9, 0, &bx, &by, &radius);
  to_pixels (geometry, BIG, bx, geometry->cells[c9].y + 3 - 0.4 - 0.25 * 6, &x, &y);
  g_assert_true (is_red (pixel_at (surface, x, y)));
  cairo_surface_destroy (surface);
}

static void
test_chain_crosses_columns (void)
{
  OverlordBoard board, before;
  QuintetRenderModel model;
  cairo_surface_t *moving, *still;
  const QuintetGeometry *geometry;
  QuintetMotion motions[2];
  QuintetCell d3;

  /* d2+d4 over d3 (OV-8's route): the column the piece crosses stays
   * whole while the piece lands on it and leaves again */
  overlord_board_init (&board);
  overlord_board_init (&before);
  geometry = geometry_of (&board);
  d3 = cell_named (geometry, "d3");
  put_column (&before, "d2", "w", 0);
  put_column (&before, "d3", "rw", 0);
  put_column (&before, "d4", "w", 0);
  put_column (&board, "d3", "rw", 0);
  put_column (&board, "d4", "ww", 0);
  motions[0] = (QuintetMotion) { cell_named (geometry, "d2"), d3, 0, QUINTET_MOTION_STEP };
  motions[1] = (QuintetMotion) { d3, cell_named (geometry, "d4"), 1, QUINTET_MOTION_STEP };
  overlord_model (&board, &model, FALSE);
  still = render_sized (&model, BIG, NULL);
  model.anim_before = before.cells;
  model.motions = motions;
  model.n_motions = 2;
  model.anim_progress = 0.1;    /* on its way onto d3 */
  moving = render_sized (&model, BIG, "painter-overlord-chain.png");

  g_assert_true (is_red (layer_pixel (moving, geometry, board.cells, d3, 0, FALSE)));
  g_assert_cmphex (layer_pixel (moving, geometry, board.cells, d3, 0, FALSE), ==,
                   layer_pixel (still, geometry, board.cells, d3, 0, FALSE));

  cairo_surface_destroy (moving);
  cairo_surface_destroy (still);
}

static void
test_cached_layer (void)
{
  OverlordBoard board;
  QuintetRenderModel model;

  /* The wall is part of the cached layer under the pieces: it looks the
   * same drawn each time, flipped or not */
  overlord_board_init (&board);
  fill_showcase (&board);
  for (guint variant = 0; variant < 4; variant++)
    {
      cairo_surface_t *cached, *drawn;
      int largest = 0;

      overlord_model (&board, &model, (variant & 1) != 0);
      model.flipped = (variant & 2) != 0;
      cached = render_sized (&model, 600, variant == 2 ? "painter-overlord-flipped.png" : NULL);
      _quintet_painter_set_layer_cache_enabled (FALSE);
      drawn = render_sized (&model, 600, NULL);
      _quintet_painter_set_layer_cache_enabled (TRUE);
      for (int y = 0; y < 600; y++)
        for (int x = 0; x < 600; x++)
          {
            guint32 a = pixel_at (cached, x, y), b = pixel_at (drawn, x, y);

            for (int shift = 0; shift < 32; shift += 8)
              largest = MAX (largest, abs ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)));
          }
      g_assert_cmpint (largest, ==, 0);
      cairo_surface_destroy (cached);
      cairo_surface_destroy (drawn);
    }
}

/* meson benchmark: a board of tall columns at 1000 × 1000 (every square,
 * far more pieces than a game has), then a position of a real game. */
static int
run_benchmark (void)
{
  OverlordBoard board;
  QuintetRenderModel model;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 1000);
  cairo_t *cr = cairo_create (surface);
  const guint frames = 200;
  const char *columns[] = { "wrwrw", "rrwwr", "wwwr", "rwr", "wrwrr" };

  overlord_board_init (&board);
  /* every ground square a column of 3 to 5, a third of them frozen */
  for (guint i = 0; i < geometry_of (&board)->n_cells; i++)
    {
      const char *name = geometry_of (&board)->cells[i].name;

      if (name[1] == '5')
        put_column (&board, name, "rw", i % 3 == 0 ? 1 : 0);
      else
        put_column (&board, name, columns[i % G_N_ELEMENTS (columns)], i % 3 == 0 ? 0x1f : 0);
    }
  overlord_model (&board, &model, FALSE);
  g_print ("painter: %.2f ms per frame at 1000x1000, Overlord, %u columns (%u frames)\n",
           redraw_ms (cr, &model, frames), geometry_of (&board)->n_cells, frames);

  /* A real game has 28 pieces at most: the showcase's columns, marks,
   * selection and destinations */
  overlord_board_init (&board);
  fill_showcase (&board);
  overlord_model (&board, &model, FALSE);
  g_print ("painter: %.2f ms per frame at 1000x1000, Overlord in play (%u frames)\n",
           redraw_ms (cr, &model, frames), frames);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_strcmp0 (argv[1], "--benchmark") == 0)
    return run_benchmark ();

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/overlord/column-layers", test_column_layers);
  g_test_add_func ("/painter/overlord/wall-sections", test_wall_sections);
  g_test_add_func ("/painter/overlord/wall-numerals", test_wall_numerals);
  g_test_add_func ("/painter/overlord/frozen-inside-column", test_frozen_inside_column);
  g_test_add_func ("/painter/overlord/showcase", test_showcase_looks);
  g_test_add_func ("/painter/overlord/badge-over-ring", test_badge_over_ring);
  g_test_add_func ("/painter/overlord/promotion-lifts", test_promotion_lifts);
  g_test_add_func ("/painter/overlord/launch-arcs", test_launch_arcs);
  g_test_add_func ("/painter/overlord/chain-crosses-columns", test_chain_crosses_columns);
  g_test_add_func ("/painter/overlord/column-slide-then-launch", test_column_slide_then_launch);
  g_test_add_func ("/painter/overlord/cached-layer", test_cached_layer);

  return g_test_run ();
}
