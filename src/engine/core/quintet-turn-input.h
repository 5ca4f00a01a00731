/* quintet-turn-input.h — the cells clicked so far towards one turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* What quintet_turn_input_press() did with a click. */
typedef enum {
  QUINTET_PRESS_CONTINUED,   /* the cell was added to the clicks; the turn goes on */
  QUINTET_PRESS_RESTARTED,   /* the clicks start over from the cell */
  QUINTET_PRESS_FINISHED,    /* the clicks end the turn: play the complete turn, or
                              * let the player choose when there are several */
  QUINTET_PRESS_CLEARED,     /* the clicks were let go of (a lone piece
                              * clicked again) */
  QUINTET_PRESS_REFUSED,     /* the cell can neither continue the clicks nor
                              * start a turn over: nothing changed */
  QUINTET_PRESS_LET_GO,      /* the part being clicked was let go (its last cell
                              * again); the parts made stay */
} QuintetPressResult;

typedef struct _QuintetTurnInput QuintetTurnInput;

QuintetTurnInput  *quintet_turn_input_new            (QuintetGame       *game,
                                                      gconstpointer      position,
                                                      const QuintetMove *turns,
                                                      guint              n_turns);
void               quintet_turn_input_free           (QuintetTurnInput  *self);

/* The clicks as plain path prefixes */
const QuintetCell *quintet_turn_input_get_clicks     (QuintetTurnInput  *self,
                                                      guint             *n_clicks);
gboolean           quintet_turn_input_can_click      (QuintetTurnInput  *self,
                                                      QuintetCell        cell);
gboolean           quintet_turn_input_can_start      (QuintetTurnInput  *self,
                                                      QuintetCell        cell);
const guint8      *quintet_turn_input_get_next_cells (QuintetTurnInput  *self);
gboolean           quintet_turn_input_click          (QuintetTurnInput  *self,
                                                      QuintetCell        cell);
void               quintet_turn_input_back           (QuintetTurnInput  *self);
const QuintetMove *quintet_turn_input_get_complete   (QuintetTurnInput  *self,
                                                      guint             *n_turns);
gboolean           quintet_turn_input_can_go_on      (QuintetTurnInput  *self);
guint              quintet_turn_input_get_n_made     (QuintetTurnInput  *self);
gboolean           quintet_turn_input_can_restart    (QuintetTurnInput  *self,
                                                      QuintetCell        cell);

/* The policy of the board */
QuintetPressResult quintet_turn_input_press          (QuintetTurnInput  *self,
                                                      QuintetCell        cell);
gboolean           quintet_turn_input_can_finish     (QuintetTurnInput  *self);
const QuintetMove *quintet_turn_input_finish         (QuintetTurnInput  *self,
                                                      guint             *n_turns);
void               quintet_turn_input_cancel         (QuintetTurnInput  *self);
void               quintet_turn_input_undo_part      (QuintetTurnInput  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetTurnInput, quintet_turn_input_free)

G_END_DECLS
