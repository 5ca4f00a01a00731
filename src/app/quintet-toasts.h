/* quintet-toasts.h — a window's messages: one toast at a time, the latest
 * message in it, with Undo for what was just removed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_TOASTS (quintet_toasts_get_type ())
G_DECLARE_FINAL_TYPE (QuintetToasts, quintet_toasts, QUINTET, TOASTS, GObject)

/* The messages shown in @overlay (not referenced: it outlives them) */
QuintetToasts *quintet_toasts_new       (AdwToastOverlay *overlay);
/* Every message goes here: the latest shows at once */
void           quintet_toasts_show      (QuintetToasts   *self,
                                         const char      *message);
/* A message with Undo: "undo" if it is clicked, else "dismissed" once
 * the toast goes or another message takes it */
void           quintet_toasts_show_undo (QuintetToasts   *self,
                                         const char      *message);
/* Any other toast comes in through here, in turn (it takes @toast) */
void           quintet_toasts_add       (QuintetToasts   *self,
                                         AdwToast        *toast);

G_END_DECLS
