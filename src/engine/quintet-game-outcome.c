/* quintet-game-outcome.c — the results a game is given rather than
 * reaching them on the board: a resignation, an agreed draw (rules README
 * C-3) and a loss on time (C-7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-game-private.h"

/* Rules README C-3 */
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

/* Rules README C-7: whoever's time runs out loses, in every game */
void
quintet_game_lose_on_time (QuintetGame *self,
                           QuintetSide  side)
{
  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  _quintet_game_declare_outcome (self, (QuintetOutcome) { QUINTET_STATUS_WIN, QUINTET_OTHER_SIDE (side),
                                                          QUINTET_REASON_TIME });
}
