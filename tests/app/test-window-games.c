/* test-window-games.c — end-to-end: each game played by clicks in the
 * real application window (Pressman, Ordo, Ordo X, Oferhlýp)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-painter.h"

#include "test-window-common.h"

/* Oferhlýp end to end: a hit flips a token (animated), and a chain is
 * entered jump by jump with the board showing the chain so far. */
static void
test_oferhlyp (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_autoptr(GError) error = NULL;
  g_autofree char *labels = NULL;
  g_autofree char *description = NULL;
  QuintetGame *game;

  quintet_window_start_game (window, "oferhlyp", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  g_assert_cmpstr (quintet_game_get_side_name (game, quintet_game_get_side_to_move (game)), ==, "Dark");

  /* Dark moves first, from the bottom rows; Light's token on D3 then
   * jumps the Dark token on D4, which flips to half strength. */
  click_turn (window, "D6", "D5");
  click_turn (window, "D2", "D3");
  click_turn (window, "D5", "D4");
  /* The jump animates: asked before the main loop runs again, so a slow
   * frame on a busy machine cannot have ended it already. */
  quintet_board_view_click_cell (board, cell_named (game, "D3"));
  quintet_board_view_click_cell (board, cell_named (game, "D5"));
  g_assert_true (quintet_board_view_get_animation (board, NULL, NULL));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 4);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 3), ==, "D3xD5(2>1)");
  iterate_for (100);   /* time is the subject: the screenshot shows the jump halfway */
  save_screenshot (GTK_WIDGET (window), "screenshot-oferhlyp-flip.png");
  wait_for_landed (window);
  description = describe_cell (window, "D4");
  g_assert_cmpstr (description, ==, "D4, Dark piece, half strength");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|D6-D5|D2-D3|"));
  g_assert_nonnull (strstr (labels, "|2.|D5-D4|D3xD5(2>1)|"));
  g_clear_pointer (&labels, g_free);
  g_clear_pointer (&description, g_free);

  /* A chain, jump by jump: after the first jump the board shows it and
   * offers the next landing; clicking the token again stops there. */
  g_assert_true (quintet_game_load_position (game, "K6/3L3/7/3L3/3D3/7/6J d", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "D5 D3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  description = describe_cell (window, "D4");
  g_assert_cmpstr (description, ==, "D4, Light piece, half strength");
  g_clear_pointer (&description, g_free);
  description = describe_cell (window, "D3");
  g_assert_cmpstr (description, ==, "D3, Dark piece, selected");
  g_clear_pointer (&description, g_free);
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "D1")));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-oferhlyp-chain.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-oferhlyp-chain-dark.png");
  set_color_scheme ("default");

  click_cells (window, "D1");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "D5xD3(2>1)xD1(2>1)");

  /* The same chain stopped after one jump. */
  click_button (window, "win.undo");
  click_cells (window, "D5 D3 D3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "D5xD3(2>1)");

  /* The short notation preference rewrites the move list. */
  quintet_settings_set_notation_style (quintet_application_get_settings (app), QUINTET_NOTATION_SHORT);
  drain_main_loop ();
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "D5xD3(-)");
  quintet_settings_set_notation_style (quintet_application_get_settings (app), QUINTET_NOTATION_STANDARD);
  drain_main_loop ();

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
cell_is_empty (QuintetWindow *window,
               const char    *name)
{
  g_autofree char *description = describe_cell (window, name);
  g_autofree char *expected = g_strdup_printf ("%s, empty", name);

  return g_str_has_prefix (description, expected);
}

static gboolean
cell_has (QuintetWindow *window,
          const char    *name,
          const char    *piece)
{
  g_autofree char *description = describe_cell (window, name);
  g_autofree char *expected = g_strdup_printf ("%s, %s", name, piece);

  return g_str_has_prefix (description, expected);
}

/* The colour of the board near the top-left corner of a square (inside
 * it, clear of any piece), as drawn on screen. */
static guint32
square_corner_colour (QuintetWindow *window,
                      const char    *name)
{
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  QuintetGame *game = quintet_window_get_game (window);
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  const QuintetCellInfo *info = &geometry->cells[cell_named (game, name)];
  g_autoptr(GskRenderNode) node = snapshot_widget (board);
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  g_autofree guchar *data = g_malloc (4 * width * height);
  double x, y, scale, unused;
  guint32 pixel;

  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (board)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (quintet_board_view_get_cell_center (QUINTET_BOARD_VIEW (board), cell_named (game, name), &x, &y));
  quintet_painter_get_transform (geometry, width, height, &scale, &unused, &unused);
  x += 0.8 * scale * (info->corners[0][0] - info->x);
  y += 0.8 * scale * (info->corners[0][1] - info->y);
  gdk_texture_download (texture, data, 4 * width);
  memcpy (&pixel, data + 4 * ((int) y * width + (int) x), 4);
  return pixel;
}

/* The history label of @notation, NULL if none shows it */
static GtkLabel *
find_turn_label (GtkWidget  *history,
                 const char *notation)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (history, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), notation) == 0)
      return labels->pdata[i];
  return NULL;
}

/* OX-2: a sweeping capture's long list of removed checkers wraps in the
 * move list, but no line starts with a bracket or a comma (a lone ")"),
 * nor inside a square: each starts with a square's file or an "x". */
static void
test_ordo_x_sweep_wraps (void)
{
  const char *notation = "g4-f4, f4xe5(a3,a5,b3,b4,c2,c3,d2,d3,d4)";
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  g_autoptr(GError) error = NULL;
  PangoLayout *layout;
  GtkLabel *label;
  QuintetGame *game;

  quintet_window_start_game (window, "ordo-x", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_true (quintet_game_load_position (game, "5BBB2/5BBBB1/5BBB2/B3B5/1B1B2W3/BBBB6/2BB6/10 w", &error));
  g_assert_no_error (error);
  quintet_game_play_notation (game, notation, &error);
  g_assert_no_error (error);
  wait_for_labels (history, notation);
  wait_for_frame (window);

  label = find_turn_label (history, notation);
  g_assert_nonnull (label);
  layout = gtk_label_get_layout (label);
  g_assert_cmpint (pango_layout_get_line_count (layout), >, 1);
  for (int i = 1; i < pango_layout_get_line_count (layout); i++)
    {
      char first = notation[pango_layout_get_line_readonly (layout, i)->start_index];

      g_test_message ("line %d: %s", i, notation + pango_layout_get_line_readonly (layout, i)->start_index);

      if (strchr ("abcdefghijx", first) == NULL)
        g_error ("line %d of \"%s\" starts with \"%c\"", i, notation, first);
    }
}

/* Ordo X end to end: a two-part turn shown after its first part, an ordo
 * chosen by its two ends (either end first), and the OX-2 tie choice. */
static void
test_ordo_x (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_autoptr(GError) error = NULL;
  g_autofree char *labels = NULL;
  QuintetGame *game;

  quintet_window_start_game (window, "ordo-x", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);

  /* OX-3: sideways first; the board shows it and waits for the forward part. */
  click_cells (window, "e3 d3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_true (cell_has (window, "d3", "White piece"));
  g_assert_true (cell_is_empty (window, "e3"));
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "e2")));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-ordo-x-first-part.png");
  click_cells (window, "e2 e3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "e3-d3, e2-e3");

  /* An ordo: one end, then the other (its destinations light up), then
   * where the first-clicked end lands. Clicked from either end. */
  click_cells (window, "a7");
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "a6")));
  g_assert_false (quintet_board_view_is_highlighted (board, cell_named (game, "a5")));
  click_cells (window, "a6");
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "a5")));
  g_assert_false (quintet_board_view_is_highlighted (board, cell_named (game, "b7")));
  click_cells (window, "a5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "a6:a7-a4");
  click_cells (window, "h2 g2 h4");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 2), ==, "g2:h2-g4");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|e3-d3, e2-e3|a6:a7-a4|"));
  g_assert_nonnull (strstr (labels, "|2.|g2:h2-g4|"));
  g_clear_pointer (&labels, g_free);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-ordo-x.png");
  /* The last turn is marked on every square of the ordo, not only the
   * clicked ones: h4 is tinted like h2, f4 (same shade, untouched) is not. */
  g_assert_cmphex (square_corner_colour (window, "h4"), !=, square_corner_colour (window, "f4"));
  g_assert_cmphex (square_corner_colour (window, "h2"), ==, square_corner_colour (window, "h4"));
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-ordo-x-dark.png");
  set_color_scheme ("default");

  /* OX-2: the capture on c5 leaves two groups of two; both are offered,
   * and clicking one keeps it. */
  g_assert_true (quintet_game_load_position (game, "10/10/10/BBBBB5/10/2W7/10/10 w", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "c3 c5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_true (cell_has (window, "c5", "White piece"));
  for (guint i = 0; i < 4; i++)
    g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, (const char *[]) { "a5", "b5", "d5", "e5" }[i])));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-ordo-x-tie.png");
  click_cells (window, "e5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c3xc5(a5,b5)");
  wait_for_landed (window);
  g_assert_true (cell_is_empty (window, "a5"));
  g_assert_true (cell_is_empty (window, "b5"));
  g_assert_true (cell_has (window, "d5", "Black piece"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* OX-3: Black's "b6-c6, c6-b5" clicks c6 twice; the second click goes on
 * to the forward part instead of ending the turn. */
static void
test_same_cell_twice (void)
{
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  g_autofree char *labels = NULL;
  QuintetGame *game;

  quintet_window_start_game (window, "ordo-x", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);

  click_cells (window, "e3 d3 c2 c3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  click_cells (window, "b6 c6 c6");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  click_cells (window, "b5");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "b6-c6, c6-b5");
  wait_for_labels (history, "|1.|e3-d3, c2-c3|b6-c6, c6-b5|");
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|e3-d3, c2-c3|b6-c6, c6-b5|"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* PR-3: a regeneration declined with the mouse alone, by clicking the
 * arrived square again or with the "End Turn Here" button. */
static void
test_end_turn_here (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "win.end-turn");
  GtkWidget *revealer;
  g_autoptr(GError) error = NULL;
  QuintetGame *game;

  g_assert_nonnull (button);
  revealer = gtk_widget_get_parent (button);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_true (quintet_game_load_position (game, "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", &error));
  g_assert_no_error (error);
  wait_for_frame (window);
  g_assert_false (quintet_board_view_get_can_finish (board));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  /* c7-c8 is whole and h1 may still take the new soldier */
  click_cells (window, "c7 c8");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "h1")));
  g_assert_true (quintet_board_view_get_can_finish (board));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  wait_for_landed (window);
  wait_for_transitions (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-end-turn-here.png");

  click_cells (window, "c8");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c7-c8");
  g_assert_false (quintet_board_view_get_can_finish (board));

  click_button (window, "win.undo");
  click_cells (window, "c7 c8");
  click_button (window, "win.end-turn");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c7-c8");
  g_assert_false (button_enabled (window, "win.end-turn") && gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Classic Ordo: a capture that splits Black (OR-2) puts a note in the side
 * panel until Black reconnects. */
static void
test_ordo_reconnect (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(GError) error = NULL;
  QuintetGame *game;

  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  g_assert_true (quintet_game_load_position (game, "10/10/B9/BBBBB5/10/2W7/10/10 w", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  g_assert_false (gtk_widget_get_mapped (find_status_note (window)));

  click_cells (window, "c3 c5");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c3xc5");
  drain_main_loop ();
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-ordo-reconnect.png");

  click_cells (window, "a6 c6");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "a6-c6");
  drain_main_loop ();
  g_assert_false (gtk_widget_get_mapped (find_status_note (window)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Flip Board: the menu's action (Ctrl+F) turns the board round and back;
 * turns are still made by clicking the cells where they are shown. */
static void
test_flip_board (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  g_assert_false (quintet_board_view_get_flipped (board));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL);
  g_assert_true (quintet_board_view_get_flipped (board));
  click_turn (window, "d2", "d5");
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-flipped.png");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip-board", NULL);
  g_assert_false (quintet_board_view_get_flipped (board));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Opprimo by clicks: both Kings placed in their castles (OP-1), a
 * conversion that turns the jumped soldier, a promotion to Officer and a
 * trap that ends the game (OP-3). */
static void
test_opprimo (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  const QuintetGeometry *geometry;
  QuintetGame *game;
  guint n_lit = 0;

  quintet_window_start_game (window, "opprimo", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  geometry = quintet_game_get_geometry (game);
  wait_for_frame (window);

  /* Yellow's castle lights up for its King, before any click: its twelve
   * triangles and nothing else. */
  for (QuintetCell cell = 0; cell < geometry->n_cells; cell++)
    n_lit += quintet_board_view_is_highlighted (board, cell);
  g_assert_cmpuint (n_lit, ==, 12);
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "cd2")));
  g_assert_false (quintet_board_view_is_highlighted (board, cell_named (game, "cd10")));
  save_screenshot (GTK_WIDGET (window), "screenshot-opprimo-placement.png");

  click_cells (window, "cd2");
  click_cells (window, "cd10");
  description = describe_cell (window, "cd10");
  g_assert_cmpstr (description, ==, "cd10, Red king");
  g_clear_pointer (&description, g_free);

  /* Red's d9 jumps Yellow's d7: it lands on d5 and d7 turns red. */
  click_turn (window, "d5", "d7");
  click_turn (window, "d9", "d5");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 3), ==, "d9xd5");
  wait_for_landed (window);
  description = describe_cell (window, "d7");
  g_assert_cmpstr (description, ==, "d7, Red piece");
  g_clear_pointer (&description, g_free);

  /* A soldier reaching a star becomes an Officer. */
  g_assert_true (quintet_game_load_position (game, "d11Y,a12R Y@cd2,R@cd10 y", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_turn (window, "d11", "d13");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "d11-d13=O");
  wait_for_landed (window);
  description = describe_cell (window, "d13");
  g_assert_cmpstr (description, ==, "d13, Yellow officer");
  g_clear_pointer (&description, g_free);
  save_screenshot (GTK_WIDGET (window), "screenshot-opprimo-officer.png");

  /* The third corner of the Red King's triangle taken: trapped (OP-3). */
  g_assert_true (quintet_game_load_position (game, "c10Y,b11Y,d11Y,g12R Y@cd2,R@cd10 y", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_turn (window, "b11", "c12");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, QUINTET_SIDE_0);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-opprimo-trap.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-opprimo-trap-dark.png");
  set_color_scheme ("default");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Overlord by clicks: a chain of mounts given by its ends, the chooser
 * between moving a column and its top piece (OV-8), a launch from the
 * furthest rank and a promotion (OV-3). */
static void
test_overlord (void)
{
  QuintetWindow *window = new_window (1000, 760);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_autoptr(GError) error = NULL;
  g_autofree char *labels = NULL;
  const QuintetMove *candidates;
  guint n_candidates;
  QuintetGame *game;

  quintet_window_start_game (window, "overlord", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-overlord-start.png");

  /* A chain: d2 over e2 onto f2, clicked by its ends */
  g_assert_true (quintet_game_load_position (game, "rrrrrrr/......./......./......./......./......./......./...www./....... w -", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "d2");
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "f2")));
  quintet_board_view_click_cell (board, cell_named (game, "f2"));
  g_assert_true (quintet_board_view_get_animation (board, NULL, NULL));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "d2+f2");
  wait_for_landed (window);

  /* A column next to an empty square: the whole column or its top piece */
  g_assert_true (quintet_game_load_position (game, "rrrrrrr/......./......./......./......./......./......./...[rw].../w.....w w -", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "d2 d3");
  candidates = quintet_board_view_get_candidates (board, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 2);
  wait_for_labels (board, "Move the top piece");
  labels = get_labels (GTK_WIDGET (board));
  g_assert_nonnull (strstr (labels, "Move the whole column"));
  g_assert_nonnull (strstr (labels, "Move the top piece"));
  save_screenshot (GTK_WIDGET (window), "screenshot-overlord-chooser.png");
  for (guint i = 0; i < n_candidates; i++)
    if (candidates[i].kind != candidates[0].kind || i == n_candidates - 1)
      {
        g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &candidates[i]);

        if (g_str_equal (notation, "d2/d3"))
          {
            quintet_board_view_choose_candidate (board, i);
            break;
          }
      }
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "d2/d3");
  wait_for_landed (window);

  /* A launch: onto c9 from c8, then every target lights up; e5 */
  g_assert_true (quintet_game_load_position (game, "rr.rrrr/..w..../......./......./......./......./......./......./w...... w -", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "c8 c9");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "e5")));
  g_assert_true (quintet_board_view_get_can_finish (board));
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-overlord-launch-targets.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-overlord-launch-targets-dark.png");
  set_color_scheme ("default");
  click_cells (window, "e5");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "c8@e5");
  wait_for_landed (window);

  /* A promotion: the column clicked twice */
  g_assert_true (quintet_game_load_position (game, "rrrrrrr/......./......./......./......./......./......./...[rw].../w.....w w -", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "d2 d2");
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "d2^");
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-overlord-promotion.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window/oferhlyp", test_oferhlyp);
  g_test_add_func ("/window/ordo-x", test_ordo_x);
  g_test_add_func ("/window/ordo-x-sweep-wraps", test_ordo_x_sweep_wraps);
  g_test_add_func ("/window/same-cell-twice", test_same_cell_twice);
  g_test_add_func ("/window/end-turn-here", test_end_turn_here);
  g_test_add_func ("/window/ordo-reconnect", test_ordo_reconnect);
  g_test_add_func ("/window/flip-board", test_flip_board);
  g_test_add_func ("/window/overlord", test_overlord);
  g_test_add_func ("/window/opprimo", test_opprimo);

  return test_window_run ();
}
