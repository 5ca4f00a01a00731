/* quintet-game-guidance.c — the one line that tells the player, while
 * clicking a turn, what comes next and why a click was refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games say it in their own words (describe_clicks, explain_click);
 * where they have nothing special to say, these generic texts do.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "quintet-game.h"

#define GAME_CLASS(self) QUINTET_GAME_GET_CLASS (self)

static char *
generic_describe_clicks (QuintetGame  *self,
                         gconstpointer position,
                         guint         n_clicks,
                         gboolean      can_finish)
{
  const char *side = quintet_game_get_side_name (self, QUINTET_POSITION_SIDE (position));

  if (n_clicks == 0)
    /* Translators: %s is a side, e.g. "White to move: choose a piece" */
    return g_strdup_printf (_("%s to move: choose a piece"), side);
  if (can_finish)
    return g_strdup (_("Go on, or end the turn here"));
  if (n_clicks == 1)
    return g_strdup (_("Choose where it goes"));
  return g_strdup (_("Choose where it goes next"));
}

/**
 * quintet_game_describe_clicks:
 *
 * Returns: (transfer full): what the player is in the middle of after
 *   @clicks: the game's words, else a generic text
 */
char *
quintet_game_describe_clicks (QuintetGame       *self,
                              gconstpointer      position,
                              const QuintetCell *clicks,
                              guint              n_clicks,
                              gboolean           can_finish)
{
  char *text;

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (position != NULL, NULL);

  text = GAME_CLASS (self)->describe_clicks (self, position, clicks, n_clicks, can_finish);
  if (text == NULL)
    text = generic_describe_clicks (self, position, n_clicks, can_finish);
  return text;
}

/* The side whose piece is on top of @cell, or -1 when it is empty. */
static int
cell_owner (QuintetGame  *self,
            gconstpointer position,
            QuintetCell   cell)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self);
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, geometry->n_cells);

  if (cell >= geometry->n_cells)
    return -1;
  quintet_game_describe_position (self, position, cells);
  if (cells[cell].height == 0)
    return -1;
  return cells[cell].stack[cells[cell].height - 1];
}

/* Whether a turn the position allows starts with @clicks then @cell. */
static gboolean
is_turn_prefix (QuintetGame       *self,
                gconstpointer      position,
                const QuintetCell *clicks,
                guint              n_clicks,
                QuintetCell        cell)
{
  g_auto(QuintetTurnList) list = { 0 };
  guint n_turns = quintet_game_list_turns (self, position, &list);

  for (guint i = 0; i < n_turns; i++)
    if (list.turns[i].length > n_clicks && list.turns[i].path[n_clicks] == cell &&
        memcmp (list.turns[i].path, clicks, n_clicks) == 0)
      return TRUE;
  return FALSE;
}

/* A chosen piece that cannot go to @cell: the squares named, then the
 * reason (@reason: the game's, or NULL); takes @reason. */
static char *
explain_destination (QuintetGame *self,
                     QuintetCell  from,
                     QuintetCell  cell,
                     char        *reason)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self);
  g_autofree char *refused = NULL;
  char *text;

  if (from >= geometry->n_cells || cell >= geometry->n_cells)
    return reason;
  /* Translators: the squares of a refused click, e.g. "The piece on d2 cannot go to d4" */
  refused = g_strdup_printf (_("The piece on %s cannot go to %s"),
                             geometry->cells[from].name, geometry->cells[cell].name);
  if (reason == NULL)
    return g_steal_pointer (&refused);
  /* Translators: a refused click, then why, e.g. "The piece on d2 cannot
   * go to d4. Pieces move forward, back or sideways, never diagonally" */
  text = g_strdup_printf (_("%s. %s"), refused, reason);
  g_free (reason);
  return text;
}

static char *
generic_explain_click (QuintetGame  *self,
                       gconstpointer position,
                       guint         n_clicks,
                       QuintetCell   cell)
{
  QuintetSide to_move = QUINTET_POSITION_SIDE (position);
  int owner = cell_owner (self, position, cell);

  /* With a piece chosen, the cell is where it cannot go (in some games
   * even onto a piece of its own side) */
  if (n_clicks > 0)
    return g_strdup (_("It cannot go there"));
  if (owner >= 0 && owner != (int) to_move)
    /* Translators: "That is a Black piece: it is White's turn" */
    return g_strdup_printf (_("That is a %s piece: it is %s’s turn"),
                            quintet_game_get_side_name (self, owner),
                            quintet_game_get_side_name (self, to_move));
  if (owner >= 0)
    return g_strdup (_("That piece has no legal move"));
  return g_strdup (_("No piece of yours can go there"));
}

/**
 * quintet_game_explain_click:
 *
 * Returns: (transfer full): why the rules refuse a click on @cell after
 *   @clicks: the game's reason, else a generic one
 */
char *
quintet_game_explain_click (QuintetGame       *self,
                            gconstpointer      position,
                            const QuintetCell *clicks,
                            guint              n_clicks,
                            QuintetCell        cell)
{
  char *text;

  g_return_val_if_fail (QUINTET_IS_GAME (self), NULL);
  g_return_val_if_fail (position != NULL, NULL);

  /* A click the position allows, refused all the same: only the game's
   * history forbids the turn, where repeating makes a turn illegal (OF-5).
   * In the words of a refused notation. */
  if (GAME_CLASS (self)->repetition_illegal && is_turn_prefix (self, position, clicks, n_clicks, cell))
    {
      g_autofree char *reason = quintet_game_explain_repetition (self);

      /* Translators: the reason is "it would create the same position for the third time (OF-5)" */
      return g_strdup_printf (_("That turn is not legal here: %s"), reason);
    }

  text = GAME_CLASS (self)->explain_click (self, position, clicks, n_clicks, cell);
  if (n_clicks == 1 && cell != clicks[0] && cell_owner (self, position, clicks[0]) >= 0)
    return explain_destination (self, clicks[0], cell, text);
  if (text == NULL)
    text = generic_explain_click (self, position, n_clicks, cell);
  return text;
}
