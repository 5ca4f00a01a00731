/* quintet-settings.c — the application's preferences, over GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "quintet-board-enums.h"
#include "quintet-settings.h"

/* The UI binds to this object rather than to GSettings directly, so widgets
 * get typed properties with notify signals and tests can run on the memory
 * backend without knowing key names. */
struct _QuintetSettings
{
  GObject    parent_instance;

  GSettings *settings;
  gboolean   show_legal_moves;
  gboolean   show_coordinates;
  gboolean   animations;
  QuintetColorScheme   color_scheme;
  QuintetNotationStyle notation_style;
  char      *last_game;
  char      *online_account;   /* issue 33: the player's JID, or "" */
  int        computer_levels[2];
  int        window_width;
  int        window_height;
  gboolean   window_maximized;
  QuintetAnalysisLevel analysis_level;
  gboolean   show_best_turn;
  gboolean   show_eval_bar;
  /* board themes (issue 31) */
  QuintetBoardTheme    board_theme;
  /* Sounds (issue 31) */
  gboolean   sound;
  /* The start page's offer of lessons (issue 39) */
  gboolean   lessons_offer_dismissed;
};

G_DEFINE_FINAL_TYPE (QuintetSettings, quintet_settings, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SHOW_LEGAL_MOVES,
  PROP_SHOW_COORDINATES,
  PROP_ANIMATIONS,
  PROP_COLOR_SCHEME,
  PROP_NOTATION_STYLE,
  PROP_LAST_GAME,
  PROP_COMPUTER_LEVEL_0,
  PROP_COMPUTER_LEVEL_1,
  PROP_WINDOW_WIDTH,
  PROP_WINDOW_HEIGHT,
  PROP_WINDOW_MAXIMIZED,
  PROP_ANALYSIS_LEVEL,
  PROP_SHOW_BEST_TURN,
  PROP_SHOW_EVAL_BAR,
  /* board themes (issue 31) */
  PROP_BOARD_THEME,
  /* Sounds (issue 31) */
  PROP_SOUND,
  PROP_ONLINE_ACCOUNT,
  PROP_LESSONS_OFFER_DISMISSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PROGRESS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const progress_keys[] = {
  [QUINTET_PROGRESS_LESSONS] = "finished-lessons",
  [QUINTET_PROGRESS_PUZZLES] = "solved-puzzles",
  [QUINTET_PROGRESS_OFFERED] = "offered-lessons",
};

static void
set_boolean (QuintetSettings *self,
             gboolean        *field,
             gboolean         value,
             guint            prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_int (QuintetSettings *self,
         int             *field,
         int              value,
         guint            prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_string (QuintetSettings  *self,
            char            **field,
            const char       *value,
            guint             prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
settings_changed_cb (GSettings       *settings,
                     const char      *key,
                     QuintetSettings *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (progress_keys); i++)
    if (g_str_equal (key, progress_keys[i]))
      g_signal_emit (self, signals[PROGRESS_CHANGED], g_quark_from_static_string (progress_keys[i]));
}

static void
quintet_settings_constructed (GObject *object)
{
  QuintetSettings *self = QUINTET_SETTINGS (object);
  static const char * const keys[] = {
    "show-legal-moves", "show-coordinates", "animations", "color-scheme",
    "notation-style", "last-game", "computer-level-0", "computer-level-1",
    "window-width", "window-height", "window-maximized",
    "analysis-level", "show-best-turn", "show-eval-bar",
    /* board themes (issue 31) */
    "board-theme",
    /* Sounds (issue 31) */
    "sound",
    /* Online play (issue 33) */
    "online-account",
    /* The start page's offer of lessons (issue 39) */
    "lessons-offer-dismissed",
  };

  G_OBJECT_CLASS (quintet_settings_parent_class)->constructed (object);

  self->settings = g_settings_new (APP_ID);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_bind (self->settings, keys[i], self, keys[i], G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self, 0);
}

static void
quintet_settings_dispose (GObject *object)
{
  QuintetSettings *self = QUINTET_SETTINGS (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (quintet_settings_parent_class)->dispose (object);
}

static void
quintet_settings_finalize (GObject *object)
{
  QuintetSettings *self = QUINTET_SETTINGS (object);

  g_clear_pointer (&self->last_game, g_free);
  g_clear_pointer (&self->online_account, g_free);

  G_OBJECT_CLASS (quintet_settings_parent_class)->finalize (object);
}

static void
quintet_settings_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  QuintetSettings *self = QUINTET_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    case PROP_COLOR_SCHEME:
      g_value_set_enum (value, self->color_scheme);
      break;
    case PROP_NOTATION_STYLE:
      g_value_set_enum (value, self->notation_style);
      break;
    case PROP_LAST_GAME:
      g_value_set_string (value, self->last_game);
      break;
    case PROP_ONLINE_ACCOUNT:
      g_value_set_string (value, self->online_account);
      break;
    case PROP_COMPUTER_LEVEL_0:
    case PROP_COMPUTER_LEVEL_1:
      g_value_set_int (value, self->computer_levels[prop_id - PROP_COMPUTER_LEVEL_0]);
      break;
    case PROP_WINDOW_WIDTH:
      g_value_set_int (value, self->window_width);
      break;
    case PROP_WINDOW_HEIGHT:
      g_value_set_int (value, self->window_height);
      break;
    case PROP_WINDOW_MAXIMIZED:
      g_value_set_boolean (value, self->window_maximized);
      break;
    case PROP_ANALYSIS_LEVEL:
      g_value_set_enum (value, self->analysis_level);
      break;
    /* board themes (issue 31) */
    case PROP_BOARD_THEME:
      g_value_set_enum (value, self->board_theme);
      break;
    case PROP_SHOW_BEST_TURN:
      g_value_set_boolean (value, self->show_best_turn);
      break;
    case PROP_SHOW_EVAL_BAR:
      g_value_set_boolean (value, self->show_eval_bar);
      break;
    /* Sounds (issue 31) */
    case PROP_SOUND:
      g_value_set_boolean (value, self->sound);
      break;
    case PROP_LESSONS_OFFER_DISMISSED:
      g_value_set_boolean (value, self->lessons_offer_dismissed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_settings_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  QuintetSettings *self = QUINTET_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SHOW_LEGAL_MOVES:
      set_boolean (self, &self->show_legal_moves, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_COORDINATES:
      set_boolean (self, &self->show_coordinates, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ANIMATIONS:
      set_boolean (self, &self->animations, g_value_get_boolean (value), prop_id);
      break;
    case PROP_COLOR_SCHEME:
      quintet_settings_set_color_scheme (self, g_value_get_enum (value));
      break;
    case PROP_NOTATION_STYLE:
      quintet_settings_set_notation_style (self, g_value_get_enum (value));
      break;
    case PROP_LAST_GAME:
      set_string (self, &self->last_game, g_value_get_string (value), prop_id);
      break;
    case PROP_ONLINE_ACCOUNT:
      set_string (self, &self->online_account, g_value_get_string (value), prop_id);
      break;
    case PROP_COMPUTER_LEVEL_0:
    case PROP_COMPUTER_LEVEL_1:
      set_int (self, &self->computer_levels[prop_id - PROP_COMPUTER_LEVEL_0], g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_WIDTH:
      set_int (self, &self->window_width, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_HEIGHT:
      set_int (self, &self->window_height, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_MAXIMIZED:
      set_boolean (self, &self->window_maximized, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ANALYSIS_LEVEL:
      quintet_settings_set_analysis_level (self, g_value_get_enum (value));
      break;
    /* board themes (issue 31) */
    case PROP_BOARD_THEME:
      quintet_settings_set_board_theme (self, g_value_get_enum (value));
      break;
    case PROP_SHOW_BEST_TURN:
      set_boolean (self, &self->show_best_turn, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_EVAL_BAR:
      set_boolean (self, &self->show_eval_bar, g_value_get_boolean (value), prop_id);
      break;
    /* Sounds (issue 31) */
    case PROP_SOUND:
      set_boolean (self, &self->sound, g_value_get_boolean (value), prop_id);
      break;
    case PROP_LESSONS_OFFER_DISMISSED:
      set_boolean (self, &self->lessons_offer_dismissed, g_value_get_boolean (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
boolean_property (const char *name,
                  gboolean    default_value)
{
  return g_param_spec_boolean (name, NULL, NULL, default_value,
                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                               G_PARAM_EXPLICIT_NOTIFY);
}

static GParamSpec *
string_property (const char *name,
                 const char *default_value)
{
  return g_param_spec_string (name, NULL, NULL, default_value,
                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                              G_PARAM_EXPLICIT_NOTIFY);
}

/* Bound to an <enum> key: GSettings maps the key's nicks to the values */
static GParamSpec *
enum_property (const char *name,
               GType       enum_type,
               int         default_value)
{
  return g_param_spec_enum (name, NULL, NULL, enum_type, default_value,
                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                            G_PARAM_EXPLICIT_NOTIFY);
}

static GParamSpec *
int_property (const char *name,
              int         default_value)
{
  return g_param_spec_int (name, NULL, NULL, 0, G_MAXINT, default_value,
                           G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                           G_PARAM_EXPLICIT_NOTIFY);
}

static void
quintet_settings_class_init (QuintetSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = quintet_settings_constructed;
  object_class->dispose = quintet_settings_dispose;
  object_class->finalize = quintet_settings_finalize;
  object_class->get_property = quintet_settings_get_property;
  object_class->set_property = quintet_settings_set_property;

  properties[PROP_SHOW_LEGAL_MOVES] = boolean_property ("show-legal-moves", TRUE);
  properties[PROP_SHOW_COORDINATES] = boolean_property ("show-coordinates", TRUE);
  properties[PROP_ANIMATIONS] = boolean_property ("animations", TRUE);
  properties[PROP_COLOR_SCHEME] = enum_property ("color-scheme", QUINTET_TYPE_COLOR_SCHEME,
                                                   QUINTET_COLOR_SCHEME_DEFAULT);
  properties[PROP_NOTATION_STYLE] = enum_property ("notation-style", QUINTET_TYPE_NOTATION_STYLE,
                                                     QUINTET_NOTATION_STANDARD);
  properties[PROP_LAST_GAME] = string_property ("last-game", "pressman");
  properties[PROP_COMPUTER_LEVEL_0] = int_property ("computer-level-0", 0);
  properties[PROP_COMPUTER_LEVEL_1] = int_property ("computer-level-1", 0);
  properties[PROP_WINDOW_WIDTH] = int_property ("window-width", 1000);
  properties[PROP_WINDOW_HEIGHT] = int_property ("window-height", 700);
  properties[PROP_WINDOW_MAXIMIZED] = boolean_property ("window-maximized", FALSE);
  properties[PROP_ANALYSIS_LEVEL] = enum_property ("analysis-level", QUINTET_TYPE_ANALYSIS_LEVEL,
                                                     QUINTET_ANALYSIS_QUICK);
  properties[PROP_SHOW_BEST_TURN] = boolean_property ("show-best-turn", TRUE);
  properties[PROP_SHOW_EVAL_BAR] = boolean_property ("show-eval-bar", TRUE);
  /* board themes (issue 31) */
  properties[PROP_BOARD_THEME] = enum_property ("board-theme", QUINTET_TYPE_BOARD_THEME,
                                                QUINTET_BOARD_THEME_WOOD);
  /* Sounds (issue 31) */
  properties[PROP_SOUND] = boolean_property ("sound", TRUE);
  properties[PROP_ONLINE_ACCOUNT] = string_property ("online-account", "");
  properties[PROP_LESSONS_OFFER_DISMISSED] = boolean_property ("lessons-offer-dismissed", FALSE);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PROGRESS_CHANGED] =
    g_signal_new ("progress-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
quintet_settings_init (QuintetSettings *self)
{
  self->show_legal_moves = TRUE;
  self->show_coordinates = TRUE;
  self->animations = TRUE;
  self->color_scheme = QUINTET_COLOR_SCHEME_DEFAULT;
  self->notation_style = QUINTET_NOTATION_STANDARD;
  self->last_game = g_strdup ("pressman");
  self->online_account = g_strdup ("");
  self->window_width = 1000;
  self->window_height = 700;
  self->analysis_level = QUINTET_ANALYSIS_QUICK;
  self->show_best_turn = TRUE;
  self->show_eval_bar = TRUE;
  /* Sounds (issue 31) */
  self->sound = TRUE;
}

QuintetSettings *
quintet_settings_new (void)
{
  return g_object_new (QUINTET_TYPE_SETTINGS, NULL);
}

gboolean
quintet_settings_get_show_legal_moves (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->show_legal_moves;
}

gboolean
quintet_settings_get_show_coordinates (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->show_coordinates;
}

/* Sounds (issue 31) */
gboolean
quintet_settings_get_sound (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->sound;
}

/* The start page's offer of lessons (issue 39) */
gboolean
quintet_settings_get_lessons_offer_dismissed (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), FALSE);

  return self->lessons_offer_dismissed;
}

void
quintet_settings_set_lessons_offer_dismissed (QuintetSettings *self,
                                              gboolean         dismissed)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));

  set_boolean (self, &self->lessons_offer_dismissed, dismissed, PROP_LESSONS_OFFER_DISMISSED);
}

gboolean
quintet_settings_get_animations (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->animations;
}

QuintetColorScheme
quintet_settings_get_color_scheme (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), QUINTET_COLOR_SCHEME_DEFAULT);

  return self->color_scheme;
}

void
quintet_settings_set_color_scheme (QuintetSettings    *self,
                                   QuintetColorScheme  scheme)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (scheme <= QUINTET_COLOR_SCHEME_DARK);

  if (self->color_scheme == scheme)
    return;
  self->color_scheme = scheme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR_SCHEME]);
}

/* A board of the window's (the game's, a lesson's, a puzzle's) follows the
 * preferences on how boards look: the legal turns' marks, the coordinates
 * and the animations, for its life. */
void
quintet_settings_bind_board (QuintetSettings *self,
                             gpointer         board_view)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (G_IS_OBJECT (board_view));

  g_object_bind_property (self, "show-legal-moves", board_view, "show-legal-moves", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "show-coordinates", board_view, "show-coordinates", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "animations", board_view, "animate", G_BINDING_SYNC_CREATE);
}

QuintetNotationStyle
quintet_settings_get_notation_style (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), QUINTET_NOTATION_STANDARD);

  return self->notation_style;
}

void
quintet_settings_set_notation_style (QuintetSettings      *self,
                                     QuintetNotationStyle  style)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (style <= QUINTET_NOTATION_SHORT);

  if (self->notation_style == style)
    return;
  self->notation_style = style;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION_STYLE]);
}

const char *
quintet_settings_get_last_game (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), NULL);

  return self->last_game;
}

void
quintet_settings_set_last_game (QuintetSettings *self,
                                const char      *game_id)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (game_id != NULL);

  set_string (self, &self->last_game, game_id, PROP_LAST_GAME);
}

void
quintet_settings_get_window_size (QuintetSettings *self,
                                  int             *width,
                                  int             *height,
                                  gboolean        *maximized)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));

  *width = self->window_width;
  *height = self->window_height;
  *maximized = self->window_maximized;
}

void
quintet_settings_set_window_size (QuintetSettings *self,
                                  int              width,
                                  int              height,
                                  gboolean         maximized)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));

  /* A maximized window's size says nothing about the size to restore to. */
  if (!maximized)
    {
      set_int (self, &self->window_width, MAX (width, 0), PROP_WINDOW_WIDTH);
      set_int (self, &self->window_height, MAX (height, 0), PROP_WINDOW_HEIGHT);
    }
  set_boolean (self, &self->window_maximized, maximized, PROP_WINDOW_MAXIMIZED);
}

/* 0: a person plays @side; 1 … 4: the computer, at that level. */
guint
quintet_settings_get_computer_level (QuintetSettings *self,
                                     QuintetSide      side)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), 0);
  g_return_val_if_fail (side <= QUINTET_SIDE_1, 0);

  return self->computer_levels[side];
}

void
quintet_settings_set_computer_level (QuintetSettings *self,
                                     QuintetSide      side,
                                     guint            level)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  set_int (self, &self->computer_levels[side], (int) level, PROP_COMPUTER_LEVEL_0 + side);
}

QuintetAnalysisLevel
quintet_settings_get_analysis_level (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), QUINTET_ANALYSIS_QUICK);

  return self->analysis_level;
}

void
quintet_settings_set_analysis_level (QuintetSettings      *self,
                                     QuintetAnalysisLevel  level)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (level <= QUINTET_ANALYSIS_DEEP);

  if (self->analysis_level == level)
    return;
  self->analysis_level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS_LEVEL]);
}

gboolean
quintet_settings_get_show_best_turn (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->show_best_turn;
}

gboolean
quintet_settings_get_show_eval_bar (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), TRUE);

  return self->show_eval_bar;
}

/* ---- progress ---- */

static char *
progress_entry (const char *game_id,
                const char *item_id)
{
  return item_id != NULL ? g_strconcat (game_id, "/", item_id, NULL) : g_strdup (game_id);
}

gboolean
quintet_settings_has_progress (QuintetSettings *self,
                               QuintetProgress  list,
                               const char      *game_id,
                               const char      *item_id)
{
  g_auto(GStrv) entries = NULL;
  g_autofree char *entry = NULL;

  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), FALSE);
  g_return_val_if_fail (list < G_N_ELEMENTS (progress_keys), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  entries = g_settings_get_strv (self->settings, progress_keys[list]);
  entry = progress_entry (game_id, item_id);
  return g_strv_contains ((const char * const *) entries, entry);
}

void
quintet_settings_add_progress (QuintetSettings *self,
                               QuintetProgress  list,
                               const char      *game_id,
                               const char      *item_id)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) entries = NULL;
  g_auto(GStrv) updated = NULL;
  g_autofree char *entry = NULL;

  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail (list < G_N_ELEMENTS (progress_keys));
  g_return_if_fail (game_id != NULL);

  entries = g_settings_get_strv (self->settings, progress_keys[list]);
  entry = progress_entry (game_id, item_id);
  if (g_strv_contains ((const char * const *) entries, entry))
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) entries);
  g_strv_builder_add (builder, entry);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, progress_keys[list], (const char * const *) updated);
}

guint
quintet_settings_count_progress (QuintetSettings *self,
                                 QuintetProgress  list,
                                 const char      *game_id)
{
  g_auto(GStrv) entries = NULL;
  gsize length;
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), 0);
  g_return_val_if_fail (list < G_N_ELEMENTS (progress_keys), 0);
  g_return_val_if_fail (game_id != NULL, 0);

  entries = g_settings_get_strv (self->settings, progress_keys[list]);
  length = strlen (game_id);
  for (guint i = 0; entries[i] != NULL; i++)
    if (strncmp (entries[i], game_id, length) == 0 && (entries[i][length] == '/' || entries[i][length] == '\0'))
      n++;
  return n;
}

/* ---- board themes (issue 31) ---- */

QuintetBoardTheme
quintet_settings_get_board_theme (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), QUINTET_BOARD_THEME_WOOD);

  return self->board_theme;
}

void
quintet_settings_set_board_theme (QuintetSettings   *self,
                                  QuintetBoardTheme  theme)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));
  g_return_if_fail ((guint) theme < QUINTET_N_BOARD_THEMES);

  if (self->board_theme == theme)
    return;
  self->board_theme = theme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_THEME]);
}

/* Online play (issue 33): the player's address (JID), "" for none */
const char *
quintet_settings_get_online_account (QuintetSettings *self)
{
  g_return_val_if_fail (QUINTET_IS_SETTINGS (self), NULL);

  return self->online_account;
}

void
quintet_settings_set_online_account (QuintetSettings *self,
                                     const char      *jid)
{
  g_return_if_fail (QUINTET_IS_SETTINGS (self));

  set_string (self, &self->online_account, jid != NULL ? jid : "", PROP_ONLINE_ACCOUNT);
}
