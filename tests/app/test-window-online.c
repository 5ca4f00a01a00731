/* test-window-online.c — online play in the window (issue 33), without a
 * network: the window's account holds alice's games, and bob's
 * QuintetOnline, in memory, is wired to them (each side's "send" is the
 * other's quintet_online_receive, a main-loop turn later, as a server
 * would deliver it). An invitation accepted on the start page, turns both
 * ways on the board, the friend's chat line, a draw offered and accepted;
 * New Game → Friend Online; and a player who never signs in sees nothing
 * of it. Screenshots: light and dark, 1000 × 700 and 370 × 640 (a
 * phone's 360 px inside Xvfb's frame).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "quintet-board-view.h"
#include "quintet-new-game-dialog.h"
#include "quintet-preferences-window.h"
#include "quintet-start-page.h"

#include "test-window-common.h"
#include "test-frame-recorder.h"

#define ALICE "alice@example.org"
#define BOB "bob@example.org"
/* a stranger to alice (issue 40): not in her contacts */
#define MALLORY "mallory@example.org"

typedef struct {
  QuintetOnline *alice;
  QuintetOnline *bob;
  QuintetOnline *mallory;
  char          *alice_dir;
  char          *bob_dir;
  char          *mallory_dir;
  guint          in_flight;  /* payloads sent, not yet delivered */
} Wire;

typedef struct {
  Wire          *wire;
  QuintetOnline *to;
  char          *from;
  char          *xml;
} Delivery;

static gboolean
deliver_cb (gpointer data)
{
  Delivery *delivery = data;
  g_autoptr(GError) error = NULL;

  if (!quintet_online_receive (delivery->to, delivery->from, delivery->xml, strlen (delivery->xml), &error))
    g_test_message ("refused: %s", error->message);
  delivery->wire->in_flight--;
  g_free (delivery->from);
  g_free (delivery->xml);
  g_free (delivery);
  return G_SOURCE_REMOVE;
}

/* A payload from @sender: the other side receives it soon, from the
 * sender's full JID */
static void
send_cb (QuintetOnline *sender,
         const char    *to,
         const char    *xml,
         const char    *body,
         Wire          *wire)
{
  Delivery *delivery = g_new0 (Delivery, 1);

  delivery->wire = wire;
  delivery->to = g_str_equal (to, ALICE) ? wire->alice : g_str_equal (to, BOB) ? wire->bob : wire->mallory;
  g_assert_true (g_str_equal (to, ALICE) || g_str_equal (to, BOB) || g_str_equal (to, MALLORY));
  g_assert_true (sender != delivery->to);
  delivery->from = g_strconcat (quintet_online_get_own_jid (sender), "/quintet", NULL);
  delivery->xml = g_strdup (xml);
  wire->in_flight++;
  g_idle_add (deliver_cb, delivery);
}

static gboolean
delivered (gpointer data)
{
  return ((Wire *) data)->in_flight == 0;
}

static Wire *
wire_new (void)
{
  Wire *wire = g_new0 (Wire, 1);
  g_autoptr(GError) error = NULL;

  wire->alice_dir = g_dir_make_tmp ("quintet-online-alice-XXXXXX", &error);
  g_assert_no_error (error);
  wire->bob_dir = g_dir_make_tmp ("quintet-online-bob-XXXXXX", &error);
  g_assert_no_error (error);
  wire->alice = quintet_online_new (wire->alice_dir, ALICE);
  wire->bob = quintet_online_new (wire->bob_dir, BOB);
  wire->mallory_dir = g_dir_make_tmp ("quintet-online-mallory-XXXXXX", &error);
  g_assert_no_error (error);
  wire->mallory = quintet_online_new (wire->mallory_dir, MALLORY);
  g_signal_connect (wire->alice, "send", G_CALLBACK (send_cb), wire);
  g_signal_connect (wire->bob, "send", G_CALLBACK (send_cb), wire);
  g_signal_connect (wire->mallory, "send", G_CALLBACK (send_cb), wire);
  /* alice and bob are each other's contacts (their rosters, issue 40) */
  quintet_online_set_contacts (wire->alice, (const char *[]) { BOB, NULL });
  quintet_online_set_contacts (wire->bob, (const char *[]) { ALICE, NULL });
  /* the window's account: alice's games (her address in the settings, as
   * Preferences → Online shows it) */
  quintet_settings_set_online_account (quintet_application_get_settings (app), ALICE);
  quintet_account_set_online (quintet_application_get_account (app), wire->alice);
  return wire;
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_unlink (file);
    }
  g_rmdir (path);
}

static void
wire_free (Wire *wire)
{
  wait_until (delivered, wire, "every payload delivered");
  quintet_account_set_online (quintet_application_get_account (app), NULL);
  quintet_settings_set_online_account (quintet_application_get_settings (app), "");
  g_signal_handlers_disconnect_by_data (wire->alice, wire);
  g_signal_handlers_disconnect_by_data (wire->bob, wire);
  g_signal_handlers_disconnect_by_data (wire->mallory, wire);
  g_clear_object (&wire->alice);
  g_clear_object (&wire->bob);
  g_clear_object (&wire->mallory);
  remove_dir (wire->alice_dir);
  remove_dir (wire->bob_dir);
  remove_dir (wire->mallory_dir);
  g_free (wire->alice_dir);
  g_free (wire->bob_dir);
  g_free (wire->mallory_dir);
  g_free (wire);
}

static QuintetStartPage *
get_start_page (QuintetWindow *window)
{
  return QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
}

static gboolean
has_online_rows (gpointer data)
{
  return quintet_start_page_get_n_online (get_start_page (data)) > 0;
}

/* The button of the online rows whose tooltip is @tooltip */
static GtkWidget *
find_row_button (QuintetWindow *window,
                 const char    *tooltip)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_start_page (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), tooltip) == 0 &&
        gtk_widget_is_drawable (g_ptr_array_index (buttons, i)))
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static gboolean
board_takes_clicks (gpointer data)
{
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (data), QUINTET_TYPE_BOARD_VIEW));

  return quintet_board_view_get_interactive (board);
}

/* A player who never signs in: no online rows, no Friend Online, and the
 * Preferences' Online page only says what it is for */
/* Whether a shared library whose file name starts with @name is mapped
 * into this process */
static gboolean
library_is_loaded (const char *name)
{
  g_autofree char *maps = NULL;
  g_autofree char *needle = g_strconcat ("/", name, NULL);

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, needle) != NULL;
}

static void
test_no_account (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *dialog;
  AdwComboRow *row;
  g_autofree char *labels = NULL;

  /* issue 39: the keyring's library (and libgcrypt with it) costs a start
   * without an account nothing; it is opened at its first use */
  g_assert_false (library_is_loaded ("libsecret-1.so"));
  /* nor online play's libstrophe (and with it OpenSSL, which newer
   * stacks may load for themselves) */
  g_assert_false (library_is_loaded ("libstrophe.so"));

  g_assert_null (quintet_account_get_online (quintet_application_get_account (app)));
  g_assert_cmpint (quintet_account_get_status (quintet_application_get_account (app)), ==, QUINTET_ACCOUNT_NONE);
  g_assert_cmpuint (quintet_start_page_get_n_online (get_start_page (window)), ==, 0);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_null (strstr (labels, "|Online Games|"));

  g_signal_emit_by_name (get_start_page (window), "game-chosen", "ordo");
  dialog = wait_for_message_dialog ();
  row = find_combo_row (get_dialog_sheet (dialog), "Black");
  g_assert_nonnull (row);
  /* Person and the computer's levels, no friend */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 5);
  g_assert_null (quintet_new_game_dialog_get_online_opponent (QUINTET_NEW_GAME_DIALOG (dialog), NULL));
  respond ("start");
  g_assert_null (quintet_window_get_online_game (window));
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "ordo");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A visible button whose label is @label, or NULL */
static GtkWidget *
find_button_by_label (GtkWidget  *root,
                      const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0 && gtk_widget_is_visible (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

/* The online row's button whose tooltip is @tooltip, of game @id */
static GtkWidget *
find_online_row_button (QuintetWindow *window,
                        const char    *id,
                        const char    *tooltip)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_start_page (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (buttons->pdata[i], GTK_TYPE_LIST_BOX_ROW);

      if (row != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (row), "online-game"), id) == 0 &&
          g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), tooltip) == 0)
        return buttons->pdata[i];
    }
  return NULL;
}

/* Issue 40: a finished online game leaves the start page by its Remove
 * button, with Undo; its file goes with the toast. A game in play has no
 * such button. */
static void
test_remove_finished (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  QuintetStartPage *page = get_start_page (window);
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *playing = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);
  QuintetOnlineGame *declined = quintet_online_invite (wire->bob, ALICE, "pressman", QUINTET_SIDE_0, NULL, &error);
  g_autofree char *playing_id = g_strdup (quintet_online_game_get_id (playing));
  g_autofree char *declined_id = g_strdup (quintet_online_game_get_id (declined));

  g_assert_no_error (error);
  wait_until (delivered, wire, "the invitations delivered");
  g_assert_true (quintet_online_accept (wire->alice, playing_id, &error));
  g_assert_true (quintet_online_decline (wire->alice, declined_id, &error));
  g_assert_no_error (error);
  wait_until (delivered, wire, "the answers delivered");
  wait_for_frame (window);
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 2);
  g_assert_null (find_online_row_button (window, playing_id, "Remove This Game"));
  save_screenshot (GTK_WIDGET (window), "online-finished-light-1000.png");

  g_signal_emit_by_name (find_online_row_button (window, declined_id, "Remove This Game"), "clicked");
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 1);
  g_assert_cmpstr (quintet_start_page_get_online (page, 0), ==, playing_id);
  g_assert_true (window_says (window, "|Game removed|"));
  click_toast_button (window, "_Undo");
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 2);

  g_signal_emit_by_name (find_online_row_button (window, declined_id, "Remove This Game"), "clicked");
  drain_main_loop ();
  g_assert_cmpuint (g_list_model_get_n_items (quintet_online_get_games (wire->alice)), ==, 2);
  click_toast_button (window, "window-close-symbolic");
  g_assert_cmpuint (g_list_model_get_n_items (quintet_online_get_games (wire->alice)), ==, 1);
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* Issue 40: several invitations waiting are declined at once, and the
 * inviter hears of each */
static void
test_decline_all (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  QuintetStartPage *page = get_start_page (window);
  g_autoptr(GError) error = NULL;
  GtkWidget *decline_all;
  char *ids[3] = { NULL };

  for (guint i = 0; i < 3; i++)
    {
      QuintetOnlineGame *game = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);

      g_assert_no_error (error);
      ids[i] = g_strdup (quintet_online_game_get_id (game));
    }
  wait_until (delivered, wire, "the invitations delivered");
  wait_for_frame (window);
  drain_main_loop ();
  g_assert_cmpstr (quintet_start_page_get_online_summary (page), ==, "3 invitations");
  decline_all = find_button_by_label (GTK_WIDGET (page), "_Decline All");
  g_assert_nonnull (decline_all);
  save_screenshot (GTK_WIDGET (window), "online-decline-all-light-1000.png");

  g_signal_emit_by_name (decline_all, "clicked");
  wait_until (delivered, wire, "the answers delivered");
  drain_main_loop ();
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (quintet_online_game_get_state (quintet_online_lookup (wire->bob, ids[i])), ==,
                     QUINTET_ONLINE_STATE_DECLINED);
  g_assert_cmpuint (quintet_online_count_invitations (wire->alice), ==, 0);
  g_assert_false (gtk_widget_is_visible (decline_all));

  /* The toast of the declined invitations offers to block their sender,
   * once; its Block blocks */
  g_assert_true (window_says (window, "|Invitation from bob@example.org declined|"));
  click_toast_button (window, "_Block");
  g_assert_true (quintet_online_is_blocked (wire->alice, BOB));
  wait_until_says (window, "|bob@example.org is blocked: nothing they send reaches you|");
  quintet_online_unblock (wire->alice, BOB, NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
  for (guint i = 0; i < 3; i++)
    g_free (ids[i]);
}

static gboolean
has_requests (gpointer data)
{
  return quintet_start_page_get_n_requests (get_start_page (data)) > 0;
}

/* The ids of the requests' rows, "|"-separated */
static char *
request_ids (QuintetStartPage *page)
{
  g_autoptr(GString) ids = g_string_new ("|");

  for (guint i = 0; i < quintet_start_page_get_n_requests (page); i++)
    g_string_append_printf (ids, "%s|", quintet_start_page_get_request (page, i));
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* The Requests section: the box around "Requests" */
static GtkWidget *
find_requests_box (QuintetWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_start_page (window)), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), "Requests") == 0)
      return gtk_widget_get_ancestor (labels->pdata[i], ADW_TYPE_CLAMP);
  return NULL;
}

static char *
invite_alice (QuintetOnline *from,
              const char    *variant)
{
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *game = quintet_online_invite (from, ALICE, variant, QUINTET_SIDE_0, NULL, &error);

  g_assert_no_error (error);
  return g_strdup (quintet_online_game_get_id (game));
}

/* Issue 40: a stranger's invitations wait under Requests, a contact's do
 * not; every button there has a name; Block removes them and lists the
 * address under Preferences → Blocked Addresses; Decline All empties the
 * section. Screenshots with a few requests, light and dark, wide and a
 * phone's width. */
static void
test_requests (void)
{
  static const struct { int width, height; } sizes[] = { { 1000, 700 }, { 370, 640 } };
  static const char * const styles[] = { "light", "dark" };
  Wire *wire = wire_new ();
  QuintetWindow *window;
  QuintetStartPage *page;
  g_autofree char *friend = invite_alice (wire->bob, "pressman");
  g_autofree char *first = invite_alice (wire->mallory, "ordo");
  g_autofree char *second = invite_alice (wire->mallory, "overlord");
  g_autofree char *ids = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *requests, *block = NULL, *preferences, *decline_all;

  wait_until (delivered, wire, "the invitations delivered");
  g_assert_true (quintet_online_is_request (wire->alice, quintet_online_lookup (wire->alice, first)));
  g_assert_false (quintet_online_is_request (wire->alice, quintet_online_lookup (wire->alice, friend)));

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        g_autofree char *name = g_strdup_printf ("online-requests-%s-%d.png", styles[s], sizes[i].width);

        set_color_scheme (styles[s]);
        window = new_window (sizes[i].width, sizes[i].height);
        wait_until (has_requests, window, "the requests");
        wait_for_frame (window);
        save_screenshot (GTK_WIDGET (window), name);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  set_color_scheme ("default");

  window = new_window (1000, 700);
  page = get_start_page (window);
  wait_until (has_requests, window, "the requests");
  drain_main_loop ();
  /* the stranger's two, and not the friend's, which is an online game's row */
  ids = request_ids (page);
  g_assert_cmpuint (quintet_start_page_get_n_requests (page), ==, 2);
  g_assert_nonnull (strstr (ids, first));
  g_assert_nonnull (strstr (ids, second));
  g_assert_null (strstr (ids, friend));
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 1);
  g_assert_cmpstr (quintet_start_page_get_online (page, 0), ==, friend);
  g_assert_cmpstr (quintet_start_page_get_online_summary (page), ==, "1 invitation");

  /* every button of the section has a name for a screen reader */
  requests = find_requests_box (window);
  g_assert_nonnull (requests);
  collect_widgets (requests, GTK_TYPE_BUTTON, buttons);
  g_assert_cmpuint (buttons->len, >=, 2 * 3 + 1);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];

      g_assert_true (gtk_button_get_label (GTK_BUTTON (button)) != NULL ||
                     gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));
      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), "Block This Address") == 0)
        block = button;
    }
  g_assert_nonnull (block);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (block), GTK_ACCESSIBLE_PROPERTY_LABEL, "Block " MALLORY);

  /* Block: her requests go (declined: her Quintet stops sending them), and
   * she is listed under Blocked Addresses */
  g_signal_emit_by_name (block, "clicked");
  wait_until (delivered, wire, "the declines delivered");
  drain_main_loop ();
  g_assert_true (quintet_online_is_blocked (wire->alice, MALLORY));
  g_assert_cmpuint (quintet_start_page_get_n_requests (page), ==, 0);
  g_assert_false (gtk_widget_is_visible (requests));
  g_assert_cmpint (quintet_online_game_get_state (quintet_online_lookup (wire->mallory, first)), ==,
                   QUINTET_ONLINE_STATE_DECLINED);
  g_assert_true (window_says (window, "|mallory@example.org is blocked: nothing they send reaches you|"));
  g_assert_cmpuint (quintet_start_page_get_n_online (page), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  quintet_preferences_window_show_online (QUINTET_PREFERENCES_WINDOW (preferences));
  wait_for_labels (preferences, "Blocked Addresses");
  wait_for_labels (preferences, MALLORY);
  quintet_dialog_close (preferences);
  drain_main_loop ();

  /* Decline All empties Requests, and leaves the friend's invitation */
  g_assert_true (quintet_online_unblock (wire->alice, MALLORY, NULL));
  g_free (invite_alice (wire->mallory, "ordo"));
  g_free (invite_alice (wire->mallory, "pressman"));
  g_free (invite_alice (wire->mallory, "opprimo"));
  wait_until (delivered, wire, "the new invitations delivered");
  wait_until (has_requests, window, "the new requests");
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_requests (page), ==, 3);
  decline_all = find_button_by_label (requests, "_Decline All");
  g_assert_nonnull (decline_all);
  g_signal_emit_by_name (decline_all, "clicked");
  wait_until (delivered, wire, "the declines delivered");
  drain_main_loop ();
  g_assert_cmpuint (quintet_start_page_get_n_requests (page), ==, 0);
  g_assert_cmpuint (quintet_online_count_requests (wire->alice), ==, 0);
  g_assert_cmpint (quintet_online_game_get_state (quintet_online_lookup (wire->alice, friend)), ==,
                   QUINTET_ONLINE_STATE_INVITED);
  /* (the declined ones are games like any, under Online Games, to remove) */
  g_assert_cmpstr (quintet_start_page_get_online_summary (page), ==, "1 invitation");
  g_assert_false (gtk_widget_is_visible (requests));

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* Issue 40: a request raises one notification a sender, and none while
 * more than three wait; a contact's invitation, one each (the window not
 * being looked at) */
static void
test_request_notifications (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(QuintetOnline) carol = NULL;
  g_autofree char *carol_dir = g_dir_make_tmp ("quintet-online-carol-XXXXXX", NULL);
  GtkWidget *other = gtk_window_new ();
  guint before;

  /* another window takes the focus: the player looks elsewhere */
  wait_for_frame (window);
  gtk_window_set_default_size (GTK_WINDOW (other), 200, 200);
  gtk_window_present (GTK_WINDOW (other));
  for (guint i = 0; i < 50 && gtk_window_is_active (GTK_WINDOW (window)); i++)
    {
      g_usleep (10000);
      drain_main_loop ();
    }
  if (gtk_window_is_active (GTK_WINDOW (window)))
    {
      /* the window manager's business: with none, no window is active */
      gtk_window_destroy (GTK_WINDOW (other));
      gtk_window_destroy (GTK_WINDOW (window));
      wire_free (wire);
      g_test_skip ("the window is active: no notification is raised");
      return;
    }
  before = quintet_window_get_n_online_notifications (window);
  g_free (invite_alice (wire->mallory, "ordo"));
  g_free (invite_alice (wire->mallory, "overlord"));
  wait_until (delivered, wire, "mallory's invitations delivered");
  g_assert_cmpuint (quintet_window_get_n_online_notifications (window), ==, before + 1);
  g_free (invite_alice (wire->bob, "ordo"));
  g_free (invite_alice (wire->bob, "pressman"));
  wait_until (delivered, wire, "bob's invitations delivered");
  g_assert_cmpuint (quintet_window_get_n_online_notifications (window), ==, before + 3);
  /* a new stranger: notified while three requests wait, not past them */
  carol = quintet_online_new (carol_dir, "carol@example.org");
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *id = g_uuid_string_random ();
      QuintetOnlinePayload invite = { QUINTET_ONLINE_KIND_INVITE, id, 0, "ordo", 0, NULL, NULL, NULL, NULL, NULL };
      g_autofree char *xml = quintet_online_payload_to_xml (&invite);
      g_autofree char *from = g_strdup_printf (i == 0 ? "carol@example.org/x" : "dave@example.org/x");

      quintet_online_receive (wire->alice, from, xml, strlen (xml), NULL);
    }
  drain_main_loop ();
  /* carol's made three requests: notified; dave's the fourth: not */
  g_assert_cmpuint (quintet_online_count_requests (wire->alice), ==, 4);
  g_assert_cmpuint (quintet_window_get_n_online_notifications (window), ==, before + 4);

  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
  remove_dir (carol_dir);
}

static gboolean
account_answered (gpointer data)
{
  return quintet_account_get_status (data) != QUINTET_ACCOUNT_SIGNING_IN;
}

/* An account with an address asks the keyring for its password: the
 * library opened then, and the lookup answered (here by no keyring) */
static void
test_keyring_on_first_use (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  g_autoptr(QuintetAccount) account = quintet_account_new (settings);

  quintet_settings_set_online_account (settings, ALICE);
  quintet_account_start (account);
  g_assert_true (library_is_loaded ("libsecret-1.so"));
  g_assert_cmpint (quintet_account_get_status (account), ==, QUINTET_ACCOUNT_SIGNING_IN);
  wait_until (account_answered, account, "the keyring's answer");
  /* the test's session has no keyring: the password is asked */
  g_assert_cmpint (quintet_account_get_status (account), ==, QUINTET_ACCOUNT_NEEDS_PASSWORD);
  quintet_account_sign_out (account);
}

/* bob invites alice; alice accepts on the start page; bob's turn arrives
 * and is animated; alice's click goes to bob; a chat line; a draw */
static void
test_invitation_and_turns (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *bobs;
  QuintetOnlineGame *alices;
  QuintetGame *game;
  const char *id;
  GtkWidget *accept;

  bobs = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (bobs);
  id = quintet_online_game_get_id (bobs);
  wait_until (has_online_rows, window, "the invitation on the start page");
  g_assert_cmpstr (quintet_start_page_get_online (get_start_page (window), 0), ==, id);
  g_assert_cmpstr (quintet_start_page_get_online_summary (get_start_page (window)), ==, "1 invitation");
  wait_for_labels (window, "bob@example.org invites you to play");
  set_color_scheme ("light");
  save_screenshot (GTK_WIDGET (window), "online-invitation-light-1000.png");

  /* Accept, as a click */
  accept = find_row_button (window, "Accept and Play");
  g_assert_nonnull (accept);
  g_signal_emit_by_name (accept, "clicked");
  drain_main_loop ();
  alices = quintet_window_get_online_game (window);
  g_assert_nonnull (alices);
  g_assert_cmpstr (quintet_online_game_get_id (alices), ==, id);
  g_assert_cmpint (quintet_online_game_get_state (alices), ==, QUINTET_ONLINE_STATE_PLAYING);
  wait_until (delivered, wire, "the acceptance delivered");
  g_assert_cmpint (quintet_online_game_get_state (bobs), ==, QUINTET_ONLINE_STATE_PLAYING);

  /* bob (White) moves first: alice's board takes no click */
  game = quintet_window_get_game (window);
  g_assert_true (game == quintet_online_game_get_game (alices));
  g_assert_false (board_takes_clicks (window));
  g_assert_true (window_says (window, "bob@example.org’s turn") || window_says (window, "You"));

  /* bob's turn arrives, with a chat line, and lands on alice's board */
  g_assert_true (quintet_online_play (wire->bob, id, "c2:d2-c4", "good luck", &error));
  g_assert_no_error (error);
  wait_for_turns (game, 1);
  wait_until (board_takes_clicks, window, "the board to take alice's turn");
  wait_for_labels (window, "good luck");
  /* no computer's help against a friend */
  g_assert_false (button_enabled (window, "win.hint"));

  /* a turn from bob out of turn is refused, the game untouched, and the
   * player told in a line */
  {
    QuintetOnlinePayload forged = {
      .kind = QUINTET_ONLINE_KIND_TURN, .game = (char *) id, .ply = 2, .turn = (char *) "c4-c5",
      .hash = (char *) "0000000000000000000000000000000000000000000000000000000000000000",
    };
    g_autofree char *xml = quintet_online_payload_to_xml (&forged);
    g_autoptr(GError) refused = NULL;

    g_assert_false (quintet_online_receive (wire->alice, BOB "/elsewhere", xml, strlen (xml), &refused));
    g_assert_nonnull (refused);
    g_test_message ("refused: %s", refused->message);
    g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
    wait_for_labels (window, refused->message);
  }
  /* bob asks to take his turn back; alice declines in the question it
   * brings, and the game goes on */
  g_assert_true (quintet_online_request_undo (wire->bob, id, &error));
  g_assert_no_error (error);
  {
    GtkWidget *dialog = wait_for_message_dialog ();

    g_assert_cmpstr (quintet_alert_get_heading (dialog), ==, "Allow Undo?");
    g_assert_cmpstr (quintet_alert_get_body (dialog), ==, "bob@example.org asks to take back their last turn.");
  }
  respond ("decline");
  wait_until (delivered, wire, "the undo's refusal delivered");
  g_assert_false (quintet_online_game_get_undo_requested (alices));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (quintet_online_game_get_n_turns (bobs), ==, 1);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "online-game-light-1000.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "online-game-dark-1000.png");
  set_color_scheme ("default");

  /* alice's turn, clicked, goes to bob */
  click_turn (window, "f6", "f5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_false (board_takes_clicks (window));
  wait_until (delivered, wire, "alice's turn delivered");
  g_assert_cmpuint (quintet_online_game_get_n_turns (bobs), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (quintet_online_game_get_game (bobs), 1), ==,
                   quintet_game_get_turn_notation (game, 1));

  /* Fair play (issue 40): no analysis of a game in play */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse", NULL));
  drain_main_loop ();
  g_assert_false (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR)));

  /* bob offers a draw; alice accepts in the question it brings */
  g_assert_true (quintet_online_offer_draw (wire->bob, id, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (quintet_alert_get_heading (wait_for_message_dialog ()), ==, "Accept a Draw?");
  respond ("accept");
  wait_until (delivered, wire, "the draw's acceptance delivered");
  g_assert_cmpint (quintet_online_game_get_state (alices), ==, QUINTET_ONLINE_STATE_ENDED);
  g_assert_cmpint (quintet_online_game_get_state (bobs), ==, QUINTET_ONLINE_STATE_ENDED);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  /* … and once it has ended, everything */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse", NULL));
  g_assert_true (gtk_widget_is_visible (find_widget (GTK_WIDGET (window), GTK_TYPE_PROGRESS_BAR)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-analysis", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* The texts of @game's conversation, "<" for the friend's and ">" for
 * ours, a line each */
static char *
list_chat (QuintetOnlineGame *game)
{
  GListModel *lines = quintet_online_game_get_chat (game);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i);

      g_string_append_printf (text, "%s %s\n", quintet_online_chat_line_get_own (line) ? ">" : "<",
                              quintet_online_chat_line_get_text (line));
    }
  return g_string_free (text, FALSE);
}

/* The conversation the game page's list shows: its lines as list_chat()
 * writes them, after checking that each row drawn is marked ours or the
 * friend's as its line is */
static char *
shown_chat (QuintetWindow *window)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GString *text = g_string_new (NULL);
  GListModel *lines = NULL;

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (views, i), "chat-view"))
      lines = G_LIST_MODEL (gtk_list_view_get_model (g_ptr_array_index (views, i)));
  g_assert_nonnull (lines);
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i);

      g_string_append_printf (text, "%s %s\n", quintet_online_chat_line_get_own (line) ? ">" : "<",
                              quintet_online_chat_line_get_text (line));
    }
  collect_widgets (GTK_WIDGET (window), GTK_TYPE_BOX, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      g_autofree char *shown = NULL;

      if (!gtk_widget_has_css_class (row, "chat-line") || !gtk_widget_is_drawable (row))
        continue;
      shown = g_strdup_printf ("%s %s\n", gtk_widget_has_css_class (row, "own") ? ">" : "<",
                               gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (row))));
      g_assert_nonnull (strstr (text->str, shown));
    }
  return g_string_free (text, FALSE);
}

static gboolean
chat_entry_sensitive (gpointer data)
{
  GtkWidget *entry = find_widget (GTK_WIDGET (data), GTK_TYPE_ENTRY);

  return entry != NULL && gtk_widget_is_sensitive (entry) && gtk_widget_is_drawable (entry);
}

/* alice writes a line in the game page's message box */
static void
type_chat (QuintetWindow *window,
           const char    *text)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_ENTRY, entries);
  for (guint i = 0; i < entries->len; i++)
    if (g_strcmp0 (gtk_entry_get_placeholder_text (g_ptr_array_index (entries, i)), "Message your friend") == 0)
      {
        gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), text);
        g_signal_emit_by_name (g_ptr_array_index (entries, i), "activate");
        return;
      }
  g_assert_not_reached ();
}

typedef struct {
  QuintetWindow *window;
  const char    *expected;
} ShownChat;

static gboolean
chat_shown (gpointer data)
{
  ShownChat *shown = data;
  g_autofree char *text = shown_chat (shown->window);

  if (!g_str_equal (text, shown->expected))
    g_test_message ("shown: %s", text);
  return g_str_equal (text, shown->expected);
}

static gboolean
has_unread_badge (gpointer data)
{
  return count_css_class (GTK_WIDGET (get_start_page (data)), "unread-badge") > 0;
}

/* The row of "are you there?", drawn, or NULL */
static GtkWidget *
find_last_row (gpointer data)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (data), GTK_TYPE_BOX, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      if (gtk_widget_has_css_class (row, "chat-line") && gtk_widget_is_drawable (row) &&
          g_str_equal (gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (row))), "are you there?"))
        return row;
    }
  return NULL;
}

static gboolean
last_row_shown (gpointer data)
{
  return find_last_row (data) != NULL;
}

static gboolean
has_new_line (gpointer data)
{
  return count_css_class (GTK_WIDGET (data), "new") > 0;
}

static gboolean
lacks_unread_badge (gpointer data)
{
  return !has_unread_badge (data);
}

/* Issue 40, a conversation: three lines each way, alone and with turns,
 * in order on the game page and alike on both sides; a line that comes
 * while another page is shown is unread, counted on the game's row on the
 * start page, and read once the game's page shows it */
static void
test_conversation (void)
{
  static const char *expected =
    "< one from bob, with his turn\n"
    "> one from alice, alone\n"
    "> two from alice, with her turn\n"
    "< two from bob, alone\n"
    "< three from bob, with his turn\n"
    "> three from alice, alone\n";
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GError) error = NULL;
  g_autofree char *alices_lines = NULL;
  g_autofree char *bobs_lines = NULL;
  g_autofree char *alices_record = NULL;
  g_autofree char *bobs_record = NULL;
  QuintetOnlineGame *bobs, *alices;
  ShownChat shown = { window, expected };
  const char *id;

  bobs = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);
  g_assert_no_error (error);
  id = quintet_online_game_get_id (bobs);
  wait_until (delivered, wire, "the invitation delivered");
  g_assert_true (quintet_online_accept (wire->alice, id, &error));
  quintet_window_show_online_game (window, id);
  alices = quintet_window_get_online_game (window);
  wait_until (delivered, wire, "the acceptance delivered");

  g_assert_true (quintet_online_play (wire->bob, id, "c2:d2-c4", "one from bob, with his turn", &error));
  wait_until (delivered, wire, "bob's turn");
  wait_until (chat_entry_sensitive, window, "the message box");
  type_chat (window, "one from alice, alone");
  g_assert_true (quintet_online_play (wire->alice, id, "f6-f5", "two from alice, with her turn", &error));
  g_assert_no_error (error);
  wait_until (delivered, wire, "alice's lines");
  g_assert_true (quintet_online_chat (wire->bob, id, "two from bob, alone", &error));
  wait_until (delivered, wire, "bob's line");
  g_assert_true (quintet_online_play (wire->bob, id, "c4-c5", "three from bob, with his turn", &error) ||
                 quintet_online_play (wire->bob, id, quintet_game_get_turn_notation (quintet_online_game_get_game (bobs), 0), "three from bob, with his turn", &error));
  g_assert_no_error (error);
  wait_until (delivered, wire, "bob's second turn");
  type_chat (window, "three from alice, alone");
  wait_until (delivered, wire, "alice's last line");

  /* Both sides' lines, in order, on the page and in both games */
  wait_until (chat_shown, &shown, "the conversation on the game page");
  /* the newest in sight */
  wait_for_labels (window, "three from alice, alone");
  alices_lines = list_chat (alices);
  g_assert_cmpstr (alices_lines, ==, expected);
  bobs_lines = list_chat (bobs);
  g_assert_cmpstr (bobs_lines, ==,
                   "> one from bob, with his turn\n"
                   "< one from alice, alone\n"
                   "< two from alice, with her turn\n"
                   "> two from bob, alone\n"
                   "> three from bob, with his turn\n"
                   "< three from alice, alone\n");
  alices_record = quintet_online_game_to_shared_record (alices);
  bobs_record = quintet_online_game_to_shared_record (bobs);
  g_assert_cmpstr (alices_record, ==, bobs_record);
  /* read as they came: the page showed them */
  g_assert_cmpuint (quintet_online_game_get_n_unread (alices), ==, 0);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "online-chat-light-1000.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "online-chat-dark-1000.png");
  set_color_scheme ("default");

  /* On the start page, bob's next line is unread, and counted there */
  quintet_window_show_games (window);
  drain_main_loop ();
  g_assert_true (quintet_online_chat (wire->bob, id, "are you there?", &error));
  wait_until (delivered, wire, "bob's line while alice is away");
  g_assert_cmpuint (quintet_online_game_get_n_unread (alices), ==, 1);
  wait_until (has_unread_badge, window, "the unread line counted on the game's row");
  wait_for_labels (window, "1");
  save_screenshot (GTK_WIDGET (window), "online-chat-unread-light-1000.png");

  /* The game's page shows it: read, and the count goes */
  quintet_window_show_online_game (window, id);
  wait_for_labels (window, "are you there?");
  g_assert_cmpuint (quintet_online_game_get_n_unread (alices), ==, 0);
  /* … where the lines new since alice last looked are marked, this once */
  wait_until (has_new_line, window, "the new line marked");
  g_assert_cmpuint (count_css_class (GTK_WIDGET (window), "new"), ==, 1);
  save_screenshot (GTK_WIDGET (window), "online-chat-new-light-1000.png");
  /* a screen reader reads a line as "Name, time: text" */
  {
    GListModel *lines = quintet_online_game_get_chat (alices);
    g_autoptr(QuintetOnlineChatLine) last = g_list_model_get_item (lines, g_list_model_get_n_items (lines) - 1);
    g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (quintet_online_chat_line_get_time (last) / 1000);
    g_autofree char *hour = g_date_time_format (time, "%H:%M");
    g_autofree char *spoken = g_strdup_printf ("bob, %s: are you there?", hour);
    g_autofree char *wrong = NULL;

    wait_until (last_row_shown, window, "the last line's row");
    wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_last_row (window)),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
    g_assert_null (wrong);
  }
  quintet_window_show_games (window);
  wait_until (lacks_unread_badge, window, "the count gone from the game's row");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A phone's width: the board stays the largest thing */
  for (guint i = 0; i < 2; i++)
    {
      const char *style = i == 0 ? "light" : "dark";
      g_autofree char *name = g_strdup_printf ("online-chat-%s-370.png", style);
      GtkWidget *board;

      g_autofree char *start = g_strdup_printf ("online-chat-start-%s-370.png", style);

      set_color_scheme (style);
      /* a line unread: its count on the start page */
      g_assert_true (quintet_online_chat (wire->bob, id, i == 0 ? "back soon" : "back now", &error));
      wait_until (delivered, wire, "bob's line");
      window = new_window (370, 640);
      wait_until (has_unread_badge, window, "the count on the game's row");
      wait_for_frame (window);
      save_screenshot (GTK_WIDGET (window), start);
      quintet_window_show_online_game (window, id);
      wait_for_transitions (window);
      wait_for_landed (window);
      wait_for_labels (window, "are you there?");
      board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
      save_screenshot (GTK_WIDGET (window), name);
      /* (Ordo's board is wider than high: the whole width) */
      g_assert_cmpint (gtk_widget_get_width (board), >=, 320);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");

  wire_free (wire);
}

/* New Game → Friend Online → bob's address: bob is invited, and the game
 * waits for his answer on alice's game page */
static void
test_new_game_invites (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *dialog;
  QuintetOnlineGame *game;

  g_signal_emit_by_name (get_start_page (window), "game-chosen", "ordo");
  dialog = wait_for_message_dialog ();
  quintet_new_game_dialog_set_online_opponent (QUINTET_NEW_GAME_DIALOG (dialog), QUINTET_SIDE_1, BOB);
  g_assert_cmpuint (quintet_new_game_dialog_get_computer_level (QUINTET_NEW_GAME_DIALOG (dialog), QUINTET_SIDE_1), ==, 0);
  wait_for_dialog_place (dialog);
  /* the address row's title moves up over the address just typed */
  iterate_for (400);
  /* inside the window, or a window of its own on GNOME 43 */
  save_screenshot (GTK_WIDGET (gtk_widget_get_root (dialog)), "online-new-game-light-1000.png");
  respond ("start");

  game = quintet_window_get_online_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (quintet_online_game_get_opponent (game), ==, BOB);
  g_assert_cmpuint (quintet_online_game_get_own_side (game), ==, QUINTET_SIDE_0);
  g_assert_cmpint (quintet_online_game_get_state (game), ==, QUINTET_ONLINE_STATE_INVITING);
  wait_for_labels (window, "Waiting for bob@example.org to accept");
  wait_until (delivered, wire, "the invitation delivered");
  g_assert_cmpuint (quintet_online_count_invitations (wire->bob), ==, 1);

  /* bob accepts: alice (White) is to move, and the board takes her click */
  g_assert_true (quintet_online_accept (wire->bob, quintet_online_game_get_id (game), NULL));
  wait_until (board_takes_clicks, window, "the board to take alice's first turn");
  click_turn (window, "d2", "d3");
  wait_until (delivered, wire, "alice's turn delivered");
  g_assert_cmpuint (quintet_online_game_get_n_turns (quintet_online_lookup (wire->bob, quintet_online_game_get_id (game))),
                    ==, 1);

  /* Undo asks bob, who allows it: her turn is taken back on both sides */
  g_assert_true (button_enabled (window, "win.undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wait_until (delivered, wire, "the undo request delivered");
  g_assert_true (quintet_online_game_get_undo_requested (quintet_online_lookup (wire->bob, quintet_online_game_get_id (game))));
  g_assert_true (quintet_online_answer_undo (wire->bob, quintet_online_game_get_id (game), TRUE, NULL));
  wait_until (delivered, wire, "the undo allowed");
  g_assert_cmpuint (quintet_online_game_get_n_turns (game), ==, 0);
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 0);
  wait_until (board_takes_clicks, window, "the board to take her turn again");

  /* She offers a draw: bob's seat sends it, and he declines (issue 41) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL));
  wait_until_says (window, "Draw offered to bob@example.org");
  wait_until (delivered, wire, "the draw offer delivered");
  g_assert_true (quintet_online_game_get_draw_offered (quintet_online_lookup (wire->bob, quintet_online_game_get_id (game))));
  g_assert_true (quintet_online_answer_draw (wire->bob, quintet_online_game_get_id (game), FALSE, NULL));
  wait_until (delivered, wire, "the draw declined");
  g_assert_cmpint (quintet_online_game_get_state (game), ==, QUINTET_ONLINE_STATE_PLAYING);

  /* She resigns, after the question: bob wins on both sides */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  dialog = wait_for_message_dialog ();
  g_assert_cmpstr (quintet_alert_get_heading (dialog), ==, "Resign This Game?");
  g_assert_cmpstr (quintet_alert_get_body (dialog), ==, "bob@example.org wins, and hears of it at once.");
  respond ("resign");
  wait_until (delivered, wire, "the resignation delivered");
  g_assert_cmpint (quintet_online_game_get_state (game), ==, QUINTET_ONLINE_STATE_ENDED);
  g_assert_cmpint (quintet_online_game_get_state (quintet_online_lookup (wire->bob, quintet_online_game_get_id (game))),
                   ==, QUINTET_ONLINE_STATE_ENDED);
  g_assert_false (board_takes_clicks (window));

  /* The next New Game offers bob again (issue 40): his address in its
   * row, and in the menu of recent friends */
  g_signal_emit_by_name (get_start_page (window), "game-chosen", "pressman");
  dialog = wait_for_message_dialog ();
  {
    AdwComboRow *black = find_combo_row (get_dialog_sheet (dialog), "Black");
    AdwEntryRow *address = ADW_ENTRY_ROW (find_widget (dialog, ADW_TYPE_ENTRY_ROW));
    GtkWidget *recent = find_widget (GTK_WIDGET (address), GTK_TYPE_MENU_BUTTON);
    GMenuModel *menu;
    g_autofree char *label = NULL;

    /* Friend Online, the last choice of the player rows */
    adw_combo_row_set_selected (black, g_list_model_get_n_items (adw_combo_row_get_model (black)) - 1);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (address)));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, BOB);
    g_assert_nonnull (recent);
    wait_for_dialog_place (dialog);
    save_screenshot (GTK_WIDGET (gtk_widget_get_root (dialog)), "online-new-game-recent-light-1000.png");
    g_assert_cmpstr (gtk_widget_get_tooltip_text (recent), ==, "Recent Friends");
    menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (recent));
    g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 1);
    g_assert_true (g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_cmpstr (label, ==, BOB);
    /* chosen from the menu, after something else was typed */
    gtk_editable_set_text (GTK_EDITABLE (address), "someone");
    g_assert_true (gtk_widget_activate_action (recent, "new-game.recent", "s", BOB));
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, BOB);
  }
  respond ("cancel");

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* An invitation's notification, clicked (app.show-online-game): the
 * window asks, and the game starts when accepted */
static void
test_invitation_from_notification (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *bobs = quintet_online_invite (wire->bob, ALICE, "pressman", QUINTET_SIDE_1, NULL, &error);
  g_autofree char *id = g_strdup (quintet_online_game_get_id (bobs));

  g_assert_no_error (error);
  wait_until (delivered, wire, "the invitation delivered");
  g_action_group_activate_action (G_ACTION_GROUP (app), "show-online-game", g_variant_new_string (id));
  g_assert_cmpstr (quintet_alert_get_heading (wait_for_message_dialog ()), ==, "Play Pressman?");
  g_assert_null (quintet_window_get_online_game (window));
  respond ("accept");
  g_assert_nonnull (quintet_window_get_online_game (window));
  g_assert_cmpstr (quintet_online_game_get_id (quintet_window_get_online_game (window)), ==, id);
  wait_until (delivered, wire, "the acceptance delivered");
  g_assert_cmpint (quintet_online_game_get_state (bobs), ==, QUINTET_ONLINE_STATE_PLAYING);
  /* alice plays the first side, and moves first */
  wait_until (board_takes_clicks, window, "the board to take alice's first turn");

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* The looks: the start page with an invitation and a game, the online
 * game, and Preferences → Online, light and dark, wide and narrow */
static void
test_looks (void)
{
  /* (the narrow one: a phone's 360 px inside Xvfb's 10 px frame, as
   * test-window's dialogs: libadwaita's preferences dialog asks 360 px) */
  static const struct { int width, height; } sizes[] = { { 1000, 700 }, { 370, 640 } };
  static const char * const styles[] = { "light", "dark" };
  Wire *wire = wire_new ();
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *playing;
  const char *id;

  /* one invitation, and one game in which bob has played */
  g_assert_nonnull (quintet_online_invite (wire->bob, ALICE, "pressman", QUINTET_SIDE_0, NULL, &error));
  playing = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);
  g_assert_no_error (error);
  id = quintet_online_game_get_id (playing);
  wait_until (delivered, wire, "the invitations delivered");
  g_assert_true (quintet_online_accept (wire->alice, id, &error));
  wait_until (delivered, wire, "the acceptance delivered");
  g_assert_true (quintet_online_play (wire->bob, id, "c2:d2-c4", "Your move!", &error));
  g_assert_no_error (error);
  wait_until (delivered, wire, "the turn delivered");
  /* and an address blocked, in Preferences → Online */
  g_assert_true (quintet_online_block (wire->alice, "mallory@example.org", &error));

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        QuintetWindow *window;
        GtkWidget *preferences;
        g_autofree char *start = g_strdup_printf ("online-start-%s-%d.png", styles[s], sizes[i].width);
        g_autofree char *game = g_strdup_printf ("online-play-%s-%d.png", styles[s], sizes[i].width);
        g_autofree char *prefs = g_strdup_printf ("online-preferences-%s-%d.png", styles[s], sizes[i].width);

        set_color_scheme (styles[s]);
        window = new_window (sizes[i].width, sizes[i].height);
        wait_until (has_online_rows, window, "the online rows");
        g_assert_cmpstr (quintet_start_page_get_online_summary (get_start_page (window)), ==,
                         "1 invitation · Your turn in 1");
        wait_for_frame (window);
        save_screenshot (GTK_WIDGET (window), start);

        quintet_window_show_online_game (window, id);
        wait_for_transitions (window);
        wait_for_landed (window);
        save_screenshot (GTK_WIDGET (window), game);

        g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
        preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
        quintet_preferences_window_show_online (QUINTET_PREFERENCES_WINDOW (preferences));
        wait_for_labels (preferences, "Signed in as alice@example.org");
        wait_for_labels (preferences, "mallory@example.org");
        wait_for_transitions (gtk_widget_get_root (preferences));
        /* inside the window, or a window of its own on GNOME 43 */
        save_screenshot (GTK_WIDGET (gtk_widget_get_root (preferences)), prefs);
        if (s == G_N_ELEMENTS (styles) - 1 && i == G_N_ELEMENTS (sizes) - 1)
          {
            /* Unblock, at last */
            GtkWidget *unblock = find_button_by_label (preferences, "_Unblock");

            g_assert_nonnull (unblock);
            g_signal_emit_by_name (unblock, "clicked");
            g_assert_false (quintet_online_is_blocked (wire->alice, "mallory@example.org"));
            g_assert_null (find_button_by_label (preferences, "_Unblock"));
          }
        quintet_dialog_close (preferences);
        drain_main_loop ();

        gtk_window_destroy (GTK_WINDOW (window));
      }
  set_color_scheme ("default");
  wire_free (wire);
}


/* ---- the clock (an invitation's, counted by QuintetOnline) ---- */

static gint64 fake_ms = 1700000000000;

static gint64
fake_time (gpointer user_data)
{
  return fake_ms;
}

/* The clock label of @side in the side panel (the visible one) */
static GtkLabel *
clock_label (QuintetWindow *window,
             QuintetSide    side)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkLabel *shown[2] = { NULL };
  guint n_shown = 0;

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "clock") && gtk_widget_is_visible (labels->pdata[i]))
      {
        g_assert_cmpuint (n_shown, <, 2);
        shown[n_shown++] = labels->pdata[i];
      }
  return n_shown == 2 ? shown[side] : NULL;
}

typedef struct {
  QuintetWindow *window;
  QuintetSide    side;
  const char    *text;
  gboolean       running;
} ClockSays;

static gboolean
clock_says (gpointer data)
{
  ClockSays *says = data;
  GtkLabel *label = clock_label (says->window, says->side);

  return label != NULL && g_strcmp0 (gtk_label_get_label (label), says->text) == 0 &&
         gtk_widget_has_css_class (GTK_WIDGET (label), "clock-running") == says->running;
}

#define wait_for_clock(window, side, text, running) \
  G_STMT_START { \
    ClockSays says = { (window), (side), (text), (running) }; \
    wait_until (clock_says, &says, "the clock of side " #side " to say " text); \
  } G_STMT_END

static gboolean
alice_ended (gpointer data)
{
  return quintet_online_game_get_state (data) == QUINTET_ONLINE_STATE_ENDED;
}

/* bob invites alice on a clock of 10 min + 5 s: her start page says so;
 * the times run in the side panel as QuintetOnline counts them, each turn
 * carries its time, and her time running out ends the game on both sides
 * with the same record */
static void
test_clock (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GError) error = NULL;
  QuintetOnlineGame *bobs, *alices;
  g_autofree char *id = NULL;
  g_autofree char *bob_turn = NULL;
  g_autofree char *shared_a = NULL;
  g_autofree char *shared_b = NULL;
  QuintetGame *game;
  QuintetOutcome outcome;

  quintet_online_set_time_func (wire->alice, fake_time, NULL);
  quintet_online_set_time_func (wire->bob, fake_time, NULL);
  bobs = quintet_online_invite (wire->bob, ALICE, "ordo", QUINTET_SIDE_0, "600+5", &error);
  g_assert_no_error (error);
  id = g_strdup (quintet_online_game_get_id (bobs));
  wait_until (has_online_rows, window, "the invitation on the start page");
  wait_for_labels (window, "bob@example.org invites you to play · 10 min + 5 s");
  save_screenshot (GTK_WIDGET (window), "online-clock-invitation-light-1000.png");

  g_signal_emit_by_name (find_row_button (window, "Accept and Play"), "clicked");
  drain_main_loop ();
  alices = quintet_window_get_online_game (window);
  g_assert_nonnull (alices);
  game = quintet_online_game_get_game (alices);
  wait_until (delivered, wire, "the acceptance delivered");
  /* bob (White) to move: his time runs, on alice's screen too */
  wait_for_clock (window, QUINTET_SIDE_0, "10:00", TRUE);
  wait_for_clock (window, QUINTET_SIDE_1, "10:00", FALSE);
  /* nobody pauses a friend's clock */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL);
  wait_for_clock (window, QUINTET_SIDE_0, "10:00", TRUE);

  /* bob thinks 3 s: 10:00 − 3 s + 5 s */
  fake_ms += 3000;
  g_assert_true (quintet_online_play (wire->bob, id, "c2:d2-c4", NULL, &error));
  g_assert_no_error (error);
  wait_for_turns (game, 1);
  wait_for_clock (window, QUINTET_SIDE_0, "10:02", FALSE);
  wait_for_clock (window, QUINTET_SIDE_1, "10:00", TRUE);
  fake_ms += 4000;
  wait_for_clock (window, QUINTET_SIDE_1, "9:56", TRUE);
  wait_until (board_takes_clicks, window, "the board to take alice's turn");
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "online-clock-game-light-1000.png");
  click_turn (window, "f6", "f5");
  wait_for_clock (window, QUINTET_SIDE_1, "10:01", FALSE);
  wait_until (delivered, wire, "alice's turn delivered");
  g_assert_cmpint (quintet_online_game_get_time_left (bobs, QUINTET_SIDE_1, fake_ms), ==, 601000);

  /* bob plays at once; alice's time runs out: she loses on time, and bob
   * hears of it */
  {
    QuintetGame *bob_game = quintet_online_game_get_game (bobs);
    guint n_legal;
    const QuintetMove *legal = quintet_game_get_legal_turns (bob_game, &n_legal);

    g_assert_cmpuint (n_legal, >, 0);
    bob_turn = quintet_game_format_turn (bob_game, quintet_game_get_position (bob_game), &legal[0]);
  }
  g_assert_true (quintet_online_play (wire->bob, id, bob_turn, NULL, &error));
  g_assert_no_error (error);
  wait_for_turns (game, 3);
  wait_for_clock (window, QUINTET_SIDE_1, "10:01", TRUE);
  fake_ms += 601000;
  wait_until (alice_ended, alices, "alice's flag to fall");
  wait_until (delivered, wire, "the loss on time delivered");
  g_assert_cmpint (quintet_online_game_get_state (bobs), ==, QUINTET_ONLINE_STATE_ENDED);
  outcome = quintet_game_get_outcome (quintet_online_game_get_game (bobs));
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_TIME);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_TIME);
  wait_for_clock (window, QUINTET_SIDE_1, "0.0", FALSE);
  g_assert_false (board_takes_clicks (window));

  /* the same record on both sides, with the clock and each turn's time */
  shared_a = quintet_online_game_to_shared_record (alices);
  shared_b = quintet_online_game_to_shared_record (bobs);
  g_assert_cmpstr (shared_a, ==, shared_b);
  g_assert_nonnull (strstr (shared_a, "[TimeControl \"600+5\"]"));
  g_assert_nonnull (strstr (shared_a, "[%clk 0:10:02.0]"));
  g_assert_nonnull (strstr (shared_a, "[%clk 0:10:01.0]"));

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* New Game → Friend Online shows the Clock (no clock first), and the
 * clock chosen goes in the invitation */
static void
test_new_game_clock (void)
{
  Wire *wire = wire_new ();
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *dialog;
  AdwComboRow *clock;
  QuintetOnlineGame *game;

  g_signal_emit_by_name (get_start_page (window), "game-chosen", "ordo");
  dialog = wait_for_message_dialog ();
  quintet_new_game_dialog_set_online_opponent (QUINTET_NEW_GAME_DIALOG (dialog), QUINTET_SIDE_1, BOB);
  clock = find_combo_row (get_dialog_sheet (dialog), "_Clock");
  g_assert_nonnull (clock);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clock)));
  g_assert_cmpuint (adw_combo_row_get_selected (clock), ==, 0);
  /* 10 min + 5 s */
  quintet_new_game_dialog_set_clock (QUINTET_NEW_GAME_DIALOG (dialog), 2, NULL);
  respond ("start");

  game = quintet_window_get_online_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (quintet_online_game_get_clock (game), ==, "600+5");
  wait_until (delivered, wire, "the invitation delivered");
  g_assert_cmpstr (quintet_online_game_get_clock (quintet_online_lookup (wire->bob, quintet_online_game_get_id (game))),
                   ==, "600+5");
  /* the times shown, nothing running until bob accepts */
  wait_for_clock (window, QUINTET_SIDE_0, "10:00", FALSE);
  g_assert_true (quintet_online_accept (wire->bob, quintet_online_game_get_id (game), NULL));
  wait_for_clock (window, QUINTET_SIDE_0, "10:00", TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
  wire_free (wire);
}

/* ---- the load (a benchmark: meson test --benchmark window-online-load) ---- */

#define LOAD_GAMES   100
#define LOAD_SECONDS 6
#define LOAD_TURN_MS 25

typedef struct {
  Wire   *wire;
  char   *ids[LOAD_GAMES];
  guint   next;        /* the game whose side to move plays next */
  guint   n_played;
} Load;

/* The side to move in the next game plays its first legal turn: bob's
 * payloads reach the window's account, alice's are played on her side
 * as the window would */
static gboolean
load_turn_cb (gpointer data)
{
  Load *load = data;
  const char *id = load->ids[load->next++ % LOAD_GAMES];
  QuintetOnlineGame *alices = quintet_online_lookup (load->wire->alice, id);
  QuintetOnlineGame *bobs = quintet_online_lookup (load->wire->bob, id);
  gboolean alice_moves = quintet_online_game_get_own_turn (alices);
  QuintetOnline *mover = alice_moves ? load->wire->alice : load->wire->bob;
  QuintetGame *game = quintet_online_game_get_game (alice_moves ? alices : bobs);
  g_autofree char *notation = NULL;
  const QuintetMove *turns;
  guint n_turns = 0;

  if (!alice_moves && !quintet_online_game_get_own_turn (bobs))
    return G_SOURCE_CONTINUE;  /* in flight */
  turns = quintet_game_get_legal_turns (game, &n_turns);
  if (n_turns == 0)
    return G_SOURCE_CONTINUE;
  notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[0]);
  if (quintet_online_play (mover, id, notation, NULL, NULL))
    load->n_played++;
  return G_SOURCE_CONTINUE;
}

static void
measure_load (Load          *load,
              QuintetWindow *window,
              const char    *where)
{
  g_autofree char *who = g_strdup_printf ("%u online games, %s", LOAD_GAMES, where);
  g_autofree char *what = NULL;
  FrameRecorder *recorder = frame_recorder_start (GTK_WIDGET (window));
  guint turns, before = load->n_played;

  turns = g_timeout_add (LOAD_TURN_MS, load_turn_cb, load);
  iterate_for (LOAD_SECONDS * 1000);
  g_source_remove (turns);
  what = g_strdup_printf ("%u turns in %d s", load->n_played - before, LOAD_SECONDS);
  frame_recorder_finish (recorder, who, what);
  g_assert_cmpuint (load->n_played, >, before);
}

/* 100 games at once, a turn every 25 ms among them (each game a turn
 * every 2.5 s), received, checked, saved and shown: the window's frames
 * on the start page (every row) and on one game's page */
static void
test_load (void)
{
  Load load = { 0 };
  QuintetWindow *window;

  if (!g_test_perf ())
    {
      g_test_skip ("a benchmark: meson test --benchmark window-online-load");
      return;
    }
  load.wire = wire_new ();
  /* saved as the app saves them: on the writer's thread */
  quintet_online_set_save_in_background (load.wire->alice, TRUE);
  quintet_online_set_save_in_background (load.wire->bob, TRUE);
  for (guint i = 0; i < LOAD_GAMES; i++)
    {
      g_autoptr(GError) error = NULL;
      QuintetOnlineGame *game = quintet_online_invite (load.wire->bob, ALICE, "ordo", QUINTET_SIDE_0, NULL, &error);

      g_assert_no_error (error);
      load.ids[i] = g_strdup (quintet_online_game_get_id (game));
    }
  quintet_online_flush_saves (load.wire->bob);
  wait_until (delivered, load.wire, "the invitations delivered");
  for (guint i = 0; i < LOAD_GAMES; i++)
    g_assert_true (quintet_online_accept (load.wire->alice, load.ids[i], NULL));
  quintet_online_flush_saves (load.wire->alice);
  wait_until (delivered, load.wire, "the acceptances delivered");
  quintet_online_flush_saves (load.wire->bob);

  window = new_window (1000, 700);
  measure_load (&load, window, "the start page");
  quintet_window_show_online_game (window, load.ids[0]);
  wait_for_transitions (window);
  measure_load (&load, window, "a game's page");

  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < LOAD_GAMES; i++)
    g_free (load.ids[i]);
  wire_free (load.wire);
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-online/no-account", test_no_account);
  g_test_add_func ("/window-online/keyring-on-first-use", test_keyring_on_first_use);
  g_test_add_func ("/window-online/invitation-and-turns", test_invitation_and_turns);
  g_test_add_func ("/window-online/remove-finished", test_remove_finished);
  g_test_add_func ("/window-online/decline-all", test_decline_all);
  g_test_add_func ("/window-online/requests", test_requests);
  g_test_add_func ("/window-online/request-notifications", test_request_notifications);
  g_test_add_func ("/window-online/new-game-invites", test_new_game_invites);
  g_test_add_func ("/window-online/invitation-from-notification", test_invitation_from_notification);
  g_test_add_func ("/window-online/looks", test_looks);
  g_test_add_func ("/window-online/clock", test_clock);
  g_test_add_func ("/window-online/new-game-clock", test_new_game_clock);
  g_test_add_func ("/window-online/load", test_load);
  g_test_add_func ("/window-online/conversation", test_conversation);

  return test_window_run ();
}
