/* test-random-games.c — thousands of seeded random games of every game,
 * checking the invariants of DESIGN.md "Tests" on every turn with the
 * engine's self-check, exactly as `quintet-cli selfcheck` does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#include "quintet-selfcheck.h"

#define N_GAMES   2000
#define MAX_PLIES 1000

/* Games 0 … N_GAMES - 1 (the first QUINTET_SELFCHECK_ALL_TURNS_GAMES also
 * read back every legal turn's notation every 16 plies), each ended by the
 * rules or stopped after MAX_PLIES; then undo back to the start and redo. */
static void
test_random_games (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(QuintetGame) game = quintet_registry_new_game (info->id);
  g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, 0, MAX_PLIES);
  guint64 plies, positions, ended = 0, count;
  QuintetOutcome outcome;
  guint i = 0;

  for (guint number = 0; number < N_GAMES; number++)
    {
      g_autoptr(GError) error = NULL;

      if (!quintet_selfcheck_play_game (check, number, &error))
        g_error ("%s", error->message);
    }

  /* every check ran on every ply (or position) of every game */
  plies = quintet_selfcheck_get_plies (check);
  positions = plies + N_GAMES;
  g_assert_cmpuint (quintet_selfcheck_get_games (check), ==, N_GAMES);
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_HASH), ==, positions);
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_POSITION_TEXT), ==, positions);
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_NOTATION), >, plies);
  for (QuintetCheck c = QUINTET_CHECK_RANDOM_TURN; c < QUINTET_N_CHECKS; c++)
    g_assert_cmpuint (quintet_selfcheck_get_count (check, c), >=, plies);

  while (quintet_selfcheck_get_outcome (check, &i, &outcome, &count))
    ended += count;
  g_assert_cmpuint (ended + quintet_selfcheck_get_capped (check), ==, N_GAMES);
  g_test_message ("%s: %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT " games ended by the rules",
                  info->id, plies, ended);
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
      g_autofree char *random_path = g_strdup_printf ("/%s/random/%u-games-invariants", games[i].id, N_GAMES);

      g_test_add_data_func (random_path, &games[i], test_random_games);
    }

  return g_test_run ();
}
