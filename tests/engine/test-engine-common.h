/* test-engine-common.h — small helpers shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "quintet-record.h"
#include "quintet-registry.h"

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The legal turns of a position text (no history), in notation, sorted. */
static inline GStrv
legal_turns (QuintetGame *game,
             const char  *position_text)
{
  QuintetPositionBuffer position;
  g_auto(QuintetTurnList) list = { 0 };
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  guint n_turns;

  quintet_game_position_from_text (game, position_text, &position, &error);
  g_assert_no_error (error);

  n_turns = quintet_game_list_turns (game, &position, &list);
  for (guint i = 0; i < n_turns; i++)
    g_ptr_array_add (lines, quintet_game_format_turn (game, &position, &list.turns[i]));
  g_ptr_array_sort (lines, compare_strings);
  g_ptr_array_add (lines, NULL);

  return (GStrv) g_ptr_array_steal (lines, NULL);
}

/* The exact set of legal turns that start on @from (space-separated list). */
static inline void
assert_turns_from (QuintetGame *game,
                   const char  *position_text,
                   const char  *from,
                   const char  *expected)
{
  g_auto(GStrv) turns = legal_turns (game, position_text);
  g_auto(GStrv) wanted = g_strsplit (expected, " ", -1);
  g_autoptr(GPtrArray) actual = g_ptr_array_new ();
  g_autofree char *actual_text = NULL;
  g_autofree char *wanted_text = NULL;

  for (guint i = 0; turns[i]; i++)
    if (g_str_has_prefix (turns[i], from))
      g_ptr_array_add (actual, turns[i]);
  g_ptr_array_add (actual, NULL);

  qsort (wanted, g_strv_length (wanted), sizeof (char *), compare_strings);
  actual_text = g_strjoinv (" ", (GStrv) actual->pdata);
  wanted_text = g_strjoinv (" ", wanted);
  g_assert_cmpstr (actual_text, ==, wanted_text);
}

/* Position text + turn → position text, through the game object. */
static inline void
assert_apply (const char *game_id,
              const char *position_text,
              const char *turn,
              const char *expected)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  quintet_game_load_position (game, position_text, &error);
  g_assert_no_error (error);
  quintet_game_play_notation (game, turn, &error);
  g_assert_no_error (error);

  after = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (after, ==, expected);
}

/* The engine's perft (quintet_game_perft) of a position text of the game
 * @game_id, with no history: the count the perft tests hold against the
 * rules' reference counts and their naive generators. */
static inline guint64
engine_perft (const char *game_id,
              const char *position_text,
              guint       depth)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  QuintetPositionBuffer position;
  g_autoptr(GError) error = NULL;

  quintet_game_position_from_text (game, position_text, &position, &error);
  g_assert_no_error (error);
  return quintet_game_perft (game, &position, depth);
}

/* No silent limit (issue 15): a generator given less room than there are
 * turns still counts every one, writes the first of the full list, and
 * quintet_game_list_turns returns them all. */
static inline void
assert_counts_past_capacity (QuintetGame *game,
                             const char  *position_text,
                             guint        expected)
{
  g_auto(QuintetTurnList) list = { 0 };
  QuintetPositionBuffer position;
  QuintetMove few[3];

  g_assert_true (quintet_game_position_from_text (game, position_text, &position, NULL));
  g_assert_cmpuint (quintet_game_list_turns (game, &position, &list), ==, expected);
  g_assert_cmpuint (list.n_turns, ==, expected);
  g_assert_cmpuint (quintet_game_generate_turns (game, &position, NULL, 0), ==, expected);
  g_assert_cmpuint (quintet_game_generate_turns (game, &position, few, G_N_ELEMENTS (few)), ==, expected);
  for (guint i = 0; i < MIN (expected, G_N_ELEMENTS (few)); i++)
    g_assert_true (quintet_move_equal (&few[i], &list.turns[i]));
}

/* Plays @count turns, each the first legal turn whose notation @quiet
 * accepts (with @data) and that does not draw by repetition, so that only
 * a no-progress rule can end the game. */
static inline void
play_quiet_turns_where (QuintetGame  *game,
                        guint         count,
                        gboolean    (*quiet) (const char *notation, gconstpointer data),
                        gconstpointer data)
{
  for (guint played = 0; played < count; played++)
    {
      g_autofree QuintetMove *turns = NULL;
      const QuintetMove *legal;
      guint n_turns;
      gboolean done = FALSE;

      g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
      /* a copy: playing a turn regenerates the game's own list */
      legal = quintet_game_get_legal_turns (game, &n_turns);
      turns = g_memdup2 (legal, n_turns * sizeof (QuintetMove));
      for (guint i = 0; i < n_turns && !done; i++)
        {
          g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[i]);

          if (!quiet (notation, data))
            continue;
          g_assert_true (quintet_game_play_turn (game, &turns[i], NULL));
          done = quintet_game_get_outcome (game).reason != QUINTET_REASON_REPETITION;
          if (!done)
            quintet_game_truncate (game, quintet_game_get_n_turns (game) - 1);
        }
      g_assert_true (done);
    }
}

/* A record read from @text, which must read without error */
static inline QuintetRecord *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QuintetRecord *record = quintet_record_parse (text, -1, "test", &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}
