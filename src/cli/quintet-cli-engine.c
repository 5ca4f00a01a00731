/* quintet-cli-engine.c — the engine line protocol of `quintet-cli engine`:
 * `game GAME [POSITION]`, `move TURN`, `go [time MS | depth D | level N]`,
 * `stop`, `isready`, `quit`; replies `bestmove …`, `info …`, `readyok` and
 * `error …`, one line each
 *
 * The protocol is an object that takes one line at a time, so that the
 * command reads stdin and writes stdout while the fuzz target
 * (tests/fuzz/fuzz-engine.c) feeds it lines from bytes. Input is anything:
 * a line is at most QUINTET_TEXT_MAX_LINE bytes, and a reply quotes input
 * with quintet_text_quote(), so that every reply stays one short line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "quintet-cli-engine.h"
#include "quintet-cli-private.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-text.h"

struct _QuintetCliEngine
{
  QuintetCliEngineReply reply;
  gpointer              user_data;
  GMutex                reply_lock;
  gsize                 table_bytes;
  guint                 max_depth;

  QuintetGame          *game;
  QuintetSearch        *search;
  GThread              *thread;
  gint                  cancel;
  QuintetSearchLimits   limits;
  QuintetPositionBuffer root;
};

static void G_GNUC_PRINTF (2, 3)
reply (QuintetCliEngine *self,
       const char       *format,
       ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);

  g_mutex_lock (&self->reply_lock);
  self->reply (line, self->user_data);
  g_mutex_unlock (&self->reply_lock);
}

static gpointer
engine_think (gpointer data)
{
  QuintetCliEngine *self = data;
  QuintetSearchResult result;
  g_autofree char *description = NULL, *turn = NULL;

  quintet_search_run (self->search, &self->limits, &self->cancel, &result);
  if (!result.has_turn)
    {
      reply (self, "bestmove none");
      return NULL;
    }

  description = _quintet_cli_describe_search (self->game, &self->root, &result);
  turn = quintet_game_format_turn (self->game, &self->root, &result.turn);
  reply (self, "info %s", description);
  reply (self, "bestmove %s", turn);
  return NULL;
}

/* Waits for the search in progress, if any; @cancel stops it first. */
static void
engine_finish (QuintetCliEngine *self,
               gboolean          cancel)
{
  if (self->thread == NULL)
    return;
  if (cancel)
    g_atomic_int_set (&self->cancel, 1);
  g_thread_join (g_steal_pointer (&self->thread));
}

static void
engine_new_game (QuintetCliEngine *self,
                 const char       *arguments)
{
  g_auto(GStrv) words = g_strsplit (arguments, " ", 2);
  g_autoptr(QuintetGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (words[0] == NULL || words[0][0] == '\0')
    {
      reply (self, "error game needs a game id");
      return;
    }
  game = quintet_registry_new_game (words[0]);
  if (game == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (words[0], -1);

      reply (self, "error unknown game “%s”", quoted);
      return;
    }
  if (words[1] != NULL && !quintet_game_load_position (game, g_strstrip (words[1]), &error))
    {
      reply (self, "error %s", error->message);
      return;
    }

  g_clear_pointer (&self->search, quintet_search_free);
  g_set_object (&self->game, game);
  self->search = quintet_search_new (game, self->table_bytes);
}

/* `go`, `go time MS`, `go depth D`, `go level N` */
static gboolean
engine_parse_go (QuintetGame         *game,
                 const char          *arguments,
                 QuintetSearchLimits *limits)
{
  g_auto(GStrv) words = g_strsplit (arguments, " ", -1);
  guint64 number = 0;
  guint level = 0, time_ms = 0, depth = 0;

  if (words[0] != NULL && words[0][0] != '\0')
    {
      if (words[1] == NULL || words[2] != NULL ||
          !_quintet_cli_parse_number (words[1], g_str_equal (words[0], "level") ? QUINTET_SEARCH_N_LEVELS :
                                                g_str_equal (words[0], "depth") ? QUINTET_SEARCH_MAX_DEPTH : 3600000,
                                      &number) ||
          number == 0)
        return FALSE;
      if (g_str_equal (words[0], "level"))
        level = number;
      else if (g_str_equal (words[0], "time"))
        time_ms = number;
      else if (g_str_equal (words[0], "depth"))
        depth = number;
      else
        return FALSE;
    }

  _quintet_cli_search_limits (game, level, time_ms, depth, 1, limits);
  return TRUE;
}

static void
engine_go (QuintetCliEngine *self,
           const char       *arguments)
{
  if (self->game == NULL)
    {
      reply (self, "error no game: send “game GAME” first");
      return;
    }
  if (!engine_parse_go (self->game, arguments, &self->limits))
    {
      reply (self, "error go takes nothing, “time MS”, “depth D” or “level N”");
      return;
    }
  if (self->max_depth > 0)
    _quintet_cli_search_limits (self->game, 0, 0, self->max_depth, 1, &self->limits);

  memcpy (&self->root, quintet_game_get_position (self->game), quintet_game_get_position_size (self->game));
  quintet_search_set_game (self->search, self->game);
  g_atomic_int_set (&self->cancel, 0);
  self->thread = g_thread_new ("quintet-search", engine_think, self);
}

static void
engine_move (QuintetCliEngine *self,
             const char       *turn)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    reply (self, "error no game: send “game GAME” first");
  else if (!quintet_game_play_notation (self->game, turn, &error))
    reply (self, "error %s", error->message);
}

/* One command, stripped; FALSE after quit. */
static gboolean
engine_command (QuintetCliEngine *self,
                char             *line)
{
  char *arguments = strchr (line, ' ');
  const char *name = line;

  if (arguments != NULL)
    *arguments++ = '\0';
  else
    arguments = line + strlen (line);
  arguments = g_strstrip (arguments);

  /* Everything but stop and quit waits for the search in progress */
  engine_finish (self, g_str_equal (name, "stop") || g_str_equal (name, "quit"));

  if (g_str_equal (name, "quit"))
    return FALSE;
  if (g_str_equal (name, "stop") || name[0] == '\0')
    ;
  else if (g_str_equal (name, "game"))
    engine_new_game (self, arguments);
  else if (g_str_equal (name, "move"))
    engine_move (self, arguments);
  else if (g_str_equal (name, "go"))
    engine_go (self, arguments);
  else if (g_str_equal (name, "isready"))
    reply (self, "readyok");
  else
    {
      g_autofree char *quoted = quintet_text_quote (name, -1);

      reply (self, "error unknown command “%s”", quoted);
    }

  return TRUE;
}

QuintetCliEngine *
_quintet_cli_engine_new (QuintetCliEngineReply  reply_func,
                         gpointer               user_data,
                         gsize                  table_bytes,
                         guint                  max_depth)
{
  QuintetCliEngine *self = g_new0 (QuintetCliEngine, 1);

  self->reply = reply_func;
  self->user_data = user_data;
  g_mutex_init (&self->reply_lock);
  self->table_bytes = table_bytes;
  self->max_depth = max_depth;
  return self;
}

void
_quintet_cli_engine_free (QuintetCliEngine *self)
{
  if (self == NULL)
    return;

  engine_finish (self, TRUE);
  g_clear_pointer (&self->search, quintet_search_free);
  g_clear_object (&self->game);
  g_mutex_clear (&self->reply_lock);
  g_free (self);
}

gboolean
_quintet_cli_engine_line (QuintetCliEngine *self,
                          const char       *line,
                          gsize             length)
{
  /* Only as much as the length check needs: a longer line is refused
   * whole, and a NUL byte ends the line */
  g_autofree char *text = g_strndup (line, MIN (length, QUINTET_TEXT_MAX_LINE + 1));
  g_autoptr(GError) error = NULL;

  /* Translators: what the engine protocol refuses when it is too long */
  if (!quintet_text_check_length (text, QUINTET_TEXT_MAX_LINE, _("the line"),
                                  G_IO_ERROR, G_IO_ERROR_INVALID_DATA, &error))
    {
      /* The search in progress goes on, as after any refused line */
      reply (self, "error %s", error->message);
      return TRUE;
    }

  return engine_command (self, g_strstrip (text));
}

void
_quintet_cli_engine_wait (QuintetCliEngine *self)
{
  engine_finish (self, FALSE);
}

/* ---- quintet-cli engine: stdin and stdout ---- */

static void
print_reply (const char *line,
             gpointer    user_data)
{
  printf ("%s\n", line);
  fflush (stdout);
}

/* The next line of @input, without its newline, in @line: at most
 * QUINTET_TEXT_MAX_LINE + 1 bytes of it, the rest of a longer line read
 * and dropped, so that a huge line costs no memory before it is refused.
 * FALSE at the end of the input. */
static gboolean
read_line (FILE    *input,
           GString *line)
{
  int c;

  g_string_truncate (line, 0);
  while ((c = getc (input)) != EOF && c != '\n')
    if (line->len <= QUINTET_TEXT_MAX_LINE)
      g_string_append_c (line, (char) c);

  return c != EOF || line->len > 0;
}

int
_quintet_cli_run_engine (void)
{
  g_autoptr(QuintetCliEngine) engine = _quintet_cli_engine_new (print_reply, NULL, 0, 0);
  g_autoptr(GString) line = g_string_new (NULL);
  gboolean running = TRUE;

  while (running && read_line (stdin, line))
    running = _quintet_cli_engine_line (engine, line->str, line->len);

  /* At the end of the input the search in progress still answers; quit
   * stops it */
  if (running)
    _quintet_cli_engine_wait (engine);
  return EXIT_SUCCESS;
}
