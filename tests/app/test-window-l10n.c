/* test-window-l10n.c — end-to-end: the window in another language. Run once
 * per translation, with LANGUAGE set to it (tests/app/meson.build): the
 * labels are translated, the rules page is the translated one, and no
 * label is cut off; screenshots of each screen are saved for people to
 * look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "quintet-new-game-dialog.h"
#include "quintet-preferences-window.h"
#include "quintet-registry.h"
#include "quintet-rules-window.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

/* What the window must show in a language. */
typedef struct {
  const char *language;
  const char *start_title;
  const char *new_game;
  const char *white_to_move;
  const char *moves;
  const char *preferences_group;
  const char *rules_title;
  const char *rules_heading;
} ExpectedTexts;

/* Written here by hand for the languages that have them, so that the test
 * fails if the catalog is not found, not only if it is incomplete; a
 * language added later is checked against its catalog (set_up_expected). */
static const ExpectedTexts known_languages[] = {
  { "de", "Wählen Sie ein Spiel", "Neues Spiel", "Weiß am Zug", "Züge", "Erscheinungsbild",
    "Regeln von Pressman", "Das Brett und die Armeen" },
  { "es", "Elija un juego", "Partida nueva", "Juega Blanco", "Jugadas", "Apariencia",
    "Reglas de Pressman", "El tablero y los ejércitos" },
};

static ExpectedTexts expected;
static gboolean known_language;

/* ---- nothing cut off ---- */

/* Whether widget is inside something that scrolls, where a label may be
 * out of view without being cut off. */
static gboolean
in_scrolled_window (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW) != NULL ||
         gtk_widget_get_ancestor (widget, GTK_TYPE_VIEWPORT) != NULL;
}

/* A label is cut off when its text is ellipsized, when its text (on one
 * line, or wrapped at the label's width) is larger than the label, or
 * when the label reaches past the edge of its window. */
static void
check_label_fits (GtkLabel  *label,
                  GtkWidget *toplevel)
{
  GtkWidget *widget = GTK_WIDGET (label);
  const char *text = gtk_label_get_text (label);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int text_width, text_height;
  graphene_rect_t bounds;

  if (*text == '\0')
    return;
  pango_layout_get_pixel_size (gtk_label_get_layout (label), &text_width, &text_height);
  g_test_message ("label “%s”: %d × %d, text %d × %d", text, width, height, text_width, text_height);

  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_cmpint (text_width, <=, width + 1);
  g_assert_cmpint (text_height, <=, height + 1);

  if (in_scrolled_window (widget))
    return;
  g_assert_true (gtk_widget_compute_bounds (widget, toplevel, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (toplevel));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (toplevel));
}

static void
check_labels_fit_under (GtkWidget *root,
                        GtkWidget *toplevel)
{
  if (!gtk_widget_get_mapped (root) || gtk_widget_get_opacity (root) == 0.0)
    return;

  if (GTK_IS_LABEL (root))
    check_label_fits (GTK_LABEL (root), toplevel);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_labels_fit_under (child, toplevel);
}

/* Checks that a window's labels all fit, and saves its picture as
 * screenshot-l10n-<language>-<name>.png; or a dialog's, shown inside its
 * window (quintet-compat.h). */
static void
check_nothing_cut_off (GtkWidget  *window,
                       const char *name)
{
  g_autofree char *screenshot = g_strdup_printf ("screenshot-l10n-%s-%s.png",
                                                 expected.language, name);
  GtkWidget *content;
  int minimum;

  wait_for_frame (window);
  wait_for_transitions (window);
  /* The window is not smaller than its content needs. */
  content = GTK_IS_WINDOW (window) ? gtk_window_get_child (GTK_WINDOW (window)) : window;
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (content), >=, minimum);
  /* ... and fits a screen 1280 pixels wide, as the English one does. */
  g_assert_cmpint (gtk_widget_get_width (window), <=, 1280);
  check_labels_fit_under (window, window);
  save_screenshot (window, screenshot);
}

static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  g_autofree char *labels = get_labels (root);
  g_autofree char *bounded = g_strdup_printf ("|%s|", text);

  return strstr (labels, bounded) != NULL;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }

  return NULL;
}

/* ---- tests ---- */

/* The catalog is found and complete enough to change what people read. */
static void
test_catalog (void)
{
  g_assert_cmpstr (_("Choose a Game"), ==, expected.start_title);
  g_assert_cmpstr (_("Moves"), ==, expected.moves);
  if (!known_language)
    {
      g_assert_cmpstr (expected.start_title, !=, "Choose a Game");
      g_assert_cmpstr (expected.moves, !=, "Moves");
      g_assert_cmpstr (expected.preferences_group, !=, "Appearance");
    }
  /* Plural forms: one form for 1, another for 2. */
  g_assert_cmpstr (ngettext ("%u turn", "%u turns", 1), !=, ngettext ("%u turn", "%u turns", 2));
}

static void
test_start_page (void)
{
  QuintetWindow *window = new_window (1000, 700);
  const QuintetGameInfo *games;
  guint n_games;

  g_assert_true (has_label (GTK_WIDGET (window), expected.start_title));
  /* Each card's description is translated. */
  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_assert_cmpstr (_(games[i].description), !=, games[i].description);
      g_assert_true (has_label (GTK_WIDGET (window), _(games[i].description)));
    }
  check_nothing_cut_off (GTK_WIDGET (window), "start");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The New Game dialog of every game, then the game page. */
/* The New Game dialog's rows of who plays a side (its template's
 * player_row_0 and player_row_1) */
static gboolean
is_player_row (gpointer row)
{
  return g_str_has_prefix (gtk_buildable_get_buildable_id (GTK_BUILDABLE (row)), "player_row_");
}

static void
test_games (void)
{
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      QuintetWindow *window = new_window (1000, 700);
      QuintetStartPage *start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
      g_autofree char *dialog_name = g_strdup_printf ("new-game-%s", games[i].id);
      g_autofree char *game_name = g_strdup_printf ("game-%s", games[i].id);
      GtkWidget *dialog;

      g_test_message ("game %s", games[i].id);
      g_signal_emit_by_name (start_page, "game-chosen", games[i].id);
      wait_for_message_dialog ();
      dialog = find_message_dialog ();
      g_assert_nonnull (dialog);
      /* the window it is shown in, or on GNOME 43 its own */
      check_nothing_cut_off (GTK_WIDGET (gtk_widget_get_root (dialog)), dialog_name);
      /* issue 25: the levels' names and lines fit too */
      {
        g_autoptr(GPtrArray) rows = g_ptr_array_new ();
        g_autofree char *levels_name = g_strdup_printf ("new-game-%s-levels", games[i].id);
        guint n_players = 0;

        collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, rows);
        for (guint j = 0; j < rows->len; j++)
          if (is_player_row (rows->pdata[j]))
            adw_combo_row_set_selected (rows->pdata[j], n_players++ == 0 ? 1 : 4);
        g_assert_cmpuint (n_players, ==, 2);
        /* issue 31: and the clock's Custom rows, a time per side */
        quintet_new_game_dialog_set_clock (QUINTET_NEW_GAME_DIALOG (dialog), 4, NULL);
        wait_for_frame (dialog);
        check_nothing_cut_off (GTK_WIDGET (gtk_widget_get_root (dialog)), levels_name);
        for (guint j = 0; j < rows->len; j++)
          if (is_player_row (rows->pdata[j]))
            adw_combo_row_set_selected (rows->pdata[j], 0);
        quintet_new_game_dialog_set_clock (QUINTET_NEW_GAME_DIALOG (dialog), 0, NULL);
      }
      respond ("start");
      check_nothing_cut_off (GTK_WIDGET (window), game_name);
      if (g_str_equal (games[i].id, "pressman"))
        {
          g_assert_true (has_label (GTK_WIDGET (window), expected.new_game));
          g_assert_true (has_label (GTK_WIDGET (window), expected.white_to_move));
          g_assert_true (has_label (GTK_WIDGET (window), expected.moves));
        }

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static void
test_preferences (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *preferences = quintet_preferences_window_new (quintet_application_get_settings (app));

  quintet_dialog_present (preferences, GTK_WIDGET (window));
  wait_for_frame (preferences);
  g_assert_true (has_label (preferences, expected.preferences_group));
  check_nothing_cut_off (preferences, "preferences");

  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The rules window: its title, and the page in this language. */
static void
test_rules (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWindow *rules;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  wait_for_toplevel (QUINTET_TYPE_RULES_WINDOW);
  rules = find_toplevel (QUINTET_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_true (has_label (GTK_WIDGET (rules), expected.rules_title));
  g_assert_true (has_label (GTK_WIDGET (rules), expected.rules_heading));
  check_nothing_cut_off (GTK_WIDGET (rules), "rules");

  gtk_window_destroy (rules);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Export Board Image's question: its format and size, translated and not
 * cut off */
static void
test_export_prompt (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *prompt;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-image", NULL));
  prompt = wait_for_message_dialog ();
  g_assert_cmpstr (_("Medium (1024 pixels)"), !=, "Medium (1024 pixels)");
  /* (shown once the dialog has faded in) */
  wait_for_labels (prompt, _("Medium (1024 pixels)"));
  g_assert_true (has_label (prompt, _("PNG Image")));
  /* the question, or on GNOME 43 its window of its own */
  check_nothing_cut_off (GTK_WIDGET (gtk_widget_get_native (prompt)), "export");

  respond ("cancel");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_shortcuts (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWindow *shortcuts;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  g_assert_true (has_label (GTK_WIDGET (shortcuts), g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", "Preferences")));
  check_nothing_cut_off (GTK_WIDGET (shortcuts), "shortcuts");

  gtk_window_destroy (shortcuts);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Uses the language of LANGUAGE, with its own locale where it exists
 * (build-aux/check makes de_DE.UTF-8 and es_ES.UTF-8), else with C.UTF-8,
 * where glibc's gettext follows LANGUAGE too. Returns FALSE if neither
 * locale exists. */
static gboolean
set_up_language (const char *language)
{
  g_autofree char *upper = g_ascii_strup (language, -1);
  /* de: de_DE.UTF-8; pt_BR: pt_BR.UTF-8 */
  g_autofree char *own_locale = strchr (language, '_') != NULL ? g_strdup_printf ("%s.UTF-8", language)
                                                               : g_strdup_printf ("%s_%s.UTF-8", language, upper);
  const char *locales[] = { own_locale, "C.UTF-8" };

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    if (setlocale (LC_ALL, locales[i]) != NULL)
      {
        /* GTK sets the locale again from the environment. */
        g_setenv ("LC_ALL", locales[i], TRUE);
        bindtextdomain (GETTEXT_PACKAGE, g_getenv ("QUINTET_LOCALEDIR"));
        bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
        textdomain (GETTEXT_PACKAGE);
        return TRUE;
      }

  return FALSE;
}

/* The first "## " heading of the translated Pressman page. */
static char *
rules_heading (const char *language)
{
  g_autofree char *path = g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s/pressman.md", language);
  g_autoptr(GBytes) page = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  const char *heading;

  if (page == NULL)
    g_error ("%s has no rules pages (po/README.md)", language);
  heading = strstr (g_bytes_get_data (page, NULL), "\n## ");
  g_assert_nonnull (heading);
  heading += strlen ("\n## ");

  return g_strndup (heading, strcspn (heading, "\n"));
}

/* The texts of a known language, or for another one its catalog's. */
static void
set_up_expected (const char *language)
{
  g_autoptr(GRegex) mnemonic = g_regex_new ("_", 0, 0, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (known_languages); i++)
    if (g_str_equal (known_languages[i].language, language))
      {
        expected = known_languages[i];
        known_language = TRUE;
        return;
      }

  expected.language = language;
  expected.start_title = _("Choose a Game");
  expected.new_game = g_regex_replace_literal (mnemonic, _("_New Game"), -1, 0, "", 0, NULL);
  expected.white_to_move = g_strdup_printf (_("%s to move"), _("White"));
  expected.moves = _("Moves");
  expected.preferences_group = _("Appearance");
  expected.rules_title = g_strdup_printf (_("Rules of %s"), _("Pressman"));
  expected.rules_heading = rules_heading (language);
}

/* GTK 4.8 now and then measures a box of the New Game dialog, while its
 * rows change, one way for its minimum and another for a height, and says
 * so ("reports a minimum width of 15, but minimum width for height of
 * 1048576 is 21"): seen in two CI runs in several dozen, never on GTK
 * 4.18, never with anything cut off (the test's own check, which still
 * runs). Said in the test's output, not a failure there. */
static gboolean
tolerate_gtk_measure_warning (GLogLevelFlags level,
                              const char    *message)
{
  if (gtk_get_minor_version () >= 10 || strstr (message, "but minimum width for height of") == NULL)
    return FALSE;
  g_test_message ("GTK's own measuring, tolerated: %s", message);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  const char *language = g_getenv ("LANGUAGE");

  g_assert_nonnull (language);
  g_assert_nonnull (g_getenv ("QUINTET_LOCALEDIR"));
  if (!set_up_language (language))
    g_error ("neither %s_*.UTF-8 nor C.UTF-8 is an installed locale", language);
  set_up_expected (language);

  test_window_init (&argc, &argv);
  test_window_set_log_hook (tolerate_gtk_measure_warning);
  g_test_message ("LANGUAGE=%s LC_ALL=%s", language, g_getenv ("LC_ALL"));

  g_test_add_func ("/l10n/catalog", test_catalog);
  g_test_add_func ("/l10n/start-page", test_start_page);
  g_test_add_func ("/l10n/games", test_games);
  g_test_add_func ("/l10n/preferences", test_preferences);
  g_test_add_func ("/l10n/rules", test_rules);
  g_test_add_func ("/l10n/shortcuts", test_shortcuts);
  g_test_add_func ("/l10n/export-prompt", test_export_prompt);

  return test_window_run ();
}
