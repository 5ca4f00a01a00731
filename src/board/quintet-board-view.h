/* quintet-board-view.h — the interactive board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_BOARD_VIEW (quintet_board_view_get_type ())

G_DECLARE_FINAL_TYPE (QuintetBoardView, quintet_board_view, QUINTET, BOARD_VIEW, GtkWidget)

/* Properties: "game" (QuintetGame), "ply" (uint: which position is shown;
 * G_MAXUINT follows the game), "interactive" (boolean: clicks make turns),
 * "show-legal-moves", "show-coordinates", "animate" (booleans),
 * "can-finish" (read-only boolean: the clicks complete a turn that could
 * also go on, so the owner may offer "End Turn Here", which calls
 * quintet_board_view_finish_turn()), "guidance" (read-only string: one
 * line in the game's words on what the clicks are in the middle of, or
 * why the rules refused the last click; empty when not interactive).
 *
 * Signal "turn-chosen" (const QuintetMove *turn): the clicks completed a
 * legal turn; the owner decides whether to play it. */

GtkWidget   *quintet_board_view_new                (void);
QuintetGame *quintet_board_view_get_game           (QuintetBoardView  *self);
void         quintet_board_view_set_game           (QuintetBoardView  *self,
                                                    QuintetGame       *game);
guint        quintet_board_view_get_ply            (QuintetBoardView  *self);
void         quintet_board_view_set_ply            (QuintetBoardView  *self,
                                                    guint              ply);
gboolean     quintet_board_view_get_interactive    (QuintetBoardView  *self);
void         quintet_board_view_set_interactive    (QuintetBoardView  *self,
                                                    gboolean           interactive);
gboolean     quintet_board_view_get_show_legal_moves (QuintetBoardView *self);
void         quintet_board_view_set_show_legal_moves (QuintetBoardView *self,
                                                      gboolean          show_legal_moves);
gboolean     quintet_board_view_get_show_coordinates (QuintetBoardView *self);
void         quintet_board_view_set_show_coordinates (QuintetBoardView *self,
                                                      gboolean          show_coordinates);
gboolean     quintet_board_view_get_flipped        (QuintetBoardView  *self);
void         quintet_board_view_set_flipped        (QuintetBoardView  *self,
                                                    gboolean           flipped);
gboolean     quintet_board_view_get_animate        (QuintetBoardView  *self);
void         quintet_board_view_set_animate        (QuintetBoardView  *self,
                                                    gboolean           animate);

/* Input, as the pointer and keyboard drive it (also used by tests) */
void         quintet_board_view_click_cell         (QuintetBoardView  *self,
                                                    QuintetCell        cell);
void         quintet_board_view_finish_turn        (QuintetBoardView  *self);
gboolean     quintet_board_view_get_can_finish     (QuintetBoardView  *self);
const char  *quintet_board_view_get_guidance       (QuintetBoardView  *self);
/* The same as Pango markup: each ruling's id ("(OR-1)") a link "ruling:OR-1". */
const char  *quintet_board_view_get_guidance_markup (QuintetBoardView *self);
/* Whether the guidance is why the last click was refused. */
gboolean     quintet_board_view_get_guidance_refused (QuintetBoardView *self);
void         quintet_board_view_clear_selection    (QuintetBoardView  *self);
void         quintet_board_view_undo_part          (QuintetBoardView  *self);
/* Whether the cell can be clicked next (drawn only with show-legal-moves). */
gboolean     quintet_board_view_is_highlighted     (QuintetBoardView  *self,
                                                    QuintetCell        cell);
/* A highlighted cell whose enemy piece the turn would take. */
gboolean     quintet_board_view_is_capture_target  (QuintetBoardView  *self,
                                                    QuintetCell        cell);
const QuintetCell *
             quintet_board_view_get_selection      (QuintetBoardView  *self,
                                                    guint             *n_cells);
/* Where the selection is drawn: the clicks, but a clicked piece that the
 * previewed part moved (a line's far end) where it stands now. */
const QuintetCell *
             quintet_board_view_get_selection_marks (QuintetBoardView *self,
                                                     guint            *n_cells);
/* When several turns share the clicks: the turns the popover offers. */
const QuintetMove *
             quintet_board_view_get_candidates     (QuintetBoardView  *self,
                                                    guint             *n_turns);
void         quintet_board_view_choose_candidate   (QuintetBoardView  *self,
                                                    guint              index);
/* Takes the keyboard focus (a game starts); the cursor shows once the
 * keyboard is used (at once when it was used last) */
void         quintet_board_view_show_focus         (QuintetBoardView  *self);
/* Whether the keyboard focus cursor is shown (drawn while the window is
 * active) */
gboolean     quintet_board_view_get_focus_visible  (QuintetBoardView  *self);
/* The plain arrow keys move the cursor (a page with no history for them
 * to step through: lessons, puzzles; the game page's use Shift) */
void         quintet_board_view_use_plain_arrows   (QuintetBoardView  *self);
/* The keyboard focus cursor, or QUINTET_NO_CELL before the first arrow key. */
QuintetCell  quintet_board_view_get_focus_cell     (QuintetBoardView  *self);
/* The cell's name and contents for screen readers: "e4, White piece". */
char        *quintet_board_view_describe_cell      (QuintetBoardView  *self,
                                                    QuintetCell        cell);
/* The piece motions being animated now (a turn just played, or the new
 * steps of a preview), steps counted from 0; FALSE when nothing animates.
 * While the clicks are the first part of a turn (a two-part turn, a chain
 * so far) the board shows the game's preview of them: describe_cell and
 * the painter describe that. */
gboolean     quintet_board_view_get_animation      (QuintetBoardView     *self,
                                                    const QuintetMotion **motions,
                                                    guint                *n_motions);
/* Centre of a cell in widget coordinates (for tests that click with the pointer). */
gboolean     quintet_board_view_get_cell_center    (QuintetBoardView  *self,
                                                    QuintetCell        cell,
                                                    double            *x,
                                                    double            *y);

/* The rectangle the board is painted into, in widget coordinates (the
 * board keeps its shape, centred in the view); FALSE without a game. */
gboolean     quintet_board_view_get_board_bounds   (QuintetBoardView  *self,
                                                    graphene_rect_t   *bounds);

/* The position shown, drawn for an image of it (an export): its pieces,
 * the last turn, coordinates and the side seen from as on screen, in the
 * light style, without a selection, hints or legal moves. */
void         quintet_board_view_draw_position      (QuintetBoardView  *self,
                                                    cairo_t           *cr,
                                                    double             width,
                                                    double             height);

/* A hint: @turn's cells shown until the next click or change (NULL: none). */
void               quintet_board_view_show_hint (QuintetBoardView  *self,
                                                 const QuintetMove *turn);
const QuintetMove *quintet_board_view_get_hint  (QuintetBoardView  *self);
/* The engine's best turn in review: an arrow along its path (NULL: none) */
void               quintet_board_view_set_hint_path (QuintetBoardView  *self,
                                                     const QuintetMove *turn);
const QuintetMove *quintet_board_view_get_hint_path (QuintetBoardView  *self);
/* A narrow widget kept just left of the board as drawn (the evaluation bar) */
void               quintet_board_view_set_side_widget (QuintetBoardView *self,
                                                       GtkWidget        *widget);
const QuintetMotion *quintet_board_view_get_ghosts (QuintetBoardView *self,
                                                    guint            *n_ghosts);

G_END_DECLS
