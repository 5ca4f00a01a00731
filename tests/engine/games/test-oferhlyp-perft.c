/* test-oferhlyp-perft.c — perft from the start (rules/oferhlyp.md
 * reference counts) and from positions with chain attacks, checked
 * against a naive generator written here from the rules text,
 * independently of the engine: a mailbox board, and every chain walked
 * on copies of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#define START "LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d"

/* ---- the naive reference ---- */

typedef struct {
  char board[7][7];     /* [row][file], row 0 = row 1 at the top; 0 = empty */
  int  side;            /* 0 Dark, 1 Light */
} Naive;

typedef struct {
  Naive after;
  char  notation[64];
} NaiveTurn;

#define MAX_NAIVE_TURNS 4096

static const int directions[8][2] = { {-1,0},{-1,1},{0,1},{1,1},{1,0},{1,-1},{0,-1},{-1,-1} };

static void
naive_parse (const char *text,
             Naive      *n)
{
  int row = 0, file = 0;
  const char *c = text;

  memset (n, 0, sizeof *n);
  for (; *c != ' '; c++)
    {
      if (*c == '/')
        row++, file = 0;
      else if (*c >= '1' && *c <= '7')
        file += *c - '0';
      else
        n->board[row][file++] = *c;
    }
  n->side = c[1] == 'd' ? 0 : 1;
}

static int
owner (char token)
{
  if (token == 0)
    return -1;
  return strchr ("DdJP", token) != NULL ? 0 : 1;
}

static gboolean
is_king (char token)
{
  return token != 0 && strchr ("JPKQ", token) != NULL;
}

static gboolean
is_half (char token)
{
  return token != 0 && strchr ("dPlQ", token) != NULL;
}

/* One hit: full → half, half → gone */
static char
hit (char token)
{
  switch (token)
    {
    case 'D': return 'd';
    case 'J': return 'P';
    case 'L': return 'l';
    case 'K': return 'Q';
    default:  return 0;
    }
}

static gboolean
inside (int row,
        int file)
{
  return row >= 0 && row < 7 && file >= 0 && file < 7;
}

static void
add (NaiveTurn  *turns,
     int        *count,
     const Naive *after,
     const char *notation)
{
  g_assert_cmpint (*count, <, MAX_NAIVE_TURNS);
  turns[*count].after = *after;
  turns[*count].after.side = 1 - after->side;
  g_strlcpy (turns[*count].notation, notation, sizeof turns[*count].notation);
  (*count)++;
}

/* Attack jumps from (row, file) on @board, where the jumper stands now;
 * @attacked marks the tokens hit this turn. */
static void
naive_chains (const Naive *n,
              int          row,
              int          file,
              gboolean     attacked[7][7],
              const char  *so_far,
              NaiveTurn   *turns,
              int         *count)
{
  for (int d = 0; d < 8; d++)
    {
      int over_row = row + directions[d][0], over_file = file + directions[d][1];
      int land_row = over_row + directions[d][0], land_file = over_file + directions[d][1];
      char over, text[64];
      Naive next = *n;
      gboolean king_gone;

      if (!inside (land_row, land_file) || n->board[land_row][land_file] != 0)
        continue;
      over = n->board[over_row][over_file];
      if (owner (over) != 1 - n->side || attacked[over_row][over_file])
        continue;

      g_snprintf (text, sizeof text, "%sx%s%c%d(%s)", so_far, is_king (over) ? "K" : "",
                  'A' + land_file, land_row + 1, is_half (over) ? "1>0" : "2>1");
      next.board[land_row][land_file] = n->board[row][file];
      next.board[row][file] = 0;
      next.board[over_row][over_file] = hit (over);
      king_gone = is_king (over) && is_half (over);
      add (turns, count, &next, text);

      if (!king_gone)
        {
          attacked[over_row][over_file] = TRUE;
          naive_chains (&next, land_row, land_file, attacked, text, turns, count);
          attacked[over_row][over_file] = FALSE;
        }
    }
}

static int
naive_generate (const Naive *n,
                NaiveTurn   *turns)
{
  int count = 0;

  for (int row = 0; row < 7; row++)
    for (int file = 0; file < 7; file++)
      {
        char token = n->board[row][file];
        char from[4];
        gboolean attacked[7][7] = { { FALSE } };

        if (owner (token) != n->side)
          continue;
        g_snprintf (from, sizeof from, "%s%c%d", is_king (token) ? "K" : "", 'A' + file, row + 1);

        for (int d = 0; d < 8; d++)
          {
            int to_row = row + directions[d][0], to_file = file + directions[d][1];
            char text[16];
            Naive next = *n;

            if (!inside (to_row, to_file))
              continue;
            if (n->board[to_row][to_file] == 0)
              {
                /* a move */
                g_snprintf (text, sizeof text, "%s-%c%d", from, 'A' + to_file, to_row + 1);
                next.board[to_row][to_file] = token;
                next.board[row][file] = 0;
                add (turns, &count, &next, text);
              }
            else if (owner (n->board[to_row][to_file]) == n->side &&
                     inside (to_row + directions[d][0], to_file + directions[d][1]) &&
                     n->board[to_row + directions[d][0]][to_file + directions[d][1]] == 0)
              {
                /* a friendly jump */
                g_snprintf (text, sizeof text, "%s~%c%d", from,
                            'A' + to_file + directions[d][1], to_row + directions[d][0] + 1);
                next.board[to_row + directions[d][0]][to_file + directions[d][1]] = token;
                next.board[row][file] = 0;
                add (turns, &count, &next, text);
              }
          }

        naive_chains (n, row, file, attacked, from, turns, &count);
      }

  return count;
}

static gboolean
naive_decided (const Naive *n)
{
  int kings[2] = { 0, 0 }, tokens = 0;

  for (int row = 0; row < 7; row++)
    for (int file = 0; file < 7; file++)
      if (n->board[row][file] != 0)
        {
          tokens++;
          if (is_king (n->board[row][file]))
            kings[owner (n->board[row][file])]++;
        }

  /* a king removed (OF-3), or only the two kings left (OF-4) */
  return kings[0] == 0 || kings[1] == 0 || tokens == 2;
}

static guint64
naive_perft (const Naive *n,
             int          depth)
{
  g_autofree NaiveTurn *turns = NULL;
  int count;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  if (naive_decided (n))
    return 0;
  turns = g_new (NaiveTurn, MAX_NAIVE_TURNS);
  count = naive_generate (n, turns);
  if (depth == 1)
    return count;
  for (int i = 0; i < count; i++)
    total += naive_perft (&turns[i].after, depth - 1);
  return total;
}

/* ---- tests ---- */

static void
test_perft_start (void)
{
  /* rules/oferhlyp.md "Reference counts" */
  g_assert_cmpuint (engine_perft ("oferhlyp", START, 1), ==, 36);
  g_assert_cmpuint (engine_perft ("oferhlyp", START, 2), ==, 1296);
  g_assert_cmpuint (engine_perft ("oferhlyp", START, 3), ==, 54252);
  g_assert_cmpuint (engine_perft ("oferhlyp", START, 4), ==, 2269992);
}

/* The engine's turns, in notation and sorted, equal the naive ones. */
static void
assert_same_turns (const char *text)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  g_auto(GStrv) engine = legal_turns (game, text);
  g_autofree NaiveTurn *turns = g_new (NaiveTurn, MAX_NAIVE_TURNS);
  g_autoptr(GPtrArray) naive = g_ptr_array_new ();
  g_autofree char *engine_text = NULL;
  g_autofree char *naive_text = NULL;
  Naive n;
  int count;

  naive_parse (text, &n);
  count = naive_generate (&n, turns);
  for (int i = 0; i < count; i++)
    g_ptr_array_add (naive, turns[i].notation);
  g_ptr_array_sort (naive, compare_strings);
  g_ptr_array_add (naive, NULL);

  engine_text = g_strjoinv (" ", engine);
  naive_text = g_strjoinv (" ", (GStrv) naive->pdata);
  g_assert_cmpstr (engine_text, ==, naive_text);
}

/* Positions with chains: over several tokens, round a loop back to the
 * start square, over a half king (OF-3), both sides to move */
static const char *chains[] = {
  "6K/7/3L3/2l4/7/2L4/J1D4 d",
  "K6/7/7/4L2/3L1L1/3DL2/6J d",
  "7/7/7/2L4/7/2Q4/2D3J d",
  "LLLKL1L/L1lLlLL/1D1d1L1/2D1D2/1l1D1d1/D2D2D/1DDJD1D l",
  "1L1K1L1/LlL1lLl/1D1D1D1/7/1d1D1L1/D1D1D1D/1DDJDD1 d",
};

static void
test_perft_chains (gconstpointer data)
{
  const char *text = data;
  Naive naive;

  naive_parse (text, &naive);
  assert_same_turns (text);
  for (guint depth = 1; depth <= 3; depth++)
    g_assert_cmpuint (engine_perft ("oferhlyp", text, depth), ==, naive_perft (&naive, depth));
}

/* Positions reached by seeded random play from the start, where the
 * armies have met */
static void
test_perft_random_positions (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  g_auto(QuintetTurnList) list = { 0 };
  guint with_chains = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);
      QuintetPositionBuffer position;
      g_autofree char *text = NULL;
      Naive naive;
      guint n_turns = 0;

      quintet_game_start_position (game, QUINTET_SIDE_0, &position);
      for (guint ply = 0; ply < 10 + 3 * seed; ply++)
        {
          n_turns = quintet_game_list_turns (game, &position, &list);
          if (n_turns == 0 || quintet_game_position_outcome (game, &position, n_turns).status != QUINTET_STATUS_ONGOING)
            break;
          quintet_game_make_turn (game, &position, &list.turns[g_rand_int_range (random, 0, n_turns)]);
        }

      text = quintet_game_position_to_text (game, &position);
      naive_parse (text, &naive);
      assert_same_turns (text);
      for (guint depth = 1; depth <= 3; depth++)
        g_assert_cmpuint (quintet_game_perft (game, &position, depth), ==, naive_perft (&naive, depth));

      n_turns = quintet_game_list_turns (game, &position, &list);
      for (guint i = 0; i < n_turns; i++)
        with_chains += list.turns[i].length > 2;
    }

  /* the positions do exercise chains */
  g_assert_cmpuint (with_chains, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/oferhlyp/perft/start-depth-4", test_perft_start);
  for (guint i = 0; i < G_N_ELEMENTS (chains); i++)
    {
      g_autofree char *path = g_strdup_printf ("/oferhlyp/perft/chains-%u-depth-3", i + 1);

      g_test_add_data_func (path, chains[i], test_perft_chains);
    }
  g_test_add_func ("/oferhlyp/perft/random-positions-depth-3", test_perft_random_positions);

  return g_test_run ();
}
