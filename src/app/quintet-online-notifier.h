/* quintet-online-notifier.h — a notification of an online game's news
 * when the player is not looking at the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-online.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_ONLINE_NOTIFIER (quintet_online_notifier_get_type ())
G_DECLARE_FINAL_TYPE (QuintetOnlineNotifier, quintet_online_notifier, QUINTET, ONLINE_NOTIFIER, GObject)

QuintetOnlineNotifier *quintet_online_notifier_new        (GtkWindow             *window);
void                   quintet_online_notifier_set_online (QuintetOnlineNotifier *self,
                                                           QuintetOnline         *online);
guint                  quintet_online_notifier_get_n_sent (QuintetOnlineNotifier *self);

G_END_DECLS
