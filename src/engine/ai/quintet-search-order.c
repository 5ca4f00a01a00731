/* quintet-search-order.c — the order in which the search tries a
 * position's turns: the table's turn first, then the tactical turns, the
 * killers and the quiet turns by their history scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "quintet-search-private.h"

#define ORDER_TABLE    (1u << 31)
#define ORDER_TACTICAL (1u << 30)
#define ORDER_KILLER   (1u << 29)
#define HISTORY_MAX    (1u << 28)

static int
compare_order (gconstpointer a,
               gconstpointer b)
{
  const OrderEntry *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Whether @turn is one of the tactical turns in @list, whose first cells
 * are flagged in @starts */
static inline gboolean
in_tactical_list (const QuintetTurnList *list,
                  const guint8          *starts,
                  const QuintetMove     *turn)
{
  if (turn->length == 0 || !starts[turn->path[0]])
    return FALSE;
  for (guint i = 0; i < list->n_turns; i++)
    if (quintet_move_equal (&list->turns[i], turn))
      return TRUE;
  return FALSE;
}

/* A list this long (Ordo X: about 2,000) is cheaper to mark from the
 * game's short list of tactical turns than by asking is_tactical of each */
#define MARK_FROM_TACTICAL_LIST 512

/* quintet-search-private.h */
void
_quintet_search_order_turns (QuintetSearch *self,
                             guint          ply,
                             guint          table_index)
{
  Ply *node = &self->plies[ply];
  gconstpointer position = &node->position;
  QuintetSide side = QUINTET_POSITION_SIDE (position);
  guint n_turns = node->turns.n_turns;
  gboolean from_list = self->has_tactical && self->klass->generate_tactical_turns != NULL &&
                       n_turns >= MARK_FROM_TACTICAL_LIST;
  guint8 starts[256] = { 0 };

  if (node->order_capacity < n_turns)
    {
      node->order_capacity = MAX (n_turns, 256);
      node->order = g_renew (OrderEntry, node->order, node->order_capacity);
    }
  if (from_list)
    {
      quintet_game_list_tactical_turns (self->game, position, &node->tactical);
      for (guint i = 0; i < node->tactical.n_turns; i++)
        if (node->tactical.turns[i].length > 0)
          starts[node->tactical.turns[i].path[0]] = 1;
    }

  for (guint i = 0; i < n_turns; i++)
    {
      const QuintetMove *turn = &node->turns.turns[i];
      guint32 score;

      if (i == table_index)
        score = ORDER_TABLE;
      else if (from_list ? in_tactical_list (&node->tactical, starts, turn)
                         : self->has_tactical && self->klass->is_tactical (self->game, position, turn))
        score = ORDER_TACTICAL;
      else if (quintet_move_equal (turn, &node->killers[0]))
        score = ORDER_KILLER + 1;
      else if (quintet_move_equal (turn, &node->killers[1]))
        score = ORDER_KILLER;
      else
        score = turn->length >= 2 ? self->history_scores[side][turn->path[0]][turn->path[1]] : 0;
      node->order[i] = (OrderEntry) { score, i };
    }

  qsort (node->order, n_turns, sizeof (OrderEntry), compare_order);
}

/* quintet-search-private.h */
void
_quintet_search_reward_quiet_turn (QuintetSearch     *self,
                                   guint              ply,
                                   const QuintetMove *turn,
                                   int                depth)
{
  Ply *node = &self->plies[ply];
  QuintetSide side = QUINTET_POSITION_SIDE (&node->position);

  if (!quintet_move_equal (turn, &node->killers[0]))
    {
      node->killers[1] = node->killers[0];
      node->killers[0] = *turn;
    }
  if (turn->length >= 2)
    {
      guint32 *score = &self->history_scores[side][turn->path[0]][turn->path[1]];

      *score = MIN (*score + (guint32) (depth * depth), HISTORY_MAX - 1);
    }
}
