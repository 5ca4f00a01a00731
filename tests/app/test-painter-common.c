/* test-painter-common.c — what the painter tests share: a Pressman board
 * drawn into an image, and the pixels of that image
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-registry.h"
#include "quintet-geometry.h"

#include "test-painter-common.h"

void
board_load (Board      *board,
            const char *position_text)
{
  board_load_game (board, "pressman", position_text);
}

void
board_load_game (Board      *board,
                 const char *game_id,
                 const char *position_text)
{
  g_autoptr(GError) error = NULL;

  board->game = quintet_registry_new_game (game_id);
  g_assert_nonnull (board->game);
  if (position_text != NULL)
    {
      quintet_game_load_position (board->game, position_text, &error);
      g_assert_no_error (error);
    }
  board->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (board->game)->n_cells);
  quintet_game_describe_position (board->game, quintet_game_get_position (board->game), board->cells);
}

void
board_clear (Board *board)
{
  g_clear_object (&board->game);
  g_clear_pointer (&board->cells, g_free);
}

void
board_model (Board              *board,
             QuintetRenderModel *model)
{
  quintet_render_model_init (model, quintet_game_get_geometry (board->game), board->cells);
  model->side_styles[0] = quintet_game_get_side_style (board->game, QUINTET_SIDE_0);
  model->side_styles[1] = quintet_game_get_side_style (board->game, QUINTET_SIDE_1);
}

cairo_surface_t *
render_sized (const QuintetRenderModel *model,
              int                       size,
              const char               *png_name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  quintet_painter_draw (cr, size, size, model);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  if (png_name != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, png_name, NULL);

      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("saved %s", path);
    }

  return surface;
}

cairo_surface_t *
render (const QuintetRenderModel *model,
        const char               *png_name)
{
  return render_sized (model, SIZE, png_name);
}

/* Luminance 0…1 of one pixel (ARGB32 is premultiplied; the board is opaque). */
double
luminance_at (cairo_surface_t *surface,
              double           x,
              double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (data + (int) y * stride + (int) x * 4);
  double r = (pixel >> 16 & 0xff) / 255.0;
  double g = (pixel >> 8 & 0xff) / 255.0;
  double b = (pixel & 0xff) / 255.0;

  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

guint32
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + (int) y * stride + (int) x * 4);
}

void
cell_center (const QuintetGeometry *geometry,
             QuintetCell            cell,
             double                *x,
             double                *y)
{
  double scale, offset_x, offset_y;

  quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, &offset_x, &offset_y);
  *x = offset_x + geometry->cells[cell].x * scale;
  *y = offset_y + geometry->cells[cell].y * scale;
}

QuintetCell
cell_named (const QuintetGeometry *geometry,
            const char            *name)
{
  QuintetCell cell = quintet_geometry_find_cell (geometry, name);

  g_assert_cmpuint (cell, !=, QUINTET_NO_CELL);
  return cell;
}

void
scene_init (Scene *scene)
{
  scene->game = quintet_registry_new_game ("pressman");
  scene->geometry = quintet_game_get_geometry (scene->game);
  scene->before = g_new0 (QuintetCellView, scene->geometry->n_cells);
  scene->after = g_new0 (QuintetCellView, scene->geometry->n_cells);
  quintet_painter_get_transform (scene->geometry, SIZE, SIZE, &scene->scale, NULL, NULL);
}

void
scene_clear (Scene *scene)
{
  g_clear_object (&scene->game);
  g_clear_pointer (&scene->before, g_free);
  g_clear_pointer (&scene->after, g_free);
}

double
redraw_ms (cairo_t                  *cr,
           const QuintetRenderModel *model,
           guint                     frames)
{
  gint64 start;

  quintet_painter_draw (cr, 1000, 1000, model);   /* warm the caches */
  start = g_get_monotonic_time ();
  for (guint i = 0; i < frames; i++)
    quintet_painter_draw (cr, 1000, 1000, model);
  cairo_surface_flush (cairo_get_target (cr));
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}
