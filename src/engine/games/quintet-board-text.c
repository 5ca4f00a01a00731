/* quintet-board-text.c — the board field of the position texts that
 * write a square board line by line: Pressman's, Ordo's, Oferhlýp's
 * (see rules/<game>.md); what each game's pieces are, it says itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-board-text.h"
#include "games-private.h"
#include "quintet-text.h"

/* The square at @file of the @line-th line of the text */
static guint
line_square (const QuintetBoardText *board,
             guint                   line,
             guint                   file)
{
  guint rank = (board->options & QUINTET_GRID_RANK_1_TOP) ? line : board->n_lines - 1 - line;

  return rank * board->n_files + file;
}

void
quintet_board_text_append (GString                *text,
                           const QuintetBoardText *board,
                           QuintetBoardTextSymbol  symbol,
                           gconstpointer           position)
{
  for (guint line = 0; line < board->n_lines; line++)
    {
      guint empty = 0;

      for (guint file = 0; file < board->n_files; file++)
        {
          char piece = symbol (position, line_square (board, line, file));

          if (piece == 0)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_printf (text, "%u", empty);
          empty = 0;
          g_string_append_c (text, piece);
        }
      if (empty > 0)
        g_string_append_printf (text, "%u", empty);
      if (line + 1 < board->n_lines)
        g_string_append_c (text, '/');
    }
}

/* The run of empty squares written at @c: a digit up to the number of
 * files, or 10 on a board that wide; 0 when @c starts none */
static guint
empty_run (const QuintetBoardText *board,
           const char             *c)
{
  if (board->n_files >= 10 && c[0] == '1' && c[1] == '0')
    return 10;
  if (*c >= '1' && *c <= '9' && (guint) (*c - '0') <= board->n_files)
    return *c - '0';
  return 0;
}

/* The messages of a board whose lines are ranks or rows: the numbers are
 * the board's, so each game reads its own size */

static gboolean
too_many_lines (const QuintetBoardText *board,
                const char             *text,
                guint                   offset,
                GError                **error)
{
  if (board->rows)
    /* Translators: "the board has more than 7 rows: it needs 7 rows of 7 squares (character 14)" */
    return position_error (error, text, _("the board has more than %u rows: it needs %u rows of %u squares (character %u)"),
                           board->n_lines, board->n_lines, board->n_files, offset);
  /* Translators: "the board has more than 8 ranks: it needs 8 ranks of 10 squares (character 24)" */
  return position_error (error, text, _("the board has more than %u ranks: it needs %u ranks of %u squares (character %u)"),
                         board->n_lines, board->n_lines, board->n_files, offset);
}

static gboolean
too_few_lines (const QuintetBoardText *board,
               const char             *text,
               guint                   n_lines,
               GError                **error)
{
  if (board->rows)
    /* Translators: "the board has 6 rows: it needs 7 rows of 7 squares" */
    return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "the board has %u row: it needs %u rows of %u squares",
                                                     "the board has %u rows: it needs %u rows of %u squares", n_lines),
                           n_lines, board->n_lines, board->n_files);
  /* Translators: "the board has 7 ranks: it needs 8 ranks of 10 squares" */
  return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "the board has %u rank: it needs %u ranks of %u squares",
                                                   "the board has %u ranks: it needs %u ranks of %u squares", n_lines),
                         n_lines, board->n_lines, board->n_files);
}

/* The line numbered @number (as the board names it) has @files squares */
static gboolean
wrong_length (const QuintetBoardText *board,
              const char             *text,
              guint                   number,
              guint                   files,
              guint                   offset,
              GError                **error)
{
  if (board->rows)
    /* Translators: "row 7 has 6 squares, not 7 (character 13)" */
    return position_error (error, text, _("row %u has %u squares, not %u (character %u)"),
                           number, files, board->n_files, offset);
  /* Translators: "rank 1 has 9 squares, not 10 (character 22)" */
  return position_error (error, text, _("rank %u has %u squares, not %u (character %u)"),
                         number, files, board->n_files, offset);
}

static gboolean
too_long (const QuintetBoardText *board,
          const char             *text,
          guint                   number,
          guint                   offset,
          GError                **error)
{
  if (board->rows)
    /* Translators: "row 1 has more than 7 squares (character 8)" */
    return position_error (error, text, _("row %u has more than %u squares (character %u)"),
                           number, board->n_files, offset);
  /* Translators: "rank 8 has more than 10 squares (character 2)" */
  return position_error (error, text, _("rank %u has more than %u squares (character %u)"),
                         number, board->n_files, offset);
}

gboolean
quintet_board_text_parse (const QuintetBoardText *board,
                          const char             *text,
                          QuintetBoardTextPlace   place,
                          gpointer                position,
                          GError                **error)
{
  gboolean rank_1_top = (board->options & QUINTET_GRID_RANK_1_TOP) != 0;
  guint line = 0, file = 0, run;
  gboolean after_run = FALSE;
  const char *c;

  for (c = text; *c != ' ' && *c != '\0'; c++)
    {
      guint offset = c - text + 1;   /* the board is the first field */
      guint number = rank_1_top ? line + 1 : board->n_lines - line;

      if (*c == '/')
        {
          /* A line after the last is too many, however right the last is */
          if (line == board->n_lines - 1)
            return too_many_lines (board, text, offset, error);
          if (file != board->n_files)
            return wrong_length (board, text, number, file, offset, error);
          line++;
          file = 0;
          after_run = FALSE;
          continue;
        }

      if ((run = empty_run (board, c)) > 0)
        {
          if (after_run)
            return position_error (error, text, board->n_files >= 10
                                   ? _("write a run of empty squares as one number (character %u)")
                                   : _("write a run of empty squares as one digit (character %u)"),
                                   offset);
          file += run;
          c += run >= 10;
          after_run = TRUE;
        }
      else if (strchr (board->symbols, *c) != NULL)
        {
          if (file >= board->n_files)
            return too_long (board, text, number, offset, error);
          if (!place (position, *c, line_square (board, line, file), text, offset, error))
            return FALSE;
          file++;
          after_run = FALSE;
        }
      else
        {
          /* Everything before @c is ASCII, so bytes count characters */
          g_autofree char *quoted = quintet_text_quote (c, quintet_text_char_length (c));

          return position_error (error, text, _("unexpected “%s” at character %u"), quoted, offset);
        }

      if (file > board->n_files)
        return too_long (board, text, number, offset, error);
    }

  if (line != board->n_lines - 1)
    return too_few_lines (board, text, line + 1, error);
  if (file != board->n_files)
    return wrong_length (board, text, rank_1_top ? line + 1 : board->n_lines - line, file, c - text, error);

  return TRUE;
}
