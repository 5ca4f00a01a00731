/* quintet-cli-search.c — what quintet-cli's commands share: numbers, and
 * the computer's search as bestmove and the engine protocol describe it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-cli-private.h"
#include "quintet-search.h"

gboolean
_quintet_cli_parse_number (const char *text,
                           guint64     max,
                           guint64    *value)
{
  return text[0] >= '0' && text[0] <= '9' &&
         g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

/* "120", or "win in 3" / "loss in 2" (turns) for a forced result */
static char *
format_score (int score)
{
  if (score > QUINTET_SEARCH_WIN_BOUND)
    return g_strdup_printf ("win in %d", QUINTET_SEARCH_WIN - score);
  if (score < -QUINTET_SEARCH_WIN_BOUND)
    return g_strdup_printf ("loss in %d", QUINTET_SEARCH_WIN + score);
  return g_strdup_printf ("%d", score);
}

/* The expected line in notation, from @position on. */
static char *
format_line (QuintetGame               *game,
             gconstpointer              position,
             const QuintetSearchResult *result)
{
  g_autoptr(GString) line = g_string_new (NULL);
  QuintetPositionBuffer current;

  memcpy (&current, position, quintet_game_get_position_size (game));
  for (guint i = 0; i < result->pv_length; i++)
    {
      g_autofree char *text = quintet_game_format_turn (game, &current, &result->pv[i]);

      g_string_append_printf (line, "%s%s", i > 0 ? " " : "", text);
      quintet_game_make_turn (game, &current, &result->pv[i]);
    }

  return g_string_free (g_steal_pointer (&line), FALSE);
}

/* The search's figures and line, as bestmove prints and the engine
 * protocol's info line says */
char *
_quintet_cli_describe_search (QuintetGame               *game,
                              gconstpointer              position,
                              const QuintetSearchResult *result)
{
  g_autofree char *score = format_score (result->score);
  g_autofree char *line = format_line (game, position, result);
  double seconds = MAX (result->elapsed, 1) / 1e6;

  return g_strdup_printf ("depth %u score %s nodes %" G_GUINT64_FORMAT " nps %.0f time %.0f pv %s",
                          result->depth, score, result->nodes, result->nodes / seconds, seconds * 1000, line);
}

/* The search's limits: a depth, a time, or a level (default: the strongest). */
void
_quintet_cli_search_limits (QuintetGame         *game,
                            guint                level,
                            guint                time_ms,
                            guint                depth,
                            guint64              seed,
                            QuintetSearchLimits *limits)
{
  if (depth > 0)
    *limits = (QuintetSearchLimits) { .max_depth = depth, .seed = seed };
  else if (level == 0 && time_ms > 0)
    *limits = (QuintetSearchLimits) { .deadline = g_get_monotonic_time () + (gint64) time_ms * 1000, .seed = seed };
  else
    quintet_search_level_limits (quintet_search_get_level (level > 0 ? level : QUINTET_SEARCH_N_LEVELS),
                                 game, time_ms, seed, limits);
}
