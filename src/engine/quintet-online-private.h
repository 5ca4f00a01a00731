/* quintet-online-private.h — what the payloads and the games of
 * quintet-online.h share inside the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-online.h"

G_BEGIN_DECLS

const char           *_quintet_online_kind_name    (QuintetOnlineKind            kind);
gboolean              _quintet_online_id_valid     (const char                  *id);
gboolean              _quintet_online_chat_valid   (const char                  *chat,
                                                    GError                     **error);
QuintetOnlinePayload *_quintet_online_payload_copy (const QuintetOnlinePayload  *payload);

G_END_DECLS
