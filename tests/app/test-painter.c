/* test-painter.c — the board painter, without a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <cairo-svg.h>
#include <glib/gstdio.h>

#include "quintet-painter-private.h"
#include "quintet-registry.h"

#include "test-painter-common.h"

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

/* OX-1: a line's checkers are drawn where they would stand (c3 and d3
 * for c2 d2 moving up), faintly: unlike the empty square, yet not a
 * whole white piece; nothing changes elsewhere. */
static void
test_line_ghosts (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *plain, *ghosts;
  QuintetMotion line[2];
  double empty, ghost, solid;

  board_load_game (&board, "ordo", NULL);
  board_model (&board, &model);
  plain = render (&model, NULL);
  line[0] = (QuintetMotion) { cell_named (model.geometry, "c2"), cell_named (model.geometry, "c3"), 0, 0 };
  line[1] = (QuintetMotion) { cell_named (model.geometry, "d2"), cell_named (model.geometry, "d3"), 0, 0 };
  model.ghosts = line;
  model.n_ghosts = G_N_ELEMENTS (line);
  ghosts = render (&model, "painter-ordo-line-ghosts.png");

  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      const char *to = i == 0 ? "c3" : "d3";

      empty = luminance_of_cell (plain, model.geometry, to, 0, 0);
      ghost = luminance_of_cell (ghosts, model.geometry, to, 0, 0);
      solid = luminance_of_cell (plain, model.geometry, i == 0 ? "c2" : "d2", 0, 0);
      g_test_message ("%s: empty %.2f, ghost %.2f, piece %.2f", to, empty, ghost, solid);
      g_assert_cmpfloat (fabs (ghost - empty), >, 0.01);
      g_assert_cmpfloat (fabs (ghost - solid), >, 0.01);
    }
  g_assert_cmpfloat (luminance_of_cell (ghosts, model.geometry, "e3", 0, 0), ==,
                     luminance_of_cell (plain, model.geometry, "e3", 0, 0));

  cairo_surface_destroy (plain);
  cairo_surface_destroy (ghosts);
  board_clear (&board);
}

/* A dragged piece leaves its square and follows the pointer */
static void
test_lifted_piece (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *plain, *lifted;
  double x, y;

  board_load (&board, NULL);
  board_model (&board, &model);
  plain = render (&model, NULL);
  cell_center (model.geometry, cell_named (model.geometry, "e4"), &x, &y);
  model.lifting = TRUE;
  model.lifted = cell_named (model.geometry, "a7");
  model.lifted_x = x + 5;
  model.lifted_y = y - 5;
  lifted = render (&model, "painter-lifted.png");

  g_assert_cmpfloat (luminance_of_cell (plain, model.geometry, "a7", 0, 0), <, 0.3);
  g_assert_cmphex (pixel_at (lifted, 0, 0), ==, pixel_at (plain, 0, 0));
  g_assert_cmpfloat (luminance_of_cell (lifted, model.geometry, "a7", 0, 0), >, 0.5);
  g_assert_cmpfloat (luminance_of_cell (lifted, model.geometry, "e4", 0, 0), <, 0.3);
  g_assert_cmphex (pixel_at (lifted, x + 5, y - 5), !=, pixel_at (plain, x + 5, y - 5));

  cairo_surface_destroy (plain);
  cairo_surface_destroy (lifted);
  board_clear (&board);
}

/* A hint is an arrow from where the piece stands to where it goes: on
 * the empty square between them the accent shows, in light and dark. */
static void
test_hint_arrow (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  QuintetMove hint = { { 0 }, 0, 0, 0 };
  QuintetMotion motion;

  board_load (&board, NULL);
  board_model (&board, &model);
  quintet_move_push (&hint, cell_named (model.geometry, "d2"));
  quintet_move_push (&hint, cell_named (model.geometry, "d6"));
  motion = (QuintetMotion) { hint.path[0], hint.path[1], 0, 0 };
  model.suggested = &hint;

  for (guint dark = 0; dark < 2; dark++)
    {
      cairo_surface_t *tinted, *arrow;
      double x, y;

      model.dark = dark;
      model.hint_motions = NULL;
      model.n_hint_motions = 0;
      tinted = render (&model, NULL);
      model.hint_motions = &motion;
      model.n_hint_motions = 1;
      arrow = render (&model, dark ? "painter-hint-arrow-dark.png" : "painter-hint-arrow-light.png");

      /* the shaft crosses d4, which only the arrow touches */
      cell_center (model.geometry, cell_named (model.geometry, "d4"), &x, &y);
      g_assert_cmphex (pixel_at (tinted, x, y), !=, pixel_at (arrow, x, y));
      /* the squares beside it stay */
      cell_center (model.geometry, cell_named (model.geometry, "b4"), &x, &y);
      g_assert_cmphex (pixel_at (tinted, x, y), ==, pixel_at (arrow, x, y));
      cairo_surface_destroy (tinted);
      cairo_surface_destroy (arrow);
    }
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
  QuintetMotion motion;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;

  /* After a2-a6: the piece on a6 is drawn half way, over a4 */
  board_load (&board, "BBBBBBBB/BBBBBBBB/W7/8/8/8/1WWWWWWW/WWWWWWWW b 12 12");
  board_model (&board, &model);
  geometry = model.geometry;
  motion = (QuintetMotion) { cell_named (geometry, "a2"), cell_named (geometry, "a6"), 0 };
  model.motions = &motion;
  model.n_motions = 1;
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
  QuintetMotion motion;
  cairo_surface_t *surface;
  const QuintetGeometry *geometry;
  double captured;

  /* a2xa7 a quarter of the way: the captured soldier is fading on a7 */
  board_load (&before, NULL);
  board_load (&after, "BBBBBBBB/WBBBBBBB/8/8/8/8/1WWWWWWW/WWWWWWWW b 12 12");
  board_model (&after, &model);
  geometry = model.geometry;
  motion = (QuintetMotion) { cell_named (geometry, "a2"), cell_named (geometry, "a7"), 0 };
  model.motions = &motion;
  model.n_motions = 1;
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

/* ---- turns in steps, fades and flips, on hand-made cells ---- */

static void
scene_put (Scene           *scene,
           QuintetCellView *views,
           const char      *name,
           guint8           side,
           guint8           flags)
{
  views[cell_named (scene->geometry, name)] = (QuintetCellView) { 1, { side }, flags };
}

static QuintetMotion
scene_motion (Scene      *scene,
              const char *from,
              const char *to,
              guint8      step)
{
  return (QuintetMotion) { cell_named (scene->geometry, from), cell_named (scene->geometry, to), step };
}

/* The frame at @progress of the animation from before to after. */
static cairo_surface_t *
scene_render (Scene               *scene,
              const QuintetMotion *motions,
              guint                n_motions,
              double               progress,
              const char          *png_name)
{
  QuintetRenderModel model;

  quintet_render_model_init (&model, scene->geometry, scene->after);
  model.anim_before = scene->before;
  model.motions = motions;
  model.n_motions = n_motions;
  model.anim_progress = progress;
  return render (&model, png_name);
}

/* Without any animation: what the cells look like at rest. */
static cairo_surface_t *
scene_render_still (Scene           *scene,
                    QuintetCellView *views)
{
  QuintetRenderModel model;

  quintet_render_model_init (&model, scene->geometry, views);
  return render (&model, NULL);
}

/* Board colour right up to the cell's centre: nothing stands there. */
static gboolean
cell_is_empty (Scene           *scene,
               cairo_surface_t *surface,
               const char      *name)
{
  double x, y;

  cell_center (scene->geometry, cell_named (scene->geometry, name), &x, &y);
  return pixel_at (surface, x, y) == pixel_at (surface, x + 0.4 * scene->scale, y + 0.4 * scene->scale);
}

static double
scene_luminance (Scene           *scene,
                 cairo_surface_t *surface,
                 const char      *name,
                 double           dx)
{
  return luminance_of_cell (surface, scene->geometry, name, dx, 0);
}

static gboolean
surfaces_equal (cairo_surface_t *a,
                cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);

  return stride == cairo_image_surface_get_stride (b) &&
         memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) stride * SIZE) == 0;
}

static void
test_motions_in_one_step (void)
{
  Scene scene = { 0 };
  QuintetMotion motions[2];
  cairo_surface_t *surface;

  /* Two Black checkers move together (like an ordo), c3-c5 and d3-d5:
   * half way both stand over the fourth rank, nothing on the third or fifth */
  scene_init (&scene);
  scene_put (&scene, scene.before, "c3", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.before, "d3", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.after, "c5", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.after, "d5", QUINTET_SIDE_1, 0);
  motions[0] = scene_motion (&scene, "c3", "c5", 0);
  motions[1] = scene_motion (&scene, "d3", "d5", 0);
  surface = scene_render (&scene, motions, 2, 0.5, "painter-motions-ordo.png");

  g_assert_cmpfloat (scene_luminance (&scene, surface, "c4", 0), <, 0.3);
  g_assert_cmpfloat (scene_luminance (&scene, surface, "d4", 0), <, 0.3);
  g_assert_true (cell_is_empty (&scene, surface, "c3"));
  g_assert_true (cell_is_empty (&scene, surface, "d3"));
  g_assert_true (cell_is_empty (&scene, surface, "c5"));
  g_assert_true (cell_is_empty (&scene, surface, "d5"));
  cairo_surface_destroy (surface);

  /* at the start both still stand where they were */
  surface = scene_render (&scene, motions, 2, 0.0, NULL);
  g_assert_cmpfloat (scene_luminance (&scene, surface, "c3", 0), <, 0.3);
  g_assert_cmpfloat (scene_luminance (&scene, surface, "d3", 0), <, 0.3);
  g_assert_true (cell_is_empty (&scene, surface, "c4"));
  g_assert_true (cell_is_empty (&scene, surface, "c5"));
  cairo_surface_destroy (surface);
  scene_clear (&scene);
}

static void
test_chain (void)
{
  Scene scene = { 0 };
  QuintetMotion motions[2];
  cairo_surface_t *surface;

  /* A Black token jumps a1-c3-e5 over White tokens on b2 and d4, which
   * vanish as they are jumped: half way (the end of the first step) the
   * token stands on its first landing, b2 is gone and d4 not yet */
  scene_init (&scene);
  scene_put (&scene, scene.before, "a1", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.before, "b2", QUINTET_SIDE_0, 0);
  scene_put (&scene, scene.before, "d4", QUINTET_SIDE_0, 0);
  scene_put (&scene, scene.after, "e5", QUINTET_SIDE_1, 0);
  motions[0] = scene_motion (&scene, "a1", "c3", 0);
  motions[1] = scene_motion (&scene, "c3", "e5", 1);
  surface = scene_render (&scene, motions, 2, 0.5, "painter-chain.png");

  g_assert_cmpfloat (scene_luminance (&scene, surface, "c3", 0), <, 0.3);
  g_assert_true (cell_is_empty (&scene, surface, "a1"));
  g_assert_true (cell_is_empty (&scene, surface, "b2"));
  g_assert_cmpfloat (scene_luminance (&scene, surface, "d4", 0), >, 0.7);
  g_assert_true (cell_is_empty (&scene, surface, "e5"));
  cairo_surface_destroy (surface);

  /* three quarters: on its way over d4, which is half gone */
  surface = scene_render (&scene, motions, 2, 0.75, NULL);
  g_assert_true (cell_is_empty (&scene, surface, "c3"));
  g_assert_true (cell_is_empty (&scene, surface, "e5"));
  g_assert_cmpfloat (scene_luminance (&scene, surface, "d4", 0), <, 0.3);
  cairo_surface_destroy (surface);
  scene_clear (&scene);
}

static void
test_fade_out (void)
{
  Scene scene = { 0 };
  cairo_surface_t *surface, *board, *piece;
  double x, y, faded, empty, full;

  /* A piece removed without a motion over it fades over the whole
   * animation: half way it is half transparent */
  scene_init (&scene);
  scene_put (&scene, scene.before, "d4", QUINTET_SIDE_1, 0);
  surface = scene_render (&scene, NULL, 0, 0.5, "painter-fade-out.png");
  board = scene_render_still (&scene, scene.after);
  piece = scene_render_still (&scene, scene.before);

  cell_center (scene.geometry, cell_named (scene.geometry, "d4"), &x, &y);
  faded = luminance_at (surface, x, y);
  empty = luminance_at (board, x, y);
  full = luminance_at (piece, x, y);
  g_assert_cmpfloat (fabs (empty - full), >, 0.2);
  g_assert_cmpfloat (fabs (faded - (empty + full) / 2), <, 0.02);

  cairo_surface_destroy (surface);
  cairo_surface_destroy (board);
  cairo_surface_destroy (piece);
  scene_clear (&scene);
}

static void
test_flip (void)
{
  Scene scene = { 0 };
  cairo_surface_t *surface, *after, *before;
  double r = 0;

  /* A White token turned to its half-strength face, over the whole
   * animation: at a quarter the disc is narrower (|cos 45°| of its width,
   * plus an edge on the right), so left of the narrowed face the square
   * shows where the whole disc stood */
  scene_init (&scene);
  r = scene.geometry->piece_radius;
  scene_put (&scene, scene.before, "d4", QUINTET_SIDE_0, QUINTET_PIECE_KING);
  scene_put (&scene, scene.after, "d4", QUINTET_SIDE_0, QUINTET_PIECE_KING | QUINTET_PIECE_HALF);
  surface = scene_render (&scene, NULL, 0, 0.25, "painter-flip-quarter.png");
  before = scene_render_still (&scene, scene.before);
  after = scene_render_still (&scene, scene.after);

  g_assert_cmpfloat (scene_luminance (&scene, before, "d4", -0.85 * r), >, 0.7);
  g_assert_cmpfloat (fabs (scene_luminance (&scene, surface, "d4", -0.85 * r) -
                           scene_luminance (&scene, surface, "d4", -0.49)), <, 0.01);
  g_assert_cmpfloat (scene_luminance (&scene, surface, "d4", -0.5 * r), >, 0.7);
  cairo_surface_destroy (surface);

  /* half way it is edge-on; at the end it shows the after face */
  surface = scene_render (&scene, NULL, 0, 0.5, "painter-flip-half.png");
  g_assert_cmpfloat (fabs (scene_luminance (&scene, surface, "d4", -0.3 * r) -
                           scene_luminance (&scene, surface, "d4", -0.49)), <, 0.01);
  cairo_surface_destroy (surface);
  surface = scene_render (&scene, NULL, 0, 1.0, NULL);
  g_assert_true (surfaces_equal (surface, after));
  g_assert_false (surfaces_equal (surface, before));

  cairo_surface_destroy (surface);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
  scene_clear (&scene);
}

static void
test_conversion_flips (void)
{
  Scene scene = { 0 };
  cairo_surface_t *surface;

  /* A White piece converted to Black: the before face for the first
   * half of the turn, the after face for the second */
  scene_init (&scene);
  scene_put (&scene, scene.before, "e5", QUINTET_SIDE_0, 0);
  scene_put (&scene, scene.after, "e5", QUINTET_SIDE_1, 0);
  surface = scene_render (&scene, NULL, 0, 0.25, NULL);
  g_assert_cmpfloat (scene_luminance (&scene, surface, "e5", 0), >, 0.7);
  cairo_surface_destroy (surface);
  surface = scene_render (&scene, NULL, 0, 0.75, "painter-conversion.png");
  g_assert_cmpfloat (scene_luminance (&scene, surface, "e5", 0), <, 0.3);
  cairo_surface_destroy (surface);
  scene_clear (&scene);
}

static void
test_flip_while_jumped (void)
{
  Scene scene = { 0 };
  cairo_surface_t *surface;

  /* A Black token jumps d3-d5 over a White one on d4 that turns to its
   * half face while it is jumped, in the second of two steps (a piece
   * elsewhere moves first): at a quarter (half of the first step) d4 has
   * not begun to turn */
  scene_init (&scene);
  scene_put (&scene, scene.before, "d3", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.before, "d4", QUINTET_SIDE_0, 0);
  scene_put (&scene, scene.after, "d5", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.after, "d4", QUINTET_SIDE_0, QUINTET_PIECE_HALF);
  scene_put (&scene, scene.before, "a1", QUINTET_SIDE_1, 0);
  scene_put (&scene, scene.after, "a2", QUINTET_SIDE_1, 0);
  {
    QuintetMotion motions[2] = { scene_motion (&scene, "a1", "a2", 0),
                                 scene_motion (&scene, "d3", "d5", 1) };
    cairo_surface_t *still = scene_render_still (&scene, scene.before);

    surface = scene_render (&scene, motions, 2, 0.25, NULL);
    g_assert_cmpfloat (fabs (scene_luminance (&scene, surface, "d4", -0.85 * scene.geometry->piece_radius) -
                             scene_luminance (&scene, still, "d4", -0.85 * scene.geometry->piece_radius)), <, 0.01);
    g_assert_cmpfloat (scene_luminance (&scene, surface, "d3", 0), <, 0.3);
    cairo_surface_destroy (surface);
    cairo_surface_destroy (still);

    /* at 0.75 (half of the second step) it is edge-on, the jumper over it */
    surface = scene_render (&scene, motions, 2, 0.75, NULL);
    g_assert_cmpfloat (scene_luminance (&scene, surface, "d4", 0), <, 0.3);
    g_assert_true (cell_is_empty (&scene, surface, "d3"));
    cairo_surface_destroy (surface);
  }
  scene_clear (&scene);
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
  put (&cells[6], 5, 1, 0);
  cells[6].frozen = 0x15;   /* OV-4: pieces 0, 2 and 4 may not move */
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

/* Opprimo's board: a click near a corner of a triangle is on the point
 * there, and one at the triangle's centre is on the triangle, for every
 * corner of every triangle. */
static void
test_points_win_near_corners (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("opprimo");
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  double scale, offset_x, offset_y;
  guint n_triangles = 0;

  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
  for (guint t = 0; t < geometry->n_cells; t++)
    {
      const QuintetCellInfo *triangle = &geometry->cells[t];

      if (triangle->shape != QUINTET_CELL_TRIANGLE)
        continue;
      n_triangles++;
      g_assert_cmpuint (quintet_painter_cell_at (geometry, SIZE, SIZE, offset_x + triangle->x * scale,
                                                 offset_y + triangle->y * scale), ==, t);
      for (guint c = 0; c < triangle->n_corners; c++)
        {
          const double *corner = triangle->corners[c];
          /* a fifth of the way from the corner towards the centre */
          double x = corner[0] + (triangle->x - corner[0]) * 0.2;
          double y = corner[1] + (triangle->y - corner[1]) * 0.2;
          QuintetCell point = QUINTET_NO_CELL;

          for (guint p = 0; p < geometry->n_cells; p++)
            if (geometry->cells[p].shape == QUINTET_CELL_POINT &&
                fabs (geometry->cells[p].x - corner[0]) < 1e-6 && fabs (geometry->cells[p].y - corner[1]) < 1e-6)
              point = p;
          g_assert_cmpuint (point, !=, QUINTET_NO_CELL);
          g_assert_cmpuint (quintet_painter_cell_at (geometry, SIZE, SIZE, offset_x + x * scale,
                                                     offset_y + y * scale), ==, point);
        }
    }
  g_assert_cmpuint (n_triangles, ==, 66);
}

/* ---- the cached static layer ---- */

static int
largest_channel_difference (cairo_surface_t *a,
                            cairo_surface_t *b)
{
  int largest = 0;

  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        guint32 pa = pixel_at (a, x, y), pb = pixel_at (b, x, y);

        for (int shift = 0; shift < 32; shift += 8)
          largest = MAX (largest, abs ((int) (pa >> shift & 0xff) - (int) (pb >> shift & 0xff)));
      }
  return largest;
}

static void
test_static_layer_cache (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  QuintetCell selected[1];
  QuintetMove last_turn = { 0 };

  /* The squares, zones and labels come from a cached image: it looks as
   * drawing them does, and follows every change of the model that
   * alters them */
  board_load (&board, "BBBBBBBB/BBBB1BBB/4B3/8/8/8/WWWWWWWW/WWWWWWWW w 12 12");
  board_model (&board, &model);
  selected[0] = cell_named (model.geometry, "a2");
  quintet_move_push (&last_turn, cell_named (model.geometry, "e7"));
  quintet_move_push (&last_turn, cell_named (model.geometry, "e6"));
  model.selected = selected;
  model.n_selected = 1;
  model.last_turn = &last_turn;
  for (guint variant = 0; variant < 8; variant++)
    {
      cairo_surface_t *cached, *drawn;

      model.dark = (variant & 1) != 0;
      model.flipped = (variant & 2) != 0;
      model.show_coordinates = (variant & 4) == 0;
      cached = render (&model, NULL);
      _quintet_painter_set_layer_cache_enabled (FALSE);
      drawn = render (&model, NULL);
      _quintet_painter_set_layer_cache_enabled (TRUE);
      g_assert_cmpint (largest_channel_difference (cached, drawn), ==, 0);
      cairo_surface_destroy (cached);
      cairo_surface_destroy (drawn);
    }
  board_clear (&board);
}

/* A board of points and lines (Opprimo) caches its lines and points as a
 * second layer, painted over the cells' tints (here the last turn and a
 * selection) as they would be drawn. */
static void
test_lines_layer_cache (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  QuintetCell selected[1];
  QuintetMove last_turn = { 0 };

  board_load_game (&board, "opprimo", "c2Y,d5Y,d9R Y@cd2,R@cd10 y");
  board_model (&board, &model);
  selected[0] = cell_named (model.geometry, "d5");
  quintet_move_push (&last_turn, cell_named (model.geometry, "d3"));
  quintet_move_push (&last_turn, cell_named (model.geometry, "d5"));
  model.selected = selected;
  model.n_selected = 1;
  model.last_turn = &last_turn;
  for (guint variant = 0; variant < 4; variant++)
    {
      cairo_surface_t *cached, *drawn;

      model.dark = (variant & 1) != 0;
      model.flipped = (variant & 2) != 0;
      cached = render (&model, NULL);
      _quintet_painter_set_layer_cache_enabled (FALSE);
      drawn = render (&model, NULL);
      _quintet_painter_set_layer_cache_enabled (TRUE);
      g_test_message ("variant %u: largest difference %d", variant, largest_channel_difference (cached, drawn));
      g_assert_cmpint (largest_channel_difference (cached, drawn), <=, 2);
      cairo_surface_destroy (cached);
      cairo_surface_destroy (drawn);
    }
  board_clear (&board);
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
  const QuintetGameInfo *games;
  guint n_games;

  board_load (&board, NULL);
  board_model (&board, &model);
  g_print ("painter: %.2f ms per frame at 1000x1000 (%u frames)\n", redraw_ms (cr, &model, frames), frames);

  /* The turn input's marks: a hint's arrow, a line's ghosts, a piece dragged */
  {
    const QuintetGeometry *geometry = model.geometry;
    QuintetMove hint = { { cell_named (geometry, "d2"), cell_named (geometry, "d6") }, 2, 0, 0 };
    QuintetMotion arrow = { hint.path[0], hint.path[1], 0, 0 };
    QuintetMotion line[2] = { { cell_named (geometry, "c2"), cell_named (geometry, "c4"), 0, 0 },
                              { cell_named (geometry, "d2"), cell_named (geometry, "d4"), 0, 0 } };

    model.suggested = &hint;
    model.hint_motions = &arrow;
    model.n_hint_motions = 1;
    model.ghosts = line;
    model.n_ghosts = G_N_ELEMENTS (line);
    model.lifting = TRUE;
    model.lifted = cell_named (geometry, "e2");
    model.lifted_x = 480;
    model.lifted_y = 610;
    g_print ("painter: %.2f ms per frame with a hint arrow, two ghosts and a dragged piece (%u frames)\n",
             redraw_ms (cr, &model, frames), frames);
    board_model (&board, &model);
  }

  /* A frame in the middle of a turn: a piece moving, one fading, two
   * turning over (scaled images instead of cached ones) */
  {
    const QuintetGeometry *geometry = model.geometry;
    g_autofree QuintetCellView *after = g_memdup2 (board.cells, geometry->n_cells * sizeof (QuintetCellView));
    QuintetMotion motion = { cell_named (geometry, "c2"), cell_named (geometry, "c5"), 0 };

    after[motion.to] = after[motion.from];
    after[motion.from].height = 0;
    after[cell_named (geometry, "a7")].height = 0;
    after[cell_named (geometry, "b7")].stack[0] = QUINTET_SIDE_0;
    after[cell_named (geometry, "a2")].flags = QUINTET_PIECE_HALF;
    model.cells = after;
    model.anim_before = board.cells;
    model.motions = &motion;
    model.n_motions = 1;
    model.anim_progress = 0.4;
    g_print ("painter: %.2f ms per animated frame at 1000x1000 (%u frames)\n",
             redraw_ms (cr, &model, frames), frames);
  }
  board_clear (&board);

  /* Every game's start position */
  games = quintet_registry_get_games (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      board_load_game (&board, games[g].id, NULL);
      board_model (&board, &model);
      g_print ("painter: %.2f ms per frame at 1000x1000, %s start position\n",
               redraw_ms (cr, &model, frames), games[g].id);
      board_clear (&board);
    }

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

  g_test_add_func ("/painter/start-position", test_start_position);
  g_test_add_func ("/painter/dark-style", test_dark_style);
  g_test_add_func ("/painter/inactive-is-hollow", test_inactive_is_hollow);
  g_test_add_func ("/painter/coordinates", test_coordinates);
  g_test_add_func ("/painter/marks", test_marks);
  g_test_add_func ("/painter/animation", test_animation);
  g_test_add_func ("/painter/capture-fades", test_capture_fades);
  g_test_add_func ("/painter/motions-in-one-step", test_motions_in_one_step);
  g_test_add_func ("/painter/chain", test_chain);
  g_test_add_func ("/painter/fade-out", test_fade_out);
  g_test_add_func ("/painter/flip", test_flip);
  g_test_add_func ("/painter/conversion-flips", test_conversion_flips);
  g_test_add_func ("/painter/flip-while-jumped", test_flip_while_jumped);
  g_test_add_func ("/painter/cell-at", test_cell_at);
  g_test_add_func ("/painter/showcase", test_showcase);
  g_test_add_func ("/painter/hidpi", test_hidpi);
  g_test_add_func ("/painter/vector-export", test_vector_export);
  g_test_add_func ("/painter/static-layer-cache", test_static_layer_cache);
  g_test_add_func ("/painter/lines-layer-cache", test_lines_layer_cache);
  g_test_add_func ("/painter/points-win-near-corners", test_points_win_near_corners);

  g_test_add_func ("/painter/line-ghosts", test_line_ghosts);
  g_test_add_func ("/painter/hint-arrow", test_hint_arrow);
  g_test_add_func ("/painter/lifted-piece", test_lifted_piece);

  return g_test_run ();
}
