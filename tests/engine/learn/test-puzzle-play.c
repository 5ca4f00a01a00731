/* test-puzzle-play.c — playing a puzzle: the judge of the solver's turns,
 * the computer's answers, the refutation and the hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "quintet-puzzle.h"
#include "test-engine-common.h"

/* Pressman, win in 2 (self-play, seed 5; test-puzzle.c proves it) */
#define PRESSMAN_POSITION "8/1WW1W3/8/8/3W4/8/8/5B2 w 0 0"
/* Ordo, Black wins in 3 (quintet-cli puzzles ordo --generate --games 2
 * --seed 7 --max-n 3) */
#define ORDO_POSITION "10/3BBB1B2/1BB1W1B1BB/B3WB4/WW1W1W4/2W3WWWW/10/10 b"

typedef struct {
  QuintetGame   *game;
  QuintetPuzzle  puzzle;
} Fixture;

static void
fixture_init (Fixture    *f,
              const char *game_id,
              const char *id,
              guint       n,
              const char *position,
              const char *line)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autoptr(GError) error = NULL;

  f->puzzle = (QuintetPuzzle) { (char *) id, n, (char *) position, g_strsplit (line, " ", -1), 1 };
  f->game = quintet_puzzle_new_game (game, &f->puzzle, &error);
  g_assert_no_error (error);
}

static void
fixture_clear (Fixture *f)
{
  g_strfreev (f->puzzle.turns);
  g_clear_object (&f->game);
}

static void
play (Fixture    *f,
      const char *turns)
{
  g_auto(GStrv) list = g_strsplit (turns, " ", -1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; list[i] != NULL; i++)
    {
      quintet_game_play_notation (f->game, list[i], &error);
      g_assert_no_error (error);
    }
}

/* The judgement of @turn as "VERDICT ANSWER NEXT" ("-" for none) */
static char *
judge (Fixture    *f,
       const char *turn_text)
{
  QuintetPuzzleJudgement j;
  QuintetMove turn;
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetGame) after = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *next = NULL;
  g_autofree char *before = quintet_game_position_to_text (f->game, quintet_game_get_position (f->game));
  g_autofree char *now = NULL;
  guint n_turns = quintet_game_get_n_turns (f->game);
  static const char *const verdicts[] = { "right", "solved", "wrong", "unknown" };
  gint64 start = g_get_monotonic_time ();

  g_assert_true (quintet_game_parse_turn (f->game, quintet_game_get_position (f->game), turn_text, &turn, &error));
  g_assert_no_error (error);
  quintet_puzzle_judge (f->game, &f->puzzle, &turn, 0, &j);
  g_test_message ("%s: %s %" G_GUINT64_FORMAT " positions, %.3f s", f->puzzle.id, turn_text,
                  j.nodes, (g_get_monotonic_time () - start) / 1e6);

  /* the game does not change */
  now = quintet_game_position_to_text (f->game, quintet_game_get_position (f->game));
  g_assert_cmpstr (now, ==, before);
  g_assert_cmpuint (quintet_game_get_n_turns (f->game), ==, n_turns);

  after = quintet_puzzle_copy_game (f->game);
  g_assert_true (quintet_game_play_turn (after, &turn, NULL));
  if (j.has_answer)
    {
      answer = quintet_game_format_turn (after, quintet_game_get_position (after), &j.answer);
      g_assert_true (quintet_game_play_turn (after, &j.answer, NULL));
    }
  if (j.has_next)
    next = quintet_game_format_turn (after, quintet_game_get_position (after), &j.next);
  return g_strdup_printf ("%s %s %s", verdicts[j.verdict], answer ? answer : "-", next ? next : "-");
}

static void
assert_judge (Fixture    *f,
              const char *turn,
              const char *expected)
{
  g_autofree char *actual = judge (f, turn);

  g_assert_cmpstr (actual, ==, expected);
}

static void
test_pressman (void)
{
  Fixture f;

  fixture_init (&f, "pressman", "p", 2, PRESSMAN_POSITION, "c7-c8 f1-a1 d4xa1");
  g_assert_cmpuint (quintet_puzzle_turns_left (f.game, &f.puzzle), ==, 2);
  g_assert_true (quintet_puzzle_on_main_line (f.game, &f.puzzle));
  /* the file's first turn; the answer and the next turn are the file's */
  assert_judge (&f, "c7-c8", "right f1-a1 d4xa1");
  /* another first turn: refused, and the defence that holds: after b7-b8
   * the black soldier escapes to a square no white soldier sees */
  assert_judge (&f, "b7-b8", "wrong f1-h1 -");
  /* the second turn: the win, or not */
  play (&f, "c7-c8 f1-a1");
  g_assert_cmpuint (quintet_puzzle_turns_left (f.game, &f.puzzle), ==, 1);
  g_assert_true (quintet_puzzle_on_main_line (f.game, &f.puzzle));
  assert_judge (&f, "d4xa1", "solved - -");
  assert_judge (&f, "d4-d5", "wrong a1-b1 -");
  fixture_clear (&f);
}

/* The refutation that wins at once is the one shown, not the first reply
 * in the legal turns' order */
static void
test_refutation_wins (void)
{
  Fixture f;

  fixture_init (&f, "pressman", "p1", 1, "7B/8/8/8/8/8/8/W7 w 0 0", "a1xh8");
  assert_judge (&f, "a1xh8", "solved - -");
  /* h1 is on the black soldier's file: it takes White's last soldier */
  assert_judge (&f, "a1-h1", "wrong h8xh1 -");
  /* a2 is on none of its lines: the first reply that holds */
  assert_judge (&f, "a1-a2", "wrong h8-a1 -");
  fixture_clear (&f);
}

/* Off the file's line (another defence): the judge proves */
static void
test_pressman_off_line (void)
{
  Fixture f;

  fixture_init (&f, "pressman", "p", 2, PRESSMAN_POSITION, "c7-c8 f1-a1 d4xa1");
  play (&f, "c7-c8 f1-g1");
  g_assert_false (quintet_puzzle_on_main_line (f.game, &f.puzzle));
  g_assert_cmpuint (quintet_puzzle_turns_left (f.game, &f.puzzle), ==, 1);
  assert_judge (&f, "d4xg1", "solved - -");
  assert_judge (&f, "b7-b8", "wrong g1-a1 -");
  fixture_clear (&f);
}

static void
test_ordo (void)
{
  Fixture f;

  fixture_init (&f, "ordo", "o", 3, ORDO_POSITION, "a5-d5 c3-c4 f5xe5 e6xe5 b6xd4");
  assert_judge (&f, "a5-d5", "right c3-c4 f5xe5");
  /* the first turn is the file's only */
  assert_judge (&f, "a5xe5", "wrong e6xe5 -");
  /* another defence than the file's: the judge proves the solver's
   * second turn right and answers with the longest defence */
  play (&f, "a5-d5 g3-g4");
  g_assert_false (quintet_puzzle_on_main_line (f.game, &f.puzzle));
  g_assert_cmpuint (quintet_puzzle_turns_left (f.game, &f.puzzle), ==, 2);
  assert_judge (&f, "f5xe5", "right e6xe5 b6xd4");
  fixture_clear (&f);
}

/* The proofs' budget: a first turn other than the file's is wrong all the
 * same; off the line the judge does not know */
static void
test_budget (void)
{
  Fixture f;
  QuintetPuzzleJudgement j;
  QuintetMove turn;

  fixture_init (&f, "ordo", "o", 3, ORDO_POSITION, "a5-d5 c3-c4 f5xe5 e6xe5 b6xd4");
  g_assert_true (quintet_game_parse_turn (f.game, quintet_game_get_position (f.game), "a5xe5", &turn, NULL));
  quintet_puzzle_judge (f.game, &f.puzzle, &turn, 1, &j);
  g_assert_cmpint (j.verdict, ==, QUINTET_PUZZLE_WRONG);
  g_assert_false (j.has_answer);
  play (&f, "a5-d5 g3-g4");
  g_assert_true (quintet_game_parse_turn (f.game, quintet_game_get_position (f.game), "f5xe5", &turn, NULL));
  quintet_puzzle_judge (f.game, &f.puzzle, &turn, 1, &j);
  g_assert_cmpint (j.verdict, ==, QUINTET_PUZZLE_UNKNOWN);
  g_assert_false (j.has_answer);
  quintet_puzzle_judge (f.game, &f.puzzle, &turn, 0, &j);
  g_assert_cmpint (j.verdict, ==, QUINTET_PUZZLE_RIGHT);
  fixture_clear (&f);
}

static void
test_hint (void)
{
  Fixture f;
  QuintetMove turn;
  g_autofree char *hint = NULL;

  fixture_init (&f, "pressman", "p", 2, PRESSMAN_POSITION, "c7-c8 f1-a1 d4xa1");
  g_assert_true (quintet_puzzle_line_turn (f.game, &f.puzzle, 0, &turn));
  hint = quintet_puzzle_describe_hint (f.game, &turn);
  g_assert_cmpstr (hint, ==, "Move the piece on c7");
  g_assert_cmpstr (quintet_game_get_geometry (f.game)->cells[quintet_puzzle_hint_cell (f.game, &turn)].name, ==, "c7");
  /* past the line: nothing */
  g_assert_false (quintet_puzzle_line_turn (f.game, &f.puzzle, 1, &turn));
  fixture_clear (&f);
}

/* Measured, not asserted (-m slow): the judge's time on the shipped sets
 * (the 3 easiest and the 3 hardest of each game): up to 41 first turns
 * each, the file's and wrong ones, their refutations searched */
static void
test_shipped_timing (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  if (!g_test_slow ())
    {
      g_test_skip ("a measurement: run with -m slow");
      return;
    }
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GPtrArray) puzzles = quintet_puzzle_load_set (games[g].id, NULL);
      double worst = 0, total = 0;
      guint64 worst_nodes = 0;
      guint n_judged = 0;

      for (guint k = 0; puzzles != NULL && k < MIN (puzzles->len, 6); k++)
        {
          /* the 3 easiest and the 3 hardest */
          guint p = k < 3 ? k : puzzles->len - (k - 2);
          const QuintetPuzzle *puzzle = g_ptr_array_index (puzzles, p);
          g_autoptr(QuintetGame) prototype = quintet_registry_new_game (games[g].id);
          g_autoptr(QuintetGame) game = quintet_puzzle_new_game (prototype, puzzle, NULL);
          const QuintetMove *legal;
          g_autofree QuintetMove *turns = NULL;
          guint n_legal;

          legal = quintet_game_get_legal_turns (game, &n_legal);
          turns = g_memdup2 (legal, n_legal * sizeof (QuintetMove));
          for (guint i = 0; i < MIN (n_legal, 41); i++)
            {
              QuintetPuzzleJudgement j;
              gint64 start = g_get_monotonic_time ();
              double seconds;

              quintet_puzzle_judge (game, puzzle, &turns[i], 0, &j);
              seconds = (g_get_monotonic_time () - start) / 1e6;
              total += seconds;
              n_judged++;
              if (seconds > worst)
                {
                  worst = seconds;
                  worst_nodes = j.nodes;
                }
            }
        }
      g_test_message ("%s: %u judgements, %.3f s on average, the slowest %.3f s (%" G_GUINT64_FORMAT " positions)",
                      games[g].id, n_judged, n_judged > 0 ? total / n_judged : 0, worst, worst_nodes);
    }
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle-play/pressman", test_pressman);
  g_test_add_func ("/puzzle-play/pressman/off-line", test_pressman_off_line);
  g_test_add_func ("/puzzle-play/ordo", test_ordo);
  g_test_add_func ("/puzzle-play/refutation-wins", test_refutation_wins);
  g_test_add_func ("/puzzle-play/hint", test_hint);
  g_test_add_func ("/puzzle-play/budget", test_budget);
  g_test_add_func ("/puzzle-play/shipped-timing", test_shipped_timing);
  return g_test_run ();
}
