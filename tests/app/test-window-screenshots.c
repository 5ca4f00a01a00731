/* test-window-screenshots.c — the screenshots of the AppStream metainfo,
 * taken from the real window: the start page, and a game of Ordo in the
 * light and the dark style
 *
 * Each is saved in the build directory like every test's screenshots; with
 * QUINTET_SCREENSHOTS_DIR set (build-aux/update-screenshots sets it to
 * data/screenshots), a copy goes there too, under the name the metainfo uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"

#include "test-window-common.h"

/* The size people see first: the window's default size. */
#define WIDTH 1000
#define HEIGHT 700

/* Twelve turns of Ordo, each the computer's at depth 3 (quintet-cli bestmove):
 * a game well under way, with captures on both sides. */
static const char * const ordo_turns[] = {
  "c2:d2-c4", "f6-f5", "a3-c5", "c7xc5", "d4xc5", "g7:h7-g4",
  "c4:c5-e4", "g8:h8-g6", "g2xg4", "h4xg4", "b3xe6", "b6xe6",
};

static void
take_screenshot (QuintetWindow *window,
                 const char    *name)
{
  const char *directory = g_getenv ("QUINTET_SCREENSHOTS_DIR");
  g_autofree char *built = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autofree char *copy = NULL;
  g_autoptr(GFile) source = g_file_new_for_path (built);
  g_autoptr(GFile) target = NULL;
  g_autoptr(GError) error = NULL;

  save_screenshot (GTK_WIDGET (window), name);
  if (directory == NULL)
    return;

  copy = g_build_filename (directory, name, NULL);
  target = g_file_new_for_path (copy);
  g_file_copy (source, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("copied to %s", copy);
}

static void
test_start_page (void)
{
  QuintetWindow *window = new_window (WIDTH, HEIGHT);
  g_autofree char *labels = get_labels (GTK_WIDGET (window));

  /* the five games are there, on their cards */
  g_assert_nonnull (strstr (labels, "|Pressman|"));
  g_assert_nonnull (strstr (labels, "|Opprimo|"));
  take_screenshot (window, "start-page.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_game (void)
{
  QuintetWindow *window = new_window (WIDTH, HEIGHT);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  QuintetGame *game;

  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (ordo_turns); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (quintet_game_play_notation (game, ordo_turns[i], &error));
      g_assert_no_error (error);
    }
  /* Black is the computer from now on; White, a person, is to move and has
   * chosen a piece: its legal moves show. */
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 2);
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_0);
  wait_for_frame (window);
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  wait_for_frame (window);
  take_screenshot (window, "game.png");

  set_color_scheme ("dark");
  take_screenshot (window, "game-dark.png");
  set_color_scheme ("default");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-screenshots/start-page", test_start_page);
  g_test_add_func ("/window-screenshots/game", test_game);

  return test_window_run ();
}
