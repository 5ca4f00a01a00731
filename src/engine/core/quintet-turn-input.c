/* quintet-turn-input.c — the cells clicked so far towards one turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clicks are matched as a prefix of the legal turns' click paths
 * (turn_paths; OV-8: a turn may have many). Each click depth keeps the
 * answers for its prefix, and by default the paths that still match it,
 * so a click only narrows the set of the click before and going back is
 * free: walking every prefix of a position stays cheap (Ordo X has about
 * 2,000 turns a position, Oferhlýp thousands of chain prefixes).
 */
#include "config.h"

#include <string.h>

#include "quintet-turn-input.h"

/* QuintetCell is a byte: one flag per possible id */
#define N_CELL_IDS 256
/* Room for the paths of one turn in the first try; more are asked for */
#define FIRST_PATHS_ROOM 16

typedef struct {
  guint8   next[N_CELL_IDS];  /* the cells that may be clicked next */
  GArray  *matching;          /* guint: indices into paths (default matching) */
  GArray  *complete;          /* guint: indices into turns, ascending */
  gboolean can_go_on;
  guint    n_made;            /* the clicks of the parts made (see below) */
} Level;

struct _QuintetTurnInput
{
  QuintetGame          *game;
  QuintetPositionBuffer position;
  QuintetMove          *turns;
  guint                 n_turns;

  /* Default matching: every click path of every turn, and its turn */
  gboolean              game_matches;
  GArray               *paths;        /* QuintetMove */
  GArray               *path_turns;   /* guint */

  QuintetCell           clicks[QUINTET_MOVE_MAX_PATH];
  guint                 n_clicks;
  Level                 levels[QUINTET_MOVE_MAX_PATH + 1];  /* [d]: after d clicks */
  GArray               *complete_turns;                     /* QuintetMove, returned */
  QuintetPositionBuffer previews[2];                        /* scratch for parts_made */
};

/* Appends the click paths of @turn, asking again with more room when the
 * game has more than the first try held (turn_paths returns the total). */
static void
add_turn_paths (QuintetTurnInput *self,
                guint             turn_index)
{
  const QuintetMove *turn = &self->turns[turn_index];
  guint start = self->paths->len;
  guint room = FIRST_PATHS_ROOM, n_paths;

  for (;;)
    {
      g_array_set_size (self->paths, start + room);
      n_paths = quintet_game_turn_paths (self->game, &self->position, turn,
                                         &g_array_index (self->paths, QuintetMove, start), room);
      if (n_paths <= room)
        break;
      room = n_paths;
    }

  g_array_set_size (self->paths, start + n_paths);
  for (guint i = 0; i < n_paths; i++)
    g_array_append_val (self->path_turns, turn_index);
}

static void
build_paths (QuintetTurnInput *self)
{
  GArray *all = self->levels[0].matching;

  for (guint i = 0; i < self->n_turns; i++)
    add_turn_paths (self, i);

  g_array_set_size (all, self->paths->len);
  for (guint i = 0; i < self->paths->len; i++)
    g_array_index (all, guint, i) = i;
}

/* The answers for the paths of @level that match the clicks so far. */
static void
summarize_matching (QuintetTurnInput *self,
                    Level            *level,
                    guint             depth)
{
  for (guint i = 0; i < level->matching->len; i++)
    {
      guint index = g_array_index (level->matching, guint, i);
      const QuintetMove *path = &g_array_index (self->paths, QuintetMove, index);
      guint turn = g_array_index (self->path_turns, guint, index);
      GArray *complete = level->complete;

      if (path->length > depth)
        {
          level->next[path->path[depth]] = TRUE;
          level->can_go_on = TRUE;
        }
      /* A turn's paths are neighbours in the list: the same turn twice in
       * a row is the only repetition there can be */
      else if (complete->len == 0 || g_array_index (complete, guint, complete->len - 1) != turn)
        g_array_append_val (complete, turn);
    }
}

static void
match_by_paths (QuintetTurnInput *self,
                guint             depth)
{
  Level *level = &self->levels[depth];

  if (depth > 0)
    {
      const GArray *before = self->levels[depth - 1].matching;
      QuintetCell cell = self->clicks[depth - 1];

      g_array_set_size (level->matching, 0);
      for (guint i = 0; i < before->len; i++)
        {
          guint index = g_array_index (before, guint, i);
          const QuintetMove *path = &g_array_index (self->paths, QuintetMove, index);

          if (path->length >= depth && path->path[depth - 1] == cell)
            g_array_append_val (level->matching, index);
        }
    }
  summarize_matching (self, level, depth);
}

/* OV-8: a game with very many routes answers for the prefix itself. */
static void
match_by_game (QuintetTurnInput *self,
               guint             depth)
{
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (self->game);
  Level *level = &self->levels[depth];
  guint n_complete;

  g_array_set_size (level->complete, self->n_turns);
  n_complete = klass->match_clicks (self->game, &self->position, self->turns, self->n_turns,
                                    self->clicks, depth, level->next,
                                    (guint *) (gpointer) level->complete->data);
  g_array_set_size (level->complete, MIN (n_complete, self->n_turns));
  for (guint i = 0; i < N_CELL_IDS && !level->can_go_on; i++)
    level->can_go_on = level->next[i];
}

/* The board the game shows after the first @depth clicks: @scratch,
 * or the position itself when nothing has moved yet. */
static gconstpointer
preview_after (QuintetTurnInput *self,
               guint             depth,
               gpointer          scratch)
{
  if (depth > 0 && quintet_game_preview_path (self->game, &self->position, self->clicks, depth, scratch))
    return scratch;
  return &self->position;
}

/* A part of the turn is made when its last click changes the board the
 * game previews (the sideways first part of an Ordo X turn, a jump of a
 * chain, a move before its regeneration or launch is chosen); choosing
 * a piece, a line's ends or a part's start changes nothing. */
static guint
parts_made (QuintetTurnInput *self,
            guint             depth)
{
  gconstpointer before, after;

  if (depth == 0)
    return 0;
  before = preview_after (self, depth - 1, &self->previews[0]);
  after = preview_after (self, depth, &self->previews[1]);
  if (memcmp (before, after, quintet_game_get_position_size (self->game)) != 0)
    return depth;
  return self->levels[depth - 1].n_made;
}

/* The answers for the first @depth clicks (the levels below are kept). */
static void
compute_level (QuintetTurnInput *self,
               guint             depth)
{
  Level *level = &self->levels[depth];

  memset (level->next, 0, sizeof level->next);
  g_array_set_size (level->complete, 0);
  level->can_go_on = FALSE;
  level->n_made = parts_made (self, depth);

  if (self->game_matches)
    match_by_game (self, depth);
  else
    match_by_paths (self, depth);
}

/**
 * quintet_turn_input_new:
 * @game: the game
 * @position: the position the turns are made on
 * @turns: (array length=n_turns): its legal turns (the live ones, or the
 *   ones that could be played at a reviewed ply); copied
 *
 * Returns: (transfer full): input with no clicks yet
 */
QuintetTurnInput *
quintet_turn_input_new (QuintetGame       *game,
                        gconstpointer      position,
                        const QuintetMove *turns,
                        guint              n_turns)
{
  QuintetTurnInput *self;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);
  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (turns != NULL || n_turns == 0, NULL);

  self = g_new0 (QuintetTurnInput, 1);
  self->game = g_object_ref (game);
  memcpy (&self->position, position, quintet_game_get_position_size (game));
  self->turns = n_turns > 0 ? g_memdup2 (turns, n_turns * sizeof (QuintetMove)) : NULL;
  self->n_turns = n_turns;
  self->game_matches = QUINTET_GAME_GET_CLASS (game)->match_clicks != NULL;
  self->paths = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  self->path_turns = g_array_new (FALSE, FALSE, sizeof (guint));
  self->complete_turns = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  for (guint d = 0; d <= QUINTET_MOVE_MAX_PATH; d++)
    {
      self->levels[d].matching = g_array_new (FALSE, FALSE, sizeof (guint));
      self->levels[d].complete = g_array_new (FALSE, FALSE, sizeof (guint));
    }

  if (!self->game_matches)
    build_paths (self);
  compute_level (self, 0);
  return self;
}

void
quintet_turn_input_free (QuintetTurnInput *self)
{
  if (self == NULL)
    return;

  for (guint d = 0; d <= QUINTET_MOVE_MAX_PATH; d++)
    {
      g_array_unref (self->levels[d].matching);
      g_array_unref (self->levels[d].complete);
    }
  g_array_unref (self->complete_turns);
  g_array_unref (self->path_turns);
  g_array_unref (self->paths);
  g_free (self->turns);
  g_object_unref (self->game);
  g_free (self);
}

const QuintetCell *
quintet_turn_input_get_clicks (QuintetTurnInput *self,
                               guint            *n_clicks)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (n_clicks)
    *n_clicks = self->n_clicks;
  return self->clicks;
}

/* Whether @cell may follow the clicks so far as a path goes on. */
gboolean
quintet_turn_input_can_click (QuintetTurnInput *self,
                              QuintetCell       cell)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->levels[self->n_clicks].next[cell];
}

/* Whether some turn's path begins with @cell. */
gboolean
quintet_turn_input_can_start (QuintetTurnInput *self,
                              QuintetCell       cell)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->levels[0].next[cell];
}

/**
 * quintet_turn_input_get_next_cells:
 *
 * Returns: one flag per cell id (256): the cells that may be clicked next
 */
const guint8 *
quintet_turn_input_get_next_cells (QuintetTurnInput *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->levels[self->n_clicks].next;
}

/* Adds @cell to the clicks when a path goes on with it; else nothing changes. */
gboolean
quintet_turn_input_click (QuintetTurnInput *self,
                          QuintetCell       cell)
{
  g_return_val_if_fail (self != NULL, FALSE);

  /* Not a limit of its own: every path of a turn fits a QuintetMove, so
   * after QUINTET_MOVE_MAX_PATH clicks no path goes on and the click is
   * refused as any other that no turn allows (explain_click says why) */
  if (self->n_clicks == QUINTET_MOVE_MAX_PATH || !quintet_turn_input_can_click (self, cell))
    return FALSE;

  self->clicks[self->n_clicks++] = cell;
  compute_level (self, self->n_clicks);
  return TRUE;
}

/* Forgets the last click. */
void
quintet_turn_input_back (QuintetTurnInput *self)
{
  g_return_if_fail (self != NULL);

  if (self->n_clicks > 0)
    self->n_clicks--;
}

/**
 * quintet_turn_input_get_complete:
 *
 * Returns: (array length=n_turns): the distinct turns that have the clicks
 *   as one of their paths, in the order of the turn list; valid until the
 *   next call on @self
 */
const QuintetMove *
quintet_turn_input_get_complete (QuintetTurnInput *self,
                                 guint            *n_turns)
{
  const GArray *complete;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_turns != NULL, NULL);

  complete = self->n_clicks > 0 ? self->levels[self->n_clicks].complete : NULL;
  g_array_set_size (self->complete_turns, 0);
  for (guint i = 0; complete != NULL && i < complete->len; i++)
    g_array_append_val (self->complete_turns, self->turns[g_array_index (complete, guint, i)]);

  *n_turns = self->complete_turns->len;
  return (const QuintetMove *) (gpointer) self->complete_turns->data;
}

/* Whether some path goes on beyond the clicks (a chain, an optional
 * regeneration or launch, the second part of a turn). */
gboolean
quintet_turn_input_can_go_on (QuintetTurnInput *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->n_clicks > 0 && self->levels[self->n_clicks].can_go_on;
}

/**
 * quintet_turn_input_get_n_made:
 *
 * Returns: how many of the clicks make the parts of the turn made so far
 *   (the board shows them made); 0 before the first part is made
 */
guint
quintet_turn_input_get_n_made (QuintetTurnInput *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->levels[self->n_clicks].n_made;
}

/* Whether a press on @cell starts over from it (see
 * quintet_turn_input_press()): the whole turn before any part is made,
 * afterwards only the part being clicked. */
gboolean
quintet_turn_input_can_restart (QuintetTurnInput *self,
                                QuintetCell       cell)
{
  guint n_made;

  g_return_val_if_fail (self != NULL, FALSE);

  n_made = quintet_turn_input_get_n_made (self);
  if (n_made == 0)
    return self->levels[0].next[cell];
  return n_made < self->n_clicks && self->levels[n_made].next[cell];
}

/* Whether the clicks complete a turn, so that they may end here. */
gboolean
quintet_turn_input_can_finish (QuintetTurnInput *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->n_clicks > 0 && self->levels[self->n_clicks].complete->len > 0;
}

/**
 * quintet_turn_input_finish:
 *
 * Ends the turn at the clicks so far (Enter, "End Turn Here"), even when
 * it could go on (PR-3 regeneration declined, a chain stopped early). The
 * clicks stay until the caller cancels them, for the choice between
 * several turns.
 *
 * Returns: (array length=n_turns): the turns the clicks complete; none
 *   when they complete no turn
 */
const QuintetMove *
quintet_turn_input_finish (QuintetTurnInput *self,
                           guint            *n_turns)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_turns != NULL, NULL);

  return quintet_turn_input_get_complete (self, n_turns);
}

/* Forgets every click. */
void
quintet_turn_input_cancel (QuintetTurnInput *self)
{
  g_return_if_fail (self != NULL);

  self->n_clicks = 0;
}

/**
 * quintet_turn_input_undo_part:
 *
 * Escape or Back: lets go of the part being clicked, back to the parts
 * made; with none being clicked, takes back the last part made; with no
 * part made, forgets every click.
 */
void
quintet_turn_input_undo_part (QuintetTurnInput *self)
{
  guint n_made;

  g_return_if_fail (self != NULL);

  n_made = quintet_turn_input_get_n_made (self);
  if (n_made > 0 && n_made == self->n_clicks)
    n_made = self->levels[n_made - 1].n_made;
  self->n_clicks = n_made;
}

/* Clicks that complete turns and cannot go on end the turn at once. */
static QuintetPressResult
settle (QuintetTurnInput   *self,
        QuintetPressResult  result)
{
  if (quintet_turn_input_can_finish (self) && !quintet_turn_input_can_go_on (self))
    return QUINTET_PRESS_FINISHED;
  return result;
}

/* A cell that cannot continue the clicks, once parts are made: it starts
 * the part being clicked over when that part may start there (another
 * checker for Ordo X's forward part), else it is refused and the parts
 * stay: a slip never costs the turn made so far. */
static QuintetPressResult
press_after_parts (QuintetTurnInput *self,
                   QuintetCell       cell,
                   guint             n_made)
{
  if (quintet_turn_input_can_restart (self, cell))
    {
      self->n_clicks = n_made;
      quintet_turn_input_click (self, cell);
      return settle (self, QUINTET_PRESS_RESTARTED);
    }
  return QUINTET_PRESS_REFUSED;
}

/**
 * quintet_turn_input_press:
 *
 * A click on the board. A cell that may come next continues the turn;
 * the last cell again is a continuation when it may come next (OX-3:
 * Ordo X "b6-c6, c6-b5" clicks c6 twice), else it ends a turn the clicks
 * complete (a declined PR-3 regeneration, a chain stopped early, a
 * one-cell turn that starts others) or lets go of what is being clicked
 * (a lone piece clicked again; the part being clicked once parts are
 * made). Before any part is made, another cell starts over from it when
 * a turn begins there; once a part is made, see press_after_parts(). A
 * cell that can neither go on nor start over is refused and the clicks
 * stay as they were: the piece stays chosen, so that the turn the player
 * meant is still one click away (quintet_game_explain_click says why).
 *
 * Returns: what happened; after %QUINTET_PRESS_FINISHED the clicks are
 *   kept and quintet_turn_input_get_complete() lists the turns
 */
QuintetPressResult
quintet_turn_input_press (QuintetTurnInput *self,
                          QuintetCell       cell)
{
  guint n, n_made;

  g_return_val_if_fail (self != NULL, QUINTET_PRESS_CLEARED);

  n = self->n_clicks;
  n_made = quintet_turn_input_get_n_made (self);
  if (n > 0 && self->clicks[n - 1] == cell && !quintet_turn_input_can_click (self, cell))
    {
      if (quintet_turn_input_can_finish (self))
        return QUINTET_PRESS_FINISHED;
      if (n_made == n)
        return QUINTET_PRESS_REFUSED;
      self->n_clicks = n_made;
      return n_made > 0 ? QUINTET_PRESS_LET_GO : QUINTET_PRESS_CLEARED;
    }

  if (quintet_turn_input_click (self, cell))
    return settle (self, QUINTET_PRESS_CONTINUED);
  if (n_made > 0)
    return press_after_parts (self, cell, n_made);
  if (!quintet_turn_input_can_start (self, cell))
    return QUINTET_PRESS_REFUSED;

  quintet_turn_input_cancel (self);
  quintet_turn_input_click (self, cell);
  return settle (self, QUINTET_PRESS_RESTARTED);
}
