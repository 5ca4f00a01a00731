/* quintet-window-toast.c — the window's messages: one toast at a time, the
 * latest message in it, with Undo for removed games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-window-private.h"

static void
toast_dismissed_cb (QuintetWindow *self)
{
  g_clear_weak_pointer (&self->toast);
  _quintet_window_commit_removals (self);
}

/* Undo */
static void
toast_button_clicked_cb (QuintetWindow *self)
{
  _quintet_window_undo_removals (self);
}

/* The characters a toast's line holds in the window as wide as it is
 * now. libadwaita 1.2 gives a toast its natural height at its natural
 * width and then narrows it to the window: a label that wraps must not
 * want more than that width, or its lines overflow the toast. */
static int
toast_line_chars (QuintetWindow *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  /* the toast's margins, padding and close button; and the title is bold */
  double room = gtk_widget_get_width (GTK_WIDGET (self)) - 130;
  double char_width = 1.15 * MAX (pango_font_metrics_get_approximate_char_width (metrics),
                                  pango_font_metrics_get_approximate_digit_width (metrics)) / PANGO_SCALE;

  pango_font_metrics_unref (metrics);
  return MAX (20, (int) (room / MAX (char_width, 1)));
}

/* A message wraps, up to four lines; a short one beside Undo stays on
 * one line (the toast would give it only what the button leaves) */
static void
set_toast_title_wraps (GtkWidget *title,
                       gboolean   wraps)
{
  gtk_label_set_wrap (GTK_LABEL (title), wraps);
  gtk_label_set_ellipsize (GTK_LABEL (title), wraps ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
}

/* Whether a toast is on screen or still hiding */
static gboolean
overlay_has_toast (QuintetWindow *self)
{
  GtkWidget *page = adw_toast_overlay_get_child (self->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (child != page)
      return TRUE;
  return FALSE;
}

static gboolean
add_waiting_toast (gpointer data)
{
  QuintetWindow *self = data;

  if (overlay_has_toast (self))
    return G_SOURCE_CONTINUE;
  adw_toast_overlay_add_toast (self->toast_overlay, g_queue_pop_head (&self->waiting_toasts));
  if (!g_queue_is_empty (&self->waiting_toasts))
    return G_SOURCE_CONTINUE;
  self->toast_wait_id = 0;
  return G_SOURCE_REMOVE;
}

/* A toast comes in only once the one before has gone, not while it is
 * still hiding: libadwaita 1.2 then brings it in as a replacement, more
 * slowly than it hides, and a replacement dismissed at once (Escape) is
 * freed before its coming in ends, which then reads the freed toast and
 * crashes. Waiting toasts keep their order. */
void
_quintet_window_add_toast (QuintetWindow *self,
                           AdwToast      *toast)
{
  if (self->toast_wait_id == 0 && !overlay_has_toast (self))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      return;
    }
  g_queue_push_tail (&self->waiting_toasts, toast);
  if (self->toast_wait_id == 0)
    self->toast_wait_id = g_timeout_add (50, add_waiting_toast, self);
}

void
_quintet_window_dispose_toasts (QuintetWindow *self)
{
  g_clear_handle_id (&self->toast_wait_id, g_source_remove);
  g_queue_clear_full (&self->waiting_toasts, g_object_unref);
  g_clear_weak_pointer (&self->toast);
}

/* Every message of the window goes here. The latest shows at once: in
 * the toast on screen, if there is one, or in the one waiting to come
 * in. (Not in a toast replacing it, nor queued after it: libadwaita 1.2
 * aborts or crashes when a toast that replaced another is dismissed, by
 * Escape or the next message, before the other has finished hiding or
 * itself coming in; a message gets the toast's whole time all the same.)
 * The title is a label of its own that wraps, up to four lines, so that a
 * message that quotes a long input still says why in a narrow window; as
 * plain text, not markup: messages quote input, and a pasted “<” or “&”
 * is text. */
static void
show_toast (QuintetWindow *self,
            const char    *message,
            const char    *button)
{
  gboolean undo = button != NULL;
  GtkWidget *title;
  AdwToast *toast;

  if (self->toast != NULL)
    {
      /* Undo is for the message it came with */
      if (adw_toast_get_button_label (self->toast) != NULL && g_strcmp0 (button, _("_Undo")) != 0)
        _quintet_window_commit_removals (self);
      adw_toast_set_button_label (self->toast, button);
      title = adw_toast_get_custom_title (self->toast);
      gtk_label_set_max_width_chars (GTK_LABEL (title), toast_line_chars (self));
      set_toast_title_wraps (title, !undo);
      gtk_label_set_text (GTK_LABEL (title), message);
      /* Shown again: its time starts over (the overlay takes a reference) */
      if (g_queue_find (&self->waiting_toasts, self->toast) == NULL)
        adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->toast));
      return;
    }

  title = gtk_label_new (message);
  gtk_label_set_max_width_chars (GTK_LABEL (title), toast_line_chars (self));
  set_toast_title_wraps (title, !undo);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 4);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  toast = adw_toast_new ("");
  adw_toast_set_custom_title (toast, title);
  if (button != NULL)
    adw_toast_set_button_label (toast, button);
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (toast_button_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  _quintet_window_add_toast (self, toast);
}

void
_quintet_window_show_toast (QuintetWindow *self,
                            const char    *message)
{
  show_toast (self, message, NULL);
}

void
_quintet_window_show_undo_toast (QuintetWindow *self,
                                 const char    *message)
{
  show_toast (self, message, _("_Undo"));
}
