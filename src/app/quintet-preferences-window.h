/* quintet-preferences-window.h — the Preferences dialog: an
 * AdwPreferencesDialog shown inside its window, or on GNOME 43 an
 * AdwPreferencesWindow (quintet-compat.h); its template's parent follows
 * (src/app/meson.build)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-account.h"
#include "quintet-compat.h"
#include "quintet-settings.h"

G_BEGIN_DECLS

/* The parent type, as quintet-compat.h chooses it */
#if QUINTET_ADW_DIALOGS
typedef AdwPreferencesDialog      QuintetPreferencesParent;
typedef AdwPreferencesDialogClass QuintetPreferencesParentClass;
# define QUINTET_TYPE_PREFERENCES_PARENT ADW_TYPE_PREFERENCES_DIALOG
#else
typedef AdwPreferencesWindow      QuintetPreferencesParent;
typedef AdwPreferencesWindowClass QuintetPreferencesParentClass;
# define QUINTET_TYPE_PREFERENCES_PARENT ADW_TYPE_PREFERENCES_WINDOW
#endif
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetPreferencesParent, g_object_unref)

#define QUINTET_TYPE_PREFERENCES_WINDOW (quintet_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPreferencesWindow, quintet_preferences_window, QUINTET, PREFERENCES_WINDOW, QuintetPreferencesParent)

/* Shown with quintet_dialog_present (); its Online page (issue 33) is the
 * application's account's */
GtkWidget *quintet_preferences_window_new (QuintetSettings *settings);
/* Shows the Online page (issue 33) */
void       quintet_preferences_window_show_online (QuintetPreferencesWindow *self);

G_END_DECLS
