/* quintet-seat.c — who plays a side (GNOME Chess's ChessPlayer is the
 * model): the window asks the side to move's seat for its turn and plays
 * what it answers; a seat whose turns are this board's clicks is never
 * asked. Each kind of player is a subclass: QuintetPersonSeat,
 * QuintetComputerSeat; a test adds its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-computer-seat.h"
#include "quintet-person-seat.h"
#include "quintet-seat.h"

typedef struct
{
  /* the position asked for: its game, turns and hash, while asked */
  QuintetGame *game;
  guint        n_turns;
  guint64      hash;
} QuintetSeatPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (QuintetSeat, quintet_seat, G_TYPE_OBJECT)

enum {
  TURN,
  FAILED,
  QUESTION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
quintet_seat_real_plays_on_board (QuintetSeat *self)
{
  return FALSE;
}

static gboolean
quintet_seat_real_commit_turn (QuintetSeat       *self,
                               QuintetGame       *game,
                               const QuintetMove *turn,
                               GError           **error)
{
  return quintet_game_play_turn (game, turn, error);
}

static char *
quintet_seat_real_describe (QuintetSeat *self)
{
  return NULL;
}

static const char *
quintet_seat_real_describe_level (QuintetSeat *self)
{
  return NULL;
}

static QuintetSeatDrawAnswer
quintet_seat_real_answer_draw (QuintetSeat *self,
                               QuintetGame *game,
                               QuintetSide  side,
                               char       **note)
{
  return QUINTET_SEAT_DRAW_ASK_HERE;
}

static gboolean
quintet_seat_real_resign (QuintetSeat *self,
                          QuintetGame *game,
                          QuintetSide  side,
                          GError     **error)
{
  quintet_game_resign (game, side);
  return TRUE;
}

static QuintetSeatAllows
quintet_seat_real_allows (QuintetSeat *self,
                          QuintetGame *game)
{
  return QUINTET_SEAT_ALLOWS_ALL;
}

static gboolean
quintet_seat_real_can_undo (QuintetSeat *self,
                            QuintetGame *game)
{
  return quintet_game_get_can_undo (game);
}

static gboolean
quintet_seat_real_ask_undo (QuintetSeat *self,
                            QuintetGame *game,
                            char       **note)
{
  return FALSE;
}

/* Both players share the screen: the side to move is the one resigning */
static char *
quintet_seat_real_describe_resignation (QuintetSeat *self,
                                        QuintetGame *game,
                                        QuintetSide  side)
{
  /* Translators: the first %s resigns, the second %s is the opponent */
  return g_strdup_printf (_("%s resigns and %s wins."),
                          _(quintet_game_get_side_name (game, side)),
                          _(quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (side))));
}

static void
quintet_seat_dispose (GObject *object)
{
  quintet_seat_stop (QUINTET_SEAT (object));

  G_OBJECT_CLASS (quintet_seat_parent_class)->dispose (object);
}

static void
quintet_seat_class_init (QuintetSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_seat_dispose;
  klass->plays_on_board = quintet_seat_real_plays_on_board;
  klass->commit_turn = quintet_seat_real_commit_turn;
  klass->describe = quintet_seat_real_describe;
  klass->describe_level = quintet_seat_real_describe_level;
  klass->answer_draw = quintet_seat_real_answer_draw;
  klass->resign = quintet_seat_real_resign;
  klass->allows = quintet_seat_real_allows;
  klass->can_undo = quintet_seat_real_can_undo;
  klass->ask_undo = quintet_seat_real_ask_undo;
  klass->describe_resignation = quintet_seat_real_describe_resignation;

  /* The turn asked for, in the position asked for */
  signals[TURN] = g_signal_new ("turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                QUINTET_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* No turn: why, in words for the player */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* Its player asks something (QuintetSeatQuestion), said in the body
   * of the question put to the players here */
  signals[QUESTION] = g_signal_new ("question", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
quintet_seat_init (QuintetSeat *self)
{
}

gboolean
quintet_seat_plays_on_board (QuintetSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->plays_on_board (self);
}

/* Makes @turn, played by this seat's player, in @game: on the board, or
 * (online) sent as well */
gboolean
quintet_seat_commit_turn (QuintetSeat       *self,
                          QuintetGame       *game,
                          const QuintetMove *turn,
                          GError           **error)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->commit_turn (self, game, turn, error);
}

/* Whether the page shows that it thinks while it is asked */
gboolean
quintet_seat_shows_thinking (QuintetSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->shows_thinking;
}

/* Whether the question asked is for this position of @game */
static gboolean
is_asked (QuintetSeatPrivate *priv,
          QuintetGame        *game,
          guint               n_turns,
          guint64             hash)
{
  return priv->game == game && priv->n_turns == n_turns && priv->hash == hash;
}

/* Asks for a turn in @game's latest position, unless already asked for
 * that very position; a question for another one is dropped first */
void
quintet_seat_ask (QuintetSeat *self,
                  QuintetGame *game,
                  gint64       allot_ms)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);
  guint n_turns;
  guint64 hash;

  g_return_if_fail (QUINTET_IS_SEAT (self));
  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (!quintet_seat_plays_on_board (self));

  n_turns = quintet_game_get_n_turns (game);
  hash = quintet_game_compute_hash (game, quintet_game_get_position (game));
  if (is_asked (priv, game, n_turns, hash))
    return;
  quintet_seat_stop (self);
  priv->game = g_object_ref (game);
  priv->n_turns = n_turns;
  priv->hash = hash;
  QUINTET_SEAT_GET_CLASS (self)->start_turn (self, game, allot_ms);
}

/* Drops the question asked, if any: no turn comes for it */
void
quintet_seat_stop (QuintetSeat *self)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_SEAT (self));

  if (priv->game == NULL)
    return;
  g_clear_object (&priv->game);
  if (QUINTET_SEAT_GET_CLASS (self)->stop_turn != NULL)
    QUINTET_SEAT_GET_CLASS (self)->stop_turn (self);
}

/* Whether it was asked for a turn in @game's latest position and has
 * not answered */
gboolean
quintet_seat_is_asked (QuintetSeat *self,
                       QuintetGame *game)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);
  g_return_val_if_fail (QUINTET_IS_GAME (game), FALSE);

  /* (no hash computed for a game not asked about) */
  return priv->game == game &&
         is_asked (priv, game, quintet_game_get_n_turns (game),
                   quintet_game_compute_hash (game, quintet_game_get_position (game)));
}

/* Whether it was asked for a turn and has not answered */
gboolean
quintet_seat_is_thinking (QuintetSeat *self)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return priv->game != NULL;
}

/* For subclasses: @turn answers the question asked ("turn"); nothing when
 * none is asked (it was dropped) */
void
quintet_seat_play (QuintetSeat       *self,
                   const QuintetMove *turn)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_SEAT (self));

  if (priv->game == NULL)
    return;
  g_clear_object (&priv->game);
  g_signal_emit (self, signals[TURN], 0, turn);
}

/* For subclasses: no turn comes for the question asked, for @message */
void
quintet_seat_fail (QuintetSeat *self,
                   const char  *message)
{
  QuintetSeatPrivate *priv = quintet_seat_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_SEAT (self));

  if (priv->game == NULL)
    return;
  g_clear_object (&priv->game);
  g_signal_emit (self, signals[FAILED], 0, message);
}

/* For subclasses: its player asks @question, in words for the players
 * here (@body) */
void
quintet_seat_ask_question (QuintetSeat         *self,
                           QuintetSeatQuestion  question,
                           const char          *body)
{
  g_return_if_fail (QUINTET_IS_SEAT (self));

  g_signal_emit (self, signals[QUESTION], 0, (int) question, body);
}

void
quintet_seat_raise_questions (QuintetSeat *self)
{
  g_return_if_fail (QUINTET_IS_SEAT (self));

  if (QUINTET_SEAT_GET_CLASS (self)->raise_questions != NULL)
    QUINTET_SEAT_GET_CLASS (self)->raise_questions (self);
}

gboolean
quintet_seat_answer_question (QuintetSeat          *self,
                              QuintetSeatQuestion   question,
                              gboolean              accept,
                              GError              **error)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  /* (a seat that asks nothing is never answered) */
  g_return_val_if_fail (QUINTET_SEAT_GET_CLASS (self)->answer_question != NULL, FALSE);
  return QUINTET_SEAT_GET_CLASS (self)->answer_question (self, question, accept, error);
}

char *
quintet_seat_describe (QuintetSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), NULL);

  return QUINTET_SEAT_GET_CLASS (self)->describe (self);
}

const char *
quintet_seat_describe_level (QuintetSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), NULL);

  return QUINTET_SEAT_GET_CLASS (self)->describe_level (self);
}

char *
quintet_seat_get_record_name (QuintetSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), NULL);

  return QUINTET_SEAT_GET_CLASS (self)->record_name (self);
}

QuintetSeatDrawAnswer
quintet_seat_answer_draw (QuintetSeat *self,
                          QuintetGame *game,
                          QuintetSide  side,
                          char       **note)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), QUINTET_SEAT_DRAW_ASK_HERE);
  g_return_val_if_fail (note != NULL && *note == NULL, QUINTET_SEAT_DRAW_ASK_HERE);

  return QUINTET_SEAT_GET_CLASS (self)->answer_draw (self, game, side, note);
}

gboolean
quintet_seat_resign (QuintetSeat *self,
                     QuintetGame *game,
                     QuintetSide  side,
                     GError     **error)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->resign (self, game, side, error);
}

QuintetSeatAllows
quintet_seat_allows (QuintetSeat *self,
                     QuintetGame *game)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), 0);

  return QUINTET_SEAT_GET_CLASS (self)->allows (self, game);
}

gboolean
quintet_seat_can_undo (QuintetSeat *self,
                       QuintetGame *game)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->can_undo (self, game);
}

gboolean
quintet_seat_ask_undo (QuintetSeat *self,
                       QuintetGame *game,
                       char       **note)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), FALSE);
  g_return_val_if_fail (note != NULL && *note == NULL, FALSE);

  return QUINTET_SEAT_GET_CLASS (self)->ask_undo (self, game, note);
}

char *
quintet_seat_describe_resignation (QuintetSeat *self,
                                   QuintetGame *game,
                                   QuintetSide  side)
{
  g_return_val_if_fail (QUINTET_IS_SEAT (self), NULL);

  return QUINTET_SEAT_GET_CLASS (self)->describe_resignation (self, game, side);
}

QuintetSeat *
quintet_seat_new_for_record_name (const char *name)
{
  guint level = quintet_computer_seat_parse_record_name (name);

  return level > 0 ? quintet_computer_seat_new (level) : quintet_person_seat_new ();
}
