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
#include "quintet-text.h"

/* --generate: the self-play games */
#define GENERATE_DEPTH         2      /* the search's fixed depth */
#define GENERATE_NOISE         20     /* ± units of evaluation noise */
#define GENERATE_OPENING_MIN   2      /* random turns to open each game … */
#define GENERATE_OPENING_MAX   8
#define GENERATE_MAX_TURNS     300
/* A proof's budget per position: about 0.3 µs a position made (Pressman,
 * Ordo X and Overlord alike, docs/WIP-puzzles.md), so at most 1 s, or 3 s
 * for 3 turns or more */
#define GENERATE_DEFAULT_NODES   3000000
#define GENERATE_DEFAULT_NODES_3 10000000

typedef struct {
  const char *game_id;
  gboolean    verify;
  gboolean    generate;
  guint       games;
  guint64     seed;
  guint       max_n;
  guint64     nodes;
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
          !g_str_equal (argument, "--data"))
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
      if (!_quintet_cli_parse_number (argv[i + 1], max, &value) ||
          (value < 1 && !g_str_equal (argument, "--seed")))
        {
          g_autofree char *quoted = quintet_text_quote (argv[i + 1], -1);

          return fail (_("option %s must be a number from %u to %u, not “%s”"),
                       argument, 1, (guint) max, quoted);
        }
      i++;
      if (g_str_equal (argument, "--games"))
        arguments->games = value;
      else if (g_str_equal (argument, "--seed"))
        arguments->seed = value;
      else if (g_str_equal (argument, "--max-n"))
        arguments->max_n = value;
      else
        arguments->nodes = value;
    }
  if (arguments->game_id == NULL)
    return fail (_("usage: quintet-cli puzzles GAME [--verify | --generate [--games N] [--seed S] [--max-n N]] "
                   "[--nodes N] [--data DIR]"));
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
               char               **message)
{
  g_autoptr(QuintetGame) copy = quintet_puzzle_new_game (game, puzzle, NULL);
  g_auto(QuintetProof) proof = { 0 };
  gconstpointer position = quintet_game_get_position (copy);
  QuintetMove first;

  if (!quintet_game_parse_turn (copy, position, puzzle->turns[0], &first, NULL))
    g_return_val_if_reached (FALSE);   /* the reader checked it */
  quintet_puzzle_prove (copy, puzzle->n, nodes, &proof);
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
  gint64 start = g_get_monotonic_time ();
  guint failed = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const QuintetPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autofree char *message = NULL;

      if (!verify_puzzle (game, puzzle, arguments->nodes, &message))
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
} Found;

static int
compare_found (gconstpointer a,
               gconstpointer b)
{
  const Found *x = a, *y = b;

  if (x->puzzle->n != y->puzzle->n)
    return x->puzzle->n < y->puzzle->n ? -1 : 1;
  if (x->n_legal != y->n_legal)
    return x->n_legal < y->n_legal ? -1 : 1;
  return x->nodes < y->nodes ? -1 : x->nodes > y->nodes;
}

/* A puzzle from @game's position when its side to move has a forced win
 * with a unique first turn; NULL otherwise */
static QuintetPuzzle *
mine_position (QuintetGame     *game,
               const Arguments *arguments,
               const char      *id,
               Found           *found,
               guint           *n_unknown)
{
  g_autofree char *text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_autoptr(QuintetGame) copy = g_object_new (G_OBJECT_TYPE (game),
                                              "variant", quintet_game_get_variant (game), NULL);
  g_auto(QuintetProof) proof = { 0 };
  QuintetPuzzle *puzzle;
  QuintetPositionBuffer position;
  g_autoptr(GPtrArray) turns = g_ptr_array_new_with_free_func (g_free);

  /* Proved from the position text alone, as --verify will */
  if (!quintet_game_load_position (copy, text, NULL))
    return NULL;
  if (!quintet_puzzle_prove (copy, arguments->max_n, arguments->nodes, &proof))
    return NULL;
  if (proof.status == QUINTET_PROOF_UNKNOWN)
    (*n_unknown)++;
  if (proof.status != QUINTET_PROOF_WIN || proof.winning->len != 1)
    return NULL;

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
  return puzzle;
}

static int
run_generate (QuintetGame     *game,
              const Arguments *arguments)
{
  g_autoptr(QuintetSearch) search = quintet_search_new (game, 16 << 20);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Found));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gint64 start = g_get_monotonic_time ();
  guint n_positions = 0, n_unknown = 0;

  for (guint index = 0; index < arguments->games; index++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed ((guint32) (arguments->seed * 7919 + index));
      guint n_opening = g_rand_int_range (random, GENERATE_OPENING_MIN, GENERATE_OPENING_MAX + 1);

      quintet_game_new_game (game, QUINTET_SIDE_0);
      quintet_search_clear (search);
      while (quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING &&
             quintet_game_get_n_turns (game) < GENERATE_MAX_TURNS)
        {
          guint ply = quintet_game_get_n_turns (game);
          gint64 hash = QUINTET_POSITION_HASH (quintet_game_get_position (game));
          QuintetMove turn;

          if (ply >= n_opening && !g_hash_table_contains (seen, &hash))
            {
              g_autofree char *id = g_strdup_printf ("s%" G_GUINT64_FORMAT "-g%u-t%u",
                                                     arguments->seed, index + 1, ply);
              Found one;

              g_hash_table_add (seen, g_memdup2 (&hash, sizeof hash));
              n_positions++;
              if (mine_position (game, arguments, id, &one, &n_unknown) != NULL)
                g_array_append_val (found, one);
            }

          if (ply < n_opening)
            {
              guint n_turns;
              const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

              turn = turns[g_rand_int_range (random, 0, n_turns)];
            }
          else
            {
              QuintetSearchLimits limits = {
                .max_depth = GENERATE_DEPTH,
                .noise = GENERATE_NOISE,
                .seed = arguments->seed * 1000003 + index * 1009 + ply,
              };
              QuintetSearchResult result;

              quintet_search_set_game (search, game);
              quintet_search_run (search, &limits, NULL, &result);
              turn = result.turn;
            }
          quintet_game_play_turn (game, &turn, NULL);
        }
    }

  g_array_sort (found, compare_found);
  for (guint i = 0; i < found->len; i++)
    {
      Found *one = &g_array_index (found, Found, i);
      g_autofree char *line = quintet_puzzle_format (one->puzzle);

      g_print ("%s\n", line);
      quintet_puzzle_free (one->puzzle);
    }
  /* TRANSLATORS: the summary of quintet-cli puzzles --generate, on stderr */
  g_printerr (_("%u games, %u positions proved, %u not within the budget, %u puzzles, %.1f s\n"),
              arguments->games, n_positions, n_unknown, found->len,
              (g_get_monotonic_time () - start) / 1e6);
  return EXIT_SUCCESS;
}

int
_quintet_cli_run_puzzles (int    argc,
                          char **argv)
{
  Arguments arguments = { .games = 2, .seed = 1, .max_n = 2, .nodes = 0 };
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
  puzzles = quintet_puzzle_read_file (game, file_name, &error);
  if (puzzles == NULL)
    return fail ("%s", error->message);
  if (arguments.verify)
    return run_verify (game, file_name, puzzles, &arguments);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *line = quintet_puzzle_format (g_ptr_array_index (puzzles, i));

      g_print ("%s\n", line);
    }
  return EXIT_SUCCESS;
}
