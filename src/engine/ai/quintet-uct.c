/* quintet-uct.c — plain UCT: UCB1 selection, one level of expansion per
 * visit, uniform random playouts by the full rules (QuintetHistory)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-history.h"
#include "quintet-uct.h"

#define DEFAULT_TREE_BYTES ((gsize) 64 << 20)
#define EXPLORATION        1.41421356
#define NO_NODE            G_MAXUINT32

typedef struct {
  QuintetMove turn;          /* the turn into this node */
  guint32     first_child;   /* NO_NODE until expanded */
  guint32     n_children;
  guint32     visits;
  float       wins;          /* for the side that played @turn: 1 a win, ½ a draw */
  guint8      mover;         /* that side */
  guint8      terminal;      /* the game is decided here */
  guint8      result_status; /* then its outcome */
  guint8      result_winner;
} Node;

struct _QuintetUct
{
  QuintetGame     *game;
  QuintetHistory  *history;
  guint            root_ply;
  Node            *nodes;
  guint32          n_nodes;
  guint32          capacity;
  QuintetTurnList  turns;
  GRand           *random;
  guint32         *path;     /* the nodes of one descent */
  guint            path_capacity;
  guint64          n_unfinished;   /* playouts stopped at QUINTET_PLAYOUT_LIMIT */
};

QuintetUct *
quintet_uct_new (QuintetGame *game,
                 gsize        tree_bytes)
{
  QuintetUct *self;
  QuintetPositionBuffer start;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  self = g_new0 (QuintetUct, 1);
  self->game = g_object_ref (game);
  self->history = quintet_history_new (game);
  self->capacity = MAX ((tree_bytes > 0 ? tree_bytes : DEFAULT_TREE_BYTES) / sizeof (Node), 16);
  self->nodes = g_new (Node, self->capacity);   /* written before read */
  self->random = g_rand_new_with_seed (1);
  memcpy (&start, quintet_game_get_position (game), quintet_game_get_position_size (game));
  quintet_history_reset (self->history, &start);
  return self;
}

void
quintet_uct_free (QuintetUct *self)
{
  if (self == NULL)
    return;

  quintet_history_free (self->history);
  quintet_turn_list_clear (&self->turns);
  g_rand_free (self->random);
  g_free (self->nodes);
  g_free (self->path);
  g_object_unref (self->game);
  g_free (self);
}

void
quintet_uct_set_game (QuintetUct  *self,
                      QuintetGame *game)
{
  guint n_turns;

  g_return_if_fail (self != NULL);
  g_return_if_fail (game == self->game);

  n_turns = quintet_game_get_n_turns (game);
  quintet_history_reset (self->history, quintet_game_get_position_at (game, 0));
  for (guint i = 0; i < n_turns; i++)
    quintet_history_push (self->history, quintet_game_get_turn (game, i));
  self->root_ply = n_turns;
}

static void
init_node (Node              *node,
           const QuintetMove *turn,
           QuintetSide        mover)
{
  *node = (Node) { .first_child = NO_NODE, .mover = mover };
  if (turn != NULL)
    node->turn = *turn;
}

/* The children of @node, at the history's last ply, in a shuffled order
 * (UCB1 tries unvisited children first, in that order); or its outcome. */
static void
expand (QuintetUct *self,
        guint32     index)
{
  guint ply = quintet_history_get_last_ply (self->history);
  QuintetSide side = QUINTET_POSITION_SIDE (quintet_history_get_position (self->history, ply));
  guint n_turns = quintet_history_legal_turns (self->history, ply, &self->turns);
  QuintetOutcome outcome = quintet_history_outcome (self->history, ply, n_turns);
  Node *node = &self->nodes[index];

  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      node->terminal = TRUE;
      node->result_status = outcome.status;
      node->result_winner = outcome.winner;
      return;
    }
  if (self->n_nodes + n_turns > self->capacity)
    return;   /* the tree is full: play out from here */

  for (guint i = n_turns; i > 1; i--)
    {
      guint j = g_rand_int_range (self->random, 0, i);
      QuintetMove swap = self->turns.turns[i - 1];

      self->turns.turns[i - 1] = self->turns.turns[j];
      self->turns.turns[j] = swap;
    }
  node->first_child = self->n_nodes;
  node->n_children = n_turns;
  for (guint i = 0; i < n_turns; i++)
    init_node (&self->nodes[self->n_nodes++], &self->turns.turns[i], side);
}

static guint32
select_child (QuintetUct *self,
              const Node *node)
{
  double log_visits = log (MAX (node->visits, 1));
  double best_value = -1;
  guint32 best = node->first_child;

  for (guint32 i = node->first_child; i < node->first_child + node->n_children; i++)
    {
      const Node *child = &self->nodes[i];
      double value;

      if (child->visits == 0)
        return i;
      value = child->wins / child->visits + EXPLORATION * sqrt (log_visits / child->visits);
      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }

  return best;
}

static void
push_path (QuintetUct *self,
           guint      *length,
           guint32     index)
{
  if (*length == self->path_capacity)
    {
      self->path_capacity = MAX (64, 2 * self->path_capacity);
      self->path = g_renew (guint32, self->path, self->path_capacity);
    }
  self->path[(*length)++] = index;
}

static float
result_for (QuintetOutcome outcome,
            QuintetSide    side)
{
  if (outcome.status == QUINTET_STATUS_WIN)
    return outcome.winner == side ? 1.0f : 0.0f;
  return 0.5f;
}

/* One descent, expansion, playout and update. */
static void
iterate (QuintetUct *self)
{
  guint32 index = 0;
  guint length = 0;
  QuintetOutcome outcome;

  quintet_history_truncate (self->history, self->root_ply);
  push_path (self, &length, 0);
  for (;;)
    {
      Node *node = &self->nodes[index];

      if (node->first_child == NO_NODE && !node->terminal && (index == 0 || node->visits > 0))
        expand (self, index);
      if (node->terminal || node->first_child == NO_NODE)
        break;
      index = select_child (self, node);
      quintet_history_push (self->history, &self->nodes[index].turn);
      push_path (self, &length, index);
      if (self->nodes[index].visits == 0)
        break;
    }

  if (self->nodes[index].terminal)
    outcome = (QuintetOutcome) { self->nodes[index].result_status, self->nodes[index].result_winner, 0 };
  else
    {
      /* a playout at the limit counts as a draw (outcome ongoing) */
      quintet_history_playout (self->history, self->random, QUINTET_PLAYOUT_LIMIT, &outcome);
      self->n_unfinished += outcome.status == QUINTET_STATUS_ONGOING;
    }

  for (guint i = 0; i < length; i++)
    {
      Node *node = &self->nodes[self->path[i]];

      node->visits++;
      node->wins += result_for (outcome, node->mover);
    }
}

static const Node *
most_visited_child (QuintetUct *self,
                    const Node *node)
{
  const Node *best = NULL;

  if (node->first_child == NO_NODE)
    return NULL;
  for (guint32 i = node->first_child; i < node->first_child + node->n_children; i++)
    if (best == NULL || self->nodes[i].visits > best->visits)
      best = &self->nodes[i];

  return best != NULL && best->visits > 0 ? best : NULL;
}

static void
fill_result (QuintetUct          *self,
             QuintetSearchResult *result)
{
  const Node *node = &self->nodes[0];
  const Node *child;

  while (result->pv_length < QUINTET_SEARCH_MAX_DEPTH && (child = most_visited_child (self, node)) != NULL)
    {
      result->pv[result->pv_length++] = child->turn;
      node = child;
    }
  result->depth = result->pv_length;

  child = most_visited_child (self, &self->nodes[0]);
  if (child != NULL)
    {
      result->has_turn = TRUE;
      result->turn = child->turn;
      result->score = (int) (1000 * (child->wins / child->visits - 0.5));
    }
}

void
quintet_uct_run (QuintetUct                *self,
                 const QuintetSearchLimits *limits,
                 const gint                *cancel,
                 QuintetSearchResult       *result)
{
  gint64 start = g_get_monotonic_time ();
  QuintetSide side;

  g_return_if_fail (self != NULL);
  g_return_if_fail (limits != NULL);
  g_return_if_fail (result != NULL);

  memset (result, 0, sizeof *result);
  g_rand_set_seed (self->random, (guint32) (limits->seed ^ (limits->seed >> 32)));
  quintet_history_truncate (self->history, self->root_ply);
  side = QUINTET_POSITION_SIDE (quintet_history_get_position (self->history, self->root_ply));
  self->n_nodes = 1;
  init_node (&self->nodes[0], NULL, QUINTET_OTHER_SIDE (side));
  expand (self, 0);
  if (self->nodes[0].terminal || self->nodes[0].n_children == 0)
    return;

  /* At least one playout, so that the result holds a turn */
  do
    {
      iterate (self);
      result->nodes++;
      if ((limits->max_nodes > 0 && result->nodes >= limits->max_nodes) ||
          (cancel != NULL && g_atomic_int_get (cancel) != 0) ||
          (limits->deadline > 0 && g_get_monotonic_time () >= limits->deadline))
        break;
    }
  while (TRUE);

  fill_result (self, result);
  result->stopped = limits->max_nodes == 0 || result->nodes < limits->max_nodes;
  result->elapsed = g_get_monotonic_time () - start;
  quintet_history_truncate (self->history, self->root_ply);
}

guint64
quintet_uct_get_n_unfinished (QuintetUct *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_unfinished;
}
