/* quintet-autosave.c — the games in progress, kept on disk after every turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "quintet-autosave.h"

#define AUTOSAVE_SUFFIX ".quintet"

char *
quintet_autosave_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "quintet", "autosave", NULL);
}

char *
quintet_autosave_new_path (const char *game_id)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *started = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *dir = quintet_autosave_get_dir ();
  g_autofree char *name = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);

  name = g_strdup_printf ("%s-%s-%08x" AUTOSAVE_SUFFIX, game_id, started, g_random_int ());
  return g_build_filename (dir, name, NULL);
}

gboolean
quintet_autosave_write (const char  *path,
                        const char  *text,
                        GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  return g_file_set_contents_full (path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

void
quintet_autosave_remove (const char *path)
{
  g_return_if_fail (path != NULL);

  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", path, g_strerror (errno));
}

typedef struct {
  char   *path;
  gint64  modified;
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->path);
  g_free (entry);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const Entry *first = *(const Entry **) a;
  const Entry *second = *(const Entry **) b;

  if (first->modified != second->modified)
    return first->modified > second->modified ? -1 : 1;
  return g_strcmp0 (first->path, second->path);
}

GPtrArray *
quintet_autosave_list (void)
{
  g_autofree char *dir_path = quintet_autosave_get_dir ();
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (entry_free);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  /* No directory yet: nothing was ever saved. */
  if (dir == NULL)
    return paths;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      Entry *entry;
      GStatBuf info;

      /* g_file_set_contents_full's temporary files end otherwise */
      if (!g_str_has_suffix (name, AUTOSAVE_SUFFIX))
        continue;
      entry = g_new0 (Entry, 1);
      entry->path = g_build_filename (dir_path, name, NULL);
      entry->modified = g_stat (entry->path, &info) == 0 ? (gint64) info.st_mtime : 0;
      g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, compare_newest_first);
  for (guint i = 0; i < entries->len; i++)
    g_ptr_array_add (paths, g_strdup (((Entry *) entries->pdata[i])->path));

  return paths;
}
