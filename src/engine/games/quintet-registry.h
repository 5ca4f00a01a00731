/* quintet-registry.h — the list of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* One playable game: a variant of a game class, with its class data
 * (QuintetGameClass.variants) copied out for lists and lookups. */
typedef struct {
  const char *id;           /* "pressman", "ordo-x": the command-line id */
  const char *name;         /* untranslated display name: show it with _() */
  const char *description;  /* untranslated one-line description: _() */
  const char *inventor;     /* or NULL */
  GType     (*get_type) (void);
  int         variant;      /* value of the "variant" property, -1 when the class has one */
} QuintetGameInfo;

const QuintetGameInfo *quintet_registry_get_games (guint      *n_games);
const QuintetGameInfo *quintet_registry_lookup    (const char *id);
QuintetGame           *quintet_registry_new_game  (const char *id);

/* For tests only: the class of the game @id, for a test to lend it other
 * virtual functions (a status note, a mark on a piece) while it runs, and
 * in @original a copy of the class as it was, to call the game's own
 * functions from the lent ones. The games are final types, so this is how
 * a test changes how a real game describes itself in the window.
 * quintet_registry_restore_class() puts every function back; one override
 * of a game at a time. */
QuintetGameClass      *quintet_registry_override_class (const char              *id,
                                                        const QuintetGameClass **original);
void                   quintet_registry_restore_class  (const char              *id);

G_END_DECLS
