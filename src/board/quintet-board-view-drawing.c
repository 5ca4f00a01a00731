/* quintet-board-view-drawing.c — where the board stands in the widget
 * (its cells' centres, its bounds, the size it asks for) and the frame
 * it hands the painter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-board-view-private.h"
#include "quintet-painter.h"
#include "quintet-theme-manager.h"

#define MIN_BOARD_SIZE 120
#define NATURAL_BOARD_SIZE 480
#define SIDE_GAP 4            /* between the board and its side widget */

/* ---- geometry helpers ---- */

gboolean
quintet_board_view_get_cell_center (QuintetBoardView *self,
                                    QuintetCell       cell,
                                    double           *x,
                                    double           *y)
{
  const QuintetGeometry *geometry;
  double scale, offset_x, offset_y;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  if (self->game == NULL || cell >= self->n_cells)
    return FALSE;

  geometry = quintet_game_get_geometry (self->game);
  quintet_painter_get_transform (geometry,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 &scale, &offset_x, &offset_y);
  if (x)
    *x = offset_x + geometry->cells[cell].x * scale;
  if (y)
    *y = offset_y + geometry->cells[cell].y * scale;
  /* Flipped: the half turn about the centre of the widget */
  if (self->flipped && x)
    *x = gtk_widget_get_width (GTK_WIDGET (self)) - *x;
  if (self->flipped && y)
    *y = gtk_widget_get_height (GTK_WIDGET (self)) - *y;
  return TRUE;
}

gboolean
quintet_board_view_get_board_bounds (QuintetBoardView *self,
                                     graphene_rect_t  *bounds)
{
  const QuintetGeometry *geometry;
  double scale, offset_x, offset_y;

  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (self->game == NULL)
    return FALSE;

  geometry = quintet_game_get_geometry (self->game);
  quintet_painter_get_transform (geometry,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 &scale, &offset_x, &offset_y);
  graphene_rect_init (bounds, offset_x, offset_y, geometry->width * scale, geometry->height * scale);
  return TRUE;
}

/* ---- drawing and size ---- */

static void
mark_cell (QuintetMove *marked,
           QuintetCell  cell)
{
  if (memchr (marked->path, cell, marked->length) == NULL && marked->length < QUINTET_MOVE_MAX_PATH)
    marked->path[marked->length++] = cell;
}

/* The cells that show the last turn: its clicks and every square a piece
 * left or reached (all checkers of an ordo, both parts of a turn), once. */
static void
mark_last_turn (QuintetBoardView *self,
                guint             ply,
                QuintetMove      *marked)
{
  const QuintetMove *turn = quintet_game_get_turn (self->game, ply - 1);
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  guint n_motions = quintet_game_path_motions (self->game, quintet_game_get_position_at (self->game, ply - 1),
                                               turn->path, turn->length, motions, G_N_ELEMENTS (motions));

  *marked = (QuintetMove) { .length = 0 };
  for (guint i = 0; i < turn->length; i++)
    mark_cell (marked, turn->path[i]);
  for (guint i = 0; i < n_motions; i++)
    {
      mark_cell (marked, motions[i].from);
      mark_cell (marked, motions[i].to);
    }
}

void
quintet_board_view_draw_position (QuintetBoardView *self,
                                  cairo_t          *cr,
                                  double            width,
                                  double            height)
{
  const QuintetGeometry *geometry;
  g_autofree QuintetCellView *cells = NULL;
  QuintetRenderModel model;
  QuintetMove last_turn;
  guint ply;

  g_return_if_fail (QUINTET_IS_BOARD_VIEW (self));
  g_return_if_fail (self->game != NULL);

  geometry = quintet_game_get_geometry (self->game);
  ply = _quintet_board_view_shown_ply (self);
  if (ply > 0)
    mark_last_turn (self, ply, &last_turn);
  cells = g_new0 (QuintetCellView, geometry->n_cells);
  quintet_game_describe_position (self->game, quintet_game_get_position_at (self->game, ply), cells);

  quintet_render_model_init (&model, geometry, cells);
  model.side_styles[0] = quintet_game_get_side_style (self->game, QUINTET_SIDE_0);
  model.side_styles[1] = quintet_game_get_side_style (self->game, QUINTET_SIDE_1);
  model.show_coordinates = self->show_coordinates;
  model.flipped = self->flipped;
  model.last_turn = ply > 0 ? &last_turn : NULL;
  /* an export: in the board's theme, always in light style (paper) */
  model.theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());
  quintet_painter_draw (cr, width, height, &model);
}

static void
quintet_board_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  QuintetRenderModel model;
  QuintetMove last_turn;
  guint ply;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  ply = _quintet_board_view_shown_ply (self);
  if (ply > 0)
    mark_last_turn (self, ply, &last_turn);

  quintet_render_model_init (&model, quintet_game_get_geometry (self->game), self->cells);
  model.side_styles[0] = quintet_game_get_side_style (self->game, QUINTET_SIDE_0);
  model.side_styles[1] = quintet_game_get_side_style (self->game, QUINTET_SIDE_1);
  model.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  model.theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());
  model.show_coordinates = self->show_coordinates;
  model.flipped = self->flipped;
  model.last_turn = ply > 0 ? &last_turn : NULL;
  model.suggested = self->has_hint ? &self->hint : NULL;
  model.hint_motions = self->hint_motions;
  model.n_hint_motions = self->has_hint ? self->n_hint_motions : 0;
  model.hint_path = self->has_hint_path ? &self->hint_path : NULL;
  model.hint_path_motions = self->hint_path_motions;
  model.n_hint_path_motions = self->n_hint_path_motions;
  model.hint_path_placement = self->hint_path_placement;
  model.hint_placement = self->hint_placement;
  model.ghosts = self->ghosts;
  model.n_ghosts = self->n_ghosts;
  model.lifting = self->lifting && self->press_cell != QUINTET_NO_CELL;
  model.lifted = self->press_cell;
  model.lifted_x = self->lifted_x;
  model.lifted_y = self->lifted_y;
  model.selected = self->marks;
  model.n_selected = self->n_selection;
  model.highlighted = self->show_legal_moves ? self->highlighted : NULL;
  model.focus = gtk_widget_has_focus (widget) && quintet_board_view_get_focus_visible (self) ? self->focus : QUINTET_NO_CELL;
  model.scale_factor = gtk_widget_get_scale_factor (widget);
  if (self->animating)
    {
      model.anim_before = self->anim_before;
      model.motions = self->motions;
      model.n_motions = self->n_motions;
      model.anim_progress = self->anim_progress;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  quintet_painter_draw (cr, width, height, &model);
  cairo_destroy (cr);
  if (self->side_widget != NULL)
    gtk_widget_snapshot_child (widget, self->side_widget, snapshot);
}

/* The board keeps its shape when drawn (centred): asked for one side, it
 * wants the other in its proportions; its minimum is small, so that the
 * board never makes a window larger than it is given. */
static GtkSizeRequestMode
quintet_board_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
quintet_board_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  double aspect = 1.0;

  if (self->game != NULL)
    {
      const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

      aspect = orientation == GTK_ORIENTATION_HORIZONTAL
             ? geometry->width / geometry->height
             : geometry->height / geometry->width;
    }

  *minimum = (int) ceil (MIN_BOARD_SIZE * MAX (aspect, 1.0));
  /* Across, the board takes what is left (it expands): beside it the
   * side panel gets its width first */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
  else if (for_size > 0)
    *natural = MAX (*minimum, (int) floor (for_size * aspect));
  else
    *natural = (int) ceil (NATURAL_BOARD_SIZE * MAX (aspect, 1.0));
}

static void
quintet_board_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  QuintetBoardView *self = QUINTET_BOARD_VIEW (widget);
  graphene_rect_t board;

  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
  if (self->side_widget != NULL && gtk_widget_get_visible (self->side_widget) &&
      quintet_board_view_get_board_bounds (self, &board))
    {
      int side_width;

      gtk_widget_measure (self->side_widget, GTK_ORIENTATION_HORIZONTAL, -1, &side_width, NULL, NULL, NULL);
      /* just left of the board's edge, in the view or in its margin */
      gtk_widget_size_allocate (self->side_widget,
                                &(GtkAllocation) { (int) floor (board.origin.x) - side_width - SIDE_GAP,
                                                   (int) floor (board.origin.y), side_width,
                                                   MAX (1, (int) board.size.height) },
                                -1);
    }
}

void
_quintet_board_view_class_init_drawing (GtkWidgetClass *widget_class)
{
  widget_class->snapshot = quintet_board_view_snapshot;
  widget_class->get_request_mode = quintet_board_view_get_request_mode;
  widget_class->measure = quintet_board_view_measure;
  widget_class->size_allocate = quintet_board_view_size_allocate;
}
