/* overlord-private.h — what the files of Overlord share: the position,
 * the constants and tables, the square helpers, the turns of one source
 * square, the board as the side to move sees it, and the functions
 * overlord.c (rules), overlord-input.c (click paths and guidance),
 * overlord-text.c (notation and position text) and overlord-eval.c (the
 * evaluation) call in each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "overlord.h"
#include "games-private.h"
#include "quintet-bits.h"
#include "quintet-geometry.h"
#include "quintet-zobrist.h"

#define N_FILES       7
#define N_RANKS       9
#define N_SQUARES     63
#define WALL_RANK     4        /* rank 5, counted from 0 */
#define MAX_HEIGHT    5        /* pieces plus wall (OV-1) */
#define MAX_PIECES    14       /* a side */
#define NO_SQUARE     0xff
#define BIT(square)   (G_GUINT64_CONSTANT (1) << (square))
#define BOARD         ((G_GUINT64_CONSTANT (1) << N_SQUARES) - 1)
#define FILE_A        G_GUINT64_CONSTANT (0x0102040810204081)   /* a1 … a9 */
#define FILE_G        (FILE_A << 6)
#define RANK(r)       (G_GUINT64_CONSTANT (0x7f) << (7 * (r)))
#define WALL          RANK (WALL_RANK)

/* A square's name, "a1" … */
#define square_name(square, name) quintet_square_name (square, N_FILES, QUINTET_GRID_DEFAULT, name)

/* A square's stack is one byte: bits 0–2 the number of pieces (0–5),
 * bit 3 + i the side of piece i counted from the bottom (1 = Red); the
 * bits above the top piece are always 0, so positions compare whole.
 * counts[square] holds the OV-4 count of each piece, two bits a piece
 * (bits 2i, 2i + 1 for piece i), for the player who controls it now:
 * a piece that changes controller is back at 0. control and heights
 * follow from the stacks (_overlord_set_derived), so positions stay
 * canonical. */
typedef struct {
  QuintetPositionHeader header;
  guint64               control[2];   /* squares whose top piece is the side's */
  guint64               heights[MAX_HEIGHT];  /* [h]: squares at least h + 1 high, the wall included */
  guint8                stacks[64];   /* [63] is always 0 */
  guint16               counts[64];   /* [63] is always 0 */
} OverlordPosition;

G_STATIC_ASSERT (sizeof (OverlordPosition) == 264);

/* A turn's kind: what happens at its end square (OV-8) */
typedef enum {
  TURN_SLIDE = 0,      /* d2-d3: the whole column (or lone piece) [from, to] */
  TURN_ALONE,          /* d2/f3: the top piece ends alone on empty ground [from, to] */
  TURN_MOUNT,          /* d2+f2: it ends on a square of its own side [from, to] */
  TURN_CAPTURE,        /* d2xe2: it captures [from, to] */
  TURN_PROMOTE,        /* d2^: the bottom piece goes on top [square, square] (OV-3) */
  TURN_LAUNCH,         /* c8@e5: the piece launched [from, furthest-rank square, target] */
  TURN_SLIDE_LAUNCH,   /* c8-c9@c5: a column slid, its top piece launched [from, to, target] */
} TurnKind;

/* Every turn of the pieces on one square of the side to move, as masks
 * of end squares: the order of these fields is the order of the list. */
typedef struct {
  guint8  square;
  guint8  launch_via;        /* the lowest furthest-rank square a launch route reaches */
  guint8  slide_launch_to;   /* where a column slide launches from, or NO_SQUARE */
  guint8  promote;
  guint64 slide, alone, mount, capture;
  guint64 launch_from;       /* the furthest-rank squares a launch may be made from */
  guint64 launch, slide_launch;
} SourceTurns;

extern QuintetSquareGrid overlord_grid;
extern const guint8 overlord_wall_heights[N_FILES];
extern guint64 overlord_neighbour_masks[N_SQUARES];   /* the squares next to a square */

/* ---- helpers ---- */

static inline guint
wall_height (guint square)
{
  return square / N_FILES == WALL_RANK ? overlord_wall_heights[square % N_FILES] : 0;
}

static inline guint
stack_pieces (guint8 stack)
{
  return stack & 7;
}

static inline guint
stack_side (guint8 stack,
            guint  index)
{
  return (stack >> (3 + index)) & 1;
}

static inline guint
piece_count (guint16 counts,
             guint   index)
{
  return (counts >> (2 * index)) & 3;
}

/* The side of the top piece, or -1 for an empty square */
static inline int
top_side (guint8 stack)
{
  return stack_pieces (stack) > 0 ? (int) stack_side (stack, stack_pieces (stack) - 1) : -1;
}

/* ---- the board as the side to move sees it ---- */

typedef struct {
  QuintetSide side;
  guint64     own, enemy, empty_ground;
  guint64     empty_wall[MAX_HEIGHT + 1];   /* empty wall squares by height */
  guint64     height_at_least[MAX_HEIGHT + 2];
  guint64     mountable;       /* own and at most 4 high: a piece may mount it */
  /* mountable's connected parts: a chain of mounts (OV-2) stays in one */
  guint64     groups[MAX_PIECES];   /* at most one a square of the side's */
  guint       n_groups;
  guint64     frozen_top;      /* OV-4: own squares whose top piece may not move */
  guint64     frozen_any;      /* OV-4: own squares with a piece that may not move */
  guint64     second_rank, furthest_rank;
  int         forward;         /* +7 for White, -7 for Red */
} Board;

/* ---- shared between the files ---- */

/* overlord.c: the rules */
void     _overlord_init_board         (const OverlordPosition *pos,
                                       Board             *board);
void     _overlord_make_turn          (QuintetGame       *game,
                                       gpointer           position,
                                       const QuintetMove *turn);
guint64  _overlord_compute_hash       (QuintetGame       *game,
                                       gconstpointer      position);
void     _overlord_set_derived        (OverlordPosition  *pos);
guint    _overlord_source_turns       (const OverlordPosition *pos,
                                       guint              square,
                                       SourceTurns       *turns);
guint    _overlord_uncaptured         (const OverlordPosition *pos,
                                       QuintetSide        side);

/* overlord-eval.c */
extern const QuintetEvalTerm overlord_eval_terms[];
extern const guint overlord_n_eval_terms;
int      _overlord_evaluate           (QuintetGame       *game,
                                       gconstpointer      position,
                                       const int         *weights);

/* overlord-input.c */
guint    _overlord_turn_paths         (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetMove *turn,
                                       QuintetMove       *paths,
                                       guint              max_paths);
gboolean _overlord_preview_path       (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetCell *cells,
                                       guint              n_cells,
                                       gpointer           result);
guint    _overlord_path_motions       (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetCell *cells,
                                       guint              n_cells,
                                       QuintetMotion     *motions,
                                       guint              max_motions);
char    *_overlord_describe_turn      (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetMove *turn);
char    *_overlord_describe_clicks    (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetCell *clicks,
                                       guint              n_clicks,
                                       gboolean           can_finish);
char    *_overlord_explain_click      (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetCell *clicks,
                                       guint              n_clicks,
                                       QuintetCell        cell);

/* overlord-text.c */
char    *_overlord_format_turn        (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetMove *turn);
gboolean _overlord_parse_turn         (QuintetGame       *game,
                                       gconstpointer      position,
                                       const char        *text,
                                       QuintetMove       *turn,
                                       GError           **error);
char    *_overlord_position_to_text   (QuintetGame       *game,
                                       gconstpointer      position);
gboolean _overlord_position_from_text (QuintetGame       *game,
                                       const char        *text,
                                       gpointer           position,
                                       GError           **error);
