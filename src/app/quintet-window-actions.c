/* quintet-window-actions.c — the window's actions and keys: which actions the
 * game allows, the actions of the menus and the header bar, and the keys
 * that step through the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-rules-window.h"
#include "quintet-window-private.h"

/* Which actions the game on the page allows now */
void
_quintet_window_update_actions (QuintetWindow *self)
{
  gboolean has_game = self->game != NULL;
  QuintetSeatAllows allows = _quintet_window_allows (self);
  gboolean in_play = has_game && !_quintet_window_game_is_over (self);
  gboolean ongoing = in_play && (allows & QUINTET_SEAT_ALLOWS_RESULT);
  gboolean on_game_page = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
  /* The other side's seat says whether the last turn may be taken back
   * (online: our last, which the friend is asked to allow, issue 33) */
  gboolean can_undo = has_game &&
                      quintet_seat_can_undo (self->seats[QUINTET_OTHER_SIDE (_quintet_window_acting_side (self))],
                                             self->game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", on_game_page && can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game_page && has_game && (allows & QUINTET_SEAT_ALLOWS_TAKE_BACK) &&
                                 quintet_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign", on_game_page && ongoing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw", on_game_page && ongoing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-game", has_game && !on_game_page);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", gtk_widget_get_visible (self->back_button));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-again",
                                 has_game && (allows & QUINTET_SEAT_ALLOWS_PLAY_AGAIN));
  /* Against a friend online, no computer's help (issue 33) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 on_game_page && in_play && (allows & QUINTET_SEAT_ALLOWS_HELP) &&
                                 !_quintet_window_is_reviewing (self) &&
                                 !_quintet_window_awaits_seat (self) && !self->clock_paused);
  _quintet_window_update_record_actions (self);
  _quintet_window_update_analysis_actions (self);
}

/* ---- the actions ---- */

/* A turn that could go on (a regeneration, a chain, a launch) ends at the
 * clicks so far: the mouse's way when clicking the last cell again would
 * go on instead (OX-3). */
static void
end_turn_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  quintet_board_view_finish_turn (quintet_game_page_get_board_view (QUINTET_WINDOW (widget)->game_page));
}

/* See the board from the other side, e.g. when playing Black */
static void
flip_board_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetBoardView *board;

  _quintet_window_ensure_game_page (self);
  /* On the lesson page, its own board */
  board = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") == 0
          ? quintet_lesson_page_get_board_view (self->lesson_page) : quintet_game_page_get_board_view (self->game_page);
  quintet_board_view_set_flipped (board, !quintet_board_view_get_flipped (board));
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  g_autofree char *note = NULL;

  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), G_MAXUINT);
  quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  /* Online, the friend's seat asks them to allow it */
  if (quintet_seat_ask_undo (self->seats[QUINTET_OTHER_SIDE (_quintet_window_acting_side (self))], self->game, &note))
    {
      quintet_toasts_show (self->toasts, note);
      return;
    }
  quintet_game_undo (self->game);
  /* Against the computer, back to the person's turn: the last turn of each side */
  if (_quintet_window_has_person (self) && _quintet_window_awaits_seat (self) &&
      quintet_game_get_can_undo (self->game))
    quintet_game_undo (self->game);
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), G_MAXUINT);
  quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  quintet_game_redo (self->game);
  if (_quintet_window_has_person (self) && _quintet_window_awaits_seat (self) &&
      quintet_game_get_can_redo (self->game))
    quintet_game_redo (self->game);
}

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  quintet_window_show_games (QUINTET_WINDOW (widget));
}

/* The same game, variant and first player once more. */
static void
play_again_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  g_autofree char *game_id = g_strdup (quintet_game_get_id (self->game));

  quintet_window_start_clocked_game (self, game_id, self->first_side,
                                     self->has_time_controls ? self->time_controls : NULL);
}

static void
show_game_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  _quintet_window_show_page (QUINTET_WINDOW (widget), "game");
}

/* Escape and Alt+Left: back from a page that has a back button; else
 * the key goes on (to a toast, a dialog, the board) */
static gboolean
go_back_key_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (!gtk_widget_get_visible (self->back_button))
    return FALSE;
  _quintet_window_go_back (self);
  return TRUE;
}

static void
show_rules_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  const char *game_id;
  GtkWindow *rules;

  /* The lesson's or puzzle's game on their pages; on the start page, the
   * rules of the game chosen last. */
  game_id = _quintet_window_get_page_game_id (self);
  if (game_id == NULL)
    game_id = quintet_settings_get_last_game (self->settings);

  rules = quintet_rules_window_new (game_id);
  gtk_window_set_transient_for (rules, GTK_WINDOW (self));
  gtk_window_present (rules);
}

/* A shortcut given by action name shows the application's keys for that
 * action, as it did in GtkApplicationWindow's help overlay (whose API GTK
 * 4.18 deprecates). The window's search results are copies of its
 * shortcuts, under it too. */
static void
show_action_keys (GtkWidget      *widget,
                  GtkApplication *application)
{
  g_autofree char *action_name = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        show_action_keys (child, application);
      return;
    }

  g_object_get (widget, "action-name", &action_name, NULL);
  if (action_name != NULL)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, action_name);
      g_autofree char *keys = g_strjoinv (" ", accels);

      g_object_set (widget, "accelerator", keys, NULL);
    }
}

/* The Keyboard Shortcuts window, built when first asked for rather than
 * with every window (as GtkApplication's automatic help overlay would),
 * one for each window. */
static void
show_help_overlay_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/quintetgames/Quintet/quintet-shortcuts-window.ui");

      /* GTK's list of windows holds it, until the window goes */
      g_set_weak_pointer (&self->shortcuts_window, GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window")));
      gtk_window_set_transient_for (self->shortcuts_window, GTK_WINDOW (self));
      /* A window over the game: its clock stops (quintet-window-clock.c) */
      gtk_window_set_modal (self->shortcuts_window, TRUE);
      gtk_window_set_hide_on_close (self->shortcuts_window, TRUE);
      show_action_keys (GTK_WIDGET (self->shortcuts_window), gtk_window_get_application (GTK_WINDOW (self)));
    }
  gtk_window_present (self->shortcuts_window);
}

/* ---- reviewing with the keyboard ---- */

/* (a menu's popover is built when first opened) */
static gboolean
menu_is_open (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  return popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover));
}

static gboolean
review_key_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  const char *action = g_variant_get_string (args, NULL);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (self->game == NULL || gtk_stack_get_visible_child (self->stack) != GTK_WIDGET (self->game_page))
    return FALSE;
  /* An open menu sees the window's keys first in the capture phase. */
  if (menu_is_open (self->menu_button) || menu_is_open (self->game_menu_button))
    return FALSE;
  /* Text being typed (a comment in the move list) keeps its keys */
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return FALSE;

  /* Up and Down choose between variations where there are some; else
   * they move the focus as they would */
  if (g_str_equal (action, "history.previous-variation"))
    return quintet_history_view_switch_variation (quintet_game_page_get_history_view (self->game_page), -1);
  if (g_str_equal (action, "history.next-variation"))
    return quintet_history_view_switch_variation (quintet_game_page_get_history_view (self->game_page), 1);

  return gtk_widget_activate_action (GTK_WIDGET (quintet_game_page_get_history_view (self->game_page)), action, NULL);
}

void
_quintet_window_add_review_shortcuts (QuintetWindow *self)
{
  static const struct {
    guint       key;
    const char *action;
  } keys[] = {
    { GDK_KEY_Left, "history.previous" },
    { GDK_KEY_Right, "history.next" },
    { GDK_KEY_Home, "history.first" },
    { GDK_KEY_End, "history.last" },
    { GDK_KEY_Up, "history.previous-variation" },
    { GDK_KEY_Down, "history.next-variation" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Capture phase: before lists and buttons use the keys to move focus,
   * and before the board, whose cursor moves with Shift and the arrows:
   * the keys step through the game whatever has focus. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                gtk_callback_action_new (review_key_cb, NULL, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (keys[i].action));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* The window's actions, and the keys bound to them */
void
_quintet_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "win.show-game", NULL, show_game_activated);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_activated);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, _quintet_window_resign_activated);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, _quintet_window_offer_draw_activated);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_activated);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_activated);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_activated);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board_activated);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, _quintet_window_hint_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip-board", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, go_back_key_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_ALT_MASK, go_back_key_cb, NULL);
}
