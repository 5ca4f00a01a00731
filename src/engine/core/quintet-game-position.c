/* quintet-game-position.c — the position-level API of QuintetGame: checked
 * calls of the class vfuncs on a position alone (no history), for tools,
 * tests and the computer player; turn lists and perft
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-game.h"
#include "quintet-text.h"

#define GAME_CLASS(self) (QUINTET_GAME_GET_CLASS (self))

gsize
quintet_game_get_position_size (QuintetGame *self)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return GAME_CLASS (self)->position_size;
}

void
quintet_game_start_position (QuintetGame *self,
                             QuintetSide  first,
                             gpointer     position)
{
  g_return_if_fail (QUINTET_IS_GAME (self));
  g_return_if_fail (position != NULL);

  memset (position, 0, GAME_CLASS (self)->position_size);
  GAME_CLASS (self)->start_position (self, first, position);
}

/* Writes at most @capacity turns to @turns; returns how many there are. */
guint
quintet_game_generate_turns (QuintetGame  *self,
                             gconstpointer position,
                             QuintetMove  *turns,
                             guint         capacity)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (turns != NULL || capacity == 0, 0);

  return GAME_CLASS (self)->generate_turns (self, position, turns, capacity);
}

#define MIN_LIST_CAPACITY 256

/* Inlined into both callers below: the search lists turns at every node */
static inline guint
generate_into_list (QuintetTurnList  *list,
                    QuintetGameClass *klass,
                    QuintetGame      *game,
                    gconstpointer     position)
{
  guint n_turns;

  if (list->capacity == 0)
    {
      list->capacity = MIN_LIST_CAPACITY;
      list->turns = g_new (QuintetMove, list->capacity);
    }

  n_turns = klass->generate_turns (game, position, list->turns, list->capacity);
  if (n_turns > list->capacity)
    {
      list->capacity = n_turns;
      list->turns = g_renew (QuintetMove, list->turns, list->capacity);
      n_turns = klass->generate_turns (game, position, list->turns, list->capacity);
      g_assert (n_turns <= list->capacity);
    }

  list->n_turns = n_turns;
  return n_turns;
}

guint
quintet_turn_list_generate (QuintetTurnList  *list,
                            QuintetGameClass *klass,
                            QuintetGame      *game,
                            gconstpointer     position)
{
  return generate_into_list (list, klass, game, position);
}

/* Every legal turn of @position into @list, which grows as needed. */
guint
quintet_game_list_turns (QuintetGame     *self,
                         gconstpointer    position,
                         QuintetTurnList *list)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (list != NULL, 0);

  return generate_into_list (list, GAME_CLASS (self), self, position);
}

void
quintet_turn_list_clear (QuintetTurnList *list)
{
  g_clear_pointer (&list->turns, g_free);
  list->n_turns = list->capacity = 0;
}

void
quintet_game_make_turn (QuintetGame       *self,
                        gpointer           position,
                        const QuintetMove *turn)
{
  g_return_if_fail (QUINTET_IS_GAME (self));

  GAME_CLASS (self)->make_turn (self, position, turn);
}

guint
quintet_game_random_turn (QuintetGame  *self,
                          gconstpointer position,
                          guint32       random,
                          QuintetMove  *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return GAME_CLASS (self)->random_turn (self, position, random, turn);
}

QuintetOutcome
quintet_game_position_outcome (QuintetGame  *self,
                               gconstpointer position,
                               guint         n_turns)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_OUTCOME_ONGOING);

  return GAME_CLASS (self)->position_outcome (self, position, n_turns);
}

guint64
quintet_game_compute_hash (QuintetGame  *self,
                           gconstpointer position)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return GAME_CLASS (self)->compute_hash (self, position);
}

/* The position's worth for the side to move (the search's evaluation). */
int
quintet_game_evaluate (QuintetGame  *self,
                       gconstpointer position,
                       const int    *weights)
{
  QuintetGameClass *klass;
  int defaults[QUINTET_MAX_EVAL_TERMS];

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (position != NULL, 0);

  klass = GAME_CLASS (self);
  if (weights == NULL)
    {
      for (guint i = 0; i < klass->n_eval_terms; i++)
        defaults[i] = klass->eval_terms[i].weight;
      weights = defaults;
    }

  return klass->evaluate (self, position, weights);
}

int
quintet_game_material (QuintetGame   *self,
                       gconstpointer  position)
{
  int weights[QUINTET_MAX_EVAL_TERMS] = { 0 };

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (position != NULL, 0);

  weights[0] = GAME_CLASS (self)->eval_terms[0].weight;
  return GAME_CLASS (self)->evaluate (self, position, weights);
}

gboolean
quintet_game_takes_material (QuintetGame       *self,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  QuintetPositionBuffer after;

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (position != NULL && turn != NULL, FALSE);

  memcpy (&after, position, GAME_CLASS (self)->position_size);
  GAME_CLASS (self)->make_turn (self, &after, turn);
  return -quintet_game_material (self, &after) > quintet_game_material (self, position);
}

const QuintetEvalTerm *
quintet_game_get_eval_terms (QuintetGame *self,
                             guint       *n_terms)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (n_terms != NULL, NULL);

  *n_terms = GAME_CLASS (self)->n_eval_terms;
  return GAME_CLASS (self)->eval_terms;
}

QuintetTurnSound
quintet_game_get_turn_sound (QuintetGame       *self,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_TURN_SOUND_MOVE);
  g_return_val_if_fail (position != NULL && turn != NULL, QUINTET_TURN_SOUND_MOVE);

  return GAME_CLASS (self)->turn_sound (self, position, turn);
}

gboolean
quintet_game_is_tactical (QuintetGame       *self,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (position != NULL && turn != NULL, FALSE);

  return GAME_CLASS (self)->is_tactical (self, position, turn);
}

gboolean
quintet_game_must_answer (QuintetGame  *self,
                          gconstpointer position)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  return GAME_CLASS (self)->must_answer != NULL && GAME_CLASS (self)->must_answer (self, position);
}

/* The turns of generate_turns for which is_tactical is TRUE: the game's
 * own generator when it has one, else the full list filtered. Writes at
 * most @capacity and returns how many there are. */
guint
quintet_game_generate_tactical_turns (QuintetGame  *self,
                                      gconstpointer position,
                                      QuintetMove  *turns,
                                      guint         capacity)
{
  QuintetGameClass *klass;
  g_auto(QuintetTurnList) all = { 0 };
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (position != NULL, 0);
  g_return_val_if_fail (turns != NULL || capacity == 0, 0);

  klass = GAME_CLASS (self);
  if (klass->generate_tactical_turns != NULL)
    return klass->generate_tactical_turns (self, position, turns, capacity);

  quintet_game_list_turns (self, position, &all);
  for (guint i = 0; i < all.n_turns; i++)
    if (klass->is_tactical (self, position, &all.turns[i]))
      {
        if (n < capacity)
          turns[n] = all.turns[i];
        n++;
      }
  return n;
}

/* The tactical turns of @position into @list, which grows as needed. */
guint
quintet_game_list_tactical_turns (QuintetGame     *self,
                                  gconstpointer    position,
                                  QuintetTurnList *list)
{
  guint n_turns;

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (list != NULL, 0);

  if (list->capacity == 0)
    {
      list->capacity = MIN_LIST_CAPACITY;
      list->turns = g_new (QuintetMove, list->capacity);
    }

  n_turns = quintet_game_generate_tactical_turns (self, position, list->turns, list->capacity);
  if (n_turns > list->capacity)
    {
      list->capacity = n_turns;
      list->turns = g_renew (QuintetMove, list->turns, list->capacity);
      n_turns = quintet_game_generate_tactical_turns (self, position, list->turns, list->capacity);
      g_assert (n_turns <= list->capacity);
    }

  list->n_turns = n_turns;
  return n_turns;
}

char *
quintet_game_format_turn (QuintetGame       *self,
                          gconstpointer      position,
                          const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->format_turn (self, position, turn);
}

/* Refuses input longer than @max_length bytes before anything reads it
 * all (a 100 MB paste costs no more than a short one), quoting its start
 * so that people can tell which input it was. */
static gboolean
check_text_length (const char  *text,
                   gsize        max_length,
                   int          code,
                   GError     **error)
{
  g_autoptr(GError) too_long = NULL;
  g_autofree char *quoted = NULL;

  if (quintet_text_check_length (text, max_length,
                                 code == QUINTET_GAME_ERROR_POSITION ? _("The position text") : _("The turn"),
                                 QUINTET_GAME_ERROR, code, &too_long))
    return TRUE;

  /* The reason first, then the start of the text: a window's message is
   * one line */
  quoted = quintet_text_quote (text, strnlen (text, QUINTET_TEXT_QUOTE_CHARS * 4 + 4));
  /* Translators: why a text is refused, then the start of that text */
  g_set_error (error, QUINTET_GAME_ERROR, code, _("%s (“%s”)"), too_long->message, quoted);
  return FALSE;
}

gboolean
quintet_game_parse_turn (QuintetGame   *self,
                         gconstpointer  position,
                         const char    *text,
                         QuintetMove   *turn,
                         GError       **error)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!check_text_length (text, QUINTET_TEXT_MAX_TURN, QUINTET_GAME_ERROR_NOTATION, error))
    return FALSE;
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION,
                           _("The turn is not valid UTF-8 text"));
      return FALSE;
    }

  return GAME_CLASS (self)->parse_turn (self, position, text, turn, error);
}

char *
quintet_game_position_to_text (QuintetGame  *self,
                               gconstpointer position)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->position_to_text (self, position);
}

/* On error @position is left untouched. */
gboolean
quintet_game_position_from_text (QuintetGame  *self,
                                 const char   *text,
                                 gpointer      position,
                                 GError      **error)
{
  g_autofree guint8 *parsed = NULL;

  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!check_text_length (text, QUINTET_TEXT_MAX_POSITION, QUINTET_GAME_ERROR_POSITION, error))
    return FALSE;
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION,
                           _("The position is not valid UTF-8 text"));
      return FALSE;
    }

  parsed = g_malloc0 (GAME_CLASS (self)->position_size);
  if (!GAME_CLASS (self)->position_from_text (self, text, parsed, error))
    return FALSE;

  memcpy (position, parsed, GAME_CLASS (self)->position_size);
  return TRUE;
}

void
quintet_game_describe_position (QuintetGame     *self,
                                gconstpointer    position,
                                QuintetCellView *cells)
{
  g_return_if_fail (QUINTET_IS_GAME (self));

  memset (cells, 0, sizeof (QuintetCellView) * quintet_game_get_geometry (self)->n_cells);
  GAME_CLASS (self)->describe_position (self, position, cells);
}

int
quintet_game_get_reserve (QuintetGame  *self,
                          gconstpointer position,
                          QuintetSide   side)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), -1);

  return GAME_CLASS (self)->get_reserve (self, position, side);
}

/**
 * quintet_game_turn_paths:
 *
 * The click paths that make @turn (OV-8: several routes). Writes at most
 * @max_paths of them and returns how many there are in all, like
 * snprintf: call again with that much room when it is more.
 */
guint
quintet_game_turn_paths (QuintetGame       *self,
                         gconstpointer      position,
                         const QuintetMove *turn,
                         QuintetMove       *paths,
                         guint              max_paths)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);
  g_return_val_if_fail (paths != NULL || max_paths == 0, 0);

  return GAME_CLASS (self)->turn_paths (self, position, turn, paths, max_paths);
}

gboolean
quintet_game_preview_path (QuintetGame       *self,
                           gconstpointer      position,
                           const QuintetCell *cells,
                           guint              n_cells,
                           gpointer           result)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), FALSE);

  return GAME_CLASS (self)->preview_path (self, position, cells, n_cells, result);
}

guint
quintet_game_path_motions (QuintetGame       *self,
                           gconstpointer      position,
                           const QuintetCell *cells,
                           guint              n_cells,
                           QuintetMotion     *motions,
                           guint              max_motions)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  return GAME_CLASS (self)->path_motions (self, position, cells, n_cells, motions, max_motions);
}

/**
 * quintet_game_turn_placement:
 *
 * Where @turn puts a piece that comes from no square (PR-3: Pressman's
 * new soldier; OP-1: Opprimo's King placed): its last click, when that
 * click moves no piece (the turn's motions are those of the clicks before
 * it) and is not the cell before clicked again (a turn ended there).
 *
 * Returns: that cell, or %QUINTET_NO_CELL
 */
QuintetCell
quintet_game_turn_placement (QuintetGame       *self,
                             gconstpointer      position,
                             const QuintetMove *turn)
{
  QuintetMotion all[QUINTET_MAX_MOTIONS], before[QUINTET_MAX_MOTIONS];
  guint n_all, n_before, n = turn->length;

  g_return_val_if_fail (QUINTET_IS_GAME (self), QUINTET_NO_CELL);
  g_return_val_if_fail (turn != NULL, QUINTET_NO_CELL);

  if (n == 0 || (n >= 2 && turn->path[n - 1] == turn->path[n - 2]))
    return QUINTET_NO_CELL;
  n_all = MIN (quintet_game_path_motions (self, position, turn->path, n, all, G_N_ELEMENTS (all)),
               G_N_ELEMENTS (all));
  n_before = MIN (quintet_game_path_motions (self, position, turn->path, n - 1, before, G_N_ELEMENTS (before)),
                  G_N_ELEMENTS (before));
  if (n_all != n_before || memcmp (all, before, n_all * sizeof all[0]) != 0)
    return QUINTET_NO_CELL;
  return turn->path[n - 1];
}

char *
quintet_game_describe_status (QuintetGame  *self,
                              gconstpointer position)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);

  return GAME_CLASS (self)->describe_status (self, position);
}

/**
 * quintet_game_describe_turn:
 *
 * Returns: (transfer full) (nullable): a few words on what @turn does,
 *   for a chooser between turns made by the same clicks, or %NULL when
 *   its notation says enough
 */
char *
quintet_game_describe_turn (QuintetGame       *self,
                            gconstpointer      position,
                            const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (turn != NULL, NULL);

  return GAME_CLASS (self)->describe_turn (self, position, turn);
}

/**
 * quintet_game_describe_effects:
 *
 * Returns: (transfer full) (nullable): a sentence on what @turn, played
 *   from @position, does beyond what its clicks show (checkers removed
 *   with a capture, and why), for the status line and screen readers;
 *   %NULL when there is nothing more to say
 */
char *
quintet_game_describe_effects (QuintetGame       *self,
                               gconstpointer      position,
                               const QuintetMove *turn)
{
  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (turn != NULL, NULL);

  return GAME_CLASS (self)->describe_effects (self, position, turn);
}

/* ---- perft ---- */

static guint64
perft (QuintetGame     *self,
       gconstpointer    position,
       guint            depth,
       QuintetTurnList *lists)
{
  QuintetGameClass *klass = GAME_CLASS (self);
  guint n_turns;
  guint64 count = 0;
  QuintetPositionBuffer next;

  if (depth == 0)
    return 1;

  n_turns = quintet_game_list_turns (self, position, &lists[0]);
  if (klass->position_outcome (self, position, n_turns).status != QUINTET_STATUS_ONGOING)
    return 0;
  if (depth == 1)
    return n_turns;

  for (guint i = 0; i < n_turns; i++)
    {
      memcpy (&next, position, klass->position_size);
      klass->make_turn (self, &next, &lists[0].turns[i]);
      count += perft (self, &next, depth - 1, lists + 1);
    }

  return count;
}

/* Number of turn sequences of exactly @depth turns from @position, by the
 * rules of the position alone (no repetition or no-progress history). */
guint64
quintet_game_perft (QuintetGame  *self,
                    gconstpointer position,
                    guint         depth)
{
  g_autofree QuintetTurnList *lists = NULL;
  guint64 count;

  g_return_val_if_fail (QUINTET_IS_GAME (self), 0);

  /* One list per level, each grown to what its positions need */
  lists = g_new0 (QuintetTurnList, MAX (depth, 1));
  count = perft (self, position, depth, lists);
  for (guint i = 0; i < MAX (depth, 1); i++)
    quintet_turn_list_clear (&lists[i]);
  return count;
}
