/* quintet-thumbnail.c — a game's board, drawn when a frame first shows it
 * and at the size it is shown (sharp at any size and scale; nothing is
 * drawn before the window's first frame needs it)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "quintet-painter.h"
#include "quintet-registry.h"
#include "quintet-theme-manager.h"
#include "quintet-thumbnail.h"

struct _QuintetThumbnail
{
  GObject          parent_instance;

  QuintetGame     *game;
  QuintetCellView *cells;
  gboolean         dark;
  QuintetBoardTheme theme;
  int              size;     /* of its natural square */
  gboolean         square;   /* the board centred in a square, not its own shape */
  GskRenderNode   *node;   /* the last drawing, kept while its size is asked again */
};

static void quintet_thumbnail_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QuintetThumbnail, quintet_thumbnail, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, quintet_thumbnail_paintable_init))

static void
quintet_thumbnail_snapshot (GdkPaintable *paintable,
                            GdkSnapshot  *snapshot,
                            double        width,
                            double        height)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  graphene_rect_t node_bounds;

  if (self->node != NULL)
    gsk_render_node_get_bounds (self->node, &node_bounds);
  if (self->node == NULL || !graphene_rect_equal (&node_bounds, &bounds))
    {
      GtkSnapshot *drawing = gtk_snapshot_new ();
      cairo_t *cr = gtk_snapshot_append_cairo (drawing, &bounds);
      QuintetGame *game = self->game;
      QuintetRenderModel model;

      quintet_render_model_init (&model, quintet_game_get_geometry (game), self->cells);
      model.side_styles[0] = quintet_game_get_side_style (game, QUINTET_SIDE_0);
      model.side_styles[1] = quintet_game_get_side_style (game, QUINTET_SIDE_1);
      model.dark = self->dark;
      model.theme = self->theme;
      model.show_coordinates = FALSE;
      quintet_painter_draw (cr, width, height, &model);
      cairo_destroy (cr);

      g_clear_pointer (&self->node, gsk_render_node_unref);
      self->node = gtk_snapshot_free_to_node (drawing);
    }
  gtk_snapshot_append_node (GTK_SNAPSHOT (snapshot), self->node);
}

/* The board's proportions, within its natural square. */
static int
quintet_thumbnail_get_intrinsic_width (GdkPaintable *paintable)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

  return geometry->width >= geometry->height || self->square ? self->size
                                             : (int) (self->size * geometry->width / geometry->height);
}

static int
quintet_thumbnail_get_intrinsic_height (GdkPaintable *paintable)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

  return geometry->height >= geometry->width || self->square ? self->size
                                             : (int) (self->size * geometry->height / geometry->width);
}

static GdkPaintableFlags
quintet_thumbnail_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE;
}

static void
quintet_thumbnail_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = quintet_thumbnail_snapshot;
  iface->get_intrinsic_width = quintet_thumbnail_get_intrinsic_width;
  iface->get_intrinsic_height = quintet_thumbnail_get_intrinsic_height;
  iface->get_flags = quintet_thumbnail_get_flags;
}

static void
quintet_thumbnail_finalize (GObject *object)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (object);

  g_clear_pointer (&self->node, gsk_render_node_unref);
  g_clear_pointer (&self->cells, g_free);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (quintet_thumbnail_parent_class)->finalize (object);
}

static void
quintet_thumbnail_class_init (QuintetThumbnailClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = quintet_thumbnail_finalize;
}

static void
quintet_thumbnail_init (QuintetThumbnail *self)
{
  self->size = QUINTET_THUMBNAIL_SIZE;
}

/* The style and the board theme it is drawn in */
void
quintet_thumbnail_set_look (QuintetThumbnail  *self,
                            gboolean           dark,
                            QuintetBoardTheme  theme)
{
  if (self->dark == dark && self->theme == theme)
    return;
  self->dark = dark;
  self->theme = theme;
  g_clear_pointer (&self->node, gsk_render_node_unref);
  gdk_paintable_invalidate_contents (GDK_PAINTABLE (self));
}

GdkPaintable *
quintet_thumbnail_new (const char *game_id)
{
  QuintetGame *game = quintet_registry_new_game (game_id);
  QuintetThumbnail *self;

  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_THUMBNAIL, NULL);
  self->game = game;
  quintet_game_new_game (game, QUINTET_SIDE_0);
  /* A typical position where the start would not show the game */
  if (quintet_game_get_showcase (game) != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!quintet_game_load_position (game, quintet_game_get_showcase (game), &error))
        g_warning ("the picture of %s: %s", game_id, error->message);
    }
  self->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (game)->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), self->cells);
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  return GDK_PAINTABLE (self);
}

/* @game's position now, as the painter draws it, every board's shape in
 * a square of @size */
GdkPaintable *
quintet_thumbnail_new_square (QuintetGame *game,
                              int          size)
{
  QuintetThumbnail *self = g_object_new (QUINTET_TYPE_THUMBNAIL, NULL);

  self->game = g_object_ref (game);
  self->size = size;
  /* every board's shape in one square: the rows' titles line up */
  self->square = TRUE;
  self->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (game)->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), self->cells);
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  return GDK_PAINTABLE (self);
}
