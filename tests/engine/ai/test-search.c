/* test-search.c — the computer player: forced wins, legal turns over many
 * random positions, cancellation, repetition as a draw, determinism
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"
#include "quintet-search.h"
#include "quintet-greedy.h"
#include "quintet-uct.h"

#define N_RANDOM_POSITIONS 800   /* per game */
#define SMALL_TABLE        ((gsize) 1 << 20)

static QuintetGame *
game_at (const char *id,
         const char *position_text)
{
  QuintetGame *game = quintet_registry_new_game (id);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (game);
  quintet_game_load_position (game, position_text, &error);
  g_assert_no_error (error);
  return game;
}

static char *
turn_text (QuintetGame       *game,
           const QuintetMove *turn)
{
  return quintet_game_format_turn (game, quintet_game_get_position (game), turn);
}

/* A win in one turn and in two (three turns of both sides) for each game:
 * the search finds it at once and scores it with its distance. */
static void
test_forced_wins (void)
{
  static const struct {
    const char *game, *position, *turn;
    int         plies;
  } cases[] = {
    /* the last capture */
    { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1xb2", 1 },
    /* a1xa8, and whatever Black's last soldier does, it is taken */
    { "pressman", "B6B/8/8/8/8/8/1W6/WW5W w 0 0", NULL, 3 },
    /* a break-through to the far rank (OR-3a) */
    { "ordo", "9B/W9/10/10/10/10/10/10 w", "a7-a8", 1 },
    /* an ordo up to rank 7: Black can take only one of the two */
    { "ordo", "6BBB1/10/10/10/10/8WW/10/10 w", "i3:j3-i7", 3 },
    /* the half-strength king hit (OF-3) */
    { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "D4xKD2(1>0)", 1 },
    /* the full king hit twice, the Light reply in between */
    { "oferhlyp", "7/3D3/1KDL3/5L1/7/5J1/7 d", "C3xKA3(2>1)", 3 },
    /* OV-5: the capture of Red's last-but-one piece */
    { "overlord", "r....../......./......./......./......./...[ww].../...r.../......./w...... w -", "d4xd3", 1 },
    /* OV-5 in two: a launch (from rank 8 onto rank 9, then anywhere)
     * captures one of Red's three pieces, the other launch the next
     * whatever Red does (Red's lone pieces capture nothing) */
    { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", NULL, 3 },
    /* OP-3: d11 closes the Red King's triangle cd10 (c10 c12 d11) */
    { "opprimo", "g4R,d9Y,c10Y,c12Y Y@cd2,R@cd10 y", "d9-d11", 1 },
    /* OP-3 in two: b7-b9, and b9-b11 closes ab11 (a12 b11 b13) or, when
     * the King steps away, bc11 (b11 b13 c12), its only neighbour in the
     * castle */
    { "opprimo", "g4R,b7Y,a12Y,c12Y,b13y Y@cd2,R@ab11 y", "b7-b9", 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = game_at (cases[i].game, cases[i].position);
      g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
      QuintetSearchLimits limits = { .max_depth = 5 };
      QuintetSearchResult result;
      g_autofree char *text = NULL;

      quintet_search_set_game (search, game);
      quintet_search_run (search, &limits, NULL, &result);
      g_assert_true (result.has_turn);
      text = turn_text (game, &result.turn);
      g_test_message ("%s %s: %s, score %d, depth %u", cases[i].game, cases[i].position, text,
                      result.score, result.depth);
      g_assert_cmpint (result.score, ==, QUINTET_SEARCH_WIN - cases[i].plies);
      if (cases[i].turn != NULL)
        g_assert_cmpstr (text, ==, cases[i].turn);
      /* a forced result ends the deepening */
      g_assert_cmpuint (result.depth, <=, (guint) cases[i].plies);

      /* the win in one is played: the game is won */
      if (cases[i].plies == 1)
        {
          g_assert_true (quintet_game_play_turn (game, &result.turn, NULL));
          g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
        }
    }
}

static gboolean
is_legal (QuintetGame       *game,
          const QuintetMove *turn)
{
  guint n_turns;
  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    if (quintet_move_equal (&turns[i], turn))
      return TRUE;

  return FALSE;
}

/* Plays up to @length random turns from the start; FALSE when the game ended. */
static gboolean
play_random_turns (QuintetGame *game,
                   GRand       *random,
                   guint        length)
{
  quintet_game_new_game (game, QUINTET_SIDE_0);
  for (guint i = 0; i < length; i++)
    {
      guint n_turns;
      const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

      if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING || n_turns == 0)
        return FALSE;
      g_assert_true (quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL));
    }

  return quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING;
}

/* Random positions of every game, by random playouts from the start: the
 * search (small budgets) and UCT always answer a legal turn, with the
 * game's own history (OF-5 makes a repeating turn illegal). */
static void
test_legal_over_random_positions (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  g_autoptr(GRand) random = g_rand_new_with_seed (42);
  guint total = 0;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[g].id);
      g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
      g_autoptr(QuintetUct) uct = quintet_uct_new (game, SMALL_TABLE);

      for (guint i = 0; i < N_RANDOM_POSITIONS; i++)
        {
          QuintetSearchLimits limits = { .max_depth = 1 + i % 3, .max_nodes = 150, .seed = i,
                                         .noise = i % 2 ? 100 : 0 };
          QuintetSearchResult result;

          if (!play_random_turns (game, random, g_rand_int_range (random, 0, 120)))
            continue;
          total++;

          quintet_search_set_game (search, game);
          quintet_search_run (search, &limits, NULL, &result);
          g_assert_true (result.has_turn);
          g_assert_true (is_legal (game, &result.turn));

          if (i % 8 == 0)
            {
              limits = (QuintetSearchLimits) { .max_nodes = 20, .seed = i };
              quintet_uct_set_game (uct, game);
              quintet_uct_run (uct, &limits, NULL, &result);
              g_assert_true (result.has_turn);
              g_assert_true (is_legal (game, &result.turn));
            }
        }
    }

  g_test_message ("%u positions", total);
  g_assert_cmpuint (total, >=, 2000);
}

typedef struct {
  QuintetSearch      *search;
  QuintetUct         *uct;
  QuintetSearchResult result;
  gint                cancel;
} Worker;

static gpointer
run_search (gpointer data)
{
  Worker *worker = data;
  QuintetSearchLimits limits = { 0 };   /* no limit but the cancel flag */

  if (worker->uct != NULL)
    quintet_uct_run (worker->uct, &limits, &worker->cancel, &worker->result);
  else
    quintet_search_run (worker->search, &limits, &worker->cancel, &worker->result);
  return NULL;
}

/* The search, and UCT, on a worker thread, cancelled from this one, return
 * with a legal turn. With no limit but the cancel flag, a search that did not
 * look at the flag would never return; how soon it returns (milliseconds) is
 * a figure, printed here, not a timed assertion: the bound below only tells a
 * flag looked at too rarely from a loaded machine (a whole suite on two cores
 * once took 630 ms). */
static void
test_cancel (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint i = 0; i < 2 * n_games; i++)
    {
      guint g = i / 2;
      gboolean uct = i % 2 == 1;
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[g].id);
      Worker worker = { .search = quintet_search_new (game, SMALL_TABLE),
                        .uct = uct ? quintet_uct_new (game, SMALL_TABLE) : NULL };
      GThread *thread;
      gint64 cancelled, returned;

      quintet_search_set_game (worker.search, game);
      if (uct)
        quintet_uct_set_game (worker.uct, game);
      thread = g_thread_new ("search", run_search, &worker);
      g_usleep (100000);
      cancelled = g_get_monotonic_time ();
      g_atomic_int_set (&worker.cancel, 1);
      g_thread_join (thread);
      returned = g_get_monotonic_time ();

      g_test_message ("%s, %s: returned %.1f ms after the cancel, depth %u", games[g].id,
                      uct ? "UCT" : "alpha-beta", (returned - cancelled) / 1000.0, worker.result.depth);
      g_assert_cmpint (returned - cancelled, <, 5 * G_USEC_PER_SEC);
      g_assert_true (worker.result.stopped);
      g_assert_true (worker.result.has_turn);
      g_assert_true (is_legal (game, &worker.result.turn));
      quintet_search_free (worker.search);
      g_clear_pointer (&worker.uct, quintet_uct_free);
    }
}

#define LOST_POSITION "2BBB3/8/8/8/8/8/8/W7 w 0 0"

/* White, two soldiers down, has been shuffling a1-a2-a1 while Black
 * shuffled c8-c7-c8: a1-a2 now comes back to a position of the game, a
 * drawn line, while every other turn keeps White lost. */
static void
test_repetition_draw (void)
{
  const char *turns[] = { "a1-a2", "c8-c7", "a2-a1", "c7-c8" };
  g_autoptr(QuintetGame) game = game_at ("pressman", LOST_POSITION);
  g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
  QuintetSearchLimits limits = { .max_depth = 3 };
  QuintetSearchResult alone, with_history;
  g_autofree char *text = NULL;

  /* the position alone: lost, whatever White plays */
  quintet_search_set_game (search, game);
  quintet_search_run (search, &limits, NULL, &alone);
  g_assert_cmpint (alone.score, <=, -200);

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    g_assert_true (quintet_game_play_notation (game, turns[i], NULL));
  quintet_search_clear (search);
  quintet_search_set_game (search, game);
  quintet_search_run (search, &limits, NULL, &with_history);
  text = turn_text (game, &with_history.turn);
  g_assert_cmpstr (text, ==, "a1-a2");
  /* a draw, a little below nothing for the side searching */
  g_assert_cmpint (with_history.score, ==, -QUINTET_SEARCH_CONTEMPT);
}

/* The same seed and limits give the same turn and the same work; the
 * noise of a level changes with the seed. */
static void
test_deterministic (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("oferhlyp");
  QuintetSearchResult first, second;

  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
      QuintetSearchLimits limits = { .max_depth = 3, .noise = 100, .seed = 7 };

      quintet_search_set_game (search, game);
      quintet_search_run (search, &limits, NULL, run == 0 ? &first : &second);
    }

  g_assert_true (quintet_move_equal (&first.turn, &second.turn));
  g_assert_cmpint (first.score, ==, second.score);
  g_assert_cmpuint (first.nodes, ==, second.nodes);
}

/* A position and its mirror image (Pressman with the colours swapped and
 * the board turned) score the same at every depth: the quiescence step's
 * table entries once stood for any step, whatever of it was left, so the
 * order in which exchanges were met changed the score (the start at depth
 * 3: 110 with White first, 45 with Black first). */
static void
test_mirror (void)
{
  static const char *pairs[][2] = {
    { "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w 12 12",
      "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12" },
    { "BBB1BBB1/BWBBBB1B/1W2B2W/1W6/1W6/2B5/1WW1W3/W1WWWWWW w 12 12",
      "B1BBBBBB/1BB1B3/2W5/1B6/1B6/1B2W2B/WBWWWW1W/WWW1WWW1 b 12 12" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    for (guint depth = 1; depth <= 4; depth++)
      {
        int scores[2];

        for (guint j = 0; j < 2; j++)
          {
            g_autoptr(QuintetGame) game = game_at ("pressman", pairs[i][j]);
            g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
            QuintetSearchLimits limits = { .max_depth = depth };
            QuintetSearchResult result;

            quintet_search_set_game (search, game);
            quintet_search_run (search, &limits, NULL, &result);
            scores[j] = result.score;
          }
        g_test_message ("%s, depth %u: %d and %d", pairs[i][0], depth, scores[0], scores[1]);
        g_assert_cmpint (scores[0], ==, scores[1]);
      }
}

static void
test_levels (void)
{
  for (guint level = 1; level <= QUINTET_SEARCH_N_LEVELS; level++)
    {
      const QuintetSearchLevel *description = quintet_search_get_level (level);

      g_assert_cmpuint (description->level, ==, level);
      g_assert_cmpuint (description->time_ms, >, 0);
      if (level > 1)
        {
          const QuintetSearchLevel *below = quintet_search_get_level (level - 1);

          /* no blind spots, less noise than level 2 (the Beginner's
           * weakness is its blind spots), a deeper limit; not always more
           * time: level 2's depth 2 needs more than level 3's 0.2 s in
           * Ordo X */
          g_assert_false (description->beginner);
          if (level > 2)
            g_assert_cmpuint (description->noise, <=, below->noise);
          g_assert_true (description->max_depth == 0 ||
                         (below->max_depth != 0 && description->max_depth > below->max_depth));
          g_assert_cmpuint (quintet_search_get_level (QUINTET_SEARCH_N_LEVELS)->time_ms, >, below->time_ms);
        }
    }
  g_assert_true (quintet_search_get_level (1)->beginner);
  g_assert_cmpuint (quintet_search_get_level (1)->noise, >, 0);
  g_assert_cmpuint (quintet_search_get_level (QUINTET_SEARCH_N_LEVELS)->noise, ==, 0);
}

/* Level 1, the Beginner, against the greedy player (an immediate win,
 * else the most material; about how a person plays their first games):
 * a few seeded games of each game end by the rules, with no endless
 * shuffling, and level 1 takes material on at least 40% of its turns
 * that could (its blind spots hide some captures, not most). Level 1 at
 * its depth without its clock, so that the games are the same on every
 * machine. */
static void
test_beginner_against_greedy (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[g].id);
      g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
      guint n_chances = 0, n_taken = 0;

      for (guint seed = 1; seed <= 2; seed++)
        {
          QuintetSide beginner = seed % 2 ? QUINTET_SIDE_0 : QUINTET_SIDE_1;
          g_autofree char *ending = NULL;
          guint n = 0;

          quintet_game_new_game (game, QUINTET_SIDE_0);
          for (; n < 1000 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING; n++)
            {
              QuintetMove turn;

              if (quintet_game_get_side_to_move (game) == beginner)
                {
                  QuintetSearchLimits limits;
                  QuintetSearchResult result;
                  guint n_turns;
                  const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
                  gboolean could = FALSE;

                  quintet_search_level_limits (quintet_search_get_level (1), game, 0, seed * 1000 + n, &limits);
                  limits.deadline = 0;
                  quintet_search_set_game (search, game);
                  quintet_search_run (search, &limits, NULL, &result);
                  g_assert_true (result.has_turn);
                  turn = result.turn;
                  for (guint i = 0; i < n_turns && !could; i++)
                    could = quintet_game_takes_material (game, quintet_game_get_position (game), &turns[i]);
                  n_chances += could;
                  n_taken += could && quintet_game_takes_material (game, quintet_game_get_position (game), &turn);
                }
              else
                turn = quintet_greedy_choose (game, seed * 7919 + n);
              g_assert_true (quintet_game_play_turn (game, &turn, NULL));
            }
          ending = quintet_game_describe_outcome (game);
          g_test_message ("%s, seed %u: %s after %u turns", games[g].id, seed, ending, n);
          g_assert_cmpint (quintet_game_get_outcome (game).status, !=, QUINTET_STATUS_ONGOING);
        }
      g_test_message ("%s: level 1 took material on %u of its %u turns that could", games[g].id, n_taken, n_chances);
      g_assert_cmpuint (n_taken * 5, >=, n_chances * 2);
    }
}

/* The tactical turns the quiescence step follows: captures, Ordo's
 * arrival on the far rank, Oferhlýp's attacks; not quiet moves. */
/* The evaluation is its features times the weights: one weight at a time
 * gives each feature's exact value, from the side to move's view. */
static void
test_eval_terms (void)
{
  static const struct {
    const char *game, *position;
    const char *term;
    int         value;   /* the feature, own less the enemy's */
  } cases[] = {
    /* White 3 soldiers, Black 1; reserves 2 and 5 */
    { "pressman", "8/8/8/3B4/8/8/8/WWW5 w 2 5", "soldiers", 2 },
    { "pressman", "8/8/8/3B4/8/8/8/WWW5 w 2 5", "reserve", -3 },
    /* ranks advanced: White 0, Black 3 (d5 is 3 ranks from rank 8) */
    { "pressman", "8/8/8/3B4/8/8/8/WWW5 w 2 5", "advance", -3 },
    { "pressman", "8/8/8/3B4/8/8/8/WWW5 w 2 5", "centre", -1 },
    /* from Black's side */
    { "pressman", "8/8/8/3B4/8/8/8/WWW5 b 2 5", "soldiers", -2 },
    /* Black split in two: it must reconnect (OR-2) */
    { "ordo", "B8B/10/10/10/10/10/10/WW8 w", "split", 1 },
    { "ordo", "B8B/10/10/10/10/10/10/WW8 w", "material", 0 },
    /* Black, not to move, threatens b2-b1 (it stays next to c2): a
     * threat White has to parry; White's j5 is too far to threaten */
    { "ordo", "10/10/10/9W/9W/10/1BB7/10 w", "threat", -1 },
    /* White threatens c7-c8 and d7-d8; Black not: j3-j2 would leave j4 */
    { "ordo", "10/2WW6/10/10/9B/9B/10/10 w", "threat", 1 },
    { "ordo", "10/2WW6/10/10/9B/9B/10/10 b", "threat", -1 },
    /* the ordo j4-j3 moves forward in Ordo X (OX-1), to j2-j1; in Classic
     * Ordo a vertical ordo moves sideways only */
    { "ordo-x", "10/10/10/10/9B/9B/10/WW8 w", "threat", -1 },
    { "ordo", "10/10/10/10/9B/9B/10/WW8 w", "threat", 0 },
    /* White's b2 holds a1 to c3: its capture would split White (a cut,
     * counted against); Black's square i7 j7 i6 j6 has none */
    { "ordo", "10/8BB/8BB/10/10/2W7/1W8/W9 w", "cut", -1 },
    /* Black's line e7 f7 g7: f7 is a cut, the ends are not */
    { "ordo", "10/4BBB3/10/10/10/10/WW8/10 w", "cut", 1 },
    /* the Light king hit once (half strength): 2 − 1 king points */
    { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "king", 1 },
    /* the Dark token d4 is within two squares of the Light king d5 */
    { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "pressure", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = game_at (cases[i].game, cases[i].position);
      int weights[QUINTET_MAX_EVAL_TERMS] = { 0 };
      guint n_terms, term;
      const QuintetEvalTerm *terms = quintet_game_get_eval_terms (game, &n_terms);

      for (term = 0; term < n_terms && !g_str_equal (terms[term].name, cases[i].term); term++)
        ;
      g_assert_cmpuint (term, <, n_terms);
      weights[term] = 1;
      g_test_message ("%s %s: %s", cases[i].game, cases[i].position, cases[i].term);
      g_assert_cmpint (quintet_game_evaluate (game, quintet_game_get_position (game), weights), ==, cases[i].value);
    }

  /* every game: named terms, within the limit, and a symmetric start
   * (after Opprimo's two King placements) scores 0 */
  {
    guint n_games;
    const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

    for (guint i = 0; i < n_games; i++)
      {
        g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
        guint n_terms;
        const QuintetEvalTerm *terms = quintet_game_get_eval_terms (game, &n_terms);

        g_assert_cmpuint (n_terms, >=, 2);
        g_assert_cmpuint (n_terms, <=, QUINTET_MAX_EVAL_TERMS);
        for (guint t = 0; t < n_terms; t++)
          g_assert_true (terms[t].name != NULL && terms[t].weight >= 0);
        if (g_str_equal (games[i].id, "opprimo"))
          continue;
        g_assert_cmpint (quintet_game_evaluate (game, quintet_game_get_position (game), NULL), ==, 0);
      }
  }
}

static void
test_is_tactical (void)
{
  static const struct {
    const char *game, *position, *turn;
    gboolean    tactical;
  } cases[] = {
    { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1xb2", TRUE },
    { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1-a2", FALSE },
    { "ordo", "10/10/10/10/10/10/B9/WW8 w", "a1xa2", TRUE },
    { "ordo", "10/10/10/10/10/10/B9/WW8 w", "a1-b2", FALSE },
    { "ordo", "9B/W9/10/10/10/10/10/10 w", "a7-a8", TRUE },
    /* Ordo X (OX-3): a forward capture; a sideways capture with a forward
     * part of the checker that captured, not with another's quiet one;
     * a quiet sideways part before a capture is not (the capture alone is
     * a turn) */
    { "ordo-x", "10/10/10/10/10/2BB6/2WW6/2W7 w", "c2xc3", TRUE },
    { "ordo-x", "10/10/10/10/10/2BB6/2WW6/2W7 w", "c1-d1, c2xc3", FALSE },
    { "ordo-x", "10/10/10/10/10/3W6/2WWBB4/10 w", "d2xe2, e2-e3", TRUE },
    { "ordo-x", "10/10/10/10/10/3W6/2WWBB4/10 w", "d2xe2, c2-c3", FALSE },
    { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "D4xKD2(1>0)", TRUE },
    { "oferhlyp", "7/7/3Q3/3D3/7/7/3J3 d", "D4-C4", FALSE },
    /* Overlord: a capture buries an enemy piece; an empty wall square
     * (d5, 2 high) taken holds none; a launch onto an enemy piece (OV-8) */
    { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4xd3", TRUE },
    { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4xd5", FALSE },
    { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4/e4", FALSE },
    { "overlord", "r....../......./......./......./......./...[www].../...r.../......./w...... w -", "d4-e4", FALSE },
    { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", "a8@e6", TRUE },
    { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", "a8@e7", FALSE },
    { "overlord", "......./w.w..../......./....r../......./......r/....r../......./w...... w -", "a8-a9", FALSE },
    /* Opprimo: a conversion, a promotion (OP-2), a step that traps the
     * King (OP-3); not a plain step, a King's step or a placement */
    { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2xe4", TRUE },
    { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2-c4", FALSE },
    { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "Kab1-bc1", FALSE },
    { "opprimo", "c2Y,g10R,d11Y Y@ab1,R@fg11 y", "d11-d13=O", TRUE },
    { "opprimo", "g4R,d9Y,c10Y,c12Y Y@cd2,R@cd10 y", "d9-d11", TRUE },
    { "opprimo", "g4R,d9Y,c10Y,c12Y Y@cd2,R@cd10 y", "c10-d11", FALSE },
    { "opprimo", "g4R,d9Y,c10Y,c12Y - y", "K@cd2", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QuintetGame) game = game_at (cases[i].game, cases[i].position);
      g_autoptr(GError) error = NULL;
      QuintetMove turn;

      quintet_game_parse_turn (game, quintet_game_get_position (game), cases[i].turn, &turn, &error);
      g_assert_no_error (error);
      g_assert_cmpint (quintet_game_is_tactical (game, quintet_game_get_position (game), &turn), ==,
                       cases[i].tactical);
    }
}

static int
compare_turns (gconstpointer a,
               gconstpointer b)
{
  const QuintetMove *x = a, *y = b;

  if (x->length != y->length)
    return x->length < y->length ? -1 : 1;
  if (x->kind != y->kind)
    return x->kind < y->kind ? -1 : 1;
  if (x->flags != y->flags)
    return x->flags < y->flags ? -1 : 1;
  return memcmp (x->path, y->path, x->length * sizeof x->path[0]);
}

/* The tactical turns of @game's @position by its generator: exactly the
 * turns of generate_turns that is_tactical accepts; returns how many. */
static guint
check_tactical_turns (QuintetGame  *game,
                      gconstpointer position)
{
  g_auto(QuintetTurnList) all = { 0 };
  g_autofree QuintetMove *filtered = NULL;
  g_autofree QuintetMove *tactical = NULL;
  guint n_all, n_filtered = 0, n_tactical, n_again;
  QuintetMove one;

  n_all = quintet_game_list_turns (game, position, &all);
  filtered = g_new (QuintetMove, MAX (n_all, 1));
  for (guint i = 0; i < n_all; i++)
    if (quintet_game_is_tactical (game, position, &all.turns[i]))
      filtered[n_filtered++] = all.turns[i];

  /* the generate_turns contract: the total, even beyond the room given */
  n_tactical = quintet_game_generate_tactical_turns (game, position, &one, 0);
  g_assert_cmpuint (n_tactical, ==, n_filtered);
  tactical = g_new (QuintetMove, MAX (n_tactical, 1));
  n_again = quintet_game_generate_tactical_turns (game, position, tactical, n_tactical);
  g_assert_cmpuint (n_again, ==, n_tactical);
  if (n_tactical > 1)
    {
      QuintetMove first = tactical[0];

      g_assert_cmpuint (quintet_game_generate_tactical_turns (game, position, &one, 1), ==,
                        n_tactical);
      g_assert_true (quintet_move_equal (&one, &first));
    }

  qsort (filtered, n_filtered, sizeof (QuintetMove), compare_turns);
  qsort (tactical, n_tactical, sizeof (QuintetMove), compare_turns);
  for (guint i = 0; i < n_tactical; i++)
    g_assert_true (quintet_move_equal (&tactical[i], &filtered[i]));
  return n_tactical;
}

/* A game's generate_tactical_turns, where it has one, lists exactly the
 * turns of generate_turns that is_tactical accepts, at every ply of
 * seeded random games (captures, OX-2 ties, Ordo X's two-part turns with
 * a capture in either part, arrivals on the far rank OR-3a); and
 * quintet_game_generate_tactical_turns filters the full list for the
 * games without one. */
static void
test_tactical_turns (void)
{
  guint n_games, n_with = 0;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  g_autoptr(GRand) random = g_rand_new_with_seed (12);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[g].id);
      guint n_positions = 0, n_tactical = 0, n_empty = 0;
      gboolean own = QUINTET_GAME_GET_CLASS (game)->generate_tactical_turns != NULL;

      n_with += own;
      /* the fallback, a filter of the full list, needs only a glance */
      for (guint run = 0; run < (own ? 12 : 1); run++)
        {
          quintet_game_new_game (game, QUINTET_SIDE_0);
          for (guint ply = 0; ply < 160; ply++)
            {
              guint n_turns, n;
              const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);

              n = check_tactical_turns (game, quintet_game_get_position (game));
              n_positions++;
              n_tactical += n;
              n_empty += n == 0;
              if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING || n_turns == 0)
                break;
              g_assert_true (quintet_game_play_turn (game, &turns[g_rand_int_range (random, 0, n_turns)], NULL));
            }
        }
      g_test_message ("%s: %u positions, %u tactical turns, %u positions with none", games[g].id, n_positions,
                      n_tactical, n_empty);
      if (own)
        {
          g_assert_cmpuint (n_positions, >=, 500);
          g_assert_cmpuint (n_tactical, >, 0);
        }
    }
  g_assert_cmpuint (n_with, >=, 2);   /* Ordo and Ordo X */
}

/* A decided game has no turn to play. */
static void
test_decided (void)
{
  g_autoptr(QuintetGame) game = game_at ("pressman", "8/8/8/8/8/8/8/W7 b 0 3");
  g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
  QuintetSearchLimits limits = { .max_depth = 2 };
  QuintetSearchResult result;

  quintet_search_set_game (search, game);
  quintet_search_run (search, &limits, NULL, &result);
  g_assert_false (result.has_turn);
}

/* OR-2 in the quiescence step: after b3xb6 Black is split and no turn
 * reconnects a8:a7 and c5:c4 (a7xb6 leaves a8 behind, c5xb6 leaves c4),
 * which loses (OR-3c). A one-turn search sees it at its leaf: the split
 * side may not stand pat. Cut off without quiescence (level 1), it cannot. */
static void
test_must_answer (void)
{
  static const char *position = "B9/B9/1B8/2B7/2B7/1W8/10/10 w";
  g_autoptr(QuintetGame) game = game_at ("ordo", position);
  g_autoptr(QuintetGame) after = game_at ("ordo", "B9/B9/1W8/2B7/2B7/10/10/10 b");
  g_autoptr(QuintetSearch) search = quintet_search_new (game, SMALL_TABLE);
  QuintetSearchLimits limits = { .max_depth = 1 };
  QuintetSearchResult result;
  g_autofree char *text = NULL;
  guint n_turns;

  quintet_game_get_legal_turns (after, &n_turns);
  g_assert_cmpuint (n_turns, ==, 0);
  g_assert_true (quintet_game_must_answer (game, quintet_game_get_position (after)));
  g_assert_false (quintet_game_must_answer (game, quintet_game_get_position (game)));

  quintet_search_set_game (search, game);
  quintet_search_run (search, &limits, NULL, &result);
  text = turn_text (game, &result.turn);
  g_assert_cmpstr (text, ==, "b3xb6");
  g_assert_cmpint (result.score, ==, QUINTET_SEARCH_WIN - 1);
  g_assert_cmpuint (result.depth, ==, 1);

  limits.no_quiescence = TRUE;
  quintet_search_run (search, &limits, NULL, &result);
  g_assert_cmpint (result.score, <, QUINTET_SEARCH_WIN / 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search/forced-wins", test_forced_wins);
  g_test_add_func ("/search/legal-over-random-positions", test_legal_over_random_positions);
  g_test_add_func ("/search/cancel", test_cancel);
  g_test_add_func ("/search/repetition-draw", test_repetition_draw);
  g_test_add_func ("/search/deterministic", test_deterministic);
  g_test_add_func ("/search/levels", test_levels);
  g_test_add_func ("/search/beginner-against-greedy", test_beginner_against_greedy);
  g_test_add_func ("/search/mirror", test_mirror);
  g_test_add_func ("/search/decided", test_decided);
  g_test_add_func ("/search/is-tactical", test_is_tactical);
  g_test_add_func ("/search/eval-terms", test_eval_terms);
  g_test_add_func ("/search/tactical-turns", test_tactical_turns);
  g_test_add_func ("/search/must-answer", test_must_answer);

  return g_test_run ();
}
