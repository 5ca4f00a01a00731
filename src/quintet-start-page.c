/* quintet-start-page.c — the games to choose from, as cards with a board thumbnail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "quintet-painter.h"
#include "quintet-registry.h"
#include "quintet-start-page.h"

#define THUMBNAIL_SIZE 180

struct _QuintetStartPage
{
  GtkWidget   parent_instance;

  GtkFlowBox *flow_box;
  GPtrArray  *pictures;   /* redrawn when the style turns light or dark */
};

G_DEFINE_FINAL_TYPE (QuintetStartPage, quintet_start_page, GTK_TYPE_WIDGET)

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int stride = cairo_image_surface_get_stride (surface);
  int height = cairo_image_surface_get_height (surface);

  cairo_surface_flush (surface);
  /* The bytes keep the surface alive: no copy of the pixels. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));

  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
quintet_start_page_render_thumbnail (const char *game_id,
                                     int         size,
                                     gboolean    dark)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autofree QuintetCellView *cells = NULL;
  const QuintetGeometry *geometry;
  QuintetRenderModel model;
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;
  int width, height;

  g_return_val_if_fail (game != NULL, NULL);

  quintet_game_new_game (game, QUINTET_SIDE_0);
  geometry = quintet_game_get_geometry (game);
  cells = g_new0 (QuintetCellView, geometry->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), cells);

  quintet_render_model_init (&model, geometry, cells);
  model.side_styles[0] = quintet_game_get_side_style (game, QUINTET_SIDE_0);
  model.side_styles[1] = quintet_game_get_side_style (game, QUINTET_SIDE_1);
  model.dark = dark;
  model.show_coordinates = FALSE;

  /* Keep the board's proportions within a size × size square. */
  width = geometry->width >= geometry->height ? size : (int) (size * geometry->width / geometry->height);
  height = geometry->width >= geometry->height ? (int) (size * geometry->height / geometry->width) : size;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (width, 1), MAX (height, 1));
  cr = cairo_create (surface);
  quintet_painter_draw (cr, width, height, &model);
  cairo_destroy (cr);

  texture = texture_from_surface (surface);
  cairo_surface_destroy (surface);

  return texture;
}

static void
update_thumbnails (QuintetStartPage *self)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale = MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);

  for (guint i = 0; i < self->pictures->len; i++)
    {
      GtkPicture *picture = g_ptr_array_index (self->pictures, i);
      const char *game_id = g_object_get_data (G_OBJECT (picture), "game-id");
      g_autoptr(GdkTexture) texture = NULL;

      texture = quintet_start_page_render_thumbnail (game_id, THUMBNAIL_SIZE * scale, dark);
      gtk_picture_set_paintable (picture, GDK_PAINTABLE (texture));
    }
}

static void
card_clicked_cb (GtkButton        *button,
                 QuintetStartPage *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "game-id");

  g_signal_emit (self, signals[GAME_CHOSEN], 0, game_id);
}

static GtkWidget *
new_card (QuintetStartPage      *self,
          const QuintetGameInfo *info)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *name = gtk_label_new (_(info->name));
  GtkWidget *description = gtk_label_new (_(info->description));

  g_object_set_data (G_OBJECT (picture), "game-id", (gpointer) info->id);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_size_request (picture, THUMBNAIL_SIZE, THUMBNAIL_SIZE);
  gtk_widget_add_css_class (picture, "thumbnail");
  g_ptr_array_add (self->pictures, picture);

  gtk_widget_add_css_class (name, "title-4");
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_justify (GTK_LABEL (description), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 24);
  gtk_widget_add_css_class (description, "dim-label");

  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);

  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "card");
  gtk_widget_add_css_class (button, "game-card");
  /* Translators: tooltip of a game's card on the start page */
  gtk_widget_set_tooltip_text (button, _("Start a new game"));
  g_object_set_data (G_OBJECT (button), "game-id", (gpointer) info->id);
  g_signal_connect (button, "clicked", G_CALLBACK (card_clicked_cb), self);

  return button;
}

static void
quintet_start_page_dispose (GObject *object)
{
  GtkWidget *child;
  QuintetStartPage *self = QUINTET_START_PAGE (object);

  g_clear_pointer (&self->pictures, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_START_PAGE);
  /* Template children without an id are not unparented by the above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (quintet_start_page_parent_class)->dispose (object);
}

static void
quintet_start_page_class_init (QuintetStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_start_page_dispose;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, flow_box);
  gtk_widget_class_set_css_name (widget_class, "startpage");
}

static void
quintet_start_page_init (QuintetStartPage *self)
{
  const QuintetGameInfo *games;
  guint n_games;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pictures = g_ptr_array_new ();

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *card = new_card (self, &games[i]);

      gtk_flow_box_append (self->flow_box, card);
      /* The card's button takes the focus; its flow box child need not. */
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
  /* Few games: no empty columns pushing the cards off centre. */
  gtk_flow_box_set_max_children_per_line (self->flow_box, CLAMP (n_games, 1, 3));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_thumbnails), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (update_thumbnails), NULL);
  update_thumbnails (self);
}

GtkWidget *
quintet_start_page_new (void)
{
  return g_object_new (QUINTET_TYPE_START_PAGE, NULL);
}
