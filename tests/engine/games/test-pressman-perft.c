/* test-pressman-perft.c — perft from the start (rules/pressman.md reference
 * counts) and from mid-game positions, checked against a naive generator
 * written here from the rules text, independently of the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "test-engine-common.h"

/* ---- the naive reference: a mailbox board and direction loops ---- */

typedef struct {
  char board[8][8];     /* [rank][file]: 0, 'W', 'B', 'w', 'b' */
  int  side;            /* 0 White, 1 Black */
  int  reserve[2];
} Naive;

static void
naive_parse (const char *text,
             Naive      *n)
{
  int rank = 7, file = 0;
  const char *c = text;

  memset (n, 0, sizeof *n);
  for (; *c != ' '; c++)
    {
      if (*c == '/')
        rank--, file = 0;
      else if (*c >= '1' && *c <= '8')
        file += *c - '0';
      else
        n->board[rank][file++] = *c;
    }
  n->side = c[1] == 'w' ? 0 : 1;
  g_assert_cmpint (sscanf (c + 3, "%d %d", &n->reserve[0], &n->reserve[1]), ==, 2);
}

static int
owner (char piece)
{
  return piece == 0 ? -1 : (piece == 'W' || piece == 'w') ? 0 : 1;
}

typedef struct { int from_rank, from_file, to_rank, to_file, place_file; } NaiveMove;  /* place_file -1: none */

static int
naive_generate (const Naive *n,
                NaiveMove   *moves)
{
  static const int directions[8][2] = { {0,1},{1,1},{1,0},{1,-1},{0,-1},{-1,-1},{-1,0},{-1,1} };
  int count = 0;
  int home = n->side == 0 ? 0 : 7, enemy_home = 7 - home;

  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 8; f++)
      {
        char piece = n->board[r][f];

        if (owner (piece) != n->side)
          continue;
        for (int d = 0; d < 8; d++)
          for (int tf = f + directions[d][0], tr = r + directions[d][1];
               tf >= 0 && tf < 8 && tr >= 0 && tr < 8;
               tf += directions[d][0], tr += directions[d][1])
            {
              if (owner (n->board[tr][tf]) == n->side)
                break;
              moves[count++] = (NaiveMove) { r, f, tr, tf, -1 };
              /* active soldier on the enemy home base, reserve left */
              if (tr == enemy_home && g_ascii_isupper (piece) && n->reserve[n->side] > 0)
                for (int pf = 0; pf < 8; pf++)
                  {
                    gboolean empty = n->board[home][pf] == 0 || (home == r && pf == f);

                    if (empty && !(home == tr && pf == tf))
                      moves[count++] = (NaiveMove) { r, f, tr, tf, pf };
                  }
              if (owner (n->board[tr][tf]) >= 0)
                break;
            }
      }

  return count;
}

static void
naive_make (Naive           *n,
            const NaiveMove *m)
{
  char piece = n->board[m->from_rank][m->from_file];
  gboolean own_half = n->side == 0 ? m->to_rank < 4 : m->to_rank >= 4;
  gboolean inactive = g_ascii_islower (piece) && !own_half;
  char upper = n->side == 0 ? 'W' : 'B';

  n->board[m->from_rank][m->from_file] = 0;
  if (m->place_file >= 0)
    {
      n->board[n->side == 0 ? 0 : 7][m->place_file] = upper;
      n->reserve[n->side]--;
      inactive = TRUE;
    }
  n->board[m->to_rank][m->to_file] = inactive ? g_ascii_tolower (upper) : upper;
  n->side = 1 - n->side;
}

static gboolean
naive_decided (const Naive *n)
{
  gboolean present[2] = { FALSE, FALSE };

  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 8; f++)
      if (owner (n->board[r][f]) >= 0)
        present[owner (n->board[r][f])] = TRUE;

  return !present[0] || !present[1];
}

static guint64
naive_perft (const Naive *n,
             int          depth)
{
  NaiveMove moves[1024];
  int count;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  if (naive_decided (n))
    return 0;
  count = naive_generate (n, moves);
  for (int i = 0; i < count; i++)
    {
      Naive next = *n;

      naive_make (&next, &moves[i]);
      total += naive_perft (&next, depth - 1);
    }
  return total;
}

/* ---- tests ---- */

static void
test_perft_start (void)
{
  const char *start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w 12 12";

  /* rules/pressman.md "Reference counts" */
  g_assert_cmpuint (engine_perft ("pressman", start, 1), ==, 90);
  g_assert_cmpuint (engine_perft ("pressman", start, 2), ==, 7712);
  g_assert_cmpuint (engine_perft ("pressman", start, 3), ==, 767994);
}

/* Mid-game positions with raids, inactive soldiers, both sides to move */
static const char *midgame[] = {
  "2B4B/2W5/8/3B4/8/1b6/8/WWW1WWWW w 5 3",
  "BBB1B1BB/1B1BB1B1/2W1w3/5W2/1B6/3W1b2/W1W1W1W1/WW2W1WW b 4 6",
  "B6B/8/8/3Ww3/8/8/6B1/1W4W1 w 0 2",
};

static void
test_perft_midgame (gconstpointer data)
{
  const char *text = data;
  Naive naive;

  naive_parse (text, &naive);
  for (guint depth = 1; depth <= 3; depth++)
    g_assert_cmpuint (engine_perft ("pressman", text, depth), ==, naive_perft (&naive, depth));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pressman/perft/start-depth-3", test_perft_start);
  for (guint i = 0; i < G_N_ELEMENTS (midgame); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pressman/perft/midgame-%u-depth-3", i + 1);

      g_test_add_data_func (path, midgame[i], test_perft_midgame);
    }

  return g_test_run ();
}
