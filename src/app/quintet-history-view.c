/* quintet-history-view.c — the move list, numbered in pairs, with review buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-history-view.h"
#include "quintet-move-row.h"
#include "quintet-turn-pair-list.h"

/* The list shows the game's turns, two to a row (QuintetTurnPairList
 * over the game's QuintetTurnItems), then the result's row once the game
 * is over: one QuintetMoveRow each. */
struct _QuintetHistoryView
{
  GtkWidget            parent_instance;

  QuintetGame         *game;
  QuintetTurnPairList *turn_pairs;
  GtkStringList       *results;   /* the result's line, or nothing */
  GListModel          *rows;      /* the pairs, then the result */
  guint                ply;       /* < n_turns, or G_MAXUINT: following */
  guint                shown_ply;
  /* The rows of the list's layout, the adjustment's range is theirs;
   * G_MAXUINT while the rows of a new game have none yet */
  guint                laid_out_rows;
  guint                scroll_source;   /* the scroll that waits for the layout's end */

  GtkScrolledWindow   *scrolled_window;
  GtkListView         *list_view;
  GtkWidget           *empty_label;
};

G_DEFINE_FINAL_TYPE (QuintetHistoryView, quintet_history_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLY,
  PROP_SHOWN_PLY,
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

static void
scroll_to_shown (QuintetHistoryView *self)
{
  if (self->shown_ply > 0)
    scroll_to_row (self, (self->shown_ply - 1) / 2);
}

static void
update_actions (QuintetHistoryView *self)
{
  guint n_turns = get_n_turns (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.first", self->shown_ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.previous", self->shown_ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.next", self->shown_ply < n_turns);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.last", self->shown_ply < n_turns);
}

static void
update_shown_ply (QuintetHistoryView *self)
{
  guint n_turns = get_n_turns (self);
  guint shown = self->ply == G_MAXUINT ? n_turns : MIN (self->ply, n_turns);

  if (shown == self->shown_ply)
    {
      update_actions (self);
      return;
    }

  self->shown_ply = shown;
  update_actions (self);
  scroll_to_shown (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
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
  if (self->ply == G_MAXUINT)
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

/* Each row's "shown-ply" follows the view's: by a handler rather than a
 * GBinding, which costs about 1 KB more a row (the monkey's memory case). */
static void
row_follow_shown_ply (QuintetHistoryView *self,
                      GParamSpec         *pspec,
                      QuintetMoveRow     *row)
{
  quintet_move_row_set_shown_ply (row, self->shown_ply);
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              QuintetHistoryView       *self)
{
  GtkWidget *row = quintet_move_row_new ();

  quintet_move_row_set_shown_ply (QUINTET_MOVE_ROW (row), self->shown_ply);
  g_signal_connect_object (self, "notify::shown-ply", G_CALLBACK (row_follow_shown_ply), row, 0);
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

  if (QUINTET_IS_TURN_PAIR (row_item))
    {
      quintet_move_row_set_result (row, NULL);
      quintet_move_row_set_pair (row, row_item);
    }
  else
    {
      quintet_move_row_set_pair (row, NULL);
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
  g_clear_object (&self->turn_pairs);

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

static void
quintet_history_view_class_init (QuintetHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_history_view_dispose;
  object_class->get_property = quintet_history_view_get_property;
  object_class->set_property = quintet_history_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QUINTET_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWN_PLY] =
    g_param_spec_uint ("shown-ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-history-view.ui");
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

  gtk_widget_class_set_css_name (widget_class, "historyview");
}

static void
quintet_history_view_init (QuintetHistoryView *self)
{
  g_autoptr(GListStore) parts = g_list_store_new (G_TYPE_LIST_MODEL);
  g_autoptr(GtkNoSelection) selection = NULL;

  self->ply = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->turn_pairs = quintet_turn_pair_list_new (NULL);
  self->results = gtk_string_list_new (NULL);
  g_list_store_append (parts, self->turn_pairs);
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
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  /* The pairs first: the view's handlers see them follow the game */
  if (self->turn_pairs != NULL)
    quintet_turn_pair_list_set_model (self->turn_pairs, G_LIST_MODEL (game));
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "items-changed", G_CALLBACK (turns_changed_cb), self);
      g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
    }

  /* A different game: every row is stale, and a review of the old game
   * ends; "ply" must say so, or a view bound to it stays on the old ply. */
  following = self->ply == G_MAXUINT;
  self->ply = G_MAXUINT;
  /* No row of the new game is laid out yet, even with as many rows */
  self->laid_out_rows = G_MAXUINT;
  if (self->turn_pairs != NULL)
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
