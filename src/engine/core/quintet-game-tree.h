/* quintet-game-tree.h — a game's turns as a tree: the main line, the
 * variations that branch from any ply, and what annotates each turn
 * (comments, a mark, the analysis of the position it leads to)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* How much a turn cost its player, as the analysis or a record says:
 * written "?!", "?", "??" after the turn. */
typedef enum {
  QUINTET_MARK_NONE = 0,
  QUINTET_MARK_INACCURACY,   /* ?! */
  QUINTET_MARK_MISTAKE,      /* ?  */
  QUINTET_MARK_BLUNDER,      /* ?? */
} QuintetMark;

/* "", "?!", "?", "??" */
const char *quintet_mark_to_string   (QuintetMark  mark);
/* Exactly one of the three strings (not ""); FALSE for anything else */
gboolean    quintet_mark_from_string (const char  *text,
                                      QuintetMark *mark);

#define QUINTET_NODE_EVAL_MAX_PV 16

/* The analysis of one position (the one a node's turn leads to; the
 * root's: the start). @score is the search's (quintet-search.h: in
 * hundredths of a piece from the view of the side to move there, a forced
 * result beyond ±QUINTET_SEARCH_WIN_BOUND); a decided position scores its
 * result exactly and has no best turn. */
typedef struct {
  int         score;
  guint       depth;       /* of the search, 0 for a decided position */
  gboolean    has_best;
  QuintetMove best;        /* the engine's turn there */
  guint       pv_length;   /* the expected line from there, starting with @best */
  QuintetMove pv[QUINTET_NODE_EVAL_MAX_PV];
} QuintetNodeEval;

#define QUINTET_TYPE_TREE_NODE (quintet_tree_node_get_type ())

G_DECLARE_FINAL_TYPE (QuintetTreeNode, quintet_tree_node, QUINTET, TREE_NODE, GObject)

/* A node is a turn and the position after it; the root is the start
 * position and has no turn. Child 0 is the main continuation, the others
 * variations in the order they were made or read. Nodes belong to their
 * tree: a pointer stays valid until the node is removed (hold a reference
 * to keep the object alive longer; it is then detached: no parent, no
 * children).
 *
 * Properties: "mark" (QuintetMark, read-write), "comments" (GStrv,
 * read-write), "has-eval" (boolean, read-only; notified whenever the eval
 * is set or cleared). */

QuintetTreeNode *quintet_tree_node_get_parent      (QuintetTreeNode *self);
guint            quintet_tree_node_get_n_children  (QuintetTreeNode *self);
QuintetTreeNode *quintet_tree_node_get_child       (QuintetTreeNode *self,
                                                    guint            index);
/* Its index among its parent's children (0: the main continuation) */
guint            quintet_tree_node_get_index       (QuintetTreeNode *self);
/* Turns from the start: 0 for the root, k after k turns */
guint            quintet_tree_node_get_ply         (QuintetTreeNode *self);
/* TRUE when every node from the root to it is a child 0 */
gboolean         quintet_tree_node_is_main_line    (QuintetTreeNode *self);
/* How deeply the variation holding it nests: 0 on the main line, 1 in a
 * variation of the main line, 2 in a variation of that … */
guint            quintet_tree_node_get_depth       (QuintetTreeNode *self);
/* NULL for the root */
const QuintetMove *quintet_tree_node_get_turn      (QuintetTreeNode *self);
/* The turn in the game's notation style; NULL for the root */
const char      *quintet_tree_node_get_notation    (QuintetTreeNode *self);
/* The side that played the turn (for the root: the side to move at the start) */
QuintetSide      quintet_tree_node_get_side        (QuintetTreeNode *self);
/* The position after the turn (the root: the start) */
gconstpointer    quintet_tree_node_get_position    (QuintetTreeNode *self);
/* @turn, a turn of that position (the eval's best turn, say), in the
 * game's notation style; NULL once the node is removed */
char            *quintet_tree_node_format_turn     (QuintetTreeNode   *self,
                                                    const QuintetMove *turn);

QuintetMark      quintet_tree_node_get_mark        (QuintetTreeNode *self);
void             quintet_tree_node_set_mark        (QuintetTreeNode *self,
                                                    QuintetMark      mark);
/* The comments after the turn (the root's: before the first turn), in
 * order; never NULL. A comment is one non-empty string without "}". */
const char * const *
                 quintet_tree_node_get_comments    (QuintetTreeNode *self);
void             quintet_tree_node_set_comments    (QuintetTreeNode *self,
                                                    const char * const *comments);
/* The analysis of the node's position, or NULL */
const QuintetNodeEval *
                 quintet_tree_node_get_eval        (QuintetTreeNode *self);
void             quintet_tree_node_set_eval        (QuintetTreeNode *self,
                                                    const QuintetNodeEval *eval);
/* In a game with a clock (quintet-clock.h), the time the side that played
 * the turn had left after it, increment included, in milliseconds: a
 * record's "[%clk …]"; -1 when not known. Set, it is rounded up to a whole
 * tenth of a second (what a record holds); a negative time clears it. */
gint64           quintet_tree_node_get_clock       (QuintetTreeNode *self);
void             quintet_tree_node_set_clock       (QuintetTreeNode *self,
                                                    gint64           ms);

#define QUINTET_TYPE_GAME_TREE (quintet_game_tree_get_type ())

G_DECLARE_FINAL_TYPE (QuintetGameTree, quintet_game_tree, QUINTET, GAME_TREE, GObject)

/* The tree of a QuintetGame (quintet_game_get_tree): the game's turns,
 * played and redoable, are always one path from the root, "the line"; the
 * game keeps the tree in step when turns are played, truncated or the
 * game restarts. Signal "changed" (no arguments): nodes were added,
 * removed or reordered, or the line changed; annotations notify on their
 * nodes instead. */

QuintetTreeNode *quintet_game_tree_get_root        (QuintetGameTree *self);
/* The main line: the root's child 0, its child 0 … ; its length in turns */
guint            quintet_game_tree_get_main_length (QuintetGameTree *self);
/* The main line's node at @ply (0 … main length) */
QuintetTreeNode *quintet_game_tree_get_main_node   (QuintetGameTree *self,
                                                    guint            ply);
/* The line's node at @ply (0 … the game's turns, played and redoable) */
QuintetTreeNode *quintet_game_tree_get_line_node   (QuintetGameTree *self,
                                                    guint            ply);
/* TRUE when the line is the main line or a part of it from the root */
gboolean         quintet_game_tree_line_is_main    (QuintetGameTree *self);
/* The main line's result: the game's outcome when the line is the main
 * line, else the one it had when the line was last the main line's end
 * (a resignation or an agreed draw included). For records. */
QuintetOutcome   quintet_game_tree_get_main_outcome (QuintetGameTree *self);
/* Changes whenever anything in the tree changes: a node added, removed or
 * reordered, a comment, mark or eval set (for "is the record saved?") */
guint64          quintet_game_tree_get_serial      (QuintetGameTree *self);

/* Adds @n_turns turns after @node as a line, reusing children that have
 * the same turn: returns its last node (@node when @n_turns is 0). Each
 * turn must be legal where it is played, by the rules and the history of
 * the path (repetition, no progress, a decided position); else NULL, the
 * tree unchanged, and @error (QUINTET_GAME_ERROR) saying which turn (its
 * index in @turns, in @failed_index when not NULL) and why. The game's
 * line is unchanged. */
QuintetTreeNode *quintet_game_tree_add_line        (QuintetGameTree   *self,
                                                    QuintetTreeNode   *node,
                                                    const QuintetMove *turns,
                                                    guint              n_turns,
                                                    guint             *failed_index,
                                                    GError           **error);
/* Makes the line through @node the main line: at each node from the
 * root to @node, the child on the way becomes child 0 (the others keep
 * their order after it). The game's line is unchanged. */
void             quintet_game_tree_promote         (QuintetGameTree *self,
                                                    QuintetTreeNode *node);
/* Removes @node (not the root) and every node after it. When the game's
 * line went through it, the line becomes the one through its parent
 * (quintet_game_follow_node) and the game shows the parent's position. */
void             quintet_game_tree_remove          (QuintetGameTree *self,
                                                    QuintetTreeNode *node);

/* The tree of @game; never NULL, owned by the game */
QuintetGameTree *quintet_game_get_tree             (QuintetGame     *game);

/* Makes the game's line the one through @node (a node of its tree): the
 * turns from the root to @node, then its child 0, their child 0 … to the
 * end; every turn of it played (no redo turns), the outcome that of its
 * end (a resignation or agreed draw stays with the main line's end). */
void             quintet_game_follow_node          (QuintetGame     *game,
                                                    QuintetTreeNode *node);

/* Plays @turn at @ply of the line without discarding the turns after
 * @ply: the turn becomes a variation there (or, when a child of that
 * node already has this turn, that child is followed), and the game's
 * line becomes the one through the turn's node, as
 * quintet_game_follow_node. Errors as quintet_game_play_turn at that ply. */
gboolean         quintet_game_play_variation       (QuintetGame       *game,
                                                    guint              ply,
                                                    const QuintetMove *turn,
                                                    GError           **error);

G_END_DECLS
