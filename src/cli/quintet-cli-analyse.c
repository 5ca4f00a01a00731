/* quintet-cli-analyse.c — quintet-cli analyse: every position of a
 * record's main line searched, each turn's evaluation, the engine's turn
 * instead and the turn's mark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>

#include "quintet-analysis.h"
#include "quintet-cli-private.h"
#include "quintet-online.h"
#include "quintet-record.h"
#include "quintet-text.h"

#define ANALYSE_DEFAULT_TIME_MS 500
/* The seed of a --depth analysis, which is the same on every run */
#define ANALYSE_SEED 1

typedef struct {
  const char *file_name;
  guint       time_ms;
  guint       depth;
  const char *output;
} Arguments;

/* A number option's value; EXIT_SUCCESS or the error's status */
static int
parse_number_option (const char *option,
                     const char *value,
                     guint64     max,
                     guint      *number)
{
  guint64 parsed;

  if (!_quintet_cli_parse_number (value, max, &parsed) || parsed < 1)
    {
      g_autofree char *quoted = quintet_text_quote (value, -1);

      return fail (_("option %s must be a number from %u to %u, not “%s”"), option, 1, (guint) max, quoted);
    }
  *number = parsed;
  return EXIT_SUCCESS;
}

static int
parse_arguments (int        argc,
                 char     **argv,
                 Arguments *arguments)
{
  for (int i = 2; i < argc; i++)
    {
      const char *argument = argv[i];
      int status = EXIT_SUCCESS;

      if (!g_str_has_prefix (argument, "--") || g_str_equal (argument, "--"))
        {
          if (arguments->file_name != NULL)
            {
              g_autofree char *quoted = quintet_text_quote (argument, -1);

              return fail (_("unexpected argument “%s”"), quoted);
            }
          arguments->file_name = argument;
          continue;
        }
      if (!g_str_equal (argument, "--time") && !g_str_equal (argument, "--depth") &&
          !g_str_equal (argument, "--write"))
        {
          g_autofree char *quoted = quintet_text_quote (argument, -1);

          return fail (_("unknown option “%s” for “%s”"), quoted, "analyse");
        }
      if (i + 1 >= argc)
        return fail (_("option %s needs a value"), argument);

      if (g_str_equal (argument, "--time"))
        status = parse_number_option (argument, argv[++i], 3600000, &arguments->time_ms);
      else if (g_str_equal (argument, "--depth"))
        status = parse_number_option (argument, argv[++i], QUINTET_SEARCH_MAX_DEPTH, &arguments->depth);
      else
        arguments->output = argv[++i];
      if (status != EXIT_SUCCESS)
        return status;
    }

  if (arguments->file_name == NULL)
    return fail (_("analyse needs one file (“-”: standard input)"));
  if (arguments->time_ms > 0 && arguments->depth > 0)
    return fail (_("options --time and --depth exclude each other"));
  if (arguments->time_ms == 0 && arguments->depth == 0)
    arguments->time_ms = ANALYSE_DEFAULT_TIME_MS;
  return EXIT_SUCCESS;
}

/* A message of GIO's holds the file's name as it is: quoted, so that a
 * newline or an escape in it does not reach the terminal */
static int
fail_quoting_name (const GError *error)
{
  g_autofree char *message = quintet_text_quote_name (error->message);

  return fail ("%s", message);
}

static QuintetRecord *
read_record (const char *file_name,
             int        *status)
{
  g_autoptr(GInputStream) input = NULL;
  g_autoptr(GError) error = NULL;
  QuintetRecord *record;

  if (g_str_equal (file_name, "-"))
    input = g_unix_input_stream_new (STDIN_FILENO, FALSE);
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (file_name);

      input = G_INPUT_STREAM (g_file_read (file, NULL, &error));
      if (input == NULL)
        {
          *status = fail_quoting_name (error);
          return NULL;
        }
    }

  record = quintet_record_read_stream (input, g_str_equal (file_name, "-") ? _("<stdin>") : file_name, NULL, &error);
  if (record == NULL && error->domain != QUINTET_RECORD_ERROR)
    *status = fail_quoting_name (error);
  else if (record == NULL)
    {
      /* Already "FILE:LINE:COLUMN: message", as compilers say it */
      g_printerr ("%s\n", error->message);
      *status = EXIT_BAD_INPUT;
    }
  return record;
}

/* One line a turn of the main line: its ply, the turn, the evaluation of
 * the position before it and the engine's turn there (the turn's player's
 * view), the turn's mark */
static void
print_main_line (QuintetGame *game)
{
  QuintetGameTree *tree = quintet_game_get_tree (game);
  QuintetTreeNode *before = quintet_game_tree_get_root (tree);

  for (guint ply = 1; quintet_tree_node_get_n_children (before) > 0; ply++)
    {
      QuintetTreeNode *node = quintet_tree_node_get_child (before, 0);
      const QuintetNodeEval *eval = quintet_tree_node_get_eval (before);
      g_autofree char *score = quintet_analysis_format_score (eval->score);
      g_autofree char *best = eval->has_best ? quintet_game_format_turn (game, quintet_tree_node_get_position (before),
                                                                         &eval->best)
                                             : g_strdup ("");

      g_print ("%u\t%s\t%s\t%s\t%s\n", ply, quintet_tree_node_get_notation (node), score, best,
               quintet_mark_to_string (quintet_tree_node_get_mark (node)));
      before = node;
    }
}

int
_quintet_cli_run_analyse (int    argc,
                          char **argv)
{
  Arguments arguments = { 0 };
  g_autoptr(QuintetRecord) record = NULL;
  QuintetGameTree *tree;
  QuintetGame *game;
  guint length;
  int status = parse_arguments (argc, argv, &arguments);

  if (status != EXIT_SUCCESS)
    return status;
  record = read_record (arguments.file_name, &status);
  if (record == NULL)
    return status;
  if (quintet_online_record_in_play (record))
    return fail (_("%s: an online game in play: it can be analysed once it has ended"), arguments.file_name);

  game = quintet_record_get_game (record);
  tree = quintet_game_get_tree (game);
  length = quintet_game_tree_get_main_length (tree);
  /* The analysis is of the main line: the game follows it to its end */
  if (!quintet_game_tree_line_is_main (tree))
    quintet_game_follow_node (game, quintet_game_tree_get_main_node (tree, length));

  for (guint ply = 0; ply <= length; ply++)
    {
      QuintetSearchLimits limits = { .seed = ANALYSE_SEED };
      QuintetNodeEval eval;

      if (arguments.depth > 0)
        limits.max_depth = arguments.depth;
      else
        limits.deadline = g_get_monotonic_time () + (gint64) arguments.time_ms * G_TIME_SPAN_MILLISECOND;
      quintet_analysis_evaluate (game, ply, &limits, &eval);
      quintet_tree_node_set_eval (quintet_game_tree_get_main_node (tree, ply), &eval);
    }
  quintet_analysis_mark_main_line (game);
  print_main_line (game);

  if (arguments.output != NULL)
    {
      g_autofree char *text = quintet_record_to_text (record);
      g_autoptr(GError) error = NULL;

      if (!g_file_set_contents (arguments.output, text, -1, &error))
        return fail_quoting_name (error);
    }
  return EXIT_SUCCESS;
}
