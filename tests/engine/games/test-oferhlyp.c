/* test-oferhlyp.c — the cases of rules/oferhlyp.md, each naming its ruling
 *
 * Position texts list rows 1 (Light's edge, the top) to 7 (Dark's edge).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-registry.h"
#include "test-engine-common.h"

#define START "LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d"

/* Dark man C7 before Light C6 (full), C4 (half), D3 (full): a chain */
#define CHAIN "6K/7/3L3/2l4/7/2L4/J1D4 d"
/* Dark man C7 before the half Light king C6 and a Light man C4 */
#define KING_CHAIN "7/7/7/2L4/7/2Q4/2D3J d"

static QuintetGame *
new_game (void)
{
  return quintet_registry_new_game ("oferhlyp");
}

static guint
count_containing (GStrv       turns,
                  const char *needle)
{
  guint count = 0;

  for (guint i = 0; turns[i]; i++)
    count += strstr (turns[i], needle) != NULL;
  return count;
}

/* ---- start ---- */

static void
test_start_count (void)
{
  /* 19 moves (row 6 forward) + 17 friendly jumps (row 7 over row 6) */
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *start = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_auto(GStrv) turns = legal_turns (game, START);

  g_assert_cmpstr (start, ==, START);
  g_assert_cmpuint (g_strv_length (turns), ==, 36);
  g_assert_cmpuint (count_containing (turns, "-"), ==, 19);
  g_assert_cmpuint (count_containing (turns, "~"), ==, 17);
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_0);
  g_assert_cmpstr (quintet_game_get_side_name (game, QUINTET_SIDE_0), ==, "Dark");
  g_assert_cmpstr (quintet_game_get_side_style (game, QUINTET_SIDE_1), ==, "light");
  /* OF-1: the king jumps its own men like any token */
  assert_turns_from (game, START, "KD7", "KD7~B5 KD7~D5 KD7~F5");
}

static void
test_geometry (void)
{
  /* rows counted from the top (Light's edge); Dark drawn at the bottom */
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);

  g_assert_cmpuint (geometry->n_cells, ==, 49);
  g_assert_cmpstr (geometry->cells[0].name, ==, "A1");
  g_assert_cmpstr (geometry->cells[48].name, ==, "G7");
  g_assert_cmpfloat (geometry->cells[0].y, <, geometry->cells[48].y);
  g_assert_cmpfloat (geometry->cells[0].x, <, geometry->cells[6].x);
}

/* ---- moves and friendly jumps ---- */

static void
test_friendly_jump_over_king (void)
{
  /* A man jumps over its own king without a mark: D6~D4 */
  g_autoptr(QuintetGame) game = new_game ();
  const char *position = "3K3/7/7/7/3J3/3D3/7 d";

  assert_turns_from (game, position, "D6", "D6-C5 D6-C6 D6-C7 D6-D7 D6-E5 D6-E6 D6-E7 D6~D4");
  assert_apply ("oferhlyp", position, "D6~D4", "3K3/7/7/3D3/3J3/7/7 l");
}

static void
test_friendly_jump_ends_turn (void)
{
  /* After D6~D4 neither a second friendly jump (D4~B4 over C4) nor an
   * attack (D4xF4 over E4) may follow; after D6-E5 no attack (E5xE3).
   * OF-1: the king moves, jumps and attacks like a man. */
  g_autoptr(QuintetGame) game = new_game ();
  const char *position = "3K3/7/7/2D1L2/3J3/3D3/7 d";

  assert_turns_from (game, position, "D6", "D6-C5 D6-C6 D6-C7 D6-D7 D6-E5 D6-E6 D6-E7 D6~D4");
  assert_turns_from (game, position, "KD5",
                     "KD5-C5 KD5-C6 KD5-D4 KD5-E5 KD5-E6 KD5~B3 KD5~D7 KD5xF3(2>1)");
  assert_apply ("oferhlyp", position, "KD5-D4", "3K3/7/7/2DJL2/7/3D3/7 l");
}

/* ---- attacks ---- */

static void
test_attack_full_and_half (void)
{
  /* full → half (flipped); half → removed at once (OF-2) */
  assert_apply ("oferhlyp", "3K3/7/2L4/2D4/7/7/3J3 d", "C4xC2(2>1)", "3K3/2D4/2l4/7/7/7/3J3 l");
  assert_apply ("oferhlyp", "3K3/7/2l4/2D4/7/7/3J3 d", "C4xC2(1>0)", "3K3/2D4/7/7/7/7/3J3 l");
  /* the attacker keeps its own strength */
  assert_apply ("oferhlyp", "3K3/7/2L4/2d4/7/7/3J3 d", "C4xC2(2>1)", "3K3/2d4/2l4/7/7/7/3J3 l");
  /* Light attacks too; the attacked king gets its mark */
  assert_apply ("oferhlyp", "3K3/3J3/7/7/7/7/L5D l", "KD1xKD3(2>1)", "7/3P3/3K3/7/7/7/L5D d");
}

static void
test_chain_attack (void)
{
  /* Every prefix of the chain is a turn of its own (stopping early), and
   * the chain never jumps back over C6, attacked already */
  g_autoptr(QuintetGame) game = new_game ();

  assert_turns_from (game, CHAIN, "C7",
                     "C7-B6 C7-B7 C7-D6 C7-D7 C7xC5(2>1) C7xC5(2>1)xC3(1>0) "
                     "C7xC5(2>1)xC3(1>0)xE3(2>1)");
  assert_apply ("oferhlyp", CHAIN, "C7xC5(2>1)xC3(1>0)xE3(2>1)", "6K/7/3lD2/7/7/2l4/J6 l");
  assert_apply ("oferhlyp", CHAIN, "C7xC5(2>1)xC3(1>0)", "6K/7/2DL3/7/7/2l4/J6 l");
  assert_apply ("oferhlyp", CHAIN, "C7xC5(2>1)", "6K/7/3L3/2l4/2D4/2l4/J6 l");
}

static void
test_not_the_same_token_twice (void)
{
  /* Four Light men around E5: the chain may come back to D6, its start
   * square (empty by then), but never jumps a token twice: no
   * D6xD4(2>1)xD6, no fifth jump */
  g_autoptr(QuintetGame) game = new_game ();
  const char *position = "K6/7/7/4L2/3L1L1/3DL2/6J d";

  assert_turns_from (game, position, "D6",
                     "D6-C5 D6-C6 D6-C7 D6-D7 D6-E5 D6-E7 "
                     "D6xD4(2>1) D6xD4(2>1)xF4(2>1) D6xD4(2>1)xF4(2>1)xF6(2>1) "
                     "D6xD4(2>1)xF4(2>1)xF6(2>1)xD6(2>1) "
                     "D6xF6(2>1) D6xF6(2>1)xF4(2>1) D6xF6(2>1)xF4(2>1)xD4(2>1) "
                     "D6xF6(2>1)xF4(2>1)xD4(2>1)xD6(2>1)");
  assert_apply ("oferhlyp", position, "D6xD4(2>1)xF4(2>1)xF6(2>1)xD6(2>1)", "K6/7/7/4l2/3l1l1/3Dl2/6J l");
}

static void
test_king_removed_mid_chain (void)
{
  /* OF-3: removing the king ends the chain and the game at once */
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *after = NULL;
  QuintetOutcome outcome;
  guint n_turns;

  assert_turns_from (game, KING_CHAIN, "C7", "C7-B6 C7-B7 C7-D6 C7-D7 C7xKC5(1>0)");

  g_assert_true (quintet_game_load_position (game, KING_CHAIN, &error));
  g_assert_true (quintet_game_play_notation (game, "C7xKC5(1>0)", &error));
  g_assert_no_error (error);
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Dark wins: the Light king was removed");
  after = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (after, ==, "7/7/7/2L4/2D4/7/6J l");
  quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, ==, 0);
}

static void
test_light_wins (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, "3K3/3P3/7/7/7/7/6D l", NULL));
  g_assert_true (quintet_game_play_notation (game, "KD1xKD3(1>0)", NULL));
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Light wins: the Dark king was removed");
}

/* ---- end of the game ---- */

static void
test_only_kings_draw (void)
{
  /* OF-4 */
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, "3K3/7/7/3l3/3J3/7/7 d", NULL));
  g_assert_true (quintet_game_play_notation (game, "KD5xD3(1>0)", NULL));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Draw: only the two kings are left");
}

static void
test_no_move_draw (void)
{
  /* OF-6 (house rule): Dark's king is walled in by its own men, whose
   * every step and jump is blocked */
  g_autoptr(QuintetGame) game = new_game ();
  const char *blocked = "3K3/7/7/7/LLLL3/LLL4/JDLL3 d";
  guint n_turns;
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, blocked, NULL));
  quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, ==, 0);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_MOVE);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Draw: stalemate, no legal turn");
}

static gboolean
legal_notation (QuintetGame *game,
                const char  *text)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[i]);

      if (g_str_equal (notation, text))
        return TRUE;
    }
  return FALSE;
}

static void
test_third_repetition_not_offered (void)
{
  /* OF-5: a turn that would make a position for the third time is not
   * legal: the player must find another one; the game goes on */
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  const char *cycle[] = { "A6-A5", "G2-G3", "A5-A6", "G3-G2" };
  g_auto(GStrv) all = legal_turns (game, "3K3/7/6L/7/7/D6/3J3 l");
  guint n_turns;

  g_assert_true (quintet_game_load_position (game, "3K3/6L/7/7/7/D6/3J3 d", NULL));
  for (guint i = 0; i < 7; i++)
    {
      g_assert_true (legal_notation (game, cycle[i % 4]));
      g_assert_true (quintet_game_play_notation (game, cycle[i % 4], &error));
      g_assert_no_error (error);
    }

  /* the start position occurred twice: G3-G2 would make it a third time */
  g_assert_false (legal_notation (game, "G3-G2"));
  g_assert_true (legal_notation (game, "G3-G4"));
  quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, ==, g_strv_length (all) - 1);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  /* The refusal names the rule, not just "not legal" (issue 15) */
  g_assert_false (quintet_game_play_notation (game, "G3-G2", &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_REPETITION);
  g_assert_cmpstr (error->message, ==,
                   "That turn is not legal here: it would create the same position for the third time (OF-5)");
  g_clear_error (&error);
  {
    g_autofree char *reason = quintet_game_explain_repetition (game);

    g_assert_cmpstr (reason, ==, "it would create the same position for the third time (OF-5)");
  }
  /* A turn the board refuses is not blamed on the repetition rule */
  {
    QuintetMove off_board = { 0 };

    quintet_move_push (&off_board, 0);
    quintet_move_push (&off_board, 48);
    g_assert_false (quintet_game_play_turn (game, &off_board, &error));
    g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
    g_assert_cmpstr (error->message, ==, "That turn is not legal here");
    g_clear_error (&error);
  }

  /* Reviewing that ply after one more turn offers the same list */
  g_assert_true (quintet_game_play_notation (game, "G3-G4", &error));
  {
    g_auto(QuintetTurnList) list = { 0 };
    guint n_at = quintet_game_get_legal_turns_at (game, 7, &list);
    QuintetMove repeating;

    g_assert_cmpuint (n_at, ==, n_turns);
    g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, 7), "G3-G2", &repeating, NULL));
    for (guint i = 0; i < n_at; i++)
      g_assert_false (quintet_move_equal (&list.turns[i], &repeating));
  }

  /* one cycle earlier the same turn was legal (a second occurrence) */
  quintet_game_undo (game);
  quintet_game_undo (game);
  quintet_game_undo (game);
  quintet_game_undo (game);
  quintet_game_undo (game);
  g_assert_true (legal_notation (game, "G3-G2"));
}

/* OF-7: a turn that does not attack, and starts with the prefix @data */
static gboolean
is_quiet (const char   *notation,
          gconstpointer data)
{
  return strchr (notation, 'x') == NULL && g_str_has_prefix (notation, data);
}

static void
play_quiet_turns (QuintetGame *game,
                  guint        count,
                  const char  *prefix)
{
  play_quiet_turns_where (game, count, is_quiet, prefix);
}

static void
test_no_progress_draw (void)
{
  /* OF-7: 100 turns in a row without an attack draw */
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, "3K2L/7/7/7/7/7/D2J3 d", NULL));
  play_quiet_turns (game, 99, "");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, "");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Draw: 100 turns without an attack");
}

static void
test_attack_resets_no_progress (void)
{
  /* OF-7: an attack starts the count again: 60 king turns, the attack,
   * then 99 turns go on and the 100th draws */
  g_autoptr(QuintetGame) game = new_game ();
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_game_load_position (game, "3K3/7/L6/D6/7/7/3J3 d", NULL));
  play_quiet_turns (game, 60, "K");
  g_assert_true (quintet_game_play_notation (game, "A4xA2(2>1)", &error));
  g_assert_no_error (error);
  play_quiet_turns (game, 99, "K");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, "K");
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);
}

/* ---- notation ---- */

static void
assert_round_trip (QuintetGame *game,
                   const char  *position_text,
                   const char  *notation,
                   const char  *shorthand)
{
  QuintetPositionBuffer position;
  QuintetMove turn, short_turn;
  g_autoptr(GError) error = NULL;
  g_autofree char *standard = NULL;
  g_autofree char *short_text = NULL;

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  quintet_game_set_notation_style (game, QUINTET_NOTATION_STANDARD);
  g_assert_true (quintet_game_parse_turn (game, &position, notation, &turn, &error));
  g_assert_no_error (error);
  standard = quintet_game_format_turn (game, &position, &turn);
  g_assert_cmpstr (standard, ==, notation);

  /* the shorthand is accepted always and written in the short style */
  g_assert_true (quintet_game_parse_turn (game, &position, shorthand, &short_turn, &error));
  g_assert_no_error (error);
  g_assert_true (quintet_move_equal (&turn, &short_turn));
  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  short_text = quintet_game_format_turn (game, &position, &turn);
  g_assert_cmpstr (short_text, ==, shorthand);
  quintet_game_set_notation_style (game, QUINTET_NOTATION_STANDARD);
}

static void
test_notation_examples (void)
{
  /* the examples of the rules' notation section */
  g_autoptr(QuintetGame) game = new_game ();

  assert_round_trip (game, "K6/7/7/7/4D2/7/6J d", "E5-E4", "E5-E4");
  assert_round_trip (game, "K6/7/7/4J2/7/7/7 d", "KE4-E5", "KE4-E5");
  assert_round_trip (game, "4D2/4D2/7/7/7/K6/6J d", "E1~E3", "E1~E3");
  assert_round_trip (game, "4D2/4L2/7/7/7/K6/6J d", "E1xE3(2>1)", "E1xE3(-)");
  assert_round_trip (game, "4D2/4l2/7/7/7/K6/6J d", "E1xE3(1>0)", "E1xE3(r)");
  assert_round_trip (game, "K6/7/2J4/3L3/7/7/7 d", "KC3xE5(2>1)", "KC3xE5(-)");
  assert_round_trip (game, "4D2/4K2/7/7/7/7/3J3 d", "E1xKE3(2>1)", "E1xKE3(-)");
  assert_round_trip (game, "7/7/2D4/3l3/7/5K1/J6 d", "C3xE5(1>0)xKG7(2>1)", "C3xE5(r)xKG7(-)");
  assert_round_trip (game, "3K3/7/7/7/3J3/3D3/7 d", "D6~D4", "D6~D4");
  assert_round_trip (game, CHAIN, "C7xC5(2>1)xC3(1>0)xE3(2>1)", "C7xC5(-)xC3(r)xE3(-)");
  assert_apply ("oferhlyp", "7/7/2D4/3l3/7/5K1/J6 d", "C3xE5(r)xKG7(-)", "7/7/7/7/7/5Q1/J5D l");
}

static void
test_notation_style_history (void)
{
  /* the history is rewritten when the style changes */
  g_autoptr(QuintetGame) game = new_game ();

  g_assert_true (quintet_game_load_position (game, CHAIN, NULL));
  g_assert_true (quintet_game_play_notation (game, "C7xC5(-)xC3(r)", NULL));
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "C7xC5(2>1)xC3(1>0)");
  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "C7xC5(-)xC3(r)");
}

static void
test_bad_notation (void)
{
  static const struct { const char *position; const char *text; const char *message; } cases[] = {
    { START, "", "“”: expected a square from A1 to G7 at character 1" },
    { START, "e6-e5", "“e6-e5”: expected a square from A1 to G7 at character 1" },
    { START, "E6E5", "“E6E5”: expected “-”, “~” or “x” at character 3" },
    { START, "E6-E5 ", "“E6-E5 ”: unexpected text at character 6" },
    { START, "E6-E8", "“E6-E8”: expected a square from A1 to G7 at character 4" },
    { START, "E5-E4", "“E5-E4”: no Dark token on E5" },
    { START, "E1-E2", "“E1-E2”: no Dark token on E1" },
    { START, "D7~D5", "“D7~D5”: the token on D7 is a king, write “KD7” (character 1)" },
    { START, "KE6-E5", "“KE6-E5”: the token on E6 is not a king, remove the “K” at character 1" },
    { START, "E6-E4", "“E6-E4”: E4 is not next to E6 (character 4)" },
    { START, "E6-E7", "“E6-E7”: E7 is not empty (character 4)" },
    { START, "E6~E4", "“E6~E4”: there is no token on E5 to jump over (character 4)" },
    { START, "E7~E4", "“E7~E4”: a jump from E7 cannot land on E4 (character 4)" },
    { START, "E6xE4(2>1)", "“E6xE4(2>1)”: there is no token on E5 to attack (character 4)" },
    { START, "E7xE5(2>1)", "“E7xE5(2>1)”: the token on E6 is your own, write “~” for a friendly jump (character 3)" },
    { START, "E7~E5~E3", "“E7~E5~E3”: unexpected text at character 6" },
    { CHAIN, "C7xC5(1>0)", "“C7xC5(1>0)”: the token on C6 is at full strength, write “(2>1)” (character 6)" },
    { CHAIN, "C7xC5(r)", "“C7xC5(r)”: the token on C6 is at full strength, write “(2>1)” (character 6)" },
    { CHAIN, "C7xC5(2>1)xC3(2>1)", "“C7xC5(2>1)xC3(2>1)”: the token on C4 is at half strength, write “(1>0)” (character 14)" },
    { CHAIN, "C7xC5(2>1)xC7(2>1)", "“C7xC5(2>1)xC7(2>1)”: the token on C6 was already attacked this turn (character 12)" },
    { CHAIN, "C7xC5(2>1", "“C7xC5(2>1”: expected the hit “(2>1)”, “(1>0)”, “(-)” or “(r)” at character 6" },
    { CHAIN, "C7xC5", "“C7xC5”: expected the hit “(2>1)”, “(1>0)”, “(-)” or “(r)” at character 6" },
    { CHAIN, "C7xKC5(2>1)", "“C7xKC5(2>1)”: the token on C6 is not a king, remove the “K” at character 4" },
    { CHAIN, "C7~C5", "“C7~C5”: the token on C6 is an enemy, write “x” to attack it (character 3)" },
    { CHAIN, "C7xC5(2>1)-C4", "“C7xC5(2>1)-C4”: unexpected text at character 11" },
    { CHAIN, "C7-C6", "“C7-C6”: C6 is not empty (character 4)" },
    /* issue 25: a wrong mark never hides the real fault */
    { "6K/7/3L3/2l4/2L4/2L4/J1D4 d", "C7~C5", "“C7~C5”: C5 is not empty (character 4)" },
    { "LLLKLL1/LLLLLLL/7/7/4L2/DDDDDDD/DDDJDDD d", "E7xE5(2>1)", "“E7xE5(2>1)”: E5 is not empty (character 4)" },
    { "K6/7/7/4L2/3L1L1/3DL2/6J d", "D6xD4(2>1)xD6(2>1)",
      "“D6xD4(2>1)xD6(2>1)”: the token on D5 was already attacked this turn (character 12)" },
    { KING_CHAIN, "C7xC5(1>0)", "“C7xC5(1>0)”: the token on C6 is a king, write “KC5” (character 4)" },
    { KING_CHAIN, "C7xKC5(1>0)xC3(2>1)",
      "“C7xKC5(1>0)xC3(2>1)”: the king on C6 is removed and the game is over: nothing may follow (character 12)" },
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_assert_true (quintet_game_load_position (game, cases[i].position, NULL));
      g_assert_false (quintet_game_play_notation (game, cases[i].text, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
      after = quintet_game_position_to_text (game, quintet_game_get_position (game));
      g_assert_cmpstr (after, ==, cases[i].position);
    }
}

static void
test_bad_position_text (void)
{
  static const struct { const char *text; const char *detail; } cases[] = {
    { "", "expected two fields: board and side to move" },
    { "7/7/7/7/7/7/7", "expected two fields: board and side to move" },
    { "3K3/7/7/7/7/7/3J3  d", "expected two fields: board and side to move" },
    { "7/7/7/7/7/7 d", "the board has 6 rows: it needs 7 rows of 7 squares" },
    /* issue 15: how many rows, which row is short */
    { "7/7/7/7/7/7/7/7 d", "the board has more than 7 rows: it needs 7 rows of 7 squares (character 14)" },
    { "7/7/7/7/7/7/6 d", "row 7 has 6 squares, not 7 (character 13)" },
    { "8/7/7/7/7/7/7 d", "unexpected “8” at character 1" },
    { "34/7/7/7/7/7/7 d", "write a run of empty squares as one digit (character 2)" },
    { "6/7/7/7/7/7/7 d", "row 1 has 6 squares, not 7 (character 2)" },
    { "LLLLLLLL/7/7/7/7/7/7 d", "row 1 has more than 7 squares (character 8)" },
    { "3K3/7/7/7/7/7/6X d", "unexpected “X” at character 16" },
    { "3K3/7/7/7/7/7/3Jé2 d", "unexpected “é” at character 17" },
    { "3K3/7/7/7/7/7/3J3 x", "the side to move must be “d” or “l”, not “x”" },
    { "3K3/7/7/7/7/7/3J3 D", "the side to move must be “d” or “l”, not “D”" },
    { "KK5/7/7/7/7/7/3J3 d", "Light has more than one king" },
    { "3K3/7/7/7/7/7/JP5 l", "Dark has more than one king" },
    { "LLLKLLL/LLLLLLL/L6/7/7/DDDDDDD/DDDJDDD d", "Light has more than 14 tokens" },
    { "7/7/7/7/7/7/3J3 d", "Light has no king, so it must be the side to move" },
    { "7/7/7/7/7/7/7 l", "Dark has no king, so it must be the side to move" },
  };
  g_autoptr(QuintetGame) game = new_game ();

  g_assert_true (quintet_game_play_notation (game, "E6-E5", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("Cannot read the position: %s (“%s”)", cases[i].detail, cases[i].text);

      g_assert_false (quintet_game_load_position (game, cases[i].text, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      g_assert_cmpstr (error->message, ==, expected);
      /* the game in progress is kept */
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
      g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "E6-E5");
    }
}

static void
test_position_text_round_trip (void)
{
  /* every symbol: men and kings, full and half, both sides to move; a
   * side without its king only when it moves next (it just lost it) */
  static const char *texts[] = {
    "LlK4/7/7/7/7/7/DdJ4 d",
    "lLQ4/7/7/3dD2/7/7/P6 l",
    "7/7/7/2L4/2D4/7/6J l",
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      QuintetPositionBuffer position;
      g_autofree char *text = NULL;

      g_assert_true (quintet_game_position_from_text (game, texts[i], &position, NULL));
      text = quintet_game_position_to_text (game, &position);
      g_assert_cmpstr (text, ==, texts[i]);
    }
}

/* ---- the board while a chain is clicked ---- */

static void
test_preview_path (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetPositionBuffer position, preview;
  const QuintetCell chain[] = { 44, 30, 16, 18 };   /* C7, C5, C3, E3 */
  const QuintetCell move[] = { 44, 36 };            /* C7, B6 */
  QuintetCellView views[49];
  g_autofree char *text = NULL;

  g_assert_true (quintet_game_position_from_text (game, CHAIN, &position, NULL));
  g_assert_true (quintet_game_preview_path (game, &position, chain, 3, &preview));
  text = quintet_game_position_to_text (game, &preview);
  /* C6 flipped, C4 removed, the token on C3, still Dark's turn */
  g_assert_cmpstr (text, ==, "6K/7/2DL3/7/7/2l4/J6 d");
  g_assert_cmpuint (QUINTET_POSITION_HASH (&preview), ==, quintet_game_compute_hash (game, &preview));
  quintet_game_describe_position (game, &preview, views);
  g_assert_cmpuint (views[37].flags, ==, QUINTET_PIECE_HALF);          /* C6 */
  g_assert_cmpuint (views[23].height, ==, 0);                          /* C4 */
  g_assert_cmpuint (views[42].flags, ==, QUINTET_PIECE_KING);          /* A7 */

  g_assert_false (quintet_game_preview_path (game, &position, chain, 1, &preview));
  g_assert_false (quintet_game_preview_path (game, &position, move, 2, &preview));
  /* not a chain: E3 is not a jump from C7 */
  g_assert_false (quintet_game_preview_path (game, &position, (QuintetCell[]) { 44, 18 }, 2, &preview));
}

static void
test_path_motions (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetPositionBuffer position;
  const QuintetCell chain[] = { 44, 30, 16, 18 };
  const QuintetCell move[] = { 44, 36 };
  QuintetMotion motions[QUINTET_MAX_MOTIONS];

  g_assert_true (quintet_game_position_from_text (game, CHAIN, &position, NULL));
  g_assert_cmpuint (quintet_game_path_motions (game, &position, chain, 4, motions, QUINTET_MAX_MOTIONS), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (motions[i].from, ==, chain[i]);
      g_assert_cmpuint (motions[i].to, ==, chain[i + 1]);
      g_assert_cmpuint (motions[i].step, ==, i);
    }
  g_assert_cmpuint (quintet_game_path_motions (game, &position, move, 2, motions, QUINTET_MAX_MOTIONS), ==, 1);
  g_assert_cmpuint (motions[0].from, ==, 44);
  g_assert_cmpuint (motions[0].to, ==, 36);
  g_assert_cmpuint (motions[0].step, ==, 0);
}

static void
test_packed_position (void)
{
  /* 43,239 chains for the Dark man on C3, every one listed, and
   * random_turn picks from that same list */
  g_autoptr(QuintetGame) game = new_game ();
  g_auto(QuintetTurnList) list = { 0 };
  QuintetMove few[100];
  QuintetPositionBuffer position;
  QuintetMove picked;

  g_assert_true (quintet_game_position_from_text (game, "1L1L3/LKLLL2/1LDL3/LLLLL2/7/7/6J d", &position, NULL));
  g_assert_cmpuint (quintet_game_list_turns (game, &position, &list), ==, 43239);
  g_assert_cmpuint (quintet_game_random_turn (game, &position, G_MAXUINT32, &picked), ==, 43239);
  g_assert_true (quintet_move_equal (&picked, &list.turns[43238]));

  /* With less room the count is still exact, and what fits is the same */
  g_assert_cmpuint (quintet_game_generate_turns (game, &position, few, G_N_ELEMENTS (few)), ==, 43239);
  for (guint i = 0; i < G_N_ELEMENTS (few); i++)
    g_assert_true (quintet_move_equal (&few[i], &list.turns[i]));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/oferhlyp/start/count-36-moves-and-friendly-jumps", test_start_count);
  g_test_add_func ("/oferhlyp/start/geometry-rows-from-the-top", test_geometry);
  g_test_add_func ("/oferhlyp/move/friendly-jump-over-own-king", test_friendly_jump_over_king);
  g_test_add_func ("/oferhlyp/move/OF-1-friendly-jump-ends-turn-no-attack-after-move", test_friendly_jump_ends_turn);
  g_test_add_func ("/oferhlyp/attack/OF-2-full-and-half", test_attack_full_and_half);
  g_test_add_func ("/oferhlyp/attack/chain-and-stopping-early", test_chain_attack);
  g_test_add_func ("/oferhlyp/attack/not-the-same-token-twice", test_not_the_same_token_twice);
  g_test_add_func ("/oferhlyp/end/OF-3-king-removed-mid-chain", test_king_removed_mid_chain);
  g_test_add_func ("/oferhlyp/end/OF-3-light-wins", test_light_wins);
  g_test_add_func ("/oferhlyp/end/OF-4-only-kings-draw", test_only_kings_draw);
  g_test_add_func ("/oferhlyp/end/OF-5-third-repetition-not-offered", test_third_repetition_not_offered);
  g_test_add_func ("/oferhlyp/end/OF-6-no-move-draw", test_no_move_draw);
  g_test_add_func ("/oferhlyp/end/OF-7-no-attack-draw", test_no_progress_draw);
  g_test_add_func ("/oferhlyp/end/OF-7-attack-resets", test_attack_resets_no_progress);
  g_test_add_func ("/oferhlyp/notation/examples-round-trip-and-shorthand", test_notation_examples);
  g_test_add_func ("/oferhlyp/notation/short-style-history", test_notation_style_history);
  g_test_add_func ("/oferhlyp/input/bad-notation", test_bad_notation);
  g_test_add_func ("/oferhlyp/input/bad-position-text", test_bad_position_text);
  g_test_add_func ("/oferhlyp/input/position-text-round-trip", test_position_text_round_trip);
  g_test_add_func ("/oferhlyp/input/preview-path", test_preview_path);
  g_test_add_func ("/oferhlyp/input/path-motions", test_path_motions);
  g_test_add_func ("/oferhlyp/input/packed-position-list-capped", test_packed_position);

  return g_test_run ();
}
