/* quintet-online-client.c — an account's online games and its connection,
 * joined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the games send goes to the connection; what the connection brings
 * goes to the games; and each time the connection is (back) up, the games
 * send again whatever the opponents may have missed.
 */
#include "config.h"

#include "quintet-online-client.h"

struct _QuintetOnlineClient {
  GObject        parent_instance;

  char          *jid;
  QuintetOnline *online;
  QuintetXmpp   *xmpp;
};

G_DEFINE_FINAL_TYPE (QuintetOnlineClient, quintet_online_client, G_TYPE_OBJECT)

static void
on_send (QuintetOnline       *online,
         const char          *to,
         const char          *xml,
         const char          *body,
         QuintetOnlineClient *self)
{
  quintet_xmpp_send (self->xmpp, to, xml, body);
}

static void
on_payload (QuintetXmpp         *xmpp,
            const char          *from,
            const char          *xml,
            gsize                len,
            QuintetOnlineClient *self)
{
  /* A refusal is logged and signalled ("refused") by QuintetOnline */
  quintet_online_receive (self->online, from, xml, len, NULL);
}

static void
on_caught_up (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(QuintetOnlineClient) self = user_data;

  /* Lost again before the server answered: the next sign-in resends */
  if (quintet_xmpp_flush_finish (QUINTET_XMPP (object), result, NULL) && self->online != NULL)
    quintet_online_resend (self->online);
}

static void
on_state (QuintetXmpp         *xmpp,
          GParamSpec          *pspec,
          QuintetOnlineClient *self)
{
  /* Send again what the opponents may have missed once what the server
   * kept for us has come: what they sent meanwhile (an ack, an answer)
   * may make some of it needless */
  if (quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_CONNECTED)
    quintet_xmpp_flush_async (xmpp, NULL, on_caught_up, g_object_ref (self));
}

static void
quintet_online_client_dispose (GObject *object)
{
  QuintetOnlineClient *self = QUINTET_ONLINE_CLIENT (object);

  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  if (self->xmpp != NULL)
    g_signal_handlers_disconnect_by_data (self->xmpp, self);
  g_clear_object (&self->xmpp);
  g_clear_object (&self->online);

  G_OBJECT_CLASS (quintet_online_client_parent_class)->dispose (object);
}

static void
quintet_online_client_finalize (GObject *object)
{
  QuintetOnlineClient *self = QUINTET_ONLINE_CLIENT (object);

  g_free (self->jid);

  G_OBJECT_CLASS (quintet_online_client_parent_class)->finalize (object);
}

static void
quintet_online_client_class_init (QuintetOnlineClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_online_client_dispose;
  object_class->finalize = quintet_online_client_finalize;
}

static void
quintet_online_client_init (QuintetOnlineClient *self)
{
}

QuintetOnlineClient *
quintet_online_client_new (const char *jid,
                           const char *dir)
{
  QuintetOnlineClient *self;
  g_autofree char *bare = NULL;

  g_return_val_if_fail (jid != NULL, NULL);
  g_return_val_if_fail (dir != NULL, NULL);

  bare = quintet_online_bare_jid (jid);
  g_return_val_if_fail (bare != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_ONLINE_CLIENT, NULL);
  self->jid = g_strdup (jid);
  self->online = quintet_online_new (dir, bare);
  self->xmpp = quintet_xmpp_new ();
  g_signal_connect (self->online, "send", G_CALLBACK (on_send), self);
  g_signal_connect (self->xmpp, "payload", G_CALLBACK (on_payload), self);
  g_signal_connect (self->xmpp, "notify::state", G_CALLBACK (on_state), self);

  return self;
}

char *
quintet_online_client_default_dir (const char *jid)
{
  g_autofree char *bare = quintet_online_bare_jid (jid);

  g_return_val_if_fail (bare != NULL, NULL);

  return g_build_filename (g_get_user_data_dir (), "quintet", "online", bare, NULL);
}

QuintetOnline *
quintet_online_client_get_online (QuintetOnlineClient *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CLIENT (self), NULL);

  return self->online;
}

QuintetXmpp *
quintet_online_client_get_xmpp (QuintetOnlineClient *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CLIENT (self), NULL);

  return self->xmpp;
}

void
quintet_online_client_connect (QuintetOnlineClient *self,
                               const char          *password)
{
  g_return_if_fail (QUINTET_IS_ONLINE_CLIENT (self));
  g_return_if_fail (password != NULL);

  quintet_xmpp_connect (self->xmpp, self->jid, password);
}

void
quintet_online_client_disconnect (QuintetOnlineClient *self)
{
  g_return_if_fail (QUINTET_IS_ONLINE_CLIENT (self));

  quintet_xmpp_disconnect (self->xmpp);
}
