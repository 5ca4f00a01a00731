/* quintet-computer.h — the computer's turn, searched on a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "quintet-game.h"

G_BEGIN_DECLS

/* Searches the turn the computer plays at @level (1 … 4, see
 * quintet-search.h) in @game's current position, with its history, on a
 * worker thread. The game's state is copied before this returns, so the
 * caller may go on changing the game; it stays referenced until the
 * search ends. Cancelling @cancellable stops the search within
 * milliseconds and the result is G_IO_ERROR_CANCELLED. */
void     quintet_computer_think_async  (QuintetGame          *game,
                                        guint                 level,
                                        guint64               seed,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
/* The same on a clock (C-7, docs/rules.md): the search also stops when
 * @allot_ms (quintet_clock_allot(): a thirtieth of the time left and four
 * fifths of the increment, less a safety margin) have passed since this
 * call, whichever comes first of that and the level's own depth and time;
 * the half second a quick answer is held back counts within @allot_ms.
 * @allot_ms 0 is quintet_computer_think_async(). */
void     quintet_computer_think_timed_async (QuintetGame          *game,
                                             guint                 level,
                                             guint64               seed,
                                             gint64                allot_ms,
                                             GCancellable         *cancellable,
                                             GAsyncReadyCallback   callback,
                                             gpointer              user_data);
/* The turn found; FALSE with @error when cancelled or when there was no
 * legal turn. */
gboolean quintet_computer_think_finish (GAsyncResult         *result,
                                        QuintetMove          *turn,
                                        GError              **error);

G_END_DECLS
