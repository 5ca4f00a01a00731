/* quintet-record-reader-private.h — what the reader of records
 * (quintet-record-reader.c: the text, the tags, the game) and its reading
 * of the turns (quintet-record-turns.c) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game-tree.h"
#include "quintet-record-private.h"

G_BEGIN_DECLS

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

/* The reader's look at the text where it stands */
static inline char
peek (Reader *reader)
{
  return reader->offset < reader->length ? reader->text[reader->offset] : '\0';
}

static inline gboolean
at_end (Reader *reader)
{
  return reader->offset >= reader->length;
}

static inline gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static inline void
skip_space (Reader *reader)
{
  while (!at_end (reader) && is_space (peek (reader)))
    reader->offset++;
}

/* Sets the one-line error "SOURCE:LINE:COLUMN: message" for byte @at of
 * the text and returns FALSE. */
gboolean _quintet_record_reader_error (Reader     *reader,
                                      gsize       at,
                                      int         code,
                                      const char *format,
                                      ...) G_GNUC_PRINTF (4, 5);

/* quintet-record-turns.c: the turns after the tags, from the start of
 * the main line to the result */
gboolean _quintet_record_read_turns (Reader *reader);

G_END_DECLS
