/* quintet-application.c — the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "quintet-application.h"
#include "quintet-autosave.h"
#include "quintet-compat.h"
#include "quintet-preferences-window.h"
#include "quintet-registry.h"
#include "quintet-text.h"
#include "quintet-theme-manager.h"
#include "quintet-window.h"

struct _QuintetApplication
{
  AdwApplication   parent_instance;

  QuintetSettings *settings;
  QuintetAccount  *account;        /* online play (issue 33) */
  char            *initial_game;   /* from the command line, for the first window */
  GPtrArray       *initial_files;  /* records from the command line, likewise */
};

G_DEFINE_FINAL_TYPE (QuintetApplication, quintet_application, ADW_TYPE_APPLICATION)

/* The options of quintet; G_OPTION_REMAINING is the last */
static const GOptionEntry main_entries[] = {
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_STRING_ARRAY, NULL, NULL, N_("[GAME | FILE…]") },
  { NULL }
};

static QuintetWindow *
get_window (QuintetApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (QUINTET_IS_WINDOW (window))
    return QUINTET_WINDOW (window);

  return quintet_window_new (self);
}

/* A game asked for from outside (the command line, the desktop) never
 * replaces a game in progress: that one keeps its window, undo could not
 * bring it back. */
static QuintetWindow *
get_window_for_new_game (QuintetApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (QUINTET_IS_WINDOW (window) &&
      !quintet_window_has_game_in_progress (QUINTET_WINDOW (window)))
    return QUINTET_WINDOW (window);

  return quintet_window_new (self);
}

/* A game asked for from outside starts as the New Game dialog would
 * have started it: each side played by whom the player chose last. */
static void
start_game (QuintetApplication *self,
            QuintetWindow      *window,
            const char         *game_id)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_window_set_computer_level (window, side,
                                       quintet_settings_get_computer_level (self->settings, side));
  quintet_window_start_game (window, game_id, QUINTET_SIDE_0);
}

/* Ours follows the system or forces a style, as libadwaita's does; the
 * nicks differ ("light" against "force-light"), the choices are the same */
static void
apply_color_scheme (QuintetApplication *self)
{
  AdwColorScheme color_scheme = ADW_COLOR_SCHEME_DEFAULT;

  switch (quintet_settings_get_color_scheme (self->settings))
    {
    case QUINTET_COLOR_SCHEME_DEFAULT:
      color_scheme = ADW_COLOR_SCHEME_DEFAULT;
      break;
    case QUINTET_COLOR_SCHEME_LIGHT:
      color_scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
      break;
    case QUINTET_COLOR_SCHEME_DARK:
      color_scheme = ADW_COLOR_SCHEME_FORCE_DARK;
      break;
    default:
      g_assert_not_reached ();
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), color_scheme);
}

static gpointer
ref_window (gconstpointer window,
            gpointer      user_data)
{
  return g_object_ref ((gpointer) window);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = g_list_copy_deep (gtk_application_get_windows (app),
                                     ref_window, NULL);

  /* Closing each window lets it save its size, as a click on × would. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
}

/* The window the application's dialogs show over: the game window used
 * last (the list is in the order of their use), or none */
static GtkWidget *
get_dialog_parent (QuintetApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (QUINTET_IS_WINDOW (l->data))
      return l->data;

  return NULL;
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  QuintetApplication *self = QUINTET_APPLICATION (user_data);

  quintet_dialog_present (quintet_preferences_window_new (self->settings), get_dialog_parent (self));
}

/* "Dieter Stein (Ordo, Ordo X)": each inventor once, with all of their
 * games; NULL-terminated. */
static GPtrArray *
list_inventors (void)
{
  GPtrArray *inventors = g_ptr_array_new_with_free_func (g_free);
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(GString) names = NULL;
      gboolean seen = FALSE;

      if (games[i].inventor == NULL || games[i].inventor[0] == '\0')
        continue;
      for (guint j = 0; j < i; j++)
        seen = seen || g_strcmp0 (games[j].inventor, games[i].inventor) == 0;
      if (seen)
        continue;

      names = g_string_new (_(games[i].name));
      for (guint j = i + 1; j < n_games; j++)
        if (g_strcmp0 (games[j].inventor, games[i].inventor) == 0)
          /* Translators: separates the games of one inventor, e.g. "Ordo, Ordo X" */
          g_string_append_printf (names, _(", %s"), _(games[j].name));
      /* Translators: the inventor of a game, then the inventor's games */
      g_ptr_array_add (inventors, g_strdup_printf (_("%s (%s)"), games[i].inventor, names->str));
    }
  g_ptr_array_add (inventors, NULL);

  return inventors;
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  QuintetApplication *self = QUINTET_APPLICATION (user_data);
  static const char *developers[] = { N_("The Quintet developers"), NULL };
  const char *translated_developers[] = { _(developers[0]), NULL };
  g_autoptr(GPtrArray) inventors = list_inventors ();
  GtkWidget *about;

  about = g_object_new (QUINTET_TYPE_ABOUT_DIALOG,
                        "application-name", _("Quintet"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Quintet developers"),
                        "developers", translated_developers,
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", "https://github.com/quintetgames/quintet",
                        "issue-url", "https://github.com/quintetgames/quintet/issues",
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  if (inventors->len > 1)
    quintet_about_add_credit_section (about, _("Game Inventors"), (const char **) inventors->pdata);
  /* The Oferhlýp rules page adapts its inventor's CC BY-SA rules. The
   * copyright line is part of the text: libadwaita 1.2 never frees a
   * legal section's copyright string. */
  quintet_about_add_legal_section (about, _("Rules of Oferhlýp"), NULL, GTK_LICENSE_CUSTOM,
                                   _("Rules © John Beers; page adapted by the Quintet developers.\n\n"
                                     "The in-app rules page of Oferhlýp is an adaptation of John Beers’s "
                                     "rules, version 2.3, and is shared under the "
                                     "<a href=\"https://creativecommons.org/licenses/by-sa/4.0/\">Creative "
                                     "Commons Attribution-ShareAlike 4.0 International licence</a> "
                                     "(CC BY-SA 4.0), like the original."));
  quintet_dialog_present (about, get_dialog_parent (self));
}

static void
start_game_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  QuintetApplication *self = QUINTET_APPLICATION (user_data);
  QuintetWindow *window = get_window_for_new_game (self);

  start_game (self, window, g_variant_get_string (parameter, NULL));
  gtk_window_present (GTK_WINDOW (window));
}

/* A notification's click (issue 33): the online game, in the window used last */
static void
show_online_game_activated (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  QuintetWindow *window = get_window (QUINTET_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (window));
  quintet_window_show_online_game (window, g_variant_get_string (parameter, NULL));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "preferences", preferences_activated },
  { "about", about_activated },
  { "start-game", start_game_activated, "s" },
  { "show-online-game", show_online_game_activated, "s" },
};

static void
set_accels (GtkApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.show-rules", { "F1", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

/* What the first frame needs, loaded on another core while GTK sets up
 * the window's drawing (its GL context, some 200 ms): the icon theme's
 * index (the first icon looked up reads every folder of the theme) and
 * the fonts (fontconfig's configuration and caches). Without it the
 * main thread loads both while it measures the window, after the GL
 * set-up; GtkIconTheme allows lookups from another thread once it is made
 * on the main one, and the fonts are read through a font map of the
 * thread's own. */
static gpointer
prepare_first_frame (gpointer data)
{
  g_autoptr(GtkIconTheme) icon_theme = data;
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(PangoFontMap) font_map = pango_cairo_font_map_new ();
  PangoContext *context = pango_font_map_create_context (font_map);
  PangoLayout *layout = pango_layout_new (context);

  icon = gtk_icon_theme_lookup_icon (icon_theme, "open-menu-symbolic", NULL, 16, 1,
                                     GTK_TEXT_DIR_NONE, 0);
  pango_layout_set_text (layout, "Quintet", -1);
  pango_layout_get_pixel_size (layout, NULL, NULL);
  g_object_unref (layout);
  g_object_unref (context);
  return NULL;
}

static void
quintet_application_startup (GApplication *application)
{
  QuintetApplication *self = QUINTET_APPLICATION (application);

  G_APPLICATION_CLASS (quintet_application_parent_class)->startup (application);
  g_thread_unref (g_thread_new ("first-frame", prepare_first_frame,
                                g_object_ref (gtk_icon_theme_get_for_display (gdk_display_get_default ()))));

  g_set_application_name (_("Quintet"));
  gtk_window_set_default_icon_name (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  set_accels (GTK_APPLICATION (self));

  self->settings = quintet_settings_new ();
  g_signal_connect_object (self->settings, "notify::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);
  /* Online play (issue 33): nothing happens without an address */
  self->account = quintet_account_new (self->settings);
  quintet_account_start (self->account);
  /* board themes (issue 31): every board draws in the manager's theme */
  g_object_bind_property (self->settings, "board-theme", quintet_theme_manager_get_default (), "chosen-theme",
                          G_BINDING_SYNC_CREATE);
}

static void
quintet_application_activate (GApplication *application)
{
  QuintetApplication *self = QUINTET_APPLICATION (application);
  g_autofree char *game_id = g_steal_pointer (&self->initial_game);
  g_autoptr(GPtrArray) files = g_steal_pointer (&self->initial_files);
  QuintetWindow *window = game_id != NULL ? get_window_for_new_game (self) : get_window (self);

  if (game_id != NULL)
    start_game (self, window, game_id);
  gtk_window_present (GTK_WINDOW (window));
  if (files != NULL)
    quintet_window_open_files (window, (GFile **) files->pdata, files->len);
}

/* quintet FILE…, the Files app: each record in its own window when the
 * active one holds a game in progress (quintet_window_open_files). */
static void
quintet_application_open (GApplication  *application,
                          GFile        **files,
                          int            n_files,
                          const char    *hint)
{
  QuintetWindow *window = get_window (QUINTET_APPLICATION (application));

  gtk_window_present (GTK_WINDOW (window));
  quintet_window_open_files (window, files, (guint) n_files);
}

/* An argument that names a record rather than a game: a path or a URI */
static gboolean
is_file_argument (const char *argument)
{
  return g_str_has_suffix (argument, ".quintet") || strchr (argument, '/') != NULL ||
         g_file_test (argument, G_FILE_TEST_EXISTS);
}

/* The records among the arguments, or NULL when there are none */
static GPtrArray *
get_file_arguments (const char * const *arguments)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; arguments[i] != NULL; i++)
    if (is_file_argument (arguments[i]))
      g_ptr_array_add (files, g_file_new_for_commandline_arg (arguments[i]));
  if (files->len == 0)
    g_clear_pointer (&files, g_ptr_array_unref);
  return files;
}

/* quintet FILE…: the files go to the running instance, else to the
 * first window; returns an exit status, or -1 to go on */
static int
open_file_arguments (QuintetApplication *self,
                     const char * const *arguments)
{
  g_autoptr(GPtrArray) files = get_file_arguments (arguments);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; arguments[i] != NULL; i++)
    if (!is_file_argument (arguments[i]))
      {
        g_autofree char *quoted = quintet_text_quote (arguments[i], -1);

        /* Translators: %s is a command-line argument */
        g_printerr (_("quintet: “%s” is neither a game nor a record file\n"), quoted);
        return 2;
      }
  if (!g_application_register (G_APPLICATION (self), NULL, &error))
    {
      g_printerr ("quintet: %s\n", error->message);
      return 1;
    }
  if (g_application_get_is_remote (G_APPLICATION (self)))
    {
      g_application_open (G_APPLICATION (self), (GFile **) files->pdata, (int) files->len, "");
      return 0;
    }
  self->initial_files = g_steal_pointer (&files);
  return -1;
}

/* A case-insensitive comparison that lets a space stand for the id's
 * hyphen: "Ordo X" and "ordo-x" are the same game */
static gboolean
names_match (const char *argument,
             const char *name)
{
  g_autofree char *folded_argument = g_utf8_casefold (argument, -1);
  g_autofree char *folded_name = g_utf8_casefold (name, -1);

  g_strdelimit (folded_argument, " _", '-');
  g_strdelimit (folded_name, " _", '-');
  return g_str_equal (folded_argument, folded_name);
}

/* The id of the game that @argument names on the command line: its id
 * or its name, English or translated, in any case ("Pressman",
 * "ORDO X", "Oferhlýp"); NULL for none. */
const char *
quintet_application_find_game (const char *argument)
{
  const QuintetGameInfo *games;
  guint n_games;

  g_return_val_if_fail (argument != NULL, NULL);

  if (!g_utf8_validate (argument, -1, NULL))
    return NULL;
  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (names_match (argument, games[i].id) || names_match (argument, games[i].name) ||
        names_match (argument, _(games[i].name)))
      return games[i].id;
  return NULL;
}

/* "pressman, ordo, …": the ids the command line accepts. */
static char *
list_game_ids (void)
{
  const QuintetGameInfo *games;
  GString *ids = g_string_new (NULL);
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", games[i].id);

  return g_string_free (ids, FALSE);
}

/* quintet [GAME-ID]: an unknown id is a usage error (exit 2), as in quintet-cli. */
static int
quintet_application_handle_local_options (GApplication *application,
                                          GVariantDict *options)
{
  QuintetApplication *self = QUINTET_APPLICATION (application);
  g_autofree const char **remaining = NULL;
  g_autoptr(GError) error = NULL;
  const char *game_id;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("quintet %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&s", &remaining))
    return -1;

  game_id = quintet_application_find_game (remaining[0]);
  if (game_id == NULL && is_file_argument (remaining[0]))
    return open_file_arguments (self, remaining);
  if (g_strv_length ((char **) remaining) > 1)
    {
      guint n_games = g_strv_length ((char **) remaining);

      g_printerr (ngettext ("quintet: expected at most one game, got %u\n",
                            "quintet: expected at most one game, got %u\n", n_games),
                  n_games);
      return 2;
    }
  if (game_id == NULL)
    {
      g_autofree char *ids = list_game_ids ();
      g_autofree char *quoted = quintet_text_quote (remaining[0], -1);

      /* Translators: %s is a list of game ids, e.g. "pressman, ordo" */
      g_printerr (_("quintet: unknown game “%s”; the games are: %s\n"), quoted, ids);
      return 2;
    }

  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("quintet: %s\n", error->message);
      return 1;
    }

  /* A running instance opens the game in its own window. */
  if (g_application_get_is_remote (application))
    {
      g_action_group_activate_action (G_ACTION_GROUP (application), "start-game",
                                      g_variant_new_string (game_id));
      return 0;
    }

  self->initial_game = g_strdup (game_id);
  return -1;
}

/* A copy of @entries with somewhere to put each value: a parse of the
 * command line that only checks it. */
static GOptionEntry *
entries_for_checking (const GOptionEntry *entries,
                      gpointer            storage)
{
  guint n_entries = 0;
  GOptionEntry *copy;

  while (entries[n_entries].long_name != NULL)
    n_entries++;
  copy = g_new0 (GOptionEntry, n_entries + 1);
  memcpy (copy, entries, n_entries * sizeof (GOptionEntry));
  for (guint i = 0; i < n_entries; i++)
    copy[i].arg_data = storage;
  return copy;
}

/* GApplication says only "Unknown option --bogus" of a bad option: check
 * the options first (with GApplication's own: the help ones and
 * --gapplication-service), to name the program and --help. */
static gboolean
quintet_application_local_command_line (GApplication   *application,
                                        char         ***arguments,
                                        int            *exit_status)
{
  static const GOptionEntry gapplication_entries[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, NULL, NULL, NULL },
    { "help-all", 0, 0, G_OPTION_ARG_NONE, NULL, NULL, NULL },
    { "help-gapplication", 0, 0, G_OPTION_ARG_NONE, NULL, NULL, NULL },
    { "gapplication-service", 0, 0, G_OPTION_ARG_NONE, NULL, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autofree GOptionEntry *own = NULL, *gapplication = NULL;
  g_auto(GStrv) copy = g_strdupv (*arguments);
  g_auto(GStrv) remaining = NULL;
  g_autoptr(GError) error = NULL;
  gboolean flag = FALSE;

  /* Every option but the remaining arguments is a flag. */
  own = entries_for_checking (main_entries, &flag);
  own[G_N_ELEMENTS (main_entries) - 2].arg_data = &remaining;
  gapplication = entries_for_checking (gapplication_entries, &flag);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, own, NULL);
  g_option_context_add_main_entries (context, gapplication, NULL);
  if (!g_option_context_parse_strv (context, &copy, &error))
    {
      /* Translators: the first %s is GLib's message, e.g. "Unknown option --bogus" */
      g_printerr (_("quintet: %s. Run “%s --help” to see the options.\n"),
                  error->message, "quintet");
      *exit_status = 2;
      return TRUE;
    }

  return G_APPLICATION_CLASS (quintet_application_parent_class)->local_command_line (application,
                                                                                     arguments,
                                                                                     exit_status);
}

/* Quitting never loses a turn: the autosaves and online games still being
 * written land first */
static void
quintet_application_shutdown (GApplication *application)
{
  QuintetApplication *self = QUINTET_APPLICATION (application);
  QuintetOnline *online = self->account != NULL ? quintet_account_get_online (self->account) : NULL;

  G_APPLICATION_CLASS (quintet_application_parent_class)->shutdown (application);
  quintet_autosave_flush ();
  if (online != NULL)
    quintet_online_flush_saves (online);
}

static void
quintet_application_dispose (GObject *object)
{
  QuintetApplication *self = QUINTET_APPLICATION (object);

  g_clear_object (&self->account);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->initial_game, g_free);
  g_clear_pointer (&self->initial_files, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_application_parent_class)->dispose (object);
}

static void
quintet_application_class_init (QuintetApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = quintet_application_dispose;

  application_class->startup = quintet_application_startup;
  application_class->activate = quintet_application_activate;
  application_class->open = quintet_application_open;
  application_class->shutdown = quintet_application_shutdown;
  application_class->handle_local_options = quintet_application_handle_local_options;
  application_class->local_command_line = quintet_application_local_command_line;
}

static void
quintet_application_init (QuintetApplication *self)
{
  g_autofree char *ids = list_game_ids ();
  g_autofree char *summary = NULL;

  g_application_add_main_option_entries (G_APPLICATION (self), main_entries);

  /* Translators: %s is a list of game ids, e.g. "pressman, ordo" */
  summary = g_strdup_printf (_("Starts a new game of GAME right away: %s.\n"
                               "Opens the game records FILE… (*.quintet)."), ids);
  g_application_set_option_context_summary (G_APPLICATION (self), summary);
}

QuintetApplication *
quintet_application_new (GApplicationFlags flags)
{
  return g_object_new (QUINTET_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", "/io/github/quintetgames/Quintet",
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

QuintetSettings *
quintet_application_get_settings (QuintetApplication *self)
{
  g_return_val_if_fail (QUINTET_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* The player's online account (issue 33) */
QuintetAccount *
quintet_application_get_account (QuintetApplication *self)
{
  g_return_val_if_fail (QUINTET_IS_APPLICATION (self), NULL);

  return self->account;
}
