/* quintet-geometry.h — helpers over QuintetGeometry shared by the games:
 * a square-grid board builder and a cell-name parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "quintet-types.h"

G_BEGIN_DECLS

/* Large enough for every square board (Ordo's 10 files, Overlord's 9 ranks). */
#define QUINTET_GRID_MAX_FILES 10
#define QUINTET_GRID_MAX_RANKS 10

typedef enum {
  QUINTET_GRID_DEFAULT     = 0,
  QUINTET_GRID_UPPER_CASE  = 1 << 0,  /* "E1" rather than "e1" (Oferhlýp) */
  QUINTET_GRID_RANK_1_TOP  = 1 << 1,  /* rank 1 drawn at the top (Oferhlýp's rows) */
  QUINTET_GRID_A1_LIGHT    = 1 << 2,  /* a1 is a light square (default: dark) */
} QuintetGridOptions;

/* A square board and the storage behind its geometry: keep it in static
 * storage and publish &grid->geometry. Cell id = (rank - 1) × files + file,
 * so a1 is 0 whichever edge rank 1 is drawn on. */
typedef struct {
  QuintetGeometry  geometry;
  QuintetCellInfo  cells[QUINTET_GRID_MAX_FILES * QUINTET_GRID_MAX_RANKS];
  QuintetLabelInfo labels[QUINTET_GRID_MAX_FILES + QUINTET_GRID_MAX_RANKS];
} QuintetSquareGrid;

void     quintet_square_grid_init      (QuintetSquareGrid      *grid,
                                        guint                   n_files,
                                        guint                   n_ranks,
                                        QuintetGridOptions      options);

/* The name quintet_square_grid_init gives square @square of a board of
 * @n_files files ("a1", or "A1" with QUINTET_GRID_UPPER_CASE), in @name:
 * 3 bytes, for boards of at most 9 ranks. For the games' notation and
 * messages, where a name is written often. */
static inline void
quintet_square_name (guint               square,
                     guint               n_files,
                     QuintetGridOptions  options,
                     char               *name)
{
  name[0] = ((options & QUINTET_GRID_UPPER_CASE) ? 'A' : 'a') + square % n_files;
  name[1] = '1' + square / n_files;
  name[2] = '\0';
}

guint    quintet_geometry_match_cell   (const QuintetGeometry  *geometry,
                                        const char             *text,
                                        guint                  *cell);
/* The cell whose name is exactly @name, or QUINTET_NO_CELL. */
QuintetCell quintet_geometry_find_cell (const QuintetGeometry *geometry,
                                        const char            *name);
gboolean quintet_geometry_parse_cell   (const QuintetGeometry  *geometry,
                                        const char             *text,
                                        guint                  *offset,
                                        guint                  *cell,
                                        GError                **error);

G_END_DECLS
