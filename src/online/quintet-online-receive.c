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
/* Invitations waiting for our answer from our contacts (strangers' have
 * QUINTET_ONLINE_MAX_REQUESTS): more are refused, so that nobody fills
 * our disk with games */
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

/* @error, its message formatted; FALSE */
gboolean
_quintet_online_refuse (GError             **error,
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
           payload->kind == QUINTET_ONLINE_KIND_CHAT || payload->kind == QUINTET_ONLINE_KIND_INVITE ||
           payload->kind == QUINTET_ONLINE_KIND_SYNC;
  /* Their play before our acceptance (from another device of ours) has
   * reached us: it waits for that acceptance (issue 40) */
  if (game->state == QUINTET_ONLINE_STATE_INVITED)
    return payload->kind == QUINTET_ONLINE_KIND_INVITE || payload->kind == QUINTET_ONLINE_KIND_ACCEPT ||
           payload->kind == QUINTET_ONLINE_KIND_DECLINE || payload->kind == QUINTET_ONLINE_KIND_CHAT ||
           payload->kind == QUINTET_ONLINE_KIND_ACK || payload->kind == QUINTET_ONLINE_KIND_SYNC_REQUEST;

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
          game->dirty = TRUE;
          if (!_quintet_online_apply (game, payload, outbox, changed, ack, &error))
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
  for (guint i = 0; i < game->held->len; i++)
    {
      const QuintetOnlinePayload *other = game->held->pdata[i];

      if (other->kind == payload->kind && other->ply == payload->ply &&
          g_strcmp0 (other->turn, payload->turn) == 0)
        return TRUE;
    }
  if (game->held->len >= MAX_HELD)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("%s sent too many messages ahead of their turns"), game->opponent);

  /* Something that cannot be placed yet is a gap (a turn of theirs or
   * their acceptance lost, or ours played elsewhere): the whole record is
   * asked, once, whatever the game's state here (issue 40) but before
   * our acceptance, which no record of theirs can stand for */
  if (game->held->len == 0 && payload->kind != QUINTET_ONLINE_KIND_SYNC &&
      game->state != QUINTET_ONLINE_STATE_INVITED)
    g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
  g_ptr_array_add (game->held, _quintet_online_payload_copy (payload));
  game->dirty = TRUE;
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
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("An invitation from your own address was ignored"));
  if (count_invitations_from (self, from) >= MAX_INVITATIONS_FROM_ONE)
    {
      /* Translators: the line an invitation refused comes back with, to its sender */
      decline_unkept (self, from, payload, _("Too many of your invitations are waiting for an answer here"));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                     _("%s sent another invitation, but %d of theirs are waiting for an answer"), from,
                     MAX_INVITATIONS_FROM_ONE);
    }
  /* A stranger's invitation is a request: the requests have a small total
   * of their own, and the contacts' invitations theirs, so that a flood
   * from strangers never takes a friend's place (issue 40) */
  if (!quintet_online_is_contact (self, from) &&
      quintet_online_count_requests (self) >= QUINTET_ONLINE_MAX_REQUESTS)
    {
      /* Translators: the line an invitation refused comes back with, to its sender */
      decline_unkept (self, from, payload, _("Too many invitations from people who are not contacts are waiting for an answer here"));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                     _("%s sent an invitation, but %d requests from people who are not your contacts are waiting for an answer"),
                     from, QUINTET_ONLINE_MAX_REQUESTS);
    }
  if (quintet_online_is_contact (self, from) &&
      _quintet_online_count_games (self, FALSE) - quintet_online_count_requests (self) >= MAX_INVITATIONS)
    {
      /* Translators: the line an invitation refused comes back with, to its sender */
      decline_unkept (self, from, payload, _("Too many invitations are waiting for an answer here"));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                     _("%s sent an invitation, but too many are waiting for an answer"), from);
    }

  game = _quintet_online_game_new (self, payload->game, from, payload->variant, 1 - payload->inviter_side, payload->clock);
  game->state = QUINTET_ONLINE_STATE_INVITED;
  game->seen.state = game->state;
  if (!_quintet_online_save_game (self, game, error))
    return FALSE;
  _quintet_online_add_game (self, game);
  quintet_online_note_quintet_peer (self, from);
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
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
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
      self->unplaced = TRUE;
      return TRUE;
    }
  if (!g_str_equal (sender, game->opponent))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("%s sent a message for a game against someone else"), sender);

  if (is_ready (game, payload))
    ok = _quintet_online_apply (game, payload, outbox, &changed, &ack, error);
  else
    ok = hold (game, payload, outbox, error);
  if (ok)
    {
      quintet_online_note_quintet_peer (self, sender);
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
    _quintet_online_ack (game, outbox);
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

  self->unplaced = FALSE;
  if (receive (self, from != NULL ? from : "", xml, len, &local))
    return TRUE;
  self->unplaced = TRUE;
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
apply_sent_turn (QuintetOnlineGame          *game,
                 const QuintetOnlinePayload *payload,
                 GPtrArray                  *outbox,
                 gboolean                   *changed,
                 gboolean                   *ack,
                 GError                    **error)
{
  if (!_quintet_online_receive_turn (game, payload, TRUE, outbox, changed, ack, error))
    return FALSE;
  /* (which shows the opponent's turns before it had come there) */
  game->own_acked = MAX (game->own_acked, payload->ply - 1);
  return TRUE;
}

/* We have had their turns up to ply */
static gboolean
apply_sent_ack (QuintetOnlineGame          *game,
                const QuintetOnlinePayload *payload,
                GPtrArray                  *outbox,
                gboolean                   *changed,
                gboolean                   *ack,
                GError                    **error)
{
  game->own_acked = MAX (game->own_acked, payload->ply);
  return TRUE;
}

/* We accepted their invitation */
static gboolean
apply_sent_accept (QuintetOnlineGame          *game,
                   const QuintetOnlinePayload *payload,
                   GPtrArray                  *outbox,
                   gboolean                   *changed,
                   gboolean                   *ack,
                   GError                    **error)
{
  if (game->state == QUINTET_ONLINE_STATE_INVITED)
    {
      game->state = QUINTET_ONLINE_STATE_PLAYING;
      if (game->clock != NULL)
        game->clock_since = _quintet_online_game_now (game);
      *changed = TRUE;
    }
  return TRUE;
}

/* We declined their invitation, or withdrew ours */
static gboolean
apply_sent_decline (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload,
                    GPtrArray                  *outbox,
                    gboolean                   *changed,
                    gboolean                   *ack,
                    GError                    **error)
{
  if (game->state == QUINTET_ONLINE_STATE_INVITED || game->state == QUINTET_ONLINE_STATE_INVITING)
    {
      game->state = QUINTET_ONLINE_STATE_DECLINED;
      game->declined_by_us = TRUE;
      *changed = TRUE;
    }
  return TRUE;
}

/* We resigned, or agreed to the draw they offered */
static gboolean
apply_sent_ending (QuintetOnlineGame          *game,
                   const QuintetOnlinePayload *payload,
                   GPtrArray                  *outbox,
                   gboolean                   *changed,
                   gboolean                   *ack,
                   GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (!playing)
    return TRUE;
  if (payload->ply > n || !only_opponent_turns_after (game, payload->ply) ||
      (payload->kind == QUINTET_ONLINE_KIND_DRAW_ACCEPT && !game->draw_offered))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
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
  *changed = TRUE;
  return TRUE;
}

/* Our other device lost on time, or claimed the opponent's loss */
static gboolean
apply_sent_flag (QuintetOnlineGame          *game,
                 const QuintetOnlinePayload *payload,
                 GPtrArray                  *outbox,
                 gboolean                   *changed,
                 gboolean                   *ack,
                 GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (!playing || game->clock == NULL)
    return TRUE;
  if (payload->ply > n || !only_opponent_turns_after (game, payload->ply))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("Another device of yours ended this game where this one cannot follow"));
  quintet_game_truncate (qgame, payload->ply);
  quintet_game_lose_on_time (qgame, payload->inviter_side);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
  *changed = TRUE;
  return TRUE;
}

/* We offered a draw */
static gboolean
apply_sent_draw_offer (QuintetOnlineGame          *game,
                       const QuintetOnlinePayload *payload,
                       GPtrArray                  *outbox,
                       gboolean                   *changed,
                       gboolean                   *ack,
                       GError                    **error)
{
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (playing && !game->own_draw_offer)
    {
      game->own_draw_offer = TRUE;
      *changed = TRUE;
    }
  return TRUE;
}

/* We declined their draw */
static gboolean
apply_sent_draw_decline (QuintetOnlineGame          *game,
                         const QuintetOnlinePayload *payload,
                         GPtrArray                  *outbox,
                         gboolean                   *changed,
                         gboolean                   *ack,
                         GError                    **error)
{
  if (game->draw_offered)
    {
      game->draw_offered = FALSE;
      *changed = TRUE;
    }
  return TRUE;
}

/* We asked to take back our last turn */
static gboolean
apply_sent_undo_request (QuintetOnlineGame          *game,
                         const QuintetOnlinePayload *payload,
                         GPtrArray                  *outbox,
                         gboolean                   *changed,
                         gboolean                   *ack,
                         GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (playing && payload->ply == n && _quintet_online_side_of_turn (qgame, n) == game->own_side && game->own_undo != n)
    {
      game->own_undo = n;
      *changed = TRUE;
    }
  return TRUE;
}

/* We agreed to take back their last turn */
static gboolean
apply_sent_undo_accept (QuintetOnlineGame          *game,
                        const QuintetOnlinePayload *payload,
                        GPtrArray                  *outbox,
                        gboolean                   *changed,
                        gboolean                   *ack,
                        GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (playing && game->undo_requested == payload->ply && n == payload->ply)
    {
      game->undo_requested = 0;
      game->undone_ply = payload->ply;
      _quintet_online_game_take_back (game, payload->ply);
      *changed = TRUE;
    }
  return TRUE;
}

/* We declined to take back their last turn */
static gboolean
apply_sent_undo_decline (QuintetOnlineGame          *game,
                         const QuintetOnlinePayload *payload,
                         GPtrArray                  *outbox,
                         gboolean                   *changed,
                         gboolean                   *ack,
                         GError                    **error)
{
  if (game->undo_requested != 0)
    {
      game->undo_requested = 0;
      *changed = TRUE;
    }
  return TRUE;
}

/* Ours, written there: in our conversation here too */
static gboolean
apply_sent_chat (QuintetOnlineGame          *game,
                 const QuintetOnlinePayload *payload,
                 GPtrArray                  *outbox,
                 gboolean                   *changed,
                 gboolean                   *ack,
                 GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);

  *changed = _quintet_online_game_add_line (game, TRUE, payload->chat, 0, n, FALSE);
  return TRUE;
}

/* What one payload our other device sent does here: one function a kind;
 * invitations we have, acknowledgements, records: the other device answers
 * for them */
static const QuintetOnlineApplyFunc apply_sent_kind[] = {
  [QUINTET_ONLINE_KIND_TURN] = apply_sent_turn,
  [QUINTET_ONLINE_KIND_ACK] = apply_sent_ack,
  [QUINTET_ONLINE_KIND_ACCEPT] = apply_sent_accept,
  [QUINTET_ONLINE_KIND_DECLINE] = apply_sent_decline,
  [QUINTET_ONLINE_KIND_RESIGN] = apply_sent_ending,
  [QUINTET_ONLINE_KIND_DRAW_ACCEPT] = apply_sent_ending,
  [QUINTET_ONLINE_KIND_FLAG] = apply_sent_flag,
  [QUINTET_ONLINE_KIND_DRAW_OFFER] = apply_sent_draw_offer,
  [QUINTET_ONLINE_KIND_DRAW_DECLINE] = apply_sent_draw_decline,
  [QUINTET_ONLINE_KIND_UNDO_REQUEST] = apply_sent_undo_request,
  [QUINTET_ONLINE_KIND_UNDO_ACCEPT] = apply_sent_undo_accept,
  [QUINTET_ONLINE_KIND_UNDO_DECLINE] = apply_sent_undo_decline,
  [QUINTET_ONLINE_KIND_CHAT] = apply_sent_chat,
};

static gboolean
receive_sent (QuintetOnline  *self,
              const char     *to,
              const char     *xml,
              gsize           len,
              GError        **error)
{
  g_autoptr(QuintetOnlinePayload) payload = NULL;
  g_autofree char *opponent = quintet_online_bare_jid (to);
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  QuintetOnlineGame *game;
  gboolean changed = FALSE, ack = FALSE;

  if (opponent == NULL || g_str_equal (opponent, self->own_jid))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
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
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                       _("Another device of yours sent a message for a game this one does not have"));
      /* We invited them from there */
      invited = _quintet_online_game_new (self, payload->game, opponent, payload->variant, payload->inviter_side, payload->clock);
      invited->state = QUINTET_ONLINE_STATE_INVITING;
      invited->inviter = TRUE;
      invited->sent_elsewhere = TRUE;
      invited->seen.state = invited->state;
      if (!_quintet_online_save_game (self, invited, error))
        return FALSE;
      _quintet_online_add_game (self, invited);
      adopt_orphans (self, invited->id);
      return TRUE;
    }
  if (!g_str_equal (opponent, game->opponent))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("Another device of yours sent a message for this game to someone else"));

  if (payload->kind < G_N_ELEMENTS (apply_sent_kind) && apply_sent_kind[payload->kind] != NULL &&
      !apply_sent_kind[payload->kind] (game, payload, outbox, &changed, &ack, error))
    return FALSE;
  /* What the opponent sent early may follow what the other device did
   * (their turn after our acceptance from there: issue 40) */
  _quintet_online_drain_held (self, game, outbox, &changed, &ack);
  if (ack)
    _quintet_online_ack (game, outbox);
  return _quintet_online_commit (self, game, outbox, changed, error);
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

  self->unplaced = FALSE;
  if (receive_sent (self, to != NULL ? to : "", xml, len, &local))
    return TRUE;
  self->unplaced = TRUE;
  _quintet_online_log_refusal (self, self->own_jid, local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

