/* quintet-xmpp-connection.c — the worker thread's signing in: the connection, TLS and its certificate, the
 * pings, and trying again
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

void
_quintet_xmpp_fail_flushes (Worker *worker)
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

void
_quintet_xmpp_log_handler (void             *userdata,
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

/* Who issued a certificate, in plain words: the issuer's common name and
 * organisation ("Example CA, Example Ltd") out of OpenSSL's one-line form
 * ("/C=DE/O=Example Ltd/CN=Example CA"; GnuTLS writes "CN=…,O=…") */
static char *
plain_issuer (const char *name)
{
  g_auto(GStrv) parts = g_regex_split_simple ("[/,]", name, 0, 0);
  const char *common = NULL, *organisation = NULL;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *part = g_strstrip (parts[i]);

      if (g_str_has_prefix (part, "CN=") && part[3] != '\0')
        common = part + 3;
      else if (g_str_has_prefix (part, "O=") && part[2] != '\0')
        organisation = part + 2;
    }
  if (common != NULL && organisation != NULL && strcmp (common, organisation) != 0)
    return g_strdup_printf ("%s, %s", common, organisation);
  return g_strdup (common != NULL ? common : organisation != NULL ? organisation : name);
}

/* Whether @name, a certificate's DNS name, is @domain's ("*.example.org"
 * stands for one label, as OpenSSL matches them) */
static gboolean
name_matches (const char *name,
              const char *domain)
{
  const char *dot = strchr (domain, '.');

  if (g_ascii_strcasecmp (name, domain) == 0)
    return TRUE;
  return g_str_has_prefix (name, "*.") && dot != NULL && g_ascii_strcasecmp (name + 1, dot) == 0;
}

/* Whether the certificate is made out to another name than the server's:
 * its DNS names (subjectAltName) list others only. OpenSSL says so too,
 * but only after the failure it reports first (no one vouches for a
 * self-signed certificate), when the handler has refused the certificate
 * already; asked here, a certificate for another name is never offered
 * for trust. One without DNS names (an authority's) is not judged. */
static gboolean
for_another_name (const xmpp_tlscert_t *cert,
                  const char           *domain)
{
  const char *name = strophe.xmpp_tlscert_get_dnsname (cert, 0);

  if (name == NULL || domain == NULL)
    return FALSE;
  for (size_t n = 0; (name = strophe.xmpp_tlscert_get_dnsname (cert, n)) != NULL; n++)
    if (name_matches (name, domain))
      return FALSE;
  return TRUE;
}

/* Called by the TLS library for each thing it could not verify (on the
 * worker's thread, before any password is sent): 1 goes on with the
 * connection, 0 ends it. A private server (issue 40) is one whose
 * certificate the player trusted for the account: that very certificate,
 * by its SHA-256 fingerprint, is taken, and any other refused and said
 * to have changed — never taken in its place, as SSH does. */
static int
certfail_handler (const xmpp_tlscert_t *cert,
                  const char           *errormsg)
{
  Worker *worker = g_private_get (&_quintet_xmpp_current_worker);
  const char *sha256 = strophe.xmpp_tlscert_get_string (cert, XMPP_CERT_FINGERPRINT_SHA256);
  const char *issuer = strophe.xmpp_tlscert_get_string (cert, XMPP_CERT_ISSUER);
  g_autofree char *fingerprint = sha256 != NULL ? quintet_xmpp_format_fingerprint (sha256) : NULL;
  gboolean wrong_name;

  g_debug ("certificate not verified: %s (SHA-256 %s)", errormsg, fingerprint);
  if (worker == NULL)
    return 0;
  /* A certificate made out to another name is not the server's own,
   * whoever trusts it: a wrong address, or someone posing as the server
   * ("hostname mismatch": OpenSSL's words for X509_V_ERR_HOSTNAME_MISMATCH) */
  wrong_name = g_strcmp0 (errormsg, "hostname mismatch") == 0 || for_another_name (cert, worker->domain);
  if (!wrong_name && fingerprint != NULL && g_strcmp0 (fingerprint, worker->trusted) == 0)
    return 1;

  worker->cert_failed = TRUE;
  if (!wrong_name && fingerprint != NULL)
    {
      worker->cert_problem = worker->trusted != NULL ? QUINTET_XMPP_CERTIFICATE_CHANGED
                                                     : QUINTET_XMPP_CERTIFICATE_UNTRUSTED;
      g_free (worker->cert_issuer);
      worker->cert_issuer = plain_issuer (issuer != NULL ? issuer : "");
      g_free (worker->cert_fingerprint);
      worker->cert_fingerprint = g_steal_pointer (&fingerprint);
    }
  else
    worker->cert_problem = QUINTET_XMPP_CERTIFICATE_NONE;
  return 0;
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
      _quintet_xmpp_post_event (worker, event);
    }
  return 0;
}

void
_quintet_xmpp_send_ping (Worker *worker,
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

static char *
describe_failure (Worker                 *worker,
                  int                     error,
                  xmpp_stream_error_t    *stream_error)
{
  g_debug ("sign-in failed: error %d, stream error %s, reached %d, certificate %d, TLS %d, authentication %d",
           error, stream_error != NULL && stream_error->text != NULL ? stream_error->text : "-",
           worker->reached, !worker->cert_failed, !worker->no_tls, !worker->auth_failed);
  if (worker->cert_failed && worker->cert_problem == QUINTET_XMPP_CERTIFICATE_UNTRUSTED)
    /* Translators: %s is the server's name; who issued the certificate
     * and its fingerprint are shown beside, to trust it or not */
    return g_strdup_printf (_("The server %s has a certificate this computer does not trust"), worker->domain);
  if (worker->cert_failed && worker->cert_problem == QUINTET_XMPP_CERTIFICATE_CHANGED)
    /* Translators: %s is the server's name; the two certificates'
     * fingerprints are shown beside */
    return g_strdup_printf (_("The certificate of the server %s has changed since you trusted it: "
                              "someone may be posing as the server. Not signed in."), worker->domain);
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
      strophe.xmpp_handler_add (conn, _quintet_xmpp_message_handler, NULL, "message", NULL, worker);
      strophe.xmpp_handler_add (conn, _quintet_xmpp_disco_info_handler, DISCO_INFO_NS, "iq", "get", worker);
      strophe.xmpp_handler_add (conn, _quintet_xmpp_presence_handler, NULL, "presence", NULL, worker);
      /* Before the presence: the contacts are known before what was kept
       * for us comes */
      _quintet_xmpp_request_contacts_and_blocks (worker);
      _quintet_xmpp_send_signed_in (worker);
      _quintet_xmpp_post_state (worker, QUINTET_XMPP_CONNECTED, NULL);
      return;
    }
  if (status != XMPP_CONN_DISCONNECT && status != XMPP_CONN_FAIL)
    return;

  _quintet_xmpp_fail_flushes (worker);
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
      _quintet_xmpp_post_state (worker, QUINTET_XMPP_CONNECTING, schedule_retry (worker, why));
      return;
    }
  /* A persistent sign-in that has not been up yet (the app started before
   * the network): says why, and tries again all the same */
  if (worker->persistent && !worker->auth_failed && !worker->cert_failed &&
      !worker->no_tls && !worker->tls_failed)
    _quintet_xmpp_post_state (worker, QUINTET_XMPP_FAILED, schedule_retry (worker, describe_failure (worker, error, stream_error)));
  else
    _quintet_xmpp_post_state (worker, QUINTET_XMPP_FAILED, describe_failure (worker, error, stream_error));
}

/* Frees the connection once libstrophe is done with it */
void
_quintet_xmpp_drop_connection (Worker *worker)
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
  _quintet_xmpp_fail_flushes (worker);
  strophe.xmpp_conn_release (worker->conn);
  worker->conn = NULL;
  worker->signed_in = FALSE;
}

void
_quintet_xmpp_start_connection (Worker *worker)
{
  const char *server = g_getenv ("QUINTET_XMPP_SERVER");
  const char *cafile = g_getenv ("QUINTET_XMPP_CAFILE");
  g_autofree char *host = NULL;
  unsigned short port = 0;

  /* The old connection closes quietly: the state goes on to the new one's */
  _quintet_xmpp_drop_connection (worker);
  worker->conn = strophe.xmpp_conn_new (worker->ctx);
  worker->closing = FALSE;
  worker->cert_failed = FALSE;
  worker->cert_problem = QUINTET_XMPP_CERTIFICATE_NONE;
  g_clear_pointer (&worker->cert_issuer, g_free);
  g_clear_pointer (&worker->cert_fingerprint, g_free);
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
        _quintet_xmpp_post_state (worker, QUINTET_XMPP_CONNECTING, schedule_retry (worker, why));
      else if (worker->persistent)
        _quintet_xmpp_post_state (worker, QUINTET_XMPP_FAILED, schedule_retry (worker, why));
      else
        _quintet_xmpp_post_state (worker, QUINTET_XMPP_FAILED, why);
    }
}
