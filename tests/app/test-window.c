/* test-window.c — end-to-end: the real application window, played by clicks:
 * the start page and dialogs, the move list and its review, preferences,
 * the secondary windows, the command line (the games: test-window-games.c;
 * the rules pages: test-window-rules.c; the notes beside the board and
 * the notation: test-window-notes.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-geometry.h"
#include "quintet-history-view.h"
#include "quintet-new-game-dialog.h"
#include "quintet-lesson.h"
#include "quintet-lesson-page.h"
#include "quintet-preferences-window.h"
#include "quintet-puzzle.h"
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
  wait_for_message_dialog ();
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
  wait_for_frame (window);
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
  wait_for_frame (window);
  check_card_layout (window, TRUE, "screenshot-start-six.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_dialog_first_side (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new ("pressman");
  g_autofree char *labels = NULL;
  AdwComboRow *row;

  quintet_dialog_present (GTK_WIDGET (dialog), GTK_WIDGET (window));
  wait_for_frame (dialog);
  labels = get_labels (GTK_WIDGET (dialog));
  row = find_combo_row (GTK_WIDGET (dialog), "First Move");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  /* Pressman has no variants. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_combo_row (GTK_WIDGET (dialog), "_Variant"))));
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (quintet_new_game_dialog_get_first_side (dialog), ==, QUINTET_SIDE_1);
  save_screenshot (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (dialog))), "screenshot-new-game.png");
  quintet_dialog_close (GTK_WIDGET (dialog));
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
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new ("pressman");
  AdwComboRow *row;
  GListModel *players;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  gboolean explained = FALSE;

  quintet_dialog_present (GTK_WIDGET (dialog), GTK_WIDGET (window));
  wait_for_frame (dialog);
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
                   "Misses far captures and never sees your reply");
  adw_combo_row_set_selected (row, 4);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Thinks up to two seconds a turn");
  adw_combo_row_set_selected (row, 2);
  save_screenshot (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (dialog))), "screenshot-new-game-levels.png");
  quintet_dialog_close (GTK_WIDGET (dialog));

  /* The side panel names the level, and says its line as a tooltip */
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 2);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_labels (window, "|Computer, Casual\n");
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
      QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (games[i].id);
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      g_autoptr(GPtrArray) lists = g_ptr_array_new ();
      guint n_visible = 0;

      g_test_message ("new game dialog of %s", games[i].id);
      quintet_dialog_present (GTK_WIDGET (dialog), GTK_WIDGET (window));
      wait_for_frame (dialog);
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
      quintet_dialog_close (GTK_WIDGET (dialog));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
note_response (GtkWidget  *dialog,
               const char *response,
               GString    *responses)
{
  g_string_append_printf (responses, "%s|", response);
}

static gboolean
is_null (gpointer pointer)
{
  return *(gpointer *) pointer == NULL;
}

/* The dialog as libadwaita shows it: a bottom sheet on a narrow window,
 * floating over a wide one (on GNOME 43 a window of its own), light and
 * dark (screenshot-new-game-<width>-<style>.png); Escape answers
 * "cancel", once, and starts nothing. */
static void
test_new_game_dialog_place (void)
{
  const struct { int width, height; const char *scheme; DialogPlace place; } shots[] = {
    { 360, 640, "light", DIALOG_BOTTOM_SHEET },
    { 360, 640, "dark", DIALOG_BOTTOM_SHEET },
    { 1000, 700, "light", DIALOG_FLOATING },
    { 1000, 700, "dark", DIALOG_FLOATING },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      QuintetWindow *window = new_window (shots[i].width, shots[i].height);
      QuintetStartPage *start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
      g_autofree char *name = g_strdup_printf ("screenshot-new-game-%d-%s.png", shots[i].width, shots[i].scheme);
      g_autoptr(GString) responses = g_string_new ("|");
      GtkWidget *dialog;

      set_color_scheme (shots[i].scheme);
      g_signal_emit_by_name (start_page, "game-chosen", "pressman");
      dialog = wait_for_message_dialog ();
      g_assert_true (QUINTET_IS_NEW_GAME_DIALOG (dialog));
      g_signal_connect (dialog, "response", G_CALLBACK (note_response), responses);
      g_assert_cmpint (wait_for_dialog_place (dialog), ==, QUINTET_ADW_DIALOGS ? shots[i].place : DIALOG_WINDOW);
      save_screenshot (GTK_WIDGET (gtk_widget_get_root (dialog)), name);

      /* the key goes where the focus is: in the dialog (press_key uses
       * only the GtkWindow of the dialog's own window on GNOME 43) */
      g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
      press_key ((gpointer) gtk_widget_get_root (dialog), GDK_KEY_Escape, 0);
      wait_until (is_null, &dialog, "the dialog to be closed and gone");
      drain_main_loop ();
      g_assert_cmpstr (responses->str, ==, "|cancel|");
      g_assert_null (find_message_dialog ());
      g_assert_null (quintet_window_get_game (window));

      gtk_window_destroy (GTK_WINDOW (window));
    }
  set_color_scheme ("default");
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
  wait_for_frame (window);
  g_assert_false (button_enabled (window, "win.undo"));
  g_assert_false (button_enabled (window, "win.redo"));

  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g5");
  click_turn (window, "c2", "c4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);

  /* The move list shows numbered pairs. */
  wait_for_labels (history, "|2.|c2-c4|");
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
  wait_for_landed (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-game-light.png");
  set_color_scheme ("dark");
  g_assert_true (adw_style_manager_get_dark (adw_style_manager_get_default ()));
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
  wait_for_landed (window);
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
  wait_for_frame (window);
  /* The wide layout cannot be that narrow: once the window switched to the
   * narrow one, it can shrink further, as when a user drags its edge. */
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 760);
  wait_for_width_at_most (window, 420);
  click_turn (window, "d2", "d5");
  click_turn (window, "e7", "e6");
  wait_for_landed (window);

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
  GtkWidget *preferences;
  gboolean shown;

  g_object_set (settings, "show-coordinates", FALSE, NULL);
  g_object_get (board, "show-coordinates", &shown, NULL);
  g_assert_false (shown);
  g_object_set (settings, "show-coordinates", TRUE, NULL);
  g_object_get (board, "show-coordinates", &shown, NULL);
  g_assert_true (shown);

  /* Shown over the window: inside it, or on GNOME 43 a window of its own */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  g_assert_true (quintet_dialog_get_visible (GTK_WINDOW (window)) == preferences);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_widget (preferences, ADW_TYPE_COMBO_ROW)), 2);
  g_assert_cmpint (quintet_settings_get_color_scheme (settings), ==, QUINTET_COLOR_SCHEME_DARK);
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (preferences, "screenshot-preferences.png");
  quintet_dialog_close (preferences);
  set_color_scheme ("default");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every board of the window follows the preferences on how boards look:
 * the game's, a lesson's and a puzzle's (the puzzles' did not) */
static void
test_preferences_every_board (void)
{
  static const char * const names[][2] = {
    { "show-coordinates", "show-coordinates" },
    { "show-legal-moves", "show-legal-moves" },
    { "animations", "animate" },
  };
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *boards[3];

  quintet_window_start_game (window, "overlord", QUINTET_SIDE_0);
  boards[0] = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "overlord");
  boards[1] = find_widget (find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE), QUINTET_TYPE_BOARD_VIEW);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", "overlord");
  boards[2] = find_widget (quintet_window_get_puzzle_page (window), QUINTET_TYPE_BOARD_VIEW);
  g_assert_true (boards[0] != boards[1] && boards[1] != boards[2] && boards[0] != boards[2]);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    for (int value = 0; value <= 1; value++)
      {
        g_object_set (settings, names[i][0], value, NULL);
        for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
          {
            gboolean shown;

            g_object_get (boards[b], names[i][1], &shown, NULL);
            g_assert_cmpint (shown, ==, value);
          }
      }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Preferences and About over a wide window and one of a phone's width:
 * inside the window (a bottom sheet when narrow), or on GNOME 43 windows
 * of their own; screenshots of what shows, for a look. */
static void
test_dialogs_at_two_widths (void)
{
  const struct {
    int width, height;
  } sizes[] = { { 1000, 700 }, { 370, 640 } };
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  gboolean animations;

  /* The narrow one: a phone's 360 px inside the window. Under Xvfb, with
   * no compositor, GTK's frame of a window takes 10 px of its width, and
   * libadwaita's preferences dialog asks for 360 px (its breakpoint bin),
   * as on a phone: a 360 px window here would be a narrower phone than
   * libadwaita supports. */
  /* They open at once: the screenshots show them, not their opening */
  g_object_get (gtk_settings, "gtk-enable-animations", &animations, NULL);
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      QuintetWindow *window = new_window (sizes[i].width, sizes[i].height);
      const struct {
        const char *action;
        GType type;
        const char *name;
      } dialogs[] = {
        { "preferences", QUINTET_TYPE_PREFERENCES_WINDOW, "preferences" },
        { "about", QUINTET_TYPE_ABOUT_DIALOG, "about" },
      };

      for (guint j = 0; j < G_N_ELEMENTS (dialogs); j++)
        {
          g_autofree char *name = g_strdup_printf ("screenshot-%s-%d.png", dialogs[j].name, sizes[i].width);
          g_autoptr(GtkWidget) dialog = NULL;
          GtkWidget *root;

          g_action_group_activate_action (G_ACTION_GROUP (app), dialogs[j].action, NULL);
          dialog = g_object_ref (wait_for_toplevel (dialogs[j].type));
          g_assert_true (quintet_dialog_get_visible (GTK_WINDOW (window)) == dialog);
          root = GTK_WIDGET (gtk_widget_get_root (dialog));
          g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (root));
          save_screenshot (root, name);
          /* held: a closed dialog goes */
          quintet_dialog_close (dialog);
          wait_for_mapped (dialog, FALSE);
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_object_set (gtk_settings, "gtk-enable-animations", animations, NULL);
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

  /* the header bar's (the move list has a view-more menu too) */
  collect_widgets (find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR), GTK_TYPE_MENU_BUTTON, buttons);
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
  /* Start-up builds neither menu (issue 39): each when first opened */
  g_assert_null (gtk_menu_button_get_popover (primary));
  g_assert_null (gtk_menu_button_get_popover (game));
  append_menu_actions (get_opened_menu (primary), actions);
  g_assert_cmpstr (actions->str, ==,
                   "win.new-game win.open win.save win.save-as|"
                   "win.export-image win.copy win.paste|"
                   "app.preferences win.show-help-overlay app.about");

  /* The start page has no game: no game menu */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (game)));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (game)));
  g_string_truncate (actions, 0);
  append_menu_actions (get_opened_menu (game), actions);
  /* issue 31: Pause Clock and Resume Clock, each shown only when it applies */
  g_assert_cmpstr (actions->str, ==, "win.offer-draw win.resign|win.pause-clock win.resume-clock|"
                                     "win.analyse win.flip-board win.show-rules");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (primary)));
  save_screenshot (GTK_WIDGET (window), "screenshot-menus-window.png");
  gtk_menu_button_popup (game);
  wait_for_mapped (gtk_menu_button_get_popover (game), TRUE);
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (game)), "screenshot-game-menu.png");
  set_color_scheme ("dark");
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (game)), "screenshot-game-menu-dark.png");
  set_color_scheme ("default");
  gtk_menu_button_popdown (game);
  gtk_menu_button_popup (primary);
  wait_for_mapped (gtk_menu_button_get_popover (primary), TRUE);
  save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (primary)), "screenshot-main-menu.png");
  gtk_menu_button_popdown (primary);
  wait_for_mapped (gtk_menu_button_get_popover (primary), FALSE);
  quintet_window_show_games (window);
  drain_main_loop ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (game)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Shows the About dialog's page of the row titled @title ("_Credits"), as
 * a click would: libadwaita 1.5's dialog holds a page's widgets only while
 * the page is shown. */
static void
show_about_page (GtkWidget  *about,
                 const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (about, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      {
        g_assert_true (gtk_widget_activate (rows->pdata[i]));
        wait_for_frame (about);
        return;
      }
  g_assert_not_reached ();
}

/* About, Keyboard Shortcuts and Rules open from the menu without trouble. */
static void
test_secondary_windows (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *about;
  GtkWindow *shortcuts, *rules;
  g_autofree char *labels = NULL;
  g_autofree char *version = NULL;
  g_autofree char *icon = NULL;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = wait_for_toplevel (QUINTET_TYPE_ABOUT_DIALOG);
  g_assert_true (quintet_dialog_get_visible (GTK_WINDOW (window)) == about);
  g_object_get (about, "version", &version, "application-icon", &icon, NULL);
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_cmpstr (icon, ==, APP_ID);
  /* Each inventor is credited once, with all of their games; the
   * Oferhlýp rules page's licence is recorded. */
  show_about_page (about, "_Credits");
  show_about_page (about, "_Legal");
  labels = get_labels (about);
  g_assert_nonnull (strstr (labels, "|Dieter Stein (Ordo, Ordo X)|"));
  g_assert_null (strstr (strstr (labels, "Dieter Stein") + 1, "Dieter Stein"));
  g_assert_nonnull (strstr (labels, "|John Beers (Oferhlýp)|"));
  g_assert_nonnull (strstr (labels, "CC BY-SA 4.0"));
  g_clear_pointer (&labels, g_free);
  quintet_dialog_close (about);

  /* Keyboard Shortcuts: Ctrl+? opens the window, built only now. */
  g_assert_null (find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  {
    g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");

    g_assert_cmpstr (accels[0], ==, "<Control>question");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
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
  /* It is the window's: closed, it comes back as it was */
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));
  gtk_window_close (shortcuts);
  wait_for_mapped (shortcuts, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == GTK_WIDGET (shortcuts));
  gtk_window_close (shortcuts);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  wait_for_toplevel (QUINTET_TYPE_RULES_WINDOW);
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

/* The game's name heads the dialog, over its description: the name is
 * shown twice, there and in the Variant row */
static gboolean
shows_heading (GtkWidget             *dialog,
               const QuintetGameInfo *info)
{
  g_autofree char *labels = get_labels (dialog);
  g_autofree char *name = g_strdup_printf ("|%s|", info->name);
  g_autofree char *description = g_strdup_printf ("|%s|", info->description);
  const char *first_name = strstr (labels, name);

  return strstr (labels, description) != NULL &&
         first_name != NULL && strstr (first_name + 1, name) != NULL;
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

  if (!find_family (&first, &second))
    {
      g_test_skip ("no two registry entries share a game type yet (Ordo and Ordo X)");
      return;
    }

  window = new_window (1000, 700);
  start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));

  /* The second variant's card opens the dialog with that variant chosen. */
  g_signal_emit_by_name (start_page, "game-chosen", second->id);
  wait_for_message_dialog ();
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
  g_assert_true (shows_heading (GTK_WIDGET (dialog), second));
  save_screenshot (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (dialog))), "screenshot-new-game-variant.png");

  /* Choosing the other variant changes the heading and the game started. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), first->id))
      adw_combo_row_set_selected (row, i);
  g_assert_cmpstr (quintet_new_game_dialog_get_game_id (dialog), ==, first->id);
  g_assert_true (shows_heading (GTK_WIDGET (dialog), first));

  respond ("start");
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, first->id);
  g_assert_cmpint (get_variant (quintet_window_get_game (window)), ==, first->variant);
  /* The choice is remembered, as the other new-game choices are. */
  g_assert_cmpstr (quintet_settings_get_last_game (quintet_application_get_settings (app)), ==, first->id);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_size_saved (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (900, 650);
  int width, height;
  gboolean maximized;

  gtk_window_close (GTK_WINDOW (window));
  drain_main_loop ();
  quintet_settings_get_window_size (settings, &width, &height, &maximized);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);
  g_assert_false (maximized);
}

static void
count_signal (guint *n)
{
  (*n)++;
}

/* Issue 30: finished lessons, solved puzzles and offered courses are kept
 * per game, once each, and say when they change */
static void
test_progress (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  guint n_changed = 0;
  gulong handler = g_signal_connect_swapped (settings, "progress-changed::solved-puzzles",
                                             G_CALLBACK (count_signal), &n_changed);

  g_assert_false (quintet_settings_has_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo", "p1"));
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo", "p1");
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo", "p1");
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo-x", "p1");
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_LESSONS, "ordo", "single");
  g_assert_true (quintet_settings_has_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo", "p1"));
  g_assert_false (quintet_settings_has_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo", "single"));
  g_assert_cmpuint (quintet_settings_count_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo"), ==, 1);
  g_assert_cmpuint (quintet_settings_count_progress (settings, QUINTET_PROGRESS_PUZZLES, "ordo-x"), ==, 1);
  g_assert_cmpuint (quintet_settings_count_progress (settings, QUINTET_PROGRESS_LESSONS, "ordo"), ==, 1);
  g_assert_cmpuint (n_changed, ==, 2);

  quintet_settings_add_progress (settings, QUINTET_PROGRESS_OFFERED, "ordo", NULL);
  g_assert_true (quintet_settings_has_progress (settings, QUINTET_PROGRESS_OFFERED, "ordo", NULL));
  g_assert_false (quintet_settings_has_progress (settings, QUINTET_PROGRESS_OFFERED, "ordo-x", NULL));
  g_signal_handler_disconnect (settings, handler);
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
  {
    g_autofree char *out = NULL, *err = NULL;

    /* An unknown option: one line naming the program, the option and --help */
    g_assert_cmpint (run_app ("--bogus", &out, &err), ==, 2);
    g_assert_true (g_str_has_prefix (err, "quintet: Unknown option --bogus. Run "));
    g_assert_nonnull (strstr (err, "quintet --help"));
    g_assert_true (g_str_has_suffix (err, " to see the options.\n"));
    g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
    g_assert_cmpstr (out, ==, "");
  }
}

/* ---- the start page's cards and the offer of lessons (issue 39) ---- */

static void
reset_learning (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "finished-lessons");
  g_settings_reset (settings, "solved-puzzles");
  g_settings_reset (settings, "offered-lessons");
  g_settings_reset (settings, "lessons-offer-dismissed");
  drain_main_loop ();
}

/* Every label on screen shows its whole text, but titles */
static void
assert_labels_whole (GtkWidget *root)
{
  if (!gtk_widget_get_mapped (root) || gtk_widget_get_ancestor (root, ADW_TYPE_WINDOW_TITLE) != NULL)
    return;
  if (GTK_IS_LABEL (root) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    g_test_fail_printf ("“%s” is ellipsized", gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_whole (child);
}

/* The card (a widget styled as one) that holds @widget, or NULL */
static GtkWidget *
card_of (GtkWidget *widget)
{
  for (GtkWidget *ancestor = gtk_widget_get_parent (widget); ancestor != NULL;
       ancestor = gtk_widget_get_parent (ancestor))
    if (gtk_widget_has_css_class (ancestor, "card"))
      return ancestor;
  return NULL;
}

/* Learn and Puzzles are buttons of their card: inside it, in its foot,
 * side by side where the cards are as wide as at 1000×700, each shown
 * whole; at 360 and 683 px too, one above the other if need be. */
static void
test_card_buttons (void)
{
  static const struct { int width, height; gboolean side_by_side; } sizes[] = {
    { 1000, 700, TRUE }, { 683, 736, FALSE }, { 360, 640, FALSE },
  };
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      QuintetWindow *window = new_window (sizes[s].width, sizes[s].height);

      wait_for_frame (window);
      for (guint i = 0; i < n_games; i++)
        {
          GtkWidget *learn = find_card_button (window, "win.learn", games[i].id);
          GtkWidget *puzzles = find_card_button (window, "win.puzzles", games[i].id);
          GtkWidget *card;
          graphene_rect_t card_bounds, learn_bounds, puzzles_bounds;

          g_assert_nonnull (learn);
          g_assert_nonnull (puzzles);
          card = card_of (learn);

          g_test_message ("%d×%d %s", sizes[s].width, sizes[s].height, games[i].id);
          g_assert_nonnull (card);
          g_assert_true (card_of (puzzles) == card);
          /* The card's own button, the one that starts a game, is in it too */
          g_assert_nonnull (find_widget (card, GTK_TYPE_BUTTON));
          g_assert_true (gtk_widget_has_css_class (find_widget (card, GTK_TYPE_BUTTON), "game-card"));
          g_assert_true (gtk_widget_compute_bounds (card, card, &card_bounds));
          g_assert_true (gtk_widget_compute_bounds (learn, card, &learn_bounds));
          g_assert_true (gtk_widget_compute_bounds (puzzles, card, &puzzles_bounds));
          g_assert_true (graphene_rect_contains_rect (&card_bounds, &learn_bounds));
          g_assert_true (graphene_rect_contains_rect (&card_bounds, &puzzles_bounds));
          /* not flat: a button that looks like one */
          g_assert_false (gtk_widget_has_css_class (learn, "flat"));
          g_assert_false (gtk_widget_has_css_class (puzzles, "flat"));
          {
            int learn_min, puzzles_min;

            gtk_widget_measure (learn, GTK_ORIENTATION_HORIZONTAL, -1, &learn_min, NULL, NULL, NULL);
            gtk_widget_measure (puzzles, GTK_ORIENTATION_HORIZONTAL, -1, &puzzles_min, NULL, NULL, NULL);
            g_test_message ("card %g wide, Learn at least %d, Puzzles %d", card_bounds.size.width, learn_min, puzzles_min);
          }
          if (sizes[s].side_by_side)
            {
              g_assert_cmpfloat (learn_bounds.origin.y, ==, puzzles_bounds.origin.y);
              g_assert_cmpfloat (learn_bounds.origin.x + learn_bounds.size.width, <=, puzzles_bounds.origin.x);
            }
        }
      assert_labels_whole (GTK_WIDGET (window));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The label under @root whose text is @text, mapped */
static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  GtkWidget *label = find_label_widget_with (root, text);

  return label != NULL && gtk_widget_get_mapped (label) &&
         g_str_equal (gtk_label_get_text (GTK_LABEL (label)), text);
}

typedef struct {
  GtkWidget  *root;
  const char *text;
} ShownLabel;

static gboolean
label_shown (gpointer data)
{
  ShownLabel *shown = data;

  return shows_label (shown->root, shown->text);
}

/* Each card says how far the player is: "3 of 12 lessons", "5 of 87
 * puzzles" (the puzzles once their file is read), and follows progress */
static void
test_card_progress (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  g_autoptr(GPtrArray) puzzles = quintet_puzzle_load_set ("pressman", NULL);
  QuintetWindow *window;
  GtkWidget *card;
  g_autofree char *lessons = NULL, *solved = NULL, *more_solved = NULL, *ordo = NULL;

  g_assert_nonnull (course);
  g_assert_nonnull (puzzles);
  reset_learning ();
  for (guint i = 0; i < 3; i++)
    quintet_settings_add_progress (settings, QUINTET_PROGRESS_LESSONS, "pressman", course->lessons[i].id);
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_PUZZLES, "pressman",
                                 ((QuintetPuzzle *) puzzles->pdata[0])->id);

  window = new_window (1000, 700);
  card = card_of (find_card_button (window, "win.learn", "pressman"));
  lessons = g_strdup_printf ("3 of %u lessons", course->n_lessons);
  g_assert_true (shows_label (card, lessons));
  solved = g_strdup_printf ("1 of %u puzzles", puzzles->len);
  wait_until (label_shown, (&(ShownLabel) { card, solved }), "the card's puzzles");
  /* Ordo's card counts Ordo's, not Ordo X's */
  ordo = g_strdup_printf ("0 of %u lessons", quintet_lesson_course_lookup ("ordo")->n_lessons);
  g_assert_true (shows_label (card_of (find_card_button (window, "win.learn", "ordo")), ordo));

  /* Progress made shows at once */
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_PUZZLES, "pressman",
                                 ((QuintetPuzzle *) puzzles->pdata[1])->id);
  more_solved = g_strdup_printf ("2 of %u puzzles", puzzles->len);
  g_assert_true (shows_label (card, more_solved));
  save_screenshot (GTK_WIDGET (window), "screenshot-start-progress.png");
  gtk_window_destroy (GTK_WINDOW (window));
  reset_learning ();
}

static GtkWidget *
find_offer (QuintetWindow *window)
{
  return find_label_widget_with (GTK_WIDGET (window), "New to these games?");
}

static gboolean
offer_gone (gpointer window)
{
  GtkWidget *offer = find_offer (window);

  return offer == NULL || !gtk_widget_get_mapped (offer);
}

/* Someone who has never played is offered the lessons, until they dismiss
 * the offer (it stays dismissed) or finish a lesson */
static void
test_lessons_offer (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("opprimo");
  g_autoptr(GSettings) gsettings = g_settings_new (APP_ID);
  QuintetWindow *window;
  QuintetStartPage *start_page;
  GtkWidget *offer, *learn, *dismiss;

  reset_learning ();
  window = new_window (1000, 700);
  start_page = QUINTET_START_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));
  offer = find_offer (window);
  g_assert_nonnull (offer);
  g_assert_true (gtk_widget_get_mapped (offer));
  g_assert_true (quintet_start_page_get_lessons_offered (start_page));
  /* its Start Learning leads to the first game's lessons */
  learn = gtk_widget_get_next_sibling (offer);
  dismiss = gtk_widget_get_next_sibling (learn);
  g_assert_true (GTK_IS_BUTTON (learn));
  g_assert_true (GTK_IS_BUTTON (dismiss));
  save_screenshot (GTK_WIDGET (window), "screenshot-start-offer.png");
  g_signal_emit_by_name (learn, "clicked");
  wait_for_frame (window);
  wait_for_mapped (find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE), TRUE);
  g_assert_cmpstr (quintet_lesson_page_get_game_id (QUINTET_LESSON_PAGE (find_widget (GTK_WIDGET (window),
                                                                                      QUINTET_TYPE_LESSON_PAGE))),
                   ==, "pressman");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
  wait_for_mapped (start_page, TRUE);

  /* Dismissed: gone, and kept so */
  g_signal_emit_by_name (dismiss, "clicked");
  wait_until (offer_gone, window, "the offer to go");
  g_assert_false (quintet_start_page_get_lessons_offered (start_page));
  g_assert_true (g_settings_get_boolean (gsettings, "lessons-offer-dismissed"));
  gtk_window_destroy (GTK_WINDOW (window));
  window = new_window (1000, 700);
  g_assert_true (offer_gone (window));
  gtk_window_destroy (GTK_WINDOW (window));

  /* A lesson done: no offer either */
  reset_learning ();
  window = new_window (360, 640);
  g_assert_false (offer_gone (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-start-offer-360.png");
  quintet_settings_add_progress (settings, QUINTET_PROGRESS_LESSONS, "opprimo", course->lessons[0].id);
  wait_until (offer_gone, window, "the offer to go");
  gtk_window_destroy (GTK_WINDOW (window));
  reset_learning ();
}

/* ---- Preferences: Appearance first, the analysis level's value in
 * sight, Sound a group of its own (issue 39) ---- */

static void
collect_groups (GtkWidget *root,
                GPtrArray *groups)
{
  collect_widgets (root, ADW_TYPE_PREFERENCES_GROUP, groups);
}

static void
test_preferences_groups (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *preferences;
  AdwComboRow *level;
  GtkWidget *sound = NULL;
  GListModel *levels;
  graphene_rect_t bounds;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  wait_for_frame (preferences);
  collect_groups (preferences, groups);
  g_assert_cmpuint (groups->len, >=, 5);
  /* Appearance first, Style and Board Theme in it, in view */
  g_assert_cmpstr (adw_preferences_group_get_title (groups->pdata[0]), ==, "Appearance");
  collect_widgets (groups->pdata[0], ADW_TYPE_COMBO_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[0]), ==, "_Style");
  g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[1]), ==, "Board _Theme");
  g_assert_true (gtk_widget_compute_bounds (rows->pdata[1], preferences, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (preferences));
  /* Sound, a group of its own with its switch */
  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (groups->pdata[i]), "Sound") == 0)
      sound = groups->pdata[i];
  g_assert_nonnull (sound);
  g_assert_nonnull (find_widget (sound, GTK_TYPE_SWITCH));
  g_assert_true (find_combo_row (sound, "_Level") == NULL);

  /* The analysis level shows the level chosen, and follows it */
  level = find_combo_row (preferences, "_Level");
  levels = adw_combo_row_get_model (level);
  quintet_settings_set_analysis_level (settings, QUINTET_ANALYSIS_DEEP);
  wait_for_frame (preferences);
  g_assert_true (shows_label (GTK_WIDGET (level), gtk_string_list_get_string (GTK_STRING_LIST (levels), 1)));
  quintet_settings_set_analysis_level (settings, QUINTET_ANALYSIS_QUICK);
  wait_for_frame (preferences);
  g_assert_true (shows_label (GTK_WIDGET (level), gtk_string_list_get_string (GTK_STRING_LIST (levels), 0)));
  save_screenshot (preferences, "screenshot-preferences-groups.png");
  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- a menu button's tooltip is hidden while its popover is open
 * (issue 39) ---- */

static GtkMenuButton *
find_menu_button_with_tooltip (GtkWidget  *root,
                               const char *tooltip)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), tooltip) == 0)
      return buttons->pdata[i];
  return NULL;
}

static void
check_quiet_tooltip (QuintetWindow *window,
                     const char    *tooltip)
{
  GtkMenuButton *button = find_menu_button_with_tooltip (GTK_WIDGET (window), tooltip);
  GtkPopover *popover;

  g_test_message ("%s", tooltip);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (button)));
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  /* where it stays: a page sliding in would take the popover off screen */
  wait_for_transitions (window);
  wait_for_frame (window);
  wait_for_active (window);
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  wait_for_mapped (popover, TRUE);
  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  gtk_menu_button_popdown (button);
  wait_for_mapped (popover, FALSE);
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==, tooltip);
}

static void
test_menu_tooltips (void)
{
  QuintetWindow *window = new_window (1000, 700);

  check_quiet_tooltip (window, "Main Menu");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "pressman");
  wait_for_frame (window);
  check_quiet_tooltip (window, "Choose a Lesson");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", "pressman");
  wait_for_frame (window);
  check_quiet_tooltip (window, "Choose a Puzzle");
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  check_quiet_tooltip (window, "Turn Menu");
  check_quiet_tooltip (window, "Game Menu");
  gtk_window_destroy (GTK_WINDOW (window));
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
  g_test_add_func ("/window/new-game-dialog/place", test_new_game_dialog_place);
  g_test_add_func ("/window/play-review-resign", test_play_review_resign);
  g_test_add_func ("/window/draw-agreed", test_draw_agreed);
  g_test_add_func ("/window/narrow", test_narrow_window);
  g_test_add_func ("/window/preferences", test_preferences);
  g_test_add_func ("/window/preferences-every-board", test_preferences_every_board);
  g_test_add_func ("/window/secondary-windows", test_secondary_windows);
  g_test_add_func ("/window/dialogs-at-two-widths", test_dialogs_at_two_widths);
  g_test_add_func ("/window/menus", test_menus);
  g_test_add_func ("/window/size-saved", test_window_size_saved);
  g_test_add_func ("/window/progress", test_progress);
  g_test_add_func ("/window/start-page/card-buttons", test_card_buttons);
  g_test_add_func ("/window/start-page/card-progress", test_card_progress);
  g_test_add_func ("/window/start-page/lessons-offer", test_lessons_offer);
  g_test_add_func ("/window/preferences/groups", test_preferences_groups);
  g_test_add_func ("/window/menu-tooltips", test_menu_tooltips);
  g_test_add_func ("/app/unknown-game", test_unknown_game);
  g_test_add_func ("/app/command-line", test_command_line);

  return test_window_run ();
}
