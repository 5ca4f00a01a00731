/* test-turn-pair-list.c — the move list's model: a game's turns two to a line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "quintet-move-row.h"
#include "quintet-registry.h"
#include "quintet-turn-pair-list.h"

/* The last items-changed of a model, and how many came */
typedef struct {
  guint n_signals;
  guint position;
  guint removed;
  guint added;
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Change     *change)
{
  change->n_signals++;
  change->position = position;
  change->removed = removed;
  change->added = added;
}

static void
assert_change (Change *change,
               guint   position,
               guint   removed,
               guint   added)
{
  g_assert_cmpuint (change->n_signals, ==, 1);
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
  *change = (Change) { 0 };
}

/* Plays the game's first legal turn */
static void
play_first_legal (QuintetGame *game)
{
  const QuintetMove *turns;
  guint n_turns;

  turns = quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, >, 0);
  g_assert_true (quintet_game_play_turn (game, &turns[0], NULL));
}

/* Pair @position holds the turns @first and @second (G_MAXUINT: none),
 * with the game's notation of each. */
static void
assert_pair (GListModel  *pairs,
             QuintetGame *game,
             guint        position,
             guint        first,
             guint        second)
{
  g_autoptr(QuintetTurnPair) pair = g_list_model_get_item (pairs, position);
  QuintetTurnItem *second_item;

  g_assert_nonnull (pair);
  g_assert_cmpuint (quintet_turn_pair_get_number (pair), ==, position + 1);
  g_assert_cmpuint (quintet_turn_item_get_index (quintet_turn_pair_get_first (pair)), ==, first);
  g_assert_cmpstr (quintet_turn_item_get_notation (quintet_turn_pair_get_first (pair)), ==,
                   quintet_game_get_turn_notation (game, first));
  second_item = quintet_turn_pair_get_second (pair);
  if (second == G_MAXUINT)
    {
      g_assert_null (second_item);
      return;
    }
  g_assert_nonnull (second_item);
  g_assert_cmpuint (quintet_turn_item_get_index (second_item), ==, second);
  g_assert_cmpstr (quintet_turn_item_get_notation (second_item), ==,
                   quintet_game_get_turn_notation (game, second));
}

/* Turns 2k and 2k + 1 make line k + 1; a lone last turn a line of its
 * own; each turn played or undone changes the last line only. */
static void
test_pairs (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetTurnPairList) list = NULL;
  g_autoptr(QuintetTurnPair) kept = NULL;
  g_autoptr(QuintetTurnPair) again = NULL;
  GListModel *pairs;
  Change change = { 0 };

  quintet_game_new_game (game, QUINTET_SIDE_0);
  list = quintet_turn_pair_list_new (G_LIST_MODEL (game));
  pairs = G_LIST_MODEL (list);
  g_assert_true (g_list_model_get_item_type (pairs) == QUINTET_TYPE_TURN_PAIR);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 0);
  g_assert_null (g_list_model_get_item (pairs, 0));
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &change);

  play_first_legal (game);
  assert_change (&change, 0, 0, 1);
  assert_pair (pairs, game, 0, 0, G_MAXUINT);

  play_first_legal (game);
  assert_change (&change, 0, 1, 1);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 1);
  assert_pair (pairs, game, 0, 0, 1);

  kept = g_list_model_get_item (pairs, 0);
  play_first_legal (game);
  assert_change (&change, 1, 0, 1);
  play_first_legal (game);
  assert_change (&change, 1, 1, 1);
  play_first_legal (game);
  assert_change (&change, 2, 0, 1);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 3);
  assert_pair (pairs, game, 1, 2, 3);
  assert_pair (pairs, game, 2, 4, G_MAXUINT);
  /* The lines before the change keep their items (and the list its rows) */
  again = g_list_model_get_item (pairs, 0);
  g_assert_true (again == kept);

  quintet_game_undo (game);
  assert_change (&change, 2, 1, 0);
  quintet_game_undo (game);
  assert_change (&change, 1, 1, 1);
  assert_pair (pairs, game, 1, 2, G_MAXUINT);
  quintet_game_redo (game);
  assert_change (&change, 1, 1, 1);
  assert_pair (pairs, game, 1, 2, 3);

  /* Back to the start: every line goes */
  quintet_game_truncate (game, 0);
  assert_change (&change, 0, 2, 0);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 0);
}

/* A game whose first turn is the second side's: the lines still pair
 * the game's turns in order, the first turn first, as the list did. */
static void
test_second_side_first (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("ordo-x");
  g_autoptr(QuintetTurnPairList) list = quintet_turn_pair_list_new (NULL);
  g_autoptr(QuintetTurnPair) pair = NULL;
  GListModel *pairs = G_LIST_MODEL (list);
  Change change = { 0 };

  quintet_game_new_game (game, QUINTET_SIDE_1);
  for (guint i = 0; i < 3; i++)
    play_first_legal (game);
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &change);
  quintet_turn_pair_list_set_model (list, G_LIST_MODEL (game));
  assert_change (&change, 0, 0, 2);

  pair = g_list_model_get_item (pairs, 0);
  g_assert_cmpint (quintet_turn_item_get_side (quintet_turn_pair_get_first (pair)), ==, QUINTET_SIDE_1);
  g_assert_cmpint (quintet_turn_item_get_side (quintet_turn_pair_get_second (pair)), ==, QUINTET_SIDE_0);
  assert_pair (pairs, game, 0, 0, 1);
  assert_pair (pairs, game, 1, 2, G_MAXUINT);

  /* Without a game, no line */
  quintet_turn_pair_list_set_model (list, NULL);
  assert_change (&change, 0, 2, 0);
  g_assert_cmpuint (g_list_model_get_n_items (pairs), ==, 0);
}

/* The notation style rewrites every line, in the new style. */
static void
test_notation_style (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  g_autoptr(QuintetTurnPairList) list = NULL;
  g_autoptr(GError) error = NULL;
  Change change = { 0 };

  quintet_game_new_game (game, QUINTET_SIDE_0);
  g_assert_true (quintet_game_load_position (game, "K6/3L3/7/3L3/3D3/7/6J d", &error));
  g_assert_no_error (error);
  g_assert_true (quintet_game_play_notation (game, "D5xD3(2>1)xD1(2>1)", &error));
  g_assert_no_error (error);
  list = quintet_turn_pair_list_new (G_LIST_MODEL (game));
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &change);

  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  assert_change (&change, 0, 1, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), !=, "D5xD3(2>1)xD1(2>1)");
  assert_pair (G_LIST_MODEL (list), game, 0, 0, G_MAXUINT);
}

static void
show_ply_cb (GSimpleAction *action,
             GVariant      *parameter,
             guint         *shown_ply)
{
  *shown_ply = g_variant_get_uint32 (parameter);
}

/* A row shows its line's number and turns, and marks the turn that leads
 * to the shown position, following "shown-ply"; a click on a turn asks
 * the history view for the position after it. */
static void
test_move_row (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetTurnPairList) list = NULL;
  g_autoptr(QuintetTurnPair) pair = NULL;
  g_autoptr(GSimpleActionGroup) actions = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) action = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *box, *row;
  guint shown_ply = 0;

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return;
    }

  quintet_game_new_game (game, QUINTET_SIDE_0);
  play_first_legal (game);
  play_first_legal (game);
  list = quintet_turn_pair_list_new (G_LIST_MODEL (game));
  pair = g_list_model_get_item (G_LIST_MODEL (list), 0);
  row = quintet_move_row_new ();
  quintet_move_row_set_pair (QUINTET_MOVE_ROW (row), pair);
  /* The history view's action, as its row sees it */
  box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  gtk_box_append (GTK_BOX (box), row);
  action = g_simple_action_new ("show-ply", G_VARIANT_TYPE_UINT32);
  g_signal_connect (action, "activate", G_CALLBACK (show_ply_cb), &shown_ply);
  g_action_map_add_action (G_ACTION_MAP (actions), G_ACTION (action));
  gtk_widget_insert_action_group (box, "history", G_ACTION_GROUP (actions));

  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL; child = gtk_widget_get_next_sibling (child))
    for (GtkWidget *button = gtk_widget_get_first_child (child); button != NULL; button = gtk_widget_get_next_sibling (button))
      if (GTK_IS_BUTTON (button))
        g_ptr_array_add (buttons, button);
  g_assert_cmpuint (buttons->len, ==, 2);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (row))), ==, "1.");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (buttons->pdata[1]))), ==,
                   quintet_game_get_turn_notation (game, 1));

  /* A click on the reply goes to the position after it */
  g_signal_emit_by_name (buttons->pdata[1], "clicked");
  g_assert_cmpuint (shown_ply, ==, 2);

  quintet_move_row_set_shown_ply (QUINTET_MOVE_ROW (row), 2);
  g_assert_false (gtk_widget_has_css_class (buttons->pdata[0], "current"));
  g_assert_true (gtk_widget_has_css_class (buttons->pdata[1], "current"));
  quintet_move_row_set_shown_ply (QUINTET_MOVE_ROW (row), 1);
  g_assert_true (gtk_widget_has_css_class (buttons->pdata[0], "current"));
  g_assert_false (gtk_widget_has_css_class (buttons->pdata[1], "current"));

  g_object_unref (box);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/turn-pair-list/pairs", test_pairs);
  g_test_add_func ("/turn-pair-list/second-side-first", test_second_side_first);
  g_test_add_func ("/turn-pair-list/notation-style", test_notation_style);
  g_test_add_func ("/turn-pair-list/move-row", test_move_row);

  return g_test_run ();
}
