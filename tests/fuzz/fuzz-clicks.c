/* fuzz-clicks.c — a libFuzzer target for the turn input
 * (quintet-turn-input.h): the first byte picks a game, the second one of
 * its fixed positions, each further byte is an action on the board:
 *
 *   0x00–0xbf  a click on that cell id (ids past the board included)
 *   0xc0–0xfc  a click on one of the cells offered next (by its rank)
 *   0xfd       Escape (cancel)      0xfe  back      0xff  Enter (finish)
 *
 * Every turn the clicks complete is legal and has the clicks as one of
 * its paths; every cell offered next is accepted when clicked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include "quintet-turn-input.h"

#define ACTION_OFFERED 0xc0
#define ACTION_CANCEL  0xfd
#define ACTION_BACK    0xfe
#define ACTION_FINISH  0xff

/* A longer game than this many actions teaches nothing new */
#define MAX_ACTIONS 64

/* One input's game, position and legal turns */
typedef struct {
  FuzzGame        *fuzz;
  gconstpointer    position;
  QuintetTurnList  list;
} Board;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_games ();
  return 0;
}

static gboolean
has_path (Board             *board,
          const QuintetMove *turn,
          const QuintetCell *clicks,
          guint              n_clicks)
{
  QuintetGame *game = board->fuzz->game;
  guint n_paths = quintet_game_turn_paths (game, board->position, turn, NULL, 0);
  g_autofree QuintetMove *paths = g_new (QuintetMove, MAX (n_paths, 1));

  n_paths = quintet_game_turn_paths (game, board->position, turn, paths, n_paths);
  for (guint i = 0; i < n_paths; i++)
    if (paths[i].length == n_clicks && memcmp (paths[i].path, clicks, n_clicks) == 0)
      return TRUE;
  return FALSE;
}

/* The turns the clicks complete are legal, made by these clicks */
static void
check_complete (Board            *board,
                QuintetTurnInput *input)
{
  guint n_clicks, n_complete;
  const QuintetCell *clicks = quintet_turn_input_get_clicks (input, &n_clicks);
  g_autofree QuintetCell *kept = g_memdup2 (clicks, MAX (n_clicks, 1));
  const QuintetMove *complete = quintet_turn_input_get_complete (input, &n_complete);
  g_autofree QuintetMove *turns = g_memdup2 (complete, MAX (n_complete, 1) * sizeof (QuintetMove));

  if ((n_complete > 0) != quintet_turn_input_can_finish (input))
    fuzz_fail ("the clicks complete %u turns, but can finish says otherwise", n_complete);
  for (guint i = 0; i < n_complete; i++)
    {
      if (!fuzz_is_listed (board->list.turns, board->list.n_turns, &turns[i]))
        fuzz_fail ("the clicks complete a turn that is not legal");
      if (!has_path (board, &turns[i], kept, n_clicks))
        fuzz_fail ("the clicks complete a turn that they are not a path of");
    }
}

/* Each cell offered next is taken by a click, and going back restores
 * the clicks */
static void
check_offered (QuintetTurnInput *input)
{
  guint8 next[256];
  guint n_before, n_after;

  memcpy (next, quintet_turn_input_get_next_cells (input), sizeof next);
  quintet_turn_input_get_clicks (input, &n_before);
  for (guint cell = 0; cell < G_N_ELEMENTS (next); cell++)
    {
      if (!next[cell])
        continue;
      if (!quintet_turn_input_can_click (input, cell))
        fuzz_fail ("cell %u is offered but cannot be clicked", cell);
      if (!quintet_turn_input_click (input, cell))
        fuzz_fail ("cell %u is offered but the click is refused", cell);
      quintet_turn_input_back (input);
      quintet_turn_input_get_clicks (input, &n_after);
      if (n_after != n_before)
        fuzz_fail ("a click and back leave %u clicks, not %u", n_after, n_before);
    }
}

/* The rank-th cell offered next, or QUINTET_NO_CELL */
static QuintetCell
offered_cell (QuintetTurnInput *input,
              guint             rank)
{
  const guint8 *next = quintet_turn_input_get_next_cells (input);
  guint n_offered = 0, seen = 0;

  for (guint cell = 0; cell < 256; cell++)
    n_offered += next[cell] != 0;
  if (n_offered == 0)
    return QUINTET_NO_CELL;
  rank %= n_offered;
  for (guint cell = 0; cell < 256; cell++)
    if (next[cell] && seen++ == rank)
      return cell;
  g_assert_not_reached ();
}

static void
press (Board            *board,
       QuintetTurnInput *input,
       QuintetCell       cell)
{
  gboolean offered = quintet_turn_input_can_click (input, cell);
  guint n_before, n_after;
  const QuintetCell *clicks;
  QuintetPressResult result;

  quintet_turn_input_get_clicks (input, &n_before);
  result = quintet_turn_input_press (input, cell);
  clicks = quintet_turn_input_get_clicks (input, &n_after);
  if (offered && (result == QUINTET_PRESS_CLEARED || result == QUINTET_PRESS_RESTARTED ||
                  result == QUINTET_PRESS_REFUSED || result == QUINTET_PRESS_LET_GO ||
                  n_after != n_before + 1 || clicks[n_after - 1] != cell))
    fuzz_fail ("cell %u was offered, but pressing it gives %d with %u clicks", cell, result, n_after);
  if (result == QUINTET_PRESS_FINISHED)
    {
      guint n_turns;

      check_complete (board, input);
      quintet_turn_input_finish (input, &n_turns);
      if (n_turns == 0)
        fuzz_fail ("a press finishes a turn, but the clicks complete none");
      quintet_turn_input_cancel (input);   /* the board plays the turn */
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(QuintetTurnInput) input = NULL;
  Board board = { 0 };

  if (size < 2)
    return 0;
  board.fuzz = fuzz_pick_game (data[0]);
  board.position = fuzz_pick_position (board.fuzz, data[1]);
  quintet_game_list_turns (board.fuzz->game, board.position, &board.list);
  input = quintet_turn_input_new (board.fuzz->game, board.position, board.list.turns, board.list.n_turns);

  for (gsize i = 2; i < MIN (size, 2 + MAX_ACTIONS); i++)
    {
      guint8 action = data[i];

      if (action == ACTION_CANCEL)
        quintet_turn_input_cancel (input);
      else if (action == ACTION_BACK)
        quintet_turn_input_back (input);
      else if (action == ACTION_FINISH)
        {
          if (quintet_turn_input_can_finish (input))
            {
              check_complete (&board, input);
              quintet_turn_input_cancel (input);
            }
        }
      else if (action >= ACTION_OFFERED)
        {
          QuintetCell cell = offered_cell (input, action - ACTION_OFFERED);

          if (cell != QUINTET_NO_CELL)
            press (&board, input, cell);
        }
      else
        press (&board, input, action);

      check_complete (&board, input);
      check_offered (input);
    }

  quintet_turn_list_clear (&board.list);
  return 0;
}
