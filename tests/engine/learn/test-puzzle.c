/* test-puzzle.c — the prover of forced wins, the puzzle files' reader and
 * quintet-cli puzzles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "quintet-puzzle.h"
#include "test-engine-common.h"

/* The winning first turns of @proof, in notation, sorted, space-separated */
static char *
winning_turns (QuintetGame        *game,
               const QuintetProof *proof)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < proof->winning->len; i++)
    g_ptr_array_add (texts, quintet_game_format_turn (game, quintet_game_get_position (game),
                                                      &g_array_index (proof->winning, QuintetMove, i)));
  g_ptr_array_sort (texts, compare_strings);
  g_ptr_array_add (texts, NULL);
  return g_strjoinv (" ", (GStrv) texts->pdata);
}

/* The proof's main line, in notation, space-separated */
static char *
main_line (QuintetGame        *game,
           const QuintetProof *proof)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  QuintetPositionBuffer position;

  memcpy (&position, quintet_game_get_position (game), quintet_game_get_position_size (game));
  for (guint i = 0; i < proof->line->len; i++)
    {
      const QuintetMove *turn = &g_array_index (proof->line, QuintetMove, i);

      g_ptr_array_add (texts, quintet_game_format_turn (game, &position, turn));
      quintet_game_make_turn (game, &position, turn);
    }
  g_ptr_array_add (texts, NULL);
  return g_strjoinv (" ", (GStrv) texts->pdata);
}

typedef struct {
  const char        *game;
  const char        *position;
  guint              max_n;
  QuintetProofStatus status;
  guint              n;         /* WIN: the fewest turns */
  const char        *winning;   /* every winning first turn within max_n, sorted */
  const char        *line;      /* WIN: the main line */
} Case;

static void
assert_case (const Case *c)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (c->game);
  g_autoptr(GError) error = NULL;
  g_auto(QuintetProof) proof = { 0 };
  g_autofree char *winning = NULL;
  g_autofree char *text = NULL;

  g_assert_true (quintet_game_load_position (game, c->position, &error));
  g_assert_no_error (error);
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_true (quintet_puzzle_prove (game, c->max_n, 0, &proof));
  g_assert_cmpint (proof.status, ==, c->status);
  g_assert_cmpuint (proof.n_legal, >, 0);
  g_assert_cmpuint (proof.nodes, >, 0);
  winning = winning_turns (game, &proof);
  g_assert_cmpstr (winning, ==, c->winning);
  if (c->status == QUINTET_PROOF_WIN)
    {
      g_autofree char *line = main_line (game, &proof);

      g_assert_cmpuint (proof.n, ==, c->n);
      g_assert_cmpstr (line, ==, c->line);
    }
  else
    g_assert_cmpuint (proof.line->len, ==, 0);
  /* the game does not change */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_free (winning);
  winning = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (winning, ==, text);
}

static void
test_pressman (void)
{
  static const Case cases[] = {
    /* win in 1: the last black soldier on a1's diagonal */
    { "pressman", "7B/8/8/8/8/8/8/W7 w 0 0", 1, QUINTET_PROOF_WIN, 1, "a1xh8", "a1xh8" },
    /* two winning first turns: not unique */
    { "pressman", "7B/8/8/8/8/8/8/W6W w 0 0", 1, QUINTET_PROOF_WIN, 1, "a1xh8 h1xh8", "a1xh8" },
    /* no win in 1: b1 sees neither h8's file nor its diagonal */
    { "pressman", "7B/8/8/8/8/8/8/1W6 w 0 0", 1, QUINTET_PROOF_NO_WIN, 0, "", NULL },
    /* win in 2 (from self-play, seed 5): c7-c8 leaves f1 no square out
     * of the white soldiers' lines, the longest defence f1-a1 */
    { "pressman", "8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0", 2, QUINTET_PROOF_WIN, 2, "c7-c8", "c7-c8 f1-a1 d4xa1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_case (&cases[i]);
}

static void
test_oferhlyp (void)
{
  static const Case cases[] = {
    /* win in 1: the last attack takes the last enemy token's last hit point */
    { "oferhlyp", "l1PQ3/7/7/5l1/7/7/6l l", 1, QUINTET_PROOF_WIN, 1, "KD1xKB1(1>0)", "KD1xKB1(1>0)" },
    /* win in 2, one turn earlier in the same game */
    { "oferhlyp", "lPQ4/7/7/5l1/7/7/6l l", 2, QUINTET_PROOF_WIN, 2, "KC1-D1", "KC1-D1 KB1-C1 KD1xKB1(1>0)" },
    { "oferhlyp", "lPQ4/7/7/5l1/7/7/6l l", 1, QUINTET_PROOF_NO_WIN, 0, "", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_case (&cases[i]);
}

/* The prover plays by the game's history: c7-c8, which wins in 2 from
 * the position alone, would make the position after it for the third
 * time (a draw by repetition) after the shuffle below */
static void
test_history (void)
{
  static const char *const shuffle[] = { "f1-g1", "c8-c7", "g1-f1", "c7-c8", "f1-g1", "c8-c7", "g1-f1" };
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  g_auto(QuintetProof) proof = { 0 };
  g_autofree char *winning = NULL;
  g_autofree char *text = NULL;

  g_assert_true (quintet_game_load_position (game, "2W5/1W2W3/8/8/3W4/8/8/5B2 b 0 0", &error));
  for (guint i = 0; i < G_N_ELEMENTS (shuffle); i++)
    {
      g_assert_true (quintet_game_play_notation (game, shuffle[i], &error));
      g_assert_no_error (error);
    }
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (text, ==, "8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0");

  g_assert_true (quintet_puzzle_prove (game, 2, 0, &proof));
  winning = winning_turns (game, &proof);
  g_test_message ("with the history: %s", winning);
  g_assert_cmpint (proof.status, ==, QUINTET_PROOF_NO_WIN);
  g_assert_null (strstr (winning, "c7-c8"));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, G_N_ELEMENTS (shuffle));
}

/* The transposition table changes the cost, never the answer: positions
 * of random games proved with it and without it */
static void
test_table (void)
{
  static const char *const ids[] = { "pressman", "ordo", "oferhlyp", "overlord", "opprimo" };
  /* one table for every proof with it, as the generator and --verify
   * share theirs: an entry of an earlier proof (another solver, perhaps)
   * must not count in the next */
  g_autoptr(QuintetPuzzleTable) table = quintet_puzzle_table_new ();
  guint n_compared = 0, n_wins = 0;

  /* White wins in 2 by c7-c8; the positions after it and a reply are
   * white's wins in 1 in that proof's entries. Black, the solver after
   * c7-c8, wins nothing: a stale entry would say it does. */
  {
    g_autoptr(QuintetGame) white = quintet_registry_new_game ("pressman");
    g_autoptr(QuintetGame) black = quintet_registry_new_game ("pressman");
    g_auto(QuintetProof) first = { 0 };
    g_auto(QuintetProof) second = { 0 };

    g_assert_true (quintet_game_load_position (white, "8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0", NULL));
    g_assert_true (quintet_game_load_position (black, "2W5/1W2W3/8/8/3W4/8/8/5B2 b 0 0", NULL));
    quintet_puzzle_prove_with_table (white, 2, 0, table, &first);
    g_assert_cmpint (first.status, ==, QUINTET_PROOF_WIN);
    quintet_puzzle_prove_with_table (black, 2, 0, table, &second);
    g_assert_cmpint (second.status, ==, QUINTET_PROOF_NO_WIN);
  }

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    for (guint seed = 1; seed <= 6; seed++)
      {
        g_autoptr(QuintetGame) game = quintet_registry_new_game (ids[g]);
        g_autoptr(GRand) random = g_rand_new_with_seed (seed);

        for (guint ply = 0; ply < 400 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; ply++)
          {
            guint n_turns;
            const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
            QuintetMove turn = turns[g_rand_int_range (random, 0, n_turns)];

            if (ply % 7 == 6)
              {
                g_autofree char *text = quintet_game_position_to_text (game, quintet_game_get_position (game));
                g_autoptr(QuintetGame) copy = quintet_registry_new_game (ids[g]);
                g_auto(QuintetProof) with = { 0 };
                g_auto(QuintetProof) without = { 0 };
                g_autofree char *winning_with = NULL;
                g_autofree char *winning_without = NULL;
                g_autofree char *line_with = NULL;
                g_autofree char *line_without = NULL;

                g_assert_true (quintet_game_load_position (copy, text, NULL));
                quintet_puzzle_prove_with_table (copy, 2, 300000, table, &with);
                _quintet_puzzle_set_table (FALSE);
                quintet_puzzle_prove (copy, 2, 3000000, &without);
                _quintet_puzzle_set_table (TRUE);
                if (with.status == QUINTET_PROOF_UNKNOWN || without.status == QUINTET_PROOF_UNKNOWN)
                  continue;
                g_assert_cmpint (with.status, ==, without.status);
                g_assert_cmpuint (with.n, ==, without.n);
                g_assert_cmpuint (with.nodes, <=, without.nodes);
                winning_with = winning_turns (copy, &with);
                winning_without = winning_turns (copy, &without);
                g_assert_cmpstr (winning_with, ==, winning_without);
                line_with = main_line (copy, &with);
                line_without = main_line (copy, &without);
                g_assert_cmpstr (line_with, ==, line_without);
                n_compared++;
                n_wins += with.status == QUINTET_PROOF_WIN;
              }
            quintet_game_play_turn (game, &turn, NULL);
          }
      }
  g_test_message ("%u positions compared, %u won", n_compared, n_wins);
  g_assert_cmpuint (n_compared, >, 100);
  g_assert_cmpuint (n_wins, >, 10);
}

/* A proof that needs more positions than its budget proves nothing */
static void
test_budget (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_auto(QuintetProof) proof = { 0 };

  g_assert_true (quintet_game_load_position (game, "8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0", NULL));
  g_assert_true (quintet_puzzle_prove (game, 2, 50, &proof));
  g_assert_cmpint (proof.status, ==, QUINTET_PROOF_UNKNOWN);
  g_assert_cmpuint (proof.nodes, <=, 51);
}

/* ---- the reader ---- */

#define GOOD_1 "a-1\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh8\n"
#define GOOD_2 "b2\t2\t8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0\tc7-c8\tf1-a1\td4xa1\n"

static void
assert_read_error (const char *text,
                   const char *message)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = quintet_puzzle_read (game, "p.txt", text, &error);

  g_assert_null (puzzles);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, message))
    g_error ("expected “%s…”, got “%s”", message, error->message);
}

static void
test_read (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = quintet_puzzle_read (game, "p.txt",
                                                      "# Pressman\n\n" GOOD_1 "  # more\n" GOOD_2, &error);
  const QuintetPuzzle *second;
  g_autofree char *line = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 2);
  second = g_ptr_array_index (puzzles, 1);
  g_assert_cmpstr (second->id, ==, "b2");
  g_assert_cmpuint (second->n, ==, 2);
  g_assert_cmpuint (second->line, ==, 5);
  g_assert_cmpuint (g_strv_length (second->turns), ==, 3);
  line = quintet_puzzle_format (second);
  g_assert_cmpstr (line, ==, "b2\t2\t8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0\tc7-c8\tf1-a1\td4xa1");
}

static void
test_read_errors (void)
{
  assert_read_error (GOOD_1 "x\t1\t7B/8/8/8/8/8/8/W7 w 0\ta1xh8\n",
                     "p.txt:2: Cannot read the position");
  assert_read_error ("\n" GOOD_1 "x\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh7\n",
                     "p.txt:3: turn 1: ");
  assert_read_error ("x\t2\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh8\n",
                     "p.txt:1: N is 2 but the solution wins in 1 turn of the solver");
  assert_read_error ("x\t0\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh8\n",
                     "p.txt:1: N must be a number from 1 to 4, not “0”");
  assert_read_error ("X\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh8\n",
                     "p.txt:1: the ID “X” is not lowercase letters");
  assert_read_error ("x\t1\t7B/8/8/8/8/8/8/W7 w 0 0\n",
                     "p.txt:1: expected ID, N, a position and at least one turn");
  assert_read_error ("x\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1-a2\n",
                     "p.txt:1: the solution does not end in the solver’s win");
  assert_read_error ("x\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh8\th8-h7\n",
                     "p.txt:1: turn 2: the game is decided before it");
  assert_read_error (GOOD_1 GOOD_1, "p.txt:2: the ID “a-1” is used already");
}

/* ---- quintet-cli puzzles ---- */

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static Run
run_cli (const char *const *arguments)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  int wait_status;

  g_ptr_array_add (argv, (char *) g_getenv ("QUINTET_CLI"));
  for (guint i = 0; arguments[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) arguments[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (argv->pdata[0]);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run.out, &run.err, &wait_status, &error);
  g_assert_no_error (error);
  run.status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return run;
}

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
data_folder (const char *text)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("quintet-puzzles-XXXXXX", &error);
  g_autofree char *file = NULL;

  g_assert_no_error (error);
  file = g_build_filename (folder, "pressman.txt", NULL);
  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  return folder;
}

static void
remove_folder (const char *folder)
{
  g_autofree char *file = g_build_filename (folder, "pressman.txt", NULL);

  g_remove (file);
  g_rmdir (folder);
}

static void
test_cli (void)
{
  g_autofree char *folder = data_folder ("# two\n" GOOD_1 GOOD_2);
  const char *print_args[] = { "puzzles", "pressman", "--data", folder, NULL };
  const char *verify_args[] = { "puzzles", "pressman", "--verify", "--data", folder, NULL };
  g_auto(Run) print = run_cli (print_args);
  g_auto(Run) verify = run_cli (verify_args);

  g_assert_cmpint (print.status, ==, 0);
  g_assert_cmpstr (print.out, ==, GOOD_1 GOOD_2);
  g_assert_cmpstr (print.err, ==, "");
  g_assert_cmpint (verify.status, ==, 0);
  g_assert_true (g_str_has_prefix (verify.out, "2 puzzles verified, 0 failed, "));
  g_assert_true (g_str_has_suffix (verify.out, " s\n"));
  g_assert_cmpstr (verify.err, ==, "");
  remove_folder (folder);
}

/* --verify: one line a failure on stderr, exit 1 */
static void
test_cli_verify_failures (void)
{
  /* a1xh8 wins, but so does h1xh8: not unique */
  g_autofree char *folder = data_folder (GOOD_1 "two\t1\t7B/8/8/8/8/8/8/W6W w 0 0\ta1xh8\n"
                                         GOOD_2
                                         /* a line of two turns where one wins */
                                         "slow\t2\t7B/8/8/8/8/8/8/W7 w 0 0\ta1-b2\th8-h2\tb2xh2\n");
  const char *verify_args[] = { "puzzles", "pressman", "--verify", "--data", folder, NULL };
  g_auto(Run) verify = run_cli (verify_args);
  g_autofree char *expected = g_strdup_printf ("%s/pressman.txt:2: two: h1xh8 wins too, within 1 turn\n"
                                               "%s/pressman.txt:4: slow: the solver wins in 1 turn, not 2\n",
                                               folder, folder);

  g_assert_cmpint (verify.status, ==, 1);
  g_assert_true (g_str_has_prefix (verify.out, "4 puzzles verified, 2 failed, "));
  g_assert_cmpstr (verify.err, ==, expected);
  remove_folder (folder);
}

static void
test_cli_bad_data (void)
{
  g_autofree char *folder = data_folder (GOOD_1 "x\t1\t7B/8/8/8/8/8/8/W7 w 0 0\ta1xh7\n");
  const char *args[] = { "puzzles", "pressman", "--verify", "--data", folder, NULL };
  const char *missing[] = { "puzzles", "ordo", "--data", folder, NULL };
  g_auto(Run) run = run_cli (args);
  g_auto(Run) none = run_cli (missing);
  g_autofree char *prefix = g_strdup_printf ("quintet-cli: %s/pressman.txt:2: turn 1: ", folder);

  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, prefix));
  g_assert_nonnull (strchr (run.err, '\n'));
  g_assert_cmpint (none.status, ==, 2);
  g_assert_true (g_str_has_prefix (none.err, "quintet-cli: "));
  remove_folder (folder);
}

/* ---- the shipped sets (data/puzzles, $QUINTET_PUZZLES_DIR) ---- */

static const char *const game_ids[] = { "pressman", "ordo", "ordo-x", "oferhlyp", "overlord", "opprimo" };

/* The least a shipped set holds of each N: the 8 of each length
 * where proving it is affordable; Ordo X and Overlord stop at 2 (a win in
 * 3 takes tens of millions of positions to prove there: docs/puzzles.md) */
static guint
least_of_n (const char *game_id,
            guint       n)
{
  if (n == 3 && (g_str_equal (game_id, "ordo-x") || g_str_equal (game_id, "overlord")))
    return 0;
  return 8;
}

/* quintet-cli puzzles GAME lists the shipped set: at least 30 lines of
 * ID, N, a position, the main line (N turns of the solver, one a field),
 * N ascending (easy to hard), IDs unique */
static void
test_shipped_list (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    {
      const char *args[] = { "puzzles", game_ids[g], NULL };
      g_auto(Run) run = run_cli (args);
      g_auto(GStrv) lines = NULL;
      g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint per_n[QUINTET_PUZZLE_MAX_N + 1] = { 0 };
      guint count = 0, last_n = 1;

      g_test_message ("%s", game_ids[g]);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      lines = g_strsplit (run.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
        {
          g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
          guint n_fields = g_strv_length (fields);
          guint64 n;

          g_assert_cmpuint (n_fields, >=, 4);
          g_assert_true (g_regex_match_simple ("^[a-z0-9-]+$", fields[0], 0, 0));
          g_assert_false (g_hash_table_contains (ids, fields[0]));
          g_hash_table_add (ids, g_strdup (fields[0]));
          g_assert_true (g_ascii_string_to_unsigned (fields[1], 10, 1, 3, &n, NULL));
          g_assert_cmpuint (n, >=, last_n);
          last_n = n;
          per_n[n]++;
          g_assert_cmpstr (fields[2], !=, "");
          /* at least the solver's N turns (the reader checked the line:
           * the win at the solver's N-th turn; a side may move twice) */
          g_assert_cmpuint (n_fields - 3, >=, n);
          count++;
        }
      g_assert_cmpuint (count, >=, 30);
      for (guint n = 1; n <= 3; n++)
        g_assert_cmpuint (per_n[n], >=, least_of_n (game_ids[g], n));
    }
}

/* --verify on a sample of each shipped set (every SAMPLE_STEP-th puzzle,
 * the first and the last): the whole sets verify in the benchmark
 * `puzzles-verify` (meson test --benchmark) */
#define SAMPLE_STEP 10

static void
test_shipped_verify_sample (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (game_ids[g]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) puzzles = quintet_puzzle_load_set (game_ids[g], &error);
      g_autoptr(GString) sample = g_string_new (NULL);
      g_autofree char *folder = NULL;
      g_autofree char *file = NULL;
      g_autofree char *expected = NULL;
      const char *args[] = { "puzzles", game_ids[g], "--verify", "--data", NULL, NULL };
      guint count = 0;

      g_test_message ("%s", game_ids[g]);
      g_assert_no_error (error);
      g_assert_nonnull (puzzles);
      g_assert_cmpuint (puzzles->len, >, 0);
      for (guint i = 0; i < puzzles->len; i++)
        if (i % SAMPLE_STEP == 0 || i + 1 == puzzles->len)
          {
            g_autofree char *line = quintet_puzzle_format (g_ptr_array_index (puzzles, i));

            g_string_append_printf (sample, "%s\n", line);
            count++;
          }
      folder = g_dir_make_tmp ("quintet-puzzles-XXXXXX", &error);
      g_assert_no_error (error);
      file = g_strdup_printf ("%s/%s.txt", folder, game_ids[g]);
      g_assert_true (g_file_set_contents (file, sample->str, -1, NULL));
      args[4] = folder;
      {
        g_auto(Run) run = run_cli (args);

        expected = g_strdup_printf ("%u puzzles verified, 0 failed, ", count);
        g_assert_cmpstr (run.err, ==, "");
        g_assert_cmpint (run.status, ==, 0);
        g_assert_true (g_str_has_prefix (run.out, expected));
      }
      g_remove (file);
      g_rmdir (folder);
    }
}

/* --generate: the same seed gives the same puzzles; each verifies; no two
 * of one game share a finish (the same solver a turn or two later) */
static void
test_generate (void)
{
  const char *args[] = { "puzzles", "opprimo", "--generate", "--games", "6", "--seed", "3",
                         "--max-n", "3", "--opponent", "2", NULL };
  g_auto(Run) first = run_cli (args);
  g_auto(Run) second = run_cli (args);
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("quintet-puzzles-XXXXXX", &error);
  g_autofree char *file = g_build_filename (folder, "opprimo.txt", NULL);
  const char *verify_args[] = { "puzzles", "opprimo", "--verify", "--data", folder, NULL };
  g_auto(GStrv) lines = NULL;
  guint count = 0;

  g_assert_no_error (error);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);
  lines = g_strsplit (first.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      guint game_i, ply_i, n_i;

      g_assert_cmpint (sscanf (lines[i], "s3-g%u-t%u\t%u", &game_i, &ply_i, &n_i), ==, 3);
      count++;
      for (guint j = 0; lines[j] != NULL && lines[j][0] != '\0'; j++)
        {
          guint game_j, ply_j, n_j;

          g_assert_cmpint (sscanf (lines[j], "s3-g%u-t%u\t%u", &game_j, &ply_j, &n_j), ==, 3);
          if (j == i || game_j != game_i || ply_j < ply_i || (ply_j - ply_i) % 2 != 0)
            continue;
          /* a later puzzle of the same side in the same game: past the
           * earlier one's finish */
          g_assert_cmpuint (ply_j, >, ply_i + 2 * n_i);
        }
    }
  g_assert_cmpuint (count, >, 0);
  g_assert_true (g_file_set_contents (file, first.out, -1, NULL));
  {
    g_auto(Run) verify = run_cli (verify_args);

    g_assert_cmpstr (verify.err, ==, "");
    g_assert_cmpint (verify.status, ==, 0);
  }
  g_remove (file);
  g_rmdir (folder);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle/prove/pressman", test_pressman);
  g_test_add_func ("/puzzle/prove/oferhlyp", test_oferhlyp);
  g_test_add_func ("/puzzle/prove/budget", test_budget);
  g_test_add_func ("/puzzle/prove/history", test_history);
  g_test_add_func ("/puzzle/prove/table", test_table);
  g_test_add_func ("/puzzle/read", test_read);
  g_test_add_func ("/puzzle/read/errors", test_read_errors);
  g_test_add_func ("/puzzle/cli", test_cli);
  g_test_add_func ("/puzzle/cli/verify-failures", test_cli_verify_failures);
  g_test_add_func ("/puzzle/cli/bad-data", test_cli_bad_data);
  g_test_add_func ("/puzzle/cli/generate", test_generate);
  g_test_add_func ("/puzzle/shipped/list", test_shipped_list);
  g_test_add_func ("/puzzle/shipped/verify-sample", test_shipped_verify_sample);
  return g_test_run ();
}
