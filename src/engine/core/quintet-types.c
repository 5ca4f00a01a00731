/* quintet-types.c — GTypes of the plain value types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-types.h"

/* A move is plain fixed-size data: a copy is a memory copy. */
static QuintetMove *
quintet_move_copy (const QuintetMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

G_DEFINE_BOXED_TYPE (QuintetMove, quintet_move, quintet_move_copy, g_free)
