/* test-board-view-common.c — what the board view's tests share: a window
 * with the board, clicks and presses, the selection and highlights as text,
 * screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "quintet-board-view.h"
#include "quintet-geometry.h"
#include "test-board-view-common.h"

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

void
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

void
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

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->game);
  wait_for_frames ();
}

QuintetCell
cell (Fixture    *fixture,
      const char *name)
{
  QuintetCell found = quintet_geometry_find_cell (quintet_game_get_geometry (fixture->game), name);

  g_assert_cmpuint (found, !=, QUINTET_NO_CELL);
  return found;
}

QuintetBoardView *
view_of (Fixture *fixture)
{
  return QUINTET_BOARD_VIEW (fixture->view);
}

void
click (Fixture    *fixture,
       const char *name)
{
  quintet_board_view_click_cell (view_of (fixture), cell (fixture, name));
}

int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The highlighted cells' names, sorted and space-separated. */
char *
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

char *
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

void
assert_chosen (Fixture    *fixture,
               guint       n_chosen,
               const char *notation)
{
  g_autofree char *text = NULL;

  g_assert_cmpuint (fixture->n_chosen, ==, n_chosen);
  text = chosen_notation (fixture);
  g_assert_cmpstr (text, ==, notation);
}

void
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

/* A press of the primary button at (x, y), as the click gesture reports it. */
void
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
