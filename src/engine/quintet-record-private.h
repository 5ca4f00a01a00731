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

typedef struct {
  char *name;
  char *value;
} QuintetRecordTag;

struct _QuintetRecord
{
  QuintetGame *game;
  GArray      *tags;       /* QuintetRecordTag: Date, the sides, unknown tags, in order */
  GPtrArray   *comments;   /* char * or NULL, by ply */

  /* The Termination tag as read (rules README C-5), written again as long
   * as the game still ends where and how it ended when read. */
  char           *termination;
  guint           termination_ply;
  guint64         termination_hash;
  QuintetOutcome  termination_outcome;
};

/* A record of @game with no tags and no comments */
QuintetRecord *_quintet_record_new_empty   (QuintetGame *game);
void           _quintet_record_tag_clear   (gpointer     tag);
/* A tag name's characters: ASCII letters, digits and "_" */
gboolean       _quintet_record_is_name_char (char        c);
gboolean       _quintet_record_is_result    (const char *text,
                                             gsize       length);

G_END_DECLS
