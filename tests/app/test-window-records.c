/* test-window-records.c — end-to-end: game records in the real window:
 * save and open, the title, where opened records go, drag and drop, copy
 * and paste, bad files, playing on from a finished game, the board as an
 * image (autosave and the Unfinished Games: test-window-unfinished.c; files
 * in flight: test-window-files.c)
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

/* ---- helpers ---- */

static gboolean
has_n_windows (gpointer n_windows)
{
  return count_windows () == GPOINTER_TO_UINT (n_windows);
}

/* Runs the main loop until the application has @n_windows windows (a
 * record opened or pasted into a window of its own). */
#define wait_for_windows(n_windows) \
  wait_until (has_n_windows, GUINT_TO_POINTER (n_windows), "the application to have " #n_windows " windows")

static gboolean
has_position (gpointer data)
{
  WindowText *wait = data;
  QuintetGame *game = quintet_window_get_game (wait->window);
  g_autofree char *position = game != NULL ? quintet_game_position_to_text (game, quintet_game_get_position (game)) : NULL;

  return g_strcmp0 (position, wait->text) == 0;
}

/* The window has a game, of those turns (list_turns) */
static gboolean
has_turn_list (gpointer data)
{
  WindowText *wait = data;
  QuintetGame *game = quintet_window_get_game (wait->window);
  g_autofree char *turns = game != NULL ? list_turns (game) : NULL;

  return g_strcmp0 (turns, wait->text) == 0;
}

/* Runs the main loop until the window's game is at @position (a pasted
 * position). */
#define wait_for_position(window, position) \
  wait_until (has_position, (&(WindowText) { (window), (position) }), "the pasted position")

/* The windows that are not in @before, destroyed */
static void
destroy_new_windows (GList *before)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  for (GList *l = windows; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL)
      gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);
  drain_main_loop ();
}

/* ---- tests ---- */

/* A record with variations, comments, marks and evaluations opens with
 * them and saves them; the title marks a change of the tree (a variation
 * played) as unsaved (issue 29) */
static void
test_save_open_tree (void)
{
  static const char *text =
    "[Game \"pressman\"]\n\n"
    "{[%eval 20 4] [%best a2-a3 h7-h6]} {start} 1. a2-a3 h7-h6?! {[%eval -35 6] [%best b2-b3]}\n"
    "{why} (1... g7-g6 {fine} 2. b2-b3 (2. a3-a4?? {ouch}) 2... g6-g5) 2. b2-b3 *\n";
  QuintetWindow *window = new_window (1000, 700);
  QuintetWindow *other;
  g_autoptr(GFile) file = new_test_file ("tree.quintet");
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *turns = NULL;
  g_autofree char *title = NULL;
  g_autoptr(QuintetRecord) read = NULL;
  g_autofree char *written = NULL;
  QuintetGame *game;
  QuintetMove turn;

  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));
  g_assert_true (window_open_file (window, file));
  wait_for_title (window, "tree.quintet — Pressman");
  game = quintet_window_get_game (window);
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (quintet_game_get_tree (game), 1)), ==, 2);

  /* A variation played in review, and back to the main line's end: the
   * game's turns are those of the file, its tree is not */
  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, 2), "c2-c3", &turn, NULL));
  g_assert_true (quintet_game_play_variation (game, 2, &turn, &error));
  g_assert_no_error (error);
  quintet_game_follow_node (game, quintet_game_tree_get_main_node (quintet_game_get_tree (game), 3));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• tree.quintet — Pressman");
  g_clear_pointer (&title, g_free);

  g_assert_true (window_save_file (window, file, &error));
  g_assert_no_error (error);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "tree.quintet — Pressman");
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &saved, NULL, NULL));
  turns = g_strdelimit (g_strdup (strstr (saved, "\n\n") + 2), "\n", ' ');
  g_assert_cmpstr (turns, ==,
                   "{[%eval 20 4] [%best a2-a3 h7-h6]} {start} 1. a2-a3 h7-h6?! {[%eval -35 6] [%best b2-b3]} "
                   "{why} (1... g7-g6 {fine} 2. b2-b3 (2. a3-a4?? {ouch}) 2... g6-g5) 2. b2-b3 (2. c2-c3) * ");

  /* Opened again: the same tree */
  /* closed first: opened where it is open, its window would come forward */
  gtk_window_destroy (GTK_WINDOW (window));
  other = new_window (1000, 700);
  g_assert_true (window_open_file (other, file));
  wait_for_title (other, "tree.quintet — Pressman");
  read = quintet_record_new (quintet_window_get_game (other));
  written = quintet_record_to_text (read);
  g_assert_nonnull (strstr (written, strstr (saved, "\n\n")));

  gtk_window_destroy (GTK_WINDOW (other));
  g_file_delete (file, NULL, NULL);
}

/* Save, then open in another window: the same turns, players and title;
 * the title marks unsaved turns. */
static void
test_save_open (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *other;
  g_autoptr(GFile) file = new_test_file ("game.quintet");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *saved_turns = NULL;
  g_autofree char *title = NULL;

  title = get_title (window);
  g_assert_cmpstr (title, ==, "Pressman");
  g_clear_pointer (&title, g_free);

  click_turn (window, "b2", "b4");
  /* White's player is the computer from now on (not to move: it waits) */
  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 2);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• Pressman");
  g_clear_pointer (&title, g_free);

  g_assert_true (window_save_file (window, file, &error));
  g_assert_no_error (error);
  title = get_title (window);
  g_assert_cmpstr (title, ==, "game.quintet — Pressman");
  g_clear_pointer (&title, g_free);

  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "[Game \"pressman\"]"));
  /* issue 25: the level's number and its English name */
  g_assert_nonnull (strstr (text, "[White \"Quintet, level 2 (Casual)\"]"));
  saved_turns = list_turns (quintet_window_get_game (window));

  /* A person again; a turn the file does not hold */
  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 0);
  click_turn (window, "g7", "g5");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "• game.quintet — Pressman");
  g_clear_pointer (&title, g_free);
  /* Undone, the game is the saved one again */
  click_button (window, "win.undo");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "game.quintet — Pressman");
  g_clear_pointer (&title, g_free);

  /* closed first: opened where it is open, its window would come forward */
  gtk_window_destroy (GTK_WINDOW (window));
  other = new_window (1000, 700);
  g_assert_true (window_open_file (other, file));
  wait_for_title (other, "game.quintet — Pressman");
  {
    QuintetGame *game = quintet_window_get_game (other);
    g_autofree char *turns = list_turns (game);

    g_assert_cmpstr (quintet_game_get_id (game), ==, "pressman");
    g_assert_cmpstr (turns, ==, saved_turns);
  }
  title = get_title (other);
  g_assert_cmpstr (title, ==, "game.quintet — Pressman");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (other)), ==, "game.quintet — Pressman");
  /* after the stack's slide to the game page */
  wait_for_transitions (other);
  save_screenshot (GTK_WIDGET (other), "records-opened.png");

  gtk_window_destroy (GTK_WINDOW (other));
  remove_autosaves ();
}

/* Records and a game id do not mix on the command line; the message
 * quotes the argument safely, on one line */
static void
test_command_line_mixed (void)
{
  const struct { const char *arguments[2]; const char *quoted; } cases[] = {
    { { "game.quintet", "chess" }, "“chess”" },
    { { "game.quintet", "che\nss\x1b[2J" }, "“che\\nss\\x1b[2J”" },
    { { "pressman\x1b[31m", NULL }, "unknown game “pressman\\x1b[31m”" },
  };

  if (g_getenv ("QUINTET_APP") == NULL)
    {
      g_test_skip ("QUINTET_APP is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *argv[] = { g_getenv ("QUINTET_APP"), cases[i].arguments[0], cases[i].arguments[1], NULL };
      g_autofree char *standard_error = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                    NULL, &standard_error, &status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_nonnull (strstr (standard_error, cases[i].quoted));
      g_assert_true (strchr (standard_error, '\n') == standard_error + strlen (standard_error) - 1);
      g_assert_null (strchr (standard_error, '\x1b'));
    }
}

/* issue 25: `quintet Pressman` opens Pressman: a game is named by its
 * id or its name, in any case */
static void
test_command_line_game_names (void)
{
  static const struct { const char *argument; const char *id; } cases[] = {
    { "pressman", "pressman" },
    { "Pressman", "pressman" },
    { "PRESSMAN", "pressman" },
    { "Ordo X", "ordo-x" },
    { "ORDO-X", "ordo-x" },
    { "ordo", "ordo" },
    { "Oferhlýp", "oferhlyp" },
    { "OFERHLÝP", "oferhlyp" },
    { "Opprimo", "opprimo" },
    { "pressmen", NULL },
    { "chess", NULL },
    { "", NULL },
    { "\xff", NULL },
  };
  const char *program = g_getenv ("QUINTET_APP");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (quintet_application_find_game (cases[i].argument), ==, cases[i].id);

  if (program == NULL)
    {
      g_test_skip ("QUINTET_APP is not set");
      return;
    }
  /* The real program takes the name and opens its window, where a name
   * it does not know is a usage error at once (exit status 2) */
  for (guint i = 0; i < 2; i++)
    {
      const char *argv[] = { program, i == 0 ? "Pressman" : "Ordo X", NULL };
      /* Never the session's running Quintet: no bus, so a primary instance */
      g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "DBUS_SESSION_BUS_ADDRESS",
                                             "unix:path=/nonexistent", TRUE);
      g_autoptr(GError) error = NULL;
      GPid pid;
      int status = 0;
      pid_t done = 0;

      g_spawn_async (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD |
                     G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, &error);
      g_assert_no_error (error);
      for (guint tries = 0; done == 0 && tries < 30; tries++)
        {
          g_usleep (50 * 1000);
          done = waitpid (pid, &status, WNOHANG);
        }
      g_assert_cmpint (done, ==, 0);   /* still running: the window is up */
      kill (pid, SIGTERM);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_spawn_close_pid (pid);
    }
}

/* A record opens in the window unless it holds a game in progress; of
 * several, the others get windows of their own. */
static void
test_open_in_new_window (void)
{
  g_autoptr(GList) before = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game = quintet_window_get_game (window);
  g_autoptr(GFile) first = write_test_file ("first.quintet", "[Game \"ordo\"]\n\n*\n", -1);
  g_autoptr(GFile) second = write_test_file ("second.quintet", "[Game \"overlord\"]\n\n*\n", -1);
  GFile *files[] = { first, second };
  guint n_windows;

  /* No turn yet: nothing to lose here */
  g_assert_true (window_open_file (window, first));
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "ordo");

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  click_turn (window, "b2", "b4");
  game = quintet_window_get_game (window);
  n_windows = count_windows ();
  quintet_window_open_files (window, files, 2);
  wait_for_windows (n_windows + 2);
  g_assert_true (quintet_window_get_game (window) == game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (count_windows (), ==, n_windows + 2);

  destroy_new_windows (before);
  remove_autosaves ();
}

/* A record dropped on the window opens in it. */
static void
test_drop (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GFile) file = write_test_file ("dropped.quintet", "[Game \"overlord\"]\n\n*\n", -1);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  wait_for_title (window, "dropped.quintet — Overlord");

  g_assert_true (accepted);
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "overlord");
  {
    g_autofree char *title = get_title (window);

    g_assert_cmpstr (title, ==, "dropped.quintet — Overlord");
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The side tags say who plays: the computer at a level it has, else a person */
static void
test_side_tags (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GFile) file = write_test_file ("players.quintet",
                                           "[Game \"pressman\"]\n[White \"Quintet, level 99\"]\n"
                                           "[Black \"Quintet, level 1\"]\n\n*\n", -1);
  GtkWidget *board;

  g_assert_true (window_open_file (window, file));
  wait_for_frame (window);
  board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  /* White, to move, is a person: the board takes clicks */
  g_assert_true (quintet_board_view_get_interactive (QUINTET_BOARD_VIEW (board)));
  g_assert_true (window_says (window, "Computer, Beginner"));
  g_assert_false (window_says (window, "level 99"));
  gtk_window_destroy (GTK_WINDOW (window));

  /* issue 25: records name the level, "Quintet, level 3 (Strong)"; the
   * number decides, and a tag that only looks like one is a person's */
  {
    static const struct { const char *tag; const char *says; } cases[] = {
      { "Quintet, level 3 (Strong)", "Computer, Strong" },
      { "Quintet, level 2 (Expert)", "Computer, Casual" },
      { "Quintet, level 4", "Computer, Expert" },
      { "Quintet, level 3 (Strong", NULL },
      { "Quintet, level 3 Strong", NULL },
      { "Quintet, level (Strong)", NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *text = g_strdup_printf ("[Game \"pressman\"]\n[White \"Ann\"]\n[Black \"%s\"]\n\n*\n",
                                                 cases[i].tag);
        g_autoptr(GFile) named = write_test_file ("levels.quintet", text, -1);

        window = new_window (1000, 700);
        g_assert_true (window_open_file (window, named));
        wait_for_frame (window);
        if (cases[i].says != NULL)
          g_assert_true (window_says (window, cases[i].says));
        else
          g_assert_false (window_says (window, "Computer"));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  }
}

static void
set_clipboard (QuintetWindow *window,
               const char    *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  drain_main_loop ();
}

static char *
get_clipboard (QuintetWindow *window)
{
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window)));
  GValue value = G_VALUE_INIT;
  char *text;

  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  text = g_value_dup_string (&value);
  g_value_unset (&value);
  return text;
}

/* Ctrl+C copies the whole record; Ctrl+V loads a record, or a position
 * of the game in the window. */
static void
test_copy_paste (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *other = new_game_window ("pressman");
  g_autofree char *copied = NULL;
  g_autofree char *turns = NULL;
  g_autofree char *position = NULL;

  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  turns = list_turns (quintet_window_get_game (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL));
  copied = get_clipboard (window);
  g_assert_true (g_str_has_prefix (copied, "[Game \"pressman\"]"));

  remove_autosaves ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.paste", NULL));
  wait_until (has_turn_list, (&(WindowText) { other, turns }), "the pasted game's turns");
  {
    g_autofree char *pasted = list_turns (quintet_window_get_game (other));
    g_autoptr(GPtrArray) paths = NULL;

    g_assert_cmpstr (pasted, ==, turns);
    /* Issue 25: kept from its first change, not at once: pastes alone
     * never fill Unfinished Games */
    paths = quintet_autosave_list ();
    g_assert_cmpuint (paths->len, ==, 0);
    g_clear_pointer (&paths, g_ptr_array_unref);
    click_turn (other, "c2", "c4");
    quintet_autosave_flush ();
    paths = quintet_autosave_list ();
    g_assert_cmpuint (paths->len, ==, 1);
  }

  /* A position text: the window's game starts from it */
  position = quintet_game_position_to_text (quintet_window_get_game (window),
                                            quintet_game_get_position (quintet_window_get_game (window)));
  set_clipboard (other, position);
  quintet_window_start_game (other, "pressman", QUINTET_SIDE_0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.paste", NULL));
  wait_for_position (other, position);
  {
    QuintetGame *game = quintet_window_get_game (other);
    g_autofree char *loaded = quintet_game_position_to_text (game, quintet_game_get_position (game));

    g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
    g_assert_cmpstr (loaded, ==, position);
  }

  /* A bad position changes nothing and says why */
  {
    QuintetGame *game = quintet_window_get_game (other);

    set_clipboard (other, "not a position");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.paste", NULL));
    wait_for_labels (other, "“not a position”");
    g_assert_true (quintet_window_get_game (other) == game);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (other));
  remove_autosaves ();
}

/* issue 25: a position of another game says which game it is and
 * offers to start it; Cancel keeps the window's game */
static void
test_paste_other_game (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game = quintet_window_get_game (window);
  const char *ordo = "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WW2WW2WW/WWWWWWWWWW/2WW2WW2 w";
  GtkWidget *dialog;

  set_clipboard (window, ordo);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  dialog = wait_for_message_dialog ();
  g_assert_cmpstr (quintet_alert_get_heading (dialog), ==, "Start Ordo From This Position?");
  g_assert_cmpstr (quintet_alert_get_body (dialog), ==,
                   "The pasted text is a position of Ordo, not of Pressman.");
  save_screenshot (GTK_WIDGET (dialog), "screenshot-paste-other-game.png");
  respond ("cancel");
  g_assert_true (quintet_window_get_game (window) == game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  respond ("start");
  game = quintet_window_get_game (window);
  g_assert_cmpstr (quintet_game_get_id (game), ==, "ordo");
  {
    g_autofree char *loaded = quintet_game_position_to_text (game, quintet_game_get_position (game));

    g_assert_cmpstr (loaded, ==, ordo);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* issue 25: like Open, a paste never replaces a game in progress: the
 * pasted game or position opens in a window of its own */
static void
test_paste_keeps_game_in_progress (void)
{
  g_autoptr(GList) before = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game = quintet_window_get_game (window);
  g_autofree char *turns = NULL;
  g_autofree char *position = NULL;
  guint n_windows;

  click_turn (window, "b2", "b4");
  turns = list_turns (game);
  position = quintet_game_position_to_text (game, quintet_game_get_position (game));
  n_windows = count_windows ();

  for (guint i = 0; i < 2; i++)
    {
      QuintetWindow *pasted;

      set_clipboard (window, i == 0 ? position : "[Game \"ordo\"]\n\n1. c2-c3 *\n");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
      wait_for_windows (n_windows + i + 1);
      g_assert_true (quintet_window_get_game (window) == game);
      {
        g_autofree char *still = list_turns (game);

        g_assert_cmpstr (still, ==, turns);
      }
      g_assert_cmpuint (count_windows (), ==, n_windows + i + 1);
      pasted = QUINTET_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
      g_assert_true (pasted != window);
      g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (pasted)), ==, i == 0 ? "pressman" : "ordo");
    }

  destroy_new_windows (before);
  remove_autosaves ();
}

/* The text of the visible label that holds @part, or NULL */
static char *
find_label_with (GtkWidget  *root,
                 const char *part)
{
  GtkWidget *label = find_label_widget_with (root, part);

  return label != NULL ? g_strdup (gtk_label_get_text (GTK_LABEL (label))) : NULL;
}

typedef struct {
  GtkWidget *root;
  const char *part;
} LabelWait;

static gboolean
has_label_with (gpointer data)
{
  LabelWait *wait = data;
  GtkWidget *label = find_label_widget_with (wait->root, wait->part);

  return label != NULL && gtk_widget_get_mapped (label);
}

/* Runs the main loop until a label under @root that shows @part is
 * mapped (a message in a toast). */
#define wait_for_label_with(root, part) \
  wait_until (has_label_with, (&(LabelWait) { GTK_WIDGET (root), (part) }), "a label saying " #part)

/* An Overlord position whose first square holds a column starts with
 * "[": it is a position, not a record with a broken tag. */
static void
test_paste_overlord_column (void)
{
  QuintetWindow *window = new_game_window ("overlord");
  const char *position = "[rr]r..rr[rrr]/[rrr]....r./.....rr/......./......./......./..w..../"
                         "ww..[wwww].w/.[ww]www.w w a92:r1,c11:w1";
  QuintetGame *game;
  g_autofree char *loaded = NULL;

  set_clipboard (window, position);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  wait_for_position (window, position);
  game = quintet_window_get_game (window);
  loaded = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (loaded, ==, position);

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* In a narrow window a long message wraps inside its toast: the reason
 * shows, and the lines get the height they need (libadwaita 1.2 sizes a
 * toast for its natural width, then narrows it). */
static void
test_toast_in_narrow_window (void)
{
  QuintetWindow *window = new_window (390, 750);
  GtkWidget *label;
  int width, height, needed;

  quintet_window_start_game (window, "overlord", QUINTET_SIDE_0);
  wait_for_frame (window);
  set_clipboard (window, "[rr]r..rr[rrr]/[rrr]....r./.....rr/......./......./......./..w..../"
                         "ww..[wwww].w/.[ww]www.w w a92:r1,c11:w9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  wait_for_label_with (window, "Cannot read the position: expected a counter");
  wait_for_transitions (window);
  wait_for_frame (window);
  label = find_label_widget_with (GTK_WIDGET (window), "Cannot read the position: expected a counter");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (label));
  width = gtk_widget_get_width (label);
  height = gtk_widget_get_height (label);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, NULL, &needed, NULL, NULL);
  g_test_message ("toast title: %d × %d, needs a height of %d", width, height, needed);
  g_assert_cmpint (width, <, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (needed, <=, height);
  g_assert_cmpint (gtk_label_get_lines (GTK_LABEL (label)), >, 1);
  save_screenshot (GTK_WIDGET (window), "screenshot-toast-narrow.png");

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A message that replaces another in the toast on screen gets the
 * toast's whole time (5 s), not what was left of the first's. */
static void
test_message_gets_its_time (void)
{
  QuintetWindow *window = new_game_window ("pressman");

  set_clipboard (window, "first bad position");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  wait_for_label_with (window, "(“first bad position”)");
  iterate_for (3500);   /* time is the subject: a toast's 5 s, most of them gone */
  g_assert_nonnull (find_label_widget_with (GTK_WIDGET (window), "(“first bad position”)"));
  set_clipboard (window, "second bad position");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
  wait_for_label_with (window, "(“second bad position”)");
  iterate_for (2500);   /* time is the subject: past the first toast's 5 s */
  {
    GtkWidget *label = find_label_widget_with (GTK_WIDGET (window), "(“second bad position”)");

    g_assert_nonnull (label);
    g_assert_true (gtk_widget_get_mapped (label));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A bad paste shows its input as text: one line, the escapes and the
 * markup characters visible, a 100 kB paste shortened; the game stays.
 * The reason comes first, so that a long text does not push it out of
 * the one-line message. */
static void
test_paste_unsafe (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game = quintet_window_get_game (window);
  g_autofree char *huge = g_strnfill (100 * 1024, 'x');
  g_autofree char *comment = g_strnfill (QUINTET_RECORD_MAX_SIZE, 'x');
  g_autofree char *huge_record = g_strconcat ("[Game \"pressman\"]\n{", comment, "}\n*\n", NULL);
  const struct { const char *text; const char *shown; } cases[] = {
    { "\n8/8 w 0 0\n\x1b[31mred\n", "Cannot read the position: the board has 2 ranks: it needs 8 ranks of 8 squares "
                                     "(“8/8 w 0 0\\n\\x1b[31mred”)" },
    { "[Game \"che\x1b[2Jss\"]\n*\n", "1:8: unknown game “che\\x1b[2Jss”" },
    { "<b>bold</b> & <i", "Cannot read the position: " },
    { "<b>bold</b> & <i", " (“<b>bold</b> & <i”)" },
    /* read as far as one byte more than a record may have, and refused */
    { huge_record, "1:1: the file is larger than 4 MB: not a game record" },
    { huge, "The position text is too long: at most 4096 bytes (“xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”)" },
  };

  click_turn (window, "b2", "b4");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = NULL;

      set_clipboard (window, cases[i].text);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL));
      wait_for_label_with (window, cases[i].shown);
      shown = find_label_with (GTK_WIDGET (window), cases[i].shown);
      if (shown == NULL)
        g_error ("no label says “%s”", cases[i].shown);
      for (const char *c = shown; *c != '\0'; c++)
        g_assert_false (g_ascii_iscntrl (*c));
      g_assert_cmpuint (strlen (shown), <, 400);
      g_assert_true (quintet_window_get_game (window) == game);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A bad file says what and where, and the game in the window stays. */
static void
test_bad_files (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetGame *game;
  g_autoptr(GFile) bad = write_test_file ("bad.quintet", "[Game \"pressman\"]\n\n1. b2-b9 *\n", -1);
  g_autoptr(GFile) binary = write_test_file ("binary.quintet", "[Game\0\1\2\3", 10);
  g_autoptr(GFile) large = new_test_file ("large.quintet");
  g_autoptr(GFile) missing = new_test_file ("missing.quintet");
  g_autoptr(GFile) strange = write_test_file ("bad\nname\x1b[31m.quintet", "[Game \"pressman\"]\n\n1. b2-b9 *\n", -1);
  FILE *stream;

  click_turn (window, "b2", "b4");
  game = quintet_window_get_game (window);

  g_assert_false (window_open_file (window, bad));
  wait_for_labels (window, "|bad.quintet:3:4: ");
  g_assert_true (window_says (window, "|bad.quintet:3:4: "));
  save_screenshot (GTK_WIDGET (window), "records-bad-file.png");

  g_assert_false (window_open_file (window, binary));
  wait_for_labels (window, "|binary.quintet:");
  g_assert_true (window_says (window, "|binary.quintet:"));

  /* 100 MB, refused by its size without being read */
  stream = g_fopen (g_file_peek_path (large), "w");
  g_assert_nonnull (stream);
  g_assert_cmpint (ftruncate (fileno (stream), 100 * 1024 * 1024), ==, 0);
  fclose (stream);
  g_assert_false (window_open_file (window, large));
  wait_for_labels (window, "|large.quintet: the file is larger than 4 MB|");
  g_assert_true (window_says (window, "|large.quintet: the file is larger than 4 MB|"));

  g_assert_false (window_open_file (window, missing));
  wait_for_labels (window, "|No such file: ");
  g_assert_true (window_says (window, "|No such file: "));

  /* A file's name is input too: shown on one line, its escapes visible */
  g_assert_false (window_open_file (window, strange));
  wait_for_labels (window, "|bad\\nname\\x1b[31m.quintet:3:4: ");
  g_assert_true (window_says (window, "|bad\\nname\\x1b[31m.quintet:3:4: "));

  g_assert_true (quintet_window_get_game (window) == game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);

  g_remove (g_file_peek_path (large));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* Issue 25: a file that cannot be opened says why first, then its path,
 * shortened in the middle so that the file's name stays whole */
static void
test_missing_file (void)
{
  QuintetWindow *window = new_window (360, 640);
  g_autofree char *folder = g_build_filename (g_get_tmp_dir (), "a-rather-long-folder-name-for-games",
                                              "and-another-one-inside-it", "and-a-third", NULL);
  g_autofree char *path = g_build_filename (folder, "missing-game.quintet", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *label;
  const char *text;

  g_assert_false (window_open_file (window, file));
  wait_for_label_with (window, "missing-game.quintet");
  wait_for_frame (window);
  label = find_label_widget_with (GTK_WIDGET (window), "missing-game.quintet");
  g_assert_nonnull (label);
  text = gtk_label_get_text (GTK_LABEL (label));
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "No such file: "));
  g_assert_true (g_str_has_suffix (text, "/missing-game.quintet"));
  g_assert_nonnull (strstr (text, "…"));
  g_assert_cmpuint (g_utf8_strlen (text, -1), <=, 80);
  /* the toast shows it all: nothing cut off at the end */
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  save_screenshot (GTK_WIDGET (window), "records-missing-file.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file's name in the title is one line, its escapes visible */
static void
test_strange_file_name (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GFile) file = write_test_file ("odd\tname\x1b[31m.quintet", "[Game \"pressman\"]\n\n1. b2-b4 *\n", -1);
  g_autofree char *title = NULL;

  g_assert_true (window_open_file (window, file));
  wait_for_title (window, "odd\\tname\\x1b[31m.quintet — Pressman");
  title = get_title (window);
  g_assert_cmpstr (title, ==, "odd\\tname\\x1b[31m.quintet — Pressman");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "odd\\tname\\x1b[31m.quintet — Pressman");

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* A finished game opens at its end; from an earlier position the player
 * plays on, after the usual question. */
static void
test_finished_game (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  QuintetWindow *other;
  g_autoptr(GFile) file = new_test_file ("finished.quintet");
  QuintetHistoryView *history;
  QuintetGame *game;

  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  quintet_game_resign (quintet_window_get_game (window), QUINTET_SIDE_0);
  g_assert_true (window_save_file (window, file, NULL));

  /* closed first: opened where it is open, its window would come forward */
  gtk_window_destroy (GTK_WINDOW (window));
  other = new_window (1000, 700);
  g_assert_true (window_open_file (other, file));
  wait_for_frame (other);
  game = quintet_window_get_game (other);
  history = QUINTET_HISTORY_VIEW (find_widget (GTK_WIDGET (other), QUINTET_TYPE_HISTORY_VIEW));
  g_assert_cmpuint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpuint (quintet_history_view_get_shown_ply (history), ==, 2);

  quintet_history_view_set_ply (history, 1);
  drain_main_loop ();
  click_turn (other, "g7", "g6");
  respond ("discard");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpuint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);

  gtk_window_destroy (GTK_WINDOW (other));
  remove_autosaves ();
}

/* The position shown, as PNG and SVG at the size asked for */
static void
test_export (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) png = new_test_file ("board.png");
  g_autoptr(GFile) svg = new_test_file ("board.svg");
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  click_turn (window, "b2", "b4");
  g_assert_true (window_export_image (window, png, "png", 512, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (MAX (gdk_texture_get_width (texture), gdk_texture_get_height (texture)), ==, 512);

  g_assert_true (window_export_image (window, svg, "svg", 1024, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (g_file_peek_path (svg), &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));

  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_window_init (&argc, &argv);

  g_test_add_func ("/records/save-open", test_save_open);
  g_test_add_func ("/records/save-open-tree", test_save_open_tree);
  g_test_add_func ("/records/command-line-mixed", test_command_line_mixed);
  g_test_add_func ("/records/command-line-game-names", test_command_line_game_names);
  g_test_add_func ("/records/open-in-new-window", test_open_in_new_window);
  g_test_add_func ("/records/drop", test_drop);
  g_test_add_func ("/records/side-tags", test_side_tags);
  g_test_add_func ("/records/copy-paste", test_copy_paste);
  g_test_add_func ("/records/paste-other-game", test_paste_other_game);
  g_test_add_func ("/records/paste-keeps-game-in-progress", test_paste_keeps_game_in_progress);
  g_test_add_func ("/records/bad-files", test_bad_files);
  g_test_add_func ("/records/paste-unsafe", test_paste_unsafe);
  g_test_add_func ("/records/paste-overlord-column", test_paste_overlord_column);
  g_test_add_func ("/records/toast-in-narrow-window", test_toast_in_narrow_window);
  g_test_add_func ("/records/message-gets-its-time", test_message_gets_its_time);
  g_test_add_func ("/records/strange-file-name", test_strange_file_name);
  g_test_add_func ("/records/missing-file", test_missing_file);
  g_test_add_func ("/records/finished-game", test_finished_game);
  g_test_add_func ("/records/export", test_export);

  status = test_window_run ();
  remove_test_files ();
  return status;
}
