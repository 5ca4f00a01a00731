/* quintet-puzzle-list.c — the puzzle page's chooser: a button naming the
 * puzzle shown, whose popover lists the game's puzzles under a heading
 * for each length ("Win in 2 Turns"), the solved ones checked. Choosing
 * one emits "puzzle-chosen" with its index; the page shows it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-puzzle.h"
#include "quintet-puzzle-list.h"

struct _QuintetPuzzleList
{
  GtkWidget        parent_instance;

  QuintetSettings *settings;

  /* Template widgets */
  GtkMenuButton   *button;
  GtkWidget       *popover;
  GtkListBox      *list_box;
  GtkLabel        *summary;
};

G_DEFINE_FINAL_TYPE (QuintetPuzzleList, quintet_puzzle_list, GTK_TYPE_WIDGET)

enum {
  PUZZLE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The number of turns to win in of a row's puzzle */
static guint
row_n (GtkListBoxRow *row)
{
  return row != NULL ? GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "n")) : 0;
}

/* A heading over the first puzzle of each N ("Win in 2 Turns") */
static void
list_header_cb (GtkListBoxRow *row,
                GtkListBoxRow *before,
                gpointer       user_data)
{
  guint n = row_n (row);
  GtkWidget *header;
  g_autofree char *text = NULL;

  if (n == 0 || (before != NULL && row_n (before) == n))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  /* Translators: a heading in the list of puzzles */
  text = g_strdup_printf (ngettext ("Win in %u Turn", "Win in %u Turns", n), n);
  header = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, before != NULL ? 12 : 6);
  gtk_widget_set_margin_bottom (header, 3);
  gtk_list_box_row_set_header (row, header);
}

static GtkWidget *
new_row (guint    number,
         guint    n,
         gboolean solved,
         gboolean current)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  /* Translators: a row in the list of puzzles, %u its number */
  g_autofree char *text = g_strdup_printf (_("Puzzle %u"), number);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_visible (mark, solved);
  gtk_widget_set_tooltip_text (mark, _("Solved"));
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_widget_set_size_request (box, 200, -1);
  g_object_set_data (G_OBJECT (box), "n", GUINT_TO_POINTER (n));
  if (current)
    gtk_widget_add_css_class (label, "heading");
  return box;
}

void
quintet_puzzle_list_fill (QuintetPuzzleList *self,
                          const char        *game_id,
                          GPtrArray         *puzzles,
                          guint              current)
{
  GtkWidget *child;
  g_autofree char *summary = NULL;
  guint n = puzzles != NULL ? puzzles->len : 0;
  guint n_solved = self->settings != NULL && game_id != NULL
                 ? quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_PUZZLES, game_id) : 0;

  g_return_if_fail (QUINTET_IS_PUZZLE_LIST (self));

  /* Translators: over the list of a game's puzzles, "12 of 87 solved" */
  summary = g_strdup_printf (_("%u of %u solved"), MIN (n_solved, n), n);
  gtk_label_set_text (self->summary, summary);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);
  for (guint i = 0; i < n; i++)
    {
      const QuintetPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      gboolean solved = self->settings != NULL &&
                        quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_PUZZLES,
                                                       game_id, puzzle->id);

      gtk_list_box_append (self->list_box, new_row (i + 1, puzzle->n, solved, i == current));
    }
}

void
quintet_puzzle_list_set_position (QuintetPuzzleList *self,
                                  guint              index,
                                  guint              n_puzzles)
{
  g_autofree char *heading = NULL;

  g_return_if_fail (QUINTET_IS_PUZZLE_LIST (self));

  if (index < n_puzzles)
    /* Translators: the puzzle shown, "Puzzle 5 of 32" */
    heading = g_strdup_printf (_("Puzzle %u of %u"), index + 1, n_puzzles);
  gtk_menu_button_set_label (self->button, heading != NULL ? heading : "");
}

void
quintet_puzzle_list_set_settings (QuintetPuzzleList *self,
                                  QuintetSettings   *settings)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_LIST (self));

  g_set_object (&self->settings, settings);
}

static void
row_activated_cb (QuintetPuzzleList *self,
                  GtkListBoxRow     *row)
{
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_signal_emit (self, signals[PUZZLE_CHOSEN], 0, (guint) gtk_list_box_row_get_index (row));
}

GtkWidget *
quintet_puzzle_list_new (void)
{
  return g_object_new (QUINTET_TYPE_PUZZLE_LIST, NULL);
}

static void
quintet_puzzle_list_dispose (GObject *object)
{
  QuintetPuzzleList *self = QUINTET_PUZZLE_LIST (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_PUZZLE_LIST);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (quintet_puzzle_list_parent_class)->dispose (object);
}

static void
quintet_puzzle_list_class_init (QuintetPuzzleListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_puzzle_list_dispose;

  signals[PUZZLE_CHOSEN] =
    g_signal_new ("puzzle-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-puzzle-list.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzleList, button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzleList, popover);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzleList, list_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzleList, summary);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzlelist");
}

static void
quintet_puzzle_list_init (QuintetPuzzleList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list_box, list_header_cb, self, NULL);
}
