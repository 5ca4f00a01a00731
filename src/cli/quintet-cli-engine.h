/* quintet-cli-engine.h — the engine line protocol of `quintet-cli engine`,
 * one line at a time, for the command and for the fuzz target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Receives each reply line (without its newline), from the thread that
 * handles the line or from the search's thread; never two at once. */
typedef void (*QuintetCliEngineReply) (const char *line,
                                       gpointer    user_data);

typedef struct _QuintetCliEngine QuintetCliEngine;

/* @table_bytes: the search's table (0: its default); @max_depth: when not
 * 0, every `go` searches at most this deep, whatever it asks (fuzzing). */
QuintetCliEngine *_quintet_cli_engine_new     (QuintetCliEngineReply  reply,
                                               gpointer               user_data,
                                               gsize                  table_bytes,
                                               guint                  max_depth);
/* Stops the search in progress, if any */
void              _quintet_cli_engine_free    (QuintetCliEngine      *self);

/* One line of input (@length bytes, no newline needed); the replies go
 * to the callback, a search's when it ends. FALSE after `quit`. */
gboolean          _quintet_cli_engine_line    (QuintetCliEngine      *self,
                                               const char            *line,
                                               gsize                  length);
/* Waits for the search in progress, if any, and its replies */
void              _quintet_cli_engine_wait    (QuintetCliEngine      *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetCliEngine, _quintet_cli_engine_free)

G_END_DECLS
