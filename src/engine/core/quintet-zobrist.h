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

/* splitmix64: a tiny generator with good bit mixing, for the keys, the
 * playouts' draws, the search's noise and the players' tie-breaks */
static inline guint64
quintet_splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* @x mixed into a number whose every bit depends on all of @x's */
static inline guint64
quintet_mix64 (guint64 x)
{
  return quintet_splitmix64 (&x);
}

G_END_DECLS
