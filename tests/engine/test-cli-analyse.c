/* test-cli-analyse.c — quintet-cli analyse and calibrate as scripts use
 * them: the analysis's lines, the same on every run with --depth, and bad
 * input that gives one line on stderr and exit status 2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "test-cli-common.h"

typedef struct {
  char *directory;
  char *path;
} TempFile;

/* @text in a file of a folder of the test's own */
static TempFile
temp_file (const char *name,
           const char *text)
{
  g_autoptr(GError) error = NULL;
  TempFile file = { 0 };

  file.directory = g_dir_make_tmp ("test-cli-analyse-XXXXXX", &error);
  g_assert_no_error (error);
  file.path = g_build_filename (file.directory, name, NULL);
  g_file_set_contents (file.path, text, -1, &error);
  g_assert_no_error (error);
  return file;
}

static void
temp_file_clear (TempFile *file)
{
  g_autoptr(GDir) dir = g_dir_open (file->directory, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (file->directory, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (file->directory), ==, 0);
  g_free (file->directory);
  g_free (file->path);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TempFile, temp_file_clear)

/* Black misses the last capture (e1xb1) and loses the last soldier */
#define BLUNDER_RECORD \
  "[Game \"pressman\"]\n[Position \"8/8/8/8/8/8/8/1W2B3 b 0 0\"]\n\n1... e1-h1 2. b1xh1 1-0\n"
#define BLUNDER_ANALYSIS \
  "1\te1-h1\t#1\te1xb1\t??\n" \
  "2\tb1xh1\t#1\tb1xh1\t\n"

#define OPENING_RECORD \
  "[Game \"ordo\"]\n\n1. b2-d4 i6-h6 2. f2-h4 a6-b5 3. h4-j4 j6-i5 *\n"

/* Five fields a turn: its ply, the turn, the evaluation of the position
 * before it and the engine's turn there (the player's view), the mark;
 * with --depth the same on every run, from a file or standard input */
static void
test_analyse (void)
{
  g_auto(TempFile) file = temp_file ("blunder.quintet", BLUNDER_RECORD);
  g_auto(Run) run = run_cli_with_input (NULL, "analyse", file.path, "--depth", "2", NULL);
  g_auto(Run) input = run_cli_with_input (BLUNDER_RECORD, "analyse", "--depth", "2", "-", NULL);
  g_auto(Run) opening = run_cli_with_input (OPENING_RECORD, "analyse", "-", "--depth", "2", NULL);
  g_auto(Run) again = run_cli_with_input (OPENING_RECORD, "analyse", "-", "--depth", "2", NULL);
  g_auto(Run) timed = run_cli_with_input (OPENING_RECORD, "analyse", "-", "--time", "20", NULL);
  /* an online game once it has ended (issue 40) */
  g_auto(Run) ended = run_cli_with_input ("[Game \"pressman\"]\n[Online \"abc\"]\n[OnlineState \"ended\"]\n\n"
                                          "1. a2-a3 h7-h6 *\n", "analyse", "-", "--depth", "1", NULL);
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (ended.status, ==, 0);
  g_assert_cmpstr (ended.err, ==, "");

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, BLUNDER_ANALYSIS);
  g_assert_cmpint (input.status, ==, 0);
  g_assert_cmpstr (input.out, ==, BLUNDER_ANALYSIS);

  g_assert_cmpint (opening.status, ==, 0);
  g_assert_cmpstr (opening.err, ==, "");
  g_assert_cmpstr (opening.out, ==, again.out);
  lines = g_strsplit (opening.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  for (guint i = 0; i < 6; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
      g_autofree char *ply = g_strdup_printf ("%u", i + 1);

      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      g_assert_cmpstr (fields[0], ==, ply);
      g_assert_cmpstr (fields[3], !=, "");
    }
  g_assert_cmpstr (lines[6], ==, "");

  g_assert_cmpint (timed.status, ==, 0);
  g_assert_true (g_str_has_prefix (timed.out, "1\tb2-d4\t"));
}

/* A record with a variation and a comment: the main line's turns only */
static void
test_analyse_main_line (void)
{
  g_auto(Run) run = run_cli_with_input ("[Game \"pressman\"]\n\n1. a2-a3 (1. b2-b3 h7-h6) h7-h6 2. b2-b3 {a comment} g7-g6 *\n",
                             "analyse", "-", "--depth", "2", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "1\ta2-a3\t-2\ta2xa7\t\n"
                   "2\th7-h6\t-2\ta7xa3\t\n"
                   "3\tb2-b3\t0\th2xh6\t\n"
                   "4\tg7-g6\t-2\tg7xa1\t\n");
}

/* --write: the record again, readable, with the same turns */
static void
test_analyse_write (void)
{
  g_auto(TempFile) file = temp_file ("blunder.quintet", BLUNDER_RECORD);
  g_autofree char *out = g_build_filename (file.directory, "analysed.quintet", NULL);
  g_auto(Run) run = run_cli_with_input (NULL, "analyse", file.path, "--depth", "2", "--write", out, NULL);
  g_auto(Run) replay = run_cli_with_input (NULL, "replay", out, NULL);
  g_auto(Run) original = run_cli_with_input (NULL, "replay", file.path, NULL);
  g_auto(Run) again = run_cli_with_input (NULL, "analyse", out, "--depth", "2", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, BLUNDER_ANALYSIS);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_cmpstr (replay.out, ==, original.out);
  g_assert_cmpstr (again.out, ==, BLUNDER_ANALYSIS);

  /* the marks and evaluations in it (docs/records.md) */
  g_file_get_contents (out, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "{[%eval #1 1] [%best e1xb1]} 1... e1-h1?? {[%eval #1 1] [%best b1xh1]} 2. b1xh1\n"
                                  "{[%eval -#0 0]} 1-0\n"));
}

/* Bad arguments and records: one line, exit status 2, nothing on stdout */
static void
test_analyse_bad_input (void)
{
  g_auto(TempFile) file = temp_file ("blunder.quintet", BLUNDER_RECORD);
  g_auto(TempFile) bad = temp_file ("bad.quintet", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. zz *\n");
  g_autofree char *bad_message = g_strdup_printf ("%s:3:19: “zz”: expected a square from a1 to h8 at character 1\n",
                                                  bad.path);
  g_autofree char *missing = g_build_filename (file.directory, "missing.quintet", NULL);
  /* issue 40: an online game in play is not analysed before it ends */
  g_auto(TempFile) live = temp_file ("live.quintet",
                                     "[Game \"pressman\"]\n[Online \"abc\"]\n[OnlineState \"playing\"]\n\n"
                                     "1. a2-a3 h7-h6 *\n");
  g_autofree char *live_message = g_strdup_printf ("quintet-cli: %s: an online game in play: "
                                                   "it can be analysed once it has ended\n", live.path);
  const struct {
    const char *args[6];
    const char *err;   /* or NULL: any one line */
  } cases[] = {
    { { "analyse", NULL }, "quintet-cli: analyse needs one file (“-”: standard input)\n" },
    { { "analyse", file.path, "--time", "5", "--depth", "2" }, "quintet-cli: options --time and --depth exclude each other\n" },
    { { "analyse", file.path, "--depth", "0", NULL }, "quintet-cli: option --depth must be a number from 1 to 64, not “0”\n" },
    { { "analyse", file.path, "--depth", "65", NULL }, "quintet-cli: option --depth must be a number from 1 to 64, not “65”\n" },
    { { "analyse", file.path, "--time", "fast", NULL }, "quintet-cli: option --time must be a number from 1 to 3600000, not “fast”\n" },
    { { "analyse", file.path, "--bogus", "1", NULL }, "quintet-cli: unknown option “--bogus” for “analyse”\n" },
    { { "analyse", file.path, "--time", NULL }, "quintet-cli: option --time needs a value\n" },
    { { "analyse", file.path, file.path, NULL }, NULL },
    { { "analyse", missing, NULL }, NULL },
    { { "analyse", bad.path, "--depth", "2", NULL }, bad_message },
    { { "analyse", live.path, "--depth", "2", NULL }, live_message },
    { { "calibrate", "pressman", "--games", "0", NULL },
      "quintet-cli: option --games must be a number from 1 to 100000, not “0”\n" },
    { { "calibrate", "pressman", "--random", "101", NULL },
      "quintet-cli: option --random must be a number from 0 to 100, not “101”\n" },
    { { "calibrate", "pressman", "extra", NULL }, "quintet-cli: unexpected argument “extra”\n" },
    { { "calibrate", "chess", NULL }, "quintet-cli: unknown game “chess” (see “quintet-cli list”)\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char * const *a = cases[i].args;
      g_auto(Run) run = run_cli_with_input (NULL, a[0], a[1], a[1] ? a[2] : NULL, a[1] && a[2] ? a[3] : NULL,
                                 a[1] && a[2] && a[3] ? a[4] : NULL, a[1] && a[2] && a[3] && a[4] ? a[5] : NULL,
                                 NULL);

      g_test_message ("case %u: %s", i, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      if (cases[i].err != NULL)
        g_assert_cmpstr (run.err, ==, cases[i].err);
      /* one line */
      g_assert_true (g_str_has_suffix (run.err, "\n"));
      g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
    }
}

/* calibrate: the buckets and the curve's S, the same for a seed */
static void
test_calibrate (void)
{
  g_auto(Run) run = run_cli_with_input (NULL, "calibrate", "opprimo", "--games", "4", "--depth", "2", NULL);
  g_auto(Run) again = run_cli_with_input (NULL, "calibrate", "opprimo", "--games", "4", "--depth", "2", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, "opprimo: 4 games at depth 2, "));
  g_assert_nonnull (strstr (run.out, "\nscore\tpositions\twon\tcurve\n<-450\t"));
  g_assert_nonnull (strstr (run.out, "\n>=450\t"));
  g_assert_true (strstr (run.out, "\nS ") != NULL || strstr (run.out, "\nS: no fit") != NULL);
  g_assert_cmpstr (run.out, ==, again.out);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/analyse", test_analyse);
  g_test_add_func ("/cli/analyse-main-line", test_analyse_main_line);
  g_test_add_func ("/cli/analyse-write", test_analyse_write);
  g_test_add_func ("/cli/analyse-bad-input", test_analyse_bad_input);
  g_test_add_func ("/cli/calibrate", test_calibrate);

  return g_test_run ();
}
