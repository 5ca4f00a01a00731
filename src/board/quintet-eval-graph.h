/* quintet-eval-graph.h — a game's evaluation over its turns, as a graph
 * of the first side's winning chance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game-tree.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_EVAL_GRAPH (quintet_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (QuintetEvalGraph, quintet_eval_graph, QUINTET, EVAL_GRAPH, GtkWidget)

/* One point a ply, 0 (the start) … the length in turns: side 0's winning
 * chance there (0 … 1), or none yet. The turn that led to a ply may carry
 * a mark, shown as a dot in the mark's colour. The current ply is marked
 * with a line (G_MAXUINT: none). A click or a drag over the graph emits
 * "ply-activated" (guint ply) with the ply under the pointer.
 *
 * For screen readers the graph is a slider over the plies whose value
 * text says the current ply's chance, in the sides' names; the areas take
 * the colours of the sides' pieces (the painter's side styles). */

GtkWidget   *quintet_eval_graph_new            (void);
/* Sets the length and clears every value and mark */
void         quintet_eval_graph_reset          (QuintetEvalGraph *self,
                                                guint             n_turns);
guint        quintet_eval_graph_get_n_turns    (QuintetEvalGraph *self);
/* @chance: side 0's winning chance at @ply, or a negative number: none */
void         quintet_eval_graph_set_value      (QuintetEvalGraph *self,
                                                guint             ply,
                                                double            chance);
/* The chance at @ply, or -1 when none */
double       quintet_eval_graph_get_value      (QuintetEvalGraph *self,
                                                guint             ply);
/* How many plies have a value */
guint        quintet_eval_graph_count_values   (QuintetEvalGraph *self);
void         quintet_eval_graph_set_mark       (QuintetEvalGraph *self,
                                                guint             ply,
                                                QuintetMark       mark);
QuintetMark  quintet_eval_graph_get_mark       (QuintetEvalGraph *self,
                                                guint             ply);
void         quintet_eval_graph_set_ply        (QuintetEvalGraph *self,
                                                guint             ply);
guint        quintet_eval_graph_get_ply        (QuintetEvalGraph *self);
void         quintet_eval_graph_set_sides      (QuintetEvalGraph *self,
                                                const char       *side_names[2],
                                                const char       *side_styles[2]);
/* The ply under x in a graph @width wide (for clicks, and tests) */
guint        quintet_eval_graph_ply_at         (QuintetEvalGraph *self,
                                                double            x,
                                                double            width);
/* The x of @ply in a graph @width wide */
double       quintet_eval_graph_ply_x          (QuintetEvalGraph *self,
                                                guint             ply,
                                                double            width);
/* The accessible value text: "Turn 12: White 62 %" */
char        *quintet_eval_graph_describe       (QuintetEvalGraph *self);

/* Draws the graph, as the widget does, into width × height (tests) */
void         quintet_eval_graph_draw           (QuintetEvalGraph *self,
                                                cairo_t          *cr,
                                                double            width,
                                                double            height,
                                                gboolean          dark);

/* The colours of the marks, as the graph draws them: the move list may
 * use the same ones (red, green, blue 0 … 1) */
void         quintet_eval_graph_get_mark_colour (QuintetMark      mark,
                                                 gboolean         dark,
                                                 double           rgb[3]);

G_END_DECLS
