/* quintet-record.c — game records (docs/records.md): the record, its tags
 * and comments, and writing it; reading is quintet-record-reader.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-record-private.h"

/* A record writes its turns on lines of at most this many characters
 * (a longer token, such as a long comment, gets a line of its own). */
#define LINE_WIDTH 79

G_DEFINE_QUARK (quintet-record-error-quark, quintet_record_error)

static const char * const result_tokens[] = { "1-0", "0-1", "1/2-1/2", "*" };

void
_quintet_record_tag_clear (gpointer data)
{
  QuintetRecordTag *tag = data;

  g_free (tag->name);
  g_free (tag->value);
}

/* The tags the game itself gives: written from the game, never stored */
static gboolean
is_game_tag (const char *name)
{
  return g_str_equal (name, "Game") || g_str_equal (name, "Position") ||
         g_str_equal (name, "Result") || g_str_equal (name, "Termination");
}

gboolean
_quintet_record_is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

static gboolean
is_tag_name (const char *name)
{
  if (name == NULL || name[0] == '\0')
    return FALSE;
  for (const char *c = name; *c != '\0'; c++)
    if (!_quintet_record_is_name_char (*c))
      return FALSE;
  return TRUE;
}

QuintetRecord *
_quintet_record_new_empty (QuintetGame *game)
{
  QuintetRecord *self = g_new0 (QuintetRecord, 1);

  self->game = g_object_ref (game);
  self->tags = g_array_new (FALSE, TRUE, sizeof (QuintetRecordTag));
  g_array_set_clear_func (self->tags, _quintet_record_tag_clear);
  return self;
}

QuintetRecord *
quintet_record_new (QuintetGame *game)
{
  QuintetRecord *self;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  self = _quintet_record_new_empty (game);
  quintet_record_set_tag (self, "Date", date);
  return self;
}

void
quintet_record_free (QuintetRecord *self)
{
  if (self == NULL)
    return;

  g_clear_object (&self->game);
  g_clear_pointer (&self->tags, g_array_unref);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  g_free (self->termination);
  g_free (self);
}

QuintetGame *
quintet_record_get_game (QuintetRecord *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->game;
}

/* ---- tags ---- */

static QuintetRecordTag *
find_tag (QuintetRecord *self,
          const char    *name)
{
  for (guint i = 0; i < self->tags->len; i++)
    if (g_str_equal (g_array_index (self->tags, QuintetRecordTag, i).name, name))
      return &g_array_index (self->tags, QuintetRecordTag, i);

  return NULL;
}

const char *
quintet_record_get_tag (QuintetRecord *self,
                        const char    *name)
{
  QuintetRecordTag *tag;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  tag = find_tag (self, name);
  return tag != NULL ? tag->value : NULL;
}

void
quintet_record_set_tag (QuintetRecord *self,
                        const char    *name,
                        const char    *value)
{
  QuintetRecordTag *tag;

  g_return_if_fail (self != NULL);
  g_return_if_fail (is_tag_name (name));
  g_return_if_fail (!is_game_tag (name));
  g_return_if_fail (value == NULL || g_utf8_validate (value, -1, NULL));

  tag = find_tag (self, name);
  if (value == NULL)
    {
      if (tag != NULL)
        g_array_remove_index (self->tags, tag - (QuintetRecordTag *) (gpointer) self->tags->data);
      return;
    }

  if (tag != NULL)
    {
      g_free (tag->value);
      tag->value = g_strdup (value);
      return;
    }

  g_array_append_val (self->tags, ((QuintetRecordTag) { g_strdup (name), g_strdup (value) }));
}

/* The class's side names are N_() strings: the record keeps them in
 * English, whatever language the app speaks. */
const char *
quintet_record_side_tag (QuintetGame *game,
                         QuintetSide  side)
{
  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);
  g_return_val_if_fail (side <= QUINTET_SIDE_1, NULL);

  return QUINTET_GAME_GET_CLASS (game)->side_names[side];
}

/* ---- results ---- */

const char *
quintet_record_result_token (QuintetOutcome outcome)
{
  switch (outcome.status)
    {
    case QUINTET_STATUS_WIN:
      return result_tokens[outcome.winner == QUINTET_SIDE_0 ? 0 : 1];
    case QUINTET_STATUS_DRAW:
      return result_tokens[2];
    default:
      return result_tokens[3];
    }
}

gboolean
_quintet_record_is_result (const char *text,
                 gsize       length)
{
  for (guint i = 0; i < G_N_ELEMENTS (result_tokens); i++)
    if (strlen (result_tokens[i]) == length && strncmp (text, result_tokens[i], length) == 0)
      return TRUE;

  return FALSE;
}

/* ---- writing ---- */

/* Appends @value between quotes, with the two escapes. Line ends and tabs
 * become spaces: a tag is one line. */
static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *c = value; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *c == '\n' || *c == '\r' || *c == '\t' ? ' ' : *c);
    }
  g_string_append (out, "\"]\n");
}

static gboolean
starts_from_standard (QuintetGame *game)
{
  QuintetPositionBuffer start;
  gsize size = quintet_game_get_position_size (game);

  memset (&start, 0, sizeof start);
  quintet_game_start_position (game, QUINTET_SIDE_0, &start);
  return memcmp (&start, quintet_game_get_position_at (game, 0), size) == 0;
}

/* Where the main line a record writes ends, and its result: the game's
 * turns when its line is the main line (without the turns it has
 * undone), else the main line's end */
static QuintetOutcome
main_end (QuintetGame    *game,
          guint          *ply,
          gconstpointer  *position)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);

  if (quintet_game_tree_line_is_main (tree))
    {
      *ply = quintet_game_get_n_turns (game);
      *position = quintet_game_get_position (game);
      return quintet_game_get_outcome (game);
    }
  *ply = quintet_game_tree_get_main_length (tree);
  *position = quintet_tree_node_get_position (quintet_game_tree_get_main_node (tree, *ply));
  return quintet_game_tree_get_main_outcome (tree);
}

/* The read Termination while the main line still ends as it did when
 * read; else the game's own words for the main line's result. */
static char *
termination_text (QuintetRecord  *self,
                  QuintetOutcome  outcome)
{
  guint ply;
  gconstpointer position;

  main_end (self->game, &ply, &position);
  if (self->termination != NULL && ply == self->termination_ply &&
      QUINTET_POSITION_HASH (position) == self->termination_hash &&
      memcmp (&outcome, &self->termination_outcome, sizeof outcome) == 0)
    return g_strdup (self->termination);
  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_TIME)
    return g_strdup (QUINTET_RECORD_TIME_FORFEIT);

  return QUINTET_GAME_GET_CLASS (self->game)->describe_outcome (self->game, outcome);
}

static void
append_tags (QuintetRecord *self,
             GString       *out)
{
  QuintetGame *game = self->game;
  guint ply;
  gconstpointer end_position;
  QuintetOutcome outcome = main_end (game, &ply, &end_position);
  const char *date = quintet_record_get_tag (self, "Date");

  append_tag (out, "Game", quintet_game_get_id (game));
  append_tag (out, "Date", date != NULL ? date : QUINTET_RECORD_UNKNOWN_DATE);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      const char *name = quintet_record_side_tag (game, side);
      const char *player = quintet_record_get_tag (self, name);

      append_tag (out, name, player != NULL ? player : QUINTET_RECORD_UNKNOWN_VALUE);
    }
  if (!starts_from_standard (game))
    {
      g_autofree char *position = quintet_game_position_to_text (game, quintet_game_get_position_at (game, 0));

      append_tag (out, "Position", position);
    }
  append_tag (out, "Result", quintet_record_result_token (outcome));
  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      g_autofree char *termination = termination_text (self, outcome);

      append_tag (out, "Termination", termination);
    }

  for (guint i = 0; i < self->tags->len; i++)
    {
      const QuintetRecordTag *tag = &g_array_index (self->tags, QuintetRecordTag, i);

      if (g_str_equal (tag->name, "Date") ||
          g_str_equal (tag->name, quintet_record_side_tag (game, QUINTET_SIDE_0)) ||
          g_str_equal (tag->name, quintet_record_side_tag (game, QUINTET_SIDE_1)))
        continue;
      append_tag (out, tag->name, tag->value);
    }
}

/* Appends one token of the turns, starting a new line when it would not fit */
static void
append_token (GString    *out,
              gsize      *line_start,
              const char *token)
{
  gsize length = g_utf8_strlen (token, -1);

  if (out->len > *line_start)
    {
      if (g_utf8_strlen (out->str + *line_start, out->len - *line_start) + 1 + length > LINE_WIDTH)
        {
          g_string_append_c (out, '\n');
          *line_start = out->len;
        }
      else
        g_string_append_c (out, ' ');
    }
  g_string_append (out, token);
}

/* A game of the same class and variant in the standard notation style:
 * a record is written the same way whichever style the player reads
 * (Oferhlýp's shorthand is still read). Formatting a turn is
 * position-level, so it formats the positions of @game. */
static QuintetGame *
standard_writer (QuintetGame *game)
{
  if (quintet_game_get_notation_style (game) == QUINTET_NOTATION_STANDARD)
    return g_object_ref (game);

  return g_object_new (G_OBJECT_TYPE (game),
                       "variant", quintet_game_get_variant (game),
                       "notation-style", QUINTET_NOTATION_STANDARD,
                       NULL);
}

typedef struct {
  GString         *out;
  gsize            line_start;
  QuintetGame     *standard;      /* formats the turns */
  QuintetTreeNode *left_out;      /* the turns the game has undone, from here on */
  gboolean         needs_number;  /* side 1's next turn carries its number too */
  gboolean         opens;         /* the next token opens a variation */
  GPtrArray       *notes;         /* the record's own comments, or NULL */
  QuintetGameTree *tree;
  guint            n_turns;       /* of the current line */
} Writer;

typedef struct {
  guint  ply;
  char  *comment;
} RecordNote;

static void
record_note_free (RecordNote *note)
{
  g_free (note->comment);
  g_free (note);
}

void
quintet_record_add_comment (QuintetRecord *self,
                            guint          ply,
                            const char    *comment)
{
  RecordNote *note;

  g_return_if_fail (self != NULL);
  g_return_if_fail (comment != NULL);

  if (self->notes == NULL)
    self->notes = g_ptr_array_new_with_free_func ((GDestroyNotify) record_note_free);
  note = g_new0 (RecordNote, 1);
  note->ply = ply;
  note->comment = g_strdup (comment);
  g_ptr_array_add (self->notes, note);
}

/* Appends one token of the turns, the "(" that opens a variation before
 * it, starting a new line when it would not fit */
static void
write_token (Writer     *writer,
             const char *token)
{
  g_autofree char *opened = NULL;

  if (writer->opens)
    token = opened = g_strconcat ("(", token, NULL);
  writer->opens = FALSE;
  append_token (writer->out, &writer->line_start, token);
}

/* The ")" that closes a variation: right after its last token */
static void
write_close (Writer *writer)
{
  GString *out = writer->out;

  if (g_utf8_strlen (out->str + writer->line_start, out->len - writer->line_start) + 1 > LINE_WIDTH)
    {
      g_string_append_c (out, '\n');
      writer->line_start = out->len;
    }
  g_string_append_c (out, ')');
  writer->needs_number = TRUE;
}

static void
write_comment (Writer     *writer,
               const char *comment)
{
  g_autofree char *token = g_strdup_printf ("{%s}", comment);

  /* A comment ends at the first "}": the format has no escape for it */
  g_strdelimit (token + 1, "}", ')');
  token[strlen (token) - 1] = '}';
  write_token (writer, token);
  /* A comment that spans lines: measure the next line from its last one */
  if (strchr (comment, '\n') != NULL)
    writer->line_start = strrchr (writer->out->str, '\n') - writer->out->str + 1;
  writer->needs_number = TRUE;
}

static void write_record_notes (Writer          *writer,
                                QuintetTreeNode *node);
static void write_comment_text (Writer          *writer,
                                const char      *text);

/* The clock time, the evaluation, then the comments of @node (and the
 * record's own after them) */
static void
write_notes (Writer          *writer,
             QuintetTreeNode *node)
{
  const QuintetNodeEval *eval = quintet_tree_node_get_eval (node);
  const char * const *comments = quintet_tree_node_get_comments (node);

  if (quintet_tree_node_get_clock (node) >= 0)
    {
      g_autofree char *text = _quintet_record_format_clock (quintet_tree_node_get_clock (node));

      write_comment (writer, text);
    }
  if (eval != NULL)
    {
      g_autofree char *text = _quintet_record_format_eval (writer->standard, quintet_tree_node_get_position (node), eval);

      write_comment (writer, text);
    }
  for (guint i = 0; comments[i] != NULL; i++)
    write_comment_text (writer, comments[i]);
  write_record_notes (writer, node);
}

/* The record's own comments after the turn @node of the current line */
static void
write_record_notes (Writer          *writer,
                    QuintetTreeNode *node)
{
  guint ply = quintet_tree_node_get_ply (node);

  if (writer->notes == NULL || ply > writer->n_turns ||
      quintet_game_tree_get_line_node (writer->tree, ply) != node)
    return;
  for (guint i = 0; i < writer->notes->len; i++)
    {
      RecordNote *note = writer->notes->pdata[i];

      if (MIN (note->ply, writer->n_turns) == ply)
        write_comment_text (writer, note->comment);
    }
}

/* One comment as it reads back: trimmed; blank, nothing */
static void
write_comment_text (Writer     *writer,
                    const char *text)
{
  g_autofree char *comment = g_strstrip (g_strdup (text));

  /* Blank, it would not read back; like an evaluation or a clock time, it
   * would read as one: "[ %eval", "[ %clk" */
  if (comment[0] == '\0')
    return;
  if (_quintet_record_is_eval_comment (comment, strlen (comment)) ||
      _quintet_record_parse_clock (comment, strlen (comment), &(gint64) { 0 }))
    {
      char *spaced = g_strconcat ("[ ", comment + 1, NULL);

      g_free (comment);
      comment = spaced;
    }
  write_comment (writer, comment);
}

/* The children of a node a record holds: all but the undone turns */
static guint
n_kids (Writer          *writer,
        QuintetTreeNode *node)
{
  guint n = 0;

  for (guint i = 0; i < quintet_tree_node_get_n_children (node); i++)
    n += _quintet_record_holds (writer->left_out, quintet_tree_node_get_child (node, i));
  return n;
}

static QuintetTreeNode *
kid (Writer          *writer,
     QuintetTreeNode *node,
     guint            index)
{
  for (guint i = 0; i < quintet_tree_node_get_n_children (node); i++)
    {
      QuintetTreeNode *child = quintet_tree_node_get_child (node, i);

      if (_quintet_record_holds (writer->left_out, child) && index-- == 0)
        return child;
    }
  g_return_val_if_reached (NULL);
}

/* The move number of @node's turn, from that of its parent's */
static guint
turn_number (QuintetTreeNode *node,
             guint            parent_number)
{
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);

  if (quintet_tree_node_get_ply (parent) == 0)
    return 1;
  return parent_number + (quintet_tree_node_get_side (node) == QUINTET_SIDE_0);
}

static void
write_turn (Writer          *writer,
            QuintetTreeNode *node,
            guint            number)
{
  gconstpointer position = quintet_tree_node_get_position (quintet_tree_node_get_parent (node));
  g_autofree char *notation = quintet_game_format_turn (writer->standard, position, quintet_tree_node_get_turn (node));
  const char *mark = quintet_mark_to_string (quintet_tree_node_get_mark (node));
  g_autofree char *token = NULL;

  /* Side 1's turn carries its number only where side 0's is not just
   * before it; a number stays on the line of its turn. */
  if (QUINTET_POSITION_SIDE (position) == QUINTET_SIDE_0)
    token = g_strdup_printf ("%u. %s%s", number, notation, mark);
  else if (writer->needs_number)
    token = g_strdup_printf ("%u... %s%s", number, notation, mark);
  else
    token = g_strdup_printf ("%s%s", notation, mark);
  writer->needs_number = FALSE;
  write_token (writer, token);
  write_notes (writer, node);
}

/* The line from @parent's child @index on, each turn followed by the
 * variations that replace it: PGN's order */
static void
write_line (Writer          *writer,
            QuintetTreeNode *parent,
            guint            index,
            guint            parent_number)
{
  QuintetTreeNode *node = kid (writer, parent, index);

  for (;;)
    {
      guint number = turn_number (node, parent_number);

      write_turn (writer, node, number);
      /* The variations of a line's first turn are its siblings, which the
       * line around it writes */
      if (node == kid (writer, parent, 0))
        for (guint i = 1; i < n_kids (writer, parent); i++)
          {
            writer->opens = TRUE;
            writer->needs_number = TRUE;
            write_line (writer, parent, i, parent_number);
            write_close (writer);
          }
      if (n_kids (writer, node) == 0)
        return;
      parent = node;
      parent_number = number;
      node = kid (writer, node, 0);
    }
}

static void
append_turns (QuintetRecord *self,
              GString       *out)
{
  g_autoptr(QuintetGame) standard = standard_writer (self->game);
  QuintetTreeNode *root = quintet_game_tree_get_root (quintet_game_get_tree (self->game));
  Writer writer = { out, out->len, standard, _quintet_record_left_out (self->game), TRUE, FALSE,
                    self->notes, quintet_game_get_tree (self->game), quintet_game_get_n_turns (self->game) };
  guint ply;
  gconstpointer position;

  write_notes (&writer, root);
  if (n_kids (&writer, root) > 0)
    write_line (&writer, root, 0, 1);

  append_token (out, &writer.line_start, quintet_record_result_token (main_end (self->game, &ply, &position)));
  g_string_append_c (out, '\n');
}

char *
quintet_record_to_text (QuintetRecord *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  append_tags (self, out);
  g_string_append_c (out, '\n');
  append_turns (self, out);
  return g_string_free (out, FALSE);
}
