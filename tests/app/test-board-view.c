/* test-board-view.c — the interactive board in Pressman: clicks, keys,
 * popover, properties, animation, drag and drop, hints, the flipped board,
 * guidance, looks (turns of several steps: test-board-view-turns.c)
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
fixture_set_up_pressman (Fixture       *fixture,
                         gconstpointer  data)
{
  fixture_set_up (fixture, quintet_registry_new_game ("pressman"));
}

/* ---- Pressman ---- */

static void
test_destinations (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *highlighted = NULL;
  g_autofree char *selection = NULL;

  /* Nothing is highlighted before a piece is chosen */
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "");
  g_clear_pointer (&highlighted, g_free);

  /* a2 moves like a queen: up the file to a capture on a7, up the diagonal
   * to a capture on f7; b2 and b1 block the rest */
  click (fixture, "a2");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a2");
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "a3 a4 a5 a6 a7 b3 c4 d5 e6 f7");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
  /* the Black soldiers there are capture targets, drawn unlike a ring */
  g_assert_true (quintet_board_view_is_capture_target (view_of (fixture), cell (fixture, "a7")));
  g_assert_true (quintet_board_view_is_capture_target (view_of (fixture), cell (fixture, "f7")));
  g_assert_false (quintet_board_view_is_capture_target (view_of (fixture), cell (fixture, "a6")));
  g_assert_false (quintet_board_view_is_capture_target (view_of (fixture), cell (fixture, "a2")));

  click (fixture, "a5");
  assert_chosen (fixture, 1, "a2-a5");
  g_assert_cmpuint (fixture->chosen.length, ==, 2);
  g_assert_cmpuint (fixture->chosen.path[0], ==, cell (fixture, "a2"));
  g_assert_cmpuint (fixture->chosen.path[1], ==, cell (fixture, "a5"));
  g_clear_pointer (&selection, g_free);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_clear_pointer (&highlighted, g_free);
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "");
}

static void
test_selection_changes (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *selection = NULL;

  /* the same piece again deselects it */
  click (fixture, "c2");
  click (fixture, "c2");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_clear_pointer (&selection, g_free);

  /* another own piece starts over with it */
  click (fixture, "c2");
  click (fixture, "d2");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "d2");
  g_clear_pointer (&selection, g_free);

  /* a cell it cannot go to is refused, saying why: the piece stays
   * chosen, and the turn meant still plays */
  click (fixture, "h5");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "d2");
  g_clear_pointer (&selection, g_free);
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==,
                   "The piece on d2 cannot go to h5. A soldier moves along a rank, file or diagonal");
  g_assert_true (quintet_board_view_get_guidance_refused (view_of (fixture)));
  click (fixture, "d6");
  assert_chosen (fixture, 1, "d2-d6");
  quintet_board_view_clear_selection (view_of (fixture));

  /* pieces that cannot move, and the opponent's, are not selectable */
  click (fixture, "d1");
  click (fixture, "d7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_assert_cmpuint (fixture->n_chosen, ==, 1);
}

#define REGENERATION_POSITION "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5"

static void
start_regeneration (Fixture *fixture)
{
  g_autofree char *selection = NULL;
  g_autofree char *highlighted = NULL;
  guint before = fixture->n_chosen;

  /* PR-3: c7-c8 reaches Black's home base; the regeneration square is
   * optional, so the selection waits with h1 highlighted */
  click (fixture, "c7");
  click (fixture, "c8");
  g_assert_cmpuint (fixture->n_chosen, ==, before);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "c7 c8");
  highlighted = highlighted_names (fixture);
  g_assert_cmpstr (highlighted, ==, "h1");
}

static void
test_regeneration (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *selection = NULL;

  quintet_game_load_position (fixture->game, REGENERATION_POSITION, &error);
  g_assert_no_error (error);

  start_regeneration (fixture);
  click (fixture, "h1");
  assert_chosen (fixture, 1, "c7-c8@h1");
  g_assert_cmpuint (fixture->chosen.length, ==, 3);

  /* declined: the arrived cell again */
  start_regeneration (fixture);
  click (fixture, "c8");
  assert_chosen (fixture, 2, "c7-c8");
  g_assert_cmpuint (fixture->chosen.length, ==, 2);

  /* declined: Enter */
  start_regeneration (fixture);
  quintet_board_view_finish_turn (view_of (fixture));
  assert_chosen (fixture, 3, "c7-c8");
  start_regeneration (fixture);
  gtk_widget_activate_action (fixture->view, "board.finish", NULL);
  assert_chosen (fixture, 4, "c7-c8");

  /* Escape forgets the clicks */
  start_regeneration (fixture);
  gtk_widget_activate_action (fixture->view, "board.clear", NULL);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_assert_false (quintet_board_view_is_highlighted (view_of (fixture), cell (fixture, "h1")));
  g_assert_cmpuint (fixture->n_chosen, ==, 4);
}

/* PR-3: while the new soldier's square is chosen, the soldier is drawn
 * on the enemy home base it reached, its start square empty; a slip
 * (another soldier, an empty square) keeps the move made. */
static void
test_regeneration_interim (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *selection = NULL;
  g_autofree char *arrived = NULL, *left = NULL;

  quintet_game_load_position (fixture->game, REGENERATION_POSITION, &error);
  g_assert_no_error (error);
  start_regeneration (fixture);
  arrived = quintet_board_view_describe_cell (view_of (fixture), cell (fixture, "c8"));
  left = quintet_board_view_describe_cell (view_of (fixture), cell (fixture, "c7"));
  g_test_message ("c8: %s; c7: %s", arrived, left);
  g_assert_true (g_str_has_prefix (arrived, "c8, White"));
  g_assert_true (g_str_has_prefix (left, "c7, empty"));
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-regeneration.png");

  click (fixture, "a1");
  click (fixture, "e4");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "c7 c8");
  click (fixture, "h1");
  assert_chosen (fixture, 1, "c7-c8@h1");
}

static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  g_autofree char *selection = NULL;
  g_autofree char *description = NULL;

  gtk_widget_grab_focus (fixture->view);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, QUINTET_NO_CELL);

  /* The first arrow shows the cursor near the player's edge */
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "d1"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "d2"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "e2"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, 1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "e1"));
  /* nothing below the edge: the cursor stays */
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, 1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "e1"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);

  description = quintet_board_view_describe_cell (view, cell (fixture, "e2"));
  g_assert_cmpstr (description, ==, "e2, White piece");
  g_clear_pointer (&description, g_free);
  description = quintet_board_view_describe_cell (view, cell (fixture, "e4"));
  g_assert_cmpstr (description, ==, "e4, empty");

  /* Space clicks the cursor's cell */
  gtk_widget_activate_action (fixture->view, "board.activate", NULL);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "e2");

  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "e4"));
  wait_for_frames ();
  save_screenshot (fixture->view, "board-view-keyboard.png");

  /* Enter on a destination clicks it */
  gtk_widget_activate_action (fixture->view, "board.finish", NULL);
  assert_chosen (fixture, 1, "e2-e4");
}

static void
test_follows_game (Fixture       *fixture,
                   gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  g_autoptr(GError) error = NULL;
  g_autofree char *selection = NULL;

  click (fixture, "b2");
  quintet_game_play_notation (fixture->game, "a2-a4", &error);
  g_assert_no_error (error);
  /* a new position forgets the clicks; Black is to move now */
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_clear_pointer (&selection, g_free);
  click (fixture, "b7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "b7");
  g_clear_pointer (&selection, g_free);
  wait_for_frames ();

  /* reviewing an earlier position: its own turns are offered (White's, at
   * ply 0); the owner asks before discarding the later ones */
  quintet_board_view_set_ply (view, 0);
  click (fixture, "b7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_clear_pointer (&selection, g_free);
  {
    guint n_chosen = fixture->n_chosen;

    click (fixture, "b2");
    g_assert_true (quintet_board_view_is_highlighted (view, cell (fixture, "b4")));
    click (fixture, "b4");
    assert_chosen (fixture, n_chosen + 1, "b2-b4");
    g_assert_cmpuint (quintet_game_get_n_turns (fixture->game), ==, 1);
  }
  {
    g_autofree char *description = quintet_board_view_describe_cell (view, cell (fixture, "a2"));

    g_assert_cmpstr (description, ==, "a2, White piece");
  }

  /* back to the live position */
  quintet_board_view_set_ply (view, G_MAXUINT);
  click (fixture, "b7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "b7");
  g_clear_pointer (&selection, g_free);

  /* not interactive: no input either */
  quintet_board_view_set_interactive (view, FALSE);
  click (fixture, "c7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_properties (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *names[] = { "interactive", "show-legal-moves", "show-coordinates", "animate" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", names[i], NULL);
      guint count = 0;
      gboolean value;
      gulong handler = g_signal_connect (fixture->view, signal, G_CALLBACK (count_notify), &count);

      g_object_get (fixture->view, names[i], &value, NULL);
      g_assert_true (value);
      g_object_set (fixture->view, names[i], FALSE, NULL);
      g_object_set (fixture->view, names[i], FALSE, NULL);
      g_object_get (fixture->view, names[i], &value, NULL);
      g_assert_false (value);
      g_assert_cmpuint (count, ==, 1);
      g_object_set (fixture->view, names[i], TRUE, NULL);
      g_signal_handler_disconnect (fixture->view, handler);
    }

  {
    guint count = 0;
    guint ply;

    g_signal_connect (fixture->view, "notify::ply", G_CALLBACK (count_notify), &count);
    g_object_set (fixture->view, "ply", 0, NULL);
    g_object_get (fixture->view, "ply", &ply, NULL);
    g_assert_cmpuint (ply, ==, 0);
    g_assert_cmpuint (count, ==, 1);
  }
}

static void
test_screenshots (Fixture       *fixture,
                  gconstpointer  data)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autoptr(GError) error = NULL;

  quintet_game_play_notation (fixture->game, "d2-d5", &error);
  g_assert_no_error (error);
  quintet_game_play_notation (fixture->game, "e7-e5", &error);
  g_assert_no_error (error);
  click (fixture, "d5");

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-light.png");

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-dark.png");
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_animation (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* Playing a turn starts the move animation; it ends on its own */
  quintet_game_play_notation (fixture->game, "c2-c6", &error);
  g_assert_no_error (error);
  g_usleep (60000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  save_screenshot (fixture->view, "board-view-animation.png");
  for (guint i = 0; i < 20; i++)
    wait_for_frames ();
  save_screenshot (fixture->view, "board-view-after-animation.png");
}

/* A drag of the primary button from @from to @to, as the board's gestures
 * report it: the click gesture's press, the drag gesture's begin and end. */
static void
drag_cells (Fixture    *fixture,
            const char *from,
            const char *to,
            const char *screenshot)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (fixture->view);
  double from_x, from_y, to_x, to_y;
  gboolean dragged = FALSE;

  g_assert_true (quintet_board_view_get_cell_center (view_of (fixture), cell (fixture, from), &from_x, &from_y));
  g_assert_true (quintet_board_view_get_cell_center (view_of (fixture), cell (fixture, to), &to_x, &to_y));
  press_at (fixture, from_x, from_y);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_GESTURE_DRAG (controller) || GTK_IS_GESTURE_SWIPE (controller))
        continue;
      g_signal_emit_by_name (controller, "drag-begin", from_x, from_y);
      g_signal_emit_by_name (controller, "drag-update", (to_x - from_x) / 2, (to_y - from_y) / 2);
      wait_for_frames ();
      if (screenshot != NULL)
        save_screenshot (fixture->window, screenshot);
      g_signal_emit_by_name (controller, "drag-end", to_x - from_x, to_y - from_y);
      dragged = TRUE;
    }
  g_assert_true (dragged);
}

/* Drag and drop plays the turn the click pair would: from a piece not yet
 * chosen, from the chosen piece, and a drop back on the piece is no move;
 * a drop where it cannot go is refused like the click. */
static void
test_drag (Fixture       *fixture,
           gconstpointer  data)
{
  g_autofree char *selection = NULL;

  drag_cells (fixture, "b2", "b5", "board-view-drag.png");
  assert_chosen (fixture, 1, "b2-b5");

  click (fixture, "c2");
  drag_cells (fixture, "c2", "c4", NULL);
  assert_chosen (fixture, 2, "c2-c4");

  press_at (fixture, -10, -10);
  drag_cells (fixture, "d2", "d8", NULL);
  assert_chosen (fixture, 2, "c2-c4");
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==,
                   "The piece on d2 cannot go to d8. d7 is in the way");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "d2");
  press_at (fixture, -10, -10);

  /* from an empty square nothing is picked up, and the drop is no click */
  drag_cells (fixture, "e4", "e2", NULL);
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==, "No piece of yours can go there");
  g_clear_pointer (&selection, g_free);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
}

/* A hint names its turn in the status line and draws its arrows until the
 * next click. */
static void
test_hint (Fixture       *fixture,
           gconstpointer  data)
{
  QuintetMove hint = { { 0 }, 0, 0, 0 };

  quintet_move_push (&hint, cell (fixture, "d2"));
  quintet_move_push (&hint, cell (fixture, "d6"));
  quintet_board_view_show_hint (view_of (fixture), &hint);
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==, "Hint: d2-d6");
  wait_for_frames ();
  save_screenshot (fixture->window, "board-view-hint.png");
  click (fixture, "a2");
  g_assert_null (quintet_board_view_get_hint (view_of (fixture)));
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==, "Choose where it goes");
}

static void
test_flipped (Fixture       *fixture,
              gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  int width = gtk_widget_get_width (fixture->view);
  int height = gtk_widget_get_height (fixture->view);
  g_autofree char *selection = NULL;
  double x, y, flipped_x, flipped_y;

  g_assert_true (quintet_board_view_get_cell_center (view, cell (fixture, "a2"), &x, &y));
  g_object_set (fixture->view, "flipped", TRUE, NULL);
  g_assert_true (quintet_board_view_get_flipped (view));
  wait_for_frames ();

  /* a2 is drawn half-turned about the centre; a press there picks it */
  g_assert_true (quintet_board_view_get_cell_center (view, cell (fixture, "a2"), &flipped_x, &flipped_y));
  g_assert_cmpfloat (fabs (flipped_x - (width - x)), <, 1e-6);
  g_assert_cmpfloat (fabs (flipped_y - (height - y)), <, 1e-6);
  press_at (fixture, flipped_x, flipped_y);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "a2");
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "a2"));
  /* where a2 was, h7 is now */
  press_at (fixture, x, y);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "h7"));

  /* the arrows move the cursor as shown: up is towards rank 1 */
  gtk_widget_grab_focus (fixture->view);
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "h6"));
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 1, 0);
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "g6"));
}

/* "guidance": what the clicks are in the middle of, or why the last click
 * was refused until the next one; letting go of a piece (clicking it
 * again) and Escape are no refusals; empty when the board takes no clicks. */
static void
test_guidance (Fixture       *fixture,
               gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  guint n_notifies = 0;

  g_signal_connect (view, "notify::guidance", G_CALLBACK (count_notify), &n_notifies);
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "White to move: choose a soldier");
  click (fixture, "e7");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "That is a Black piece: it is White’s turn");
  g_assert_cmpuint (n_notifies, ==, 1);
  click (fixture, "e4");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "No piece of yours can go there");
  /* A screen reader hears it too */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "No piece of yours can go there");
  click (fixture, "e1");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "That piece has no legal move");
  quintet_board_view_clear_selection (view);
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "White to move: choose a soldier");

  click (fixture, "e2");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "Choose where it goes");
  click (fixture, "e2");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "White to move: choose a soldier");
  click (fixture, "e2");
  click (fixture, "d5");
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==,
                   "The piece on e2 cannot go to d5. A soldier moves along a rank, file or diagonal");
  /* e2 stays chosen: the next click is a destination again */
  click (fixture, "e4");
  g_assert_cmpuint (fixture->n_chosen, ==, 1);

  quintet_board_view_set_interactive (view, FALSE);
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "");
}

/* The keyboard cursor shows only to a keyboard player, as GTK's
 * focus-visible: not when a game gives the board the focus to a mouse
 * player, nor after a click; after an arrow key, and at once when the
 * window's keyboard focus is visible (issue 39) */
static void
test_focus_visible (Fixture       *fixture,
                    gconstpointer  data)
{
  QuintetBoardView *view = view_of (fixture);
  double x, y;

  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), FALSE);
  quintet_board_view_show_focus (view);
  g_assert_true (gtk_widget_is_focus (fixture->view));
  g_assert_cmpuint (quintet_board_view_get_focus_cell (view), ==, cell (fixture, "d1"));
  g_assert_false (quintet_board_view_get_focus_visible (view));

  /* an arrow key shows it… */
  gtk_widget_activate_action (fixture->view, "board.move-focus", "(ii)", 0, -1);
  g_assert_true (quintet_board_view_get_focus_visible (view));
  wait_for_frames ();
  save_screenshot (fixture->view, "board-view-focus-visible.png");

  /* …a click hides it, wherever the cursor was */
  g_assert_true (quintet_board_view_get_cell_center (view, cell (fixture, "b2"), &x, &y));
  press_at (fixture, x, y);
  g_assert_false (quintet_board_view_get_focus_visible (view));
  wait_for_frames ();
  save_screenshot (fixture->view, "board-view-focus-after-click.png");
  quintet_board_view_clear_selection (view);

  /* a keyboard player starting a game sees it at once */
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (fixture->window)));
  quintet_board_view_show_focus (view);
  g_assert_true (quintet_board_view_get_focus_visible (view));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_tear_down)

  ADD ("/board-view/destinations", fixture_set_up_pressman, test_destinations);
  ADD ("/board-view/selection-changes", fixture_set_up_pressman, test_selection_changes);
  ADD ("/board-view/regeneration", fixture_set_up_pressman, test_regeneration);
  ADD ("/board-view/regeneration-interim", fixture_set_up_pressman, test_regeneration_interim);
  ADD ("/board-view/keyboard", fixture_set_up_pressman, test_keyboard);
  ADD ("/board-view/focus-visible", fixture_set_up_pressman, test_focus_visible);
  ADD ("/board-view/follows-game", fixture_set_up_pressman, test_follows_game);
  ADD ("/board-view/properties", fixture_set_up_pressman, test_properties);
  ADD ("/board-view/flipped", fixture_set_up_pressman, test_flipped);
  ADD ("/board-view/animation", fixture_set_up_pressman, test_animation);
  ADD ("/board-view/screenshots", fixture_set_up_pressman, test_screenshots);
  ADD ("/board-view/guidance", fixture_set_up_pressman, test_guidance);
  ADD ("/board-view/drag", fixture_set_up_pressman, test_drag);
  ADD ("/board-view/hint", fixture_set_up_pressman, test_hint);

#undef ADD

  return g_test_run ();
}
