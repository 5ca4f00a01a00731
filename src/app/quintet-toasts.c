/* quintet-toasts.c — a window's messages: one toast at a time, the latest
 * message in it, with Undo for what was just removed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-toasts.h"

struct _QuintetToasts
{
  GObject          parent_instance;

  AdwToastOverlay *overlay;
  AdwToast        *toast;           /* quintet_toasts_show()'s, until dismissed */
  GQueue           waiting;         /* until the toast before has gone (owned) */
  guint            wait_id;
};

G_DEFINE_FINAL_TYPE (QuintetToasts, quintet_toasts, G_TYPE_OBJECT)

enum {
  DISMISSED,
  UNDO,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
toast_dismissed_cb (QuintetToasts *self)
{
  g_clear_weak_pointer (&self->toast);
  g_signal_emit (self, signals[DISMISSED], 0);
}

static void
toast_button_clicked_cb (QuintetToasts *self)
{
  g_signal_emit (self, signals[UNDO], 0);
}

/* The characters a toast's line holds in the window as wide as it is
 * now. libadwaita 1.2 gives a toast its natural height at its natural
 * width and then narrows it to the window: a label that wraps must not
 * want more than that width, or its lines overflow the toast. */
static int
toast_line_chars (QuintetToasts *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self->overlay));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  /* the toast's margins, padding and close button; and the title is bold */
  double room = gtk_widget_get_width (GTK_WIDGET (self->overlay)) - 130;
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
overlay_has_toast (QuintetToasts *self)
{
  GtkWidget *page = adw_toast_overlay_get_child (self->overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->overlay));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (child != page)
      return TRUE;
  return FALSE;
}

static gboolean
add_waiting_toast (gpointer data)
{
  QuintetToasts *self = data;

  if (overlay_has_toast (self))
    return G_SOURCE_CONTINUE;
  adw_toast_overlay_add_toast (self->overlay, g_queue_pop_head (&self->waiting));
  if (!g_queue_is_empty (&self->waiting))
    return G_SOURCE_CONTINUE;
  self->wait_id = 0;
  return G_SOURCE_REMOVE;
}

/* A toast comes in only once the one before has gone, not while it is
 * still hiding: libadwaita 1.2 then brings it in as a replacement, more
 * slowly than it hides, and a replacement dismissed at once (Escape) is
 * freed before its coming in ends, which then reads the freed toast and
 * crashes. Waiting toasts keep their order. */
void
quintet_toasts_add (QuintetToasts *self,
                    AdwToast      *toast)
{
  g_return_if_fail (QUINTET_IS_TOASTS (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (self->wait_id == 0 && !overlay_has_toast (self))
    {
      adw_toast_overlay_add_toast (self->overlay, toast);
      return;
    }
  g_queue_push_tail (&self->waiting, toast);
  if (self->wait_id == 0)
    self->wait_id = g_timeout_add (50, add_waiting_toast, self);
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
show_toast (QuintetToasts *self,
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
        g_signal_emit (self, signals[DISMISSED], 0);
      adw_toast_set_button_label (self->toast, button);
      title = adw_toast_get_custom_title (self->toast);
      gtk_label_set_max_width_chars (GTK_LABEL (title), toast_line_chars (self));
      set_toast_title_wraps (title, !undo);
      gtk_label_set_text (GTK_LABEL (title), message);
      /* Shown again: its time starts over (the overlay takes a reference) */
      if (g_queue_find (&self->waiting, self->toast) == NULL)
        adw_toast_overlay_add_toast (self->overlay, g_object_ref (self->toast));
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
  quintet_toasts_add (self, toast);
}

void
quintet_toasts_show (QuintetToasts *self,
                     const char    *message)
{
  g_return_if_fail (QUINTET_IS_TOASTS (self));

  show_toast (self, message, NULL);
}

void
quintet_toasts_show_undo (QuintetToasts *self,
                          const char    *message)
{
  g_return_if_fail (QUINTET_IS_TOASTS (self));

  show_toast (self, message, _("_Undo"));
}

static void
quintet_toasts_dispose (GObject *object)
{
  QuintetToasts *self = QUINTET_TOASTS (object);

  g_clear_handle_id (&self->wait_id, g_source_remove);
  g_queue_clear_full (&self->waiting, g_object_unref);
  g_clear_weak_pointer (&self->toast);
  g_clear_weak_pointer (&self->overlay);

  G_OBJECT_CLASS (quintet_toasts_parent_class)->dispose (object);
}

static void
quintet_toasts_class_init (QuintetToastsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = quintet_toasts_dispose;

  /* The message's toast went, or another message took it: what its Undo
   * offered is final */
  signals[DISMISSED] = g_signal_new ("dismissed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Its Undo was clicked */
  signals[UNDO] = g_signal_new ("undo", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
quintet_toasts_init (QuintetToasts *self)
{
  g_queue_init (&self->waiting);
}

QuintetToasts *
quintet_toasts_new (AdwToastOverlay *overlay)
{
  QuintetToasts *self;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);

  self = g_object_new (QUINTET_TYPE_TOASTS, NULL);
  g_set_weak_pointer (&self->overlay, overlay);
  return self;
}
