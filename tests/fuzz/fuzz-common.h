/* fuzz-common.h — what the libFuzzer targets share: the games of the
 * registry picked by a byte, a fixed set of positions for each, and the
 * check every refusal's message must pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quintet-registry.h"
#include "quintet-text.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* A message that quotes input stays short (issue 15) */
#define FUZZ_MAX_MESSAGE (3 * QUINTET_TEXT_QUOTE_CHARS + 100)   /* characters */

/* Mid-game positions: this many seeded random games, each stopped after
 * more turns than the one before */
#define FUZZ_RANDOM_POSITIONS 4

/* Positions from the rule tests (tests/engine/games/test-GAME.c), where the
 * notation has more to say than at the start: captures, chains, reserves,
 * placements, two-part turns */
static const struct {
  const char *game;
  const char *position;
} fuzz_test_positions[] = {
  { "pressman", "BBBBB1BB/8/8/8/8/8/5B2/4W3 b 3 5" },
  { "pressman", "2B4B/2W5/8/8/8/8/8/WWW1WWWW w 5 3" },
  { "pressman", "7B/8/3W1B2/8/3W4/8/8/8 w 3 4" },
  { "ordo", "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b" },
  { "ordo", "10/10/5B4/5B4/10/4W5/10/10 w" },
  { "ordo", "B9/10/10/10/3W6/4WW4/4W5/10 b" },
  { "ordo-x", "9B/10/10/10/10/10/10/WWWW6 w" },
  { "ordo-x", "10/10/10/10/10/10/B9/WW8 w" },
  { "ordo-x", "9B/10/10/10/10/10/1WWW6/10 b" },
  { "oferhlyp", "6K/7/3L3/2l4/2D4/2l4/J6 l" },
  { "oferhlyp", "4D2/4D2/7/7/7/K6/6J d" },
  { "oferhlyp", "3K3/7/2L4/2D4/7/7/3J3 d" },
  { "overlord", "......./......./......./......./......./......./..r..../...[ww]r../......r w -" },
  { "overlord", "r..r[rr]../..[ww]w..r/....w../......./......./......./......./..r...[wr]/.[rw]....w w -" },
  { "overlord", "......./......./......./......./......./......./......./...[rw].../w....rr w -" },
  { "opprimo", "a2Y,c2Y,e2Y,g2Y,d5Y,d7R,a12R,c12R,e12R,g12R Y@cd2,R@cd10 y" },
  { "opprimo", "c2r,c4R,d5R,g12Y Y@cd2,R@cd10 r" },
  { "opprimo", "d5Y,c6Y,e6R,d7R,f7Y,d9R Y@cd2,R@cd10 y" },
  { "opprimo", "d5R,d7y Y@de1,R@cd10 y" },
};

typedef struct {
  QuintetGame *game;
  GArray      *positions;   /* QuintetPositionBuffer */
} FuzzGame;

static FuzzGame *fuzz_games;
static guint     fuzz_n_games;

/* Stops the fuzzer with what went wrong: libFuzzer saves the input */
static inline void G_GNUC_PRINTF (1, 2) G_GNUC_NORETURN
fuzz_fail (const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  abort ();
}

static inline void
fuzz_add_random_positions (FuzzGame *fuzz)
{
  for (guint seed = 1; seed <= FUZZ_RANDOM_POSITIONS; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      QuintetPositionBuffer position;
      guint n_turns = 8u << seed;   /* 16, 32, 64, 128 */

      quintet_game_start_position (fuzz->game, QUINTET_SIDE_0, &position);
      for (guint i = 0; i < n_turns; i++)
        {
          QuintetPositionBuffer next = position;
          QuintetMove turn;

          if (quintet_game_random_turn (fuzz->game, &position, g_rand_int (rand), &turn) == 0)
            break;
          quintet_game_make_turn (fuzz->game, &next, &turn);
          if (quintet_game_position_outcome (fuzz->game, &next, 0).status != QUINTET_STATUS_ONGOING)
            break;
          position = next;
        }
      g_array_append_val (fuzz->positions, position);
    }
}

/* Every game of the registry, with its start, a few seeded mid-game
 * positions and the test positions above */
static inline void
fuzz_init_games (void)
{
  const QuintetGameInfo *games = quintet_registry_get_games (&fuzz_n_games);

  /* A critical or a warning is a bug the fuzzer should report */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

  fuzz_games = g_new0 (FuzzGame, fuzz_n_games);
  for (guint g = 0; g < fuzz_n_games; g++)
    {
      FuzzGame *fuzz = &fuzz_games[g];
      QuintetPositionBuffer position;

      fuzz->game = quintet_registry_new_game (games[g].id);
      fuzz->positions = g_array_new (FALSE, TRUE, sizeof (QuintetPositionBuffer));
      quintet_game_start_position (fuzz->game, QUINTET_SIDE_0, &position);
      g_array_append_val (fuzz->positions, position);
      fuzz_add_random_positions (fuzz);
      for (guint i = 0; i < G_N_ELEMENTS (fuzz_test_positions); i++)
        {
          g_autoptr(GError) error = NULL;

          if (!g_str_equal (fuzz_test_positions[i].game, games[g].id))
            continue;
          if (!quintet_game_position_from_text (fuzz->game, fuzz_test_positions[i].position, &position, &error))
            fuzz_fail ("a test position does not parse: %s", error->message);
          g_array_append_val (fuzz->positions, position);
        }
    }
}

static inline FuzzGame *
fuzz_pick_game (guint8 byte)
{
  return &fuzz_games[byte % fuzz_n_games];
}

static inline gconstpointer
fuzz_pick_position (FuzzGame *fuzz,
                    guint8    byte)
{
  return &g_array_index (fuzz->positions, QuintetPositionBuffer, byte % fuzz->positions->len);
}

/* QUINTET_FUZZ_LAX_MESSAGES=1 reports a bad message and goes on, for
 * fuzzing deeper while the messages are being fixed (issue 15); the
 * default is to fail on it */
static inline gboolean
fuzz_lax_messages (void)
{
  static int lax = -1;

  if (lax < 0)
    lax = g_strcmp0 (g_getenv ("QUINTET_FUZZ_LAX_MESSAGES"), "1") == 0;
  return lax;
}

/* The first few bad messages of a lax run, so that the log stays small */
static inline void G_GNUC_PRINTF (1, 2)
fuzz_report_lax (const char *format,
                 ...)
{
  static guint n_reported;
  va_list args;

  if (n_reported++ >= 20)
    return;
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
}

/* A refusal says what is wrong in one short line of text */
static inline void
fuzz_check_message (const GError *error,
                    const char   *input)
{
  g_autofree char *quoted = NULL;

  if (error == NULL || error->message == NULL)
    fuzz_fail ("refused without a message");
  if (!g_utf8_validate (error->message, -1, NULL) || strchr (error->message, '\n') != NULL ||
      strchr (error->message, '\r') != NULL || g_utf8_strlen (error->message, -1) >= FUZZ_MAX_MESSAGE ||
      error->message[0] == '\0')
    {
      g_autofree char *escaped = g_strescape (error->message, NULL);

      quoted = g_strescape (input, NULL);
      if (fuzz_lax_messages ())
        {
          fuzz_report_lax ("a message that is not one short line of text (%zu bytes): \"%s\"",
                           strlen (error->message), escaped);
          return;
        }
      fuzz_fail ("a message that is not one short line of text (%zu bytes): \"%s\"\ninput: \"%s\"",
                 strlen (error->message), escaped, quoted);
    }
}

/* Whether @turn is one of the @n_turns turns of @turns */
static inline gboolean
fuzz_is_listed (const QuintetMove *turns,
                guint              n_turns,
                const QuintetMove *turn)
{
  for (guint i = 0; i < n_turns; i++)
    if (quintet_move_equal (&turns[i], turn))
      return TRUE;
  return FALSE;
}

/* Whether @turn is one of the legal turns of @position */
static inline gboolean
fuzz_is_legal (FuzzGame          *fuzz,
               gconstpointer      position,
               const QuintetMove *turn)
{
  g_auto(QuintetTurnList) list = { 0 };
  guint n = quintet_game_list_turns (fuzz->game, position, &list);

  return fuzz_is_listed (list.turns, n, turn);
}
