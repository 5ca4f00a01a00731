/* test-game-files.c — the files outside the engine that every registered
 * game needs ("Adding a sixth game" in src/engine/README.md): each test
 * names the file or line that is missing, and for which game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "quintet-registry.h"

/* A file of the source tree, from tests/ (G_TEST_SRCDIR) */
static char *
source_path (const char *relative)
{
  return g_build_filename (g_test_get_dir (G_TEST_DIST), "..", relative, NULL);
}

static char *
read_source (const char *relative)
{
  g_autofree char *path = source_path (relative);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The languages of po/LINGUAS, after the untranslated "" */
static GStrv
languages (void)
{
  g_autofree char *linguas = read_source ("po/LINGUAS");
  g_auto(GStrv) lines = g_strsplit (linguas, "\n", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_strv_builder_add (builder, "");
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) words = NULL;
      char *comment = strchr (lines[i], '#');

      if (comment != NULL)
        *comment = '\0';
      words = g_strsplit_set (lines[i], " \t", -1);
      for (guint j = 0; words[j]; j++)
        if (words[j][0] != '\0')
          g_strv_builder_add (builder, words[j]);
    }
  return g_strv_builder_end (builder);
}

/* rules/<id>.md, or rules/<language>/<id>.md */
static char *
rules_page (const char *language,
            const char *id)
{
  return language[0] == '\0' ? g_strdup_printf ("rules/%s.md", id)
                             : g_strdup_printf ("rules/%s/%s.md", language, id);
}

/* Every game id has its rules page in ui/rules, in every language of
 * po/LINGUAS (the rules window shows the page of the game being played) */
static void
test_rules_pages (void)
{
  g_auto(GStrv) langs = languages ();
  g_autoptr(GString) missing = g_string_new ("");
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  g_assert_cmpuint (n_games, >, 0);
  for (guint i = 0; i < n_games; i++)
    for (guint l = 0; langs[l]; l++)
      {
        g_autofree char *page = rules_page (langs[l], games[i].id);
        g_autofree char *relative = g_build_filename ("ui", page, NULL);
        g_autofree char *path = source_path (relative);
        g_autofree char *contents = NULL;

        if (!g_file_get_contents (path, &contents, NULL, NULL) || contents[0] == '\0')
          g_string_append_printf (missing, "game %s: %s is missing or empty; ", games[i].id, relative);
      }

  g_assert_cmpstr (missing->str, ==, "");
}

/* … and each of those pages is a resource: a <file> line in
 * ui/quintet.gresource.xml */
static void
test_rules_resources (void)
{
  g_auto(GStrv) langs = languages ();
  g_autofree char *xml = read_source ("ui/quintet.gresource.xml");
  g_autoptr(GString) missing = g_string_new ("");
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    for (guint l = 0; langs[l]; l++)
      {
        g_autofree char *page = rules_page (langs[l], games[i].id);
        g_autofree char *escaped = g_regex_escape_string (page, -1);
        g_autofree char *pattern = g_strdup_printf ("<file(\\s[^>]*)?>%s</file>", escaped);

        if (!g_regex_match_simple (pattern, xml, 0, 0))
          g_string_append_printf (missing, "game %s: ui/quintet.gresource.xml has no line <file>%s</file>; ",
                                  games[i].id, page);
      }

  g_assert_cmpstr (missing->str, ==, "");
}

/* quintet-cli's manual page lists every game id, as `quintet-cli list`
 * does (a line ".B <id>") */
static void
test_manual_page (void)
{
  g_autofree char *page = read_source ("docs/quintet-cli.1.in");
  g_autoptr(GString) missing = g_string_new ("");
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *line = g_strdup_printf ("\n.B %s\n", games[i].id);

      if (strstr (page, line) == NULL)
        g_string_append_printf (missing, "game %s: docs/quintet-cli.1.in has no line \".B %s\" among the games; ",
                                games[i].id, games[i].id);
    }

  g_assert_cmpstr (missing->str, ==, "");
}

/* The desktop file's keywords name every game (a variant such as Ordo X
 * by its game's first id), and the metainfo's description every name */
static void
test_desktop_and_metainfo (void)
{
  g_autofree char *desktop = read_source ("data/io.github.quintetgames.Quintet.desktop.in");
  g_autofree char *metainfo = read_source ("data/io.github.quintetgames.Quintet.metainfo.xml.in");
  g_autoptr(GString) missing = g_string_new ("");
  const char *line = strstr (desktop, "\nKeywords=");
  g_autofree char *keywords = NULL;
  const QuintetGameInfo *games;
  guint n_games;

  g_assert_nonnull (line);
  line += strlen ("\nKeywords=");
  keywords = g_strdup_printf (";%.*s", (int) strcspn (line, "\n"), line);
  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *keyword = g_strdup_printf (";%s;", games[i].id);

      if (games[i].variant <= 0 && strstr (keywords, keyword) == NULL)
        g_string_append_printf (missing, "game %s: the Keywords of data/io.github.quintetgames.Quintet.desktop.in "
                                "lack \"%s\"; ", games[i].id, games[i].id);
      if (strstr (metainfo, games[i].name) == NULL)
        g_string_append_printf (missing, "game %s: data/io.github.quintetgames.Quintet.metainfo.xml.in "
                                "does not name \"%s\"; ", games[i].id, games[i].name);
    }

  g_assert_cmpstr (missing->str, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-files/rules-pages", test_rules_pages);
  g_test_add_func ("/game-files/rules-resources", test_rules_resources);
  g_test_add_func ("/game-files/manual-page", test_manual_page);
  g_test_add_func ("/game-files/desktop-and-metainfo", test_desktop_and_metainfo);

  return g_test_run ();
}
