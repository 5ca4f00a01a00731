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
#include <gio/gunixinputstream.h>

#include "quintet-history.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-geometry.h"
#include "quintet-turn-input.h"
#include "quintet-cli-private.h"
#include "quintet-search.h"
#include "quintet-text.h"

/* Bad input: one line on stderr and exit status 2. */
int
_quintet_cli_fail (const char *format,
                   ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Input is quoted where it is repeated; this keeps the promise of one
   * line should a message ever hold a line end all the same */
  g_strdelimit (message, "\r\n", ' ');

  g_printerr ("quintet-cli: %s\n", message);
  return EXIT_BAD_INPUT;
}

/* "1 Beginner, 2 Casual, 3 Strong, 4 Expert" */
static char *
describe_levels (void)
{
  GString *levels = g_string_new (NULL);

  for (guint level = 1; level <= QUINTET_SEARCH_N_LEVELS; level++)
    g_string_append_printf (levels, "%s%u %s", level > 1 ? ", " : "", level,
                            _(quintet_search_get_level (level)->name));
  return g_string_free (levels, FALSE);
}

/* quintet-cli help, quintet-cli --help: the usage on stdout, exit 0. */
static int
run_help (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  g_autofree char *levels = describe_levels ();

  g_print ("%s\n\n", _("Usage: quintet-cli COMMAND [ARGUMENT…]"));
  g_print ("%s\n", _("Commands:"));
  g_print ("  list                                        %s\n", _("the games: id, tab, name"));
  g_print ("  start GAME                                  %s\n", _("the start position text"));
  g_print ("  moves GAME [--position TEXT]                %s\n", _("every legal turn, sorted"));
  g_print ("  apply GAME [--position TEXT] TURN…          %s\n", _("the position text after the turns"));
  g_print ("  record GAME [--position TEXT] TURN…         %s\n", _("a game record of the turns"));
  g_print ("  replay FILE                                 %s\n", _("the positions of a record, then its result (FILE “-”: standard input)"));
  g_print ("  replay --tree FILE                          %s\n", _("every turn of every line of a record, one a line: PATH, TURN, the position after it"));
  g_print ("  analyse FILE [--time MS | --depth D] [--write OUT]\n"
           "                                              %s\n", _("each turn of a record's main line: ply, turn, evaluation before it, the engine's turn, mark"));
  g_print ("  perft GAME DEPTH [--position TEXT]          %s\n", _("the number of turn sequences of DEPTH turns"));
  g_print ("  bench GAME [--seconds S] [--seed N]         %s\n", _("random playouts: playouts/s and turns/s"));
  g_print ("  clicks GAME [--position TEXT] [CELL…]       %s\n", _("the cells that may come next, and the turns they complete"));
  g_print ("  bestmove GAME [--position TEXT] [TURN…] [--level N | --time MS | --depth D] [--seed N]\n"
           "                                              %s\n", _("the computer's turn after the turns; its search on stderr"));
  g_print ("  match GAME --player0 SPEC --player1 SPEC [--games N] [--time MS] [--seed N] [--records DIR]\n"
           "                                              %s\n", _("a match, sides alternating; SPEC: level-N or depth-D (either may add :TERM=WEIGHT,…), uct, greedy, random"));
  g_print ("  tune GAME [--games N] [--depth D] [--rounds R] [--seed N]\n"
           "                                              %s\n", _("tunes the evaluation's weights by self-play matches"));
  g_print ("  selfcheck GAME|all [--games N] [--seed N] [--max-plies N]\n"
           "                                              %s\n", _("random games with every invariant checked on every turn: what was checked"));
  g_print ("  calibrate GAME [--games N] [--depth D] [--random PERCENT] [--seed N]\n"
           "                                              %s\n", _("self-play: the share won by the side to move per score, and the analysis's curve fitted to it"));
  g_print ("  lessons GAME [--check]                      %s\n", _("the lessons of a game: id, tab, kinds, tab, title; --check plays each one's solution and checks its goal"));
  g_print ("  puzzles GAME [--verify | --generate [--games N] [--seed S] [--max-n N]\n"
           "               [--level L] [--opponent L] [--player-nodes N]] [--nodes N] [--data DIR]\n"
           "                                              %s\n", _("the game's puzzles, one a line: ID, N, position, the solution's turns (tabs between); --verify proves each again; --generate mines self-play games for new ones"));
  g_print ("  engine                                      %s\n", _("the computer player over a line protocol on stdin and stdout"));
  g_print ("  online COMMAND --jid JID [--dir DIR] [--password-file FILE] [--offline] …\n"
           "                                              %s\n", _("games against a friend over XMPP: sign-in, sync, list, show, invite, accept, decline, play, resign, draw, undo, chat, remove (“quintet-cli online” lists them); the password from --password-file or QUINTET_PASSWORD"));
  g_print ("  help                                        %s\n\n", _("this text"));
  g_print ("%s", _("Games:"));
  for (guint i = 0; i < n_games; i++)
    g_print (" %s", games[i].id);
  g_print ("\n");
  g_print ("%s %s\n", _("Levels:"), levels);

  return EXIT_SUCCESS;
}

static int
usage (void)
{
  return fail (_("usage: quintet-cli list | start GAME | moves GAME [--position TEXT] | "
                 "apply GAME [--position TEXT] TURN… | record GAME [--position TEXT] TURN… | replay [--tree] FILE | "
                 "analyse FILE [--time MS | --depth D] [--write OUT] | perft GAME DEPTH [--position TEXT] | "
                 "bench GAME [--seconds S] [--seed N] | clicks GAME [--position TEXT] [CELL…] | "
                 "bestmove GAME [--position TEXT] [TURN…] [--level N | --time MS | --depth D] [--seed N] | "
                 "match GAME --player0 SPEC --player1 SPEC [--games N] [--time MS] [--seed N] [--records DIR] | "
                 "tune GAME [--games N] [--depth D] [--rounds R] [--seed N] | "
                 "selfcheck GAME|all [--games N] [--seed N] [--max-plies N] | "
                 "calibrate GAME [--games N] [--depth D] [--random PERCENT] [--seed N] | lessons GAME [--check] | puzzles GAME [--verify | --generate] | engine | online COMMAND … | help"));
}

void
_quintet_cli_command_clear (Command *command)
{
  g_clear_object (&command->game);
  g_clear_pointer (&command->arguments, g_ptr_array_unref);
  g_clear_pointer (&command->quoted, g_ptr_array_unref);
}

/* Argument @index quoted for a message (one line, shortened), kept
 * until the command is cleared */
const char *
_quintet_cli_quoted_argument (Command *command,
                              guint    index)
{
  if (command->quoted == NULL)
    command->quoted = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (command->quoted, quintet_text_quote (command->arguments->pdata[index], -1));
  return g_ptr_array_index (command->quoted, command->quoted->len - 1);
}


/* A numeric option: its name, the commands that take it, its range and
 * where it goes. */
typedef struct {
  const char *name;
  guint       options;
  guint64     min, max;
} NumberOption;

static const NumberOption number_options[] = {
  { "--seconds", OPTION_BENCH, 1, 3600 },
  { "--seed", OPTION_BENCH | OPTION_SEARCH | OPTION_MATCH | OPTION_TUNE | OPTION_SELFCHECK | OPTION_CALIBRATE, 0, G_MAXUINT32 },
  { "--level", OPTION_SEARCH, 1, QUINTET_SEARCH_N_LEVELS },
  { "--time", OPTION_SEARCH | OPTION_MATCH, 1, 3600000 },
  { "--depth", OPTION_SEARCH | OPTION_TUNE | OPTION_CALIBRATE, 1, QUINTET_SEARCH_MAX_DEPTH },
  { "--games", OPTION_MATCH | OPTION_TUNE | OPTION_CALIBRATE, 1, 100000 },
  { "--rounds", OPTION_TUNE, 1, 100 },
  /* a soak plays far more games than a match */
  { "--games", OPTION_SELFCHECK, 1, 100000000 },
  { "--max-plies", OPTION_SELFCHECK, 1, 1000000 },
  { "--random", OPTION_CALIBRATE, 0, 100 },
};

static void
set_number_option (Command    *command,
                   const char *name,
                   guint64     number)
{
  if (g_str_equal (name, "--seconds"))
    command->seconds = number;
  else if (g_str_equal (name, "--seed"))
    command->seed = number;
  else if (g_str_equal (name, "--level"))
    command->level = number;
  else if (g_str_equal (name, "--time"))
    command->time_ms = number;
  else if (g_str_equal (name, "--depth"))
    command->depth = number;
  else if (g_str_equal (name, "--rounds"))
    command->rounds = number;
  else if (g_str_equal (name, "--max-plies"))
    command->max_plies = number;
  else if (g_str_equal (name, "--random"))
    command->random = number;
  else
    command->games = number;
}

/* One option and its value; EXIT_SUCCESS, or the error's status. */
static int
parse_option (Command    *command,
              guint       options,
              const char *subcommand,
              const char *option,
              const char *value)
{
  guint64 number;
  g_autofree char *quoted_option = quintet_text_quote (option, -1);
  g_autofree char *quoted_value = quintet_text_quote (value, -1);

  if ((options & OPTION_POSITION) && g_str_equal (option, "--position"))
    {
      command->position = value;
      return EXIT_SUCCESS;
    }
  if ((options & OPTION_MATCH) && (g_str_equal (option, "--player0") || g_str_equal (option, "--player1")))
    {
      command->players[option[8] - '0'] = value;
      return EXIT_SUCCESS;
    }
  if ((options & OPTION_MATCH) && g_str_equal (option, "--records"))
    {
      command->records = value;
      return EXIT_SUCCESS;
    }

  for (guint i = 0; i < G_N_ELEMENTS (number_options); i++)
    if ((number_options[i].options & options) && g_str_equal (option, number_options[i].name))
      {
        if (!_quintet_cli_parse_number (value, number_options[i].max, &number) || number < number_options[i].min)
          {
            if (g_str_equal (option, "--level"))
              {
                g_autofree char *levels = describe_levels ();

                /* Translators: the levels are e.g. "1 Beginner, 2 Casual, 3 Strong, 4 Expert" */
                return fail (_("option --level must be a level from 1 to %u (%s), not “%s”"),
                             QUINTET_SEARCH_N_LEVELS, levels, quoted_value);
              }
            return fail (_("option %s must be a number from %u to %u, not “%s”"), quoted_option,
                         (guint) number_options[i].min, (guint) number_options[i].max, quoted_value);
          }
        set_number_option (command, option, number);
        return EXIT_SUCCESS;
      }

  return fail (_("unknown option “%s” for “%s”"), quoted_option, subcommand);
}

/* argv[0] is the subcommand, argv[1] the game; options may stand anywhere after it. */
static int
parse_command (int       argc,
               char    **argv,
               guint     options,
               Command  *command)
{
  if (argc < 2)
    return usage ();

  command->game = quintet_registry_new_game (argv[1]);
  if (command->game == NULL && !((options & OPTION_SELFCHECK) && g_str_equal (argv[1], "all")))
    {
      g_autofree char *quoted = quintet_text_quote (argv[1], -1);

      return fail (_("unknown game “%s” (see “quintet-cli list”)"), quoted);
    }

  command->seconds = 3;
  command->seed = 1;
  command->games = (options & OPTION_SELFCHECK) ? 1000 : (options & OPTION_CALIBRATE) ? 100 : 10;
  command->rounds = 2;
  command->max_plies = 1000;
  command->arguments = g_ptr_array_new ();
  for (int i = 2; i < argc; i++)
    {
      const char *option = argv[i];
      int status;

      if (!g_str_has_prefix (option, "--") || g_str_equal (option, "--"))
        {
          g_ptr_array_add (command->arguments, argv[i]);
          continue;
        }
      if (i + 1 >= argc)
        {
          g_autofree char *quoted = quintet_text_quote (option, -1);

          return fail (_("option %s needs a value"), quoted);
        }
      status = parse_option (command, options, argv[0], option, argv[++i]);
      if (status != EXIT_SUCCESS)
        return status;
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
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));

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
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));

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

int
_quintet_cli_play_arguments (Command *command)
{
  for (guint i = 0; i < command->arguments->len; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *turn = command->arguments->pdata[i];

      if (!quintet_game_play_notation (command->game, turn, &error))
        return fail (_("turn %u: %s"), i + 1, error->message);
    }

  return EXIT_SUCCESS;
}

static int
run_apply (Command *command)
{
  g_autofree char *text = NULL;

  if (_quintet_cli_play_arguments (command) != EXIT_SUCCESS)
    return EXIT_BAD_INPUT;

  text = quintet_game_position_to_text (command->game, quintet_game_get_position (command->game));
  g_print ("%s\n", text);
  return EXIT_SUCCESS;
}

/* The turns played from the position, as a game record */
static int
run_record (Command *command)
{
  g_autoptr(QuintetRecord) record = NULL;
  g_autofree char *text = NULL;

  if (_quintet_cli_play_arguments (command) != EXIT_SUCCESS)
    return EXIT_BAD_INPUT;

  record = quintet_record_new (command->game);
  text = quintet_record_to_text (record);
  g_print ("%s", text);
  return EXIT_SUCCESS;
}

static GInputStream *
open_input (const char  *file_name,
            GError     **error)
{
  g_autoptr(GFile) file = NULL;

  if (g_str_equal (file_name, "-"))
    return g_unix_input_stream_new (STDIN_FILENO, FALSE);

  file = g_file_new_for_commandline_arg (file_name);
  return G_INPUT_STREAM (g_file_read (file, NULL, error));
}

/* A message of GIO's, which holds the file's name as it is: a newline
 * or an escape in the name must not reach the terminal */
static int
fail_quoting_name (const GError *error)
{
  g_autofree char *message = quintet_text_quote_name (error->message);

  return fail ("%s", message);
}

/* --tree: the turns from @parent's child @index on, each followed by
 * the variations that replace it, as the record has them; a main-line
 * ply's path is its number, the K-th ply of variation V of the turn of
 * path P is "P.V.K" (docs/records.md, "From the command line") */
static void
print_line (QuintetGame     *game,
            QuintetTreeNode *parent,
            guint            index,
            const char      *prefix)
{
  QuintetTreeNode *node = quintet_tree_node_get_child (parent, index);

  for (guint k = 1;; k++)
    {
      g_autofree char *path = prefix != NULL ? g_strdup_printf ("%s%u", prefix, k)
                                             : g_strdup_printf ("%u", quintet_tree_node_get_ply (node));
      g_autofree char *position = quintet_game_position_to_text (game, quintet_tree_node_get_position (node));

      g_print ("%s\t%s\t%s\n", path, quintet_tree_node_get_notation (node), position);
      /* A line's first turn has its variations from the line around it */
      if (node == quintet_tree_node_get_child (parent, 0))
        for (guint v = 1; v < quintet_tree_node_get_n_children (parent); v++)
          {
            g_autofree char *variation = g_strdup_printf ("%s.%u.", path, v);

            print_line (game, parent, v, variation);
          }
      if (quintet_tree_node_get_n_children (node) == 0)
        return;
      parent = node;
      node = quintet_tree_node_get_child (node, 0);
    }
}

/* The position before the first turn and after each turn, then the
 * result: "result 1-0 <reason>", or "result *" while the game goes on.
 * With --tree, every turn of every line instead of the positions. */
static int
run_replay (int    argc,
            char **argv)
{
  g_autoptr(GInputStream) input = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  QuintetGame *game;
  QuintetTreeNode *root;
  const char *file_name;
  gboolean tree = argc == 4 && (g_str_equal (argv[2], "--tree") || g_str_equal (argv[3], "--tree"));

  if ((argc != 3 && !tree) || (argc == 3 && g_str_equal (argv[2], "--tree")))
    return fail (_("replay needs one file (“-”: standard input)"));

  file_name = argc == 3 || !g_str_equal (argv[2], "--tree") ? argv[2] : argv[3];
  input = open_input (file_name, &error);
  if (input == NULL)
    return fail_quoting_name (error);
  record = quintet_record_read_stream (input, g_str_equal (file_name, "-") ? _("<stdin>") : file_name,
                                       NULL, &error);
  if (record == NULL && error->domain != QUINTET_RECORD_ERROR)
    return fail_quoting_name (error);
  if (record == NULL)
    {
      /* Already "FILE:LINE:COLUMN: message", as compilers say it */
      g_printerr ("%s\n", error->message);
      return EXIT_BAD_INPUT;
    }

  game = quintet_record_get_game (record);
  root = quintet_game_tree_get_root (quintet_game_get_tree (game));
  if (tree && quintet_tree_node_get_n_children (root) > 0)
    print_line (game, root, 0, NULL);
  for (guint ply = 0; !tree && ply <= quintet_game_get_n_turns (game); ply++)
    {
      g_autofree char *text = quintet_game_position_to_text (game, quintet_game_get_position_at (game, ply));

      g_print ("%s\n", text);
    }
  reason = quintet_game_describe_outcome (game);
  g_print ("result %s%s%s\n", quintet_record_result_token (quintet_game_get_outcome (game)),
           reason != NULL ? " " : "", reason != NULL ? reason : "");
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
      g_printerr (ngettext ("perft: %u/%u first turn", "perft: %u/%u first turns", n_turns), i, n_turns);
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
  if (!_quintet_cli_parse_number (command->arguments->pdata[0], 12, &depth))
    return fail (_("the depth must be a number from 0 to 12, not “%s”"), quoted_argument (command, 0));

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

/* The most clicks "clicks" takes: the longest turn of any game (an
 * Oferhlýp chain over every enemy token) takes under 20. */
#define MAX_CLICKS 256

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

  if (command->arguments->len > MAX_CLICKS)
    /* Translators: the number of clicks given, then the most a turn may take */
    return fail (ngettext ("%u clicks: a turn takes at most %u click",
                           "%u clicks: a turn takes at most %u clicks", MAX_CLICKS),
                 command->arguments->len, MAX_CLICKS);

  turns = quintet_game_get_legal_turns (game, &n_turns);
  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    n_turns = 0;
  input = quintet_turn_input_new (game, quintet_game_get_position (game), turns, n_turns);

  for (guint i = 0; i < command->arguments->len; i++)
    {
      const char *name = command->arguments->pdata[i];
      QuintetCell cell = quintet_geometry_find_cell (quintet_game_get_geometry (game), name);

      if (cell == QUINTET_NO_CELL)
        return fail (_("click %u: unknown cell “%s”"), i + 1, quoted_argument (command, i));
      if (!quintet_turn_input_click (input, cell))
        return fail (_("click %u: “%s” cannot be clicked next"), i + 1, quoted_argument (command, i));
    }

  print_next_cells (game, input);
  print_complete_turns (game, input);
  return EXIT_SUCCESS;
}

/* Plays one random game from the start by the full rules, repetition and
 * no-progress included, to its end (or QUINTET_PLAYOUT_LIMIT turns, which
 * is counted); returns the number of turns and whether the game ended. */
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
  n_turns = quintet_history_playout (history, random, QUINTET_PLAYOUT_LIMIT, &outcome);
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
    return fail (_("unexpected argument “%s”"), quoted_argument (command, 0));

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
    {
      /* xgettext cannot read G_GUINT64_FORMAT inside a message. */
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, unfinished);

      /* Translators: %s is a number of playouts, %u a number of turns */
      g_print (ngettext ("%s playout stopped unfinished after %u turns\n",
                         "%s playouts stopped unfinished after %u turns\n",
                         (gulong) MIN (unfinished, G_MAXULONG)),
               count, QUINTET_PLAYOUT_LIMIT);
    }
  g_print ("playouts/s: %.0f\n", playouts / (elapsed / 1e6));
  g_print ("turns/s: %.0f\n", total_turns / (elapsed / 1e6));
  return EXIT_SUCCESS;
}

#define OPTION_KNOWN (1u << 31)

/* The options of a subcommand that takes a game; 0 for an unknown one. */
static guint
command_options (const char *name)
{
  static const struct { const char *name; guint options; } commands[] = {
    { "start", 0 },
    { "moves", OPTION_POSITION },
    { "apply", OPTION_POSITION },
    { "record", OPTION_POSITION },
    { "perft", OPTION_POSITION },
    { "clicks", OPTION_POSITION },
    { "bench", OPTION_BENCH },
    { "bestmove", OPTION_POSITION | OPTION_SEARCH },
    { "match", OPTION_MATCH },
    { "tune", OPTION_TUNE },
    { "selfcheck", OPTION_SELFCHECK },
    { "calibrate", OPTION_CALIBRATE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (name, commands[i].name))
      return commands[i].options | OPTION_KNOWN;

  return 0;
}

static int
run (int    argc,
     char **argv)
{
  g_auto(Command) command = { 0 };
  const char *name;
  guint options;
  int status;

  if (argc < 2)
    return usage ();

  name = argv[1];
  if (g_str_equal (name, "help") || g_str_equal (name, "--help") || g_str_equal (name, "-h"))
    return run_help ();
  if (g_str_equal (name, "replay"))
    return run_replay (argc, argv);
  if (g_str_equal (name, "analyse"))
    return _quintet_cli_run_analyse (argc, argv);
  if (g_str_equal (name, "lessons"))
    return _quintet_cli_run_lessons (argc, argv);
  if (g_str_equal (name, "puzzles"))
    return _quintet_cli_run_puzzles (argc, argv);
  if (g_str_equal (name, "online"))
    return _quintet_cli_run_online (argc - 1, argv + 1);

  if ((g_str_equal (name, "list") || g_str_equal (name, "engine")) && argc > 2)
    {
      g_autofree char *quoted = quintet_text_quote (argv[2], -1);

      return fail (_("unexpected argument “%s”"), quoted);
    }
  if (g_str_equal (name, "list"))
    return run_list ();
  if (g_str_equal (name, "engine"))
    return _quintet_cli_run_engine ();

  options = command_options (name);
  if (options == 0)
    {
      g_autofree char *quoted = quintet_text_quote (name, -1);

      return fail (_("unknown command “%s”"), quoted);
    }

  status = parse_command (argc - 1, argv + 1, options & ~OPTION_KNOWN, &command);
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
  if (g_str_equal (name, "record"))
    return run_record (&command);
  if (g_str_equal (name, "perft"))
    return run_perft (&command);
  if (g_str_equal (name, "clicks"))
    return run_clicks (&command);
  if (g_str_equal (name, "bestmove"))
    return _quintet_cli_run_bestmove (&command);
  if (g_str_equal (name, "match"))
    return _quintet_cli_run_match (&command);
  if (g_str_equal (name, "tune"))
    return _quintet_cli_run_tune (&command);
  if (g_str_equal (name, "selfcheck"))
    return _quintet_cli_run_selfcheck (&command, argv[2]);
  if (g_str_equal (name, "calibrate"))
    return _quintet_cli_run_calibrate (&command);
  return run_bench (&command);
}

int
main (int    argc,
      char **argv)
{
  /* The tests point this at the build tree's catalogs. */
  const char *localedir = g_getenv ("QUINTET_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return run (argc, argv);
}
