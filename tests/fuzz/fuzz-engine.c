/* fuzz-engine.c — a libFuzzer target for the engine line protocol of
 * `quintet-cli engine` (src/cli/quintet-cli-engine.c): the bytes are lines
 * of input. Every reply is one line of text, an error reply a short one,
 * and every `go` is answered. `go` searches one turn deep, whatever it
 * asks, so that an input runs in milliseconds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include "quintet-cli-engine.h"
#include "quintet-text.h"

#define SEARCH_TABLE_BYTES (64 * 1024)
#define SEARCH_MAX_DEPTH   1
/* Enough commands for a game, a few turns and searches */
#define MAX_LINES          32

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug the fuzzer should report */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static void
check_reply (const char *line,
             gpointer    user_data)
{
  GString *replies = user_data;
  g_autofree char *escaped = g_strescape (line, NULL);

  if (!g_utf8_validate (line, -1, NULL) || strpbrk (line, "\n\r") != NULL || line[0] == '\0')
    {
      if (!fuzz_lax_messages ())
        fuzz_fail ("a reply that is not one line of text: \"%s\"\nreplies before it:\n%s", escaped, replies->str);
      fuzz_report_lax ("a reply that is not one line of text: \"%s\"", escaped);
      return;
    }
  if (g_str_has_prefix (line, "error ") && g_utf8_strlen (line, -1) >= FUZZ_MAX_MESSAGE)
    {
      if (!fuzz_lax_messages ())
        fuzz_fail ("an error reply of %ld characters: \"%s\"", g_utf8_strlen (line, -1), escaped);
      fuzz_report_lax ("an error reply of %ld characters: \"%s\"", g_utf8_strlen (line, -1), escaped);
    }
  g_string_append_printf (replies, "%s\n", line);
}

/* Whether the protocol reads the line as a `go` command */
static gboolean
is_go_command (const char *line,
               gsize       length)
{
  g_autofree char *text = g_strndup (line, MIN (length, QUINTET_TEXT_MAX_LINE + 1));

  if (strlen (text) > QUINTET_TEXT_MAX_LINE)
    return FALSE;
  g_strstrip (text);
  return g_str_equal (text, "go") || g_str_has_prefix (text, "go ");
}

static guint
count_bestmoves (const char *replies)
{
  guint n = 0;

  for (const char *p = replies; (p = strstr (p, "bestmove ")) != NULL; p++)
    n++;
  return n;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GString) replies = g_string_new (NULL);
  g_autoptr(QuintetCliEngine) engine = _quintet_cli_engine_new (check_reply, replies, SEARCH_TABLE_BYTES,
                                                                SEARCH_MAX_DEPTH);
  const char *line = (const char *) data, *end = line + size;

  for (guint n_lines = 0; line < end && n_lines < MAX_LINES; n_lines++)
    {
      const char *newline = memchr (line, '\n', end - line);
      const char *line_end = newline != NULL ? newline : end;
      gboolean is_go = is_go_command (line, line_end - line);
      gsize replied = replies->len;

      if (!_quintet_cli_engine_line (engine, line, line_end - line))
        break;
      _quintet_cli_engine_wait (engine);

      /* A search started is answered, once; a refused one says why */
      if (is_go && !g_str_has_prefix (replies->str + replied, "error ") &&
          count_bestmoves (replies->str + replied) != 1)
        fuzz_fail ("a go answered by %u bestmove replies:\n%s", count_bestmoves (replies->str + replied),
                   replies->str + replied);
      line = line_end + 1;
    }
  return 0;
}
