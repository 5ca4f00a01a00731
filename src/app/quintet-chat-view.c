/* quintet-chat-view.c — an online game's conversation: its lines (ours to
 * the right, the friend's to the left, the new ones marked), scrolled to
 * the newest, and a line of our own to send
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "quintet-chat-view.h"
#include "quintet-online.h"

struct _QuintetChatView
{
  GtkWidget    parent_instance;

  GtkWidget   *scroller;
  GtkListView *list;
  GtkWidget   *entry;
  guint        scroll_idle;
  GHashTable  *new_lines;  /* unread when they came into sight: marked while shown */
};

G_DEFINE_FINAL_TYPE (QuintetChatView, quintet_chat_view, GTK_TYPE_WIDGET)

enum {
  SEND,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Whether the desktop shows times on a 12-hour clock (GNOME's
 * clock-format; a 24-hour clock where it is not set) */
static gboolean
clock_is_12h (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *format = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.interface", TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "clock-format"))
    return FALSE;
  settings = g_settings_new ("org.gnome.desktop.interface");
  format = g_settings_get_string (settings, "clock-format");
  return g_strcmp0 (format, "12h") == 0;
}

/* When a line was written, as GNOME shows a time: the time of day today,
 * the date too on another day; NULL when not known */
static char *
format_chat_time (gint64 time_ms)
{
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  gboolean twelve = clock_is_12h ();
  const char *format;

  if (time_ms <= 0)
    return NULL;
  time = g_date_time_new_from_unix_local (time_ms / 1000);
  if (g_date_time_get_year (time) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (time) == g_date_time_get_day_of_year (now))
    /* Translators: a chat line's time today, on a 12-hour clock / a
     * 24-hour clock (see g_date_time_format) */
    format = twelve ? _("%l:%M %p") : _("%H:%M");
  else if (g_date_time_get_year (time) == g_date_time_get_year (now))
    /* Translators: a chat line's date and time this year, on a 12-hour
     * clock / a 24-hour clock (see g_date_time_format) */
    format = twelve ? _("%-d %b, %l:%M %p") : _("%-d %b, %H:%M");
  else
    /* Translators: a chat line's date and time in another year */
    format = twelve ? _("%-d %b %Y, %l:%M %p") : _("%-d %b %Y, %H:%M");
  return g_strstrip (g_date_time_format (time, format));
}

/* "You" or the friend's name (their address's local part) */
static char *
chat_author (QuintetOnlineChatLine *line)
{
  const char *author = quintet_online_chat_line_get_author (line);

  if (quintet_online_chat_line_get_own (line))
    /* Translators: who wrote a chat line: the player */
    return g_strdup (_("You"));
  return g_strndup (author, strcspn (author, "@"));
}

static void
chat_row_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  /* A screen reader reads the row's name ("bob, 14:02: text") once, not
   * its two labels again */
  GtkWidget *heading = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *text = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_widget_add_css_class (row, "chat-line");
  gtk_widget_add_css_class (heading, "caption");
  gtk_widget_add_css_class (heading, "chat-heading");
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 20);
  gtk_box_append (GTK_BOX (row), heading);
  gtk_box_append (GTK_BOX (row), text);
  gtk_list_item_set_child (item, row);
  gtk_list_item_set_activatable (item, FALSE);
}

static void
chat_row_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  QuintetChatView          *self)
{
  QuintetOnlineChatLine *line = gtk_list_item_get_item (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *heading = gtk_widget_get_first_child (row);
  GtkWidget *text = gtk_widget_get_last_child (row);
  gboolean own = quintet_online_chat_line_get_own (line);
  g_autofree char *author = chat_author (line);
  g_autofree char *time = format_chat_time (quintet_online_chat_line_get_time (line));
  g_autofree char *head = NULL;
  g_autofree char *spoken = NULL;

  /* Translators: over a chat line: who wrote it · when ("bob · 14:02") */
  head = time != NULL ? g_strdup_printf (_("%s · %s"), author, time) : g_strdup (author);
  gtk_label_set_label (GTK_LABEL (heading), head);
  gtk_label_set_label (GTK_LABEL (text), quintet_online_chat_line_get_text (line));
  /* Ours to the right, theirs to the left, as chat applications do */
  gtk_widget_set_halign (row, own ? GTK_ALIGN_END : GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (heading), own ? 1 : 0);
  gtk_label_set_xalign (GTK_LABEL (text), own ? 1 : 0);
  if (own)
    gtk_widget_add_css_class (row, "own");
  else
    gtk_widget_remove_css_class (row, "own");
  /* New since the page was last shown: marked while it shows */
  if (g_hash_table_contains (self->new_lines, line))
    gtk_widget_add_css_class (row, "new");
  else
    gtk_widget_remove_css_class (row, "new");
  /* A screen reader reads one line as "bob, 14:02: text" */
  if (time != NULL)
    /* Translators: a chat line as a screen reader reads it: who, when: the line */
    spoken = g_strdup_printf (_("%s, %s: %s"), author, time, quintet_online_chat_line_get_text (line));
  else
    /* Translators: a chat line as a screen reader reads it: who: the line */
    spoken = g_strdup_printf (_("%s: %s"), author, quintet_online_chat_line_get_text (line));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
}

static gboolean
scroll_idle_cb (gpointer user_data)
{
  QuintetChatView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));

  self->scroll_idle = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

/* The newest line in sight, once the list has its new height */
static void
scroll_to_end (QuintetChatView *self)
{
  if (self->scroll_idle == 0)
    self->scroll_idle = g_timeout_add_full (G_PRIORITY_LOW, 50, scroll_idle_cb, self, NULL);
}

static void
lines_changed_cb (QuintetChatView *self)
{
  GListModel *lines = G_LIST_MODEL (gtk_list_view_get_model (self->list));

  gtk_widget_set_visible (self->scroller, lines != NULL && g_list_model_get_n_items (lines) > 0);
  scroll_to_end (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The list made again: each row bound again, its marks as they are now */
static void
set_lines (QuintetChatView *self,
           GListModel      *lines)
{
  GtkSelectionModel *model = gtk_list_view_get_model (self->list);

  if (model != NULL)
    g_signal_handlers_disconnect_by_func (model, lines_changed_cb, self);
  model = GTK_SELECTION_MODEL (gtk_no_selection_new (lines != NULL ? g_object_ref (lines) : NULL));
  gtk_list_view_set_model (self->list, model);
  g_signal_connect_object (model, "items-changed", G_CALLBACK (lines_changed_cb), self, G_CONNECT_SWAPPED);
  g_object_unref (model);
  lines_changed_cb (self);
}

static void
entry_activated_cb (QuintetChatView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  if (*text != '\0')
    g_signal_emit (self, signals[SEND], 0, text);
}

static void
quintet_chat_view_dispose (GObject *object)
{
  QuintetChatView *self = QUINTET_CHAT_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (quintet_chat_view_parent_class)->dispose (object);
}

static void
quintet_chat_view_finalize (GObject *object)
{
  g_hash_table_unref (QUINTET_CHAT_VIEW (object)->new_lines);

  G_OBJECT_CLASS (quintet_chat_view_parent_class)->finalize (object);
}

static void
quintet_chat_view_class_init (QuintetChatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_chat_view_dispose;
  object_class->finalize = quintet_chat_view_finalize;

  /* A line of ours to send: quintet_chat_view_sent() once it went */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The lines came or changed (and show, where the view does) */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "box");
}

static void
quintet_chat_view_init (QuintetChatView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkBoxLayout *layout = GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (layout, 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "online-chat");
  self->new_lines = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (chat_row_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (chat_row_bind_cb), self);
  self->list = GTK_LIST_VIEW (gtk_list_view_new (NULL, factory));
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "chat-view");
  /* Translators: the accessible name of an online game's chat lines */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Conversation"), -1);
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), 200);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  gtk_widget_add_css_class (self->scroller, "card");
  gtk_widget_set_visible (self->scroller, FALSE);
  self->entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Message your friend"));
  gtk_entry_set_max_length (GTK_ENTRY (self->entry), QUINTET_ONLINE_MAX_CHAT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Message your friend"), -1);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (entry_activated_cb), self);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_widget_set_parent (self->entry, GTK_WIDGET (self));
}

GtkWidget *
quintet_chat_view_new (void)
{
  return g_object_new (QUINTET_TYPE_CHAT_VIEW, NULL);
}

/* The conversation's @lines (QuintetOnlineChatLine), or none */
void
quintet_chat_view_set_lines (QuintetChatView *self,
                             GListModel      *lines)
{
  GtkSelectionModel *model;

  g_return_if_fail (QUINTET_IS_CHAT_VIEW (self));
  g_return_if_fail (lines == NULL || G_IS_LIST_MODEL (lines));

  model = gtk_list_view_get_model (self->list);
  if (model == NULL || gtk_no_selection_get_model (GTK_NO_SELECTION (model)) != lines)
    set_lines (self, lines);
}

/* The conversation comes into sight (@lines) or goes (NULL): the lines
 * unread till now are marked while it shows */
void
quintet_chat_view_mark_unread (QuintetChatView *self,
                               GListModel      *lines)
{
  g_return_if_fail (QUINTET_IS_CHAT_VIEW (self));

  g_hash_table_remove_all (self->new_lines);
  if (lines == NULL)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i);

      if (quintet_online_chat_line_get_unread (line))
        g_hash_table_add (self->new_lines, g_steal_pointer (&line));
    }
  set_lines (self, lines);
}

/* Below the board, a few lines: the board keeps its room */
void
quintet_chat_view_set_compact (QuintetChatView *self,
                               gboolean         compact)
{
  g_return_if_fail (QUINTET_IS_CHAT_VIEW (self));

  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), compact ? 96 : 200);
}

void
quintet_chat_view_set_can_send (QuintetChatView *self,
                                gboolean         can_send)
{
  g_return_if_fail (QUINTET_IS_CHAT_VIEW (self));

  gtk_widget_set_sensitive (self->entry, can_send);
}

/* The line went: the entry is cleared for the next (the line shows in
 * the conversation) */
void
quintet_chat_view_sent (QuintetChatView *self)
{
  g_return_if_fail (QUINTET_IS_CHAT_VIEW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}
