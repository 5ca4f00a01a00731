/* ordo-private.h — what the files of Ordo share: the 128-bit boards, the
 * tables, the board while a turn is generated or made, and the functions
 * that ordo.c (rules), ordo-playout.c (the playout policy), ordo-input.c
 * (click paths and guidance) and ordo-text.c (notation and position text)
 * call in each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "ordo.h"
#include "games-private.h"
#include "quintet-bits.h"
#include "quintet-geometry.h"
#include "quintet-zobrist.h"

#define N_FILES      10
#define N_RANKS      8
#define N_SQUARES    80
#define MAX_CHECKERS 20
#define NO_SQUARE    0xff

/* A square's name, "a1" … */
#define square_name(square, name) quintet_square_name (square, N_FILES, QUINTET_GRID_DEFAULT, name)

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

/* ---- tables (ordo.c fills them once) ---- */

extern const int ordo_steps[8][2];
extern guint8 ordo_neighbours[N_SQUARES][8];
extern guint8 ordo_direction_class[2][8];
extern Bits ordo_step_from[8];
extern int ordo_step_offset[8];
extern Bits ordo_king_mask[N_SQUARES];
extern Bits ordo_rays[N_SQUARES][8];
extern guint8 ordo_select_in_byte[8][256];
extern gboolean ordo_window_connected[512];
extern Bits ordo_board_mask, ordo_file_a, ordo_file_j, ordo_rank_mask[N_RANKS];
extern Bits ordo_into_b_j;
extern Bits ordo_horizontal_pattern[N_FILES + 1], ordo_vertical_pattern[N_RANKS + 1];
extern QuintetSquareGrid ordo_grid;

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
  Bits row = (bits | ((bits << 1) & ~ordo_file_a) | ((bits >> 1) & ~ordo_file_j)) & ordo_board_mask;

  return (row | (row << N_FILES) | (row >> N_FILES)) & ordo_board_mask;
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
      row = group | ((group << 1) & ordo_into_b_j) | ((group >> 1) & ~ordo_file_j);
      group = (row | (row << N_FILES) | (row >> N_FILES)) & set;
      row = group | ((group << 1) & ordo_into_b_j) | ((group >> 1) & ~ordo_file_j);
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

static inline void
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
  guint64 window = (guint64) (((set & ordo_king_mask[square]) << (N_FILES + 1)) >> square);

  return (window & 7) | ((window >> 7) & 0x38) | ((window >> 14) & 0x1c0);
}

/* Where a singleton leaving @square of the connected-or-not set @own may
 * land and keep @own one group (OR-1). Fast path: when @own is one group
 * and the neighbours of @square are one group among themselves, removing
 * it cannot split anything. */
static inline Bits
singleton_landing_mask (Bits     own,
                        gboolean own_connected,
                        guint    square)
{
  Bits rest = own & ~BIT (square);
  Groups groups;
  Bits mask = ordo_board_mask;

  if (rest == 0)
    return ordo_board_mask;
  if (own_connected && ordo_window_connected[window_of (own, square)])
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

/* The home rank of the opponent, which @side wins by reaching (OR-3a) */
static inline Bits
goal_rank (QuintetSide side)
{
  return ordo_rank_mask[side == QUINTET_SIDE_0 ? N_RANKS - 1 : 0];
}

/* The squares of the straight line from @a to @b (same rank or file) */
static inline Bits
line_between (guint a,
              guint b)
{
  guint low = MIN (a, b), high = MAX (a, b);

  if (rank_of (low) == rank_of (high))
    return ordo_horizontal_pattern[high - low + 1] << low;
  return ordo_vertical_pattern[(high - low) / N_FILES + 1] << low;
}

/* Moves the line @first … @last one step in @direction: TRUE and the
 * squares it would hold in @dest, or FALSE when that step leaves the
 * board or enters @blockers. Stepping until FALSE gives every place an
 * ordo can slide to that way. */
static inline gboolean
line_step (guint *first,
           guint *last,
           guint  direction,
           Bits   blockers,
           Bits  *dest)
{
  *first = ordo_neighbours[*first][direction];
  *last = ordo_neighbours[*last][direction];
  if (*first == NO_SQUARE || *last == NO_SQUARE)
    return FALSE;
  *dest = line_between (*first, *last);
  return !(*dest & blockers);
}

static inline Bits
shift_board (Bits bits,
             int  offset)
{
  return offset >= 0 ? bits << offset : bits >> -offset;
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
static inline Board
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

static inline void
store_position (const Board  *board,
                OrdoPosition *pos)
{
  store_board (pos->checkers[board->side], board->own);
  store_board (pos->checkers[QUINTET_OTHER_SIDE (board->side)], board->enemy);
  pos->header.hash = board->hash;
}

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

static inline guint8
class_of_move (QuintetSide side,
               guint       from,
               guint       to)
{
  int forward = (rank_of (to) - rank_of (from)) * (side == QUINTET_SIDE_0 ? 1 : -1);

  return forward > 0 ? CLASS_FORWARD : forward == 0 ? CLASS_SIDEWAYS : CLASS_BACKWARD;
}

/* Where generated parts go: each one is @prefix (the first part of a
 * two-part turn, or nothing) followed by the part; past the room in the
 * sink they are only counted. */
typedef struct {
  QuintetTurnSink    sink;
  const QuintetMove *prefix;
} Output;

#define OUTPUT_INIT(turns, capacity) ((Output) { QUINTET_TURN_SINK_INIT (turns, capacity), NULL })

static inline QuintetMove *
output_turn (Output *output)
{
  QuintetMove *turn = quintet_turn_sink_add (&output->sink);

  if (output->prefix != NULL)
    *turn = *output->prefix;
  else
    *turn = (QuintetMove) { .length = 0 };
  return turn;
}

/* The number of parts in a buffer that holds them all: one made to
 * measure (PartList) or one the rules bound (the OX-2 choices: one per
 * group, so at most MAX_CHECKERS), so running out of room there would be
 * a bug here, never bad input. */
static inline guint
output_count (const Output *output)
{
  g_assert (output->sink.n_turns <= output->sink.capacity);
  return output->sink.n_turns;
}

/* What a generator may do in this part of the turn */
typedef struct {
  const Board *board;
  guint        classes;            /* CLASS_* directions allowed */
  gboolean     check_connection;   /* FALSE: pseudo-legal parts, to explain errors */
  gboolean     own_connected;
  gboolean     tactical_only;      /* only captures and arrivals on the far rank, */
  Bits         free_from;          /* and with it every singleton move from here */
  gboolean     arrivals_only;      /* with tactical_only: arrivals alone */
} Rules;

static inline Rules
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

/* Classic: a horizontal ordo moves straight forward (OR-2: or backward), a
 * vertical one sideways. OX-1: either moves forward, diagonally forward or
 * sideways. */
static inline gboolean
ordo_may_go (const Rules *rules,
             gboolean     horizontal,
             guint        direction)
{
  if (!(rules->classes & ordo_direction_class[rules->board->side][direction]))
    return FALSE;
  if (rules->board->ordo_x)
    return TRUE;
  return horizontal ? ordo_steps[direction][0] == 0 : ordo_steps[direction][1] == 0;
}

/* OR-3 (a), (b): the game is decided before the side to move acts */
static inline gboolean
is_decided (const Board *board)
{
  return board->own == 0 || board->enemy == 0 ||
         (board->enemy & goal_rank (QUINTET_OTHER_SIDE (board->side))) ||
         (board->own & goal_rank (board->side));
}

/* Room on the stack for the parts of one move, enough for every position
 * of play (the 2,002 two-part turns at the start of Ordo X come from 42
 * sideways parts). The rules do not bound the list below this (20
 * checkers, about 100 ordos, each with tens of destinations), so a
 * longer list goes to the heap: see PartList. */
#define MAX_PARTS 2048

/* ---- shared between the files ---- */

/* ordo.c: the rules */
gboolean _ordo_make_part            (Board             *board,
                                     const QuintetCell *path,
                                     guint              n_cells,
                                     guint              start,
                                     Part              *part);
void     _ordo_output_capture       (const Rules       *rules,
                                     Output            *output,
                                     guint              from,
                                     guint              to);
void     _ordo_generate_parts       (const Rules       *rules,
                                     Output            *output);
guint64  _ordo_compute_hash         (QuintetGame       *game,
                                     gconstpointer      position);

/* Every part @rules allow: in @stack when they fit in its @room, else in
 * a list on the heap made to measure, never cut short. */
typedef struct {
  QuintetMove *parts;
  guint        n_parts;
  QuintetMove *heap;     /* NULL, or what part_list_clear frees */
} PartList;

static inline void
part_list_fill (PartList    *list,
                const Rules *rules,
                QuintetMove *stack,
                guint        room)
{
  Output output = OUTPUT_INIT (stack, room);

  _ordo_generate_parts (rules, &output);
  list->parts = stack;
  list->n_parts = output.sink.n_turns;
  list->heap = NULL;
  if (list->n_parts <= room)
    return;

  /* The sink counted them all: generate them again with room for each */
  list->heap = g_new (QuintetMove, list->n_parts);
  output = OUTPUT_INIT (list->heap, list->n_parts);
  _ordo_generate_parts (rules, &output);
  g_assert (output.sink.n_turns == list->n_parts);
  list->parts = list->heap;
}

static inline void
part_list_clear (PartList *list)
{
  g_clear_pointer (&list->heap, g_free);
  list->n_parts = 0;
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PartList, part_list_clear)

/* ordo-playout.c */
guint    _ordo_random_turn          (QuintetGame       *game,
                                     gconstpointer      position,
                                     guint32            random,
                                     QuintetMove       *turn);

/* ordo-input.c */
guint    _ordo_turn_paths           (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetMove *turn,
                                     QuintetMove       *paths,
                                     guint              max_paths);
gboolean _ordo_preview_path         (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetCell *path,
                                     guint              length,
                                     gpointer           result);
guint    _ordo_path_motions         (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetCell *path,
                                     guint              length,
                                     QuintetMotion     *motions,
                                     guint              max_motions);
char    *_ordo_describe_clicks      (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetCell *clicks,
                                     guint              n_clicks,
                                     gboolean           can_finish);
/* OX-2's removals in words (ordo-text.c) */
char    *_ordo_describe_effects     (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetMove *turn);
char    *_ordo_explain_click        (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetCell *clicks,
                                     guint              n_clicks,
                                     QuintetCell        cell);

/* ordo-text.c */
char    *_ordo_format_turn          (QuintetGame       *game,
                                     gconstpointer      position,
                                     const QuintetMove *turn);
gboolean _ordo_parse_turn           (QuintetGame       *game,
                                     gconstpointer      position,
                                     const char        *text,
                                     QuintetMove       *turn,
                                     GError           **error);
char    *_ordo_position_to_text     (QuintetGame       *game,
                                     gconstpointer      position);
gboolean _ordo_position_from_text   (QuintetGame       *game,
                                     const char        *text,
                                     gpointer           position,
                                     GError           **error);
