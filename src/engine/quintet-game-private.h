/* quintet-game-private.h — what the files of QuintetGame share beyond
 * its public API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* quintet-game-list.c: the played turns as a GListModel */
void quintet_game_list_model_init (GListModelInterface *iface);

G_END_DECLS
