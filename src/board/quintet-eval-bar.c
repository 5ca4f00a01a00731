/* quintet-eval-bar.c — the evaluation bar: the shown position's winning
 * chance of the side at the bottom of the board, filling a thin bar from
 * below in that side's colour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>

#include "quintet-eval-bar.h"
#include "quintet-painter.h"
#include "quintet-theme-manager.h"

#define BAR_WIDTH 10

struct _QuintetEvalBar
{
  GtkWidget  parent_instance;

  double     chance;         /* negative: none */
  char      *styles[2];      /* bottom, top */
  char      *bottom_name;
};

G_DEFINE_FINAL_TYPE (QuintetEvalBar, quintet_eval_bar, GTK_TYPE_WIDGET)

static void
update_accessible (QuintetEvalBar *self)
{
  g_autofree char *text = NULL;

  if (self->chance < 0)
    text = g_strdup (_("Not analysed yet"));
  else
    /* Translators: a side and its winning chance in the shown position: "White 62%" */
    text = g_strdup_printf (_("%s %u%%"), self->bottom_name != NULL ? self->bottom_name : "",
                            (guint) round (self->chance * 100));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 100.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, self->chance < 0 ? 50.0 : self->chance * 100,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

void
quintet_eval_bar_set_chance (QuintetEvalBar *self,
                             double          chance)
{
  g_return_if_fail (QUINTET_IS_EVAL_BAR (self));

  chance = chance < 0 ? -1 : CLAMP (chance, 0, 1);
  if (self->chance == chance)
    return;
  self->chance = chance;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
quintet_eval_bar_get_chance (QuintetEvalBar *self)
{
  g_return_val_if_fail (QUINTET_IS_EVAL_BAR (self), -1);

  return self->chance;
}

void
quintet_eval_bar_set_sides (QuintetEvalBar *self,
                            const char     *bottom_style,
                            const char     *top_style,
                            const char     *bottom_name)
{
  g_return_if_fail (QUINTET_IS_EVAL_BAR (self));

  g_free (self->styles[0]);
  self->styles[0] = g_strdup (bottom_style);
  g_free (self->styles[1]);
  self->styles[1] = g_strdup (top_style);
  g_free (self->bottom_name);
  self->bottom_name = g_strdup (bottom_name);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
quintet_eval_bar_draw (QuintetEvalBar *self,
                       cairo_t        *cr,
                       double          width,
                       double          height,
                       gboolean        dark)
{
  QuintetBoardTheme theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());
  double body[2][3], rim[3];

  g_return_if_fail (QUINTET_IS_EVAL_BAR (self));

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  if (self->chance < 0)
    {
      /* nothing known: the ground only */
      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.08);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.06);
      cairo_fill (cr);
      cairo_restore (cr);
      return;
    }

  for (guint i = 0; i < 2; i++)
    quintet_painter_get_side_colours (self->styles[i], i, theme, body[i], rim, dark);
  cairo_set_source_rgb (cr, body[1][0], body[1][1], body[1][2]);
  cairo_fill (cr);
  cairo_rectangle (cr, 0, height * (1 - self->chance), width, height * self->chance);
  cairo_set_source_rgb (cr, body[0][0], body[0][1], body[0][2]);
  cairo_fill (cr);
  /* the middle, and an outline that shows a white half on a light page */
  cairo_move_to (cr, 0, round (height / 2) + 0.5);
  cairo_line_to (cr, width, round (height / 2) + 0.5);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
quintet_eval_bar_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  QuintetEvalBar *self = QUINTET_EVAL_BAR (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GskRoundedRect clip;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (0, 0, width, height), 3);
  gtk_snapshot_push_rounded_clip (snapshot, &clip);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  quintet_eval_bar_draw (self, cr, width, height, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  cairo_destroy (cr);
  gtk_snapshot_pop (snapshot);
}

static void
quintet_eval_bar_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 40;
}

static void
quintet_eval_bar_finalize (GObject *object)
{
  QuintetEvalBar *self = QUINTET_EVAL_BAR (object);

  g_clear_pointer (&self->styles[0], g_free);
  g_clear_pointer (&self->styles[1], g_free);
  g_clear_pointer (&self->bottom_name, g_free);

  G_OBJECT_CLASS (quintet_eval_bar_parent_class)->finalize (object);
}

static void
quintet_eval_bar_class_init (QuintetEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = quintet_eval_bar_finalize;
  widget_class->snapshot = quintet_eval_bar_snapshot;
  widget_class->measure = quintet_eval_bar_measure;

  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
quintet_eval_bar_init (QuintetEvalBar *self)
{
  self->chance = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation bar"),
                                  -1);
  update_accessible (self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
quintet_eval_bar_new (void)
{
  return g_object_new (QUINTET_TYPE_EVAL_BAR, NULL);
}
