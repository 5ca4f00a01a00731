/* test-clock.c — the game clock (quintet-clock.h, C-7, docs/rules.md): time
 * controls, charging turns and increments, pause, the flag, the
 * computer's share, the loss on time, and records with clocks (their
 * TimeControl, "[%clk …]" times and the "time forfeit" Termination) read
 * and written exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-clock.h"
#include "quintet-computer.h"
#include "quintet-record.h"

static const QuintetTimeControl FIVE_PLUS_TWO[2] = { { 300000, 2000 }, { 300000, 2000 } };

static void
test_time_control_text (void)
{
  const QuintetTimeControl handicap[2] = { { 600000, 5000 }, { 180000, 0 } };
  const char *bad[] = { "", "+5", "300+", "0+5", "300+-1", "300 +5", "03+5", "300+5,", ",300",
                        "300+5,600+0,60", "36001", "300+3601", "abc", "300.5" };
  QuintetTimeControl parsed[2];
  g_autofree char *same = quintet_time_control_format (FIVE_PLUS_TWO);
  g_autofree char *differ = quintet_time_control_format (handicap);

  g_assert_cmpstr (same, ==, "300+2");
  g_assert_cmpstr (differ, ==, "600+5,180+0");
  g_assert_true (quintet_time_control_parse ("600+5,180+0", parsed));
  g_assert_cmpint (parsed[0].base_ms, ==, 600000);
  g_assert_cmpint (parsed[0].increment_ms, ==, 5000);
  g_assert_cmpint (parsed[1].base_ms, ==, 180000);
  g_assert_cmpint (parsed[1].increment_ms, ==, 0);
  g_assert_true (quintet_time_control_parse ("60", parsed));
  g_assert_cmpint (parsed[0].base_ms, ==, 60000);
  g_assert_cmpint (parsed[1].increment_ms, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    if (quintet_time_control_parse (bad[i], parsed))
      g_error ("“%s” read as a time control", bad[i]);
}

static void
test_time_text (void)
{
  struct { gint64 ms; const char *record, *display; } times[] = {
    { 0, "0:00:00.0", "0.0" },
    { 1, "0:00:00.1", "0.1" },
    { 9300, "0:00:09.3", "9.3" },
    { 9901, "0:00:10.0", "10.0" },
    { 10000, "0:00:10.0", "0:10" },
    { 10001, "0:00:10.1", "0:11" },
    { 295300, "0:04:55.3", "4:56" },
    { 3723000, "1:02:03.0", "1:02:03" },
  };
  const char *bad[] = { "", "0:4:55", "0:04:5", "0:04:60", "0:60:00", "100:00:00", "0:04:55.", "0:04:55.35",
                        "a:04:55", ":04:55", "0:04-55", "0:04:55,3" };
  gint64 ms;

  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autofree char *record = quintet_clock_format_record (times[i].ms);
      g_autofree char *display = quintet_clock_format_display (times[i].ms);

      g_assert_cmpstr (record, ==, times[i].record);
      g_assert_cmpstr (display, ==, times[i].display);
      g_assert_true (quintet_clock_parse_record (record, strlen (record), &ms));
      g_assert_cmpint (ms, ==, (times[i].ms + 99) / 100 * 100);
    }
  g_assert_true (quintet_clock_parse_record ("12:34:56", 8, &ms));
  g_assert_cmpint (ms, ==, 45296000);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    if (quintet_clock_parse_record (bad[i], strlen (bad[i]), &ms))
      g_error ("“%s” read as a clock time", bad[i]);
}

/* Times charged to the due side only, the increment after each turn,
 * nothing charged while paused, the side switched without an increment */
static void
test_clock_turns (void)
{
  const QuintetTimeControl handicap[2] = { { 60000, 2000 }, { 30000, 0 } };
  g_autoptr(QuintetClock) clock = quintet_clock_new (handicap, QUINTET_SIDE_0);

  g_assert_false (quintet_clock_is_running (clock));
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_0, 5000), ==, 60000);

  quintet_clock_resume (clock, 1000);
  g_assert_true (quintet_clock_is_running (clock));
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_0, 4500), ==, 56500);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 4500), ==, 30000);
  /* 4.5 s spent, 2 s added */
  g_assert_cmpint (quintet_clock_end_turn (clock, 5500), ==, 57500);
  g_assert_cmpint (quintet_clock_get_turn (clock), ==, QUINTET_SIDE_1);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 8500), ==, 27000);

  quintet_clock_pause (clock, 8500);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 100000), ==, 27000);
  quintet_clock_resume (clock, 100000);
  /* no increment for the second side */
  g_assert_cmpint (quintet_clock_end_turn (clock, 101000), ==, 26000);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_0, 101000), ==, 57500);

  /* undo: the first side's turn again, its time as it was */
  quintet_clock_set_turn (clock, QUINTET_SIDE_1, 102000);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_0, 102000), ==, 56500);
  quintet_clock_set_remaining (clock, QUINTET_SIDE_0, 57500, 102000);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_0, 103000), ==, 57500);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 103000), ==, 25000);
  g_assert_false (quintet_clock_get_flag (clock, 103000, NULL));
}

/* The flag falls exactly when the time is spent; no increment then, and
 * the clock will not run again */
static void
test_clock_flag (void)
{
  g_autoptr(QuintetClock) clock = quintet_clock_new (FIVE_PLUS_TWO, QUINTET_SIDE_1);
  QuintetSide side = QUINTET_SIDE_0;

  quintet_clock_resume (clock, 0);
  g_assert_false (quintet_clock_get_flag (clock, 299999, &side));
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 299999), ==, 1);
  g_assert_true (quintet_clock_get_flag (clock, 300000, &side));
  g_assert_cmpint (side, ==, QUINTET_SIDE_1);
  g_assert_cmpint (quintet_clock_get_remaining (clock, QUINTET_SIDE_1, 400000), ==, 0);
  g_assert_cmpint (quintet_clock_end_turn (clock, 400000), ==, 0);
  quintet_clock_pause (clock, 400000);
  quintet_clock_resume (clock, 400000);
  g_assert_false (quintet_clock_is_running (clock));
}

/* remaining/30 + 4/5 of the increment, at most what leaves 0.2 s and a
 * tenth, at least 10 ms */
static void
test_allot (void)
{
  g_assert_cmpint (quintet_clock_allot (60000, 0), ==, 2000);
  g_assert_cmpint (quintet_clock_allot (60000, 5000), ==, 6000);
  g_assert_cmpint (quintet_clock_allot (3000, 5000), ==, 2500);
  g_assert_cmpint (quintet_clock_allot (1000, 0), ==, 33);
  g_assert_cmpint (quintet_clock_allot (100, 0), ==, 10);
  g_assert_cmpint (quintet_clock_allot (0, 0), ==, 10);
  /* never more than the remaining time less the margin */
  for (gint64 remaining = 300; remaining < 100000; remaining += 97)
    for (gint64 increment = 0; increment <= 10000; increment += 2500)
      g_assert_cmpint (quintet_clock_allot (remaining, increment), <=, remaining - 200 - remaining / 10);
}

static void
test_lose_on_time (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autofree char *words = NULL;
  QuintetOutcome outcome;

  g_assert_true (quintet_game_play_notation (game, "a2-a3", NULL));
  quintet_game_lose_on_time (game, QUINTET_SIDE_1);
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_TIME);
  words = quintet_game_describe_outcome (game);
  g_assert_cmpstr (words, ==, "White wins on time");
  g_assert_false (quintet_game_play_notation (game, "h7-h6", NULL));
  /* undo takes the loss back, redo restores it */
  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
}

#define CLOCKED \
  "[Game \"pressman\"]\n[Date \"2026.11.27\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n" \
  "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n[TimeControl \"60+2,30+0\"]\n\n" \
  "1. a2-a3 {[%clk 0:01:01.5]} {[%eval 0 1]} 1... h7-h6 {[%clk 0:00:28.0]}\n" \
  "{[ %clk is a comment} 2. b2-b3 {[%clk 0:00:59.9]} (2. c2-c3 {[%clk 0:00:40.0]})\n1-0\n"

/* A record with clock times, a handicap and a loss on time reads back
 * into the tree and the outcome, and is written again byte for byte */
static void
test_record_round_trip (void)
{
  g_autoptr(QuintetRecord) record = parse_ok (CLOCKED);
  QuintetGame *game = quintet_record_get_game (record);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  QuintetTreeNode *variation = quintet_tree_node_get_child (quintet_game_tree_get_main_node (tree, 2), 1);
  g_autofree char *written = quintet_record_to_text (record);
  g_autoptr(QuintetRecord) again = parse_ok (written);
  g_autofree char *rewritten = quintet_record_to_text (again);

  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_TIME);
  g_assert_cmpstr (quintet_record_get_tag (record, "TimeControl"), ==, "60+2,30+0");
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (tree, 0)), ==, -1);
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (tree, 1)), ==, 61500);
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (tree, 2)), ==, 28000);
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (tree, 3)), ==, 59900);
  g_assert_cmpint (quintet_tree_node_get_clock (variation), ==, 40000);
  g_assert_cmpstr (quintet_tree_node_get_comments (quintet_game_tree_get_main_node (tree, 2))[0], ==,
                   "[ %clk is a comment");
  g_assert_nonnull (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, 1)));
  g_assert_cmpstr (written, ==, CLOCKED);
  g_assert_cmpstr (rewritten, ==, written);
}

/* Times set by the app are rounded up to tenths and written as they
 * read; a game lost on time is written with "time forfeit" */
static void
test_record_written (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autoptr(QuintetRecord) record = quintet_record_new (game);
  g_autoptr(QuintetRecord) back = NULL;
  g_autofree char *text = NULL;
  QuintetGameTree *tree = quintet_game_get_tree (game);
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

  g_assert_true (quintet_game_play_turn (game, &turns[0], NULL));
  quintet_tree_node_set_clock (quintet_game_tree_get_main_node (tree, 1), 295201);
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (tree, 1)), ==, 295300);
  quintet_record_set_tag (record, "TimeControl", "300+0");
  quintet_game_lose_on_time (game, QUINTET_SIDE_1);
  text = quintet_record_to_text (record);
  g_assert_nonnull (strstr (text, "[Result \"1-0\"]\n[Termination \"time forfeit\"]\n[TimeControl \"300+0\"]\n"));
  g_assert_nonnull (strstr (text, " {[%clk 0:04:55.3]} 1-0\n"));
  back = parse_ok (text);
  g_assert_cmpint (quintet_game_get_outcome (quintet_record_get_game (back)).reason, ==, QUINTET_REASON_TIME);
  g_assert_cmpint (quintet_tree_node_get_clock (quintet_game_tree_get_main_node (quintet_game_get_tree (quintet_record_get_game (back)), 1)),
                   ==, 295300);
}

/* A result on an open position without "time forfeit" stays a resignation */
static void
test_record_resignation_stays (void)
{
  g_autoptr(QuintetRecord) record = parse_ok ("[Game \"pressman\"]\n[Termination \"Black wins: White resigned\"]\n\n"
                                              "1. a2-a3 0-1\n");

  g_assert_cmpint (quintet_game_get_outcome (quintet_record_get_game (record)).reason, ==, QUINTET_REASON_RESIGNATION);
}

/* Only a whole clock time is one: anything else in "[%clk" is a comment,
 * as in chess programs' "[%clk 0:04:55] [%eval 0.3]" */
static void
test_record_clock_comments (void)
{
  const char *comments[] = { "[%clk 4:55]", "[%clk 0:04:55", "[%clk 0:04:55] left", "[%clk]", "[%clk0:04:55]" };
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) twice = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (comments); i++)
    {
      g_autofree char *text = g_strdup_printf ("[Game \"pressman\"]\n\n1. a2-a3 {%s} *\n", comments[i]);
      g_autoptr(QuintetRecord) record = parse_ok (text);
      QuintetTreeNode *node = quintet_game_tree_get_main_node (quintet_game_get_tree (quintet_record_get_game (record)), 1);

      g_assert_cmpint (quintet_tree_node_get_clock (node), ==, -1);
      g_assert_cmpstr (quintet_tree_node_get_comments (node)[0], ==, comments[i]);
    }

  twice = quintet_record_parse ("[Game \"pressman\"]\n\n1. a2-a3 {[%clk 0:04:55]} {[%clk 0:04:54]} *\n", -1,
                                "game.quintet", &error);
  g_assert_null (twice);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "game.quintet:3:27: a second clock time of the same turn");
}

static void
test_record_bad_time_control (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = quintet_record_parse ("[Game \"pressman\"]\n[TimeControl \"5 min\"]\n\n1. a2-a3 *\n",
                                                          -1, "game.quintet", &error);
  g_autoptr(QuintetRecord) none = parse_ok ("[Game \"pressman\"]\n[TimeControl \"-\"]\n\n1. a2-a3 *\n");

  g_assert_null (record);
  g_assert_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==,
                   "game.quintet:2:15: “5 min” is not a time control: write seconds and an increment, e.g. “300+5”");
  g_assert_cmpstr (quintet_record_get_tag (none, "TimeControl"), ==, "-");
}

typedef struct {
  QuintetMove turn;
  gboolean    done;
} Thought;

static void
thought_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Thought *thought = data;
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_computer_think_finish (result, &thought->turn, &error));
  g_assert_no_error (error);
  thought->done = TRUE;
}

/* A timed turn: how long the computer took, by the monotonic clock */
static gint64
think (QuintetGame *game,
       guint        level,
       gint64       allot_ms,
       QuintetMove *turn)
{
  Thought thought = { .done = FALSE };
  gint64 start = g_get_monotonic_time ();

  quintet_computer_think_timed_async (game, level, quintet_game_get_n_turns (game), allot_ms, NULL,
                                      thought_cb, &thought);
  while (!thought.done)
    g_main_context_iteration (NULL, TRUE);
  *turn = thought.turn;
  return (g_get_monotonic_time () - start) / 1000;
}

/* The Expert's two seconds (and the half second a quick answer is held
 * back) give way to a short allotment */
static void
test_computer_allotment (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetMove turn;
  gint64 took = think (game, 4, 100, &turn);

  g_test_message ("level 4 with 100 ms: %" G_GINT64_FORMAT " ms", took);
  g_assert_cmpint (took, <, 450);
  g_assert_true (quintet_game_play_turn (game, &turn, NULL));
}

/* Two Experts on a clock (QUINTET_TEST_CLOCK_SECONDS each, 10 unless
 * given; 60 for the one-minute game), every turn charged as the
 * app charges it: neither loses on time */
static void
test_computer_keeps_time (void)
{
  const char *seconds = g_getenv ("QUINTET_TEST_CLOCK_SECONDS");
  gint64 base = (seconds != NULL ? g_ascii_strtoll (seconds, NULL, 10) : 10) * 1000;
  const QuintetTimeControl controls[2] = { { base, 0 }, { base, 0 } };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo");
  g_autoptr(QuintetClock) clock = quintet_clock_new (controls, QUINTET_SIDE_0);
  gint64 longest = 0;
  guint ply;

  quintet_clock_resume (clock, g_get_monotonic_time () / 1000);
  for (ply = 0; ply < 200 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; ply++)
    {
      QuintetSide side = quintet_clock_get_turn (clock);
      gint64 now = g_get_monotonic_time () / 1000;
      gint64 allot = quintet_clock_allot (quintet_clock_get_remaining (clock, side, now),
                                          quintet_clock_get_control (clock, side)->increment_ms);
      QuintetMove turn;
      gint64 took = think (game, 4, allot, &turn);

      longest = MAX (longest, took - allot);
      g_assert_true (quintet_game_play_turn (game, &turn, NULL));
      now = g_get_monotonic_time () / 1000;
      g_assert_false (quintet_clock_get_flag (clock, now, NULL));
      quintet_clock_end_turn (clock, now);
    }
  g_test_message ("%u plies; left %" G_GINT64_FORMAT " and %" G_GINT64_FORMAT " ms; "
                  "at most %" G_GINT64_FORMAT " ms over an allotment",
                  ply, quintet_clock_get_remaining (clock, QUINTET_SIDE_0, g_get_monotonic_time () / 1000),
                  quintet_clock_get_remaining (clock, QUINTET_SIDE_1, g_get_monotonic_time () / 1000), longest);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/time-control-text", test_time_control_text);
  g_test_add_func ("/clock/time-text", test_time_text);
  g_test_add_func ("/clock/turns", test_clock_turns);
  g_test_add_func ("/clock/flag", test_clock_flag);
  g_test_add_func ("/clock/allot", test_allot);
  g_test_add_func ("/clock/lose-on-time", test_lose_on_time);
  g_test_add_func ("/clock/record-round-trip", test_record_round_trip);
  g_test_add_func ("/clock/record-written", test_record_written);
  g_test_add_func ("/clock/record-resignation-stays", test_record_resignation_stays);
  g_test_add_func ("/clock/record-clock-comments", test_record_clock_comments);
  g_test_add_func ("/clock/record-bad-time-control", test_record_bad_time_control);

  g_test_add_func ("/clock/computer-allotment", test_computer_allotment);
  g_test_add_func ("/clock/computer-keeps-time", test_computer_keeps_time);

  return g_test_run ();
}
