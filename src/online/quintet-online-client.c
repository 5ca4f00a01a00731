/* quintet-online-client.c — an account's online games and its connection,
 * joined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the games send goes to the connection; what the connection brings
 * goes to the games; and each time the connection is (back) up, what the
 * server kept for us is read (offline messages, then the account's archive
 * past what this device read of it), and only then the games send again
 * whatever the opponents may have missed.
 *
 * Besides the games, the account's folder holds small files of this
 * device's: "device" (its id, which names its connections' resources),
 * "archive-id" (the archive's message read up to), "server-blocked" (the
 * server's block list as last heard, issue 40) and "archive-seen" (the
 * messages had live since, which the next read skips: read again, an
 * opponent's offer this device has answered would be open again).
 * And one of the account's, whoever writes it: "trusted-certificate", the
 * SHA-256 fingerprint of the certificate the player trusted for a private
 * server (issue 40), read at each sign-in.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "quintet-online-client.h"

#define DEVICE_FILE  "device"
#define ARCHIVE_FILE "archive-id"
#define SEEN_FILE    "archive-seen"
#define TRUST_FILE   "trusted-certificate"
#define SERVER_BLOCKED_FILE "server-blocked"
/* Keys of messages had live kept for the next read of the archive: more
 * than a sign-in's worth are only read again (duplicates, ignored) */
#define MAX_SEEN 4000

struct _QuintetOnlineClient {
  GObject        parent_instance;

  char          *jid;
  char          *dir;
  QuintetOnline *online;
  QuintetXmpp   *xmpp;
  guint          n_archived;
  gboolean       unplaced;    /* the last payload was not had (quintet_online_last_unplaced) */
  GHashTable    *seen;        /* keys of messages had live, not yet passed in the archive */
  GStrv          reading;     /* those the read under way skips */
  GHashTable    *server_blocked; /* the server's block list as last heard (file
                               * "server-blocked"), or NULL: never heard */
  gboolean       merging;     /* the server's list being taken into ours */
};

enum {
  SIGNAL_CAUGHT_UP,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
  self->unplaced = quintet_online_last_unplaced (self->online);
}

static void
on_quintet_peer (QuintetXmpp         *xmpp,
                 const char          *from,
                 QuintetOnlineClient *self)
{
  quintet_online_note_quintet_peer (self->online, from);
}

static void
on_payload_sent (QuintetXmpp         *xmpp,
                 const char          *to,
                 const char          *xml,
                 gsize                len,
                 QuintetOnlineClient *self)
{
  quintet_online_receive_sent (self->online, to, xml, len, NULL);
  self->unplaced = quintet_online_last_unplaced (self->online);
}

/* A plain message: a line of a game's conversation if it comes from the
 * opponent of one in play, else nothing of ours */
static void
on_body (QuintetXmpp         *xmpp,
         const char          *from,
         const char          *text,
         QuintetOnlineClient *self)
{
  g_autoptr(GError) error = NULL;

  if (!quintet_online_receive_body (self->online, from, text, &error))
    g_debug ("A message from %s is no game's: %s", from, error->message);
}

/* A small file of the account's folder, its first line; NULL if missing */
static char *
read_small_file (QuintetOnlineClient *self,
                 const char          *name)
{
  g_autofree char *path = g_build_filename (self->dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, NULL) || length > 1024)
    return NULL;
  contents[strcspn (contents, "\r\n")] = '\0';
  return *contents != '\0' ? g_steal_pointer (&contents) : NULL;
}

static gboolean
write_small_file (QuintetOnlineClient *self,
                  const char          *name,
                  const char          *line)
{
  g_autofree char *path = g_build_filename (self->dir, name, NULL);
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (self->dir, 0700) != 0 ||
      !g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    {
      g_warning ("Could not write %s: %s", path, error != NULL ? error->message : g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

/* This device's id: made once, kept in the account's folder */
static char *
device_id (QuintetOnlineClient *self)
{
  g_autofree char *id = read_small_file (self, DEVICE_FILE);
  gboolean valid = id != NULL && strlen (id) <= 64;

  for (const char *c = id; valid && *c != '\0'; c++)
    valid = g_ascii_isalnum (*c);
  if (valid)
    return g_steal_pointer (&id);

  g_free (id);
  id = g_strdup_printf ("%08x%04x", g_random_int (), g_random_int_range (0, 0x10000));
  /* Unwritten, it names this run's connections all the same */
  write_small_file (self, DEVICE_FILE, id);
  return g_steal_pointer (&id);
}

static void
write_seen (QuintetOnlineClient *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *path = g_build_filename (self->dir, SEEN_FILE, NULL);
  GHashTableIter iter;
  const char *key;

  g_hash_table_iter_init (&iter, self->seen);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    g_string_append_printf (text, "%s\n", key);
  if (text->len == 0)
    {
      g_unlink (path);
      return;
    }
  g_string_truncate (text, text->len - 1);
  write_small_file (self, SEEN_FILE, text->str);
}

static void
read_seen (QuintetOnlineClient *self)
{
  g_autofree char *path = g_build_filename (self->dir, SEEN_FILE, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return;
  lines = g_strsplit (contents, "\n", MAX_SEEN + 1);
  for (guint i = 0; lines[i] != NULL && i < MAX_SEEN; i++)
    if (*lines[i] != '\0' && strlen (lines[i]) <= 1024)
      g_hash_table_add (self->seen, g_strdup (lines[i]));
}

/* What is written once the games before it are (the app saves them in
 * the background): a key had live, the id read up to, the keys passed */
typedef struct {
  QuintetOnlineClient *self;
  char                *key;
  char                *archive_id;
  GStrv                passed;
} Note;

static void
note_free (Note *note)
{
  g_object_unref (note->self);
  g_free (note->key);
  g_free (note->archive_id);
  g_strfreev (note->passed);
  g_free (note);
}

static void
note_write (gpointer data)
{
  Note *note = data;
  QuintetOnlineClient *self = note->self;

  if (note->archive_id != NULL)
    write_small_file (self, ARCHIVE_FILE, note->archive_id);
  if (note->key != NULL && g_hash_table_size (self->seen) < MAX_SEEN &&
      !g_hash_table_contains (self->seen, note->key))
    {
      g_hash_table_add (self->seen, g_strdup (note->key));
      write_seen (self);
    }
  if (note->passed != NULL)
    {
      for (guint i = 0; note->passed[i] != NULL; i++)
        g_hash_table_remove (self->seen, note->passed[i]);
      write_seen (self);
    }
}

static void
note_when_saved (QuintetOnlineClient *self,
                 Note                *note)
{
  note->self = g_object_ref (self);
  if (self->online != NULL)
    quintet_online_when_saved (self->online, note_write, note, (GDestroyNotify) note_free);
  else
    note_free (note);
}

static void
on_seen (QuintetXmpp         *xmpp,
         const char          *key,
         QuintetOnlineClient *self)
{
  Note *note;

  /* (the "payload" before it): not had, so the archive gives it again on
   * the next sign-in (issue 40) */
  if (self->unplaced)
    return;
  note = g_new0 (Note, 1);
  note->key = g_strdup (key);
  note_when_saved (self, note);
}

static void
on_archive_read (QuintetXmpp         *xmpp,
                 const char          *id,
                 QuintetOnlineClient *self)
{
  Note *note = g_new0 (Note, 1);

  /* Every payload up to it has been through the games: written once
   * they are saved */
  note->archive_id = g_strdup (id);
  note_when_saved (self, note);
}

static void
caught_up (QuintetOnlineClient *self,
           const GError        *error)
{
  if (self->online != NULL)
    quintet_online_set_catching_up (self->online, FALSE);
  /* Lost again before the server answered: the next sign-in resends */
  if (error == NULL && self->online != NULL)
    quintet_online_resend (self->online);
  g_signal_emit (self, signals[SIGNAL_CAUGHT_UP], 0, error);
}

static void
on_archive_done (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(QuintetOnlineClient) self = user_data;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reading = g_steal_pointer (&self->reading);
  guint n = 0;
  gboolean complete = FALSE;

  if (quintet_xmpp_read_archive_finish (QUINTET_XMPP (object), result, &n, &complete, &error))
    {
      self->n_archived = n;
      g_debug ("%u payloads read from the message archive", n);
    }
  /* Read to its end: the archive's copies of what was had live before
   * are behind us (what came during the read stays for the next) */
  if (complete && reading != NULL)
    {
      Note *note = g_new0 (Note, 1);

      note->passed = g_steal_pointer (&reading);
      note_when_saved (self, note);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED) &&
           !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* The server refused (logged): what it kept offline has come all the
     * same, and the opponents should not wait for what we owe them */
    g_clear_error (&error);
  caught_up (self, error);
}

static void
on_flushed (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(QuintetOnlineClient) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  g_autofree char **keys = NULL;

  if (!quintet_xmpp_flush_finish (QUINTET_XMPP (object), result, &error))
    {
      caught_up (self, error);
      return;
    }
  /* Then what the account's other devices sent and received meanwhile */
  after = read_small_file (self, ARCHIVE_FILE);
  /* The keys are the table's: copied before the table changes */
  keys = (char **) g_hash_table_get_keys_as_array (self->seen, NULL);
  g_strfreev (self->reading);
  self->reading = g_strdupv (keys);
  quintet_xmpp_read_archive_async (self->xmpp, after, (const char * const *) self->reading,
                                   NULL, on_archive_done, g_object_ref (self));
}

static void
on_state (QuintetXmpp         *xmpp,
          GParamSpec          *pspec,
          QuintetOnlineClient *self)
{
  /* Send again what the opponents may have missed once what the server
   * kept for us has come: what they sent meanwhile (an ack, an answer)
   * may make some of it needless */
  if (self->online != NULL)
    quintet_online_set_connected (self->online, quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_CONNECTED);
  if (quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_CONNECTED)
    {
      if (self->online != NULL)
        quintet_online_set_catching_up (self->online, TRUE);
      quintet_xmpp_flush_async (xmpp, NULL, on_flushed, g_object_ref (self));
    }
}

/* ---------------------------------------------------------------- contacts and blocks (issue 40) */

static void
on_contacts (QuintetXmpp         *xmpp,
             GStrv                addresses,
             QuintetOnlineClient *self)
{
  quintet_online_set_contacts (self->online, (const char * const *) addresses);
}

typedef struct {
  QuintetOnlineClient *self;
  char                *address;
} BlockChange;

static void
block_change_free (BlockChange *change)
{
  g_object_unref (change->self);
  g_free (change->address);
  g_free (change);
}

static void
send_block (gpointer data)
{
  BlockChange *change = data;

  quintet_xmpp_set_blocked (change->self->xmpp, change->address, TRUE);
}

/* Ours changed: the server's too, where it has one. A block goes once the
 * declines of the address's invitations are sent (saved first, in the
 * app): the server would stop them too. */
static void
on_blocked_changed (QuintetOnline       *online,
                    const char          *address,
                    gboolean             blocked,
                    QuintetOnlineClient *self)
{
  BlockChange *change;

  if (self->merging)
    return;
  if (!blocked)
    {
      quintet_xmpp_set_blocked (self->xmpp, address, FALSE);
      return;
    }
  change = g_new0 (BlockChange, 1);
  change->self = g_object_ref (self);
  change->address = g_strdup (address);
  quintet_online_when_saved (online, send_block, change, (GDestroyNotify) block_change_free);
}

/* The server's block list as this device last heard it, or NULL */
static GHashTable *
read_server_blocked (QuintetOnlineClient *self)
{
  g_autofree char *path = g_build_filename (self->dir, SERVER_BLOCKED_FILE, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *addresses;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  addresses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_hash_table_add (addresses, g_strdup (lines[i]));
  return addresses;
}

/* The server's list, whole. What it blocks and we do not is blocked here
 * too; what it blocked when we last heard and no longer does was
 * unblocked (on another device): unblocked here too; what we block and it
 * never did (blocked while signed out, or before it had a list) goes to
 * it. What it blocked last is kept on disk, so that a device that was
 * away does not block again what another one unblocked. */
static void
on_block_list (QuintetXmpp         *xmpp,
               GStrv                addresses,
               QuintetOnlineClient *self)
{
  g_autoptr(GHashTable) before = self->server_blocked != NULL ? g_hash_table_ref (self->server_blocked)
                                                              : read_server_blocked (self);
  g_auto(GStrv) ours = quintet_online_list_blocked (self->online);
  g_autoptr(GString) text = g_string_new (NULL);
  GHashTable *server = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer address;

  for (guint i = 0; addresses[i] != NULL; i++)
    {
      g_hash_table_add (server, g_strdup (addresses[i]));
      g_string_append_printf (text, "%s\n", addresses[i]);
    }
  self->merging = TRUE;
  for (guint i = 0; addresses[i] != NULL; i++)
    if (!quintet_online_is_blocked (self->online, addresses[i]) &&
        !quintet_online_block (self->online, addresses[i], NULL))
      g_warning ("Could not block %s as the server does", addresses[i]);
  if (before != NULL)
    {
      g_hash_table_iter_init (&iter, before);
      while (g_hash_table_iter_next (&iter, &address, NULL))
        if (!g_hash_table_contains (server, address))
          quintet_online_unblock (self->online, address, NULL);
    }
  for (guint i = 0; ours[i] != NULL; i++)
    if (!g_hash_table_contains (server, ours[i]) && (before == NULL || !g_hash_table_contains (before, ours[i])))
      quintet_xmpp_set_blocked (xmpp, ours[i], TRUE);
  self->merging = FALSE;
  g_clear_pointer (&self->server_blocked, g_hash_table_unref);
  self->server_blocked = server;
  if (text->len > 0)
    g_string_truncate (text, text->len - 1);
  write_small_file (self, SERVER_BLOCKED_FILE, text->str);
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
  g_free (self->dir);
  g_clear_pointer (&self->seen, g_hash_table_unref);
  g_strfreev (self->reading);
  g_clear_pointer (&self->server_blocked, g_hash_table_unref);

  G_OBJECT_CLASS (quintet_online_client_parent_class)->finalize (object);
}

static void
quintet_online_client_class_init (QuintetOnlineClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_online_client_dispose;
  object_class->finalize = quintet_online_client_finalize;

  /* "caught-up" (const GError *error): see the header */
  signals[SIGNAL_CAUGHT_UP] =
    g_signal_new ("caught-up",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
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
  g_autofree char *device = NULL;

  g_return_val_if_fail (jid != NULL, NULL);
  g_return_val_if_fail (dir != NULL, NULL);

  bare = quintet_online_bare_jid (jid);
  g_return_val_if_fail (bare != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_ONLINE_CLIENT, NULL);
  self->jid = g_strdup (jid);
  self->dir = g_strdup (dir);
  self->seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  read_seen (self);
  self->online = quintet_online_new (dir, bare);
  self->xmpp = quintet_xmpp_new ();
  device = device_id (self);
  quintet_xmpp_set_device (self->xmpp, device);
  g_signal_connect (self->online, "send", G_CALLBACK (on_send), self);
  g_signal_connect (self->xmpp, "payload", G_CALLBACK (on_payload), self);
  g_signal_connect (self->xmpp, "payload-sent", G_CALLBACK (on_payload_sent), self);
  g_signal_connect (self->xmpp, "body", G_CALLBACK (on_body), self);
  g_signal_connect (self->xmpp, "archive-read", G_CALLBACK (on_archive_read), self);
  g_signal_connect (self->xmpp, "seen", G_CALLBACK (on_seen), self);
  g_signal_connect (self->xmpp, "quintet-peer", G_CALLBACK (on_quintet_peer), self);
  g_signal_connect (self->xmpp, "notify::state", G_CALLBACK (on_state), self);
  g_signal_connect (self->xmpp, "contacts", G_CALLBACK (on_contacts), self);
  g_signal_connect (self->xmpp, "block-list", G_CALLBACK (on_block_list), self);
  g_signal_connect (self->online, "blocked-changed", G_CALLBACK (on_blocked_changed), self);

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
  g_autofree char *trusted = NULL;

  g_return_if_fail (QUINTET_IS_ONLINE_CLIENT (self));
  g_return_if_fail (password != NULL);

  /* Read again each time: `quintet-cli online trust` may have written it
   * while the app runs */
  trusted = quintet_online_client_get_trusted_certificate (self);
  quintet_xmpp_set_trusted_certificate (self->xmpp, trusted);
  quintet_xmpp_connect (self->xmpp, self->jid, password);
}

char *
quintet_online_client_get_trusted_certificate (QuintetOnlineClient *self)
{
  g_autofree char *line = NULL;
  char *fingerprint;

  g_return_val_if_fail (QUINTET_IS_ONLINE_CLIENT (self), NULL);

  line = read_small_file (self, TRUST_FILE);
  if (line == NULL)
    return NULL;
  fingerprint = quintet_xmpp_format_fingerprint (line);
  if (fingerprint == NULL)
    g_warning ("%s/%s holds no SHA-256 fingerprint: no certificate trusted", self->dir, TRUST_FILE);
  return fingerprint;
}

gboolean
quintet_online_client_trust_certificate (QuintetOnlineClient  *self,
                                         const char           *fingerprint,
                                         GError              **error)
{
  g_autofree char *formatted = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE_CLIENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (fingerprint == NULL)
    {
      path = g_build_filename (self->dir, TRUST_FILE, NULL);
      if (g_unlink (path) != 0 && errno != ENOENT)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "%s: %s", path, g_strerror (saved));
          return FALSE;
        }
      quintet_xmpp_set_trusted_certificate (self->xmpp, NULL);
      return TRUE;
    }
  formatted = quintet_xmpp_format_fingerprint (fingerprint);
  if (formatted == NULL)
    {
      /* Translators: %s is what was given as a fingerprint */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a SHA-256 fingerprint (32 pairs of digits 0–9 and A–F, as AB:01:…)"),
                   fingerprint);
      return FALSE;
    }
  if (!write_small_file (self, TRUST_FILE, formatted))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The certificate could not be kept with the account in %s"), self->dir);
      return FALSE;
    }
  quintet_xmpp_set_trusted_certificate (self->xmpp, formatted);
  return TRUE;
}

void
quintet_online_client_disconnect (QuintetOnlineClient *self)
{
  g_return_if_fail (QUINTET_IS_ONLINE_CLIENT (self));

  quintet_xmpp_disconnect (self->xmpp);
}

guint
quintet_online_client_get_n_archived (QuintetOnlineClient *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CLIENT (self), 0);

  return self->n_archived;
}
