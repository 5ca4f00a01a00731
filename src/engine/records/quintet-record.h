/* quintet-record.h — game records: the text format of docs/records.md (in
 * the spirit of PGN), read into a game and written from one, for every game
 * of the registry with nothing game-specific here
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game-tree.h"

G_BEGIN_DECLS

/* Larger texts are refused at once ("the file is larger than 4 MB"): a
 * record of the longest real game is a few hundred kilobytes. */
#define QUINTET_RECORD_MAX_SIZE (4 * 1024 * 1024)

/* More turns are refused before any is played ("too many turns"): a
 * real game has a few hundred. */
#define QUINTET_RECORD_MAX_TURNS 100000

#define QUINTET_RECORD_ERROR (quintet_record_error_quark ())

typedef enum {
  QUINTET_RECORD_ERROR_TOO_LARGE,  /* over QUINTET_RECORD_MAX_SIZE, or QUINTET_RECORD_MAX_TURNS */
  QUINTET_RECORD_ERROR_NOT_TEXT,   /* a NUL byte or invalid UTF-8 */
  QUINTET_RECORD_ERROR_SYNTAX,     /* a malformed tag, comment, number or result */
  QUINTET_RECORD_ERROR_GAME,       /* no or an unknown Game tag, a bad Position */
  QUINTET_RECORD_ERROR_TURN,       /* a turn that does not parse or is not legal */
  QUINTET_RECORD_ERROR_RESULT,     /* a Result the turns contradict */
} QuintetRecordError;

typedef struct _QuintetRecord QuintetRecord;

GQuark         quintet_record_error_quark   (void);

/* A record of @game (the record holds a reference and reads the game's
 * state whenever it writes: turns, start position, outcome), with a Date tag
 * of today. */
QuintetRecord *quintet_record_new           (QuintetGame   *game);

/* Reads a record: @length bytes of @text (-1: up to its NUL). Makes the
 * game of its Game tag, starts it from its Position tag (else the standard
 * start), plays every turn of the main line, adds the variations to the
 * game's tree (quintet_game_tree_add_line) with the marks, comments and
 * evaluations on their nodes, and restores a resignation or an agreed
 * draw from its Result tag. On error, NULL and one line
 * "SOURCE:LINE:COLUMN: message" (LINE and COLUMN count from 1, COLUMN in
 * characters; without "SOURCE:" when @source_name is NULL), e.g.
 * `game.quintet:12:7: “e9-e10”: no square e10`. */
QuintetRecord *quintet_record_parse         (const char    *text,
                                             gssize         length,
                                             const char    *source_name,
                                             GError       **error);

/* Reads a record from @stream as quintet_record_parse() does, reading at
 * most QUINTET_RECORD_MAX_SIZE + 1 bytes: a larger file is refused
 * without being read whole, so memory stays bounded. Errors of the stream
 * come in its own domain (G_IO_ERROR). */
QuintetRecord *quintet_record_read_stream   (GInputStream  *stream,
                                             const char    *source_name,
                                             GCancellable  *cancellable,
                                             GError       **error);

/* TRUE when @text looks like a record rather than a position text: after
 * any byte order mark and white space, its first character is '[', not
 * that of a bracketed name such as "[rr]" (a column of an Overlord
 * position). For pasting. */
gboolean       quintet_record_sniff         (const char    *text,
                                             gssize         length);

QuintetGame   *quintet_record_get_game      (QuintetRecord *self);

/* Tags other than those the game gives (Game, Position, Result,
 * Termination, which are written from the game): Date, the side tags named
 * after the game's sides in English ("White", "Light", "Yellow"…, see
 * quintet_record_side_tag), and any unknown tag read, kept in order.
 * Setting NULL removes a tag. A name is ASCII letters, digits and "_"; a
 * value is one line (line ends are written as spaces). */
const char    *quintet_record_get_tag       (QuintetRecord *self,
                                             const char    *name);
void           quintet_record_set_tag       (QuintetRecord *self,
                                             const char    *name,
                                             const char    *value);
/* The tag naming who plays @side: the side's untranslated name */
const char    *quintet_record_side_tag      (QuintetGame   *game,
                                             QuintetSide    side);

/* Comments, marks and evaluations are those of the game's tree
 * (quintet-game-tree.h): a record reads them into its nodes and writes
 * them from there. */

/* A comment the record writes after those of turn @ply of the game's
 * current line (0: before the first turn; past its last turn: after the
 * last), without it being in the game's tree: what only the record keeps
 * (an online game's conversation). Written in the order added; read back
 * as any comment, into the tree. */
void           quintet_record_add_comment   (QuintetRecord *self,
                                             guint          ply,
                                             const char    *comment);

/* A hash of what a record of @game holds besides its tags: the tree the
 * writer writes (every line, the marks, comments and evaluations; not the
 * turns the game has undone), the game's turns and its outcome. Equal
 * for two games that write the same turns; changes with every change of
 * the tree (for "is the record saved?"). */
guint64        quintet_record_hash_tree     (QuintetGame   *game);

/* The record as text (UTF-8, '\n' line ends): the tags, then the game's
 * tree from the root (not the turns the game has undone): the main line
 * numbered in pairs, the variations in parentheses, the marks, comments
 * and evaluations, then the main line's result. */
char          *quintet_record_to_text       (QuintetRecord *self);

void           quintet_record_free          (QuintetRecord *self);

/* The result as a record writes it: "1-0" (side 0 won), "0-1", "1/2-1/2",
 * or "*" while the game goes on. */
const char    *quintet_record_result_token  (QuintetOutcome outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetRecord, quintet_record_free)

G_END_DECLS
