/* quintet-board-view-pointer.c — the pointer on the board: clicks, drag
 * and drop, the mouse's Back button, and what the cell under the pointer
 * would do (a line shown where it would stand)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every gesture feeds the same turn input as the keyboard: a drag is the
 * press on the piece and a click where it is dropped.
 */
#include "config.h"

#include <string.h>

#include "quintet-board-view-private.h"
#include "quintet-painter.h"

/* The cell drawn under a point of the widget, or QUINTET_NO_CELL */
QuintetCell
_quintet_board_view_cell_at_point (QuintetBoardView *self,
                                   double            x,
                                   double            y)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->game == NULL)
    return QUINTET_NO_CELL;

  if (self->flipped)
    {
      x = width - x;
      y = height - y;
    }
  return quintet_painter_cell_at (quintet_game_get_geometry (self->game), width, height, x, y);
}

/* ---- what the hovered cell would do ---- */

/* The pieces that would move if the hovered cell came next, when they
 * are more than one (a line, OX-1): the last step of the clicks' path
 * with that cell, drawn where they would stand. */
void
_quintet_board_view_update_ghosts (QuintetBoardView *self)
{
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  QuintetCell path[QUINTET_MOVE_MAX_PATH];
  guint n = self->n_selection, n_motions, last_step = 0, n_last = 0;

  self->n_ghosts = 0;
  if (self->hover == QUINTET_NO_CELL || n == 0 || n >= QUINTET_MOVE_MAX_PATH || self->input == NULL ||
      !_quintet_board_view_accepts_input (self) || !quintet_turn_input_can_click (self->input, self->hover))
    return;

  memcpy (path, self->selection, n);
  path[n] = self->hover;
  n_motions = quintet_game_path_motions (self->game, _quintet_board_view_shown_position (self),
                                         path, n + 1, motions, G_N_ELEMENTS (motions));
  for (guint i = 0; i < n_motions; i++)
    last_step = MAX (last_step, motions[i].step);
  for (guint i = 0; i < n_motions; i++)
    n_last += motions[i].step == last_step;
  if (n_last < 2)
    return;
  for (guint i = 0; i < n_motions; i++)
    if (motions[i].step == last_step)
      self->ghosts[self->n_ghosts++] = motions[i];
}

/* The cell under the pointer or the keyboard cursor changed. */
void
_quintet_board_view_set_hover (QuintetBoardView *self,
                               QuintetCell       cell)
{
  guint n_before = self->n_ghosts;

  self->hover = cell;
  _quintet_board_view_update_ghosts (self);
  if (n_before > 0 || self->n_ghosts > 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * quintet_board_view_get_ghosts:
 *
 * Returns: (array length=n_ghosts): the pieces drawn where they would
 *   stand if the cell under the pointer were clicked (a whole line)
 */
const QuintetMotion *
quintet_board_view_get_ghosts (QuintetBoardView *self,
                               guint            *n_ghosts)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (n_ghosts != NULL, NULL);

  *n_ghosts = self->n_ghosts;
  return self->ghosts;
}

/* ---- gestures ---- */

static void
on_click_pressed (GtkGestureClick  *gesture,
                  int               n_press,
                  double            x,
                  double            y,
                  QuintetBoardView *self)
{
  QuintetCell cell = _quintet_board_view_cell_at_point (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->focus_from_keyboard = FALSE;
  self->press_cell = cell;
  /* Off the board: let go of a chosen piece, but never of parts made */
  if (cell == QUINTET_NO_CELL)
    {
      if (self->input == NULL || quintet_turn_input_get_n_made (self->input) == 0)
        quintet_board_view_clear_selection (self);
      return;
    }

  self->focus = cell;
  self->press_let_go = self->n_selection > 0 && self->selection[self->n_selection - 1] == cell;
  quintet_board_view_click_cell (self, cell);
  self->press_let_go = self->press_let_go && self->n_selection == 0;
  /* A press that ended a turn or was refused has nothing to drag (a
   * refused press keeps the piece chosen before: not this cell's) */
  if ((self->n_selection == 0 && !self->press_let_go) || self->refusal != NULL)
    self->press_cell = QUINTET_NO_CELL;
  _quintet_board_view_update_accessible_description (self);
}

/* The mouse's Back button takes back a part of the turn, like Escape;
 * with nothing clicked it is left to the window. */
static void
on_back_pressed (GtkGestureClick  *gesture,
                 int               n_press,
                 double            x,
                 double            y,
                 QuintetBoardView *self)
{
  if (self->n_selection == 0 || !_quintet_board_view_accepts_input (self))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  quintet_board_view_undo_part (self);
}

/* Drag and drop plays the turn the click pair would: the press clicked
 * the piece (the click gesture), the release clicks where it is dropped. */
static void
on_drag_begin (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               QuintetBoardView *self)
{
  self->drag_x = x;
  self->drag_y = y;
}

/* Dragging shows a closed hand, and where the line would stand over the
 * cell under it */
static void
on_drag_update (GtkGestureDrag   *gesture,
                double            offset_x,
                double            offset_y,
                QuintetBoardView *self)
{
  double x = self->drag_x + offset_x, y = self->drag_y + offset_y;

  if (self->press_cell == QUINTET_NO_CELL || self->n_selection == 0 ||
      !gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->drag_x, (int) self->drag_y, (int) x, (int) y))
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  self->lifting = TRUE;
  self->lifted_x = x;
  self->lifted_y = y;
  _quintet_board_view_set_hover (self, _quintet_board_view_cell_at_point (self, x, y));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag   *gesture,
             double            offset_x,
             double            offset_y,
             QuintetBoardView *self)
{
  double x = self->drag_x + offset_x, y = self->drag_y + offset_y;
  QuintetCell cell = _quintet_board_view_cell_at_point (self, x, y);

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), NULL);
  if (self->lifting)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  self->lifting = FALSE;
  if (!gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->drag_x, (int) self->drag_y, (int) x, (int) y) ||
      cell == QUINTET_NO_CELL || cell == self->press_cell || self->press_cell == QUINTET_NO_CELL)
    return;

  /* A chosen piece pressed again was let go: dragging picks it up again */
  if (self->press_let_go)
    quintet_board_view_click_cell (self, self->press_cell);
  self->press_cell = QUINTET_NO_CELL;
  self->focus = cell;
  quintet_board_view_click_cell (self, cell);
  _quintet_board_view_update_accessible_description (self);
}

/* A click there does something: goes on, starts over, finishes or
 * deselects (the last cell again). */
static gboolean
is_clickable_cell (QuintetBoardView *self,
                   QuintetCell       cell)
{
  guint n = self->n_selection;

  if (cell == QUINTET_NO_CELL || _quintet_board_view_ensure_input (self) == NULL)
    return FALSE;
  if (n > 0 && self->selection[n - 1] == cell)
    return TRUE;

  return quintet_turn_input_can_click (self->input, cell) ||
         quintet_turn_input_can_restart (self->input, cell);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           QuintetBoardView         *self)
{
  QuintetCell cell = _quintet_board_view_cell_at_point (self, x, y);
  gboolean clickable = is_clickable_cell (self, cell);

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), clickable ? "pointer" : NULL);
  if (cell != self->hover)
    _quintet_board_view_set_hover (self, cell);
}

static void
on_leave (GtkEventControllerMotion *controller,
          QuintetBoardView         *self)
{
  _quintet_board_view_set_hover (self, QUINTET_NO_CELL);
}

/* The board's gestures and its motion controller (in this order: the
 * tests emit the primary click gesture's "pressed" first). */
void
_quintet_board_view_init_pointer (QuintetBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click, *drag, *back;
  GtkEventController *motion;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  back = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (back), 8);   /* the mouse's Back button */
  g_signal_connect (back, "pressed", G_CALLBACK (on_back_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (back));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);
}
