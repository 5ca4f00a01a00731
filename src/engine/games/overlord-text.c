/* overlord-text.c — Overlord notation and position text, as in
 * rules/overlord.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "overlord-private.h"

static const char side_letters[2] = { 'w', 'r' };

/* ---- notation: d2-d3, d2/f3, d2+f2, d2xe2, c8@e5, c8-c9@c5, d2^ ---- */

char *
_overlord_format_turn (QuintetGame       *game,
                       gconstpointer      position,
                       const QuintetMove *turn)
{
  static const char separators[] = { '-', '/', '+', 'x' };
  char from[3], to[3], target[3];

  square_name (turn->path[0], from);
  square_name (turn->path[1], to);
  square_name (turn->path[turn->length - 1], target);

  switch ((TurnKind) turn->kind)
    {
    case TURN_PROMOTE:
      return g_strdup_printf ("%s^", from);
    case TURN_LAUNCH:
      /* OV-8: the route to the furthest rank leaves no trace */
      return g_strdup_printf ("%s@%s", from, target);
    case TURN_SLIDE_LAUNCH:
      return g_strdup_printf ("%s-%s@%s", from, to, target);
    case TURN_SLIDE:
    case TURN_ALONE:
    case TURN_MOUNT:
    case TURN_CAPTURE:
      return g_strdup_printf ("%s%c%s", from, separators[turn->kind], to);
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}

#define notation_error quintet_game_text_error

/* The legal turn written as @wanted (squares and kind), if there is one */
static const QuintetMove *
find_turn (const QuintetTurnList *list,
           guint                  n_turns,
           const QuintetMove     *wanted,
           gboolean               any_kind)
{
  for (guint i = 0; i < n_turns; i++)
    {
      const QuintetMove *turn = &list->turns[i];

      if (turn->path[0] != wanted->path[0] || (!any_kind && turn->kind != wanted->kind))
        continue;
      if (turn->kind == TURN_LAUNCH || wanted->kind == TURN_LAUNCH)
        {
          if (turn->kind == wanted->kind && turn->path[2] == wanted->path[2])
            return turn;
          continue;
        }
      if (turn->path[1] == wanted->path[1] &&
          (turn->kind != TURN_SLIDE_LAUNCH || turn->path[2] == wanted->path[2]) &&
          (wanted->kind != TURN_SLIDE_LAUNCH || turn->kind == TURN_SLIDE_LAUNCH))
        return turn;
    }

  return NULL;
}

/* Reads "<square>" at text[*offset] into the turn's path[@index] */
static gboolean
parse_square (const char  *text,
              guint       *offset,
              QuintetMove *turn,
              guint        index,
              GError     **error)
{
  guint cell = 0;

  if (!quintet_geometry_parse_cell (&overlord_grid.geometry, text, offset, &cell, error))
    return FALSE;
  turn->path[index] = cell;
  turn->length = MAX (turn->length, index + 1);
  return TRUE;
}

static gboolean
parse_form (const char  *text,
            QuintetMove *turn,
            GError     **error)
{
  guint offset = 0;
  char separator;

  *turn = (QuintetMove) { { 0 }, 0, 0, 0 };
  if (!parse_square (text, &offset, turn, 0, error))
    return FALSE;

  separator = text[offset++];
  switch (separator)
    {
    case '^':
      turn->kind = TURN_PROMOTE;
      turn->path[1] = turn->path[0];
      turn->length = 2;
      break;
    case '@':
      turn->kind = TURN_LAUNCH;
      if (!parse_square (text, &offset, turn, 2, error))
        return FALSE;
      break;
    case '-':
    case '/':
    case '+':
    case 'x':
      turn->kind = separator == '-' ? TURN_SLIDE : separator == '/' ? TURN_ALONE
                   : separator == '+' ? TURN_MOUNT : TURN_CAPTURE;
      if (!parse_square (text, &offset, turn, 1, error))
        return FALSE;
      if (separator == '-' && text[offset] == '@')
        {
          offset++;
          turn->kind = TURN_SLIDE_LAUNCH;
          if (!parse_square (text, &offset, turn, 2, error))
            return FALSE;
        }
      break;
    default:
      return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                             _("expected “-”, “/”, “+”, “x”, “@” or “^” at character %u"), offset);
    }

  if (text[offset] != '\0')
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("unexpected text at character %u"), offset + 1);
  return TRUE;
}

static gboolean
orthogonal_neighbours (guint a,
                       guint b)
{
  int files = (int) (a % N_FILES) - (int) (b % N_FILES), ranks = (int) (a / N_FILES) - (int) (b / N_FILES);

  return ABS (files) + ABS (ranks) == 1;
}

/* Why a well-formed turn from a square the player controls is not legal,
 * where one rule alone says so; else the generic refusal. */
static gboolean
explain_illegal_turn (const OverlordPosition *pos,
                      const char             *text,
                      const QuintetMove      *wanted,
                      GError                **error)
{
  guint8 stack = pos->stacks[wanted->path[0]];
  guint n_pieces = stack_pieces (stack);
  gboolean mixed = FALSE;
  char to[3];

  for (guint i = 1; i < n_pieces; i++)
    mixed |= stack_side (stack, i) != stack_side (stack, 0);

  if (wanted->kind == TURN_PROMOTE && !mixed)
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("a promotion needs a column that holds both colours (OV-3)"));
  if (wanted->kind == TURN_SLIDE && !orthogonal_neighbours (wanted->path[0], wanted->path[1]))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("a slide goes one square forward, backward or sideways, never diagonally"));
  if ((wanted->kind == TURN_SLIDE || wanted->kind == TURN_ALONE) && wanted->path[1] < N_SQUARES &&
      pos->stacks[wanted->path[1]] != 0)
    {
      square_name (wanted->path[1], to);
      return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                             _("%s is not empty: only a mount or a capture ends on pieces"), to);
    }
  return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text, _("not a legal turn here"));
}

gboolean
_overlord_parse_turn (QuintetGame       *game,
                      gconstpointer      position,
                      const char        *text,
                      QuintetMove       *turn,
                      GError           **error)
{
  const OverlordPosition *pos = position;
  g_auto(QuintetTurnList) list = { 0 };
  QuintetMove wanted;
  const QuintetMove *found;
  guint n_turns;
  char from[3];

  if (!parse_form (text, &wanted, error))
    return FALSE;

  square_name (wanted.path[0], from);
  if (!(pos->control[pos->header.side] & BIT (wanted.path[0])))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("%s has no piece of %s on top"), from,
                           quintet_game_get_side_name (game, pos->header.side));

  n_turns = quintet_game_list_turns (game, position, &list);
  found = find_turn (&list, n_turns, &wanted, FALSE);
  if (found != NULL)
    {
      *turn = *found;
      return TRUE;
    }

  /* The same squares written with another kind: say which */
  found = find_turn (&list, n_turns, &wanted, TRUE);
  if (found != NULL && found->kind != TURN_LAUNCH && wanted.kind != TURN_SLIDE_LAUNCH)
    {
      g_autofree char *right = _overlord_format_turn (game, position, found);

      return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                             _("not a legal turn here; write “%s”"), right);
    }
  return explain_illegal_turn (pos, text, &wanted, error);
}

/* ---- position text ---- */

static void
append_stack (GString *text,
              guint8   stack)
{
  guint pieces = stack_pieces (stack);

  if (pieces == 0)
    {
      g_string_append_c (text, '.');
      return;
    }
  if (pieces > 1)
    g_string_append_c (text, '[');
  for (guint i = 0; i < pieces; i++)
    g_string_append_c (text, side_letters[stack_side (stack, i)]);
  if (pieces > 1)
    g_string_append_c (text, ']');
}

char *
_overlord_position_to_text (QuintetGame  *game,
                            gconstpointer position)
{
  const OverlordPosition *pos = position;
  GString *text = g_string_new (NULL);
  gboolean any_count = FALSE;

  for (int rank = N_RANKS - 1; rank >= 0; rank--)
    {
      for (guint file = 0; file < N_FILES; file++)
        append_stack (text, pos->stacks[rank * N_FILES + file]);
      if (rank > 0)
        g_string_append_c (text, '/');
    }
  g_string_append_printf (text, " %c ", side_letters[pos->header.side]);

  /* OV-4: every non-zero count, in the squares' text order, then by level */
  for (int rank = N_RANKS - 1; rank >= 0; rank--)
    for (guint file = 0; file < N_FILES; file++)
      {
        guint square = rank * N_FILES + file;
        guint8 stack = pos->stacks[square];
        char name[3];

        square_name (square, name);
        for (guint i = 0; i < stack_pieces (stack); i++)
          {
            guint count = piece_count (pos->counts[square], i);

            if (count == 0)
              continue;
            g_string_append_printf (text, "%s%s%u:%c%u", any_count ? "," : "", name,
                                    wall_height (square) + i + 1,
                                    side_letters[stack_side (stack, stack_pieces (stack) - 1)], count);
            any_count = TRUE;
          }
      }
  if (!any_count)
    g_string_append_c (text, '-');

  return g_string_free (text, FALSE);
}

/* "[wrw]" at text[*offset] (after the "["): the stack byte */
static gboolean
parse_bracket (const char *text,
               guint      *offset,
               guint8     *stack,
               GError    **error)
{
  guint start = *offset - 1, pieces = 0;

  *stack = 0;
  for (; text[*offset] != ']'; (*offset)++)
    {
      char c = text[*offset];

      if (c != 'w' && c != 'r')
        return position_error (error, text, _("expected “w”, “r” or “]” at character %u"), *offset + 1);
      if (pieces == MAX_HEIGHT)
        return position_error (error, text, _("a stack holds at most 5 pieces (character %u)"), start + 1);
      *stack |= (c == 'r') << (3 + pieces++);
    }
  (*offset)++;
  if (pieces < 2)
    return position_error (error, text, _("a stack in brackets holds 2 to 5 pieces (character %u)"), start + 1);
  *stack |= pieces;
  return TRUE;
}

/* The first field: nine ranks from rank 9 down, “/” between them */
static gboolean
parse_board (const char       *text,
             OverlordPosition *pos,
             GError          **error)
{
  guint offset = 0, rank = N_RANKS - 1, file = 0;

  for (; text[offset] != ' ' && text[offset] != '\0';)
    {
      char c = text[offset];
      guint8 stack;

      if (c == '/')
        {
          if (rank == 0)
            return position_error (error, text, _("more than 9 ranks (character %u)"), offset + 1);
          if (file != N_FILES)
            return position_error (error, text, _("rank %u has %u squares, not 7 (character %u)"),
                                   rank + 1, file, offset + 1);
          rank--;
          file = 0;
          offset++;
          continue;
        }
      if (file == N_FILES)
        return position_error (error, text, _("a rank has 7 squares, a–g (character %u)"), offset + 1);
      if (c == '.' || c == 'w' || c == 'r')
        {
          stack = c == '.' ? 0 : c == 'w' ? 1 : 1 | (1 << 3);
          offset++;
        }
      else if (c == '[')
        {
          offset++;
          if (!parse_bracket (text, &offset, &stack, error))
            return FALSE;
        }
      else if (g_ascii_isprint (c))
        return position_error (error, text, _("unexpected “%c” at character %u"), c, offset + 1);
      else
        return position_error (error, text, _("unexpected character at character %u"), offset + 1);
      pos->stacks[rank * N_FILES + file++] = stack;
    }

  if (rank != 0)
    return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "the board has %u rank: it needs 9 ranks of 7 squares, separated by “/”",
                                                     "the board has %u ranks: it needs 9 ranks of 7 squares, separated by “/”",
                                                     N_RANKS - rank),
                           N_RANKS - rank);
  if (file != N_FILES)
    return position_error (error, text, _("rank %u has %u squares, not 7 (character %u)"), rank + 1, file, offset);
  return TRUE;
}

/* OV-1: the wall counts towards the 5-high limit; 14 pieces a side */
static gboolean
check_board (const char             *text,
             const OverlordPosition *pos,
             GError                **error)
{
  guint per_side[2] = { 0, 0 };

  for (guint square = 0; square < N_SQUARES; square++)
    {
      guint8 stack = pos->stacks[square];
      guint pieces = stack_pieces (stack);
      char name[3];

      square_name (square, name);
      if (pieces + wall_height (square) > MAX_HEIGHT)
        return position_error (error, text, g_dngettext (GETTEXT_PACKAGE,
                                                                    "%s holds %u piece on a %u-high wall: at most %u fit (OV-1)",
                                                                    "%s holds %u pieces on a %u-high wall: at most %u fit (OV-1)",
                                                                    pieces),
                               name, pieces, wall_height (square), MAX_HEIGHT - wall_height (square));
      for (guint i = 0; i < pieces; i++)
        per_side[stack_side (stack, i)]++;
    }
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    if (per_side[side] > MAX_PIECES)
      return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "%u “%c” piece: a side has 14",
                                                                  "%u “%c” pieces: a side has 14", per_side[side]),
                             per_side[side], side_letters[side]);
  return TRUE;
}

/* One “<square><level>:<player><count>” at text[*offset] */
static gboolean
parse_counter (const char       *text,
               guint            *offset,
               OverlordPosition *pos,
               GError          **error)
{
  guint start = *offset, square = 0, length, level, index, count;
  guint8 stack;
  char player;

  length = quintet_geometry_match_cell (&overlord_grid.geometry, text + *offset, &square);
  if (length == 0)
    return position_error (error, text, _("expected a counter like “d21:w2” at character %u"), start + 1);
  *offset += length;
  if (!g_ascii_isdigit (text[*offset]) || text[*offset + 1] != ':' ||
      (text[*offset + 2] != 'w' && text[*offset + 2] != 'r') ||
      text[*offset + 3] < '1' || text[*offset + 3] > '3')
    return position_error (error, text, _("expected a counter like “d21:w2” (a count from 1 to 3) at character %u"),
                           start + 1);
  level = text[*offset] - '0';
  player = text[*offset + 2];
  count = text[*offset + 3] - '0';
  *offset += 4;

  stack = pos->stacks[square];
  if (level <= wall_height (square) || level > wall_height (square) + stack_pieces (stack))
    return position_error (error, text, _("no piece at that level for the counter at character %u"), start + 1);
  index = level - wall_height (square) - 1;
  if (player != side_letters[stack_side (stack, stack_pieces (stack) - 1)])
    return position_error (error, text,
                           _("the counter at character %u must be for the player on top of the square (OV-4)"),
                           start + 1);
  if (piece_count (pos->counts[square], index) != 0)
    return position_error (error, text, _("a second counter for one piece at character %u"), start + 1);
  pos->counts[square] |= count << (2 * index);
  return TRUE;
}

static gboolean
parse_counters (const char       *text,
                guint             offset,
                OverlordPosition *pos,
                GError          **error)
{
  if (strcmp (text + offset, "-") == 0)
    return TRUE;

  for (;;)
    {
      if (!parse_counter (text, &offset, pos, error))
        return FALSE;
      if (text[offset] == '\0')
        return TRUE;
      if (text[offset] != ',')
        return position_error (error, text, _("expected “,” or the end at character %u"), offset + 1);
      offset++;
    }
}

gboolean
_overlord_position_from_text (QuintetGame  *game,
                              const char   *text,
                              gpointer      position,
                              GError      **error)
{
  OverlordPosition parsed = { { 0 } };
  const char *side_field, *counters;
  g_autofree char *side_text = NULL;
  QuintetSide side;

  if (!parse_board (text, &parsed, error) || !check_board (text, &parsed, error))
    return FALSE;

  side_field = strchr (text, ' ');
  counters = side_field != NULL ? strchr (side_field + 1, ' ') : NULL;
  if (counters == NULL)
    return position_error (error, text, _("expected the board, the side to move and the counters, "
                                          "separated by single spaces"));
  side_text = g_strndup (side_field + 1, counters - side_field - 1);
  if (!quintet_game_parse_side_field (text, side_text, side_letters, &side, error))
    return FALSE;

  _overlord_set_derived (&parsed);
  if (!parse_counters (text, counters + 1 - text, &parsed, error))
    return FALSE;

  parsed.header.side = side;
  parsed.header.hash = _overlord_compute_hash (game, &parsed);
  memcpy (position, &parsed, sizeof parsed);
  return TRUE;
}
