/* ordo.c — Classic Ordo and Ordo X, as specified in rules/ordo.md
 *
 * Squares are numbered rank * 10 + file (a1 = 0, j8 = 79), which is also the
 * cell id and the bit of a 128-bit board. A turn's click path is one or two
 * parts (OX-3), each a singleton [from, to] or an ordo [end, other end,
 * where the first end lands], followed after a capture by one cell of the
 * group that stays when OX-2 has to choose between tied groups.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ordo.h"
#include "quintet-bits.h"
#include "quintet-zobrist.h"

#define N_FILES      10
#define N_RANKS      8
#define N_SQUARES    80
#define MAX_CHECKERS 20
#define NO_SQUARE    0xff

/* GCC and Clang on every 64-bit target we build for have 128-bit integers;
 * the position struct itself stores plain 64-bit words. */
__extension__ typedef unsigned __int128 Bits;

#define BIT(square) (((Bits) 1) << (square))

typedef struct {
  QuintetPositionHeader header;
  guint64               checkers[2][2];   /* [side][word] of a 128-bit board */
} OrdoPosition;

enum {
  ORDO_REASON_HOME_RANK = QUINTET_REASON_GAME,
  ORDO_REASON_CAPTURED_ALL,
  ORDO_REASON_CANNOT_RECONNECT,
};

/* Direction classes relative to the side that moves */
enum {
  CLASS_FORWARD  = 1 << 0,   /* straight or diagonally forward */
  CLASS_SIDEWAYS = 1 << 1,
  CLASS_BACKWARD = 1 << 2,   /* OR-2 only */
};

struct _QuintetOrdo
{
  QuintetGame parent_instance;
  int         variant;
};

G_DEFINE_FINAL_TYPE (QuintetOrdo, quintet_ordo, QUINTET_TYPE_GAME)

enum {
  PROP_0,
  PROP_VARIANT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Directions N, NE, E, SE, S, SW, W, NW as (file, rank) steps */
static const int steps[8][2] = {
  { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 },
};

static guint8 neighbours[N_SQUARES][8];   /* NO_SQUARE off the board */
static guint8 direction_class[2][8];      /* [side][direction] */
static Bits step_from[8];                 /* squares with a neighbour that way */
static int step_offset[8];                /* the id difference of one step */
static Bits king_mask[N_SQUARES];         /* the squares next to a square */
static Bits rays[N_SQUARES][8];           /* the squares beyond a square, one way */
static guint8 select_in_byte[8][256];      /* [n][byte]: its n-th set bit (from 0) */
static gboolean window_connected[512];    /* the checkers of a 3 × 3 window around
                                           * an empty centre are one group */
static Bits board_mask, file_a, file_j, rank_mask[N_RANKS];
static Bits into_b_j;                      /* files b to j of the board */
static Bits horizontal_pattern[N_FILES + 1], vertical_pattern[N_RANKS + 1];

static QuintetGeometry geometry;
static QuintetCellInfo cells[N_SQUARES];
static QuintetLabelInfo labels[N_FILES + N_RANKS];
static QuintetZoneInfo zones[2];

/* ---- 128-bit boards ---- */

static inline Bits
load_board (const guint64 words[2])
{
  return (Bits) words[0] | ((Bits) words[1] << 64);
}

static inline void
store_board (guint64 words[2],
             Bits    bits)
{
  words[0] = (guint64) bits;
  words[1] = (guint64) (bits >> 64);
}

static inline guint
count_bits (Bits bits)
{
  return quintet_popcount64 ((guint64) bits) + quintet_popcount64 ((guint64) (bits >> 64));
}

static inline guint
lowest_square (Bits bits)
{
  guint64 low = (guint64) bits;

  return low ? quintet_lowest_bit (low) : 64 + quintet_lowest_bit ((guint64) (bits >> 64));
}

static inline guint
highest_square (Bits bits)
{
  guint64 high = (guint64) (bits >> 64);

  return high ? 64 + quintet_highest_bit (high) : quintet_highest_bit ((guint64) bits);
}

static inline Bits
lowest_bit (Bits bits)
{
  return bits & (~bits + 1);
}

/* The set and every square next to it (8-neighbourhood) */
static inline Bits
dilate (Bits bits)
{
  /* j8 << 1 is off the board, and must not come back as a8 by >> 10 */
  Bits row = (bits | ((bits << 1) & ~file_a) | ((bits >> 1) & ~file_j)) & board_mask;

  return (row | (row << N_FILES) | (row >> N_FILES)) & board_mask;
}

/* The group of @set that contains @seed. As dilate (), but @set (on the
 * board) masks off what leaves it up or down, and two steps go between
 * tests; j8 << 1 still has to be masked (into_b_j) before it comes back
 * as a8 by >> 10. */
static inline Bits
flood (Bits seed,
       Bits set)
{
  Bits group = seed, previous, row;

  do
    {
      previous = group;
      row = group | ((group << 1) & into_b_j) | ((group >> 1) & ~file_j);
      group = (row | (row << N_FILES) | (row >> N_FILES)) & set;
      row = group | ((group << 1) & into_b_j) | ((group >> 1) & ~file_j);
      group = (row | (row << N_FILES) | (row >> N_FILES)) & set;
    }
  while (group != previous);

  return group;
}

static inline gboolean
is_one_group (Bits set)
{
  return set == 0 || flood (lowest_bit (set), set) == set;
}

/* OR-1 for one candidate: @rest plus the arrivals @dest is one group */
static inline gboolean
lands_connected (Bits rest,
                 Bits dest)
{
  return flood (dest, rest | dest) == (rest | dest);
}

/* The groups of a set, each as the squares that touch it (itself and its
 * neighbours): what a moved piece must reach to join it. */
typedef struct {
  guint n_groups;
  Bits  touch[MAX_CHECKERS * 2];
} Groups;

static void
find_groups (Bits    set,
             Groups *groups)
{
  groups->n_groups = 0;
  while (set)
    {
      Bits group = flood (lowest_bit (set), set);

      groups->touch[groups->n_groups++] = dilate (group);
      set &= ~group;
    }
}

/* OR-1: @rest plus a connected set of arrivals @dest is one group iff every
 * group of @rest touches @dest. */
static inline gboolean
groups_join (const Groups *groups,
             Bits          dest)
{
  for (guint i = 0; i < groups->n_groups; i++)
    if (!(groups->touch[i] & dest))
      return FALSE;
  return TRUE;
}

/* The neighbours of @square in @set as 9 bits, row by row from the rank
 * below, file by file from the left (the centre bit is 0) */
static inline guint
window_of (Bits  set,
           guint square)
{
  guint64 window = (guint64) (((set & king_mask[square]) << (N_FILES + 1)) >> square);

  return (window & 7) | ((window >> 7) & 0x38) | ((window >> 14) & 0x1c0);
}

/* Where a singleton leaving @square of the connected-or-not set @own may
 * land and keep @own one group (OR-1). Fast path: when @own is one group
 * and the neighbours of @square are one group among themselves, removing
 * it cannot split anything. */
static Bits
singleton_landing_mask (Bits     own,
                        gboolean own_connected,
                        guint    square)
{
  Bits rest = own & ~BIT (square);
  Groups groups;
  Bits mask = board_mask;

  if (rest == 0)
    return board_mask;
  if (own_connected && window_connected[window_of (own, square)])
    return dilate (rest);

  find_groups (rest, &groups);
  for (guint i = 0; i < groups.n_groups; i++)
    mask &= groups.touch[i];
  return mask;
}

static inline int
file_of (guint square)
{
  return square % N_FILES;
}

static inline int
rank_of (guint square)
{
  return square / N_FILES;
}

static void
square_name (guint  square,
             char  *name)
{
  name[0] = 'a' + file_of (square);
  name[1] = '1' + rank_of (square);
  name[2] = '\0';
}

/* The home rank of the opponent, which @side wins by reaching (OR-3a) */
static inline Bits
goal_rank (QuintetSide side)
{
  return rank_mask[side == QUINTET_SIDE_0 ? N_RANKS - 1 : 0];
}

/* The squares of the straight line from @a to @b (same rank or file) */
static inline Bits
line_between (guint a,
              guint b)
{
  guint low = MIN (a, b), high = MAX (a, b);

  if (rank_of (low) == rank_of (high))
    return horizontal_pattern[high - low + 1] << low;
  return vertical_pattern[(high - low) / N_FILES + 1] << low;
}

static inline Bits
shift_board (Bits bits,
             int  offset)
{
  return offset >= 0 ? bits << offset : bits >> -offset;
}

/* ---- tables and geometry ---- */

static gboolean
window_is_connected (guint window)
{
  guint reached, previous;

  if (window == 0)
    return TRUE;
  reached = window & -window;
  do
    {
      previous = reached;
      for (guint i = 0; i < 9; i++)
        for (guint j = 0; j < 9; j++)
          if ((reached & (1u << i)) && (window & (1u << j)) &&
              ABS ((int) (i % 3) - (int) (j % 3)) <= 1 && ABS ((int) (i / 3) - (int) (j / 3)) <= 1)
            reached |= 1u << j;
    }
  while (reached != previous);

  return reached == window;
}

static void
init_tables (void)
{
  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      {
        int file = file_of (square) + steps[d][0];
        int rank = rank_of (square) + steps[d][1];

        neighbours[square][d] = (file >= 0 && file < N_FILES && rank >= 0 && rank < N_RANKS)
                                ? rank * N_FILES + file : NO_SQUARE;
      }

  for (guint d = 0; d < 8; d++)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      {
        int forward = steps[d][1] * (side == QUINTET_SIDE_0 ? 1 : -1);

        direction_class[side][d] = forward > 0 ? CLASS_FORWARD : forward == 0 ? CLASS_SIDEWAYS : CLASS_BACKWARD;
      }

  for (guint d = 0; d < 8; d++)
    {
      step_offset[d] = steps[d][0] + N_FILES * steps[d][1];
      for (guint square = 0; square < N_SQUARES; square++)
        if (neighbours[square][d] != NO_SQUARE)
          step_from[d] |= BIT (square);
    }

  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      for (guint to = neighbours[square][d]; to != NO_SQUARE; to = neighbours[to][d])
        rays[square][d] |= BIT (to);

  for (guint byte = 0; byte < 256; byte++)
    for (guint bit = 0, n = 0; bit < 8; bit++)
      if (byte & (1u << bit))
        select_in_byte[n++][byte] = bit;

  for (guint window = 0; window < 512; window++)
    window_connected[window] = !(window & 0x10) && window_is_connected (window);
  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      if (neighbours[square][d] != NO_SQUARE)
        king_mask[square] |= BIT (neighbours[square][d]);

  board_mask = BIT (N_SQUARES) - 1;
  for (guint rank = 0; rank < N_RANKS; rank++)
    {
      rank_mask[rank] = (BIT (N_FILES) - 1) << (rank * N_FILES);
      file_a |= BIT (rank * N_FILES);
      file_j |= BIT (rank * N_FILES + N_FILES - 1);
    }
  into_b_j = board_mask & ~file_a;
  for (guint length = 1; length <= N_FILES; length++)
    horizontal_pattern[length] = BIT (length) - 1;
  for (guint length = 1; length <= N_RANKS; length++)
    vertical_pattern[length] = vertical_pattern[length - 1] | BIT ((length - 1) * N_FILES);
}

/* The board is 10 × 8 unit squares with a half-unit margin for the coordinates. */
static void
init_geometry (void)
{
  const double margin = 0.5;

  for (guint square = 0; square < N_SQUARES; square++)
    {
      QuintetCellInfo *cell = &cells[square];
      double left = margin + file_of (square);
      double top = margin + N_RANKS - 1 - rank_of (square);

      square_name (square, cell->name);
      /* a1 is dark */
      quintet_cell_info_set_square (cell, left, top, (file_of (square) + rank_of (square)) % 2 == 0);
    }

  for (guint i = 0; i < N_FILES; i++)
    labels[i] = (QuintetLabelInfo) { { 'a' + i, 0 }, margin + i + 0.5, margin + N_RANKS + margin / 2 };
  for (guint i = 0; i < N_RANKS; i++)
    labels[N_FILES + i] = (QuintetLabelInfo) { { '1' + i, 0 }, margin / 2, margin + N_RANKS - 1 - i + 0.5 };

  /* Each side's home rank: the other side wins by reaching it (OR-3a) */
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      zones[side] = (QuintetZoneInfo) { QUINTET_ZONE_HOME, side, 0, N_FILES, { 0 } };
      for (guint file = 0; file < N_FILES; file++)
        zones[side].cells[file] = (side == QUINTET_SIDE_0 ? 0 : (N_RANKS - 1) * N_FILES) + file;
    }

  geometry = (QuintetGeometry) {
    .width = N_FILES + 2 * margin, .height = N_RANKS + 2 * margin,
    .board_x = margin, .board_y = margin, .board_width = N_FILES, .board_height = N_RANKS,
    .piece_radius = 0.38,
    .n_cells = N_SQUARES, .cells = cells,
    .n_labels = G_N_ELEMENTS (labels), .labels = labels,
    .n_zones = G_N_ELEMENTS (zones), .zones = zones,
  };
}

static const QuintetGeometry *
quintet_ordo_get_geometry (QuintetGame *game)
{
  return &geometry;
}

static void
quintet_ordo_describe_position (QuintetGame     *game,
                                gconstpointer    position,
                                QuintetCellView *views)
{
  const OrdoPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (Bits rest = load_board (pos->checkers[side]); rest; rest &= rest - 1)
      {
        guint square = lowest_square (rest);

        views[square].height = 1;
        views[square].stack[0] = side;
      }
}

/* ---- the board while a turn is generated or made ---- */

typedef struct {
  Bits        own;        /* the side to move, also during a two-part turn */
  Bits        enemy;
  guint64     hash;
  QuintetSide side;
  gboolean    ordo_x;
} Board;

static inline guint64
checker_key (QuintetSide side,
             guint       square)
{
  /* Zobrist layout: 1 + side * 80 + square */
  return quintet_zobrist_keys[1 + side * N_SQUARES + square];
}

/* A plain cast: every caller is a vfunc of this class, and playouts call
 * several of them a ply, where a checked cast shows in profiles. */
static Board
board_of (QuintetGame        *game,
          const OrdoPosition *pos)
{
  QuintetOrdo *self = (QuintetOrdo *) game;
  QuintetSide side = pos->header.side;

  return (Board) {
    .own = load_board (pos->checkers[side]),
    .enemy = load_board (pos->checkers[QUINTET_OTHER_SIDE (side)]),
    .hash = pos->header.hash,
    .side = side,
    .ordo_x = self->variant == QUINTET_ORDO_X,
  };
}

static void
store_position (const Board  *board,
                OrdoPosition *pos)
{
  store_board (pos->checkers[board->side], board->own);
  store_board (pos->checkers[QUINTET_OTHER_SIDE (board->side)], board->enemy);
  pos->header.hash = board->hash;
}

static guint64
hash_squares (Bits        bits,
              QuintetSide side)
{
  guint64 hash = 0;

  for (; bits; bits &= bits - 1)
    hash ^= checker_key (side, lowest_square (bits));
  return hash;
}

static guint64
quintet_ordo_compute_hash (QuintetGame  *game,
                           gconstpointer position)
{
  const OrdoPosition *pos = position;
  guint64 hash = hash_squares (load_board (pos->checkers[0]), QUINTET_SIDE_0) ^
                 hash_squares (load_board (pos->checkers[1]), QUINTET_SIDE_1);

  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
  return hash;
}

static void
quintet_ordo_start_position (QuintetGame *game,
                             QuintetSide  first,
                             gpointer     position)
{
  static const char white[] = "a2a3b2b3c1c2d1d2e2e3f2f3g1g2h1h2i2i3j2j3";
  static const char black[] = "a6a7b6b7c7c8d7d8e6e7f6f7g7g8h7h8i6i7j6j7";
  OrdoPosition *pos = position;
  Bits boards[2] = { 0, 0 };

  for (guint i = 0; white[i]; i += 2)
    {
      boards[0] |= BIT ((white[i + 1] - '1') * N_FILES + white[i] - 'a');
      boards[1] |= BIT ((black[i + 1] - '1') * N_FILES + black[i] - 'a');
    }

  /* Light (White) moves first; the class says there is no choice, so
   * @first is QUINTET_SIDE_0 except for tools that ask otherwise */
  memset (pos, 0, sizeof *pos);
  store_board (pos->checkers[0], boards[0]);
  store_board (pos->checkers[1], boards[1]);
  pos->header.side = first;
  pos->header.hash = quintet_ordo_compute_hash (game, pos);
}

/* ---- making a part of a turn ---- */

/* What one part of a turn did, for notation, previews and click paths */
typedef struct {
  guint    start, end;      /* its cells in the path, end excluded */
  gboolean ordo;
  gboolean capture;
  gboolean tie_pending;     /* OX-2 has to choose and the path stops here */
  guint8   direction_class;
  Bits     removed;         /* OX-2: removed besides the captured checker */
  Bits     tie_group;       /* OX-2: the tied group that stays, or 0 */
  Bits     moved_from;      /* the squares the mover left */
  int      offset;          /* how far each of them moved */
} Part;

static guint8
class_of_move (QuintetSide side,
               guint       from,
               guint       to)
{
  int forward = (rank_of (to) - rank_of (from)) * (side == QUINTET_SIDE_0 ? 1 : -1);

  return forward > 0 ? CLASS_FORWARD : forward == 0 ? CLASS_SIDEWAYS : CLASS_BACKWARD;
}

/* OX-2: after a capture, only the largest group of the opponent stays; of
 * tied largest groups, the one with @tie_square (or, with NO_SQUARE, the
 * choice is still pending). Returns the removed squares. */
static Bits
remove_smaller_groups (Board *board,
                       guint  tie_square,
                       Part  *part)
{
  Bits groups[MAX_CHECKERS * 2];
  guint n_groups = 0, largest = 0, n_largest = 0, keep = 0;
  Bits rest = board->enemy, removed;

  while (rest)
    {
      groups[n_groups] = flood (lowest_bit (rest), rest);
      rest &= ~groups[n_groups++];
    }
  if (n_groups < 2)
    return 0;

  for (guint i = 0; i < n_groups; i++)
    {
      guint size = count_bits (groups[i]);

      if (size > largest)
        largest = size, n_largest = 0, keep = i;
      n_largest += size == largest;
    }
  if (n_largest > 1)
    {
      if (tie_square == NO_SQUARE)
        {
          part->tie_pending = TRUE;
          return 0;
        }
      for (guint i = 0; i < n_groups; i++)
        if (groups[i] & BIT (tie_square))
          keep = i;
      part->tie_group = groups[keep];
    }

  removed = board->enemy & ~groups[keep];
  board->enemy = groups[keep];
  board->hash ^= hash_squares (removed, QUINTET_OTHER_SIDE (board->side));
  return removed;
}

/* Makes the part of @path that starts at @start (a legal one, or a prefix
 * the input layer matched against legal paths) and describes it in @part.
 * Returns FALSE when the path ends before the part is complete. */
static gboolean
make_part (Board             *board,
           const QuintetCell *path,
           guint              length,
           guint              start,
           Part              *part)
{
  guint from = path[start];
  Bits arrived;

  *part = (Part) { .start = start };
  if (start + 1 >= length)
    return FALSE;

  if (board->own & BIT (path[start + 1]))
    {
      /* an ordo: both ends, then where the first-clicked end lands */
      if (start + 2 >= length)
        return FALSE;
      part->ordo = TRUE;
      part->moved_from = line_between (from, path[start + 1]);
      part->offset = (int) path[start + 2] - (int) from;
      part->end = start + 3;
    }
  else
    {
      part->moved_from = BIT (from);
      part->offset = (int) path[start + 1] - (int) from;
      part->end = start + 2;
    }

  arrived = shift_board (part->moved_from, part->offset);
  part->direction_class = class_of_move (board->side, from, from + part->offset);
  board->own = (board->own & ~part->moved_from) | arrived;
  board->hash ^= hash_squares (part->moved_from, board->side) ^ hash_squares (arrived, board->side);

  if (!part->ordo && (board->enemy & arrived))
    {
      part->capture = TRUE;
      board->enemy &= ~arrived;
      board->hash ^= checker_key (QUINTET_OTHER_SIDE (board->side), path[start + 1]);
      if (board->ordo_x)
        {
          /* OX-2: the tie cell follows the capture when there is a choice */
          guint tie = part->end < length && (board->enemy & BIT (path[part->end])) ? path[part->end] : NO_SQUARE;

          part->removed = remove_smaller_groups (board, tie, part);
          if (part->tie_group != 0)
            part->end++;
        }
    }

  return TRUE;
}

static void
quintet_ordo_make_turn (QuintetGame       *game,
                        gpointer           position,
                        const QuintetMove *turn)
{
  OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  Part part;

  for (guint start = 0; start < turn->length; start = part.end)
    if (!make_part (&board, turn->path, turn->length, start, &part))
      g_assert_not_reached ();

  store_position (&board, pos);
  pos->header.side = QUINTET_OTHER_SIDE (pos->header.side);
  pos->header.hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

/* ---- generating turns ---- */

/* Where generated parts go: each one is @prefix (the first part of a
 * two-part turn, or nothing) followed by the part. */
typedef struct {
  QuintetMove       *turns;
  guint              n_turns;
  guint              max_turns;
  const QuintetMove *prefix;
} Output;

static inline QuintetMove *
output_turn (Output *output)
{
  QuintetMove *turn;

  if (G_UNLIKELY (output->n_turns >= output->max_turns))
    g_error ("Ordo: more than %u legal turns", output->max_turns);

  turn = &output->turns[output->n_turns++];
  if (output->prefix != NULL)
    *turn = *output->prefix;
  else
    *turn = (QuintetMove) { .length = 0 };
  return turn;
}

/* What a generator may do in this part of the turn */
typedef struct {
  const Board *board;
  guint        classes;            /* CLASS_* directions allowed */
  gboolean     check_connection;   /* FALSE: pseudo-legal parts, to explain errors */
  gboolean     own_connected;
} Rules;

static Rules
rules_for (const Board *board,
           guint        classes)
{
  return (Rules) {
    .board = board,
    .classes = classes,
    .check_connection = TRUE,
    .own_connected = is_one_group (board->own),
  };
}

static inline void
push_move (QuintetMove *turn,
           guint        from,
           guint        to)
{
  turn->path[turn->length++] = from;
  turn->path[turn->length++] = to;
}

/* OX-2: a capture that splits the opponent into tied largest groups is one
 * turn per group that may stay, told apart by its lowest cell. */
static void
output_capture (const Rules *rules,
                Output      *output,
                guint        from,
                guint        to)
{
  const Board *board = rules->board;
  Bits rest = board->enemy & ~BIT (to);
  Bits groups[MAX_CHECKERS * 2];
  guint n_groups = 0, largest = 0, n_largest = 0;

  if (rest == 0 || (window_connected[window_of (board->enemy, to)] && is_one_group (board->enemy)))
    {
      push_move (output_turn (output), from, to);
      return;
    }

  while (rest)
    {
      groups[n_groups] = flood (lowest_bit (rest), rest);
      rest &= ~groups[n_groups++];
    }
  for (guint i = 0; i < n_groups; i++)
    {
      guint size = count_bits (groups[i]);

      if (size > largest)
        largest = size, n_largest = 0;
      n_largest += size == largest;
    }
  if (n_largest == 1)
    {
      push_move (output_turn (output), from, to);
      return;
    }

  for (guint i = 0; i < n_groups; i++)
    if (count_bits (groups[i]) == largest)
      {
        QuintetMove *turn = output_turn (output);

        push_move (turn, from, to);
        turn->path[turn->length++] = lowest_square (groups[i]);
      }
}

/* Singleton moves: any number of empty squares in a straight line, or
 * onto the first enemy checker, capturing it; never over a checker. */
static void
generate_singletons (const Rules *rules,
                     Output      *output)
{
  const Board *board = rules->board;

  for (Bits rest = board->own; rest; rest &= rest - 1)
    {
      guint from = lowest_square (rest);
      Bits landing = board_mask;
      gboolean landing_known = !rules->check_connection;

      for (guint d = 0; d < 8; d++)
        {
          if (!(rules->classes & direction_class[board->side][d]))
            continue;

          for (guint to = neighbours[from][d]; to != NO_SQUARE; to = neighbours[to][d])
            {
              Bits target = BIT (to);

              if (board->own & target)
                break;
              if (!landing_known)
                {
                  landing = singleton_landing_mask (board->own, rules->own_connected, from);
                  landing_known = TRUE;
                }
              if (landing & target)
                {
                  if ((board->enemy & target) && board->ordo_x)
                    output_capture (rules, output, from, to);
                  else
                    push_move (output_turn (output), from, to);
                }
              if (board->enemy & target)
                break;
            }
        }
    }
}

/* Classic: a horizontal ordo moves straight forward (OR-2: or backward), a
 * vertical one sideways. OX-1: either moves forward, diagonally forward or
 * sideways. */
static inline gboolean
ordo_may_go (const Rules *rules,
             gboolean     horizontal,
             guint        direction)
{
  if (!(rules->classes & direction_class[rules->board->side][direction]))
    return FALSE;
  if (rules->board->ordo_x)
    return TRUE;
  return horizontal ? steps[direction][0] == 0 : steps[direction][1] == 0;
}

/* The moves of the ordo @low … @high: every cell it enters must be empty
 * or one it leaves; it never captures. */
static void
generate_ordo_moves (const Rules *rules,
                     Output      *output,
                     guint        low,
                     guint        high,
                     gboolean     horizontal)
{
  const Board *board = rules->board;
  Bits line = line_between (low, high);
  Bits blockers = (board->own | board->enemy) & ~line;
  Groups groups;
  gboolean groups_known = !rules->check_connection;

  for (guint d = 0; d < 8; d++)
    {
      guint first = low, last = high;

      if (!ordo_may_go (rules, horizontal, d))
        continue;

      for (;;)
        {
          Bits dest;
          QuintetMove *turn;

          first = neighbours[first][d];
          last = neighbours[last][d];
          if (first == NO_SQUARE || last == NO_SQUARE)
            break;
          dest = line_between (first, last);
          if (dest & blockers)
            break;

          if (!groups_known)
            {
              find_groups (board->own & ~line, &groups);
              groups_known = TRUE;
            }
          if (rules->check_connection && !groups_join (&groups, dest))
            continue;

          turn = output_turn (output);
          push_move (turn, low, high);
          turn->path[turn->length++] = first;
        }
    }
}

/* Every contiguous part (2 or more) of every straight line of own checkers */
static void
generate_ordos (const Rules *rules,
                Output      *output)
{
  Bits own = rules->board->own;

  for (Bits rest = own; rest; rest &= rest - 1)
    {
      guint low = lowest_square (rest);

      for (guint high = low; file_of (high) < N_FILES - 1 && (own & BIT (high + 1)); high++)
        generate_ordo_moves (rules, output, low, high + 1, TRUE);
      for (guint high = low; rank_of (high) < N_RANKS - 1 && (own & BIT (high + N_FILES)); high += N_FILES)
        generate_ordo_moves (rules, output, low, high + N_FILES, FALSE);
    }
}

static void
generate_parts (const Rules *rules,
                Output      *output)
{
  generate_singletons (rules, output);
  generate_ordos (rules, output);
}

/* OR-3 (a), (b): the game is decided before the side to move acts */
static inline gboolean
is_decided (const Board *board)
{
  return board->own == 0 || board->enemy == 0 ||
         (board->enemy & goal_rank (QUINTET_OTHER_SIDE (board->side))) ||
         (board->own & goal_rank (board->side));
}

/* OR-2: a disconnected Classic player must reconnect, and may move
 * backward to do it; OR-5: every turn ends connected, which the
 * connection test of every part already ensures. */
static guint
generate_classic (const Board *board,
                  QuintetMove *turns,
                  guint        max_turns)
{
  Output output = { turns, 0, max_turns, NULL };
  Rules rules = rules_for (board, CLASS_FORWARD | CLASS_SIDEWAYS);

  if (!rules.own_connected)
    rules.classes |= CLASS_BACKWARD;
  generate_parts (&rules, &output);
  return output.n_turns;
}

#define MAX_PARTS 2048

/* OX-3: forward moves are whole turns; a sideways move is followed by a
 * forward one, unless its capture has just won the game. */
static guint
generate_x (const Board *board,
            QuintetMove *turns,
            guint        max_turns)
{
  Output output = { turns, 0, max_turns, NULL };
  Rules rules = rules_for (board, CLASS_FORWARD);
  QuintetMove sideways[MAX_PARTS];
  Output first = { sideways, 0, MAX_PARTS, NULL };

  generate_parts (&rules, &output);
  rules.classes = CLASS_SIDEWAYS;
  generate_parts (&rules, &first);

  for (guint i = 0; i < first.n_turns; i++)
    {
      Board after = *board;
      Rules second;
      Part part;

      make_part (&after, sideways[i].path, sideways[i].length, 0, &part);
      if (after.enemy == 0)
        {
          *output_turn (&output) = sideways[i];
          continue;
        }
      second = (Rules) { &after, CLASS_FORWARD, TRUE, TRUE };   /* OR-1 held after the first */
      output.prefix = &sideways[i];
      generate_parts (&second, &output);
      output.prefix = NULL;
    }

  return output.n_turns;
}

static guint
generate_all (const Board *board,
              QuintetMove *turns,
              guint        max_turns)
{
  if (is_decided (board))
    return 0;
  return board->ordo_x ? generate_x (board, turns, max_turns)
                       : generate_classic (board, turns, max_turns);
}

static guint
quintet_ordo_generate_turns (QuintetGame  *game,
                             gconstpointer position,
                             QuintetMove  *turns)
{
  Board board = board_of (game, position);

  return generate_all (&board, turns, QUINTET_MAX_TURNS);
}

/* ---- random playouts ---- */

/* splitmix64: the playout policy draws many numbers from one seed */
static inline guint32
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return (z ^ (z >> 31)) >> 32;
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
  return byte + select_in_byte[n][(word >> byte) & 0xff];
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
      Bits ray = rays[from][d], blockers = ray & occupied;

      if (!(rules->classes & direction_class[board->side][d]))
        continue;
      if (blockers)
        ray ^= rays[step_offset[d] > 0 ? lowest_square (blockers) : highest_square (blockers)][d];
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
      if (legal != 0 && !(rules->own_connected && window_connected[window_of (board->own, from)]))
        legal &= singleton_landing_mask (board->own, rules->own_connected, from);
    }
  if (legal == 0)
    return FALSE;
  to = nth_square (legal, random_below (random, count_bits (legal)));

  if ((board->enemy & BIT (to)) && board->ordo_x)
    {
      /* one of the tied groups, if any, at random */
      QuintetMove choices[MAX_CHECKERS * 2];
      Output output = { choices, 0, G_N_ELEMENTS (choices), NULL };

      output_capture (rules, &output, from, to);
      *turn = choices[random_below (random, output.n_turns)];
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
  Bits in_lines = horizontal ? own & (((own << 1) & ~file_a) | ((own >> 1) & ~file_j))
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

      if (!ordo_may_go (rules, horizontal, d))
        continue;
      for (;;)
        {
          Bits dest;

          first = neighbours[first][d];
          last = neighbours[last][d];
          if (first == NO_SQUARE || last == NO_SQUARE)
            break;
          dest = line_between (first, last);
          if (dest & blockers)
            break;
          if ((dest & touch) || touch == 0)   /* next to the rest: the cheap half of OR-1 */
            starts[n_starts++] = first;
        }
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
  QuintetMove parts[MAX_PARTS];
  Output output = { parts, 0, MAX_PARTS, NULL };

  for (guint try = 0; try < RANDOM_TRIES; try++)
    if (random_part (rules, random, turn))
      return TRUE;

  generate_parts (rules, &output);
  if (output.n_turns == 0)
    return FALSE;
  *turn = parts[random_below (random, output.n_turns)];
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
      make_part (&after, turn->path, turn->length, 0, &part);
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
static guint
quintet_ordo_random_turn (QuintetGame  *game,
                          gconstpointer position,
                          guint32       random,
                          QuintetMove  *turn)
{
  const OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  g_autofree QuintetMove *all = NULL;
  guint64 state = random ^ pos->header.hash;
  guint n_turns;

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

  all = g_new (QuintetMove, QUINTET_MAX_TURNS);
  n_turns = generate_all (&board, all, QUINTET_MAX_TURNS);
  if (n_turns > 0)
    *turn = all[((guint64) random * n_turns) >> 32];
  return n_turns;
}

/* ---- outcome ---- */

static QuintetOutcome
quintet_ordo_position_outcome (QuintetGame  *game,
                               gconstpointer position,
                               guint         n_turns)
{
  const OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  QuintetSide side = board.side, other = QUINTET_OTHER_SIDE (side);

  /* OR-3 (b): no checkers left */
  if (board.own == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_CAPTURED_ALL };
  if (board.enemy == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, ORDO_REASON_CAPTURED_ALL };

  /* OR-3 (a): a checker on the opponent's home rank */
  if (board.enemy & goal_rank (other))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_HOME_RANK };
  if (board.own & goal_rank (side))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, ORDO_REASON_HOME_RANK };

  if (n_turns == 0)
    {
      /* OR-3 (c): disconnected with no reconnecting turn */
      if (!board.ordo_x && !is_one_group (board.own))
        return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_CANNOT_RECONNECT };
      /* OR-4, OX-5 (house rule) */
      return (QuintetOutcome) { QUINTET_STATUS_WIN, other, QUINTET_REASON_NO_MOVE };
    }

  return QUINTET_OUTCOME_ONGOING;
}

/* A turn after which no earlier position can come back, so the repetition
 * scan (OR-6) may stop there. The mover's checkers only go backward under
 * OR-2, right after a capture of theirs, and every turn ends connected
 * (OR-5); so until the next capture (which lowers a count for good) each
 * side's sum of ranks moved forward never falls, and a forward or backward
 * move or a capture changes it or a count for good. In Ordo X every turn
 * has a forward part or is a winning capture (OX-3). */
static gboolean
quintet_ordo_is_progress (QuintetGame       *game,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  const OrdoPosition *pos = position;
  QuintetSide side = pos->header.side;
  Bits own = load_board (pos->checkers[side]);
  Bits enemy = load_board (pos->checkers[QUINTET_OTHER_SIDE (side)]);
  guint from = turn->path[0], to = turn->path[1];

  if (own & BIT (to))
    to = turn->path[2];   /* an ordo: where its first end lands */
  return (enemy & BIT (to)) || class_of_move (side, from, to) != CLASS_SIDEWAYS ||
         ((QuintetOrdo *) game)->variant == QUINTET_ORDO_X;
}

/* Material, then how far the most advanced checker is, for the side to move */
static int
quintet_ordo_evaluate (QuintetGame  *game,
                       gconstpointer position)
{
  Board board = board_of (game, position);
  int advance[2] = { 0, 0 };

  for (guint rank = 0; rank < N_RANKS; rank++)
    {
      if (board.own & rank_mask[rank])
        advance[0] = MAX (advance[0], (int) (board.side == QUINTET_SIDE_0 ? rank : N_RANKS - 1 - rank));
      if (board.enemy & rank_mask[rank])
        advance[1] = MAX (advance[1], (int) (board.side == QUINTET_SIDE_0 ? N_RANKS - 1 - rank : rank));
    }

  return 100 * ((int) count_bits (board.own) - (int) count_bits (board.enemy)) +
         10 * (advance[0] - advance[1]);
}

static char *
quintet_ordo_describe_outcome (QuintetGame    *game,
                               QuintetOutcome  outcome)
{
  const char *winner = quintet_game_get_side_name (game, outcome.winner);
  const char *loser = quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner));

  if (outcome.status != QUINTET_STATUS_WIN)
    return QUINTET_GAME_CLASS (quintet_ordo_parent_class)->describe_outcome (game, outcome);

  switch (outcome.reason)
    {
    case ORDO_REASON_HOME_RANK:
      /* Translators: "White wins: a checker reached rank 8" */
      return g_strdup_printf (_("%s wins: a checker reached rank %u"), winner,
                              outcome.winner == QUINTET_SIDE_0 ? N_RANKS : 1);

    case ORDO_REASON_CAPTURED_ALL:
      /* Translators: "White wins: captured every Black checker" */
      return g_strdup_printf (_("%s wins: captured every %s checker"), winner, loser);

    case ORDO_REASON_CANNOT_RECONNECT:
      /* Translators: "White wins: Black cannot reconnect" (OR-3c) */
      return g_strdup_printf (_("%s wins: %s cannot reconnect"), winner, loser);

    default:
      return QUINTET_GAME_CLASS (quintet_ordo_parent_class)->describe_outcome (game, outcome);
    }
}

/* OR-2: the side panel says when the player to move must reconnect */
static char *
quintet_ordo_describe_status (QuintetGame  *game,
                              gconstpointer position)
{
  Board board = board_of (game, position);

  if (board.ordo_x || board.own == 0 || is_one_group (board.own))
    return NULL;

  /* Translators: "White must reconnect their checkers" */
  return g_strdup_printf (_("%s must reconnect their checkers"),
                          quintet_game_get_side_name (game, board.side));
}

/* ---- notation: c2-c5, c2xc5, c2:f2-c3, e3-g3, g3-g5, d5xe6(g7,h7,h8) ---- */

/* The removed checkers, sorted by file, then rank: "(g7,h7,h8)" */
static void
append_removed (GString *text,
                Bits     removed)
{
  gboolean first = TRUE;

  if (removed == 0)
    return;
  g_string_append_c (text, '(');
  for (guint file = 0; file < N_FILES; file++)
    for (guint rank = 0; rank < N_RANKS; rank++)
      if (removed & BIT (rank * N_FILES + file))
        {
          char name[3];

          square_name (rank * N_FILES + file, name);
          if (!first)
            g_string_append_c (text, ',');
          g_string_append (text, name);
          first = FALSE;
        }
  g_string_append_c (text, ')');
}

static void
append_part (GString           *text,
             const QuintetCell *path,
             const Part        *part)
{
  char from[3], other[3], to[3];

  if (part->ordo)
    {
      /* the first-named end is the one nearer to a1: the lower square */
      guint low = lowest_square (part->moved_from);

      square_name (low, from);
      square_name (highest_square (part->moved_from), other);
      square_name (low + part->offset, to);
      g_string_append_printf (text, "%s:%s-%s", from, other, to);
      return;
    }

  square_name (path[part->start], from);
  square_name (path[part->start + 1], to);
  g_string_append_printf (text, "%s%c%s", from, part->capture ? 'x' : '-', to);
  append_removed (text, part->removed);
}

static char *
quintet_ordo_format_turn (QuintetGame       *game,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  Board board = board_of (game, position);
  GString *text = g_string_new (NULL);
  Part part;

  for (guint start = 0; start < turn->length; start = part.end)
    {
      if (!make_part (&board, turn->path, turn->length, start, &part))
        break;
      if (start > 0)
        g_string_append (text, ", ");
      append_part (text, turn->path, &part);
    }

  return g_string_free (text, FALSE);
}

/* One part as written, with where each piece starts in the text */
typedef struct {
  guint from, other, to;    /* other: the second end of an ordo, or NO_SQUARE */
  char  separator;          /* '-' or 'x' */
  guint at, separator_at;   /* character offsets (from 0) */
  guint removed_at, removed_end;  /* the "(…)" list, if any (removed_end > removed_at) */
} WrittenPart;

static gboolean
notation_error (GError    **error,
                const char *text,
                const char *what,
                guint       offset)
{
  g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION,
               /* Translators: the turn, what was expected, the character position */
               _("“%s”: %s at character %u"), text, what, offset + 1);
  return FALSE;
}

/* Reads a square like "e4" at text[*offset] */
static gboolean
parse_square (const char  *text,
              guint       *offset,
              guint       *square,
              GError     **error)
{
  const char *at = text + *offset;

  if (at[0] < 'a' || at[0] >= 'a' + N_FILES || at[1] < '1' || at[1] >= '1' + N_RANKS)
    return notation_error (error, text, _("expected a square from a1 to j8"), *offset);

  *square = (at[1] - '1') * N_FILES + (at[0] - 'a');
  *offset += 2;
  return TRUE;
}

static gboolean
parse_written_part (const char   *text,
                    guint        *offset,
                    WrittenPart  *written,
                    GError      **error)
{
  guint square;

  *written = (WrittenPart) { .other = NO_SQUARE, .at = *offset };
  if (!parse_square (text, offset, &written->from, error))
    return FALSE;

  if (text[*offset] == ':')
    {
      (*offset)++;
      if (!parse_square (text, offset, &written->other, error))
        return FALSE;
      if (text[*offset] != '-')
        return notation_error (error, text, text[*offset] == 'x' ? _("an ordo never captures: expected “-”")
                                                                  : _("expected “-”"), *offset);
    }
  else if (text[*offset] != '-' && text[*offset] != 'x')
    return notation_error (error, text, _("expected “:”, “-” or “x”"), *offset);

  written->separator = text[*offset];
  written->separator_at = (*offset)++;
  if (!parse_square (text, offset, &written->to, error))
    return FALSE;

  if (text[*offset] == '(')
    {
      written->removed_at = (*offset)++;
      do
        {
          if (!parse_square (text, offset, &square, error))
            return FALSE;
        }
      while (text[*offset] == ',' && ++(*offset));
      if (text[*offset] != ')')
        return notation_error (error, text, _("expected “,” or “)”"), *offset);
      written->removed_end = ++(*offset);
    }

  return TRUE;
}

/* turn := part [", " part] */
static gboolean
parse_syntax (const char  *text,
              WrittenPart *written,
              guint       *n_written,
              GError     **error)
{
  guint offset = 0;

  *n_written = 0;
  for (;;)
    {
      if (!parse_written_part (text, &offset, &written[(*n_written)++], error))
        return FALSE;
      if (text[offset] == '\0')
        return TRUE;
      if (text[offset] != ',' || text[offset + 1] != ' ' || *n_written == 2)
        return notation_error (error, text, *n_written == 2 ? _("unexpected text") : _("expected “, ” or the end"),
                               offset);
      offset += 2;
    }
}

#define illegal_error(error, text, ...) \
  quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text, __VA_ARGS__)

/* The checkers the written part moves are there and form a line */
static gboolean
check_written_movers (QuintetGame       *game,
                      const Board       *board,
                      const char        *text,
                      const WrittenPart *written,
                      GError           **error)
{
  const char *side_name = quintet_game_get_side_name (game, board->side);
  char from[3], other[3];
  Bits line;

  square_name (written->from, from);
  if (!(board->own & BIT (written->from)))
    return illegal_error (error, text, _("no %s checker on %s"), side_name, from);
  if (written->other == NO_SQUARE)
    return TRUE;

  square_name (written->other, other);
  if (written->other == written->from ||
      (file_of (written->from) != file_of (written->other) && rank_of (written->from) != rank_of (written->other)))
    return illegal_error (error, text, _("%s:%s is not a straight line along a rank or a file"), from, other);
  line = line_between (written->from, written->other);
  if ((line & board->own) != line)
    return illegal_error (error, text, _("%s:%s is not a line of %s checkers"), from, other, side_name);
  if (written->other < written->from)
    return notation_error (error, text, _("write the end nearer to a1 first"), written->at);

  return TRUE;
}

static gboolean
part_matches (const Board       *board,
              const QuintetMove *part,
              const WrittenPart *written)
{
  if (part->path[0] != written->from)
    return FALSE;
  if (written->other != NO_SQUARE)
    return part->path[1] == written->other && part->path[2] == written->to;
  return part->path[1] == written->to && !(board->own & BIT (written->to));
}

/* The legal part that @written names, chosen among @rules' parts; the
 * removal list decides between OX-2 tie choices. */
static gboolean
parse_part (QuintetGame       *game,
            const Rules       *rules,
            const char        *text,
            const WrittenPart *written,
            QuintetMove       *chosen,
            GError           **error)
{
  const Board *board = rules->board;
  QuintetMove parts[MAX_PARTS];
  Output output = { parts, 0, MAX_PARTS, NULL };
  g_autoptr(GString) expected = g_string_new (NULL);
  gboolean capture;
  guint n_matches = 0;

  if (!check_written_movers (game, board, text, written, error))
    return FALSE;

  capture = written->other == NO_SQUARE && (board->enemy & BIT (written->to));
  if (capture != (written->separator == 'x'))
    return illegal_error (error, text, capture ? _("this move captures, write “x” instead of “-”")
                                               : _("there is nothing to capture, write “-” instead of “x”"));

  generate_parts (rules, &output);
  for (guint i = 0; i < output.n_turns; i++)
    {
      g_autoptr(GString) removed = g_string_new (NULL);
      Board after = *board;
      Part part;

      if (!part_matches (board, &parts[i], written))
        continue;
      make_part (&after, parts[i].path, parts[i].length, 0, &part);
      append_removed (removed, part.removed);
      if (removed->len == written->removed_end - written->removed_at &&
          strncmp (removed->str, text + written->removed_at, removed->len) == 0)
        {
          *chosen = parts[i];
          return TRUE;
        }
      g_string_append_printf (expected, "%s“%s”", n_matches++ > 0 ? _(" or ") : "", removed->str);
    }

  if (n_matches > 0)
    {
      if (written->removed_end > written->removed_at && expected->len == strlen ("“”"))
        return notation_error (error, text, _("the capture removes no other checker"), written->removed_at);
      return illegal_error (error, text, _("the capture also removes %s (OX-2)"), expected->str);
    }

  /* Not legal: say why when the only obstacle is the connection (OR-1) */
  {
    Rules loose = *rules;

    loose.check_connection = FALSE;
    output.n_turns = 0;
    generate_parts (&loose, &output);
    for (guint i = 0; i < output.n_turns; i++)
      if (part_matches (board, &parts[i], written))
        return illegal_error (error, text, _("the %s checkers would not stay one group (OR-1)"),
                              quintet_game_get_side_name (game, board->side));
  }

  return illegal_error (error, text, _("not a legal move here"));
}

static gboolean
quintet_ordo_parse_turn (QuintetGame   *game,
                         gconstpointer  position,
                         const char    *text,
                         QuintetMove   *turn,
                         GError       **error)
{
  Board board = board_of (game, position);
  WrittenPart written[2];
  guint n_written;
  QuintetMove parsed = { .length = 0 }, part_turn;
  Rules rules;
  Part part;

  if (!parse_syntax (text, written, &n_written, error))
    return FALSE;
  if (is_decided (&board))
    {
      g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED, _("The game is over"));
      return FALSE;
    }

  rules = rules_for (&board, CLASS_FORWARD | CLASS_SIDEWAYS);
  if (!board.ordo_x && !rules.own_connected)
    rules.classes |= CLASS_BACKWARD;   /* OR-2 */
  if (!parse_part (game, &rules, text, &written[0], &parsed, error))
    return FALSE;
  make_part (&board, parsed.path, parsed.length, 0, &part);

  /* OX-3: a sideways move is followed by a forward one, unless it won */
  if (board.ordo_x && part.direction_class == CLASS_SIDEWAYS && board.enemy != 0)
    {
      if (n_written < 2)
        return illegal_error (error, text, _("a sideways move must be followed by a forward move (OX-3)"));
      rules = rules_for (&board, CLASS_FORWARD);
      if (!parse_part (game, &rules, text, &written[1], &part_turn, error))
        return FALSE;
      memcpy (parsed.path + parsed.length, part_turn.path, part_turn.length);
      parsed.length += part_turn.length;
    }
  else if (n_written == 2)
    return notation_error (error, text, board.ordo_x ? _("only a sideways move is followed by a second move (OX-3)")
                                                     : _("a turn of Classic Ordo is one move"),
                           written[1].at - 2);

  *turn = parsed;
  return TRUE;
}

/* ---- position text: ranks 8 to 1 ("10" for an empty rank), side ---- */

static char *
quintet_ordo_position_to_text (QuintetGame  *game,
                               gconstpointer position)
{
  const OrdoPosition *pos = position;
  Bits white = load_board (pos->checkers[0]), black = load_board (pos->checkers[1]);
  GString *text = g_string_new (NULL);

  for (int rank = N_RANKS - 1; rank >= 0; rank--)
    {
      guint empty = 0;

      for (guint file = 0; file < N_FILES; file++)
        {
          Bits bit = BIT (rank * N_FILES + file);

          if (!((white | black) & bit))
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_printf (text, "%u", empty);
          empty = 0;
          g_string_append_c (text, (white & bit) ? 'W' : 'B');
        }
      if (empty > 0)
        g_string_append_printf (text, "%u", empty);
      if (rank > 0)
        g_string_append_c (text, '/');
    }

  g_string_append (text, pos->header.side == QUINTET_SIDE_0 ? " w" : " b");
  return g_string_free (text, FALSE);
}

#define position_error(error, text, ...) \
  quintet_game_text_error (error, QUINTET_GAME_ERROR_POSITION, text, __VA_ARGS__)

static gboolean
parse_board (const char   *text,
             const char   *board,
             Bits         *boards,
             GError      **error)
{
  guint rank = N_RANKS - 1, file = 0;
  gboolean after_run = FALSE;

  for (const char *c = board; *c; c++)
    {
      guint offset = c - board + 1;   /* the board is the first field */

      if (*c == '/')
        {
          if (file != N_FILES || rank == 0)
            return position_error (error, text, _("rank %u does not have 10 squares (character %u)"),
                                   rank + 1, offset);
          rank--;
          file = 0;
          after_run = FALSE;
          continue;
        }

      if (*c >= '1' && *c <= '9')
        {
          if (after_run)
            return position_error (error, text, _("write a run of empty squares as one number (character %u)"),
                                   offset);
          if (c[0] == '1' && c[1] == '0')
            file += 10, c++;
          else
            file += *c - '0';
          after_run = TRUE;
        }
      else if (*c == 'W' || *c == 'B')
        {
          if (file >= N_FILES)
            return position_error (error, text, _("rank %u has more than 10 squares (character %u)"),
                                   rank + 1, offset);
          boards[*c == 'W' ? 0 : 1] |= BIT (rank * N_FILES + file);
          file++;
          after_run = FALSE;
        }
      else
        return position_error (error, text, _("unexpected “%c” at character %u"), *c, offset);

      if (file > N_FILES)
        return position_error (error, text, _("rank %u has more than 10 squares (character %u)"),
                               rank + 1, offset);
    }

  if (rank != 0 || file != N_FILES)
    return position_error (error, text, _("the board needs 8 ranks of 10 squares"));

  return TRUE;
}

static gboolean
quintet_ordo_position_from_text (QuintetGame  *game,
                                 const char   *text,
                                 gpointer      position,
                                 GError      **error)
{
  OrdoPosition *pos = position;
  g_auto (GStrv) fields = g_strsplit (text, " ", -1);
  Bits boards[2] = { 0, 0 };

  memset (pos, 0, sizeof *pos);
  if (g_strv_length (fields) != 2)
    return position_error (error, text, _("expected two fields: board and side to move"));

  if (!parse_board (text, fields[0], boards, error))
    return FALSE;

  if (g_str_equal (fields[1], "w"))
    pos->header.side = QUINTET_SIDE_0;
  else if (g_str_equal (fields[1], "b"))
    pos->header.side = QUINTET_SIDE_1;
  else
    return position_error (error, text, _("the side to move must be “w” or “b”, not “%s”"), fields[1]);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      if (count_bits (boards[side]) > MAX_CHECKERS)
        return position_error (error, text, _("%s has more than %u checkers"),
                               quintet_game_get_side_name (game, side), MAX_CHECKERS);
      store_board (pos->checkers[side], boards[side]);
    }

  pos->header.hash = quintet_ordo_compute_hash (game, pos);
  return TRUE;
}

/* ---- input: click paths, previews, animation ---- */

/* The parts of @path as far as they are complete, made on @board.
 * Returns how many; the last may be a capture whose OX-2 choice is pending. */
static guint
make_parts (Board             *board,
            const QuintetCell *path,
            guint              length,
            Part              *parts)
{
  guint n_parts = 0;

  for (guint start = 0; start < length && n_parts < 2;)
    {
      Board before = *board;

      if (!make_part (board, path, length, start, &parts[n_parts]))
        {
          *board = before;
          break;
        }
      start = parts[n_parts].end;
      if (parts[n_parts++].tie_pending)
        break;
    }

  return n_parts;
}

/* The ways to click one part: an ordo from either end; after an OX-2 tie,
 * any checker of the group that stays. */
typedef struct {
  guint8 cells[4];
  guint8 length;
} Clicks;

static guint
part_clicks (const Part *part,
             Clicks     *clicks)
{
  guint n_orders = 0, n_clicks = 0;
  Clicks orders[2];

  if (part->ordo)
    {
      guint low = lowest_square (part->moved_from), high = highest_square (part->moved_from);

      orders[n_orders++] = (Clicks) { { low, high, low + part->offset }, 3 };
      orders[n_orders++] = (Clicks) { { high, low, high + part->offset }, 3 };
    }
  else
    {
      guint from = lowest_square (part->moved_from);

      orders[n_orders++] = (Clicks) { { from, from + part->offset }, 2 };
    }

  for (guint i = 0; i < n_orders; i++)
    {
      if (part->tie_group == 0)
        {
          clicks[n_clicks++] = orders[i];
          continue;
        }
      for (Bits rest = part->tie_group; rest; rest &= rest - 1)
        {
          clicks[n_clicks] = orders[i];
          clicks[n_clicks].cells[clicks[n_clicks].length++] = lowest_square (rest);
          n_clicks++;
        }
    }

  return n_clicks;
}

/* Every click order of the turn: its own path first. No complete path is a
 * proper prefix of another turn's path: a singleton never lands on an own
 * checker, so [from, own checker] always starts an ordo; a tie cell is an
 * enemy checker while a second part starts on an own one; a forward first
 * part is a whole turn and a sideways one never is (OX-3), and the two
 * never share a destination; a sideways capture that wins has no second
 * part at all. */
static guint
quintet_ordo_turn_paths (QuintetGame       *game,
                         gconstpointer      position,
                         const QuintetMove *turn,
                         QuintetMove       *paths,
                         guint              max_paths)
{
  Board board = board_of (game, position);
  Part parts[2];
  Clicks first[2 * MAX_CHECKERS * 2], second[2 * MAX_CHECKERS * 2];
  guint n_parts = make_parts (&board, turn->path, turn->length, parts);
  guint n_first, n_second = 1, n_paths = 0;

  g_assert (n_parts > 0);
  n_first = part_clicks (&parts[0], first);
  if (n_parts == 2)
    n_second = part_clicks (&parts[1], second);
  else
    second[0] = (Clicks) { { 0 }, 0 };

  for (guint i = 0; i < n_first; i++)
    for (guint j = 0; j < n_second && n_paths < max_paths; j++)
      {
        QuintetMove *path = &paths[n_paths++];

        *path = *turn;
        path->length = 0;
        memcpy (path->path, first[i].cells, first[i].length);
        memcpy (path->path + first[i].length, second[j].cells, second[j].length);
        path->length = first[i].length + second[j].length;
      }

  /* All of them, even those there was no room for (the caller asks again) */
  return n_first * n_second;
}

/* The board after the complete parts of a prefix: the first part of an
 * Ordo X two-part turn, or a capture waiting for its OX-2 choice (the
 * captured checker gone, the tied groups still there). */
static gboolean
quintet_ordo_preview_path (QuintetGame       *game,
                           gconstpointer      position,
                           const QuintetCell *path,
                           guint              length,
                           gpointer           result)
{
  Board board = board_of (game, position);
  Part parts[2];
  guint n_parts = make_parts (&board, path, length, parts);
  const Part *last;
  gboolean whole_turn;

  if (n_parts == 0)
    return FALSE;
  last = &parts[n_parts - 1];
  whole_turn = !last->tie_pending && last->end == length &&
               (n_parts == 2 || !board.ordo_x || last->direction_class != CLASS_SIDEWAYS || board.enemy == 0);
  if (whole_turn)
    return FALSE;

  memcpy (result, position, sizeof (OrdoPosition));
  store_position (&board, result);
  return TRUE;
}

/* An ordo's checkers all move in one step; a second part a step later */
static guint
quintet_ordo_path_motions (QuintetGame       *game,
                           gconstpointer      position,
                           const QuintetCell *path,
                           guint              length,
                           QuintetMotion     *motions,
                           guint              max_motions)
{
  Board board = board_of (game, position);
  Part parts[2];
  guint n_parts = make_parts (&board, path, length, parts);
  guint n_motions = 0;

  for (guint i = 0; i < n_parts; i++)
    for (Bits rest = parts[i].moved_from; rest && n_motions < max_motions; rest &= rest - 1)
      {
        guint from = lowest_square (rest);

        motions[n_motions++] = (QuintetMotion) { from, from + parts[i].offset, i };
      }

  return n_motions;
}

/* ---- class ---- */

static void
quintet_ordo_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QuintetOrdo *self = QUINTET_ORDO (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_int (value, self->variant);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_ordo_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  QuintetOrdo *self = QUINTET_ORDO (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      self->variant = g_value_get_int (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_ordo_class_init (QuintetOrdoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  init_tables ();
  init_geometry ();

  object_class->get_property = quintet_ordo_get_property;
  object_class->set_property = quintet_ordo_set_property;

  game_class->position_size = sizeof (OrdoPosition);
  game_class->side_names[0] = N_("White");
  game_class->side_names[1] = N_("Black");
  game_class->side_styles[0] = "white";
  game_class->side_styles[1] = "black";
  game_class->first_side_choice = FALSE;    /* Light moves first */
  game_class->repetition_limit = 3;         /* OR-6 (house rule) */
  game_class->random_turn_uniform = FALSE;  /* Ordo X samples its playout turns */

  game_class->get_geometry = quintet_ordo_get_geometry;
  game_class->describe_position = quintet_ordo_describe_position;
  game_class->start_position = quintet_ordo_start_position;
  game_class->generate_turns = quintet_ordo_generate_turns;
  game_class->make_turn = quintet_ordo_make_turn;
  game_class->random_turn = quintet_ordo_random_turn;
  game_class->position_outcome = quintet_ordo_position_outcome;
  game_class->is_progress = quintet_ordo_is_progress;
  game_class->compute_hash = quintet_ordo_compute_hash;
  game_class->evaluate = quintet_ordo_evaluate;
  game_class->describe_outcome = quintet_ordo_describe_outcome;
  game_class->describe_status = quintet_ordo_describe_status;
  game_class->format_turn = quintet_ordo_format_turn;
  game_class->parse_turn = quintet_ordo_parse_turn;
  game_class->position_to_text = quintet_ordo_position_to_text;
  game_class->position_from_text = quintet_ordo_position_from_text;
  game_class->turn_paths = quintet_ordo_turn_paths;
  game_class->preview_path = quintet_ordo_preview_path;
  game_class->path_motions = quintet_ordo_path_motions;

  /* 0 Classic Ordo, 1 Ordo X */
  properties[PROP_VARIANT] =
    g_param_spec_int ("variant", NULL, NULL, QUINTET_ORDO_CLASSIC, QUINTET_ORDO_X, QUINTET_ORDO_CLASSIC,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_ordo_init (QuintetOrdo *self)
{
}
