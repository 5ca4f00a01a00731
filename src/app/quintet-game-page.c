/* quintet-game-page.c — the game page: the board, the guidance line and the
 * side panel, from ui/quintet-game-page.ui
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-game-page.h"
#include "quintet-compat.h"
#include "quintet-painter.h"
#include "quintet-rules-window.h"
#include "quintet-theme-manager.h"

struct _QuintetGamePage
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkBox             *game_box;
  GtkWidget          *board_column;
  QuintetBoardView   *board_view;
  GtkWidget          *guidance_row;
  GtkWidget          *panel_scroller;
  GtkWidget          *side_panel;
  GtkWidget          *players_box;
  GtkWidget          *player_cards[2];
  GtkWidget          *moves_button;
  GtkWidget          *moves_popover;
  GtkWidget          *outcome_card;
  GtkLabel           *outcome_title;
  GtkLabel           *outcome_reason;
  GtkWidget          *players_list;
  AdwActionRow       *player_rows[2];
  GtkWidget          *player_dots[2];
  GtkWidget          *to_move_labels[2];
  GtkWidget          *status_note;
  GtkWidget          *marks_note;
  GtkLabel           *status_label;
  GtkWidget          *guidance_label;
  GtkWidget          *thinking_box;
  GtkLabel           *thinking_label;
  QuintetHistoryView *history_view;
  GtkWidget          *outcome_buttons;
  GtkWidget          *outcome_analyse_button;
  GtkWidget          *analysis_panel;
  GtkWidget          *analysis_overview;
  QuintetEvalGraph   *eval_graph;
  GtkLabel           *analysis_summary;
  GtkWidget          *analysis_progress_row;
  GtkProgressBar     *analysis_progress;

  /* Each side's time: beside the board after its name, below it on a line
   * of its own in its card */
  GtkLabel           *clock_labels[2];
  GtkWidget          *clock_rows[2];
  GtkLabel           *clock_row_labels[2];
  gboolean            shows_clock;

  /* The layout the page's size holds the largest board in */
  GtkWidget          *moves_popover_box;  /* the Moves popover's child: the move list when folded */
  gboolean            below;              /* the side panel below the board */
  gboolean            folded;             /* the move list in the Moves popover */
  gboolean            tiny;               /* a phone's width: the analysis folds with the moves */
  int                 panel_height;       /* below: the least the panel shows, or -1 */
};

G_DEFINE_FINAL_TYPE (QuintetGamePage, quintet_game_page, GTK_TYPE_WIDGET)

/* A side's swatch: its piece as the board draws it. */
static void
draw_side_dot (GtkDrawingArea *dot,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  quintet_painter_draw_swatch (cr, width, height, g_object_get_data (G_OBJECT (dot), "side-style"),
                               GPOINTER_TO_UINT (user_data),
                               quintet_theme_manager_get_theme (quintet_theme_manager_get_default ()),
                               adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
redraw_side_dots (QuintetGamePage *self)
{
  gtk_widget_queue_draw (self->player_dots[0]);
  gtk_widget_queue_draw (self->player_dots[1]);
}

/* A refused click's reason stands out from the usual guidance. */
static void
board_view_guidance_cb (QuintetGamePage *self)
{
  if (quintet_board_view_get_guidance_refused (self->board_view))
    gtk_widget_add_css_class (self->guidance_label, "error");
  else
    gtk_widget_remove_css_class (self->guidance_label, "error");
}

/* A ruling's id after a refusal links to its place on the rules page */
static gboolean
guidance_activate_link_cb (QuintetGamePage *self,
                           const char      *uri)
{
  QuintetGame *game = quintet_board_view_get_game (self->board_view);
  GtkWindow *rules;

  if (!g_str_has_prefix (uri, "ruling:") || game == NULL)
    return FALSE;

  rules = quintet_rules_window_new (quintet_game_get_id (game));
  gtk_window_set_transient_for (rules, GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  quintet_rules_window_show_ruling (QUINTET_RULES_WINDOW (rules), uri + strlen ("ruling:"));
  gtk_window_present (rules);
  return TRUE;
}

/* Beside the board, each time after its player's name; below it, where
 * the players share a line, on a line of its own in the player's card */
static void
show_clocks (QuintetGamePage *self)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->clock_labels[side]), self->shows_clock && !self->below);
      gtk_widget_set_visible (self->clock_rows[side], self->shows_clock && self->below);
    }
}

static void
build_clocks (QuintetGamePage *self)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (label, "clock");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_visible (label, FALSE);
      adw_action_row_add_suffix (self->player_rows[side], label);
      self->clock_labels[side] = GTK_LABEL (label);

      label = gtk_label_new (NULL);
      gtk_widget_add_css_class (label, "clock");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_halign (label, GTK_ALIGN_CENTER);
      self->clock_rows[side] = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->clock_rows[side]), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (self->clock_rows[side]), FALSE);
      gtk_widget_add_css_class (self->clock_rows[side], "clock-row");
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->clock_rows[side]), label);
      gtk_widget_set_visible (self->clock_rows[side], FALSE);
      gtk_list_box_append (GTK_LIST_BOX (self->player_cards[side]), self->clock_rows[side]);
      self->clock_row_labels[side] = GTK_LABEL (label);
    }
}

static void
quintet_game_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), QUINTET_TYPE_GAME_PAGE);

  G_OBJECT_CLASS (quintet_game_page_parent_class)->dispose (object);
}

static void
quintet_game_page_class_init (QuintetGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_game_page_dispose;

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  g_type_ensure (QUINTET_TYPE_EVAL_GRAPH);
  g_type_ensure (QUINTET_TYPE_HISTORY_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, game_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, board_column);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, board_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, guidance_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, panel_scroller);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, side_panel);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, players_box);
  gtk_widget_class_bind_template_child_full (widget_class, "player_card_0", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_cards[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "player_card_1", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_cards[1]));
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, moves_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, moves_popover);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, outcome_card);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, outcome_title);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, outcome_reason);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, players_list);
  gtk_widget_class_bind_template_child_full (widget_class, "player_row_0", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "player_row_1", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "player_dot_0", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_dots[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "player_dot_1", FALSE, G_STRUCT_OFFSET (QuintetGamePage, player_dots[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "to_move_0", FALSE, G_STRUCT_OFFSET (QuintetGamePage, to_move_labels[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "to_move_1", FALSE, G_STRUCT_OFFSET (QuintetGamePage, to_move_labels[1]));
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, status_note);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, marks_note);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, guidance_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, history_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, outcome_buttons);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, outcome_analyse_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, analysis_overview);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, eval_graph);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, analysis_summary);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, analysis_progress_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetGamePage, analysis_progress);
  gtk_widget_class_bind_template_callback (widget_class, board_view_guidance_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
quintet_game_page_init (QuintetGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->panel_height = -1;
  build_clocks (self);
  gtk_box_prepend (GTK_BOX (self->thinking_box), quintet_spinner_new ());
  g_signal_connect_swapped (self->guidance_label, "activate-link", G_CALLBACK (guidance_activate_link_cb), self);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->player_dots[side]), draw_side_dot,
                                    GUINT_TO_POINTER (side), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_side_dots), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (redraw_side_dots), self, G_CONNECT_SWAPPED);
}

/* ---- layout: side panel beside or below the board ----
 *
 * The board takes the space first. The page chooses, at each size, the
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
 * list (the lessons' offer, a paused or finished game's card, notes, the
 * analysis, the chat), with the spacing after each. */
static int
panel_extras_height (QuintetGamePage *self,
                     int              width)
{
  int height = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (self->side_panel);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != self->players_box && child != GTK_WIDGET (self->history_view) && gtk_widget_get_visible (child))
      height += natural_height (child, width) + PANEL_SPACING;
  return height;
}

/* Which layout holds the larger board of @aspect (width / height) in a
 * page of @width × @height, and whether the move list then has room of its
 * own. */
static void
choose_layout (QuintetGamePage *self,
               int              width,
               int              height,
               double           aspect,
               gboolean        *below,
               gboolean        *folded,
               int             *panel_height)
{
  int player_height = natural_height (self->player_cards[0], -1);
  int beside_width = width - 2 * PAGE_MARGIN - PANEL_WIDTH - PAGE_MARGIN;
  int below_width = width - 2 * PAGE_MARGIN;
  int beside_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING - natural_height (self->guidance_row, beside_width);
  int below_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING - natural_height (self->guidance_row, below_width) -
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

/* Chooses the layout for a window of @width (inside its frame), a page of
 * @height (0 when not known yet: then only the width counts) and a board
 * of @aspect. Returns whether it changed; quintet_game_page_apply_layout()
 * applies it (not while allocating: that would resize in the middle of a
 * resize). */
gboolean
quintet_game_page_choose_layout (QuintetGamePage *self,
                                 int              width,
                                 int              height,
                                 double           aspect)
{
  gboolean below = self->below, folded = self->folded, tiny = width < QUINTET_GAME_PAGE_TINY_WIDTH;
  int panel_height = self->panel_height;

  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), FALSE);

  if (height > 0)
    choose_layout (self, width, height, aspect, &below, &folded, &panel_height);
  if (below == self->below && folded == self->folded && tiny == self->tiny && panel_height == self->panel_height)
    return FALSE;

  self->below = below;
  self->folded = folded;
  self->tiny = tiny;
  self->panel_height = panel_height;
  return TRUE;
}

/* Whether the side panel is below the board (the players on one line) */
gboolean
quintet_game_page_get_below (QuintetGamePage *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), FALSE);

  return self->below;
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
arrange_outcome_buttons (QuintetGamePage *self,
                         int              width)
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
fold_history (QuintetGamePage *self)
{
  GtkWidget *history = GTK_WIDGET (self->history_view);

  gtk_widget_set_visible (self->moves_button, self->folded);
  if (self->moves_popover_box == NULL)
    {
      self->moves_popover_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, PANEL_SPACING);
      gtk_popover_set_child (GTK_POPOVER (self->moves_popover), self->moves_popover_box);
    }
  if (!self->folded)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->moves_button));

  if (self->folded && gtk_widget_get_parent (history) == self->side_panel)
    {
      move_to_box (history, GTK_BOX (self->moves_popover_box), FALSE);
      gtk_widget_set_size_request (history, POPOVER_WIDTH, POPOVER_HEIGHT);
    }
  else if (!self->folded && gtk_widget_get_parent (history) != self->side_panel)
    {
      g_object_ref (history);
      gtk_box_remove (GTK_BOX (self->moves_popover_box), history);
      /* back in its place: after the notes, before the analysis */
      gtk_box_insert_child_after (GTK_BOX (self->side_panel), history, self->status_note);
      gtk_widget_set_size_request (history, -1, -1);
      g_object_unref (history);
    }
  if (self->folded && self->tiny)
    move_to_box (self->analysis_overview, GTK_BOX (self->moves_popover_box), FALSE);
  else
    move_to_box (self->analysis_overview, GTK_BOX (self->analysis_panel), TRUE);
}

/* Applies the layout last chosen, in a window of @width. The window then
 * fills the parts that follow it (the players' cards, the clocks, the
 * analysis panel). */
void
quintet_game_page_apply_layout (QuintetGamePage *self,
                                int              width)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->panel_scroller);
  GtkOrientation players = self->below ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
  gboolean overview_line;

  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box),
                                  self->below ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  /* Below: the board as large as the width allows, the rest to the panel */
  gtk_widget_set_vexpand (self->board_column, !self->below);
  gtk_widget_set_margin_bottom (self->board_column, self->below ? BOARD_SPACING : PAGE_MARGIN);
  /* Beside: the panel's width exactly; its minimum stays small */
  gtk_widget_set_size_request (self->side_panel, self->below ? -1 : PANEL_WIDTH, -1);
  gtk_scrolled_window_set_max_content_width (scroller, self->below ? -1 : PANEL_WIDTH);
  gtk_widget_set_hexpand (self->panel_scroller, self->below);
  gtk_widget_set_vexpand (self->panel_scroller, TRUE);
  gtk_widget_set_margin_start (self->panel_scroller, self->below ? PAGE_MARGIN : 0);
  gtk_widget_set_margin_top (self->panel_scroller, self->below ? 0 : PAGE_MARGIN);
  /* Below, the panel shows the players' line and the parts that come
   * and go (a finished game's card) whole, before the board grows */
  gtk_scrolled_window_set_propagate_natural_height (scroller, self->below);
  gtk_scrolled_window_set_min_content_height (scroller, self->panel_height);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_box), players);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_list), players);
  quintet_history_view_set_compact (self->history_view, self->below);
  show_clocks (self);
  fold_history (self);
  arrange_outcome_buttons (self, width);
  /* Below the board, the graph and its summary share a line where the
   * width allows */
  overview_line = self->below && !self->tiny;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->analysis_overview),
                                  overview_line ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->analysis_overview), overview_line ? 12 : 6);
  gtk_widget_set_hexpand (GTK_WIDGET (self->eval_graph), overview_line);
  /* Beside the graph, the summary wraps only past a usual line's width */
  gtk_label_set_width_chars (self->analysis_summary, overview_line ? 22 : -1);
}

/* ---- what the page shows ---- */

/* @side's line in the players' panel: its @name, a @subtitle (who plays it,
 * its reserve), a @tooltip (the computer's level), its piece's swatch in
 * @side_style, and whether it is marked @to_move */
void
quintet_game_page_set_player (QuintetGamePage *self,
                              QuintetSide      side,
                              const char      *name,
                              const char      *subtitle,
                              const char      *tooltip,
                              const char      *side_style,
                              gboolean         to_move)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_rows[side]), name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->player_rows[side]), tooltip);
  adw_action_row_set_subtitle (self->player_rows[side], subtitle != NULL ? subtitle : "");
  g_object_set_data_full (G_OBJECT (self->player_dots[side]), "side-style", g_strdup (side_style), g_free);
  gtk_widget_queue_draw (self->player_dots[side]);
  /* On the players' line there is no room for the label: the card of
   * the side to move is marked instead */
  gtk_widget_set_visible (self->to_move_labels[side], to_move && !self->below);
  if (to_move && self->below)
    gtk_widget_add_css_class (self->player_cards[side], "to-move-card");
  else
    gtk_widget_remove_css_class (self->player_cards[side], "to-move-card");
}

/* The game's @note on the shown position, or none for NULL */
void
quintet_game_page_set_status_note (QuintetGamePage *self,
                                   const char      *note)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_label_set_label (self->status_label, note != NULL ? note : "");
  gtk_widget_set_visible (self->status_note, note != NULL);
}

/* The word on the frozen marks, beside the board, when the board
 * @shows_frozen pieces. Below it, where the panel's height is taken from
 * the board's, it would move the board each time pieces freeze or thaw
 * (Overlord's OV-4, every few turns): there a click on such a piece says
 * why it rests, and the rules page shows the marks. */
void
quintet_game_page_set_marks_note (QuintetGamePage *self,
                                  gboolean         shows_frozen)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_widget_set_visible (self->marks_note, shows_frozen && !self->below);
}

/* A finished game's card: its @result ("White wins") and the @reason, or
 * no card for a NULL @result */
void
quintet_game_page_set_outcome (QuintetGamePage *self,
                               const char      *result,
                               const char      *reason)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_widget_set_visible (self->outcome_card, result != NULL);
  if (result == NULL)
    return;
  gtk_label_set_label (self->outcome_title, result);
  gtk_label_set_label (self->outcome_reason, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_reason), reason != NULL && *reason != '\0');
}

/* The analysis's part of the panel: its graph and summary when @shown, its
 * progress while @running. Folded with the move list (a phone's width),
 * the graph is not in the panel, which then shows only the progress.
 * Returns whether the panel came or went (the layout then changes). */
gboolean
quintet_game_page_show_analysis (QuintetGamePage *self,
                                 gboolean         shown,
                                 gboolean         running)
{
  gboolean overview_here = gtk_widget_get_parent (self->analysis_overview) == self->analysis_panel;
  gboolean panel_shown = shown && (overview_here || running);

  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), FALSE);

  gtk_widget_set_visible (self->analysis_overview, shown);
  gtk_widget_set_visible (self->analysis_progress_row, running);
  if (gtk_widget_get_visible (self->analysis_panel) == panel_shown)
    return FALSE;
  gtk_widget_set_visible (self->analysis_panel, panel_shown);
  return TRUE;
}

/* A card at the top of the side panel (a paused game's, the lessons'
 * offer); the panel's layout counts it */
void
quintet_game_page_add_card (QuintetGamePage *self,
                            GtkWidget       *card)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_box_prepend (GTK_BOX (self->side_panel), card);
}

/* A part of the side panel after the notes (an online game's chat) */
void
quintet_game_page_add_after_notes (QuintetGamePage *self,
                                   GtkWidget       *part)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_box_insert_child_after (GTK_BOX (self->side_panel), part, self->status_note);
}

/* Whether the players' cards show a clock: then each side's time is set
 * with quintet_game_page_set_clock() */
void
quintet_game_page_show_clocks (QuintetGamePage *self,
                               gboolean         shown)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  self->shows_clock = shown;
  show_clocks (self);
}

/* @side's time as @text; @running while it counts down, @out once none is
 * left */
void
quintet_game_page_set_clock (QuintetGamePage *self,
                             QuintetSide      side,
                             const char      *text,
                             gboolean         running,
                             gboolean         out)
{
  GtkWidget *labels[2];

  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  labels[0] = GTK_WIDGET (self->clock_labels[side]);
  labels[1] = GTK_WIDGET (self->clock_row_labels[side]);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      gtk_label_set_label (GTK_LABEL (labels[i]), text);
      if (running)
        gtk_widget_add_css_class (labels[i], "clock-running");
      else
        gtk_widget_remove_css_class (labels[i], "clock-running");
      if (out)
        gtk_widget_add_css_class (labels[i], "clock-out");
      else
        gtk_widget_remove_css_class (labels[i], "clock-out");
    }
}

/* While someone thinks (the computer, a hint), a spinner and @text in
 * place of the board's guidance; NULL: the guidance again */
void
quintet_game_page_set_thinking (QuintetGamePage *self,
                                const char      *text)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  if (text != NULL)
    gtk_label_set_label (self->thinking_label, text);
  gtk_widget_set_visible (self->thinking_box, text != NULL);
  gtk_widget_set_visible (self->guidance_label, text == NULL);
}

/* The analysis's summary under its graph, NULL for none */
void
quintet_game_page_set_analysis_summary (QuintetGamePage *self,
                                        const char      *text)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_label_set_label (self->analysis_summary, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_summary), text != NULL);
}

/* How far the analysis is, @fraction of it, said in @text */
void
quintet_game_page_set_analysis_progress (QuintetGamePage *self,
                                         double           fraction,
                                         const char      *text)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_progress_bar_set_fraction (self->analysis_progress, fraction);
  gtk_progress_bar_set_text (self->analysis_progress, text);
}

/* Whether the outcome offers Analyse (a game with turns to analyse) */
void
quintet_game_page_set_can_analyse (QuintetGamePage *self,
                                   gboolean         can_analyse)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_widget_set_visible (self->outcome_analyse_button, can_analyse);
}

/* Leaving the page: its Moves popover goes down at once (it would come
 * back pointing out of the window while the page slides in again) */
void
quintet_game_page_close_popovers (QuintetGamePage *self)
{
  g_return_if_fail (QUINTET_IS_GAME_PAGE (self));

  gtk_popover_popdown (GTK_POPOVER (self->moves_popover));
}

GtkWidget *
quintet_game_page_new (void)
{
  return g_object_new (QUINTET_TYPE_GAME_PAGE, NULL);
}

QuintetBoardView *
quintet_game_page_get_board_view (QuintetGamePage *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), NULL);

  return self->board_view;
}

QuintetHistoryView *
quintet_game_page_get_history_view (QuintetGamePage *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), NULL);

  return self->history_view;
}

QuintetEvalGraph *
quintet_game_page_get_eval_graph (QuintetGamePage *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME_PAGE (self), NULL);

  return self->eval_graph;
}
