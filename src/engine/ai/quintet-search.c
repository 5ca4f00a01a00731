/* quintet-search.c — iterative deepening alpha-beta (negamax with principal
 * variation search) over the QuintetGame API: a transposition table on the
 * Zobrist hash, move ordering (table turn, captures, killers, history: in
 * quintet-search-order.c), a quiescence step along the game's tactical
 * turns, and the repetition and no-progress rules of QuintetHistory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "quintet-search-private.h"
#include "quintet-zobrist.h"

#define DEFAULT_TABLE_BYTES ((gsize) 64 << 20)
#define INFINITE_SCORE      (QUINTET_SEARCH_WIN + 1000)
#define NO_TURN             0xffffffu
#define CHECK_EVERY         64   /* nodes between looks at the clock and the cancel flag */

enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

QuintetSearch *
quintet_search_new (QuintetGame *game,
                    gsize        table_bytes)
{
  QuintetSearch *self;
  QuintetGameClass *base;
  gsize n_entries = 1;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  if (table_bytes == 0)
    table_bytes = DEFAULT_TABLE_BYTES;
  while (n_entries * 2 * sizeof (TableEntry) <= table_bytes)
    n_entries *= 2;

  self = g_new0 (QuintetSearch, 1);
  self->game = g_object_ref (game);
  self->klass = QUINTET_GAME_GET_CLASS (game);
  self->size = self->klass->position_size;
  base = g_type_class_peek (QUINTET_TYPE_GAME);
  self->has_tactical = self->klass->is_tactical != base->is_tactical;
  self->quiescence_depth = self->klass->quiescence_depth > 0 ? MIN (self->klass->quiescence_depth, QUINTET_QUIESCENCE_DEPTH)
                                                             : QUINTET_QUIESCENCE_DEPTH;
  self->table = g_new0 (TableEntry, n_entries);   /* calloc: pages arrive when first used */
  self->table_mask = n_entries - 1;
  for (guint i = 0; i < self->klass->n_eval_terms; i++)
    self->weights[i] = self->klass->eval_terms[i].weight;

  quintet_search_set_position (self, quintet_game_get_position (game));
  return self;
}

void
quintet_search_free (QuintetSearch *self)
{
  if (self == NULL)
    return;

  for (guint i = 0; i < N_PLIES; i++)
    {
      quintet_turn_list_clear (&self->plies[i].turns);
      quintet_turn_list_clear (&self->plies[i].tactical);
      g_free (self->plies[i].order);
    }
  g_free (self->keys);
  g_free (self->overlooked);
  g_free (self->table);
  g_object_unref (self->game);
  g_free (self);
}

void
quintet_search_set_weights (QuintetSearch *self,
                            const int     *weights)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (weights != NULL);

  memcpy (self->weights, weights, self->klass->n_eval_terms * sizeof *weights);
  /* the table's scores were evaluated with the old weights */
  quintet_search_clear (self);
}

void
quintet_search_clear (QuintetSearch *self)
{
  g_return_if_fail (self != NULL);

  memset (self->table, 0, (self->table_mask + 1) * sizeof (TableEntry));
  memset (self->history_scores, 0, sizeof self->history_scores);
  for (guint i = 0; i < N_PLIES; i++)
    memset (self->plies[i].killers, 0, sizeof self->plies[i].killers);
}

static void
reserve_keys (QuintetSearch *self,
              guint          n_game_keys)
{
  guint needed = n_game_keys + N_PLIES + 1;

  if (needed > self->keys_capacity)
    {
      self->keys_capacity = needed;
      self->keys = g_renew (KeyInfo, self->keys, needed);
    }
}

/* The key of the position after @turn from @before, at @key. */
static inline void
set_key (QuintetSearch     *self,
         guint              key,
         gconstpointer      before,
         const QuintetMove *turn,
         gconstpointer      after)
{
  QuintetGameClass *klass = self->klass;
  gboolean progress = klass->is_progress (self->game, before, turn);
  gboolean irreversible = klass->is_irreversible == klass->is_progress
                          ? progress : klass->is_irreversible (self->game, before, turn);

  self->keys[key] = (KeyInfo) {
    QUINTET_POSITION_HASH (after),
    progress ? 0 : self->keys[key - 1].no_progress + 1,
    irreversible ? key : self->keys[key - 1].scan_from,
  };
}

void
quintet_search_set_position (QuintetSearch *self,
                             gconstpointer  position)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (position != NULL);

  reserve_keys (self, 1);
  memcpy (&self->plies[0].position, position, self->size);
  self->root_key = 0;
  self->keys[0] = (KeyInfo) { QUINTET_POSITION_HASH (position), 0, 0 };
}

void
quintet_search_set_game (QuintetSearch *self,
                         QuintetGame   *game)
{
  guint n_turns;

  g_return_if_fail (self != NULL);
  g_return_if_fail (game == self->game);

  n_turns = quintet_game_get_n_turns (game);
  quintet_search_set_position (self, quintet_game_get_position_at (game, 0));
  reserve_keys (self, n_turns + 1);
  for (guint ply = 1; ply <= n_turns; ply++)
    set_key (self, ply, quintet_game_get_position_at (game, ply - 1), quintet_game_get_turn (game, ply - 1),
             quintet_game_get_position_at (game, ply));
  self->root_key = n_turns;
  memcpy (&self->plies[0].position, quintet_game_get_position_at (game, n_turns), self->size);
}

/* ---- the rules that need the history ---- */

/* How often the position at @key occurred before, at the plies with the
 * same side to move since the last irreversible turn. */
static inline guint
count_earlier (QuintetSearch *self,
               guint          key,
               guint          at_most)
{
  guint64 hash = self->keys[key].hash;
  guint first = self->keys[key].scan_from;
  guint n = 0;

  for (guint i = key; i >= first + 2 && n < at_most; i -= 2)
    if (self->keys[i - 2].hash == hash)
      n++;

  return n;
}

/* A line that comes back to an earlier position scores as a draw (the
 * players could repeat it to the limit), unless repeating is illegal. */
static inline gboolean
repeats (QuintetSearch *self,
         guint          key)
{
  return self->klass->repetition_limit > 0 && !self->klass->repetition_illegal &&
         count_earlier (self, key, 1) > 0;
}

/* OF-5: the turn that made @key created its position for the limit-th time. */
static inline gboolean
repeats_illegally (QuintetSearch *self,
                   guint          key)
{
  guint limit = self->klass->repetition_limit;

  return limit > 0 && self->klass->repetition_illegal && count_earlier (self, key, limit) + 1 >= limit;
}

static inline gboolean
no_progress_draw (QuintetSearch *self,
                  guint          key)
{
  return self->klass->no_progress_limit > 0 && self->keys[key].no_progress >= self->klass->no_progress_limit;
}

/* A draw, for @side: a little less than nothing for the side the search
 * plays, a little more for its opponent, so that it plays on rather than
 * repeat from a level position (a yardstick such as UCT would take the
 * draw every time). */
static inline int
draw_score (QuintetSearch *self,
            QuintetSide    side)
{
  return side == QUINTET_POSITION_SIDE (&self->plies[0].position) ? -QUINTET_SEARCH_CONTEMPT : QUINTET_SEARCH_CONTEMPT;
}

static inline int
outcome_score (QuintetSearch *self,
               QuintetOutcome outcome,
               QuintetSide    side,
               guint          ply)
{
  if (outcome.status == QUINTET_STATUS_DRAW)
    return draw_score (self, side);
  return outcome.winner == side ? QUINTET_SEARCH_WIN - (int) ply : -(QUINTET_SEARCH_WIN - (int) ply);
}

/* ---- limits ---- */

static inline gboolean
should_stop (QuintetSearch *self)
{
  const QuintetSearchLimits *limits = self->limits;

  if (self->stopped)
    return TRUE;
  if (limits->max_nodes > 0 && self->nodes >= limits->max_nodes)
    self->stopped = TRUE;
  else if (self->nodes % CHECK_EVERY == 0)
    self->stopped = (self->cancel != NULL && g_atomic_int_get (self->cancel) != 0) ||
                    (limits->deadline > 0 && g_get_monotonic_time () >= limits->deadline);
  return self->stopped;
}

/* ---- evaluation ---- */

/* The game's evaluation, plus the level's noise: a function of the
 * position and the seed, so the same position always gets the same. */
static inline int
evaluate (QuintetSearch *self,
          gconstpointer  position)
{
  int score = self->klass->evaluate (self->game, position, self->run_weights);
  guint noise = self->limits->noise;

  if (noise > 0)
    score += (int) (quintet_mix64 (QUINTET_POSITION_HASH (position) ^ quintet_mix64 (self->limits->seed)) % (2 * noise + 1)) - (int) noise;

  return CLAMP (score, -QUINTET_SEARCH_WIN_BOUND + 1, QUINTET_SEARCH_WIN_BOUND - 1);
}

/* ---- the transposition table ---- */

static inline int
score_to_table (int score,
                guint ply)
{
  if (score > QUINTET_SEARCH_WIN_BOUND)
    return score + (int) ply;
  if (score < -QUINTET_SEARCH_WIN_BOUND)
    return score - (int) ply;
  return score;
}

static inline int
score_from_table (int   score,
                  guint ply)
{
  if (score > QUINTET_SEARCH_WIN_BOUND)
    return score - (int) ply;
  if (score < -QUINTET_SEARCH_WIN_BOUND)
    return score + (int) ply;
  return score;
}

/* The table's scores carry the noise they were evaluated with, so a run
 * with other noise must not read them: its keys are the hashes xor a salt
 * of the noise and the seed (none without noise). */
static guint64
salt_for (const QuintetSearchLimits *limits)
{
  return limits->noise > 0 || limits->positional > 0
         ? quintet_mix64 (limits->seed ^ ((guint64) limits->noise << 32) ^ ((guint64) limits->positional << 48)) : 0;
}

static inline TableEntry *
probe (QuintetSearch *self,
       guint64        hash)
{
  TableEntry *entry;

  hash ^= self->table_salt;
  entry = &self->table[hash & self->table_mask];
  return entry->key == hash && entry->depth > 0 ? entry : NULL;
}

/* The table's depths: a full-width depth of 1 or more, or a quiescence
 * step with r of its turns left as r - QUINTET_QUIESCENCE_DEPTH (at most
 * 0), so that a result stands for any search that looks no further; an
 * entry stores it plus TABLE_DEPTH_BASE, and 0 is an empty slot. */
#define TABLE_DEPTH_BASE (QUINTET_QUIESCENCE_DEPTH + 1)

/* Whether the entry's score settles the window at @depth. */
static inline gboolean
entry_cuts (const TableEntry *entry,
            int               depth,
            int               score,
            int               alpha,
            int               beta)
{
  return entry->depth - TABLE_DEPTH_BASE >= depth &&
         (entry->bound == BOUND_EXACT || (entry->bound == BOUND_LOWER && score >= beta) ||
          (entry->bound == BOUND_UPPER && score <= alpha));
}

/* Replace by depth: a deeper result stays, unless it is from an earlier search. */
static inline void
store (QuintetSearch *self,
       guint64        hash,
       int            depth,
       int            score,
       guint          bound,
       guint          turn_index,
       guint          ply)
{
  TableEntry *entry;

  hash ^= self->table_salt;
  entry = &self->table[hash & self->table_mask];
  if (entry->key == hash || entry->age != self->age || depth + TABLE_DEPTH_BASE >= entry->depth)
    *entry = (TableEntry) {
      .key = hash,
      .turn_index = turn_index,
      .age = self->age,
      .score = score_to_table (score, ply),
      .depth = MIN (depth + TABLE_DEPTH_BASE, 255),
      .bound = bound,
    };
}

/* ---- the line and the next ply ---- */

static inline void
update_pv (QuintetSearch     *self,
           guint              ply,
           const QuintetMove *turn)
{
  guint child_length = ply + 1 < N_PLIES ? self->pv_length[ply + 1] : 0;

  self->pv[ply][0] = *turn;
  memcpy (&self->pv[ply][1], self->pv[ply + 1], MIN (child_length, N_PLIES - 1) * sizeof (QuintetMove));
  self->pv_length[ply] = MIN (child_length + 1, N_PLIES);
}

/* Makes @turn of the position at @ply into the next ply; FALSE when the
 * history forbids it (OF-5). */
static inline gboolean
make_child (QuintetSearch     *self,
            guint              ply,
            const QuintetMove *turn)
{
  gconstpointer position = &self->plies[ply].position;
  gpointer child = &self->plies[ply + 1].position;

  memcpy (child, position, self->size);
  self->klass->make_turn (self->game, child, turn);
  set_key (self, self->root_key + ply + 1, position, turn, child);
  return !repeats_illegally (self, self->root_key + ply + 1);
}

/* ---- the search ---- */

/* The tactical turns only, from a standing evaluation. */
static int
quiesce (QuintetSearch *self,
         guint          ply,
         int            alpha,
         int            beta,
         guint          depth)
{
  Ply *node = &self->plies[ply];
  gconstpointer position = &node->position;
  guint key = self->root_key + ply;
  guint64 hash = QUINTET_POSITION_HASH (position);
  guint best_index = NO_TURN, n_legal = 0;
  QuintetOutcome outcome;
  TableEntry *entry;
  gboolean answering;
  int best, original_alpha;
  /* the turns of the step still to follow, in the table's depths */
  int table_depth = (int) self->quiescence_depth - (int) depth - QUINTET_QUIESCENCE_DEPTH;

  self->pv_length[ply] = 0;
  if (should_stop (self))
    return 0;
  self->nodes++;

  if (ply > 0 && repeats (self, key))
    return draw_score (self, QUINTET_POSITION_SIDE (position));
  /* Counting the turns costs as much as generating them (Ordo X has about
   * 2,000): the rules are asked as if there were some, and again with the
   * count when the turns are generated. A position without a turn that
   * stands pat is judged by its evaluation. */
  outcome = self->klass->position_outcome (self->game, position, 1);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    return outcome_score (self, outcome, QUINTET_POSITION_SIDE (position), ply);
  if (no_progress_draw (self, key))
    return draw_score (self, QUINTET_POSITION_SIDE (position));

  if (self->limits->no_quiescence || depth >= self->quiescence_depth || ply + 1 >= N_PLIES)
    return evaluate (self, position);
  /* A side that must answer (Ordo's OR-2) may not stand pat: its every
   * turn is searched, and none at all is the loss the rules say */
  answering = self->klass->must_answer != NULL && self->klass->must_answer (self->game, position);
  best = answering ? -INFINITE_SCORE : evaluate (self, position);
  if (!answering && (!self->has_tactical || best >= beta))
    return best;

  /* Exchanges in another order come to the same positions (Pressman's
   * soldiers, all queens, have many): the table answers them */
  entry = probe (self, hash);
  if (entry != NULL && entry_cuts (entry, table_depth, score_from_table (entry->score, ply), alpha, beta))
    return score_from_table (entry->score, ply);
  original_alpha = alpha;

  if (answering)
    quintet_game_list_turns (self->game, position, &node->turns);
  else if (self->klass->generate_tactical_turns != NULL)
    /* The game lists its tactical turns alone (Ordo X: a few dozen of
     * about 2,000). None does not mean no turn at all: the position
     * stands pat, and the full-width search finds a loss by no move. The
     * list's indices are not generate_turns's, so the table gets none. */
    quintet_game_list_tactical_turns (self->game, position, &node->turns);
  else if (quintet_game_list_turns (self->game, position, &node->turns) == 0)
    {
      outcome = self->klass->position_outcome (self->game, position, 0);
      return outcome.status == QUINTET_STATUS_ONGOING ? best : outcome_score (self, outcome, QUINTET_POSITION_SIDE (position), ply);
    }
  alpha = MAX (alpha, best);
  for (guint i = 0; i < node->turns.n_turns; i++)
    {
      const QuintetMove *turn = &node->turns.turns[i];
      int score;

      if ((!answering && self->klass->generate_tactical_turns == NULL &&
           !self->klass->is_tactical (self->game, position, turn)) ||
          !make_child (self, ply, turn))
        continue;
      n_legal++;
      score = -quiesce (self, ply + 1, -beta, -alpha, depth + 1);
      if (self->stopped)
        return 0;
      if (score > best)
        {
          best = score;
          best_index = i;
          if (score > alpha)
            alpha = score;
          if (alpha >= beta)
            break;
        }
    }

  if (answering && n_legal == 0)   /* no answer, or OF-5: every one would repeat */
    return outcome_score (self, self->klass->position_outcome (self->game, position, 0),
                          QUINTET_POSITION_SIDE (position), ply);

  store (self, hash, table_depth, best,
         best >= beta ? BOUND_LOWER : best > original_alpha ? BOUND_EXACT : BOUND_UPPER,
         answering || self->klass->generate_tactical_turns == NULL ? best_index : NO_TURN, ply);
  return best;
}

static int
search_node (QuintetSearch *self,
             guint          ply,
             int            depth,
             int            alpha,
             int            beta)
{
  Ply *node = &self->plies[ply];
  gconstpointer position = &node->position;
  guint key = self->root_key + ply;
  guint64 hash = QUINTET_POSITION_HASH (position);
  QuintetSide side = QUINTET_POSITION_SIDE (position);
  QuintetOutcome outcome;
  TableEntry *entry;
  guint n_turns, n_legal = 0, table_index = NO_TURN, best_index = NO_TURN;
  int best = -INFINITE_SCORE, original_alpha = alpha;

  if (depth <= 0 || ply + 1 >= N_PLIES)
    return quiesce (self, ply, alpha, beta, 0);

  self->pv_length[ply] = 0;
  if (should_stop (self))
    return 0;
  self->nodes++;

  if (ply > 0 && repeats (self, key))
    return draw_score (self, QUINTET_POSITION_SIDE (position));
  n_turns = quintet_game_list_turns (self->game, position, &node->turns);
  outcome = self->klass->position_outcome (self->game, position, n_turns);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    return outcome_score (self, outcome, side, ply);
  if (no_progress_draw (self, key))
    return draw_score (self, QUINTET_POSITION_SIDE (position));

  entry = probe (self, hash);
  if (entry != NULL)
    {
      int score = score_from_table (entry->score, ply);

      table_index = entry->turn_index < n_turns ? entry->turn_index : NO_TURN;
      if (ply > 0 && entry_cuts (entry, depth, score, alpha, beta))
        return score;
    }

  _quintet_search_order_turns (self, ply, table_index);
  for (guint i = 0; i < n_turns; i++)
    {
      guint index = node->order[i].index;
      const QuintetMove *turn = &node->turns.turns[index];
      int score;

      if ((ply == 0 && self->has_overlooked && self->overlooked[index]) || !make_child (self, ply, turn))
        continue;
      /* Principal variation search: the first turn with the full window,
       * the others with a null window, again in full if they beat it */
      if (n_legal++ == 0)
        score = -search_node (self, ply + 1, depth - 1, -beta, -alpha);
      else
        {
          score = -search_node (self, ply + 1, depth - 1, -alpha - 1, -alpha);
          if (score > alpha && score < beta && !self->stopped)
            score = -search_node (self, ply + 1, depth - 1, -beta, -alpha);
        }
      if (self->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          best_index = index;
          if (score > alpha)
            {
              alpha = score;
              update_pv (self, ply, turn);
              if (ply == 0)
                {
                  self->root_has_best = TRUE;
                  self->root_best_score = score;
                }
            }
          if (alpha >= beta)
            {
              if (!self->has_tactical || !self->klass->is_tactical (self->game, position, turn))
                _quintet_search_reward_quiet_turn (self, ply, turn, depth);
              break;
            }
        }
    }

  if (n_legal == 0)   /* OF-5: every turn would repeat */
    return outcome_score (self, self->klass->position_outcome (self->game, position, 0), side, ply);

  store (self, hash, depth, best,
         best >= beta ? BOUND_LOWER : best > original_alpha ? BOUND_EXACT : BOUND_UPPER,
         best_index, ply);
  return best;
}

/* Whether the root is already decided by the rules and the history. */
static gboolean
root_is_decided (QuintetSearch *self,
                 guint          n_turns)
{
  gconstpointer position = &self->plies[0].position;
  QuintetGameClass *klass = self->klass;

  if (n_turns == 0 || klass->position_outcome (self->game, position, n_turns).status != QUINTET_STATUS_ONGOING)
    return TRUE;
  if (klass->repetition_limit > 0 && !klass->repetition_illegal &&
      count_earlier (self, self->root_key, klass->repetition_limit) + 1 >= klass->repetition_limit)
    return TRUE;
  return no_progress_draw (self, self->root_key);
}

/* The first turn the rules and the history allow; FALSE when there is none. */
static gboolean
first_legal_turn (QuintetSearch *self,
                  QuintetMove   *turn,
                  guint         *n_legal)
{
  Ply *root = &self->plies[0];
  guint n_turns = quintet_game_list_turns (self->game, &root->position, &root->turns);
  gboolean found = FALSE;

  *n_legal = 0;
  if (root_is_decided (self, n_turns))
    return FALSE;

  for (guint i = 0; i < n_turns; i++)
    if (make_child (self, 0, &root->turns.turns[i]))
      {
        if (!found)
          *turn = root->turns.turns[i];
        found = TRUE;
        (*n_legal)++;
      }

  return found;
}

/* ---- blind spots ---- */

/* The length of @turn's path on the board, in cells' widths */
static double
path_length (const QuintetGeometry *geometry,
             const QuintetMove     *turn)
{
  double length = 0;

  for (guint i = 1; i < turn->length; i++)
    {
      const QuintetCellInfo *a = &geometry->cells[turn->path[i - 1]];
      const QuintetCellInfo *b = &geometry->cells[turn->path[i]];

      length += sqrt ((a->x - b->x) * (a->x - b->x) + (a->y - b->y) * (a->y - b->y));
    }

  return length;
}

/* Whether the root turn at @index, which the search may play, is one the
 * limits' blind spots hide: it takes material and does not win, and the
 * seed's draw for it falls under the share overlooked, a bigger one for
 * a capture from a distance (more than a step to a neighbouring cell,
 * diagonals included) */
static gboolean
overlooks (QuintetSearch *self,
           guint          index,
           int            material)
{
  const QuintetMove *turn = &self->plies[0].turns.turns[index];
  gconstpointer child = &self->plies[1].position;
  QuintetSide side = QUINTET_POSITION_SIDE (&self->plies[0].position);
  QuintetOutcome outcome;
  guint share;

  if (-quintet_game_material (self->game, child) <= material)
    return FALSE;
  outcome = self->klass->position_outcome (self->game, child, quintet_game_list_turns (self->game, child, &self->plies[1].turns));
  if (outcome.status == QUINTET_STATUS_WIN && outcome.winner == side)
    return FALSE;

  share = path_length (self->klass->get_geometry (self->game), turn) > 1.5 ? self->limits->overlook_far
                                                                        : self->limits->overlook_near;
  return quintet_mix64 (quintet_mix64 (self->limits->seed) ^ QUINTET_POSITION_HASH (&self->plies[0].position) ^ index) % 100 < share;
}

/* Marks the root's turns the blind spots hide, unless that is every
 * legal one (first_legal_turn listed them). */
static void
mark_blind_spots (QuintetSearch *self,
                  guint          n_legal)
{
  Ply *root = &self->plies[0];
  guint n_turns = root->turns.n_turns, n_overlooked = 0;
  int material;

  self->has_overlooked = FALSE;
  if (self->limits->overlook_near == 0 && self->limits->overlook_far == 0)
    return;
  if (self->overlooked_capacity < n_turns)
    {
      self->overlooked_capacity = MAX (n_turns, 256);
      self->overlooked = g_renew (guint8, self->overlooked, self->overlooked_capacity);
    }
  material = quintet_game_material (self->game, &root->position);
  for (guint i = 0; i < n_turns; i++)
    {
      self->overlooked[i] = make_child (self, 0, &root->turns.turns[i]) && overlooks (self, i, material);
      n_overlooked += self->overlooked[i];
    }
  self->has_overlooked = n_overlooked > 0 && n_overlooked < n_legal;
}

static void
take_pv (QuintetSearch       *self,
         QuintetSearchResult *result,
         int                  score)
{
  result->score = score;
  result->turn = self->pv[0][0];
  result->pv_length = MIN (self->pv_length[0], QUINTET_SEARCH_MAX_DEPTH);
  memcpy (result->pv, self->pv[0], result->pv_length * sizeof (QuintetMove));
}

void
quintet_search_run (QuintetSearch             *self,
                    const QuintetSearchLimits *limits,
                    const gint                *cancel,
                    QuintetSearchResult       *result)
{
  gint64 start = g_get_monotonic_time ();
  guint max_depth, n_legal;

  g_return_if_fail (self != NULL);
  g_return_if_fail (limits != NULL);
  g_return_if_fail (result != NULL);

  memset (result, 0, sizeof *result);
  self->table_salt = salt_for (limits);
  for (guint i = 0; i < self->klass->n_eval_terms; i++)
    self->run_weights[i] = i == 0 || limits->positional == 0 ? self->weights[i]
                                                              : self->weights[i] * (int) limits->positional / 100;
  self->limits = limits;
  self->cancel = cancel;
  self->nodes = 0;
  self->stopped = FALSE;
  self->age++;

  result->has_turn = first_legal_turn (self, &result->turn, &n_legal);
  if (result->has_turn)
    {
      mark_blind_spots (self, n_legal);
      result->pv[0] = result->turn;
      result->pv_length = 1;
    }
  max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, QUINTET_SEARCH_MAX_DEPTH) : QUINTET_SEARCH_MAX_DEPTH;

  for (guint depth = 1; result->has_turn && depth <= max_depth; depth++)
    {
      int score;

      self->root_has_best = FALSE;
      score = search_node (self, 0, depth, -INFINITE_SCORE, INFINITE_SCORE);
      if (self->stopped)
        {
          /* The unfinished iteration's best, searched to the full depth,
           * when there is no other or it found a better turn */
          if (self->root_has_best && (result->depth == 0 || self->root_best_score > result->score))
            take_pv (self, result, self->root_best_score);
          break;
        }
      if (self->pv_length[0] == 0)
        break;
      result->depth = depth;
      take_pv (self, result, score);

      /* A forced result within the full-width depth will not change */
      if (ABS (score) > QUINTET_SEARCH_WIN_BOUND && QUINTET_SEARCH_WIN - ABS (score) <= (int) depth)
        break;
      if (n_legal == 1)
        break;
      /* The next iteration would most likely not finish in time */
      if (limits->deadline > 0 && g_get_monotonic_time () - start > (limits->deadline - start) / 2)
        break;
    }

  result->nodes = self->nodes;
  result->stopped = self->stopped;
  result->elapsed = g_get_monotonic_time () - start;
  self->limits = NULL;
  self->cancel = NULL;
}

/* ---- levels ---- */

/* The Beginner's blind spots in a variant that names none */
#define QUINTET_BEGINNER_DEFAULT ((QuintetBeginnerStyle) { 25, 60, 25 })

/* Level 1, the Beginner, looks at its own turn only, with the blind spots
 * of the variant's QuintetBeginnerStyle: some captures it does not see
 * (most of those from a distance), the reply never; a little noise varies
 * its other turns. Level 2 sees the captures of two turns, with some
 * noise. Level 3 plays its best three
 * turns deep, in a tenth of level 4's time; level 4 as deep as its time
 * allows. Where a turn more costs ten to fifty times the time (Pressman,
 * Overlord), twice the time bought level 4 nothing, and in Pressman one
 * turn deeper than depth 4 wins little: level 4 needs to stand two turns
 * or more above level 3 (see the engine README, "Matches"). */
/* Their names say whom they are for, not how they search, so that
 * level 1 stays "Beginner" whatever makes it beatable for a new player;
 * a record writes the English name, the app shows the translation. */
static const QuintetSearchLevel levels[QUINTET_SEARCH_N_LEVELS] = {
  /* Translators: a computer player's level, 1 of 4 */
  { 1, 1, 200, 30, TRUE, TRUE, N_("Beginner"),
    N_("Misses far captures and never sees your reply") },
  /* Translators: a computer player's level, 2 of 4 */
  { 2, 2, 500, 40, FALSE, FALSE, N_("Casual"),
    N_("Sees captures two turns ahead") },
  /* Translators: a computer player's level, 3 of 4 */
  { 3, 3, 200, 0, FALSE, FALSE, N_("Strong"),
    N_("Plays three turns deep, quickly") },
  /* Translators: a computer player's level, 4 of 4 */
  { 4, 0, 2000, 0, FALSE, FALSE, N_("Expert"),
    N_("Thinks up to two seconds a turn") },
};

const QuintetSearchLevel *
quintet_search_get_level (guint level)
{
  g_return_val_if_fail (level >= 1 && level <= QUINTET_SEARCH_N_LEVELS, NULL);

  return &levels[level - 1];
}

void
quintet_search_level_limits (const QuintetSearchLevel *level,
                             QuintetGame              *game,
                             guint                     time_ms,
                             guint64                   seed,
                             QuintetSearchLimits      *limits)
{
  QuintetBeginnerStyle style = QUINTET_BEGINNER_DEFAULT;

  g_return_if_fail (level != NULL);
  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (limits != NULL);

  if (level->beginner)
    {
      QuintetBeginnerStyle own = quintet_game_get_beginner_style (game);

      if (own.overlook_near != 0 || own.overlook_far != 0 || own.positional != 0)
        style = own;
    }
  *limits = (QuintetSearchLimits) {
    .max_depth = level->max_depth,
    .deadline = g_get_monotonic_time () + (gint64) (time_ms > 0 ? time_ms : level->time_ms) * 1000,
    .noise = level->noise,
    .no_quiescence = level->no_quiescence,
    .overlook_near = level->beginner ? style.overlook_near : 0,
    .overlook_far = level->beginner ? style.overlook_far : 0,
    .positional = level->beginner ? style.positional : 0,
    .seed = seed,
  };
}
