/* quintet-geometry.c — helpers over QuintetGeometry shared by the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-game.h"
#include "quintet-geometry.h"

/* Room around the squares for the coordinate labels */
#define GRID_MARGIN 0.5

static void
init_grid_cells (QuintetSquareGrid  *grid,
                 guint               n_files,
                 guint               n_ranks,
                 QuintetGridOptions  options)
{
  char first_file = (options & QUINTET_GRID_UPPER_CASE) ? 'A' : 'a';
  guint dark_parity = (options & QUINTET_GRID_A1_LIGHT) ? 1 : 0;

  for (guint rank = 0; rank < n_ranks; rank++)
    for (guint file = 0; file < n_files; file++)
      {
        QuintetCellInfo *cell = &grid->cells[rank * n_files + file];
        guint row = (options & QUINTET_GRID_RANK_1_TOP) ? rank : n_ranks - 1 - rank;

        g_snprintf (cell->name, sizeof cell->name, "%c%u", first_file + file, rank + 1);
        quintet_cell_info_set_square (cell, GRID_MARGIN + file, GRID_MARGIN + row,
                                      (file + rank) % 2 == dark_parity);
      }
}

/* File letters under the board, rank numbers at its left edge. */
static void
init_grid_labels (QuintetSquareGrid  *grid,
                  guint               n_files,
                  guint               n_ranks,
                  QuintetGridOptions  options)
{
  char first_file = (options & QUINTET_GRID_UPPER_CASE) ? 'A' : 'a';

  for (guint file = 0; file < n_files; file++)
    grid->labels[file] = (QuintetLabelInfo) { { first_file + file, 0 }, GRID_MARGIN + file + 0.5,
                                              GRID_MARGIN + n_ranks + GRID_MARGIN / 2 };
  for (guint rank = 0; rank < n_ranks; rank++)
    {
      QuintetLabelInfo *label = &grid->labels[n_files + rank];
      guint row = (options & QUINTET_GRID_RANK_1_TOP) ? rank : n_ranks - 1 - rank;

      g_snprintf (label->text, sizeof label->text, "%u", rank + 1);
      label->x = GRID_MARGIN / 2;
      label->y = GRID_MARGIN + row + 0.5;
    }
}

/**
 * quintet_square_grid_init:
 *
 * Fills @grid with a board of @n_files × @n_ranks unit squares and a
 * half-unit margin for the coordinates: cells named "a1" … (file letter,
 * rank number), shaded like a chessboard, file labels below and rank
 * labels on the left. Zones and lines are left empty for the game.
 */
void
quintet_square_grid_init (QuintetSquareGrid  *grid,
                          guint               n_files,
                          guint               n_ranks,
                          QuintetGridOptions  options)
{
  g_return_if_fail (grid != NULL);
  g_return_if_fail (n_files > 0 && n_files <= QUINTET_GRID_MAX_FILES);
  g_return_if_fail (n_ranks > 0 && n_ranks <= QUINTET_GRID_MAX_RANKS);

  memset (grid, 0, sizeof *grid);
  init_grid_cells (grid, n_files, n_ranks, options);
  init_grid_labels (grid, n_files, n_ranks, options);

  grid->geometry = (QuintetGeometry) {
    .width = n_files + 2 * GRID_MARGIN, .height = n_ranks + 2 * GRID_MARGIN,
    .board_x = GRID_MARGIN, .board_y = GRID_MARGIN, .board_width = n_files, .board_height = n_ranks,
    .piece_radius = 0.38,
    .n_cells = n_files * n_ranks, .cells = grid->cells,
    .n_labels = n_files + n_ranks, .labels = grid->labels,
  };
}

/**
 * quintet_geometry_match_cell:
 *
 * The cell whose name is the longest prefix of @text, in @cell; returns
 * the length of that name, or 0 when no cell name starts @text. Longest
 * first, so that a board whose names are prefixes of others (Opprimo's
 * "c2" and "cd2") reads the whole name.
 */
guint
quintet_geometry_match_cell (const QuintetGeometry *geometry,
                             const char            *text,
                             guint                 *cell)
{
  gsize best_length = 0;

  g_return_val_if_fail (geometry != NULL, 0);
  g_return_val_if_fail (text != NULL, 0);
  g_return_val_if_fail (cell != NULL, 0);

  for (guint i = 0; i < geometry->n_cells; i++)
    {
      const char *name = geometry->cells[i].name;
      gsize length = strlen (name);

      if (length > best_length && strncmp (text, name, length) == 0)
        {
          best_length = length;
          *cell = i;
        }
    }

  return best_length;
}

QuintetCell
quintet_geometry_find_cell (const QuintetGeometry *geometry,
                            const char            *name)
{
  guint cell = QUINTET_NO_CELL;

  g_return_val_if_fail (geometry != NULL, QUINTET_NO_CELL);
  g_return_val_if_fail (name != NULL, QUINTET_NO_CELL);

  if (quintet_geometry_match_cell (geometry, name, &cell) != strlen (name) || cell >= QUINTET_NO_CELL)
    return QUINTET_NO_CELL;
  return cell;
}

/**
 * quintet_geometry_parse_cell:
 *
 * Reads a cell name at text[*offset] and moves @offset past it. On
 * failure sets a notation error that names the character (from 1) and,
 * on a square board, the range of squares: "“c2-c9”: expected a square
 * from a1 to h8 at character 4".
 */
gboolean
quintet_geometry_parse_cell (const QuintetGeometry  *geometry,
                             const char             *text,
                             guint                  *offset,
                             guint                  *cell,
                             GError                **error)
{
  guint length;

  g_return_val_if_fail (geometry != NULL && geometry->n_cells > 0, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (offset != NULL && *offset <= strlen (text), FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  length = quintet_geometry_match_cell (geometry, text + *offset, cell);
  if (length > 0)
    {
      *offset += length;
      return TRUE;
    }

  if (geometry->cells[0].shape == QUINTET_CELL_SQUARE)
    /* Translators: "c9" in "c2-c9": the first and last square, the character position */
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                                    _("expected a square from %s to %s at character %u"),
                                    geometry->cells[0].name,
                                    geometry->cells[geometry->n_cells - 1].name, *offset + 1);
  return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                                  _("expected a cell name at character %u"), *offset + 1);
}
