/* oferhlyp.c — Oferhlýp, as specified in rules/oferhlyp.md
 *
 * Squares are numbered row * 7 + file, rows counted from the top edge
 * (Light's side, row 1 = 0) as the rules number them: A1 = 0, G7 = 48. The
 * id is also the cell id. Each side's tokens are a 49-bit board; two more
 * boards mark the half-strength tokens and the kings of either side.
 *
 * A turn's click path is [from, to] for a move or a friendly jump and
 * [from, land1, land2, …] for an attack chain; its kind tells them apart.
 *
 * Notation and position text are in oferhlyp-text.c; oferhlyp-private.h
 * is what the two share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "oferhlyp-private.h"

enum {
  OFERHLYP_REASON_KING_REMOVED = QUINTET_REASON_GAME,   /* OF-3 */
  OFERHLYP_REASON_ONLY_KINGS,                           /* OF-4 */
};

struct _QuintetOferhlyp
{
  QuintetGame parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetOferhlyp, quintet_oferhlyp, QUINTET_TYPE_GAME)

/* The 8 directions N, NE, E, SE, S, SW, W, NW as a change of square id,
 * and the files a shift in that direction must not land on (wrapped). */
static const int direction_delta[8] = { -7, -6, 1, 8, 7, 6, -1, -8 };
static const guint64 direction_mask[8] = {
  BOARD, BOARD & ~FILE_A, BOARD & ~FILE_A, BOARD & ~FILE_A,
  BOARD, BOARD & ~FILE_G, BOARD & ~FILE_G, BOARD & ~FILE_G,
};

guint8 oferhlyp_neighbour[N_SQUARES][8];

/* The jumps that stay on the board from each square, in direction order,
 * and the squares they pass over: the hot loop of the chain walk */
typedef struct {
  guint8  n_jumps;
  guint8  over[8];
  guint8  land[8];
  guint64 over_mask;
} JumpTable;
static JumpTable jump_table[N_SQUARES];
QuintetSquareGrid oferhlyp_grid;

/* ---- helpers ---- */

static inline guint64
shift (guint64 bits,
       guint   direction)
{
  int delta = direction_delta[direction];

  return (delta > 0 ? bits << delta : bits >> -delta) & direction_mask[direction];
}

/* Zobrist layout: 1 + ((side * 2 + half) * 2 + king) * 49 + square */
static inline guint64
token_key (QuintetSide side,
           gboolean    half,
           gboolean    king,
           guint       square)
{
  return quintet_zobrist_keys[1 + ((side * 2 + (half ? 1 : 0)) * 2 + (king ? 1 : 0)) * N_SQUARES + square];
}

static inline guint64
key_at (const OferhlypPosition *pos,
        QuintetSide             side,
        guint                   square)
{
  return token_key (side, (pos->half & BIT (square)) != 0, (pos->kings & BIT (square)) != 0, square);
}

/* ---- geometry ---- */

static void
init_tables (void)
{
  static const int steps[8][2] = {   /* row, file change of each direction */
    { -1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 },
  };

  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      {
        int row = square / SIZE + steps[d][0];
        int file = square % SIZE + steps[d][1];

        oferhlyp_neighbour[square][d] = row >= 0 && row < SIZE && file >= 0 && file < SIZE
                               ? row * SIZE + file : NO_SQUARE;
      }

  for (guint square = 0; square < N_SQUARES; square++)
    for (guint d = 0; d < 8; d++)
      {
        JumpTable *table = &jump_table[square];
        guint over = oferhlyp_neighbour[square][d];

        if (over == NO_SQUARE || oferhlyp_neighbour[over][d] == NO_SQUARE)
          continue;
        table->over[table->n_jumps] = over;
        table->land[table->n_jumps++] = oferhlyp_neighbour[over][d];
        table->over_mask |= BIT (over);
      }
}

/* 7 × 7 squares named as the rules do ("E1"), row 1 (Light's edge) at
 * the top, so Dark, side 0, plays from the bottom; the corners are light. */
static void
init_geometry (void)
{
  quintet_square_grid_init (&oferhlyp_grid, SIZE, SIZE,
                            QUINTET_GRID_UPPER_CASE | QUINTET_GRID_RANK_1_TOP | QUINTET_GRID_A1_LIGHT);
}

static const QuintetGeometry *
quintet_oferhlyp_get_geometry (QuintetGame *game)
{
  return &oferhlyp_grid.geometry;
}

static void
quintet_oferhlyp_describe_position (QuintetGame     *game,
                                    gconstpointer    position,
                                    QuintetCellView *views)
{
  const OferhlypPosition *pos = position;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (guint64 rest = pos->tokens[side]; rest; rest &= rest - 1)
      {
        guint square = quintet_lowest_bit (rest);

        views[square].height = 1;
        views[square].stack[0] = side;
        views[square].flags = ((pos->half & BIT (square)) ? QUINTET_PIECE_HALF : 0) |
                              ((pos->kings & BIT (square)) ? QUINTET_PIECE_KING : 0);
      }
}

/* ---- rules ---- */

guint64
_oferhlyp_compute_hash (QuintetGame  *game,
                        gconstpointer position)
{
  const OferhlypPosition *pos = position;
  guint64 hash = 0;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    for (guint64 rest = pos->tokens[side]; rest; rest &= rest - 1)
      hash ^= key_at (pos, side, quintet_lowest_bit (rest));
  if (pos->header.side == QUINTET_SIDE_1)
    hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];

  return hash;
}

static void
quintet_oferhlyp_start_position (QuintetGame *game,
                                 QuintetSide  first,
                                 gpointer     position)
{
  OferhlypPosition *pos = position;

  /* Dark always moves first; the rules give no choice */
  memset (pos, 0, sizeof *pos);
  pos->tokens[QUINTET_SIDE_1] = (G_GUINT64_CONSTANT (1) << 14) - 1;     /* rows 1–2 */
  pos->tokens[QUINTET_SIDE_0] = pos->tokens[QUINTET_SIDE_1] << 35;     /* rows 6–7 */
  pos->kings = BIT (3) | BIT (45);                                     /* D1, D7 */
  pos->header.side = QUINTET_SIDE_0;
  pos->header.hash = _oferhlyp_compute_hash (game, pos);
}

/* Attack chains: a depth-first walk from one token. At each square the
 * token may jump in any direction over an enemy token not attacked yet
 * this turn (@jumpable) onto an empty square; every jump ends a turn of
 * its own (the player may stop), and removing a king ends the chain
 * (OF-3). Landing squares keep the parity of the start square, jumped
 * squares never have it, so a removed token's square never matters (OF-2). */
static guint
count_chains (guint    square,
              guint64  jumpable,
              guint64  empty,
              guint64  last_hit_kings)
{
  const JumpTable *table = &jump_table[square];
  guint count = 0;

  if (!(table->over_mask & jumpable))
    return 0;

  for (guint i = 0; i < table->n_jumps; i++)
    {
      guint over = table->over[i], land = table->land[i];

      if (!(jumpable & BIT (over)) || !(empty & BIT (land)))
        continue;
      count++;
      if (!(last_hit_kings & BIT (over)))
        count += count_chains (land, jumpable & ~BIT (over), (empty | BIT (square)) & ~BIT (land),
                               last_hit_kings);
    }

  return count;
}

typedef struct {
  QuintetTurnSink *sink;   /* where to write every chain, or NULL */
  guint            n_turns;
  guint            pick;   /* without a sink: the index of the chain wanted */
  QuintetMove     *picked;
} ChainWalk;

/* The same walk as count_chains, in the same order, building the paths:
 * all of them, or the one at walk->pick. Returns TRUE once it is built. */
static gboolean
walk_chains (ChainWalk   *walk,
             QuintetMove *path,
             guint64      jumpable,
             guint64      empty,
             guint64      last_hit_kings)
{
  guint square = path->path[path->length - 1];
  const JumpTable *table = &jump_table[square];

  for (guint i = 0; i < table->n_jumps; i++)
    {
      guint over = table->over[i], land = table->land[i];

      if (!(jumpable & BIT (over)) || !(empty & BIT (land)))
        continue;

      path->path[path->length++] = land;
      if (walk->sink != NULL)
        *quintet_turn_sink_add (walk->sink) = *path;
      else if (walk->n_turns == walk->pick)
        {
          *walk->picked = *path;
          return TRUE;
        }
      walk->n_turns++;
      /* Each jump attacks an enemy token not yet attacked (jumpable), so a
       * chain has at most MAX_TOKENS jumps and its path at most 15 cells:
       * the length test never cuts a chain, it only guards the array */
      if (!(last_hit_kings & BIT (over)) && path->length < QUINTET_MOVE_MAX_PATH &&
          walk_chains (walk, path, jumpable & ~BIT (over), (empty | BIT (square)) & ~BIT (land),
                       last_hit_kings))
        return TRUE;
      path->length--;
    }

  return FALSE;
}

/* The tokens of the side to move that can attack at all */
static guint64
attackers (guint64 own,
           guint64 enemy,
           guint64 empty)
{
  guint64 sources = 0;

  for (guint d = 0; d < 8; d++)
    {
      guint opposite = (d + 4) % 8;

      sources |= shift (shift (empty, opposite) & enemy, opposite) & own;
    }

  return sources;
}

/* The order of the list (random_turn counts in the same order): moves by
 * direction, then friendly jumps by direction, each by destination; then
 * the attack chains of each token in square order.
 *
 * Every prefix of a chain is a turn, so packed positions have many:
 * 20,000 random games from the start reach 2,592 at most, and contrived
 * ones (14 enemy tokens on the midpoints of one token's landing squares)
 * tens of thousands. */
static guint
quintet_oferhlyp_generate_turns (QuintetGame  *game,
                                 gconstpointer position,
                                 QuintetMove  *turns,
                                 guint         capacity)
{
  QuintetTurnSink sink = QUINTET_TURN_SINK_INIT (turns, capacity);
  const OferhlypPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint64 own = pos->tokens[side], enemy = pos->tokens[QUINTET_OTHER_SIDE (side)];
  guint64 empty = BOARD & ~(own | enemy);
  ChainWalk walk = { &sink, 0, 0, NULL };

  for (guint d = 0; d < 8; d++)
    for (guint64 to = shift (own, d) & empty; to; to &= to - 1)
      {
        guint target = quintet_lowest_bit (to);

        quintet_move_set_from_to (quintet_turn_sink_add (&sink), target - direction_delta[d], target, TURN_MOVE);
      }

  for (guint d = 0; d < 8; d++)
    for (guint64 to = shift (shift (own, d) & own, d) & empty; to; to &= to - 1)
      {
        guint target = quintet_lowest_bit (to);

        quintet_move_set_from_to (quintet_turn_sink_add (&sink), target - 2 * direction_delta[d], target, TURN_FRIENDLY_JUMP);
      }

  for (guint64 rest = attackers (own, enemy, empty); rest; rest &= rest - 1)
    {
      guint from = quintet_lowest_bit (rest);
      QuintetMove path = { .path = { from }, .length = 1, .kind = TURN_ATTACK };

      walk_chains (&walk, &path, enemy, empty, enemy & pos->kings & pos->half);
    }

  return sink.n_turns;
}

/* The same turns as generate_turns, counted by popcount (chains by a
 * walk that builds nothing); only the picked one is built. */
static guint
quintet_oferhlyp_random_turn (QuintetGame  *game,
                              gconstpointer position,
                              guint32       random,
                              QuintetMove  *turn)
{
  const OferhlypPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint64 own = pos->tokens[side], enemy = pos->tokens[QUINTET_OTHER_SIDE (side)];
  guint64 empty = BOARD & ~(own | enemy);
  guint64 last_hit_kings = enemy & pos->kings & pos->half;
  guint64 moves[8], jumps[8], sources = attackers (own, enemy, empty);
  guint chains[MAX_TOKENS];
  guint n_turns = 0, n_sources = 0, pick;

  for (guint d = 0; d < 8; d++)
    {
      moves[d] = shift (own, d) & empty;
      jumps[d] = shift (shift (own, d) & own, d) & empty;
      n_turns += quintet_popcount64 (moves[d]) + quintet_popcount64 (jumps[d]);
    }
  for (guint64 rest = sources; rest; rest &= rest - 1)
    {
      chains[n_sources] = count_chains (quintet_lowest_bit (rest), enemy, empty, last_hit_kings);
      n_turns += chains[n_sources++];
    }
  if (n_turns == 0)
    return 0;

  pick = ((guint64) random * n_turns) >> 32;
  for (guint list = 0; list < 2; list++)
    for (guint d = 0; d < 8; d++)
      {
        guint64 ends = list == 0 ? moves[d] : jumps[d];
        guint count = quintet_popcount64 (ends), to;

        if (pick >= count)
          {
            pick -= count;
            continue;
          }
        to = quintet_nth_bit (ends, pick);
        quintet_move_set_from_to (turn, to - (list + 1) * direction_delta[d], to,
                                  list == 0 ? TURN_MOVE : TURN_FRIENDLY_JUMP);
        return n_turns;
      }

  for (guint i = 0; ; i++, sources &= sources - 1)
    {
      QuintetMove path = { .path = { quintet_lowest_bit (sources) }, .length = 1, .kind = TURN_ATTACK };
      ChainWalk walk = { NULL, 0, pick, turn };

      if (pick >= chains[i])
        {
          pick -= chains[i];
          continue;
        }
      walk_chains (&walk, &path, enemy, empty, last_hit_kings);
      return n_turns;
    }
}

/* OF-2: a hit flips a full-strength token and removes a half-strength one
 * at once. */
static void
hit_token (OferhlypPosition *pos,
           QuintetSide       side,
           guint             square,
           guint64          *hash)
{
  guint64 bit = BIT (square);

  *hash ^= key_at (pos, side, square);
  if (pos->half & bit)
    {
      pos->tokens[side] &= ~bit;
      pos->half &= ~bit;
      pos->kings &= ~bit;
      return;
    }
  pos->half |= bit;
  *hash ^= key_at (pos, side, square);
}

/* Moves the token on path[0] to path[n_cells - 1], attacking on the way
 * when @attack; the side to move stays. */
static void
apply_path (OferhlypPosition  *pos,
            const QuintetCell *path,
            guint              n_cells,
            gboolean           attack)
{
  QuintetSide side = pos->header.side;
  guint from = path[0], to = path[n_cells - 1];
  guint64 hash = pos->header.hash ^ key_at (pos, side, from);
  guint64 flags = (pos->half | pos->kings) & BIT (from);

  if (attack)
    for (guint i = 1; i < n_cells; i++)
      hit_token (pos, QUINTET_OTHER_SIDE (side), (path[i - 1] + path[i]) / 2, &hash);

  pos->tokens[side] = (pos->tokens[side] & ~BIT (from)) | BIT (to);
  if (flags)
    {
      if (pos->half & BIT (from))
        pos->half = (pos->half & ~BIT (from)) | BIT (to);
      if (pos->kings & BIT (from))
        pos->kings = (pos->kings & ~BIT (from)) | BIT (to);
    }
  pos->header.hash = hash ^ key_at (pos, side, to);
}

static void
quintet_oferhlyp_make_turn (QuintetGame       *game,
                            gpointer           position,
                            const QuintetMove *turn)
{
  OferhlypPosition *pos = position;

  apply_path (pos, turn->path, turn->length, turn->kind == TURN_ATTACK);
  pos->header.side = QUINTET_OTHER_SIDE (pos->header.side);
  pos->header.hash ^= quintet_zobrist_keys[QUINTET_ZOBRIST_SIDE_KEY];
}

static QuintetOutcome
quintet_oferhlyp_position_outcome (QuintetGame  *game,
                                   gconstpointer position,
                                   guint         n_turns)
{
  const OferhlypPosition *pos = position;
  QuintetSide side = pos->header.side;
  guint64 tokens = pos->tokens[0] | pos->tokens[1];

  /* OF-3: a removed king ends the game, its owner loses */
  if (!(pos->kings & pos->tokens[side]))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, QUINTET_OTHER_SIDE (side), OFERHLYP_REASON_KING_REMOVED };
  if (!(pos->kings & pos->tokens[QUINTET_OTHER_SIDE (side)]))
    return (QuintetOutcome) { QUINTET_STATUS_WIN, side, OFERHLYP_REASON_KING_REMOVED };

  /* OF-4: only the two kings left is a stalemate */
  if (tokens == pos->kings)
    return (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, OFERHLYP_REASON_ONLY_KINGS };

  /* OF-6 (house rule): no legal turn is a draw */
  if (n_turns == 0)
    return (QuintetOutcome) { QUINTET_STATUS_DRAW, 0, QUINTET_REASON_NO_MOVE };

  return QUINTET_OUTCOME_ONGOING;
}

/* OF-7: only an attack is progress */
static gboolean
quintet_oferhlyp_is_progress (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  return turn->kind == TURN_ATTACK;
}

/* For the search's quiescence: an attack (a hit, maybe on a king) */
static gboolean
quintet_oferhlyp_is_tactical (QuintetGame       *game,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  return turn->kind == TURN_ATTACK;
}

/* The app's sound: an attack hits a token */
static QuintetTurnSound
quintet_oferhlyp_turn_sound (QuintetGame       *game,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  return turn->kind == TURN_ATTACK ? QUINTET_TURN_SOUND_CAPTURE : QUINTET_TURN_SOUND_MOVE;
}

/* The evaluation's features, own less the enemy's: hit points (two a
 * token, one at half strength); the king's again, on top (losing it loses
 * the game); tokens within two squares of the enemy king, ready to hit it;
 * tokens next to the own king, guarding it. */
enum { TERM_HIT_POINTS, TERM_KING, TERM_PRESSURE, TERM_GUARD, N_TERMS };

static const QuintetEvalTerm oferhlyp_eval_terms[N_TERMS] = {
  [TERM_HIT_POINTS] = { "hit-points", 50 },
  [TERM_KING]       = { "king", 200 },
  [TERM_PRESSURE]   = { "pressure", 8 },
  [TERM_GUARD]      = { "guard", 5 },
};

/* The squares at most one and at most two steps (a king's) from each square */
static guint64 near1[N_SQUARES], near2[N_SQUARES];

static void
init_near (void)
{
  for (guint a = 0; a < N_SQUARES; a++)
    for (guint b = 0; b < N_SQUARES; b++)
      {
        guint distance = MAX (ABS ((int) (a % SIZE) - (int) (b % SIZE)), ABS ((int) (a / SIZE) - (int) (b / SIZE)));

        if (distance == 1)
          near1[a] |= BIT (b);
        if (distance >= 1 && distance <= 2)
          near2[a] |= BIT (b);
      }
}

static int
hit_points (guint64 tokens,
            guint64 half)
{
  return 2 * quintet_popcount64 (tokens) - quintet_popcount64 (tokens & half);
}

static int
side_features (const OferhlypPosition *pos,
               QuintetSide             side,
               const int              *weights)
{
  guint64 tokens = pos->tokens[side];
  guint64 king = tokens & pos->kings, enemy_king = pos->tokens[QUINTET_OTHER_SIDE (side)] & pos->kings;
  int score = weights[TERM_HIT_POINTS] * hit_points (tokens, pos->half) +
              weights[TERM_KING] * hit_points (king, pos->half);

  if (enemy_king)
    score += weights[TERM_PRESSURE] * quintet_popcount64 (tokens & near2[quintet_lowest_bit (enemy_king)]);
  if (king)
    score += weights[TERM_GUARD] * quintet_popcount64 (tokens & near1[quintet_lowest_bit (king)]);

  return score;
}

static int
quintet_oferhlyp_evaluate (QuintetGame  *game,
                           gconstpointer position,
                           const int    *weights)
{
  const OferhlypPosition *pos = position;
  QuintetSide side = pos->header.side;

  return side_features (pos, side, weights) - side_features (pos, QUINTET_OTHER_SIDE (side), weights);
}

static char *
quintet_oferhlyp_describe_outcome (QuintetGame    *game,
                                   QuintetOutcome  outcome)
{
  switch (outcome.reason)
    {
    case OFERHLYP_REASON_KING_REMOVED:
      /* Translators: "Dark wins: the Light king was removed" */
      return g_strdup_printf (_("%s wins: the %s king was removed"),
                              quintet_game_get_side_name (game, outcome.winner),
                              quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (outcome.winner)));

    case OFERHLYP_REASON_ONLY_KINGS:
      return g_strdup (_("Draw: only the two kings are left"));

    case QUINTET_REASON_NO_PROGRESS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Draw: %u turn without an attack",
                                           "Draw: %u turns without an attack",
                                           QUINTET_GAME_GET_CLASS (game)->no_progress_limit),
                              QUINTET_GAME_GET_CLASS (game)->no_progress_limit);

    default:
      return QUINTET_GAME_CLASS (quintet_oferhlyp_parent_class)->describe_outcome (game, outcome);
    }
}

/* ---- partial turns ---- */

/* TRUE when @cells is the start of an attack chain by the side to move:
 * every jump over an enemy token not attacked before onto an empty
 * square, and no jump after a king was removed. */
static gboolean
is_attack_path (const OferhlypPosition *pos,
                const QuintetCell      *cells,
                guint                   n_cells)
{
  QuintetSide side = pos->header.side;
  guint64 jumpable = pos->tokens[QUINTET_OTHER_SIDE (side)];
  guint64 empty;

  if (n_cells < 2 || cells[0] >= N_SQUARES || !(pos->tokens[side] & BIT (cells[0])))
    return FALSE;

  empty = (BOARD & ~(pos->tokens[0] | pos->tokens[1])) | BIT (cells[0]);
  for (guint i = 1; i < n_cells; i++)
    {
      guint over = cells[i] < N_SQUARES ? jumped_square (cells[i - 1], cells[i]) : NO_SQUARE;

      if (over == NO_SQUARE || !(jumpable & BIT (over)) || !(empty & BIT (cells[i])))
        return FALSE;
      if ((pos->kings & pos->half & BIT (over)) && i + 1 < n_cells)
        return FALSE;
      jumpable &= ~BIT (over);
      empty = (empty | BIT (cells[i - 1])) & ~BIT (cells[i]);
    }

  return TRUE;
}

/* The board while a chain is clicked: the token on its latest landing
 * square, the tokens it passed over hit (flipped or removed). */
static gboolean
quintet_oferhlyp_preview_path (QuintetGame       *game,
                               gconstpointer      position,
                               const QuintetCell *cells,
                               guint              n_cells,
                               gpointer           result)
{
  if (!is_attack_path (position, cells, n_cells))
    return FALSE;

  memcpy (result, position, sizeof (OferhlypPosition));
  apply_path (result, cells, n_cells, TRUE);
  return TRUE;
}

/* One motion per jump, one step each, so the painter flips or removes the
 * token passed over as the jumper crosses it; a move is one motion. */
static guint
quintet_oferhlyp_path_motions (QuintetGame       *game,
                               gconstpointer      position,
                               const QuintetCell *cells,
                               guint              n_cells,
                               QuintetMotion     *motions,
                               guint              max_motions)
{
  guint n_motions = 0;

  for (guint i = 1; i < n_cells && n_motions < max_motions; i++)
    motions[n_motions++] = (QuintetMotion) { cells[i - 1], cells[i], i - 1 };

  return n_motions;
}

/* ---- class ---- */

/* ---- guidance while clicking ---- */

static char *
quintet_oferhlyp_describe_clicks (QuintetGame       *game,
                                  gconstpointer      position,
                                  const QuintetCell *clicks,
                                  guint              n_clicks,
                                  gboolean           can_finish)
{
  const OferhlypPosition *pos = position;

  if (n_clicks == 0)
    /* Translators: %s is a side, e.g. "Dark to move: choose a token" */
    return g_strdup_printf (_("%s to move: choose a token"),
                            quintet_game_get_side_name (game, pos->header.side));
  /* Attacks are never compulsory: the chain may stop after any jump */
  if (can_finish && is_attack_path (pos, clicks, n_clicks))
    return g_strdup (_("Jump again or end the chain here"));
  return NULL;
}

/* Why the token on the last click cannot go to @cell, read off the
 * board: the same checks as the notation's parser. */
static char *
explain_step (const OferhlypPosition *pos,
              const QuintetCell      *clicks,
              guint                   n_clicks,
              guint                   cell)
{
  QuintetSide side = pos->header.side;
  gboolean chain = n_clicks > 1;
  guint over = jumped_square (clicks[n_clicks - 1], cell);
  guint64 occupied = (pos->tokens[0] | pos->tokens[1]) & ~BIT (clicks[0]);
  guint64 attacked = 0;
  char name[3];

  for (guint i = 1; i < n_clicks; i++)
    attacked |= BIT (jumped_square (clicks[i - 1], clicks[i]));

  if (over == NO_SQUARE)
    return chain ? g_strdup (_("A chain goes on only by jumping over an enemy token"))
                 : is_neighbour (clicks[0], cell) ? NULL
                 : g_strdup (_("A token steps to a square next to it, or jumps over one"));
  square_name (over, name);
  if (attacked & BIT (over))
    /* Translators: "The token on D4 was already attacked this turn" */
    return g_strdup_printf (_("The token on %s was already attacked this turn"), name);
  if (!(occupied & BIT (over)))
    return g_strdup_printf (_("There is no token on %s to jump over"), name);
  if (chain && (pos->tokens[side] & BIT (over)))
    return g_strdup (_("A chain attacks only enemy tokens"));
  if (occupied & BIT (cell))
    return g_strdup (_("A jump lands on an empty square"));
  return NULL;
}

static char *
quintet_oferhlyp_explain_click (QuintetGame       *game,
                                gconstpointer      position,
                                const QuintetCell *clicks,
                                guint              n_clicks,
                                QuintetCell        cell)
{
  const OferhlypPosition *pos = position;

  if (n_clicks == 0 || cell >= N_SQUARES || !(pos->tokens[pos->header.side] & BIT (clicks[0])))
    return NULL;
  return explain_step (pos, clicks, n_clicks, cell);
}

static const QuintetGameVariant variants[] = {
  { "oferhlyp", N_("Oferhlýp"),
    N_("Two-sided tokens leap over friend and foe; hit the enemy king twice to win"),
    .beginner = { 30, 70, 25 }, .win_scale = 214 },
};

static void
quintet_oferhlyp_class_init (QuintetOferhlypClass *klass)
{
  QuintetGameClass *game_class = QUINTET_GAME_CLASS (klass);

  quintet_zobrist_init ();
  init_tables ();
  init_geometry ();

  game_class->variants = variants;
  game_class->n_variants = G_N_ELEMENTS (variants);
  game_class->inventor = "John Beers";
  game_class->position_size = sizeof (OferhlypPosition);
  game_class->side_names[0] = N_("Dark");
  game_class->side_names[1] = N_("Light");
  game_class->side_styles[0] = "dark";
  game_class->side_styles[1] = "light";
  game_class->first_side_choice = FALSE;    /* Dark moves first */
  game_class->repetition_limit = 3;         /* OF-5 */
  game_class->repetition_illegal = TRUE;    /* OF-5: the turn is illegal, no draw */
  game_class->repetition_rule = "OF-5";
  game_class->repetition_refusal = N_("it would create the same position for the third time");
  game_class->no_progress_limit = 100;      /* OF-7 */

  game_class->get_geometry = quintet_oferhlyp_get_geometry;
  game_class->describe_position = quintet_oferhlyp_describe_position;
  game_class->start_position = quintet_oferhlyp_start_position;
  game_class->generate_turns = quintet_oferhlyp_generate_turns;
  game_class->make_turn = quintet_oferhlyp_make_turn;
  game_class->random_turn = quintet_oferhlyp_random_turn;
  game_class->position_outcome = quintet_oferhlyp_position_outcome;
  game_class->is_progress = quintet_oferhlyp_is_progress;
  game_class->is_irreversible = quintet_oferhlyp_is_progress;   /* hits are never healed (OF-2) */
  game_class->compute_hash = _oferhlyp_compute_hash;
  game_class->evaluate = quintet_oferhlyp_evaluate;
  game_class->eval_terms = oferhlyp_eval_terms;
  game_class->n_eval_terms = N_TERMS;
  init_near ();
  game_class->is_tactical = quintet_oferhlyp_is_tactical;
  game_class->turn_sound = quintet_oferhlyp_turn_sound;
  game_class->describe_outcome = quintet_oferhlyp_describe_outcome;
  game_class->format_turn = _oferhlyp_format_turn;
  game_class->parse_turn = _oferhlyp_parse_turn;
  game_class->position_to_text = _oferhlyp_position_to_text;
  game_class->position_from_text = _oferhlyp_position_from_text;
  game_class->preview_path = quintet_oferhlyp_preview_path;
  game_class->describe_clicks = quintet_oferhlyp_describe_clicks;
  game_class->explain_click = quintet_oferhlyp_explain_click;
  game_class->path_motions = quintet_oferhlyp_path_motions;
}

static void
quintet_oferhlyp_init (QuintetOferhlyp *self)
{
}
