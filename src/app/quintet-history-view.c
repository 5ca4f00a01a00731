/* quintet-history-view.c — the move list: the main line numbered in
 * pairs, variations and comments under their turns, review buttons and
 * the turns' menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-history-view.h"
#include "quintet-move-row.h"
#include "quintet-move-tree-list.h"

/* The list shows the game's tree (QuintetMoveTreeList: the main line two
 * turns a row, variations and comments as rows of their own), then the
 * result's row once the game is over: one QuintetMoveRow each. The
 * position shown is one of the game's line ("ply"); the node that leads
 * to it is the "shown node", which the turns' menu acts on. */
struct _QuintetHistoryView
{
  GtkWidget            parent_instance;

  QuintetGame         *game;
  QuintetMoveTreeList *lines;
  GtkStringList       *results;   /* the result's line, or nothing */
  GListModel          *rows;      /* the pairs, then the result */
  guint                ply;       /* < n_turns, or G_MAXUINT: following */
  guint                shown_ply;
  QuintetTreeNode     *shown_node;  /* the line's node at shown_ply */
  QuintetTreeNode     *eval_node;   /* its parent, whose eval is followed */
  /* The node and comment the comment popover edits (G_MAXUINT: a new one) */
  QuintetTreeNode     *comment_node;
  guint                comment_index;
  /* The rows of the list's layout, the adjustment's range is theirs;
   * G_MAXUINT while the rows of a new game have none yet */
  guint                laid_out_rows;
  guint                scroll_source;   /* the scroll that waits for the layout's end */

  GtkScrolledWindow   *scrolled_window;
  GtkListView         *list_view;
  GtkWidget           *empty_label;
  GtkWidget           *menu_button;
  GMenuModel          *turn_menu;
  GtkWidget           *context_menu;     /* made when first needed */
  GtkWidget           *comment_popover;  /* made when first needed */
  GtkEntry            *comment_entry;
};

G_DEFINE_FINAL_TYPE (QuintetHistoryView, quintet_history_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLY,
  PROP_SHOWN_PLY,
  PROP_SHOWN_NODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
get_n_turns (QuintetHistoryView *self)
{
  return self->game != NULL ? quintet_game_get_n_turns (self->game) : 0;
}

static void
scroll_to_row (QuintetHistoryView *self,
               guint               row)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  guint n_rows = g_list_model_get_n_items (self->rows);
  double row_height, top, value, page;

  /* Rows added or removed since the list's layout: the adjustment's
   * range is the old list's, and GTK refuses a position computed from it
   * ("failed to scroll to given position"). The layout to come changes
   * the range, and adjustment_changed_cb scrolls then. */
  if (n_rows == 0 || n_rows != self->laid_out_rows)
    return;

  /* Rows have the same height but those of long chains, wrapped: the
   * list's length says closely enough where one is. */
  row_height = gtk_adjustment_get_upper (adjustment) / n_rows;
  top = row * row_height;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (top < value)
    gtk_adjustment_set_value (adjustment, top);
  else if (top + row_height > value + page)
    gtk_adjustment_set_value (adjustment, top + row_height - page);
}

/* The row that holds the shown turn */
static void
scroll_to_shown (QuintetHistoryView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->lines));

  if (self->shown_node == NULL || quintet_tree_node_get_parent (self->shown_node) == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QuintetMoveLine) line = g_list_model_get_item (G_LIST_MODEL (self->lines), i);

      if (quintet_move_line_get_kind (line) == QUINTET_MOVE_LINE_COMMENT)
        continue;
      for (guint k = 0; k < quintet_move_line_get_n_nodes (line); k++)
        if (quintet_move_line_get_node (line, k) == self->shown_node)
          {
            scroll_to_row (self, i);
            return;
          }
    }
}

static QuintetGameTree *
get_tree (QuintetHistoryView *self)
{
  return self->game != NULL ? quintet_game_get_tree (self->game) : NULL;
}

/* The first node of the variation that holds @node: the nearest from it
 * to the root that is not a main continuation; NULL on the main line */
static QuintetTreeNode *
find_variation_start (QuintetTreeNode *node)
{
  for (; node != NULL && quintet_tree_node_get_parent (node) != NULL; node = quintet_tree_node_get_parent (node))
    if (quintet_tree_node_get_index (node) > 0)
      return node;
  return NULL;
}

/* The best line there is to add in place of the shown turn: the parent's
 * expected line (the position before the turn), or NULL */
static const QuintetNodeEval *
get_best_line (QuintetHistoryView *self)
{
  const QuintetNodeEval *eval;

  if (self->eval_node == NULL)
    return NULL;
  eval = quintet_tree_node_get_eval (self->eval_node);
  return eval != NULL && eval->pv_length > 0 ? eval : NULL;
}

static void
update_actions (QuintetHistoryView *self)
{
  guint n_turns = get_n_turns (self);
  QuintetTreeNode *node = self->shown_node;
  QuintetTreeNode *parent = node != NULL ? quintet_tree_node_get_parent (node) : NULL;
  guint index = parent != NULL ? quintet_tree_node_get_index (node) : 0;
  guint n_siblings = parent != NULL ? quintet_tree_node_get_n_children (parent) : 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.first", self->shown_ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.previous", self->shown_ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.next", self->shown_ply < n_turns);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.last", self->shown_ply < n_turns);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.previous-variation", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.next-variation", index + 1 < n_siblings);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.promote",
                                 node != NULL && !quintet_tree_node_is_main_line (node));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.delete-variation",
                                 find_variation_start (node) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.add-comment", node != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.add-best-line", get_best_line (self) != NULL);
}

/* The shown turn's parent: its eval (the analysis coming in) decides
 * whether its best line can be added */
static void
follow_eval_node (QuintetHistoryView *self,
                  QuintetTreeNode    *node)
{
  if (self->eval_node == node)
    return;
  if (self->eval_node != NULL)
    g_signal_handlers_disconnect_by_data (self->eval_node, self);
  g_set_object (&self->eval_node, node);
  if (node != NULL)
    g_signal_connect_swapped (node, "notify::has-eval", G_CALLBACK (update_actions), self);
}

static void
update_shown_ply (QuintetHistoryView *self)
{
  guint n_turns = get_n_turns (self);
  guint shown = self->ply == G_MAXUINT ? n_turns : MIN (self->ply, n_turns);
  QuintetTreeNode *node = self->game != NULL ? quintet_move_tree_list_find_line_node (self->game, shown) : NULL;
  gboolean ply_changed = shown != self->shown_ply;
  gboolean node_changed = node != self->shown_node;

  self->shown_ply = shown;
  g_set_object (&self->shown_node, node);
  follow_eval_node (self, node != NULL ? quintet_tree_node_get_parent (node) : NULL);
  update_actions (self);
  if (ply_changed || node_changed)
    scroll_to_shown (self);
  if (ply_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
  if (node_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_NODE]);
}

/* The last line of a finished game: its score, then why, as in a game
 * record: "1–0 · White wins: Black has no soldier left". */
static char *
format_result (QuintetHistoryView *self)
{
  QuintetOutcome outcome = quintet_game_get_outcome (self->game);
  g_autofree char *reason = quintet_game_describe_outcome (self->game);
  const char *score;

  if (outcome.status == QUINTET_STATUS_DRAW)
    score = "½–½";
  else
    score = outcome.winner == QUINTET_SIDE_0 ? "1–0" : "0–1";

  /* Translators: a game's score, e.g. "1–0", then why it ended */
  return g_strdup_printf (_("%s · %s"), score, reason);
}

static gboolean
has_result (QuintetHistoryView *self)
{
  return self->game != NULL &&
         quintet_game_get_outcome (self->game).status != QUINTET_STATUS_ONGOING;
}

/* The result's line follows the pairs once the game is over. */
static void
sync_result_row (QuintetHistoryView *self)
{
  guint n_results = g_list_model_get_n_items (G_LIST_MODEL (self->results));
  g_autofree char *result = has_result (self) ? format_result (self) : NULL;
  const char *texts[] = { result, NULL };

  if (n_results > 0 && g_strcmp0 (result, gtk_string_list_get_string (self->results, 0)) == 0)
    return;

  gtk_string_list_splice (self->results, 0, n_results, texts);
}

/* The game's turns changed (its items-changed): the pairs' list has
 * followed already, rows before the changed pair keep their widgets, and
 * the list does not jump. */
static void
turns_changed_cb (QuintetHistoryView *self)
{
  sync_result_row (self);
  gtk_widget_set_visible (self->empty_label, get_n_turns (self) == 0 && !has_result (self));
}

static void
game_changed_cb (QuintetHistoryView *self)
{
  /* The turns under review were undone or replaced: follow the game again. */
  if (self->ply != G_MAXUINT && self->ply >= get_n_turns (self))
    quintet_history_view_set_ply (self, G_MAXUINT);

  /* A result comes without new turns: a resignation, a draw agreed. */
  sync_result_row (self);
  gtk_widget_set_visible (self->empty_label, get_n_turns (self) == 0 && !has_result (self));
  update_shown_ply (self);
  update_actions (self);
}

static gboolean
scroll_after_layout (gpointer data)
{
  QuintetHistoryView *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);

  self->scroll_source = 0;
  /* Rows came or went after that layout: the next one scrolls (see
   * scroll_to_row; seen by the monkey, "failed to scroll to given
   * position", about one run in eight) */
  if (self->laid_out_rows != g_list_model_get_n_items (self->rows))
    return G_SOURCE_REMOVE;
  /* Following the main line, its end and the result under it show; at
   * the end of a variation, the variation's row does */
  if (self->ply == G_MAXUINT && get_tree (self) != NULL && quintet_game_tree_line_is_main (get_tree (self)))
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  else
    scroll_to_shown (self);

  return G_SOURCE_REMOVE;
}

/* While following the game, new rows scroll into view as they arrive.
 * Once the list's layout is over: the list reports its new range from
 * inside its layout, where it does not hear of a value set then and puts
 * its own back (the list stayed at its top the whole game). */
static void
adjustment_changed_cb (QuintetHistoryView *self,
                       GtkAdjustment      *adjustment)
{
  self->laid_out_rows = g_list_model_get_n_items (self->rows);
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_after_layout, self);
}

/* ---- rows ---- */

/* Each row's "shown-node" follows the view's: by a handler rather than a
 * GBinding, which costs about 1 KB more a row (the monkey's memory case). */
static void
row_follow_shown_node (QuintetHistoryView *self,
                       GParamSpec         *pspec,
                       QuintetMoveRow     *row)
{
  quintet_move_row_set_shown_node (row, self->shown_node);
}

static void
row_node_activated_cb (QuintetHistoryView *self,
                       QuintetTreeNode    *node)
{
  quintet_history_view_show_node (self, node);
}

static void ensure_context_menu (QuintetHistoryView *self);
static void open_comment_popover (QuintetHistoryView *self,
                                  QuintetTreeNode    *node,
                                  guint               index,
                                  GtkWidget          *widget,
                                  double              x,
                                  double              y);

/* A right click on a turn: it is shown, and its menu opens there */
static void
row_node_menu_cb (QuintetMoveRow     *row,
                  QuintetTreeNode    *node,
                  double              x,
                  double              y,
                  QuintetHistoryView *self)
{
  graphene_point_t point;

  quintet_history_view_show_node (self, node);
  if (!gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &point))
    return;
  ensure_context_menu (self);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->context_menu),
                               &(GdkRectangle) { (int) point.x, (int) point.y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->context_menu));
}

static void
row_comment_activated_cb (QuintetMoveRow     *row,
                          QuintetTreeNode    *node,
                          guint               index,
                          QuintetHistoryView *self)
{
  open_comment_popover (self, node, index, GTK_WIDGET (row), -1, -1);
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              QuintetHistoryView       *self)
{
  GtkWidget *row = quintet_move_row_new ();

  quintet_move_row_set_shown_node (QUINTET_MOVE_ROW (row), self->shown_node);
  g_signal_connect_object (self, "notify::shown-node", G_CALLBACK (row_follow_shown_node), row, 0);
  g_signal_connect_object (row, "node-activated", G_CALLBACK (row_node_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (row, "node-menu", G_CALLBACK (row_node_menu_cb), self, 0);
  g_signal_connect_object (row, "comment-activated", G_CALLBACK (row_comment_activated_cb), self, 0);
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_child (item, row);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             QuintetHistoryView       *self)
{
  QuintetMoveRow *row = QUINTET_MOVE_ROW (gtk_list_item_get_child (item));
  gpointer row_item = gtk_list_item_get_item (item);

  if (QUINTET_IS_MOVE_LINE (row_item))
    {
      quintet_move_row_set_result (row, NULL);
      quintet_move_row_set_line (row, row_item);
    }
  else
    {
      quintet_move_row_set_line (row, NULL);
      quintet_move_row_set_result (row, gtk_string_object_get_string (row_item));
    }
}

/* ---- actions ---- */

static void
first_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  quintet_history_view_set_ply (QUINTET_HISTORY_VIEW (widget), 0);
}

static void
previous_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);

  if (self->shown_ply > 0)
    quintet_history_view_set_ply (self, self->shown_ply - 1);
}

static void
next_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);

  quintet_history_view_set_ply (self, self->shown_ply + 1);
}

/* A turn's button in a row: the position after that turn */
static void
show_ply_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  guint ply = g_variant_get_uint32 (parameter);

  if (ply > 0)
    quintet_history_view_set_ply (QUINTET_HISTORY_VIEW (widget), ply);
}

static void
last_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  quintet_history_view_set_ply (QUINTET_HISTORY_VIEW (widget), G_MAXUINT);
}

static void
previous_variation_activated (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  quintet_history_view_switch_variation (QUINTET_HISTORY_VIEW (widget), -1);
}

static void
next_variation_activated (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  quintet_history_view_switch_variation (QUINTET_HISTORY_VIEW (widget), 1);
}

static void
promote_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);

  if (self->shown_node != NULL && !quintet_tree_node_is_main_line (self->shown_node))
    quintet_game_tree_promote (get_tree (self), self->shown_node);
}

/* The variation that holds the shown turn goes, from its first turn on;
 * the position before it is shown */
static void
delete_variation_activated (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);
  QuintetTreeNode *start = find_variation_start (self->shown_node);
  QuintetTreeNode *parent;

  if (start == NULL)
    return;
  parent = quintet_tree_node_get_parent (start);
  quintet_game_tree_remove (get_tree (self), start);
  /* The game stops at the parent, the rest of its line to redo: played,
   * that line is reviewed as any other (Right steps on) */
  quintet_game_follow_node (self->game, parent);
  quintet_history_view_set_ply (self, quintet_tree_node_get_ply (parent));
}

static void
add_comment_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);

  if (self->shown_node != NULL)
    quintet_history_view_edit_comment (self, self->shown_node, G_MAXUINT);
}

/* The engine's line from the position before the shown turn, as a
 * variation there (or the rest of one, where its turns are played) */
static void
add_best_line_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);
  const QuintetNodeEval *eval = get_best_line (self);
  g_autoptr(GError) error = NULL;

  if (eval == NULL)
    return;
  if (quintet_game_tree_add_line (get_tree (self), self->eval_node, eval->pv, eval->pv_length,
                                  NULL, &error) == NULL)
    g_warning ("The best line could not be added: %s", error->message);
}

/* ---- the turns' menu and the comment popover ---- */

static void
ensure_context_menu (QuintetHistoryView *self)
{
  if (self->context_menu != NULL)
    return;

  self->context_menu = gtk_popover_menu_new_from_model (self->turn_menu);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->context_menu), FALSE);
  gtk_widget_set_halign (self->context_menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->context_menu, GTK_WIDGET (self));
}

/* What the entry says: one comment, without the "}" that would close it
 * in a record (made a ")"), trimmed */
static char *
clean_comment (const char *text)
{
  char *comment = g_strstrip (g_strdup (text));

  g_strdelimit (comment, "}", ')');
  g_strdelimit (comment, "\n\r\t", ' ');
  return comment;
}

static void
comment_entry_activate_cb (QuintetHistoryView *self)
{
  g_autofree char *text = clean_comment (gtk_editable_get_text (GTK_EDITABLE (self->comment_entry)));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) comments = NULL;
  const char * const *old;
  guint n;

  if (self->comment_node == NULL)
    {
      gtk_popover_popdown (GTK_POPOVER (self->comment_popover));
      return;
    }

  old = quintet_tree_node_get_comments (self->comment_node);
  n = g_strv_length ((char **) old);
  for (guint i = 0; i < n; i++)
    {
      if (i != self->comment_index)
        g_strv_builder_add (builder, old[i]);
      else if (*text != '\0')
        g_strv_builder_add (builder, text);
    }
  if (self->comment_index >= n && *text != '\0')
    g_strv_builder_add (builder, text);
  comments = g_strv_builder_end (builder);
  quintet_tree_node_set_comments (self->comment_node, (const char * const *) comments);
  gtk_popover_popdown (GTK_POPOVER (self->comment_popover));
  g_clear_object (&self->comment_node);
}

static void
comment_popover_closed_cb (QuintetHistoryView *self)
{
  g_clear_object (&self->comment_node);
}

static void
ensure_comment_popover (QuintetHistoryView *self)
{
  GtkWidget *box;

  if (self->comment_popover != NULL)
    return;

  self->comment_entry = GTK_ENTRY (gtk_entry_new ());
  /* Translators: the placeholder of the entry for a turn's comment */
  gtk_entry_set_placeholder_text (self->comment_entry, _("Comment"));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->comment_entry), 24);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->comment_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Comment"), -1);
  g_signal_connect_swapped (self->comment_entry, "activate", G_CALLBACK (comment_entry_activate_cb), self);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->comment_entry));
  gtk_box_append (GTK_BOX (box), g_object_new (GTK_TYPE_LABEL,
                                               /* Translators: under the entry for a comment */
                                               "label", _("Enter saves · empty removes"),
                                               "xalign", 0.0,
                                               "css-classes", (const char *[]) { "dim-label", "caption", NULL },
                                               NULL));
  self->comment_popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (self->comment_popover), box);
  gtk_widget_set_parent (self->comment_popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->comment_popover, "closed", G_CALLBACK (comment_popover_closed_cb), self);
}

/* The popover points at @widget (at x, y of it, or at its middle when
 * x < 0) */
static void
open_comment_popover (QuintetHistoryView *self,
                      QuintetTreeNode    *node,
                      guint               index,
                      GtkWidget          *widget,
                      double              x,
                      double              y)
{
  const char * const *comments = quintet_tree_node_get_comments (node);
  graphene_rect_t bounds;
  GdkRectangle rect = { 0, 0, 1, 1 };

  ensure_comment_popover (self);
  if (index >= g_strv_length ((char **) comments))
    index = G_MAXUINT;
  g_set_object (&self->comment_node, node);
  self->comment_index = index;
  gtk_editable_set_text (GTK_EDITABLE (self->comment_entry), index != G_MAXUINT ? comments[index] : "");

  if (widget != NULL && gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &bounds))
    {
      rect.x = (int) (x >= 0 ? bounds.origin.x + x : bounds.origin.x);
      rect.y = (int) (y >= 0 ? bounds.origin.y + y : bounds.origin.y);
      rect.width = x >= 0 ? 1 : (int) bounds.size.width;
      rect.height = y >= 0 ? 1 : (int) bounds.size.height;
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->comment_popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->comment_popover));
  gtk_widget_grab_focus (GTK_WIDGET (self->comment_entry));
}

/* ---- GObject ---- */

static void
quintet_history_view_dispose (GObject *object)
{
  GtkWidget *child;
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (object);

  quintet_history_view_set_game (self, NULL);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_HISTORY_VIEW);
  /* Template children without an id are not unparented by the above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->rows);
  g_clear_object (&self->results);
  g_clear_object (&self->lines);
  g_clear_object (&self->shown_node);
  g_clear_object (&self->comment_node);

  G_OBJECT_CLASS (quintet_history_view_parent_class)->dispose (object);
}

static void
quintet_history_view_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_SHOWN_PLY:
      g_value_set_uint (value, self->shown_ply);
      break;
    case PROP_SHOWN_NODE:
      g_value_set_object (value, self->shown_node);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_history_view_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      quintet_history_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_PLY:
      quintet_history_view_set_ply (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The popovers parented to the view (the context menu, the comment
 * popover) follow it */
static void
quintet_history_view_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  QuintetHistoryView *self = QUINTET_HISTORY_VIEW (widget);

  GTK_WIDGET_CLASS (quintet_history_view_parent_class)->size_allocate (widget, width, height, baseline);
  /* Only those shown: a hidden one is laid out when it pops up (GTK 4.8
   * lays a popup out even hidden, on no monitor when the view is off
   * screen, folded in the Moves popover) */
  if (self->context_menu != NULL && gtk_widget_get_visible (self->context_menu))
    gtk_popover_present (GTK_POPOVER (self->context_menu));
  if (self->comment_popover != NULL && gtk_widget_get_visible (self->comment_popover))
    gtk_popover_present (GTK_POPOVER (self->comment_popover));
}

static void
quintet_history_view_class_init (QuintetHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_history_view_dispose;
  object_class->get_property = quintet_history_view_get_property;
  object_class->set_property = quintet_history_view_set_property;
  widget_class->size_allocate = quintet_history_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QUINTET_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWN_PLY] =
    g_param_spec_uint ("shown-ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWN_NODE] =
    g_param_spec_object ("shown-node", NULL, NULL, QUINTET_TYPE_TREE_NODE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-history-view.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetHistoryView, menu_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetHistoryView, turn_menu);
  gtk_widget_class_bind_template_child (widget_class, QuintetHistoryView, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, QuintetHistoryView, list_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetHistoryView, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, setup_row_cb);
  gtk_widget_class_bind_template_callback (widget_class, bind_row_cb);

  gtk_widget_class_install_action (widget_class, "history.first", NULL, first_activated);
  gtk_widget_class_install_action (widget_class, "history.previous", NULL, previous_activated);
  gtk_widget_class_install_action (widget_class, "history.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "history.last", NULL, last_activated);
  gtk_widget_class_install_action (widget_class, "history.show-ply", "u", show_ply_activated);
  gtk_widget_class_install_action (widget_class, "history.previous-variation", NULL, previous_variation_activated);
  gtk_widget_class_install_action (widget_class, "history.next-variation", NULL, next_variation_activated);
  gtk_widget_class_install_action (widget_class, "history.promote", NULL, promote_activated);
  gtk_widget_class_install_action (widget_class, "history.delete-variation", NULL, delete_variation_activated);
  gtk_widget_class_install_action (widget_class, "history.add-comment", NULL, add_comment_activated);
  gtk_widget_class_install_action (widget_class, "history.add-best-line", NULL, add_best_line_activated);

  gtk_widget_class_set_css_name (widget_class, "historyview");
}

static void
quintet_history_view_init (QuintetHistoryView *self)
{
  g_autoptr(GListStore) parts = g_list_store_new (G_TYPE_LIST_MODEL);
  g_autoptr(GtkNoSelection) selection = NULL;

  self->ply = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->lines = quintet_move_tree_list_new (NULL);
  self->results = gtk_string_list_new (NULL);
  g_list_store_append (parts, self->lines);
  g_list_store_append (parts, self->results);
  self->rows = G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (g_steal_pointer (&parts))));
  selection = gtk_no_selection_new (g_object_ref (self->rows));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  update_actions (self);
}

GtkWidget *
quintet_history_view_new (void)
{
  return g_object_new (QUINTET_TYPE_HISTORY_VIEW, NULL);
}

QuintetGame *
quintet_history_view_get_game (QuintetHistoryView *self)
{
  g_return_val_if_fail (QUINTET_IS_HISTORY_VIEW (self), NULL);

  return self->game;
}

void
quintet_history_view_set_game (QuintetHistoryView *self,
                               QuintetGame        *game)
{
  gboolean following;

  g_return_if_fail (QUINTET_IS_HISTORY_VIEW (self));
  g_return_if_fail (game == NULL || QUINTET_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (quintet_game_get_tree (self->game), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_set_object (&self->game, game);
  follow_eval_node (self, NULL);
  g_clear_object (&self->shown_node);
  g_clear_object (&self->comment_node);
  /* The rows first: the view's handlers see them follow the game */
  if (self->lines != NULL)
    quintet_move_tree_list_set_game (self->lines, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "items-changed", G_CALLBACK (turns_changed_cb), self);
      g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
      /* A variation promoted, added or removed: what the menu offers */
      g_signal_connect_swapped (quintet_game_get_tree (game), "changed", G_CALLBACK (update_actions), self);
    }

  /* A different game: every row is stale, and a review of the old game
   * ends; "ply" must say so, or a view bound to it stays on the old ply. */
  following = self->ply == G_MAXUINT;
  self->ply = G_MAXUINT;
  /* No row of the new game is laid out yet, even with as many rows */
  self->laid_out_rows = G_MAXUINT;
  if (self->lines != NULL)
    {
      turns_changed_cb (self);
      game_changed_cb (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (!following)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLY]);
}

guint
quintet_history_view_get_ply (QuintetHistoryView *self)
{
  g_return_val_if_fail (QUINTET_IS_HISTORY_VIEW (self), G_MAXUINT);

  return self->ply;
}

void
quintet_history_view_set_ply (QuintetHistoryView *self,
                              guint               ply)
{
  g_return_if_fail (QUINTET_IS_HISTORY_VIEW (self));

  /* Reviewing the latest position is following the game. */
  if (ply >= get_n_turns (self))
    ply = G_MAXUINT;

  if (ply == self->ply)
    return;

  self->ply = ply;
  update_shown_ply (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLY]);
}

guint
quintet_history_view_get_shown_ply (QuintetHistoryView *self)
{
  g_return_val_if_fail (QUINTET_IS_HISTORY_VIEW (self), 0);

  return self->shown_ply;
}

void
quintet_history_view_set_compact (QuintetHistoryView *self,
                                  gboolean            compact)
{
  g_return_if_fail (QUINTET_IS_HISTORY_VIEW (self));

  gtk_scrolled_window_set_min_content_height (self->scrolled_window, compact ? 96 : 160);
}

QuintetTreeNode *
quintet_history_view_get_shown_node (QuintetHistoryView *self)
{
  g_return_val_if_fail (QUINTET_IS_HISTORY_VIEW (self), NULL);

  return self->shown_node;
}

void
quintet_history_view_show_node (QuintetHistoryView *self,
                                QuintetTreeNode    *node)
{
  guint ply;

  g_return_if_fail (QUINTET_IS_HISTORY_VIEW (self));
  g_return_if_fail (QUINTET_IS_TREE_NODE (node));

  if (self->game == NULL)
    return;

  /* On the line and played: a position under review. Else the game
   * follows the line through it (the redo turns, a variation). */
  ply = quintet_tree_node_get_ply (node);
  if (ply > get_n_turns (self) || quintet_move_tree_list_find_line_node (self->game, ply) != node)
    quintet_game_follow_node (self->game, node);
  quintet_history_view_set_ply (self, ply);
}

gboolean
quintet_history_view_switch_variation (QuintetHistoryView *self,
                                       int                 direction)
{
  QuintetTreeNode *parent;
  guint index, n;

  g_return_val_if_fail (QUINTET_IS_HISTORY_VIEW (self), FALSE);

  parent = self->shown_node != NULL ? quintet_tree_node_get_parent (self->shown_node) : NULL;
  if (parent == NULL)
    return FALSE;
  index = quintet_tree_node_get_index (self->shown_node);
  n = quintet_tree_node_get_n_children (parent);
  if ((direction < 0 && index == 0) || (direction > 0 && index + 1 >= n) || direction == 0)
    return FALSE;

  quintet_history_view_show_node (self, quintet_tree_node_get_child (parent, index + (direction < 0 ? -1 : 1)));
  return TRUE;
}

void
quintet_history_view_edit_comment (QuintetHistoryView *self,
                                   QuintetTreeNode    *node,
                                   guint               index)
{
  g_return_if_fail (QUINTET_IS_HISTORY_VIEW (self));
  g_return_if_fail (QUINTET_IS_TREE_NODE (node));

  /* From the turns' menu: the popover points at its button, or at the
   * list when the button is not on screen */
  open_comment_popover (self, node, index,
                        gtk_widget_get_mapped (self->menu_button) ? self->menu_button
                                                                  : GTK_WIDGET (self->scrolled_window),
                        -1, -1);
}
