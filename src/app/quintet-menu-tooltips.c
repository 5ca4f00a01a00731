/* quintet-menu-tooltips.c — a menu button's tooltip is hidden while its
 * popover is open
 *
 * GTK 4.8 shows a menu button's tooltip over its open popover when the
 * pointer rests on the button (the tooltip names the menu the player is
 * already looking at, and covers its first items). Every menu button of
 * the window, the lesson and puzzle pages and the move list has one, in
 * templates of their own: rather than each page watching its buttons,
 * one hook watches every popover of a menu button as it opens and
 * closes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-menu-tooltips.h"

/* Set on a menu button whose tooltip this file turned off */
#define QUIETED_KEY "quintet-tooltip-quieted"

/* The menu button @widget is the popover of, or NULL */
static GtkWidget *
menu_button_of (GtkWidget *widget)
{
  GtkWidget *parent;

  if (!GTK_IS_POPOVER (widget))
    return NULL;
  parent = gtk_widget_get_parent (widget);
  return GTK_IS_MENU_BUTTON (parent) ? parent : NULL;
}

static gboolean
popover_shown_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               user_data)
{
  GtkWidget *button = menu_button_of (g_value_get_object (&values[0]));

  if (button != NULL && gtk_widget_get_has_tooltip (button))
    {
      g_object_set_data (G_OBJECT (button), QUIETED_KEY, GINT_TO_POINTER (TRUE));
      /* (a tooltip up at the click went with the press) */
      gtk_widget_set_has_tooltip (button, FALSE);
    }
  return TRUE;
}

static gboolean
popover_hidden_hook (GSignalInvocationHint *hint,
                     guint                  n_values,
                     const GValue          *values,
                     gpointer               user_data)
{
  GtkWidget *button = menu_button_of (g_value_get_object (&values[0]));

  if (button != NULL && g_object_get_data (G_OBJECT (button), QUIETED_KEY) != NULL)
    {
      g_object_set_data (G_OBJECT (button), QUIETED_KEY, NULL);
      gtk_widget_set_has_tooltip (button, TRUE);
    }
  return TRUE;
}

void
quintet_menu_tooltips_install (void)
{
  static gsize installed;

  if (g_once_init_enter (&installed))
    {
      g_autoptr(GTypeClass) widget_class = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("show", GTK_TYPE_WIDGET), 0, popover_shown_hook, NULL, NULL);
      g_signal_add_emission_hook (g_signal_lookup ("hide", GTK_TYPE_WIDGET), 0, popover_hidden_hook, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
}
