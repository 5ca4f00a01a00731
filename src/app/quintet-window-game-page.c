/* quintet-window-game-page.c — the game page, built when the first game starts
 * (the window comes up sooner with the start page alone), and the signals
 * of its board and side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-painter.h"
#include "quintet-rules-window.h"
#include "quintet-theme-manager.h"
#include "quintet-window-private.h"

/* A side's swatch: its piece as the board draws it. */
static void
draw_side_dot (GtkDrawingArea *dot,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  quintet_painter_draw_swatch (cr, width, height, g_object_get_data (G_OBJECT (dot), "side-style"),
                               GPOINTER_TO_UINT (user_data),
                               quintet_theme_manager_get_theme (quintet_theme_manager_get_default ()),
                               adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
redraw_side_dots (QuintetWindow *self)
{
  gtk_widget_queue_draw (self->player_dots[0]);
  gtk_widget_queue_draw (self->player_dots[1]);
}

/* A refused click's reason stands out from the usual guidance. */
static void
board_view_guidance_cb (QuintetWindow *self)
{
  if (quintet_board_view_get_guidance_refused (self->board_view))
    gtk_widget_add_css_class (self->guidance_label, "error");
  else
    gtk_widget_remove_css_class (self->guidance_label, "error");
}

/* A ruling's id after a refusal links to its place on the rules page. */
static gboolean
guidance_activate_link_cb (QuintetWindow *self,
                           const char    *uri)
{
  GtkWindow *rules;

  if (!g_str_has_prefix (uri, "ruling:") || self->game == NULL)
    return FALSE;

  rules = quintet_rules_window_new (quintet_game_get_id (self->game));
  gtk_window_set_transient_for (rules, GTK_WINDOW (self));
  quintet_rules_window_show_ruling (QUINTET_RULES_WINDOW (rules), uri + strlen ("ruling:"));
  gtk_window_present (rules);
  return TRUE;
}

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
                                 quintet_board_view_get_can_finish (self->board_view));
}

/* Builds the game page from its own .ui file, the first time only */
void
_quintet_window_ensure_game_page (QuintetWindow *self)
{
  static const struct {
    const char *name;
    gsize       offset;
  } parts[] = {
    { "game_box", G_STRUCT_OFFSET (QuintetWindow, game_box) },
    { "board_column", G_STRUCT_OFFSET (QuintetWindow, board_column) },
    { "board_view", G_STRUCT_OFFSET (QuintetWindow, board_view) },
    { "guidance_row", G_STRUCT_OFFSET (QuintetWindow, guidance_row) },
    { "panel_scroller", G_STRUCT_OFFSET (QuintetWindow, panel_scroller) },
    { "side_panel", G_STRUCT_OFFSET (QuintetWindow, side_panel) },
    { "players_box", G_STRUCT_OFFSET (QuintetWindow, players_box) },
    { "player_card_0", G_STRUCT_OFFSET (QuintetWindow, player_cards[0]) },
    { "player_card_1", G_STRUCT_OFFSET (QuintetWindow, player_cards[1]) },
    { "moves_button", G_STRUCT_OFFSET (QuintetWindow, moves_button) },
    { "moves_popover", G_STRUCT_OFFSET (QuintetWindow, moves_popover) },
    { "outcome_card", G_STRUCT_OFFSET (QuintetWindow, outcome_card) },
    { "outcome_title", G_STRUCT_OFFSET (QuintetWindow, outcome_title) },
    { "outcome_reason", G_STRUCT_OFFSET (QuintetWindow, outcome_reason) },
    { "players_list", G_STRUCT_OFFSET (QuintetWindow, players_list) },
    { "player_row_0", G_STRUCT_OFFSET (QuintetWindow, player_rows[0]) },
    { "player_row_1", G_STRUCT_OFFSET (QuintetWindow, player_rows[1]) },
    { "player_dot_0", G_STRUCT_OFFSET (QuintetWindow, player_dots[0]) },
    { "player_dot_1", G_STRUCT_OFFSET (QuintetWindow, player_dots[1]) },
    { "to_move_0", G_STRUCT_OFFSET (QuintetWindow, to_move_labels[0]) },
    { "to_move_1", G_STRUCT_OFFSET (QuintetWindow, to_move_labels[1]) },
    { "status_note", G_STRUCT_OFFSET (QuintetWindow, status_note) },
    { "marks_note", G_STRUCT_OFFSET (QuintetWindow, marks_note) },
    { "status_label", G_STRUCT_OFFSET (QuintetWindow, status_label) },
    { "guidance_label", G_STRUCT_OFFSET (QuintetWindow, guidance_label) },
    { "thinking_box", G_STRUCT_OFFSET (QuintetWindow, thinking_box) },
    { "thinking_label", G_STRUCT_OFFSET (QuintetWindow, thinking_label) },
    { "history_view", G_STRUCT_OFFSET (QuintetWindow, history_view) },
    { "outcome_buttons", G_STRUCT_OFFSET (QuintetWindow, outcome_buttons) },
    { "outcome_analyse_button", G_STRUCT_OFFSET (QuintetWindow, outcome_analyse_button) },
    { "analysis_panel", G_STRUCT_OFFSET (QuintetWindow, analysis_panel) },
    { "analysis_overview", G_STRUCT_OFFSET (QuintetWindow, analysis_overview) },
    { "eval_graph", G_STRUCT_OFFSET (QuintetWindow, eval_graph) },
    { "analysis_summary", G_STRUCT_OFFSET (QuintetWindow, analysis_summary) },
    { "analysis_progress_row", G_STRUCT_OFFSET (QuintetWindow, analysis_progress_row) },
    { "analysis_progress", G_STRUCT_OFFSET (QuintetWindow, analysis_progress) },
  };
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->game_box != NULL)
    return;

  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "board_view_turn_chosen_cb", G_CALLBACK (_quintet_window_board_view_turn_chosen_cb),
                                           "board_view_guidance_cb", G_CALLBACK (board_view_guidance_cb),
                                           "guidance_activate_link_cb", G_CALLBACK (guidance_activate_link_cb),
                                           "eval_graph_ply_activated_cb", G_CALLBACK (_quintet_window_eval_graph_ply_activated_cb),
                                           NULL);
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  /* A resource of the program: failing to build it is a bug. */
  if (!gtk_builder_add_from_resource (builder, "/io/github/quintetgames/Quintet/quintet-game-page.ui", NULL))
    g_assert_not_reached ();
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    G_STRUCT_MEMBER (gpointer, self, parts[i].offset) = gtk_builder_get_object (builder, parts[i].name);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->game_box), "game");
  gtk_box_prepend (GTK_BOX (self->thinking_box), quintet_spinner_new ());
  _quintet_window_build_online_panel (self);
  _quintet_window_build_lessons_offer (self);

  g_signal_connect_swapped (self->history_view, "notify::shown-ply",
                            G_CALLBACK (_quintet_window_history_ply_changed_cb), self);
  /* Another variation at the same ply */
  g_signal_connect_swapped (self->history_view, "notify::shown-node",
                            G_CALLBACK (_quintet_window_history_ply_changed_cb), self);
  /* Sounds (issue 31): a refused click */
  g_signal_connect_swapped (self->board_view, "click-refused", G_CALLBACK (board_view_click_refused_cb), self);
  g_signal_connect_swapped (self->board_view, "notify::can-finish",
                            G_CALLBACK (board_view_can_finish_cb), self);
  board_view_can_finish_cb (self);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->player_dots[side]), draw_side_dot,
                                    GUINT_TO_POINTER (side), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_side_dots), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (redraw_side_dots), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->settings, "show-legal-moves", self->board_view, "show-legal-moves",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "show-coordinates", self->board_view, "show-coordinates",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "animations", self->board_view, "animate",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->history_view, "ply", self->board_view, "ply",
                          G_BINDING_SYNC_CREATE);
  _quintet_window_init_analysis_page (self);
  _quintet_window_init_clock (self);
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
  if (self->game_box == NULL && self->game_page_idle == 0)
    self->game_page_idle = g_idle_add (build_game_page_idle, self);
}

/* The window is on screen: the game page follows its first frame. */
void
_quintet_window_prepare_game_page (QuintetWindow *self)
{
  if (self->game_box == NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                             G_CALLBACK (first_frame_painted_cb), self, 0);
}
