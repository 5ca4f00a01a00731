/* quintet-puzzle-file.c — the puzzle data files: one puzzle a line,
 * ID<TAB>N<TAB>POSITION TEXT<TAB>TURN<TAB>TURN…, comment lines start with '#'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-puzzle.h"
#include "quintet-registry.h"
#include "quintet-text.h"

void
quintet_puzzle_free (QuintetPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->id);
  g_free (puzzle->position);
  g_strfreev (puzzle->turns);
  g_free (puzzle);
}

char *
quintet_puzzle_format (const QuintetPuzzle *puzzle)
{
  g_autofree char *turns = g_strjoinv ("\t", puzzle->turns);

  return g_strdup_printf ("%s\t%u\t%s\t%s", puzzle->id, puzzle->n, puzzle->position, turns);
}

QuintetGame *
quintet_puzzle_new_game (QuintetGame         *game,
                         const QuintetPuzzle *puzzle,
                         GError             **error)
{
  g_autoptr(QuintetGame) copy = g_object_new (G_OBJECT_TYPE (game),
                                              "variant", quintet_game_get_variant (game), NULL);

  if (!quintet_game_load_position (copy, puzzle->position, error))
    return NULL;
  return g_steal_pointer (&copy);
}

static gboolean
valid_id (const char *id)
{
  if (*id == '\0')
    return FALSE;
  for (const char *c = id; *c != '\0'; c++)
    if (!g_ascii_islower (*c) && !g_ascii_isdigit (*c) && *c != '-')
      return FALSE;
  return TRUE;
}

/* Checks one line's puzzle; FALSE with @message set */
static gboolean
check_puzzle (QuintetGame   *game,
              QuintetPuzzle *puzzle,
              char         **message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetGame) copy = quintet_puzzle_new_game (game, puzzle, &error);
  QuintetSide solver;
  guint solver_turns = 0;
  QuintetOutcome outcome;

  if (copy == NULL)
    {
      *message = g_strdup (error->message);
      return FALSE;
    }
  if (quintet_game_get_outcome (copy).status != QUINTET_STATUS_ONGOING)
    {
      *message = g_strdup (_("the position is decided already"));
      return FALSE;
    }
  solver = quintet_game_get_side_to_move (copy);
  for (guint i = 0; puzzle->turns[i] != NULL; i++)
    {
      if (quintet_game_get_outcome (copy).status != QUINTET_STATUS_ONGOING)
        {
          /* TRANSLATORS: a puzzle's solution goes on after the game ended */
          *message = g_strdup_printf (_("turn %u: the game is decided before it"), i + 1);
          return FALSE;
        }
      if (quintet_game_get_side_to_move (copy) == solver)
        solver_turns++;
      if (!quintet_game_play_notation (copy, puzzle->turns[i], &error))
        {
          *message = g_strdup_printf (_("turn %u: %s"), i + 1, error->message);
          return FALSE;
        }
    }
  outcome = quintet_game_get_outcome (copy);
  if (outcome.status != QUINTET_STATUS_WIN || outcome.winner != solver)
    {
      *message = g_strdup (_("the solution does not end in the solver’s win"));
      return FALSE;
    }
  if (solver_turns != puzzle->n)
    {
      *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "N is %u but the solution wins in %u turn of the solver",
                                               "N is %u but the solution wins in %u turns of the solver",
                                               solver_turns),
                                  puzzle->n, solver_turns);
      return FALSE;
    }
  return TRUE;
}

/* One line's fields into a puzzle; NULL with @message set */
static QuintetPuzzle *
parse_line (QuintetGame *game,
            const char  *line,
            guint        number,
            char       **message)
{
  g_auto(GStrv) fields = g_strsplit (line, "\t", -1);
  g_autoptr(QuintetPuzzle) puzzle = NULL;
  guint n_fields = g_strv_length (fields);
  guint64 n;

  if (n_fields < 4)
    {
      *message = g_strdup (_("expected ID, N, a position and at least one turn, separated by tabs"));
      return NULL;
    }
  if (!valid_id (fields[0]))
    {
      g_autofree char *quoted = quintet_text_quote (fields[0], -1);

      *message = g_strdup_printf (_("the ID “%s” is not lowercase letters, digits and “-”"), quoted);
      return NULL;
    }
  if (!g_ascii_string_to_unsigned (fields[1], 10, 1, QUINTET_PUZZLE_MAX_N, &n, NULL))
    {
      g_autofree char *quoted = quintet_text_quote (fields[1], -1);

      *message = g_strdup_printf (_("N must be a number from 1 to %u, not “%s”"),
                                  QUINTET_PUZZLE_MAX_N, quoted);
      return NULL;
    }
  puzzle = g_new0 (QuintetPuzzle, 1);
  puzzle->id = g_strdup (fields[0]);
  puzzle->n = n;
  puzzle->position = g_strdup (fields[2]);
  puzzle->turns = g_new0 (char *, n_fields - 2);
  for (guint i = 3; i < n_fields; i++)
    puzzle->turns[i - 3] = g_strdup (fields[i]);
  puzzle->line = number;
  if (!check_puzzle (game, puzzle, message))
    return NULL;
  return g_steal_pointer (&puzzle);
}

GPtrArray *
quintet_puzzle_read (QuintetGame  *game,
                     const char   *source,
                     const char   *text,
                     GError      **error)
{
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) quintet_puzzle_free);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION,
                   "%s: %s", source, _("the file is not UTF-8 text"));
      return NULL;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *message = NULL;
      char *line = lines[i];
      gsize length;
      QuintetPuzzle *puzzle;

      /* a comment is a line of its own: position texts and turns may hold '#' */
      if (*(line + strspn (line, " \t")) == '#')
        continue;
      length = strlen (line);
      while (length > 0 && (line[length - 1] == '\r' || line[length - 1] == ' '))
        line[--length] = '\0';
      if (length == 0)
        continue;

      puzzle = parse_line (game, line, i + 1, &message);
      if (puzzle != NULL && g_hash_table_contains (ids, puzzle->id))
        {
          message = g_strdup_printf (_("the ID “%s” is used already"), puzzle->id);
          g_clear_pointer (&puzzle, quintet_puzzle_free);
        }
      if (puzzle == NULL)
        {
          g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION,
                       "%s:%u: %s", source, i + 1, message);
          return NULL;
        }
      g_ptr_array_add (puzzles, puzzle);
      g_hash_table_add (ids, puzzle->id);
    }
  return g_steal_pointer (&puzzles);
}

GPtrArray *
quintet_puzzle_read_file (QuintetGame  *game,
                          const char   *file_name,
                          GError      **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local = NULL;

  if (!g_file_get_contents (file_name, &text, NULL, &local))
    {
      g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION,
                   "%s", local->message);
      return NULL;
    }
  return quintet_puzzle_read (game, file_name, text, error);
}

const char *
quintet_puzzle_data_dir (void)
{
  const char *folder = g_getenv ("QUINTET_PUZZLES_DIR");

  return folder != NULL && *folder != '\0' ? folder : PUZZLESDIR;
}

char *
quintet_puzzle_set_file (const char *game_id,
                         const char *folder)
{
  g_autofree char *name = g_strconcat (game_id, ".txt", NULL);

  g_return_val_if_fail (game_id != NULL, NULL);

  return g_build_filename (folder != NULL ? folder : quintet_puzzle_data_dir (), name, NULL);
}

GPtrArray *
quintet_puzzle_load_set (const char  *game_id,
                         GError     **error)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autofree char *file_name = NULL;

  if (game == NULL)
    {
      g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION,
                   _("no game “%s”"), game_id);
      return NULL;
    }
  file_name = quintet_puzzle_set_file (game_id, NULL);
  return quintet_puzzle_read_file (game, file_name, error);
}
