/* opprimo-board.c — the Opprimo board as data, and the tables built from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The source's figures are lost: this board is our reconstruction from the
 * rules text (rules/opprimo.md, "The board"). Everything about its shape is
 * in the tables of the first section — points, line directions, triangles,
 * castles, stars and starting points — named as in the notation, so a
 * correction of the board is an edit of these tables alone. The rest of the
 * file only turns the names into ids and draws nothing of its own.
 */
#include "config.h"


#include "opprimo-private.h"

/* ==== the board data ==== */

/* The 45 points, row 13 (Red's edge) to row 1 (Yellow's edge); the cell
 * ids follow the canonical order of the position text: row 1 upward, a to g. */
static const char *const point_rows[13][4] = {
  { "b13", "d13", "f13" },
  { "a12", "c12", "e12", "g12" },
  { "b11", "d11", "f11" },
  { "a10", "c10", "e10", "g10" },
  { "b9", "d9", "f9" },
  { "a8", "c8", "e8", "g8" },
  { "b7", "d7", "f7" },
  { "a6", "c6", "e6", "g6" },
  { "b5", "d5", "f5" },
  { "a4", "c4", "e4", "g4" },
  { "b3", "d3", "f3" },
  { "a2", "c2", "e2", "g2" },
  { "b1", "d1", "f1" },
};

/* The lines, as steps of (columns, rows) from a point to the next one up:
 * vertical lines skip a row, diagonal ones go to the neighbouring column.
 * Two points joined by a step are joined by a line; there are no
 * horizontal lines. Directions 3–5 are the same steps down. */
static const int line_steps[3][2] = {
  { 0, 2 }, { -1, 1 }, { 1, 1 },
};

/* The 66 triangles: a vertical edge and the point beside its middle,
 * named by the two columns and the lowest row. */
static const struct {
  const char *name;
  const char *corners[3];
} triangle_data[N_TRIANGLES] = {
  { "ab1", { "b1", "b3", "a2" } },   { "bc1", { "b1", "b3", "c2" } },
  { "cd1", { "d1", "d3", "c2" } },   { "de1", { "d1", "d3", "e2" } },
  { "ef1", { "f1", "f3", "e2" } },   { "fg1", { "f1", "f3", "g2" } },
  { "ab2", { "a2", "a4", "b3" } },   { "bc2", { "c2", "c4", "b3" } },
  { "cd2", { "c2", "c4", "d3" } },   { "de2", { "e2", "e4", "d3" } },
  { "ef2", { "e2", "e4", "f3" } },   { "fg2", { "g2", "g4", "f3" } },
  { "ab3", { "b3", "b5", "a4" } },   { "bc3", { "b3", "b5", "c4" } },
  { "cd3", { "d3", "d5", "c4" } },   { "de3", { "d3", "d5", "e4" } },
  { "ef3", { "f3", "f5", "e4" } },   { "fg3", { "f3", "f5", "g4" } },
  { "ab4", { "a4", "a6", "b5" } },   { "bc4", { "c4", "c6", "b5" } },
  { "cd4", { "c4", "c6", "d5" } },   { "de4", { "e4", "e6", "d5" } },
  { "ef4", { "e4", "e6", "f5" } },   { "fg4", { "g4", "g6", "f5" } },
  { "ab5", { "b5", "b7", "a6" } },   { "bc5", { "b5", "b7", "c6" } },
  { "cd5", { "d5", "d7", "c6" } },   { "de5", { "d5", "d7", "e6" } },
  { "ef5", { "f5", "f7", "e6" } },   { "fg5", { "f5", "f7", "g6" } },
  { "ab6", { "a6", "a8", "b7" } },   { "bc6", { "c6", "c8", "b7" } },
  { "cd6", { "c6", "c8", "d7" } },   { "de6", { "e6", "e8", "d7" } },
  { "ef6", { "e6", "e8", "f7" } },   { "fg6", { "g6", "g8", "f7" } },
  { "ab7", { "b7", "b9", "a8" } },   { "bc7", { "b7", "b9", "c8" } },
  { "cd7", { "d7", "d9", "c8" } },   { "de7", { "d7", "d9", "e8" } },
  { "ef7", { "f7", "f9", "e8" } },   { "fg7", { "f7", "f9", "g8" } },
  { "ab8", { "a8", "a10", "b9" } },  { "bc8", { "c8", "c10", "b9" } },
  { "cd8", { "c8", "c10", "d9" } },  { "de8", { "e8", "e10", "d9" } },
  { "ef8", { "e8", "e10", "f9" } },  { "fg8", { "g8", "g10", "f9" } },
  { "ab9", { "b9", "b11", "a10" } }, { "bc9", { "b9", "b11", "c10" } },
  { "cd9", { "d9", "d11", "c10" } }, { "de9", { "d9", "d11", "e10" } },
  { "ef9", { "f9", "f11", "e10" } }, { "fg9", { "f9", "f11", "g10" } },
  { "ab10", { "a10", "a12", "b11" } }, { "bc10", { "c10", "c12", "b11" } },
  { "cd10", { "c10", "c12", "d11" } }, { "de10", { "e10", "e12", "d11" } },
  { "ef10", { "e10", "e12", "f11" } }, { "fg10", { "g10", "g12", "f11" } },
  { "ab11", { "b11", "b13", "a12" } }, { "bc11", { "b11", "b13", "c12" } },
  { "cd11", { "d11", "d13", "c12" } }, { "de11", { "d11", "d13", "e12" } },
  { "ef11", { "f11", "f13", "e12" } }, { "fg11", { "f11", "f13", "g12" } },
};

/* The castles (the King's whole world, OP-1), the stars each side
 * promotes on, and the starting points ("small yellow and red dots"). */
static const char *const castle_data[2][CASTLE_SIZE] = {
  { "ab1", "bc1", "bc2", "cd1", "cd2", "cd3", "de1", "de2", "de3", "ef1", "ef2", "fg1" },
  { "ab11", "bc10", "bc11", "cd9", "cd10", "cd11", "de9", "de10", "de11", "ef10", "ef11", "fg11" },
};

static const char *const star_data[2][3] = {
  { "b13", "d13", "f13" },
  { "b1", "d1", "f1" },
};

static const char *const start_data[2][10] = {
  { "a2", "c2", "e2", "g2", "b3", "d3", "f3", "c4", "e4", "d5" },
  { "a12", "c12", "e12", "g12", "b11", "d11", "f11", "c10", "e10", "d9" },
};

/* ==== drawing: where the data goes in board space ==== */

/* Every line is one unit long: rows half a unit apart, columns √3/2 */
#define ROW_HEIGHT     0.5
#define COLUMN_WIDTH   0.8660254037844386
#define MARGIN         0.9     /* from the outer points to the board's edge */
#define AREA_INSET     0.45    /* from the outer points to the playing area */
#define N_LINES_MAX    128

OpprimoBoard opprimo_board;

static QuintetCellInfo cells[N_CELLS];
static QuintetLineInfo lines[N_LINES_MAX];
static QuintetLabelInfo labels[7 + 13];
static QuintetZoneInfo zones[4];

/* Column (a = 0) and row (1 …) of a point name */
static guint point_column[N_POINTS];
static guint point_row[N_POINTS];

const char *
_opprimo_cell_name (guint cell)
{
  g_assert (cell < N_CELLS);
  return cells[cell].name;
}

static guint
lookup (const char *name)
{
  for (guint i = 0; i < N_CELLS; i++)
    if (strcmp (cells[i].name, name) == 0)
      return i;
  g_error ("Opprimo board data: no cell “%s”", name);
}

static guint
lookup_triangle (const char *name)
{
  guint cell = lookup (name);

  g_assert (IS_TRIANGLE (cell));
  return CELL_TRIANGLE (cell);
}

static guint
find_point (int column,
            int row)
{
  for (guint i = 0; i < N_POINTS; i++)
    if ((int) point_column[i] == column && (int) point_row[i] == row)
      return i;
  return NO_POINT;
}

static void
init_points (void)
{
  guint id = 0;

  for (int r = 12; r >= 0; r--)
    for (guint k = 0; k < 4 && point_rows[r][k] != NULL; k++)
      {
        QuintetCellInfo *cell = &cells[id];
        const char *name = point_rows[r][k];

        g_strlcpy (cell->name, name, sizeof cell->name);
        cell->shape = QUINTET_CELL_POINT;
        point_column[id] = name[0] - 'a';
        point_row[id] = atoi (name + 1);
        cell->x = MARGIN + point_column[id] * COLUMN_WIDTH;
        cell->y = MARGIN + (13 - point_row[id]) * ROW_HEIGHT;
        id++;
      }
  g_assert (id == N_POINTS);
}

static void
init_lines (void)
{
  guint n_lines = 0;

  for (guint p = 0; p < N_POINTS; p++)
    for (guint d = 0; d < N_DIRECTIONS; d++)
      {
        int sign = d < 3 ? 1 : -1;
        guint q = find_point (point_column[p] + sign * line_steps[d % 3][0],
                              point_row[p] + sign * line_steps[d % 3][1]);

        opprimo_board.neighbour[p][d] = q;
        if (q == NO_POINT || d >= 3)
          continue;
        g_assert (n_lines < N_LINES_MAX);
        lines[n_lines++] = (QuintetLineInfo) { cells[p].x, cells[p].y, cells[q].x, cells[q].y };
      }
  opprimo_board.geometry.n_lines = n_lines;
}

static void
init_triangles (void)
{
  for (guint t = 0; t < N_TRIANGLES; t++)
    {
      QuintetCellInfo *cell = &cells[TRIANGLE_CELL (t)];

      g_strlcpy (cell->name, triangle_data[t].name, sizeof cell->name);
      cell->shape = QUINTET_CELL_TRIANGLE;
      cell->n_corners = 3;
      for (guint k = 0; k < 3; k++)
        {
          guint p = lookup (triangle_data[t].corners[k]);

          g_assert (IS_POINT (p));
          opprimo_board.corners[t][k] = p;
          opprimo_board.corner_mask[t] |= BIT (p);
          cell->corners[k][0] = cells[p].x;
          cell->corners[k][1] = cells[p].y;
          cell->x += cells[p].x / 3;
          cell->y += cells[p].y / 3;
        }
    }
}

/* Two triangles are neighbours when they share an edge: two corners. */
static void
init_adjacency (void)
{
  for (guint t = 0; t < N_TRIANGLES; t++)
    for (guint u = 0; u < N_TRIANGLES; u++)
      if (u != t && quintet_popcount64 (opprimo_board.corner_mask[t] & opprimo_board.corner_mask[u]) == 2)
        {
          g_assert (opprimo_board.n_adjacent[t] < 3);
          opprimo_board.adjacent[t][opprimo_board.n_adjacent[t]++] = u;
        }
}

static void
init_zones (void)
{
  memset (opprimo_board.castle_owner, -1, sizeof opprimo_board.castle_owner);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      QuintetZoneInfo *castle = &zones[side];
      QuintetZoneInfo *stars = &zones[2 + side];

      *castle = (QuintetZoneInfo) { QUINTET_ZONE_HOME, side, 0, CASTLE_SIZE, { 0 } };
      for (guint k = 0; k < CASTLE_SIZE; k++)
        {
          guint t = lookup_triangle (castle_data[side][k]);

          opprimo_board.castle[side][k] = t;
          opprimo_board.castle_owner[t] = side;
          castle->cells[k] = TRIANGLE_CELL (t);
        }

      *stars = (QuintetZoneInfo) { QUINTET_ZONE_GOAL, side, 0, G_N_ELEMENTS (star_data[side]), { 0 } };
      for (guint k = 0; k < G_N_ELEMENTS (star_data[side]); k++)
        {
          guint p = lookup (star_data[side][k]);

          opprimo_board.stars[side] |= BIT (p);
          stars->cells[k] = p;
        }

      for (guint k = 0; k < G_N_ELEMENTS (start_data[side]); k++)
        opprimo_board.start[side] |= BIT (lookup (start_data[side][k]));
    }
}

/* Column letters under the board, row numbers at its left edge. */
static void
init_labels (const QuintetGeometry *g)
{
  for (guint column = 0; column < 7; column++)
    labels[column] = (QuintetLabelInfo) { { 'a' + column, 0 }, MARGIN + column * COLUMN_WIDTH,
                                          g->height - (MARGIN - AREA_INSET) / 2 };
  for (guint row = 1; row <= 13; row++)
    {
      QuintetLabelInfo *label = &labels[7 + row - 1];

      g_snprintf (label->text, sizeof label->text, "%u", row);
      label->x = (MARGIN - AREA_INSET) / 2;
      label->y = MARGIN + (13 - row) * ROW_HEIGHT;
    }
}

void
_opprimo_board_init (void)
{
  QuintetGeometry *g = &opprimo_board.geometry;
  double width = 6 * COLUMN_WIDTH, height = 12 * ROW_HEIGHT;

  init_points ();
  init_lines ();
  init_triangles ();
  init_adjacency ();
  init_zones ();

  g->width = width + 2 * MARGIN;
  g->height = height + 2 * MARGIN;
  g->board_x = MARGIN - AREA_INSET;
  g->board_y = MARGIN - AREA_INSET;
  g->board_width = width + 2 * AREA_INSET;
  g->board_height = height + 2 * AREA_INSET;
  g->piece_radius = 0.25;     /* a King at a triangle's centre clears its corners' soldiers */
  g->n_cells = N_CELLS;
  g->cells = cells;
  g->lines = lines;
  g->n_labels = G_N_ELEMENTS (labels);
  g->labels = labels;
  g->n_zones = G_N_ELEMENTS (zones);
  g->zones = zones;
  init_labels (g);
}
