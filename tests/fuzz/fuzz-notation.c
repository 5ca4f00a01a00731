/* fuzz-notation.c — a libFuzzer target for each game's notation: the
 * first byte picks a game, the second one of its fixed positions (the
 * start, seeded mid-game positions, positions from the rule tests), the
 * rest is a turn. A turn that parses is legal there, and each notation
 * style writes it as text that parses to the same turn; what is refused
 * says why in one short line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init_games ();
  return 0;
}

static void
check_formatted (FuzzGame             *fuzz,
                 gconstpointer         position,
                 const QuintetMove    *turn,
                 QuintetNotationStyle  style,
                 const char           *text)
{
  g_autofree char *formatted = NULL;
  g_autoptr(GError) error = NULL;
  QuintetMove parsed;

  quintet_game_set_notation_style (fuzz->game, style);
  formatted = quintet_game_format_turn (fuzz->game, position, turn);
  quintet_game_set_notation_style (fuzz->game, QUINTET_NOTATION_STANDARD);

  if (!g_utf8_validate (formatted, -1, NULL) || strpbrk (formatted, "\n\r") != NULL)
    fuzz_fail ("“%s” is written as a text that is not one line", text);
  if (!quintet_game_parse_turn (fuzz->game, position, formatted, &parsed, &error))
    fuzz_fail ("“%s” is written as “%s”, which does not parse: %s", text, formatted, error->message);
  if (!quintet_move_equal (&parsed, turn))
    fuzz_fail ("“%s” is written as “%s”, which parses to another turn", text, formatted);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gconstpointer position;
  FuzzGame *fuzz;
  QuintetMove turn;

  if (size < 2)
    return 0;
  fuzz = fuzz_pick_game (data[0]);
  position = fuzz_pick_position (fuzz, data[1]);
  text = g_strndup ((const char *) data + 2, size - 2);

  if (!quintet_game_parse_turn (fuzz->game, position, text, &turn, &error))
    {
      fuzz_check_message (error, text);
      return 0;
    }

  if (!fuzz_is_legal (fuzz, position, &turn))
    fuzz_fail ("“%s” parses to a turn that is not legal", text);
  check_formatted (fuzz, position, &turn, QUINTET_NOTATION_STANDARD, text);
  check_formatted (fuzz, position, &turn, QUINTET_NOTATION_SHORT, text);
  return 0;
}
