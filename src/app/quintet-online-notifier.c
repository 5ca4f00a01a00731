/* quintet-online-notifier.c — a notification of an online game's news
 * (an invitation, the player's turn) when the player is not looking at
 * the window (issue 33)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-game-row.h"
#include "quintet-online-notifier.h"

struct _QuintetOnlineNotifier
{
  GObject        parent_instance;

  GtkWindow     *window;              /* weak */
  QuintetOnline *online;
  guint          n_sent;
  GHashTable    *notified_strangers;  /* requests' senders notified once (issue 40) */
};

G_DEFINE_FINAL_TYPE (QuintetOnlineNotifier, quintet_online_notifier, G_TYPE_OBJECT)

/* Only when the player is not looking at this window: there, the start
 * page and the game page show it already */
static void
notify_player (QuintetOnlineNotifier *self,
               QuintetOnlineGame     *game,
               const char            *title,
               const char            *body)
{
  GApplication *app = g_application_get_default ();
  g_autoptr(GNotification) notification = NULL;
  g_autofree char *id = NULL;

  if (app == NULL || self->window == NULL || gtk_window_is_active (self->window))
    return;
  self->n_sent++;
  /* The desktop's notifications come over the session bus */
  if (g_application_get_dbus_connection (app) == NULL)
    return;
  notification = g_notification_new (title);
  g_notification_set_body (notification, body);
  g_notification_set_default_action_and_target (notification, "app.show-online-game", "s",
                                                quintet_online_game_get_id (game));
  id = g_strconcat ("online-", quintet_online_game_get_id (game), NULL);
  g_application_send_notification (app, id, notification);
}

/* Requests waiting past which a new one raises no notification */
#define REQUESTS_NOTIFIED 3

/* A request (a stranger's invitation) is notified once a sender, and not
 * at all while more than a few wait: a flood makes no noise (issue 40) */
static gboolean
request_is_news (QuintetOnlineNotifier *self,
                 QuintetOnlineGame     *game)
{
  if (!quintet_online_is_request (self->online, game))
    return TRUE;
  if (quintet_online_count_requests (self->online) > REQUESTS_NOTIFIED)
    return FALSE;
  return g_hash_table_add (self->notified_strangers, g_strdup (quintet_online_game_get_opponent (game)));
}

static void
game_added_cb (QuintetOnlineNotifier *self,
               QuintetOnlineGame     *game)
{
  g_autofree char *body = NULL;

  if (quintet_online_game_get_state (game) != QUINTET_ONLINE_STATE_INVITED || !request_is_news (self, game))
    return;
  /* Translators: %s is a friend's address, then a game's name */
  body = g_strdup_printf (_("%s invites you to a game of %s"),
                          quintet_online_game_get_opponent (game), quintet_game_row_online_name (game));
  notify_player (self, game, _("An Invitation to Play"), body);
}

static void
own_turn_cb (QuintetOnlineNotifier *self,
             GParamSpec            *pspec,
             QuintetOnlineGame     *game)
{
  g_autofree char *body = NULL;

  if (!quintet_online_game_get_own_turn (game))
    return;
  /* Translators: %s is a friend's address, then a game's name */
  body = g_strdup_printf (_("%s played in your game of %s"),
                          quintet_online_game_get_opponent (game), quintet_game_row_online_name (game));
  notify_player (self, game, _("Your Turn"), body);
}

/* Each game's turns, for the notification */
static void
watch_games (QuintetOnlineNotifier *self)
{
  GListModel *games = quintet_online_get_games (self->online);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      g_signal_handlers_disconnect_by_func (game, own_turn_cb, self);
      g_signal_connect_object (game, "notify::own-turn", G_CALLBACK (own_turn_cb), self, G_CONNECT_SWAPPED);
    }
}

static void
forget_online (QuintetOnlineNotifier *self)
{
  GListModel *games;

  if (self->online == NULL)
    return;
  games = quintet_online_get_games (self->online);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      g_signal_handlers_disconnect_by_data (game, self);
    }
  g_signal_handlers_disconnect_by_data (games, self);
  g_signal_handlers_disconnect_by_data (self->online, self);
  g_clear_object (&self->online);
}

/* The account's games to watch from now on, or none (NULL) */
void
quintet_online_notifier_set_online (QuintetOnlineNotifier *self,
                                    QuintetOnline         *online)
{
  g_return_if_fail (QUINTET_IS_ONLINE_NOTIFIER (self));
  g_return_if_fail (online == NULL || QUINTET_IS_ONLINE (online));

  if (self->online == online)
    return;
  forget_online (self);
  if (online == NULL)
    return;
  self->online = g_object_ref (online);
  g_signal_connect_object (online, "game-added", G_CALLBACK (game_added_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_online_get_games (online), "items-changed",
                           G_CALLBACK (watch_games), self, G_CONNECT_SWAPPED);
  watch_games (self);
}

/* The notifications sent (the tests') */
guint
quintet_online_notifier_get_n_sent (QuintetOnlineNotifier *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_NOTIFIER (self), 0);

  return self->n_sent;
}

static void
quintet_online_notifier_dispose (GObject *object)
{
  QuintetOnlineNotifier *self = QUINTET_ONLINE_NOTIFIER (object);

  forget_online (self);
  g_clear_weak_pointer (&self->window);
  g_clear_pointer (&self->notified_strangers, g_hash_table_unref);

  G_OBJECT_CLASS (quintet_online_notifier_parent_class)->dispose (object);
}

static void
quintet_online_notifier_class_init (QuintetOnlineNotifierClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = quintet_online_notifier_dispose;
}

static void
quintet_online_notifier_init (QuintetOnlineNotifier *self)
{
  self->notified_strangers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Notifies while @window is not the active one */
QuintetOnlineNotifier *
quintet_online_notifier_new (GtkWindow *window)
{
  QuintetOnlineNotifier *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  self = g_object_new (QUINTET_TYPE_ONLINE_NOTIFIER, NULL);
  g_set_weak_pointer (&self->window, window);
  return self;
}
