/* test-opprimo-perft.c — perft from the start and after the placements
 * (rules/opprimo.md reference counts), and from positions with Officers
 * and near-traps against a naive generator written here from the rules
 * text: a mailbox board of columns and rows. It does not call the
 * engine's generator; it takes only the triangles and castles from the
 * geometry data (the reconstructed board) and reads the position text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "test-engine-common.h"

#define START "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R - y"
#define PLACED "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R " \
               "Y@cd2,R@cd10 y"

/* ---- the naive reference ---- */

typedef struct {
  char name[6];
  int  corner[3][2];   /* column, row */
  int  owner;          /* castle of side 0 or 1, or -1 */
} NaiveTriangle;

static NaiveTriangle triangles[66];
static int n_triangles;

typedef struct {
  char board[7][14];   /* [column][row]: 0, 'Y', 'R', 'y', 'r' (Officers) */
  int  king[2];        /* triangle index or -1 */
  int  side;           /* 0 Yellow, 1 Red */
} Naive;

static gboolean
point_exists (int column,
              int row)
{
  return column >= 0 && column < 7 && row >= 1 && row <= 13 && (column + row - 1) % 2 == 1;
}

/* Triangles and castles from the geometry: corners matched to points by
 * their coordinates. */
static void
naive_init (QuintetGame *game)
{
  const QuintetGeometry *g = quintet_game_get_geometry (game);

  n_triangles = 0;
  for (guint i = 0; i < g->n_cells; i++)
    {
      NaiveTriangle *t;

      if (g->cells[i].shape != QUINTET_CELL_TRIANGLE)
        continue;
      t = &triangles[n_triangles++];
      strcpy (t->name, g->cells[i].name);
      t->owner = -1;
      for (guint k = 0; k < 3; k++)
        for (guint j = 0; j < g->n_cells; j++)
          if (g->cells[j].shape == QUINTET_CELL_POINT &&
              ABS (g->cells[j].x - g->cells[i].corners[k][0]) < 1e-9 &&
              ABS (g->cells[j].y - g->cells[i].corners[k][1]) < 1e-9)
            {
              t->corner[k][0] = g->cells[j].name[0] - 'a';
              t->corner[k][1] = atoi (g->cells[j].name + 1);
            }
      for (guint z = 0; z < g->n_zones; z++)
        if (g->zones[z].kind == QUINTET_ZONE_HOME)
          for (guint k = 0; k < g->zones[z].n_cells; k++)
            if (g->zones[z].cells[k] == i)
              t->owner = g->zones[z].side;
    }
  g_assert_cmpint (n_triangles, ==, 66);
}

static int
find_triangle (const char *name)
{
  for (int t = 0; t < n_triangles; t++)
    if (strcmp (triangles[t].name, name) == 0)
      return t;
  g_assert_not_reached ();
}

static void
naive_parse (const char *text,
             Naive      *n)
{
  g_auto(GStrv) fields = g_strsplit (text, " ", -1);

  memset (n, 0, sizeof *n);
  n->king[0] = n->king[1] = -1;
  if (strcmp (fields[0], "-") != 0)
    {
      g_auto(GStrv) items = g_strsplit (fields[0], ",", -1);

      for (guint i = 0; items[i]; i++)
        {
          gsize length = strlen (items[i]);

          n->board[items[i][0] - 'a'][atoi (items[i] + 1)] = items[i][length - 1];
        }
    }
  if (strcmp (fields[1], "-") != 0)
    {
      g_auto(GStrv) items = g_strsplit (fields[1], ",", -1);

      for (guint i = 0; items[i]; i++)
        n->king[items[i][0] == 'Y' ? 0 : 1] = find_triangle (items[i] + 2);
    }
  n->side = fields[2][0] == 'y' ? 0 : 1;
}

static int
owner (char piece)
{
  return piece == 0 ? -1 : (piece == 'Y' || piece == 'y') ? 0 : 1;
}

static gboolean
shares_edge (int a,
             int b)
{
  int shared = 0;

  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      shared += triangles[a].corner[i][0] == triangles[b].corner[j][0] &&
                triangles[a].corner[i][1] == triangles[b].corner[j][1];
  return shared == 2;
}

static gboolean
trapped (const Naive *n,
         int          side)
{
  int t = n->king[side];

  if (t < 0)
    return FALSE;
  for (int k = 0; k < 3; k++)
    if (owner (n->board[triangles[t].corner[k][0]][triangles[t].corner[k][1]]) != 1 - side)
      return FALSE;
  return TRUE;
}

static gboolean
is_star (int side,
         int column,
         int row)
{
  return (column == 1 || column == 3 || column == 5) && row == (side == 0 ? 13 : 1);
}

/* Every legal turn, written in the notation of the spec. */
static GPtrArray *
naive_generate (const Naive *n)
{
  static const int steps[6][2] = { { 0, 2 }, { -1, 1 }, { 1, 1 }, { 0, -2 }, { -1, -1 }, { 1, -1 } };
  GPtrArray *turns = g_ptr_array_new_with_free_func (g_free);
  int side = n->side;

  if (n->king[side] < 0)
    {
      for (int t = 0; t < n_triangles; t++)
        if (triangles[t].owner == side)
          g_ptr_array_add (turns, g_strdup_printf ("K@%s", triangles[t].name));
      return turns;
    }

  for (int c = 0; c < 7; c++)
    for (int r = 1; r <= 13; r++)
      {
        char piece = n->board[c][r];
        gboolean officer = g_ascii_islower (piece);

        if (owner (piece) != side)
          continue;
        for (int d = 0; d < 6; d++)
          {
            int dc = steps[d][0], dr = steps[d][1];
            int c1 = c + dc, r1 = r + dr, c2 = c1 + dc, r2 = r1 + dr;
            gboolean forward = side == 0 ? dr > 0 : dr < 0;
            int to_c, to_r;
            char separator;

            if ((!forward && !officer) || !point_exists (c1, r1))
              continue;
            if (n->board[c1][r1] == 0)
              to_c = c1, to_r = r1, separator = '-';
            else if (owner (n->board[c1][r1]) == 1 - side && point_exists (c2, r2) && n->board[c2][r2] == 0)
              to_c = c2, to_r = r2, separator = 'x';
            else
              continue;
            g_ptr_array_add (turns, g_strdup_printf ("%s%c%d%c%c%d%s", officer ? "O" : "", 'a' + c, r, separator,
                                                     'a' + to_c, to_r,
                                                     !officer && is_star (side, to_c, to_r) ? "=O" : ""));
          }
      }

  for (int t = 0; t < n_triangles; t++)
    if (triangles[t].owner == side && shares_edge (t, n->king[side]))
      g_ptr_array_add (turns, g_strdup_printf ("K%s-%s", triangles[n->king[side]].name, triangles[t].name));
  return turns;
}

static void
naive_make (Naive      *n,
            const char *turn)
{
  int side = n->side;

  if (g_str_has_prefix (turn, "K@"))
    n->king[side] = find_triangle (turn + 2);
  else if (turn[0] == 'K')
    n->king[side] = find_triangle (strchr (turn, '-') + 1);
  else
    {
      const char *from = turn[0] == 'O' ? turn + 1 : turn;
      const char *separator = strpbrk (from, "-x");
      int fc = from[0] - 'a', fr = atoi (from + 1);
      int tc = separator[1] - 'a', tr = atoi (separator + 2);
      char piece = n->board[fc][fr];

      n->board[fc][fr] = 0;
      if (*separator == 'x')   /* the jumped soldier turns, an Officer no more (OP-2) */
        n->board[(fc + tc) / 2][(fr + tr) / 2] = side == 0 ? 'Y' : 'R';
      if (strstr (turn, "=O"))
        piece = g_ascii_tolower (piece);
      n->board[tc][tr] = piece;
    }
  n->side = 1 - side;
}

static guint64
naive_perft (const Naive *n,
             guint        depth)
{
  g_autoptr(GPtrArray) turns = NULL;
  guint64 count = 0;

  if (depth == 0)
    return 1;
  turns = naive_generate (n);
  /* OP-3 for both Kings, OP-4 */
  if (trapped (n, 0) || trapped (n, 1) || turns->len == 0)
    return 0;
  if (depth == 1)
    return turns->len;
  for (guint i = 0; i < turns->len; i++)
    {
      Naive next = *n;

      naive_make (&next, turns->pdata[i]);
      count += naive_perft (&next, depth - 1);
    }
  return count;
}

/* ---- tests ---- */

/* rules/opprimo.md "Reference counts": 12 placements (OP-1), then Red's 12 */
static void
test_perft_start (void)
{
  static const guint64 expected[] = { 1, 12, 144, 2160 };

  for (guint depth = 0; depth < G_N_ELEMENTS (expected); depth++)
    g_assert_cmpuint (engine_perft ("opprimo", START, depth), ==, expected[depth]);
}

static void
test_perft_after_placement (void)
{
  static const guint64 expected[] = { 1, 16, 256, 4427, 76448 };

  for (guint depth = 0; depth < G_N_ELEMENTS (expected); depth++)
    g_assert_cmpuint (engine_perft ("opprimo", PLACED, depth), ==, expected[depth]);
}

/* The engine's legal turns in notation, sorted, and the naive ones */
static void
compare_turns (QuintetGame *game,
               const char  *text)
{
  g_auto(GStrv) engine = legal_turns (game, text);
  g_autoptr(GPtrArray) naive_turns = NULL;
  g_autofree char *engine_text = NULL, *naive_text = NULL;
  Naive n;

  naive_parse (text, &n);
  naive_turns = naive_generate (&n);
  g_ptr_array_sort (naive_turns, compare_strings);
  g_ptr_array_add (naive_turns, NULL);
  engine_text = g_strjoinv (" ", engine);
  naive_text = g_strjoinv (" ", (GStrv) naive_turns->pdata);
  if (g_strcmp0 (engine_text, naive_text) != 0)
    g_error ("%s:\n engine: %s\n naive:  %s", text, engine_text, naive_text);
}

static void
compare_perft (QuintetGame *game,
               const char  *text,
               guint        depth)
{
  Naive n;

  naive_parse (text, &n);
  compare_turns (game, text);
  g_test_message ("%s", text);
  g_assert_cmpuint (engine_perft ("opprimo", text, depth), ==, naive_perft (&n, depth));
}

/* Officers of both sides (OP-2 conversions of Officers), Kings one soldier
 * short of a trap (OP-3), a King that could step into a trap, stars. */
static const char *const chosen_positions[] = {
  PLACED,
  "c2R,d3R,e4Y,d5y,c6r,e6R,b11R,d11Y,f11Y,c12Y,b13y Y@cd2,R@cd10 y",
  "e2R,d3R,f3R,e4Y,d5Y,c10Y,e10R,d11Y,c12r,e12R Y@de2,R@cd10 r",
  "b1r,c2Y,d3R,c4R,b5Y,e6r,d9y,c10Y,d11Y,b13y,d13y Y@bc2,R@cd10 y",
  "a2R,b3R,a4Y,c4y,b5r,c10Y,b11Y,a12Y,c12R,f13y Y@ab1,R@ab11 r",
  "d1r,c2Y,e2R,d3Y,e4R,f5Y,d9R,e10Y,d11R,e12Y Y@de1,R@de10 y",
};

static void
test_perft_chosen (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("opprimo");

  naive_init (game);
  for (guint i = 0; i < G_N_ELEMENTS (chosen_positions); i++)
    compare_perft (game, chosen_positions[i], 3);
}

/* Random placements of 20 soldiers, some of them Officers, and two
 * placed Kings: perft 3 against the naive generator. */
static char *
random_position (GRand       *random,
                 QuintetGame *game)
{
  const QuintetGeometry *g = quintet_game_get_geometry (game);
  g_autoptr(GString) text = g_string_new (NULL);
  int yellow_castle[12], red_castle[12], n_yellow = 0, n_red = 0;
  gboolean used[45] = { FALSE };
  guint n_soldiers = g_rand_int_range (random, 6, 21);

  for (guint k = 0; k < n_soldiers; k++)
    used[g_rand_int_range (random, 0, 45)] = TRUE;
  for (guint p = 0; p < 45; p++)
    {
      const char *name = g->cells[p].name;
      int side = g_rand_int_range (random, 0, 2);
      gboolean on_star = (name[0] == 'b' || name[0] == 'd' || name[0] == 'f') &&
                         atoi (name + 1) == (side == 0 ? 13 : 1);
      gboolean officer = on_star || g_rand_int_range (random, 0, 4) == 0;
      char letter = side == 0 ? 'Y' : 'R';

      if (used[p])
        g_string_append_printf (text, "%s%s%c", text->len ? "," : "", name,
                                officer ? g_ascii_tolower (letter) : letter);
    }
  for (int t = 0; t < n_triangles; t++)
    {
      if (triangles[t].owner == 0)
        yellow_castle[n_yellow++] = t;
      if (triangles[t].owner == 1)
        red_castle[n_red++] = t;
    }
  g_string_append_printf (text, " Y@%s,R@%s %c", triangles[yellow_castle[g_rand_int_range (random, 0, 12)]].name,
                          triangles[red_castle[g_rand_int_range (random, 0, 12)]].name,
                          g_rand_boolean (random) ? 'y' : 'r');
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_perft_random_positions (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("opprimo");
  g_autoptr(GRand) random = g_rand_new_with_seed (2026);

  naive_init (game);
  for (guint i = 0; i < 150; i++)
    {
      g_autofree char *text = random_position (random, game);

      compare_perft (game, text, 3);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/opprimo/perft/start-OP-1", test_perft_start);
  g_test_add_func ("/opprimo/perft/after-placement", test_perft_after_placement);
  g_test_add_func ("/opprimo/perft/officers-and-near-traps-naive", test_perft_chosen);
  g_test_add_func ("/opprimo/perft/random-positions-naive", test_perft_random_positions);

  return g_test_run ();
}
