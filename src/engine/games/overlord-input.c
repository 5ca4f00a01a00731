/* overlord-input.c — Overlord's turns as the player clicks them: a
 * launch's paths, the board before its target, the animation of a chain,
 * and what the chooser and the status line say while clicking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "overlord-private.h"

/* ---- click paths ---- */

/* A launch c8@e5 is clicked from its start through any furthest-rank
 * square it may be launched from, then the target: [c8, c9, e5],
 * [c8, d9, e5], … (OV-8: the route is not part of the turn); every other
 * turn has its own path only. */
guint
_overlord_turn_paths (QuintetGame       *game,
                      gconstpointer      position,
                      const QuintetMove *turn,
                      QuintetMove       *paths,
                      guint              max_paths)
{
  SourceTurns turns;
  guint n_paths = 0;

  if (turn->kind != TURN_LAUNCH)
    {
      if (max_paths > 0)
        paths[0] = *turn;
      return 1;
    }

  _overlord_source_turns (position, turn->path[0], &turns);
  for (guint64 rest = turns.launch_from; rest; rest &= rest - 1, n_paths++)
    if (n_paths < max_paths)
      {
        paths[n_paths] = *turn;
        paths[n_paths].path[1] = quintet_lowest_bit (rest);
      }

  return n_paths;
}

/* While a launch target is chosen ([c8, c9] clicked, the move onto the
 * furthest rank made): the board with the piece (a column's slide: the
 * whole column) on the furthest rank, the same side to move */
gboolean
_overlord_preview_path (QuintetGame       *game,
                        gconstpointer      position,
                        const QuintetCell *cells,
                        guint              n_cells,
                        gpointer           result)
{
  const OverlordPosition *pos = position;
  OverlordPosition *preview = result;
  SourceTurns turns;
  QuintetMove turn;

  if (n_cells != 2 || _overlord_source_turns (pos, cells[0], &turns) == 0 || cells[1] >= N_SQUARES)
    return FALSE;
  if (turns.launch_from & BIT (cells[1]))
    quintet_move_set_from_to (&turn, cells[0], cells[1],
                              (turns.slide & BIT (cells[1])) && stack_pieces (pos->stacks[cells[0]]) == 1 ? TURN_SLIDE
                              : (turns.mount & BIT (cells[1])) ? TURN_MOUNT
                              : (turns.capture & BIT (cells[1])) ? TURN_CAPTURE : TURN_ALONE);
  else if (turns.slide_launch_to == cells[1])
    quintet_move_set_from_to (&turn, cells[0], cells[1], TURN_SLIDE);
  else
    return FALSE;

  memcpy (preview, pos, sizeof *pos);
  _overlord_make_turn (game, preview, &turn);
  preview->header.side = pos->header.side;
  preview->header.hash = _overlord_compute_hash (game, preview);
  return TRUE;
}

/* The squares a chain of mounts passes from @from to @to (OV-2: through
 * the mover's columns, never back through @from): a shortest route, in
 * @route, ending with @to; returns its length (1 when @to is next door). */
static guint
chain_route (const OverlordPosition *pos,
             guint                   from,
             guint                   to,
             guint8                 *route)
{
  Board board;
  guint8 parent[N_SQUARES];
  guint8 queue[N_SQUARES];
  guint head = 0, tail = 0, length = 0, square;
  guint64 within, seen;

  if (overlord_neighbour_masks[from] & BIT (to))
    {
      route[0] = to;
      return 1;
    }
  _overlord_init_board (pos, &board);
  within = board.mountable & ~BIT (from);
  seen = BIT (from);
  queue[tail++] = from;
  while (head < tail)
    {
      square = queue[head++];
      if (square != from && (overlord_neighbour_masks[square] & BIT (to)))
        {
          /* walk back to @from, then write the route forwards */
          for (guint s = square; s != from; s = parent[s])
            length++;
          route[length] = to;
          for (guint s = square, i = length; s != from; s = parent[s])
            route[--i] = s;
          return length + 1;
        }
      for (guint64 next = overlord_neighbour_masks[square] & within & ~seen; next; next &= next - 1)
        {
          guint n = quintet_lowest_bit (next);

          seen |= BIT (n);
          parent[n] = square;
          queue[tail++] = n;
        }
    }

  /* no route found (an end the turn does not reach): straight there */
  route[0] = to;
  return 1;
}

/* The animation of a click path: the piece travels its route square by
 * square, a chain's mounts included though only its ends are clicked; a
 * launched piece (or a slid column's top piece) then flies to its target
 * in an arc; a promotion lifts the bottom piece to the top. */
guint
_overlord_path_motions (QuintetGame       *game,
                        gconstpointer      position,
                        const QuintetCell *cells,
                        guint              n_cells,
                        QuintetMotion     *motions,
                        guint              max_motions)
{
  guint8 route[N_SQUARES];
  guint n_motions = 0, length;

  if (n_cells < 2 || max_motions == 0 || cells[0] >= N_SQUARES || cells[1] >= N_SQUARES)
    return 0;
  if (cells[0] == cells[1])
    {
      motions[0] = (QuintetMotion) { cells[0], cells[0], 0, QUINTET_MOTION_LIFT };
      return 1;
    }

  length = chain_route (position, cells[0], cells[1], route);
  for (guint i = 0; i < length && n_motions < max_motions; i++)
    motions[n_motions++] = (QuintetMotion) { i == 0 ? cells[0] : route[i - 1], route[i], i, QUINTET_MOTION_STEP };
  if (n_cells >= 3 && cells[2] < N_SQUARES && n_motions < max_motions)
    motions[n_motions++] = (QuintetMotion) { cells[1], cells[2], length, QUINTET_MOTION_ARC };

  return n_motions;
}

/* For the chooser: the slide and the dismount share their clicks, and
 * so do a column's launch and its top piece's (OV-8) */
char *
_overlord_describe_turn (QuintetGame       *game,
                         gconstpointer      position,
                         const QuintetMove *turn)
{
  const OverlordPosition *pos = position;
  gboolean column = stack_pieces (pos->stacks[turn->path[0]]) > 1;

  switch ((TurnKind) turn->kind)
    {
    case TURN_SLIDE:
      return g_strdup (column ? _("Move the whole column") : _("Move the piece"));
    case TURN_ALONE:
      return g_strdup (column ? _("Move the top piece") : _("Move the piece"));
    case TURN_MOUNT:
      return g_strdup (_("Mount your own pieces"));
    case TURN_CAPTURE:
      return g_strdup (_("Capture"));
    case TURN_PROMOTE:
      return g_strdup (_("Put the bottom piece on top"));
    case TURN_LAUNCH:
      return g_strdup (column ? _("Launch the top piece") : _("Launch the piece"));
    case TURN_SLIDE_LAUNCH:
      return g_strdup (_("Move the whole column, then launch its top piece"));
    default:
      return NULL;
    }
}

char *
_overlord_describe_clicks (QuintetGame       *game,
                           gconstpointer      position,
                           const QuintetCell *clicks,
                           guint              n_clicks,
                           gboolean           can_finish)
{
  const OverlordPosition *pos = position;

  if (n_clicks == 0)
    /* Translators: %s is a side, e.g. "White to move: choose a piece or column" */
    return g_strdup_printf (_("%s to move: choose a piece or column"),
                            quintet_game_get_side_name (game, pos->header.side));
  if (n_clicks == 1)
    {
      SourceTurns turns;

      _overlord_source_turns (pos, clicks[0], &turns);
      return g_strdup (turns.promote ? _("Choose where it goes, or click the column again to promote it")
                                     : _("Choose where it goes"));
    }
  if (can_finish)
    return g_strdup (_("Choose a square to launch the piece to, or end the turn here"));
  return NULL;
}

static gboolean
is_diagonal_neighbour (guint from,
                       guint cell)
{
  return ABS ((int) (from % N_FILES) - (int) (cell % N_FILES)) == 1 &&
         ABS ((int) (from / N_FILES) - (int) (cell / N_FILES)) == 1;
}

/* Why the top piece of @from cannot end on @cell, read off the board
 * (the chain of mounts, OV-2, is said in the player's words) */
static char *
explain_end (const OverlordPosition *pos,
             guint                   from,
             guint                   cell)
{
  guint8 stack = pos->stacks[from], target = pos->stacks[cell];
  guint level = stack_pieces (stack) + wall_height (from);
  guint height = stack_pieces (target) + wall_height (cell);
  int owner = top_side (target);

  if (cell == from)
    return g_strdup (stack_pieces (stack) < 2
                     ? _("Only a column can be promoted")
                     : _("Only a column of both colours can be promoted"));
  if (height >= MAX_HEIGHT)
    return g_strdup (_("A column may not be more than 5 high, the wall included"));
  if ((owner >= 0 && owner != (int) pos->header.side) || (owner < 0 && wall_height (cell) > 0))
    {
      if (!(overlord_neighbour_masks[from] & BIT (cell)))
        return g_strdup (_("A capture is one step; a chain captures only an empty wall square"));
      if (level <= height)
        return g_strdup (_("A capture must start higher than the square it captures"));
    }
  if (is_diagonal_neighbour (from, cell))
    return g_strdup (_("Pieces move forward, back or sideways, never diagonally"));
  if (!(overlord_neighbour_masks[from] & BIT (cell)))
    return g_strdup (_("A piece moves one square; it goes further only by mounting your own pieces on the way"));
  return NULL;
}

char *
_overlord_explain_click (QuintetGame       *game,
                         gconstpointer      position,
                         const QuintetCell *clicks,
                         guint              n_clicks,
                         QuintetCell        cell)
{
  const OverlordPosition *pos = position;
  QuintetSide side = pos->header.side;

  if (cell >= N_SQUARES)
    return NULL;
  if (n_clicks == 0)
    {
      if ((pos->control[side] & BIT (cell)) &&
          piece_count (pos->counts[cell], stack_pieces (pos->stacks[cell]) - 1) == 3)
        return g_strdup (_("That piece has moved on three turns in a row and must rest"));
      return NULL;
    }
  if (n_clicks == 1 && clicks[0] < N_SQUARES && (pos->control[side] & BIT (clicks[0])))
    return explain_end (pos, clicks[0], cell);
  return NULL;
}
