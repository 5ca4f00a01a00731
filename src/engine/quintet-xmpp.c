/* quintet-xmpp.c — one XMPP connection through libstrophe, on a thread of
 * its own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe is not thread-safe: every call to it happens on the worker
 * thread, which owns the context and the connection. The main thread only
 * queues commands (connect, send, …) on an asynchronous queue; the worker
 * picks them up between rounds of strophe.xmpp_run_once() and hands what happens
 * (a state, a payload, a flush done) back to the main context as events.
 * The worker reaches the object only through a weak reference, so an
 * object dropped while events are under way is simply not told.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "quintet-online.h"
#include "quintet-strophe.h"
#include "quintet-xmpp.h"

/* libstrophe (quintet-strophe.h), when it could be opened */
static QuintetStrophe strophe;
static gboolean have_strophe;

#define CARBONS_NS "urn:xmpp:carbons:2"
#define FORWARD_NS "urn:xmpp:forward:0"
#define PING_NS    "urn:xmpp:ping"
#define MAM_NS     "urn:xmpp:mam:2"
#define RSM_NS     "http://jabber.org/protocol/rsm"
#define DATA_NS    "jabber:x:data"
#define DISCO_INFO_NS "http://jabber.org/protocol/disco#info"
#define HINTS_NS   "urn:xmpp:hints"
/* Messages asked for in one page of the archive (Prosody gives 50 at most),
 * and pages read in one sign-in: the rest is read on the next */
#define ARCHIVE_PAGE 50
#define ARCHIVE_MAX_PAGES 100
#define ARCHIVE_ID_MAX 256
/* How long one round of strophe.xmpp_run_once() waits for the network before the
 * queued commands are looked at again: the delay of a send, at worst */
#define ROUND_MS 20
/* Waits before signing in again after a connection that was up is lost */
#define RETRY_FIRST_S 2
/* (issue 40: back within seconds of the server, not a minute) */
#define RETRY_MAX_S   15
/* A server that has not answered a ping in this long is gone, whatever
 * the socket says: the connection is dropped and tried again */
#define FLUSH_TIMEOUT_S 30

typedef enum {
  COMMAND_CONNECT,
  COMMAND_DISCONNECT,
  COMMAND_SEND,
  COMMAND_SEND_RAW,
  COMMAND_FLUSH,
  COMMAND_ARCHIVE,
  COMMAND_QUIT,
} CommandKind;

typedef struct {
  CommandKind kind;
  char       *jid;      /* CONNECT */
  char       *password; /* CONNECT */
  gboolean    receiving; /* CONNECT */
  char       *device;   /* CONNECT */
  char       *after;    /* ARCHIVE */
  GStrv       seen;     /* ARCHIVE */
  gboolean    persistent; /* CONNECT */
  char       *to;       /* SEND, SEND_RAW */
  char       *xml;      /* SEND, SEND_RAW */
  char       *body;     /* SEND */
  GTask      *task;     /* FLUSH, ARCHIVE */
} Command;

typedef enum {
  EVENT_STATE,
  EVENT_PAYLOAD,
  EVENT_PAYLOAD_SENT,
  EVENT_FLUSHED,
  EVENT_ARCHIVE_PAGE,
  EVENT_ARCHIVE_DONE,
} EventKind;

typedef struct {
  EventKind         kind;
  QuintetXmpp      *self;
  QuintetXmppState  state;
  char             *message;   /* STATE: the error, FAILED */
  char             *bound_jid; /* STATE: CONNECTED */
  char             *from;      /* PAYLOAD; PAYLOAD_SENT: the address it went to;
                                * ARCHIVE_PAGE: the id read up to */
  char             *xml;       /* PAYLOAD */
  char             *key;       /* PAYLOAD, PAYLOAD_SENT that came live: its key (see "seen") */
  gboolean          complete;  /* ARCHIVE_DONE: read to its end */
  gsize             len;       /* PAYLOAD, PAYLOAD_SENT; ARCHIVE_DONE: the payloads */
  GTask            *task;      /* FLUSHED, ARCHIVE_DONE */
} Event;

/* What the worker thread alone touches */
typedef struct {
  GAsyncQueue  *commands;
  GWeakRef     *object;
  GMainContext *context;
  xmpp_ctx_t   *ctx;
  xmpp_conn_t  *conn;
  char         *jid;
  char         *password;
  gboolean      receiving;
  char         *device_prefix;  /* "quintet-DEVICE-": this device's resources, or NULL */
  gboolean      persistent;     /* quintet_xmpp_set_persistent() */
  char         *domain;
  char         *own_bare;
  GQueue        flushes;        /* GTask, in the order of their pings */
  gint64        flush_deadline; /* monotonic µs by which the oldest ping's answer is due, or 0 */
  GHashTable   *ping_ids;       /* id → nothing: our pings in flight */
  gboolean      signed_in;      /* CONNECTED was reported for this connection */
  gboolean      keep_trying;    /* … or for an earlier one of this sign-in */
  /* The archive being read (XEP-0313): one read at a time */
  GTask        *archive_task;
  char         *archive_after;  /* the page asked is past this id; NULL: the window */
  char         *archive_query;  /* the queryid of the page asked */
  char         *archive_iq;     /* the id of the IQ in flight (disco, then each page) */
  guint         archive_pages;
  guint         archive_payloads;
  gboolean      archive_window; /* the stored id is gone: the window read instead */
  gboolean      archive_complete;
  GHashTable   *archive_seen;   /* keys of messages had live: not read again */
  /* What libstrophe said of this connection's attempt (its log is the only
   * place it says it) */
  gboolean      cert_failed;
  gboolean      reached;
  gboolean      auth_failed;
  gboolean      no_tls;
  gboolean      tls_failed;
  gboolean      closing;        /* we asked for the disconnection */
  gint64        retry_at;       /* monotonic µs, 0: no retry planned */
  guint         retry_s;
  gboolean      quit;
  gboolean      debug;          /* QUINTET_XMPP_DEBUG=1: libstrophe's whole log */
} Worker;

struct _QuintetXmpp {
  GObject           parent_instance;

  GMainContext     *context;
  GThread          *thread;
  GAsyncQueue      *commands;
  GWeakRef          weak_self;

  QuintetXmppState  state;
  gboolean          not_receiving;
  char             *device;
  gboolean          persistent;
  char             *error_message;
  char             *bound_jid;
};

G_DEFINE_FINAL_TYPE (QuintetXmpp, quintet_xmpp, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  N_PROPS
};

enum {
  SIGNAL_PAYLOAD,
  SIGNAL_PAYLOAD_SENT,
  SIGNAL_ARCHIVE_READ,
  SIGNAL_SEEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The certificate handler of libstrophe takes no user data: each worker
 * thread keeps its own here */
static GPrivate current_worker;

static void
command_free (Command *command)
{
  g_free (command->jid);
  if (command->password != NULL)
    memset (command->password, 0, strlen (command->password));
  g_free (command->password);
  g_free (command->to);
  g_free (command->xml);
  g_free (command->body);
  g_free (command->device);
  g_free (command->after);
  g_strfreev (command->seen);
  if (command->task != NULL)
    {
      g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "%s", _("The connection was closed"));
      g_object_unref (command->task);
    }
  g_free (command);
}

static void
event_free (Event *event)
{
  g_clear_object (&event->self);
  g_free (event->message);
  g_free (event->bound_jid);
  g_free (event->from);
  g_free (event->xml);
  g_free (event->key);
  if (event->task != NULL)
    {
      g_task_return_new_error (event->task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "%s", _("The connection was closed"));
      g_object_unref (event->task);
    }
  g_free (event);
}

/* ---------------------------------------------------------------- main thread */

static void
set_state (QuintetXmpp      *self,
           QuintetXmppState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static gboolean
dispatch_event (gpointer data)
{
  Event *event = data;
  QuintetXmpp *self = event->self;

  switch (event->kind)
    {
    case EVENT_STATE:
      {
        gboolean new_message = g_strcmp0 (self->error_message, event->message) != 0;

        g_free (self->error_message);
        self->error_message = g_steal_pointer (&event->message);
        g_free (self->bound_jid);
        self->bound_jid = g_steal_pointer (&event->bound_jid);
        if (self->state == event->state && new_message)
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
        set_state (self, event->state);
      }
      break;

    case EVENT_PAYLOAD:
      g_signal_emit (self, signals[SIGNAL_PAYLOAD], 0, event->from, event->xml, event->len);
      if (event->key != NULL)
        g_signal_emit (self, signals[SIGNAL_SEEN], 0, event->key);
      break;

    case EVENT_PAYLOAD_SENT:
      g_signal_emit (self, signals[SIGNAL_PAYLOAD_SENT], 0, event->from, event->xml, event->len);
      if (event->key != NULL)
        g_signal_emit (self, signals[SIGNAL_SEEN], 0, event->key);
      break;

    case EVENT_FLUSHED:
      g_task_return_boolean (event->task, TRUE);
      g_clear_object (&event->task);
      break;

    case EVENT_ARCHIVE_PAGE:
      g_signal_emit (self, signals[SIGNAL_ARCHIVE_READ], 0, event->from);
      break;

    case EVENT_ARCHIVE_DONE:
      g_object_set_data (G_OBJECT (event->task), "complete", GINT_TO_POINTER (event->complete));
      g_task_return_int (event->task, event->len);
      g_clear_object (&event->task);
      break;

    default:
      g_assert_not_reached ();
    }

  return G_SOURCE_REMOVE;
}

static void
push_command (QuintetXmpp *self,
              Command     *command)
{
  const char *error;

  if (have_strophe)
    {
      g_async_queue_push (self->commands, command);
      return;
    }
  /* No library, no worker: what waits for an answer is told why */
  quintet_strophe_open (NULL, &error);
  if (command->task != NULL)
    g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", error);
  command_free (command);
}

/* ---------------------------------------------------------------- worker thread */

/* Hands an event to the main context, if the object is still there */
static void
post_event (Worker *worker,
            Event  *event)
{
  event->self = g_weak_ref_get (worker->object);
  if (event->self == NULL)
    {
      event_free (event);
      return;
    }
  g_main_context_invoke_full (worker->context, G_PRIORITY_DEFAULT, dispatch_event, event,
                              (GDestroyNotify) event_free);
}

static void
post_state (Worker           *worker,
            QuintetXmppState  state,
            char             *message)
{
  Event *event = g_new0 (Event, 1);

  event->kind = EVENT_STATE;
  event->state = state;
  event->message = message;
  if (state == QUINTET_XMPP_CONNECTED && worker->conn != NULL)
    event->bound_jid = g_strdup (strophe.xmpp_conn_get_bound_jid (worker->conn));
  post_event (worker, event);
}

static void
fail_flushes (Worker *worker)
{
  GTask *task;

  worker->flush_deadline = 0;
  while ((task = g_queue_pop_head (&worker->flushes)) != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                               "%s", _("The connection was lost"));
      g_object_unref (task);
    }
  g_hash_table_remove_all (worker->ping_ids);

  if (worker->archive_task != NULL)
    {
      g_task_return_new_error (worker->archive_task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                               "%s", _("The connection was lost"));
      g_clear_object (&worker->archive_task);
    }
  g_clear_pointer (&worker->archive_after, g_free);
  g_clear_pointer (&worker->archive_query, g_free);
  g_clear_pointer (&worker->archive_iq, g_free);
  g_clear_pointer (&worker->archive_seen, g_hash_table_unref);
}

static void
log_handler (void             *userdata,
             xmpp_log_level_t  level,
             const char       *area,
             const char       *msg)
{
  Worker *worker = userdata;

  /* Why an attempt failed, for a line in the player's words: libstrophe's
   * connection handler tells only that it did */
  if (strstr (msg, "connection successful") != NULL)
    worker->reached = TRUE;
  else if (strstr (msg, "auth failed") != NULL || strstr (msg, "Cannot authenticate") != NULL)
    worker->auth_failed = TRUE;
  else if (strstr (msg, "mandatory") != NULL)
    worker->no_tls = TRUE;
  else if (strstr (msg, "Couldn't start TLS") != NULL)
    worker->tls_failed = TRUE;

  /* libstrophe's debug output holds every stanza, the password's SASL
   * exchange included: only with QUINTET_XMPP_DEBUG=1 */
  if (level >= XMPP_LEVEL_WARN)
    g_debug ("libstrophe %s: %s", area, msg);
  else if (worker->debug)
    g_printerr ("libstrophe %s: %s\n", area, msg);
}

static int
certfail_handler (const xmpp_tlscert_t *cert,
                  const char           *errormsg)
{
  Worker *worker = g_private_get (&current_worker);

  g_debug ("certificate refused: %s", errormsg);
  if (worker != NULL)
    worker->cert_failed = TRUE;
  return 0;
}

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
static gboolean archive_id_is_valid (const char *id);

/* "SENDER ID": the sender's bare JID and the message's id, or NULL */
static char *
message_key (xmpp_stanza_t *message)
{
  const char *from = strophe.xmpp_stanza_get_from (message);
  const char *id = strophe.xmpp_stanza_get_id (message);
  g_autofree char *bare = from != NULL ? quintet_online_bare_jid (from) : NULL;

  if (bare == NULL || id == NULL || !archive_id_is_valid (id) || strchr (id, ' ') != NULL)
    return NULL;
  return g_strconcat (bare, " ", id, NULL);
}

/* What our own account's server says: an answer or a message from our
 * bare JID, or with no sender at all (the server on our account's behalf) */
static gboolean
from_own_account (Worker        *worker,
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
  if (!from_own_account (worker, stanza))
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

static int
message_handler (xmpp_conn_t   *conn,
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
      if (origin == MESSAGE_OURS_DIRECT)
        handle_carbon (worker, stanza, from);
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
  post_event (worker, event);
}

static int
ping_result_handler (xmpp_conn_t   *conn,
                     xmpp_stanza_t *stanza,
                     void          *userdata)
{
  Worker *worker = userdata;
  const char *id = strophe.xmpp_stanza_get_id (stanza);
  GTask *task;

  /* Pings are answered in order: the oldest flush is done */
  if (id == NULL || !g_hash_table_remove (worker->ping_ids, id))
    return 0;
  task = g_queue_pop_head (&worker->flushes);
  worker->flush_deadline = g_queue_is_empty (&worker->flushes)
                           ? 0 : g_get_monotonic_time () + FLUSH_TIMEOUT_S * G_USEC_PER_SEC;
  if (task != NULL)
    {
      /* Through the same queue of events as the payloads, so that the
       * caller hears of every payload that came before the answer first */
      Event *event = g_new0 (Event, 1);

      event->kind = EVENT_FLUSHED;
      event->task = task;
      post_event (worker, event);
    }
  return 0;
}

static void
send_ping (Worker *worker,
           GTask  *task)
{
  char *id = strophe.xmpp_uuid_gen (worker->ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (worker->ctx, "get", id);
  xmpp_stanza_t *ping = strophe.xmpp_stanza_new (worker->ctx);

  strophe.xmpp_stanza_set_to (iq, worker->domain);
  strophe.xmpp_stanza_set_name (ping, "ping");
  strophe.xmpp_stanza_set_ns (ping, PING_NS);
  strophe.xmpp_stanza_add_child_ex (iq, ping, 0);
  g_hash_table_add (worker->ping_ids, g_strdup (id));
  if (g_queue_is_empty (&worker->flushes))
    worker->flush_deadline = g_get_monotonic_time () + FLUSH_TIMEOUT_S * G_USEC_PER_SEC;
  g_queue_push_tail (&worker->flushes, task);
  strophe.xmpp_id_handler_add (worker->conn, ping_result_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (worker->ctx, id);
}

/* ---------------------------------------------------------------- the archive */

static xmpp_stanza_t *
new_element (xmpp_ctx_t *ctx,
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
  xmpp_stanza_t *element = new_element (ctx, name, NULL);
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
  xmpp_stanza_t *field = new_element (strophe.xmpp_stanza_get_context (form), "field", NULL);

  strophe.xmpp_stanza_set_attribute (field, "var", var);
  if (type != NULL)
    strophe.xmpp_stanza_set_attribute (field, "type", type);
  add_text_element (field, "value", value);
  strophe.xmpp_stanza_add_child_ex (form, field, 0);
}

/* An archive's id as a cursor: short, printable, one line */
static gboolean
archive_id_is_valid (const char *id)
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
    post_event (worker, event);
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
  if (!from_own_account (worker, stanza))
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
      if (last_id == NULL || !archive_id_is_valid (last_id))
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
      post_event (worker, event);
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
  xmpp_stanza_t *query = new_element (ctx, "query", MAM_NS);
  xmpp_stanza_t *form = new_element (ctx, "x", DATA_NS);
  xmpp_stanza_t *set = new_element (ctx, "set", RSM_NS);
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
static void
send_archive_disco (Worker *worker)
{
  xmpp_ctx_t *ctx = worker->ctx;
  char *id = strophe.xmpp_uuid_gen (ctx);
  xmpp_stanza_t *iq = strophe.xmpp_iq_new (ctx, "get", id);

  strophe.xmpp_stanza_set_to (iq, worker->own_bare);
  strophe.xmpp_stanza_add_child_ex (iq, new_element (ctx, "query", DISCO_INFO_NS), 0);
  g_free (worker->archive_iq);
  worker->archive_iq = g_strdup (id);
  strophe.xmpp_id_handler_add (worker->conn, archive_disco_handler, id, worker);
  strophe.xmpp_send (worker->conn, iq);
  strophe.xmpp_stanza_release (iq);
  strophe.xmpp_free (ctx, id);
}

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

static void
send_signed_in (Worker *worker)
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
  strophe.xmpp_send (worker->conn, presence);
  strophe.xmpp_stanza_release (presence);
}

static char *
describe_failure (Worker                 *worker,
                  int                     error,
                  xmpp_stream_error_t    *stream_error)
{
  g_debug ("sign-in failed: error %d, stream error %s, reached %d, certificate %d, TLS %d, authentication %d",
           error, stream_error != NULL && stream_error->text != NULL ? stream_error->text : "-",
           worker->reached, !worker->cert_failed, !worker->no_tls, !worker->auth_failed);
  if (worker->cert_failed)
    return g_strdup_printf (_("The server %s did not prove that it is %s"), worker->domain, worker->domain);
  if (worker->no_tls)
    return g_strdup_printf (_("The server %s does not offer an encrypted connection"), worker->domain);
  if (worker->tls_failed)
    return g_strdup_printf (_("The server %s could not set up an encrypted connection"), worker->domain);
  if (worker->auth_failed)
    return g_strdup (_("The server refused the address or the password"));
  if (!worker->reached)
    return g_strdup_printf (_("The server %s cannot be reached"), worker->domain);
  return g_strdup_printf (_("The server %s refused the connection"), worker->domain);
}

static void start_connection (Worker *worker);

/* The next try, waiting longer each time: 2 s, 4 s … up to 15 s; says
 * @why (taken) and when, in the player's words */
static char *
schedule_retry (Worker *worker,
                char   *why)
{
  g_autofree char *reason = why;

  worker->retry_s = worker->retry_s == 0 ? RETRY_FIRST_S : MIN (2 * worker->retry_s, RETRY_MAX_S);
  worker->retry_at = g_get_monotonic_time () + worker->retry_s * G_USEC_PER_SEC;
  /* Translators: %s is why signing in failed ("The server example.org
   * cannot be reached"), %u seconds */
  return g_strdup_printf (_("%s: trying again in %u s"), reason, worker->retry_s);
}

static void
conn_handler (xmpp_conn_t         *conn,
              xmpp_conn_event_t    status,
              int                  error,
              xmpp_stream_error_t *stream_error,
              void                *userdata)
{
  Worker *worker = userdata;

  if (status == XMPP_CONN_CONNECT)
    {
      worker->signed_in = TRUE;
      worker->keep_trying = TRUE;
      worker->retry_s = 0;
      g_free (worker->own_bare);
      worker->own_bare = g_ascii_strdown (worker->jid, -1);
      if (strchr (worker->own_bare, '/') != NULL)
        *strchr (worker->own_bare, '/') = '\0';
      strophe.xmpp_handler_add (conn, message_handler, NULL, "message", NULL, worker);
      send_signed_in (worker);
      post_state (worker, QUINTET_XMPP_CONNECTED, NULL);
      return;
    }
  if (status != XMPP_CONN_DISCONNECT && status != XMPP_CONN_FAIL)
    return;

  fail_flushes (worker);
  /* We closed it: whoever asked reports the state */
  if (worker->closing)
    return;
  /* A connection that was up and is lost (the server restarted, the
   * network went), or an attempt to get it back that failed the same way:
   * try again, waiting longer each time. A refusal (the password, the
   * certificate, no TLS) is for the player to mend: no more tries. */
  if (worker->signed_in ||
      (worker->keep_trying && !worker->auth_failed && !worker->cert_failed &&
       !worker->no_tls && !worker->tls_failed))
    {
      /* Translators: %s is the server's name, e.g. example.org */
      char *why = worker->signed_in ? g_strdup_printf (_("The connection to %s was lost"), worker->domain)
                                    : describe_failure (worker, error, stream_error);

      g_debug ("connection lost (error %d): signing in again", error);
      post_state (worker, QUINTET_XMPP_CONNECTING, schedule_retry (worker, why));
      return;
    }
  /* A persistent sign-in that has not been up yet (the app started before
   * the network): says why, and tries again all the same */
  if (worker->persistent && !worker->auth_failed && !worker->cert_failed &&
      !worker->no_tls && !worker->tls_failed)
    post_state (worker, QUINTET_XMPP_FAILED, schedule_retry (worker, describe_failure (worker, error, stream_error)));
  else
    post_state (worker, QUINTET_XMPP_FAILED, describe_failure (worker, error, stream_error));
}

/* Frees the connection once libstrophe is done with it */
static void
drop_connection (Worker *worker)
{
  if (worker->conn == NULL)
    return;
  if (strophe.xmpp_conn_is_connected (worker->conn) || strophe.xmpp_conn_is_connecting (worker->conn))
    {
      gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

      /* The stream closed properly, what was queued sent first */
      worker->closing = TRUE;
      strophe.xmpp_disconnect (worker->conn);
      while (!strophe.xmpp_conn_is_disconnected (worker->conn) && g_get_monotonic_time () < deadline)
        strophe.xmpp_run_once (worker->ctx, ROUND_MS);
    }
  fail_flushes (worker);
  strophe.xmpp_conn_release (worker->conn);
  worker->conn = NULL;
  worker->signed_in = FALSE;
}

static void
start_connection (Worker *worker)
{
  const char *server = g_getenv ("QUINTET_XMPP_SERVER");
  const char *cafile = g_getenv ("QUINTET_XMPP_CAFILE");
  g_autofree char *host = NULL;
  unsigned short port = 0;

  /* The old connection closes quietly: the state goes on to the new one's */
  drop_connection (worker);
  worker->conn = strophe.xmpp_conn_new (worker->ctx);
  worker->closing = FALSE;
  worker->cert_failed = FALSE;
  worker->reached = FALSE;
  worker->auth_failed = FALSE;
  worker->no_tls = FALSE;
  worker->tls_failed = FALSE;
  worker->signed_in = FALSE;
  worker->retry_at = 0;
  /* TLS or nothing: no password in plain text, ever */
  strophe.xmpp_conn_set_flags (worker->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (cafile != NULL && *cafile != '\0')
    strophe.xmpp_conn_set_cafile (worker->conn, cafile);
  strophe.xmpp_conn_set_certfail_handler (worker->conn, certfail_handler);
  /* TCP keepalives: a connection that died quietly (a laptop's lid shut,
   * a network gone) is noticed, and signed in again */
  strophe.xmpp_conn_set_sockopt_callback (worker->conn, strophe.xmpp_sockopt_cb_keepalive);
  if (worker->device_prefix != NULL)
    {
      /* A resource of this device's, new for each connection (the
       * server's copy of a lost one may linger) */
      g_autofree char *full = g_strdup_printf ("%s/%s%08x", worker->jid, worker->device_prefix,
                                               g_random_int ());

      strophe.xmpp_conn_set_jid (worker->conn, full);
    }
  else
    strophe.xmpp_conn_set_jid (worker->conn, worker->jid);
  strophe.xmpp_conn_set_pass (worker->conn, worker->password);

  if (server != NULL && *server != '\0')
    {
      const char *colon = strrchr (server, ':');
      guint64 number = 0;

      if (colon != NULL && g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &number, NULL))
        {
          host = g_strndup (server, colon - server);
          port = number;
        }
      else
        host = g_strdup (server);
    }

  if (strophe.xmpp_connect_client (worker->conn, host, port, conn_handler, worker) != XMPP_EOK)
    {
      char *why = g_strdup_printf (_("The server %s cannot be reached"), worker->domain);

      strophe.xmpp_conn_release (worker->conn);
      worker->conn = NULL;
      /* No network at all, for now: later (a sign-in that was up, or a
       * persistent one), else said */
      if (worker->keep_trying)
        post_state (worker, QUINTET_XMPP_CONNECTING, schedule_retry (worker, why));
      else if (worker->persistent)
        post_state (worker, QUINTET_XMPP_FAILED, schedule_retry (worker, why));
      else
        post_state (worker, QUINTET_XMPP_FAILED, why);
    }
}

static void
send_message (Worker     *worker,
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
  strophe.xmpp_stanza_add_child_ex (message, new_element (worker->ctx, "store", HINTS_NS), 0);
  strophe.xmpp_send (worker->conn, message);
  strophe.xmpp_stanza_release (message);
  strophe.xmpp_free (worker->ctx, id);
}

/* For tests: the text inside the message as it is, whatever it holds */
static void
send_raw (Worker     *worker,
          const char *to,
          const char *xml)
{
  g_autofree char *escaped_to = g_markup_escape_text (to, -1);
  g_autofree char *stanza = g_strdup_printf ("<message type='chat' to='%s'>%s</message>", escaped_to, xml);

  strophe.xmpp_send_raw (worker->conn, stanza, strlen (stanza));
}

static void
handle_command (Worker  *worker,
                Command *command)
{
  gboolean up = worker->conn != NULL && worker->signed_in;

  switch (command->kind)
    {
    case COMMAND_CONNECT:
      g_free (worker->jid);
      worker->jid = g_steal_pointer (&command->jid);
      if (worker->password != NULL)
        memset (worker->password, 0, strlen (worker->password));
      g_free (worker->password);
      worker->password = g_steal_pointer (&command->password);
      worker->receiving = command->receiving;
      g_clear_pointer (&worker->device_prefix, g_free);
      if (command->device != NULL && strchr (worker->jid, '/') == NULL)
        worker->device_prefix = g_strdup_printf ("quintet-%s-", command->device);
      worker->persistent = command->persistent;
      g_free (worker->domain);
      worker->domain = g_strdup (strchr (worker->jid, '@') != NULL ? strchr (worker->jid, '@') + 1 : worker->jid);
      if (strchr (worker->domain, '/') != NULL)
        *strchr (worker->domain, '/') = '\0';
      worker->retry_s = 0;
      worker->keep_trying = FALSE;
      start_connection (worker);
      break;

    case COMMAND_DISCONNECT:
      if (worker->conn != NULL || worker->retry_at != 0)
        {
          worker->retry_at = 0;
          worker->keep_trying = FALSE;
          drop_connection (worker);
          post_state (worker, QUINTET_XMPP_DISCONNECTED, NULL);
        }
      break;

    case COMMAND_SEND:
      if (up)
        send_message (worker, command->to, command->xml, command->body);
      else
        g_debug ("Not connected: a payload for %s dropped", command->to);
      break;

    case COMMAND_SEND_RAW:
      if (up)
        send_raw (worker, command->to, command->xml);
      break;

    case COMMAND_FLUSH:
      if (up)
        send_ping (worker, g_steal_pointer (&command->task));
      break;

    case COMMAND_ARCHIVE:
      if (up && worker->archive_task == NULL)
        {
          worker->archive_task = g_steal_pointer (&command->task);
          worker->archive_after = g_steal_pointer (&command->after);
          worker->archive_window = FALSE;
          worker->archive_pages = 0;
          worker->archive_payloads = 0;
          worker->archive_complete = FALSE;
          worker->archive_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          for (guint i = 0; command->seen != NULL && command->seen[i] != NULL; i++)
            g_hash_table_add (worker->archive_seen, g_strdup (command->seen[i]));
          send_archive_disco (worker);
        }
      else if (up)
        {
          g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_PENDING,
                                   "%s", _("The message archive is being read already"));
          g_clear_object (&command->task);
        }
      break;

    case COMMAND_QUIT:
      worker->retry_at = 0;
      drop_connection (worker);
      worker->quit = TRUE;
      break;

    default:
      g_assert_not_reached ();
    }
  command_free (command);
}

static gpointer
worker_main (gpointer data)
{
  Worker *worker = data;
  xmpp_log_t log = { log_handler, worker };
  Command *command;

  g_private_set (&current_worker, worker);
  worker->ctx = strophe.xmpp_ctx_new (NULL, &log);
  worker->ping_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  while (!worker->quit)
    {
      if (worker->conn == NULL && worker->retry_at != 0)
        {
          /* Not even a connection to wait on: sleep until the next try */
          gint64 wait = worker->retry_at - g_get_monotonic_time ();

          command = wait > 0 ? g_async_queue_timeout_pop (worker->commands, wait) : NULL;
          if (command != NULL)
            handle_command (worker, command);
          else
            start_connection (worker);
          continue;
        }
      if (worker->conn == NULL)
        {
          /* Nothing on the network: sleep until a command comes */
          command = g_async_queue_pop (worker->commands);
          handle_command (worker, command);
          continue;
        }
      while (!worker->quit && (command = g_async_queue_try_pop (worker->commands)) != NULL)
        handle_command (worker, command);
      if (worker->quit || worker->conn == NULL)
        continue;
      if (worker->retry_at != 0 && g_get_monotonic_time () >= worker->retry_at)
        start_connection (worker);
      if (worker->conn != NULL)
        strophe.xmpp_run_once (worker->ctx, ROUND_MS);
      if (worker->conn != NULL && worker->flush_deadline != 0 &&
          g_get_monotonic_time () > worker->flush_deadline)
        {
          g_message ("The server did not answer in %d s: signing in again", FLUSH_TIMEOUT_S);
          worker->flush_deadline = 0;
          strophe.xmpp_disconnect (worker->conn);
        }
      if (worker->conn != NULL && worker->retry_at == 0 && strophe.xmpp_conn_is_disconnected (worker->conn))
        {
          /* Failed or closed for good: the connection is of no more use */
          strophe.xmpp_conn_release (worker->conn);
          worker->conn = NULL;
          worker->signed_in = FALSE;
        }
    }

  fail_flushes (worker);
  g_hash_table_unref (worker->ping_ids);
  strophe.xmpp_ctx_free (worker->ctx);
  if (worker->password != NULL)
    memset (worker->password, 0, strlen (worker->password));
  g_free (worker->password);
  g_free (worker->jid);
  g_free (worker->domain);
  g_free (worker->own_bare);
  g_free (worker->device_prefix);
  g_async_queue_unref (worker->commands);
  g_main_context_unref (worker->context);
  g_free (worker);
  return NULL;
}

/* ---------------------------------------------------------------- object */

static void
quintet_xmpp_dispose (GObject *object)
{
  QuintetXmpp *self = QUINTET_XMPP (object);

  if (self->thread != NULL)
    {
      Command *command = g_new0 (Command, 1);

      command->kind = COMMAND_QUIT;
      push_command (self, command);
      g_thread_join (g_steal_pointer (&self->thread));
    }

  G_OBJECT_CLASS (quintet_xmpp_parent_class)->dispose (object);
}

static void
quintet_xmpp_finalize (GObject *object)
{
  QuintetXmpp *self = QUINTET_XMPP (object);

  g_weak_ref_clear (&self->weak_self);
  g_async_queue_unref (self->commands);
  g_main_context_unref (self->context);
  g_free (self->error_message);
  g_free (self->bound_jid);
  g_free (self->device);

  G_OBJECT_CLASS (quintet_xmpp_parent_class)->finalize (object);
}

static void
quintet_xmpp_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QuintetXmpp *self = QUINTET_XMPP (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_xmpp_class_init (QuintetXmppClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_xmpp_dispose;
  object_class->finalize = quintet_xmpp_finalize;
  object_class->get_property = quintet_xmpp_get_property;

  /* An int, not an enum type: the engine's enum types are generated
   * from other headers (quintet-enums) */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      QUINTET_XMPP_DISCONNECTED, QUINTET_XMPP_FAILED, QUINTET_XMPP_DISCONNECTED,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PAYLOAD] =
    g_signal_new ("payload",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_ULONG /* gsize */);
  signals[SIGNAL_PAYLOAD_SENT] =
    g_signal_new ("payload-sent",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_ULONG /* gsize */);
  signals[SIGNAL_SEEN] =
    g_signal_new ("seen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_ARCHIVE_READ] =
    g_signal_new ("archive-read",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  have_strophe = quintet_strophe_open (&strophe, NULL);
}

static void
quintet_xmpp_init (QuintetXmpp *self)
{
  Worker *worker;

  self->context = g_main_context_ref_thread_default ();
  self->commands = g_async_queue_new_full ((GDestroyNotify) command_free);
  g_weak_ref_init (&self->weak_self, self);
  if (!have_strophe)
    return;

  worker = g_new0 (Worker, 1);
  worker->commands = g_async_queue_ref (self->commands);
  worker->object = &self->weak_self;
  worker->context = g_main_context_ref (self->context);
  worker->debug = g_strcmp0 (g_getenv ("QUINTET_XMPP_DEBUG"), "1") == 0;
  self->thread = g_thread_new ("quintet-xmpp", worker_main, worker);
}

QuintetXmpp *
quintet_xmpp_new (void)
{
  return g_object_new (QUINTET_TYPE_XMPP, NULL);
}

void
quintet_xmpp_connect (QuintetXmpp *self,
                      const char  *jid,
                      const char  *password)
{
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));
  g_return_if_fail (jid != NULL);
  g_return_if_fail (password != NULL);

  command = g_new0 (Command, 1);
  command->kind = COMMAND_CONNECT;
  command->jid = g_strdup (jid);
  command->password = g_strdup (password);
  command->receiving = !self->not_receiving;
  command->device = g_strdup (self->device);
  command->persistent = self->persistent;
  g_clear_pointer (&self->error_message, g_free);
  if (!have_strophe)
    {
      const char *error;

      quintet_strophe_open (NULL, &error);
      self->error_message = g_strdup (error);
      set_state (self, QUINTET_XMPP_FAILED);
    }
  else
    set_state (self, QUINTET_XMPP_CONNECTING);
  push_command (self, command);
}

void
quintet_xmpp_set_receiving (QuintetXmpp *self,
                            gboolean     receiving)
{
  g_return_if_fail (QUINTET_IS_XMPP (self));

  self->not_receiving = !receiving;
}

void
quintet_xmpp_set_device (QuintetXmpp *self,
                         const char  *device)
{
  g_return_if_fail (QUINTET_IS_XMPP (self));

  g_free (self->device);
  self->device = NULL;
  if (device == NULL)
    return;
  for (const char *c = device; *c != '\0'; c++)
    g_return_if_fail (g_ascii_isalnum (*c));
  g_return_if_fail (*device != '\0' && strlen (device) <= 64);
  self->device = g_strdup (device);
}

void
quintet_xmpp_set_persistent (QuintetXmpp *self,
                             gboolean     persistent)
{
  g_return_if_fail (QUINTET_IS_XMPP (self));

  self->persistent = persistent;
}

void
quintet_xmpp_disconnect (QuintetXmpp *self)
{
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));

  command = g_new0 (Command, 1);
  command->kind = COMMAND_DISCONNECT;
  push_command (self, command);
}

QuintetXmppState
quintet_xmpp_get_state (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), QUINTET_XMPP_DISCONNECTED);

  return self->state;
}

const char *
quintet_xmpp_get_error_message (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), NULL);

  return self->state == QUINTET_XMPP_FAILED || self->state == QUINTET_XMPP_CONNECTING ? self->error_message : NULL;
}

const char *
quintet_xmpp_get_bound_jid (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), NULL);

  return self->state == QUINTET_XMPP_CONNECTED ? self->bound_jid : NULL;
}

void
quintet_xmpp_send (QuintetXmpp *self,
                   const char  *to,
                   const char  *payload_xml,
                   const char  *body)
{
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));
  g_return_if_fail (to != NULL);
  g_return_if_fail (payload_xml != NULL);

  command = g_new0 (Command, 1);
  command->kind = COMMAND_SEND;
  command->to = g_strdup (to);
  command->xml = g_strdup (payload_xml);
  command->body = g_strdup (body);
  push_command (self, command);
}

void
quintet_xmpp_send_raw (QuintetXmpp *self,
                       const char  *to,
                       const char  *xml)
{
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));
  g_return_if_fail (to != NULL);
  g_return_if_fail (xml != NULL);

  command = g_new0 (Command, 1);
  command->kind = COMMAND_SEND_RAW;
  command->to = g_strdup (to);
  command->xml = g_strdup (xml);
  push_command (self, command);
}

void
quintet_xmpp_flush_async (QuintetXmpp         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, quintet_xmpp_flush_async);
  if (self->state != QUINTET_XMPP_CONNECTED)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                               "%s", _("Not signed in"));
      return;
    }
  command = g_new0 (Command, 1);
  command->kind = COMMAND_FLUSH;
  command->task = g_steal_pointer (&task);
  push_command (self, command);
}

gboolean
quintet_xmpp_flush_finish (QuintetXmpp   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
quintet_xmpp_read_archive_async (QuintetXmpp         *self,
                                 const char          *after_id,
                                 const char * const  *seen,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, quintet_xmpp_read_archive_async);
  if (self->state != QUINTET_XMPP_CONNECTED)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                               "%s", _("Not signed in"));
      return;
    }
  command = g_new0 (Command, 1);
  command->kind = COMMAND_ARCHIVE;
  /* An id that is not one (a damaged file): the window instead */
  if (after_id != NULL && archive_id_is_valid (after_id))
    command->after = g_strdup (after_id);
  command->seen = g_strdupv ((char **) seen);
  command->task = g_steal_pointer (&task);
  push_command (self, command);
}

gboolean
quintet_xmpp_read_archive_finish (QuintetXmpp   *self,
                                  GAsyncResult  *result,
                                  guint         *n_payloads,
                                  gboolean      *complete,
                                  GError       **error)
{
  gssize n;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  n = g_task_propagate_int (G_TASK (result), error);
  if (n_payloads != NULL)
    *n_payloads = MAX (n, 0);
  if (complete != NULL)
    *complete = n >= 0 && g_object_get_data (G_OBJECT (result), "complete") != NULL;
  return n >= 0;
}
