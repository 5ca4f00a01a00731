/* quintet-computer.c — the computer's turn, searched on a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#ifdef __linux__
#include <sys/resource.h>
#endif

#include "quintet-computer.h"
#include "quintet-search.h"

/* A smaller table than the command line's: the app searches a turn at a
 * time, for a few seconds at most. */
#define TABLE_BYTES (16 * 1024 * 1024)
/* A turn found sooner is held back this long, so that the person's own
 * turn has landed on the board before the answer moves. */
#define MIN_THINKING_USEC (500 * G_TIME_SPAN_MILLISECOND)

typedef struct {
  QuintetGame         *game;       /* referenced: its class runs the rules */
  QuintetSearch       *search;
  QuintetSearchLimits  limits;
  guint                level;
  guint64              seed;
  gint64               deadline;   /* the clock's, monotonic µs; 0: none */
  gint                 cancel;     /* read by the search, set from any thread */
  gulong               cancelled_id;
  GCancellable        *cancellable;
} Thinking;

static void
thinking_free (Thinking *thinking)
{
  if (thinking->cancellable != NULL)
    g_cancellable_disconnect (thinking->cancellable, thinking->cancelled_id);
  g_clear_object (&thinking->cancellable);
  g_clear_pointer (&thinking->search, quintet_search_free);
  g_clear_object (&thinking->game);
  g_free (thinking);
}

static void
cancelled_cb (GCancellable *cancellable,
              Thinking     *thinking)
{
  g_atomic_int_set (&thinking->cancel, 1);
}

/* The search's own thread, below the window's priority: on a busy machine
 * the main thread's frames come first. Linux gives each thread its own
 * nice value; the thread ends with the search, so nothing else runs at it. */
#define SEARCH_NICE 5

static gpointer
think_thread (gpointer data)
{
  g_autoptr(GTask) task = data;
  Thinking *thinking = g_task_get_task_data (task);
  gint64 start = g_get_monotonic_time ();
  QuintetSearchResult result;

#ifdef __linux__
  setpriority (PRIO_PROCESS, 0, SEARCH_NICE);
#endif
  /* The level's time runs from when the search starts, not from when it
   * was asked for. */
  quintet_search_level_limits (quintet_search_get_level (thinking->level), thinking->game, 0, thinking->seed,
                               &thinking->limits);
  if (thinking->deadline > 0)
    thinking->limits.deadline = MIN (thinking->limits.deadline, thinking->deadline);
  quintet_search_run (thinking->search, &thinking->limits, &thinking->cancel, &result);
  while (g_get_monotonic_time () - start < MIN_THINKING_USEC && !g_atomic_int_get (&thinking->cancel) &&
         (thinking->deadline == 0 || g_get_monotonic_time () + 10 * G_TIME_SPAN_MILLISECOND < thinking->deadline))
    g_usleep (10 * G_TIME_SPAN_MILLISECOND);

  if (g_task_return_error_if_cancelled (task))
    return NULL;
  if (!result.has_turn)
    g_task_return_new_error (task, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL,
                             _("The computer has no legal turn"));
  else
    g_task_return_pointer (task, g_memdup2 (&result.turn, sizeof result.turn), g_free);
  return NULL;
}

void
quintet_computer_think_async (QuintetGame         *game,
                              guint                level,
                              guint64              seed,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  quintet_computer_think_timed_async (game, level, seed, 0, cancellable, callback, user_data);
}

void
quintet_computer_think_timed_async (QuintetGame         *game,
                                    guint                level,
                                    guint64              seed,
                                    gint64               allot_ms,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Thinking *thinking;

  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (level >= 1 && level <= QUINTET_SEARCH_N_LEVELS);
  g_return_if_fail (allot_ms >= 0);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, quintet_computer_think_async);   /* for _finish, timed or not */
  thinking = g_new0 (Thinking, 1);
  thinking->game = g_object_ref (game);
  thinking->level = level;
  thinking->seed = seed;
  /* From now: the clock has run since the turn began */
  thinking->deadline = allot_ms > 0 ? g_get_monotonic_time () + allot_ms * G_TIME_SPAN_MILLISECOND : 0;
  thinking->search = quintet_search_new (game, TABLE_BYTES);
  quintet_search_set_game (thinking->search, game);   /* copies the state, here */
  if (cancellable != NULL)
    {
      thinking->cancellable = g_object_ref (cancellable);
      thinking->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb), thinking, NULL);
    }
  g_task_set_task_data (task, thinking, (GDestroyNotify) thinking_free);
  g_thread_unref (g_thread_new ("quintet-search", think_thread, g_steal_pointer (&task)));
}

gboolean
quintet_computer_think_finish (GAsyncResult  *result,
                               QuintetMove   *turn,
                               GError       **error)
{
  g_autofree QuintetMove *found = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == quintet_computer_think_async, FALSE);

  found = g_task_propagate_pointer (G_TASK (result), error);
  if (found == NULL)
    return FALSE;
  *turn = *found;
  return TRUE;
}
