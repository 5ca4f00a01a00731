/* quintet-zobrist.h — the shared table of Zobrist keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QUINTET_ZOBRIST_KEYS 4096

/* A fixed table of pseudo-random keys, the same in every run, so hashes
 * (and anything keyed by them) are reproducible. Each game indexes it with
 * its own layout; index 0 is reserved for the side to move. Filled by
 * quintet_zobrist_init(), which each game's class_init calls. */
extern guint64 quintet_zobrist_keys[QUINTET_ZOBRIST_KEYS];

void quintet_zobrist_init (void);

#define QUINTET_ZOBRIST_SIDE_KEY 0

G_END_DECLS
