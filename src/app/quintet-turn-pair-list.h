/* quintet-turn-pair-list.h — a game's turns, two to a numbered line, as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "quintet-turn-pair.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_TURN_PAIR_LIST (quintet_turn_pair_list_get_type ())

G_DECLARE_FINAL_TYPE (QuintetTurnPairList, quintet_turn_pair_list, QUINTET, TURN_PAIR_LIST, GObject)

/* A GListModel of QuintetTurnPair over "model", a GListModel of
 * QuintetTurnItem (a QuintetGame): turns 2k and 2k + 1 make pair k,
 * numbered k + 1, whichever side played first; a lone last turn makes a
 * pair without a second. Its items-changed follow the model's: the
 * pairs before the first turn changed keep their items. */

QuintetTurnPairList *quintet_turn_pair_list_new       (GListModel          *model);
GListModel          *quintet_turn_pair_list_get_model (QuintetTurnPairList *self);
void                 quintet_turn_pair_list_set_model (QuintetTurnPairList *self,
                                                       GListModel          *model);

G_END_DECLS
