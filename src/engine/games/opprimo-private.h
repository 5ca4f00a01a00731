/* opprimo-private.h — what the files of Opprimo share: the position, the
 * board tables built from the board data of opprimo-board.c, and the
 * functions that opprimo.c (rules) and opprimo-text.c (notation, position
 * text, guidance) call in each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "opprimo.h"
#include "games-private.h"
#include "quintet-bits.h"
#include "quintet-geometry.h"
#include "quintet-zobrist.h"

#define N_POINTS       45
#define N_TRIANGLES    66
#define N_CELLS        (N_POINTS + N_TRIANGLES)
#define CASTLE_SIZE    12
#define N_DIRECTIONS   6
#define NO_POINT       0xff
#define NO_KING        0xff   /* a King not placed yet (OP-1) */
#define BIT(point)     (G_GUINT64_CONSTANT (1) << (point))

/* Cell ids: points 0 … 44 in the canonical order of the position text
 * (row 1 upward, a to g), then triangles 45 … 110. */
#define TRIANGLE_CELL(triangle) ((QuintetCell) (N_POINTS + (triangle)))
#define IS_POINT(cell)          ((cell) < N_POINTS)
#define IS_TRIANGLE(cell)       ((cell) >= N_POINTS && (cell) < N_CELLS)
#define CELL_TRIANGLE(cell)     ((guint) (cell) - N_POINTS)

/* Directions along the lines: 0–2 up (Yellow's forward: straight, to the
 * left, to the right), 3–5 the same down (Red's forward). */
#define FORWARD_DIRECTIONS(side) ((side) == QUINTET_SIDE_0 ? 0x07u : 0x38u)

typedef struct {
  QuintetPositionHeader header;
  guint64               soldiers[2];   /* by side, Officers included */
  guint64               officers;      /* either side */
  guint8                king[2];       /* triangle index, or NO_KING */
  guint8                padding[6];    /* always zero */
} OpprimoPosition;

typedef enum {
  TURN_PLACE = 0,     /* OP-1: K@cd2, path [triangle] */
  TURN_KING,          /* Kcd2-cd3, path [triangle, triangle] */
  TURN_STEP,          /* c2-c4, path [from, to] */
  TURN_CONVERT,       /* c2xe4, path [from, landing] */
} TurnKind;

/* QuintetMove.flags of a soldier's turn: its direction, and promotion */
#define FLAG_DIRECTION_MASK 0x07
#define FLAG_PROMOTES       0x08

/* The board, from the data of opprimo-board.c, as the rules use it */
typedef struct {
  guint8  neighbour[N_POINTS][N_DIRECTIONS];   /* next point along a line, or NO_POINT */
  guint8  corners[N_TRIANGLES][3];             /* point ids */
  guint64 corner_mask[N_TRIANGLES];
  guint8  n_adjacent[N_TRIANGLES];             /* triangles sharing an edge */
  guint8  adjacent[N_TRIANGLES][3];
  gint8   castle_owner[N_TRIANGLES];           /* side, or -1 */
  guint8  castle[2][CASTLE_SIZE];              /* triangles, in the data's order */
  guint64 stars[2];                            /* where each side promotes */
  guint64 start[2];                            /* each side's starting points */
  QuintetGeometry geometry;
} OpprimoBoard;

extern OpprimoBoard opprimo_board;

/* ---- opprimo-board.c ---- */
void     _opprimo_board_init        (void);
const char *_opprimo_cell_name      (guint               cell);

/* ---- opprimo.c ---- */
guint64  _opprimo_compute_hash      (QuintetGame        *game,
                                     gconstpointer       position);
gboolean _opprimo_find_turn         (const OpprimoPosition *pos,
                                     const QuintetMove  *wanted,
                                     QuintetMove        *found);

/* ---- opprimo-text.c ---- */
char    *_opprimo_format_turn       (QuintetGame        *game,
                                     gconstpointer       position,
                                     const QuintetMove  *turn);
gboolean _opprimo_parse_turn        (QuintetGame        *game,
                                     gconstpointer       position,
                                     const char         *text,
                                     QuintetMove        *turn,
                                     GError            **error);
char    *_opprimo_position_to_text  (QuintetGame        *game,
                                     gconstpointer       position);
gboolean _opprimo_position_from_text(QuintetGame        *game,
                                     const char         *text,
                                     gpointer            position,
                                     GError            **error);
char    *_opprimo_describe_clicks   (QuintetGame        *game,
                                     gconstpointer       position,
                                     const QuintetCell  *clicks,
                                     guint               n_clicks,
                                     gboolean            can_finish);
char    *_opprimo_explain_click     (QuintetGame        *game,
                                     gconstpointer       position,
                                     const QuintetCell  *clicks,
                                     guint               n_clicks,
                                     QuintetCell         cell);

/* ---- helpers ---- */

static inline int
side_at (const OpprimoPosition *pos,
         guint                  point)
{
  if (pos->soldiers[0] & BIT (point))
    return QUINTET_SIDE_0;
  if (pos->soldiers[1] & BIT (point))
    return QUINTET_SIDE_1;
  return -1;
}

/* The directions a soldier on @point may step and convert in: forward,
 * and backward too for an Officer. */
static inline guint
allowed_directions (const OpprimoPosition *pos,
                    QuintetSide            side,
                    guint                  point)
{
  return (pos->officers & BIT (point)) ? 0x3fu : FORWARD_DIRECTIONS (side);
}
