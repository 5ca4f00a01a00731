/* quintet-autosave.h — the games in progress, kept on disk after every turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* g_get_user_data_dir()/quintet/autosave: one record per unfinished game,
 * named GAME-ID-YYYYMMDD-HHMMSS-XXXXXXXX.quintet (the game, when it
 * started, and a random part, so two windows never share a file). */
char      *quintet_autosave_get_dir    (void);
char      *quintet_autosave_new_path   (const char  *game_id);
/* Written atomically and durably (a temporary file, fsync, rename), and
 * removed, on a worker thread, in the order asked; a failure is a warning.
 * quintet_autosave_flush waits for them all (on quitting), and
 * quintet_autosave_list does too before it reads the folder. */
void       quintet_autosave_write      (const char  *path,
                                        const char  *text);
void       quintet_autosave_remove     (const char  *path);
void       quintet_autosave_flush      (void);
/* The saved games' paths, the most recently played first. */
GPtrArray *quintet_autosave_list       (void);

G_END_DECLS
