/* quintet-puzzle-feedback.h — the puzzle page's line: how the player's
 * try went, or the board's guidance over it for a while
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_PUZZLE_FEEDBACK (quintet_puzzle_feedback_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPuzzleFeedback, quintet_puzzle_feedback, QUINTET, PUZZLE_FEEDBACK, GtkWidget)

/* @icon_name and @css_class ("success", "error", "accent") are static
 * strings, or NULL */
void        quintet_puzzle_feedback_set      (QuintetPuzzleFeedback *self,
                                              const char            *icon_name,
                                              const char            *css_class,
                                              const char            *text);
/* Another line shown over the page's, until it is uncovered */
void        quintet_puzzle_feedback_cover    (QuintetPuzzleFeedback *self,
                                              const char            *icon_name,
                                              const char            *css_class,
                                              const char            *text);
void        quintet_puzzle_feedback_uncover  (QuintetPuzzleFeedback *self);
/* What it shows */
const char *quintet_puzzle_feedback_get_text (QuintetPuzzleFeedback *self);

G_END_DECLS
