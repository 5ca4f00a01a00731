/* quintet-registry.h — the list of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

typedef struct {
  const char *id;           /* "pressman", "ordo-x": the command-line id */
  const char *name;         /* translatable display name, mark with N_() */
  const char *description;  /* translatable one-line description, N_() */
  const char *inventor;
  GType     (*get_type) (void);
  int         variant;      /* value of the "variant" property, -1 for none */
} QuintetGameInfo;

const QuintetGameInfo *quintet_registry_get_games (guint      *n_games);
const QuintetGameInfo *quintet_registry_lookup    (const char *id);
QuintetGame           *quintet_registry_new_game  (const char *id);

G_END_DECLS
