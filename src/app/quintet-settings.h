/* quintet-settings.h — the application's preferences, over GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "quintet-analysis.h"
#include "quintet-board-theme.h"
#include "quintet-game.h"
#include "quintet-types.h"

G_BEGIN_DECLS

/* The "color-scheme" key: its nicks ("default", "light", "dark") are the
 * key's values, the schema's enum is made from this one at build time. */
typedef enum {
  QUINTET_COLOR_SCHEME_DEFAULT,  /* follow the system */
  QUINTET_COLOR_SCHEME_LIGHT,
  QUINTET_COLOR_SCHEME_DARK,
} QuintetColorScheme;

#define QUINTET_TYPE_SETTINGS (quintet_settings_get_type ())

G_DECLARE_FINAL_TYPE (QuintetSettings, quintet_settings, QUINTET, SETTINGS, GObject)

/* Properties (all bound to the GSettings key of the same name):
 * "show-legal-moves", "show-coordinates", "animations" (booleans),
 * "color-scheme" (QuintetColorScheme), "notation-style"
 * (QuintetNotationStyle), "last-game" (string), "computer-level-0" and
 * "computer-level-1" (ints: 0 a person plays that side, 1 to 4 the computer),
 * "window-width", "window-height" (ints), "window-maximized" (boolean),
 * "analysis-level" (QuintetAnalysisLevel), "show-best-turn" and
 * "show-eval-bar" (booleans: the analysis on the board in review),
 * "sound" (boolean: the app's sounds, issue 31).
 * Board themes (issue 31): "board-theme" (QuintetBoardTheme, the
 * player's choice; the application hands it to QuintetThemeManager). */

QuintetSettings *quintet_settings_new                  (void);
gboolean         quintet_settings_get_show_legal_moves (QuintetSettings *self);
gboolean         quintet_settings_get_show_coordinates (QuintetSettings *self);
gboolean         quintet_settings_get_animations       (QuintetSettings *self);
void             quintet_settings_bind_board           (QuintetSettings *self,
                                                        gpointer         board_view);
QuintetColorScheme
                 quintet_settings_get_color_scheme     (QuintetSettings      *self);
void             quintet_settings_set_color_scheme     (QuintetSettings      *self,
                                                        QuintetColorScheme    scheme);
QuintetNotationStyle
                 quintet_settings_get_notation_style   (QuintetSettings      *self);
void             quintet_settings_set_notation_style   (QuintetSettings      *self,
                                                        QuintetNotationStyle  style);
const char      *quintet_settings_get_last_game        (QuintetSettings *self);
void             quintet_settings_set_last_game        (QuintetSettings *self,
                                                        const char      *game_id);
guint            quintet_settings_get_computer_level   (QuintetSettings *self,
                                                        QuintetSide      side);
void             quintet_settings_set_computer_level   (QuintetSettings *self,
                                                        QuintetSide      side,
                                                        guint            level);
void             quintet_settings_get_window_size      (QuintetSettings *self,
                                                        int             *width,
                                                        int             *height,
                                                        gboolean        *maximized);
void             quintet_settings_set_window_size      (QuintetSettings *self,
                                                        int              width,
                                                        int              height,
                                                        gboolean         maximized);
QuintetAnalysisLevel
                 quintet_settings_get_analysis_level   (QuintetSettings      *self);
void             quintet_settings_set_analysis_level   (QuintetSettings      *self,
                                                        QuintetAnalysisLevel  level);
gboolean         quintet_settings_get_show_best_turn   (QuintetSettings *self);
gboolean         quintet_settings_get_show_eval_bar    (QuintetSettings *self);
/* Sounds (issue 31) */
gboolean         quintet_settings_get_sound            (QuintetSettings *self);
/* The start page's offer of lessons to a newcomer, dismissed (issue 39) */
gboolean         quintet_settings_get_lessons_offer_dismissed (QuintetSettings *self);
void             quintet_settings_set_lessons_offer_dismissed (QuintetSettings *self,
                                                               gboolean         dismissed);

/* Board themes (issue 31) */
QuintetBoardTheme
                 quintet_settings_get_board_theme      (QuintetSettings   *self);
void             quintet_settings_set_board_theme      (QuintetSettings   *self,
                                                        QuintetBoardTheme  theme);

/* Online play (issue 33): "online-account", the player's address (JID),
 * "" for none (the password is in the keyring, never here) */
const char      *quintet_settings_get_online_account   (QuintetSettings *self);
void             quintet_settings_set_online_account   (QuintetSettings *self,
                                                        const char      *jid);

/* The player's progress in learning (issue 30): lists of "game/item" ids
 * kept in GSettings. The "progress-changed" signal (detail: the list's
 * key, "finished-lessons", "solved-puzzles", "offered-lessons") says one
 * changed. */
typedef enum {
  QUINTET_PROGRESS_LESSONS,   /* finished lessons: item = the lesson's id */
  QUINTET_PROGRESS_PUZZLES,   /* solved puzzles: item = the puzzle's id */
  QUINTET_PROGRESS_OFFERED,   /* games whose lessons were offered: item = NULL */
} QuintetProgress;

gboolean         quintet_settings_has_progress         (QuintetSettings *self,
                                                        QuintetProgress  list,
                                                        const char      *game_id,
                                                        const char      *item_id);
void             quintet_settings_add_progress         (QuintetSettings *self,
                                                        QuintetProgress  list,
                                                        const char      *game_id,
                                                        const char      *item_id);
/* How many items of @game_id @list holds */
guint            quintet_settings_count_progress       (QuintetSettings *self,
                                                        QuintetProgress  list,
                                                        const char      *game_id);

G_END_DECLS

#include "quintet-app-enums.h"
