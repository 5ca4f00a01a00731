/* test-history.c — repetition and no-progress (QuintetHistory), shared by
 * the game object and the playouts, and the game's list model of turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-history.h"

/* ---- a lamp game: the smallest game with a reversible kind of progress ----
 *
 * A lamp that the side to move may switch ("switch": progress, like an
 * Opprimo conversion, but it can be switched back) or leave ("wait", which
 * a clock counts, so waiting never repeats a position). Repetition after
 * 3, no progress after 4 turns. */

typedef struct {
  QuintetPositionHeader header;
  guint8                lamp;
  guint8                clock;
  guint8                padding[6];
} LampPosition;

#define TEST_TYPE_LAMP_GAME (test_lamp_game_get_type ())
G_DECLARE_FINAL_TYPE (TestLampGame, test_lamp_game, TEST, LAMP_GAME, QuintetGame)

struct _TestLampGame
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TestLampGame, test_lamp_game, QUINTET_TYPE_GAME)

enum { WAIT, SWITCH };

static guint64
lamp_hash (QuintetGame  *game,
           gconstpointer position)
{
  const LampPosition *pos = position;

  return 1 + pos->lamp * 2 + pos->header.side * 4 + pos->clock * 8;
}

static void
lamp_start (QuintetGame *game,
            QuintetSide  first,
            gpointer     position)
{
  LampPosition *pos = position;

  pos->header.side = first;
  pos->header.hash = lamp_hash (game, pos);
}

static guint
lamp_generate (QuintetGame  *game,
               gconstpointer position,
               QuintetMove  *turns,
               guint         capacity)
{
  QuintetTurnSink sink = QUINTET_TURN_SINK_INIT (turns, capacity);

  *quintet_turn_sink_add (&sink) = (QuintetMove) { .path = { 0 }, .length = 1, .kind = WAIT };
  *quintet_turn_sink_add (&sink) = (QuintetMove) { .path = { 0 }, .length = 1, .kind = SWITCH };
  return sink.n_turns;
}

static void
lamp_make (QuintetGame       *game,
           gpointer           position,
           const QuintetMove *turn)
{
  LampPosition *pos = position;

  pos->lamp ^= turn->kind == SWITCH;
  pos->clock += turn->kind == WAIT;
  pos->header.side = QUINTET_OTHER_SIDE (pos->header.side);
  pos->header.hash = lamp_hash (game, pos);
}

static QuintetOutcome
lamp_outcome (QuintetGame  *game,
              gconstpointer position,
              guint         n_turns)
{
  return QUINTET_OUTCOME_ONGOING;
}

static gboolean
lamp_is_progress (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn)
{
  return turn->kind == SWITCH;
}

static char *
lamp_format (QuintetGame       *game,
             gconstpointer      position,
             const QuintetMove *turn)
{
  return g_strdup (turn->kind == SWITCH ? "switch" : "wait");
}

static const QuintetGameVariant lamp_variants[] = {
  { "lamp", "Lamp", "Switch the lamp or wait" },
};

static void
test_lamp_game_class_init (TestLampGameClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  game_class->variants = lamp_variants;
  game_class->n_variants = G_N_ELEMENTS (lamp_variants);
  game_class->position_size = sizeof (LampPosition);
  game_class->repetition_limit = 3;
  game_class->no_progress_limit = 4;
  game_class->start_position = lamp_start;
  game_class->generate_turns = lamp_generate;
  game_class->make_turn = lamp_make;
  game_class->position_outcome = lamp_outcome;
  game_class->is_progress = lamp_is_progress;
  game_class->compute_hash = lamp_hash;
  game_class->format_turn = lamp_format;
}

static void
test_lamp_game_init (TestLampGame *self)
{
}

static void
play (QuintetGame *game,
      const char  *turns)
{
  g_auto(GStrv) names = g_strsplit (turns, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      quintet_game_play_notation (game, names[i], &error);
      g_assert_no_error (error);
    }
}

static void
assert_outcome (QuintetGame   *game,
                QuintetStatus  status,
                QuintetReason  reason)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);

  g_assert_cmpuint (outcome.status, ==, status);
  g_assert_cmpuint (outcome.reason, ==, reason);
}

/* Progress that can be undone does not end the repetition scan: the
 * position after four switches is the start for the third time. */
static void
test_repetition_across_progress (void)
{
  g_autoptr(QuintetGame) game = g_object_new (TEST_TYPE_LAMP_GAME, NULL);

  play (game, "switch switch switch");
  assert_outcome (game, QUINTET_STATUS_ONGOING, QUINTET_REASON_NONE);
  play (game, "switch");
  assert_outcome (game, QUINTET_STATUS_DRAW, QUINTET_REASON_REPETITION);
}

/* The switches reset the no-progress count; four waits in a row draw. */
static void
test_no_progress (void)
{
  g_autoptr(QuintetGame) game = g_object_new (TEST_TYPE_LAMP_GAME, NULL);

  play (game, "wait wait wait switch wait wait");
  assert_outcome (game, QUINTET_STATUS_ONGOING, QUINTET_REASON_NONE);
  play (game, "wait");
  assert_outcome (game, QUINTET_STATUS_ONGOING, QUINTET_REASON_NONE);
  play (game, "wait");
  assert_outcome (game, QUINTET_STATUS_DRAW, QUINTET_REASON_NO_PROGRESS);

  /* undo takes the draw back with the turn */
  quintet_game_undo (game);
  assert_outcome (game, QUINTET_STATUS_ONGOING, QUINTET_REASON_NONE);
}

/* The same history read by the bare QuintetHistory, as playouts use it */
static void
test_history_alone (void)
{
  g_autoptr(QuintetGame) game = g_object_new (TEST_TYPE_LAMP_GAME, NULL);
  g_autoptr(QuintetHistory) history = quintet_history_new (game);
  QuintetMove change = { .path = { 0 }, .length = 1, .kind = SWITCH };
  LampPosition start = { 0 };

  quintet_game_start_position (game, QUINTET_SIDE_0, &start);
  quintet_history_reset (history, &start);
  for (guint i = 0; i < 4; i++)
    quintet_history_push (history, &change);
  g_assert_cmpuint (quintet_history_get_last_ply (history), ==, 4);
  g_assert_cmpuint (quintet_history_count (history, 4, &start), ==, 3);
  g_assert_cmpuint (quintet_history_outcome (history, 4, 2).reason, ==, QUINTET_REASON_REPETITION);
  g_assert_cmpuint (quintet_history_outcome (history, 3, 2).status, ==, QUINTET_STATUS_ONGOING);

  quintet_history_truncate (history, 2);
  g_assert_cmpuint (quintet_history_count (history, 2, &start), ==, 2);

  /* the plies dropped and played again, or after a reset, still repeat
   * (the history skips the scan for hashes it holds too few times) */
  quintet_history_push (history, &change);
  g_assert_cmpuint (quintet_history_outcome (history, 3, 2).status, ==, QUINTET_STATUS_ONGOING);
  quintet_history_push (history, &change);
  g_assert_cmpuint (quintet_history_outcome (history, 4, 2).reason, ==, QUINTET_REASON_REPETITION);
  for (guint round = 0; round < 3; round++)
    {
      quintet_history_reset (history, &start);
      for (guint i = 0; i < 4; i++)
        quintet_history_push (history, &change);
      g_assert_cmpuint (quintet_history_outcome (history, 3, 2).status, ==, QUINTET_STATUS_ONGOING);
      g_assert_cmpuint (quintet_history_outcome (history, 4, 2).reason, ==, QUINTET_REASON_REPETITION);
    }
}

/* ---- every registered game ---- */

/* Playouts (QuintetHistory with random_turn, as quintet-cli bench plays)
 * and the game object agree on every ply's outcome, for every game. A
 * game stops at MAX_PLIES if the rules have not ended it. */
#define MAX_PLIES 1500

static void
test_playout_agrees_with_game (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(QuintetGame) game = quintet_registry_new_game (info->id);
  g_autoptr(QuintetHistory) history = quintet_history_new (game);

  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);
      QuintetOutcome outcome;

      quintet_game_new_game (game, QUINTET_SIDE_0);
      quintet_history_reset (history, quintet_game_get_position (game));
      for (;;)
        {
          guint ply = quintet_history_get_last_ply (history);
          QuintetMove turn;
          guint n_turns = quintet_history_random_turn (history, g_rand_int (random), &turn);

          outcome = quintet_history_outcome (history, ply, n_turns);
          g_assert_cmpuint (outcome.status, ==, quintet_game_get_outcome (game).status);
          g_assert_cmpuint (outcome.reason, ==, quintet_game_get_outcome (game).reason);
          if (outcome.status != QUINTET_STATUS_ONGOING || ply == MAX_PLIES)
            break;
          g_assert_true (quintet_game_play_turn (game, &turn, NULL));
          quintet_history_push (history, &turn);
          g_assert_true (memcmp (quintet_game_get_position (game),
                                 quintet_history_get_position (history, ply + 1),
                                 quintet_game_get_position_size (game)) == 0);
        }

      /* the whole playout at once (as the bench plays) takes the same turns */
      {
        g_autoptr(GRand) again = g_rand_new_with_seed (seed);
        QuintetOutcome end;

        quintet_history_reset (history, quintet_game_get_position_at (game, 0));
        g_assert_cmpuint (quintet_history_playout (history, again, MAX_PLIES, &end), ==,
                          quintet_game_get_n_turns (game));
        g_assert_cmpuint (end.reason, ==, outcome.reason);
        g_assert_true (memcmp (quintet_game_get_position (game),
                               quintet_history_get_position (history, quintet_history_get_last_ply (history)),
                               quintet_game_get_position_size (game)) == 0);
      }
    }
}

/* The turns legal at an earlier ply (reviewing) are worked out without
 * touching any position of the game, those after that ply included. */
static void
test_review_leaves_history (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(QuintetGame) game = quintet_registry_new_game (info->id);
  g_autoptr(GRand) random = g_rand_new_with_seed (3);
  g_autoptr(GByteArray) saved = g_byte_array_new ();
  g_auto(QuintetTurnList) list = { 0 };
  gsize size = quintet_game_get_position_size (game);
  guint n_turns;

  for (guint i = 0; i < 60 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL);
    }
  n_turns = quintet_game_get_n_turns (game);
  for (guint ply = 0; ply <= n_turns; ply++)
    g_byte_array_append (saved, quintet_game_get_position_at (game, ply), size);

  for (guint ply = 0; ply <= n_turns; ply++)
    quintet_game_get_legal_turns_at (game, ply, &list);
  for (guint ply = 0; ply <= n_turns; ply++)
    g_assert_true (memcmp (quintet_game_get_position_at (game, ply), saved->data + ply * size, size) == 0);
}

/* A copy of the model kept only from items-changed */
static void
mirror_items_changed (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GPtrArray  *mirror)
{
  g_ptr_array_remove_range (mirror, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(QuintetTurnItem) item = g_list_model_get_item (model, position + i);

      g_ptr_array_insert (mirror, position + i, g_strdup (quintet_turn_item_get_notation (item)));
    }
}

static void
assert_mirror (QuintetGame *game,
               GPtrArray   *mirror)
{
  g_assert_cmpuint (mirror->len, ==, quintet_game_get_n_turns (game));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (game)), ==, mirror->len);
  for (guint i = 0; i < mirror->len; i++)
    {
      g_autoptr(QuintetTurnItem) item = g_list_model_get_item (G_LIST_MODEL (game), i);

      g_assert_cmpstr (g_ptr_array_index (mirror, i), ==, quintet_game_get_turn_notation (game, i));
      g_assert_cmpuint (quintet_turn_item_get_index (item), ==, i);
      g_assert_true (quintet_move_equal (quintet_turn_item_get_turn (item), quintet_game_get_turn (game, i)));
    }
}

static void
count_signal (guint *n_signals)
{
  (*n_signals)++;
}

/* items-changed names exactly the turns played, undone, redone, dropped
 * or rewritten: a copy kept from its signals alone stays equal. */
static void
test_list_model (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(QuintetGame) game = quintet_registry_new_game (info->id);
  g_autoptr(GPtrArray) mirror = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) random = g_rand_new_with_seed (7);
  guint n_signals = 0;

  g_signal_connect (game, "items-changed", G_CALLBACK (mirror_items_changed), mirror);
  g_signal_connect_swapped (game, "items-changed", G_CALLBACK (count_signal), &n_signals);
  for (guint step = 0; step < 300; step++)
    {
      guint action = g_rand_int_range (random, 0, 10);
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      if (action < 6 && n_turns > 0)
        quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL);
      else if (action < 8)
        quintet_game_undo (game);
      else if (action < 9)
        quintet_game_redo (game);
      else if (quintet_game_get_n_turns (game) > 0)
        quintet_game_truncate (game, g_rand_int_range (random, 0, quintet_game_get_n_turns (game)));
      assert_mirror (game, mirror);
    }

  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  assert_mirror (game, mirror);
  quintet_game_new_game (game, QUINTET_SIDE_0);
  assert_mirror (game, mirror);
  g_assert_cmpuint (n_signals, >, 100);
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/repetition-across-reversible-progress", test_repetition_across_progress);
  g_test_add_func ("/history/no-progress", test_no_progress);
  g_test_add_func ("/history/without-a-game-object", test_history_alone);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *playout_path = g_strdup_printf ("/%s/history/playouts-agree-with-the-game", games[i].id);
      g_autofree char *model_path = g_strdup_printf ("/%s/history/list-model-items-changed", games[i].id);
      g_autofree char *review_path = g_strdup_printf ("/%s/history/review-leaves-the-game-as-it-is", games[i].id);

      g_test_add_data_func (playout_path, &games[i], test_playout_agrees_with_game);
      g_test_add_data_func (model_path, &games[i], test_list_model);
      g_test_add_data_func (review_path, &games[i], test_review_leaves_history);
    }

  return g_test_run ();
}
