/* test-window-rules.c — end-to-end: the rules window and every game's
 * rules page, in English and translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-registry.h"
#include "quintet-rules-window.h"

#include "test-window-common.h"

static void
test_rules (void)
{
  GtkWindow *rules = quintet_rules_window_new ("pressman");
  GPtrArray *blocks = quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules));
  g_autofree char *labels = NULL;
  gboolean found_pr5 = FALSE;

  /* Tall enough for the screenshot to show every ruling. */
  gtk_window_set_default_size (rules, 600, 2000);
  gtk_window_present (rules);
  wait_for_frame (rules);
  g_assert_cmpuint (blocks->len, >, 10);
  for (guint i = 0; i < blocks->len; i++)
    if (strstr (g_ptr_array_index (blocks, i), "PR-5") != NULL)
      found_pr5 = TRUE;
  g_assert_true (found_pr5);

  /* House rules are labelled as such (docs/rules.md). */
  labels = get_labels (GTK_WIDGET (rules));
  g_assert_nonnull (strstr (labels, "|House rule|"));
  save_screenshot (GTK_WIDGET (rules), "screenshot-rules.png");
  gtk_window_destroy (rules);
}


/* ---- rules pages ---- */

/* What each page must show, where the page exists (docs/rules.md: house
 * rules shown as such; credits and licences as the sources ask). */
static const struct {
  const char *id;
  const char *house_rules[3];
  const char *credits[3];
  /* The inventor's rules: never badged as ours. */
  const char *rules[5];
  /* Rules that carry a ruling: the ruling part, and only it, is badged. */
  const char *rules_with_ruling[5];
  const char *links[3];
} expected_pages[] = {
  { "pressman", { "PR-5" }, { NULL }, { "PR-1" }, { "PR-3", "PR-4" }, { NULL } },
  { "ordo", { "OR-4", "OR-6" }, { "Dieter Stein", "2009" }, { "OR-1" }, { "OR-2", "OR-3" }, { NULL } },
  { "ordo-x", { "OX-5", "OR-6" }, { "Dieter Stein", "2009" }, { "OR-1", "OX-1", "OX-4" }, { "OX-2", "OX-3" }, { NULL } },
  { "oferhlyp", { "OF-6", "OF-7" }, { "John Beers", "CC BY-SA 4.0", "creativecommons.org/licenses/by-sa/4.0" },
    { "OF-4" }, { "OF-3", "OF-5" },
    { "https://creativecommons.org/licenses/by-sa/4.0/", "https://codeberg.org/jaerrib/oferhlyp" } },
  { "opprimo", { "OP-4", "OP-5" }, { "Rolly Estabillo", "reconstruct" }, { "OP-2" }, { "OP-3" }, { NULL } },
  { "overlord", { "OV-7" }, { "Tom Bell", "Condor", "1974" }, { "OV-6" }, { "OV-4", "OV-5" }, { NULL } },
};

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint count = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    count++;

  return count;
}

/* The label that starts the item of a rule: its text begins with the id. */
static GtkWidget *
find_rule_label (GtkWidget  *rules,
                 const char *rule)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (rules, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), rule))
      return g_ptr_array_index (labels, i);

  return NULL;
}

/* Checks that a rule's own text has no badge before it, and that its
 * item has a "Ruling" badge exactly when the rule carries a ruling. */
static void
check_rule_badges (GtkWidget  *rules,
                   const char *rule,
                   gboolean    carries_ruling)
{
  GtkWidget *label = find_rule_label (rules, rule);
  GtkWidget *column, *before;

  g_test_message ("inventor's rule %s", rule);
  g_assert_nonnull (label);
  column = gtk_widget_get_parent (label);
  before = gtk_widget_get_prev_sibling (label);
  g_assert_true (before == NULL || !gtk_widget_has_css_class (before, "rules-badge"));
  g_assert_cmpuint (count_css_class (column, "ruling"), ==, carries_ruling ? 1 : 0);
  g_assert_cmpuint (count_css_class (column, "house-rule"), ==, 0);
  if (carries_ruling)
    g_assert_true (gtk_widget_has_css_class (gtk_widget_get_next_sibling (label), "ruling"));
}

static guint
count_lines_starting (const char *source,
                      const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (source, "\n", -1);
  guint count = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      count++;

  return count;
}

/* The block (markup) that holds a ruling's id, or NULL. */
static const char *
find_block (GPtrArray  *blocks,
            const char *text)
{
  for (guint i = 0; i < blocks->len; i++)
    if (strstr (g_ptr_array_index (blocks, i), text) != NULL)
      return g_ptr_array_index (blocks, i);

  return NULL;
}

/* The badge just before the text of the item whose block holds text. */
static gboolean
has_house_rule_badge (GtkWidget  *rules,
                      const char *ruling)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (rules, GTK_TYPE_LABEL, labels);
  for (guint i = 1; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), ruling) != NULL &&
        gtk_widget_has_css_class (g_ptr_array_index (labels, i - 1), "house-rule"))
      return TRUE;

  return FALSE;
}

/* Checks the page of game id that the rules window shows, whose Markdown
 * is source; a translated page is checked the same way, except for the
 * English words among the credits (names, years and licences stay). */
static void
check_rules_page (const char *id,
                  const char *source,
                  gboolean    translated)
{
  GtkWindow *rules = quintet_rules_window_new (id);
  GPtrArray *blocks = quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules));
  g_autofree char *labels = NULL;
  const char *language = translated ? g_getenv ("LANGUAGE") : NULL;
  g_autofree char *screenshot = language != NULL ? g_strdup_printf ("screenshot-rules-%s-%s.png", id, language)
                                                 : g_strdup_printf ("screenshot-rules-%s.png", id);
  guint n_headings = count_lines_starting (source, "## ");
  g_autoptr(GRegex) links = g_regex_new ("<a href=\"[^\"]*\">|</a>", 0, 0, NULL);
  guint n_badges = count_occurrences (source, "{ruling}") + count_occurrences (source, "{house rule}");

  gtk_window_set_default_size (rules, 600, 3000);
  gtk_window_present (rules);
  wait_for_frame (rules);
  labels = get_labels (GTK_WIDGET (rules));

  /* One title, every heading, a badge per marked ruling, and no mark
   * left unparsed in the text. */
  g_assert_cmpuint (count_lines_starting (source, "# "), ==, 1);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "title-1"), ==, 1);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "title-3"), ==, n_headings);
  g_assert_cmpuint (n_headings, >=, 4);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "rules-badge"), ==, n_badges);
  g_assert_cmpuint (n_badges, >=, 3);
  g_assert_null (strstr (labels, "{"));
  g_assert_null (strstr (labels, "**"));
  g_assert_null (strstr (labels, "`"));
  g_assert_null (strstr (labels, "\\"));
  for (guint i = 0; i < blocks->len; i++)
    {
      g_autoptr(GError) error = NULL;
      /* Links are GtkLabel's markup, not Pango's. */
      g_autofree char *markup = g_regex_replace (links, g_ptr_array_index (blocks, i), -1, 0, "", 0, NULL);

      g_assert_true (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (expected_pages); i++)
    if (g_str_equal (expected_pages[i].id, id))
      {
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].house_rules) && expected_pages[i].house_rules[j]; j++)
          {
            g_test_message ("%s: house rule %s", id, expected_pages[i].house_rules[j]);
            g_assert_nonnull (find_block (blocks, expected_pages[i].house_rules[j]));
            g_assert_true (has_house_rule_badge (GTK_WIDGET (rules), expected_pages[i].house_rules[j]));
          }
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].credits) && expected_pages[i].credits[j]; j++)
          if (!translated || !g_ascii_islower (expected_pages[i].credits[j][0]))
            g_assert_nonnull (strstr (labels, expected_pages[i].credits[j]));
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].rules) && expected_pages[i].rules[j]; j++)
          check_rule_badges (GTK_WIDGET (rules), expected_pages[i].rules[j], FALSE);
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].rules_with_ruling) && expected_pages[i].rules_with_ruling[j]; j++)
          check_rule_badges (GTK_WIDGET (rules), expected_pages[i].rules_with_ruling[j], TRUE);
        /* Addresses are links, so that they can be opened or copied. */
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].links) && expected_pages[i].links[j]; j++)
          {
            g_autofree char *link = g_strdup_printf ("<a href=\"%s\">", expected_pages[i].links[j]);

            g_test_message ("link %s", expected_pages[i].links[j]);
            g_assert_nonnull (find_block (blocks, link));
          }
      }

  save_screenshot (GTK_WIDGET (rules), screenshot);
  gtk_window_destroy (rules);
}

/* Every rules page in the resources, whichever games are built. */
static void
test_rules_pages (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/quintetgames/Quintet/rules/",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  guint n_pages = 0;

  g_assert_nonnull (names);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat ("/io/github/quintetgames/Quintet/rules/", names[i], NULL);
      g_autofree char *id = NULL;
      g_autoptr(GBytes) bytes = NULL;

      /* The translations' folders: test_translated_rules_pages */
      if (g_str_has_suffix (names[i], "/"))
        continue;
      id = g_strndup (names[i], strlen (names[i]) - strlen (".md"));
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert_true (g_str_has_suffix (names[i], ".md"));
      g_assert_nonnull (bytes);
      g_test_message ("rules page %s", names[i]);
      check_rules_page (id, g_bytes_get_data (bytes, NULL), FALSE);
      n_pages++;
    }

  /* Pressman and the pages written ahead of their games. */
  g_assert_cmpuint (n_pages, >=, G_N_ELEMENTS (expected_pages));

  /* Every game in the registry has its page. */
  {
    const QuintetGameInfo *games;
    guint n_games;

    games = quintet_registry_get_games (&n_games);
    for (guint i = 0; i < n_games; i++)
      {
        g_autofree char *name = g_strconcat (games[i].id, ".md", NULL);

        g_assert_true (g_strv_contains ((const char * const *) names, name));
      }
  }
}

/* The text of the first "## " heading of a page's Markdown. */
static char *
first_heading (const char *source)
{
  const char *start = strstr (source, "\n## ");

  g_assert_nonnull (start);
  start += strlen ("\n## ");

  return g_strndup (start, strcspn (start, "\n"));
}

/* Whether the rules window of game id shows the page whose Markdown is
 * source: its first heading is there. */
static gboolean
shows_page (const char *id,
            const char *source)
{
  GtkWindow *rules = quintet_rules_window_new (id);
  g_autofree char *heading = first_heading (source);
  gboolean found = find_block (quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules)), heading) != NULL;

  gtk_window_destroy (rules);

  return found;
}

static GBytes *
lookup_page (const char *language,
             const char *id)
{
  g_autofree char *path = language != NULL
    ? g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s/%s.md", language, id)
    : g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s.md", id);

  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

/* Each translation (ui/rules/<language>/) has a page for every game, shown
 * when that language comes first in LANGUAGE, and checked like the English
 * ones: the same headings, badges, rulings and credits. */
static void
test_translated_rules_pages (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/quintetgames/Quintet/rules/",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *saved_language = g_strdup (g_getenv ("LANGUAGE"));
  const QuintetGameInfo *games;
  guint n_games, n_languages = 0;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *language = NULL;

      if (!g_str_has_suffix (names[i], "/"))
        continue;
      language = g_strndup (names[i], strlen (names[i]) - 1);
      g_setenv ("LANGUAGE", language, TRUE);
      for (guint j = 0; j < n_games; j++)
        {
          g_autoptr(GBytes) page = lookup_page (language, games[j].id);

          g_test_message ("rules page %s/%s", language, games[j].id);
          g_assert_nonnull (page);
          check_rules_page (games[j].id, g_bytes_get_data (page, NULL), TRUE);
          g_assert_true (shows_page (games[j].id, g_bytes_get_data (page, NULL)));
        }
      n_languages++;
    }
  g_assert_cmpuint (n_languages, >=, 2);

  if (saved_language != NULL)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* The page follows the user's languages: German under German (and a
 * regional German), the next language in the list when the first has no
 * pages, English when none has. */
static void
test_rules_page_language (void)
{
  g_autofree char *saved_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr(GBytes) german = lookup_page ("de", "pressman");
  g_autoptr(GBytes) spanish = lookup_page ("es", "pressman");
  g_autoptr(GBytes) english = lookup_page (NULL, "pressman");
  const struct {
    const char *languages;
    GBytes     *page;
  } cases[] = {
    { "de", german },
    { "de_AT", german },
    { "es_MX:de", spanish },
    { "xx:de", german },
    { "xx", english },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("LANGUAGE=%s", cases[i].languages);
      g_setenv ("LANGUAGE", cases[i].languages, TRUE);
      g_assert_true (shows_page ("pressman", g_bytes_get_data (cases[i].page, NULL)));
    }
  g_assert_false (shows_page ("pressman", g_bytes_get_data (german, NULL)));

  if (saved_language != NULL)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window/rules", test_rules);
  g_test_add_func ("/window/rules-pages", test_rules_pages);
  g_test_add_func ("/window/rules-pages/translated", test_translated_rules_pages);
  g_test_add_func ("/window/rules-pages/language", test_rules_page_language);

  return test_window_run ();
}
