/* quintet-card-grid.c — the start page's grid of game cards: every card
 * in view where the page is tall enough, in rows that differ by at most
 * one card, each row centred; as many columns as keep the cards
 * comfortably large, else the columns that make them largest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-card-grid.h"
#include "quintet-thumbnail.h"

/* A card's width: never narrower (then the page scrolls), never wider. */
#define CARD_MIN_WIDTH 120
#define CARD_MAX_WIDTH 300
/* Cards at least this wide fill the width in one row rather than growing
 * in fewer, larger rows. */
#define CARD_COMFORTABLE_WIDTH 180
#define CARD_SPACING 18

typedef struct {
  guint columns;
  guint rows;
  int   card_width;
  int   card_height;
} CardPlan;

/* The height of the tallest card at this width. */
static int
card_height_for_width (GtkWidget *grid,
                       int        width)
{
  int height = 0;

  for (GtkWidget *card = gtk_widget_get_first_child (grid); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    {
      int card_minimum;

      gtk_widget_measure (card, GTK_ORIENTATION_VERTICAL, width, &card_minimum, NULL, NULL, NULL);
      height = MAX (height, card_minimum);
    }

  return height;
}

static guint
count_cards (GtkWidget *grid)
{
  guint n_cards = 0;

  for (GtkWidget *card = gtk_widget_get_first_child (grid); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    n_cards++;

  return n_cards;
}

static int
card_min_width (GtkWidget *grid)
{
  int width = CARD_MIN_WIDTH;

  for (GtkWidget *card = gtk_widget_get_first_child (grid); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    {
      int card_minimum;

      gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, &card_minimum, NULL, NULL, NULL);
      width = MAX (width, card_minimum);
    }

  return width;
}

/* The plan for these columns: the widest cards the width allows, narrowed
 * (the thumbnail shrinks) until the rows fit the height, if they can. */
static CardPlan
plan_columns (GtkWidget *grid,
              guint      n_cards,
              guint      columns,
              int        width,
              int        height)
{
  CardPlan plan = { columns, (n_cards + columns - 1) / columns, 0, 0 };
  int min_width = card_min_width (grid);

  plan.card_width = CLAMP ((width - (int) (columns - 1) * CARD_SPACING) / (int) columns,
                           min_width, CARD_MAX_WIDTH);
  for (guint attempt = 0; attempt < 4; attempt++)
    {
      int overflow;

      plan.card_height = card_height_for_width (grid, plan.card_width);
      overflow = (int) plan.rows * (plan.card_height + CARD_SPACING) - CARD_SPACING - height;
      if (overflow <= 0 || plan.card_width == min_width)
        break;
      /* The thumbnail is as tall as the card is wide. */
      plan.card_width = MAX (min_width, plan.card_width - (overflow + (int) plan.rows - 1) / (int) plan.rows);
    }

  return plan;
}

static gboolean
plan_fits (const CardPlan *plan,
           int             width,
           int             height)
{
  return (int) plan->columns * (plan->card_width + CARD_SPACING) - CARD_SPACING <= width &&
         (int) plan->rows * (plan->card_height + CARD_SPACING) - CARD_SPACING <= height;
}

/* height < 0: any height (the smallest cards, as many columns as fit). */
static CardPlan
plan_cards (GtkWidget *grid,
            int        width,
            int        height)
{
  guint n_cards = count_cards (grid);
  int min_width = card_min_width (grid);
  CardPlan best = { 1, MAX (n_cards, 1), min_width, card_height_for_width (grid, min_width) };
  gboolean best_fits = FALSE;

  for (guint columns = 1; columns <= n_cards; columns++)
    {
      guint rows = (n_cards + columns - 1) / columns;
      CardPlan plan;

      /* Only balanced rows: 2 + 2, not 3 + 1. */
      if ((n_cards + rows - 1) / rows != columns)
        continue;
      if ((int) columns * (min_width + CARD_SPACING) - CARD_SPACING > width)
        break;
      if (height < 0)
        {
          best = (CardPlan) { columns, rows, min_width, card_height_for_width (grid, min_width) };
          continue;
        }
      plan = plan_columns (grid, n_cards, columns, width, height);
      if (plan_fits (&plan, width, height) &&
          (!best_fits || plan.card_width >= MIN (best.card_width, CARD_COMFORTABLE_WIDTH)))
        {
          best = plan;
          best_fits = TRUE;
        }
    }

  return best_fits || height < 0 ? best : plan_cards (grid, width, -1);
}

static void
measure_card_grid (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  CardPlan plan;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = card_min_width (widget);
      *natural = count_cards (widget) * (QUINTET_THUMBNAIL_SIZE + CARD_SPACING);
      return;
    }

  plan = plan_cards (widget, for_size >= 0 ? for_size : (int) count_cards (widget) * (QUINTET_THUMBNAIL_SIZE + CARD_SPACING), -1);
  *minimum = *natural = (int) plan.rows * (plan.card_height + CARD_SPACING) - CARD_SPACING;
}

static void
allocate_card_grid (GtkWidget *widget,
                    int        width,
                    int        height,
                    int        baseline)
{
  CardPlan plan = plan_cards (widget, width, height);
  GtkWidget *card = gtk_widget_get_first_child (widget);
  guint n_cards = count_cards (widget);

  for (guint row = 0; row < plan.rows; row++)
    {
      guint in_row = MIN (plan.columns, n_cards - row * plan.columns);
      int row_width = (int) in_row * (plan.card_width + CARD_SPACING) - CARD_SPACING;
      int x = (width - row_width) / 2;
      int y = (int) row * (plan.card_height + CARD_SPACING);

      for (guint column = 0; column < in_row; column++, card = gtk_widget_get_next_sibling (card))
        gtk_widget_size_allocate (card,
                                  &(GtkAllocation) { x + (int) column * (plan.card_width + CARD_SPACING), y,
                                                     plan.card_width, plan.card_height },
                                  -1);
    }
}

GtkLayoutManager *
quintet_card_grid_layout_new (void)
{
  return gtk_custom_layout_new (NULL, measure_card_grid, allocate_card_grid);
}
