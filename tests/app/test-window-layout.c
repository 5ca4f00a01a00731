/* test-window-layout.c — the board takes the space first, at every window
 * size from a phone held upright to a large screen, for every game's board
 * shape (360×600 to 2560×1400), in the light and the dark style; the
 * window never grows beyond the size it is given (a finished game's card
 * and a long move list included); nothing but the title is cut short and
 * no widget overlaps another.
 *
 * The board must be at least 90% of the largest board of its shape the
 * window could hold with the side panel in its most compact form: one line
 * for the players and the status line under the board, both measured on
 * the real widgets (their natural heights), or beside a panel as wide as
 * the side panel is (PANEL_WIDTH), whichever holds the larger board.
 *
 * Screenshots: <build>/tests/app/screenshot-layout-<game>-<size>-<style>.png
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

/* The side panel's width beside the board */
#define PANEL_WIDTH 300

typedef struct {
  int width;
  int height;
} Size;

static const Size sizes[] = {
  { 360, 600 }, { 360, 640 }, { 500, 700 }, { 586, 736 }, { 683, 736 }, { 720, 870 },
  { 800, 600 }, { 1000, 480 }, { 960, 1040 }, { 1366, 736 }, { 1600, 1000 }, { 2560, 1400 },
};

/* One of each board shape */
static const char * const games[] = { "pressman", "ordo", "oferhlyp", "overlord", "opprimo" };

/* Whether the display holds a window of @size: a smaller one (xvfb-run's
 * default screen is 1280×1024) clamps the window to itself. */
static gboolean
display_holds (const Size *size)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width >= size->width && geometry.height >= size->height;
}

static gboolean
skip_unless_display_holds (const Size *size)
{
  g_autofree char *message = NULL;

  if (display_holds (size))
    return FALSE;
  message = g_strdup_printf ("the display is smaller than %d×%d (run under xvfb-run -s \"-screen 0 2800x1600x24\")",
                             size->width, size->height);
  g_test_skip (message);
  return TRUE;
}

static GtkWidget *
find_by_css_class (GtkWidget  *root,
                   const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_css_class (child, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* At no less than the widget's least width, as GTK asks of a measure (and
 * as the window's layout measures) */
static int
natural_height (GtkWidget *widget,
                int        for_width)
{
  int natural, minimum_width;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, for_width < 0 ? -1 : MAX (for_width, minimum_width),
                      NULL, &natural, NULL, NULL);
  return natural;
}

/* The largest width of a board of @aspect (width / height) in @width × @height */
static double
fit_width (double aspect,
           double width,
           double height)
{
  if (width <= 0 || height <= 0)
    return 0;
  return MIN (width, height * aspect);
}

/* The most compact side panel: the players on one line (one player's row
 * high) and the status line, at the window's width. */
static int
compact_panel_height (QuintetWindow *window,
                      int            width)
{
  GtkWidget *player_row = find_widget (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);
  GtkWidget *status_line = find_by_css_class (GTK_WIDGET (window), "guidance");

  g_assert_nonnull (player_row);
  g_assert_nonnull (status_line);
  return natural_height (player_row, -1) + natural_height (status_line, width);
}

/* The width of the largest board of the game's shape the window holds,
 * with the panel below the board (compact) or beside it. */
static double
ideal_board_width (QuintetWindow *window,
                   int            width,
                   int            height)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (quintet_window_get_game (window));
  double aspect = geometry->width / geometry->height;
  GtkWidget *header_bar = find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *status_line = find_by_css_class (GTK_WIDGET (window), "guidance");
  int content = height - gtk_widget_get_height (header_bar);
  double below = fit_width (aspect, width, content - compact_panel_height (window, width));
  double beside = fit_width (aspect, width - PANEL_WIDTH,
                             content - natural_height (status_line, width - PANEL_WIDTH));

  return MAX (below, beside);
}

static void
get_board_rect (QuintetWindow   *window,
                graphene_rect_t *rect)
{
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  graphene_rect_t inside;

  g_assert_true (quintet_board_view_get_board_bounds (QUINTET_BOARD_VIEW (board), &inside));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), rect));
  graphene_rect_offset (rect, inside.origin.x, inside.origin.y);
  rect->size = inside.size;
}

static void
assert_window_size (QuintetWindow *window,
                    int            width,
                    int            height)
{
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, height);
}

static gboolean
is_in_window_title (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, ADW_TYPE_WINDOW_TITLE) != NULL;
}

/* Every label on screen shows its whole text, but the window's title. */
static void
assert_nothing_ellipsized (GtkWidget *root)
{
  if (!gtk_widget_get_mapped (root))
    return;

  if (GTK_IS_LABEL (root) && !is_in_window_title (root) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    g_test_fail_printf ("“%s” is ellipsized", gtk_label_get_text (GTK_LABEL (root)));

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_nothing_ellipsized (child);
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  graphene_rect_t both;

  return graphene_rect_intersection (a, b, &both) &&
         both.size.width >= 1 && both.size.height >= 1;
}

/* The parts of the window that must lie side by side, never one over the
 * other: the header bar, the board, the status line, and each part of the
 * side panel that is shown. */
static void
collect_parts (QuintetWindow *window,
               GPtrArray     *parts)
{
  GtkWidget *panel = find_by_css_class (GTK_WIDGET (window), "side-panel");

  g_ptr_array_add (parts, find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR));
  g_ptr_array_add (parts, find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_ptr_array_add (parts, find_by_css_class (GTK_WIDGET (window), "guidance"));
  g_assert_nonnull (panel);
  for (GtkWidget *child = gtk_widget_get_first_child (panel);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child))
      g_ptr_array_add (parts, child);
}

static void
assert_no_overlap (QuintetWindow *window)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  graphene_rect_t whole = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                              gtk_widget_get_height (GTK_WIDGET (window)));
  graphene_rect_t *bounds;

  GtkWidget *scroller = gtk_widget_get_ancestor (find_by_css_class (GTK_WIDGET (window), "side-panel"),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t panel;

  /* The header bar reaches a pixel into the window's frame */
  graphene_rect_inset (&whole, -1, -1);
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &panel));
  graphene_rect_inset (&panel, -1, -1);
  collect_parts (window, parts);
  bounds = g_new0 (graphene_rect_t, parts->len);
  for (guint i = 0; i < parts->len; i++)
    {
      GtkWidget *part = g_ptr_array_index (parts, i);

      g_assert_nonnull (part);
      g_assert_true (gtk_widget_compute_bounds (part, GTK_WIDGET (window), &bounds[i]));
      if (!graphene_rect_contains_rect (&whole, &bounds[i]))
        g_test_fail_printf ("%s at %g,%g %g×%g is not inside the window", G_OBJECT_TYPE_NAME (part),
                 bounds[i].origin.x, bounds[i].origin.y, bounds[i].size.width, bounds[i].size.height);
      /* The side panel's parts show whole, not scrolled out of sight */
      if (i >= 3 && !graphene_rect_contains_rect (&panel, &bounds[i]))
        g_test_fail_printf ("%s at %g,%g %g×%g is cut off by the panel's edge", G_OBJECT_TYPE_NAME (part),
                            bounds[i].origin.x, bounds[i].origin.y, bounds[i].size.width, bounds[i].size.height);
      for (guint j = 0; j < i; j++)
        if (overlap (&bounds[i], &bounds[j]))
          g_test_fail_printf ("%s overlaps %s", G_OBJECT_TYPE_NAME (part),
                   G_OBJECT_TYPE_NAME (g_ptr_array_index (parts, j)));
    }
  g_free (bounds);
}

/* Lets the window settle: a layout switch happens a frame after the
 * allocation that asks for it. */
static void
settle (QuintetWindow *window)
{
  wait_for_frame (window);
  wait_for_transitions (GTK_WIDGET (window));
  wait_for_frame (window);
}

static void
check_board (QuintetWindow *window,
             const char    *game_id,
             const Size    *size,
             const char    *style)
{
  graphene_rect_t board;
  double ideal;

  quintet_window_start_game (window, game_id, QUINTET_SIDE_0);
  settle (window);

  get_board_rect (window, &board);
  /* What the window holds inside its frame (CSD: a few pixels less than asked) */
  ideal = ideal_board_width (window, gtk_widget_get_width (GTK_WIDGET (window)),
                             gtk_widget_get_height (GTK_WIDGET (window)));
  g_test_message ("%s %d×%d %s: window %d×%d, board %.0f×%.0f, largest %.0f wide (%.0f%%), "
                  "compact panel %d px high",
                  game_id, size->width, size->height, style,
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)),
                  board.size.width, board.size.height, ideal, 100 * board.size.width / ideal,
                  compact_panel_height (window, gtk_widget_get_width (GTK_WIDGET (window))));
  if (g_str_equal (game_id, "pressman") &&
      ((size->width == 683 && size->height == 736) || (size->width == 360 && size->height == 640)))
    {
      g_autofree char *name = g_strdup_printf ("screenshot-layout-%s-%dx%d-%s.png",
                                               game_id, size->width, size->height, style);

      save_screenshot (GTK_WIDGET (window), name);
    }

  assert_window_size (window, size->width, size->height);
  g_assert_cmpfloat (board.size.width, >=, 0.9 * ideal);
  /* Half of a 1366×768 screen under a top bar */
  if (g_str_equal (game_id, "pressman") && size->width == 683 && size->height == 736)
    g_assert_cmpfloat (board.size.width, >=, 420);
  assert_nothing_ellipsized (GTK_WIDGET (window));
  assert_no_overlap (window);
}

static void
test_board_size (gconstpointer data)
{
  const Size *size = data;

  if (skip_unless_display_holds (size))
    return;

  for (guint dark = 0; dark <= 1; dark++)
    {
      QuintetWindow *window = new_window (size->width, size->height);

      set_color_scheme (dark ? "dark" : "light");
      for (guint i = 0; i < G_N_ELEMENTS (games); i++)
        check_board (window, games[i], size, dark ? "dark" : "light");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
}

/* Where the move list has no room in the panel it is folded into the
 * Moves button's popover: there it shows the game's turns. */
static void
check_folded_moves (QuintetWindow *window,
                    const Size    *size)
{
  GtkWidget *panel = find_by_css_class (GTK_WIDGET (window), "side-panel");
  GtkWidget *button = find_widget (panel, GTK_TYPE_MENU_BUTTON);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  GtkPopover *popover;
  g_autofree char *name = NULL;

  g_assert_nonnull (button);
  if (history != NULL && gtk_widget_get_mapped (history))
    {
      /* Not folded: the panel shows it */
      g_assert_false (gtk_widget_get_mapped (button));
      return;
    }

  g_assert_true (gtk_widget_get_mapped (button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  settle (window);
  history = find_widget (gtk_popover_get_child (popover), QUINTET_TYPE_HISTORY_VIEW);
  g_assert_true (QUINTET_IS_HISTORY_VIEW (history));
  g_assert_true (gtk_widget_get_mapped (history));
  assert_nothing_ellipsized (history);
  name = g_strdup_printf ("screenshot-layout-moves-%dx%d.png", size->width, size->height);
  save_screenshot (GTK_WIDGET (popover), name);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  settle (window);
}

/* Where @widget's top left corner is in @window */
static void
window_point (QuintetWindow *window,
              GtkWidget     *widget,
              double        *x,
              double        *y)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
  *x = point.x;
  *y = point.y;
#else
  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (window), 0, 0, x, y));
#endif
}

/* The finished game's card: below the board, where three buttons fit its
 * width, Analyse Game is on Play Again's row (the board keeps that row's
 * height); beside the board, it has a row of its own under them. */
static void
check_outcome_buttons (QuintetWindow *window)
{
  GtkWidget *card = find_by_css_class (GTK_WIDGET (window), "outcome-card");
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  GtkWidget *play = find_action_button (card, "win.play-again");
  GtkWidget *analyse = find_action_button (card, "win.analyse");
  double card_x, card_y, board_x, board_y, play_x, play_y, analyse_x, analyse_y;
  int widest = 0;
  gboolean below, three_fit;

  window_point (window, card, &card_x, &card_y);
  window_point (window, board, &board_x, &board_y);
  window_point (window, play, &play_x, &play_y);
  window_point (window, analyse, &analyse_x, &analyse_y);
  below = card_y >= board_y + gtk_widget_get_height (board);
  for (GtkWidget *button = gtk_widget_get_first_child (gtk_widget_get_parent (play));
       button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      int minimum;

      gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      widest = MAX (widest, minimum);
    }
  /* The window leaves a few pixels' slack for the card's border */
  three_fit = 3 * widest + 2 * 6 <= gtk_widget_get_width (card) - 2 * 14 - 8;

  if (analyse_y == play_y)
    {
      g_assert_true (below);
      g_assert_cmpfloat (analyse_x, >, play_x + gtk_widget_get_width (play));
      g_assert_cmpfloat (analyse_x + gtk_widget_get_width (analyse), <=, card_x + gtk_widget_get_width (card) - 14);
    }
  else
    {
      g_assert_true (!below || !three_fit);
      g_assert_cmpfloat (analyse_y, >=, play_y + gtk_widget_get_height (play));
    }
}

/* A game with many turns, then over (the card with its buttons shows): the
 * window keeps its size at each step, nothing overlaps. */
static void
test_long_game (gconstpointer data)
{
  const Size *size = data;
  QuintetWindow *window;
  QuintetGame *game;
  g_autofree char *name = NULL;

  if (skip_unless_display_holds (size))
    return;
  window = new_window (size->width, size->height);

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  for (guint i = 0; i < 60 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      g_assert_cmpuint (n_turns, >, 0);
      g_assert_true (quintet_game_play_turn (game, &turns[(7 * i) % n_turns], NULL));
    }
  settle (window);
  assert_window_size (window, size->width, size->height);
  assert_nothing_ellipsized (GTK_WIDGET (window));
  assert_no_overlap (window);
  check_folded_moves (window, size);

  quintet_game_resign (game, quintet_game_get_side_to_move (game));
  settle (window);
  g_assert_true (gtk_widget_get_mapped (find_by_css_class (GTK_WIDGET (window), "outcome-card")));
  check_outcome_buttons (window);
  assert_window_size (window, size->width, size->height);
  assert_nothing_ellipsized (GTK_WIDGET (window));
  assert_no_overlap (window);
  name = g_strdup_printf ("screenshot-layout-game-over-%dx%d.png", size->width, size->height);
  save_screenshot (GTK_WIDGET (window), name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The label under @root showing @text, or NULL */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return GTK_LABEL (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The longest Oferhlýp turn we know: a king's chain of nine jumps */
#define CHAIN_POSITION "D3K1J/1L1L1L1/7/1L1L1L1/7/1L1L1L1/7 d"
#define CHAIN "KG1xE3(2>1)xC5(2>1)xE7(2>1)xG5(2>1)xE3(2>1)xC1(2>1)xA3(2>1)xC5(2>1)xA7(2>1)"

/* A long turn is shown whole in the move list, wrapped, never cut short;
 * the side panel keeps its width and the board does not move. */
static void
test_long_turn (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *panel;
  GtkWidget *history;
  GtkLabel *label;
  QuintetGame *game;
  graphene_rect_t board_before, board_after;
  int panel_width;
  g_autoptr(GError) error = NULL;

  quintet_window_start_game (window, "oferhlyp", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_true (quintet_game_load_position (game, CHAIN_POSITION, &error));
  g_assert_no_error (error);
  settle (window);
  panel = find_by_css_class (GTK_WIDGET (window), "side-panel");
  history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  g_assert_true (gtk_widget_get_mapped (history));
  panel_width = gtk_widget_get_width (panel);
  get_board_rect (window, &board_before);

  g_assert_true (quintet_game_play_notation (game, CHAIN, &error));
  g_assert_no_error (error);
  settle (window);

  label = find_label (history, CHAIN);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  /* Wrapped onto several lines, each inside the label */
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), >, 1);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), <=, gtk_widget_get_width (history));
  g_assert_cmpint (gtk_widget_get_width (panel), ==, panel_width);
  get_board_rect (window, &board_after);
  g_assert_true (graphene_rect_equal (&board_before, &board_after));
  assert_nothing_ellipsized (GTK_WIDGET (window));
  assert_no_overlap (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-layout-long-turn.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game starts: the board has the keyboard focus, so that the keys play
 * at once, but its cursor shows only after the keyboard is used (GTK's
 * focus-visible): a mouse player never sees it (issue 39). */
static void
test_focus (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);

  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  settle (window);
  board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == board);
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  g_assert_cmpuint (quintet_board_view_get_focus_cell (QUINTET_BOARD_VIEW (board)), !=, QUINTET_NO_CELL);
  g_assert_false (quintet_board_view_get_focus_visible (QUINTET_BOARD_VIEW (board)));
  /* an arrow key shows it */
  gtk_widget_activate_action (board, "board.move-focus", "(ii)", 0, -1);
  g_assert_true (quintet_board_view_get_focus_visible (QUINTET_BOARD_VIEW (board)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* One window resized from size to size, wide to narrow and back: each
 * time the layout follows, the window takes the size it is given and the
 * board the space. */
static void
test_resize (void)
{
  static const Size steps[] = {
    { 1366, 736 }, { 360, 640 }, { 800, 600 }, { 683, 736 }, { 2560, 1400 }, { 500, 700 }, { 1600, 1000 },
  };
  QuintetWindow *window;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (skip_unless_display_holds (&steps[i]))
      return;

  window = new_window (steps[0].width, steps[0].height);
  quintet_window_start_game (window, "opprimo", QUINTET_SIDE_0);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      graphene_rect_t board;
      double ideal;

      gtk_window_set_default_size (GTK_WINDOW (window), steps[i].width, steps[i].height);
      settle (window);
      get_board_rect (window, &board);
      ideal = ideal_board_width (window, gtk_widget_get_width (GTK_WIDGET (window)),
                                 gtk_widget_get_height (GTK_WIDGET (window)));
      g_test_message ("resized to %d×%d: window %d×%d, board %.0f wide of %.0f",
                      steps[i].width, steps[i].height,
                      gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_height (GTK_WIDGET (window)), board.size.width, ideal);
      assert_window_size (window, steps[i].width, steps[i].height);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, steps[i].width - 20);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, steps[i].height - 20);
      g_assert_cmpfloat (board.size.width, >=, 0.9 * ideal);
      assert_nothing_ellipsized (GTK_WIDGET (window));
      assert_no_overlap (window);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The widgets under @root that ask for more than @width, each named with
 * its least width: what would make a window wider than @width */
static void
report_wide_widgets (GtkWidget *root,
                     int        width,
                     GString   *report)
{
  int minimum;

  if (!gtk_widget_get_visible (root))
    return;
  gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (minimum <= width)
    return;
  g_string_append_printf (report, " %s%s%s (%d)", G_OBJECT_TYPE_NAME (root),
                          gtk_widget_get_css_classes (root)[0] != NULL ? "." : "",
                          gtk_widget_get_css_classes (root)[0] != NULL ? gtk_widget_get_css_classes (root)[0] : "",
                          minimum);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    report_wide_widgets (child, width, report);
}

/* Nothing on the page shown asks for a window wider than a phone's
 * 360 px (GNOME's smallest size) */
static void
assert_fits_phone (QuintetWindow *window,
                   const char    *page)
{
  int minimum;

  settle (window);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("%s page at 360×640: window %d px wide, at least %d", page,
                  gtk_widget_get_width (GTK_WIDGET (window)), minimum);
  if (minimum > 360)
    {
      g_autoptr(GString) report = g_string_new (NULL);

      report_wide_widgets (GTK_WIDGET (window), 360, report);
      g_test_message ("the %s page asks for a window %d px wide:%s", page, minimum, report->str);
      g_test_fail ();
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
}

/* @widget is in sight and takes a click at its centre: shown, sensitive,
 * inside the window, and what the window picks there */
static void
assert_clickable (QuintetWindow *window,
                  GtkWidget     *widget)
{
  graphene_rect_t bounds;
  graphene_rect_t whole = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                              gtk_widget_get_height (GTK_WIDGET (window)));
  GtkWidget *picked;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.size.width, >=, 16);
  g_assert_true (graphene_rect_contains_rect (&whole, &bounds));
  picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* A phone held upright, 360×640: the window takes that width on the
 * start page and in a game, and New Game stays in the header bar */
static void
test_phone (void)
{
  static const Size phone = { 360, 640 };
  QuintetWindow *window;
  GtkWidget *header_bar, *new_game;

  if (skip_unless_display_holds (&phone))
    return;
  window = new_window (phone.width, phone.height);
  assert_fits_phone (window, "start");
  save_screenshot (GTK_WIDGET (window), "screenshot-layout-phone-start.png");

  quintet_window_start_game (window, "overlord", QUINTET_SIDE_0);
  assert_fits_phone (window, "game");
  header_bar = find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  new_game = find_action_button (header_bar, "win.new-game");
  assert_clickable (window, new_game);
  save_screenshot (GTK_WIDGET (window), "screenshot-layout-phone-game.png");
  /* It shows the games to choose from */
  gtk_widget_activate (new_game);
  wait_for_mapped (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE), TRUE);

  /* The lessons and the puzzles fit it too */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "overlord");
  assert_fits_phone (window, "lesson");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", "overlord");
  assert_fits_phone (window, "puzzle");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);
  /* Every size, game and style is measured and reported, also after one fails */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *board = g_strdup_printf ("/layout/board/%dx%d", sizes[i].width, sizes[i].height);
      g_autofree char *long_game = g_strdup_printf ("/layout/long-game/%dx%d", sizes[i].width, sizes[i].height);

      g_test_add_data_func (board, &sizes[i], test_board_size);
      g_test_add_data_func (long_game, &sizes[i], test_long_game);
    }

  g_test_add_func ("/layout/long-turn", test_long_turn);
  g_test_add_func ("/layout/focus", test_focus);
  g_test_add_func ("/layout/resize", test_resize);
  g_test_add_func ("/layout/phone", test_phone);

  return test_window_run ();
}
