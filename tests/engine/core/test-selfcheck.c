/* test-selfcheck.c — the self-check finds a broken invariant and says
 * where, in one line that reproduces it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "test-engine-common.h"

#include "quintet-geometry.h"
#include "quintet-selfcheck.h"

/* A counting game, correct unless told to break one invariant once the
 * count reaches BREAK_AT: two squares, one piece each side; a turn
 * "step" (kind 0) or "jump" (kind 1) from a1 to b1 adds one to the count;
 * the side to move at count END wins. */
#define BREAK_AT 5
#define END      12

typedef enum {
  BREAK_NOTHING,
  BREAK_HASH,          /* make_turn forgets the hash */
  BREAK_TEXT,          /* the position text writes the wrong count */
  BREAK_NOTATION,      /* "jump" reads back as "step" */
  BREAK_MATERIAL,      /* a third piece appears */
  BREAK_LOSS,          /* a piece leaves, in a game whose pieces stay */
} Breakage;

typedef struct {
  QuintetPositionHeader header;
  guint8                count;
} CountPosition;

#define TEST_TYPE_COUNT_GAME (test_count_game_get_type ())
G_DECLARE_FINAL_TYPE (TestCountGame, test_count_game, TEST, COUNT_GAME, QuintetGame)

struct _TestCountGame
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TestCountGame, test_count_game, QUINTET_TYPE_GAME)

static Breakage breakage;
static QuintetSquareGrid grid;
static const QuintetGameVariant count_variants[] = { { "count", "Count", "A test game" } };

static guint64
count_hash (guint count)
{
  return 0x9e3779b97f4a7c15 * (count + 1);
}

static const QuintetGeometry *
count_get_geometry (QuintetGame *game)
{
  return &grid.geometry;
}

static void
count_describe_position (QuintetGame     *game,
                         gconstpointer    position,
                         QuintetCellView *cells)
{
  const CountPosition *count = position;

  cells[0] = (QuintetCellView) { 1, { QUINTET_SIDE_0 }, 0, 0 };
  cells[1] = (QuintetCellView) { 1, { QUINTET_SIDE_1 }, 0, 0 };
  if (breakage == BREAK_MATERIAL && count->count >= BREAK_AT)
    cells[1] = (QuintetCellView) { 2, { QUINTET_SIDE_1, QUINTET_SIDE_1 }, 0, 0 };
  if (breakage == BREAK_LOSS && count->count >= BREAK_AT)
    cells[1] = (QuintetCellView) { 0, { 0 }, 0, 0 };
}

static void
count_start_position (QuintetGame *game,
                      QuintetSide  first,
                      gpointer     position)
{
  CountPosition *count = position;

  memset (count, 0, sizeof *count);
  count->header.side = first;
  count->header.hash = count_hash (0);
}

static guint
count_generate_turns (QuintetGame   *game,
                      gconstpointer  position,
                      QuintetMove   *turns,
                      guint          capacity)
{
  for (guint kind = 0; kind < MIN (capacity, 2); kind++)
    turns[kind] = (QuintetMove) { { 0, 1 }, 2, kind, 0 };
  return 2;
}

static void
count_make_turn (QuintetGame       *game,
                 gpointer           position,
                 const QuintetMove *turn)
{
  CountPosition *count = position;

  count->count++;
  count->header.side = QUINTET_OTHER_SIDE (count->header.side);
  if (!(breakage == BREAK_HASH && count->count >= BREAK_AT))
    count->header.hash = count_hash (count->count);
}

static QuintetOutcome
count_position_outcome (QuintetGame   *game,
                        gconstpointer  position,
                        guint          n_turns)
{
  const CountPosition *count = position;

  if (count->count < END)
    return QUINTET_OUTCOME_ONGOING;
  return (QuintetOutcome) { QUINTET_STATUS_WIN, count->header.side, QUINTET_REASON_GAME };
}

static guint64
count_compute_hash (QuintetGame   *game,
                    gconstpointer  position)
{
  return count_hash (((const CountPosition *) position)->count);
}

static char *
count_format_turn (QuintetGame       *game,
                   gconstpointer      position,
                   const QuintetMove *turn)
{
  return g_strdup (turn->kind == 0 ? "step" : "jump");
}

static gboolean
count_parse_turn (QuintetGame  *game,
                  gconstpointer position,
                  const char   *text,
                  QuintetMove  *turn,
                  GError      **error)
{
  gboolean jump = g_str_equal (text, "jump") && breakage != BREAK_NOTATION;

  if (!g_str_equal (text, "step") && !g_str_equal (text, "jump"))
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text, "not a turn");
  *turn = (QuintetMove) { { 0, 1 }, 2, jump, 0 };
  return TRUE;
}

static char *
count_position_to_text (QuintetGame   *game,
                        gconstpointer  position)
{
  const CountPosition *count = position;
  guint written = count->count + (breakage == BREAK_TEXT && count->count >= BREAK_AT);

  return g_strdup_printf ("%u %c", written, count->header.side == QUINTET_SIDE_0 ? 'a' : 'b');
}

static gboolean
count_position_from_text (QuintetGame *game,
                          const char  *text,
                          gpointer     position,
                          GError     **error)
{
  CountPosition *count = position;
  guint value;
  char side;

  if (sscanf (text, "%u %c", &value, &side) != 2 || value > 255)
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_POSITION, text, "not a count");
  count->count = value;
  count->header.side = side == 'b';
  count->header.hash = count_hash (value);
  return TRUE;
}

static void
test_count_game_class_init (TestCountGameClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_square_grid_init (&grid, 2, 1, 0);
  game_class->variants = count_variants;
  game_class->n_variants = G_N_ELEMENTS (count_variants);
  game_class->position_size = sizeof (CountPosition);
  game_class->pieces_stay = TRUE;
  game_class->get_geometry = count_get_geometry;
  game_class->describe_position = count_describe_position;
  game_class->start_position = count_start_position;
  game_class->generate_turns = count_generate_turns;
  game_class->make_turn = count_make_turn;
  game_class->position_outcome = count_position_outcome;
  game_class->compute_hash = count_compute_hash;
  game_class->format_turn = count_format_turn;
  game_class->parse_turn = count_parse_turn;
  game_class->position_to_text = count_position_to_text;
  game_class->position_from_text = count_position_from_text;
}

static void
test_count_game_init (TestCountGame *self)
{
}

/* Plays game @number of the count game broken by @how; the error. */
static GError *
play_broken (Breakage how,
             guint    number)
{
  g_autoptr(QuintetGame) game = g_object_new (TEST_TYPE_COUNT_GAME, NULL);
  g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, 7, 1000);
  GError *error = NULL;

  breakage = how;
  g_assert_false (quintet_selfcheck_play_game (check, number, &error));
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, '\n'));
  g_test_message ("%s", error->message);
  breakage = BREAK_NOTHING;
  return error;
}

/* The sound game passes, ends by its rule, and every check is counted. */
static void
test_sound_game (void)
{
  g_autoptr(QuintetGame) game = g_object_new (TEST_TYPE_COUNT_GAME, NULL);
  g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, 7, 1000);
  g_autoptr(QuintetSelfcheck) capped = quintet_selfcheck_new (game, 7, 8);
  g_autoptr(GError) error = NULL;
  QuintetOutcome outcome;
  guint64 count = 0, ended = 0;
  guint i = 0;

  for (guint number = 0; number < 4; number++)
    {
      g_assert_true (quintet_selfcheck_play_game (check, number, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (quintet_selfcheck_get_games (check), ==, 4);
  g_assert_cmpuint (quintet_selfcheck_get_plies (check), ==, 4 * END);
  g_assert_cmpuint (quintet_selfcheck_get_capped (check), ==, 0);
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_HASH), ==, 4 * (END + 1));
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_POSITION_TEXT), ==, 4 * (END + 1));
  for (QuintetCheck c = QUINTET_CHECK_RANDOM_TURN; c < QUINTET_N_CHECKS; c++)
    g_assert_cmpuint (quintet_selfcheck_get_count (check, c), ==, 4 * END);
  /* games 0 … 3 also read back both turns at plies 0 and 16 */
  g_assert_cmpuint (quintet_selfcheck_get_count (check, QUINTET_CHECK_NOTATION), ==, 4 * (END + 2));
  while (quintet_selfcheck_get_outcome (check, &i, &outcome, &count))
    {
      g_assert_cmpuint (outcome.status, ==, QUINTET_STATUS_WIN);
      g_assert_cmpuint (outcome.reason, ==, QUINTET_REASON_GAME);
      ended += count;
    }
  g_assert_cmpuint (ended, ==, 4);

  g_assert_true (quintet_selfcheck_play_game (capped, 1, &error));
  g_assert_cmpuint (quintet_selfcheck_get_plies (capped), ==, 8);
  g_assert_cmpuint (quintet_selfcheck_get_capped (capped), ==, 1);
  i = 0;
  g_assert_false (quintet_selfcheck_get_outcome (capped, &i, &outcome, &count));
}

/* Each broken invariant is found at the ply it breaks, and the report
 * names the game, seed, game number, ply, invariant, position and turn. */
static void
test_broken_invariants (void)
{
  static const struct { Breakage how; guint number; QuintetCheck check; const char *report; } cases[] = {
    /* game 1: side b moves first, so at ply 5 side a is to move */
    { BREAK_HASH, 1, QUINTET_CHECK_HASH,
      "count, seed 7, game 1, ply 5: hash failed: the position’s hash is 1715609f7c746c69, computed afresh "
      "b54cda58fbbee87e; position “5 a”, turn “-”" },
    { BREAK_TEXT, 2, QUINTET_CHECK_POSITION_TEXT,
      "count, seed 7, game 2, ply 5: position-text failed: its text reads back as another position; "
      "position “6 b”, turn “-”" },
    { BREAK_MATERIAL, 3, QUINTET_CHECK_MATERIAL,
      "count, seed 7, game 3, ply 4: material failed: 2 pieces before the turn, 3 after it; position “4 b”, turn “" },
    { BREAK_LOSS, 3, QUINTET_CHECK_MATERIAL,
      "count, seed 7, game 3, ply 4: material failed: 0 pieces of side 1 after the turn instead of 1; "
      "position “4 b”, turn “" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = play_broken (cases[i].how, cases[i].number);

      g_assert_error (error, QUINTET_SELFCHECK_ERROR, (int) cases[i].check);
      g_assert_true (g_str_has_prefix (error->message, cases[i].report));
    }
}

/* "jump" reads back as "step": found at once, in the first games where
 * every turn's notation is read back, and later when jump is played. */
static void
test_broken_notation (void)
{
  g_autoptr(GError) first = play_broken (BREAK_NOTATION, 0);
  g_autoptr(GError) later = play_broken (BREAK_NOTATION, QUINTET_SELFCHECK_ALL_TURNS_GAMES + 1);

  g_assert_error (first, QUINTET_SELFCHECK_ERROR, QUINTET_CHECK_NOTATION);
  g_assert_cmpstr (first->message, ==,
                   "count, seed 7, game 0, ply 0: notation failed: its notation reads back as another turn; "
                   "position “0 a”, turn “jump”");
  g_assert_error (later, QUINTET_SELFCHECK_ERROR, QUINTET_CHECK_NOTATION);
  g_assert_true (g_str_has_suffix (later->message, "turn “jump”"));
}

/* A real game's position corrupted by hand: a wrong hash, then a byte the
 * text cannot hold (the header's padding). */
static void
test_corrupted_position (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, 3, 1000);
  g_autoptr(GError) hash_error = NULL;
  g_autoptr(GError) text_error = NULL;
  QuintetPositionBuffer position;

  quintet_game_start_position (game, QUINTET_SIDE_0, &position);
  g_assert_true (quintet_selfcheck_check_position (check, &position, NULL));

  position.header.hash ^= 1;
  g_assert_false (quintet_selfcheck_check_position (check, &position, &hash_error));
  g_assert_error (hash_error, QUINTET_SELFCHECK_ERROR, QUINTET_CHECK_HASH);
  g_assert_true (g_str_has_prefix (hash_error->message, "pressman, seed 3, game 0, ply 0: hash failed: "));
  g_assert_true (g_str_has_suffix (hash_error->message,
                                   "; position “BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w 12 12”, turn “-”"));

  position.header.hash ^= 1;
  position.header.padding[0] = 1;
  g_assert_false (quintet_selfcheck_check_position (check, &position, &text_error));
  g_assert_error (text_error, QUINTET_SELFCHECK_ERROR, QUINTET_CHECK_POSITION_TEXT);
}

/* A few real games of each game pass, with each check counted. */
static void
test_real_games (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, 1, 100);
      g_autoptr(GError) error = NULL;

      g_assert_true (quintet_selfcheck_play_game (check, 40, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (quintet_selfcheck_get_plies (check), >, 0);
      for (QuintetCheck c = 0; c < QUINTET_N_CHECKS; c++)
        g_assert_cmpuint (quintet_selfcheck_get_count (check, c), >=, quintet_selfcheck_get_plies (check));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/selfcheck/sound-game-passes", test_sound_game);
  g_test_add_func ("/selfcheck/broken-invariants-found", test_broken_invariants);
  g_test_add_func ("/selfcheck/broken-notation-found", test_broken_notation);
  g_test_add_func ("/selfcheck/corrupted-position-found", test_corrupted_position);
  g_test_add_func ("/selfcheck/real-games-pass", test_real_games);

  return g_test_run ();
}
