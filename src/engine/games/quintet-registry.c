/* quintet-registry.c — the games Quintet knows: adding a game is one line here
 *
 * The games describe themselves (QuintetGameClass: variants, inventor);
 * this file only lists their types, in the order the start page shows them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-registry.h"
#include "ordo.h"
#include "oferhlyp.h"
#include "overlord.h"
#include "opprimo.h"
#include "pressman.h"

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

/* The classes a test has overridden: id → a copy of the class as it was */
static GHashTable *overridden;

/* For tests only: see quintet-registry.h. */
QuintetGameClass *
quintet_registry_override_class (const char              *id,
                                 const QuintetGameClass **original)
{
  const QuintetGameInfo *info;
  QuintetGameClass *klass;

  g_return_val_if_fail (id != NULL, NULL);

  info = quintet_registry_lookup (id);
  g_return_val_if_fail (info != NULL, NULL);
  if (overridden == NULL)
    overridden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_return_val_if_fail (!g_hash_table_contains (overridden, id), NULL);

  /* Referenced by build_games (), so it stays while the copy does */
  klass = g_type_class_peek (info->get_type ());
  g_hash_table_insert (overridden, g_strdup (id), g_memdup2 (klass, sizeof *klass));
  if (original != NULL)
    *original = g_hash_table_lookup (overridden, id);

  return klass;
}

/* For tests only: puts back every function of the class of @id that a
 * test changed after quintet_registry_override_class(). */
void
quintet_registry_restore_class (const char *id)
{
  const QuintetGameClass *saved;
  QuintetGameClass *klass;

  g_return_if_fail (id != NULL);
  g_return_if_fail (overridden != NULL && g_hash_table_contains (overridden, id));

  saved = g_hash_table_lookup (overridden, id);
  klass = g_type_class_peek (quintet_registry_lookup (id)->get_type ());
  /* The game's part only: the GObject part is GLib's */
  memcpy ((char *) klass + sizeof (GObjectClass), (const char *) saved + sizeof (GObjectClass),
          sizeof *klass - sizeof (GObjectClass));
  g_hash_table_remove (overridden, id);
}
