/* test-monkey.c — a seeded monkey in the window: random clicks and key
 * presses in every game (issue 15), and the heap over a 500-turn game
 *
 * The seed is QUINTET_MONKEY_SEED when set, a fixed number otherwise, and
 * is printed: a failure reproduces with the same seed. Any warning or
 * critical message fails the test (not only criticals, as G_DEBUG does).
 *
 * Events are delivered in the process, as GTK would route them, not
 * through the X server: Xvfb's XTEST would move the one pointer shared by
 * every test running at the same time, and make a run depend on timing. A
 * click picks the widget under a random point (gtk_widget_pick) and
 * clicks it: the board's click gesture gets the point itself, a button its
 * "clicked", a row its "activate". A key press runs the shortcuts bound to
 * it as GTK does: the window's capture-phase ones (the application's
 * accelerators, the review keys), then those of the focus widget and its
 * ancestors up to the window (the board's keys, Tab and the arrows moving
 * focus). Between events the main loop runs what is pending, and every
 * tenth event (or after a new message) a few frames: about 10 s a game.
 * Half the games are against the computer (level 1), so that undo, new
 * games and hints meet its searches. Every 50 events the window's state
 * is checked (check_window).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>
#include <string.h>

#include "quintet-board-view.h"
#include "quintet-history.h"
#include "quintet-history-view.h"
#include "quintet-move-line.h"
#include "quintet-registry.h"

#include "test-window-common.h"

/* Events per game, and how often the window's state is checked */
#define N_EVENTS 1000
#define CHECK_EVERY 50
#define DEFAULT_SEED 20261123

/* What the monkey must not do: leave the test, open a native file
 * chooser it could not close, or a link in a browser (the About dialog's:
 * see is_excluded too).
 * Closing the game's window is also left out (see run_shortcut), not the
 * others' (Escape in the rules or preferences). */
static const char * const excluded_actions[] = {
  "app.quit", "win.open", "win.save", "win.save-as", "win.export-image", "app.about",
};

typedef struct {
  guint           keyval;
  GdkModifierType modifiers;
} Key;

static const Key keys[] = {
  { GDK_KEY_Left, 0 }, { GDK_KEY_Right, 0 }, { GDK_KEY_Up, 0 }, { GDK_KEY_Down, 0 },
  { GDK_KEY_Home, 0 }, { GDK_KEY_End, 0 },
  { GDK_KEY_Left, GDK_SHIFT_MASK }, { GDK_KEY_Right, GDK_SHIFT_MASK },
  { GDK_KEY_Up, GDK_SHIFT_MASK }, { GDK_KEY_Down, GDK_SHIFT_MASK },
  { GDK_KEY_Left, GDK_SHIFT_MASK }, { GDK_KEY_Right, GDK_SHIFT_MASK },
  { GDK_KEY_Up, GDK_SHIFT_MASK }, { GDK_KEY_Down, GDK_SHIFT_MASK },
  { GDK_KEY_space, 0 }, { GDK_KEY_space, 0 }, { GDK_KEY_space, 0 },
  { GDK_KEY_Return, 0 }, { GDK_KEY_KP_Enter, 0 }, { GDK_KEY_Escape, 0 },
  { GDK_KEY_Tab, 0 }, { GDK_KEY_Tab, GDK_SHIFT_MASK },
  { GDK_KEY_z, GDK_CONTROL_MASK }, { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { GDK_KEY_z, GDK_CONTROL_MASK }, { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { GDK_KEY_h, GDK_CONTROL_MASK }, { GDK_KEY_n, GDK_CONTROL_MASK },
  { GDK_KEY_F1, 0 }, { GDK_KEY_question, GDK_CONTROL_MASK }, { GDK_KEY_comma, GDK_CONTROL_MASK },
  { GDK_KEY_c, GDK_CONTROL_MASK }, { GDK_KEY_v, GDK_CONTROL_MASK }, { GDK_KEY_f, GDK_CONTROL_MASK },
  { GDK_KEY_F10, 0 }, { GDK_KEY_a, 0 },
  /* excluded below: they leave the test or open a file chooser */
  { GDK_KEY_q, GDK_CONTROL_MASK }, { GDK_KEY_o, GDK_CONTROL_MASK }, { GDK_KEY_s, GDK_CONTROL_MASK },
};

typedef struct {
  QuintetWindow *window;
  GRand         *rand;
  guint32        seed;
  const char    *game_id;
  guint          event;
  /* what happened, for the report */
  guint          n_board_clicks;
  guint          n_clicks;
  guint          n_keys;
  guint          n_popovers;
  guint          n_dialogs;
  guint          n_windows_closed;
  guint          max_turns;
  guint          n_turns_played;
  /* the type of the widget last clicked, and of its window (type names
   * live as long as the process), named in the message of a warning */
  const char    *last_clicked;
  const char    *last_clicked_window;
} Monkey;

/* The monkey at work, named in the message of any warning */
static Monkey *current_monkey;

/* GTK 4.8 on X11 lays a popup out on the monitor its anchor lies on, in
 * screen coordinates, and when it finds none it asks that NULL monitor
 * for its geometry: the critical below, from gtk_popover_popup. Running
 * the monkey alone in the suite (see meson.build) made it rarer, not
 * gone: by all signs it failed a main run of CI in November 2026 (in Ordo X, as
 * before) and one of two local runs of the suite after it, in Overlord,
 * and never outside the suite (52 runs of the games against the
 * computer, loaded or not). Our part, the pointing rectangle, is a
 * cell's centre inside the board. Counted and shown, not failed: every
 * other warning still fails the test. */
static guint n_popups_without_monitor;
/* The game and event of the last one: with no monitor's geometry GTK may
 * then lay the popover's contents out with a negative width or height,
 * and warn so — in that event (seen twice on a loaded machine, in
 * Oferhlýp) or when the popover is laid out again later in the game (seen
 * once, in Ordo X: 207 events after): the same fault. */
static const Monkey *popup_without_monitor_monkey;
static guint popup_without_monitor_event = G_MAXUINT;
/* The event in which the popover's contents were laid out so: in the
 * same pass GTK lays the contents' own child out negative too (seen once,
 * in Overlord: "GtkBox box … with width -18 and height -18") */
static guint negative_popover_event = G_MAXUINT;

static gboolean
is_negative_allocation (const char *message)
{
  return strstr (message, "attempt to allocate ") != NULL &&
         (strstr (message, "with width -") != NULL || strstr (message, "and height -") != NULL);
}

static gboolean
is_popup_without_monitor (GLogLevelFlags  log_level,
                          const char     *message)
{
  if ((log_level & G_LOG_LEVEL_CRITICAL) != 0)
    return strstr (message, "gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed") != NULL;
  if ((log_level & G_LOG_LEVEL_WARNING) == 0 || current_monkey == NULL ||
      current_monkey != popup_without_monitor_monkey ||
      current_monkey->event < popup_without_monitor_event || !is_negative_allocation (message))
    return FALSE;
  if (strstr (message, "attempt to allocate GtkPopoverContent contents") != NULL)
    {
      negative_popover_event = current_monkey->event;
      return TRUE;
    }
  return current_monkey->event == negative_popover_event;
}

/* The monkey's hook on warnings (test_window_set_log_hook): the popup
 * without a monitor is counted, not failed; any other warning fails the
 * test, named with the monkey's game, seed and event */
static gboolean
tolerate_warning (GLogLevelFlags  log_level,
                  const char     *message)
{
  if (is_popup_without_monitor (log_level, message))
    {
      n_popups_without_monitor++;
      if (current_monkey != NULL && (log_level & G_LOG_LEVEL_CRITICAL) != 0)
        {
          popup_without_monitor_monkey = current_monkey;
          popup_without_monitor_event = current_monkey->event;
        }
      if (current_monkey != NULL)
        g_printerr ("Monkey: game %s, seed %u, event %u: GTK laid a popup out with no monitor "
                    "(not a failure, see is_popup_without_monitor)\n", current_monkey->game_id,
                    current_monkey->seed, current_monkey->event);
      return TRUE;
    }
  if (current_monkey != NULL)
    g_printerr ("Monkey: game %s, seed %u, event %u; last click on a %s in a %s\n",
                current_monkey->game_id, current_monkey->seed, current_monkey->event,
                current_monkey->last_clicked ? current_monkey->last_clicked : "(nothing)",
                current_monkey->last_clicked_window ? current_monkey->last_clicked_window : "(none)");
  return FALSE;
}

/* Whether the monkey leaves that action of widget alone. Nothing in the
 * About dialog either, should it be shown (its links): a window of its own
 * on GNOME 43, inside the game's window since libadwaita 1.5. */
static gboolean
is_excluded (GtkWidget  *widget,
             const char *action_name)
{
  for (guint i = 0; i < G_N_ELEMENTS (excluded_actions); i++)
    if (g_strcmp0 (action_name, excluded_actions[i]) == 0)
      return TRUE;
  if (gtk_widget_get_ancestor (widget, QUINTET_TYPE_ABOUT_DIALOG) != NULL)
    return TRUE;

  return g_strcmp0 (action_name, "window.close") == 0 && QUINTET_IS_WINDOW (gtk_widget_get_root (widget));
}

/* Whether the monkey leaves that key alone in window: the shortcuts of
 * excluded_actions, and a key that would follow a web link in a label (the
 * rules' sources, the About text's licence): a browser, or the OpenURI
 * portal's warning inside a Flatpak sandbox. */
static gboolean
is_excluded_key (GtkWindow *window,
                 const Key *key)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  const char *uri;

  if (key->modifiers == GDK_CONTROL_MASK &&
      (key->keyval == GDK_KEY_q || key->keyval == GDK_KEY_o || key->keyval == GDK_KEY_s))
    return TRUE;
  if (key->keyval != GDK_KEY_Return && key->keyval != GDK_KEY_KP_Enter && key->keyval != GDK_KEY_space)
    return FALSE;
  uri = GTK_IS_LABEL (focus) ? gtk_label_get_current_uri (GTK_LABEL (focus)) : NULL;

  return uri != NULL && strstr (uri, "://") != NULL;
}

/* Lets the main loop do what is pending, without waiting for more. */
static void
settle (void)
{
  for (guint i = 0; i < 1000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static QuintetBoardView *
get_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

/* ---- keys ---- */

/* Runs the shortcut of widget's controllers in that phase bound to
 * keyval + modifiers (as the key would, case aside); TRUE if one did. */
static gboolean
run_shortcut (GtkWidget          *widget,
              GtkPropagationPhase phase,
              const Key          *key)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != phase ||
          !gtk_widget_is_sensitive (widget))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (!GTK_IS_KEYVAL_TRIGGER (trigger) ||
              gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger))) !=
              gdk_keyval_to_lower (key->keyval) ||
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != key->modifiers)
            continue;
          if (GTK_IS_NAMED_ACTION (action) &&
              is_excluded (widget, gtk_named_action_get_action_name (GTK_NAMED_ACTION (action))))
            continue;
          /* A menu's shortcuts, gathered from its items, are theirs to run */
          if (GTK_IS_SIGNAL_ACTION (action) &&
              g_signal_lookup (gtk_signal_action_get_signal_name (GTK_SIGNAL_ACTION (action)),
                               G_OBJECT_TYPE (widget)) == 0)
            continue;
          if (gtk_shortcut_action_activate (action, GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }

  return FALSE;
}

/* A key press in that window, as GTK delivers it to shortcuts. */
static gboolean
monkey_press_key (GtkWindow *window,
                  const Key *key)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  if (run_shortcut (GTK_WIDGET (window), GTK_PHASE_CAPTURE, key))
    return TRUE;
  for (GtkWidget *widget = focus != NULL ? focus : GTK_WIDGET (window);
       widget != NULL;
       widget = gtk_widget_get_parent (widget))
    if (run_shortcut (widget, GTK_PHASE_BUBBLE, key))
      return TRUE;

  return FALSE;
}

/* ---- clicks ---- */

static const char *
get_action_name (GtkWidget *widget)
{
  return GTK_IS_ACTIONABLE (widget) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) : NULL;
}

/* Does what a click on widget does; FALSE if it takes no clicks. */
static gboolean
click_widget (Monkey    *monkey,
              GtkWidget *widget)
{
  if (!gtk_widget_is_sensitive (widget) || !gtk_widget_get_mapped (widget))
    return FALSE;
  if (is_excluded (widget, get_action_name (widget)))
    return TRUE;
  /* Links would start a browser */
  if (GTK_IS_LINK_BUTTON (widget) || GTK_IS_LABEL (widget))
    return GTK_IS_LINK_BUTTON (widget);

  monkey->last_clicked = G_OBJECT_TYPE_NAME (widget);
  monkey->last_clicked_window = G_OBJECT_TYPE_NAME (gtk_widget_get_root (widget));

  if (GTK_IS_BUTTON (widget) || g_signal_lookup ("clicked", G_OBJECT_TYPE (widget)) != 0)
    g_signal_emit_by_name (widget, "clicked");
  else if (GTK_IS_CHECK_BUTTON (widget))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (widget),
                                 !gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)));
  else if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), !gtk_switch_get_active (GTK_SWITCH (widget)));
  else if (GTK_IS_LIST_BOX_ROW (widget) && gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget)))
    g_signal_emit_by_name (widget, "activate");
  else
    return FALSE;

  monkey->n_clicks++;
  return TRUE;
}

/* The board's click gesture, given the point as a press would. */
static void
click_board_at (Monkey           *monkey,
                QuintetBoardView *board,
                double            x,
                double            y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      /* the primary button's (the board has another for the Back button) */
      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_PRIMARY)
        {
          g_signal_emit_by_name (controller, "pressed", 1, x, y);
          monkey->n_board_clicks++;
          return;
        }
    }
  g_assert_not_reached ();
}

/* A click at a random point of root: the widget there, or the first
 * ancestor that takes clicks. */
static void
click_at_random (Monkey    *monkey,
                 GtkWidget *root)
{
  double x = g_rand_double_range (monkey->rand, 0, gtk_widget_get_width (root));
  double y = g_rand_double_range (monkey->rand, 0, gtk_widget_get_height (root));
  GtkWidget *widget = gtk_widget_pick (root, x, y, GTK_PICK_DEFAULT);

  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      if (QUINTET_IS_BOARD_VIEW (widget))
        {
          graphene_point_t point;

          g_assert_true (gtk_widget_compute_point (root, widget, &GRAPHENE_POINT_INIT (x, y), &point));
          click_board_at (monkey, QUINTET_BOARD_VIEW (widget), point.x, point.y);
          return;
        }
      if (click_widget (monkey, widget))
        return;
    }
}

/* A click on the board: anywhere, or (to get games going) on a cell
 * the board highlights as one that may come next. */
static void
click_board (Monkey *monkey)
{
  QuintetBoardView *board = get_board (monkey->window);
  QuintetGame *game = quintet_window_get_game (monkey->window);
  const QuintetGeometry *geometry;
  g_autoptr(GArray) highlighted = g_array_new (FALSE, FALSE, sizeof (QuintetCell));
  const QuintetMove *turns;
  guint n_turns, choice;
  double x, y;

  /* On the start page: its cards and buttons */
  if (board == NULL || !gtk_widget_get_mapped (GTK_WIDGET (board)) || game == NULL)
    {
      click_at_random (monkey, GTK_WIDGET (monkey->window));
      return;
    }

  geometry = quintet_game_get_geometry (game);
  for (QuintetCell cell = 0; cell < geometry->n_cells; cell++)
    if (quintet_board_view_is_highlighted (board, cell))
      g_array_append_val (highlighted, cell);

  choice = g_rand_int_range (monkey->rand, 0, 4);
  if (highlighted->len > 0 && choice > 0)
    {
      QuintetCell cell = g_array_index (highlighted, QuintetCell, g_rand_int_range (monkey->rand, 0, highlighted->len));

      g_assert_true (quintet_board_view_get_cell_center (board, cell, &x, &y));
    }
  else if (highlighted->len == 0 && choice > 1 && (turns = quintet_game_get_legal_turns (game, &n_turns)) != NULL &&
           n_turns > 0)
    {
      /* the first cell of a legal turn (on the latest position) */
      const QuintetMove *turn = &turns[g_rand_int_range (monkey->rand, 0, n_turns)];

      g_assert_true (quintet_board_view_get_cell_center (board, turn->path[0], &x, &y));
    }
  else
    {
      x = g_rand_double_range (monkey->rand, 0, gtk_widget_get_width (GTK_WIDGET (board)));
      y = g_rand_double_range (monkey->rand, 0, gtk_widget_get_height (GTK_WIDGET (board)));
    }
  click_board_at (monkey, board, x, y);
}

/* ---- popovers and other windows ---- */

static GtkPopover *
find_open_popover (GtkWidget *root)
{
  g_autoptr(GPtrArray) popovers = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_POPOVER, popovers);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (popovers, i)))
      return g_ptr_array_index (popovers, i);

  return NULL;
}

/* The dialog shown inside the monkey's window (libadwaita 1.5's kind),
 * or else the newest shown window other than the monkey's: where keys go. */
static GtkWidget *
find_other_window (Monkey *monkey)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *found = quintet_dialog_get_visible (GTK_WINDOW (monkey->window));

  if (found != NULL && !GTK_IS_WINDOW (found))
    return found;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* Mapped, with its surface: a window just shown may not have one
       * yet on a loaded machine, and a click there is no person's */
      if (window != GTK_WINDOW (monkey->window) && gtk_widget_get_mapped (GTK_WIDGET (window)) &&
          gtk_native_get_surface (GTK_NATIVE (window)) != NULL)
        found = GTK_WIDGET (window);
    }

  return found;
}

/* Clicks among the popover's buttons, or closes it as Escape would. */
static void
use_popover (Monkey     *monkey,
             GtkPopover *popover)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_autoptr(GPtrArray) clickable = g_ptr_array_new ();

  monkey->n_popovers++;
  collect_widgets (GTK_WIDGET (popover), GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);

      if (gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
          g_signal_lookup ("clicked", G_OBJECT_TYPE (widget)) != 0 &&
          !is_excluded (widget, get_action_name (widget)))
        g_ptr_array_add (clickable, widget);
    }

  if (clickable->len == 0 || g_rand_int_range (monkey->rand, 0, 4) == 0)
    gtk_popover_popdown (popover);
  else
    click_widget (monkey, g_ptr_array_index (clickable, g_rand_int_range (monkey->rand, 0, clickable->len)));
}

/* In a dialog: a click at random, a key, or its answer by Escape. Other
 * windows (preferences, rules, shortcuts, a second game window) and
 * dialogs inside the window: a few clicks and keys, then they are closed. */
static void
use_other_window (Monkey    *monkey,
                  GtkWidget *other)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (other));
  guint choice = g_rand_int_range (monkey->rand, 0, 10);

  monkey->n_dialogs++;
  /* GTK's own file chooser (Save asks for a name when the game has no
   * file yet): not ours to test, and its tree view's headers give a
   * critical when clicked this way; it is answered with Cancel */
  if (GTK_IS_FILE_CHOOSER (other))
    {
      gtk_window_close (window);
      monkey->n_windows_closed++;
      return;
    }
  if (quintet_alert_is_alert (other) && choice < 6)
    click_at_random (monkey, get_dialog_sheet (other));
  else if (choice < 3)
    click_at_random (monkey, get_dialog_sheet (other));
  else if (choice < 8)
    {
      const Key escape = { GDK_KEY_Escape, 0 };
      const Key *key = choice < 6 ? &keys[g_rand_int_range (monkey->rand, 0, G_N_ELEMENTS (keys))] : &escape;

      if (!is_excluded_key (window, key))
        monkey_press_key (window, key);
      monkey->n_keys++;
    }
  else
    {
      if (!GTK_IS_WINDOW (other))
        quintet_dialog_close (other);
      else if (QUINTET_IS_WINDOW (other))
        gtk_window_destroy (window);
      else
        gtk_window_close (window);
      monkey->n_windows_closed++;
    }
}

/* ---- the window's state ---- */

static guint
count_history_rows (QuintetWindow *window)
{
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  GtkListView *list = GTK_LIST_VIEW (find_widget (history, GTK_TYPE_LIST_VIEW));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
}

/* The rows of the move list that are main-line pairs, and whether the
 * last is the result's */
static guint
count_pair_rows (QuintetWindow *window,
                 gboolean      *has_result)
{
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  GtkListView *list = GTK_LIST_VIEW (find_widget (history, GTK_TYPE_LIST_VIEW));
  GListModel *rows = G_LIST_MODEL (gtk_list_view_get_model (list));
  guint n = g_list_model_get_n_items (rows), n_pairs = 0;

  *has_result = FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) row = g_list_model_get_item (rows, i);

      /* a reply on a row of its own ("2. … h7-h6") is of the pair above */
      if (QUINTET_IS_MOVE_LINE (row) && quintet_move_line_get_kind (QUINTET_MOVE_LINE (row)) == QUINTET_MOVE_LINE_PAIR &&
          quintet_move_line_get_node (QUINTET_MOVE_LINE (row), 0) != NULL)
        n_pairs++;
      *has_result = GTK_IS_STRING_OBJECT (row) && i == n - 1;
    }
  return n_pairs;
}

/* The main line's turns the move list shows: up to the first turn undone
 * (a redo turn) when that is on the main line */
static guint
count_shown_main_turns (QuintetGame *game)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *redo;

  if (quintet_game_get_n_redo (game) == 0)
    return quintet_game_tree_get_main_length (tree);
  redo = quintet_game_tree_get_line_node (tree, quintet_game_get_n_turns (game) + 1);
  return quintet_tree_node_is_main_line (redo) ? quintet_tree_node_get_ply (redo) - 1
                                                : quintet_game_tree_get_main_length (tree);
}

/* The game's position prints as a text that reads back as itself, the
 * move list has a row per pair of turns of the main line (variations and
 * comments have rows of their own) and the result's once the game is
 * over, the board and the list show that game and a ply of it. */
static void
check_window (Monkey *monkey)
{
  QuintetWindow *window = monkey->window;
  QuintetGame *game = quintet_window_get_game (window);
  QuintetBoardView *board = get_board (window);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree guint8 *position = NULL;
  guint n_turns, expected_pairs, n_pairs, ply;
  gboolean has_result, over;

  g_assert_nonnull (game);
  n_turns = quintet_game_get_n_turns (game);
  monkey->max_turns = MAX (monkey->max_turns, n_turns);

  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  position = g_malloc0 (quintet_game_get_position_size (game));
  if (!quintet_game_position_from_text (game, text, position, &error))
    g_error ("Monkey: game %s, seed %u, event %u: the position text %s does not read back: %s",
             monkey->game_id, monkey->seed, monkey->event, text, error->message);
  again = quintet_game_position_to_text (game, position);
  g_assert_cmpstr (again, ==, text);

  expected_pairs = (count_shown_main_turns (game) + 1) / 2;
  over = quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING;
  n_pairs = count_pair_rows (window, &has_result);
  if (n_pairs != expected_pairs || has_result != over)
    g_error ("Monkey: game %s, seed %u, event %u: %u turns, but %u pairs in the move list (%u expected)%s",
             monkey->game_id, monkey->seed, monkey->event, n_turns, n_pairs, expected_pairs,
             has_result != over ? (over ? ", no result's row" : ", a result's row") : "");

  g_assert_true (quintet_board_view_get_game (board) == game);
  g_assert_true (quintet_history_view_get_game (QUINTET_HISTORY_VIEW (history)) == game);
  ply = quintet_board_view_get_ply (board);
  g_assert_true (ply == G_MAXUINT || ply <= n_turns);
  g_assert_cmpuint (quintet_history_view_get_shown_ply (QUINTET_HISTORY_VIEW (history)), <=, n_turns);
}

/* ---- the monkey ---- */

/* The toasts on screen (the overlay's children but its page) */
static guint
count_toasts (QuintetWindow *window)
{
  GtkWidget *overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  return n - 1;
}

static void
monkey_event (Monkey *monkey)
{
  GtkWidget *other = find_other_window (monkey);
  GtkPopover *popover;
  guint choice;

  if (other != NULL)
    {
      use_other_window (monkey, other);
      return;
    }
  popover = find_open_popover (GTK_WIDGET (monkey->window));
  if (popover != NULL && g_rand_int_range (monkey->rand, 0, 4) > 0)
    {
      use_popover (monkey, popover);
      return;
    }

  choice = g_rand_int_range (monkey->rand, 0, 100);
  if (choice < 65)
    click_board (monkey);
  else if (choice < 80)
    click_at_random (monkey, GTK_WIDGET (monkey->window));
  else
    {
      const Key *key = &keys[g_rand_int_range (monkey->rand, 0, G_N_ELEMENTS (keys))];

      if (!is_excluded_key (GTK_WINDOW (monkey->window), key))
        monkey_press_key (GTK_WINDOW (monkey->window), key);
      monkey->n_keys++;
    }
}

/* Closes what the monkey left open, so the next game starts afresh. */
static void
close_other_windows (Monkey *monkey)
{
  GtkWidget *other;

  while ((other = find_other_window (monkey)) != NULL)
    {
      g_autoptr(GtkWidget) widget = g_object_ref (other);

      if (!GTK_IS_WINDOW (widget))
        quintet_dialog_close (widget);
      else
        {
          if (!QUINTET_IS_WINDOW (widget))
            gtk_window_close (GTK_WINDOW (widget));
          if (gtk_widget_get_visible (widget))
            gtk_window_destroy (GTK_WINDOW (widget));
        }
      settle ();
    }
}

static guint32
get_seed (void)
{
  const char *text = g_getenv ("QUINTET_MONKEY_SEED");

  return text != NULL ? (guint32) g_ascii_strtoull (text, NULL, 10) : DEFAULT_SEED;
}

/* 1,000 events in one game; against the computer (level 1, Black's side)
 * when asked, so that undo and new games meet its searches. */
static void
test_monkey (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(GTimer) timer = g_timer_new ();
  guint n_games;
  guint game_index = info - quintet_registry_get_games (&n_games);
  Monkey monkey = { 0, };
  gboolean computer;

  monkey.seed = get_seed () + game_index;
  monkey.rand = g_rand_new_with_seed (monkey.seed);
  monkey.game_id = info->id;
  computer = game_index % 2 == 0;
  g_test_message ("monkey: game %s, seed %u (QUINTET_MONKEY_SEED=%u), %s",
                  info->id, monkey.seed, get_seed (), computer ? "against the computer" : "two people");
  current_monkey = &monkey;

  monkey.window = new_window (1000, 720);
  quintet_window_set_computer_level (monkey.window, QUINTET_SIDE_1, computer ? 1 : 0);
  quintet_window_start_game (monkey.window, info->id, QUINTET_SIDE_0);
  wait_for_frame (monkey.window);

  for (monkey.event = 0; monkey.event < N_EVENTS; monkey.event++)
    {
      guint n_turns = quintet_game_get_n_turns (quintet_window_get_game (monkey.window));

      guint n_toasts = count_toasts (monkey.window);

      monkey_event (&monkey);
      settle ();
      /* a new message: a few frames before the next event, as a person
       * would take (see test_toast_dismissed_while_replacing) */
      if (count_toasts (monkey.window) > n_toasts)
        iterate_for (50);   /* time is the subject: a person's pause */
      /* now and then a while, for frames, animations and the computer */
      if (monkey.event % 10 == 9)
        iterate_for (15);   /* time is the subject: a person's pause */
      if (quintet_game_get_n_turns (quintet_window_get_game (monkey.window)) > n_turns)
        monkey.n_turns_played++;
      if (monkey.event % CHECK_EVERY == CHECK_EVERY - 1)
        check_window (&monkey);
    }

  close_other_windows (&monkey);
  check_window (&monkey);
  g_test_message ("monkey %s: %u events in %.1f s: %u board clicks, %u other clicks, %u keys, "
                  "%u in popovers, %u in other windows (%u closed); "
                  "%u events that added a turn, %u turns at most; "
                  "popups GTK laid out with no monitor, in all games so far: %u",
                  info->id, N_EVENTS, g_timer_elapsed (timer, NULL), monkey.n_board_clicks,
                  monkey.n_clicks, monkey.n_keys, monkey.n_popovers, monkey.n_dialogs,
                  monkey.n_windows_closed, monkey.n_turns_played, monkey.max_turns,
                  n_popups_without_monitor);
  /* The monkey plays the game, not only the windows around it: its
   * clicks on the board make turns (they made none, unnoticed, while it
   * pressed the board's Back-button gesture). On GTK 4.18 its events make
   * fewer (Pressman against the computer: 8 in one CI run, 62 on GTK 4.8);
   * against the computer, whose search the board waits for, under
   * AddressSanitizer as few as 3 (a CI run; 20 in the one before) */
  g_assert_cmpuint (monkey.n_turns_played, >=, computer ? 1 : 5);

  quintet_window_set_computer_level (monkey.window, QUINTET_SIDE_0, 0);
  quintet_window_set_computer_level (monkey.window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (monkey.window));
  drain_main_loop ();
  current_monkey = NULL;
  popup_without_monitor_monkey = NULL;
  g_rand_free (monkey.rand);
}

/* ---- the heap over a long game ---- */

#define MEMORY_TURNS 500
#define MEMORY_FIRST_MEASURE 100
#define MEMORY_SEED 15
/* What a turn of history may take: its position, turn and notation in
 * the game (about 140 bytes measured in Pressman, 340 in Overlord), its half of the move list's string
 * and a little for the autosave's record: a few hundred bytes, bounded
 * at 4 KB. */
#define MEMORY_BYTES_PER_TURN 4096
/* What a row of the move list costs while GTK keeps it as widgets: a list
 * item, two boxes, three labels, two buttons and their label, with their
 * CSS nodes and accessible objects (about 46 KB measured, as the rows go
 * from 50 at turn 100 to 200, GTK 4.8's list view's cap); it stops
 * growing there: 1.2 KB a turn from turn 500 to 1,100. */
#define MEMORY_BYTES_PER_ROW 65536
#define MEMORY_MAX_ROWS 220

/* The turns since the last one that made progress (no-progress rules) */
static guint
count_quiet_turns (QuintetGame *game)
{
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
  guint ply = quintet_game_get_n_turns (game);

  while (ply > 0 && !klass->is_progress (game, quintet_game_get_position_at (game, ply - 1),
                                         quintet_game_get_turn (game, ply - 1)))
    ply--;
  return quintet_game_get_n_turns (game) - ply;
}

/* A random legal turn after which the game goes on, by the rules and the
 * game's history (repetition and no progress included). Progress (a
 * capture, a regeneration) only when the no-progress rule comes near, so
 * that the pieces last for the whole long game. */
static gboolean
choose_turn (QuintetGame *game,
             GRand       *rand,
             QuintetMove *chosen)
{
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
  g_autoptr(QuintetHistory) history = quintet_history_new (game);
  g_autoptr(GArray) quiet = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  g_autoptr(GArray) progress = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  g_auto(QuintetTurnList) after = { 0 };
  guint n_turns, ply = quintet_game_get_n_turns (game);
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
  GArray *pick_from;

  quintet_history_reset (history, quintet_game_get_position_at (game, 0));
  for (guint i = 0; i < ply; i++)
    quintet_history_push (history, quintet_game_get_turn (game, i));
  for (guint i = 0; i < n_turns; i++)
    {
      QuintetOutcome outcome;

      quintet_history_push (history, &turns[i]);
      outcome = quintet_history_outcome (history, ply + 1, quintet_history_legal_turns (history, ply + 1, &after));
      quintet_history_truncate (history, ply);
      if (outcome.status == QUINTET_STATUS_ONGOING)
        g_array_append_val (klass->is_progress (game, quintet_game_get_position (game), &turns[i]) ? progress : quiet,
                            turns[i]);
    }

  pick_from = (progress->len > 0 && count_quiet_turns (game) >= 80) || quiet->len == 0 ? progress : quiet;
  if (pick_from->len == 0)
    return FALSE;
  *chosen = g_array_index (pick_from, QuintetMove, g_rand_int_range (rand, 0, pick_from->len));
  return TRUE;
}

/* Plays a turn by clicking its cells on the board (and Enter, or the
 * choice among turns with the same clicks, when the clicks say no more);
 * FALSE if the clicks could not make it. */
static gboolean
click_whole_turn (QuintetWindow     *window,
                  const QuintetMove *turn)
{
  QuintetBoardView *board = get_board (window);
  QuintetGame *game = quintet_window_get_game (window);
  guint n_turns = quintet_game_get_n_turns (game);
  const QuintetMove *candidates;
  guint n_candidates;

  quintet_board_view_clear_selection (board);
  for (guint i = 0; i < turn->length && quintet_game_get_n_turns (game) == n_turns; i++)
    quintet_board_view_click_cell (board, turn->path[i]);
  if (quintet_game_get_n_turns (game) == n_turns && quintet_board_view_get_can_finish (board))
    quintet_board_view_finish_turn (board);
  candidates = quintet_board_view_get_candidates (board, &n_candidates);
  for (guint i = 0; quintet_game_get_n_turns (game) == n_turns && i < n_candidates; i++)
    if (quintet_move_equal (&candidates[i], turn))
      quintet_board_view_choose_candidate (board, i);

  if (quintet_game_get_n_turns (game) == n_turns + 1 &&
      quintet_move_equal (quintet_game_get_turn (game, n_turns), turn))
    return TRUE;
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, n_turns);
  quintet_board_view_clear_selection (board);
  return FALSE;
}

/* The rows the move list holds as widgets */
static guint
count_row_widgets (QuintetWindow *window)
{
  GtkWidget *list = find_widget (find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW),
                                 GTK_TYPE_LIST_VIEW);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  return n;
}

static gsize
heap_in_use (QuintetWindow *window,
             guint         *n_rows)
{
  /* Animations over, the list's rows laid out, nothing pending */
  wait_for_landed (window);
  settle ();
  *n_rows = count_row_widgets (window);
  return mallinfo2 ().uordblks;
}

/* The same game's turns on a game object alone: the engine's share of
 * the growth (positions, turns and notations of the history). */
static gssize
measure_engine_growth (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GRand) rand = g_rand_new_with_seed (MEMORY_SEED);
  gsize first = 0;

  quintet_game_new_game (game, QUINTET_SIDE_0);
  for (guint turn = 0; turn < MEMORY_TURNS; turn++)
    {
      QuintetMove chosen;

      if (turn == MEMORY_FIRST_MEASURE)
        first = mallinfo2 ().uordblks;
      g_assert_true (choose_turn (game, rand, &chosen));
      g_assert_true (quintet_game_play_turn (game, &chosen, NULL));
    }

  return (gssize) mallinfo2 ().uordblks - (gssize) first;
}

/* Pressman between two people, 500 random turns clicked on the board of a
 * window that shows the game and its move list: the heap in use after
 * turn 500 less that after turn 100 must stay within what 400 turns of
 * history need. */
static void
test_memory (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(GRand) rand = g_rand_new_with_seed (MEMORY_SEED);
  g_autoptr(GTimer) timer = g_timer_new ();
  QuintetGame *game;
  gsize heap_first = 0, heap_middle = 0, heap_last;
  guint n_clicked = 0, rows_first = 0, rows_middle = 0, rows_last;
  gssize growth, engine_growth = measure_engine_growth ();

  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 0);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);

  for (guint turn = 0; turn < MEMORY_TURNS; turn++)
    {
      QuintetMove chosen;

      if (turn == MEMORY_FIRST_MEASURE)
        heap_first = heap_in_use (window, &rows_first);
      if (turn == (MEMORY_FIRST_MEASURE + MEMORY_TURNS) / 2)
        heap_middle = heap_in_use (window, &rows_middle);
      if (!choose_turn (game, rand, &chosen))
        g_error ("Pressman, seed %u: no turn that goes on after turn %u", MEMORY_SEED, turn);
      if (click_whole_turn (window, &chosen))
        n_clicked++;
      else
        g_assert_true (quintet_game_play_turn (game, &chosen, NULL));
      settle ();
      if (turn % 10 == 9)
        iterate_for (10);   /* time is the subject: a person's pause */
      g_assert_true (quintet_window_get_game (window) == game);
    }
  heap_last = heap_in_use (window, &rows_last);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, MEMORY_TURNS);
  g_assert_cmpuint (count_history_rows (window), ==, MEMORY_TURNS / 2);

  growth = (gssize) heap_last - (gssize) heap_first;
  g_test_message ("memory, Pressman, %u turns (%u clicked on the board) in %.1f s: heap in use "
                  "%zu bytes after turn %u, %zu after turn %u, %zu after turn %u: %+zd bytes, "
                  "%+.0f a turn; the move list's row widgets: %u, %u, %u; the game alone: %+zd bytes, "
                  "%+.0f a turn; bound: %u a turn and %u a row widget",
                  MEMORY_TURNS, n_clicked, g_timer_elapsed (timer, NULL),
                  heap_first, MEMORY_FIRST_MEASURE, heap_middle, (MEMORY_FIRST_MEASURE + MEMORY_TURNS) / 2,
                  heap_last, MEMORY_TURNS, growth,
                  (double) growth / (MEMORY_TURNS - MEMORY_FIRST_MEASURE),
                  rows_first, rows_middle, rows_last,
                  engine_growth, (double) engine_growth / (MEMORY_TURNS - MEMORY_FIRST_MEASURE),
                  MEMORY_BYTES_PER_TURN, MEMORY_BYTES_PER_ROW);
  /* GTK's list view keeps at most about 200 rows as widgets, whatever
   * the length of the game */
  g_assert_cmpuint (rows_last, <=, MEMORY_MAX_ROWS);
#ifndef __SANITIZE_ADDRESS__
  /* (the sanitizer's allocator is not glibc's: mallinfo2 knows nothing) */
  g_assert_cmpint (growth, <, (gssize) MEMORY_BYTES_PER_TURN * (MEMORY_TURNS - MEMORY_FIRST_MEASURE) +
                              (gssize) MEMORY_BYTES_PER_ROW * ((gssize) rows_last - (gssize) rows_first));
#endif

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();
}

/* ---- what the monkey found ---- */

/* Seed 2, pressman: a game of one turn pasted over a finished game whose
 * move list was scrolled down; the list was scrolled at once, with the
 * old list's layout: "GtkListView failed to scroll to given position". */
static void
test_short_game_over_long (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  const char *record = "[Game \"pressman\"]\n[Result \"*\"]\n\n1. g2-e4 *\n";
  QuintetGame *game;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  for (guint turn = 0; turn < 40; turn++)
    {
      QuintetMove chosen;

      g_assert_true (choose_turn (game, rand, &chosen));
      g_assert_true (quintet_game_play_turn (game, &chosen, NULL));
    }
  quintet_game_resign (game, QUINTET_SIDE_0);
  wait_for_frame (window);

  file = g_file_new_tmp ("quintet-monkey-XXXXXX.quintet", &stream, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_replace_contents (file, record, strlen (record), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (window_open_file (window, file));
  wait_for_frame (window);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  g_assert_cmpuint (count_history_rows (window), ==, 1);

  g_file_delete (file, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();
}

/* Seeds 8 and 10: a message replacing another ("Game copied" twice), then
 * Escape before the first had finished going: libadwaita 1.2 aborted
 * (adw-toast-overlay.c: show_toast: assertion failed: (!info->widget)),
 * showing the postponed toast again while it still had its widget. */
static void
test_toast_dismissed_while_replacing (void)
{
  QuintetWindow *window = new_window (1000, 720);
  const Key escape = { GDK_KEY_Escape, 0 };
  GtkWidget *overlay;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
  settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
  /* a few frames, as a person would take (a toast dismissed in the frame
   * it comes in can make libadwaita 1.2 crash all the same) */
  iterate_for (100);   /* time is the subject: a few frames, as a person would take */
  /* the overlay's own Escape, as when the focus is in the side panel */
  g_assert_true (run_shortcut (overlay, GTK_PHASE_BUBBLE, &escape));
  iterate_for (800);   /* time is the subject: the toasts' animations run out (where libadwaita crashed) */

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();
}

/* Seeds 11, 13, 14: messages in a row ("Game copied" three times), each
 * toast dismissing the one before: libadwaita 1.2 freed a toast that had
 * come in replacing another while its show animation still ran, and
 * crashed when it ended. The messages now share the toast on screen. */
static void
test_messages_in_a_row (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *overlay;
  guint n_children = 0;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
      settle ();
    }
  iterate_for (1000);   /* time is the subject: the toasts' animations run out (where libadwaita crashed) */
  /* the page and one toast */
  overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_children++;
  g_assert_cmpuint (n_children, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();
}

/* Under load (CI, MALLOC_PERTURB_): a message that came while the toast
 * before it was still hiding came in as libadwaita 1.2's replacement
 * (500 ms); dismissed at once, it hid (300 ms) before it had come in,
 * libadwaita freed it, and its show animation's end read the freed
 * toast. A message now waits until the toast before has gone. */
static void
test_message_while_hiding (void)
{
  QuintetWindow *window = new_window (1000, 720);
  const Key escape = { GDK_KEY_Escape, 0 };
  GtkWidget *overlay;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
  iterate_for (400);   /* time is the subject: the first toast has come in */
  g_assert_true (run_shortcut (overlay, GTK_PHASE_BUBBLE, &escape));
  iterate_for (50);    /* time is the subject: the first toast is hiding */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
  iterate_for (50);    /* time is the subject: the second one is coming in */
  run_shortcut (overlay, GTK_PHASE_BUBBLE, &escape);
  iterate_for (1000);  /* time is the subject: every animation runs out (where libadwaita crashed) */
  /* the message was not lost */
  g_assert_true (window_says (window, "copied"));

  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();
}

int
main (int   argc,
      char *argv[])
{
  const QuintetGameInfo *games;
  guint n_games;

  test_window_init (&argc, &argv);
  test_window_set_log_hook (tolerate_warning);

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/monkey/%s", games[i].id);

      g_test_add_data_func (path, &games[i], test_monkey);
    }

  g_test_add_func ("/monkey/memory-500-turns", test_memory);
  g_test_add_func ("/monkey/found/short-game-over-long", test_short_game_over_long);
  g_test_add_func ("/monkey/found/toast-dismissed-while-replacing", test_toast_dismissed_while_replacing);
  g_test_add_func ("/monkey/found/messages-in-a-row", test_messages_in_a_row);
  g_test_add_func ("/monkey/found/message-while-hiding", test_message_while_hiding);

  return test_window_run ();
}
