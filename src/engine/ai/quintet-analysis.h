/* quintet-analysis.h — a game's analysis: every position of its main line
 * searched, each turn's cost as a loss of winning chance, turns marked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game-tree.h"
#include "quintet-search.h"

G_BEGIN_DECLS

/* Thresholds, in points of winning chance (0 … 100) the mover lost with a
 * turn, the same for every game (lichess's): at least this much marks
 * the turn an inaccuracy, a mistake, a blunder. */
#define QUINTET_ANALYSIS_INACCURACY 10
#define QUINTET_ANALYSIS_MISTAKE    20
#define QUINTET_ANALYSIS_BLUNDER    30

/* The side to move's winning chance, 0 … 1 (a draw counting a half), for
 * a search score of @game (the variant's curve, calibrated on self-play:
 * src/engine/README.md, "Analysis"); a forced win is 1, a forced loss 0. */
double       quintet_analysis_win_chance    (QuintetGame     *game,
                                             int              score);
/* The mark of a turn whose player had @chance_before (to move, before
 * it) and @chance_after (theirs after it: 1 - the opponent's to move) */
QuintetMark  quintet_analysis_mark          (double           chance_before,
                                             double           chance_after);

/* The levels in Preferences: a time per position */
typedef enum {
  QUINTET_ANALYSIS_QUICK,
  QUINTET_ANALYSIS_DEEP,
} QuintetAnalysisLevel;

guint        quintet_analysis_level_time_ms (QuintetAnalysisLevel level);

/* Searches the position at @ply of @game's line (with the history before
 * it: repetition and no progress count) within @limits, into @eval; a
 * decided position gets its exact score and no best turn. Synchronous:
 * for the command line and tests. */
void         quintet_analysis_evaluate      (QuintetGame               *game,
                                             guint                      ply,
                                             const QuintetSearchLimits *limits,
                                             QuintetNodeEval           *eval);

/* Sets the marks of the turns of the main line from the evals of their
 * nodes: a turn whose node and parent both have an eval gets
 * quintet_analysis_mark of them (NONE when it lost less than an
 * inaccuracy); the others are left as they are. */
void         quintet_analysis_mark_main_line (QuintetGame    *game);

/* How many turns of @side on the main line carry each mark (counts[mark]) */
void         quintet_analysis_count_marks   (QuintetGame     *game,
                                             QuintetSide      side,
                                             guint            counts[4]);

/* "EVAL" of the command line: hundredths for a score, "#N" for a forced
 * win in N turns of the side to move, "-#N" for a forced loss */
char        *quintet_analysis_format_score  (int              score);

#define QUINTET_TYPE_ANALYSIS (quintet_analysis_get_type ())

G_DECLARE_FINAL_TYPE (QuintetAnalysis, quintet_analysis, QUINTET, ANALYSIS, GObject)

/* An analysis of @game's main line under way on a worker thread, one
 * position after another (@backward: the last first), @time_ms each (or
 * @depth, when nonzero, for results that are the same on every run). The
 * main line is copied when it starts; each result is set on its main-line
 * node (quintet_tree_node_set_eval) on the thread that started it, and
 * the marks follow, unless the main line changed there meanwhile.
 *
 * Properties (read-only, notified on the main context): "progress"
 * (double 0 … 1), "running" (boolean). Signals: "ply-analysed" (guint
 * ply: its node has its eval), "finished" (gboolean cancelled). */
QuintetAnalysis *quintet_analysis_new       (QuintetGame     *game,
                                             guint            time_ms,
                                             guint            depth,
                                             gboolean         backward);
void         quintet_analysis_start         (QuintetAnalysis *self);
/* Stops within milliseconds; "finished" follows with TRUE */
void         quintet_analysis_cancel        (QuintetAnalysis *self);
gboolean     quintet_analysis_get_running   (QuintetAnalysis *self);
double       quintet_analysis_get_progress  (QuintetAnalysis *self);

G_END_DECLS
