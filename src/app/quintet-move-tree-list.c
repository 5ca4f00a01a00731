/* quintet-move-tree-list.c — a game's tree as the move list's rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-move-tree-list.h"

struct _QuintetMoveTreeList
{
  GObject      parent_instance;

  QuintetGame *game;
  GPtrArray   *lines;     /* QuintetMoveLine */
  /* The nodes whose "mark" and "comments" are followed (a reference
   * each): the tree's, as of the last rebuild */
  GHashTable  *nodes;
};

static void quintet_move_tree_list_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QuintetMoveTreeList, quintet_move_tree_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      quintet_move_tree_list_list_model_init))

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (QuintetMoveTreeList *self);

/* ---- the rows of a tree ---- */

static void
add_comments (GPtrArray       *lines,
              QuintetTreeNode *node,
              guint            depth)
{
  const char * const *comments = quintet_tree_node_get_comments (node);

  for (guint i = 0; comments[i] != NULL; i++)
    g_ptr_array_add (lines, quintet_move_line_new_comment (depth, node, i));
}

/* The rows' nodes stop before @hidden (the first redo turn) */
static void add_variation (GPtrArray       *lines,
                           QuintetTreeNode *start,
                           guint            depth,
                           QuintetTreeNode *hidden);

/* The variations that replace @node (its later siblings), @depth in */
static void
add_alternatives (GPtrArray       *lines,
                  QuintetTreeNode *node,
                  guint            depth,
                  QuintetTreeNode *hidden)
{
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);
  guint n = parent != NULL ? quintet_tree_node_get_n_children (parent) : 0;

  for (guint i = quintet_tree_node_get_index (node) + 1; i < n; i++)
    if (quintet_tree_node_get_child (parent, i) != hidden)
      add_variation (lines, quintet_tree_node_get_child (parent, i), depth, hidden);
}

/* A variation from @start (not a main continuation) to its end */
static void
add_variation (GPtrArray       *lines,
               QuintetTreeNode *start,
               guint            depth,
               QuintetTreeNode *hidden)
{
  g_autoptr(GPtrArray) stretch = g_ptr_array_new ();

  for (QuintetTreeNode *node = start; node != NULL && node != hidden;
       node = quintet_tree_node_get_n_children (node) > 0 ? quintet_tree_node_get_child (node, 0) : NULL)
    {
      gboolean commented = quintet_tree_node_get_comments (node)[0] != NULL;
      QuintetTreeNode *parent = quintet_tree_node_get_parent (node);
      guint n_shown = quintet_tree_node_get_n_children (parent);
      gboolean branches;

      for (guint i = 0; i < quintet_tree_node_get_n_children (parent); i++)
        if (quintet_tree_node_get_child (parent, i) == hidden)
          n_shown--;
      branches = node != start && n_shown > 1;

      g_ptr_array_add (stretch, node);
      if (!commented && !branches)
        continue;

      g_ptr_array_add (lines, quintet_move_line_new_variation (depth, (QuintetTreeNode **) stretch->pdata,
                                                               stretch->len));
      g_ptr_array_set_size (stretch, 0);
      add_comments (lines, node, depth);
      if (branches)
        add_alternatives (lines, node, depth + 1, hidden);
    }
  if (stretch->len > 0)
    g_ptr_array_add (lines, quintet_move_line_new_variation (depth, (QuintetTreeNode **) stretch->pdata,
                                                             stretch->len));
}

/* Whether rows of comments or variations (but @hidden) follow @node's */
static gboolean
is_annotated (QuintetTreeNode *node,
              QuintetTreeNode *hidden)
{
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);
  guint n = parent != NULL ? quintet_tree_node_get_n_children (parent) : 0;

  if (quintet_tree_node_get_comments (node)[0] != NULL)
    return TRUE;
  for (guint i = quintet_tree_node_get_index (node) + 1; i < n; i++)
    if (quintet_tree_node_get_child (parent, i) != hidden)
      return TRUE;
  return FALSE;
}

static GPtrArray *
build_lines (QuintetGame *game)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_object_unref);
  QuintetTreeNode *hidden = NULL;
  guint length = quintet_game_tree_get_main_length (tree);

  if (quintet_game_get_n_redo (game) > 0)
    hidden = quintet_move_tree_list_find_line_node (game, quintet_game_get_n_turns (game) + 1);
  if (hidden != NULL && quintet_tree_node_is_main_line (hidden))
    length = quintet_tree_node_get_ply (hidden) - 1;

  add_comments (lines, quintet_game_tree_get_root (tree), 0);
  for (guint ply = 1; ply <= length; ply += 2)
    {
      QuintetTreeNode *first = quintet_game_tree_get_main_node (tree, ply);
      QuintetTreeNode *second = ply + 1 <= length ? quintet_game_tree_get_main_node (tree, ply + 1) : NULL;

      /* A reply after the first turn's comments and variations has a row
       * of its own ("1. … g7-g6"), its own comments at once under it, as
       * in PGN ("1. b2-b4 {…} (1. c2-c4) 1… g7-g6 {…}") */
      if (second != NULL && is_annotated (first, hidden))
        {
          g_ptr_array_add (lines, quintet_move_line_new_pair ((ply + 1) / 2, first, NULL));
          add_comments (lines, first, 0);
          add_alternatives (lines, first, 1, hidden);
          g_ptr_array_add (lines, quintet_move_line_new_pair ((ply + 1) / 2, NULL, second));
        }
      else
        {
          g_ptr_array_add (lines, quintet_move_line_new_pair ((ply + 1) / 2, first, second));
          add_comments (lines, first, 0);
          add_alternatives (lines, first, 1, hidden);
        }
      if (second != NULL)
        {
          add_comments (lines, second, 0);
          add_alternatives (lines, second, 1, hidden);
        }
    }
  return lines;
}

QuintetTreeNode *
quintet_move_tree_list_find_line_node (QuintetGame *game,
                                       guint        ply)
{
  QuintetTreeNode *node;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  if (ply > quintet_game_get_n_turns (game) + quintet_game_get_n_redo (game))
    return NULL;
  node = quintet_game_tree_get_root (quintet_game_get_tree (game));
  for (guint k = 0; k < ply && node != NULL; k++)
    {
      const QuintetMove *turn = quintet_game_get_turn (game, k);
      QuintetTreeNode *next = NULL;

      for (guint i = 0; i < quintet_tree_node_get_n_children (node) && next == NULL; i++)
        if (quintet_move_equal (quintet_tree_node_get_turn (quintet_tree_node_get_child (node, i)), turn))
          next = quintet_tree_node_get_child (node, i);
      node = next;
    }
  return node;
}

/* ---- following the nodes' annotations ---- */

static void
node_notify_cb (QuintetMoveTreeList *self)
{
  rebuild (self);
}

static void
forget_node (gpointer key,
             gpointer value,
             gpointer data)
{
  g_signal_handlers_disconnect_by_data (key, data);
}

static void
collect_nodes (QuintetMoveTreeList *self,
               QuintetTreeNode     *node,
               GHashTable          *now)
{
  guint n = quintet_tree_node_get_n_children (node);

  g_hash_table_add (now, g_object_ref (node));
  if (!g_hash_table_remove (self->nodes, node))
    {
      g_signal_connect_swapped (node, "notify::mark", G_CALLBACK (node_notify_cb), self);
      g_signal_connect_swapped (node, "notify::comments", G_CALLBACK (node_notify_cb), self);
    }
  for (guint i = 0; i < n; i++)
    collect_nodes (self, quintet_tree_node_get_child (node, i), now);
}

/* Follows the tree's nodes and no others: those gone are let go */
static void
follow_nodes (QuintetMoveTreeList *self)
{
  GHashTable *now = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);

  if (self->game != NULL)
    collect_nodes (self, quintet_game_tree_get_root (quintet_game_get_tree (self->game)), now);
  g_hash_table_foreach (self->nodes, forget_node, self);
  g_hash_table_unref (self->nodes);
  self->nodes = now;
}

/* The new rows replace the old from the first that differs to the last
 * that differs; the same rows keep their items (and the list its
 * widgets). */
static void
rebuild (QuintetMoveTreeList *self)
{
  g_autoptr(GPtrArray) old = self->lines;
  GPtrArray *lines = self->game != NULL ? build_lines (self->game)
                                        : g_ptr_array_new_with_free_func (g_object_unref);
  guint start = 0, end = 0;

  follow_nodes (self);
  while (start < old->len && start < lines->len &&
         quintet_move_line_equal (old->pdata[start], lines->pdata[start]))
    start++;
  while (end < old->len - start && end < lines->len - start &&
         quintet_move_line_equal (old->pdata[old->len - 1 - end], lines->pdata[lines->len - 1 - end]))
    end++;
  for (guint i = 0; i < start; i++)
    g_set_object ((QuintetMoveLine **) &lines->pdata[i], old->pdata[i]);
  for (guint i = 0; i < end; i++)
    g_set_object ((QuintetMoveLine **) &lines->pdata[lines->len - 1 - i], old->pdata[old->len - 1 - i]);

  self->lines = lines;
  if (start + end < old->len || start + end < lines->len)
    g_list_model_items_changed (G_LIST_MODEL (self), start, old->len - start - end,
                                lines->len - start - end);
}

/* ---- GListModel ---- */

static GType
quintet_move_tree_list_get_item_type (GListModel *model)
{
  return QUINTET_TYPE_MOVE_LINE;
}

static guint
quintet_move_tree_list_get_n_items (GListModel *model)
{
  return QUINTET_MOVE_TREE_LIST (model)->lines->len;
}

static gpointer
quintet_move_tree_list_get_item (GListModel *model,
                                 guint       position)
{
  QuintetMoveTreeList *self = QUINTET_MOVE_TREE_LIST (model);

  if (position >= self->lines->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->lines, position));
}

static void
quintet_move_tree_list_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = quintet_move_tree_list_get_item_type;
  iface->get_n_items = quintet_move_tree_list_get_n_items;
  iface->get_item = quintet_move_tree_list_get_item;
}

/* ---- GObject ---- */

static void
quintet_move_tree_list_dispose (GObject *object)
{
  QuintetMoveTreeList *self = QUINTET_MOVE_TREE_LIST (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (quintet_game_get_tree (self->game), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_clear_object (&self->game);
  if (self->nodes != NULL)
    {
      g_hash_table_foreach (self->nodes, forget_node, self);
      g_clear_pointer (&self->nodes, g_hash_table_unref);
    }
  g_clear_pointer (&self->lines, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_move_tree_list_parent_class)->dispose (object);
}

static void
quintet_move_tree_list_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  QuintetMoveTreeList *self = QUINTET_MOVE_TREE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_move_tree_list_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  QuintetMoveTreeList *self = QUINTET_MOVE_TREE_LIST (object);

  switch (prop_id)
    {
    case PROP_GAME:
      quintet_move_tree_list_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_move_tree_list_class_init (QuintetMoveTreeListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_move_tree_list_dispose;
  object_class->get_property = quintet_move_tree_list_get_property;
  object_class->set_property = quintet_move_tree_list_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, QUINTET_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
quintet_move_tree_list_init (QuintetMoveTreeList *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_object_unref);
  self->nodes = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
}

QuintetMoveTreeList *
quintet_move_tree_list_new (QuintetGame *game)
{
  g_return_val_if_fail (game == NULL || QUINTET_IS_GAME (game), NULL);

  return g_object_new (QUINTET_TYPE_MOVE_TREE_LIST, "game", game, NULL);
}

QuintetGame *
quintet_move_tree_list_get_game (QuintetMoveTreeList *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_TREE_LIST (self), NULL);

  return self->game;
}

void
quintet_move_tree_list_set_game (QuintetMoveTreeList *self,
                                 QuintetGame         *game)
{
  g_return_if_fail (QUINTET_IS_MOVE_TREE_LIST (self));
  g_return_if_fail (game == NULL || QUINTET_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (quintet_game_get_tree (self->game), self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (quintet_game_get_tree (game), "changed", G_CALLBACK (rebuild), self);
      /* A new notation style renames every turn */
      g_signal_connect_swapped (game, "items-changed", G_CALLBACK (rebuild), self);
    }

  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}
