/* quintet-cli-calibrate.c — quintet-cli calibrate: the analysis's
 * winning-chance curve of a game, fitted on self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <glib/gi18n.h>

#include "quintet-cli-private.h"
#include "quintet-analysis.h"
#include "quintet-search.h"

#define CALIBRATE_OPENING_MIN 2     /* random turns that start each game … */
#define CALIBRATE_OPENING_MAX 6     /* … between these, so that games differ */
#define CALIBRATE_NOISE       10    /* and the search's noise, ± units */
#define CALIBRATE_MAX_TURNS   1000  /* a longer game counts as a draw */
#define CALIBRATE_TABLE_BYTES (4 * 1024 * 1024)

typedef struct {
  int    score;    /* the search's, for the side to move */
  double points;   /* what the side to move made of the game: 1, ½, 0 */
} Sample;

/* One game of self-play from a random opening; its positions' scores and
 * results appended to @samples. Returns whether it ended by the rules. */
static gboolean
play_game (QuintetGame   *game,
           QuintetSearch *search,
           guint          depth,
           guint          random_percent,
           guint64        seed,
           guint          index,
           GArray        *samples)
{
  g_autoptr(GRand) random = g_rand_new_with_seed ((guint32) (seed * 7919 + index));
  guint n_opening = g_rand_int_range (random, CALIBRATE_OPENING_MIN, CALIBRATE_OPENING_MAX + 1);
  guint first = samples->len;
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (QuintetSide));
  QuintetOutcome outcome;

  quintet_game_new_game (game, QUINTET_SIDE_0);
  quintet_search_clear (search);
  for (guint i = 0; i < n_opening && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; i++)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL);
    }

  while (quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING &&
         quintet_game_get_n_turns (game) < CALIBRATE_MAX_TURNS)
    {
      QuintetSearchLimits limits = {
        .max_depth = depth,
        .noise = CALIBRATE_NOISE,
        .seed = seed * 1000003 + index * 1009 + quintet_game_get_n_turns (game),
      };
      QuintetSearchResult result;

      quintet_search_set_game (search, game);
      quintet_search_run (search, &limits, NULL, &result);
      /* --random: an erring player now and then, where the search's own
       * games are all drawn (Oferhlýp's end without an attack) */
      if (g_rand_int_range (random, 0, 100) < (gint32) random_percent)
        {
          guint n_turns;
          const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

          result.turn = turns[g_rand_int_range (random, 0, n_turns)];
        }
      /* Forced results are the curve's ends already */
      if (ABS (result.score) <= QUINTET_SEARCH_WIN_BOUND)
        {
          Sample sample = { result.score, 0 };
          QuintetSide side = quintet_game_get_side_to_move (game);

          g_array_append_val (samples, sample);
          g_array_append_val (sides, side);
        }
      quintet_game_play_turn (game, &result.turn, NULL);
    }

  outcome = quintet_game_get_outcome (game);
  for (guint i = first; i < samples->len; i++)
    {
      Sample *sample = &g_array_index (samples, Sample, i);

      sample->points = outcome.status != QUINTET_STATUS_WIN ? 0.5
                       : outcome.winner == g_array_index (sides, QuintetSide, i - first) ? 1 : 0;
    }
  return outcome.status != QUINTET_STATUS_ONGOING;
}

/* The maximum-likelihood k = 1/S of chance = 1 / (1 + exp (-k score)),
 * each sample's points (1, ½, 0) its weight for a win: Newton's method on
 * the log-likelihood, which is concave in k. 0 when it does not fit. */
static double
fit_curve (GArray *samples)
{
  double k = 1.0 / 300;

  for (guint iteration = 0; iteration < 100; iteration++)
    {
      double gradient = 0, curvature = 0, step;

      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *sample = &g_array_index (samples, Sample, i);
          double p = 1.0 / (1.0 + exp (-k * sample->score));

          gradient += (sample->points - p) * sample->score;
          curvature += p * (1 - p) * (double) sample->score * sample->score;
        }
      if (curvature <= 0)
        return 0;
      step = gradient / curvature;
      /* never past zero: the curve rises with the score */
      k = MAX (k + step, k / 4);
      if (fabs (step) < 1e-9)
        break;
    }

  return k;
}

/* Bucket edges: the share won by the side to move around each score */
static const int bucket_edges[] = { -450, -350, -250, -150, -50, 50, 150, 250, 350, 450 };
#define N_BUCKETS (G_N_ELEMENTS (bucket_edges) + 1)

static void
print_buckets (GArray *samples,
               double  k)
{
  guint count[N_BUCKETS] = { 0 };
  double points[N_BUCKETS] = { 0 };

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *sample = &g_array_index (samples, Sample, i);
      guint bucket = 0;

      while (bucket < G_N_ELEMENTS (bucket_edges) && sample->score >= bucket_edges[bucket])
        bucket++;
      count[bucket]++;
      points[bucket] += sample->points;
    }

  /* Translators: the columns of quintet-cli calibrate's table */
  g_print ("%s\n", _("score\tpositions\twon\tcurve"));
  for (guint bucket = 0; bucket < N_BUCKETS; bucket++)
    {
      int centre = bucket == 0 ? bucket_edges[0] - 50 : bucket_edges[bucket - 1] + 50;
      g_autofree char *label = bucket == 0 ? g_strdup_printf ("<%d", bucket_edges[0])
                             : bucket == N_BUCKETS - 1 ? g_strdup_printf (">=%d", bucket_edges[bucket - 1])
                             : g_strdup_printf ("%d", centre);

      if (count[bucket] == 0)
        g_print ("%s\t0\t-\t%.2f\n", label, 1.0 / (1.0 + exp (-k * centre)));
      else
        g_print ("%s\t%u\t%.2f\t%.2f\n", label, count[bucket], points[bucket] / count[bucket],
                 1.0 / (1.0 + exp (-k * centre)));
    }
}

/* Self-play at a fixed depth from random openings; each position's score
 * (the side to move's) against what that side made of the game; the share
 * won per score bucket, and S of the curve fitted to them. */
int
_quintet_cli_run_calibrate (Command *command)
{
  QuintetGame *game = command->game;
  guint depth = command->depth > 0 ? command->depth : 2;
  g_autoptr(QuintetSearch) search = quintet_search_new (game, CALIBRATE_TABLE_BYTES);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  guint unfinished = 0;
  double k;

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));

  for (guint i = 0; i < command->games; i++)
    unfinished += !play_game (game, search, depth, command->random, command->seed, i, samples);

  k = fit_curve (samples);
  /* Translators: quintet-cli calibrate's summary: the game's id, games, the depth, positions */
  g_print (_("%s: %u games at depth %u, %u positions\n"), quintet_game_get_id (game), command->games, depth,
           samples->len);
  if (command->random > 0)
    /* Translators: quintet-cli calibrate: --random's percent */
    g_print (_("%u%% of the turns played at random\n"), command->random);
  if (unfinished > 0)
    g_print (ngettext ("%u game stopped after %u turns, counted a draw\n",
                       "%u games stopped after %u turns, counted draws\n", unfinished),
             unfinished, CALIBRATE_MAX_TURNS);
  print_buckets (samples, k);
  /* S beyond this: the scores say nothing of the result (every game
   * drawn, or every score level) */
  if (k < 1.0 / 10000)
    g_print ("%s\n", _("S: no fit (the scores do not predict the results)"));
  else
    g_print ("S %.0f\n", 1 / k);
  return EXIT_SUCCESS;
}
