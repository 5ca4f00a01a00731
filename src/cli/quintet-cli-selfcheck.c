/* quintet-cli-selfcheck.c — quintet-cli selfcheck: random games with
 * every invariant checked, and a summary of what was checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "quintet-cli-private.h"
#include "quintet-registry.h"
#include "quintet-selfcheck.h"

/* Exit status of a run stopped by SIGINT or SIGTERM, as a shell says it */
#define EXIT_INTERRUPTED 130

/* Set by SIGINT and SIGTERM: a long soak stops after the game in progress
 * and still says what it checked. */
static volatile sig_atomic_t interrupted;

static void
on_interrupt (int signal_number)
{
  interrupted = 1;
}

/* xgettext cannot read G_GUINT64_FORMAT inside a message */
static char *
format_count (guint64 count)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, count);
}

static void
print_summary (QuintetSelfcheck *check,
               QuintetGame      *game,
               guint             max_plies,
               double            seconds)
{
  guint64 games = quintet_selfcheck_get_games (check);
  guint64 plies = quintet_selfcheck_get_plies (check);
  guint64 capped = quintet_selfcheck_get_capped (check);
  QuintetOutcome outcome;
  guint64 count;
  guint i = 0;

  g_print ("%s: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " plies, %" G_GUINT64_FORMAT
           " positions in %.2f s (%.1f games/s)\n",
           quintet_game_get_id (game), games, plies,
           quintet_selfcheck_get_count (check, QUINTET_CHECK_HASH), seconds,
           seconds > 0 ? games / seconds : 0.0);
  for (QuintetCheck c = 0; c < QUINTET_N_CHECKS; c++)
    g_print ("  check %s: %" G_GUINT64_FORMAT "\n", quintet_selfcheck_check_name (c),
             quintet_selfcheck_get_count (check, c));

  while (quintet_selfcheck_get_outcome (check, &i, &outcome, &count))
    {
      g_autofree char *reason = QUINTET_GAME_GET_CLASS (game)->describe_outcome (game, outcome);

      g_print ("  ended %s: %" G_GUINT64_FORMAT "\n", reason, count);
    }
  if (capped > 0)
    {
      g_autofree char *text = format_count (capped);

      /* Translators: %s is a number of games, %u a number of plies */
      g_print (ngettext ("  %s game stopped unfinished after %u plies\n",
                         "  %s games stopped unfinished after %u plies\n",
                         (gulong) MIN (capped, G_MAXULONG)),
               text, max_plies);
    }
}

/* The games of one game id; EXIT_SUCCESS, 1 after the failure's line, or
 * EXIT_INTERRUPTED after the summary so far. */
static int
check_game (const char *id,
            Command    *command,
            gboolean    show_progress)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (id);
  g_autoptr(QuintetSelfcheck) check = quintet_selfcheck_new (game, command->seed, command->max_plies);
  gint64 start = g_get_monotonic_time ();

  guint number;

  for (number = 1; number <= command->games && !interrupted; number++)
    {
      g_autoptr(GError) error = NULL;

      if (show_progress && (number % 100 == 0 || number == 1))
        {
          g_printerr ("\r");
          /* Translators: progress of quintet-cli selfcheck, e.g. "overlord: game 100/1000" */
          g_printerr (_("%s: game %u/%u"), id, number, command->games);
        }
      if (!quintet_selfcheck_play_game (check, number, &error))
        {
          if (show_progress)
            g_printerr ("\r\033[K");
          g_printerr ("quintet-cli: %s\n", error->message);
          return EXIT_FAILURE;
        }
    }
  if (show_progress)
    g_printerr ("\r\033[K");

  print_summary (check, game, command->max_plies, (g_get_monotonic_time () - start) / 1e6);
  if (interrupted)
    {
      /* Translators: %u is the number of the first game not played */
      g_print (_("  interrupted before game %u\n"), number);
      return EXIT_INTERRUPTED;
    }
  return EXIT_SUCCESS;
}

/* quintet-cli selfcheck GAME|all [--games N] [--seed N] [--max-plies N] */
int
_quintet_cli_run_selfcheck (Command    *command,
                            const char *id)
{
  gboolean show_progress = isatty (STDERR_FILENO);
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  int status = EXIT_SUCCESS;

  if (command->arguments->len > 0)
    return fail (_("unexpected argument “%s”"), (char *) command->arguments->pdata[0]);

  signal (SIGINT, on_interrupt);
  signal (SIGTERM, on_interrupt);
  if (!g_str_equal (id, "all"))
    return check_game (id, command, show_progress);

  for (guint i = 0; i < n_games && status == EXIT_SUCCESS; i++)
    status = check_game (games[i].id, command, show_progress);

  return status;
}
