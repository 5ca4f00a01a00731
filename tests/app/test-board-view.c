/* test-board-view.c — the interactive board: clicks, keys, popover, looks
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

typedef struct {
  GtkWidget   *window;
  GtkWidget   *view;
  QuintetGame *game;
  QuintetMove  chosen;
  guint        n_chosen;
  gboolean     play_chosen;   /* play turns as the window does */
} Fixture;

static void
on_turn_chosen (QuintetBoardView  *view,
                const QuintetMove *turn,
                Fixture           *fixture)
{
  fixture->chosen = *turn;
  fixture->n_chosen++;
  if (fixture->play_chosen)
    {
      g_autoptr(GError) error = NULL;

      quintet_game_play_turn (fixture->game, turn, &error);
      g_assert_no_error (error);
    }
}

static void
wait_for_frames (void)
{
  /* Give layout and drawing a few frame clock cycles */
  for (guint i = 0; i < 30; i++)
    {
      g_usleep (2000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static void
fixture_set_up (Fixture    *fixture,
                QuintetGame *game)
{
  fixture->game = game;
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 520, 520);
  fixture->view = quintet_board_view_new ();
  quintet_board_view_set_game (QUINTET_BOARD_VIEW (fixture->view), game);
  gtk_window_set_child (GTK_WINDOW (fixture->window), fixture->view);
  g_signal_connect (fixture->view, "turn-chosen", G_CALLBACK (on_turn_chosen), fixture);
  gtk_window_present (GTK_WINDOW (fixture->window));

  for (guint i = 0; i < 500 && gtk_widget_get_width (fixture->view) == 0; i++)
    wait_for_frames ();
  g_assert_cmpint (gtk_widget_get_width (fixture->view), >, 0);
}

static void
fixture_set_up_pressman (Fixture       *fixture,
                         gconstpointer  data)
{
  fixture_set_up (fixture, quintet_registry_new_game ("pressman"));
}

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

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->game);
  wait_for_frames ();
}

static QuintetCell
cell (Fixture    *fixture,
      const char *name)
{
  QuintetCell found = quintet_geometry_find_cell (quintet_game_get_geometry (fixture->game), name);

  g_assert_cmpuint (found, !=, QUINTET_NO_CELL);
  return found;
}

static QuintetBoardView *
view_of (Fixture *fixture)
{
  return QUINTET_BOARD_VIEW (fixture->view);
}

static void
click (Fixture    *fixture,
       const char *name)
{
  quintet_board_view_click_cell (view_of (fixture), cell (fixture, name));
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The highlighted cells' names, sorted and space-separated. */
static char *
highlighted_names (Fixture *fixture)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < geometry->n_cells; i++)
    if (quintet_board_view_is_highlighted (view_of (fixture), i))
      g_ptr_array_add (names, (gpointer) geometry->cells[i].name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
selection_names (Fixture *fixture)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  const QuintetCell *selection;
  guint n;
  GString *text = g_string_new (NULL);

  selection = quintet_board_view_get_selection (view_of (fixture), &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i ? " " : "", geometry->cells[selection[i]].name);
  return g_string_free (text, FALSE);
}

static char *
chosen_notation (Fixture *fixture)
{
  return quintet_game_format_turn (fixture->game, quintet_game_get_position (fixture->game),
                                   &fixture->chosen);
}

static void
assert_chosen (Fixture    *fixture,
               guint       n_chosen,
               const char *notation)
{
  g_autofree char *text = NULL;

  g_assert_cmpuint (fixture->n_chosen, ==, n_chosen);
  text = chosen_notation (fixture);
  g_assert_cmpstr (text, ==, notation);
}

static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  /* A widget whose allocation is not valid yet (a style change queues a
   * resize, which a loaded machine may not have run) draws nothing */
  for (guint i = 0; i < 100 && node == NULL; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (i > 0)
        wait_for_frames ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
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

  /* a cell nothing can go to clears */
  click (fixture, "h5");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_clear_pointer (&selection, g_free);

  /* pieces that cannot move, and the opponent's, are not selectable */
  click (fixture, "d1");
  click (fixture, "d7");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
  g_assert_cmpuint (fixture->n_chosen, ==, 0);
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

static void press_at (Fixture *fixture,
                      double   x,
                      double   y);

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

/* A press of the primary button at (x, y), as the click gesture reports it. */
static void
press_at (Fixture *fixture,
          double   x,
          double   y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (fixture->view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_PRIMARY)
        g_signal_emit_by_name (controller, "pressed", 1, x, y);
    }
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
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==, "d7 is in the way");
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");

  /* from an empty square nothing is picked up, and the drop is no click */
  drag_cells (fixture, "e4", "e2", NULL);
  g_assert_cmpstr (quintet_board_view_get_guidance (view_of (fixture)), ==, "No piece of yours can go there");
  g_clear_pointer (&selection, g_free);
  selection = selection_names (fixture);
  g_assert_cmpstr (selection, ==, "");
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
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "A soldier moves along a rank, file or diagonal");

  quintet_board_view_set_interactive (view, FALSE);
  g_assert_cmpstr (quintet_board_view_get_guidance (view), ==, "");
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
  ADD ("/board-view/follows-game", fixture_set_up_pressman, test_follows_game);
  ADD ("/board-view/properties", fixture_set_up_pressman, test_properties);
  ADD ("/board-view/flipped", fixture_set_up_pressman, test_flipped);
  ADD ("/board-view/animation", fixture_set_up_pressman, test_animation);
  ADD ("/board-view/screenshots", fixture_set_up_pressman, test_screenshots);
  ADD ("/board-view/guidance", fixture_set_up_pressman, test_guidance);
  ADD ("/board-view/drag", fixture_set_up_pressman, test_drag);
  ADD ("/board-view/hint", fixture_set_up_pressman, test_hint);
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
