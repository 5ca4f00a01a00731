/* quintet-account.c — the player's online account (issue 33)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The address is a setting, the password is the keyring's (libsecret,
 * under the schema below) and never written anywhere else: without a
 * keyring it lives in memory for the session and is asked again the next.
 * The games are kept on disk by QuintetOnline, so they show (and resume)
 * whether or not the connection is up.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gmodule.h>
#include <libsecret/secret.h>

#include "quintet-account.h"
#include "quintet-online-client.h"

struct _QuintetAccount
{
  GObject               parent_instance;

  QuintetSettings      *settings;
  QuintetOnlineClient  *client;      /* NULL without an address, or with the tests' games */
  QuintetOnline        *online;      /* the client's, or the tests' */
  QuintetAccountStatus  status;
  char                 *message;
  GCancellable         *cancellable; /* the keyring's calls */
  char                 *new_password;  /* entered, for the keyring once the server takes it */
  char                 *certificate_fingerprint; /* the refused certificate's, as last notified */
};

G_DEFINE_FINAL_TYPE (QuintetAccount, quintet_account, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ONLINE,
  PROP_STATUS,
  PROP_MESSAGE,
  PROP_CERTIFICATE_FINGERPRINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const SecretSchema *
get_schema (void)
{
  static const SecretSchema schema = {
    "io.github.quintetgames.Quintet.Account", SECRET_SCHEMA_NONE,
    {
      { "jid", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
  };

  return &schema;
}

/* The keyring's library is opened at its first use, not linked: linking it
 * (and libgcrypt with it) cost every start about 8 ms before the first
 * frame, most players having no online account (issue 39). */
typedef struct
{
  __typeof__ (secret_password_lookupv)       *lookupv;
  __typeof__ (secret_password_lookup_finish) *lookup_finish;
  __typeof__ (secret_password_storev)        *storev;
  __typeof__ (secret_password_store_finish)  *store_finish;
  __typeof__ (secret_password_clearv)        *clearv;
} Keyring;

static const Keyring *
open_keyring (void)
{
  static Keyring keyring;
  static gboolean opened;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      GModule *module = g_module_open (SECRET_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

      opened = module != NULL &&
               g_module_symbol (module, "secret_password_lookupv", (gpointer *) &keyring.lookupv) &&
               g_module_symbol (module, "secret_password_lookup_finish", (gpointer *) &keyring.lookup_finish) &&
               g_module_symbol (module, "secret_password_storev", (gpointer *) &keyring.storev) &&
               g_module_symbol (module, "secret_password_store_finish", (gpointer *) &keyring.store_finish) &&
               g_module_symbol (module, "secret_password_clearv", (gpointer *) &keyring.clearv);
      if (!opened)
        g_message ("No keyring for the account's password: %s", g_module_error ());
      /* kept open for the session: its types and its D-Bus calls live on */
      g_once_init_leave (&once, 1);
    }
  return opened ? &keyring : NULL;
}

static GHashTable *
new_attributes (const char *jid)
{
  GHashTable *attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_hash_table_insert (attributes, g_strdup ("jid"), g_strdup (jid));
  return attributes;
}

static void
set_status (QuintetAccount       *self,
            QuintetAccountStatus  status,
            const char           *message)
{
  if (self->status != status)
    {
      self->status = status;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
    }
  if (g_strcmp0 (self->message, message) != 0)
    {
      g_free (self->message);
      self->message = g_strdup (message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
    }
}

static void
set_online (QuintetAccount *self,
            QuintetOnline  *online)
{
  if (g_set_object (&self->online, online))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLINE]);
}

static void
forget_new_password (QuintetAccount *self)
{
  if (self->new_password == NULL)
    return;
  memset (self->new_password, 0, strlen (self->new_password));
  g_clear_pointer (&self->new_password, g_free);
}

static void password_stored_cb (GObject      *source,
                                GAsyncResult *result,
                                gpointer      user_data);

/* A password the server took goes to the keyring (a refused one never) */
static void
store_new_password (QuintetAccount *self)
{
  const char *jid = quintet_account_get_jid (self);
  g_autofree char *label = NULL;
  const Keyring *keyring;

  if (self->new_password == NULL || jid == NULL)
    return;
  /* Translators: the keyring's name for the password; %s is the address */
  label = g_strdup_printf (_("Quintet online account %s"), jid);
  keyring = open_keyring ();
  if (keyring != NULL)
    {
      g_autoptr(GHashTable) attributes = new_attributes (jid);

      keyring->storev (get_schema (), attributes, SECRET_COLLECTION_DEFAULT, label, self->new_password,
                       self->cancellable, password_stored_cb, NULL);
    }
  forget_new_password (self);
}

/* The certificate a sign-in was refused for (issue 40), told first: the
 * Status row shows it along with the message */
static void
update_certificate (QuintetAccount *self)
{
  const char *fingerprint = quintet_account_get_certificate_fingerprint (self);

  if (g_strcmp0 (self->certificate_fingerprint, fingerprint) == 0)
    return;
  g_free (self->certificate_fingerprint);
  self->certificate_fingerprint = g_strdup (fingerprint);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CERTIFICATE_FINGERPRINT]);
}

/* The connection's state, in the player's words */
static void
xmpp_state_cb (QuintetAccount *self)
{
  QuintetXmpp *xmpp = quintet_online_client_get_xmpp (self->client);
  g_autofree char *message = NULL;

  update_certificate (self);

  switch (quintet_xmpp_get_state (xmpp))
    {
    case QUINTET_XMPP_DISCONNECTED:
      set_status (self, QUINTET_ACCOUNT_NEEDS_PASSWORD, _("Signed out: enter the password to sign in"));
      break;
    case QUINTET_XMPP_CONNECTING:
      /* (after a failed try or a lost connection: why, and when the next
       * one is) */
      set_status (self, QUINTET_ACCOUNT_SIGNING_IN,
                  quintet_xmpp_get_error_message (xmpp) != NULL ? quintet_xmpp_get_error_message (xmpp)
                                                                : _("Signing in…"));
      break;
    case QUINTET_XMPP_CONNECTED:
      /* Translators: %s is the player's address, e.g. alice@example.org */
      message = g_strdup_printf (_("Signed in as %s"), quintet_account_get_jid (self));
      set_status (self, QUINTET_ACCOUNT_SIGNED_IN, message);
      store_new_password (self);
      break;
    case QUINTET_XMPP_FAILED:
    default:
      /* The server's certificate is checked before any password is sent:
       * the one entered is kept for a sign-in with the certificate
       * trusted (Trust This Certificate) */
      if (quintet_xmpp_get_certificate_problem (xmpp) != QUINTET_XMPP_CERTIFICATE_UNTRUSTED)
        forget_new_password (self);
      set_status (self, QUINTET_ACCOUNT_FAILED, quintet_xmpp_get_error_message (xmpp));
      break;
    }
}

static void
drop_client (QuintetAccount *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (quintet_online_client_get_xmpp (self->client), self);
  /* what was played is on disk and sent before the connection goes */
  quintet_online_flush_saves (quintet_online_client_get_online (self->client));
  quintet_online_client_disconnect (self->client);
  g_clear_object (&self->client);
}

/* The games of @jid, from disk, with their connection (not yet up) */
static void
use_address (QuintetAccount *self,
             const char     *jid)
{
  g_autofree char *dir = NULL;

  if (self->client != NULL &&
      g_strcmp0 (quintet_online_get_own_jid (quintet_online_client_get_online (self->client)), jid) == 0)
    return;
  drop_client (self);
  dir = quintet_online_client_default_dir (jid);
  self->client = quintet_online_client_new (jid, dir);
  /* the window's frames never wait for the disk */
  quintet_online_set_save_in_background (quintet_online_client_get_online (self->client), TRUE);
  g_signal_connect_object (quintet_online_client_get_xmpp (self->client), "notify::state",
                           G_CALLBACK (xmpp_state_cb), self, G_CONNECT_SWAPPED);
  set_online (self, quintet_online_client_get_online (self->client));
}

static void
password_stored_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  /* Signed in all the same; the password is asked again next time */
  if (!open_keyring ()->store_finish (result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_message ("The keyring did not keep the account's password: %s", error->message);
}

static void
password_found_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(QuintetAccount) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *password = open_keyring ()->lookup_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->client == NULL)
    return;
  if (password == NULL)
    {
      if (error != NULL)
        g_message ("No keyring for the account's password: %s", error->message);
      set_status (self, QUINTET_ACCOUNT_NEEDS_PASSWORD, _("Enter the password to sign in"));
      return;
    }
  /* The keyring's password worked before: if the network is not up yet
   * (a laptop just woken), keep trying rather than give up for the session */
  quintet_xmpp_set_persistent (quintet_online_client_get_xmpp (self->client), TRUE);
  quintet_online_client_connect (self->client, password);
  xmpp_state_cb (self);
}

static void
quintet_account_dispose (GObject *object)
{
  QuintetAccount *self = QUINTET_ACCOUNT (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  drop_client (self);
  g_clear_object (&self->online);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (quintet_account_parent_class)->dispose (object);
}

static void
quintet_account_finalize (GObject *object)
{
  QuintetAccount *self = QUINTET_ACCOUNT (object);

  g_free (self->message);
  g_free (self->certificate_fingerprint);
  forget_new_password (self);

  G_OBJECT_CLASS (quintet_account_parent_class)->finalize (object);
}

static void
quintet_account_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  QuintetAccount *self = QUINTET_ACCOUNT (object);

  switch (prop_id)
    {
    case PROP_ONLINE:
      g_value_set_object (value, self->online);
      break;
    case PROP_STATUS:
      g_value_set_int (value, self->status);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_CERTIFICATE_FINGERPRINT:
      g_value_set_string (value, self->certificate_fingerprint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_account_class_init (QuintetAccountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_account_dispose;
  object_class->finalize = quintet_account_finalize;
  object_class->get_property = quintet_account_get_property;

  properties[PROP_ONLINE] =
    g_param_spec_object ("online", NULL, NULL, QUINTET_TYPE_ONLINE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_int ("status", NULL, NULL, QUINTET_ACCOUNT_NONE, QUINTET_ACCOUNT_OFFLINE, QUINTET_ACCOUNT_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CERTIFICATE_FINGERPRINT] =
    g_param_spec_string ("certificate-fingerprint", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_account_init (QuintetAccount *self)
{
  self->cancellable = g_cancellable_new ();
  self->message = g_strdup (_("Play friends over XMPP with an account you already have"));
}

QuintetAccount *
quintet_account_new (QuintetSettings *settings)
{
  QuintetAccount *self;

  g_return_val_if_fail (QUINTET_IS_SETTINGS (settings), NULL);

  self = g_object_new (QUINTET_TYPE_ACCOUNT, NULL);
  self->settings = g_object_ref (settings);
  return self;
}

QuintetOnline *
quintet_account_get_online (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  return self->online;
}

QuintetAccountStatus
quintet_account_get_status (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), QUINTET_ACCOUNT_NONE);

  return self->status;
}

const char *
quintet_account_get_message (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  return self->message;
}

const char *
quintet_account_get_jid (QuintetAccount *self)
{
  const char *jid;

  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  jid = quintet_settings_get_online_account (self->settings);
  return jid != NULL && *jid != '\0' ? jid : NULL;
}

void
quintet_account_start (QuintetAccount *self)
{
  const char *jid;
  const Keyring *keyring;
  g_autoptr(GHashTable) attributes = NULL;

  g_return_if_fail (QUINTET_IS_ACCOUNT (self));

  jid = quintet_account_get_jid (self);
  if (jid == NULL || self->online != NULL)
    return;
  use_address (self, jid);
  keyring = open_keyring ();
  if (keyring == NULL)
    {
      set_status (self, QUINTET_ACCOUNT_NEEDS_PASSWORD, _("Enter the password to sign in"));
      return;
    }
  set_status (self, QUINTET_ACCOUNT_SIGNING_IN, _("Signing in…"));
  attributes = new_attributes (jid);
  keyring->lookupv (get_schema (), attributes, self->cancellable, password_found_cb, g_object_ref (self));
}

void
quintet_account_sign_in (QuintetAccount *self,
                         const char     *jid,
                         const char     *password)
{
  g_autofree char *bare = NULL;

  g_return_if_fail (QUINTET_IS_ACCOUNT (self));

  bare = jid != NULL ? quintet_online_bare_jid (jid) : NULL;
  if (bare == NULL)
    {
      set_status (self, QUINTET_ACCOUNT_FAILED, _("An address looks like name@example.org"));
      return;
    }
  if (password == NULL || *password == '\0')
    {
      set_status (self, QUINTET_ACCOUNT_NEEDS_PASSWORD, _("Enter the password to sign in"));
      return;
    }
  quintet_settings_set_online_account (self->settings, bare);
  use_address (self, bare);
  forget_new_password (self);
  self->new_password = g_strdup (password);
  /* A password just typed: a failure is said at once, and it is up to the
   * player to try again */
  quintet_xmpp_set_persistent (quintet_online_client_get_xmpp (self->client), FALSE);
  quintet_online_client_connect (self->client, password);
  xmpp_state_cb (self);
}

void
quintet_account_sign_out (QuintetAccount *self)
{
  const char *jid;

  g_return_if_fail (QUINTET_IS_ACCOUNT (self));

  jid = quintet_account_get_jid (self);
  if (jid != NULL && open_keyring () != NULL)
    {
      g_autoptr(GHashTable) attributes = new_attributes (jid);

      open_keyring ()->clearv (get_schema (), attributes, NULL, NULL, NULL);
    }
  drop_client (self);
  /* (one kept for Trust This Certificate) */
  forget_new_password (self);
  set_online (self, NULL);
  quintet_settings_set_online_account (self->settings, "");
  set_status (self, QUINTET_ACCOUNT_NONE, _("Play friends over XMPP with an account you already have"));
}

QuintetXmppCertificate
quintet_account_get_certificate_problem (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), QUINTET_XMPP_CERTIFICATE_NONE);

  return self->client != NULL ? quintet_xmpp_get_certificate_problem (quintet_online_client_get_xmpp (self->client))
                              : QUINTET_XMPP_CERTIFICATE_NONE;
}

const char *
quintet_account_get_certificate_issuer (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  return self->client != NULL ? quintet_xmpp_get_certificate_issuer (quintet_online_client_get_xmpp (self->client))
                              : NULL;
}

const char *
quintet_account_get_certificate_fingerprint (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  return self->client != NULL
         ? quintet_xmpp_get_certificate_fingerprint (quintet_online_client_get_xmpp (self->client)) : NULL;
}

char *
quintet_account_get_trusted_certificate (QuintetAccount *self)
{
  g_return_val_if_fail (QUINTET_IS_ACCOUNT (self), NULL);

  return self->client != NULL ? quintet_online_client_get_trusted_certificate (self->client) : NULL;
}

void
quintet_account_trust_certificate (QuintetAccount *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *fingerprint = NULL;
  const char *jid;

  g_return_if_fail (QUINTET_IS_ACCOUNT (self));
  g_return_if_fail (quintet_account_get_certificate_problem (self) == QUINTET_XMPP_CERTIFICATE_UNTRUSTED);

  /* Only the certificate shown (a changed one is never trusted here) */
  fingerprint = g_strdup (quintet_account_get_certificate_fingerprint (self));
  if (!quintet_online_client_trust_certificate (self->client, fingerprint, &error))
    {
      set_status (self, QUINTET_ACCOUNT_FAILED, error->message);
      return;
    }
  if (self->new_password != NULL)
    {
      quintet_xmpp_set_persistent (quintet_online_client_get_xmpp (self->client), FALSE);
      quintet_online_client_connect (self->client, self->new_password);
      xmpp_state_cb (self);
      return;
    }
  /* Signed in at startup with the keyring's password: again */
  jid = quintet_account_get_jid (self);
  if (jid != NULL && open_keyring () != NULL)
    {
      g_autoptr(GHashTable) attributes = new_attributes (jid);

      set_status (self, QUINTET_ACCOUNT_SIGNING_IN, _("Signing in…"));
      open_keyring ()->lookupv (get_schema (), attributes, self->cancellable, password_found_cb, g_object_ref (self));
    }
  else
    set_status (self, QUINTET_ACCOUNT_NEEDS_PASSWORD, _("Enter the password to sign in"));
  update_certificate (self);
}

void
quintet_account_set_online (QuintetAccount *self,
                            QuintetOnline  *online)
{
  g_return_if_fail (QUINTET_IS_ACCOUNT (self));
  g_return_if_fail (online == NULL || QUINTET_IS_ONLINE (online));

  drop_client (self);
  set_online (self, online);
  if (online != NULL)
    {
      /* Translators: %s is the player's address, e.g. alice@example.org */
      g_autofree char *message = g_strdup_printf (_("Signed in as %s"), quintet_online_get_own_jid (online));

      set_status (self, QUINTET_ACCOUNT_OFFLINE, message);
    }
  else
    set_status (self, QUINTET_ACCOUNT_NONE, _("Play friends over XMPP with an account you already have"));
}
