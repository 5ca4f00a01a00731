/* quintet-online-actions.c — what we do in an account's online games:
 * invite, accept, play, resign, offer and answer, chat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of QuintetOnline (quintet-online.c): each action changes the game,
 * saves it and sends its opponent the payload that says so.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-clock.h"
#include "quintet-record.h"
#include "quintet-registry.h"

/* Saves @game and sends its opponent one payload of @kind at @ply */
static gboolean
commit_one (QuintetOnline      *self,
            QuintetOnlineGame  *game,
            QuintetOnlineKind   kind,
            guint               ply,
            GError            **error)
{
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();

  g_ptr_array_add (outbox, _quintet_online_payload_new (game, kind, ply));
  return _quintet_online_commit (self, game, outbox, TRUE, error);
}

/* @error: the game is not in a state for the action (@message) */
gboolean
_quintet_online_state_error (GError     **error,
                             const char  *message)
{
  g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_STATE, message);
  return FALSE;
}

QuintetOnlineGame *
_quintet_online_find_game (QuintetOnline  *self,
                           const char     *game_id,
                           GError        **error)
{
  QuintetOnlineGame *game = quintet_online_lookup (self, game_id);

  if (game == NULL)
    g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                         _("There is no such online game"));
  return game;
}

/* The game in a state we may act in */
static QuintetOnlineGame *
find_playing (QuintetOnline  *self,
              const char     *game_id,
              GError        **error)
{
  QuintetOnlineGame *game = _quintet_online_find_game (self, game_id, error);

  if (game != NULL && game->state != QUINTET_ONLINE_STATE_PLAYING)
    {
      _quintet_online_state_error (error, _("The game is not being played"));
      return NULL;
    }
  return game;
}

QuintetOnlineGame *
quintet_online_invite (QuintetOnline  *self,
                       const char     *opponent_jid,
                       const char     *variant,
                       guint           own_side,
                       const char     *clock,
                       GError        **error)
{
  g_autofree char *opponent = NULL;
  g_autofree char *id = NULL;
  g_autoptr(QuintetOnlineGame) game = NULL;
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  QuintetOnlinePayload *invite;
  QuintetTimeControl controls[2];

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);

  opponent = quintet_online_bare_jid (opponent_jid);
  if (opponent == NULL || g_str_equal (opponent, self->own_jid))
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                           _("That is not the address of another player (like friend@example.org)"));
      return NULL;
    }
  if (variant == NULL || quintet_registry_lookup (variant) == NULL || own_side > 1)
    {
      _quintet_online_state_error (error, _("Quintet has no such game"));
      return NULL;
    }
  if (clock != NULL && !quintet_time_control_parse (clock, controls))
    {
      _quintet_online_state_error (error, _("That is not a time control: write seconds and an increment, e.g. “300+5”"));
      return NULL;
    }

  id = g_uuid_string_random ();
  game = _quintet_online_game_new (self, id, opponent, variant, own_side, clock);
  game->state = QUINTET_ONLINE_STATE_INVITING;
  game->inviter = TRUE;
  game->seen.state = game->state;
  game->seen.own_turn = FALSE;
  if (!_quintet_online_save_game (self, game, error))
    return NULL;

  invite = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_INVITE, 0);
  invite->variant = g_strdup (variant);
  invite->inviter_side = own_side;
  invite->clock = g_strdup (clock);
  g_ptr_array_add (outbox, invite);
  _quintet_online_add_game (self, game);
  _quintet_online_commit (self, game, outbox, FALSE, NULL);
  return game;
}

gboolean
quintet_online_accept (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = _quintet_online_find_game (self, game_id, error);

  if (game == NULL)
    return FALSE;
  if (game->state != QUINTET_ONLINE_STATE_INVITED)
    return _quintet_online_state_error (error, _("There is no invitation to answer in this game"));

  game->state = QUINTET_ONLINE_STATE_PLAYING;
  game->accept_pending = TRUE;
  /* The first side's time runs from now (the inviter's from our acceptance's arrival) */
  if (game->clock != NULL)
    game->clock_since = quintet_online_now (self);
  return commit_one (self, game, QUINTET_ONLINE_KIND_ACCEPT, 0, error);
}

gboolean
quintet_online_decline (QuintetOnline  *self,
                        const char     *game_id,
                        GError        **error)
{
  QuintetOnlineGame *game = _quintet_online_find_game (self, game_id, error);

  if (game == NULL)
    return FALSE;
  /* The inviter may withdraw an invitation nobody answered */
  if (game->state != QUINTET_ONLINE_STATE_INVITED && game->state != QUINTET_ONLINE_STATE_INVITING)
    return _quintet_online_state_error (error, _("There is no invitation to answer in this game"));

  game->state = QUINTET_ONLINE_STATE_DECLINED;
  game->declined_by_us = TRUE;
  return commit_one (self, game, QUINTET_ONLINE_KIND_DECLINE, 0, error);
}

/* Our turn, as @turn or (when @turn is NULL) as its @notation */
static gboolean
play (QuintetOnline     *self,
      const char        *game_id,
      const QuintetMove *turn,
      const char        *notation,
      const char        *chat,
      GError           **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  g_autoptr(GError) local = NULL;
  gint64 left;
  guint ply;

  if (game == NULL)
    return FALSE;
  if (!quintet_online_game_get_own_turn (game))
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                           _("It is not your turn"));
      return FALSE;
    }
  if (chat != NULL && !_quintet_online_chat_valid (chat, error))
    return FALSE;
  /* Our time by our own count: once it has run out, we have lost on time
   * (quintet_online_flag), and play no more */
  left = quintet_online_game_get_time_left (game, game->own_side, quintet_online_now (self));
  if (left == 0)
    return _quintet_online_state_error (error, _("Your time has run out"));
  if (turn != NULL ? !quintet_game_play_turn (game->game, turn, &local)
                   : notation == NULL || !quintet_game_play_notation (game->game, notation, &local))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("That turn is not legal: %s"), local != NULL ? local->message : "");
      return FALSE;
    }

  ply = quintet_game_get_n_turns (game->game);
  /* The time we have left, increment added, as the record keeps it (whole
   * tenths): the opponent's record keeps the same */
  if (left > 0)
    {
      QuintetTimeControl controls[2];

      _quintet_online_game_controls (game, controls);
      left = MIN (left + controls[game->own_side].increment_ms, QUINTET_ONLINE_MAX_LEFT_MS);
      _quintet_online_game_set_turn_time (game, ply, left / 100 * 100);
      game->clock_since = quintet_online_now (self);
    }
  if (chat != NULL)
    _quintet_online_game_add_line (game, TRUE, chat, 0, ply, TRUE);
  /* Our turn answers their open offer and request with a no (their side
   * clears its own on seeing it) */
  game->draw_offered = FALSE;
  game->undo_requested = 0;
  game->undone_ply = 0;
  _quintet_online_game_update_state (game);
  g_ptr_array_add (outbox, _quintet_online_turn_payload (game, ply));
  /* A turn of theirs that came early may follow ours */
  {
    gboolean changed = TRUE, ack = FALSE;

    _quintet_online_drain_held (self, game, outbox, &changed, &ack);
    if (ack)
      _quintet_online_ack (game, outbox);
  }
  return _quintet_online_commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_play (QuintetOnline  *self,
                     const char     *game_id,
                     const char     *notation,
                     const char     *chat,
                     GError        **error)
{
  return play (self, game_id, NULL, notation, chat, error);
}

/* Our turn made on the board: the same, without a trip through its
 * notation */
gboolean
quintet_online_play_turn (QuintetOnline     *self,
                          const char        *game_id,
                          const QuintetMove *turn,
                          const char        *chat,
                          GError           **error)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return play (self, game_id, turn, NULL, chat, error);
}

gboolean
quintet_online_resign (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);

  if (game == NULL)
    return FALSE;
  quintet_game_resign (game->game, game->own_side);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->end_pending = TRUE;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
  return commit_one (self, game, QUINTET_ONLINE_KIND_RESIGN, quintet_game_get_n_turns (game->game), error);
}

gboolean
quintet_online_flag (QuintetOnline  *self,
                     const char     *game_id,
                     GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  gint64 now = quintet_online_now (self);
  QuintetSide side;

  if (game == NULL)
    return FALSE;
  if (game->clock == NULL)
    return _quintet_online_state_error (error, _("This game has no clock"));
  side = quintet_game_get_side_to_move (game->game);
  /* Ours by our count; theirs by our count and the grace, as their count
   * started when our turn reached them */
  if (quintet_online_game_get_time_left (game, side, now) > 0 ||
      (side != game->own_side &&
       quintet_online_game_get_time_left (game, side, now - QUINTET_ONLINE_FLAG_GRACE_MS) > 0))
    return _quintet_online_state_error (error, _("No time has run out in this game"));

  quintet_game_lose_on_time (game->game, side);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->end_pending = TRUE;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
  g_ptr_array_add (outbox, _quintet_online_ending_payload (game));
  return _quintet_online_commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_offer_draw (QuintetOnline  *self,
                           const char     *game_id,
                           GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);

  if (game == NULL)
    return FALSE;
  /* Offering what they offered is agreeing */
  if (game->draw_offered)
    return quintet_online_answer_draw (self, game_id, TRUE, error);
  if (game->own_draw_offer)
    return _quintet_online_state_error (error, _("You have offered a draw already"));

  game->own_draw_offer = TRUE;
  return commit_one (self, game, QUINTET_ONLINE_KIND_DRAW_OFFER, quintet_game_get_n_turns (game->game), error);
}

gboolean
quintet_online_answer_draw (QuintetOnline  *self,
                            const char     *game_id,
                            gboolean        accept,
                            GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  guint n;

  if (game == NULL)
    return FALSE;
  if (!game->draw_offered)
    return _quintet_online_state_error (error, _("Nobody has offered a draw"));

  n = quintet_game_get_n_turns (game->game);
  game->draw_offered = FALSE;
  if (accept)
    {
      _quintet_online_game_agree_draw (game);
      game->end_pending = TRUE;
    }
  return commit_one (self, game,
                     accept ? QUINTET_ONLINE_KIND_DRAW_ACCEPT : QUINTET_ONLINE_KIND_DRAW_DECLINE, n, error);
}

gboolean
quintet_online_request_undo (QuintetOnline  *self,
                             const char     *game_id,
                             GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  guint n;

  if (game == NULL)
    return FALSE;
  n = quintet_game_get_n_turns (game->game);
  if (n == 0 || _quintet_online_side_of_turn (game->game, n) != game->own_side)
    return _quintet_online_state_error (error, _("Only your own last turn can be taken back"));
  if (game->own_undo != 0)
    return _quintet_online_state_error (error, _("You have asked to take back a turn already"));

  game->own_undo = n;
  return commit_one (self, game, QUINTET_ONLINE_KIND_UNDO_REQUEST, n, error);
}

gboolean
quintet_online_answer_undo (QuintetOnline  *self,
                            const char     *game_id,
                            gboolean        accept,
                            GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  guint ply;

  if (game == NULL)
    return FALSE;
  ply = game->undo_requested;
  if (ply == 0 || ply != quintet_game_get_n_turns (game->game))
    return _quintet_online_state_error (error, _("Nobody has asked to take back a turn"));

  game->undo_requested = 0;
  if (accept)
    {
      /* Their request again (our answer lost) is answered again */
      game->undone_ply = ply;
      _quintet_online_game_take_back (game, ply);
    }
  return commit_one (self, game,
                     accept ? QUINTET_ONLINE_KIND_UNDO_ACCEPT : QUINTET_ONLINE_KIND_UNDO_DECLINE, ply, error);
}

gboolean
quintet_online_chat (QuintetOnline  *self,
                     const char     *game_id,
                     const char     *text,
                     GError        **error)
{
  QuintetOnlineGame *game = _quintet_online_find_game (self, game_id, error);
  g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
  QuintetOnlinePayload *payload;

  if (game == NULL)
    return FALSE;
  if (text == NULL || !_quintet_online_chat_valid (text, error))
    return FALSE;
  payload = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_CHAT, 0);
  payload->chat = g_strdup (text);
  g_ptr_array_add (outbox, payload);
  /* Ours in the conversation, kept with the game */
  _quintet_online_game_add_line (game, TRUE, text, 0, quintet_game_get_n_turns (game->game), FALSE);
  return _quintet_online_commit (self, game, outbox, TRUE, error);
}
