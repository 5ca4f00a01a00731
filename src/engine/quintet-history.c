/* quintet-history.c — positions of one game with repetition and no-progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-history.h"

typedef struct {
  guint no_progress;   /* turns without progress up to this ply */
  guint scan_from;     /* the first ply this position could repeat */
} PlyInfo;

struct _QuintetHistory
{
  QuintetGame      *game;        /* not owned */
  QuintetGameClass *klass;
  gsize             size;
  GArray           *positions;
  GArray           *plies;       /* PlyInfo */
  QuintetTurnList   scratch;     /* OF-5 redraws */
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
  g_assert (self->size >= sizeof (QuintetPositionHeader) && self->size <= QUINTET_MAX_POSITION_SIZE);
  self->positions = g_array_sized_new (FALSE, TRUE, self->size, 64);
  self->plies = g_array_sized_new (FALSE, TRUE, sizeof (PlyInfo), 64);
  return self;
}

void
quintet_history_free (QuintetHistory *self)
{
  if (self == NULL)
    return;

  g_array_unref (self->positions);
  g_array_unref (self->plies);
  quintet_turn_list_clear (&self->scratch);
  g_free (self);
}

static inline gpointer
position_at (QuintetHistory *self,
             guint           ply)
{
  return self->positions->data + (gsize) ply * self->size;
}

void
quintet_history_reset (QuintetHistory *self,
                       gconstpointer   start)
{
  PlyInfo first = { 0, 0 };

  g_return_if_fail (self != NULL);

  g_array_set_size (self->positions, 0);
  g_array_set_size (self->plies, 0);
  g_array_append_vals (self->positions, start, 1);
  g_array_append_val (self->plies, first);
}

guint
quintet_history_push (QuintetHistory    *self,
                      const QuintetMove *turn)
{
  guint ply = self->positions->len - 1;
  PlyInfo before = g_array_index (self->plies, PlyInfo, ply);
  PlyInfo after;
  gpointer current, next;

  g_array_set_size (self->positions, ply + 2);
  current = position_at (self, ply);
  next = position_at (self, ply + 1);
  memcpy (next, current, self->size);
  self->klass->make_turn (self->game, next, turn);

  after.no_progress = self->klass->is_progress (self->game, current, turn) ? 0 : before.no_progress + 1;
  after.scan_from = self->klass->is_irreversible (self->game, current, turn) ? ply + 1 : before.scan_from;
  g_array_append_val (self->plies, after);
  return ply + 1;
}

void
quintet_history_truncate (QuintetHistory *self,
                          guint           ply)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (ply < self->positions->len);

  g_array_set_size (self->positions, ply + 1);
  g_array_set_size (self->plies, ply + 1);
}

guint
quintet_history_get_last_ply (QuintetHistory *self)
{
  return self->positions->len - 1;
}

gconstpointer
quintet_history_get_position (QuintetHistory *self,
                              guint           ply)
{
  g_return_val_if_fail (ply < self->positions->len, NULL);

  return position_at (self, ply);
}

static guint
count_from (QuintetHistory *self,
            guint           first,
            guint           last,
            gconstpointer   position)
{
  guint64 hash = QUINTET_POSITION_HASH (position);
  guint count = 0;

  for (guint ply = first; ply <= last; ply++)
    {
      gconstpointer other = position_at (self, ply);

      if (QUINTET_POSITION_HASH (other) == hash && memcmp (other, position, self->size) == 0)
        count++;
    }

  return count;
}

guint
quintet_history_count (QuintetHistory *self,
                       guint           ply,
                       gconstpointer   position)
{
  g_return_val_if_fail (ply < self->positions->len, 0);

  return count_from (self, g_array_index (self->plies, PlyInfo, ply).scan_from, ply, position);
}

QuintetOutcome
quintet_history_outcome (QuintetHistory *self,
                         guint           ply,
                         guint           n_turns)
{
  QuintetGameClass *klass = self->klass;
  gconstpointer position = position_at (self, ply);
  QuintetOutcome outcome = klass->position_outcome (self->game, position, n_turns);

  if (outcome.status == QUINTET_STATUS_ONGOING &&
      klass->repetition_limit > 0 && !klass->repetition_illegal &&
      quintet_history_count (self, ply, position) >= klass->repetition_limit)
    outcome = (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_REPETITION };

  if (outcome.status == QUINTET_STATUS_ONGOING && klass->no_progress_limit > 0 &&
      g_array_index (self->plies, PlyInfo, ply).no_progress >= klass->no_progress_limit)
    outcome = (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_NO_PROGRESS };

  return outcome;
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
  QuintetPositionBuffer next;

  if (self->klass->is_irreversible (self->game, position, turn))
    return FALSE;

  memcpy (&next, position, self->size);
  self->klass->make_turn (self->game, &next, turn);
  return quintet_history_count (self, ply, &next) + 1 >= self->klass->repetition_limit;
}

guint
quintet_history_legal_turns (QuintetHistory  *self,
                             guint            ply,
                             QuintetTurnList *list)
{
  guint kept = 0;

  g_return_val_if_fail (ply < self->positions->len, 0);

  quintet_game_list_turns (self->game, position_at (self, ply), list);
  if (!repeating_is_illegal (self))
    return list->n_turns;

  for (guint i = 0; i < list->n_turns; i++)
    if (!would_repeat (self, ply, &list->turns[i]))
      list->turns[kept++] = list->turns[i];
  list->n_turns = kept;
  return kept;
}

guint
quintet_history_random_turn (QuintetHistory *self,
                             guint32         random,
                             QuintetMove    *turn)
{
  guint ply = self->positions->len - 1;
  guint n_turns = self->klass->random_turn (self->game, position_at (self, ply), random, turn);

  if (n_turns == 0 || !repeating_is_illegal (self) || !would_repeat (self, ply, turn))
    return n_turns;

  /* Rare: the whole list is built only when the drawn turn repeats */
  n_turns = quintet_history_legal_turns (self, ply, &self->scratch);
  if (n_turns > 0)
    *turn = self->scratch.turns[((guint64) random * n_turns) >> 32];
  return n_turns;
}
