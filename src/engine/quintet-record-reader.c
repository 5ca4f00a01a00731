/* quintet-record-reader.c — reading game records (docs/records.md) into
 * a game, over the QuintetGame API alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-clock.h"
#include "quintet-game-tree.h"
#include "quintet-record-private.h"
#include "quintet-registry.h"
#include "quintet-text.h"

/* Variations nest at most this deep (a record's reader and writer recurse
 * by nesting) */
#define MAX_NESTING 100

/* The line being read: the main line, or a variation in parentheses */
typedef struct {
  QuintetTreeNode *node;         /* its last turn's node; where it starts before its first turn */
  guint            n_turns;      /* read in it */
  guint            number;       /* the move number of its next turn */
  guint            last_number;  /* that of its last turn */
  gsize            open_at;      /* its "(" */
} Line;

/* A value read from the text and where it stands, for errors */
typedef struct {
  char  *value;
  gsize  at;
} Located;

typedef struct {
  const char    *text;          /* after any byte order mark */
  gsize          length;
  gsize          offset;
  const char    *source_name;
  GError       **error;

  QuintetRecord *record;        /* once the Game tag has made the game */
  Located        game_id, position, result, termination;
  GArray        *tags;          /* QuintetRecordTag: the others, in order */
  GHashTable    *tag_names;     /* of those */
  GPtrArray     *comments;      /* read since the last turn, for its node */
  GArray        *lines;         /* Line: the main line, then the variations open in it */
  guint          n_read;        /* turns read, in every line */

  gboolean       number_given;  /* "N." or "N..." read, waiting for its turn */
  guint          given_number;
  guint          given_dots;
  gsize          given_at;
  gsize          given_length;
} Reader;

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

/* Sets the one-line error "SOURCE:LINE:COLUMN: message" for byte @at of
 * the text and returns FALSE. */
static gboolean G_GNUC_PRINTF (4, 5)
reader_error (Reader     *reader,
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

static char
peek (Reader *reader)
{
  return reader->offset < reader->length ? reader->text[reader->offset] : '\0';
}

static gboolean
at_end (Reader *reader)
{
  return reader->offset >= reader->length;
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t';
}

static void
skip_space (Reader *reader)
{
  while (!at_end (reader) && is_space (peek (reader)))
    reader->offset++;
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
    return reader_error (reader, end - reader->text, QUINTET_RECORD_ERROR_NOT_TEXT,
                         _("the file is not UTF-8 text: invalid byte 0x%02X"), (guchar) *end);
  if (nul != NULL)
    return reader_error (reader, checked, QUINTET_RECORD_ERROR_NOT_TEXT,
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
        return reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX,
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

              return reader_error (reader, reader->offset - 1, QUINTET_RECORD_ERROR_SYNTAX,
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
          return reader_error (reader, value_at, QUINTET_RECORD_ERROR_SYNTAX,
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
  return reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("tag “%s” is given twice"), quoted);
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
    return reader_error (reader, name_at, QUINTET_RECORD_ERROR_SYNTAX,
                         _("expected a tag name (letters, digits, “_”) after “[”"));
  name = g_strndup (reader->text + name_at, reader->offset - name_at);
  quoted_name = quintet_text_quote (name, -1);

  skip_blanks (reader);
  if (peek (reader) != '"')
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("expected “\"” to open the value of tag “%s”"), quoted_name);
  value_at = reader->offset + 1;
  if (!read_tag_value (reader, quoted_name, value))
    return FALSE;

  skip_blanks (reader);
  if (peek (reader) != ']')
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("expected “]” to close tag “%s”"), quoted_name);
  reader->offset++;

  return store_tag (reader, name, value->str, at, value_at);
}

static gboolean
read_tags (Reader *reader)
{
  skip_space (reader);
  if (at_end (reader))
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_GAME,
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
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_GAME,
                         _("the record has no Game tag, such as [Game \"pressman\"], before its turns"));

  game = quintet_registry_new_game (reader->game_id.value);
  if (game == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (reader->game_id.value, -1);

      return reader_error (reader, reader->game_id.at, QUINTET_RECORD_ERROR_GAME,
                           _("unknown game “%s”"), quoted);
    }

  if (reader->position.value != NULL &&
      !quintet_game_load_position (game, reader->position.value, &error))
    return reader_error (reader, reader->position.at, QUINTET_RECORD_ERROR_GAME, "%s", error->message);

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

/* The main line starts at the tree's root */
static gboolean
start_main_line (Reader *reader)
{
  Line main_line = { 0 };

  main_line.node = quintet_game_tree_get_root (quintet_game_get_tree (reader->record->game));
  main_line.number = 1;
  g_array_append_val (reader->lines, main_line);
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
  return reader_error (reader, reader->result.at, QUINTET_RECORD_ERROR_SYNTAX,
                       _("“%s” is not a result: write “1-0”, “0-1”, “1/2-1/2” or “*”"), quoted);
}

static Line *
current_line (Reader *reader)
{
  return &g_array_index (reader->lines, Line, reader->lines->len - 1);
}

/* The comments read since the last turn go to its node (the root's:
 * before the first turn), after those it has: a turn's comments stay
 * several, in order. */
static void
keep_comments (Reader *reader)
{
  QuintetTreeNode *node = current_line (reader)->node;
  const char * const *old;
  g_autoptr(GPtrArray) all = NULL;

  if (reader->comments->len == 0)
    return;
  old = quintet_tree_node_get_comments (node);
  /* Copies: setting frees the node's own */
  all = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; old[i] != NULL; i++)
    g_ptr_array_add (all, g_strdup (old[i]));
  for (guint i = 0; i < reader->comments->len; i++)
    g_ptr_array_add (all, g_strdup (reader->comments->pdata[i]));
  g_ptr_array_add (all, NULL);
  quintet_tree_node_set_comments (node, (const char * const *) all->pdata);
  g_ptr_array_set_size (reader->comments, 0);
}

/* An evaluation, "{[%eval …]}", for the current node */
static gboolean
read_eval (Reader     *reader,
           gsize       at,
           const char *text,
           gsize       length)
{
  QuintetTreeNode *node = current_line (reader)->node;
  g_autoptr(GError) error = NULL;
  QuintetNodeEval eval;
  gsize error_at = 0;

  if (quintet_tree_node_get_eval (node) != NULL)
    return reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
                         _("a second evaluation of the same turn"));
  if (!_quintet_record_parse_eval (reader->record->game, quintet_tree_node_get_position (node),
                                   text, length, &eval, &error_at, &error))
    return reader_error (reader, text - reader->text + error_at, QUINTET_RECORD_ERROR_SYNTAX, "%s", error->message);
  quintet_tree_node_set_eval (node, &eval);
  return TRUE;
}

/* A clock time, "{[%clk …]}", for the current node */
static gboolean
read_clock (Reader *reader,
            gsize   at,
            gint64  ms)
{
  QuintetTreeNode *node = current_line (reader)->node;

  if (quintet_tree_node_get_clock (node) >= 0)
    return reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("a second clock time of the same turn"));
  quintet_tree_node_set_clock (node, ms);
  return TRUE;
}

/* A comment: a clock time or an evaluation for the current node, or one more of its
 * comments (kept when the next turn comes). */
static gboolean
read_comment (Reader *reader)
{
  gsize open = reader->offset;
  const char *close = memchr (reader->text + open, '}', reader->length - open);
  const char *start = reader->text + open + 1, *end = close;
  gint64 clock_ms;
  GString *comment;

  if (close == NULL)
    return reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX, _("the comment has no closing “}”"));
  reader->offset = close - reader->text + 1;

  if (reader->lines->len > 1 && current_line (reader)->n_turns == 0)
    return reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX,
                         _("a comment before the first turn of a variation: write it after a turn"));

  while (start < end && is_space (*start))
    start++;
  while (end > start && is_space (end[-1]))
    end--;
  if (start == end)
    return TRUE;
  if (_quintet_record_is_eval_comment (start, end - start))
    return read_eval (reader, open, start, end - start);
  if (_quintet_record_parse_clock (start, end - start, &clock_ms))
    return read_clock (reader, open, clock_ms);

  /* Windows line ends (and any other "\r") inside a comment become plain
   * ones, so that a comment reads back as it is written */
  comment = g_string_sized_new (end - start);
  for (const char *c = start; c < end; c++)
    if (c[0] != '\r')
      g_string_append_c (comment, *c);
    else if (c + 1 == end || c[1] != '\n')
      g_string_append_c (comment, '\n');
  g_ptr_array_add (reader->comments, g_string_free (comment, FALSE));
  return TRUE;
}

/* The end of the word at @start: white space or a brace ends it, and a
 * ")" that closes no "(" of the word (docs/records.md, "Tokens"); a
 * parenthesis at @start is a word of its own (a variation's) */
static gsize
word_end (Reader *reader,
          gsize   start)
{
  const char *text = reader->text;
  gsize end = start;
  guint open = 0;

  if (start < reader->length && (text[start] == '(' || text[start] == ')'))
    return start;
  for (; end < reader->length && !is_space (text[end]) && text[end] != '{' && text[end] != '}'; end++)
    if (text[end] == '(')
      open++;
    else if (text[end] == ')' && open-- == 0)
      break;
  return end;
}

/* Input from @at, @length bytes, to quote in a message: one line,
 * shortened */
static char *
quote_at (Reader *reader,
          gsize   at,
          gsize   length)
{
  return quintet_text_quote (reader->text + at, length);
}

static gboolean
number_not_followed (Reader *reader)
{
  g_autofree char *given = quote_at (reader, reader->given_at, reader->given_length);

  return reader_error (reader, reader->given_at, QUINTET_RECORD_ERROR_SYNTAX,
                       _("the move number “%s” is not followed by a turn"), given);
}

/* "12." or "12...": digits and dots at the start of a word. Returns FALSE
 * when the word is no move number; a turn may follow the dots directly. */
static gboolean
read_move_number (Reader   *reader,
                  gsize     end,
                  gboolean *ok)
{
  const char *text = reader->text;
  gsize at = reader->offset, digits_end = at, dots_end;
  guint64 number = 0;

  *ok = TRUE;
  while (digits_end < end && g_ascii_isdigit (text[digits_end]))
    digits_end++;
  dots_end = digits_end;
  while (dots_end < end && text[dots_end] == '.')
    dots_end++;
  if (digits_end == at || dots_end == digits_end)
    return FALSE;

  if (reader->number_given)
    *ok = number_not_followed (reader);
  else if (dots_end - digits_end != 1 && dots_end - digits_end != 3)
    {
      g_autofree char *written = quote_at (reader, at, dots_end - at);
      g_autofree char *digits = quote_at (reader, at, digits_end - at);

      *ok = reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
                          _("“%s”: a move number is written “%s.” or “%s...”"), written, digits, digits);
    }
  else if (digits_end - at > 9 || (number = g_ascii_strtoull (text + at, NULL, 10)) == 0)
    {
      g_autofree char *written = quote_at (reader, at, dots_end - at);

      *ok = reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("“%s” is not a move number"), written);
    }

  reader->number_given = TRUE;
  reader->given_number = number;
  reader->given_dots = dots_end - digits_end;
  reader->given_at = at;
  reader->given_length = dots_end - at;
  reader->offset = dots_end;
  return TRUE;
}

/* The move number before a turn of @side: "N." before every turn of side
 * 0; "N..." before a turn of side 1 where it opens the record (side 1
 * moved first) or a variation, and allowed before any other. */
static gboolean
check_move_number (Reader      *reader,
                   QuintetSide  side,
                   gsize        turn_at,
                   const char  *turn_text)
{
  Line *line = current_line (reader);
  guint n_turns = line->n_turns;
  guint expected_dots = side == QUINTET_SIDE_0 ? 1 : 3;
  gboolean given = reader->number_given;
  g_autofree char *quoted = NULL;

  reader->number_given = FALSE;
  if (!given)
    {
      if (side == QUINTET_SIDE_1 && n_turns > 0)
        return TRUE;
      quoted = quintet_text_quote (turn_text, -1);
      return reader_error (reader, turn_at, QUINTET_RECORD_ERROR_SYNTAX,
                           _("expected the move number “%u%s” before “%s”"),
                           line->number, side == QUINTET_SIDE_0 ? "." : "...", quoted);
    }

  if (reader->given_number == line->number && reader->given_dots == expected_dots)
    return TRUE;

  quoted = quote_at (reader, reader->given_at, reader->given_length);
  /* Translators: the number as written, the side's name, the number expected ("2." or "2...") */
  return reader_error (reader, reader->given_at, QUINTET_RECORD_ERROR_SYNTAX,
                       _("wrong move number “%s”: the turn of %s after it is “%u%s”"),
                       quoted, quintet_game_get_side_name (reader->record->game, side),
                       line->number, side == QUINTET_SIDE_0 ? "." : "...");
}

/* Whether the word at @start can be (part of) a turn: neither a result
 * nor a move number */
static gboolean
is_turn_word (Reader *reader,
              gsize   start)
{
  gsize end = word_end (reader, start), digits_end = start;

  if (_quintet_record_is_result (reader->text + start, end - start))
    return FALSE;
  while (digits_end < end && g_ascii_isdigit (reader->text[digits_end]))
    digits_end++;
  return digits_end == start || digits_end == end || reader->text[digits_end] != '.';
}

/* A turn's text is one word, or several where a word ends with a comma:
 * Ordo X writes a two-part turn "e3-g3, g3-g5". The words are joined by
 * one space, whatever white space stood between them. */
static gsize
scan_turn_text (Reader  *reader,
                gsize    offset,
                GString *text)
{
  for (;;)
    {
      gsize end = word_end (reader, offset);
      gsize next;

      if (text != NULL)
        g_string_append_len (text, reader->text + offset, end - offset);
      if (end == offset || reader->text[end - 1] != ',')
        return end;
      next = end;
      while (next < reader->length && is_space (reader->text[next]))
        next++;
      if (next == end || word_end (reader, next) == next || !is_turn_word (reader, next))
        return end;
      if (text != NULL)
        g_string_append_c (text, ' ');
      offset = next;
    }
}

static char *
read_turn_text (Reader *reader)
{
  GString *text = g_string_new (NULL);

  reader->offset = scan_turn_text (reader, reader->offset, text);
  return g_string_free (text, FALSE);
}

static gboolean
too_many_turns (Reader *reader,
                gsize   at)
{
  /* Translators: the most turns a record may have */
  return reader_error (reader, at, QUINTET_RECORD_ERROR_TOO_LARGE,
                       g_dngettext (GETTEXT_PACKAGE, "too many turns: a record holds at most %u turn",
                                    "too many turns: a record holds at most %u turns", QUINTET_RECORD_MAX_TURNS),
                       (guint) QUINTET_RECORD_MAX_TURNS);
}

/* Counts the turns ahead, without playing them, as read_turns() reads
 * them (comments, move numbers, turns of several words), up to a result
 * or anything read_turns() will refuse: a record of a million turns is
 * refused at once rather than after minutes of play. */
static gboolean
check_turn_count (Reader *reader)
{
  const char *text = reader->text;
  gsize offset = reader->offset;
  guint n_turns = 0;

  while (offset < reader->length)
    {
      gsize end, digits_end, dots_end;

      if (is_space (text[offset]))
        {
          offset++;
          continue;
        }
      if (text[offset] == '{')
        {
          const char *close = memchr (text + offset, '}', reader->length - offset);

          if (close == NULL)
            return TRUE;
          offset = close - text + 1;
          continue;
        }
      if (text[offset] == '}' || text[offset] == '[')
        return TRUE;
      if (text[offset] == '(' || text[offset] == ')')
        {
          offset++;
          continue;
        }

      end = word_end (reader, offset);
      if (_quintet_record_is_result (text + offset, end - offset))
        return TRUE;
      for (digits_end = offset; digits_end < end && g_ascii_isdigit (text[digits_end]); digits_end++)
        ;
      for (dots_end = digits_end; dots_end < end && text[dots_end] == '.'; dots_end++)
        ;
      if (digits_end > offset && dots_end > digits_end)
        {
          offset = dots_end;
          continue;
        }
      if (++n_turns > QUINTET_RECORD_MAX_TURNS)
        return too_many_turns (reader, offset);
      offset = scan_turn_text (reader, offset, NULL);
    }
  return TRUE;
}

/* Takes the mark off the end of a turn's @text: FALSE (an error) for
 * a run of "?" and "!" that is not a mark, or a mark alone */
static gboolean
take_mark (Reader      *reader,
           gsize        at,
           char        *text,
           QuintetMark *mark)
{
  gsize length = strlen (text), start = _quintet_record_mark_start (text, length);
  g_autofree char *quoted = NULL;

  *mark = QUINTET_MARK_NONE;
  if (start == length)
    return TRUE;
  if (!quintet_mark_from_string (text + start, mark))
    {
      quoted = quintet_text_quote (text + start, -1);
      return reader_error (reader, at + start, QUINTET_RECORD_ERROR_SYNTAX,
                           _("“%s” is not a mark: a turn is marked “?!”, “?” or “??”"), quoted);
    }
  if (start == 0)
    {
      quoted = quintet_text_quote (text, -1);
      return reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
                           _("the mark “%s” stands alone: write it right after its turn"), quoted);
    }
  text[start] = '\0';
  return TRUE;
}

/* A turn of the main line: played into the game */
static gboolean
play_main_turn (Reader     *reader,
                gsize       at,
                const char *text)
{
  QuintetGame *game = reader->record->game;
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *quoted = NULL;
  QuintetMove turn = { 0 };

  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      g_autofree char *reason = quintet_game_describe_outcome (game);

      quoted = quintet_text_quote (text, -1);
      /* Translators: the turn as written, then why the game ended */
      return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN,
                           _("“%s”: the game is already over (%s)"), quoted, reason);
    }
  if (!quintet_game_parse_turn (game, quintet_game_get_position (game), text, &turn, &error))
    return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, "%s", error->message);
  /* The position alone allows it, the game's history may not (OF-5) */
  if (!quintet_game_play_turn (game, &turn, NULL))
    {
      g_autofree char *reason = quintet_game_explain_repetition (game);

      quoted = quintet_text_quote (text, -1);
      /* Translators: the reason is "it would create the same position for the third time (OF-5)" */
      return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, _("“%s” is not legal here: %s"), quoted, reason);
    }
  current_line (reader)->node = quintet_game_tree_get_line_node (quintet_game_get_tree (game),
                                                                  quintet_game_get_n_turns (game));
  return TRUE;
}

/* A turn of a variation: added to the tree after the line's last node */
static gboolean
add_variation_turn (Reader     *reader,
                    gsize       at,
                    const char *text)
{
  QuintetGame *game = reader->record->game;
  Line *line = current_line (reader);
  g_autoptr(GError) error = NULL;
  g_autofree char *quoted = NULL;
  QuintetTreeNode *node;
  QuintetMove turn = { 0 };

  g_auto(QuintetTurnList) list = { 0 };
  gconstpointer position = quintet_tree_node_get_position (line->node);
  QuintetOutcome outcome = quintet_game_position_outcome (game, position, quintet_game_list_turns (game, position, &list));

  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      g_autofree char *reason = QUINTET_GAME_GET_CLASS (game)->describe_outcome (game, outcome);

      quoted = quintet_text_quote (text, -1);
      return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN,
                           _("“%s”: the game is already over (%s)"), quoted, reason);
    }
  if (!quintet_game_parse_turn (game, position, text, &turn, &error))
    return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, "%s", error->message);
  node = quintet_game_tree_add_line (quintet_game_get_tree (game), line->node, &turn, 1, NULL, &error);
  if (node == NULL)
    {
      /* The tree says which turn of the line added: always the first */
      g_autofree char *prefix = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Turn %u of the line: %s"), 1, "");
      const char *reason = g_str_has_prefix (error->message, prefix) ? error->message + strlen (prefix) : error->message;

      quoted = quintet_text_quote (text, -1);
      /* Translators: the turn as written, then why the history of its line refuses it */
      return reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, _("“%s”: %s"), quoted, reason);
    }
  line->node = node;
  return TRUE;
}

static gboolean
read_turn (Reader *reader)
{
  Line *line = current_line (reader);
  gsize at = reader->offset;
  g_autofree char *text = read_turn_text (reader);
  QuintetSide side = QUINTET_POSITION_SIDE (quintet_tree_node_get_position (line->node));
  QuintetMark mark;

  /* check_turn_count() counted them already; this keeps the bound even
   * should the two ever read a record differently */
  if (reader->n_read >= QUINTET_RECORD_MAX_TURNS)
    return too_many_turns (reader, at);
  if (!take_mark (reader, at, text, &mark) || !check_move_number (reader, side, at, text))
    return FALSE;

  keep_comments (reader);
  if (reader->lines->len == 1 ? !play_main_turn (reader, at, text) : !add_variation_turn (reader, at, text))
    return FALSE;
  quintet_tree_node_set_mark (line->node, mark);

  reader->n_read++;
  line->n_turns++;
  line->last_number = line->number;
  if (QUINTET_POSITION_SIDE (quintet_tree_node_get_position (line->node)) == QUINTET_SIDE_0)
    line->number++;
  return TRUE;
}

/* "(": a variation of the current line's last turn, played from the
 * position before it */
static gboolean
open_variation (Reader *reader)
{
  Line *line = current_line (reader);
  Line variation = { 0 };

  if (reader->number_given)
    return number_not_followed (reader);
  if (line->n_turns == 0)
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("a variation before any turn: a variation follows the turn it replaces"));
  if (reader->lines->len > MAX_NESTING)
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("variations nest too deeply: at most %u deep"), (guint) MAX_NESTING);

  keep_comments (reader);
  variation.node = quintet_tree_node_get_parent (line->node);
  variation.number = line->last_number;
  variation.last_number = line->last_number;
  variation.open_at = reader->offset;
  g_array_append_val (reader->lines, variation);
  reader->offset++;
  return TRUE;
}

/* ")": back to the line around the variation */
static gboolean
close_variation (Reader *reader)
{
  Line *line = current_line (reader);

  if (reader->lines->len == 1)
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("“)” without a “(” that opens a variation"));
  if (reader->number_given)
    return number_not_followed (reader);
  if (line->n_turns == 0)
    return reader_error (reader, line->open_at, QUINTET_RECORD_ERROR_SYNTAX, _("the variation holds no turn"));

  keep_comments (reader);
  g_array_set_size (reader->lines, reader->lines->len - 1);
  reader->offset++;
  return TRUE;
}

static gboolean
variation_not_closed (Reader *reader)
{
  return reader_error (reader, current_line (reader)->open_at, QUINTET_RECORD_ERROR_SYNTAX,
                       _("the variation has no closing “)”"));
}

/* The result token ends the turns: it must agree with the Result tag and
 * with the outcome the turns reach; on an ongoing game a decisive result
 * is a resignation and a draw an agreement (rules README C-3), or a loss
 * on time when the Termination says "time forfeit" (C-7). */
static gboolean
read_result (Reader *reader,
             gsize   end)
{
  QuintetGame *game = reader->record->game;
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  gsize at = reader->offset;
  g_autofree char *token = g_strndup (reader->text + at, end - at);
  const char *reached = quintet_record_result_token (outcome);

  if (reader->number_given)
    return number_not_followed (reader);
  if (reader->lines->len > 1)
    return variation_not_closed (reader);
  if (reader->result.value != NULL && !g_str_equal (reader->result.value, token))
    return reader_error (reader, at, QUINTET_RECORD_ERROR_RESULT,
                         _("the result “%s” is not the one of the Result tag, “%s”"),
                         token, reader->result.value);

  keep_comments (reader);
  if (outcome.status != QUINTET_STATUS_ONGOING && !g_str_equal (token, reached))
    {
      g_autofree char *reason = quintet_game_describe_outcome (game);

      /* Translators: the result the rules give ("1-0"), why, and the result written */
      return reader_error (reader, at, QUINTET_RECORD_ERROR_RESULT,
                           _("the turns end the game %s (%s), not “%s”"), reached, reason, token);
    }

  if (outcome.status == QUINTET_STATUS_ONGOING)
    {
      gboolean on_time = g_strcmp0 (reader->termination.value, QUINTET_RECORD_TIME_FORFEIT) == 0;

      if (g_str_equal (token, "1-0"))
        (on_time ? quintet_game_lose_on_time : quintet_game_resign) (game, QUINTET_SIDE_1);
      else if (g_str_equal (token, "0-1"))
        (on_time ? quintet_game_lose_on_time : quintet_game_resign) (game, QUINTET_SIDE_0);
      else if (g_str_equal (token, "1/2-1/2"))
        quintet_game_agree_draw (game);
    }

  reader->offset = end;
  skip_space (reader);
  if (!at_end (reader))
    return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                         _("unexpected text after the result “%s”"), token);
  return TRUE;
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

/* The turns, comments and move numbers up to the result */
static gboolean
read_turns (Reader *reader)
{
  for (;;)
    {
      gsize end;
      gboolean ok;

      skip_space (reader);
      if (at_end (reader) && reader->lines->len > 1)
        return variation_not_closed (reader);
      if (at_end (reader))
        return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                             _("the record ends without a result: “1-0”, “0-1”, “1/2-1/2” or “*”"));

      switch (peek (reader))
        {
        case '{':
          if (!read_comment (reader))
            return FALSE;
          continue;
        case '(':
          if (!open_variation (reader))
            return FALSE;
          continue;
        case ')':
          if (!close_variation (reader))
            return FALSE;
          continue;
        case '}':
          return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                               _("“}” without a “{” that opens a comment"));
        case '[':
          return reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                               _("a tag after the turns: tags come before the first turn"));
        default:
          break;
        }

      end = word_end (reader, reader->offset);
      if (_quintet_record_is_result (reader->text + reader->offset, end - reader->offset))
        return read_result (reader, end);
      if (read_move_number (reader, end, &ok))
        {
          if (!ok)
            return FALSE;
          continue;
        }
      if (!read_turn (reader))
        return FALSE;
    }
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
      reader_error (&reader, 0, QUINTET_RECORD_ERROR_TOO_LARGE,
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
      !start_game (&reader) || !start_main_line (&reader) || !check_turn_count (&reader) || !read_turns (&reader))
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
