/* ordo-text.c — Ordo notation and position text, as in rules/ordo.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ordo-private.h"
#include "quintet-board-text.h"

/* ---- what a turn does beyond its clicks ---- */

/* OX-2 for the status line and screen readers: which checkers a capture
 * removed with the captured one, and why: "Cut off from Black's largest
 * group, the checkers on a2, a3, b2, c1 and d2 are removed." */
char *
_ordo_describe_effects (QuintetGame       *game,
                        gconstpointer      position,
                        const QuintetMove *turn)
{
  Board board = board_of (game, position);
  QuintetSide enemy = QUINTET_OTHER_SIDE (board.side);
  g_autoptr(GString) cells = g_string_new (NULL);
  g_autofree char *list = NULL;
  char last[3] = "";
  Bits removed = 0;
  guint n = 0;
  Part part;

  for (guint start = 0; start < turn->length; start = part.end)
    {
      if (!_ordo_make_part (&board, turn->path, turn->length, start, &part))
        return NULL;
      removed |= part.removed;
    }
  if (removed == 0)
    return NULL;

  /* sorted as the notation lists them: by file, then rank */
  for (guint file = 0; file < N_FILES; file++)
    for (guint rank = 0; rank < N_RANKS; rank++)
      if (removed & BIT (rank * N_FILES + file))
        {
          if (n++ > 0)
            /* Translators: between the cells of a list, "a2, b2 and c1" */
            g_string_append (cells, n > 2 ? _(", ") : "");
          if (n > 1)
            g_string_append (cells, last);
          square_name (rank * N_FILES + file, last);
        }
  /* Translators: the last two of a list of cells, "a2, b2 and c1" */
  list = n > 1 ? g_strdup_printf (_("%s and %s"), cells->str, last) : g_strdup (last);
  /* Translators: OX-2; the first %s is a side ("Black"), the second the
   * cells of the checkers removed ("a2, b2 and c1") */
  return g_strdup_printf (ngettext ("Cut off from %s’s largest group, the checker on %s is removed.",
                                    "Cut off from %s’s largest group, the checkers on %s are removed.", n),
                          _(quintet_game_get_side_name (game, enemy)), list);
}

/* ---- notation: c2-c5, c2xc5, c2:f2-c3, e3-g3, g3-g5, d5xe6(g7,h7,h8) ---- */

/* The removed checkers, sorted by file, then rank: "(g7,h7,h8)" */
static void
append_removed (GString *text,
                Bits     removed)
{
  gboolean first = TRUE;

  if (removed == 0)
    return;
  g_string_append_c (text, '(');
  for (guint file = 0; file < N_FILES; file++)
    for (guint rank = 0; rank < N_RANKS; rank++)
      if (removed & BIT (rank * N_FILES + file))
        {
          char name[3];

          square_name (rank * N_FILES + file, name);
          if (!first)
            g_string_append_c (text, ',');
          g_string_append (text, name);
          first = FALSE;
        }
  g_string_append_c (text, ')');
}

static void
append_part (GString           *text,
             const QuintetCell *path,
             const Part        *part)
{
  char from[3], other[3], to[3];

  if (part->ordo)
    {
      /* the first-named end is the one nearer to a1: the lower square */
      guint low = lowest_square (part->moved_from);

      square_name (low, from);
      square_name (highest_square (part->moved_from), other);
      square_name (low + part->offset, to);
      g_string_append_printf (text, "%s:%s-%s", from, other, to);
      return;
    }

  square_name (path[part->start], from);
  square_name (path[part->start + 1], to);
  g_string_append_printf (text, "%s%c%s", from, part->capture ? 'x' : '-', to);
  append_removed (text, part->removed);
}

char *
_ordo_format_turn (QuintetGame       *game,
                   gconstpointer      position,
                   const QuintetMove *turn)
{
  Board board = board_of (game, position);
  GString *text = g_string_new (NULL);
  Part part;

  for (guint start = 0; start < turn->length; start = part.end)
    {
      if (!_ordo_make_part (&board, turn->path, turn->length, start, &part))
        break;
      if (start > 0)
        g_string_append (text, ", ");
      append_part (text, turn->path, &part);
    }

  return g_string_free (text, FALSE);
}

/* One part as written, with where each piece starts in the text */
typedef struct {
  guint from, other, to;    /* other: the second end of an ordo, or NO_SQUARE */
  char  separator;          /* '-' or 'x' */
  guint at, separator_at;   /* character offsets (from 0) */
  guint removed_at, removed_end;  /* the "(…)" list, if any (removed_end > removed_at) */
} WrittenPart;

static gboolean
notation_error (GError    **error,
                const char *text,
                const char *what,
                guint       offset)
{
  /* Translators: what was expected, the character position */
  return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text, _("%s at character %u"),
                                  what, offset + 1);
}

static gboolean
parse_written_part (const char   *text,
                    guint        *offset,
                    WrittenPart  *written,
                    GError      **error)
{
  guint square;

  *written = (WrittenPart) { .other = NO_SQUARE, .at = *offset };
  if (!quintet_geometry_parse_cell (&ordo_grid.geometry, text, offset, &written->from, error))
    return FALSE;

  if (text[*offset] == ':')
    {
      (*offset)++;
      if (!quintet_geometry_parse_cell (&ordo_grid.geometry, text, offset, &written->other, error))
        return FALSE;
      if (text[*offset] != '-')
        return notation_error (error, text, text[*offset] == 'x' ? _("an ordo never captures: expected “-”")
                                                                  : _("expected “-”"), *offset);
    }
  else if (text[*offset] != '-' && text[*offset] != 'x')
    return notation_error (error, text, _("expected “:”, “-” or “x”"), *offset);

  written->separator = text[*offset];
  written->separator_at = (*offset)++;
  if (!quintet_geometry_parse_cell (&ordo_grid.geometry, text, offset, &written->to, error))
    return FALSE;

  if (text[*offset] == '(')
    {
      written->removed_at = (*offset)++;
      do
        {
          if (!quintet_geometry_parse_cell (&ordo_grid.geometry, text, offset, &square, error))
            return FALSE;
        }
      while (text[*offset] == ',' && ++(*offset));
      if (text[*offset] != ')')
        return notation_error (error, text, _("expected “,” or “)”"), *offset);
      written->removed_end = ++(*offset);
    }

  return TRUE;
}

/* turn := part [", " part] */
static gboolean
parse_syntax (const char  *text,
              WrittenPart *written,
              guint       *n_written,
              GError     **error)
{
  guint offset = 0;

  *n_written = 0;
  for (;;)
    {
      if (!parse_written_part (text, &offset, &written[(*n_written)++], error))
        return FALSE;
      if (text[offset] == '\0')
        return TRUE;
      if (text[offset] != ',' || text[offset + 1] != ' ' || *n_written == 2)
        return notation_error (error, text, *n_written == 2 ? _("unexpected text") : _("expected “, ” or the end"),
                               offset);
      offset += 2;
    }
}

/* The checkers the written part moves are there and form a line */
static gboolean
check_written_movers (QuintetGame       *game,
                      const Board       *board,
                      const char        *text,
                      const WrittenPart *written,
                      GError           **error)
{
  const char *side_name = quintet_game_get_side_name (game, board->side);
  char from[3], other[3];
  Bits line;

  square_name (written->from, from);
  if (!(board->own & BIT (written->from)))
    return illegal_error (error, text, _("no %s checker on %s"), side_name, from);
  if (written->other == NO_SQUARE)
    return TRUE;

  square_name (written->other, other);
  if (written->other == written->from ||
      (file_of (written->from) != file_of (written->other) && rank_of (written->from) != rank_of (written->other)))
    return illegal_error (error, text, _("%s:%s is not a straight line along a rank or a file"), from, other);
  line = line_between (written->from, written->other);
  if ((line & board->own) != line)
    return illegal_error (error, text, _("%s:%s is not a line of %s checkers"), from, other, side_name);
  if (written->other < written->from)
    return notation_error (error, text, _("write the end nearer to a1 first"), written->at);

  return TRUE;
}

static gboolean
part_matches (const Board       *board,
              const QuintetMove *part,
              const WrittenPart *written)
{
  if (part->path[0] != written->from)
    return FALSE;
  if (written->other != NO_SQUARE)
    return part->path[1] == written->other && part->path[2] == written->to;
  return part->path[1] == written->to && !(board->own & BIT (written->to));
}

static void
square_text (guint  square,
             char  *name)
{
  name[0] = 'a' + file_of (square);
  name[1] = '1' + rank_of (square);
  name[2] = '\0';
}

/* The first square the checkers of @written would enter that is taken by
 * another piece (an ordo's own cells count as empty), or NO_SQUARE. A
 * singleton's own destination may hold an enemy: that is a capture. */
static guint
first_in_the_way (const Board       *board,
                  const WrittenPart *written,
                  int                step_file,
                  int                step_rank)
{
  Bits occupied = board->own | board->enemy, movers = BIT (written->from);
  guint last = written->other != NO_SQUARE ? written->other : written->from;
  int line_file = 0, line_rank = 0;
  guint n_movers = 1;

  if (last != written->from)
    {
      line_file = (file_of (last) > file_of (written->from)) - (file_of (last) < file_of (written->from));
      line_rank = (rank_of (last) > rank_of (written->from)) - (rank_of (last) < rank_of (written->from));
      for (guint square = written->from; square != last; n_movers++)
        movers |= BIT (square = square + line_rank * N_FILES + line_file);
    }

  for (guint k = 0; k < n_movers; k++)
    {
      int file = file_of (written->from) + k * line_file, rank = rank_of (written->from) + k * line_rank;
      int target_file = file + file_of (written->to) - file_of (written->from);
      int target_rank = rank + rank_of (written->to) - rank_of (written->from);

      while (file != target_file || rank != target_rank)
        {
          guint square;

          file += step_file;
          rank += step_rank;
          if (file < 0 || file >= N_FILES || rank < 0 || rank >= N_RANKS)
            return NO_SQUARE;
          square = rank * N_FILES + file;
          if ((occupied & ~movers & BIT (square)) &&
              !(n_movers == 1 && square == written->to && (board->enemy & BIT (square))))
            return square;
        }
    }
  return NO_SQUARE;
}

/* Why no part of @rules is the one @written names, when the connection
 * (OR-1) is not the reason: the shape of the move, its direction (OR-2,
 * OX-4, the Classic ordo's directions) or a piece in the way. */
static gboolean
explain_illegal_part (const Rules       *rules,
                      const char        *text,
                      const WrittenPart *written,
                      GError           **error)
{
  const Board *board = rules->board;
  int files = file_of (written->to) - file_of (written->from);
  int ranks = rank_of (written->to) - rank_of (written->from);
  gboolean ordo = written->other != NO_SQUARE;
  gboolean horizontal = ordo && rank_of (written->other) == rank_of (written->from);
  guint direction_class = class_of_move (board->side, written->from, written->to);
  guint blocker;
  char name[3];

  if (files == 0 && ranks == 0)
    return illegal_error (error, text, "%s", _("a move goes at least one square"));
  if (files != 0 && ranks != 0 && ABS (files) != ABS (ranks))
    return illegal_error (error, text, "%s", _("a move goes in a straight line: along a rank, a file or a diagonal"));
  if (direction_class == CLASS_BACKWARD && !(rules->classes & CLASS_BACKWARD))
    return illegal_error (error, text, "%s", board->ordo_x
                          ? _("no move goes backward in Ordo X (OX-4)")
                          : _("a move goes backward only to reconnect a split group (OR-2)"));
  if (ordo && !board->ordo_x && horizontal && files != 0)
    return illegal_error (error, text, "%s", _("in Classic Ordo a horizontal ordo moves straight forward or, to reconnect, backward"));
  if (ordo && !board->ordo_x && !horizontal && ranks != 0)
    return illegal_error (error, text, "%s", _("in Classic Ordo a vertical ordo moves sideways"));

  blocker = first_in_the_way (board, written, (files > 0) - (files < 0), (ranks > 0) - (ranks < 0));
  if (blocker != NO_SQUARE)
    {
      square_text (blocker, name);
      return illegal_error (error, text, ordo && (board->enemy & BIT (blocker))
                            ? _("%s is in the way: an ordo never captures")
                            : _("%s is in the way"), name);
    }

  return illegal_error (error, text, "%s", _("not a legal move here"));
}

/* The legal part that @written names, chosen among @rules' parts; the
 * removal list decides between OX-2 tie choices. */
static gboolean
parse_part (QuintetGame       *game,
            const Rules       *rules,
            const char        *text,
            const WrittenPart *written,
            QuintetMove       *chosen,
            GError           **error)
{
  const Board *board = rules->board;
  QuintetMove stack[MAX_PARTS];
  g_auto(PartList) list = { 0 };
  g_autoptr(GString) expected = g_string_new (NULL);
  gboolean capture;
  guint n_matches = 0;

  if (!check_written_movers (game, board, text, written, error))
    return FALSE;

  capture = written->other == NO_SQUARE && (board->enemy & BIT (written->to));
  part_list_fill (&list, rules, stack, MAX_PARTS);
  for (guint i = 0; i < list.n_parts; i++)
    {
      const QuintetMove *parts = list.parts;
      g_autoptr(GString) removed = g_string_new (NULL);
      Board after = *board;
      Part part;

      if (!part_matches (board, &parts[i], written))
        continue;
      /* The separator is wrong only for a move that is legal: a move
       * that is not says first why not (a piece in the way…) */
      if (capture != (written->separator == 'x'))
        return illegal_error (error, text, capture ? _("this move captures, write “x” instead of “-”")
                                                   : _("there is nothing to capture, write “-” instead of “x”"));
      _ordo_make_part (&after, parts[i].path, parts[i].length, 0, &part);
      append_removed (removed, part.removed);
      if (removed->len == written->removed_end - written->removed_at &&
          strncmp (removed->str, text + written->removed_at, removed->len) == 0)
        {
          *chosen = parts[i];
          return TRUE;
        }
      g_string_append_printf (expected, "%s“%s”", n_matches++ > 0 ? _(" or ") : "", removed->str);
    }

  if (n_matches > 0)
    {
      if (written->removed_end > written->removed_at && expected->len == strlen ("“”"))
        return notation_error (error, text, _("the capture removes no other checker"), written->removed_at);
      return illegal_error (error, text, _("the capture also removes %s (OX-2)"), expected->str);
    }

  /* Not legal: say why when the only obstacle is the connection (OR-1) */
  {
    Rules loose = *rules;

    loose.check_connection = FALSE;
    part_list_clear (&list);
    part_list_fill (&list, &loose, stack, MAX_PARTS);
    for (guint i = 0; i < list.n_parts; i++)
      if (part_matches (board, &list.parts[i], written))
        return illegal_error (error, text, _("the %s checkers would not stay one group (OR-1)"),
                              quintet_game_get_side_name (game, board->side));
  }

  return explain_illegal_part (rules, text, written, error);
}

gboolean
_ordo_parse_turn (QuintetGame   *game,
                  gconstpointer  position,
                  const char    *text,
                  QuintetMove   *turn,
                  GError       **error)
{
  Board board = board_of (game, position);
  WrittenPart written[2];
  guint n_written;
  QuintetMove parsed = { .length = 0 }, part_turn;
  Rules rules;
  Part part;

  if (!parse_syntax (text, written, &n_written, error))
    return FALSE;
  if (is_decided (&board))
    {
      g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_FINISHED, _("The game is over"));
      return FALSE;
    }

  rules = rules_for (&board, CLASS_FORWARD | CLASS_SIDEWAYS);
  if (!board.ordo_x && !rules.own_connected)
    rules.classes |= CLASS_BACKWARD;   /* OR-2 */
  if (!parse_part (game, &rules, text, &written[0], &parsed, error))
    return FALSE;
  _ordo_make_part (&board, parsed.path, parsed.length, 0, &part);

  /* OX-3: a sideways move is followed by a forward one, unless it won */
  if (board.ordo_x && part.direction_class == CLASS_SIDEWAYS && board.enemy != 0)
    {
      if (n_written < 2)
        return illegal_error (error, text, _("a sideways move must be followed by a forward move (OX-3)"));
      rules = rules_for (&board, CLASS_FORWARD);
      if (!parse_part (game, &rules, text, &written[1], &part_turn, error))
        return FALSE;
      memcpy (parsed.path + parsed.length, part_turn.path, part_turn.length);
      parsed.length += part_turn.length;
    }
  else if (n_written == 2)
    return notation_error (error, text, board.ordo_x ? _("only a sideways move is followed by a second move (OX-3)")
                                                     : _("a turn of Classic Ordo is one move"),
                           written[1].at - 2);

  *turn = parsed;
  return TRUE;
}

/* ---- position text: ranks 8 to 1 ("10" for an empty rank), side ---- */

static const QuintetBoardText board_text = { N_FILES, N_RANKS, QUINTET_GRID_DEFAULT, FALSE, "WB" };

/* @boards: White's and Black's checkers */
static char
checker_symbol (gconstpointer boards,
                guint         square)
{
  const Bits *checkers = boards;

  return (checkers[0] & BIT (square)) ? 'W' : (checkers[1] & BIT (square)) ? 'B' : 0;
}

char *
_ordo_position_to_text (QuintetGame  *game,
                        gconstpointer position)
{
  const OrdoPosition *pos = position;
  Bits boards[2] = { load_board (pos->checkers[0]), load_board (pos->checkers[1]) };
  GString *text = g_string_new (NULL);

  quintet_board_text_append (text, &board_text, checker_symbol, boards);
  g_string_append (text, pos->header.side == QUINTET_SIDE_0 ? " w" : " b");
  return g_string_free (text, FALSE);
}

static gboolean
place_checker (gpointer     boards,
               char         symbol,
               guint        square,
               const char  *text,
               guint        offset,
               GError     **error)
{
  Bits *checkers = boards;

  checkers[symbol == 'W' ? 0 : 1] |= BIT (square);
  return TRUE;
}

gboolean
_ordo_position_from_text (QuintetGame  *game,
                          const char   *text,
                          gpointer      position,
                          GError      **error)
{
  OrdoPosition *pos = position;
  g_auto (GStrv) fields = g_strsplit (text, " ", -1);
  Bits boards[2] = { 0, 0 };
  QuintetSide to_move;

  memset (pos, 0, sizeof *pos);
  if (g_strv_length (fields) != 2)
    return position_error (error, text, _("expected two fields: board and side to move"));

  if (!quintet_board_text_parse (&board_text, text, place_checker, boards, error))
    return FALSE;

  if (!quintet_game_parse_side_field (text, fields[1], "wb", &to_move, error))
    return FALSE;
  pos->header.side = to_move;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      guint n_checkers = count_bits (boards[side]);

      if (n_checkers > MAX_CHECKERS)
        /* Translators: "White has 21 checkers: a side has at most 20" */
        return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "%s has %u checker: a side has at most %u",
                                                         "%s has %u checkers: a side has at most %u", n_checkers),
                               quintet_game_get_side_name (game, side), n_checkers, MAX_CHECKERS);
      store_board (pos->checkers[side], boards[side]);
    }

  pos->header.hash = _ordo_compute_hash (game, pos);
  return TRUE;
}
