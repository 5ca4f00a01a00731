/* quintet-rules-window.h — the rules of a game, from the resources
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define QUINTET_TYPE_RULES_WINDOW (quintet_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (QuintetRulesWindow, quintet_rules_window, QUINTET, RULES_WINDOW, AdwWindow)

GtkWindow *quintet_rules_window_new (const char *game_id);

/* The rules text as Pango markup blocks (for tests): one string per
 * paragraph, heading or list item. */
GPtrArray *quintet_rules_window_get_blocks (QuintetRulesWindow *self);

gboolean   quintet_rules_window_show_ruling (QuintetRulesWindow *self,
                                             const char         *ruling);
double     quintet_rules_window_get_scroll  (QuintetRulesWindow *self);

G_END_DECLS
