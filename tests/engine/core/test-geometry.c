/* test-geometry.c — the square-grid builder, the cell-name parser, and the
 * games' boards built with them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-geometry.h"
#include "quintet-registry.h"

typedef struct {
  guint       cell;
  const char *name;
  double      x, y;
  guint8      shade;
} ExpectedCell;

static void
assert_cells (const QuintetGeometry *geometry,
              const ExpectedCell    *expected,
              guint                  n_expected)
{
  for (guint i = 0; i < n_expected; i++)
    {
      const QuintetCellInfo *cell = &geometry->cells[expected[i].cell];

      g_assert_cmpstr (cell->name, ==, expected[i].name);
      g_assert_cmpfloat (cell->x, ==, expected[i].x);
      g_assert_cmpfloat (cell->y, ==, expected[i].y);
      g_assert_cmpuint (cell->shade, ==, expected[i].shade);
      g_assert_cmpuint (cell->shape, ==, QUINTET_CELL_SQUARE);
      g_assert_cmpuint (cell->n_corners, ==, 4);
      g_assert_cmpfloat (cell->corners[0][0], ==, expected[i].x - 0.5);
      g_assert_cmpfloat (cell->corners[2][1], ==, expected[i].y + 0.5);
    }
}

static void
assert_label (const QuintetGeometry *geometry,
              guint                  index,
              const char            *text,
              double                 x,
              double                 y)
{
  g_assert_cmpuint (index, <, geometry->n_labels);
  g_assert_cmpstr (geometry->labels[index].text, ==, text);
  g_assert_cmpfloat (geometry->labels[index].x, ==, x);
  g_assert_cmpfloat (geometry->labels[index].y, ==, y);
}

/* Overlord's board (rules/overlord.md): 7 × 9, files a-g, rank 1 at the bottom */
static void
test_grid_overlord (void)
{
  static QuintetSquareGrid grid;
  static const ExpectedCell cells[] = {
    { 0, "a1", 1, 9, 1 }, { 6, "g1", 7, 9, 1 }, { 31, "d5", 4, 5, 0 },
    { 32, "e5", 5, 5, 1 }, { 56, "a9", 1, 1, 1 }, { 62, "g9", 7, 1, 1 },
  };
  const QuintetGeometry *geometry = &grid.geometry;

  quintet_square_grid_init (&grid, 7, 9, QUINTET_GRID_DEFAULT);

  g_assert_cmpuint (geometry->n_cells, ==, 63);
  g_assert_cmpuint (geometry->n_labels, ==, 16);
  g_assert_cmpuint (geometry->n_zones, ==, 0);
  g_assert_cmpfloat (geometry->width, ==, 8);
  g_assert_cmpfloat (geometry->height, ==, 10);
  g_assert_cmpfloat (geometry->board_width, ==, 7);
  g_assert_cmpfloat (geometry->board_height, ==, 9);
  assert_cells (geometry, cells, G_N_ELEMENTS (cells));
  assert_label (geometry, 0, "a", 1, 9.75);
  assert_label (geometry, 6, "g", 7, 9.75);
  assert_label (geometry, 7, "1", 0.25, 9);
  assert_label (geometry, 15, "9", 0.25, 1);
}

static void
test_grid_options (void)
{
  static QuintetSquareGrid grid;
  static const ExpectedCell cells[] = {
    { 0, "A1", 1, 1, 0 }, { 1, "B1", 2, 1, 1 }, { 5, "A2", 1, 2, 1 }, { 24, "E5", 5, 5, 0 },
  };

  quintet_square_grid_init (&grid, 5, 5,
                            QUINTET_GRID_UPPER_CASE | QUINTET_GRID_RANK_1_TOP | QUINTET_GRID_A1_LIGHT);
  assert_cells (&grid.geometry, cells, G_N_ELEMENTS (cells));
  assert_label (&grid.geometry, 0, "A", 1, 5.75);
  assert_label (&grid.geometry, 5, "1", 0.25, 1);

  quintet_square_grid_init (&grid, 10, 10, QUINTET_GRID_DEFAULT);
  assert_label (&grid.geometry, 19, "10", 0.25, 1);
}

typedef struct {
  const char  *game;
  guint        n_cells, n_labels, n_zones;
  double       width, height;
  ExpectedCell cells[4];
} ExpectedBoard;

/* The boards as they were before the games shared the builder */
static void
test_game_boards (void)
{
  static const ExpectedBoard boards[] = {
    { "pressman", 64, 16, 2, 9, 9,
      { { 0, "a1", 1, 8, 1 }, { 28, "e4", 5, 5, 0 }, { 63, "h8", 8, 1, 1 }, { 7, "h1", 8, 8, 0 } } },
    { "ordo", 80, 18, 2, 11, 9,
      { { 0, "a1", 1, 8, 1 }, { 24, "e3", 5, 6, 1 }, { 79, "j8", 10, 1, 1 }, { 9, "j1", 10, 8, 0 } } },
    { "ordo-x", 80, 18, 2, 11, 9,
      { { 0, "a1", 1, 8, 1 }, { 24, "e3", 5, 6, 1 }, { 79, "j8", 10, 1, 1 }, { 70, "a8", 1, 1, 0 } } },
    { "oferhlyp", 49, 14, 0, 8, 8,
      { { 0, "A1", 1, 1, 0 }, { 4, "E1", 5, 1, 0 }, { 48, "G7", 7, 7, 0 }, { 7, "A2", 1, 2, 1 } } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (boards[i].game);
      const QuintetGeometry *geometry = quintet_game_get_geometry (game);

      g_assert_cmpuint (geometry->n_cells, ==, boards[i].n_cells);
      g_assert_cmpuint (geometry->n_labels, ==, boards[i].n_labels);
      g_assert_cmpuint (geometry->n_zones, ==, boards[i].n_zones);
      g_assert_cmpfloat (geometry->width, ==, boards[i].width);
      g_assert_cmpfloat (geometry->height, ==, boards[i].height);
      g_assert_cmpfloat (geometry->piece_radius, ==, 0.38);
      assert_cells (geometry, boards[i].cells, G_N_ELEMENTS (boards[i].cells));
    }
}

static void
test_parse_square (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  g_autoptr(GError) error = NULL;
  guint offset = 3, cell = 0;

  g_assert_true (quintet_geometry_parse_cell (geometry, "c2-e4", &offset, &cell, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (offset, ==, 5);
  g_assert_cmpuint (cell, ==, 28);

  offset = 3;
  g_assert_false (quintet_geometry_parse_cell (geometry, "c2-c9", &offset, &cell, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION);
  g_assert_cmpstr (error->message, ==, "“c2-c9”: expected a square from a1 to h8 at character 4");
  g_assert_cmpuint (offset, ==, 3);
}

/* Opprimo's points and triangles: "c2" is a prefix of "cd2" */
static void
test_parse_longest_name (void)
{
  static QuintetCellInfo cells[3] = {
    { .name = "c2", .shape = QUINTET_CELL_POINT },
    { .name = "cd2", .shape = QUINTET_CELL_TRIANGLE },
    { .name = "d2", .shape = QUINTET_CELL_POINT },
  };
  QuintetGeometry geometry = { .n_cells = G_N_ELEMENTS (cells), .cells = cells };
  g_autoptr(GError) error = NULL;
  guint offset = 0, cell = 99;

  g_assert_cmpuint (quintet_geometry_match_cell (&geometry, "cd2-c2", &cell), ==, 3);
  g_assert_cmpuint (cell, ==, 1);
  g_assert_cmpuint (quintet_geometry_match_cell (&geometry, "c2-cd2", &cell), ==, 2);
  g_assert_cmpuint (cell, ==, 0);
  g_assert_cmpuint (quintet_geometry_match_cell (&geometry, "e2", &cell), ==, 0);

  g_assert_false (quintet_geometry_parse_cell (&geometry, "e2", &offset, &cell, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION);
  g_assert_cmpstr (error->message, ==, "“e2”: expected a cell name at character 1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/geometry/grid/overlord-7x9", test_grid_overlord);
  g_test_add_func ("/geometry/grid/options", test_grid_options);
  g_test_add_func ("/geometry/grid/game-boards-unchanged", test_game_boards);
  g_test_add_func ("/geometry/parse/square", test_parse_square);
  g_test_add_func ("/geometry/parse/longest-name", test_parse_longest_name);

  return g_test_run ();
}
