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

static gboolean
write_now (const char  *path,
           const char  *text,
           GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

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

/* ---- the writer: one worker thread, the jobs in the order given ---- */

/* The fsync of a durable write takes a millisecond or so, and tens of
 * them on a busy disk: too long for the window's frame, so the writes
 * and removals go to one thread of their own, which does them in order. */
typedef struct {
  char *path;
  char *text;   /* NULL: remove the file */
} Job;

G_LOCK_DEFINE_STATIC (writer);
static GThreadPool *writer;

static void
run_job (gpointer data,
         gpointer user_data)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;

  if (job->text == NULL)
    {
      if (g_unlink (job->path) != 0 && errno != ENOENT)
        g_warning ("Could not remove %s: %s", job->path, g_strerror (errno));
    }
  else if (!write_now (job->path, job->text, &error))
    g_warning ("Could not keep the game in progress: %s", error->message);

  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

static void
push_job (const char *path,
          const char *text)
{
  Job *job = g_new0 (Job, 1);

  job->path = g_strdup (path);
  job->text = g_strdup (text);
  G_LOCK (writer);
  if (writer == NULL)
    writer = g_thread_pool_new (run_job, NULL, 1, FALSE, NULL);
  g_thread_pool_push (writer, job, NULL);
  G_UNLOCK (writer);
}

void
quintet_autosave_write (const char *path,
                        const char *text)
{
  g_return_if_fail (path != NULL);
  g_return_if_fail (text != NULL);

  push_job (path, text);
}

void
quintet_autosave_remove (const char *path)
{
  g_return_if_fail (path != NULL);

  push_job (path, NULL);
}

void
quintet_autosave_flush (void)
{
  GThreadPool *pool;

  G_LOCK (writer);
  pool = g_steal_pointer (&writer);
  G_UNLOCK (writer);
  if (pool != NULL)
    g_thread_pool_free (pool, FALSE, TRUE);   /* waits for every job */
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

  quintet_autosave_flush ();
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
