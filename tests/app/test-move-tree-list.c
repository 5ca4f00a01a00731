/* test-move-tree-list.c — the move list's model over the game's tree, and
 * its rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "quintet-move-row.h"
#include "quintet-move-tree-list.h"
#include "quintet-registry.h"

/* The items-changed of a model since the last look */
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
assert_change_at (const char *where,
                  Change     *change,
                  guint       position,
                  guint       removed,
                  guint       added)
{
  if (change->n_signals != 1 || change->position != position || change->removed != removed ||
      change->added != added)
    g_error ("%s: %u items-changed, the last (%u, %u, %u); expected one (%u, %u, %u)", where,
             change->n_signals, change->position, change->removed, change->added,
             position, removed, added);
  *change = (Change) { 0 };
}

#define assert_change(change, position, removed, added) \
  assert_change_at (G_STRLOC, change, position, removed, added)

/* The rows as text: "1. b2-b4 g7-g6" for a pair ("1. … g7-g6" for a
 * reply on a row of its own), ">1… g7-g5 2. d2-d4"
 * for a variation (a ">" a level), "{text}" for a comment (a ">" a
 * level, none on the main line), joined by " | " */
static char *
describe_rows (GListModel *rows)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(QuintetMoveLine) line = g_list_model_get_item (rows, i);
      guint depth = quintet_move_line_get_depth (line);

      if (i > 0)
        g_string_append (text, " | ");
      for (guint d = 0; d < depth; d++)
        g_string_append_c (text, '>');
      switch (quintet_move_line_get_kind (line))
        {
        case QUINTET_MOVE_LINE_PAIR:
          g_string_append_printf (text, "%u.", quintet_move_line_get_number (line));
          for (guint k = 0; k < 2; k++)
            {
              QuintetTreeNode *node = quintet_move_line_get_node (line, k);
              g_autofree char *turn = node != NULL ? quintet_move_line_format_turn (node) : NULL;

              if (turn != NULL)
                g_string_append_printf (text, " %s", turn);
              else if (k == 0)
                g_string_append (text, " …");
            }
          break;

        case QUINTET_MOVE_LINE_VARIATION:
          for (guint k = 0; k < quintet_move_line_get_n_nodes (line); k++)
            {
              QuintetTreeNode *node = quintet_move_line_get_node (line, k);
              g_autofree char *number = quintet_move_line_format_number (node, k == 0);
              g_autofree char *turn = quintet_move_line_format_turn (node);

              g_string_append_printf (text, "%s%s%s", k > 0 ? " " : "", number, turn);
            }
          break;

        case QUINTET_MOVE_LINE_COMMENT:
        default:
          g_string_append_printf (text, "{%s}", quintet_move_line_get_comment (line));
          break;
        }
    }
  return g_string_free (text, FALSE);
}

#define assert_rows(rows, expected) \
  G_STMT_START { \
    g_autofree char *described__ = describe_rows (rows); \
    g_assert_cmpstr (described__, ==, expected); \
  } G_STMT_END

static void
play (QuintetGame *game,
      const char  *notation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_game_play_notation (game, notation, &error));
  g_assert_no_error (error);
}

static void
play_variation (QuintetGame *game,
                guint        ply,
                const char  *notation)
{
  g_autoptr(GError) error = NULL;
  QuintetMove turn;

  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position_at (game, ply), notation,
                                          &turn, &error));
  g_assert_true (quintet_game_play_variation (game, ply, &turn, &error));
  g_assert_no_error (error);
}

static void
set_comment (QuintetTreeNode *node,
             const char      *comment)
{
  const char *comments[] = { comment, NULL };

  quintet_tree_node_set_comments (node, comment != NULL ? comments : NULL);
}

/* The main line two turns a row; each turn played changes the last row
 * only; the rows before a change keep their items */
static void
test_main_line (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetMoveTreeList) list = NULL;
  g_autoptr(QuintetMoveLine) kept = NULL;
  g_autoptr(QuintetMoveLine) again = NULL;
  GListModel *rows;
  Change change = { 0 };

  quintet_game_new_game (game, QUINTET_SIDE_0);
  list = quintet_move_tree_list_new (game);
  rows = G_LIST_MODEL (list);
  g_assert_true (g_list_model_get_item_type (rows) == QUINTET_TYPE_MOVE_LINE);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  g_assert_null (g_list_model_get_item (rows, 0));
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &change);

  play (game, "b2-b4");
  assert_change (&change, 0, 0, 1);
  assert_rows (rows, "1. b2-b4");
  play (game, "g7-g6");
  assert_change (&change, 0, 1, 1);
  kept = g_list_model_get_item (rows, 0);
  play (game, "c2-c4");
  assert_change (&change, 1, 0, 1);
  play (game, "h7-h6");
  assert_change (&change, 1, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | 2. c2-c4 h7-h6");
  again = g_list_model_get_item (rows, 0);
  g_assert_true (again == kept);

  /* An undone turn (a redo turn of the line) is not shown until redone */
  quintet_game_undo (game);
  assert_change (&change, 1, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | 2. c2-c4");
  quintet_game_undo (game);
  assert_change (&change, 1, 1, 0);
  quintet_game_redo (game);
  assert_change (&change, 1, 0, 1);
  quintet_game_redo (game);
  assert_change (&change, 1, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | 2. c2-c4 h7-h6");

  /* A new game: every row goes */
  quintet_game_new_game (game, QUINTET_SIDE_0);
  assert_rows (rows, "");
  g_assert_cmpuint (change.n_signals, >=, 1);
  g_assert_cmpuint (change.removed, ==, 2);

  quintet_move_tree_list_set_game (list, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
}

/* Variations under the turn they replace, nested ones further in, cut
 * where a turn has comments or variations of its own; marks after the
 * turn; each change replaces only the rows that differ */
static void
test_variations (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetMoveTreeList) list = NULL;
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *g5, *g6, *a6;
  GListModel *rows;
  Change change = { 0 };

  quintet_game_new_game (game, QUINTET_SIDE_0);
  play (game, "b2-b4");
  play (game, "g7-g6");
  play (game, "c2-c4");
  play (game, "h7-h6");
  g6 = quintet_game_tree_get_main_node (tree, 2);
  list = quintet_move_tree_list_new (game);
  rows = G_LIST_MODEL (list);
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &change);

  /* 1… g7-g5 instead of g7-g6: a row after the first pair */
  play_variation (game, 1, "g7-g5");
  assert_change (&change, 1, 0, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 | 2. c2-c4 h7-h6");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g5 = quintet_game_tree_get_line_node (tree, 2);
  g_assert_false (quintet_tree_node_is_main_line (g5));

  /* Played on at its end: the variation's row grows */
  play (game, "d2-d4");
  assert_change (&change, 1, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 2. d2-d4 | 2. c2-c4 h7-h6");

  /* A variation of the variation: the row breaks after d2-d4, the nested
   * one follows, one level further in */
  play_variation (game, 2, "e2-e4");
  assert_change (&change, 2, 0, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 2. d2-d4 | >>2. e2-e4 | 2. c2-c4 h7-h6");
  play (game, "h7-h5");
  assert_change (&change, 2, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 2. d2-d4 | >>2. e2-e4 h7-h5 | 2. c2-c4 h7-h6");

  /* Back in the variation's main continuation, played on: a row of its
   * own after the nested one, numbered as a reply */
  quintet_game_follow_node (game, quintet_tree_node_get_child (g5, 0));
  play (game, "a7-a6");
  assert_change (&change, 3, 0, 1);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 2. d2-d4 | >>2. e2-e4 h7-h5 | >2… a7-a6 | "
                     "2. c2-c4 h7-h6");

  /* A comment on g7-g5 breaks its row; marks follow their turns */
  set_comment (g5, "Sharper");
  assert_change (&change, 1, 1, 3);
  assert_rows (rows, "1. b2-b4 g7-g6 | >1… g7-g5 | >{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | "
                     ">2… a7-a6 | 2. c2-c4 h7-h6");
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 2), QUINTET_MARK_MISTAKE);
  assert_change (&change, 0, 1, 1);
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 4), QUINTET_MARK_BLUNDER);
  assert_change (&change, 6, 1, 1);
  quintet_tree_node_set_mark (quintet_game_tree_get_main_node (tree, 3), QUINTET_MARK_INACCURACY);
  assert_change (&change, 6, 1, 1);
  assert_rows (rows, "1. b2-b4 g7-g6? | >1… g7-g5 | >{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | "
                     ">2… a7-a6 | 2. c2-c4?! h7-h6??");
  /* A comment of the main line and of the start: the reply after a
   * commented turn has a row of its own, under the comment */
  set_comment (quintet_game_tree_get_main_node (tree, 1), "A quiet start");
  assert_change (&change, 0, 1, 3);
  set_comment (quintet_game_tree_get_root (tree), "Pressman, a test");
  assert_change (&change, 0, 0, 1);
  assert_rows (rows, "{Pressman, a test} | 1. b2-b4 | {A quiet start} | 1. … g7-g6? | >1… g7-g5 | "
                     ">{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | >2… a7-a6 | 2. c2-c4?! h7-h6??");
  set_comment (quintet_game_tree_get_root (tree), NULL);
  assert_change (&change, 0, 1, 0);
  set_comment (quintet_game_tree_get_main_node (tree, 1), NULL);
  assert_change (&change, 0, 3, 1);

  /* Issue 39: after a turn with a variation, the reply has a row of its
   * own, and its comment is under it, not below the whole variation */
  a6 = quintet_game_tree_get_line_node (tree, 4);
  quintet_game_follow_node (game, quintet_game_tree_get_main_node (tree, 4));
  play_variation (game, 2, "c2-c3");
  assert_rows (rows, "1. b2-b4 g7-g6? | >1… g7-g5 | >{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | "
                     ">2… a7-a6 | 2. c2-c4?! | >2. c2-c3 | 2. … h7-h6??");
  set_comment (quintet_game_tree_get_main_node (tree, 4), "Too slow");
  assert_rows (rows, "1. b2-b4 g7-g6? | >1… g7-g5 | >{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | "
                     ">2… a7-a6 | 2. c2-c4?! | >2. c2-c3 | 2. … h7-h6?? | {Too slow}");
  quintet_game_follow_node (game, a6);
  quintet_game_tree_remove (tree, quintet_tree_node_get_child (quintet_game_tree_get_main_node (tree, 2), 1));
  set_comment (quintet_game_tree_get_main_node (tree, 4), NULL);
  assert_rows (rows, "1. b2-b4 g7-g6? | >1… g7-g5 | >{Sharper} | >2. d2-d4 | >>2. e2-e4 h7-h5 | "
                     ">2… a7-a6 | 2. c2-c4?! h7-h6??");
  change = (Change) { 0 };

  /* Promoted: g7-g5's line is the main line, g7-g6's a variation */
  quintet_game_tree_promote (tree, g5);
  g_assert_cmpuint (change.n_signals, ==, 1);
  change = (Change) { 0 };
  assert_rows (rows, "1. b2-b4 g7-g5 | {Sharper} | >1… g7-g6? 2. c2-c4?! h7-h6?? | "
                     "2. d2-d4 | >2. e2-e4 h7-h5 | 2. … a7-a6");

  /* Deleted: the variation goes, and its row */
  g_assert_true (quintet_game_tree_get_main_node (tree, 2) == g5);
  g_assert_true (quintet_tree_node_get_child (quintet_game_tree_get_main_node (tree, 1), 1) == g6);
  quintet_game_tree_remove (tree, g6);
  assert_change (&change, 2, 1, 0);
  assert_rows (rows, "1. b2-b4 g7-g5 | {Sharper} | 2. d2-d4 | >2. e2-e4 h7-h5 | 2. … a7-a6");
}

/* A row shows a pair's number and turns, marks the shown turn, colours a
 * marked turn and says its mark in words; a variation's row is indented,
 * numbered, its turns links; a click on a turn is "node-activated" */
static void
node_activated_cb (QuintetMoveRow   *row,
                   QuintetTreeNode  *node,
                   QuintetTreeNode **activated)
{
  *activated = node;
}

static void
test_move_row (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetMoveTreeList) list = NULL;
  g_autoptr(QuintetMoveLine) pair = NULL;
  g_autoptr(QuintetMoveLine) variation = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  QuintetGameTree *tree;
  QuintetTreeNode *activated = NULL, *first, *second;
  GtkWidget *row, *variation_row;
  GtkLabel *links = NULL;
  gboolean handled = FALSE;

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return;
    }

  quintet_game_new_game (game, QUINTET_SIDE_0);
  tree = quintet_game_get_tree (game);
  play (game, "b2-b4");
  play (game, "g7-g6");
  play_variation (game, 1, "g7-g5");
  play (game, "d2-d4");
  first = quintet_game_tree_get_main_node (tree, 1);
  second = quintet_game_tree_get_main_node (tree, 2);
  quintet_tree_node_set_mark (second, QUINTET_MARK_BLUNDER);
  list = quintet_move_tree_list_new (game);
  assert_rows (G_LIST_MODEL (list), "1. b2-b4 g7-g6?? | >1… g7-g5 2. d2-d4");
  pair = g_list_model_get_item (G_LIST_MODEL (list), 0);
  variation = g_list_model_get_item (G_LIST_MODEL (list), 1);

  row = g_object_ref_sink (quintet_move_row_new ());
  quintet_move_row_set_line (QUINTET_MOVE_ROW (row), pair);
  g_signal_connect (row, "node-activated", G_CALLBACK (node_activated_cb), &activated);
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL; child = gtk_widget_get_next_sibling (child))
    for (GtkWidget *button = gtk_widget_get_first_child (child); button != NULL; button = gtk_widget_get_next_sibling (button))
      if (GTK_IS_BUTTON (button))
        g_ptr_array_add (buttons, button);
  g_assert_cmpuint (buttons->len, ==, 2);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (row))), ==, "1.");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (buttons->pdata[1]))), ==,
                   "g7-g6??");
  g_assert_true (gtk_widget_has_css_class (buttons->pdata[1], "mark-blunder"));
  g_assert_false (gtk_widget_has_css_class (buttons->pdata[0], "mark-blunder"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (buttons->pdata[1]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "g7-g6, blunder");

  g_signal_emit_by_name (buttons->pdata[1], "clicked");
  g_assert_true (activated == second);
  quintet_move_row_set_shown_node (QUINTET_MOVE_ROW (row), second);
  g_assert_false (gtk_widget_has_css_class (buttons->pdata[0], "current"));
  g_assert_true (gtk_widget_has_css_class (buttons->pdata[1], "current"));
  quintet_move_row_set_shown_node (QUINTET_MOVE_ROW (row), first);
  g_assert_true (gtk_widget_has_css_class (buttons->pdata[0], "current"));
  g_assert_false (gtk_widget_has_css_class (buttons->pdata[1], "current"));

  /* The variation: one label, its turns as links, indented */
  variation_row = g_object_ref_sink (quintet_move_row_new ());
  quintet_move_row_set_line (QUINTET_MOVE_ROW (variation_row), variation);
  g_signal_connect (variation_row, "node-activated", G_CALLBACK (node_activated_cb), &activated);
  for (GtkWidget *child = gtk_widget_get_first_child (variation_row); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child) && gtk_widget_has_css_class (child, "history-variation"))
      links = GTK_LABEL (child);
  g_assert_nonnull (links);
  g_assert_cmpstr (gtk_label_get_text (links), ==, "1… g7-g5 2. d2-d4");
  g_assert_cmpint (gtk_widget_get_margin_start (GTK_WIDGET (links)), >,
                   gtk_widget_get_margin_start (gtk_widget_get_first_child (row)));
  g_signal_emit_by_name (links, "activate-link", "1", &handled);
  g_assert_true (handled);
  g_assert_true (activated == quintet_move_line_get_node (variation, 1));
  g_assert_cmpstr (quintet_tree_node_get_notation (activated), ==, "d2-d4");

  g_object_unref (row);
  g_object_unref (variation_row);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/move-tree-list/main-line", test_main_line);
  g_test_add_func ("/move-tree-list/variations", test_variations);
  g_test_add_func ("/move-tree-list/move-row", test_move_row);

  return g_test_run ();
}
