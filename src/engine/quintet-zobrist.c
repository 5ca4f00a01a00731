/* quintet-zobrist.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-zobrist.h"

guint64 quintet_zobrist_keys[QUINTET_ZOBRIST_KEYS];

/* splitmix64: a tiny generator with good bit mixing, enough for hash keys */
static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
quintet_zobrist_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      guint64 state = G_GUINT64_CONSTANT (0x5175696e74657421);  /* "Quintet!" */

      for (guint i = 0; i < QUINTET_ZOBRIST_KEYS; i++)
        quintet_zobrist_keys[i] = splitmix64 (&state);
      g_once_init_leave (&initialized, 1);
    }
}
