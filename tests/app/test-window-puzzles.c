/* test-window-puzzles.c — end-to-end: the puzzle page, every game's
 * shipped set by clicks: a wrong try, the right turns against the
 * computer's answers, Show Me; the action, the way back, bad data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "quintet-puzzle-page.h"
#include "quintet-registry.h"
#include "quintet-settings.h"

#include "test-window-common.h"

static QuintetPuzzlePage *
open_puzzles (QuintetWindow *window,
              const char    *game_id)
{
  GtkWidget *page;
  gint64 start = g_get_monotonic_time ();

  /* measured: the set is read on the main thread */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", game_id);
  g_test_message ("%s: the page opened in %.1f ms", game_id, (g_get_monotonic_time () - start) / 1e3);
  page = quintet_window_get_puzzle_page (window);
  g_assert_nonnull (page);
  wait_for_mapped (page, TRUE);
  wait_for_transitions (window);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (page))), ==, "puzzle");
  g_assert_cmpstr (quintet_puzzle_page_get_game_id (QUINTET_PUZZLE_PAGE (page)), ==, game_id);
  return QUINTET_PUZZLE_PAGE (page);
}

typedef struct {
  QuintetPuzzlePage      *page;
  QuintetPuzzlePageState  state;
} StateWait;

static gboolean
page_in_state (gpointer data)
{
  StateWait *w = data;

  return quintet_puzzle_page_get_state (w->page) == w->state;
}

static void
wait_for_state (QuintetPuzzlePage      *page,
                QuintetPuzzlePageState  state)
{
  StateWait w = { page, state };

  wait_until (page_in_state, &w, "the puzzle page to come to the state the test waits for");
}

static gboolean
page_not_busy (gpointer data)
{
  QuintetPuzzlePageState state = quintet_puzzle_page_get_state (data);

  return state != QUINTET_PUZZLE_PAGE_BUSY && state != QUINTET_PUZZLE_PAGE_SHOWING;
}

static gboolean
page_not_judging (gpointer data)
{
  return !quintet_puzzle_page_get_judging (data);
}

static char *
position_text (QuintetGame *game)
{
  return quintet_game_position_to_text (game, quintet_game_get_position (game));
}

/* Clicks @turn's cells on the page's board as a player would (its first
 * click path; the popover's choice where several turns share it; End
 * Turn Here where it could go on); TRUE when the board took it */
static gboolean
click_move (QuintetPuzzlePage *page,
            const QuintetMove *turn)
{
  QuintetBoardView *board = quintet_puzzle_page_get_board_view (page);
  QuintetGame *game = quintet_puzzle_page_get_game (page);
  guint n_turns = quintet_game_get_n_turns (game);
  QuintetMove paths[8];
  guint n_candidates;
  const QuintetMove *candidates;
  gint64 start = g_get_monotonic_time ();

  wait_for_size (board);
  g_assert_true (quintet_board_view_get_interactive (board));
  g_assert_cmpuint (quintet_game_turn_paths (game, quintet_game_get_position (game), turn, paths, G_N_ELEMENTS (paths)), >, 0);
  for (guint i = 0; i < paths[0].length; i++)
    {
      double x, y;

      g_assert_true (quintet_board_view_get_cell_center (board, paths[0].path[i], &x, &y));
      quintet_board_view_click_cell (board, paths[0].path[i]);
      drain_main_loop ();
    }
  /* End Turn Here may offer the turns the clicks make (OV-8: the top
   * piece or the whole column) */
  for (guint round = 0; round < 2 && quintet_game_get_n_turns (game) == n_turns; round++)
    {
      candidates = quintet_board_view_get_candidates (board, &n_candidates);
      for (guint i = 0; quintet_game_get_n_turns (game) == n_turns && i < n_candidates; i++)
        if (quintet_move_equal (&candidates[i], turn))
          quintet_board_view_choose_candidate (board, i);
      if (quintet_game_get_n_turns (game) == n_turns && quintet_board_view_get_can_finish (board))
        {
          /* the page's End Turn Here, as the mouse would */
          GtkWidget *end_turn = find_action_button (GTK_WIDGET (page), "puzzle.end-turn");

          g_assert_nonnull (end_turn);
          g_assert_true (gtk_widget_get_visible (end_turn) && gtk_widget_is_sensitive (end_turn));
          g_signal_emit_by_name (end_turn, "clicked");
        }
      drain_main_loop ();
    }
  /* measured: the clicks and the turn, the judge started on its thread */
  g_test_message ("a turn taken in %.1f ms", (g_get_monotonic_time () - start) / 1e3);
  drain_main_loop ();
  return quintet_game_get_n_turns (game) == n_turns + 1 &&
         quintet_move_equal (quintet_game_get_turn (game, n_turns), turn);
}

/* Moves the board's cursor to @target with the arrow keys (towards it on
 * the screen) and presses Space */
static void
key_to_cell (QuintetWindow    *window,
             QuintetBoardView *board,
             QuintetCell       target)
{
  double tx, ty;

  g_assert_true (quintet_board_view_get_cell_center (board, target, &tx, &ty));
  for (guint presses = 0; quintet_board_view_get_focus_cell (board) != target; presses++)
    {
      double x, y;

      g_assert_cmpuint (presses, <, 40);
      g_assert_true (quintet_board_view_get_cell_center (board, quintet_board_view_get_focus_cell (board), &x, &y));
      if (ABS (tx - x) > 1)
        press_key (window, tx > x ? GDK_KEY_Right : GDK_KEY_Left, 0);
      else
        press_key (window, ty < y ? GDK_KEY_Up : GDK_KEY_Down, 0);
    }
  press_key (window, GDK_KEY_space, 0);
}

/* A puzzle by the keyboard alone: the arrows, Space, Return */
static void
test_keyboard (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetPuzzlePage *page = open_puzzles (window, "pressman");
  QuintetBoardView *board = quintet_puzzle_page_get_board_view (page);
  const QuintetPuzzle *puzzle;
  QuintetGame *game;
  QuintetMove turn, paths[4];

  g_assert_nonnull (quintet_puzzle_page_get_game (page));
  /* the last of the set: the hardest, not solved by another test */
  quintet_puzzle_page_show_puzzle (page, quintet_puzzle_page_get_n_puzzles (page) - 1);
  puzzle = quintet_puzzle_page_get_puzzle (page);
  game = quintet_puzzle_page_get_game (page);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (board));
  wait_for_size (board);
  quintet_board_view_show_focus (board);
  while (quintet_puzzle_page_get_state (page) == QUINTET_PUZZLE_PAGE_PLAYING)
    {
      guint ply = quintet_game_get_n_turns (game);

      g_assert_true (quintet_puzzle_line_turn (game, puzzle, ply, &turn));
      g_assert_cmpuint (quintet_game_turn_paths (game, quintet_game_get_position (game), &turn, paths, 4), >, 0);
      for (guint i = 0; i < paths[0].length; i++)
        key_to_cell (window, board, paths[0].path[i]);
      if (quintet_game_get_n_turns (game) == ply)
        press_key (window, GDK_KEY_Return, 0);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, ply + 1);
      wait_until (page_not_busy, page, "the judge of a turn by the keyboard and the computer's answer");
    }
  g_assert_cmpint (quintet_puzzle_page_get_state (page), ==, QUINTET_PUZZLE_PAGE_SOLVED);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A legal first turn other than the file's that the clicks can make */
static gboolean
find_wrong_turn (QuintetGame         *game,
                 const QuintetPuzzle *puzzle,
                 QuintetMove         *wrong)
{
  QuintetMove right;
  const QuintetMove *legal;
  guint n_legal;

  g_assert_true (quintet_puzzle_line_turn (game, puzzle, 0, &right));
  legal = quintet_game_get_legal_turns (game, &n_legal);
  for (guint i = 0; i < n_legal; i++)
    if (!quintet_move_equal (&legal[i], &right))
      {
        *wrong = legal[i];
        return TRUE;
      }
  return FALSE;
}

static void
shoot (QuintetWindow *window,
       const char    *game_id,
       const char    *what)
{
  g_autofree char *name = g_strdup_printf ("screenshot-puzzle-%s-%s.png", game_id, what);

  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), name);
}

static void
test_game (gconstpointer data)
{
  const char *game_id = data;
  QuintetSettings *settings = quintet_application_get_settings (app);
  g_autofree char *file = quintet_puzzle_set_file (game_id, NULL);
  /* solved before (another test may have solved one) */
  guint n_solved = quintet_settings_count_progress (settings, QUINTET_PROGRESS_PUZZLES, game_id);
  QuintetWindow *window = new_window (1000, 700);
  QuintetPuzzlePage *page = open_puzzles (window, game_id);
  const QuintetPuzzle *puzzle;
  QuintetGame *game;
  QuintetMove wrong, turn;
  g_autofree char *start = NULL;
  g_autofree char *now = NULL;
  g_autofree char *hint = NULL;
  QuintetSide solver;
  guint n_line;

  /* every game ships its set */
  g_assert_true (g_file_test (file, G_FILE_TEST_EXISTS));

  /* The first puzzle of the set (nothing solved yet) */
  g_assert_cmpuint (quintet_puzzle_page_get_n_puzzles (page), >, 0);
  g_assert_cmpuint (quintet_puzzle_page_get_index (page), ==, 0);
  wait_for_state (page, QUINTET_PUZZLE_PAGE_PLAYING);
  puzzle = quintet_puzzle_page_get_puzzle (page);
  game = quintet_puzzle_page_get_game (page);
  g_assert_true (game != quintet_window_get_game (window) || game == NULL);
  start = position_text (game);
  solver = quintet_game_get_side_to_move (game);
  n_line = g_strv_length (puzzle->turns);

  /* A wrong try: refused, the line says so, the position is back */
  g_assert_true (find_wrong_turn (game, puzzle, &wrong));
  g_assert_true (click_move (page, &wrong));
  wait_until (page_not_busy, page, "the judge of the wrong try");
  wait_for_state (page, QUINTET_PUZZLE_PAGE_WRONG);
  g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, "Not this one — try again");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  now = position_text (game);
  g_assert_cmpstr (now, ==, start);
  shoot (window, game_id, "wrong");
  /* Show Why: the wrong turn and the answer that refutes it, taken back
   * (the refutation is looked for after the turn went back) */
  wait_until (page_not_judging, page, "the refutation of the wrong try");
  {
    /* a wrong turn has a refutation unless it ends the game itself */
    g_autoptr(QuintetGame) copy = quintet_puzzle_copy_game (game);

    g_assert_true (quintet_game_play_turn (copy, &wrong, NULL));
    if (quintet_game_get_outcome (copy).status == QUINTET_STATUS_ONGOING)
      g_assert_true (button_enabled (window, "puzzle.why"));
  }
  if (button_enabled (window, "puzzle.why"))
    {
      click_button (window, "puzzle.why");
      wait_for_state (page, QUINTET_PUZZLE_PAGE_WHY);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
      g_assert_true (quintet_move_equal (quintet_game_get_turn (game, 0), &wrong));
      g_assert_nonnull (strstr (quintet_puzzle_page_get_feedback (page), " answers "));
      shoot (window, game_id, "why");
      click_button (window, "puzzle.retry");
      wait_for_state (page, QUINTET_PUZZLE_PAGE_PLAYING);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
    }

  /* The hint names the piece of the right turn and marks it */
  g_assert_true (quintet_puzzle_line_turn (game, puzzle, 0, &turn));
  /* by its key, as on the game page */
  press_key (window, GDK_KEY_h, GDK_CONTROL_MASK);
  hint = g_strdup_printf ("Move the piece on %s",
                          quintet_game_get_geometry (game)->cells[quintet_puzzle_hint_cell (game, &turn)].name);
  g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, hint);
  g_assert_nonnull (quintet_board_view_get_hint (quintet_puzzle_page_get_board_view (page)));
  click_button (window, "puzzle.hint");
  g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, hint);
  shoot (window, game_id, "hint");

  /* The right turns: the computer answers with the file's line */
  while (quintet_puzzle_page_get_state (page) == QUINTET_PUZZLE_PAGE_PLAYING)
    {
      guint ply = quintet_game_get_n_turns (game);

      g_assert_true (quintet_puzzle_line_turn (game, puzzle, ply, &turn));
      g_assert_true (click_move (page, &turn));
      wait_until (page_not_busy, page, "the judge of a right turn and the computer's answer");
      if (quintet_puzzle_page_get_state (page) == QUINTET_PUZZLE_PAGE_SOLVED)
        break;
      g_assert_cmpint (quintet_puzzle_page_get_state (page), ==, QUINTET_PUZZLE_PAGE_PLAYING);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, ply + 2);
      g_assert_true (quintet_puzzle_on_main_line (game, puzzle));
      g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, "Right — keep going");
    }
  g_assert_cmpint (quintet_puzzle_page_get_state (page), ==, QUINTET_PUZZLE_PAGE_SOLVED);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, n_line);
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, solver);
  g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, "Solved!");
  g_assert_true (quintet_settings_has_progress (settings, QUINTET_PROGRESS_PUZZLES, game_id, puzzle->id));
  shoot (window, game_id, "solved");
  {
    g_autofree char *labels = get_labels (gtk_popover_get_child (gtk_menu_button_get_popover (
                                            GTK_MENU_BUTTON (find_widget (GTK_WIDGET (page), GTK_TYPE_MENU_BUTTON)))));
    g_autofree char *summary = g_strdup_printf ("|%u of %u solved|", n_solved + 1, quintet_puzzle_page_get_n_puzzles (page));

    g_assert_nonnull (strstr (labels, summary));
  }

  /* Show Me on another: the line is played, not counted as solved */
  if (quintet_puzzle_page_get_n_puzzles (page) > 1)
    {
      click_button (window, "puzzle.next");
      g_assert_cmpuint (quintet_puzzle_page_get_index (page), ==, 1);
      puzzle = quintet_puzzle_page_get_puzzle (page);
      game = quintet_puzzle_page_get_game (page);
      solver = quintet_game_get_side_to_move (game);
      wait_for_state (page, QUINTET_PUZZLE_PAGE_PLAYING);
      click_button (window, "puzzle.solution");
      wait_for_state (page, QUINTET_PUZZLE_PAGE_SHOWN);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, g_strv_length (puzzle->turns));
      g_assert_true (quintet_puzzle_on_main_line (game, puzzle));
      g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
      g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, solver);
      g_assert_false (quintet_settings_has_progress (settings, QUINTET_PROGRESS_PUZZLES, game_id, puzzle->id));
    }
  else
    g_test_message ("%s: one puzzle only, Show Me not tried", game_id);

  /* Never the game in progress, never autosaved */
  g_assert_null (quintet_window_get_game (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The action opens the page; the back button, Escape and Alt+Left go back */
static void
test_back (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *back = find_action_button (GTK_WIDGET (window), "win.go-back");
  QuintetPuzzlePage *page;
  GtkStack *stack;

  page = open_puzzles (window, "pressman");
  stack = GTK_STACK (gtk_widget_get_parent (quintet_window_get_puzzle_page (window)));
  g_assert_true (gtk_widget_get_visible (back));
  g_assert_true (gtk_widget_is_sensitive (back));
  /* the board first takes back a click, then the page goes */
  if (quintet_puzzle_page_get_game (page) != NULL)
    {
      QuintetBoardView *board = quintet_puzzle_page_get_board_view (page);
      QuintetMove turn, paths[4];
      QuintetGame *game = quintet_puzzle_page_get_game (page);
      guint n_selected;

      g_assert_true (quintet_puzzle_line_turn (game, quintet_puzzle_page_get_puzzle (page), 0, &turn));
      g_assert_cmpuint (quintet_game_turn_paths (game, quintet_game_get_position (game), &turn, paths, 4), >, 0);
      wait_for_size (board);
      gtk_widget_grab_focus (GTK_WIDGET (board));
      quintet_board_view_click_cell (board, paths[0].path[0]);
      quintet_board_view_get_selection (board, &n_selected);
      g_assert_cmpuint (n_selected, ==, 1);
      /* the line says what the clicks are in the middle of, as the
       * game page's guidance does */
      g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), !=, "Your turn");
      g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, quintet_board_view_get_guidance (board));
      press_key (window, GDK_KEY_Escape, 0);
      quintet_board_view_get_selection (board, &n_selected);
      g_assert_cmpuint (n_selected, ==, 0);
      g_assert_cmpstr (quintet_puzzle_page_get_feedback (page), ==, "Your turn");
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "puzzle");
      g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
    }
  /* the plain arrows move the board's cursor (no history here) */
  if (quintet_puzzle_page_get_game (page) != NULL)
    {
      QuintetBoardView *board = quintet_puzzle_page_get_board_view (page);
      QuintetCell before;

      quintet_board_view_show_focus (board);
      before = quintet_board_view_get_focus_cell (board);
      g_assert_cmpuint (before, !=, QUINTET_NO_CELL);
      press_key (window, GDK_KEY_Up, 0);
      press_key (window, GDK_KEY_Right, 0);
      g_assert_cmpuint (quintet_board_view_get_focus_cell (board), !=, before);
    }
  press_key (window, GDK_KEY_Escape, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");
  g_assert_false (gtk_widget_get_visible (back));

  open_puzzles (window, "ordo");
  press_key (window, GDK_KEY_Left, GDK_ALT_MASK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");

  open_puzzles (window, "oferhlyp");
  click_button (window, "win.go-back");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The start page's card: its Puzzles button opens that game's puzzles */
static void
test_card (void)
{
  QuintetWindow *window = new_window (1000, 700);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *button = NULL;
  GtkWidget *page;

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len && button == NULL; i++)
    {
      GtkActionable *actionable = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (actionable);

      if (g_strcmp0 (gtk_actionable_get_action_name (actionable), "win.puzzles") == 0 &&
          target != NULL && g_str_equal (g_variant_get_string (target, NULL), "ordo"))
        button = GTK_WIDGET (actionable);
    }
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  drain_main_loop ();
  page = quintet_window_get_puzzle_page (window);
  g_assert_nonnull (page);
  wait_for_mapped (page, TRUE);
  g_assert_cmpstr (quintet_puzzle_page_get_game_id (QUINTET_PUZZLE_PAGE (page)), ==, "ordo");
  press_key (window, GDK_KEY_Escape, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (page))), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A bad data file: one line on the page, no crash */
static void
test_bad_data (void)
{
  g_autofree char *folder = g_dir_make_tmp ("quintet-puzzles-XXXXXX", NULL);
  g_autofree char *saved = g_strdup (g_getenv ("QUINTET_PUZZLES_DIR"));
  g_autofree char *file = g_build_filename (folder, "pressman.txt", NULL);
  QuintetWindow *window;
  QuintetPuzzlePage *page;
  g_autofree char *expected = NULL;

  g_assert_true (g_file_set_contents (file, "p1\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1-a2\n", -1, NULL));
  g_setenv ("QUINTET_PUZZLES_DIR", folder, TRUE);
  window = new_window (1000, 700);
  page = open_puzzles (window, "pressman");
  g_assert_cmpint (quintet_puzzle_page_get_state (page), ==, QUINTET_PUZZLE_PAGE_EMPTY);
  expected = g_strdup_printf ("Cannot read the puzzles: %s:1: ", file);
  g_assert_true (g_str_has_prefix (quintet_puzzle_page_get_feedback (page), expected));
  g_assert_false (button_enabled (window, "puzzle.solution"));

  /* and a missing one */
  open_puzzles (window, "ordo");
  g_assert_cmpint (quintet_puzzle_page_get_state (page), ==, QUINTET_PUZZLE_PAGE_EMPTY);
  g_assert_true (g_str_has_prefix (quintet_puzzle_page_get_feedback (page), "No puzzles for Ordo yet"));
  gtk_window_destroy (GTK_WINDOW (window));

  if (saved != NULL)
    g_setenv ("QUINTET_PUZZLES_DIR", saved, TRUE);
  else
    g_unsetenv ("QUINTET_PUZZLES_DIR");
  g_unlink (file);
  g_rmdir (folder);
}

/* The board takes the room the panel leaves: the larger of beside and
 * below; light and dark screenshots at each size */
static void
test_layout (void)
{
  static const struct { int width, height, least; } sizes[] = {
    { 1000, 700, 560 }, { 683, 736, 430 }, { 360, 640, 300 },
  };
  static const char *const schemes[] = { "light", "dark" };

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    {
      set_color_scheme (schemes[s]);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          QuintetWindow *window = new_window (sizes[i].width, sizes[i].height);
          QuintetPuzzlePage *page = open_puzzles (window, "pressman");
          graphene_rect_t bounds, after;
          g_autofree char *name = g_strdup_printf ("screenshot-puzzle-%dx%d-%s.png",
                                                   sizes[i].width, sizes[i].height, schemes[s]);

          wait_for_frame (window);
          g_assert_nonnull (quintet_puzzle_page_get_game (page));
          g_assert_true (quintet_board_view_get_board_bounds (quintet_puzzle_page_get_board_view (page), &bounds));
          g_test_message ("%dx%d: board %.0f×%.0f", sizes[i].width, sizes[i].height,
                          bounds.size.width, bounds.size.height);
          g_assert_cmpfloat (MIN (bounds.size.width, bounds.size.height), >=, sizes[i].least);
          /* the panel is whole inside the window */
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, sizes[i].width);
          save_screenshot (GTK_WIDGET (window), name);
          /* a wrong try: the line and Show Why beside it */
          {
            QuintetMove wrong;
            g_autofree char *wrong_name = g_strdup_printf ("screenshot-puzzle-%dx%d-%s-wrong.png",
                                                           sizes[i].width, sizes[i].height, schemes[s]);

            g_assert_true (find_wrong_turn (quintet_puzzle_page_get_game (page),
                                            quintet_puzzle_page_get_puzzle (page), &wrong));
            g_assert_true (click_move (page, &wrong));
            wait_for_state (page, QUINTET_PUZZLE_PAGE_WRONG);
            g_assert_true (quintet_board_view_get_board_bounds (quintet_puzzle_page_get_board_view (page), &after));
            /* the board stays where it was */
            g_assert_cmpfloat (after.size.width, ==, bounds.size.width);
            g_assert_cmpfloat (after.origin.y, ==, bounds.origin.y);
            wait_for_landed (window);
            save_screenshot (GTK_WIDGET (window), wrong_name);
          }
          gtk_window_destroy (GTK_WINDOW (window));
        }
    }
  set_color_scheme ("default");
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  test_window_init (&argc, &argv);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-puzzles/game/%s", games[i].id);

      g_test_add_data_func (path, games[i].id, test_game);
    }
  g_test_add_func ("/window-puzzles/back", test_back);
  g_test_add_func ("/window-puzzles/card", test_card);
  g_test_add_func ("/window-puzzles/keyboard", test_keyboard);
  g_test_add_func ("/window-puzzles/bad-data", test_bad_data);
  g_test_add_func ("/window-puzzles/layout", test_layout);
  return test_window_run ();
}
