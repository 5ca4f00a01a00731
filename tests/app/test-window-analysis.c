/* test-window-analysis.c — Analyse Game in the window: a short game of each
 * game analysed (the graph fills, a click on it shows that ply), a blunder
 * set up by hand marked ?? with the better turn, the best turn's arrow and
 * the bar in review, Cancel, and what stops an analysis (a new game, a
 * changed main line); screenshots of the graph in light and dark, wide
 * and narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-analysis.h"
#include "quintet-board-view.h"
#include "quintet-eval-bar.h"
#include "quintet-eval-graph.h"
#include "quintet-preferences-window.h"
#include "quintet-registry.h"

#include "test-window-common.h"

#define SHORT_GAME 6

/* Pressman: White's d1 can take Black's last soldier and win; d1-d4
 * instead hands Black the win (d5xd4). */
static const char blunder_record[] =
  "[Game \"pressman\"]\n"
  "[Position \"8/8/8/3B4/8/8/8/3W4 w 0 0\"]\n"
  "\n"
  "1. d1-d4 d5xd4 0-1\n";

static QuintetEvalGraph *
find_graph (QuintetWindow *window)
{
  return QUINTET_EVAL_GRAPH (find_widget (GTK_WIDGET (window), QUINTET_TYPE_EVAL_GRAPH));
}

static QuintetBoardView *
find_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

/* The analysis under way shows its progress row */
static gboolean
analysis_running (QuintetWindow *window)
{
  GtkWidget *progress = find_widget (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR);

  return gtk_widget_is_visible (progress);
}

typedef struct {
  QuintetWindow *window;
  guint          n_values;
} GraphWait;

static gboolean
graph_has_values (gpointer data)
{
  GraphWait *wait = data;

  return quintet_eval_graph_count_values (find_graph (wait->window)) >= wait->n_values;
}

static gboolean
analysis_done (gpointer data)
{
  return !analysis_running (data);
}

static void
analyse (QuintetWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse", NULL));
  g_assert_true (analysis_running (window));
}

static void
play_short_game (QuintetGame *game,
                 guint        n_turns)
{
  for (guint i = 0; i < n_turns && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      g_autoptr(GError) error = NULL;
      guint n_legal;
      const QuintetMove *legal = quintet_game_get_legal_turns (game, &n_legal);

      g_assert_cmpuint (n_legal, >, 0);
      /* not always the first: a little variety, the same on every run */
      g_assert_true (quintet_game_play_turn (game, &legal[(i * 7) % n_legal], &error));
      g_assert_no_error (error);
    }
}

static GtkEventController *
find_drag_gesture (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return controller;
    }
  g_assert_not_reached ();
}

static gboolean
window_says_text (gpointer data)
{
  WindowText *wait = data;

  return window_says (wait->window, wait->text);
}

/* Each game: the analysis fills the graph with a point a ply, and a
 * click on the graph shows that ply */
static void
test_each_game (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      QuintetWindow *window = new_game_window (games[i].id);
      QuintetGame *game = quintet_window_get_game (window);
      QuintetEvalGraph *graph = find_graph (window);
      QuintetGameTree *tree = quintet_game_get_tree (game);
      GraphWait wait = { window, SHORT_GAME + 1 };
      g_autofree char *reviewing = g_strdup_printf ("Reviewing turn 2 of %u", SHORT_GAME);
      g_autofree char *reviewing_4 = g_strdup_printf ("Reviewing turn 4 of %u", SHORT_GAME);
      GtkEventController *drag;
      double x;

      g_test_message ("%s", games[i].id);
      play_short_game (game, SHORT_GAME);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, SHORT_GAME);
      /* nothing analysed: no graph */
      g_assert_false (gtk_widget_is_visible (GTK_WIDGET (graph)));

      analyse (window);
      wait_for_mapped (graph, TRUE);
      wait_until (graph_has_values, &wait, "a point a ply on the graph");
      wait_until (analysis_done, window, "the analysis to finish");
      g_assert_cmpuint (quintet_eval_graph_get_n_turns (graph), ==, SHORT_GAME);
      for (guint ply = 0; ply <= SHORT_GAME; ply++)
        {
          QuintetTreeNode *node = quintet_game_tree_get_main_node (tree, ply);

          g_assert_nonnull (quintet_tree_node_get_eval (node));
          g_assert_cmpfloat (quintet_eval_graph_get_value (graph, ply), >=, 0);
          g_assert_cmpuint (quintet_eval_graph_get_mark (graph, ply), ==,
                            ply > 0 ? quintet_tree_node_get_mark (node) : QUINTET_MARK_NONE);
        }
      /* the latest position is marked */
      g_assert_cmpuint (quintet_eval_graph_get_ply (graph), ==, SHORT_GAME);

      /* a click at turn 2, then a drag on to turn 4, as the graph's
       * gesture reports them */
      wait_for_frame (graph);
      drag = find_drag_gesture (GTK_WIDGET (graph));
      x = quintet_eval_graph_ply_x (graph, 2, gtk_widget_get_width (GTK_WIDGET (graph)));
      g_signal_emit_by_name (drag, "drag-begin", x, 10.0);
      wait_until (window_says_text, (&(WindowText) { window, reviewing }), "the title to say turn 2");
      g_assert_cmpuint (quintet_board_view_get_ply (find_board (window)), ==, 2);
      g_assert_cmpuint (quintet_eval_graph_get_ply (graph), ==, 2);
      g_signal_emit_by_name (drag, "drag-update",
                             quintet_eval_graph_ply_x (graph, 4, gtk_widget_get_width (GTK_WIDGET (graph))) - x, 0.0);
      wait_until (window_says_text, (&(WindowText) { window, reviewing_4 }), "the title to say turn 4");
      g_assert_cmpuint (quintet_eval_graph_get_ply (graph), ==, 4);

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static QuintetWindow *
open_blunder (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GFile) file = write_test_file ("blunder.quintet", blunder_record, -1);

  g_assert_true (window_open_file (window, file));
  wait_for_frame (window);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 2);
  return window;
}

/* The turn that gave the win away is a blunder, the winning capture is
 * the better turn; the summary says so; in review the arrow is that
 * turn and the bar shows White's chance */
static void
test_blunder (void)
{
  QuintetWindow *window = open_blunder ();
  QuintetGame *game = quintet_window_get_game (window);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetEvalGraph *graph = find_graph (window);
  QuintetEvalBar *bar = QUINTET_EVAL_BAR (find_widget (GTK_WIDGET (window), QUINTET_TYPE_EVAL_BAR));
  QuintetTreeNode *start, *blunder;
  const QuintetNodeEval *eval;
  QuintetMove capture;
  const char *start_text = "Start position: White 100%";
  g_autoptr(GError) error = NULL;

  /* a finished game: Analyse Game on its card */
  g_assert_true (button_enabled (window, "win.analyse"));
  click_button (window, "win.analyse");
  /* three positions, two of them decided: it may be over already */
  wait_until (analysis_done, window, "the analysis to finish");

  start = quintet_game_tree_get_main_node (tree, 0);
  blunder = quintet_game_tree_get_main_node (tree, 1);
  g_assert_cmpuint (quintet_tree_node_get_mark (blunder), ==, QUINTET_MARK_BLUNDER);
  g_assert_cmpuint (quintet_eval_graph_get_mark (graph, 1), ==, QUINTET_MARK_BLUNDER);
  eval = quintet_tree_node_get_eval (start);
  g_assert_nonnull (eval);
  g_assert_true (eval->has_best);
  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, 0), "d1xd5", &capture, &error));
  g_assert_no_error (error);
  g_assert_true (quintet_move_equal (&eval->best, &capture));
  /* White ahead at the start, lost after d1-d4 */
  g_assert_cmpfloat (quintet_eval_graph_get_value (graph, 0), >, 0.9);
  g_assert_cmpfloat (quintet_eval_graph_get_value (graph, 1), <, 0.1);
  wait_for_labels (GTK_WIDGET (window), "White: 1 blunder\nBlack: no mistakes");
  /* the marked turn in the move list names the better turn */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    guint found = 0;

    collect_widgets (GTK_WIDGET (window), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), "d1-d4, blunder; better: d1xd5") == 0)
        found++;
    g_assert_cmpuint (found, ==, 1);
  }

  /* review the start: the arrow is the better turn, the bar White's chance */
  g_signal_emit_by_name (graph, "ply-activated", 0);
  wait_for_frame (window);
  g_assert_nonnull (quintet_board_view_get_hint_path (find_board (window)));
  g_assert_true (quintet_move_equal (quintet_board_view_get_hint_path (find_board (window)), &capture));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (bar)));
  g_assert_cmpfloat (quintet_eval_bar_get_chance (bar), >, 0.9);
  /* what a screen reader hears of the graph: a slider at the start */
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (graph), GTK_ACCESSIBLE_ROLE_SLIDER));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, start_text);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (graph), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.0);
  wait_for_transitions (window);
  save_screenshot (GTK_WIDGET (window), "analysis-blunder.png");

  /* both can be switched off */
  g_object_set (quintet_application_get_settings (app), "show-best-turn", FALSE, "show-eval-bar", FALSE, NULL);
  g_assert_null (quintet_board_view_get_hint_path (find_board (window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_object_set (quintet_application_get_settings (app), "show-best-turn", TRUE, "show-eval-bar", TRUE, NULL);
  g_assert_nonnull (quintet_board_view_get_hint_path (find_board (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The best turn with a placement (issue 39): at the start the capture
 * a1xa8 onto Black's home rank, then the new soldier placed (PR-3); in
 * review it is drawn by its parts, the move's arrow and a placement mark
 * on the new soldier's square, nothing over the files between. */
static const char placement_record[] =
  "[Game \"pressman\"]\n"
  "[Position \"BBBBB3/5B2/8/8/8/8/5W2/WWWW4 w 5 5\"]\n"
  "\n"
  "1. f2-f3 *\n";

static gboolean
blue_at (GskRenderNode *node,
         double         x,
         double         y,
         int            width,
         int            height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  guint32 pixel;

  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixel = *(guint32 *) (cairo_image_surface_get_data (surface) + (int) y * cairo_image_surface_get_stride (surface) + (int) x * 4);
  cairo_surface_destroy (surface);
  return (pixel & 0xff) > ((pixel >> 16) & 0xff) + 40;
}

static void
test_best_turn_placement (void)
{
  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetWindow *window;
      g_autoptr(GFile) file = write_test_file ("placement.quintet", placement_record, -1);
      QuintetGame *game;
      QuintetBoardView *board;
      const QuintetMove *best;
      g_autoptr(GskRenderNode) node = NULL;
      double x, y;

      set_color_scheme (dark ? "dark" : "light");
      window = new_window (1000, 700);
      g_assert_true (window_open_file (window, file));
      wait_for_frame (window);
      game = quintet_window_get_game (window);
      board = find_board (window);
      analyse (window);
      wait_until (analysis_done, window, "the analysis to finish");
      g_signal_emit_by_name (find_graph (window), "ply-activated", 0);
      wait_for_frame (window);
      best = quintet_board_view_get_hint_path (board);
      g_assert_nonnull (best);
      {
        g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position_at (game, 0), best);

        g_test_message ("the best turn: %s", notation);
        g_assert_nonnull (strchr (notation, '@'));
      }
      wait_for_transitions (window);
      save_screenshot (GTK_WIDGET (window), dark ? "analysis-best-turn-placement-dark.png"
                                                 : "analysis-best-turn-placement.png");
      /* the placement mark's ring beside the new soldier's square's centre */
      node = snapshot_widget (GTK_WIDGET (board));
      g_assert_true (quintet_board_view_get_cell_center (board, best->path[2], &x, &y));
      g_assert_true (blue_at (node, x + 0.2 * (gtk_widget_get_width (GTK_WIDGET (board)) / 20.0), y,
                              gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_height (GTK_WIDGET (board))));
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
}

/* A longer game at the deep level: Cancel stops it after its first
 * results, which stay; no further result arrives */
static void
test_cancel (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetEvalGraph *graph = find_graph (window);
  GraphWait wait = { window, 1 };
  guint n_values;

  quintet_settings_set_analysis_level (quintet_application_get_settings (app), QUINTET_ANALYSIS_DEEP);
  play_short_game (quintet_window_get_game (window), 30);
  analyse (window);
  wait_until (graph_has_values, &wait, "a first result");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-analysis", NULL));
  g_assert_false (analysis_running (window));
  n_values = quintet_eval_graph_count_values (graph);
  g_assert_cmpuint (n_values, <, 31);
  /* a deep analysis would have had time for two more */
  iterate_for (2500);
  g_assert_cmpuint (quintet_eval_graph_count_values (graph), ==, n_values);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (graph)));
  quintet_settings_set_analysis_level (quintet_application_get_settings (app), QUINTET_ANALYSIS_QUICK);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A new game, or a turn that changes the main line, stops the analysis */
static void
test_stops (void)
{
  QuintetWindow *window = new_game_window ("ordo");
  QuintetGame *game = quintet_window_get_game (window), *old_game;
  QuintetGameTree *old_tree;
  guint old_values = 0;
  g_autoptr(GError) error = NULL;
  guint n_legal;
  const QuintetMove *legal;

  quintet_settings_set_analysis_level (quintet_application_get_settings (app), QUINTET_ANALYSIS_DEEP);
  play_short_game (game, 10);
  analyse (window);
  /* a turn played at the end: the main line is another */
  legal = quintet_game_get_legal_turns (game, &n_legal);
  g_assert_true (quintet_game_play_turn (game, &legal[0], &error));
  g_assert_no_error (error);
  g_assert_false (analysis_running (window));
  g_assert_cmpuint (quintet_eval_graph_get_n_turns (find_graph (window)), ==, 11);

  /* a new game */
  analyse (window);
  old_game = g_object_ref (game);
  old_tree = quintet_game_get_tree (old_game);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  g_assert_false (analysis_running (window));
  for (guint ply = 0; ply <= 11; ply++)
    old_values += quintet_tree_node_get_eval (quintet_game_tree_get_main_node (old_tree, ply)) != NULL;
  iterate_for (2500);
  for (guint ply = 0; ply <= 11; ply++)
    old_values -= quintet_tree_node_get_eval (quintet_game_tree_get_main_node (old_tree, ply)) != NULL;
  g_assert_cmpuint (old_values, ==, 0);
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (find_graph (window))));
  g_object_unref (old_game);
  quintet_settings_set_analysis_level (quintet_application_get_settings (app), QUINTET_ANALYSIS_QUICK);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The switch of the row titled @title */
static GtkSwitch *
find_switch (GtkWidget  *root,
             const char *title)
{
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_SWITCH, switches);
  for (guint i = 0; i < switches->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (switches, i), ADW_TYPE_ACTION_ROW);

      if (row != NULL && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        return g_ptr_array_index (switches, i);
    }
  g_assert_not_reached ();
}

/* Preferences: the level with its time a position, and the two switches */
static void
test_preferences (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *preferences;
  AdwComboRow *level;
  GListModel *levels;
  GtkSwitch *best, *bar;
  g_autofree char *quick = NULL, *deep = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  level = find_combo_row (preferences, "_Level");
  g_assert_nonnull (level);
  levels = adw_combo_row_get_model (level);
  g_assert_cmpuint (g_list_model_get_n_items (levels), ==, 2);
  quick = g_strdup_printf ("Quick (%g s a position)", quintet_analysis_level_time_ms (QUINTET_ANALYSIS_QUICK) / 1000.0);
  deep = g_strdup_printf ("Deep (%g s a position)", quintet_analysis_level_time_ms (QUINTET_ANALYSIS_DEEP) / 1000.0);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), 0), ==, quick);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), 1), ==, deep);

  adw_combo_row_set_selected (level, 1);
  g_assert_cmpint (quintet_settings_get_analysis_level (settings), ==, QUINTET_ANALYSIS_DEEP);
  quintet_settings_set_analysis_level (settings, QUINTET_ANALYSIS_QUICK);
  g_assert_cmpuint (adw_combo_row_get_selected (level), ==, 0);
  best = find_switch (preferences, "Show _Best Turn");
  bar = find_switch (preferences, "Show _Evaluation Bar");
  g_assert_true (gtk_switch_get_active (best));
  g_assert_true (gtk_switch_get_active (bar));
  gtk_switch_set_active (best, FALSE);
  g_assert_false (quintet_settings_get_show_best_turn (settings));
  gtk_switch_set_active (bar, FALSE);
  g_assert_false (quintet_settings_get_show_eval_bar (settings));
  g_object_set (settings, "show-best-turn", TRUE, "show-eval-bar", TRUE, NULL);
  g_assert_true (gtk_switch_get_active (best));
  g_assert_true (gtk_switch_get_active (bar));

  /* the group at the bottom, for a look */
  {
    GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (find_widget (preferences, GTK_TYPE_SCROLLED_WINDOW)));

    wait_for_frame (preferences);
    gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll));
  }
  save_screenshot (preferences, "analysis-preferences.png");
  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The graph in light and dark, wide and narrow: an analysed game of
 * Ordo under review */
/* The first widget under @root with @css_class, depth first */
static GtkWidget *
find_widget_with_css_class (GtkWidget  *root,
                            const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_with_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_screenshots (void)
{
  static const struct {
    int width, height;
  } sizes[] = { { 1000, 700 }, { 683, 736 }, { 360, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QuintetWindow *window = new_window (sizes[i].width, sizes[i].height);
      QuintetEvalGraph *graph;
      GraphWait wait = { window, 17 };

      quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
      play_short_game (quintet_window_get_game (window), 16);
      analyse (window);
      graph = find_graph (window);
      wait_until (graph_has_values, &wait, "the whole graph");
      wait_until (analysis_done, window, "the analysis to finish");
      g_signal_emit_by_name (graph, "ply-activated", 9);
      for (guint dark = 0; dark < 2; dark++)
        {
          g_autofree char *name = g_strdup_printf ("analysis-%dx%d-%s.png", sizes[i].width, sizes[i].height,
                                                   dark ? "dark" : "light");
          graphene_rect_t board, panel;

          set_color_scheme (dark ? "dark" : "light");
          wait_for_frame (window);
          save_screenshot (GTK_WIDGET (window), name);
          /* the board stays the largest thing: larger than the graph */
          g_assert_true (quintet_board_view_get_board_bounds (find_board (window), &board));
          if (gtk_widget_compute_bounds (GTK_WIDGET (graph), GTK_WIDGET (window), &panel) &&
              gtk_widget_is_visible (GTK_WIDGET (graph)))
            g_assert_cmpfloat (board.size.width * board.size.height, >, 2 * panel.size.width * panel.size.height);
        }
      /* below the board (683 px), the summary is beside the graph, a line
       * less for the board to give up; beside the board under it; at 360
       * px both go with the move list into the Moves popover */
      if (sizes[i].width == 360)
        g_assert_nonnull (gtk_widget_get_ancestor (GTK_WIDGET (graph), GTK_TYPE_POPOVER));
      else
      {
        GtkWidget *summary = find_widget_with_css_class (GTK_WIDGET (window), "analysis-summary");
        graphene_rect_t graph_bounds, summary_bounds;

        g_assert_nonnull (summary);
        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (graph), GTK_WIDGET (window), &graph_bounds));
        g_assert_true (gtk_widget_compute_bounds (summary, GTK_WIDGET (window), &summary_bounds));
        if (sizes[i].width == 683)
          g_assert_cmpfloat (summary_bounds.origin.x, >=, graph_bounds.origin.x + graph_bounds.size.width);
        else
          g_assert_cmpfloat (summary_bounds.origin.y, >=, graph_bounds.origin.y + graph_bounds.size.height);
      }
      set_color_scheme ("default");
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_window_init (&argc, &argv);

  g_test_add_func ("/window-analysis/each-game", test_each_game);
  g_test_add_func ("/window-analysis/blunder", test_blunder);
  g_test_add_func ("/window-analysis/best-turn-placement", test_best_turn_placement);
  g_test_add_func ("/window-analysis/cancel", test_cancel);
  g_test_add_func ("/window-analysis/stops", test_stops);
  g_test_add_func ("/window-analysis/preferences", test_preferences);
  g_test_add_func ("/window-analysis/screenshots", test_screenshots);

  status = test_window_run ();
  remove_test_files ();
  return status;
}
