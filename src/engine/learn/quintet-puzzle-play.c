/* quintet-puzzle-play.c — playing a puzzle: judging the solver's turns,
 * the computer's answers (the longest defence), the refutation of a wrong
 * turn and the hint
 *
 * While the game follows the file's main line nothing is proved: the
 * file's turns are the answers. Off it (another turn that still wins, a
 * wrong one), proofs of the positions after each defence decide, on a
 * private copy of the game, so that a worker thread may judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-puzzle.h"

QuintetGame *
quintet_puzzle_copy_game (QuintetGame *game)
{
  g_autoptr(QuintetGame) copy = NULL;
  g_autofree char *text = NULL;
  guint n_turns;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  copy = g_object_new (G_OBJECT_TYPE (game), "variant", quintet_game_get_variant (game), NULL);
  text = quintet_game_position_to_text (game, quintet_game_get_position_at (game, 0));
  if (!quintet_game_load_position (copy, text, NULL))
    return NULL;
  n_turns = quintet_game_get_n_turns (game);
  for (guint i = 0; i < n_turns; i++)
    if (!quintet_game_play_turn (copy, quintet_game_get_turn (game, i), NULL))
      return NULL;
  return g_steal_pointer (&copy);
}

static QuintetSide
solver_of (QuintetGame *game)
{
  return QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, 0));
}

guint
quintet_puzzle_turns_left (QuintetGame         *game,
                           const QuintetPuzzle *puzzle)
{
  QuintetSide solver = solver_of (game);
  guint n_turns = quintet_game_get_n_turns (game);
  guint made = 0;

  for (guint i = 0; i < n_turns; i++)
    if (QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, i)) == solver)
      made++;
  return made < puzzle->n ? puzzle->n - made : 0;
}

gboolean
quintet_puzzle_line_turn (QuintetGame         *game,
                          const QuintetPuzzle *puzzle,
                          guint                ply,
                          QuintetMove         *turn)
{
  if (puzzle->turns == NULL || ply >= g_strv_length (puzzle->turns) ||
      ply > quintet_game_get_n_turns (game))
    return FALSE;
  return quintet_game_parse_turn (game, quintet_game_get_position_at (game, ply),
                                  puzzle->turns[ply], turn, NULL);
}

gboolean
quintet_puzzle_on_main_line (QuintetGame         *game,
                             const QuintetPuzzle *puzzle)
{
  guint n_turns = quintet_game_get_n_turns (game);

  for (guint i = 0; i < n_turns; i++)
    {
      QuintetMove turn;

      if (!quintet_puzzle_line_turn (game, puzzle, i, &turn) ||
          !quintet_move_equal (&turn, quintet_game_get_turn (game, i)))
        return FALSE;
    }
  return TRUE;
}

typedef struct {
  QuintetSide solver;
  guint64     nodes;
  guint64     max_nodes;
  gboolean    out;
} Judge;

static gboolean
is_decided (QuintetGame *game,
            QuintetSide  solver,
            gboolean    *solver_won)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);

  *solver_won = outcome.status == QUINTET_STATUS_WIN && outcome.winner == solver;
  return outcome.status != QUINTET_STATUS_ONGOING;
}

/* The fewest of the solver's turns (0 … @d) in which it wins from @game's
 * position against every defence, or G_MAXUINT. Where the defender is to
 * move: @answer, the reply after which the win takes longest (the first
 * such), or when the solver does not win in time, a reply that shows it
 * (@refutes TRUE). @next: the solver's fastest turn after @answer. */
static guint
distance (Judge       *j,
          QuintetGame *game,
          guint        d,
          QuintetMove *answer,
          gboolean    *has_answer,
          QuintetMove *next,
          gboolean    *has_next)
{
  gboolean solver_won;
  const QuintetMove *legal;
  g_autofree QuintetMove *replies = NULL;
  guint n_replies, longest = 0;

  if (answer != NULL)
    *has_answer = FALSE;
  if (next != NULL)
    *has_next = FALSE;
  if (j->out)
    return G_MAXUINT;
  if (is_decided (game, j->solver, &solver_won))
    return solver_won ? 0 : G_MAXUINT;

  if (quintet_game_get_side_to_move (game) == j->solver)
    {
      g_auto(QuintetProof) proof = { 0 };

      if (d == 0)
        return G_MAXUINT;
      if (j->nodes >= j->max_nodes)
        {
          j->out = TRUE;
          return G_MAXUINT;
        }
      quintet_puzzle_prove (game, d, j->max_nodes - j->nodes, &proof);
      j->nodes += proof.nodes;
      if (proof.status == QUINTET_PROOF_UNKNOWN)
        {
          j->out = TRUE;
          return G_MAXUINT;
        }
      if (proof.status != QUINTET_PROOF_WIN)
        return G_MAXUINT;
      if (next != NULL && proof.line->len > 0)
        {
          *next = g_array_index (proof.line, QuintetMove, 0);
          *has_next = TRUE;
        }
      return proof.n;
    }

  /* The defender: the game's list changes as turns are played, so a copy */
  legal = quintet_game_get_legal_turns (game, &n_replies);
  replies = g_memdup2 (legal, n_replies * sizeof (QuintetMove));

  /* A reply that wins at once refutes best: it shows itself */
  for (guint i = 0; i < n_replies; i++)
    {
      gboolean decided;

      if (!quintet_game_play_turn (game, &replies[i], NULL))
        continue;
      decided = is_decided (game, j->solver, &solver_won);
      quintet_game_truncate (game, quintet_game_get_n_turns (game) - 1);
      if (decided && !solver_won)
        {
          if (answer != NULL)
            {
              *answer = replies[i];
              *has_answer = TRUE;
            }
          return G_MAXUINT;
        }
    }

  for (guint i = 0; i < n_replies && !j->out; i++)
    {
      QuintetMove child_next;
      gboolean has_child_next = FALSE;
      guint k;

      if (!quintet_game_play_turn (game, &replies[i], NULL))
        continue;
      k = distance (j, game, d, NULL, NULL, &child_next, &has_child_next);
      quintet_game_truncate (game, quintet_game_get_n_turns (game) - 1);
      if (j->out)
        return G_MAXUINT;
      if (k == G_MAXUINT)
        {
          if (answer != NULL)
            {
              *answer = replies[i];
              *has_answer = TRUE;
            }
          if (next != NULL)
            *has_next = FALSE;
          return G_MAXUINT;
        }
      if (answer != NULL && (!*has_answer || k > longest))
        {
          longest = k;
          *answer = replies[i];
          *has_answer = TRUE;
          if (next != NULL)
            {
              *has_next = has_child_next;
              *next = child_next;
            }
        }
      else if (answer == NULL && k > longest)
        longest = k;
    }
  return longest;
}

void
quintet_puzzle_judge (QuintetGame            *game,
                      const QuintetPuzzle    *puzzle,
                      const QuintetMove      *turn,
                      guint64                 max_nodes,
                      QuintetPuzzleJudgement *judgement)
{
  g_autoptr(QuintetGame) copy = NULL;
  Judge j = { 0 };
  QuintetMove line_turn;
  guint ply, left, k;
  gboolean solver_won, first, main_line;

  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (puzzle != NULL && turn != NULL && judgement != NULL);

  memset (judgement, 0, sizeof *judgement);
  judgement->verdict = QUINTET_PUZZLE_WRONG;
  j.solver = solver_of (game);
  j.max_nodes = max_nodes > 0 ? max_nodes : QUINTET_PUZZLE_DEFAULT_NODES;
  ply = quintet_game_get_n_turns (game);
  left = quintet_puzzle_turns_left (game, puzzle);
  first = left == puzzle->n;
  main_line = quintet_puzzle_on_main_line (game, puzzle);

  copy = quintet_puzzle_copy_game (game);
  if (copy == NULL || left == 0 || quintet_game_get_side_to_move (game) != j.solver ||
      !quintet_game_play_turn (copy, turn, NULL))
    return;
  if (is_decided (copy, j.solver, &solver_won))
    {
      /* a win is a win; a draw or a loss ends the game: no refutation */
      if (solver_won)
        judgement->verdict = QUINTET_PUZZLE_SOLVED;
      return;
    }

  /* On the main line with its turn: the file's answer */
  if (main_line && quintet_puzzle_line_turn (game, puzzle, ply, &line_turn) &&
      quintet_move_equal (&line_turn, turn))
    {
      judgement->verdict = QUINTET_PUZZLE_RIGHT;
      if (quintet_game_get_side_to_move (copy) != j.solver &&
          quintet_puzzle_line_turn (copy, puzzle, ply + 1, &judgement->answer))
        {
          judgement->has_answer = TRUE;
          quintet_game_play_turn (copy, &judgement->answer, NULL);
        }
      if (quintet_game_get_side_to_move (copy) == j.solver)
        judgement->has_next = quintet_puzzle_line_turn (copy, puzzle,
                                                        quintet_game_get_n_turns (copy),
                                                        &judgement->next);
      return;
    }

  k = distance (&j, copy, left - 1, &judgement->answer, &judgement->has_answer,
                &judgement->next, &judgement->has_next);
  judgement->nodes = j.nodes;
  if (j.out)
    {
      /* a first turn other than the file's is wrong all the same: only
       * its refutation is not known */
      judgement->verdict = first ? QUINTET_PUZZLE_WRONG : QUINTET_PUZZLE_UNKNOWN;
      judgement->has_answer = judgement->has_next = FALSE;
      return;
    }
  /* The first turn is right only as the file's (the only one that wins in
   * N: another one wins later, if at all) */
  if (k != G_MAXUINT && !first)
    {
      judgement->verdict = QUINTET_PUZZLE_RIGHT;
      return;
    }
  judgement->has_next = FALSE;
  if (k != G_MAXUINT)
    /* a first turn other than the file's that wins in N after all: the
     * file is wrong; no refutation to show */
    judgement->has_answer = FALSE;
}

QuintetCell
quintet_puzzle_hint_cell (QuintetGame       *game,
                          const QuintetMove *turn)
{
  QuintetMove paths[4];

  if (quintet_game_turn_paths (game, quintet_game_get_position (game), turn, paths, G_N_ELEMENTS (paths)) > 0 &&
      paths[0].length > 0)
    return paths[0].path[0];
  return turn->length > 0 ? turn->path[0] : QUINTET_NO_CELL;
}

char *
quintet_puzzle_describe_hint (QuintetGame       *game,
                              const QuintetMove *turn)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  QuintetCell cell = quintet_puzzle_hint_cell (game, turn);
  g_autofree QuintetCellView *cells = NULL;

  if (cell == QUINTET_NO_CELL || cell >= geometry->n_cells)
    return g_strdup (_("Look for a turn that wins in time"));
  cells = g_new0 (QuintetCellView, geometry->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), cells);
  if (cells[cell].height == 0)
    /* Translators: a puzzle's hint; %s is a cell's name, "d4" */
    return g_strdup_printf (_("Play on %s"), geometry->cells[cell].name);
  /* Translators: a puzzle's hint; %s is a cell's name, "d4" */
  return g_strdup_printf (_("Move the piece on %s"), geometry->cells[cell].name);
}
