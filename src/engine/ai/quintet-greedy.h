/* quintet-greedy.h — a one-turn material player: an immediate win if
 * there is one, else the turn that leaves it the most material; the
 * yardstick for the easiest level (about how a person plays their first
 * games)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* The turn @game's side to move plays in its current position, which has
 * a legal turn: a turn that wins at once, else one that leaves the mover
 * the most material (the evaluation's first term, its own less the
 * opponent's), ties broken by @seed. It looks at no reply. */
QuintetMove quintet_greedy_choose (QuintetGame *game,
                                   guint64      seed);

G_END_DECLS
