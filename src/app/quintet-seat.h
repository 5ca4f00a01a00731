/* quintet-seat.h — who plays a side: a person at this board, the computer,
 * or any other player that answers when asked for a turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_SEAT (quintet_seat_get_type ())

G_DECLARE_DERIVABLE_TYPE (QuintetSeat, quintet_seat, QUINTET, SEAT, GObject)

/* How a seat answers a draw offered by the other side */
typedef enum {
  QUINTET_SEAT_DRAW_ASK_HERE,   /* its player is at this screen: ask them */
  QUINTET_SEAT_DRAW_ACCEPTED,
  QUINTET_SEAT_DRAW_DECLINED,
  QUINTET_SEAT_DRAW_OFFERED,    /* sent: the answer comes later */
  QUINTET_SEAT_DRAW_FAILED,     /* it could not be offered */
} QuintetSeatDrawAnswer;

/* What a seat lets the players here do in the game it plays (every bit,
 * by default): the window allows what both seats allow */
typedef enum {
  QUINTET_SEAT_ALLOWS_RESULT     = 1 << 0,  /* resign, offer a draw */
  QUINTET_SEAT_ALLOWS_HELP       = 1 << 1,  /* hints and analysis before the end */
  QUINTET_SEAT_ALLOWS_TAKE_BACK  = 1 << 2,  /* redo, and play on from an earlier position */
  QUINTET_SEAT_ALLOWS_PLAY_AGAIN = 1 << 3,
  QUINTET_SEAT_ALLOWS_KEEPING    = 1 << 4,  /* the window keeps the game: autosave, its clock, Pause */
  QUINTET_SEAT_ALLOWS_ALL        = (1 << 5) - 1,
} QuintetSeatAllows;

/* What a seat's player asks of the players here; answered with
 * quintet_seat_answer_question() */
typedef enum {
  QUINTET_SEAT_QUESTION_DRAW,   /* to end the game in a draw */
  QUINTET_SEAT_QUESTION_UNDO,   /* to take back their last turn */
} QuintetSeatQuestion;

struct _QuintetSeatClass
{
  GObjectClass parent_class;

  /* Whether its turns are this board's clicks (a person here) */
  gboolean               (*plays_on_board) (QuintetSeat *self);
  /* Makes @turn, its own, in @game (by default, plays it there) */
  gboolean               (*commit_turn)  (QuintetSeat       *self,
                                          QuintetGame       *game,
                                          const QuintetMove *turn,
                                          GError           **error);

  /* Asked for a turn in @game's latest position, with @allot_ms of its
   * clock to spend (0: no clock); the answer is quintet_seat_play().
   * Not called for a seat whose turns are this board's clicks. */
  void                   (*start_turn)   (QuintetSeat *self,
                                          QuintetGame *game,
                                          gint64       allot_ms);
  /* The turn asked for is no longer wanted (a turn undone, a new game) */
  void                   (*stop_turn)    (QuintetSeat *self);
  /* Its player for people ("Computer, Casual"), or NULL for a person here */
  char                  *(*describe)     (QuintetSeat *self);
  /* What it plays like, in a line ("Misses far captures"), or NULL */
  const char            *(*describe_level) (QuintetSeat *self);
  /* Its player's name in a record's side tag */
  char                  *(*record_name)  (QuintetSeat *self);
  /* Its answer to a draw the other side (@side) offers in @game, and
   * what to tell the player about it in @note (unless ACCEPTED or
   * ASK_HERE) */
  QuintetSeatDrawAnswer  (*answer_draw)  (QuintetSeat *self,
                                          QuintetGame *game,
                                          QuintetSide  side,
                                          char       **note);
  /* Its side, @side, resigns in @game (by default, there) */
  gboolean               (*resign)       (QuintetSeat *self,
                                          QuintetGame *game,
                                          QuintetSide  side,
                                          GError     **error);
  /* What it allows now (above) */
  QuintetSeatAllows      (*allows)       (QuintetSeat *self,
                                          QuintetGame *game);
  /* Whether the other side may take its last turn back in @game now */
  gboolean               (*can_undo)     (QuintetSeat *self,
                                          QuintetGame *game);
  /* The other side takes its last turn back: FALSE for at once, here;
   * TRUE when the seat's player was asked instead, with @note to tell */
  gboolean               (*ask_undo)     (QuintetSeat *self,
                                          QuintetGame *game,
                                          char       **note);
  /* The question's body when the other side (@side) resigns against it:
   * who wins, and how it hears of it */
  char                  *(*describe_resignation) (QuintetSeat *self,
                                                  QuintetGame *game,
                                                  QuintetSide  side);

  /* Asks again ("question") what its player asked and is not answered
   * yet (the game shown again); by default nothing */
  void                   (*raise_questions) (QuintetSeat *self);
  /* The players here answer @question: FALSE and @error if the answer
   * cannot go; nothing when the question no longer stands */
  gboolean               (*answer_question) (QuintetSeat         *self,
                                             QuintetSeatQuestion  question,
                                             gboolean             accept,
                                             GError             **error);
  gboolean shows_thinking;   /* the page says so while it is asked */
};

gboolean               quintet_seat_plays_on_board (QuintetSeat  *self);
gboolean               quintet_seat_commit_turn    (QuintetSeat  *self,
                                                    QuintetGame  *game,
                                                    const QuintetMove *turn,
                                                    GError      **error);
gboolean               quintet_seat_shows_thinking (QuintetSeat  *self);
void                   quintet_seat_ask            (QuintetSeat  *self,
                                                    QuintetGame  *game,
                                                    gint64        allot_ms);
void                   quintet_seat_stop           (QuintetSeat  *self);
gboolean               quintet_seat_is_thinking    (QuintetSeat  *self);
gboolean               quintet_seat_is_asked       (QuintetSeat  *self,
                                                    QuintetGame  *game);
void                   quintet_seat_play           (QuintetSeat  *self,
                                                    const QuintetMove *turn);
void                   quintet_seat_fail           (QuintetSeat  *self,
                                                    const char   *message);
void                   quintet_seat_ask_question   (QuintetSeat  *self,
                                                    QuintetSeatQuestion question,
                                                    const char   *body);
void                   quintet_seat_raise_questions (QuintetSeat *self);
gboolean               quintet_seat_answer_question (QuintetSeat *self,
                                                     QuintetSeatQuestion question,
                                                     gboolean     accept,
                                                     GError     **error);
char                  *quintet_seat_describe       (QuintetSeat  *self);
const char            *quintet_seat_describe_level (QuintetSeat  *self);
char                  *quintet_seat_get_record_name (QuintetSeat *self);
QuintetSeatDrawAnswer  quintet_seat_answer_draw    (QuintetSeat  *self,
                                                    QuintetGame  *game,
                                                    QuintetSide   side,
                                                    char        **note);
gboolean               quintet_seat_resign         (QuintetSeat  *self,
                                                    QuintetGame  *game,
                                                    QuintetSide   side,
                                                    GError      **error);
QuintetSeatAllows      quintet_seat_allows         (QuintetSeat  *self,
                                                    QuintetGame  *game);
gboolean               quintet_seat_can_undo       (QuintetSeat  *self,
                                                    QuintetGame  *game);
gboolean               quintet_seat_ask_undo       (QuintetSeat  *self,
                                                    QuintetGame  *game,
                                                    char        **note);
char                  *quintet_seat_describe_resignation (QuintetSeat *self,
                                                          QuintetGame *game,
                                                          QuintetSide  side);

/* The seat a record's side tag names: the computer at the level it
 * names, else a person here */
QuintetSeat           *quintet_seat_new_for_record_name (const char *name);

G_END_DECLS
