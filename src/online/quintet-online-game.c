/* quintet-online-game.c — one online game: its properties, its record,
 * and the payloads it makes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-clock.h"
#include "quintet-game-tree.h"
#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"
#include "quintet-online-enums.h"

const char * const _quintet_online_state_names[] = {
  "inviting", "invited", "playing", "declined", "ended",
};

/* ---------------------------------------------------------------- one game */


enum {
  GAME_PROP_0,
  GAME_PROP_ID,
  GAME_PROP_OPPONENT,
  GAME_PROP_VARIANT,
  GAME_PROP_OWN_SIDE,
  GAME_PROP_STATE,
  GAME_PROP_N_TURNS,
  GAME_PROP_OWN_TURN,
  GAME_PROP_DRAW_OFFERED,
  GAME_PROP_UNDO_REQUESTED,
  GAME_PROP_LAST_CHAT,
  GAME_PROP_CLOCK,
  GAME_PROP_N_UNREAD,
  GAME_PROP_UNSENT,
  N_GAME_PROPS
};

static GParamSpec *game_props[N_GAME_PROPS];

G_DEFINE_FINAL_TYPE (QuintetOnlineGame, quintet_online_game, G_TYPE_OBJECT)

static void
quintet_online_game_finalize (GObject *object)
{
  QuintetOnlineGame *self = QUINTET_ONLINE_GAME (object);

  g_free (self->id);
  g_free (self->opponent);
  g_free (self->own_jid);
  g_free (self->variant);
  g_free (self->clock);
  g_free (self->date);
  g_free (self->last_chat);
  g_free (self->seen.last_chat);
  g_clear_object (&self->game);
  g_clear_object (&self->chat);
  g_ptr_array_unref (self->held);

  G_OBJECT_CLASS (quintet_online_game_parent_class)->finalize (object);
}

static void
quintet_online_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  QuintetOnlineGame *self = QUINTET_ONLINE_GAME (object);

  switch (prop_id)
    {
    case GAME_PROP_ID: g_value_set_string (value, self->id); break;
    case GAME_PROP_OPPONENT: g_value_set_string (value, self->opponent); break;
    case GAME_PROP_VARIANT: g_value_set_string (value, self->variant); break;
    case GAME_PROP_OWN_SIDE: g_value_set_uint (value, self->own_side); break;
    case GAME_PROP_STATE: g_value_set_enum (value, self->state); break;
    case GAME_PROP_N_TURNS: g_value_set_uint (value, quintet_online_game_get_n_turns (self)); break;
    case GAME_PROP_OWN_TURN: g_value_set_boolean (value, quintet_online_game_get_own_turn (self)); break;
    case GAME_PROP_DRAW_OFFERED: g_value_set_boolean (value, self->draw_offered); break;
    case GAME_PROP_UNDO_REQUESTED: g_value_set_boolean (value, self->undo_requested != 0); break;
    case GAME_PROP_LAST_CHAT: g_value_set_string (value, self->last_chat); break;
    case GAME_PROP_CLOCK: g_value_set_string (value, self->clock); break;
    case GAME_PROP_N_UNREAD: g_value_set_uint (value, self->n_unread); break;
    case GAME_PROP_UNSENT: g_value_set_boolean (value, self->unsent); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_online_game_class_init (QuintetOnlineGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = quintet_online_game_finalize;
  object_class->get_property = quintet_online_game_get_property;

  game_props[GAME_PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_OPPONENT] = g_param_spec_string ("opponent", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_VARIANT] = g_param_spec_string ("variant", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_OWN_SIDE] = g_param_spec_uint ("own-side", NULL, NULL, 0, 1, 0, flags);
  game_props[GAME_PROP_STATE] = g_param_spec_enum ("state", NULL, NULL, QUINTET_TYPE_ONLINE_STATE,
                                                   QUINTET_ONLINE_STATE_INVITING, flags);
  game_props[GAME_PROP_N_TURNS] = g_param_spec_uint ("n-turns", NULL, NULL, 0, G_MAXUINT, 0, flags);
  game_props[GAME_PROP_OWN_TURN] = g_param_spec_boolean ("own-turn", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_DRAW_OFFERED] = g_param_spec_boolean ("draw-offered", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_UNDO_REQUESTED] = g_param_spec_boolean ("undo-requested", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_LAST_CHAT] = g_param_spec_string ("last-chat", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_CLOCK] = g_param_spec_string ("clock", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_N_UNREAD] = g_param_spec_uint ("n-unread", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /* Something of ours is not on the server yet (sent when the connection is back) */
  game_props[GAME_PROP_UNSENT] = g_param_spec_boolean ("unsent", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_GAME_PROPS, game_props);
}

static void
quintet_online_game_init (QuintetOnlineGame *self)
{
  self->held = g_ptr_array_new_with_free_func ((GDestroyNotify) quintet_online_payload_free);
  self->chat = g_list_store_new (QUINTET_TYPE_ONLINE_CHAT_LINE);
}

const char *
quintet_online_game_get_id (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->id;
}

const char *
quintet_online_game_get_opponent (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->opponent;
}

const char *
quintet_online_game_get_variant (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->variant;
}

guint
quintet_online_game_get_own_side (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), 0);
  return self->own_side;
}

QuintetOnlineState
quintet_online_game_get_state (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), QUINTET_ONLINE_STATE_DECLINED);
  return self->state;
}

guint
quintet_online_game_get_n_turns (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), 0);
  return quintet_game_get_n_turns (self->game);
}

gboolean
quintet_online_game_get_own_turn (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->state == QUINTET_ONLINE_STATE_PLAYING &&
         quintet_game_get_side_to_move (self->game) == self->own_side;
}

gboolean
quintet_online_game_get_draw_offered (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->draw_offered;
}

gboolean
quintet_online_game_get_undo_requested (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->undo_requested != 0;
}

const char *
quintet_online_game_get_last_chat (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->last_chat;
}

gboolean
quintet_online_game_get_unsent (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);

  return self->unsent;
}

const char *
quintet_online_game_get_clock (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->clock;
}

gint64
_quintet_online_game_now (QuintetOnlineGame *game)
{
  return game->online != NULL ? quintet_online_now (game->online) : g_get_real_time () / 1000;
}

/* The game's time controls; FALSE without a clock */
gboolean
_quintet_online_game_controls (QuintetOnlineGame  *game,
                               QuintetTimeControl  controls[2])
{
  return game->clock != NULL && quintet_time_control_parse (game->clock, controls);
}

/* @side's time after its last turn on the line (its [%clk]), or its base
 * time; -1 without a clock */
gint64
_quintet_online_game_time_after (QuintetOnlineGame *game,
                                 QuintetSide        side)
{
  QuintetGameTree *tree = quintet_game_get_tree (game->game);
  QuintetTimeControl controls[2];

  if (!_quintet_online_game_controls (game, controls))
    return -1;
  for (guint ply = quintet_game_get_n_turns (game->game); ply > 0; ply--)
    {
      QuintetTreeNode *node = quintet_game_tree_get_line_node (tree, ply);

      if (quintet_tree_node_get_side (node) == side && quintet_tree_node_get_clock (node) >= 0)
        return quintet_tree_node_get_clock (node);
    }
  return controls[side].base_ms;
}

/* The time left after turn @ply, kept as its [%clk] in both records */
void
_quintet_online_game_set_turn_time (QuintetOnlineGame *game,
                                    guint              ply,
                                    gint64             left)
{
  QuintetTreeNode *node = quintet_game_tree_get_line_node (quintet_game_get_tree (game->game), ply);

  if (node != NULL)
    quintet_tree_node_set_clock (node, left);
}

gint64
quintet_online_game_get_time_left (QuintetOnlineGame *self,
                                   guint              side,
                                   gint64             now_ms)
{
  QuintetOutcome outcome;
  gint64 left;

  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), -1);
  g_return_val_if_fail (side <= 1, -1);

  left = _quintet_online_game_time_after (self, side);
  if (left < 0)
    return -1;
  outcome = quintet_game_get_outcome (self->game);
  /* The side that lost on time has none */
  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_TIME)
    return outcome.winner == side ? left : 0;
  if (self->state == QUINTET_ONLINE_STATE_PLAYING && self->clock_since > 0 &&
      quintet_game_get_side_to_move (self->game) == side)
    left -= MAX (0, now_ms - self->clock_since);
  return MAX (0, left);
}

QuintetGame *
quintet_online_game_get_game (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->game;
}

QuintetSide
_quintet_online_game_opponent_side (QuintetOnlineGame *self)
{
  return 1 - self->own_side;
}

/* The side that plays the turn numbered @ply (1: the first) */
QuintetSide
_quintet_online_side_of_turn (QuintetGame *game,
                              guint        ply)
{
  return QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, ply - 1));
}

/* Notifies what changed since the last time */
void
_quintet_online_game_notify (QuintetOnlineGame *self)
{
  GObject *object = G_OBJECT (self);
  Seen now = {
    self->state, quintet_online_game_get_n_turns (self), quintet_online_game_get_own_turn (self),
    self->draw_offered, self->undo_requested != 0, self->last_chat, self->n_unread, self->unsent,
  };

  g_object_freeze_notify (object);
  if (now.state != self->seen.state)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_STATE]);
  if (now.n_turns != self->seen.n_turns)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_N_TURNS]);
  if (now.own_turn != self->seen.own_turn)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_OWN_TURN]);
  if (now.draw_offered != self->seen.draw_offered)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_DRAW_OFFERED]);
  if (now.undo_requested != self->seen.undo_requested)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_UNDO_REQUESTED]);
  if (g_strcmp0 (now.last_chat, self->seen.last_chat) != 0)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_LAST_CHAT]);
  if (now.n_unread != self->seen.n_unread)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_N_UNREAD]);
  if (now.unsent != self->seen.unsent)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_UNSENT]);
  g_free (self->seen.last_chat);
  self->seen = now;
  self->seen.last_chat = g_strdup (now.last_chat);
  g_object_thaw_notify (object);
}

static void
set_tag_uint (QuintetRecord *record,
              const char    *name,
              guint          value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  quintet_record_set_tag (record, name, text);
}

char *
quintet_online_game_to_shared_record (QuintetOnlineGame *self)
{
  g_autoptr(QuintetRecord) record = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);

  record = quintet_record_new (self->game);
  quintet_record_set_tag (record, "Date", NULL);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, self->own_side), self->own_jid);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, _quintet_online_game_opponent_side (self)), self->opponent);
  if (self->clock != NULL)
    quintet_record_set_tag (record, "TimeControl", self->clock);
  _quintet_online_chat_to_record (self, record, FALSE, G_MAXSIZE);
  return quintet_record_to_text (record);
}

gboolean
quintet_online_record_in_play (QuintetRecord *record)
{
  const char *state;

  g_return_val_if_fail (record != NULL, FALSE);

  if (quintet_record_get_tag (record, "Online") == NULL)
    return FALSE;
  state = quintet_record_get_tag (record, "OnlineState");
  return g_strcmp0 (state, _quintet_online_state_names[QUINTET_ONLINE_STATE_ENDED]) != 0 &&
         g_strcmp0 (state, _quintet_online_state_names[QUINTET_ONLINE_STATE_DECLINED]) != 0;
}

/* The game's own record, with the last lines of its conversation that
 * fit in @chat_budget bytes */
static char *
record_text (QuintetOnlineGame *self,
             gsize              chat_budget)
{
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GString) pending = g_string_new (NULL);
  g_autofree char *created = NULL;

  record = quintet_record_new (self->game);
  if (self->date != NULL)
    quintet_record_set_tag (record, "Date", self->date);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, self->own_side), self->own_jid);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, _quintet_online_game_opponent_side (self)), self->opponent);
  if (self->clock != NULL)
    quintet_record_set_tag (record, "TimeControl", self->clock);
  quintet_record_set_tag (record, "Online", self->id);
  quintet_record_set_tag (record, "OnlineOpponent", self->opponent);
  set_tag_uint (record, "OnlineSide", self->own_side);
  quintet_record_set_tag (record, "OnlineState", _quintet_online_state_names[self->state]);
  set_tag_uint (record, "OnlineAcked", self->acked);
  quintet_record_set_tag (record, "OnlineRole", self->inviter ? "inviter" : "invited");
  created = g_strdup_printf ("%" G_GINT64_FORMAT, self->created);
  quintet_record_set_tag (record, "OnlineCreated", created);

  /* What is still open, as words (docs/online.md) */
  if (self->draw_offered)
    g_string_append (pending, " draw-offered");
  if (self->own_draw_offer)
    g_string_append (pending, " own-draw-offer");
  if (self->accept_pending)
    g_string_append (pending, " accept");
  if (self->end_pending)
    g_string_append (pending, " end");
  if (self->declined_by_us)
    g_string_append (pending, " declined-by-us");
  if (self->unsent)
    g_string_append (pending, " unsent");
  if (pending->len > 0)
    quintet_record_set_tag (record, "OnlinePending", pending->str + 1);
  if (self->undo_requested != 0)
    set_tag_uint (record, "OnlineUndoRequested", self->undo_requested);
  if (self->own_undo != 0)
    set_tag_uint (record, "OnlineOwnUndo", self->own_undo);
  if (self->undos != 0)
    set_tag_uint (record, "OnlineUndos", self->undos);
  if (self->undone_ply != 0)
    set_tag_uint (record, "OnlineUndone", self->undone_ply);
  if (self->clock_since > 0)
    {
      g_autofree char *since = g_strdup_printf ("%" G_GINT64_FORMAT, self->clock_since);

      quintet_record_set_tag (record, "OnlineClockSince", since);
    }
  /* What came early, kept over a restart (issue 40): each payload as
   * Base64, for a tag's one line */
  if (self->held->len > 0)
    {
      g_autoptr(GString) held = g_string_new (NULL);

      for (guint i = 0; i < self->held->len; i++)
        {
          g_autofree char *xml = quintet_online_payload_to_xml (self->held->pdata[i]);
          g_autofree char *base64 = g_base64_encode ((const guchar *) xml, strlen (xml));

          g_string_append_printf (held, "%s%s", i > 0 ? " " : "", base64);
        }
      quintet_record_set_tag (record, "OnlineHeld", held->str);
    }
  _quintet_online_chat_to_record (self, record, TRUE, chat_budget);

  return quintet_record_to_text (record);
}

char *
quintet_online_game_to_record (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);

  return record_text (self, G_MAXSIZE);
}

void
_quintet_online_game_update_state (QuintetOnlineGame *game)
{
  if (quintet_game_get_outcome (game->game).status != QUINTET_STATUS_ONGOING)
    game->state = QUINTET_ONLINE_STATE_ENDED;
}

void
_quintet_online_game_agree_draw (QuintetOnlineGame *game)
{
  quintet_game_agree_draw (game->game);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
}

/* Takes back the turn @ply, the last, on both sides alike */
void
_quintet_online_game_take_back (QuintetOnlineGame *game,
                                guint              ply)
{
  quintet_game_truncate (game->game, ply - 1);
  game->acked = MIN (game->acked, ply - 1);
  /* Turns sent before it are stale from now on (a late copy of the turn
   * taken back must not come back) */
  game->undos++;
  /* The asker's time runs again, from what it had after its turn before */
  if (game->clock != NULL)
    game->clock_since = _quintet_online_game_now (game);
}

QuintetOnlinePayload *
_quintet_online_payload_new (QuintetOnlineGame *game,
                             QuintetOnlineKind  kind,
                             guint              ply)
{
  QuintetOnlinePayload *payload = g_new0 (QuintetOnlinePayload, 1);

  payload->kind = kind;
  payload->game = g_strdup (game->id);
  payload->ply = ply;
  return payload;
}

QuintetOnlinePayload *
_quintet_online_turn_payload (QuintetOnlineGame *game,
                              guint              ply)
{
  QuintetOnlinePayload *payload = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_TURN, ply);

  payload->turn = g_strdup (quintet_game_get_turn_notation (game->game, ply - 1));
  payload->chat = _quintet_online_game_turn_chat (game, ply);
  payload->undos = game->undos;
  {
    QuintetTreeNode *node = quintet_game_tree_get_line_node (quintet_game_get_tree (game->game), ply);

    if (game->clock != NULL && node != NULL && quintet_tree_node_get_clock (node) >= 0)
      {
        payload->has_left = TRUE;
        payload->left = quintet_tree_node_get_clock (node);
      }
  }
  /* The hash of the position after that turn, which may not be the last */
  if (ply == quintet_game_get_n_turns (game->game))
    payload->hash = quintet_online_position_hash (game->game);
  else
    {
      g_autofree char *text = quintet_game_position_to_text (game->game,
                                                             quintet_game_get_position_at (game->game, ply));

      payload->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
    }
  return payload;
}

QuintetOnlinePayload *
_quintet_online_sync_payload (QuintetOnlineGame *game)
{
  QuintetOnlinePayload *payload = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC,
                                                               quintet_game_get_n_turns (game->game));

  /* The conversation's last lines only: the record stays well inside a
   * payload's limit (500 lines of 500 characters would not), and those
   * are the lines a gap may have lost */
  payload->record = record_text (game, QUINTET_ONLINE_MAX_PAYLOAD / 4);
  payload->hash = quintet_online_position_hash (game->game);
  return payload;
}

/* Our resignation, agreement to their draw or loss on time (or claim of
 * their loss), as sent */
QuintetOnlinePayload *
_quintet_online_ending_payload (QuintetOnlineGame *game)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game->game);
  QuintetOnlinePayload *payload;

  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_TIME)
    {
      payload = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_FLAG, quintet_game_get_n_turns (game->game));
      payload->inviter_side = 1 - outcome.winner;
      return payload;
    }
  return _quintet_online_payload_new (game, outcome.reason == QUINTET_REASON_RESIGNATION ? QUINTET_ONLINE_KIND_RESIGN
                                                                                         : QUINTET_ONLINE_KIND_DRAW_ACCEPT,
                                      quintet_game_get_n_turns (game->game));
}
