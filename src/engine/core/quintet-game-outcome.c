/* quintet-game-outcome.c — the results a game is given rather than
 * reaching them on the board: a resignation, an agreed draw (C-3 in
 * docs/rules.md) and a loss on time (C-7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-game-private.h"

/* C-3 (docs/rules.md) */
void
quintet_game_resign (QuintetGame *self,
                     QuintetSide  side)
{
  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  _quintet_game_declare_outcome (self, (QuintetOutcome) { QUINTET_STATUS_WIN, QUINTET_OTHER_SIDE (side),
                                                          QUINTET_REASON_RESIGNATION });
}

void
quintet_game_agree_draw (QuintetGame *self)
{
  g_return_if_fail (QUINTET_IS_GAME (self));

  _quintet_game_declare_outcome (self, (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_AGREEMENT });
}

/* C-7 (docs/rules.md): whoever's time runs out loses, in every game */
void
quintet_game_lose_on_time (QuintetGame *self,
                           QuintetSide  side)
{
  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  _quintet_game_declare_outcome (self, (QuintetOutcome) { QUINTET_STATUS_WIN, QUINTET_OTHER_SIDE (side),
                                                          QUINTET_REASON_TIME });
}
