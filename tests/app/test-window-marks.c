/* test-window-marks.c — the marks after a first click, in every game:
 * the cells the board marks are exactly the chosen piece's continuations
 * (what the engine's turn input gives after that click), the chosen piece
 * is the one marked chosen; in games, lessons and puzzles alike (issue 39)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-lesson.h"
#include "quintet-lesson-page.h"
#include "quintet-puzzle-page.h"
#include "quintet-turn-input.h"

#include "test-window-common.h"

static const char * const game_ids[] = {
  "pressman", "ordo", "ordo-x", "oferhlyp", "overlord", "opprimo",
};

/* Opprimo's first turns place the Kings (one click each, no piece to
 * choose): the pieces are chosen once both stand */
#define OPPRIMO_KINGS_PLACED \
  "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R Y@cd2,R@de10 y"

static char *
names_of (QuintetGame  *game,
          const guint8 *flags)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  GString *names = g_string_new ("");

  for (guint i = 0; i < geometry->n_cells; i++)
    if (flags[i])
      g_string_append_printf (names, "%s ", geometry->cells[i].name);
  return g_string_free (names, FALSE);
}

/* Clicks each piece the side to move can choose, one after the other on
 * @board, and compares the marks with the engine's answer to that click;
 * returns how many pieces were tried. */
static guint
check_first_clicks (QuintetBoardView *board,
                    QuintetGame      *game)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, geometry->n_cells);
  gconstpointer position = quintet_game_get_position (game);
  guint n_turns, n_tried = 0;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
  g_autoptr(QuintetTurnInput) starts = quintet_turn_input_new (game, position, turns, n_turns);

  quintet_game_describe_position (game, position, cells);
  for (guint cell = 0; cell < geometry->n_cells; cell++)
    {
      g_autoptr(QuintetTurnInput) input = NULL;
      g_autofree char *expected = NULL, *shown = NULL;
      g_autofree guint8 *marked = g_new0 (guint8, geometry->n_cells);
      const QuintetCell *selection, *marks;
      guint n_selection, n_marks;

      if (!quintet_turn_input_can_start (starts, cell) || cells[cell].height == 0)
        continue;
      input = quintet_turn_input_new (game, position, turns, n_turns);
      if (quintet_turn_input_press (input, cell) != QUINTET_PRESS_CONTINUED)
        continue;   /* a turn of one click: nothing stays chosen */

      quintet_board_view_click_cell (board, cell);
      drain_main_loop ();
      for (guint i = 0; i < geometry->n_cells; i++)
        marked[i] = quintet_board_view_is_highlighted (board, i);
      expected = names_of (game, quintet_turn_input_get_next_cells (input));
      shown = names_of (game, marked);
      g_test_message ("%s %s: %s", quintet_game_get_id (game), geometry->cells[cell].name, shown);
      g_assert_cmpstr (shown, ==, expected);
      /* the chosen piece is the one drawn chosen, alone */
      selection = quintet_board_view_get_selection (board, &n_selection);
      marks = quintet_board_view_get_selection_marks (board, &n_marks);
      g_assert_cmpuint (n_selection, ==, 1);
      g_assert_cmpuint (selection[0], ==, cell);
      g_assert_cmpuint (n_marks, ==, 1);
      g_assert_cmpuint (marks[0], ==, cell);
      quintet_board_view_clear_selection (board);
      n_tried++;
    }
  return n_tried;
}

static void
test_game_marks (gconstpointer data)
{
  const char *game_id = data;
  QuintetWindow *window = new_game_window (game_id);
  QuintetGame *game = quintet_window_get_game (window);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_autoptr(GError) error = NULL;

  if (g_str_equal (game_id, "opprimo"))
    g_assert_true (quintet_game_load_position (game, OPPRIMO_KINGS_PLACED, &error));
  g_assert_no_error (error);
  drain_main_loop ();
  g_assert_cmpuint (check_first_clicks (board, game), >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
lesson_ready (gpointer data)
{
  QuintetLessonPage *page = data;

  return gtk_widget_get_mapped (GTK_WIDGET (page)) && !quintet_lesson_page_get_busy (page) &&
         quintet_board_view_get_interactive (quintet_lesson_page_get_board_view (page));
}

static QuintetLessonPage *
open_lessons (QuintetWindow *window,
              const char    *game_id)
{
  QuintetLessonPage *page;

  reset_lesson_progress ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", game_id));
  page = QUINTET_LESSON_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE));
  g_assert_nonnull (page);
  wait_until (lesson_ready, page, "the lesson page, ready for a click");
  wait_for_transitions (window);
  return page;
}

/* A course's first lesson: its board marks what the engine gives */
static void
test_lesson_marks (gconstpointer data)
{
  const char *game_id = data;
  QuintetWindow *window = new_window (1000, 720);
  QuintetLessonPage *page = open_lessons (window, game_id);

  check_first_clicks (quintet_lesson_page_get_board_view (page), quintet_lesson_page_get_game (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
puzzle_ready (gpointer data)
{
  QuintetPuzzlePageState state = quintet_puzzle_page_get_state (data);

  return state != QUINTET_PUZZLE_PAGE_BUSY && state != QUINTET_PUZZLE_PAGE_SHOWING &&
         quintet_board_view_get_interactive (quintet_puzzle_page_get_board_view (data));
}

/* A set's first puzzle: the same */
static void
test_puzzle_marks (gconstpointer data)
{
  const char *game_id = data;
  QuintetWindow *window = new_window (1000, 720);
  GtkWidget *page;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", game_id);
  page = quintet_window_get_puzzle_page (window);
  g_assert_nonnull (page);
  wait_for_mapped (page, TRUE);
  wait_until (puzzle_ready, page, "the puzzle page, ready for a click");
  g_assert_cmpuint (check_first_clicks (quintet_puzzle_page_get_board_view (QUINTET_PUZZLE_PAGE (page)),
                                        quintet_puzzle_page_get_game (QUINTET_PUZZLE_PAGE (page))), >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Overlord's lesson 1 as the new player met it: d2 chosen marks only
 * d2's continuations (OV-8: a chain's ends over White's own pieces are
 * legal ends); d4 is refused in words, d2 stays chosen, and d3 then plays
 * the lesson's turn. Screenshots in light and dark after the first click. */
static void
test_overlord_lesson (void)
{
  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetWindow *window;
      QuintetLessonPage *page;
      QuintetBoardView *board;
      QuintetGame *game;
      const QuintetCell *selection;
      guint n_selection, n_turns;

      set_color_scheme (dark ? "dark" : "light");
      window = new_window (1000, 720);
      page = open_lessons (window, "overlord");
      board = quintet_lesson_page_get_board_view (page);
      game = quintet_lesson_page_get_game (page);
      n_turns = quintet_game_get_n_turns (game);

      quintet_board_view_click_cell (board, cell_named (game, "d2"));
      drain_main_loop ();
      g_assert_true (quintet_board_view_is_highlighted (board, cell_named (game, "d3")));
      g_assert_false (quintet_board_view_is_highlighted (board, cell_named (game, "d2")));
      g_assert_false (quintet_board_view_is_highlighted (board, cell_named (game, "d4")));
      wait_for_landed (window);
      save_screenshot (GTK_WIDGET (window), dark ? "screenshot-marks-overlord-lesson-dark.png"
                                                 : "screenshot-marks-overlord-lesson.png");

      quintet_board_view_click_cell (board, cell_named (game, "d4"));
      drain_main_loop ();
      g_assert_true (quintet_board_view_get_guidance_refused (board));
      g_assert_cmpstr (quintet_board_view_get_guidance (board), ==,
                       "The piece on d2 cannot go to d4. A piece moves one square; "
                       "it goes further only by mounting your own pieces on the way");
      selection = quintet_board_view_get_selection (board, &n_selection);
      g_assert_cmpuint (n_selection, ==, 1);
      g_assert_cmpuint (selection[0], ==, cell_named (game, "d2"));

      quintet_board_view_click_cell (board, cell_named (game, "d3"));
      drain_main_loop ();
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, n_turns + 1);
      g_assert_cmpstr (quintet_game_get_turn_notation (game, n_turns), ==, "d2-d3");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
}

int
main (int    argc,
      char **argv)
{
  test_window_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
    {
      g_autofree char *game = g_strdup_printf ("/window-marks/game/%s", game_ids[i]);
      g_autofree char *lesson = g_strdup_printf ("/window-marks/lesson/%s", game_ids[i]);
      g_autofree char *puzzle = g_strdup_printf ("/window-marks/puzzle/%s", game_ids[i]);

      g_test_add_data_func (game, game_ids[i], test_game_marks);
      if (quintet_lesson_course_lookup (game_ids[i]) != NULL)
        g_test_add_data_func (lesson, game_ids[i], test_lesson_marks);
      g_test_add_data_func (puzzle, game_ids[i], test_puzzle_marks);
    }
  g_test_add_func ("/window-marks/overlord-lesson", test_overlord_lesson);

  return test_window_run ();
}
