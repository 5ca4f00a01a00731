/* test-analysis.c — the analysis: the winning-chance curves, the marks
 * and their thresholds, the score's format, a blunder in each game marked
 * with the turn that won instead, and the analysis of a main line on a
 * worker thread (every ply, in order, cancelled at once, a main line
 * changed meanwhile)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-analysis.h"
#include "quintet-game-tree.h"

#define TEST_DEPTH 2

static QuintetGame *
game_at (const char *id,
         const char *position_text)
{
  QuintetGame *game = quintet_registry_new_game (id);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (game);
  if (position_text != NULL)
    quintet_game_load_position (game, position_text, &error);
  g_assert_no_error (error);
  return game;
}

static void
play (QuintetGame *game,
      const char  *notation)
{
  g_autoptr(GError) error = NULL;

  quintet_game_play_notation (game, notation, &error);
  g_assert_no_error (error);
}

/* Every position of the main line evaluated at TEST_DEPTH, set on its
 * node, then the marks: what quintet-cli analyse --depth does */
static void
analyse_sync (QuintetGame *game)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);

  for (guint ply = 0; ply <= quintet_game_tree_get_main_length (tree); ply++)
    {
      QuintetSearchLimits limits = { .max_depth = TEST_DEPTH, .seed = 1 };
      QuintetNodeEval eval;

      quintet_analysis_evaluate (game, ply, &limits, &eval);
      quintet_tree_node_set_eval (quintet_game_tree_get_main_node (tree, ply), &eval);
    }
  quintet_analysis_mark_main_line (game);
}

/* The curve of each game: a half at 0, rising, inside (0, 1), its own S
 * (calibrated, not the generic one), a forced result exactly 1 or 0 */
static void
test_win_chance (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_assert_cmpuint (n_games, ==, 6);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
      double last = 0;

      g_assert_cmpuint (klass->variants[quintet_game_get_variant (game)].win_scale, >, 0);
      g_assert_cmpfloat_with_epsilon (quintet_analysis_win_chance (game, 0), 0.5, 1e-12);
      for (int score = -QUINTET_SEARCH_WIN_BOUND; score <= QUINTET_SEARCH_WIN_BOUND; score += 50)
        {
          double chance = quintet_analysis_win_chance (game, score);

          g_assert_cmpfloat (chance, >=, 0);
          g_assert_cmpfloat (chance, <=, 1);
          g_assert_cmpfloat (chance, >=, last);
          /* symmetric: the other side's view of the same position */
          g_assert_cmpfloat_with_epsilon (chance + quintet_analysis_win_chance (game, -score), 1, 1e-9);
          last = chance;
        }
      g_assert_cmpfloat (quintet_analysis_win_chance (game, 100), >, quintet_analysis_win_chance (game, 50));
      g_assert_cmpfloat (quintet_analysis_win_chance (game, 300), <, 1);
      g_assert_cmpfloat (quintet_analysis_win_chance (game, QUINTET_SEARCH_WIN - 3), ==, 1);
      g_assert_cmpfloat (quintet_analysis_win_chance (game, QUINTET_SEARCH_WIN), ==, 1);
      g_assert_cmpfloat (quintet_analysis_win_chance (game, -QUINTET_SEARCH_WIN + 2), ==, 0);
    }
}

/* The thresholds: exactly 10, 20, 30 points mark; a hair less does not */
static void
test_thresholds (void)
{
  g_assert_cmpint (quintet_analysis_mark (0.6, 0.5), ==, QUINTET_MARK_INACCURACY);
  g_assert_cmpint (quintet_analysis_mark (0.6, 0.500001), ==, QUINTET_MARK_NONE);
  g_assert_cmpint (quintet_analysis_mark (0.7, 0.5), ==, QUINTET_MARK_MISTAKE);
  g_assert_cmpint (quintet_analysis_mark (0.7, 0.500001), ==, QUINTET_MARK_INACCURACY);
  g_assert_cmpint (quintet_analysis_mark (0.8, 0.5), ==, QUINTET_MARK_BLUNDER);
  g_assert_cmpint (quintet_analysis_mark (0.8, 0.500001), ==, QUINTET_MARK_MISTAKE);
  g_assert_cmpint (quintet_analysis_mark (0.3, 0.2), ==, QUINTET_MARK_INACCURACY);
  g_assert_cmpint (quintet_analysis_mark (1, 0), ==, QUINTET_MARK_BLUNDER);
  g_assert_cmpint (quintet_analysis_mark (0.5, 0.5), ==, QUINTET_MARK_NONE);
  /* a gain is no mistake */
  g_assert_cmpint (quintet_analysis_mark (0.2, 0.9), ==, QUINTET_MARK_NONE);
  g_assert_cmpint (QUINTET_ANALYSIS_INACCURACY, ==, 10);
  g_assert_cmpint (QUINTET_ANALYSIS_MISTAKE, ==, 20);
  g_assert_cmpint (QUINTET_ANALYSIS_BLUNDER, ==, 30);

  g_assert_cmpuint (quintet_analysis_level_time_ms (QUINTET_ANALYSIS_QUICK), >, 0);
  g_assert_cmpuint (quintet_analysis_level_time_ms (QUINTET_ANALYSIS_QUICK), <,
                    quintet_analysis_level_time_ms (QUINTET_ANALYSIS_DEEP));
}

static void
assert_score_text (int         score,
                   const char *expected)
{
  g_autofree char *text = quintet_analysis_format_score (score);

  g_assert_cmpstr (text, ==, expected);
}

/* Hundredths as they are; #N counts the side to move's turns to the win */
static void
test_format_score (void)
{
  assert_score_text (35, "35");
  assert_score_text (-120, "-120");
  assert_score_text (0, "0");
  assert_score_text (QUINTET_SEARCH_WIN_BOUND, "29000");
  assert_score_text (QUINTET_SEARCH_WIN - 1, "#1");
  assert_score_text (QUINTET_SEARCH_WIN - 3, "#2");
  assert_score_text (QUINTET_SEARCH_WIN - 5, "#3");
  assert_score_text (-(QUINTET_SEARCH_WIN - 2), "-#1");
  assert_score_text (-(QUINTET_SEARCH_WIN - 4), "-#2");
  assert_score_text (-QUINTET_SEARCH_WIN, "-#0");
}

/* A decided position has its exact score and no best turn; the one
 * before it the win in one */
static void
test_evaluate_decided (void)
{
  g_autoptr(QuintetGame) game = game_at ("pressman", "8/8/8/8/8/8/8/1W2B3 b 0 0");
  QuintetSearchLimits limits = { .max_depth = 3, .seed = 1 };
  QuintetNodeEval eval;
  g_autofree char *best = NULL;

  play (game, "e1xb1");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);

  quintet_analysis_evaluate (game, 1, &limits, &eval);
  g_assert_cmpint (eval.score, ==, -QUINTET_SEARCH_WIN);
  g_assert_false (eval.has_best);
  g_assert_cmpuint (eval.depth, ==, 0);
  g_assert_cmpuint (eval.pv_length, ==, 0);

  quintet_analysis_evaluate (game, 0, &limits, &eval);
  g_assert_cmpint (eval.score, ==, QUINTET_SEARCH_WIN - 1);
  g_assert_true (eval.has_best);
  g_assert_cmpuint (eval.pv_length, >=, 1);
  g_assert_true (quintet_move_equal (&eval.pv[0], &eval.best));
  best = quintet_game_format_turn (game, quintet_game_get_position_at (game, 0), &eval.best);
  g_assert_cmpstr (best, ==, "e1xb1");
  /* the game itself has not moved */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
}

/* For each game a position with a win in one, and a turn that misses it
 * and leaves the opponent at least level */
typedef struct {
  const char *id;
  const char *position;
  const char *blunder;
  const char *best;
} BlunderCase;

static const BlunderCase blunder_cases[] = {
  /* the last capture, or lose the last soldier */
  { "pressman", "8/8/8/8/8/8/8/1W2B3 b 0 0", "e1-h1", "e1xb1" },
  /* a capture on the home rank, a break-through (OR-3a) */
  { "ordo", "4B5/5B2B1/5BBBB1/1W4B3/2W2B4/3W1B1WWW/4WWW2W/10 b", "g5-e5", "e8xe2" },
  /* a sideways part and a forward one that reach the far rank */
  { "ordo-x", "10/10/5W4/4W1BB2/W2W6/1WW7/1W1WW5/5WW3 b", "h5-h4", "g5:h5-h5, h5:i5-h1" },
  /* the half-strength king hit (OF-3), missed for a king's step */
  { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "KD7-D6", "D4xKD2(1>0)" },
  /* OV-5: the capture of Red's last-but-one piece */
  { "overlord", "r....../......./......./......./......./...[ww].../...r.../......./w...... w -", "a1-b1", "d4xd3" },
  /* OP-3: the King's triangle closed */
  { "opprimo", "d1r,f1r,a2R,d3R,c4r,e4R,b5Y,c6Y,e6R,g6R,c8Y,e8Y,d9Y,a10R,c10Y,e12y,g12R,b13y,d13y,f13y Y@cd3,R@fg11 r",
    "Oc4-d5", "e6-d5" },
};

static void
test_blunder (gconstpointer data)
{
  const BlunderCase *c = data;
  g_autoptr(QuintetGame) game = game_at (c->id, c->position);
  g_autoptr(QuintetGame) won = game_at (c->id, c->position);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetSide mover = quintet_game_get_side_to_move (game);
  QuintetTreeNode *root, *node;
  const QuintetNodeEval *eval;
  g_autofree char *best = NULL;
  guint counts[4];

  play (game, c->blunder);
  analyse_sync (game);

  root = quintet_game_tree_get_main_node (tree, 0);
  node = quintet_game_tree_get_main_node (tree, 1);
  eval = quintet_tree_node_get_eval (root);
  g_assert_nonnull (eval);
  g_assert_nonnull (quintet_tree_node_get_eval (node));
  g_assert_cmpint (quintet_tree_node_get_mark (node), ==, QUINTET_MARK_BLUNDER);

  /* the better turn: the engine's, and it wins at once */
  g_assert_true (eval->has_best);
  g_assert_cmpint (eval->score, ==, QUINTET_SEARCH_WIN - 1);
  best = quintet_game_format_turn (game, quintet_tree_node_get_position (root), &eval->best);
  g_assert_cmpstr (best, ==, c->best);
  g_assert_true (quintet_game_play_turn (won, &eval->best, NULL));
  g_assert_cmpint (quintet_game_get_outcome (won).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (quintet_game_get_outcome (won).winner, ==, mover);

  quintet_analysis_count_marks (game, mover, counts);
  g_assert_cmpuint (counts[QUINTET_MARK_BLUNDER], ==, 1);
  g_assert_cmpuint (counts[QUINTET_MARK_NONE] + counts[QUINTET_MARK_INACCURACY] + counts[QUINTET_MARK_MISTAKE], ==, 0);
}

/* The marks of each side of a game with a blunder and the win it gave */
static void
test_count_marks (void)
{
  g_autoptr(QuintetGame) game = game_at ("pressman", "8/8/8/8/8/8/8/1W2B3 b 0 0");
  QuintetTreeNode *last;
  guint counts[4];

  play (game, "e1-h1");    /* Black's blunder… */
  play (game, "b1xh1");    /* …and White takes the last soldier */
  analyse_sync (game);

  quintet_analysis_count_marks (game, QUINTET_SIDE_1, counts);
  g_assert_cmpuint (counts[QUINTET_MARK_NONE], ==, 0);
  g_assert_cmpuint (counts[QUINTET_MARK_BLUNDER], ==, 1);
  quintet_analysis_count_marks (game, QUINTET_SIDE_0, counts);
  g_assert_cmpuint (counts[QUINTET_MARK_NONE], ==, 1);
  g_assert_cmpuint (counts[QUINTET_MARK_INACCURACY] + counts[QUINTET_MARK_MISTAKE] + counts[QUINTET_MARK_BLUNDER], ==, 0);

  /* a mark set by hand is counted too; a node without an eval keeps its mark */
  last = quintet_game_tree_get_main_node (quintet_game_get_tree (game), 2);
  quintet_tree_node_set_eval (last, NULL);
  quintet_tree_node_set_mark (last, QUINTET_MARK_MISTAKE);
  quintet_analysis_mark_main_line (game);
  quintet_analysis_count_marks (game, QUINTET_SIDE_0, counts);
  g_assert_cmpuint (counts[QUINTET_MARK_MISTAKE], ==, 1);
  g_assert_cmpuint (counts[QUINTET_MARK_NONE], ==, 0);
}

/* Pressman's opening, searched to an odd depth, scores every side to
 * move a piece ahead (it captures first); the analysis takes the even
 * depth below, where quiet opening turns cost nothing */
static void
test_even_depth (void)
{
  g_autoptr(QuintetGame) game = game_at ("pressman", NULL);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  const char *turns[] = { "a2-a3", "h7-h6", "b2-b3" };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    play (game, turns[i]);
  for (guint ply = 0; ply <= G_N_ELEMENTS (turns); ply++)
    {
      QuintetSearchLimits limits = { .max_depth = 3, .seed = 1 };
      QuintetNodeEval eval;

      quintet_analysis_evaluate (game, ply, &limits, &eval);
      g_assert_cmpuint (eval.depth, ==, 2);
      g_assert_cmpint (ABS (eval.score), <, 50);
      quintet_tree_node_set_eval (quintet_game_tree_get_main_node (tree, ply), &eval);
    }
  quintet_analysis_mark_main_line (game);
  for (guint ply = 1; ply <= G_N_ELEMENTS (turns); ply++)
    g_assert_cmpint (quintet_tree_node_get_mark (quintet_game_tree_get_main_node (tree, ply)), ==, QUINTET_MARK_NONE);
}

/* ---- the asynchronous analysis ---- */

typedef struct {
  GArray   *plies;       /* as "ply-analysed" came */
  gboolean  finished;
  gboolean  cancelled;
  guint     n_finished;
  gint64    finished_at;
} Watch;

static void
ply_analysed_cb (QuintetAnalysis *analysis,
                 guint            ply,
                 Watch           *watch)
{
  g_assert_false (watch->finished);
  g_array_append_val (watch->plies, ply);
}

static void
finished_cb (QuintetAnalysis *analysis,
             gboolean         cancelled,
             Watch           *watch)
{
  watch->finished = TRUE;
  watch->cancelled = cancelled;
  watch->n_finished++;
  watch->finished_at = g_get_monotonic_time ();
  g_assert_false (quintet_analysis_get_running (analysis));
}

static void
watch_connect (QuintetAnalysis *analysis,
               Watch           *watch)
{
  watch->plies = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (analysis, "ply-analysed", G_CALLBACK (ply_analysed_cb), watch);
  g_signal_connect (analysis, "finished", G_CALLBACK (finished_cb), watch);
}

static gboolean
timed_out_cb (gpointer data)
{
  g_assert_not_reached ();
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until "finished" (a minute at most) */
static void
wait_finished (Watch *watch)
{
  guint timeout = g_timeout_add_seconds (60, timed_out_cb, NULL);

  while (!watch->finished)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

#define SHORT_GAME "a2-a3", "h7-h6", "b2-b3", "g7-g6", "a3-a4", "h6-h5"

static QuintetGame *
short_game (void)
{
  QuintetGame *game = game_at ("pressman", NULL);
  const char *turns[] = { SHORT_GAME };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    play (game, turns[i]);
  return game;
}

static GThread *test_thread;
static guint n_evals_set;

/* Results are set on the thread that started the analysis, never on its worker */
static void
has_eval_cb (QuintetTreeNode *node,
             GParamSpec      *pspec,
             gpointer         data)
{
  g_assert_true (g_thread_self () == test_thread);
  n_evals_set++;
}

/* Every ply analysed in order, each node's eval and mark what the
 * synchronous analysis gives, set on this thread; the progress complete */
static void
test_async (gconstpointer data)
{
  gboolean backward = GPOINTER_TO_INT (data);
  g_autoptr(QuintetGame) game = short_game ();
  g_autoptr(QuintetGame) expected = short_game ();
  g_autoptr(QuintetAnalysis) analysis = quintet_analysis_new (game, 0, TEST_DEPTH, backward);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  guint length = quintet_game_tree_get_main_length (tree);
  Watch watch = { 0 };

  g_assert_cmpuint (length, ==, 6);
  analyse_sync (expected);
  test_thread = g_thread_self ();
  n_evals_set = 0;
  for (guint i = 0; i <= length; i++)
    g_signal_connect (quintet_game_tree_get_main_node (tree, i), "notify::has-eval", G_CALLBACK (has_eval_cb), NULL);
  watch_connect (analysis, &watch);
  g_assert_false (quintet_analysis_get_running (analysis));
  quintet_analysis_start (analysis);
  g_assert_true (quintet_analysis_get_running (analysis));
  wait_finished (&watch);

  g_assert_false (watch.cancelled);
  g_assert_cmpuint (watch.n_finished, ==, 1);
  g_assert_false (quintet_analysis_get_running (analysis));
  g_assert_cmpfloat (quintet_analysis_get_progress (analysis), ==, 1.0);
  g_assert_cmpuint (watch.plies->len, ==, length + 1);
  g_assert_cmpuint (n_evals_set, ==, length + 1);
  for (guint i = 0; i <= length; i++)
    {
      QuintetTreeNode *node = quintet_game_tree_get_main_node (tree, i);
      QuintetTreeNode *twin = quintet_game_tree_get_main_node (quintet_game_get_tree (expected), i);
      const QuintetNodeEval *eval = quintet_tree_node_get_eval (node);
      const QuintetNodeEval *twin_eval = quintet_tree_node_get_eval (twin);

      g_assert_cmpuint (g_array_index (watch.plies, guint, i), ==, backward ? length - i : i);
      g_assert_nonnull (eval);
      g_assert_cmpint (eval->score, ==, twin_eval->score);
      g_assert_cmpint (eval->has_best, ==, twin_eval->has_best);
      g_assert_true (quintet_move_equal (&eval->best, &twin_eval->best));
      g_assert_cmpint (quintet_tree_node_get_mark (node), ==, quintet_tree_node_get_mark (twin));
    }
  g_array_unref (watch.plies);
}

static void
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* Cancelled in the middle of a long search: "finished" (TRUE) follows
 * within a moment, and no result is set after it */
static void
test_cancel (void)
{
  g_autoptr(QuintetGame) game = game_at ("ordo-x", NULL);
  g_autoptr(QuintetAnalysis) analysis = NULL;
  Watch watch = { 0 };
  gboolean waited = FALSE;
  gint64 cancelled_at;

  play (game, "c2:d2-c4");
  /* a minute a position */
  analysis = quintet_analysis_new (game, 60000, 0, FALSE);
  watch_connect (analysis, &watch);
  quintet_analysis_start (analysis);
  /* the worker well into the first position's search */
  g_timeout_add_once (300, set_flag_cb, &waited);
  while (!waited)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (quintet_analysis_get_running (analysis));
  cancelled_at = g_get_monotonic_time ();
  quintet_analysis_cancel (analysis);
  wait_finished (&watch);

  g_test_message ("finished %.1f ms after the cancel", (watch.finished_at - cancelled_at) / 1000.0);
  g_assert_true (watch.cancelled);
  g_assert_cmpint (watch.finished_at - cancelled_at, <, G_USEC_PER_SEC);
  g_assert_cmpuint (watch.plies->len, ==, 0);
  g_assert_null (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (quintet_game_get_tree (game), 0)));
  g_assert_false (quintet_analysis_get_running (analysis));
  g_array_unref (watch.plies);
}

/* The main line changed while the analysis ran: the results for the
 * positions it no longer holds are not set; the start's still is */
static void
test_main_line_changed (void)
{
  g_autoptr(QuintetGame) game = short_game ();
  g_autoptr(QuintetAnalysis) analysis = quintet_analysis_new (game, 0, TEST_DEPTH, FALSE);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  Watch watch = { 0 };

  watch_connect (analysis, &watch);
  quintet_analysis_start (analysis);
  /* before any result comes back: results come from the main loop only */
  quintet_game_tree_remove (tree, quintet_game_tree_get_main_node (tree, 2));
  play (game, "h7-h5");
  play (game, "b2-b3");
  wait_finished (&watch);

  g_assert_false (watch.cancelled);
  g_assert_cmpuint (watch.plies->len, ==, 2);
  g_assert_nonnull (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, 0)));
  g_assert_nonnull (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, 1)));
  g_assert_null (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, 2)));
  g_assert_null (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, 3)));
  g_assert_cmpfloat (quintet_analysis_get_progress (analysis), ==, 1.0);
  g_array_unref (watch.plies);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/win-chance", test_win_chance);
  g_test_add_func ("/analysis/thresholds", test_thresholds);
  g_test_add_func ("/analysis/format-score", test_format_score);
  g_test_add_func ("/analysis/evaluate-decided", test_evaluate_decided);
  for (guint i = 0; i < G_N_ELEMENTS (blunder_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/analysis/blunder/%s", blunder_cases[i].id);

      g_test_add_data_func (path, &blunder_cases[i], test_blunder);
    }
  g_test_add_func ("/analysis/count-marks", test_count_marks);
  g_test_add_func ("/analysis/even-depth", test_even_depth);
  g_test_add_data_func ("/analysis/async/forward", GINT_TO_POINTER (FALSE), test_async);
  g_test_add_data_func ("/analysis/async/backward", GINT_TO_POINTER (TRUE), test_async);
  g_test_add_func ("/analysis/cancel", test_cancel);
  g_test_add_func ("/analysis/main-line-changed", test_main_line_changed);

  return g_test_run ();
}
