/* quintet-text.c — input as it may appear in a message
 *
 * Messages quote what the user wrote so that they can find it, but input
 * can be anything: a turn that ends in a newline, a terminal escape, a
 * 100 kB paste. A quoted piece of input is one line, of printable
 * characters, at most QUINTET_TEXT_QUOTE_CHARS of them before “…”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-text.h"

static void
append_escaped (GString  *out,
                gunichar  c)
{
  switch (c)
    {
    case '\n': g_string_append (out, "\\n"); break;
    case '\r': g_string_append (out, "\\r"); break;
    case '\t': g_string_append (out, "\\t"); break;
    case '\\': g_string_append (out, "\\\\"); break;
    default:
      if (c < 0x100)
        g_string_append_printf (out, "\\x%02x", c);
      else
        g_string_append_printf (out, "\\u%04x", c);
    }
}

static char *
quote_up_to (const char *text,
             gssize      length,
             guint       max_chars)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) piece = g_string_new (NULL);
  const char *p, *end;
  guint n_chars = 0;

  if (text == NULL)
    return g_strdup ("");
  if (length < 0)
    length = strlen (text);
  end = text + length;

  for (p = text; p < end; )
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      gboolean invalid = c == (gunichar) -1 || c == (gunichar) -2;
      guint piece_chars;

      g_string_truncate (piece, 0);
      if (invalid)
        {
          g_string_append_printf (piece, "\\x%02x", (guchar) *p);
          piece_chars = piece->len;
        }
      else if (c == '\\' || !g_unichar_isprint (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
        {
          append_escaped (piece, c);
          piece_chars = piece->len;
        }
      else
        {
          g_string_append_unichar (piece, c);
          piece_chars = 1;
        }

      /* What is shown is counted, an escape by its length */
      if (n_chars + piece_chars > max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      g_string_append_len (out, piece->str, piece->len);
      n_chars += piece_chars;
      p = invalid ? p + 1 : g_utf8_next_char (p);
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A copy of @text (@length bytes, or up to its NUL when -1) that is safe
 * to print: control characters, format characters such as the
 * bidirectional overrides, and a backslash written as escapes
 * (“\n”, “\x1b”, “\u202e”), a byte that is not UTF-8 as “\xHH”, and
 * “…” where more would show more than QUINTET_TEXT_QUOTE_CHARS characters
 * (an escape shows as several). */
char *
quintet_text_quote (const char *text,
                    gssize      length)
{
  return quote_up_to (text, length, QUINTET_TEXT_QUOTE_CHARS);
}

/* The same for a file name (or a message that holds one, from GIO): a
 * path is often longer than a turn or a position and its end matters, so it is
 * cut only past QUINTET_TEXT_QUOTE_NAME_CHARS. */
char *
quintet_text_quote_name (const char *name)
{
  return quote_up_to (name, -1, QUINTET_TEXT_QUOTE_NAME_CHARS);
}

/* Refuses @text when it is longer than @max_length bytes, with a message
 * that names @what (“the position text”, “the turn”) and both lengths:
 * before anything looks at the text, so that the time and memory a
 * reader spends on any input are bounded. */
gboolean
quintet_text_check_length (const char  *text,
                           gsize        max_length,
                           const char  *what,
                           GQuark       domain,
                           int          code,
                           GError     **error)
{
  gsize length = strnlen (text, max_length + 1);

  if (length <= max_length)
    return TRUE;

  /* Translators: what was too long (“the position text”), then the most
   * it may have; the text itself is not repeated, since it is long */
  g_set_error (error, domain, code,
               g_dngettext (GETTEXT_PACKAGE, "%s is too long: at most %u byte",
                            "%s is too long: at most %u bytes", max_length),
               what, (guint) max_length);
  return FALSE;
}

gboolean
quintet_text_parse_count (const char *text,
                          gsize       length,
                          guint64     max,
                          guint64    *value)
{
  guint64 number = 0;

  if (length == 0 || length > 9 || (text[0] == '0' && length > 1))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      number = number * 10 + (guint64) (text[i] - '0');
    }
  if (number > max)
    return FALSE;
  *value = number;
  return TRUE;
}
