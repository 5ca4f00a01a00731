/* quintet-painter.h — draws a board with Cairo, for the view, thumbnails and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "quintet-types.h"

G_BEGIN_DECLS

/* Everything the painter needs to draw one frame. No widget, no game object:
 * the same call renders the board view, start-page thumbnails and test images. */
typedef struct {
  const QuintetGeometry *geometry;
  const QuintetCellView *cells;            /* geometry->n_cells entries */
  const char            *side_styles[2];   /* "white", "black", "red", "yellow", "light", "dark" */
  gboolean               dark;             /* dark style */
  gboolean               show_coordinates;
  const QuintetMove     *last_turn;        /* marked on the board, or NULL */
  const QuintetCell     *selected;         /* cells clicked so far */
  guint                  n_selected;
  const guint8          *highlighted;      /* n_cells flags: cells that can come next, or NULL */
  QuintetCell            focus;            /* keyboard focus cursor, or QUINTET_NO_CELL */
  /* Animation of the last turn: the piece that arrives on anim_to is drawn
   * progress (0…1) of the way from anim_from. */
  QuintetCell            anim_from;
  QuintetCell            anim_to;
  double                 anim_progress;
} QuintetRenderModel;

void     quintet_render_model_init (QuintetRenderModel    *model,
                                    const QuintetGeometry *geometry,
                                    const QuintetCellView *cells);
void     quintet_painter_draw      (cairo_t                  *cr,
                                    double                    width,
                                    double                    height,
                                    const QuintetRenderModel *model);
/* Board space → pixels for a width × height area (aspect ratio kept, centred). */
void     quintet_painter_get_transform (const QuintetGeometry *geometry,
                                        double                 width,
                                        double                 height,
                                        double                *scale,
                                        double                *offset_x,
                                        double                *offset_y);
/* The cell under a point in pixels, or QUINTET_NO_CELL. */
QuintetCell quintet_painter_cell_at (const QuintetGeometry *geometry,
                                     double                 width,
                                     double                 height,
                                     double                 x,
                                     double                 y);

G_END_DECLS
