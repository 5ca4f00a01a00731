/* quintet-puzzle.h — forced wins proved by exhaustive search, and the
 * puzzle data files (data/puzzles/<game id>.txt)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* The most turns of the solver a proof looks at */
#define QUINTET_PUZZLE_MAX_N 4
/* Positions a proof visits unless told otherwise */
#define QUINTET_PUZZLE_DEFAULT_NODES 20000000

typedef enum {
  QUINTET_PROOF_NO_WIN,    /* no first turn wins within max_n: proved */
  QUINTET_PROOF_WIN,       /* at least one does: proved */
  QUINTET_PROOF_UNKNOWN,   /* the node budget ran out first */
} QuintetProofStatus;

typedef struct {
  QuintetProofStatus status;
  guint    n;            /* WIN: the fewest turns of the solver that win */
  /* Every first turn that wins within max_n (not only within n), and for
   * each the fewest turns it wins in (same index) */
  GArray  *winning;      /* QuintetMove */
  GArray  *winning_n;    /* guint */
  /* WIN: the solver's fastest turns, the defender's longest defence
   * (the reply after which the win takes longest; the first such in the
   * legal turns' order), ending with the solver's winning turn */
  GArray  *line;         /* QuintetMove */
  guint    n_legal;      /* the solver's legal turns at the start */
  guint64  nodes;        /* positions made */
} QuintetProof;

void     quintet_proof_clear   (QuintetProof *proof);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QuintetProof, quintet_proof_clear)

/* Whether the side to move in @game (its current position, with the
 * history that leads to it: repetition and no progress count) wins within
 * @max_n (1 … QUINTET_PUZZLE_MAX_N) of its own turns against every
 * defence. Exhaustive AND/OR search over the legal turns by the game's
 * rules; at most @max_nodes positions (0: QUINTET_PUZZLE_DEFAULT_NODES).
 * @game does not change (the proof works on a private copy). Returns
 * FALSE when the game is already decided (nothing to prove). */
gboolean quintet_puzzle_prove  (QuintetGame  *game,
                                guint         max_n,
                                guint64       max_nodes,
                                QuintetProof *proof);

/* A transposition table that proofs may share, one after the other (not
 * at the same time): a generator's many proofs allocate it once (16 MB) */
typedef struct _QuintetPuzzleTable QuintetPuzzleTable;

QuintetPuzzleTable *quintet_puzzle_table_new  (void);
void                quintet_puzzle_table_free (QuintetPuzzleTable *table);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetPuzzleTable, quintet_puzzle_table_free)

/* quintet_puzzle_prove with @table (NULL: a table of the proof's own,
 * where the table is sound at all) */
gboolean quintet_puzzle_prove_with_table (QuintetGame        *game,
                                          guint               max_n,
                                          guint64             max_nodes,
                                          QuintetPuzzleTable *table,
                                          QuintetProof       *proof);

/* For tests: whether proofs may use their transposition table (they do
 * by default, where it is sound) */
void     _quintet_puzzle_set_table (gboolean allowed);

/* ---- the data files ---- */

/* One line of a puzzle file: ID<TAB>N<TAB>POSITION<TAB>TURN<TAB>TURN…
 * (the main line from the solver's first turn to its winning turn) */
typedef struct {
  char    *id;           /* lowercase letters, digits and '-' */
  guint    n;            /* the solver's turns to the win */
  char    *position;     /* position text */
  GStrv    turns;        /* notations, the main line */
  guint    line;         /* the file's line it came from */
} QuintetPuzzle;

void           quintet_puzzle_free       (QuintetPuzzle *puzzle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetPuzzle, quintet_puzzle_free)

/* Reads the puzzles of @text (comments from '#', blank lines skipped) for
 * @game into a new array of QuintetPuzzle; checks each line: the fields,
 * the position text, every turn legal in turn, and that the line ends in
 * the solver's win at its N-th turn. An error is one line,
 * "SOURCE:LINE: what is wrong". @game does not change. */
GPtrArray     *quintet_puzzle_read       (QuintetGame   *game,
                                          const char    *source,
                                          const char    *text,
                                          GError       **error);
GPtrArray     *quintet_puzzle_read_file  (QuintetGame   *game,
                                          const char    *file_name,
                                          GError       **error);
/* The line of the data format for @puzzle (no newline) */
char          *quintet_puzzle_format     (const QuintetPuzzle *puzzle);
/* A game at @puzzle's position (NULL with @error on a bad text) */
QuintetGame   *quintet_puzzle_new_game   (QuintetGame         *game,
                                          const QuintetPuzzle *puzzle,
                                          GError             **error);

/* The folder of the shipped puzzle files: $QUINTET_PUZZLES_DIR when set
 * (the build tree, the tests), else the installed PUZZLESDIR */
const char    *quintet_puzzle_data_dir   (void);
/* The file of @game_id's shipped puzzles in @folder (NULL: the data dir) */
char          *quintet_puzzle_set_file   (const char          *game_id,
                                          const char          *folder);
/* The shipped puzzles of @game_id, easy to hard, read and checked as
 * quintet_puzzle_read does; NULL with @error when missing or bad */
GPtrArray     *quintet_puzzle_load_set   (const char          *game_id,
                                          GError             **error);

/* ---- playing a puzzle (quintet-puzzle-play.c) ----
 *
 * The player makes the solver's turns on a game that starts at the
 * puzzle's position (quintet_puzzle_new_game) and holds the turns made
 * since; the computer answers with the longest defence. */

typedef enum {
  QUINTET_PUZZLE_RIGHT,    /* still wins within the turns left: the
                            * computer answers (answer), or the solver
                            * moves again (no answer) */
  QUINTET_PUZZLE_SOLVED,   /* the turn wins the game */
  QUINTET_PUZZLE_WRONG,    /* it does not win within the turns left; the
                            * defender's refutation in answer, if any (a
                            * turn that ends the game itself has none) */
  QUINTET_PUZZLE_UNKNOWN,  /* the node budget ran out first */
} QuintetPuzzleVerdict;

typedef struct {
  QuintetPuzzleVerdict verdict;
  gboolean    has_answer;
  QuintetMove answer;      /* RIGHT: the computer's answer; WRONG: the refutation */
  gboolean    has_next;
  QuintetMove next;        /* RIGHT: the solver's right turn after the answer (the hint) */
  guint64     nodes;       /* positions the proofs made */
} QuintetPuzzleJudgement;

/* A new game with @game's start position (its text) and turns */
QuintetGame   *quintet_puzzle_copy_game  (QuintetGame         *game);
/* The solver's turns still to make in @game, a game of @puzzle */
guint          quintet_puzzle_turns_left (QuintetGame         *game,
                                          const QuintetPuzzle *puzzle);
/* Whether every turn made in @game is the file's main line's */
gboolean       quintet_puzzle_on_main_line (QuintetGame       *game,
                                            const QuintetPuzzle *puzzle);
/* The main line's turn at @ply (@game's position at @ply), FALSE past it */
gboolean       quintet_puzzle_line_turn  (QuintetGame         *game,
                                          const QuintetPuzzle *puzzle,
                                          guint                ply,
                                          QuintetMove         *turn);
/* Judges the solver's @turn (legal in @game's current position, a game of
 * @puzzle): right when the solver still wins within the turns the puzzle
 * leaves (the first turn: only the file's, which is unique); then the
 * answer is the defence after which the win takes longest (the file's
 * while the game follows its main line, else the first such in the legal
 * turns' order). Wrong: the refutation is a reply that wins for the
 * defender at once, else the first after which the solver no longer wins
 * in time. At most @max_nodes positions of proofs (0: the default).
 * @game does not change: safe on a worker thread with a game of its own. */
void           quintet_puzzle_judge      (QuintetGame            *game,
                                          const QuintetPuzzle    *puzzle,
                                          const QuintetMove      *turn,
                                          guint64                 max_nodes,
                                          QuintetPuzzleJudgement *judgement);
/* A hint for @turn in @game's position, in words with the game's cell
 * names: "Move the piece on d4" (the first cell of its click path) */
char          *quintet_puzzle_describe_hint (QuintetGame       *game,
                                             const QuintetMove *turn);
/* The cell the hint names: the first of @turn's first click path */
QuintetCell    quintet_puzzle_hint_cell  (QuintetGame         *game,
                                          const QuintetMove   *turn);

G_END_DECLS
