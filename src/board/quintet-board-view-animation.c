/* quintet-board-view-animation.c — what the board shows while a turn is
 * made and played: the previews of partial turns and the animation of
 * their pieces, and of turns as they are played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-board-view-private.h"

#define ANIMATION_STEP_MS 200
/* A long chain speeds up rather than keep the player waiting */
#define MAX_ANIMATION_MS 1600

/* ---- previews of partial turns ---- */

static guint
count_steps (const QuintetMotion *motions,
             guint                n_motions)
{
  guint n_steps = 0;

  for (guint i = 0; i < n_motions; i++)
    n_steps = MAX (n_steps, motions[i].step + 1u);
  return n_steps;
}

/* Back to the shown position itself, at once (Escape, a new start). */
void
_quintet_board_view_end_preview (QuintetBoardView *self)
{
  if (self->preview_length == 0)
    return;

  _quintet_board_view_stop_animation (self);
  self->preview_length = 0;
  self->preview_steps = 0;
  _quintet_board_view_refresh_cells (self);
}

static gboolean
selection_extends_preview (QuintetBoardView *self)
{
  return self->preview_length > 0 && self->n_selection > self->preview_length &&
         memcmp (self->selection, self->preview_path, self->preview_length) == 0;
}

/* Show what the clicks so far do, when the game can tell (the first part
 * of a two-part turn, a chain so far); a longer prefix animates on from
 * the steps the shorter one showed. */
static void
show_preview (QuintetBoardView *self)
{
  QuintetPositionBuffer preview;
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  gconstpointer position = _quintet_board_view_shown_position (self);
  guint n_motions, first_step = 0;

  if (!quintet_game_preview_path (self->game, position, self->selection, self->n_selection, &preview))
    {
      /* Nothing new to show (a second part begun, a choice between turns
       * on the same clicks): what the earlier clicks did stays shown */
      if (!selection_extends_preview (self))
        _quintet_board_view_end_preview (self);
      return;
    }

  if (selection_extends_preview (self))
    first_step = self->preview_steps;
  else
    _quintet_board_view_end_preview (self);

  n_motions = quintet_game_path_motions (self->game, position, self->selection, self->n_selection,
                                         motions, G_N_ELEMENTS (motions));
  memcpy (self->anim_before, self->cells, self->n_cells * sizeof (QuintetCellView));
  quintet_game_describe_position (self->game, &preview, self->cells);
  memcpy (self->preview_path, self->selection, self->n_selection);
  self->preview_length = self->n_selection;
  self->preview_steps = MAX (first_step, count_steps (motions, n_motions));
  _quintet_board_view_animate_path (self, position, self->selection, self->n_selection, first_step);
}

void
_quintet_board_view_update_preview (QuintetBoardView *self)
{
  if (self->preview_length > 0 && self->preview_length == self->n_selection &&
      memcmp (self->selection, self->preview_path, self->n_selection) == 0)
    return;

  if (self->n_selection == 0 || !_quintet_board_view_accepts_input (self))
    _quintet_board_view_end_preview (self);
  else
    show_preview (self);

  _quintet_board_view_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- animation ---- */

void
_quintet_board_view_stop_animation (QuintetBoardView *self)
{
  self->animating = FALSE;
  self->n_motions = 0;
  if (self->animation != NULL &&
      adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->animation);
}

static void
on_animation_value (double            value,
                    QuintetBoardView *self)
{
  self->anim_progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_animation_done (QuintetBoardView *self)
{
  self->animating = FALSE;
  self->n_motions = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Animates from anim_before to the cells shown now: the pieces that
 * @path moves on @position, from step @first_step on (the steps before
 * it are shown already). */
void
_quintet_board_view_animate_path (QuintetBoardView  *self,
                                  gconstpointer      position,
                                  const QuintetCell *path,
                                  guint              length,
                                  guint              first_step)
{
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  guint n_motions, n_steps;

  _quintet_board_view_stop_animation (self);
  if (!self->animate ||
      memcmp (self->anim_before, self->cells, self->n_cells * sizeof (QuintetCellView)) == 0)
    return;

  n_motions = quintet_game_path_motions (self->game, position, path, length,
                                         motions, G_N_ELEMENTS (motions));
  for (guint i = 0; i < MIN (n_motions, G_N_ELEMENTS (motions)); i++)
    if (motions[i].step >= first_step)
      {
        self->motions[self->n_motions] = motions[i];
        self->motions[self->n_motions].step -= first_step;
        self->n_motions++;
      }
  n_steps = MAX (count_steps (self->motions, self->n_motions), 1);
  /* A launch's flight and a promotion's climb need longer than a step
   * to one square to be followed */
  for (guint i = 0; i < self->n_motions; i++)
    if (self->motions[i].kind != QUINTET_MOTION_STEP)
      {
        n_steps++;
        break;
      }

  self->animating = TRUE;
  self->anim_progress = 0;
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation),
                                    MIN (ANIMATION_STEP_MS * n_steps, MAX_ANIMATION_MS));
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

/**
 * quintet_board_view_get_animation:
 * @motions: (out) (optional): the piece motions, steps counted from 0
 * @n_motions: (out) (optional): how many
 *
 * The animation running now, if any: of a turn just played, or of a
 * preview the clicks just extended (only its new steps).
 *
 * Returns: whether an animation is running
 */
gboolean
quintet_board_view_get_animation (QuintetBoardView     *self,
                                  const QuintetMotion **motions,
                                  guint                *n_motions)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  if (motions)
    *motions = self->motions;
  if (n_motions)
    *n_motions = self->animating ? self->n_motions : 0;
  return self->animating;
}

void
_quintet_board_view_init_animation (QuintetBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->animation =
    adw_timed_animation_new (widget, 0, 1, ANIMATION_STEP_MS,
                             adw_callback_animation_target_new ((AdwAnimationTargetFunc) on_animation_value,
                                                                self, NULL));
  /* The painter eases every step of a chain on its own */
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  g_signal_connect_swapped (self->animation, "done", G_CALLBACK (on_animation_done), self);
}
