/* quintet-puzzle-feedback.c — the puzzle page's line: an icon and a text
 * of up to three lines, coloured as they say (right, wrong, a hint). The
 * page's line stays while the board's guidance covers it, in the middle
 * of a turn, and comes back after.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-puzzle-feedback.h"

struct _QuintetPuzzleFeedback
{
  GtkWidget   parent_instance;

  GtkImage   *icon;
  GtkLabel   *label;

  char       *text;       /* the page's line, */
  const char *icon_name;  /* its icon (static) */
  const char *css_class;  /* and colour (static) */
};

G_DEFINE_FINAL_TYPE (QuintetPuzzleFeedback, quintet_puzzle_feedback, GTK_TYPE_WIDGET)

static void
show (QuintetPuzzleFeedback *self,
      const char            *icon_name,
      const char            *css_class,
      const char            *text)
{
  static const char *const classes[] = { "success", "error", "accent" };

  gtk_label_set_text (self->label, text);
  gtk_image_set_from_icon_name (self->icon, icon_name);
  gtk_widget_set_visible (GTK_WIDGET (self->icon), icon_name != NULL);
  /* the line and its icon, not the page's buttons beside them */
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->label), classes[i]);
      gtk_widget_remove_css_class (GTK_WIDGET (self->icon), classes[i]);
    }
  if (css_class != NULL)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->label), css_class);
      gtk_widget_add_css_class (GTK_WIDGET (self->icon), css_class);
    }
}

void
quintet_puzzle_feedback_set (QuintetPuzzleFeedback *self,
                             const char            *icon_name,
                             const char            *css_class,
                             const char            *text)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_FEEDBACK (self));

  g_free (self->text);
  self->text = g_strdup (text);
  self->icon_name = icon_name;
  self->css_class = css_class;
  show (self, icon_name, css_class, text);
}

void
quintet_puzzle_feedback_cover (QuintetPuzzleFeedback *self,
                               const char            *icon_name,
                               const char            *css_class,
                               const char            *text)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_FEEDBACK (self));

  show (self, icon_name, css_class, text);
}

void
quintet_puzzle_feedback_uncover (QuintetPuzzleFeedback *self)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_FEEDBACK (self));

  show (self, self->icon_name, self->css_class, self->text != NULL ? self->text : "");
}

const char *
quintet_puzzle_feedback_get_text (QuintetPuzzleFeedback *self)
{
  g_return_val_if_fail (QUINTET_IS_PUZZLE_FEEDBACK (self), NULL);

  return gtk_label_get_text (self->label);
}

static void
quintet_puzzle_feedback_dispose (GObject *object)
{
  QuintetPuzzleFeedback *self = QUINTET_PUZZLE_FEEDBACK (object);

  if (self->icon != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->icon));
  if (self->label != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->label));
  self->icon = NULL;
  self->label = NULL;

  G_OBJECT_CLASS (quintet_puzzle_feedback_parent_class)->dispose (object);
}

static void
quintet_puzzle_feedback_finalize (GObject *object)
{
  QuintetPuzzleFeedback *self = QUINTET_PUZZLE_FEEDBACK (object);

  g_free (self->text);

  G_OBJECT_CLASS (quintet_puzzle_feedback_parent_class)->finalize (object);
}

static void
quintet_puzzle_feedback_class_init (QuintetPuzzleFeedbackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_puzzle_feedback_dispose;
  object_class->finalize = quintet_puzzle_feedback_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzlefeedback");
}

static void
quintet_puzzle_feedback_init (QuintetPuzzleFeedback *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  /* as the icon and the line were in the page's row */
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);
  /* the line takes the row's room, as its label did (a GtkWidget does
   * not take its children's expand) */
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  self->icon = GTK_IMAGE (gtk_image_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->icon), GTK_ALIGN_CENTER);
  gtk_widget_set_parent (GTK_WIDGET (self->icon), GTK_WIDGET (self));
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->label, 0);
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_lines (self->label, 3);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
}
