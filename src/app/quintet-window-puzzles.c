/* quintet-window-puzzles.c — the window's puzzle page: win.puzzles (the
 * game id) shows a game's puzzles in the "puzzle" page of the stack; the
 * back button, Escape and Alt+Left go back to the start page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-puzzle-page.h"
#include "quintet-window-private.h"

gboolean
_quintet_window_on_puzzles (QuintetWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "puzzle") == 0;
}

/* The page, built when first asked for */
static QuintetPuzzlePage *
ensure_puzzle_page (QuintetWindow *self)
{
  if (self->puzzle_page == NULL)
    {
      self->puzzle_page = quintet_puzzle_page_new ();
      quintet_puzzle_page_set_settings (QUINTET_PUZZLE_PAGE (self->puzzle_page), self->settings);
      quintet_puzzle_page_set_sound (QUINTET_PUZZLE_PAGE (self->puzzle_page), self->sound);
      gtk_stack_add_named (self->stack, self->puzzle_page, "puzzle");
    }
  return QUINTET_PUZZLE_PAGE (self->puzzle_page);
}

/* The header's title on the puzzle page: TRUE when it is shown */
gboolean
_quintet_window_puzzles_title (QuintetWindow *self)
{
  const char *name;

  if (!_quintet_window_on_puzzles (self))
    return FALSE;
  name = quintet_puzzle_page_get_game_name (QUINTET_PUZZLE_PAGE (self->puzzle_page));
  /* as the lessons: the game, and what of it */
  adw_window_title_set_title (self->window_title, name != NULL ? name : "");
  /* Translators: the window's subtitle over a game's puzzles */
  adw_window_title_set_subtitle (self->window_title, _("Puzzles"));
  gtk_window_set_title (GTK_WINDOW (self), name != NULL ? name : _("Quintet"));
  return TRUE;
}

void
quintet_window_show_puzzles (QuintetWindow *self,
                             const char    *game_id)
{
  QuintetPuzzlePage *page;

  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (game_id != NULL);

  page = ensure_puzzle_page (self);
  quintet_puzzle_page_load (page, game_id);
  _quintet_window_show_page (self, "puzzle");
  gtk_widget_grab_focus (GTK_WIDGET (quintet_puzzle_page_get_board_view (page)));
}

GtkWidget *
quintet_window_get_puzzle_page (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), NULL);

  return self->puzzle_page;
}

static void
puzzles_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  quintet_window_show_puzzles (QUINTET_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
_quintet_window_class_add_puzzles (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.puzzles", "s", puzzles_activated);
}
