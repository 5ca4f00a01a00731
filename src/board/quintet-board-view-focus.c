/* quintet-board-view-focus.c — the board's keyboard focus cursor and its
 * key bindings, and what screen readers are told about the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "quintet-board-view-private.h"

/* ---- keyboard focus cursor ---- */

static QuintetCell
initial_focus (QuintetBoardView *self)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);
  double cx = geometry->board_x + geometry->board_width / 2;
  /* the edge nearest the player: the top one when flipped */
  double cy = self->flipped ? geometry->board_y : geometry->board_y + geometry->board_height;
  double best_distance = G_MAXDOUBLE;
  QuintetCell best = 0;

  if (self->n_selection > 0)
    return self->selection[self->n_selection - 1];

  /* Start in the middle of the near edge, where the player's pieces are */
  for (guint i = 0; i < geometry->n_cells; i++)
    {
      double distance = hypot (geometry->cells[i].x - cx, geometry->cells[i].y - cy);

      if (distance < best_distance - 1e-9)
        {
          best_distance = distance;
          best = i;
        }
    }
  return best;
}

/* The nearest cell whose centre lies within 45° of the direction. */
static QuintetCell
neighbour_in_direction (const QuintetGeometry *geometry,
                        QuintetCell            from,
                        double                 dx,
                        double                 dy)
{
  const QuintetCellInfo *origin = &geometry->cells[from];
  double best_distance = G_MAXDOUBLE, best_cosine = -1;
  double length = hypot (dx, dy);
  QuintetCell best = QUINTET_NO_CELL;

  for (guint i = 0; i < geometry->n_cells; i++)
    {
      double vx = geometry->cells[i].x - origin->x;
      double vy = geometry->cells[i].y - origin->y;
      double distance = hypot (vx, vy);
      double cosine;

      if (i == from || distance < 1e-9 || length < 1e-9)
        continue;
      cosine = (vx * dx + vy * dy) / (distance * length);
      if (cosine < G_SQRT2 / 2 - 1e-6)
        continue;

      /* Nearest first; among equally near ones the straightest */
      if (distance < best_distance - 1e-6 ||
          (fabs (distance - best_distance) <= 1e-6 && cosine > best_cosine))
        {
          best_distance = distance;
          best_cosine = cosine;
          best = i;
        }
    }
  return best;
}

static void
move_focus (QuintetBoardView *self,
            int               dx,
            int               dy)
{
  QuintetCell next;

  if (self->game == NULL || self->n_cells == 0)
    return;

  if (self->focus >= self->n_cells)
    next = initial_focus (self);
  else
    next = neighbour_in_direction (quintet_game_get_geometry (self->game), self->focus,
                                   self->flipped ? -dx : dx, self->flipped ? -dy : dy);  /* as shown */

  self->focus_from_keyboard = TRUE;
  if (next != QUINTET_NO_CELL)
    self->focus = next;
  _quintet_board_view_set_hover (self, self->focus);
  _quintet_board_view_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether the window shows where the keyboard focus is: the keyboard was
 * used in it last (GTK's focus-visible) */
gboolean
_quintet_board_view_window_focus_visible (QuintetBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root));
}

/* A game just started: the board takes the keyboard focus, its cursor on
 * the cell the arrows start from, so that the keys play from the first
 * turn. The cursor shows only to a player who uses the keyboard, as
 * GTK's focus-visible: at once when the keyboard was used last, else
 * after the first key (never for a player with the mouse alone). */
void
quintet_board_view_show_focus (QuintetBoardView *self)
{
  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->focus >= self->n_cells)
    self->focus = initial_focus (self);
  self->focus_from_keyboard = _quintet_board_view_window_focus_visible (self);
  _quintet_board_view_update_accessible_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
quintet_board_view_get_focus_visible (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  /* the window's focus widget (drawn while the window is active) */
  return gtk_widget_is_focus (GTK_WIDGET (self)) && self->focus_from_keyboard && self->focus < self->n_cells;
}

void
quintet_board_view_use_plain_arrows (QuintetBoardView *self)
{
  static const struct {
    guint key;
    int   dx, dy;
  } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Up, 0, -1 }, { GDK_KEY_Down, 0, 1 },
    { GDK_KEY_KP_Left, -1, 0 }, { GDK_KEY_KP_Right, 1, 0 }, { GDK_KEY_KP_Up, 0, -1 }, { GDK_KEY_KP_Down, 0, 1 },
  };
  GtkEventController *controller;

  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));

  controller = gtk_shortcut_controller_new ();
  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (arrows[i].key, 0),
                                                gtk_named_action_new ("board.move-focus"));

      gtk_shortcut_set_arguments (shortcut, g_variant_new ("(ii)", arrows[i].dx, arrows[i].dy));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

QuintetCell
quintet_board_view_get_focus_cell (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), QUINTET_NO_CELL);

  return self->focus;
}

static void
activate_focus (QuintetBoardView *self)
{
  if (self->game == NULL)
    return;
  if (self->focus >= self->n_cells)
    {
      move_focus (self, 0, 0);
      return;
    }
  self->focus_from_keyboard = TRUE;
  quintet_board_view_click_cell (self, self->focus);
}

static void
move_focus_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  move_focus (QUINTET_BOARD_VIEW (widget), dx, dy);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  activate_focus (QUINTET_BOARD_VIEW (widget));
}

/* Enter ends a turn that could go on; otherwise it clicks like Space. */
static void
finish_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  gboolean can_finish = _quintet_board_view_accepts_input (self) &&
                        self->n_selection > 0 && self->input != NULL &&
                        quintet_turn_input_can_finish (self->input);

  /* …unless the focus is on a cell the turn can go on to */
  if (can_finish && !quintet_board_view_is_highlighted (self, self->focus))
    quintet_board_view_finish_turn (self);
  else
    activate_focus (self);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  quintet_board_view_clear_selection (QUINTET_BOARD_VIEW (widget));
}

/* Escape and Back take back one part of the turn at a time */
static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  quintet_board_view_undo_part (QUINTET_BOARD_VIEW (widget));
}

/* Escape and Back with nothing to take back (no click, no refusal, no
 * popover) go on to the page around the board: back from a puzzle */
static gboolean
back_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);

  if (self->n_selection == 0 && self->refusal == NULL &&
      (self->popover == NULL || !gtk_widget_get_visible (self->popover)))
    return FALSE;
  quintet_board_view_undo_part (self);
  return TRUE;
}

static void
add_arrow_bindings (GtkWidgetClass *widget_class,
                    guint           key,
                    guint           keypad_key,
                    int             dx,
                    int             dy)
{
  /* Shift: the plain arrows step through the game's history, in the
   * window, even while the board has focus. */
  gtk_widget_class_add_binding_action (widget_class, key, GDK_SHIFT_MASK,
                                       "board.move-focus", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_key, GDK_SHIFT_MASK,
                                       "board.move-focus", "(ii)", dx, dy);
}

void
_quintet_board_view_install_keyboard_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move-focus", "(ii)", move_focus_action);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "board.finish", NULL, finish_action);
  gtk_widget_class_install_action (widget_class, "board.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "board.back", NULL, back_action);

  add_arrow_bindings (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_arrow_bindings (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_arrow_bindings (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_arrow_bindings (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.finish", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.finish", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "board.finish", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, back_key_cb, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "board.back", NULL);
}

/* ---- accessibility ---- */

/* OV-4 marks pieces one by one: the whole column, its top piece, or some
 * pieces inside it may be unable to move. */
static void
append_frozen (GString               *text,
               const QuintetCellView *view)
{
  guint height = MIN (view->height, QUINTET_MAX_STACK);
  guint all = (1u << height) - 1;
  guint frozen = view->frozen & all;
  guint count = 0;

  if (frozen == 0)
    return;
  if (frozen == all)
    {
      g_string_append_printf (text, ", %s", height > 1 ? _("no piece can move this turn")
                                                       : _("cannot move this turn"));
      return;
    }
  if (frozen == 1u << (height - 1))
    {
      g_string_append_printf (text, ", %s", _("top piece cannot move this turn"));
      return;
    }
  for (guint i = 0; i < height; i++)
    count += (frozen >> i) & 1;
  g_string_append (text, ", ");
  /* Translators: pieces inside a column that may not move (Overlord's three-move rule) */
  g_string_append_printf (text, ngettext ("%u piece cannot move this turn",
                                          "%u pieces cannot move this turn", count), count);
}

/* The colours of a column from the bottom, when it mixes them: a
 * captured piece inside it is as plain to hear as to see. */
static void
append_layers (QuintetBoardView      *self,
               GString               *text,
               const QuintetCellView *view)
{
  guint height = MIN (view->height, QUINTET_MAX_STACK);
  gboolean mixed = FALSE;

  for (guint i = 1; i < height; i++)
    mixed |= view->stack[i] != view->stack[0];
  if (!mixed)
    return;

  g_string_append (text, " (");
  for (guint i = 0; i < height; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                            _(quintet_game_get_side_name (self->game, view->stack[i] ? 1 : 0)));
  /* Translators: ends a list of the pieces of a column, e.g. "(Red, White, White from the bottom)" */
  g_string_append_printf (text, " %s)", _("from the bottom"));
}

static char *
describe_piece (QuintetBoardView      *self,
                const QuintetCellView *view)
{
  const char *side = _(quintet_game_get_side_name (self->game, view->stack[view->height - 1] ? 1 : 0));
  const char *kind;
  GString *text = g_string_new (NULL);

  if (view->flags & QUINTET_PIECE_KING)
    kind = _("king");
  else if (view->flags & QUINTET_PIECE_OFFICER)
    kind = _("officer");
  else
    kind = _("piece");

  if (view->height > 1)
    {
      /* Translators: a column of pieces, e.g. "stack of 3, White on top" */
      g_string_append_printf (text, ngettext ("stack of %u, %s on top", "stack of %u, %s on top", view->height),
                              view->height, side);
      append_layers (self, text, view);
    }
  else
    /* Translators: a side and a piece, e.g. "White piece" */
    g_string_append_printf (text, _("%s %s"), side, kind);

  if (view->height > 1 && (view->flags & (QUINTET_PIECE_KING | QUINTET_PIECE_OFFICER)))
    g_string_append_printf (text, ", %s", kind);
  if (view->flags & QUINTET_PIECE_INACTIVE)
    g_string_append_printf (text, ", %s", _("inactive"));
  if (view->flags & QUINTET_PIECE_HALF)
    g_string_append_printf (text, ", %s", _("half strength"));
  append_frozen (text, view);

  return g_string_free (text, FALSE);
}

/**
 * quintet_board_view_describe_cell:
 *
 * Returns: (transfer full): the cell's name and contents, e.g.
 * "e4, White piece", as read to screen reader users.
 */
char *
quintet_board_view_describe_cell (QuintetBoardView *self,
                                  QuintetCell       cell)
{
  const QuintetGeometry *geometry;
  const QuintetCellView *view;
  g_autofree char *contents = NULL;
  GString *text;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  if (self->game == NULL || cell >= self->n_cells)
    return NULL;

  geometry = quintet_game_get_geometry (self->game);
  view = &self->cells[cell];
  contents = view->height > 0 ? describe_piece (self, view) : g_strdup (_("empty"));
  text = g_string_new (NULL);
  g_string_append_printf (text, "%s, %s", geometry->cells[cell].name, contents);

  for (guint i = 0; i < self->n_selection; i++)
    if (self->selection[i] == cell)
      g_string_append_printf (text, ", %s", _("selected"));
  if (quintet_board_view_is_highlighted (self, cell))
    g_string_append_printf (text, ", %s", _("can be chosen"));

  return g_string_free (text, FALSE);
}

void
_quintet_board_view_update_accessible_description (QuintetBoardView *self)
{
  g_autofree char *cell = NULL;
  g_autofree char *description = NULL;
  const char *guidance = quintet_board_view_get_guidance (self);

  if (self->game != NULL && self->focus < self->n_cells)
    cell = quintet_board_view_describe_cell (self, self->focus);

  /* The status line too, so that a screen reader hears what comes next
   * and why a click was refused */
  if (cell != NULL && *guidance != '\0')
    /* Translators: a cell, then the status line: "e2, White piece. Choose where it goes" */
    description = g_strdup_printf (_("%s. %s"), cell, guidance);
  else
    description = g_strdup (cell != NULL ? cell : guidance);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description,
                                  -1);
}

void
_quintet_board_view_update_accessible_label (QuintetBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->game != NULL)
    /* Translators: the board's accessible name, e.g. "Pressman board" */
    label = g_strdup_printf (_("%s board"), quintet_game_get_name (self->game));
  else
    label = g_strdup (_("Board"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}
