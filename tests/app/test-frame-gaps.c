/* test-frame-gaps.c — a benchmark (`meson test --benchmark frame-gaps`):
 * the window's frames and main loop while the computer searches on its
 * worker thread. The computer plays both sides at its strongest level for a
 * few seconds in each game; a tick callback records every frame, and a 2 ms
 * timeout records how late the main loop answers. It prints the figures;
 * the target (no gap above 16 ms beyond the frame) is read from them, not
 * asserted: timings are for benchmarks, not tests.
 *
 * The case /frame-gaps/analysis measures the same while Analyse Game runs
 * over a game of 40 turns at the quick level: the results arrive on the
 * main loop, one a position, with their marks, graph points and summary.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-window-common.h"
#include "test-frame-recorder.h"
#include "quintet-analysis.h"
#include "quintet-eval-graph.h"
#include "quintet-registry.h"

#define SECONDS_PER_GAME 6

static void
measure_game (const char *id)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autofree char *what = NULL;
  FrameRecorder *recorder;
  guint n_turns;

  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 4);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 4);
  quintet_window_start_game (window, id, QUINTET_SIDE_0);
  iterate_for (300);

  recorder = frame_recorder_start (GTK_WIDGET (window));
  iterate_for (SECONDS_PER_GAME * 1000);
  n_turns = quintet_game_get_n_turns (quintet_window_get_game (window));
  what = g_strdup_printf ("%u turns played in %d s", n_turns, SECONDS_PER_GAME);

  /* the computer did play while the frames went on */
  g_assert_cmpuint (frame_recorder_finish (recorder, id, what), >, 0);
  g_assert_cmpuint (n_turns, >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_for (100);
}

static gboolean
analysis_finished (gpointer data)
{
  GtkWidget *progress = find_widget (GTK_WIDGET (data), GTK_TYPE_PROGRESS_BAR);

  return !gtk_widget_get_visible (gtk_widget_get_parent (progress));
}

static void
measure_analysis (const char *id)
{
  QuintetWindow *window = new_window (1000, 720);
  FrameRecorder *recorder;
  QuintetGame *game;
  QuintetEvalGraph *graph;
  g_autofree char *what = NULL;
  guint n_turns;
  gint64 start;

  quintet_window_start_game (window, id, QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  for (guint i = 0; i < 40 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      guint n_legal;
      const QuintetMove *legal = quintet_game_get_legal_turns (game, &n_legal);

      g_assert_true (quintet_game_play_turn (game, &legal[(i * 7) % n_legal], NULL));
    }
  n_turns = quintet_game_get_n_turns (game);
  iterate_for (300);

  recorder = frame_recorder_start (GTK_WIDGET (window));
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse", NULL));
  /* at most the benchmark's time: what came by then is measured */
  iterate_until (analysis_finished, window, 60);

  graph = QUINTET_EVAL_GRAPH (find_widget (GTK_WIDGET (window), QUINTET_TYPE_EVAL_GRAPH));
  what = g_strdup_printf ("%u of %u positions analysed in %.1f s", quintet_eval_graph_count_values (graph),
                          n_turns + 1, (g_get_monotonic_time () - start) / 1e6);
  frame_recorder_finish (recorder, id, what);
  g_assert_cmpuint (quintet_eval_graph_count_values (graph), >, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_for (100);
}

static void
test_analysis_gaps (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  quintet_settings_set_analysis_level (quintet_application_get_settings (app), QUINTET_ANALYSIS_QUICK);
  for (guint i = 0; i < n_games; i++)
    measure_analysis (games[i].id);
}

static void
test_frame_gaps (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint i = 0; i < n_games; i++)
    measure_game (games[i].id);
}

int
main (int    argc,
      char **argv)
{
  test_window_init (&argc, &argv);
  g_test_add_func ("/frame-gaps", test_frame_gaps);
  g_test_add_func ("/frame-gaps/analysis", test_analysis_gaps);
  return test_window_run ();
}
