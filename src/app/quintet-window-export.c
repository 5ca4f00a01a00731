/* quintet-window-export.c — the board as an image: the position shown,
 * drawn by the board's painter into a PNG or SVG file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "quintet-text.h"
#include "quintet-window-private.h"

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The image's size: @size on the board's longer side, its aspect kept */
static void
get_image_size (QuintetWindow *self,
                int            size,
                int           *width,
                int           *height)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);
  double longer = MAX (geometry->width, geometry->height);

  *width = MAX (1, (int) (size * geometry->width / longer + 0.5));
  *height = MAX (1, (int) (size * geometry->height / longer + 0.5));
}

/* The position shown, drawn now (the painter is quick) as @format */
static GBytes *
draw_image (QuintetWindow  *self,
            const char     *format,
            int             size,
            GError        **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  gboolean svg = g_strcmp0 (format, "svg") == 0;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int width, height;

  get_image_size (self, size, &width, &height);
  if (svg)
    surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  quintet_board_view_draw_position (self->board_view, cr, width, height);
  cairo_destroy (cr);
  if (svg)
    {
      /* An SVG surface writes its end when finished */
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  else
    status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

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
  bytes = draw_image (self, format, size, &error);
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

/* The format the name asks for, else the chosen filter's (and the name
 * gets its extension). */
static GFile *
get_export_file (GtkFileChooser  *chooser,
                 const char     **format)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
  g_autofree char *with_extension = NULL;

  *format = filter != NULL ? g_object_get_data (G_OBJECT (filter), "format") : NULL;
  if (g_str_has_suffix (name, ".svg") || g_str_has_suffix (name, ".SVG"))
    *format = "svg";
  else if (g_str_has_suffix (name, ".png") || g_str_has_suffix (name, ".PNG"))
    *format = "png";
  else
    {
      if (*format == NULL)
        *format = "png";
      with_extension = g_strdup_printf ("%s.%s", name, *format);
      return g_file_get_child_for_display_name (parent, with_extension, NULL);
    }
  return g_steal_pointer (&file);
}

static void
show_export_error (QuintetWindow *self,
                   const GError  *error)
{
  /* GIO's message holds the file's name as it is */
  g_autofree char *reason = quintet_text_quote_name (error != NULL ? error->message : _("invalid file name"));
  /* Translators: why an image of the board could not be written */
  g_autofree char *message = g_strdup_printf (_("Could not export the board: %s"), reason);

  _quintet_window_show_toast (self, message);
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
export_dialog_response_cb (GtkNativeDialog *dialog,
                           int              response,
                           QuintetWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      const char *size = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "size");
      const char *format = NULL;
      g_autoptr(GFile) file = get_export_file (GTK_FILE_CHOOSER (dialog), &format);

      if (file == NULL)
        show_export_error (self, NULL);
      else
        quintet_window_export_image_async (self, file, format, size != NULL ? atoi (size) : 1024,
                                           NULL, exported_cb, NULL);
    }
  g_object_unref (dialog);
}

static void
add_export_filter (GtkFileChooser *chooser,
                   const char     *name,
                   const char     *mime_type,
                   const char     *pattern,
                   const char     *format)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  g_object_set_data (G_OBJECT (filter), "format", (gpointer) format);
  gtk_file_chooser_add_filter (chooser, filter);
}

void
_quintet_window_export_image_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  static const char *sizes[] = { "512", "1024", "2048", NULL };
  const char *size_labels[] = { _("Small (512 pixels)"), _("Medium (1024 pixels)"),
                                _("Large (2048 pixels)"), NULL };
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  dialog = gtk_file_chooser_native_new (_("Export Board Image"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  add_export_filter (GTK_FILE_CHOOSER (dialog), _("PNG Image"), "image/png", "*.png", "png");
  add_export_filter (GTK_FILE_CHOOSER (dialog), _("SVG Image"), "image/svg+xml", "*.svg", "svg");
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "size", _("Size"), sizes, size_labels);
  /* The portal starts at it; GTK 4.8's own dialog at the first size */
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "size", "1024");
  name = g_strdup_printf ("%s.png", _(quintet_game_get_name (self->game)));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect_object (dialog, "response", G_CALLBACK (export_dialog_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
