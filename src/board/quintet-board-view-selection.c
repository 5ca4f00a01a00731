/* quintet-board-view-selection.c — the clicks that make a turn: the
 * selection and the highlights of the cells that can come next, the
 * popover that offers the turns the clicks leave open, and the turn
 * they choose
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view-private.h"
#include "quintet-painter.h"

/* ---- selection and highlights ---- */

/* The side the clicks move for: the side to move in the shown position.
 * (Not the piece on a clicked cell: after a capture the landing cell held
 * the enemy's piece until the preview moved the mover's there.) */
static int
moving_side (QuintetBoardView *self)
{
  return QUINTET_POSITION_SIDE (_quintet_board_view_shown_position (self));
}

static void
update_highlights (QuintetBoardView *self)
{
  const guint8 *next;
  int side;

  if (self->highlighted == NULL)
    return;

  memset (self->highlighted, 0, self->n_cells);
  if (self->n_selection == 0)
    {
      /* A turn that starts on an empty cell shows where it may: the
       * castle's triangles for a King to place (OP-1). The pieces that
       * can move are shown once one is chosen. */
      if (_quintet_board_view_ensure_input (self) == NULL)
        return;
      next = quintet_turn_input_get_next_cells (self->input);
      for (guint i = 0; i < self->n_cells; i++)
        if (next[i] && self->cells[i].height == 0)
          self->highlighted[i] = QUINTET_HIGHLIGHT_NEXT;
      return;
    }
  if (self->input == NULL)
    return;

  /* A next cell holding an enemy piece is a capture target: drawn unlike
   * the ring of a piece that can move */
  next = quintet_turn_input_get_next_cells (self->input);
  side = moving_side (self);
  for (guint i = 0; i < self->n_cells; i++)
    {
      const QuintetCellView *view = &self->cells[i];

      if (!next[i])
        continue;
      self->highlighted[i] = QUINTET_HIGHLIGHT_NEXT;
      if (side >= 0 && view->height > 0 && view->stack[view->height - 1] != side)
        self->highlighted[i] |= QUINTET_HIGHLIGHT_CAPTURE;
    }
}

gboolean
quintet_board_view_is_capture_target (QuintetBoardView *self,
                                      QuintetCell       cell)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->highlighted != NULL && cell < self->n_cells &&
         (self->highlighted[cell] & QUINTET_HIGHLIGHT_CAPTURE) != 0;
}

/* The "End Turn Here" button's state: the clicks complete a turn that
 * could also go on, so only an explicit finish ends it there. */
static void
update_can_finish (QuintetBoardView *self)
{
  gboolean can_finish = self->input != NULL && self->n_selection > 0 &&
                        quintet_turn_input_can_finish (self->input) &&
                        quintet_turn_input_can_go_on (self->input);

  if (self->can_finish == can_finish)
    return;
  self->can_finish = can_finish;
  _quintet_board_view_notify_can_finish (self);
}

void
_quintet_board_view_close_popover (QuintetBoardView *self)
{
  g_array_set_size (self->candidates, 0);
  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void update_selection_marks (QuintetBoardView *self);

void
_quintet_board_view_selection_changed (QuintetBoardView *self)
{
  /* A hint is for the position as it was before any click */
  if (self->n_selection > 0)
    self->has_hint = FALSE;
  _quintet_board_view_update_ghosts (self);
  update_selection_marks (self);
  update_highlights (self);
  update_can_finish (self);
  if (_quintet_board_view_update_guidance (self))
    _quintet_board_view_notify_guidance (self);
  _quintet_board_view_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether a motion from a clicked cell before @index lands on @cell */
static gboolean
lands_from_earlier_click (QuintetBoardView    *self,
                          const QuintetMotion *motions,
                          guint                n_motions,
                          guint                index,
                          QuintetCell          cell)
{
  for (guint i = 0; i < n_motions; i++)
    if (motions[i].to == cell && memchr (self->selection, motions[i].from, index) != NULL)
      return TRUE;
  return FALSE;
}

/* The selection as drawn: a clicked piece that the preview moved without
 * its being clicked on the way (a line's far end; not a line's near end,
 * whose landing is a click of its own, nor a chain's jumps) is marked
 * where it stands now, so the ring follows the line. */
static void
update_selection_marks (QuintetBoardView *self)
{
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  guint n_shown = MIN (self->n_selection, self->preview_length), n_motions = 0;

  memcpy (self->marks, self->selection, self->n_selection);
  if (n_shown == 0 || memcmp (self->selection, self->preview_path, n_shown) != 0)
    return;

  n_motions = quintet_game_path_motions (self->game, _quintet_board_view_shown_position (self),
                                         self->preview_path, self->preview_length,
                                         motions, G_N_ELEMENTS (motions));
  for (guint i = 1; i < n_shown; i++)
    {
      if (lands_from_earlier_click (self, motions, n_motions, i, self->selection[i]))
        continue;
      for (guint j = 0; j < n_motions; j++)
        if (motions[j].from == self->selection[i] && motions[j].to < self->n_cells)
          {
            self->marks[i] = motions[j].to;
            break;
          }
    }
}

/* The position after the clicks so far: the highlights, worked out on
 * the cells shown before, are marked again on the cells it shows (a
 * capture's landing cell holds the mover's piece now). */
static void
show_clicks_preview (QuintetBoardView *self)
{
  _quintet_board_view_update_preview (self);
  update_selection_marks (self);
  update_highlights (self);
}

/* The selection is the input's clicks. */
static void
sync_selection (QuintetBoardView *self)
{
  const QuintetCell *clicks = NULL;
  guint n_clicks = 0;

  if (self->input != NULL)
    clicks = quintet_turn_input_get_clicks (self->input, &n_clicks);
  if (n_clicks > 0)
    memcpy (self->selection, clicks, n_clicks);
  self->n_selection = n_clicks;
  if (n_clicks == 0)
    _quintet_board_view_end_preview (self);
  _quintet_board_view_selection_changed (self);
}

/* Escape or Back: lets go of the part being clicked, or takes back the
 * last part made; with no part made, forgets the clicks. */
void
quintet_board_view_undo_part (QuintetBoardView *self)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  _quintet_board_view_close_popover (self);
  _quintet_board_view_forget_refusal (self);
  if (self->input != NULL)
    quintet_turn_input_undo_part (self->input);
  sync_selection (self);
  if (self->n_selection > 0)
    show_clicks_preview (self);
}

void
quintet_board_view_clear_selection (QuintetBoardView *self)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  _quintet_board_view_close_popover (self);
  _quintet_board_view_forget_refusal (self);
  if (self->input != NULL)
    quintet_turn_input_cancel (self->input);
  sync_selection (self);
}

static void
emit_turn (QuintetBoardView  *self,
           const QuintetMove *turn)
{
  /* The handler may play the turn, which rebuilds our arrays: copy first */
  QuintetMove chosen = *turn;

  self->chosen_pending = TRUE;
  self->chosen_turn = *turn;
  self->chosen_path = (QuintetMove) { .length = self->n_selection };
  memcpy (self->chosen_path.path, self->selection, self->n_selection);
  self->chosen_steps = self->preview_steps;

  /* Forget the clicks but keep showing their preview: the turn goes on
   * from there if the owner plays it */
  _quintet_board_view_close_popover (self);
  if (self->input != NULL)
    quintet_turn_input_cancel (self->input);
  self->n_selection = 0;
  _quintet_board_view_selection_changed (self);

  _quintet_board_view_emit_turn_chosen (self, &chosen);

  if (self->chosen_pending)
    {
      /* Not played (yet): the position as it is */
      self->chosen_pending = FALSE;
      _quintet_board_view_end_preview (self);
      _quintet_board_view_selection_changed (self);
    }
}

static void
on_candidate_clicked (GtkButton        *button,
                      QuintetBoardView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "candidate-index"));

  /* A button of a popover on its way down, whose choice is gone (the
   * clicks were taken back): nothing to choose (found by the monkey) */
  if (index >= self->candidates->len)
    return;
  quintet_board_view_choose_candidate (self, index);
}

static void
on_popover_closed (QuintetBoardView *self)
{
  /* Dismissed without a choice: forget the clicks, but never the parts
   * of the turn made (OV-8: the move before a launch) */
  if (self->candidates->len == 0)
    return;
  if (self->input != NULL && quintet_turn_input_get_n_made (self->input) > 0)
    g_array_set_size (self->candidates, 0);
  else
    quintet_board_view_clear_selection (self);
}

static void
ensure_popover (QuintetBoardView *self)
{
  if (self->popover != NULL)
    return;

  self->popover = gtk_popover_new ();
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  g_signal_connect_object (self->popover, "closed",
                           G_CALLBACK (on_popover_closed), self, G_CONNECT_SWAPPED);
}

static void
show_candidates (QuintetBoardView  *self,
                 const QuintetMove *turns,
                 guint              n_turns)
{
  GtkWidget *box;
  GdkRectangle rect;
  double x = 0, y = 0;
  gconstpointer position = _quintet_board_view_shown_position (self);

  g_array_set_size (self->candidates, 0);
  g_array_append_vals (self->candidates, turns, n_turns);

  ensure_popover (self);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (self->game, position, &turns[i]);
      g_autofree char *words = quintet_game_describe_turn (self->game, position, &turns[i]);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *label = gtk_label_new (notation);

      /* "Move the whole column   d2-d3" where the game has words for it */
      if (words != NULL)
        {
          GtkWidget *title = gtk_label_new (words);

          gtk_label_set_xalign (GTK_LABEL (title), 0);
          gtk_widget_set_hexpand (title, TRUE);
          gtk_box_append (GTK_BOX (content), title);
          gtk_widget_add_css_class (label, "dim-label");
        }
      gtk_box_append (GTK_BOX (content), label);
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "candidate-index", GUINT_TO_POINTER (i));
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_candidate_clicked), self, 0);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);

  quintet_board_view_get_cell_center (self, self->selection[self->n_selection - 1], &x, &y);
  rect = (GdkRectangle) { (int) x - 1, (int) y - 1, 2, 2 };
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* Ends the turn at the clicks: plays the one turn they complete, or
 * offers the several (OV-8: slide or dismount) in the popover. */
static void
finish_at_selection (QuintetBoardView *self)
{
  guint n_turns;
  const QuintetMove *turns = quintet_turn_input_finish (self->input, &n_turns);

  if (n_turns == 1)
    emit_turn (self, &turns[0]);
  else if (n_turns > 1)
    show_candidates (self, turns, n_turns);
}

void
quintet_board_view_finish_turn (QuintetBoardView *self)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  if (!_quintet_board_view_accepts_input (self) || self->n_selection == 0 || self->input == NULL)
    return;

  finish_at_selection (self);
}

gboolean
quintet_board_view_get_can_finish (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->can_finish;
}

/* The input decides what a click means (QuintetTurnInput's press
 * policy); the view shows the clicks and plays or offers the turns. */
void
quintet_board_view_click_cell (QuintetBoardView *self,
                               QuintetCell       cell)
{
  QuintetPressResult result;
  QuintetCell before[QUINTET_MOVE_MAX_PATH];
  guint n_before = self->n_selection;

  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  if (cell >= self->n_cells || _quintet_board_view_ensure_input (self) == NULL)
    return;

  _quintet_board_view_close_popover (self);
  _quintet_board_view_forget_refusal (self);
  memcpy (before, self->selection, n_before);
  result = quintet_turn_input_press (self->input, cell);
  if (result == QUINTET_PRESS_CLEARED || result == QUINTET_PRESS_REFUSED)
    {
      _quintet_board_view_note_refusal (self, before, n_before, cell);
      if (self->refusal != NULL && _quintet_board_view_accepts_input (self))
        _quintet_board_view_emit_click_refused (self);
    }
  sync_selection (self);
  if (result == QUINTET_PRESS_FINISHED)
    finish_at_selection (self);

  /* Still clicking (the turn can go on, or needs a choice): show what the
   * clicks do so far. A complete turn animates from the last preview. */
  if (self->n_selection > 0)
    show_clicks_preview (self);
}

gboolean
quintet_board_view_is_highlighted (QuintetBoardView *self,
                                   QuintetCell       cell)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->highlighted != NULL && cell < self->n_cells && self->highlighted[cell];
}

const QuintetCell *
quintet_board_view_get_selection (QuintetBoardView *self,
                                  guint            *n_cells)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  if (n_cells)
    *n_cells = self->n_selection;
  return self->selection;
}

const QuintetCell *
quintet_board_view_get_selection_marks (QuintetBoardView *self,
                                        guint            *n_cells)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  if (n_cells)
    *n_cells = self->n_selection;
  return self->marks;
}

const QuintetMove *
quintet_board_view_get_candidates (QuintetBoardView *self,
                                   guint            *n_turns)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  if (n_turns)
    *n_turns = self->candidates->len;
  return (const QuintetMove *) self->candidates->data;
}

void
quintet_board_view_choose_candidate (QuintetBoardView *self,
                                     guint             index)
{
  QuintetMove chosen;

  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));
  g_return_if_fail (index < self->candidates->len);

  chosen = g_array_index (self->candidates, QuintetMove, index);
  emit_turn (self, &chosen);
}
