/* test-game-tree.c — the game tree (quintet-game-tree.h): the game's line
 * in it as turns are played, undone, truncated; variations, following a
 * node, adding a line, promoting, removing; annotations and the serial
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "quintet-game-tree.h"
#include "quintet-registry.h"

#define PRESSMAN_KINGS "7B/8/8/8/8/8/8/W6B w 0 0"
#define PRESSMAN_WIN "8/8/8/8/8/8/1B6/W7 w 0 3"
#define OFERHLYP_CYCLE "3K3/6L/7/7/7/D6/3J3 d"
#define OFERHLYP_CHAIN "6K/7/3L3/2l4/7/2L4/J1D4 d"

/* The tree as text: a node's notation, then its children in braces
 * separated by "|" (child 0 first); the root has no notation */
static void
append_node (GString         *out,
             QuintetTreeNode *node)
{
  guint n = quintet_tree_node_get_n_children (node);

  if (quintet_tree_node_get_notation (node) != NULL)
    g_string_append (out, quintet_tree_node_get_notation (node));
  if (n == 0)
    return;
  g_string_append (out, quintet_tree_node_get_parent (node) != NULL ? " {" : "{");
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (out, "|");
      append_node (out, quintet_tree_node_get_child (node, i));
    }
  g_string_append (out, "}");
}

static char *
tree_shape (QuintetGame *game)
{
  GString *out = g_string_new (NULL);

  append_node (out, quintet_game_tree_get_root (quintet_game_get_tree (game)));
  return g_string_free (out, FALSE);
}

static void
play (QuintetGame *game,
      const char  *notation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_game_play_notation (game, notation, &error));
  g_assert_no_error (error);
}

/* The turn written @notation at the position of @node */
static QuintetMove
turn_at (QuintetGame     *game,
         QuintetTreeNode *node,
         const char      *notation)
{
  g_autoptr(GError) error = NULL;
  QuintetMove turn = { 0 };

  g_assert_true (quintet_game_parse_turn (game, quintet_tree_node_get_position (node), notation, &turn, &error));
  g_assert_no_error (error);
  return turn;
}

/* The turns written @notations (space-separated) from the position of @node */
static guint
parse_line (QuintetGame     *game,
            QuintetTreeNode *node,
            const char      *notations,
            QuintetMove     *turns)
{
  g_auto(GStrv) words = g_strsplit (notations, " ", -1);
  QuintetPositionBuffer position;
  guint n = 0;

  memcpy (&position, quintet_tree_node_get_position (node), quintet_game_get_position_size (game));
  for (; words[n] != NULL; n++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (quintet_game_parse_turn (game, &position, words[n], &turns[n], &error));
      g_assert_no_error (error);
      quintet_game_make_turn (game, &position, &turns[n]);
    }
  return n;
}

/* The game's positions, the line's nodes and the outcome at its end are
 * exactly those of a fresh game that replays the line's turns */
static void
assert_line_is_replay (QuintetGame *game)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(QuintetGame) fresh = quintet_registry_new_game (quintet_game_get_id (game));
  g_autofree char *start = quintet_game_position_to_text (game, quintet_game_get_position_at (game, 0));
  gsize size = quintet_game_get_position_size (game);
  guint n = quintet_game_get_n_turns (game) + quintet_game_get_n_redo (game);

  g_assert_true (quintet_game_load_position (fresh, start, NULL));
  g_assert_true (memcmp (quintet_tree_node_get_position (quintet_game_tree_get_root (tree)),
                         quintet_game_get_position_at (fresh, 0), size) == 0);
  for (guint ply = 1; ply <= n; ply++)
    {
      QuintetTreeNode *node = quintet_game_tree_get_line_node (tree, ply);

      g_assert_nonnull (node);
      g_assert_true (quintet_move_equal (quintet_tree_node_get_turn (node), quintet_game_get_turn (game, ply - 1)));
      g_assert_cmpstr (quintet_tree_node_get_notation (node), ==, quintet_game_get_turn_notation (game, ply - 1));
      g_assert_cmpuint (quintet_tree_node_get_ply (node), ==, ply);
      g_assert_true (quintet_tree_node_get_parent (node) == quintet_game_tree_get_line_node (tree, ply - 1));
      g_assert_true (quintet_game_play_turn (fresh, quintet_tree_node_get_turn (node), NULL));
      g_assert_true (memcmp (quintet_game_get_position_at (fresh, ply), quintet_game_get_position_at (game, ply), size) == 0);
      g_assert_true (memcmp (quintet_tree_node_get_position (node), quintet_game_get_position_at (game, ply), size) == 0);
    }
  if (quintet_game_get_n_redo (game) == 0 && quintet_game_get_outcome (game).reason != QUINTET_REASON_RESIGNATION &&
      quintet_game_get_outcome (game).reason != QUINTET_REASON_AGREEMENT)
    g_assert_true (memcmp (&(QuintetOutcome) { quintet_game_get_outcome (fresh).status,
                                               quintet_game_get_outcome (fresh).winner,
                                               quintet_game_get_outcome (fresh).reason },
                           &(QuintetOutcome) { quintet_game_get_outcome (game).status,
                                               quintet_game_get_outcome (game).winner,
                                               quintet_game_get_outcome (game).reason },
                           sizeof (QuintetOutcome)) == 0);
}

/* The list model's items-changed, summed, must give its length */
static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  int        *count)
{
  g_assert_cmpint (position + removed, <=, *count);
  *count += (int) added - (int) removed;
  g_assert_cmpint (*count, ==, g_list_model_get_n_items (model));
}

static void
on_changed (QuintetGameTree *tree,
            guint           *n)
{
  (*n)++;
}

static void
test_play_builds_the_line (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *root, *node;
  g_autofree char *shape = NULL;
  guint n_changed = 0;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  g_assert_true (tree == quintet_game_get_tree (game));
  root = quintet_game_tree_get_root (tree);
  g_assert_null (quintet_tree_node_get_turn (root));
  g_assert_null (quintet_tree_node_get_notation (root));
  g_assert_null (quintet_tree_node_get_parent (root));
  g_assert_cmpint (quintet_tree_node_get_side (root), ==, QUINTET_SIDE_0);
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 0);

  g_signal_connect (tree, "changed", G_CALLBACK (on_changed), &n_changed);
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  g_assert_cmpuint (n_changed, ==, 3);
  shape = tree_shape (game);
  g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3}}}");
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 3);
  g_assert_true (quintet_game_tree_line_is_main (tree));
  for (guint ply = 0; ply <= 3; ply++)
    g_assert_true (quintet_game_tree_get_main_node (tree, ply) == quintet_game_tree_get_line_node (tree, ply));
  node = quintet_game_tree_get_main_node (tree, 2);
  g_assert_cmpuint (quintet_tree_node_get_ply (node), ==, 2);
  g_assert_cmpint (quintet_tree_node_get_side (node), ==, QUINTET_SIDE_1);
  g_assert_cmpuint (quintet_tree_node_get_index (node), ==, 0);
  g_assert_cmpuint (quintet_tree_node_get_depth (node), ==, 0);
  g_assert_true (quintet_tree_node_is_main_line (node));
  assert_line_is_replay (game);

  /* A new game is one root again; a node held stays, detached */
  g_object_ref (node);
  quintet_game_new_game (game, QUINTET_SIDE_0);
  g_assert_true (quintet_game_get_tree (game) == tree);
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 0);
  g_assert_null (quintet_tree_node_get_parent (node));
  g_assert_cmpuint (quintet_tree_node_get_n_children (node), ==, 0);
  g_object_unref (node);
  assert_line_is_replay (game);

  /* So does a loaded position, its root holding it */
  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  play (game, "a1-a2");
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 1);
  g_assert_true (quintet_game_load_position (game, PRESSMAN_WIN, NULL));
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 0);
  g_assert_true (memcmp (quintet_tree_node_get_position (quintet_game_tree_get_root (tree)),
                         quintet_game_get_position (game), quintet_game_get_position_size (game)) == 0);
}

static void
test_agreed_draw_stays_with_its_line (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetOutcome outcome;
  QuintetMove turn;

  g_assert_true (quintet_game_load_position (game, OFERHLYP_CYCLE, NULL));
  play (game, "A6-A5");
  play (game, "G2-G3");
  quintet_game_agree_draw (game);
  g_assert_cmpint (quintet_game_tree_get_main_outcome (tree).reason, ==, QUINTET_REASON_AGREEMENT);

  /* The variation's end has no result; the main line keeps the draw */
  turn = turn_at (game, quintet_game_tree_get_line_node (tree, 1), "G2-G1");
  g_assert_true (quintet_game_play_variation (game, 1, &turn, NULL));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  outcome = quintet_game_tree_get_main_outcome (tree);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_AGREEMENT);
  assert_line_is_replay (game);

  /* Once the variation is the main line, its end's outcome is the main one */
  quintet_game_tree_promote (tree, quintet_game_tree_get_line_node (tree, 2));
  g_assert_cmpint (quintet_game_tree_get_main_outcome (tree).status, ==, QUINTET_STATUS_ONGOING);
  quintet_game_follow_node (game, quintet_tree_node_get_child (quintet_game_tree_get_line_node (tree, 1), 1));
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_AGREEMENT);
  g_assert_cmpint (quintet_game_tree_get_main_outcome (tree).status, ==, QUINTET_STATUS_ONGOING);
}

static void
test_undo_redo_truncate (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *third;
  guint64 serial;
  int count = 0;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed), &count);
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  third = quintet_game_tree_get_line_node (tree, 3);
  serial = quintet_game_tree_get_serial (tree);

  /* Undo and redo leave the tree: the line keeps the redo turns */
  quintet_game_undo (game);
  quintet_game_undo (game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_true (quintet_game_tree_get_line_node (tree, 3) == third);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3}}}");
  }
  assert_line_is_replay (game);

  /* Truncating forward plays redo turns: nothing leaves the tree */
  quintet_game_truncate (game, 3);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_true (quintet_game_tree_get_line_node (tree, 3) == third);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);

  /* Playing another turn at ply 1 drops the line's later turns */
  quintet_game_undo (game);
  quintet_game_undo (game);
  play (game, "h8-g8");
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-g8}}");
  }
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 0);
  assert_line_is_replay (game);

  /* Truncating back removes the line's nodes after the ply */
  quintet_game_truncate (game, 0);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "");
  }
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 0);
  g_assert_cmpint (count, ==, 0);
}

static void
test_play_variation (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(GError) error = NULL;
  QuintetTreeNode *main_end, *branch;
  QuintetMove turn;
  guint64 serial;
  int count = 0;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed), &count);
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  play (game, "h7-h6");
  main_end = quintet_game_tree_get_line_node (tree, 4);
  quintet_game_undo (game);

  /* At ply 1, with the game at ply 3: the turns after it stay as child 0 */
  turn = turn_at (game, quintet_game_tree_get_line_node (tree, 1), "h8-g8");
  g_assert_true (quintet_game_play_variation (game, 1, &turn, &error));
  g_assert_no_error (error);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3 {h7-h6}}|h8-g8}}");
  }
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 0);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "h8-g8");
  g_assert_false (quintet_game_tree_line_is_main (tree));
  branch = quintet_game_tree_get_line_node (tree, 2);
  g_assert_cmpuint (quintet_tree_node_get_index (branch), ==, 1);
  g_assert_cmpuint (quintet_tree_node_get_depth (branch), ==, 1);
  g_assert_false (quintet_tree_node_is_main_line (branch));
  g_assert_true (quintet_game_tree_get_main_node (tree, 4) == main_end);
  assert_line_is_replay (game);

  /* Playing on in the variation extends it */
  play (game, "a2-b2");
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3 {h7-h6}}|h8-g8 {a2-b2}}}");
  }

  /* The same turn again follows the child that has it: no new node */
  serial = quintet_game_tree_get_serial (tree);
  turn = turn_at (game, quintet_game_tree_get_line_node (tree, 1), "h8-h7");
  g_assert_true (quintet_game_play_variation (game, 1, &turn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_true (quintet_game_tree_line_is_main (tree));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 4);
  g_assert_true (quintet_game_tree_get_line_node (tree, 4) == main_end);
  assert_line_is_replay (game);

  /* An illegal turn changes nothing */
  turn = turn_at (game, quintet_game_tree_get_line_node (tree, 1), "h8-g8");
  g_assert_false (quintet_game_play_variation (game, 0, &turn, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 4);
  g_assert_cmpint (count, ==, 4);
  g_clear_error (&error);

  /* Truncating drops the line's nodes only; playing the variation's turn
   * then reuses its node */
  quintet_game_truncate (game, 1);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-g8 {a2-b2}}}");
  }
  serial = quintet_game_tree_get_serial (tree);
  play (game, "h8-g8");
  g_assert_true (quintet_game_tree_get_line_node (tree, 2) == branch);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 0);
  g_assert_true (quintet_game_tree_line_is_main (tree));
  assert_line_is_replay (game);
  g_assert_cmpint (count, ==, 2);
}

static void
test_follow_node_outcomes (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *main_end, *side_end;
  QuintetOutcome outcome;
  QuintetMove turn;
  int count = 0;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed), &count);
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  quintet_game_resign (game, QUINTET_SIDE_1);
  main_end = quintet_game_tree_get_line_node (tree, 3);
  g_assert_cmpint (quintet_game_tree_get_main_outcome (tree).reason, ==, QUINTET_REASON_RESIGNATION);

  /* A variation: the resignation stays with the main line's end */
  turn = turn_at (game, quintet_game_tree_get_line_node (tree, 2), "a2-b2");
  g_assert_true (quintet_game_play_variation (game, 2, &turn, NULL));
  side_end = quintet_game_tree_get_line_node (tree, 3);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  outcome = quintet_game_tree_get_main_outcome (tree);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_RESIGNATION);
  assert_line_is_replay (game);

  /* Back to the main line from its first node: all of it, resignation included */
  quintet_game_follow_node (game, quintet_game_tree_get_main_node (tree, 1));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 0);
  g_assert_true (quintet_game_tree_get_line_node (tree, 3) == main_end);
  g_assert_true (quintet_game_tree_line_is_main (tree));
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_RESIGNATION);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  assert_line_is_replay (game);

  /* Undo takes the resignation back and redo restores it; following the
   * line again plays all of it, the result included */
  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_cmpint (quintet_game_tree_get_main_outcome (tree).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_true (quintet_game_get_can_redo (game));
  quintet_game_redo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_RESIGNATION);
  quintet_game_undo (game);
  quintet_game_follow_node (game, side_end);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_false (quintet_game_get_can_redo (game));
  quintet_game_follow_node (game, main_end);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_RESIGNATION);
  g_assert_false (quintet_game_get_can_redo (game));
  g_assert_cmpint (count, ==, 3);
}

static void
test_main_outcome_by_the_rules (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(GError) error = NULL;
  QuintetTreeNode *won;
  QuintetOutcome outcome;
  QuintetMove turn;
  guint failed = 99;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_WIN, NULL));
  play (game, "a1xb2");
  won = quintet_game_tree_get_line_node (tree, 1);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);

  /* A decided position takes no line */
  turn = turn_at (game, quintet_game_tree_get_root (tree), "a1-a2");
  g_assert_null (quintet_game_tree_add_line (tree, won, &turn, 1, &failed, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED);
  g_assert_cmpuint (failed, ==, 0);
  g_clear_error (&error);

  /* In a variation, the main line's outcome is its end's by the rules */
  g_assert_true (quintet_game_play_variation (game, 0, &turn, &error));
  g_assert_no_error (error);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  outcome = quintet_game_tree_get_main_outcome (tree);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, quintet_game_position_outcome (game, quintet_tree_node_get_position (won), 0).reason);
  assert_line_is_replay (game);
}

static void
test_add_line_repetition (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(GError) error = NULL;
  QuintetTreeNode *root, *end;
  QuintetMove turns[8];
  guint64 serial;
  guint failed = 99;
  guint n_changed = 0;

  g_assert_true (quintet_game_load_position (game, OFERHLYP_CYCLE, NULL));
  root = quintet_game_tree_get_root (tree);
  g_assert_cmpuint (parse_line (game, root, "A6-A5 G2-G3 A5-A6 G3-G2 A6-A5 G2-G3 A5-A6 G3-G2", turns), ==, 8);
  serial = quintet_game_tree_get_serial (tree);
  g_signal_connect (tree, "changed", G_CALLBACK (on_changed), &n_changed);

  /* The eighth turn makes the start a third time: OF-5 refuses it */
  g_assert_null (quintet_game_tree_add_line (tree, root, turns, 8, &failed, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_REPETITION);
  g_assert_cmpstr (error->message, ==, "Turn 8 of the line: That turn is not legal here: "
                                       "it would create the same position for the third time (OF-5)");
  g_assert_cmpuint (failed, ==, 7);
  g_assert_cmpuint (quintet_tree_node_get_n_children (root), ==, 0);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_cmpuint (n_changed, ==, 0);
  g_clear_error (&error);

  /* A turn the board refuses, by its index */
  g_assert_null (quintet_game_tree_add_line (tree, root, turns + 1, 2, &failed, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL);
  g_assert_cmpuint (failed, ==, 0);
  g_clear_error (&error);

  /* Seven turns are legal: the line is added, the game's line unchanged */
  end = quintet_game_tree_add_line (tree, root, turns, 7, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (end);
  g_assert_cmpuint (quintet_tree_node_get_ply (end), ==, 7);
  g_assert_cmpuint (quintet_game_tree_get_main_length (tree), ==, 7);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 0);
  g_assert_true (quintet_game_tree_get_line_node (tree, 0) == root);

  /* Adding it again reuses every node */
  serial = quintet_game_tree_get_serial (tree);
  g_assert_true (quintet_game_tree_add_line (tree, root, turns, 7, NULL, NULL) == end);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_true (quintet_game_tree_add_line (tree, end, NULL, 0, NULL, NULL) == end);

  /* Following it, the game's history refuses the same turn */
  quintet_game_follow_node (game, end);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 7);
  assert_line_is_replay (game);
  g_assert_false (quintet_game_play_turn (game, &turns[7], &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_REPETITION);
  g_clear_error (&error);
  /* … and so does a variation there */
  g_assert_false (quintet_game_play_variation (game, 7, &turns[7], &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_REPETITION);
}

static void
test_promote (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *line_end, *deep;
  QuintetMove turns[4];
  guint64 serial;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  line_end = quintet_game_tree_get_line_node (tree, 3);
  parse_line (game, quintet_game_tree_get_main_node (tree, 1), "h8-g8", turns);
  g_assert_nonnull (quintet_game_tree_add_line (tree, quintet_game_tree_get_main_node (tree, 1), turns, 1, NULL, NULL));
  parse_line (game, quintet_game_tree_get_main_node (tree, 1), "h8-g7 a2-b2", turns);
  deep = quintet_game_tree_add_line (tree, quintet_game_tree_get_main_node (tree, 1), turns, 2, NULL, NULL);
  parse_line (game, quintet_tree_node_get_parent (deep), "a2-a3", turns);
  g_assert_nonnull (quintet_game_tree_add_line (tree, quintet_tree_node_get_parent (deep), turns, 1, NULL, NULL));
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3}|h8-g8|h8-g7 {a2-b2|a2-a3}}}");
  }
  g_assert_cmpuint (quintet_tree_node_get_depth (deep), ==, 1);
  g_assert_cmpuint (quintet_tree_node_get_depth (quintet_tree_node_get_child (quintet_tree_node_get_parent (deep), 1)), ==, 2);

  serial = quintet_game_tree_get_serial (tree);
  quintet_game_tree_promote (tree, deep);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-g7 {a2-b2|a2-a3}|h8-h7 {a2-a3}|h8-g8}}");
  }
  g_assert_true (quintet_game_tree_get_main_node (tree, 3) == deep);
  g_assert_cmpuint (quintet_tree_node_get_depth (deep), ==, 0);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  /* The game's line is where it was, now a variation */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_true (quintet_game_tree_get_line_node (tree, 3) == line_end);
  g_assert_false (quintet_game_tree_line_is_main (tree));
  assert_line_is_replay (game);

  /* Promoting the main line changes nothing */
  serial = quintet_game_tree_get_serial (tree);
  quintet_game_tree_promote (tree, deep);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
}

static void
test_remove (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(QuintetTreeNode) removed = NULL;
  QuintetTreeNode *first, *variation;
  QuintetMove turns[2];
  guint64 serial;
  int count = 0;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  g_signal_connect (game, "items-changed", G_CALLBACK (on_items_changed), &count);
  play (game, "a1-a2");
  play (game, "h8-h7");
  play (game, "a2-a3");
  first = quintet_game_tree_get_main_node (tree, 1);
  parse_line (game, first, "h8-g8 a2-b2", turns);
  variation = quintet_game_tree_add_line (tree, first, turns, 2, NULL, NULL);

  /* Off the game's line: the game is unchanged */
  serial = quintet_game_tree_get_serial (tree);
  quintet_game_tree_remove (tree, variation);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-h7 {a2-a3}|h8-g8}}");
  }

  /* On it: the game follows the parent, at the parent's position */
  removed = g_object_ref (quintet_game_tree_get_main_node (tree, 2));
  quintet_game_tree_remove (tree, removed);
  g_assert_null (quintet_tree_node_get_parent (removed));
  g_assert_cmpuint (quintet_tree_node_get_n_children (removed), ==, 0);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{a1-a2 {h8-g8}}");
  }
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (quintet_game_get_n_redo (game), ==, 1);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "h8-g8");
  g_assert_true (memcmp (quintet_game_get_position (game), quintet_tree_node_get_position (first),
                         quintet_game_get_position_size (game)) == 0);
  g_assert_true (quintet_game_tree_line_is_main (tree));
  assert_line_is_replay (game);
  g_assert_cmpint (count, ==, 1);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GString    *names)
{
  g_string_append_printf (names, "%s ", pspec->name);
}

static void
test_annotations_and_serial (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  g_autoptr(GString) names = g_string_new (NULL);
  const char *comments[] = { "A slip", "but a second thought", NULL };
  QuintetNodeEval eval = { .score = -35, .depth = 4, .has_best = TRUE, .pv_length = 1 };
  QuintetTreeNode *node;
  QuintetMark mark = QUINTET_MARK_NONE;
  guint64 serial;

  g_assert_true (quintet_game_load_position (game, PRESSMAN_KINGS, NULL));
  play (game, "a1-a2");
  node = quintet_game_tree_get_line_node (tree, 1);
  g_signal_connect (node, "notify", G_CALLBACK (on_notify), names);
  g_assert_cmpuint (g_strv_length ((GStrv) quintet_tree_node_get_comments (node)), ==, 0);
  g_assert_null (quintet_tree_node_get_eval (node));

  serial = quintet_game_tree_get_serial (tree);
  quintet_tree_node_set_mark (node, QUINTET_MARK_MISTAKE);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  serial = quintet_game_tree_get_serial (tree);
  quintet_tree_node_set_mark (node, QUINTET_MARK_MISTAKE);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);
  g_assert_cmpint (quintet_tree_node_get_mark (node), ==, QUINTET_MARK_MISTAKE);

  quintet_tree_node_set_comments (node, comments);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_true (g_strv_equal (quintet_tree_node_get_comments (node), comments));
  serial = quintet_game_tree_get_serial (tree);
  quintet_tree_node_set_comments (node, comments);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), ==, serial);

  eval.best = eval.pv[0] = *quintet_tree_node_get_turn (node);
  quintet_tree_node_set_eval (node, &eval);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_cmpint (quintet_tree_node_get_eval (node)->score, ==, -35);
  g_assert_true (quintet_move_equal (&quintet_tree_node_get_eval (node)->best, quintet_tree_node_get_turn (node)));
  serial = quintet_game_tree_get_serial (tree);
  quintet_tree_node_set_eval (node, NULL);
  g_assert_cmpuint (quintet_game_tree_get_serial (tree), >, serial);
  g_assert_null (quintet_tree_node_get_eval (node));
  g_object_set (node, "mark", QUINTET_MARK_BLUNDER, NULL);
  g_assert_cmpstr (names->str, ==, "mark comments has-eval has-eval mark ");

  /* An annotation is no change of the line */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);

  g_assert_cmpstr (quintet_mark_to_string (QUINTET_MARK_NONE), ==, "");
  g_assert_cmpstr (quintet_mark_to_string (QUINTET_MARK_INACCURACY), ==, "?!");
  g_assert_cmpstr (quintet_mark_to_string (QUINTET_MARK_MISTAKE), ==, "?");
  g_assert_cmpstr (quintet_mark_to_string (QUINTET_MARK_BLUNDER), ==, "??");
  g_assert_true (quintet_mark_from_string ("??", &mark));
  g_assert_cmpint (mark, ==, QUINTET_MARK_BLUNDER);
  g_assert_true (quintet_mark_from_string ("?!", &mark));
  g_assert_cmpint (mark, ==, QUINTET_MARK_INACCURACY);
  g_assert_false (quintet_mark_from_string ("", &mark));
  g_assert_false (quintet_mark_from_string ("!?", &mark));
  g_assert_false (quintet_mark_from_string ("???", &mark));
  g_assert_cmpint (mark, ==, QUINTET_MARK_INACCURACY);
}

static void
test_notation_style (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *root;
  QuintetMove turn;
  guint n_changed = 0;

  g_assert_true (quintet_game_load_position (game, OFERHLYP_CHAIN, NULL));
  root = quintet_game_tree_get_root (tree);
  play (game, "C7xC5(-)xC3(r)");
  turn = turn_at (game, root, "C7xC5(-)");
  g_assert_nonnull (quintet_game_tree_add_line (tree, root, &turn, 1, NULL, NULL));
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{C7xC5(2>1)xC3(1>0)|C7xC5(2>1)}");
  }

  g_signal_connect (tree, "changed", G_CALLBACK (on_changed), &n_changed);
  quintet_game_set_notation_style (game, QUINTET_NOTATION_SHORT);
  g_assert_cmpuint (n_changed, ==, 1);
  {
    g_autofree char *shape = tree_shape (game);

    g_assert_cmpstr (shape, ==, "{C7xC5(-)xC3(r)|C7xC5(-)}");
  }
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "C7xC5(-)xC3(r)");
  /* A turn of a node's position (an eval's best turn) in the style too */
  {
    g_autofree char *text = quintet_tree_node_format_turn (root, &turn);

    g_assert_cmpstr (text, ==, "C7xC5(-)");
  }

  /* A variation played now is written in the style */
  turn = turn_at (game, root, "C7xC5(-)");
  g_assert_true (quintet_game_play_variation (game, 0, &turn, NULL));
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 0), ==, "C7xC5(-)");
  assert_line_is_replay (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-tree/play-builds-the-line", test_play_builds_the_line);
  g_test_add_func ("/game-tree/undo-redo-truncate", test_undo_redo_truncate);
  g_test_add_func ("/game-tree/play-variation", test_play_variation);
  g_test_add_func ("/game-tree/follow-node-outcomes", test_follow_node_outcomes);
  g_test_add_func ("/game-tree/agreed-draw-stays-with-its-line", test_agreed_draw_stays_with_its_line);
  g_test_add_func ("/game-tree/main-outcome-by-the-rules", test_main_outcome_by_the_rules);
  g_test_add_func ("/game-tree/add-line-repetition", test_add_line_repetition);
  g_test_add_func ("/game-tree/promote", test_promote);
  g_test_add_func ("/game-tree/remove", test_remove);
  g_test_add_func ("/game-tree/annotations-and-serial", test_annotations_and_serial);
  g_test_add_func ("/game-tree/notation-style", test_notation_style);

  return g_test_run ();
}
