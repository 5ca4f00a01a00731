/* quintet-game-tree.c — a game's turns as a tree: the main line, the
 * variations, and what annotates each turn; the game keeps its line in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-game-tree.h"
#include "quintet-game-private.h"
#include "quintet-history.h"

const char *
quintet_mark_to_string (QuintetMark mark)
{
  switch (mark)
    {
    case QUINTET_MARK_INACCURACY:
      return "?!";
    case QUINTET_MARK_MISTAKE:
      return "?";
    case QUINTET_MARK_BLUNDER:
      return "??";
    case QUINTET_MARK_NONE:
    default:
      return "";
    }
}

gboolean
quintet_mark_from_string (const char  *text,
                          QuintetMark *mark)
{
  g_return_val_if_fail (mark != NULL, FALSE);

  for (QuintetMark candidate = QUINTET_MARK_INACCURACY; candidate <= QUINTET_MARK_BLUNDER; candidate++)
    if (g_strcmp0 (text, quintet_mark_to_string (candidate)) == 0)
      {
        *mark = candidate;
        return TRUE;
      }
  return FALSE;
}

/* ---- nodes ---- */

struct _QuintetTreeNode
{
  GObject          parent_instance;

  QuintetGameTree *tree;       /* NULL once removed */
  QuintetTreeNode *parent;     /* NULL for the root and once removed */
  GPtrArray       *children;   /* owns them */
  guint            ply;
  QuintetSide      side;
  gboolean         has_turn;
  QuintetMove      turn;
  char            *notation;
  guint8          *position;

  QuintetMark      mark;
  GStrv            comments;   /* never NULL */
  gboolean         has_eval;
  QuintetNodeEval  eval;
  gint64           clock;      /* ms, a whole tenth; -1: none */

  /* A resignation or agreed draw at this end of a line (none once it has
   * children): for the game's line end, the one it declared, or the one
   * undo took back and redo restores */
  QuintetOutcome   declared;
};

enum {
  NODE_PROP_0,
  NODE_PROP_MARK,
  NODE_PROP_COMMENTS,
  NODE_PROP_HAS_EVAL,
  NODE_N_PROPS
};

static GParamSpec *node_properties[NODE_N_PROPS];

G_DEFINE_FINAL_TYPE (QuintetTreeNode, quintet_tree_node, G_TYPE_OBJECT)

struct _QuintetGameTree
{
  GObject          parent_instance;

  QuintetGame     *game;       /* weak: the game owns the tree */
  QuintetTreeNode *root;
  GPtrArray       *line;       /* the game's: line[k] after k turns, not owned */
  guint64          serial;

  /* The main line's outcome by the rules, for this serial */
  gboolean         outcome_valid;
  guint64          outcome_serial;
  QuintetOutcome   outcome;
};

enum {
  CHANGED,
  N_SIGNALS
};

static guint tree_signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QuintetGameTree, quintet_game_tree, G_TYPE_OBJECT)

static void
tree_touch (QuintetGameTree *self)
{
  if (self != NULL)
    self->serial++;
}

static void
tree_emit_changed (QuintetGameTree *self)
{
  g_signal_emit (self, tree_signals[CHANGED], 0);
}

static void
quintet_tree_node_finalize (GObject *object)
{
  QuintetTreeNode *self = QUINTET_TREE_NODE (object);

  g_clear_pointer (&self->children, g_ptr_array_unref);
  g_clear_pointer (&self->notation, g_free);
  g_clear_pointer (&self->position, g_free);
  g_clear_pointer (&self->comments, g_strfreev);

  G_OBJECT_CLASS (quintet_tree_node_parent_class)->finalize (object);
}

static void
quintet_tree_node_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  QuintetTreeNode *self = QUINTET_TREE_NODE (object);

  switch (prop_id)
    {
    case NODE_PROP_MARK:
      g_value_set_enum (value, self->mark);
      break;

    case NODE_PROP_COMMENTS:
      g_value_set_boxed (value, self->comments);
      break;

    case NODE_PROP_HAS_EVAL:
      g_value_set_boolean (value, self->has_eval);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_tree_node_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  QuintetTreeNode *self = QUINTET_TREE_NODE (object);

  switch (prop_id)
    {
    case NODE_PROP_MARK:
      quintet_tree_node_set_mark (self, g_value_get_enum (value));
      break;

    case NODE_PROP_COMMENTS:
      quintet_tree_node_set_comments (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_tree_node_class_init (QuintetTreeNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = quintet_tree_node_finalize;
  object_class->get_property = quintet_tree_node_get_property;
  object_class->set_property = quintet_tree_node_set_property;

  node_properties[NODE_PROP_MARK] =
    g_param_spec_enum ("mark", NULL, NULL, QUINTET_TYPE_MARK, QUINTET_MARK_NONE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  node_properties[NODE_PROP_COMMENTS] =
    g_param_spec_boxed ("comments", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  node_properties[NODE_PROP_HAS_EVAL] =
    g_param_spec_boolean ("has-eval", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, NODE_N_PROPS, node_properties);
}

static void
quintet_tree_node_init (QuintetTreeNode *self)
{
  self->children = g_ptr_array_new_with_free_func (g_object_unref);
  self->comments = g_new0 (char *, 1);
  self->clock = -1;
}

/* A node of @tree after @parent (NULL: the root, @turn NULL) */
static QuintetTreeNode *
node_new (QuintetGameTree   *tree,
          QuintetTreeNode   *parent,
          const QuintetMove *turn,
          char              *notation,
          gconstpointer      position)
{
  QuintetTreeNode *self = g_object_new (QUINTET_TYPE_TREE_NODE, NULL);
  gsize size = quintet_game_get_position_size (tree->game);

  self->tree = tree;
  self->parent = parent;
  self->ply = parent != NULL ? parent->ply + 1 : 0;
  self->side = QUINTET_POSITION_SIDE (parent != NULL ? parent->position : position);
  self->has_turn = turn != NULL;
  if (turn != NULL)
    self->turn = *turn;
  self->notation = notation;
  self->position = g_memdup2 (position, size);
  return self;
}

/* Appends a new child after @parent, which is no end of a line any more */
static QuintetTreeNode *
node_add_child (QuintetTreeNode   *parent,
                const QuintetMove *turn,
                gconstpointer      position)
{
  QuintetGame *game = parent->tree->game;
  QuintetTreeNode *child = node_new (parent->tree, parent, turn,
                                     quintet_game_format_turn (game, parent->position, turn), position);

  g_ptr_array_add (parent->children, child);
  parent->declared = QUINTET_OUTCOME_ONGOING;
  return child;
}

static QuintetTreeNode *
node_find_child (QuintetTreeNode   *self,
                 const QuintetMove *turn)
{
  for (guint i = 0; i < self->children->len; i++)
    {
      QuintetTreeNode *child = g_ptr_array_index (self->children, i);

      if (quintet_move_equal (&child->turn, turn))
        return child;
    }
  return NULL;
}

/* Out of the tree with everything after it: a reference held elsewhere
 * keeps a node without parent and children */
static void
node_detach (QuintetTreeNode *self)
{
  for (guint i = 0; i < self->children->len; i++)
    node_detach (g_ptr_array_index (self->children, i));
  g_ptr_array_set_size (self->children, 0);
  self->parent = NULL;
  self->tree = NULL;
}

static void
node_remove (QuintetTreeNode *self)
{
  QuintetTreeNode *parent = self->parent;

  g_object_ref (self);
  node_detach (self);
  g_ptr_array_remove (parent->children, self);
  g_object_unref (self);
}

QuintetTreeNode *
quintet_tree_node_get_parent (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return self->parent;
}

guint
quintet_tree_node_get_n_children (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), 0);

  return self->children->len;
}

QuintetTreeNode *
quintet_tree_node_get_child (QuintetTreeNode *self,
                             guint            index)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);
  g_return_val_if_fail (index < self->children->len, NULL);

  return g_ptr_array_index (self->children, index);
}

guint
quintet_tree_node_get_index (QuintetTreeNode *self)
{
  guint index = 0;

  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), 0);

  if (self->parent != NULL)
    g_ptr_array_find (self->parent->children, self, &index);
  return index;
}

guint
quintet_tree_node_get_ply (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), 0);

  return self->ply;
}

gboolean
quintet_tree_node_is_main_line (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), FALSE);

  return quintet_tree_node_get_depth (self) == 0;
}

guint
quintet_tree_node_get_depth (QuintetTreeNode *self)
{
  guint depth = 0;

  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), 0);

  for (QuintetTreeNode *node = self; node->parent != NULL; node = node->parent)
    if (g_ptr_array_index (node->parent->children, 0) != node)
      depth++;
  return depth;
}

const QuintetMove *
quintet_tree_node_get_turn (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return self->has_turn ? &self->turn : NULL;
}

const char *
quintet_tree_node_get_notation (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return self->notation;
}

QuintetSide
quintet_tree_node_get_side (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), QUINTET_SIDE_0);

  return self->side;
}

gconstpointer
quintet_tree_node_get_position (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return self->position;
}

char *
quintet_tree_node_format_turn (QuintetTreeNode   *self,
                               const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);
  g_return_val_if_fail (turn != NULL, NULL);

  if (self->tree == NULL || self->tree->game == NULL)
    return NULL;
  return quintet_game_format_turn (self->tree->game, self->position, turn);
}

QuintetMark
quintet_tree_node_get_mark (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), QUINTET_MARK_NONE);

  return self->mark;
}

void
quintet_tree_node_set_mark (QuintetTreeNode *self,
                            QuintetMark      mark)
{
  g_return_if_fail (QUINTET_IS_TREE_NODE (self));
  g_return_if_fail (mark <= QUINTET_MARK_BLUNDER);

  if (self->mark == mark)
    return;
  self->mark = mark;
  tree_touch (self->tree);
  g_object_notify_by_pspec (G_OBJECT (self), node_properties[NODE_PROP_MARK]);
}

const char * const *
quintet_tree_node_get_comments (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return (const char * const *) self->comments;
}

void
quintet_tree_node_set_comments (QuintetTreeNode    *self,
                                const char * const *comments)
{
  static const char * const none[] = { NULL };

  g_return_if_fail (QUINTET_IS_TREE_NODE (self));

  if (comments == NULL)
    comments = none;
  for (guint i = 0; comments[i] != NULL; i++)
    g_return_if_fail (comments[i][0] != '\0' && strchr (comments[i], '}') == NULL);

  if (g_strv_equal ((const char * const *) self->comments, comments))
    return;
  g_strfreev (self->comments);
  self->comments = g_strdupv ((char **) comments);
  tree_touch (self->tree);
  g_object_notify_by_pspec (G_OBJECT (self), node_properties[NODE_PROP_COMMENTS]);
}

const QuintetNodeEval *
quintet_tree_node_get_eval (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), NULL);

  return self->has_eval ? &self->eval : NULL;
}

void
quintet_tree_node_set_eval (QuintetTreeNode       *self,
                            const QuintetNodeEval *eval)
{
  g_return_if_fail (QUINTET_IS_TREE_NODE (self));
  g_return_if_fail (eval == NULL || eval->pv_length <= QUINTET_NODE_EVAL_MAX_PV);

  if (eval == NULL && !self->has_eval)
    return;
  self->has_eval = eval != NULL;
  if (eval != NULL)
    self->eval = *eval;
  else
    memset (&self->eval, 0, sizeof self->eval);
  tree_touch (self->tree);
  g_object_notify_by_pspec (G_OBJECT (self), node_properties[NODE_PROP_HAS_EVAL]);
}

gint64
quintet_tree_node_get_clock (QuintetTreeNode *self)
{
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (self), -1);

  return self->clock;
}

void
quintet_tree_node_set_clock (QuintetTreeNode *self,
                             gint64           ms)
{
  g_return_if_fail (QUINTET_IS_TREE_NODE (self));

  /* Up to a whole tenth: a time left is never shown as run out */
  ms = ms < 0 ? -1 : (ms + 99) / 100 * 100;
  if (ms == self->clock)
    return;
  self->clock = ms;
  tree_touch (self->tree);
}

/* ---- the tree ---- */

static void
quintet_game_tree_dispose (GObject *object)
{
  QuintetGameTree *self = QUINTET_GAME_TREE (object);

  if (self->root != NULL)
    node_detach (self->root);
  g_clear_object (&self->root);
  g_clear_weak_pointer (&self->game);

  G_OBJECT_CLASS (quintet_game_tree_parent_class)->dispose (object);
}

static void
quintet_game_tree_finalize (GObject *object)
{
  QuintetGameTree *self = QUINTET_GAME_TREE (object);

  g_clear_pointer (&self->line, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_game_tree_parent_class)->finalize (object);
}

static void
quintet_game_tree_class_init (QuintetGameTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_game_tree_dispose;
  object_class->finalize = quintet_game_tree_finalize;

  /* Nodes were added, removed or reordered, their notations written
   * again, or the game's line changed */
  tree_signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
quintet_game_tree_init (QuintetGameTree *self)
{
  self->line = g_ptr_array_new ();
}

QuintetGameTree *
quintet_game_tree_new_for_game (QuintetGame *game)
{
  QuintetGameTree *self = g_object_new (QUINTET_TYPE_GAME_TREE, NULL);

  g_set_weak_pointer (&self->game, game);
  return self;
}

static QuintetTreeNode *
line_end (QuintetGameTree *self)
{
  return g_ptr_array_index (self->line, self->line->len - 1);
}

void
quintet_game_tree_reset (QuintetGameTree *self,
                         gconstpointer    start)
{
  if (self->root != NULL)
    node_detach (self->root);
  g_clear_object (&self->root);
  self->root = node_new (self, NULL, NULL, NULL, start);
  g_ptr_array_set_size (self->line, 0);
  g_ptr_array_add (self->line, self->root);
  tree_touch (self);
  tree_emit_changed (self);
}

void
quintet_game_tree_played (QuintetGameTree   *self,
                          const QuintetMove *turn,
                          const char        *notation,
                          gconstpointer      position)
{
  QuintetTreeNode *end = line_end (self);
  QuintetTreeNode *node = node_find_child (end, turn);

  if (node == NULL)
    {
      node = node_new (self, end, turn, g_strdup (notation), position);
      g_ptr_array_add (end->children, node);
      end->declared = QUINTET_OUTCOME_ONGOING;
      tree_touch (self);
    }
  g_ptr_array_add (self->line, node);
  tree_emit_changed (self);
}

void
quintet_game_tree_dropped (QuintetGameTree *self,
                           guint            ply)
{
  QuintetTreeNode *first;

  if (ply + 1 >= self->line->len)
    return;

  first = g_ptr_array_index (self->line, ply + 1);
  g_ptr_array_set_size (self->line, ply + 1);
  node_remove (first);
  tree_touch (self);
  tree_emit_changed (self);
}

void
quintet_game_tree_declared (QuintetGameTree *self,
                            QuintetOutcome   outcome)
{
  QuintetTreeNode *end = line_end (self);

  if (memcmp (&end->declared, &outcome, sizeof outcome) == 0)
    return;
  end->declared = outcome;
  tree_touch (self);
}

static void
node_renotate (QuintetTreeNode *self,
               QuintetGame     *game)
{
  for (guint i = 0; i < self->children->len; i++)
    {
      QuintetTreeNode *child = g_ptr_array_index (self->children, i);

      g_free (child->notation);
      child->notation = quintet_game_format_turn (game, self->position, &child->turn);
      node_renotate (child, game);
    }
}

void
quintet_game_tree_renotate (QuintetGameTree *self)
{
  node_renotate (self->root, self->game);
  tree_emit_changed (self);
}

/* The game's line becomes the one through @node (@node, then child 0 …):
 * every turn of it played, or those up to @node and the rest to redo */
static void
set_line (QuintetGameTree *self,
          QuintetTreeNode *node,
          gboolean         play_all)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  QuintetTreeNode *end;
  guint keep = 0;

  for (QuintetTreeNode *n = node; n != NULL; n = n->parent)
    g_ptr_array_insert (path, 0, n);
  for (end = node; end->children->len > 0; end = g_ptr_array_index (end->children, 0))
    g_ptr_array_add (path, g_ptr_array_index (end->children, 0));

  while (keep + 1 < path->len && keep + 1 < self->line->len &&
         path->pdata[keep + 1] == self->line->pdata[keep + 1])
    keep++;

  g_ptr_array_set_size (self->line, 0);
  g_ptr_array_extend (self->line, path, NULL, NULL);
  quintet_game_replace_line (self->game, keep, (QuintetTreeNode **) path->pdata + keep + 1,
                             path->len - keep - 1, play_all ? path->len - 1 : node->ply,
                             end->declared);
  tree_emit_changed (self);
}

void
quintet_game_follow_node (QuintetGame     *game,
                          QuintetTreeNode *node)
{
  QuintetGameTree *self;

  g_return_if_fail (QUINTET_IS_GAME (game));
  g_return_if_fail (QUINTET_IS_TREE_NODE (node));
  self = quintet_game_get_tree (game);
  g_return_if_fail (node->tree == self);

  set_line (self, node, TRUE);
}

QuintetTreeNode *
quintet_game_tree_get_root (QuintetGameTree *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), NULL);

  return self->root;
}

guint
quintet_game_tree_get_main_length (QuintetGameTree *self)
{
  guint length = 0;

  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), 0);

  for (QuintetTreeNode *node = self->root; node->children->len > 0; node = g_ptr_array_index (node->children, 0))
    length++;
  return length;
}

QuintetTreeNode *
quintet_game_tree_get_main_node (QuintetGameTree *self,
                                 guint            ply)
{
  QuintetTreeNode *node;

  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), NULL);

  node = self->root;
  for (guint i = 0; i < ply; i++)
    {
      g_return_val_if_fail (node->children->len > 0, NULL);
      node = g_ptr_array_index (node->children, 0);
    }
  return node;
}

QuintetTreeNode *
quintet_game_tree_get_line_node (QuintetGameTree *self,
                                 guint            ply)
{
  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), NULL);
  g_return_val_if_fail (ply < self->line->len, NULL);

  return g_ptr_array_index (self->line, ply);
}

gboolean
quintet_game_tree_line_is_main (QuintetGameTree *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), FALSE);

  return quintet_tree_node_get_depth (line_end (self)) == 0;
}

/* The outcome at the main line's end by the rules and its history */
static QuintetOutcome
main_rules_outcome (QuintetGameTree *self)
{
  g_autoptr(QuintetHistory) history = NULL;
  g_auto(QuintetTurnList) list = { 0 };
  QuintetTreeNode *node = self->root;

  if (self->outcome_valid && self->outcome_serial == self->serial)
    return self->outcome;

  history = quintet_history_new (self->game);
  quintet_history_reset (history, self->root->position);
  while (node->children->len > 0)
    {
      node = g_ptr_array_index (node->children, 0);
      quintet_history_push (history, &node->turn);
    }
  quintet_history_legal_turns (history, node->ply, &list);
  self->outcome = quintet_history_outcome (history, node->ply, list.n_turns);
  self->outcome_valid = TRUE;
  self->outcome_serial = self->serial;
  return self->outcome;
}

QuintetOutcome
quintet_game_tree_get_main_outcome (QuintetGameTree *self)
{
  QuintetTreeNode *end;

  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), QUINTET_OUTCOME_ONGOING);

  end = quintet_game_tree_get_main_node (self, quintet_game_tree_get_main_length (self));
  if (end == line_end (self) && quintet_game_get_n_redo (self->game) == 0)
    return quintet_game_get_outcome (self->game);
  if (end->declared.status != QUINTET_STATUS_ONGOING)
    return end->declared;
  return main_rules_outcome (self);
}

guint64
quintet_game_tree_get_serial (QuintetGameTree *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), 0);

  return self->serial;
}

/* A history of the positions from the root to @node */
static QuintetHistory *
path_history (QuintetGameTree *self,
              QuintetTreeNode *node)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  QuintetHistory *history = quintet_history_new (self->game);

  for (QuintetTreeNode *n = node; n->parent != NULL; n = n->parent)
    g_ptr_array_insert (path, 0, n);
  quintet_history_reset (history, self->root->position);
  for (guint i = 0; i < path->len; i++)
    quintet_history_push (history, &((QuintetTreeNode *) path->pdata[i])->turn);
  return history;
}

QuintetTreeNode *
quintet_game_tree_add_line (QuintetGameTree   *self,
                            QuintetTreeNode   *node,
                            const QuintetMove *turns,
                            guint              n_turns,
                            guint             *failed_index,
                            GError           **error)
{
  g_autoptr(QuintetHistory) history = NULL;
  QuintetTreeNode *existing = node;
  gboolean added = FALSE;

  g_return_val_if_fail (QUINTET_IS_GAME_TREE (self), NULL);
  g_return_val_if_fail (QUINTET_IS_TREE_NODE (node) && node->tree == self, NULL);
  g_return_val_if_fail (turns != NULL || n_turns == 0, NULL);

  if (n_turns == 0)
    return node;

  /* Every turn is checked before the tree changes */
  history = path_history (self, node);
  for (guint i = 0; i < n_turns; i++)
    {
      QuintetOutcome declared = existing != NULL ? existing->declared : QUINTET_OUTCOME_ONGOING;
      g_autoptr(GError) local_error = NULL;

      if (!quintet_game_check_turn_at (self->game, history, node->ply + i, declared, &turns[i], &local_error))
        {
          if (failed_index != NULL)
            *failed_index = i;
          /* Translators: the turn's number in the line added (1, 2 …), then why it is refused */
          g_set_error (error, local_error->domain, local_error->code, _("Turn %u of the line: %s"),
                       i + 1, local_error->message);
          return NULL;
        }
      quintet_history_push (history, &turns[i]);
      if (existing != NULL)
        existing = node_find_child (existing, &turns[i]);
    }

  for (guint i = 0; i < n_turns; i++)
    {
      QuintetTreeNode *child = node_find_child (node, &turns[i]);

      if (child == NULL)
        {
          child = node_add_child (node, &turns[i], quintet_history_get_position (history, node->ply + 1));
          added = TRUE;
        }
      node = child;
    }
  if (added)
    {
      tree_touch (self);
      tree_emit_changed (self);
    }
  return node;
}

void
quintet_game_tree_promote (QuintetGameTree *self,
                           QuintetTreeNode *node)
{
  gboolean moved = FALSE;

  g_return_if_fail (QUINTET_IS_GAME_TREE (self));
  g_return_if_fail (QUINTET_IS_TREE_NODE (node) && node->tree == self);

  for (; node->parent != NULL; node = node->parent)
    {
      GPtrArray *siblings = node->parent->children;
      guint index = quintet_tree_node_get_index (node);

      if (index == 0)
        continue;
      g_ptr_array_steal_index (siblings, index);
      g_ptr_array_insert (siblings, 0, node);
      moved = TRUE;
    }
  if (moved)
    {
      tree_touch (self);
      tree_emit_changed (self);
    }
}

void
quintet_game_tree_remove (QuintetGameTree *self,
                          QuintetTreeNode *node)
{
  QuintetTreeNode *parent;
  gboolean on_line;

  g_return_if_fail (QUINTET_IS_GAME_TREE (self));
  g_return_if_fail (QUINTET_IS_TREE_NODE (node) && node->tree == self);
  g_return_if_fail (node != self->root);

  parent = node->parent;
  on_line = node->ply < self->line->len && g_ptr_array_index (self->line, node->ply) == node;
  if (on_line)
    g_ptr_array_set_size (self->line, node->ply);
  node_remove (node);
  tree_touch (self);
  if (on_line)
    set_line (self, parent, FALSE);
  else
    tree_emit_changed (self);
}
