/* quintet-analysis-private.h — what quintet-analysis.c and
 * quintet-analysis-run.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-analysis.h"

G_BEGIN_DECLS

/* The search's table for an analysis: smaller than the command line's
 * default, since the app may search a turn of its own meanwhile */
#define QUINTET_ANALYSIS_TABLE_BYTES (16 * 1024 * 1024)

/* S of @game's curve: its variant's win_scale, else a generic one */
guint        _quintet_analysis_win_scale     (QuintetGame               *game);

/* A new game of @game's class and variant started from @start with
 * @turns played: a private copy for a worker thread or a search */
QuintetGame *_quintet_analysis_copy_game     (QuintetGame               *game,
                                              gconstpointer              start,
                                              const QuintetMove         *turns,
                                              guint                      n_turns);

/* @game's current position, with its history, into @eval: a decided
 * position exactly, else searched by @search (made for @game) */
void         _quintet_analysis_eval_from_game (QuintetGame              *game,
                                              QuintetSearch             *search,
                                              const QuintetSearchLimits *limits,
                                              const gint                *cancel,
                                              QuintetNodeEval           *eval);

/* The mark of a turn @mover played from a position analysed as @before
 * to one analysed as @after, where @to_move_after is to move */
QuintetMark  _quintet_analysis_turn_mark     (QuintetGame               *game,
                                              QuintetSide                mover,
                                              const QuintetNodeEval     *before,
                                              QuintetSide                to_move_after,
                                              const QuintetNodeEval     *after);

G_END_DECLS
