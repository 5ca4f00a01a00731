/* test-window-variations.c — end-to-end: variations and comments in the
 * move list: playing in review as a variation, walking and switching
 * lines with the keys, promoting and deleting, comments typed in the
 * list, marks shown and said
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-board-view.h"
#include "quintet-history-view.h"
#include "quintet-move-row.h"
#include "quintet-registry.h"

#include "test-window-common.h"

static QuintetBoardView *
get_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

static QuintetHistoryView *
get_history (QuintetWindow *window)
{
  return QUINTET_HISTORY_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_HISTORY_VIEW));
}

/* The move list's button for a turn, found by its text */
static GtkWidget *
find_turn_button (QuintetWindow *window,
                  const char    *text)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_history (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *child = gtk_button_get_child (g_ptr_array_index (buttons, i));

      if (GTK_IS_LABEL (child) && gtk_widget_get_opacity (buttons->pdata[i]) > 0 &&
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return g_ptr_array_index (buttons, i);
    }
  return NULL;
}

/* The visible variation rows' labels, in order */
static GPtrArray *
find_variation_labels (QuintetWindow *window)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GPtrArray *found = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (get_history (window)), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "history-variation") &&
        gtk_widget_is_visible (labels->pdata[i]))
      g_ptr_array_add (found, labels->pdata[i]);
  return found;
}

static GtkLabel *
find_variation_label (QuintetWindow *window,
                      const char    *text)
{
  g_autoptr(GPtrArray) labels = find_variation_labels (window);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

typedef struct {
  QuintetWindow *window;
  const char    *text;
} VariationWait;

static gboolean
shows_variation (gpointer data)
{
  VariationWait *wait = data;

  return find_variation_label (wait->window, wait->text) != NULL;
}

static void
wait_for_variation_at (const char    *file,
                       int            line,
                       const char    *func,
                       QuintetWindow *window,
                       const char    *text)
{
  VariationWait wait = { window, text };
  g_autofree char *what = g_strdup_printf ("a variation's row showing “%s”", text);

  wait_until_at (file, line, func, shows_variation, &wait, what);
}

#define wait_for_variation(window, text) \
  wait_for_variation_at (__FILE__, __LINE__, G_STRFUNC, (window), (text))

static QuintetTreeNode *
shown_node (QuintetWindow *window)
{
  return quintet_history_view_get_shown_node (get_history (window));
}

static const char *
shown_notation (QuintetWindow *window)
{
  return quintet_tree_node_get_notation (shown_node (window));
}

static GtkEntry *
find_comment_entry (QuintetWindow *window)
{
  return GTK_ENTRY (find_widget (GTK_WIDGET (get_history (window)), GTK_TYPE_ENTRY));
}

/* Pressman: 1. b2-b4 g7-g6 2. c2-c4 h7-h6, then in review after 1. b2-b4
 * another reply, played as a variation; the keys walk and switch; it is
 * promoted, the old line deleted; a comment typed; a mark shown */
static void
test_variations (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetBoardView *board = get_board (window);
  QuintetHistoryView *history = get_history (window);
  QuintetGame *game;
  QuintetGameTree *tree;
  QuintetTreeNode *g5, *g6;
  GtkLabel *label;
  GtkWidget *button;
  GtkEntry *entry;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  game = quintet_window_get_game (window);
  tree = quintet_game_get_tree (game);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g6");
  click_turn (window, "c2", "c4");
  click_turn (window, "h7", "h6");
  g6 = quintet_game_tree_get_main_node (tree, 2);
  gtk_widget_grab_focus (GTK_WIDGET (board));

  /* The line's next turn, played in review, steps forward: no question */
  click_button (window, "history.first");
  click_button (window, "history.next");
  click_turn (window, "g7", "g6");
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (quintet_history_view_get_shown_ply (history), ==, 2);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 4);

  /* Another turn asks: a variation is the default answer */
  click_button (window, "history.previous");
  click_turn (window, "g7", "g5");
  g_assert_cmpstr (quintet_alert_get_default_response (wait_for_message_dialog ()), ==, "variation");
  respond ("variation");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 4);
  g5 = shown_node (window);
  g_assert_cmpstr (quintet_tree_node_get_notation (g5), ==, "g7-g5");
  g_assert_false (quintet_tree_node_is_main_line (g5));
  wait_for_variation (window, "1… g7-g5");
  label = find_variation_label (window, "1… g7-g5");
  g_assert_cmpint (gtk_widget_get_margin_start (GTK_WIDGET (label)), >, 0);
  /* The main line stays as it was */
  g_assert_nonnull (find_turn_button (window, "g7-g6"));
  g_assert_nonnull (find_turn_button (window, "h7-h6"));

  /* Played on at its end: the variation grows */
  click_turn (window, "d2", "d4");
  wait_for_variation (window, "1… g7-g5 2. d2-d4");

  /* In review, the first turn of a variation there follows it: no question */
  click_button (window, "history.first");
  click_button (window, "history.next");
  click_turn (window, "g7", "g6");
  g_assert_null (find_message_dialog ());
  g_assert_true (shown_node (window) == g6);
  click_button (window, "history.previous");
  click_turn (window, "g7", "g5");
  g_assert_null (find_message_dialog ());
  g_assert_true (shown_node (window) == g5);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  click_button (window, "history.last");

  /* Left and Right walk the line the variation is in */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  press_key (window, GDK_KEY_Left, 0);
  g_assert_true (shown_node (window) == g5);
  press_key (window, GDK_KEY_Left, 0);
  g_assert_cmpstr (shown_notation (window), ==, "b2-b4");
  press_key (window, GDK_KEY_Right, 0);
  g_assert_true (shown_node (window) == g5);
  press_key (window, GDK_KEY_Right, 0);
  g_assert_cmpstr (shown_notation (window), ==, "d2-d4");
  press_key (window, GDK_KEY_Left, 0);

  /* Up and Down choose between g7-g6 and g7-g5; Right then follows the
   * chosen one */
  press_key (window, GDK_KEY_Up, 0);
  g_assert_true (shown_node (window) == g6);
  g_assert_cmpuint (quintet_board_view_get_ply (board), ==, 2);
  press_key (window, GDK_KEY_Right, 0);
  g_assert_cmpstr (shown_notation (window), ==, "c2-c4");
  press_key (window, GDK_KEY_Left, 0);
  press_key (window, GDK_KEY_Down, 0);
  g_assert_true (shown_node (window) == g5);
  press_key (window, GDK_KEY_Right, 0);
  g_assert_cmpstr (shown_notation (window), ==, "d2-d4");
  press_key (window, GDK_KEY_Left, 0);
  /* No variation beyond the last: Down is left to the focus */
  g_assert_false (quintet_history_view_switch_variation (history, 1));

  /* A click on a variation's turn follows its line */
  press_key (window, GDK_KEY_Up, 0);
  label = find_variation_label (window, "1… g7-g5 2. d2-d4");
  g_assert_nonnull (label);
  {
    gboolean handled = FALSE;

    g_signal_emit_by_name (label, "activate-link", "1", &handled);
    g_assert_true (handled);
  }
  drain_main_loop ();
  g_assert_cmpstr (shown_notation (window), ==, "d2-d4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  press_key (window, GDK_KEY_Left, 0);

  /* Promoted: the main line's rows show it, g7-g6's line is the variation */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.promote", NULL));
  drain_main_loop ();
  g_assert_true (quintet_game_tree_get_main_node (tree, 2) == g5);
  wait_for_variation (window, "1… g7-g6 2. c2-c4 h7-h6");
  g_assert_nonnull (find_turn_button (window, "g7-g5"));
  g_assert_nonnull (find_turn_button (window, "d2-d4"));
  g_assert_null (find_turn_button (window, "g7-g6"));

  /* Deleted: g7-g6's line goes (now the second: Down); the position
   * before it shows */
  press_key (window, GDK_KEY_Down, 0);
  g_assert_true (shown_node (window) == g6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.delete-variation", NULL));
  drain_main_loop ();
  g_assert_cmpuint (quintet_history_view_get_shown_ply (history), ==, 1);
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 1);
  {
    g_autoptr(GPtrArray) labels = find_variation_labels (window);

    g_assert_cmpuint (labels->len, ==, 0);
  }

  /* A comment typed in the list: while it is typed, Left, Right, Home
   * and End move in the text, not in the game */
  press_key (window, GDK_KEY_Right, 0);
  g_assert_true (shown_node (window) == g5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.add-comment", NULL));
  drain_main_loop ();
  entry = find_comment_entry (window);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (entry)));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_window_get_focus (GTK_WINDOW (window)))));
  gtk_editable_set_text (GTK_EDITABLE (entry), "A sharper reply");
  gtk_editable_set_position (GTK_EDITABLE (entry), -1);
  press_key (window, GDK_KEY_Left, 0);
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (entry)), ==, 14);
  g_assert_true (shown_node (window) == g5);
  press_key (window, GDK_KEY_Home, 0);
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (entry)), ==, 0);
  press_key (window, GDK_KEY_Right, 0);
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (entry)), ==, 1);
  press_key (window, GDK_KEY_End, 0);
  g_assert_cmpint (gtk_editable_get_position (GTK_EDITABLE (entry)), ==, 15);
  g_assert_true (shown_node (window) == g5);
  g_signal_emit_by_name (entry, "activate");
  drain_main_loop ();
  g_assert_cmpstr (quintet_tree_node_get_comments (g5)[0], ==, "A sharper reply");
  g_assert_null (quintet_tree_node_get_comments (g5)[1]);
  wait_for_labels (GTK_WIDGET (history), "|A sharper reply|");
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (entry)));
  /* The popover gone, Left reviews again */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  press_key (window, GDK_KEY_Left, 0);
  g_assert_cmpuint (quintet_history_view_get_shown_ply (history), ==, 1);

  /* Marks: after the turn, coloured, and said in words */
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 3), QUINTET_MARK_MISTAKE);
  quintet_tree_node_set_mark (g5, QUINTET_MARK_INACCURACY);
  drain_main_loop ();
  button = find_turn_button (window, "d2-d4?");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_has_css_class (button, "mark-mistake"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "d2-d4, mistake");
  button = find_turn_button (window, "g7-g5?!");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_has_css_class (button, "mark-inaccuracy"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "g7-g5, inaccuracy");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Once the game has been analysed (a node has an eval), a turn played in
 * review is a variation without asking; "Discard and Play" still
 * replaces the rest */
static void
test_analysed_game (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetHistoryView *history = get_history (window);
  QuintetGame *game;
  QuintetGameTree *tree;
  QuintetNodeEval eval = { .score = 12, .depth = 3 };

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  game = quintet_window_get_game (window);
  tree = quintet_game_get_tree (game);
  click_turn (window, "b2", "b4");
  click_turn (window, "g7", "g6");
  click_turn (window, "c2", "c4");

  /* Not analysed: Discard and Play replaces the turns after */
  click_button (window, "history.first");
  click_button (window, "history.next");
  click_turn (window, "g7", "g5");
  respond ("discard");
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 2);
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 1);
  click_turn (window, "c2", "c4");

  quintet_tree_node_set_eval (quintet_game_tree_get_main_node (tree, 1), &eval);
  click_button (window, "history.first");
  click_button (window, "history.next");
  click_turn (window, "h7", "h6");
  drain_main_loop ();
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 3);
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 2);
  g_assert_cmpstr (quintet_tree_node_get_notation (quintet_history_view_get_shown_node (history)), ==, "h7-h6");
  wait_for_variation (window, "1… h7-h6");

  /* The engine's line from the position before the shown turn (after
   * 1. b2-b4), added as a variation with one click */
  /* Without an expected line there, nothing to add */
  gtk_widget_activate_action (GTK_WIDGET (history), "history.add-best-line", NULL);
  drain_main_loop ();
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 2);
  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, 1), "a7-a5",
                                          &eval.pv[0], NULL));
  eval.has_best = TRUE;
  eval.best = eval.pv[0];
  eval.pv_length = 1;
  {
    QuintetMove after;
    g_autoptr(QuintetGame) scratch = quintet_registry_new_game ("pressman");

    quintet_game_new_game (scratch, QUINTET_SIDE_0);
    g_assert_true (quintet_game_play_notation (scratch, "b2-b4", NULL));
    g_assert_true (quintet_game_play_notation (scratch, "a7-a5", NULL));
    g_assert_true (quintet_game_parse_turn (scratch, quintet_game_get_position (scratch), "a2-a3",
                                            &after, NULL));
    eval.pv[1] = after;
    eval.pv_length = 2;
  }
  quintet_tree_node_set_eval (quintet_game_tree_get_main_node (tree, 1), &eval);
  drain_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.add-best-line", NULL));
  drain_main_loop ();
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 3);
  wait_for_variation (window, "1… a7-a5 2. a2-a3");
  /* The shown turn stays */
  g_assert_cmpstr (quintet_tree_node_get_notation (quintet_history_view_get_shown_node (history)), ==, "h7-h6");

  gtk_window_destroy (GTK_WINDOW (window));
}


static GtkWidget *
find_by_css_class (GtkWidget  *root,
                   const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
play_variation_notation (QuintetGame *game,
                         guint        ply,
                         const char  *notation)
{
  QuintetMove turn;

  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, ply), notation,
                                          &turn, NULL));
  g_assert_true (quintet_game_play_variation (game, ply, &turn, NULL));
}

/* A game with a nested variation, a comment and marks, g7-g5 shown */
static void
set_up_annotated_game (QuintetWindow *window)
{
  QuintetGame *game = quintet_window_get_game (window);
  QuintetGameTree *tree = quintet_game_get_tree (game);
  const char *comments[] = { "Sharper, and sound", NULL };
  const char *main_line[] = { "b2-b4", "g7-g6", "c2-c4", "h7-h6", "d2-d3", "a7-a6" };
  QuintetTreeNode *g5;

  for (guint i = 0; i < G_N_ELEMENTS (main_line); i++)
    g_assert_true (quintet_game_play_notation (game, main_line[i], NULL));
  play_variation_notation (game, 1, "g7-g5");
  g_assert_true (quintet_game_play_notation (game, "d2-d4", NULL));
  play_variation_notation (game, 2, "e2-e4");
  g_assert_true (quintet_game_play_notation (game, "h7-h5", NULL));
  quintet_tree_node_set_mark (quintet_game_tree_get_line_node (tree, 4), QUINTET_MARK_MISTAKE);
  g5 = quintet_game_tree_get_line_node (tree, 2);
  quintet_game_follow_node (game, quintet_tree_node_get_child (g5, 0));
  g_assert_true (quintet_game_play_notation (game, "a7-a5", NULL));
  quintet_tree_node_set_comments (g5, comments);
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 2), QUINTET_MARK_MISTAKE);
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 3), QUINTET_MARK_INACCURACY);
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 4), QUINTET_MARK_BLUNDER);
  quintet_history_view_show_node (get_history (window), g5);
  drain_main_loop ();
}

/* The window's layout has settled: the move list shows in the panel, or
 * the Moves button that holds it */
static gboolean
layout_settled (gpointer data)
{
  QuintetWindow *window = data;
  GtkWidget *panel = find_by_css_class (GTK_WIDGET (window), "side-panel");
  GtkWidget *button = panel != NULL ? find_widget (panel, GTK_TYPE_MENU_BUTTON) : NULL;

  return button != NULL &&
         gtk_widget_get_mapped (GTK_WIDGET (get_history (window))) != gtk_widget_get_mapped (button);
}

/* The move list with variations, a comment and marks, light and dark,
 * wide, at 683 px and at 360 px (folded into the Moves popover); the
 * board stays the largest thing */
static void
test_screenshots (void)
{
  static const struct {
    int width, height;
  } sizes[] = { { 1000, 700 }, { 683, 736 }, { 360, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark < 2; dark++)
      {
        QuintetWindow *window = new_window (sizes[i].width, sizes[i].height);
        GtkWidget *history, *board;
        g_autofree char *name = NULL;

        set_color_scheme (dark ? "dark" : "light");
        quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
        wait_for_frame (window);
        set_up_annotated_game (window);
        wait_for_transitions (window);
        wait_until (layout_settled, window, "the move list or the Moves button on screen");
        board = GTK_WIDGET (get_board (window));
        history = GTK_WIDGET (get_history (window));
        name = g_strdup_printf ("screenshot-variations-%dx%d-%s.png", sizes[i].width, sizes[i].height,
                                dark ? "dark" : "light");
        if (gtk_widget_get_mapped (history))
          {
            wait_for_variation (window, "1… g7-g5");
            save_screenshot (GTK_WIDGET (window), name);
            g_assert_cmpint (gtk_widget_get_width (board) * gtk_widget_get_height (board), >,
                             gtk_widget_get_width (history) * gtk_widget_get_height (history));
          }
        else
          {
            GtkWidget *panel = find_by_css_class (GTK_WIDGET (window), "side-panel");
            GtkWidget *button = find_widget (panel, GTK_TYPE_MENU_BUTTON);
            GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));

            save_screenshot (GTK_WIDGET (window), name);
            /* As the layout test opens it: once frames and transitions are over */
            wait_for_frame (window);
            wait_for_transitions (window);
            wait_for_frame (window);
            g_assert_true (gtk_widget_get_mapped (button));
            g_assert_true (gtk_widget_is_ancestor (history, GTK_WIDGET (popover)));
            gtk_menu_button_popup (GTK_MENU_BUTTON (button));
            wait_for_mapped (GTK_WIDGET (popover), TRUE);
            wait_for_mapped (history, TRUE);
            wait_for_variation (window, "1… g7-g5");
            g_clear_pointer (&name, g_free);
            name = g_strdup_printf ("screenshot-variations-%dx%d-%s-moves.png", sizes[i].width,
                                    sizes[i].height, dark ? "dark" : "light");
            save_screenshot (GTK_WIDGET (popover), name);
            gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
          }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  set_color_scheme ("default");
}

/* Saved and opened again, the record keeps the variations, the comment
 * and the marks; the move list shows them */
static void
test_save_and_reopen (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetWindow *other;
  g_autoptr(GFile) file = new_test_file ("variations.quintet");
  g_autoptr(GError) error = NULL;
  QuintetGameTree *tree;
  QuintetTreeNode *g5;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  set_up_annotated_game (window);
  g_assert_true (window_save_file (window, file, &error));
  g_assert_no_error (error);

  /* closed first: opened where it is open, its window would come forward */
  gtk_window_destroy (GTK_WINDOW (window));
  other = new_window (1000, 700);
  g_assert_true (window_open_file (other, file));
  wait_for_frame (other);
  tree = quintet_game_get_tree (quintet_window_get_game (other));
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 6);
  g_assert_cmpuint (quintet_tree_node_get_n_children (quintet_game_tree_get_main_node (tree, 1)), ==, 2);
  g5 = quintet_tree_node_get_child (quintet_game_tree_get_main_node (tree, 1), 1);
  g_assert_cmpstr (quintet_tree_node_get_notation (g5), ==, "g7-g5");
  g_assert_cmpstr (quintet_tree_node_get_comments (g5)[0], ==, "Sharper, and sound");
  g_assert_cmpint (quintet_tree_node_get_mark (quintet_game_tree_get_main_node (tree, 4)), ==,
                   QUINTET_MARK_BLUNDER);
  wait_for_variation (other, "1… g7-g5");
  wait_for_variation (other, "2. e2-e4 h7-h5?");
  wait_for_labels (GTK_WIDGET (get_history (other)), "|Sharper, and sound|");
  g_assert_nonnull (find_turn_button (other, "h7-h6??"));

  gtk_window_destroy (GTK_WINDOW (other));
  remove_test_files ();
  remove_autosaves ();
}

/* A right click on a turn shows it and opens the turn menu there; Add
 * Comment opens the comment popover; both looked at */
static void
test_turn_menu (void)
{
  QuintetWindow *window = new_window (1000, 700);
  QuintetHistoryView *history = get_history (window);
  g_autoptr(GPtrArray) popovers = g_ptr_array_new ();
  GtkWidget *button, *row, *menu = NULL;
  GtkEntry *entry;

  set_color_scheme ("light");
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  set_up_annotated_game (window);
  /* A popup before the window's layout has settled may find no monitor
   * (GTK 4.8 on X11: see test-monkey.c) */
  wait_for_transitions (window);
  wait_until (layout_settled, window, "the move list on screen");
  wait_for_variation (window, "1… g7-g5");
  button = find_turn_button (window, "c2-c4?!");
  g_assert_nonnull (button);
  row = gtk_widget_get_ancestor (button, QUINTET_TYPE_MOVE_ROW);
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "node-menu", quintet_game_tree_get_main_node (quintet_game_get_tree (quintet_window_get_game (window)), 3),
                         40.0, 10.0);
  drain_main_loop ();
  g_assert_cmpstr (shown_notation (window), ==, "c2-c4");
  collect_widgets (GTK_WIDGET (history), GTK_TYPE_POPOVER_MENU, popovers);
  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_mapped (popovers->pdata[i]))
      menu = popovers->pdata[i];
  g_assert_nonnull (menu);
  save_screenshot (menu, "screenshot-variations-turn-menu.png");
  gtk_popover_popdown (GTK_POPOVER (menu));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.add-comment", NULL));
  drain_main_loop ();
  entry = find_comment_entry (window);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Loosens the queenside");
  save_screenshot (gtk_widget_get_ancestor (GTK_WIDGET (entry), GTK_TYPE_POPOVER), "screenshot-variations-comment.png");
  save_screenshot (GTK_WIDGET (window), "screenshot-variations-comment-window.png");
  g_signal_emit_by_name (entry, "activate");
  drain_main_loop ();
  wait_for_labels (GTK_WIDGET (history), "|Loosens the queenside|");

  /* A click on a comment edits it; emptied, it goes */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *comment = NULL;

    collect_widgets (GTK_WIDGET (history), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (gtk_widget_has_css_class (buttons->pdata[i], "history-comment") &&
          gtk_widget_get_visible (buttons->pdata[i]) &&
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (buttons->pdata[i]))), "Loosens the queenside") == 0)
        comment = buttons->pdata[i];
    g_assert_nonnull (comment);
    g_signal_emit_by_name (comment, "clicked");
    drain_main_loop ();
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Loosens the queenside");
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
    g_signal_emit_by_name (entry, "activate");
    drain_main_loop ();
    g_assert_null (quintet_tree_node_get_comments (quintet_game_tree_get_main_node (quintet_game_get_tree (quintet_window_get_game (window)), 3))[0]);
  }

  set_color_scheme ("default");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The list's top within a row of @data's start: the row of a variation
 * of the first turn shows */
static gboolean
shows_first_rows (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) &&
         gtk_adjustment_get_value (adjustment) < gtk_adjustment_get_page_size (adjustment) / 4;
}

static gboolean
shows_last_rows (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) &&
         gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1;
}

/* A variation played at the start of a long game: the list shows the
 * variation's row, not the main line's end, once the game is at the
 * variation's end */
static void
test_variation_in_view (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  QuintetGame *game;
  const char *first;

  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);
  game = quintet_window_get_game (window);
  for (guint i = 0; i < 40 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      g_assert_true (quintet_game_play_turn (game, &turns[(7 * i) % n_turns], NULL));
    }
  scroller = GTK_SCROLLED_WINDOW (find_widget (GTK_WIDGET (get_history (window)), GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  wait_until (shows_last_rows, adjustment, "the list at the game's end");

  click_button (window, "history.first");
  first = quintet_tree_node_get_notation (quintet_game_tree_get_main_node (quintet_game_get_tree (game), 1));
  if (g_str_equal (first, "c2-c4"))
    click_turn (window, "d2", "d4");
  else
    click_turn (window, "c2", "c4");
  respond ("variation");
  g_assert_false (quintet_tree_node_is_main_line (shown_node (window)));
  wait_until (shows_first_rows, adjustment, "the variation's row at the list's top");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-variations/variations", test_variations);
  g_test_add_func ("/window-variations/variation-in-view", test_variation_in_view);
  g_test_add_func ("/window-variations/analysed-game", test_analysed_game);
  g_test_add_func ("/window-variations/save-and-reopen", test_save_and_reopen);
  g_test_add_func ("/window-variations/turn-menu", test_turn_menu);
  g_test_add_func ("/window-variations/screenshots", test_screenshots);

  return test_window_run ();
}
