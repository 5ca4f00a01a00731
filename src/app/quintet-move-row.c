/* quintet-move-row.c — a line of the move list: a pair of turns, or the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-move-row.h"

struct _QuintetMoveRow
{
  GtkWidget        parent_instance;

  QuintetTurnPair *pair;
  char            *result;
  guint            shown_ply;

  GtkLabel        *number_label;
  GtkWidget       *turns_box;
  GtkWidget       *first_button;
  GtkLabel        *first_label;
  GtkWidget       *second_button;
  GtkLabel        *second_label;
  GtkLabel        *result_label;
};

G_DEFINE_FINAL_TYPE (QuintetMoveRow, quintet_move_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PAIR,
  PROP_RESULT,
  PROP_SHOWN_PLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Whether a line of a turn may start at @index: before each "x" (a jump
 * of a chain, C5xE3(2>1)xC1(2>1), or a capture), after a space (the parts
 * of a two-part turn, "e3-d3, d3-d5") and after a comma of a list of
 * removed checkers ("(a2,a4,…)"), but never at a bracket or a comma. */
static gboolean
turn_may_break_before (const char *notation,
                       gsize       index)
{
  char previous = notation[index - 1], next = notation[index];

  if (strchr ("(),", next) != NULL)
    return FALSE;
  return next == 'x' || previous == ' ' || (previous == ',' && next != ' ');
}

/* A turn wraps only where turn_may_break_before() says, so that no line
 * starts inside a square or a hit, or with a lone ")". One range without
 * breaks covers the turn; Pango lets a line start where an attribute
 * range starts, so an attribute that does nothing to be seen (a letter
 * spacing of 0 or 1 unit, in turn, since GtkLabel joins equal attributes
 * that touch) starts at each place a line may. */
static PangoAttrList *
turn_line_breaks (const char *notation)
{
  PangoAttrList *attributes = pango_attr_list_new ();
  gsize length = strlen (notation), start = 0;
  guint n_places = 0;

  if (length == 0)
    return attributes;
  pango_attr_list_insert (attributes, pango_attr_allow_breaks_new (FALSE));
  for (gsize index = 1; index <= length; index++)
    {
      PangoAttribute *place;

      if (index < length && !turn_may_break_before (notation, index))
        continue;
      if (start > 0)
        {
          place = pango_attr_letter_spacing_new (n_places++ % 2);
          place->start_index = start;
          place->end_index = index;
          pango_attr_list_insert (attributes, place);
        }
      start = index;
    }
  return attributes;
}

/* The ply a turn's button shows: the position after it; 0 for no turn */
static guint
ply_after (QuintetTurnItem *turn)
{
  return turn != NULL ? quintet_turn_item_get_index (turn) + 1 : 0;
}

/* A turn's button; without a turn (a pair's reply still to come) it
 * keeps its place, unseen, so that the columns stay. */
static void
show_turn (GtkWidget       *button,
           GtkLabel        *label,
           QuintetTurnItem *turn)
{
  const char *notation = turn != NULL ? quintet_turn_item_get_notation (turn) : "";
  g_autoptr(PangoAttrList) breaks = turn_line_breaks (notation);

  gtk_widget_set_sensitive (button, turn != NULL);
  gtk_widget_set_opacity (button, turn != NULL ? 1.0 : 0.0);
  gtk_label_set_label (label, notation);
  gtk_label_set_attributes (label, breaks);
  gtk_widget_set_tooltip_text (button, turn != NULL ? notation : NULL);
}

/* Goes to the position after the clicked turn. An action of the row's
 * ancestors (the history view's), activated rather than named by the
 * buttons: an actionable button would give every widget up to the view
 * an action muxer of its own, some 4 KB a row (the monkey's memory case). */
static void
turn_clicked_cb (QuintetMoveRow *self,
                 GtkButton      *button)
{
  QuintetTurnItem *turn;

  if (self->pair == NULL)
    return;
  turn = GTK_WIDGET (button) == self->first_button ? quintet_turn_pair_get_first (self->pair)
                                                   : quintet_turn_pair_get_second (self->pair);
  if (turn != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "history.show-ply", "u", ply_after (turn));
}

static void
highlight_turn (QuintetMoveRow  *self,
                GtkWidget       *button,
                QuintetTurnItem *turn)
{
  if (turn != NULL && ply_after (turn) == self->shown_ply)
    gtk_widget_add_css_class (button, "current");
  else
    gtk_widget_remove_css_class (button, "current");
}

static void
update_highlight (QuintetMoveRow *self)
{
  QuintetTurnItem *first = self->pair != NULL ? quintet_turn_pair_get_first (self->pair) : NULL;
  QuintetTurnItem *second = self->pair != NULL ? quintet_turn_pair_get_second (self->pair) : NULL;

  highlight_turn (self, self->first_button, first);
  highlight_turn (self, self->second_button, second);
}

static void
update_pair (QuintetMoveRow *self)
{
  g_autofree char *number = NULL;

  if (self->pair != NULL)
    number = g_strdup_printf ("%u.", quintet_turn_pair_get_number (self->pair));
  gtk_label_set_label (self->number_label, number != NULL ? number : "");
  gtk_widget_set_visible (self->turns_box, self->pair != NULL);
  show_turn (self->first_button, self->first_label,
             self->pair != NULL ? quintet_turn_pair_get_first (self->pair) : NULL);
  show_turn (self->second_button, self->second_label,
             self->pair != NULL ? quintet_turn_pair_get_second (self->pair) : NULL);
  update_highlight (self);
}

/* ---- GObject ---- */

static void
quintet_move_row_dispose (GObject *object)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_MOVE_ROW);
  g_clear_object (&self->pair);

  G_OBJECT_CLASS (quintet_move_row_parent_class)->dispose (object);
}

static void
quintet_move_row_finalize (GObject *object)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (object);

  g_free (self->result);

  G_OBJECT_CLASS (quintet_move_row_parent_class)->finalize (object);
}

static void
quintet_move_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (object);

  switch (prop_id)
    {
    case PROP_PAIR:
      g_value_set_object (value, self->pair);
      break;

    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;

    case PROP_SHOWN_PLY:
      g_value_set_uint (value, self->shown_ply);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_move_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (object);

  switch (prop_id)
    {
    case PROP_PAIR:
      quintet_move_row_set_pair (self, g_value_get_object (value));
      break;

    case PROP_RESULT:
      quintet_move_row_set_result (self, g_value_get_string (value));
      break;

    case PROP_SHOWN_PLY:
      quintet_move_row_set_shown_ply (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_move_row_class_init (QuintetMoveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_move_row_dispose;
  object_class->finalize = quintet_move_row_finalize;
  object_class->get_property = quintet_move_row_get_property;
  object_class->set_property = quintet_move_row_set_property;

  properties[PROP_PAIR] =
    g_param_spec_object ("pair", NULL, NULL, QUINTET_TYPE_TURN_PAIR,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWN_PLY] =
    g_param_spec_uint ("shown-ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-move-row.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, turns_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, first_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, first_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, second_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, second_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetMoveRow, result_label);
  gtk_widget_class_bind_template_callback (widget_class, turn_clicked_cb);

  /* As the box it was: a group of a number and two turns */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "moverow");
}

static void
quintet_move_row_init (QuintetMoveRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_pair (self);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
}

GtkWidget *
quintet_move_row_new (void)
{
  return g_object_new (QUINTET_TYPE_MOVE_ROW, NULL);
}

QuintetTurnPair *
quintet_move_row_get_pair (QuintetMoveRow *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_ROW (self), NULL);

  return self->pair;
}

void
quintet_move_row_set_pair (QuintetMoveRow  *self,
                           QuintetTurnPair *pair)
{
  g_return_if_fail (QUINTET_IS_MOVE_ROW (self));
  g_return_if_fail (pair == NULL || QUINTET_IS_TURN_PAIR (pair));

  if (!g_set_object (&self->pair, pair))
    return;

  update_pair (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAIR]);
}

const char *
quintet_move_row_get_result (QuintetMoveRow *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_ROW (self), NULL);

  return self->result;
}

void
quintet_move_row_set_result (QuintetMoveRow *self,
                             const char     *result)
{
  g_return_if_fail (QUINTET_IS_MOVE_ROW (self));

  if (g_strcmp0 (self->result, result) == 0)
    return;

  g_free (self->result);
  self->result = g_strdup (result);
  gtk_label_set_label (self->result_label, result != NULL ? result : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
}

guint
quintet_move_row_get_shown_ply (QuintetMoveRow *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_ROW (self), 0);

  return self->shown_ply;
}

void
quintet_move_row_set_shown_ply (QuintetMoveRow *self,
                                guint           shown_ply)
{
  g_return_if_fail (QUINTET_IS_MOVE_ROW (self));

  if (self->shown_ply == shown_ply)
    return;

  self->shown_ply = shown_ply;
  update_highlight (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
}
