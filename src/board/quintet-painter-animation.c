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

      if (m->kind == QUINTET_MOTION_LIFT)
        continue;
      for (guint k = 0; k < timeline->n_motions; k++)
        {
          const QuintetMotion *earlier = &model->motions[k];

          if (earlier->kind != QUINTET_MOTION_LIFT && earlier->to == m->from && earlier->step < m->step && timeline->next[k] < 0 &&
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

      if (m->kind == QUINTET_MOTION_LIFT)
        continue;
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
    if (timeline->previous[j] < 0 && timeline->motions[j].from == cell &&
        timeline->motions[j].kind != QUINTET_MOTION_LIFT)
      return j;
  return -1;
}

/* The promotion on @cell, or -1. */
static int
motion_lifting (const Timeline *timeline,
                QuintetCell     cell)
{
  for (guint j = 0; j < timeline->n_motions; j++)
    if (timeline->motions[j].kind == QUINTET_MOTION_LIFT && timeline->motions[j].from == cell)
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
 * to the other face (half strength). The frozen marks do not flip. */
static gboolean
is_flip (const QuintetCellView *before,
         const QuintetCellView *after)
{
  guint height = MIN (before->height, QUINTET_MAX_STACK);
  guint changed = before->flags ^ after->flags;

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
      /* Landing on a stack keeps it, and so does a column that a chain
       * only crosses (it ends as it was); landing on anything else
       * takes it */
      if (is_stack_bottom (before, after) || views_equal (before, after))
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
           guint                  wall,
           double                 cx,
           double                 cy)
{
  Frame turning = *frame;

  turning.squeeze = fabs (cos (G_PI * t));
  turning.edge = sin (G_PI * t);
  _quintet_painter_draw_piece_at (&turning, t < 0.5 ? before : after, wall, cx, cy);
}

/* y of a level that may lie between two, in a column of @levels on a
 * cell with @wall levels of wall */
static double
fractional_level_y (const Frame *frame,
                    guint        wall,
                    guint        levels,
                    double       level,
                    double       cy)
{
  return _quintet_painter_level_y (frame, wall, levels, wall, cy) - (level - wall) * frame->step;
}

static void
draw_single_piece (const Frame *frame,
                   guint8       side,
                   double       x,
                   double       y)
{
  QuintetCellView piece = { .height = 1, .stack = { side } };

  _quintet_painter_draw_piece_at (frame, &piece, 0, x, y);
}

/* A promotion: the bottom piece swings out of its column and climbs to
 * its top while the pieces above it settle one level down. */
static void
draw_lift (const Frame         *frame,
           const Timeline      *timeline,
           const QuintetMotion *motion,
           guint                wall)
{
  const QuintetCellInfo *info = &frame->geometry->cells[motion->from];
  const QuintetCellView *before = &frame->model->anim_before[motion->from];
  guint height = MIN (before->height, QUINTET_MAX_STACK - MIN (wall, QUINTET_MAX_STACK));
  guint levels = wall + height;
  double t = ease_step (timeline->time - motion->step);

  if (timeline->time >= motion->step + 1.0 || height < 2)
    {
      _quintet_painter_draw_piece_at (frame, &frame->model->cells[motion->from], wall, info->x, info->y);
      return;
    }
  if (timeline->time < motion->step)
    {
      _quintet_painter_draw_piece_at (frame, before, wall, info->x, info->y);
      return;
    }

  for (guint i = 1; i < height; i++)
    draw_single_piece (frame, before->stack[i], info->x,
                       fractional_level_y (frame, wall, levels, wall + i - t, info->y));
  draw_single_piece (frame, before->stack[0],
                     info->x - sin (G_PI * t) * frame->radius * 1.6,
                     fractional_level_y (frame, wall, levels, wall + t * (height - 1), info->y));
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
  guint wall = _quintet_painter_wall_at (frame, cell);
  int lift = motion_lifting (timeline, cell);

  if (lift >= 0 && frame->model->anim_before != NULL)
    {
      draw_lift (frame, timeline, &timeline->motions[lift], wall);
      return;
    }

  switch (classify_cell (frame, timeline, cell, &before))
    {
    case SHOW_NOTHING:
      break;

    case SHOW_AFTER:
      if (after->height > 0)
        _quintet_painter_draw_piece_at (frame, after, wall, info->x, info->y);
      break;

    case SHOW_BEFORE:
      _quintet_painter_draw_piece_at (frame, &before, wall, info->x, info->y);
      break;

    case SHOW_FADE_OUT:
      fading.alpha = 1.0 - change_progress (frame, timeline, cell);
      if (fading.alpha > 0)
        _quintet_painter_draw_piece_at (&fading, &before, wall, info->x, info->y);
      break;

    case SHOW_FADE_IN:
      fading.alpha = change_progress (frame, timeline, cell);
      if (fading.alpha > 0)
        _quintet_painter_draw_piece_at (&fading, after, wall, info->x, info->y);
      break;

    case SHOW_FLIP:
      draw_flip (frame, &before, after, change_progress (frame, timeline, cell), wall, info->x, info->y);
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

/* The centre of @n moving pieces standing over @below pieces of @cell. */
static double
part_centre_y (const Frame *frame,
               QuintetCell  cell,
               guint        below,
               guint        n)
{
  guint wall = _quintet_painter_wall_at (frame, cell);
  guint levels = MIN (wall + below + n, QUINTET_MAX_STACK);
  double cy = frame->geometry->cells[cell].y;
  guint first = MIN (wall + below, levels - 1);

  return (_quintet_painter_level_y (frame, wall, levels, first, cy) +
          _quintet_painter_level_y (frame, wall, levels, levels - 1, cy)) / 2;
}

/* Where @n moving pieces stand on the cell a motion leaves (@leaving:
 * the first of its chain) or reaches (@last: the end of its chain). */
static double
stand_y (const Frame    *frame,
         QuintetCell     cell,
         guint           n,
         gboolean        leaving,
         gboolean        last)
{
  const QuintetRenderModel *model = frame->model;
  int below;

  if (leaving)
    below = model->anim_before != NULL ? (int) model->anim_before[cell].height - (int) n : 0;
  else if (last)
    below = (int) model->cells[cell].height - (int) n;
  else
    below = model->anim_before != NULL ? model->anim_before[cell].height : 0;

  return part_centre_y (frame, cell, MAX (below, 0), MAX (n, 1u));
}

typedef struct {
  double x, y;
  double ground_y;  /* where it would be without flying */
  double lift;      /* 0…1: how high a launched piece flies */
  guint pieces;     /* how many of the movers, from the top, are here */
  gboolean moving;
} MoverPlace;

/* Where the @n pieces of the chain starting with motion @first are now;
 * FALSE once they have arrived (the after view shows them) */
static gboolean
mover_position (const Frame    *frame,
                const Timeline *timeline,
                guint           first,
                guint           n,
                MoverPlace     *place)
{
  const QuintetCellInfo *cells = frame->geometry->cells;
  int j = first;

  memset (place, 0, sizeof *place);
  for (; j >= 0; j = timeline->next[j])
    {
      const QuintetMotion *m = &timeline->motions[j];
      const QuintetCellInfo *from = &cells[m->from], *to = &cells[m->to];
      /* A launch takes only the top piece of a column that slid onto the
       * furthest rank (c8-c9@c5): the rest stays, as the after view shows */
      guint flying = m->kind == QUINTET_MOTION_ARC ? 1 : n;
      double from_y = stand_y (frame, m->from, n, timeline->previous[j] < 0, FALSE);
      double to_y, t;

      if (flying < n)
        {
          int below = frame->model->anim_before != NULL ? frame->model->anim_before[m->from].height : 0;

          below += timeline->previous[j] >= 0 ? (int) n - 1 : -1;
          from_y = part_centre_y (frame, m->from, MAX (below, 0), 1);
        }
      place->pieces = n;
      if (timeline->time < m->step)
        {
          /* waiting on its cell for its step */
          place->x = from->x;
          place->y = place->ground_y = from_y;
          return TRUE;
        }
      if (timeline->time < m->step + 1.0)
        {
          to_y = stand_y (frame, m->to, flying, FALSE, timeline->next[j] < 0);
          place->pieces = flying;
          t = ease_step (timeline->time - m->step);
          place->x = from->x + t * (to->x - from->x);
          place->y = place->ground_y = from_y + t * (to_y - from_y);
          if (m->kind == QUINTET_MOTION_ARC)
            {
              /* a launch flies over the board: up and back down, and
               * larger (nearer the eye) half way */
              place->lift = sin (G_PI * t);
              place->y -= place->lift * (0.4 + 0.25 * hypot (to->x - from->x, to->y - from->y));
            }
          place->moving = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

/* A launched piece seen nearer: a few fixed sizes, so that the cached
 * images of the pieces are reused from frame to frame. */
static void
draw_flying (const Frame           *frame,
             const QuintetCellView *moving,
             const MoverPlace      *place)
{
  Frame flying = *frame;
  double grow = 1.0 + round (place->lift * 6.0) * 0.05;
  QuintetCellView top = *moving;

  if (place->pieces < moving->height)
    {
      guint below = moving->height - place->pieces;

      top.height = place->pieces;
      memmove (top.stack, moving->stack + below, place->pieces);
      top.frozen = moving->frozen >> below;
    }

  flying.radius *= grow;
  flying.step *= grow;
  if (place->lift > 0)
    {
      /* its shadow stays on the board */
      cairo_new_sub_path (frame->cr);
      cairo_arc (frame->cr, place->x, place->ground_y,
                 frame->radius * (1.0 - 0.3 * place->lift), 0, 2 * G_PI);
      cairo_set_source_rgba (frame->cr, 0, 0, 0, frame->palette->shadow_alpha * 0.6);
      cairo_fill (frame->cr);
    }
  _quintet_painter_draw_piece_at (&flying, &top, 0, place->x, place->y);
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
      MoverPlace place;

      if (timeline->previous[j] >= 0 || timeline->motions[j].kind == QUINTET_MOTION_LIFT)
        continue;

      if (model->anim_before != NULL)
        split_leaving (frame, timeline->motions[j].from, &moving, &staying);
      else
        moving = model->cells[timeline->motions[last_motion (timeline, j)].to];

      if (moving.height == 0 ||
          !mover_position (frame, timeline, j, moving.height, &place) ||
          place.moving != moving_now)
        continue;

      draw_flying (frame, &moving, &place);
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
