/* main.c — the quintet program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "quintet-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(QuintetApplication) app = NULL;
  /* The tests and build-aux/run point this at the build tree's catalogs. */
  const char *localedir = g_getenv ("QUINTET_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = quintet_application_new (G_APPLICATION_DEFAULT_FLAGS);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
