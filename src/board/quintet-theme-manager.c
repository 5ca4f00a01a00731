/* quintet-theme-manager.c — the board theme every board is drawn in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "quintet-theme-manager.h"

struct _QuintetThemeManager
{
  GObject           parent_instance;

  QuintetBoardTheme chosen_theme;
  QuintetBoardTheme theme;
};

G_DEFINE_FINAL_TYPE (QuintetThemeManager, quintet_theme_manager, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CHOSEN_THEME,
  PROP_THEME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The desktop's high contrast wins over the player's choice */
static void
update_theme (QuintetThemeManager *self)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  QuintetBoardTheme theme = self->chosen_theme;

  if (adw_style_manager_get_high_contrast (style_manager))
    theme = QUINTET_BOARD_THEME_HIGH_CONTRAST;
  if (self->theme == theme)
    return;
  self->theme = theme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

static void
quintet_theme_manager_constructed (GObject *object)
{
  QuintetThemeManager *self = QUINTET_THEME_MANAGER (object);

  G_OBJECT_CLASS (quintet_theme_manager_parent_class)->constructed (object);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (update_theme), self, G_CONNECT_SWAPPED);
  update_theme (self);
}

static void
quintet_theme_manager_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  QuintetThemeManager *self = QUINTET_THEME_MANAGER (object);

  switch (prop_id)
    {
    case PROP_CHOSEN_THEME:
      g_value_set_enum (value, self->chosen_theme);
      break;
    case PROP_THEME:
      g_value_set_enum (value, self->theme);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_theme_manager_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  QuintetThemeManager *self = QUINTET_THEME_MANAGER (object);

  switch (prop_id)
    {
    case PROP_CHOSEN_THEME:
      quintet_theme_manager_set_chosen_theme (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_theme_manager_class_init (QuintetThemeManagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = quintet_theme_manager_constructed;
  object_class->get_property = quintet_theme_manager_get_property;
  object_class->set_property = quintet_theme_manager_set_property;

  properties[PROP_CHOSEN_THEME] =
    g_param_spec_enum ("chosen-theme", NULL, NULL, QUINTET_TYPE_BOARD_THEME, QUINTET_BOARD_THEME_WOOD,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THEME] =
    g_param_spec_enum ("theme", NULL, NULL, QUINTET_TYPE_BOARD_THEME, QUINTET_BOARD_THEME_WOOD,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_theme_manager_init (QuintetThemeManager *self)
{
  self->chosen_theme = QUINTET_BOARD_THEME_WOOD;
  self->theme = QUINTET_BOARD_THEME_WOOD;
}

QuintetThemeManager *
quintet_theme_manager_get_default (void)
{
  static QuintetThemeManager *default_manager;

  if (default_manager == NULL)
    default_manager = g_object_new (QUINTET_TYPE_THEME_MANAGER, NULL);
  return default_manager;
}

QuintetBoardTheme
quintet_theme_manager_get_chosen_theme (QuintetThemeManager *self)
{
  g_return_val_if_fail (QUINTET_IS_THEME_MANAGER (self), QUINTET_BOARD_THEME_WOOD);

  return self->chosen_theme;
}

void
quintet_theme_manager_set_chosen_theme (QuintetThemeManager *self,
                                        QuintetBoardTheme    theme)
{
  g_return_if_fail (QUINTET_IS_THEME_MANAGER (self));
  g_return_if_fail ((guint) theme < QUINTET_N_BOARD_THEMES);

  if (self->chosen_theme == theme)
    return;
  self->chosen_theme = theme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN_THEME]);
  update_theme (self);
}

QuintetBoardTheme
quintet_theme_manager_get_theme (QuintetThemeManager *self)
{
  g_return_val_if_fail (QUINTET_IS_THEME_MANAGER (self), QUINTET_BOARD_THEME_WOOD);

  return self->theme;
}
