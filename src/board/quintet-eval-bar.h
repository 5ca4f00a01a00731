/* quintet-eval-bar.h — the shown position's winning chance beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_EVAL_BAR (quintet_eval_bar_get_type ())

G_DECLARE_FINAL_TYPE (QuintetEvalBar, quintet_eval_bar, QUINTET, EVAL_BAR, GtkWidget)

/* A thin vertical bar beside the board: the shown position's winning
 * chance of the side drawn at the bottom (its colour fills from below),
 * or empty when there is none (a negative chance). */
GtkWidget   *quintet_eval_bar_new              (void);
void         quintet_eval_bar_set_chance       (QuintetEvalBar   *self,
                                                double            chance);
double       quintet_eval_bar_get_chance       (QuintetEvalBar   *self);
/* The styles of the side at the bottom and of the other */
void         quintet_eval_bar_set_sides        (QuintetEvalBar   *self,
                                                const char       *bottom_style,
                                                const char       *top_style,
                                                const char       *bottom_name);
void         quintet_eval_bar_draw             (QuintetEvalBar   *self,
                                                cairo_t          *cr,
                                                double            width,
                                                double            height,
                                                gboolean          dark);

G_END_DECLS
