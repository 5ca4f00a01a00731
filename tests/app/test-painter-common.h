/* test-painter-common.h — what the painter tests share: a Pressman board
 * drawn into an image, and the pixels of that image
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"
#include "quintet-painter-private.h"

G_BEGIN_DECLS

#define SIZE 400

/* A Pressman game and the cells of its position, as the painter sees them. */
typedef struct {
  QuintetGame     *game;
  QuintetCellView *cells;
} Board;

/* Hand-made cells on a Pressman board, before and after a turn. */
typedef struct {
  QuintetGame           *game;
  const QuintetGeometry *geometry;
  QuintetCellView       *before;
  QuintetCellView       *after;
  double                 scale;
} Scene;

/* The start position, or @position_text if not NULL. */
void             board_load   (Board                    *board,
                               const char               *position_text);
/* The same for any registered game. */
void             board_load_game (Board                 *board,
                                  const char            *game_id,
                                  const char            *position_text);
void             board_clear  (Board                    *board);
void             board_model  (Board                    *board,
                               QuintetRenderModel       *model);

/* Draws @model into a new image of @size pixels, saved as @png_name in
 * the build directory if not NULL. */
cairo_surface_t *render_sized (const QuintetRenderModel *model,
                               int                       size,
                               const char               *png_name);
/* The same at SIZE pixels. */
cairo_surface_t *render       (const QuintetRenderModel *model,
                               const char               *png_name);

/* For the benchmarks: the time of one full redraw of @model at 1000 ×
 * 1000 pixels into @cr, in ms, over @frames frames after one to warm the
 * caches. */
double           redraw_ms    (cairo_t                  *cr,
                               const QuintetRenderModel *model,
                               guint                     frames);

/* Luminance 0…1 of one pixel (ARGB32 is premultiplied; the board is opaque). */
double           luminance_at (cairo_surface_t          *surface,
                               double                    x,
                               double                    y);
guint32          pixel_at     (cairo_surface_t          *surface,
                               double                    x,
                               double                    y);
/* Where a cell's centre lands in an image of SIZE pixels. */
void             cell_center  (const QuintetGeometry    *geometry,
                               QuintetCell               cell,
                               double                   *x,
                               double                   *y);
QuintetCell      cell_named   (const QuintetGeometry    *geometry,
                               const char               *name);

/* Empty before and after cells, and the scale at SIZE pixels. */
void             scene_init   (Scene                    *scene);
void             scene_clear  (Scene                    *scene);

G_END_DECLS
