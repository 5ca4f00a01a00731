/* quintet-window-export.c — Export Board Image: the image
 * (quintet-board-image.c) written without blocking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-board-image.h"
#include "quintet-text.h"
#include "quintet-window-private.h"

static void
image_written_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;

  if (g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
  _quintet_window_end_write (g_task_get_source_object (task));
}

void
quintet_window_export_image_async (QuintetWindow       *self,
                                   GFile               *file,
                                   const char          *format,
                                   int                  size,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GError *error = NULL;

  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->game != NULL);
  g_return_if_fail (size > 0);

  task = g_task_new (self, cancellable != NULL ? cancellable : self->file_cancellable, callback, user_data);
  g_task_set_source_tag (task, quintet_window_export_image_async);
  /* The result says what was done, even when cancelled after */
  g_task_set_check_cancellable (task, FALSE);
  bytes = quintet_board_image_draw (quintet_game_page_get_board_view (self->game_page), format, size, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  _quintet_window_begin_write (self);
  cancellable = g_task_get_cancellable (task);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       cancellable, image_written_cb, g_steal_pointer (&task));
}

gboolean
quintet_window_export_image_finish (QuintetWindow  *self,
                                    GAsyncResult   *result,
                                    GError        **error)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
show_export_error (QuintetWindow *self,
                   const GError  *error)
{
  /* GIO's message holds the file's name as it is */
  g_autofree char *reason = quintet_text_quote_name (error != NULL ? error->message : _("invalid file name"));
  /* Translators: why an image of the board could not be written */
  g_autofree char *message = g_strdup_printf (_("Could not export the board: %s"), reason);

  quintet_toasts_show (self->toasts, message);
}

static void
exported_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!quintet_window_export_image_finish (self, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_export_error (self, error);
}

static void
export_file_chosen_cb (GFile      *file,
                       const char *format,
                       int         size,
                       gpointer    user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  if (self->game == NULL)
    return;
  if (file == NULL)
    show_export_error (self, NULL);
  else
    quintet_window_export_image_async (self, file, format, size, NULL, exported_cb, NULL);
}

void
_quintet_window_export_image_activated (GtkWidget  *widget,
                                        const char *action_name,
                                        GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (self->game == NULL)
    return;
  /* (the window outlives its dialogs) */
  quintet_board_image_ask (GTK_WINDOW (self), &self->export_choice, _(quintet_game_get_name (self->game)),
                           export_file_chosen_cb, self);
}
