/* quintet-online-contacts.c — whom an account plays: its contacts (the
 * roster), the requests of strangers, and the addresses it blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of QuintetOnline (quintet-online.c); each list is a file of its own
 * in the account's folder, one address a line.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "quintet-online.h"
#include "quintet-online-private.h"

/* ---------------------------------------------------------------- blocked addresses */

/* A file of the account's folder with a bare JID a line, into @addresses */
void
_quintet_online_load_addresses (QuintetOnline *self,
                                const char    *name,
                                GHashTable    *addresses)
{
  g_autofree char *path = g_build_filename (self->dir, name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *bare = quintet_online_bare_jid (g_strstrip (lines[i]));

      if (bare != NULL)
        g_hash_table_add (addresses, bare);
    }
}

static gboolean
save_blocked (QuintetOnline  *self,
              GError        **error)
{
  g_autofree char *path = g_build_filename (self->dir, BLOCKED_FILE, NULL);
  g_auto(GStrv) addresses = quintet_online_list_blocked (self);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) local = NULL;

  for (guint i = 0; addresses[i] != NULL; i++)
    g_string_append_printf (text, "%s\n", addresses[i]);
  if (!g_file_set_contents_full (path, text->str, text->len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_IO,
                   _("The list of blocked addresses could not be saved: %s"), local->message);
      return FALSE;
    }
  return TRUE;
}

static int
compare_addresses (const void *a,
                   const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

gboolean
quintet_online_is_blocked (QuintetOnline *self,
                           const char    *address)
{
  g_autofree char *bare = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  bare = address != NULL ? quintet_online_bare_jid (address) : NULL;
  return bare != NULL && g_hash_table_contains (self->blocked, bare);
}

GStrv
quintet_online_list_blocked (QuintetOnline *self)
{
  g_autofree const char **keys = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);

  keys = (const char **) g_hash_table_get_keys_as_array (self->blocked, &n);
  qsort (keys, n, sizeof (char *), compare_addresses);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, keys[i]);
  return g_strv_builder_end (builder);
}

gboolean
quintet_online_block (QuintetOnline  *self,
                      const char     *address,
                      GError        **error)
{
  g_autofree char *bare = NULL;
  GListModel *games;
  g_autoptr(GPtrArray) invitations = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  bare = address != NULL ? quintet_online_bare_jid (address) : NULL;
  if (bare == NULL || g_str_equal (bare, self->own_jid))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("“%s” is not an address that can be blocked"), address != NULL ? address : "");
      return FALSE;
    }
  if (!g_hash_table_add (self->blocked, g_strdup (bare)))
    return TRUE;
  if (!save_blocked (self, error))
    {
      g_hash_table_remove (self->blocked, bare);
      return FALSE;
    }
  /* Their invitations waiting are declined (their Quintet stops sending
   * them again) and go; a plain decline, as any: a blocked address is not
   * told it is (issue 40). Before the server's block list hears of it
   * ("blocked-changed"), which would stop the declines too. */
  games = quintet_online_get_games (self);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      if (game->state == QUINTET_ONLINE_STATE_INVITED && g_str_equal (game->opponent, bare))
        g_ptr_array_add (invitations, g_strdup (game->id));
    }
  for (guint i = 0; i < invitations->len; i++)
    if (!quintet_online_decline (self, invitations->pdata[i], error) ||
        !quintet_online_remove (self, invitations->pdata[i], error))
      return FALSE;
  g_signal_emit_by_name (self, "blocked-changed", bare, TRUE);
  return TRUE;
}

gboolean
quintet_online_unblock (QuintetOnline  *self,
                        const char     *address,
                        GError        **error)
{
  g_autofree char *bare = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  bare = address != NULL ? quintet_online_bare_jid (address) : NULL;
  if (bare == NULL || !g_hash_table_remove (self->blocked, bare))
    return TRUE;
  if (!save_blocked (self, error))
    return FALSE;
  g_signal_emit_by_name (self, "blocked-changed", bare, FALSE);
  return TRUE;
}

/* ---------------------------------------------------------------- contacts */

static void
save_contacts (QuintetOnline *self)
{
  g_autofree char *path = g_build_filename (self->dir, CONTACTS_FILE, NULL);
  g_autofree const char **keys = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  guint n;

  keys = (const char **) g_hash_table_get_keys_as_array (self->contacts, &n);
  qsort (keys, n, sizeof (char *), compare_addresses);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s\n", keys[i]);
  /* Only a convenience before the next sign-in: the roster is the truth */
  if (!g_file_set_contents_full (path, text->str, text->len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_warning ("The contacts could not be saved: %s", error->message);
}

void
quintet_online_set_contacts (QuintetOnline      *self,
                             const char * const *addresses)
{
  g_autoptr(GHashTable) contacts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean same;
  GHashTableIter iter;
  gpointer key;

  g_return_if_fail (QUINTET_IS_ONLINE (self));

  for (guint i = 0; addresses != NULL && addresses[i] != NULL; i++)
    {
      char *bare = quintet_online_bare_jid (addresses[i]);

      if (bare != NULL)
        g_hash_table_add (contacts, bare);
    }
  same = g_hash_table_size (contacts) == g_hash_table_size (self->contacts);
  g_hash_table_iter_init (&iter, contacts);
  while (same && g_hash_table_iter_next (&iter, &key, NULL))
    same = g_hash_table_contains (self->contacts, key);
  if (same)
    return;
  g_hash_table_unref (self->contacts);
  self->contacts = g_steal_pointer (&contacts);
  save_contacts (self);
  g_signal_emit_by_name (self, "contacts-changed");
}

gboolean
quintet_online_is_contact (QuintetOnline *self,
                           const char    *address)
{
  g_autofree char *bare = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  bare = address != NULL ? quintet_online_bare_jid (address) : NULL;
  return bare != NULL && g_hash_table_contains (self->contacts, bare);
}

gboolean
quintet_online_is_request (QuintetOnline     *self,
                           QuintetOnlineGame *game)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (game), FALSE);

  return game->state == QUINTET_ONLINE_STATE_INVITED && !g_hash_table_contains (self->contacts, game->opponent);
}

guint
quintet_online_count_requests (QuintetOnline *self)
{
  GListModel *games;
  guint count = 0;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), 0);

  games = G_LIST_MODEL (self->games);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      count += quintet_online_is_request (self, game);
    }
  return count;
}
