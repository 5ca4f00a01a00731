/* quintet-menu-tooltips.h — a menu button's tooltip is hidden while its
 * popover is open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From then on, every menu button of the program keeps its tooltip out
 * of sight while its popover is open ("Choose a Lesson" never covers the
 * lessons); once is enough, more calls do nothing. */
void quintet_menu_tooltips_install (void);

G_END_DECLS
