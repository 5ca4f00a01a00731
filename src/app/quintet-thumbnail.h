/* quintet-thumbnail.h — a game's board as a paintable, drawn at the size
 * it is shown: the start page's cards and rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game.h"
#include "quintet-painter.h"

G_BEGIN_DECLS

/* A thumbnail's natural size; it is drawn at the size a card shows it. */
#define QUINTET_THUMBNAIL_SIZE 220

#define QUINTET_TYPE_THUMBNAIL (quintet_thumbnail_get_type ())

G_DECLARE_FINAL_TYPE (QuintetThumbnail, quintet_thumbnail, QUINTET, THUMBNAIL, GObject)

/* A game's board (its start, or a typical position) */
GdkPaintable *quintet_thumbnail_new        (const char        *game_id);
GdkPaintable *quintet_thumbnail_new_square (QuintetGame       *game,
                                            int                size);
void          quintet_thumbnail_set_look   (QuintetThumbnail  *self,
                                            gboolean           dark,
                                            QuintetBoardTheme  theme);

G_END_DECLS
