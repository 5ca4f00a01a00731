/* quintet-window-files.c — the window's record files, read and written
 * without blocking it: Open and Save (their dialogs too), what a failed
 * read says, and what waits for a write (a second save, a closed window,
 * quitting)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat-files.h"
#include "quintet-text.h"
#include "quintet-window-private.h"

#define RECORD_SUFFIX ".quintet"

/* ---- what could not be read ---- */

void
_quintet_window_set_too_large_error (GFile   *file,
                                     GError **error)
{
  g_autofree char *name = _quintet_window_quote_basename (file);

  /* Translators: %s is a file name */
  g_set_error (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_TOO_LARGE,
               _("%s: the file is larger than 4 MB"), name);
}

/* Why GIO could not read a file, in a few words: ours for the usual
 * causes, else the end of GIO's message (which repeats the path first) */
static char *
describe_file_error (const GError *error)
{
  const char *cause;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return g_strdup (_("No such file"));
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return g_strdup (_("Permission denied"));
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
    return g_strdup (_("This is a folder, not a game"));
  cause = g_strrstr (error->message, ": ");
  return quintet_text_quote_name (cause != NULL ? cause + 2 : error->message);
}

/* A path as a message shows it: one line, "~" for the home folder, and
 * shortened in the middle when long ("/tmp/games-of-…/game1.quintet"),
 * the file's name whole. */
#define SHOWN_PATH_CHARS 48

static char *
describe_path (GFile *file)
{
  g_autofree char *path = g_file_get_parse_name (file);
  g_autofree char *quoted = NULL;
  g_autofree char *name = _quintet_window_quote_basename (file);
  g_autofree char *start = NULL;
  const char *home = g_get_home_dir ();
  glong n_start;

  if (home != NULL && g_str_has_prefix (path, home) && path[strlen (home)] == G_DIR_SEPARATOR &&
      strlen (home) > 1)
    {
      char *shorter = g_strconcat ("~", path + strlen (home), NULL);

      g_free (path);
      path = shorter;
    }
  quoted = quintet_text_quote_name (path);
  if (g_utf8_strlen (quoted, -1) <= SHOWN_PATH_CHARS)
    return g_steal_pointer (&quoted);
  n_start = MAX (SHOWN_PATH_CHARS - g_utf8_strlen (name, -1) - 2, 12);
  start = g_utf8_substring (quoted, 0, n_start);
  return g_strdup_printf ("%s…%c%s", start, G_DIR_SEPARATOR, name);
}

/* The message of a file that could not be read: "game.quintet:12:7: …"
 * from the parser, else why and then the file's path ("No such file:
 * ~/Games/…/game1.quintet"), the cause first so that no toast cuts it. */
void
_quintet_window_show_read_error (QuintetWindow *self,
                                 GFile         *file,
                                 const GError  *error)
{
  g_autofree char *path = NULL;
  g_autofree char *cause = NULL;
  g_autofree char *message = NULL;

  if (error->domain == QUINTET_RECORD_ERROR)
    {
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  cause = describe_file_error (error);
  path = describe_path (file);
  /* Translators: why a file could not be opened ("No such file"), then its path */
  message = g_strdup_printf (_("%s: %s"), cause, path);
  quintet_toasts_show (self->toasts, message);
}

/* ---- opening ---- */

/* A file being opened: shown here if @here and this window may take it */
typedef struct {
  GFile    *file;
  gboolean  here;
  gboolean  presented;   /* a window already had it */
} Open;

static void
open_free (Open *open)
{
  g_clear_object (&open->file);
  g_free (open);
}

/* The cancellable a file operation of the window uses (its task keeps
 * it): the caller's, or else the window's own, cancelled when the window
 * goes */
static GCancellable *
cancellable_for (QuintetWindow *self,
                 GCancellable  *cancellable)
{
  return cancellable != NULL ? cancellable : self->file_cancellable;
}

/* Reading stops one chunk past the largest record: memory stays bounded
 * whatever the file, and a larger one is refused by its size. */
static gboolean
read_more_cb (const char *file_contents,
              goffset     file_size,
              gpointer    user_data)
{
  return file_size <= QUINTET_RECORD_MAX_SIZE;
}

static QuintetRecord *
parse_loaded_record (GFile       *file,
                     const char  *contents,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *name = g_file_get_basename (file);

  if (length > QUINTET_RECORD_MAX_SIZE)
    {
      _quintet_window_set_too_large_error (file, error);
      return NULL;
    }
  return quintet_record_parse (length > 0 ? contents : "", length, name, error);
}

/* The file is read; the game in the window changes only now, and only
 * when the file holds a record */
static void
open_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  QuintetWindow *self = g_task_get_source_object (task);
  Open *open = g_task_get_task_data (task);
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (g_file_load_partial_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    record = parse_loaded_record (open->file, contents, length, &error);
  if (record == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _quintet_window_show_read_error (self, open->file, error);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  _quintet_window_show_record (_quintet_window_for_record (self, open->here), g_steal_pointer (&record),
                               open->file, NULL);
  g_task_return_boolean (task, TRUE);
}

/* The window of the application that shows @file, or NULL (a window
 * closing, hidden until its save is written, shows nothing) */
static QuintetWindow *
find_window_with_file (QuintetWindow *self,
                       GFile         *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = application != NULL ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (QUINTET_IS_WINDOW (l->data) && QUINTET_WINDOW (l->data)->file != NULL &&
        gtk_widget_get_visible (GTK_WIDGET (l->data)) && !QUINTET_WINDOW (l->data)->close_when_written &&
        g_file_equal (QUINTET_WINDOW (l->data)->file, file))
      return QUINTET_WINDOW (l->data);
  return NULL;
}

/* A file already open is not opened twice (two windows would save over
 * each other): its window comes forward with the game, as GNOME Text
 * Editor presents the document's tab */
static gboolean
present_window_with_file (QuintetWindow *self,
                          GFile         *file)
{
  QuintetWindow *holder = find_window_with_file (self, file);

  if (holder == NULL)
    return FALSE;
  if (holder->game != NULL)
    _quintet_window_show_page (holder, "game");
  gtk_window_present (GTK_WINDOW (holder));
  return TRUE;
}

static void
open_record_file_async (QuintetWindow       *self,
                        GFile               *file,
                        gboolean             here,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable_for (self, cancellable), callback, user_data);
  Open *open = g_new0 (Open, 1);

  g_task_set_source_tag (task, open_record_file_async);
  /* The result says what was done, even when cancelled after */
  g_task_set_check_cancellable (task, FALSE);
  open->file = g_object_ref (file);
  open->here = here;
  g_task_set_task_data (task, open, (GDestroyNotify) open_free);
  if (present_window_with_file (self, file))
    {
      open->presented = TRUE;
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  g_file_load_partial_contents_async (file, g_task_get_cancellable (task), read_more_cb, open_loaded_cb, task);
}

void
quintet_window_open_file_async (QuintetWindow       *self,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  open_record_file_async (self, file, TRUE, cancellable, callback, user_data);
}

gboolean
quintet_window_open_file_finish (QuintetWindow  *self,
                                 GAsyncResult   *result,
                                 GError        **error)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Several files: opened one after the other, in their order, so that the
 * first one read goes here (when this window may take it) */
typedef struct {
  QuintetWindow *window;
  GPtrArray     *files;
  guint          next;
  gboolean       here;
} OpenFiles;

static void
open_files_free (OpenFiles *open_files)
{
  g_object_unref (open_files->window);
  g_ptr_array_unref (open_files->files);
  g_free (open_files);
}

static void open_next_file (OpenFiles *open_files);

static void
open_files_opened_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  OpenFiles *open_files = user_data;
  Open *open = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  /* The next file may still come here when this one had its window */
  if (g_task_propagate_boolean (G_TASK (result), &error) && !open->presented)
    open_files->here = FALSE;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      open_files_free (open_files);
      return;
    }
  open_next_file (open_files);
}

static void
open_next_file (OpenFiles *open_files)
{
  if (open_files->next >= open_files->files->len)
    {
      open_files_free (open_files);
      return;
    }
  open_record_file_async (open_files->window, open_files->files->pdata[open_files->next++],
                          open_files->here, NULL, open_files_opened_cb, open_files);
}

void
quintet_window_open_files (QuintetWindow  *self,
                           GFile         **files,
                           guint           n_files)
{
  OpenFiles *open_files;

  g_return_if_fail (QUINTET_IS_WINDOW (self));

  open_files = g_new0 (OpenFiles, 1);
  open_files->window = g_object_ref (self);
  open_files->files = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n_files; i++)
    g_ptr_array_add (open_files->files, g_object_ref (files[i]));
  open_files->here = TRUE;
  open_next_file (open_files);
}

/* ---- saving ---- */

/* A save: the record's text and the game's state when it was asked for,
 * whatever happens to the game while it is written */
typedef struct {
  GFile   *file;
  GBytes  *contents;
  guint64  state;
  guint    record_serial;
} Save;

static void
save_free (Save *save)
{
  g_clear_object (&save->file);
  g_clear_pointer (&save->contents, g_bytes_unref);
  g_free (save);
}

/* A write holds the application, so that quitting waits for it; a window
 * closed meanwhile is hidden and closes when its last write is done. */
void
_quintet_window_begin_write (QuintetWindow *self)
{
  if (self->n_writes++ == 0)
    g_application_hold (g_application_get_default ());
}

void
_quintet_window_end_write (QuintetWindow *self)
{
  g_assert (self->n_writes > 0);

  if (--self->n_writes > 0)
    return;
  if (self->close_when_written)
    {
      self->close_when_written = FALSE;
      gtk_window_close (GTK_WINDOW (self));
    }
  g_application_release (g_application_get_default ());
}

gboolean
quintet_window_is_writing (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);

  return self->n_writes > 0;
}

/* The file holds the game as it was when the save began: the window's
 * game unless another took its place (the record changed) */
static void
record_saved (QuintetWindow *self,
              Save          *save)
{
  if (save->record_serial != self->record_serial || self->game == NULL)
    return;
  g_set_object (&self->file, save->file);
  self->saved_state = save->state;
  if (_quintet_window_record_state (self->game) == save->state)
    {
      /* The file holds the game now: nothing left to resume */
      self->autosaved_state = self->saved_state;
      _quintet_window_forget_autosave (self);
    }
  else if (self->autosave_path != NULL)
    {
      /* Turns played while it was written: the autosave keeps them, and
       * now the file they belong to */
      self->autosaved_state = 0;
      _quintet_window_autosave (self);
    }
  _quintet_window_update_title (self);
}

static void start_next_save (QuintetWindow *self);

static void
save_written_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  QuintetWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      record_saved (self, g_task_get_task_data (task));
      g_task_return_boolean (task, TRUE);
    }
  else
    g_task_return_error (task, g_steal_pointer (&error));
  g_queue_pop_head (&self->saves);
  start_next_save (self);
  _quintet_window_end_write (self);
}

/* One save at a time, in the order asked: two writes of one file never
 * race, and the last one asked for is the one the file keeps */
static void
start_next_save (QuintetWindow *self)
{
  GTask *task = g_queue_peek_head (&self->saves);
  Save *save;

  if (task == NULL)
    return;
  save = g_task_get_task_data (task);
  g_file_replace_contents_bytes_async (save->file, save->contents, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION,
                                       g_task_get_cancellable (task), save_written_cb, task);
}

void
quintet_window_save_file_async (QuintetWindow       *self,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;
  Save *save;
  char *text;

  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  g_return_if_fail (self->record != NULL);

  text = quintet_record_to_text (self->record);
  save = g_new0 (Save, 1);
  save->file = g_object_ref (file);
  save->contents = g_bytes_new_take (text, strlen (text));
  save->state = _quintet_window_record_state (self->game);
  save->record_serial = self->record_serial;
  task = g_task_new (self, cancellable_for (self, cancellable), callback, user_data);
  g_task_set_source_tag (task, quintet_window_save_file_async);
  /* The result says what was done, even when cancelled after */
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, save, (GDestroyNotify) save_free);

  _quintet_window_begin_write (self);
  g_queue_push_tail (&self->saves, task);
  if (self->saves.length == 1)
    start_next_save (self);
}

gboolean
quintet_window_save_file_finish (QuintetWindow  *self,
                                 GAsyncResult   *result,
                                 GError        **error)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (source);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  if (!quintet_window_save_file_finish (self, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *name = _quintet_window_quote_basename (file);
      g_autofree char *reason = quintet_text_quote_name (error->message);
      /* Translators: a file name, then why it could not be written */
      g_autofree char *message = g_strdup_printf (_("Could not save %s: %s"), name, reason);

      quintet_toasts_show (self->toasts, message);
    }
}

static void
save_to (QuintetWindow *self,
         GFile         *file)
{
  quintet_window_save_file_async (self, file, NULL, saved_cb, g_object_ref (file));
}

static GtkFileFilter *
new_filter (const char *name,
            const char *mime_type,
            const char *pattern)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  return filter;
}

static GtkFileFilter *
new_record_filter (void)
{
  return new_filter (_("Quintet Games"), "application/x-quintet", "*" RECORD_SUFFIX);
}

/* "game" becomes "game.quintet"; a name with an extension stays, and so
 * does one whose ".quintet" file exists: the dialog asked about
 * replacing the name chosen, not that file. */
static GFile *
add_record_suffix (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *with_suffix = g_strconcat (name, RECORD_SUFFIX, NULL);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFile) suffixed = NULL;

  if (strchr (name, '.') != NULL || parent == NULL)
    return g_object_ref (file);
  suffixed = g_file_get_child (parent, with_suffix);
  if (g_file_query_exists (suffixed, NULL))
    return g_object_ref (file);
  return g_steal_pointer (&suffixed);
}

static void
save_file_chosen_cb (GFile    *chosen,
                     gpointer  user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);
  g_autoptr(GFile) file = NULL;

  if (chosen == NULL || self->game == NULL)
    return;
  file = add_record_suffix (chosen);
  save_to (self, file);
}

/* "Ordo 2026-11-23.quintet" */
static char *
suggest_file_name (QuintetWindow *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  return g_strdup_printf ("%s %s" RECORD_SUFFIX, _(quintet_game_get_name (self->game)), date);
}

void
_quintet_window_save_as_activated (GtkWidget  *widget,
                                   const char *action_name,
                                   GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = new_record_filter ();
  g_autofree char *name = self->file == NULL ? suggest_file_name (self) : NULL;

  quintet_file_dialog_save (GTK_WINDOW (self), _("Save Game"), _("_Save"), filter, self->file, name,
                            save_file_chosen_cb, self);
}

void
_quintet_window_save_activated (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (self->file != NULL)
    save_to (self, self->file);
  else
    _quintet_window_save_as_activated (widget, action_name, parameter);
}

/* ---- the Open dialog ---- */

static void
open_file_chosen_cb (GFile    *file,
                     gpointer  user_data)
{
  if (file != NULL)
    quintet_window_open_file_async (QUINTET_WINDOW (user_data), file, NULL, NULL, NULL);
}

void
_quintet_window_open_activated (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  g_autoptr(GtkFileFilter) filter = new_record_filter ();

  quintet_file_dialog_open (GTK_WINDOW (widget), _("Open Game"), _("_Open"), filter,
                            open_file_chosen_cb, widget);
}

/* ---- the window's part ---- */

/* Closed while a save or an export is written: hidden until it is done
 * (the application waits too), then closed. */
static gboolean
close_request_cb (QuintetWindow *self)
{
  if (self->n_writes == 0)
    return FALSE;
  self->close_when_written = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  return TRUE;
}

/* Destroyed (closed, or the application quits): what is still read or
 * written is cancelled at once, as the computer's search is (a replaced
 * file stays as it was: the write goes to a temporary file first). The
 * window itself lives on until each operation has returned. */
static void
unrealize_cb (QuintetWindow *self)
{
  /* Hidden (closed while it writes) it is unrealized too, but keeps its
   * application until destroyed */
  if (gtk_window_get_application (GTK_WINDOW (self)) != NULL)
    return;
  self->close_when_written = FALSE;
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
}

static void
destroy_cb (QuintetWindow *self)
{
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
}

void
_quintet_window_init_files (QuintetWindow *self)
{
  self->file_cancellable = g_cancellable_new ();
  g_queue_init (&self->saves);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  g_signal_connect (self, "unrealize", G_CALLBACK (unrealize_cb), NULL);
  g_signal_connect (self, "destroy", G_CALLBACK (destroy_cb), NULL);
}
