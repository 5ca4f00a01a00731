/* quintet-move-line.h — one row of the move list: a numbered pair of the
 * main line, a stretch of a variation, or a comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-game-tree.h"

G_BEGIN_DECLS

typedef enum {
  QUINTET_MOVE_LINE_PAIR,       /* main line: turns 2n-1 and 2n (the second may be missing) */
  QUINTET_MOVE_LINE_VARIATION,  /* consecutive turns of one variation */
  QUINTET_MOVE_LINE_COMMENT,    /* one comment of a node */
} QuintetMoveLineKind;

#define QUINTET_TYPE_MOVE_LINE (quintet_move_line_get_type ())

G_DECLARE_FINAL_TYPE (QuintetMoveLine, quintet_move_line, QUINTET, MOVE_LINE, GObject)

/* Immutable: a row whose turns, marks or comment change is a new item
 * (QuintetMoveTreeList replaces it). It holds its nodes. */

/* A numbered pair of the main line; @second may be NULL (still to come),
 * or @first (a reply after its turn's comments and variations, "12. …") */
QuintetMoveLine     *quintet_move_line_new_pair        (guint            number,
                                                        QuintetTreeNode *first,
                                                        QuintetTreeNode *second);
/* @nodes: @n_nodes consecutive nodes of one variation (each the child 0
 * of the one before), shown @depth levels in */
QuintetMoveLine     *quintet_move_line_new_variation   (guint             depth,
                                                        QuintetTreeNode **nodes,
                                                        guint             n_nodes);
QuintetMoveLine     *quintet_move_line_new_comment     (guint            depth,
                                                        QuintetTreeNode *node,
                                                        guint            index);

QuintetMoveLineKind  quintet_move_line_get_kind        (QuintetMoveLine *self);
guint                quintet_move_line_get_depth       (QuintetMoveLine *self);
/* A pair's number (1 for turns 1 and 2); 0 for the other kinds */
guint                quintet_move_line_get_number      (QuintetMoveLine *self);
/* A pair: 2 (the second NULL while the reply is to come); a variation:
 * its turns; a comment: 1, the commented node */
guint                quintet_move_line_get_n_nodes     (QuintetMoveLine *self);
QuintetTreeNode     *quintet_move_line_get_node        (QuintetMoveLine *self,
                                                        guint            index);
/* A comment's text (as it was when the row was made) and its index
 * among its node's comments; NULL and 0 for the other kinds */
const char          *quintet_move_line_get_comment     (QuintetMoveLine *self);
guint                quintet_move_line_get_comment_index (QuintetMoveLine *self);
/* The same row: kind, depth, nodes, and what they showed when made
 * (notations, marks, the comment) */
gboolean             quintet_move_line_equal           (QuintetMoveLine *a,
                                                        QuintetMoveLine *b);

/* A turn's text in a row: its notation and its mark ("e4?!") */
char                *quintet_move_line_format_turn     (QuintetTreeNode *node);
/* "inaccuracy", "mistake", "blunder" (translated), NULL for no mark */
const char          *quintet_move_line_describe_mark   (QuintetMark      mark);
/* The CSS class of a mark: "mark-inaccuracy" …, NULL for no mark */
const char          *quintet_move_line_mark_class      (QuintetMark      mark);
/* A turn's number before it in a variation: "12. " before the first
 * side's turn, "12… " before the second's when it opens the row (@first),
 * else "" */
char                *quintet_move_line_format_number   (QuintetTreeNode *node,
                                                        gboolean         first);

G_END_DECLS
