/* test-board-view-turns.c — the interactive board on turns of several steps:
 * Ordo X's lines and their marks, several turns on the same clicks,
 * Overlord's launch, chains and their previews
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "quintet-board-view.h"
#include "quintet-registry.h"
#include "quintet-geometry.h"
#include "test-fake-game.h"
#include "test-board-view-common.h"

static void
fixture_set_up_fake (Fixture       *fixture,
                     gconstpointer  data)
{
  fixture_set_up (fixture, test_fake_game_new ());
}

static void
fixture_set_up_chain (Fixture       *fixture,
                      gconstpointer  data)
{
  fixture_set_up (fixture, test_fake_game_new_chain ());
}

static void
fixture_set_up_ordo_x (Fixture       *fixture,
                       gconstpointer  data)
{
  fixture_set_up (fixture, quintet_registry_new_game ("ordo-x"));
}

/* ---- Ordo X ---- */

/* OX-3: after White's e3-d3, c2-c3, Black's b6-c6, c6-b5 clicks c6 twice:
 * the second click starts the forward part, it does not end the turn. */
static void
test_same_cell_twice (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *selection = NULL;
  g_autofree char *highlighted = NULL;

  fixture->play_chosen = TRUE;
  quintet_game_play_notation (fixture->game, "e3-d3, c2-c3", &error);
  g_assert_no_error (error);

  click (fixture, "b6");
  click (fixture, "c6");
  click (fixture, "c6");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "b6 c6 c6");
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "b5 c7 c8 d5");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);

  click (fixture, "b5");
  g_assert_cmpuint (fixture->n_chosen, ==, 1);
  g_assert_cmpuint (quintet_game_get_n_turns (fixture->game), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (fixture->game, 1), ==, "b6-c6, c6-b5");
}

/* A sideways capture h3xi3 leaves White to move forward: White's own
 * checkers are the forward part's starts, ringed, and none of them is a
 * capture target (i3, where Black's stood, cannot move on: OR-1). */
static void
test_sideways_capture_marks (Fixture       *fixture,
                             gconstpointer  data)
{
  const char *own[] = { "g2", "h2", "i3" };
  g_autoptr(GError) error = NULL;
  g_autofree char *highlighted = NULL;

  quintet_game_load_position (fixture->game, "10/10/10/8B1/8B1/7WB1/6WW2/10 w", &error);
  g_assert_no_error (error);
  quintet_board_view_set_show_legal_moves (view_of (fixture), TRUE);

  click (fixture, "h3");
  click (fixture, "i3");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "g2 h2");
  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    g_assert_false (quintet_board_view_is_capture_target (view_of (fixture), cell (fixture, own[i])));
}

/* OX-1: the line a2–d2 moves sideways to b2–e2 (clicks a2, d2, b2): the
 * selection is drawn where the line stands now, its far end on e2, not on
 * d2 that the line passes over. */
static void
test_line_marks_follow (Fixture       *fixture,
                        gconstpointer  data)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *selection = NULL;
  const QuintetCell *marks;
  guint n_marks;

  quintet_game_load_position (fixture->game, "10/10/BB8/10/10/10/WWWW6/10 w", &error);
  g_assert_no_error (error);

  click (fixture, "a2");
  click (fixture, "d2");
  click (fixture, "b2");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a2 d2 b2");
  marks = quintet_board_view_get_selection_marks (view_of (fixture), &n_marks);
  for (guint i = 0; i < n_marks; i++)
    g_string_append_printf (names, "%s%s", i ? " " : "", geometry->cells[marks[i]].name);
  g_assert_cmpstr (names->str, ==, "a2 e2 b2");
}

/* ---- several turns on the same clicks ---- */

static void
test_ambiguous (Fixture       *fixture,
                gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  const QuintetMove *candidates;
  guint n_candidates;
  g_autofree char *selection = NULL;

  click (fixture, "a");
  click (fixture, "b");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  candidates = quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 2);
  g_assert_cmpuint (candidates[0].kind, ==, 0);
  g_assert_cmpuint (candidates[1].kind, ==, 1);
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-popover.png");

  quintet_board_view_choose_candidate (view, 1);
  assert_chosen (fixture, 1, "a/b");
  g_assert_cmpuint (fixture->chosen.kind, ==, 1);
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 0);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");

  /* a path only one turn has needs no choice */
  click (fixture, "a");
  click (fixture, "c");
  assert_chosen (fixture, 2, "a-c");

  /* Escape while choosing drops the choice */
  click (fixture, "a");
  click (fixture, "b");
  gtk_widget_activate_action (fixture->view, "board.clear", NULL);
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 0);
  g_assert_cmpuint (fixture->n_chosen, ==, 2);
  wait_for_frames ();
}

static void
fixture_set_up_overlord_launch (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  QuintetGame *game = quintet_registry_new_game ("overlord");

  /* White's column on c8, one step from the furthest rank (OV-8) */
  quintet_game_load_position (game, "r.....r/..[ww]..../......./......./......./...[rw].../......./......./w...... w -",
                              &error);
  g_assert_no_error (error);
  fixture_set_up (fixture, game);
}

/* OV-8: the column's move onto c9 is made while its launch is chosen;
 * ending it there offers the slide and the dismount, and dismissing that
 * choice keeps the move: the launch may still follow. */
static void
test_launch_choice_dismissed (Fixture       *fixture,
                              gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  g_autofree char *selection = NULL;
  guint n_candidates;

  click (fixture, "c8");
  click (fixture, "c9");
  click (fixture, "c9");
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 2);
  for (GtkWidget *child = gtk_widget_get_first_child (fixture->view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_popdown (GTK_POPOVER (child));
  wait_for_frames ();
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 0);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "c8 c9");

  click (fixture, "e5");
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 2);
  quintet_board_view_choose_candidate (view, 1);
  assert_chosen (fixture, 1, "c8-c9@e5");
}

/* ---- chains: previews of partial turns ---- */

static void
assert_cell (Fixture    *fixture,
             const char *name,
             const char *description)
{
  g_autofree char *text = quintet_board_view_describe_cell (view_of (fixture), cell (fixture, name));

  g_assert_cmpstr (text, ==, description);
}

/* The running animation as "a-c/0 c-e/1" (from-to/step). */
static char *
animation_text (Fixture *fixture)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  const QuintetMotion *motions;
  guint n_motions;
  GString *text = g_string_new (NULL);

  if (!quintet_board_view_get_animation (view_of (fixture), &motions, &n_motions))
    return g_string_free (text, FALSE);
  for (guint i = 0; i < n_motions; i++)
    g_string_append_printf (text, "%s%s-%s/%u", i ? " " : "",
                            geometry->cells[motions[i].from].name,
                            geometry->cells[motions[i].to].name, motions[i].step);
  if (n_motions == 0)
    g_string_append (text, "(changes in place)");
  return g_string_free (text, FALSE);
}

static void
assert_animation (Fixture    *fixture,
                  const char *expected)
{
  g_autofree char *text = animation_text (fixture);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_highlighted (Fixture    *fixture,
                    const char *expected)
{
  g_autofree char *text = highlighted_names (fixture);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_start_position (Fixture *fixture)
{
  assert_cell (fixture, "a", "a, White piece");
  assert_cell (fixture, "b", "b, Black piece");
  assert_cell (fixture, "c", "c, empty");
  assert_cell (fixture, "d", "d, Black piece, half strength");
  assert_cell (fixture, "e", "e, empty");
}

/* a x c: the first jump of the chain, shown before the turn is complete */
static void
click_first_jump (Fixture *fixture)
{
  click (fixture, "a");
  assert_highlighted (fixture, "c");
  assert_animation (fixture, "");
  click (fixture, "c");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
}

static void
test_chain_preview (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *selection = NULL;

  assert_start_position (fixture);
  click_first_jump (fixture);

  /* the token stands on its landing, the jumped one shows its half face;
   * the chain can go on to e */
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a c");
  assert_cell (fixture, "a", "a, empty, selected");
  assert_cell (fixture, "b", "b, Black piece, half strength");
  assert_cell (fixture, "c", "c, White piece, selected");
  assert_cell (fixture, "d", "d, Black piece, half strength");
  assert_cell (fixture, "e", "e, empty, can be chosen");
  assert_highlighted (fixture, "e");
  assert_animation (fixture, "a-c/0");
  for (guint i = 0; i < 50 && quintet_board_view_get_animation (view_of (fixture), NULL, NULL); i++)
    wait_for_frames ();
  assert_animation (fixture, "");
  save_screenshot (fixture->view, "board-view-chain-preview.png");

  /* the last landing completes the chain: the whole path is the turn */
  click (fixture, "e");
  assert_chosen (fixture, 1, "axcxe");
  g_assert_cmpuint (fixture->chosen.length, ==, 3);
  g_assert_cmpuint (fixture->chosen.path[0], ==, cell (fixture, "a"));
  g_assert_cmpuint (fixture->chosen.path[1], ==, cell (fixture, "c"));
  g_assert_cmpuint (fixture->chosen.path[2], ==, cell (fixture, "e"));

  /* not played (the owner may ask first): the position as it is */
  assert_start_position (fixture);
  assert_highlighted (fixture, "");
  assert_animation (fixture, "");
}

static void
test_chain_played (Fixture       *fixture,
                   gconstpointer  data)
{
  fixture->play_chosen = TRUE;
  click_first_jump (fixture);
  wait_for_frames ();

  /* the second jump animates on from the preview: only c x e is left */
  click (fixture, "e");
  assert_chosen (fixture, 1, "axcxe");
  g_assert_cmpuint (quintet_game_get_n_turns (fixture->game), ==, 1);
  assert_animation (fixture, "c-e/0");
  assert_cell (fixture, "a", "a, empty");
  assert_cell (fixture, "b", "b, Black piece, half strength");
  assert_cell (fixture, "c", "c, empty");
  assert_cell (fixture, "d", "d, empty");
  assert_cell (fixture, "e", "e, White piece");
  g_usleep (100000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  save_screenshot (fixture->view, "board-view-chain-animation.png");
  for (guint i = 0; i < 20; i++)
    wait_for_frames ();
  assert_animation (fixture, "");

  /* undo shows the position at once; a turn played elsewhere (the
   * computer, redo) animates whole */
  quintet_game_undo (fixture->game);
  assert_animation (fixture, "");
  assert_start_position (fixture);
  quintet_game_redo (fixture->game);
  assert_animation (fixture, "a-c/0 c-e/1");
  quintet_game_undo (fixture->game);
  assert_animation (fixture, "");
  {
    g_autoptr(GError) error = NULL;

    quintet_game_play_notation (fixture->game, "axcxe", &error);
    g_assert_no_error (error);
  }
  assert_animation (fixture, "a-c/0 c-e/1");
}

static void
test_chain_stopped (Fixture       *fixture,
                    gconstpointer  data)
{
  fixture->play_chosen = TRUE;
  click_first_jump (fixture);

  /* the landing again stops the chain: the preview was the whole turn,
   * nothing is left to animate */
  click (fixture, "c");
  assert_chosen (fixture, 1, "axc");
  g_assert_cmpuint (fixture->chosen.length, ==, 2);
  assert_animation (fixture, "");
  assert_cell (fixture, "a", "a, empty");
  assert_cell (fixture, "b", "b, Black piece, half strength");
  assert_cell (fixture, "c", "c, White piece");
  assert_cell (fixture, "d", "d, Black piece, half strength");
}

/* "can-finish" is TRUE while the clicks complete a turn that could go
 * on, which only an explicit finish ends ("End Turn Here"). */
static void
test_chain_can_finish (Fixture       *fixture,
                       gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);

  g_assert_false (quintet_board_view_get_can_finish (view));
  click (fixture, "a");
  g_assert_false (quintet_board_view_get_can_finish (view));
  click (fixture, "c");
  g_assert_true (quintet_board_view_get_can_finish (view));
  quintet_board_view_finish_turn (view);
  assert_chosen (fixture, 1, "axc");
  g_assert_false (quintet_board_view_get_can_finish (view));

  click (fixture, "a");
  click (fixture, "c");
  g_assert_true (quintet_board_view_get_can_finish (view));
  quintet_board_view_clear_selection (view);
  g_assert_false (quintet_board_view_get_can_finish (view));
}

static void
test_chain_escape (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *selection = NULL;

  click_first_jump (fixture);
  gtk_widget_activate_action (fixture->view, "board.clear", NULL);

  /* back to the position at once */
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  assert_start_position (fixture);
  assert_highlighted (fixture, "");
  assert_animation (fixture, "");

  /* and a new start previews again; another token drops the preview */
  click_first_jump (fixture);
  assert_cell (fixture, "c", "c, White piece, selected");
  quintet_board_view_clear_selection (view_of (fixture));
  assert_start_position (fixture);
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
}

/* Once a jump is made a slip never undoes it: a click where the chain
 * cannot go, or off the board, is refused and the jump stays; the
 * mouse's Back button takes it back. */
static void
test_chain_slip (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (fixture->view);
  g_autofree char *selection = NULL;
  gboolean backed = FALSE;

  click_first_jump (fixture);
  click (fixture, "b");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a c");
  g_assert_true (quintet_board_view_get_guidance_refused (view_of (fixture)));
  press_at (fixture, -10, -10);
  g_clear_pointer (&selection, g_free);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a c");
  assert_cell (fixture, "c", "c, White piece, selected");

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == 8)
        {
          g_signal_emit_by_name (controller, "pressed", 1, 10.0, 10.0);
          backed = TRUE;
        }
    }
  g_assert_true (backed);
  g_clear_pointer (&selection, g_free);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  assert_start_position (fixture);
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
}

static void
test_chain_keyboard (Fixture       *fixture,
                     gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  g_autofree char *description = NULL;

  /* the cursor starts in the middle (c); Space on a, then on c */
  gtk_widget_grab_focus (fixture->view);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "c"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.activate", NULL);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.activate", NULL);

  /* the cursor's cell is described as the preview shows it */
  description = quintet_board_view_describe_cell (view, quintet_board_view_get_focus_cell (view));
  g_assert_cmpstr (description, ==, "c, White piece, selected");

  /* Enter on the next landing clicks it and ends the chain there */
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.finish", NULL);
  assert_chosen (fixture, 1, "axcxe");

  /* Enter on the landing itself stops the chain */
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", -1, 0);
  gtk_widget_activate_action (fixture->view, "board.activate", NULL);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  gtk_widget_activate_action (fixture->view, "board.activate", NULL);
  gtk_widget_activate_action (fixture->view, "board.finish", NULL);
  assert_chosen (fixture, 2, "axc");
}

static void
test_chain_choice (Fixture       *fixture,
                   gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  guint n_candidates;

  test_fake_game_set_crowning (TEST_FAKE_GAME (fixture->game), TRUE);
  fixture->play_chosen = TRUE;
  click_first_jump (fixture);
  wait_for_frames ();

  /* a x c x e comes plain or crowned: while the player chooses, the board
   * keeps showing the first jump (the game does not preview whole turns) */
  click (fixture, "e");
  quintet_board_view_get_candidates (view, &n_candidates);
  g_assert_cmpuint (n_candidates, ==, 2);
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  assert_cell (fixture, "a", "a, empty, selected");
  assert_cell (fixture, "c", "c, White piece, selected");
  assert_cell (fixture, "e", "e, empty, selected");

  /* the choice plays the turn; the second jump is what animates */
  quintet_board_view_choose_candidate (view, 1);
  assert_chosen (fixture, 1, "axcxe+");
  assert_animation (fixture, "c-e/0");
  assert_cell (fixture, "e", "e, White king");
  assert_cell (fixture, "d", "d, empty");
}

static void
test_chain_without_animation (Fixture       *fixture,
                              gconstpointer  data)
{
  quintet_board_view_set_animate (view_of (fixture), FALSE);
  fixture->play_chosen = TRUE;

  /* previews still show, nothing moves */
  click_first_jump (fixture);
  assert_cell (fixture, "c", "c, White piece, selected");
  assert_animation (fixture, "");
  click (fixture, "e");
  assert_chosen (fixture, 1, "axcxe");
  assert_animation (fixture, "");
  assert_cell (fixture, "e", "e, White piece");
}

/* The pointer over (x, y), as the board's motion controller reports it. */
static void
hover_at (Fixture *fixture,
          double   x,
          double   y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (fixture->view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", x, y);
    }
}

/* "c2>c3 d2>d3": where the ghosts stand, sorted by their cell of origin */
static char *
ghost_text (Fixture *fixture)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  guint n_ghosts;
  const QuintetMotion *ghosts = quintet_board_view_get_ghosts (view_of (fixture), &n_ghosts);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_ghosts; i++)
    g_ptr_array_add (parts, g_strdup_printf ("%s>%s", geometry->cells[ghosts[i].from].name,
                                             geometry->cells[ghosts[i].to].name));
  g_ptr_array_sort (parts, compare_names);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" ", (char **) parts->pdata);
}

/* OX-1: with a line's two ends chosen, pointing at where the clicked end
 * may go shows where the whole line would stand; a single checker's
 * destination, or a cell it cannot go to, shows none. */
static void
test_line_ghosts (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *ghosts = NULL;
  double x, y;

  click (fixture, "c2");
  quintet_board_view_get_cell_center (view_of (fixture), cell (fixture, "c3"), &x, &y);
  hover_at (fixture, x, y);
  ghosts = ghost_text (fixture);
  g_assert_cmpstr (ghosts, ==, "");

  click (fixture, "d2");
  g_clear_pointer (&ghosts, g_free);
  ghosts = ghost_text (fixture);
  g_assert_cmpstr (ghosts, ==, "c2>c3 d2>d3");
  quintet_board_view_get_cell_center (view_of (fixture), cell (fixture, "c4"), &x, &y);
  hover_at (fixture, x, y);
  g_clear_pointer (&ghosts, g_free);
  ghosts = ghost_text (fixture);
  g_assert_cmpstr (ghosts, ==, "c2>c4 d2>d4");
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-line-ghosts.png");

  quintet_board_view_get_cell_center (view_of (fixture), cell (fixture, "h5"), &x, &y);
  hover_at (fixture, x, y);
  g_clear_pointer (&ghosts, g_free);
  ghosts = ghost_text (fixture);
  g_assert_cmpstr (ghosts, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_tear_down)

  ADD ("/board-view/line-ghosts", fixture_set_up_ordo_x, test_line_ghosts);
  ADD ("/board-view/ambiguous", fixture_set_up_fake, test_ambiguous);
  ADD ("/board-view/launch-choice-dismissed", fixture_set_up_overlord_launch, test_launch_choice_dismissed);
  ADD ("/board-view/same-cell-twice", fixture_set_up_ordo_x, test_same_cell_twice);
  ADD ("/board-view/sideways-capture-marks", fixture_set_up_ordo_x, test_sideways_capture_marks);
  ADD ("/board-view/line-marks-follow", fixture_set_up_ordo_x, test_line_marks_follow);
  ADD ("/board-view/chain-can-finish", fixture_set_up_chain, test_chain_can_finish);
  ADD ("/board-view/chain-preview", fixture_set_up_chain, test_chain_preview);
  ADD ("/board-view/chain-played", fixture_set_up_chain, test_chain_played);
  ADD ("/board-view/chain-stopped", fixture_set_up_chain, test_chain_stopped);
  ADD ("/board-view/chain-escape", fixture_set_up_chain, test_chain_escape);
  ADD ("/board-view/chain-slip", fixture_set_up_chain, test_chain_slip);
  ADD ("/board-view/chain-keyboard", fixture_set_up_chain, test_chain_keyboard);
  ADD ("/board-view/chain-choice", fixture_set_up_chain, test_chain_choice);
  ADD ("/board-view/chain-without-animation", fixture_set_up_chain, test_chain_without_animation);

#undef ADD

  return g_test_run ();
}
