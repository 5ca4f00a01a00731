/* quintet-move-row.c — a line of the move list: a pair of turns, a
 * stretch of a variation, a comment, or the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "quintet-move-row.h"

struct _QuintetMoveRow
{
  GtkWidget        parent_instance;

  QuintetMoveLine *line;
  char            *result;
  gpointer         shown_node;   /* compared only */

  GtkLabel        *number_label;
  GtkWidget       *turns_box;
  GtkWidget       *first_button;
  GtkLabel        *first_label;
  GtkWidget       *second_button;
  GtkLabel        *second_label;
  GtkLabel        *result_label;
  /* Made when first needed: most rows are pairs */
  GtkLabel        *variation_label;
  GtkWidget       *comment_button;
  GtkLabel        *comment_label;
};

G_DEFINE_FINAL_TYPE (QuintetMoveRow, quintet_move_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LINE,
  PROP_RESULT,
  PROP_SHOWN_NODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NODE_ACTIVATED,
  NODE_MENU,
  COMMENT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How far a variation or a comment is indented a level, past the pairs'
 * numbers (BASE_INDENT) */
#define INDENT 18
#define BASE_INDENT 36

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

static QuintetMoveLineKind
get_kind (QuintetMoveRow *self)
{
  return self->line != NULL ? quintet_move_line_get_kind (self->line) : QUINTET_MOVE_LINE_PAIR;
}

static QuintetTreeNode *
get_node (QuintetMoveRow *self,
          guint           index)
{
  return self->line != NULL ? quintet_move_line_get_node (self->line, index) : NULL;
}

/* What a screen reader says for a turn (and its tooltip): its notation,
 * its mark in words and the better turn the analysis found; NULL when
 * the notation says it all */
static char *
describe_turn (QuintetTreeNode *node)
{
  const char *word = quintet_move_line_describe_mark (quintet_tree_node_get_mark (node));
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);
  const QuintetNodeEval *before = parent != NULL ? quintet_tree_node_get_eval (parent) : NULL;
  g_autofree char *better = NULL;

  if (word == NULL)
    return NULL;
  if (before != NULL && before->has_best && !quintet_move_equal (&before->best, quintet_tree_node_get_turn (node)))
    better = quintet_tree_node_format_turn (parent, &before->best);
  if (better != NULL)
    /* Translators: a turn, its mark in words and the engine's turn
     * there, e.g. "e3-d3, blunder; better: d1xd5" */
    return g_strdup_printf (_("%s, %s; better: %s"), quintet_tree_node_get_notation (node), word, better);
  /* Translators: a turn and its mark in words, e.g. "e3-d3, blunder" */
  return g_strdup_printf (_("%s, %s"), quintet_tree_node_get_notation (node), word);
}

/* A turn's button of a pair; without a turn (a pair's reply still to
 * come) it keeps its place, unseen, so that the columns stay. */
static void
show_turn (GtkWidget       *button,
           GtkLabel        *label,
           QuintetTreeNode *node)
{
  g_autofree char *text = node != NULL ? quintet_move_line_format_turn (node) : g_strdup ("");
  g_autofree char *description = node != NULL ? describe_turn (node) : NULL;
  g_autoptr(PangoAttrList) breaks = turn_line_breaks (text);
  QuintetMark mark = node != NULL ? quintet_tree_node_get_mark (node) : QUINTET_MARK_NONE;

  gtk_widget_set_sensitive (button, node != NULL);
  gtk_widget_set_opacity (button, node != NULL ? 1.0 : 0.0);
  gtk_label_set_label (label, text);
  gtk_label_set_attributes (label, breaks);
  gtk_widget_set_tooltip_text (button, node != NULL ? (description != NULL ? description : text) : NULL);
  for (QuintetMark m = QUINTET_MARK_INACCURACY; m <= QUINTET_MARK_BLUNDER; m++)
    {
      if (m == mark)
        gtk_widget_add_css_class (button, quintet_move_line_mark_class (m));
      else
        gtk_widget_remove_css_class (button, quintet_move_line_mark_class (m));
    }
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    description, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
turn_clicked_cb (QuintetMoveRow *self,
                 GtkButton      *button)
{
  QuintetTreeNode *node = get_node (self, GTK_WIDGET (button) == self->first_button ? 0 : 1);

  if (get_kind (self) == QUINTET_MOVE_LINE_PAIR && node != NULL)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
}

static void
highlight_turn (QuintetMoveRow  *self,
                GtkWidget       *button,
                QuintetTreeNode *node)
{
  if (node != NULL && (gpointer) node == self->shown_node)
    gtk_widget_add_css_class (button, "current");
  else
    gtk_widget_remove_css_class (button, "current");
}

/* ---- a variation: its turns as links ---- */

static const char *
mark_color_name (QuintetMark mark)
{
  switch (mark)
    {
    case QUINTET_MARK_INACCURACY:
      return "accent_color";
    case QUINTET_MARK_MISTAKE:
      return "warning_color";
    case QUINTET_MARK_BLUNDER:
      return "error_color";
    case QUINTET_MARK_NONE:
    default:
      return NULL;
    }
}

/* The colour of a mark, as the CSS classes of a pair's turns have it */
static char *
mark_color (QuintetMoveRow *self,
            QuintetMark     mark)
{
  const char *name = mark_color_name (mark);
  GdkRGBA color;

  if (name == NULL)
    return NULL;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)), name, &color))
    return NULL;
G_GNUC_END_IGNORE_DEPRECATIONS
  return g_strdup_printf ("#%02x%02x%02x", (guint) (color.red * 255 + 0.5),
                          (guint) (color.green * 255 + 0.5), (guint) (color.blue * 255 + 0.5));
}

static gboolean
variation_link_cb (QuintetMoveRow *self,
                   const char     *uri,
                   GtkLabel       *label)
{
  guint64 index;
  QuintetTreeNode *node;

  if (!g_ascii_string_to_unsigned (uri, 10, 0, G_MAXUINT, &index, NULL))
    return TRUE;
  node = get_node (self, index);
  if (node != NULL)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
  return TRUE;
}

static void
update_variation (QuintetMoveRow *self)
{
  guint n = quintet_move_line_get_n_nodes (self->line);
  g_autoptr(GString) markup = g_string_new (NULL);
  g_autoptr(GString) spoken = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      QuintetTreeNode *node = get_node (self, i);
      g_autofree char *number = quintet_move_line_format_number (node, i == 0);
      g_autofree char *notation = g_markup_escape_text (quintet_tree_node_get_notation (node), -1);
      g_autofree char *described = describe_turn (node);
      QuintetMark mark = quintet_tree_node_get_mark (node);
      g_autofree char *color = mark_color (self, mark);
      gboolean current = (gpointer) node == self->shown_node;

      if (i > 0)
        {
          g_string_append_c (markup, ' ');
          g_string_append_c (spoken, ' ');
        }
      g_string_append (markup, number);
      g_string_append_printf (markup, "<a href=\"%u\">%s%s", i, current ? "<b>" : "", notation);
      if (mark != QUINTET_MARK_NONE)
        {
          if (color != NULL)
            g_string_append_printf (markup, "<span foreground=\"%s\">%s</span>", color,
                                    quintet_mark_to_string (mark));
          else
            g_string_append (markup, quintet_mark_to_string (mark));
        }
      g_string_append_printf (markup, "%s</a>", current ? "</b>" : "");
      g_string_append (spoken, number);
      g_string_append (spoken, described != NULL ? described : quintet_tree_node_get_notation (node));
    }
  gtk_label_set_markup (self->variation_label, markup->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->variation_label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  spoken->str, -1);
}

static void
ensure_variation_label (QuintetMoveRow *self)
{
  if (self->variation_label != NULL)
    return;

  self->variation_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->variation_label, 0);
  gtk_label_set_wrap (self->variation_label, TRUE);
  gtk_label_set_wrap_mode (self->variation_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (self->variation_label, 20);
  gtk_widget_set_hexpand (GTK_WIDGET (self->variation_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->variation_label), "history-variation");
  g_signal_connect_swapped (self->variation_label, "activate-link", G_CALLBACK (variation_link_cb), self);
  gtk_widget_insert_before (GTK_WIDGET (self->variation_label), GTK_WIDGET (self),
                            GTK_WIDGET (self->result_label));
}

/* ---- a comment ---- */

static void
comment_clicked_cb (QuintetMoveRow *self)
{
  if (get_kind (self) == QUINTET_MOVE_LINE_COMMENT)
    g_signal_emit (self, signals[COMMENT_ACTIVATED], 0, get_node (self, 0),
                   quintet_move_line_get_comment_index (self->line));
}

static void
ensure_comment_button (QuintetMoveRow *self)
{
  if (self->comment_button != NULL)
    return;

  self->comment_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->comment_label, 0);
  gtk_label_set_wrap (self->comment_label, TRUE);
  gtk_label_set_wrap_mode (self->comment_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (self->comment_label, 20);
  self->comment_button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->comment_button), GTK_WIDGET (self->comment_label));
  gtk_widget_set_hexpand (self->comment_button, TRUE);
  gtk_widget_add_css_class (self->comment_button, "flat");
  gtk_widget_add_css_class (self->comment_button, "history-comment");
  /* Translators: the tooltip of a comment in the move list */
  gtk_widget_set_tooltip_text (self->comment_button, _("Edit Comment"));
  g_signal_connect_swapped (self->comment_button, "clicked", G_CALLBACK (comment_clicked_cb), self);
  gtk_widget_insert_before (self->comment_button, GTK_WIDGET (self), GTK_WIDGET (self->result_label));
}

/* ---- the row ---- */

static void
update_highlight (QuintetMoveRow *self)
{
  switch (get_kind (self))
    {
    case QUINTET_MOVE_LINE_PAIR:
      highlight_turn (self, self->first_button, get_node (self, 0));
      highlight_turn (self, self->second_button, get_node (self, 1));
      break;

    case QUINTET_MOVE_LINE_VARIATION:
      update_variation (self);
      break;

    case QUINTET_MOVE_LINE_COMMENT:
    default:
      break;
    }
}

static void
update_line (QuintetMoveRow *self)
{
  QuintetMoveLineKind kind = get_kind (self);
  gboolean pair = self->line != NULL && kind == QUINTET_MOVE_LINE_PAIR;
  guint depth = self->line != NULL ? quintet_move_line_get_depth (self->line) : 0;
  g_autofree char *number = NULL;

  if (pair)
    number = g_strdup_printf ("%u.", quintet_move_line_get_number (self->line));
  gtk_label_set_label (self->number_label, number != NULL ? number : "");
  /* The number's column stays for pairs and the result */
  gtk_widget_set_visible (GTK_WIDGET (self->number_label), self->line == NULL || pair);
  gtk_widget_set_visible (self->turns_box, pair);
  show_turn (self->first_button, self->first_label, pair ? get_node (self, 0) : NULL);
  /* A reply on a row of its own: "12. … e5", the turn before it above */
  if (pair && get_node (self, 0) == NULL && get_node (self, 1) != NULL)
    {
      gtk_label_set_label (self->first_label, "…");
      gtk_widget_set_opacity (self->first_button, 1.0);
    }
  show_turn (self->second_button, self->second_label, pair ? get_node (self, 1) : NULL);

  if (kind == QUINTET_MOVE_LINE_VARIATION && self->line != NULL)
    {
      ensure_variation_label (self);
      gtk_widget_set_margin_start (GTK_WIDGET (self->variation_label),
                                   BASE_INDENT + INDENT * (depth > 0 ? depth - 1 : 0));
    }
  if (self->variation_label != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->variation_label),
                            self->line != NULL && kind == QUINTET_MOVE_LINE_VARIATION);

  if (kind == QUINTET_MOVE_LINE_COMMENT && self->line != NULL)
    {
      ensure_comment_button (self);
      gtk_widget_set_margin_start (self->comment_button, BASE_INDENT + INDENT * depth);
      gtk_label_set_label (self->comment_label, quintet_move_line_get_comment (self->line));
    }
  if (self->comment_button != NULL)
    gtk_widget_set_visible (self->comment_button,
                            self->line != NULL && kind == QUINTET_MOVE_LINE_COMMENT);

  update_highlight (self);
}

/* A right click on a turn: its menu. On a variation's row, the turn is
 * the shown one when it is in the row, else the row's first. */
static void
secondary_pressed_cb (QuintetMoveRow  *self,
                      int              n_press,
                      double           x,
                      double           y,
                      GtkGestureClick *gesture)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  QuintetTreeNode *node = NULL;

  if (self->line == NULL)
    return;

  switch (get_kind (self))
    {
    case QUINTET_MOVE_LINE_PAIR:
      if (picked != NULL && (picked == self->second_button || gtk_widget_is_ancestor (picked, self->second_button)))
        node = get_node (self, 1);
      else if (picked != NULL && (picked == self->first_button || gtk_widget_is_ancestor (picked, self->first_button)))
        node = get_node (self, 0);
      break;

    case QUINTET_MOVE_LINE_VARIATION:
      node = get_node (self, 0);
      for (guint i = 0; i < quintet_move_line_get_n_nodes (self->line); i++)
        if ((gpointer) get_node (self, i) == self->shown_node)
          node = get_node (self, i);
      break;

    case QUINTET_MOVE_LINE_COMMENT:
    default:
      node = get_node (self, 0);
      break;
    }

  if (node == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[NODE_MENU], 0, node, x, y);
}

/* ---- GObject ---- */

static void
quintet_move_row_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (widget);

  GTK_WIDGET_CLASS (quintet_move_row_parent_class)->css_changed (widget, change);

  /* The marks' colours of a variation follow the style (light, dark) */
  if (self->line != NULL && get_kind (self) == QUINTET_MOVE_LINE_VARIATION)
    update_variation (self);
}

static void
quintet_move_row_dispose (GObject *object)
{
  QuintetMoveRow *self = QUINTET_MOVE_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_MOVE_ROW);
  if (self->variation_label != NULL)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->variation_label)));
  if (self->comment_button != NULL)
    gtk_widget_unparent (g_steal_pointer (&self->comment_button));
  g_clear_object (&self->line);

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
    case PROP_LINE:
      g_value_set_object (value, self->line);
      break;

    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;

    case PROP_SHOWN_NODE:
      g_value_set_pointer (value, self->shown_node);
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
    case PROP_LINE:
      quintet_move_row_set_line (self, g_value_get_object (value));
      break;

    case PROP_RESULT:
      quintet_move_row_set_result (self, g_value_get_string (value));
      break;

    case PROP_SHOWN_NODE:
      quintet_move_row_set_shown_node (self, g_value_get_pointer (value));
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
  widget_class->css_changed = quintet_move_row_css_changed;

  properties[PROP_LINE] =
    g_param_spec_object ("line", NULL, NULL, QUINTET_TYPE_MOVE_LINE,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWN_NODE] =
    g_param_spec_pointer ("shown-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, QUINTET_TYPE_TREE_NODE);
  signals[NODE_MENU] =
    g_signal_new ("node-menu", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, QUINTET_TYPE_TREE_NODE, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[COMMENT_ACTIVATED] =
    g_signal_new ("comment-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, QUINTET_TYPE_TREE_NODE, G_TYPE_UINT);

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
  GtkGesture *secondary = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  update_line (self);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (secondary), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));
}

GtkWidget *
quintet_move_row_new (void)
{
  return g_object_new (QUINTET_TYPE_MOVE_ROW, NULL);
}

QuintetMoveLine *
quintet_move_row_get_line (QuintetMoveRow *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_ROW (self), NULL);

  return self->line;
}

void
quintet_move_row_set_line (QuintetMoveRow  *self,
                           QuintetMoveLine *line)
{
  g_return_if_fail (QUINTET_IS_MOVE_ROW (self));
  g_return_if_fail (line == NULL || QUINTET_IS_MOVE_LINE (line));

  if (!g_set_object (&self->line, line))
    return;

  update_line (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE]);
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

gpointer
quintet_move_row_get_shown_node (QuintetMoveRow *self)
{
  g_return_val_if_fail (QUINTET_IS_MOVE_ROW (self), NULL);

  return self->shown_node;
}

/* A variation's row redraws only when the shown turn comes or goes */
static gboolean
shows_node (QuintetMoveRow *self,
            gpointer        node)
{
  if (self->line == NULL || node == NULL)
    return FALSE;
  for (guint i = 0; i < quintet_move_line_get_n_nodes (self->line); i++)
    if ((gpointer) get_node (self, i) == node)
      return TRUE;
  return FALSE;
}

void
quintet_move_row_set_shown_node (QuintetMoveRow *self,
                                 gpointer        shown_node)
{
  gboolean affected;

  g_return_if_fail (QUINTET_IS_MOVE_ROW (self));

  if (self->shown_node == shown_node)
    return;

  affected = shows_node (self, self->shown_node) || shows_node (self, shown_node);
  self->shown_node = shown_node;
  if (affected)
    update_highlight (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_NODE]);
}
