/* test-random-games.c — thousands of seeded random games of every game,
 * checking the invariants of DESIGN.md "Tests" on every turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-common.h"

#define N_GAMES        2000
#define MAX_LENGTH     1000
#define CHECK_ALL_FROM 20    /* games whose every legal turn round-trips */

typedef struct {
  QuintetGame     *game;
  gsize            size;
  QuintetTurnList  turns;
  QuintetCellView *cells;
} Fixture;

/* Notation round-trip: the text of a turn parses back to the same turn. */
static void
check_notation (Fixture           *fixture,
                gconstpointer      position,
                const QuintetMove *turn)
{
  g_autofree char *text = quintet_game_format_turn (fixture->game, position, turn);
  g_autoptr(GError) error = NULL;
  QuintetMove parsed;

  quintet_game_parse_turn (fixture->game, position, text, &parsed, &error);
  g_assert_no_error (error);
  if (!quintet_move_equal (&parsed, turn))
    g_error ("“%s” parsed back to another turn", text);
}

/* Position text round-trip, and the incremental hash equals a fresh one. */
static void
check_position (Fixture       *fixture,
                gconstpointer  position)
{
  g_autofree char *text = quintet_game_position_to_text (fixture->game, position);
  g_autoptr(GError) error = NULL;
  QuintetPositionBuffer parsed;

  quintet_game_position_from_text (fixture->game, text, &parsed, &error);
  g_assert_no_error (error);
  if (memcmp (&parsed, position, fixture->size) != 0)
    g_error ("position text “%s” reads back as another position", text);
  g_assert_cmpuint (QUINTET_POSITION_HASH (position), ==,
                    quintet_game_compute_hash (fixture->game, position));
}

/* Pieces on the board plus the reserves, of one side. */
static guint
count_material (Fixture       *fixture,
                gconstpointer  position,
                QuintetSide    side)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  QuintetCellView *cells = fixture->cells;
  int reserve = quintet_game_get_reserve (fixture->game, position, side);
  guint count = MAX (reserve, 0);

  quintet_game_describe_position (fixture->game, position, cells);
  for (guint i = 0; i < geometry->n_cells; i++)
    for (guint k = 0; k < cells[i].height; k++)
      count += cells[i].stack[k] == side;

  return count;
}

/* Hit points of both sides on the board and in reserve: 2 a piece, 1 for
 * a piece shown at half strength (Oferhlýp's flipped tokens; in a stack
 * only the top piece can show it). */
static guint
count_hit_points (Fixture       *fixture,
                  gconstpointer  position)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (fixture->game);
  QuintetCellView *cells = fixture->cells;
  guint count = 0;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    count += 2 * MAX (quintet_game_get_reserve (fixture->game, position, side), 0);

  quintet_game_describe_position (fixture->game, position, cells);
  for (guint i = 0; i < geometry->n_cells; i++)
    if (cells[i].height > 0)
      count += 2 * (cells[i].height - 1) + ((cells[i].flags & QUINTET_PIECE_HALF) ? 1 : 2);

  return count;
}

static void
check_turn (Fixture           *fixture,
            gconstpointer      position,
            const QuintetMove *turn)
{
  QuintetPositionBuffer after, again;
  guint material = count_material (fixture, position, 0) + count_material (fixture, position, 1);
  guint hit_points = count_hit_points (fixture, position);

  /* make_turn changes the position it is given and nothing else: the
   * bytes after it keep their canary, and two copies of the position
   * (after different canaries) end up byte for byte the same */
  memset (&after, 0xa5, sizeof after);
  memset (&again, 0x5a, sizeof again);
  memcpy (&after, position, fixture->size);
  memcpy (&again, position, fixture->size);
  quintet_game_make_turn (fixture->game, &after, turn);
  quintet_game_make_turn (fixture->game, &again, turn);
  g_assert_true (memcmp (&after, &again, fixture->size) == 0);
  for (gsize i = fixture->size; i < sizeof after; i++)
    g_assert_cmpuint (((guint8 *) &after)[i], ==, 0xa5);
  g_assert_cmpuint (QUINTET_POSITION_SIDE (&after), !=, QUINTET_POSITION_SIDE (position));
  /* pieces are captured or converted, never created */
  g_assert_cmpuint (count_material (fixture, &after, 0) + count_material (fixture, &after, 1), <=, material);
  /* hits are never healed (Oferhlýp OF-2) */
  g_assert_cmpuint (count_hit_points (fixture, &after), <=, hit_points);
}

/* random_turn picks from the same list as generate_turns: exactly the
 * turn at its index when the game says it is uniform, else some turn of
 * the list (its own playout policy). */
static void
check_random_turn (Fixture       *fixture,
                   gconstpointer  position,
                   guint32        pick,
                   guint          n_turns,
                   QuintetMove   *chosen)
{
  guint n_random = quintet_game_random_turn (fixture->game, position, pick, chosen);
  gboolean listed = FALSE;

  if (QUINTET_GAME_GET_CLASS (fixture->game)->random_turn_uniform)
    {
      g_assert_cmpuint (n_random, ==, n_turns);
      g_assert_true (quintet_move_equal (chosen, &fixture->turns.turns[((guint64) pick * n_turns) >> 32]));
      return;
    }

  g_assert_cmpuint (n_random, >, 0);
  for (guint i = 0; i < n_turns && !listed; i++)
    listed = quintet_move_equal (chosen, &fixture->turns.turns[i]);
  if (!listed)
    {
      g_autofree char *text = quintet_game_format_turn (fixture->game, position, chosen);
      g_autofree char *where = quintet_game_position_to_text (fixture->game, position);

      g_error ("random_turn chose “%s”, not a legal turn of “%s”", text, where);
    }
}

static void
play_random_game (Fixture *fixture,
                  guint    seed)
{
  g_autoptr(GRand) random = g_rand_new_with_seed (seed);
  QuintetPositionBuffer position;

  quintet_game_start_position (fixture->game, seed % 2, &position);
  for (guint length = 0; length < MAX_LENGTH; length++)
    {
      guint n_turns = quintet_game_list_turns (fixture->game, &position, &fixture->turns);
      guint32 pick = g_rand_int (random);
      QuintetMove chosen;

      check_position (fixture, &position);
      if (quintet_game_position_outcome (fixture->game, &position, n_turns).status != QUINTET_STATUS_ONGOING)
        break;

      check_random_turn (fixture, &position, pick, n_turns, &chosen);

      if (seed < CHECK_ALL_FROM && length % 16 == 0)
        for (guint i = 0; i < n_turns; i++)
          check_notation (fixture, &position, &fixture->turns.turns[i]);
      else
        check_notation (fixture, &position, &chosen);

      check_turn (fixture, &position, &chosen);
      quintet_game_make_turn (fixture->game, &position, &chosen);

      /* Overlord captures by stacking: the 14 + 14 pieces never leave */
      if (g_str_equal (quintet_game_get_id (fixture->game), "overlord"))
        for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
          g_assert_cmpuint (count_material (fixture, &position, side), ==, 14);
    }
}

static void
test_random_games (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  Fixture fixture = { 0 };

  fixture.game = quintet_registry_new_game (info->id);
  fixture.size = quintet_game_get_position_size (fixture.game);
  fixture.cells = g_new (QuintetCellView, quintet_game_get_geometry (fixture.game)->n_cells);

  for (guint seed = 0; seed < N_GAMES; seed++)
    play_random_game (&fixture, seed);

  quintet_turn_list_clear (&fixture.turns);
  g_free (fixture.cells);
  g_object_unref (fixture.game);
}

/* The game object's history: undo restores every earlier position exactly,
 * redo replays it, and the notation it records parses back. */
static void
test_history_undo (gconstpointer data)
{
  const QuintetGameInfo *info = data;
  g_autoptr(QuintetGame) game = quintet_registry_new_game (info->id);
  g_autoptr(GRand) random = g_rand_new_with_seed (42);
  gsize size = quintet_game_get_position_size (game);

  for (guint round = 0; round < 20; round++)
    {
      g_autoptr(GByteArray) saved = g_byte_array_new ();
      guint played = 0;

      quintet_game_new_game (game, round % 2);
      while (played < 200 && quintet_game_get_outcome (game).status == QUINTET_STATUS_ONGOING)
        {
          guint n_turns;
          const QuintetMove *turns = quintet_game_get_legal_turns (game, &n_turns);
          QuintetMove turn = turns[g_rand_int_range (random, 0, n_turns)];

          g_byte_array_append (saved, quintet_game_get_position (game), size);
          g_assert_true (quintet_game_play_turn (game, &turn, NULL));
          played++;
        }

      for (guint ply = played; ply-- > 0;)
        {
          quintet_game_undo (game);
          g_assert_true (memcmp (quintet_game_get_position (game), saved->data + ply * size, size) == 0);
        }
      g_assert_false (quintet_game_get_can_undo (game));
      for (guint ply = 0; ply < played; ply++)
        quintet_game_redo (game);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, played);
    }
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *random_path = g_strdup_printf ("/%s/random/%u-games-invariants", games[i].id, N_GAMES);
      g_autofree char *undo_path = g_strdup_printf ("/%s/random/undo-redo-restores", games[i].id);

      g_test_add_data_func (random_path, &games[i], test_random_games);
      g_test_add_data_func (undo_path, &games[i], test_history_undo);
    }

  return g_test_run ();
}
