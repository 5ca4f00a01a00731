/* quintet-move-line.c — one row of the move list: a numbered pair of the
 * main line, a stretch of a variation, or a comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "quintet-move-line.h"

struct _QuintetMoveLine
{
  GObject              parent_instance;

  QuintetMoveLineKind  kind;
  guint                depth;
  guint                number;
  GPtrArray           *nodes;     /* owned references; a pair's second may be
                                   * NULL, or its first (a reply on a row of its own) */
  char                *comment;
  guint                comment_index;
  /* What the row shows, to compare rows by: its nodes (by address),
   * their turns' texts and marks, the comment */
  char                *key;
};

G_DEFINE_FINAL_TYPE (QuintetMoveLine, quintet_move_line, G_TYPE_OBJECT)

static void
drop_node (gpointer node)
{
  if (node != NULL)
    g_object_unref (node);
}

static void
quintet_move_line_finalize (GObject *object)
{
  QuintetMoveLine *self = QUINTET_MOVE_LINE (object);

  g_ptr_array_unref (self->nodes);
  g_free (self->comment);
  g_free (self->key);

  G_OBJECT_CLASS (quintet_move_line_parent_class)->finalize (object);
}

static void
quintet_move_line_class_init (QuintetMoveLineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = quintet_move_line_finalize;
}

static void
quintet_move_line_init (QuintetMoveLine *self)
{
  self->nodes = g_ptr_array_new_with_free_func (drop_node);
}

static void
add_node (QuintetMoveLine *self,
          QuintetTreeNode *node)
{
  g_ptr_array_add (self->nodes, node != NULL ? g_object_ref (node) : NULL);
}

static void
make_key (QuintetMoveLine *self)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%d %u %u %u|", self->kind, self->depth, self->number,
                          self->comment_index);
  for (guint i = 0; i < self->nodes->len; i++)
    {
      QuintetTreeNode *node = g_ptr_array_index (self->nodes, i);
      g_autofree char *turn = node != NULL ? quintet_move_line_format_turn (node) : NULL;

      g_string_append_printf (key, "%p %s|", (gpointer) node, turn != NULL ? turn : "");
    }
  if (self->comment != NULL)
    g_string_append (key, self->comment);
  self->key = g_string_free (key, FALSE);
}

QuintetMoveLine *
quintet_move_line_new_pair (guint            number,
                            QuintetTreeNode *first,
                            QuintetTreeNode *second)
{
  QuintetMoveLine *self;

  g_return_val_if_fail (number > 0, NULL);
  g_return_val_if_fail (first == NULL || QUINTET_IS_TREE_NODE (first), NULL);
  g_return_val_if_fail (second == NULL || QUINTET_IS_TREE_NODE (second), NULL);
  g_return_val_if_fail (first != NULL || second != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_MOVE_LINE, NULL);
  self->kind = QUINTET_MOVE_LINE_PAIR;
  self->number = number;
  add_node (self, first);
  add_node (self, second);
  make_key (self);
  return self;
}

QuintetMoveLine *
quintet_move_line_new_variation (guint             depth,
                                 QuintetTreeNode **nodes,
                                 guint             n_nodes)
{
  QuintetMoveLine *self;

  g_return_val_if_fail (n_nodes > 0, NULL);

  self = g_object_new (QUINTET_TYPE_MOVE_LINE, NULL);
  self->kind = QUINTET_MOVE_LINE_VARIATION;
  self->depth = depth;
  for (guint i = 0; i < n_nodes; i++)
    add_node (self, nodes[i]);
  make_key (self);
  return self;
}

QuintetMoveLine *
quintet_move_line_new_comment (guint            depth,
                               QuintetTreeNode *node,
                               guint            index)
{
  QuintetMoveLine *self;
  const char * const *comments;

  g_return_val_if_fail (QUINTET_IS_TREE_NODE (node), NULL);
  comments = quintet_tree_node_get_comments (node);
  g_return_val_if_fail (index < g_strv_length ((char **) comments), NULL);

  self = g_object_new (QUINTET_TYPE_MOVE_LINE, NULL);
  self->kind = QUINTET_MOVE_LINE_COMMENT;
  self->depth = depth;
  self->comment = g_strdup (comments[index]);
  self->comment_index = index;
  add_node (self, node);
  make_key (self);
  return self;
}

QuintetMoveLineKind
quintet_move_line_get_kind (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), QUINTET_MOVE_LINE_PAIR);

  return self->kind;
}

guint
quintet_move_line_get_depth (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), 0);

  return self->depth;
}

guint
quintet_move_line_get_number (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), 0);

  return self->number;
}

guint
quintet_move_line_get_n_nodes (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), 0);

  return self->nodes->len;
}

QuintetTreeNode *
quintet_move_line_get_node (QuintetMoveLine *self,
                            guint            index)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), NULL);

  return index < self->nodes->len ? g_ptr_array_index (self->nodes, index) : NULL;
}

const char *
quintet_move_line_get_comment (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), NULL);

  return self->comment;
}

guint
quintet_move_line_get_comment_index (QuintetMoveLine *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (self), 0);

  return self->comment_index;
}

gboolean
quintet_move_line_equal (QuintetMoveLine *a,
                         QuintetMoveLine *b)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (a), FALSE);
  g_return_val_if_fail (QUINTET_IS_MOVE_LINE (b), FALSE);

  return strcmp (a->key, b->key) == 0;
}

char *
quintet_move_line_format_turn (QuintetTreeNode *node)
{
  const char *notation = quintet_tree_node_get_notation (node);

  return g_strconcat (notation != NULL ? notation : "",
                      quintet_mark_to_string (quintet_tree_node_get_mark (node)), NULL);
}

const char *
quintet_move_line_describe_mark (QuintetMark mark)
{
  switch (mark)
    {
    case QUINTET_MARK_INACCURACY:
      /* Translators: a turn marked "?!", for screen readers */
      return _("inaccuracy");
    case QUINTET_MARK_MISTAKE:
      /* Translators: a turn marked "?", for screen readers */
      return _("mistake");
    case QUINTET_MARK_BLUNDER:
      /* Translators: a turn marked "??", for screen readers */
      return _("blunder");
    case QUINTET_MARK_NONE:
    default:
      return NULL;
    }
}

const char *
quintet_move_line_mark_class (QuintetMark mark)
{
  switch (mark)
    {
    case QUINTET_MARK_INACCURACY:
      return "mark-inaccuracy";
    case QUINTET_MARK_MISTAKE:
      return "mark-mistake";
    case QUINTET_MARK_BLUNDER:
      return "mark-blunder";
    case QUINTET_MARK_NONE:
    default:
      return NULL;
    }
}

char *
quintet_move_line_format_number (QuintetTreeNode *node,
                                 gboolean         first)
{
  guint ply = quintet_tree_node_get_ply (node);

  if (ply % 2 == 1)
    return g_strdup_printf ("%u. ", (ply + 1) / 2);
  if (first)
    /* A variation that opens with the reply: "12… e5" */
    return g_strdup_printf ("%u… ", ply / 2);
  return g_strdup ("");
}
