/* quintet-xmpp.h — one XMPP connection (RFC 6120/6121) through libstrophe,
 * run on a thread of its own so that the main loop never waits for the
 * network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TLS always (libstrophe's XMPP_CONN_FLAG_MANDATORY_TLS: a server without
 * it is refused, so no password ever travels in plain text); the server's
 * certificate checked against the system's trust store, or the one the
 * player trusted for the account (a private server's). For tests only:
 * QUINTET_XMPP_SERVER=HOST:PORT connects there instead of the JID's
 * domain, QUINTET_XMPP_CAFILE=FILE trusts that certificate too.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  QUINTET_XMPP_DISCONNECTED,
  QUINTET_XMPP_CONNECTING,
  QUINTET_XMPP_CONNECTED,   /* signed in, initial presence sent (offline messages follow) */
  QUINTET_XMPP_FAILED,      /* see quintet_xmpp_get_error_message() */
} QuintetXmppState;

/* Why a sign-in FAILED for the server's certificate, where the player may
 * do something about it (issue 40: private servers) */
typedef enum {
  QUINTET_XMPP_CERTIFICATE_NONE,      /* no such failure (a certificate made out
                                       * to another name is one: nothing to trust) */
  QUINTET_XMPP_CERTIFICATE_UNTRUSTED, /* nobody this computer trusts vouches for it */
  QUINTET_XMPP_CERTIFICATE_CHANGED,   /* not the one trusted for the account */
} QuintetXmppCertificate;

#define QUINTET_TYPE_XMPP (quintet_xmpp_get_type ())
G_DECLARE_FINAL_TYPE (QuintetXmpp, quintet_xmpp, QUINTET, XMPP, GObject)

/* Signals and notifications come on the main context of the thread that
 * called quintet_xmpp_new(). */
QuintetXmpp      *quintet_xmpp_new               (void);
/* Starts signing in (the old connection, if any, closed first); "state"
 * goes CONNECTING, then CONNECTED or FAILED */
void              quintet_xmpp_connect           (QuintetXmpp *self,
                                                  const char  *jid,
                                                  const char  *password);
void              quintet_xmpp_disconnect        (QuintetXmpp *self);
/* FALSE (before connecting): a device that only sends (send-raw) signs in
 * with a presence of priority -1, so that messages to the account go to
 * its other devices or into offline storage, not to it. TRUE by default. */
void              quintet_xmpp_set_receiving     (QuintetXmpp *self,
                                                  gboolean     receiving);
/* TRUE (before connecting): a first sign-in that fails for the network
 * (the server cannot be reached, the connection dropped) is FAILED with its
 * reason and tried again all the same, as a lost connection is — for the
 * app, which may start before the network is up. A refusal (the password,
 * the certificate, no TLS) is never tried again. FALSE by default (a
 * command-line sign-in says at once that it failed). */
void              quintet_xmpp_set_persistent    (QuintetXmpp *self,
                                                  gboolean     persistent);
/* Before connecting (issue 40): the SHA-256 fingerprint of a certificate
 * the player trusts for this account (see quintet_xmpp_format_fingerprint();
 * NULL: none). A server that presents it is taken even though nobody this
 * computer trusts vouches for it; one that presents another, where the
 * system's trust store does not vouch for it, is refused and the
 * certificate said to have changed (QUINTET_XMPP_CERTIFICATE_CHANGED),
 * never trusted in its place. A certificate made out to another name than
 * the server's is refused whatever its fingerprint. */
void              quintet_xmpp_set_trusted_certificate (QuintetXmpp *self,
                                                        const char  *fingerprint);
QuintetXmppState  quintet_xmpp_get_state         (QuintetXmpp *self);
/* FAILED: one line in the player's words ("The server example.org cannot
 * be reached", "The server refused the address or the password", "The
 * server does not offer an encrypted connection"), with when it tries
 * again if it does; CONNECTING after a failed try or a lost connection:
 * why, and when the next try is ("The connection to example.org was lost:
 * trying again in 4 s"), else NULL. A new message notifies "state" too. */
const char       *quintet_xmpp_get_error_message (QuintetXmpp *self);
/* FAILED for the certificate: which way (else NONE), who issued the
 * certificate the server presented, in plain words ("Example CA, Example
 * Ltd"), and its SHA-256 fingerprint as quintet_xmpp_format_fingerprint()
 * writes it (else NULL). For a server with a certificate of its own (the
 * usual private server) that is its certificate; for one whose
 * certificate an authority nobody here trusts issued, the authority's. */
QuintetXmppCertificate quintet_xmpp_get_certificate_problem (QuintetXmpp *self);
const char       *quintet_xmpp_get_certificate_issuer (QuintetXmpp *self);
const char       *quintet_xmpp_get_certificate_fingerprint (QuintetXmpp *self);
/* A SHA-256 fingerprint as GNOME shows them, 32 pairs of upper-case
 * hexadecimal digits between colons ("AB:01:…"), from any spelling of it
 * (lower case, without colons, with spaces); NULL if it is not one */
char             *quintet_xmpp_format_fingerprint (const char *text);
/* The full JID the server bound, while CONNECTED */
const char       *quintet_xmpp_get_bound_jid     (QuintetXmpp *self);
/* Queue a chat message to `to` with the payload (an XML element, as from
 * quintet_online_payload_to_xml()) and a body line; sent while CONNECTED,
 * dropped otherwise (quintet_online_resend() sends again what matters) */
void              quintet_xmpp_send              (QuintetXmpp *self,
                                                  const char  *to,
                                                  const char  *payload_xml,
                                                  const char  *body);

/* Calls back once the server has answered a ping queued after everything
 * sent before: then the server holds what we sent, and whatever it kept
 * for us while we were away (offline storage) has come, its "payload"
 * signals emitted first. An error if not CONNECTED, or the connection is
 * lost first. */
void              quintet_xmpp_flush_async       (QuintetXmpp         *self,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean          quintet_xmpp_flush_finish      (QuintetXmpp         *self,
                                                  GAsyncResult        *result,
                                                  GError             **error);
/* Before connecting: this device's id (a few letters and digits, kept by
 * the caller). The connection's resource is then "quintet-DEVICE-XXXXXXXX",
 * so that what this device sent is known again in the archive and not read
 * back. Without it the server picks the resource. */
void              quintet_xmpp_set_device        (QuintetXmpp *self,
                                                  const char  *device);

/* Reads the account's own message archive (XEP-0313, urn:xmpp:mam:2)
 * past the archived message after_id, page by page (NULL: the last
 * QUINTET_XMPP_ARCHIVE_DAYS days; the same when the server no longer has
 * after_id). Each Quintet payload in it comes, in the archive's order, as
 * "payload" (from someone else to us) or "payload-sent" (from another
 * device of ours), with the same checks as a message; what this device
 * sent itself (see quintet_xmpp_set_device) is skipped, and so is a
 * message whose key is in seen (NULL-terminated; see "seen") or that
 * comes live while the archive is read. After each page
 * "archive-read" tells the id read up to. A server without archives:
 * nothing read, no error. Returns how many payloads were emitted; an
 * error if not CONNECTED, the connection is lost first, or the server
 * refuses a query; complete: the archive was read to its end (not
 * stopped after its most pages a sign-in). */
#define QUINTET_XMPP_ARCHIVE_DAYS 30
void              quintet_xmpp_read_archive_async  (QuintetXmpp         *self,
                                                    const char          *after_id,
                                                    const char * const  *seen,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean          quintet_xmpp_read_archive_finish (QuintetXmpp         *self,
                                                    GAsyncResult        *result,
                                                    guint               *n_payloads,
                                                    gboolean            *complete,
                                                    GError             **error);

/* Blocks or unblocks @address (a bare JID) in the server's block list
 * (XEP-0191), when the server has one (issue 40): nothing of theirs
 * reaches any device of the account then. Sent while CONNECTED, dropped
 * otherwise (the account's own list, quintet_online_block(), blocks on
 * this device all the same). */
void              quintet_xmpp_set_blocked       (QuintetXmpp *self,
                                                  const char  *address,
                                                  gboolean     blocked);

/* For tests only (`quintet-cli online send-raw`): a chat message to `to`
 * holding xml as it is, checked for nothing (the server closes the
 * connection if it is not XML) */
void              quintet_xmpp_send_raw          (QuintetXmpp *self,
                                                  const char  *to,
                                                  const char  *xml);

/* A connection that was CONNECTED and is lost goes back to CONNECTING and
 * signs in again by itself, waiting 2 s, then longer each time (a minute
 * at most); "state" is CONNECTED again once it is back.
 *
 * Signals:
 *   "payload" (const char *from, const char *xml, gsize len)
 *       a message carried a <game xmlns="urn:quintet:online:1"> element
 *       (serialised back to text; size-capped before it is). A copy of
 *       a message another device of our account received (a carbon,
 *       XEP-0280) comes here too, from its sender.
 *   "payload-sent" (const char *to, const char *xml, gsize len)
 *       another device of our account sent a payload to `to` (a sent
 *       carbon): for quintet_online_receive_sent(). Carbons are believed
 *       only when our own account forwards them.
 *   "seen" (const char *key)
 *       after "payload" or "payload-sent" of a message that came live: its
 *       key ("SENDER ID", the sender's bare JID and the message's id), for
 *       the next read of the archive to skip it (a device that took an
 *       offer live and declined it would otherwise read the offer again)
 *   "contacts" (GStrv addresses)
 *       the account's roster (RFC 6121), whole: after each sign-in, and
 *       again when it changes (a roster push)
 *   "block-list" (GStrv addresses)
 *       the server's block list (XEP-0191), whole: after each sign-in to a
 *       server that has one, and again when it changes (from any device)
 *   "body" (const char *from, const char *text)
 *       a message to us with a body and no payload, as a person's chat
 *       client sends it (issue 40), from the sender's full JID
 *   "archive-read" (const char *id)
 *       quintet_xmpp_read_archive_async() has emitted every payload of
 *       the archive up to the message id: the next read starts after it
 *       (an id as the server wrote it, at most 256 printable characters)
 * Property: "state" (a QuintetXmppState, as an int), notified on each
 * change. */

G_END_DECLS
