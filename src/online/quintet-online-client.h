/* quintet-online-client.h — an account's online games and its connection,
 * joined: what the app and `quintet-cli online` both use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-online.h"
#include "quintet-xmpp.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_ONLINE_CLIENT (quintet_online_client_get_type ())
G_DECLARE_FINAL_TYPE (QuintetOnlineClient, quintet_online_client, QUINTET, ONLINE_CLIENT, GObject)

/* dir: where the account's games are kept (the app:
 * quintet_online_client_default_dir (jid)) */
QuintetOnlineClient *quintet_online_client_new     (const char          *jid,
                                                    const char          *dir);
/* g_get_user_data_dir()/quintet/online/<bare jid> */
char                *quintet_online_client_default_dir (const char      *jid);
QuintetOnline       *quintet_online_client_get_online (QuintetOnlineClient *self);
QuintetXmpp         *quintet_online_client_get_xmpp   (QuintetOnlineClient *self);
/* Connect; payloads go to quintet_online_receive (our own, from another
 * device: quintet_online_receive_sent), and on CONNECTED, once what the
 * server kept for us has come (quintet_xmpp_flush_async) and the account's
 * archive has been read past what this device read of it
 * (quintet_xmpp_read_archive_async; the id read up to kept in dir),
 * everything unacknowledged is sent again (quintet_online_resend).
 * Signal "caught-up" (const GError *error): after each sign-in, once that
 * is done (error NULL), or when it could not be (the connection lost
 * first, the server refused to read the archive: nothing sent again). */
void                 quintet_online_client_connect    (QuintetOnlineClient *self,
                                                       const char          *password);
void                 quintet_online_client_disconnect (QuintetOnlineClient *self);
/* The certificate the player trusts for the account's private server
 * (issue 40): its SHA-256 fingerprint, kept in the account's folder and
 * given to the connection at each sign-in (see
 * quintet_xmpp_set_trusted_certificate()). NULL: none. Trusting one
 * replaces the one trusted before; NULL forgets it. An error if the
 * fingerprint is not one, or cannot be written. */
char                *quintet_online_client_get_trusted_certificate (QuintetOnlineClient *self);
gboolean             quintet_online_client_trust_certificate (QuintetOnlineClient  *self,
                                                              const char           *fingerprint,
                                                              GError              **error);
/* How many payloads the last sign-in read from the archive (for tests) */
guint                quintet_online_client_get_n_archived (QuintetOnlineClient *self);

G_END_DECLS
