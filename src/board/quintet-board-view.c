/* quintet-board-view.c — the interactive board: the position it shows,
 * following the game, its properties and the type; the clicks, drawing,
 * pointer, keyboard, animation and status line are in the
 * quintet-board-view-*.c files beside it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view-private.h"
#include "quintet-painter.h"
#include "quintet-theme-manager.h"

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
  CLICK_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
_quintet_board_view_notify_guidance (QuintetBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUIDANCE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUIDANCE_MARKUP]);
}

/* What the clicks do, for the selection in quintet-board-view-selection.c */
void
_quintet_board_view_notify_can_finish (QuintetBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_FINISH]);
}

void
_quintet_board_view_emit_turn_chosen (QuintetBoardView  *self,
                                      const QuintetMove *turn)
{
  g_signal_emit (self, signals[TURN_CHOSEN], 0, turn);
}

/* ---- the shown position ---- */

guint
_quintet_board_view_shown_ply (QuintetBoardView *self)
{
  guint n_turns = quintet_game_get_n_turns (self->game);

  return self->ply == G_MAXUINT ? n_turns : MIN (self->ply, n_turns);
}

gconstpointer
_quintet_board_view_shown_position (QuintetBoardView *self)
{
  guint ply = _quintet_board_view_shown_ply (self);

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
  guint ply = _quintet_board_view_shown_ply (self);

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
  _quintet_board_view_close_popover (self);
  _quintet_board_view_forget_refusal (self);
  _quintet_board_view_stop_animation (self);
  self->n_selection = 0;
  self->preview_length = 0;
  self->preview_steps = 0;
  _quintet_board_view_refresh_cells (self);
  _quintet_board_view_selection_changed (self);
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
  /* Tab or another key brought the focus here: the cursor shows (as
   * GTK's focus-visible); a click brings it with the cursor hidden */
  if (gtk_widget_has_focus (GTK_WIDGET (self)))
    self->focus_from_keyboard = _quintet_board_view_window_focus_visible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
quintet_board_view_dispose (GObject *object)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (object);

  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_pointer (&self->side_widget, gtk_widget_unparent);
  /* A turn still moving ends here, while the view is whole: a playing
   * animation keeps itself alive and would call back into a freed view */
  _quintet_board_view_stop_animation (self);
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

  _quintet_board_view_class_init_drawing (widget_class);

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

  /**
   * QuintetBoardView::click-refused:
   *
   * The rules refused a click on a cell (the guidance says why): the
   * window plays its sound for it.
   */
  signals[CLICK_REFUSED] =
    g_signal_new ("click-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

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
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  _quintet_board_view_update_accessible_label (self);
}

void
_quintet_board_view_emit_click_refused (QuintetBoardView *self)
{
  g_signal_emit (self, signals[CLICK_REFUSED], 0);
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
      self->hint_placement = quintet_game_turn_placement (self->game, _quintet_board_view_shown_position (self), turn);
    }
  if (_quintet_board_view_update_guidance (self))
    _quintet_board_view_notify_guidance (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The hint shown, or NULL. */
const QuintetMove *
quintet_board_view_get_hint (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->has_hint ? &self->hint : NULL;
}

/* The engine's best turn from the shown position, drawn by its parts (as
 * the hint) until the owner changes it (NULL: none). */
void
quintet_board_view_set_hint_path (QuintetBoardView  *self,
                                  const QuintetMove *turn)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  if (turn == NULL && !self->has_hint_path)
    return;
  if (turn != NULL && self->has_hint_path && quintet_move_equal (turn, &self->hint_path))
    return;
  self->has_hint_path = turn != NULL;
  self->n_hint_path_motions = 0;
  if (turn != NULL)
    {
      /* drawn by its parts, as the hint: the pieces' moves, the rest placed */
      self->hint_path = *turn;
      self->n_hint_path_motions = quintet_game_path_motions (self->game, _quintet_board_view_shown_position (self),
                                                             turn->path, turn->length, self->hint_path_motions,
                                                             G_N_ELEMENTS (self->hint_path_motions));
      self->n_hint_path_motions = MIN (self->n_hint_path_motions, G_N_ELEMENTS (self->hint_path_motions));
      self->hint_path_placement = quintet_game_turn_placement (self->game, _quintet_board_view_shown_position (self), turn);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const QuintetMove *
quintet_board_view_get_hint_path (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->has_hint_path ? &self->hint_path : NULL;
}

/* A narrow widget (the evaluation bar) drawn just left of the board as
 * painted, as tall as it: where the board leaves no room inside the view,
 * outside it, in the view's start margin (its owner gives it one). The
 * view owns it; NULL removes it. */
void
quintet_board_view_set_side_widget (QuintetBoardView *self,
                                    GtkWidget        *widget)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  if (self->side_widget == widget)
    return;
  g_clear_pointer (&self->side_widget, gtk_widget_unparent);
  if (widget != NULL)
    {
      self->side_widget = widget;
      gtk_widget_set_parent (widget, GTK_WIDGET (self));
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}
