/* quintet-xmpp-roster.c — the worker thread's presence, service discovery and capabilities, the roster
 * and the server's block list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of QuintetXmpp (quintet-xmpp.c): everything here runs on the worker
 * thread, the only one that calls libstrophe.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "quintet-online.h"
#include "quintet-xmpp-private.h"

static int
carbons_handler (xmpp_conn_t   *conn,
                 xmpp_stanza_t *stanza,
                 void          *userdata)
{
  /* Without carbons a second device hears of the first's games only
   * from the archive, on its next sign-in */
  if (g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "error") == 0)
    g_message ("The server does not copy messages to this device (carbons)");
  return 0;
}

/* What we answer service discovery with, in the order XEP-0115 hashes
 * them (features sorted) */
static const char * const caps_features[] = {
  CAPS_NS,
  DISCO_INFO_NS,
  QUINTET_ONLINE_NS,
};

/* The "ver" of our entity capabilities: the SHA-1 of the identity and the
 * features, in Base64 (XEP-0115 §5.1) */
static char *
caps_ver (void)
{
  g_autoptr(GString) text = g_string_new ("client/pc//Quintet<");
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize len = sizeof digest;

  for (guint i = 0; i < G_N_ELEMENTS (caps_features); i++)
    g_string_append_printf (text, "%s<", caps_features[i]);
  g_checksum_update (checksum, (const guchar *) text->str, text->len);
  g_checksum_get_digest (checksum, digest, &len);
  return g_base64_encode (digest, len);
}

static xmpp_stanza_t *
new_caps (Worker *worker)
{
  xmpp_stanza_t *caps = _quintet_xmpp_new_element (worker->ctx, "c", CAPS_NS);
  g_autofree char *ver = caps_ver ();

  strophe.xmpp_stanza_set_attribute (caps, "hash", "sha-1");
  strophe.xmpp_stanza_set_attribute (caps, "node", CAPS_NODE);
  strophe.xmpp_stanza_set_attribute (caps, "ver", ver);
  return caps;
}

/* Service discovery (XEP-0030): anyone may ask what this client is */
int
_quintet_xmpp_disco_info_handler (xmpp_conn_t   *conn,
                    xmpp_stanza_t *stanza,
                    void          *userdata)
{
  Worker *worker = userdata;
  const char *from = strophe.xmpp_stanza_get_from (stanza);
  const char *id = strophe.xmpp_stanza_get_id (stanza);
  xmpp_stanza_t *query = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "query", DISCO_INFO_NS);
  xmpp_stanza_t *iq, *answer, *identity;
  const char *node;

  if (query == NULL || from == NULL || id == NULL)
    return 1;
  iq = strophe.xmpp_iq_new (worker->ctx, "result", id);
  strophe.xmpp_stanza_set_to (iq, from);
  answer = _quintet_xmpp_new_element (worker->ctx, "query", DISCO_INFO_NS);
  node = strophe.xmpp_stanza_get_attribute (query, "node");
  if (node != NULL)
    strophe.xmpp_stanza_set_attribute (answer, "node", node);
  identity = _quintet_xmpp_new_element (worker->ctx, "identity", NULL);
  strophe.xmpp_stanza_set_attribute (identity, "category", "client");
  strophe.xmpp_stanza_set_attribute (identity, "type", "pc");
  strophe.xmpp_stanza_set_attribute (identity, "name", "Quintet");
  strophe.xmpp_stanza_add_child_ex (answer, identity, 0);
  for (guint i = 0; i < G_N_ELEMENTS (caps_features); i++)
    {
      xmpp_stanza_t *feature = _quintet_xmpp_new_element (worker->ctx, "feature", NULL);

      strophe.xmpp_stanza_set_attribute (feature, "var", caps_features[i]);
      strophe.xmpp_stanza_add_child_ex (answer, feature, 0);
    }
  strophe.xmpp_stanza_add_child_ex (iq, answer, 0);
  strophe.xmpp_send (conn, iq);
  strophe.xmpp_stanza_release (iq);
  return 1;
}

/* A contact's presence: one that says it runs Quintet (our node in its
 * entity capabilities) is told to the games */
int
_quintet_xmpp_presence_handler (xmpp_conn_t   *conn,
                  xmpp_stanza_t *stanza,
                  void          *userdata)
{
  Worker *worker = userdata;
  const char *from = strophe.xmpp_stanza_get_from (stanza);
  xmpp_stanza_t *caps = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "c", CAPS_NS);
  Event *event;

  if (from == NULL || caps == NULL || strophe.xmpp_stanza_get_type (stanza) != NULL ||
      g_strcmp0 (strophe.xmpp_stanza_get_attribute (caps, "node"), CAPS_NODE) != 0)
    return 1;
  event = g_new0 (Event, 1);
  event->kind = EVENT_QUINTET_PEER;
  event->from = g_strdup (from);
  _quintet_xmpp_post_event (worker, event);
  return 1;
}

void
_quintet_xmpp_send_signed_in (Worker *worker)
{
  xmpp_stanza_t *presence = strophe.xmpp_presence_new (worker->ctx);
  xmpp_stanza_t *priority, *text;
  char *id = strophe.xmpp_uuid_gen (worker->ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (worker->ctx, "set", id);
  xmpp_stanza_t *enable = strophe.xmpp_stanza_new (worker->ctx);

  /* Carbons first, so that no message between the two is missed */
  strophe.xmpp_stanza_set_name (enable, "enable");
  strophe.xmpp_stanza_set_ns (enable, CARBONS_NS);
  strophe.xmpp_stanza_add_child_ex (iq, enable, 0);
  strophe.xmpp_id_handler_add (worker->conn, carbons_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (worker->ctx, id);

  if (!worker->receiving)
    {
      /* Messages to the account go to its other devices, or are kept */
      priority = strophe.xmpp_stanza_new (worker->ctx);
      text = strophe.xmpp_stanza_new (worker->ctx);
      strophe.xmpp_stanza_set_name (priority, "priority");
      strophe.xmpp_stanza_set_text (text, "-1");
      strophe.xmpp_stanza_add_child_ex (priority, text, 0);
      strophe.xmpp_stanza_add_child_ex (presence, priority, 0);
    }
  strophe.xmpp_stanza_add_child_ex (presence, new_caps (worker), 0);
  strophe.xmpp_send (worker->conn, presence);
  strophe.xmpp_stanza_release (presence);
}

/* ---------------------------------------------------------------- contacts and blocks
 *
 * Issue 40. The roster (RFC 6121 §2): asked for at each sign-in, then
 * kept by the server's pushes; its addresses are the account's contacts.
 * The server's block list (XEP-0191, urn:xmpp:blocking): asked for at
 * each sign-in too, kept by its pushes (our other devices block too), and
 * changed by quintet_xmpp_set_blocked(). A server without one answers
 * with an error: then the account's own list alone blocks, as before.
 * Both go to the main thread whole, as "contacts" and "block-list". */

static void
post_addresses (Worker     *worker,
                EventKind   kind,
                GHashTable *addresses)
{
  Event *event = g_new0 (Event, 1);
  g_autofree const char **keys = (const char **) g_hash_table_get_keys_as_array (addresses, NULL);

  event->kind = kind;
  event->addresses = g_strdupv ((char **) keys);
  _quintet_xmpp_post_event (worker, event);
}

/* The bare JIDs of the <item jid=…/> children of @list into @addresses
 * (@remove: those with subscription="remove" taken out instead) */
static void
read_items (xmpp_stanza_t *list,
            GHashTable    *addresses,
            gboolean       roster_push,
            gboolean       remove)
{
  for (xmpp_stanza_t *item = list != NULL ? strophe.xmpp_stanza_get_children (list) : NULL;
       item != NULL;
       item = strophe.xmpp_stanza_get_next (item))
    {
      const char *jid = strophe.xmpp_stanza_get_attribute (item, "jid");
      g_autofree char *bare = NULL;

      if (g_strcmp0 (strophe.xmpp_stanza_get_name (item), "item") != 0 || jid == NULL ||
          (bare = quintet_online_bare_jid (jid)) == NULL)
        continue;
      if (remove || (roster_push && g_strcmp0 (strophe.xmpp_stanza_get_attribute (item, "subscription"), "remove") == 0))
        g_hash_table_remove (addresses, bare);
      else
        g_hash_table_add (addresses, g_steal_pointer (&bare));
    }
}

static int
roster_result_handler (xmpp_conn_t   *conn,
                       xmpp_stanza_t *stanza,
                       void          *userdata)
{
  Worker *worker = userdata;
  xmpp_stanza_t *query = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "query", ROSTER_NS);

  if (!_quintet_xmpp_from_own_account (worker, stanza) || g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "result") != 0)
    {
      g_message ("The server did not give the account's contacts");
      return 0;
    }
  g_clear_pointer (&worker->roster, g_hash_table_unref);
  worker->roster = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  read_items (query, worker->roster, TRUE, FALSE);
  g_debug ("%u contacts", g_hash_table_size (worker->roster));
  post_addresses (worker, EVENT_CONTACTS, worker->roster);
  return 0;
}

static int
block_list_result_handler (xmpp_conn_t   *conn,
                           xmpp_stanza_t *stanza,
                           void          *userdata)
{
  Worker *worker = userdata;
  xmpp_stanza_t *list = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "blocklist", BLOCKING_NS);

  if (!_quintet_xmpp_from_own_account (worker, stanza))
    return 0;
  if (g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "result") != 0)
    {
      /* The account's own list alone, as ever */
      g_debug ("the server keeps no block list");
      worker->no_blocking = TRUE;
      return 0;
    }
  g_clear_pointer (&worker->block_list, g_hash_table_unref);
  worker->block_list = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  read_items (list, worker->block_list, FALSE, FALSE);
  post_addresses (worker, EVENT_BLOCK_LIST, worker->block_list);
  return 0;
}

static void
send_get (Worker            *worker,
          const char        *name,
          const char        *ns,
          xmpp_handler       handler)
{
  char *id = strophe.xmpp_uuid_gen (worker->ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (worker->ctx, "get", id);

  strophe.xmpp_stanza_add_child_ex (iq, _quintet_xmpp_new_element (worker->ctx, name, ns), 0);
  strophe.xmpp_id_handler_add (worker->conn, handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (worker->ctx, id);
}

/* A roster push or a block list push (a "set" from our own account):
 * taken, and answered as RFC 6121 §2.1.6 and XEP-0191 ask */
static int
push_handler (xmpp_conn_t   *conn,
              xmpp_stanza_t *stanza,
              void          *userdata)
{
  Worker *worker = userdata;
  xmpp_stanza_t *roster = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "query", ROSTER_NS);
  xmpp_stanza_t *block = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "block", BLOCKING_NS);
  xmpp_stanza_t *unblock = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "unblock", BLOCKING_NS);
  xmpp_stanza_t *result;
  const char *id = strophe.xmpp_stanza_get_id (stanza);

  if (roster == NULL && block == NULL && unblock == NULL)
    return 1;
  /* Anyone else's is a forgery (RFC 6121 §2.1.6): not answered */
  if (!_quintet_xmpp_from_own_account (worker, stanza))
    {
      g_message ("Ignored a list change from %s", strophe.xmpp_stanza_get_from (stanza));
      return 1;
    }
  if (roster != NULL && worker->roster != NULL)
    {
      read_items (roster, worker->roster, TRUE, FALSE);
      post_addresses (worker, EVENT_CONTACTS, worker->roster);
    }
  if ((block != NULL || unblock != NULL) && worker->block_list != NULL)
    {
      /* An empty <unblock/> unblocks everybody */
      if (unblock != NULL && strophe.xmpp_stanza_get_children (unblock) == NULL)
        g_hash_table_remove_all (worker->block_list);
      read_items (block, worker->block_list, FALSE, FALSE);
      read_items (unblock, worker->block_list, FALSE, TRUE);
      post_addresses (worker, EVENT_BLOCK_LIST, worker->block_list);
    }
  if (id != NULL)
    {
      result = strophe.xmpp_iq_new (worker->ctx, "result", id);
      if (strophe.xmpp_stanza_get_from (stanza) != NULL)
        strophe.xmpp_stanza_set_to (result, strophe.xmpp_stanza_get_from (stanza));
      strophe.xmpp_send (worker->conn, result);
      strophe.xmpp_stanza_release (result);
    }
  return 1;
}

void
_quintet_xmpp_request_contacts_and_blocks (Worker *worker)
{
  g_clear_pointer (&worker->roster, g_hash_table_unref);
  g_clear_pointer (&worker->block_list, g_hash_table_unref);
  worker->no_blocking = FALSE;
  strophe.xmpp_handler_add (worker->conn, push_handler, NULL, "iq", "set", worker);
  send_get (worker, "query", ROSTER_NS, roster_result_handler);
  send_get (worker, "blocklist", BLOCKING_NS, block_list_result_handler);
}

static int
block_result_handler (xmpp_conn_t   *conn,
                      xmpp_stanza_t *stanza,
                      void          *userdata)
{
  if (g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "error") == 0)
    g_message ("The server refused to change its block list: the account's own list blocks alone");
  return 0;
}

/* <block/> or <unblock/> with the one address; not to a server known to
 * lack a block list */
void
_quintet_xmpp_send_block (Worker     *worker,
            const char *address,
            gboolean    block)
{
  char *id;
  xmpp_stanza_t *iq, *change, *item;

  if (worker->no_blocking)
    return;
  id = strophe.xmpp_uuid_gen (worker->ctx);
  iq = strophe.xmpp_iq_new (worker->ctx, "set", id);
  change = _quintet_xmpp_new_element (worker->ctx, block ? "block" : "unblock", BLOCKING_NS);
  item = _quintet_xmpp_new_element (worker->ctx, "item", NULL);
  strophe.xmpp_stanza_set_attribute (item, "jid", address);
  strophe.xmpp_stanza_add_child_ex (change, item, 0);
  strophe.xmpp_stanza_add_child_ex (iq, change, 0);
  strophe.xmpp_id_handler_add (worker->conn, block_result_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (worker->ctx, id);
}
