/* quintet-record-notes.c — what a record says about a turn besides the
 * turn (docs/records.md, "Marks, comments and evaluations"): scores,
 * evaluation comments, marks, and the tokenizing rules the reader and
 * the writer share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-analysis.h"
#include "quintet-clock.h"
#include "quintet-record-private.h"
#include "quintet-search.h"
#include "quintet-text.h"

/* The longest forced result a record writes: #N is QUINTET_SEARCH_WIN
 * less 2N - 1 turns, within the bound */
#define MAX_FORCED ((QUINTET_SEARCH_WIN - QUINTET_SEARCH_WIN_BOUND) / 2)
#define MAX_DEPTH 999

/* ---- scores ---- */

/* A count in guint (quintet_text_parse_count) */
static gboolean
parse_count (const char *text,
             gsize       length,
             guint       max,
             guint      *value)
{
  guint64 number;

  if (!quintet_text_parse_count (text, length, max, &number))
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

gboolean
_quintet_record_parse_score (const char *text,
                             gsize       length,
                             int        *score)
{
  gboolean negative = length > 0 && text[0] == '-';
  guint value;

  if (negative)
    text++, length--;
  if (length > 0 && text[0] == '#')
    {
      if (!parse_count (text + 1, length - 1, MAX_FORCED, &value))
        return FALSE;
      *score = value == 0 ? QUINTET_SEARCH_WIN : QUINTET_SEARCH_WIN - (2 * (int) value - 1);
      if (negative)
        *score = -*score;
      return TRUE;
    }
  /* A score past the bound is a forced result, written #N; "-0" is "0" */
  if (!parse_count (text, length, QUINTET_SEARCH_WIN_BOUND, &value) || (negative && value == 0))
    return FALSE;
  *score = negative ? -(int) value : (int) value;
  return TRUE;
}

/* ---- marks ---- */

gsize
_quintet_record_mark_start (const char *text,
                            gsize       length)
{
  gsize start = length;

  while (start > 0 && (text[start - 1] == '?' || text[start - 1] == '!'))
    start--;
  return start;
}

/* ---- turns inside an evaluation ---- */

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* The words of a turn as the reader takes them (docs/records.md,
 * "Tokens"): one word, or several where a word ends with a comma. Returns
 * the end of the turn within [@start, @end), the turn in @turn. */
static const char *
next_turn (const char *start,
           const char *end,
           GString    *turn)
{
  g_string_truncate (turn, 0);
  for (;;)
    {
      const char *word_end = start, *next;

      while (word_end < end && !is_space (*word_end))
        word_end++;
      g_string_append_len (turn, start, word_end - start);
      if (word_end == start || word_end[-1] != ',')
        return word_end;
      for (next = word_end; next < end && is_space (*next); next++)
        ;
      if (next == end || next == word_end)
        return word_end;
      g_string_append_c (turn, ' ');
      start = next;
    }
}

/* ---- evaluations ---- */

#define EVAL_OPEN "[%eval"
#define BEST_OPEN "[%best"

gboolean
_quintet_record_is_eval_comment (const char *text,
                                 gsize       length)
{
  return length >= strlen (EVAL_OPEN) && memcmp (text, EVAL_OPEN, strlen (EVAL_OPEN)) == 0 &&
         (length == strlen (EVAL_OPEN) || is_space (text[strlen (EVAL_OPEN)]) || text[strlen (EVAL_OPEN)] == ']');
}

char *
_quintet_record_format_eval (QuintetGame           *writer,
                             gconstpointer          position,
                             const QuintetNodeEval *eval)
{
  GString *out = g_string_new (EVAL_OPEN " ");
  g_autofree char *score = quintet_analysis_format_score (eval->score);
  QuintetPositionBuffer at;
  gsize size = quintet_game_get_position_size (writer);

  g_string_append_printf (out, "%s %u]", score, MIN (eval->depth, MAX_DEPTH));
  if (!eval->has_best)
    return g_string_free (out, FALSE);

  g_string_append (out, " " BEST_OPEN);
  memcpy (&at, position, size);
  for (guint i = 0; i < MAX (eval->pv_length, 1) && i < QUINTET_NODE_EVAL_MAX_PV; i++)
    {
      const QuintetMove *turn = eval->pv_length > 0 ? &eval->pv[i] : &eval->best;
      g_autofree char *notation = quintet_game_format_turn (writer, &at, turn);

      g_string_append_printf (out, " %s", notation);
      quintet_game_make_turn (writer, &at, turn);
    }
  g_string_append_c (out, ']');
  return g_string_free (out, FALSE);
}

/* Sets the error for byte @at of the comment's text and returns FALSE */
static gboolean G_GNUC_PRINTF (4, 5)
eval_error (GError    **error,
            gsize      *error_at,
            gsize       at,
            const char *format,
            ...)
{
  va_list args;

  va_start (args, format);
  *error_at = at;
  g_set_error_literal (error, QUINTET_RECORD_ERROR, QUINTET_RECORD_ERROR_SYNTAX, "");
  g_free ((*error)->message);
  (*error)->message = g_strdup_vprintf (format, args);
  va_end (args);
  return FALSE;
}

static const char *
skip_spaces (const char *c,
             const char *end)
{
  while (c < end && is_space (*c))
    c++;
  return c;
}

static const char *
field_end (const char *c,
           const char *end)
{
  while (c < end && !is_space (*c) && *c != ']')
    c++;
  return c;
}

/* "[%best TURN TURN…]": the turns played from @position on */
static gboolean
parse_best (QuintetGame     *game,
            gconstpointer    position,
            const char      *text,
            const char      *end,
            QuintetNodeEval *eval,
            gsize           *error_at,
            GError         **error)
{
  const char *c = text + strlen (BEST_OPEN);
  const char *close = memchr (c, ']', end - c);
  g_autoptr(GString) turn = g_string_new (NULL);
  QuintetPositionBuffer at;

  if (close == NULL)
    return eval_error (error, error_at, 0, _("“%s” has no closing “]”"), BEST_OPEN);
  memcpy (&at, position, quintet_game_get_position_size (game));
  for (c = skip_spaces (c, close); c < close; c = skip_spaces (c, close))
    {
      const char *turn_end = next_turn (c, close, turn);
      g_autoptr(GError) turn_error = NULL;
      QuintetMove move;

      if (eval->pv_length == QUINTET_NODE_EVAL_MAX_PV)
        return eval_error (error, error_at, c - text,
                           _("the best line is too long: at most %u turns"), QUINTET_NODE_EVAL_MAX_PV);
      if (quintet_game_position_outcome (game, &at, 1).status != QUINTET_STATUS_ONGOING)
        {
          g_autofree char *quoted = quintet_text_quote (turn->str, -1);

          return eval_error (error, error_at, c - text, _("“%s”: the best line goes on after the game is over"), quoted);
        }
      if (!quintet_game_parse_turn (game, &at, turn->str, &move, &turn_error))
        /* Translators: the game's message on the turn, e.g. "“a3-a4”: no Black soldier on a3" */
        return eval_error (error, error_at, c - text, _("in the best line: %s"), turn_error->message);
      eval->pv[eval->pv_length++] = move;
      quintet_game_make_turn (game, &at, &move);
      c = turn_end;
    }
  if (eval->pv_length == 0)
    return eval_error (error, error_at, 0, _("“%s” holds no turn"), BEST_OPEN);
  eval->has_best = TRUE;
  eval->best = eval->pv[0];
  return skip_spaces (close + 1, end) == end ||
         eval_error (error, error_at, skip_spaces (close + 1, end) - text,
                     _("an evaluation ends after “%s”: write other words in a comment of their own"), BEST_OPEN);
}

gboolean
_quintet_record_parse_eval (QuintetGame     *game,
                            gconstpointer    position,
                            const char      *text,
                            gsize            length,
                            QuintetNodeEval *eval,
                            gsize           *error_at,
                            GError         **error)
{
  const char *end = text + length;
  const char *c = skip_spaces (text + strlen (EVAL_OPEN), end);
  const char *score_end = field_end (c, end);
  const char *depth_start = skip_spaces (score_end, end);
  const char *depth_end = field_end (depth_start, end);
  guint depth;

  memset (eval, 0, sizeof *eval);
  if (!_quintet_record_parse_score (c, score_end - c, &eval->score))
    {
      g_autofree char *quoted = quintet_text_quote (c, score_end - c);

      return eval_error (error, error_at, c - text,
                         _("“%s” is not a score: hundredths such as “35” or “-120”, or “#3”, “-#2” for a forced result"),
                         quoted);
    }
  if (depth_end == depth_start)
    return eval_error (error, error_at, depth_start - text, _("expected the depth after the score of “%s”"), EVAL_OPEN);
  if (!parse_count (depth_start, depth_end - depth_start, MAX_DEPTH, &depth))
    {
      g_autofree char *quoted = quintet_text_quote (depth_start, depth_end - depth_start);

      return eval_error (error, error_at, depth_start - text,
                         _("“%s” is not a depth: a number from 0 to %u"), quoted, (guint) MAX_DEPTH);
    }
  eval->depth = depth;
  c = skip_spaces (depth_end, end);
  if (c == end || *c != ']')
    return eval_error (error, error_at, c - text, _("expected “]” after the score and the depth of “%s”"), EVAL_OPEN);

  c = skip_spaces (c + 1, end);
  if (c == end)
    return TRUE;
  if ((gsize) (end - c) > strlen (BEST_OPEN) && memcmp (c, BEST_OPEN, strlen (BEST_OPEN)) == 0 &&
      is_space (c[strlen (BEST_OPEN)]))
    {
      gsize best_at = c - text;

      if (!parse_best (game, position, c, end, eval, error_at, error))
        {
          *error_at += best_at;
          return FALSE;
        }
      return TRUE;
    }
  return eval_error (error, error_at, c - text,
                     _("an evaluation holds “%s” and “%s” only: write other words in a comment of their own"),
                     EVAL_OPEN, BEST_OPEN);
}

/* ---- the state of a game's record ---- */

static guint64
mix (guint64 state,
     guint64 value)
{
  state ^= value + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + (state << 6) + (state >> 2);
  return state;
}

static guint64
hash_move (const QuintetMove *move)
{
  guint64 state = mix (move->length, move->kind);
  const guint8 *bytes = (const guint8 *) move->path;

  state = mix (state, move->flags);
  for (gsize i = 0; i < MIN (move->length, QUINTET_MOVE_MAX_PATH) * sizeof move->path[0]; i++)
    state = mix (state, bytes[i]);
  return state;
}

static guint64
hash_node (QuintetTreeNode *node,
           QuintetTreeNode *left_out)
{
  const char * const *comments = quintet_tree_node_get_comments (node);
  const QuintetNodeEval *eval = quintet_tree_node_get_eval (node);
  guint64 state = QUINTET_POSITION_HASH (quintet_tree_node_get_position (node));

  state = mix (state, quintet_tree_node_get_ply (node));
  state = mix (state, quintet_tree_node_get_mark (node));
  for (guint i = 0; comments[i] != NULL; i++)
    state = mix (state, g_str_hash (comments[i]) + i);
  if (eval != NULL)
    {
      state = mix (state, (guint) eval->score);
      state = mix (state, eval->depth);
      for (guint i = 0; i < eval->pv_length; i++)
        state = mix (state, hash_move (&eval->pv[i]));
    }
  for (guint i = 0, index = 0; i < quintet_tree_node_get_n_children (node); i++)
    {
      QuintetTreeNode *child = quintet_tree_node_get_child (node, i);

      if (!_quintet_record_holds (left_out, child))
        continue;
      state = mix (state, index++);
      state = mix (state, hash_node (child, left_out));
    }
  return state;
}

gboolean
_quintet_record_holds (QuintetTreeNode *left_out,
                       QuintetTreeNode *child)
{
  if (left_out == NULL)
    return TRUE;
  if (child == left_out)
    return FALSE;
  return quintet_tree_node_get_index (left_out) != 0 ||
         quintet_tree_node_get_parent (child) != quintet_tree_node_get_parent (left_out);
}

QuintetTreeNode *
_quintet_record_left_out (QuintetGame *game)
{
  guint n_turns = quintet_game_get_n_turns (game);

  if (quintet_game_get_n_redo (game) == 0)
    return NULL;
  return quintet_game_tree_get_line_node (quintet_game_get_tree (game), n_turns + 1);
}

/* The last hash of a tree, kept on it: the tree's serial changes with
 * every change of the tree, and the turns left out change with undo and
 * redo */
typedef struct {
  guint64          serial;
  QuintetTreeNode *left_out;
  guint64          hash;
} HashCache;

#define HASH_CACHE_KEY "quintet-record-hash"

guint64
quintet_record_hash_tree (QuintetGame *game)
{
  QuintetGameTree *tree;
  QuintetTreeNode *left_out;
  HashCache *cache;

  g_return_val_if_fail (QUINTET_IS_GAME (game), 0);

  tree = quintet_game_get_tree (game);
  left_out = _quintet_record_left_out (game);
  cache = g_object_get_data (G_OBJECT (tree), HASH_CACHE_KEY);
  if (cache == NULL)
    {
      cache = g_new0 (HashCache, 1);
      g_object_set_data_full (G_OBJECT (tree), HASH_CACHE_KEY, cache, g_free);
    }
  else if (cache->serial == quintet_game_tree_get_serial (tree) && cache->left_out == left_out && cache->hash != 0)
    return cache->hash;

  cache->serial = quintet_game_tree_get_serial (tree);
  cache->left_out = left_out;
  cache->hash = hash_node (quintet_game_tree_get_root (tree), left_out);
  return cache->hash;
}

/* ---- clock times ---- */

#define CLOCK_OPEN "[%clk"

/* Unlike an evaluation, a comment is a clock time only when it is one
 * whole: "[%clk 4:55]" or "[%clk 0:04:55] [%eval 0.3]" (a chess
 * program's) stay comments. */
gboolean
_quintet_record_parse_clock (const char *text,
                             gsize       length,
                             gint64     *ms)
{
  const char *end = text + length;
  const char *c, *time_end, *close;

  if (length < strlen (CLOCK_OPEN) || memcmp (text, CLOCK_OPEN, strlen (CLOCK_OPEN)) != 0)
    return FALSE;
  c = skip_spaces (text + strlen (CLOCK_OPEN), end);
  if (c == text + strlen (CLOCK_OPEN))
    return FALSE;
  time_end = field_end (c, end);
  close = skip_spaces (time_end, end);
  return quintet_clock_parse_record (c, time_end - c, ms) &&
         close < end && *close == ']' && skip_spaces (close + 1, end) == end;
}

char *
_quintet_record_format_clock (gint64 ms)
{
  g_autofree char *time = quintet_clock_format_record (ms);

  return g_strconcat (CLOCK_OPEN " ", time, "]", NULL);
}
