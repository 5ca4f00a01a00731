/* quintet-turn-item.c — one played turn of the game's list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-core-enums.h"
#include "quintet-turn-item.h"

struct _QuintetTurnItem
{
  GObject      parent_instance;

  guint        index;
  QuintetSide  side;
  QuintetMove  turn;
  char        *notation;
};

G_DEFINE_FINAL_TYPE (QuintetTurnItem, quintet_turn_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_SIDE,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
quintet_turn_item_finalize (GObject *object)
{
  QuintetTurnItem *self = QUINTET_TURN_ITEM (object);

  g_free (self->notation);

  G_OBJECT_CLASS (quintet_turn_item_parent_class)->finalize (object);
}

static void
quintet_turn_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QuintetTurnItem *self = QUINTET_TURN_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;

    case PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;

    case PROP_NOTATION:
      g_value_set_string (value, self->notation);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_turn_item_class_init (QuintetTurnItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = quintet_turn_item_finalize;
  object_class->get_property = quintet_turn_item_get_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_enum ("side", NULL, NULL, QUINTET_TYPE_SIDE, QUINTET_SIDE_0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION] =
    g_param_spec_string ("notation", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_turn_item_init (QuintetTurnItem *self)
{
}

QuintetTurnItem *
quintet_turn_item_new (guint              index,
                       QuintetSide        side,
                       const QuintetMove *turn,
                       const char        *notation)
{
  QuintetTurnItem *self;

  g_return_val_if_fail (turn != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_TURN_ITEM, NULL);
  self->index = index;
  self->side = side;
  self->turn = *turn;
  self->notation = g_strdup (notation);
  return self;
}

guint
quintet_turn_item_get_index (QuintetTurnItem *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_ITEM (self), 0);

  return self->index;
}

QuintetSide
quintet_turn_item_get_side (QuintetTurnItem *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_ITEM (self), QUINTET_SIDE_0);

  return self->side;
}

const QuintetMove *
quintet_turn_item_get_turn (QuintetTurnItem *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_ITEM (self), NULL);

  return &self->turn;
}

const char *
quintet_turn_item_get_notation (QuintetTurnItem *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_ITEM (self), NULL);

  return self->notation;
}
