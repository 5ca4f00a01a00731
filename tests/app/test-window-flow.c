/* test-window-flow.c — end-to-end: how the window follows a game from one
 * to the next: review then a new game, a second launch, the keyboard in
 * the move list, the end of a game, a steady layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-painter.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

static QuintetBoardView *
get_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

/* The move list's button for a turn, found by its notation. */
static GtkWidget *
find_turn_button (QuintetWindow *window,
                  const char    *notation)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW),
                   GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *child = gtk_button_get_child (g_ptr_array_index (buttons, i));

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), notation) == 0)
        return g_ptr_array_index (buttons, i);
    }

  return NULL;
}

static gboolean
takes_clicks (gpointer board)
{
  return quintet_board_view_get_interactive (board);
}

/* A weak pointer has been cleared: the object is finalized */
static gboolean
is_gone (gpointer pointer)
{
  return *(gpointer *) pointer == NULL;
}

static gboolean
has_hint (gpointer board)
{
  return quintet_board_view_get_hint (board) != NULL;
}

/* Issue 9: a new game started while reviewing the old one used to leave
 * the board on the reviewed ply: frozen, and deaf to clicks. */
static void
test_new_game_after_review (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = get_board (window);
  QuintetGame *game;
  g_autofree char *d7 = NULL;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  g_signal_emit_by_name (find_turn_button (window, "b2-b4"), "clicked");
  drain_main_loop ();
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  game = quintet_window_get_game (window);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, G_MAXUINT);
  click_turn (window, "e2", "e5");
  click_turn (window, "d7", "d3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "d7-d3");
  /* The board shows the latest position: d7 is empty now. */
  d7 = describe_cell (window, "d7");
  g_assert_null (strstr (d7, "White"));
  g_assert_null (strstr (d7, "Black"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
get_subtitle (QuintetWindow *window)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (window),
                                                                       ADW_TYPE_WINDOW_TITLE)));
}

/* Issue 9: "Reviewing turn 0 of 2" said nothing a player understands. */
static void
test_review_start_position (void)
{
  QuintetWindow *window = new_window (1000, 700);

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  click_button (window, "history.first");
  g_assert_cmpstr (get_subtitle (window), ==, "Start position");
  click_button (window, "history.next");
  g_assert_cmpstr (get_subtitle (window), ==, "Reviewing turn 1 of 2");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 9: "quintet ordo" while a game is played opens it in a new window,
 * and leaves the game in progress alone; a window with nothing to lose
 * (no turn played, or the game over) takes the new game itself. */
static void
test_second_launch (void)
{
  QuintetWindow *window = new_window (1000, 700);
  guint n_windows = count_windows ();
  QuintetWindow *second;
  QuintetGame *game;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "start-game", g_variant_new_string ("ordo"));
  drain_main_loop ();
  g_assert_cmpuint (count_windows (), ==, n_windows);
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "ordo");

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  game = quintet_window_get_game (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "start-game", g_variant_new_string ("ordo"));
  drain_main_loop ();
  g_assert_cmpuint (count_windows (), ==, n_windows + 1);
  g_assert_true (quintet_window_get_game (window) == game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  second = QUINTET_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_true (second != window);
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (second)), ==, "ordo");

  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game asked for from outside (quintet GAME, the desktop's actions)
 * starts with the players the New Game dialog last chose: here the
 * computer at level 1 answers the person's first turn. */
static void
test_launch_remembered_players (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetSettings *settings = quintet_application_get_settings (app);
  g_autofree char *labels = NULL;
  QuintetGame *game;

  quintet_settings_set_computer_level (settings, QUINTET_SIDE_1, 1);
  g_action_group_activate_action (G_ACTION_GROUP (app), "start-game", g_variant_new_string ("pressman"));
  wait_for_labels (window, "|Computer, Beginner\n12 in reserve|");
  g_assert_true (QUINTET_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app))) == window);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Computer, Beginner\n12 in reserve|"));
  game = quintet_window_get_game (window);
  click_turn (window, "b2", "b4");
  wait_for_turns (game, 2);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);

  quintet_settings_set_computer_level (settings, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The move list as a view of the game: the turn that leads to the shown
 * position is marked, following the review; a new notation style shows
 * in the list's rows, not only in the game. */
typedef struct {
  QuintetWindow *window;
  const char    *notation;
} TurnButton;

static gboolean
has_turn_button (gpointer data)
{
  TurnButton *turn = data;

  return find_turn_button (turn->window, turn->notation) != NULL;
}

static void
test_move_list_view (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  QuintetSettings *settings = quintet_application_get_settings (app);
  g_autofree char *first = NULL;
  g_autofree char *third = NULL;
  g_autofree char *chain = NULL;
  g_autoptr(GError) error = NULL;
  TurnButton turn = { window, NULL };
  QuintetGame *game;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  click_turn (window, "c2", "c4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  first = g_strdup (quintet_game_get_turn_notation (game, 0));
  third = g_strdup (quintet_game_get_turn_notation (game, 2));
  turn.notation = third;
  wait_until (has_turn_button, &turn, "the move list showing the turn");

  /* Following the game: its last turn is marked, and only that one */
  g_assert_cmpuint (count_css_class (history, "current"), ==, 1);
  g_assert_true (gtk_widget_has_css_class (find_turn_button (window, third), "current"));
  /* The start position: no turn leads to it */
  click_button (window, "history.first");
  g_assert_cmpuint (count_css_class (history, "current"), ==, 0);
  click_button (window, "history.next");
  g_assert_cmpuint (count_css_class (history, "current"), ==, 1);
  g_assert_true (gtk_widget_has_css_class (find_turn_button (window, first), "current"));
  click_button (window, "history.last");

  /* Oferhlýp's chain, then the short notation: the row shows it */
  quintet_window_start_game (window, "oferhlyp", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_true (quintet_game_load_position (game, "K6/3L3/7/3L3/3D3/7/6J d", &error));
  g_assert_no_error (error);
  g_assert_true (quintet_game_play_notation (game, "D5xD3(2>1)xD1(2>1)", &error));
  g_assert_no_error (error);
  turn.notation = "D5xD3(2>1)xD1(2>1)";
  wait_until (has_turn_button, &turn, "the move list showing the turn");
  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_SHORT);
  chain = g_strdup (quintet_game_get_turn_notation (game, 0));
  g_assert_cmpstr (chain, !=, "D5xD3(2>1)xD1(2>1)");
  turn.notation = chain;
  wait_until (has_turn_button, &turn, "the move list showing the turn");
  g_assert_null (find_turn_button (window, "D5xD3(2>1)xD1(2>1)"));
  quintet_settings_set_notation_style (settings, QUINTET_NOTATION_STANDARD);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether the move list shows its end: the latest turns and the result. */
static gboolean
history_shows_end (QuintetWindow *window)
{
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (find_widget (history, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

  g_test_message ("move list: value %g, page %g, upper %g", gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_page_size (adjustment), gtk_adjustment_get_upper (adjustment));
  return gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1;
}

static gboolean
shows_end (gpointer window)
{
  return history_shows_end (window);
}

/* The move list follows the game: once it is longer than the list, the
 * latest turns stay in view, turn after turn and when the game ends
 * (found playing against the computer: the list stayed at its top). */
static void
test_moves_follow_game (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetGame *game;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  for (guint ply = 0; ply < 40; ply++)
    {
      const QuintetMove *turns;
      guint n_turns;

      turns = quintet_game_get_legal_turns (game, &n_turns);
      g_assert_cmpuint (n_turns, >, 0);
      g_assert_true (quintet_game_play_turn (game, &turns[ply % n_turns], NULL));
      g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
      if (ply % 10 == 9)
        wait_until (shows_end, window, "the move list to show its latest turn");
      else
        drain_main_loop ();
      if (ply % 10 == 9)
        g_assert_true (history_shows_end (window));
    }

  quintet_game_resign (game, QUINTET_SIDE_1);
  wait_until (shows_end, window, "the move list to show the result");
  g_assert_true (history_shows_end (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 9: the side panel keeps its width, so the board neither shrinks
 * nor jumps when a long turn enters the move list, on review, on undo. */
static void
test_steady_board (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *board = GTK_WIDGET (get_board (window));
  g_autoptr(GError) error = NULL;
  QuintetGame *game;
  int width;

  quintet_window_start_game (window, "oferhlyp", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  width = gtk_widget_get_width (board);
  g_assert_cmpint (width, >, 300);

  g_assert_true (quintet_game_load_position (game, "6K/1L1L3/7/5L1/7/1L1L1L1/D5J d", &error));
  g_assert_no_error (error);
  wait_for_landed (window);
  click_cells (window, "A7 C5 E7 G5 E3 C1 A3");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (strlen (quintet_game_get_turn_notation (game, 0)), >, 40);
  wait_for_frame (window);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  save_screenshot (GTK_WIDGET (window), "screenshot-long-chain.png");

  click_button (window, "history.first");
  wait_for_frame (window);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  click_button (window, "history.last");
  click_button (window, "win.undo");
  wait_for_frame (window);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);

  /* nor at game over, when the result card and its buttons come in */
  quintet_game_resign (game, QUINTET_SIDE_1);
  wait_for_frame (window);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 9: Left and Right step through the game as the Keyboard Shortcuts
 * window says, also while the board has focus (as it has once a game
 * starts); the board's cursor moves with Shift and the arrows. */
static void
test_review_keys (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = get_board (window);
  QuintetCell start;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));

  press_key (window, GDK_KEY_Left, 0);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);
  press_key (window, GDK_KEY_Home, 0);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 0);
  press_key (window, GDK_KEY_Right, 0);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);
  press_key (window, GDK_KEY_End, 0);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, G_MAXUINT);
  /* The cursor shows from the game's start (issue 25), where it was */
  start = quintet_board_view_get_focus_cell (board);
  g_assert_cmpuint (start, !=, QUINTET_NO_CELL);

  press_key (window, GDK_KEY_Up, GDK_SHIFT_MASK);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (board), !=, start);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (board), !=, QUINTET_NO_CELL);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, G_MAXUINT);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The name of the window's page on screen: "start" or "game" */
static const char *
visible_page (QuintetWindow *window)
{
  g_autoptr(GPtrArray) stacks = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_STACK, stacks);
  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_child_by_name (stacks->pdata[i], "start") != NULL)
      return gtk_stack_get_visible_child_name (stacks->pdata[i]);
  g_assert_not_reached ();
}

/* Issue 25: Escape and Alt+Left leave a page that has a back button (the
 * games, shown from a game) as the button does; where there is none they
 * do nothing. */
static void
test_back_keys (void)
{
  QuintetWindow *window = new_window (1000, 700);
  const guint modifiers[] = { 0, GDK_ALT_MASK };
  const guint keys[] = { GDK_KEY_Escape, GDK_KEY_Left };

  /* no game: no back button, the start page stays */
  press_key (window, GDK_KEY_Escape, 0);
  g_assert_cmpstr (visible_page (window), ==, "start");

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      quintet_window_show_games (window);
      wait_for_transitions (window);
      g_assert_cmpstr (visible_page (window), ==, "start");
      gtk_widget_grab_focus (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
      press_key (window, keys[i], modifiers[i]);
      g_assert_cmpstr (visible_page (window), ==, "game");
    }
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);

  /* A turn half made, its popover of several turns up, goes with the
   * page: it never comes back pointing out of the sliding page. (The page
   * still slides in from the last key: a popover of the board waits for
   * it to be in place.) */
  wait_for_transitions (window);
  quintet_window_start_game (window, "overlord", QUINTET_SIDE_0);
  wait_for_frame (window);
  {
    QuintetGame *game = quintet_window_get_game (window);
    QuintetBoardView *board = get_board (window);
    GtkWidget *popover;
    guint n_candidates;

    g_assert_true (quintet_game_load_position (game, "rrrrrrr/......./......./......./......./......./......./"
                                                     "...[rw].../w.....w w -", NULL));
    wait_for_landed (window);
    /* GTK 4.8 closes an autohide popover at once on a window that is not
     * the active one (seen under load: no candidates, the window inactive) */
    wait_for_active (window);
    click_cells (window, "d2 d3");
    quintet_board_view_get_candidates (board, &n_candidates);
    popover = find_widget (GTK_WIDGET (board), GTK_TYPE_POPOVER);
    g_assert_cmpuint (n_candidates, ==, 2);
    g_assert_true (gtk_widget_get_visible (popover));
    quintet_window_show_games (window);
    wait_for_transitions (window);
    press_key (window, GDK_KEY_Escape, 0);
    g_assert_cmpstr (visible_page (window), ==, "game");
    g_assert_false (gtk_widget_get_visible (popover));
    quintet_board_view_get_candidates (board, &n_candidates);
    g_assert_cmpuint (n_candidates, ==, 0);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  return n;
}

/* The result card: its labels, or NULL while it is hidden. */
static char *
get_outcome_card_labels (QuintetWindow *window)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), "win.play-again");
  GtkWidget *card;

  g_assert_nonnull (button);
  card = gtk_widget_get_parent (gtk_widget_get_parent (button));
  g_assert_true (gtk_widget_has_css_class (card, "outcome-card"));

  return gtk_widget_get_mapped (card) ? get_labels (card) : NULL;
}

static gboolean
has_outcome_card (gpointer window)
{
  g_autofree char *card = get_outcome_card_labels (window);

  return card != NULL;
}

static gboolean
has_no_outcome_card (gpointer window)
{
  return !has_outcome_card (window);
}

/* Issue 9: at the end of a game, the move list ends with the result, the
 * card offers Play Again and New Game, no toast covers the board. */
static void
test_game_over (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  GtkWidget *overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *card = NULL;
  g_autofree char *labels = NULL;
  GtkWidget *new_game;
  QuintetGame *game;

  quintet_window_start_game (window, "ordo-x", QUINTET_SIDE_1);
  wait_for_frame (window);
  g_assert_null (get_outcome_card_labels (window));
  click_cells (window, "b6 b5");
  /* White, to move, resigns. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  respond ("resign");
  wait_for_labels (history, "|0–1 · Black wins: White resigned|");

  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|0–1 · Black wins: White resigned|"));
  card = get_outcome_card_labels (window);
  g_assert_cmpstr (card, ==, "|Black wins|White resigned|Play Again|New Game|Analyse Game|");
  /* The overlay holds its child and no toast. */
  g_assert_cmpuint (count_children (overlay), ==, 1);
  save_screenshot (GTK_WIDGET (window), "screenshot-game-over-card.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-game-over-card-dark.png");
  set_color_scheme ("default");

  /* issue 25: Undo takes the resignation back, Redo restores it */
  click_button (window, "win.undo");
  wait_until (has_no_outcome_card, window, "the result card to go");
  g_assert_null (get_outcome_card_labels (window));
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 1);
  click_button (window, "win.redo");
  wait_until (has_outcome_card, window, "the result card to come back");
  g_clear_pointer (&card, g_free);
  card = get_outcome_card_labels (window);
  g_assert_cmpstr (card, ==, "|Black wins|White resigned|Play Again|New Game|Analyse Game|");
  g_assert_false (button_enabled (window, "win.redo"));

  /* Play Again: the same game, variant and first player. */
  click_button (window, "win.play-again");
  game = quintet_window_get_game (window);
  g_assert_cmpstr (quintet_game_get_id (game), ==, "ordo-x");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_1);
  g_assert_null (get_outcome_card_labels (window));
  g_clear_pointer (&labels, g_free);
  labels = get_labels (history);
  g_assert_null (strstr (labels, "resigned"));

  /* A draw agreed says "Draw" once; New Game opens the start page. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  respond ("accept");
  g_clear_pointer (&card, g_free);
  card = get_outcome_card_labels (window);
  g_assert_cmpstr (card, ==, "|Draw by agreement|Play Again|New Game|");
  g_clear_pointer (&labels, g_free);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|½–½ · Draw by agreement|"));
  new_game = gtk_widget_get_next_sibling (find_action_button (GTK_WIDGET (window), "win.play-again"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (new_game)), ==, "win.new-game");
  g_signal_emit_by_name (new_game, "clicked");
  wait_for_mapped (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE), TRUE);
  g_assert_true (gtk_widget_get_mapped (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE)));

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct {
  double r, g, b;
} Colour;

static double
luminance (Colour c)
{
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

/* Pixels of a cairo ARGB32 or GDK B8G8R8A8 image (both BGRA in memory here). */
static Colour
pixel_at (const guchar *data,
          int           stride,
          int           x,
          int           y)
{
  const guchar *p = data + y * stride + 4 * x;

  return (Colour) { p[2] / 255.0, p[1] / 255.0, p[0] / 255.0 };
}

/* The share of an area's pixels that stand out from a colour. */
static double
share_standing_out (const guchar    *data,
                    int              stride,
                    graphene_rect_t *area,
                    Colour           background)
{
  int n = 0, standing_out = 0;

  for (int y = area->origin.y; y < area->origin.y + area->size.height; y++)
    for (int x = area->origin.x; x < area->origin.x + area->size.width; x++, n++)
      if (fabs (luminance (pixel_at (data, stride, x, y)) - luminance (background)) > 0.2)
        standing_out++;

  return (double) standing_out / MAX (n, 1);
}

/* Issue 9: the side panel's dots are the sides' pieces as the painter draws
 * them; in dark style the Black one stands out from its row. */
static void
test_side_dots (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GPtrArray) areas = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *swatch;
  cairo_t *cr;
  int width, height;
  g_autofree guchar *data = NULL;
  graphene_rect_t dot = { { 0, 0 }, { 0, 0 } }, beside;
  GtkWidget *row;

  set_color_scheme ("dark");
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  wait_for_transitions (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-side-dots-dark.png");

  /* The Black row's dot, and the same width of row just left of it. */
  /* The game page's second player (the start page lists unfinished games) */
  row = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  collect_widgets (gtk_widget_get_parent (gtk_widget_get_parent (row)), ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 2);
  row = g_ptr_array_index (rows, 1);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Black");
  collect_widgets (row, GTK_TYPE_WIDGET, areas);
  for (guint i = 0; i < areas->len; i++)
    if (GTK_IS_DRAWING_AREA (g_ptr_array_index (areas, i)) ||
        gtk_widget_has_css_class (g_ptr_array_index (areas, i), "side-dot"))
      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (areas, i), GTK_WIDGET (window), &dot));
  g_assert_cmpfloat (dot.size.width, >=, 12);
  beside = dot;
  beside.origin.x -= dot.size.width + 2;

  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  node = snapshot_widget (GTK_WIDGET (window));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  data = g_malloc (4 * width * height);
  gdk_texture_download (texture, data, 4 * width);
  g_assert_cmpfloat (share_standing_out (data, 4 * width, &dot,
                                         pixel_at (data, 4 * width, beside.origin.x, beside.origin.y)), >, 0.25);

  /* The centre of the dot is the painter's black piece. */
  swatch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, dot.size.width, dot.size.height);
  cr = cairo_create (swatch);
  quintet_painter_draw_swatch (cr, dot.size.width, dot.size.height, "black", 1, QUINTET_BOARD_THEME_WOOD, TRUE);
  cairo_destroy (cr);
  cairo_surface_flush (swatch);
  {
    Colour expected = pixel_at (cairo_image_surface_get_data (swatch), cairo_image_surface_get_stride (swatch),
                                dot.size.width / 2, dot.size.height / 2);
    Colour shown = pixel_at (data, 4 * width, dot.origin.x + dot.size.width / 2,
                             dot.origin.y + dot.size.height / 2);

    g_assert_cmpfloat (fabs (expected.r - shown.r) + fabs (expected.g - shown.g) + fabs (expected.b - shown.b), <, 0.12);
  }
  cairo_surface_destroy (swatch);

  set_color_scheme ("default");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Against the computer: it answers a turn from a worker thread while the
 * window shows it thinking, the side panel names it, undo takes back a
 * turn of each side, and a new game stops a search without a stray turn. */
static void
test_against_computer (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetBoardView *board = get_board (window);
  g_autofree char *labels = NULL;
  QuintetGame *game;

  int board_width;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  board_width = gtk_widget_get_width (GTK_WIDGET (board));
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 1);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  /* naming the computer in the side panel leaves the board as it was */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, board_width);
  g_assert_true (quintet_board_view_get_interactive (board));
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Computer, Beginner\n12 in reserve|"));
  g_clear_pointer (&labels, g_free);

  /* The clicks, and before the main loop runs again: thinking */
  quintet_board_view_click_cell (board, cell_named (game, "b2"));
  quintet_board_view_click_cell (board, cell_named (game, "b4"));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_false (quintet_board_view_get_interactive (board));
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Black is thinking…|"));
  g_clear_pointer (&labels, g_free);
  wait_for_turns (game, 2);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  wait_until (takes_clicks, board, "the board to take clicks after the computer's turn");
  g_assert_true (quintet_board_view_get_interactive (board));
  labels = get_labels (GTK_WIDGET (window));
  g_assert_null (strstr (labels, "thinking"));
  g_clear_pointer (&labels, g_free);

  /* Undo: back to the person's turn, before both turns */
  click_button (window, "win.undo");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  iterate_for (400);   /* time is the subject: no answer comes within it */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_true (quintet_board_view_get_interactive (board));

  /* The person resigns: the card names the computer as the winner */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  respond ("resign");
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, QUINTET_SIDE_1);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Black (Computer, Beginner) wins|"));
  g_clear_pointer (&labels, g_free);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);

  /* A new game while the computer thinks: its search is dropped */
  click_turn (window, "b2", "b4");
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  iterate_for (1000);   /* time is the subject: the dropped search plays nothing within it */
  g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==, 0);

  /* The computer against itself: each of its turns starts the next search */
  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 1);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 1);
  game = quintet_window_get_game (window);
  wait_for_turns (game, 4);
  g_assert_cmpuint (quintet_game_get_n_turns (game), >=, 4);
  quintet_window_set_computer_level (window, QUINTET_SIDE_0, 0);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  /* the dropped search returns to the main loop, and lets go of the window */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (GTK_WINDOW (window));
  wait_until (is_gone, &window, "the dropped search to let go of the window");
}

/* Closing the window while the computer thinks drops its search: the
 * game left behind (and autosaved) is the one the person saw. The search
 * holds the window until it returns, so the window outlives its closing
 * by up to a turn's time. */
static void
test_close_while_thinking (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(QuintetGame) game = NULL;

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 4);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = g_object_ref (quintet_window_get_game (window));
  wait_for_frame (window);
  click_turn (window, "b2", "b4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.close", NULL));
  /* level 4 thinks for 2 s */
  iterate_for (3000);   /* time is the subject: level 4 would have played within it */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
}

/* Hint: the strongest level's turn, searched in the background and shown
 * on the board until the next click. */
static void
test_hint (void)
{
  QuintetWindow *window = new_window (1000, 720);
  QuintetBoardView *board = get_board (window);
  const QuintetMove *hint, *turns;
  guint n_turns;
  gboolean legal = FALSE;
  QuintetGame *game;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  g_assert_null (quintet_board_view_get_hint (board));
  click_button (window, "win.hint");
  /* at least 0.5 s, the least the computer takes to answer */
  wait_for_labels (window, "|Looking for a good turn…|");
  wait_until (has_hint, board, "the hint to be found");
  hint = quintet_board_view_get_hint (board);
  g_assert_nonnull (hint);
  turns = quintet_game_get_legal_turns (game, &n_turns);
  for (guint i = 0; i < n_turns; i++)
    legal = legal || quintet_move_equal (&turns[i], hint);
  g_assert_true (legal);
  save_screenshot (GTK_WIDGET (window), "screenshot-hint.png");

  /* a click is the player's own idea: the hint goes */
  quintet_board_view_click_cell (board, cell_named (game, "a2"));
  g_assert_null (quintet_board_view_get_hint (board));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-flow/new-game-after-review", test_new_game_after_review);
  g_test_add_func ("/window-flow/review-start-position", test_review_start_position);
  g_test_add_func ("/window-flow/second-launch", test_second_launch);
  g_test_add_func ("/window-flow/launch-remembered-players", test_launch_remembered_players);
  g_test_add_func ("/window-flow/moves-follow-game", test_moves_follow_game);
  g_test_add_func ("/window-flow/steady-board", test_steady_board);
  g_test_add_func ("/window-flow/move-list-view", test_move_list_view);
  g_test_add_func ("/window-flow/review-keys", test_review_keys);
  g_test_add_func ("/window-flow/back-keys", test_back_keys);
  g_test_add_func ("/window-flow/game-over", test_game_over);
  g_test_add_func ("/window-flow/side-dots", test_side_dots);
  g_test_add_func ("/window-flow/against-computer", test_against_computer);
  g_test_add_func ("/window-flow/hint", test_hint);
  g_test_add_func ("/window-flow/close-while-thinking", test_close_while_thinking);

  return test_window_run ();
}
