/* quintet-game-list.c — QuintetGame as a GListModel of its played turns
 * (QuintetTurnItem), the move list's model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-game.h"
#include "quintet-game-private.h"

static GType
quintet_game_get_item_type (GListModel *model)
{
  return QUINTET_TYPE_TURN_ITEM;
}

static guint
quintet_game_get_n_items (GListModel *model)
{
  return quintet_game_get_n_turns (QUINTET_GAME (model));
}

static gpointer
quintet_game_get_item (GListModel *model,
                       guint       position)
{
  QuintetGame *self = QUINTET_GAME (model);

  if (position >= quintet_game_get_n_turns (self))
    return NULL;

  return quintet_turn_item_new (position, QUINTET_POSITION_SIDE (quintet_game_get_position_at (self, position)),
                                quintet_game_get_turn (self, position),
                                quintet_game_get_turn_notation (self, position));
}

void
quintet_game_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = quintet_game_get_item_type;
  iface->get_n_items = quintet_game_get_n_items;
  iface->get_item = quintet_game_get_item;
}
