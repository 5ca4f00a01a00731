/* test-painter-analysis.c — what the analysis draws, in pixels: the best
 * turn on the board by its parts (arrows, placement marks) for every kind
 * of turn, the evaluation graph (its
 * areas, the middle line, the current ply, the marks) and the evaluation
 * bar, in light and dark style
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "quintet-eval-bar.h"
#include "quintet-eval-graph.h"
#include "test-painter-common.h"

#define GRAPH_WIDTH 300
#define GRAPH_HEIGHT 60

static gboolean
blue_dominant (guint32 pixel)
{
  guint red = (pixel >> 16) & 0xff, blue = pixel & 0xff;

  return blue > red + 40;
}

/* A point of an arrow: @t of the way from cell @a to cell @b, moved
 * sideways by @bow of the distance (a launch's arc bows out) */
typedef struct {
  const char *a, *b;
  double      t, bow;
} ArrowPoint;

/* The best turn of one kind, drawn by its parts as the hint draws them:
 * its motions as arrows (@on: points on them), a placement mark on each
 * cell it puts a piece on that no motion reaches (@placed), nothing
 * anywhere else (@off), in light and dark. */
typedef struct {
  const char *name;
  const char *game, *position, *turn;
  ArrowPoint  on[4];
  const char *placed[2];
  const char *off[6];
} BestTurnCase;

static const BestTurnCase best_turn_cases[] = {
  /* PR-3: the move f2xf8, then the new soldier on f1: not one arrow from
   * f8 to f1 over f3…f7 (issue 39) */
  { "placement", "pressman", "5B2/8/8/8/8/8/5W2/WWWW4 w 5 5", "f2xf8@f1",
    { { "f2", "f8", 0.5, 0 }, { "f2", "f8", 0.2, 0 } },
    { "f1" }, { "g5", "e5", "g1", "h1", "e3" } },
  /* …and where the new soldier goes on the square the move left */
  { "placement-on-start", "pressman", "BBBBB3/5B2/8/8/8/8/5W2/WWWW4 w 5 5", "a1xa8@a1",
    { { "a1", "a8", 0.5, 0 } },
    { "a1" }, { "b5", "c3", "e1" } },
  /* OF-2: a chain, one arrow a jump */
  { "chain", "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7xC5(2>1)xC3(1>0)",
    { { "C7", "C5", 0.5, 0 }, { "C5", "C3", 0.5, 0 } },
    { NULL }, { "E5", "D6", "B4", "E2" } },
  /* OX-3: Ordo X's two parts, the sideways one, then the forward one */
  { "two-parts", "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b", "b6-c6, c6-b5",
    { { "b6", "c6", 0.45, 0 }, { "c6", "b5", 0.5, 0 } },
    { NULL }, { "e5", "h4", "a4", "d4" } },
  /* OV-8: a launch, the step onto the furthest rank, then an arc */
  { "launch", "overlord", "r.....r/..[ww]..../......./......./......./...[rw].../......./......./w...... w -", "c8@e5",
    { { "c9", "e5", 0.5, 0.125 } },
    { NULL }, { "f3", "a3", "g7" } },
  /* OP-1: a King placed, a mark and no arrow */
  { "king-placement", "opprimo", NULL, "K@cd2",
    { { NULL } },
    { "cd2" }, { "d5", "ef2", "bc1" } },
};

static void
arrow_point (const QuintetGeometry *geometry,
             const ArrowPoint      *point,
             double                *x,
             double                *y)
{
  double ax, ay, bx, by;

  cell_center (geometry, cell_named (geometry, point->a), &ax, &ay);
  cell_center (geometry, cell_named (geometry, point->b), &bx, &by);
  *x = ax + (bx - ax) * point->t + (by - ay) * point->bow;
  *y = ay + (by - ay) * point->t - (bx - ax) * point->bow;
}

static void
test_best_turn (gconstpointer data)
{
  const BestTurnCase *test = data;
  Board board = { 0 };
  QuintetRenderModel model;
  QuintetMove best;
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  g_autoptr(GError) error = NULL;
  double scale, r;

  board_load_game (&board, test->game, test->position);
  board_model (&board, &model);
  g_assert_true (quintet_game_parse_turn (board.game, quintet_game_get_position (board.game), test->turn, &best, &error));
  g_assert_no_error (error);
  model.n_hint_path_motions = quintet_game_path_motions (board.game, quintet_game_get_position (board.game),
                                                         best.path, best.length, motions, G_N_ELEMENTS (motions));
  model.hint_path_motions = motions;
  model.hint_path_placement = quintet_game_turn_placement (board.game, quintet_game_get_position (board.game), &best);
  quintet_painter_get_transform (model.geometry, SIZE, SIZE, &scale, NULL, NULL);
  r = model.geometry->piece_radius * scale;

  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *png = g_strdup_printf ("painter-best-turn-%s%s.png", test->name, dark ? "-dark" : "");
      cairo_surface_t *plain, *drawn;
      double x, y;

      model.dark = dark;
      model.hint_path = NULL;
      plain = render (&model, NULL);
      model.hint_path = &best;
      drawn = render (&model, png);

      for (guint i = 0; i < G_N_ELEMENTS (test->on) && test->on[i].a != NULL; i++)
        {
          arrow_point (model.geometry, &test->on[i], &x, &y);
          g_test_message ("%s: on the arrow %s-%s at %.2f", test->name, test->on[i].a, test->on[i].b, test->on[i].t);
          g_assert_true (blue_dominant (pixel_at (drawn, x, y)));
        }
      for (guint i = 0; i < G_N_ELEMENTS (test->placed) && test->placed[i] != NULL; i++)
        {
          cell_center (model.geometry, cell_named (model.geometry, test->placed[i]), &x, &y);
          g_test_message ("%s: placed on %s", test->name, test->placed[i]);
          /* the ring round it, and the plus in it */
          g_assert_true (blue_dominant (pixel_at (drawn, x + 0.78 * r, y)));
          g_assert_true (blue_dominant (pixel_at (drawn, x - 0.78 * r, y)));
          g_assert_true (blue_dominant (pixel_at (drawn, x + 0.2 * r, y)));
          g_assert_true (blue_dominant (pixel_at (drawn, x, y - 0.2 * r)));
        }
      for (guint i = 0; i < G_N_ELEMENTS (test->off) && test->off[i] != NULL; i++)
        {
          cell_center (model.geometry, cell_named (model.geometry, test->off[i]), &x, &y);
          g_test_message ("%s: nothing on %s", test->name, test->off[i]);
          g_assert_cmphex (pixel_at (plain, x, y), ==, pixel_at (drawn, x, y));
        }
      cairo_surface_destroy (plain);
      cairo_surface_destroy (drawn);
    }
  board_clear (&board);
}

/* The hint shares the placement mark: Pressman's new soldier on f1 */
static void
test_hint_placement (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  QuintetMove hint;
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  g_autoptr(GError) error = NULL;
  cairo_surface_t *drawn;
  double scale, x, y;

  board_load_game (&board, "pressman", "5B2/8/8/8/8/8/5W2/WWWW4 w 5 5");
  board_model (&board, &model);
  g_assert_true (quintet_game_parse_turn (board.game, quintet_game_get_position (board.game), "f2xf8@f1", &hint, &error));
  model.suggested = &hint;
  model.n_hint_motions = quintet_game_path_motions (board.game, quintet_game_get_position (board.game),
                                                    hint.path, hint.length, motions, G_N_ELEMENTS (motions));
  model.hint_motions = motions;
  model.hint_placement = quintet_game_turn_placement (board.game, quintet_game_get_position (board.game), &hint);
  drawn = render (&model, "painter-hint-placement.png");
  quintet_painter_get_transform (model.geometry, SIZE, SIZE, &scale, NULL, NULL);
  cell_center (model.geometry, cell_named (model.geometry, "f1"), &x, &y);
  g_assert_true (blue_dominant (pixel_at (drawn, x + 0.2 * model.geometry->piece_radius * scale, y)));
  cairo_surface_destroy (drawn);
  board_clear (&board);
}

static cairo_surface_t *
render_graph (QuintetEvalGraph *graph,
              gboolean          dark,
              const char       *png_name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, GRAPH_WIDTH, GRAPH_HEIGHT);
  cairo_t *cr = cairo_create (surface);

  /* the page under it */
  if (dark)
    cairo_set_source_rgb (cr, 0.14, 0.14, 0.14);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);
  quintet_eval_graph_draw (graph, cr, GRAPH_WIDTH, GRAPH_HEIGHT, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (png_name != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, png_name, NULL);

      cairo_surface_write_to_png (surface, path);
    }
  return surface;
}

static guint32
graph_pixel (cairo_surface_t *surface,
             double           x,
             double           y)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + (int) y * stride + (int) x * 4) & 0xffffff;
}

static double
graph_luminance (cairo_surface_t *surface,
                 double           x,
                 double           y)
{
  guint32 pixel = graph_pixel (surface, x, y);

  return (0.2126 * ((pixel >> 16) & 0xff) + 0.7152 * ((pixel >> 8) & 0xff) + 0.0722 * (pixel & 0xff)) / 255;
}

/* White ahead in the first half, Black in the second, nothing known for
 * the last plies: side 0's light colour from below the curve, side 1's
 * dark one above it, the ground where nothing is known; a blunder's dot
 * in red; the current ply's line in the accent. */
static void
test_graph (void)
{
  QuintetEvalGraph *graph = QUINTET_EVAL_GRAPH (g_object_ref_sink (quintet_eval_graph_new ()));
  const char *names[2] = { "White", "Black" }, *styles[2] = { "white", "black" };

  quintet_eval_graph_reset (graph, 20);
  quintet_eval_graph_set_sides (graph, names, styles);
  for (guint ply = 0; ply <= 15; ply++)
    quintet_eval_graph_set_value (graph, ply, ply <= 8 ? 0.85 : 0.15);
  quintet_eval_graph_set_mark (graph, 9, QUINTET_MARK_BLUNDER);
  quintet_eval_graph_set_ply (graph, 4);
  g_assert_cmpuint (quintet_eval_graph_count_values (graph), ==, 16);
  g_assert_cmpuint (quintet_eval_graph_get_n_turns (graph), ==, 20);

  for (guint dark = 0; dark < 2; dark++)
    {
      cairo_surface_t *surface = render_graph (graph, dark, dark ? "eval-graph-dark.png" : "eval-graph-light.png");
      double x2 = quintet_eval_graph_ply_x (graph, 2, GRAPH_WIDTH);
      double x12 = quintet_eval_graph_ply_x (graph, 12, GRAPH_WIDTH);
      double x18 = quintet_eval_graph_ply_x (graph, 18, GRAPH_WIDTH);
      double x4 = quintet_eval_graph_ply_x (graph, 4, GRAPH_WIDTH);
      double x9 = quintet_eval_graph_ply_x (graph, 9, GRAPH_WIDTH);
      double y15 = 3 + (GRAPH_HEIGHT - 6) * 0.85;   /* where 15 % stands */
      guint32 dot = graph_pixel (surface, x9, y15);

      /* White ahead: white low and at the middle, black only near the top */
      g_assert_cmpfloat (graph_luminance (surface, x2, GRAPH_HEIGHT * 0.6), >, 0.8);
      g_assert_cmpfloat (graph_luminance (surface, x2, 5), <, 0.45);
      /* Black ahead: black across the middle */
      g_assert_cmpfloat (graph_luminance (surface, x12, GRAPH_HEIGHT * 0.4), <, 0.45);
      g_assert_cmpfloat (graph_luminance (surface, x12, GRAPH_HEIGHT - 5), >, 0.8);
      /* not analysed: neither side's colour, the ground near the page's */
      g_assert_cmpfloat (graph_luminance (surface, x18, GRAPH_HEIGHT * 0.3), >, dark ? 0.1 : 0.8);
      g_assert_cmpfloat (graph_luminance (surface, x18, GRAPH_HEIGHT * 0.3), <, dark ? 0.35 : 0.97);
      g_assert_cmpfloat (fabs (graph_luminance (surface, x18, GRAPH_HEIGHT * 0.3) -
                               graph_luminance (surface, x18, GRAPH_HEIGHT * 0.8)), <, 0.02);
      /* the current ply: the accent across the whole height */
      g_assert_true (blue_dominant (graph_pixel (surface, x4, GRAPH_HEIGHT * 0.7)));
      g_assert_true (blue_dominant (graph_pixel (surface, x4, 4)));
      /* the blunder: a red dot where the curve is */
      g_assert_cmpuint ((dot >> 16) & 0xff, >, (dot & 0xff) + 60);
      cairo_surface_destroy (surface);
    }

  /* where the pointer is, the ply; and back */
  for (guint ply = 0; ply <= 20; ply++)
    g_assert_cmpuint (quintet_eval_graph_ply_at (graph, quintet_eval_graph_ply_x (graph, ply, GRAPH_WIDTH), GRAPH_WIDTH),
                      ==, ply);
  g_assert_cmpuint (quintet_eval_graph_ply_at (graph, -10, GRAPH_WIDTH), ==, 0);
  g_assert_cmpuint (quintet_eval_graph_ply_at (graph, GRAPH_WIDTH + 10, GRAPH_WIDTH), ==, 20);
  g_object_unref (graph);
}

/* What a screen reader hears: the shown ply, the side ahead, its chance */
static void
test_graph_describe (void)
{
  QuintetEvalGraph *graph = QUINTET_EVAL_GRAPH (g_object_ref_sink (quintet_eval_graph_new ()));
  const char *names[2] = { "White", "Black" };
  g_autofree char *none = NULL, *white = NULL, *black = NULL, *start = NULL;

  quintet_eval_graph_reset (graph, 4);
  quintet_eval_graph_set_sides (graph, names, NULL);
  quintet_eval_graph_set_value (graph, 0, 0.5);
  quintet_eval_graph_set_value (graph, 1, 0.62);
  quintet_eval_graph_set_value (graph, 2, 0.25);
  quintet_eval_graph_set_ply (graph, 3);
  none = quintet_eval_graph_describe (graph);
  quintet_eval_graph_set_ply (graph, 1);
  white = quintet_eval_graph_describe (graph);
  quintet_eval_graph_set_ply (graph, 2);
  black = quintet_eval_graph_describe (graph);
  quintet_eval_graph_set_ply (graph, 0);
  start = quintet_eval_graph_describe (graph);
  g_assert_cmpstr (none, ==, "Turn 3: not analysed yet");
  g_assert_cmpstr (white, ==, "Turn 1: White 62%");
  g_assert_cmpstr (black, ==, "Turn 2: Black 75%");
  g_assert_cmpstr (start, ==, "Start position: White 50%");
  g_object_unref (graph);
}

/* The bar fills from below in the bottom side's colour up to its chance */
static void
test_eval_bar (void)
{
  QuintetEvalBar *bar = QUINTET_EVAL_BAR (g_object_ref_sink (quintet_eval_bar_new ()));

  quintet_eval_bar_set_sides (bar, "white", "black", "White");
  quintet_eval_bar_set_chance (bar, 0.7);
  g_assert_cmpfloat (quintet_eval_bar_get_chance (bar), ==, 0.7);
  for (guint dark = 0; dark < 2; dark++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 100);
      cairo_t *cr = cairo_create (surface);

      quintet_eval_bar_draw (bar, cr, 10, 100, dark);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      /* 70 % white from below: white at 35 and 60 from the top, black at 20 */
      g_assert_cmpfloat (graph_luminance (surface, 5, 60), >, 0.8);
      g_assert_cmpfloat (graph_luminance (surface, 5, 35), >, 0.8);
      g_assert_cmpfloat (graph_luminance (surface, 5, 20), <, 0.45);
      cairo_surface_destroy (surface);
    }
  g_object_unref (bar);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  for (guint i = 0; i < G_N_ELEMENTS (best_turn_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/painter-analysis/best-turn/%s", best_turn_cases[i].name);

      g_test_add_data_func (path, &best_turn_cases[i], test_best_turn);
    }
  g_test_add_func ("/painter-analysis/hint-placement", test_hint_placement);
  g_test_add_func ("/painter-analysis/graph", test_graph);
  g_test_add_func ("/painter-analysis/graph-describe", test_graph_describe);
  g_test_add_func ("/painter-analysis/eval-bar", test_eval_bar);
  return g_test_run ();
}
