/* quintet-greedy.c — a one-turn material player, see quintet-greedy.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-greedy.h"
#include "quintet-zobrist.h"

QuintetMove
quintet_greedy_choose (QuintetGame *game,
                       guint64      seed)
{
  QuintetSide side = quintet_game_get_side_to_move (game);
  gconstpointer position = quintet_game_get_position (game);
  QuintetPositionBuffer after;
  QuintetTurnList replies = { 0 };
  const QuintetMove *turns;
  guint n_turns, best = 0;
  int best_score = G_MININT;
  guint64 best_tie = 0;

  turns = quintet_game_get_legal_turns (game, &n_turns);
  g_return_val_if_fail (n_turns > 0, (QuintetMove) { 0 });

  for (guint i = 0; i < n_turns; i++)
    {
      QuintetOutcome outcome;
      /* splitmix64's output for the state seed × its step + i */
      guint64 tie = quintet_mix64 ((seed - 1) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + i);
      int score;

      memcpy (&after, position, quintet_game_get_position_size (game));
      quintet_game_make_turn (game, &after, &turns[i]);
      outcome = quintet_game_position_outcome (game, &after, quintet_game_list_turns (game, &after, &replies));
      if (outcome.status == QUINTET_STATUS_WIN && outcome.winner == side)
        score = G_MAXINT;
      else
        score = -quintet_game_material (game, &after);
      if (score > best_score || (score == best_score && tie > best_tie))
        {
          best = i;
          best_score = score;
          best_tie = tie;
        }
    }

  quintet_turn_list_clear (&replies);
  return turns[best];
}
