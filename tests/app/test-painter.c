/* test-painter.c — the board painter, without a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <cairo-svg.h>
#include <glib/gstdio.h>

#include "quintet-painter.h"
#include "quintet-registry.h"

#define SIZE 400

typedef struct {
  QuintetGame     *game;
  QuintetCellView *cells;
} Board;

static void
board_load (Board      *board,
            const char *position_text)
{
  g_autoptr(GError) error = NULL;

  board->game = quintet_registry_new_game ("pressman");
  g_assert_nonnull (board->game);
  if (position_text != NULL)
    {
      quintet_game_load_position (board->game, position_text, &error);
      g_assert_no_error (error);
    }
  board->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (board->game)->n_cells);
  quintet_game_describe_position (board->game, quintet_game_get_position (board->game), board->cells);
}

static void
board_clear (Board *board)
{
  g_clear_object (&board->game);
  g_clear_pointer (&board->cells, g_free);
}

static void
board_model (Board              *board,
             QuintetRenderModel *model)
{
  quintet_render_model_init (model, quintet_game_get_geometry (board->game), board->cells);
  model->side_styles[0] = quintet_game_get_side_style (board->game, QUINTET_SIDE_0);
  model->side_styles[1] = quintet_game_get_side_style (board->game, QUINTET_SIDE_1);
}

static cairo_surface_t *
render (const QuintetRenderModel *model,
        const char               *png_name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t *cr = cairo_create (surface);

  quintet_painter_draw (cr, SIZE, SIZE, model);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  if (png_name != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, png_name, NULL);

      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("saved %s", path);
    }

  return surface;
}

/* Luminance 0…1 of one pixel (ARGB32 is premultiplied; the board is opaque). */
static double
luminance_at (cairo_surface_t *surface,
              double           x,
              double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + (int) y * stride + (int) x * 4);
  double r = (pixel >> 16 & 0xff) / 255.0;
  double g = (pixel >> 8 & 0xff) / 255.0;
  double b = (pixel & 0xff) / 255.0;

  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

static guint32
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + (int) y * stride + (int) x * 4);
}

static void
cell_center (const QuintetGeometry *geometry,
             QuintetCell            cell,
             double                *x,
             double                *y)
{
  double scale, offset_x, offset_y;

  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
  *x = offset_x + geometry->cells[cell].x * scale;
  *y = offset_y + geometry->cells[cell].y * scale;
}

static QuintetCell
cell_named (const QuintetGeometry *geometry,
            const char            *name)
{
  for (guint i = 0; i < geometry->n_cells; i++)
    if (g_strcmp0 (geometry->cells[i].name, name) == 0)
      return i;
  g_assert_not_reached ();
}

static double
luminance_of_cell (cairo_surface_t       *surface,
                   const QuintetGeometry *geometry,
                   const char            *name,
                   double                 dx,
                   double                 dy)
{
  double x, y, scale;

  cell_center (geometry, cell_named (geometry, name), &x, &y);
  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, NULL, NULL);
  return luminance_at (surface, x + dx * scale, y + dy * scale);
}

static void
test_start_position (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  double x, y, scale;

  board_load (&board, NULL);
  board_model (&board, &model);
  geometry = model.geometry;
  surface = render (&model, "painter-pressman-light.png");

  /* White soldiers read light, Black ones dark, in the piece's centre */
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "a2", 0, 0), >, 0.7);
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "d1", 0, 0), >, 0.7);
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "a7", 0, 0), <, 0.3);
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "h8", 0, 0), <, 0.3);

  /* An empty square is plain board colour right up to its centre */
  cell_center (geometry, cell_named (geometry, "e4"), &x, &y);
  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, NULL, NULL);
  g_assert_cmphex (pixel_at (surface, x, y), ==, pixel_at (surface, x + 0.4 * scale, y + 0.4 * scale));
  cell_center (geometry, cell_named (geometry, "d4"), &x, &y);
  g_assert_cmphex (pixel_at (surface, x, y), ==, pixel_at (surface, x - 0.4 * scale, y - 0.4 * scale));
  /* …and the two shades differ */
  g_assert_cmpfloat (fabs (luminance_of_cell (surface, geometry, "e4", 0, 0) -
                           luminance_of_cell (surface, geometry, "d4", 0, 0)), >, 0.08);

  cairo_surface_destroy (surface);
  board_clear (&board);
}

static void
test_dark_style (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *light, *dark;

  board_load (&board, NULL);
  board_model (&board, &model);
  light = render (&model, NULL);
  model.dark = TRUE;
  dark = render (&model, "painter-pressman-dark.png");

  /* A darker board, but the pieces keep their colours */
  g_assert_cmpfloat (luminance_of_cell (dark, model.geometry, "e4", 0, 0), <,
                     luminance_of_cell (light, model.geometry, "e4", 0, 0) - 0.1);
  g_assert_cmpfloat (luminance_of_cell (dark, model.geometry, "a2", 0, 0), >, 0.7);
  g_assert_cmpfloat (luminance_of_cell (dark, model.geometry, "a7", 0, 0), <, 0.3);

  cairo_surface_destroy (light);
  cairo_surface_destroy (dark);
  board_clear (&board);
}

static void
test_inactive_is_hollow (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  double active, inactive, ring;

  /* PR-5: e5 holds an inactive White soldier, d5 an active one */
  board_load (&board, "BBBBBBBB/BBBBBBBB/8/3Ww3/8/8/WWW2WWW/WWWWWWWW w 12 12");
  board_model (&board, &model);
  geometry = model.geometry;
  g_assert_true (board.cells[cell_named (geometry, "e5")].flags & QUINTET_PIECE_INACTIVE);
  g_assert_false (board.cells[cell_named (geometry, "d5")].flags & QUINTET_PIECE_INACTIVE);
  surface = render (&model, "painter-pressman-inactive.png");

  active = luminance_of_cell (surface, geometry, "d5", 0, 0);
  inactive = luminance_of_cell (surface, geometry, "e5", 0, 0);
  ring = luminance_of_cell (surface, geometry, "e5", 0.27, 0);
  g_assert_cmpfloat (fabs (active - inactive), >, 0.1);
  /* the ring itself is still a white piece */
  g_assert_cmpfloat (ring, >, 0.7);

  cairo_surface_destroy (surface);
  board_clear (&board);
}

static guint
count_differences (cairo_surface_t *a,
                   cairo_surface_t *b,
                   gboolean         margin_only,
                   const QuintetGeometry *geometry)
{
  double scale, offset_x, offset_y;
  guint count = 0;

  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        double bx = (x - offset_x) / scale, by = (y - offset_y) / scale;
        gboolean in_board = bx >= geometry->board_x && bx < geometry->board_x + geometry->board_width &&
                            by >= geometry->board_y && by < geometry->board_y + geometry->board_height;

        if (margin_only && in_board)
          continue;
        if (pixel_at (a, x, y) != pixel_at (b, x, y))
          count++;
      }
  return count;
}

static void
test_coordinates (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *with, *without;

  board_load (&board, NULL);
  board_model (&board, &model);
  with = render (&model, NULL);
  model.show_coordinates = FALSE;
  without = render (&model, "painter-pressman-no-coordinates.png");

  /* Labels live in the margin; the playing area is untouched */
  g_assert_cmpuint (count_differences (with, without, TRUE, model.geometry), >, 100);
  g_assert_cmpuint (count_differences (with, without, FALSE, model.geometry), ==,
                    count_differences (with, without, TRUE, model.geometry));

  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
  board_clear (&board);
}

static void
test_marks (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *plain, *marked;
  guint8 *highlighted;
  QuintetCell selected[1];
  QuintetMove last_turn = { 0 };
  const QuintetGeometry *geometry;

  board_load (&board, "BBBBBBBB/BBBB1BBB/4B3/8/8/8/WWWWWWWW/WWWWWWWW w 12 12");
  board_model (&board, &model);
  geometry = model.geometry;
  plain = render (&model, NULL);

  highlighted = g_new0 (guint8, geometry->n_cells);
  highlighted[cell_named (geometry, "a3")] = TRUE;
  highlighted[cell_named (geometry, "a7")] = TRUE;
  selected[0] = cell_named (geometry, "a2");
  quintet_move_push (&last_turn, cell_named (geometry, "e7"));
  quintet_move_push (&last_turn, cell_named (geometry, "e6"));
  model.highlighted = highlighted;
  model.selected = selected;
  model.n_selected = 1;
  model.last_turn = &last_turn;
  model.focus = cell_named (geometry, "d4");
  marked = render (&model, "painter-pressman-marks.png");

  /* a dot on the empty a3, the empty e7 tinted, the focus outline on d4 */
  g_assert_cmphex (pixel_at (plain, 10, 10), ==, pixel_at (marked, 10, 10));
  g_assert_cmpfloat (luminance_of_cell (plain, geometry, "a3", 0, 0), !=,
                     luminance_of_cell (marked, geometry, "a3", 0, 0));
  g_assert_cmpfloat (luminance_of_cell (plain, geometry, "e7", 0.3, 0.3), !=,
                     luminance_of_cell (marked, geometry, "e7", 0.3, 0.3));
  g_assert_cmpfloat (luminance_of_cell (plain, geometry, "d4", -0.45, 0), !=,
                     luminance_of_cell (marked, geometry, "d4", -0.45, 0));
  /* untouched cells stay as they were */
  g_assert_cmpfloat (luminance_of_cell (plain, geometry, "h4", 0, 0), ==,
                     luminance_of_cell (marked, geometry, "h4", 0, 0));

  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
  g_free (highlighted);
  board_clear (&board);
}

static void
test_animation (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;

  /* After a2-a6: the piece on a6 is drawn half way, over a4 */
  board_load (&board, "BBBBBBBB/BBBBBBBB/W7/8/8/8/1WWWWWWW/WWWWWWWW b 12 12");
  board_model (&board, &model);
  geometry = model.geometry;
  model.anim_from = cell_named (geometry, "a2");
  model.anim_to = cell_named (geometry, "a6");
  model.anim_progress = 0.5;
  surface = render (&model, "painter-pressman-animation.png");

  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "a4", 0, 0), >, 0.85);
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "a6", 0, 0), ==,
                     luminance_of_cell (surface, geometry, "a6", 0.4, 0.4));

  cairo_surface_destroy (surface);
  board_clear (&board);
}

static void
test_capture_fades (void)
{
  Board before = { 0 }, after = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  double captured;

  /* a2xa7 a quarter of the way: the captured soldier is fading on a7 */
  board_load (&before, NULL);
  board_load (&after, "BBBBBBBB/WBBBBBBB/8/8/8/8/1WWWWWWW/WWWWWWWW b 12 12");
  board_model (&after, &model);
  geometry = model.geometry;
  model.anim_from = cell_named (geometry, "a2");
  model.anim_to = cell_named (geometry, "a7");
  model.anim_progress = 0.25;
  model.anim_before = before.cells;
  surface = render (&model, "painter-pressman-capture.png");

  captured = luminance_of_cell (surface, geometry, "a7", 0, 0);
  g_assert_cmpfloat (captured, >, 0.25);
  g_assert_cmpfloat (captured, <, 0.75);
  /* the soldier that left a2 does not linger there */
  g_assert_cmpfloat (luminance_of_cell (surface, geometry, "a2", 0, 0), ==,
                     luminance_of_cell (surface, geometry, "a2", 0.4, 0.4));

  cairo_surface_destroy (surface);
  board_clear (&before);
  board_clear (&after);
}

static void
test_cell_at (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  double scale, offset_x, offset_y;

  for (guint i = 0; i < geometry->n_cells; i++)
    {
      double x, y;

      cell_center (geometry, i, &x, &y);
      g_assert_cmpuint (quintet_painter_cell_at (geometry, SIZE, SIZE, x, y), ==, i);
    }

  /* The margin and outside the board are no cell */
  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
  g_assert_cmpuint (quintet_painter_cell_at (geometry, SIZE, SIZE, offset_x + 2, offset_y + 2), ==, QUINTET_NO_CELL);
  g_assert_cmpuint (quintet_painter_cell_at (geometry, SIZE, SIZE, -10, -10), ==, QUINTET_NO_CELL);
  /* A wide area keeps the board square and centred */
  quintet_painter_get_transform (geometry, 800, 400, &scale, &offset_x, &offset_y);
  g_assert_cmpfloat (offset_x, ==, 200);
  g_assert_cmpfloat (offset_y, ==, 0);
}

static void
test_hidpi (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2 * SIZE, 2 * SIZE);
  const QuintetGeometry *geometry;
  cairo_t *cr;
  double x, y;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "painter-pressman-hidpi.png", NULL);

  /* A surface with a device scale: pieces land where the squares are */
  cairo_surface_set_device_scale (surface, 2, 2);
  board_load (&board, NULL);
  board_model (&board, &model);
  model.scale_factor = 2;
  geometry = model.geometry;
  cr = cairo_create (surface);
  quintet_painter_draw (cr, SIZE, SIZE, &model);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_write_to_png (surface, path);

  cell_center (geometry, cell_named (geometry, "b2"), &x, &y);
  g_assert_cmpfloat (luminance_at (surface, 2 * x, 2 * y), >, 0.7);
  cell_center (geometry, cell_named (geometry, "g7"), &x, &y);
  g_assert_cmpfloat (luminance_at (surface, 2 * x, 2 * y), <, 0.3);
  cell_center (geometry, cell_named (geometry, "g5"), &x, &y);
  g_assert_cmpfloat (luminance_at (surface, 2 * x, 2 * y), >, 0.3);

  cairo_surface_destroy (surface);
  board_clear (&board);
}

static void
test_vector_export (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "painter-pressman.svg", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  gsize length;

  /* Vector targets get real paths, not cached images */
  board_load (&board, "BBBBBBBB/BBBBBBBB/8/3Ww3/8/8/WWW2WWW/WWWWWWWW w 12 12");
  board_model (&board, &model);
  surface = cairo_svg_surface_create (path, SIZE, SIZE);
  cr = cairo_create (surface);
  quintet_painter_draw (cr, SIZE, SIZE, &model);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_nonnull (strstr (contents, "<svg"));
  g_assert_null (strstr (contents, "<image"));
  board_clear (&board);
}

/* ---- a hand-made board of points and triangles, with every mark ---- */

#define SHOWCASE_COLUMNS 5
#define SHOWCASE_ROWS 4

static QuintetCellInfo showcase_cells[SHOWCASE_COLUMNS * SHOWCASE_ROWS + 8];
static QuintetLineInfo showcase_lines[64];
static QuintetZoneInfo showcase_zones[3];

static QuintetGeometry
make_showcase (void)
{
  QuintetGeometry geometry = { 0 };
  guint n = 0, n_lines = 0;

  /* points on a grid, with lines along rows and columns */
  for (guint row = 0; row < SHOWCASE_ROWS; row++)
    for (guint column = 0; column < SHOWCASE_COLUMNS; column++)
      {
        QuintetCellInfo *cell = &showcase_cells[n++];

        g_snprintf (cell->name, sizeof cell->name, "%c%u", 'a' + column, SHOWCASE_ROWS - row);
        cell->shape = QUINTET_CELL_POINT;
        cell->x = 1 + column;
        cell->y = 1 + row;
        if (column + 1 < SHOWCASE_COLUMNS)
          showcase_lines[n_lines++] = (QuintetLineInfo) { cell->x, cell->y, cell->x + 1, cell->y };
        if (row + 1 < SHOWCASE_ROWS)
          showcase_lines[n_lines++] = (QuintetLineInfo) { cell->x, cell->y, cell->x, cell->y + 1 };
      }

  /* triangles between the first two rows */
  for (guint column = 0; column + 1 < SHOWCASE_COLUMNS; column++)
    {
      QuintetCellInfo *cell = &showcase_cells[n++];
      double left = 1 + column;

      g_snprintf (cell->name, sizeof cell->name, "t%u", column);
      cell->shape = QUINTET_CELL_TRIANGLE;
      cell->n_corners = 3;
      cell->corners[0][0] = left;     cell->corners[0][1] = 1;
      cell->corners[1][0] = left + 1; cell->corners[1][1] = 1;
      cell->corners[2][0] = left + 0.5 + (column % 2 ? 0.5 : -0.5); cell->corners[2][1] = 2;
      cell->x = (cell->corners[0][0] + cell->corners[1][0] + cell->corners[2][0]) / 3;
      cell->y = (1 + 1 + 2) / 3.0;
    }

  showcase_zones[0] = (QuintetZoneInfo) { QUINTET_ZONE_HOME, 0, 0, 2, { 15, 16 } };
  showcase_zones[1] = (QuintetZoneInfo) { QUINTET_ZONE_GOAL, 1, 0, 1, { 19 } };
  showcase_zones[2] = (QuintetZoneInfo) { QUINTET_ZONE_WALL, 0, 0, 2, { 10, 12 } };
  showcase_zones[2].value = 3;

  geometry.width = SHOWCASE_COLUMNS + 1;
  geometry.height = SHOWCASE_ROWS + 1;
  geometry.board_x = 0.5;
  geometry.board_y = 0.5;
  geometry.board_width = SHOWCASE_COLUMNS;
  geometry.board_height = SHOWCASE_ROWS;
  geometry.piece_radius = 0.34;
  geometry.n_cells = n;
  geometry.cells = showcase_cells;
  geometry.n_lines = n_lines;
  geometry.lines = showcase_lines;
  geometry.n_zones = G_N_ELEMENTS (showcase_zones);
  geometry.zones = showcase_zones;
  return geometry;
}

static void
put (QuintetCellView *view,
     guint            height,
     guint8           side,
     guint8           flags)
{
  view->height = height;
  for (guint i = 0; i < height; i++)
    view->stack[i] = (side + i) % 2;
  view->stack[height - 1] = side;
  view->flags = flags;
}

static void
test_showcase (void)
{
  QuintetGeometry geometry = make_showcase ();
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, geometry.n_cells);
  const char *styles[][2] = { { "red", "yellow" }, { "light", "dark" } };
  QuintetRenderModel model;

  put (&cells[0], 1, 0, QUINTET_PIECE_KING);
  put (&cells[1], 1, 1, QUINTET_PIECE_KING);
  put (&cells[2], 1, 0, QUINTET_PIECE_OFFICER);
  put (&cells[3], 1, 1, QUINTET_PIECE_HALF);
  put (&cells[4], 1, 0, QUINTET_PIECE_HALF | QUINTET_PIECE_KING);
  put (&cells[5], 3, 0, 0);
  put (&cells[6], 5, 1, QUINTET_PIECE_FROZEN);
  put (&cells[7], 1, 0, QUINTET_PIECE_INACTIVE);
  put (&cells[12], 2, 1, 0);
  put (&cells[21], 1, 1, QUINTET_PIECE_KING);

  for (guint dark = 0; dark < 2; dark++)
    for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
      {
        g_autofree char *name = g_strdup_printf ("painter-showcase-%s-%s.png",
                                                 styles[s][0], dark ? "dark" : "light");
        cairo_surface_t *surface;
        double x, y, scale, offset_x, offset_y;

        quintet_render_model_init (&model, &geometry, cells);
        model.side_styles[0] = styles[s][0];
        model.side_styles[1] = styles[s][1];
        model.dark = dark;
        model.focus = 9;
        surface = render (&model, name);

        /* every cell centre hits its cell, points and triangles alike */
        quintet_painter_get_transform (&geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
        for (guint i = 0; i < geometry.n_cells; i++)
          {
            x = offset_x + geometry.cells[i].x * scale;
            y = offset_y + geometry.cells[i].y * scale;
            g_assert_cmpuint (quintet_painter_cell_at (&geometry, SIZE, SIZE, x, y), ==, i);
          }
        cairo_surface_destroy (surface);
      }
}

/* meson benchmark: the Pressman start position at 1000 × 1000. */
static int
run_benchmark (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 1000);
  cairo_t *cr = cairo_create (surface);
  const guint frames = 200;
  gint64 start;
  double ms;

  board_load (&board, NULL);
  board_model (&board, &model);
  quintet_painter_draw (cr, 1000, 1000, &model);   /* warm the piece cache */

  start = g_get_monotonic_time ();
  for (guint i = 0; i < frames; i++)
    quintet_painter_draw (cr, 1000, 1000, &model);
  cairo_surface_flush (surface);
  ms = (g_get_monotonic_time () - start) / 1000.0 / frames;

  g_print ("painter: %.2f ms per frame at 1000x1000 (%u frames)\n", ms, frames);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  board_clear (&board);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_strcmp0 (argv[1], "--benchmark") == 0)
    return run_benchmark ();

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/start-position", test_start_position);
  g_test_add_func ("/painter/dark-style", test_dark_style);
  g_test_add_func ("/painter/inactive-is-hollow", test_inactive_is_hollow);
  g_test_add_func ("/painter/coordinates", test_coordinates);
  g_test_add_func ("/painter/marks", test_marks);
  g_test_add_func ("/painter/animation", test_animation);
  g_test_add_func ("/painter/capture-fades", test_capture_fades);
  g_test_add_func ("/painter/cell-at", test_cell_at);
  g_test_add_func ("/painter/showcase", test_showcase);
  g_test_add_func ("/painter/hidpi", test_hidpi);
  g_test_add_func ("/painter/vector-export", test_vector_export);

  return g_test_run ();
}
