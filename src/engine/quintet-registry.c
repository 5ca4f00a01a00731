/* quintet-registry.c — the games Quintet knows: adding a game is one line here
 *
 * The games describe themselves (QuintetGameClass: variants, inventor);
 * this file only lists their types, in the order the start page shows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-registry.h"
#include "games/ordo.h"
#include "games/oferhlyp.h"
#include "games/overlord.h"
#include "games/opprimo.h"
#include "games/pressman.h"

static GType (* const game_types[]) (void) = {
  quintet_pressman_get_type,
  quintet_ordo_get_type,
  quintet_oferhlyp_get_type,
  quintet_overlord_get_type,
  quintet_opprimo_get_type,
};

/* One entry per variant of each type, built once from the classes (which
 * stay referenced, so the strings they point to stay valid). */
static GArray *
build_games (void)
{
  GArray *games = g_array_new (FALSE, TRUE, sizeof (QuintetGameInfo));

  for (guint i = 0; i < G_N_ELEMENTS (game_types); i++)
    {
      QuintetGameClass *klass = g_type_class_ref (game_types[i] ());

      g_assert (klass->n_variants > 0);
      for (guint variant = 0; variant < klass->n_variants; variant++)
        {
          QuintetGameInfo info = {
            klass->variants[variant].id, klass->variants[variant].name,
            klass->variants[variant].description, klass->inventor, game_types[i],
            klass->n_variants > 1 ? (int) variant : -1,
          };

          g_array_append_val (games, info);
        }
    }

  return games;
}

static GArray *
get_games (void)
{
  static GArray *games;

  if (g_once_init_enter (&games))
    g_once_init_leave (&games, build_games ());
  return games;
}

const QuintetGameInfo *
quintet_registry_get_games (guint *n_games)
{
  GArray *games;

  g_return_val_if_fail (n_games != NULL, NULL);

  games = get_games ();
  *n_games = games->len;
  return &g_array_index (games, QuintetGameInfo, 0);
}

const QuintetGameInfo *
quintet_registry_lookup (const char *id)
{
  GArray *games;

  g_return_val_if_fail (id != NULL, NULL);

  games = get_games ();
  for (guint i = 0; i < games->len; i++)
    if (g_str_equal (g_array_index (games, QuintetGameInfo, i).id, id))
      return &g_array_index (games, QuintetGameInfo, i);

  return NULL;
}

/* A new game of that id at its start position, or NULL for an unknown id. */
QuintetGame *
quintet_registry_new_game (const char *id)
{
  const QuintetGameInfo *info;

  g_return_val_if_fail (id != NULL, NULL);

  info = quintet_registry_lookup (id);
  if (info == NULL)
    return NULL;

  return g_object_new (info->get_type (), "variant", MAX (info->variant, 0), NULL);
}
