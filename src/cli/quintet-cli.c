/* quintet-cli.c — the headless front end over the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "quintet-history.h"
#include "quintet-registry.h"
#include "quintet-geometry.h"
#include "quintet-turn-input.h"

#define EXIT_BAD_INPUT 2

/* Bad input: one line on stderr and exit status 2. */
static int G_GNUC_PRINTF (1, 2)
fail (const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_printerr ("quintet-cli: %s\n", message);
  return EXIT_BAD_INPUT;
}

/* quintet-cli help, quintet-cli --help: the usage on stdout, exit 0. */
static int
run_help (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_print ("%s\n\n", _("Usage: quintet-cli COMMAND [ARGUMENT…]"));
  g_print ("%s\n", _("Commands:"));
  g_print ("  list                                        %s\n", _("the games: id, tab, name"));
  g_print ("  start GAME                                  %s\n", _("the start position text"));
  g_print ("  moves GAME [--position TEXT]                %s\n", _("every legal turn, sorted"));
  g_print ("  apply GAME [--position TEXT] TURN…          %s\n", _("the position text after the turns"));
  g_print ("  perft GAME DEPTH [--position TEXT]          %s\n", _("the number of turn sequences of DEPTH turns"));
  g_print ("  bench GAME [--seconds S] [--seed N]         %s\n", _("random playouts: playouts/s and turns/s"));
  g_print ("  clicks GAME [--position TEXT] [CELL…]       %s\n", _("the cells that may come next, and the turns they complete"));
  g_print ("  help                                        %s\n\n", _("this text"));
  g_print ("%s", _("Games:"));
  for (guint i = 0; i < n_games; i++)
    g_print (" %s", games[i].id);
  g_print ("\n");

  return EXIT_SUCCESS;
}

static int
usage (void)
{
  return fail (_("usage: quintet-cli list | start GAME | moves GAME [--position TEXT] | "
                 "apply GAME [--position TEXT] TURN… | perft GAME DEPTH [--position TEXT] | "
                 "bench GAME [--seconds S] [--seed N] | clicks GAME [--position TEXT] [CELL…] | help"));
}

typedef struct {
  QuintetGame *game;
  const char  *position;       /* --position */
  double       seconds;        /* --seconds */
  guint64      seed;           /* --seed */
  GPtrArray   *arguments;      /* the rest, in order */
} Command;

static void
command_clear (Command *command)
{
  g_clear_object (&command->game);
  g_clear_pointer (&command->arguments, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Command, command_clear)

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *value)
{
  return text[0] >= '0' && text[0] <= '9' &&
         g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

/* argv[0] is the subcommand, argv[1] the game; options may stand anywhere after it. */
static int
parse_command (int       argc,
               char    **argv,
               gboolean  allow_position,
               gboolean  allow_bench,
               Command  *command)
{
  if (argc < 2)
    return usage ();

  command->game = quintet_registry_new_game (argv[1]);
  if (command->game == NULL)
    return fail (_("unknown game “%s” (see “quintet-cli list”)"), argv[1]);

  command->seconds = 3;
  command->seed = 1;
  command->arguments = g_ptr_array_new ();
  for (int i = 2; i < argc; i++)
    {
      const char *option = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      guint64 number;

      if (!g_str_has_prefix (option, "--") || g_str_equal (option, "--"))
        {
          g_ptr_array_add (command->arguments, argv[i]);
          continue;
        }
      if (value == NULL)
        return fail (_("option %s needs a value"), option);
      i++;

      if (allow_position && g_str_equal (option, "--position"))
        command->position = value;
      else if (allow_bench && (g_str_equal (option, "--seconds") || g_str_equal (option, "--seed")))
        {
          gboolean seconds = g_str_equal (option, "--seconds");

          if (!parse_number (value, seconds ? 3600 : G_MAXUINT32, &number) || (seconds && number == 0))
            return fail (_("option %s: “%s” is not a valid number"), option, value);
          if (seconds)
            command->seconds = number;
          else
            command->seed = number;
        }
      else
        return fail (_("unknown option “%s” for “%s”"), option, argv[0]);
    }

  return EXIT_SUCCESS;
}

/* The position to work from: --position, or the start. */
static int
load_position (Command *command)
{
  g_autoptr(GError) error = NULL;

  if (command->position != NULL &&
      !quintet_game_load_position (command->game, command->position, &error))
    return fail ("%s", error->message);

  return EXIT_SUCCESS;
}

static int
run_list (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  for (guint i = 0; i < n_games; i++)
    g_print ("%s\t%s\n", games[i].id, _(games[i].name));

  return EXIT_SUCCESS;
}

static int
run_start (Command *command)
{
  g_autofree char *text = NULL;

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), (char *) command->arguments->pdata[0]);

  text = quintet_game_position_to_text (command->game, quintet_game_get_position (command->game));
  g_print ("%s\n", text);
  return EXIT_SUCCESS;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* Every legal turn of the position alone (no history), sorted bytewise. */
static int
run_moves (Command *command)
{
  QuintetGame *game = command->game;
  gconstpointer position = quintet_game_get_position (game);
  g_auto(QuintetTurnList) turns = { 0 };
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), (char *) command->arguments->pdata[0]);

  quintet_game_list_turns (game, position, &turns);
  if (quintet_game_position_outcome (game, position, turns.n_turns).status != QUINTET_STATUS_ONGOING)
    return EXIT_SUCCESS;

  for (guint i = 0; i < turns.n_turns; i++)
    g_ptr_array_add (lines, quintet_game_format_turn (game, position, &turns.turns[i]));
  g_ptr_array_sort (lines, compare_strings);

  for (guint i = 0; i < lines->len; i++)
    g_print ("%s\n", (char *) lines->pdata[i]);

  return EXIT_SUCCESS;
}

static int
run_apply (Command *command)
{
  g_autofree char *text = NULL;

  for (guint i = 0; i < command->arguments->len; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *turn = command->arguments->pdata[i];

      if (!quintet_game_play_notation (command->game, turn, &error))
        return fail (_("turn %u: %s"), i + 1, error->message);
    }

  text = quintet_game_position_to_text (command->game, quintet_game_get_position (command->game));
  g_print ("%s\n", text);
  return EXIT_SUCCESS;
}

/* quintet_game_perft, one first turn at a time, saying on the terminal how
 * far it has come: a long perft runs for minutes. */
static guint64
perft_with_progress (QuintetGame *game,
                     guint64      depth)
{
  gconstpointer position = quintet_game_get_position (game);
  gsize size = quintet_game_get_position_size (game);
  g_auto(QuintetTurnList) list = { 0 };
  g_autofree guint8 *next = g_malloc (size);
  guint n_turns = quintet_game_list_turns (game, position, &list);
  guint64 count = 0;

  if (quintet_game_position_outcome (game, position, n_turns).status != QUINTET_STATUS_ONGOING)
    return 0;

  for (guint i = 0; i < n_turns; i++)
    {
      /* Translators: progress of quintet-cli perft, e.g. "perft: 12/56 first turns" */
      g_printerr ("\r");
      g_printerr (_("perft: %u/%u first turns"), i, n_turns);
      memcpy (next, position, size);
      quintet_game_make_turn (game, next, &list.turns[i]);
      count += quintet_game_perft (game, next, depth - 1);
    }
  /* Clear the progress line. */
  g_printerr ("\r\033[K");

  return count;
}

static int
run_perft (Command *command)
{
  guint64 depth;

  if (command->arguments->len != 1)
    return fail (_("perft needs one depth"));
  if (!parse_number (command->arguments->pdata[0], 12, &depth))
    return fail (_("the depth must be a number from 0 to 12, not “%s”"),
                 (char *) command->arguments->pdata[0]);

  g_print ("%" G_GUINT64_FORMAT "\n",
           isatty (STDERR_FILENO) && depth >= 2 ? perft_with_progress (command->game, depth)
                                                : quintet_game_perft (command->game,
                                                                      quintet_game_get_position (command->game),
                                                                      depth));
  return EXIT_SUCCESS;
}

static void
print_next_cells (QuintetGame      *game,
                  QuintetTurnInput *input)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  const guint8 *next = quintet_turn_input_get_next_cells (input);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < geometry->n_cells && i < QUINTET_NO_CELL; i++)
    if (next[i])
      g_ptr_array_add (names, (gpointer) geometry->cells[i].name);
  g_ptr_array_sort (names, compare_strings);

  g_print ("next");
  for (guint i = 0; i < names->len; i++)
    g_print (" %s", (char *) names->pdata[i]);
  g_print ("\n");
}

static void
print_complete_turns (QuintetGame      *game,
                      QuintetTurnInput *input)
{
  gconstpointer position = quintet_game_get_position (game);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  guint n_turns;
  const QuintetMove *turns = quintet_turn_input_get_complete (input, &n_turns);

  for (guint i = 0; i < n_turns; i++)
    g_ptr_array_add (lines, quintet_game_format_turn (game, position, &turns[i]));
  g_ptr_array_sort (lines, compare_strings);

  for (guint i = 0; i < lines->len; i++)
    g_print ("turn %s\n", (char *) lines->pdata[i]);
}

/* The turn input from outside: the clicks matched purely as prefixes of
 * the turns' click paths (no finish or clear policy), then what may be
 * clicked next and the turns the clicks complete. */
static int
run_clicks (Command *command)
{
  QuintetGame *game = command->game;
  g_autoptr(QuintetTurnInput) input = NULL;
  const QuintetMove *turns;
  guint n_turns;

  turns = quintet_game_get_legal_turns (game, &n_turns);
  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    n_turns = 0;
  input = quintet_turn_input_new (game, quintet_game_get_position (game), turns, n_turns);

  for (guint i = 0; i < command->arguments->len; i++)
    {
      const char *name = command->arguments->pdata[i];
      QuintetCell cell = quintet_geometry_find_cell (quintet_game_get_geometry (game), name);

      if (cell == QUINTET_NO_CELL)
        return fail (_("click %u: unknown cell “%s”"), i + 1, name);
      if (!quintet_turn_input_click (input, cell))
        return fail (_("click %u: “%s” cannot be clicked next"), i + 1, name);
    }

  print_next_cells (game, input);
  print_complete_turns (game, input);
  return EXIT_SUCCESS;
}

/* A playout stops here if the game has not ended: random Overlord games
 * hardly ever end (no rule draws them but a threefold repetition). */
#define BENCH_MAX_TURNS 1000

/* Plays one random game from the start by the full rules, repetition and
 * no-progress included, for at most BENCH_MAX_TURNS turns; returns the
 * number of turns and whether the game ended. */
static guint
random_playout (QuintetGame    *game,
                GRand          *random,
                QuintetHistory *history,
                gboolean       *ended)
{
  QuintetPositionBuffer start;
  QuintetOutcome outcome;
  guint n_turns;

  quintet_game_start_position (game, QUINTET_SIDE_0, &start);
  quintet_history_reset (history, &start);
  n_turns = quintet_history_playout (history, random, BENCH_MAX_TURNS, &outcome);
  *ended = outcome.status != QUINTET_STATUS_ONGOING;
  return n_turns;
}

static int
run_bench (Command *command)
{
  g_autoptr(GRand) random = g_rand_new_with_seed (command->seed);
  g_autoptr(QuintetHistory) history = quintet_history_new (command->game);
  gint64 start = g_get_monotonic_time (), elapsed;
  guint64 playouts = 0, unfinished = 0, total_turns = 0;

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), (char *) command->arguments->pdata[0]);

  do
    {
      gboolean ended;

      total_turns += random_playout (command->game, random, history, &ended);
      unfinished += !ended;
      playouts++;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < command->seconds * G_USEC_PER_SEC);

  g_print ("%s: %" G_GUINT64_FORMAT " playouts, %" G_GUINT64_FORMAT " turns in %.2f s\n",
           quintet_game_get_id (command->game), playouts, total_turns, elapsed / 1e6);
  if (unfinished > 0)
    g_print (_("%" G_GUINT64_FORMAT " playouts stopped unfinished after %u turns\n"), unfinished, BENCH_MAX_TURNS);
  g_print ("playouts/s: %.0f\n", playouts / (elapsed / 1e6));
  g_print ("turns/s: %.0f\n", total_turns / (elapsed / 1e6));
  return EXIT_SUCCESS;
}

static int
run (int    argc,
     char **argv)
{
  g_auto(Command) command = { 0 };
  const char *name;
  int status;

  if (argc < 2)
    return usage ();

  name = argv[1];
  if (g_str_equal (name, "help") || g_str_equal (name, "--help") || g_str_equal (name, "-h"))
    return run_help ();
  if (g_str_equal (name, "list"))
    return argc == 2 ? run_list () : fail (_("unexpected argument “%s”"), argv[2]);

  if (!g_str_equal (name, "start") && !g_str_equal (name, "moves") && !g_str_equal (name, "apply") &&
      !g_str_equal (name, "perft") && !g_str_equal (name, "bench") && !g_str_equal (name, "clicks"))
    return fail (_("unknown command “%s”"), name);

  status = parse_command (argc - 1, argv + 1, !g_str_equal (name, "start") && !g_str_equal (name, "bench"),
                          g_str_equal (name, "bench"), &command);
  if (status == EXIT_SUCCESS)
    status = load_position (&command);
  if (status != EXIT_SUCCESS)
    return status;

  if (g_str_equal (name, "start"))
    return run_start (&command);
  if (g_str_equal (name, "moves"))
    return run_moves (&command);
  if (g_str_equal (name, "apply"))
    return run_apply (&command);
  if (g_str_equal (name, "perft"))
    return run_perft (&command);
  if (g_str_equal (name, "clicks"))
    return run_clicks (&command);
  return run_bench (&command);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return run (argc, argv);
}
