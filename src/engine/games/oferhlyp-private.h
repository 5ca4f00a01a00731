/* oferhlyp-private.h — what the files of Oferhlýp share: the position, the
 * constants, the tables, the square helpers, and the functions that
 * oferhlyp.c (rules) and oferhlyp-text.c (notation and position text)
 * call in each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "oferhlyp.h"
#include "games-private.h"
#include "quintet-bits.h"
#include "quintet-geometry.h"
#include "quintet-zobrist.h"

#define SIZE          7
#define N_SQUARES     49
#define MAX_TOKENS    14      /* 13 men and a king a side */
#define NO_SQUARE     0xff
#define BIT(square)   (G_GUINT64_CONSTANT (1) << (square))
#define BOARD         ((G_GUINT64_CONSTANT (1) << N_SQUARES) - 1)
#define FILE_A        G_GUINT64_CONSTANT (0x0040810204081)
#define FILE_G        (FILE_A << 6)

/* A square's name, "A1" … */
#define square_name(square, name) quintet_square_name (square, SIZE, QUINTET_GRID_UPPER_CASE, name)

typedef struct {
  QuintetPositionHeader header;
  guint64               tokens[2];   /* by side */
  guint64               half;        /* half-strength tokens of either side */
  guint64               kings;       /* the kings of either side */
} OferhlypPosition;

typedef enum {
  TURN_MOVE = 0,
  TURN_FRIENDLY_JUMP,
  TURN_ATTACK,
} TurnKind;

/* ---- tables (oferhlyp.c fills them once) ---- */

/* oferhlyp_neighbour[square][direction]: the next square that way, or NO_SQUARE */
extern guint8 oferhlyp_neighbour[N_SQUARES][8];
extern QuintetSquareGrid oferhlyp_grid;

/* ---- helpers ---- */

/* The square jumped over from @from to @to, or NO_SQUARE when @to is not
 * two squares away in one of the 8 directions. */
static inline guint
jumped_square (guint from,
               guint to)
{
  int row_change = (int) (to / SIZE) - (int) (from / SIZE);
  int file_change = (int) (to % SIZE) - (int) (from % SIZE);

  if ((row_change != 0 && ABS (row_change) != 2) || (file_change != 0 && ABS (file_change) != 2) ||
      (row_change == 0 && file_change == 0))
    return NO_SQUARE;
  return (from + to) / 2;
}

static inline gboolean
is_neighbour (guint from,
              guint to)
{
  for (guint d = 0; d < 8; d++)
    if (oferhlyp_neighbour[from][d] == to)
      return TRUE;
  return FALSE;
}

/* ---- shared between the files ---- */

/* oferhlyp.c: the rules */
guint64  _oferhlyp_compute_hash       (QuintetGame       *game,
                                       gconstpointer      position);

/* oferhlyp-text.c */
char    *_oferhlyp_format_turn        (QuintetGame       *game,
                                       gconstpointer      position,
                                       const QuintetMove *turn);
gboolean _oferhlyp_parse_turn         (QuintetGame       *game,
                                       gconstpointer      position,
                                       const char        *text,
                                       QuintetMove       *turn,
                                       GError           **error);
char    *_oferhlyp_position_to_text   (QuintetGame       *game,
                                       gconstpointer      position);
gboolean _oferhlyp_position_from_text (QuintetGame       *game,
                                       const char        *text,
                                       gpointer           position,
                                       GError           **error);
