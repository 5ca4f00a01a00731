/* quintet-board-image.h — the board as an image (Export Board Image)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-board-view.h"

G_BEGIN_DECLS

/* The position @view shows, drawn now (the painter is quick) as @format
 * ("png" or "svg"), @size pixels on the board's longer side */
GBytes *quintet_board_image_draw (QuintetBoardView  *view,
                                  const char        *format,
                                  int                size,
                                  GError           **error);

/* The format and size chosen last, kept by whoever asks */
typedef struct
{
  const char *format;   /* "png", "svg", or NULL before */
  int         size;     /* pixels, or 0 before */
} QuintetBoardImageChoice;

/* The file chosen (NULL: its name cannot be one), with its format (the
 * file's name may ask for the other one), and the size */
typedef void (*QuintetBoardImageChosen) (GFile      *file,
                                         const char *format,
                                         int         size,
                                         gpointer    user_data);

/* Asks over @window for the format and size (starting at @choice, which
 * then keeps the answer), then for the file, offered as @name with the
 * format's extension; @chosen is called only when a file is chosen, and
 * @user_data must live until then */
void    quintet_board_image_ask  (GtkWindow               *window,
                                  QuintetBoardImageChoice *choice,
                                  const char              *name,
                                  QuintetBoardImageChosen  chosen,
                                  gpointer                 user_data);

G_END_DECLS
