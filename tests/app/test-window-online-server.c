/* test-window-online-server.c — the window signed in to a real XMPP server
 * (issue 33), against `quintet-cli online` as the friend: run by
 * test-window-online-server.sh, which starts Prosody on loopback
 * (tests/online/harness.sh); skipped when run alone.
 *
 * alice signs in under Preferences → Online (the password entered; the
 * test has no keyring, so it lives in memory); bob invites her from the
 * terminal; she accepts on the start page; bob's turn and chat line
 * arrive and are animated on her board; her click goes to bob; bob
 * resigns: the game ends on both sides with the same record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-preferences-window.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

static const char *work;
static const char *domain;

/* quintet-cli online COMMAND… as @name, its games in work/name; its
 * standard output (the caller frees it), the test failing if it does */
static char *
as (const char *name,
    const char *arguments)
{
  g_autofree char *jid = g_strdup_printf ("%s@%s", name, domain);
  g_autofree char *dir = g_build_filename (work, name, NULL);
  g_autofree char *password = g_strdup_printf ("%s-secret", name);
  g_auto(GStrv) split = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "QUINTET_PASSWORD", password, TRUE);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_assert_true (g_shell_parse_argv (arguments, NULL, &split, NULL));
  g_strv_builder_add_many (builder, g_getenv ("QUINTET_CLI"), "online", split[0], "--jid", jid, "--dir", dir, NULL);
  for (guint i = 1; split[i] != NULL; i++)
    g_strv_builder_add (builder, split[i]);
  argv = g_strv_builder_end (builder);
  g_assert_true (g_spawn_sync (NULL, argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (err != NULL && *err != '\0')
    g_test_message ("%s: %s", name, err);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  return out;
}

static gboolean
sign_in_failed (gpointer data)
{
  return quintet_account_get_status (data) == QUINTET_ACCOUNT_FAILED;
}

static gboolean
signed_in (gpointer data)
{
  QuintetAccountStatus status = quintet_account_get_status (data);

  if (status == QUINTET_ACCOUNT_FAILED)
    g_error ("could not sign in: %s", quintet_account_get_message (data));
  return status == QUINTET_ACCOUNT_SIGNED_IN;
}

static gboolean
has_online_rows (gpointer data)
{
  QuintetStartPage *page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (data), QUINTET_TYPE_START_PAGE));

  return quintet_start_page_get_n_online (page) > 0;
}

static gboolean
board_takes_clicks (gpointer data)
{
  return quintet_board_view_get_interactive (QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (data),
                                                                                QUINTET_TYPE_BOARD_VIEW)));
}

static gboolean
game_ended (gpointer data)
{
  return quintet_online_game_get_state (data) == QUINTET_ONLINE_STATE_ENDED;
}

typedef struct {
  const char *id;
  guint       n_turns;
} BobsTurns;

/* bob's side has @n_turns turns (a sync, which reads what came) */
static gboolean
bob_has_turns (gpointer data)
{
  BobsTurns *wanted = data;
  g_autofree char *list = as ("bob", "list");
  g_auto(GStrv) lines = g_strsplit (list, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

      if (g_strv_length (fields) >= 5 && g_str_equal (fields[0], wanted->id))
        return (guint) g_ascii_strtoull (fields[4], NULL, 10) >= wanted->n_turns;
    }
  return FALSE;
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static GtkWidget *
find_accept_button (QuintetWindow *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), "Accept and Play") == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static void
test_game_with_the_terminal (void)
{
  QuintetAccount *account = quintet_application_get_account (app);
  g_autofree char *alice = NULL;
  g_autofree char *bob = NULL;
  g_autofree char *invited = NULL;
  g_autofree char *command = NULL;
  g_autofree char *bobs_record = NULL;
  g_autofree char *alices_record = NULL;
  QuintetWindow *window;
  GtkWidget *preferences;
  GtkWidget *accept;
  QuintetOnlineGame *game;
  QuintetGame *board_game;
  char *id;

  if (work == NULL)
    {
      g_test_skip ("needs the server test-window-online-server.sh starts");
      return;
    }
  alice = g_strdup_printf ("alice@%s", domain);
  bob = g_strdup_printf ("bob@%s", domain);

  /* Preferences → Online: the address and the password, Sign In */
  window = new_window (1000, 700);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  quintet_preferences_window_show_online (QUINTET_PREFERENCES_WINDOW (preferences));
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    collect_widgets (preferences, ADW_TYPE_ENTRY_ROW, rows);
    g_assert_cmpuint (rows->len, ==, 2);
    /* a wrong password first: a line in her words, and no games */
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, 0)), alice);
    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, 1)), "not-her-secret");
    g_signal_emit_by_name (find_button (preferences, "Sign _In"), "clicked");
    wait_until (sign_in_failed, account, "the wrong password refused");
    g_test_message ("a wrong password: %s", quintet_account_get_message (account));
    g_assert_nonnull (strstr (quintet_account_get_message (account), "password"));
    wait_for_labels (preferences, quintet_account_get_message (account));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (rows, 1))), ==, "");

    gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, 1)), "alice-secret");
  }
  g_assert_true (gtk_widget_get_sensitive (find_button (preferences, "Sign _In")));
  g_signal_emit_by_name (find_button (preferences, "Sign _In"), "clicked");
  wait_until (signed_in, account, "alice signed in");
  {
    g_autofree char *status = g_strdup_printf ("Signed in as %s", alice);

    wait_for_labels (preferences, status);
  }
  quintet_dialog_close (preferences);
  drain_main_loop ();

  /* bob invites her from the terminal; she accepts on the start page */
  command = g_strdup_printf ("invite %s ordo --side 0", alice);
  invited = as ("bob", command);
  id = g_strstrip (invited);
  g_assert_true (g_uuid_string_is_valid (id));
  wait_until (has_online_rows, window, "the invitation on alice's start page");
  accept = find_accept_button (window);
  g_assert_nonnull (accept);
  g_signal_emit_by_name (accept, "clicked");
  drain_main_loop ();
  game = quintet_window_get_online_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (quintet_online_game_get_id (game), ==, id);
  board_game = quintet_window_get_game (window);

  /* bob's turn and chat line come to her board */
  g_clear_pointer (&command, g_free);
  command = g_strdup_printf ("play %s c2:d2-c4 --chat 'Hello from the terminal'", id);
  g_free (as ("bob", command));
  wait_for_turns (board_game, 1);
  wait_until (board_takes_clicks, window, "alice's board to take her turn");
  {
    g_autofree char *chat = g_strdup_printf ("%s: Hello from the terminal", bob);

    wait_for_labels (window, chat);
  }
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "online-server-game.png");

  /* her click goes to bob */
  click_turn (window, "f6", "f5");
  g_assert_cmpuint (quintet_game_get_n_turns (board_game), ==, 2);
  {
    BobsTurns wanted = { id, 2 };

    wait_until (bob_has_turns, &wanted, "bob to have alice's turn");
  }

  /* bob resigns: the game ends on her side too, with the same record */
  g_clear_pointer (&command, g_free);
  command = g_strdup_printf ("resign %s", id);
  g_free (as ("bob", command));
  wait_until (game_ended, game, "the game to end on alice's side");
  g_assert_cmpint (quintet_game_get_outcome (board_game).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (quintet_game_get_outcome (board_game).winner, ==, QUINTET_SIDE_1);

  g_clear_pointer (&command, g_free);
  command = g_strdup_printf ("show %s --offline", id);
  bobs_record = as ("bob", command);
  /* the record both sides share: `show` prints bob's */
  alices_record = quintet_online_game_to_shared_record (game);
  g_assert_cmpstr (alices_record, ==, bobs_record);

  gtk_window_destroy (GTK_WINDOW (window));
  quintet_account_sign_out (account);
}

int
main (int   argc,
      char *argv[])
{
  work = g_getenv ("QUINTET_ONLINE_WORK");
  domain = g_getenv ("QUINTET_ONLINE_DOMAIN");
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-online-server/game-with-the-terminal", test_game_with_the_terminal);

  return test_window_run ();
}
