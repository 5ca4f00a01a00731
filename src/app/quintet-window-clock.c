/* quintet-window-clock.c — the game's clock (C-7, docs/rules.md): each
 * side's time in the side panel, when it runs and when it pauses, the
 * times kept in the record (its TimeControl tag and each turn's
 * "[%clk …]", so that the autosave keeps them), a loss on time, and the
 * computer's share of its time.
 *
 * The clock runs only on the game page, on the latest position of a game
 * in play, while no question of the window's is open and the player has
 * not paused it; and, against the computer, while the window is shown: a
 * game between two people keeps running when the window is minimized, as
 * a real clock would. Undo and redo give each side the time it had after
 * its last turn on the line (as GNOME Chess does), and so does undoing a
 * loss on time; a resumed game goes on with the times after its last
 * turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-window-private.h"

/* How often the shown times are brought up to date while a clock runs */
#define TICK_MS 100

static gint64
now_ms (void)
{
  return g_get_monotonic_time () / 1000;
}

/* ---- whether the clock runs ---- */

/* A modal window over this one: GNOME 43's dialogs, the Keyboard
 * Shortcuts, a file chooser of GTK's own */
static gboolean
has_modal_window (QuintetWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (window) == GTK_WINDOW (self) && gtk_window_get_modal (window) &&
          gtk_widget_get_visible (GTK_WIDGET (window)))
        return TRUE;
    }
  return FALSE;
}

/* Follows each window from @position on as it shows and hides */
static void
follow_windows (QuintetWindow *self,
                guint          position,
                guint          n_windows)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = position; i < position + n_windows; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (self))
        g_signal_connect_object (window, "notify::visible", G_CALLBACK (_quintet_window_update_clock),
                                 self, G_CONNECT_SWAPPED);
    }
}

static void
toplevels_changed_cb (GListModel    *toplevels,
                      guint          position,
                      guint          removed,
                      guint          added,
                      QuintetWindow *self)
{
  follow_windows (self, position, added);
  _quintet_window_update_clock (self);
}

/* A window over the game: a question (resign, draw, discard …), New Game,
 * About, Preferences, Export, Keyboard Shortcuts. Not the Rules window,
 * which is not modal: reading the rules is part of playing. */
static gboolean
asks_something (QuintetWindow *self)
{
  return quintet_dialog_get_visible (GTK_WINDOW (self)) != NULL || has_modal_window (self);
}

static gboolean
is_hidden (QuintetWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return TRUE;
  return surface != NULL && GDK_IS_TOPLEVEL (surface) &&
         (gdk_toplevel_get_state (GDK_TOPLEVEL (surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

/* An online game's clock runs by QuintetOnline's count, whatever the
 * window does: the friend's time runs on their machine all the same */
static gboolean
is_online_clock (QuintetWindow *self)
{
  return self->clock != NULL && !(_quintet_window_allows (self) & QUINTET_SEAT_ALLOWS_KEEPING);
}

/* The times QuintetOnline counts, into the clock shown */
static void
sync_online_times (QuintetWindow *self)
{
  gint64 now = now_ms (), online_now = quintet_online_now (self->online);

  quintet_clock_set_turn (self->clock, quintet_game_get_side_to_move (self->game), now);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_clock_set_remaining (self->clock, side,
                                 MAX (0, quintet_online_game_get_time_left (self->online_game, side, online_now)), now);
}

/* A game on a clock waits, its clock stopped, while Pause holds it, a
 * window is over it, or (against the computer) its window is hidden:
 * then the board takes no turn (Pause) and the computer does not think.
 * A game without a clock never needs to wait; an online game never
 * does: the friend's time runs on their machine. */
gboolean
_quintet_window_is_paused (QuintetWindow *self)
{
  gboolean against_computer = !quintet_seat_plays_on_board (self->seats[QUINTET_SIDE_0]) ||
                              !quintet_seat_plays_on_board (self->seats[QUINTET_SIDE_1]);

  if (self->clock == NULL || self->game == NULL || is_online_clock (self) || _quintet_window_game_is_over (self))
    return FALSE;
  return self->clock_paused || asks_something (self) || (against_computer && is_hidden (self));
}

static gboolean
should_run (QuintetWindow *self)
{
  if (is_online_clock (self))
    return quintet_online_game_get_state (self->online_game) == QUINTET_ONLINE_STATE_PLAYING;

  return self->clock != NULL && self->game != NULL && !_quintet_window_game_is_over (self) &&
         !_quintet_window_is_reviewing (self) &&
         g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0 &&
         !_quintet_window_is_paused (self);
}

/* The game waits or goes on: the board, the computer, the title, the
 * actions and the panel's card follow */
static void
paused_changed (QuintetWindow *self)
{
  gtk_widget_set_visible (self->paused_card, self->clock_paused && self->clock != NULL);
  _quintet_window_update_interactive (self);
  _quintet_window_update_thinking (self);
  _quintet_window_update_title (self);
  _quintet_window_update_actions (self);
  _quintet_window_update_layout (self);
}

/* ---- the side panel ---- */

/* Each side's time in the players' cards */
static void
update_labels (QuintetWindow *self)
{
  gint64 now = now_ms ();

  if (self->game_page == NULL)
    return;
  quintet_game_page_show_clocks (self->game_page, self->clock != NULL);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1 && self->clock != NULL; side++)
    {
      gint64 left = quintet_clock_get_remaining (self->clock, side, now);
      g_autofree char *text = quintet_clock_format_display (left);

      quintet_game_page_set_clock (self->game_page, side, text,
                                   quintet_clock_is_running (self->clock) && quintet_clock_get_turn (self->clock) == side,
                                   left == 0);
    }
}

static gboolean tick_cb (gpointer data);

/* The clock runs or not as should_run says; a timeout keeps the times
 * shown while it runs, and nothing while it does not */
void
_quintet_window_update_clock (QuintetWindow *self)
{
  gint64 now = now_ms ();
  gboolean paused = _quintet_window_is_paused (self);

  if (self->paused_card != NULL &&
      (paused != self->game_paused ||
       gtk_widget_get_visible (self->paused_card) != (self->clock_paused && self->clock != NULL)))
    {
      self->game_paused = paused;
      paused_changed (self);
    }
  if (is_online_clock (self))
    sync_online_times (self);
  if (self->clock != NULL)
    {
      if (should_run (self))
        quintet_clock_resume (self->clock, now);
      else
        quintet_clock_pause (self->clock, now);
    }
  if (self->clock != NULL && quintet_clock_is_running (self->clock))
    {
      if (self->clock_tick == 0)
        self->clock_tick = g_timeout_add (TICK_MS, tick_cb, self);
    }
  else
    g_clear_handle_id (&self->clock_tick, g_source_remove);
  update_labels (self);
  /* Nobody pauses a friend's clock */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause-clock",
                                 self->clock != NULL && !is_online_clock (self) && !self->clock_paused &&
                                 !_quintet_window_game_is_over (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resume-clock",
                                 self->clock != NULL && !is_online_clock (self) && self->clock_paused &&
                                 !_quintet_window_game_is_over (self));
}

/* An online game's time ran out by QuintetOnline's count: ours, and we
 * lose on time; the friend's, and we claim the win once the grace for the
 * network has gone by too (until then, QuintetOnline says not yet). Both
 * tell the friend. */
static gboolean
online_tick (QuintetWindow *self)
{
  QuintetSide side;

  sync_online_times (self);
  if (quintet_clock_get_flag (self->clock, now_ms (), &side) &&
      quintet_online_flag (self->online, quintet_online_game_get_id (self->online_game), NULL))
    {
      self->clock_tick = 0;
      _quintet_window_sound_game_over (self);
      _quintet_window_update_clock (self);
      return G_SOURCE_REMOVE;
    }
  if (!should_run (self))
    {
      self->clock_tick = 0;
      _quintet_window_update_clock (self);
      return G_SOURCE_REMOVE;
    }
  update_labels (self);
  return G_SOURCE_CONTINUE;
}

/* C-7: whoever's time runs out loses */
static gboolean
tick_cb (gpointer data)
{
  QuintetWindow *self = QUINTET_WINDOW (data);
  QuintetSide side;

  if (is_online_clock (self))
    return online_tick (self);

  if (self->clock != NULL && quintet_clock_get_flag (self->clock, now_ms (), &side) && self->game != NULL &&
      !_quintet_window_game_is_over (self))
    {
      self->clock_tick = 0;
      /* "changed": the page, the autosave and the clock follow */
      quintet_game_lose_on_time (self->game, side);
      _quintet_window_sound_game_over (self);
      _quintet_window_update_clock (self);
      return G_SOURCE_REMOVE;
    }
  /* A question closed, the window shown again: checked here as well */
  if (!should_run (self))
    {
      self->clock_tick = 0;
      _quintet_window_update_clock (self);
      return G_SOURCE_REMOVE;
    }
  update_labels (self);
  return G_SOURCE_CONTINUE;
}

/* ---- the clock and the game ---- */

/* Each side's time after its last turn on the game's line up to the
 * current turn, or its base time; the side to move's time is due */
static void
restore_times (QuintetWindow *self)
{
  QuintetGameTree *tree = quintet_game_get_tree (self->game);
  guint n_turns = quintet_game_get_n_turns (self->game);
  gboolean found[2] = { FALSE, FALSE };
  gint64 now = now_ms ();

  for (guint ply = n_turns; ply > 0 && !(found[0] && found[1]); ply--)
    {
      QuintetTreeNode *node = quintet_game_tree_get_line_node (tree, ply);
      QuintetSide side = quintet_tree_node_get_side (node);

      if (!found[side] && quintet_tree_node_get_clock (node) >= 0)
        {
          quintet_clock_set_remaining (self->clock, side, quintet_tree_node_get_clock (node), now);
          found[side] = TRUE;
        }
    }
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    if (!found[side])
      quintet_clock_set_remaining (self->clock, side, quintet_clock_get_control (self->clock, side)->base_ms, now);
  quintet_clock_set_turn (self->clock, quintet_game_get_side_to_move (self->game), now);
  self->clock_ply = n_turns;
}

/* The game changed, before its autosave: a turn played is charged to its
 * side, its increment added and its time kept in its node; anything else
 * (undo, redo, another line) brings back the times of the line */
void
_quintet_window_clock_game_changed (QuintetWindow *self)
{
  guint n_turns;

  if (self->clock == NULL || self->game == NULL)
    return;
  /* QuintetOnline keeps an online game's times (the turn's [%clk] too) */
  if (is_online_clock (self))
    {
      sync_online_times (self);
      return;
    }
  n_turns = quintet_game_get_n_turns (self->game);
  if (n_turns == self->clock_ply + 1 &&
      quintet_clock_get_turn (self->clock) != quintet_game_get_side_to_move (self->game))
    {
      gint64 left = quintet_clock_end_turn (self->clock, now_ms ());
      QuintetTreeNode *node = quintet_game_tree_get_line_node (quintet_game_get_tree (self->game), n_turns);

      quintet_tree_node_set_clock (node, left);
      self->clock_ply = n_turns;
    }
  /* A loss on time undone gives the side its time from before that turn */
  else if (n_turns != self->clock_ply ||
           quintet_clock_get_turn (self->clock) != quintet_game_get_side_to_move (self->game) ||
           (!_quintet_window_game_is_over (self) && quintet_clock_get_flag (self->clock, now_ms (), NULL)))
    restore_times (self);
}

/* A new game: @controls (two, or NULL for none) in the record's
 * TimeControl tag */
void
_quintet_window_set_clock (QuintetWindow            *self,
                           const QuintetTimeControl *controls)
{
  g_clear_pointer (&self->clock, quintet_clock_free);
  self->clock_paused = FALSE;
  if (controls != NULL && self->game != NULL)
    {
      g_autofree char *tag = quintet_time_control_format (controls);

      self->clock = quintet_clock_new (controls, quintet_game_get_side_to_move (self->game));
      restore_times (self);
      if (self->record != NULL)
        quintet_record_set_tag (self->record, "TimeControl", tag);
    }
  _quintet_window_update_clock (self);
}

/* A record opened or resumed: its TimeControl and its times (a game read
 * from elsewhere without them has no clock) */
void
_quintet_window_clock_from_record (QuintetWindow *self)
{
  const char *tag = self->record != NULL ? quintet_record_get_tag (self->record, "TimeControl") : NULL;
  QuintetTimeControl controls[2];

  g_clear_pointer (&self->clock, quintet_clock_free);
  self->clock_paused = FALSE;
  if (tag != NULL && quintet_time_control_parse (tag, controls))
    {
      self->clock = quintet_clock_new (controls, quintet_game_get_side_to_move (self->game));
      restore_times (self);
    }
  _quintet_window_update_clock (self);
}

/* An online game shown: its clock, if its invitation had one */
void
_quintet_window_clock_from_online (QuintetWindow *self)
{
  const char *tag = quintet_online_game_get_clock (self->online_game);
  QuintetTimeControl controls[2];

  g_clear_pointer (&self->clock, quintet_clock_free);
  self->clock_paused = FALSE;
  if (tag != NULL && quintet_time_control_parse (tag, controls))
    {
      self->clock = quintet_clock_new (controls, quintet_game_get_side_to_move (self->game));
      sync_online_times (self);
    }
  _quintet_window_update_clock (self);
}

/* What the computer may spend on its turn now, or 0 without a clock */
gint64
_quintet_window_clock_allot (QuintetWindow *self,
                             QuintetSide    side)
{
  if (self->clock == NULL)
    return 0;
  return quintet_clock_allot (quintet_clock_get_remaining (self->clock, side, now_ms ()),
                              quintet_clock_get_control (self->clock, side)->increment_ms);
}

/* ---- Pause ---- */

static void
pause_clock_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  self->clock_paused = g_str_equal (action_name, "win.pause-clock");
  _quintet_window_update_clock (self);
  /* Resumed from the card: the board again, where the turn is made */
  if (!self->clock_paused && self->game_page != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (quintet_game_page_get_board_view (self->game_page)));
}

/* "Paused", and Resume, atop the side panel while Pause holds the game */
static void
build_paused_card (QuintetWindow *self)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (_("Paused"));
  GtkWidget *resume = gtk_button_new_with_mnemonic (_("_Resume"));

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "paused-card");
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (card), label);
  gtk_widget_set_tooltip_text (resume, _("Resume the clock and the game"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "win.resume-clock");
  gtk_widget_add_css_class (resume, "suggested-action");
  gtk_box_append (GTK_BOX (card), resume);
  gtk_widget_set_visible (card, FALSE);
  quintet_game_page_add_card (self->game_page, card);
  self->paused_card = card;
}

void
_quintet_window_class_add_clock (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.pause-clock", NULL, pause_clock_activated);
  gtk_widget_class_install_action (widget_class, "win.resume-clock", NULL, pause_clock_activated);
}

static void
surface_state_cb (QuintetWindow *self)
{
  _quintet_window_update_clock (self);
}

static void
realize_cb (QuintetWindow *self)
{
  g_signal_connect_object (gtk_native_get_surface (GTK_NATIVE (self)), "notify::state",
                           G_CALLBACK (surface_state_cb), self, G_CONNECT_SWAPPED);
}

/* The game page's paused card and the clock's watch of the windows */
void
_quintet_window_init_clock (QuintetWindow *self)
{
  build_paused_card (self);
  /* A question opened or closed: the clock follows its showing, not only
   * the main window's losing the focus to it (which it does not when it is
   * not the active window) */
  quintet_dialog_watch (GTK_WINDOW (self), G_CALLBACK (_quintet_window_update_clock), self);
  /* … and every other window's showing and hiding: a modal one (the
   * Keyboard Shortcuts) may only hide when it closes, and the main window
   * need not become active again (GTK 4.18) */
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), self, 0);
  follow_windows (self, 0, g_list_model_get_n_items (gtk_window_get_toplevels ()));
  g_signal_connect_swapped (self, "notify::is-active", G_CALLBACK (_quintet_window_update_clock), self);
  g_signal_connect_swapped (self, "notify::visible", G_CALLBACK (_quintet_window_update_clock), self);
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    realize_cb (self);
  else
    g_signal_connect (self, "realize", G_CALLBACK (realize_cb), NULL);
}

void
_quintet_window_dispose_clock (QuintetWindow *self)
{
  g_clear_handle_id (&self->clock_tick, g_source_remove);
  g_clear_pointer (&self->clock, quintet_clock_free);
}
