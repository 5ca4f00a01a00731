/* test-window.c — end-to-end: the real application window, played by clicks:
 * the start page and dialogs, the move list and its review, preferences,
 * the rules pages, the secondary windows (the games: test-window-games.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-geometry.h"
#include "quintet-history-view.h"
#include "quintet-new-game-dialog.h"
#include "quintet-preferences-window.h"
#include "quintet-registry.h"
#include "quintet-rules-window.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

/* ---- tests ---- */

static void
test_start_page (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetStartPage *start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
  g_autofree char *labels = get_labels (GTK_WIDGET (start_page));
  g_autoptr(GdkPaintable) thumbnail = NULL;
  g_autoptr(GskRenderNode) drawing = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds;
  g_autoptr(GPtrArray) pictures = g_ptr_array_new ();
  const QuintetGameInfo *games;
  guint n_games;
  GtkPicture *picture;
  QuintetNewGameDialog *dialog;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (start_page)));
  g_assert_nonnull (strstr (labels, "|Pressman|"));

  /* One card per registry entry (both Ordo variants too), each with its
   * name, its description and a drawn thumbnail. */
  games = quintet_registry_get_games (&n_games);
  collect_widgets (GTK_WIDGET (start_page), GTK_TYPE_PICTURE, pictures);
  g_assert_cmpuint (pictures->len, ==, n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("|%s|%s|", games[i].name, games[i].description);

      g_assert_nonnull (strstr (labels, name));
      picture = g_ptr_array_index (pictures, i);
      g_assert_nonnull (gtk_picture_get_paintable (picture));
      g_assert_cmpint (gdk_paintable_get_intrinsic_width (gtk_picture_get_paintable (picture)), >, 0);
    }
  /* A thumbnail is drawn at the size it is shown. */
  thumbnail = quintet_start_page_new_thumbnail ("pressman");
  gdk_paintable_snapshot (thumbnail, snapshot, 64, 64);
  drawing = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (drawing);
  gsk_render_node_get_bounds (drawing, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 64);

  save_screenshot (GTK_WIDGET (window), "screenshot-start.png");

  /* A card opens the New Game dialog; PR-1: White first unless changed. */
  g_signal_emit_by_name (start_page, "game-chosen", "pressman");
  iterate_for (100);
  dialog = QUINTET_NEW_GAME_DIALOG (find_message_dialog ());
  g_assert_nonnull (dialog);
  g_assert_cmpstr (quintet_new_game_dialog_get_game_id (dialog), ==, "pressman");
  g_assert_cmpint (quintet_new_game_dialog_get_first_side (dialog), ==, QUINTET_SIDE_0);
  respond ("start");
  g_assert_nonnull (quintet_window_get_game (window));
  g_assert_cmpint (quintet_game_get_side_to_move (quintet_window_get_game (window)), ==, QUINTET_SIDE_0);
  g_assert_cmpstr (quintet_settings_get_last_game (quintet_application_get_settings (app)), ==, "pressman");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window comes up with the start page alone; the game page is built
 * once the first frame is on screen, before any game is chosen. */
static void
test_game_page_after_first_frame (void)
{
  QuintetWindow *window = quintet_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_assert_null (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  iterate_for (200);
  g_assert_nonnull (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page's cards, in order. */
static GPtrArray *
collect_cards (GtkWidget *start_page)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GPtrArray *cards = g_ptr_array_new ();

  collect_widgets (start_page, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (buttons, i), "game-card"))
      g_ptr_array_add (cards, g_ptr_array_index (buttons, i));

  return cards;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  return bounds;
}

/* The cards of a window's start page: one width and height, thumbnail
 * frames of one size, names on one line per row, rows that differ by at
 * most one card and are centred, and (when visible) every card inside
 * the part of the page shown without scrolling. */
static void
check_card_layout (QuintetWindow *window,
                   gboolean       visible,
                   const char    *screenshot)
{
  GtkWidget *start_page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE);
  GtkWidget *scroller = find_widget (start_page, GTK_TYPE_SCROLLED_WINDOW);
  g_autoptr(GPtrArray) cards = collect_cards (start_page);
  graphene_rect_t view = bounds_in (scroller, GTK_WIDGET (window));
  graphene_rect_t first = bounds_in (g_ptr_array_index (cards, 0), GTK_WIDGET (window));
  graphene_rect_t first_picture;
  float row_y = -1, row_left = 0, row_right = 0;
  guint in_row = 0, min_in_row = G_MAXUINT, max_in_row = 0;

  g_assert_cmpuint (cards->len, >=, 4);
  first_picture = bounds_in (find_widget (g_ptr_array_index (cards, 0), GTK_TYPE_PICTURE), GTK_WIDGET (window));
  g_assert_cmpfloat (first_picture.size.width, >=, 100);
  g_assert_cmpfloat (first_picture.size.width, ==, first_picture.size.height);
  for (guint i = 0; i <= cards->len; i++)
    {
      GtkWidget *card = i < cards->len ? g_ptr_array_index (cards, i) : NULL;
      graphene_rect_t bounds, picture, name;

      if (card != NULL)
        {
          bounds = bounds_in (card, GTK_WIDGET (window));
          picture = bounds_in (find_widget (card, GTK_TYPE_PICTURE), GTK_WIDGET (window));
          name = bounds_in (gtk_widget_get_next_sibling (find_widget (card, GTK_TYPE_PICTURE)), GTK_WIDGET (window));
          g_assert_cmpfloat (bounds.size.width, ==, first.size.width);
          g_assert_cmpfloat (bounds.size.height, ==, first.size.height);
          g_assert_cmpfloat (picture.size.width, ==, first_picture.size.width);
          g_assert_cmpfloat (picture.size.height, ==, first_picture.size.height);
          g_assert_cmpfloat (name.origin.y - bounds.origin.y, ==, picture.size.height + (picture.origin.y - bounds.origin.y) + 6);
          if (visible)
            g_assert_true (graphene_rect_contains_rect (&view, &bounds));
        }
      /* A row ends: count it, and check it is centred in the page. */
      if (card == NULL || (row_y >= 0 && bounds.origin.y != row_y))
        {
          graphene_rect_t page = bounds_in (start_page, GTK_WIDGET (window));

          min_in_row = MIN (min_in_row, in_row);
          max_in_row = MAX (max_in_row, in_row);
          g_assert_cmpfloat (fabsf ((row_left - page.origin.x) - (page.origin.x + page.size.width - row_right)), <=, 20);
          in_row = 0;
        }
      if (card == NULL)
        break;
      if (in_row == 0)
        row_left = bounds.origin.x;
      row_right = bounds.origin.x + bounds.size.width;
      row_y = bounds.origin.y;
      in_row++;
    }
  g_assert_cmpuint (max_in_row - min_in_row, <=, 1);
  save_screenshot (GTK_WIDGET (window), screenshot);
}

static void
test_start_page_layout (void)
{
  QuintetWindow *window;
  QuintetStartPage *start_page;

  /* The default size, a wide window, a narrow one (which may scroll). */
  window = new_window (1000, 700);
  check_card_layout (window, TRUE, "screenshot-start-cards.png");
  gtk_window_destroy (GTK_WINDOW (window));
  window = new_window (1600, 900);
  check_card_layout (window, TRUE, "screenshot-start-wide.png");
  gtk_window_destroy (GTK_WINDOW (window));
  window = new_window (500, 700);
  check_card_layout (window, FALSE, "screenshot-start-narrow.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Five games, six cards (Ordo has two): still all in view. */
  window = new_window (1000, 700);
  start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
  while (count_css_class (GTK_WIDGET (start_page), "game-card") < 6)
    quintet_start_page_add_game (start_page, "pressman");
  iterate_for (100);
  check_card_layout (window, TRUE, "screenshot-start-six.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_dialog_first_side (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (GTK_WINDOW (window), "pressman");
  g_autofree char *labels = NULL;
  AdwComboRow *row;

  gtk_window_present (GTK_WINDOW (dialog));
  iterate_for (100);
  labels = get_labels (GTK_WIDGET (dialog));
  row = find_combo_row (GTK_WIDGET (dialog), "First Move");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  /* Pressman has no variants. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_combo_row (GTK_WIDGET (dialog), "_Variant"))));
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (quintet_new_game_dialog_get_first_side (dialog), ==, QUINTET_SIDE_1);
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* issue 25: the levels have names, and the chosen one its line, in the
 * dialog and in the side panel */
static void
test_new_game_dialog_levels (void)
{
  static const char *const names[] = { "Person", "Computer, Beginner", "Computer, Casual",
                                       "Computer, Strong", "Computer, Expert" };
  QuintetWindow *window = new_window (1000, 700);
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (GTK_WINDOW (window), "pressman");
  AdwComboRow *row;
  GListModel *players;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  gboolean explained = FALSE;

  gtk_window_present (GTK_WINDOW (dialog));
  iterate_for (100);
  row = find_combo_row (GTK_WIDGET (dialog), "Black");
  g_assert_nonnull (row);
  players = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (players, i);

      g_assert_cmpstr (gtk_string_object_get_string (item), ==, names[i]);
    }
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "");
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "For a first game: it misses threats");
  adw_combo_row_set_selected (row, 4);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Thinks up to two seconds a turn");
  adw_combo_row_set_selected (row, 2);
  iterate_for (50);
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game-levels.png");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The side panel names the level, and says its line as a tooltip */
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 2);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  iterate_for (100);
  {
    g_autofree char *labels = get_labels (GTK_WIDGET (window));

    g_assert_nonnull (strstr (labels, "|Computer, Casual\n"));
  }
  collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    explained |= g_strcmp0 (gtk_widget_get_tooltip_text (rows->pdata[i]),
                            "Sees captures two turns ahead") == 0;
  g_assert_true (explained);

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every row the dialog shows offers a choice: no "Human" rows with
 * nothing to choose, no First Move row where the rules fix the first
 * player, and no empty list when there is nothing to choose at all. */
static void
test_new_game_dialog_rows_choose (void)
{
  QuintetWindow *window = new_window (1000, 700);
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (GTK_WINDOW (window), games[i].id);
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      g_autoptr(GPtrArray) lists = g_ptr_array_new ();
      guint n_visible = 0;

      g_test_message ("new game dialog of %s", games[i].id);
      gtk_window_present (GTK_WINDOW (dialog));
      iterate_for (50);
      collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_ROW, rows);
      for (guint j = 0; j < rows->len; j++)
        {
          GtkWidget *row = g_ptr_array_index (rows, j);

          if (!gtk_widget_is_visible (row))
            continue;
          n_visible++;
          g_assert_true (ADW_IS_COMBO_ROW (row));
          g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))), >=, 2);
        }
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_combo_row (GTK_WIDGET (dialog), "First Move"))) ==
                     quintet_game_get_first_side_choice (game));
      collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX, lists);
      for (guint j = 0; j < lists->len; j++)
        if (n_visible == 0)
          g_assert_false (gtk_widget_is_visible (g_ptr_array_index (lists, j)));
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_play_review_resign (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  GtkWidget *history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);
  QuintetGame *game;
  g_autofree char *labels = NULL;
  g_autofree char *reason = NULL;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  iterate_for (100);
  g_assert_false (button_enabled (window, "win.undo"));
  g_assert_false (button_enabled (window, "win.redo"));

  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  click_turn (window, "c2", "c4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);

  /* The move list shows numbered pairs. */
  iterate_for (100);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4|g7-g5|"));
  g_assert_nonnull (strstr (labels, "|2.|c2-c4|"));
  g_clear_pointer (&labels, g_free);

  /* Undo and redo, enabled as the game allows. */
  g_assert_true (button_enabled (window, "win.undo"));
  g_assert_false (button_enabled (window, "win.redo"));
  click_button (window, "win.undo");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_true (button_enabled (window, "win.redo"));
  labels = get_labels (history);
  g_assert_null (strstr (labels, "c2-c4"));
  g_clear_pointer (&labels, g_free);
  click_button (window, "win.redo");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_false (button_enabled (window, "win.redo"));

  /* Review: first, next, previous, last. */
  g_assert_false (button_enabled (window, "history.next"));
  click_button (window, "history.first");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 0);
  g_assert_false (button_enabled (window, "history.previous"));
  click_button (window, "history.next");
  click_button (window, "history.next");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 2);
  click_button (window, "history.previous");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);
  click_button (window, "history.last");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, G_MAXUINT);

  /* A turn played on an earlier position asks before discarding the rest:
   * first declined, then accepted. */
  click_button (window, "history.first");
  click_button (window, "history.next");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);
  click_turn (window, "g7", "g6");
  respond ("cancel");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 1);
  click_turn (window, "g7", "g6");
  respond ("discard");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "g7-g6");
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, G_MAXUINT);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4|g7-g6|"));
  g_assert_null (strstr (labels, "c2-c4"));
  g_clear_pointer (&labels, g_free);

  click_turn (window, "e2", "e5");
  iterate_for (400);
  save_screenshot (GTK_WIDGET (window), "screenshot-game-light.png");
  set_color_scheme ("dark");
  g_assert_true (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  iterate_for (200);
  save_screenshot (GTK_WIDGET (window), "screenshot-game-dark.png");
  set_color_scheme ("default");

  /* A declined draw changes nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  respond ("decline");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);

  /* Black is to move and resigns: White wins, and the window says why. */
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  respond ("resign");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, QUINTET_SIDE_0);
  reason = quintet_game_describe_outcome (game);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|White wins|"));
  g_assert_nonnull (strstr (labels, reason));
  g_assert_false (quintet_board_view_get_interactive (board));
  iterate_for (300);
  save_screenshot (GTK_WIDGET (window), "screenshot-game-over.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_draw_agreed (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetGame *game;
  g_autofree char *labels = NULL;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_1);
  game = quintet_window_get_game (window);
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  respond ("accept");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Draw|"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_narrow_window (void)
{
  QuintetWindow *window = new_window (400, 760);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  GtkWidget *game_box;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  iterate_for (200);
  /* The wide layout cannot be that narrow: once the window switched to the
   * narrow one, it can shrink further, as when a user drags its edge. */
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  iterate_for (200);
  click_turn (window, "d2", "d5");
  click_turn (window, "e7", "e6");
  iterate_for (400);

  /* The side panel goes below the board. */
  game_box = gtk_widget_get_parent (GTK_WIDGET (board));
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (game_box)), ==, GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 420);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), >=, 250);
  save_screenshot (GTK_WIDGET (window), "screenshot-narrow.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_preferences (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  gboolean shown;

  g_object_set (settings, "show-coordinates", FALSE, NULL);
  g_object_get (board, "show-coordinates", &shown, NULL);
  g_assert_false (shown);
  g_object_set (settings, "show-coordinates", TRUE, NULL);
  g_object_get (board, "show-coordinates", &shown, NULL);
  g_assert_true (shown);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  iterate_for (200);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWindow *preferences = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (ADW_IS_PREFERENCES_WINDOW (toplevel))
          preferences = toplevel;
      }
    g_assert_nonnull (preferences);
    adw_combo_row_set_selected (ADW_COMBO_ROW (find_widget (GTK_WIDGET (preferences), ADW_TYPE_COMBO_ROW)), 2);
    g_assert_cmpstr (quintet_settings_get_color_scheme (settings), ==, "dark");
    g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                     ADW_COLOR_SCHEME_FORCE_DARK);
    iterate_for (200);
    save_screenshot (GTK_WIDGET (preferences), "screenshot-preferences.png");
    gtk_window_destroy (preferences);
  }
  set_color_scheme ("default");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_rules (void)
{
  GtkWindow *rules = quintet_rules_window_new ("pressman");
  GPtrArray *blocks = quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules));
  g_autofree char *labels = NULL;
  gboolean found_pr5 = FALSE;

  /* Tall enough for the screenshot to show every ruling. */
  gtk_window_set_default_size (rules, 600, 2000);
  gtk_window_present (rules);
  iterate_for (200);
  g_assert_cmpuint (blocks->len, >, 10);
  for (guint i = 0; i < blocks->len; i++)
    if (strstr (g_ptr_array_index (blocks, i), "PR-5") != NULL)
      found_pr5 = TRUE;
  g_assert_true (found_pr5);

  /* House rules are labelled as such (rules README). */
  labels = get_labels (GTK_WIDGET (rules));
  g_assert_nonnull (strstr (labels, "|House rule|"));
  save_screenshot (GTK_WIDGET (rules), "screenshot-rules.png");
  gtk_window_destroy (rules);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }

  return NULL;
}

/* The actions of a menu's items, section by section: "a b|c" */
static void
append_menu_actions (GMenuModel *model,
                     GString    *actions)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autofree char *action = NULL;

      if (section != NULL)
        {
          if (actions->len > 0)
            g_string_append_c (actions, '|');
          append_menu_actions (section, actions);
          continue;
        }
      g_assert_true (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      if (actions->len > 0 && actions->str[actions->len - 1] != '|')
        g_string_append_c (actions, ' ');
      g_string_append (actions, action);
    }
}

static GtkMenuButton *
find_menu_button (QuintetWindow *window,
                  const char    *icon_name)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_menu_button_get_icon_name (buttons->pdata[i]), icon_name) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* issue 25: the primary menu holds the application's things; the game's
 * own actions are in a game menu beside it, shown with the game (HIG) */
static void
test_menus (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkMenuButton *primary = find_menu_button (window, "open-menu-symbolic");
  GtkMenuButton *game = find_menu_button (window, "view-more-symbolic");
  g_autoptr(GString) actions = g_string_new (NULL);

  g_assert_nonnull (primary);
  g_assert_nonnull (game);
  append_menu_actions (gtk_menu_button_get_menu_model (primary), actions);
  g_assert_cmpstr (actions->str, ==,
                   "win.new-game win.open win.save win.save-as|"
                   "win.export-image win.copy win.paste|"
                   "app.preferences win.show-help-overlay app.about");
  g_string_truncate (actions, 0);
  append_menu_actions (gtk_menu_button_get_menu_model (game), actions);
  g_assert_cmpstr (actions->str, ==, "win.offer-draw win.resign|win.flip-board win.show-rules");

  /* The start page has no game: no game menu */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (game)));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  iterate_for (100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (game)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (primary)));
  save_screenshot (GTK_WIDGET (window), "screenshot-menus-window.png");
  gtk_menu_button_popup (game);
  iterate_for (300);
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (game)), "screenshot-game-menu.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (game)), "screenshot-game-menu-dark.png");
  set_color_scheme ("default");
  gtk_menu_button_popdown (game);
  gtk_menu_button_popup (primary);
  iterate_for (300);
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (primary)), "screenshot-main-menu.png");
  gtk_menu_button_popdown (primary);
  iterate_for (100);
  quintet_window_show_games (window);
  iterate_for (100);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (game)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* About, Keyboard Shortcuts and Rules open from the menu without trouble. */
static void
test_secondary_windows (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWindow *about, *shortcuts, *rules;
  g_autofree char *labels = NULL;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  iterate_for (100);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  iterate_for (200);
  about = find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about)), ==, APP_ID);
  /* Each inventor is credited once, with all of their games; the
   * Oferhlýp rules page's licence is recorded. */
  labels = get_labels (GTK_WIDGET (about));
  g_assert_nonnull (strstr (labels, "|Dieter Stein (Ordo, Ordo X)|"));
  g_assert_null (strstr (strstr (labels, "Dieter Stein") + 1, "Dieter Stein"));
  g_assert_nonnull (strstr (labels, "|John Beers (Oferhlýp)|"));
  g_assert_nonnull (strstr (labels, "CC BY-SA 4.0"));
  g_clear_pointer (&labels, g_free);
  gtk_window_destroy (about);

  /* Keyboard Shortcuts: Ctrl+? opens the window, built only now. */
  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");

    g_assert_cmpstr (accels[0], ==, "<Control>question");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  iterate_for (200);
  shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  save_screenshot (GTK_WIDGET (shortcuts), "screenshot-shortcuts.png");
  /* every row shows its keys, those given by action name too (from the
   * application's accelerators) */
  {
    g_autoptr(GPtrArray) labels_found = g_ptr_array_new ();

    collect_widgets (GTK_WIDGET (shortcuts), GTK_TYPE_SHORTCUT_LABEL, labels_found);
    g_assert_cmpuint (labels_found->len, >=, 20);
    for (guint i = 0; i < labels_found->len; i++)
      {
        const char *keys = gtk_shortcut_label_get_accelerator (labels_found->pdata[i]);

        g_assert_true (keys != NULL && keys[0] != '\0');
      }
  }
  gtk_window_close (shortcuts);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  iterate_for (200);
  rules = find_toplevel (QUINTET_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  labels = get_labels (GTK_WIDGET (rules));
  g_assert_nonnull (strstr (labels, "|Rules of Pressman|"));
  gtk_window_destroy (rules);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- variants ---- */

/* Two registry entries of one family (one game type, a "variant" each),
 * or FALSE when the registry has none yet. */
static gboolean
find_family (const QuintetGameInfo **first,
             const QuintetGameInfo **second)
{
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    for (guint j = i + 1; j < n_games; j++)
      if (games[i].variant >= 0 && games[j].variant >= 0 && games[i].get_type == games[j].get_type)
        {
          *first = &games[i];
          *second = &games[j];
          return TRUE;
        }

  return FALSE;
}

static int
get_variant (QuintetGame *game)
{
  int variant = -1;

  g_object_get (game, "variant", &variant, NULL);
  return variant;
}

static void
test_new_game_dialog_variants (void)
{
  const QuintetGameInfo *first, *second;
  QuintetWindow *window;
  QuintetStartPage *start_page;
  QuintetNewGameDialog *dialog;
  AdwComboRow *row;
  GListModel *model;
  g_autofree char *labels = NULL;
  g_autofree char *expected = NULL;

  if (!find_family (&first, &second))
    {
      g_test_skip ("no two registry entries share a game type yet (Ordo and Ordo X)");
      return;
    }

  window = new_window (1000, 700);
  start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));

  /* The second variant's card opens the dialog with that variant chosen. */
  g_signal_emit_by_name (start_page, "game-chosen", second->id);
  iterate_for (100);
  dialog = QUINTET_NEW_GAME_DIALOG (find_message_dialog ());
  g_assert_nonnull (dialog);
  row = find_combo_row (GTK_WIDGET (dialog), "_Variant");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  model = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), adw_combo_row_get_selected (row)),
                   ==, second->id);
  g_assert_cmpstr (quintet_new_game_dialog_get_game_id (dialog), ==, second->id);
  labels = get_labels (GTK_WIDGET (dialog));
  expected = g_strdup_printf ("|%s|%s|", second->name, second->description);
  g_assert_nonnull (strstr (labels, expected));
  save_screenshot (GTK_WIDGET (dialog), "screenshot-new-game-variant.png");

  /* Choosing the other variant changes the heading and the game started. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), first->id))
      adw_combo_row_set_selected (row, i);
  g_assert_cmpstr (quintet_new_game_dialog_get_game_id (dialog), ==, first->id);
  g_clear_pointer (&labels, g_free);
  g_clear_pointer (&expected, g_free);
  labels = get_labels (GTK_WIDGET (dialog));
  expected = g_strdup_printf ("|%s|%s|", first->name, first->description);
  g_assert_nonnull (strstr (labels, expected));

  respond ("start");
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, first->id);
  g_assert_cmpint (get_variant (quintet_window_get_game (window)), ==, first->variant);
  /* The choice is remembered, as the other new-game choices are. */
  g_assert_cmpstr (quintet_settings_get_last_game (quintet_application_get_settings (app)), ==, first->id);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- a game class with a status note and a second notation form ----
 *
 * The window takes its games from the registry, so the test lends
 * Pressman's class a describe_status and a short notation for a while
 * (quintet_registry_override_class). */

/* Pressman's class as it was, while the test lends it other functions */
static const QuintetGameClass *pressman;

/* A note whenever the second side is to move, as Classic Ordo has one
 * for a side that must reconnect. */
static char *
fake_describe_status (QuintetGame  *game,
                      gconstpointer position)
{
  if (QUINTET_POSITION_SIDE (position) != QUINTET_SIDE_1)
    return NULL;

  return g_strdup_printf ("%s must reconnect their checkers",
                          quintet_game_get_side_name (game, QUINTET_SIDE_1));
}

/* The short form marks each turn, so the move list shows which is used. */
static char *
fake_format_turn (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn)
{
  char *text = pressman->format_turn (game, position, turn);

  if (quintet_game_get_notation_style (game) == QUINTET_NOTATION_SHORT)
    {
      char *marked = g_strconcat (text, "(s)", NULL);

      g_free (text);
      return marked;
    }

  return text;
}

static void
patch_pressman (void)
{
  QuintetGameClass *klass = quintet_registry_override_class ("pressman", &pressman);

  klass->describe_status = fake_describe_status;
  klass->format_turn = fake_format_turn;
}

static void
unpatch_pressman (void)
{
  quintet_registry_restore_class ("pressman");
  pressman = NULL;
}

/* ---- the note on marked pieces ---- */

/* Pressman's class as it was, while the test marks a piece */
static const QuintetGameClass *unmarked;

/* A piece on b4 stands on a captured Black piece, and that one may not
 * move, as Overlord's columns and OV-4 marks show them. */
static void
frozen_describe_position (QuintetGame     *game,
                          gconstpointer    position,
                          QuintetCellView *cells)
{
  QuintetCell b4 = quintet_geometry_find_cell (quintet_game_get_geometry (game), "b4");

  unmarked->describe_position (game, position, cells);
  if (cells[b4].height > 0)
    {
      cells[b4].height = 2;
      cells[b4].stack[0] = QUINTET_SIDE_1;
      cells[b4].stack[1] = QUINTET_SIDE_0;
      cells[b4].frozen = 1 << 0;
    }
}

static GtkWidget *
find_marks_note (QuintetWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "marks-note"))
      return g_ptr_array_index (labels, i);

  g_assert_not_reached ();
}

static void
test_marks_note (void)
{
  QuintetGameClass *klass = quintet_registry_override_class ("pressman", &unmarked);
  QuintetWindow *window;
  GtkWidget *note;

  /* The side panel explains the mark whenever the board shows a piece
   * that may not move, whatever the game */
  klass->describe_position = frozen_describe_position;
  window = new_window (1000, 700);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  note = find_marks_note (window);
  iterate_for (100);
  g_assert_false (gtk_widget_get_visible (note));

  click_turn (window, "b2", "b4");
  g_assert_true (gtk_widget_get_mapped (note));
  iterate_for (400);   /* the piece has landed */
  save_screenshot (GTK_WIDGET (window), "screenshot-marks-note.png");
  {
    QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
    QuintetCell b4 = quintet_geometry_find_cell (quintet_game_get_geometry (quintet_window_get_game (window)), "b4");
    g_autofree char *description = quintet_board_view_describe_cell (board, b4);

    /* and a screen reader hears it */
    g_assert_cmpstr (description, ==,
                     "b4, stack of 2, White on top (Black, White from the bottom), 1 piece cannot move this turn");
  }
  click_button (window, "win.undo");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "win.redo");
  g_assert_true (gtk_widget_get_visible (note));
  /* reviewing the start: nothing marked there */
  click_button (window, "history.first");
  g_assert_false (gtk_widget_get_visible (note));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Below the board (683 × 736) the panel's height is the board's: the
   * note stays away, and the board stays still as pieces freeze */
  window = new_window (683, 736);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  iterate_for (100);
  {
    GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
    int height = gtk_widget_get_height (board);

    click_turn (window, "b2", "b4");
    iterate_for (400);
    g_assert_false (gtk_widget_get_mapped (find_marks_note (window)));
    g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  }
  /* no unfinished game left for the start page's tests */
  click_button (window, "win.undo");
  gtk_window_destroy (GTK_WINDOW (window));
  quintet_registry_restore_class ("pressman");
  unmarked = NULL;
}

static void
test_status_note (void)
{
  QuintetWindow *window;
  QuintetGame *game;
  GtkWidget *note;

  patch_pressman ();
  window = new_window (1000, 700);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  note = find_status_note (window);
  iterate_for (100);
  g_assert_false (gtk_widget_get_visible (note));

  /* Updated on every change of the game. */
  click_turn (window, "b2", "b4");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note-dark.png");
  set_color_scheme ("default");
  click_turn (window, "g7", "g5");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "win.undo");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  click_button (window, "win.redo");
  g_assert_false (gtk_widget_get_visible (note));

  /* While reviewing, the note belongs to the reviewed position. */
  click_button (window, "history.previous");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  click_button (window, "history.first");
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "history.last");
  g_assert_false (gtk_widget_get_visible (note));

  /* A finished game shows its outcome, not a note on what must happen next. */
  click_turn (window, "c2", "c4");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  quintet_game_resign (game, QUINTET_SIDE_1);
  iterate_for (50);
  g_assert_false (gtk_widget_get_visible (note));
  click_button (window, "history.previous");
  click_button (window, "history.previous");
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));

  /* The narrow layout shows it under the players too. */
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  iterate_for (200);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  iterate_for (200);
  g_assert_true (status_note_says (window, "Black must reconnect their checkers"));
  save_screenshot (GTK_WIDGET (window), "screenshot-status-note-narrow.png");

  gtk_window_destroy (GTK_WINDOW (window));
  unpatch_pressman ();
}

static QuintetNotationStyle
get_game_notation_style (QuintetGame *game)
{
  QuintetNotationStyle style;

  g_object_get (game, "notation-style", &style, NULL);
  return style;
}

static void
test_notation_style (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window;
  GtkWidget *history;
  QuintetGame *game;
  g_autofree char *labels = NULL;

  patch_pressman ();
  quintet_settings_set_notation_style (settings, "short");
  window = new_window (1000, 700);
  history = find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW);

  /* A game starts in the style of the setting. */
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_SHORT);
  iterate_for (100);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  iterate_for (100);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4(s)|g7-g5(s)|"));
  g_clear_pointer (&labels, g_free);

  /* Changing the setting re-writes the game's history and the move list. */
  quintet_settings_set_notation_style (settings, "standard");
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_STANDARD);
  iterate_for (100);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4|g7-g5|"));
  g_clear_pointer (&labels, g_free);

  quintet_settings_set_notation_style (settings, "short");
  g_assert_cmpint (get_game_notation_style (game), ==, QUINTET_NOTATION_SHORT);
  iterate_for (100);
  labels = get_labels (history);
  g_assert_nonnull (strstr (labels, "|1.|b2-b4(s)|g7-g5(s)|"));

  quintet_settings_set_notation_style (settings, "standard");
  gtk_window_destroy (GTK_WINDOW (window));
  unpatch_pressman ();
}

/* The Preferences switch writes the setting the window follows. */
static void
test_notation_style_preference (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  GtkWindow *preferences = quintet_preferences_window_new (settings);
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();
  g_autofree char *labels = NULL;
  GtkSwitch *short_switch = NULL;

  gtk_window_present (preferences);
  iterate_for (100);
  labels = get_labels (GTK_WIDGET (preferences));
  g_assert_nonnull (strstr (labels, "|Short Notation|"));
  g_assert_nonnull (strstr (labels, "(-) and (r)"));

  collect_widgets (GTK_WIDGET (preferences), GTK_TYPE_SWITCH, switches);
  for (guint i = 0; i < switches->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (switches, i), ADW_TYPE_ACTION_ROW);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "S_hort Notation") == 0)
        short_switch = g_ptr_array_index (switches, i);
    }
  g_assert_nonnull (short_switch);
  g_assert_false (gtk_switch_get_active (short_switch));
  gtk_switch_set_active (short_switch, TRUE);
  g_assert_cmpstr (quintet_settings_get_notation_style (settings), ==, "short");
  quintet_settings_set_notation_style (settings, "standard");
  g_assert_false (gtk_switch_get_active (short_switch));

  gtk_window_destroy (preferences);
}

/* ---- rules pages ---- */

/* What each page must show, where the page exists (rules README: house
 * rules shown as such; credits and licences as the sources ask). */
static const struct {
  const char *id;
  const char *house_rules[3];
  const char *credits[3];
  /* The inventor's rules: never badged as ours. */
  const char *rules[5];
  /* Rules that carry a ruling: the ruling part, and only it, is badged. */
  const char *rules_with_ruling[5];
  const char *links[3];
} expected_pages[] = {
  { "pressman", { "PR-5" }, { NULL }, { "PR-1" }, { "PR-3", "PR-4" }, { NULL } },
  { "ordo", { "OR-4", "OR-6" }, { "Dieter Stein", "2009" }, { "OR-1" }, { "OR-2", "OR-3" }, { NULL } },
  { "ordo-x", { "OX-5", "OR-6" }, { "Dieter Stein", "2009" }, { "OR-1", "OX-1", "OX-4" }, { "OX-2", "OX-3" }, { NULL } },
  { "oferhlyp", { "OF-6", "OF-7" }, { "John Beers", "CC BY-SA 4.0", "creativecommons.org/licenses/by-sa/4.0" },
    { "OF-4" }, { "OF-3", "OF-5" },
    { "https://creativecommons.org/licenses/by-sa/4.0/", "https://codeberg.org/jaerrib/oferhlyp" } },
  { "opprimo", { "OP-4", "OP-5" }, { "Rolly Estabillo", "reconstruct" }, { "OP-2" }, { "OP-3" }, { NULL } },
  { "overlord", { "OV-7" }, { "Tom Bell", "Condor", "1974" }, { "OV-6" }, { "OV-4", "OV-5" }, { NULL } },
};

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint count = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    count++;

  return count;
}

/* The label that starts the item of a rule: its text begins with the id. */
static GtkWidget *
find_rule_label (GtkWidget  *rules,
                 const char *rule)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (rules, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), rule))
      return g_ptr_array_index (labels, i);

  return NULL;
}

/* Checks that a rule's own text has no badge before it, and that its
 * item has a "Ruling" badge exactly when the rule carries a ruling. */
static void
check_rule_badges (GtkWidget  *rules,
                   const char *rule,
                   gboolean    carries_ruling)
{
  GtkWidget *label = find_rule_label (rules, rule);
  GtkWidget *column, *before;

  g_test_message ("inventor's rule %s", rule);
  g_assert_nonnull (label);
  column = gtk_widget_get_parent (label);
  before = gtk_widget_get_prev_sibling (label);
  g_assert_true (before == NULL || !gtk_widget_has_css_class (before, "rules-badge"));
  g_assert_cmpuint (count_css_class (column, "ruling"), ==, carries_ruling ? 1 : 0);
  g_assert_cmpuint (count_css_class (column, "house-rule"), ==, 0);
  if (carries_ruling)
    g_assert_true (gtk_widget_has_css_class (gtk_widget_get_next_sibling (label), "ruling"));
}

static guint
count_lines_starting (const char *source,
                      const char *prefix)
{
  g_auto(GStrv) lines = g_strsplit (source, "\n", -1);
  guint count = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      count++;

  return count;
}

/* The block (markup) that holds a ruling's id, or NULL. */
static const char *
find_block (GPtrArray  *blocks,
            const char *text)
{
  for (guint i = 0; i < blocks->len; i++)
    if (strstr (g_ptr_array_index (blocks, i), text) != NULL)
      return g_ptr_array_index (blocks, i);

  return NULL;
}

/* The badge just before the text of the item whose block holds text. */
static gboolean
has_house_rule_badge (GtkWidget  *rules,
                      const char *ruling)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (rules, GTK_TYPE_LABEL, labels);
  for (guint i = 1; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), ruling) != NULL &&
        gtk_widget_has_css_class (g_ptr_array_index (labels, i - 1), "house-rule"))
      return TRUE;

  return FALSE;
}

/* Checks the page of game id that the rules window shows, whose Markdown
 * is source; a translated page is checked the same way, except for the
 * English words among the credits (names, years and licences stay). */
static void
check_rules_page (const char *id,
                  const char *source,
                  gboolean    translated)
{
  GtkWindow *rules = quintet_rules_window_new (id);
  GPtrArray *blocks = quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules));
  g_autofree char *labels = NULL;
  const char *language = translated ? g_getenv ("LANGUAGE") : NULL;
  g_autofree char *screenshot = language != NULL ? g_strdup_printf ("screenshot-rules-%s-%s.png", id, language)
                                                 : g_strdup_printf ("screenshot-rules-%s.png", id);
  guint n_headings = count_lines_starting (source, "## ");
  g_autoptr(GRegex) links = g_regex_new ("<a href=\"[^\"]*\">|</a>", 0, 0, NULL);
  guint n_badges = count_occurrences (source, "{ruling}") + count_occurrences (source, "{house rule}");

  gtk_window_set_default_size (rules, 600, 3000);
  gtk_window_present (rules);
  iterate_for (100);
  labels = get_labels (GTK_WIDGET (rules));

  /* One title, every heading, a badge per marked ruling, and no mark
   * left unparsed in the text. */
  g_assert_cmpuint (count_lines_starting (source, "# "), ==, 1);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "title-1"), ==, 1);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "title-3"), ==, n_headings);
  g_assert_cmpuint (n_headings, >=, 4);
  g_assert_cmpuint (count_css_class (GTK_WIDGET (rules), "rules-badge"), ==, n_badges);
  g_assert_cmpuint (n_badges, >=, 3);
  g_assert_null (strstr (labels, "{"));
  g_assert_null (strstr (labels, "**"));
  g_assert_null (strstr (labels, "`"));
  g_assert_null (strstr (labels, "\\"));
  for (guint i = 0; i < blocks->len; i++)
    {
      g_autoptr(GError) error = NULL;
      /* Links are GtkLabel's markup, not Pango's. */
      g_autofree char *markup = g_regex_replace (links, g_ptr_array_index (blocks, i), -1, 0, "", 0, NULL);

      g_assert_true (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (expected_pages); i++)
    if (g_str_equal (expected_pages[i].id, id))
      {
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].house_rules) && expected_pages[i].house_rules[j]; j++)
          {
            g_test_message ("%s: house rule %s", id, expected_pages[i].house_rules[j]);
            g_assert_nonnull (find_block (blocks, expected_pages[i].house_rules[j]));
            g_assert_true (has_house_rule_badge (GTK_WIDGET (rules), expected_pages[i].house_rules[j]));
          }
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].credits) && expected_pages[i].credits[j]; j++)
          if (!translated || !g_ascii_islower (expected_pages[i].credits[j][0]))
            g_assert_nonnull (strstr (labels, expected_pages[i].credits[j]));
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].rules) && expected_pages[i].rules[j]; j++)
          check_rule_badges (GTK_WIDGET (rules), expected_pages[i].rules[j], FALSE);
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].rules_with_ruling) && expected_pages[i].rules_with_ruling[j]; j++)
          check_rule_badges (GTK_WIDGET (rules), expected_pages[i].rules_with_ruling[j], TRUE);
        /* Addresses are links, so that they can be opened or copied. */
        for (guint j = 0; j < G_N_ELEMENTS (expected_pages[i].links) && expected_pages[i].links[j]; j++)
          {
            g_autofree char *link = g_strdup_printf ("<a href=\"%s\">", expected_pages[i].links[j]);

            g_test_message ("link %s", expected_pages[i].links[j]);
            g_assert_nonnull (find_block (blocks, link));
          }
      }

  save_screenshot (GTK_WIDGET (rules), screenshot);
  gtk_window_destroy (rules);
}

/* Every rules page in the resources, whichever games are built. */
static void
test_rules_pages (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/quintetgames/Quintet/rules/",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  guint n_pages = 0;

  g_assert_nonnull (names);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat ("/io/github/quintetgames/Quintet/rules/", names[i], NULL);
      g_autofree char *id = NULL;
      g_autoptr(GBytes) bytes = NULL;

      /* The translations' folders: test_translated_rules_pages */
      if (g_str_has_suffix (names[i], "/"))
        continue;
      id = g_strndup (names[i], strlen (names[i]) - strlen (".md"));
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert_true (g_str_has_suffix (names[i], ".md"));
      g_assert_nonnull (bytes);
      g_test_message ("rules page %s", names[i]);
      check_rules_page (id, g_bytes_get_data (bytes, NULL), FALSE);
      n_pages++;
    }

  /* Pressman and the pages written ahead of their games. */
  g_assert_cmpuint (n_pages, >=, G_N_ELEMENTS (expected_pages));

  /* Every game in the registry has its page. */
  {
    const QuintetGameInfo *games;
    guint n_games;

    games = quintet_registry_get_games (&n_games);
    for (guint i = 0; i < n_games; i++)
      {
        g_autofree char *name = g_strconcat (games[i].id, ".md", NULL);

        g_assert_true (g_strv_contains ((const char * const *) names, name));
      }
  }
}

/* The text of the first "## " heading of a page's Markdown. */
static char *
first_heading (const char *source)
{
  const char *start = strstr (source, "\n## ");

  g_assert_nonnull (start);
  start += strlen ("\n## ");

  return g_strndup (start, strcspn (start, "\n"));
}

/* Whether the rules window of game id shows the page whose Markdown is
 * source: its first heading is there. */
static gboolean
shows_page (const char *id,
            const char *source)
{
  GtkWindow *rules = quintet_rules_window_new (id);
  g_autofree char *heading = first_heading (source);
  gboolean found = find_block (quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules)), heading) != NULL;

  gtk_window_destroy (rules);

  return found;
}

static GBytes *
lookup_page (const char *language,
             const char *id)
{
  g_autofree char *path = language != NULL
    ? g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s/%s.md", language, id)
    : g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s.md", id);

  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

/* Each translation (ui/rules/<language>/) has a page for every game, shown
 * when that language comes first in LANGUAGE, and checked like the English
 * ones: the same headings, badges, rulings and credits. */
static void
test_translated_rules_pages (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/quintetgames/Quintet/rules/",
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *saved_language = g_strdup (g_getenv ("LANGUAGE"));
  const QuintetGameInfo *games;
  guint n_games, n_languages = 0;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *language = NULL;

      if (!g_str_has_suffix (names[i], "/"))
        continue;
      language = g_strndup (names[i], strlen (names[i]) - 1);
      g_setenv ("LANGUAGE", language, TRUE);
      for (guint j = 0; j < n_games; j++)
        {
          g_autoptr(GBytes) page = lookup_page (language, games[j].id);

          g_test_message ("rules page %s/%s", language, games[j].id);
          g_assert_nonnull (page);
          check_rules_page (games[j].id, g_bytes_get_data (page, NULL), TRUE);
          g_assert_true (shows_page (games[j].id, g_bytes_get_data (page, NULL)));
        }
      n_languages++;
    }
  g_assert_cmpuint (n_languages, >=, 2);

  if (saved_language != NULL)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* The page follows the user's languages: German under German (and a
 * regional German), the next language in the list when the first has no
 * pages, English when none has. */
static void
test_rules_page_language (void)
{
  g_autofree char *saved_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr(GBytes) german = lookup_page ("de", "pressman");
  g_autoptr(GBytes) spanish = lookup_page ("es", "pressman");
  g_autoptr(GBytes) english = lookup_page (NULL, "pressman");
  const struct {
    const char *languages;
    GBytes     *page;
  } cases[] = {
    { "de", german },
    { "de_AT", german },
    { "es_MX:de", spanish },
    { "xx:de", german },
    { "xx", english },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("LANGUAGE=%s", cases[i].languages);
      g_setenv ("LANGUAGE", cases[i].languages, TRUE);
      g_assert_true (shows_page ("pressman", g_bytes_get_data (cases[i].page, NULL)));
    }
  g_assert_false (shows_page ("pressman", g_bytes_get_data (german, NULL)));

  if (saved_language != NULL)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static void
test_window_size_saved (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (900, 650);
  int width, height;
  gboolean maximized;

  gtk_window_close (GTK_WINDOW (window));
  iterate_for (50);
  quintet_settings_get_window_size (settings, &width, &height, &maximized);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);
  g_assert_false (maximized);
}

static void
test_unknown_game (void)
{
  const char *program = g_getenv ("QUINTET_APP");
  const char *argv[] = { program, "no-such-game", NULL };
  g_autofree char *standard_error = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip ("QUINTET_APP is not set");
      return;
    }

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, &standard_error, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_nonnull (strstr (standard_error, "no-such-game"));
  /* One line only. */
  g_assert_true (g_str_has_suffix (standard_error, "\n"));
  g_assert_true (strchr (standard_error, '\n') == standard_error + strlen (standard_error) - 1);
}

/* Runs the built quintet with one argument; returns its exit status. */
static int
run_app (const char  *argument,
         char       **standard_output,
         char       **standard_error)
{
  const char *argv[] = { g_getenv ("QUINTET_APP"), argument, NULL };
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                standard_output, standard_error, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));

  return WEXITSTATUS (status);
}

/* quintet --help lists the game ids, --version says the version, and an
 * unknown id says which ids exist. */
static void
test_command_line (void)
{
  const char *ids = "pressman, ordo, ordo-x, oferhlyp";

  if (g_getenv ("QUINTET_APP") == NULL)
    {
      g_test_skip ("QUINTET_APP is not set");
      return;
    }

  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_app ("--help", &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, ids));
    g_assert_nonnull (strstr (out, "--version"));
  }
  {
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *expected = g_strdup_printf ("quintet %s\n", PACKAGE_VERSION);

    g_assert_cmpint (run_app ("--version", &out, &err), ==, 0);
    g_assert_cmpstr (out, ==, expected);
    g_assert_cmpstr (err, ==, "");
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_app ("chess", &out, &err), ==, 2);
    g_assert_nonnull (strstr (err, "chess"));
    g_assert_nonnull (strstr (err, ids));
    g_assert_cmpstr (out, ==, "");
  }
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window/start-page", test_start_page);
  g_test_add_func ("/window/start-page/layout", test_start_page_layout);
  g_test_add_func ("/window/game-page-after-first-frame", test_game_page_after_first_frame);
  g_test_add_func ("/window/new-game-dialog/first-side", test_new_game_dialog_first_side);
  g_test_add_func ("/window/new-game-dialog/variants", test_new_game_dialog_variants);
  g_test_add_func ("/window/new-game-dialog/rows-choose", test_new_game_dialog_rows_choose);
  g_test_add_func ("/window/new-game-dialog/levels", test_new_game_dialog_levels);
  g_test_add_func ("/window/play-review-resign", test_play_review_resign);
  g_test_add_func ("/window/status-note", test_status_note);
  g_test_add_func ("/window/marks-note", test_marks_note);
  g_test_add_func ("/window/notation-style", test_notation_style);
  g_test_add_func ("/window/notation-style-preference", test_notation_style_preference);
  g_test_add_func ("/window/draw-agreed", test_draw_agreed);
  g_test_add_func ("/window/narrow", test_narrow_window);
  g_test_add_func ("/window/preferences", test_preferences);
  g_test_add_func ("/window/rules", test_rules);
  g_test_add_func ("/window/rules-pages", test_rules_pages);
  g_test_add_func ("/window/rules-pages/translated", test_translated_rules_pages);
  g_test_add_func ("/window/rules-pages/language", test_rules_page_language);
  g_test_add_func ("/window/secondary-windows", test_secondary_windows);
  g_test_add_func ("/window/menus", test_menus);
  g_test_add_func ("/window/size-saved", test_window_size_saved);
  g_test_add_func ("/app/unknown-game", test_unknown_game);
  g_test_add_func ("/app/command-line", test_command_line);

  return test_window_run ();
}
