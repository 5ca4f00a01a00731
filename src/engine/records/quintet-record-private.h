/* quintet-record-private.h — what quintet-record.c (the record, writing)
 * and quintet-record-reader.c (reading) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-record.h"

G_BEGIN_DECLS

/* What the writer puts in a Date or side tag nobody has set, as PGN does;
 * read back, these values leave the tag unset. */
#define QUINTET_RECORD_UNKNOWN_DATE "????.??.??"
#define QUINTET_RECORD_UNKNOWN_VALUE "?"
/* The Termination of a loss on time (C-7, docs/rules.md), PGN's words, the
 * same in every language: the reader restores the loss from it */
#define QUINTET_RECORD_TIME_FORFEIT "time forfeit"

typedef struct {
  char *name;
  char *value;
} QuintetRecordTag;

struct _QuintetRecord
{
  QuintetGame *game;
  GArray      *tags;       /* QuintetRecordTag: Date, the sides, unknown tags, in order */
  GPtrArray   *notes;      /* RecordNote: comments not in the game's tree
                            * (quintet_record_add_comment), or NULL */

  /* The Termination tag as read (C-5, docs/rules.md), written again as long
   * as the game still ends where and how it ended when read. */
  char           *termination;
  guint           termination_ply;
  guint64         termination_hash;
  QuintetOutcome  termination_outcome;
};

/* A record of @game with no tags */
QuintetRecord *_quintet_record_new_empty   (QuintetGame *game);
void           _quintet_record_tag_clear   (gpointer     tag);
/* A tag name's characters: ASCII letters, digits and "_" */
gboolean       _quintet_record_is_name_char (char        c);
gboolean       _quintet_record_is_result    (const char *text,
                                             gsize       length);

/* quintet-record-notes.c: a score as quintet_analysis_format_score
 * writes it, hundredths or "#N" / "-#N" for a forced result */
gboolean       _quintet_record_parse_score  (const char *text,
                                             gsize       length,
                                             int        *score);
/* Where the mark ("?!", "?", "??" or anything else of "?" and "!") at
 * the end of a turn's @length bytes starts (@length: none) */
gsize          _quintet_record_mark_start   (const char *text,
                                             gsize       length);
/* Whether a comment's text (trimmed) is an evaluation: "[%eval …" */
gboolean       _quintet_record_is_eval_comment (const char *text,
                                             gsize       length);
/* The text of an evaluation comment, without its braces */
char          *_quintet_record_format_eval  (QuintetGame           *writer,
                                             gconstpointer          position,
                                             const QuintetNodeEval *eval);
/* Reads an evaluation comment's trimmed text for @position; on error,
 * FALSE, the message in @error and its byte in the text in @error_at */
gboolean       _quintet_record_parse_eval   (QuintetGame     *game,
                                             gconstpointer    position,
                                             const char      *text,
                                             gsize            length,
                                             QuintetNodeEval *eval,
                                             gsize           *error_at,
                                             GError         **error);
/* A clock time comment's trimmed text, "[%clk H:MM:SS.d]": whether it is
 * one, its time in @ms; its text without braces */
gboolean       _quintet_record_parse_clock  (const char  *text,
                                             gsize        length,
                                             gint64      *ms);
char          *_quintet_record_format_clock (gint64       ms);
/* The first of the turns the game has undone (its node on the game's
 * line), which a record leaves out with what follows it; NULL when none */
QuintetTreeNode *_quintet_record_left_out   (QuintetGame *game);
/* Whether a record holds @child of its parent: not the node left out, nor,
 * when that is its parent's main continuation, the variations of it (the
 * record ends there, as the game does) */
gboolean       _quintet_record_holds        (QuintetTreeNode *left_out,
                                             QuintetTreeNode *child);

G_END_DECLS
