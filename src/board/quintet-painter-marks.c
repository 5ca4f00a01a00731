/* quintet-painter-marks.c — the position over the board: the last turn,
 * the pieces in place, and the marks of a turn being made (selection,
 * legal cells, captures, ghosts, hint arrows, the keyboard focus)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-painter-private.h"

/* ---- the turn on the board ---- */

void
_quintet_painter_draw_last_turn (const Frame *frame)
{
  const QuintetMove *turn = frame->model->last_turn;
  const QuintetMove *hint = frame->model->suggested;

  for (guint i = 0; turn != NULL && i < turn->length; i++)
    if (turn->path[i] < frame->geometry->n_cells)
      _quintet_painter_tint_cell (frame, turn->path[i], &frame->palette->last_turn, frame->palette->last_turn_alpha);
  /* A hint in the accent colour: the cells of the turn to play */
  for (guint i = 0; hint != NULL && i < hint->length; i++)
    if (hint->path[i] < frame->geometry->n_cells)
      _quintet_painter_tint_cell (frame, hint->path[i], &frame->palette->accent, 0.45);
}

void
_quintet_painter_draw_selection_under (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;

  /* The chosen piece's cell filled in the accent colour, the cells
   * passed on the way tinted: what is chosen shows among the marks */
  for (guint i = 0; model->selected != NULL && i < model->n_selected; i++)
    if (model->selected[i] < frame->geometry->n_cells)
      _quintet_painter_tint_cell (frame, model->selected[i], &frame->palette->accent,
                                  model->cells[model->selected[i]].height > 0 ? 0.55 : 0.28);
}

void
_quintet_painter_draw_pieces (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const QuintetRenderModel *model = frame->model;

  if (_quintet_painter_is_animating (model))
    {
      _quintet_painter_draw_animation (frame);
      return;
    }

  for (guint i = 0; i < g->n_cells; i++)
    if (model->cells[i].height > 0 && !(model->lifting && i == model->lifted))
      _quintet_painter_draw_piece_at (frame, &model->cells[i], _quintet_painter_wall_at (frame, i),
                                      g->cells[i].x, g->cells[i].y);
}

/* The dragged piece under the pointer, over everything but the focus */
void
_quintet_painter_draw_lifted (const Frame *frame,
                              double       x,
                              double       y)
{
  const QuintetRenderModel *model = frame->model;

  if (!model->lifting || model->lifted >= frame->geometry->n_cells || model->cells[model->lifted].height == 0 ||
      _quintet_painter_is_animating (model))
    return;
  _quintet_painter_draw_piece_at (frame, &model->cells[model->lifted], 0, x, y);
}

/* A capture target: four red corner brackets round the piece, so it
 * cannot be mistaken for the ring of a piece that can move. */
static void
draw_capture_brackets (const Frame *frame,
                       QuintetCell  id)
{
  cairo_t *cr = frame->cr;
  double cx = frame->geometry->cells[id].x, cy = _quintet_painter_stack_top_y (frame, id);
  double half = frame->radius * 1.15, arm = frame->radius * 0.42;

  for (int corner = 0; corner < 4; corner++)
    {
      double sx = corner % 2 ? 1 : -1, sy = corner / 2 ? 1 : -1;

      cairo_move_to (cr, cx + sx * half, cy + sy * (half - arm));
      cairo_line_to (cr, cx + sx * half, cy + sy * half);
      cairo_line_to (cr, cx + sx * (half - arm), cy + sy * half);
    }
  set_rgb (cr, &frame->palette->capture);
  cairo_set_line_width (cr, frame->radius * 0.14);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* An empty point or triangle that can come next: a solid disc, ringed,
 * well over twice the size of the board's own point dots, so that it
 * reads as a mark and not as a point, on the last turn's halo too. */
static void
draw_destination_mark (const Frame *frame,
                       QuintetCell  id,
                       double       size)
{
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double r = frame->radius;

  cairo_arc (cr, frame->geometry->cells[id].x, _quintet_painter_stack_top_y (frame, id), r * size, 0, 2 * G_PI);
  set_rgb (cr, &p->hint);
  cairo_fill_preserve (cr);
  set_rgb (cr, &p->hint_ring);
  cairo_set_line_width (cr, r * 0.12);
  cairo_stroke (cr);
}

/* Legal next cells: a dot on an empty square (a mark on a point or
 * triangle), a ringed dot on a piece of the mover's (one to mount, or a
 * line's other end: never a ring, which is the chosen piece's), brackets
 * round one to take. */
void
_quintet_painter_draw_highlights (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  const QuintetRenderModel *model = frame->model;
  const Palette *p = frame->palette;
  cairo_t *cr = frame->cr;
  double r = frame->radius;

  if (model->highlighted == NULL)
    return;

  for (guint i = 0; i < g->n_cells; i++)
    {
      if (!model->highlighted[i])
        continue;

      cairo_new_sub_path (cr);
      if (model->cells[i].height == 0 && g->cells[i].shape != QUINTET_CELL_SQUARE)
        draw_destination_mark (frame, i, 0.45);
      else if (model->cells[i].height == 0)
        {
          cairo_arc (cr, g->cells[i].x, _quintet_painter_stack_top_y (frame, i), r * 0.3, 0, 2 * G_PI);
          set_rgba (cr, &p->hint, p->hint_alpha);
          cairo_fill (cr);
        }
      else if (model->highlighted[i] & QUINTET_HIGHLIGHT_CAPTURE)
        draw_capture_brackets (frame, i);
      else
        draw_destination_mark (frame, i, 0.3);
    }
}

void
_quintet_painter_draw_selection_rings (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;

  for (guint i = 0; model->selected != NULL && i < model->n_selected; i++)
    {
      QuintetCell id = model->selected[i];

      if (id >= g->n_cells)
        continue;
      cairo_new_sub_path (cr);
      if (model->cells[id].height > 0)
        {
          cairo_arc (cr, g->cells[id].x, _quintet_painter_stack_top_y (frame, id), frame->radius * 1.12, 0, 2 * G_PI);
          set_rgb (cr, &frame->palette->accent);
          cairo_set_line_width (cr, frame->radius * 0.2);
          cairo_stroke (cr);
        }
      else
        {
          /* a cell passed on the way (a chain's landing, a move's end) */
          cairo_arc (cr, g->cells[id].x, g->cells[id].y, frame->radius * 0.3, 0, 2 * G_PI);
          set_rgb (cr, &frame->palette->accent);
          cairo_fill (cr);
        }
    }
}

/* The badges of the columns that have a ring round them, over the ring */
void
_quintet_painter_draw_marks_over_rings (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;

  if (_quintet_painter_is_animating (model))
    return;
  for (guint i = 0; i < g->n_cells; i++)
    {
      gboolean ringed = model->highlighted != NULL && model->highlighted[i] != 0;

      for (guint k = 0; !ringed && model->selected != NULL && k < model->n_selected; k++)
        ringed = model->selected[k] == i;
      if (ringed && model->cells[i].height > 0 && !(model->lifting && i == model->lifted))
        _quintet_painter_draw_marks_at (frame, &model->cells[i], _quintet_painter_wall_at (frame, i),
                                        g->cells[i].x, g->cells[i].y);
    }
}

/* Where the pieces of a line would stand: each drawn faintly, ringed. */
void
_quintet_painter_draw_ghosts (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetGeometry *g = frame->geometry;
  Frame faint = *frame;
  cairo_t *cr = frame->cr;

  faint.alpha = 0.55;
  for (guint i = 0; model->ghosts != NULL && i < model->n_ghosts; i++)
    {
      const QuintetMotion *ghost = &model->ghosts[i];

      if (ghost->from >= g->n_cells || ghost->to >= g->n_cells || model->cells[ghost->from].height == 0)
        continue;
      _quintet_painter_draw_piece_at (&faint, &model->cells[ghost->from], _quintet_painter_wall_at (frame, ghost->to),
                                      g->cells[ghost->to].x, g->cells[ghost->to].y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, g->cells[ghost->to].x, _quintet_painter_stack_top_y (frame, ghost->to), frame->radius * 1.06, 0, 2 * G_PI);
      set_rgb (cr, &frame->palette->accent);
      cairo_set_line_width (cr, frame->radius * 0.08);
      cairo_set_dash (cr, (double[]) { frame->radius * 0.25, frame->radius * 0.17 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* One arrow of a hint or of the best turn, from cell to cell: a shaft
 * and a head (@head_only: the head alone, to fill it without filling a
 * bent shaft's bow); @bend (a launch's arc) bows the shaft sideways by
 * that share of its length. */
static void
arrow_path (cairo_t *cr,
            double   x0,
            double   y0,
            double   x1,
            double   y1,
            double   width,
            double   bend,
            gboolean head_only)
{
  double length = hypot (x1 - x0, y1 - y0);
  double cx = (x0 + x1) / 2 + (y1 - y0) * bend, cy = (y0 + y1) / 2 - (x1 - x0) * bend;
  /* the head points along the shaft where it arrives */
  double tx = bend != 0 ? x1 - cx : x1 - x0, ty = bend != 0 ? y1 - cy : y1 - y0;
  double tangent = hypot (tx, ty), ux = tx / tangent, uy = ty / tangent;
  double head = MIN (width * 2.6, length * 0.5), base_x = x1 - ux * head, base_y = y1 - uy * head;

  if (!head_only)
    {
      cairo_move_to (cr, x0, y0);
      if (bend != 0)
        cairo_curve_to (cr, x0 + (cx - x0) * 2 / 3, y0 + (cy - y0) * 2 / 3,
                        base_x + (cx - base_x) * 2 / 3, base_y + (cy - base_y) * 2 / 3, base_x, base_y);
      else
        cairo_line_to (cr, base_x, base_y);
    }
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, base_x - uy * head * 0.62, base_y + ux * head * 0.62);
  cairo_line_to (cr, base_x + uy * head * 0.62, base_y - ux * head * 0.62);
  cairo_close_path (cr);
}

/* The pieces' moves of a turn as arrows over a darker edge, in the accent
 * colour, so that they show on light and dark squares; a promotion (the
 * column's bottom piece put on top) as a ring round its cell. */
static void
draw_motion_arrows (const Frame         *frame,
                    const QuintetMotion *motions,
                    guint                n_motions,
                    double               width)
{
  const QuintetGeometry *g = frame->geometry;
  cairo_t *cr = frame->cr;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; motions != NULL && i < n_motions; i++)
      {
        const QuintetMotion *motion = &motions[i];
        double x0, y0, x1, y1, bend;

        if (motion->from >= g->n_cells || motion->to >= g->n_cells)
          continue;
        x0 = g->cells[motion->from].x, y0 = g->cells[motion->from].y;
        x1 = g->cells[motion->to].x, y1 = g->cells[motion->to].y;
        bend = motion->kind == QUINTET_MOTION_ARC ? 0.25 : 0;
        cairo_new_path (cr);
        if (motion->from == motion->to)
          cairo_arc (cr, x0, y0, frame->radius * 0.8, 0, 2 * G_PI);
        else
          arrow_path (cr, x0, y0, x1, y1, width, bend, FALSE);
        if (pass == 0)
          {
            /* the edge under the whole arrow */
            cairo_set_source_rgba (cr, 0, 0, 0, frame->model->dark ? 0.55 : 0.35);
            cairo_set_line_width (cr, width * 1.7);
            cairo_stroke (cr);
            continue;
          }
        set_rgba (cr, &frame->palette->accent, 0.92);
        cairo_set_line_width (cr, width);
        cairo_stroke (cr);
        if (motion->from != motion->to)
          {
            arrow_path (cr, x0, y0, x1, y1, width, bend, TRUE);
            cairo_fill (cr);
          }
      }
  cairo_restore (cr);
}

/* Where a turn puts a piece that comes from no square (Pressman's new
 * soldier, Opprimo's King): an accent ring round the cell with a plus in
 * it, over a darker edge; unlike an arrow's head and the chosen piece's
 * ring. Shared by the hint and the best turn. */
static void
draw_placement_mark (const Frame *frame,
                     QuintetCell  id,
                     double       width)
{
  cairo_t *cr = frame->cr;
  double x = frame->geometry->cells[id].x, y = frame->geometry->cells[id].y, r = frame->radius;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    {
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r * 0.78, 0, 2 * G_PI);
      cairo_move_to (cr, x - r * 0.38, y);
      cairo_line_to (cr, x + r * 0.38, y);
      cairo_move_to (cr, x, y - r * 0.38);
      cairo_line_to (cr, x, y + r * 0.38);
      if (pass == 0)
        cairo_set_source_rgba (cr, 0, 0, 0, frame->model->dark ? 0.55 : 0.35);
      else
        set_rgba (cr, &frame->palette->accent, 0.92);
      cairo_set_line_width (cr, pass == 0 ? width * 1.7 : width);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
_quintet_painter_draw_hint_arrows (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  double width = frame->radius * 0.22;

  draw_motion_arrows (frame, model->hint_motions, model->n_hint_motions, width);
  if (model->suggested != NULL && model->hint_placement < frame->geometry->n_cells)
    draw_placement_mark (frame, model->hint_placement, width);
}

/* A best turn given without its motions: a step from each clicked cell
 * to the next (a cell clicked again ends the turn there: no step) */
static guint
path_steps (const Frame       *frame,
            const QuintetMove *turn,
            QuintetMotion     *steps)
{
  guint n = 0;

  for (guint i = 1; i < turn->length && i < QUINTET_MOVE_MAX_PATH; i++)
    if (turn->path[i] != turn->path[i - 1] && turn->path[i] < frame->geometry->n_cells)
      steps[n++] = (QuintetMotion) { turn->path[i - 1], turn->path[i], n, QUINTET_MOTION_STEP };
  return n;
}

/* The engine's best turn, by its parts as the hint draws them: its
 * pieces' moves as arrows, then a placement mark where it puts a piece */
void
_quintet_painter_draw_hint_path (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  QuintetMotion steps[QUINTET_MOVE_MAX_PATH];
  const QuintetMotion *motions = model->hint_path_motions;
  guint n_motions = model->n_hint_path_motions;
  double width = frame->radius * 0.24;

  if (model->hint_path == NULL || _quintet_painter_is_animating (model))
    return;
  if (motions == NULL)
    {
      n_motions = path_steps (frame, model->hint_path, steps);
      motions = steps;
    }
  draw_motion_arrows (frame, motions, n_motions, width);
  if (model->hint_path_placement < frame->geometry->n_cells)
    draw_placement_mark (frame, model->hint_path_placement, width);
}

void
_quintet_painter_draw_focus (const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  const QuintetCellInfo *cell;
  cairo_t *cr = frame->cr;
  double width = MAX (3.0 * frame->pixel, frame->radius * 0.12);

  if (model->focus >= frame->geometry->n_cells)
    return;
  cell = &frame->geometry->cells[model->focus];

  /* Accent outline with a light inner line: visible on any square */
  _quintet_painter_cell_path (frame, cell, width * 0.8, frame->spacing * 0.46);
  set_rgb (cr, &frame->palette->accent);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  _quintet_painter_cell_path (frame, cell, width * 1.9, frame->spacing * 0.46 - width * 1.1);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_set_line_width (cr, width * 0.4);
  cairo_stroke (cr);
}
