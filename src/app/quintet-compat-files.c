/* quintet-compat-files.c — GtkFileDialog or GtkFileChooserNative
 * (quintet-compat-files.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-compat-files.h"

typedef struct
{
  QuintetFileChosenFunc callback;
  GWeakRef              user_data;
} Request;

static Request *
request_new (QuintetFileChosenFunc callback,
             gpointer              user_data)
{
  Request *request = g_new0 (Request, 1);

  request->callback = callback;
  g_weak_ref_init (&request->user_data, user_data);
  return request;
}

/* Calls back (unless its object is gone) and frees @request */
static void
request_finish (Request *request,
                GFile   *file)
{
  g_autoptr(GObject) user_data = g_weak_ref_get (&request->user_data);

  if (user_data != NULL)
    request->callback (file, user_data);
  g_weak_ref_clear (&request->user_data);
  g_free (request);
}

#if QUINTET_GTK_FILE_DIALOG

/* Cancelled, the dialog answers with an error: not one to report */
static void
file_chosen (GFile   *file,
             GError  *error,
             Request *request)
{
  if (file == NULL &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED) &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    g_warning ("The file dialog failed: %s", error->message);
  request_finish (request, file);
}

static void
opened_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  file_chosen (file, error, user_data);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  file_chosen (file, error, user_data);
}

static GtkFileDialog *
new_dialog (const char    *title,
            const char    *accept_label,
            GtkFileFilter *filter)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_accept_label (dialog, accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  return dialog;
}

void
quintet_file_dialog_open (GtkWindow             *parent,
                          const char            *title,
                          const char            *accept_label,
                          GtkFileFilter         *filter,
                          QuintetFileChosenFunc  callback,
                          gpointer               user_data)
{
  g_autoptr(GtkFileDialog) dialog = new_dialog (title, accept_label, filter);

  gtk_file_dialog_open (dialog, parent, NULL, opened_cb, request_new (callback, user_data));
}

void
quintet_file_dialog_save (GtkWindow             *parent,
                          const char            *title,
                          const char            *accept_label,
                          GtkFileFilter         *filter,
                          GFile                 *file,
                          const char            *name,
                          QuintetFileChosenFunc  callback,
                          gpointer               user_data)
{
  g_autoptr(GtkFileDialog) dialog = new_dialog (title, accept_label, filter);

  if (file != NULL)
    gtk_file_dialog_set_initial_file (dialog, file);
  else
    gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_save (dialog, parent, NULL, saved_cb, request_new (callback, user_data));
}

#else

static void
response_cb (GtkNativeDialog *dialog,
             int              response,
             Request         *request)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  request_finish (request, file);
  g_object_unref (dialog);
}

static GtkFileChooserNative *
new_dialog (GtkWindow            *parent,
            GtkFileChooserAction  action,
            const char           *title,
            const char           *accept_label,
            GtkFileFilter        *filter)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, parent, action, accept_label, _("_Cancel"));

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  return dialog;
}

static void
show (GtkFileChooserNative  *dialog,
      QuintetFileChosenFunc  callback,
      gpointer               user_data)
{
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), request_new (callback, user_data));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
quintet_file_dialog_open (GtkWindow             *parent,
                          const char            *title,
                          const char            *accept_label,
                          GtkFileFilter         *filter,
                          QuintetFileChosenFunc  callback,
                          gpointer               user_data)
{
  show (new_dialog (parent, GTK_FILE_CHOOSER_ACTION_OPEN, title, accept_label, filter), callback, user_data);
}

void
quintet_file_dialog_save (GtkWindow             *parent,
                          const char            *title,
                          const char            *accept_label,
                          GtkFileFilter         *filter,
                          GFile                 *file,
                          const char            *name,
                          QuintetFileChosenFunc  callback,
                          gpointer               user_data)
{
  GtkFileChooserNative *dialog = new_dialog (parent, GTK_FILE_CHOOSER_ACTION_SAVE, title, accept_label, filter);

  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  show (dialog, callback, user_data);
}

#endif
