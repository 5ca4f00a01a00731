/* test-window-screenshots.c — the screenshots of the AppStream metainfo,
 * taken from the real window: the start page, and a game of Ordo in the
 * light and the dark style; and the looks of the window and its dialogs on
 * the GTK and libadwaita the suite runs on (issue 32: on Debian 12's, and
 * inside the current-GNOME Sdk), wide and narrow, light and dark
 *
 * Each is saved in the build directory like every test's screenshots; with
 * QUINTET_SCREENSHOTS_DIR set (build-aux/update-screenshots sets it to
 * data/screenshots), a copy goes there too, under the name the metainfo uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-start-page.h"

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
play_ordo_game (QuintetWindow *window)
{
  QuintetGame *game;

  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (ordo_turns); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (quintet_game_play_notation (game, ordo_turns[i], &error));
      g_assert_no_error (error);
    }
}

static void
test_game (void)
{
  QuintetWindow *window = new_window (WIDTH, HEIGHT);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  QuintetGame *game;

  play_ordo_game (window);
  game = quintet_window_get_game (window);
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

/* "look-new-game-dark-360.png": the window, with the dialog it shows (a
 * window of its own on GNOME 43, taken apart as "…-dialog") */
static void
take_look (QuintetWindow *window,
           const char    *what,
           const char    *style,
           int            width)
{
  GtkWidget *dialog = find_message_dialog ();
  g_autofree char *name = g_strdup_printf ("look-%s-%s-%d.png", what, style, width);

  wait_for_transitions (window);
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), name);
  if (dialog != NULL && gtk_widget_get_root (dialog) != GTK_ROOT (window))
    {
      g_autofree char *apart = g_strdup_printf ("look-%s-%s-%d-dialog.png", what, style, width);

      save_screenshot (dialog, apart);
    }
}

/* The start page, the New Game dialog, a game and a question (resign),
 * at the default size and on a 360 px phone, light and dark */
static void
test_looks (void)
{
  static const struct { int width, height; } sizes[] = { { WIDTH, HEIGHT }, { 360, 640 } };
  static const char * const styles[] = { "light", "dark" };

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        QuintetWindow *window;

        set_color_scheme (styles[s]);
        window = new_window (sizes[i].width, sizes[i].height);
        take_look (window, "start", styles[s], sizes[i].width);

        g_signal_emit_by_name (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE),
                               "game-chosen", "ordo");
        wait_for_message_dialog ();
        take_look (window, "new-game", styles[s], sizes[i].width);
        respond ("cancel");
        g_assert_null (find_message_dialog ());

        play_ordo_game (window);
        take_look (window, "game", styles[s], sizes[i].width);

        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
        g_assert_cmpstr (quintet_alert_get_heading (wait_for_message_dialog ()), ==, "Resign This Game?");
        take_look (window, "question", styles[s], sizes[i].width);
        respond ("cancel");
        g_assert_cmpint (quintet_game_get_outcome (quintet_window_get_game (window)).status, ==, QUINTET_STATUS_ONGOING);

        gtk_window_destroy (GTK_WINDOW (window));
      }
  set_color_scheme ("default");
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-screenshots/start-page", test_start_page);
  g_test_add_func ("/window-screenshots/game", test_game);
  g_test_add_func ("/window-screenshots/looks", test_looks);

  return test_window_run ();
}
