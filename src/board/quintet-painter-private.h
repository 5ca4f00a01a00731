/* quintet-painter-private.h — what the files of the painter share:
 * quintet-painter.c (colours, shapes, the transform, the frame's drawing
 * order), -board.c (the board and its cached static layer), -columns.c
 * (columns and the wall), -marks.c (the position and the marks over the
 * board), -pieces.c (the pieces) and -animation.c (an animated turn)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-painter.h"

G_BEGIN_DECLS

typedef struct {
  double r, g, b;
} Rgb;

typedef struct _Palette Palette;
typedef struct _PieceStyle PieceStyle;

/* The board's colours in one style of one theme (quintet-painter-themes.c) */
struct _Palette {
  Rgb    frame;
  Rgb    frame_edge;
  Rgb    label;
  Rgb    square[2];
  Rgb    surface;          /* playing area of point and triangle boards */
  Rgb    line;
  Rgb    accent;
  Rgb    last_turn;
  double last_turn_alpha;
  Rgb    hint;             /* legal next cells */
  double hint_alpha;
  Rgb    hint_ring;        /* edge of a destination mark on a point or triangle */
  Rgb    capture;          /* brackets round a piece a move would take */
  double shadow_alpha;
  Rgb    badge;
  Rgb    wall_ground;      /* behind the wall's blocks: the joints and the crenels */
  Rgb    wall_face;        /* the stone blocks, lit */
  Rgb    wall_base;        /* the stone blocks, shaded */
  Rgb    wall_edge;        /* outline of a block: one course of the wall */
  Rgb    wall_text;        /* the wall's height on its top block */
  /* A thin line just inside the rim of a piece whose rim would merge
   * with its body (white on white: a stack would read as one blob);
   * alpha 0 draws none */
  Rgb    rim_inner;
  double rim_inner_alpha;
};

/* How a side's pieces look: a two-colour scheme, body and mark. The rim
 * outlines every piece: dark on the light style's board, light on the
 * dark style's, so that it reaches 3:1 (WCAG non-text contrast, 4.5:1 in
 * the high-contrast theme) against both square shades whatever the body
 * colour. */
struct _PieceStyle {
  const char *name;
  Rgb         top;      /* body, lit edge */
  Rgb         base;     /* body, shaded edge */
  Rgb         rim;      /* outline in light style */
  Rgb         rim_dark; /* outline in dark style */
  Rgb         mark;     /* crown, insignia, hatching */
  Rgb         zone;     /* home base wash: warm, so it never looks greyed out */
  double      zone_alpha;
};

/* A board theme (QuintetBoardTheme): its palettes in light and dark style
 * and its pieces, one of each name the games use as a side style
 * ("white", "black", "red", "yellow", "light", "dark"). */
typedef struct {
  Palette    palettes[2];   /* light style, dark style */
  PieceStyle pieces[6];
  gboolean   flat;          /* pieces in their top colour, without a bevel */
  double     rim_width;     /* the outline's width, in piece radii */
} Theme;

/* Everything one frame needs besides the model, derived once per draw. */
typedef struct {
  cairo_t                  *cr;
  const QuintetRenderModel *model;
  const QuintetGeometry    *geometry;
  const Theme              *theme;
  const Palette            *palette;
  const PieceStyle         *styles[2];
  double                    pixel;     /* one device pixel in board units */
  double                    radius;    /* piece radius in board units */
  double                    step;      /* rise of one level of a column */
  const guint8             *walls;     /* wall height of each cell, or NULL */
  double                    spacing;   /* point spacing, for point marks */
  gboolean                  use_sprites;
  double                    alpha;     /* pieces fading out or in */
  double                    squeeze;   /* width of a piece turning over, 1 = flat */
  double                    edge;      /* how much of its edge shows, 0…1 */
  double                    device_scale;  /* board units → device pixels */
  double                    scale_factor;  /* target pixels → real pixels */
} Frame;

static inline void
set_rgb (cairo_t    *cr,
         const Rgb  *c)
{
  cairo_set_source_rgb (cr, c->r, c->g, c->b);
}

static inline void
set_rgba (cairo_t   *cr,
          const Rgb *c,
          double     alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

static inline const Rgb *
piece_rim (const Frame      *frame,
           const PieceStyle *style)
{
  return frame->model->dark ? &style->rim_dark : &style->rim;
}

/* The colours a piece of @side_style meets the board with, as drawn in
 * light or dark style (red, green, blue 0…1): for contrast tests. */
typedef struct {
  double square[2][3];   /* light and dark squares */
  double rim[3];         /* the outline of every piece */
  double wall[3];        /* the face of the wall's stone blocks */
} QuintetPainterColours;

void     _quintet_painter_get_colours    (QuintetBoardTheme         theme,
                                          const char               *side_style,
                                          gboolean                  dark,
                                          QuintetPainterColours    *colours);

/* The colours of the board and of the pieces in each theme
 * (quintet-painter-themes.c) */
const Theme      *_quintet_painter_get_theme          (QuintetBoardTheme         theme);
const Palette    *_quintet_painter_get_palette        (QuintetBoardTheme         theme,
                                                       gboolean                  dark);
/* Unknown styles fall back to the classic pair: white for side 0, else black. */
const PieceStyle *_quintet_painter_lookup_piece_style (QuintetBoardTheme         theme,
                                                       const char               *name,
                                                       guint                     side);

/* Shapes and text that the board and the pieces both draw (quintet-painter.c) */
/* The outline of a cell, shrunk towards its centre by inset (board units).
 * Points have no outline: a circle of the given radius stands for them. */
void     _quintet_painter_cell_path          (const Frame              *frame,
                                              const QuintetCellInfo    *cell,
                                              double                    inset,
                                              double                    point_radius);
void     _quintet_painter_rounded_rectangle  (cairo_t                  *cr,
                                              double                    x,
                                              double                    y,
                                              double                    width,
                                              double                    height,
                                              double                    radius);
void     _quintet_painter_select_font        (cairo_t                  *cr,
                                              double                    size);
void     _quintet_painter_show_centered_text (cairo_t                  *cr,
                                              const char               *text,
                                              double                    cx,
                                              double                    cy);

/* The board under the pieces (quintet-painter-board.c) */
/* A translucent wash over a whole cell (its square, triangle or a disc
 * around a point). */
void     _quintet_painter_tint_cell              (const Frame              *frame,
                                                  QuintetCell               id,
                                                  const Rgb                *colour,
                                                  double                    alpha);
gboolean _quintet_painter_has_lines_or_points    (const QuintetGeometry    *g);
void     _quintet_painter_draw_lines_and_points  (const Frame              *frame);
/* Squares, zones, frame and labels: what the static layer caches */
void     _quintet_painter_draw_static            (const Frame              *frame);
gboolean _quintet_painter_can_cache_static_layer (const Frame              *frame,
                                                  double                    width,
                                                  double                    height);
void     _quintet_painter_paint_static_layer     (const Frame              *frame,
                                                  gboolean                  lines,
                                                  double                    width,
                                                  double                    height,
                                                  double                    offset_x,
                                                  double                    offset_y,
                                                  double                    scale);
/* Tests: draw the static layer each time, to compare with the cached one. */
void     _quintet_painter_set_layer_cache_enabled (gboolean enabled);

/* Columns and the wall (quintet-painter-columns.c) */
void     _quintet_painter_fill_walls     (const QuintetGeometry    *g,
                                          guint8                   *walls);
/* The piece radius and the rise of a level, for @g */
void     _quintet_painter_frame_set_sizes (Frame                   *frame,
                                           const QuintetGeometry   *g);
void     _quintet_painter_draw_wall_cell (const Frame              *frame,
                                          const QuintetCellInfo    *cell,
                                          guint                     height);
/* Centre of the top of a cell's column: its top piece, or the top block
 * of an empty wall square. */
double   _quintet_painter_stack_top_y    (const Frame              *frame,
                                          QuintetCell               id);
/* Columns: piece @level of a cell (counting the wall's own levels on a
 * wall square) is drawn one step higher than the level below it. A
 * column on the ground is centred on its cell; on a wall square every
 * level has a fixed place, so that the wall can stay in the cached
 * layer and a piece on a 3-high section sits higher than on a 2-high one. */
double   _quintet_painter_level_y        (const Frame              *frame,
                                          guint                     wall,
                                          guint                     height,
                                          guint                     level,
                                          double                    cy);
guint    _quintet_painter_wall_at        (const Frame              *frame,
                                          QuintetCell               cell);
/* Where piece @index (from the bottom) of @cell is drawn, in board units
 * of the unflipped board, and the radius of its disc: for tests. */
void     _quintet_painter_piece_position (const QuintetGeometry    *geometry,
                                          const QuintetCellView    *cells,
                                          QuintetCell               cell,
                                          guint                     index,
                                          double                   *x,
                                          double                   *y,
                                          double                   *radius);
/* The pieces of @view standing on @wall levels of wall at (cx, cy), the
 * cell's centre. */
void     _quintet_painter_draw_piece_at  (const Frame              *frame,
                                          const QuintetCellView    *view,
                                          guint                     wall,
                                          double                    cx,
                                          double                    cy);
/* Only the height badge and lock beside those pieces: drawn again over
 * the rings round a selected or reachable column, which would cut them. */
void     _quintet_painter_draw_marks_at  (const Frame              *frame,
                                          const QuintetCellView    *view,
                                          guint                     wall,
                                          double                    cx,
                                          double                    cy);

/* The position and the marks over the board, in the order they are
 * drawn (quintet-painter-marks.c) */
void     _quintet_painter_draw_last_turn        (const Frame *frame);
void     _quintet_painter_draw_selection_under  (const Frame *frame);
void     _quintet_painter_draw_pieces           (const Frame *frame);
void     _quintet_painter_draw_ghosts           (const Frame *frame);
void     _quintet_painter_draw_highlights       (const Frame *frame);
void     _quintet_painter_draw_selection_rings  (const Frame *frame);
void     _quintet_painter_draw_marks_over_rings (const Frame *frame);
void     _quintet_painter_draw_hint_arrows      (const Frame *frame);
void     _quintet_painter_draw_hint_path        (const Frame *frame);
void     _quintet_painter_draw_lifted           (const Frame *frame,
                                                 double       x,
                                                 double       y);
void     _quintet_painter_draw_focus            (const Frame *frame);

/* An animated turn (quintet-painter-animation.c) */
gboolean _quintet_painter_is_animating   (const QuintetRenderModel *model);
void     _quintet_painter_draw_animation (const Frame              *frame);

G_END_DECLS
