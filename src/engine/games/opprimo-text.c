/* opprimo-text.c — Opprimo's notation, position text and the guidance
 * texts while clicking (rules/opprimo.md, "Notation" and "Position text")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "opprimo-private.h"
#include "quintet-text.h"

#define notation_error(error, text, ...) \
  quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text, __VA_ARGS__)
static const char side_letters[2] = { 'Y', 'R' };

/* ---- notation: c2-c4, c2xe4, Ob13-b11, d11-d13=O, Kcd2-cd3, K@cd2 ---- */

char *
_opprimo_format_turn (QuintetGame       *game,
                      gconstpointer      position,
                      const QuintetMove *turn)
{
  const OpprimoPosition *pos = position;

  switch (turn->kind)
    {
    case TURN_PLACE:
      return g_strdup_printf ("K@%s", _opprimo_cell_name (turn->path[0]));

    case TURN_KING:
      return g_strdup_printf ("K%s-%s", _opprimo_cell_name (turn->path[0]), _opprimo_cell_name (turn->path[1]));

    default:
      return g_strdup_printf ("%s%s%c%s%s", (pos->officers & BIT (turn->path[0])) ? "O" : "",
                              _opprimo_cell_name (turn->path[0]), turn->kind == TURN_CONVERT ? 'x' : '-',
                              _opprimo_cell_name (turn->path[1]),
                              (turn->flags & FLAG_PROMOTES) ? "=O" : "");
    }
}

/* Reads a point (@want_point) or a triangle at text[*offset]. */
static gboolean
read_cell (const char  *text,
           guint       *offset,
           gboolean     want_point,
           guint       *cell,
           GError     **error)
{
  guint length = quintet_geometry_match_cell (&opprimo_board.geometry, text + *offset, cell);

  if (length == 0 || want_point != IS_POINT (*cell))
    return notation_error (error, text,
                           want_point ? _("expected a point such as c2 at character %u")
                                      : _("expected a triangle such as cd2 at character %u"),
                           *offset + 1);
  *offset += length;
  return TRUE;
}

static gboolean
expect_end (const char  *text,
            guint        offset,
            GError     **error)
{
  if (text[offset] != '\0')
    return notation_error (error, text, _("unexpected text at character %u"), offset + 1);
  return TRUE;
}

static gboolean
parse_king_turn (QuintetGame           *game,
                 const OpprimoPosition *pos,
                 const char            *text,
                 QuintetMove           *turn,
                 GError               **error)
{
  QuintetSide side = pos->header.side;
  const char *name = quintet_game_get_side_name (game, side);
  QuintetMove wanted = { 0 };
  guint offset = 1, cell;

  if (text[1] == '@')
    {
      offset = 2;
      if (!read_cell (text, &offset, FALSE, &cell, error) || !expect_end (text, offset, error))
        return FALSE;
      wanted.kind = TURN_PLACE;
      quintet_move_push (&wanted, cell);
      if (pos->king[side] != NO_KING)
        /* Translators: "the Yellow King is already placed (OP-1)" */
        return illegal_error (error, text, _("the %s King is already placed (OP-1)"), name);
      if (opprimo_board.castle_owner[CELL_TRIANGLE (cell)] != (int) side)
        /* Translators: "cd10 is not in Yellow’s castle (OP-1)" */
        return illegal_error (error, text, _("%s is not in %s’s castle (OP-1)"), _opprimo_cell_name (cell), name);
    }
  else
    {
      if (!read_cell (text, &offset, FALSE, &cell, error))
        return FALSE;
      quintet_move_push (&wanted, cell);
      if (text[offset] != '-')
        return notation_error (error, text, _("expected “-” at character %u"), offset + 1);
      offset++;
      if (!read_cell (text, &offset, FALSE, &cell, error) || !expect_end (text, offset, error))
        return FALSE;
      quintet_move_push (&wanted, cell);
      wanted.kind = TURN_KING;
      if (pos->king[side] == NO_KING)
        /* Translators: "the Yellow King is not placed yet: write K@ and a triangle (OP-1)" */
        return illegal_error (error, text, _("the %s King is not placed yet: write K@ and a triangle (OP-1)"), name);
      if (TRIANGLE_CELL (pos->king[side]) != wanted.path[0])
        /* Translators: "the Yellow King is not on cd3" */
        return illegal_error (error, text, _("the %s King is not on %s"), name, _opprimo_cell_name (wanted.path[0]));
    }

  if (_opprimo_find_turn (pos, &wanted, turn))
    return TRUE;
  return illegal_error (error, text, "%s",
                        _("the King steps to a triangle that shares a side with its own, inside its castle"));
}

/* What a soldier's turn says beyond its path, checked against the turn
 * the position has for that path. */
static gboolean
check_soldier_marks (const OpprimoPosition *pos,
                     const char            *text,
                     const QuintetMove     *turn,
                     gboolean               officer_mark,
                     char                   separator,
                     gboolean               promotion_mark,
                     GError               **error)
{
  gboolean officer = (pos->officers & BIT (turn->path[0])) != 0;

  if (officer != officer_mark)
    return notation_error (error, text, "%s",
                           officer ? _("the soldier is an Officer: write “O” before its point")
                                   : _("the soldier is not an Officer: leave out the “O”"));
  if ((turn->kind == TURN_CONVERT) != (separator == 'x'))
    return notation_error (error, text, "%s",
                           turn->kind == TURN_CONVERT ? _("this turn converts, write “x” instead of “-”")
                                                      : _("this turn converts nothing, write “-” instead of “x”"));
  if (((turn->flags & FLAG_PROMOTES) != 0) != promotion_mark)
    return notation_error (error, text, "%s",
                           promotion_mark ? _("this turn promotes nobody: leave out the “=O”")
                                          : _("the soldier is promoted on the star: add “=O”"));
  return TRUE;
}

/* Why the soldier on @from cannot go to @to: not a step or a jump along
 * a line, backward without being an Officer, or what stands in the way. */
static gboolean
explain_soldier_turn (const OpprimoPosition *pos,
                      const char            *text,
                      guint                  from,
                      guint                  to,
                      GError               **error)
{
  QuintetSide side = pos->header.side;
  guint64 occupied = pos->soldiers[0] | pos->soldiers[1];
  guint64 enemy = pos->soldiers[QUINTET_OTHER_SIDE (side)];

  for (guint d = 0; d < N_DIRECTIONS; d++)
    {
      guint next = opprimo_board.neighbour[from][d];
      guint beyond = next != NO_POINT ? opprimo_board.neighbour[next][d] : NO_POINT;

      if (next != to && beyond != to)
        continue;
      if (!(allowed_directions (pos, side, from) & (1u << d)))
        return illegal_error (error, text, "%s", _("only an Officer moves backward"));
      if (next == to)
        return illegal_error (error, text, _("%s is not empty"), _opprimo_cell_name (to));
      if (!(enemy & BIT (next)))
        /* Translators: "a jump goes over an enemy soldier, and d3 holds none" */
        return illegal_error (error, text, _("a jump goes over an enemy soldier, and %s holds none"),
                              _opprimo_cell_name (next));
      if (occupied & BIT (to))
        return illegal_error (error, text, _("%s is not empty"), _opprimo_cell_name (to));
    }

  return illegal_error (error, text, "%s",
                        _("a soldier steps to a neighbouring point along a line, "
                          "or jumps along it over an adjacent enemy soldier to convert it"));
}

static gboolean
parse_soldier_turn (QuintetGame           *game,
                    const OpprimoPosition *pos,
                    const char            *text,
                    QuintetMove           *turn,
                    GError               **error)
{
  QuintetSide side = pos->header.side;
  QuintetMove wanted = { 0 };
  gboolean officer_mark = text[0] == 'O', promotion_mark = FALSE;
  guint offset = officer_mark ? 1 : 0, cell;
  char separator;

  if (!read_cell (text, &offset, TRUE, &cell, error))
    return FALSE;
  quintet_move_push (&wanted, cell);
  separator = text[offset];
  if (separator != '-' && separator != 'x')
    return notation_error (error, text, _("expected “-” or “x” at character %u"), offset + 1);
  offset++;
  if (!read_cell (text, &offset, TRUE, &cell, error))
    return FALSE;
  quintet_move_push (&wanted, cell);
  if (text[offset] == '=')
    {
      if (text[offset + 1] != 'O')
        return notation_error (error, text, _("expected “=O” at character %u"), offset + 1);
      promotion_mark = TRUE;
      offset += 2;
    }
  if (!expect_end (text, offset, error))
    return FALSE;

  if (!(pos->soldiers[side] & BIT (wanted.path[0])))
    /* Translators: "no Yellow soldier on c2" */
    return illegal_error (error, text, _("no %s soldier on %s"), quintet_game_get_side_name (game, side),
                          _opprimo_cell_name (wanted.path[0]));

  /* The path alone decides the turn; the marks must agree with it */
  for (TurnKind kind = TURN_STEP; kind <= TURN_CONVERT; kind++)
    {
      wanted.kind = kind;
      if (_opprimo_find_turn (pos, &wanted, turn))
        return check_soldier_marks (pos, text, turn, officer_mark, separator, promotion_mark, error);
    }

  if (pos->king[side] == NO_KING)
    return illegal_error (error, text, "%s", _("the Kings are placed first (OP-1)"));
  return explain_soldier_turn (pos, text, wanted.path[0], wanted.path[1], error);
}

gboolean
_opprimo_parse_turn (QuintetGame   *game,
                     gconstpointer  position,
                     const char    *text,
                     QuintetMove   *turn,
                     GError       **error)
{
  if (text[0] == 'K')
    return parse_king_turn (game, position, text, turn, error);
  return parse_soldier_turn (game, position, text, turn, error);
}

/* ---- position text: a2Y,c2Y,… Y@cd2,R@cd10 y ---- */

char *
_opprimo_position_to_text (QuintetGame  *game,
                           gconstpointer position)
{
  const OpprimoPosition *pos = position;
  GString *text = g_string_new (NULL);

  for (guint point = 0; point < N_POINTS; point++)
    {
      int side = side_at (pos, point);
      char letter;

      if (side < 0)
        continue;
      letter = side_letters[side];
      if (pos->officers & BIT (point))
        letter = g_ascii_tolower (letter);
      g_string_append_printf (text, "%s%s%c", text->len > 0 ? "," : "", _opprimo_cell_name (point), letter);
    }
  if (text->len == 0)
    g_string_append_c (text, '-');

  if (pos->king[QUINTET_SIDE_0] == NO_KING)
    g_string_append (text, " -");
  else
    g_string_append_printf (text, " Y@%s", _opprimo_cell_name (TRIANGLE_CELL (pos->king[QUINTET_SIDE_0])));
  if (pos->king[QUINTET_SIDE_1] != NO_KING)
    g_string_append_printf (text, ",R@%s", _opprimo_cell_name (TRIANGLE_CELL (pos->king[QUINTET_SIDE_1])));

  g_string_append_printf (text, " %c", pos->header.side == QUINTET_SIDE_0 ? 'y' : 'r');
  return g_string_free (text, FALSE);
}

static gboolean
parse_soldier (QuintetGame     *game,
               const char      *text,
               const char      *item,
               int             *last,
               OpprimoPosition *pos,
               GError         **error)
{
  guint point, length = quintet_geometry_match_cell (&opprimo_board.geometry, item, &point);
  const char *letter = item + length;
  g_autofree char *quoted = quintet_text_quote (item, -1);
  QuintetSide side;

  if (length == 0 || !IS_POINT (point) || letter[0] == '\0' || strchr ("YRyr", letter[0]) == NULL ||
      letter[1] != '\0')
    return position_error (error, text, _("expected a point and Y, R, y or r (an Officer), such as “c2Y”, not “%s”"),
                           quoted);
  if ((int) point == *last)
    /* Translators: "c2 holds two soldiers: “c2R” repeats it" */
    return position_error (error, text, _("%s holds two soldiers: “%s” repeats it"), _opprimo_cell_name (point), quoted);
  if ((int) point < *last)
    return position_error (error, text, _("“%s” is out of order: soldiers are listed row 1 upward, a to g"), quoted);
  *last = point;

  side = g_ascii_toupper (letter[0]) == 'Y' ? QUINTET_SIDE_0 : QUINTET_SIDE_1;
  pos->soldiers[side] |= BIT (point);
  if (g_ascii_islower (letter[0]))
    pos->officers |= BIT (point);
  else if (opprimo_board.stars[side] & BIT (point))
    /* Translators: "“b13Y”: a Yellow soldier on its own star is an Officer" */
    return position_error (error, text, _("“%s”: a %s soldier on its own star is an Officer"), quoted,
                           quintet_game_get_side_name (game, side));
  return TRUE;
}

static gboolean
parse_soldiers (QuintetGame     *game,
                const char      *text,
                const char      *field,
                OpprimoPosition *pos,
                GError         **error)
{
  g_auto(GStrv) items = NULL;
  int last = -1;

  if (g_str_equal (field, "-"))
    return TRUE;
  items = g_strsplit (field, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    if (!parse_soldier (game, text, items[i], &last, pos, error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_king (QuintetGame     *game,
            const char      *text,
            const char      *item,
            QuintetSide      side,
            OpprimoPosition *pos,
            GError         **error)
{
  const char *name = quintet_game_get_side_name (game, side);
  g_autofree char *quoted = quintet_text_quote (item, -1);
  guint cell = 0;

  if (item[0] != side_letters[side] || item[1] != '@' ||
      quintet_geometry_match_cell (&opprimo_board.geometry, item + 2, &cell) != strlen (item + 2) ||
      item[2] == '\0' || !IS_TRIANGLE (cell))
    /* Translators: "expected the Yellow King as Y@ and a triangle, such as “Y@cd2”, not “cd2”" */
    return position_error (error, text, _("expected the %s King as %c@ and a triangle, such as “%c@%s”, not “%s”"),
                           name, side_letters[side], side_letters[side],
                           _opprimo_cell_name (TRIANGLE_CELL (opprimo_board.castle[side][4])), quoted);
  if (opprimo_board.castle_owner[CELL_TRIANGLE (cell)] != (int) side)
    /* Translators: "the Yellow King must stand in Yellow’s castle, not on cd10" */
    return position_error (error, text, _("the %s King must stand in %s’s castle, not on %s"), name, name, item + 2);
  pos->king[side] = CELL_TRIANGLE (cell);
  return TRUE;
}

static gboolean
parse_kings (QuintetGame     *game,
             const char      *text,
             const char      *field,
             OpprimoPosition *pos,
             GError         **error)
{
  g_auto(GStrv) items = NULL;

  pos->king[0] = pos->king[1] = NO_KING;
  if (g_str_equal (field, "-"))
    return TRUE;
  items = g_strsplit (field, ",", -1);
  if (g_strv_length (items) > 2)
    {
      g_autofree char *quoted = quintet_text_quote (field, -1);

      return position_error (error, text, _("expected at most two Kings, not “%s”"), quoted);
    }
  for (guint i = 0; items[i] != NULL; i++)
    if (!parse_king (game, text, items[i], i, pos, error))
      return FALSE;
  return TRUE;
}

gboolean
_opprimo_position_from_text (QuintetGame  *game,
                             const char   *text,
                             gpointer      position,
                             GError      **error)
{
  OpprimoPosition *pos = position;
  g_auto(GStrv) fields = g_strsplit (text, " ", -1);
  QuintetSide to_move;

  memset (pos, 0, sizeof *pos);
  if (g_strv_length (fields) != 3 || fields[0][0] == '\0' || fields[1][0] == '\0')
    return position_error (error, text, "%s", _("expected three fields: soldiers, Kings, side to move"));
  if (!parse_soldiers (game, text, fields[0], pos, error) ||
      !parse_kings (game, text, fields[1], pos, error) ||
      !quintet_game_parse_side_field (text, fields[2], "yr", &to_move, error))
    return FALSE;
  pos->header.side = to_move;

  /* OP-1: Yellow places first, then Red, then Yellow moves */
  if (pos->king[QUINTET_SIDE_0] == NO_KING && to_move != QUINTET_SIDE_0)
    return position_error (error, text, "%s", _("before the Kings are placed it is Yellow’s turn (OP-1)"));
  if (pos->king[QUINTET_SIDE_0] != NO_KING && pos->king[QUINTET_SIDE_1] == NO_KING && to_move != QUINTET_SIDE_1)
    return position_error (error, text, "%s", _("with only the Yellow King placed it is Red’s turn (OP-1)"));

  pos->header.hash = _opprimo_compute_hash (game, pos);
  return TRUE;
}

/* ---- guidance while clicking ---- */

char *
_opprimo_describe_clicks (QuintetGame       *game,
                          gconstpointer      position,
                          const QuintetCell *clicks,
                          guint              n_clicks,
                          gboolean           can_finish)
{
  const OpprimoPosition *pos = position;
  QuintetSide side = pos->header.side;

  if (n_clicks == 0 && pos->king[side] == NO_KING)
    /* Translators: %s is a side: "Yellow to move: place the King in a triangle of your castle" */
    return g_strdup_printf (_("%s to move: place the King in a triangle of your castle"),
                            quintet_game_get_side_name (game, side));
  if (n_clicks == 0)
    /* Translators: %s is a side: "Yellow to move: choose a soldier or the King" */
    return g_strdup_printf (_("%s to move: choose a soldier or the King"), quintet_game_get_side_name (game, side));
  if (n_clicks == 1 && IS_TRIANGLE (clicks[0]))
    return g_strdup (_("Choose a triangle next to the King, inside the castle"));
  if (n_clicks == 1 && (pos->officers & BIT (clicks[0])))
    return g_strdup (_("Choose where the Officer goes: one step, or a jump over an enemy soldier to convert it"));
  if (n_clicks == 1)
    return g_strdup (_("Choose where the soldier goes: one step forward, or a jump over an enemy soldier to convert it"));
  return NULL;
}

static char *
explain_first_click (const OpprimoPosition *pos,
                     QuintetCell            cell)
{
  QuintetSide side = pos->header.side;

  if (pos->king[side] == NO_KING)
    return g_strdup (IS_POINT (cell) ? _("First the King is placed, in a triangle of your castle")
                                     : _("The King is placed in a triangle of your own castle"));
  /* the enemy King: the generic "That is a Red piece: it is Yellow’s turn" */
  if (IS_TRIANGLE (cell) && CELL_TRIANGLE (cell) == pos->king[QUINTET_OTHER_SIDE (side)])
    return NULL;
  if (IS_TRIANGLE (cell) && CELL_TRIANGLE (cell) != pos->king[side])
    return g_strdup (_("Your King is not in that triangle; soldiers stand on the points"));
  return NULL;
}

static char *
explain_king_step (const OpprimoPosition *pos,
                   QuintetCell            cell)
{
  if (!IS_TRIANGLE (cell))
    return g_strdup (_("The King moves from triangle to triangle"));
  if (opprimo_board.castle_owner[CELL_TRIANGLE (cell)] != (int) pos->header.side)
    return g_strdup (_("The King never leaves its castle"));
  return g_strdup (_("The King steps to a triangle that shares a side with its own"));
}

static char *
explain_soldier_move (const OpprimoPosition *pos,
                      guint                  from,
                      QuintetCell            cell)
{
  QuintetSide side = pos->header.side;
  guint directions = allowed_directions (pos, side, from);

  if (!IS_POINT (cell))
    return g_strdup (_("A soldier moves along the lines, from point to point"));
  for (guint d = 0; d < N_DIRECTIONS; d++)
    {
      guint next = opprimo_board.neighbour[from][d];
      guint beyond = next == NO_POINT ? NO_POINT : opprimo_board.neighbour[next][d];

      if (cell != next && cell != beyond)
        continue;
      if (!(directions & (1u << d)))
        return g_strdup (_("A soldier moves forward only; an Officer, promoted on a star, also backward"));
      if (cell == next)
        return g_strdup (_("That point is taken; a soldier converts by jumping over an enemy soldier"));
      if (side_at (pos, next) < 0)
        return g_strdup (_("A step goes to the next point along the line"));
      if (side_at (pos, next) == (int) side)
        return g_strdup (_("Only an enemy soldier can be jumped over and converted"));
      return g_strdup (_("A conversion lands on an empty point"));
    }
  return g_strdup (_("A soldier steps to the next point along a line, or jumps one enemy soldier"));
}

char *
_opprimo_explain_click (QuintetGame       *game,
                        gconstpointer      position,
                        const QuintetCell *clicks,
                        guint              n_clicks,
                        QuintetCell        cell)
{
  const OpprimoPosition *pos = position;

  if (cell >= N_CELLS)
    return NULL;
  if (n_clicks == 0)
    return explain_first_click (pos, cell);
  if (n_clicks == 1 && IS_TRIANGLE (clicks[0]))
    return explain_king_step (pos, cell);
  if (n_clicks == 1 && (pos->soldiers[pos->header.side] & BIT (clicks[0])))
    return explain_soldier_move (pos, clicks[0], cell);
  return NULL;
}
