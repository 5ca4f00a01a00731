/* test-guidance.c — the status line's texts: what the clicks are in the
 * middle of (describe_clicks) and why the rules refuse a click
 * (explain_click), in each game's words, checked against the turn input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "quintet-registry.h"
#include "quintet-turn-input.h"

typedef struct {
  const char *game;
  const char *position;   /* NULL: the start */
  const char *clicks;     /* "c7 c8", or "" */
  const char *cell;       /* the refused click (explanations only) */
  const char *expected;
} Case;

/* The clicks of @text as cell ids, by the geometry's names. */
static guint
parse_cells (QuintetGame *game,
             const char  *text,
             QuintetCell *cells)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  g_auto(GStrv) names = g_strsplit (text, " ", -1);
  guint n = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      guint id;

      if (*names[i] == '\0')
        continue;
      for (id = 0; id < geometry->n_cells; id++)
        if (g_str_equal (geometry->cells[id].name, names[i]))
          break;
      g_assert_cmpuint (id, <, geometry->n_cells);
      cells[n++] = id;
    }
  return n;
}

static QuintetGame *
game_at (const Case *test)
{
  QuintetGame *game = quintet_registry_new_game (test->game);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (game);
  if (test->position != NULL)
    g_assert_true (quintet_game_load_position (game, test->position, &error));
  g_assert_no_error (error);
  return game;
}

/* The turn input with @clicks made on the game's legal turns */
static QuintetTurnInput *
input_after (QuintetGame       *game,
             const QuintetCell *clicks,
             guint              n_clicks)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
  QuintetTurnInput *input = quintet_turn_input_new (game, quintet_game_get_position (game),
                                                    turns, n_turns);

  for (guint i = 0; i < n_clicks; i++)
    g_assert_true (quintet_turn_input_click (input, clicks[i]));
  return input;
}

static const Case describe_cases[] = {
  { "pressman", NULL, "", NULL, "White to move: choose a soldier" },
  { "pressman", NULL, "b2", NULL, "Choose where it goes" },
  /* PR-3: the regeneration may be declined */
  { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8", NULL,
    "Choose a home square for the new soldier, or end the turn here" },
  { "ordo", NULL, "", NULL, "White to move: choose a checker" },
  /* "…or the other end of a line" only where the checker ends a line that
   * may move: c2 does (c2-d2), a3 does not */
  { "ordo", NULL, "a3", NULL, "Choose where it goes" },
  { "ordo", NULL, "c2", NULL, "Choose where it goes, or the other end of a line" },
  { "ordo", NULL, "c2 d2", NULL, "Choose where the line goes" },
  /* OX-3: a sideways move is followed by a forward one */
  { "ordo-x", NULL, "a3 b3 b3", NULL,
    "Now move forward, as after every sideways move (OX-3)" },
  /* OX-3: c2-d2 leaves d2 hemmed in (d3, c3, e3 its own, d4 Black's): the
   * forward move is another checker's */
  { "ordo-x", "10/10/10/10/3B6/2WWW5/2W7/10 w", "c2 d2", NULL,
    "Now move another checker forward: this one cannot (OX-3)" },
  { "ordo-x", NULL, "a3 b3 b3 a2", NULL, "Choose where it goes" },
  { "ordo-x", NULL, "a3 b3 b3 c2", NULL, "Choose where it goes, or the other end of a line" },
  { "oferhlyp", NULL, "", NULL, "Dark to move: choose a token" },
  { "oferhlyp", "K6/3L3/7/3L3/3D3/7/J6 d", "D5", NULL, "Choose where it goes" },
  /* Attacks are never compulsory: a chain may stop after any jump */
  { "oferhlyp", "K6/3L3/7/3L3/3D3/7/J6 d", "D5 D3", NULL, "Jump again or end the chain here" },
};

static void
test_describe_clicks (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (describe_cases); i++)
    {
      const Case *test = &describe_cases[i];
      g_autoptr(QuintetGame) game = game_at (test);
      QuintetCell clicks[QUINTET_MOVE_MAX_PATH];
      guint n_clicks = parse_cells (game, test->clicks, clicks);
      g_autoptr(QuintetTurnInput) input = input_after (game, clicks, n_clicks);
      gboolean can_finish = quintet_turn_input_can_finish (input) && quintet_turn_input_can_go_on (input);
      g_autofree char *text = quintet_game_describe_clicks (game, quintet_game_get_position (game),
                                                            clicks, n_clicks, can_finish);

      g_test_message ("%s: %s", test->game, test->clicks);
      g_assert_cmpstr (text, ==, test->expected);
    }
}

#define PRESSMAN_RAID "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5"
#define ORDO_DIAGONAL "9B/10/10/10/10/2W7/1W8/W9 w"
#define OFERHLYP_CHAIN "K6/3L3/7/3L3/3D3/7/J6 d"
#define OVERLORD_LESSON_1 "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -"
#define OVERLORD_LESSON_2 "......./..r.r../......./......./......./......./..ww.../......./....... w -"
#define OPPRIMO_KINGS_PLACED \
  "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R Y@cd2,R@de10 y"

static const Case explain_cases[] = {
  { "pressman", PRESSMAN_RAID, "", "e8", "That is a Black piece: it is White’s turn" },
  { "pressman", PRESSMAN_RAID, "", "d4", "No piece of yours can go there" },
  { "pressman", PRESSMAN_RAID, "a1", "h1", "The piece on a1 cannot go to h1. b1 is in the way" },
  { "pressman", PRESSMAN_RAID, "a1", "b3",
    "The piece on a1 cannot go to b3. A soldier moves along a rank, file or diagonal" },
  /* PR-3: after a move onto the enemy home base only the new soldier's square may follow */
  { "pressman", PRESSMAN_RAID, "c7 c8", "d4", "The new soldier goes on an empty square of your home rank" },
  /* OR-1: b2 would leave a1 and c3 apart wherever it went */
  { "ordo", ORDO_DIAGONAL, "", "b2", "That would split your checkers into two groups" },
  { "ordo", ORDO_DIAGONAL, "a1", "a4", "The piece on a1 cannot go to a4. That would split your checkers into two groups" },
  { "ordo", ORDO_DIAGONAL, "", "j8", "That is a Black piece: it is White’s turn" },
  { "ordo", ORDO_DIAGONAL, "a1", "b5", "The piece on a1 cannot go to b5" },
  { "ordo", ORDO_DIAGONAL, "a1", "j8", "The piece on a1 cannot go to j8" },
  /* OX-3: the second part goes forward */
  { "ordo-x", NULL, "a3 b3 b3", "d4", "After a sideways move comes a forward one" },
  { "ordo-x", NULL, "a3 b3 b3 c3", "a1",
    "It cannot go there: after a sideways move comes a forward one" },
  { "oferhlyp", OFERHLYP_CHAIN, "", "D4", "That is a Light piece: it is Dark’s turn" },
  { "oferhlyp", OFERHLYP_CHAIN, "D5", "D2",
    "The piece on D5 cannot go to D2. A token steps to a square next to it, or jumps over one" },
  { "oferhlyp", OFERHLYP_CHAIN, "D5", "F5", "The piece on D5 cannot go to F5. There is no token on E5 to jump over" },
  /* Overlord's lesson 1: d4 is two squares ahead, c2-c3 is a chain's end
   * (OV-2, OV-8) but b4 from c3 is a diagonal */
  { "overlord", OVERLORD_LESSON_1, "d2", "d4",
    "The piece on d2 cannot go to d4. A piece moves one square; it goes further only by mounting your own pieces on the way" },
  { "overlord", OVERLORD_LESSON_2, "c3", "b4",
    "The piece on c3 cannot go to b4. Pieces move forward, back or sideways, never diagonally" },
  { "oferhlyp", OFERHLYP_CHAIN, "D5 D3", "C3", "A chain goes on only by jumping over an enemy token" },
  { "oferhlyp", OFERHLYP_CHAIN, "D5 D3", "F3", "There is no token on E3 to jump over" },
};

static void
test_explain_click (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (explain_cases); i++)
    {
      const Case *test = &explain_cases[i];
      g_autoptr(QuintetGame) game = game_at (test);
      QuintetCell clicks[QUINTET_MOVE_MAX_PATH], cell;
      guint n_clicks = parse_cells (game, test->clicks, clicks);
      g_autoptr(QuintetTurnInput) input = input_after (game, clicks, n_clicks);
      g_autofree char *text = NULL;

      g_test_message ("%s: %s then %s", test->game, test->clicks, test->cell);
      parse_cells (game, test->cell, &cell);
      /* The board refuses the click and keeps the clicks: the piece stays
       * chosen, the parts of the turn made stay */
      g_assert_cmpint (quintet_turn_input_press (input, cell), ==, QUINTET_PRESS_REFUSED);
      g_assert_true (memcmp (quintet_turn_input_get_clicks (input, NULL), clicks, n_clicks) == 0);
      text = quintet_game_explain_click (game, quintet_game_get_position (game), clicks, n_clicks, cell);
      g_assert_cmpstr (text, ==, test->expected);
    }
}

/* A refused click after a piece is chosen, in every game: it says why,
 * naming both squares in the player's words (no ruling's id), and the
 * piece stays chosen, so that the click meant next plays the turn. */
typedef struct {
  const char *game;
  const char *position;   /* NULL: the start */
  const char *chosen;     /* the piece clicked first */
  const char *refused;    /* a cell it cannot go to */
  const char *expected;   /* what the status line says */
  const char *then;       /* the clicks that finish a legal turn */
  const char *turn;       /* that turn */
} RefusalCase;

static const RefusalCase refusal_cases[] = {
  { "pressman", NULL, "a2", "c3",
    "The piece on a2 cannot go to c3. A soldier moves along a rank, file or diagonal", "a5", "a2-a5" },
  { "ordo", NULL, "a3", "a5", "The piece on a3 cannot go to a5. That would split your checkers into two groups", "a4", "a3-a4" },
  { "ordo-x", NULL, "a3", "a5", "The piece on a3 cannot go to a5. That would split your checkers into two groups", "a4", "a3-a4" },
  { "oferhlyp", NULL, "D6", "D4",
    "The piece on D6 cannot go to D4. There is no token on D5 to jump over", "D5", "D6-D5" },
  { "overlord", OVERLORD_LESSON_1, "d2", "d4",
    "The piece on d2 cannot go to d4. A piece moves one square; it goes further only by mounting your own pieces on the way",
    "d3", "d2-d3" },
  { "opprimo", OPPRIMO_KINGS_PLACED, "d5", "b7",
    "The piece on d5 cannot go to b7. A step goes to the next point along the line", "c6", "d5-c6" },
};

static void
test_refusal_keeps_choice (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refusal_cases); i++)
    {
      const RefusalCase *test = &refusal_cases[i];
      g_autoptr(QuintetGame) game = game_at (&(Case) { test->game, test->position });
      gconstpointer position = quintet_game_get_position (game);
      g_autoptr(QuintetTurnInput) input = input_after (game, NULL, 0);
      QuintetCell chosen, refused, then[QUINTET_MOVE_MAX_PATH];
      guint n_then = parse_cells (game, test->then, then), n_clicks, n_turns;
      const QuintetCell *clicks;
      const QuintetMove *turns;
      g_autofree char *text = NULL;
      g_autofree char *notation = NULL;
      QuintetPressResult result = QUINTET_PRESS_CONTINUED;

      g_test_message ("%s: %s then %s", test->game, test->chosen, test->refused);
      parse_cells (game, test->chosen, &chosen);
      parse_cells (game, test->refused, &refused);
      g_assert_cmpint (quintet_turn_input_press (input, chosen), ==, QUINTET_PRESS_CONTINUED);
      g_assert_cmpint (quintet_turn_input_press (input, refused), ==, QUINTET_PRESS_REFUSED);
      clicks = quintet_turn_input_get_clicks (input, &n_clicks);
      g_assert_cmpuint (n_clicks, ==, 1);
      g_assert_cmpuint (clicks[0], ==, chosen);
      text = quintet_game_explain_click (game, position, &chosen, 1, refused);
      g_assert_cmpstr (text, ==, test->expected);
      g_assert_null (strstr (text, "-1)"));

      for (guint k = 0; k < n_then; k++)
        result = quintet_turn_input_press (input, then[k]);
      g_assert_cmpint (result, ==, QUINTET_PRESS_FINISHED);
      turns = quintet_turn_input_get_complete (input, &n_turns);
      g_assert_cmpuint (n_turns, ==, 1);
      notation = quintet_game_format_turn (game, position, &turns[0]);
      g_assert_cmpstr (notation, ==, test->turn);
    }
}

/* OF-5: a turn the position allows but the game's history forbids, in
 * the words of a refused notation (the caller asks only for a refused
 * click, so a click the position allows was refused by the history) */
static void
test_explain_repetition (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  gconstpointer position = quintet_game_get_position (game);
  QuintetCell clicks[1], cell;
  g_autofree char *text = NULL;

  parse_cells (game, "D6", clicks);
  parse_cells (game, "D5", &cell);
  text = quintet_game_explain_click (game, position, clicks, 1, cell);
  g_assert_cmpstr (text, ==, "That turn is not legal here: it would create the same position for the third time (OF-5)");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/guidance/describe-clicks", test_describe_clicks);
  g_test_add_func ("/guidance/explain-click", test_explain_click);
  g_test_add_func ("/guidance/explain-repetition", test_explain_repetition);
  g_test_add_func ("/guidance/refusal-keeps-choice", test_refusal_keeps_choice);

  return g_test_run ();
}
