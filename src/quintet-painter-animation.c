/* quintet-painter-animation.c — the painter's timeline of an animated turn:
 * which piece moves where, and which cells fade or flip, at each moment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "quintet-painter-private.h"

/* ---- the animation of a turn ----
 *
 * The model gives the cells before the turn (anim_before), after it
 * (cells) and the pieces that move, in steps. A piece that moves is the
 * before view of its first cell, carried along its motions; everything
 * else changes in place: it fades out (a capture), fades in, or flips (a
 * conversion, a token turned to its half-strength face). A change in place
 * happens during the step of a motion that jumps over the cell or arrives
 * on it, else over the whole animation. */

/* How one cell looks while the animation runs (the movers aside). */
typedef enum {
  SHOW_NOTHING,
  SHOW_AFTER,       /* the after view, still */
  SHOW_BEFORE,      /* the before view, still: a stack a mover lands on */
  SHOW_FADE_OUT,    /* the before view, fading */
  SHOW_FADE_IN,     /* the after view, appearing */
  SHOW_FLIP,        /* the before face turning to the after face */
} CellShow;

typedef struct {
  const QuintetMotion *motions;
  guint                n_motions;
  guint                n_steps;
  double               time;        /* 0 … n_steps */
  gint8                previous[QUINTET_MAX_MOTIONS];  /* motion this one continues, or -1 */
  gint8                next[QUINTET_MAX_MOTIONS];      /* motion that continues this one, or -1 */
  guint8               arriving[256];                  /* a motion still to arrive here */
  guint8               arrival[256];                   /* some motion ends here */
} Timeline;

gboolean
_quintet_painter_is_animating (const QuintetRenderModel *model)
{
  return (model->n_motions > 0 || model->anim_before != NULL) &&
         model->anim_progress < 1.0;
}

/* Slow in, slow out: a piece lifts off and settles on every step. */
static double
ease_step (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return t * t * (3.0 - 2.0 * t);
}

static void
timeline_init (Timeline    *timeline,
               const Frame *frame)
{
  const QuintetRenderModel *model = frame->model;
  guint n_cells = frame->geometry->n_cells;
  guint max_step = 0;

  memset (timeline, 0, sizeof *timeline);
  timeline->motions = model->motions;
  timeline->n_motions = model->motions != NULL ? MIN (model->n_motions, QUINTET_MAX_MOTIONS) : 0;

  /* Motions with cells off the board are not drawn */
  for (guint j = 0; j < timeline->n_motions; j++)
    if (model->motions[j].from >= n_cells || model->motions[j].to >= n_cells)
      timeline->n_motions = j;

  for (guint j = 0; j < timeline->n_motions; j++)
    max_step = MAX (max_step, model->motions[j].step);
  timeline->n_steps = max_step + 1;
  timeline->time = CLAMP (model->anim_progress, 0.0, 1.0) * timeline->n_steps;

  /* A motion from where an earlier one arrived moves the same piece on
   * (the next jump of a chain, the second part of a turn) */
  for (guint j = 0; j < timeline->n_motions; j++)
    timeline->previous[j] = timeline->next[j] = -1;
  for (guint j = 0; j < timeline->n_motions; j++)
    {
      const QuintetMotion *m = &model->motions[j];
      int best = -1;

      for (guint k = 0; k < timeline->n_motions; k++)
        {
          const QuintetMotion *earlier = &model->motions[k];

          if (earlier->to == m->from && earlier->step < m->step && timeline->next[k] < 0 &&
              (best < 0 || earlier->step > model->motions[best].step))
            best = k;
        }
      if (best >= 0)
        {
          timeline->previous[j] = best;
          timeline->next[best] = j;
        }
    }

  for (guint j = 0; j < timeline->n_motions; j++)
    {
      const QuintetMotion *m = &model->motions[j];

      timeline->arrival[m->to] = TRUE;
      if (timeline->time < m->step + 1.0)
        timeline->arriving[m->to] = TRUE;
    }
}

/* The motion that starts the piece leaving @cell, or -1. */
static int
motion_leaving (const Timeline *timeline,
                QuintetCell     cell)
{
  for (guint j = 0; j < timeline->n_motions; j++)
    if (timeline->previous[j] < 0 && timeline->motions[j].from == cell)
      return j;
  return -1;
}

static gboolean
views_equal (const QuintetCellView *a,
             const QuintetCellView *b)
{
  guint height = MIN (a->height, QUINTET_MAX_STACK);

  return a->height == b->height && a->flags == b->flags &&
         memcmp (a->stack, b->stack, height) == 0;
}

/* @part is the bottom of @whole: what stays when the top of a stack moves. */
static gboolean
is_stack_bottom (const QuintetCellView *part,
                 const QuintetCellView *whole)
{
  return part->height > 0 && part->height < whole->height && whole->height <= QUINTET_MAX_STACK &&
         memcmp (part->stack, whole->stack, part->height) == 0;
}

/* The same pieces, turned over: to the other colour (a conversion) or
 * to the other face (half strength). Other flags (frozen) do not flip. */
static gboolean
is_flip (const QuintetCellView *before,
         const QuintetCellView *after)
{
  guint height = MIN (before->height, QUINTET_MAX_STACK);
  guint changed = (before->flags ^ after->flags) & ~QUINTET_PIECE_FROZEN;

  if (height == 0 || before->height != after->height ||
      memcmp (before->stack, after->stack, height - 1) != 0)
    return FALSE;

  return before->stack[height - 1] != after->stack[height - 1] || changed == QUINTET_PIECE_HALF;
}

/* The moving part of the pieces on @cell before the turn, and what stays. */
static void
split_leaving (const Frame     *frame,
               QuintetCell      cell,
               QuintetCellView *moving,
               QuintetCellView *staying)
{
  const QuintetCellView *before = &frame->model->anim_before[cell];
  const QuintetCellView *after = &frame->model->cells[cell];

  memset (staying, 0, sizeof *staying);
  *moving = *before;
  if (is_stack_bottom (after, before))
    {
      *staying = *after;
      moving->height = before->height - after->height;
      memmove (moving->stack, before->stack + after->height, moving->height);
    }
}

/* When a change in place happens, in steps: while a motion arrives on the
 * cell or jumps over it, else over the whole animation. */
static void
change_window (const Frame    *frame,
               const Timeline *timeline,
               QuintetCell     cell,
               double         *start,
               double         *length)
{
  const QuintetCellInfo *cells = frame->geometry->cells;
  const QuintetCellInfo *c = &cells[cell];
  int best = -1;

  for (guint j = 0; j < timeline->n_motions; j++)
    if (timeline->motions[j].to == cell &&
        (best < 0 || timeline->motions[j].step < timeline->motions[best].step))
      best = j;

  for (guint j = 0; j < timeline->n_motions && best < 0; j++)
    {
      const QuintetCellInfo *from = &cells[timeline->motions[j].from];
      const QuintetCellInfo *to = &cells[timeline->motions[j].to];

      if (hypot ((from->x + to->x) / 2 - c->x, (from->y + to->y) / 2 - c->y) < frame->radius * 0.5)
        best = j;
    }

  if (best >= 0)
    {
      *start = timeline->motions[best].step;
      *length = 1;
    }
  else
    {
      *start = 0;
      *length = timeline->n_steps;
    }
}

static double
change_progress (const Frame    *frame,
                 const Timeline *timeline,
                 QuintetCell     cell)
{
  double start, length;

  change_window (frame, timeline, cell, &start, &length);
  return CLAMP ((timeline->time - start) / length, 0.0, 1.0);
}

static CellShow
classify_cell (const Frame     *frame,
               const Timeline  *timeline,
               QuintetCell      cell,
               QuintetCellView *before)
{
  const QuintetCellView *after = &frame->model->cells[cell];

  if (frame->model->anim_before == NULL)
    return timeline->arriving[cell] ? SHOW_NOTHING : SHOW_AFTER;

  /* What was here and does not move away */
  *before = frame->model->anim_before[cell];
  if (motion_leaving (timeline, cell) >= 0)
    {
      QuintetCellView moving;

      split_leaving (frame, cell, &moving, before);
    }

  if (timeline->arriving[cell])
    {
      if (before->height == 0)
        return SHOW_NOTHING;
      /* Landing on a stack keeps it; landing on anything else takes it */
      if (is_stack_bottom (before, after))
        return SHOW_BEFORE;
      return SHOW_FADE_OUT;
    }

  if (timeline->arrival[cell] || views_equal (before, after))
    return SHOW_AFTER;
  if (before->height == 0)
    return SHOW_FADE_IN;
  if (after->height == 0)
    return SHOW_FADE_OUT;
  if (is_flip (before, after))
    return SHOW_FLIP;
  return SHOW_AFTER;
}

/* A piece turning over: the disc narrows to its edge showing the before
 * face, and widens again showing the after face. */
static void
draw_flip (const Frame           *frame,
           const QuintetCellView *before,
           const QuintetCellView *after,
           double                 t,
           double                 cx,
           double                 cy)
{
  Frame turning = *frame;

  turning.squeeze = fabs (cos (G_PI * t));
  turning.edge = sin (G_PI * t);
  _quintet_painter_draw_piece_at (&turning, t < 0.5 ? before : after, cx, cy);
}

static void
draw_cell_during_animation (const Frame    *frame,
                            const Timeline *timeline,
                            QuintetCell     cell)
{
  const QuintetCellInfo *info = &frame->geometry->cells[cell];
  const QuintetCellView *after = &frame->model->cells[cell];
  QuintetCellView before = { 0 };
  Frame fading = *frame;

  switch (classify_cell (frame, timeline, cell, &before))
    {
    case SHOW_NOTHING:
      break;

    case SHOW_AFTER:
      if (after->height > 0)
        _quintet_painter_draw_piece_at (frame, after, info->x, info->y);
      break;

    case SHOW_BEFORE:
      _quintet_painter_draw_piece_at (frame, &before, info->x, info->y);
      break;

    case SHOW_FADE_OUT:
      fading.alpha = 1.0 - change_progress (frame, timeline, cell);
      if (fading.alpha > 0)
        _quintet_painter_draw_piece_at (&fading, &before, info->x, info->y);
      break;

    case SHOW_FADE_IN:
      fading.alpha = change_progress (frame, timeline, cell);
      if (fading.alpha > 0)
        _quintet_painter_draw_piece_at (&fading, after, info->x, info->y);
      break;

    case SHOW_FLIP:
      draw_flip (frame, &before, after, change_progress (frame, timeline, cell), info->x, info->y);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* The last motion of the piece that @first starts. */
static guint
last_motion (const Timeline *timeline,
             guint           first)
{
  guint j = first;

  while (timeline->next[j] >= 0)
    j = timeline->next[j];
  return j;
}

/* Where the piece of the chain starting with motion @first is now; FALSE
 * once it has arrived (the after view shows it) */
static gboolean
mover_position (const Frame    *frame,
                const Timeline *timeline,
                guint           first,
                double         *x,
                double         *y,
                gboolean       *moving)
{
  const QuintetCellInfo *cells = frame->geometry->cells;
  int j = first;

  *moving = FALSE;
  for (; j >= 0; j = timeline->next[j])
    {
      const QuintetMotion *m = &timeline->motions[j];
      const QuintetCellInfo *from = &cells[m->from], *to = &cells[m->to];
      double t;

      if (timeline->time < m->step)
        {
          /* waiting on its cell for its step */
          *x = from->x;
          *y = from->y;
          return TRUE;
        }
      if (timeline->time < m->step + 1.0)
        {
          t = ease_step (timeline->time - m->step);
          *x = from->x + t * (to->x - from->x);
          *y = from->y + t * (to->y - from->y);
          *moving = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

static void
draw_movers (const Frame    *frame,
             const Timeline *timeline,
             gboolean        moving_now)
{
  const QuintetRenderModel *model = frame->model;

  for (guint j = 0; j < timeline->n_motions; j++)
    {
      QuintetCellView moving, staying;
      gboolean moving_at_all;
      double x, y;

      if (timeline->previous[j] >= 0 ||
          !mover_position (frame, timeline, j, &x, &y, &moving_at_all) ||
          moving_at_all != moving_now)
        continue;

      if (model->anim_before != NULL)
        split_leaving (frame, timeline->motions[j].from, &moving, &staying);
      else
        moving = model->cells[timeline->motions[last_motion (timeline, j)].to];

      if (moving.height > 0)
        _quintet_painter_draw_piece_at (frame, &moving, x, y);
    }
}

/* The pieces while a turn animates: each cell's own change, then the
 * movers on top, those still waiting under those on their way. */
void
_quintet_painter_draw_animation (const Frame *frame)
{
  const QuintetGeometry *g = frame->geometry;
  Timeline timeline;

  timeline_init (&timeline, frame);
  for (guint i = 0; i < g->n_cells; i++)
    draw_cell_during_animation (frame, &timeline, i);
  /* Waiting pieces under the ones on their way */
  draw_movers (frame, &timeline, FALSE);
  draw_movers (frame, &timeline, TRUE);
}
