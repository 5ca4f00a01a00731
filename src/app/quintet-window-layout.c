/* quintet-window-layout.c — the window's size: when the game page chooses
 * its layout (quintet-game-page.c), the header bar's short forms, and the
 * size kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-window-private.h"

/* Below this width the New Game button is an icon: the header bar fits a
 * phone-sized window with New Game in it (issue 39); below the game page's
 * most compact width, the title gives way. */
#define NARROW_WIDTH 720

/* The board's width / height */
static double
board_aspect (QuintetWindow *self)
{
  const QuintetGeometry *geometry;

  if (self->game == NULL)
    return 1.0;
  geometry = quintet_game_get_geometry (self->game);
  return geometry->width / geometry->height;
}

/* The game page lays itself out (quintet-game-page.c); the window fills
 * what follows the layout. */
static void
apply_game_layout (QuintetWindow *self)
{
  quintet_game_page_apply_layout (self->game_page, gtk_widget_get_width (GTK_WIDGET (self)));
  _quintet_window_update_analysis_panel (self);
  if (self->game != NULL)
    {
      _quintet_window_update_players (self);
      _quintet_window_update_marks_note (self);
    }
}

/* The main menu of the page shown */
static GMenuModel *
page_menu (QuintetWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  return g_strcmp0 (page, "lesson") == 0 || g_strcmp0 (page, "puzzle") == 0 ? G_MENU_MODEL (self->page_menu)
                                                                              : self->primary_menu;
}

/* The menus' popovers are built when first opened (both together cost
 * start-up 3 ms, issue 39) */
static void
create_menu_popup (GtkMenuButton *button,
                   gpointer       user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  gtk_menu_button_set_menu_model (button, button == self->menu_button ? page_menu (self) : self->game_menu);
}

void
_quintet_window_init_header (QuintetWindow *self)
{
  gtk_menu_button_set_create_popup_func (self->menu_button, create_menu_popup, self, NULL);
  gtk_menu_button_set_create_popup_func (self->game_menu_button, create_menu_popup, self, NULL);
}

/* The header bar for the page shown and the window's width. On a phone
 * (360 px), the game page's bar holds New Game, Undo and Redo, the menus
 * and the window's buttons (three of them on some desktops): the title
 * gives way, its least width (five letters) would make the window wider
 * than the phone. The board shows the game, and the window keeps its
 * title for the desktop and screen readers. */
void
_quintet_window_update_header (QuintetWindow *self)
{
  gboolean game_page = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;
  GMenuModel *menu = gtk_menu_button_get_menu_model (self->menu_button);

  if (self->narrow)
    {
      gtk_button_set_icon_name (GTK_BUTTON (self->new_game_button), "list-add-symbolic");
      /* Translators: the name of the New Game button when it shows an icon */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->new_game_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("New Game"), -1);
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->new_game_button), _("_New Game"));
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->new_game_button), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
  gtk_widget_set_visible (self->new_game_button, game_page);
  gtk_widget_set_visible (self->undo_redo_box, game_page);
  gtk_widget_set_visible (GTK_WIDGET (self->game_menu_button), game_page);
  /* The lessons and puzzles have no game menu: their game's rules come
   * first in the main menu. (A new model builds the whole popover again:
   * only one already built is changed.) */
  if (menu != NULL && menu != page_menu (self))
    gtk_menu_button_set_menu_model (self->menu_button, page_menu (self));
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !(game_page && self->tiny));
}

void
_quintet_window_apply_layout (QuintetWindow *self)
{
  if (self->game_page != NULL)
    apply_game_layout (self);
  _quintet_window_update_header (self);
}

static gboolean
update_layout_idle (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->layout_idle = 0;
  _quintet_window_apply_layout (self);

  return G_SOURCE_REMOVE;
}

/* Chooses the layout for a window of @width (inside its frame) and a
 * page of @height. Returns whether it changed. */
static gboolean
choose_layout_for (QuintetWindow *self,
                   int            width,
                   int            height)
{
  gboolean narrow = width < NARROW_WIDTH, tiny = width < QUINTET_GAME_PAGE_TINY_WIDTH;
  gboolean changed = narrow != self->narrow || tiny != self->tiny;

  self->narrow = narrow;
  self->tiny = tiny;
  if (self->game_page != NULL &&
      quintet_game_page_choose_layout (self->game_page, width, height, board_aspect (self)))
    changed = TRUE;
  return changed;
}

/* Chooses the layout for the page's size now; a change is applied on
 * the next main loop iteration: changing the layout while allocating
 * would resize in the middle of a resize. */
void
_quintet_window_update_layout (QuintetWindow *self)
{
  if (choose_layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)),
                         gtk_widget_get_height (GTK_WIDGET (self->stack))) &&
      self->layout_idle == 0)
    self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_layout_idle, self, NULL);
}

/* Asked for a new size (by the program, the saved settings, or the window
 * manager): the layout for that size comes first. Chosen after the new
 * size, the old layout's minimum could make the window larger than asked
 * (wide, the header bar and the panel beside the board ask for more than
 * a phone's width), and GTK keeps that larger size. */
static void
default_size_changed_cb (QuintetWindow *self)
{
  int width, height;
  double frame_x = 0, frame_y = 0;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0 || height <= 0 || !gtk_widget_get_realized (GTK_WIDGET (self)))
    return;

  /* The surface's size, less the window's frame and the header bar */
  gtk_native_get_surface_transform (GTK_NATIVE (self), &frame_x, &frame_y);
  width -= 2 * (int) frame_x;
  height -= 2 * (int) frame_y +
            (gtk_widget_get_height (GTK_WIDGET (self)) - gtk_widget_get_height (GTK_WIDGET (self->stack)));
  if (choose_layout_for (self, width, height))
    {
      g_clear_handle_id (&self->layout_idle, g_source_remove);
      _quintet_window_apply_layout (self);
    }
}

/* ---- the window's size, kept between runs ---- */

/* The size the window had when last closed; the layout follows each
 * change of it from then on. */
void
_quintet_window_restore_size (QuintetWindow *self)
{
  int width, height;
  gboolean maximized;

  quintet_settings_get_window_size (self->settings, &width, &height, &maximized);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (maximized)
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed_cb), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed_cb), NULL);
}

void
_quintet_window_save_size (QuintetWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  quintet_settings_set_window_size (self->settings, width, height,
                                    gtk_window_is_maximized (window));
}
