/* quintet-window-seats.c — the seats asked for their turns, and the
 * player's hints (the computer's seat asked for the person's turn), each
 * searched on a worker thread while the window stays responsive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-computer-seat.h"
#include "quintet-person-seat.h"
#include "quintet-seat.h"
#include "quintet-search.h"
#include "quintet-window-private.h"

/* Who plays @side from now on */
void
quintet_window_set_seat (QuintetWindow *self,
                         QuintetSide    side,
                         QuintetSeat   *seat)
{
  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);
  g_return_if_fail (QUINTET_IS_SEAT (seat));

  _quintet_window_take_seat (self, side, g_object_ref (seat));
  _quintet_window_update_side_tags (self);
  if (self->game != NULL)
    _quintet_window_refresh_game_page (self);
}

/* Who plays @side from now on: a person here (0) or the computer at @level */
void
quintet_window_set_computer_level (QuintetWindow *self,
                                   QuintetSide    side,
                                   guint          level)
{
  g_autoptr(QuintetSeat) seat = NULL;

  g_return_if_fail (level <= QUINTET_SEARCH_N_LEVELS);

  seat = level > 0 ? quintet_computer_seat_new (level) : quintet_person_seat_new ();
  quintet_window_set_seat (self, side, seat);
}

/* What both seats allow in the game on the page */
QuintetSeatAllows
_quintet_window_allows (QuintetWindow *self)
{
  if (self->game == NULL)
    return 0;
  return quintet_seat_allows (self->seats[QUINTET_SIDE_0], self->game) &
         quintet_seat_allows (self->seats[QUINTET_SIDE_1], self->game);
}

/* Whether someone plays on this board */
gboolean
_quintet_window_has_person (QuintetWindow *self)
{
  return quintet_seat_plays_on_board (self->seats[QUINTET_SIDE_0]) ||
         quintet_seat_plays_on_board (self->seats[QUINTET_SIDE_1]);
}

/* Whether the side to move plays elsewhere than on this board */
gboolean
_quintet_window_awaits_seat (QuintetWindow *self)
{
  return self->game != NULL && !quintet_seat_plays_on_board (self->seats[quintet_game_get_side_to_move (self->game)]);
}

/* The side whose player resigns or offers a draw: the side to move, or
 * against the computer the person's side, even while the computer thinks. */
QuintetSide
_quintet_window_acting_side (QuintetWindow *self)
{
  QuintetSide side = quintet_game_get_side_to_move (self->game);

  if (_quintet_window_awaits_seat (self) && _quintet_window_has_person (self))
    return QUINTET_OTHER_SIDE (side);
  return side;
}

/* ---- the seats' turns ---- */

static void
seat_turn_cb (QuintetSeat       *seat,
              const QuintetMove *turn,
              QuintetWindow     *self)
{
  /* asked for the latest position of this game: dropped on any change */
  g_return_if_fail (self->game != NULL && seat == self->seats[quintet_game_get_side_to_move (self->game)]);

  _quintet_window_play_turn (self, turn);
}

static void
seat_failed_cb (QuintetSeat   *seat,
                const char    *message,
                QuintetWindow *self)
{
  _quintet_window_update_thinking_box (self);
  quintet_toasts_show (self->toasts, message);
}

/* The players here answer a seat's question, if that seat still plays */
static void
question_response_cb (QuintetWindow *self,
                      const char    *response,
                      GtkWidget     *dialog)
{
  /* Answered once: libadwaita 1.5's dialog says its close response too
   * when it is closed after another */
  g_autoptr(QuintetSeat) seat = g_object_steal_data (G_OBJECT (dialog), "seat");
  QuintetSeatQuestion question = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "question"));
  g_autoptr(GError) error = NULL;

  if (seat == NULL || (seat != self->seats[QUINTET_SIDE_0] && seat != self->seats[QUINTET_SIDE_1]))
    return;
  if (!quintet_seat_answer_question (seat, question, g_strcmp0 (response, "accept") == 0, &error))
    quintet_toasts_show (self->toasts, error->message);
}

static void
seat_question_cb (QuintetSeat   *seat,
                  int            question,
                  const char    *body,
                  QuintetWindow *self)
{
  GtkWidget *dialog = quintet_alert_new (question == QUINTET_SEAT_QUESTION_DRAW ? _("Accept a Draw?")
                                                                                : _("Allow Undo?"),
                                         body);

  quintet_alert_add_responses (dialog, "decline", _("_Decline"), "accept", _("_Accept"), NULL);
  quintet_alert_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_close_response (dialog, "decline");
  g_object_set_data_full (G_OBJECT (dialog), "seat", g_object_ref (seat), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "question", GINT_TO_POINTER (question));
  g_signal_connect_object (dialog, "response", G_CALLBACK (question_response_cb), self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

/* Who plays @side from now on (a reference is taken) */
void
_quintet_window_take_seat (QuintetWindow *self,
                           QuintetSide    side,
                           QuintetSeat   *seat)
{
  if (self->seats[side] != NULL)
    {
      quintet_seat_stop (self->seats[side]);
      g_signal_handlers_disconnect_by_data (self->seats[side], self);
      g_object_unref (self->seats[side]);
    }
  self->seats[side] = seat;
  if (seat == NULL)
    return;
  g_signal_connect_object (seat, "turn", G_CALLBACK (seat_turn_cb), self, 0);
  g_signal_connect_object (seat, "failed", G_CALLBACK (seat_failed_cb), self, 0);
  g_signal_connect_object (seat, "question", G_CALLBACK (seat_question_cb), self, 0);
}

/* The spinner and its words, while a seat thinks or the hint is looked for */
void
_quintet_window_update_thinking_box (QuintetWindow *self)
{
  g_autofree char *text = NULL;

  if (quintet_seat_is_thinking (self->hint_seat))
    text = g_strdup (_("Looking for a good turn…"));
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1 && text == NULL; side++)
    if (quintet_seat_is_thinking (self->seats[side]) && quintet_seat_shows_thinking (self->seats[side]))
      /* Translators: %s is a side, e.g. "Black" */
      text = g_strdup_printf (_("%s is thinking…"), _(quintet_game_get_side_name (self->game, side)));
  quintet_game_page_set_thinking (self->game_page, text);
}

/* The side to move's seat is asked for its turn in the latest position
 * of a game in play, unless it plays on this board. Any change (a turn,
 * undo, a review, a new game, closing) drops the question asked: it was
 * for another position. */
void
_quintet_window_update_thinking (QuintetWindow *self)
{
  /* A game that waits (Pause, a window over it): the computer does not
   * think on time that nobody's clock counts, and thinks again after */
  gboolean paused = _quintet_window_is_paused (self);
  gboolean think = self->game != NULL && !_quintet_window_game_is_over (self) &&
                   !_quintet_window_is_reviewing (self) && !paused &&
                   _quintet_window_awaits_seat (self);

  /* A hint searched for another position is dropped too */
  if (self->game == NULL || !quintet_seat_is_asked (self->hint_seat, self->game) ||
      _quintet_window_is_reviewing (self) || paused)
    quintet_seat_stop (self->hint_seat);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    if (!think || side != quintet_game_get_side_to_move (self->game))
      quintet_seat_stop (self->seats[side]);
  if (think)
    {
      QuintetSide side = quintet_game_get_side_to_move (self->game);

      /* On a clock, its share of the time left (quintet-computer.h) */
      quintet_seat_ask (self->seats[side], self->game, _quintet_window_clock_allot (self, side));
    }
  _quintet_window_update_thinking_box (self);
}

static void
hint_turn_cb (QuintetSeat       *seat,
              const QuintetMove *turn,
              QuintetWindow     *self)
{
  _quintet_window_update_thinking_box (self);
  quintet_board_view_show_hint (quintet_game_page_get_board_view (self->game_page), turn);
}

/* The hint: the computer at its strongest is asked for the person's turn */
void
_quintet_window_init_hint (QuintetWindow *self)
{
  self->hint_seat = quintet_computer_seat_new (QUINTET_SEARCH_N_LEVELS);
  g_signal_connect_object (self->hint_seat, "turn", G_CALLBACK (hint_turn_cb), self, 0);
  g_signal_connect_object (self->hint_seat, "failed", G_CALLBACK (seat_failed_cb), self, 0);
}

/* Hint: the turn the strongest level would play here, shown on the board */
void
_quintet_window_hint_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (self->game == NULL || _quintet_window_game_is_over (self) || _quintet_window_is_reviewing (self) ||
      _quintet_window_awaits_seat (self) || _quintet_window_is_paused (self) ||
      quintet_seat_is_asked (self->hint_seat, self->game))
    return;

  quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  quintet_seat_ask (self->hint_seat, self->game, 0);
  _quintet_window_update_thinking_box (self);
}

/* Closing: whatever the window searched or asked for is dropped */
void
_quintet_window_stop_searches (QuintetWindow *self)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_seat_stop (self->seats[side]);
  quintet_seat_stop (self->hint_seat);
}
