/* quintet-puzzle.c — forced wins proved by exhaustive search
 *
 * An AND/OR search over the legal turns by the game's full rules: the
 * positions are pushed onto a private QuintetHistory holding the game's
 * own history, so repetition (OF-5's refusal included) and no progress
 * count exactly as in the game, and a decided position counts by its
 * outcome. The node budget bounds the cost.
 *
 * A position's value depends on the history that leads to it, so the
 * transposition table (hash and remaining turns) is used only where it
 * cannot: the proof starts from a position with no history, every game's
 * repetition limit is 3 or more and its no-progress limit beyond the
 * proof's depth, and an entry is stored and read only on a line without a
 * repeated position, from a subtree without one. Then a position occurs
 * at most twice on any line through an entry (once before it, once in
 * it): no repetition draw, no OF-5 refusal, no no-progress draw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-history.h"
#include "quintet-puzzle.h"

/* Deeper than any line of QUINTET_PUZZLE_MAX_N turns a side */
#define MAX_LEVELS 32
#define TABLE_SIZE (1 << 20)   /* entries, 16 bytes each */

typedef struct {
  guint64 hash;
  guint32 stamp;   /* the proof that stored it (0: never used) */
  guint8  d;
  guint8  wins;
} Entry;

/* A table kept across proofs: each proof takes a new stamp, so an entry of
 * an earlier proof reads as empty and nothing is cleared between them */
struct _QuintetPuzzleTable {
  Entry  *entries;
  guint32 stamp;
};

QuintetPuzzleTable *
quintet_puzzle_table_new (void)
{
  QuintetPuzzleTable *table = g_new0 (QuintetPuzzleTable, 1);

  table->entries = g_new0 (Entry, TABLE_SIZE);
  return table;
}

void
quintet_puzzle_table_free (QuintetPuzzleTable *table)
{
  if (table == NULL)
    return;
  g_free (table->entries);
  g_free (table);
}

/* A fresh stamp for the next proof; on the (far) wrap-around, the
 * entries are cleared */
static guint32
table_next_stamp (QuintetPuzzleTable *table)
{
  if (++table->stamp == 0)
    {
      memset (table->entries, 0, sizeof (Entry) * TABLE_SIZE);
      table->stamp = 1;
    }
  return table->stamp;
}

static gboolean table_allowed = TRUE;

void
_quintet_puzzle_set_table (gboolean allowed)
{
  table_allowed = allowed;
}

typedef struct {
  QuintetHistory  *history;
  QuintetSide      solver;
  QuintetTurnList  lists[MAX_LEVELS];
  /* Per level, the last turn that decided a node there (a defence that
   * held, a solver's turn that won): tried first at the next node, it
   * often decides that one too (the killer heuristic) */
  QuintetMove      killer[MAX_LEVELS];
  gboolean         has_killer[MAX_LEVELS];
  QuintetMove      sample;     /* quick_outcome's turn at the last ply */
  guint            n_sample;   /* and its count: 0, no legal turn */
  guint64          nodes;
  guint64          max_nodes;
  Entry           *table;      /* NULL: not sound here */
  guint32          stamp;      /* this proof's entries in it */
  guint            repeats_on_line;  /* positions on the line seen before on it */
  guint64          repeats;    /* such positions met so far */
  gboolean         out;        /* the budget ran out: nothing is proved */
} Prover;

void
quintet_proof_clear (QuintetProof *proof)
{
  g_clear_pointer (&proof->winning, g_array_unref);
  g_clear_pointer (&proof->winning_n, g_array_unref);
  g_clear_pointer (&proof->line, g_array_unref);
  memset (proof, 0, sizeof *proof);
}

/* The outcome at the last ply; its legal turns into lists[level] */
static QuintetOutcome
node_outcome (Prover *p,
              guint   level)
{
  guint ply = quintet_history_get_last_ply (p->history);
  guint n = quintet_history_legal_turns (p->history, ply, &p->lists[level]);

  return quintet_history_outcome (p->history, ply, n);
}

/* The outcome at the last ply without its list of turns: the history's
 * outcome needs only whether there is a legal turn (its playouts count
 * on that too), and random_turn answers that for far less than the list
 * costs (Ordo X: some 2,000 turns) */
static QuintetOutcome
quick_outcome (Prover *p)
{
  p->n_sample = quintet_history_random_turn (p->history, (guint32) p->nodes, &p->sample);
  return quintet_history_outcome (p->history, quintet_history_get_last_ply (p->history), p->n_sample);
}

static gboolean node_value (Prover *p, guint level, guint d);

/* Whether the solver wins within @d more of its turns after @turn, made at
 * @level (the solver's turn counted already, if it was one) */
static gboolean
child_value (Prover            *p,
             guint              level,
             const QuintetMove *turn,
             guint              d)
{
  guint ply = quintet_history_get_last_ply (p->history);
  QuintetOutcome outcome;
  gboolean wins, repeated;

  if (p->out)
    return FALSE;
  if (++p->nodes > p->max_nodes || level + 1 >= MAX_LEVELS)
    {
      p->out = TRUE;
      return FALSE;
    }
  quintet_history_push (p->history, turn);
  repeated = p->table != NULL &&
             quintet_history_count (p->history, ply + 1, quintet_history_get_position (p->history, ply + 1)) > 1;
  if (repeated)
    {
      p->repeats++;
      p->repeats_on_line++;
    }
  outcome = quick_outcome (p);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    wins = outcome.status == QUINTET_STATUS_WIN && outcome.winner == p->solver;
  else
    wins = node_value (p, level + 1, d);
  if (repeated)
    p->repeats_on_line--;
  quintet_history_truncate (p->history, ply);

  return wins && !p->out;
}

/* Moves the level's killer to the front of its list, where it is there */
static void
killer_first (Prover *p,
              guint   level)
{
  QuintetTurnList *list = &p->lists[level];

  if (!p->has_killer[level])
    return;
  for (guint i = 1; i < list->n_turns; i++)
    if (quintet_move_equal (&list->turns[i], &p->killer[level]))
      {
        QuintetMove first = list->turns[0];

        list->turns[0] = list->turns[i];
        list->turns[i] = first;
        return;
      }
}

static void
set_killer (Prover            *p,
            guint              level,
            const QuintetMove *turn)
{
  p->killer[level] = *turn;
  p->has_killer[level] = TRUE;
}

/* An undecided position at the last ply: whether the solver wins within
 * @d of its turns (its turns go to lists[level]) */
static gboolean search_node (Prover *p, guint level, guint d);

static gboolean
node_value (Prover *p,
            guint   level,
            guint   d)
{
  guint64 hash = QUINTET_POSITION_HASH (quintet_history_get_position (p->history,
                                                                      quintet_history_get_last_ply (p->history)));
  Entry *entry = p->table != NULL ? &p->table[(hash ^ (d * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15))) % TABLE_SIZE] : NULL;
  guint64 repeats = p->repeats;
  gboolean wins;

  if (entry != NULL && p->repeats_on_line == 0 && entry->stamp == p->stamp && entry->hash == hash &&
      entry->d == d)
    return entry->wins;
  wins = search_node (p, level, d);
  if (entry != NULL && p->repeats_on_line == 0 && p->repeats == repeats && !p->out)
    *entry = (Entry) { hash, p->stamp, d, wins };
  return wins;
}

static gboolean
search_node (Prover *p,
             guint   level,
             guint   d)
{
  QuintetTurnList *list = &p->lists[level];
  gconstpointer position = quintet_history_get_position (p->history,
                                                         quintet_history_get_last_ply (p->history));
  gboolean solver = QUINTET_POSITION_SIDE (position) == p->solver;

  if (solver && d == 0)
    return FALSE;
  /* The defender with d == 0 loses only if every reply loses at once:
   * one legal reply that does not (quick_outcome's) says no without the
   * list */
  if (!solver && d == 0 && p->n_sample > 0)
    {
      QuintetMove reply = p->sample;

      if (!child_value (p, level, &reply, 0))
        return FALSE;
    }
  quintet_history_legal_turns (p->history, quintet_history_get_last_ply (p->history), list);
  if (solver)
    {
      killer_first (p, level);
      for (guint i = 0; i < list->n_turns && !p->out; i++)
        if (child_value (p, level, &list->turns[i], d - 1))
          {
            set_killer (p, level, &list->turns[i]);
            return TRUE;
          }
      return FALSE;
    }
  /* The defender: every reply must lose (with d == 0, at once) */
  killer_first (p, level);
  for (guint i = 0; i < list->n_turns; i++)
    if (!child_value (p, level, &list->turns[i], d))
      {
        if (!p->out)
          set_killer (p, level, &list->turns[i]);
        return FALSE;
      }
  return !p->out;
}

/* The fewest of the solver's turns (0 … @d) within which it wins after
 * @turn, or G_MAXUINT */
static guint
child_distance (Prover            *p,
                guint              level,
                const QuintetMove *turn,
                guint              d)
{
  for (guint k = 0; k <= d && !p->out; k++)
    if (child_value (p, level, turn, k))
      return k;
  return G_MAXUINT;
}

/* The main line from an undecided position at @level that the solver wins
 * within @d: its fastest turns, the longest defence */
static void
build_line (Prover *p,
            guint   level,
            guint   d,
            GArray *line)
{
  QuintetTurnList *list = &p->lists[level];
  gconstpointer position = quintet_history_get_position (p->history,
                                                         quintet_history_get_last_ply (p->history));
  gboolean solver = QUINTET_POSITION_SIDE (position) == p->solver;
  guint best = G_MAXUINT, best_distance = solver ? G_MAXUINT : 0;
  QuintetMove turn;

  if (solver && d == 0)
    return;
  for (guint i = 0; i < list->n_turns && !p->out; i++)
    {
      /* the solver's turn is one of its d */
      guint distance = solver ? child_distance (p, level, &list->turns[i], d - 1)
                              : child_distance (p, level, &list->turns[i], d);

      if (distance == G_MAXUINT)
        continue;
      if (best == G_MAXUINT || (solver ? distance < best_distance : distance > best_distance))
        {
          best = i;
          best_distance = distance;
        }
    }
  if (best == G_MAXUINT || p->out)
    return;

  turn = list->turns[best];
  g_array_append_val (line, turn);
  quintet_history_push (p->history, &turn);
  if (node_outcome (p, level + 1).status == QUINTET_STATUS_ONGOING && level + 2 < MAX_LEVELS)
    build_line (p, level + 1, best_distance, line);
  quintet_history_truncate (p->history, quintet_history_get_last_ply (p->history) - 1);
}

gboolean
quintet_puzzle_prove (QuintetGame  *game,
                      guint         max_n,
                      guint64       max_nodes,
                      QuintetProof *proof)
{
  return quintet_puzzle_prove_with_table (game, max_n, max_nodes, NULL, proof);
}

gboolean
quintet_puzzle_prove_with_table (QuintetGame        *game,
                                 guint               max_n,
                                 guint64             max_nodes,
                                 QuintetPuzzleTable *table,
                                 QuintetProof       *proof)
{
  Prover p = { 0 };
  QuintetPuzzleTable *own = NULL;
  QuintetOutcome outcome;
  guint n_turns;

  g_return_val_if_fail (QUINTET_IS_GAME (game), FALSE);
  g_return_val_if_fail (max_n >= 1 && max_n <= QUINTET_PUZZLE_MAX_N, FALSE);
  g_return_val_if_fail (proof != NULL, FALSE);

  memset (proof, 0, sizeof *proof);
  proof->winning = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  proof->winning_n = g_array_new (FALSE, FALSE, sizeof (guint));
  proof->line = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  proof->status = QUINTET_PROOF_NO_WIN;
  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    return FALSE;

  /* The game's history, copied */
  p.history = quintet_history_new (game);
  p.max_nodes = max_nodes > 0 ? max_nodes : QUINTET_PUZZLE_DEFAULT_NODES;
  n_turns = quintet_game_get_n_turns (game);
  quintet_history_reset (p.history, quintet_game_get_position_at (game, 0));
  for (guint i = 0; i < n_turns; i++)
    quintet_history_push (p.history, quintet_game_get_turn (game, i));
  p.solver = QUINTET_POSITION_SIDE (quintet_history_get_position (p.history, n_turns));
  {
    QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);

    if (table_allowed && n_turns == 0 &&
        (klass->repetition_limit == 0 || klass->repetition_limit >= 3) &&
        (klass->no_progress_limit == 0 || klass->no_progress_limit > 2 * max_n + 2))
      {
        if (table == NULL)
          table = own = quintet_puzzle_table_new ();
        p.table = table->entries;
        p.stamp = table_next_stamp (table);
      }
  }

  outcome = node_outcome (&p, 0);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    goto out;   /* decided by the rules the game object had not applied */
  proof->n_legal = p.lists[0].n_turns;

  /* Every first turn that wins within max_n, each with its fewest turns */
  for (guint i = 0; i < p.lists[0].n_turns && !p.out; i++)
    {
      guint distance = child_distance (&p, 0, &p.lists[0].turns[i], max_n - 1);

      if (distance == G_MAXUINT)
        continue;
      distance++;
      g_array_append_val (proof->winning, p.lists[0].turns[i]);
      g_array_append_val (proof->winning_n, distance);
      if (proof->n == 0 || distance < proof->n)
        proof->n = distance;
    }
  if (proof->winning->len > 0 && !p.out)
    {
      proof->status = QUINTET_PROOF_WIN;
      build_line (&p, 0, proof->n, proof->line);
    }

out:
  proof->nodes = p.nodes;
  if (p.out)
    proof->status = QUINTET_PROOF_UNKNOWN;
  for (guint i = 0; i < MAX_LEVELS; i++)
    quintet_turn_list_clear (&p.lists[i]);
  quintet_history_free (p.history);
  quintet_puzzle_table_free (own);
  return TRUE;
}
