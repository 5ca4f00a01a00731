/* ordo.c — Classic Ordo and Ordo X, as specified in rules/ordo.md
 *
 * Squares are numbered rank * 10 + file (a1 = 0, j8 = 79), which is also the
 * cell id and the bit of a 128-bit board. A turn's click path is one or two
 * parts (OX-3), each a singleton [from, to] or an ordo [end, other end,
 * where the first end lands], followed after a capture by one cell of the
 * group that stays when OX-2 has to choose between tied groups.
 *
 * The playout policy is in ordo-playout.c, the turns as the player clicks
 * them in ordo-input.c, notation and position text in ordo-text.c;
 * ordo-private.h is what the four share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ordo-private.h"

G_DEFINE_FINAL_TYPE (QuintetOrdo, quintet_ordo, QUINTET_TYPE_GAME)

/* Directions N, NE, E, SE, S, SW, W, NW as (file, rank) steps */
const int ordo_steps[8][2] = {
  { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 },
};

guint8 ordo_neighbours[N_SQUARES][8];   /* NO_SQUARE off the board */
guint8 ordo_direction_class[2][8];      /* [side][direction] */
Bits ordo_step_from[8];                 /* squares with a neighbour that way */
int ordo_step_offset[8];                /* the id difference of one step */
Bits ordo_king_mask[N_SQUARES];         /* the squares next to a square */
Bits ordo_rays[N_SQUARES][8];           /* the squares beyond a square, one way */
guint8 ordo_select_in_byte[8][256];      /* [n][byte]: its n-th set bit (from 0) */
gboolean ordo_window_connected[512];    /* the checkers of a 3 × 3 window around
                                           * an empty centre are one group */
Bits ordo_board_mask, ordo_file_a, ordo_file_j, ordo_rank_mask[N_RANKS];
Bits ordo_into_b_j;                      /* files b to j of the board */
Bits ordo_horizontal_pattern[N_FILES + 1], ordo_vertical_pattern[N_RANKS + 1];

QuintetSquareGrid ordo_grid;
static QuintetZoneInfo zones[2];

/* ---- tables and geometry ---- */

static gboolean
window_is_connected (guint window)
{
  guint reached, previous;

  if (window == 0)
    return TRUE;
  reached = window & -window;
  do
    {
      previous = reached;
      for (guint i = 0; i < 9; i++)
        for (guint j = 0; j < 9; j++)
          if ((reached & (1u << i)) && (window & (1u << j)) &&
              ABS ((int) (i % 3) - (int) (j % 3)) <= 1 && ABS ((int) (i / 3) - (int) (j / 3)) <= 1)
            reached |= 1u << j;
    }
  while (reached != previous);

  return reached == window;
}

static void
init_tables (void)
{
  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      {
        int file = file_of (square) + ordo_steps[d][0];
        int rank = rank_of (square) + ordo_steps[d][1];

        ordo_neighbours[square][d] = (file >= 0 && file < N_FILES && rank >= 0 && rank < N_RANKS)
                                ? rank * N_FILES + file : NO_SQUARE;
      }

  for (guint d = 0; d < 8; d++)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      {
        int forward = ordo_steps[d][1] * (side == QUINTET_SIDE_0 ? 1 : -1);

        ordo_direction_class[side][d] = forward > 0 ? CLASS_FORWARD : forward == 0 ? CLASS_SIDEWAYS : CLASS_BACKWARD;
      }

  for (guint d = 0; d < 8; d++)
    {
      ordo_step_offset[d] = ordo_steps[d][0] + N_FILES * ordo_steps[d][1];
      for (guint square = 0; square < N_SQUARES; square++)
        if (ordo_neighbours[square][d] != NO_SQUARE)
          ordo_step_from[d] |= BIT (square);
    }

  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      for (guint to = ordo_neighbours[square][d]; to != NO_SQUARE; to = ordo_neighbours[to][d])
        ordo_rays[square][d] |= BIT (to);

  for (guint byte = 0; byte < 256; byte++)
    for (guint bit = 0, n = 0; bit < 8; bit++)
      if (byte & (1u << bit))
        ordo_select_in_byte[n++][byte] = bit;

  for (guint window = 0; window < 512; window++)
    ordo_window_connected[window] = !(window & 0x10) && window_is_connected (window);
  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      if (ordo_neighbours[square][d] != NO_SQUARE)
        ordo_king_mask[square] |= BIT (ordo_neighbours[square][d]);

  ordo_board_mask = BIT (N_SQUARES) - 1;
  for (guint rank = 0; rank < N_RANKS; rank++)
    {
      ordo_rank_mask[rank] = (BIT (N_FILES) - 1) << (rank * N_FILES);
      ordo_file_a |= BIT (rank * N_FILES);
      ordo_file_j |= BIT (rank * N_FILES + N_FILES - 1);
    }
  ordo_into_b_j = ordo_board_mask & ~ordo_file_a;
  for (guint length = 1; length <= N_FILES; length++)
    ordo_horizontal_pattern[length] = BIT (length) - 1;
  for (guint length = 1; length <= N_RANKS; length++)
    ordo_vertical_pattern[length] = ordo_vertical_pattern[length - 1] | BIT ((length - 1) * N_FILES);
}

/* The board is 10 × 8 squares; each side's home rank is a zone. */
static void
init_geometry (void)
{
  quintet_square_grid_init (&ordo_grid, N_FILES, N_RANKS, QUINTET_GRID_DEFAULT);

  /* Each side's home rank: the other side wins by reaching it (OR-3a) */
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      zones[side] = (QuintetZoneInfo) { QUINTET_ZONE_HOME, side, 0, N_FILES, { 0 } };
      for (guint file = 0; file < N_FILES; file++)
        zones[side].cells[file] = (side == QUINTET_SIDE_0 ? 0 : (N_RANKS - 1) * N_FILES) + file;
    }
  ordo_grid.geometry.n_zones = G_N_ELEMENTS (zones);
  ordo_grid.geometry.zones = zones;
}

static const QuintetGeometry *
quintet_ordo_get_geometry (QuintetGame *game)
{
  return &ordo_grid.geometry;
}

static void
quintet_ordo_describe_position (QuintetGame     *game,
                                gconstpointer    position,
                                QuintetCellView *views)
{
  const OrdoPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (Bits rest = load_board (pos->checkers[side]); rest; rest &= rest - 1)
      {
        guint square = lowest_square (rest);

        views[square].height = 1;
        views[square].stack[0] = side;
      }
}

static guint64
hash_squares (Bits        bits,
              QuintetSide side)
{
  guint64 hash = 0;

  for (; bits; bits &= bits - 1)
    hash ^= checker_key (side, lowest_square (bits));
  return hash;
}

guint64
_ordo_compute_hash (QuintetGame  *game,
                    gconstpointer position)
{
  const OrdoPosition *pos = position;
  guint64 hash = hash_squares (load_board (pos->checkers[0]), QUINTET_SIDE_0) ^
                 hash_squares (load_board (pos->checkers[1]), QUINTET_SIDE_1);

  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
  return hash;
}

static void
quintet_ordo_start_position (QuintetGame *game,
                             QuintetSide  first,
                             gpointer     position)
{
  static const char white[] = "a2a3b2b3c1c2d1d2e2e3f2f3g1g2h1h2i2i3j2j3";
  static const char black[] = "a6a7b6b7c7c8d7d8e6e7f6f7g7g8h7h8i6i7j6j7";
  OrdoPosition *pos = position;
  Bits boards[2] = { 0, 0 };

  for (guint i = 0; white[i]; i += 2)
    {
      boards[0] |= BIT ((white[i + 1] - '1') * N_FILES + white[i] - 'a');
      boards[1] |= BIT ((black[i + 1] - '1') * N_FILES + black[i] - 'a');
    }

  /* Light (White) moves first; the class says there is no choice, so
   * @first is QUINTET_SIDE_0 except for tools that ask otherwise */
  memset (pos, 0, sizeof *pos);
  store_board (pos->checkers[0], boards[0]);
  store_board (pos->checkers[1], boards[1]);
  pos->header.side = first;
  pos->header.hash = _ordo_compute_hash (game, pos);
}

/* ---- making a part of a turn ---- */

/* OX-2: after a capture, only the largest group of the opponent stays; of
 * tied largest groups, the one with @tie_square (or, with NO_SQUARE, the
 * choice is still pending). Returns the removed squares. */
static Bits
remove_smaller_groups (Board *board,
                       guint  tie_square,
                       Part  *part)
{
  Bits groups[MAX_CHECKERS * 2];
  guint n_groups = 0, largest = 0, n_largest = 0, keep = 0;
  Bits rest = board->enemy, removed;

  while (rest)
    {
      groups[n_groups] = flood (lowest_bit (rest), rest);
      rest &= ~groups[n_groups++];
    }
  if (n_groups < 2)
    return 0;

  for (guint i = 0; i < n_groups; i++)
    {
      guint size = count_bits (groups[i]);

      if (size > largest)
        largest = size, n_largest = 0, keep = i;
      n_largest += size == largest;
    }
  if (n_largest > 1)
    {
      if (tie_square == NO_SQUARE)
        {
          part->tie_pending = TRUE;
          return 0;
        }
      for (guint i = 0; i < n_groups; i++)
        if (groups[i] & BIT (tie_square))
          keep = i;
      part->tie_group = groups[keep];
    }

  removed = board->enemy & ~groups[keep];
  board->enemy = groups[keep];
  board->hash ^= hash_squares (removed, QUINTET_OTHER_SIDE (board->side));
  return removed;
}

/* Makes the part of @path that starts at @start (a legal one, or a prefix
 * the input layer matched against legal paths) and describes it in @part.
 * Returns FALSE when the path ends before the part is complete. */
gboolean
_ordo_make_part (Board             *board,
                 const QuintetCell *path,
                 guint              length,
                 guint              start,
                 Part              *part)
{
  guint from = path[start];
  Bits arrived;

  *part = (Part) { .start = start };
  if (start + 1 >= length)
    return FALSE;

  if (board->own & BIT (path[start + 1]))
    {
      /* an ordo: both ends, then where the first-clicked end lands */
      if (start + 2 >= length)
        return FALSE;
      part->ordo = TRUE;
      part->moved_from = line_between (from, path[start + 1]);
      part->offset = (int) path[start + 2] - (int) from;
      part->end = start + 3;
    }
  else
    {
      part->moved_from = BIT (from);
      part->offset = (int) path[start + 1] - (int) from;
      part->end = start + 2;
    }

  arrived = shift_board (part->moved_from, part->offset);
  part->direction_class = class_of_move (board->side, from, from + part->offset);
  board->own = (board->own & ~part->moved_from) | arrived;
  board->hash ^= hash_squares (part->moved_from, board->side) ^ hash_squares (arrived, board->side);

  if (!part->ordo && (board->enemy & arrived))
    {
      part->capture = TRUE;
      board->enemy &= ~arrived;
      board->hash ^= checker_key (QUINTET_OTHER_SIDE (board->side), path[start + 1]);
      if (board->ordo_x)
        {
          /* OX-2: the tie cell follows the capture when there is a choice */
          guint tie = part->end < length && (board->enemy & BIT (path[part->end])) ? path[part->end] : NO_SQUARE;

          part->removed = remove_smaller_groups (board, tie, part);
          if (part->tie_group != 0)
            part->end++;
        }
    }

  return TRUE;
}

static void
quintet_ordo_make_turn (QuintetGame       *game,
                        gpointer           position,
                        const QuintetMove *turn)
{
  OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  Part part;

  for (guint start = 0; start < turn->length; start = part.end)
    if (!_ordo_make_part (&board, turn->path, turn->length, start, &part))
      g_assert_not_reached ();

  store_position (&board, pos);
  pos->header.side = QUINTET_OTHER_SIDE (pos->header.side);
  pos->header.hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

/* ---- generating turns ---- */

/* OX-2: a capture that splits the opponent into tied largest groups is one
 * turn per group that may stay, told apart by its lowest cell. */
void
_ordo_output_capture (const Rules *rules,
                      Output      *output,
                      guint        from,
                      guint        to)
{
  const Board *board = rules->board;
  Bits rest = board->enemy & ~BIT (to);
  Bits groups[MAX_CHECKERS * 2];
  guint n_groups = 0, largest = 0, n_largest = 0;

  if (rest == 0 || (ordo_window_connected[window_of (board->enemy, to)] && is_one_group (board->enemy)))
    {
      push_move (output_turn (output), from, to);
      return;
    }

  while (rest)
    {
      groups[n_groups] = flood (lowest_bit (rest), rest);
      rest &= ~groups[n_groups++];
    }
  for (guint i = 0; i < n_groups; i++)
    {
      guint size = count_bits (groups[i]);

      if (size > largest)
        largest = size, n_largest = 0;
      n_largest += size == largest;
    }
  if (n_largest == 1)
    {
      push_move (output_turn (output), from, to);
      return;
    }

  for (guint i = 0; i < n_groups; i++)
    if (count_bits (groups[i]) == largest)
      {
        QuintetMove *turn = output_turn (output);

        push_move (turn, from, to);
        turn->path[turn->length++] = lowest_square (groups[i]);
      }
}

/* Singleton moves: any number of empty squares in a straight line, or
 * onto the first enemy checker, capturing it; never over a checker. */
static void
generate_singletons (const Rules *rules,
                     Output      *output)
{
  const Board *board = rules->board;
  Bits wanted = rules->arrivals_only ? goal_rank (board->side)
               : rules->tactical_only ? board->enemy | goal_rank (board->side)
               : ordo_board_mask;

  for (Bits rest = board->own; rest; rest &= rest - 1)
    {
      guint from = lowest_square (rest);
      Bits landing = ordo_board_mask;
      gboolean landing_known = !rules->check_connection;
      Bits wanted_here = (rules->free_from & BIT (from)) ? ordo_board_mask : wanted;

      for (guint d = 0; d < 8; d++)
        {
          if (!(rules->classes & ordo_direction_class[board->side][d]))
            continue;

          for (guint to = ordo_neighbours[from][d]; to != NO_SQUARE; to = ordo_neighbours[to][d])
            {
              Bits target = BIT (to);

              if (board->own & target)
                break;
              if (!(wanted_here & target))
                continue;   /* an empty square the caller does not want */
              if (!landing_known)
                {
                  landing = singleton_landing_mask (board->own, rules->own_connected, from);
                  landing_known = TRUE;
                }
              if (landing & target)
                {
                  if ((board->enemy & target) && board->ordo_x)
                    _ordo_output_capture (rules, output, from, to);
                  else
                    push_move (output_turn (output), from, to);
                }
              if (board->enemy & target)
                break;
            }
        }
    }
}

/* The moves of the ordo @low … @high: every cell it enters must be empty
 * or one it leaves; it never captures, so the tactical ones are those
 * that arrive on the far rank. */
static void
generate_ordo_moves (const Rules *rules,
                     Output      *output,
                     guint        low,
                     guint        high,
                     gboolean     horizontal)
{
  const Board *board = rules->board;
  Bits line = line_between (low, high);
  Bits blockers = (board->own | board->enemy) & ~line;
  Groups groups;
  gboolean groups_known = !rules->check_connection;

  groups.n_groups = 0;   /* found when first needed */
  for (guint d = 0; d < 8; d++)
    {
      guint first = low, last = high;
      Bits dest;

      if (!ordo_may_go (rules, horizontal, d))
        continue;
      if (rules->tactical_only)
        {
          /* Only an arrival: the end nearer the far rank has to get
           * there, through squares that only the line may hold */
          guint front = board->side == QUINTET_SIDE_0 ? high : low;
          Bits ray = ordo_rays[front][d];

          if (ordo_direction_class[board->side][d] != CLASS_FORWARD || !(ray & goal_rank (board->side)) ||
              (ray & blockers))
            continue;
        }

      while (line_step (&first, &last, d, blockers, &dest))
        {
          QuintetMove *turn;

          if (rules->tactical_only && !(dest & goal_rank (board->side)))
            continue;

          if (!groups_known)
            {
              find_groups (board->own & ~line, &groups);
              groups_known = TRUE;
            }
          if (rules->check_connection && !groups_join (&groups, dest))
            continue;

          turn = output_turn (output);
          push_move (turn, low, high);
          turn->path[turn->length++] = first;
        }
    }
}

/* Every contiguous part (2 or more) of every straight line of own checkers */
static void
generate_ordos (const Rules *rules,
                Output      *output)
{
  Bits own = rules->board->own;

  for (Bits rest = own; rest; rest &= rest - 1)
    {
      guint low = lowest_square (rest);

      for (guint high = low; file_of (high) < N_FILES - 1 && (own & BIT (high + 1)); high++)
        generate_ordo_moves (rules, output, low, high + 1, TRUE);
      for (guint high = low; rank_of (high) < N_RANKS - 1 && (own & BIT (high + N_FILES)); high += N_FILES)
        generate_ordo_moves (rules, output, low, high + N_FILES, FALSE);
    }
}

void
_ordo_generate_parts (const Rules *rules,
                      Output      *output)
{
  generate_singletons (rules, output);
  generate_ordos (rules, output);
}

/* OR-2: a disconnected Classic player must reconnect, and may move
 * backward to do it; OR-5: every turn ends connected, which the
 * connection test of every part already ensures. @tactical_only: only the
 * turns quintet_ordo_is_tactical accepts (captures, far-rank arrivals). */
static guint
generate_classic (const Board *board,
                  QuintetMove *turns,
                  guint        capacity,
                  gboolean     tactical_only)
{
  Output output = OUTPUT_INIT (turns, capacity);
  Rules rules = rules_for (board, CLASS_FORWARD | CLASS_SIDEWAYS);

  if (!rules.own_connected)
    rules.classes |= CLASS_BACKWARD;
  rules.tactical_only = tactical_only;
  _ordo_generate_parts (&rules, &output);
  return output.sink.n_turns;
}

/* OX-3: forward moves are whole turns; a sideways move is followed by a
 * forward one, unless its capture has just won the game.
 * @tactical_only: the turns quintet_ordo_is_tactical accepts: a forward
 * turn that captures or arrives on the far rank, and a sideways capture
 * followed by a forward part of the checker that captured or by a forward
 * part that captures or arrives itself. */
static guint
generate_x (const Board *board,
            QuintetMove *turns,
            guint        capacity,
            gboolean     tactical_only)
{
  Output output = OUTPUT_INIT (turns, capacity);
  Rules rules = rules_for (board, CLASS_FORWARD);
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) first = { 0 };

  rules.tactical_only = tactical_only;
  _ordo_generate_parts (&rules, &output);
  rules.classes = CLASS_SIDEWAYS;   /* tactical: captures alone (a sideways part never arrives) */
  part_list_fill (&first, &rules, stack, MAX_PARTS);

  for (guint i = 0; i < first.n_parts; i++)
    {
      const QuintetMove *sideways = first.parts;
      Board after = *board;
      Rules second;
      Part part;

      _ordo_make_part (&after, sideways[i].path, sideways[i].length, 0, &part);
      if (after.enemy == 0)
        {
          *output_turn (&output) = sideways[i];
          continue;
        }
      /* OR-1 held after the first */
      second = (Rules) { &after, CLASS_FORWARD, TRUE, TRUE, tactical_only,
                         tactical_only ? BIT (sideways[i].path[1]) : 0 };
      output.prefix = &sideways[i];
      _ordo_generate_parts (&second, &output);
      output.prefix = NULL;
    }

  return output.sink.n_turns;
}

static guint
generate_all (const Board *board,
              QuintetMove *turns,
              guint        capacity,
              gboolean     tactical_only)
{
  if (is_decided (board))
    return 0;
  return board->ordo_x ? generate_x (board, turns, capacity, tactical_only)
                       : generate_classic (board, turns, capacity, tactical_only);
}

static guint
quintet_ordo_generate_turns (QuintetGame  *game,
                             gconstpointer position,
                             QuintetMove  *turns,
                             guint         capacity)
{
  Board board = board_of (game, position);

  return generate_all (&board, turns, capacity, FALSE);
}

/* For the quiescence step: the turns quintet_ordo_is_tactical accepts,
 * without the thousands of quiet Ordo X turns around them */
static guint
quintet_ordo_generate_tactical_turns (QuintetGame  *game,
                                      gconstpointer position,
                                      QuintetMove  *turns,
                                      guint         capacity)
{
  Board board = board_of (game, position);

  return generate_all (&board, turns, capacity, TRUE);
}

/* ---- outcome ---- */

static QuintetOutcome
quintet_ordo_position_outcome (QuintetGame  *game,
                               gconstpointer position,
                               guint         n_turns)
{
  const OrdoPosition *pos = position;
  Board board = board_of (game, pos);
  QuintetSide side = board.side, other = QUINTET_OTHER_SIDE (side);

  /* OR-3 (b): no checkers left */
  if (board.own == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_CAPTURED_ALL };
  if (board.enemy == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, ORDO_REASON_CAPTURED_ALL };

  /* OR-3 (a): a checker on the opponent's home rank */
  if (board.enemy & goal_rank (other))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_HOME_RANK };
  if (board.own & goal_rank (side))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, ORDO_REASON_HOME_RANK };

  if (n_turns == 0)
    {
      /* OR-3 (c): disconnected with no reconnecting turn */
      if (!board.ordo_x && !is_one_group (board.own))
        return (QuintetOutcome) { QUINTET_STATUS_WIN, other, ORDO_REASON_CANNOT_RECONNECT };
      /* OR-4, OX-5 (house rule) */
      return (QuintetOutcome) { QUINTET_STATUS_WIN, other, QUINTET_REASON_NO_MOVE };
    }

  return QUINTET_OUTCOME_ONGOING;
}

/* A turn after which no earlier position can come back, so the repetition
 * scan (OR-6) may stop there. The mover's checkers only go backward under
 * OR-2, right after a capture of theirs, and every turn ends connected
 * (OR-5); so until the next capture (which lowers a count for good) each
 * side's sum of ranks moved forward never falls, and a forward or backward
 * move or a capture changes it or a count for good. In Ordo X every turn
 * has a forward part or is a winning capture (OX-3). */
static gboolean
quintet_ordo_is_irreversible (QuintetGame       *game,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  const OrdoPosition *pos = position;
  QuintetSide side = pos->header.side;
  Bits own = load_board (pos->checkers[side]);
  Bits enemy = load_board (pos->checkers[QUINTET_OTHER_SIDE (side)]);
  guint from = turn->path[0], to = turn->path[1];

  if (own & BIT (to))
    to = turn->path[2];   /* an ordo: where its first end lands */
  return (enemy & BIT (to)) || class_of_move (side, from, to) != CLASS_SIDEWAYS ||
         ((QuintetOrdo *) game)->variant == QUINTET_ORDO_X;
}

/* For the search's quiescence: a capture, or a checker arriving on the
 * enemy home rank (which wins, OR-3a). Every Ordo X turn has a forward
 * part (OX-3), so a capture or an arrival could be joined to each of the
 * hundreds of sideways parts before it, and a sideways capture to each
 * forward part after it: a few hundred tactical turns a position, most
 * of them a quiet move and a capture. So a two-part turn is tactical only
 * when its sideways part captures, and then with a forward part of the
 * checker that captured, or a forward part that captures or arrives
 * itself; the forward capture after a quiet sideways part is a turn of its
 * own. quintet_ordo_generate_tactical_turns lists exactly these. */
static gboolean
quintet_ordo_is_tactical (QuintetGame       *game,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  Board board = board_of (game, position);
  Bits far_rank = goal_rank (board.side);
  Part first, second;

  if (!_ordo_make_part (&board, turn->path, turn->length, 0, &first))
    return FALSE;
  if (first.end >= turn->length)
    return first.capture || (board.own & far_rank) != 0;

  /* Ordo X: a sideways part, then a forward one */
  if (!first.capture || !_ordo_make_part (&board, turn->path, turn->length, first.end, &second))
    return FALSE;
  return second.capture || (board.own & far_rank) != 0 ||
         (!second.ordo && turn->path[first.end] == turn->path[1]);
}

/* The app's sound: a part of the turn captures (either part of an Ordo X
 * turn); reaching the far rank alone takes nothing. */
static QuintetTurnSound
quintet_ordo_turn_sound (QuintetGame       *game,
                         gconstpointer      position,
                         const QuintetMove *turn)
{
  Board board = board_of (game, position);
  Part first, second;

  if (!_ordo_make_part (&board, turn->path, turn->length, 0, &first))
    return QUINTET_TURN_SOUND_MOVE;
  if (first.capture)
    return QUINTET_TURN_SOUND_CAPTURE;
  if (first.end < turn->length &&
      _ordo_make_part (&board, turn->path, turn->length, first.end, &second) && second.capture)
    return QUINTET_TURN_SOUND_CAPTURE;
  return QUINTET_TURN_SOUND_MOVE;
}

/* The evaluation's features, own less the enemy's: checkers; how far the
 * most advanced checker is (one step from the enemy home rank wins,
 * OR-3a); the ranks all checkers have advanced; being split and having
 * to reconnect (OR-2), which costs a turn and risks OR-3c; a turn that
 * would arrive on the far rank now (OR-3a), which for the side not to
 * move is a threat the other must parry: the search's quiescence step
 * sees the arrivals of the side to move, not those it has to stop. */
enum { TERM_MATERIAL, TERM_LEADER, TERM_ADVANCE, TERM_SPLIT, TERM_THREAT, TERM_CUT, N_TERMS };

static const QuintetEvalTerm ordo_eval_terms[N_TERMS] = {
  [TERM_MATERIAL] = { "material", 100 },
  [TERM_LEADER]   = { "leader", 15 },
  [TERM_ADVANCE]  = { "advance", 3 },
  [TERM_SPLIT]    = { "split", 30 },
  [TERM_THREAT]   = { "threat", 60 },
  [TERM_CUT]      = { "cut", 10 },
};

/* The checkers of the one group @checkers whose capture would split it
 * (OR-2, OR-3c): its articulation points. A checker whose neighbours are
 * one group among themselves is none (the window test). */
static int
count_cut_checkers (Bits checkers)
{
  int n = 0;

  for (Bits rest = checkers; rest; rest &= rest - 1)
    {
      guint square = lowest_square (rest);

      if (!ordo_window_connected[window_of (checkers, square)] &&
          !is_one_group (checkers & ~BIT (square)))
        n++;
    }
  return n;
}

/* Whether @side, whose checkers are @own, has a turn that arrives on its
 * far rank in one part (Ordo X's sideways part followed by an arrival is
 * left out: a threat, not a proof). Asked only when a checker is within
 * two ranks of that rank: an arrival has to stay connected (OR-1). */
static gboolean
threatens_arrival (Bits        own,
                   Bits        enemy,
                   QuintetSide side,
                   gboolean    ordo_x)
{
  Board board = { .own = own, .enemy = enemy, .side = side, .ordo_x = ordo_x };
  Output output = OUTPUT_INIT (NULL, 0);
  Rules rules = rules_for (&board, CLASS_FORWARD);

  rules.tactical_only = TRUE;
  rules.arrivals_only = TRUE;
  _ordo_generate_parts (&rules, &output);
  return output.sink.n_turns > 0;
}

static int
side_features (Bits        checkers,
               Bits        enemy,
               QuintetSide side,
               gboolean    ordo_x,
               const int  *weights)
{
  int leader = 0, advance = 0, threat = 0, cut = 0;
  gboolean one_group = is_one_group (checkers);

  for (guint rank = 0; rank < N_RANKS; rank++)
    {
      guint n = count_bits (checkers & ordo_rank_mask[rank]);
      int ahead = side == QUINTET_SIDE_0 ? (int) rank : N_RANKS - 1 - (int) rank;

      if (n > 0)
        leader = MAX (leader, ahead);
      advance += ahead * (int) n;
    }

  if (weights[TERM_THREAT] != 0 && leader >= N_RANKS - 3)
    threat = threatens_arrival (checkers, enemy, side, ordo_x);
  if (weights[TERM_CUT] != 0 && one_group)
    cut = count_cut_checkers (checkers);

  return weights[TERM_MATERIAL] * (int) count_bits (checkers) + weights[TERM_LEADER] * leader +
         weights[TERM_ADVANCE] * advance - weights[TERM_SPLIT] * !one_group +
         weights[TERM_THREAT] * threat - weights[TERM_CUT] * cut;
}

static int
quintet_ordo_evaluate (QuintetGame  *game,
                       gconstpointer position,
                       const int    *weights)
{
  Board board = board_of (game, position);

  return side_features (board.own, board.enemy, board.side, board.ordo_x, weights) -
         side_features (board.enemy, board.own, QUINTET_OTHER_SIDE (board.side), board.ordo_x, weights);
}

static char *
quintet_ordo_describe_outcome (QuintetGame    *game,
                               QuintetOutcome  outcome)
{
  const char *winner = quintet_game_get_side_name (game, outcome.winner);
  const char *loser = quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner));

  if (outcome.status != QUINTET_STATUS_WIN)
    return QUINTET_GAME_CLASS (quintet_ordo_parent_class)->describe_outcome (game, outcome);

  switch (outcome.reason)
    {
    case ORDO_REASON_HOME_RANK:
      /* Translators: "White wins: a checker reached rank 8" */
      return g_strdup_printf (_("%s wins: a checker reached rank %u"), winner,
                              outcome.winner == QUINTET_SIDE_0 ? N_RANKS : 1);

    case ORDO_REASON_CAPTURED_ALL:
      /* Translators: "White wins: captured every Black checker" */
      return g_strdup_printf (_("%s wins: captured every %s checker"), winner, loser);

    case ORDO_REASON_CANNOT_RECONNECT:
      /* Translators: "White wins: Black cannot reconnect" (OR-3c) */
      return g_strdup_printf (_("%s wins: %s cannot reconnect"), winner, loser);

    default:
      return QUINTET_GAME_CLASS (quintet_ordo_parent_class)->describe_outcome (game, outcome);
    }
}

/* OR-2: a split side's turns are all reconnections (for the search) */
static gboolean
quintet_ordo_must_answer (QuintetGame  *game,
                          gconstpointer position)
{
  Board board = board_of (game, position);

  return !board.ordo_x && !is_one_group (board.own);
}

/* OR-2: the side panel says when the player to move must reconnect */
static char *
quintet_ordo_describe_status (QuintetGame  *game,
                              gconstpointer position)
{
  if (!quintet_ordo_must_answer (game, position))
    return NULL;

  /* Translators: "White must reconnect their checkers" */
  return g_strdup_printf (_("%s must reconnect their checkers"),
                          quintet_game_get_side_name (game, QUINTET_POSITION_SIDE (position)));
}

/* ---- class ---- */

/* Indexed by QuintetOrdoVariant */
static const QuintetGameVariant variants[] = {
  /* The two share a start position. Ordo's showcase: a line of four has
   * marched forward together (an ordo move). Ordo X's: a column has run
   * far ahead, and a capture has swept away the smaller part of Black's
   * army (OX-2). */
  { "ordo", N_("Ordo"),
    N_("Keep your checkers in one group while lines of them march to the far rank"),
    "2BB2BB2/BBBBBBBBBB/BB3B2BB/4B5/2WWWW4/WW2WW2WW/WW4WWWW/2WW2WW2 w",
    .beginner = { 35, 75, 1 }, .win_scale = 347 },
  { "ordo-x", N_("Ordo X"),
    N_("Ordo with diagonal and sideways lines, double moves and sweeping captures"),
    "2BB2BB2/BBBBBBB3/BB2B2W2/6W3/6W3/WW3W4/WWWWWWWWWW/2WW2WW2 b",
    .beginner = { 50, 90, 1 }, .win_scale = 468 },
};
G_STATIC_ASSERT (G_N_ELEMENTS (variants) == QUINTET_ORDO_X + 1);

/* The rules read the variant on the hot path: keep a copy of the base
 * class's construct-only "variant" before the first position is set up. */
static void
quintet_ordo_constructed (GObject *object)
{
  QuintetOrdo *self = QUINTET_ORDO (object);

  self->variant = quintet_game_get_variant (QUINTET_GAME (self));

  G_OBJECT_CLASS (quintet_ordo_parent_class)->constructed (object);
}

static void
quintet_ordo_class_init (QuintetOrdoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  init_tables ();
  init_geometry ();

  object_class->constructed = quintet_ordo_constructed;

  game_class->variants = variants;
  game_class->n_variants = G_N_ELEMENTS (variants);
  game_class->inventor = "Dieter Stein";
  game_class->position_size = sizeof (OrdoPosition);
  game_class->side_names[0] = N_("White");
  game_class->side_names[1] = N_("Black");
  game_class->side_styles[0] = "white";
  game_class->side_styles[1] = "black";
  game_class->first_side_choice = FALSE;    /* Light moves first */
  game_class->repetition_limit = 3;         /* OR-6 (house rule) */
  game_class->random_turn_uniform = FALSE;  /* Ordo X samples its playout turns */

  game_class->get_geometry = quintet_ordo_get_geometry;
  game_class->describe_position = quintet_ordo_describe_position;
  game_class->start_position = quintet_ordo_start_position;
  game_class->generate_turns = quintet_ordo_generate_turns;
  game_class->make_turn = quintet_ordo_make_turn;
  game_class->random_turn = _ordo_random_turn;
  game_class->position_outcome = quintet_ordo_position_outcome;
  game_class->is_irreversible = quintet_ordo_is_irreversible;   /* no no-progress rule */
  game_class->compute_hash = _ordo_compute_hash;
  game_class->evaluate = quintet_ordo_evaluate;
  game_class->eval_terms = ordo_eval_terms;
  game_class->n_eval_terms = N_TERMS;
  game_class->is_tactical = quintet_ordo_is_tactical;
  game_class->turn_sound = quintet_ordo_turn_sound;
  game_class->generate_tactical_turns = quintet_ordo_generate_tactical_turns;
  game_class->must_answer = quintet_ordo_must_answer;
  game_class->describe_outcome = quintet_ordo_describe_outcome;
  game_class->describe_status = quintet_ordo_describe_status;
  game_class->format_turn = _ordo_format_turn;
  game_class->parse_turn = _ordo_parse_turn;
  game_class->position_to_text = _ordo_position_to_text;
  game_class->position_from_text = _ordo_position_from_text;
  game_class->turn_paths = _ordo_turn_paths;
  game_class->preview_path = _ordo_preview_path;
  game_class->path_motions = _ordo_path_motions;
  game_class->describe_clicks = _ordo_describe_clicks;
  game_class->explain_click = _ordo_explain_click;
  game_class->describe_effects = _ordo_describe_effects;
}

static void
quintet_ordo_init (QuintetOrdo *self)
{
}
