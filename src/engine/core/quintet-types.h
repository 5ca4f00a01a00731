/* quintet-types.h — plain value types shared by the engine, the app and the tools
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <string.h>

G_BEGIN_DECLS

/* The two sides. Side 0 is the side drawn at the bottom of the board
 * (White, Light/Dark as each game says); names come from the game class. */
typedef enum {
  QUINTET_SIDE_0 = 0,  /*< nick=side-0 >*/
  QUINTET_SIDE_1 = 1,  /*< nick=side-1 >*/
} QuintetSide;

#define QUINTET_OTHER_SIDE(side) ((QuintetSide) (1 - (side)))

/* A cell id: an index into the game's geometry (squares, points, triangles). */
typedef guint8 QuintetCell;
#define QUINTET_NO_CELL ((QuintetCell) 0xff)

/* Longest click path: an Oferhlýp chain over every enemy token is 15 cells;
 * an Ordo X two-part turn with a tie choice is at most 7. */
#define QUINTET_MOVE_MAX_PATH 20

/* One turn (C-1, docs/rules.md): the cells a player clicks to make it, plus a
 * game-specific kind for what the path alone cannot tell (Overlord's slide
 * versus dismount). Plain data: compare with quintet_move_equal(). */
typedef struct {
  QuintetCell path[QUINTET_MOVE_MAX_PATH];
  guint8      length;
  guint8      kind;
  guint16     flags;
} QuintetMove;

/* A boxed type, for signals and properties that carry a turn */
#define QUINTET_TYPE_MOVE (quintet_move_get_type ())
GType quintet_move_get_type (void) G_GNUC_CONST;

static inline gboolean
quintet_move_equal (const QuintetMove *a,
                    const QuintetMove *b)
{
  return a->length == b->length && a->kind == b->kind && a->flags == b->flags &&
         memcmp (a->path, b->path, a->length) == 0;
}

static inline void
quintet_move_push (QuintetMove *move,
                   QuintetCell  cell)
{
  g_assert (move->length < QUINTET_MOVE_MAX_PATH);
  move->path[move->length++] = cell;
}

/* A turn of two clicks, [@from, @to], of the game's @kind: the shape of
 * most turns, written at speed by the games' generators. */
static inline void
quintet_move_set_from_to (QuintetMove *move,
                          guint        from,
                          guint        to,
                          guint        kind)
{
  *move = (QuintetMove) { .path = { from, to }, .length = 2, .kind = kind };
}

/* How a motion travels (QuintetMotion.kind). */
typedef enum {
  QUINTET_MOTION_STEP = 0,  /* straight from @from to @to, sliding over the board */
  QUINTET_MOTION_ARC,       /* flies to @to in an arc, over whatever lies between
                             * (Overlord's launch: the top piece of @from) */
  QUINTET_MOTION_LIFT,      /* @from == @to: the bottom piece of the column there
                             * is put on top (Overlord's promotion) */
} QuintetMotionKind;

/* One piece moving one step of a turn's animation: the piece on @from
 * travels to @to during step @step (0, 1, …). A chain of jumps is one
 * motion per jump; an ordo is one motion per checker, all in the same step;
 * the second part of a two-part turn comes a step later. Pieces that the
 * turn removes or flips change while a motion passes over them (or arrives
 * on them), else over the whole animation. @kind is a QuintetMotionKind;
 * 0 (a straight step) unless a game says otherwise. */
typedef struct {
  QuintetCell from;
  QuintetCell to;
  guint8      step;
  guint8      kind;
} QuintetMotion;

#define QUINTET_MAX_MOTIONS 32

typedef enum {
  QUINTET_STATUS_ONGOING = 0,
  QUINTET_STATUS_WIN,     /* winner says who */
  QUINTET_STATUS_DRAW,
} QuintetStatus;

/* Why a game ended (C-5, docs/rules.md). The common reasons are handled by the
 * base class; a game adds its own from QUINTET_REASON_GAME on. */
typedef enum {
  QUINTET_REASON_NONE = 0,
  QUINTET_REASON_RESIGNATION,
  QUINTET_REASON_AGREEMENT,
  QUINTET_REASON_REPETITION,
  QUINTET_REASON_NO_PROGRESS,
  QUINTET_REASON_NO_MOVE,
  QUINTET_REASON_TIME,         /* C-7: the loser's time ran out */
  QUINTET_REASON_GAME = 16,
} QuintetReason;

typedef struct {
  guint8 status;   /* QuintetStatus */
  guint8 winner;   /* QuintetSide, when status is WIN */
  guint8 reason;   /* QuintetReason or a game's own code */
} QuintetOutcome;

#define QUINTET_OUTCOME_ONGOING ((QuintetOutcome) { QUINTET_STATUS_ONGOING, 0, QUINTET_REASON_NONE })

/* ---- geometry: every game publishes its board as data ---- */

typedef enum {
  QUINTET_CELL_SQUARE,
  QUINTET_CELL_POINT,
  QUINTET_CELL_TRIANGLE,
} QuintetCellShape;

typedef struct {
  char   name[6];          /* "e4", "cd2" — the name used in notation */
  guint8 shape;            /* QuintetCellShape */
  guint8 shade;            /* 0 light, 1 dark (squares); unused otherwise */
  guint8 n_corners;        /* 4 for squares, 3 for triangles, 0 for points */
  double x, y;             /* centre in board space */
  double corners[4][2];    /* outline in board space */
} QuintetCellInfo;

/* A unit square whose top-left corner is at (@left, @top) in board space. */
static inline void
quintet_cell_info_set_square (QuintetCellInfo *cell,
                              double           left,
                              double           top,
                              guint8           shade)
{
  cell->shape = QUINTET_CELL_SQUARE;
  cell->shade = shade;
  cell->n_corners = 4;
  cell->x = left + 0.5;
  cell->y = top + 0.5;
  cell->corners[0][0] = left;     cell->corners[0][1] = top;
  cell->corners[1][0] = left + 1; cell->corners[1][1] = top;
  cell->corners[2][0] = left + 1; cell->corners[2][1] = top + 1;
  cell->corners[3][0] = left;     cell->corners[3][1] = top + 1;
}

typedef struct {
  double x1, y1, x2, y2;
} QuintetLineInfo;

typedef struct {
  char   text[4];
  double x, y;             /* centre of the label in board space */
} QuintetLabelInfo;

typedef enum {
  QUINTET_ZONE_HOME,       /* a side's home base / castle: tinted in its colour */
  QUINTET_ZONE_GOAL,       /* promotion stars */
  QUINTET_ZONE_WALL,       /* Overlord's wall: value is the wall height */
} QuintetZoneKind;

typedef struct {
  guint8      kind;        /* QuintetZoneKind */
  guint8      side;        /* owner for HOME/GOAL */
  guint8      value;       /* wall height for WALL */
  guint8      n_cells;
  QuintetCell cells[16];
} QuintetZoneInfo;

/* The whole board in board space: (0,0) is the top-left corner, the board
 * including its coordinate margin is width × height units. */
typedef struct {
  double                  width, height;
  double                  board_x, board_y, board_width, board_height;  /* playing area */
  double                  piece_radius;
  guint                   n_cells;
  const QuintetCellInfo  *cells;
  guint                   n_lines;
  const QuintetLineInfo  *lines;
  guint                   n_labels;
  const QuintetLabelInfo *labels;
  guint                   n_zones;
  const QuintetZoneInfo  *zones;
} QuintetGeometry;

/* ---- what the painter draws on a cell ---- */

#define QUINTET_MAX_STACK 5

typedef enum {
  QUINTET_PIECE_KING     = 1 << 0,  /* crown glyph */
  QUINTET_PIECE_OFFICER  = 1 << 1,  /* insignia (Opprimo) */
  QUINTET_PIECE_INACTIVE = 1 << 2,  /* hollow centre (Pressman PR-5) */
  QUINTET_PIECE_HALF     = 1 << 3,  /* flipped to the half-strength face (Oferhlýp) */
} QuintetPieceFlags;

typedef struct {
  guint8 height;                       /* pieces on the cell; 0 = empty */
  guint8 stack[QUINTET_MAX_STACK];     /* side of each piece, bottom to top */
  guint8 flags;                        /* QuintetPieceFlags of the top piece */
  guint8 frozen;                       /* bit i: piece i (from the bottom) may not
                                        * move this turn (Overlord OV-4) */
} QuintetCellView;

G_END_DECLS
