/* test-window-notes.c — end-to-end: the notes beside the board (what the
 * game requires next, the marks on pieces) and the notation style of the
 * move list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-geometry.h"
#include "quintet-history-view.h"
#include "quintet-preferences-window.h"
#include "quintet-registry.h"

#include "test-window-common.h"

/* ---- a game class with a status note and a second notation form ----
 *
 * The window takes its games from the registry, so the test lends
 * Pressman's class a describe_status and a short notation for a while
 * (quintet_registry_override_class). */

/* Pressman's class as it was, while the test lends it other functions */
static const QuintetGameClass *pressman;

/* A note whenever the second side is to move, as Classic Ordo has one
 * for a side that must reconnect. */
static char *
fake_describe_status (QuintetGame  *game,
                      gconstpointer position)
{
  if (QUINTET_POSITION_SIDE (position) != QUINTET_SIDE_1)
    return NULL;

  return g_strdup_printf ("%s must reconnect their checkers",
                          quintet_game_get_side_name (game, QUINTET_SIDE_1));
}

/* The short form marks each turn, so the move list shows which is used. */
static char *
fake_format_turn (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn)
{
  char *text = pressman->format_turn (game, position, turn);

  if (quintet_game_get_notation_style (game) == QUINTET_NOTATION_SHORT)
    {
      char *marked = g_strconcat (text, "(s)", NULL);

      g_free (text);
      return marked;
    }

  return text;
}

static void
patch_pressman (void)
{
  QuintetGameClass *klass = quintet_registry_override_class ("pressman", &pressman);

  klass->describe_status = fake_describe_status;
  klass->format_turn = fake_format_turn;
}

static void
unpatch_pressman (void)
{
  quintet_registry_restore_class ("pressman");
  pressman = NULL;
}

/* The registry's test hook: a game made while the class is lent uses the
 * lent functions, and one made after quintet_registry_restore_class()
 * the game's own, every one of them */
static void
test_registry_override (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *lent_status = NULL;
  g_autofree char *lent_turn = NULL;
  g_autofree char *own_status = NULL;
  g_autoptr(QuintetGame) lent = NULL;
  g_autoptr(QuintetGame) own = NULL;

  patch_pressman ();
  lent = quintet_registry_new_game ("pressman");
  quintet_game_set_notation_style (lent, QUINTET_NOTATION_SHORT);
  g_assert_true (quintet_game_play_notation (lent, "b2-b4", &error));
  g_assert_no_error (error);
  lent_status = quintet_game_describe_status (lent, quintet_game_get_position (lent));
  g_assert_cmpstr (lent_status, ==, "Black must reconnect their checkers");
  lent_turn = g_strdup (quintet_game_get_turn_notation (lent, 0));
  g_assert_cmpstr (lent_turn, ==, "b2-b4(s)");
  unpatch_pressman ();

  own = quintet_registry_new_game ("pressman");
  quintet_game_set_notation_style (own, QUINTET_NOTATION_SHORT);
  g_assert_true (quintet_game_play_notation (own, "b2-b4", &error));
  g_assert_no_error (error);
  own_status = quintet_game_describe_status (own, quintet_game_get_position (own));
  g_assert_null (own_status);
  g_assert_null (strstr (quintet_game_get_turn_notation (own, 0), "(s)"));
}

/* ---- the note on marked pieces ---- */

/* Pressman's class as it was, while the test marks a piece */
static const QuintetGameClass *unmarked;

/* A piece on b4 stands on a captured Black piece, and that one may not
 * move, as Overlord's columns and OV-4 marks show them. */
static void
frozen_describe_position (QuintetGame     *game,
                          gconstpointer    position,
                          QuintetCellView *cells)
{
  QuintetCell b4 = quintet_geometry_find_cell (quintet_game_get_geometry (game), "b4");

  unmarked->describe_position (game, position, cells);
  if (cells[b4].height > 0)
    {
      cells[b4].height = 2;
      cells[b4].stack[0] = QUINTET_SIDE_1;
      cells[b4].stack[1] = QUINTET_SIDE_0;
      cells[b4].frozen = 1 << 0;
    }
}

static GtkWidget *
find_marks_note (QuintetWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "marks-note"))
      return g_ptr_array_index (labels, i);

  g_assert_not_reached ();
}

static void
test_marks_note (void)
{
  QuintetGameClass *klass = quintet_registry_override_class ("pressman", &unmarked);
  QuintetWindow *window;
  GtkWidget *note;

  /* The side panel explains the mark whenever the board shows a piece
   * that may not move, whatever the game */
  klass->describe_position = frozen_describe_position;
  window = new_window (1000, 700);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  note = find_marks_note (window);
  wait_for_frame (window);
  g_assert_false (gtk_widget_get_visible (note));

  click_turn (window, "b2", "b4");
  g_assert_true (gtk_widget_get_mapped (note));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-marks-note.png");
  {
    QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
    QuintetCell b4 = quintet_geometry_find_cell (quintet_game_get_geometry (quintet_window_get_game (window)), "b4");
    g_autofree char *description = quintet_board_view_describe_cell (board, b4);

    /* and a screen reader hears it */
    g_assert_cmpstr (description, ==,
                     "b4, stack of 2, White on top (Black, White from the bottom), 1 piece cannot move this turn");
  }
  click_button (window, "win.undo");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "win.redo");
  g_assert_true (gtk_widget_get_visible (note));
  /* reviewing the start: nothing marked there */
  click_button (window, "history.first");
  g_assert_false (gtk_widget_get_visible (note));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Below the board (683 × 736) the panel's height is the board's: the
   * note stays away, and the board stays still as pieces freeze */
  window = new_window (683, 736);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  {
    GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
    int height = gtk_widget_get_height (board);

    click_turn (window, "b2", "b4");
    wait_for_landed (window);
    g_assert_false (gtk_widget_get_mapped (find_marks_note (window)));
    g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  }
  /* no unfinished game left for the start page's tests */
  click_button (window, "win.undo");
  gtk_window_destroy (GTK_WINDOW (window));
  quintet_registry_restore_class ("pressman");
  unmarked = NULL;
}

static void
test_status_note (void)
{
  QuintetWindow *window;
  QuintetGame *game;
  GtkWidget *note;

  patch_pressman ();
  window = new_window (1000, 700);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  note = find_status_note (window);
  wait_for_frame (window);
  g_assert_false (gtk_widget_get_visible (note));

  /* Updated on every change of the game. */
  click_turn (window, "b2", "b4");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note-dark.png");
  set_color_scheme ("default");
  click_turn (window, "g7", "g5");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "win.undo");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  click_button (window, "win.redo");
  g_assert_false (gtk_widget_get_visible (note));

  /* While reviewing, the note belongs to the reviewed position. */
  click_button (window, "history.previous");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  click_button (window, "history.first");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "history.last");
  g_assert_false (gtk_widget_get_visible (note));

  /* A finished game shows its outcome, not a note on what must happen next. */
  click_turn (window, "c2", "c4");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  quintet_game_resign (game, QUINTET_SIDE_1);
  drain_main_loop ();
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "history.previous");
  click_button (window, "history.previous");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));

  /* The narrow layout shows it under the players too. */
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  wait_for_frame (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  wait_for_width_at_most (window, 420);
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note-narrow.png");

  gtk_window_destroy (GTK_WINDOW (window));
  unpatch_pressman ();
}

/* Issue 39: an Ordo X capture that removes a cut-off group says which
 * checkers went and why, beside the board, also when the turn is reviewed */
static void
test_effects_note (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GFile) file = write_test_file ("ordo-x-removal.quintet",
                                           "[Game \"ordo-x\"]\n"
                                           "[Position \"10/BBBB1BB3/4B5/3W6/10/10/10/10 w\"]\n\n*\n", -1);
  const char *said = "Cut off from Black’s largest group, the checkers on f7 and g7 are removed.";
  GtkWidget *note;

  g_assert_true (window_open_file (window, file));
  wait_for_frame (window);
  note = find_status_note (window);
  g_assert_false (gtk_widget_get_visible (note));
  click_turn (window, "d5", "e6");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  g_assert_true (status_note_says (window, said));
  save_screenshot (GTK_WIDGET (window), "screenshot-effects-note.png");
  click_turn (window, "a7", "a6");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "history.previous");
  g_assert_true (status_note_says (window, said));

  click_button (window, "history.last");
  click_button (window, "win.undo");
  click_button (window, "win.undo");
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
  remove_test_files ();
}

static QuintetNotationStyle
get_game_notation_style (QuintetGame *game)
{
  QuintetNotationStyle style;

  g_object_get (game, "notation-style", &style, NULL);
  return style;
}

static void
test_notation_style (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window;
  GtkWidget *history;
  QuintetGame *game;
  g_autofree char *labels = NULL;

  patch_pressman ();
  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_SHORT);
  window = new_window (1000, 700);
  history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);

  /* A game starts in the style of the setting. */
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_SHORT);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  wait_for_labels (history, "|1.|b2-b4(s)|g7-g5(s)|");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4(s)|g7-g5(s)|"));
  g_clear_pointer (&labels, g_free);

  /* Changing the setting re-writes the game's history and the move list. */
  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_STANDARD);
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_STANDARD);
  wait_for_labels (history, "|1.|b2-b4|g7-g5|");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4|g7-g5|"));
  g_clear_pointer (&labels, g_free);

  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_SHORT);
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_SHORT);
  wait_for_labels (history, "|1.|b2-b4(s)|g7-g5(s)|");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4(s)|g7-g5(s)|"));

  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_STANDARD);
  gtk_window_destroy (GTK_WINDOW (window));
  unpatch_pressman ();
}

/* The Preferences switch writes the setting the window follows. */
static void
test_notation_style_preference (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *preferences = quintet_preferences_window_new (settings);
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();
  g_autofree char *labels = NULL;
  GtkSwitch *short_switch = NULL;

  quintet_dialog_present (preferences, GTK_WIDGET (window));
  wait_for_frame (preferences);
  labels = get_labels (preferences);
  g_assert_nonnull (strstr (labels, "|Short Notation|"));
  g_assert_nonnull (strstr (labels, "(-) and (r)"));

  collect_widgets (preferences, GTK_TYPE_SWITCH, switches);
  for (guint i = 0; i < switches->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (switches, i), ADW_TYPE_ACTION_ROW);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "S_hort Notation") == 0)
        short_switch = g_ptr_array_index (switches, i);
    }
  g_assert_nonnull (short_switch);
  g_assert_false (gtk_switch_get_active (short_switch));
  gtk_switch_set_active (short_switch, TRUE);
  g_assert_cmpint (quintet_settings_get_notation_style (settings), ==, QUINTET_NOTATION_SHORT);
  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_STANDARD);
  g_assert_false (gtk_switch_get_active (short_switch));

  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window/registry-override", test_registry_override);
  g_test_add_func ("/window/status-note", test_status_note);
  g_test_add_func ("/window/effects-note", test_effects_note);
  g_test_add_func ("/window/marks-note", test_marks_note);
  g_test_add_func ("/window/notation-style", test_notation_style);
  g_test_add_func ("/window/notation-style-preference", test_notation_style_preference);

  return test_window_run ();
}
