/* quintet-painter-private.h — what quintet-painter.c shares with the
 * animation timeline in quintet-painter-animation.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-painter.h"

G_BEGIN_DECLS

typedef struct _Palette Palette;
typedef struct _PieceStyle PieceStyle;

/* Everything one frame needs besides the model, derived once per draw. */
typedef struct {
  cairo_t                  *cr;
  const QuintetRenderModel *model;
  const QuintetGeometry    *geometry;
  const Palette            *palette;
  const PieceStyle         *styles[2];
  double                    pixel;     /* one device pixel in board units */
  double                    radius;    /* piece radius in board units */
  double                    spacing;   /* point spacing, for point marks */
  gboolean                  use_sprites;
  double                    alpha;     /* pieces fading out or in */
  double                    squeeze;   /* width of a piece turning over, 1 = flat */
  double                    edge;      /* how much of its edge shows, 0…1 */
  double                    device_scale;  /* board units → device pixels */
  double                    scale_factor;  /* target pixels → real pixels */
} Frame;

/* The colours a piece of @side_style meets the board with, as drawn in
 * light or dark style (red, green, blue 0…1): for contrast tests. */
typedef struct {
  double square[2][3];   /* light and dark squares */
  double rim[3];         /* the outline of every piece */
} QuintetPainterColours;

void     _quintet_painter_get_colours    (const char               *side_style,
                                          gboolean                  dark,
                                          QuintetPainterColours    *colours);
/* Tests: draw the static layer each time, to compare with the cached one. */
void     _quintet_painter_set_layer_cache_enabled (gboolean enabled);
void     _quintet_painter_draw_piece_at  (const Frame              *frame,
                                          const QuintetCellView    *view,
                                          double                    cx,
                                          double                    cy);
gboolean _quintet_painter_is_animating   (const QuintetRenderModel *model);
void     _quintet_painter_draw_animation (const Frame              *frame);

G_END_DECLS
