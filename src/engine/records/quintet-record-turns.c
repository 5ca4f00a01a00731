/* quintet-record-turns.c — reading a record's turns (docs/records.md,
 * "Turns" to "Result"): move numbers, turns and their marks, comments,
 * evaluations and clock times, variations, and the result that ends them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-game-tree.h"
#include "quintet-record-reader-private.h"
#include "quintet-text.h"

/* Variations nest at most this deep (a record's reader and writer recurse
 * by nesting) */
#define MAX_NESTING 100

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
    return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("a second evaluation of the same turn"));
  if (!_quintet_record_parse_eval (reader->record->game, quintet_tree_node_get_position (node),
                                   text, length, &eval, &error_at, &error))
    return _quintet_record_reader_error (reader, text - reader->text + error_at, QUINTET_RECORD_ERROR_SYNTAX, "%s", error->message);
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
    return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("a second clock time of the same turn"));
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
    return _quintet_record_reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX, _("the comment has no closing “}”"));
  reader->offset = close - reader->text + 1;

  if (reader->lines->len > 1 && current_line (reader)->n_turns == 0)
    return _quintet_record_reader_error (reader, open, QUINTET_RECORD_ERROR_SYNTAX,
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

  return _quintet_record_reader_error (reader, reader->given_at, QUINTET_RECORD_ERROR_SYNTAX,
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

      *ok = _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
                                          _("“%s”: a move number is written “%s.” or “%s...”"), written, digits, digits);
    }
  else if (digits_end - at > 9 || (number = g_ascii_strtoull (text + at, NULL, 10)) == 0)
    {
      g_autofree char *written = quote_at (reader, at, dots_end - at);

      *ok = _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX, _("“%s” is not a move number"), written);
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
      return _quintet_record_reader_error (reader, turn_at, QUINTET_RECORD_ERROR_SYNTAX,
                                           _("expected the move number “%u%s” before “%s”"),
                                           line->number, side == QUINTET_SIDE_0 ? "." : "...", quoted);
    }

  if (reader->given_number == line->number && reader->given_dots == expected_dots)
    return TRUE;

  quoted = quote_at (reader, reader->given_at, reader->given_length);
  /* Translators: the number as written, the side's name, the number expected ("2." or "2...") */
  return _quintet_record_reader_error (reader, reader->given_at, QUINTET_RECORD_ERROR_SYNTAX,
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
  return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TOO_LARGE,
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
      return _quintet_record_reader_error (reader, at + start, QUINTET_RECORD_ERROR_SYNTAX,
                                           _("“%s” is not a mark: a turn is marked “?!”, “?” or “??”"), quoted);
    }
  if (start == 0)
    {
      quoted = quintet_text_quote (text, -1);
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_SYNTAX,
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
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN,
                                           _("“%s”: the game is already over (%s)"), quoted, reason);
    }
  if (!quintet_game_parse_turn (game, quintet_game_get_position (game), text, &turn, &error))
    return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, "%s", error->message);
  /* The position alone allows it, the game's history may not (OF-5) */
  if (!quintet_game_play_turn (game, &turn, NULL))
    {
      g_autofree char *reason = quintet_game_explain_repetition (game);

      quoted = quintet_text_quote (text, -1);
      /* Translators: the reason is "it would create the same position for the third time (OF-5)" */
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, _("“%s” is not legal here: %s"), quoted, reason);
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
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN,
                                           _("“%s”: the game is already over (%s)"), quoted, reason);
    }
  if (!quintet_game_parse_turn (game, position, text, &turn, &error))
    return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, "%s", error->message);
  node = quintet_game_tree_add_line (quintet_game_get_tree (game), line->node, &turn, 1, NULL, &error);
  if (node == NULL)
    {
      /* The tree says which turn of the line added: always the first */
      g_autofree char *prefix = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Turn %u of the line: %s"), 1, "");
      const char *reason = g_str_has_prefix (error->message, prefix) ? error->message + strlen (prefix) : error->message;

      quoted = quintet_text_quote (text, -1);
      /* Translators: the turn as written, then why the history of its line refuses it */
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_TURN, _("“%s”: %s"), quoted, reason);
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
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("a variation before any turn: a variation follows the turn it replaces"));
  if (reader->lines->len > MAX_NESTING)
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
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
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("“)” without a “(” that opens a variation"));
  if (reader->number_given)
    return number_not_followed (reader);
  if (line->n_turns == 0)
    return _quintet_record_reader_error (reader, line->open_at, QUINTET_RECORD_ERROR_SYNTAX, _("the variation holds no turn"));

  keep_comments (reader);
  g_array_set_size (reader->lines, reader->lines->len - 1);
  reader->offset++;
  return TRUE;
}

static gboolean
variation_not_closed (Reader *reader)
{
  return _quintet_record_reader_error (reader, current_line (reader)->open_at, QUINTET_RECORD_ERROR_SYNTAX,
                                       _("the variation has no closing “)”"));
}

/* The result token ends the turns: it must agree with the Result tag and
 * with the outcome the turns reach; on an ongoing game a decisive result
 * is a resignation and a draw an agreement (C-3, docs/rules.md), or a loss
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
    return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_RESULT,
                                         _("the result “%s” is not the one of the Result tag, “%s”"),
                                         token, reader->result.value);

  keep_comments (reader);
  if (outcome.status != QUINTET_STATUS_ONGOING && !g_str_equal (token, reached))
    {
      g_autofree char *reason = quintet_game_describe_outcome (game);

      /* Translators: the result the rules give ("1-0"), why, and the result written */
      return _quintet_record_reader_error (reader, at, QUINTET_RECORD_ERROR_RESULT,
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
    return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                         _("unexpected text after the result “%s”"), token);
  return TRUE;
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
        return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
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
          return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
                                               _("“}” without a “{” that opens a comment"));
        case '[':
          return _quintet_record_reader_error (reader, reader->offset, QUINTET_RECORD_ERROR_SYNTAX,
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

/* quintet-record-reader-private.h */
gboolean
_quintet_record_read_turns (Reader *reader)
{
  return start_main_line (reader) && check_turn_count (reader) && read_turns (reader);
}
