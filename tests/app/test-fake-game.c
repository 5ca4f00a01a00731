/* test-fake-game.c — a tiny game whose turns share click paths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-fake-game.h"

typedef struct {
  QuintetPositionHeader header;
  guint8                turns_played;
} FakePosition;

struct _TestFakeGame
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (TestFakeGame, test_fake_game, QUINTET_TYPE_GAME)

static QuintetCellInfo cells[3];
static QuintetGeometry geometry;

static void
init_geometry (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      double left = 0.5 + i;

      cells[i] = (QuintetCellInfo) {
        .name = { 'a' + i, 0 }, .shape = QUINTET_CELL_SQUARE, .shade = i % 2, .n_corners = 4,
        .x = left + 0.5, .y = 1.0,
        .corners = { { left, 0.5 }, { left + 1, 0.5 }, { left + 1, 1.5 }, { left, 1.5 } },
      };
    }

  geometry = (QuintetGeometry) {
    .width = 4, .height = 2,
    .board_x = 0.5, .board_y = 0.5, .board_width = 3, .board_height = 1,
    .piece_radius = 0.38,
    .n_cells = G_N_ELEMENTS (cells), .cells = cells,
  };
}

static const QuintetGeometry *
fake_get_geometry (QuintetGame *game)
{
  return &geometry;
}

static void
fake_describe_position (QuintetGame     *game,
                        gconstpointer    position,
                        QuintetCellView *views)
{
  memset (views, 0, sizeof (QuintetCellView) * G_N_ELEMENTS (cells));
  views[0] = (QuintetCellView) { 1, { QUINTET_SIDE_0 }, 0 };
  views[2] = (QuintetCellView) { 1, { QUINTET_SIDE_1 }, 0 };
}

static void
fake_start_position (QuintetGame *game,
                     QuintetSide  first,
                     gpointer     position)
{
  FakePosition *fake = position;

  memset (fake, 0, sizeof *fake);
  fake->header.side = first;
}

static guint
fake_generate_turns (QuintetGame   *game,
                     gconstpointer  position,
                     QuintetMove   *turns)
{
  turns[0] = (QuintetMove) { { 0, 1 }, 2, 0, 0 };
  turns[1] = (QuintetMove) { { 0, 1 }, 2, 1, 0 };
  turns[2] = (QuintetMove) { { 0, 2 }, 2, 0, 0 };
  return 3;
}

static void
fake_make_turn (QuintetGame       *game,
                gpointer           position,
                const QuintetMove *turn)
{
  FakePosition *fake = position;

  fake->header.side = QUINTET_OTHER_SIDE (fake->header.side);
  fake->turns_played++;
  fake->header.hash = fake->turns_played;
}

static QuintetOutcome
fake_position_outcome (QuintetGame   *game,
                       gconstpointer  position,
                       guint          n_turns)
{
  return QUINTET_OUTCOME_ONGOING;
}

static guint64
fake_compute_hash (QuintetGame   *game,
                   gconstpointer  position)
{
  return ((const FakePosition *) position)->turns_played;
}

static char *
fake_format_turn (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn)
{
  return g_strdup_printf ("%s%c%s", cells[turn->path[0]].name,
                          turn->kind ? '/' : '-', cells[turn->path[1]].name);
}

static char *
fake_position_to_text (QuintetGame   *game,
                       gconstpointer  position)
{
  return g_strdup_printf ("fake %u", ((const FakePosition *) position)->turns_played);
}

static void
test_fake_game_class_init (TestFakeGameClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  init_geometry ();
  game_class->position_size = sizeof (FakePosition);
  game_class->get_geometry = fake_get_geometry;
  game_class->describe_position = fake_describe_position;
  game_class->start_position = fake_start_position;
  game_class->generate_turns = fake_generate_turns;
  game_class->make_turn = fake_make_turn;
  game_class->position_outcome = fake_position_outcome;
  game_class->compute_hash = fake_compute_hash;
  game_class->format_turn = fake_format_turn;
  game_class->position_to_text = fake_position_to_text;
}

static void
test_fake_game_init (TestFakeGame *self)
{
}

QuintetGame *
test_fake_game_new (void)
{
  return g_object_new (TEST_TYPE_FAKE_GAME, NULL);
}
