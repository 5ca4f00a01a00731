/* quintet-bits.h — bit tricks for the games' 64-bit boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* Without -mpopcnt GCC calls a table-driven libgcc routine; this inline
 * SWAR count is faster and still runs on any x86-64 or other CPU. */
static inline guint
quintet_popcount64 (guint64 bits)
{
#ifdef __POPCNT__
  return __builtin_popcountll (bits);
#else
  bits = bits - ((bits >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  bits = (bits & G_GUINT64_CONSTANT (0x3333333333333333)) + ((bits >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  bits = (bits + (bits >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (bits * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
#endif
}

/* For a game's hottest functions (random playouts, move generation): GCC
 * makes a second copy for CPUs with POPCNT, chosen when the program
 * loads, and compiles quintet_popcount64's SWAR count there into the one
 * instruction; other CPUs run the plain copy. */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__ELF__) && !defined(__POPCNT__)
#define QUINTET_POPCOUNT_CLONES __attribute__ ((target_clones ("popcnt", "default")))
#else
#define QUINTET_POPCOUNT_CLONES
#endif

/* Index of the lowest set bit; @bits must not be 0. */
static inline guint
quintet_lowest_bit (guint64 bits)
{
  return __builtin_ctzll (bits);
}

/* Index of the highest set bit; @bits must not be 0. */
static inline guint
quintet_highest_bit (guint64 bits)
{
  return 63 - __builtin_clzll (bits);
}

/* Index of the @n-th (from 0) set bit of @bits, which has more than @n:
 * the pick of a random turn among the squares of a mask. */
static inline guint
quintet_nth_bit (guint64 bits,
                 guint   n)
{
  for (; n > 0; n--)
    bits &= bits - 1;
  return quintet_lowest_bit (bits);
}
