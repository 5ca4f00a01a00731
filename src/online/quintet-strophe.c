/* quintet-strophe.c — libstrophe, opened at its first use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gmodule.h>

#include "quintet-strophe.h"

/* Whether libstrophe could be opened (the first call opens it and runs
 * its own set-up, xmpp_initialize).
 * @table: (out) (optional): its functions
 * @error: (out) (optional): when it could not, why, in a sentence for the
 *   player */
gboolean
quintet_strophe_open (QuintetStrophe  *table_out,
                      const char     **error)
{
  static QuintetStrophe table;
  static const QuintetStrophe *strophe;
  static char *failure;
  static gsize opened;

  if (g_once_init_enter (&opened))
    {
      /* Never closed: libstrophe's threads and OpenSSL outlive any one
       * connection */
      GModule *module = g_module_open (STROPHE_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      gboolean complete = module != NULL;

#define QUINTET_STROPHE_SYMBOL(name) \
      complete = complete && g_module_symbol (module, #name, (gpointer *) &table.name);
      QUINTET_STROPHE_FUNCTIONS (QUINTET_STROPHE_SYMBOL)
#undef QUINTET_STROPHE_SYMBOL

      if (complete)
        {
          table.xmpp_initialize ();
          strophe = &table;
        }
      else
        {
          /* Translators: %s is the system's reason, e.g. "libstrophe.so.0: cannot open shared object file" */
          failure = g_strdup_printf (_("Online play cannot start: its XMPP library is missing (%s)"),
                                     g_module_error ());
          g_warning ("%s", failure);
        }
      g_once_init_leave (&opened, 1);
    }

  if (strophe != NULL && table_out != NULL)
    *table_out = *strophe;
  if (error != NULL)
    *error = failure;
  return strophe != NULL;
}
