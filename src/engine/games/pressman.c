/* pressman.c — Pressman, as specified in rules/pressman.md
 *
 * Squares are numbered rank * 8 + file (a1 = 0, h8 = 63), which is also the
 * cell id. Each side's soldiers are a 64-bit board; a turn's click path is
 * from, to and, for a regeneration, the square of the new soldier.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pressman.h"
#include "games-private.h"
#include "quintet-bits.h"
#include "quintet-board-text.h"
#include "quintet-geometry.h"
#include "quintet-text.h"
#include "quintet-zobrist.h"

#define N_SQUARES    64
#define MAX_SOLDIERS 28
#define RANK_1       G_GUINT64_CONSTANT (0x00000000000000ff)
#define RANK_8       G_GUINT64_CONSTANT (0xff00000000000000)
#define RANKS_1_TO_4 G_GUINT64_CONSTANT (0x00000000ffffffff)
#define BIT(square)  (G_GUINT64_CONSTANT (1) << (square))

/* A square's name, "a1" … */
#define square_name(square, name) quintet_square_name (square, 8, QUINTET_GRID_DEFAULT, name)

typedef struct {
  QuintetPositionHeader header;
  guint64               soldiers[2];   /* by side */
  guint64               inactive;      /* PR-5, either side */
  guint8                reserve[2];
} PressmanPosition;

enum {
  PRESSMAN_REASON_ANNIHILATION = QUINTET_REASON_GAME,
};

struct _QuintetPressman
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetPressman, quintet_pressman, QUINTET_TYPE_GAME)

/* ray_masks[square][direction]: the squares outward from square. Directions
 * 0–3 run towards higher square numbers, 4–7 towards lower ones. */
static guint64 ray_masks[N_SQUARES][8];
static QuintetSquareGrid grid;
static QuintetZoneInfo zones[2];

/* ---- helpers ---- */

static inline guint64
home_base (QuintetSide side)
{
  return side == QUINTET_SIDE_0 ? RANK_1 : RANK_8;
}

static inline guint64
own_half (QuintetSide side)
{
  return side == QUINTET_SIDE_0 ? RANKS_1_TO_4 : ~RANKS_1_TO_4;
}

/* Zobrist layout: 1 + (side * 2 + inactive) * 64 + square; then the reserves */
static inline guint64
soldier_key (QuintetSide side,
             gboolean    inactive,
             guint       square)
{
  return quintet_zobrist_keys[1 + (side * 2 + (inactive ? 1 : 0)) * N_SQUARES + square];
}

static inline guint64
reserve_key (QuintetSide side,
             guint       count)
{
  return quintet_zobrist_keys[1 + 4 * N_SQUARES + side * (MAX_SOLDIERS + 1) + count];
}

/* ---- geometry ---- */

static void
init_tables (void)
{
  static const int directions[8][2] = {
    { 0, 1 }, { 1, 1 }, { 1, 0 }, { -1, 1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { 1, -1 },
  };

  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      {
        int file = square % 8 + directions[d][0];
        int rank = square / 8 + directions[d][1];

        for (; file >= 0 && file < 8 && rank >= 0 && rank < 8;
             file += directions[d][0], rank += directions[d][1])
          ray_masks[square][d] |= BIT (rank * 8 + file);
      }
}

/* The board is 8 × 8 squares; each side's home base is a zone (PR-3). */
static void
init_geometry (void)
{
  quintet_square_grid_init (&grid, 8, 8, QUINTET_GRID_DEFAULT);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      zones[side] = (QuintetZoneInfo) { QUINTET_ZONE_HOME, side, 0, 8, { 0 } };
      for (guint file = 0; file < 8; file++)
        zones[side].cells[file] = (side == QUINTET_SIDE_0 ? 0 : 56) + file;
    }
  grid.geometry.n_zones = G_N_ELEMENTS (zones);
  grid.geometry.zones = zones;
}

static const QuintetGeometry *
quintet_pressman_get_geometry (QuintetGame *game)
{
  return &grid.geometry;
}

static void
quintet_pressman_describe_position (QuintetGame     *game,
                                    gconstpointer    position,
                                    QuintetCellView *views)
{
  const PressmanPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (guint64 rest = pos->soldiers[side]; rest; rest &= rest - 1)
      {
        guint square = quintet_lowest_bit (rest);

        views[square].height = 1;
        views[square].stack[0] = side;
        views[square].flags = (pos->inactive & BIT (square)) ? QUINTET_PIECE_INACTIVE : 0;
      }
}

static int
quintet_pressman_get_reserve (QuintetGame  *game,
                              gconstpointer position,
                              QuintetSide   side)
{
  return ((const PressmanPosition *) position)->reserve[side];
}

/* ---- rules ---- */

static guint64
quintet_pressman_compute_hash (QuintetGame  *game,
                               gconstpointer position)
{
  const PressmanPosition *pos = position;
  guint64 hash = 0;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      for (guint64 rest = pos->soldiers[side]; rest; rest &= rest - 1)
        {
          guint square = quintet_lowest_bit (rest);

          hash ^= soldier_key (side, (pos->inactive & BIT (square)) != 0, square);
        }
      hash ^= reserve_key (side, pos->reserve[side]);
    }
  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];

  return hash;
}

static void
quintet_pressman_start_position (QuintetGame *game,
                                 QuintetSide  first,
                                 gpointer     position)
{
  PressmanPosition *pos = position;

  /* PR-1: either side may move first */
  memset (pos, 0, sizeof *pos);
  pos->soldiers[QUINTET_SIDE_0] = G_GUINT64_CONSTANT (0x000000000000ffff);
  pos->soldiers[QUINTET_SIDE_1] = G_GUINT64_CONSTANT (0xffff000000000000);
  pos->reserve[QUINTET_SIDE_0] = pos->reserve[QUINTET_SIDE_1] = 12;
  pos->header.side = first;
  pos->header.hash = quintet_pressman_compute_hash (game, pos);
}

/* Where a queen-moving soldier on @square can go: each ray up to and
 * including its first blocker (own blockers are removed by the caller). */
static inline guint64
queen_targets (guint   square,
               guint64 occupied)
{
  guint64 targets = 0;

  for (guint d = 0; d < 4; d++)
    {
      guint64 ray = ray_masks[square][d];
      guint64 blockers = ray & occupied;

      if (blockers)
        ray &= ~ray_masks[quintet_lowest_bit (blockers)][d];
      targets |= ray;
    }
  for (guint d = 4; d < 8; d++)
    {
      guint64 ray = ray_masks[square][d];
      guint64 blockers = ray & occupied;

      if (blockers)
        ray &= ~ray_masks[quintet_highest_bit (blockers)][d];
      targets |= ray;
    }

  return targets;
}

static guint
quintet_pressman_generate_turns (QuintetGame  *game,
                                 gconstpointer position,
                                 QuintetMove  *turns,
                                 guint         capacity)
{
  QuintetTurnSink sink = QUINTET_TURN_SINK_INIT (turns, capacity);
  const PressmanPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint64 own = pos->soldiers[side];
  guint64 occupied = own | pos->soldiers[QUINTET_OTHER_SIDE (side)];
  guint64 enemy_home = home_base (QUINTET_OTHER_SIDE (side));

  for (guint64 rest = own; rest; rest &= rest - 1)
    {
      guint from = quintet_lowest_bit (rest);
      guint64 targets = queen_targets (from, occupied) & ~own;
      guint64 raids;

      for (guint64 to = targets; to; to &= to - 1)
        quintet_move_set_from_to (quintet_turn_sink_add (&sink), from, quintet_lowest_bit (to), 0);

      /* PR-3/PR-4: an active soldier arriving on the enemy home base may
       * bring a reserve soldier onto an empty square of its own home base */
      raids = targets & enemy_home;
      if (raids == 0 || pos->reserve[side] == 0 || (pos->inactive & BIT (from)))
        continue;
      for (; raids; raids &= raids - 1)
        {
          guint to = quintet_lowest_bit (raids);
          guint64 empty = home_base (side) & ~((occupied & ~BIT (from)) | BIT (to));

          for (; empty; empty &= empty - 1)
            {
              QuintetMove *turn = quintet_turn_sink_add (&sink);

              quintet_move_set_from_to (turn, from, to, 0);
              quintet_move_push (turn, quintet_lowest_bit (empty));
            }
        }
    }

  return sink.n_turns;
}

/* The same turns as generate_turns, counted by popcount; only the picked
 * one is built. */
static guint
quintet_pressman_random_turn (QuintetGame  *game,
                              gconstpointer position,
                              guint32       random,
                              QuintetMove  *turn)
{
  const PressmanPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint64 own = pos->soldiers[side];
  guint64 occupied = own | pos->soldiers[QUINTET_OTHER_SIDE (side)];
  guint64 enemy_home = home_base (QUINTET_OTHER_SIDE (side));
  guint64 targets[N_SQUARES];
  guint8 counts[N_SQUARES];
  guint n_turns = 0, pick;

  for (guint64 rest = own; rest; rest &= rest - 1)
    {
      guint from = quintet_lowest_bit (rest);
      guint64 raids;

      targets[from] = queen_targets (from, occupied) & ~own;
      counts[from] = quintet_popcount64 (targets[from]);
      raids = targets[from] & enemy_home;
      if (raids != 0 && pos->reserve[side] > 0 && !(pos->inactive & BIT (from)))
        for (; raids; raids &= raids - 1)
          {
            guint64 to = raids & -raids;

            counts[from] += quintet_popcount64 (home_base (side) & ~((occupied & ~BIT (from)) | to));
          }
      n_turns += counts[from];
    }
  if (n_turns == 0)
    return 0;

  pick = ((guint64) random * n_turns) >> 32;
  for (guint64 rest = own; ; rest &= rest - 1)
    {
      guint from = quintet_lowest_bit (rest);
      guint64 plain = targets[from];

      if (pick >= counts[from])
        {
          pick -= counts[from];
          continue;
        }
      if (pick < (guint) quintet_popcount64 (plain))
        {
          quintet_move_set_from_to (turn, from, quintet_nth_bit (plain, pick), 0);
          return n_turns;
        }

      /* a regeneration: walk the raids in generate_turns order */
      pick -= quintet_popcount64 (plain);
      for (guint64 raids = plain & enemy_home; raids; raids &= raids - 1)
        {
          guint to = quintet_lowest_bit (raids);
          guint64 empty = home_base (side) & ~((occupied & ~BIT (from)) | BIT (to));

          if (pick >= (guint) quintet_popcount64 (empty))
            {
              pick -= quintet_popcount64 (empty);
              continue;
            }
          quintet_move_set_from_to (turn, from, to, 0);
          quintet_move_push (turn, quintet_nth_bit (empty, pick));
          return n_turns;
        }
      g_assert_not_reached ();
    }
}

static void
quintet_pressman_make_turn (QuintetGame       *game,
                            gpointer           position,
                            const QuintetMove *turn)
{
  PressmanPosition *pos = position;
  QuintetSide side = pos->header.side;
  QuintetSide other = QUINTET_OTHER_SIDE (side);
  guint from = turn->path[0];
  guint to = turn->path[1];
  gboolean was_inactive = (pos->inactive & BIT (from)) != 0;
  gboolean inactive = was_inactive;
  guint64 hash = pos->header.hash;

  pos->soldiers[side] &= ~BIT (from);
  hash ^= soldier_key (side, was_inactive, from);

  /* PR-2: a captured soldier leaves the game */
  if (pos->soldiers[other] & BIT (to))
    {
      pos->soldiers[other] &= ~BIT (to);
      hash ^= soldier_key (other, (pos->inactive & BIT (to)) != 0, to);
    }
  pos->inactive &= ~(BIT (from) | BIT (to));

  /* PR-5: ending a move on its own half makes a soldier active again */
  if (own_half (side) & BIT (to))
    inactive = FALSE;

  if (turn->length == 3)
    {
      guint placed = turn->path[2];

      /* PR-3: the new soldier arrives active; PR-5: the raider is spent */
      hash ^= reserve_key (side, pos->reserve[side]);
      pos->reserve[side]--;
      hash ^= reserve_key (side, pos->reserve[side]);
      pos->soldiers[side] |= BIT (placed);
      hash ^= soldier_key (side, FALSE, placed);
      inactive = TRUE;
    }

  pos->soldiers[side] |= BIT (to);
  if (inactive)
    pos->inactive |= BIT (to);
  hash ^= soldier_key (side, inactive, to);

  pos->header.side = other;
  pos->header.hash = hash ^ quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

static QuintetOutcome
quintet_pressman_position_outcome (QuintetGame  *game,
                                   gconstpointer position,
                                   guint         n_turns)
{
  const PressmanPosition *pos = position;
  QuintetSide side = pos->header.side;

  /* Total domination: a player with no soldier on the board loses */
  if (pos->soldiers[side] == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, QUINTET_OTHER_SIDE (side), PRESSMAN_REASON_ANNIHILATION };
  if (pos->soldiers[QUINTET_OTHER_SIDE (side)] == 0)
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, PRESSMAN_REASON_ANNIHILATION };

  /* PR-6(a): no legal move is a stalemate */
  if (n_turns == 0)
    return (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_NO_MOVE };

  return QUINTET_OUTCOME_ONGOING;
}

/* PR-6(c): captures and regenerations are progress */
static gboolean
quintet_pressman_is_progress (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  const PressmanPosition *pos = position;

  return turn->length == 3 ||
         (pos->soldiers[QUINTET_OTHER_SIDE (pos->header.side)] & BIT (turn->path[1])) != 0;
}

/* For the search's quiescence: a capture */
static gboolean
quintet_pressman_is_tactical (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  const PressmanPosition *pos = position;

  return (pos->soldiers[QUINTET_OTHER_SIDE (pos->header.side)] & BIT (turn->path[1])) != 0;
}

/* The app's sound: a move onto an enemy soldier captures it; a
 * raid's new soldier (PR-3) takes nothing by itself. */
static QuintetTurnSound
quintet_pressman_turn_sound (QuintetGame       *game,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  return quintet_pressman_is_tactical (game, position, turn) ? QUINTET_TURN_SOUND_CAPTURE
                                                             : QUINTET_TURN_SOUND_MOVE;
}

/* The evaluation's features, each side's count (own less the enemy's):
 * soldiers on the board; the reserve a raid could bring back (PR-3);
 * ranks advanced towards the enemy home base, where raids start; soldiers
 * in the four central files and ranks, where a queen's move reaches
 * furthest; inactive soldiers (PR-5), which cannot raid again. */
enum { TERM_SOLDIERS, TERM_RESERVE, TERM_ADVANCE, TERM_CENTRE, TERM_INACTIVE, N_TERMS };

static const QuintetEvalTerm pressman_eval_terms[N_TERMS] = {
  [TERM_SOLDIERS] = { "soldiers", 100 },
  [TERM_RESERVE]  = { "reserve", 20 },
  [TERM_ADVANCE]  = { "advance", 2 },
  [TERM_CENTRE]   = { "centre", 5 },
  [TERM_INACTIVE] = { "inactive", 15 },
};

#define CENTRE G_GUINT64_CONSTANT (0x00003c3c3c3c0000)

static int
side_features (const PressmanPosition *pos,
               QuintetSide             side,
               const int              *weights)
{
  guint64 soldiers = pos->soldiers[side];
  int advance = 0;

  for (guint rank = 0; rank < 8; rank++)
    advance += (int) (side == QUINTET_SIDE_0 ? rank : 7 - rank) * quintet_popcount64 (soldiers & (G_GUINT64_CONSTANT (0xff) << (8 * rank)));

  return weights[TERM_SOLDIERS] * quintet_popcount64 (soldiers) +
         weights[TERM_RESERVE] * pos->reserve[side] +
         weights[TERM_ADVANCE] * advance +
         weights[TERM_CENTRE] * quintet_popcount64 (soldiers & CENTRE) -
         weights[TERM_INACTIVE] * quintet_popcount64 (soldiers & pos->inactive);
}

static int
quintet_pressman_evaluate (QuintetGame  *game,
                           gconstpointer position,
                           const int    *weights)
{
  const PressmanPosition *pos = position;

  return side_features (pos, pos->header.side, weights) -
         side_features (pos, QUINTET_OTHER_SIDE (pos->header.side), weights);
}

static char *
quintet_pressman_describe_outcome (QuintetGame    *game,
                                   QuintetOutcome  outcome)
{
  if (outcome.reason == PRESSMAN_REASON_ANNIHILATION)
    /* Translators: "White wins: Black has no soldier left" */
    return g_strdup_printf (_("%s wins: %s has no soldier left"),
                            quintet_game_get_side_name (game, outcome.winner),
                            quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner)));

  return QUINTET_GAME_CLASS (quintet_pressman_parent_class)->describe_outcome (game, outcome);
}

/* ---- notation: c2-c5, c2xc7, c7-c8@e1 ---- */

static char *
quintet_pressman_format_turn (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  const PressmanPosition *pos = position;
  gboolean capture = (pos->soldiers[QUINTET_OTHER_SIDE (pos->header.side)] & BIT (turn->path[1])) != 0;
  char from[3], to[3], placed[3];

  square_name (turn->path[0], from);
  square_name (turn->path[1], to);
  if (turn->length == 3)
    {
      square_name (turn->path[2], placed);
      return g_strdup_printf ("%s%c%s@%s", from, capture ? 'x' : '-', to, placed);
    }

  return g_strdup_printf ("%s%c%s", from, capture ? 'x' : '-', to);
}

static gboolean
parse_syntax (const char   *text,
              QuintetMove  *turn,
              char         *separator,
              GError      **error)
{
  guint offset = 0;
  guint square;

  *turn = (QuintetMove) { 0 };
  if (!quintet_geometry_parse_cell (&grid.geometry, text, &offset, &square, error))
    return FALSE;
  quintet_move_push (turn, square);

  *separator = text[offset];
  if (*separator != '-' && *separator != 'x')
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                                    _("expected “-” or “x” at character %u"), offset + 1);
  offset++;
  if (!quintet_geometry_parse_cell (&grid.geometry, text, &offset, &square, error))
    return FALSE;
  quintet_move_push (turn, square);

  if (text[offset] == '@')
    {
      offset++;
      if (!quintet_geometry_parse_cell (&grid.geometry, text, &offset, &square, error))
        return FALSE;
      quintet_move_push (turn, square);
    }

  if (text[offset] != '\0')
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text,
                                    _("unexpected text at character %u"), offset + 1);

  return TRUE;
}

/* The same test as generate_turns, for one turn whose mover is known to
 * stand on path[0]. */
static gboolean
is_legal_turn (const PressmanPosition *pos,
               const QuintetMove      *turn)
{
  QuintetSide side = pos->header.side;
  guint from = turn->path[0], to = turn->path[1];
  guint64 occupied = pos->soldiers[0] | pos->soldiers[1];

  if (!(queen_targets (from, occupied) & ~pos->soldiers[side] & BIT (to)))
    return FALSE;
  if (turn->length == 2)
    return TRUE;

  return pos->reserve[side] > 0 && !(pos->inactive & BIT (from)) &&
         (home_base (QUINTET_OTHER_SIDE (side)) & BIT (to)) &&
         (home_base (side) & ~((occupied & ~BIT (from)) | BIT (to)) & BIT (turn->path[2]));
}

static char *explain_soldier_move (const PressmanPosition *pos,
                                   guint                   from,
                                   guint                   cell);

static gboolean
on_a_line (guint from,
           guint to)
{
  for (guint d = 0; d < 8; d++)
    if (ray_masks[from][d] & BIT (to))
      return TRUE;
  return FALSE;
}

/* Why a well-formed turn whose mover stands on path[0] is not legal: the
 * move itself, then the regeneration (PR-3 to PR-5). */
static gboolean
explain_illegal_turn (QuintetGame            *game,
                      const PressmanPosition *pos,
                      const char             *text,
                      const QuintetMove      *turn,
                      GError                **error)
{
  QuintetSide side = pos->header.side;
  const char *side_name = quintet_game_get_side_name (game, side);
  guint from = turn->path[0], to = turn->path[1];
  g_autofree char *why = NULL;
  char from_name[3], to_name[3];

  square_name (from, from_name);
  square_name (to, to_name);
  if (pos->soldiers[side] & BIT (to))
    /* Translators: "c5 holds a White soldier: a soldier captures only enemy soldiers" */
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                    _("%s holds a %s soldier: a soldier captures only enemy soldiers"),
                                    to_name, side_name);
  if (!on_a_line (from, to))
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                    _("a soldier moves along a rank, file or diagonal"));
  why = explain_soldier_move (pos, from, to);
  if (why != NULL)
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text, "%s", why);

  /* The move is legal: the regeneration is not */
  if (!(home_base (QUINTET_OTHER_SIDE (side)) & BIT (to)))
    /* Translators: "only a move that ends on Black’s home rank regenerates (PR-3)" */
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                    _("only a move that ends on %s’s home rank regenerates (PR-3)"),
                                    quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (side)));
  if (pos->inactive & BIT (from))
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                    _("the soldier on %s is inactive: it regenerates again only after a move back to its own half (PR-5)"),
                                    from_name);
  if (pos->reserve[side] == 0)
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                    _("%s’s reserve is empty: no regeneration (PR-4)"), side_name);
  return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text,
                                  _("the new soldier goes on an empty square of %s’s home rank (PR-3)"),
                                  side_name);
}

static gboolean
quintet_pressman_parse_turn (QuintetGame   *game,
                             gconstpointer  position,
                             const char    *text,
                             QuintetMove   *turn,
                             GError       **error)
{
  const PressmanPosition *pos = position;
  QuintetSide side = pos->header.side;
  QuintetMove parsed;
  char separator;
  gboolean capture;

  if (!parse_syntax (text, &parsed, &separator, error))
    return FALSE;

  if (!(pos->soldiers[side] & BIT (parsed.path[0])))
    /* Translators: "no White soldier on c3" */
    return quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text, _("no %s soldier on %.2s"),
                                    quintet_game_get_side_name (game, side), text);

  capture = (pos->soldiers[QUINTET_OTHER_SIDE (side)] & BIT (parsed.path[1])) != 0;
  if (capture != (separator == 'x'))
    {
      QuintetMove move = parsed;

      /* A move that is not legal says first why not (a soldier in the
       * way…): the separator is wrong only for a legal move */
      move.length = 2;
      if (!is_legal_turn (pos, &move))
        return explain_illegal_turn (game, pos, text, &move, error);
      return quintet_game_text_error (error, QUINTET_GAME_ERROR_NOTATION, text, "%s",
                                      capture ? _("this move captures, write “x” instead of “-”")
                                              : _("there is nothing to capture, write “-” instead of “x”"));
    }

  if (is_legal_turn (pos, &parsed))
    {
      *turn = parsed;
      return TRUE;
    }

  return explain_illegal_turn (game, pos, text, &parsed, error);
}

/* ---- guidance while clicking ---- */

static char *
quintet_pressman_describe_clicks (QuintetGame       *game,
                                  gconstpointer      position,
                                  const QuintetCell *clicks,
                                  guint              n_clicks,
                                  gboolean           can_finish)
{
  const PressmanPosition *pos = position;

  if (n_clicks == 0)
    /* Translators: %s is a side, e.g. "White to move: choose a soldier" */
    return g_strdup_printf (_("%s to move: choose a soldier"),
                            quintet_game_get_side_name (game, pos->header.side));
  /* PR-3: the regeneration is optional */
  if (n_clicks == 2 && can_finish)
    return g_strdup (_("Choose a home square for the new soldier, or end the turn here"));
  return NULL;
}

/* Why the soldier on @from cannot reach @cell: off its lines, or the
 * nearest piece on the way. */
static char *
explain_soldier_move (const PressmanPosition *pos,
                      guint                   from,
                      guint                   cell)
{
  guint64 occupied = pos->soldiers[0] | pos->soldiers[1];
  char name[3];

  for (guint d = 0; d < 8; d++)
    {
      guint64 between = ray_masks[from][d] & ~ray_masks[cell][d] & ~BIT (cell) & occupied;

      if (!(ray_masks[from][d] & BIT (cell)) || between == 0)
        continue;
      square_name (d < 4 ? quintet_lowest_bit (between) : quintet_highest_bit (between), name);
      /* Translators: "c4 is in the way" */
      return g_strdup_printf (_("%s is in the way"), name);
    }
  if (!(queen_targets (from, occupied) & BIT (cell)))
    return g_strdup (_("A soldier moves along a rank, file or diagonal"));
  return NULL;
}

static char *
quintet_pressman_explain_click (QuintetGame       *game,
                                gconstpointer      position,
                                const QuintetCell *clicks,
                                guint              n_clicks,
                                QuintetCell        cell)
{
  const PressmanPosition *pos = position;

  if (cell >= N_SQUARES)
    return NULL;
  if (n_clicks == 1 && (pos->soldiers[pos->header.side] & BIT (clicks[0])))
    return explain_soldier_move (pos, clicks[0], cell);
  /* The clicks are a whole move that may regenerate: only the square of
   * the new soldier can follow (PR-3) */
  if (n_clicks == 2)
    return g_strdup (_("The new soldier goes on an empty square of your home rank"));
  return NULL;
}

/* Whether the move @from to @to may regenerate (PR-3): some home square
 * can take the new soldier. */
static gboolean
may_regenerate (const PressmanPosition *pos,
                guint                   from,
                guint                   to)
{
  QuintetMove turn = { .path = { from, to }, .length = 3 };

  for (guint64 home = home_base (pos->header.side); home; home &= home - 1)
    {
      turn.path[2] = quintet_lowest_bit (home);
      if (is_legal_turn (pos, &turn))
        return TRUE;
    }
  return FALSE;
}

/* While the home square of the new soldier is chosen (PR-3): the board
 * with the move made, the soldier on the enemy home base and what it
 * captured gone, the same side to move. */
static gboolean
quintet_pressman_preview_path (QuintetGame       *game,
                               gconstpointer      position,
                               const QuintetCell *cells,
                               guint              n_cells,
                               gpointer           result)
{
  const PressmanPosition *pos = position;
  PressmanPosition *preview = result;
  QuintetMove move;

  if (n_cells != 2 || cells[0] >= N_SQUARES || cells[1] >= N_SQUARES ||
      !(pos->soldiers[pos->header.side] & BIT (cells[0])) || !may_regenerate (pos, cells[0], cells[1]))
    return FALSE;

  quintet_move_set_from_to (&move, cells[0], cells[1], 0);
  memcpy (preview, pos, sizeof *pos);
  quintet_pressman_make_turn (game, preview, &move);
  preview->header.side = pos->header.side;
  preview->header.hash = quintet_pressman_compute_hash (game, preview);
  return TRUE;
}

/* ---- position text: ranks 8 to 1, side, White's and Black's reserves ---- */

static const QuintetBoardText board_text = { 8, 8, QUINTET_GRID_DEFAULT, FALSE, "WBwb" };

/* W and B, in lower case while inactive (PR-5) */
static char
soldier_symbol (gconstpointer position,
                guint         square)
{
  const PressmanPosition *pos = position;
  char symbol = (pos->soldiers[0] & BIT (square)) ? 'W' : (pos->soldiers[1] & BIT (square)) ? 'B' : 0;

  return (pos->inactive & BIT (square)) ? g_ascii_tolower (symbol) : symbol;
}

static char *
quintet_pressman_position_to_text (QuintetGame  *game,
                                   gconstpointer position)
{
  const PressmanPosition *pos = position;
  GString *text = g_string_new (NULL);

  quintet_board_text_append (text, &board_text, soldier_symbol, pos);
  g_string_append_printf (text, " %c %u %u", pos->header.side == QUINTET_SIDE_0 ? 'w' : 'b',
                          pos->reserve[0], pos->reserve[1]);
  return g_string_free (text, FALSE);
}

static gboolean
place_soldier (gpointer     position,
               char         symbol,
               guint        square,
               const char  *text,
               guint        offset,
               GError     **error)
{
  PressmanPosition *pos = position;
  QuintetSide side = g_ascii_toupper (symbol) == 'W' ? QUINTET_SIDE_0 : QUINTET_SIDE_1;

  pos->soldiers[side] |= BIT (square);
  if (g_ascii_islower (symbol))
    {
      /* PR-5: only a raider that stays in the enemy half can be inactive */
      if (own_half (side) & BIT (square))
        return position_error (error, text, _("an inactive soldier cannot stand on its own half (PR-5, character %u)"),
                               offset);
      pos->inactive |= BIT (square);
    }
  return TRUE;
}

static gboolean
parse_reserve (const char  *text,
               const char  *field,
               const char  *side_name,
               guint8      *reserve,
               GError     **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (field, 10, 0, MAX_SOLDIERS, &value, NULL) || field[0] == '+')
    {
      g_autofree char *quoted = quintet_text_quote (field, -1);

      return position_error (error, text, _("%s’s reserve must be a number from 0 to %u, not “%s”"),
                             side_name, MAX_SOLDIERS, quoted);
    }

  *reserve = value;
  return TRUE;
}

static gboolean
quintet_pressman_position_from_text (QuintetGame  *game,
                                     const char   *text,
                                     gpointer      position,
                                     GError      **error)
{
  PressmanPosition *pos = position;
  g_auto (GStrv) fields = g_strsplit (text, " ", -1);
  QuintetSide to_move;

  memset (pos, 0, sizeof *pos);
  if (g_strv_length (fields) != 4)
    return position_error (error, text, _("expected four fields: board, side to move, White’s reserve, Black’s reserve"));

  if (!quintet_board_text_parse (&board_text, text, place_soldier, pos, error))
    return FALSE;

  if (!quintet_game_parse_side_field (text, fields[1], "wb", &to_move, error))
    return FALSE;
  pos->header.side = to_move;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      const char *name = quintet_game_get_side_name (game, side);
      guint on_board = quintet_popcount64 (pos->soldiers[side]);

      if (!parse_reserve (text, fields[2 + side], name, &pos->reserve[side], error))
        return FALSE;
      /* A side owns 28 soldiers: those on the board and those in reserve */
      if (on_board + pos->reserve[side] > MAX_SOLDIERS)
        /* Translators: "White has 29 soldiers on the board and in reserve together: more than the 28 a side owns" */
        return position_error (error, text, g_dngettext (GETTEXT_PACKAGE,
                                                         "%s has %u soldier on the board and in reserve together: more than the %u a side owns",
                                                         "%s has %u soldiers on the board and in reserve together: more than the %u a side owns",
                                                         on_board + pos->reserve[side]),
                               name, on_board + pos->reserve[side], MAX_SOLDIERS);
    }

  pos->header.hash = quintet_pressman_compute_hash (game, pos);
  return TRUE;
}

/* ---- class ---- */

static const QuintetGameVariant variants[] = {
  { "pressman", N_("Pressman"),
    N_("Queen-moving soldiers raid the enemy home base to raise new troops"),
    .beginner = { 15, 40, 25 }, .win_scale = 306 },
};

static void
quintet_pressman_class_init (QuintetPressmanClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  init_tables ();
  init_geometry ();

  game_class->variants = variants;
  game_class->n_variants = G_N_ELEMENTS (variants);
  game_class->inventor = NULL;              /* a traditional game */
  game_class->position_size = sizeof (PressmanPosition);
  game_class->side_names[0] = N_("White");
  game_class->side_names[1] = N_("Black");
  game_class->side_styles[0] = "white";
  game_class->side_styles[1] = "black";
  game_class->first_side_choice = TRUE;     /* PR-1 */
  game_class->repetition_limit = 3;         /* PR-6(b) */
  game_class->no_progress_limit = 100;      /* PR-6(c) */

  game_class->get_geometry = quintet_pressman_get_geometry;
  game_class->describe_position = quintet_pressman_describe_position;
  game_class->get_reserve = quintet_pressman_get_reserve;
  game_class->start_position = quintet_pressman_start_position;
  game_class->generate_turns = quintet_pressman_generate_turns;
  game_class->make_turn = quintet_pressman_make_turn;
  game_class->random_turn = quintet_pressman_random_turn;
  game_class->position_outcome = quintet_pressman_position_outcome;
  game_class->is_progress = quintet_pressman_is_progress;
  game_class->is_irreversible = quintet_pressman_is_progress;   /* fewer soldiers or reserves */
  game_class->compute_hash = quintet_pressman_compute_hash;
  game_class->evaluate = quintet_pressman_evaluate;
  game_class->eval_terms = pressman_eval_terms;
  game_class->n_eval_terms = N_TERMS;
  /* Every soldier moves like a queen, so a position holds a dozen or more
   * captures: four turns of them cost about 50 times the nodes of two
   * (depth 1 in a mid-game position: 55,000 nodes against 964), and two
   * let the search see a turn deeper in the same time */
  game_class->quiescence_depth = 2;
  game_class->is_tactical = quintet_pressman_is_tactical;
  game_class->turn_sound = quintet_pressman_turn_sound;
  game_class->describe_outcome = quintet_pressman_describe_outcome;
  game_class->format_turn = quintet_pressman_format_turn;
  game_class->parse_turn = quintet_pressman_parse_turn;
  game_class->position_to_text = quintet_pressman_position_to_text;
  game_class->position_from_text = quintet_pressman_position_from_text;
  game_class->describe_clicks = quintet_pressman_describe_clicks;
  game_class->explain_click = quintet_pressman_explain_click;
  game_class->preview_path = quintet_pressman_preview_path;
}

static void
quintet_pressman_init (QuintetPressman *self)
{
}
