/* quintet-compat.c — GNOME 43's dialogs or the current ones (quintet-compat.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-compat.h"

/* ---- dialogs of either kind ---- */

#if QUINTET_ADW_DIALOGS

void
quintet_dialog_present (GtkWidget *dialog,
                        GtkWidget *parent)
{
  adw_dialog_present (ADW_DIALOG (dialog), parent);
}

void
quintet_dialog_close (GtkWidget *dialog)
{
  adw_dialog_close (ADW_DIALOG (dialog));
}

GtkWidget *
quintet_dialog_get_visible (GtkWindow *window)
{
  AdwDialog *dialog = NULL;

  if (ADW_IS_APPLICATION_WINDOW (window))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  return GTK_WIDGET (dialog);
}

void
quintet_dialog_watch (GtkWindow *window,
                      GCallback  callback,
                      gpointer   user_data)
{
  g_signal_connect_object (window, "notify::visible-dialog", callback, user_data, G_CONNECT_SWAPPED);
}

#else

void
quintet_dialog_present (GtkWidget *dialog,
                        GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  if (GTK_IS_WINDOW (root) && GTK_WIDGET (root) != dialog)
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
quintet_dialog_close (GtkWidget *dialog)
{
  gtk_window_close (GTK_WINDOW (dialog));
}

/* A dialog here is a modal window over @window */
GtkWidget *
quintet_dialog_get_visible (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* the toolkit's */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) dialog = g_list_model_get_item (toplevels, i);

      if (dialog != window && gtk_window_get_transient_for (dialog) == window &&
          gtk_window_get_modal (dialog) && gtk_widget_get_visible (GTK_WIDGET (dialog)))
        return GTK_WIDGET (dialog);
    }
  return NULL;
}

typedef struct
{
  GtkWindow *window;
  GCallback  callback;
} Watch;

/* A window made is shown only later: the watch follows its showing */
static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GObject    *user_data)
{
  Watch *watch = g_object_get_data (user_data, "quintet-dialog-watch");

  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) dialog = g_list_model_get_item (toplevels, i);

      if (dialog != watch->window)
        g_signal_connect_object (dialog, "notify::visible", watch->callback, user_data, G_CONNECT_SWAPPED);
    }
  ((void (*) (gpointer)) watch->callback) (user_data);
}

void
quintet_dialog_watch (GtkWindow *window,
                      GCallback  callback,
                      gpointer   user_data)
{
  Watch *watch = g_new (Watch, 1);

  watch->window = window;
  watch->callback = callback;
  g_object_set_data_full (user_data, "quintet-dialog-watch", watch, g_free);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), user_data, 0);
}

#endif

/* ---- accessibility ---- */

void
quintet_accessible_announce (GtkWidget  *widget,
                             const char *message)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  g_autoptr(GtkATContext) context = gtk_accessible_get_at_context (GTK_ACCESSIBLE (widget));

  /* GTK's context for tests (GTK_A11Y=test) has no announce(): GTK 4.18
   * calls a NULL function for it */
  if (context == NULL || g_str_equal (G_OBJECT_TYPE_NAME (context), "GtkTestATContext"))
    return;
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) widget;
  (void) message;
#endif
}

/* ---- a window's parts ---- */

void
quintet_use_toolbar_view (GtkWidget *box)
{
#if QUINTET_ADW_TOOLBAR_VIEW
  g_autoptr(GtkWidget) bar = g_object_ref (gtk_widget_get_first_child (box));
  g_autoptr(GtkWidget) content = g_object_ref (gtk_widget_get_next_sibling (bar));
  GtkWidget *view = adw_toolbar_view_new ();

  g_return_if_fail (gtk_widget_get_next_sibling (content) == NULL);

  gtk_box_remove (GTK_BOX (box), bar);
  gtk_box_remove (GTK_BOX (box), content);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), bar);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), content);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), view);
#endif
}

GtkWidget *
quintet_spinner_new (void)
{
#if QUINTET_ADW_SPINNER
  return adw_spinner_new ();
#else
  GtkWidget *spinner = gtk_spinner_new ();

  gtk_spinner_start (GTK_SPINNER (spinner));
  return spinner;
#endif
}

void
quintet_set_tooltip_text (GtkWidget  *widget,
                          const char *text)
{
  /* GTK asks only for a widget shown; one not mapped has no tooltip up */
  gboolean quiet = !gtk_widget_get_mapped (widget) && gtk_widget_get_visible (widget);

  if (quiet)
    gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, text);
  if (quiet)
    gtk_widget_set_visible (widget, TRUE);
}

/* ---- questions ---- */

#if QUINTET_ADW_DIALOGS
# define ALERT(a) ADW_ALERT_DIALOG (a)
# define alert_call(name) adw_alert_dialog_##name
#else
# define ALERT(a) ADW_MESSAGE_DIALOG (a)
# define alert_call(name) adw_message_dialog_##name
#endif

GtkWidget *
quintet_alert_new (const char *heading,
                   const char *body)
{
#if QUINTET_ADW_DIALOGS
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  /* Its body may be empty but not NULL */
  return g_object_new (ADW_TYPE_MESSAGE_DIALOG, "heading", heading, "body", body != NULL ? body : "",
                       "destroy-with-parent", TRUE, NULL);
#endif
}

void
quintet_alert_add_responses (GtkWidget  *alert,
                             const char *first_id,
                             ...)
{
  va_list args;

  va_start (args, first_id);
  for (const char *id = first_id; id != NULL; id = va_arg (args, const char *))
    alert_call (add_response) (ALERT (alert), id, va_arg (args, const char *));
  va_end (args);
}

void
quintet_alert_set_response_appearance (GtkWidget             *alert,
                                       const char            *response,
                                       AdwResponseAppearance  appearance)
{
  alert_call (set_response_appearance) (ALERT (alert), response, appearance);
}

void
quintet_alert_set_default_response (GtkWidget  *alert,
                                    const char *response)
{
  alert_call (set_default_response) (ALERT (alert), response);
}

void
quintet_alert_set_close_response (GtkWidget  *alert,
                                  const char *response)
{
  alert_call (set_close_response) (ALERT (alert), response);
}

void
quintet_alert_set_extra_child (GtkWidget *alert,
                               GtkWidget *child)
{
  alert_call (set_extra_child) (ALERT (alert), child);
}

gboolean
quintet_alert_is_alert (GtkWidget *widget)
{
#if QUINTET_ADW_DIALOGS
  return ADW_IS_ALERT_DIALOG (widget);
#else
  return ADW_IS_MESSAGE_DIALOG (widget);
#endif
}

const char *
quintet_alert_get_heading (GtkWidget *alert)
{
  return alert_call (get_heading) (ALERT (alert));
}

const char *
quintet_alert_get_body (GtkWidget *alert)
{
  return alert_call (get_body) (ALERT (alert));
}

const char *
quintet_alert_get_default_response (GtkWidget *alert)
{
  return alert_call (get_default_response) (ALERT (alert));
}

static gboolean
has_response (GtkWidget  *alert,
              const char *response)
{
  return alert_call (has_response) (ALERT (alert), response);
}

void
quintet_alert_respond (GtkWidget  *alert,
                       const char *response)
{
#if QUINTET_ADW_DIALOGS
  g_autofree char *detailed = g_strconcat ("response::", response, NULL);
#endif

  g_return_if_fail (has_response (alert, response));

#if QUINTET_ADW_DIALOGS
  /* What a response's button does: the signal, then the dialog closes */
  g_object_ref (alert);
  g_signal_emit_by_name (alert, detailed, response);
  adw_dialog_force_close (ADW_DIALOG (alert));
  g_object_unref (alert);
#else
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (alert), response);
  gtk_window_destroy (GTK_WINDOW (alert));
#endif
}

/* ---- About ---- */

#if QUINTET_ADW_DIALOGS
# define ABOUT(a) ADW_ABOUT_DIALOG (a)
# define about_call(name) adw_about_dialog_##name
#else
# define ABOUT(a) ADW_ABOUT_WINDOW (a)
# define about_call(name) adw_about_window_##name
#endif

void
quintet_about_add_credit_section (GtkWidget   *about,
                                  const char  *name,
                                  const char **people)
{
  about_call (add_credit_section) (ABOUT (about), name, people);
}

void
quintet_about_add_legal_section (GtkWidget  *about,
                                 const char *title,
                                 const char *copyright,
                                 GtkLicense  license_type,
                                 const char *license)
{
  about_call (add_legal_section) (ABOUT (about), title, copyright, license_type, license);
}
