/* quintet-window-online.c — the window's games against friends over the
 * network (issue 33): the start page's online rows, an online game on the
 * game page, its actions and chat (the notifications when the window is
 * not looked at: quintet-online-notifier.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An online game is the QuintetGame its QuintetOnlineGame holds: the board
 * shows it and takes clicks on our turn only, and each of our turns goes
 * through quintet_online_play (the opponent hears of it). The opponent's
 * turns are played into that game by QuintetOnline, and the board animates
 * them as it does the computer's. QuintetOnline saves the game; the
 * window's own autosave leaves it be.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-application.h"
#include "quintet-game-row.h"
#include "quintet-online-notifier.h"
#include "quintet-online-seat.h"
#include "quintet-person-seat.h"
#include "quintet-window-private.h"

static void
refused_cb (QuintetWindow *self,
            const char    *from,
            const GError  *error)
{
  g_autofree char *sender = from != NULL ? quintet_online_bare_jid (from) : NULL;

  /* Logged by QuintetOnline; the player sees it only about the game shown
   * (from: the full address, with its resource) */
  if (_quintet_window_is_online (self) &&
      g_strcmp0 (sender, quintet_online_game_get_opponent (self->online_game)) == 0)
    quintet_toasts_show (self->toasts, error->message);
}

/* ---- the account's games ---- */

static void
set_online (QuintetWindow *self)
{
  QuintetOnline *online = quintet_account_get_online (self->account);

  if (self->online == online)
    return;
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  /* The account went (signed out): its game leaves the page */
  if (self->online_game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->online_game, self);
      g_clear_object (&self->online_game);
      if (self->game != NULL)
        _quintet_window_set_game (self, NULL);
      _quintet_window_show_page (self, "start");
    }
  g_set_object (&self->online, online);
  quintet_start_page_set_online (self->start_page, online);
  quintet_online_notifier_set_online (self->notifier, online);
  if (online != NULL)
    g_signal_connect_object (online, "refused", G_CALLBACK (refused_cb), self, G_CONNECT_SWAPPED);
}

/* A declined invitation's toast offers to block its sender (issue 40) */
static void
offer_block (QuintetWindow *self,
             const char    *game_id)
{
  QuintetOnlineGame *game = quintet_online_lookup (self->online, game_id);
  const char *opponent = game != NULL ? quintet_online_game_get_opponent (game) : NULL;
  g_autofree char *message = NULL;
  AdwToast *toast;

  /* (one at a time: Decline All declines several) */
  if (opponent == NULL || self->block_toast != NULL)
    return;
  /* Translators: a toast; %s is the address that invited the player */
  message = g_strdup_printf (_("Invitation from %s declined"), opponent);
  toast = adw_toast_new (message);
  /* Translators: the button of the toast "Invitation from … declined" */
  adw_toast_set_button_label (toast, _("_Block"));
  adw_toast_set_action_name (toast, "win.block-address");
  adw_toast_set_action_target_value (toast, g_variant_new_string (opponent));
  g_set_weak_pointer (&self->block_toast, toast);
  quintet_toasts_add (self->toasts, toast);
}

static void
block_address_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  const char *address = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (self->online == NULL)
    return;
  if (!quintet_online_block (self->online, address, &error))
    {
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  /* Translators: a toast; %s is an address */
  message = g_strdup_printf (_("%s is blocked: nothing they send reaches you"), address);
  quintet_toasts_show (self->toasts, message);
}

void
_quintet_window_class_add_online (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.block-address", "s", block_address_activated);
}

static void
invitation_answered_cb (QuintetWindow *self,
                        const char    *game_id,
                        gboolean       accept)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = g_strdup (game_id);

  if (self->online == NULL)
    return;
  if (!(accept ? quintet_online_accept (self->online, id, &error)
               : quintet_online_decline (self->online, id, &error)))
    {
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  if (accept)
    quintet_window_show_online_game (self, id);
  else
    offer_block (self, id);
}

static void
online_game_chosen_cb (QuintetWindow *self,
                       const char    *game_id)
{
  g_autofree char *id = g_strdup (game_id);

  quintet_window_show_online_game (self, id);
}

/* The connection, in a line over the games when it is not up */
static void
account_status_cb (QuintetWindow *self)
{
  g_autofree char *line = NULL;

  switch (quintet_account_get_status (self->account))
    {
    case QUINTET_ACCOUNT_NEEDS_PASSWORD:
      line = g_strdup (_("Not signed in: enter the password under Preferences → Online"));
      break;
    case QUINTET_ACCOUNT_SIGNING_IN:
      /* "Signing in…", or why the connection is down and when it is
       * tried again */
      line = g_strdup (quintet_account_get_message (self->account));
      break;
    case QUINTET_ACCOUNT_FAILED:
      /* Translators: %s says why, e.g. "The server example.org cannot be reached" */
      line = g_strdup_printf (_("Not signed in: %s"), quintet_account_get_message (self->account));
      break;
    case QUINTET_ACCOUNT_NONE:
    case QUINTET_ACCOUNT_SIGNED_IN:
    case QUINTET_ACCOUNT_OFFLINE:
    default:
      break;
    }
  quintet_start_page_set_online_status (self->start_page, line);
  /* (an online game's page says whether its turns went) */
  if (_quintet_window_is_online (self))
    _quintet_window_update_title (self);
}

void
_quintet_window_init_online (QuintetWindow *self)
{
  QuintetApplication *app = QUINTET_APPLICATION (g_application_get_default ());

  self->account = g_object_ref (quintet_application_get_account (app));
  self->notifier = quintet_online_notifier_new (GTK_WINDOW (self));
  g_signal_connect_object (self->account, "notify::online", G_CALLBACK (set_online), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->account, "notify::status", G_CALLBACK (account_status_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->account, "notify::message", G_CALLBACK (account_status_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_page, "invitation-answered",
                           G_CALLBACK (invitation_answered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_page, "online-game-chosen",
                           G_CALLBACK (online_game_chosen_cb), self, G_CONNECT_SWAPPED);
  set_online (self);
  account_status_cb (self);
}

void
_quintet_window_dispose_online (QuintetWindow *self)
{
  g_clear_weak_pointer (&self->block_toast);
  g_clear_object (&self->notifier);
  if (self->account != NULL)
    g_signal_handlers_disconnect_by_data (self->account, self);
  if (self->online_game != NULL)
    g_signal_handlers_disconnect_by_data (self->online_game, self);
  g_clear_object (&self->online_game);
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  g_clear_object (&self->online);
  g_clear_object (&self->account);
}

/* ---- the game page ---- */

gboolean
_quintet_window_is_online (QuintetWindow *self)
{
  return self->online_game != NULL && self->game == quintet_online_game_get_game (self->online_game);
}

/* Another game takes the page: the online one is left as it is */
void
_quintet_window_online_game_changed (QuintetWindow *self)
{
  if (self->online_game == NULL || _quintet_window_is_online (self))
    return;
  g_signal_handlers_disconnect_by_data (self->online_game, self);
  g_clear_object (&self->online_game);
  /* Its players leave with it: a person here plays a side they had, until
   * told otherwise (the computer's seats were chosen for the new game) */
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    if (QUINTET_IS_ONLINE_SEAT (self->seats[side]))
      _quintet_window_take_seat (self, side, quintet_person_seat_new ());
  /* Turned for our side: the next game is seen as ever */
  quintet_board_view_set_flipped (quintet_game_page_get_board_view (self->game_page), FALSE);
  _quintet_window_update_online_panel (self);
}

/* The header's line while the online game waits for someone, or NULL */
char *
_quintet_window_online_subtitle (QuintetWindow *self)
{
  const char *opponent;

  if (!_quintet_window_is_online (self))
    return NULL;
  opponent = quintet_online_game_get_opponent (self->online_game);
  /* What we did here and the friend cannot have yet (issue 40) */
  if (quintet_online_game_get_unsent (self->online_game))
    return g_strdup (quintet_account_get_status (self->account) == QUINTET_ACCOUNT_SIGNED_IN
                     ? _("Sending…")
                     /* Translators: a turn (or an answer) was played while the
                      * connection to the server was down */
                     : _("Not sent yet: the connection is down"));
  switch (quintet_online_game_get_state (self->online_game))
    {
    case QUINTET_ONLINE_STATE_INVITING:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Waiting for %s to accept"), opponent);
    case QUINTET_ONLINE_STATE_INVITED:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s invites you to play"), opponent);
    case QUINTET_ONLINE_STATE_DECLINED:
      return g_strdup (_("Declined"));
    case QUINTET_ONLINE_STATE_PLAYING:
      if (quintet_online_game_get_own_turn (self->online_game))
        return g_strdup (_("Your turn"));
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s’s turn"), opponent);
    case QUINTET_ONLINE_STATE_ENDED:
    default:
      return NULL;
    }
}

/* ---- the conversation (issue 40) ---- */

static gboolean
game_page_shown (QuintetWindow *self)
{
  return _quintet_window_is_online (self) && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
}

/* The game page shows the conversation: nothing in it is unread */
static void
chat_seen (QuintetWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!game_page_shown (self) || quintet_online_game_get_n_unread (self->online_game) == 0)
    return;
  if (!quintet_online_mark_chat_read (self->online, quintet_online_game_get_id (self->online_game), &error))
    g_warning ("The chat of %s: %s", quintet_online_game_get_id (self->online_game), error->message);
}

/* The conversation of the online game shown, and a line of our own to send */
void
_quintet_window_update_online_panel (QuintetWindow *self)
{
  if (self->chat_view == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->chat_view), _quintet_window_is_online (self));
  quintet_chat_view_set_lines (self->chat_view,
                               _quintet_window_is_online (self) ? quintet_online_game_get_chat (self->online_game) : NULL);
  quintet_chat_view_set_compact (self->chat_view, quintet_game_page_get_below (self->game_page));
  /* (a word after the game too: "well played") */
  if (_quintet_window_is_online (self))
    quintet_chat_view_set_can_send (self->chat_view,
                                    quintet_online_game_get_state (self->online_game) == QUINTET_ONLINE_STATE_PLAYING ||
                                    quintet_online_game_get_state (self->online_game) == QUINTET_ONLINE_STATE_ENDED);
}

static void
chat_send_cb (QuintetWindow *self,
              const char    *text)
{
  g_autoptr(GError) error = NULL;

  if (!_quintet_window_is_online (self))
    return;
  if (!quintet_online_chat (self->online, quintet_online_game_get_id (self->online_game), text, &error))
    quintet_toasts_show (self->toasts, error->message);
  else
    quintet_chat_view_sent (self->chat_view);
}

/* The game page comes: the lines unread till now are marked while it
 * shows, and read; it goes: the marks go */
static void
visible_page_cb (QuintetWindow *self)
{
  if (self->chat_view != NULL)
    quintet_chat_view_mark_unread (self->chat_view,
                                   game_page_shown (self) ? quintet_online_game_get_chat (self->online_game) : NULL);
}

/* Built with the game page: under the players, the conversation */
void
_quintet_window_build_online_panel (QuintetWindow *self)
{
  self->chat_view = QUINTET_CHAT_VIEW (quintet_chat_view_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->chat_view), FALSE);
  g_signal_connect_swapped (self->chat_view, "send", G_CALLBACK (chat_send_cb), self);
  g_signal_connect_swapped (self->chat_view, "changed", G_CALLBACK (chat_seen), self);
  quintet_game_page_add_after_notes (self->game_page, GTK_WIDGET (self->chat_view));
  g_signal_connect_object (self->stack, "notify::visible-child-name", G_CALLBACK (visible_page_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
online_game_notify_cb (QuintetWindow *self,
                       GParamSpec    *pspec)
{
  _quintet_window_update_online_panel (self);
  _quintet_window_refresh_game_page (self);
}

/* The friend's turn is heard, unfocused too, like the computer's */
static void
online_turns_cb (QuintetWindow *self)
{
  QuintetGame *game = self->game;
  guint n_turns = quintet_game_get_n_turns (game);
  gconstpointer before;

  if (!_quintet_window_is_online (self) || n_turns <= self->online_heard_turns)
    {
      self->online_heard_turns = n_turns;
      return;
    }
  self->online_heard_turns = n_turns;
  before = quintet_game_get_position_at (game, n_turns - 1);
  if (QUINTET_POSITION_SIDE (before) == quintet_online_game_get_own_side (self->online_game))
    return;
  quintet_sound_play (self->sound,
                      quintet_sound_event_for_turn (quintet_game_get_turn_sound (game, before,
                                                                                 quintet_game_get_turn (game, n_turns - 1)),
                                                    quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING),
                      TRUE);
}

static void
invitation_response_cb (QuintetWindow *self,
                        const char    *response,
                        GtkWidget     *dialog)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "online-game");

  if (g_strcmp0 (response, "accept") == 0 || g_strcmp0 (response, "decline") == 0)
    invitation_answered_cb (self, id, g_str_equal (response, "accept"));
}

/* An invitation opened from its notification: answered here */
static void
ask_invitation (QuintetWindow     *self,
                QuintetOnlineGame *game)
{
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s is a game's name */
  heading = g_strdup_printf (_("Play %s?"), quintet_game_row_online_name (game));
  /* Translators: %s is a friend's address, e.g. bob@example.org */
  body = g_strdup_printf (_("%s invites you to play"), quintet_online_game_get_opponent (game));
  dialog = quintet_alert_new (heading, body);
  quintet_alert_add_responses (dialog, "later", _("_Later"), "decline", _("_Decline"), "accept", _("_Accept"), NULL);
  quintet_alert_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_close_response (dialog, "later");
  g_object_set_data_full (G_OBJECT (dialog), "online-game", g_strdup (quintet_online_game_get_id (game)), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (invitation_response_cb), self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

void
quintet_window_show_online_game (QuintetWindow *self,
                                 const char    *game_id)
{
  QuintetOnlineGame *game;

  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (game_id != NULL);

  game = self->online != NULL ? quintet_online_lookup (self->online, game_id) : NULL;
  if (game == NULL)
    {
      quintet_toasts_show (self->toasts, _("That online game is no longer here"));
      return;
    }
  if (quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED)
    {
      ask_invitation (self, game);
      return;
    }

  /* The game left behind stays in its autosave, to be resumed */
  _quintet_window_dispose_records (self);
  g_clear_pointer (&self->clock, quintet_clock_free);
  self->has_time_controls = FALSE;
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    _quintet_window_take_seat (self, side, quintet_online_seat_new (self->online, game, side));
  if (self->online_game != NULL)
    g_signal_handlers_disconnect_by_data (self->online_game, self);
  g_set_object (&self->online_game, game);
  self->online_heard_turns = quintet_game_get_n_turns (quintet_online_game_get_game (game));
  _quintet_window_set_game (self, quintet_online_game_get_game (game));
  g_signal_connect_object (quintet_online_game_get_game (game), "changed",
                           G_CALLBACK (online_turns_cb), self, G_CONNECT_SWAPPED);
  /* A record for Save As and Copy; QuintetOnline keeps the game itself */
  _quintet_window_new_record (self);
  self->first_side = quintet_game_get_first_side (self->game);
  g_signal_connect_object (game, "notify", G_CALLBACK (online_game_notify_cb), self, G_CONNECT_SWAPPED);
  /* The invitation's clock, counted by QuintetOnline */
  _quintet_window_clock_from_online (self);
  /* We see the board from our side */
  quintet_board_view_set_flipped (quintet_game_page_get_board_view (self->game_page), quintet_online_game_get_own_side (game) == QUINTET_SIDE_1);
  _quintet_window_update_online_panel (self);
  _quintet_window_show_page (self, "game");
  _quintet_window_refresh_game_page (self);
  {
    g_autofree char *notification = g_strconcat ("online-", game_id, NULL);

    if (g_application_get_dbus_connection (g_application_get_default ()) != NULL)
      g_application_withdraw_notification (g_application_get_default (), notification);
  }
  /* A question asked while the game was not shown */
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_seat_raise_questions (self->seats[side]);
}

QuintetOnlineGame *
quintet_window_get_online_game (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), NULL);

  return _quintet_window_is_online (self) ? self->online_game : NULL;
}

guint
quintet_window_get_n_online_notifications (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), 0);

  return quintet_online_notifier_get_n_sent (self->notifier);
}

/* ---- our actions ---- */

/* ---- New Game → Online ---- */

/* Invites @opponent to a game of @variant in which we play @own_side, on
 * @controls (NULL: no clock), and shows it, waiting for the answer */
gboolean
_quintet_window_invite (QuintetWindow            *self,
                        const char               *opponent,
                        const char               *variant,
                        QuintetSide               own_side,
                        const QuintetTimeControl *controls)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *clock = controls != NULL ? quintet_time_control_format (controls) : NULL;
  QuintetOnlineGame *game;

  if (self->online == NULL)
    {
      quintet_toasts_show (self->toasts, _("Sign in under Preferences → Online to play a friend"));
      return FALSE;
    }
  game = quintet_online_invite (self->online, opponent, variant, own_side, clock, &error);
  if (game == NULL)
    {
      quintet_toasts_show (self->toasts, error->message);
      return FALSE;
    }
  quintet_window_show_online_game (self, quintet_online_game_get_id (game));
  return TRUE;
}

gboolean
_quintet_window_has_online (QuintetWindow *self)
{
  return self->online != NULL;
}
