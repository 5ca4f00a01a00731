/* test-ordo-perft.c — perft from the start (rules/ordo.md reference counts)
 * and from positions with reconnection (OR-2), removals and tie choices
 * (OX-2) and two-part turns (OX-3), checked against a naive generator
 * written here from the rules text, independently of the engine: a
 * mailbox board and flood-fill connectivity.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#define START "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WW2WW2WW/WWWWWWWWWW/2WW2WW2 w"

/* ---- the naive reference ---- */

typedef struct {
  char     board[8][10];   /* [rank][file]: 0, 'W' or 'B' */
  int      side;           /* 0 White, 1 Black */
  gboolean x;              /* Ordo X */
} Naive;

static char
piece_of (int side)
{
  return side == 0 ? 'W' : 'B';
}

static void
naive_parse (const char *text,
             gboolean    x,
             Naive      *n)
{
  int rank = 7, file = 0;
  const char *c = text;

  memset (n, 0, sizeof *n);
  n->x = x;
  for (; *c != ' '; c++)
    {
      if (*c == '/')
        rank--, file = 0;
      else if (c[0] == '1' && c[1] == '0')
        file += 10, c++;
      else if (*c >= '1' && *c <= '9')
        file += *c - '0';
      else
        n->board[rank][file++] = *c;
    }
  n->side = c[1] == 'w' ? 0 : 1;
}

static gboolean
on_board (int rank,
          int file)
{
  return rank >= 0 && rank < 8 && file >= 0 && file < 10;
}

/* Marks the group of (rank, file) in @mark with @label; returns its size */
static int
naive_flood (const Naive *n,
             char         piece,
             int          rank,
             int          file,
             int          mark[8][10],
             int          label)
{
  int size = 1;

  mark[rank][file] = label;
  for (int dr = -1; dr <= 1; dr++)
    for (int df = -1; df <= 1; df++)
      {
        int r = rank + dr, f = file + df;

        if (on_board (r, f) && n->board[r][f] == piece && mark[r][f] == 0)
          size += naive_flood (n, piece, r, f, mark, label);
      }
  return size;
}

/* The groups of @piece: labels 1 … count in @mark, sizes in @sizes */
static int
naive_groups (const Naive *n,
              char         piece,
              int          mark[8][10],
              int         *sizes)
{
  int count = 0;

  memset (mark, 0, sizeof (int) * 80);
  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 10; f++)
      if (n->board[r][f] == piece && mark[r][f] == 0)
        {
          sizes[count] = naive_flood (n, piece, r, f, mark, count + 1);
          count++;
        }
  return count;
}

static gboolean
naive_connected (const Naive *n,
                 int          side)
{
  int mark[8][10], sizes[80];

  return naive_groups (n, piece_of (side), mark, sizes) <= 1;
}

static gboolean
naive_decided (const Naive *n)
{
  gboolean present[2] = { FALSE, FALSE };

  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 10; f++)
      if (n->board[r][f])
        {
          int side = n->board[r][f] == 'W' ? 0 : 1;

          present[side] = TRUE;
          if ((side == 0 && r == 7) || (side == 1 && r == 0))
            return TRUE;
        }
  return !present[0] || !present[1];
}

typedef struct {
  Naive    after;
  gboolean sideways;
} NaivePart;

/* OX-2: every way the largest group stays after a capture */
static int
naive_removals (const Naive *n,
                NaivePart   *out)
{
  char enemy = piece_of (1 - n->side);
  int mark[8][10], sizes[80], largest = 0, count = 0;
  int n_groups = naive_groups (n, enemy, mark, sizes);

  if (n_groups <= 1)
    {
      out[0].after = *n;
      return 1;
    }
  for (int g = 0; g < n_groups; g++)
    largest = MAX (largest, sizes[g]);
  for (int g = 0; g < n_groups; g++)
    if (sizes[g] == largest)
      {
        out[count].after = *n;
        for (int r = 0; r < 8; r++)
          for (int f = 0; f < 10; f++)
            if (mark[r][f] != 0 && mark[r][f] != g + 1)
              out[count].after.board[r][f] = 0;
        count++;
      }
  return count;
}

/* Direction classes: 1 forward (straight or diagonal), 2 sideways, 4 backward */
static int
naive_class (int side,
             int dr)
{
  int forward = side == 0 ? dr : -dr;

  return forward > 0 ? 1 : forward == 0 ? 2 : 4;
}

static int
naive_parts (const Naive *n,
             int          classes,
             NaivePart   *out)
{
  char own = piece_of (n->side), enemy = piece_of (1 - n->side);
  int count = 0;

  /* singletons */
  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 10; f++)
      if (n->board[r][f] == own)
        for (int dr = -1; dr <= 1; dr++)
          for (int df = -1; df <= 1; df++)
            {
              if ((dr == 0 && df == 0) || !(classes & naive_class (n->side, dr)))
                continue;
              for (int tr = r + dr, tf = f + df; on_board (tr, tf) && n->board[tr][tf] != own;
                   tr += dr, tf += df)
                {
                  gboolean capture = n->board[tr][tf] == enemy;
                  Naive next = *n;

                  next.board[r][f] = 0;
                  next.board[tr][tf] = own;
                  if (naive_connected (&next, n->side))
                    {
                      int made = capture && n->x ? naive_removals (&next, out + count) : 1;

                      if (!(capture && n->x))
                        out[count].after = next;
                      for (int k = 0; k < made; k++)
                        out[count + k].sideways = dr == 0;
                      count += made;
                    }
                  if (capture)
                    break;
                }
            }

  /* ordos: every pair of ends of a straight line of own checkers */
  for (int r = 0; r < 8; r++)
    for (int f = 0; f < 10; f++)
      for (int horizontal = 0; horizontal <= 1; horizontal++)
        for (int length = 2; length <= 10; length++)
          {
            int cells[10][2];
            gboolean line = TRUE;

            for (int k = 0; k < length; k++)
              {
                cells[k][0] = r + (horizontal ? 0 : k);
                cells[k][1] = f + (horizontal ? k : 0);
                line = line && on_board (cells[k][0], cells[k][1]) && n->board[cells[k][0]][cells[k][1]] == own;
              }
            if (!line)
              break;

            for (int dr = -1; dr <= 1; dr++)
              for (int df = -1; df <= 1; df++)
                {
                  if ((dr == 0 && df == 0) || !(classes & naive_class (n->side, dr)))
                    continue;
                  /* Classic: a horizontal ordo straight forward/backward, a vertical one sideways */
                  if (!n->x && (horizontal ? df != 0 : dr != 0))
                    continue;
                  for (int d = 1;; d++)
                    {
                      Naive next = *n;
                      gboolean free = TRUE;

                      for (int k = 0; k < length; k++)
                        next.board[cells[k][0]][cells[k][1]] = 0;
                      for (int k = 0; k < length && free; k++)
                        {
                          int tr = cells[k][0] + d * dr, tf = cells[k][1] + d * df;

                          free = on_board (tr, tf) && next.board[tr][tf] == 0;
                          if (free)
                            next.board[tr][tf] = own;
                        }
                      if (!free)
                        break;
                      if (naive_connected (&next, n->side))
                        {
                          out[count].after = next;
                          out[count++].sideways = dr == 0;
                        }
                    }
                }
          }

  return count;
}

static int
naive_turns (const Naive *n,
             Naive       *out)
{
  NaivePart *parts = g_new (NaivePart, 4096);
  NaivePart *second = g_new (NaivePart, 4096);
  int count = 0, n_parts;

  if (!n->x)
    {
      int classes = naive_connected (n, n->side) ? 3 : 7;   /* OR-2 */

      n_parts = naive_parts (n, classes, parts);
      for (int i = 0; i < n_parts; i++)
        out[count++] = parts[i].after;
    }
  else
    {
      n_parts = naive_parts (n, 3, parts);
      for (int i = 0; i < n_parts; i++)
        {
          Naive *after = &parts[i].after;
          gboolean enemy_left = FALSE;

          for (int r = 0; r < 8; r++)
            for (int f = 0; f < 10; f++)
              enemy_left |= after->board[r][f] == piece_of (1 - n->side);
          if (!parts[i].sideways || !enemy_left)
            {
              out[count++] = *after;
              continue;
            }
          /* OX-3: then a forward part */
          for (int k = 0, n_second = naive_parts (after, 1, second); k < n_second; k++)
            out[count++] = second[k].after;
        }
    }

  for (int i = 0; i < count; i++)
    out[i].side = 1 - n->side;
  g_free (parts);
  g_free (second);
  return count;
}

static guint64
naive_perft (const Naive *n,
             int          depth)
{
  Naive *children;
  int count;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  if (naive_decided (n))
    return 0;
  children = g_new (Naive, 16384);
  count = naive_turns (n, children);
  if (depth == 1)
    total = count;
  else
    for (int i = 0; i < count; i++)
      total += naive_perft (&children[i], depth - 1);
  g_free (children);
  return total;
}

/* ---- tests ---- */

static void
test_perft_start_classic (void)
{
  /* rules/ordo.md "Reference counts" */
  g_assert_cmpuint (engine_perft ("ordo", START, 1), ==, 56);
  g_assert_cmpuint (engine_perft ("ordo", START, 2), ==, 3136);
  g_assert_cmpuint (engine_perft ("ordo", START, 3), ==, 190114);
}

static void
test_perft_start_x (void)
{
  g_assert_cmpuint (engine_perft ("ordo-x", START, 1), ==, 2062);
  g_assert_cmpuint (engine_perft ("ordo-x", START, 2), ==, 4207548);
}

typedef struct {
  const char *game_id;
  const char *position;
  int         depth;
} PerftCase;

static const PerftCase cases[] = {
  /* OR-2: reconnecting after a capture, by a capture or backward */
  { "ordo", "10/10/10/3B6/2W7/3W6/4W5/10 b", 4 },
  { "ordo", "9B/10/10/10/1WW7/10/3W6/10 w", 3 },
  { "ordo", "1BB2BB3/B1BBBBBB1B/2B1B2BB1/3W1B4/2WW2W3/W1WW1WW2W/1W1WW1W3/10 w", 4 },
  { "ordo", START, 2 },
  /* OX-2 removals and ties, OX-3 two-part turns with captures */
  { "ordo-x", "10/BB1BBB4/2BW6/10/10/10/10/10 w", 3 },
  { "ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", 3 },
  { "ordo-x", "B9/10/10/10/10/3WW5/3WW5/10 w", 2 },
  { "ordo-x", "10/1BB1B5/2BB1B4/1W1BW5/1WW1W5/10/10/10 b", 3 },
  /* Ordo X depth 3 from the start, sampled: after three of the 2,062
   * first turns (the whole of perft 3, 11,094,056,144, takes minutes) */
  { "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/4W5/WW2W3WW/WWWWWWWWWW/W2W2WW2 b", 2 },
  { "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/WWW7/3W4WW/WWWWWWWWWW/2WW2WW2 b", 2 },
  { "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/9W/WW2WW2W1/WWWWWWWWWW/2WW2WW2 b", 2 },
};

static void
test_perft_naive (gconstpointer data)
{
  const PerftCase *c = data;
  Naive naive;

  naive_parse (c->position, g_str_equal (c->game_id, "ordo-x"), &naive);
  for (int depth = 1; depth <= c->depth; depth++)
    g_assert_cmpuint (engine_perft (c->game_id, c->position, depth), ==, naive_perft (&naive, depth));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ordo/perft/start-classic-depth-3", test_perft_start_classic);
  g_test_add_func ("/ordo/perft/start-x-depth-2", test_perft_start_x);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ordo/perft/%s-naive-%u-depth-%d", cases[i].game_id, i + 1,
                                               cases[i].depth);

      g_test_add_data_func (path, &cases[i], test_perft_naive);
    }

  return g_test_run ();
}
