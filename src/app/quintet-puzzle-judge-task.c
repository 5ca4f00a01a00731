/* quintet-puzzle-judge-task.c — a puzzle's judge on a worker thread:
 * quintet_puzzle_judge may search for a second (Ordo X), so the puzzle
 * page asks it on a copy of its game, away from the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-puzzle-judge-task.h"

typedef struct {
  QuintetGame            *game;     /* a copy, the worker's own */
  GPtrArray              *puzzles;  /* keeps the puzzle alive */
  const QuintetPuzzle    *puzzle;
  QuintetMove             turn;
  QuintetPuzzleJudgement  judgement;
} JudgeData;

static void
judge_data_free (gpointer data)
{
  JudgeData *d = data;

  g_clear_object (&d->game);
  g_clear_pointer (&d->puzzles, g_ptr_array_unref);
  g_free (d);
}

static void
judge_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  JudgeData *d = task_data;

  quintet_puzzle_judge (d->game, d->puzzle, &d->turn, 0, &d->judgement);
  g_task_return_boolean (task, TRUE);
}

void
quintet_puzzle_judge_task_run (gpointer             source,
                               QuintetGame         *game_copy,
                               GPtrArray           *puzzles,
                               const QuintetPuzzle *puzzle,
                               const QuintetMove   *turn,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  JudgeData *d;

  g_return_if_fail (QUINTET_IS_GAME (game_copy));
  g_return_if_fail (puzzles != NULL && puzzle != NULL && turn != NULL);

  d = g_new0 (JudgeData, 1);
  d->game = game_copy;
  d->puzzles = g_ptr_array_ref (puzzles);
  d->puzzle = puzzle;
  d->turn = *turn;
  task = g_task_new (source, cancellable, callback, user_data);
  g_task_set_task_data (task, d, judge_data_free);
  g_task_run_in_thread (task, judge_thread);
}

gboolean
quintet_puzzle_judge_task_finish (GAsyncResult           *result,
                                  QuintetPuzzleJudgement *judgement)
{
  JudgeData *d;

  g_return_val_if_fail (G_IS_TASK (result), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return FALSE;
  d = g_task_get_task_data (G_TASK (result));
  *judgement = d->judgement;
  return TRUE;
}
