/* quintet-online-receive.c — what the network brings to an account's
 * online games: the opponent's payloads, and our own from another device
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of trust (issue 33, "Trust nothing from the network"; every
 * one has its test in tests/engine/test-online.c, docs/online.md lists
 * them): a payload is refused, logged and leaves the game untouched when
 * it is malformed or oversized, for an unknown game, from someone who is
 * not the game's opponent, out of turn, illegal by the engine, or with a
 * position hash that differs from ours (which asks for the whole record).
 * An opponent's turn is played only through the game's own history
 * (quintet_game_play_turn), like a click. "Nothing lost, ever": duplicates
 * are ignored, payloads that come early are held and played in order, a
 * gap asks for the record, and a record is adopted only when it extends
 * ours with the opponent's own turns.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"

/* Payloads that came before the turns they follow, held a game */
#define MAX_HELD 32
/* Invitations waiting for our answer, from everybody: more are refused,
 * so that nobody fills our disk with games */
#define MAX_INVITATIONS 100
/* … and from any one sender: one address never takes a friend's place
 * (issue 40: 120 from one stranger blocked every other invitation) */
#define MAX_INVITATIONS_FROM_ONE 3
/* Payloads for games not known yet (QuintetOnline's orphans) */
#define MAX_ORPHANS 16

typedef struct {
  char *from;
  char *game;
  char *xml;
} Orphan;

static void
orphan_free (Orphan *orphan)
{
  g_free (orphan->from);
  g_free (orphan->game);
  g_free (orphan->xml);
  g_free (orphan);
}

void
_quintet_online_free_orphans (QuintetOnline *self)
{
  if (self->orphans != NULL)
    g_queue_free_full (g_steal_pointer (&self->orphans), (GDestroyNotify) orphan_free);
}

/* Keeps a payload for a game not known here yet */
static void
keep_orphan (QuintetOnline *self,
             const char    *from,
             const char    *game,
             const char    *xml,
             gsize          len)
{
  Orphan *orphan = g_new0 (Orphan, 1);

  orphan->from = g_strdup (from);
  orphan->game = g_strdup (game);
  orphan->xml = g_strndup (xml, len);
  g_queue_push_tail (self->orphans, orphan);
  if (g_queue_get_length (self->orphans) > MAX_ORPHANS)
    orphan_free (g_queue_pop_head (self->orphans));
}

/* The game @id has come: what came for it before, in its order */
static void
adopt_orphans (QuintetOnline *self,
               const char    *id)
{
  GList *l = self->orphans->head;

  while (l != NULL)
    {
      Orphan *orphan = l->data;
      GList *next = l->next;

      if (g_str_equal (orphan->game, id))
        {
          g_queue_delete_link (self->orphans, l);
          /* (a refusal is logged and signalled there) */
          quintet_online_receive (self, orphan->from, orphan->xml, strlen (orphan->xml), NULL);
          orphan_free (orphan);
          /* the queue may have changed meanwhile: from its start again */
          next = self->orphans->head;
        }
      l = next;
    }
}

/* ---------------------------------------------------------------- their payloads */

static gboolean
refuse (GError             **error,
        QuintetOnlineError   code,
        const char          *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (GError             **error,
        QuintetOnlineError   code,
        const char          *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, QUINTET_ONLINE_ERROR, code, message);
  return FALSE;
}

/* A payload that did not read: the parser says what it was ("a message
 * Quintet cannot read (a wrong ply)"), and the sender is named before it */
static void
sent_what (GError     **error,
           const char  *sender)
{
  g_autofree char *what = NULL;

  if (error == NULL || *error == NULL)
    return;
  what = g_steal_pointer (&(*error)->message);
  /* Translators: a friend's address, then what they sent that Quintet
   * refuses ("a message Quintet cannot read (a wrong ply)", "a message
   * larger than 256 KB") */
  (*error)->message = g_strdup_printf (_("%s sent %s"), sender, what);
}

/* Whether @payload can be placed now, or must wait for the turns before it */
static gboolean
is_ready (QuintetOnlineGame          *game,
          const QuintetOnlinePayload *payload)
{
  guint n = quintet_game_get_n_turns (game->game);

  /* Before they accept, only their answer counts; the rest may have
   * overtaken it */
  if (game->state == QUINTET_ONLINE_STATE_INVITING)
    return payload->kind == QUINTET_ONLINE_KIND_ACCEPT || payload->kind == QUINTET_ONLINE_KIND_DECLINE ||
           payload->kind == QUINTET_ONLINE_KIND_CHAT || payload->kind == QUINTET_ONLINE_KIND_INVITE;

  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_TURN:
      /* After a turn taken back that we have not heard of yet */
      return payload->ply <= n + 1 && payload->undos <= game->undos;
    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      /* (or asked again for the turn we took back) */
      return payload->ply <= n || payload->ply == game->undone_ply;
    case QUINTET_ONLINE_KIND_RESIGN:
    case QUINTET_ONLINE_KIND_DRAW_OFFER:
    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
    case QUINTET_ONLINE_KIND_FLAG:
      return payload->ply <= n;
    default:
      return TRUE;
    }
}

/* The turns after @ply are all ours: the opponent, who had seen @ply
 * turns, cannot have known them */
static gboolean
only_own_turns_after (QuintetOnlineGame *game,
                      guint              ply)
{
  guint n = quintet_game_get_n_turns (game->game);

  for (guint i = ply + 1; i <= n; i++)
    if (_quintet_online_side_of_turn (game->game, i) != game->own_side)
      return FALSE;
  return TRUE;
}

static gboolean
same_turn_at (QuintetGame *game,
              guint        ply,
              const char  *notation)
{
  QuintetMove move;

  return quintet_game_parse_turn (game, quintet_game_get_position_at (game, ply - 1), notation, &move, NULL) &&
         quintet_move_equal (&move, quintet_game_get_turn (game, ply - 1));
}

/* @move is among the game's legal turns now, by its history's rules too */
static gboolean
is_legal_now (QuintetGame       *game,
              const QuintetMove *move)
{
  const QuintetMove *turns;
  guint n_legal;

  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    return FALSE;
  turns = quintet_game_get_legal_turns (game, &n_legal);
  for (guint i = 0; i < n_legal; i++)
    if (quintet_move_equal (&turns[i], move))
      return TRUE;
  return FALSE;
}

/* The position hash after @move, on a copy of the position */
static char *
hash_after (QuintetGame       *game,
            const QuintetMove *move)
{
  QuintetPositionBuffer after;
  g_autofree char *text = NULL;

  memcpy (&after, quintet_game_get_position (game), quintet_game_get_position_size (game));
  quintet_game_make_turn (game, &after, move);
  text = quintet_game_position_to_text (game, &after);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

static gboolean
receive_turn (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  g_autofree char *hash = NULL;
  g_autoptr(GError) local = NULL;
  gint64 left = -1;
  QuintetMove move;

  /* Sent before a turn was taken back: stale, whatever it says */
  if (payload->undos < game->undos)
    return TRUE;
  /* A copy of a turn we have: ignored, and acknowledged again so that the
   * sender stops repeating it */
  if (payload->ply <= n)
    {
      if (_quintet_online_side_of_turn (qgame, payload->ply) == _quintet_online_game_opponent_side (game) &&
                                               same_turn_at (qgame, payload->ply, payload->turn))
        {
          *ack = TRUE;
          return TRUE;
        }
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent turn %u as “%s”, which differs from ours: the whole record is asked for"),
                     game->opponent, payload->ply, payload->turn);
    }
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    {
      /* They play on: our resignation or agreement has not reached them */
      if (game->end_pending)
        g_ptr_array_add (outbox, _quintet_online_ending_payload (game));
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a turn in a game that is not being played"), game->opponent);
    }
  if (quintet_game_get_side_to_move (qgame) != _quintet_online_game_opponent_side (game))
    return refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                   _("%s sent a turn when it is not their turn: %s"), game->opponent, payload->turn);

  /* Legal by the engine, the history's rules included (repetition, a
   * decided game), before anything changes */
  if (!quintet_game_parse_turn (qgame, quintet_game_get_position (qgame), payload->turn, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, local->message);
  if (!is_legal_now (qgame, &move))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, payload->turn);

  /* The position after it, on a copy: theirs, or the whole record is asked */
  hash = hash_after (qgame, &move);
  if (!g_str_equal (hash, payload->hash))
    {
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent a turn after which their position differs from ours: the whole record is asked for"),
                     game->opponent);
    }

  /* Their time left: what they say, but never more than they can have
   * (their time after their turn before, increment added); without a word,
   * by our own count */
  if (game->clock != NULL)
    {
      QuintetSide side = _quintet_online_game_opponent_side (game);
      QuintetTimeControl controls[2];
      gint64 most;

      _quintet_online_game_controls (game, controls);
      most = _quintet_online_game_time_after (game, side) + controls[side].increment_ms;
      if (payload->has_left)
        left = payload->left;
      else
        left = quintet_online_game_get_time_left (game, side, _quintet_online_game_now (game)) +
               controls[side].increment_ms;
      if (left > most)
        g_message ("Online game %s: %s says %" G_GINT64_FORMAT " ms are left after turn %u, "
                   "more than the %" G_GINT64_FORMAT " ms they can have: %" G_GINT64_FORMAT " kept",
                   game->id, game->opponent, left, payload->ply, most, most);
      left = MIN (left, MIN (most, QUINTET_ONLINE_MAX_LEFT_MS)) / 100 * 100;
    }

  if (!quintet_game_play_turn (qgame, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, local->message);
  if (left >= 0)
    {
      _quintet_online_game_set_turn_time (game, n + 1, left);
      game->clock_since = _quintet_online_game_now (game);
    }
  if (payload->chat != NULL)
    {
      g_autofree char *comment = _quintet_online_chat_comment (payload->chat);

      if (comment != NULL)
        _quintet_online_add_comment (qgame, n + 1, comment);
      g_free (game->last_chat);
      game->last_chat = g_strdup (payload->chat);
    }
  /* Their turn answers our open offer and request with a no */
  game->own_draw_offer = FALSE;
  game->own_undo = 0;
  game->undone_ply = 0;
  _quintet_online_game_update_state (game);
  *changed = *ack = TRUE;
  return TRUE;
}

/* A record they sent: adopted only when it extends ours, from the same
 * start, with turns of the opponent's side alone (they cannot play ours),
 * each one legal as the record reader plays it through the engine */
static gboolean
receive_sync (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
  QuintetGame *ours = game->game, *theirs;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *start_ours = NULL;
  g_autofree char *start_theirs = NULL;
  guint n = quintet_game_get_n_turns (ours), m;

  if (game->state != QUINTET_ONLINE_STATE_PLAYING && game->state != QUINTET_ONLINE_STATE_ENDED)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game that is not being played"), game->opponent);

  record = quintet_record_parse (payload->record, -1, NULL, &local);
  if (record == NULL)
    return refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent a record Quintet cannot read: %s"), game->opponent, local->message);
  theirs = quintet_record_get_game (record);
  m = quintet_game_get_n_turns (theirs);
  if (!g_str_equal (quintet_game_get_id (theirs), game->variant) || payload->ply != m)
    return refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent the record of another game"), game->opponent);
  hash = quintet_online_position_hash (theirs);
  if (!g_str_equal (hash, payload->hash))
    return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                   _("%s sent a record whose last position does not match its checksum"), game->opponent);

  start_ours = quintet_game_position_to_text (ours, quintet_game_get_position_at (ours, 0));
  start_theirs = quintet_game_position_to_text (theirs, quintet_game_get_position_at (theirs, 0));
  if (!g_str_equal (start_ours, start_theirs))
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game with another start"), game->opponent);
  for (guint i = 0; i < MIN (n, m); i++)
    if (!quintet_move_equal (quintet_game_get_turn (ours, i), quintet_game_get_turn (theirs, i)))
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a record that differs from ours at turn %u"), game->opponent, i + 1);

  if (m < n)
    {
      /* They are behind: ours extends theirs, so they can adopt it */
      g_ptr_array_add (outbox, _quintet_online_sync_payload (game));
      return TRUE;
    }
  if (m == n)
    return TRUE;
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent turns in a game that has ended"), game->opponent);
  for (guint i = n + 1; i <= m; i++)
    if (_quintet_online_side_of_turn (theirs, i) != _quintet_online_game_opponent_side (game))
      return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                     _("%s sent a record with a turn of yours that you did not play"), game->opponent);

  for (guint i = n; i < m; i++)
    {
      QuintetTreeNode *node;

      if (!quintet_game_play_turn (ours, quintet_game_get_turn (theirs, i), &local))
        {
          quintet_game_truncate (ours, n);
          return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                         _("%s sent a record with a turn that is not legal here: %s"),
                         game->opponent, local->message);
        }
      node = quintet_game_tree_get_line_node (quintet_game_get_tree (theirs), i + 1);
      quintet_tree_node_set_comments (quintet_game_tree_get_line_node (quintet_game_get_tree (ours), i + 1),
                                      quintet_tree_node_get_comments (node));
    }
  game->own_draw_offer = FALSE;
  game->own_undo = 0;
  _quintet_online_game_update_state (game);
  *changed = *ack = TRUE;
  return TRUE;
}

/* One payload of a known game from its opponent, when it is ready */
static gboolean
apply_kind (QuintetOnlineGame          *game,
       const QuintetOnlinePayload *payload,
       GPtrArray                  *outbox,
       gboolean                   *changed,
       gboolean                   *ack,
       GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  QuintetOutcome outcome = quintet_game_get_outcome (qgame);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_INVITE:
      /* A copy of the invitation we have: the inviter sends it again until
       * it hears our answer, so our answer goes again */
      if (!game->inviter && g_str_equal (payload->variant, game->variant) &&
          payload->inviter_side == _quintet_online_game_opponent_side (game) && g_strcmp0 (payload->clock, game->clock) == 0)
        {
          if (game->state == QUINTET_ONLINE_STATE_DECLINED && game->declined_by_us)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0));
          else if (game->state != QUINTET_ONLINE_STATE_INVITED && game->state != QUINTET_ONLINE_STATE_DECLINED)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ACCEPT, 0));
          return TRUE;
        }
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent an invitation to a game that exists already"), game->opponent);

    case QUINTET_ONLINE_KIND_ACCEPT:
      if (game->state == QUINTET_ONLINE_STATE_INVITING)
        {
          game->state = QUINTET_ONLINE_STATE_PLAYING;
          /* The first side's time runs from now */
          if (game->clock != NULL)
            game->clock_since = _quintet_online_game_now (game);
          *changed = TRUE;
        }
      else if (!game->inviter || game->state == QUINTET_ONLINE_STATE_DECLINED)
        {
          /* We withdrew it, and they never heard: say so again */
          if (game->inviter && game->declined_by_us)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0));
          return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                         _("%s accepted an invitation that is not open"), game->opponent);
        }
      /* Confirms the acceptance, a copy or not */
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ACK, n));
      return TRUE;

    case QUINTET_ONLINE_KIND_DECLINE:
      /* (or withdrawn before our acceptance reached the inviter) */
      if (game->state == QUINTET_ONLINE_STATE_INVITING || game->state == QUINTET_ONLINE_STATE_INVITED ||
          (playing && !game->inviter && n == 0))
        {
          game->accept_pending = FALSE;
          game->state = QUINTET_ONLINE_STATE_DECLINED;
          *changed = TRUE;
          return TRUE;
        }
      if (game->state == QUINTET_ONLINE_STATE_DECLINED)
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s declined a game that is being played"), game->opponent);

    case QUINTET_ONLINE_KIND_TURN:
      return receive_turn (game, payload, outbox, changed, ack, error);

    case QUINTET_ONLINE_KIND_ACK:
      if (MIN (payload->ply, n) > game->acked)
        {
          game->acked = MIN (payload->ply, n);
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_ENDED:
      if (game->end_pending && game->state == QUINTET_ONLINE_STATE_ENDED)
        {
          game->end_pending = FALSE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_RESIGN:
      if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_RESIGNATION &&
          outcome.winner == game->own_side)
        {
          g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
          return TRUE;
        }
      if (!playing || !only_own_turns_after (game, payload->ply))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s resigned a game that is not being played"), game->opponent);
      /* Our turns they had not seen when they resigned are void */
      quintet_game_truncate (qgame, payload->ply);
      game->acked = MIN (game->acked, payload->ply);
      quintet_game_resign (qgame, _quintet_online_game_opponent_side (game));
      game->state = QUINTET_ONLINE_STATE_ENDED;
      game->draw_offered = game->own_draw_offer = FALSE;
      game->undo_requested = game->own_undo = 0;
      *changed = TRUE;
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
      return TRUE;

    case QUINTET_ONLINE_KIND_FLAG:
      /* A copy, or they say what we said: answered again */
      if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_TIME &&
          outcome.winner != payload->inviter_side)
        {
          g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
          return TRUE;
        }
      if (!playing || game->clock == NULL)
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s said a time ran out in a game that is not being played on a clock"), game->opponent);
      if (payload->inviter_side == _quintet_online_game_opponent_side (game))
        {
          /* Their own time, by their count: they lost on time where they
           * had seen ply turns (our turns after it are void, as with a
           * resignation) */
          if (!only_own_turns_after (game, payload->ply) ||
              _quintet_online_side_of_turn (qgame, payload->ply + 1) != payload->inviter_side)
            return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                           _("%s lost on time at a turn that was not theirs"), game->opponent);
          quintet_game_truncate (qgame, payload->ply);
          game->acked = MIN (game->acked, payload->ply);
        }
      else
        {
          /* They claim our time ran out: only if it has by our own count,
           * and we have not played since */
          if (payload->ply != n || quintet_game_get_side_to_move (qgame) != game->own_side ||
              quintet_online_game_get_time_left (game, game->own_side, _quintet_online_game_now (game)) > 0)
            return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                           _("%s claimed a win on time, but your time has not run out"), game->opponent);
        }
      quintet_game_lose_on_time (qgame, payload->inviter_side);
      game->state = QUINTET_ONLINE_STATE_ENDED;
      game->draw_offered = game->own_draw_offer = FALSE;
      game->undo_requested = game->own_undo = 0;
      *changed = TRUE;
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_OFFER:
      if (!playing)
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s offered a draw in a game that is not being played"), game->opponent);
      /* Our turn since answered it */
      if (payload->ply < n && only_own_turns_after (game, payload->ply))
        return TRUE;
      if (!game->draw_offered)
        {
          game->draw_offered = TRUE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      if (outcome.status == QUINTET_STATUS_DRAW && outcome.reason == QUINTET_REASON_AGREEMENT)
        {
          g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
          return TRUE;
        }
      if (!playing || !game->own_draw_offer || !only_own_turns_after (game, payload->ply))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s agreed to a draw nobody offered"), game->opponent);
      quintet_game_truncate (qgame, payload->ply);
      game->acked = MIN (game->acked, payload->ply);
      _quintet_online_game_agree_draw (game);
      *changed = TRUE;
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_DECLINE:
      if (game->own_draw_offer)
        {
          game->own_draw_offer = FALSE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      /* Asked again: our agreement was lost */
      if (playing && payload->ply == game->undone_ply && n == payload->ply - 1)
        {
          g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_UNDO_ACCEPT, payload->ply));
          return TRUE;
        }
      if (!playing || payload->ply != n || _quintet_online_side_of_turn (qgame, n) != _quintet_online_game_opponent_side (game))
        {
          /* Most often our turn crossed their request: say no, so that
           * they stop waiting */
          if (playing)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_UNDO_DECLINE, payload->ply));
          return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                         _("%s asked to take back a turn that is not their last"), game->opponent);
        }
      if (game->undo_requested != payload->ply)
        {
          game->undo_requested = payload->ply;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_UNDO_ACCEPT:
      if (playing && game->own_undo == payload->ply && n == payload->ply)
        {
          game->own_undo = 0;
          _quintet_online_game_take_back (game, payload->ply);
          *changed = TRUE;
          return TRUE;
        }
      /* A copy: the turn is gone already */
      if (game->own_undo == 0 && n < payload->ply)
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s agreed to take back a turn nobody asked to"), game->opponent);

    case QUINTET_ONLINE_KIND_UNDO_DECLINE:
      if (game->own_undo == payload->ply && game->own_undo != 0)
        {
          game->own_undo = 0;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_CHAT:
      return TRUE;

    case QUINTET_ONLINE_KIND_SYNC_REQUEST:
      if (!playing && game->state != QUINTET_ONLINE_STATE_ENDED)
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s asked for the record of a game that is not being played"), game->opponent);
      {
        gint64 now = _quintet_online_game_now (game);

        /* The record answered a moment ago is on its way: not again */
        if (game->sync_sent != 0 && now >= game->sync_sent && now - game->sync_sent < QUINTET_ONLINE_SYNC_INTERVAL_MS)
          {
            g_debug ("Game %s: %s asked for its record again within %d s", game->id, game->opponent,
                     QUINTET_ONLINE_SYNC_INTERVAL_MS / 1000);
            return TRUE;
          }
        game->sync_sent = now;
      }
      g_ptr_array_add (outbox, _quintet_online_sync_payload (game));
      return TRUE;

    case QUINTET_ONLINE_KIND_SYNC:
      return receive_sync (game, payload, outbox, changed, ack, error);

    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
apply (QuintetOnlineGame          *game,
       const QuintetOnlinePayload *payload,
       GPtrArray                  *outbox,
       gboolean                   *changed,
       gboolean                   *ack,
       GError                    **error)
{
  if (!apply_kind (game, payload, outbox, changed, ack, error))
    return FALSE;
  /* A chat line with anything but a turn (which keeps its own) */
  if (payload->chat != NULL && payload->kind != QUINTET_ONLINE_KIND_TURN &&
      g_strcmp0 (payload->chat, game->last_chat) != 0)
    {
      g_free (game->last_chat);
      game->last_chat = g_strdup (payload->chat);
      *changed = TRUE;
    }
  return TRUE;
}

void
_quintet_online_log_refusal (QuintetOnline *self,
                             const char    *from,
                             const GError  *error)
{
  g_message ("Refused a message from %s: %s", from, error->message);
  g_signal_emit_by_name (self, "refused", from, error);
}

static int
compare_held (gconstpointer a,
              gconstpointer b)
{
  const QuintetOnlinePayload *x = *(QuintetOnlinePayload * const *) a;
  const QuintetOnlinePayload *y = *(QuintetOnlinePayload * const *) b;

  /* A turn before what follows it at the same ply */
  if (x->ply != y->ply)
    return x->ply < y->ply ? -1 : 1;
  return (x->kind != QUINTET_ONLINE_KIND_TURN) - (y->kind != QUINTET_ONLINE_KIND_TURN);
}

/* Plays what was held and is ready now, in order, until nothing is */
void
_quintet_online_drain_held (QuintetOnline     *self,
                            QuintetOnlineGame *game,
                            GPtrArray         *outbox,
                            gboolean          *changed,
                            gboolean          *ack)
{
  gboolean progress = TRUE;

  while (progress)
    {
      progress = FALSE;
      g_ptr_array_sort (game->held, compare_held);
      for (guint i = 0; i < game->held->len; i++)
        {
          QuintetOnlinePayload *payload = game->held->pdata[i];
          g_autoptr(GError) error = NULL;

          if (!is_ready (game, payload))
            continue;
          payload = g_ptr_array_steal_index (game->held, i);
          if (!apply (game, payload, outbox, changed, ack, &error))
            _quintet_online_log_refusal (self, game->opponent, error);
          quintet_online_payload_free (payload);
          progress = TRUE;
          break;
        }
    }
}

static gboolean
hold (QuintetOnlineGame          *game,
      const QuintetOnlinePayload *payload,
      GPtrArray                  *outbox,
      GError                    **error)
{
  gboolean turn_held = FALSE;

  for (guint i = 0; i < game->held->len; i++)
    {
      const QuintetOnlinePayload *other = game->held->pdata[i];

      if (other->kind == payload->kind && other->ply == payload->ply &&
          g_strcmp0 (other->turn, payload->turn) == 0)
        return TRUE;
      turn_held |= other->kind == QUINTET_ONLINE_KIND_TURN;
    }
  if (game->held->len >= MAX_HELD)
    return refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("%s sent too many messages ahead of their turns"), game->opponent);

  /* A turn past the next is a gap (a turn of theirs lost, or ours played
   * elsewhere): the whole record is asked, once */
  if (payload->kind == QUINTET_ONLINE_KIND_TURN && !turn_held &&
      payload->ply > quintet_game_get_n_turns (game->game) + 1 &&
      game->state == QUINTET_ONLINE_STATE_PLAYING)
    g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
  g_ptr_array_add (game->held, _quintet_online_payload_copy (payload));
  return TRUE;
}

/* An invitation refused for a limit is declined, with @why for its
 * sender (issue 40): their Quintet stops sending it again, and says why */
static void
decline_unkept (QuintetOnline              *self,
                const char                 *from,
                const QuintetOnlinePayload *invite,
                const char                 *why)
{
  g_autoptr(QuintetOnlineGame) game = _quintet_online_game_new (self, invite->game, from, invite->variant,
                                                                1 - invite->inviter_side, invite->clock);
  g_autoptr(QuintetOnlinePayload) decline = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0);

  decline->chat = g_strdup (why);
  _quintet_online_emit_send (self, game, decline);
}

/* The invitations from @from waiting for our answer */
static guint
count_invitations_from (QuintetOnline *self,
                        const char    *from)
{
  GListModel *games = quintet_online_get_games (self);
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      count += game->state == QUINTET_ONLINE_STATE_INVITED && g_str_equal (game->opponent, from);
    }
  return count;
}

static gboolean
receive_invite (QuintetOnline               *self,
                const char                  *from,
                const QuintetOnlinePayload  *payload,
                GError                     **error)
{
  g_autoptr(QuintetOnlineGame) game = NULL;

  if (g_str_equal (from, self->own_jid))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("An invitation from your own address was ignored"));
  if (count_invitations_from (self, from) >= MAX_INVITATIONS_FROM_ONE)
    {
      /* Translators: the line an invitation refused comes back with, to its sender */
      decline_unkept (self, from, payload, _("Too many of your invitations are waiting for an answer here"));
      return refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                     _("%s sent another invitation, but %d of theirs are waiting for an answer"), from,
                     MAX_INVITATIONS_FROM_ONE);
    }
  if (_quintet_online_count_games (self, FALSE) >= MAX_INVITATIONS)
    {
      /* Translators: the line an invitation refused comes back with, to its sender */
      decline_unkept (self, from, payload, _("Too many invitations are waiting for an answer here"));
      return refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                     _("%s sent an invitation, but too many are waiting for an answer"), from);
    }

  game = _quintet_online_game_new (self, payload->game, from, payload->variant, 1 - payload->inviter_side, payload->clock);
  game->state = QUINTET_ONLINE_STATE_INVITED;
  game->seen.state = game->state;
  if (!_quintet_online_save_game (self, game, error))
    return FALSE;
  _quintet_online_add_game (self, game);
  adopt_orphans (self, game->id);
  return TRUE;
}

static gboolean
receive (QuintetOnline  *self,
         const char     *from,
         const char     *xml,
         gsize           len,
         GError        **error)
{
  g_autoptr(QuintetOnlinePayload) payload = NULL;
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  g_autofree char *sender = quintet_online_bare_jid (from);
  QuintetOnlineGame *game;
  gboolean changed = FALSE, ack = FALSE, ok;

  if (sender == NULL)
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("A message came from an address that is not a player's"));
  if (g_hash_table_contains (self->blocked, sender))
    {
      g_debug ("Ignored a message from %s, blocked", sender);
      return TRUE;
    }
  payload = quintet_online_payload_parse (xml, len, error);
  if (payload == NULL)
    {
      sent_what (error, sender);
      return FALSE;
    }

  game = quintet_online_lookup (self, payload->game);
  if (game == NULL)
    {
      if (payload->kind == QUINTET_ONLINE_KIND_INVITE)
        return receive_invite (self, sender, payload, error);
      /* Kept, not refused: the game may yet come (issue 40) */
      g_debug ("%s sent a message for game %s, not known here yet: kept", sender, payload->game);
      keep_orphan (self, from, payload->game, xml, len);
      return TRUE;
    }
  if (!g_str_equal (sender, game->opponent))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("%s sent a message for a game against someone else"), sender);

  if (is_ready (game, payload))
    ok = apply (game, payload, outbox, &changed, &ack, error);
  else
    ok = hold (game, payload, outbox, error);
  if (ok)
    {
      /* Whatever they send in the game shows our acceptance arrived */
      if (game->accept_pending && payload->kind != QUINTET_ONLINE_KIND_INVITE &&
          payload->kind != QUINTET_ONLINE_KIND_CHAT && payload->kind != QUINTET_ONLINE_KIND_DECLINE)
        {
          game->accept_pending = FALSE;
          changed = TRUE;
        }
      _quintet_online_drain_held (self, game, outbox, &changed, &ack);
    }
  if (ack)
    g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ACK,
                                                          quintet_game_get_n_turns (game->game)));
  /* A refusal changed nothing, but may still answer (a request for the
   * record, a no to an undo) */
  if (!_quintet_online_commit (self, game, outbox, changed, ok ? error : NULL))
    return FALSE;
  return ok;
}

gboolean
quintet_online_receive (QuintetOnline  *self,
                        const char     *from,
                        const char     *xml,
                        gsize           len,
                        GError        **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (xml != NULL || len == 0, FALSE);

  if (receive (self, from != NULL ? from : "", xml, len, &local))
    return TRUE;
  _quintet_online_log_refusal (self, from != NULL ? from : "", local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* ---------------------------------------------------------------- our other devices */

/* The turns after @ply are all the opponent's (which our other device had
 * not seen when it resigned or agreed) */
static gboolean
only_opponent_turns_after (QuintetOnlineGame *game,
                           guint              ply)
{
  guint n = quintet_game_get_n_turns (game->game);

  for (guint i = ply + 1; i <= n; i++)
    if (_quintet_online_side_of_turn (game->game, i) != _quintet_online_game_opponent_side (game))
      return FALSE;
  return TRUE;
}

/* Our own turn, played on another device: checked by the engine like
 * theirs */
static gboolean
sent_turn (QuintetOnlineGame          *game,
           const QuintetOnlinePayload *payload,
           gboolean                   *changed,
           GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  g_autoptr(GError) local = NULL;
  g_autofree char *hash = NULL;
  QuintetMove move;

  if (payload->undos < game->undos)
    return TRUE;
  if (payload->ply <= n)
    {
      if (_quintet_online_side_of_turn (qgame, payload->ply) == game->own_side && same_turn_at (qgame, payload->ply, payload->turn))
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("Your turn %u from another device differs from this one’s"), payload->ply);
    }
  if (payload->ply > n + 1)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("Your turn %u from another device comes before turns this one lacks"), payload->ply);
  if (game->state != QUINTET_ONLINE_STATE_PLAYING || quintet_game_get_side_to_move (qgame) != game->own_side)
    return refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                   _("Your turn from another device is not yours to play here"));
  if (!quintet_game_parse_turn (qgame, quintet_game_get_position (qgame), payload->turn, &move, &local) ||
      !is_legal_now (qgame, &move))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("Your turn from another device is not legal here: %s"), payload->turn);
  hash = hash_after (qgame, &move);
  if (!g_str_equal (hash, payload->hash))
    return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                   _("Your turn from another device leads to another position here"));
  if (!quintet_game_play_turn (qgame, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("Your turn from another device is not legal here: %s"), payload->turn);
  if (payload->chat != NULL)
    {
      g_autofree char *comment = _quintet_online_chat_comment (payload->chat);

      if (comment != NULL)
        _quintet_online_add_comment (qgame, n + 1, comment);
    }
  /* Our time as our other device kept it */
  if (game->clock != NULL && payload->has_left)
    {
      _quintet_online_game_set_turn_time (game, n + 1, payload->left);
      game->clock_since = _quintet_online_game_now (game);
    }
  game->draw_offered = FALSE;
  game->undo_requested = 0;
  game->undone_ply = 0;
  _quintet_online_game_update_state (game);
  *changed = TRUE;
  return TRUE;
}

static gboolean
receive_sent (QuintetOnline  *self,
              const char     *to,
              const char     *xml,
              gsize           len,
              GError        **error)
{
  g_autoptr(QuintetOnlinePayload) payload = NULL;
  g_autofree char *opponent = quintet_online_bare_jid (to);
  QuintetOnlineGame *game;
  QuintetGame *qgame;
  gboolean changed = FALSE, playing;
  guint n;

  if (opponent == NULL || g_str_equal (opponent, self->own_jid))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("A message from another device of yours went to an address that is not a player's"));
  payload = quintet_online_payload_parse (xml, len, error);
  if (payload == NULL)
    {
      sent_what (error, self->own_jid);
      return FALSE;
    }

  game = quintet_online_lookup (self, payload->game);
  if (game == NULL)
    {
      g_autoptr(QuintetOnlineGame) invited = NULL;

      if (payload->kind != QUINTET_ONLINE_KIND_INVITE)
        return refuse (error, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                       _("Another device of yours sent a message for a game this one does not have"));
      /* We invited them from there */
      invited = _quintet_online_game_new (self, payload->game, opponent, payload->variant, payload->inviter_side, payload->clock);
      invited->state = QUINTET_ONLINE_STATE_INVITING;
      invited->inviter = TRUE;
      invited->seen.state = invited->state;
      if (!_quintet_online_save_game (self, invited, error))
        return FALSE;
      _quintet_online_add_game (self, invited);
      adopt_orphans (self, invited->id);
      return TRUE;
    }
  if (!g_str_equal (opponent, game->opponent))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("Another device of yours sent a message for this game to someone else"));

  qgame = game->game;
  n = quintet_game_get_n_turns (qgame);
  playing = game->state == QUINTET_ONLINE_STATE_PLAYING;
  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_TURN:
      if (!sent_turn (game, payload, &changed, error))
        return FALSE;
      break;
    case QUINTET_ONLINE_KIND_ACCEPT:
      if (game->state == QUINTET_ONLINE_STATE_INVITED)
        {
          game->state = QUINTET_ONLINE_STATE_PLAYING;
          if (game->clock != NULL)
            game->clock_since = quintet_online_now (self);
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_DECLINE:
      if (game->state == QUINTET_ONLINE_STATE_INVITED || game->state == QUINTET_ONLINE_STATE_INVITING)
        {
          game->state = QUINTET_ONLINE_STATE_DECLINED;
          game->declined_by_us = TRUE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_RESIGN:
    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      if (!playing)
        break;
      if (payload->ply > n || !only_opponent_turns_after (game, payload->ply) ||
          (payload->kind == QUINTET_ONLINE_KIND_DRAW_ACCEPT && !game->draw_offered))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("Another device of yours ended this game where this one cannot follow"));
      quintet_game_truncate (qgame, payload->ply);
      if (payload->kind == QUINTET_ONLINE_KIND_RESIGN)
        {
          quintet_game_resign (qgame, game->own_side);
          game->state = QUINTET_ONLINE_STATE_ENDED;
          game->draw_offered = game->own_draw_offer = FALSE;
          game->undo_requested = game->own_undo = 0;
        }
      else
        _quintet_online_game_agree_draw (game);
      changed = TRUE;
      break;
    case QUINTET_ONLINE_KIND_FLAG:
      /* Our other device lost on time, or claimed the opponent's loss */
      if (!playing || game->clock == NULL)
        break;
      if (payload->ply > n || !only_opponent_turns_after (game, payload->ply))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("Another device of yours ended this game where this one cannot follow"));
      quintet_game_truncate (qgame, payload->ply);
      quintet_game_lose_on_time (qgame, payload->inviter_side);
      game->state = QUINTET_ONLINE_STATE_ENDED;
      game->draw_offered = game->own_draw_offer = FALSE;
      game->undo_requested = game->own_undo = 0;
      changed = TRUE;
      break;
    case QUINTET_ONLINE_KIND_DRAW_OFFER:
      if (playing && !game->own_draw_offer)
        {
          game->own_draw_offer = TRUE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_DRAW_DECLINE:
      if (game->draw_offered)
        {
          game->draw_offered = FALSE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      if (playing && payload->ply == n && _quintet_online_side_of_turn (qgame, n) == game->own_side && game->own_undo != n)
        {
          game->own_undo = n;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_ACCEPT:
      if (playing && game->undo_requested == payload->ply && n == payload->ply)
        {
          game->undo_requested = 0;
          game->undone_ply = payload->ply;
          _quintet_online_game_take_back (game, payload->ply);
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_DECLINE:
      if (game->undo_requested != 0)
        {
          game->undo_requested = 0;
          changed = TRUE;
        }
      break;
    default:
      /* Invitations we have, acknowledgements, chat alone, records: the
       * other device answers for them */
      break;
    }
  return _quintet_online_commit (self, game, NULL, changed, error);
}

gboolean
quintet_online_receive_sent (QuintetOnline  *self,
                             const char     *to,
                             const char     *xml,
                             gsize           len,
                             GError        **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (xml != NULL || len == 0, FALSE);

  if (receive_sent (self, to != NULL ? to : "", xml, len, &local))
    return TRUE;
  _quintet_online_log_refusal (self, self->own_jid, local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

