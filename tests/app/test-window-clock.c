/* test-window-clock.c — end-to-end: the game's clock (C-7, docs/rules.md):
 * the times beside the players, a game lost on time, increments, the
 * pauses (review, Pause, a question of the window's), undo bringing back
 * the times, the clock in the autosave and on resume, the New Game
 * dialog's choices, and the computer keeping to its time in a one-minute
 * game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-autosave.h"
#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-new-game-dialog.h"
#include "quintet-record.h"
#include "quintet-rules-window.h"

#include "test-window-common.h"

static const QuintetTimeControl ONE_SECOND[2] = { { 1000, 0 }, { 1000, 0 } };
static const QuintetTimeControl MINUTE_PLUS_FIVE[2] = { { 60000, 5000 }, { 60000, 5000 } };

/* The clock label of @side the side panel shows: after the player's
 * name, or on a line of the player's card where the players share a
 * line under the board (the first ones when none is shown) */
static GtkLabel *
clock_label (QuintetWindow *window,
             QuintetSide    side)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkLabel *all[4] = { NULL }, *shown[2] = { NULL };
  guint n_all = 0, n_shown = 0;

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "clock"))
      {
        g_assert_cmpuint (n_all, <, 4);
        all[n_all++] = labels->pdata[i];
        if (gtk_widget_is_visible (labels->pdata[i]))
          {
            g_assert_cmpuint (n_shown, <, 2);
            shown[n_shown++] = labels->pdata[i];
          }
      }
  g_assert_cmpuint (n_all, ==, 4);
  g_assert_true (n_shown == 0 || n_shown == 2);
  /* depth first: the first side's card, then the second's */
  return n_shown == 2 ? shown[side] : all[side * 2];
}

static gboolean
is_running (QuintetWindow *window,
            QuintetSide    side)
{
  return gtk_widget_has_css_class (GTK_WIDGET (clock_label (window, side)), "clock-running");
}

static gboolean
neither_runs (QuintetWindow *window)
{
  return !is_running (window, QUINTET_SIDE_0) && !is_running (window, QUINTET_SIDE_1);
}

static gboolean
game_over (gpointer data)
{
  return quintet_game_get_outcome (data).status != QUINTET_STATUS_ONGOING;
}

static gboolean
second_runs (gpointer data)
{
  return is_running (data, QUINTET_SIDE_1);
}

static gboolean
first_runs (gpointer data)
{
  return is_running (data, QUINTET_SIDE_0);
}

static QuintetTreeNode *
line_node (QuintetGame *game,
           guint        ply)
{
  return quintet_game_tree_get_line_node (quintet_game_get_tree (game), ply);
}

/* A clocked game shows both times; without a clock, none */
static void
test_shown (void)
{
  QuintetWindow *window = new_game_window ("pressman");

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clock_label (window, QUINTET_SIDE_0))));
  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
  wait_until (first_runs, window, "White's clock to run");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clock_label (window, QUINTET_SIDE_0))));
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_1)), ==, "1:00");
  g_assert_false (is_running (window, QUINTET_SIDE_1));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_end_sound (QuintetSound *sound,
                 int           event,
                 guint        *n_ends)
{
  if (event == QUINTET_SOUND_END)
    (*n_ends)++;
}

/* A second each: White's runs out first, Black wins on time, the window
 * says so (and sounds the end), and the record's Termination is "time
 * forfeit" */
static void
test_lost_on_time (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game;
  QuintetOutcome outcome;
  g_autoptr(QuintetRecord) record = NULL;
  g_autofree char *text = NULL;
  const char *label;
  guint n_ends = 0;

  quintet_sound_set_test_focus (quintet_window_get_sound (window), QUINTET_SOUND_FOCUS_FOCUSED);
  g_signal_connect (quintet_window_get_sound (window), "played", G_CALLBACK (count_end_sound), &n_ends);
  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, ONE_SECOND);
  game = quintet_window_get_game (window);
  wait_until (game_over, game, "the game to end on time");
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_1);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_TIME);
  wait_for_frame (window);
  g_assert_true (window_says (window, "Black wins on time"));
  g_assert_cmpuint (n_ends, ==, 1);
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_0)), ==, "0.0");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (clock_label (window, QUINTET_SIDE_0)), "clock-out"));
  g_assert_true (neither_runs (window));
  /* nothing to resume */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-clock", NULL);
  drain_main_loop ();
  g_assert_true (neither_runs (window));

  record = quintet_record_new (game);
  text = quintet_record_to_text (record);
  g_assert_nonnull (strstr (text, "[Result \"0-1\"]\n[Termination \"time forfeit\"]\n"));

  /* Undone, the loss gives White its second back, and it runs out again */
  click_button (window, "win.undo");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  /* it runs again at once: a slow (sanitizer) build may already show 0.9 */
  label = gtk_label_get_label (clock_label (window, QUINTET_SIDE_0));
  g_assert_true (g_str_equal (label, "1.0") || g_str_equal (label, "0.9"));
  wait_until (game_over, game, "the game to end on time again");
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_TIME);
  g_signal_handlers_disconnect_by_data (quintet_window_get_sound (window), &n_ends);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each turn adds its side's five seconds; the other side's time runs */
static void
test_increment (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game;
  gint64 first, second;

  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
  game = quintet_window_get_game (window);
  wait_until (first_runs, window, "White's clock to run");
  click_turn (window, "a2", "a3");
  wait_for_turns (game, 1);
  first = quintet_tree_node_get_clock (line_node (game, 1));
  /* 60 s less the time the turn took, plus 5 s */
  g_assert_cmpint (first, >, 60000);
  g_assert_cmpint (first, <=, 65000);
  g_assert_cmpint (first % 100, ==, 0);
  wait_until (second_runs, window, "Black's clock to run");
  g_assert_false (is_running (window, QUINTET_SIDE_0));
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_0)), ==,
                   first > 64000 ? "1:05" : "1:04");
  click_turn (window, "h7", "h6");
  wait_for_turns (game, 2);
  second = quintet_tree_node_get_clock (line_node (game, 2));
  g_assert_cmpint (second, >, 60000);
  g_assert_cmpint (second, <=, 65000);
  /* White's time is due again and runs from what it was */
  wait_until (first_runs, window, "White's clock to run again");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shows_tenths (gpointer data)
{
  return strchr (gtk_label_get_label (clock_label (data, QUINTET_SIDE_1)), '.') != NULL;
}

static gboolean
label_unchanged_for (QuintetWindow *window,
                     QuintetSide    side,
                     guint          milliseconds)
{
  g_autofree char *before = g_strdup (gtk_label_get_label (clock_label (window, side)));

  iterate_for (milliseconds);
  return g_str_equal (before, gtk_label_get_label (clock_label (window, side)));
}

/* Review, Pause and a question each stop the clock; it runs again after */
static void
test_pauses (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetHistoryView *history;
  QuintetGame *game;
  const QuintetTimeControl ten[2] = { { 10000, 0 }, { 10000, 0 } };

  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, ten);
  game = quintet_window_get_game (window);
  history = QUINTET_HISTORY_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW));
  click_turn (window, "a2", "a3");
  wait_for_turns (game, 1);
  wait_until (second_runs, window, "Black's clock to run");
  /* Under ten seconds, tenths: "9.8" */
  wait_until (shows_tenths, window, "Black's time in tenths");

  /* Review: back to the start */
  quintet_history_view_set_ply (history, 0);
  drain_main_loop ();
  g_assert_true (neither_runs (window));
  g_assert_true (label_unchanged_for (window, QUINTET_SIDE_1, 300));
  quintet_history_view_set_ply (history, G_MAXUINT);
  wait_until (second_runs, window, "Black's clock to run after the review");

  /* Pause, Resume */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL));
  g_assert_true (neither_runs (window));
  g_assert_true (label_unchanged_for (window, QUINTET_SIDE_1, 300));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-clock", NULL));
  wait_until (second_runs, window, "Black's clock to run after Resume");

  /* A question: Resign? */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  wait_for_message_dialog ();
  drain_main_loop ();
  g_assert_true (neither_runs (window));
  g_assert_true (label_unchanged_for (window, QUINTET_SIDE_1, 300));
  respond ("cancel");
  wait_until (second_runs, window, "Black's clock to run after the question");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
neither_runs_cb (gpointer data)
{
  return neither_runs (data);
}

/* Issue 39: Pause holds the game, not only the clock. While paused the
 * board takes no turn, nobody gets an increment, the computer does not
 * think (it thinks again on Resume), and the title and the panel say
 * Paused, the panel with Resume. */
static void
test_pause_holds_game (void)
{
  QuintetWindow *window = new_game_window ("ordo");
  QuintetBoardView *board;
  QuintetGame *game;

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 1);
  quintet_window_start_clocked_game (window, "ordo", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
  game = quintet_window_get_game (window);
  wait_until (first_runs, window, "White's clock to run");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL));
  g_assert_true (neither_runs (window));
  wait_for_frame (window);
  g_assert_true (window_says (window, "Paused"));
  g_assert_true (gtk_widget_get_mapped (find_action_button (GTK_WIDGET (window), "win.resume-clock")));
  g_assert_false (button_enabled (window, "win.hint"));
  /* a turn clicked is not played, and adds no time */
  board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_assert_false (quintet_board_view_get_interactive (board));
  quintet_board_view_click_cell (board, cell_named (game, "e3"));
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  drain_main_loop ();
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_0)), ==, "1:00");
  save_screenshot (GTK_WIDGET (window), "screenshot-clock-paused.png");

  /* Resume, from the panel's button */
  click_button (window, "win.resume-clock");
  wait_until (first_runs, window, "White's clock to run after Resume");
  g_assert_false (window_says (window, "Paused"));
  click_turn (window, "e3", "e4");
  wait_for_turns (game, 1);

  /* Paused while the computer thinks: it does not play, its time stands */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL));
  iterate_for (1500);   /* time is the subject: no turn comes while paused */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_1)), ==, "1:00");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-clock", NULL));
  wait_for_turns (game, 2);

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 39, one rule for windows over the game: a modal window (About,
 * Keyboard Shortcuts, a question …) stops the clock until it closes; the
 * Rules window does not (reading the rules is part of playing) */
static void
test_windows_over_game (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  GtkWidget *about, *shortcuts, *rules;

  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
  wait_until (first_runs, window, "White's clock to run");

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = wait_for_toplevel (QUINTET_TYPE_ABOUT_DIALOG);
  wait_until (neither_runs_cb, window, "the clock to stop under About");
  quintet_dialog_close (about);
  wait_until (first_runs, window, "White's clock to run after About");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  wait_until (neither_runs_cb, window, "the clock to stop under Keyboard Shortcuts");
  gtk_window_close (GTK_WINDOW (shortcuts));
  wait_until (first_runs, window, "White's clock to run after Keyboard Shortcuts");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  rules = wait_for_toplevel (QUINTET_TYPE_RULES_WINDOW);
  drain_main_loop ();
  g_assert_true (is_running (window, QUINTET_SIDE_0));
  g_assert_false (label_unchanged_for (window, QUINTET_SIDE_0, 1200));
  gtk_window_destroy (GTK_WINDOW (rules));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_unmapped (gpointer data)
{
  return !gtk_widget_get_mapped (data);
}

/* A hidden window: the clock of two people keeps running, as a real
 * clock would; against the computer it stops until the window is back */
static void
test_hidden (void)
{
  QuintetWindow *window = new_game_window ("pressman");

  for (guint computer = 0; computer <= 1; computer++)
    {
      quintet_window_set_computer_level (window, QUINTET_SIDE_1, computer ? 1 : 0);
      quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
      wait_until (first_runs, window, "White's clock to run");
      gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
      wait_until (is_unmapped, window, "the window to be hidden");
      drain_main_loop ();
      g_assert_true (is_running (window, QUINTET_SIDE_0) == !computer);
      gtk_widget_set_visible (GTK_WIDGET (window), TRUE);
      wait_for_mapped (window, TRUE);
      wait_until (first_runs, window, "White's clock to run again");
    }
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shows_time (gpointer data)
{
  WindowText *wait = data;

  return g_strcmp0 (gtk_label_get_label (clock_label (wait->window, QUINTET_SIDE_0)), wait->text) == 0;
}

/* Undo gives each side the time it had after its last turn on the line;
 * the autosave keeps the times, and the resumed game goes on with them */
static void
test_undo_and_resume (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *resumed;
  QuintetGame *game;
  g_autoptr(GPtrArray) paths = NULL;
  g_autofree char *white = NULL;
  gint64 after_first;
  WindowText shown_white;

  remove_autosaves ();
  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, MINUTE_PLUS_FIVE);
  game = quintet_window_get_game (window);
  click_turn (window, "a2", "a3");
  wait_for_turns (game, 1);
  click_turn (window, "h7", "h6");
  wait_for_turns (game, 2);
  click_turn (window, "b2", "b3");
  wait_for_turns (game, 3);
  after_first = quintet_tree_node_get_clock (line_node (game, 1));

  /* White's second turn taken back: White's time is the one after its first */
  click_button (window, "win.undo");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  white = quintet_clock_format_display (after_first);
  g_assert_cmpstr (gtk_label_get_label (clock_label (window, QUINTET_SIDE_0)), ==, white);
  wait_until (first_runs, window, "White's clock to run after undo");

  /* The autosave: its record holds the TimeControl and the times */
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 1);
  {
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (paths->pdata[0], &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "[TimeControl \"60+5\"]"));
    g_assert_nonnull (strstr (text, "[%clk "));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  drain_main_loop ();

  resumed = new_window (1000, 700);
  quintet_window_resume (resumed, paths->pdata[0]);
  game = quintet_window_get_game (resumed);
  g_assert_nonnull (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpint (quintet_tree_node_get_clock (line_node (game, 1)), ==, after_first);
  /* White goes on from the time after its first turn */
  shown_white = (WindowText) { resumed, white };
  wait_until (shows_time, &shown_white, "White's time from the autosave");
  wait_until (first_runs, resumed, "White's clock to run after resuming");
  gtk_window_destroy (GTK_WINDOW (resumed));
  remove_autosaves ();
}

/* The dialog: No Clock by default, the presets, and Custom per side */
static void
test_dialog (void)
{
  QuintetWindow *window = new_window (360, 640);
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new ("pressman");
  const QuintetTimeControl handicap[2] = { { 300000, 0 }, { 120000, 3000 } };
  QuintetTimeControl controls[2];

  g_assert_false (quintet_new_game_dialog_get_time_controls (dialog, controls));
  quintet_new_game_dialog_set_clock (dialog, 2, NULL);
  g_assert_true (quintet_new_game_dialog_get_time_controls (dialog, controls));
  g_assert_cmpint (controls[0].base_ms, ==, 600000);
  g_assert_cmpint (controls[1].increment_ms, ==, 5000);
  quintet_new_game_dialog_set_clock (dialog, 4, handicap);
  g_assert_true (quintet_new_game_dialog_get_time_controls (dialog, controls));
  g_assert_cmpint (controls[0].base_ms, ==, 300000);
  g_assert_cmpint (controls[0].increment_ms, ==, 0);
  g_assert_cmpint (controls[1].base_ms, ==, 120000);
  g_assert_cmpint (controls[1].increment_ms, ==, 3000);
  /* With the Custom rows shown, the dialog still fits a 360 px screen:
   * there, a bottom sheet as wide as the window (GNOME 43: its own) */
  quintet_dialog_present (GTK_WIDGET (dialog), GTK_WIDGET (window));
  g_assert_cmpint (wait_for_dialog_place (dialog), ==, QUINTET_ADW_DIALOGS ? DIALOG_BOTTOM_SHEET : DIALOG_WINDOW);
  {
    int minimum;

    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_test_message ("the dialog with Custom: at least %d px wide", minimum);
    g_assert_cmpint (minimum, <=, 360);
  }
  save_screenshot (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (dialog))), "screenshot-clock-dialog-360.png");
  quintet_dialog_close (GTK_WIDGET (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A one-minute game against the Expert: each of its turns within its
 * share of its time (and a little for the main loop of a busy machine),
 * never lost on time. The person's turns are played at once; after a
 * dozen of the computer's its share is under the two seconds the Expert
 * would take on its own (without the clock's deadline this fails). */
static void
test_computer_keeps_time (void)
{
  const QuintetTimeControl minute[2] = { { 60000, 0 }, { 60000, 0 } };
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game;
  gint64 before = 60000, slowest = G_MININT64;
  guint ply;

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 4);
  quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, minute);
  game = quintet_window_get_game (window);
  for (ply = 0; ply < 60 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; ply += 2)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
      gint64 after, allot = quintet_clock_allot (before, 0);

      g_assert_cmpuint (n_turns, >, 0);
      g_assert_true (quintet_game_play_turn (game, &turns[ply / 2 % n_turns], NULL));
      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
        break;
      wait_for_turns (game, ply + 2);
      after = quintet_tree_node_get_clock (line_node (game, ply + 2));
      g_assert_cmpint (after, >, 0);
      slowest = MAX (slowest, (before - after) - allot);
      /* its share, and 0.4 s for the window's own work on a busy machine */
      g_assert_cmpint (before - after, <=, allot + 400);
      before = after;
    }
  g_test_message ("%u plies; the computer had %" G_GINT64_FORMAT " ms left; at most %" G_GINT64_FORMAT
                  " ms over its share", ply, before, slowest);
  g_assert_cmpuint (ply, >=, 24);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, !=, QUINTET_REASON_TIME);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The side panel with clocks, light and dark, and 360 px wide (the
 * players on one line under the board): screenshot-clock-*.png */
static void
test_screenshots (void)
{
  const QuintetTimeControl handicap[2] = { { 600000, 5000 }, { 12000, 0 } };
  const struct { int width, height; const char *scheme, *name; } shots[] = {
    { 1000, 700, "light", "screenshot-clock-light.png" },
    { 1000, 700, "dark", "screenshot-clock-dark.png" },
    { 360, 640, "light", "screenshot-clock-360.png" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      QuintetWindow *window = new_window (shots[i].width, shots[i].height);
      QuintetGame *game;

      set_color_scheme (shots[i].scheme);
      quintet_window_start_clocked_game (window, "pressman", QUINTET_SIDE_0, handicap);
      game = quintet_window_get_game (window);
      click_turn (window, "e2", "e4");
      wait_for_turns (game, 1);
      wait_until (shows_tenths, window, "Black's time in tenths");
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (clock_label (window, QUINTET_SIDE_1))));
      wait_for_landed (window);
      save_screenshot (GTK_WIDGET (window), shots[i].name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
}

int
main (int    argc,
      char **argv)
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-clock/shown", test_shown);
  g_test_add_func ("/window-clock/lost-on-time", test_lost_on_time);
  g_test_add_func ("/window-clock/increment", test_increment);
  g_test_add_func ("/window-clock/pauses", test_pauses);
  g_test_add_func ("/window-clock/pause-holds-game", test_pause_holds_game);
  g_test_add_func ("/window-clock/windows-over-game", test_windows_over_game);
  g_test_add_func ("/window-clock/hidden", test_hidden);
  g_test_add_func ("/window-clock/undo-and-resume", test_undo_and_resume);
  g_test_add_func ("/window-clock/dialog", test_dialog);
  g_test_add_func ("/window-clock/computer-keeps-time", test_computer_keeps_time);
  g_test_add_func ("/window-clock/screenshots", test_screenshots);

  return test_window_run ();
}
