/* quintet-record-reader.c — reading game records (docs/records.md) into
 * a game, over the QuintetGame API alone: the text, the tags and the game
 * they make here, the turns in quintet-record-turns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-clock.h"
#include "quintet-record-reader-private.h"
#include "quintet-registry.h"
#include "quintet-text.h"

static void
located_clear (Located *located)
{
  g_clear_pointer (&located->value, g_free);
}

static void
reader_clear (Reader *reader)
{
  located_clear (&reader->game_id);
  located_clear (&reader->position);
  located_clear (&reader->result);
  located_clear (&reader->termination);
  g_clear_pointer (&reader->tags, g_array_unref);
  g_clear_pointer (&reader->tag_names, g_hash_table_unref);
  g_clear_pointer (&reader->comments, g_ptr_array_unref);
  g_clear_pointer (&reader->lines, g_array_unref);
  g_clear_pointer (&reader->record, quintet_record_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Reader, reader_clear)

/* Line and column (in characters) of byte @at, both from 1. Only valid
 * UTF-8 stands before @at, even for the error that says it is not. */
static void
locate (Reader *reader,
        gsize   at,
        gsize  *line,
        gsize  *column)
{
  gsize line_start = 0;

  *line = 1;
  for (gsize i = 0; i < at && i < reader->length; i++)
    if (reader->text[i] == '\n')
      {
        (*line)++;
        line_start = i + 1;
      }

  *column = 1;
  for (gsize i = line_start; i < at && i < reader->length; i++)
    *column += ((guchar) reader->text[i] & 0xC0) != 0x80;
}

/* quintet-record-reader-private.h */
gboolean
_quintet_record_reader_error (Reader     *reader,
                              gsize       at,
                              int         code,
                              const char *format,
                              ...)
{
  g_autofree char *message = NULL;
  g_autofree char *source = NULL;
  gsize line, column;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* The games' messages are one line already; make sure of it */
  g_strdelimit (message, "\r\n", ' ');

  locate (reader, at, &line, &column);
  /* A file name comes from outside too: a newline or an escape in it
   * must not reach the terminal */
  if (reader->source_name != NULL)
    source = quintet_text_quote_name (reader->source_name);
  if (source != NULL)
    g_set_error (reader->error, QUINTET_RECORD_ERROR, code, "%s:%" G_GSIZE_FORMAT ":%" G_GSIZE_FORMAT ": %s",
                 source, line, column, message);
  else
    g_set_error (reader->error, QUINTET_RECORD_ERROR, code, "%" G_GSIZE_FORMAT ":%" G_GSIZE_FORMAT ": %s",
                 line, column, message);
  return FALSE;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t';
}

static void
skip_blanks (Reader *reader)
{
  while (!at_end (reader) && is_blank (peek (reader)))
    reader->offset++;
}

/* The whole text is UTF-8 without NUL bytes, or an error says where not */
static gboolean
check_text (Reader *reader)
{
  const char *nul = memchr (reader->text, '\0', reader->length);
  gsize checked = nul != NULL ? (gsize) (nul - reader->text) : reader->length;
  const char *end;

  if (!g_utf8_validate_len (reader->text, checked, &end))
    return _quintet_record_reader_error (reader, end - reader->text, QUINTET_RECORD_ERROR_NOT_TEXT,
                                         _("the file is not UTF-8 text: invalid byte 0x%02X"), (guchar) *end);
  if (nul != NULL)
    return _quintet_record_reader_error (reader, checked, QUINTET_RECORD_ERROR_NOT_TEXT,
                                         _("the file is not text: it holds a NUL byte"));
  return TRUE;
}

/* The quoted value of a tag, with its escapes \" and \\ */
static gboolean
read_tag_value (Reader     *reader,
                const char *quoted_name,
                GString    *value)
{
  gsize open = reader->offset;

  reader->offset++;
  for (;;)
    {
      char c = peek (reader);

      if (at_end (reader) || c == '\n' || c == '\r')
        return _quintet_record_reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX,
                                             _("the value of tag “%s” has no closing “\"” on its line"), quoted_name);
      reader->offset++;
      if (c == '"')
        return TRUE;
      if (c == '\\')
        {
          c = peek (reader);
          if (c != '"' && c != '\\')
            {
              const char *next = reader->text + reader->offset;
              int length = at_end (reader) || c == '\n' || c == '\r' ? 0 : g_utf8_next_char (next) - next;
              g_autofree char *quoted = quintet_text_quote (next, length);

              return _quintet_record_reader_error (reader, reader->offset - 1, QUINTET_RECORD_ERROR_SYNTAX,
                                                   _("“\\%s” is not an escape: a tag value has only \\\" and \\\\"),
                                                   quoted);
            }
          reader->offset++;
        }
      g_string_append_c (value, c);
    }
}

static gboolean
store_tag (Reader *reader,
           char   *name,
           char   *value,
           gsize   at,
           gsize   value_at)
{
  Located *slot = NULL;
  g_autofree char *quoted = NULL;

  if (g_str_equal (name, "Game"))
    slot = &reader->game_id;
  else if (g_str_equal (name, "Position"))
    slot = &reader->position;
  else if (g_str_equal (name, "Result"))
    slot = &reader->result;
  else if (g_str_equal (name, "Termination"))
    slot = &reader->termination;

  /* docs/records.md: "-" is PGN's "no clock" */
  if (g_str_equal (name, "TimeControl") && !g_str_equal (value, "-"))
    {
      QuintetTimeControl controls[2];

      if (!quintet_time_control_parse (value, controls))
        {
          quoted = quintet_text_quote (value, -1);
          /* Translators: TimeControl is the tag's name; keep "300+5" as it is */
          return _quintet_record_reader_error (reader, value_at, QUINTET_RECORD_ERROR_SYNTAX,
                                               _("“%s” is not a time control: write seconds and an increment, e.g. “300+5”"), quoted);
        }
    }

  if (slot != NULL && slot->value == NULL)
    {
      *slot = (Located) { g_strdup (value), value_at };
      return TRUE;
    }
  /* A set of the names, so that a file of many tags reads in linear time */
  if (slot == NULL && g_hash_table_add (reader->tag_names, g_strdup (name)))
    {
      g_array_append_val (reader->tags, ((QuintetRecordTag) { g_strdup (name), g_strdup (value) }));
      return TRUE;
    }

  quoted = quintet_text_quote (name, -1);
  return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("tag “%s” is given twice"), quoted);
}

/* [Name "value"] */
static gboolean
read_tag (Reader *reader)
{
  gsize at = reader->offset, name_at, value_at;
  g_autofree char *name = NULL;
  g_autofree char *quoted_name = NULL;
  g_autoptr(GString) value = g_string_new (NULL);

  reader->offset++;
  skip_blanks (reader);
  name_at = reader->offset;
  while (!at_end (reader) && _quintet_record_is_name_char (peek (reader)))
    reader->offset++;
  if (reader->offset == name_at)
    return _quintet_record_reader_error (reader, name_at, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("expected a tag name (letters, digits, “_”) after “[”"));
  name = g_strndup (reader->text + name_at, reader->offset - name_at);
  quoted_name = quintet_text_quote (name, -1);

  skip_blanks (reader);
  if (peek (reader) != '"')
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("expected “\"” to open the value of tag “%s”"), quoted_name);
  value_at = reader->offset + 1;
  if (!read_tag_value (reader, quoted_name, value))
    return FALSE;

  skip_blanks (reader);
  if (peek (reader) != ']')
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("expected “]” to close tag “%s”"), quoted_name);
  reader->offset++;

  return store_tag (reader, name, value->str, at, value_at);
}

static gboolean
read_tags (Reader *reader)
{
  skip_space (reader);
  if (at_end (reader))
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_GAME,
                                         _("the record is empty: a record starts with tags such as [Game \"pressman\"]"));

  while (peek (reader) == '[')
    {
      if (!read_tag (reader))
        return FALSE;
      skip_space (reader);
    }

  return TRUE;
}

/* Makes the game of the Game tag from the Position tag or the standard
 * start, and keeps the other tags in the record. */
static gboolean
start_game (Reader *reader)
{
  g_autoptr(QuintetGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (reader->game_id.value == NULL)
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_GAME,
                                         _("the record has no Game tag, such as [Game \"pressman\"], before its turns"));

  game = quintet_registry_new_game (reader->game_id.value);
  if (game == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (reader->game_id.value, -1);

      return _quintet_record_reader_error (reader, reader->game_id.at, QUINTET_RECORD_ERROR_GAME,
                                           _("unknown game “%s”"), quoted);
    }

  if (reader->position.value != NULL &&
      !quintet_game_load_position (game, reader->position.value, &error))
    return _quintet_record_reader_error (reader, reader->position.at, QUINTET_RECORD_ERROR_GAME, "%s", error->message);

  /* The tags are distinct already: they move over as they are, but for
   * the values that say "not known" */
  reader->record = _quintet_record_new_empty (game);
  for (guint i = 0; i < reader->tags->len; i++)
    {
      QuintetRecordTag *tag = &g_array_index (reader->tags, QuintetRecordTag, i);
      gboolean unknown = g_str_equal (tag->value, g_str_equal (tag->name, "Date") ? QUINTET_RECORD_UNKNOWN_DATE : QUINTET_RECORD_UNKNOWN_VALUE);

      if (!unknown)
        {
          g_array_append_val (reader->record->tags, *tag);
          *tag = (QuintetRecordTag) { NULL, NULL };
        }
    }
  return TRUE;
}

static gboolean
check_result_tag (Reader *reader)
{
  const char *value = reader->result.value;
  g_autofree char *quoted = NULL;

  if (value == NULL || _quintet_record_is_result (value, strlen (value)))
    return TRUE;

  quoted = quintet_text_quote (value, -1);
  return _quintet_record_reader_error (reader, reader->result.at, QUINTET_RECORD_ERROR_SYNTAX,
                                       _("“%s” is not a result: write “1-0”, “0-1”, “1/2-1/2” or “*”"), quoted);
}

/* Keeps the Termination tag as read, for as long as the game ends there */
static void
keep_termination (Reader *reader)
{
  QuintetRecord *record = reader->record;
  QuintetGame *game = record->game;

  if (reader->termination.value == NULL || quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING)
    return;

  record->termination = g_steal_pointer (&reader->termination.value);
  record->termination_ply = quintet_game_get_n_turns (game);
  record->termination_hash = QUINTET_POSITION_HASH (quintet_game_get_position (game));
  record->termination_outcome = quintet_game_get_outcome (game);
}

QuintetRecord *
quintet_record_parse (const char  *text,
                      gssize       length,
                      const char  *source_name,
                      GError     **error)
{
  g_auto(Reader) reader = { 0 };

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  reader.length = length < 0 ? strlen (text) : (gsize) length;
  reader.text = text;
  reader.source_name = source_name;
  reader.error = error;
  reader.tags = g_array_new (FALSE, TRUE, sizeof (QuintetRecordTag));
  g_array_set_clear_func (reader.tags, _quintet_record_tag_clear);
  reader.tag_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  reader.comments = g_ptr_array_new_with_free_func (g_free);
  reader.lines = g_array_new (FALSE, TRUE, sizeof (Line));

  /* Before anything else: a huge file is refused without reading it */
  if (reader.length > QUINTET_RECORD_MAX_SIZE)
    {
      _quintet_record_reader_error (&reader, 0, QUINTET_RECORD_ERROR_TOO_LARGE,
                                    _("the file is larger than %d MB: not a game record"),
                                    QUINTET_RECORD_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  /* A byte order mark is no part of the text (columns count after it) */
  if (reader.length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      reader.text += 3;
      reader.length -= 3;
    }

  if (!check_text (&reader) || !read_tags (&reader) || !check_result_tag (&reader) ||
      !start_game (&reader) || !_quintet_record_read_turns (&reader))
    return NULL;

  keep_termination (&reader);
  return g_steal_pointer (&reader.record);
}

gboolean
quintet_record_sniff (const char *text,
                      gssize      length)
{
  gsize size;
  gsize i = 0, name;

  g_return_val_if_fail (text != NULL, FALSE);

  size = length < 0 ? strlen (text) : (gsize) length;
  if (size >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    i = 3;
  while (i < size && is_space (text[i]))
    i++;
  if (i >= size || text[i] != '[')
    return FALSE;

  /* "[rr]", a name closed at once, is a column of a position text
   * (Overlord's); a tag's name is followed by its value */
  for (name = ++i; i < size && _quintet_record_is_name_char (text[i]); i++)
    ;
  return i == name || i >= size || text[i] != ']';
}

QuintetRecord *
quintet_record_read_stream (GInputStream  *stream,
                            const char    *source_name,
                            GCancellable  *cancellable,
                            GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  gsize chunk = 64 * 1024;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* One byte more than a record may have is enough to refuse the file */
  while (bytes->len <= QUINTET_RECORD_MAX_SIZE)
    {
      gsize before = bytes->len, wanted = MIN (chunk, QUINTET_RECORD_MAX_SIZE + 1 - before), n_read;

      g_byte_array_set_size (bytes, before + wanted);
      if (!g_input_stream_read_all (stream, bytes->data + before, wanted, &n_read, cancellable, error))
        return NULL;
      g_byte_array_set_size (bytes, before + n_read);
      if (n_read < wanted)
        break;
    }

  return quintet_record_parse (bytes->len > 0 ? (const char *) bytes->data : "", bytes->len, source_name, error);
}
