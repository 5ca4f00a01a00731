/* quintet-turn-item.h — one played turn, as the items of the game's list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-types.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_TURN_ITEM (quintet_turn_item_get_type ())

G_DECLARE_FINAL_TYPE (QuintetTurnItem, quintet_turn_item, QUINTET, TURN_ITEM, GObject)

/* Properties (read-only): "index" (uint: 0 for the first turn of the
 * game), "side" (QuintetSide: the side that played it), "notation" (string). */

QuintetTurnItem   *quintet_turn_item_new          (guint              index,
                                                   QuintetSide        side,
                                                   const QuintetMove *turn,
                                                   const char        *notation);
guint              quintet_turn_item_get_index    (QuintetTurnItem   *self);
QuintetSide        quintet_turn_item_get_side     (QuintetTurnItem   *self);
const QuintetMove *quintet_turn_item_get_turn     (QuintetTurnItem   *self);
const char        *quintet_turn_item_get_notation (QuintetTurnItem   *self);

G_END_DECLS
