/* quintet-preferences-window.h — the Preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-settings.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_PREFERENCES_WINDOW (quintet_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPreferencesWindow, quintet_preferences_window, QUINTET, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWindow *quintet_preferences_window_new (QuintetSettings *settings);

G_END_DECLS
