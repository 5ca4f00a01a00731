/* quintet-game.c — the base class of every game: history, repetition,
 * no-progress bookkeeping and outcomes over the per-game vfuncs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-game.h"
#include "quintet-game-private.h"
#include "quintet-history.h"

typedef struct
{
  guint           variant;   /* index into the class's variants */
  QuintetSide     first;
  QuintetNotationStyle notation_style;

  /* Positions of plies 0 … n_played + n_redo; turns and notations have
   * one entry fewer. */
  QuintetHistory *history;
  GArray         *turns;
  GPtrArray      *notations;
  guint           n_played;
  /* Every line played, the game's one of them (quintet-game-tree.c) */
  QuintetGameTree *tree;

  /* Resignation or agreement at the current ply */
  QuintetOutcome  declared;
  /* One that undo took back, at the last ply: redo restores it */
  QuintetOutcome  undone;

  /* Cache for the current ply */
  gboolean        legal_valid;
  QuintetTurnList legal;
  QuintetOutcome  outcome;
} QuintetGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (QuintetGame, quintet_game, G_TYPE_OBJECT,
                                  G_ADD_PRIVATE (QuintetGame)
                                  G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, quintet_game_list_model_init))

G_DEFINE_QUARK (quintet-game-error-quark, quintet_game_error)

enum {
  PROP_0,
  PROP_ID,
  PROP_VARIANT,
  PROP_SIDE_TO_MOVE,
  PROP_OUTCOME,
  PROP_N_TURNS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_NOTATION_STYLE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define GAME_CLASS(self) (QUINTET_GAME_GET_CLASS (self))

static gconstpointer
position_at (QuintetGame *self,
             guint        ply)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  return quintet_history_get_position (priv->history, ply);
}

static void
ensure_history (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  if (priv->history != NULL)
    return;

  priv->history = quintet_history_new (self);
  priv->turns = g_array_sized_new (FALSE, TRUE, sizeof (QuintetMove), 64);
  priv->notations = g_ptr_array_new_with_free_func (g_free);
  priv->tree = quintet_game_tree_new_for_game (self);
}

static void
ensure_legal_turns (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  if (priv->legal_valid)
    return;

  quintet_history_legal_turns (priv->history, priv->n_played, &priv->legal);
  if (priv->declared.status != QUINTET_STATUS_ONGOING)
    priv->outcome = priv->declared;
  else
    priv->outcome = quintet_history_outcome (priv->history, priv->n_played, priv->legal.n_turns);

  if (priv->outcome.status != QUINTET_STATUS_ONGOING)
    priv->legal.n_turns = 0;

  priv->legal_valid = TRUE;
}

/* Tells everyone what changed after any change of ply or history. */
static void
emit_changed (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  priv->legal_valid = FALSE;
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = PROP_SIDE_TO_MOVE; i <= PROP_CAN_REDO; i++)
    g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
reset_history (QuintetGame   *self,
               gconstpointer  start)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  guint n_removed = priv->n_played;

  ensure_history (self);
  quintet_history_reset (priv->history, start);
  quintet_game_tree_reset (priv->tree, start);
  g_array_set_size (priv->turns, 0);
  g_ptr_array_set_size (priv->notations, 0);
  priv->n_played = 0;
  priv->declared = QUINTET_OUTCOME_ONGOING;
  priv->undone = QUINTET_OUTCOME_ONGOING;
  if (n_removed > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_removed, 0);
  emit_changed (self);
}

static void
quintet_game_finalize (GObject *object)
{
  QuintetGame *self = QUINTET_GAME (object);
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_clear_pointer (&priv->history, quintet_history_free);
  g_clear_pointer (&priv->turns, g_array_unref);
  g_clear_pointer (&priv->notations, g_ptr_array_unref);
  g_clear_object (&priv->tree);
  quintet_turn_list_clear (&priv->legal);

  G_OBJECT_CLASS (quintet_game_parent_class)->finalize (object);
}

static void
quintet_game_constructed (GObject *object)
{
  QuintetGame *self = QUINTET_GAME (object);

  G_OBJECT_CLASS (quintet_game_parent_class)->constructed (object);

  quintet_game_new_game (self, QUINTET_SIDE_0);
}

static void
quintet_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QuintetGame *self = QUINTET_GAME (object);
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, quintet_game_get_id (self));
      break;

    case PROP_VARIANT:
      g_value_set_int (value, priv->variant);
      break;

    case PROP_SIDE_TO_MOVE:
      g_value_set_enum (value, quintet_game_get_side_to_move (self));
      break;

    case PROP_OUTCOME:
      g_value_set_enum (value, quintet_game_get_outcome (self).status);
      break;

    case PROP_N_TURNS:
      g_value_set_uint (value, quintet_game_get_n_turns (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, quintet_game_get_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, quintet_game_get_can_redo (self));
      break;

    case PROP_NOTATION_STYLE:
      g_value_set_enum (value, priv->notation_style);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_variant (QuintetGame *self,
             int          variant)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  /* 0 is the default, also of a class that lists no variants (a test double) */
  if (variant != 0 && (guint) variant >= GAME_CLASS (self)->n_variants)
    {
      g_critical ("%s has no variant %d", G_OBJECT_TYPE_NAME (self), variant);
      variant = 0;
    }
  priv->variant = variant;
}

static void
quintet_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  QuintetGame *self = QUINTET_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      set_variant (self, g_value_get_int (value));
      break;

    case PROP_NOTATION_STYLE:
      quintet_game_set_notation_style (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_game_class_init (QuintetGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = quintet_game_constructed;
  object_class->finalize = quintet_game_finalize;
  object_class->get_property = quintet_game_get_property;
  object_class->set_property = quintet_game_set_property;

  _quintet_game_class_set_defaults (klass);

  /* The command-line id of the variant played, e.g. "ordo-x" */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Index into the class's variants (Ordo: 0 Classic, 1 Ordo X) */
  properties[PROP_VARIANT] =
    g_param_spec_int ("variant", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_enum ("side-to-move", NULL, NULL, QUINTET_TYPE_SIDE, QUINTET_SIDE_0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL, QUINTET_TYPE_STATUS, QUINTET_STATUS_ONGOING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TURNS] =
    g_param_spec_uint ("n-turns", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION_STYLE] =
    g_param_spec_enum ("notation-style", NULL, NULL,
                       QUINTET_TYPE_NOTATION_STYLE, QUINTET_NOTATION_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the position or the history. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
quintet_game_init (QuintetGame *self)
{
}

/* ---- the variant ---- */

guint
quintet_game_get_variant (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return priv->variant;
}

/* ---- the game in progress ---- */

void
quintet_game_new_game (QuintetGame *self,
                       QuintetSide  first)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  g_autofree guint8 *start = NULL;

  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (first <= QUINTET_SIDE_1);

  start = g_malloc0 (GAME_CLASS (self)->position_size);
  GAME_CLASS (self)->start_position (self, first, start);
  priv->first = QUINTET_POSITION_SIDE (start);
  reset_history (self, start);
}

/* Replaces the game with one starting from a position; on error nothing changes. */
gboolean
quintet_game_load_position (QuintetGame  *self,
                            const char   *text,
                            GError      **error)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  g_autofree guint8 *start = NULL;

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* Through the checks of every position text: its length, UTF-8 */
  start = g_malloc0 (GAME_CLASS (self)->position_size);
  if (!quintet_game_position_from_text (self, text, start, error))
    return FALSE;

  priv->first = QUINTET_POSITION_SIDE (start);
  reset_history (self, start);
  return TRUE;
}

void
quintet_game_set_no_progress (QuintetGame *self,
                              guint        turns)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (priv->n_played == 0 && priv->turns->len == 0);
  g_return_if_fail (turns < GAME_CLASS (self)->no_progress_limit);

  ensure_history (self);
  quintet_history_set_no_progress (priv->history, turns);
  emit_changed (self);
}

QuintetSide
quintet_game_get_first_side (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_SIDE_0);

  return priv->first;
}

QuintetSide
quintet_game_get_side_to_move (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_SIDE_0);

  return QUINTET_POSITION_SIDE (quintet_game_get_position (self));
}

QuintetOutcome
quintet_game_get_outcome (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_OUTCOME_ONGOING);

  ensure_legal_turns (self);
  return priv->outcome;
}

/* The reason the game ended, for people (C-5, docs/rules.md); NULL while it goes on. */
char *
quintet_game_describe_outcome (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->describe_outcome (self, quintet_game_get_outcome (self));
}

gconstpointer
quintet_game_get_position (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return position_at (self, priv->n_played);
}

/* The legal turns of the current position with the history taken into
 * account; none once the game is decided. */
const QuintetMove *
quintet_game_get_legal_turns (QuintetGame *self,
                              guint       *n_turns)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (n_turns != NULL, NULL);

  ensure_legal_turns (self);
  *n_turns = priv->legal.n_turns;
  return priv->legal.turns;
}

/**
 * quintet_game_get_legal_turns_at:
 *
 * The turns that could be played at an earlier @ply (reviewing): the
 * position's own turns less, in OF-5 games, those that would repeat a
 * position of plies 0 … @ply for the third time. Fills @list and returns
 * their number. Resignations and outcomes are not considered.
 */
guint
quintet_game_get_legal_turns_at (QuintetGame     *self,
                                 guint            ply,
                                 QuintetTurnList *list)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (ply <= quintet_history_get_last_ply (priv->history), 0);

  return quintet_history_legal_turns (priv->history, ply, list);
}

static gboolean
is_legal (QuintetGame       *self,
          const QuintetMove *turn)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (self, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    if (quintet_move_equal (&turns[i], turn))
      return TRUE;

  return FALSE;
}

char *
quintet_game_explain_repetition (QuintetGame *self)
{
  QuintetGameClass *klass;

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  klass = GAME_CLASS (self);
  if (klass->repetition_refusal == NULL)
    return g_strdup (_("it would repeat a position once too often"));
  if (klass->repetition_rule == NULL)
    return g_strdup (_(klass->repetition_refusal));

  /* Translators: why the rule refuses a turn, then the ruling: "it would
   * create the same position for the third time (OF-5)" */
  return g_strdup_printf (_("%s (%s)"), _(klass->repetition_refusal), klass->repetition_rule);
}

/* Why @turn, not among the legal turns, is refused: by the game's
 * repetition rule (the board allows it), or by the board. */
static gboolean
refuse_turn (QuintetGame        *self,
             QuintetHistory     *history,
             guint               ply,
             const QuintetMove  *turn,
             GError            **error)
{
  g_autofree char *reason = NULL;

  if (!quintet_history_refuses (history, ply, turn))
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL,
                           _("That turn is not legal here"));
      return FALSE;
    }

  reason = quintet_game_explain_repetition (self);
  /* Translators: the reason is "it would create the same position for the third time (OF-5)" */
  g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_REPETITION,
               _("That turn is not legal here: %s"), reason);
  return FALSE;
}

gboolean
quintet_game_check_turn_at (QuintetGame        *self,
                            QuintetHistory     *history,
                            guint               ply,
                            QuintetOutcome      declared,
                            const QuintetMove  *turn,
                            GError            **error)
{
  g_auto(QuintetTurnList) list = { 0 };

  quintet_history_legal_turns (history, ply, &list);
  if (declared.status != QUINTET_STATUS_ONGOING ||
      quintet_history_outcome (history, ply, list.n_turns).status != QUINTET_STATUS_ONGOING)
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }
  for (guint i = 0; i < list.n_turns; i++)
    if (quintet_move_equal (&list.turns[i], turn))
      return TRUE;

  return refuse_turn (self, history, ply, turn, error);
}

/* Plays @turn after the current ply, dropping any redo turns. */
gboolean
quintet_game_play_turn (QuintetGame        *self,
                        const QuintetMove  *turn,
                        GError            **error)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  gconstpointer current;

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (turn != NULL, FALSE);

  if (quintet_game_get_outcome (self).status != QUINTET_STATUS_ONGOING)
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }
  if (!is_legal (self, turn))
    return refuse_turn (self, priv->history, priv->n_played, turn, error);

  quintet_game_truncate (self, priv->n_played);
  current = position_at (self, priv->n_played);
  g_ptr_array_add (priv->notations, GAME_CLASS (self)->format_turn (self, current, turn));
  g_array_append_vals (priv->turns, turn, 1);
  quintet_history_push (priv->history, turn);
  priv->n_played++;
  quintet_game_tree_played (priv->tree, turn, g_ptr_array_index (priv->notations, priv->n_played - 1),
                            position_at (self, priv->n_played));
  g_list_model_items_changed (G_LIST_MODEL (self), priv->n_played - 1, 0, 1);
  emit_changed (self);
  return TRUE;
}

gboolean
quintet_game_play_notation (QuintetGame  *self,
                            const char   *text,
                            GError      **error)
{
  QuintetMove turn = { 0 };

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (quintet_game_get_outcome (self).status != QUINTET_STATUS_ONGOING)
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }

  return quintet_game_parse_turn (self, quintet_game_get_position (self), text, &turn, error) &&
         quintet_game_play_turn (self, &turn, error);
}

/* quintet-game-private.h */
void
_quintet_game_declare_outcome (QuintetGame    *self,
                               QuintetOutcome  outcome)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  if (quintet_game_get_outcome (self).status != QUINTET_STATUS_ONGOING)
    return;

  /* A declared result belongs to the current ply: later turns are gone. */
  quintet_game_truncate (self, priv->n_played);
  priv->declared = outcome;
  quintet_game_tree_declared (priv->tree, outcome);
  emit_changed (self);
}

/* ---- history ---- */

guint
quintet_game_get_n_turns (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return priv->n_played;
}

guint
quintet_game_get_n_redo (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return priv->turns->len - priv->n_played;
}

/* Any turn of the history, played or redoable. */
const QuintetMove *
quintet_game_get_turn (QuintetGame *self,
                       guint        index)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (index < priv->turns->len, NULL);

  return &g_array_index (priv->turns, QuintetMove, index);
}

const char *
quintet_game_get_turn_notation (QuintetGame *self,
                                guint        index)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (index < priv->notations->len, NULL);

  return g_ptr_array_index (priv->notations, index);
}

/* The position before turn @ply (ply 0 is the start, n_turns the current). */
gconstpointer
quintet_game_get_position_at (QuintetGame *self,
                              guint        ply)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (ply <= quintet_history_get_last_ply (priv->history), NULL);

  return position_at (self, ply);
}

gboolean
quintet_game_get_can_undo (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);

  return priv->n_played > 0 || priv->declared.status != QUINTET_STATUS_ONGOING;
}

gboolean
quintet_game_get_can_redo (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);

  return quintet_game_get_n_redo (self) > 0 || priv->undone.status != QUINTET_STATUS_ONGOING;
}

/* Takes back a declared result first, then the last turn; redo brings
 * back both, the result last: undo and redo are each other's inverse. */
void
quintet_game_undo (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_GAME (self));

  if (priv->declared.status != QUINTET_STATUS_ONGOING)
    {
      priv->undone = priv->declared;
      priv->declared = QUINTET_OUTCOME_ONGOING;
    }
  else if (priv->n_played > 0)
    {
      priv->n_played--;
      g_list_model_items_changed (G_LIST_MODEL (self), priv->n_played, 1, 0);
    }
  else
    return;

  emit_changed (self);
}

void
quintet_game_redo (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_GAME (self));

  if (!quintet_game_get_can_redo (self))
    return;

  if (priv->n_played == priv->turns->len)
    {
      priv->declared = priv->undone;
      priv->undone = QUINTET_OUTCOME_ONGOING;
      emit_changed (self);
      return;
    }
  priv->n_played++;
  g_list_model_items_changed (G_LIST_MODEL (self), priv->n_played - 1, 0, 1);
  emit_changed (self);
}

/* Drops every turn after @ply and goes there: playing on from an earlier
 * position discards the later turns. */
void
quintet_game_truncate (QuintetGame *self,
                       guint        ply)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  guint n_played;

  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (ply <= priv->turns->len);

  /* Dropping what follows drops a result undo took back, too */
  if (priv->undone.status != QUINTET_STATUS_ONGOING)
    {
      priv->undone = QUINTET_OUTCOME_ONGOING;
      quintet_game_tree_declared (priv->tree, QUINTET_OUTCOME_ONGOING);
      if (ply == priv->turns->len && ply == priv->n_played)
        {
          emit_changed (self);
          return;
        }
    }
  if (ply == priv->turns->len && ply == priv->n_played)
    return;

  n_played = priv->n_played;
  /* Only turns really dropped leave the tree: a later @ply redoes turns */
  if (ply < priv->turns->len)
    quintet_game_tree_dropped (priv->tree, ply);
  quintet_history_truncate (priv->history, ply);
  g_array_set_size (priv->turns, ply);
  g_ptr_array_set_size (priv->notations, ply);
  priv->n_played = ply;
  if (ply != n_played)
    priv->declared = QUINTET_OUTCOME_ONGOING;
  if (ply < n_played)
    g_list_model_items_changed (G_LIST_MODEL (self), ply, n_played - ply, 0);
  else if (ply > n_played)
    g_list_model_items_changed (G_LIST_MODEL (self), n_played, 0, ply - n_played);
  emit_changed (self);
}

/* ---- the tree's side of the line (quintet-game-private.h) ---- */

QuintetHistory *
quintet_game_get_history (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  return priv->history;
}

QuintetGameTree *
quintet_game_get_tree (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return priv->tree;
}

void
quintet_game_replace_line (QuintetGame      *self,
                           guint             keep,
                           QuintetTreeNode **nodes,
                           guint             n_nodes,
                           guint             n_played,
                           QuintetOutcome    declared)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  guint old = priv->n_played;
  guint same = MIN (keep, MIN (old, n_played));

  g_return_if_fail (keep <= priv->turns->len && n_played <= keep + n_nodes);

  quintet_history_truncate (priv->history, keep);
  g_array_set_size (priv->turns, keep);
  g_ptr_array_set_size (priv->notations, keep);
  for (guint i = 0; i < n_nodes; i++)
    {
      g_array_append_vals (priv->turns, quintet_tree_node_get_turn (nodes[i]), 1);
      g_ptr_array_add (priv->notations, g_strdup (quintet_tree_node_get_notation (nodes[i])));
      quintet_history_push (priv->history, quintet_tree_node_get_turn (nodes[i]));
    }
  priv->n_played = n_played;
  priv->declared = n_played == priv->turns->len ? declared : QUINTET_OUTCOME_ONGOING;
  priv->undone = n_played == priv->turns->len ? QUINTET_OUTCOME_ONGOING : declared;
  if (old > same || n_played > same)
    g_list_model_items_changed (G_LIST_MODEL (self), same, old - same, n_played - same);
  emit_changed (self);
}

gboolean
quintet_game_play_variation (QuintetGame        *self,
                             guint               ply,
                             const QuintetMove  *turn,
                             GError            **error)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);
  QuintetTreeNode *node;

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (ply <= priv->turns->len, FALSE);
  g_return_val_if_fail (turn != NULL, FALSE);

  if (!quintet_game_check_turn_at (self, priv->history, ply,
                                   ply == priv->turns->len ? priv->declared : QUINTET_OUTCOME_ONGOING,
                                   turn, error))
    return FALSE;
  /* Playing on drops a result undo took back, as play_turn does */
  if (ply == priv->turns->len && priv->undone.status != QUINTET_STATUS_ONGOING)
    {
      priv->undone = QUINTET_OUTCOME_ONGOING;
      quintet_game_tree_declared (priv->tree, QUINTET_OUTCOME_ONGOING);
    }

  node = quintet_game_tree_add_line (priv->tree, quintet_game_tree_get_line_node (priv->tree, ply),
                                     turn, 1, NULL, error);
  if (node == NULL)
    return FALSE;
  quintet_game_follow_node (self, node);
  return TRUE;
}

QuintetNotationStyle
quintet_game_get_notation_style (QuintetGame *self)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_NOTATION_STANDARD);

  return priv->notation_style;
}

/* Rewrites the recorded notations in the new style and tells the views. */
void
quintet_game_set_notation_style (QuintetGame          *self,
                                 QuintetNotationStyle  style)
{
  QuintetGamePrivate *priv = quintet_game_get_instance_private (self);

  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (style <= QUINTET_NOTATION_SHORT);

  if (priv->notation_style == style)
    return;

  priv->notation_style = style;
  if (priv->notations != NULL)
    for (guint i = 0; i < priv->notations->len; i++)
      {
        g_free (g_ptr_array_index (priv->notations, i));
        g_ptr_array_index (priv->notations, i) =
          GAME_CLASS (self)->format_turn (self, position_at (self, i),
                                          &g_array_index (priv->turns, QuintetMove, i));
      }
  if (priv->tree != NULL)
    quintet_game_tree_renotate (priv->tree);
  if (priv->n_played > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, priv->n_played, priv->n_played);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION_STYLE]);
  g_signal_emit (self, signals[CHANGED], 0);
}
