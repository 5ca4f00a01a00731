/* quintet-board-view-private.h — what quintet-board-view.c shares with
 * the clicks that make a turn in quintet-board-view-selection.c, the
 * drawing and size in quintet-board-view-drawing.c, the
 * previews and animation in quintet-board-view-animation.c, the
 * keyboard focus cursor and accessibility in quintet-board-view-focus.c,
 * the status line's words in quintet-board-view-guidance.c and the
 * pointer (clicks, drag and drop, hover) in quintet-board-view-pointer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-board-view.h"
#include "quintet-turn-input.h"

G_BEGIN_DECLS

struct _QuintetBoardView
{
  GtkWidget        parent_instance;

  QuintetGame     *game;
  guint            ply;
  guint            known_n_turns;
  /* What the board shows: the shown position, or while the clicks are
   * the first part of a turn (a chain so far), the game's preview of it */
  QuintetCellView *cells;
  guint            n_cells;
  QuintetCell      preview_path[QUINTET_MOVE_MAX_PATH];
  guint            preview_length;   /* 0: no preview */
  guint            preview_steps;    /* animation steps the preview shows */

  /* Input: the clicks on the shown position, made when first needed
   * (NULL when stale); the selection and highlights draw its answers. */
  QuintetTurnInput *input;
  QuintetTurnList   review_turns;    /* legal turns of an earlier position */
  QuintetCell      selection[QUINTET_MOVE_MAX_PATH];
  guint            n_selection;
  QuintetCell      marks[QUINTET_MOVE_MAX_PATH];  /* the selection as drawn */
  guint8          *highlighted;
  gboolean         can_finish;
  char            *guidance;         /* what the status line says */
  char            *guidance_markup;  /* …with each ruling's id a link to the rules */
  char            *refusal;          /* why the last click was refused, or NULL */
  GArray          *candidates;
  GtkWidget       *popover;
  QuintetCell      focus;
  gboolean         focus_from_keyboard;

  /* Drag and drop: where the press was and whether it let go of the piece
   * it pressed (the piece clicked again), to pick it up again */
  double           drag_x, drag_y;
  QuintetCell      press_cell;
  gboolean         press_let_go;
  gboolean         lifting;          /* the pressed piece follows the pointer */
  double           lifted_x, lifted_y;

  /* The turn the clicks chose, while turn-chosen runs: if the owner
   * plays it, only what the preview did not show yet animates */
  gboolean         chosen_pending;
  QuintetMove      chosen_turn;
  gboolean         has_hint;
  QuintetMove      hint;            /* a turn to play, shown until the board changes */
  QuintetMotion    hint_motions[QUINTET_MAX_MOTIONS];   /* its arrows */
  guint            n_hint_motions;
  GtkWidget       *side_widget;     /* beside the board's left edge, or NULL */
  gboolean         has_hint_path;
  QuintetMove      hint_path;       /* the engine's best turn, set by the owner */
  QuintetMotion    hint_path_motions[QUINTET_MAX_MOTIONS];   /* its parts' arrows */
  guint            n_hint_path_motions;
  QuintetCell      hint_path_placement;
  QuintetCell      hint_placement;
  /* Where a line would stand if the cell under the pointer (or the
   * keyboard cursor) were clicked */
  QuintetCell      hover;
  QuintetMotion    ghosts[QUINTET_MAX_MOTIONS];
  guint            n_ghosts;
  QuintetMove      chosen_path;
  guint            chosen_steps;

  AdwAnimation    *animation;
  gboolean         animating;
  QuintetCellView *anim_before;
  QuintetMotion    motions[QUINTET_MAX_MOTIONS];
  guint            n_motions;
  double           anim_progress;

  guint            interactive : 1;
  guint            show_legal_moves : 1;
  guint            show_coordinates : 1;
  guint            animate : 1;
  guint            flipped : 1;
};

/* quintet-board-view.c */
guint         _quintet_board_view_shown_ply      (QuintetBoardView *self);
gconstpointer _quintet_board_view_shown_position (QuintetBoardView *self);
gboolean      _quintet_board_view_accepts_input  (QuintetBoardView *self);
void          _quintet_board_view_refresh_cells  (QuintetBoardView *self);
QuintetTurnInput *_quintet_board_view_ensure_input (QuintetBoardView *self);   /* NULL: no input now */
void          _quintet_board_view_notify_guidance   (QuintetBoardView  *self);
void          _quintet_board_view_notify_can_finish (QuintetBoardView  *self);
void          _quintet_board_view_emit_turn_chosen  (QuintetBoardView  *self,
                                                     const QuintetMove *turn);

/* quintet-board-view-selection.c */
void          _quintet_board_view_selection_changed (QuintetBoardView *self);
void          _quintet_board_view_close_popover     (QuintetBoardView *self);

/* quintet-board-view-drawing.c */
void          _quintet_board_view_class_init_drawing (GtkWidgetClass *widget_class);

/* quintet-board-view-pointer.c */
void          _quintet_board_view_init_pointer   (QuintetBoardView *self);
QuintetCell   _quintet_board_view_cell_at_point  (QuintetBoardView *self,
                                                  double            x,
                                                  double            y);
void          _quintet_board_view_update_ghosts  (QuintetBoardView *self);
void          _quintet_board_view_set_hover      (QuintetBoardView *self,
                                                  QuintetCell       cell);

/* quintet-board-view-animation.c */
void _quintet_board_view_init_animation (QuintetBoardView  *self);
void _quintet_board_view_stop_animation (QuintetBoardView  *self);
void _quintet_board_view_animate_path   (QuintetBoardView  *self,
                                         gconstpointer      position,
                                         const QuintetCell *path,
                                         guint              length,
                                         guint              first_step);
void _quintet_board_view_end_preview    (QuintetBoardView  *self);
void _quintet_board_view_update_preview (QuintetBoardView  *self);

/* quintet-board-view-guidance.c */
gboolean _quintet_board_view_update_guidance (QuintetBoardView  *self);
void     _quintet_board_view_forget_refusal  (QuintetBoardView  *self);
void     _quintet_board_view_emit_click_refused (QuintetBoardView *self);
void     _quintet_board_view_note_refusal    (QuintetBoardView  *self,
                                              const QuintetCell *clicks_before,
                                              guint              n_before,
                                              QuintetCell        cell);

/* quintet-board-view-focus.c */
void _quintet_board_view_install_keyboard_actions     (GtkWidgetClass   *widget_class);
gboolean _quintet_board_view_window_focus_visible     (QuintetBoardView *self);
void _quintet_board_view_update_accessible_description (QuintetBoardView *self);
void _quintet_board_view_update_accessible_label       (QuintetBoardView *self);

G_END_DECLS
