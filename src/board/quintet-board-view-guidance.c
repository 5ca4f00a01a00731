/* quintet-board-view-guidance.c — the one line that says what the clicks
 * are in the middle of, or why the rules refused the last click
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words are the game's (quintet_game_describe_clicks and
 * quintet_game_explain_click); the view only keeps a refusal until the
 * next click.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-board-view-private.h"

static char *
compute_guidance (QuintetBoardView *self)
{
  if (!_quintet_board_view_accepts_input (self))
    return g_strdup ("");
  if (self->refusal != NULL)
    return g_strdup (self->refusal);
  if (self->has_hint && self->n_selection == 0)
    {
      g_autofree char *notation = quintet_game_format_turn (self->game, _quintet_board_view_shown_position (self),
                                                            &self->hint);

      /* Translators: the computer's suggestion in the game's notation, e.g. "Hint: c2-c4" */
      return g_strdup_printf (_("Hint: %s"), notation);
    }

  /* The selection is the input's clicks (none before the first click) */
  return quintet_game_describe_clicks (self->game, _quintet_board_view_shown_position (self),
                                       self->selection, self->n_selection, self->can_finish);
}

/* The guidance as Pango markup: a ruling's id in brackets ("(OR-1)"),
 * which follows the player's words, becomes a smaller link to its place
 * on the rules page ("ruling:OR-1"). */
static char *
markup_rulings (const char *text)
{
  static GRegex *ruling;
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (g_once_init_enter (&ruling))
    g_once_init_leave (&ruling, g_regex_new ("\\(([A-Z]{2}-[0-9]+)\\)", G_REGEX_OPTIMIZE, 0, NULL));
  return g_regex_replace (ruling, escaped, -1, 0, "<small>(<a href=\"ruling:\\1\">\\1</a>)</small>", 0, NULL);
}

/* Returns TRUE when the text changed, for the "guidance" and
 * "guidance-markup" notifications. */
gboolean
_quintet_board_view_update_guidance (QuintetBoardView *self)
{
  g_autofree char *guidance = compute_guidance (self);

  if (g_strcmp0 (guidance, self->guidance) == 0)
    return FALSE;
  g_free (self->guidance);
  g_free (self->guidance_markup);
  self->guidance_markup = markup_rulings (guidance);
  self->guidance = g_steal_pointer (&guidance);
  return TRUE;
}

/* Called before each click: a refusal is shown until the next one. */
void
_quintet_board_view_forget_refusal (QuintetBoardView *self)
{
  g_clear_pointer (&self->refusal, g_free);
}

/* The press forgot the clicks: unless the player clicked the last cell
 * again to let go of the piece, the rules refused @cell; say why. */
void
_quintet_board_view_note_refusal (QuintetBoardView  *self,
                                  const QuintetCell *clicks_before,
                                  guint              n_before,
                                  QuintetCell        cell)
{
  if (n_before > 0 && clicks_before[n_before - 1] == cell)
    return;

  g_free (self->refusal);
  self->refusal = quintet_game_explain_click (self->game, _quintet_board_view_shown_position (self),
                                              clicks_before, n_before, cell);
}

const char *
quintet_board_view_get_guidance (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->guidance != NULL ? self->guidance : "";
}

const char *
quintet_board_view_get_guidance_markup (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), NULL);

  return self->guidance_markup != NULL ? self->guidance_markup : "";
}

gboolean
quintet_board_view_get_guidance_refused (QuintetBoardView *self)
{
  g_return_val_if_fail (QUINTET_IS_BOARD_VIEW (self), FALSE);

  return self->refusal != NULL && _quintet_board_view_accepts_input (self);
}
