/* quintet-board-view.c — the interactive board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-board-view-private.h"
#include "quintet-painter.h"

#define MIN_BOARD_SIZE 120
#define NATURAL_BOARD_SIZE 480

G_DEFINE_FINAL_TYPE (QuintetBoardView, quintet_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLY,
  PROP_INTERACTIVE,
  PROP_SHOW_LEGAL_MOVES,
  PROP_SHOW_COORDINATES,
  PROP_ANIMATE,
  PROP_CAN_FINISH,
  PROP_FLIPPED,
  PROP_GUIDANCE,
  PROP_GUIDANCE_MARKUP,
  N_PROPS
};

enum {
  TURN_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
notify_guidance (QuintetBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUIDANCE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUIDANCE_MARKUP]);
}

/* ---- the shown position ---- */

static guint
shown_ply (QuintetBoardView *self)
{
  guint n_turns = quintet_game_get_n_turns (self->game);

  return self->ply == G_MAXUINT ? n_turns : MIN (self->ply, n_turns);
}

gconstpointer
_quintet_board_view_shown_position (QuintetBoardView *self)
{
  guint ply = shown_ply (self);

  if (ply == quintet_game_get_n_turns (self->game))
    return quintet_game_get_position (self->game);
  return quintet_game_get_position_at (self->game, ply);
}

/* Clicks make turns on the shown position; on an earlier one the owner
 * asks before the later turns are discarded. */
gboolean
_quintet_board_view_accepts_input (QuintetBoardView *self)
{
  return self->game != NULL && self->interactive;
}

/* The legal turns of the shown position: the game's own list for the live
 * position, for an earlier one the turns the game would accept there
 * (OF-5 repetitions counted up to that ply). */
static const QuintetMove *
shown_legal_turns (QuintetBoardView *self,
                   guint            *n_turns)
{
  guint ply = shown_ply (self);

  if (ply == quintet_game_get_n_turns (self->game))
    return quintet_game_get_legal_turns (self->game, n_turns);

  *n_turns = quintet_game_get_legal_turns_at (self->game, ply, &self->review_turns);
  return self->review_turns.turns;
}

QuintetTurnInput *
_quintet_board_view_ensure_input (QuintetBoardView *self)
{
  const QuintetMove *turns;
  guint n_turns;

  if (self->input != NULL || !_quintet_board_view_accepts_input (self))
    return self->input;

  turns = shown_legal_turns (self, &n_turns);
  self->input = quintet_turn_input_new (self->game, _quintet_board_view_shown_position (self),
                                        turns, n_turns);
  return self->input;
}

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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_FINISH]);
}

static void
close_popover (QuintetBoardView *self)
{
  g_array_set_size (self->candidates, 0);
  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void update_selection_marks (QuintetBoardView *self);

static void
selection_changed (QuintetBoardView *self)
{
  /* A hint is for the position as it was before any click */
  if (self->n_selection > 0)
    self->has_hint = FALSE;
  _quintet_board_view_update_ghosts (self);
  update_selection_marks (self);
  update_highlights (self);
  update_can_finish (self);
  if (_quintet_board_view_update_guidance (self))
    notify_guidance (self);
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
  selection_changed (self);
}

/* Escape or Back: lets go of the part being clicked, or takes back the
 * last part made; with no part made, forgets the clicks. */
void
quintet_board_view_undo_part (QuintetBoardView *self)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  close_popover (self);
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

  close_popover (self);
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
  close_popover (self);
  if (self->input != NULL)
    quintet_turn_input_cancel (self->input);
  self->n_selection = 0;
  selection_changed (self);

  g_signal_emit (self, signals[TURN_CHOSEN], 0, &chosen);

  if (self->chosen_pending)
    {
      /* Not played (yet): the position as it is */
      self->chosen_pending = FALSE;
      _quintet_board_view_end_preview (self);
      selection_changed (self);
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

const char *
quintet_board_view_get_guidance (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->guidance != NULL ? self->guidance : "";
}

const char *
quintet_board_view_get_guidance_markup (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->guidance_markup != NULL ? self->guidance_markup : "";
}

gboolean
quintet_board_view_get_guidance_refused (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->refusal != NULL && _quintet_board_view_accepts_input (self);
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

  close_popover (self);
  _quintet_board_view_forget_refusal (self);
  memcpy (before, self->selection, n_before);
  result = quintet_turn_input_press (self->input, cell);
  if (result == QUINTET_PRESS_CLEARED || result == QUINTET_PRESS_REFUSED)
    _quintet_board_view_note_refusal (self, before, n_before, cell);
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

/* ---- geometry helpers ---- */

gboolean
quintet_board_view_get_cell_center (QuintetBoardView *self,
                                    QuintetCell       cell,
                                    double           *x,
                                    double           *y)
{
  const QuintetGeometry *geometry;
  double scale, offset_x, offset_y;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  if (self->game == NULL || cell >= self->n_cells)
    return FALSE;

  geometry = quintet_game_get_geometry (self->game);
  quintet_painter_get_transform (geometry,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 &scale, &offset_x, &offset_y);
  if (x)
    *x = offset_x + geometry->cells[cell].x * scale;
  if (y)
    *y = offset_y + geometry->cells[cell].y * scale;
  /* Flipped: the half turn about the centre of the widget */
  if (self->flipped && x)
    *x = gtk_widget_get_width (GTK_WIDGET (self)) - *x;
  if (self->flipped && y)
    *y = gtk_widget_get_height (GTK_WIDGET (self)) - *y;
  return TRUE;
}

gboolean
quintet_board_view_get_board_bounds (QuintetBoardView *self,
                                     graphene_rect_t  *bounds)
{
  const QuintetGeometry *geometry;
  double scale, offset_x, offset_y;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (self->game == NULL)
    return FALSE;

  geometry = quintet_game_get_geometry (self->game);
  quintet_painter_get_transform (geometry,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 &scale, &offset_x, &offset_y);
  graphene_rect_init (bounds, offset_x, offset_y, geometry->width * scale, geometry->height * scale);
  return TRUE;
}

/* ---- following the game ---- */

void
_quintet_board_view_refresh_cells (QuintetBoardView *self)
{
  if (self->game != NULL && self->cells != NULL)
    quintet_game_describe_position (self->game, _quintet_board_view_shown_position (self), self->cells);
}

static void
position_changed (QuintetBoardView *self)
{
  self->has_hint = FALSE;
  g_clear_pointer (&self->input, quintet_turn_input_free);
  close_popover (self);
  _quintet_board_view_forget_refusal (self);
  _quintet_board_view_stop_animation (self);
  self->n_selection = 0;
  self->preview_length = 0;
  self->preview_steps = 0;
  _quintet_board_view_refresh_cells (self);
  selection_changed (self);
}

static void
on_game_changed (QuintetBoardView *self)
{
  guint n_turns = quintet_game_get_n_turns (self->game);
  gboolean appended = n_turns == self->known_n_turns + 1;
  const QuintetMove *turn = appended ? quintet_game_get_turn (self->game, n_turns - 1) : NULL;
  gboolean by_clicks = appended && self->chosen_pending &&
                       quintet_move_equal (turn, &self->chosen_turn);
  const QuintetMove *path = by_clicks ? &self->chosen_path : turn;

  self->chosen_pending = FALSE;
  _quintet_board_view_stop_animation (self);
  self->known_n_turns = n_turns;
  /* The animation starts from what the board showed: the clicks' preview
   * of the turn's first part, if they made it; else the position before */
  if (by_clicks)
    memcpy (self->anim_before, self->cells, self->n_cells * sizeof (QuintetCellView));
  else if (appended)
    quintet_game_describe_position (self->game, quintet_game_get_position_at (self->game, n_turns - 1),
                                    self->anim_before);
  position_changed (self);

  /* Reviewing and undo show positions at once */
  if (appended && self->ply == G_MAXUINT)
    _quintet_board_view_animate_path (self, quintet_game_get_position_at (self->game, n_turns - 1),
                                      path->path, path->length, by_clicks ? self->chosen_steps : 0);
}

static void
disconnect_game (QuintetBoardView *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->cells, g_free);
  g_clear_pointer (&self->highlighted, g_free);
  g_clear_pointer (&self->anim_before, g_free);
  self->n_cells = 0;
}

void
quintet_board_view_set_game (QuintetBoardView *self,
                             QuintetGame      *game)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || QUINTET_IS_GAME (game));

  if (self->game == game)
    return;

  _quintet_board_view_stop_animation (self);
  disconnect_game (self);

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->n_cells = quintet_game_get_geometry (game)->n_cells;
      self->cells = g_new0 (QuintetCellView, self->n_cells);
      self->highlighted = g_new0 (guint8, self->n_cells);
      self->anim_before = g_new0 (QuintetCellView, self->n_cells);
      self->known_n_turns = quintet_game_get_n_turns (game);
      g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed),
                               self, G_CONNECT_SWAPPED);
    }

  self->focus = QUINTET_NO_CELL;
  position_changed (self);
  _quintet_board_view_update_accessible_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

QuintetGame *
quintet_board_view_get_game (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

guint
quintet_board_view_get_ply (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), G_MAXUINT);

  return self->ply;
}

void
quintet_board_view_set_ply (QuintetBoardView *self,
                            guint             ply)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  if (self->ply == ply)
    return;

  self->ply = ply;
  _quintet_board_view_stop_animation (self);
  position_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLY]);
}

gboolean
quintet_board_view_get_interactive (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->interactive;
}

void
quintet_board_view_set_interactive (QuintetBoardView *self,
                                    gboolean          interactive)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;
  position_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
quintet_board_view_get_show_legal_moves (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->show_legal_moves;
}

void
quintet_board_view_set_show_legal_moves (QuintetBoardView *self,
                                         gboolean          show_legal_moves)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  show_legal_moves = !!show_legal_moves;
  if (self->show_legal_moves == show_legal_moves)
    return;

  self->show_legal_moves = show_legal_moves;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
quintet_board_view_get_show_coordinates (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->show_coordinates;
}

void
quintet_board_view_set_show_coordinates (QuintetBoardView *self,
                                         gboolean          show_coordinates)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  show_coordinates = !!show_coordinates;
  if (self->show_coordinates == show_coordinates)
    return;

  self->show_coordinates = show_coordinates;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
quintet_board_view_get_flipped (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->flipped;
}

/* Seen from the other side: drawn half-turned, clicks and the keyboard
 * cursor follow what is shown. */
void
quintet_board_view_set_flipped (QuintetBoardView *self,
                                gboolean          flipped)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;

  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
quintet_board_view_get_animate (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->animate;
}

void
quintet_board_view_set_animate (QuintetBoardView *self,
                                gboolean          animate)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (self->animate == animate)
    return;

  self->animate = animate;
  if (!animate)
    _quintet_board_view_stop_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

/* ---- keyboard focus ---- */

static void
on_focus_changed (QuintetBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GtkWidget ---- */

static void
mark_cell (QuintetMove *marked,
           QuintetCell  cell)
{
  if (memchr (marked->path, cell, marked->length) == NULL && marked->length < QUINTET_MOVE_MAX_PATH)
    marked->path[marked->length++] = cell;
}

/* The cells that show the last turn: its clicks and every square a piece
 * left or reached (all checkers of an ordo, both parts of a turn), once. */
static void
mark_last_turn (QuintetBoardView *self,
                guint             ply,
                QuintetMove      *marked)
{
  const QuintetMove *turn = quintet_game_get_turn (self->game, ply - 1);
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  guint n_motions = quintet_game_path_motions (self->game, quintet_game_get_position_at (self->game, ply - 1),
                                               turn->path, turn->length, motions, G_N_ELEMENTS (motions));

  *marked = (QuintetMove) { .length = 0 };
  for (guint i = 0; i < turn->length; i++)
    mark_cell (marked, turn->path[i]);
  for (guint i = 0; i < n_motions; i++)
    {
      mark_cell (marked, motions[i].from);
      mark_cell (marked, motions[i].to);
    }
}

void
quintet_board_view_draw_position (QuintetBoardView *self,
                                  cairo_t          *cr,
                                  double            width,
                                  double            height)
{
  const QuintetGeometry *geometry;
  g_autofree QuintetCellView *cells = NULL;
  QuintetRenderModel model;
  QuintetMove last_turn;
  guint ply;

  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));
  g_return_if_fail (self->game != NULL);

  geometry = quintet_game_get_geometry (self->game);
  ply = shown_ply (self);
  if (ply > 0)
    mark_last_turn (self, ply, &last_turn);
  cells = g_new0 (QuintetCellView, geometry->n_cells);
  quintet_game_describe_position (self->game, quintet_game_get_position_at (self->game, ply), cells);

  quintet_render_model_init (&model, geometry, cells);
  model.side_styles[0] = quintet_game_get_side_style (self->game, QUINTET_SIDE_0);
  model.side_styles[1] = quintet_game_get_side_style (self->game, QUINTET_SIDE_1);
  model.show_coordinates = self->show_coordinates;
  model.flipped = self->flipped;
  model.last_turn = ply > 0 ? &last_turn : NULL;
  quintet_painter_draw (cr, width, height, &model);
}

static void
quintet_board_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  QuintetRenderModel model;
  QuintetMove last_turn;
  guint ply;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  ply = shown_ply (self);
  if (ply > 0)
    mark_last_turn (self, ply, &last_turn);

  quintet_render_model_init (&model, quintet_game_get_geometry (self->game), self->cells);
  model.side_styles[0] = quintet_game_get_side_style (self->game, QUINTET_SIDE_0);
  model.side_styles[1] = quintet_game_get_side_style (self->game, QUINTET_SIDE_1);
  model.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  model.show_coordinates = self->show_coordinates;
  model.flipped = self->flipped;
  model.last_turn = ply > 0 ? &last_turn : NULL;
  model.suggested = self->has_hint ? &self->hint : NULL;
  model.hint_motions = self->hint_motions;
  model.n_hint_motions = self->has_hint ? self->n_hint_motions : 0;
  model.ghosts = self->ghosts;
  model.n_ghosts = self->n_ghosts;
  model.lifting = self->lifting && self->press_cell != QUINTET_NO_CELL;
  model.lifted = self->press_cell;
  model.lifted_x = self->lifted_x;
  model.lifted_y = self->lifted_y;
  model.selected = self->marks;
  model.n_selected = self->n_selection;
  model.highlighted = self->show_legal_moves ? self->highlighted : NULL;
  model.focus = gtk_widget_has_focus (widget) && self->focus_from_keyboard ? self->focus : QUINTET_NO_CELL;
  model.scale_factor = gtk_widget_get_scale_factor (widget);
  if (self->animating)
    {
      model.anim_before = self->anim_before;
      model.motions = self->motions;
      model.n_motions = self->n_motions;
      model.anim_progress = self->anim_progress;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  quintet_painter_draw (cr, width, height, &model);
  cairo_destroy (cr);
}

/* The board keeps its shape when drawn (centred): asked for one side, it
 * wants the other in its proportions; its minimum is small, so that the
 * board never makes a window larger than it is given. */
static GtkSizeRequestMode
quintet_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
quintet_board_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  double aspect = 1.0;

  if (self->game != NULL)
    {
      const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

      aspect = orientation == GTK_ORIENTATION_HORIZONTAL
             ? geometry->width / geometry->height
             : geometry->height / geometry->width;
    }

  *minimum = (int) ceil (MIN_BOARD_SIZE * MAX (aspect, 1.0));
  /* Across, the board takes what is left (it expands): beside it the
   * side panel gets its width first */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
  else if (for_size > 0)
    *natural = MAX (*minimum, (int) floor (for_size * aspect));
  else
    *natural = (int) ceil (NATURAL_BOARD_SIZE * MAX (aspect, 1.0));
}

static void
quintet_board_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);

  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
quintet_board_view_dispose (GObject *object)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (object);

  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_object (&self->animation);
  disconnect_game (self);

  G_OBJECT_CLASS (quintet_board_view_parent_class)->dispose (object);
}

static void
quintet_board_view_finalize (GObject *object)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (object);

  g_clear_pointer (&self->input, quintet_turn_input_free);
  quintet_turn_list_clear (&self->review_turns);
  g_clear_pointer (&self->candidates, g_array_unref);
  g_free (self->guidance);
  g_free (self->guidance_markup);
  g_free (self->refusal);

  G_OBJECT_CLASS (quintet_board_view_parent_class)->finalize (object);
}

static void
quintet_board_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;

    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;

    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;

    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;

    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;

    case PROP_CAN_FINISH:
      g_value_set_boolean (value, self->can_finish);
      break;

    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;

    case PROP_GUIDANCE:
      g_value_set_string (value, quintet_board_view_get_guidance (self));
      break;

    case PROP_GUIDANCE_MARKUP:
      g_value_set_string (value, quintet_board_view_get_guidance_markup (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_board_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      quintet_board_view_set_game (self, g_value_get_object (value));
      break;

    case PROP_PLY:
      quintet_board_view_set_ply (self, g_value_get_uint (value));
      break;

    case PROP_INTERACTIVE:
      quintet_board_view_set_interactive (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_LEGAL_MOVES:
      quintet_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_COORDINATES:
      quintet_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;

    case PROP_ANIMATE:
      quintet_board_view_set_animate (self, g_value_get_boolean (value));
      break;

    case PROP_FLIPPED:
      quintet_board_view_set_flipped (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_board_view_class_init (QuintetBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_board_view_dispose;
  object_class->finalize = quintet_board_view_finalize;
  object_class->get_property = quintet_board_view_get_property;
  object_class->set_property = quintet_board_view_set_property;

  widget_class->snapshot = quintet_board_view_snapshot;
  widget_class->get_request_mode = quintet_board_view_get_request_mode;
  widget_class->measure = quintet_board_view_measure;
  widget_class->size_allocate = quintet_board_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QUINTET_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The clicks complete a turn that could go on: "End Turn Here" */
  properties[PROP_CAN_FINISH] =
    g_param_spec_boolean ("can-finish", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Drawn from the other side of the table */
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The status line: what the clicks are in the middle of, or why the
   * last click was refused */
  properties[PROP_GUIDANCE] =
    g_param_spec_string ("guidance", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The same as Pango markup, each ruling's id a link "ruling:OR-1" */
  properties[PROP_GUIDANCE_MARKUP] =
    g_param_spec_string ("guidance-markup", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * QuintetBoardView::turn-chosen:
   * @turn: the QuintetMove the clicks completed (static scope: not
   *   copied, valid while the signal runs)
   */
  signals[TURN_CHOSEN] =
    g_signal_new ("turn-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, QUINTET_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  _quintet_board_view_install_keyboard_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "quintet-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
quintet_board_view_init (QuintetBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *focus;

  self->ply = G_MAXUINT;
  self->interactive = TRUE;
  self->show_legal_moves = TRUE;
  self->show_coordinates = TRUE;
  self->animate = TRUE;
  self->focus = QUINTET_NO_CELL;
  self->press_cell = QUINTET_NO_CELL;
  self->hover = QUINTET_NO_CELL;
  self->candidates = g_array_new (FALSE, FALSE, sizeof (QuintetMove));

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  _quintet_board_view_init_pointer (self);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, focus);

  _quintet_board_view_init_animation (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  _quintet_board_view_update_accessible_label (self);
}

GtkWidget *
quintet_board_view_new (void)
{
  return g_object_new (QUINTET_TYPE_BOARD_VIEW, NULL);
}

/* Shows @turn (NULL: nothing) as a hint: its cells in the accent colour,
 * until the next click or change of the position. */
void
quintet_board_view_show_hint (QuintetBoardView  *self,
                              const QuintetMove *turn)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  self->has_hint = turn != NULL;
  self->n_hint_motions = 0;
  if (turn != NULL)
    {
      self->hint = *turn;
      /* the pieces' moves as arrows, the cells tinted */
      self->n_hint_motions = quintet_game_path_motions (self->game, _quintet_board_view_shown_position (self),
                                                        turn->path, turn->length, self->hint_motions,
                                                        G_N_ELEMENTS (self->hint_motions));
      self->n_hint_motions = MIN (self->n_hint_motions, G_N_ELEMENTS (self->hint_motions));
    }
  if (_quintet_board_view_update_guidance (self))
    notify_guidance (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The hint shown, or NULL. */
const QuintetMove *
quintet_board_view_get_hint (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->has_hint ? &self->hint : NULL;
}
