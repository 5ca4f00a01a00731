/* test-record.c — game records (docs/records.md): random games of every
 * registered game written and read back, hand-written records, and
 * malformed ones with their exact LINE:COLUMN messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-record.h"
#include "quintet-text.h"

/* Random games stop here when they have not ended: random Overlord games
 * hardly ever do. */
#define MAX_PLIES 160

/* Plays random legal turns (the game's full rules, history included)
 * until the game ends or @max_plies. */
static void
play_random (QuintetGame *game,
             GRand       *random,
             guint        max_plies)
{
  for (guint ply = 0; ply < max_plies; ply++)
    {
      g_autoptr(GError) error = NULL;
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      if (n_turns == 0)
        break;
      quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], &error);
      g_assert_no_error (error);
    }
}

/* Comment @index of the main line's node at @ply, or NULL */
static const char *
main_comment (QuintetRecord *record,
              guint          ply,
              guint          index)
{
  QuintetGameTree *tree = quintet_game_get_tree (quintet_record_get_game (record));
  const char * const *comments;

  if (ply > quintet_game_tree_get_main_length (tree))
    return NULL;
  comments = quintet_tree_node_get_comments (quintet_game_tree_get_main_node (tree, ply));
  for (guint i = 0; i < index; i++)
    if (comments[i] == NULL)
      return NULL;
  return comments[index];
}

static void
set_main_comment (QuintetGame *game,
                  guint        ply,
                  const char  *comment)
{
  const char * const comments[] = { comment, NULL };

  quintet_tree_node_set_comments (quintet_game_tree_get_main_node (quintet_game_get_tree (game), ply), comments);
}

/* Same start, turns, positions at every ply and outcome */
static void
assert_same_game (QuintetGame *expected,
                  QuintetGame *actual)
{
  gsize size = quintet_game_get_position_size (expected);
  guint n_turns = quintet_game_get_n_turns (expected);
  QuintetOutcome outcome = quintet_game_get_outcome (expected);
  QuintetOutcome read_outcome = quintet_game_get_outcome (actual);

  g_assert_cmpstr (quintet_game_get_id (actual), ==, quintet_game_get_id (expected));
  g_assert_cmpuint (quintet_game_get_n_turns (actual), ==, n_turns);
  for (guint ply = 0; ply <= n_turns; ply++)
    g_assert_cmpmem (quintet_game_get_position_at (actual, ply), size,
                     quintet_game_get_position_at (expected, ply), size);
  for (guint ply = 0; ply < n_turns; ply++)
    g_assert_true (quintet_move_equal (quintet_game_get_turn (actual, ply),
                                       quintet_game_get_turn (expected, ply)));
  g_assert_cmpint (read_outcome.status, ==, outcome.status);
  g_assert_cmpint (read_outcome.winner, ==, outcome.winner);
  g_assert_cmpint (read_outcome.reason, ==, outcome.reason);
}

/* Writes @game, reads it back: the same game, and the same text again */
static void
assert_round_trip (QuintetGame *game)
{
  g_autoptr(QuintetRecord) record = quintet_record_new (game);
  g_autoptr(QuintetRecord) read = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;

  quintet_record_set_tag (record, quintet_record_side_tag (game, QUINTET_SIDE_0), "Ann \"the wall\" Smith");
  set_main_comment (game, 0, "a comment before the first turn");
  if (quintet_game_get_n_turns (game) > 0)
    set_main_comment (game, quintet_game_get_n_turns (game), "and one after the last");
  text = quintet_record_to_text (record);
  read = parse_ok (text);
  assert_same_game (game, quintet_record_get_game (read));

  g_assert_cmpstr (quintet_record_get_tag (read, quintet_record_side_tag (game, QUINTET_SIDE_0)), ==,
                   "Ann \"the wall\" Smith");
  g_assert_null (quintet_record_get_tag (read, quintet_record_side_tag (game, QUINTET_SIDE_1)));
  g_assert_cmpstr (main_comment (read, 0, 0), ==, "a comment before the first turn");
  again = quintet_record_to_text (read);
  g_assert_cmpstr (again, ==, text);
}

static void
test_round_trip (gconstpointer data)
{
  const char *id = data;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (id);
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);

      /* Every other game starts with side 1 where the rules let it choose */
      if (seed % 2 == 0 && quintet_game_get_first_side_choice (game))
        quintet_game_new_game (game, QUINTET_SIDE_1);
      play_random (game, random, seed == 1 ? 0 : MAX_PLIES / (seed % 3 + 1));
      assert_round_trip (game);
    }
}

/* OF-2 notation: a game shown in the shorthand style is written in the
 * standard one, and reads back the same */
static void
test_shorthand_written_standard (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  quintet_game_load_position (game, "6K/7/3L3/2l4/7/2L4/J1D4 d", &error);
  g_assert_no_error (error);
  quintet_game_play_notation (game, "C7xC5(-)", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "C7xC5(-)");

  record = quintet_record_new (game);
  text = quintet_record_to_text (record);
  g_assert_true (g_str_has_suffix (text, "\n\n1. C7xC5(2>1) *\n"));
  g_assert_cmpint (quintet_game_get_notation_style (game), ==, QUINTET_NOTATION_SHORT);
  assert_round_trip (game);
}

/* Resigned at an ongoing position, and a draw by agreement */
static void
test_round_trip_declared (gconstpointer data)
{
  const char *id = data;

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (id);
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);

      play_random (game, random, 7 + seed);
      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
        continue;
      if (seed == 4)
        quintet_game_agree_draw (game);
      else
        quintet_game_resign (game, seed % 2 == 0 ? QUINTET_SIDE_0 : QUINTET_SIDE_1);
      assert_round_trip (game);
    }
}

/* Random games to their end, where they end within a few hundred turns */
static void
test_round_trip_finished (gconstpointer data)
{
  const char *id = data;
  guint finished = 0;

  for (guint32 seed = 1; seed <= 40 && finished < 3; seed++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (id);
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);

      play_random (game, random, 400);
      if (quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING)
        continue;
      finished++;
      assert_round_trip (game);
    }
  /* Random Overlord games do not end (src/engine/README.md):
   * /record/repetition-draw writes a finished one */
  if (finished == 0)
    g_test_skip ("no random game ended within 400 turns");
}

/* ---- hand-written records ---- */

#define PRESSMAN_START "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW"

/* Tags in another order, an unknown tag, comments (two at one ply join),
 * Windows line ends and a byte order mark; 0-1 on an ongoing position is
 * White's resignation. */
static void
test_hand_written (void)
{
  const char *text =
    "\xEF\xBB\xBF[Result \"0-1\"]\r\n[Black \"Bea\"]\r\n[Event \"Club night\"]\r\n"
    "[Game \"pressman\"]\r\n[White \"Al\"]\r\n[Date \"2026.11.20\"]\r\n\r\n"
    "{opening\r\nbook} 1. a2-a3 {quiet} h7-h6\r\n2. b2-b3 {c1}{ c2 } 2... g7-g6 0-1\r\n";
  g_autoptr(QuintetRecord) record = parse_ok (text);
  QuintetGame *game = quintet_record_get_game (record);
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  g_autofree char *written = quintet_record_to_text (record);

  g_assert_cmpstr (quintet_game_get_id (game), ==, "pressman");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 4);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 3), ==, "g7-g6");
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_1);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_RESIGNATION);
  g_assert_cmpstr (quintet_record_get_tag (record, "White"), ==, "Al");
  g_assert_cmpstr (quintet_record_get_tag (record, "Black"), ==, "Bea");
  g_assert_cmpstr (quintet_record_get_tag (record, "Date"), ==, "2026.11.20");
  g_assert_cmpstr (quintet_record_get_tag (record, "Event"), ==, "Club night");
  g_assert_null (quintet_record_get_tag (record, "Result"));
  g_assert_cmpstr (main_comment (record, 0, 0), ==, "opening\nbook");
  g_assert_cmpstr (main_comment (record, 1, 0), ==, "quiet");
  g_assert_null (main_comment (record, 2, 0));
  /* Several comments at one turn stay several */
  g_assert_cmpstr (main_comment (record, 3, 0), ==, "c1");
  g_assert_cmpstr (main_comment (record, 3, 1), ==, "c2");
  g_assert_null (main_comment (record, 3, 2));
  g_assert_null (main_comment (record, 4, 0));

  /* Standard tags first, in their order, then the unknown ones as read */
  g_assert_cmpstr (written, ==,
                   "[Game \"pressman\"]\n[Date \"2026.11.20\"]\n[White \"Al\"]\n[Black \"Bea\"]\n"
                   "[Result \"0-1\"]\n[Termination \"Black wins: White resigned\"]\n"
                   "[Event \"Club night\"]\n\n"
                   "{opening\nbook} 1. a2-a3 {quiet} 1... h7-h6 2. b2-b3 {c1} {c2} 2... g7-g6 0-1\n");
}

/* Any "\r" in a comment becomes a line end, so that a comment written
 * again reads back the same (found by the fuzzer) */
static void
test_comment_line_ends (void)
{
  g_autoptr(QuintetRecord) record = parse_ok ("[Game \"pressman\"]\n{a\r\r\nb\rc\r\n} *");
  g_autofree char *written = quintet_record_to_text (record);
  g_autoptr(QuintetRecord) again = parse_ok (written);

  g_assert_cmpstr (main_comment (record, 0, 0), ==, "a\n\nb\nc");
  g_assert_cmpstr (main_comment (again, 0, 0), ==, "a\n\nb\nc");
}

/* PR-1: Black may move first; the Position tag says so */
static void
test_black_first (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(QuintetRecord) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  quintet_game_new_game (game, QUINTET_SIDE_1);
  quintet_game_play_notation (game, "h7-h6", &error);
  g_assert_no_error (error);
  quintet_game_play_notation (game, "a2-a3", &error);
  g_assert_no_error (error);
  record = quintet_record_new (game);
  quintet_record_set_tag (record, "Date", NULL);
  text = quintet_record_to_text (record);
  g_assert_cmpstr (text, ==,
                   "[Game \"pressman\"]\n[Date \"????.??.??\"]\n[White \"?\"]\n[Black \"?\"]\n"
                   "[Position \"" PRESSMAN_START " b 12 12\"]\n[Result \"*\"]\n\n"
                   "1... h7-h6 2. a2-a3 *\n");

  read = parse_ok (text);
  g_assert_cmpint (quintet_game_get_first_side (quintet_record_get_game (read)), ==, QUINTET_SIDE_1);
  g_assert_null (quintet_record_get_tag (read, "Date"));
  g_assert_null (quintet_record_get_tag (read, "White"));
  assert_same_game (game, quintet_record_get_game (read));
}

/* A two-part Ordo X turn (OX-3) may be broken across lines after its
 * comma; a move number may touch its turn. */
static void
test_ordo_x_two_parts (void)
{
  g_autoptr(QuintetRecord) record =
    parse_ok ("[Game \"ordo-x\"]\n\n1.a3:b3-b3,\n   a2-a3 {both parts} *\n");
  QuintetGame *game = quintet_record_get_game (record);
  g_autofree char *written = quintet_record_to_text (record);

  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "a3:b3-b3, a2-a3");
  g_assert_cmpstr (main_comment (record, 1, 0), ==, "both parts");
  g_assert_true (g_str_has_suffix (written, "\n\n1. a3:b3-b3, a2-a3 {both parts} *\n"));
}

#define ORDO_WON "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n"

/* The Termination tag is kept as read while the game ends there */
static void
test_termination_kept (void)
{
  g_autoptr(QuintetRecord) record =
    parse_ok (ORDO_WON "[Termination \"White took the last checker\"]\n\n1. a1xb2 1-0\n");
  QuintetGame *game = quintet_record_get_game (record);
  g_autofree char *written = quintet_record_to_text (record);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  g_assert_nonnull (strstr (written, "[Result \"1-0\"]\n[Termination \"White took the last checker\"]\n"));

  quintet_game_undo (game);
  undone = quintet_record_to_text (record);
  g_assert_nonnull (strstr (undone, "[Result \"*\"]\n\n*\n"));
  g_assert_null (strstr (undone, "Termination"));

  quintet_game_redo (game);
  redone = quintet_record_to_text (record);
  g_assert_cmpstr (redone, ==, written);
}

/* Without a Termination tag the game says why it ended (C-5) */
static void
test_termination_written (void)
{
  g_autoptr(QuintetRecord) record = parse_ok (ORDO_WON "\n1. a1xb2 1-0\n");
  g_autofree char *written = quintet_record_to_text (record);

  g_assert_nonnull (strstr (written, "[Termination \"White wins: captured every Black checker\"]\n"));
}

/* OV-7: the third occurrence draws (the position after 1. d1-e1 g9-f9,
 * OV-4 counters included); 1/2-1/2 agrees with the rules */
static void
test_repetition_draw (void)
{
  g_autoptr(QuintetRecord) record =
    parse_ok ("[Game \"overlord\"]\n"
              "[Position \"......r/......./......./......./......./......./r....../w....../...w... w -\"]\n\n"
              "1. d1-e1 g9-f9 2. a2-b2 a3-b3 3. e1-d1 f9-g9 4. b2-a2 b3-a3 5. d1-e1 g9-f9\n"
              "6. a2-b2 a3-b3 7. e1-d1 f9-g9 8. b2-a2 b3-a3 9. d1-e1 g9-f9 1/2-1/2\n");
  QuintetOutcome outcome = quintet_game_get_outcome (quintet_record_get_game (record));

  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_REPETITION);
  assert_round_trip (quintet_record_get_game (record));
}

/* 1/2-1/2 on an ongoing position: a draw by agreement (C-3) */
static void
test_agreed_draw (void)
{
  g_autoptr(QuintetRecord) record = parse_ok ("[Game \"opprimo\"]\n[Result \"1/2-1/2\"]\n\n1. K@ab1 1/2-1/2\n");
  QuintetOutcome outcome = quintet_game_get_outcome (quintet_record_get_game (record));

  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_AGREEMENT);
}

static void
test_tags (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  g_autoptr(QuintetGame) opprimo = quintet_registry_new_game ("opprimo");
  g_autoptr(QuintetRecord) record = quintet_record_new (game);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *text = NULL;

  /* The side tags are the untranslated side names */
  g_assert_cmpstr (quintet_record_side_tag (game, QUINTET_SIDE_0), ==, "Dark");
  g_assert_cmpstr (quintet_record_side_tag (game, QUINTET_SIDE_1), ==, "Light");
  g_assert_cmpstr (quintet_record_side_tag (opprimo, QUINTET_SIDE_0), ==, "Yellow");
  g_assert_cmpstr (quintet_record_side_tag (opprimo, QUINTET_SIDE_1), ==, "Red");

  g_assert_cmpstr (quintet_record_get_tag (record, "Date"), ==, today);
  quintet_record_set_tag (record, "Light", "Computer (level 3)");
  quintet_record_set_tag (record, "Site", "Tórshavn");
  quintet_record_set_tag (record, "Round", "1");
  quintet_record_set_tag (record, "Site", "Reykjavík");
  quintet_record_set_tag (record, "Round", NULL);
  quintet_record_set_tag (record, "Date", "2026.11.23");
  text = quintet_record_to_text (record);
  g_assert_cmpstr (text, ==,
                   "[Game \"oferhlyp\"]\n[Date \"2026.11.23\"]\n[Dark \"?\"]\n"
                   "[Light \"Computer (level 3)\"]\n[Result \"*\"]\n[Site \"Reykjavík\"]\n\n*\n");
}

static void
test_no_source_name (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = quintet_record_parse ("[Game \"chess\"]\n*\n", -1, NULL, &error);

  g_assert_null (record);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_GAME);
  g_assert_cmpstr (error->message, ==, "1:8: unknown game “chess”");
}

/* Refused before anything is read, whatever the text holds */
static void
test_too_large (void)
{
  gsize size = QUINTET_RECORD_MAX_SIZE + 1;
  g_autofree char *text = g_malloc (size);
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = NULL;

  memset (text, ' ', size);
  memcpy (text, "[Game \"pressman\"]\n", strlen ("[Game \"pressman\"]\n"));
  text[size - 1] = '*';
  record = quintet_record_parse (text, size, "big.quintet", &error);
  g_assert_null (record);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "big.quintet:1:1: the file is larger than 4 MB: not a game record");

  /* One byte less is read */
  g_clear_error (&error);
  record = quintet_record_parse (text, size - 1, "big.quintet", &error);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_SYNTAX);
}

/* A stream is read up to one byte past the limit, never whole */
static void
test_read_stream (void)
{
  gsize size = 5 * 1024 * 1024;
  char *big = g_malloc (size);
  g_autoptr(GInputStream) small = NULL;
  g_autoptr(GInputStream) large = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  small = g_memory_input_stream_new_from_data ("[Game \"pressman\"]\n\n1. a2-a3 *\n", -1, NULL);
  record = quintet_record_read_stream (small, "small.quintet", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_record_get_game (record)), ==, 1);

  memset (big, '\n', size);
  large = g_memory_input_stream_new_from_data (big, size, g_free);
  g_clear_pointer (&record, quintet_record_free);
  record = quintet_record_read_stream (large, "large.quintet", NULL, &error);
  g_assert_null (record);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "large.quintet:1:1: the file is larger than 4 MB: not a game record");
  g_assert_cmpint (g_seekable_tell (G_SEEKABLE (large)), ==, QUINTET_RECORD_MAX_SIZE + 1);
}

/* The kind of each error, for the app's messages */
static void
test_error_codes (void)
{
  static const struct { const char *text; int code; } cases[] = {
    { "[Game \"pressman\"]\n\n1. a2-a3\xC3 *\n", QUINTET_RECORD_ERROR_NOT_TEXT },
    { "[Game \"pressman\"\n*\n", QUINTET_RECORD_ERROR_SYNTAX },
    { "[Date \"x\"]\n*\n", QUINTET_RECORD_ERROR_GAME },
    { "[Game \"pressman\"]\n[Position \"x\"]\n*\n", QUINTET_RECORD_ERROR_GAME },
    { "[Game \"pressman\"]\n\n1. a2-b4 *\n", QUINTET_RECORD_ERROR_TURN },
    { ORDO_WON "\n1. a1xb2 *\n", QUINTET_RECORD_ERROR_RESULT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QuintetRecord) record = quintet_record_parse (cases[i].text, -1, NULL, &error);

      g_assert_null (record);
      g_assert_error (error, QUINTET_RECORD_ERROR, cases[i].code);
    }
}

static void
test_sniff (void)
{
  g_assert_true (quintet_record_sniff ("[Game \"pressman\"]", -1));
  g_assert_true (quintet_record_sniff ("\xEF\xBB\xBF \r\n\t[Game", -1));
  g_assert_false (quintet_record_sniff (PRESSMAN_START " w 12 12", -1));
  g_assert_false (quintet_record_sniff ("", -1));
  g_assert_false (quintet_record_sniff ("  [Game", 2));
  /* An Overlord position whose first square holds a column */
  g_assert_false (quintet_record_sniff ("[rr]r..rr[rrr]/[rrr]....r./.....rr/......./......./......./..w..../"
                                        "ww..[wwww].w/.[ww]www.w w a92:r1,c11:w1", -1));
  g_assert_false (quintet_record_sniff (" [ww]", -1));
  /* A record with a broken first tag is still a record: its error says
   * what is wrong with the tag */
  g_assert_true (quintet_record_sniff ("[Game pressman]", -1));
  g_assert_true (quintet_record_sniff ("[ Game \"ordo\"]", -1));
  g_assert_true (quintet_record_sniff ("[]", -1));
  g_assert_true (quintet_record_sniff ("[Game", -1));
}

/* ---- input in messages: one line, escaped, shortened ---- */

static void
assert_record_error (const char *text,
                     const char *source_name,
                     int         code,
                     const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = quintet_record_parse (text, -1, source_name, &error);

  g_assert_null (record);
  g_assert_error (error, QUINTET_RECORD_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
  for (const char *c = error->message; *c != '\0'; c++)
    g_assert_false (g_ascii_iscntrl (*c));
  g_assert_cmpuint (strlen (error->message), <, 400);
}

/* Escapes, newlines and 100 kB of input, wherever the reader repeats it:
 * the source's name, tag names and values, move numbers, turns */
static void
test_unsafe_input (void)
{
  g_autofree char *huge = g_strnfill (100 * 1024, 'x');
  g_autofree char *digits = g_strnfill (100 * 1024, '7');
  g_autofree char *huge_game = g_strdup_printf ("[Game \"%s\"]\n*\n", huge);
  g_autofree char *huge_name = g_strdup_printf ("[Game \"pressman\"]\n[%s \"x\"\n*\n", huge);
  g_autofree char *huge_turn = g_strdup_printf ("[Game \"pressman\"]\n\n1. %s *\n", huge);
  g_autofree char *huge_number = g_strdup_printf ("[Game \"pressman\"]\n\n%s. a2-a3 *\n", digits);
  g_autofree char *long_source = g_strnfill (1000, 's');
  g_autofree char *long_source_prefix = g_strnfill (QUINTET_TEXT_QUOTE_NAME_CHARS, 's');
  g_autofree char *long_source_message = g_strdup_printf ("%s…:1:8: unknown game “chess”", long_source_prefix);

  assert_record_error ("[Game \"chess\"]\n*\n", "bad\nname\x1b[31m.quintet", QUINTET_RECORD_ERROR_GAME,
                       "bad\\nname\\x1b[31m.quintet:1:8: unknown game “chess”");
  assert_record_error ("[Game \"chess\"]\n*\n", long_source, QUINTET_RECORD_ERROR_GAME, long_source_message);
  assert_record_error ("[Game \"che\x1b[2Jss\t\"]\n*\n", NULL, QUINTET_RECORD_ERROR_GAME,
                       "1:8: unknown game “che\\x1b[2Jss\\t”");
  assert_record_error ("[Game \"pressman\"]\n[White \"a\\\x1b\"]\n*\n", NULL, QUINTET_RECORD_ERROR_SYNTAX,
                       "2:10: “\\\\x1b” is not an escape: a tag value has only \\\" and \\\\");
  assert_record_error ("[Game \"pressman\"]\n[Result \"2-0\x07\"]\n*\n", NULL, QUINTET_RECORD_ERROR_SYNTAX,
                       "2:10: “2-0\\x07” is not a result: write “1-0”, “0-1”, “1/2-1/2” or “*”");
  assert_record_error ("[Game \"pressman\"]\n\n1. a2-a3 h7-h6 b2\x1b[0m *\n", NULL, QUINTET_RECORD_ERROR_SYNTAX,
                       "3:16: expected the move number “2.” before “b2\\x1b[0m”");
  assert_record_error ("[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n1. a1xb2 b2\x1b[2J 1-0\n", NULL,
                       QUINTET_RECORD_ERROR_TURN,
                       "4:10: “b2\\x1b[2J”: the game is already over (White wins: captured every Black checker)");

  assert_record_error (huge_game, NULL, QUINTET_RECORD_ERROR_GAME,
                       "1:8: unknown game “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”");
  assert_record_error (huge_name, NULL, QUINTET_RECORD_ERROR_SYNTAX,
                       "2:102406: expected “]” to close tag “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”");
  assert_record_error (huge_turn, NULL, QUINTET_RECORD_ERROR_TURN,
                       "3:4: The turn is too long: at most 512 bytes (“xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”)");
  assert_record_error (huge_number, NULL, QUINTET_RECORD_ERROR_SYNTAX,
                       "3:1: “7777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777777…” is not a move number");
}

/* A million turns fit in 4 MB; they are refused by their count, before
 * any is played: the turns here are not even legal. */
static void
test_too_many_turns (void)
{
  GString *text = g_string_new ("[Game \"pressman\"]\n\n");
  g_autofree char *record_text = NULL;
  g_autofree char *at_limit = NULL;

  for (guint i = 0; i < 1000000; i++)
    g_string_append (text, "x ");
  g_string_append (text, "*\n");
  g_assert_cmpuint (text->len, <=, QUINTET_RECORD_MAX_SIZE);
  record_text = g_string_free (text, FALSE);
  assert_record_error (record_text, "long.quintet", QUINTET_RECORD_ERROR_TOO_LARGE,
                       "long.quintet:3:200001: too many turns: a record holds at most 100000 turns");

  /* With move numbers, comments and two-part turns, counted as read */
  text = g_string_new ("[Game \"ordo-x\"]\n\n");
  for (guint i = 1; i <= QUINTET_RECORD_MAX_TURNS / 2; i++)
    g_string_append_printf (text, "%u. {c} a, b %u... c ", i, i);
  g_string_append (text, "*\n");
  at_limit = g_string_free (text, FALSE);
  assert_record_error (at_limit, NULL, QUINTET_RECORD_ERROR_TURN,
                       "3:8: “a, b”: expected a square from a1 to j8 at character 1");
}

/* ---- malformed records: one line, where and what ---- */

typedef struct {
  const char *name;
  const char *text;
  gsize       length;
  const char *expected;   /* after "game.quintet:" */
} BadRecord;

#define CASE(name, text, expected) { name, text, sizeof (text) - 1, expected }

static const BadRecord bad_records[] = {
  CASE ("unterminated tag", "[Game \"pressman\"\n1. a2-a3 *\n",
        "1:17: expected “]” to close tag “Game”"),
  CASE ("missing open quote", "[Game pressman\"]\n*\n",
        "1:7: expected “\"” to open the value of tag “Game”"),
  CASE ("missing close quote", "[Game \"pressman]\n*\n",
        "1:7: the value of tag “Game” has no closing “\"” on its line"),
  CASE ("no tag name", "[ \"pressman\"]\n*\n",
        "1:3: expected a tag name (letters, digits, “_”) after “[”"),
  CASE ("bad escape", "[Game \"pressman\"]\n[White \"Ann \\n Smith\"]\n*\n",
        "2:13: “\\n” is not an escape: a tag value has only \\\" and \\\\"),
  CASE ("escape at line end", "[Game \"pressman\"]\n[White \"Ann \\",
        "2:13: “\\” is not an escape: a tag value has only \\\" and \\\\"),
  CASE ("tag twice", "[Game \"pressman\"]\n[Date \"2026.01.01\"]\n[Date \"2026.01.02\"]\n*\n",
        "3:1: tag “Date” is given twice"),
  CASE ("game tag twice", "[Game \"pressman\"]\n[Game \"ordo\"]\n*\n",
        "2:1: tag “Game” is given twice"),
  CASE ("unknown game", "[Game \"chess\"]\n*\n",
        "1:8: unknown game “chess”"),
  CASE ("no game tag", "[Date \"2026.11.23\"]\n\n1. a2-a3 *\n",
        "3:1: the record has no Game tag, such as [Game \"pressman\"], before its turns"),
  CASE ("empty", "  \n\n",
        "3:1: the record is empty: a record starts with tags such as [Game \"pressman\"]"),
  CASE ("no tags at all", "1. a2-a3 *\n",
        "1:1: the record has no Game tag, such as [Game \"pressman\"], before its turns"),
  CASE ("bad position", "[Game \"pressman\"]\n[Position \"BBBBBBBB/8 w 12 12\"]\n*\n",
        "2:12: Cannot read the position: the board has 2 ranks: it needs 8 ranks of 8 squares (“BBBBBBBB/8 w 12 12”)"),
  CASE ("position of another game", "[Game \"ordo\"]\n[Position \"LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d\"]\n*\n",
        "2:12: Cannot read the position: unexpected “L” at character 1 (“LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d”)"),
  CASE ("bad result tag", "[Game \"pressman\"]\n[Result \"2-0\"]\n*\n",
        "2:10: “2-0” is not a result: write “1-0”, “0-1”, “1/2-1/2” or “*”"),
  CASE ("unparsable turn", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. e9-e10 *\n",
        "3:19: “e9-e10”: expected a square from a1 to h8 at character 1"),
  CASE ("illegal turn", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. a3-a9 *\n",
        "3:19: “a3-a9”: expected a square from a1 to h8 at character 4"),
  CASE ("wrong side piece", "[Game \"pressman\"]\n\n1. h7-h6 *\n",
        "3:4: “h7-h6”: no White soldier on h7"),
  CASE ("wrong move number", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 3. b2-b3 *\n",
        "3:16: wrong move number “3.”: the turn of White after it is “2.”"),
  CASE ("black number for white", "[Game \"pressman\"]\n\n1... a2-a3 *\n",
        "3:1: wrong move number “1...”: the turn of White after it is “1.”"),
  CASE ("missing move number", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 b2-b3 *\n",
        "3:16: expected the move number “2.” before “b2-b3”"),
  CASE ("missing first number", "[Game \"pressman\"]\n\na2-a3 *\n",
        "3:1: expected the move number “1.” before “a2-a3”"),
  CASE ("black first without dots", "[Game \"pressman\"]\n[Position \"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12\"]\n\n1. h7-h6 *\n",
        "4:1: wrong move number “1.”: the turn of Black after it is “1...”"),
  CASE ("black first missing number", "[Game \"pressman\"]\n[Position \"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12\"]\n\nh7-h6 *\n",
        "4:1: expected the move number “1...” before “h7-h6”"),
  CASE ("two dots", "[Game \"pressman\"]\n\n1.. a2-a3 *\n",
        "3:1: “1..”: a move number is written “1.” or “1...”"),
  CASE ("number zero", "[Game \"pressman\"]\n\n0. a2-a3 *\n",
        "3:1: “0.” is not a move number"),
  CASE ("huge number", "[Game \"pressman\"]\n\n12345678901. a2-a3 *\n",
        "3:1: “12345678901.” is not a move number"),
  CASE ("number without turn", "[Game \"pressman\"]\n\n1. 2. a2-a3 *\n",
        "3:1: the move number “1.” is not followed by a turn"),
  CASE ("number before result", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. *\n",
        "3:16: the move number “2.” is not followed by a turn"),
  CASE ("result mismatch", "[Game \"pressman\"]\n[Result \"1-0\"]\n\n1. a2-a3 0-1\n",
        "4:10: the result “0-1” is not the one of the Result tag, “1-0”"),
  CASE ("result tag vs token", "[Game \"pressman\"]\n[Result \"*\"]\n\n1. a2-a3 1-0\n",
        "4:10: the result “1-0” is not the one of the Result tag, “*”"),
  CASE ("no result token", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6\n",
        "4:1: the record ends without a result: “1-0”, “0-1”, “1/2-1/2” or “*”"),
  CASE ("text after result", "[Game \"pressman\"]\n\n1. a2-a3 * 2. b2-b3\n",
        "3:12: unexpected text after the result “*”"),
  CASE ("comment after result", "[Game \"pressman\"]\n\n1. a2-a3 * {done}\n",
        "3:12: unexpected text after the result “*”"),
  CASE ("unterminated comment", "[Game \"pressman\"]\n\n1. a2-a3 {a comment\n that goes on *\n",
        "3:10: the comment has no closing “}”"),
  CASE ("stray close brace", "[Game \"pressman\"]\n\n1. a2-a3 } *\n",
        "3:10: “}” without a “{” that opens a comment"),
  CASE ("tag after turns", "[Game \"pressman\"]\n\n1. a2-a3\n[Black \"x\"]\n*\n",
        "4:1: a tag after the turns: tags come before the first turn"),
  CASE ("turn after end", "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n1. a1xb2 b2-b3 1-0\n",
        "4:10: “b2-b3”: the game is already over (White wins: captured every Black checker)"),
  CASE ("finished but star", "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n1. a1xb2 *\n",
        "4:10: the turns end the game 1-0 (White wins: captured every Black checker), not “*”"),
  CASE ("finished wrong winner", "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n1. a1xb2 0-1\n",
        "4:10: the turns end the game 1-0 (White wins: captured every Black checker), not “0-1”"),
  CASE ("ordo x bad second part", "[Game \"ordo-x\"]\n\n1. a3:b3-b3, a2-a9 *\n",
        "3:4: “a3:b3-b3, a2-a9”: expected a square from a1 to j8 at character 14"),
  CASE ("ordo x sideways alone", "[Game \"ordo-x\"]\n\n1. a3:b3-b3 *\n",
        "3:4: “a3:b3-b3”: a sideways move must be followed by a forward move (OX-3)"),
  CASE ("ordo x comma at end", "[Game \"ordo-x\"]\n\n1. a3:b3-b3, *\n",
        "3:4: “a3:b3-b3,”: expected “, ” or the end at character 9"),
  CASE ("non-utf8", "[Game \"pressman\"]\n[White \"Ann \xff\"]\n*\n",
        "2:13: the file is not UTF-8 text: invalid byte 0xFF"),
  CASE ("nul byte", "[Game \"pressman\"]\n\n1. a2-a3\0 *\n",
        "3:9: the file is not text: it holds a NUL byte"),
  CASE ("utf8 column", "[Game \"pressman\"]\n[White \"Åsa\"] [Black \"Ölmez\"\n*\n",
        "2:29: expected “]” to close tag “Black”"),
  CASE ("crlf error", "[Game \"pressman\"]\r\n\r\n1. a2-a3 h7-h6\r\n2. a3-a9 *\r\n",
        "4:4: “a3-a9”: expected a square from a1 to h8 at character 4"),
  CASE ("bom error", "\xef\xbb\xbf[Game \"chess\"]\n*\n",
        "1:8: unknown game “chess”"),
  CASE ("tab column", "[Game \"pressman\"]\n\n1.\ta2-a3\tx9 *\n",
        "3:10: “x9”: expected a square from a1 to h8 at character 1"),
  CASE ("not a line", "[Game \"pressman\"]\n\n1. a2-b4 *\n",
        "3:4: “a2-b4”: a soldier moves along a rank, file or diagonal"),
  CASE ("capture written as move", "[Game \"pressman\"]\n[Position \"8/8/8/8/8/8/1B6/W7 w 0 3\"]\n\n1. a1-b2 *\n",
        "4:4: “a1-b2”: this move captures, write “x” instead of “-”"),
  /* issue 25: the fault, not the separator */
  CASE ("blocked capture written as move", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. b2-b3 h6-h5 3. a3-a8 *\n",
        "3:34: “a3-a8”: a7 is in the way"),
  CASE ("half a result", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 1/2 *\n",
        "3:16: expected the move number “2.” before “1/2”"),
  CASE ("repetition illegal", "[Game \"oferhlyp\"]\n[Position \"K5L/7/7/7/7/7/D5J d\"]\n\n1. A7-A6 G1-G2 2. A6-A7 G2-G1 3. A7-A6 G1-G2\n4. A6-A7 G2-G1 *\n",
        "5:10: “G2-G1” is not legal here: it would create the same position for the third time (OF-5)"),
};

static void
test_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      const BadRecord *bad = &bad_records[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(QuintetRecord) record = quintet_record_parse (bad->text, bad->length, "game.quintet", &error);
      g_autofree char *expected = g_strconcat ("game.quintet:", bad->expected, NULL);

      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_true (error->domain == QUINTET_RECORD_ERROR);
      if (g_strcmp0 (error->message, expected) != 0)
        g_error ("%s: “%s”, expected “%s”", bad->name, error->message, expected);
      g_assert_null (strchr (error->message, '\n'));
    }
  g_assert_cmpuint (G_N_ELEMENTS (bad_records), >=, 40);
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/hand-written", test_hand_written);
  g_test_add_func ("/record/comment-line-ends", test_comment_line_ends);
  g_test_add_func ("/record/black-first", test_black_first);
  g_test_add_func ("/record/shorthand-written-standard", test_shorthand_written_standard);
  g_test_add_func ("/record/ordo-x-two-parts", test_ordo_x_two_parts);
  g_test_add_func ("/record/termination-kept", test_termination_kept);
  g_test_add_func ("/record/termination-written", test_termination_written);
  g_test_add_func ("/record/repetition-draw", test_repetition_draw);
  g_test_add_func ("/record/agreed-draw", test_agreed_draw);
  g_test_add_func ("/record/tags", test_tags);
  g_test_add_func ("/record/no-source-name", test_no_source_name);
  g_test_add_func ("/record/too-large", test_too_large);
  g_test_add_func ("/record/read-stream", test_read_stream);
  g_test_add_func ("/record/error-codes", test_error_codes);
  g_test_add_func ("/record/sniff", test_sniff);
  g_test_add_func ("/record/malformed", test_malformed);
  g_test_add_func ("/record/unsafe-input", test_unsafe_input);
  g_test_add_func ("/record/too-many-turns", test_too_many_turns);

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *round_trip = g_strdup_printf ("/record/round-trip/%s", games[i].id);
      g_autofree char *declared = g_strdup_printf ("/record/round-trip-declared/%s", games[i].id);
      g_autofree char *finished = g_strdup_printf ("/record/round-trip-finished/%s", games[i].id);

      g_test_add_data_func (round_trip, games[i].id, test_round_trip);
      g_test_add_data_func (declared, games[i].id, test_round_trip_declared);
      g_test_add_data_func (finished, games[i].id, test_round_trip_finished);
    }

  return g_test_run ();
}
