/* quintet-text.h — input as it may appear in a message, and the sizes
 * every reader of text accepts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The longest text each reader takes; longer input is refused at once,
 * by its length, before it is parsed. Each is far above what any legal
 * input needs: the longest position text of any game is under 200
 * bytes, the longest turn (an Oferhlýp chain over all 14 enemy tokens,
 * with the notation's captures) under 100. */
#define QUINTET_TEXT_MAX_POSITION  4096
#define QUINTET_TEXT_MAX_TURN      512
#define QUINTET_TEXT_MAX_LINE      8192   /* a line of the engine protocol */

/* How many characters of the input a message quotes before “…” */
#define QUINTET_TEXT_QUOTE_CHARS   100   /* a whole position text of any game */
/* … and of a file name */
#define QUINTET_TEXT_QUOTE_NAME_CHARS 240

char    *quintet_text_quote          (const char *text,
                                      gssize      length) G_GNUC_WARN_UNUSED_RESULT;

char    *quintet_text_quote_name     (const char *name) G_GNUC_WARN_UNUSED_RESULT;

/* @length bytes of @text as a count: digits only, no sign, no leading
 * zero (but "0"), at most @max */
gboolean quintet_text_parse_count    (const char  *text,
                                      gsize        length,
                                      guint64      max,
                                      guint64     *value);

gboolean quintet_text_check_length   (const char  *text,
                                      gsize        max_length,
                                      const char  *what,
                                      GQuark       domain,
                                      int          code,
                                      GError     **error);

/* The bytes of the character at @at, for quoting it alone: a whole valid
 * UTF-8 character, else the one byte (which the quote escapes). */
static inline gsize
quintet_text_char_length (const char *at)
{
  gunichar c = g_utf8_get_char_validated (at, -1);

  return c == (gunichar) -1 || c == (gunichar) -2 || c == 0 ? 1 : (gsize) (g_utf8_next_char (at) - at);
}

G_END_DECLS
