/* test-overlord-perft.c — perft from the start (rules/overlord.md
 * reference counts) and from positions with tall columns, pieces on the
 * wall, captured pieces and launches, checked against a naive generator
 * written here from the rules text, independently of the engine: a
 * mailbox board of stacks, every route of a piece walked step by step on
 * copies of it, and the turns merged by the position they leave (OV-8:
 * a turn is an outcome, two turns never leave the same position).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#define START "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -"

/* ---- the naive reference ---- */

typedef struct {
  int side;       /* 0 White, 1 Red */
  int count;      /* OV-4, for its controller */
  int moved;      /* during a turn */
  int before;     /* its controller before the turn */
} NaivePiece;

typedef struct {
  int        n[63];
  NaivePiece p[63][5];
  int        side;
} Naive;

static int
wall_of (int square)
{
  /* OV-1: a5 c5 e5 g5 are 3 high, b5 d5 f5 2 high */
  return square / 7 == 4 ? (square % 2 == 0 ? 3 : 2) : 0;
}

static int
height_of (const Naive *n,
           int          square)
{
  return n->n[square] + wall_of (square);
}

static int
top_of (const Naive *n,
        int          square)
{
  return n->n[square] > 0 ? n->p[square][n->n[square] - 1].side : -1;
}

static void
naive_parse (const char *text,
             Naive      *n)
{
  const char *c = text;
  int rank = 8, file = 0;

  memset (n, 0, sizeof *n);
  for (; *c != ' '; c++)
    {
      int square = rank * 7 + file;

      if (*c == '/')
        {
          rank--, file = 0;
          continue;
        }
      if (*c == '[')
        {
          for (c++; *c != ']'; c++)
            n->p[square][n->n[square]++].side = *c == 'r';
        }
      else if (*c != '.')
        n->p[square][n->n[square]++].side = *c == 'r';
      file++;
    }
  n->side = c[1] == 'r';
  for (c += 3; *c != '\0' && *c != '-'; c += *c == ',' ? 1 : 0)
    {
      int square = (c[1] - '1') * 7 + (c[0] - 'a');
      int level = c[2] - '0';

      n->p[square][level - wall_of (square) - 1].count = c[5] - '0';
      c += 6;
    }
}

static char *
naive_text (const Naive *n)
{
  GString *text = g_string_new (NULL);
  gboolean any = FALSE;

  for (int rank = 8; rank >= 0; rank--)
    {
      for (int file = 0; file < 7; file++)
        {
          int square = rank * 7 + file;

          if (n->n[square] == 0)
            g_string_append_c (text, '.');
          if (n->n[square] > 1)
            g_string_append_c (text, '[');
          for (int i = 0; i < n->n[square]; i++)
            g_string_append_c (text, n->p[square][i].side ? 'r' : 'w');
          if (n->n[square] > 1)
            g_string_append_c (text, ']');
        }
      if (rank > 0)
        g_string_append_c (text, '/');
    }
  g_string_append_printf (text, " %c ", n->side ? 'r' : 'w');
  for (int rank = 8; rank >= 0; rank--)
    for (int file = 0; file < 7; file++)
      for (int i = 0, square = rank * 7 + file; i < n->n[square]; i++)
        if (n->p[square][i].count > 0)
          {
            g_string_append_printf (text, "%s%c%d%d:%c%d", any ? "," : "", 'a' + file, rank + 1,
                                    wall_of (square) + i + 1, top_of (n, square) ? 'r' : 'w',
                                    n->p[square][i].count);
            any = TRUE;
          }
  if (!any)
    g_string_append_c (text, '-');
  return g_string_free (text, FALSE);
}

typedef struct {
  const Naive *start;     /* with every piece's controller before the turn */
  GHashTable  *results;   /* position texts after each turn */
  int          mover;
  int          from;
} Walk;

/* OV-4 after the turn, then the position is one result */
static void
add_result (Walk  *walk,
            Naive *after)
{
  for (int square = 0; square < 63; square++)
    for (int i = 0; i < after->n[square]; i++)
      {
        NaivePiece *piece = &after->p[square][i];
        int controller = top_of (after, square);

        if (piece->moved)
          piece->count = controller == walk->mover ? piece->count + 1 : 0;
        else if (controller != piece->before || controller == walk->mover)
          piece->count = 0;
        piece->moved = piece->before = 0;
      }
  after->side = 1 - walk->mover;
  g_hash_table_add (walk->results, naive_text (after));
}

static void
move_piece (Naive *n,
            int    from,
            int    to)
{
  NaivePiece piece = n->p[from][--n->n[from]];

  piece.moved = 1;
  n->p[to][n->n[to]++] = piece;
}

static int
rank_for (int mover,
          int square)
{
  /* ranks counted from the mover's own edge, 0 … 8 */
  return mover == 0 ? square / 7 : 8 - square / 7;
}

/* The moved piece (or the moved column's top piece) on @end may be
 * launched when the last step went from the second-furthest rank onto
 * the furthest: onto any square but @end and the start, at most 5 high */
static void
add_launches (Walk        *walk,
              const Naive *after_route,
              int          last_from,
              int          end,
              gboolean     whole_column)
{
  if (rank_for (walk->mover, last_from) != 7 || rank_for (walk->mover, end) != 8)
    return;
  for (int target = 0; target < 63; target++)
    {
      Naive launched;

      if (target == end || target == walk->from || height_of (after_route, target) + 1 > 5)
        continue;
      /* OV-8: the route leaves no trace: the piece goes from its start */
      launched = whole_column ? *after_route : *walk->start;
      move_piece (&launched, whole_column ? end : walk->from, target);
      add_result (walk, &launched);
    }
}

static const int steps[4] = { 7, -7, 1, -1 };

static int
neighbour (int square,
           int d)
{
  int file = square % 7;

  if ((d == 2 && file == 6) || (d == 3 && file == 0))
    return -1;
  square += steps[d];
  return square >= 0 && square < 63 ? square : -1;
}

/* The piece on top of @at (moved there by @mounts mounts so far) steps on */
static void
walk_routes (Walk        *walk,
             const Naive *n,
             int          at,
             guint64      visited,
             int          mounts)
{
  int level = height_of (n, at);

  for (int d = 0; d < 4; d++)
    {
      int next = neighbour (at, d), owner;
      Naive after;

      if (next < 0 || (visited & (G_GUINT64_CONSTANT (1) << next)))
        continue;
      owner = top_of (n, next);
      after = *n;
      if (owner == walk->mover && height_of (n, next) + 1 <= 5)
        {
          /* mount, and the chain may go on */
          move_piece (&after, at, next);
          add_result (walk, memcpy (&(Naive) { 0 }, &after, sizeof after));
          add_launches (walk, &after, at, next, FALSE);
          walk_routes (walk, &after, next, visited | (G_GUINT64_CONSTANT (1) << next), mounts + 1);
        }
      else if (owner == 1 - walk->mover && mounts == 0 && level > height_of (n, next) &&
               height_of (n, next) + 1 <= 5)
        {
          move_piece (&after, at, next);     /* capture */
          add_result (walk, memcpy (&(Naive) { 0 }, &after, sizeof after));
          add_launches (walk, &after, at, next, FALSE);
        }
      else if (owner < 0 && wall_of (next) > 0 && level > wall_of (next))
        {
          move_piece (&after, at, next);     /* capture of an empty wall square */
          add_result (walk, &after);
        }
      else if (owner < 0 && wall_of (next) == 0)
        {
          /* a dismount, or the lone ground piece's slide: one piece moves */
          move_piece (&after, at, next);
          add_result (walk, memcpy (&(Naive) { 0 }, &after, sizeof after));
          add_launches (walk, &after, at, next, FALSE);
        }
    }
}

static gboolean
any_frozen (const Naive *n,
            int          square)
{
  for (int i = 0; i < n->n[square]; i++)
    if (n->p[square][i].count >= 3)
      return TRUE;
  return FALSE;
}

static void
walk_square (Walk *walk,
             int   square)
{
  const Naive *n = walk->start;
  int pieces = n->n[square];

  walk->from = square;
  /* OV-4: the top piece moves alone */
  if (n->p[square][pieces - 1].count < 3)
    walk_routes (walk, n, square, G_GUINT64_CONSTANT (1) << square, 0);
  if (any_frozen (n, square))
    return;

  /* a slide moves the whole column, ground to ground */
  for (int d = 0; d < 4 && wall_of (square) == 0; d++)
    {
      int next = neighbour (square, d);
      Naive after = *n;

      if (next < 0 || wall_of (next) > 0 || n->n[next] > 0)
        continue;
      after.n[next] = pieces;
      after.n[square] = 0;
      for (int i = 0; i < pieces; i++)
        {
          after.p[next][i] = n->p[square][i];
          after.p[next][i].moved = 1;
        }
      add_launches (walk, &after, square, next, TRUE);
      add_result (walk, &after);
    }

  /* OV-3: a promotion, only of a column of both colours */
  if (pieces >= 2)
    {
      int reds = 0;

      for (int i = 0; i < pieces; i++)
        reds += n->p[square][i].side;
      if (reds > 0 && reds < pieces)
        {
          Naive after = *n;
          NaivePiece bottom = n->p[square][0];

          for (int i = 0; i + 1 < pieces; i++)
            after.p[square][i] = n->p[square][i + 1];
          after.p[square][pieces - 1] = bottom;
          for (int i = 0; i < pieces; i++)
            after.p[square][i].moved = 1;
          add_result (walk, &after);
        }
    }
}

static int
naive_uncaptured (const Naive *n,
                  int          side)
{
  int count = 0;

  for (int square = 0; square < 63; square++)
    if (top_of (n, square) == side)
      for (int i = 0; i < n->n[square]; i++)
        count += n->p[square][i].side == side;
  return count;
}

/* The sorted texts of the positions the legal turns leave, or NULL when
 * the position is decided (OV-5) */
static GPtrArray *
naive_children (const char *text)
{
  Naive n;
  Walk walk = { &n, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0, 0 };
  GPtrArray *children;
  GHashTableIter iter;
  gpointer key;

  naive_parse (text, &n);
  if (naive_uncaptured (&n, 0) <= 1 || naive_uncaptured (&n, 1) <= 1)
    {
      g_hash_table_unref (walk.results);
      return NULL;
    }
  walk.mover = n.side;
  for (int square = 0; square < 63; square++)
    for (int i = 0; i < n.n[square]; i++)
      n.p[square][i].before = top_of (&n, square);
  for (int square = 0; square < 63; square++)
    if (top_of (&n, square) == n.side)
      walk_square (&walk, square);

  children = g_ptr_array_new_with_free_func (g_free);
  g_hash_table_iter_init (&iter, walk.results);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (children, g_strdup (key));
  g_ptr_array_sort (children, compare_strings);
  g_hash_table_unref (walk.results);
  return children;
}

/* The engine's children of @text, the same way */
static GPtrArray *
engine_children (QuintetGame *game,
                 const char  *text)
{
  QuintetPositionBuffer position, after;
  g_auto(QuintetTurnList) list = { 0 };
  GPtrArray *children = g_ptr_array_new_with_free_func (g_free);
  guint n_turns;

  g_assert_true (quintet_game_position_from_text (game, text, &position, NULL));
  n_turns = quintet_game_list_turns (game, &position, &list);
  for (guint i = 0; i < n_turns; i++)
    {
      memcpy (&after, &position, sizeof after);
      quintet_game_make_turn (game, &after, &list.turns[i]);
      g_ptr_array_add (children, quintet_game_position_to_text (game, &after));
    }
  g_ptr_array_sort (children, compare_strings);
  return children;
}

/* Naive perft; on the first @compare levels the engine must leave
 * exactly the same positions, one turn each */
static guint64
naive_perft (QuintetGame *game,
             const char  *text,
             guint        depth,
             guint        compare)
{
  g_autoptr(GPtrArray) children = NULL;
  guint64 total = 0;

  if (depth == 0)
    return 1;
  children = naive_children (text);
  if (children == NULL)
    return 0;
  if (compare > 0)
    {
      g_autoptr(GPtrArray) engine = engine_children (game, text);

      for (guint i = 0, j = 0; i < engine->len || j < children->len;)
        {
          int order = i == engine->len ? 1 : j == children->len ? -1
                      : strcmp (engine->pdata[i], children->pdata[j]);

          if (order == 0)
            {
              i++, j++;
              continue;
            }
          g_error ("after “%s” only the %s leaves “%s”", text, order < 0 ? "engine" : "naive generator",
                   (char *) (order < 0 ? engine->pdata[i] : children->pdata[j]));
        }
    }
  if (depth == 1)
    return children->len;
  for (guint i = 0; i < children->len; i++)
    total += naive_perft (game, children->pdata[i], depth - 1, compare > 0 ? compare - 1 : 0);
  return total;
}

/* ---- tests ---- */

/* The reference counts of rules/overlord.md */
static void
test_perft_start (void)
{
  g_assert_cmpuint (engine_perft ("overlord", START, 1), ==, 280);
  g_assert_cmpuint (engine_perft ("overlord", START, 2), ==, 78400);
  g_assert_cmpuint (engine_perft ("overlord", START, 3), ==, 20819400);
}

static const struct {
  const char *what;
  const char *position;
  guint       depth;
} cases[] = {
  /* tall columns with captured pieces, White pieces on the wall, chains */
  { "tall-columns-and-wall",
    "......./.....[rr]r/..r[wrr][rr]../.[rw]..w.[rr]/w.[ww]..r./..w[ww]w../..[rwww]w.../......./......."
    " w -", 3 },
  /* launches for White from rank 8: a column slide, mounts, a capture */
  { "white-launches",
    "r..r[rr]../..[ww]w..r/....w../......./......./......./......./..r...[wr]/.[rw]....w w -", 3 },
  /* launches for Red from rank 2, OV-4 counters of both sides, frozen pieces */
  { "red-launches-and-counters",
    "......./w....../......r/......./.....[rw]./....r../......./..[rr]r.../...w[ww].."
    " r c21:r1,c22:r2,d21:r3,e11:w1,e12:w2", 3 },
};

static void
test_perft_naive (gconstpointer data)
{
  const guint i = GPOINTER_TO_UINT (data);
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("overlord");
  guint64 naive = naive_perft (game, cases[i].position, cases[i].depth, 2);

  g_test_message ("%s: perft %u = %" G_GUINT64_FORMAT, cases[i].what, cases[i].depth, naive);
  g_assert_cmpuint (engine_perft ("overlord", cases[i].position, cases[i].depth), ==, naive);
}

/* The naive generator agrees with the reference counts too */
static void
test_naive_start (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("overlord");

  g_assert_cmpuint (naive_perft (game, START, 2, 2), ==, 78400);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/overlord/perft/start-depth-3", test_perft_start);
  g_test_add_func ("/overlord/perft/naive-start-depth-2", test_naive_start);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/overlord/perft/naive-%s-depth-%u", cases[i].what, cases[i].depth);

      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_perft_naive);
    }

  return g_test_run ();
}
