/* quintet-cli-puzzles.c — quintet-cli puzzles: a game's puzzles printed,
 * proved again (--verify), or mined from self-play (--generate)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "quintet-cli-private.h"
#include "quintet-puzzle.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-text.h"

/* --generate: the self-play games */
#define GENERATE_DEFAULT_LEVEL 3      /* "Strong": depth 3 */
#define GENERATE_EXPERT_DEPTH  4      /* the strongest level's depth here */
#define GENERATE_OPENING_MIN   2      /* random turns to open each game … */
#define GENERATE_OPENING_MAX   8
#define GENERATE_MAX_TURNS     300
/* A proof's budget per position: about 0.3 µs a position made (Pressman,
 * Ordo X and Overlord alike, docs/puzzles.md), so at most 1 s, or 3 s
 * for 3 turns or more */
#define GENERATE_DEFAULT_NODES   3000000
#define GENERATE_DEFAULT_NODES_3 10000000
/* --verify's budget a puzzle: above any the shipped sets were made with
 * (Overlord's wins in 3: 40 M), so a shipped puzzle never runs out */
#define VERIFY_DEFAULT_NODES     100000000

typedef struct {
  const char *game_id;
  gboolean    verify;
  gboolean    generate;
  guint       games;
  guint64     seed;
  guint       max_n;
  guint64     nodes;
  guint       level;
  guint       opponent;   /* the other side's level, 0: the same */
  guint64     player_nodes; /* the players' node budget a turn, 0: none */
  const char *data;
} Arguments;

static int
parse_arguments (int        argc,
                 char     **argv,
                 Arguments *arguments)
{
  for (int i = 2; i < argc; i++)
    {
      const char *argument = argv[i];
      guint64 value;
      guint64 max = G_MAXUINT;
      guint min;

      if (!g_str_has_prefix (argument, "--"))
        {
          if (arguments->game_id != NULL)
            {
              g_autofree char *quoted = quintet_text_quote (argument, -1);

              return fail (_("unexpected argument “%s”"), quoted);
            }
          arguments->game_id = argument;
          continue;
        }
      if (g_str_equal (argument, "--verify"))
        {
          arguments->verify = TRUE;
          continue;
        }
      if (g_str_equal (argument, "--generate"))
        {
          arguments->generate = TRUE;
          continue;
        }
      if (!g_str_equal (argument, "--games") && !g_str_equal (argument, "--seed") &&
          !g_str_equal (argument, "--max-n") && !g_str_equal (argument, "--nodes") &&
          !g_str_equal (argument, "--data") && !g_str_equal (argument, "--level") &&
          !g_str_equal (argument, "--opponent") && !g_str_equal (argument, "--player-nodes"))
        {
          g_autofree char *quoted = quintet_text_quote (argument, -1);

          return fail (_("unknown option “%s” for “%s”"), quoted, "puzzles");
        }
      if (i + 1 >= argc)
        return fail (_("option %s needs a value"), argument);
      if (g_str_equal (argument, "--data"))
        {
          arguments->data = argv[++i];
          continue;
        }
      if (g_str_equal (argument, "--max-n"))
        max = QUINTET_PUZZLE_MAX_N;
      else if (g_str_equal (argument, "--level") || g_str_equal (argument, "--opponent"))
        max = QUINTET_SEARCH_N_LEVELS;
      min = g_str_equal (argument, "--seed") ? 0 : 1;
      if (!_quintet_cli_parse_number (argv[i + 1], max, &value) || value < min)
        {
          g_autofree char *quoted = quintet_text_quote (argv[i + 1], -1);

          return fail (_("option %s must be a number from %u to %u, not “%s”"),
                       argument, min, (guint) max, quoted);
        }
      i++;
      if (g_str_equal (argument, "--games"))
        arguments->games = value;
      else if (g_str_equal (argument, "--seed"))
        arguments->seed = value;
      else if (g_str_equal (argument, "--max-n"))
        arguments->max_n = value;
      else if (g_str_equal (argument, "--level"))
        arguments->level = value;
      else if (g_str_equal (argument, "--opponent"))
        arguments->opponent = value;
      else if (g_str_equal (argument, "--player-nodes"))
        arguments->player_nodes = value;
      else
        arguments->nodes = value;
    }
  if (arguments->game_id == NULL)
    return fail (_("usage: quintet-cli puzzles GAME [--verify | --generate [--games N] [--seed S] [--max-n N] "
                   "[--level L] [--opponent L] [--player-nodes N]] [--nodes N] [--data DIR]"));
  if (arguments->verify && arguments->generate)
    return fail (_("options --verify and --generate exclude each other"));
  return EXIT_SUCCESS;
}

/* The data file of @game_id: in --data, $QUINTET_PUZZLES_DIR or the
 * installed folder */
static char *
data_file (const Arguments *arguments)
{
  return quintet_puzzle_set_file (arguments->game_id, arguments->data);
}

static char *
format_turn (QuintetGame       *game,
             gconstpointer      position,
             const QuintetMove *turn)
{
  return quintet_game_format_turn (game, position, turn);
}

/* Proves @puzzle again; FALSE with @message set */
static gboolean
verify_puzzle (QuintetGame         *game,
               const QuintetPuzzle *puzzle,
               guint64              nodes,
               QuintetPuzzleTable  *table,
               char               **message)
{
  g_autoptr(QuintetGame) copy = quintet_puzzle_new_game (game, puzzle, NULL);
  g_auto(QuintetProof) proof = { 0 };
  gconstpointer position = quintet_game_get_position (copy);
  QuintetMove first;

  if (!quintet_game_parse_turn (copy, position, puzzle->turns[0], &first, NULL))
    g_return_val_if_reached (FALSE);   /* the reader checked it */
  quintet_puzzle_prove_with_table (copy, puzzle->n, nodes, table, &proof);
  if (proof.status == QUINTET_PROOF_UNKNOWN)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, proof.nodes);

      /* TRANSLATORS: %s is a number of positions */
      *message = g_strdup_printf (_("not proved within %s positions"), count);
      return FALSE;
    }
  if (proof.status == QUINTET_PROOF_NO_WIN)
    {
      *message = g_strdup_printf (ngettext ("the solver has no win within %u turn",
                                            "the solver has no win within %u turns", puzzle->n),
                                  puzzle->n);
      return FALSE;
    }
  if (proof.n != puzzle->n)
    {
      *message = g_strdup_printf (ngettext ("the solver wins in %u turn, not %u",
                                            "the solver wins in %u turns, not %u", proof.n),
                                  proof.n, puzzle->n);
      return FALSE;
    }
  for (guint i = 0; i < proof.winning->len; i++)
    {
      const QuintetMove *turn = &g_array_index (proof.winning, QuintetMove, i);
      g_autofree char *text = format_turn (copy, position, turn);
      g_autofree char *expected = format_turn (copy, position, &first);

      if (!g_str_equal (text, expected))
        {
          guint n = g_array_index (proof.winning_n, guint, i);

          *message = g_strdup_printf (ngettext ("%s wins too, within %u turn",
                                                "%s wins too, within %u turns", n), text, n);
          return FALSE;
        }
    }
  return TRUE;
}

static int
run_verify (QuintetGame     *game,
            const char      *file_name,
            GPtrArray       *puzzles,
            const Arguments *arguments)
{
  g_autoptr(QuintetPuzzleTable) table = quintet_puzzle_table_new ();
  gint64 start = g_get_monotonic_time ();
  guint failed = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const QuintetPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autofree char *message = NULL;

      if (!verify_puzzle (game, puzzle, arguments->nodes, table, &message))
        {
          g_printerr ("%s:%u: %s: %s\n", file_name, puzzle->line, puzzle->id, message);
          failed++;
        }
    }
  /* TRANSLATORS: the summary of quintet-cli puzzles --verify */
  g_print (ngettext ("%u puzzle verified, %u failed, %.1f s\n",
                     "%u puzzles verified, %u failed, %.1f s\n", puzzles->len),
           puzzles->len, failed, (g_get_monotonic_time () - start) / 1e6);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

/* ---- --generate ---- */

typedef struct {
  QuintetPuzzle *puzzle;
  guint          n_legal;
  guint64        nodes;
  guint          ply;      /* in its game */
  QuintetSide    solver;
} Found;

static void
found_clear (gpointer data)
{
  Found *one = data;

  g_clear_pointer (&one->puzzle, quintet_puzzle_free);
}

/* The rating, easy to hard: N, then the solver's legal turns (how many a
 * player must look through), then the proof's size */
static int
compare_found (gconstpointer a,
               gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->puzzle->n != y->puzzle->n)
    return x->puzzle->n < y->puzzle->n ? -1 : 1;
  if (x->n_legal != y->n_legal)
    return x->n_legal < y->n_legal ? -1 : 1;
  if (x->nodes != y->nodes)
    return x->nodes < y->nodes ? -1 : 1;
  return strcmp (x->puzzle->id, y->puzzle->id);
}

/* Proves @game's position at @ply from its text alone (as --verify
 * will) within @max_n; the fewest turns the side to move wins in (0: no
 * win, or not within the budget), and in @found a puzzle when its first
 * turn is the only one that wins in as few turns (a slower win by another
 * turn is no second answer, as --verify counts it) */
static guint
mine_position (QuintetGame        *game,
               guint               ply,
               guint               max_n,
               const Arguments    *arguments,
               QuintetPuzzleTable *table,
               const char         *id,
               Found              *found,
               guint              *n_unknown)
{
  gconstpointer at = quintet_game_get_position_at (game, ply);
  g_autofree char *text = quintet_game_position_to_text (game, at);
  g_autoptr(QuintetGame) copy = g_object_new (G_OBJECT_TYPE (game),
                                              "variant", quintet_game_get_variant (game), NULL);
  g_auto(QuintetProof) proof = { 0 };
  QuintetPuzzle *puzzle;
  QuintetPositionBuffer position;
  g_autoptr(GPtrArray) turns = g_ptr_array_new_with_free_func (g_free);
  guint n_fastest = 0;

  found->puzzle = NULL;
  if (!quintet_game_load_position (copy, text, NULL))
    return 0;
  if (!quintet_puzzle_prove_with_table (copy, max_n, arguments->nodes, table, &proof))
    return 0;
  if (proof.status == QUINTET_PROOF_UNKNOWN)
    (*n_unknown)++;
  if (proof.status != QUINTET_PROOF_WIN)
    return 0;
  for (guint i = 0; i < proof.winning_n->len; i++)
    if (g_array_index (proof.winning_n, guint, i) == proof.n)
      n_fastest++;
  if (n_fastest != 1)
    return proof.n;

  memcpy (&position, quintet_game_get_position (copy), quintet_game_get_position_size (copy));
  for (guint i = 0; i < proof.line->len; i++)
    {
      const QuintetMove *turn = &g_array_index (proof.line, QuintetMove, i);

      g_ptr_array_add (turns, format_turn (copy, &position, turn));
      quintet_game_make_turn (copy, &position, turn);
    }
  g_ptr_array_add (turns, NULL);

  puzzle = g_new0 (QuintetPuzzle, 1);
  puzzle->id = g_strdup (id);
  puzzle->n = proof.n;
  puzzle->position = g_steal_pointer (&text);
  puzzle->turns = (GStrv) g_ptr_array_steal (turns, NULL);
  found->puzzle = puzzle;
  found->n_legal = proof.n_legal;
  found->nodes = proof.nodes;
  found->ply = ply;
  found->solver = QUINTET_POSITION_SIDE (at);
  return proof.n;
}

/* One finish a game's puzzles share: the same solver, each a ply or two
 * (one turn each) after the one before, as a won finish runs (a win in 3,
 * then in 2, then in 1). Of each such chain the generator keeps one: the
 * one of the N it has found fewest of (ties: the longer), so the set gets
 * every length without near-duplicates. */
static guint
pick_of_chain (GArray      *candidates,
               guint        first,
               guint        last,
               const guint *per_n)
{
  guint best = first;

  for (guint i = first + 1; i <= last; i++)
    {
      const Found *one = &g_array_index (candidates, Found, i);
      const Found *kept = &g_array_index (candidates, Found, best);

      if (per_n[one->puzzle->n] < per_n[kept->puzzle->n] ||
          (per_n[one->puzzle->n] == per_n[kept->puzzle->n] && one->puzzle->n > kept->puzzle->n))
        best = i;
    }
  return best;
}

/* Keeps one puzzle of each chain of @candidates (a game's) in
 * @found, and prints it at once (for long runs: on stderr, in the data
 * format) */
static int
compare_side_ply (gconstpointer a,
                  gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->solver != y->solver)
    return x->solver < y->solver ? -1 : 1;
  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

static void
keep_candidates (GArray *candidates,
                 GArray *found,
                 guint  *per_n)
{
  guint first = 0;

  g_array_sort (candidates, compare_side_ply);

  while (first < candidates->len)
    {
      const Found *start = &g_array_index (candidates, Found, first);
      guint last = first, pick;
      guint reach = start->ply + 2 * start->puzzle->n;   /* the chain's finishes end by this ply */
      Found *kept;

      while (last + 1 < candidates->len)
        {
          const Found *b = &g_array_index (candidates, Found, last + 1);

          if (b->solver != start->solver || b->ply > reach)
            break;
          reach = MAX (reach, b->ply + 2 * b->puzzle->n);
          last++;
        }
      pick = pick_of_chain (candidates, first, last, per_n);
      kept = &g_array_index (candidates, Found, pick);
      {
        g_autofree char *line = quintet_puzzle_format (kept->puzzle);

        g_printerr ("%s\n", line);
      }
      per_n[kept->puzzle->n]++;
      g_array_append_val (found, *kept);
      kept->puzzle = NULL;   /* found owns it now */
      first = last + 1;
    }
  g_array_set_size (candidates, 0);
}

/* The search's limits for the self-play players: the level's depth (the
 * strongest's, which plays by time, at GENERATE_EXPERT_DEPTH) and noise,
 * with no deadline but a node budget (--player-nodes, as the level's time
 * limits it in a game with many turns: Ordo X), so a run is the same for
 * a seed on any machine */
static void
player_limits (guint                level_number,
               guint64              max_nodes,
               guint64              seed,
               QuintetSearchLimits *limits)
{
  const QuintetSearchLevel *level = quintet_search_get_level (level_number);

  *limits = (QuintetSearchLimits) {
    .max_depth = level->max_depth > 0 ? level->max_depth : GENERATE_EXPERT_DEPTH,
    .max_nodes = max_nodes,
    .noise = level->noise,
    .no_quiescence = level->no_quiescence,
    .seed = seed,
  };
}

static int
run_generate (QuintetGame     *game,
              const Arguments *arguments)
{
  g_autoptr(QuintetSearch) search = quintet_search_new (game, 16 << 20);
  g_autoptr(QuintetPuzzleTable) table = quintet_puzzle_table_new ();
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Found));
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Found));
  /* Positions proved: hash → max-n * 16 + the fewest turns it wins in */
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gint64 start = g_get_monotonic_time ();
  guint n_positions = 0, n_proved = 0, n_unknown = 0;
  guint per_n[QUINTET_PUZZLE_MAX_N + 1] = { 0 };

  g_array_set_clear_func (found, found_clear);
  g_array_set_clear_func (candidates, found_clear);
  for (guint index = 0; index < arguments->games; index++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed ((guint32) (arguments->seed * 7919 + index));
      guint n_opening = g_rand_int_range (random, GENERATE_OPENING_MIN, GENERATE_OPENING_MAX + 1);
      guint n_plies;
      g_autofree guint *wins = NULL;   /* per ply: the fewest turns its side wins in, 0 none */

      quintet_game_new_game (game, QUINTET_SIDE_0);
      quintet_search_clear (search);
      while (quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING &&
             quintet_game_get_n_turns (game) < GENERATE_MAX_TURNS)
        {
          guint ply = quintet_game_get_n_turns (game);
          QuintetMove turn;

          if (ply < n_opening)
            {
              guint n_turns;
              const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

              turn = turns[g_rand_int_range (random, 0, n_turns)];
            }
          else
            {
              QuintetSearchLimits limits;
              QuintetSearchResult result;
              /* --level plays side 0 in the even games, side 1 in the odd */
              gboolean main_side = (QUINTET_POSITION_SIDE (quintet_game_get_position (game)) == QUINTET_SIDE_0) ==
                                   (index % 2 == 0);
              guint level = main_side || arguments->opponent == 0 ? arguments->level : arguments->opponent;

              player_limits (level, arguments->player_nodes, arguments->seed * 1000003 + index * 1009 + ply, &limits);
              quintet_search_set_game (search, game);
              quintet_search_run (search, &limits, NULL, &result);
              turn = result.turn;
            }
          quintet_game_play_turn (game, &turn, NULL);
        }

      /* Every position (after the opening) proved for a win in 1, which
       * is cheap; from each win in k, the same side's position a turn
       * before for a win in k + 1, up to max-n: a finish is proved
       * backwards from its end, and a long proof runs only where a win
       * is near */
      n_plies = quintet_game_get_n_turns (game) + 1;
      wins = g_new0 (guint, n_plies);
      for (guint ply = n_plies; ply-- > n_opening; )
        {
          gconstpointer position = quintet_game_get_position_at (game, ply);
          gint64 hash = QUINTET_POSITION_HASH (position);
          guint max_n = 1;
          gpointer value;

          if (ply + 2 < n_plies && wins[ply + 2] > 0 &&
              QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, ply + 2)) == QUINTET_POSITION_SIDE (position))
            max_n = MIN (wins[ply + 2] + 1, arguments->max_n);
          /* A position of an earlier game: its result then, no puzzle again */
          value = g_hash_table_lookup (seen, &hash);
          if (value != NULL && GPOINTER_TO_UINT (value) / 16 >= max_n)
            {
              guint n = GPOINTER_TO_UINT (value) % 16;

              wins[ply] = n <= max_n ? n : 0;
              continue;
            }
          {
            g_autofree char *id = g_strdup_printf ("s%" G_GUINT64_FORMAT "-g%u-t%u",
                                                   arguments->seed, index + 1, ply);
            Found one = { 0 };

            n_proved++;
            wins[ply] = mine_position (game, ply, max_n, arguments, table, id, &one, &n_unknown);
            g_hash_table_insert (seen, g_memdup2 (&hash, sizeof hash), GUINT_TO_POINTER (max_n * 16 + wins[ply]));
            if (one.puzzle != NULL)
              g_array_prepend_val (candidates, one);
          }
        }
      n_positions += n_plies - MIN (n_opening, n_plies);
      keep_candidates (candidates, found, per_n);
    }

  g_array_sort (found, compare_found);
  for (guint i = 0; i < found->len; i++)
    {
      g_autofree char *line = quintet_puzzle_format (g_array_index (found, Found, i).puzzle);

      g_print ("%s\n", line);
    }
  /* TRANSLATORS: the summary of quintet-cli puzzles --generate, on stderr */
  g_printerr (_("%u games, %u positions, %u proved, %u not within the budget, %u puzzles, %.1f s\n"),
              arguments->games, n_positions, n_proved, n_unknown, found->len,
              (g_get_monotonic_time () - start) / 1e6);
  return EXIT_SUCCESS;
}

int
_quintet_cli_run_puzzles (int    argc,
                          char **argv)
{
  Arguments arguments = {
    .games = 2, .seed = 1, .max_n = 2, .nodes = 0,
    .level = GENERATE_DEFAULT_LEVEL,
  };
  g_autoptr(QuintetGame) game = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file_name = NULL;
  int status = parse_arguments (argc, argv, &arguments);

  if (status != EXIT_SUCCESS)
    return status;
  game = quintet_registry_new_game (arguments.game_id);
  if (game == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (arguments.game_id, -1);

      return fail (_("unknown game “%s” (see “quintet-cli list”)"), quoted);
    }
  if (arguments.generate)
    {
      if (arguments.nodes == 0)
        arguments.nodes = arguments.max_n >= 3 ? GENERATE_DEFAULT_NODES_3 : GENERATE_DEFAULT_NODES;
      return run_generate (game, &arguments);
    }

  file_name = data_file (&arguments);
  /* The shipped file missing: most often a build tree's program run
   * without the build tree's environment */
  if (arguments.data == NULL && !g_file_test (file_name, G_FILE_TEST_EXISTS))
    /* Translators: %s is a file name; QUINTET_PUZZLES_DIR and the command are not translated */
    return fail (_("no puzzle file %s: set QUINTET_PUZZLES_DIR to the folder of the puzzle files, "
                   "or run the programs of a build tree with “meson devenv -C BUILD-DIR”"),
                 file_name);
  puzzles = quintet_puzzle_read_file (game, file_name, &error);
  if (puzzles == NULL)
    return fail ("%s", error->message);
  if (arguments.verify && arguments.nodes == 0)
    arguments.nodes = VERIFY_DEFAULT_NODES;
  if (arguments.verify)
    return run_verify (game, file_name, puzzles, &arguments);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *line = quintet_puzzle_format (g_ptr_array_index (puzzles, i));

      g_print ("%s\n", line);
    }
  return EXIT_SUCCESS;
}
