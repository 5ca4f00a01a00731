/* test-turn-input.c — the turn input: clicks matched as path prefixes, the
 * press policy, many routes to one turn, and every legal turn of every
 * game enterable by clicks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "quintet-registry.h"
#include "quintet-geometry.h"
#include "quintet-turn-input.h"

/* ---- a game given as a table of turns and their click paths ---- */

/* Cells are named like squares, a1 … h8: id = rank × 8 + file. */
#define TABLE_MAX_TURNS 8

typedef struct {
  QuintetMove turn;
  char        notation[32];
  GArray     *paths;          /* QuintetMove */
} TableTurn;

typedef struct {
  QuintetGame parent_instance;
  TableTurn   turns[TABLE_MAX_TURNS];
  guint       n_turns;
} TestTableGame;

typedef struct {
  QuintetGameClass parent_class;
} TestTableGameClass;

typedef struct {
  QuintetPositionHeader header;
} TablePosition;

static GType test_table_game_get_type (void);
G_DEFINE_TYPE (TestTableGame, test_table_game, QUINTET_TYPE_GAME)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestTableGame, g_object_unref)

static QuintetCell
cell_named (const char *name)
{
  g_assert_true (name[0] >= 'a' && name[0] <= 'h' && name[1] >= '1' && name[1] <= '8');
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* "d2 d3 d4" → a path */
static QuintetMove
path_from_text (const char *text)
{
  g_auto(GStrv) names = g_strsplit (text, " ", -1);
  QuintetMove path = { { 0 }, 0, 0, 0 };

  for (guint i = 0; names[i] != NULL; i++)
    quintet_move_push (&path, cell_named (names[i]));
  return path;
}

static void
table_add_route (TestTableGame *self,
                 QuintetMove    path)
{
  TableTurn *entry = &self->turns[self->n_turns - 1];

  path.kind = entry->turn.kind;
  g_array_append_val (entry->paths, path);
}

/* A turn whose own path is @path_text; more routes with table_add_route(). */
static void
table_add_turn (TestTableGame *self,
                const char    *notation,
                guint8         kind,
                const char    *path_text)
{
  TableTurn *entry;

  g_assert_cmpuint (self->n_turns, <, TABLE_MAX_TURNS);
  entry = &self->turns[self->n_turns++];
  entry->turn = path_from_text (path_text);
  entry->turn.kind = kind;
  g_strlcpy (entry->notation, notation, sizeof entry->notation);
  entry->paths = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  table_add_route (self, entry->turn);
}

static const TableTurn *
table_find (TestTableGame     *self,
            const QuintetMove *turn)
{
  for (guint i = 0; i < self->n_turns; i++)
    if (quintet_move_equal (&self->turns[i].turn, turn))
      return &self->turns[i];
  g_assert_not_reached ();
}

static void
table_start_position (QuintetGame *game,
                      QuintetSide  first,
                      gpointer     position)
{
  memset (position, 0, sizeof (TablePosition));
  QUINTET_POSITION_HEADER (position)->side = first;
}

static char *
table_format_turn (QuintetGame       *game,
                   gconstpointer      position,
                   const QuintetMove *turn)
{
  return g_strdup (table_find ((TestTableGame *) game, turn)->notation);
}

static guint
table_turn_paths (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn,
                  QuintetMove       *paths,
                  guint              max_paths)
{
  const GArray *routes = table_find ((TestTableGame *) game, turn)->paths;

  if (max_paths > 0)
    memcpy (paths, routes->data, MIN (max_paths, routes->len) * sizeof (QuintetMove));
  return routes->len;
}

static void
test_table_game_finalize (GObject *object)
{
  TestTableGame *self = (TestTableGame *) object;

  for (guint i = 0; i < self->n_turns; i++)
    g_array_unref (self->turns[i].paths);
  G_OBJECT_CLASS (test_table_game_parent_class)->finalize (object);
}

static void
test_table_game_class_init (TestTableGameClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_table_game_finalize;
  game_class->position_size = sizeof (TablePosition);
  game_class->start_position = table_start_position;
  game_class->format_turn = table_format_turn;
  game_class->turn_paths = table_turn_paths;
}

static void
test_table_game_init (TestTableGame *self)
{
}

/* The same table, answering prefix queries itself as a game with very
 * many routes would (OV-8), here by looking at every route. */
typedef struct {
  TestTableGame parent_instance;
} TestMatchingGame;

typedef struct {
  TestTableGameClass parent_class;
} TestMatchingGameClass;

static GType test_matching_game_get_type (void);
G_DEFINE_TYPE (TestMatchingGame, test_matching_game, test_table_game_get_type ())

static guint
matching_match_clicks (QuintetGame       *game,
                       gconstpointer      position,
                       const QuintetMove *turns,
                       guint              n_turns,
                       const QuintetCell *clicks,
                       guint              n_clicks,
                       guint8            *next,
                       guint             *complete)
{
  guint n_complete = 0;

  for (guint t = 0; t < n_turns; t++)
    {
      const GArray *routes = table_find ((TestTableGame *) game, &turns[t])->paths;
      gboolean completes = FALSE;

      for (guint r = 0; r < routes->len; r++)
        {
          const QuintetMove *route = &g_array_index (routes, QuintetMove, r);

          if (route->length < n_clicks || memcmp (route->path, clicks, n_clicks) != 0)
            continue;
          if (route->length > n_clicks)
            next[route->path[n_clicks]] = TRUE;
          else
            completes = TRUE;
        }
      if (completes)
        complete[n_complete++] = t;
    }
  return n_complete;
}

static void
test_matching_game_class_init (TestMatchingGameClass *klass)
{
  QUINTET_GAME_CLASS (klass)->match_clicks = matching_match_clicks;
}

static void
test_matching_game_init (TestMatchingGame *self)
{
}

/* ---- the fake games of the tests ---- */

/* Overlord-like (OV-8 promotion): d2^ is the one-cell path [d2], and d2
 * also starts moves. */
static void
add_promotion (TestTableGame *game)
{
  table_add_turn (game, "d2^", 1, "d2");
  table_add_turn (game, "d2-d3", 0, "d2 d3");
  table_add_turn (game, "d2-d4", 0, "d2 d4");
}

/* A launch that may be declined: d4-d6 is whole, d4-d6@f8 goes on. */
static void
add_launch (TestTableGame *game)
{
  table_add_turn (game, "d4-d6", 0, "d4 d6");
  table_add_turn (game, "d4-d6@f8", 2, "d4 d6 f8");
  table_add_turn (game, "e1-e2", 0, "e1 e2");
}

/* A whole turn that goes on with its own last cell: only "finish" ends it. */
static void
add_same_cell (TestTableGame *game)
{
  table_add_turn (game, "a1-a2", 0, "a1 a2");
  table_add_turn (game, "a1-a2, a2-a3", 0, "a1 a2 a2 a3");
}

/* Two turns on the same clicks (slide and dismount, OV-8). */
static void
add_two_kinds (TestTableGame *game)
{
  table_add_turn (game, "d2-d3", 0, "d2 d3");
  table_add_turn (game, "d2/d3", 1, "d2 d3");
}

#define N_ROUTES 200

/* One turn a1-h8 by N_ROUTES routes [a1, x, y, h8] (more than any room a
 * caller might guess), and a2-a3 beside it. */
static void
add_many_routes (TestTableGame *game)
{
  table_add_turn (game, "a1-h8", 0, "a1 h8");
  for (guint i = 0; i < N_ROUTES - 1; i++)
    {
      QuintetMove route = { { cell_named ("a1"), 8 + i / 5, 40 + i % 5, cell_named ("h8") }, 4, 0, 0 };

      table_add_route (game, route);
    }
  table_add_turn (game, "a2-a3", 0, "a2 a3");
}

static QuintetGame *
new_table_game (GType   type,
                void  (*add_turns) (TestTableGame *game))
{
  TestTableGame *game = g_object_new (type, NULL);

  add_turns (game);
  return QUINTET_GAME (game);
}

/* ---- helpers ---- */

static QuintetCell
cell_of (QuintetGame *game,
         const char  *name)
{
  QuintetCell cell;

  if (QUINTET_GAME_GET_CLASS (game)->get_geometry == NULL)
    return cell_named (name);

  cell = quintet_geometry_find_cell (quintet_game_get_geometry (game), name);
  g_assert_cmpuint (cell, !=, QUINTET_NO_CELL);
  return cell;
}

/* The turns of a table game, in table order. */
static QuintetTurnInput *
table_input (QuintetGame *game)
{
  TestTableGame *table = (TestTableGame *) game;
  QuintetMove turns[TABLE_MAX_TURNS];
  TablePosition position;

  for (guint i = 0; i < table->n_turns; i++)
    turns[i] = table->turns[i].turn;
  table_start_position (game, QUINTET_SIDE_0, &position);
  return quintet_turn_input_new (game, &position, turns, table->n_turns);
}

/* The live position and legal turns of a game object. */
static QuintetTurnInput *
game_input (QuintetGame *game)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

  return quintet_turn_input_new (game, quintet_game_get_position (game), turns, n_turns);
}

/* "d2-d3|d2/d3": the turns in notation, in the order given */
static char *
turns_text (QuintetGame       *game,
            gconstpointer      position,
            const QuintetMove *turns,
            guint              n_turns)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, position, &turns[i]);

      g_string_append_printf (text, "%s%s", i ? "|" : "", notation);
    }
  return g_string_free (text, FALSE);
}

static const char *
press_name (QuintetPressResult result)
{
  static const char * const names[] = { "continued", "restarted", "finished", "cleared",
                                        "refused", "let-go" };

  return names[result];
}

/* ---- the press policy, table-driven ---- */

typedef struct {
  const char *game;       /* registry id, or "table:" + fake */
  const char *setup;      /* registry: turns played from the start, ";"-separated,
                           * or a position text when it holds a space and no "," */
  const char *presses;    /* cells; "!" = finish here, "x" = cancel, "<" = undo a part */
  const char *results;    /* press results, and "finished"/"none" for "!" */
  const char *complete;   /* the turns the clicks complete at the end */
} PressCase;

static const PressCase press_cases[] = {
  /* OX-3: b6-c6, c6-b5 clicks c6 twice; the second is a continuation */
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 b5", "continued continued continued finished", "b6-c6, c6-b5" },
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6", "continued continued continued", "" },
  { "ordo-x", "e3-d3, c2-c3", "b6 a7", "continued restarted", "" },
  /* A slip never costs a turn: once the sideways part is made, a click
   * that cannot continue it is refused and the part stays… */
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 b5", "continued continued refused", "" },
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 b5 c6 b5", "continued continued refused continued finished",
    "b6-c6, c6-b5" },
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 j3", "continued continued continued refused", "" },
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 j3 b5", "continued continued continued refused finished",
    "b6-c6, c6-b5" },
  /* …another checker starts the forward part over, the first part kept… */
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 a6 b5", "continued continued continued restarted finished",
    "b6-c6, a6-b5" },
  /* …its checker again lets go of it… */
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 c6 c6 b5", "continued continued continued let-go continued finished",
    "b6-c6, c6-b5" },
  /* …and Escape undoes the part being clicked, then the part made */
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 c6 < c6 b5", "continued continued continued back continued finished",
    "b6-c6, c6-b5" },
  { "ordo-x", "e3-d3, c2-c3", "b6 c6 < c6", "continued continued back refused", "" },
  /* before any part is made Escape forgets the clicks */
  { "ordo-x", "e3-d3, c2-c3", "b6 < c6", "continued back refused", "" },
  /* PR-3: a regeneration made, or declined with the mouse or "finish" */
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 h1", "continued continued finished", "c7-c8@h1" },
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 c8", "continued continued finished", "c7-c8" },
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 !", "continued continued finished", "c7-c8" },
  /* …and a slip while the home square is chosen keeps the move made */
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 d4 a1 h1",
    "continued continued refused refused finished", "c7-c8@h1" },
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 < c8", "continued continued back refused", "" },
  /* a lone piece again clears; another own piece starts over; a dead cell
   * is refused and the piece stays chosen */
  { "pressman", "", "c2 c2", "continued cleared", "" },
  { "pressman", "", "c2 d2", "continued restarted", "" },
  { "pressman", "", "c2 h5", "continued refused", "" },
  { "pressman", "", "c2 !", "continued none", "" },
  { "pressman", "", "c2 c4", "continued finished", "c2-c4" },
  /* OF-2: a chain stopped early with its landing again */
  { "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7 C5 C5", "continued continued finished", "C7xC5(2>1)" },
  { "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7 C5 C3 x", "continued continued continued none", "" },
  /* a chain's jumps stay through a slip (another token, a dead square);
   * Escape takes back one jump at a time */
  { "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7 C5 A7 G1 C3 C3",
    "continued continued refused refused continued finished", "C7xC5(2>1)xC3(1>0)" },
  { "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7 C5 C3 < E3",
    "continued continued continued back refused", "C7xC5(2>1)" },
  { "oferhlyp", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7 C5 C3 < < C5",
    "continued continued continued back back refused", "" },
  /* OV-8: the move onto the furthest rank stays while a launch is chosen */
  { "overlord", "r.....r/..[ww]..../......./......./......./...[rw].../......./......./w...... w -",
    "c8 c9 c8 e5", "continued continued refused finished", "c8@e5|c8-c9@e5" },
  /* Opprimo: a placement is one click on a castle triangle (OP-1); a King
   * steps from triangle to triangle; a soldier from point to point, a
   * conversion clicked as the soldier and its landing, promotion included */
  { "opprimo", "", "cd2", "finished", "K@cd2" },
  { "opprimo", "", "cd10", "refused", "" },
  { "opprimo", "K@cd2;K@cd10", "cd2 cd3", "continued finished", "Kcd2-cd3" },
  { "opprimo", "K@cd2;K@cd10", "d5 d7", "continued finished", "d5-d7" },
  { "opprimo", "K@cd2;K@cd10", "d5 cd2", "continued restarted", "" },
  { "opprimo", "K@cd2;K@cd10;d5-d7", "d9 d5", "continued finished", "d9xd5" },
  { "opprimo", "K@cd2;K@cd10;d5-d7", "d9 d3", "continued refused", "" },
  /* OV-8: a one-cell promotion that also starts moves */
  { "table:promotion", NULL, "d2", "continued", "d2^" },
  { "table:promotion", NULL, "d2 d2", "continued finished", "d2^" },
  { "table:promotion", NULL, "d2 d4", "continued finished", "d2-d4" },
  /* a launch declined */
  { "table:launch", NULL, "d4 d6 d6", "continued continued finished", "d4-d6" },
  { "table:launch", NULL, "d4 d6 e1", "continued continued restarted", "" },
  { "table:launch", NULL, "d4 d6 f8", "continued continued finished", "d4-d6@f8" },
  /* the last cell again goes on when it can: finishing is then explicit */
  { "table:same-cell", NULL, "a1 a2 a2", "continued continued continued", "" },
  { "table:same-cell", NULL, "a1 a2 a2 a3", "continued continued continued finished", "a1-a2, a2-a3" },
  { "table:same-cell", NULL, "a1 a2 !", "continued continued finished", "a1-a2" },
  /* several turns on the same clicks: both, for the chooser */
  { "table:two-kinds", NULL, "d2 d3", "continued finished", "d2-d3|d2/d3" },
};

static QuintetGame *
new_case_game (const char *id)
{
  static const struct { const char *name; void (*add_turns) (TestTableGame *); } fakes[] = {
    { "table:promotion", add_promotion },
    { "table:launch", add_launch },
    { "table:same-cell", add_same_cell },
    { "table:two-kinds", add_two_kinds },
    { "table:many-routes", add_many_routes },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fakes); i++)
    if (g_str_equal (fakes[i].name, id))
      return new_table_game (test_table_game_get_type (), fakes[i].add_turns);
  return quintet_registry_new_game (id);
}

static void
set_up_case_game (QuintetGame *game,
                  const char  *setup)
{
  g_autoptr(GError) error = NULL;

  if (setup == NULL || setup[0] == '\0')
    return;
  if (strchr (setup, ' ') != NULL && strchr (setup, ',') == NULL)
    {
      quintet_game_load_position (game, setup, &error);
      g_assert_no_error (error);
      return;
    }

  {
    g_auto(GStrv) turns = g_strsplit (setup, ";", -1);

    for (guint i = 0; turns[i] != NULL; i++)
      {
        quintet_game_play_notation (game, turns[i], &error);
        g_assert_no_error (error);
      }
  }
}

static const char *
apply_press (QuintetTurnInput *input,
             QuintetGame      *game,
             const char       *press)
{
  guint n_turns;

  if (g_str_equal (press, "x"))
    {
      quintet_turn_input_cancel (input);
      return "none";
    }
  if (g_str_equal (press, "<"))
    {
      quintet_turn_input_undo_part (input);
      return "back";
    }
  if (g_str_equal (press, "!"))
    {
      quintet_turn_input_finish (input, &n_turns);
      return n_turns > 0 ? "finished" : "none";
    }
  return press_name (quintet_turn_input_press (input, cell_of (game, press)));
}

static void
run_press_case (const PressCase *c)
{
  g_autoptr(QuintetGame) game = new_case_game (c->game);
  g_autoptr(QuintetTurnInput) input = NULL;
  g_auto(GStrv) presses = g_strsplit (c->presses, " ", -1);
  g_autoptr(GString) results = g_string_new (NULL);
  g_autofree char *complete = NULL;
  const QuintetMove *turns;
  guint n_turns;

  g_test_message ("%s: %s", c->game, c->presses);
  if (g_str_has_prefix (c->game, "table:"))
    input = table_input (game);
  else
    {
      set_up_case_game (game, c->setup);
      input = game_input (game);
    }

  for (guint i = 0; presses[i] != NULL; i++)
    g_string_append_printf (results, "%s%s", i ? " " : "", apply_press (input, game, presses[i]));
  g_assert_cmpstr (results->str, ==, c->results);

  turns = quintet_turn_input_get_complete (input, &n_turns);
  complete = turns_text (game, quintet_game_get_position (game), turns, n_turns);
  g_assert_cmpstr (complete, ==, c->complete);
}

static void
test_press (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (press_cases); i++)
    run_press_case (&press_cases[i]);
}

/* What a press would start over from (the pointer shows it): any turn's
 * first cell before a part is made, afterwards only where the part being
 * clicked may start; get_n_made counts the clicks of the parts made. */
static void
test_can_restart (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_autoptr(QuintetTurnInput) input = NULL;

  set_up_case_game (game, "e3-d3, c2-c3");
  input = game_input (game);
  g_assert_true (quintet_turn_input_click (input, cell_of (game, "b6")));
  g_assert_cmpuint (quintet_turn_input_get_n_made (input), ==, 0);
  g_assert_true (quintet_turn_input_can_restart (input, cell_of (game, "a7")));
  g_assert_true (quintet_turn_input_click (input, cell_of (game, "c6")));
  g_assert_cmpuint (quintet_turn_input_get_n_made (input), ==, 2);
  /* the part being clicked has not begun: nothing to start over */
  g_assert_false (quintet_turn_input_can_restart (input, cell_of (game, "a6")));
  g_assert_true (quintet_turn_input_click (input, cell_of (game, "c6")));
  g_assert_cmpuint (quintet_turn_input_get_n_made (input), ==, 2);
  g_assert_true (quintet_turn_input_can_restart (input, cell_of (game, "a6")));
  g_assert_false (quintet_turn_input_can_restart (input, cell_of (game, "b6")));
  g_assert_false (quintet_turn_input_can_restart (input, cell_of (game, "j3")));
}

/* ---- prefix answers ---- */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* "next c6 …" with the next cells by name, sorted bytewise */
static char *
next_text (QuintetGame      *game,
           QuintetTurnInput *input)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  const guint8 *next = quintet_turn_input_get_next_cells (input);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GString *text = g_string_new ("next");

  for (guint i = 0; i < geometry->n_cells; i++)
    if (next[i])
      g_ptr_array_add (names, (gpointer) geometry->cells[i].name);
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (text, " %s", (char *) names->pdata[i]);
  return g_string_free (text, FALSE);
}

static void
test_prefix_answers (void)
{
  static const struct { const char *game, *setup, *clicks, *next; gboolean go_on; } cases[] = {
    { "pressman", "", "", "next a2 b2 c2 d2 e2 f2 g2 h2", FALSE },
    { "pressman", "", "e2", "next a6 b5 c4 d3 e3 e4 e5 e6 e7 f3 g4 h5", TRUE },
    { "ordo-x", "e3-d3, c2-c3", "b6 c6", "next a6 a7 b7 c6 c7 c8 d7 d8 e6 e7 f6 f7 g7 g8 h7 h8 i6 i7 j6 j7", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (cases[i].game);
      g_autoptr(QuintetTurnInput) input = NULL;
      g_auto(GStrv) clicks = g_strsplit (cases[i].clicks, " ", -1);
      g_autofree char *next = NULL;

      set_up_case_game (game, cases[i].setup);
      input = game_input (game);
      for (guint k = 0; clicks[k] != NULL; k++)
        if (clicks[k][0] != '\0')
          g_assert_true (quintet_turn_input_click (input, cell_of (game, clicks[k])));
      next = next_text (game, input);
      g_assert_cmpstr (next, ==, cases[i].next);
      g_assert_cmpint (quintet_turn_input_can_go_on (input), ==, cases[i].go_on);
    }
}

/* ---- many routes to one turn (OV-8) ---- */

static void
check_many_routes (GType type)
{
  g_autoptr(QuintetGame) game = new_table_game (type, add_many_routes);
  g_autoptr(QuintetTurnInput) input = table_input (game);
  const GArray *routes = ((TestTableGame *) game)->turns[0].paths;

  g_assert_cmpuint (routes->len, ==, N_ROUTES);
  for (guint r = 0; r < routes->len; r++)
    {
      const QuintetMove *route = &g_array_index (routes, QuintetMove, r);
      const QuintetMove *complete;
      guint n_complete;

      quintet_turn_input_cancel (input);
      for (guint k = 0; k < route->length; k++)
        g_assert_true (quintet_turn_input_click (input, route->path[k]));
      complete = quintet_turn_input_get_complete (input, &n_complete);
      g_assert_cmpuint (n_complete, ==, 1);
      g_assert_true (quintet_move_equal (&complete[0], &((TestTableGame *) game)->turns[0].turn));
      g_assert_false (quintet_turn_input_can_go_on (input));
    }

  /* after a1 every middle square of a route is open, and h8 directly */
  quintet_turn_input_cancel (input);
  quintet_turn_input_click (input, cell_named ("a1"));
  for (guint cell = 0; cell < 64; cell++)
    g_assert_cmpint (quintet_turn_input_can_click (input, cell), ==,
                     (cell >= 8 && cell < 8 + N_ROUTES / 5) || cell == cell_named ("h8"));
}

static void
test_many_routes (void)
{
  check_many_routes (test_table_game_get_type ());
  /* the same answers when the game answers prefix queries itself */
  check_many_routes (test_matching_game_get_type ());
}

static void
test_turn_paths_total (void)
{
  g_autoptr(QuintetGame) game = new_table_game (test_table_game_get_type (), add_many_routes);
  g_autoptr(QuintetGame) ordo = quintet_registry_new_game ("ordo");
  QuintetMove paths[4], turn = ((TestTableGame *) game)->turns[0].turn;
  guint n_turns;
  const QuintetMove *turns;

  /* like snprintf: the total, whatever the room */
  g_assert_cmpuint (quintet_game_turn_paths (game, quintet_game_get_position (game), &turn, paths, 4), ==, N_ROUTES);
  g_assert_cmpuint (quintet_game_turn_paths (game, quintet_game_get_position (game), &turn, NULL, 0), ==, N_ROUTES);

  /* an ordo has two click orders: the count comes without room */
  turns = quintet_game_get_legal_turns (ordo, &n_turns);
  for (guint i = 0; i < n_turns; i++)
    {
      guint n = quintet_game_turn_paths (ordo, quintet_game_get_position (ordo), &turns[i], NULL, 0);

      g_assert_cmpuint (n, ==, quintet_game_turn_paths (ordo, quintet_game_get_position (ordo), &turns[i],
                                                         paths, G_N_ELEMENTS (paths)));
    }
}

/* ---- every legal turn of every game can be entered ---- */

/* 20 positions per game, spread over the opening and middle game */
#define N_SEEDED_GAMES 4
#define POSITIONS_PER_SEEDED_GAME 5
#define PLIES_BETWEEN 9

typedef struct {
  QuintetGame      *game;
  gconstpointer     position;
  QuintetTurnInput *input;
  GHashTable       *legal;      /* normalised turn bytes → count of times produced */
  guint             n_nodes;
} Walk;

/* The turn's bytes with nothing past its path, as a key. */
static GBytes *
turn_key (const QuintetMove *turn)
{
  QuintetMove copy = { { 0 }, 0, 0, 0 };

  memcpy (copy.path, turn->path, turn->length);
  copy.length = turn->length;
  copy.kind = turn->kind;
  copy.flags = turn->flags;
  return g_bytes_new (&copy, sizeof copy);
}

/* The clicks are one of the turn's own paths. */
static gboolean
clicks_are_path_of (Walk              *walk,
                    const QuintetMove *turn)
{
  const QuintetCell *clicks;
  guint n_clicks, n_paths;
  g_autofree QuintetMove *paths = NULL;

  clicks = quintet_turn_input_get_clicks (walk->input, &n_clicks);
  n_paths = quintet_game_turn_paths (walk->game, walk->position, turn, NULL, 0);
  paths = g_new (QuintetMove, n_paths);
  quintet_game_turn_paths (walk->game, walk->position, turn, paths, n_paths);
  for (guint i = 0; i < n_paths; i++)
    if (paths[i].length == n_clicks && memcmp (paths[i].path, clicks, n_clicks) == 0)
      return TRUE;
  return FALSE;
}

static void
record_finished (Walk *walk)
{
  guint n_turns;
  const QuintetMove *turns = quintet_turn_input_finish (walk->input, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    {
      g_autoptr(GBytes) key = turn_key (&turns[i]);
      gpointer count;

      g_assert_true (g_hash_table_lookup_extended (walk->legal, key, NULL, &count));
      g_assert_true (clicks_are_path_of (walk, &turns[i]));
      g_hash_table_insert (walk->legal, g_bytes_ref (key), GUINT_TO_POINTER (GPOINTER_TO_UINT (count) + 1));
    }
}

/* Depth first over every cell the input offers next; pressing a cell that
 * may come next always goes on (never finishes or clears instead). */
static void
walk_clicks (Walk *walk)
{
  guint8 next[256];
  guint n_clicks;

  walk->n_nodes++;
  record_finished (walk);
  memcpy (next, quintet_turn_input_get_next_cells (walk->input), sizeof next);
  quintet_turn_input_get_clicks (walk->input, &n_clicks);

  for (guint cell = 0; cell < G_N_ELEMENTS (next); cell++)
    {
      QuintetPressResult result, expected;
      guint after;

      if (!next[cell])
        continue;
      result = quintet_turn_input_press (walk->input, cell);
      quintet_turn_input_get_clicks (walk->input, &after);
      g_assert_cmpuint (after, ==, n_clicks + 1);
      expected = quintet_turn_input_can_finish (walk->input) && !quintet_turn_input_can_go_on (walk->input)
                 ? QUINTET_PRESS_FINISHED : QUINTET_PRESS_CONTINUED;
      g_assert_cmpint (result, ==, expected);
      walk_clicks (walk);
      quintet_turn_input_back (walk->input);
    }
}

static guint
check_position_enterable (QuintetGame *game)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
  g_autoptr(GHashTable) legal = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                       (GDestroyNotify) g_bytes_unref, NULL);
  Walk walk = { game, quintet_game_get_position (game), NULL, legal, 0 };
  GHashTableIter iter;
  gpointer count;

  for (guint i = 0; i < n_turns; i++)
    g_hash_table_insert (legal, turn_key (&turns[i]), GUINT_TO_POINTER (0));
  walk.input = quintet_turn_input_new (game, walk.position, turns, n_turns);
  walk_clicks (&walk);
  quintet_turn_input_free (walk.input);

  g_hash_table_iter_init (&iter, legal);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    g_assert_cmpuint (GPOINTER_TO_UINT (count), >=, 1);
  return walk.n_nodes;
}

/* Positions every few plies of one seeded random game, played through
 * the public API (the live legal turns, as the board gets them); returns
 * the number of click prefixes walked. */
static guint
check_seeded_game (QuintetGame *game,
                   guint32      seed)
{
  g_autoptr(GRand) random = g_rand_new_with_seed (seed);
  guint n_positions = 0, n_nodes = 0;

  quintet_game_new_game (game, QUINTET_SIDE_0);
  while (n_positions < POSITIONS_PER_SEEDED_GAME)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      /* A short game: go on with a new one from the same seed sequence */
      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING || n_turns == 0)
        {
          quintet_game_new_game (game, QUINTET_SIDE_0);
          continue;
        }
      if (quintet_game_get_n_turns (game) % PLIES_BETWEEN == 0)
        {
          n_nodes += check_position_enterable (game);
          n_positions++;
        }
      g_assert_true (quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL));
    }
  return n_nodes;
}

/* Every registered game, so games added later are covered too. */
static void
test_every_turn_enterable (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[g].id);
      guint n_nodes = 0;

      for (guint seed = 1; seed <= N_SEEDED_GAMES; seed++)
        n_nodes += check_seeded_game (game, seed);
      g_test_message ("%s: %u positions, %u click prefixes", games[g].id,
                      N_SEEDED_GAMES * POSITIONS_PER_SEEDED_GAME, n_nodes);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/turn-input/press", test_press);
  g_test_add_func ("/turn-input/can-restart", test_can_restart);
  g_test_add_func ("/turn-input/prefix-answers", test_prefix_answers);
  g_test_add_func ("/turn-input/many-routes", test_many_routes);
  g_test_add_func ("/turn-input/turn-paths-total", test_turn_paths_total);
  g_test_add_func ("/turn-input/every-turn-enterable", test_every_turn_enterable);

  return g_test_run ();
}
