/* quintet-history.c — positions of one game with repetition and no-progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-history.h"

/* Playouts push and scan on every turn: the hashes sit together, apart
 * from the positions, so a repetition scan reads few cache lines. */
typedef struct {
  guint64 hash;
  guint   no_progress;   /* turns without progress up to this ply */
  guint   scan_from;     /* the first ply this position could repeat */
} PlyInfo;

/* How many of the plies have a hash in each of these buckets: a
 * position whose bucket holds fewer plies than a repetition needs cannot
 * repeat, and the scan is skipped. Without it a game whose turns are never
 * irreversible (Overlord: a buried piece can be freed again) scans its
 * whole length on every turn. */
#define FILTER_BITS 12

static inline guint
filter_bucket (guint64 hash)
{
  return hash >> (64 - FILTER_BITS);
}

struct _QuintetHistory
{
  QuintetGame      *game;        /* not owned */
  QuintetGameClass *klass;
  gsize             size;
  guint             n_plies;
  guint             capacity;
  guint8           *positions;   /* capacity × size bytes */
  PlyInfo          *plies;
  guint32          *filter;      /* 1 << FILTER_BITS counts of plies 0 … n_plies - 1 */
  QuintetTurnList   scratch;     /* OF-5 redraws */
  /* OF-5: the position after made_turn at made_ply is already in the
   * slot of the next ply (would_repeat made it), so push need not */
  guint             made_ply;
  QuintetMove       made_turn;
};

QuintetHistory *
quintet_history_new (QuintetGame *game)
{
  QuintetHistory *self;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  self = g_new0 (QuintetHistory, 1);
  self->game = game;
  self->klass = QUINTET_GAME_GET_CLASS (game);
  self->size = self->klass->position_size;
  self->filter = g_new0 (guint32, 1 << FILTER_BITS);
  self->made_ply = G_MAXUINT;
  g_assert (self->size >= sizeof (QuintetPositionHeader) && self->size <= QUINTET_MAX_POSITION_SIZE);
  return self;
}

void
quintet_history_free (QuintetHistory *self)
{
  if (self == NULL)
    return;

  g_free (self->positions);
  g_free (self->plies);
  g_free (self->filter);
  quintet_turn_list_clear (&self->scratch);
  g_free (self);
}

static inline gpointer
position_at (QuintetHistory *self,
             guint           ply)
{
  return self->positions + (gsize) ply * self->size;
}

static void
reserve (QuintetHistory *self,
         guint           n_plies)
{
  if (G_LIKELY (n_plies <= self->capacity))
    return;

  self->capacity = MAX (n_plies, MAX (64, 2 * self->capacity));
  self->positions = g_realloc_n (self->positions, self->capacity, self->size);
  self->plies = g_renew (PlyInfo, self->plies, self->capacity);
}

/* Keeps plies 0 … @n_plies - 1, and the filter counts only those. */
static void
drop_plies_from (QuintetHistory *self,
                 guint           n_plies)
{
  for (guint ply = n_plies; ply < self->n_plies; ply++)
    self->filter[filter_bucket (self->plies[ply].hash)]--;
  self->n_plies = n_plies;
  self->made_ply = G_MAXUINT;
}

/* Whether some @needed plies may hold the position of @hash. */
static inline gboolean
may_occur (QuintetHistory *self,
           guint64         hash,
           guint           needed)
{
  return self->filter[filter_bucket (hash)] >= needed;
}

void
quintet_history_reset (QuintetHistory *self,
                       gconstpointer   start)
{
  g_return_if_fail (self != NULL);

  drop_plies_from (self, 0);
  reserve (self, 1);
  memcpy (position_at (self, 0), start, self->size);
  self->plies[0] = (PlyInfo) { QUINTET_POSITION_HASH (start), 0, 0 };
  self->filter[filter_bucket (self->plies[0].hash)]++;
  self->n_plies = 1;
}

void
quintet_history_set_no_progress (QuintetHistory *self,
                                 guint           turns)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->n_plies == 1);

  self->plies[0].no_progress = turns;
}

static inline guint
push (QuintetHistory    *self,
      const QuintetMove *turn)
{
  QuintetGameClass *klass = self->klass;
  guint ply = self->n_plies - 1;
  gpointer current, next;
  gboolean progress, irreversible;

  reserve (self, ply + 2);
  current = position_at (self, ply);
  next = position_at (self, ply + 1);
  if (self->made_ply != ply || !quintet_move_equal (&self->made_turn, turn))
    {
      memcpy (next, current, self->size);
      klass->make_turn (self->game, next, turn);
    }
  self->made_ply = G_MAXUINT;

  /* Most games have one test for both (see quintet-game.h) */
  progress = klass->is_progress (self->game, current, turn);
  irreversible = klass->is_irreversible == klass->is_progress
                 ? progress : klass->is_irreversible (self->game, current, turn);
  self->plies[ply + 1] = (PlyInfo) {
    QUINTET_POSITION_HASH (next),
    progress ? 0 : self->plies[ply].no_progress + 1,
    irreversible ? ply + 1 : self->plies[ply].scan_from,
  };
  self->filter[filter_bucket (self->plies[ply + 1].hash)]++;
  self->n_plies++;
  return ply + 1;
}

guint
quintet_history_push (QuintetHistory    *self,
                      const QuintetMove *turn)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (turn != NULL, 0);

  return push (self, turn);
}

void
quintet_history_truncate (QuintetHistory *self,
                          guint           ply)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (ply < self->n_plies);

  drop_plies_from (self, ply + 1);
}

guint
quintet_history_get_last_ply (QuintetHistory *self)
{
  return self->n_plies - 1;
}

gconstpointer
quintet_history_get_position (QuintetHistory *self,
                              guint           ply)
{
  g_return_val_if_fail (ply < self->n_plies, NULL);

  return position_at (self, ply);
}

/* Every turn passes the move to the other side (the random-games test
 * checks it for every game), so only every other ply can hold @position. */
static inline guint
count (QuintetHistory *self,
       guint           ply,
       gconstpointer   position)
{
  guint64 hash = QUINTET_POSITION_HASH (position);
  guint first = self->plies[ply].scan_from;
  guint n = 0;

  if (QUINTET_POSITION_SIDE (position_at (self, ply)) != QUINTET_POSITION_SIDE (position))
    {
      if (ply == first)
        return 0;
      ply--;
    }

  for (guint i = ply + 2; i >= first + 2; i -= 2)
    if (self->plies[i - 2].hash == hash && memcmp (position_at (self, i - 2), position, self->size) == 0)
      n++;

  return n;
}

guint
quintet_history_count (QuintetHistory *self,
                       guint           ply,
                       gconstpointer   position)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (ply < self->n_plies, 0);

  return count (self, ply, position);
}

static inline QuintetOutcome
outcome_at (QuintetHistory *self,
            guint           ply,
            guint           n_turns)
{
  QuintetGameClass *klass = self->klass;
  gconstpointer position = position_at (self, ply);
  QuintetOutcome outcome = klass->position_outcome (self->game, position, n_turns);

  if (outcome.status == QUINTET_STATUS_ONGOING &&
      klass->repetition_limit > 0 && !klass->repetition_illegal &&
      may_occur (self, self->plies[ply].hash, klass->repetition_limit) &&
      count (self, ply, position) >= klass->repetition_limit)
    outcome = (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_REPETITION };

  if (outcome.status == QUINTET_STATUS_ONGOING && klass->no_progress_limit > 0 &&
      self->plies[ply].no_progress >= klass->no_progress_limit)
    outcome = (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_NO_PROGRESS };

  return outcome;
}

QuintetOutcome
quintet_history_outcome (QuintetHistory *self,
                         guint           ply,
                         guint           n_turns)
{
  g_return_val_if_fail (self != NULL, QUINTET_OUTCOME_ONGOING);
  g_return_val_if_fail (ply < self->n_plies, QUINTET_OUTCOME_ONGOING);

  return outcome_at (self, ply, n_turns);
}

static gboolean
repeating_is_illegal (QuintetHistory *self)
{
  return self->klass->repetition_illegal && self->klass->repetition_limit > 0;
}

/* OF-5: whether @turn at @ply would create a position for the
 * repetition_limit-th time. After an irreversible turn nothing repeats. */
static gboolean
would_repeat (QuintetHistory    *self,
              guint              ply,
              const QuintetMove *turn)
{
  gconstpointer position = position_at (self, ply);
  QuintetPositionBuffer buffer;
  gpointer next = &buffer;

  if (self->klass->is_irreversible (self->game, position, turn))
    return FALSE;

  /* At the last ply, made where push will want it (the plies after an
   * earlier one are the game's, and stay) */
  if (ply == self->n_plies - 1)
    {
      reserve (self, ply + 2);
      position = position_at (self, ply);
      next = position_at (self, ply + 1);
      self->made_ply = ply;
      self->made_turn = *turn;
    }
  memcpy (next, position, self->size);
  self->klass->make_turn (self->game, next, turn);
  return may_occur (self, QUINTET_POSITION_HASH (next), self->klass->repetition_limit - 1) &&
         count (self, ply, next) + 1 >= self->klass->repetition_limit;
}

guint
quintet_history_legal_turns (QuintetHistory  *self,
                             guint            ply,
                             QuintetTurnList *list)
{
  guint kept = 0;

  g_return_val_if_fail (ply < self->n_plies, 0);

  quintet_turn_list_generate (list, self->klass, self->game, position_at (self, ply));
  if (!repeating_is_illegal (self))
    return list->n_turns;

  for (guint i = 0; i < list->n_turns; i++)
    if (!would_repeat (self, ply, &list->turns[i]))
      list->turns[kept++] = list->turns[i];
  list->n_turns = kept;
  return kept;
}

gboolean
quintet_history_refuses (QuintetHistory    *self,
                         guint              ply,
                         const QuintetMove *turn)
{
  gboolean on_board = FALSE;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (ply < self->n_plies, FALSE);
  g_return_val_if_fail (turn != NULL, FALSE);

  if (!repeating_is_illegal (self))
    return FALSE;

  quintet_turn_list_generate (&self->scratch, self->klass, self->game, position_at (self, ply));
  for (guint i = 0; i < self->scratch.n_turns && !on_board; i++)
    on_board = quintet_move_equal (&self->scratch.turns[i], turn);

  return on_board && would_repeat (self, ply, turn);
}

static inline guint
random_turn (QuintetHistory *self,
             guint32         random,
             QuintetMove    *turn)
{
  guint ply = self->n_plies - 1;
  guint n_turns = self->klass->random_turn (self->game, position_at (self, ply), random, turn);

  if (n_turns == 0 || !repeating_is_illegal (self) || !would_repeat (self, ply, turn))
    return n_turns;

  /* Rare: the whole list is built only when the drawn turn repeats */
  n_turns = quintet_history_legal_turns (self, ply, &self->scratch);
  if (n_turns > 0)
    *turn = self->scratch.turns[((guint64) random * n_turns) >> 32];
  return n_turns;
}

guint
quintet_history_random_turn (QuintetHistory *self,
                             guint32         random,
                             QuintetMove    *turn)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (turn != NULL, 0);

  return random_turn (self, random, turn);
}

guint
quintet_history_playout (QuintetHistory *self,
                         GRand          *random,
                         guint           max_turns,
                         QuintetOutcome *outcome)
{
  guint n_played = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (random != NULL, 0);

  for (;;)
    {
      QuintetMove turn;
      guint n_turns = random_turn (self, g_rand_int (random), &turn);
      QuintetOutcome result = outcome_at (self, self->n_plies - 1, n_turns);

      if (result.status != QUINTET_STATUS_ONGOING || n_played == max_turns)
        {
          if (outcome != NULL)
            *outcome = result;
          return n_played;
        }
      push (self, &turn);
      n_played++;
    }
}
