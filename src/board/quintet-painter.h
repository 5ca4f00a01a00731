/* quintet-painter.h — draws a board with Cairo, for the view, thumbnails and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "quintet-board-theme.h"
#include "quintet-types.h"

G_BEGIN_DECLS

/* What a highlighted cell is: the input's next cells, and among them the
 * destinations that take an enemy piece, which must not look like the
 * ring of a piece that can move. */
typedef enum {
  QUINTET_HIGHLIGHT_NONE    = 0,
  QUINTET_HIGHLIGHT_NEXT    = 1 << 0,   /* can come next */
  QUINTET_HIGHLIGHT_CAPTURE = 1 << 1,   /* …and takes the enemy piece on it */
} QuintetHighlight;

/* Everything the painter needs to draw one frame. No widget, no game object:
 * the same call renders the board view, start-page thumbnails and test images. */
typedef struct {
  const QuintetGeometry *geometry;
  const QuintetCellView *cells;            /* geometry->n_cells entries */
  const char            *side_styles[2];   /* "white", "black", "red", "yellow", "light", "dark" */
  gboolean               dark;             /* dark style */
  QuintetBoardTheme      theme;            /* the board's look; 0 is wood */
  gboolean               show_coordinates;
  gboolean               flipped;          /* seen from the other side: half-turned */
  const QuintetMove     *last_turn;        /* marked on the board, or NULL */
  const QuintetMove     *suggested;        /* a hint: the cells of a turn to play, or NULL */
  const QuintetMotion   *hint_motions;     /* …and its pieces' moves, drawn as arrows */
  guint                  n_hint_motions;
  QuintetCell            hint_placement;   /* …and where it places a piece, or QUINTET_NO_CELL */
  /* The engine's best turn in review, or NULL: drawn by its parts, as a
   * hint is: an arrow for each of its pieces' moves (an arc for a launch),
   * then a placement mark where it puts a piece that comes from no square
   * (quintet_game_turn_placement: Pressman's new soldier, Opprimo's King).
   * Without its motions, an arrow along its path, cell to cell. */
  const QuintetMove     *hint_path;
  const QuintetMotion   *hint_path_motions;
  guint                  n_hint_path_motions;
  QuintetCell            hint_path_placement;
  /* Where pieces would stand if the cell under the pointer were clicked
   * (a whole line, OX-1): the piece on each motion's `from` in cells is
   * drawn faintly on its `to` */
  const QuintetMotion   *ghosts;
  guint                  n_ghosts;
  /* A piece being dragged (@lifting): the piece on @lifted is drawn at
   * (lifted_x, lifted_y), in pixels of the drawn area, not on its cell */
  gboolean               lifting;
  QuintetCell            lifted;
  double                 lifted_x, lifted_y;
  const QuintetCell     *selected;         /* cells clicked so far */
  guint                  n_selected;
  const guint8          *highlighted;      /* n_cells QuintetHighlight flags, or NULL */
  QuintetCell            focus;            /* keyboard focus cursor, or QUINTET_NO_CELL */
  /* Animation of a turn (or of a previewed part of one) from anim_before
   * to cells. Each motion carries the piece that stood on its `from` in
   * anim_before; motions in step k run during the k-th of n_steps equal
   * parts of anim_progress (0…1), n_steps = 1 + the largest step. A motion
   * from where an earlier one arrived moves the same piece on (a chain).
   * Pieces that only change in place fade out, fade in or flip (another
   * colour, QUINTET_PIECE_HALF) while a motion jumps over or arrives on
   * their cell, else over the whole animation. Nothing animates when
   * anim_progress is 1 or there are neither motions nor anim_before;
   * without anim_before the movers look like their final cell. */
  const QuintetCellView *anim_before;
  const QuintetMotion   *motions;
  guint                  n_motions;
  double                 anim_progress;
  /* Device pixels per unit of the target when the cairo_t cannot tell
   * (GTK records snapshots unscaled): pieces are cached as images at this
   * resolution. 0 means 1. */
  double                 scale_factor;
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
/* Smallest distance between two point cells (board units), or the piece
 * size on boards without points: the hit radius of points derives from it. */
double   quintet_painter_get_point_spacing (const QuintetGeometry *geometry);
/* The cell under a point in pixels, or QUINTET_NO_CELL. On a flipped
 * board, pass (width - x, height - y): the half turn is about the centre. */
QuintetCell quintet_painter_cell_at (const QuintetGeometry *geometry,
                                     double                 width,
                                     double                 height,
                                     double                 x,
                                     double                 y);
/* A side's piece as the board draws it, on a patch of the board's light
 * square colour, filling width × height: the side panel's swatches then
 * match the board in light and dark style. side picks the fallback for
 * an unknown side_style, as on the board. */
void     quintet_painter_draw_swatch (cairo_t           *cr,
                                      double             width,
                                      double             height,
                                      const char        *side_style,
                                      guint              side,
                                      QuintetBoardTheme  theme,
                                      gboolean           dark);

/* A side's piece colours (red, green, blue 0 … 1): its body and its
 * outline in light or dark style, for what shows the sides elsewhere
 * (the evaluation graph and bar) */
void     quintet_painter_get_side_colours (const char        *side_style,
                                           guint              side,
                                           QuintetBoardTheme  theme,
                                           double             body[3],
                                           double             rim[3],
                                           gboolean           dark);

G_END_DECLS
