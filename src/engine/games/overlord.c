/* overlord.c — Overlord, as specified in rules/overlord.md
 *
 * Squares are numbered rank * 7 + file (a1 = 0, g9 = 62), which is also
 * the cell id; rank 5 (ids 28–34) is the wall. A square holds a stack of
 * up to 5 pieces in one byte and their OV-4 counts in two bytes (see
 * overlord-private.h); two 63-bit boards say which squares each side
 * controls.
 *
 * A turn is an outcome (OV-8), not a route: [from, to] and a kind (slide,
 * alone, mount, capture), [square, square] for a promotion, and for a
 * launch [from, furthest-rank square, target]. Chains are never walked
 * route by route: the squares a piece can mount in a chain are the part of
 * the board of mountable squares (own, at most 4 high) that it reaches
 * without its start square (OV-2: a chain never enters a square twice, and
 * in a connected set of squares every square is reached by a route that
 * enters none twice), found by a flood fill; its dismounts and wall
 * captures are next to that part.
 *
 * The turns as the player clicks them are in overlord-input.c, notation
 * and position text in overlord-text.c, the evaluation in overlord-eval.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "overlord-private.h"

enum {
  OVERLORD_REASON_CAPTURED = QUINTET_REASON_GAME,   /* OV-5 */
};

struct _QuintetOverlord
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetOverlord, quintet_overlord, QUINTET_TYPE_GAME)

/* OV-1: the wall heights of a5 … g5, the one table of them */
const guint8 overlord_wall_heights[N_FILES] = { 3, 2, 3, 2, 3, 2, 3 };

QuintetSquareGrid overlord_grid;
static QuintetZoneInfo wall_zones[2];
guint64 overlord_neighbour_masks[N_SQUARES];
static guint64 wall_masks[MAX_HEIGHT + 1];   /* wall squares of each height */

/* Zobrist layout: 1 + (square * 5 + index) * 2 + side for the pieces,
 * then 1 + 630 + (square * 5 + index) * 3 + count - 1 for the OV-4 counts */
#define COUNT_KEYS (1 + N_SQUARES * MAX_HEIGHT * 2)

/* ---- helpers ---- */

static inline guint64
neighbours (guint64 squares)
{
  return ((squares << N_FILES) | (squares >> N_FILES) |
          ((squares << 1) & ~FILE_A) | ((squares >> 1) & ~FILE_G)) & BOARD;
}

/* The squares of @within connected to @seed (inside @within) */
static inline guint64
flood (guint64 seed,
       guint64 within)
{
  guint64 reach = seed & within, before;

  do
    {
      before = reach;
      reach |= neighbours (reach) & within;
    }
  while (reach != before);

  return reach;
}

static guint64
square_hash (guint   square,
             guint8  stack,
             guint16 counts)
{
  guint64 hash = 0;

  for (guint i = 0; i < stack_pieces (stack); i++)
    {
      guint count = piece_count (counts, i);

      hash ^= quintet_zobrist_keys[1 + (square * MAX_HEIGHT + i) * 2 + stack_side (stack, i)];
      if (count > 0)
        hash ^= quintet_zobrist_keys[COUNT_KEYS + (square * MAX_HEIGHT + i) * 3 + count - 1];
    }

  return hash;
}

/* ---- geometry ---- */

static void
init_tables (void)
{
  for (guint square = 0; square < N_SQUARES; square++)
    {
      overlord_neighbour_masks[square] = neighbours (BIT (square));
      if (square / N_FILES == WALL_RANK)
        wall_masks[wall_height (square)] |= BIT (square);
    }
}

/* 7 × 9 squares, rank 1 (White's edge) at the bottom. The wall is one
 * QUINTET_ZONE_WALL zone per height (value = the height): the painter
 * draws a wall square as a block of that many levels under its pieces. */
static void
init_geometry (void)
{
  quintet_square_grid_init (&overlord_grid, N_FILES, N_RANKS, QUINTET_GRID_DEFAULT);

  for (guint z = 0; z < G_N_ELEMENTS (wall_zones); z++)
    {
      guint height = z == 0 ? 2 : 3;
      QuintetZoneInfo *zone = &wall_zones[z];

      *zone = (QuintetZoneInfo) { QUINTET_ZONE_WALL, 0, height, 0, { 0 } };
      for (guint64 rest = wall_masks[height]; rest; rest &= rest - 1)
        zone->cells[zone->n_cells++] = quintet_lowest_bit (rest);
    }
  overlord_grid.geometry.n_zones = G_N_ELEMENTS (wall_zones);
  overlord_grid.geometry.zones = wall_zones;
}

static const QuintetGeometry *
quintet_overlord_get_geometry (QuintetGame *game)
{
  return &overlord_grid.geometry;
}

/* ---- the board as the side to move sees it ---- */

/* OV-4: a count of 3 in any two-bit field of @counts */
static inline gboolean
has_frozen (guint16 counts)
{
  return (counts & (counts >> 1) & 0x155) != 0;
}

void
_overlord_init_board (const OverlordPosition *pos,
                      Board                  *board)
{
  QuintetSide side = pos->header.side;
  guint64 occupied = pos->control[0] | pos->control[1];

  memset (board, 0, sizeof *board);
  board->side = side;
  board->own = pos->control[side];
  board->enemy = pos->control[QUINTET_OTHER_SIDE (side)];
  board->empty_ground = BOARD & ~occupied & ~WALL;
  for (guint h = 2; h <= 3; h++)
    board->empty_wall[h] = wall_masks[h] & ~occupied;
  board->height_at_least[0] = BOARD;
  memcpy (&board->height_at_least[1], pos->heights, sizeof pos->heights);
  board->mountable = board->own & ~board->height_at_least[MAX_HEIGHT];
  for (guint64 rest = board->mountable; rest; rest &= ~board->groups[board->n_groups++])
    board->groups[board->n_groups] = flood (rest & -rest, board->mountable);
  for (guint64 rest = board->own; rest; rest &= rest - 1)
    {
      guint square = quintet_lowest_bit (rest);
      guint16 counts = pos->counts[square];

      if (!counts)
        continue;
      if (piece_count (counts, stack_pieces (pos->stacks[square]) - 1) == 3)
        board->frozen_top |= BIT (square);
      if (has_frozen (counts))
        board->frozen_any |= BIT (square);
    }
  board->second_rank = side == QUINTET_SIDE_0 ? RANK (N_RANKS - 2) : RANK (1);
  board->furthest_rank = side == QUINTET_SIDE_0 ? RANK (N_RANKS - 1) : RANK (0);
  board->forward = side == QUINTET_SIDE_0 ? N_FILES : -N_FILES;
}

/* The furthest-rank squares among the ordinary ends of the top piece of
 * @square from which it may be launched: the last step of some route
 * comes from the second-furthest rank (the square right behind). A mount
 * there needs a route to that square that does not pass the end. */
static guint64
launch_squares (const Board *board,
                guint        square,
                guint64      chain,
                guint64      ends)
{
  guint64 from = 0;

  for (guint64 rest = ends & board->furthest_rank; rest; rest &= rest - 1)
    {
      guint end = quintet_lowest_bit (rest);
      guint behind = end - board->forward;
      guint64 within;

      if (behind == square)
        from |= BIT (end);   /* one step from the start on the second-furthest rank */
      else if (!(chain & BIT (behind)))
        continue;
      else if (board->empty_ground & BIT (end))
        from |= BIT (end);   /* a chain's dismount: no route passes the empty end */
      else if (board->mountable & BIT (end))
        {
          within = board->mountable & ~BIT (square) & ~BIT (end);
          if (flood (overlord_neighbour_masks[square] & within, within) & BIT (behind))
            from |= BIT (end);
        }
    }

  return from;
}

/* The squares a chain of mounts from @square reaches: those of
 * mountable other than @square connected to it. When @square is
 * mountable, that is all of its group but itself (each part the group
 * falls into without it touches @square); otherwise every group next to
 * it. */
static guint64
mount_chain (const Board *board,
             guint        square)
{
  guint64 bit = BIT (square), near = overlord_neighbour_masks[square], chain = 0;

  for (guint i = 0; i < board->n_groups; i++)
    {
      if (board->groups[i] & bit)
        return board->groups[i] & ~bit;
      if (board->groups[i] & near)
        chain |= board->groups[i];
    }

  return chain;
}

/* Every turn of the pieces on @square (a square the side to move
 * controls) as masks of end squares; returns how many turns they are. */
/* Inlined into its callers, so that their POPCNT copies count with it */
static inline __attribute__ ((always_inline)) guint
source_turns (const Board            *board,
              const OverlordPosition *pos,
              guint                   square,
              SourceTurns            *turns)
{
  guint8 stack = pos->stacks[square];
  guint pieces = stack_pieces (stack), wall = wall_height (square);
  guint level = pieces + wall;
  guint64 near = overlord_neighbour_masks[square];
  gboolean whole_column_free = !(board->frozen_any & BIT (square));
  guint64 bit = BIT (square);

  *turns = (SourceTurns) { .square = square, .launch_via = NO_SQUARE, .slide_launch_to = NO_SQUARE };

  /* A slide moves every piece of a ground column (OV-4); never onto or off the wall */
  if (wall == 0 && whole_column_free)
    turns->slide = near & board->empty_ground;

  /* OV-3: a promotion moves every piece, and only a column of both colours */
  if (pieces >= 2 && whole_column_free)
    {
      guint colours = (stack >> 3) & ((1u << pieces) - 1);

      turns->promote = colours != 0 && colours != (1u << pieces) - 1;
    }

  if (!(board->frozen_top & bit))
    {
      guint64 chain = mount_chain (board, square);
      gboolean lone_on_ground = pieces == 1 && wall == 0;
      guint64 ordinary;

      /* OV-2: one or more mounts, then at most a dismount or a capture of an empty wall square */
      turns->mount = chain;
      turns->alone = neighbours (chain) & board->empty_ground;
      /* a lone ground piece going next door is the slide (OV-8) */
      if (lone_on_ground)
        turns->alone &= ~near;
      else
        turns->alone |= near & board->empty_ground;
      turns->capture = (near & board->enemy & ~board->height_at_least[level]) |
                       (neighbours (chain & board->height_at_least[2]) & board->empty_wall[2]) |
                       (neighbours (chain & board->height_at_least[3]) & board->empty_wall[3]);
      for (guint h = 2; h <= 3; h++)
        if (level > h)
          turns->capture |= near & board->empty_wall[h];

      /* Launch (OV-8): the piece that moved goes from its start to any
       * square no ordinary turn of it reaches, at most 5 high after */
      ordinary = turns->mount | turns->alone | turns->capture | (lone_on_ground ? turns->slide : 0);
      /* most pieces are far from the furthest rank */
      if (ordinary & board->furthest_rank)
        turns->launch_from = launch_squares (board, square, chain, ordinary);
      if (turns->launch_from)
        {
          turns->launch_via = quintet_lowest_bit (turns->launch_from);
          turns->launch = BOARD & ~board->height_at_least[MAX_HEIGHT] & ~ordinary & ~bit;
        }
    }

  /* A column sliding onto the furthest rank launches its top piece */
  if (pieces >= 2 && wall == 0 && whole_column_free && (board->second_rank & bit) &&
      (board->empty_ground & BIT (square + board->forward)))
    {
      turns->slide_launch_to = square + board->forward;
      turns->slide_launch = BOARD & ~board->height_at_least[MAX_HEIGHT] & ~bit & ~BIT (turns->slide_launch_to);
    }

  return quintet_popcount64 (turns->slide) + quintet_popcount64 (turns->alone) +
         quintet_popcount64 (turns->mount) + quintet_popcount64 (turns->capture) + turns->promote +
         quintet_popcount64 (turns->launch) + quintet_popcount64 (turns->slide_launch);
}

guint
_overlord_source_turns (const OverlordPosition *pos,
                        guint                   square,
                        SourceTurns            *turns)
{
  Board board;

  _overlord_init_board (pos, &board);
  if (square >= N_SQUARES || !(board.own & BIT (square)))
    {
      memset (turns, 0, sizeof *turns);
      turns->launch_via = turns->slide_launch_to = NO_SQUARE;
      return 0;
    }
  return source_turns (&board, pos, square, turns);
}

/* ---- generating turns ---- */

/* The @index-th square of @bits; when @bits has fewer, NO_SQUARE, and
 * @index is moved past them. */
static guint
nth_square (guint64  bits,
            guint   *index)
{
  guint count = quintet_popcount64 (bits);

  if (*index >= count)
    {
      *index -= count;
      return NO_SQUARE;
    }
  return quintet_nth_bit (bits, *index);
}

/* The turn of @turns at @index, in the order of the list */
static void
build_turn (const SourceTurns *turns,
            guint              index,
            QuintetMove       *turn)
{
  const guint64 *masks[] = { &turns->slide, &turns->alone, &turns->mount, &turns->capture };
  guint from = turns->square, to;

  for (guint kind = TURN_SLIDE; kind <= TURN_CAPTURE; kind++)
    if ((to = nth_square (*masks[kind], &index)) != NO_SQUARE)
      {
        quintet_move_set_from_to (turn, from, to, kind);
        return;
      }
  if (turns->promote && index-- == 0)
    {
      quintet_move_set_from_to (turn, from, from, TURN_PROMOTE);
      return;
    }
  if ((to = nth_square (turns->launch, &index)) != NO_SQUARE)
    {
      quintet_move_set_from_to (turn, from, turns->launch_via, TURN_LAUNCH);
      quintet_move_push (turn, to);
      return;
    }
  if ((to = nth_square (turns->slide_launch, &index)) != NO_SQUARE)
    {
      quintet_move_set_from_to (turn, from, turns->slide_launch_to, TURN_SLIDE_LAUNCH);
      quintet_move_push (turn, to);
      return;
    }
  g_assert_not_reached ();
}

static void
add_masks (QuintetTurnSink *sink,
           guint            from,
           guint            via,
           guint64          ends,
           TurnKind         kind)
{
  for (; ends; ends &= ends - 1)
    {
      QuintetMove *turn = quintet_turn_sink_add (sink);

      if (kind == TURN_LAUNCH || kind == TURN_SLIDE_LAUNCH)
        {
          quintet_move_set_from_to (turn, from, via, kind);
          turn->path[2] = quintet_lowest_bit (ends);
          turn->length = 3;
        }
      else
        quintet_move_set_from_to (turn, from, quintet_lowest_bit (ends), kind);
    }
}

/* The order of the list (random_turn counts in the same order): the
 * squares of the side to move in id order, and for each its slides,
 * alone ends, mounts, captures, promotion, launches and column-slide
 * launches, each by end square. */
QUINTET_POPCOUNT_CLONES static guint
quintet_overlord_generate_turns (QuintetGame  *game,
                                 gconstpointer position,
                                 QuintetMove  *list,
                                 guint         capacity)
{
  QuintetTurnSink sink = QUINTET_TURN_SINK_INIT (list, capacity);
  const OverlordPosition *pos = position;
  Board board;

  _overlord_init_board (pos, &board);
  for (guint64 rest = board.own; rest; rest &= rest - 1)
    {
      SourceTurns turns;
      guint from = quintet_lowest_bit (rest);

      if (source_turns (&board, pos, from, &turns) == 0)
        continue;
      add_masks (&sink, from, 0, turns.slide, TURN_SLIDE);
      add_masks (&sink, from, 0, turns.alone, TURN_ALONE);
      add_masks (&sink, from, 0, turns.mount, TURN_MOUNT);
      add_masks (&sink, from, 0, turns.capture, TURN_CAPTURE);
      if (turns.promote)
        quintet_move_set_from_to (quintet_turn_sink_add (&sink), from, from, TURN_PROMOTE);
      add_masks (&sink, from, turns.launch_via, turns.launch, TURN_LAUNCH);
      add_masks (&sink, from, turns.slide_launch_to, turns.slide_launch, TURN_SLIDE_LAUNCH);
    }

  return sink.n_turns;
}

/* The same turns as generate_turns, counted by popcount per source
 * square; only the picked one is built. Uniformly random games of
 * Overlord almost never end (none of 10 seeded ones within 50,000
 * turns; see README.md), so a playout needs a limit on its length. */
QUINTET_POPCOUNT_CLONES static guint
quintet_overlord_random_turn (QuintetGame  *game,
                              gconstpointer position,
                              guint32       random,
                              QuintetMove  *turn)
{
  const OverlordPosition *pos = position;
  SourceTurns sources[N_SQUARES];
  guint counts[N_SQUARES], n_sources = 0, n_turns = 0, pick;
  Board board;

  _overlord_init_board (pos, &board);
  for (guint64 rest = board.own; rest; rest &= rest - 1)
    {
      counts[n_sources] = source_turns (&board, pos, quintet_lowest_bit (rest), &sources[n_sources]);
      n_turns += counts[n_sources++];
    }
  if (n_turns == 0)
    return 0;

  pick = ((guint64) random * n_turns) >> 32;
  for (guint i = 0; ; i++)
    {
      if (pick < counts[i])
        {
          build_turn (&sources[i], pick, turn);
          return n_turns;
        }
      pick -= counts[i];
    }
}

/* ---- making turns ---- */

/* One piece while a turn is made */
typedef struct {
  guint8 side;
  guint8 count;
  guint8 moved;
} Piece;

typedef struct {
  guint  square;
  int    controller_before;
  guint  n_pieces;
  Piece  pieces[MAX_HEIGHT];
} Column;

static void
load_column (const OverlordPosition *pos,
             guint                   square,
             Column                 *column)
{
  guint8 stack = pos->stacks[square];

  column->square = square;
  column->controller_before = top_side (stack);
  column->n_pieces = stack_pieces (stack);
  for (guint i = 0; i < column->n_pieces; i++)
    column->pieces[i] = (Piece) { stack_side (stack, i), piece_count (pos->counts[square], i), FALSE };
}

/* OV-4 after the turn of @mover: a piece that moved counts one more turn
 * of its controller, or starts from zero under a new one; one that did
 * not move starts from zero when its controller changed or is the
 * mover's (the mover's turn without it), else keeps its count. */
static void
store_column (OverlordPosition *pos,
              const Column     *column,
              QuintetSide       mover,
              guint64          *hash)
{
  guint square = column->square;
  guint8 stack = column->n_pieces;
  guint16 counts = 0;
  int controller = column->n_pieces > 0 ? column->pieces[column->n_pieces - 1].side : -1;

  for (guint i = 0; i < column->n_pieces; i++)
    {
      const Piece *piece = &column->pieces[i];
      guint count = piece->count;

      if (piece->moved)
        count = controller == (int) mover ? count + 1 : 0;
      else if (controller != column->controller_before || controller == (int) mover)
        count = 0;
      stack |= piece->side << (3 + i);
      counts |= count << (2 * i);
    }

  *hash ^= square_hash (square, pos->stacks[square], pos->counts[square]) ^ square_hash (square, stack, counts);
  pos->stacks[square] = stack;
  pos->counts[square] = counts;
  for (guint h = 0; h < MAX_HEIGHT; h++)
    if (h < column->n_pieces + wall_height (square))
      pos->heights[h] |= BIT (square);
    else
      pos->heights[h] &= ~BIT (square);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    if (controller == (int) side)
      pos->control[side] |= BIT (square);
    else
      pos->control[side] &= ~BIT (square);
}

static void
move_top (Column *from,
          Column *to)
{
  Piece piece = from->pieces[--from->n_pieces];

  piece.moved = TRUE;
  to->pieces[to->n_pieces++] = piece;
}

static void
move_all (Column *from,
          Column *to)
{
  for (guint i = 0; i < from->n_pieces; i++)
    {
      to->pieces[to->n_pieces] = from->pieces[i];
      to->pieces[to->n_pieces++].moved = TRUE;
    }
  from->n_pieces = 0;
}

void
_overlord_make_turn (QuintetGame       *game,
                     gpointer           position,
                     const QuintetMove *turn)
{
  OverlordPosition *pos = position;
  QuintetSide mover = pos->header.side;
  guint64 hash = pos->header.hash, touched = 0;
  Column columns[3];
  guint n_columns = 0, end = turn->kind == TURN_LAUNCH ? turn->path[2] : turn->path[1];

  load_column (pos, turn->path[0], &columns[n_columns++]);
  if (end != turn->path[0])
    load_column (pos, end, &columns[n_columns++]);
  if (turn->kind == TURN_SLIDE_LAUNCH)
    load_column (pos, turn->path[2], &columns[n_columns++]);

  switch ((TurnKind) turn->kind)
    {
    case TURN_SLIDE:
      move_all (&columns[0], &columns[1]);
      break;
    case TURN_ALONE:
    case TURN_MOUNT:
    case TURN_CAPTURE:
    case TURN_LAUNCH:   /* the route leaves no trace (OV-8) */
      move_top (&columns[0], &columns[1]);
      break;
    case TURN_SLIDE_LAUNCH:
      move_all (&columns[0], &columns[1]);
      move_top (&columns[1], &columns[2]);
      break;
    case TURN_PROMOTE:
      {
        Column *column = &columns[0];
        Piece bottom = column->pieces[0];

        memmove (&column->pieces[0], &column->pieces[1], (column->n_pieces - 1) * sizeof (Piece));
        column->pieces[column->n_pieces - 1] = bottom;
        for (guint i = 0; i < column->n_pieces; i++)
          column->pieces[i].moved = TRUE;
      }
      break;
    default:
      g_assert_not_reached ();
    }

  for (guint i = 0; i < n_columns; i++)
    {
      store_column (pos, &columns[i], mover, &hash);
      touched |= BIT (columns[i].square);
    }

  /* OV-4: the mover's turn without these pieces starts their counts again */
  for (guint64 rest = pos->control[mover] & ~touched; rest; rest &= rest - 1)
    {
      guint square = quintet_lowest_bit (rest);

      if (pos->counts[square])
        {
          hash ^= square_hash (square, pos->stacks[square], pos->counts[square]) ^
                  square_hash (square, pos->stacks[square], 0);
          pos->counts[square] = 0;
        }
    }

  pos->header.side = QUINTET_OTHER_SIDE (mover);
  pos->header.hash = hash ^ quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

/* ---- the position ---- */

/* The boards that follow from the stacks: who controls each square, how
 * high each is */
void
_overlord_set_derived (OverlordPosition *pos)
{
  memset (pos->control, 0, sizeof pos->control);
  memset (pos->heights, 0, sizeof pos->heights);
  for (guint square = 0; square < N_SQUARES; square++)
    {
      guint8 stack = pos->stacks[square];
      guint height = stack_pieces (stack) + wall_height (square);

      if (stack_pieces (stack) > 0)
        pos->control[stack_side (stack, stack_pieces (stack) - 1)] |= BIT (square);
      for (guint h = 0; h < height; h++)
        pos->heights[h] |= BIT (square);
    }
}

guint64
_overlord_compute_hash (QuintetGame  *game,
                        gconstpointer position)
{
  const OverlordPosition *pos = position;
  guint64 hash = 0;

  for (guint square = 0; square < N_SQUARES; square++)
    hash ^= square_hash (square, pos->stacks[square], pos->counts[square]);
  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];

  return hash;
}

static void
quintet_overlord_start_position (QuintetGame *game,
                                 QuintetSide  first,
                                 gpointer     position)
{
  OverlordPosition *pos = position;

  /* White always moves first */
  memset (pos, 0, sizeof *pos);
  for (guint square = 0; square < 2 * N_FILES; square++)
    {
      pos->stacks[square] = 1;
      pos->stacks[N_SQUARES - 1 - square] = 1 | (1 << 3);
    }
  _overlord_set_derived (pos);
  pos->header.side = QUINTET_SIDE_0;
  pos->header.hash = _overlord_compute_hash (game, pos);
}

/* Pieces of @side on squares @side controls: its uncaptured pieces */
guint
_overlord_uncaptured (const OverlordPosition *pos,
                      QuintetSide             side)
{
  guint count = 0;

  for (guint64 rest = pos->control[side]; rest; rest &= rest - 1)
    {
      guint8 stack = pos->stacks[quintet_lowest_bit (rest)];
      guint red = quintet_popcount64 (stack >> 3);

      count += side == QUINTET_SIDE_1 ? red : stack_pieces (stack) - red;
    }

  return count;
}

/* The uncaptured pieces of each side on one square (OV-5's count): the
 * pieces of the top piece's colour */
static inline void
add_uncaptured (guint8  stack,
                int    *counts)
{
  guint n = stack_pieces (stack), red;

  if (n == 0)
    return;
  red = quintet_popcount64 (stack >> 3);
  if (stack_side (stack, n - 1) == QUINTET_SIDE_1)
    counts[QUINTET_SIDE_1] += red;
  else
    counts[QUINTET_SIDE_0] += n - red;
}

static inline guint8
stack_pop (guint8  stack,
           guint  *side)
{
  guint n = stack_pieces (stack);

  *side = stack_side (stack, n - 1);
  return (stack & ~(1u << (2 + n)) & ~7u) | (n - 1);
}

static inline guint8
stack_push (guint8 stack,
            guint  side)
{
  guint n = stack_pieces (stack);

  return (stack & ~7u) | (side << (3 + n)) | (n + 1);
}

/* OV-5's counts of both sides on the two stacks a turn that moves a top
 * piece alone touches, before and after it, the piece moved as make_turn
 * moves it (a slide-launch's column stands on the slide's empty square
 * first, whole, so its counts are the source's). The other stacks keep
 * theirs, so these tell how the whole board's counts change. */
static void
count_touched_stacks (const OverlordPosition *pos,
                      const QuintetMove      *turn,
                      int                    *before,
                      int                    *after)
{
  guint end = turn->kind == TURN_LAUNCH || turn->kind == TURN_SLIDE_LAUNCH ? turn->path[2] : turn->path[1];
  guint8 source = pos->stacks[turn->path[0]], target = pos->stacks[end];
  guint side;

  before[0] = before[1] = after[0] = after[1] = 0;
  add_uncaptured (source, before);
  add_uncaptured (target, before);
  source = stack_pop (source, &side);
  target = stack_push (target, side);
  add_uncaptured (source, after);
  add_uncaptured (target, after);
}

/* OV-7's no-progress count starts again after a turn that changes either
 * side's number of uncaptured pieces. A slide moves a whole column onto
 * an empty square and never can; a promotion can when it hands the
 * column over; a turn that moves a top piece alone may free the pieces
 * under it or bury those it lands on. */
static gboolean
quintet_overlord_is_progress (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  const OverlordPosition *pos = position;
  int before[2], after[2];

  if (turn->kind == TURN_SLIDE)
    return FALSE;
  if (turn->kind == TURN_PROMOTE)
    {
      guint8 stack = pos->stacks[turn->path[0]];

      return stack_side (stack, 0) != stack_side (stack, stack_pieces (stack) - 1);
    }
  count_touched_stacks (pos, turn, before, after);
  return before[0] != after[0] || before[1] != after[1];
}

static inline gboolean
has_two_squares (guint64 squares)
{
  return (squares & (squares - 1)) != 0;
}

static QuintetOutcome
quintet_overlord_position_outcome (QuintetGame  *game,
                                   gconstpointer position,
                                   guint         n_turns)
{
  const OverlordPosition *pos = position;
  QuintetSide side = pos->header.side, mover = QUINTET_OTHER_SIDE (side);

  /* OV-5: the mover's opponent first, then the mover. A side on two
   * squares or more has that many uncaptured pieces at least (the top
   * pieces), which spares the count in nearly every position. */
  if (!has_two_squares (pos->control[side]) && _overlord_uncaptured (pos, side) <= 1)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, mover, OVERLORD_REASON_CAPTURED };
  if (!has_two_squares (pos->control[mover]) && _overlord_uncaptured (pos, mover) <= 1)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, OVERLORD_REASON_CAPTURED };

  /* OV-6: unable to move loses */
  if (n_turns == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, mover, QUINTET_REASON_NO_MOVE };

  return QUINTET_OUTCOME_ONGOING;
}

static char *
quintet_overlord_describe_outcome (QuintetGame    *game,
                                   QuintetOutcome  outcome)
{
  if (outcome.reason == OVERLORD_REASON_CAPTURED)
    /* Translators: "White wins: all Red pieces but one are captured" */
    return g_strdup_printf (_("%s wins: all %s pieces but one are captured"),
                            quintet_game_get_side_name (game, outcome.winner),
                            quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner)));
  if (outcome.status == QUINTET_STATUS_DRAW && outcome.reason == QUINTET_REASON_NO_PROGRESS)
    /* Translators: OV-7, e.g. "Draw: 100 turns without a piece captured or freed" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Draw: %u turn without a piece captured or freed",
                                         "Draw: %u turns without a piece captured or freed",
                                         QUINTET_GAME_GET_CLASS (game)->no_progress_limit),
                            QUINTET_GAME_GET_CLASS (game)->no_progress_limit);
  return QUINTET_GAME_CLASS (quintet_overlord_parent_class)->describe_outcome (game, outcome);
}

/* The painter draws each stack bottom to top (the wall is a zone of the
 * geometry, not part of the stack); OV-4 marks the pieces of the side to
 * move that may not move this turn. */
static void
quintet_overlord_describe_position (QuintetGame     *game,
                                    gconstpointer    position,
                                    QuintetCellView *views)
{
  const OverlordPosition *pos = position;
  QuintetSide side = pos->header.side;

  for (guint square = 0; square < N_SQUARES; square++)
    {
      guint8 stack = pos->stacks[square];
      guint pieces = stack_pieces (stack);
      QuintetCellView *view = &views[square];

      memset (view, 0, sizeof *view);
      view->height = pieces;
      for (guint i = 0; i < pieces; i++)
        {
          view->stack[i] = stack_side (stack, i);
          if ((pos->control[side] & BIT (square)) && piece_count (pos->counts[square], i) == 3)
            view->frozen |= 1 << i;
        }
    }
}

/* For the search's quiescence step: the turn captures, i.e. leaves fewer
 * of the opponent's pieces uncaptured (an enemy column under the piece
 * that moved, by a capture or a launch onto it). Only a turn that ends on
 * an enemy square can; an empty wall square taken holds no piece. The
 * square left behind may release enemy pieces at the same time, so both
 * stacks are counted. */
static gboolean
quintet_overlord_is_tactical (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  const OverlordPosition *pos = position;
  QuintetSide other = QUINTET_OTHER_SIDE (pos->header.side);
  int before[2], after[2];
  guint end;

  if (turn->kind == TURN_CAPTURE)
    end = turn->path[1];
  else if ((turn->kind == TURN_LAUNCH || turn->kind == TURN_SLIDE_LAUNCH) && turn->length >= 3)
    end = turn->path[2];
  else
    return FALSE;
  if (end >= N_SQUARES || !(pos->control[other] & BIT (end)))
    return FALSE;

  count_touched_stacks (pos, turn, before, after);
  return after[other] < before[other];
}

/* The app's sound: the turn buries enemy pieces under the one that
 * moved (a capture or a launch onto them), as for the quiescence step;
 * an empty wall square taken buries none. */
static QuintetTurnSound
quintet_overlord_turn_sound (QuintetGame       *game,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  return quintet_overlord_is_tactical (game, position, turn) ? QUINTET_TURN_SOUND_CAPTURE
                                                             : QUINTET_TURN_SOUND_MOVE;
}

/* ---- class ---- */

static const QuintetGameVariant variants[] = {
  /* The showcase: columns of both colours, White pieces on the wall, one
   * captured */
  { "overlord", N_("Overlord"),
    N_("Stack and capture columns, storm the wall and launch pieces from the far rank"),
    "rr.rrrr/r.[rr]r.rr/......./....r../..w[rw]..w/......./..w..../w[ww]..www/w...www r -",
    .beginner = { 25, 60, 25 }, .win_scale = 296 },
};

static void
quintet_overlord_class_init (QuintetOverlordClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  init_tables ();
  init_geometry ();

  game_class->variants = variants;
  game_class->n_variants = G_N_ELEMENTS (variants);
  game_class->inventor = "Tom Bell";
  game_class->position_size = sizeof (OverlordPosition);
  game_class->side_names[0] = N_("White");
  game_class->side_names[1] = N_("Red");
  game_class->side_styles[0] = "white";
  game_class->side_styles[1] = "red";
  game_class->first_side_choice = FALSE;    /* White moves first */
  game_class->repetition_limit = 3;         /* OV-7 (house rule): the third occurrence draws */
  game_class->repetition_illegal = FALSE;
  game_class->no_progress_limit = 100;     /* OV-7 (house rule): 100 turns, no piece captured or freed */
  game_class->pieces_stay = TRUE;           /* a capture stacks on the captured piece */

  game_class->get_geometry = quintet_overlord_get_geometry;
  game_class->describe_position = quintet_overlord_describe_position;
  game_class->start_position = quintet_overlord_start_position;
  game_class->generate_turns = quintet_overlord_generate_turns;
  game_class->make_turn = _overlord_make_turn;
  game_class->random_turn = quintet_overlord_random_turn;
  game_class->position_outcome = quintet_overlord_position_outcome;
  game_class->compute_hash = _overlord_compute_hash;
  game_class->evaluate = _overlord_evaluate;
  game_class->eval_terms = overlord_eval_terms;
  game_class->n_eval_terms = overlord_n_eval_terms;
  game_class->is_tactical = quintet_overlord_is_tactical;
  game_class->turn_sound = quintet_overlord_turn_sound;
  game_class->is_progress = quintet_overlord_is_progress;
  game_class->describe_outcome = quintet_overlord_describe_outcome;
  game_class->format_turn = _overlord_format_turn;
  game_class->parse_turn = _overlord_parse_turn;
  game_class->position_to_text = _overlord_position_to_text;
  game_class->position_from_text = _overlord_position_from_text;
  game_class->turn_paths = _overlord_turn_paths;
  game_class->preview_path = _overlord_preview_path;
  game_class->path_motions = _overlord_path_motions;
  game_class->describe_turn = _overlord_describe_turn;
  game_class->describe_clicks = _overlord_describe_clicks;
  game_class->explain_click = _overlord_explain_click;
}

static void
quintet_overlord_init (QuintetOverlord *self)
{
}
