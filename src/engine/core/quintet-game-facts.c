/* quintet-game-facts.c — what a game's class says of it: side names and
 * styles, the variant's id, name, description, showcase, inventor and
 * the Beginner's style
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-game.h"

#define GAME_CLASS(self) (QUINTET_GAME_GET_CLASS (self))

const char *
quintet_game_get_side_name (QuintetGame *self,
                            QuintetSide  side)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (side <= QUINTET_SIDE_1, NULL);

  return g_dgettext (GETTEXT_PACKAGE, GAME_CLASS (self)->side_names[side]);
}

const char *
quintet_game_get_side_style (QuintetGame *self,
                             QuintetSide  side)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (side <= QUINTET_SIDE_1, NULL);

  return GAME_CLASS (self)->side_styles[side];
}

gboolean
quintet_game_get_first_side_choice (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);

  return GAME_CLASS (self)->first_side_choice;
}

const QuintetGeometry *
quintet_game_get_geometry (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->get_geometry (self);
}

/* The class data of the variant played; a class that lists none (a test
 * double) has no id and is named after its type. */
static QuintetGameVariant
get_variant_info (QuintetGame *self)
{
  QuintetGameClass *klass = GAME_CLASS (self);
  guint variant = quintet_game_get_variant (self);

  if (variant < klass->n_variants)
    return klass->variants[variant];
  return (QuintetGameVariant) { NULL };
}

const char *
quintet_game_get_id (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return get_variant_info (self).id;
}

const char *
quintet_game_get_name (QuintetGame *self)
{
  QuintetGameVariant variant;

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  variant = get_variant_info (self);
  return variant.name ? g_dgettext (GETTEXT_PACKAGE, variant.name) : G_OBJECT_TYPE_NAME (self);
}

const char *
quintet_game_get_description (QuintetGame *self)
{
  QuintetGameVariant variant;

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  variant = get_variant_info (self);
  return variant.description ? g_dgettext (GETTEXT_PACKAGE, variant.description) : "";
}

/* A position text typical of the game (QuintetGameVariant), or NULL */
const char *
quintet_game_get_showcase (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return get_variant_info (self).showcase;
}

QuintetBeginnerStyle
quintet_game_get_beginner_style (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), (QuintetBeginnerStyle) { 0 });

  return get_variant_info (self).beginner;
}

/* NULL when the game has no known inventor */
const char *
quintet_game_get_inventor (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->inventor;
}
