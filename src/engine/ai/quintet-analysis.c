/* quintet-analysis.c — the winning-chance curve, the marks, and the
 * analysis of one position (the asynchronous analysis of a whole main
 * line is in quintet-analysis-run.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "quintet-analysis.h"
#include "quintet-analysis-private.h"

/* S of a variant that has not been calibrated (QuintetGameVariant's
 * win_scale 0): about the middle of the six fitted ones */
#define GENERIC_WIN_SCALE 300

/* The levels' time per position (src/engine/README.md, "Analysis"): a
 * 60-turn game in about a quarter of a minute, or a minute and a bit */
#define QUICK_TIME_MS 200
#define DEEP_TIME_MS  1000

guint
_quintet_analysis_win_scale (QuintetGame *game)
{
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
  guint variant = quintet_game_get_variant (game);
  guint scale = variant < klass->n_variants ? klass->variants[variant].win_scale : 0;

  return scale > 0 ? scale : GENERIC_WIN_SCALE;
}

double
quintet_analysis_win_chance (QuintetGame *game,
                             int          score)
{
  g_return_val_if_fail (QUINTET_IS_GAME (game), 0.5);

  if (score > QUINTET_SEARCH_WIN_BOUND)
    return 1.0;
  if (score < -QUINTET_SEARCH_WIN_BOUND)
    return 0.0;
  return 1.0 / (1.0 + exp (-(double) score / _quintet_analysis_win_scale (game)));
}

QuintetMark
quintet_analysis_mark (double chance_before,
                       double chance_after)
{
  /* Points of winning chance the turn gave away; a hair added so that a
   * loss of exactly a threshold, 0.6 to 0.5, is not 9.999… */
  double lost = (chance_before - chance_after) * 100.0 + 1e-9;

  if (lost >= QUINTET_ANALYSIS_BLUNDER)
    return QUINTET_MARK_BLUNDER;
  if (lost >= QUINTET_ANALYSIS_MISTAKE)
    return QUINTET_MARK_MISTAKE;
  if (lost >= QUINTET_ANALYSIS_INACCURACY)
    return QUINTET_MARK_INACCURACY;
  return QUINTET_MARK_NONE;
}

QuintetMark
_quintet_analysis_turn_mark (QuintetGame           *game,
                             QuintetSide            mover,
                             const QuintetNodeEval *before,
                             QuintetSide            to_move_after,
                             const QuintetNodeEval *after)
{
  double chance_after = quintet_analysis_win_chance (game, after->score);

  /* The turn's player's own chance after it, whoever moves next */
  if (to_move_after != mover)
    chance_after = 1.0 - chance_after;
  return quintet_analysis_mark (quintet_analysis_win_chance (game, before->score), chance_after);
}

guint
quintet_analysis_level_time_ms (QuintetAnalysisLevel level)
{
  return level == QUINTET_ANALYSIS_DEEP ? DEEP_TIME_MS : QUICK_TIME_MS;
}

char *
quintet_analysis_format_score (int score)
{
  /* The search counts turns of both sides to a result; #N counts the
   * side to move's: a win in 1 or 2 plies is #1 (its turn wins, or the
   * opponent's answer cannot prevent it), a loss in 2 plies -#1; a
   * decided position (±QUINTET_SEARCH_WIN) is #0 or -#0 */
  score = CLAMP (score, -QUINTET_SEARCH_WIN, QUINTET_SEARCH_WIN);
  if (score > QUINTET_SEARCH_WIN_BOUND)
    return g_strdup_printf ("#%d", (QUINTET_SEARCH_WIN - score + 1) / 2);
  if (score < -QUINTET_SEARCH_WIN_BOUND)
    return g_strdup_printf ("-#%d", (QUINTET_SEARCH_WIN + score + 1) / 2);
  return g_strdup_printf ("%d", score);
}

QuintetGame *
_quintet_analysis_copy_game (QuintetGame       *game,
                             gconstpointer      start,
                             const QuintetMove *turns,
                             guint              n_turns)
{
  g_autoptr(QuintetGame) copy = g_object_new (G_OBJECT_TYPE (game),
                                              "variant", quintet_game_get_variant (game), NULL);
  g_autofree char *text = quintet_game_position_to_text (game, start);

  if (!quintet_game_load_position (copy, text, NULL))
    g_return_val_if_reached (NULL);
  for (guint i = 0; i < n_turns; i++)
    if (!quintet_game_play_turn (copy, &turns[i], NULL))
      break;   /* a line the game itself played: never */

  return g_steal_pointer (&copy);
}

void
_quintet_analysis_eval_from_game (QuintetGame               *game,
                                  QuintetSearch             *search,
                                  const QuintetSearchLimits *limits,
                                  const gint                *cancel,
                                  QuintetNodeEval           *eval)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  QuintetSearchResult result;

  memset (eval, 0, sizeof *eval);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      /* Exact: a draw is worth nothing, a won game all */
      if (outcome.status == QUINTET_STATUS_WIN)
        eval->score = outcome.winner == quintet_game_get_side_to_move (game) ? QUINTET_SEARCH_WIN
                                                                            : -QUINTET_SEARCH_WIN;
      return;
    }

  quintet_search_set_game (search, game);
  quintet_search_run (search, limits, cancel, &result);
  if (result.depth >= 3 && result.depth % 2 == 1 && ABS (result.score) <= QUINTET_SEARCH_WIN_BOUND &&
      (cancel == NULL || !g_atomic_int_get (cancel)))
    {
      /* An odd depth gives the side to move one turn more than its
       * opponent, and scores it ahead by what that turn could take:
       * in Pressman's opening a piece at every odd depth, level at every
       * even one. Consecutive positions, searched to about the same
       * depth, would then each score their side to move ahead, and every
       * turn would look like a mistake. So the score is an even depth's:
       * one less, searched afresh (the table would answer with the odd
       * depth's scores), within twice the nodes the first search took
       * (which searched that depth too), else its result stands. */
      QuintetSearchLimits even = { .max_depth = result.depth - 1, .max_nodes = MAX (2 * result.nodes, 1000),
                                   .seed = limits->seed };
      QuintetSearchResult shallower;

      quintet_search_clear (search);
      quintet_search_run (search, &even, cancel, &shallower);
      if (shallower.depth == even.max_depth && !shallower.stopped)
        result = shallower;
    }
  eval->score = result.score;
  eval->depth = result.depth;
  eval->has_best = result.has_turn;
  eval->best = result.turn;
  eval->pv_length = MIN (result.pv_length, QUINTET_NODE_EVAL_MAX_PV);
  memcpy (eval->pv, result.pv, eval->pv_length * sizeof eval->pv[0]);
  if (eval->has_best && eval->pv_length == 0)
    {
      eval->pv[0] = eval->best;
      eval->pv_length = 1;
    }
}

void
quintet_analysis_evaluate (QuintetGame               *game,
                           guint                      ply,
                           const QuintetSearchLimits *limits,
                           QuintetNodeEval           *eval)
{
  g_autoptr(QuintetGame) copy = NULL;
  g_autoptr(QuintetSearch) search = NULL;
  g_autofree QuintetMove *turns = NULL;

  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (ply <= quintet_game_get_n_turns (game) + quintet_game_get_n_redo (game));
  g_return_if_fail (limits != NULL && eval != NULL);

  /* A private game holding the line up to @ply, so that the search sees
   * its history; the game itself does not change */
  turns = g_new (QuintetMove, MAX (ply, 1));
  for (guint i = 0; i < ply; i++)
    turns[i] = *quintet_game_get_turn (game, i);
  copy = _quintet_analysis_copy_game (game, quintet_game_get_position_at (game, 0), turns, ply);
  search = quintet_search_new (copy, QUINTET_ANALYSIS_TABLE_BYTES);
  _quintet_analysis_eval_from_game (copy, search, limits, NULL, eval);
}
