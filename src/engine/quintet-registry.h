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

G_END_DECLS
