/* quintet-eval-graph.c — the evaluation graph: side 0's winning chance
 * at each ply of the main line, drawn as two areas meeting at the curve
 * (lichess's graph), the marked turns as dots, the current ply as a line;
 * a click or a drag picks a ply
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>

#include "quintet-eval-graph.h"
#include "quintet-painter.h"
#include "quintet-theme-manager.h"

#define GRAPH_HEIGHT 56
#define GRAPH_MIN_WIDTH 120
#define PADDING 3.0
#define MARK_RADIUS 3.5

struct _QuintetEvalGraph
{
  GtkWidget  parent_instance;

  GArray    *values;       /* double per ply 0 … n_turns, negative: none */
  GArray    *marks;        /* guint8 QuintetMark per ply */
  guint      ply;          /* the current one, or G_MAXUINT */
  guint      dragged_ply;  /* the last one a drag picked */
  double     drag_x;       /* where the drag began */
  char      *side_names[2];
  char      *side_styles[2];
};

G_DEFINE_FINAL_TYPE (QuintetEvalGraph, quintet_eval_graph, GTK_TYPE_WIDGET)

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the data ---- */

static void
update_accessible (QuintetEvalGraph *self)
{
  g_autofree char *text = quintet_eval_graph_describe (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) quintet_eval_graph_get_n_turns (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, self->ply == G_MAXUINT ? 0.0 : (double) self->ply,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static void
changed (QuintetEvalGraph *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
quintet_eval_graph_reset (QuintetEvalGraph *self,
                          guint             n_turns)
{
  double none = -1;
  guint8 no_mark = QUINTET_MARK_NONE;

  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));

  g_array_set_size (self->values, 0);
  g_array_set_size (self->marks, 0);
  for (guint i = 0; i <= n_turns; i++)
    {
      g_array_append_val (self->values, none);
      g_array_append_val (self->marks, no_mark);
    }
  changed (self);
}

guint
quintet_eval_graph_get_n_turns (QuintetEvalGraph *self)
{
  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), 0);

  return self->values->len - 1;
}

void
quintet_eval_graph_set_value (QuintetEvalGraph *self,
                              guint             ply,
                              double            chance)
{
  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));
  g_return_if_fail (ply < self->values->len);

  g_array_index (self->values, double, ply) = chance < 0 ? -1 : CLAMP (chance, 0, 1);
  changed (self);
}

double
quintet_eval_graph_get_value (QuintetEvalGraph *self,
                              guint             ply)
{
  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), -1);

  return ply < self->values->len ? g_array_index (self->values, double, ply) : -1;
}

guint
quintet_eval_graph_count_values (QuintetEvalGraph *self)
{
  guint count = 0;

  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), 0);

  for (guint i = 0; i < self->values->len; i++)
    count += g_array_index (self->values, double, i) >= 0;
  return count;
}

void
quintet_eval_graph_set_mark (QuintetEvalGraph *self,
                             guint             ply,
                             QuintetMark       mark)
{
  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));
  g_return_if_fail (ply < self->marks->len);
  g_return_if_fail (mark <= QUINTET_MARK_BLUNDER);

  if (g_array_index (self->marks, guint8, ply) == mark)
    return;
  g_array_index (self->marks, guint8, ply) = mark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

QuintetMark
quintet_eval_graph_get_mark (QuintetEvalGraph *self,
                             guint             ply)
{
  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), QUINTET_MARK_NONE);

  return ply < self->marks->len ? g_array_index (self->marks, guint8, ply) : QUINTET_MARK_NONE;
}

void
quintet_eval_graph_set_ply (QuintetEvalGraph *self,
                            guint             ply)
{
  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));

  if (self->ply == ply)
    return;
  self->ply = ply;
  changed (self);
}

guint
quintet_eval_graph_get_ply (QuintetEvalGraph *self)
{
  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), G_MAXUINT);

  return self->ply;
}

void
quintet_eval_graph_set_sides (QuintetEvalGraph *self,
                              const char       *side_names[2],
                              const char       *side_styles[2])
{
  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));

  for (guint side = 0; side < 2; side++)
    {
      g_free (self->side_names[side]);
      self->side_names[side] = g_strdup (side_names != NULL ? side_names[side] : NULL);
      g_free (self->side_styles[side]);
      self->side_styles[side] = g_strdup (side_styles != NULL ? side_styles[side] : NULL);
    }
  changed (self);
}

char *
quintet_eval_graph_describe (QuintetEvalGraph *self)
{
  g_autofree char *where = NULL;
  double chance;
  guint side;

  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), NULL);

  if (self->ply == G_MAXUINT || self->ply >= self->values->len)
    return g_strdup (_("No turn shown"));
  if (self->ply == 0)
    where = g_strdup (_("Start position"));
  else
    /* Translators: the position after that many turns, in the evaluation graph */
    where = g_strdup_printf (_("Turn %u"), self->ply);

  chance = g_array_index (self->values, double, self->ply);
  if (chance < 0)
    /* Translators: %s is a position, "Turn 12" */
    return g_strdup_printf (_("%s: not analysed yet"), where);

  /* The side ahead, with its chance */
  side = chance >= 0.5 ? 0 : 1;
  if (side == 1)
    chance = 1 - chance;
  /* Translators: a position, a side and its winning chance: "Turn 12: White 62%" */
  return g_strdup_printf (_("%s: %s %u%%"), where,
                          self->side_names[side] != NULL ? self->side_names[side] : "",
                          (guint) round (chance * 100));
}

/* ---- drawing ---- */

void
quintet_eval_graph_get_mark_colour (QuintetMark mark,
                                    gboolean    dark,
                                    double      rgb[3])
{
  /* lichess's: blue, orange, red; lighter in dark style */
  static const guint32 light_colours[] = { 0x77767b, 0x1c71d8, 0xc64600, 0xc01c28 };
  static const guint32 dark_colours[] = { 0x9a9996, 0x62a0ea, 0xffa348, 0xff7b63 };
  guint32 colour;

  g_return_if_fail (mark <= QUINTET_MARK_BLUNDER);

  colour = dark ? dark_colours[mark] : light_colours[mark];
  rgb[0] = ((colour >> 16) & 0xff) / 255.0;
  rgb[1] = ((colour >> 8) & 0xff) / 255.0;
  rgb[2] = (colour & 0xff) / 255.0;
}

double
quintet_eval_graph_ply_x (QuintetEvalGraph *self,
                          guint             ply,
                          double            width)
{
  guint n_turns;

  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), 0);

  n_turns = quintet_eval_graph_get_n_turns (self);
  if (n_turns == 0)
    return width / 2;
  return PADDING + (width - 2 * PADDING) * MIN (ply, n_turns) / n_turns;
}

guint
quintet_eval_graph_ply_at (QuintetEvalGraph *self,
                           double            x,
                           double            width)
{
  guint n_turns;
  double ply;

  g_return_val_if_fail (QUINTET_IS_EVAL_GRAPH (self), 0);

  n_turns = quintet_eval_graph_get_n_turns (self);
  if (n_turns == 0 || width <= 2 * PADDING)
    return 0;
  ply = round ((x - PADDING) / (width - 2 * PADDING) * n_turns);
  return (guint) CLAMP (ply, 0, n_turns);
}

static double
value_y (double chance,
         double height)
{
  return PADDING + (height - 2 * PADDING) * (1 - chance);
}

/* The area of a run of plies with values, between the curve and the
 * edge at @edge_y; a single ply stands half a ply wide either side. */
static void
run_area_path (QuintetEvalGraph *self,
               cairo_t          *cr,
               guint             first,
               guint             last,
               double            width,
               double            height,
               double            edge_y)
{
  double half = first == last ? (width - 2 * PADDING) / MAX (quintet_eval_graph_get_n_turns (self), 1) / 2 : 0;
  double x0 = quintet_eval_graph_ply_x (self, first, width) - half;
  double x1 = quintet_eval_graph_ply_x (self, last, width) + half;

  cairo_move_to (cr, x0, edge_y);
  cairo_line_to (cr, x0, value_y (g_array_index (self->values, double, first), height));
  for (guint ply = first + 1; ply <= last; ply++)
    cairo_line_to (cr, quintet_eval_graph_ply_x (self, ply, width),
                   value_y (g_array_index (self->values, double, ply), height));
  cairo_line_to (cr, x1, value_y (g_array_index (self->values, double, last), height));
  cairo_line_to (cr, x1, edge_y);
  cairo_close_path (cr);
}

static void
draw_runs (QuintetEvalGraph *self,
           cairo_t          *cr,
           double            width,
           double            height,
           gboolean          dark)
{
  QuintetBoardTheme theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());
  double body[2][3], rim[3];

  for (guint side = 0; side < 2; side++)
    quintet_painter_get_side_colours (self->side_styles[side], side, theme, body[side], rim, dark);

  for (guint first = 0; first < self->values->len; first++)
    {
      guint last = first;

      if (g_array_index (self->values, double, first) < 0)
        continue;
      while (last + 1 < self->values->len && g_array_index (self->values, double, last + 1) >= 0)
        last++;

      /* side 0's share from below, side 1's from above */
      run_area_path (self, cr, first, last, width, height, height - PADDING);
      /* a white side's area does not glare in the dark style */
      cairo_set_source_rgba (cr, body[0][0], body[0][1], body[0][2], dark ? 0.85 : 1);
      cairo_fill (cr);
      run_area_path (self, cr, first, last, width, height, PADDING);
      cairo_set_source_rgba (cr, body[1][0], body[1][1], body[1][2], dark ? 0.85 : 1);
      cairo_fill (cr);

      /* the curve itself, in the style's foreground */
      cairo_move_to (cr, quintet_eval_graph_ply_x (self, first, width),
                     value_y (g_array_index (self->values, double, first), height));
      for (guint ply = first + 1; ply <= last; ply++)
        cairo_line_to (cr, quintet_eval_graph_ply_x (self, ply, width),
                       value_y (g_array_index (self->values, double, ply), height));
      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      else
        cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.8);
      cairo_set_line_width (cr, 1.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      first = last;
    }
}

static void
draw_marks (QuintetEvalGraph *self,
            cairo_t          *cr,
            double            width,
            double            height,
            gboolean          dark)
{
  for (guint ply = 1; ply < self->marks->len; ply++)
    {
      QuintetMark mark = g_array_index (self->marks, guint8, ply);
      double chance = g_array_index (self->values, double, ply);
      double rgb[3];

      if (mark == QUINTET_MARK_NONE)
        continue;
      quintet_eval_graph_get_mark_colour (mark, dark, rgb);
      cairo_new_sub_path (cr);
      cairo_arc (cr, quintet_eval_graph_ply_x (self, ply, width), value_y (chance < 0 ? 0.5 : chance, height),
                 MARK_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill_preserve (cr);
      if (dark)
        cairo_set_source_rgb (cr, 0.14, 0.12, 0.19);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
    }
}

void
quintet_eval_graph_draw (QuintetEvalGraph *self,
                         cairo_t          *cr,
                         double            width,
                         double            height,
                         gboolean          dark)
{
  double dashes[] = { 3, 3 };

  g_return_if_fail (QUINTET_IS_EVAL_GRAPH (self));

  cairo_save (cr);
  /* the ground: what is not analysed yet */
  cairo_rectangle (cr, 0, 0, width, height);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.08);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.06);
  cairo_fill (cr);

  draw_runs (self, cr, width, height, dark);

  /* 50 %: neither side ahead */
  cairo_move_to (cr, PADDING, round (height / 2) + 0.5);
  cairo_line_to (cr, width - PADDING, round (height / 2) + 0.5);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* the current ply, in the accent colour */
  if (self->ply != G_MAXUINT && self->ply < self->values->len)
    {
      double x = quintet_eval_graph_ply_x (self, self->ply, width);

      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      if (dark)
        cairo_set_source_rgb (cr, 0x62 / 255.0, 0xa0 / 255.0, 0xea / 255.0);
      else
        cairo_set_source_rgb (cr, 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }

  draw_marks (self, cr, width, height, dark);

  /* an edge, so that a white side's area ends on a light page */
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.2);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
quintet_eval_graph_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  QuintetEvalGraph *self = QUINTET_EVAL_GRAPH (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GskRoundedRect clip;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (0, 0, width, height), 6);
  gtk_snapshot_push_rounded_clip (snapshot, &clip);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  quintet_eval_graph_draw (self, cr, width, height, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  cairo_destroy (cr);
  gtk_snapshot_pop (snapshot);
}

static void
quintet_eval_graph_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = GRAPH_MIN_WIDTH;
  else
    *minimum = *natural = GRAPH_HEIGHT;
}

/* ---- the pointer ---- */

static void
activate_at (QuintetEvalGraph *self,
             double            x)
{
  guint ply;

  ply = quintet_eval_graph_ply_at (self, x, gtk_widget_get_width (GTK_WIDGET (self)));
  if (ply == self->dragged_ply)
    return;
  self->dragged_ply = ply;
  g_signal_emit (self, signals[PLY_ACTIVATED], 0, ply);
}

static void
drag_begin_cb (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               QuintetEvalGraph *self)
{
  self->dragged_ply = G_MAXUINT;
  self->drag_x = x;
  activate_at (self, x);
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            offset_x,
                double            offset_y,
                QuintetEvalGraph *self)
{
  activate_at (self, self->drag_x + offset_x);
}

/* ---- the type ---- */

static void
quintet_eval_graph_finalize (GObject *object)
{
  QuintetEvalGraph *self = QUINTET_EVAL_GRAPH (object);

  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  for (guint side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->side_names[side], g_free);
      g_clear_pointer (&self->side_styles[side], g_free);
    }

  G_OBJECT_CLASS (quintet_eval_graph_parent_class)->finalize (object);
}

static void
quintet_eval_graph_class_init (QuintetEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = quintet_eval_graph_finalize;
  widget_class->snapshot = quintet_eval_graph_snapshot;
  widget_class->measure = quintet_eval_graph_measure;

  signals[PLY_ACTIVATED] = g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
quintet_eval_graph_init (QuintetEvalGraph *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->marks = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->ply = G_MAXUINT;
  self->dragged_ply = G_MAXUINT;

  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Winning chances over the game: click or drag to go to a turn"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation graph"),
                                  -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  quintet_eval_graph_reset (self, 0);
}

GtkWidget *
quintet_eval_graph_new (void)
{
  return g_object_new (QUINTET_TYPE_EVAL_GRAPH, NULL);
}
