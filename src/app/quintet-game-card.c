/* quintet-game-card.c — a game's card on the start page: the button that
 * starts a game (its thumbnail, name and description) and, in its foot,
 * Learn and Puzzles with the player's progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-game-card.h"
#include "quintet-lesson.h"
#include "quintet-thumbnail.h"

#define CARD_CONTENT_SPACING 6

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
  int width = for_size >= 0 ? for_size : QUINTET_THUMBNAIL_SIZE;

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
          *natural = MAX (*natural, QUINTET_THUMBNAIL_SIZE);
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
  quintet_set_tooltip_text (button, tooltip);
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

/* @info's card; its picture added to @pictures, @clicked called with
 * @user_data when it is clicked */
GtkWidget *
quintet_game_card_new (const QuintetGameInfo *info,
                       GPtrArray             *pictures,
                       GCallback              clicked,
                       gpointer               user_data)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *name = gtk_label_new (_(info->name));
  GtkWidget *description = gtk_label_new (_(info->description));

  g_autoptr(GdkPaintable) thumbnail = quintet_thumbnail_new (info->id);

  gtk_picture_set_paintable (GTK_PICTURE (picture), thumbnail);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_add_css_class (picture, "thumbnail");
  g_ptr_array_add (pictures, picture);

  gtk_widget_add_css_class (name, "title-4");
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_justify (GTK_LABEL (description), GTK_JUSTIFY_CENTER);
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
  quintet_set_tooltip_text (button, _("Start a new game"));
  g_object_set_data (G_OBJECT (button), "game-id", (gpointer) info->id);
  g_signal_connect (button, "clicked", clicked, user_data);

  return new_tile (button, info);
}

static void
set_progress_text (GtkWidget  *button,
                   const char *text)
{
  GtkLabel *label = card_action_progress (button);

  gtk_label_set_label (label, text);
  gtk_widget_set_visible (GTK_WIDGET (label), text[0] != '\0');
}

/* The player's progress under Learn and Puzzles, "" for none */
void
quintet_game_card_set_progress (GtkWidget  *tile,
                                const char *lessons,
                                const char *puzzles)
{
  set_progress_text (g_object_get_data (G_OBJECT (tile), "learn"), lessons);
  set_progress_text (g_object_get_data (G_OBJECT (tile), "puzzles"), puzzles);
}

void
quintet_game_card_set_finished (GtkWidget *tile,
                                gboolean   finished)
{
  GtkWidget *card = gtk_widget_get_first_child (tile);
  GtkWidget *line = gtk_widget_get_last_child (gtk_button_get_child (GTK_BUTTON (card)));

  gtk_widget_set_visible (line, finished);
}
