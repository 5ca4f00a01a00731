/* quintet-puzzle-judge-task.h — a puzzle's judge on a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "quintet-puzzle.h"

G_BEGIN_DECLS

/* Judges @turn of @puzzle (one of @puzzles, kept alive meanwhile) made
 * in @game_copy, which the worker takes (a quintet_puzzle_copy_game ()
 * from before the turn); @callback has @source as its source */
void     quintet_puzzle_judge_task_run    (gpointer                source,
                                           QuintetGame            *game_copy,
                                           GPtrArray              *puzzles,
                                           const QuintetPuzzle    *puzzle,
                                           const QuintetMove      *turn,
                                           GCancellable           *cancellable,
                                           GAsyncReadyCallback     callback,
                                           gpointer                user_data);
/* FALSE when the judge was cancelled; else its @judgement */
gboolean quintet_puzzle_judge_task_finish (GAsyncResult           *result,
                                           QuintetPuzzleJudgement *judgement);

G_END_DECLS
