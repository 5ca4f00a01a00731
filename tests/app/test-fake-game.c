/* test-fake-game.c — tiny games for the board view tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-fake-game.h"

#define N_CHAIN_CELLS 5

/* A chain game square: empty, or a token of a side, perhaps on its half face */
enum {
  SQUARE_EMPTY = 0,
  SQUARE_SIDE_0 = 1,
  SQUARE_SIDE_1 = 2,
  SQUARE_HALF = 4,
  SQUARE_KING = 8,
};

typedef struct {
  QuintetPositionHeader header;
  guint8                turns_played;
  guint8                squares[N_CHAIN_CELLS];   /* chain game only */
} FakePosition;

struct _TestFakeGame
{
  QuintetGame parent_instance;
  gboolean    chain;
  gboolean    crowning;
};

G_DEFINE_FINAL_TYPE (TestFakeGame, test_fake_game, QUINTET_TYPE_GAME)

static QuintetCellInfo cells[N_CHAIN_CELLS];
static QuintetGeometry geometry;
static QuintetGeometry chain_geometry;

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
    .n_cells = 3, .cells = cells,
  };
  chain_geometry = geometry;
  chain_geometry.width = 6;
  chain_geometry.board_width = 5;
  chain_geometry.n_cells = N_CHAIN_CELLS;
}

static gboolean
is_chain (QuintetGame *game)
{
  return TEST_FAKE_GAME (game)->chain;
}

static const QuintetGeometry *
fake_get_geometry (QuintetGame *game)
{
  return is_chain (game) ? &chain_geometry : &geometry;
}

static void
fake_describe_position (QuintetGame     *game,
                        gconstpointer    position,
                        QuintetCellView *views)
{
  const FakePosition *fake = position;

  if (!is_chain (game))
    {
      memset (views, 0, sizeof (QuintetCellView) * geometry.n_cells);
      views[0] = (QuintetCellView) { 1, { QUINTET_SIDE_0 }, 0 };
      views[2] = (QuintetCellView) { 1, { QUINTET_SIDE_1 }, 0 };
      return;
    }

  memset (views, 0, sizeof (QuintetCellView) * N_CHAIN_CELLS);
  for (guint i = 0; i < N_CHAIN_CELLS; i++)
    if (fake->squares[i] != SQUARE_EMPTY)
      views[i] = (QuintetCellView) {
        1, { fake->squares[i] & SQUARE_SIDE_1 ? QUINTET_SIDE_1 : QUINTET_SIDE_0 },
        (fake->squares[i] & SQUARE_HALF ? QUINTET_PIECE_HALF : 0) |
        (fake->squares[i] & SQUARE_KING ? QUINTET_PIECE_KING : 0),
      };
}

static void
fake_start_position (QuintetGame *game,
                     QuintetSide  first,
                     gpointer     position)
{
  FakePosition *fake = position;

  memset (fake, 0, sizeof *fake);
  fake->header.side = first;
  if (is_chain (game))
    {
      fake->squares[0] = SQUARE_SIDE_0;
      fake->squares[1] = SQUARE_SIDE_1;
      fake->squares[3] = SQUARE_SIDE_1 | SQUARE_HALF;
    }
}

static gboolean
is_enemy (const FakePosition *fake,
          int                 cell)
{
  guint8 enemy = QUINTET_POSITION_SIDE (fake) == QUINTET_SIDE_0 ? SQUARE_SIDE_1 : SQUARE_SIDE_0;

  return cell >= 0 && cell < N_CHAIN_CELLS && (fake->squares[cell] & enemy) != 0;
}

static gboolean
is_free (const FakePosition *fake,
         int                 cell)
{
  return cell >= 0 && cell < N_CHAIN_CELLS && fake->squares[cell] == SQUARE_EMPTY;
}

/* Every chain that goes on from @turn (itself a turn): jump an enemy
 * neighbour to the free square behind it, never the same token twice */
static guint
add_jumps (TestFakeGame       *self,
           const FakePosition *fake,
           QuintetMove        *turn,
           guint8              jumped,
           QuintetMove        *turns,
           guint               n)
{
  int at = turn->path[turn->length - 1];

  for (int direction = -1; direction <= 1; direction += 2)
    {
      int over = at + direction, to = at + 2 * direction;

      if (!is_enemy (fake, over) || !is_free (fake, to) || (jumped & (1 << over)))
        continue;

      quintet_move_push (turn, to);
      turns[n++] = *turn;
      if (self->crowning && to == N_CHAIN_CELLS - 1)
        {
          turns[n] = *turn;
          turns[n++].kind = 1;
        }
      n = add_jumps (self, fake, turn, jumped | (1 << over), turns, n);
      turn->length--;
    }
  return n;
}

static guint
chain_generate_turns (TestFakeGame       *self,
                      const FakePosition *fake,
                      QuintetMove        *turns)
{
  guint8 own = fake->header.side == QUINTET_SIDE_0 ? SQUARE_SIDE_0 : SQUARE_SIDE_1;
  FakePosition lifted = *fake;
  guint n = 0;

  for (int from = 0; from < N_CHAIN_CELLS; from++)
    {
      QuintetMove turn = { { from }, 1, 0, 0 };

      if (!(fake->squares[from] & own))
        continue;

      for (int direction = -1; direction <= 1; direction += 2)
        if (is_free (fake, from + direction))
          turns[n++] = (QuintetMove) { { from, from + direction }, 2, 0, 0 };

      /* the token has left its square: a chain may pass it again */
      lifted.squares[from] = SQUARE_EMPTY;
      n = add_jumps (self, &lifted, &turn, 0, turns, n);
      lifted.squares[from] = fake->squares[from];
    }
  return n;
}

/* The tiny boards have a few turns: build them all, hand out what fits. */
static guint
fake_generate_turns (QuintetGame   *game,
                     gconstpointer  position,
                     QuintetMove   *turns,
                     guint          capacity)
{
  QuintetMove all[64];
  guint n = 3;

  if (is_chain (game))
    n = chain_generate_turns (TEST_FAKE_GAME (game), position, all);
  else
    {
      all[0] = (QuintetMove) { { 0, 1 }, 2, 0, 0 };
      all[1] = (QuintetMove) { { 0, 1 }, 2, 1, 0 };
      all[2] = (QuintetMove) { { 0, 2 }, 2, 0, 0 };
    }
  g_assert (n <= G_N_ELEMENTS (all));
  memcpy (turns, all, MIN (n, capacity) * sizeof (QuintetMove));
  return n;
}

/* The token on path[0] goes along the path; a jumped token turns to its
 * half face, a half one goes. */
static void
chain_apply_path (FakePosition      *fake,
                  const QuintetCell *path,
                  guint              length)
{
  guint8 token = fake->squares[path[0]];

  fake->squares[path[0]] = SQUARE_EMPTY;
  for (guint i = 1; i < length; i++)
    if (ABS ((int) path[i] - (int) path[i - 1]) == 2)
      {
        guint8 *over = &fake->squares[(path[i] + path[i - 1]) / 2];

        *over = *over & SQUARE_HALF ? SQUARE_EMPTY : *over | SQUARE_HALF;
      }
  fake->squares[path[length - 1]] = token;
}

static void
fake_make_turn (QuintetGame       *game,
                gpointer           position,
                const QuintetMove *turn)
{
  FakePosition *fake = position;

  if (is_chain (game))
    chain_apply_path (fake, turn->path, turn->length);
  if (is_chain (game) && turn->kind == 1)
    fake->squares[turn->path[turn->length - 1]] |= SQUARE_KING;
  fake->header.side = QUINTET_OTHER_SIDE (fake->header.side);
  fake->turns_played++;
  fake->header.hash = fake->turns_played;
}

/* The jumps clicked so far, as they leave the board */
static gboolean
fake_preview_path (QuintetGame       *game,
                   gconstpointer      position,
                   const QuintetCell *path,
                   guint              length,
                   gpointer           result)
{
  FakePosition *preview = result;

  if (!is_chain (game) || length < 2 || ABS ((int) path[1] - (int) path[0]) != 2)
    return FALSE;
  /* Like a game that does not preview whole turns */
  if (TEST_FAKE_GAME (game)->crowning && path[length - 1] == N_CHAIN_CELLS - 1)
    return FALSE;

  *preview = *(const FakePosition *) position;
  chain_apply_path (preview, path, length);
  return TRUE;
}

/* One motion per jump (or step), one after the other */
static guint
fake_path_motions (QuintetGame       *game,
                   gconstpointer      position,
                   const QuintetCell *path,
                   guint              length,
                   QuintetMotion     *motions,
                   guint              max_motions)
{
  guint n = 0;

  for (guint i = 1; i < length && n < max_motions; i++, n++)
    motions[n] = (QuintetMotion) { path[i - 1], path[i], i - 1 };
  return n;
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
  if (is_chain (game))
    {
      GString *text = g_string_new (cells[turn->path[0]].name);

      for (guint i = 1; i < turn->length; i++)
        g_string_append_printf (text, "%c%s",
                                ABS ((int) turn->path[i] - (int) turn->path[i - 1]) == 2 ? 'x' : '-',
                                cells[turn->path[i]].name);
      if (turn->kind == 1)
        g_string_append_c (text, '+');
      return g_string_free (text, FALSE);
    }

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
  game_class->preview_path = fake_preview_path;
  game_class->path_motions = fake_path_motions;
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

QuintetGame *
test_fake_game_new_chain (void)
{
  TestFakeGame *self = g_object_new (TEST_TYPE_FAKE_GAME, NULL);

  self->chain = TRUE;
  /* the start position depends on the variant */
  quintet_game_new_game (QUINTET_GAME (self), QUINTET_SIDE_0);
  return QUINTET_GAME (self);
}

void
test_fake_game_set_crowning (TestFakeGame *self,
                             gboolean      crowning)
{
  self->crowning = crowning;
  /* the legal turns change */
  quintet_game_new_game (QUINTET_GAME (self), QUINTET_SIDE_0);
}
