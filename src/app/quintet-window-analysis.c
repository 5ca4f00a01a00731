/* quintet-window-analysis.c — Analyse Game: the analysis of the main line
 * under way (its progress and Cancel), the evaluation graph under the
 * move list and the marks' summary, and in review the engine's best turn
 * as an arrow on the board and the evaluation bar beside it
 *
 * The analysis goes forward, first turn to last, so that the graph fills
 * from the left as the game is read. Its results arrive as evals and
 * marks on the tree's nodes: the graph follows the nodes' notifications,
 * whoever set them (an analysis, or a record that carried them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-window-private.h"

#define BAR_WIDTH 10
#define BAR_GAP 4

/* ---- what the tree says ---- */

/* Side 0's winning chance at @node, or -1 when it has no eval */
static double
node_side0_chance (QuintetWindow   *self,
                   QuintetTreeNode *node)
{
  const QuintetNodeEval *eval = quintet_tree_node_get_eval (node);
  double chance;

  if (eval == NULL)
    return -1;
  /* the score is from the view of the side to move there */
  chance = quintet_analysis_win_chance (self->game, eval->score);
  return QUINTET_POSITION_SIDE (quintet_tree_node_get_position (node)) == QUINTET_SIDE_0 ? chance : 1 - chance;
}

/* The game page's graph */
static QuintetEvalGraph *
eval_graph (QuintetWindow *self)
{
  return quintet_game_page_get_eval_graph (self->game_page);
}

static gboolean
has_analysis (QuintetWindow *self)
{
  return self->analysis != NULL || quintet_eval_graph_count_values (eval_graph (self)) > 0;
}

/* "White: 2 mistakes, 1 blunder" */
static char *
describe_side_marks (QuintetWindow *self,
                     QuintetSide    side)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint counts[4] = { 0 };

  quintet_analysis_count_marks (self->game, side, counts);
  if (counts[QUINTET_MARK_INACCURACY] > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies", counts[QUINTET_MARK_INACCURACY]),
                                             counts[QUINTET_MARK_INACCURACY]));
  if (counts[QUINTET_MARK_MISTAKE] > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u mistake", "%u mistakes", counts[QUINTET_MARK_MISTAKE]),
                                             counts[QUINTET_MARK_MISTAKE]));
  if (counts[QUINTET_MARK_BLUNDER] > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u blunder", "%u blunders", counts[QUINTET_MARK_BLUNDER]),
                                             counts[QUINTET_MARK_BLUNDER]));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator of a side's counts of marked turns, "2 mistakes, 1 blunder" */
  list = g_strjoinv (C_("marks", ", "), (char **) parts->pdata);
  if (*list == '\0')
    /* Translators: a side whose turns the analysis did not mark, "White: no mistakes" */
    return g_strdup_printf (_("%s: no mistakes"), _(quintet_game_get_side_name (self->game, side)));
  /* Translators: a side and its marked turns, "White: 2 mistakes, 1 blunder" */
  return g_strdup_printf (_("%s: %s"), _(quintet_game_get_side_name (self->game, side)), list);
}

static void
update_summary (QuintetWindow *self)
{
  g_autofree char *first = NULL, *second = NULL, *text = NULL;

  if (self->game != NULL && quintet_eval_graph_count_values (eval_graph (self)) > 0)
    {
      first = describe_side_marks (self, QUINTET_SIDE_0);
      second = describe_side_marks (self, QUINTET_SIDE_1);
      text = g_strdup_printf ("%s\n%s", first, second);
    }
  quintet_game_page_set_analysis_summary (self->game_page, text);
}

/* The graph and summary show once there is an analysis (or one runs),
 * the progress row while one runs; the panel holds the progress row, and
 * the graph unless a tiny window keeps it with the folded move list
 * (quintet-game-page.c). The bar and the arrow follow the shown
 * position. */
void
_quintet_window_update_analysis_panel (QuintetWindow *self)
{
  gboolean shown = self->game != NULL && has_analysis (self);

  if (quintet_game_page_show_analysis (self->game_page, shown, self->analysis != NULL))
    _quintet_window_update_layout (self);
}

static gboolean
analysis_idle_cb (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->analysis_idle = 0;
  update_summary (self);
  _quintet_window_update_analysis_panel (self);
  _quintet_window_update_analysis (self);
  _quintet_window_update_actions (self);
  return G_SOURCE_REMOVE;
}

/* Many nodes notify at once (the marks after each result): the summary,
 * the bar and the arrow follow once */
static void
queue_update (QuintetWindow *self)
{
  if (self->analysis_idle == 0)
    self->analysis_idle = g_idle_add (analysis_idle_cb, self);
}

/* ---- the graph follows the main line's nodes ---- */

static void
node_changed_cb (QuintetTreeNode *node,
                 GParamSpec      *pspec,
                 QuintetWindow   *self)
{
  guint ply = quintet_tree_node_get_ply (node);

  if (self->graph_nodes == NULL || ply >= self->graph_nodes->len ||
      g_ptr_array_index (self->graph_nodes, ply) != node)
    return;
  quintet_eval_graph_set_value (eval_graph (self), ply, node_side0_chance (self, node));
  if (ply > 0)
    quintet_eval_graph_set_mark (eval_graph (self), ply, quintet_tree_node_get_mark (node));
  queue_update (self);
}

static void
disconnect_nodes (QuintetWindow *self)
{
  if (self->graph_nodes == NULL)
    return;
  for (guint i = 0; i < self->graph_nodes->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->graph_nodes, i), node_changed_cb, self);
  g_clear_pointer (&self->graph_nodes, g_ptr_array_unref);
}

/* Whether the main line is still the one the graph shows */
static gboolean
main_line_unchanged (QuintetWindow *self)
{
  QuintetGameTree *tree = quintet_game_get_tree (self->game);
  guint length = quintet_game_tree_get_main_length (tree);

  if (self->graph_nodes == NULL || self->graph_nodes->len != length + 1)
    return FALSE;
  for (guint ply = 0; ply <= length; ply++)
    if (quintet_game_tree_get_main_node (tree, ply) != g_ptr_array_index (self->graph_nodes, ply))
      return FALSE;
  return TRUE;
}

/* The graph anew: a point for each node of the main line */
static void
rebuild_graph (QuintetWindow *self)
{
  QuintetGameTree *tree;
  guint length;

  disconnect_nodes (self);
  if (self->game == NULL)
    {
      quintet_eval_graph_reset (eval_graph (self), 0);
      return;
    }
  tree = quintet_game_get_tree (self->game);
  length = quintet_game_tree_get_main_length (tree);
  self->graph_nodes = g_ptr_array_new_full (length + 1, g_object_unref);
  quintet_eval_graph_reset (eval_graph (self), length);
  for (guint ply = 0; ply <= length; ply++)
    {
      QuintetTreeNode *node = quintet_game_tree_get_main_node (tree, ply);

      g_ptr_array_add (self->graph_nodes, g_object_ref (node));
      g_signal_connect (node, "notify::has-eval", G_CALLBACK (node_changed_cb), self);
      g_signal_connect (node, "notify::mark", G_CALLBACK (node_changed_cb), self);
      quintet_eval_graph_set_value (eval_graph (self), ply, node_side0_chance (self, node));
      if (ply > 0)
        quintet_eval_graph_set_mark (eval_graph (self), ply, quintet_tree_node_get_mark (node));
    }
}

/* Nodes were added, removed or reordered, or the line changed: an
 * analysis of a main line that is no longer the main line stops */
static void
tree_changed_cb (QuintetWindow *self)
{
  if (main_line_unchanged (self))
    return;
  _quintet_window_stop_analysis (self);
  rebuild_graph (self);
  queue_update (self);
}

static void
update_graph_sides (QuintetWindow *self)
{
  const char *names[2], *styles[2];

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      names[side] = _(quintet_game_get_side_name (self->game, side));
      styles[side] = quintet_game_get_side_style (self->game, side);
    }
  quintet_eval_graph_set_sides (eval_graph (self), names, styles);
}

void
_quintet_window_analysis_set_game (QuintetWindow *self)
{
  if (self->game_page == NULL)
    return;
  _quintet_window_stop_analysis (self);
  if (self->analysed_tree != NULL)
    g_signal_handlers_disconnect_by_func (self->analysed_tree, tree_changed_cb, self);
  g_clear_object (&self->analysed_tree);
  if (self->game != NULL)
    {
      self->analysed_tree = g_object_ref (quintet_game_get_tree (self->game));
      g_signal_connect_swapped (self->analysed_tree, "changed", G_CALLBACK (tree_changed_cb), self);
      update_graph_sides (self);
    }
  rebuild_graph (self);
  update_summary (self);
  _quintet_window_update_analysis_panel (self);
}

/* ---- the shown position: the graph's ply, the arrow, the bar ---- */

/* The node of the shown position on the game's line */
static QuintetTreeNode *
shown_node (QuintetWindow *self)
{
  return quintet_game_tree_get_line_node (quintet_game_get_tree (self->game),
                                          quintet_history_view_get_shown_ply (quintet_game_page_get_history_view (self->game_page)));
}

static void
update_eval_bar (QuintetWindow *self,
                 QuintetTreeNode *node)
{
  QuintetSide bottom = quintet_board_view_get_flipped (quintet_game_page_get_board_view (self->game_page)) ? QUINTET_SIDE_1 : QUINTET_SIDE_0;
  gboolean shown = quintet_settings_get_show_eval_bar (self->settings) && has_analysis (self);
  double chance = node != NULL ? node_side0_chance (self, node) : -1;

  quintet_eval_bar_set_sides (self->eval_bar, quintet_game_get_side_style (self->game, bottom),
                              quintet_game_get_side_style (self->game, !bottom),
                              _(quintet_game_get_side_name (self->game, bottom)));
  quintet_eval_bar_set_chance (self->eval_bar, chance < 0 || bottom == QUINTET_SIDE_0 ? chance : 1 - chance);
  if (gtk_widget_get_visible (GTK_WIDGET (self->eval_bar)) != shown)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), shown);
      /* room for it left of the board, when the board fills the width */
      gtk_widget_set_margin_start (GTK_WIDGET (quintet_game_page_get_board_view (self->game_page)), shown ? BAR_WIDTH + 2 * BAR_GAP : 0);
      gtk_widget_queue_allocate (GTK_WIDGET (quintet_game_page_get_board_view (self->game_page)));
    }
}

void
_quintet_window_update_analysis (QuintetWindow *self)
{
  const QuintetNodeEval *eval = NULL;
  QuintetTreeNode *node;
  gboolean review;

  if (self->game_page == NULL)
    return;
  if (self->game == NULL)
    {
      quintet_board_view_set_hint_path (quintet_game_page_get_board_view (self->game_page), NULL);
      return;
    }

  node = shown_node (self);
  /* The graph marks the shown ply when it is one of the main line's */
  quintet_eval_graph_set_ply (eval_graph (self),
                              node != NULL && quintet_tree_node_is_main_line (node)
                              ? quintet_tree_node_get_ply (node) : G_MAXUINT);

  /* The best turn in review only: in play it would be the answer */
  review = _quintet_window_is_reviewing (self) || _quintet_window_game_is_over (self);
  if (node != NULL && review && quintet_settings_get_show_best_turn (self->settings))
    eval = quintet_tree_node_get_eval (node);
  quintet_board_view_set_hint_path (quintet_game_page_get_board_view (self->game_page), eval != NULL && eval->has_best ? &eval->best : NULL);
  update_eval_bar (self, node);
}

/* A click or drag on the graph: that ply of the main line */
void
_quintet_window_eval_graph_ply_activated_cb (QuintetWindow *self,
                                             guint          ply)
{
  QuintetGameTree *tree;
  QuintetTreeNode *node;

  if (self->game == NULL)
    return;
  tree = quintet_game_get_tree (self->game);
  if (ply > quintet_game_tree_get_main_length (tree))
    return;
  node = quintet_game_tree_get_main_node (tree, ply);
  /* in a variation, back to the main line first */
  if (quintet_game_tree_get_line_node (tree, ply) != node)
    quintet_game_follow_node (self->game, node);
  quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), ply);
}

/* ---- the analysis under way ---- */

static void
progress_cb (QuintetWindow *self)
{
  double progress = quintet_analysis_get_progress (self->analysis);
  g_autofree char *text = NULL;

  /* Translators: the analysis's progress, "Analysing… 40%" */
  text = g_strdup_printf (_("Analysing… %u%%"), (guint) (progress * 100 + 0.5));
  quintet_game_page_set_analysis_progress (self->game_page, progress, text);
}

static void
analysis_finished_cb (QuintetWindow *self,
                      gboolean       cancelled)
{
  _quintet_window_stop_analysis (self);
}

/* Stops the analysis under way (what it found stays) */
void
_quintet_window_stop_analysis (QuintetWindow *self)
{
  g_autoptr(QuintetAnalysis) analysis = g_steal_pointer (&self->analysis);

  if (analysis == NULL)
    return;
  g_signal_handlers_disconnect_by_data (analysis, self);
  if (quintet_analysis_get_running (analysis))
    quintet_analysis_cancel (analysis);
  if (self->game_page != NULL)
    {
      /* its progress goes at once; the summary follows */
      _quintet_window_update_analysis_panel (self);
      queue_update (self);
    }
}

static void
analyse_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  guint time_ms;

  if (self->game == NULL || self->analysis != NULL)
    return;
  _quintet_window_ensure_game_page (self);
  time_ms = quintet_analysis_level_time_ms (quintet_settings_get_analysis_level (self->settings));
  self->analysis = quintet_analysis_new (self->game, time_ms, 0, FALSE);
  g_signal_connect_swapped (self->analysis, "notify::progress", G_CALLBACK (progress_cb), self);
  g_signal_connect_swapped (self->analysis, "finished", G_CALLBACK (analysis_finished_cb), self);
  quintet_game_page_set_analysis_progress (self->game_page, 0, _("Analysing…"));
  quintet_analysis_start (self->analysis);
  _quintet_window_update_analysis_panel (self);
  _quintet_window_update_actions (self);
}

static void
cancel_analysis_activated (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  _quintet_window_stop_analysis (QUINTET_WINDOW (widget));
}

void
_quintet_window_class_add_analysis (GtkWidgetClass *widget_class)
{
  g_type_ensure (QUINTET_TYPE_EVAL_GRAPH);
  g_type_ensure (QUINTET_TYPE_EVAL_BAR);
  gtk_widget_class_install_action (widget_class, "win.analyse", NULL, analyse_activated);
  gtk_widget_class_install_action (widget_class, "win.cancel-analysis", NULL, cancel_analysis_activated);
}

/* The game page is built: the graph and the bar follow the settings and
 * the board's side */
void
_quintet_window_init_analysis_page (QuintetWindow *self)
{
  g_signal_connect_object (self->settings, "notify::show-best-turn",
                           G_CALLBACK (_quintet_window_update_analysis), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::show-eval-bar",
                           G_CALLBACK (_quintet_window_update_analysis), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_game_page_get_board_view (self->game_page), "notify::flipped",
                           G_CALLBACK (_quintet_window_update_analysis), self, G_CONNECT_SWAPPED);
  self->eval_bar = QUINTET_EVAL_BAR (quintet_eval_bar_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self->eval_bar), FALSE);
  quintet_board_view_set_side_widget (quintet_game_page_get_board_view (self->game_page), GTK_WIDGET (self->eval_bar));
  _quintet_window_analysis_set_game (self);
}

/* Which of the analysis's actions the window allows now */
void
_quintet_window_update_analysis_actions (QuintetWindow *self)
{
  gboolean on_game_page = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
  /* Fair play (issue 40): no engine looks at a game against a friend
   * before it ends, on either side (the seats say) */
  gboolean help = (_quintet_window_allows (self) & QUINTET_SEAT_ALLOWS_HELP) != 0;
  gboolean can = on_game_page && self->game != NULL && self->analysis == NULL && help &&
                 quintet_game_tree_get_main_length (quintet_game_get_tree (self->game)) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.analyse", can);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-analysis", self->analysis != NULL);
  /* a game over before its first turn has nothing to analyse */
  if (self->game_page != NULL)
    quintet_game_page_set_can_analyse (self->game_page,
                                       self->game != NULL &&
                                       quintet_game_tree_get_main_length (quintet_game_get_tree (self->game)) > 0);
}

/* The window goes: the analysis stops, the tree is let go */
void
_quintet_window_dispose_analysis (QuintetWindow *self)
{
  g_clear_handle_id (&self->analysis_idle, g_source_remove);
  _quintet_window_stop_analysis (self);
  g_clear_handle_id (&self->analysis_idle, g_source_remove);
  disconnect_nodes (self);
  if (self->analysed_tree != NULL)
    g_signal_handlers_disconnect_by_func (self->analysed_tree, tree_changed_cb, self);
  g_clear_object (&self->analysed_tree);
}
