/* test-opprimo.c — the cases of rules/opprimo.md, each naming its ruling
 *
 * Position texts list soldiers from row 1 (Yellow's edge) upward, then
 * the Kings and the side to move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "quintet-geometry.h"
#include "quintet-text.h"
#include "test-engine-common.h"

#define START "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R - y"
#define PLACED "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R " \
               "Y@cd2,R@cd10 y"

static QuintetGame *
new_game (void)
{
  return quintet_registry_new_game ("opprimo");
}

static void
assert_turns (const char *position_text,
              const char *expected)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_auto(GStrv) turns = legal_turns (game, position_text);
  g_autofree char *actual = g_strjoinv (" ", turns);

  g_assert_cmpstr (actual, ==, expected);
}

/* The game after @turns (space-separated) from @position_text */
static QuintetGame *
play (const char *position_text,
      const char *turns)
{
  QuintetGame *game = new_game ();
  g_auto(GStrv) list = g_strsplit (turns, " ", -1);
  g_autoptr(GError) error = NULL;

  quintet_game_load_position (game, position_text, &error);
  g_assert_no_error (error);
  for (guint i = 0; list[i] != NULL; i++)
    {
      quintet_game_play_notation (game, list[i], &error);
      g_assert_no_error (error);
    }
  return game;
}

static void
assert_outcome (const char    *position_text,
                const char    *turns,
                QuintetStatus  status,
                QuintetSide    winner,
                const char    *reason)
{
  g_autoptr(QuintetGame) game = play (position_text, turns);
  g_autofree char *text = quintet_game_describe_outcome (game);
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  guint n_turns;

  g_assert_cmpint (outcome.status, ==, status);
  if (status == QUINTET_STATUS_WIN)
    g_assert_cmpint (outcome.winner, ==, winner);
  g_assert_cmpstr (text, ==, reason);
  quintet_game_get_legal_turns (game, &n_turns);
  if (status != QUINTET_STATUS_ONGOING)
    g_assert_cmpuint (n_turns, ==, 0);
}

/* ---- geometry ---- */

static gboolean
has_line (const QuintetGeometry *g,
          double                 x1,
          double                 y1,
          double                 x2,
          double                 y2)
{
  for (guint i = 0; i < g->n_lines; i++)
    {
      const QuintetLineInfo *l = &g->lines[i];

      if ((ABS (l->x1 - x1) < 1e-9 && ABS (l->y1 - y1) < 1e-9 && ABS (l->x2 - x2) < 1e-9 && ABS (l->y2 - y2) < 1e-9) ||
          (ABS (l->x1 - x2) < 1e-9 && ABS (l->y1 - y2) < 1e-9 && ABS (l->x2 - x1) < 1e-9 && ABS (l->y2 - y1) < 1e-9))
        return TRUE;
    }
  return FALSE;
}

/* "The board": 45 points and 66 triangles in one id space, named as the
 * notation writes them; 12 triangles a castle; three stars a side; every
 * edge of every triangle is a line of the lattice. */
static void
test_geometry (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  guint n_points = 0, n_triangles = 0, n_castle[2] = { 0, 0 }, n_stars[2] = { 0, 0 };

  g_assert_cmpuint (g->n_cells, ==, 45 + 66);
  for (guint i = 0; i < g->n_cells; i++)
    {
      const QuintetCellInfo *cell = &g->cells[i];

      g_assert_cmpuint (quintet_geometry_find_cell (g, cell->name), ==, i);
      if (cell->shape == QUINTET_CELL_POINT)
        {
          int column = cell->name[0] - 'a', row = atoi (cell->name + 1);

          n_points++;
          g_assert_cmpuint (cell->n_corners, ==, 0);
          g_assert_cmpint ((column + row - 1) % 2, ==, 1);
          continue;
        }
      g_assert_cmpint (cell->shape, ==, QUINTET_CELL_TRIANGLE);
      g_assert_cmpuint (cell->n_corners, ==, 3);
      n_triangles++;
      for (guint k = 0; k < 3; k++)
        g_assert_true (has_line (g, cell->corners[k][0], cell->corners[k][1],
                                 cell->corners[(k + 1) % 3][0], cell->corners[(k + 1) % 3][1]));
    }
  g_assert_cmpuint (n_points, ==, 45);
  g_assert_cmpuint (n_triangles, ==, 66);
  /* points first, in the order of the position text */
  g_assert_cmpstr (g->cells[0].name, ==, "b1");
  g_assert_cmpstr (g->cells[44].name, ==, "f13");
  g_assert_cmpstr (g->cells[45].name, ==, "ab1");

  for (guint z = 0; z < g->n_zones; z++)
    {
      const QuintetZoneInfo *zone = &g->zones[z];

      for (guint k = 0; k < zone->n_cells; k++)
        g_assert_cmpint (g->cells[zone->cells[k]].shape, ==,
                         zone->kind == QUINTET_ZONE_HOME ? QUINTET_CELL_TRIANGLE : QUINTET_CELL_POINT);
      if (zone->kind == QUINTET_ZONE_HOME)
        n_castle[zone->side] += zone->n_cells;
      else if (zone->kind == QUINTET_ZONE_GOAL)
        n_stars[zone->side] += zone->n_cells;
    }
  g_assert_cmpuint (n_castle[0], ==, 12);
  g_assert_cmpuint (n_castle[1], ==, 12);
  g_assert_cmpuint (n_stars[0], ==, 3);
  g_assert_cmpuint (n_stars[1], ==, 3);
  /* vertical and diagonal lines only: 38 vertical, 72 diagonal */
  g_assert_cmpuint (g->n_lines, ==, 110);
}

/* A click near a corner means the point (a point is a triangle corner),
 * the middle of a triangle means the triangle: the painter's hit test
 * takes a point within 0.45 of the point spacing, so every corner has
 * its point nearest and every triangle's centre is farther than that from
 * every point. */
static double
distance_squared (double x1,
                  double y1,
                  double x2,
                  double y2)
{
  return (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2);
}

/* The painter's hit test (quintet_painter_cell_at) takes the nearest
 * point within 0.45 of the point spacing, else the triangle under the
 * click. So: near every corner of every triangle the click gets that
 * corner's point, and every triangle's centre (where the King stands) is
 * beyond the reach of every point. */
static void
test_geometry_points_and_triangles_apart (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  double spacing2 = G_MAXDOUBLE;

  for (guint i = 0; i < 45; i++)
    for (guint j = i + 1; j < 45; j++)
      spacing2 = MIN (spacing2, distance_squared (g->cells[i].x, g->cells[i].y, g->cells[j].x, g->cells[j].y));
  g_assert_cmpfloat (ABS (spacing2 - 1.0), <, 1e-9);

  for (guint t = 45; t < g->n_cells; t++)
    {
      const QuintetCellInfo *triangle = &g->cells[t];

      for (guint p = 0; p < 45; p++)
        g_assert_cmpfloat (distance_squared (triangle->x, triangle->y, g->cells[p].x, g->cells[p].y), >, 0.45 * 0.45);
      for (guint k = 0; k < 3; k++)
        {
          /* a third of the way from the corner to the centre */
          double x = triangle->corners[k][0] + (triangle->x - triangle->corners[k][0]) / 3;
          double y = triangle->corners[k][1] + (triangle->y - triangle->corners[k][1]) / 3;
          guint nearest = 0;

          for (guint p = 1; p < 45; p++)
            if (distance_squared (x, y, g->cells[p].x, g->cells[p].y) <
                distance_squared (x, y, g->cells[nearest].x, g->cells[nearest].y))
              nearest = p;
          g_assert_cmpfloat (g->cells[nearest].x, ==, triangle->corners[k][0]);
          g_assert_cmpfloat (g->cells[nearest].y, ==, triangle->corners[k][1]);
          g_assert_cmpfloat (distance_squared (x, y, g->cells[nearest].x, g->cells[nearest].y), <, 0.45 * 0.45);
        }
    }
  /* a King at a triangle's centre (1/√3 from the corners) and a soldier
   * on a corner do not overlap */
  g_assert_cmpfloat (4 * g->piece_radius * g->piece_radius, <, 1.0 / 3);
}

/* ---- placement (OP-1) ---- */

static void
test_placement (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *start = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_autoptr(QuintetGame) placed = play (START, "K@cd2 K@cd10");
  g_autofree char *after = quintet_game_position_to_text (placed, quintet_game_get_position (placed));

  g_assert_cmpstr (start, ==, START);
  g_assert_cmpstr (quintet_game_get_side_name (game, QUINTET_SIDE_0), ==, "Yellow");
  g_assert_cmpstr (quintet_game_get_side_style (game, QUINTET_SIDE_1), ==, "red");
  g_assert_false (quintet_game_get_first_side_choice (game));
  g_assert_cmpstr (quintet_game_get_inventor (game), ==, "Rolly Estabillo");
  /* Yellow places first, in its castle; then Red in its own */
  assert_turns (START, "K@ab1 K@bc1 K@bc2 K@cd1 K@cd2 K@cd3 K@de1 K@de2 K@de3 K@ef1 K@ef2 K@fg1");
  assert_turns ("a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R Y@cd2 r",
                "K@ab11 K@bc10 K@bc11 K@cd10 K@cd11 K@cd9 K@de10 K@de11 K@de9 K@ef10 K@ef11 K@fg11");
  g_assert_cmpstr (after, ==, PLACED);
  g_assert_cmpint (quintet_game_get_side_to_move (placed), ==, QUINTET_SIDE_0);
  /* the King waits beside the board until it is placed */
  g_assert_cmpint (quintet_game_get_reserve (game, quintet_game_get_position (game), QUINTET_SIDE_1), ==, 1);
  g_assert_cmpint (quintet_game_get_reserve (placed, quintet_game_get_position (placed), QUINTET_SIDE_1), ==, -1);
}

static void
test_placement_outside_castle (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_false (quintet_game_play_notation (game, "K@cd10", &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "“K@cd10”: cd10 is not in Yellow’s castle (OP-1)");
  g_clear_error (&error);
  g_assert_false (quintet_game_play_notation (game, "c4-c6", &error));
  g_assert_cmpstr (error->message, ==, "“c4-c6”: the Kings are placed first (OP-1)");
}

/* The King steps to a triangle sharing an edge, never out of its castle */
static void
test_king_inside_castle (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, "d7Y,d9R Y@cd3,R@cd9 y", "K", "Kcd3-cd2 Kcd3-de3");
  assert_turns_from (game, "d7Y,d9R Y@ab1,R@cd9 y", "K", "Kab1-bc1");
  assert_turns_from (game, "d7Y,d9R Y@de2,R@cd9 y", "K", "Kde2-de1 Kde2-de3 Kde2-ef2");
  assert_turns_from (game, "d7Y,d9R Y@de2,R@cd9 r", "K", "Kcd9-cd10 Kcd9-de9");
  assert_turns_from (game, "d7Y,d9R Y@de2,R@fg11 r", "K", "Kfg11-ef11");
}

/* ---- soldiers ---- */

static void
test_soldier_steps_forward (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  /* three forward directions, and no step backward */
  assert_turns_from (game, "d5Y,d11R Y@cd2,R@cd10 y", "d5", "d5-c6 d5-d7 d5-e6");
  assert_turns_from (game, "d5Y,d9R Y@cd2,R@cd10 r", "d9", "d9-c8 d9-d7 d9-e8");
  /* the vertical side lines */
  assert_turns_from (game, "a4Y,g6Y,d11R Y@cd2,R@cd10 y", "a4", "a4-a6 a4-b5");
  assert_turns_from (game, "a4Y,g6Y,d11R Y@cd2,R@cd10 y", "g6", "g6-f7 g6-g8");
  assert_turns_from (game, "d3Y,a10R,g12R Y@cd2,R@cd10 r", "a10", "a10-a8 a10-b9");
  assert_turns_from (game, "d3Y,a10R,g12R Y@cd2,R@cd10 r", "g12", "g12-f11 g12-g10");
  /* blocked ahead by its own: nothing, though the points behind are empty */
  assert_turns_from (game, "d5Y,c6Y,e6Y,d7Y,d11R Y@cd2,R@cd10 y", "d5", "");
  /* a step onto the last row that is no star */
  assert_turns_from (game, "a2R,c12Y Y@cd2,R@cd10 y", "c12", "c12-b13=O c12-d13=O");
}

static void
test_conversion_each_direction (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, "d5Y,c6R,e6R,d7R,b11R Y@cd2,R@cd10 y", "d5", "d5xb7 d5xd9 d5xf7");
  assert_turns_from (game, "d7Y,c8Y,e8Y,d9R Y@cd2,R@cd10 r", "d9", "d9xb7 d9xd5 d9xf7");
  /* no jump over one's own, onto a taken point or off the board */
  assert_turns_from (game, "d5Y,c6Y,e6R,d7R,f7Y,d9R Y@cd2,R@cd10 y", "d5", "");
  assert_turns_from (game, "a10Y,b11R,a12R,c12Y Y@cd2,R@cd10 y", "a10", "");
  /* the jumped soldier changes colour; the jumper lands beyond */
  assert_apply ("opprimo", "d5Y,d7R,b11R Y@cd2,R@cd10 y", "d5xd9", "d7Y,d9Y,b11R Y@cd2,R@cd10 r");
  assert_apply ("opprimo", "c4Y,e4Y,d5R Y@cd2,R@cd10 r", "d5xb3", "b3R,c4R,e4Y Y@cd2,R@cd10 y");
}

/* Only one soldier per turn: after a jump the turn passes, even when a
 * second jump would be open */
static void
test_no_double_conversion (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, "d5Y,d7R,d11R Y@cd2,R@cd10 y", "d5", "d5-c6 d5-e6 d5xd9");
  assert_apply ("opprimo", "d5Y,d7R,d11R Y@cd2,R@cd10 y", "d5xd9", "d7Y,d9Y,d11R Y@cd2,R@cd10 r");
  /* never compulsory: the steps stay legal beside the conversion */
  assert_turns_from (game, "d5Y,e6R Y@cd2,R@cd10 y", "d5", "d5-c6 d5-d7 d5xf7");
}

/* OP-2: a converted Officer becomes an ordinary soldier of the converter */
static void
test_conversion_of_officer (void)
{
  assert_apply ("opprimo", "d5Y,d7r Y@cd2,R@cd10 y", "d5xd9", "d7Y,d9Y Y@cd2,R@cd10 r");
  assert_apply ("opprimo", "d5y,d7R Y@cd2,R@cd10 r", "d7xd3", "d3R,d5R Y@cd2,R@cd10 y");
}

/* ---- promotion ---- */

static void
test_promotion_each_star (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, "a2R,c12Y,e12Y Y@cd2,R@cd10 y", "c12", "c12-b13=O c12-d13=O");
  assert_turns_from (game, "a2R,c12Y,e12Y Y@cd2,R@cd10 y", "e12", "e12-d13=O e12-f13=O");
  assert_turns_from (game, "c2R,e2R,g12Y Y@de3,R@cd10 r", "c2", "c2-b1=O c2-d1=O");
  assert_turns_from (game, "c2R,e2R,g12Y Y@de3,R@cd10 r", "e2", "e2-d1=O e2-f1=O");
  assert_apply ("opprimo", "a2R,c12Y Y@cd2,R@cd10 y", "c12-b13=O", "a2R,b13y Y@cd2,R@cd10 r");
  assert_apply ("opprimo", "e2R,g12Y Y@de3,R@cd10 r", "e2-f1=O", "f1r,g12Y Y@de3,R@cd10 y");
  /* a conversion that lands on the star promotes too */
  assert_apply ("opprimo", "b11Y,c12R Y@cd2,R@cd10 y", "b11xd13=O", "c12Y,d13y Y@cd2,R@cd10 r");
  /* straight up: d11 to d13 */
  assert_apply ("opprimo", "a2R,d11Y Y@cd2,R@cd10 y", "d11-d13=O", "a2R,d13y Y@cd2,R@cd10 r");
}

static void
test_officer_backward (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, "a2R,d7y Y@cd2,R@cd10 y", "Od7", "Od7-c6 Od7-c8 Od7-d5 Od7-d9 Od7-e6 Od7-e8");
  assert_turns_from (game, "a2R,b13y Y@cd2,R@cd10 y", "Ob13", "Ob13-a12 Ob13-b11 Ob13-c12");
  /* backward conversion, straight and diagonal */
  assert_turns_from (game, "d3R,c4R,e4R,d5R,d7y Y@de1,R@cd10 y", "Od7", "Od7-c6 Od7-c8 Od7-d9 Od7-e6 Od7-e8");
  assert_turns_from (game, "d3R,d5R,c6R,d7y Y@de1,R@cd10 y", "Od7", "Od7-c8 Od7-d9 Od7-e6 Od7-e8 Od7xb5");
  assert_apply ("opprimo", "d5R,d7y Y@de1,R@cd10 y", "Od7xd3", "d3y,d5Y Y@de1,R@cd10 r");
  assert_apply ("opprimo", "d1r,e2Y Y@cd3,R@cd10 r", "Od1xf3", "e2R,f3r Y@cd3,R@cd10 y");
  /* an Officer back on its own star stays an Officer, no second "=O" */
  assert_apply ("opprimo", "a2R,c12y Y@cd2,R@cd10 y", "Oc12-d13", "a2R,d13y Y@cd2,R@cd10 r");
}

/* ---- the end (OP-3, OP-4, OP-5) ---- */

/* The Yellow King in cd2 = {c2, c4, d3} */
static void
test_trap_yellow_king (void)
{
  assert_outcome ("c2R,c4R,d5R,g12Y Y@cd2,R@cd10 r", "d5-d3", QUINTET_STATUS_WIN, QUINTET_SIDE_1,
                  "Red trapped the Yellow King");
  /* Officers count as enemy soldiers */
  assert_outcome ("c2r,c4R,d5R,g12Y Y@cd2,R@cd10 r", "d5-d3", QUINTET_STATUS_WIN, QUINTET_SIDE_1,
                  "Red trapped the Yellow King");
}

/* The Red King in cd10 = {c10, c12, d11}: trapped by a step, and by the
 * soldier a conversion turns */
static void
test_trap_red_king (void)
{
  assert_outcome ("d3R,d9Y,c10Y,c12Y Y@cd2,R@cd10 y", "d9-d11", QUINTET_STATUS_WIN, QUINTET_SIDE_0,
                  "Yellow trapped the Red King");
  /* the conversion of d11 closes the trap (and promotes on d13) */
  assert_outcome ("d3R,d9Y,c10Y,d11R,c12Y Y@cd2,R@cd10 y", "d9xd13=O", QUINTET_STATUS_WIN, QUINTET_SIDE_0,
                  "Yellow trapped the Red King");
  /* two corners are not a trap */
  assert_outcome ("d3R,d9Y,c10Y,d11R,c12Y Y@cd2,R@cd10 y", "Kcd2-cd3", QUINTET_STATUS_ONGOING, 0, NULL);
}

/* A King that steps into a trap is trapped at once: its side loses */
static void
test_king_steps_into_trap (void)
{
  g_autoptr(QuintetGame) game = new_game ();

  /* the step is a legal turn */
  assert_turns_from (game, "c2R,d3R,c4R,g12Y Y@cd3,R@cd10 y", "K", "Kcd3-cd2 Kcd3-de3");
  assert_outcome ("c2R,d3R,c4R,g12Y Y@cd3,R@cd10 y", "Kcd3-cd2", QUINTET_STATUS_WIN, QUINTET_SIDE_1,
                  "Red wins: the Yellow King stepped into a trap");
  assert_outcome ("a2R,c10Y,d11Y,c12Y Y@cd2,R@cd11 r", "Kcd11-cd10", QUINTET_STATUS_WIN, QUINTET_SIDE_0,
                  "Yellow wins: the Red King stepped into a trap");
}

/* Figure 6: the trap ends the game even though the loser could convert
 * one of the trapping soldiers on its next turn */
static void
test_trap_decides_despite_threat (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetPositionBuffer position;

  /* after d9-d11 Red's b11 could jump c10 and convert it … */
  assert_turns_from (game, "d3R,c10Y,b11R,d11Y,c12Y Y@cd2,R@cd10 r", "b11", "b11-a10 b11-b9 b11xd9");
  /* … but the trap has already decided */
  assert_outcome ("d3R,d9Y,c10Y,b11R,c12Y Y@cd2,R@cd10 y", "d9-d11", QUINTET_STATUS_WIN, QUINTET_SIDE_0,
                  "Yellow trapped the Red King");
  g_assert_true (quintet_game_position_from_text (game, "d3R,c10Y,b11R,d11Y,c12Y Y@cd2,R@cd10 r", &position, NULL));
  g_assert_cmpint (quintet_game_position_outcome (game, &position, 2).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpuint (quintet_game_perft (game, &position, 1), ==, 0);
}

/* OP-4: no legal turn loses. A placed King can always step, so this
 * cannot arise in play; the rule is there for position texts. */
static void
test_no_legal_turn_loses (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetPositionBuffer position;
  QuintetOutcome outcome;

  g_assert_true (quintet_game_position_from_text (game, "d5Y,d9R Y@cd2,R@cd10 r", &position, NULL));
  outcome = quintet_game_position_outcome (game, &position, 0);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_NO_MOVE);
}

/* OP-5: the third occurrence of a position draws */
static void
test_third_repetition_draws (void)
{
  assert_outcome (PLACED, "Kcd2-cd3 Kcd10-cd9 Kcd3-cd2 Kcd9-cd10 Kcd2-cd3 Kcd10-cd9 Kcd3-cd2",
                  QUINTET_STATUS_ONGOING, 0, NULL);
  assert_outcome (PLACED, "Kcd2-cd3 Kcd10-cd9 Kcd3-cd2 Kcd9-cd10 Kcd2-cd3 Kcd10-cd9 Kcd3-cd2 Kcd9-cd10",
                  QUINTET_STATUS_DRAW, 0, "Draw: the same position occurred for the third time");
}

/* Plays @n turns, drawn at random among those that neither convert nor
 * promote nor repeat a position: a King's step when there is one, so
 * that the soldiers' steps last */
static void
play_quiet_turns (QuintetGame *game,
                  guint        n,
                  GHashTable  *seen,
                  GRand       *random)
{
  for (guint played = 0; played < n; played++)
    {
      gconstpointer position = quintet_game_get_position (game);
      guint n_turns, n_quiet = 0, n_king = 0, pick;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
      g_autofree guint *quiet = g_new0 (guint, n_turns + 1);
      g_autofree char *text = NULL;
      QuintetPositionBuffer next;

      for (guint i = 0; i < n_turns; i++)
        {
          g_autofree char *notation = quintet_game_format_turn (game, position, &turns[i]);
          g_autofree char *after = NULL;

          if (strchr (notation, 'x') || strstr (notation, "=O"))
            continue;
          memcpy (&next, position, quintet_game_get_position_size (game));
          quintet_game_make_turn (game, &next, &turns[i]);
          after = quintet_game_position_to_text (game, &next);
          if (g_hash_table_contains (seen, after))
            continue;
          if (notation[0] == 'K')
            {
              quiet[n_quiet++] = quiet[n_king];
              quiet[n_king++] = i;
            }
          else
            quiet[n_quiet++] = i;
        }
      if (n_quiet == 0)
        g_error ("stuck after %u at %s", played, quintet_game_position_to_text (game, position));
      pick = quiet[g_rand_int_range (random, 0, n_king > 0 ? n_king : n_quiet)];
      g_assert_true (quintet_game_play_turn (game, &turns[pick], NULL));
      text = quintet_game_position_to_text (game, quintet_game_get_position (game));
      g_hash_table_add (seen, g_steal_pointer (&text));
    }
}

/* OP-5: 100 turns in a row without a conversion or a promotion draw; a
 * conversion starts the count again */
static void
test_no_progress_draws (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) random = g_rand_new_with_seed (5);

  g_assert_true (quintet_game_load_position (game, "a2Y,c2Y,e2Y,g2Y,d5Y,d7R,a12R,c12R,e12R,g12R Y@cd2,R@cd10 y",
                                             NULL));
  g_assert_true (quintet_game_play_notation (game, "d5xd9", &error));
  g_assert_no_error (error);
  play_quiet_turns (game, 99, seen, random);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, seen, random);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Draw: 100 turns without a conversion or a promotion");
}

/* A conversion and a promotion are progress; neither is irreversible (a
 * conversion can be converted back, an Officer converted to a soldier),
 * only a placement is */
static void
test_progress_not_irreversible (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
  static const struct { const char *position, *turn; gboolean progress, irreversible; } cases[] = {
    { "d5Y,d7R Y@cd2,R@cd10 y", "d5xd9", TRUE, FALSE },
    { "a2R,c12Y Y@cd2,R@cd10 y", "c12-b13=O", TRUE, FALSE },
    { "a2R,c12Y Y@cd2,R@cd10 y", "c12-c14", FALSE, FALSE },
    { "a2R,c12Y Y@cd2,R@cd10 y", "Kcd2-cd3", FALSE, FALSE },
    { START, "K@cd2", FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QuintetPositionBuffer position;
      QuintetMove turn;

      g_assert_true (quintet_game_position_from_text (game, cases[i].position, &position, NULL));
      if (!quintet_game_parse_turn (game, &position, cases[i].turn, &turn, NULL))
        continue;   /* c12-c14: no such point, nothing to check */
      g_assert_cmpint (klass->is_progress (game, &position, &turn), ==, cases[i].progress);
      g_assert_cmpint (klass->is_irreversible (game, &position, &turn), ==, cases[i].irreversible);
    }
}

/* ---- display ---- */

static void
test_describe_position (void)
{
  g_autoptr(QuintetGame) game = play ("d5y,d7R Y@cd2,R@cd10 y", "");
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, g->n_cells);

  quintet_game_describe_position (game, quintet_game_get_position (game), cells);
  for (guint i = 0; i < g->n_cells; i++)
    {
      const char *name = g->cells[i].name;

      if (g_str_equal (name, "d5"))
        g_assert_true (cells[i].height == 1 && cells[i].stack[0] == 0 && cells[i].flags == QUINTET_PIECE_OFFICER);
      else if (g_str_equal (name, "d7"))
        g_assert_true (cells[i].height == 1 && cells[i].stack[0] == 1 && cells[i].flags == 0);
      else if (g_str_equal (name, "cd2"))
        g_assert_true (cells[i].height == 1 && cells[i].stack[0] == 0 && cells[i].flags == QUINTET_PIECE_KING);
      else if (g_str_equal (name, "cd10"))
        g_assert_true (cells[i].height == 1 && cells[i].stack[0] == 1 && cells[i].flags == QUINTET_PIECE_KING);
      else
        g_assert_cmpuint (cells[i].height, ==, 0);
    }
}

/* ---- notation and position text ---- */

static void
assert_error (const char *position_text,
              const char *turn,
              const char *message)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  QuintetPositionBuffer position;
  QuintetMove parsed;

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  g_assert_false (quintet_game_parse_turn (game, &position, turn, &parsed, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_bad_notation (void)
{
  assert_error (PLACED, "d5-d8", "“d5-d8”: expected a point such as c2 at character 4");
  assert_error (PLACED, "Kc2-d3", "“Kc2-d3”: expected a triangle such as cd2 at character 2");
  assert_error (PLACED, "Od5-d7", "“Od5-d7”: the soldier is not an Officer: leave out the “O”");
  assert_error ("a2R,d7y Y@cd2,R@cd10 y", "d7-d9", "“d7-d9”: the soldier is an Officer: write “O” before its point");
  assert_error (PLACED, "d5xd7", "“d5xd7”: this turn converts nothing, write “-” instead of “x”");
  assert_error ("d5Y,d7R Y@cd2,R@cd10 y", "d5-d9", "“d5-d9”: this turn converts, write “x” instead of “-”");
  assert_error (PLACED, "d5-d7=O", "“d5-d7=O”: this turn promotes nobody: leave out the “=O”");
  assert_error ("a2R,c12Y Y@cd2,R@cd10 y", "c12-b13", "“c12-b13”: the soldier is promoted on the star: add “=O”");
  assert_error (PLACED, "Kcd2-de2",
                "“Kcd2-de2”: the King steps to a triangle that shares a side with its own, inside its castle");
  assert_error (PLACED, "Kcd3-de3", "“Kcd3-de3”: the Yellow King is not on cd3");
  assert_error (PLACED, "K@cd3", "“K@cd3”: the Yellow King is already placed (OP-1)");
  assert_error (START, "Kcd2-cd3", "“Kcd2-cd3”: the Yellow King is not placed yet: write K@ and a triangle (OP-1)");
  assert_error (PLACED, "d9-d7", "“d9-d7”: no Yellow soldier on d9");
  /* issue 15: which part of the soldier's rule the turn breaks */
  assert_error (PLACED, "d5-c4", "“d5-c4”: only an Officer moves backward");
  assert_error (PLACED, "c2-c4", "“c2-c4”: c4 is not empty");
  assert_error (PLACED, "d5-d9", "“d5-d9”: a jump goes over an enemy soldier, and d7 holds none");
  assert_error (PLACED, "d5-d11", "“d5-d11”: a soldier steps to a neighbouring point along a line, "
                                  "or jumps along it over an adjacent enemy soldier to convert it");
  assert_error (PLACED, "d5:d7", "“d5:d7”: expected “-” or “x” at character 3");
  assert_error (PLACED, "d5-d7 ", "“d5-d7 ”: unexpected text at character 6");
  assert_error (PLACED, "d5-d7=Q", "“d5-d7=Q”: expected “=O” at character 6");
  assert_error (PLACED, "", "“”: expected a point such as c2 at character 1");
  assert_error (PLACED, "K", "“K”: expected a triangle such as cd2 at character 2");
}

static void
test_bad_position_text (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "", "expected three fields: soldiers, Kings, side to move" },
    { "c2Y - y x", "expected three fields: soldiers, Kings, side to move" },
    { " - y", "expected three fields: soldiers, Kings, side to move" },
    { "c2Y  y", "expected three fields: soldiers, Kings, side to move" },
    { "c2Y,,d3Y - y", "expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “”" },
    { "c2Y Y@cd2, r", "expected the Red King as R@ and a triangle, such as “R@cd10”, not “”" },
    { "c2Q - y", "expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “c2Q”" },
    { "cd2Y - y", "expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “cd2Y”" },
    { "c3Y - y", "expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “c3Y”" },
    { "b3Y,c2Y - y", "“c2Y” is out of order: soldiers are listed row 1 upward, a to g" },
    /* issue 15: a point given twice is named, not called out of order */
    { "c2Y,c2R - y", "c2 holds two soldiers: “c2R” repeats it" },
    { "c2Y,e2\x1b - y", "expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “e2\\x1b”" },
    { "b13Y - y", "“b13Y”: a Yellow soldier on its own star is an Officer" },
    { "b1R - y", "“b1R”: a Red soldier on its own star is an Officer" },
    { "c2Y Y@cd10 r", "the Yellow King must stand in Yellow’s castle, not on cd10" },
    { "c2Y R@cd10 r", "expected the Yellow King as Y@ and a triangle, such as “Y@cd2”, not “R@cd10”" },
    { "c2Y Y@cd2,R@c2 y", "expected the Red King as R@ and a triangle, such as “R@cd10”, not “R@c2”" },
    { "c2Y Y@cd2,R@cd10,R@cd9 y", "expected at most two Kings, not “Y@cd2,R@cd10,R@cd9”" },
    { "c2Y - r", "before the Kings are placed it is Yellow’s turn (OP-1)" },
    { "c2Y Y@cd2 y", "with only the Yellow King placed it is Red’s turn (OP-1)" },
    { "c2Y Y@cd2,R@cd10 x", "the side to move must be “y” or “r”, not “x”" },
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *quoted = quintet_text_quote (cases[i].text, -1);
      g_autofree char *expected = g_strdup_printf ("Cannot read the position: %s (“%s”)", cases[i].message, quoted);
      QuintetPositionBuffer position;

      g_assert_false (quintet_game_position_from_text (game, cases[i].text, &position, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* Mangled turns and position texts: always an answer, and an error
 * whenever the answer is no */
static void
test_garbage_never_crashes (void)
{
  static const char *const turns[] = { "c4-c6", "Kcd2-cd3", "K@cd2", "Ob13xd11", "b11xd13=O" };
  static const char alphabet[] = "abcdefgKO@xR-=,Y0123456789 yr";
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GRand) random = g_rand_new_with_seed (11);
  QuintetPositionBuffer placed, parsed;

  g_assert_true (quintet_game_position_from_text (game, PLACED, &placed, NULL));
  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr(GString) text = g_string_new (i % 2 ? PLACED : turns[i / 2 % G_N_ELEMENTS (turns)]);
      g_autoptr(GError) error = NULL;
      QuintetMove turn;
      gboolean ok;

      for (guint k = g_rand_int_range (random, 1, 4); k > 0 && text->len > 0; k--)
        {
          guint at = g_rand_int_range (random, 0, text->len);
          char c = alphabet[g_rand_int_range (random, 0, sizeof alphabet - 1)];

          switch (g_rand_int_range (random, 0, 3))
            {
            case 0: text->str[at] = c; break;
            case 1: g_string_erase (text, at, 1); break;
            default: g_string_insert_c (text, at, c); break;
            }
        }
      if (i % 2)
        ok = quintet_game_position_from_text (game, text->str, &parsed, &error);
      else
        ok = quintet_game_parse_turn (game, &placed, text->str, &turn, &error);
      g_assert_true (ok == (error == NULL));
    }
}

/* The spec's examples, written back exactly as read */
static void
test_notation_examples (void)
{
  static const struct { const char *position, *turn; } cases[] = {
    { START, "K@cd2" },
    { PLACED, "c4-c6" },
    { PLACED, "Kcd2-cd3" },
    { "c2Y,d3R,a12R Y@cd1,R@cd10 y", "c2xe4" },
    { "b11R,b13y Y@cd2,R@cd10 y", "Ob13-a12" },
    { "c12R,b13y Y@cd2,R@cd10 y", "Ob13xd11" },
    { "a2R,d11Y Y@cd2,R@cd10 y", "d11-d13=O" },
    { "b11Y,c12R Y@cd2,R@cd10 y", "b11xd13=O" },
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QuintetPositionBuffer position;
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;
      QuintetMove turn;

      g_assert_true (quintet_game_position_from_text (game, cases[i].position, &position, NULL));
      quintet_game_parse_turn (game, &position, cases[i].turn, &turn, &error);
      g_assert_no_error (error);
      written = quintet_game_format_turn (game, &position, &turn);
      g_assert_cmpstr (written, ==, cases[i].turn);
    }
}

/* Notation and position text round-trip for every legal turn of many
 * random positions, the positions reached by random play included */
static void
test_round_trip_random_positions (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GRand) random = g_rand_new_with_seed (7);
  gsize size = quintet_game_get_position_size (game);
  g_auto(QuintetTurnList) list = { 0 };
  guint n_checked = 0;

  for (guint round = 0; round < 60; round++)
    {
      QuintetPositionBuffer position;

      quintet_game_start_position (game, QUINTET_SIDE_0, &position);
      for (guint ply = 0; ply < 300; ply++)
        {
          guint n_turns = quintet_game_list_turns (game, &position, &list);

          if (quintet_game_position_outcome (game, &position, n_turns).status != QUINTET_STATUS_ONGOING)
            break;
          for (guint i = 0; i < n_turns; i++)
            {
              g_autofree char *notation = quintet_game_format_turn (game, &position, &list.turns[i]);
              g_autofree char *text = NULL;
              g_autoptr(GError) error = NULL;
              QuintetPositionBuffer after, reread;
              QuintetMove parsed;

              quintet_game_parse_turn (game, &position, notation, &parsed, &error);
              g_assert_no_error (error);
              g_assert_true (quintet_move_equal (&parsed, &list.turns[i]));

              memcpy (&after, &position, size);
              quintet_game_make_turn (game, &after, &list.turns[i]);
              text = quintet_game_position_to_text (game, &after);
              quintet_game_position_from_text (game, text, &reread, &error);
              g_assert_no_error (error);
              g_assert_true (memcmp (&reread, &after, size) == 0);
              n_checked++;
            }
          quintet_game_make_turn (game, &position, &list.turns[g_rand_int_range (random, 0, n_turns)]);
        }
    }
  g_assert_cmpuint (n_checked, >, 50000);
}

/* 2,000 seeded random games: 20 soldiers on the board after every turn
 * (none is ever removed, conversions only change colours), no King before
 * the placements and two after them, Officers only ever made on a star
 * or kept, and the hash always equal to a fresh one */
static void
test_random_games_invariants (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, g->n_cells);
  guint64 n_turns_played = 0;

  for (guint seed = 0; seed < 2000; seed++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);
      QuintetPositionBuffer position;

      quintet_game_start_position (game, QUINTET_SIDE_0, &position);
      for (guint ply = 0; ply < 1000; ply++)
        {
          guint n_soldiers = 0, n_kings = 0, n_turns;
          QuintetMove turn;

          quintet_game_describe_position (game, &position, cells);
          for (guint i = 0; i < g->n_cells; i++)
            {
              if (cells[i].height == 0)
                continue;
              if (g->cells[i].shape == QUINTET_CELL_POINT)
                {
                  g_assert_cmpuint (cells[i].flags & QUINTET_PIECE_KING, ==, 0);
                  n_soldiers++;
                }
              else
                {
                  g_assert_cmpuint (cells[i].flags, ==, QUINTET_PIECE_KING);
                  n_kings++;
                }
            }
          g_assert_cmpuint (n_soldiers, ==, 20);
          g_assert_cmpuint (n_kings, ==, MIN (ply, 2));
          g_assert_cmpuint (QUINTET_POSITION_HASH (&position), ==, quintet_game_compute_hash (game, &position));

          n_turns = quintet_game_random_turn (game, &position, g_rand_int (random), &turn);
          if (quintet_game_position_outcome (game, &position, n_turns).status != QUINTET_STATUS_ONGOING)
            break;
          if (ply < 2)
            g_assert_cmpint (turn.kind, ==, 0);   /* OP-1: the placements come first */
          quintet_game_make_turn (game, &position, &turn);
          n_turns_played++;
        }
    }
  g_assert_cmpuint (n_turns_played, >, 2000 * 20);
}

/* ---- guidance ---- */

static char *
describe (const char *position_text,
          const char *clicks)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  g_auto(GStrv) names = g_strsplit (clicks, " ", -1);
  QuintetCell cells[4];
  guint n = 0;
  QuintetPositionBuffer position;

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  for (guint i = 0; names[i] && *names[i]; i++)
    cells[n++] = quintet_geometry_find_cell (g, names[i]);
  return quintet_game_describe_clicks (game, &position, cells, n, FALSE);
}

static char *
explain (const char *position_text,
         const char *clicks,
         const char *cell)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  g_auto(GStrv) names = g_strsplit (clicks, " ", -1);
  QuintetCell cells[4];
  guint n = 0;
  QuintetPositionBuffer position;

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  for (guint i = 0; names[i] && *names[i]; i++)
    cells[n++] = quintet_geometry_find_cell (g, names[i]);
  return quintet_game_explain_click (game, &position, cells, n, quintet_geometry_find_cell (g, cell));
}

static void
test_guidance (void)
{
  static const struct { const char *position, *clicks, *cell, *text; } cases[] = {
    { START, "", NULL, "Yellow to move: place the King in a triangle of your castle" },
    { PLACED, "", NULL, "Yellow to move: choose a soldier or the King" },
    { PLACED, "cd2", NULL, "Choose a triangle next to the King, inside the castle" },
    { PLACED, "d5", NULL, "Choose where the soldier goes: one step forward, or a jump over an enemy soldier to convert it" },
    { "a2R,d7y Y@cd2,R@cd10 y", "d7", NULL,
      "Choose where the Officer goes: one step, or a jump over an enemy soldier to convert it" },
    { START, "", "cd10", "The King is placed in a triangle of your own castle" },
    { START, "", "c2", "First the King is placed, in a triangle of your castle" },
    { PLACED, "", "de3", "Your King is not in that triangle; soldiers stand on the points" },
    { PLACED, "", "cd10", "That is a Red piece: it is Yellow’s turn" },
    { PLACED, "cd2", "cd4", "The piece on cd2 cannot go to cd4. The King never leaves its castle" },
    { PLACED, "cd2", "de2", "The piece on cd2 cannot go to de2. The King steps to a triangle that shares a side with its own" },
    { PLACED, "cd2", "c6", "The piece on cd2 cannot go to c6. The King moves from triangle to triangle" },
    { PLACED, "d5", "d3", "The piece on d5 cannot go to d3. A soldier moves forward only; an Officer, promoted on a star, also backward" },
    { PLACED, "c4", "d5", "The piece on c4 cannot go to d5. That point is taken; a soldier converts by jumping over an enemy soldier" },
    { PLACED, "c4", "e6", "The piece on c4 cannot go to e6. Only an enemy soldier can be jumped over and converted" },
    { PLACED, "d5", "d9", "The piece on d5 cannot go to d9. A step goes to the next point along the line" },
    { PLACED, "d5", "cd4", "The piece on d5 cannot go to cd4. A soldier moves along the lines, from point to point" },
    { PLACED, "d5", "g10", "The piece on d5 cannot go to g10. A soldier steps to the next point along a line, or jumps one enemy soldier" },
    { "d5Y,d7R,d9R Y@cd2,R@cd10 y", "d5", "d9", "The piece on d5 cannot go to d9. A conversion lands on an empty point" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cases[i].cell == NULL ? describe (cases[i].position, cases[i].clicks)
                                                    : explain (cases[i].position, cases[i].clicks, cases[i].cell);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_tiny_capacity_counts_every_turn (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("opprimo");

  /* 22 Yellow soldiers: more than play keeps (20), as a position text may
   * give; the generator's room is bounded by the board, not by play */
  assert_counts_past_capacity (game, "a2y,c2y,e2y,g2y,a4y,b5y,d5y,f5y,g6y,b7y,d7y,f7y,a8y,c8y,e8y,e10y,g10y,"
                                     "b11y,d11y,f11R,a12y,c12y,f13y Y@cd2,R@cd10 y", 78);
  assert_counts_past_capacity (game, START, 12);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/opprimo/board/geometry-45-points-66-triangles-12-a-castle", test_geometry);
  g_test_add_func ("/opprimo/board/points-and-triangles-apart", test_geometry_points_and_triangles_apart);
  g_test_add_func ("/opprimo/limits/tiny-capacity-counts-every-turn", test_tiny_capacity_counts_every_turn);
  g_test_add_func ("/opprimo/king/OP-1-placement-turns", test_placement);
  g_test_add_func ("/opprimo/king/OP-1-placement-only-in-own-castle", test_placement_outside_castle);
  g_test_add_func ("/opprimo/king/steps-inside-castle-only", test_king_inside_castle);
  g_test_add_func ("/opprimo/soldier/steps-forward-three-ways-side-lines-no-backward", test_soldier_steps_forward);
  g_test_add_func ("/opprimo/soldier/conversion-each-direction", test_conversion_each_direction);
  g_test_add_func ("/opprimo/soldier/no-double-conversion-never-compulsory", test_no_double_conversion);
  g_test_add_func ("/opprimo/soldier/OP-2-converted-officer-becomes-soldier", test_conversion_of_officer);
  g_test_add_func ("/opprimo/promotion/each-star", test_promotion_each_star);
  g_test_add_func ("/opprimo/promotion/officer-backward-step-and-conversion", test_officer_backward);
  g_test_add_func ("/opprimo/end/OP-3-trap-yellow-king", test_trap_yellow_king);
  g_test_add_func ("/opprimo/end/OP-3-trap-red-king", test_trap_red_king);
  g_test_add_func ("/opprimo/end/OP-3-king-steps-into-trap", test_king_steps_into_trap);
  g_test_add_func ("/opprimo/end/OP-3-trap-decides-despite-threatened-conversion", test_trap_decides_despite_threat);
  g_test_add_func ("/opprimo/end/OP-4-no-legal-turn-loses", test_no_legal_turn_loses);
  g_test_add_func ("/opprimo/end/OP-5-third-repetition-draws", test_third_repetition_draws);
  g_test_add_func ("/opprimo/end/OP-5-no-progress-draws", test_no_progress_draws);
  g_test_add_func ("/opprimo/end/OP-5-conversion-is-progress-not-irreversible", test_progress_not_irreversible);
  g_test_add_func ("/opprimo/display/kings-and-officers", test_describe_position);
  g_test_add_func ("/opprimo/notation/spec-examples", test_notation_examples);
  g_test_add_func ("/opprimo/notation/round-trip-every-turn-random-positions", test_round_trip_random_positions);
  g_test_add_func ("/opprimo/input/bad-notation", test_bad_notation);
  g_test_add_func ("/opprimo/input/bad-position-text", test_bad_position_text);
  g_test_add_func ("/opprimo/input/garbage-never-crashes", test_garbage_never_crashes);
  g_test_add_func ("/opprimo/input/guidance", test_guidance);
  g_test_add_func ("/opprimo/random/2000-games-20-soldiers-two-kings", test_random_games_invariants);

  return g_test_run ();
}
