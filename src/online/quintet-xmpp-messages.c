/* quintet-xmpp-messages.c — the worker thread's the messages: payloads live, carbons, and reading the
 * archive (XEP-0313) to catch up
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

/* Bytes of the element's XML as libstrophe writes it, counted without
 * writing it and given up past limit: a stanza larger than a payload may
 * be is never serialised */
static gsize
escaped_length (const char *text,
                gboolean    attribute)
{
  gsize length = 0;

  for (const char *c = text; *c != '\0'; c++)
    switch (*c)
      {
      case '&': length += 5; break;
      case '<': case '>': length += 4; break;
      case '"': length += attribute ? 6 : 1; break;
      default: length++;
      }
  return length;
}

static gsize
stanza_length (xmpp_stanza_t *stanza,
               gsize          limit,
               gsize          length)
{
  const char *name;
  int n_attributes;
  const char **attributes;

  if (length > limit)
    return length;
  if (strophe.xmpp_stanza_is_text (stanza))
    return length + escaped_length (strophe.xmpp_stanza_get_text_ptr (stanza), FALSE);

  name = strophe.xmpp_stanza_get_name (stanza);
  length += 2 * strlen (name) + 5;
  n_attributes = strophe.xmpp_stanza_get_attribute_count (stanza);
  attributes = g_newa (const char *, 2 * n_attributes + 1);
  n_attributes = strophe.xmpp_stanza_get_attributes (stanza, attributes, 2 * n_attributes);
  for (int i = 0; i + 1 < n_attributes && length <= limit; i += 2)
    length += strlen (attributes[i]) + 4 + escaped_length (attributes[i + 1], TRUE);

  for (xmpp_stanza_t *child = strophe.xmpp_stanza_get_children (stanza);
       child != NULL && length <= limit;
       child = strophe.xmpp_stanza_get_next (child))
    length = stanza_length (child, limit, length);

  return length;
}

typedef enum {
  MESSAGE_OURS_DIRECT,  /* came to us */
  MESSAGE_CARBON_RECEIVED,  /* came to another of our devices */
  MESSAGE_CARBON_SENT,  /* another of our devices sent it */
  MESSAGE_ARCHIVED_RECEIVED,  /* in our archive: came to us */
  MESSAGE_ARCHIVED_SENT,  /* in our archive: another of our devices sent it */
} MessageOrigin;

static void handle_message_stanza (Worker        *worker,
                                   xmpp_stanza_t *stanza,
                                   MessageOrigin  origin);

/* "SENDER ID": the sender's bare JID and the message's id, or NULL */
static char *
message_key (xmpp_stanza_t *message)
{
  const char *from = strophe.xmpp_stanza_get_from (message);
  const char *id = strophe.xmpp_stanza_get_id (message);
  g_autofree char *bare = from != NULL ? quintet_online_bare_jid (from) : NULL;

  if (bare == NULL || id == NULL || !_quintet_xmpp_archive_id_is_valid (id) || strchr (id, ' ') != NULL)
    return NULL;
  return g_strconcat (bare, " ", id, NULL);
}

/* What our own account's server says: an answer or a message from our
 * bare JID, or with no sender at all (the server on our account's behalf) */
gboolean
_quintet_xmpp_from_own_account (Worker        *worker,
                  xmpp_stanza_t *stanza)
{
  const char *from = strophe.xmpp_stanza_get_from (stanza);
  g_autofree char *lower = NULL;

  if (from == NULL)
    return TRUE;
  lower = g_ascii_strdown (from, -1);
  return worker->own_bare != NULL && g_str_equal (lower, worker->own_bare);
}

/* One message of our archive (XEP-0313) that we asked for: believed only
 * from our own account, for the query in flight. What another device of
 * ours sent goes on as a sent carbon would, what came to us as a message
 * would; what this very device sent is skipped (it was saved before it
 * was sent). FALSE: not an archive's result. */
static gboolean
handle_archived (Worker        *worker,
                 xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *result, *forwarded, *inner;
  const char *inner_from, *inner_to, *resource;
  g_autofree char *sender = NULL;
  g_autofree char *receiver = NULL;

  result = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "result", MAM_NS);
  if (result == NULL)
    return FALSE;
  if (!_quintet_xmpp_from_own_account (worker, stanza))
    {
      g_message ("Refused an archived message from %s: not from our own archive",
                 strophe.xmpp_stanza_get_from (stanza));
      return TRUE;
    }
  if (worker->archive_query == NULL ||
      g_strcmp0 (strophe.xmpp_stanza_get_attribute (result, "queryid"), worker->archive_query) != 0)
    {
      g_message ("Refused an archived message that was not asked for");
      return TRUE;
    }

  forwarded = strophe.xmpp_stanza_get_child_by_name_and_ns (result, "forwarded", FORWARD_NS);
  inner = forwarded != NULL ? strophe.xmpp_stanza_get_child_by_name (forwarded, "message") : NULL;
  inner_from = inner != NULL ? strophe.xmpp_stanza_get_from (inner) : NULL;
  inner_to = inner != NULL ? strophe.xmpp_stanza_get_to (inner) : NULL;
  sender = inner_from != NULL ? quintet_online_bare_jid (inner_from) : NULL;
  if (sender == NULL)
    return TRUE;

  if (g_str_equal (sender, worker->own_bare))
    {
      resource = strchr (inner_from, '/');
      if (worker->device_prefix != NULL && resource != NULL &&
          g_str_has_prefix (resource + 1, worker->device_prefix))
        return TRUE;
      handle_message_stanza (worker, inner, MESSAGE_ARCHIVED_SENT);
      return TRUE;
    }

  /* From someone else: only what came to us is ours to read */
  receiver = inner_to != NULL ? quintet_online_bare_jid (inner_to) : NULL;
  if (g_strcmp0 (receiver, worker->own_bare) == 0)
    handle_message_stanza (worker, inner, MESSAGE_ARCHIVED_RECEIVED);
  return TRUE;
}

int
_quintet_xmpp_message_handler (xmpp_conn_t   *conn,
                 xmpp_stanza_t *stanza,
                 void          *userdata)
{
  if (!handle_archived (userdata, stanza))
    handle_message_stanza (userdata, stanza, MESSAGE_OURS_DIRECT);
  return 1;
}

/* A copy of a message one of our other devices received or sent
 * (carbons, XEP-0280): believed only from our own account */
static gboolean
handle_carbon (Worker        *worker,
               xmpp_stanza_t *stanza,
               const char    *from)
{
  xmpp_stanza_t *carbon, *forwarded, *inner;
  MessageOrigin origin = MESSAGE_CARBON_RECEIVED;
  g_autofree char *bare = NULL;

  carbon = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "received", CARBONS_NS);
  if (carbon == NULL)
    {
      carbon = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "sent", CARBONS_NS);
      origin = MESSAGE_CARBON_SENT;
    }
  if (carbon == NULL)
    return FALSE;

  bare = g_ascii_strdown (from, -1);
  if (worker->own_bare == NULL || g_strcmp0 (bare, worker->own_bare) != 0)
    {
      g_message ("Refused a forwarded message from %s: not from our own account", from);
      return TRUE;
    }
  forwarded = strophe.xmpp_stanza_get_child_by_name_and_ns (carbon, "forwarded", FORWARD_NS);
  inner = forwarded != NULL ? strophe.xmpp_stanza_get_child_by_name (forwarded, "message") : NULL;
  if (inner != NULL)
    handle_message_stanza (worker, inner, origin);
  return TRUE;
}

/* A plain message to us (a body, no payload), as a person's chat client
 * sends it: for the conversation of a game with its sender (issue 40) */
static void
handle_body (Worker        *worker,
             xmpp_stanza_t *stanza,
             const char    *from)
{
  const char *type = strophe.xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *body = strophe.xmpp_stanza_get_child_by_name (stanza, "body");
  char *text;
  Event *event;

  /* (a room's or a server's broadcast is nobody's line to us) */
  if (body == NULL || g_strcmp0 (type, "groupchat") == 0 || g_strcmp0 (type, "headline") == 0)
    return;
  text = strophe.xmpp_stanza_get_text (body);
  if (text == NULL)
    return;
  event = g_new0 (Event, 1);
  event->kind = EVENT_BODY;
  event->from = g_strdup (from);
  event->xml = g_strdup (text);
  strophe.xmpp_free (worker->ctx, text);
  _quintet_xmpp_post_event (worker, event);
}

static void
handle_message_stanza (Worker        *worker,
                       xmpp_stanza_t *stanza,
                       MessageOrigin  origin)
{
  const char *from = strophe.xmpp_stanza_get_from (stanza);
  const char *to = strophe.xmpp_stanza_get_to (stanza);
  const char *type = strophe.xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *payload;
  char *xml = NULL;
  size_t len = 0;
  gsize length;
  gboolean sent = origin == MESSAGE_CARBON_SENT || origin == MESSAGE_ARCHIVED_SENT;
  gboolean archived = origin == MESSAGE_ARCHIVED_RECEIVED || origin == MESSAGE_ARCHIVED_SENT;
  g_autofree char *key = NULL;
  Event *event;

  /* A bounce of our own message, or a message from the server itself */
  if (g_strcmp0 (type, "error") == 0 || from == NULL)
    return;

  payload = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "game", QUINTET_ONLINE_NS);
  if (payload == NULL)
    {
      if (origin == MESSAGE_OURS_DIRECT && !handle_carbon (worker, stanza, from))
        handle_body (worker, stanza, from);
      return;
    }
  if (sent && to == NULL)
    return;

  /* A message had live is known by its sender and id: the archive's copy
   * of it is not read again */
  key = message_key (stanza);
  if (origin == MESSAGE_ARCHIVED_RECEIVED || origin == MESSAGE_ARCHIVED_SENT)
    {
      if (key != NULL && worker->archive_seen != NULL && g_hash_table_contains (worker->archive_seen, key))
        return;
    }
  else if (key != NULL && worker->archive_seen != NULL)
    g_hash_table_add (worker->archive_seen, g_strdup (key));

  length = stanza_length (payload, QUINTET_ONLINE_MAX_PAYLOAD, 0);
  if (length > QUINTET_ONLINE_MAX_PAYLOAD)
    {
      g_message ("Refused a payload from %s: larger than %u bytes", from, QUINTET_ONLINE_MAX_PAYLOAD);
      return;
    }
  if (strophe.xmpp_stanza_to_text (payload, &xml, &len) != XMPP_EOK)
    return;

  if (archived)
    worker->archive_payloads++;
  event = g_new0 (Event, 1);
  if (!archived)
    event->key = g_steal_pointer (&key);
  event->kind = sent ? EVENT_PAYLOAD_SENT : EVENT_PAYLOAD;
  event->from = g_strdup (sent ? to : from);
  event->xml = g_strndup (xml, len);
  event->len = len;
  strophe.xmpp_free (worker->ctx, xml);
  _quintet_xmpp_post_event (worker, event);
}

/* ---------------------------------------------------------------- the archive */

xmpp_stanza_t *
_quintet_xmpp_new_element (xmpp_ctx_t *ctx,
             const char *name,
             const char *ns)
{
  xmpp_stanza_t *element = strophe.xmpp_stanza_new (ctx);

  strophe.xmpp_stanza_set_name (element, name);
  if (ns != NULL)
    strophe.xmpp_stanza_set_ns (element, ns);
  return element;
}

/* <name>text</name> added to parent, which takes it */
static xmpp_stanza_t *
add_text_element (xmpp_stanza_t *parent,
                  const char    *name,
                  const char    *text)
{
  xmpp_ctx_t *ctx = strophe.xmpp_stanza_get_context (parent);
  xmpp_stanza_t *element = _quintet_xmpp_new_element (ctx, name, NULL);
  xmpp_stanza_t *content = strophe.xmpp_stanza_new (ctx);

  strophe.xmpp_stanza_set_text (content, text);
  strophe.xmpp_stanza_add_child_ex (element, content, 0);
  strophe.xmpp_stanza_add_child_ex (parent, element, 0);
  return element;
}

static void
add_form_field (xmpp_stanza_t *form,
                const char    *var,
                const char    *type,
                const char    *value)
{
  xmpp_stanza_t *field = _quintet_xmpp_new_element (strophe.xmpp_stanza_get_context (form), "field", NULL);

  strophe.xmpp_stanza_set_attribute (field, "var", var);
  if (type != NULL)
    strophe.xmpp_stanza_set_attribute (field, "type", type);
  add_text_element (field, "value", value);
  strophe.xmpp_stanza_add_child_ex (form, field, 0);
}

/* An archive's id as a cursor: short, printable, one line */
gboolean
_quintet_xmpp_archive_id_is_valid (const char *id)
{
  gsize length = strlen (id);

  if (length == 0 || length > ARCHIVE_ID_MAX || !g_utf8_validate (id, -1, NULL))
    return FALSE;
  for (const char *c = id; *c != '\0'; c++)
    if ((guchar) *c < 0x20 || *c == 0x7f)
      return FALSE;
  return TRUE;
}

/* The read done (error NULL) or given up */
static void
finish_archive (Worker *worker,
                GError *error)
{
  GTask *task = g_steal_pointer (&worker->archive_task);

  g_clear_pointer (&worker->archive_after, g_free);
  g_clear_pointer (&worker->archive_query, g_free);
  g_clear_pointer (&worker->archive_iq, g_free);
  if (task == NULL)
    {
      g_clear_error (&error);
      return;
    }
  if (error != NULL)
    {
      g_message ("The message archive was not read: %s", error->message);
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  g_debug ("archive read: %u pages, %u payloads", worker->archive_pages, worker->archive_payloads);

  {
    /* After the payloads' events, in the same queue */
    Event *event = g_new0 (Event, 1);

    event->kind = EVENT_ARCHIVE_DONE;
    event->task = task;
    event->complete = worker->archive_complete;
    event->len = worker->archive_payloads;
    _quintet_xmpp_post_event (worker, event);
  }
}

/* The answer to an IQ of the archive's that is in flight: FALSE for
 * anything else (another id, someone else's, not an answer) */
static gboolean
is_archive_answer (Worker        *worker,
                   xmpp_stanza_t *stanza)
{
  const char *type = strophe.xmpp_stanza_get_type (stanza);

  if (worker->archive_task == NULL || worker->archive_iq == NULL ||
      g_strcmp0 (strophe.xmpp_stanza_get_name (stanza), "iq") != 0 ||
      g_strcmp0 (strophe.xmpp_stanza_get_id (stanza), worker->archive_iq) != 0)
    return FALSE;
  if (!_quintet_xmpp_from_own_account (worker, stanza))
    {
      g_message ("Ignored an answer from %s to a question put to our own account",
                 strophe.xmpp_stanza_get_from (stanza));
      return FALSE;
    }
  return g_strcmp0 (type, "result") == 0 || g_strcmp0 (type, "error") == 0;
}

static void send_archive_query (Worker *worker);

static int
archive_query_handler (xmpp_conn_t   *conn,
                       xmpp_stanza_t *stanza,
                       void          *userdata)
{
  Worker *worker = userdata;
  xmpp_stanza_t *fin, *set, *last, *error;
  g_autofree char *last_id = NULL;
  gboolean complete;

  if (!is_archive_answer (worker, stanza))
    return worker->archive_task != NULL;

  if (g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "error") == 0)
    {
      error = strophe.xmpp_stanza_get_child_by_name (stanza, "error");
      /* The message read up to last time has expired: the window instead */
      if (worker->archive_after != NULL && !worker->archive_window && error != NULL &&
          strophe.xmpp_stanza_get_child_by_name (error, "item-not-found") != NULL)
        {
          g_message ("The message archive no longer has the message read up to: reading the last %d days",
                     QUINTET_XMPP_ARCHIVE_DAYS);
          worker->archive_window = TRUE;
          g_clear_pointer (&worker->archive_after, g_free);
          send_archive_query (worker);
          return 0;
        }
      finish_archive (worker, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                   _("The server refused to read the message archive")));
      return 0;
    }

  fin = strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "fin", MAM_NS);
  if (fin == NULL)
    {
      finish_archive (worker, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                   _("The server's message archive answered what was not asked")));
      return 0;
    }
  complete = g_strcmp0 (strophe.xmpp_stanza_get_attribute (fin, "complete"), "true") == 0;
  set = strophe.xmpp_stanza_get_child_by_name_and_ns (fin, "set", RSM_NS);
  last = set != NULL ? strophe.xmpp_stanza_get_child_by_name (set, "last") : NULL;
  if (last != NULL)
    {
      char *text = strophe.xmpp_stanza_get_text (last);

      last_id = g_strdup (text);
      strophe.xmpp_free (worker->ctx, text);
      if (last_id == NULL || !_quintet_xmpp_archive_id_is_valid (last_id))
        {
          finish_archive (worker, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED,
                                                       _("The server's message archive answered what was not asked")));
          return 0;
        }
    }
  worker->archive_pages++;
  g_clear_pointer (&worker->archive_query, g_free);

  if (last_id != NULL)
    {
      Event *event = g_new0 (Event, 1);

      event->kind = EVENT_ARCHIVE_PAGE;
      event->from = g_strdup (last_id);
      _quintet_xmpp_post_event (worker, event);
      g_free (worker->archive_after);
      worker->archive_after = g_steal_pointer (&last_id);
    }
  else
    /* Nothing past it: done, whatever "complete" says */
    complete = TRUE;

  worker->archive_complete = complete;
  if (complete || worker->archive_pages >= ARCHIVE_MAX_PAGES)
    finish_archive (worker, NULL);
  else
    send_archive_query (worker);
  return 0;
}

/* One page: past archive_after, or from the window's start */
static void
send_archive_query (Worker *worker)
{
  xmpp_ctx_t *ctx = worker->ctx;
  char *id = strophe.xmpp_uuid_gen (ctx);
  char *queryid = strophe.xmpp_uuid_gen (ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (ctx, "set", id);
  xmpp_stanza_t *query = _quintet_xmpp_new_element (ctx, "query", MAM_NS);
  xmpp_stanza_t *form = _quintet_xmpp_new_element (ctx, "x", DATA_NS);
  xmpp_stanza_t *set = _quintet_xmpp_new_element (ctx, "set", RSM_NS);
  g_autofree char *max = g_strdup_printf ("%d", ARCHIVE_PAGE);

  strophe.xmpp_stanza_set_to (iq, worker->own_bare);
  strophe.xmpp_stanza_set_attribute (query, "queryid", queryid);
  strophe.xmpp_stanza_set_type (form, "submit");
  add_form_field (form, "FORM_TYPE", "hidden", MAM_NS);
  if (worker->archive_after == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
      g_autoptr(GDateTime) start = g_date_time_add_days (now, -QUINTET_XMPP_ARCHIVE_DAYS);
      g_autofree char *text = g_date_time_format (start, "%Y-%m-%dT%H:%M:%SZ");

      add_form_field (form, "start", NULL, text);
    }
  strophe.xmpp_stanza_add_child_ex (query, form, 0);
  add_text_element (set, "max", max);
  if (worker->archive_after != NULL)
    add_text_element (set, "after", worker->archive_after);
  strophe.xmpp_stanza_add_child_ex (query, set, 0);
  strophe.xmpp_stanza_add_child_ex (iq, query, 0);

  g_free (worker->archive_iq);
  worker->archive_iq = g_strdup (id);
  g_free (worker->archive_query);
  worker->archive_query = g_strdup (queryid);
  strophe.xmpp_id_handler_add (worker->conn, archive_query_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (ctx, id);
  strophe.xmpp_free (ctx, queryid);
}

static int
archive_disco_handler (xmpp_conn_t   *conn,
                       xmpp_stanza_t *stanza,
                       void          *userdata)
{
  Worker *worker = userdata;
  xmpp_stanza_t *query;
  gboolean archived = FALSE;

  if (!is_archive_answer (worker, stanza))
    return worker->archive_task != NULL;

  query = g_strcmp0 (strophe.xmpp_stanza_get_type (stanza), "result") == 0
          ? strophe.xmpp_stanza_get_child_by_name_and_ns (stanza, "query", DISCO_INFO_NS) : NULL;
  for (xmpp_stanza_t *child = query != NULL ? strophe.xmpp_stanza_get_children (query) : NULL;
       child != NULL && !archived;
       child = strophe.xmpp_stanza_get_next (child))
    archived = g_strcmp0 (strophe.xmpp_stanza_get_name (child), "feature") == 0 &&
               g_strcmp0 (strophe.xmpp_stanza_get_attribute (child, "var"), MAM_NS) == 0;

  /* A server without archives: nothing to read, and nothing wrong */
  if (!archived)
    {
      g_debug ("the server keeps no message archive for us");
      worker->archive_complete = TRUE;
      finish_archive (worker, NULL);
      return 0;
    }
  send_archive_query (worker);
  return 0;
}

/* Whether our account has an archive (disco#info of our bare JID) */
void
_quintet_xmpp_send_archive_disco (Worker *worker)
{
  xmpp_ctx_t *ctx = worker->ctx;
  char *id = strophe.xmpp_uuid_gen (ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (ctx, "get", id);

  strophe.xmpp_stanza_set_to (iq, worker->own_bare);
  strophe.xmpp_stanza_add_child_ex (iq, _quintet_xmpp_new_element (ctx, "query", DISCO_INFO_NS), 0);
  g_free (worker->archive_iq);
  worker->archive_iq = g_strdup (id);
  strophe.xmpp_id_handler_add (worker->conn, archive_disco_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (ctx, id);
}

void
_quintet_xmpp_send_message (Worker     *worker,
              const char *to,
              const char *xml,
              const char *body)
{
  xmpp_stanza_t *message, *payload;
  char *id;

  payload = strophe.xmpp_stanza_new_from_string (worker->ctx, xml);
  if (payload == NULL)
    {
      g_warning ("Not sent to %s: the payload is not XML", to);
      return;
    }
  id = strophe.xmpp_uuid_gen (worker->ctx);
  message = strophe.xmpp_message_new (worker->ctx, "chat", to, id);
  if (body != NULL)
    strophe.xmpp_message_set_body (message, body);
  strophe.xmpp_stanza_add_child_ex (message, payload, 0);
  /* Archived (XEP-0313) for our other devices even without a body
   * (a hint, XEP-0334) */
  strophe.xmpp_stanza_add_child_ex (message, _quintet_xmpp_new_element (worker->ctx, "store", HINTS_NS), 0);
  strophe.xmpp_send (worker->conn, message);
  strophe.xmpp_stanza_release (message);
  strophe.xmpp_free (worker->ctx, id);
}

/* For tests: the text inside the message as it is, whatever it holds; or
 * an iq stanza of its own (a service discovery question) */
void
_quintet_xmpp_send_raw (Worker     *worker,
          const char *to,
          const char *xml)
{
  g_autofree char *escaped_to = g_markup_escape_text (to, -1);
  g_autofree char *stanza = g_str_has_prefix (xml, "<iq ") ? g_strdup (xml)
                            : g_strdup_printf ("<message type='chat' to='%s'>%s</message>", escaped_to, xml);

  strophe.xmpp_send_raw (worker->conn, stanza, strlen (stanza));
}
