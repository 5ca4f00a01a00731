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

#include "quintet-context.h"
#include "quintet-online.h"
#include "quintet-xmpp-private.h"

QuintetStrophe _quintet_xmpp_strophe;
static gboolean have_strophe;

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
  char             *trusted_certificate;
  char             *error_message;
  QuintetXmppCertificate certificate;
  char             *certificate_issuer;
  char             *certificate_fingerprint;
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
  SIGNAL_CONTACTS,
  SIGNAL_BLOCK_LIST,
  SIGNAL_BODY,
  SIGNAL_QUINTET_PEER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

GPrivate _quintet_xmpp_current_worker;

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
  g_free (command->trusted);
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
  g_free (event->issuer);
  g_free (event->fingerprint);
  g_free (event->from);
  g_free (event->xml);
  g_free (event->key);
  g_strfreev (event->addresses);
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
        new_message = new_message || self->certificate != event->certificate ||
                      g_strcmp0 (self->certificate_fingerprint, event->fingerprint) != 0;
        self->certificate = event->certificate;
        g_free (self->certificate_issuer);
        self->certificate_issuer = g_steal_pointer (&event->issuer);
        g_free (self->certificate_fingerprint);
        self->certificate_fingerprint = g_steal_pointer (&event->fingerprint);
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

    case EVENT_BODY:
      g_signal_emit (self, signals[SIGNAL_BODY], 0, event->from, event->xml);
      break;

    case EVENT_FLUSHED:
      g_task_return_boolean (event->task, TRUE);
      g_clear_object (&event->task);
      break;

    case EVENT_ARCHIVE_PAGE:
      g_signal_emit (self, signals[SIGNAL_ARCHIVE_READ], 0, event->from);
      break;

    case EVENT_CONTACTS:
      g_signal_emit (self, signals[SIGNAL_CONTACTS], 0, event->addresses);
      break;

    case EVENT_BLOCK_LIST:
      g_signal_emit (self, signals[SIGNAL_BLOCK_LIST], 0, event->addresses);
      break;

    case EVENT_QUINTET_PEER:
      g_signal_emit (self, signals[SIGNAL_QUINTET_PEER], 0, event->from);
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
void
_quintet_xmpp_post_event (Worker *worker,
            Event  *event)
{
  event->self = g_weak_ref_get (worker->object);
  if (event->self == NULL)
    {
      event_free (event);
      return;
    }
  quintet_context_post (worker->context, dispatch_event, event, (GDestroyNotify) event_free,
                        "[quintet] xmpp event");
}

void
_quintet_xmpp_post_state (Worker           *worker,
            QuintetXmppState  state,
            char             *message)
{
  Event *event = g_new0 (Event, 1);

  event->kind = EVENT_STATE;
  event->state = state;
  event->message = message;
  if (state == QUINTET_XMPP_CONNECTED && worker->conn != NULL)
    event->bound_jid = g_strdup (strophe.xmpp_conn_get_bound_jid (worker->conn));
  if (state == QUINTET_XMPP_FAILED && worker->cert_problem != QUINTET_XMPP_CERTIFICATE_NONE)
    {
      event->certificate = worker->cert_problem;
      event->issuer = g_strdup (worker->cert_issuer);
      event->fingerprint = g_strdup (worker->cert_fingerprint);
    }
  _quintet_xmpp_post_event (worker, event);
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
      g_free (worker->trusted);
      worker->trusted = g_steal_pointer (&command->trusted);
      g_free (worker->domain);
      worker->domain = g_strdup (strchr (worker->jid, '@') != NULL ? strchr (worker->jid, '@') + 1 : worker->jid);
      if (strchr (worker->domain, '/') != NULL)
        *strchr (worker->domain, '/') = '\0';
      worker->retry_s = 0;
      worker->keep_trying = FALSE;
      _quintet_xmpp_start_connection (worker);
      break;

    case COMMAND_DISCONNECT:
      if (worker->conn != NULL || worker->retry_at != 0)
        {
          worker->retry_at = 0;
          worker->keep_trying = FALSE;
          _quintet_xmpp_drop_connection (worker);
          _quintet_xmpp_post_state (worker, QUINTET_XMPP_DISCONNECTED, NULL);
        }
      break;

    case COMMAND_SEND:
      if (up)
        _quintet_xmpp_send_message (worker, command->to, command->xml, command->body);
      else
        g_debug ("Not connected: a payload for %s dropped", command->to);
      break;

    case COMMAND_SEND_RAW:
      if (up)
        _quintet_xmpp_send_raw (worker, command->to, command->xml);
      break;

    case COMMAND_FLUSH:
      if (up)
        _quintet_xmpp_send_ping (worker, g_steal_pointer (&command->task));
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
          _quintet_xmpp_send_archive_disco (worker);
        }
      else if (up)
        {
          g_task_return_new_error (command->task, G_IO_ERROR, G_IO_ERROR_PENDING,
                                   "%s", _("The message archive is being read already"));
          g_clear_object (&command->task);
        }
      break;

    case COMMAND_BLOCK:
      if (up)
        _quintet_xmpp_send_block (worker, command->to, command->block);
      break;

    case COMMAND_QUIT:
      worker->retry_at = 0;
      _quintet_xmpp_drop_connection (worker);
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
  xmpp_log_t log = { _quintet_xmpp_log_handler, worker };
  Command *command;

  g_private_set (&_quintet_xmpp_current_worker, worker);
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
            _quintet_xmpp_start_connection (worker);
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
        _quintet_xmpp_start_connection (worker);
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

  _quintet_xmpp_fail_flushes (worker);
  g_hash_table_unref (worker->ping_ids);
  g_clear_pointer (&worker->roster, g_hash_table_unref);
  g_clear_pointer (&worker->block_list, g_hash_table_unref);
  strophe.xmpp_ctx_free (worker->ctx);
  if (worker->password != NULL)
    memset (worker->password, 0, strlen (worker->password));
  g_free (worker->password);
  g_free (worker->jid);
  g_free (worker->domain);
  g_free (worker->own_bare);
  g_free (worker->device_prefix);
  g_free (worker->trusted);
  g_free (worker->cert_issuer);
  g_free (worker->cert_fingerprint);
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
  g_free (self->trusted_certificate);
  g_free (self->certificate_issuer);
  g_free (self->certificate_fingerprint);

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
  signals[SIGNAL_CONTACTS] =
    g_signal_new ("contacts",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRV);
  signals[SIGNAL_BLOCK_LIST] =
    g_signal_new ("block-list",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRV);
  signals[SIGNAL_BODY] =
    g_signal_new ("body",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_ARCHIVE_READ] =
    g_signal_new ("archive-read",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /* A contact whose presence says it runs Quintet (entity capabilities,
   * XEP-0115): its full address */
  signals[SIGNAL_QUINTET_PEER] =
    g_signal_new ("quintet-peer",
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
  command->trusted = g_strdup (self->trusted_certificate);
  g_clear_pointer (&self->error_message, g_free);
  self->certificate = QUINTET_XMPP_CERTIFICATE_NONE;
  g_clear_pointer (&self->certificate_issuer, g_free);
  g_clear_pointer (&self->certificate_fingerprint, g_free);
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
quintet_xmpp_set_trusted_certificate (QuintetXmpp *self,
                                      const char  *fingerprint)
{
  g_return_if_fail (QUINTET_IS_XMPP (self));

  g_clear_pointer (&self->trusted_certificate, g_free);
  if (fingerprint != NULL)
    {
      self->trusted_certificate = quintet_xmpp_format_fingerprint (fingerprint);
      g_return_if_fail (self->trusted_certificate != NULL);
    }
}

QuintetXmppCertificate
quintet_xmpp_get_certificate_problem (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), QUINTET_XMPP_CERTIFICATE_NONE);

  return self->state == QUINTET_XMPP_FAILED ? self->certificate : QUINTET_XMPP_CERTIFICATE_NONE;
}

const char *
quintet_xmpp_get_certificate_issuer (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), NULL);

  return quintet_xmpp_get_certificate_problem (self) != QUINTET_XMPP_CERTIFICATE_NONE
         ? self->certificate_issuer : NULL;
}

const char *
quintet_xmpp_get_certificate_fingerprint (QuintetXmpp *self)
{
  g_return_val_if_fail (QUINTET_IS_XMPP (self), NULL);

  return quintet_xmpp_get_certificate_problem (self) != QUINTET_XMPP_CERTIFICATE_NONE
         ? self->certificate_fingerprint : NULL;
}

char *
quintet_xmpp_format_fingerprint (const char *text)
{
  g_autoptr(GString) fingerprint = g_string_new (NULL);
  guint digits = 0;

  g_return_val_if_fail (text != NULL, NULL);

  /* 32 bytes in hexadecimal, in pairs or not, any case; what people and
   * tools write between them (colons, spaces, line breaks) skipped */
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == ':' || *c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
        continue;
      if (!g_ascii_isxdigit (*c) || digits == 64)
        return NULL;
      if (digits > 0 && digits % 2 == 0)
        g_string_append_c (fingerprint, ':');
      g_string_append_c (fingerprint, g_ascii_toupper (*c));
      digits++;
    }
  return digits == 64 ? g_string_free (g_steal_pointer (&fingerprint), FALSE) : NULL;
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
  if (after_id != NULL && _quintet_xmpp_archive_id_is_valid (after_id))
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

void
quintet_xmpp_set_blocked (QuintetXmpp *self,
                          const char  *address,
                          gboolean     blocked)
{
  Command *command;

  g_return_if_fail (QUINTET_IS_XMPP (self));
  g_return_if_fail (address != NULL);

  command = g_new0 (Command, 1);
  command->kind = COMMAND_BLOCK;
  command->to = g_strdup (address);
  command->block = blocked;
  push_command (self, command);
}
