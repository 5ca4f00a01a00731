/* quintet-window.h — the main window: start page and game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-application.h"
#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_WINDOW (quintet_window_get_type ())

G_DECLARE_FINAL_TYPE (QuintetWindow, quintet_window, QUINTET, WINDOW, AdwApplicationWindow)

QuintetWindow *quintet_window_new        (QuintetApplication *application);
/* Starts a new game of game_id (a registry id) and shows it. */
void           quintet_window_start_game (QuintetWindow      *self,
                                          const char         *game_id,
                                          QuintetSide         first);
QuintetGame   *quintet_window_get_game   (QuintetWindow      *self);
/* Who plays @side: a person (0) or the computer at @level (1 … 4). The
 * computer's turns are searched on a worker thread and played when found. */
void           quintet_window_set_computer_level (QuintetWindow *self,
                                                  QuintetSide    side,
                                                  guint          level);
/* A game with at least one turn played and not over: one that starting
 * another game in this window would throw away. */
gboolean       quintet_window_has_game_in_progress (QuintetWindow *self);
/* Opens a record, here or in a new window when this one holds a game in
 * progress; FALSE (and a toast saying what is wrong and where) when it
 * cannot be read, with the game in the window untouched. */
gboolean       quintet_window_open_file  (QuintetWindow      *self,
                                          GFile              *file);
/* Opens each record, the first here when this window may take it, the
 * others in windows of their own. */
void           quintet_window_open_files (QuintetWindow      *self,
                                          GFile             **files,
                                          guint               n_files);
/* Writes the game's record to @file, which it is then saved in. */
gboolean       quintet_window_save_file  (QuintetWindow      *self,
                                          GFile              *file,
                                          GError            **error);
/* The position shown as a PNG or SVG image (@format "png" or "svg")
 * whose longer side is @size pixels. */
gboolean       quintet_window_export_image (QuintetWindow    *self,
                                            GFile            *file,
                                            const char       *format,
                                            int               size,
                                            GError          **error);
/* Resumes the unfinished game saved at @path (see quintet-autosave.h). */
gboolean       quintet_window_resume     (QuintetWindow      *self,
                                          const char         *path);
/* Shows the start page, where the player picks the next game. */
void           quintet_window_show_games (QuintetWindow      *self);

G_END_DECLS
