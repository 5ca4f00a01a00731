/* quintet-card-grid.h — the layout of the start page's game cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* For the box of cards: each card's thumbnail as large as the page allows */
GtkLayoutManager *quintet_card_grid_layout_new (void);

G_END_DECLS
