/* quintet-window.h — the main window: start page and game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-application.h"
#include "quintet-clock.h"
#include "quintet-game.h"
#include "quintet-seat.h"
#include "quintet-sound.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_WINDOW (quintet_window_get_type ())

G_DECLARE_FINAL_TYPE (QuintetWindow, quintet_window, QUINTET, WINDOW, AdwApplicationWindow)

QuintetWindow *quintet_window_new        (QuintetApplication *application);
/* Starts a new game of game_id (a registry id) and shows it. */
void           quintet_window_start_game (QuintetWindow      *self,
                                          const char         *game_id,
                                          QuintetSide         first);
/* The same with a clock (C-7, docs/rules.md): @controls, each side's time
 * control, or NULL for none */
void           quintet_window_start_clocked_game (QuintetWindow            *self,
                                                  const char               *game_id,
                                                  QuintetSide               first,
                                                  const QuintetTimeControl *controls);
QuintetGame   *quintet_window_get_game   (QuintetWindow      *self);
/* The window's sounds (issue 31), for tests to count what it plays */
QuintetSound  *quintet_window_get_sound  (QuintetWindow      *self);
/* Who plays @side: a person (0) or the computer at @level (1 … 4). The
 * computer's turns are searched on a worker thread and played when found. */
void           quintet_window_set_computer_level (QuintetWindow *self,
                                                  QuintetSide    side,
                                                  guint          level);
/* Who plays @side: any seat (quintet-seat.h), asked for its turns */
void           quintet_window_set_seat           (QuintetWindow *self,
                                                  QuintetSide    side,
                                                  QuintetSeat   *seat);
/* A game with at least one turn played and not over: one that starting
 * another game in this window would throw away. */
gboolean       quintet_window_has_game_in_progress (QuintetWindow *self);
/* Opens a record, here or in a new window when this one holds a game in
 * progress. The file is read without blocking the window; the finish
 * gives FALSE (and a toast saying what is wrong and where) when it cannot
 * be read, with the game in the window untouched, and a
 * G_IO_ERROR_CANCELLED error when cancelled (or the window went). */
void           quintet_window_open_file_async   (QuintetWindow       *self,
                                                 GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean       quintet_window_open_file_finish  (QuintetWindow       *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);
/* Opens each record, one after the other, the first here when this window
 * may take it, the others in windows of their own. */
void           quintet_window_open_files (QuintetWindow      *self,
                                          GFile             **files,
                                          guint               n_files);
/* Writes the game's record, as it is now, to @file (atomically: a
 * temporary file, then renamed), which it is then saved in. A save asked
 * for while another is written waits for it; the application stays up,
 * and a closed window open but hidden, until the last is written. */
void           quintet_window_save_file_async   (QuintetWindow       *self,
                                                 GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean       quintet_window_save_file_finish  (QuintetWindow       *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);
/* Whether a save or an export is being written */
gboolean       quintet_window_is_writing        (QuintetWindow       *self);
/* The position shown as a PNG or SVG image (@format "png" or "svg")
 * whose longer side is @size pixels, drawn now and written as a save is. */
void           quintet_window_export_image_async  (QuintetWindow       *self,
                                                   GFile               *file,
                                                   const char          *format,
                                                   int                  size,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean       quintet_window_export_image_finish (QuintetWindow       *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);
/* Resumes the unfinished game saved at @path (see quintet-autosave.h). */
gboolean       quintet_window_resume     (QuintetWindow      *self,
                                          const char         *path);
/* Shows the start page, where the player picks the next game. */
void           quintet_window_show_games (QuintetWindow      *self);

/* Online play (issue 33): shows the account's game @game_id on the game
 * page (the application's action app.show-online-game does too) */
void           quintet_window_show_online_game (QuintetWindow    *self,
                                                const char       *game_id);
/* The online game shown, or NULL */
QuintetOnlineGame *quintet_window_get_online_game (QuintetWindow *self);
/* How many notifications of online games were raised (tests): only while
 * the window is not the active one */
guint              quintet_window_get_n_online_notifications (QuintetWindow *self);

/* Shows @game_id's puzzles (the action win.puzzles, with the game id) */
void           quintet_window_show_puzzles (QuintetWindow      *self,
                                            const char         *game_id);
/* The puzzle page (a QuintetPuzzlePage), NULL before it is first shown */
GtkWidget     *quintet_window_get_puzzle_page (QuintetWindow     *self);

G_END_DECLS
