/* quintet-start-page.c — the games to choose from, as cards with a board thumbnail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "quintet-clock.h"
#include "quintet-lesson.h"
#include "quintet-online.h"
#include "quintet-painter.h"
#include "quintet-puzzle.h"
#include "quintet-registry.h"
#include "quintet-start-page.h"
#include "quintet-theme-manager.h"

/* A thumbnail's natural size; it is drawn at the size a card shows it. */
#define THUMBNAIL_SIZE 220
/* A card's width: never narrower (then the page scrolls), never wider. */
#define CARD_MIN_WIDTH 120
#define CARD_MAX_WIDTH 300
/* Cards at least this wide fill the width in one row rather than growing
 * in fewer, larger rows. */
#define CARD_COMFORTABLE_WIDTH 180
#define CARD_SPACING 18
#define CARD_CONTENT_SPACING 6
/* Unfinished games listed before "Show All": the most recent few, so that
 * they never push the game chooser out of the window */
#define UNFINISHED_SHOWN 3
/* An unfinished game's position, beside its description */
#define ROW_THUMBNAIL_SIZE 48

struct _QuintetStartPage
{
  GtkWidget   parent_instance;

  GtkWidget  *card_grid;
  GtkWidget  *unfinished_box;
  GtkListBox *unfinished_list;
  GtkWidget  *show_all_button;
  GPtrArray  *pictures;   /* redrawn when the style turns light or dark */
  GPtrArray  *row_pictures;   /* the unfinished games', as pictures, held */
  gboolean    show_all;
  /* Online play (issue 33) */
  GtkWidget     *online_box;
  GtkLabel      *online_summary;
  GtkWidget     *decline_all_button;
  GtkLabel      *online_status;   /* the connection, when it is not up */
  GtkListBox    *online_list;
  QuintetOnline *online;          /* NULL without an account */
  GPtrArray     *online_games;    /* the games whose changes rebuild the rows */
  GPtrArray     *online_pictures;
  guint          online_idle;
  gboolean       online_stale;    /* every row to be made again */
  GHashTable    *online_rows;     /* game id → its row */
  GHashTable    *online_pending;  /* the games whose rows are made again soon */
  GHashTable    *online_hidden;   /* the ids of games being removed (with Undo) */
  /* The player's progress on the cards, and the lessons offered to a
   * newcomer (issue 39) */
  QuintetSettings *settings;
  GtkRevealer     *lessons_banner;
  GtkWidget       *lessons_banner_button;
  GHashTable      *puzzle_totals;   /* game id → its number of puzzles, once read */
  GCancellable    *cancellable;     /* the puzzle files being read */
  gboolean         totals_asked;
};

G_DEFINE_FINAL_TYPE (QuintetStartPage, quintet_start_page, GTK_TYPE_WIDGET)

enum {
  GAME_CHOSEN,
  RESUME_CHOSEN,
  REMOVE_CHOSEN,
  REMOVE_ALL_CHOSEN,
  ONLINE_GAME_CHOSEN,
  INVITATION_ANSWERED,
  REMOVE_ONLINE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- a thumbnail: a game's board, drawn when a frame first shows it and
 * at the size it is shown (sharp at any size and scale; nothing is drawn
 * before the window's first frame needs it) ---- */

#define QUINTET_TYPE_THUMBNAIL (quintet_thumbnail_get_type ())
G_DECLARE_FINAL_TYPE (QuintetThumbnail, quintet_thumbnail, QUINTET, THUMBNAIL, GObject)

struct _QuintetThumbnail
{
  GObject          parent_instance;

  QuintetGame     *game;
  QuintetCellView *cells;
  gboolean         dark;
  QuintetBoardTheme theme;
  int              size;     /* of its natural square */
  gboolean         square;   /* the board centred in a square, not its own shape */
  GskRenderNode   *node;   /* the last drawing, kept while its size is asked again */
};

static void quintet_thumbnail_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (QuintetThumbnail, quintet_thumbnail, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, quintet_thumbnail_paintable_init))

static void
quintet_thumbnail_snapshot (GdkPaintable *paintable,
                            GdkSnapshot  *snapshot,
                            double        width,
                            double        height)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  graphene_rect_t node_bounds;

  if (self->node != NULL)
    gsk_render_node_get_bounds (self->node, &node_bounds);
  if (self->node == NULL || !graphene_rect_equal (&node_bounds, &bounds))
    {
      GtkSnapshot *drawing = gtk_snapshot_new ();
      cairo_t *cr = gtk_snapshot_append_cairo (drawing, &bounds);
      QuintetGame *game = self->game;
      QuintetRenderModel model;

      quintet_render_model_init (&model, quintet_game_get_geometry (game), self->cells);
      model.side_styles[0] = quintet_game_get_side_style (game, QUINTET_SIDE_0);
      model.side_styles[1] = quintet_game_get_side_style (game, QUINTET_SIDE_1);
      model.dark = self->dark;
      model.theme = self->theme;
      model.show_coordinates = FALSE;
      quintet_painter_draw (cr, width, height, &model);
      cairo_destroy (cr);

      g_clear_pointer (&self->node, gsk_render_node_unref);
      self->node = gtk_snapshot_free_to_node (drawing);
    }
  gtk_snapshot_append_node (GTK_SNAPSHOT (snapshot), self->node);
}

/* The board's proportions, within its natural square. */
static int
quintet_thumbnail_get_intrinsic_width (GdkPaintable *paintable)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

  return geometry->width >= geometry->height || self->square ? self->size
                                             : (int) (self->size * geometry->width / geometry->height);
}

static int
quintet_thumbnail_get_intrinsic_height (GdkPaintable *paintable)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (paintable);
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);

  return geometry->height >= geometry->width || self->square ? self->size
                                             : (int) (self->size * geometry->height / geometry->width);
}

static GdkPaintableFlags
quintet_thumbnail_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE;
}

static void
quintet_thumbnail_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = quintet_thumbnail_snapshot;
  iface->get_intrinsic_width = quintet_thumbnail_get_intrinsic_width;
  iface->get_intrinsic_height = quintet_thumbnail_get_intrinsic_height;
  iface->get_flags = quintet_thumbnail_get_flags;
}

static void
quintet_thumbnail_finalize (GObject *object)
{
  QuintetThumbnail *self = QUINTET_THUMBNAIL (object);

  g_clear_pointer (&self->node, gsk_render_node_unref);
  g_clear_pointer (&self->cells, g_free);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (quintet_thumbnail_parent_class)->finalize (object);
}

static void
quintet_thumbnail_class_init (QuintetThumbnailClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = quintet_thumbnail_finalize;
}

static void
quintet_thumbnail_init (QuintetThumbnail *self)
{
  self->size = THUMBNAIL_SIZE;
}

/* The style and the board theme it is drawn in */
static void
quintet_thumbnail_set_look (QuintetThumbnail  *self,
                            gboolean           dark,
                            QuintetBoardTheme  theme)
{
  if (self->dark == dark && self->theme == theme)
    return;
  self->dark = dark;
  self->theme = theme;
  g_clear_pointer (&self->node, gsk_render_node_unref);
  gdk_paintable_invalidate_contents (GDK_PAINTABLE (self));
}

GdkPaintable *
quintet_start_page_new_thumbnail (const char *game_id)
{
  QuintetGame *game = quintet_registry_new_game (game_id);
  QuintetThumbnail *self;

  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_THUMBNAIL, NULL);
  self->game = game;
  quintet_game_new_game (game, QUINTET_SIDE_0);
  /* A typical position where the start would not show the game */
  if (quintet_game_get_showcase (game) != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!quintet_game_load_position (game, quintet_game_get_showcase (game), &error))
        g_warning ("the picture of %s: %s", game_id, error->message);
    }
  self->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (game)->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), self->cells);
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  return GDK_PAINTABLE (self);
}

/* @game's position now, as the painter draws it */
static GdkPaintable *
new_position_thumbnail (QuintetGame *game)
{
  QuintetThumbnail *self = g_object_new (QUINTET_TYPE_THUMBNAIL, NULL);

  self->game = g_object_ref (game);
  self->size = ROW_THUMBNAIL_SIZE;
  /* every board's shape in one square: the rows' titles line up */
  self->square = TRUE;
  self->cells = g_new0 (QuintetCellView, quintet_game_get_geometry (game)->n_cells);
  quintet_game_describe_position (game, quintet_game_get_position (game), self->cells);
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  return GDK_PAINTABLE (self);
}

static void
update_pictures (GPtrArray         *pictures,
                 gboolean           dark,
                 QuintetBoardTheme  theme)
{
  for (guint i = 0; i < pictures->len; i++)
    quintet_thumbnail_set_look (QUINTET_THUMBNAIL (gtk_picture_get_paintable (g_ptr_array_index (pictures, i))),
                                dark, theme);
}

static void
update_thumbnails (QuintetStartPage *self)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  QuintetBoardTheme theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  update_pictures (self->pictures, dark, theme);
  update_pictures (self->row_pictures, dark, theme);
  update_pictures (self->online_pictures, dark, theme);
}

/* ---- a card's content: a square frame for the thumbnail, as wide as the
 * card, then the name and the description. Every card of a page has the
 * same width, so the frames have one size and the names line up. ---- */

static void
measure_card_content (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GtkWidget *picture = gtk_widget_get_first_child (widget);
  int width = for_size >= 0 ? for_size : THUMBNAIL_SIZE;

  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : width;
  for (GtkWidget *child = gtk_widget_get_next_sibling (picture); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_minimum, child_natural;

      /* A course not finished leaves no gap */
      if (!gtk_widget_get_visible (child))
        continue;

      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (child, orientation, -1, &child_minimum, NULL, NULL, NULL);
          *minimum = MAX (*minimum, child_minimum);
          *natural = MAX (*natural, THUMBNAIL_SIZE);
          continue;
        }
      gtk_widget_measure (child, orientation, width, &child_minimum, &child_natural, NULL, NULL);
      *minimum += CARD_CONTENT_SPACING + child_minimum;
      *natural += CARD_CONTENT_SPACING + child_minimum;
    }
}

static void
allocate_card_content (GtkWidget *widget,
                       int        width,
                       int        height,
                       int        baseline)
{
  GtkWidget *picture = gtk_widget_get_first_child (widget);
  int y = width + CARD_CONTENT_SPACING;

  gtk_widget_size_allocate (picture, &(GtkAllocation) { 0, 0, width, width }, -1);
  for (GtkWidget *child = gtk_widget_get_next_sibling (picture); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_height;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &child_height, NULL, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { 0, y, width, child_height }, -1);
      y += child_height + CARD_CONTENT_SPACING;
    }
}

/* ---- the grid of cards: every card in view where the page is tall
 * enough, in rows that differ by at most one card, each row centred; as
 * many columns as keep the cards comfortably large, else the columns that
 * make them largest. ---- */

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
      *natural = count_cards (widget) * (THUMBNAIL_SIZE + CARD_SPACING);
      return;
    }

  plan = plan_cards (widget, for_size >= 0 ? for_size : (int) count_cards (widget) * (THUMBNAIL_SIZE + CARD_SPACING), -1);
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

static void
card_clicked_cb (GtkButton        *button,
                 QuintetStartPage *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "game-id");

  g_signal_emit (self, signals[GAME_CHOSEN], 0, game_id);
}

/* A card's line when the game's course of lessons is finished */
static GtkWidget *
new_finished_line (void)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (_("Course finished"));

  gtk_widget_set_halign (line, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (line), gtk_image_new_from_icon_name ("object-select-symbolic"));
  /* whole words, on two lines where the card is narrow */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
  gtk_box_append (GTK_BOX (line), label);
  gtk_widget_add_css_class (line, "success");
  gtk_widget_add_css_class (line, "caption-heading");
  gtk_widget_add_css_class (line, "course-finished");
  gtk_widget_set_visible (line, FALSE);
  return line;
}

/* ---- the buttons under a card: side by side, of one width, where the
 * card is wide enough for their words; else one above the other (a
 * language's longer words never cut, nor make the cards wider) ---- */

#define CARD_ACTION_SPACING 6

static GtkSizeRequestMode
card_actions_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The widest button's least width, and how many there are */
static int
card_actions_widest (GtkWidget *widget,
                     guint     *n_buttons)
{
  int widest = 0;

  *n_buttons = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int natural;

      /* at its least: the progress under the name wraps */
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &natural, NULL, NULL, NULL);
      widest = MAX (widest, natural);
      (*n_buttons)++;
    }
  return widest;
}

static gboolean
card_actions_fit_in_row (GtkWidget *widget,
                         int        width)
{
  guint n_buttons;
  int widest = card_actions_widest (widget, &n_buttons);

  return width < 0 || width >= (int) n_buttons * widest + ((int) n_buttons - 1) * CARD_ACTION_SPACING;
}

static void
measure_card_actions (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  gboolean row = orientation == GTK_ORIENTATION_VERTICAL && card_actions_fit_in_row (widget, for_size);
  guint n_buttons = 0, n_children;
  int child_width = -1;

  card_actions_widest (widget, &n_children);
  /* Each button's height at the width it is given: its progress may wrap */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    child_width = row && n_children > 0
                  ? (for_size - ((int) n_children - 1) * CARD_ACTION_SPACING) / (int) n_children
                  : for_size;
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), n_buttons++)
    {
      int child_minimum, child_natural;

      gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_VERTICAL ? child_width : -1,
                          &child_minimum, &child_natural, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          /* at the least one above the other; at best side by side */
          *minimum = MAX (*minimum, child_minimum);
          *natural += child_natural + (n_buttons > 0 ? CARD_ACTION_SPACING : 0);
        }
      else if (row)
        {
          *minimum = MAX (*minimum, child_minimum);
          *natural = MAX (*natural, child_natural);
        }
      else
        {
          *minimum += child_minimum + (n_buttons > 0 ? CARD_ACTION_SPACING : 0);
          *natural += child_natural + (n_buttons > 0 ? CARD_ACTION_SPACING : 0);
        }
    }
}

static void
allocate_card_actions (GtkWidget *widget,
                       int        width,
                       int        height,
                       int        baseline)
{
  gboolean row = card_actions_fit_in_row (widget, width);
  guint n_buttons;
  int y = 0, x = 0, button_width;

  card_actions_widest (widget, &n_buttons);
  button_width = row && n_buttons > 0 ? (width - ((int) n_buttons - 1) * CARD_ACTION_SPACING) / (int) n_buttons
                                      : width;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_height;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, button_width, &child_height, NULL, NULL, NULL);
      if (row)
        {
          gtk_widget_size_allocate (child, &(GtkAllocation) { x, 0, button_width, height }, -1);
          x += button_width + CARD_ACTION_SPACING;
        }
      else
        {
          gtk_widget_size_allocate (child, &(GtkAllocation) { 0, y, width, child_height }, -1);
          y += child_height + CARD_ACTION_SPACING;
        }
    }
}

/* A button in a card's foot: its name, and under it the player's
 * progress ("3 of 12 lessons"), @action_name with the game's id */
static GtkWidget *
new_card_action (const char *label,
                 const char *tooltip,
                 const char *action_name,
                 const char *game_id)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new_with_mnemonic (label);
  GtkWidget *progress = gtk_label_new (NULL);

  gtk_label_set_mnemonic_widget (GTK_LABEL (name), button);
  /* small words: two buttons side by side in a card of a six-card row */
  gtk_widget_add_css_class (name, "caption-heading");
  gtk_widget_add_css_class (progress, "caption");
  gtk_widget_add_css_class (progress, "dim-label");
  gtk_widget_add_css_class (progress, "card-progress");
  /* whole words, on two lines where the card is narrow */
  gtk_label_set_wrap (GTK_LABEL (progress), TRUE);
  gtk_label_set_justify (GTK_LABEL (progress), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (progress), 10);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), progress);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (game_id));
  gtk_widget_add_css_class (button, "card-action");
  return button;
}

/* The label under a card's button's name */
static GtkLabel *
card_action_progress (GtkWidget *button)
{
  return GTK_LABEL (gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (button))));
}

/* The card: the button that starts a game (its picture, name and
 * description) and, in the card's foot, its other ways: the lessons and
 * the puzzles, each with the player's progress. No button in a button:
 * the card is a box holding them. */
static GtkWidget *
new_tile (GtkWidget             *card,
          const QuintetGameInfo *info)
{
  GtkWidget *tile = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *learn = new_card_action (_("_Learn"), _("Learn to play in short lessons"), "win.learn", info->id);
  GtkWidget *puzzles = new_card_action (_("_Puzzles"), _("Solve puzzles of this game"), "win.puzzles", info->id);

  gtk_widget_set_layout_manager (actions, gtk_custom_layout_new (card_actions_request_mode, measure_card_actions,
                                                                 allocate_card_actions));
  gtk_widget_add_css_class (actions, "card-actions");
  gtk_box_append (GTK_BOX (actions), learn);
  gtk_box_append (GTK_BOX (actions), puzzles);
  /* No course yet: nothing to learn (the action would make it sensitive) */
  if (quintet_lesson_course_lookup (info->id) == NULL)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (learn), NULL);
      gtk_widget_set_sensitive (learn, FALSE);
    }
  gtk_widget_set_vexpand (card, TRUE);
  gtk_box_append (GTK_BOX (tile), card);
  gtk_box_append (GTK_BOX (tile), actions);
  gtk_widget_add_css_class (tile, "card");
  gtk_widget_add_css_class (tile, "game-tile");
  g_object_set_data (G_OBJECT (tile), "game-id", (gpointer) info->id);
  g_object_set_data (G_OBJECT (tile), "learn", learn);
  g_object_set_data (G_OBJECT (tile), "puzzles", puzzles);
  return tile;
}

static GtkWidget *
new_card (QuintetStartPage      *self,
          const QuintetGameInfo *info)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *name = gtk_label_new (_(info->name));
  GtkWidget *description = gtk_label_new (_(info->description));

  g_autoptr(GdkPaintable) thumbnail = quintet_start_page_new_thumbnail (info->id);

  gtk_picture_set_paintable (GTK_PICTURE (picture), thumbnail);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_add_css_class (picture, "thumbnail");
  g_ptr_array_add (self->pictures, picture);

  gtk_widget_add_css_class (name, "title-4");
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_justify (GTK_LABEL (description), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 24);
  gtk_widget_add_css_class (description, "dim-label");

  gtk_widget_set_layout_manager (box, gtk_custom_layout_new (NULL, measure_card_content, allocate_card_content));
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);
  gtk_box_append (GTK_BOX (box), new_finished_line ());

  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "game-card");
  /* Translators: tooltip of a game's card on the start page */
  gtk_widget_set_tooltip_text (button, _("Start a new game"));
  g_object_set_data (G_OBJECT (button), "game-id", (gpointer) info->id);
  g_signal_connect (button, "clicked", G_CALLBACK (card_clicked_cb), self);

  return new_tile (button, info);
}

static void
unfinished_row_activated_cb (GtkListBox       *list,
                             GtkListBoxRow    *row,
                             QuintetStartPage *self)
{
  const char *path = g_object_get_data (G_OBJECT (row), "path");

  g_signal_emit (self, signals[RESUME_CHOSEN], 0, path);
}

/* A game's row's Remove button: removed at once, with Undo in a toast */
static GtkWidget *
new_remove_button (QuintetStartPage *self,
                   GCallback         clicked)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Remove This Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove This Game"), -1);
  g_signal_connect (button, "clicked", clicked, self);
  return button;
}

static void
remove_clicked_cb (GtkButton        *button,
                    QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  g_signal_emit (self, signals[REMOVE_CHOSEN], 0, g_object_get_data (G_OBJECT (row), "path"));
}

/* The most recent few rows, or all of them once asked for */
static void
update_shown_rows (QuintetStartPage *self)
{
  guint n_rows = quintet_start_page_get_n_unfinished (self);
  guint index = 0;
  g_autofree char *label = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), index++)
    gtk_widget_set_visible (row, self->show_all || index < UNFINISHED_SHOWN);

  /* Translators: the button under the most recent unfinished games */
  label = g_strdup_printf (ngettext ("Show All %u Game", "Show All %u Games", n_rows), n_rows);
  gtk_button_set_label (GTK_BUTTON (self->show_all_button), label);
  gtk_widget_set_visible (self->show_all_button, !self->show_all && n_rows > UNFINISHED_SHOWN);
  gtk_widget_set_visible (self->unfinished_box, n_rows > 0);
}

static void
show_all_clicked_cb (QuintetStartPage *self)
{
  self->show_all = TRUE;
  update_shown_rows (self);
}

static void
remove_all_clicked_cb (QuintetStartPage *self)
{
  g_signal_emit (self, signals[REMOVE_ALL_CHOSEN], 0);
}

/* ---- the player's progress on the cards, and the lessons offered to a
 * newcomer (issue 39). Nothing of it delays the first frame: the counts
 * of lessons are in the program, those done in the settings, and the
 * puzzle files are read, without waiting for them, once the page is
 * first shown. ---- */

static void
set_progress_text (GtkWidget  *button,
                   const char *text)
{
  GtkLabel *label = card_action_progress (button);

  gtk_label_set_label (label, text);
  gtk_widget_set_visible (GTK_WIDGET (label), text[0] != '\0');
}

static void
update_card_progress (QuintetStartPage *self,
                      GtkWidget        *tile)
{
  const char *game_id = g_object_get_data (G_OBJECT (tile), "game-id");
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);
  guint n_puzzles = GPOINTER_TO_UINT (g_hash_table_lookup (self->puzzle_totals, game_id));
  g_autofree char *lessons = NULL;
  g_autofree char *puzzles = NULL;

  if (self->settings != NULL && course != NULL && course->n_lessons > 0)
    {
      guint done = quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_LESSONS, game_id);

      /* Translators: a game's lessons the player has finished, on its card: "3 of 12 lessons" */
      lessons = g_strdup_printf (ngettext ("%u of %u lesson", "%u of %u lessons", course->n_lessons),
                                 MIN (done, course->n_lessons), course->n_lessons);
    }
  if (self->settings != NULL && n_puzzles > 0)
    {
      guint solved = quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_PUZZLES, game_id);

      /* Translators: a game's puzzles the player has solved, on its card: "5 of 87 puzzles" */
      puzzles = g_strdup_printf (ngettext ("%u of %u puzzle", "%u of %u puzzles", n_puzzles),
                                 MIN (solved, n_puzzles), n_puzzles);
    }
  set_progress_text (g_object_get_data (G_OBJECT (tile), "learn"), lessons != NULL ? lessons : "");
  set_progress_text (g_object_get_data (G_OBJECT (tile), "puzzles"), puzzles != NULL ? puzzles : "");
}

/* Whether the player has finished a lesson of any game */
static gboolean
has_learned (QuintetStartPage *self)
{
  const QuintetLessonCourse * const *courses = quintet_lesson_get_courses ();

  for (guint i = 0; courses[i] != NULL; i++)
    if (quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_LESSONS, courses[i]->game_id) > 0)
      return TRUE;
  return FALSE;
}

/* Offered until a lesson is done or the offer dismissed */
static void
update_lessons_banner (QuintetStartPage *self)
{
  gboolean offered = self->settings != NULL &&
                     !quintet_settings_get_lessons_offer_dismissed (self->settings) &&
                     !has_learned (self);

  gtk_revealer_set_reveal_child (self->lessons_banner, offered);
  /* Gone at once, not only out of sight: no focus on a hidden button */
  gtk_widget_set_visible (GTK_WIDGET (self->lessons_banner), offered);
}

static void
update_progress (QuintetStartPage *self)
{
  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    update_card_progress (self, tile);
  update_lessons_banner (self);
}

/* The first game's lessons (the one with the fewest rules comes first) */
static void
lessons_banner_learn_cb (QuintetStartPage *self)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  if (n_games > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.learn", "s", games[0].id);
}

static void
lessons_banner_dismissed_cb (QuintetStartPage *self)
{
  if (self->settings != NULL)
    quintet_settings_set_lessons_offer_dismissed (self->settings, TRUE);
  update_lessons_banner (self);
}

/* The puzzles of a file's text: its lines but comments and blank ones,
 * as quintet_puzzle_read counts them (the file is checked when its
 * puzzles are played, not here) */
static guint
count_puzzle_lines (const char *text,
                    gsize       length)
{
  const char *end = text + length;
  guint n = 0;

  for (const char *line = text; line < end;)
    {
      const char *next = memchr (line, '\n', end - line);
      const char *start = line + strspn (line, " \t\r");

      if (next == NULL)
        next = end;
      if (start < next && *start != '#')
        n++;
      line = next + 1;
    }
  return n;
}

static void
puzzle_file_loaded_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;
  QuintetStartPage *self;
  GtkWidget *tile = NULL;

  if (!g_file_load_contents_finish (G_FILE (source), result, &text, &length, NULL, &error))
    {
      /* No file: the card says nothing of puzzles (the page may be gone) */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("the puzzles of %s: %s", (const char *) g_object_get_data (source, "game-id"), error->message);
      return;
    }
  self = QUINTET_START_PAGE (user_data);
  for (tile = gtk_widget_get_first_child (self->card_grid); tile != NULL; tile = gtk_widget_get_next_sibling (tile))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (tile), "game-id"), g_object_get_data (source, "game-id")) == 0)
      {
        g_hash_table_insert (self->puzzle_totals, g_object_get_data (G_OBJECT (tile), "game-id"),
                             GUINT_TO_POINTER (count_puzzle_lines (text, length)));
        update_card_progress (self, tile);
      }
}

/* Reads how many puzzles each game has, without waiting */
static void
load_puzzle_totals (QuintetStartPage *self)
{
  if (self->totals_asked)
    return;
  self->totals_asked = TRUE;
  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    {
      const char *game_id = g_object_get_data (G_OBJECT (tile), "game-id");
      g_autofree char *path = quintet_puzzle_set_file (game_id, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      /* the id is the registry's, a string that lives as long as the program */
      g_object_set_data (G_OBJECT (file), "game-id", (gpointer) game_id);
      g_file_load_contents_async (file, self->cancellable, puzzle_file_loaded_cb, self);
    }
}

/* ---- online games (issue 33) ---- */

static GtkWidget *new_row_picture (GPtrArray   *pictures,
                                   QuintetGame *game);

static void
online_row_activated_cb (GtkListBox       *list,
                         GtkListBoxRow    *row,
                         QuintetStartPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "online-game");

  if (id != NULL)
    g_signal_emit (self, signals[ONLINE_GAME_CHOSEN], 0, id);
}

static void
answer_clicked_cb (GtkButton        *button,
                   QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  g_autofree char *id = g_strdup (g_object_get_data (G_OBJECT (row), "online-game"));

  g_signal_emit (self, signals[INVITATION_ANSWERED], 0, id,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "accept")));
}

static const char *
variant_name (QuintetOnlineGame *game)
{
  const QuintetGameInfo *info = quintet_registry_lookup (quintet_online_game_get_variant (game));

  return info != NULL ? _(info->name) : quintet_online_game_get_variant (game);
}

/* What the game waits for, in the player's words */
static char *
describe_online_game (QuintetOnlineGame *game)
{
  const char *opponent = quintet_online_game_get_opponent (game);

  switch (quintet_online_game_get_state (game))
    {
    case QUINTET_ONLINE_STATE_INVITING:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Waiting for %s to accept"), opponent);
    case QUINTET_ONLINE_STATE_INVITED:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s invites you to play"), opponent);
    case QUINTET_ONLINE_STATE_PLAYING:
      if (quintet_online_game_get_own_turn (game))
        /* Translators: %s is a friend's address, e.g. bob@example.org */
        return g_strdup_printf (_("Your turn against %s"), opponent);
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s’s turn"), opponent);
    case QUINTET_ONLINE_STATE_DECLINED:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Declined; with %s"), opponent);
    case QUINTET_ONLINE_STATE_ENDED:
    default:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Finished; against %s"), opponent);
    }
}

/* One side's time control as the New Game dialog words it ("10 min + 5 s") */
static char *
describe_time_control (const QuintetTimeControl *control)
{
  guint seconds = control->base_ms / 1000, increment = control->increment_ms / 1000;

  if (seconds % 60 != 0)
    /* Translators: a clock's time for each side and the seconds added after each turn, in seconds, e.g. "90 s + 2 s" */
    return g_strdup_printf (_("%u s + %u s"), seconds, increment);
  if (increment == 0)
    /* Translators: a clock's time for each side */
    return g_strdup_printf (ngettext ("%u minute", "%u minutes", seconds / 60), seconds / 60);
  /* Translators: a clock's time for each side and the seconds added after each turn, e.g. "10 min + 5 s" */
  return g_strdup_printf (_("%u min + %u s"), seconds / 60, increment);
}

/* An online game's clock (its TimeControl tag), or NULL for none */
static char *
describe_online_clock (QuintetOnlineGame *game)
{
  const char *tag = quintet_online_game_get_clock (game);
  QuintetTimeControl controls[2];
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (tag == NULL || !quintet_time_control_parse (tag, controls))
    return NULL;
  first = describe_time_control (&controls[0]);
  if (quintet_time_control_equal (&controls[0], &controls[1]))
    return g_steal_pointer (&first);
  second = describe_time_control (&controls[1]);
  /* Translators: the clocks of the side that moves first and of the other */
  return g_strdup_printf (_("%s / %s"), first, second);
}

static void
remove_online_clicked_cb (GtkButton        *button,
                          QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  g_signal_emit (self, signals[REMOVE_ONLINE_CHOSEN], 0, g_object_get_data (G_OBJECT (row), "online-game"));
}

/* Round buttons with a tooltip: the row keeps its words on a phone */
static GtkWidget *
new_answer_button (QuintetStartPage *self,
                   const char       *label,
                   gboolean          accept)
{
  GtkWidget *button = gtk_button_new_from_icon_name (accept ? "object-select-symbolic" : "window-close-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class (button, "circular");
  if (accept)
    gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data (G_OBJECT (button), "accept", GINT_TO_POINTER (accept));
  g_signal_connect (button, "clicked", G_CALLBACK (answer_clicked_cb), self);
  return button;
}

static GtkWidget *
new_online_row (QuintetStartPage  *self,
                QuintetOnlineGame *game)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = describe_online_game (game);
  g_autofree char *clock = describe_online_clock (game);
  gboolean invited = quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), variant_name (game));
  /* A game on a clock says so, an invitation before it is accepted */
  if (clock != NULL && quintet_online_game_get_state (game) != QUINTET_ONLINE_STATE_ENDED)
    {
      /* Translators: what an online game waits for, then its clock, e.g.
       * "bob@example.org invites you to play · 10 min + 5 s" */
      g_autofree char *with_clock = g_strdup_printf (_("%s · %s"), subtitle, clock);

      g_free (subtitle);
      subtitle = g_steal_pointer (&with_clock);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             new_row_picture (self->online_pictures, quintet_online_game_get_game (game)));
  if (invited)
    {
      /* Translators: the tooltip of an invitation's button on the start page */
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_answer_button (self, _("Decline the Invitation"), FALSE));
      /* Translators: the tooltip of an invitation's button on the start page */
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_answer_button (self, _("Accept and Play"), TRUE));
    }
  else
    {
      QuintetOnlineState state = quintet_online_game_get_state (game);

      /* A finished game can go, with Undo (issue 40) */
      if (state == QUINTET_ONLINE_STATE_ENDED || state == QUINTET_ONLINE_STATE_DECLINED)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_remove_button (self, G_CALLBACK (remove_online_clicked_cb)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      /* Translators: tooltip of an online game on the start page */
      gtk_widget_set_tooltip_text (row, _("Show this game"));
    }
  if (quintet_online_game_get_own_turn (game))
    gtk_widget_add_css_class (row, "own-turn");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !invited);
  g_object_set_data_full (G_OBJECT (row), "online-game", g_strdup (quintet_online_game_get_id (game)), g_free);
  return row;
}

/* Invitations first, then the games waiting for us, then the others;
 * each group the newest first, as the model has them */
static guint
online_rank (QuintetOnlineGame *game)
{
  switch (quintet_online_game_get_state (game))
    {
    case QUINTET_ONLINE_STATE_INVITED:
      return 0;
    case QUINTET_ONLINE_STATE_PLAYING:
      return quintet_online_game_get_own_turn (game) ? 1 : 2;
    case QUINTET_ONLINE_STATE_INVITING:
      return 3;
    default:
      return 4;
    }
}

/* The rows' order: invitations, our turns, theirs, ours waiting, the
 * others; each group as the model has them (the newest first) */
static int
compare_online_rows (GtkListBoxRow *a,
                     GtkListBoxRow *b,
                     gpointer       user_data)
{
  guint rank_a = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "rank"));
  guint rank_b = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "rank"));
  guint order_a = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "order"));
  guint order_b = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "order"));

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  return order_a < order_b ? -1 : order_a > order_b;
}

static void
update_online_summary (QuintetStartPage *self)
{
  guint n_games = quintet_start_page_get_n_online (self);
  guint n_turns = self->online != NULL ? quintet_online_count_own_turns (self->online) : 0;
  guint n_invitations = self->online != NULL ? quintet_online_count_invitations (self->online) : 0;
  g_autoptr(GString) summary = g_string_new (NULL);

  if (n_invitations > 0)
    g_string_append_printf (summary, ngettext ("%u invitation", "%u invitations", n_invitations), n_invitations);
  if (n_invitations > 0 && n_turns > 0)
    /* Translators: between "2 invitations" and "Your turn in 3" */
    g_string_append (summary, _(" · "));
  if (n_turns > 0)
    /* Translators: how many online games wait for the player's turn */
    g_string_append_printf (summary, ngettext ("Your turn in %u", "Your turn in %u", n_turns), n_turns);
  gtk_label_set_label (self->online_summary, summary->str);
  gtk_widget_set_visible (self->decline_all_button, n_invitations > 1);
  gtk_widget_set_visible (self->online_box, n_games > 0);
}

/* Every invitation waiting, declined ("invitation-answered" each) */
static void
decline_all_clicked_cb (QuintetStartPage *self)
{
  GListModel *games = self->online != NULL ? quintet_online_get_games (self->online) : NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; games != NULL && i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      if (quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED)
        g_ptr_array_add (ids, g_strdup (quintet_online_game_get_id (game)));
    }
  for (guint i = 0; i < ids->len; i++)
    g_signal_emit (self, signals[INVITATION_ANSWERED], 0, ids->pdata[i], FALSE);
}

/* @game's row, new or made again in its place */
static void
place_online_row (QuintetStartPage  *self,
                  QuintetOnlineGame *game,
                  guint              order)
{
  GtkWidget *old = g_hash_table_lookup (self->online_rows, quintet_online_game_get_id (game));
  GtkWidget *row;

  if (old != NULL)
    {
      order = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (old), "order"));
      g_ptr_array_remove (self->online_pictures, g_object_get_data (G_OBJECT (old), "picture"));
      gtk_list_box_remove (self->online_list, old);
    }
  row = new_online_row (self, game);
  g_object_set_data (G_OBJECT (row), "rank", GUINT_TO_POINTER (online_rank (game)));
  g_object_set_data (G_OBJECT (row), "order", GUINT_TO_POINTER (order));
  g_object_set_data (G_OBJECT (row), "picture", g_ptr_array_index (self->online_pictures, self->online_pictures->len - 1));
  g_hash_table_replace (self->online_rows, g_strdup (quintet_online_game_get_id (game)), row);
  gtk_widget_set_visible (row, !g_hash_table_contains (self->online_hidden, quintet_online_game_get_id (game)));
  gtk_list_box_append (self->online_list, row);
}

static void schedule_online_game (QuintetStartPage  *self,
                                  GParamSpec        *pspec,
                                  QuintetOnlineGame *game);

/* Every row again (the games came or went, or the page was not shown) */
static void
update_online_rows (QuintetStartPage *self)
{
  GListModel *games = self->online != NULL ? quintet_online_get_games (self->online) : NULL;
  guint n_games = games != NULL ? g_list_model_get_n_items (games) : 0;

  for (guint i = 0; i < self->online_games->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->online_games, i), self);
  g_ptr_array_set_size (self->online_games, 0);
  g_ptr_array_set_size (self->online_pictures, 0);
  g_hash_table_remove_all (self->online_rows);
  g_hash_table_remove_all (self->online_pending);
  while (gtk_widget_get_first_child (GTK_WIDGET (self->online_list)) != NULL)
    gtk_list_box_remove (self->online_list, gtk_widget_get_first_child (GTK_WIDGET (self->online_list)));

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      place_online_row (self, game, i);
      g_signal_connect_object (game, "notify", G_CALLBACK (schedule_online_game), self, G_CONNECT_SWAPPED);
      g_ptr_array_add (self->online_games, g_object_ref (game));
    }
  self->online_stale = FALSE;
  update_online_summary (self);
}

static gboolean
online_rows_idle_cb (gpointer user_data)
{
  QuintetStartPage *self = user_data;
  GHashTableIter iter;
  gpointer game;

  self->online_idle = 0;
  if (self->online_stale)
    {
      update_online_rows (self);
      return G_SOURCE_REMOVE;
    }
  g_hash_table_iter_init (&iter, self->online_pending);
  while (g_hash_table_iter_next (&iter, &game, NULL))
    place_online_row (self, game, G_MAXUINT);
  g_hash_table_remove_all (self->online_pending);
  update_online_summary (self);
  return G_SOURCE_REMOVE;
}

/* Many changes come at once (a turn, an ack, a chat line): each row is
 * made again once. A hidden page (a game is shown) waits until it shows:
 * a hundred games' turns cost it nothing meanwhile. */
static void
schedule_online_rows (QuintetStartPage *self)
{
  self->online_stale = TRUE;
  if (self->online_idle == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->online_idle = g_idle_add (online_rows_idle_cb, self);
}

static void
schedule_online_game (QuintetStartPage  *self,
                      GParamSpec        *pspec,
                      QuintetOnlineGame *game)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->online_stale = TRUE;
      return;
    }
  g_hash_table_add (self->online_pending, g_object_ref (game));
  if (self->online_idle == 0)
    self->online_idle = g_idle_add (online_rows_idle_cb, self);
}

static void
quintet_start_page_map (GtkWidget *widget)
{
  QuintetStartPage *self = QUINTET_START_PAGE (widget);

  GTK_WIDGET_CLASS (quintet_start_page_parent_class)->map (widget);

  load_puzzle_totals (self);
  if (self->online_stale)
    update_online_rows (self);
}

static void
quintet_start_page_dispose (GObject *object)
{
  GtkWidget *child;
  QuintetStartPage *self = QUINTET_START_PAGE (object);

  g_clear_pointer (&self->pictures, g_ptr_array_unref);
  g_clear_pointer (&self->row_pictures, g_ptr_array_unref);
  quintet_start_page_set_online (self, NULL);
  g_clear_pointer (&self->online_games, g_ptr_array_unref);
  g_clear_pointer (&self->online_pictures, g_ptr_array_unref);
  g_clear_pointer (&self->online_rows, g_hash_table_unref);
  g_clear_pointer (&self->online_hidden, g_hash_table_unref);
  g_clear_pointer (&self->online_pending, g_hash_table_unref);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->puzzle_totals, g_hash_table_unref);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_START_PAGE);
  /* Template children without an id are not unparented by the above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (quintet_start_page_parent_class)->dispose (object);
}

static void
quintet_start_page_class_init (QuintetStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_start_page_dispose;
  widget_class->map = quintet_start_page_map;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[RESUME_CHOSEN] =
    g_signal_new ("resume-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_CHOSEN] =
    g_signal_new ("remove-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_ALL_CHOSEN] =
    g_signal_new ("remove-all-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  signals[ONLINE_GAME_CHOSEN] =
    g_signal_new ("online-game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_ONLINE_CHOSEN] =
    g_signal_new ("remove-online-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[INVITATION_ANSWERED] =
    g_signal_new ("invitation-answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, card_grid);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, unfinished_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, unfinished_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_summary);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, decline_all_button);
  gtk_widget_class_bind_template_callback (widget_class, decline_all_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_status);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, lessons_banner);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, lessons_banner_button);
  gtk_widget_class_bind_template_callback (widget_class, lessons_banner_dismissed_cb);
  gtk_widget_class_bind_template_callback (widget_class, lessons_banner_learn_cb);
  gtk_widget_class_bind_template_callback (widget_class, online_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, unfinished_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_all_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_all_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "startpage");
}

static void
quintet_start_page_init (QuintetStartPage *self)
{
  const QuintetGameInfo *games;
  guint n_games;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pictures = g_ptr_array_new ();
  self->row_pictures = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_games = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_pictures = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->online_pending = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->online_hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_list_box_set_sort_func (self->online_list, compare_online_rows, NULL, NULL);
  self->puzzle_totals = g_hash_table_new (g_str_hash, g_str_equal);
  self->cancellable = g_cancellable_new ();

  games = quintet_registry_get_games (&n_games);
  gtk_widget_set_layout_manager (self->card_grid,
                                 gtk_custom_layout_new (NULL, measure_card_grid, allocate_card_grid));
  for (guint i = 0; i < n_games; i++)
    gtk_box_append (GTK_BOX (self->card_grid), new_card (self, &games[i]));
  /* The lessons offered to a newcomer: the first game's */
  if (n_games > 0)
    {
      g_autofree char *tooltip = NULL;

      /* Translators: the tooltip of Start Learning on the start page; %s is a game's name */
      tooltip = g_strdup_printf (_("Begin with the lessons of %s"), _(games[0].name));
      gtk_widget_set_tooltip_text (self->lessons_banner_button, tooltip);
    }
  update_lessons_banner (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_thumbnails), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (update_thumbnails), self, G_CONNECT_SWAPPED);
}

GtkWidget *
quintet_start_page_new (void)
{
  return g_object_new (QUINTET_TYPE_START_PAGE, NULL);
}

/* Adds a card for a registry entry, after the others. The page makes its
 * own cards; the tests use this to see a page with more games. */
void
quintet_start_page_add_game (QuintetStartPage *self,
                             const char       *game_id)
{
  const QuintetGameInfo *info = quintet_registry_lookup (game_id);

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (info != NULL);

  gtk_box_append (GTK_BOX (self->card_grid), new_card (self, info));
  update_card_progress (self, gtk_widget_get_last_child (self->card_grid));
}

/* The settings the player's progress is read from, and the dismissal of
 * the lessons' offer kept in */
void
quintet_start_page_set_settings (QuintetStartPage *self,
                                 QuintetSettings  *settings)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (settings == NULL || QUINTET_IS_SETTINGS (settings));

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    {
      g_signal_connect_object (settings, "progress-changed::finished-lessons",
                               G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (settings, "progress-changed::solved-puzzles",
                               G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (settings, "notify::lessons-offer-dismissed",
                               G_CALLBACK (update_lessons_banner), self, G_CONNECT_SWAPPED);
    }
  update_progress (self);
}

/* Whether the lessons are offered at the top of the page */
gboolean
quintet_start_page_get_lessons_offered (QuintetStartPage *self)
{
  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), FALSE);

  return gtk_revealer_get_reveal_child (self->lessons_banner);
}

/* Shows on @game_id's card whether its course of lessons is finished */
void
quintet_start_page_set_course_finished (QuintetStartPage *self,
                                        const char       *game_id,
                                        gboolean          finished)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (game_id != NULL);

  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    {
      GtkWidget *card = gtk_widget_get_first_child (tile);
      GtkWidget *line = gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (card)));

      if (g_strcmp0 (g_object_get_data (G_OBJECT (tile), "game-id"), game_id) == 0)
        gtk_widget_set_visible (line, finished);
    }
}

void
quintet_start_page_clear_unfinished (QuintetStartPage *self)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));

  while (gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)) != NULL)
    gtk_list_box_remove (self->unfinished_list,
                         gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)));
  g_ptr_array_set_size (self->row_pictures, 0);
  update_shown_rows (self);
}

static GtkWidget *
new_row_picture (GPtrArray   *pictures,
                 QuintetGame *game)
{
  g_autoptr(GdkPaintable) thumbnail = new_position_thumbnail (game);
  GtkWidget *picture = gtk_picture_new_for_paintable (thumbnail);

  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_size_request (picture, ROW_THUMBNAIL_SIZE, ROW_THUMBNAIL_SIZE);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (picture, 6);
  gtk_widget_set_margin_bottom (picture, 6);
  gtk_widget_add_css_class (picture, "thumbnail");
  g_ptr_array_add (pictures, g_object_ref (picture));
  return picture;
}

/* A row that resumes the game saved at @path: "resume-chosen" tells it. */
void
quintet_start_page_add_unfinished (QuintetStartPage *self,
                                   const char       *path,
                                   const char       *title,
                                   const char       *subtitle,
                                   QuintetGame      *game)
{
  GtkWidget *row;

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (path != NULL && title != NULL);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : "");
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  if (game != NULL)
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), new_row_picture (self->row_pictures, game));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_remove_button (self, G_CALLBACK (remove_clicked_cb)));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* Translators: tooltip of an unfinished game on the start page */
  gtk_widget_set_tooltip_text (row, _("Resume this game"));
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (path), g_free);
  gtk_list_box_append (self->unfinished_list, row);
  update_shown_rows (self);
}

guint
quintet_start_page_get_n_unfinished (QuintetStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

/* The path of the n-th unfinished game listed, or NULL */
const char *
quintet_start_page_get_unfinished (QuintetStartPage *self,
                                   guint             index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->unfinished_list, (int) index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "path") : NULL;
}

/* Online play (issue 33): the games of @online (may be NULL) under
 * "Online Games": invitations with Accept and Decline ("invitation-answered"),
 * the others open with "online-game-chosen" */
void
quintet_start_page_set_online (QuintetStartPage *self,
                               QuintetOnline    *online)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (online == NULL || QUINTET_IS_ONLINE (online));

  if (self->online == online)
    return;
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (quintet_online_get_games (self->online), self);
  g_set_object (&self->online, online);
  if (online != NULL)
    g_signal_connect_object (quintet_online_get_games (online), "items-changed",
                             G_CALLBACK (schedule_online_rows), self, G_CONNECT_SWAPPED);
  g_clear_handle_id (&self->online_idle, g_source_remove);
  if (self->online_games != NULL)
    update_online_rows (self);
}

/* The online games' rows in their order (tests): their ids */
guint
quintet_start_page_get_n_online (QuintetStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->online_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += gtk_widget_get_visible (row);
  return n;
}

/* Hides the row of a game being removed (with Undo), or shows it again */
void
quintet_start_page_set_online_hidden (QuintetStartPage *self,
                                      const char       *game_id,
                                      gboolean          hidden)
{
  GtkWidget *row;

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (game_id != NULL);

  if (hidden)
    g_hash_table_add (self->online_hidden, g_strdup (game_id));
  else
    g_hash_table_remove (self->online_hidden, game_id);
  row = g_hash_table_lookup (self->online_rows, game_id);
  if (row != NULL)
    gtk_widget_set_visible (row, !hidden);
  update_online_summary (self);
}

const char *
quintet_start_page_get_online_summary (QuintetStartPage *self)
{
  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  return gtk_label_get_label (self->online_summary);
}

/* The online game of the @index-th row, or NULL */
const char *
quintet_start_page_get_online (QuintetStartPage *self,
                               guint             index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->online_list, (int) index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "online-game") : NULL;
}

/* A line under "Online Games" on the connection ("Not signed in: …"), or
 * NULL while it is up: the games shown may not be the latest */
void
quintet_start_page_set_online_status (QuintetStartPage *self,
                                      const char       *status)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));

  gtk_label_set_label (self->online_status, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->online_status), status != NULL);
}
