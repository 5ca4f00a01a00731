/* test-window-unfinished.c — end-to-end: games kept without saving:
 * autosave and resuming (after a SIGKILL too, and from the command line),
 * the start page's Unfinished Games
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

/* ---- tests ---- */

/* Every turn is on disk at once; a finished game is not kept. */
static void
test_autosave (void)
{
  QuintetWindow *window;
  g_autoptr(GPtrArray) paths = NULL;
  g_autofree char *text = NULL;

  remove_autosaves ();
  window = new_game_window ("pressman");
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 0);
  g_clear_pointer (&paths, g_ptr_array_unref);

  click_turn (window, "b2", "b4");
  /* written on the autosave's thread: once it has done */
  quintet_autosave_flush ();
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 1);
  g_assert_true (g_file_get_contents (paths->pdata[0], &text, NULL, NULL));
  g_assert_nonnull (strstr (text, quintet_game_get_turn_notation (quintet_window_get_game (window), 0)));
  g_clear_pointer (&text, g_free);

  click_turn (window, "g7", "g5");
  /* written on the autosave's thread: once it has done */
  quintet_autosave_flush ();
  g_assert_true (g_file_get_contents (paths->pdata[0], &text, NULL, NULL));
  g_assert_nonnull (strstr (text, quintet_game_get_turn_notation (quintet_window_get_game (window), 1)));
  g_clear_pointer (&paths, g_ptr_array_unref);

  quintet_game_resign (quintet_window_get_game (window), QUINTET_SIDE_0);
  drain_main_loop ();
  quintet_autosave_flush ();
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The start page's first unfinished game, resumed by a click */
static void
resume_first (QuintetWindow *window)
{
  GtkWidget *start_page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE);
  GtkListBox *list = GTK_LIST_BOX (find_widget (start_page, GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, 0);

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row)));
  g_signal_emit_by_name (list, "row-activated", row);
  wait_for_frame (window);
}

/* Closing a window never asks, and its game comes back from the start page. */
static void
test_close_and_resume (void)
{
  QuintetWindow *window;
  g_autofree char *turns = NULL;

  remove_autosaves ();
  window = new_game_window ("pressman");
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  turns = list_turns (quintet_window_get_game (window));
  gtk_window_close (GTK_WINDOW (window));
  drain_main_loop ();
  g_assert_null (find_message_dialog ());

  window = new_window (1000, 700);
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (QUINTET_START_PAGE (find_widget (GTK_WIDGET (window),
                                                                                          QUINTET_TYPE_START_PAGE))),
                    ==, 1);
  g_assert_true (window_says (window, "|Unfinished Games|"));
  save_screenshot (GTK_WIDGET (window), "records-resume-list.png");
  resume_first (window);
  {
    g_autofree char *resumed = list_turns (quintet_window_get_game (window));

    g_assert_cmpstr (resumed, ==, turns);
  }
  /* …and goes on being saved in the same file */
  click_turn (window, "c2", "c4");
  quintet_autosave_flush ();
  {
    g_autoptr(GPtrArray) paths = quintet_autosave_list ();

    g_assert_cmpuint (paths->len, ==, 1);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A game saved to a file keeps it through autosave and resume: the title
 * names the file and the game, marked while the file is behind; Ctrl+S
 * writes the whole game to that file without asking for a name; a game
 * saved and unchanged since leaves Unfinished Games. */
static void
test_resume_keeps_file (void)
{
  QuintetWindow *window;
  g_autoptr(GFile) file = new_test_file ("game1.quintet");
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(QuintetRecord) saved = NULL;
  g_autofree char *title = NULL;
  g_autofree char *turns = NULL;
  g_autofree char *text = NULL;
  guint n_toplevels;

  remove_autosaves ();
  window = new_game_window ("pressman");
  click_turn (window, "b2", "b4");
  g_assert_true (window_save_file (window, file, NULL));
  title = get_title (window);
  g_assert_cmpstr (title, ==, "game1.quintet — Pressman");
  g_clear_pointer (&title, g_free);
  /* saved and unchanged: nothing to resume */
  quintet_autosave_flush ();
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 0);
  g_clear_pointer (&paths, g_ptr_array_unref);

  click_turn (window, "g7", "g5");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• game1.quintet — Pressman");
  g_clear_pointer (&title, g_free);
  turns = list_turns (quintet_window_get_game (window));
  gtk_window_close (GTK_WINDOW (window));
  drain_main_loop ();

  window = new_window (1000, 700);
  g_assert_true (window_says (window, "|game1.quintet — Pressman|"));
  resume_first (window);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• game1.quintet — Pressman");
  g_clear_pointer (&title, g_free);
  wait_for_transitions (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "records-resumed-with-file.png");

  /* Ctrl+S: no file chooser, the file holds the whole game */
  n_toplevels = g_list_model_get_n_items (gtk_window_get_toplevels ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wait_for_title (window, "game1.quintet — Pressman");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_window_get_toplevels ()), ==, n_toplevels);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "game1.quintet — Pressman");
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  /* the autosave's own tag stays out of the player's file */
  g_assert_null (strstr (text, "QuintetFile"));
  saved = quintet_record_parse (text, -1, NULL, NULL);
  g_assert_nonnull (saved);
  {
    g_autofree char *saved_turns = list_turns (quintet_record_get_game (saved));

    g_assert_cmpstr (saved_turns, ==, turns);
  }
  quintet_autosave_flush ();
  paths = quintet_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* An autosave whose file holds the game as it is (saved just before a
 * crash) is not offered, and goes; one whose file is behind is. */
static void
test_saved_unchanged_leaves_list (void)
{
  const char *text = "[Game \"pressman\"]\n\n1. b2-b4 g7-g5 *\n";
  g_autoptr(GFile) same = write_test_file ("same.quintet", text, -1);
  g_autoptr(GFile) behind = write_test_file ("behind.quintet", "[Game \"pressman\"]\n\n1. b2-b4 *\n", -1);
  g_autofree char *same_path = NULL;
  g_autofree char *behind_path = NULL;
  QuintetWindow *window;

  remove_autosaves ();
  same_path = quintet_autosave_new_path ("pressman");
  behind_path = quintet_autosave_new_path ("pressman");
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *uri = g_file_get_uri (i == 0 ? same : behind);
      g_autofree char *autosave = g_strdup_printf ("[Game \"pressman\"]\n[QuintetFile \"%s\"]\n\n"
                                                   "1. b2-b4 g7-g5 *\n", uri);

      quintet_autosave_write (i == 0 ? same_path : behind_path, autosave);
    }

  window = new_window (1000, 700);
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (QUINTET_START_PAGE (find_widget (GTK_WIDGET (window),
                                                                                          QUINTET_TYPE_START_PAGE))),
                    ==, 1);
  g_assert_true (window_says (window, "|behind.quintet — Pressman|"));
  quintet_autosave_flush ();
  g_assert_false (g_file_test (same_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (behind_path, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* The child of test_killed: plays a turn in a real window, says so, and
 * waits to be killed. */
G_GNUC_NORETURN static void
run_killed_child (void)
{
  QuintetWindow *window;

  gtk_init ();
  adw_init ();
  app = quintet_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = new_game_window ("pressman");
  click_turn (window, "b2", "b4");
  /* the turn is on disk: the writer's thread has done it */
  quintet_autosave_flush ();
  g_print ("played %s\n", quintet_game_get_turn_notation (quintet_window_get_game (window), 0));
  fflush (stdout);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
}

/* Killed right after a turn, the game comes back with that turn. */
static void
test_killed (void)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  /* This test program, run as the child */
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);
  QuintetWindow *window;

  remove_autosaves ();
  g_subprocess_launcher_setenv (launcher, "QUINTET_TEST_CHILD", "1", TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  line = g_data_input_stream_read_line_utf8 (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, "played "));

  g_subprocess_send_signal (child, SIGKILL);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_true (g_subprocess_get_if_signaled (child));
  g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

  window = new_window (1000, 700);
  resume_first (window);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (quintet_window_get_game (window), 0), ==,
                   line + strlen ("played "));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* The game of the newest autosave, with at least @n_turns turns, or NULL */
static QuintetRecord *
read_autosave (guint n_turns)
{
  g_autoptr(GPtrArray) paths = quintet_autosave_list ();
  g_autofree char *text = NULL;
  QuintetRecord *record;

  if (paths->len == 0 || !g_file_get_contents (paths->pdata[0], &text, NULL, NULL))
    return NULL;
  record = quintet_record_parse (text, -1, NULL, NULL);
  if (record != NULL && quintet_game_get_n_turns (quintet_record_get_game (record)) < n_turns)
    g_clear_pointer (&record, quintet_record_free);
  return record;
}

/* The real program: `quintet FILE` opens a record whose side to move is
 * the computer's; killed as soon as its turn is on disk, the game comes
 * back with that turn. */
static void
test_command_line_killed (void)
{
  const char *program = g_getenv ("QUINTET_APP");
  g_autoptr(GFile) file = write_test_file ("computer.quintet",
                                           "[Game \"pressman\"]\n[Black \"Quintet, level 1\"]\n\n1. b2-b4 *\n", -1);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  QuintetWindow *window;
  g_autofree char *turns = NULL;

  if (program == NULL)
    {
      g_test_skip ("QUINTET_APP is not set");
      return;
    }
  remove_autosaves ();
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  /* Never the session's running Quintet: no bus, so a primary instance */
  g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent", TRUE);
  child = g_subprocess_launcher_spawn (launcher, &error, program, g_file_peek_path (file), NULL);
  g_assert_no_error (error);

  for (guint tries = 0; record == NULL && tries < 600; tries++)
    {
      g_usleep (50 * 1000);
      record = read_autosave (2);
    }
  g_assert_nonnull (record);
  g_subprocess_send_signal (child, SIGKILL);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_true (g_subprocess_get_if_signaled (child));
  turns = list_turns (quintet_record_get_game (record));

  window = new_window (1000, 700);
  resume_first (window);
  {
    g_autofree char *resumed = list_turns (quintet_window_get_game (window));

    g_assert_cmpstr (resumed, ==, turns);
    g_assert_true (g_str_has_prefix (resumed, "b2-b4 "));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* ---- Unfinished Games ---- */

/* @n unfinished Pressman games against the computer, as if played and
 * left; their paths, the newest first */
static GPtrArray *
make_unfinished (guint n)
{
  remove_autosaves ();
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = quintet_autosave_new_path ("pressman");

      quintet_autosave_write (path, "[Game \"pressman\"]\n[Black \"Quintet, level 2\"]\n\n1. b2-b4 g7-g5 *\n");
    }
  quintet_autosave_flush ();
  return quintet_autosave_list ();
}

static QuintetStartPage *
get_start_page (QuintetWindow *window)
{
  return QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
}

/* The unfinished games' rows on screen */
static guint
count_mapped_rows (QuintetWindow *window)
{
  GtkListBox *list = GTK_LIST_BOX (find_widget (GTK_WIDGET (get_start_page (window)), GTK_TYPE_LIST_BOX));
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_mapped (row))
      n++;
  return n;
}

/* The visible button under @root whose label or tooltip is @text, or NULL */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if ((g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), text) == 0 ||
         g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), text) == 0) &&
        gtk_widget_is_visible (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

/* Whether @widget lies within the window's height, on screen */
static gboolean
in_view (QuintetWindow *window,
         GtkWidget     *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  g_test_message ("%s at y %.0f to %.0f of %d", G_OBJECT_TYPE_NAME (widget), bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (GTK_WIDGET (window)));
  return gtk_widget_get_mapped (widget) && bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (window));
}

static GtkWidget *
find_game_card (QuintetWindow *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_start_page (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (buttons->pdata[i], "game-card"))
      return buttons->pdata[i];
  g_assert_not_reached ();
}

/* Eight unfinished games never bury the game chooser: the three most
 * recent show, each with its position, opponent, turns and when; the
 * rest behind Show All. */
static void
test_unfinished_few (void)
{
  g_autoptr(GPtrArray) paths = make_unfinished (8);
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *heading;
  GtkWidget *show_all;
  GtkWidget *card;

  wait_for_frame (window);
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (get_start_page (window)), ==, 8);
  heading = find_label_widget_with (GTK_WIDGET (window), "Choose a Game");
  g_assert_nonnull (heading);
  g_assert_true (in_view (window, heading));
  /* …and the cards to choose from, at least their upper half */
  card = find_game_card (window);
  {
    graphene_rect_t bounds;

    g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (window), &bounds));
    g_test_message ("first card at y %.0f to %.0f", bounds.origin.y, bounds.origin.y + bounds.size.height);
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height / 2, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  }
  g_assert_cmpuint (count_mapped_rows (window), ==, 3);
  g_assert_true (window_says (window, "|Computer, Casual · 2 turns · "));
  {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (find_widget (GTK_WIDGET (get_start_page (window)),
                                                                                   GTK_TYPE_LIST_BOX)), 0);
    GtkWidget *picture = find_widget (GTK_WIDGET (row), GTK_TYPE_PICTURE);

    g_assert_nonnull (picture);
    g_assert_nonnull (gtk_picture_get_paintable (GTK_PICTURE (picture)));
    g_assert_cmpint (gtk_widget_get_width (picture), >=, 32);
  }
  save_screenshot (GTK_WIDGET (window), "records-unfinished-few.png");

  show_all = find_button (GTK_WIDGET (window), "Show All 8 Games");
  g_assert_nonnull (show_all);
  g_signal_emit_by_name (show_all, "clicked");
  wait_for_frame (window);
  g_assert_cmpuint (count_mapped_rows (window), ==, 8);

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

static gboolean
file_exists (const char *path)
{
  quintet_autosave_flush ();
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* A row's trash button removes the game with an undo toast, no question;
 * the file goes only once the toast is dismissed without undo. */
static void
test_unfinished_remove_undo (void)
{
  g_autoptr(GPtrArray) paths = make_unfinished (4);
  QuintetWindow *window = new_window (1000, 700);
  QuintetStartPage *start_page = get_start_page (window);
  g_autofree char *first = NULL;
  GtkWidget *remove;

  wait_for_frame (window);
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 4);
  first = g_strdup (quintet_start_page_get_unfinished (start_page, 0));
  remove = find_button (GTK_WIDGET (start_page), "Remove This Game");
  g_assert_nonnull (remove);
  g_signal_emit_by_name (remove, "clicked");
  drain_main_loop ();
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 3);
  g_assert_cmpstr (quintet_start_page_get_unfinished (start_page, 0), !=, first);
  g_assert_true (file_exists (first));
  g_assert_true (window_says (window, "|Game removed|"));
  save_screenshot (GTK_WIDGET (window), "records-unfinished-removed.png");

  click_toast_button (window, "_Undo");
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 4);
  g_assert_cmpstr (quintet_start_page_get_unfinished (start_page, 0), ==, first);
  g_assert_true (file_exists (first));

  remove = find_button (GTK_WIDGET (start_page), "Remove This Game");
  g_signal_emit_by_name (remove, "clicked");
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 3);
  click_toast_button (window, "window-close-symbolic");
  g_assert_false (file_exists (first));
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 3);

  /* Undo is for its own message: the next one takes the games away */
  g_clear_pointer (&first, g_free);
  first = g_strdup (quintet_start_page_get_unfinished (start_page, 0));
  remove = find_button (GTK_WIDGET (start_page), "Remove This Game");
  g_signal_emit_by_name (remove, "clicked");
  wait_until (find_toast_button, (&(ToastButton) { find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), "_Undo", NULL }), "the toast's Undo button");
  g_assert_nonnull (find_button (find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), "_Undo"));
  {
    g_autoptr(GFile) missing = new_test_file ("not-there.quintet");

    g_assert_false (window_open_file (window, missing));
  }
  wait_for_labels (window, "|No such file: ");
  wait_until (lacks_toast_button, (&(ToastButton) { find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), "_Undo", NULL }),
              "the Undo toast to leave");
  g_assert_true (window_says (window, "|No such file: "));
  g_assert_false (file_exists (first));
  g_assert_null (find_button (find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), "_Undo"));
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* Remove All, with undo too */
static void
test_unfinished_remove_all (void)
{
  g_autoptr(GPtrArray) paths = make_unfinished (5);
  QuintetWindow *window = new_window (1000, 700);
  QuintetStartPage *start_page = get_start_page (window);
  g_autoptr(GPtrArray) left = NULL;
  GtkWidget *remove_all;

  wait_for_frame (window);
  remove_all = find_button (GTK_WIDGET (start_page), "_Remove All");
  g_assert_nonnull (remove_all);
  g_signal_emit_by_name (remove_all, "clicked");
  drain_main_loop ();
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 0);
  g_assert_false (window_says (window, "|Unfinished Games|"));
  g_assert_true (window_says (window, "|5 games removed|"));

  click_toast_button (window, "_Undo");
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (start_page), ==, 5);
  g_assert_true (window_says (window, "|Unfinished Games|"));

  remove_all = find_button (GTK_WIDGET (start_page), "_Remove All");
  g_signal_emit_by_name (remove_all, "clicked");
  drain_main_loop ();
  click_toast_button (window, "window-close-symbolic");
  quintet_autosave_flush ();
  left = quintet_autosave_list ();
  g_assert_cmpuint (left->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Unfinished games of every game, some turns in, some against the
 * computer, one belonging to a file; played an hour apart */
static void
make_varied_unfinished (guint n)
{
  static const char *games[] = { "pressman", "ordo", "oferhlyp", "overlord", "opprimo", "ordo-x" };
  g_autoptr(GRand) random = g_rand_new_with_seed (25);

  remove_autosaves ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i % G_N_ELEMENTS (games)]);
      g_autoptr(QuintetRecord) record = NULL;
      g_autofree char *path = quintet_autosave_new_path (quintet_game_get_id (game));
      g_autofree char *text = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFileInfo) info = g_file_info_new ();
      g_autoptr(GDateTime) when = NULL;
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      quintet_game_new_game (game, QUINTET_SIDE_0);
      for (guint turn = 0; turn < 4 + 5 * i % 13; turn++)
        {
          QuintetMove move;

          if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING ||
              quintet_game_random_turn (game, quintet_game_get_position (game), g_rand_int (random), &move) == 0 ||
              !quintet_game_play_turn (game, &move, NULL))
            break;
        }
      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
        quintet_game_undo (game);
      record = quintet_record_new (game);
      if (i % 2 == 0)
        quintet_record_set_tag (record, quintet_record_side_tag (game, QUINTET_SIDE_1), "Quintet, level 2");
      if (i == 1)
        quintet_record_set_tag (record, "QuintetFile", "file:///home/ann/Games/club-night.quintet");
      text = quintet_record_to_text (record);
      quintet_autosave_write (path, text);
      quintet_autosave_flush ();
      file = g_file_new_for_path (path);
      when = g_date_time_add_hours (now, -3 * (int) i);
      g_file_info_set_modification_date_time (info, when);
      g_file_set_attributes_from_info (file, info, G_FILE_QUERY_INFO_NONE, NULL, NULL);
    }
}

/* The start page with 0, 2 and 8 unfinished games, at half a laptop's
 * screen and a phone's, light and dark: it never grows the window, and
 * the heading and the cards stay in view. */
static void
test_unfinished_screenshots (void)
{
  const guint counts[] = { 0, 2, 8 };
  const int sizes[][2] = { { 683, 736 }, { 360, 640 } };
  const char *schemes[] = { "default", "dark" };

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      make_varied_unfinished (counts[c]);
      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        for (guint k = 0; k < G_N_ELEMENTS (schemes); k++)
          {
            QuintetWindow *window;
            g_autofree char *name = g_strdup_printf ("unfinished-%u-%dx%d-%s.png", counts[c],
                                                     sizes[z][0], sizes[z][1], schemes[k]);
            graphene_rect_t card;

            set_color_scheme (schemes[k]);
            window = new_window (sizes[z][0], sizes[z][1]);
            wait_for_transitions (window);
            wait_for_frame (window);
            g_test_message ("%s: window %d × %d", name, gtk_widget_get_width (GTK_WIDGET (window)),
                            gtk_widget_get_height (GTK_WIDGET (window)));
            /* (the window's widget is its size less the frame) */
            g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[z][0]);
            g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, sizes[z][1]);
            g_assert_cmpuint (quintet_start_page_get_n_unfinished (get_start_page (window)), ==, counts[c]);
            g_assert_true (in_view (window, find_label_widget_with (GTK_WIDGET (window), "Choose a Game")));
            g_assert_true (gtk_widget_compute_bounds (find_game_card (window), GTK_WIDGET (window), &card));
            g_assert_cmpfloat (card.origin.y, <, sizes[z][1]);
            save_screenshot (GTK_WIDGET (window), name);
            gtk_window_destroy (GTK_WINDOW (window));
          }
    }
  set_color_scheme ("default");
  remove_autosaves ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (g_getenv ("QUINTET_TEST_CHILD") != NULL)
    run_killed_child ();

  test_window_init (&argc, &argv);

  g_test_add_func ("/records/autosave", test_autosave);
  g_test_add_func ("/records/close-and-resume", test_close_and_resume);
  g_test_add_func ("/records/resume-keeps-file", test_resume_keeps_file);
  g_test_add_func ("/records/saved-unchanged-leaves-list", test_saved_unchanged_leaves_list);
  g_test_add_func ("/records/killed", test_killed);
  g_test_add_func ("/records/command-line-killed", test_command_line_killed);
  g_test_add_func ("/records/unfinished-few", test_unfinished_few);
  g_test_add_func ("/records/unfinished-remove-undo", test_unfinished_remove_undo);
  g_test_add_func ("/records/unfinished-remove-all", test_unfinished_remove_all);
  g_test_add_func ("/records/unfinished-screenshots", test_unfinished_screenshots);

  status = test_window_run ();
  remove_test_files ();
  return status;
}
