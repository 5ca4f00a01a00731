/* oferhlyp-text.c — Oferhlýp notation and position text, as in
 * rules/oferhlyp.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "oferhlyp-private.h"
#include "quintet-board-text.h"

/* ---- notation: KE4-E5, E1~E3, C3xE5(1>0)xKG7(2>1), shorthand (-) and (r) ---- */

char *
_oferhlyp_format_turn (QuintetGame       *game,
                       gconstpointer      position,
                       const QuintetMove *turn)
{
  const OferhlypPosition *pos = position;
  gboolean shorthand = quintet_game_get_notation_style (game) == QUINTET_NOTATION_SHORT;
  GString *text = g_string_new (NULL);
  char name[3];

  if (pos->kings & BIT (turn->path[0]))
    g_string_append_c (text, 'K');
  square_name (turn->path[0], name);
  g_string_append (text, name);

  for (guint i = 1; i < turn->length; i++)
    {
      guint over = (turn->path[i - 1] + turn->path[i]) / 2;
      gboolean half = (pos->half & BIT (over)) != 0;

      square_name (turn->path[i], name);
      if (turn->kind != TURN_ATTACK)
        {
          g_string_append_printf (text, "%c%s", turn->kind == TURN_MOVE ? '-' : '~', name);
          continue;
        }
      /* the hit points of a token attacked in a chain are those it had
       * when the turn began: no token is attacked twice */
      g_string_append_printf (text, "x%s%s%s", (pos->kings & BIT (over)) ? "K" : "", name,
                              shorthand ? (half ? "(r)" : "(-)") : (half ? "(1>0)" : "(2>1)"));
    }

  return g_string_free (text, FALSE);
}

#define notation_error quintet_game_text_error

/* A "K" (@marked, at @mark_offset) must stand exactly where @square holds
 * a king; it is written before @written_square. */
static gboolean
check_king_mark (const char             *text,
                 const OferhlypPosition *pos,
                 guint                   square,
                 guint                   written_square,
                 gboolean                marked,
                 guint                   mark_offset,
                 GError                **error)
{
  char name[3], written[3];

  square_name (square, name);
  square_name (written_square, written);
  if (marked && !(pos->kings & BIT (square)))
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("the token on %s is not a king, remove the “K” at character %u"),
                           name, mark_offset + 1);
  if (!marked && (pos->kings & BIT (square)))
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("the token on %s is a king, write “K%s” (character %u)"),
                           name, written, mark_offset + 1);
  return TRUE;
}

/* "(2>1)", "(1>0)" or the shorthand "(-)", "(r)"; sets @removal. */
static gboolean
parse_hit (const char  *text,
           guint       *offset,
           gboolean    *removal,
           GError     **error)
{
  static const struct { const char *text; gboolean removal; } forms[] = {
    { "(2>1)", FALSE }, { "(1>0)", TRUE }, { "(-)", FALSE }, { "(r)", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    if (g_str_has_prefix (text + *offset, forms[i].text))
      {
        *removal = forms[i].removal;
        *offset += strlen (forms[i].text);
        return TRUE;
      }

  return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                         _("expected the hit “(2>1)”, “(1>0)”, “(-)” or “(r)” at character %u"),
                         *offset + 1);
}

/* A move or friendly jump: the part after the separator. */
static gboolean
parse_move (const char             *text,
            guint                   offset,
            const OferhlypPosition *pos,
            QuintetMove            *turn,
            GError                **error)
{
  QuintetSide side = pos->header.side;
  gboolean jump = text[offset] == '~';
  guint from = turn->path[0], to = 0, over;
  guint to_offset = ++offset;
  char from_name[3], to_name[3], over_name[3];

  if (!quintet_geometry_parse_cell (&oferhlyp_grid.geometry, text, &offset, &to, error))
    return FALSE;
  square_name (from, from_name);
  square_name (to, to_name);

  if (!jump && !is_neighbour (from, to))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("%s is not next to %s (character %u)"), to_name, from_name, to_offset + 1);
  over = jump ? jumped_square (from, to) : NO_SQUARE;
  if (jump && over == NO_SQUARE)
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("a jump from %s cannot land on %s (character %u)"), from_name, to_name,
                           to_offset + 1);
  if (jump)
    square_name (over, over_name);
  if (jump && !((pos->tokens[0] | pos->tokens[1]) & BIT (over)))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("there is no token on %s to jump over (character %u)"), over_name,
                           to_offset + 1);
  /* A jump that cannot land says so before any word on its mark */
  if ((pos->tokens[0] | pos->tokens[1]) & BIT (to))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("%s is not empty (character %u)"), to_name, to_offset + 1);
  if (jump && !(pos->tokens[side] & BIT (over)))
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("the token on %s is an enemy, write “x” to attack it (character %u)"),
                           over_name, to_offset);
  if (text[offset] != '\0')
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("unexpected text at character %u"), offset + 1);

  quintet_move_push (turn, to);
  turn->kind = jump ? TURN_FRIENDLY_JUMP : TURN_MOVE;
  return TRUE;
}

/* One "x[K]<square>(<hit>)" of a chain at text[*offset]; checks it
 * against the chain so far (@jumpable, @empty) and updates them. */
static gboolean
parse_attack_jump (const char             *text,
                   guint                  *offset,
                   const OferhlypPosition *pos,
                   QuintetMove            *turn,
                   guint64                *jumpable,
                   guint64                *empty,
                   GError                **error)
{
  QuintetSide side = pos->header.side;
  guint from = turn->path[turn->length - 1], to = 0, over;
  guint mark_offset = ++*offset, to_offset, hit_offset;
  gboolean marked = text[*offset] == 'K', removal = FALSE;
  char from_name[3], to_name[3], over_name[3];

  *offset += marked ? 1 : 0;
  to_offset = *offset;
  if (!quintet_geometry_parse_cell (&oferhlyp_grid.geometry, text, offset, &to, error))
    return FALSE;
  square_name (from, from_name);
  square_name (to, to_name);

  over = jumped_square (from, to);
  if (over == NO_SQUARE)
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("a jump from %s cannot land on %s (character %u)"), from_name, to_name,
                           to_offset + 1);
  square_name (over, over_name);
  if (!((pos->tokens[0] | pos->tokens[1]) & BIT (over)))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("there is no token on %s to attack (character %u)"), over_name, to_offset + 1);
  /* A jump that cannot land says so before any word on its mark */
  if (!(*empty & BIT (to)))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("%s is not empty (character %u)"), to_name, to_offset + 1);
  if (pos->tokens[side] & BIT (over))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           turn->length == 1
                           ? _("the token on %s is your own, write “~” for a friendly jump (character %u)")
                           : _("the token on %s is your own, a chain attacks only enemy tokens (character %u)"),
                           over_name, mark_offset);
  if (!(*jumpable & BIT (over)))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("the token on %s was already attacked this turn (character %u)"),
                           over_name, to_offset + 1);
  if (!check_king_mark (text, pos, over, to, marked, mark_offset, error))
    return FALSE;

  hit_offset = *offset;
  if (!parse_hit (text, offset, &removal, error))
    return FALSE;
  if (removal != ((pos->half & BIT (over)) != 0))
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           removal ? _("the token on %s is at full strength, write “(2>1)” (character %u)")
                                   : _("the token on %s is at half strength, write “(1>0)” (character %u)"),
                           over_name, hit_offset + 1);

  quintet_move_push (turn, to);
  *jumpable &= ~BIT (over);
  *empty = (*empty | BIT (from)) & ~BIT (to);

  /* OF-3: removing the king ends the game there */
  if (removal && (pos->kings & BIT (over)) && text[*offset] != '\0')
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           _("the king on %s is removed and the game is over: nothing may follow (character %u)"),
                           over_name, *offset + 1);
  return TRUE;
}

static gboolean
parse_attack (const char             *text,
              guint                   offset,
              const OferhlypPosition *pos,
              QuintetMove            *turn,
              GError                **error)
{
  QuintetSide side = pos->header.side;
  guint64 jumpable = pos->tokens[QUINTET_OTHER_SIDE (side)];
  guint64 empty = (BOARD & ~(pos->tokens[0] | pos->tokens[1])) | BIT (turn->path[0]);

  turn->kind = TURN_ATTACK;
  do
    {
      /* every enemy token attacked at most once keeps a chain to 14 jumps */
      if (!parse_attack_jump (text, &offset, pos, turn, &jumpable, &empty, error))
        return FALSE;
    }
  while (text[offset] == 'x');

  if (text[offset] != '\0')
    return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                           _("unexpected text at character %u"), offset + 1);
  return TRUE;
}

gboolean
_oferhlyp_parse_turn (QuintetGame   *game,
                      gconstpointer  position,
                      const char    *text,
                      QuintetMove   *turn,
                      GError       **error)
{
  const OferhlypPosition *pos = position;
  QuintetSide side = pos->header.side;
  QuintetMove parsed = { 0 };
  gboolean marked = text[0] == 'K';
  guint offset = marked ? 1 : 0;
  guint from = 0;
  char name[3];

  if (!quintet_geometry_parse_cell (&oferhlyp_grid.geometry, text, &offset, &from, error))
    return FALSE;
  square_name (from, name);
  if (!(pos->tokens[side] & BIT (from)))
    return notation_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                           /* Translators: "no Dark token on E3" */
                           _("no %s token on %s"), quintet_game_get_side_name (game, side), name);
  if (!check_king_mark (text, pos, from, from, marked, 0, error))
    return FALSE;
  quintet_move_push (&parsed, from);

  switch (text[offset])
    {
    case '-':
    case '~':
      if (!parse_move (text, offset, pos, &parsed, error))
        return FALSE;
      break;

    case 'x':
      if (!parse_attack (text, offset, pos, &parsed, error))
        return FALSE;
      break;

    default:
      return notation_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                             _("expected “-”, “~” or “x” at character %u"), offset + 1);
    }

  *turn = parsed;
  return TRUE;
}

/* ---- position text: rows 1 to 7, then the side to move ---- */

static const char token_symbols[2][2][2] = {   /* [side][king][half] */
  { { 'D', 'd' }, { 'J', 'P' } },
  { { 'L', 'l' }, { 'K', 'Q' } },
};

static const QuintetBoardText board_text = {
  SIZE, SIZE, QUINTET_GRID_RANK_1_TOP, TRUE, "LDldKQJP"
};

static char
token_symbol (gconstpointer position,
              guint         square)
{
  const OferhlypPosition *pos = position;
  guint64 bit = BIT (square);
  QuintetSide side = (pos->tokens[QUINTET_SIDE_1] & bit) ? QUINTET_SIDE_1 : QUINTET_SIDE_0;

  if (!((pos->tokens[0] | pos->tokens[1]) & bit))
    return 0;
  return token_symbols[side][(pos->kings & bit) != 0][(pos->half & bit) != 0];
}

char *
_oferhlyp_position_to_text (QuintetGame  *game,
                            gconstpointer position)
{
  const OferhlypPosition *pos = position;
  GString *text = g_string_new (NULL);

  quintet_board_text_append (text, &board_text, token_symbol, pos);
  g_string_append (text, pos->header.side == QUINTET_SIDE_0 ? " d" : " l");
  return g_string_free (text, FALSE);
}

/* Puts the token written as @symbol on @square. */
static gboolean
place_token (gpointer     position,
             char         symbol,
             guint        square,
             const char  *text,
             guint        offset,
             GError     **error)
{
  OferhlypPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (guint king = 0; king < 2; king++)
      for (guint half = 0; half < 2; half++)
        if (token_symbols[side][king][half] == symbol)
          {
            pos->tokens[side] |= BIT (square);
            if (king)
              pos->kings |= BIT (square);
            if (half)
              pos->half |= BIT (square);
          }
  return TRUE;
}

/* At most one king and 14 tokens a side; a side without its king has
 * just lost it (OF-3) and so is the side to move. */
static gboolean
check_tokens (QuintetGame            *game,
              const char             *text,
              const OferhlypPosition *pos,
              GError                **error)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      const char *name = quintet_game_get_side_name (game, side);
      guint kings = quintet_popcount64 (pos->tokens[side] & pos->kings);

      if (kings > 1)
        return position_error (error, text, _("%s has more than one king"), name);
      if (quintet_popcount64 (pos->tokens[side]) > MAX_TOKENS)
        return position_error (error, text, g_dngettext (GETTEXT_PACKAGE, "%s has more than %u token",
                                                                    "%s has more than %u tokens", MAX_TOKENS),
                               name, MAX_TOKENS);
      if (kings == 0 && side != pos->header.side)
        return position_error (error, text, _("%s has no king, so it must be the side to move"), name);
    }

  return TRUE;
}

gboolean
_oferhlyp_position_from_text (QuintetGame  *game,
                              const char   *text,
                              gpointer      position,
                              GError      **error)
{
  OferhlypPosition *pos = position;
  const char *side_field = strchr (text, ' ');
  QuintetSide to_move;

  memset (pos, 0, sizeof *pos);
  if (side_field == NULL || strchr (side_field + 1, ' ') != NULL)
    return position_error (error, text, _("expected two fields: board and side to move"));
  if (!quintet_board_text_parse (&board_text, text, place_token, pos, error))
    return FALSE;

  if (!quintet_game_parse_side_field (text, side_field + 1, "dl", &to_move, error))
    return FALSE;
  pos->header.side = to_move;

  if (!check_tokens (game, text, pos, error))
    return FALSE;

  pos->header.hash = _oferhlyp_compute_hash (game, pos);
  return TRUE;
}
