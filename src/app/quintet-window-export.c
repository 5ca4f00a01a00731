/* quintet-window-export.c — the board as an image: the position shown,
 * drawn by the board's painter into a PNG or SVG file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-compat-files.h"
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
  quintet_board_view_draw_position (quintet_game_page_get_board_view (self->game_page), cr, width, height);
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

/* ---- Export Board Image: the format and size asked, then the file ---- */

typedef struct
{
  const char *format;
  const char *name;
  const char *mime_type;
  const char *pattern;
} ImageFormat;

static const ImageFormat formats[] = {
  { "png", N_("PNG Image"), "image/png", "*.png" },
  { "svg", N_("SVG Image"), "image/svg+xml", "*.svg" },
};

typedef struct
{
  int         size;
  const char *name;
} ImageSize;

static const ImageSize sizes[] = {
  { 512, N_("Small (512 pixels)") },
  { 1024, N_("Medium (1024 pixels)") },
  { 2048, N_("Large (2048 pixels)") },
};

#define DEFAULT_SIZE 1024

/* The format the name asks for, else the one chosen (and the name gets
 * its extension). */
static GFile *
get_export_file (GFile       *file,
                 const char **format)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *with_extension = NULL;

  if (g_str_has_suffix (name, ".svg") || g_str_has_suffix (name, ".SVG"))
    *format = "svg";
  else if (g_str_has_suffix (name, ".png") || g_str_has_suffix (name, ".PNG"))
    *format = "png";
  else
    {
      with_extension = g_strdup_printf ("%s.%s", name, *format);
      return g_file_get_child_for_display_name (parent, with_extension, NULL);
    }
  return g_object_ref (file);
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
export_file_chosen_cb (GFile    *chosen,
                       gpointer  user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);
  const char *format = self->export_format;
  g_autoptr(GFile) file = NULL;

  if (chosen == NULL || self->game == NULL)
    return;
  file = get_export_file (chosen, &format);
  if (file == NULL)
    show_export_error (self, NULL);
  else
    quintet_window_export_image_async (self, file, format, self->export_size, NULL, exported_cb, NULL);
}

static const ImageFormat *
find_format (const char *format)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (formats[i].format, format) == 0)
      return &formats[i];
  return &formats[0];
}

/* Asks for the file, in a dialog showing the images of the format chosen */
static void
choose_export_file (QuintetWindow *self)
{
  const ImageFormat *format = find_format (self->export_format);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = g_strdup_printf ("%s.%s", _(quintet_game_get_name (self->game)), format->format);

  gtk_file_filter_set_name (filter, _(format->name));
  gtk_file_filter_add_mime_type (filter, format->mime_type);
  gtk_file_filter_add_pattern (filter, format->pattern);
  quintet_file_dialog_save (GTK_WINDOW (self), _("Export Board Image"), _("_Export"), filter, NULL, name,
                            export_file_chosen_cb, self);
}

static void
export_prompt_response_cb (GtkWidget     *prompt,
                           const char    *response,
                           QuintetWindow *self)
{
  AdwComboRow *format_row = g_object_get_data (G_OBJECT (prompt), "format-row");
  AdwComboRow *size_row = g_object_get_data (G_OBJECT (prompt), "size-row");

  if (g_strcmp0 (response, "export") != 0 || self->game == NULL)
    return;
  self->export_format = formats[adw_combo_row_get_selected (format_row)].format;
  self->export_size = sizes[adw_combo_row_get_selected (size_row)].size;
  choose_export_file (self);
}

static GtkWidget *
new_choice_row (const char *title,
                const char *names[],
                guint       n_names,
                guint       selected)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  for (guint i = 0; i < n_names; i++)
    gtk_string_list_append (model, _(names[i]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  return row;
}

/* The format and size first, in a question of our own: the file dialog
 * of GTK 4.10 and later offers neither (no choices, and it does not say
 * which filter was chosen); GNOME 43's asks the same way, so that there
 * is one way. Each starts at what was chosen last in this window. */
static GtkWidget *
new_export_prompt (QuintetWindow *self)
{
  GtkWidget *prompt = quintet_alert_new (_("Export Board Image"), NULL);
  GtkWidget *list = gtk_list_box_new ();
  const char *format_names[G_N_ELEMENTS (formats)];
  const char *size_names[G_N_ELEMENTS (sizes)];
  guint format = 0, size = 0;
  GtkWidget *format_row, *size_row;

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      format_names[i] = formats[i].name;
      if (find_format (self->export_format) == &formats[i])
        format = i;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      size_names[i] = sizes[i].name;
      if (sizes[i].size == (self->export_size != 0 ? self->export_size : DEFAULT_SIZE))
        size = i;
    }
  /* Translators: the board image's format, asked before its file */
  format_row = new_choice_row (_("_Format"), format_names, G_N_ELEMENTS (formats), format);
  /* Translators: the board image's size, asked before its file */
  size_row = new_choice_row (_("_Size"), size_names, G_N_ELEMENTS (sizes), size);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), format_row);
  gtk_list_box_append (GTK_LIST_BOX (list), size_row);
  g_object_set_data (G_OBJECT (prompt), "format-row", format_row);
  g_object_set_data (G_OBJECT (prompt), "size-row", size_row);
  quintet_alert_set_extra_child (prompt, list);

  /* Translators: goes on to the file dialog, where the image is named */
  quintet_alert_add_responses (prompt, "cancel", _("_Cancel"), "export", _("_Export…"), NULL);
  quintet_alert_set_response_appearance (prompt, "export", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_default_response (prompt, "export");
  quintet_alert_set_close_response (prompt, "cancel");
  g_signal_connect_object (prompt, "response", G_CALLBACK (export_prompt_response_cb), self, 0);
  return prompt;
}

void
_quintet_window_export_image_activated (GtkWidget  *widget,
                                        const char *action_name,
                                        GVariant   *parameter)
{
  quintet_dialog_present (new_export_prompt (QUINTET_WINDOW (widget)), widget);
}
