/* quintet-analysis-run.c — the marks of a main line, and QuintetAnalysis:
 * every position of a main line searched on a worker thread, each result
 * set on its node on the thread that started it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#endif

#include "quintet-analysis.h"
#include "quintet-analysis-private.h"
#include "quintet-context.h"

/* The worker below the window's priority, as the computer player's */
#define ANALYSIS_NICE 5
/* Results that are the same on every run (and as quintet-cli analyse's) */
#define ANALYSIS_SEED 1

/* ---- marks ---- */

/* The mark of @node's turn from its parent's eval and its own; FALSE
 * (nothing set) when either has none */
static gboolean
mark_turn (QuintetGame     *game,
           QuintetTreeNode *node)
{
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);
  const QuintetNodeEval *before, *after;
  QuintetMark mark;

  if (parent == NULL)
    return FALSE;
  before = quintet_tree_node_get_eval (parent);
  after = quintet_tree_node_get_eval (node);
  if (before == NULL || after == NULL)
    return FALSE;

  mark = _quintet_analysis_turn_mark (game, quintet_tree_node_get_side (node), before,
                                      QUINTET_POSITION_SIDE (quintet_tree_node_get_position (node)), after);
  /* an unchanged mark changes nothing, not even the tree's serial */
  if (mark != quintet_tree_node_get_mark (node))
    quintet_tree_node_set_mark (node, mark);
  return TRUE;
}

void
quintet_analysis_mark_main_line (QuintetGame *game)
{
  QuintetTreeNode *node;

  g_return_if_fail (QUINTET_IS_GAME (game));

  node = quintet_game_tree_get_root (quintet_game_get_tree (game));
  while (quintet_tree_node_get_n_children (node) > 0)
    {
      node = quintet_tree_node_get_child (node, 0);
      mark_turn (game, node);
    }
}

void
quintet_analysis_count_marks (QuintetGame *game,
                              QuintetSide  side,
                              guint        counts[4])
{
  QuintetTreeNode *node;

  g_return_if_fail (QUINTET_IS_GAME (game));

  memset (counts, 0, 4 * sizeof counts[0]);
  node = quintet_game_tree_get_root (quintet_game_get_tree (game));
  while (quintet_tree_node_get_n_children (node) > 0)
    {
      node = quintet_tree_node_get_child (node, 0);
      if (quintet_tree_node_get_side (node) == side)
        counts[MIN (quintet_tree_node_get_mark (node), QUINTET_MARK_BLUNDER)]++;
    }
}

/* ---- QuintetAnalysis ---- */

struct _QuintetAnalysis
{
  GObject       parent_instance;

  QuintetGame  *game;         /* the caller's: touched on @context's thread only */
  guint         time_ms;
  guint         depth;
  gboolean      backward;

  gboolean      started;
  gboolean      running;
  guint         n_done;
  double        progress;

  /* Copied when it starts */
  GMainContext *context;
  guint         n_positions;  /* the main line's length + 1 */
  guint64      *hashes;       /* of its positions, by ply */
  QuintetGame  *copy;         /* the worker's own game of the main line */
  gint          cancel;       /* read by the search, set from any thread */
};

enum {
  PROP_0,
  PROP_PROGRESS,
  PROP_RUNNING,
  N_PROPS
};

enum {
  PLY_ANALYSED,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QuintetAnalysis, quintet_analysis, G_TYPE_OBJECT)

static void
quintet_analysis_finalize (GObject *object)
{
  QuintetAnalysis *self = QUINTET_ANALYSIS (object);

  g_clear_object (&self->game);
  g_clear_object (&self->copy);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_free (self->hashes);

  G_OBJECT_CLASS (quintet_analysis_parent_class)->finalize (object);
}

static void
quintet_analysis_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  QuintetAnalysis *self = QUINTET_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_analysis_class_init (QuintetAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = quintet_analysis_finalize;
  object_class->get_property = quintet_analysis_get_property;

  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLY_ANALYSED] = g_signal_new ("ply-analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
quintet_analysis_init (QuintetAnalysis *self)
{
}

QuintetAnalysis *
quintet_analysis_new (QuintetGame *game,
                      guint        time_ms,
                      guint        depth,
                      gboolean     backward)
{
  QuintetAnalysis *self;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);
  g_return_val_if_fail (time_ms > 0 || depth > 0, NULL);

  self = g_object_new (QUINTET_TYPE_ANALYSIS, NULL);
  self->game = g_object_ref (game);
  self->time_ms = time_ms;
  self->depth = MIN (depth, QUINTET_SEARCH_MAX_DEPTH);
  self->backward = backward;
  return self;
}

/* A result, on its way to the context that started the analysis */
typedef struct {
  QuintetAnalysis *self;
  guint            ply;
  QuintetNodeEval  eval;
} Result;

static void
result_free (gpointer data)
{
  Result *result = data;

  g_object_unref (result->self);
  g_free (result);
}

/* The main line's node at @ply, when the main line up to it is still
 * the one the analysis copied; else NULL */
static QuintetTreeNode *
find_same_node (QuintetAnalysis *self,
                guint            ply)
{
  QuintetTreeNode *node = quintet_game_tree_get_root (quintet_game_get_tree (self->game));

  for (guint i = 0; ; i++)
    {
      if (QUINTET_POSITION_HASH (quintet_tree_node_get_position (node)) != self->hashes[i])
        return NULL;
      if (i == ply)
        return node;
      if (quintet_tree_node_get_n_children (node) == 0)
        return NULL;
      node = quintet_tree_node_get_child (node, 0);
    }
}

static gboolean
deliver_result (gpointer data)
{
  Result *result = data;
  QuintetAnalysis *self = result->self;
  QuintetTreeNode *node = find_same_node (self, result->ply);

  self->n_done++;
  self->progress = MIN (1.0, (double) self->n_done / self->n_positions);
  if (node != NULL)
    {
      quintet_tree_node_set_eval (node, &result->eval);
      /* the turn to it, and the turn from it */
      mark_turn (self->game, node);
      if (quintet_tree_node_get_n_children (node) > 0)
        mark_turn (self->game, quintet_tree_node_get_child (node, 0));
      g_signal_emit (self, signals[PLY_ANALYSED], 0, result->ply);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  return G_SOURCE_REMOVE;
}

static gboolean
deliver_finished (gpointer data)
{
  QuintetAnalysis *self = data;
  gboolean cancelled = g_atomic_int_get (&self->cancel) != 0;

  self->running = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[FINISHED], 0, cancelled);
  return G_SOURCE_REMOVE;
}

/* The worker: each position of the copied main line in turn, the copy
 * undone or redone to it so that the search sees its history */
static gpointer
analyse_thread (gpointer data)
{
  QuintetAnalysis *self = data;   /* its reference goes to deliver_finished */
  g_autoptr(QuintetSearch) search = quintet_search_new (self->copy, QUINTET_ANALYSIS_TABLE_BYTES);

#ifdef __linux__
  setpriority (PRIO_PROCESS, 0, ANALYSIS_NICE);
#endif
  for (guint i = 0; i < self->n_positions && !g_atomic_int_get (&self->cancel); i++)
    {
      guint ply = self->backward ? self->n_positions - 1 - i : i;
      QuintetSearchLimits limits = { .seed = ANALYSIS_SEED };
      Result *result;

      while (quintet_game_get_n_turns (self->copy) > ply)
        quintet_game_undo (self->copy);
      while (quintet_game_get_n_turns (self->copy) < ply && quintet_game_get_can_redo (self->copy))
        quintet_game_redo (self->copy);

      if (self->depth > 0)
        {
          /* the same on every run: nothing remembered from other positions */
          limits.max_depth = self->depth;
          quintet_search_clear (search);
        }
      else
        limits.deadline = g_get_monotonic_time () + (gint64) self->time_ms * G_TIME_SPAN_MILLISECOND;

      result = g_new0 (Result, 1);
      _quintet_analysis_eval_from_game (self->copy, search, &limits, &self->cancel, &result->eval);
      if (g_atomic_int_get (&self->cancel))
        {
          g_free (result);   /* cut short: not a result */
          break;
        }
      result->self = g_object_ref (self);
      result->ply = ply;
      quintet_context_post (self->context, deliver_result, result, result_free, "[quintet] analysis result");
    }

  quintet_context_post (self->context, deliver_finished, self, g_object_unref, "[quintet] analysis finished");
  return NULL;
}

void
quintet_analysis_start (QuintetAnalysis *self)
{
  QuintetTreeNode *node;
  g_autoptr(GArray) turns = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  g_autoptr(GArray) hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  gconstpointer start;
  guint64 hash;

  g_return_if_fail (QUINTET_IS_ANALYSIS (self));
  g_return_if_fail (!self->started);

  /* The main line as it is now */
  node = quintet_game_tree_get_root (quintet_game_get_tree (self->game));
  start = quintet_tree_node_get_position (node);
  for (;;)
    {
      hash = QUINTET_POSITION_HASH (quintet_tree_node_get_position (node));
      g_array_append_val (hashes, hash);
      if (quintet_tree_node_get_n_children (node) == 0)
        break;
      node = quintet_tree_node_get_child (node, 0);
      g_array_append_val (turns, *quintet_tree_node_get_turn (node));
    }

  self->started = TRUE;
  self->running = TRUE;
  self->context = g_main_context_ref_thread_default ();
  self->n_positions = hashes->len;
  self->hashes = (guint64 *) g_array_free (g_steal_pointer (&hashes), FALSE);
  self->copy = _quintet_analysis_copy_game (self->game, start, (QuintetMove *) turns->data, turns->len);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);

  g_thread_unref (g_thread_new ("quintet-analysis", analyse_thread, g_object_ref (self)));
}

void
quintet_analysis_cancel (QuintetAnalysis *self)
{
  g_return_if_fail (QUINTET_IS_ANALYSIS (self));

  g_atomic_int_set (&self->cancel, 1);
}

gboolean
quintet_analysis_get_running (QuintetAnalysis *self)
{
  g_return_val_if_fail (QUINTET_IS_ANALYSIS (self), FALSE);

  return self->running;
}

double
quintet_analysis_get_progress (QuintetAnalysis *self)
{
  g_return_val_if_fail (QUINTET_IS_ANALYSIS (self), 0);

  return self->progress;
}
