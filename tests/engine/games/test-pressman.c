/* test-pressman.c — the cases of rules/pressman.md, each naming its ruling
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-registry.h"
#include "quintet-text.h"
#include "test-engine-common.h"

#define START "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w 12 12"

/* ---- opening ---- */

static void
test_opening_count (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_auto(GStrv) turns = legal_turns (game, START);

  /* Only rank-2 soldiers can move: the home base is blockaded */
  g_assert_cmpuint (g_strv_length (turns), ==, 90);
  for (guint i = 0; turns[i]; i++)
    g_assert_cmpint (turns[i][1], ==, '2');
}

static void
test_opening_black_first (void)
{
  /* PR-1: Black may move first; then only rank-7 soldiers move */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autofree char *text = NULL;
  g_auto(GStrv) turns = NULL;

  quintet_game_new_game (game, QUINTET_SIDE_1);
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (text, ==, "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12");
  turns = legal_turns (game, text);
  g_assert_cmpuint (g_strv_length (turns), ==, 90);
  for (guint i = 0; turns[i]; i++)
    g_assert_cmpint (turns[i][1], ==, '7');
}

static void
test_opening_corner_soldier (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  assert_turns_from (game, START, "a2",
                     "a2-a3 a2-a4 a2-a5 a2-a6 a2-b3 a2-c4 a2-d5 a2-e6 a2xa7 a2xf7");
}

/* ---- sliding and capturing ---- */

static void
test_slide_blocked (void)
{
  /* d4 is blocked by its own soldier on d6 (which it cannot capture) and
   * by the enemy on f6 (which it can); nothing jumps. */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const char *position = "7B/8/3W1B2/8/3W4/8/1W6/8 w 0 0";

  assert_turns_from (game, position, "d4",
                     "d4-a4 d4-a7 d4-b4 d4-b6 d4-c3 d4-c4 d4-c5 d4-d1 d4-d2 d4-d3 d4-d5 "
                     "d4-e3 d4-e4 d4-e5 d4-f2 d4-f4 d4-g1 d4-g4 d4-h4 d4xf6");
}

static void
test_capture_ends_on_enemy (void)
{
  /* PR-2: the captured soldier leaves the game, the reserve is unchanged */
  assert_apply ("pressman", "7B/8/3W1B2/8/3W4/8/8/8 w 0 0", "d4xf6",
                "7B/8/3W1W2/8/8/8/8/8 b 0 0");
  assert_apply ("pressman", "7B/8/3W1B2/8/3W4/8/8/8 w 3 4", "d4xf6",
                "7B/8/3W1W2/8/8/8/8/8 b 3 4");
}

/* ---- regeneration ---- */

static void
test_regeneration_offered (void)
{
  /* PR-3: an active soldier arriving on the enemy home base may place a
   * reserve soldier on an empty square of its own home base (here d1) */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const char *position = "4B3/2W5/8/8/8/8/8/WWW1WWWW w 5 3";

  assert_turns_from (game, position, "c7",
                     "c7-a5 c7-a7 c7-b6 c7-b7 c7-b8 c7-b8@d1 c7-c2 c7-c3 c7-c4 c7-c5 c7-c6 "
                     "c7-c8 c7-c8@d1 c7-d6 c7-d7 c7-d8 c7-d8@d1 c7-e5 c7-e7 c7-f4 c7-f7 "
                     "c7-g3 c7-g7 c7-h2 c7-h7");
  /* PR-5: the raider becomes inactive, the new soldier is active */
  assert_apply ("pressman", position, "c7-c8@d1", "2w1B3/8/8/8/8/8/8/WWWWWWWW b 4 3");
}

/* While the new soldier's square is chosen the board shows the move made
 * (the raider on c8, the captured soldier gone, still White to move); a
 * move that cannot regenerate shows nothing special. */
static void
test_regeneration_preview (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  QuintetPositionBuffer preview;
  g_autofree char *text = NULL;
  QuintetCell raid[2] = { 6 * 8 + 2, 7 * 8 + 2 };     /* c7 c8 */
  QuintetCell quiet[2] = { 6 * 8 + 2, 5 * 8 + 2 };    /* c7 c6 */

  g_assert_true (quintet_game_load_position (game, "2B4B/2W5/8/8/8/8/8/WWW1WWWW w 5 3", &error));
  g_assert_no_error (error);
  g_assert_true (quintet_game_preview_path (game, quintet_game_get_position (game), raid, 2, &preview));
  text = quintet_game_position_to_text (game, &preview);
  g_assert_cmpstr (text, ==, "2W4B/8/8/8/8/8/8/WWW1WWWW w 5 3");
  g_assert_false (quintet_game_preview_path (game, quintet_game_get_position (game), quiet, 2, &preview));
  g_assert_false (quintet_game_preview_path (game, quintet_game_get_position (game), raid, 1, &preview));
}

static void
test_regeneration_declined (void)
{
  /* PR-5: a soldier that arrived without regenerating stays active */
  assert_apply ("pressman", "4B3/2W5/8/8/8/8/8/WWW1WWWW w 5 3", "c7-c8",
                "2W1B3/8/8/8/8/8/8/WWW1WWWW b 5 3");
}

static void
test_regeneration_by_capture (void)
{
  assert_apply ("pressman", "2B4B/2W5/8/8/8/8/8/WWW1WWWW w 5 3", "c7xc8@d1",
                "2w4B/8/8/8/8/8/8/WWWWWWWW b 4 3");
}

static void
test_regeneration_black (void)
{
  /* Black raids rank 1 and places on its own rank 8 */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const char *position = "BBBBB1BB/8/8/8/8/8/5B2/4W3 b 3 5";

  assert_turns_from (game, position, "f2",
                     "f2-a7 f2-b6 f2-c5 f2-d4 f2-e3 f2-f3 f2-f4 f2-f5 f2-f6 f2-f7 f2-f8 "
                     "f2-g1 f2-g1@f8 f2-g2 f2-g3 f2-h2 f2-h4 f2-a2 f2-b2 f2-c2 f2-d2 f2-e2 "
                     "f2-f1 f2-f1@f8 f2xe1 f2xe1@f8");
  assert_apply ("pressman", position, "f2xe1@f8", "BBBBBBBB/8/8/8/8/8/8/4b3 w 3 4");
}

static void
test_regeneration_home_full (void)
{
  /* PR-4: no regeneration when the home base has no empty square */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  assert_turns_from (game, "2B4B/2W5/8/8/8/8/8/WWWWWWWW w 5 3", "c7",
                     "c7-a5 c7-a7 c7-b6 c7-b7 c7-b8 c7-c2 c7-c3 c7-c4 c7-c5 c7-c6 c7xc8 "
                     "c7-d6 c7-d7 c7-d8 c7-e5 c7-e7 c7-f4 c7-f7 c7-g3 c7-g7 c7-h2 c7-h7");
}

static void
test_regeneration_reserve_empty (void)
{
  /* PR-4: no regeneration with an empty reserve */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_auto(GStrv) turns = legal_turns (game, "4B3/2W5/8/8/8/8/8/WWW1WWWW w 0 3");

  for (guint i = 0; turns[i]; i++)
    g_assert_null (strchr (turns[i], '@'));
  g_assert_true (g_strv_contains ((const char * const *) turns, "c7-c8"));
}

static void
test_deactivation_and_reactivation (void)
{
  /* PR-5: an inactive soldier cannot regenerate again … */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_auto(GStrv) turns = legal_turns (game, "8/2w4B/8/8/8/8/8/WWW1WWWW w 5 3");

  for (guint i = 0; turns[i]; i++)
    if (g_str_has_prefix (turns[i], "c7"))
      g_assert_null (strchr (turns[i], '@'));
  g_assert_true (g_strv_contains ((const char * const *) turns, "c7-c8"));
  /* (an active soldier from a1 can still raid a8 and regenerate) */
  g_assert_true (g_strv_contains ((const char * const *) turns, "a1-a8@d1"));

  /* … stays inactive while it moves in the enemy half (ranks 5–8) … */
  assert_apply ("pressman", "8/2w4B/8/8/8/8/8/WWW1WWWW w 5 3", "c7-c5",
                "8/7B/8/2w5/8/8/8/WWW1WWWW b 5 3");
  /* … and is active again once it ends a move on its own half */
  assert_apply ("pressman", "8/2w4B/8/8/8/8/8/WWW1WWWW w 5 3", "c7-c4",
                "8/7B/8/8/2W5/8/8/WWW1WWWW b 5 3");
  /* Black's inactive soldiers reactivate on ranks 5–8 */
  assert_apply ("pressman", "8/8/8/8/8/1b6/8/W7 b 0 0", "b3-b5",
                "8/8/8/1B6/8/8/8/W7 w 0 0");
}

/* ---- end of the game ---- */

static void
test_win_by_capturing_last (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  QuintetOutcome outcome;
  guint n_turns;

  g_assert_true (quintet_game_load_position (game, "8/8/8/8/8/8/1B6/W7 w 0 3", &error));
  g_assert_no_error (error);
  g_assert_true (quintet_game_play_notation (game, "a1xb2", &error));
  g_assert_no_error (error);

  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "White wins: Black has no soldier left");
  quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, ==, 0);
  g_assert_false (quintet_game_play_notation (game, "b2-b3", &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED);
}

static void
test_draw_third_repetition (void)
{
  /* PR-6(b): the same position for the third time draws */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  const char *cycle[] = { "a1-a2", "h8-h7", "a2-a1", "h7-h8" };
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, "7B/8/8/8/8/8/8/W6B w 0 0", NULL));
  for (guint i = 0; i < 8; i++)
    {
      g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
      g_assert_true (quintet_game_play_notation (game, cycle[i % 4], NULL));
    }

  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_REPETITION);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Draw: the same position occurred for the third time");

  /* Undo takes the draw back */
  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
}

/* PR-6(c): a turn that does not capture (regenerations capture) */
static gboolean
is_quiet (const char   *notation,
          gconstpointer data)
{
  return strchr (notation, 'x') == NULL;
}

static void
play_quiet_turns (QuintetGame *game,
                  guint        count)
{
  play_quiet_turns_where (game, count, is_quiet, NULL);
}

static void
test_draw_no_progress (void)
{
  /* PR-6(c): 100 turns in a row without capture or regeneration draw */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  g_assert_true (quintet_game_load_position (game, "7B/8/8/8/8/8/8/1W6 w 0 0", NULL));
  play_quiet_turns (game, 99);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);
}

static void
test_capture_resets_no_progress (void)
{
  /* PR-6(c): a capture starts the count again: 60 + 1 + 60 turns go on */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  guint n_turns;
  const QuintetMove *turns;
  gboolean captured = FALSE;

  g_assert_true (quintet_game_load_position (game, "7B/8/8/8/8/8/6B1/1W6 w 0 0", NULL));
  play_quiet_turns (game, 60);
  turns = quintet_game_get_legal_turns (game, &n_turns);
  for (guint i = 0; i < n_turns && !captured; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[i]);
      QuintetMove turn = turns[i];

      if (strchr (notation, 'x') != NULL)
        captured = quintet_game_play_turn (game, &turn, NULL);
    }
  g_assert_true (captured);
  play_quiet_turns (game, 60);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
}

static void
test_stalemate_no_move (void)
{
  /* PR-6(a): a player with no legal move draws. It needs all 64 squares
   * filled, which 28 soldiers a side cannot do, so the ruling is checked on
   * the position-level outcome with no turns. */
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetOutcome outcome = quintet_game_position_outcome (game, quintet_game_get_position (game), 0);

  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_NO_MOVE);
}

static void
test_resign_and_agree (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autofree char *resigned = NULL;
  g_autofree char *agreed = NULL;

  g_assert_true (quintet_game_play_notation (game, "b2-b4", NULL));
  quintet_game_resign (game, QUINTET_SIDE_1);
  resigned = quintet_game_describe_outcome (game);
  g_assert_cmpstr (resigned, ==, "White wins: Black resigned");
  g_assert_true (quintet_game_get_can_undo (game));

  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);

  quintet_game_agree_draw (game);
  agreed = quintet_game_describe_outcome (game);
  g_assert_cmpstr (agreed, ==, "Draw by agreement");
}

/* issue 25: redo restores a resignation that undo took back, after the
 * turns undone with it; a new turn or result drops it */
static void
test_redo_resignation (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autofree char *resigned = NULL;

  g_assert_true (quintet_game_play_notation (game, "b2-b4", NULL));
  quintet_game_resign (game, QUINTET_SIDE_1);
  g_assert_false (quintet_game_get_can_redo (game));

  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_true (quintet_game_get_can_redo (game));
  quintet_game_undo (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);

  quintet_game_redo (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_true (quintet_game_get_can_redo (game));
  quintet_game_redo (game);
  resigned = quintet_game_describe_outcome (game);
  g_assert_cmpstr (resigned, ==, "White wins: Black resigned");
  g_assert_false (quintet_game_get_can_redo (game));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);

  /* Another turn instead drops it */
  quintet_game_undo (game);
  g_assert_true (quintet_game_play_notation (game, "g7-g5", NULL));
  g_assert_false (quintet_game_get_can_redo (game));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);

  /* and so does another result */
  quintet_game_resign (game, QUINTET_SIDE_0);
  quintet_game_undo (game);
  quintet_game_agree_draw (game);
  g_assert_false (quintet_game_get_can_redo (game));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
}

static void
test_undo_redo_history (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  g_assert_false (quintet_game_get_can_undo (game));
  g_assert_true (quintet_game_play_notation (game, "b2-b4", NULL));
  g_assert_true (quintet_game_play_notation (game, "g7-g5", NULL));
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "g7-g5");

  quintet_game_undo (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_true (quintet_game_get_can_redo (game));
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_1);
  quintet_game_redo (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_false (quintet_game_get_can_redo (game));

  /* Playing after an undo drops the redo turns */
  quintet_game_undo (game);
  g_assert_true (quintet_game_play_notation (game, "a7-a5", NULL));
  g_assert_false (quintet_game_get_can_redo (game));
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "a7-a5");

  quintet_game_truncate (game, 0);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_false (quintet_game_get_can_redo (game));
}

/* ---- bad input changes nothing ---- */

static void
test_bad_notation (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "c2-c9", "“c2-c9”: expected a square from a1 to h8 at character 4" },
    { "c2c4", "“c2c4”: expected “-” or “x” at character 3" },
    { "", "“”: expected a square from a1 to h8 at character 1" },
    { "b2-b4 ", "“b2-b4 ”: unexpected text at character 6" },
    { "B2-B4", "“B2-B4”: expected a square from a1 to h8 at character 1" },
    { "c3-c4", "“c3-c4”: no White soldier on c3" },
    { "a2-a7", "“a2-a7”: this move captures, write “x” instead of “-”" },
    { "a2xa5", "“a2xa5”: there is nothing to capture, write “-” instead of “x”" },
    { "a1-a2", "“a1-a2”: a2 holds a White soldier: a soldier captures only enemy soldiers" },
    { "a1-a3", "“a1-a3”: a2 is in the way" },
    /* issue 25: a wrong separator never hides the real fault */
    { "a2-a8", "“a2-a8”: a7 is in the way" },
    { "a1-a7", "“a1-a7”: a2 is in the way" },
    { "b2-c4", "“b2-c4”: a soldier moves along a rank, file or diagonal" },
    { "b2-b4@a1", "“b2-b4@a1”: only a move that ends on Black’s home rank regenerates (PR-3)" },
    { "a2-a6@", "“a2-a6@”: expected a square from a1 to h8 at character 7" },
  };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_assert_false (quintet_game_play_notation (game, cases[i].text, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
      after = quintet_game_position_to_text (game, quintet_game_get_position (game));
      g_assert_cmpstr (after, ==, START);
    }
}

static void
test_bad_position_text (void)
{
  static const struct { const char *text; const char *detail; } cases[] = {
    { "", "expected four fields: board, side to move, White’s reserve, Black’s reserve" },
    { "8/8/8/8/8/8/8/8 w 0", "expected four fields: board, side to move, White’s reserve, Black’s reserve" },
    { "8/8/8/8/8/8/8 w 0 0", "the board has 7 ranks: it needs 8 ranks of 8 squares" },
    /* issue 15: a ninth rank was blamed on rank 1 */
    { "8/8/8/8/8/8/8/8/8 w 0 0", "the board has more than 8 ranks: it needs 8 ranks of 8 squares (character 16)" },
    { "8/8/8/8/8/8/8/7 w 0 0", "rank 1 has 7 squares, not 8 (character 15)" },
    { "9/8/8/8/8/8/8/8 w 0 0", "unexpected “9” at character 1" },
    { "44/8/8/8/8/8/8/8 w 0 0", "write a run of empty squares as one digit (character 2)" },
    { "7/8/8/8/8/8/8/8 w 0 0", "rank 8 has 7 squares, not 8 (character 2)" },
    { "WWWWWWWWW/8/8/8/8/8/8/8 w 0 0", "rank 8 has more than 8 squares (character 9)" },
    { "8/8/8/8/8/8/8/7X w 0 0", "unexpected “X” at character 16" },
    /* issue 15: input quoted in a message is escaped */
    { "8/8/8/8/8/8/8/7\x1b w 0 0", "unexpected “\\x1b” at character 16" },
    { "8/8/8/8/8/8/8/8 w 0 \x1b[1m", "Black’s reserve must be a number from 0 to 28, not “\\x1b[1m”" },
    { "8/8/8/8/8/8/8/8 x 0 0", "the side to move must be “w” or “b”, not “x”" },
    { "8/8/8/8/8/8/8/8 w 29 0", "White’s reserve must be a number from 0 to 28, not “29”" },
    { "8/8/8/8/8/8/8/8 w 0 -1", "Black’s reserve must be a number from 0 to 28, not “-1”" },
    /* issue 15: the reserve was counted as soldiers */
    { "8/8/8/8/8/8/8/WWWWWWWW w 21 0", "White has 29 soldiers on the board and in reserve together: more than the 28 a side owns" },
    { "BBBBBBBB/BBBBBBBB/8/8/8/8/8/8 w 0 13",
      "Black has 29 soldiers on the board and in reserve together: more than the 28 a side owns" },
    { "8/8/8/8/8/8/8/w7 w 0 0", "an inactive soldier cannot stand on its own half (PR-5, character 15)" },
    { "8/8/8/8/8/8/8/8  w 0 0", "expected four fields: board, side to move, White’s reserve, Black’s reserve" },
  };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  g_assert_true (quintet_game_play_notation (game, "b2-b4", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *quoted = quintet_text_quote (cases[i].text, -1);
      g_autofree char *expected = g_strdup_printf ("Cannot read the position: %s (“%s”)", cases[i].detail, quoted);

      g_assert_false (quintet_game_load_position (game, cases[i].text, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      g_assert_cmpstr (error->message, ==, expected);
      /* the game in progress is kept */
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
      g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "b2-b4");
    }
}

static void
test_illegal_regeneration_names_rule (void)
{
  /* issue 15: a refused regeneration names the ruling that refuses it */
  static const struct { const char *position; const char *turn; const char *message; } cases[] = {
    { "4B3/2W5/8/8/8/8/8/WWW1WWWW w 0 3", "c7-c8@d1", "“c7-c8@d1”: White’s reserve is empty: no regeneration (PR-4)" },
    { "4B3/2W5/8/8/8/8/8/WWW1WWWW w 1 3", "c7-c8@a1",
      "“c7-c8@a1”: the new soldier goes on an empty square of White’s home rank (PR-3)" },
    { "4B3/2w5/8/8/8/8/8/WWW1WWWW w 1 3", "c7-c8@d1",
      "“c7-c8@d1”: the soldier on c7 is inactive: it regenerates again only after a move back to its own half (PR-5)" },
  };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (quintet_game_load_position (game, cases[i].position, NULL));
      g_assert_false (quintet_game_play_notation (game, cases[i].turn, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_tiny_capacity_counts_every_turn (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  assert_counts_past_capacity (game, START, 90);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pressman/opening/count-90", test_opening_count);
  g_test_add_func ("/pressman/limits/tiny-capacity-counts-every-turn", test_tiny_capacity_counts_every_turn);
  g_test_add_func ("/pressman/opening/PR-1-black-first", test_opening_black_first);
  g_test_add_func ("/pressman/opening/corner-soldier", test_opening_corner_soldier);
  g_test_add_func ("/pressman/move/slide-blocked-by-own-and-enemy", test_slide_blocked);
  g_test_add_func ("/pressman/move/PR-2-capture-ends-on-enemy", test_capture_ends_on_enemy);
  g_test_add_func ("/pressman/regeneration/PR-3-offered", test_regeneration_offered);
  g_test_add_func ("/pressman/regeneration/PR-3-preview", test_regeneration_preview);
  g_test_add_func ("/pressman/regeneration/PR-5-declined-stays-active", test_regeneration_declined);
  g_test_add_func ("/pressman/regeneration/PR-3-by-capture", test_regeneration_by_capture);
  g_test_add_func ("/pressman/regeneration/PR-3-black", test_regeneration_black);
  g_test_add_func ("/pressman/regeneration/PR-4-home-full", test_regeneration_home_full);
  g_test_add_func ("/pressman/regeneration/PR-4-reserve-empty", test_regeneration_reserve_empty);
  g_test_add_func ("/pressman/regeneration/PR-5-deactivation-reactivation", test_deactivation_and_reactivation);
  g_test_add_func ("/pressman/end/win-capturing-last", test_win_by_capturing_last);
  g_test_add_func ("/pressman/end/PR-6b-third-repetition", test_draw_third_repetition);
  g_test_add_func ("/pressman/end/PR-6c-no-progress", test_draw_no_progress);
  g_test_add_func ("/pressman/end/PR-6c-capture-resets", test_capture_resets_no_progress);
  g_test_add_func ("/pressman/end/PR-6a-no-move-draws", test_stalemate_no_move);
  g_test_add_func ("/pressman/end/C-3-resign-and-agree", test_resign_and_agree);
  g_test_add_func ("/pressman/end/redo-resignation", test_redo_resignation);
  g_test_add_func ("/pressman/history/undo-redo-truncate", test_undo_redo_history);
  g_test_add_func ("/pressman/input/bad-notation", test_bad_notation);
  g_test_add_func ("/pressman/input/bad-position-text", test_bad_position_text);
  g_test_add_func ("/pressman/input/illegal-regeneration-names-rule", test_illegal_regeneration_names_rule);

  return g_test_run ();
}
