/* ordo-input.c — Ordo's turns as the player clicks them: the click paths
 * of a turn, the board between its parts, the animation, and what the
 * status line says while clicking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ordo-private.h"

/* ---- input: click paths, previews, animation ---- */

/* The parts of @path as far as they are complete, made on @board.
 * Returns how many; the last may be a capture whose OX-2 choice is pending. */
static guint
make_parts (Board             *board,
            const QuintetCell *path,
            guint              length,
            Part              *parts)
{
  guint n_parts = 0;

  for (guint start = 0; start < length && n_parts < 2;)
    {
      Board before = *board;

      if (!_ordo_make_part (board, path, length, start, &parts[n_parts]))
        {
          *board = before;
          break;
        }
      start = parts[n_parts].end;
      if (parts[n_parts++].tie_pending)
        break;
    }

  return n_parts;
}

/* The ways to click one part: an ordo from either end; after an OX-2 tie,
 * any checker of the group that stays. */
typedef struct {
  guint8 cells[4];
  guint8 length;
} Clicks;

static guint
part_clicks (const Part *part,
             Clicks     *clicks)
{
  guint n_orders = 0, n_clicks = 0;
  Clicks orders[2];

  if (part->ordo)
    {
      guint low = lowest_square (part->moved_from), high = highest_square (part->moved_from);

      orders[n_orders++] = (Clicks) { { low, high, low + part->offset }, 3 };
      orders[n_orders++] = (Clicks) { { high, low, high + part->offset }, 3 };
    }
  else
    {
      guint from = lowest_square (part->moved_from);

      orders[n_orders++] = (Clicks) { { from, from + part->offset }, 2 };
    }

  for (guint i = 0; i < n_orders; i++)
    {
      if (part->tie_group == 0)
        {
          clicks[n_clicks++] = orders[i];
          continue;
        }
      for (Bits rest = part->tie_group; rest; rest &= rest - 1)
        {
          clicks[n_clicks] = orders[i];
          clicks[n_clicks].cells[clicks[n_clicks].length++] = lowest_square (rest);
          n_clicks++;
        }
    }

  return n_clicks;
}

/* Every click order of the turn: its own path first. No complete path is a
 * proper prefix of another turn's path: a singleton never lands on an own
 * checker, so [from, own checker] always starts an ordo; a tie cell is an
 * enemy checker while a second part starts on an own one; a forward first
 * part is a whole turn and a sideways one never is (OX-3), and the two
 * never share a destination; a sideways capture that wins has no second
 * part at all. */
guint
_ordo_turn_paths (QuintetGame       *game,
                  gconstpointer      position,
                  const QuintetMove *turn,
                  QuintetMove       *paths,
                  guint              max_paths)
{
  Board board = board_of (game, position);
  Part parts[2];
  Clicks first[2 * MAX_CHECKERS * 2], second[2 * MAX_CHECKERS * 2];
  guint n_parts = make_parts (&board, turn->path, turn->length, parts);
  guint n_first, n_second = 1, n_paths = 0;

  g_assert (n_parts > 0);
  n_first = part_clicks (&parts[0], first);
  if (n_parts == 2)
    n_second = part_clicks (&parts[1], second);
  else
    second[0] = (Clicks) { { 0 }, 0 };

  for (guint i = 0; i < n_first; i++)
    for (guint j = 0; j < n_second && n_paths < max_paths; j++)
      {
        QuintetMove *path = &paths[n_paths++];

        *path = *turn;
        path->length = 0;
        memcpy (path->path, first[i].cells, first[i].length);
        memcpy (path->path + first[i].length, second[j].cells, second[j].length);
        path->length = first[i].length + second[j].length;
      }

  /* All of them, even those there was no room for (the caller asks again) */
  return n_first * n_second;
}

/* The board after the complete parts of a prefix: the first part of an
 * Ordo X two-part turn, or a capture waiting for its OX-2 choice (the
 * captured checker gone, the tied groups still there). */
gboolean
_ordo_preview_path (QuintetGame       *game,
                    gconstpointer      position,
                    const QuintetCell *path,
                    guint              length,
                    gpointer           result)
{
  Board board = board_of (game, position);
  Part parts[2];
  guint n_parts = make_parts (&board, path, length, parts);
  const Part *last;
  gboolean whole_turn;

  if (n_parts == 0)
    return FALSE;
  last = &parts[n_parts - 1];
  whole_turn = !last->tie_pending && last->end == length &&
               (n_parts == 2 || !board.ordo_x || last->direction_class != CLASS_SIDEWAYS || board.enemy == 0);
  if (whole_turn)
    return FALSE;

  memcpy (result, position, sizeof (OrdoPosition));
  store_position (&board, result);
  return TRUE;
}

/* ---- guidance while clicking ---- */

/* The board after the complete parts of @clicks, and where the part being
 * clicked starts; FALSE when no further part is expected. @second: the
 * part being clicked is the forward part after a sideways one (OX-3). */
static gboolean
current_part (Board             *board,
              const QuintetCell *clicks,
              guint              n_clicks,
              Part              *last,
              guint             *start,
              gboolean          *second)
{
  Part parts[2];
  guint n_parts = make_parts (board, clicks, n_clicks, parts);

  *start = n_parts > 0 ? parts[n_parts - 1].end : 0;
  *second = n_parts == 1 && board->ordo_x && parts[0].direction_class == CLASS_SIDEWAYS &&
            !parts[0].tie_pending && board->enemy != 0;
  if (n_parts > 0)
    *last = parts[n_parts - 1];
  return n_parts == 0 || *second;
}

static gboolean some_line_ends_on (const Rules *rules,
                                   QuintetCell  cell);
static gboolean some_part_moves   (const Rules *rules,
                                   Bits         squares);
static Rules     part_rules        (const Board *board,
                                    gboolean     second);

/* OX-3: what to do after the sideways part; when the checkers it moved
 * cannot go forward, say that another one must. */
static char *
describe_forward_part (const Board *board,
                       const Part  *sideways)
{
  Rules rules = part_rules (board, TRUE);
  Bits moved = shift_board (sideways->moved_from, sideways->offset);

  if (some_part_moves (&rules, moved))
    return g_strdup (_("Now move forward, as after every sideways move (OX-3)"));
  if (count_bits (moved) == 1)
    return g_strdup (_("Now move another checker forward: this one cannot (OX-3)"));
  return g_strdup (_("Now move another checker forward: this line cannot (OX-3)"));
}

char *
_ordo_describe_clicks (QuintetGame       *game,
                       gconstpointer      position,
                       const QuintetCell *clicks,
                       guint              n_clicks,
                       gboolean           can_finish)
{
  Board board = board_of (game, position);
  Part last = { 0 };
  guint start;
  gboolean second;

  if (n_clicks == 0)
    /* Translators: %s is a side, e.g. "White to move: choose a checker" */
    return g_strdup_printf (_("%s to move: choose a checker"),
                            quintet_game_get_side_name (game, board.side));
  if (!current_part (&board, clicks, n_clicks, &last, &start, &second))
    return last.tie_pending ? g_strdup (_("Choose the group that stays: click one of its checkers (OX-2)"))
                            : NULL;
  if (second && start == n_clicks)
    return describe_forward_part (&board, &last);
  if (n_clicks - start == 1)
    {
      Rules rules = part_rules (&board, second);

      /* A line only where the checker ends one that may move */
      if (some_line_ends_on (&rules, clicks[start]))
        return g_strdup (_("Choose where it goes, or the other end of a line"));
      return g_strdup (_("Choose where it goes"));
    }
  if (n_clicks - start == 2)
    return g_strdup (_("Choose where the line goes"));
  return NULL;
}

/* Whether one of the parts @rules allow is clicked starting with @cells
 * (an ordo from either end). */
static gboolean
some_part_starts_with (const Rules       *rules,
                       const QuintetCell *cells,
                       guint              n_cells)
{
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) list = { 0 };

  part_list_fill (&list, rules, stack, MAX_PARTS);
  for (guint i = 0; i < list.n_parts; i++)
    {
      const QuintetMove *parts = list.parts;
      const QuintetCell *path = parts[i].path;
      QuintetCell reverse[3] = { path[1], path[0], path[1] + path[2] - path[0] };

      if (n_cells > parts[i].length)
        continue;
      if (memcmp (path, cells, n_cells) == 0 ||
          (parts[i].length == 3 && memcmp (reverse, cells, n_cells) == 0))
        return TRUE;
    }
  return FALSE;
}

/* Whether one of the parts @rules allow moves a checker on @squares (an
 * ordo moves every checker between its two ends). */
static gboolean
some_part_moves (const Rules *rules,
                 Bits         squares)
{
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) list = { 0 };

  part_list_fill (&list, rules, stack, MAX_PARTS);
  for (guint i = 0; i < list.n_parts; i++)
    {
      const QuintetCell *path = list.parts[i].path;
      Bits movers = list.parts[i].length == 3 ? line_between (path[0], path[1]) : BIT (path[0]);

      if ((movers & squares) != 0)
        return TRUE;
    }
  return FALSE;
}

/* Whether one of the ordo parts @rules allow has an end on @cell. */
static gboolean
some_line_ends_on (const Rules *rules,
                   QuintetCell  cell)
{
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) list = { 0 };

  part_list_fill (&list, rules, stack, MAX_PARTS);
  for (guint i = 0; i < list.n_parts; i++)
    if (list.parts[i].length == 3 && (list.parts[i].path[0] == cell || list.parts[i].path[1] == cell))
      return TRUE;
  return FALSE;
}

/* The parts the player may click now: after a sideways part only forward
 * ones (OX-3); a split Classic group may also go back (OR-2). */
static Rules
part_rules (const Board *board,
            gboolean     second)
{
  Rules rules = rules_for (board, second ? CLASS_FORWARD : CLASS_FORWARD | CLASS_SIDEWAYS);

  if (!board->ordo_x && !rules.own_connected)
    rules.classes |= CLASS_BACKWARD;   /* OR-2 */
  return rules;
}

/* A refused click within the part being clicked: a move the connection
 * rule (OR-1) forbids, a sideways move no forward one could follow, or
 * anything but a forward move after a sideways one (OX-3). */
char *
_ordo_explain_click (QuintetGame       *game,
                     gconstpointer      position,
                     const QuintetCell *clicks,
                     guint              n_clicks,
                     QuintetCell        cell)
{
  Board board = board_of (game, position);
  QuintetCell cells[3];
  Part last = { 0 };
  guint start;
  gboolean second;
  Rules rules;

  if (!current_part (&board, clicks, n_clicks, &last, &start, &second))
    return last.tie_pending ? g_strdup (_("Choose the group that stays: click one of its checkers (OX-2)"))
                            : NULL;
  if (n_clicks - start >= G_N_ELEMENTS (cells) || cell >= N_SQUARES)
    return NULL;
  memcpy (cells, clicks + start, n_clicks - start);
  cells[n_clicks - start] = cell;

  rules = part_rules (&board, second);
  if (some_part_starts_with (&rules, cells, n_clicks - start + 1))
    return board.ordo_x && !second ? g_strdup (_("No forward move could follow that sideways move"))
                                   : NULL;

  rules.check_connection = FALSE;
  if (some_part_starts_with (&rules, cells, n_clicks - start + 1))
    /* Translators: "your checkers": the player's, whose turn it is (OR-1) */
    return g_strdup (_("That would split your checkers into two groups"));
  /* OX-3 */
  if (second && n_clicks > start)
    return g_strdup (_("It cannot go there: after a sideways move comes a forward one"));
  if (second)
    return g_strdup (_("After a sideways move comes a forward one"));
  return NULL;
}

/* An ordo's checkers all move in one step; a second part a step later */
guint
_ordo_path_motions (QuintetGame       *game,
                    gconstpointer      position,
                    const QuintetCell *path,
                    guint              length,
                    QuintetMotion     *motions,
                    guint              max_motions)
{
  Board board = board_of (game, position);
  Part parts[2];
  guint n_parts = make_parts (&board, path, length, parts);
  guint n_motions = 0;

  for (guint i = 0; i < n_parts; i++)
    for (Bits rest = parts[i].moved_from; rest && n_motions < max_motions; rest &= rest - 1)
      {
        guint from = lowest_square (rest);

        motions[n_motions++] = (QuintetMotion) { from, from + parts[i].offset, i };
      }

  return n_motions;
}
