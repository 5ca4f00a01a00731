/* quintet-online-apply.c — what a payload does to an online game: the
 * opponent's, one function a kind, and a turn whoever played it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Called by quintet-online-receive.c once a payload is known to be for
 * this game, from its opponent (or from another device of ours, for a
 * turn), and ready to be placed; the rules of trust are listed there.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"

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

/* Their time left after their turn: what they say, but never more than
 * they can have (their time after their turn before, increment added);
 * without a word, by our own count. -1 without a clock */
static gint64
opponent_time_left (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload)
{
  QuintetSide side = _quintet_online_game_opponent_side (game);
  QuintetTimeControl controls[2];
  gint64 most, left;

  if (game->clock == NULL)
    return -1;
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
  return MIN (left, MIN (most, QUINTET_ONLINE_MAX_LEFT_MS)) / 100 * 100;
}

/* Whether a turn that cannot be played now (the game not being played, or
 * the other side to move) is refused: always, in the words of who played
 * it; the opponent who plays on after our ending hears of it again */
static gboolean
refuse_turn_out_of_place (QuintetOnlineGame          *game,
                          const QuintetOnlinePayload *payload,
                          gboolean                    ours,
                          GPtrArray                  *outbox,
                          GError                    **error)
{
  if (ours)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                   _("Your turn from another device is not yours to play here"));
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    {
      /* They play on: our resignation or agreement has not reached them */
      if (game->end_pending)
        g_ptr_array_add (outbox, _quintet_online_ending_payload (game));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a turn in a game that is not being played"), game->opponent);
    }
  return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                 _("%s sent a turn when it is not their turn: %s"), game->opponent, payload->turn);
}

/* A turn in the payload, the opponent's or our own from another device
 * (@ours): the same checks by the engine, told in the words of who played
 * it, and played through the game's own history like a click */
gboolean
_quintet_online_receive_turn (QuintetOnlineGame          *game,
                              const QuintetOnlinePayload *payload,
                              gboolean                    ours,
                              GPtrArray                  *outbox,
                              gboolean                   *changed,
                              gboolean                   *ack,
                              GError                    **error)
{
  QuintetGame *qgame = game->game;
  QuintetSide side = ours ? game->own_side : _quintet_online_game_opponent_side (game);
  guint n = quintet_game_get_n_turns (qgame);
  g_autofree char *hash = NULL;
  g_autoptr(GError) local = NULL;
  gint64 left;
  QuintetMove move;

  /* Sent before a turn was taken back: stale, whatever it says */
  if (payload->undos < game->undos)
    return TRUE;
  /* A copy of a turn we have: ignored, and the opponent's acknowledged
   * again so that they stop repeating it */
  if (payload->ply <= n)
    {
      if (_quintet_online_side_of_turn (qgame, payload->ply) == side && same_turn_at (qgame, payload->ply, payload->turn))
        {
          *ack |= !ours;
          return TRUE;
        }
      if (ours)
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_HASH,
                       _("Your turn %u from another device differs from this one’s"), payload->ply);
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent turn %u as “%s”, which differs from ours: the whole record is asked for"),
                     game->opponent, payload->ply, payload->turn);
    }
  if (ours && payload->ply > n + 1)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("Your turn %u from another device comes before turns this one lacks"), payload->ply);
  if (game->state != QUINTET_ONLINE_STATE_PLAYING || quintet_game_get_side_to_move (qgame) != side)
    return refuse_turn_out_of_place (game, payload, ours, outbox, error);

  /* Legal by the engine, the history's rules included (repetition, a
   * decided game), before anything changes */
  if (!quintet_game_parse_turn (qgame, quintet_game_get_position (qgame), payload->turn, &move, &local) ||
      !is_legal_now (qgame, &move))
    {
      if (ours)
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                       _("Your turn from another device is not legal here: %s"), payload->turn);
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                     _("%s sent a turn that is not legal here: %s"), game->opponent,
                     local != NULL ? local->message : payload->turn);
    }

  /* The position after it, on a copy: the sender's, or the opponent is
   * asked for the whole record */
  hash = hash_after (qgame, &move);
  if (!g_str_equal (hash, payload->hash))
    {
      if (ours)
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_HASH,
                       _("Your turn from another device leads to another position here"));
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent a turn after which their position differs from ours: the whole record is asked for"),
                     game->opponent);
    }

  /* Our time as our other device kept it; theirs within what they can have */
  if (ours)
    left = game->clock != NULL && payload->has_left ? payload->left : -1;
  else
    left = opponent_time_left (game, payload);
  if (!quintet_game_play_turn (qgame, &move, &local))
    {
      if (ours)
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                       _("Your turn from another device is not legal here: %s"), payload->turn);
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                     _("%s sent a turn that is not legal here: %s"), game->opponent, local->message);
    }
  if (left >= 0)
    {
      _quintet_online_game_set_turn_time (game, n + 1, left);
      game->clock_since = _quintet_online_game_now (game);
    }
  if (payload->chat != NULL)
    _quintet_online_game_add_line (game, ours, payload->chat, 0, n + 1, TRUE);
  /* A turn answers the other side's open offer and request with a no */
  if (ours)
    game->draw_offered = FALSE, game->undo_requested = 0;
  else
    game->own_draw_offer = FALSE, game->own_undo = 0;
  game->undone_ply = 0;
  _quintet_online_game_update_state (game);
  *changed = TRUE;
  *ack |= !ours;
  return TRUE;
}

/* The opponent's turn */
static gboolean
apply_turn (QuintetOnlineGame          *game,
            const QuintetOnlinePayload *payload,
            GPtrArray                  *outbox,
            gboolean                   *changed,
            gboolean                   *ack,
            GError                    **error)
{
  return _quintet_online_receive_turn (game, payload, FALSE, outbox, changed, ack, error);
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

  if (game->state != QUINTET_ONLINE_STATE_PLAYING && game->state != QUINTET_ONLINE_STATE_ENDED &&
      game->state != QUINTET_ONLINE_STATE_INVITING)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game that is not being played"), game->opponent);

  record = quintet_record_parse (payload->record, -1, NULL, &local);
  if (record == NULL)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent a record Quintet cannot read: %s"), game->opponent, local->message);
  theirs = quintet_record_get_game (record);
  m = quintet_game_get_n_turns (theirs);
  if (!g_str_equal (quintet_game_get_id (theirs), game->variant) || payload->ply != m)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent the record of another game"), game->opponent);
  hash = quintet_online_position_hash (theirs);
  if (!g_str_equal (hash, payload->hash))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_HASH,
                   _("%s sent a record whose last position does not match its checksum"), game->opponent);

  start_ours = quintet_game_position_to_text (ours, quintet_game_get_position_at (ours, 0));
  start_theirs = quintet_game_position_to_text (theirs, quintet_game_get_position_at (theirs, 0));
  if (!g_str_equal (start_ours, start_theirs))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game with another start"), game->opponent);
  for (guint i = 0; i < MIN (n, m); i++)
    if (!quintet_move_equal (quintet_game_get_turn (ours, i), quintet_game_get_turn (theirs, i)))
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a record that differs from ours at turn %u"), game->opponent, i + 1);

  if (m < n)
    {
      /* They are behind: ours extends theirs, so they can adopt it */
      g_ptr_array_add (outbox, _quintet_online_sync_payload (game));
      return TRUE;
    }
  if (game->state == QUINTET_ONLINE_STATE_INVITING)
    {
      /* Their record says they accepted: the acceptance itself was lost
       * (issue 40), and the game goes on from their record */
      game->state = QUINTET_ONLINE_STATE_PLAYING;
      if (game->clock != NULL)
        game->clock_since = _quintet_online_game_now (game);
      *changed = TRUE;
    }
  if (m == n)
    return TRUE;
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent turns in a game that has ended"), game->opponent);
  for (guint i = n + 1; i <= m; i++)
    if (_quintet_online_side_of_turn (theirs, i) != _quintet_online_game_opponent_side (game))
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                     _("%s sent a record with a turn of yours that you did not play"), game->opponent);

  for (guint i = n; i < m; i++)
    {
      g_auto(GStrv) comments = NULL;
      QuintetTreeNode *node;

      if (!quintet_game_play_turn (ours, quintet_game_get_turn (theirs, i), &local))
        {
          quintet_game_truncate (ours, n);
          return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                         _("%s sent a record with a turn that is not legal here: %s"),
                         game->opponent, local->message);
        }
      node = quintet_game_tree_get_line_node (quintet_game_get_tree (theirs), i + 1);
      /* Their lines said there join the conversation, not the comments */
      comments = _quintet_online_chat_adopt (game, node, i + 1);
      quintet_tree_node_set_comments (quintet_game_tree_get_line_node (quintet_game_get_tree (ours), i + 1),
                                      (const char * const *) comments);
    }
  game->own_draw_offer = FALSE;
  game->own_undo = 0;
  _quintet_online_game_update_state (game);
  *changed = *ack = TRUE;
  return TRUE;
}

/* An invitation to a game we have */
static gboolean
apply_invite (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
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
  return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                 _("%s sent an invitation to a game that exists already"), game->opponent);
}

/* Their acceptance of our invitation */
static gboolean
apply_accept (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
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
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s accepted an invitation that is not open"), game->opponent);
    }
  /* Confirms the acceptance, a copy or not */
  _quintet_online_ack (game, outbox);
  return TRUE;
}

/* Their no to our invitation, or their invitation withdrawn */
static gboolean
apply_decline (QuintetOnlineGame          *game,
               const QuintetOnlinePayload *payload,
               GPtrArray                  *outbox,
               gboolean                   *changed,
               gboolean                   *ack,
               GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

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
  return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                 _("%s declined a game that is being played"), game->opponent);
}

/* They have our turns up to ply */
static gboolean
apply_ack (QuintetOnlineGame          *game,
           const QuintetOnlinePayload *payload,
           GPtrArray                  *outbox,
           gboolean                   *changed,
           gboolean                   *ack,
           GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);

  if (MIN (payload->ply, n) > game->acked)
    {
      game->acked = MIN (payload->ply, n);
      *changed = TRUE;
    }
  return TRUE;
}

/* They have our resignation, agreement or flag */
static gboolean
apply_ended (QuintetOnlineGame          *game,
             const QuintetOnlinePayload *payload,
             GPtrArray                  *outbox,
             gboolean                   *changed,
             gboolean                   *ack,
             GError                    **error)
{
  if (game->end_pending && game->state == QUINTET_ONLINE_STATE_ENDED)
    {
      game->end_pending = FALSE;
      *changed = TRUE;
    }
  return TRUE;
}

/* They resign */
static gboolean
apply_resign (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  QuintetOutcome outcome = quintet_game_get_outcome (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_RESIGNATION &&
      outcome.winner == game->own_side)
    {
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
      return TRUE;
    }
  if (!playing || !only_own_turns_after (game, payload->ply))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
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
}

/* A time ran out, by their count */
static gboolean
apply_flag (QuintetOnlineGame          *game,
            const QuintetOnlinePayload *payload,
            GPtrArray                  *outbox,
            gboolean                   *changed,
            gboolean                   *ack,
            GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  QuintetOutcome outcome = quintet_game_get_outcome (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  /* A copy, or they say what we said: answered again */
  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_TIME &&
      outcome.winner != payload->inviter_side)
    {
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
      return TRUE;
    }
  if (!playing || game->clock == NULL)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s said a time ran out in a game that is not being played on a clock"), game->opponent);
  if (payload->inviter_side == _quintet_online_game_opponent_side (game))
    {
      /* Their own time, by their count: they lost on time where they
       * had seen ply turns (our turns after it are void, as with a
       * resignation) */
      if (!only_own_turns_after (game, payload->ply) ||
          _quintet_online_side_of_turn (qgame, payload->ply + 1) != payload->inviter_side)
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
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
        return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s claimed a win on time, but your time has not run out"), game->opponent);
    }
  quintet_game_lose_on_time (qgame, payload->inviter_side);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
  *changed = TRUE;
  g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
  return TRUE;
}

/* They offer a draw */
static gboolean
apply_draw_offer (QuintetOnlineGame          *game,
                  const QuintetOnlinePayload *payload,
                  GPtrArray                  *outbox,
                  gboolean                   *changed,
                  gboolean                   *ack,
                  GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (!playing)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
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
}

/* They agree to the draw we offered */
static gboolean
apply_draw_accept (QuintetOnlineGame          *game,
                   const QuintetOnlinePayload *payload,
                   GPtrArray                  *outbox,
                   gboolean                   *changed,
                   gboolean                   *ack,
                   GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  QuintetOutcome outcome = quintet_game_get_outcome (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  if (outcome.status == QUINTET_STATUS_DRAW && outcome.reason == QUINTET_REASON_AGREEMENT)
    {
      g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
      return TRUE;
    }
  if (!playing || !game->own_draw_offer || !only_own_turns_after (game, payload->ply))
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s agreed to a draw nobody offered"), game->opponent);
  quintet_game_truncate (qgame, payload->ply);
  game->acked = MIN (game->acked, payload->ply);
  _quintet_online_game_agree_draw (game);
  *changed = TRUE;
  g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
  return TRUE;
}

/* They decline the draw we offered */
static gboolean
apply_draw_decline (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload,
                    GPtrArray                  *outbox,
                    gboolean                   *changed,
                    gboolean                   *ack,
                    GError                    **error)
{
  if (game->own_draw_offer)
    {
      game->own_draw_offer = FALSE;
      *changed = TRUE;
    }
  return TRUE;
}

/* They ask to take back their last turn */
static gboolean
apply_undo_request (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload,
                    GPtrArray                  *outbox,
                    gboolean                   *changed,
                    gboolean                   *ack,
                    GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

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
      return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s asked to take back a turn that is not their last"), game->opponent);
    }
  if (game->undo_requested != payload->ply)
    {
      game->undo_requested = payload->ply;
      *changed = TRUE;
    }
  return TRUE;
}

/* They agree to take back our last turn */
static gboolean
apply_undo_accept (QuintetOnlineGame          *game,
                   const QuintetOnlinePayload *payload,
                   GPtrArray                  *outbox,
                   gboolean                   *changed,
                   gboolean                   *ack,
                   GError                    **error)
{
  guint n = quintet_game_get_n_turns (game->game);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

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
  return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                 _("%s agreed to take back a turn nobody asked to"), game->opponent);
}

/* They decline to take back our last turn */
static gboolean
apply_undo_decline (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload,
                    GPtrArray                  *outbox,
                    gboolean                   *changed,
                    gboolean                   *ack,
                    GError                    **error)
{
  if (game->own_undo == payload->ply && game->own_undo != 0)
    {
      game->own_undo = 0;
      *changed = TRUE;
    }
  return TRUE;
}

/* A chat line alone: apply() adds it */
static gboolean
apply_chat (QuintetOnlineGame          *game,
            const QuintetOnlinePayload *payload,
            GPtrArray                  *outbox,
            gboolean                   *changed,
            gboolean                   *ack,
            GError                    **error)
{
  return TRUE;
}

/* They ask for the whole record */
static gboolean
apply_sync_request (QuintetOnlineGame          *game,
                    const QuintetOnlinePayload *payload,
                    GPtrArray                  *outbox,
                    gboolean                   *changed,
                    gboolean                   *ack,
                    GError                    **error)
{
  gint64 now;

  if (game->state != QUINTET_ONLINE_STATE_PLAYING && game->state != QUINTET_ONLINE_STATE_ENDED)
    return _quintet_online_refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s asked for the record of a game that is not being played"), game->opponent);

  /* The record answered a moment ago is on its way: not again */
  now = _quintet_online_game_now (game);
  if (game->sync_sent != 0 && now >= game->sync_sent && now - game->sync_sent < QUINTET_ONLINE_SYNC_INTERVAL_MS)
    {
      g_debug ("Game %s: %s asked for its record again within %d s", game->id, game->opponent,
               QUINTET_ONLINE_SYNC_INTERVAL_MS / 1000);
      return TRUE;
    }
  game->sync_sent = now;
  g_ptr_array_add (outbox, _quintet_online_sync_payload (game));
  return TRUE;
}

/* What one payload of a known game from its opponent does, when it is
 * ready: one function a kind */
static const QuintetOnlineApplyFunc apply_kind[] = {
  [QUINTET_ONLINE_KIND_INVITE] = apply_invite,
  [QUINTET_ONLINE_KIND_ACCEPT] = apply_accept,
  [QUINTET_ONLINE_KIND_DECLINE] = apply_decline,
  [QUINTET_ONLINE_KIND_TURN] = apply_turn,
  [QUINTET_ONLINE_KIND_ACK] = apply_ack,
  [QUINTET_ONLINE_KIND_ENDED] = apply_ended,
  [QUINTET_ONLINE_KIND_RESIGN] = apply_resign,
  [QUINTET_ONLINE_KIND_FLAG] = apply_flag,
  [QUINTET_ONLINE_KIND_DRAW_OFFER] = apply_draw_offer,
  [QUINTET_ONLINE_KIND_DRAW_ACCEPT] = apply_draw_accept,
  [QUINTET_ONLINE_KIND_DRAW_DECLINE] = apply_draw_decline,
  [QUINTET_ONLINE_KIND_UNDO_REQUEST] = apply_undo_request,
  [QUINTET_ONLINE_KIND_UNDO_ACCEPT] = apply_undo_accept,
  [QUINTET_ONLINE_KIND_UNDO_DECLINE] = apply_undo_decline,
  [QUINTET_ONLINE_KIND_CHAT] = apply_chat,
  [QUINTET_ONLINE_KIND_SYNC_REQUEST] = apply_sync_request,
  [QUINTET_ONLINE_KIND_SYNC] = receive_sync,
};

/* One payload of a known game from its opponent, when it is ready: what
 * its kind does, then its chat line */
gboolean
_quintet_online_apply (QuintetOnlineGame          *game,
                       const QuintetOnlinePayload *payload,
                       GPtrArray                  *outbox,
                       gboolean                   *changed,
                       gboolean                   *ack,
                       GError                    **error)
{
  g_return_val_if_fail (payload->kind < G_N_ELEMENTS (apply_kind) && apply_kind[payload->kind] != NULL, FALSE);
  if (!apply_kind[payload->kind] (game, payload, outbox, changed, ack, error))
    return FALSE;
  /* A chat line alone, or with anything but a turn (which keeps its
   * own): a line of the conversation; said again with an answer sent
   * again (a refused invitation's reason), once */
  if (payload->chat != NULL && payload->kind != QUINTET_ONLINE_KIND_TURN &&
      (payload->kind == QUINTET_ONLINE_KIND_CHAT || g_strcmp0 (payload->chat, game->last_chat) != 0))
    *changed |= _quintet_online_game_add_line (game, FALSE, payload->chat, 0,
                                               quintet_game_get_n_turns (game->game), FALSE);
  return TRUE;
}
