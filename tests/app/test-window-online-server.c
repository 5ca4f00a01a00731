/* test-window-online-server.c — the window signed in to a real XMPP server
 * (issue 33), against `quintet-cli online` as the friend: run by
 * test-window-online-server.sh, which starts Prosody on loopback
 * (tests/online/harness.sh); skipped when run alone.
 *
 * alice signs in under Preferences → Online (the password entered; the
 * test has no keyring, so it lives in memory); bob invites her from the
 * terminal; she accepts on the start page; bob's turn and chat line
 * arrive and are animated on her board; her click goes to bob; bob
 * resigns: the game ends on both sides with the same record. Meanwhile
 * mallory, not in alice's roster, invites her: the invitation waits under
 * Requests, and its Block puts mallory on the server's block list
 * (issue 40).
 *
 * A private server (issue 40): without the certificate the tests trust,
 * alice's sign-in is refused; the Status row shows who issued the
 * certificate and its fingerprint, and Trust This Certificate signs her in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <glib/gstdio.h>

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

static QuintetStartPage *
start_page (gpointer window)
{
  return QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
}

static gboolean
has_requests (gpointer data)
{
  return quintet_start_page_get_n_requests (start_page (data)) > 0;
}

static gboolean
has_no_requests (gpointer data)
{
  return quintet_start_page_get_n_requests (start_page (data)) == 0;
}

static char *as (const char *name, const char *arguments);

/* The server's block list has mallory: a new device of alice's (the
 * terminal, its own folder) has her blocked from it at sign-in */
static gboolean
server_blocks_mallory (gpointer data)
{
  g_autofree char *blocked = NULL;
  g_autofree char *mallory = g_strdup_printf ("mallory@%s\n", domain);

  g_free (as ("alice", "sign-in"));
  blocked = as ("alice", "blocked --offline");
  return strstr (blocked, mallory) != NULL;
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

static gboolean
has_accept_button (gpointer data)
{
  return find_accept_button (data) != NULL;
}

/* bob invites alice to Ordo from the terminal, playing first: the game's id */
static char *
bob_invites_alice (void)
{
  g_autofree char *command = g_strdup_printf ("invite %s@%s ordo --side 0", "alice", domain);
  char *id = g_strstrip (as ("bob", command));

  g_assert_true (g_uuid_string_is_valid (id));
  return id;
}

/* She accepts on the start page: the window shows the game */
static QuintetOnlineGame *
accept_invitation (QuintetWindow *window,
                   const char    *id)
{
  QuintetOnlineGame *game;

  wait_until (has_accept_button, window, "the invitation on alice's start page");
  g_signal_emit_by_name (find_accept_button (window), "clicked");
  drain_main_loop ();
  game = quintet_window_get_online_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (quintet_online_game_get_id (game), ==, id);
  return game;
}

static void
test_game_with_the_terminal (void)
{
  QuintetAccount *account = quintet_application_get_account (app);
  g_autofree char *alice = NULL;
  g_autofree char *bob = NULL;
  g_autofree char *command = NULL;
  g_autofree char *bobs_record = NULL;
  g_autofree char *alices_record = NULL;
  QuintetWindow *window;
  GtkWidget *preferences;
  QuintetOnlineGame *game;
  QuintetGame *board_game;
  g_autofree char *id = NULL;

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
  id = bob_invites_alice ();
  wait_until (has_online_rows, window, "the invitation on alice's start page");

  /* Issue 40: a stranger's invitation waits under Requests (alice's roster
   * has bob, not mallory), the friend's does not; its Block blocks mallory
   * on the server too */
  g_clear_pointer (&command, g_free);
  command = g_strdup_printf ("invite %s overlord --side 0", alice);
  g_free (as ("mallory", command));
  wait_until (has_requests, window, "mallory's invitation under Requests");
  g_assert_cmpuint (quintet_start_page_get_n_requests (start_page (window)), ==, 1);
  g_assert_cmpuint (quintet_start_page_get_n_online (start_page (window)), ==, 1);
  g_assert_cmpstr (quintet_start_page_get_online (start_page (window), 0), ==, id);
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *block = NULL;

    collect_widgets (GTK_WIDGET (start_page (window)), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), "Block This Address") == 0)
        block = buttons->pdata[i];
    g_assert_nonnull (block);
    g_signal_emit_by_name (block, "clicked");
  }
  wait_until (has_no_requests, window, "mallory's request blocked");
  wait_until (server_blocks_mallory, NULL, "mallory on the server's block list");

  game = accept_invitation (window, id);
  board_game = quintet_window_get_game (window);

  /* bob's turn and chat line come to her board */
  g_clear_pointer (&command, g_free);
  command = g_strdup_printf ("play %s c2:d2-c4 --chat 'Hello from the terminal'", id);
  g_free (as ("bob", command));
  wait_for_turns (board_game, 1);
  wait_until (board_takes_clicks, window, "alice's board to take her turn");
  wait_for_labels (window, "Hello from the terminal");
  /* … and her line goes to his (issue 40: a conversation, in both records) */
  {
    g_autoptr(GPtrArray) entries = g_ptr_array_new ();

    collect_widgets (GTK_WIDGET (window), GTK_TYPE_ENTRY, entries);
    for (guint i = 0; i < entries->len; i++)
      if (g_strcmp0 (gtk_entry_get_placeholder_text (g_ptr_array_index (entries, i)), "Message your friend") == 0)
        {
          gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), "Hello from the window");
          g_signal_emit_by_name (g_ptr_array_index (entries, i), "activate");
        }
    wait_for_labels (window, "Hello from the window");
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
  {
    g_autofree char *line = g_strdup_printf ("{Chat %s@%s: Hello from the window}", "alice", domain);

    g_assert_nonnull (strstr (bobs_record, line));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  quintet_account_sign_out (account);
}

#define OTHER_FINGERPRINT "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:" \
                          "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF"

/* The SHA-256 fingerprint of the certificate in @path, as GNOME writes it */
static char *
file_fingerprint (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTlsCertificate) certificate = g_tls_certificate_new_from_file (path, &error);
  g_autoptr(GByteArray) der = NULL;
  g_autofree char *hex = NULL;

  g_assert_no_error (error);
  g_object_get (certificate, "certificate", &der, NULL);
  hex = g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
  return quintet_xmpp_format_fingerprint (hex);
}

static gboolean
certificate_refused (gpointer data)
{
  return quintet_account_get_status (data) == QUINTET_ACCOUNT_FAILED &&
         quintet_account_get_certificate_fingerprint (data) != NULL;
}

/* Whether a visible label under @root shows @fingerprint (in lines) */
static gboolean
shows_fingerprint (GtkWidget  *root,
                   const char *fingerprint)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      g_autofree char *text = g_strdup (gtk_label_get_label (labels->pdata[i]));

      g_strdelimit (text, "\n", ':');
      if (gtk_widget_is_drawable (labels->pdata[i]) && g_str_equal (text, fingerprint))
        return TRUE;
    }
  return FALSE;
}

/* Preferences → Online: alice's address and password, Sign In */
static void
sign_in_as_alice (GtkWidget  *preferences,
                  const char *alice)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (preferences, ADW_TYPE_ENTRY_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 2);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, 0)), alice);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, 1)), "alice-secret");
  g_signal_emit_by_name (find_button (preferences, "Sign _In"), "clicked");
}

static void
test_trust_certificate (void)
{
  QuintetAccount *account = quintet_application_get_account (app);
  g_autofree char *alice = NULL;
  g_autofree char *cafile = NULL;
  g_autofree char *fingerprint = NULL;
  g_autofree char *issued = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *trusted_file = NULL;
  QuintetWindow *window;
  GtkWidget *preferences;
  GtkWidget *trust;
  GtkRoot *root;

  if (work == NULL)
    {
      g_test_skip ("needs the server test-window-online-server.sh starts");
      return;
    }
  alice = g_strdup_printf ("alice@%s", domain);
  /* The server's own certificate, which this computer does not trust
   * without the tests' variable */
  cafile = g_strdup (g_getenv ("QUINTET_XMPP_CAFILE"));
  fingerprint = file_fingerprint (cafile);
  g_unsetenv ("QUINTET_XMPP_CAFILE");

  window = new_window (1000, 700);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  quintet_preferences_window_show_online (QUINTET_PREFERENCES_WINDOW (preferences));
  sign_in_as_alice (preferences, alice);
  wait_until (certificate_refused, account, "the certificate refused");
  g_assert_cmpint (quintet_account_get_certificate_problem (account), ==, QUINTET_XMPP_CERTIFICATE_UNTRUSTED);
  g_assert_cmpstr (quintet_account_get_certificate_fingerprint (account), ==, fingerprint);

  /* The Status row: why, who issued it, its fingerprint, and the button */
  wait_for_labels (preferences, "has a certificate this computer does not trust");
  issued = g_strdup_printf ("|Issued by %s|", domain);
  wait_for_labels (preferences, issued);
  g_assert_true (shows_fingerprint (preferences, fingerprint));
  trust = find_button (preferences, "_Trust This Certificate");
  g_assert_nonnull (trust);
  g_assert_true (gtk_widget_is_drawable (trust));
  {
    g_autofree char *name = g_strdup_printf ("Trust the certificate issued by %s for this account", domain);

    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (trust), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  }
  root = gtk_widget_get_root (preferences);
  wait_for_transitions (GTK_WIDGET (root));
  save_screenshot (GTK_WIDGET (root), "online-trust-certificate.png");
  /* A phone's width (the preferences a window of their own on GNOME 43,
   * inside the main window later: a phone's 360 px inside Xvfb's 10 px
   * frame, which libadwaita's dialog asks for) */
  if (GTK_WINDOW (root) != GTK_WINDOW (window))
    gtk_window_set_default_size (GTK_WINDOW (root), 360, 640);
  else
    gtk_window_set_default_size (GTK_WINDOW (window), 370, 640);
  wait_for_width_at_most (GTK_WIDGET (root), 370);
  wait_for_transitions (GTK_WIDGET (root));
  save_screenshot (GTK_WIDGET (root), "online-trust-certificate-360.png");
  g_assert_true (shows_fingerprint (preferences, fingerprint));

  /* Trusted: kept with the account, and she signs in */
  g_signal_emit_by_name (trust, "clicked");
  wait_until (signed_in, account, "alice signed in with the certificate trusted");
  trusted_file = g_build_filename (g_get_user_data_dir (), "quintet", "online", alice, "trusted-certificate", NULL);
  g_assert_true (g_file_get_contents (trusted_file, &kept, NULL, NULL));
  g_assert_cmpstr (g_strstrip (kept), ==, fingerprint);
  g_assert_false (shows_fingerprint (preferences, fingerprint));
  {
    g_autofree char *status = g_strdup_printf ("Signed in as %s", alice);

    wait_for_labels (preferences, status);
  }

  /* Another certificate trusted than the server presents (as when the
   * server's changed): refused loudly, both fingerprints, and no button */
  g_assert_true (g_file_set_contents (trusted_file, OTHER_FINGERPRINT "\n", -1, NULL));
  g_signal_emit_by_name (find_button (preferences, "Sign _Out"), "clicked");
  sign_in_as_alice (preferences, alice);
  wait_until (certificate_refused, account, "the changed certificate refused");
  g_assert_cmpint (quintet_account_get_certificate_problem (account), ==, QUINTET_XMPP_CERTIFICATE_CHANGED);
  wait_for_labels (preferences, "has changed since you trusted it");
  g_assert_true (shows_fingerprint (preferences, fingerprint));
  g_assert_true (shows_fingerprint (preferences, OTHER_FINGERPRINT));
  g_assert_false (gtk_widget_is_drawable (trust));
  wait_for_transitions (GTK_WIDGET (root));
  save_screenshot (GTK_WIDGET (root), "online-certificate-changed-360.png");
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (trusted_file, &kept, NULL, NULL));
  g_assert_cmpstr (g_strstrip (kept), ==, OTHER_FINGERPRINT);

  quintet_dialog_close (preferences);
  drain_main_loop ();
  gtk_window_destroy (GTK_WINDOW (window));
  quintet_account_sign_out (account);
  g_unlink (trusted_file);
  g_setenv ("QUINTET_XMPP_CAFILE", cafile, TRUE);
}

static gboolean
connection_down (gpointer data)
{
  return quintet_account_get_status (data) != QUINTET_ACCOUNT_SIGNED_IN;
}

static gboolean
all_sent (gpointer data)
{
  return !quintet_online_game_get_unsent (data);
}

static const char *
window_subtitle (QuintetWindow *window)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE)));
}

/* Issue 40, honest connection state: the server stops in the middle of a
 * game; alice's turn is marked as not sent, in words; the server comes
 * back, she signs in again by herself and the turn goes to bob */
static void
test_unsent (void)
{
  QuintetAccount *account = quintet_application_get_account (app);
  g_autofree char *alice = NULL;
  g_autofree char *command = NULL;
  g_autofree char *config = NULL;
  g_autofree char *waiting = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "prosody", "--config", NULL, NULL };
  QuintetWindow *window;
  QuintetOnlineGame *game;
  GPid server;
  g_autofree char *id = NULL;

  if (work == NULL || g_getenv ("QUINTET_ONLINE_SERVER_PID") == NULL)
    {
      g_test_skip ("needs the server test-window-online-server.sh starts");
      return;
    }
  alice = g_strdup_printf ("alice@%s", domain);
  window = new_window (1000, 700);
  quintet_account_sign_in (account, alice, "alice-secret");
  wait_until (signed_in, account, "alice signed in");
  id = bob_invites_alice ();
  game = accept_invitation (window, id);
  command = g_strdup_printf ("play %s c2:d2-c4", id);
  g_free (as ("bob", command));
  wait_for_turns (quintet_window_get_game (window), 1);
  wait_until (board_takes_clicks, window, "alice's board to take her turn");
  wait_for_landed (window);

  /* The server stops: her turn stays here, marked, in words */
  g_assert_cmpint (kill (atoi (g_getenv ("QUINTET_ONLINE_SERVER_PID")), SIGTERM), ==, 0);
  wait_until (connection_down, account, "alice to hear the connection is lost");
  click_turn (window, "f6", "f5");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 2);
  g_assert_true (quintet_online_game_get_unsent (game));
  g_assert_cmpstr (window_subtitle (window), ==, "Not sent yet: the connection is down");
  save_screenshot (GTK_WIDGET (window), "online-unsent.png");

  /* It comes back: she signs in by herself, and the turn goes */
  config = g_build_filename (work, "prosody.cfg.lua", NULL);
  argv[2] = config;
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                                G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &server, &error));
  g_assert_no_error (error);
  wait_until (signed_in, account, "alice signed in again by herself");
  wait_until (all_sent, game, "her turn sent");
  waiting = g_strdup_printf ("%s’s turn", quintet_online_game_get_opponent (game));
  g_assert_cmpstr (window_subtitle (window), ==, waiting);
  {
    BobsTurns wanted = { id, 2 };

    wait_until (bob_has_turns, &wanted, "bob to have alice's turn");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  quintet_account_sign_out (account);
  kill (server, SIGTERM);
  g_spawn_close_pid (server);
}

int
main (int   argc,
      char *argv[])
{
  work = g_getenv ("QUINTET_ONLINE_WORK");
  domain = g_getenv ("QUINTET_ONLINE_DOMAIN");
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-online-server/game-with-the-terminal", test_game_with_the_terminal);
  g_test_add_func ("/window-online-server/trust-certificate", test_trust_certificate);
  g_test_add_func ("/window-online-server/unsent", test_unsent);

  return test_window_run ();
}
