/* fuzz-position.c — a libFuzzer target for each game's position text: the
 * first byte picks a game of the registry, the rest is a position text.
 * What parses prints back to a text that parses to the same position
 * (same text, same hash), and its turns can be listed, formatted and read
 * back; what is refused says why in one short line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

/* Enough turns to try the notation on, without making a position of
 * thousands of turns (Oferhlýp chains) slow to fuzz */
#define MAX_TURNS_FORMATTED 64

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_games ();
  return 0;
}

static void
check_turns (FuzzGame      *fuzz,
             gconstpointer  position,
             const char    *text)
{
  g_auto(QuintetTurnList) list = { 0 };
  guint n = quintet_game_list_turns (fuzz->game, position, &list);

  quintet_game_position_outcome (fuzz->game, position, n);
  for (guint i = 0; i < MIN (n, MAX_TURNS_FORMATTED); i++)
    {
      g_autofree char *notation = quintet_game_format_turn (fuzz->game, position, &list.turns[i]);
      g_autoptr(GError) error = NULL;
      QuintetPositionBuffer after;
      QuintetMove parsed;

      if (!quintet_game_parse_turn (fuzz->game, position, notation, &parsed, &error))
        fuzz_fail ("the legal turn “%s” of “%s” does not parse: %s", notation, text, error->message);
      if (!quintet_move_equal (&parsed, &list.turns[i]))
        fuzz_fail ("the legal turn “%s” of “%s” parses to another turn", notation, text);

      /* The hash kept up to date by the turn is the one computed afresh */
      memcpy (&after, position, quintet_game_get_position_size (fuzz->game));
      quintet_game_make_turn (fuzz->game, &after, &list.turns[i]);
      if (QUINTET_POSITION_HASH (&after) != quintet_game_compute_hash (fuzz->game, &after))
        fuzz_fail ("the turn “%s” of “%s” leaves a wrong hash", notation, text);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *printed = NULL, *printed_again = NULL;
  QuintetPositionBuffer position, again;
  FuzzGame *fuzz;

  if (size < 1)
    return 0;
  fuzz = fuzz_pick_game (data[0]);
  text = g_strndup ((const char *) data + 1, size - 1);

  memset (&position, 0, sizeof position);
  if (!quintet_game_position_from_text (fuzz->game, text, &position, &error))
    {
      fuzz_check_message (error, text);
      return 0;
    }

  if (QUINTET_POSITION_HASH (&position) != quintet_game_compute_hash (fuzz->game, &position))
    fuzz_fail ("“%s” parses to a position with a wrong hash", text);
  printed = quintet_game_position_to_text (fuzz->game, &position);
  memset (&again, 0, sizeof again);
  if (!quintet_game_position_from_text (fuzz->game, printed, &again, &error))
    fuzz_fail ("“%s” prints as “%s”, which does not parse: %s", text, printed, error->message);
  printed_again = quintet_game_position_to_text (fuzz->game, &again);
  if (strcmp (printed, printed_again) != 0)
    fuzz_fail ("“%s” prints as “%s”, then as “%s”", text, printed, printed_again);
  if (QUINTET_POSITION_HASH (&position) != QUINTET_POSITION_HASH (&again))
    fuzz_fail ("“%s” and its printed form “%s” hash differently", text, printed);

  check_turns (fuzz, &position, text);
  return 0;
}
