/* quintet-history-view.c — the move list, numbered in pairs, with review buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-history-view.h"

/* The model holds one string per pair of turns ("1. b2-b4 g7-g5"); rows
 * read each turn's notation from the game so each turn is its own button. */
struct _QuintetHistoryView
{
  GtkWidget          parent_instance;

  QuintetGame       *game;
  GtkStringList     *pairs;
  guint              ply;         /* < n_turns, or G_MAXUINT: following */
  guint              shown_ply;
  /* The rows of the list's layout, the adjustment's range is theirs;
   * G_MAXUINT while the rows of a new game have none yet */
  guint              laid_out_rows;
  guint              scroll_source;   /* the scroll that waits for the layout's end */

  GtkScrolledWindow *scrolled_window;
  GtkListView       *list_view;
  GtkWidget         *empty_label;
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

static char *
format_pair (QuintetHistoryView *self,
             guint               pair)
{
  guint first = 2 * pair;

  if (first + 1 < get_n_turns (self))
    return g_strdup_printf ("%u. %s %s", pair + 1,
                            quintet_game_get_turn_notation (self->game, first),
                            quintet_game_get_turn_notation (self->game, first + 1));

  return g_strdup_printf ("%u. %s", pair + 1, quintet_game_get_turn_notation (self->game, first));
}

static void
scroll_to_row (QuintetHistoryView *self,
               guint               row)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->pairs));
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

/* The model holds the pairs, then the result's line once the game is over. */
static void
sync_result_row (QuintetHistoryView *self)
{
  guint n_pairs = (get_n_turns (self) + 1) / 2;
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->pairs));
  g_autofree char *result = has_result (self) ? format_result (self) : NULL;
  const char *texts[] = { result, NULL };

  if (n_items > n_pairs &&
      g_strcmp0 (result, gtk_string_list_get_string (self->pairs, n_pairs)) == 0)
    return;

  gtk_string_list_splice (self->pairs, n_pairs, n_items - n_pairs, texts);
}

/* The game's turns changed from @position on (its items-changed): the
 * pairs from the one holding that turn are replaced, rows before it keep
 * their widgets, and the list does not jump. */
static void
turns_changed_cb (QuintetHistoryView *self,
                  guint               position,
                  guint               removed,
                  guint               added)
{
  guint n_turns = get_n_turns (self);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->pairs));
  guint first = MIN (position / 2, n_old);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint pair = first; pair < (n_turns + 1) / 2; pair++)
    g_ptr_array_add (texts, format_pair (self, pair));
  g_ptr_array_add (texts, NULL);

  gtk_string_list_splice (self->pairs, first, n_old - first, (const char * const *) texts->pdata);
  sync_result_row (self);
  gtk_widget_set_visible (self->empty_label, n_turns == 0 && !has_result (self));
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
  if (self->laid_out_rows != g_list_model_get_n_items (G_LIST_MODEL (self->pairs)))
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
  self->laid_out_rows = g_list_model_get_n_items (G_LIST_MODEL (self->pairs));
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_after_layout, self);
}

/* ---- rows ---- */

static void
turn_clicked_cb (GtkButton          *button,
                 QuintetHistoryView *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  if (ply > 0)
    quintet_history_view_set_ply (self, ply);
}

static void
update_button_highlight (GtkWidget          *button,
                         QuintetHistoryView *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  if (ply > 0 && ply == self->shown_ply)
    gtk_widget_add_css_class (button, "current");
  else
    gtk_widget_remove_css_class (button, "current");
}

static void
update_row_highlight (GtkWidget          *row,
                      GParamSpec         *pspec,
                      QuintetHistoryView *self)
{
  GtkWidget *turns = gtk_widget_get_next_sibling (gtk_widget_get_first_child (row));

  for (GtkWidget *child = gtk_widget_get_first_child (turns);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      update_button_highlight (child, self);
}

static GtkWidget *
new_turn_button (QuintetHistoryView *self)
{
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* A long chain (C5xE3(2>1)xC1(2>1)x…) is shown whole, wrapped, also
   * inside a jump: it must not widen the side panel (the board would
   * move), nor be cut short. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 8);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "history-turn");
  g_signal_connect (button, "clicked", G_CALLBACK (turn_clicked_cb), self);

  return button;
}

/* The result's line wraps: the side panel keeps its width. */
static GtkWidget *
new_result_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "history-result");

  return label;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              QuintetHistoryView       *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *turns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  /* Equal columns, so the turns of all rows line up. */
  gtk_box_set_homogeneous (GTK_BOX (turns), TRUE);
  gtk_widget_set_hexpand (turns, TRUE);
  gtk_box_append (GTK_BOX (turns), new_turn_button (self));
  gtk_box_append (GTK_BOX (turns), new_turn_button (self));
  gtk_box_append (GTK_BOX (row), number);
  gtk_box_append (GTK_BOX (row), turns);
  gtk_box_append (GTK_BOX (row), new_result_label ());
  gtk_widget_add_css_class (row, "history-row");

  g_signal_connect_object (self, "notify::shown-ply", G_CALLBACK (update_row_highlight),
                           row, G_CONNECT_SWAPPED);
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_child (item, row);
}

/* Whether a line of a turn may start at @index: before each "x" (a jump
 * of a chain, C5xE3(2>1)xC1(2>1), or a capture), after a space (the parts
 * of a two-part turn, "e3-d3, d3-d5") and after a comma of a list of
 * removed checkers ("(a2,a4,…)"), but never at a bracket or a comma. */
static gboolean
turn_may_break_before (const char *notation,
                       gsize       index)
{
  char previous = notation[index - 1], next = notation[index];

  if (strchr ("(),", next) != NULL)
    return FALSE;
  return next == 'x' || previous == ' ' || (previous == ',' && next != ' ');
}

/* A turn wraps only where turn_may_break_before() says, so that no line
 * starts inside a square or a hit, or with a lone ")". One range without
 * breaks covers the turn; Pango lets a line start where an attribute
 * range starts, so an attribute that does nothing to be seen (a letter
 * spacing of 0 or 1 unit, in turn, since GtkLabel joins equal attributes
 * that touch) starts at each place a line may. */
static PangoAttrList *
turn_line_breaks (const char *notation)
{
  PangoAttrList *attributes = pango_attr_list_new ();
  gsize length = strlen (notation), start = 0;
  guint n_places = 0;

  if (length == 0)
    return attributes;
  pango_attr_list_insert (attributes, pango_attr_allow_breaks_new (FALSE));
  for (gsize index = 1; index <= length; index++)
    {
      PangoAttribute *place;

      if (index < length && !turn_may_break_before (notation, index))
        continue;
      if (start > 0)
        {
          place = pango_attr_letter_spacing_new (n_places++ % 2);
          place->start_index = start;
          place->end_index = index;
          pango_attr_list_insert (attributes, place);
        }
      start = index;
    }
  return attributes;
}

static void
bind_turn_button (QuintetHistoryView *self,
                  GtkWidget          *button,
                  guint               turn)
{
  gboolean played = turn < get_n_turns (self);
  GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));
  const char *notation = played ? quintet_game_get_turn_notation (self->game, turn) : "";
  g_autoptr(PangoAttrList) breaks = turn_line_breaks (notation);

  gtk_widget_set_visible (button, TRUE);
  gtk_widget_set_sensitive (button, played);
  gtk_widget_set_opacity (button, played ? 1.0 : 0.0);
  gtk_label_set_label (label, notation);
  gtk_label_set_attributes (label, breaks);
  gtk_widget_set_tooltip_text (button, played ? notation : NULL);
  /* ply shown after this turn; 0 for an empty slot */
  g_object_set_data (G_OBJECT (button), "ply", GUINT_TO_POINTER (played ? turn + 1 : 0));
  update_button_highlight (button, self);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             QuintetHistoryView       *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (row);
  GtkWidget *turns = gtk_widget_get_next_sibling (number);
  GtkWidget *result = gtk_widget_get_next_sibling (turns);
  GtkWidget *first = gtk_widget_get_first_child (turns);
  GtkWidget *second = gtk_widget_get_next_sibling (first);
  guint pair = gtk_list_item_get_position (item);
  gboolean is_result = 2 * pair >= get_n_turns (self);
  g_autofree char *text = g_strdup_printf ("%u.", pair + 1);

  gtk_label_set_label (GTK_LABEL (number), is_result ? "" : text);
  gtk_widget_set_visible (turns, !is_result);
  gtk_widget_set_visible (result, is_result);
  gtk_label_set_label (GTK_LABEL (result),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
  if (is_result)
    return;
  bind_turn_button (self, first, 2 * pair);
  bind_turn_button (self, second, 2 * pair + 1);
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
  g_clear_object (&self->pairs);

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

  gtk_widget_class_set_css_name (widget_class, "historyview");
}

static void
quintet_history_view_init (QuintetHistoryView *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  self->ply = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->pairs = gtk_string_list_new (NULL);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->pairs)));
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
  if (self->pairs != NULL)
    {
      turns_changed_cb (self, 0, 0, 0);
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
