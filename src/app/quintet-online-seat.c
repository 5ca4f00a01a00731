/* quintet-online-seat.c — a side of an online game (issue 33). Ours plays
 * on this board, and each of its turns goes to QuintetOnline as a turn
 * (quintet_online_play_turn), which plays it and sends it. The friend's is
 * asked and answers nothing here: QuintetOnline plays their turns on the
 * game as they come, which drops the question; the friend's offers of a
 * draw and asking to undo are its questions to the player here. Each is
 * named as the side panel shows it: "You", or the friend's address up to
 * its "@".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "quintet-online-seat.h"

struct _QuintetOnlineSeat
{
  QuintetSeat        parent_instance;

  QuintetOnline     *online;
  QuintetOnlineGame *game;
  QuintetSide        side;
};

G_DEFINE_FINAL_TYPE (QuintetOnlineSeat, quintet_online_seat, QUINTET_TYPE_SEAT)

static gboolean
is_ours (QuintetOnlineSeat *self)
{
  return self->side == quintet_online_game_get_own_side (self->game);
}

static gboolean
is_playing (QuintetOnlineSeat *self)
{
  return quintet_online_game_get_state (self->game) == QUINTET_ONLINE_STATE_PLAYING;
}

/* Ours, once the game is under way */
static gboolean
quintet_online_seat_plays_on_board (QuintetSeat *seat)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  return is_ours (self) && is_playing (self);
}

/* QuintetOnline keeps the game and its clock, whose time runs on both
 * machines; the two records stay one line; no engine helps either side
 * before the end, for fair play (issue 40); a new game is a new
 * invitation */
static QuintetSeatAllows
quintet_online_seat_allows (QuintetSeat *seat,
                            QuintetGame *game)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);
  QuintetOnlineState state = quintet_online_game_get_state (self->game);
  QuintetSeatAllows allows = 0;

  if (state == QUINTET_ONLINE_STATE_PLAYING)
    allows |= QUINTET_SEAT_ALLOWS_RESULT;
  if (state == QUINTET_ONLINE_STATE_ENDED || state == QUINTET_ONLINE_STATE_DECLINED)
    allows |= QUINTET_SEAT_ALLOWS_HELP;
  return allows;
}

/* Our last turn, while it is the friend's to answer: they are asked */
static gboolean
quintet_online_seat_can_undo (QuintetSeat *seat,
                              QuintetGame *game)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  return !is_ours (self) && is_playing (self) && !quintet_online_game_get_own_turn (self->game) &&
         quintet_game_get_n_turns (game) > 0;
}

static gboolean
quintet_online_seat_ask_undo (QuintetSeat *seat,
                              QuintetGame *game,
                              char       **note)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);
  g_autoptr(GError) error = NULL;

  if (!quintet_online_request_undo (self->online, quintet_online_game_get_id (self->game), &error))
    *note = g_strdup (error->message);
  else
    /* Translators: %s is a friend's address, e.g. bob@example.org */
    *note = g_strdup_printf (_("Asked %s to allow the undo"), quintet_online_game_get_opponent (self->game));
  return TRUE;
}

static gboolean
quintet_online_seat_commit_turn (QuintetSeat       *seat,
                                 QuintetGame       *game,
                                 const QuintetMove *turn,
                                 GError           **error)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  g_return_val_if_fail (game == quintet_online_game_get_game (self->game), FALSE);

  return quintet_online_play_turn (self->online, quintet_online_game_get_id (self->game), turn, NULL, error);
}

/* The friend's turn comes when it comes */
static void
quintet_online_seat_start_turn (QuintetSeat *seat,
                                QuintetGame *game,
                                gint64       allot_ms)
{
}

static char *
quintet_online_seat_describe (QuintetSeat *seat)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);
  const char *opponent;

  if (is_ours (self))
    /* Translators: the player's own side in an online game */
    return g_strdup (_("You"));
  opponent = quintet_online_game_get_opponent (self->game);
  return g_strndup (opponent, strcspn (opponent, "@"));
}

/* The friend answers, whenever they come */
static QuintetSeatDrawAnswer
quintet_online_seat_answer_draw (QuintetSeat *seat,
                                 QuintetGame *game,
                                 QuintetSide  side,
                                 char       **note)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);
  g_autoptr(GError) error = NULL;

  if (!quintet_online_offer_draw (self->online, quintet_online_game_get_id (self->game), &error))
    {
      *note = g_strdup (error->message);
      return QUINTET_SEAT_DRAW_FAILED;
    }
  /* Translators: %s is a friend's address, e.g. bob@example.org */
  *note = g_strdup_printf (_("Draw offered to %s"), quintet_online_game_get_opponent (self->game));
  return QUINTET_SEAT_DRAW_OFFERED;
}

/* Ours resigns, and the friend hears of it */
static gboolean
quintet_online_seat_resign (QuintetSeat *seat,
                            QuintetGame *game,
                            QuintetSide  side,
                            GError     **error)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  return quintet_online_resign (self->online, quintet_online_game_get_id (self->game), error);
}

static char *
quintet_online_seat_describe_resignation (QuintetSeat *seat,
                                          QuintetGame *game,
                                          QuintetSide  side)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  /* Translators: %s is a friend's address, e.g. bob@example.org */
  return g_strdup_printf (_("%s wins, and hears of it at once."), quintet_online_game_get_opponent (self->game));
}

/* The friend's questions: a draw they offer, a turn of theirs to take back */
static gboolean
stands (QuintetOnlineSeat   *self,
        QuintetSeatQuestion  question)
{
  return question == QUINTET_SEAT_QUESTION_DRAW ? quintet_online_game_get_draw_offered (self->game)
                                                : quintet_online_game_get_undo_requested (self->game);
}

static void
raise_question (QuintetOnlineSeat   *self,
                QuintetSeatQuestion  question)
{
  const char *opponent = quintet_online_game_get_opponent (self->game);
  g_autofree char *body = NULL;

  if (is_ours (self) || !stands (self, question))
    return;
  body = question == QUINTET_SEAT_QUESTION_DRAW
         /* Translators: %s is a friend's address, e.g. bob@example.org */
         ? g_strdup_printf (_("%s offers to end the game in a draw."), opponent)
         /* Translators: %s is a friend's address, e.g. bob@example.org */
         : g_strdup_printf (_("%s asks to take back their last turn."), opponent);
  quintet_seat_ask_question (QUINTET_SEAT (self), question, body);
}

static void
raise_draw_question (QuintetOnlineSeat *self)
{
  raise_question (self, QUINTET_SEAT_QUESTION_DRAW);
}

static void
raise_undo_question (QuintetOnlineSeat *self)
{
  raise_question (self, QUINTET_SEAT_QUESTION_UNDO);
}

static void
quintet_online_seat_raise_questions (QuintetSeat *seat)
{
  raise_question (QUINTET_ONLINE_SEAT (seat), QUINTET_SEAT_QUESTION_DRAW);
  raise_question (QUINTET_ONLINE_SEAT (seat), QUINTET_SEAT_QUESTION_UNDO);
}

static gboolean
quintet_online_seat_answer_question (QuintetSeat          *seat,
                                     QuintetSeatQuestion   question,
                                     gboolean              accept,
                                     GError              **error)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);
  const char *id = quintet_online_game_get_id (self->game);

  if (!stands (self, question))
    return TRUE;
  return question == QUINTET_SEAT_QUESTION_DRAW ? quintet_online_answer_draw (self->online, id, accept, error)
                                                : quintet_online_answer_undo (self->online, id, accept, error);
}

static char *
quintet_online_seat_record_name (QuintetSeat *seat)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (seat);

  return g_strdup (is_ours (self) ? quintet_online_get_own_jid (self->online)
                                  : quintet_online_game_get_opponent (self->game));
}

static void
quintet_online_seat_dispose (GObject *object)
{
  QuintetOnlineSeat *self = QUINTET_ONLINE_SEAT (object);

  G_OBJECT_CLASS (quintet_online_seat_parent_class)->dispose (object);

  g_clear_object (&self->online);
  g_clear_object (&self->game);
}

static void
quintet_online_seat_class_init (QuintetOnlineSeatClass *klass)
{
  QuintetSeatClass *seat_class = QUINTET_SEAT_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = quintet_online_seat_dispose;
  seat_class->plays_on_board = quintet_online_seat_plays_on_board;
  seat_class->commit_turn = quintet_online_seat_commit_turn;
  seat_class->start_turn = quintet_online_seat_start_turn;
  seat_class->describe = quintet_online_seat_describe;
  seat_class->record_name = quintet_online_seat_record_name;
  seat_class->answer_draw = quintet_online_seat_answer_draw;
  seat_class->allows = quintet_online_seat_allows;
  seat_class->can_undo = quintet_online_seat_can_undo;
  seat_class->ask_undo = quintet_online_seat_ask_undo;
  seat_class->resign = quintet_online_seat_resign;
  seat_class->describe_resignation = quintet_online_seat_describe_resignation;
  seat_class->raise_questions = quintet_online_seat_raise_questions;
  seat_class->answer_question = quintet_online_seat_answer_question;
}

static void
quintet_online_seat_init (QuintetOnlineSeat *self)
{
}

QuintetSeat *
quintet_online_seat_new (QuintetOnline     *online,
                         QuintetOnlineGame *game,
                         QuintetSide        side)
{
  QuintetOnlineSeat *self;

  g_return_val_if_fail (QUINTET_IS_ONLINE (online), NULL);
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (game), NULL);

  self = g_object_new (QUINTET_TYPE_ONLINE_SEAT, NULL);
  self->online = g_object_ref (online);
  self->game = g_object_ref (game);
  self->side = side;
  /* Only the friend asks */
  if (!is_ours (self))
    {
      g_signal_connect_object (game, "notify::draw-offered", G_CALLBACK (raise_draw_question), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::undo-requested", G_CALLBACK (raise_undo_question), self,
                               G_CONNECT_SWAPPED);
    }
  return QUINTET_SEAT (self);
}
