/* quintet-context.h — handing work from a worker thread to a main context
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* Calls @function with @data from @context's own loop, and @destroy there
 * after it. Never g_main_context_invoke() from a worker: when no thread
 * holds @context at that moment, it acquires it and calls @function right
 * there, on the worker, where a signal must not be emitted and the last
 * reference to an object must not be dropped (its finalizer may join the
 * worker's own thread). */
static inline void
quintet_context_post (GMainContext   *context,
                      GSourceFunc     function,
                      gpointer        data,
                      GDestroyNotify  destroy,
                      const char     *static_name)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, function, data, destroy);
  g_source_set_static_name (source, static_name);
  g_source_attach (source, context);
  g_source_unref (source);
}
