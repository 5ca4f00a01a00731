/* test-turn-sound.c — which turns sound as a capture (issue 31)
 *
 * Each game says through its class's turn_sound which of its turns take,
 * by its own kind of taking: a capture, a hit, a conversion, a burial.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#define MOVE    QUINTET_TURN_SOUND_MOVE
#define CAPTURE QUINTET_TURN_SOUND_CAPTURE

static const struct {
  const char      *game, *position, *turn;
  QuintetTurnSound sound;
} cases[] = {
  /* Pressman: a capture; a move; a raid onto the enemy home base that
   * places a new soldier takes nothing */
  { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1xb2", CAPTURE },
  { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1-a2", MOVE },
  /* Ordo: a capture; a step; arriving on the far rank is no capture */
  { "ordo", "10/10/10/10/10/10/B9/WW8 w", "a1xa2", CAPTURE },
  { "ordo", "10/10/10/10/10/10/B9/WW8 w", "a1-b2", MOVE },
  { "ordo", "9B/W9/10/10/10/10/10/10 w", "a7-a8", MOVE },
  /* Ordo X: a capture in either part of a two-part turn */
  { "ordo-x", "10/10/10/10/10/2BB6/2WW6/2W7 w", "c2xc3", CAPTURE },
  { "ordo-x", "10/10/10/10/10/2BB6/2WW6/2W7 w", "c1-d1, c2xc3", CAPTURE },
  { "ordo-x", "10/10/10/10/10/3W6/2WWBB4/10 w", "d2xe2, c2-c3", CAPTURE },
  { "ordo-x", "10/10/10/10/10/3W6/2WWBB4/10 w", "c2-c3", MOVE },
  /* Oferhlýp: an attack hits; a step does not */
  { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "D4xKD2(1>0)", CAPTURE },
  { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "D4-C4", MOVE },
  /* Overlord: a capture buries an enemy piece, a launch onto one too; an
   * empty wall square taken buries none; a slide, a step */
  { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4xd3", CAPTURE },
  { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4xd5", MOVE },
  { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4/e4", MOVE },
  { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4-e4", MOVE },
  { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", "a8@e6", CAPTURE },
  { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", "a8@e7", MOVE },
  /* Opprimo: a conversion; a step, a King's step, a promotion, a step
   * that traps the King (a win, the game's end sound) and a placement
   * convert nothing */
  { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2xe4", CAPTURE },
  { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2-c4", MOVE },
  { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "Kab1-bc1", MOVE },
  { "opprimo", "c2Y,g10R,d11Y Y@ab1,R@fg11 y", "d11-d13=O", MOVE },
  { "opprimo", "g4R,d9Y,c10Y,c12Y Y@cd2,R@cd10 y", "d9-d11", MOVE },
  { "opprimo", "g4R,d9Y,c10Y,c12Y - y", "K@cd2", MOVE },
};

static void
test_turn_sound (gconstpointer data)
{
  const char *id = data;
  guint n_captures = 0, n_moves = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = NULL;
      g_autoptr(GError) error = NULL;
      QuintetMove turn;

      if (!g_str_equal (cases[i].game, id))
        continue;
      game = quintet_registry_new_game (id);
      g_assert_nonnull (game);
      quintet_game_load_position (game, cases[i].position, &error);
      g_assert_no_error (error);
      quintet_game_parse_turn (game, quintet_game_get_position (game), cases[i].turn, &turn, &error);
      g_assert_no_error (error);
      if (quintet_game_get_turn_sound (game, quintet_game_get_position (game), &turn) != cases[i].sound)
        g_error ("%s %s: expected %s", id, cases[i].turn, cases[i].sound == CAPTURE ? "a capture" : "a move");
      /* the turn is legal there: the game plays it */
      g_assert_true (quintet_game_play_turn (game, &turn, &error));
      g_assert_no_error (error);
      if (cases[i].sound == CAPTURE)
        n_captures++;
      else
        n_moves++;
    }
  /* every game has both kinds */
  g_assert_cmpuint (n_captures, >, 0);
  g_assert_cmpuint (n_moves, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  const QuintetGameInfo *games;
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/turn-sound/%s", games[i].id);

      g_test_add_data_func (path, games[i].id, test_turn_sound);
    }
  return g_test_run ();
}
