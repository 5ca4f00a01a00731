/* quintet-xmpp.c — one XMPP connection through libstrophe, on a thread of
 * its own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe is not thread-safe: every call to it happens on the worker
 * thread, which owns the context and the connection. The main thread only
 * queues commands (connect, send, …) on an asynchronous queue; the worker
 * picks them up between rounds of xmpp_run_once() and hands what happens
 * (a state, a payload, a flush done) back to the main context as events.
 * The worker reaches the object only through a weak reference, so an
 * object dropped while events are under way is simply not told.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <strophe.h>

#include "quintet-online.h"
#include "quintet-xmpp.h"

#define CARBONS_NS "urn:xmpp:carbons:2"
#define FORWARD_NS "urn:xmpp:forward:0"
#define PING_NS    "urn:xmpp:ping"
/* How long one round of xmpp_run_once() waits for the network before the
 * queued commands are looked at again: the delay of a send, at worst */
#define ROUND_MS 20
/* Waits before signing in again after a connection that was up is lost */
#define RETRY_FIRST_S 2
#define RETRY_MAX_S   60

typedef enum {
  COMMAND_CONNECT,
  COMMAND_DISCONNECT,
  COMMAND_SEND,
  COMMAND_SEND_RAW,
  COMMAND_FLUSH,
  COMMAND_QUIT,
} CommandKind;

typedef struct {
  CommandKind kind;
  char       *jid;      /* CONNECT */
  char       *password; /* CONNECT */
  gboolean    receiving; /* CONNECT */
  gboolean    persistent; /* CONNECT */
  char       *to;       /* SEND, SEND_RAW */
  char       *xml;      /* SEND, SEND_RAW */
  char       *body;     /* SEND */
  GTask      *task;     /* FLUSH */
} Command;

typedef enum {
  EVENT_STATE,
  EVENT_PAYLOAD,
  EVENT_PAYLOAD_SENT,
  EVENT_FLUSHED,
} EventKind;

typedef struct {
  EventKind         kind;
  QuintetXmpp      *self;
  QuintetXmppState  state;
  char             *message;   /* STATE: the error, FAILED */
  char             *bound_jid; /* STATE: CONNECTED */
  char             *from;      /* PAYLOAD; PAYLOAD_SENT: the address it went to */
  char             *xml;       /* PAYLOAD */
  gsize             len;
  GTask            *task;      /* FLUSHED */
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
  gboolean      persistent;     /* quintet_xmpp_set_persistent() */
  char         *domain;
  char         *own_bare;
  GQueue        flushes;        /* GTask, in the order of their pings */
  GHashTable   *ping_ids;       /* id → nothing: our pings in flight */
  gboolean      signed_in;      /* CONNECTED was reported for this connection */
  gboolean      keep_trying;    /* … or for an earlier one of this sign-in */
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
      g_free (self->error_message);
      self->error_message = g_steal_pointer (&event->message);
      g_free (self->bound_jid);
      self->bound_jid = g_steal_pointer (&event->bound_jid);
      set_state (self, event->state);
      break;

    case EVENT_PAYLOAD:
      g_signal_emit (self, signals[SIGNAL_PAYLOAD], 0, event->from, event->xml, event->len);
      break;

    case EVENT_PAYLOAD_SENT:
      g_signal_emit (self, signals[SIGNAL_PAYLOAD_SENT], 0, event->from, event->xml, event->len);
      break;

    case EVENT_FLUSHED:
      g_task_return_boolean (event->task, TRUE);
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
  g_async_queue_push (self->commands, command);
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
    event->bound_jid = g_strdup (xmpp_conn_get_bound_jid (worker->conn));
  post_event (worker, event);
}

static void
fail_flushes (Worker *worker)
{
  GTask *task;

  while ((task = g_queue_pop_head (&worker->flushes)) != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                               "%s", _("The connection was lost"));
      g_object_unref (task);
    }
  g_hash_table_remove_all (worker->ping_ids);
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
  if (xmpp_stanza_is_text (stanza))
    return length + escaped_length (xmpp_stanza_get_text_ptr (stanza), FALSE);

  name = xmpp_stanza_get_name (stanza);
  length += 2 * strlen (name) + 5;
  n_attributes = xmpp_stanza_get_attribute_count (stanza);
  attributes = g_newa (const char *, 2 * n_attributes + 1);
  n_attributes = xmpp_stanza_get_attributes (stanza, attributes, 2 * n_attributes);
  for (int i = 0; i + 1 < n_attributes && length <= limit; i += 2)
    length += strlen (attributes[i]) + 4 + escaped_length (attributes[i + 1], TRUE);

  for (xmpp_stanza_t *child = xmpp_stanza_get_children (stanza);
       child != NULL && length <= limit;
       child = xmpp_stanza_get_next (child))
    length = stanza_length (child, limit, length);

  return length;
}

typedef enum {
  MESSAGE_OURS_DIRECT,  /* came to us */
  MESSAGE_CARBON_RECEIVED,  /* came to another of our devices */
  MESSAGE_CARBON_SENT,  /* another of our devices sent it */
} MessageOrigin;

static void handle_message_stanza (Worker        *worker,
                                   xmpp_stanza_t *stanza,
                                   MessageOrigin  origin);

static int
message_handler (xmpp_conn_t   *conn,
                 xmpp_stanza_t *stanza,
                 void          *userdata)
{
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

  carbon = xmpp_stanza_get_child_by_name_and_ns (stanza, "received", CARBONS_NS);
  if (carbon == NULL)
    {
      carbon = xmpp_stanza_get_child_by_name_and_ns (stanza, "sent", CARBONS_NS);
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
  forwarded = xmpp_stanza_get_child_by_name_and_ns (carbon, "forwarded", FORWARD_NS);
  inner = forwarded != NULL ? xmpp_stanza_get_child_by_name (forwarded, "message") : NULL;
  if (inner != NULL)
    handle_message_stanza (worker, inner, origin);
  return TRUE;
}

static void
handle_message_stanza (Worker        *worker,
                       xmpp_stanza_t *stanza,
                       MessageOrigin  origin)
{
  const char *from = xmpp_stanza_get_from (stanza);
  const char *to = xmpp_stanza_get_to (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *payload;
  char *xml = NULL;
  size_t len = 0;
  gsize length;
  Event *event;

  /* A bounce of our own message, or a message from the server itself */
  if (g_strcmp0 (type, "error") == 0 || from == NULL)
    return;

  payload = xmpp_stanza_get_child_by_name_and_ns (stanza, "game", QUINTET_ONLINE_NS);
  if (payload == NULL)
    {
      if (origin == MESSAGE_OURS_DIRECT)
        handle_carbon (worker, stanza, from);
      return;
    }
  if (origin == MESSAGE_CARBON_SENT && to == NULL)
    return;

  length = stanza_length (payload, QUINTET_ONLINE_MAX_PAYLOAD, 0);
  if (length > QUINTET_ONLINE_MAX_PAYLOAD)
    {
      g_message ("Refused a payload from %s: larger than %u bytes", from, QUINTET_ONLINE_MAX_PAYLOAD);
      return;
    }
  if (xmpp_stanza_to_text (payload, &xml, &len) != XMPP_EOK)
    return;

  event = g_new0 (Event, 1);
  event->kind = origin == MESSAGE_CARBON_SENT ? EVENT_PAYLOAD_SENT : EVENT_PAYLOAD;
  event->from = g_strdup (origin == MESSAGE_CARBON_SENT ? to : from);
  event->xml = g_strndup (xml, len);
  event->len = len;
  xmpp_free (worker->ctx, xml);
  post_event (worker, event);
}

static int
ping_result_handler (xmpp_conn_t   *conn,
                     xmpp_stanza_t *stanza,
                     void          *userdata)
{
  Worker *worker = userdata;
  const char *id = xmpp_stanza_get_id (stanza);
  GTask *task;

  /* Pings are answered in order: the oldest flush is done */
  if (id == NULL || !g_hash_table_remove (worker->ping_ids, id))
    return 0;
  task = g_queue_pop_head (&worker->flushes);
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
  char *id = xmpp_uuid_gen (worker->ctx);
  xmpp_stanza_t *iq = xmpp_iq_new (worker->ctx, "get", id);
  xmpp_stanza_t *ping = xmpp_stanza_new (worker->ctx);

  xmpp_stanza_set_to (iq, worker->domain);
  xmpp_stanza_set_name (ping, "ping");
  xmpp_stanza_set_ns (ping, PING_NS);
  xmpp_stanza_add_child_ex (iq, ping, 0);
  g_hash_table_add (worker->ping_ids, g_strdup (id));
  g_queue_push_tail (&worker->flushes, task);
  xmpp_id_handler_add (worker->conn, ping_result_handler, id, worker);
  xmpp_send (worker->conn, iq);
  xmpp_stanza_release (iq);
  xmpp_free (worker->ctx, id);
}

static void
send_signed_in (Worker *worker)
{
  xmpp_stanza_t *presence = xmpp_presence_new (worker->ctx);
  xmpp_stanza_t *priority, *text;
  xmpp_stanza_t *iq = xmpp_iq_new (worker->ctx, "set", "carbons");
  xmpp_stanza_t *enable = xmpp_stanza_new (worker->ctx);

  /* Carbons first, so that no message between the two is missed */
  xmpp_stanza_set_name (enable, "enable");
  xmpp_stanza_set_ns (enable, CARBONS_NS);
  xmpp_stanza_add_child_ex (iq, enable, 0);
  xmpp_send (worker->conn, iq);
  xmpp_stanza_release (iq);

  if (!worker->receiving)
    {
      /* Messages to the account go to its other devices, or are kept */
      priority = xmpp_stanza_new (worker->ctx);
      text = xmpp_stanza_new (worker->ctx);
      xmpp_stanza_set_name (priority, "priority");
      xmpp_stanza_set_text (text, "-1");
      xmpp_stanza_add_child_ex (priority, text, 0);
      xmpp_stanza_add_child_ex (presence, priority, 0);
    }
  xmpp_send (worker->conn, presence);
  xmpp_stanza_release (presence);
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

/* The next try, waiting longer each time: 2 s, 4 s … up to a minute */
static void
schedule_retry (Worker *worker)
{
  worker->retry_s = worker->retry_s == 0 ? RETRY_FIRST_S : MIN (2 * worker->retry_s, RETRY_MAX_S);
  worker->retry_at = g_get_monotonic_time () + worker->retry_s * G_USEC_PER_SEC;
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
      xmpp_handler_add (conn, message_handler, NULL, "message", NULL, worker);
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
      schedule_retry (worker);
      g_debug ("connection lost (error %d): signing in again in %u s", error, worker->retry_s);
      post_state (worker, QUINTET_XMPP_CONNECTING, NULL);
      return;
    }
  post_state (worker, QUINTET_XMPP_FAILED, describe_failure (worker, error, stream_error));
  /* A persistent sign-in that has not been up yet (the app started before
   * the network): says why, and tries again all the same */
  if (worker->persistent && !worker->auth_failed && !worker->cert_failed &&
      !worker->no_tls && !worker->tls_failed)
    schedule_retry (worker);
}

/* Frees the connection once libstrophe is done with it */
static void
drop_connection (Worker *worker)
{
  if (worker->conn == NULL)
    return;
  if (xmpp_conn_is_connected (worker->conn) || xmpp_conn_is_connecting (worker->conn))
    {
      gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

      /* The stream closed properly, what was queued sent first */
      worker->closing = TRUE;
      xmpp_disconnect (worker->conn);
      while (!xmpp_conn_is_disconnected (worker->conn) && g_get_monotonic_time () < deadline)
        xmpp_run_once (worker->ctx, ROUND_MS);
    }
  fail_flushes (worker);
  xmpp_conn_release (worker->conn);
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
  worker->conn = xmpp_conn_new (worker->ctx);
  worker->closing = FALSE;
  worker->cert_failed = FALSE;
  worker->reached = FALSE;
  worker->auth_failed = FALSE;
  worker->no_tls = FALSE;
  worker->tls_failed = FALSE;
  worker->signed_in = FALSE;
  worker->retry_at = 0;
  /* TLS or nothing: no password in plain text, ever */
  xmpp_conn_set_flags (worker->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (cafile != NULL && *cafile != '\0')
    xmpp_conn_set_cafile (worker->conn, cafile);
  xmpp_conn_set_certfail_handler (worker->conn, certfail_handler);
  /* TCP keepalives: a connection that died quietly (a laptop's lid shut,
   * a network gone) is noticed, and signed in again */
  xmpp_conn_set_sockopt_callback (worker->conn, xmpp_sockopt_cb_keepalive);
  xmpp_conn_set_jid (worker->conn, worker->jid);
  xmpp_conn_set_pass (worker->conn, worker->password);

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

  if (xmpp_connect_client (worker->conn, host, port, conn_handler, worker) != XMPP_EOK)
    {
      xmpp_conn_release (worker->conn);
      worker->conn = NULL;
      if (worker->keep_trying)
        {
          /* No network at all, for now: later */
          schedule_retry (worker);
          return;
        }
      post_state (worker, QUINTET_XMPP_FAILED,
                  g_strdup_printf (_("The server %s cannot be reached"), worker->domain));
      if (worker->persistent)
        schedule_retry (worker);
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

  payload = xmpp_stanza_new_from_string (worker->ctx, xml);
  if (payload == NULL)
    {
      g_warning ("Not sent to %s: the payload is not XML", to);
      return;
    }
  id = xmpp_uuid_gen (worker->ctx);
  message = xmpp_message_new (worker->ctx, "chat", to, id);
  if (body != NULL)
    xmpp_message_set_body (message, body);
  xmpp_stanza_add_child_ex (message, payload, 0);
  xmpp_send (worker->conn, message);
  xmpp_stanza_release (message);
  xmpp_free (worker->ctx, id);
}

/* For tests: the text inside the message as it is, whatever it holds */
static void
send_raw (Worker     *worker,
          const char *to,
          const char *xml)
{
  g_autofree char *escaped_to = g_markup_escape_text (to, -1);
  g_autofree char *stanza = g_strdup_printf ("<message type='chat' to='%s'>%s</message>", escaped_to, xml);

  xmpp_send_raw (worker->conn, stanza, strlen (stanza));
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
  worker->ctx = xmpp_ctx_new (NULL, &log);
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
        xmpp_run_once (worker->ctx, ROUND_MS);
      if (worker->conn != NULL && worker->retry_at == 0 && xmpp_conn_is_disconnected (worker->conn))
        {
          /* Failed or closed for good: the connection is of no more use */
          xmpp_conn_release (worker->conn);
          worker->conn = NULL;
          worker->signed_in = FALSE;
        }
    }

  fail_flushes (worker);
  g_hash_table_unref (worker->ping_ids);
  xmpp_ctx_free (worker->ctx);
  if (worker->password != NULL)
    memset (worker->password, 0, strlen (worker->password));
  g_free (worker->password);
  g_free (worker->jid);
  g_free (worker->domain);
  g_free (worker->own_bare);
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

  xmpp_initialize ();
}

static void
quintet_xmpp_init (QuintetXmpp *self)
{
  Worker *worker = g_new0 (Worker, 1);

  self->context = g_main_context_ref_thread_default ();
  self->commands = g_async_queue_new_full ((GDestroyNotify) command_free);
  g_weak_ref_init (&self->weak_self, self);

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
  command->persistent = self->persistent;
  g_clear_pointer (&self->error_message, g_free);
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

  return self->state == QUINTET_XMPP_FAILED ? self->error_message : NULL;
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
