/* quintet-selfcheck.c — random games with every invariant checked on
 * every turn (DESIGN.md, "Tests")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-selfcheck.h"

/* Outcomes counted by status, winner and reason */
#define N_OUTCOMES (3 * 2 * 256)

struct _QuintetSelfcheck
{
  QuintetGame     *game;
  gsize            size;
  guint64          seed;
  guint            max_plies;
  QuintetTurnList  turns;
  QuintetCellView *cells;
  GByteArray      *positions;    /* the positions of the game so far */

  /* Where the checks are, for the failure's report */
  guint            number;
  guint            ply;

  guint64          counts[QUINTET_N_CHECKS];
  guint64          games, plies, capped;
  guint64          outcomes[N_OUTCOMES];
};

G_DEFINE_QUARK (quintet-selfcheck-error-quark, quintet_selfcheck_error)

static const char *check_names[QUINTET_N_CHECKS] = {
  [QUINTET_CHECK_HASH] = "hash",
  [QUINTET_CHECK_POSITION_TEXT] = "position-text",
  [QUINTET_CHECK_NOTATION] = "notation",
  [QUINTET_CHECK_RANDOM_TURN] = "random-turn",
  [QUINTET_CHECK_MAKE_TURN] = "make-turn",
  [QUINTET_CHECK_MATERIAL] = "material",
  [QUINTET_CHECK_HIT_POINTS] = "hit-points",
  [QUINTET_CHECK_LEGAL_TURN] = "legal-turn",
  [QUINTET_CHECK_UNDO] = "undo",
  [QUINTET_CHECK_REDO] = "redo",
};

const char *
quintet_selfcheck_check_name (QuintetCheck check)
{
  g_return_val_if_fail (check < QUINTET_N_CHECKS, NULL);

  return check_names[check];
}

QuintetSelfcheck *
quintet_selfcheck_new (QuintetGame *game,
                       guint64      seed,
                       guint        max_plies)
{
  QuintetSelfcheck *self;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);
  g_return_val_if_fail (max_plies > 0, NULL);

  self = g_new0 (QuintetSelfcheck, 1);
  self->game = g_object_ref (game);
  self->size = quintet_game_get_position_size (game);
  self->seed = seed;
  self->max_plies = max_plies;
  self->cells = g_new (QuintetCellView, quintet_game_get_geometry (game)->n_cells);
  self->positions = g_byte_array_new ();
  return self;
}

void
quintet_selfcheck_free (QuintetSelfcheck *self)
{
  g_return_if_fail (self != NULL);

  quintet_turn_list_clear (&self->turns);
  g_byte_array_unref (self->positions);
  g_free (self->cells);
  g_object_unref (self->game);
  g_free (self);
}

/* A text the engine wrote, made one line whatever it holds: a broken
 * formatter must not break the report. UTF-8 stays as it is. */
static char *
one_line (const char *text)
{
  static char exceptions[129];

  if (exceptions[0] == '\0')
    for (guint i = 0; i < 128; i++)
      exceptions[i] = (char) (0x80 + i);

  return g_strescape (text, exceptions);
}

/* Sets the failure's one-line report and returns FALSE: everything needed
 * to play the game again (`quintet-cli selfcheck GAME --seed S`) and to
 * look at the position alone. */
static gboolean
fail (QuintetSelfcheck  *self,
      GError           **error,
      QuintetCheck       check,
      gconstpointer      position,
      const QuintetMove *turn,
      const char        *format,
      ...) G_GNUC_PRINTF (6, 7);

static gboolean
fail (QuintetSelfcheck  *self,
      GError           **error,
      QuintetCheck       check,
      gconstpointer      position,
      const QuintetMove *turn,
      const char        *format,
      ...)
{
  g_autofree char *detail = NULL;
  g_autofree char *position_text = quintet_game_position_to_text (self->game, position);
  g_autofree char *turn_text = turn != NULL ? quintet_game_format_turn (self->game, position, turn) : g_strdup ("-");
  g_autofree char *safe_position = one_line (position_text != NULL ? position_text : "");
  g_autofree char *safe_turn = one_line (turn_text != NULL ? turn_text : "");
  g_autofree char *safe_detail = NULL;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);
  safe_detail = one_line (detail);

  /* Translators: a failed self-check, e.g. "overlord, seed 1, game 17, ply 212:
   * hash failed: …; position “…”, turn “…”". Keep it one line. */
  g_set_error (error, QUINTET_SELFCHECK_ERROR, check,
               _("%s, seed %s, game %u, ply %u: %s failed: %s; position “%s”, turn “%s”"),
               quintet_game_get_id (self->game), seed, self->number, self->ply,
               check_names[check], safe_detail, safe_position, safe_turn);
  return FALSE;
}

/* Position text round-trip, and the incremental hash equals a fresh one. */
gboolean
quintet_selfcheck_check_position (QuintetSelfcheck  *self,
                                  gconstpointer      position,
                                  GError           **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) parse_error = NULL;
  QuintetPositionBuffer parsed;
  guint64 hash;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  self->counts[QUINTET_CHECK_HASH]++;
  hash = quintet_game_compute_hash (self->game, position);
  if (QUINTET_POSITION_HASH (position) != hash)
    {
      /* xgettext cannot read G_GINT64_MODIFIER inside a message */
      g_autofree char *kept = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", QUINTET_POSITION_HASH (position));
      g_autofree char *fresh = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", hash);

      return fail (self, error, QUINTET_CHECK_HASH, position, NULL,
                   _("the position’s hash is %s, computed afresh %s"), kept, fresh);
    }

  self->counts[QUINTET_CHECK_POSITION_TEXT]++;
  text = quintet_game_position_to_text (self->game, position);
  memset (&parsed, 0, sizeof parsed);
  if (!quintet_game_position_from_text (self->game, text, &parsed, &parse_error))
    return fail (self, error, QUINTET_CHECK_POSITION_TEXT, position, NULL,
                 _("its text does not read back: %s"), parse_error->message);
  if (memcmp (&parsed, position, self->size) != 0)
    return fail (self, error, QUINTET_CHECK_POSITION_TEXT, position, NULL,
                 _("its text reads back as another position"));

  return TRUE;
}

/* Notation round-trip: the text of a turn parses back to the same turn. */
static gboolean
check_notation (QuintetSelfcheck   *self,
                gconstpointer       position,
                const QuintetMove  *turn,
                GError            **error)
{
  g_autofree char *text = quintet_game_format_turn (self->game, position, turn);
  g_autoptr(GError) parse_error = NULL;
  QuintetMove parsed;

  self->counts[QUINTET_CHECK_NOTATION]++;
  if (!quintet_game_parse_turn (self->game, position, text, &parsed, &parse_error))
    return fail (self, error, QUINTET_CHECK_NOTATION, position, turn,
                 _("its notation does not read back: %s"), parse_error->message);
  if (!quintet_move_equal (&parsed, turn))
    return fail (self, error, QUINTET_CHECK_NOTATION, position, turn,
                 _("its notation reads back as another turn"));

  return TRUE;
}

/* Pieces on the board plus the reserves, of one side. */
static guint
count_material (QuintetSelfcheck *self,
                gconstpointer     position,
                QuintetSide       side)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);
  int reserve = quintet_game_get_reserve (self->game, position, side);
  guint count = MAX (reserve, 0);

  quintet_game_describe_position (self->game, position, self->cells);
  for (guint i = 0; i < geometry->n_cells; i++)
    for (guint k = 0; k < self->cells[i].height; k++)
      count += self->cells[i].stack[k] == side;

  return count;
}

/* Hit points of both sides on the board and in reserve: 2 a piece, 1 for
 * a piece shown at half strength (Oferhlýp's flipped tokens; in a stack
 * only the top piece can show it). */
static guint
count_hit_points (QuintetSelfcheck *self,
                  gconstpointer     position)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);
  guint count = 0;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    count += 2 * MAX (quintet_game_get_reserve (self->game, position, side), 0);

  quintet_game_describe_position (self->game, position, self->cells);
  for (guint i = 0; i < geometry->n_cells; i++)
    if (self->cells[i].height > 0)
      count += 2 * (self->cells[i].height - 1) + ((self->cells[i].flags & QUINTET_PIECE_HALF) ? 1 : 2);

  return count;
}

/* make_turn changes the position it is given and nothing else: the bytes
 * after it keep their canary, and two copies of the position (after
 * different canaries) end up byte for byte the same; the other side is
 * to move then. */
static gboolean
check_make_turn (QuintetSelfcheck   *self,
                 gconstpointer       position,
                 const QuintetMove  *turn,
                 gpointer            result,
                 GError            **error)
{
  QuintetPositionBuffer again;

  self->counts[QUINTET_CHECK_MAKE_TURN]++;
  memset (result, 0xa5, sizeof (QuintetPositionBuffer));
  memset (&again, 0x5a, sizeof again);
  memcpy (result, position, self->size);
  memcpy (&again, position, self->size);
  quintet_game_make_turn (self->game, result, turn);
  quintet_game_make_turn (self->game, &again, turn);

  if (memcmp (result, &again, self->size) != 0)
    return fail (self, error, QUINTET_CHECK_MAKE_TURN, position, turn,
                 _("the same turn gives two different positions"));
  for (gsize i = self->size; i < sizeof again; i++)
    if (((guint8 *) result)[i] != 0xa5)
      return fail (self, error, QUINTET_CHECK_MAKE_TURN, position, turn,
                   _("the turn wrote past the position, at byte %u"), (guint) i);
  if (QUINTET_POSITION_SIDE (result) == QUINTET_POSITION_SIDE (position))
    return fail (self, error, QUINTET_CHECK_MAKE_TURN, position, turn,
                 _("the same side is to move after the turn"));

  return TRUE;
}

/* Pieces are captured or converted, never created; hits are never healed
 * (Oferhlýp OF-2). */
static gboolean
check_material (QuintetSelfcheck   *self,
                gconstpointer       position,
                const QuintetMove  *turn,
                gconstpointer       after,
                GError            **error)
{
  guint before = count_material (self, position, 0) + count_material (self, position, 1);
  guint now = count_material (self, after, 0) + count_material (self, after, 1);

  self->counts[QUINTET_CHECK_MATERIAL]++;
  if (now > before)
    return fail (self, error, QUINTET_CHECK_MATERIAL, position, turn,
                 _("%u pieces before the turn, %u after it"), before, now);

  /* Where captures stack (Overlord), no piece ever leaves the board */
  if (QUINTET_GAME_GET_CLASS (self->game)->pieces_stay)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      if (count_material (self, after, side) != count_material (self, position, side))
        return fail (self, error, QUINTET_CHECK_MATERIAL, position, turn,
                     _("%u pieces of side %u after the turn instead of %u"),
                     count_material (self, after, side), side, count_material (self, position, side));

  before = count_hit_points (self, position);
  now = count_hit_points (self, after);
  self->counts[QUINTET_CHECK_HIT_POINTS]++;
  if (now > before)
    return fail (self, error, QUINTET_CHECK_HIT_POINTS, position, turn,
                 _("%u hit points before the turn, %u after it"), before, now);

  return TRUE;
}

static gboolean
is_listed (QuintetSelfcheck  *self,
           const QuintetMove *turn,
           guint              n_turns)
{
  for (guint i = 0; i < n_turns; i++)
    if (quintet_move_equal (turn, &self->turns.turns[i]))
      return TRUE;

  return FALSE;
}

/* random_turn picks from the same list as generate_turns: exactly the
 * turn at its index when the game says it is uniform, else some turn of
 * the list (its own playout policy). */
static gboolean
check_random_turn (QuintetSelfcheck  *self,
                   gconstpointer      position,
                   guint32            pick,
                   guint              n_turns,
                   QuintetMove       *chosen,
                   GError           **error)
{
  guint n_random = quintet_game_random_turn (self->game, position, pick, chosen);

  self->counts[QUINTET_CHECK_RANDOM_TURN]++;
  if (QUINTET_GAME_GET_CLASS (self->game)->random_turn_uniform)
    {
      if (n_random != n_turns)
        return fail (self, error, QUINTET_CHECK_RANDOM_TURN, position, NULL,
                     _("random_turn counts %u turns, generate_turns %u"), n_random, n_turns);
      if (!quintet_move_equal (chosen, &self->turns.turns[((guint64) pick * n_turns) >> 32]))
        return fail (self, error, QUINTET_CHECK_RANDOM_TURN, position, chosen,
                     _("random_turn chose another turn than the list’s at its index"));
      return TRUE;
    }

  if (n_random == 0 || !is_listed (self, chosen, n_turns))
    return fail (self, error, QUINTET_CHECK_RANDOM_TURN, position, n_random > 0 ? chosen : NULL,
                 _("random_turn chose no turn of the list"));

  return TRUE;
}

/* Every check of one turn from @position; plays it in the game object,
 * which must agree with make_turn. */
static gboolean
check_and_play (QuintetSelfcheck   *self,
                gconstpointer       position,
                const QuintetMove  *turn,
                GError            **error)
{
  QuintetPositionBuffer after;

  if (!check_notation (self, position, turn, error) ||
      !check_make_turn (self, position, turn, &after, error) ||
      !check_material (self, position, turn, &after, error))
    return FALSE;

  self->counts[QUINTET_CHECK_LEGAL_TURN]++;
  if (!quintet_game_play_turn (self->game, turn, NULL))
    return fail (self, error, QUINTET_CHECK_LEGAL_TURN, position, turn,
                 _("the game refuses a turn it lists as legal"));
  if (memcmp (quintet_game_get_position (self->game), &after, self->size) != 0)
    return fail (self, error, QUINTET_CHECK_LEGAL_TURN, position, turn,
                 _("the game object and make_turn reach different positions"));

  return TRUE;
}

/* The turn to play: random_turn's choice when the game's history allows
 * it, else (OF-5 forbids repeating) one of the game's legal turns. */
static gboolean
play_random_turn (QuintetSelfcheck  *self,
                  GRand             *random,
                  gconstpointer      position,
                  guint              n_turns,
                  GError           **error)
{
  QuintetMove chosen;
  const QuintetMove *legal;
  guint n_legal;

  if (!check_random_turn (self, position, g_rand_int (random), n_turns, &chosen, error))
    return FALSE;

  legal = quintet_game_get_legal_turns (self->game, &n_legal);
  for (guint i = 0; i < n_legal; i++)
    if (quintet_move_equal (&chosen, &legal[i]))
      return check_and_play (self, position, &chosen, error);

  self->counts[QUINTET_CHECK_LEGAL_TURN]++;
  if (n_legal == 0)
    return fail (self, error, QUINTET_CHECK_LEGAL_TURN, position, NULL,
                 _("the game goes on without a legal turn"));
  chosen = legal[g_rand_int_range (random, 0, n_legal)];
  if (!is_listed (self, &chosen, n_turns))
    return fail (self, error, QUINTET_CHECK_LEGAL_TURN, position, &chosen,
                 _("the game’s legal turn is not in the position’s list"));

  return check_and_play (self, position, &chosen, error);
}

/* Undo restores every earlier position exactly, back to the start; redo
 * replays them all. */
static gboolean
check_undo_redo (QuintetSelfcheck  *self,
                 GError           **error)
{
  guint played = quintet_game_get_n_turns (self->game);

  for (self->ply = played; self->ply-- > 0;)
    {
      gconstpointer saved = self->positions->data + self->ply * self->size;

      self->counts[QUINTET_CHECK_UNDO]++;
      quintet_game_undo (self->game);
      if (memcmp (quintet_game_get_position (self->game), saved, self->size) != 0)
        return fail (self, error, QUINTET_CHECK_UNDO, saved, NULL,
                     _("undo gives another position than this one"));
    }
  self->ply = 0;
  if (quintet_game_get_can_undo (self->game))
    return fail (self, error, QUINTET_CHECK_UNDO, quintet_game_get_position (self->game), NULL,
                 _("undo is still possible at the start"));

  for (self->ply = 1; self->ply <= played; self->ply++)
    {
      gconstpointer saved = self->positions->data + self->ply * self->size;

      self->counts[QUINTET_CHECK_REDO]++;
      quintet_game_redo (self->game);
      if (memcmp (quintet_game_get_position (self->game), saved, self->size) != 0)
        return fail (self, error, QUINTET_CHECK_REDO, saved, NULL,
                     _("redo gives another position than this one"));
    }
  self->ply = played;
  if (quintet_game_get_n_turns (self->game) != played || quintet_game_get_can_redo (self->game))
    return fail (self, error, QUINTET_CHECK_REDO, quintet_game_get_position (self->game), NULL,
                 _("redo does not end at the last turn"));

  return TRUE;
}

static void
count_outcome (QuintetSelfcheck *self,
               QuintetOutcome    outcome)
{
  self->outcomes[(outcome.status % 3) * 512 + (outcome.winner % 2) * 256 + outcome.reason]++;
}

gboolean
quintet_selfcheck_play_game (QuintetSelfcheck  *self,
                             guint              number,
                             GError           **error)
{
  guint32 seeds[2] = { (guint32) self->seed ^ (guint32) (self->seed >> 32), number };
  g_autoptr(GRand) random = g_rand_new_with_seed_array (seeds, G_N_ELEMENTS (seeds));
  QuintetOutcome outcome = QUINTET_OUTCOME_ONGOING;

  g_return_val_if_fail (self != NULL, FALSE);

  self->number = number;
  self->games++;
  g_byte_array_set_size (self->positions, 0);
  quintet_game_new_game (self->game, number % 2);

  for (self->ply = 0;; self->ply++)
    {
      /* A copy: the game's own storage may move while it works out its
       * legal turns and outcome */
      QuintetPositionBuffer current;
      gconstpointer position = &current;
      guint n_turns;

      memcpy (&current, quintet_game_get_position (self->game), self->size);
      n_turns = quintet_game_list_turns (self->game, position, &self->turns);

      g_byte_array_append (self->positions, position, self->size);
      if (!quintet_selfcheck_check_position (self, position, error))
        return FALSE;

      outcome = quintet_game_get_outcome (self->game);
      if (outcome.status != QUINTET_STATUS_ONGOING || self->ply == self->max_plies)
        break;

      if (number < QUINTET_SELFCHECK_ALL_TURNS_GAMES && self->ply % 16 == 0)
        for (guint i = 0; i < n_turns; i++)
          if (!check_notation (self, position, &self->turns.turns[i], error))
            return FALSE;

      if (!play_random_turn (self, random, position, n_turns, error))
        return FALSE;
      self->plies++;
    }

  if (outcome.status != QUINTET_STATUS_ONGOING)
    count_outcome (self, outcome);
  else
    self->capped++;

  return check_undo_redo (self, error);
}

guint64
quintet_selfcheck_get_count (QuintetSelfcheck *self,
                             QuintetCheck      check)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (check < QUINTET_N_CHECKS, 0);

  return self->counts[check];
}

guint64
quintet_selfcheck_get_games (QuintetSelfcheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->games;
}

guint64
quintet_selfcheck_get_plies (QuintetSelfcheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->plies;
}

guint64
quintet_selfcheck_get_capped (QuintetSelfcheck *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->capped;
}

gboolean
quintet_selfcheck_get_outcome (QuintetSelfcheck *self,
                               guint            *i,
                               QuintetOutcome   *outcome,
                               guint64          *count)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (i != NULL, FALSE);

  for (; *i < N_OUTCOMES; (*i)++)
    if (self->outcomes[*i] > 0)
      {
        *outcome = (QuintetOutcome) { *i / 512, (*i / 256) % 2, *i % 256 };
        *count = self->outcomes[*i];
        (*i)++;
        return TRUE;
      }

  return FALSE;
}
