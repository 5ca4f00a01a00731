/* quintet-registry.c — the games Quintet knows: adding a game is one line here
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-registry.h"
#include "games/ordo.h"
#include "games/oferhlyp.h"
#include "games/pressman.h"

static const QuintetGameInfo games[] = {
  { "pressman", N_("Pressman"),
    N_("Queen-moving soldiers raid the enemy home base to raise new troops"),
    NULL, quintet_pressman_get_type, -1 },
  { "ordo", N_("Ordo"),
    N_("Keep your checkers in one group while lines of them march to the far rank"),
    "Dieter Stein", quintet_ordo_get_type, 0 },
  { "ordo-x", N_("Ordo X"),
    N_("Ordo with diagonal and sideways lines, double moves and sweeping captures"),
    "Dieter Stein", quintet_ordo_get_type, 1 },
  { "oferhlyp", N_("Oferhlýp"),
    N_("Two-sided tokens leap over friend and foe; hit the enemy king twice to win"),
    "John Beers", quintet_oferhlyp_get_type, -1 },
};

const QuintetGameInfo *
quintet_registry_get_games (guint *n_games)
{
  g_return_val_if_fail (n_games != NULL, NULL);

  *n_games = G_N_ELEMENTS (games);
  return games;
}

const QuintetGameInfo *
quintet_registry_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].id, id))
      return &games[i];

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

  if (info->variant >= 0)
    return g_object_new (info->get_type (), "id", info->id, "variant", info->variant, NULL);
  return g_object_new (info->get_type (), "id", info->id, NULL);
}
