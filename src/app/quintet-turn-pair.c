/* quintet-turn-pair.c — one numbered line of the move list: a turn and the reply
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-turn-pair.h"

/* Immutable: a pair that gains its reply is a new pair in the list
 * (QuintetTurnPairList replaces it), as the game's turn items are. */
struct _QuintetTurnPair
{
  GObject          parent_instance;

  guint            number;
  QuintetTurnItem *first;
  QuintetTurnItem *second;
};

G_DEFINE_FINAL_TYPE (QuintetTurnPair, quintet_turn_pair, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_FIRST,
  PROP_SECOND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
quintet_turn_pair_dispose (GObject *object)
{
  QuintetTurnPair *self = QUINTET_TURN_PAIR (object);

  g_clear_object (&self->first);
  g_clear_object (&self->second);

  G_OBJECT_CLASS (quintet_turn_pair_parent_class)->dispose (object);
}

static void
quintet_turn_pair_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QuintetTurnPair *self = QUINTET_TURN_PAIR (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;

    case PROP_FIRST:
      g_value_set_object (value, self->first);
      break;

    case PROP_SECOND:
      g_value_set_object (value, self->second);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_turn_pair_class_init (QuintetTurnPairClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_turn_pair_dispose;
  object_class->get_property = quintet_turn_pair_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST] =
    g_param_spec_object ("first", NULL, NULL, QUINTET_TYPE_TURN_ITEM,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECOND] =
    g_param_spec_object ("second", NULL, NULL, QUINTET_TYPE_TURN_ITEM,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_turn_pair_init (QuintetTurnPair *self)
{
}

QuintetTurnPair *
quintet_turn_pair_new (guint            number,
                       QuintetTurnItem *first,
                       QuintetTurnItem *second)
{
  QuintetTurnPair *self;

  g_return_val_if_fail (number > 0, NULL);
  g_return_val_if_fail (QUINTET_IS_TURN_ITEM (first), NULL);
  g_return_val_if_fail (second == NULL || QUINTET_IS_TURN_ITEM (second), NULL);

  self = g_object_new (QUINTET_TYPE_TURN_PAIR, NULL);
  self->number = number;
  self->first = g_object_ref (first);
  self->second = second != NULL ? g_object_ref (second) : NULL;
  return self;
}

guint
quintet_turn_pair_get_number (QuintetTurnPair *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_PAIR (self), 0);

  return self->number;
}

QuintetTurnItem *
quintet_turn_pair_get_first (QuintetTurnPair *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_PAIR (self), NULL);

  return self->first;
}

QuintetTurnItem *
quintet_turn_pair_get_second (QuintetTurnPair *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_PAIR (self), NULL);

  return self->second;
}
