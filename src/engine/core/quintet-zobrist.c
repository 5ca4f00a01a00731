/* quintet-zobrist.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-zobrist.h"

guint64 quintet_zobrist_keys[QUINTET_ZOBRIST_KEYS];

void
quintet_zobrist_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      guint64 state = G_GUINT64_CONSTANT (0x5175696e74657421);  /* "Quintet!" */

      for (guint i = 0; i < QUINTET_ZOBRIST_KEYS; i++)
        quintet_zobrist_keys[i] = quintet_splitmix64 (&state);
      g_once_init_leave (&initialized, 1);
    }
}
