/* quintet-window-layout.c — the window's size and the game page's layout:
 * the side panel beside or below the board, the move list folded or not,
 * the header bar's short forms, and the size kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "quintet-window-private.h"

/* Below this width the New Game button is an icon: the header bar fits a
 * phone-sized window with New Game in it (issue 39); below the second,
 * the game page takes its most compact form. */
#define NARROW_WIDTH 720
#define TINY_WIDTH 480

/* ---- layout: side panel beside or below the board ----
 *
 * The board takes the space first. The window chooses, at each size, the
 * layout that holds the larger board: the side panel beside it (at a fixed
 * width, so the board stays still when the panel's contents change), or
 * below it in its compact form, the players on one line. Where the move
 * list has no room of its own it folds into the Moves button's popover.
 * Nothing in either layout asks for more than a phone-sized window: the
 * board's minimum is small and the panel scrolls what does not fit. */

#define PANEL_WIDTH 300
#define PAGE_MARGIN 12
#define BOARD_SPACING 6       /* between the board and its status line */
#define PANEL_SPACING 12      /* between the parts of the side panel */
/* The least height the move list takes in the panel (heading, a few
 * rows, the review buttons); below that, it folds */
#define HISTORY_MIN_HEIGHT 180
/* The folded move list's popover */
#define POPOVER_WIDTH 300
#define POPOVER_HEIGHT 360

static int
natural_height (GtkWidget *widget,
                int        for_width)
{
  int natural = 0, minimum_width;

  if (!gtk_widget_get_visible (widget))
    return 0;
  /* A width below nothing (a window not laid out yet, or narrower than
   * the margins) asks for the height at the widget's own width; one below
   * the widget's least width (a layout too narrow to be chosen), at that
   * least width, as GTK asks of a measure */
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, for_width < 0 ? -1 : MAX (for_width, minimum_width),
                      NULL, &natural, NULL, NULL);
  return natural;
}

/* The board's width / height */
static double
board_aspect (QuintetWindow *self)
{
  const QuintetGeometry *geometry;

  if (self->game == NULL)
    return 1.0;
  geometry = quintet_game_get_geometry (self->game);
  return geometry->width / geometry->height;
}

/* The width of the largest board of @aspect in @width × @height */
static double
fit_board (double aspect,
           double width,
           double height)
{
  if (width <= 0 || height <= 0)
    return 0;
  return MIN (width, height * aspect);
}

/* The height of what the panel shows besides the players and the move
 * list (the lessons' offer, a finished game's card, notes), with the
 * spacing after each. */
static int
panel_extras_height (QuintetWindow *self,
                     int            width)
{
  GtkWidget *extras[] = { self->paused_card, self->lessons_offer, self->outcome_card, self->marks_note, self->status_note,
                          self->analysis_panel };
  int height = 0;

  for (guint i = 0; i < G_N_ELEMENTS (extras); i++)
    if (gtk_widget_get_visible (extras[i]))
      height += natural_height (extras[i], width) + PANEL_SPACING;
  return height;
}

/* Which layout holds the larger board in a page of @width × @height, and
 * whether the move list then has room of its own. */
static void
choose_layout (QuintetWindow *self,
               int            width,
               int            height,
               gboolean      *below,
               gboolean      *folded,
               int           *panel_height)
{
  double aspect = board_aspect (self);
  int player_height = natural_height (self->player_cards[0], -1);
  int beside_width = width - 2 * PAGE_MARGIN - PANEL_WIDTH - PAGE_MARGIN;
  int below_width = width - 2 * PAGE_MARGIN;
  int beside_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING -
                            natural_height (self->guidance_row, beside_width);
  int below_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING -
                           natural_height (self->guidance_row, below_width) -
                           player_height - PAGE_MARGIN;
  double beside_board = fit_board (aspect, beside_width, beside_board_height);
  double below_board = fit_board (aspect, below_width, below_board_height);
  int room;

  *below = below_board > beside_board;
  *panel_height = -1;
  if (*below)
    {
      /* The players' line as it is laid out: a subtitle may wrap */
      int line_height = self->below ? natural_height (self->players_box, below_width)
                                    : natural_height (self->player_cards[0], below_width / 2);

      *panel_height = panel_extras_height (self, below_width) + line_height;
      room = below_board_height - (int) ceil (below_board / aspect) -
             panel_extras_height (self, below_width) - PANEL_SPACING;
    }
  else
    room = height - 2 * PAGE_MARGIN - panel_extras_height (self, PANEL_WIDTH) -
           2 * player_height - 6 - PANEL_SPACING;
  *folded = room < HISTORY_MIN_HEIGHT;
}

/* The finished game's card: its padding on each side (style.css); below
 * the board, the panel is narrower than the page by its own margins
 * (ui/quintet-game-page.ui), and this much is left for the card's border */
#define OUTCOME_CARD_PADDING 14
#define OUTCOME_CARD_SLACK 8

/* Below the board, where three buttons fit side by side in @width, the
 * card's Analyse Game joins Play Again and New Game on their row: the
 * card is a row lower and the board that much larger. */
static void
arrange_outcome_buttons (QuintetWindow *self,
                         int            width)
{
  GtkLayoutManager *grid = gtk_widget_get_layout_manager (self->outcome_buttons);
  GtkGridLayoutChild *analyse =
    GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (grid, self->outcome_analyse_button));
  int widest = 0;
  gboolean one_row;

  for (GtkWidget *button = gtk_widget_get_first_child (self->outcome_buttons);
       button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      int minimum;

      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      widest = MAX (widest, minimum);
    }
  one_row = self->below &&
            3 * widest + 2 * (int) gtk_grid_get_column_spacing (GTK_GRID (self->outcome_buttons)) <=
            width - 4 * PAGE_MARGIN - 2 * OUTCOME_CARD_PADDING - OUTCOME_CARD_SLACK;

  gtk_grid_layout_child_set_row (analyse, one_row ? 0 : 1);
  gtk_grid_layout_child_set_column (analyse, one_row ? 2 : 0);
  gtk_grid_layout_child_set_column_span (analyse, one_row ? 1 : 2);
}

/* @widget in @box, first or last, from wherever it is */
static void
move_to_box (GtkWidget *widget,
             GtkBox    *box,
             gboolean   first)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (parent == GTK_WIDGET (box))
    return;
  g_object_ref (widget);
  if (parent != NULL)
    gtk_box_remove (GTK_BOX (parent), widget);
  if (first)
    gtk_box_prepend (box, widget);
  else
    gtk_box_append (box, widget);
  g_object_unref (widget);
}

/* The move list in the panel, or in the Moves button's popover; on a
 * tiny window the analysis's graph and summary go with it (its progress
 * and Cancel stay in sight), so that the board stays the largest thing */
static void
fold_history (QuintetWindow *self,
              gboolean       folded)
{
  GtkWidget *history = GTK_WIDGET (self->history_view);
  gboolean analysis_folded = folded && self->tiny;

  gtk_widget_set_visible (self->moves_button, folded);
  if (self->moves_popover_box == NULL)
    {
      self->moves_popover_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, PANEL_SPACING);
      gtk_popover_set_child (GTK_POPOVER (self->moves_popover), self->moves_popover_box);
    }
  if (!folded)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->moves_button));

  if (folded && gtk_widget_get_parent (history) == self->side_panel)
    {
      move_to_box (history, GTK_BOX (self->moves_popover_box), FALSE);
      gtk_widget_set_size_request (history, POPOVER_WIDTH, POPOVER_HEIGHT);
    }
  else if (!folded && gtk_widget_get_parent (history) != self->side_panel)
    {
      g_object_ref (history);
      gtk_box_remove (GTK_BOX (self->moves_popover_box), history);
      /* back in its place: after the notes, before the analysis */
      gtk_box_insert_child_after (GTK_BOX (self->side_panel), history, self->status_note);
      gtk_widget_set_size_request (history, -1, -1);
      g_object_unref (history);
    }
  if (analysis_folded)
    move_to_box (self->analysis_overview, GTK_BOX (self->moves_popover_box), FALSE);
  else
    move_to_box (self->analysis_overview, GTK_BOX (self->analysis_panel), TRUE);
  _quintet_window_update_analysis_panel (self);
}

static void
apply_game_layout (QuintetWindow *self)
{
  GtkOrientation players = self->below ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
  gboolean overview_line;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box),
                                  self->below ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  /* Below: the board as large as the width allows, the rest to the panel */
  gtk_widget_set_vexpand (self->board_column, !self->below);
  gtk_widget_set_margin_bottom (self->board_column, self->below ? BOARD_SPACING : PAGE_MARGIN);
  /* Beside: the panel's width exactly; its minimum stays small */
  gtk_widget_set_size_request (self->side_panel, self->below ? -1 : PANEL_WIDTH, -1);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (self->panel_scroller),
                                             self->below ? -1 : PANEL_WIDTH);
  gtk_widget_set_hexpand (self->panel_scroller, self->below);
  gtk_widget_set_vexpand (self->panel_scroller, TRUE);
  gtk_widget_set_margin_start (self->panel_scroller, self->below ? PAGE_MARGIN : 0);
  gtk_widget_set_margin_top (self->panel_scroller, self->below ? 0 : PAGE_MARGIN);
  /* Below, the panel shows the players' line and the parts that come
   * and go (a finished game's card) whole, before the board grows */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->panel_scroller), self->below);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->panel_scroller), self->panel_height);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_box), players);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_list), players);
  quintet_history_view_set_compact (self->history_view, self->below);
  /* Below, each clock on a line of its own in its player's card */
  _quintet_window_update_clock (self);
  fold_history (self, self->folded);
  arrange_outcome_buttons (self, gtk_widget_get_width (GTK_WIDGET (self)));
  /* Below the board, the graph and its summary share a line where the
   * width allows */
  overview_line = self->below && !self->tiny;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->analysis_overview),
                                  overview_line ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->analysis_overview), overview_line ? 12 : 6);
  gtk_widget_set_hexpand (GTK_WIDGET (self->eval_graph), overview_line);
  /* Beside the graph, the summary wraps only past a usual line's width */
  gtk_label_set_width_chars (self->analysis_summary, overview_line ? 22 : -1);
  if (self->game != NULL)
    {
      _quintet_window_update_players (self);
      _quintet_window_update_marks_note (self);
    }
}

/* The header bar for the page shown and the window's width. On a phone
 * (360 px), the game page's bar holds New Game, Undo and Redo, the menus
 * and the window's buttons (three of them on some desktops): the title
 * gives way, its least width (five letters) would make the window wider
 * than the phone. The board shows the game, and the window keeps its
 * title for the desktop and screen readers. */
void
_quintet_window_update_header (QuintetWindow *self)
{
  gboolean game_page = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;

  if (self->narrow)
    {
      gtk_button_set_icon_name (GTK_BUTTON (self->new_game_button), "list-add-symbolic");
      /* Translators: the name of the New Game button when it shows an icon */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->new_game_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("New Game"), -1);
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->new_game_button), _("_New Game"));
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->new_game_button), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
  gtk_widget_set_visible (self->new_game_button, game_page);
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !(game_page && self->tiny));
}

void
_quintet_window_apply_layout (QuintetWindow *self)
{
  if (self->game_box != NULL)
    apply_game_layout (self);
  _quintet_window_update_header (self);
}

static gboolean
update_layout_idle (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->layout_idle = 0;
  _quintet_window_apply_layout (self);

  return G_SOURCE_REMOVE;
}

/* Chooses the layout for a window of @width (inside its frame) and a
 * page of @height. Returns whether it changed. */
static gboolean
choose_layout_for (QuintetWindow *self,
                   int            width,
                   int            height)
{
  gboolean narrow = width < NARROW_WIDTH, tiny = width < TINY_WIDTH;
  gboolean below = self->below, folded = self->folded;
  int panel_height = self->panel_height;

  if (self->game_box != NULL && height > 0)
    choose_layout (self, width, height, &below, &folded, &panel_height);

  if (narrow == self->narrow && tiny == self->tiny && below == self->below && folded == self->folded &&
      panel_height == self->panel_height)
    return FALSE;

  self->narrow = narrow;
  self->tiny = tiny;
  self->below = below;
  self->folded = folded;
  self->panel_height = panel_height;
  return TRUE;
}

/* Chooses the layout for the page's size now; a change is applied on
 * the next main loop iteration: changing the layout while allocating
 * would resize in the middle of a resize. */
void
_quintet_window_update_layout (QuintetWindow *self)
{
  if (choose_layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)),
                         gtk_widget_get_height (GTK_WIDGET (self->stack))) &&
      self->layout_idle == 0)
    self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_layout_idle, self, NULL);
}

/* Asked for a new size (by the program, the saved settings, or the window
 * manager): the layout for that size comes first. Chosen after the new
 * size, the old layout's minimum could make the window larger than asked
 * (wide, the header bar and the panel beside the board ask for more than
 * a phone's width), and GTK keeps that larger size. */
static void
default_size_changed_cb (QuintetWindow *self)
{
  int width, height;
  double frame_x = 0, frame_y = 0;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0 || height <= 0 || !gtk_widget_get_realized (GTK_WIDGET (self)))
    return;

  /* The surface's size, less the window's frame and the header bar */
  gtk_native_get_surface_transform (GTK_NATIVE (self), &frame_x, &frame_y);
  width -= 2 * (int) frame_x;
  height -= 2 * (int) frame_y +
            (gtk_widget_get_height (GTK_WIDGET (self)) - gtk_widget_get_height (GTK_WIDGET (self->stack)));
  if (choose_layout_for (self, width, height))
    {
      g_clear_handle_id (&self->layout_idle, g_source_remove);
      _quintet_window_apply_layout (self);
    }
}

/* ---- the window's size, kept between runs ---- */

/* The size the window had when last closed; the layout follows each
 * change of it from then on. */
void
_quintet_window_restore_size (QuintetWindow *self)
{
  int width, height;
  gboolean maximized;

  quintet_settings_get_window_size (self->settings, &width, &height, &maximized);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (maximized)
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed_cb), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed_cb), NULL);
}

void
_quintet_window_save_size (QuintetWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  quintet_settings_set_window_size (self->settings, width, height,
                                    gtk_window_is_maximized (window));
}
