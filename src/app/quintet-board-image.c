/* quintet-board-image.c — the board as an image: the position shown,
 * drawn by the board's painter into a PNG or SVG file; and Export Board
 * Image's questions, the format and size, then the file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "quintet-board-image.h"
#include "quintet-compat.h"
#include "quintet-compat-files.h"

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
get_image_size (QuintetBoardView *view,
                int               size,
                int              *width,
                int              *height)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (quintet_board_view_get_game (view));
  double longer = MAX (geometry->width, geometry->height);

  *width = MAX (1, (int) (size * geometry->width / longer + 0.5));
  *height = MAX (1, (int) (size * geometry->height / longer + 0.5));
}

GBytes *
quintet_board_image_draw (QuintetBoardView  *view,
                          const char        *format,
                          int                size,
                          GError           **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  gboolean svg = g_strcmp0 (format, "svg") == 0;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int width, height;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (view), NULL);
  g_return_val_if_fail (quintet_board_view_get_game (view) != NULL, NULL);
  g_return_val_if_fail (size > 0, NULL);

  get_image_size (view, size, &width, &height);
  if (svg)
    surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  quintet_board_view_draw_position (view, cr, width, height);
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

/* ---- the format and size asked, then the file ---- */

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

static const ImageFormat *
find_format (const char *format)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (formats[i].format, format) == 0)
      return &formats[i];
  return &formats[0];
}

/* What is asked: the window that asks, its last choice (updated), the
 * name to offer and who is told; kept by the prompt, then by the window
 * while the file is chosen */
typedef struct
{
  GtkWindow                *window;
  QuintetBoardImageChoice  *choice;
  char                     *name;
  QuintetBoardImageChosen   chosen;
  gpointer                  user_data;
} Asking;

static void
asking_free (Asking *asking)
{
  g_free (asking->name);
  g_free (asking);
}

#define ASKING_KEY "quintet-board-image-asking"

/* (called only while the window lives) */
static void
file_chosen_cb (GFile    *chosen,
                gpointer  user_data)
{
  Asking *asking = g_object_steal_data (G_OBJECT (user_data), ASKING_KEY);
  const char *format;
  g_autoptr(GFile) file = NULL;

  /* (asked again meanwhile: the later question holds it) */
  if (asking == NULL)
    return;
  format = asking->choice->format;
  if (chosen != NULL)
    {
      file = get_export_file (chosen, &format);
      asking->chosen (file, format, asking->choice->size, asking->user_data);
    }
  asking_free (asking);
}

/* Asks for the file, in a dialog showing the images of the format chosen */
static void
choose_export_file (Asking *asking)
{
  const ImageFormat *format = find_format (asking->choice->format);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = g_strdup_printf ("%s.%s", asking->name, format->format);

  gtk_file_filter_set_name (filter, _(format->name));
  gtk_file_filter_add_mime_type (filter, format->mime_type);
  gtk_file_filter_add_pattern (filter, format->pattern);
  /* The window keeps it while the file is chosen: gone with the window */
  g_object_set_data_full (G_OBJECT (asking->window), ASKING_KEY, asking, (GDestroyNotify) asking_free);
  quintet_file_dialog_save (asking->window, _("Export Board Image"), _("_Export"), filter, NULL, name,
                            file_chosen_cb, asking->window);
}

static void
export_prompt_response_cb (GtkWidget  *prompt,
                           const char *response,
                           Asking     *asking)
{
  AdwComboRow *format_row = g_object_get_data (G_OBJECT (prompt), "format-row");
  AdwComboRow *size_row = g_object_get_data (G_OBJECT (prompt), "size-row");

  if (g_strcmp0 (response, "export") != 0)
    return;
  /* the file dialog has it now */
  g_object_steal_data (G_OBJECT (prompt), "asking");
  asking->choice->format = formats[adw_combo_row_get_selected (format_row)].format;
  asking->choice->size = sizes[adw_combo_row_get_selected (size_row)].size;
  choose_export_file (asking);
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
new_export_prompt (Asking *asking)
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
      if (find_format (asking->choice->format) == &formats[i])
        format = i;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      size_names[i] = sizes[i].name;
      if (sizes[i].size == (asking->choice->size != 0 ? asking->choice->size : DEFAULT_SIZE))
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
  g_object_set_data_full (G_OBJECT (prompt), "asking", asking, (GDestroyNotify) asking_free);
  g_signal_connect (prompt, "response", G_CALLBACK (export_prompt_response_cb), asking);
  return prompt;
}

void
quintet_board_image_ask (GtkWindow               *window,
                         QuintetBoardImageChoice *choice,
                         const char              *name,
                         QuintetBoardImageChosen  chosen,
                         gpointer                 user_data)
{
  Asking *asking = g_new0 (Asking, 1);

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (choice != NULL);

  asking->window = window;
  asking->choice = choice;
  asking->name = g_strdup (name);
  asking->chosen = chosen;
  asking->user_data = user_data;
  quintet_dialog_present (new_export_prompt (asking), GTK_WIDGET (window));
}
