/* quintet-turn-pair.h — one numbered line of the move list: a turn and the reply
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-turn-item.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_TURN_PAIR (quintet_turn_pair_get_type ())

G_DECLARE_FINAL_TYPE (QuintetTurnPair, quintet_turn_pair, QUINTET, TURN_PAIR, GObject)

/* Properties (read-only): "number" (uint: 1 for the game's first two
 * turns), "first" (QuintetTurnItem), "second" (QuintetTurnItem, NULL
 * while the reply is still to come). */

QuintetTurnPair *quintet_turn_pair_new        (guint            number,
                                               QuintetTurnItem *first,
                                               QuintetTurnItem *second);
guint            quintet_turn_pair_get_number (QuintetTurnPair *self);
QuintetTurnItem *quintet_turn_pair_get_first  (QuintetTurnPair *self);
QuintetTurnItem *quintet_turn_pair_get_second (QuintetTurnPair *self);

G_END_DECLS
