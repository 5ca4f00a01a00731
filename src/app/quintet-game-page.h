/* quintet-game-page.h — the game page: the board, the guidance line and the
 * side panel (players, clocks, the move list, the analysis)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-board-view.h"
#include "quintet-eval-graph.h"
#include "quintet-history-view.h"
#include "quintet-types.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_GAME_PAGE (quintet_game_page_get_type ())

G_DECLARE_FINAL_TYPE (QuintetGamePage, quintet_game_page, QUINTET, GAME_PAGE, GtkWidget)

/* Below this width (a phone's) the page takes its most compact form, and
 * the window's header bar gives up its title */
#define QUINTET_GAME_PAGE_TINY_WIDTH 480

/* The page lays itself out and shows what it is told: the players, the
 * notes, the outcome, the analysis's part of the panel. The window still
 * drives the board, the move list and the graph with the game
 * in play (quintet-window*.c), through the getters after these. */

GtkWidget          *quintet_game_page_new                        (void);
gboolean            quintet_game_page_choose_layout              (QuintetGamePage *self,
                                                                  int              width,
                                                                  int              height,
                                                                  double           aspect);
void                quintet_game_page_apply_layout               (QuintetGamePage *self,
                                                                  int              width);
gboolean            quintet_game_page_get_below                  (QuintetGamePage *self);
void                quintet_game_page_set_player                 (QuintetGamePage *self,
                                                                  QuintetSide      side,
                                                                  const char      *name,
                                                                  const char      *subtitle,
                                                                  const char      *tooltip,
                                                                  const char      *side_style,
                                                                  gboolean         to_move);
void                quintet_game_page_set_status_note            (QuintetGamePage *self,
                                                                  const char      *note);
void                quintet_game_page_set_marks_note             (QuintetGamePage *self,
                                                                  gboolean         shows_frozen);
void                quintet_game_page_set_outcome                (QuintetGamePage *self,
                                                                  const char      *result,
                                                                  const char      *reason);
gboolean            quintet_game_page_show_analysis              (QuintetGamePage *self,
                                                                  gboolean         shown,
                                                                  gboolean         running);
void                quintet_game_page_add_card                   (QuintetGamePage *self,
                                                                  GtkWidget       *card);
void                quintet_game_page_add_after_notes            (QuintetGamePage *self,
                                                                  GtkWidget       *part);
void                quintet_game_page_show_clocks                (QuintetGamePage *self,
                                                                  gboolean         shown);
void                quintet_game_page_set_clock                  (QuintetGamePage *self,
                                                                  QuintetSide      side,
                                                                  const char      *text,
                                                                  gboolean         running,
                                                                  gboolean         out);
void                quintet_game_page_set_thinking               (QuintetGamePage *self,
                                                                  const char      *text);
void                quintet_game_page_set_analysis_summary       (QuintetGamePage *self,
                                                                  const char      *text);
void                quintet_game_page_set_analysis_progress      (QuintetGamePage *self,
                                                                  double           fraction,
                                                                  const char      *text);
void                quintet_game_page_set_can_analyse            (QuintetGamePage *self,
                                                                  gboolean         can_analyse);
void                quintet_game_page_close_popovers             (QuintetGamePage *self);
QuintetBoardView   *quintet_game_page_get_board_view             (QuintetGamePage *self);
QuintetHistoryView *quintet_game_page_get_history_view           (QuintetGamePage *self);
QuintetEvalGraph   *quintet_game_page_get_eval_graph             (QuintetGamePage *self);

G_END_DECLS
