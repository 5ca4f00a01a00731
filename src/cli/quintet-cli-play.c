/* quintet-cli-play.c — the computer player from the command line: bestmove,
 * match and tune (the engine line protocol is quintet-cli-engine.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "quintet-cli-private.h"
#include "quintet-text.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-history.h"
#include "quintet-greedy.h"
#include "quintet-uct.h"

#define MATCH_OPENING_TURNS 4      /* random turns that vary a match's games */
#define MATCH_OPENING_SCORE 50     /* at most this far from level at depth 2 (half a piece) */
#define MATCH_OPENING_TRIES 100
#define MATCH_MAX_TURNS     1000   /* a longer game is scored a draw */
#define TUNE_MAX_TURNS      300    /* a longer game is scored by its material */
#define UCT_DEFAULT_TIME_MS 1000

/* ---- bestmove ---- */

int
_quintet_cli_run_bestmove (Command *command)
{
  QuintetGame *game = command->game;
  g_autoptr(QuintetSearch) search = NULL;
  g_autofree char *turn = NULL, *description = NULL;
  QuintetSearchLimits limits;
  QuintetSearchResult result;

  if ((command->level > 0) + (command->time_ms > 0) + (command->depth > 0) > 1)
    return fail (_("give only one of --level, --time and --depth"));

  if (_quintet_cli_play_arguments (command) != EXIT_SUCCESS)
    return EXIT_BAD_INPUT;
  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    return fail (_("the game is already decided"));

  search = quintet_search_new (game, 0);
  quintet_search_set_game (search, game);
  _quintet_cli_search_limits (game, command->level, command->time_ms, command->depth, command->seed, &limits);
  quintet_search_run (search, &limits, NULL, &result);
  if (!result.has_turn)
    return fail (_("there is no legal turn"));

  turn = quintet_game_format_turn (game, quintet_game_get_position (game), &result.turn);
  description = _quintet_cli_describe_search (game, quintet_game_get_position (game), &result);
  g_print ("%s\n", turn);
  g_printerr ("%s\n", description);
  return EXIT_SUCCESS;
}

/* ---- match ---- */

typedef enum {
  PLAYER_LEVEL,
  PLAYER_DEPTH,
  PLAYER_UCT,
  PLAYER_GREEDY,
  PLAYER_RANDOM,
} PlayerKind;

typedef struct {
  PlayerKind     kind;
  guint          level;       /* PLAYER_LEVEL */
  guint          depth;       /* PLAYER_DEPTH */
  const char    *spec;
  QuintetSearch *search;
  QuintetUct    *uct;
  guint          n_chances;   /* its turns that could take material */
  guint          n_taken;     /* … and took some */
} Player;

static void
player_clear (Player *player)
{
  g_clear_pointer (&player->search, quintet_search_free);
  g_clear_pointer (&player->uct, quintet_uct_free);
}

/* ":advance=4,centre=8" after a searching player's spec: weights of the
 * game's evaluation terms by name, the others keeping their tuned value */
static gboolean
parse_weights (QuintetGame *game,
               const char  *text,
               int         *weights)
{
  guint n_terms;
  const QuintetEvalTerm *terms = quintet_game_get_eval_terms (game, &n_terms);
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; i < n_terms; i++)
    weights[i] = terms[i].weight;

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *equals = strchr (items[i], '=');
      gint64 value;
      guint term;

      if (equals == NULL)
        return FALSE;
      for (term = 0; term < n_terms; term++)
        if (strlen (terms[term].name) == (gsize) (equals - items[i]) &&
            strncmp (items[i], terms[term].name, equals - items[i]) == 0)
          break;
      if (term == n_terms || !g_ascii_string_to_signed (equals + 1, 10, -10000, 10000, &value, NULL))
        return FALSE;
      weights[term] = value;
    }

  return TRUE;
}

static gboolean
parse_player (QuintetGame *game,
              const char  *spec,
              Player      *player)
{
  g_autofree char *name = g_strdup (spec);
  char *colon = strchr (name, ':');
  int weights[QUINTET_MAX_EVAL_TERMS];
  guint64 number;

  *player = (Player) { .spec = spec };
  if (colon != NULL)
    *colon = '\0';

  if (g_str_equal (name, "uct"))
    player->kind = PLAYER_UCT;
  else if (g_str_equal (name, "greedy"))
    player->kind = PLAYER_GREEDY;
  else if (g_str_equal (name, "random"))
    player->kind = PLAYER_RANDOM;
  else if (g_str_has_prefix (name, "level-") &&
           _quintet_cli_parse_number (name + 6, QUINTET_SEARCH_N_LEVELS, &number) && number >= 1)
    {
      player->kind = PLAYER_LEVEL;
      player->level = number;
    }
  else if (g_str_has_prefix (name, "depth-") &&
           _quintet_cli_parse_number (name + 6, QUINTET_SEARCH_MAX_DEPTH, &number) && number >= 1)
    {
      player->kind = PLAYER_DEPTH;
      player->depth = number;
    }
  else
    return FALSE;

  /* weights only for the players that search */
  if (colon != NULL && (player->kind == PLAYER_UCT || player->kind == PLAYER_GREEDY ||
                        player->kind == PLAYER_RANDOM || !parse_weights (game, colon + 1, weights)))
    return FALSE;

  if (player->kind == PLAYER_UCT)
    player->uct = quintet_uct_new (game, 0);
  else if (player->kind == PLAYER_LEVEL || player->kind == PLAYER_DEPTH)
    {
      player->search = quintet_search_new (game, 0);
      if (colon != NULL)
        quintet_search_set_weights (player->search, weights);
    }

  return TRUE;
}

/* The player's turn in the game's current position (which has one). */
static QuintetMove
player_choose (Player      *player,
               QuintetGame *game,
               guint        time_ms,
               guint64      seed,
               GRand       *random)
{
  QuintetSearchLimits limits;
  QuintetSearchResult result;
  const QuintetMove *turns;
  guint n_turns;

  switch (player->kind)
    {
    case PLAYER_LEVEL:
    case PLAYER_DEPTH:
      if (player->kind == PLAYER_LEVEL)
        quintet_search_level_limits (quintet_search_get_level (player->level), game, time_ms, seed, &limits);
      else
        limits = (QuintetSearchLimits) { .max_depth = player->depth, .seed = seed };
      quintet_search_set_game (player->search, game);
      quintet_search_run (player->search, &limits, NULL, &result);
      g_assert (result.has_turn);
      return result.turn;

    case PLAYER_UCT:
      limits = (QuintetSearchLimits) {
        .deadline = g_get_monotonic_time () + (gint64) (time_ms > 0 ? time_ms : UCT_DEFAULT_TIME_MS) * 1000,
        .seed = seed,
      };
      quintet_uct_set_game (player->uct, game);
      quintet_uct_run (player->uct, &limits, NULL, &result);
      g_assert (result.has_turn);
      return result.turn;

    case PLAYER_GREEDY:
      return quintet_greedy_choose (game, seed);

    default:
      turns = quintet_game_get_legal_turns (game, &n_turns);
      return turns[g_rand_int_range (random, 0, n_turns)];
    }
}

/* A few random turns, the same for both games of a pair, that leave the
 * game about level: random turns often give a piece away (a Pressman
 * soldier, all queens, is seldom safe), and a pair of games from a lost
 * opening is won once by each side whoever plays better. The first of
 * the seed's openings that a depth-2 search scores within half a piece,
 * or the last tried. */
static void
play_opening (QuintetGame *game,
              guint64      seed,
              guint        pair)
{
  g_autoptr(QuintetSearch) search = quintet_search_new (game, (gsize) 1 << 20);

  for (guint attempt = 0; attempt < MATCH_OPENING_TRIES; attempt++)
    {
      g_autoptr(GRand) random = g_rand_new_with_seed ((guint32) (seed * 7919 + pair + attempt * 104729));
      QuintetSearchLimits limits = { .max_depth = 2 };
      QuintetSearchResult result;

      quintet_game_new_game (game, QUINTET_SIDE_0);
      for (guint i = 0; i < MATCH_OPENING_TURNS && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
        {
          guint n_turns;
          const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

          if (n_turns == 0)
            break;
          quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL);
        }
      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
        continue;
      quintet_search_clear (search);
      quintet_search_set_game (search, game);
      quintet_search_run (search, &limits, NULL, &result);
      if (ABS (result.score) <= MATCH_OPENING_SCORE)
        break;
    }
}

/* --records DIR: the game as DIR/game-N.quintet, each side named by its
 * player's spec, a comment where the opening ends; to review in the app. */
static void
save_record (Command     *command,
             Player       players[2],
             QuintetSide  side0,
             guint        index,
             guint        n_opening)
{
  g_autoptr(QuintetRecord) record = quintet_record_new (command->game);
  g_autofree char *name = g_strdup_printf ("game-%u.quintet", index + 1);
  g_autofree char *path = g_build_filename (command->records, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QuintetGameTree *tree = quintet_game_get_tree (command->game);
  static const char * const comment[] = { "the match's opening ends here", NULL };

  quintet_record_set_tag (record, quintet_record_side_tag (command->game, side0), players[0].spec);
  quintet_record_set_tag (record, quintet_record_side_tag (command->game, QUINTET_OTHER_SIDE (side0)),
                          players[1].spec);
  if (n_opening <= quintet_game_tree_get_main_length (tree))
    quintet_tree_node_set_comments (quintet_game_tree_get_main_node (tree, n_opening), comment);
  text = quintet_record_to_text (record);
  if (!g_file_set_contents (path, text, -1, &error))
    g_printerr ("quintet-cli: %s\n", error->message);
}

/* Counts whether @player could take material with a turn in the game's
 * position, and whether @turn does. */
static void
count_captures (Player            *player,
                QuintetGame       *game,
                const QuintetMove *turn)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    if (quintet_game_takes_material (game, quintet_game_get_position (game), &turns[i]))
      {
        player->n_chances++;
        player->n_taken += quintet_game_takes_material (game, quintet_game_get_position (game), turn);
        return;
      }
}

/* One game; returns player 0's points (1, ½ or 0). Counts how it ended
 * in @endings (description → count), when given. */
static double
play_game (Command    *command,
           Player      players[2],
           guint       index,
           gboolean    tuning,
           GHashTable *endings)
{
  QuintetGame *game = command->game;
  QuintetSide side0 = index % 2 == 0 ? QUINTET_SIDE_0 : QUINTET_SIDE_1;
  g_autoptr(GRand) random = g_rand_new_with_seed ((guint32) (command->seed + index));
  g_autofree char *description = NULL;
  QuintetOutcome outcome;
  guint n_played = 0, n_opening;

  play_opening (game, command->seed, index / 2);
  n_opening = quintet_game_get_n_turns (game);
  while (quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING &&
         n_played < (tuning ? TUNE_MAX_TURNS : MATCH_MAX_TURNS))
    {
      QuintetSide side = quintet_game_get_side_to_move (game);
      Player *player = &players[side == side0 ? 0 : 1];
      QuintetMove turn = player_choose (player, game, command->time_ms,
                                        command->seed * 1000003 + index * 1009 + n_played, random);

      if (!tuning)
        count_captures (player, game, &turn);
      quintet_game_play_turn (game, &turn, NULL);
      n_played++;
    }

  outcome = quintet_game_get_outcome (game);
  if (tuning && outcome.status == QUINTET_STATUS_ONGOING)
    {
      /* adjudicated by the evaluation's first term, the material */
      int ahead = quintet_game_material (game, quintet_game_get_position (game));

      if (quintet_game_get_side_to_move (game) != side0)
        ahead = -ahead;
      return ahead > 0 ? 1 : ahead < 0 ? 0 : 0.5;
    }
  description = outcome.status == QUINTET_STATUS_ONGOING ? g_strdup (_("Draw: adjudicated, too long"))
                                                         : quintet_game_describe_outcome (game);
  if (!tuning)
    g_print ("game %u: %s (%s) vs %s (%s): %s, %u turns\n", index + 1,
             players[0].spec, quintet_game_get_side_name (game, side0),
             players[1].spec, quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (side0)),
             description, quintet_game_get_n_turns (game));
  if (!tuning && command->records != NULL)
    save_record (command, players, side0, index, n_opening);
  if (endings != NULL)
    g_hash_table_insert (endings, g_strdup (description),
                         GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (endings, description)) + 1));

  if (outcome.status != QUINTET_STATUS_WIN)
    return 0.5;
  return outcome.winner == side0 ? 1 : 0;
}

static double
elo_of (double score)
{
  /* the bounds of a clean sweep come out a rounding error short of 0 or 1 */
  if (score <= 1e-9)
    return -INFINITY;
  if (score >= 1 - 1e-9)
    return INFINITY;
  return -400 * log10 (1 / score - 1);
}

/* The score of player 0, the Elo difference and its 95% interval: the
 * Wilson score interval of the score (a draw counts ½; taking the spread
 * of a win-or-loss score makes it a little wider than it needs to be),
 * which stays finite after a clean sweep. */
static void
print_summary (Player        players[2],
               const double *points,
               guint         n_games)
{
  const double z = 1.96;
  double total = 0, mean, centre, margin, n = n_games;
  guint wins = 0, draws = 0;

  for (guint i = 0; i < n_games; i++)
    {
      total += points[i];
      wins += points[i] == 1;
      draws += points[i] == 0.5;
    }
  mean = total / n;
  centre = (mean + z * z / (2 * n)) / (1 + z * z / n);
  margin = z * sqrt (mean * (1 - mean) / n + z * z / (4 * n * n)) / (1 + z * z / n);

  g_print ("%s vs %s: %.1f/%u (%u wins, %u draws, %u losses), %.1f%%\n",
           players[0].spec, players[1].spec, total, n_games, wins, draws, n_games - wins - draws,
           100 * mean);
  g_print ("Elo difference: %+.0f (95%% interval %+.0f to %+.0f)\n",
           elo_of (mean), elo_of (centre - margin), elo_of (centre + margin));
  for (guint i = 0; i < 2; i++)
    if (players[i].n_chances > 0)
      g_print ("%s took material on %u of its %u turns that could (%.0f%%)\n", players[i].spec,
               players[i].n_taken, players[i].n_chances, 100.0 * players[i].n_taken / players[i].n_chances);
}

/* How the games ended, most often first, and any UCT playout that a
 * missing rule left unfinished. */
static void
print_endings (Player      players[2],
               GHashTable *endings)
{
  g_autofree gpointer *descriptions = g_hash_table_get_keys_as_array (endings, NULL);
  guint n = g_hash_table_size (endings);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (g_hash_table_lookup (endings, descriptions[j]) > g_hash_table_lookup (endings, descriptions[i]))
        {
          gpointer swap = descriptions[i];

          descriptions[i] = descriptions[j];
          descriptions[j] = swap;
        }
  for (guint i = 0; i < n; i++)
    /* Translators: how many games of a match ended one way, e.g. "  12 × Draw: 100 turns without …" */
    g_print (_("  %u × %s\n"), GPOINTER_TO_UINT (g_hash_table_lookup (endings, descriptions[i])),
             (const char *) descriptions[i]);
  for (guint i = 0; i < 2; i++)
    if (players[i].uct != NULL && quintet_uct_get_n_unfinished (players[i].uct) > 0)
      {
        guint64 unfinished = quintet_uct_get_n_unfinished (players[i].uct);
        /* xgettext cannot read G_GUINT64_FORMAT inside a message. */
        g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, unfinished);

        g_print ("%s: ", players[i].spec);
        g_print (ngettext ("%s playout stopped unfinished after %u turns\n",
                           "%s playouts stopped unfinished after %u turns\n",
                           (gulong) MIN (unfinished, G_MAXULONG)),
                 count, QUINTET_PLAYOUT_LIMIT);
      }
}

int
_quintet_cli_run_match (Command *command)
{
  Player players[2] = { { 0 } };
  g_autofree double *points = NULL;
  int status = EXIT_SUCCESS;

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));
  for (guint i = 0; i < 2; i++)
    if (command->players[i] == NULL)
      return fail (_("match needs --player0 and --player1"));
  if (command->records != NULL && !g_file_test (command->records, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *quoted = quintet_text_quote (command->records, -1);

      return fail (_("option %s: “%s” is not a folder"), "--records", quoted);
    }

  for (guint i = 0; i < 2 && status == EXIT_SUCCESS; i++)
    if (!parse_player (command->game, command->players[i], &players[i]))
      {
        g_autofree char *quoted = quintet_text_quote (command->players[i], -1);

        status = fail (_("unknown player “%s” (level-1 … level-%d or depth-D, either with :TERM=WEIGHT,…; uct; greedy; random)"),
                       quoted, QUINTET_SEARCH_N_LEVELS);
      }

  if (status == EXIT_SUCCESS)
    {
      g_autoptr(GHashTable) endings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      points = g_new (double, command->games);
      for (guint i = 0; i < command->games; i++)
        points[i] = play_game (command, players, i, FALSE, endings);
      print_summary (players, points, command->games);
      print_endings (players, endings);
    }

  player_clear (&players[0]);
  player_clear (&players[1]);
  return status;
}

/* ---- tune: the evaluation's weights by self-play ---- */

/* A change is kept when it scores at least this against the weights before it */
#define TUNE_ACCEPT 0.55

static void
print_weights (const char            *label,
               const QuintetEvalTerm *terms,
               guint                  n_terms,
               const int             *weights)
{
  g_autoptr(GString) line = g_string_new (label);

  for (guint i = 0; i < n_terms; i++)
    g_string_append_printf (line, "%s%s=%d", i == 0 ? " " : ",", terms[i].name, weights[i]);
  g_print ("%s\n", line->str);
}

/* Coordinate descent by matches: in each round, each weight but the first
 * (the unit: material, in hundredths of a piece) is moved up, then down, by
 * its step; a candidate plays --games games (sides alternating, openings
 * varied by --seed, the same openings for every candidate) at a fixed depth
 * against the weights so far, and the first that scores TUNE_ACCEPT is
 * kept. A game still going after TUNE_MAX_TURNS is won by the side ahead
 * in material (the first term), else drawn: Overlord's searches can play
 * on forever. The steps halve after each round. Weights stay at 0 or above: each
 * feature's sign is its meaning. */
int
_quintet_cli_run_tune (Command *command)
{
  guint n_terms, depth = command->depth > 0 ? command->depth : 2;
  const QuintetEvalTerm *terms = quintet_game_get_eval_terms (command->game, &n_terms);
  int weights[QUINTET_MAX_EVAL_TERMS], steps[QUINTET_MAX_EVAL_TERMS];
  Player players[2] = {
    { .kind = PLAYER_DEPTH, .depth = depth, .spec = "candidate" },
    { .kind = PLAYER_DEPTH, .depth = depth, .spec = "current" },
  };

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));
  if (n_terms < 2)
    return fail (_("%s has no evaluation weights to tune"), quintet_game_get_id (command->game));

  for (guint i = 0; i < n_terms; i++)
    {
      weights[i] = terms[i].weight;
      steps[i] = MAX (2, ABS (weights[i]) / 2);
    }
  players[0].search = quintet_search_new (command->game, 0);
  players[1].search = quintet_search_new (command->game, 0);
  print_weights ("start:", terms, n_terms, weights);

  for (guint round = 1; round <= command->rounds; round++)
    {
      for (guint term = 1; term < n_terms; term++)
        for (int sign = 1; sign >= -1; sign -= 2)
          {
            int candidate[QUINTET_MAX_EVAL_TERMS];
            double score = 0;

            memcpy (candidate, weights, sizeof candidate);
            candidate[term] += sign * steps[term];
            if (candidate[term] < 0)
              continue;

            quintet_search_set_weights (players[0].search, candidate);
            quintet_search_set_weights (players[1].search, weights);
            for (guint i = 0; i < command->games; i++)
              score += play_game (command, players, i, TRUE, NULL);
            score /= command->games;

            g_print ("round %u: %s %d → %d: %.1f%%%s\n", round, terms[term].name, weights[term],
                     candidate[term], 100 * score, score >= TUNE_ACCEPT ? ", kept" : "");
            if (score >= TUNE_ACCEPT)
              {
                weights[term] = candidate[term];
                break;
              }
          }
      for (guint term = 0; term < n_terms; term++)
        steps[term] = MAX (1, steps[term] / 2);
    }

  print_weights ("tuned:", terms, n_terms, weights);
  player_clear (&players[0]);
  player_clear (&players[1]);
  return EXIT_SUCCESS;
}
