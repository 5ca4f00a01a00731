/* quintet-board-text.h — the board field of a position text that writes
 * a square board line by line, as chess's FEN does: a letter a piece, a
 * number a run of empty squares, “/” between the lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "quintet-geometry.h"

G_BEGIN_DECLS

/* The board's shape in the text. The lines run from the top of the board
 * as quintet_square_grid_init draws it: the highest rank first, or rank 1
 * with QUINTET_GRID_RANK_1_TOP; squares are numbered as the grid numbers
 * them, (rank - 1) × files + file. */
typedef struct {
  guint              n_files;
  guint              n_lines;
  QuintetGridOptions options;
  gboolean           rows;      /* the messages call the lines rows, not ranks */
  const char        *symbols;   /* every letter a piece may be written as */
} QuintetBoardText;

/* The letter of the piece on @square, or 0 for an empty square */
typedef char     (*QuintetBoardTextSymbol) (gconstpointer position,
                                            guint         square);

/* Puts the piece written as @symbol (one of the symbols) on @square. A
 * game that refuses it there says why in @error, at @offset (1-based) of
 * @text, and returns FALSE. */
typedef gboolean (*QuintetBoardTextPlace)  (gpointer      position,
                                            char          symbol,
                                            guint         square,
                                            const char   *text,
                                            guint         offset,
                                            GError      **error);

void     quintet_board_text_append (GString                *text,
                                    const QuintetBoardText *board,
                                    QuintetBoardTextSymbol  symbol,
                                    gconstpointer           position);

/* Reads the board field at the start of the position text @text (up to
 * its first space), placing each piece with @place; the errors are
 * QUINTET_GAME_ERROR_POSITION, with where. */
gboolean quintet_board_text_parse  (const QuintetBoardText *board,
                                    const char             *text,
                                    QuintetBoardTextPlace   place,
                                    gpointer                position,
                                    GError                **error);

G_END_DECLS
