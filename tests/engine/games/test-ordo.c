/* test-ordo.c — the cases of rules/ordo.md, each naming its ruling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-registry.h"
#include "quintet-text.h"
#include "games/ordo-private.h"
#include "test-engine-common.h"

#define START "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WW2WW2WW/WWWWWWWWWW/2WW2WW2 w"

/* The square id of a name like "e4" (rank × 10 + file) */
#define SQ(name) ((QuintetCell) (((name)[1] - '1') * 10 + (name)[0] - 'a'))

/* The legal turns of a position that contain @part, space-separated */
static char *
turns_containing (QuintetGame *game,
                  const char  *position,
                  const char  *part)
{
  g_auto(GStrv) turns = legal_turns (game, position);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  char *joined;

  for (guint i = 0; turns[i]; i++)
    if (strstr (turns[i], part) != NULL)
      g_ptr_array_add (kept, turns[i]);
  g_ptr_array_add (kept, NULL);
  joined = g_strjoinv (" ", (GStrv) kept->pdata);
  return joined;
}

static void
assert_outcome (const char    *game_id,
                const char    *position,
                const char    *turn,
                QuintetStatus  status,
                QuintetSide    winner,
                const char    *description)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QuintetOutcome outcome;

  quintet_game_load_position (game, position, &error);
  g_assert_no_error (error);
  if (turn != NULL)
    {
      quintet_game_play_notation (game, turn, &error);
      g_assert_no_error (error);
    }
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, status);
  g_assert_cmpint (outcome.winner, ==, winner);
  text = quintet_game_describe_outcome (game);
  g_assert_cmpstr (text, ==, description);
}

/* ---- the start ---- */

static void
test_start_classic (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_auto(GStrv) turns = legal_turns (game, START);
  g_autofree char *text = quintet_game_position_to_text (game, quintet_game_get_position (game));

  g_assert_cmpstr (text, ==, START);
  g_assert_cmpuint (g_strv_length (turns), ==, 56);
}

static void
test_start_x (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_auto(GStrv) turns = legal_turns (game, START);
  guint two_part = 0;

  g_assert_cmpuint (g_strv_length (turns), ==, 2062);
  for (guint i = 0; turns[i]; i++)
    two_part += strstr (turns[i], ", ") != NULL;
  g_assert_cmpuint (two_part, ==, 2002);
}

/* ---- singleton moves and ordos ---- */

static void
test_singleton_blocked_and_capture (void)
{
  /* d4 slides forward, diagonally forward and sideways, stops on the first
   * enemy checker (capturing it), never moves backward when connected */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");

  assert_turns_from (game, "10/10/3B1B4/10/3W6/10/10/10 w", "d4",
                     "d4-d5 d4xd6 d4-e5 d4xf6 d4-c5 d4-b6 d4-a7 d4-e4 d4-f4 d4-g4 d4-h4 "
                     "d4-i4 d4-j4 d4-c4 d4-b4 d4-a4");
  assert_apply ("ordo", "10/10/3B1B4/10/3W6/10/10/10 w", "d4xf6", "10/10/3B1W4/10/10/10/10/10 b");
}

static void
test_singleton_blocked_by_own (void)
{
  /* OR-1 too: c2 may only go where it still touches d2 */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");

  assert_turns_from (game, "9B/10/10/10/10/10/2WW6/10 w", "c2",
                     "c2-c3 c2-d3 c2:d2-c3 c2:d2-c4 c2:d2-c5 c2:d2-c6 c2:d2-c7 c2:d2-c8");
}

static void
test_singleton_connection_at_the_edge (void)
{
  /* OR-1: b8-a8 would leave a7–a8 apart (j8 is no neighbour of a8) */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");

  assert_turns_from (game, "1BB6B/B1BBBBBB1B/7BB1/10/10/10/10/9W b", "b8", "b8-b6 b8-b7");
}

static void
test_ordo_sub_lines (void)
{
  /* Every contiguous part of a4 … d1 is an ordo; OR-1 limits how far */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autofree char *ordos = turns_containing (game, "9B/10/10/10/10/10/10/WWWW6 w", ":");

  g_assert_cmpstr (ordos, ==, "a1:b1-a2 a1:c1-a2 a1:d1-a2 a1:d1-a3 a1:d1-a4 a1:d1-a5 a1:d1-a6 "
                              "a1:d1-a7 a1:d1-a8 b1:c1-b2 b1:d1-b2 c1:d1-c2");
  assert_apply ("ordo", "9B/10/10/10/10/10/10/WWWW6 w", "a1:d1-a3",
                "9B/10/10/10/10/WWWW6/10/10 b");
}

static void
test_ordo_never_captures (void)
{
  /* c4:d4 would have to enter c5: blocked, and an ordo cannot capture */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autofree char *ordos = turns_containing (game, "10/10/10/2B7/2WW6/10/10/10 w", "c4:d4");
  QuintetPositionBuffer position;
  g_autoptr(GError) error = NULL;
  QuintetMove turn;

  g_assert_cmpstr (ordos, ==, "");
  quintet_game_position_from_text (game, "10/10/10/2B7/2WW6/10/10/10 w", &position, NULL);
  quintet_game_parse_turn (game, &position, "c4:d4-c5", &turn, &error);
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "“c4:d4-c5”: c5 is in the way: an ordo never captures");
}

static void
test_classic_ordo_directions (void)
{
  /* Classic: a vertical ordo moves sideways only, a horizontal one forward only */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autofree char *ordos = turns_containing (game, "9B/10/10/10/10/10/1W8/1W8 w", ":");

  g_assert_cmpstr (ordos, ==, "b1:b2-a1 b1:b2-c1 b1:b2-d1 b1:b2-e1 b1:b2-f1 b1:b2-g1 b1:b2-h1 "
                              "b1:b2-i1 b1:b2-j1");
}

/* ---- Classic: disconnection and reconnection ---- */

static void
test_reconnect_after_capture (void)
{
  /* OR-2: d5xd3 splits White; White must reconnect, here only by
   * capturing back, forward or diagonally backward */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  g_autofree char *before = NULL;
  g_auto(GStrv) turns = NULL;
  g_autofree char *joined = NULL;

  quintet_game_load_position (game, "10/10/10/3B6/2W7/3W6/4W5/10 b", &error);
  g_assert_no_error (error);
  before = quintet_game_describe_status (game, quintet_game_get_position (game));
  g_assert_null (before);
  quintet_game_play_notation (game, "d5xd3", &error);
  g_assert_no_error (error);

  status = quintet_game_describe_status (game, quintet_game_get_position (game));
  g_assert_cmpstr (status, ==, "White must reconnect their checkers");
  turns = legal_turns (game, "10/10/10/10/2W7/3B6/4W5/10 w");
  joined = g_strjoinv (" ", turns);
  g_assert_cmpstr (joined, ==, "c4xd3 e2xd3");
}

static void
test_reconnect_backward_singleton (void)
{
  /* OR-2: c4-d3 goes diagonally backward; OR-5: nothing else that leaves
   * two groups is legal */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_auto(GStrv) turns = legal_turns (game, "9B/10/10/10/2W7/10/4W5/10 w");
  g_autofree char *joined = g_strjoinv (" ", turns);

  g_assert_cmpstr (joined, ==, "c4-d3 e2-d3");
}

static void
test_reconnect_backward_ordo (void)
{
  /* OR-2: the horizontal ordo b4:c4 may move straight backward */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_auto(GStrv) turns = legal_turns (game, "9B/10/10/10/1WW7/10/3W6/10 w");
  g_autofree char *joined = g_strjoinv (" ", turns);

  g_assert_cmpstr (joined, ==, "b4-c3 b4:c4-b1 b4:c4-b2 b4:c4-b3 c4-c3 d2-c3 d2-d3 d2-d4 d2-d5");
  assert_apply ("ordo", "9B/10/10/10/1WW7/10/3W6/10 w", "b4:c4-b2", "9B/10/10/10/10/10/1WWW6/10 b");
}

static void
test_cannot_reconnect_loses (void)
{
  /* OR-3c: White is split and no turn joins a4 and j4 */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_auto(GStrv) turns = legal_turns (game, "10/10/10/10/WB6BW/10/10/10 w");

  g_assert_cmpuint (g_strv_length (turns), ==, 0);
  assert_outcome ("ordo", "10/10/10/10/WB6BW/10/10/10 w", NULL, QUINTET_STATUS_WIN, QUINTET_SIDE_1,
                  "Black wins: White cannot reconnect");
}

/* ---- Ordo X ---- */

static void
test_x_removal (void)
{
  /* OX-2: capturing e6 leaves a7–d7 (4) and f7–g7 (2); the smaller goes */
  assert_apply ("ordo-x", "10/BBBB1BB3/4B5/3W6/10/10/10/10 w", "d5xe6(f7,g7)",
                "10/BBBB6/4W5/10/10/10/10/10 b");
}

/* What OX-2 removed, in words for the status line and screen readers
 * (issue 39): the cells, sorted as the notation lists them, and why; no
 * words for a turn that removes nothing more, nor in Classic */
static void
describe_effects_case (const char *game_id,
                       const char *position_text,
                       const char *notation,
                       const char *expected)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autofree char *effects = NULL;
  QuintetPositionBuffer position;
  g_autoptr(GError) error = NULL;
  QuintetMove turn;

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  g_assert_true (quintet_game_parse_turn (game, &position, notation, &turn, &error));
  g_assert_no_error (error);
  effects = quintet_game_describe_effects (game, &position, &turn);
  g_assert_cmpstr (effects, ==, expected);
}

static void
test_x_removal_described (void)
{
  describe_effects_case ("ordo-x", "10/BBBB1BB3/4B5/3W6/10/10/10/10 w", "d5xe6(f7,g7)",
                         "Cut off from Black’s largest group, the checkers on f7 and g7 are removed.");
  describe_effects_case ("ordo-x", "10/BBB1BBBB2/3B6/3W6/10/10/10/10 w", "d5xd6(a7,b7,c7)",
                         "Cut off from Black’s largest group, the checkers on a7, b7 and c7 are removed.");
  describe_effects_case ("ordo-x", "10/B1BBB5/1B8/1W8/10/10/10/10 w", "b5xb6(a7)",
                         "Cut off from Black’s largest group, the checker on a7 is removed.");
  describe_effects_case ("ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xe7", NULL);
  describe_effects_case ("ordo", "10/BBBB1BB3/4B5/3W6/10/10/10/10 w", "d5xe6", NULL);
}

static void
test_x_tie_choice (void)
{
  /* OX-2: a7–b7 and d7–e7 tie; each choice is a turn of its own */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_autofree char *captures = turns_containing (game, "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5x");

  g_assert_cmpstr (captures, ==, "c5xa7 c5xc6(a7,b7) c5xc6(d7,e7) c5xe7");
  assert_apply ("ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xc6(d7,e7)",
                "10/BB8/2W7/10/10/10/10/10 b");
  assert_apply ("ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xc6(a7,b7)",
                "10/3BB5/2W7/10/10/10/10/10 b");
}

static void
test_x_sideways_then_same_checker (void)
{
  /* OX-3: sideways, then forward with the same checker */
  assert_apply ("ordo-x", "B9/10/10/10/10/4W5/10/10 w", "e3-g3, g3-g5",
                "B9/10/10/6W3/10/10/10/10 b");
}

static void
test_x_sideways_then_other (void)
{
  /* OX-3: sideways with one checker, then forward with an ordo */
  assert_apply ("ordo-x", "B9/10/10/10/10/3WW5/3WW5/10 w", "e3-f3, d2:d3-d3",
                "B9/10/10/10/3W6/3W1W4/4W5/10 b");
  /* and a sideways ordo followed by a forward singleton */
  assert_apply ("ordo-x", "B9/10/10/10/10/3WW5/3WW5/10 w", "d3:e3-e3, d2-d4",
                "B9/10/10/10/3W6/4WW4/4W5/10 b");
}

static void
test_x_sideways_needs_forward (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_auto(GStrv) turns = legal_turns (game, "B9/10/10/10/10/4W5/10/10 w");

  /* OX-3: no turn ends with a sideways move */
  for (guint i = 0; turns[i]; i++)
    {
      const char *last = strrchr (turns[i], ' ') ? strrchr (turns[i], ' ') + 1 : turns[i];

      g_assert_cmpint (last[1], !=, last[4]);
    }
}

static void
test_x_capture_in_either_part (void)
{
  /* OX-3: a capture in the sideways part, then in the forward part */
  assert_apply ("ordo-x", "10/10/10/10/10/4WBB3/10/10 w", "e3xf3, f3-f5",
                "10/10/10/5W4/10/6B3/10/10 b");
  assert_apply ("ordo-x", "10/10/5B4/5B4/10/4W5/10/10 w", "e3-f3, f3xf5",
                "10/10/5B4/5W4/10/10/10/10 b");
  /* a sideways capture with OX-2 removals, then forward */
  assert_apply ("ordo-x", "10/BB1BBB4/2BW6/10/10/10/10/10 w", "d6xc6(a7,b7), c6-c7",
                "10/2WBBB4/10/10/10/10/10/10 b");
}

static void
test_x_sideways_win_ends_turn (void)
{
  /* OX-3: a sideways capture of the last checker is a whole turn */
  assert_outcome ("ordo-x", "10/10/10/10/3WB5/10/10/10 w", "d4xe4",
                  QUINTET_STATUS_WIN, QUINTET_SIDE_0, "White wins: captured every Black checker");
}

static void
test_x_ordo_directions (void)
{
  /* OX-1: a horizontal ordo moves forward, diagonally forward and sideways
   * (along itself); a vertical one sideways, diagonally and along its file */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_autofree char *horizontal_list = turns_containing (game, "B9/10/10/10/10/10/10/WW8 w", ":");
  g_autofree char *vertical_list = turns_containing (game, "B9/10/10/10/10/10/W9/W9 w", ":");
  g_autofree char *horizontal = g_strconcat (horizontal_list, " ", NULL);
  g_autofree char *vertical = g_strconcat (vertical_list, " ", NULL);

  /* forward one-part turns of a1:b1, then the sideways ones, each followed
   * by a forward part */
  g_assert_nonnull (strstr (horizontal, "a1:b1-a2 "));
  g_assert_nonnull (strstr (horizontal, "a1:b1-b2 "));
  g_assert_nonnull (strstr (horizontal, "a1:b1-a7 "));
  g_assert_nonnull (strstr (horizontal, "a1:b1-g7 "));
  g_assert_nonnull (strstr (horizontal, "a1:b1-i1, i1:j1-i2"));
  g_assert_nonnull (strstr (horizontal, "a1:b1-h8 "));
  g_assert_null (strstr (horizontal, "a1:b1-a8 "));    /* a8 is taken */
  g_assert_nonnull (strstr (vertical, "a1:a2-a2 "));  /* single file, forward */
  g_assert_nonnull (strstr (vertical, "a1:a2-b2 "));  /* diagonally forward */
  g_assert_nonnull (strstr (vertical, "a1:a2-j1, j1:j2-j7"));
}

/* ---- wins and draws ---- */

static void
test_home_rank_win (void)
{
  /* OR-3a */
  assert_outcome ("ordo", "10/1W8/10/10/9B/10/10/10 w", "b7-b8",
                  QUINTET_STATUS_WIN, QUINTET_SIDE_0, "White wins: a checker reached rank 8");
  assert_outcome ("ordo-x", "10/10/10/B9/10/10/1W8/10 b", "a5-a1",
                  QUINTET_STATUS_WIN, QUINTET_SIDE_1, "Black wins: a checker reached rank 1");
}

static void
test_capture_all_win (void)
{
  /* OR-3b */
  assert_outcome ("ordo", "10/10/10/3B6/3W6/10/10/10 w", "d4xd5",
                  QUINTET_STATUS_WIN, QUINTET_SIDE_0, "White wins: captured every Black checker");
}

static void
test_repetition_draw (void)
{
  /* OR-6: the third occurrence of a position draws */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  const char *turns[] = { "c3-d3", "c6-d6", "d3-c3", "d6-c6", "c3-d3", "c6-d6", "d3-c3", "d6-c6" };
  g_autofree char *text = NULL;

  g_assert_true (quintet_game_load_position (game, "10/10/2B7/10/10/2W7/10/10 w", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
      g_assert_true (quintet_game_play_notation (game, turns[i], NULL));
    }
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  text = quintet_game_describe_outcome (game);
  g_assert_cmpstr (text, ==, "Draw: the same position occurred for the third time");
}

/* ---- notation and position text ---- */

static void
test_bad_notation (void)
{
  static const struct { const char *game, *position, *turn, *message; } cases[] = {
    { "ordo", START, "c2-c9", "“c2-c9”: expected a square from a1 to j8 at character 4" },
    { "ordo", START, "k2-c3", "“k2-c3”: expected a square from a1 to j8 at character 1" },
    { "ordo", START, "c2c3", "“c2c3”: expected “:”, “-” or “x” at character 3" },
    { "ordo", START, "c2:d2xc3", "“c2:d2xc3”: an ordo never captures: expected “-” at character 6" },
    { "ordo", START, "c2:d2=c3", "“c2:d2=c3”: expected “-” at character 6" },
    { "ordo", START, "c2-c3 ", "“c2-c3 ”: expected “, ” or the end at character 6" },
    { "ordo", START, "c2-c3, c3-c4", "“c2-c3, c3-c4”: a turn of Classic Ordo is one move at character 6" },
    { "ordo", START, "d2:c2-d3", "“d2:c2-d3”: write the end nearer to a1 first at character 1" },
    { "ordo", START, "c4-c5", "“c4-c5”: no White checker on c4" },
    { "ordo", START, "a3:c3-a4", "“a3:c3-a4”: a3:c3 is not a line of White checkers" },
    { "ordo", START, "a2:b3-a4", "“a2:b3-a4”: a2:b3 is not a straight line along a rank or a file" },
    { "ordo", START, "c2xc3", "“c2xc3”: there is nothing to capture, write “-” instead of “x”" },
    { "ordo", START, "c2-c5", "“c2-c5”: the White checkers would not stay one group (OR-1)" },
    { "ordo", START, "c2-c2", "“c2-c2”: a move goes at least one square" },
    /* issue 15: an illegal move says why, not only "not a legal move here" */
    { "ordo", START, "a3-b5", "“a3-b5”: a move goes in a straight line: along a rank, a file or a diagonal" },
    { "ordo", START, "a2-a4", "“a2-a4”: a3 is in the way" },
    { "ordo", START, "a3-a2", "“a3-a2”: a move goes backward only to reconnect a split group (OR-2)" },
    { "ordo", START, "a3:b3-b3", "“a3:b3-b3”: in Classic Ordo a horizontal ordo moves straight forward or, to reconnect, backward" },
    { "ordo", "9B/10/10/10/10/W9/W9/W9 w", "a1:a3-b2", "“a1:a3-b2”: in Classic Ordo a vertical ordo moves sideways" },
    { "ordo", "10/10/10/10/2B7/10/WWW7/10 w", "c2-c5", "“c2-c5”: c4 is in the way" },
    { "ordo", "10/10/10/10/2B7/10/WWW7/10 w", "a2:c2-a4", "“a2:c2-a4”: c4 is in the way: an ordo never captures" },
    /* issue 25: a wrong separator never hides the real fault */
    { "ordo", "10/10/10/2B7/2B7/10/WWW7/10 w", "c2-c5", "“c2-c5”: c4 is in the way" },
    { "ordo-x", "10/10/10/2B7/2B7/10/WWW7/10 w", "c2-c5", "“c2-c5”: c4 is in the way" },
    { "ordo-x", START, "a3-a2", "“a3-a2”: no move goes backward in Ordo X (OX-4)" },
    { "ordo-x", START, "e3-d3", "“e3-d3”: a sideways move must be followed by a forward move (OX-3)" },
    { "ordo-x", START, "e3-e4, e4-e5",
      "“e3-e4, e4-e5”: only a sideways move is followed by a second move (OX-3) at character 6" },
    { "ordo-x", START, "e3-d3, c2-c3, c3-c4", "“e3-d3, c2-c3, c3-c4”: unexpected text at character 13" },
    { "ordo-x", "10/BBBB1BB3/4B5/3W6/10/10/10/10 w", "d5xe6",
      "“d5xe6”: the capture also removes “(f7,g7)” (OX-2)" },
    { "ordo-x", "10/BBBB1BB3/4B5/3W6/10/10/10/10 w", "d5xe6(g7,f7)",
      "“d5xe6(g7,f7)”: the capture also removes “(f7,g7)” (OX-2)" },
    { "ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xc6",
      "“c5xc6”: the capture also removes “(d7,e7)” or “(a7,b7)” (OX-2)" },
    { "ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xe7(a7)",
      "“c5xe7(a7)”: the capture removes no other checker at character 6" },
    { "ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w", "c5xe7(a7",
      "“c5xe7(a7”: expected “,” or “)” at character 9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (cases[i].game);
      g_autoptr(GError) error = NULL;
      QuintetPositionBuffer position;
      QuintetMove turn;

      g_assert_true (quintet_game_position_from_text (game, cases[i].position, &position, NULL));
      g_assert_false (quintet_game_parse_turn (game, &position, cases[i].turn, &turn, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_bad_position_text (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "10/10/10/10/10/10/10/10", "expected two fields: board and side to move" },
    { "10/10/10/10/10/10/10/10 x", "the side to move must be “w” or “b”, not “x”" },
    { "10/10/10/10/10/10/10 w", "the board has 7 ranks: it needs 8 ranks of 10 squares" },
    /* issue 15: a ninth rank was blamed on rank 1 */
    { "10/10/10/10/10/10/10/10/10 w", "the board has more than 8 ranks: it needs 8 ranks of 10 squares (character 24)" },
    { "10/10/10/10/10/10/10/9 w", "rank 1 has 9 squares, not 10 (character 22)" },
    { "9/10/10/10/10/10/10/10 w", "rank 8 has 9 squares, not 10 (character 2)" },
    { "55/10/10/10/10/10/10/10 w", "write a run of empty squares as one number (character 2)" },
    { "W10/10/10/10/10/10/10/10 w", "rank 8 has more than 10 squares (character 2)" },
    { "0/10/10/10/10/10/10/10 w", "unexpected “0” at character 1" },
    { "w9/10/10/10/10/10/10/10 w", "unexpected “w” at character 1" },
    { "WWWWWWWWWW/WWWWWWWWWW/W9/10/10/10/10/10 b", "White has 21 checkers: a side has at most 20" },
  };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");

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

/* ---- input: click paths, previews, motions ---- */

static const QuintetMove *
find_turn (QuintetGame       *game,
           gconstpointer      position,
           const char        *notation,
           QuintetMove       *turn)
{
  g_autoptr(GError) error = NULL;

  quintet_game_parse_turn (game, position, notation, turn, &error);
  g_assert_no_error (error);
  return turn;
}

static char *
paths_text (QuintetGame *game,
            gconstpointer position,
            const char  *notation)
{
  QuintetMove turn, paths[64];
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_paths;

  find_turn (game, position, notation, &turn);
  n_paths = quintet_game_turn_paths (game, position, &turn, paths, G_N_ELEMENTS (paths));
  g_assert_cmpuint (n_paths, <=, G_N_ELEMENTS (paths));   /* the total, even beyond the room */
  for (guint i = 0; i < n_paths; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      for (guint k = 0; k < paths[i].length; k++)
        g_string_append_printf (text, "%s%c%c", k ? "," : "", 'a' + paths[i].path[k] % 10,
                                '1' + paths[i].path[k] / 10);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_turn_paths (void)
{
  g_autoptr(QuintetGame) classic = quintet_registry_new_game ("ordo");
  g_autoptr(QuintetGame) x = quintet_registry_new_game ("ordo-x");
  QuintetPositionBuffer start, tie, block;
  g_autofree char *singleton = NULL, *ordo = NULL, *tied = NULL, *two_part = NULL;

  quintet_game_position_from_text (classic, START, &start, NULL);
  quintet_game_position_from_text (x, "10/BB1BB5/2B7/2W7/10/10/10/10 w", &tie, NULL);
  quintet_game_position_from_text (x, "B9/10/10/10/10/3WW5/3WW5/10 w", &block, NULL);

  singleton = paths_text (classic, &start, "c2-c3");
  g_assert_cmpstr (singleton, ==, "c2,c3");
  /* an ordo from either end, the dest being where the clicked end lands */
  ordo = paths_text (classic, &start, "c2:d2-c4");
  g_assert_cmpstr (ordo, ==, "c2,d2,c4 d2,c2,d4");
  /* OX-2: any checker of the group that stays */
  tied = paths_text (x, &tie, "c5xc6(a7,b7)");
  g_assert_cmpstr (tied, ==, "c5,c6,d7 c5,c6,e7");
  /* OX-3: the parts' paths one after the other, each ordo from either end */
  two_part = paths_text (x, &block, "e3-f3, d2:d3-d3");
  g_assert_cmpstr (two_part, ==, "e3,f3,d2,d3,d3 e3,f3,d3,d2,d4");
}

static void
test_preview_path (void)
{
  g_autoptr(QuintetGame) x = quintet_registry_new_game ("ordo-x");
  g_autoptr(QuintetGame) classic = quintet_registry_new_game ("ordo");
  QuintetPositionBuffer position, result;
  const QuintetCell sideways[] = { SQ ("e3"), SQ ("g3") };
  const QuintetCell second_started[] = { SQ ("e3"), SQ ("g3"), SQ ("g3") };
  const QuintetCell forward[] = { SQ ("e3"), SQ ("e5") };
  const QuintetCell capture[] = { SQ ("c5"), SQ ("c6") };
  const QuintetCell chosen[] = { SQ ("c5"), SQ ("c6"), SQ ("e7") };
  g_autofree char *after_sideways = NULL, *after_capture = NULL;

  /* OX-3: the first part of a two-part turn shows the board after it */
  quintet_game_position_from_text (x, "B9/10/10/10/10/4W5/10/10 w", &position, NULL);
  g_assert_true (quintet_game_preview_path (x, &position, sideways, 2, &result));
  after_sideways = quintet_game_position_to_text (x, &result);
  g_assert_cmpstr (after_sideways, ==, "B9/10/10/10/10/6W3/10/10 w");
  g_assert_true (quintet_game_preview_path (x, &position, second_started, 3, &result));
  g_assert_false (quintet_game_preview_path (x, &position, sideways, 1, &result));
  g_assert_false (quintet_game_preview_path (x, &position, forward, 2, &result));

  /* OX-2: a capture waiting for its choice: c6 gone, both groups there */
  quintet_game_position_from_text (x, "10/BB1BB5/2B7/2W7/10/10/10/10 w", &position, NULL);
  g_assert_true (quintet_game_preview_path (x, &position, capture, 2, &result));
  after_capture = quintet_game_position_to_text (x, &result);
  g_assert_cmpstr (after_capture, ==, "10/BB1BB5/2W7/10/10/10/10/10 w");
  g_assert_false (quintet_game_preview_path (x, &position, chosen, 3, &result));

  /* Classic has no partial turns */
  quintet_game_position_from_text (classic, "B9/10/10/10/10/4W5/10/10 w", &position, NULL);
  g_assert_false (quintet_game_preview_path (classic, &position, sideways, 2, &result));
}

static void
test_path_motions (void)
{
  g_autoptr(QuintetGame) x = quintet_registry_new_game ("ordo-x");
  QuintetPositionBuffer position;
  const QuintetCell path[] = { SQ ("e3"), SQ ("f3"), SQ ("d3"), SQ ("d2"), SQ ("d4") };
  QuintetMotion motions[8];
  guint n;

  quintet_game_position_from_text (x, "B9/10/10/10/10/3WW5/3WW5/10 w", &position, NULL);
  n = quintet_game_path_motions (x, &position, path, G_N_ELEMENTS (path), motions, G_N_ELEMENTS (motions));

  /* the singleton in step 0, both checkers of the ordo in step 1 */
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (motions[0].from, ==, SQ ("e3"));
  g_assert_cmpuint (motions[0].to, ==, SQ ("f3"));
  g_assert_cmpuint (motions[0].step, ==, 0);
  g_assert_cmpuint (motions[1].from, ==, SQ ("d2"));
  g_assert_cmpuint (motions[1].to, ==, SQ ("d3"));
  g_assert_cmpuint (motions[1].step, ==, 1);
  g_assert_cmpuint (motions[2].from, ==, SQ ("d3"));
  g_assert_cmpuint (motions[2].to, ==, SQ ("d4"));
  g_assert_cmpuint (motions[2].step, ==, 1);
}

/* No complete click path of a turn is a proper prefix of another turn's
 * path, in the start position of both variants and a tie position. */
static void
test_paths_prefix_free (void)
{
  static const struct { const char *game, *position; } cases[] = {
    { "ordo", START }, { "ordo-x", START }, { "ordo-x", "10/BB1BB5/2B7/2W7/10/10/10/10 w" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (cases[c].game);
      g_auto(QuintetTurnList) list = { 0 };
      g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
      g_autoptr(GArray) owner = g_array_new (FALSE, FALSE, sizeof (guint));
      QuintetPositionBuffer position;
      guint n_turns;

      quintet_game_position_from_text (game, cases[c].position, &position, NULL);
      n_turns = quintet_game_list_turns (game, &position, &list);
      for (guint i = 0; i < n_turns; i++)
        {
          QuintetMove paths[64];
          guint n_paths = quintet_game_turn_paths (game, &position, &list.turns[i], paths, 64);

          g_assert_cmpuint (n_paths, <=, 64);   /* the total, even beyond the room */
          g_assert_true (quintet_move_equal (&paths[0], &list.turns[i]));
          g_array_append_vals (all, paths, n_paths);
          for (guint k = 0; k < n_paths; k++)
            g_array_append_val (owner, i);
        }
      for (guint a = 0; a < all->len; a++)
        for (guint b = 0; b < all->len; b++)
          {
            const QuintetMove *p = &g_array_index (all, QuintetMove, a);
            const QuintetMove *q = &g_array_index (all, QuintetMove, b);

            if (g_array_index (owner, guint, a) != g_array_index (owner, guint, b) &&
                p->length <= q->length && memcmp (p->path, q->path, p->length) == 0)
              g_error ("%s: a path of turn %u is a prefix of a path of turn %u", cases[c].game,
                       g_array_index (owner, guint, a), g_array_index (owner, guint, b));
          }
    }
}

static void
test_tiny_capacity_counts_every_turn (void)
{
  /* No silent limit (issue 15): with less room than turns the generator
   * still counts all 2,062 of Ordo X's start, what fits is the start of
   * the full list, and the list function returns them all */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_auto(QuintetTurnList) list = { 0 };
  QuintetPositionBuffer position;
  QuintetMove few[7];

  g_assert_true (quintet_game_position_from_text (game, START, &position, NULL));
  g_assert_cmpuint (quintet_game_list_turns (game, &position, &list), ==, 2062);
  g_assert_cmpuint (list.n_turns, ==, 2062);
  g_assert_cmpuint (quintet_game_generate_turns (game, &position, NULL, 0), ==, 2062);
  g_assert_cmpuint (quintet_game_generate_turns (game, &position, few, G_N_ELEMENTS (few)), ==, 2062);
  for (guint i = 0; i < G_N_ELEMENTS (few); i++)
    g_assert_true (quintet_move_equal (&few[i], &list.turns[i]));
}

static void
test_parts_past_the_stack (void)
{
  /* The parts of one move that do not fit the room on the stack go to a
   * list on the heap, all of them, in the same order (no MAX_PARTS cut) */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  QuintetPositionBuffer position;
  QuintetMove roomy[MAX_PARTS], tiny[3];
  g_auto(PartList) all = { 0 };
  g_auto(PartList) spilled = { 0 };
  Board board;
  Rules rules;

  g_assert_true (quintet_game_position_from_text (game, START, &position, NULL));
  board = board_of (game, (const OrdoPosition *) &position);
  rules = rules_for (&board, CLASS_FORWARD | CLASS_SIDEWAYS);
  part_list_fill (&all, &rules, roomy, G_N_ELEMENTS (roomy));
  part_list_fill (&spilled, &rules, tiny, G_N_ELEMENTS (tiny));

  g_assert_null (all.heap);
  g_assert_nonnull (spilled.heap);
  g_assert_cmpuint (all.n_parts, >, G_N_ELEMENTS (tiny));
  g_assert_cmpuint (spilled.n_parts, ==, all.n_parts);
  for (guint i = 0; i < all.n_parts; i++)
    g_assert_true (quintet_move_equal (&spilled.parts[i], &all.parts[i]));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ordo/start/classic-56", test_start_classic);
  g_test_add_func ("/ordo/start/x-2062", test_start_x);
  g_test_add_func ("/ordo/limits/tiny-capacity-counts-every-turn", test_tiny_capacity_counts_every_turn);
  g_test_add_func ("/ordo/limits/parts-past-the-stack", test_parts_past_the_stack);
  g_test_add_func ("/ordo/move/singleton-blocked-and-capture", test_singleton_blocked_and_capture);
  g_test_add_func ("/ordo/move/OR-1-singleton-stays-connected", test_singleton_blocked_by_own);
  g_test_add_func ("/ordo/move/OR-1-no-wrap-at-the-edge", test_singleton_connection_at_the_edge);
  g_test_add_func ("/ordo/move/sub-lines-are-ordos", test_ordo_sub_lines);
  g_test_add_func ("/ordo/move/ordo-never-captures", test_ordo_never_captures);
  g_test_add_func ("/ordo/move/classic-ordo-directions", test_classic_ordo_directions);
  g_test_add_func ("/ordo/classic/OR-2-reconnect-after-capture", test_reconnect_after_capture);
  g_test_add_func ("/ordo/classic/OR-2-reconnect-backward-singleton", test_reconnect_backward_singleton);
  g_test_add_func ("/ordo/classic/OR-2-reconnect-backward-ordo", test_reconnect_backward_ordo);
  g_test_add_func ("/ordo/classic/OR-3c-cannot-reconnect-loses", test_cannot_reconnect_loses);
  g_test_add_func ("/ordo/x/OX-2-removal", test_x_removal);
  g_test_add_func ("/ordo/x/OX-2-tie-choice", test_x_tie_choice);
  g_test_add_func ("/ordo/x/OX-2-removal-described", test_x_removal_described);
  g_test_add_func ("/ordo/x/OX-3-sideways-then-same-checker", test_x_sideways_then_same_checker);
  g_test_add_func ("/ordo/x/OX-3-sideways-then-other", test_x_sideways_then_other);
  g_test_add_func ("/ordo/x/OX-3-sideways-needs-forward", test_x_sideways_needs_forward);
  g_test_add_func ("/ordo/x/OX-3-capture-in-either-part", test_x_capture_in_either_part);
  g_test_add_func ("/ordo/x/OX-3-sideways-win-ends-turn", test_x_sideways_win_ends_turn);
  g_test_add_func ("/ordo/x/OX-1-ordo-directions", test_x_ordo_directions);
  g_test_add_func ("/ordo/end/OR-3a-home-rank", test_home_rank_win);
  g_test_add_func ("/ordo/end/OR-3b-capture-all", test_capture_all_win);
  g_test_add_func ("/ordo/end/OR-6-third-repetition", test_repetition_draw);
  g_test_add_func ("/ordo/input/bad-notation", test_bad_notation);
  g_test_add_func ("/ordo/input/bad-position-text", test_bad_position_text);
  g_test_add_func ("/ordo/input/turn-paths", test_turn_paths);
  g_test_add_func ("/ordo/input/preview-path", test_preview_path);
  g_test_add_func ("/ordo/input/path-motions", test_path_motions);
  g_test_add_func ("/ordo/input/paths-prefix-free", test_paths_prefix_free);

  return g_test_run ();
}
