/* quintet-turn-pair-list.c — a game's turns, two to a numbered line, as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-turn-pair-list.h"

struct _QuintetTurnPairList
{
  GObject     parent_instance;

  GListModel *model;
  /* One slot a pair, NULL until the list asks for that pair: the rows
   * GTK shows are a few of a long game's. */
  GPtrArray  *pairs;
};

static void quintet_turn_pair_list_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QuintetTurnPairList, quintet_turn_pair_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      quintet_turn_pair_list_list_model_init))

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The free function of the pairs' slots, most of them still empty */
static void
drop_pair (gpointer pair)
{
  if (pair != NULL)
    g_object_unref (pair);
}

static guint
count_pairs (GListModel *model)
{
  return model != NULL ? (g_list_model_get_n_items (model) + 1) / 2 : 0;
}

/* The model's turns changed from @position on: the pairs from the one
 * holding that turn on are replaced. */
static void
model_items_changed_cb (QuintetTurnPairList *self,
                        guint                position,
                        guint                removed,
                        guint                added,
                        GListModel          *model)
{
  guint n_old = self->pairs->len;
  guint n_new = count_pairs (model);
  guint first = MIN (position / 2, n_old);

  g_ptr_array_set_size (self->pairs, first);
  g_ptr_array_set_size (self->pairs, n_new);
  if (n_old > first || n_new > first)
    g_list_model_items_changed (G_LIST_MODEL (self), first, n_old - first, n_new - first);
}

/* ---- GListModel ---- */

static GType
quintet_turn_pair_list_get_item_type (GListModel *model)
{
  return QUINTET_TYPE_TURN_PAIR;
}

static guint
quintet_turn_pair_list_get_n_items (GListModel *model)
{
  return QUINTET_TURN_PAIR_LIST (model)->pairs->len;
}

static gpointer
quintet_turn_pair_list_get_item (GListModel *model,
                                 guint       position)
{
  QuintetTurnPairList *self = QUINTET_TURN_PAIR_LIST (model);

  if (position >= self->pairs->len)
    return NULL;

  if (g_ptr_array_index (self->pairs, position) == NULL)
    {
      g_autoptr(QuintetTurnItem) first = g_list_model_get_item (self->model, 2 * position);
      g_autoptr(QuintetTurnItem) second = g_list_model_get_item (self->model, 2 * position + 1);

      g_ptr_array_index (self->pairs, position) = quintet_turn_pair_new (position + 1, first, second);
    }

  return g_object_ref (g_ptr_array_index (self->pairs, position));
}

static void
quintet_turn_pair_list_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = quintet_turn_pair_list_get_item_type;
  iface->get_n_items = quintet_turn_pair_list_get_n_items;
  iface->get_item = quintet_turn_pair_list_get_item;
}

/* ---- GObject ---- */

static void
quintet_turn_pair_list_dispose (GObject *object)
{
  QuintetTurnPairList *self = QUINTET_TURN_PAIR_LIST (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_pointer (&self->pairs, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_turn_pair_list_parent_class)->dispose (object);
}

static void
quintet_turn_pair_list_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  QuintetTurnPairList *self = QUINTET_TURN_PAIR_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_turn_pair_list_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  QuintetTurnPairList *self = QUINTET_TURN_PAIR_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      quintet_turn_pair_list_set_model (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_turn_pair_list_class_init (QuintetTurnPairListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_turn_pair_list_dispose;
  object_class->get_property = quintet_turn_pair_list_get_property;
  object_class->set_property = quintet_turn_pair_list_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_turn_pair_list_init (QuintetTurnPairList *self)
{
  self->pairs = g_ptr_array_new_with_free_func (drop_pair);
}

QuintetTurnPairList *
quintet_turn_pair_list_new (GListModel *model)
{
  g_return_val_if_fail (model == NULL || G_IS_LIST_MODEL (model), NULL);

  return g_object_new (QUINTET_TYPE_TURN_PAIR_LIST, "model", model, NULL);
}

GListModel *
quintet_turn_pair_list_get_model (QuintetTurnPairList *self)
{
  g_return_val_if_fail (QUINTET_IS_TURN_PAIR_LIST (self), NULL);

  return self->model;
}

void
quintet_turn_pair_list_set_model (QuintetTurnPairList *self,
                                  GListModel          *model)
{
  g_return_if_fail (QUINTET_IS_TURN_PAIR_LIST (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));
  g_return_if_fail (model == NULL ||
                    g_type_is_a (g_list_model_get_item_type (model), QUINTET_TYPE_TURN_ITEM));

  if (self->model == model)
    return;

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    g_signal_connect_object (model, "items-changed", G_CALLBACK (model_items_changed_cb),
                             self, G_CONNECT_SWAPPED);

  /* Every pair of the old model goes, every pair of the new one comes. */
  model_items_changed_cb (self, 0, 0, 0, model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}
