/* quintet-window-game-page.c — the game page (QuintetGamePage), built after
 * the window's first frame (the window comes up sooner with the start page
 * alone), and the signals of its board and side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-window-private.h"

/* Sounds (issue 31): the rules refused a click on the board */
static void
board_view_click_refused_cb (QuintetWindow *self)
{
  quintet_sound_play (self->sound, QUINTET_SOUND_ILLEGAL, FALSE);
}

static void
board_view_can_finish_cb (QuintetWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn",
                                 quintet_board_view_get_can_finish (quintet_game_page_get_board_view (self->game_page)));
}

/* Builds the game page (QuintetGamePage), the first time only, and connects
 * it to the window */
void
_quintet_window_ensure_game_page (QuintetWindow *self)
{
  QuintetBoardView *board_view;
  QuintetHistoryView *history_view;

  if (self->game_page != NULL)
    return;

  self->game_page = QUINTET_GAME_PAGE (quintet_game_page_new ());
  board_view = quintet_game_page_get_board_view (self->game_page);
  history_view = quintet_game_page_get_history_view (self->game_page);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->game_page), "game");
  _quintet_window_build_online_panel (self);
  _quintet_window_build_lessons_offer (self);

  g_signal_connect_swapped (board_view, "turn-chosen",
                            G_CALLBACK (_quintet_window_board_view_turn_chosen_cb), self);
  g_signal_connect_swapped (quintet_game_page_get_eval_graph (self->game_page), "ply-activated",
                            G_CALLBACK (_quintet_window_eval_graph_ply_activated_cb), self);
  g_signal_connect_swapped (history_view, "notify::shown-ply",
                            G_CALLBACK (_quintet_window_history_ply_changed_cb), self);
  /* Another variation at the same ply */
  g_signal_connect_swapped (history_view, "notify::shown-node",
                            G_CALLBACK (_quintet_window_history_ply_changed_cb), self);
  /* Sounds (issue 31): a refused click */
  g_signal_connect_swapped (board_view, "click-refused", G_CALLBACK (board_view_click_refused_cb), self);
  g_signal_connect_swapped (board_view, "notify::can-finish",
                            G_CALLBACK (board_view_can_finish_cb), self);
  board_view_can_finish_cb (self);
  quintet_settings_bind_board (self->settings, board_view);
  g_object_bind_property (history_view, "ply", board_view, "ply",
                          G_BINDING_SYNC_CREATE);
  _quintet_window_init_analysis_page (self);
  _quintet_window_init_clock (self);
  /* the window's width so far (the page's height follows) */
  quintet_game_page_choose_layout (self->game_page, gtk_widget_get_width (GTK_WIDGET (self)), 0, 1.0);
  _quintet_window_apply_layout (self);
}

static gboolean
build_game_page_idle (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->game_page_idle = 0;
  _quintet_window_ensure_game_page (self);

  return G_SOURCE_REMOVE;
}

/* Once the first frame is on screen, the game page is built in the
 * background of the main loop, ready before the player picks a game. */
static void
first_frame_painted_cb (GdkFrameClock *frame_clock,
                        QuintetWindow *self)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_painted_cb, self);
  if (self->game_page == NULL && self->game_page_idle == 0)
    self->game_page_idle = g_idle_add (build_game_page_idle, self);
}

/* The window is on screen: the game page follows its first frame. */
void
_quintet_window_prepare_game_page (QuintetWindow *self)
{
  if (self->game_page == NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                             G_CALLBACK (first_frame_painted_cb), self, 0);
}
