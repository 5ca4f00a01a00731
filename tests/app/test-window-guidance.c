/* test-window-guidance.c — end-to-end: the status line under the board
 * says what the clicks are in the middle of and why a click was refused,
 * and holds the End Turn Here button, without moving the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-rules-window.h"

#include "test-window-common.h"

static GtkWidget *
find_guidance_row (QuintetWindow *window)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (boxes, i), "guidance"))
      return g_ptr_array_index (boxes, i);

  g_assert_not_reached ();
}

/* What the player sees in the status line: its label, shown. */
static gboolean
guidance_says (QuintetWindow *window,
               const char    *text)
{
  GtkWidget *row = find_guidance_row (window);
  g_autofree char *labels = get_labels (row);
  g_autofree char *expected = g_strdup_printf ("|%s|", text);

  if (!gtk_widget_get_mapped (row) || strstr (labels, expected) == NULL)
    {
      g_test_message ("the status line says %s, not “%s”", labels, text);
      return FALSE;
    }
  return TRUE;
}

/* Whether the status line shows its whole text, not cut short by "…" */
static gboolean
guidance_fits (QuintetWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (find_guidance_row (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (label)) &&
          pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        {
          g_test_message ("the status line is cut short: “%s”", gtk_label_get_text (label));
          return FALSE;
        }
    }
  return TRUE;
}

/* The rules window has scrolled down to a ruling */
static gboolean
is_scrolled_down (gpointer rules)
{
  return quintet_rules_window_get_scroll (rules) > 100;
}

static gboolean
says_hint (gpointer board)
{
  return g_str_has_prefix (quintet_board_view_get_guidance (board), "Hint: ");
}

static QuintetGame *
start_at (QuintetWindow *window,
          const char    *id,
          const char    *position)
{
  g_autoptr(GError) error = NULL;
  QuintetGame *game;

  quintet_window_start_game (window, id, QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  if (position != NULL)
    g_assert_true (quintet_game_load_position (game, position, &error));
  g_assert_no_error (error);
  wait_for_frame (window);
  return game;
}

/* Pressman: each step of c7-c8 with its optional regeneration (PR-3) is
 * said, refused clicks say why, and the turn ends with the mouse alone
 * by the button in the status line; the board does not move meanwhile. */
static void
test_pressman_guidance (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "win.end-turn");
  GtkWidget *row;
  QuintetGame *game = start_at (window, "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5");
  int board_height = gtk_widget_get_height (board), row_height;

  row = find_guidance_row (window);
  row_height = gtk_widget_get_height (row);
  g_assert_true (gtk_widget_is_ancestor (button, row));
  g_assert_true (guidance_says (window, "White to move: choose a soldier"));

  click_cells (window, "e8");
  g_assert_true (guidance_says (window, "That is a Black piece: it is White’s turn"));
  g_assert_cmpuint (count_css_class (row, "error"), ==, 1);
  click_cells (window, "d4");
  g_assert_true (guidance_says (window, "No piece of yours can go there"));
  click_cells (window, "a1 h1");
  g_assert_true (guidance_says (window, "The piece on a1 cannot go to h1. b1 is in the way"));
  /* a1 stays chosen (clicked again, it is let go) */
  click_cells (window, "a1");

  click_cells (window, "c7");
  g_assert_true (guidance_says (window, "Choose where it goes"));
  g_assert_cmpuint (count_css_class (row, "error"), ==, 0);
  click_cells (window, "c8");
  g_assert_true (guidance_says (window, "Choose a home square for the new soldier, or end the turn here"));
  wait_for_transitions (window);
  wait_for_frame (window);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_cmpint (gtk_widget_get_height (board), ==, board_height);
  g_assert_cmpint (gtk_widget_get_height (row), ==, row_height);
  save_screenshot (GTK_WIDGET (window), "screenshot-guidance-pressman.png");

  click_button (window, "win.end-turn");
  drain_main_loop ();
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c7-c8");
  g_assert_true (guidance_says (window, "Black to move: choose a soldier"));
  g_assert_cmpint (gtk_widget_get_height (board), ==, board_height);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* OR-1: a checker that would split the rest cannot move, and says so;
 * the next click replaces the explanation. */
static void
test_ordo_refusal (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetGame *game = start_at (window, "ordo", "9B/10/10/10/10/2W7/1W8/W9 w");

  click_cells (window, "b2");
  g_assert_true (guidance_says (window, "That would split your checkers into two groups"));
  wait_for_frame (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-guidance-ordo.png");
  /* a1 ends no line that could move */
  click_cells (window, "a1");
  g_assert_true (guidance_says (window, "Choose where it goes"));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* OX-3 in a narrow window (dark): the forward part after a sideways one
 * is asked for in the game's words, whole: the hidden End Turn Here
 * button leaves the line its width. */
static void
test_ordo_x_narrow (void)
{
  QuintetWindow *window;

  set_color_scheme ("dark");
  window = new_window (360, 640);
  start_at (window, "ordo-x", NULL);
  g_assert_true (guidance_says (window, "White to move: choose a checker"));
  g_assert_true (guidance_fits (window));
  click_cells (window, "a3 b3 b3");
  g_assert_true (guidance_says (window, "Now move forward, as after every sideways move (OX-3)"));
  wait_for_transitions (window);
  wait_for_frame (window);
  g_assert_true (guidance_fits (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-guidance-narrow-dark.png");

  gtk_window_destroy (GTK_WINDOW (window));
  set_color_scheme ("default");
}

static GtkLabel *
find_guidance_label (QuintetWindow *window)
{
  return GTK_LABEL (find_widget (find_guidance_row (window), GTK_TYPE_LABEL));
}

static QuintetRulesWindow *
find_rules_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (QUINTET_IS_RULES_WINDOW (toplevel))
        return QUINTET_RULES_WINDOW (toplevel);
    }
  return NULL;
}

/* Whether @text leads with a rule's id ("OX-3", "(OR-1) …") or is one:
 * the id may only follow the player's words. */
static gboolean
leads_with_rule_id (const char *text)
{
  return g_regex_match_simple ("^\\W*[A-Z]{2}-[0-9]+", text, 0, 0);
}

/* A slip never costs a turn (Ordo X): after the sideways part b6-c6 a
 * click that cannot go on is refused in words, the part stays on the
 * board and the forward part still completes the turn; Escape takes the
 * part back. */
static void
test_ordo_x_slip (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetGame *game = start_at (window, "ordo-x",
                                "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b");
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  guint n_selection;

  click_cells (window, "b6 c6");
  g_assert_true (guidance_says (window, "Now move forward, as after every sideways move (OX-3)"));

  /* the ruling's id follows the words, a link to its place in the rules */
  {
    GtkLabel *label = find_guidance_label (window);
    QuintetRulesWindow *rules;
    gboolean handled = FALSE;

    g_assert_true (gtk_label_get_use_markup (label));
    g_assert_nonnull (strstr (gtk_label_get_label (label), "<a href=\"ruling:OX-3\">OX-3</a>"));
    g_assert_null (find_rules_window ());
    g_signal_emit_by_name (label, "activate-link", "ruling:OX-3", &handled);
    g_assert_true (handled);
    rules = find_rules_window ();
    g_assert_nonnull (rules);
    wait_until (is_scrolled_down, rules, "the rules window to scroll to the ruling");
    g_test_message ("the rules are scrolled to %.0f", quintet_rules_window_get_scroll (rules));
    g_assert_cmpfloat (quintet_rules_window_get_scroll (rules), >, 100);
    save_screenshot (GTK_WIDGET (rules), "screenshot-guidance-ruling.png");
    gtk_window_destroy (GTK_WINDOW (rules));
  }
  /* an empty cell no forward part starts from: refused in words */
  click_cells (window, "b5");
  g_assert_true (guidance_says (window, "After a sideways move comes a forward one"));
  quintet_board_view_get_selection (board, &n_selection);
  g_assert_cmpuint (n_selection, ==, 2);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-guidance-slip.png");
  /* the forward part's checker, then a place it cannot go */
  click_cells (window, "c6 c3");
  g_assert_false (leads_with_rule_id (quintet_board_view_get_guidance (board)));
  quintet_board_view_get_selection (board, &n_selection);
  g_assert_cmpuint (n_selection, ==, 3);
  click_cells (window, "b5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "b6-c6, c6-b5");

  /* Escape takes back the sideways part (the board's key binding) */
  click_cells (window, "f3 e3");
  quintet_board_view_get_selection (board, &n_selection);
  g_assert_cmpuint (n_selection, ==, 2);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.back", NULL);
  quintet_board_view_get_selection (board, &n_selection);
  g_assert_cmpuint (n_selection, ==, 0);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The refusals of every game are in the player's words, with no rule's
 * id at all: each game's refused clicks from its start and mid-turn. */
static void
test_refusals_in_words (void)
{
  static const struct { const char *game, *position, *clicks; } refusals[] = {
    { "ordo", "9B/10/10/10/10/2W7/1W8/W9 w", "b2" },
    { "ordo", "9B/10/10/10/10/2W7/1W8/W9 w", "a1 a4" },
    { "ordo-x", NULL, "a3 b3 b3 d4" },
    { "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7 c8 d4" },
    { "oferhlyp", "K6/3L3/7/3L3/3D3/7/J6 d", "D5 D3 C3" },
    { "overlord", NULL, "a9" },
    { "overlord", "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -", "d2 d4" },
    { "overlord", "......./..r.r../......./......./......./......./..ww.../......./....... w -", "c3 b4" },
    { "pressman", NULL, "a2 c3" },
    { "opprimo", NULL, "d5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      QuintetWindow *window = new_window (1000, 720);
      QuintetBoardView *board;
      const char *guidance;

      start_at (window, refusals[i].game, refusals[i].position);
      board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
      click_cells (window, refusals[i].clicks);
      guidance = quintet_board_view_get_guidance (board);
      g_test_message ("%s %s: %s", refusals[i].game, refusals[i].clicks, guidance);
      g_assert_true (quintet_board_view_get_guidance_refused (board));
      g_assert_false (leads_with_rule_id (guidance));
      g_assert_false (g_regex_match_simple ("[A-Z]{2}-[0-9]+", guidance, 0, 0));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The pointer over @name, as the board's motion controller reports it. */
static void
hover_cell (QuintetWindow *window,
            const char    *name)
{
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  double x, y;

  g_assert_true (quintet_board_view_get_cell_center (QUINTET_BOARD_VIEW (board),
                                                     cell_named (quintet_window_get_game (window), name), &x, &y));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

static gboolean
has_hint (gpointer data)
{
  return quintet_board_view_get_hint (data) != NULL;
}

/* What the turn input looks like, in the light and the dark style: a line
 * shown where it would stand, a hint by the computer as an arrow named in
 * the status line, the Pressman soldier waiting on the enemy home base for
 * its new soldier's square, a refused slip with the part kept. */
static void
test_screenshots (void)
{
  static const char * const schemes[] = { "light", "dark" };

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    {
      QuintetWindow *window;
      QuintetBoardView *board;
      g_autofree char *name = NULL;

      set_color_scheme (schemes[i]);
      window = new_window (1000, 720);
      board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));

      start_at (window, "ordo-x", NULL);
      click_cells (window, "c2 d2");
      hover_cell (window, "c4");
      name = g_strdup_printf ("screenshot-input-line-%s.png", schemes[i]);
      save_screenshot (GTK_WIDGET (window), name);

      start_at (window, "pressman", NULL);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
      wait_until (has_hint, board, "the hint to be found");
      wait_until (says_hint, board, "the guidance to show the hint");
      g_assert_true (g_str_has_prefix (quintet_board_view_get_guidance (board), "Hint: "));
      g_clear_pointer (&name, g_free);
      name = g_strdup_printf ("screenshot-input-hint-%s.png", schemes[i]);
      save_screenshot (GTK_WIDGET (window), name);

      start_at (window, "pressman", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5");
      click_cells (window, "c7 c8");
      wait_for_landed (window);
      g_clear_pointer (&name, g_free);
      name = g_strdup_printf ("screenshot-input-regeneration-%s.png", schemes[i]);
      save_screenshot (GTK_WIDGET (window), name);

      start_at (window, "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b");
      click_cells (window, "b6 c6");
      wait_for_landed (window);
      click_cells (window, "c6 h3");
      wait_for_frame (window);
      g_assert_true (quintet_board_view_get_guidance_refused (board));
      g_clear_pointer (&name, g_free);
      name = g_strdup_printf ("screenshot-input-slip-%s.png", schemes[i]);
      save_screenshot (GTK_WIDGET (window), name);

      gtk_window_destroy (GTK_WINDOW (window));

      /* the same slip in a narrow window: the message whole */
      window = new_window (390, 750);
      start_at (window, "ordo-x", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b");
      click_cells (window, "b6 c6");
      wait_for_landed (window);
      click_cells (window, "c6 h3");
      wait_for_frame (window);
      g_assert_true (guidance_fits (window));
      g_clear_pointer (&name, g_free);
      name = g_strdup_printf ("screenshot-input-slip-narrow-%s.png", schemes[i]);
      save_screenshot (GTK_WIDGET (window), name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
}

/* Oferhlýp: mid-chain the line offers to stop, and the button ends the
 * chain there (attacks are never compulsory). */
static void
test_oferhlyp_chain (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetGame *game = start_at (window, "oferhlyp", "K6/3L3/7/3L3/3D3/7/J6 d");

  click_cells (window, "D5 D3");
  g_assert_true (guidance_says (window, "Jump again or end the chain here"));
  click_cells (window, "C3");
  g_assert_true (guidance_says (window, "A chain goes on only by jumping over an enemy token"));
  /* the jump made stays through the slip */
  click_button (window, "win.end-turn");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "D5xD3(2>1)");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window/guidance/pressman", test_pressman_guidance);
  g_test_add_func ("/window/guidance/ordo-refusal", test_ordo_refusal);
  g_test_add_func ("/window/guidance/ordo-x-narrow", test_ordo_x_narrow);
  g_test_add_func ("/window/guidance/oferhlyp-chain", test_oferhlyp_chain);
  g_test_add_func ("/window/guidance/ordo-x-slip", test_ordo_x_slip);
  g_test_add_func ("/window/guidance/refusals-in-words", test_refusals_in_words);
  g_test_add_func ("/window/guidance/screenshots", test_screenshots);

  return test_window_run ();
}
