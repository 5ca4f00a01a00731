/* test-window-files.c — end-to-end: files read and written without
 * blocking the window: a second save, a turn, a new game or closing while a
 * file is written, an open cancelled; and the file dialogs: Open, Save As,
 * Export Board Image (its format and size first), each also cancelled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "quintet-autosave.h"
#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

/* ---- files read and written without blocking the window ---- */

/* The results of the window's file operations, in the order they came */
static GPtrArray *results;

static void
collect_result_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_ptr_array_add (results, g_object_ref (result));
  /* the order: each operation says which it was */
  g_object_set_data (G_OBJECT (result), "operation", user_data);
}

static gboolean
has_n_results (gpointer n)
{
  return results->len >= GPOINTER_TO_UINT (n);
}

static void
wait_for_results (guint n)
{
  wait_until (has_n_results, GUINT_TO_POINTER (n), "the file operations to end");
  g_assert_cmpuint (results->len, ==, n);
}

static char *
read_test_file (GFile *file)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  return text;
}

/* The first of two saves is done: the second waits for it, unwritten */
static GFile *second_save;

static void
first_saved_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_assert_false (g_file_query_exists (second_save, NULL));
  collect_result_cb (source, result, user_data);
}

/* A second save asked for while the first is written waits for it (the
 * results come in the order asked, the second file is not there before
 * the first is done), and each file holds the game as it was when its
 * save was asked for. */
static void
test_save_while_saving (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) first = new_test_file ("first-save.quintet");
  g_autoptr(GFile) second = new_test_file ("second-save.quintet");
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *title = NULL;

  results = g_ptr_array_new_with_free_func (g_object_unref);
  click_turn (window, "b2", "b4");
  second_save = second;
  quintet_window_save_file_async (window, first, NULL, first_saved_cb, "first");
  g_assert_true (quintet_window_is_writing (window));
  /* The game goes on while the file is written */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 0);
  quintet_window_save_file_async (window, second, NULL, collect_result_cb, "second");
  wait_for_results (2);

  g_assert_cmpstr (g_object_get_data (results->pdata[0], "operation"), ==, "first");
  g_assert_cmpstr (g_object_get_data (results->pdata[1], "operation"), ==, "second");
  for (guint i = 0; i < 2; i++)
    g_assert_true (quintet_window_save_file_finish (window, results->pdata[i], NULL));
  g_assert_false (quintet_window_is_writing (window));
  first_text = read_test_file (first);
  second_text = read_test_file (second);
  g_assert_nonnull (strstr (first_text, "1. b2-b4"));
  g_assert_null (strstr (second_text, "b2-b4"));
  title = get_title (window);
  g_assert_cmpstr (title, ==, "second-save.quintet — Pressman");

  g_clear_pointer (&results, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A turn played while the file is written: the file holds the game
 * without it, and the title says so once the save is done. */
static void
test_turn_while_saving (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game = quintet_window_get_game (window);
  g_autoptr(GFile) file = new_test_file ("turn-while-saving.quintet");
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;

  results = g_ptr_array_new_with_free_func (g_object_unref);
  click_turn (window, "b2", "b4");
  quintet_window_save_file_async (window, file, NULL, collect_result_cb, NULL);
  g_assert_true (quintet_game_play_notation (game, "g7-g5", NULL));
  wait_for_results (1);
  g_assert_true (quintet_window_save_file_finish (window, results->pdata[0], NULL));

  text = read_test_file (file);
  g_assert_nonnull (strstr (text, "1. b2-b4"));
  g_assert_null (strstr (text, "g7-g5"));
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• turn-while-saving.quintet — Pressman");

  g_clear_pointer (&results, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A new game, or another file opened, while the file is written: the
 * file holds the game that was saved, and the window's new game is not
 * taken for the saved one. */
static void
test_new_game_while_saving (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) file = new_test_file ("new-game-while-saving.quintet");
  g_autoptr(GFile) other = write_test_file ("other-while-saving.quintet", "[Game \"overlord\"]\n\n*\n", -1);
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;

  results = g_ptr_array_new_with_free_func (g_object_unref);
  click_turn (window, "b2", "b4");
  quintet_window_save_file_async (window, file, NULL, collect_result_cb, NULL);
  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  wait_for_results (1);
  g_assert_true (quintet_window_save_file_finish (window, results->pdata[0], NULL));

  text = read_test_file (file);
  g_assert_true (g_str_has_prefix (text, "[Game \"pressman\"]"));
  g_assert_nonnull (strstr (text, "1. b2-b4"));
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "ordo");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "Ordo");
  g_clear_pointer (&title, g_free);
  g_clear_pointer (&text, g_free);

  /* Another file opened here while the file is written: the same */
  click_turn (window, "a3", "a4");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  quintet_window_save_file_async (window, file, NULL, collect_result_cb, NULL);
  /* undone, the game is not in progress: the file opens here */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  quintet_window_open_file_async (window, other, NULL, collect_result_cb, NULL);
  wait_for_results (3);
  g_assert_true (quintet_window_save_file_finish (window, results->pdata[1], NULL));
  g_assert_true (quintet_window_open_file_finish (window, results->pdata[2], NULL));
  text = read_test_file (file);
  g_assert_true (g_str_has_prefix (text, "[Game \"ordo\"]"));
  g_assert_nonnull (strstr (text, "1. a3-a4"));
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "overlord");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "other-while-saving.quintet — Overlord");

  g_clear_pointer (&results, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

static gboolean
is_gone (gpointer pointer)
{
  return *(gpointer *) pointer == NULL;
}

/* A window closed while its game is written is hidden, and closes when
 * the file is written (quitting closes each window so: it waits too). */
static void
test_close_while_saving (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) file = new_test_file ("close-while-saving.quintet");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  results = g_ptr_array_new_with_free_func (g_object_unref);
  click_turn (window, "b2", "b4");
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  quintet_window_save_file_async (window, file, NULL, collect_result_cb, NULL);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_nonnull (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_nonnull (g_list_find (gtk_application_get_windows (GTK_APPLICATION (app)), window));

  wait_for_results (1);
  g_assert_true (quintet_window_save_file_finish (window, results->pdata[0], &error));
  g_assert_no_error (error);
  /* the result's source object held the window; the window closes now */
  g_clear_pointer (&results, g_ptr_array_unref);
  wait_until (is_gone, &window, "the window to close");
  text = read_test_file (file);
  g_assert_nonnull (strstr (text, "1. b2-b4"));
  remove_autosaves ();
}

/* The window's stack of pages */
static GtkStack *
find_page_stack (QuintetWindow *window)
{
  g_autoptr(GPtrArray) stacks = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_STACK, stacks);
  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_child_by_name (stacks->pdata[i], "game") != NULL)
      return stacks->pdata[i];
  g_assert_not_reached ();
}

/* Opening a file that a window shows (Ctrl+O on the file of its own
 * window, or from another window) opens no second window on it: the
 * window that has it comes forward with its game, as it was (turns not
 * saved yet too), as GNOME Text Editor does (issue 39) */
static void
test_open_already_open (void)
{
  g_autoptr(GFile) file = write_test_file ("already-open.quintet", "[Game \"pressman\"]\n\n1. b2-b4 *\n", -1);
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GFile) again = g_file_new_for_uri (uri);
  QuintetWindow *window = new_window (1000, 700);
  QuintetWindow *other;
  GtkStack *stack;
  guint n_windows;

  g_assert_true (window_open_file (window, file));
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "pressman");
  click_turn (window, "g7", "g6");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 2);
  n_windows = count_windows ();

  /* Again from its own window, the game in progress */
  g_assert_true (window_open_file (window, again));
  g_assert_cmpuint (count_windows (), ==, n_windows);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 2);

  /* From another window, while the one with the file shows the games */
  other = new_window (1000, 700);
  quintet_window_show_games (window);
  stack = find_page_stack (window);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");
  g_assert_true (window_open_file (other, again));
  g_assert_cmpuint (count_windows (), ==, n_windows + 1);
  g_assert_null (quintet_window_get_game (other));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "game");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 2);

  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* An open cancelled, or of a window destroyed meanwhile, changes nothing:
 * the game in progress stays, no window opens. */
static void
test_open_cancelled (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *closing;
  QuintetGame *game;
  g_autoptr(GFile) file = write_test_file ("cancelled.quintet", "[Game \"ordo\"]\n\n*\n", -1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint n_windows;

  results = g_ptr_array_new_with_free_func (g_object_unref);
  click_turn (window, "b2", "b4");
  game = quintet_window_get_game (window);
  n_windows = count_windows ();

  quintet_window_open_file_async (window, file, cancellable, collect_result_cb, NULL);
  g_cancellable_cancel (cancellable);
  wait_for_results (1);
  g_assert_false (quintet_window_open_file_finish (window, results->pdata[0], &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (quintet_window_get_game (window) == game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (count_windows (), ==, n_windows);
  g_assert_false (window_says (window, "cancelled.quintet"));

  /* The window goes while the file is read: the reading is cancelled */
  closing = new_window (1000, 700);
  quintet_window_open_file_async (closing, file, NULL, collect_result_cb, NULL);
  gtk_window_destroy (GTK_WINDOW (closing));
  wait_for_results (2);
  g_assert_false (quintet_window_open_file_finish (closing, results->pdata[1], &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (count_windows (), ==, n_windows);

  g_clear_pointer (&results, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* ---- the file dialogs ---- */

/* GTK's own file chooser: with no portal here, GtkFileDialog (GTK 4.10
 * and later) shows it as GtkFileChooserNative (GNOME 43) does. Its API is
 * deprecated on the one and internal to GTK on the other, so the test uses
 * it as a user would: its name entry and its buttons. */
static GtkWidget *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_str_equal (G_OBJECT_TYPE_NAME (window), "GtkFileChooserDialog") &&
          gtk_widget_get_mapped (window))
        return window;
    }
  return NULL;
}

static gboolean
file_chooser_shown (gpointer data)
{
  GtkWidget *chooser = find_file_chooser ();

  return chooser != NULL && (data == NULL || chooser != data);
}

static gboolean
file_chooser_gone (gpointer data)
{
  return find_file_chooser () == NULL;
}

static GtkWidget *
find_name_entry (GtkWidget *chooser)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();

  collect_widgets (chooser, GTK_TYPE_ENTRY, entries);
  for (guint i = 0; i < entries->len; i++)
    if (g_str_equal (G_OBJECT_TYPE_NAME (entries->pdata[i]), "GtkFileChooserEntry") &&
        gtk_widget_get_mapped (entries->pdata[i]))
      return entries->pdata[i];
  return NULL;
}

/* The file chooser's title and its entry of the file's name: the one
 * to save shows it, the one to open once asked (Ctrl+L) */
static GtkWidget *
wait_for_file_chooser (const char  *title,
                       GtkEditable **name_entry)
{
  GtkWidget *chooser;

  wait_until (file_chooser_shown, NULL, "the file chooser");
  chooser = find_file_chooser ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, title);
  if (name_entry == NULL)
    return chooser;
  if (find_name_entry (chooser) == NULL)
    {
      g_signal_emit_by_name (find_widget (chooser, g_type_from_name ("GtkFileChooserWidget")),
                             "location-popup", "");
      drain_main_loop ();
    }
  *name_entry = GTK_EDITABLE (find_name_entry (chooser));
  g_assert_nonnull (*name_entry);
  return chooser;
}

/* Clicks the chooser's button of that label, and waits until it is gone */
static void
click_file_chooser_button (GtkWidget  *chooser,
                           const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *button = NULL;

  collect_widgets (chooser, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0 &&
        gtk_widget_get_mapped (buttons->pdata[i]))
      button = buttons->pdata[i];
  g_assert_nonnull (button);
  gtk_widget_activate (button);
  wait_until (file_chooser_gone, NULL, "the file chooser to close");
}

/* Types @file's path as the name (a path is a name there), then Accept */
static void
choose_file (GtkWidget   *chooser,
             GtkEditable *name_entry,
             const char  *accept_label,
             GFile       *file)
{
  gtk_editable_set_text (name_entry, g_file_peek_path (file));
  click_file_chooser_button (chooser, accept_label);
}

static gboolean
file_exists (gpointer file)
{
  return g_file_query_exists (file, NULL);
}

static gboolean
writing_done (gpointer window)
{
  return !quintet_window_is_writing (window);
}

static gboolean
entry_says_chosen (gpointer entry)
{
  return g_str_equal (gtk_editable_get_text (entry), "chosen.quintet");
}

static GtkWidget *
open_export_prompt (QuintetWindow *window)
{
  GtkWidget *prompt;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-image", NULL));
  prompt = wait_for_message_dialog ();
  g_assert_cmpstr (quintet_alert_get_heading (prompt), ==, "Export Board Image");
  return prompt;
}

/* Export Board Image asks the format and size, then the file: the size
 * chosen is the image's, the format decides the name's extension, and
 * the prompt starts at the last choice. */
static void
test_export_dialog (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) large = new_test_file ("board-large");
  g_autoptr(GFile) large_png = new_test_file ("board-large.png");
  g_autoptr(GFile) svg = new_test_file ("board-large.svg");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GtkEditable *name_entry;
  GtkWidget *prompt, *chooser;
  AdwComboRow *format, *size;

  click_turn (window, "b2", "b4");
  prompt = open_export_prompt (window);
  format = find_combo_row (prompt, "_Format");
  size = find_combo_row (prompt, "_Size");
  g_assert_nonnull (format);
  g_assert_nonnull (size);
  wait_for_labels (prompt, "PNG Image");
  wait_for_labels (prompt, "Medium (1024 pixels)");
  /* the prompt over its window once both are still (the dialog's animation
   * in), or on GNOME 43 its window of its own */
  wait_for_transitions (window);
  iterate_for (600);
  save_screenshot (GTK_WIDGET (gtk_widget_get_native (prompt)), "screenshot-export-prompt.png");

  /* Large: the size a user picks from the row's list */
  adw_combo_row_set_selected (size, 2);
  wait_for_labels (prompt, "Large (2048 pixels)");
  respond ("export");
  chooser = wait_for_file_chooser ("Export Board Image", &name_entry);
  g_assert_cmpstr (gtk_editable_get_text (name_entry), ==, "Pressman.png");
  /* No extension: the format chosen gives it */
  choose_file (chooser, name_entry, "_Export", large);
  wait_until (file_exists, large_png, "the image to be written");
  wait_until (writing_done, window, "the image to be written whole");
  texture = gdk_texture_new_from_file (large_png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (MAX (gdk_texture_get_width (texture), gdk_texture_get_height (texture)), ==, 2048);
  g_assert_false (g_file_query_exists (large, NULL));

  /* Again: Large still, and SVG now */
  prompt = open_export_prompt (window);
  format = find_combo_row (prompt, "_Format");
  g_assert_cmpuint (adw_combo_row_get_selected (find_combo_row (prompt, "_Size")), ==, 2);
  adw_combo_row_set_selected (format, 1);
  respond ("export");
  chooser = wait_for_file_chooser ("Export Board Image", &name_entry);
  g_assert_cmpstr (gtk_editable_get_text (name_entry), ==, "Pressman.svg");
  choose_file (chooser, name_entry, "_Export", large);
  wait_until (file_exists, svg, "the image to be written");
  wait_until (writing_done, window, "the image to be written whole");
  g_assert_true (g_file_get_contents (g_file_peek_path (svg), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));
  g_assert_nonnull (strstr (text, "2048"));
  g_assert_false (window_says (window, "Could not export"));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* Cancelled, at either step, nothing is written or said */
static void
test_export_dialog_cancelled (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) file = new_test_file ("cancelled.png");
  GtkEditable *name_entry;
  GtkWidget *chooser;

  open_export_prompt (window);
  respond ("cancel");
  g_assert_null (find_message_dialog ());
  iterate_for (200);
  g_assert_null (find_file_chooser ());

  open_export_prompt (window);
  respond ("export");
  chooser = wait_for_file_chooser ("Export Board Image", &name_entry);
  gtk_editable_set_text (name_entry, g_file_peek_path (file));
  click_file_chooser_button (chooser, "_Cancel");
  iterate_for (200);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_false (window_says (window, "Could not export"));
  g_assert_false (quintet_window_is_writing (window));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* Save As starts at a name of the game and the day, adds the record's
 * suffix; Open opens what it chose; cancelled, neither does anything */
static void
test_save_open_dialogs (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *other;
  g_autoptr(GFile) file = new_test_file ("chosen");
  g_autoptr(GFile) saved = new_test_file ("chosen.quintet");
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *suggested = g_strdup_printf ("Pressman %s.quintet", date);
  g_autofree char *text = NULL;
  GtkEditable *name_entry;
  GtkWidget *chooser;

  click_turn (window, "b2", "b4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  chooser = wait_for_file_chooser ("Save Game", &name_entry);
  g_assert_cmpstr (gtk_editable_get_text (name_entry), ==, suggested);
  click_file_chooser_button (chooser, "_Cancel");
  iterate_for (200);
  g_assert_false (g_file_query_exists (saved, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  chooser = wait_for_file_chooser ("Save Game", &name_entry);
  choose_file (chooser, name_entry, "_Save", file);
  wait_for_title (window, "chosen.quintet — Pressman");
  wait_until (writing_done, window, "the game to be saved");
  g_assert_true (g_file_get_contents (g_file_peek_path (saved), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1. b2-b4"));

  /* Save As again starts at the file */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  chooser = wait_for_file_chooser ("Save Game", &name_entry);
  /* the file selected once its folder is read */
  wait_until (entry_says_chosen, name_entry, "the file chooser to select the file");
  click_file_chooser_button (chooser, "_Cancel");

  /* Open, cancelled then chosen (in a window of its own: opened where it
   * is open already, the window that has it would come forward) */
  gtk_window_destroy (GTK_WINDOW (window));
  other = new_game_window ("ordo");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.open", NULL));
  chooser = wait_for_file_chooser ("Open Game", NULL);
  click_file_chooser_button (chooser, "_Cancel");
  iterate_for (200);
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (other)), ==, "ordo");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.open", NULL));
  chooser = wait_for_file_chooser ("Open Game", &name_entry);
  choose_file (chooser, name_entry, "_Open", saved);
  wait_for_title (other, "chosen.quintet — Pressman");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (other)), ==, 1);

  gtk_window_destroy (GTK_WINDOW (other));
  remove_autosaves ();
}

int
main (int   argc,
      char *argv[])
{
  const char *debug = g_getenv ("GDK_DEBUG");
  int status;

  /* GTK's own file chooser, not the portal's: inside the Sdk GTK 4.18
   * sees a sandbox and would ask a portal, which is not there (GTK 4.8
   * asks none here, and knows no "no-portals") */
  if (QUINTET_GTK_FILE_DIALOG)
    {
      g_autofree char *no_portals = g_strconcat (debug != NULL ? debug : "", ",no-portals", NULL);

      g_setenv ("GDK_DEBUG", no_portals, TRUE);
    }
  test_window_init (&argc, &argv);

  g_test_add_func ("/records/save-while-saving", test_save_while_saving);
  g_test_add_func ("/records/turn-while-saving", test_turn_while_saving);
  g_test_add_func ("/records/new-game-while-saving", test_new_game_while_saving);
  g_test_add_func ("/records/close-while-saving", test_close_while_saving);
  g_test_add_func ("/records/open-cancelled", test_open_cancelled);
  g_test_add_func ("/records/open-already-open", test_open_already_open);
  g_test_add_func ("/records/export-dialog", test_export_dialog);
  g_test_add_func ("/records/export-dialog-cancelled", test_export_dialog_cancelled);
  g_test_add_func ("/records/save-open-dialogs", test_save_open_dialogs);

  status = test_window_run ();
  remove_test_files ();
  return status;
}
