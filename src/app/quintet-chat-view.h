/* quintet-chat-view.h — an online game's conversation: its lines and a
 * line of our own to send
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_CHAT_VIEW (quintet_chat_view_get_type ())

G_DECLARE_FINAL_TYPE (QuintetChatView, quintet_chat_view, QUINTET, CHAT_VIEW, GtkWidget)

GtkWidget *quintet_chat_view_new          (void);
void       quintet_chat_view_set_lines    (QuintetChatView *self,
                                           GListModel      *lines);
void       quintet_chat_view_mark_unread  (QuintetChatView *self,
                                           GListModel      *lines);
void       quintet_chat_view_set_compact  (QuintetChatView *self,
                                           gboolean         compact);
void       quintet_chat_view_set_can_send (QuintetChatView *self,
                                           gboolean         can_send);
void       quintet_chat_view_sent         (QuintetChatView *self);

G_END_DECLS
