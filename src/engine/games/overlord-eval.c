/* overlord-eval.c — the computer player's view of an Overlord position:
 * its features and their weights (the search and `quintet-cli tune` use
 * them through the game class)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "overlord-private.h"

/* The evaluation's features, own less the enemy's: uncaptured pieces
 * (OV-5 counts them); columns on top; the ranks those columns have
 * advanced (a launch starts near the furthest rank); columns on the wall,
 * which holds the middle; top pieces that may not move this turn (OV-4);
 * enemy columns and empty wall squares next to a column of ours high
 * enough to capture them. */
enum { TERM_UNCAPTURED, TERM_CONTROL, TERM_ADVANCE, TERM_WALL, TERM_FROZEN, TERM_THREATS, N_TERMS };

const QuintetEvalTerm overlord_eval_terms[N_TERMS] = {
  [TERM_UNCAPTURED] = { "uncaptured", 100 },
  [TERM_CONTROL]    = { "control", 5 },
  [TERM_ADVANCE]    = { "advance", 2 },
  [TERM_WALL]       = { "wall", 7 },
  [TERM_FROZEN]     = { "frozen", 7 },
  [TERM_THREATS]    = { "threats", 7 },
};

const guint overlord_n_eval_terms = N_TERMS;

/* A square's height: its pieces and its wall (OV-1) */
static inline guint
square_height (const OverlordPosition *pos,
               guint                   square)
{
  return stack_pieces (pos->stacks[square]) + wall_height (square);
}

/* Squares next to @square that its top piece could capture: controlled
 * by @enemy, or an empty wall square, and lower than the piece's level */
static guint
count_threats (const OverlordPosition *pos,
               guint                   square,
               guint64                 enemy)
{
  guint level = square_height (pos, square), file = square % N_FILES, count = 0;
  int steps[4] = { N_FILES, -N_FILES, 1, -1 };

  for (guint i = 0; i < 4; i++)
    {
      int next = (int) square + steps[i];
      guint height;

      if (next < 0 || next >= N_SQUARES || (i == 2 && file == N_FILES - 1) || (i == 3 && file == 0))
        continue;
      height = square_height (pos, next);
      if (((enemy & BIT (next)) || (pos->stacks[next] == 0 && wall_height (next) > 0)) &&
          level > height && height < MAX_HEIGHT)
        count++;
    }

  return count;
}

static int
side_features (const OverlordPosition *pos,
               QuintetSide             side,
               const int              *weights)
{
  guint64 control = pos->control[side], enemy = pos->control[QUINTET_OTHER_SIDE (side)];
  int advance = 0, frozen = 0, threats = 0;

  for (guint64 rest = control; rest; rest &= rest - 1)
    {
      guint square = quintet_lowest_bit (rest);
      guint rank = square / N_FILES;

      advance += side == QUINTET_SIDE_0 ? (int) rank : N_RANKS - 1 - (int) rank;
      frozen += piece_count (pos->counts[square], stack_pieces (pos->stacks[square]) - 1) == 3;
      threats += count_threats (pos, square, enemy);
    }

  return weights[TERM_UNCAPTURED] * (int) _overlord_uncaptured (pos, side) +
         weights[TERM_CONTROL] * quintet_popcount64 (control) +
         weights[TERM_ADVANCE] * advance +
         weights[TERM_WALL] * quintet_popcount64 (control & WALL) -
         weights[TERM_FROZEN] * frozen +
         weights[TERM_THREATS] * threats;
}

int
_overlord_evaluate (QuintetGame  *game,
                           gconstpointer position,
                           const int    *weights)
{
  const OverlordPosition *pos = position;
  QuintetSide side = pos->header.side;

  return side_features (pos, side, weights) - side_features (pos, QUINTET_OTHER_SIDE (side), weights);
}
