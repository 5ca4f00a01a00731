/* quintet-puzzle-layout.c — the puzzle page's layout: the board takes
 * what the panel leaves. The panel goes beside the board or below it,
 * whichever leaves the larger board. The page's first child is the
 * board, the second the panel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-puzzle-layout.h"

/* The least the board keeps beside or above the panel */
#define MIN_BOARD 160
/* The panel's width beside the board: the same whatever it says, so
 * that the board stays in place */
#define SIDE_PANEL_WIDTH 330

struct _QuintetPuzzleLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetPuzzleLayout, quintet_puzzle_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkWidget *
get_board (GtkWidget *page)
{
  return gtk_widget_get_first_child (page);
}

static GtkWidget *
get_panel (GtkWidget *page)
{
  return gtk_widget_get_next_sibling (get_board (page));
}

static void
panel_size (GtkWidget      *page,
            GtkOrientation  orientation,
            int             for_size,
            int            *minimum,
            int            *natural)
{
  gtk_widget_measure (get_panel (page), orientation, for_size, minimum, natural, NULL, NULL);
}

/* As a widget's own measure: no trade of width for height (the panel's
 * height is asked for a width of its own choosing, in measure) */
static GtkSizeRequestMode
quintet_puzzle_layout_get_request_mode (GtkLayoutManager *manager,
                                        GtkWidget        *page)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
quintet_puzzle_layout_measure (GtkLayoutManager *manager,
                               GtkWidget        *page,
                               GtkOrientation    orientation,
                               int               for_size,
                               int              *minimum,
                               int              *natural,
                               int              *minimum_baseline,
                               int              *natural_baseline)
{
  int panel_min, panel_nat;

  /* at the least: the panel below a small board */
  panel_size (page, orientation, -1, &panel_min, &panel_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (panel_min, MIN_BOARD);
      *natural = MAX (panel_nat, MIN_BOARD) + 400;
    }
  else
    {
      int width_min, width_nat;

      panel_size (page, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat);
      panel_size (page, orientation, for_size > 0 ? MAX (for_size, width_min) : -1, &panel_min, &panel_nat);
      *minimum = panel_min + MIN_BOARD;
      *natural = panel_nat + 400;
    }
}

static void
quintet_puzzle_layout_allocate (GtkLayoutManager *manager,
                                GtkWidget        *page,
                                int               width,
                                int               height,
                                int               baseline)
{
  int width_min, width_nat, side_width, below_height, dummy, board_side, board_below;
  GtkAllocation board, panel;

  panel_size (page, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat);
  side_width = MAX (SIDE_PANEL_WIDTH, width_min);
  panel_size (page, GTK_ORIENTATION_VERTICAL, MAX (width, width_min), &dummy, &below_height);
  board_side = MIN (width - side_width, height);
  board_below = MIN (width, height - below_height);

  /* The panel's lines start at its top (the .ui), beside or below the
   * board, so a longer line moves only what is under it */
  if (board_side > board_below)
    {
      board = (GtkAllocation) { 0, 0, width - side_width, height };
      panel = (GtkAllocation) { width - side_width, 0, side_width, height };
    }
  else
    {
      board = (GtkAllocation) { 0, 0, width, MAX (height - below_height, 0) };
      panel = (GtkAllocation) { 0, board.height, width, height - board.height };
    }
  gtk_widget_size_allocate (get_board (page), &board, -1);
  gtk_widget_size_allocate (get_panel (page), &panel, -1);
}

static void
quintet_puzzle_layout_class_init (QuintetPuzzleLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = quintet_puzzle_layout_get_request_mode;
  layout_class->measure = quintet_puzzle_layout_measure;
  layout_class->allocate = quintet_puzzle_layout_allocate;
}

static void
quintet_puzzle_layout_init (QuintetPuzzleLayout *self)
{
}
