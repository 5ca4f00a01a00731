/* opprimo.c — Opprimo, as specified in rules/opprimo.md
 *
 * Cells: the 45 points (soldiers) and the 66 triangles (Kings) in one id
 * space, from the board data of opprimo-board.c. A position holds each
 * side's soldiers as a 45-bit board, the Officers of either side as a
 * third, and the triangle of each King (NO_KING before its placement).
 *
 * A turn's click path: [triangle] for a placement (OP-1), [triangle,
 * triangle] for a King's step, [from, to] for a soldier's step or
 * conversion. Its kind tells them apart; its flags hold the soldier's
 * direction and whether it promotes (promotion is not a choice).
 *
 * Notation, position text and the guidance texts are in opprimo-text.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "opprimo-private.h"

enum {
  OPPRIMO_REASON_TRAPPED = QUINTET_REASON_GAME,   /* OP-3 */
  OPPRIMO_REASON_STEPPED_INTO_TRAP,               /* OP-3, the King's own step */
};

struct _QuintetOpprimo
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetOpprimo, quintet_opprimo, QUINTET_TYPE_GAME)

/* The most turns any position text can give, not only play: each of the
 * 45 points may hold a soldier of the side to move, with at most one turn
 * in each of its 6 directions (a step or the conversion beyond), and the
 * King has at most 3 steps (placements, 12, come alone). Play keeps 20
 * soldiers, but a position text may hold more, and the lists below must
 * not overflow on any input. */
#define MAX_TURNS (N_POINTS * N_DIRECTIONS + 3)

/* ---- hashing ---- */

/* Zobrist layout: 1 + (side × 2 + officer) × 45 + point; then per side
 * 67 keys for the King's triangle (66: not placed) */
static inline guint64
soldier_key (QuintetSide side,
             gboolean    officer,
             guint       point)
{
  return quintet_zobrist_keys[1 + (side * 2 + (officer ? 1 : 0)) * N_POINTS + point];
}

static inline guint64
king_key (QuintetSide side,
          guint       king)
{
  return quintet_zobrist_keys[1 + 4 * N_POINTS + side * (N_TRIANGLES + 1) +
                              (king == NO_KING ? N_TRIANGLES : king)];
}

guint64
_opprimo_compute_hash (QuintetGame  *game,
                       gconstpointer position)
{
  const OpprimoPosition *pos = position;
  guint64 hash = 0;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      for (guint64 rest = pos->soldiers[side]; rest; rest &= rest - 1)
        {
          guint point = quintet_lowest_bit (rest);

          hash ^= soldier_key (side, (pos->officers & BIT (point)) != 0, point);
        }
      hash ^= king_key (side, pos->king[side]);
    }
  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];

  return hash;
}

/* ---- board ---- */

static const QuintetGeometry *
quintet_opprimo_get_geometry (QuintetGame *game)
{
  return &opprimo_board.geometry;
}

static void
quintet_opprimo_describe_position (QuintetGame     *game,
                                   gconstpointer    position,
                                   QuintetCellView *views)
{
  const OpprimoPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      for (guint64 rest = pos->soldiers[side]; rest; rest &= rest - 1)
        {
          guint point = quintet_lowest_bit (rest);

          views[point].height = 1;
          views[point].stack[0] = side;
          views[point].flags = (pos->officers & BIT (point)) ? QUINTET_PIECE_OFFICER : 0;
        }
      if (pos->king[side] != NO_KING)
        {
          QuintetCellView *view = &views[TRIANGLE_CELL (pos->king[side])];

          view->height = 1;
          view->stack[0] = side;
          view->flags = QUINTET_PIECE_KING;
        }
    }
}

/* A King waiting for its placement (OP-1) is the one piece beside the
 * board; once both are placed there is nothing in reserve to show. */
static int
quintet_opprimo_get_reserve (QuintetGame  *game,
                             gconstpointer position,
                             QuintetSide   side)
{
  const OpprimoPosition *pos = position;

  if (pos->king[QUINTET_SIDE_0] != NO_KING && pos->king[QUINTET_SIDE_1] != NO_KING)
    return -1;
  return pos->king[side] == NO_KING ? 1 : 0;
}

static void
quintet_opprimo_start_position (QuintetGame *game,
                                QuintetSide  first,
                                gpointer     position)
{
  OpprimoPosition *pos = position;

  /* Yellow always moves first, beginning with the placements (OP-1) */
  memset (pos, 0, sizeof *pos);
  pos->soldiers[QUINTET_SIDE_0] = opprimo_board.start[QUINTET_SIDE_0];
  pos->soldiers[QUINTET_SIDE_1] = opprimo_board.start[QUINTET_SIDE_1];
  pos->king[QUINTET_SIDE_0] = pos->king[QUINTET_SIDE_1] = NO_KING;
  pos->header.side = QUINTET_SIDE_0;
  pos->header.hash = _opprimo_compute_hash (game, pos);
}

/* ---- generating turns ---- */

/* A turn packed in 32 bits while the list is drawn up: kind, the soldier's
 * direction and promotion, and the two cells. */
typedef guint32 Entry;

#define ENTRY(kind, flags, from, to) ((Entry) ((kind) << 24 | (flags) << 16 | (from) << 8 | (to)))

static inline void
entry_to_turn (Entry        entry,
               QuintetMove *turn)
{
  guint kind = entry >> 24;

  *turn = (QuintetMove) { .kind = kind, .flags = (entry >> 16) & 0xff };
  turn->path[0] = (entry >> 8) & 0xff;
  turn->length = 1;
  if (kind != TURN_PLACE)
    turn->path[turn->length++] = entry & 0xff;
}

/* Every legal turn, in the one order generate_turns and random_turn
 * share: placements in the castle's order; else each soldier from the
 * lowest point, its directions in order, then the King's steps. */
static guint
collect_turns (const OpprimoPosition *pos,
               Entry                 *entries)
{
  QuintetSide side = pos->header.side;
  guint64 own = pos->soldiers[side];
  guint64 enemy = pos->soldiers[QUINTET_OTHER_SIDE (side)];
  guint64 empty = ~(own | enemy);
  guint n = 0;
  guint king = pos->king[side];

  /* OP-1: each side's first turn places its King in its castle */
  if (king == NO_KING)
    {
      for (guint k = 0; k < CASTLE_SIZE; k++)
        entries[n++] = ENTRY (TURN_PLACE, 0, TRIANGLE_CELL (opprimo_board.castle[side][k]), 0);
      return n;
    }

  for (guint64 rest = own; rest; rest &= rest - 1)
    {
      guint from = quintet_lowest_bit (rest);
      gboolean officer = (pos->officers & BIT (from)) != 0;
      guint directions = allowed_directions (pos, side, from);
      const guint8 *next = opprimo_board.neighbour[from];

      for (guint d = 0; d < N_DIRECTIONS; d++)
        {
          guint to = next[d], beyond;
          TurnKind kind = TURN_STEP;

          if (!(directions & (1u << d)) || to == NO_POINT)
            continue;
          if (!(empty & BIT (to)))
            {
              /* a conversion: over an adjacent enemy onto the empty point beyond */
              beyond = opprimo_board.neighbour[to][d];
              if (!(enemy & BIT (to)) || beyond == NO_POINT || !(empty & BIT (beyond)))
                continue;
              to = beyond;
              kind = TURN_CONVERT;
            }
          entries[n++] = ENTRY (kind, d | (!officer && (opprimo_board.stars[side] & BIT (to)) ? FLAG_PROMOTES : 0),
                                from, to);
        }
    }

  /* The King steps to a neighbouring triangle of its own castle */
  for (guint k = 0; k < opprimo_board.n_adjacent[king]; k++)
    {
      guint to = opprimo_board.adjacent[king][k];

      if (opprimo_board.castle_owner[to] == (int) side)
        entries[n++] = ENTRY (TURN_KING, 0, TRIANGLE_CELL (king), TRIANGLE_CELL (to));
    }

  g_assert (n <= MAX_TURNS);
  return n;
}

static guint
quintet_opprimo_generate_turns (QuintetGame  *game,
                                gconstpointer position,
                                QuintetMove  *turns,
                                guint         capacity)
{
  Entry entries[MAX_TURNS];
  guint n = collect_turns (position, entries);

  for (guint i = 0; i < n && i < capacity; i++)
    entry_to_turn (entries[i], &turns[i]);
  return n;
}

/* The turns are counted as small entries; only the picked one is built. */
static guint
quintet_opprimo_random_turn (QuintetGame  *game,
                             gconstpointer position,
                             guint32       random,
                             QuintetMove  *turn)
{
  Entry entries[MAX_TURNS];
  guint n = collect_turns (position, entries);

  if (n > 0)
    entry_to_turn (entries[((guint64) random * n) >> 32], turn);
  return n;
}

/* The legal turn with the path and kind of @wanted (its flags are
 * derived), for the parser; FALSE when there is none. */
gboolean
_opprimo_find_turn (const OpprimoPosition *pos,
                    const QuintetMove     *wanted,
                    QuintetMove           *found)
{
  Entry entries[MAX_TURNS];
  guint n = collect_turns (pos, entries);

  for (guint i = 0; i < n; i++)
    {
      QuintetMove turn;

      entry_to_turn (entries[i], &turn);
      if (turn.kind == wanted->kind && turn.length == wanted->length &&
          memcmp (turn.path, wanted->path, turn.length) == 0)
        {
          *found = turn;
          return TRUE;
        }
    }
  return FALSE;
}

/* ---- making turns ---- */

static inline void
move_king (OpprimoPosition *pos,
           QuintetSide      side,
           guint            triangle)
{
  pos->header.hash ^= king_key (side, pos->king[side]) ^ king_key (side, triangle);
  pos->king[side] = triangle;
}

static void
quintet_opprimo_make_turn (QuintetGame       *game,
                           gpointer           position,
                           const QuintetMove *turn)
{
  OpprimoPosition *pos = position;
  QuintetSide side = pos->header.side;
  QuintetSide other = QUINTET_OTHER_SIDE (side);

  if (turn->kind == TURN_PLACE)
    move_king (pos, side, CELL_TRIANGLE (turn->path[0]));
  else if (turn->kind == TURN_KING)
    move_king (pos, side, CELL_TRIANGLE (turn->path[1]));
  else
    {
      guint from = turn->path[0], to = turn->path[1];
      gboolean officer = (pos->officers & BIT (from)) != 0;
      guint64 hash = pos->header.hash;

      pos->soldiers[side] &= ~BIT (from);
      pos->officers &= ~BIT (from);
      hash ^= soldier_key (side, officer, from);

      if (turn->kind == TURN_CONVERT)
        {
          guint jumped = opprimo_board.neighbour[from][turn->flags & FLAG_DIRECTION_MASK];
          gboolean jumped_officer = (pos->officers & BIT (jumped)) != 0;

          /* the jumped soldier changes colour; an Officer becomes an
           * ordinary soldier of the converting side (OP-2) */
          hash ^= soldier_key (other, jumped_officer, jumped) ^ soldier_key (side, FALSE, jumped);
          pos->soldiers[other] &= ~BIT (jumped);
          pos->soldiers[side] |= BIT (jumped);
          pos->officers &= ~BIT (jumped);
        }

      /* Promotion on one of the side's stars */
      officer = officer || (turn->flags & FLAG_PROMOTES);
      pos->soldiers[side] |= BIT (to);
      if (officer)
        pos->officers |= BIT (to);
      pos->header.hash = hash ^ soldier_key (side, officer, to);
    }

  pos->header.side = other;
  pos->header.hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

/* ---- the end of the game ---- */

/* OP-3: all three corners of the King's triangle held by enemy soldiers */
static inline gboolean
is_trapped (const OpprimoPosition *pos,
            QuintetSide            side)
{
  guint king = pos->king[side];

  return king != NO_KING &&
         (pos->soldiers[QUINTET_OTHER_SIDE (side)] & opprimo_board.corner_mask[king]) ==
           opprimo_board.corner_mask[king];
}

static QuintetOutcome
quintet_opprimo_position_outcome (QuintetGame  *game,
                                  gconstpointer position,
                                  guint         n_turns)
{
  const OpprimoPosition *pos = position;
  QuintetSide side = pos->header.side;
  QuintetSide mover = QUINTET_OTHER_SIDE (side);

  /* OP-3, checked after every turn for both Kings. The mover's own King
   * can only be trapped by its own step into the trap (a turn never adds
   * enemy soldiers), so it is checked first and loses at once. */
  if (is_trapped (pos, mover))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, OPPRIMO_REASON_STEPPED_INTO_TRAP };
  if (is_trapped (pos, side))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, mover, OPPRIMO_REASON_TRAPPED };

  /* OP-4: a player with no legal turn loses */
  if (n_turns == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, mover, QUINTET_REASON_NO_MOVE };

  return QUINTET_OUTCOME_ONGOING;
}

/* OP-5: conversions and promotions reset the no-progress count */
static gboolean
quintet_opprimo_is_progress (QuintetGame       *game,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  return turn->kind == TURN_CONVERT || (turn->kind == TURN_STEP && (turn->flags & FLAG_PROMOTES));
}

/* A conversion can be converted back and an Officer converted to a plain
 * soldier, so neither is irreversible; a placed King never leaves. */
static gboolean
quintet_opprimo_is_irreversible (QuintetGame       *game,
                                 gconstpointer      position,
                                 const QuintetMove *turn)
{
  return turn->kind == TURN_PLACE;
}

/* For the search's quiescence step: the turn changes the material at
 * once (a conversion, a promotion) or traps the enemy King (OP-3, a win).
 * A soldier's turn leaves its point, lands, and by a conversion adds the
 * jumped point; a King's step or a placement never changes the material
 * and can only trap the mover's own King. */
static gboolean
quintet_opprimo_is_tactical (QuintetGame       *game,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  const OpprimoPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint king = pos->king[QUINTET_OTHER_SIDE (side)];
  guint64 own;

  if (turn->kind == TURN_CONVERT || (turn->kind == TURN_STEP && (turn->flags & FLAG_PROMOTES)))
    return TRUE;
  if (turn->kind != TURN_STEP || king == NO_KING)
    return FALSE;

  own = (pos->soldiers[side] & ~BIT (turn->path[0])) | BIT (turn->path[1]);
  return (own & opprimo_board.corner_mask[king]) == opprimo_board.corner_mask[king];
}

/* The app's sound: a conversion takes an enemy soldier; a
 * promotion or a trapped King takes none. */
static QuintetTurnSound
quintet_opprimo_turn_sound (QuintetGame       *game,
                            gconstpointer      position,
                            const QuintetMove *turn)
{
  return turn->kind == TURN_CONVERT ? QUINTET_TURN_SOUND_CAPTURE : QUINTET_TURN_SOUND_MOVE;
}

/* The evaluation's features, own less the enemy's: soldiers and Officers
 * (an Officer counts as a soldier and this more); enemy soldiers on the
 * corners of the own King's triangle (three trap it, OP-3); own soldiers
 * on them, which keep the enemy off; the rows soldiers have advanced
 * towards their stars. */
enum { TERM_SOLDIERS, TERM_OFFICERS, TERM_DANGER, TERM_GUARD, TERM_ADVANCE, N_TERMS };

static const QuintetEvalTerm opprimo_eval_terms[N_TERMS] = {
  [TERM_SOLDIERS] = { "soldiers", 100 },
  [TERM_OFFICERS] = { "officers", 40 },
  [TERM_DANGER]   = { "danger", 30 },
  [TERM_GUARD]    = { "guard", 6 },
  [TERM_ADVANCE]  = { "advance", 2 },
};

/* Each point's row, 0 … 12 from Yellow's side: rows of three points (b d f)
 * and of four (a c e g) alternate, from row 1's three. */
static guint8 point_row[N_POINTS];

static void
init_point_rows (void)
{
  for (guint point = 0, row = 0; point < N_POINTS; row++)
    for (guint i = 0; i < (row % 2 == 0 ? 3u : 4u); i++)
      point_row[point++] = row;
}

static int
side_features (const OpprimoPosition *pos,
               QuintetSide            side,
               const int             *weights)
{
  guint64 soldiers = pos->soldiers[side];
  guint king = pos->king[side];
  int advance = 0, score;

  for (guint64 rest = soldiers; rest; rest &= rest - 1)
    {
      guint row = point_row[quintet_lowest_bit (rest)];

      advance += side == QUINTET_SIDE_0 ? (int) row : 12 - (int) row;
    }

  score = weights[TERM_SOLDIERS] * quintet_popcount64 (soldiers) +
          weights[TERM_OFFICERS] * quintet_popcount64 (soldiers & pos->officers) +
          weights[TERM_ADVANCE] * advance;
  if (king != NO_KING)
    score += weights[TERM_GUARD] * quintet_popcount64 (soldiers & opprimo_board.corner_mask[king]) -
             weights[TERM_DANGER] * quintet_popcount64 (pos->soldiers[QUINTET_OTHER_SIDE (side)] &
                                                        opprimo_board.corner_mask[king]);

  return score;
}

static int
quintet_opprimo_evaluate (QuintetGame  *game,
                          gconstpointer position,
                          const int    *weights)
{
  const OpprimoPosition *pos = position;
  QuintetSide side = pos->header.side;

  return side_features (pos, side, weights) - side_features (pos, QUINTET_OTHER_SIDE (side), weights);
}

static char *
quintet_opprimo_describe_outcome (QuintetGame    *game,
                                  QuintetOutcome  outcome)
{
  const char *winner = quintet_game_get_side_name (game, outcome.winner);
  const char *loser = quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner));

  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == OPPRIMO_REASON_TRAPPED)
    /* Translators: "Yellow trapped the Red King" */
    return g_strdup_printf (_("%s trapped the %s King"), winner, loser);
  if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == OPPRIMO_REASON_STEPPED_INTO_TRAP)
    /* Translators: "Yellow wins: the Red King stepped into a trap" */
    return g_strdup_printf (_("%s wins: the %s King stepped into a trap"), winner, loser);
  if (outcome.status == QUINTET_STATUS_DRAW && outcome.reason == QUINTET_REASON_NO_PROGRESS)
    /* Translators: OP-5, e.g. "Draw: 100 turns without a conversion or a promotion" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Draw: %u turn without a conversion or a promotion",
                                         "Draw: %u turns without a conversion or a promotion",
                                         QUINTET_GAME_GET_CLASS (game)->no_progress_limit),
                            QUINTET_GAME_GET_CLASS (game)->no_progress_limit);

  return QUINTET_GAME_CLASS (quintet_opprimo_parent_class)->describe_outcome (game, outcome);
}

/* ---- class ---- */

static const QuintetGameVariant variants[] = {
  /* The showcase: both Kings in their castles (OP-1; they come in with
   * the first turns), a soldier of each side out */
  { "opprimo", N_("Opprimo"),
    N_("Soldiers convert the enemy by jumping over them; surround the King in its castle"),
    "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d7Y,c8R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R Y@cd2,R@de10 y",
    .beginner = { 15, 40, 25 }, .win_scale = 386 },
};

static void
quintet_opprimo_class_init (QuintetOpprimoClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  _opprimo_board_init ();

  game_class->variants = variants;
  game_class->n_variants = G_N_ELEMENTS (variants);
  game_class->inventor = "Rolly Estabillo";
  game_class->position_size = sizeof (OpprimoPosition);
  game_class->side_names[0] = N_("Yellow");
  game_class->side_names[1] = N_("Red");
  game_class->side_styles[0] = "yellow";
  game_class->side_styles[1] = "red";
  game_class->first_side_choice = FALSE;    /* Yellow always moves first */
  game_class->repetition_limit = 3;         /* OP-5 */
  game_class->no_progress_limit = 100;      /* OP-5 */

  game_class->get_geometry = quintet_opprimo_get_geometry;
  game_class->describe_position = quintet_opprimo_describe_position;
  game_class->get_reserve = quintet_opprimo_get_reserve;
  game_class->start_position = quintet_opprimo_start_position;
  game_class->generate_turns = quintet_opprimo_generate_turns;
  game_class->make_turn = quintet_opprimo_make_turn;
  game_class->random_turn = quintet_opprimo_random_turn;
  game_class->position_outcome = quintet_opprimo_position_outcome;
  game_class->is_progress = quintet_opprimo_is_progress;
  game_class->is_irreversible = quintet_opprimo_is_irreversible;
  game_class->compute_hash = _opprimo_compute_hash;
  game_class->evaluate = quintet_opprimo_evaluate;
  game_class->eval_terms = opprimo_eval_terms;
  game_class->n_eval_terms = N_TERMS;
  init_point_rows ();
  game_class->is_tactical = quintet_opprimo_is_tactical;
  game_class->turn_sound = quintet_opprimo_turn_sound;
  game_class->describe_outcome = quintet_opprimo_describe_outcome;
  game_class->format_turn = _opprimo_format_turn;
  game_class->parse_turn = _opprimo_parse_turn;
  game_class->position_to_text = _opprimo_position_to_text;
  game_class->position_from_text = _opprimo_position_from_text;
  game_class->describe_clicks = _opprimo_describe_clicks;
  game_class->explain_click = _opprimo_explain_click;
}

static void
quintet_opprimo_init (QuintetOpprimo *self)
{
}
