/* quintet-theme-manager.h — the board theme every board is drawn in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-board-theme.h"
#include "quintet-board-enums.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_THEME_MANAGER (quintet_theme_manager_get_type ())

G_DECLARE_FINAL_TYPE (QuintetThemeManager, quintet_theme_manager, QUINTET, THEME_MANAGER, GObject)

/* One per process, like AdwStyleManager: the application sets the
 * player's choice ("chosen-theme", bound to the settings), and every board
 * (the board view, thumbnails, export) draws in "theme", which is the
 * high-contrast theme while the desktop asks for high contrast
 * (AdwStyleManager:high-contrast) and the chosen one else. */
QuintetThemeManager *quintet_theme_manager_get_default      (void);
QuintetBoardTheme    quintet_theme_manager_get_chosen_theme (QuintetThemeManager *self);
void                 quintet_theme_manager_set_chosen_theme (QuintetThemeManager *self,
                                                             QuintetBoardTheme    theme);
QuintetBoardTheme    quintet_theme_manager_get_theme        (QuintetThemeManager *self);

G_END_DECLS
