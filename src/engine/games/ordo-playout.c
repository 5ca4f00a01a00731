/* ordo-playout.c — the playout policy of Ordo and Ordo X: random turns
 * drawn by sampling units, without listing every turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ordo-private.h"

/* ---- random playouts ---- */

/* The playout policy draws many numbers from one seed */
static inline guint32
next_random (guint64 *state)
{
  return quintet_splitmix64 (state) >> 32;
}

static inline guint
random_below (guint64 *state,
              guint    n)
{
  return ((guint64) next_random (state) * n) >> 32;
}

/* The @n-th (from 0) set bit of @word, which has more than @n: the bytes'
 * running counts tell the byte at once (Vigna's broadword select), a table
 * the bit in it. */
static inline guint
select_bit (guint64 word,
            guint   n)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 counts, sums, below;
  guint byte;

  counts = word - ((word >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  counts = (counts & G_GUINT64_CONSTANT (0x3333333333333333)) +
           ((counts >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  counts = (counts + (counts >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  sums = counts * ones;                               /* byte i: the bits in bytes 0 … i */
  below = (((n * ones) | highs) - sums) & highs;      /* the bytes whose sum is <= n */
  byte = (guint) (((below >> 7) * ones) >> 56) * 8;   /* how many: the bit is past them */
  n -= ((sums << 8) >> byte) & 0xff;
  return byte + ordo_select_in_byte[n][(word >> byte) & 0xff];
}

static guint
nth_square (Bits  bits,
            guint n)
{
  guint in_low = quintet_popcount64 ((guint64) bits);

  return n < in_low ? select_bit ((guint64) bits, n)
                    : 64 + select_bit ((guint64) (bits >> 64), n - in_low);
}

/* The squares a singleton on @from may slide to in the allowed directions:
 * empty ones up to the first checker, and that one if it is an enemy. The
 * first checker on a ray is its lowest square when the ray goes up the
 * square numbers, else its highest. */
static Bits
singleton_targets (const Rules *rules,
                   guint        from)
{
  const Board *board = rules->board;
  Bits occupied = board->own | board->enemy, targets = 0;

  for (guint d = 0; d < 8; d++)
    {
      Bits ray = ordo_rays[from][d], blockers = ray & occupied;

      if (!(rules->classes & ordo_direction_class[board->side][d]))
        continue;
      if (blockers)
        ray ^= ordo_rays[ordo_step_offset[d] > 0 ? lowest_square (blockers) : highest_square (blockers)][d];
      targets |= ray;
    }

  return targets & ~board->own;
}

/* A random checker, and a random one of its legal singleton moves */
static gboolean
random_singleton (const Rules *rules,
                  guint64     *random,
                  QuintetMove *turn)
{
  const Board *board = rules->board;
  guint from = nth_square (board->own, random_below (random, count_bits (board->own)));
  Bits rest = board->own & ~BIT (from);
  Bits legal = singleton_targets (rules, from);
  guint to;

  /* OR-1: it must land next to the rest, and keep the rest one group */
  if (rest != 0)
    {
      legal &= dilate (rest);
      if (legal != 0 && !(rules->own_connected && ordo_window_connected[window_of (board->own, from)]))
        legal &= singleton_landing_mask (board->own, rules->own_connected, from);
    }
  if (legal == 0)
    return FALSE;
  to = nth_square (legal, random_below (random, count_bits (legal)));

  if ((board->enemy & BIT (to)) && board->ordo_x)
    {
      /* one of the tied groups, if any, at random: one choice per group
       * of the enemy's at most MAX_CHECKERS checkers (OX-2) */
      QuintetMove choices[MAX_CHECKERS * 2];
      Output output = OUTPUT_INIT (choices, G_N_ELEMENTS (choices));

      _ordo_output_capture (rules, &output, from, to);
      *turn = choices[random_below (random, output_count (&output))];
      return TRUE;
    }

  *turn = (QuintetMove) { .length = 0 };
  push_move (turn, from, to);
  return TRUE;
}

/* A random horizontal or vertical line of own checkers, a random part of it
 * (2 or more), and a random one of that ordo's legal moves */
static gboolean
random_ordo (const Rules *rules,
             gboolean     horizontal,
             guint64     *random,
             QuintetMove *turn)
{
  const Board *board = rules->board;
  Bits own = board->own;
  guint step = horizontal ? 1 : N_FILES;
  Bits in_lines = horizontal ? own & (((own << 1) & ~ordo_file_a) | ((own >> 1) & ~ordo_file_j))
                             : own & ((own << N_FILES) | (own >> N_FILES));
  guint low, high, n, i, j;
  guint8 starts[8 * N_FILES];
  guint n_starts = 0;
  Bits line, blockers, touch;
  Groups groups;

  if (in_lines == 0)
    return FALSE;
  low = high = nth_square (in_lines, random_below (random, count_bits (in_lines)));
  while ((horizontal ? file_of (low) > 0 : rank_of (low) > 0) && (own & BIT (low - step)))
    low -= step;
  while ((horizontal ? file_of (high) < N_FILES - 1 : rank_of (high) < N_RANKS - 1) && (own & BIT (high + step)))
    high += step;

  /* two different checkers of the line are the ends of the ordo */
  n = (high - low) / step + 1;
  i = random_below (random, n);
  j = random_below (random, n - 1);
  j += j >= i;
  high = low + step * MAX (i, j);
  low += step * MIN (i, j);

  line = line_between (low, high);
  blockers = (own | board->enemy) & ~line;
  touch = dilate (own & ~line);
  for (guint d = 0; d < 8; d++)
    {
      guint first = low, last = high;
      Bits dest;

      if (!ordo_may_go (rules, horizontal, d))
        continue;
      while (line_step (&first, &last, d, blockers, &dest))
        if ((dest & touch) || touch == 0)   /* next to the rest: the cheap half of OR-1 */
          starts[n_starts++] = first;
    }
  if (n_starts == 0)
    return FALSE;

  /* OR-1: the moves that join every group of the rest */
  find_groups (own & ~line, &groups);
  if (groups.n_groups > 1)
    {
      guint n_joining = 0;

      for (guint k = 0; k < n_starts; k++)
        if (groups_join (&groups, shift_board (line, (int) starts[k] - (int) low)))
          starts[n_joining++] = starts[k];
      n_starts = n_joining;
      if (n_starts == 0)
        return FALSE;
    }

  *turn = (QuintetMove) { .length = 0 };
  push_move (turn, low, high);
  turn->path[turn->length++] = starts[random_below (random, n_starts)];
  return TRUE;
}

/* One random legal part, or FALSE after a failed try: a singleton three
 * times in four (an ordo costs more to try), else a horizontal or a
 * vertical ordo. */
static gboolean
random_part (const Rules *rules,
             guint64     *random,
             QuintetMove *turn)
{
  switch (random_below (random, 8))
    {
    case 0:
      return random_ordo (rules, TRUE, random, turn);
    case 1:
      return random_ordo (rules, FALSE, random, turn);
    default:
      return random_singleton (rules, random, turn);
    }
}

#define RANDOM_TRIES 64

/* A random part by sampling; when sampling keeps failing, one from the
 * full list, so that FALSE means there is none. */
static gboolean
random_part_or_any (const Rules *rules,
                    guint64     *random,
                    QuintetMove *turn)
{
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) list = { 0 };

  for (guint try = 0; try < RANDOM_TRIES; try++)
    if (random_part (rules, random, turn))
      return TRUE;

  part_list_fill (&list, rules, stack, MAX_PARTS);
  if (list.n_parts == 0)
    return FALSE;
  *turn = list.parts[random_below (random, list.n_parts)];
  return TRUE;
}

/* Where the first-clicked checker of the first part of @turn lands */
static inline guint
part_destination (const Board       *board,
                  const QuintetMove *turn)
{
  return (board->own & BIT (turn->path[1])) ? turn->path[2] : turn->path[1];
}

/* OX-3 by sampling: a random forward or sideways part, and after a sideways
 * one a random forward part; a sideways part with no forward follow-up is
 * discarded. */
static gboolean
random_x_turn (const Board *board,
               guint64     *random,
               QuintetMove *turn)
{
  Rules rules = rules_for (board, CLASS_FORWARD | CLASS_SIDEWAYS);

  for (guint try = 0; try < RANDOM_TRIES; try++)
    {
      QuintetMove second;
      Board after = *board;
      Rules follow;
      Part part;

      if (!random_part (&rules, random, turn))
        continue;
      if (class_of_move (board->side, turn->path[0], part_destination (board, turn)) == CLASS_FORWARD)
        return TRUE;
      _ordo_make_part (&after, turn->path, turn->length, 0, &part);
      if (part.direction_class == CLASS_FORWARD || after.enemy == 0)
        return TRUE;

      /* the first part was legal: the mover is one group (OR-1) */
      follow = (Rules) { &after, CLASS_FORWARD, TRUE, TRUE };
      if (!random_part_or_any (&follow, random, &second))
        continue;
      memcpy (turn->path + turn->length, second.path, second.length);
      turn->length += second.length;
      return TRUE;
    }

  return FALSE;
}

/* The playout policy (random_turn_uniform is FALSE): sampled parts, with
 * the exact list as the fallback, so 0 still means there is no legal turn.
 * Ordo X has about 2,000 turns a position, too many to count at playout
 * speed, and Classic, though it could count, plays faster this way. */
guint
_ordo_random_turn (QuintetGame  *game,
                   gconstpointer position,
                   guint32       random,
                   QuintetMove  *turn)
{
  const OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  g_auto(QuintetTurnList) all = { 0 };
  guint64 state = random ^ pos->header.hash;

  if (is_decided (&board))
    return 0;

  if (board.ordo_x)
    {
      if (random_x_turn (&board, &state, turn))
        return 1;
    }
  else
    {
      Rules rules = rules_for (&board, CLASS_FORWARD | CLASS_SIDEWAYS);

      /* OR-2: reconnecting turns may go backward */
      if (!rules.own_connected)
        rules.classes |= CLASS_BACKWARD;
      return random_part_or_any (&rules, &state, turn) ? 1 : 0;
    }

  if (quintet_game_list_turns (game, position, &all) > 0)
    *turn = all.turns[((guint64) random * all.n_turns) >> 32];
  return all.n_turns;
}
