/* test-record-tree.c — records with variations, several comments a
 * turn, marks and evaluations (docs/records.md): read into the game's
 * tree, written from it, a round trip exact in every game, the
 * tokenizing rule's edges, and the malformed ones with LINE:COLUMN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-analysis.h"
#include "quintet-record.h"
#include "quintet-record-private.h"
#include "quintet-search.h"

static QuintetTreeNode *
root_of (QuintetRecord *record)
{
  return quintet_game_tree_get_root (quintet_game_get_tree (quintet_record_get_game (record)));
}

/* The node at a path of child indices from @node, "0.2.0" */
static QuintetTreeNode *
node_at (QuintetTreeNode *node,
         const char      *path)
{
  g_auto(GStrv) steps = g_strsplit (path, ".", -1);

  for (guint i = 0; steps[i] != NULL; i++)
    {
      guint index = g_ascii_strtoull (steps[i], NULL, 10);

      g_assert_cmpuint (index, <, quintet_tree_node_get_n_children (node));
      node = quintet_tree_node_get_child (node, index);
    }
  return node;
}

static char *
joined_comments (QuintetTreeNode *node)
{
  return g_strjoinv ("|", (char **) quintet_tree_node_get_comments (node));
}

static void
assert_node (QuintetTreeNode *root,
             const char      *path,
             const char      *notation,
             QuintetMark      mark,
             const char      *comments,
             guint            n_children)
{
  QuintetTreeNode *node = node_at (root, path);
  g_autofree char *joined = joined_comments (node);

  g_assert_cmpstr (quintet_tree_node_get_notation (node), ==, notation);
  g_assert_cmpint (quintet_tree_node_get_mark (node), ==, mark);
  g_assert_cmpstr (joined, ==, comments);
  g_assert_cmpuint (quintet_tree_node_get_n_children (node), ==, n_children);
}

/* Written, read and written again: the same text; returns the text with
 * its line ends as spaces (the line breaking is test-record's) */
static char *
assert_rewrites (QuintetRecord *record)
{
  g_autofree char *text = quintet_record_to_text (record);
  g_autoptr(QuintetRecord) again = parse_ok (text);
  g_autofree char *text_again = quintet_record_to_text (again);
  char *turns;

  g_assert_cmpstr (text_again, ==, text);
  for (char *line = text; (line = strchr (line, '\n')) != NULL; line++)
    if (strlen (line) > 80)
      g_assert_nonnull (memchr (line + 1, '\n', 80));
  turns = g_strdup (strstr (text, "\n\n") + 2);
  return g_strdelimit (turns, "\n", ' ');
}

#define PRESSMAN_TREE \
  "[Game \"pressman\"]\n\n" \
  "{[%eval 20 4] [%best a2-a3 h7-h6]} {start} 1. a2-a3 h7-h6?! {[%eval -35 6]\n" \
  "[%best b2-b3]} {why} (1... g7-g6 {fine} 2. b2-b3 (2. a3-a4?? {ouch} {twice})\n" \
  "2... g6-g5 {[%eval #3 9]}) (1... h7-h5 (1... a7-a6)) 2. b2-b3 {[%eval -#2 12]} *\n"

/* Every feature at once: variations (nested, several of a turn),
 * several comments, marks, evaluations with and without a best line */
static void
test_hand_written (void)
{
  g_autoptr(QuintetRecord) record = parse_ok (PRESSMAN_TREE);
  QuintetGame *game = quintet_record_get_game (record);
  QuintetTreeNode *root = root_of (record);
  const QuintetNodeEval *eval = quintet_tree_node_get_eval (root);
  g_autofree char *start = joined_comments (root);
  g_autofree char *turns = NULL;

  /* The main line is the game */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 2), ==, "b2-b3");
  g_assert_cmpuint (quintet_game_tree_get_main_length (quintet_game_get_tree (game)), ==, 3);

  g_assert_cmpstr (start, ==, "start");
  g_assert_nonnull (eval);
  g_assert_cmpint (eval->score, ==, 20);
  g_assert_cmpuint (eval->depth, ==, 4);
  g_assert_true (eval->has_best);
  g_assert_cmpuint (eval->pv_length, ==, 2);
  g_assert_true (quintet_move_equal (&eval->best, &eval->pv[0]));

  assert_node (root, "0", "a2-a3", QUINTET_MARK_NONE, "", 4);
  assert_node (root, "0.0", "h7-h6", QUINTET_MARK_INACCURACY, "why", 1);
  assert_node (root, "0.1", "g7-g6", QUINTET_MARK_NONE, "fine", 2);
  assert_node (root, "0.1.0", "b2-b3", QUINTET_MARK_NONE, "", 1);
  assert_node (root, "0.1.1", "a3-a4", QUINTET_MARK_BLUNDER, "ouch|twice", 0);
  assert_node (root, "0.1.0.0", "g6-g5", QUINTET_MARK_NONE, "", 0);
  /* A variation of a variation's first turn is one more of its siblings */
  assert_node (root, "0.2", "h7-h5", QUINTET_MARK_NONE, "", 0);
  assert_node (root, "0.3", "a7-a6", QUINTET_MARK_NONE, "", 0);
  assert_node (root, "0.0.0", "b2-b3", QUINTET_MARK_NONE, "", 0);

  eval = quintet_tree_node_get_eval (node_at (root, "0.0"));
  g_assert_cmpint (eval->score, ==, -35);
  g_assert_cmpuint (eval->pv_length, ==, 1);
  eval = quintet_tree_node_get_eval (node_at (root, "0.1.0.0"));
  g_assert_cmpint (eval->score, ==, QUINTET_SEARCH_WIN - 5);
  g_assert_false (eval->has_best);
  g_assert_cmpuint (eval->pv_length, ==, 0);
  eval = quintet_tree_node_get_eval (node_at (root, "0.0.0"));
  g_assert_cmpint (eval->score, ==, -(QUINTET_SEARCH_WIN - 3));
  g_assert_null (quintet_tree_node_get_eval (node_at (root, "0")));

  turns = assert_rewrites (record);
  g_assert_cmpstr (turns, ==,
                   "{[%eval 20 4] [%best a2-a3 h7-h6]} {start} 1. a2-a3 h7-h6?! "
                   "{[%eval -35 6] [%best b2-b3]} {why} (1... g7-g6 {fine} 2. b2-b3 "
                   "(2. a3-a4?? {ouch} {twice}) 2... g6-g5 {[%eval #3 9]}) (1... h7-h5) (1... a7-a6) "
                   "2. b2-b3 {[%eval -#2 12]} * ");
}

/* Turns that hold parentheses: a variation that ends right after one,
 * a mark right after one, two-part Ordo X turns, Oferhlýp's shorthand */
static void
test_parenthesised_turns (void)
{
  g_autoptr(QuintetRecord) ordo =
    parse_ok ("[Game \"ordo-x\"]\n[Position \"10/BB1BB5/2B7/2W7/10/10/10/10 w\"]\n\n"
              "1. c5xc6(a7,b7)?? (1. c5xc6(d7,e7)) (1.c5xe7?! {x}) (1. c5-b5,\n  b5xb7(a7))(1. c5-d5, d5xd7(e7)?)*\n");
  g_autoptr(QuintetRecord) ordo_two =
    parse_ok ("[Game \"ordo-x\"]\n[Position \"10/BB1BBB4/2BW6/10/10/10/10/10 w\"]\n\n"
              "1. d6xc6(a7,b7), c6-c7?? ( 1. d6xc6(a7,b7), c6xd7 (1. d6xe7(f7)) ) *\n");
  g_autoptr(QuintetRecord) oferhlyp =
    parse_ok ("[Game \"oferhlyp\"]\n[Position \"6K/7/3L3/2l4/7/2L4/J1D4 d\"]\n\n"
              "1. C7xC5(2>1)?? (1. C7xC5(-)xC3(r)) (1. C7xC5(2>1)xC3(1>0)xE3(2>1)?!) *\n");
  g_autofree char *ordo_turns = assert_rewrites (ordo);
  g_autofree char *ordo_two_turns = assert_rewrites (ordo_two);
  g_autofree char *oferhlyp_turns = assert_rewrites (oferhlyp);

  assert_node (root_of (ordo), "0", "c5xc6(a7,b7)", QUINTET_MARK_BLUNDER, "", 0);
  assert_node (root_of (ordo), "1", "c5xc6(d7,e7)", QUINTET_MARK_NONE, "", 0);
  assert_node (root_of (ordo), "2", "c5xe7", QUINTET_MARK_INACCURACY, "x", 0);
  assert_node (root_of (ordo), "3", "c5-b5, b5xb7(a7)", QUINTET_MARK_NONE, "", 0);
  assert_node (root_of (ordo), "4", "c5-d5, d5xd7(e7)", QUINTET_MARK_MISTAKE, "", 0);
  g_assert_cmpstr (ordo_turns, ==,
                   "1. c5xc6(a7,b7)?? (1. c5xc6(d7,e7)) (1. c5xe7?! {x}) (1. c5-b5, b5xb7(a7)) "
                   "(1. c5-d5, d5xd7(e7)?) * ");

  assert_node (root_of (ordo_two), "0", "d6xc6(a7,b7), c6-c7", QUINTET_MARK_BLUNDER, "", 0);
  assert_node (root_of (ordo_two), "1", "d6xc6(a7,b7), c6xd7", QUINTET_MARK_NONE, "", 0);
  assert_node (root_of (ordo_two), "2", "d6xe7(f7)", QUINTET_MARK_NONE, "", 0);
  g_assert_cmpstr (ordo_two_turns, ==,
                   "1. d6xc6(a7,b7), c6-c7?? (1. d6xc6(a7,b7), c6xd7) (1. d6xe7(f7)) * ");

  /* The shorthand reads, the standard notation is written */
  assert_node (root_of (oferhlyp), "1", "C7xC5(2>1)xC3(1>0)", QUINTET_MARK_NONE, "", 0);
  g_assert_cmpstr (oferhlyp_turns, ==,
                   "1. C7xC5(2>1)?? (1. C7xC5(2>1)xC3(1>0)) (1. C7xC5(2>1)xC3(1>0)xE3(2>1)?!) * ");
}

/* Black first, and a variation of the second side's turn after one of
 * the first side's: each carries its number, and so does the turn after
 * a variation */
static void
test_move_numbers (void)
{
  g_autoptr(QuintetRecord) record =
    parse_ok ("[Game \"pressman\"]\n"
              "[Position \"BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12\"]\n\n"
              "1... h7-h6 (1... g7-g6 2. a2-a3 (2. b2-b3 a7-a6) a7-a6) 2. a2-a3 a7-a6 *\n");
  g_autofree char *turns = assert_rewrites (record);

  g_assert_cmpstr (turns, ==,
                   "1... h7-h6 (1... g7-g6 2. a2-a3 (2. b2-b3 a7-a6) 2... a7-a6) 2. a2-a3 a7-a6 * ");
}

/* The turns the game has undone are not written, nor what follows them;
 * the tree's state changes with what a record of it holds */
static void
test_undone_left_out (void)
{
  g_autoptr(QuintetRecord) record = parse_ok ("[Game \"pressman\"]\n\n1. a2-a3 h7-h6 (1... g7-g6) 2. b2-b3 *\n");
  g_autoptr(QuintetRecord) same = parse_ok ("[Game \"pressman\"]\n\n1. a2-a3 h7-h6 (1... g7-g6) 2. b2-b3 *\n");
  QuintetGame *game = quintet_record_get_game (record);
  guint64 read_state = quintet_record_hash_tree (game);
  const char * const comments[] = { "new", NULL };
  g_autofree char *undone = NULL;
  g_autofree char *all_undone = NULL;

  g_assert_cmpuint (quintet_record_hash_tree (quintet_record_get_game (same)), ==, read_state);
  quintet_game_undo (game);
  undone = quintet_record_to_text (record);
  g_assert_true (g_str_has_suffix (undone, "\n\n1. a2-a3 h7-h6 (1... g7-g6) *\n"));
  g_assert_cmpuint (quintet_record_hash_tree (game), !=, read_state);
  /* The variations of an undone turn go with it: the record ends where
   * the game does */
  quintet_game_undo (game);
  g_free (undone);
  undone = quintet_record_to_text (record);
  g_assert_true (g_str_has_suffix (undone, "\n\n1. a2-a3 *\n"));
  quintet_game_undo (game);
  all_undone = quintet_record_to_text (record);
  g_assert_true (g_str_has_suffix (all_undone, "\n\n*\n"));
  quintet_game_redo (game);
  quintet_game_redo (game);
  quintet_game_redo (game);
  g_assert_cmpuint (quintet_record_hash_tree (game), ==, read_state);

  quintet_tree_node_set_comments (quintet_game_tree_get_root (quintet_game_get_tree (game)), comments);
  g_assert_cmpuint (quintet_record_hash_tree (game), !=, read_state);
  quintet_tree_node_set_comments (quintet_game_tree_get_root (quintet_game_get_tree (game)), NULL);
  g_assert_cmpuint (quintet_record_hash_tree (game), ==, read_state);
  quintet_tree_node_set_mark (node_at (quintet_game_tree_get_root (quintet_game_get_tree (game)), "0.1"),
                              QUINTET_MARK_MISTAKE);
  g_assert_cmpuint (quintet_record_hash_tree (game), !=, read_state);
}

/* The record is the main line's whichever line the game follows: its
 * result, its Termination, its turns */
static void
test_line_in_variation (void)
{
  g_autoptr(QuintetRecord) record =
    parse_ok ("[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n"
              "[Termination \"White took the last checker\"]\n\n1. a1xb2 (1. a1-a2) 1-0\n");
  QuintetGame *game = quintet_record_get_game (record);
  g_autofree char *written = quintet_record_to_text (record);
  g_autofree char *in_variation = NULL;

  quintet_game_follow_node (game, node_at (root_of (record), "1"));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_false (quintet_game_tree_line_is_main (quintet_game_get_tree (game)));
  in_variation = quintet_record_to_text (record);
  g_assert_cmpstr (in_variation, ==, written);
  g_assert_nonnull (strstr (written, "[Result \"1-0\"]\n[Termination \"White took the last checker\"]\n"));
  g_assert_true (g_str_has_suffix (written, "\n\n1. a1xb2 (1. a1-a2) 1-0\n"));
}

/* Comments of the tree that would not read back as they are: written so
 * that they read (a blank one not at all) */
static void
test_awkward_comments (void)
{
  g_autoptr(QuintetRecord) record = parse_ok ("[Game \"pressman\"]\n\n1. a2-a3 *\n");
  QuintetTreeNode *node = node_at (root_of (record), "0");
  const char * const comments[] = { "  ", "[%eval 35 4]", " spaced ", NULL };
  g_autofree char *text = NULL;
  g_autofree char *turns = NULL;

  quintet_tree_node_set_comments (node, comments);
  text = quintet_record_to_text (record);
  g_assert_true (g_str_has_suffix (text, "\n\n1. a2-a3 {[ %eval 35 4]} {spaced} *\n"));
  g_clear_pointer (&record, quintet_record_free);
  record = parse_ok (text);
  g_assert_null (quintet_tree_node_get_eval (node_at (root_of (record), "0")));
  turns = assert_rewrites (record);
  g_assert_cmpstr (turns, ==, "1. a2-a3 {[ %eval 35 4]} {spaced} * ");
}

/* ---- random trees in every game ---- */

/* A legal turn of @position by the rules alone, or FALSE */
static gboolean
random_turn (QuintetGame   *game,
             gconstpointer  position,
             GRand         *random,
             QuintetMove   *turn)
{
  g_auto(QuintetTurnList) list = { 0 };
  guint n_turns = quintet_game_list_turns (game, position, &list);

  if (n_turns == 0 || quintet_game_position_outcome (game, position, n_turns).status != QUINTET_STATUS_ONGOING)
    return FALSE;
  *turn = list.turns[g_rand_int_range (random, 0, n_turns)];
  return TRUE;
}

static void
annotate (QuintetGame     *game,
          QuintetTreeNode *node,
          GRand           *random)
{
  static const char *texts[] = { "good", "two\nlines", "[%clk 0:10] not an eval", "a (paren) and ?!", "Ü ñ" };

  if (quintet_tree_node_get_parent (node) != NULL && g_rand_int_range (random, 0, 3) == 0)
    quintet_tree_node_set_mark (node, g_rand_int_range (random, 1, 4));
  if (g_rand_int_range (random, 0, 3) == 0)
    {
      const char *comments[4] = { NULL };
      guint n = g_rand_int_range (random, 1, 4);

      for (guint i = 0; i < n; i++)
        comments[i] = texts[g_rand_int_range (random, 0, G_N_ELEMENTS (texts))];
      quintet_tree_node_set_comments (node, comments);
    }
  if (g_rand_int_range (random, 0, 3) == 0)
    {
      QuintetNodeEval eval = { 0 };
      QuintetPositionBuffer at;
      guint kind = g_rand_int_range (random, 0, 4);

      eval.score = kind == 0 ? QUINTET_SEARCH_WIN - g_rand_int_range (random, 0, 40) :
                   kind == 1 ? -QUINTET_SEARCH_WIN + g_rand_int_range (random, 0, 40) :
                   g_rand_int_range (random, -3000, 3000);
      eval.depth = g_rand_int_range (random, 0, 30);
      memcpy (&at, quintet_tree_node_get_position (node), quintet_game_get_position_size (game));
      for (guint n = g_rand_int_range (random, 0, 5); eval.pv_length < n; eval.pv_length++)
        {
          if (!random_turn (game, &at, random, &eval.pv[eval.pv_length]))
            break;
          quintet_game_make_turn (game, &at, &eval.pv[eval.pv_length]);
        }
      eval.has_best = eval.pv_length > 0;
      if (eval.has_best)
        eval.best = eval.pv[0];
      quintet_tree_node_set_eval (node, &eval);
    }
}

/* Variations of up to 4 turns after @node's parent, nested up to @depth */
static void
add_variations (QuintetGame     *game,
                QuintetTreeNode *node,
                GRand           *random,
                guint            depth)
{
  QuintetTreeNode *parent = quintet_tree_node_get_parent (node);

  annotate (game, node, random);
  if (parent == NULL || depth == 0 || g_rand_int_range (random, 0, 4) != 0)
    return;

  for (guint v = g_rand_int_range (random, 1, 3); v > 0; v--)
    {
      QuintetTreeNode *at = parent;
      g_autoptr(GPtrArray) added = g_ptr_array_new ();

      for (guint n = g_rand_int_range (random, 1, 5); n > 0; n--)
        {
          QuintetMove turn;
          QuintetTreeNode *next;

          if (!random_turn (game, quintet_tree_node_get_position (at), random, &turn))
            break;
          next = quintet_game_tree_add_line (quintet_game_get_tree (game), at, &turn, 1, NULL, NULL);
          if (next == NULL)
            break;
          g_ptr_array_add (added, next);
          at = next;
        }
      for (guint i = 0; i < added->len; i++)
        add_variations (game, added->pdata[i], random, depth - 1);
    }
}

static void
assert_same_tree (QuintetTreeNode *expected,
                  QuintetTreeNode *actual)
{
  const QuintetNodeEval *expected_eval = quintet_tree_node_get_eval (expected);
  const QuintetNodeEval *actual_eval = quintet_tree_node_get_eval (actual);
  g_autofree char *expected_comments = joined_comments (expected);
  g_autofree char *actual_comments = joined_comments (actual);

  g_assert_cmpstr (quintet_tree_node_get_notation (actual), ==, quintet_tree_node_get_notation (expected));
  g_assert_cmpint (quintet_tree_node_get_mark (actual), ==, quintet_tree_node_get_mark (expected));
  g_assert_cmpstr (actual_comments, ==, expected_comments);
  g_assert_true ((expected_eval == NULL) == (actual_eval == NULL));
  if (expected_eval != NULL)
    {
      g_assert_cmpuint (actual_eval->depth, ==, expected_eval->depth);
      g_assert_cmpuint (actual_eval->pv_length, ==, expected_eval->pv_length);
      g_assert_true (actual_eval->has_best == expected_eval->has_best);
      for (guint i = 0; i < expected_eval->pv_length; i++)
        g_assert_true (quintet_move_equal (&actual_eval->pv[i], &expected_eval->pv[i]));
      /* #N keeps N: the same score, or one turn off in parity */
      g_assert_cmpint (ABS (actual_eval->score - expected_eval->score), <=,
                       ABS (expected_eval->score) > QUINTET_SEARCH_WIN_BOUND ? 1 : 0);
    }
  g_assert_cmpuint (quintet_tree_node_get_n_children (actual), ==, quintet_tree_node_get_n_children (expected));
  for (guint i = 0; i < quintet_tree_node_get_n_children (expected); i++)
    assert_same_tree (quintet_tree_node_get_child (expected, i), quintet_tree_node_get_child (actual, i));
}

static void
test_random_trees (gconstpointer data)
{
  const char *id = data;

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (id);
      g_autoptr(GRand) random = g_rand_new_with_seed (seed);
      g_autoptr(QuintetRecord) record = NULL;
      g_autoptr(QuintetRecord) read = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      QuintetGameTree *tree = quintet_game_get_tree (game);
      guint n_main;

      if (seed % 2 == 0 && quintet_game_get_first_side_choice (game))
        quintet_game_new_game (game, QUINTET_SIDE_1);
      for (guint ply = 0; ply < 40; ply++)
        {
          guint n_turns;
          const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

          if (n_turns == 0)
            break;
          g_assert_true (quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL));
        }
      n_main = quintet_game_tree_get_main_length (tree);
      for (guint ply = 0; ply <= n_main; ply++)
        add_variations (game, quintet_game_tree_get_main_node (tree, ply), random, 3);

      record = quintet_record_new (game);
      text = quintet_record_to_text (record);
      read = parse_ok (text);
      assert_same_tree (quintet_game_tree_get_root (tree), root_of (read));
      again = quintet_record_to_text (read);
      g_assert_cmpstr (again, ==, text);
    }
}

/* Every score a search gives is written so that it reads back to the
 * same text; #N and -#N as quintet-cli analyse prints them */
static void
test_scores (void)
{
  static const struct { int score; const char *text; } cases[] = {
    { 0, "0" }, { 35, "35" }, { -120, "-120" }, { 29000, "29000" }, { -29000, "-29000" },
    { QUINTET_SEARCH_WIN, "#0" }, { QUINTET_SEARCH_WIN - 1, "#1" }, { QUINTET_SEARCH_WIN - 2, "#1" },
    { QUINTET_SEARCH_WIN - 5, "#3" }, { 29001, "#500" },
    { -QUINTET_SEARCH_WIN, "-#0" }, { -QUINTET_SEARCH_WIN + 1, "-#1" }, { -QUINTET_SEARCH_WIN + 2, "-#1" },
    { -QUINTET_SEARCH_WIN + 4, "-#2" }, { -29001, "-#500" },
  };
  static const char *refused[] = { "", "-", "+5", "05", "-0", "29001", "-29001", "#", "#-1", "#501", "-#501", "#01", "3.5", "1e3" };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = quintet_analysis_format_score (cases[i].score);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  for (int score = -QUINTET_SEARCH_WIN; score <= QUINTET_SEARCH_WIN; score++)
    {
      g_autofree char *text = quintet_analysis_format_score (score);
      g_autofree char *again = NULL;
      int read;

      if (!_quintet_record_parse_score (text, strlen (text), &read))
        g_error ("score %d written “%s” does not read", score, text);
      again = quintet_analysis_format_score (read);
      g_assert_cmpstr (again, ==, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      int read;

      g_test_message ("%s", refused[i]);
      g_assert_false (_quintet_record_parse_score (refused[i], strlen (refused[i]), &read));
    }
}

/* ---- the examples of docs/records.md read ---- */

static void
test_docs_examples (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "records.md", NULL);
  g_autofree char *docs = NULL;
  g_auto(GStrv) blocks = NULL;
  guint n_read = 0;

  g_assert_true (g_file_get_contents (path, &docs, NULL, NULL));
  blocks = g_strsplit (docs, "```", -1);
  /* Every other piece is inside a fence */
  for (guint i = 1; blocks[i] != NULL; i += 2)
    {
      const char *block = blocks[i] + strspn (blocks[i], "\n");

      if (g_str_has_prefix (block, "[Game "))
        {
          g_autoptr(QuintetRecord) record = parse_ok (block);
          g_autofree char *turns = assert_rewrites (record);

          n_read++;
        }
    }
  g_assert_cmpuint (n_read, >=, 2);
}

/* ---- malformed ---- */

typedef struct {
  const char *name;
  const char *text;
  const char *expected;   /* after "game.quintet:" */
} BadRecord;

#define PRESSMAN "[Game \"pressman\"]\n\n"

static const BadRecord bad_records[] = {
  { "variation first", PRESSMAN "(1. a2-a3) 1. a2-a3 *\n",
    "3:1: a variation before any turn: a variation follows the turn it replaces" },
  { "variation after number", PRESSMAN "1. (1. a2-a3) *\n",
    "3:1: the move number “1.” is not followed by a turn" },
  { "variation first in variation", PRESSMAN "1. a2-a3 ((1. b2-b3)) *\n",
    "3:11: a variation before any turn: a variation follows the turn it replaces" },
  { "empty variation", PRESSMAN "1. a2-a3 () *\n",
    "3:10: the variation holds no turn" },
  { "comment opens variation", PRESSMAN "1. a2-a3 ({x} 1. b2-b3) *\n",
    "3:11: a comment before the first turn of a variation: write it after a turn" },
  { "unclosed variation", PRESSMAN "1. a2-a3 (1. b2-b3 *\n",
    "3:10: the variation has no closing “)”" },
  { "unclosed at end", PRESSMAN "1. a2-a3 (1. b2-b3\n",
    "3:10: the variation has no closing “)”" },
  { "stray close", PRESSMAN "1. a2-a3 ) *\n",
    "3:10: “)” without a “(” that opens a variation" },
  { "stray close after paren turn", "[Game \"ordo-x\"]\n[Position \"10/BB1BB5/2B7/2W7/10/10/10/10 w\"]\n\n1. c5xe7) *\n",
    "4:9: “)” without a “(” that opens a variation" },
  { "variation number missing", PRESSMAN "1. a2-a3 h7-h6 (g7-g6) *\n",
    "3:17: expected the move number “1...” before “g7-g6”" },
  { "variation wrong number", PRESSMAN "1. a2-a3 h7-h6 (2... g7-g6) *\n",
    "3:17: wrong move number “2...”: the turn of Black after it is “1...”" },
  { "unparsable in variation", PRESSMAN "1. a2-a3 (1. b2-b9) *\n",
    "3:14: “b2-b9”: expected a square from a1 to h8 at character 4" },
  { "wrong side in variation", PRESSMAN "1. a2-a3 h7-h6 (1... a2-a4) *\n",
    "3:22: “a2-a4”: no Black soldier on a2" },
  { "nested illegal", PRESSMAN "1. a2-a3 h7-h6 (1... g7-g6 2. b2-b3 (2. a3-b5)) *\n",
    "3:41: “a3-b5”: a soldier moves along a rank, file or diagonal" },
  { "repetition in variation", "[Game \"oferhlyp\"]\n[Position \"K5L/7/7/7/7/7/D5J d\"]\n\n"
    "1. A7-A6 G1-G2 2. A6-A7 G2-G1 3. A7-A6 G1-G2 4. A6-A5 (4. A6-A7 G2-G1) *\n",
    "4:65: “G2-G1”: That turn is not legal here: it would create the same position for the third time (OF-5)" },
  { "variation after the end", "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n"
    "1. a1xb2 (1. a1xb2 b2-b3) 1-0\n",
    "4:20: “b2-b3”: the game is already over (White wins: captured every Black checker)" },
  { "not a mark", PRESSMAN "1. a2-a3!? *\n",
    "3:9: “!?” is not a mark: a turn is marked “?!”, “?” or “??”" },
  { "three marks", PRESSMAN "1. a2-a3??? *\n",
    "3:9: “???” is not a mark: a turn is marked “?!”, “?” or “??”" },
  { "mark alone", PRESSMAN "1. a2-a3 ?? *\n",
    "3:10: the mark “??” stands alone: write it right after its turn" },
  { "bad score", PRESSMAN "1. a2-a3 {[%eval 3x 4]} *\n",
    "3:18: “3x” is not a score: hundredths such as “35” or “-120”, or “#3”, “-#2” for a forced result" },
  { "score beyond bound", PRESSMAN "1. a2-a3 {[%eval 29001 4]} *\n",
    "3:18: “29001” is not a score: hundredths such as “35” or “-120”, or “#3”, “-#2” for a forced result" },
  { "plus score", PRESSMAN "{[%eval +5 4]} 1. a2-a3 *\n",
    "3:9: “+5” is not a score: hundredths such as “35” or “-120”, or “#3”, “-#2” for a forced result" },
  { "no depth", PRESSMAN "1. a2-a3 {[%eval 35]} *\n",
    "3:20: expected the depth after the score of “[%eval”" },
  { "bad depth", PRESSMAN "1. a2-a3 {[%eval 35 1000]} *\n",
    "3:21: “1000” is not a depth: a number from 0 to 999" },
  { "eval not closed", PRESSMAN "1. a2-a3 {[%eval 35 4 5]} *\n",
    "3:23: expected “]” after the score and the depth of “[%eval”" },
  { "illegal best", PRESSMAN "1. a2-a3 {[%eval 35 4] [%best a3-a4]} *\n",
    "3:31: in the best line: “a3-a4”: no Black soldier on a3" },
  { "best after the end", "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n\n"
    "{[%eval 100 1] [%best a1xb2 a1-a2]} 1. a1xb2 1-0\n",
    "4:29: “a1-a2”: the best line goes on after the game is over" },
  { "best not closed", PRESSMAN "1. a2-a3 {[%eval 35 4] [%best h7-h6} *\n",
    "3:24: “[%best” has no closing “]”" },
  { "words in eval", PRESSMAN "1. a2-a3 {[%eval 35 4] good} *\n",
    "3:24: an evaluation holds “[%eval” and “[%best” only: write other words in a comment of their own" },
  { "words after best", PRESSMAN "1. a2-a3 {[%eval 35 4] [%best h7-h6] good} *\n",
    "3:38: an evaluation ends after “[%best”: write other words in a comment of their own" },
  { "two evals", PRESSMAN "1. a2-a3 {[%eval 35 4]} {[%eval 3 4]} *\n",
    "3:25: a second evaluation of the same turn" },
  { "eval opens variation", PRESSMAN "1. a2-a3 ({[%eval 3 4]} 1. b2-b3) *\n",
    "3:11: a comment before the first turn of a variation: write it after a turn" },
};

static void
test_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      const BadRecord *bad = &bad_records[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(QuintetRecord) record = quintet_record_parse (bad->text, -1, "game.quintet", &error);
      g_autofree char *expected = g_strconcat ("game.quintet:", bad->expected, NULL);

      g_test_message ("%s", bad->name);
      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* Deeper than 100 variations: refused where the 101st opens (a
 * variation of a variation's first turn nests in the text, and is one
 * more sibling in the tree) */
static void
test_nesting_limit (void)
{
  GString *text = g_string_new (PRESSMAN "1. a2-a3 ");
  g_autofree char *record_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = NULL;

  for (guint i = 0; i < 101; i++)
    g_string_append (text, "(1. b2-b3 ");
  record_text = g_string_free (text, FALSE);
  record = quintet_record_parse (record_text, -1, NULL, &error);
  g_assert_null (record);
  g_assert_cmpstr (error->message, ==, "3:1010: variations nest too deeply: at most 100 deep");

  /* 100 deep read */
  g_clear_error (&error);
  text = g_string_new (PRESSMAN "1. a2-a3 ");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, "(1. b2-b3 ");
  for (guint i = 0; i < 100; i++)
    g_string_append (text, ")");
  g_string_append (text, " *\n");
  g_free (record_text);
  record_text = g_string_free (text, FALSE);
  record = quintet_record_parse (record_text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (quintet_tree_node_get_n_children (root_of (record)), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record-tree/hand-written", test_hand_written);
  g_test_add_func ("/record-tree/parenthesised-turns", test_parenthesised_turns);
  g_test_add_func ("/record-tree/move-numbers", test_move_numbers);
  g_test_add_func ("/record-tree/undone-left-out", test_undone_left_out);
  g_test_add_func ("/record-tree/line-in-variation", test_line_in_variation);
  g_test_add_func ("/record-tree/awkward-comments", test_awkward_comments);
  g_test_add_func ("/record-tree/scores", test_scores);
  g_test_add_func ("/record-tree/docs-examples", test_docs_examples);
  g_test_add_func ("/record-tree/malformed", test_malformed);
  g_test_add_func ("/record-tree/nesting-limit", test_nesting_limit);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/record-tree/random-trees/%s", games[i].id);

      g_test_add_data_func (path, games[i].id, test_random_trees);
    }

  return g_test_run ();
}
