/* test-cli.c — quintet-cli as scripts use it: output, and bad input that
 * gives one line on stderr and exit status 2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _XOPEN_SOURCE 600

#include <fcntl.h>
#include <signal.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "quintet-text.h"
#include "test-cli-common.h"

static Run
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  int wait_status;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("QUINTET_CLI"));
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_assert_nonnull (argv->pdata[0]);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run.out, &run.err, &wait_status, &error);
  g_assert_no_error (error);
  run.status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return run;
}

/* run_cli () with up to six arguments from an array, NULL after the last */
static Run
run_cli_args (const char * const a[6])
{
  return run_cli (a[0], a[0] ? a[1] : NULL, a[0] && a[1] ? a[2] : NULL,
                  a[0] && a[1] && a[2] ? a[3] : NULL,
                  a[0] && a[1] && a[2] && a[3] ? a[4] : NULL,
                  a[0] && a[1] && a[2] && a[3] && a[4] ? a[5] : NULL, NULL);
}

#define START "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w 12 12"
#define START_BLACK "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b 12 12"

static void
test_list_and_start (void)
{
  g_auto(Run) list = run_cli ("list", NULL);
  g_auto(Run) start = run_cli ("start", "pressman", NULL);

  g_assert_cmpint (list.status, ==, 0);
  g_assert_cmpstr (list.out, ==, "pressman\tPressman\nordo\tOrdo\nordo-x\tOrdo X\noferhlyp\tOferhlýp\n"
                   "overlord\tOverlord\nopprimo\tOpprimo\n");
  g_assert_cmpint (start.status, ==, 0);
  g_assert_cmpstr (start.out, ==, START "\n");
}

static void
test_moves_sorted (void)
{
  g_auto(Run) run = run_cli ("moves", "pressman", "--position", "8/8/8/8/8/8/1B6/W7 w 0 3", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "a1-a2\na1-a3\na1-a4\na1-a5\na1-a6\na1-a7\na1-a8\n"
                                "a1-b1\na1-c1\na1-d1\na1-e1\na1-f1\na1-g1\na1-h1\na1xb2\n");
}

static void
test_moves_decided (void)
{
  /* a decided position lists nothing */
  g_auto(Run) run = run_cli ("moves", "pressman", "--position", "8/8/8/8/8/8/8/W7 b 0 3", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
}

static void
test_apply_and_perft (void)
{
  g_auto(Run) apply = run_cli ("apply", "pressman", "b2-b4", "g7-g5", "b4xg4", NULL);
  g_auto(Run) perft = run_cli ("perft", "pressman", "2", NULL);
  g_auto(Run) perft0 = run_cli ("perft", "pressman", "0", "--position", START, NULL);

  g_assert_cmpint (apply.status, !=, 0);   /* b4xg4: nothing there to capture */
  g_assert_cmpint (perft.status, ==, 0);
  g_assert_cmpstr (perft.out, ==, "7712\n");
  g_assert_cmpstr (perft0.out, ==, "1\n");
}

static void
test_apply_regeneration (void)
{
  g_auto(Run) run = run_cli ("apply", "pressman", "--position", "4B3/2W5/8/8/8/8/8/WWW1WWWW w 5 3",
                             "c7-c8@d1", "e8-e7", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "2w5/4B3/8/8/8/8/8/WWWWWWWW w 4 3\n");
}

static void
test_bench_runs (void)
{
  g_auto(Run) run = run_cli ("bench", "pressman", "--seconds", "1", "--seed", "3", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "pressman: "));
  g_assert_nonnull (strstr (run.out, "turns/s: "));
}

#define ORDO_START "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WW2WW2WW/WWWWWWWWWW/2WW2WW2 w"

static void
test_ordo (void)
{
  g_auto(Run) start = run_cli ("start", "ordo-x", NULL);
  g_auto(Run) moves = run_cli ("moves", "ordo", "--position", "10/10/10/10/10/10/B9/WW8 w", NULL);
  g_auto(Run) apply = run_cli ("apply", "ordo-x", "e3-d3, e2-e3", "a6-a5", NULL);
  g_auto(Run) perft = run_cli ("perft", "ordo", "2", NULL);
  g_auto(Run) bad = run_cli ("apply", "ordo", "c2:d2-c3", "a7:a6-a5", NULL);

  g_assert_cmpstr (start.out, ==, ORDO_START "\n");
  g_assert_cmpstr (moves.out, ==, "a1-b2\na1xa2\nb1-b2\nb1xa2\n");
  g_assert_cmpstr (apply.out, ==, "2BB2BB2/BBBBBBBBBB/1B2BB2BB/B9/10/WW1WWW2WW/WWWW1WWWWW/2WW2WW2 w\n");
  g_assert_cmpstr (perft.out, ==, "3136\n");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "quintet-cli: turn 2: “a7:a6-a5”: write the end nearer to a1 first at character 1\n");
}

#define OFERHLYP_START "LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d"

static void
test_oferhlyp (void)
{
  g_auto(Run) start = run_cli ("start", "oferhlyp", NULL);
  g_auto(Run) moves = run_cli ("moves", "oferhlyp", "--position", "6K/7/3L3/2l4/7/2L4/J1D4 d", NULL);
  g_auto(Run) apply = run_cli ("apply", "oferhlyp", "--position", "6K/7/3L3/2l4/7/2L4/J1D4 d",
                               "C7xC5(-)xC3(r)xE3(-)", "D3xF3(2>1)", NULL);
  g_auto(Run) perft = run_cli ("perft", "oferhlyp", "3", NULL);
  g_auto(Run) bad = run_cli ("apply", "oferhlyp", "E6-E5", "D1~D3", NULL);
  g_auto(Run) bench = run_cli ("bench", "oferhlyp", "--seconds", "1", NULL);

  g_assert_cmpstr (start.out, ==, OFERHLYP_START "\n");
  g_assert_cmpstr (moves.out, ==,
                   "C7-B6\nC7-B7\nC7-D6\nC7-D7\nC7xC5(2>1)\nC7xC5(2>1)xC3(1>0)\n"
                   "C7xC5(2>1)xC3(1>0)xE3(2>1)\nKA7-A6\nKA7-B6\nKA7-B7\n");
  g_assert_cmpint (apply.status, ==, 0);
  g_assert_cmpstr (apply.out, ==, "6K/7/4dl1/7/7/2l4/J6 d\n");
  g_assert_cmpstr (perft.out, ==, "54252\n");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "quintet-cli: turn 2: “D1~D3”: the token on D1 is a king, write “KD1” (character 1)\n");
  g_assert_cmpint (bench.status, ==, 0);
  g_assert_true (g_str_has_prefix (bench.out, "oferhlyp: "));
}

#define OPPRIMO_PLACED "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,e12R,g12R " \
                       "Y@cd2,R@cd10 y"

/* Opprimo: placements (OP-1), a conversion, perft, a bad turn */
static void
test_opprimo (void)
{
  g_auto(Run) start = run_cli ("start", "opprimo", NULL);
  g_auto(Run) moves = run_cli ("moves", "opprimo", "--position", OPPRIMO_PLACED, NULL);
  g_auto(Run) apply = run_cli ("apply", "opprimo", "K@cd2", "K@cd10", "d5-d7", "d9xd5", NULL);
  g_auto(Run) perft = run_cli ("perft", "opprimo", "3", NULL);
  g_auto(Run) bad = run_cli ("apply", "opprimo", "K@cd2", "K@cd10", "d5xd7", NULL);
  g_auto(Run) bench = run_cli ("bench", "opprimo", "--seconds", "1", NULL);

  g_assert_cmpstr (start.out, ==, "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,"
                                  "a12R,c12R,e12R,g12R - y\n");
  g_assert_cmpstr (moves.out, ==,
                   "Kcd2-bc2\nKcd2-cd1\nKcd2-cd3\na2-a4\nb3-a4\nb3-b5\nc4-b5\nc4-c6\nd5-c6\nd5-d7\nd5-e6\n"
                   "e4-e6\ne4-f5\nf3-f5\nf3-g4\ng2-g4\n");
  g_assert_cmpint (apply.status, ==, 0);
  g_assert_cmpstr (apply.out, ==, "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5R,d7R,c10R,e10R,b11R,d11R,f11R,"
                                  "a12R,c12R,e12R,g12R Y@cd2,R@cd10 y\n");
  g_assert_cmpstr (perft.out, ==, "2160\n");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "quintet-cli: turn 3: “d5xd7”: this turn converts nothing, write “-” instead of “x”\n");
  g_assert_cmpint (bench.status, ==, 0);
  g_assert_true (g_str_has_prefix (bench.out, "opprimo: "));
}

#define OVERLORD_START "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -"
/* OV-8: a column next to an empty square slides or dismounts */
#define OVERLORD_COLUMN "......./......./......./......./......./......./..r..../...[ww]r../......r w -"

/* Overlord through the subcommands. Its random games hardly ever end:
 * `bench` stops each playout after 1,000 turns and says so. */
static void
test_overlord (void)
{
  g_auto(Run) bench = run_cli ("bench", "overlord", "--seconds", "1", NULL);
  g_auto(Run) start = run_cli ("start", "overlord", NULL);
  g_auto(Run) moves = run_cli ("moves", "overlord", "--position", OVERLORD_COLUMN, NULL);
  g_auto(Run) apply = run_cli ("apply", "overlord", "--position", OVERLORD_COLUMN, "d2xe2", "g1-f1", NULL);
  g_auto(Run) perft = run_cli ("perft", "overlord", "2", NULL);
  g_auto(Run) bad = run_cli ("apply", "overlord", "d2/d3", NULL);

  g_assert_cmpstr (start.out, ==, OVERLORD_START "\n");
  g_assert_cmpstr (moves.out, ==, "d2-c2\nd2-d1\nd2-d3\nd2/c2\nd2/d1\nd2/d3\nd2xe2\n");
  g_assert_cmpint (apply.status, ==, 0);
  g_assert_cmpstr (apply.out, ==, "......./......./......./......./......./......./..r..../...w[rw]../.....r. w e22:w1,f11:r1\n");
  g_assert_cmpstr (perft.out, ==, "78400\n");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "quintet-cli: turn 1: “d2/d3”: not a legal turn here; write “d2-d3”\n");
  g_assert_cmpint (bench.status, ==, 0);
  g_assert_true (g_str_has_prefix (bench.out, "overlord: "));
  /* OV-7: every random game ends by the rules, none at the safety limit */
  g_assert_null (strstr (bench.out, "stopped unfinished"));
}

#define ORDO_X_AFTER_E3_D3 "2BB2BB2/BBBBBBBBBB/BB2BB2BB/10/10/WWWW1W2WW/WW1WWWWWWW/2WW2WW2 b"

static void
test_clicks (void)
{
  static const struct { const char *args[9]; const char *out; } cases[] = {
    /* before any click: the cells that start a turn */
    { { "clicks", "pressman" }, "next a2 b2 c2 d2 e2 f2 g2 h2\n" },
    /* e2's destinations */
    { { "clicks", "pressman", "e2" }, "next a6 b5 c4 d3 e3 e4 e5 e6 e7 f3 g4 h5\n" },
    { { "clicks", "pressman", "e2", "e4" }, "next\nturn e2-e4\n" },
    /* PR-3: complete, and the regeneration square can still come */
    { { "clicks", "pressman", "--position", "4B3/2W5/8/8/8/8/8/WWWWWWW1 w 5 5", "c7", "c8" },
      "next h1\nturn c7-c8\n" },
    /* OX-3: c6 twice, the second part starts where the first ended */
    { { "clicks", "ordo-x", "--position", ORDO_X_AFTER_E3_D3, "b6", "c6", "c6" }, "next b5 c7 c8 d5\n" },
    { { "clicks", "ordo-x", "--position", ORDO_X_AFTER_E3_D3, "b6", "c6", "c6", "b5" },
      "next\nturn b6-c6, c6-b5\n" },
    /* a chain that may stop or go on; names as the notation writes them */
    { { "clicks", "oferhlyp", "--position", "6K/7/3L3/2l4/7/2L4/J1D4 d", "C7", "C5" },
      "next C3\nturn C7xC5(2>1)\n" },
    /* Opprimo: a placement is one click on a castle triangle (OP-1); then
     * soldiers on points and the King in its triangle */
    { { "clicks", "opprimo" }, "next ab1 bc1 bc2 cd1 cd2 cd3 de1 de2 de3 ef1 ef2 fg1\n" },
    { { "clicks", "opprimo", "cd2" }, "next\nturn K@cd2\n" },
    { { "clicks", "opprimo", "--position", OPPRIMO_PLACED }, "next a2 b3 c4 cd2 d5 e4 f3 g2\n" },
    { { "clicks", "opprimo", "--position", OPPRIMO_PLACED, "d5" }, "next c6 d7 e6\n" },
    { { "clicks", "opprimo", "--position", OPPRIMO_PLACED, "d5", "d7" }, "next\nturn d5-d7\n" },
    { { "clicks", "opprimo", "--position", OPPRIMO_PLACED, "cd2" }, "next bc2 cd1 cd3\n" },
    { { "clicks", "opprimo", "--position", OPPRIMO_PLACED, "cd2", "cd3" }, "next\nturn Kcd2-cd3\n" },
    /* OV-8: slide and dismount share the clicks (the chooser) */
    { { "clicks", "overlord", "--position", OVERLORD_COLUMN, "d2", "d3" }, "next\nturn d2-d3\nturn d2/d3\n" },
    /* OV-3: d2^ is the column clicked twice */
    { { "clicks", "overlord", "--position", "......./......./......./......./......./......./......./...[rw].../w....rr w -", "d2", "d2" }, "next\nturn d2^\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char * const *a = cases[i].args;
      g_auto(Run) run = run_cli (a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);

      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, cases[i].out);
    }
}

#define PRESSMAN_WIN_IN_ONE "8/8/8/8/8/8/1B6/W7 w 0 0"
#define PRESSMAN_LOST       "2BBB3/8/8/8/8/8/8/W7 w 0 0"

/* The search's line on stderr up to the figures that depend on the
 * machine's speed (nodes/s, time). */
static char *
search_line (const char *err)
{
  const char *nps = strstr (err, " nps ");

  g_assert_nonnull (nps);
  return g_strndup (err, nps - err);
}

static void
test_bestmove (void)
{
  g_auto(Run) win = run_cli ("bestmove", "pressman", "--position", PRESSMAN_WIN_IN_ONE, "--depth", "3", NULL);
  /* options before, between and after the turns; the history makes a1-a2 a repetition (a draw) */
  g_auto(Run) draw = run_cli ("bestmove", "pressman", "--depth", "3", "a1-a2", "c8-c7", "--position",
                              PRESSMAN_LOST, "a2-a1", "c7-c8", NULL);
  g_auto(Run) level = run_cli ("bestmove", "ordo", "--level", "1", "--seed", "4", NULL);
  g_auto(Run) decided = run_cli ("bestmove", "pressman", "--position", "8/8/8/8/8/8/8/W7 b 0 3", NULL);

  g_assert_cmpint (win.status, ==, 0);
  g_assert_cmpstr (win.out, ==, "a1xb2\n");
  g_assert_true (g_str_has_prefix (win.err, "depth 1 score win in 1 nodes "));
  g_assert_nonnull (strstr (win.err, " pv a1xb2\n"));
  g_assert_cmpint (draw.status, ==, 0);
  g_assert_cmpstr (draw.out, ==, "a1-a2\n");
  /* the repetition is a draw, scored a little below nothing (the contempt) */
  g_assert_true (g_str_has_prefix (draw.err, "depth 3 score -10 nodes "));
  g_assert_cmpint (level.status, ==, 0);
  g_assert_cmpint (decided.status, ==, 2);
  g_assert_cmpstr (decided.err, ==, "quintet-cli: the game is already decided\n");
}

/* The same seed gives the same turn and the same search. */
static void
test_bestmove_deterministic (void)
{
  const char *games[] = { "pressman", "ordo", "oferhlyp" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_auto(Run) first = run_cli ("bestmove", games[i], "--depth", "3", "--seed", "9", NULL);
      g_auto(Run) second = run_cli ("bestmove", games[i], "--depth", "3", "--seed", "9", NULL);
      g_auto(Run) noisy = run_cli ("bestmove", games[i], "--level", "1", "--seed", "9", NULL);
      g_auto(Run) noisy_again = run_cli ("bestmove", games[i], "--level", "1", "--seed", "9", NULL);
      g_autofree char *first_line = search_line (first.err);
      g_autofree char *second_line = search_line (second.err);

      g_assert_cmpint (first.status, ==, 0);
      g_assert_cmpstr (first.out, ==, second.out);
      g_assert_cmpstr (first_line, ==, second_line);
      g_assert_cmpint (noisy.status, ==, 0);
      g_assert_cmpstr (noisy.out, ==, noisy_again.out);
    }
}

/* Runs quintet-cli engine with @script on stdin; its stdout. */
static char *
run_engine (const char *script)
{
  const char *argv[] = { g_getenv ("QUINTET_CLI"), "engine", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, script, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  return out;
}

/* Every line but the searches' info lines. */
static char *
without_info (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  g_autoptr(GString) kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && !g_str_has_prefix (lines[i], "info "))
      g_string_append_printf (kept, "%s\n", lines[i]);

  return g_string_free (g_steal_pointer (&kept), FALSE);
}

static void
test_engine_session (void)
{
  g_autofree char *out = run_engine ("game pressman " PRESSMAN_WIN_IN_ONE "\n"
                                     "go depth 2\n"
                                     "isready\n"
                                     "move a1-a2\n"
                                     "go depth 1\n"
                                     "move b2-b3 b4\n"
                                     "game chess\n"
                                     "frobnicate\n"
                                     "go level 9\n"
                                     "game ordo-x\n"
                                     "move e3-d3, e2-e3\n"
                                     "go\n"
                                     "stop\n"
                                     "quit\n"
                                     "go depth 1\n");
  g_autofree char *replies = without_info (out);
  gint64 start = g_get_monotonic_time ();
  g_autofree char *stopped = run_engine ("game ordo\ngo\nstop\n");
  gint64 elapsed = g_get_monotonic_time () - start;
  g_auto(GStrv) searches = g_strsplit (replies, "bestmove", -1);

  g_assert_nonnull (strstr (out, "info depth 1 score win in 1 nodes "));
  g_assert_true (g_str_has_prefix (replies,
                                   "bestmove a1xb2\n"
                                   "readyok\n"
                                   "bestmove b2xa2\n"
                                   "error “b2-b3 b4”: "));
  g_assert_nonnull (strstr (replies, "\nerror unknown game “chess”\n"
                                     "error unknown command “frobnicate”\n"
                                     "error go takes nothing, “time MS”, “depth D” or “level N”\n"
                                     "bestmove "));
  /* quit ends the session: nothing after the last bestmove */
  g_assert_cmpuint (g_strv_length (searches), ==, 4);
  g_assert_true (g_str_has_prefix (stopped, "info ") || g_str_has_prefix (stopped, "bestmove "));
  g_test_message ("go, then stop: answered in %.0f ms", elapsed / 1000.0);
  g_assert_cmpint (elapsed, <, 1500000);   /* far less than level 4's 2 s */
}

/* A line over QUINTET_TEXT_MAX_LINE is refused by its length, without
 * repeating it, and the session goes on; input in a reply is quoted: one
 * line, control characters escaped, shortened with "…" */
static void
test_engine_bad_input (void)
{
  g_autofree char *long_line = g_strnfill (QUINTET_TEXT_MAX_LINE + 1, 'x');
  g_autofree char *long_name = g_strnfill (1000, 'y');
  g_autofree char *script = g_strdup_printf ("%s\n"
                                             "isready\n"
                                             "frob\x1b[31m\n"
                                             "game chess\tvariant\x7f\n"
                                             "%s\n"
                                             "game pressman\n"
                                             "move a2-a3\x1b[2J\n"
                                             "quit\n", long_line, long_name);
  g_autofree char *out = run_engine (script);
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, 7);   /* six replies, then "" */
  g_assert_cmpstr (lines[0], ==, "error the line is too long: at most 8192 bytes");
  g_assert_cmpstr (lines[1], ==, "readyok");
  g_assert_cmpstr (lines[2], ==, "error unknown command “frob\\x1b[31m”");
  g_assert_cmpstr (lines[3], ==, "error unknown game “chess\\tvariant\\x7f”");
  g_assert_true (g_str_has_prefix (lines[4], "error unknown command “yyyyyyyyyy"));
  g_assert_true (g_str_has_suffix (lines[4], "yyy…”"));
  g_assert_cmpuint (strlen (lines[4]), <, QUINTET_TEXT_QUOTE_CHARS + 40);
  g_assert_true (g_str_has_prefix (lines[5], "error “a2-a3\\x1b[2J”: "));
  g_assert_cmpstr (lines[6], ==, "");
}

/* The longest line the protocol takes is read whole */
static void
test_engine_longest_line (void)
{
  g_autofree char *padding = g_strnfill (QUINTET_TEXT_MAX_LINE - strlen ("isready"), ' ');
  g_autofree char *script = g_strdup_printf ("isready%s\n", padding);
  g_autofree char *out = run_engine (script);

  g_assert_cmpstr (out, ==, "readyok\n");
}

static void
test_match (void)
{
  g_auto(Run) run = run_cli ("match", "pressman", "--player0", "level-1", "--player1", "random",
                             "--games", "2", "--seed", "5", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "game 1: level-1 (White) vs random (Black): "));
  g_assert_nonnull (strstr (run.out, "\ngame 2: level-1 (Black) vs random (White): "));
  g_assert_nonnull (strstr (run.out, "\nlevel-1 vs random: "));
  g_assert_nonnull (strstr (run.out, "\nElo difference: "));
}

/* match --records DIR: each game as a record that replays to the result
 * the match printed, the sides named by the players' specs; a folder that
 * is not there is refused before any game. */
static void
test_match_records (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quintet-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game-2.quintet", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autofree char *text = NULL;
  g_auto(Run) run = run_cli ("match", "pressman", "--player0", "level-1", "--player1", "random",
                             "--games", "2", "--seed", "5", "--records", dir, NULL);
  g_auto(Run) replay = run_cli ("replay", path, NULL);
  g_auto(Run) refused = run_cli ("match", "pressman", "--player0", "uct", "--player1", "uct",
                                 "--records", missing, NULL);
  g_autofree char *expected = g_strdup_printf ("quintet-cli: option --records: “%s” is not a folder\n", missing);
  g_autofree char *first = g_build_filename (dir, "game-1.quintet", NULL);
  const char *game2;

  g_assert_cmpint (run.status, ==, 0);
  /* game 2: level-1 plays Black */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\n[White \"random\"]\n[Black \"level-1\"]\n"));
  g_assert_nonnull (strstr (text, " {the match's opening ends here} "));
  /* the result the match printed for game 2, as the record's result */
  game2 = strstr (run.out, "\ngame 2: level-1 (Black) vs random (White): ");
  g_assert_nonnull (game2);
  game2 += strlen ("\ngame 2: level-1 (Black) vs random (White): ");
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, g_str_has_prefix (game2, "Black wins") ? "\nresult 0-1" :
                                        g_str_has_prefix (game2, "White wins") ? "\nresult 1-0" : "\nresult 1/2-1/2"));
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_cmpstr (refused.err, ==, expected);

  g_remove (first);
  g_remove (path);
  g_rmdir (dir);
}

/* Weights by name in a player's spec; tune's report names every term */
static void
test_tune (void)
{
  g_auto(Run) match = run_cli ("match", "opprimo", "--player0", "depth-1:guard=20,advance=0", "--player1", "depth-1",
                               "--games", "2", NULL);
  g_auto(Run) tune = run_cli ("tune", "opprimo", "--games", "2", "--depth", "1", "--rounds", "1", NULL);
  g_auto(GStrv) lines = NULL;
  guint n_lines;

  g_assert_cmpint (match.status, ==, 0);
  g_assert_true (g_str_has_prefix (match.out, "game 1: depth-1:guard=20,advance=0 (Yellow) vs depth-1 (Red): "));

  g_assert_cmpint (tune.status, ==, 0);
  lines = g_strsplit (tune.out, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_true (g_regex_match_simple ("^start: soldiers=100,officers=[0-9]+,danger=[0-9]+,guard=[0-9]+,advance=[0-9]+$",
                                       lines[0], 0, 0));
  /* one round: each term but the unit tried up (and down when up fails), then the result */
  g_assert_cmpuint (n_lines, >=, 1 + 4 + 2);
  g_assert_true (g_str_has_prefix (lines[1], "round 1: officers "));
  g_assert_true (g_str_has_prefix (lines[n_lines - 2], "tuned: soldiers=100,officers="));
}

/* quintet-cli help and --help: the usage on stdout, every command and
 * game id, exit status 0. */
static void
test_help (void)
{
  const char *forms[] = { "help", "--help" };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_auto(Run) run = run_cli (forms[i], NULL);
      const char *expected[] = { "list", "start GAME", "moves GAME", "apply GAME", "perft GAME DEPTH",
                                 "bench GAME", "clicks GAME", "bestmove GAME", "match GAME", "tune GAME", "engine",
                                 "selfcheck GAME|all",
                                 "pressman", "ordo-x", "oferhlyp", "overlord", "opprimo" };

      g_test_message ("quintet-cli %s", forms[i]);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      for (guint j = 0; j < G_N_ELEMENTS (expected); j++)
        g_assert_nonnull (strstr (run.out, expected[j]));
    }
}

/* The names of the self-check's invariants, as the summary lists them */
static const char *check_names[] = {
  "hash", "position-text", "notation", "random-turn", "make-turn", "material", "hit-points",
  "legal-turn", "undo", "redo",
};

/* selfcheck: a summary of what was checked, the same for the same seed
 * (but for the time), exit status 0 */
static void
test_selfcheck (void)
{
  g_auto(Run) run = run_cli ("selfcheck", "pressman", "--games", "3", "--seed", "2", NULL);
  g_auto(Run) again = run_cli ("selfcheck", "pressman", "--seed", "2", "--games", "3", NULL);
  g_auto(Run) other = run_cli ("selfcheck", "pressman", "--games", "3", "--seed", "3", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_regex_match_simple ("^pressman: 3 games, [0-9]+ plies, [0-9]+ positions in [0-9.]+ s "
                                       "\\([0-9.]+ games/s\\)\n", run.out, 0, 0));
  for (guint i = 0; i < G_N_ELEMENTS (check_names); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  check %s: ", check_names[i]);

      g_assert_nonnull (strstr (run.out, line));
    }
  /* Pressman's random games end by the rules: a win, or no progress */
  g_assert_true (g_regex_match_simple ("^  ended (White wins|Black wins|Draw).*: [0-9]+$", run.out,
                                       G_REGEX_MULTILINE, 0));
  g_assert_cmpstr (strchr (run.out, '\n'), ==, strchr (again.out, '\n'));
  g_assert_cmpstr (strchr (run.out, '\n'), !=, strchr (other.out, '\n'));
}

/* selfcheck all: every game; random Overlord games reach the ply limit */
static void
test_selfcheck_all (void)
{
  g_auto(Run) run = run_cli ("selfcheck", "all", "--games", "2", "--max-plies", "40", NULL);
  const char *games[] = { "pressman", "ordo", "ordo-x", "oferhlyp", "overlord", "opprimo" };
  const char *at = run.out;

  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *line = g_strdup_printf ("%s: 2 games, ", games[i]);

      at = strstr (at, line);
      g_assert_nonnull (at);
    }
  g_assert_true (g_regex_match_simple ("^overlord: 2 games, 80 plies, .*\n(  check .*\n)+"
                                       "  2 games stopped unfinished after 40 plies\nopprimo: ",
                                       run.out, G_REGEX_MULTILINE | G_REGEX_DOTALL, 0));
}

/* SIGTERM (or Ctrl-C) stops a long self-check after the game in progress,
 * with the summary so far and exit status 130. */
static void
test_selfcheck_interrupted (void)
{
  const char *argv[] = { g_getenv ("QUINTET_CLI"), "selfcheck", "overlord", "--games", "100000", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_usleep (G_USEC_PER_SEC / 2);
  g_subprocess_send_signal (process, SIGTERM);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 130);
  g_assert_true (g_str_has_prefix (out, "overlord: "));
  g_assert_true (g_regex_match_simple ("\n  interrupted before game [0-9]+\n$", out, 0, 0));
}

static void
stderr_to_terminal (gpointer user_data)
{
  dup2 (GPOINTER_TO_INT (user_data), STDERR_FILENO);
}

/* Runs @argv, which must succeed, with stderr on a pseudo-terminal;
 * its stdout, and in @progress what it wrote to the terminal. */
static char *
run_on_terminal (const char * const *argv,
                 char               *progress,
                 gsize               size)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int terminal, terminal_child, wait_status;
  ssize_t n_read;
  gsize length = 0;

  terminal = posix_openpt (O_RDWR | O_NOCTTY);
  g_assert_cmpint (terminal, >=, 0);
  g_assert_cmpint (grantpt (terminal), ==, 0);
  g_assert_cmpint (unlockpt (terminal), ==, 0);
  terminal_child = open (ptsname (terminal), O_RDWR | O_NOCTTY);
  g_assert_cmpint (terminal_child, >=, 0);

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, stderr_to_terminal,
                GINT_TO_POINTER (terminal_child), &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 0);

  /* The terminal hands on what was written in pieces, even after the
   * program has ended: read until it says there is no more (EIO once the
   * last of its other ends is closed) */
  close (terminal_child);
  while (length < size - 1 && (n_read = read (terminal, progress + length, size - 1 - length)) > 0)
    length += n_read;
  g_assert_cmpuint (length, >, 0);
  progress[length] = '\0';
  close (terminal);
  return out;
}

/* A long perft says how far it has come when stderr is a terminal, and
 * nothing when it is not (a pipe, as under scripts). */
static void
test_perft_progress (void)
{
  const char *argv[] = { g_getenv ("QUINTET_CLI"), "perft", "pressman", "3", NULL };
  g_autofree char *out = NULL;
  char progress[4096];

  {
    g_auto(Run) piped = run_cli ("perft", "pressman", "3", NULL);

    g_assert_cmpint (piped.status, ==, 0);
    g_assert_cmpstr (piped.out, ==, "767994\n");
    g_assert_cmpstr (piped.err, ==, "");
  }

  out = run_on_terminal (argv, progress, sizeof progress);
  g_assert_cmpstr (out, ==, "767994\n");
  g_assert_nonnull (strstr (progress, "perft: 45/90 first turns"));
}

/* A self-check says on a terminal how many games it has played */
static void
test_selfcheck_progress (void)
{
  const char *argv[] = { g_getenv ("QUINTET_CLI"), "selfcheck", "oferhlyp", "--games", "200", NULL };
  g_autofree char *out = NULL;
  char progress[4096];

  out = run_on_terminal (argv, progress, sizeof progress);
  g_assert_true (g_str_has_prefix (out, "oferhlyp: 200 games, "));
  g_assert_nonnull (strstr (progress, "oferhlyp: game 100/200"));
  /* the progress line is cleared at the end */
  g_assert_true (g_str_has_suffix (progress, "\r\033[K"));
}

static void
test_bad_input (void)
{
  static const struct { const char *args[7]; const char *message; } cases[] = {
    { { NULL }, "quintet-cli: usage: " },
    { { "frobnicate" }, "quintet-cli: unknown command “frobnicate”\n" },
    { { "start", "chess" }, "quintet-cli: unknown game “chess” (see “quintet-cli list”)\n" },
    { { "moves" }, "quintet-cli: usage: " },
    { { "moves", "pressman", "--position" }, "quintet-cli: option --position needs a value\n" },
    { { "moves", "pressman", "--depth", "3" }, "quintet-cli: unknown option “--depth” for “moves”\n" },
    { { "start", "pressman", "--position", START }, "quintet-cli: unknown option “--position” for “start”\n" },
    { { "perft", "pressman", "x" }, "quintet-cli: the depth must be a number from 0 to 12, not “x”\n" },
    { { "perft", "pressman", "-1" }, "quintet-cli: the depth must be a number from 0 to 12, not “-1”\n" },
    { { "perft", "pressman" }, "quintet-cli: perft needs one depth\n" },
    { { "bench", "pressman", "--seconds", "0" }, "quintet-cli: option --seconds must be a number from 1 to 3600, not “0”\n" },
    { { "apply", "pressman", "b2-b4", "b4-b9" },
      "quintet-cli: turn 2: “b4-b9”: expected a square from a1 to h8 at character 4\n" },
    { { "moves", "pressman", "--position", "8/8 w 0 0" },
      "quintet-cli: Cannot read the position: the board has 2 ranks: it needs 8 ranks of 8 squares (“8/8 w 0 0”)\n" },
    { { "list", "extra" }, "quintet-cli: unexpected argument “extra”\n" },
    { { "clicks", "pressman", "e2", "e5", "e6" }, "quintet-cli: click 3: “e6” cannot be clicked next\n" },
    { { "clicks", "pressman", "e2", "E4" }, "quintet-cli: click 2: unknown cell “E4”\n" },
    { { "clicks", "pressman", "d4" }, "quintet-cli: click 1: “d4” cannot be clicked next\n" },
    /* issue 25: the error names the values the option takes */
    { { "bestmove", "pressman", "--level", "5" },
      "quintet-cli: option --level must be a level from 1 to 4 (1 Beginner, 2 Casual, 3 Strong, 4 Expert), not “5”\n" },
    { { "bestmove", "pressman", "--level", "9" },
      "quintet-cli: option --level must be a level from 1 to 4 (1 Beginner, 2 Casual, 3 Strong, 4 Expert), not “9”\n" },
    { { "bestmove", "pressman", "--depth", "99" }, "quintet-cli: option --depth must be a number from 1 to 64, not “99”\n" },
    { { "bestmove", "pressman", "--level", "1", "--depth", "2" },
      "quintet-cli: give only one of --level, --time and --depth\n" },
    { { "bestmove", "pressman", "b2-b9" }, "quintet-cli: turn 1: “b2-b9”: expected a square from a1 to h8 at character 4\n" },
    { { "bestmove", "pressman", "--games", "2" }, "quintet-cli: unknown option “--games” for “bestmove”\n" },
    { { "match", "pressman", "--player0", "uct" }, "quintet-cli: match needs --player0 and --player1\n" },
    { { "match", "pressman", "--player0", "uct", "--player1", "level-9" },
      "quintet-cli: unknown player “level-9” (level-1 … level-4 or depth-D, either with :TERM=WEIGHT,…; uct; greedy; random)\n" },
    { { "match", "pressman", "--player0", "depth-2:nosuch=3", "--player1", "uct" },
      "quintet-cli: unknown player “depth-2:nosuch=3” (level-1 … level-4 or depth-D, either with :TERM=WEIGHT,…; uct; greedy; random)\n" },
    { { "match", "pressman", "--player0", "uct:soldiers=3", "--player1", "uct" },
      "quintet-cli: unknown player “uct:soldiers=3” (level-1 … level-4 or depth-D, either with :TERM=WEIGHT,…; uct; greedy; random)\n" },
    { { "match", "pressman", "--player0", "greedy:soldiers=3", "--player1", "uct" },
      "quintet-cli: unknown player “greedy:soldiers=3” (level-1 … level-4 or depth-D, either with :TERM=WEIGHT,…; uct; greedy; random)\n" },
    { { "tune", "pressman", "--rounds", "0" }, "quintet-cli: option --rounds must be a number from 1 to 100, not “0”\n" },
    { { "engine", "pressman" }, "quintet-cli: unexpected argument “pressman”\n" },
    { { "selfcheck" }, "quintet-cli: usage: " },
    { { "selfcheck", "chess" }, "quintet-cli: unknown game “chess” (see “quintet-cli list”)\n" },
    { { "selfcheck", "pressman", "--games", "0" }, "quintet-cli: option --games must be a number from 1 to 100000000, not “0”\n" },
    { { "selfcheck", "all", "--max-plies", "x" }, "quintet-cli: option --max-plies must be a number from 1 to 1000000, not “x”\n" },
    { { "selfcheck", "pressman", "--position", START }, "quintet-cli: unknown option “--position” for “selfcheck”\n" },
    { { "selfcheck", "pressman", "10" }, "quintet-cli: unexpected argument “10”\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = run_cli_args (cases[i].args);

      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, cases[i].message));
      /* one line */
      g_assert_cmpint (strchr (run.err, '\n') - run.err, ==, strlen (run.err) - 1);
    }
}

/* A message that repeats input is one line of bounded length, with no
 * control character: the terminal sees escapes, not the input */
static void
assert_safe_message (const char *err,
                     const char *expected_part)
{
  g_assert_true (g_str_has_suffix (err, "\n"));
  g_assert_cmpint (strchr (err, '\n') - err, ==, strlen (err) - 1);
  for (const char *c = err; *c != '\n'; c++)
    g_assert_false (g_ascii_iscntrl (*c));
  g_assert_cmpuint (strlen (err), <, 400);
  if (strstr (err, expected_part) == NULL)
    g_error ("“%s” not in “%s”", expected_part, err);
}

/* Input with a newline, a terminal escape or 100 kB, wherever the CLI
 * repeats it: a game, a command, an option and its value, a cell, a
 * player, a turn */
static void
test_unsafe_input (void)
{
  g_autofree char *huge = g_strnfill (100 * 1024, 'x');
  g_autofree char *long_turn = g_strnfill (10000, 'a');
  static const struct { const char *args[7]; const char *part; } cases[] = {
    { { "start", "pressman\n" }, "unknown game “pressman\\n”" },
    { { "start", "\x1b[2J\x1b[31mred" }, "unknown game “\\x1b[2J\\x1b[31mred”" },
    { { "frobnicate\r\nsecond line" }, "unknown command “frobnicate\\r\\nsecond line”" },
    { { "moves", "pressman", "--x\n" }, "option --x\\n needs a value" },
    { { "moves", "pressman", "--x\n", "1" }, "unknown option “--x\\n” for “moves”" },
    { { "bench", "pressman", "--seconds", "3\n" }, "option --seconds must be a number from 1 to 3600, not “3\\n”" },
    { { "clicks", "pressman", "e2\x1b[0m" }, "click 1: unknown cell “e2\\x1b[0m”" },
    { { "perft", "pressman", "\x07" }, "not “\\x07”" },
    { { "start", "pressman", "extra\n" }, "unexpected argument “extra\\n”" },
    { { "list", "extra\x1b" }, "unexpected argument “extra\\x1b”" },
    { { "match", "pressman", "--player0", "uct\n", "--player1", "uct" }, "unknown player “uct\\n”" },
    { { "apply", "pressman", "b2-b4\n" }, "turn 1: “b2-b4\\n”" },
    { { "moves", "pressman", "--position", "8/8 w 0 0\x1b[31m" }, "(“8/8 w 0 0\\x1b[31m”)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = run_cli_args (cases[i].args);

      g_assert_cmpint (run.status, ==, 2);
      assert_safe_message (run.err, cases[i].part);
    }

  /* 100 kB: quoted shortened, with an ellipsis */
  {
    g_auto(Run) game = run_cli ("start", huge, NULL);
    g_auto(Run) cell = run_cli ("clicks", "pressman", huge, NULL);
    g_auto(Run) position = run_cli ("moves", "pressman", "--position", huge, NULL);

    assert_safe_message (game.err, "unknown game “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”");
    assert_safe_message (cell.err, "click 1: unknown cell “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”");
    assert_safe_message (position.err, "is too long: at most 4096 bytes");
  }

  /* A turn of 10,000 characters, refused by its length */
  {
    g_auto(Run) run = run_cli ("apply", "ordo", long_turn, NULL);

    g_assert_cmpint (run.status, ==, 2);
    assert_safe_message (run.err, "quintet-cli: turn 1: The turn is too long: at most 512 bytes "
                                  "(“aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…”)");
  }
}

/* clicks takes at most 256 clicks: more are refused before any is tried */
static void
test_clicks_bounded (void)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int wait_status;

  g_ptr_array_add (argv, (char *) g_getenv ("QUINTET_CLI"));
  g_ptr_array_add (argv, "clicks");
  g_ptr_array_add (argv, "pressman");
  for (guint i = 0; i < 1000; i++)
    g_ptr_array_add (argv, "e2");
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, &err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 2);
  g_assert_cmpstr (err, ==, "quintet-cli: 1000 clicks: a turn takes at most 256 clicks\n");
}

/* Writes @text to a file of the test's own directory; its path. */
static char *
write_record_file (const char *name,
                   const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (directory, name, NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
remove_record_file (const char *path)
{
  g_autofree char *directory = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (directory), ==, 0);
}

/* record: the turns as a record; its date is today's */
static void
test_record (void)
{
  g_auto(Run) run = run_cli ("record", "ordo-x", "a3:b3-b3, a2-a3", "i6-i5", NULL);
  g_auto(Run) black_first = run_cli ("record", "pressman", "--position", START_BLACK, "h7-h6", NULL);
  g_auto(Run) bad = run_cli ("record", "pressman", "a2-a3", "a3-a4", NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *expected = g_strdup_printf ("[Game \"ordo-x\"]\n[Date \"%s\"]\n[White \"?\"]\n[Black \"?\"]\n"
                                               "[Result \"*\"]\n\n1. a3:b3-b3, a2-a3 i6-i5 *\n", today);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpint (black_first.status, ==, 0);
  g_assert_nonnull (strstr (black_first.out, "[Position \"" START_BLACK "\"]\n[Result \"*\"]\n\n1... h7-h6 *\n"));
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_cmpstr (bad.err, ==, "quintet-cli: turn 2: “a3-a4”: no Black soldier on a3\n");
}

#define ORDO_WON_RECORD \
  "[Game \"ordo\"]\n[Position \"10/10/10/10/10/10/1B8/W9 w\"]\n[Result \"1-0\"]\n\n1. a1xb2 1-0\n"

/* replay: the positions, then the result; a file or standard input */
static void
test_replay (void)
{
  g_autofree char *path = write_record_file ("won.quintet", ORDO_WON_RECORD);
  g_auto(Run) file = run_cli ("replay", path, NULL);
  g_auto(Run) input = run_cli_with_input ("[Game \"pressman\"]\r\n\r\n1. a2-a3 {quiet} *\r\n", "replay", "-", NULL);
  g_auto(Run) resigned = run_cli_with_input ("[Game \"pressman\"]\n\n0-1\n", "replay", "-", NULL);

  g_assert_cmpint (file.status, ==, 0);
  g_assert_cmpstr (file.out, ==, "10/10/10/10/10/10/1B8/W9 w\n10/10/10/10/10/10/1W8/10 b\n"
                                 "result 1-0 White wins: captured every Black checker\n");
  g_assert_cmpstr (file.err, ==, "");
  g_assert_cmpint (input.status, ==, 0);
  g_assert_cmpstr (input.out, ==, START "\n" "BBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW b 12 12\nresult *\n");
  g_assert_cmpint (resigned.status, ==, 0);
  g_assert_cmpstr (resigned.out, ==, START "\nresult 0-1 Black wins: White resigned\n");
  remove_record_file (path);
}

/* A bad record: FILE:LINE:COLUMN: message on stderr, nothing on stdout, exit 2 */
static void
test_replay_errors (void)
{
  g_autofree char *path = write_record_file ("bad.quintet", "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. a3-b5 *\n");
  g_auto(Run) file = run_cli ("replay", path, NULL);
  g_auto(Run) input = run_cli_with_input ("[Game \"chess\"]\n*\n", "replay", "-", NULL);
  g_auto(Run) missing = run_cli ("replay", "/nonexistent/game.quintet", NULL);
  g_auto(Run) no_file = run_cli ("replay", NULL);
  g_autofree char *expected = g_strdup_printf ("%s:3:19: “a3-b5”: a soldier moves along a rank, file or diagonal\n", path);

  g_assert_cmpint (file.status, ==, 2);
  g_assert_cmpstr (file.out, ==, "");
  g_assert_cmpstr (file.err, ==, expected);
  g_assert_cmpint (input.status, ==, 2);
  g_assert_cmpstr (input.out, ==, "");
  g_assert_cmpstr (input.err, ==, "<stdin>:1:8: unknown game “chess”\n");
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_true (g_str_has_prefix (missing.err, "quintet-cli: "));
  g_assert_nonnull (strstr (missing.err, "/nonexistent/game.quintet"));
  g_assert_cmpint (no_file.status, ==, 2);
  g_assert_cmpstr (no_file.err, ==, "quintet-cli: replay needs one file (“-”: standard input)\n");
  remove_record_file (path);
}

/* A file's name comes from outside too: "SOURCE:LINE:COLUMN" quotes it */
static void
test_replay_unsafe_name (void)
{
  g_autofree char *path = write_record_file ("bad\nname\x1b[31m.quintet",
                                             "[Game \"pressman\"]\n\n1. a2-a3 h7-h6 2. a3-b5\x1b[2J *\n");
  g_auto(Run) run = run_cli ("replay", path, NULL);

  g_assert_cmpint (run.status, ==, 2);
  assert_safe_message (run.err, "/bad\\nname\\x1b[31m.quintet:3:19: “a3-b5\\x1b[2J”");
  remove_record_file (path);
}

/* replay --tree: every turn of every line in the record's order, with
 * its path (docs/records.md); errors as replay's */
static void
test_replay_tree (void)
{
  g_auto(Run) run = run_cli_with_input ("[Game \"pressman\"]\n\n"
                                        "1. a2-a3 h7-h6?! {x} (1... g7-g6 2. b2-b3 (2. a3-a4) g6-g5)\n"
                                        "(1... h7-h5) 2. b2-b3 *\n",
                                        "replay", "--tree", "-", NULL);
  g_auto(Run) after = run_cli_with_input ("[Game \"pressman\"]\n\n1. a2-a3 (1. b2-b3) 0-1\n", "replay", "-", "--tree", NULL);
  g_auto(Run) bad = run_cli_with_input ("[Game \"pressman\"]\n\n1. a2-a3 h7-h6\n(1... g7-g6 2. b2-b3 (2. a3-b5)) *\n",
                                        "replay", "--tree", "-", NULL);
  g_auto(Run) no_file = run_cli ("replay", "--tree", NULL);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "1\ta2-a3\tBBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW b 12 12\n"
                   "2\th7-h6\tBBBBBBBB/BBBBBBB1/7B/8/8/W7/1WWWWWWW/WWWWWWWW w 12 12\n"
                   "2.1.1\tg7-g6\tBBBBBBBB/BBBBBB1B/6B1/8/8/W7/1WWWWWWW/WWWWWWWW w 12 12\n"
                   "2.1.2\tb2-b3\tBBBBBBBB/BBBBBB1B/6B1/8/8/WW6/2WWWWWW/WWWWWWWW b 12 12\n"
                   "2.1.2.1.1\ta3-a4\tBBBBBBBB/BBBBBB1B/6B1/8/W7/8/1WWWWWWW/WWWWWWWW b 12 12\n"
                   "2.1.3\tg6-g5\tBBBBBBBB/BBBBBB1B/8/6B1/8/WW6/2WWWWWW/WWWWWWWW w 12 12\n"
                   "2.2.1\th7-h5\tBBBBBBBB/BBBBBBB1/8/7B/8/W7/1WWWWWWW/WWWWWWWW w 12 12\n"
                   "3\tb2-b3\tBBBBBBBB/BBBBBBB1/7B/8/8/WW6/2WWWWWW/WWWWWWWW b 12 12\n"
                   "result *\n");
  g_assert_cmpint (after.status, ==, 0);
  g_assert_cmpstr (after.out, ==,
                   "1\ta2-a3\tBBBBBBBB/BBBBBBBB/8/8/8/W7/1WWWWWWW/WWWWWWWW b 12 12\n"
                   "1.1.1\tb2-b3\tBBBBBBBB/BBBBBBBB/8/8/8/1W6/W1WWWWWW/WWWWWWWW b 12 12\n"
                   "result 0-1 Black wins: White resigned\n");
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  g_assert_cmpstr (bad.err, ==, "<stdin>:4:26: “a3-b5”: a soldier moves along a rank, file or diagonal\n");
  g_assert_cmpint (no_file.status, ==, 2);
  g_assert_cmpstr (no_file.err, ==, "quintet-cli: replay needs one file (“-”: standard input)\n");
}

/* What record writes, replay reads: the positions apply gives */
static void
test_record_then_replay (void)
{
  g_auto(Run) record = run_cli ("record", "oferhlyp", "A6-A5", "D2-C3", "A5-B4", NULL);
  g_auto(Run) replay = run_cli_with_input (record.out, "replay", "-", NULL);
  g_auto(Run) apply = run_cli ("apply", "oferhlyp", "A6-A5", "D2-C3", "A5-B4", NULL);
  g_auto(GStrv) lines = g_strsplit (replay.out, "\n", -1);

  g_assert_cmpint (record.status, ==, 0);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_cmpuint (g_strv_length (lines), ==, 6);
  g_assert_cmpstr (lines[0], ==, "LLLKLLL/LLLLLLL/7/7/7/DDDDDDD/DDDJDDD d");
  g_assert_true (g_str_has_prefix (apply.out, lines[3]));
  g_assert_cmpstr (lines[4], ==, "result *");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  g_test_add_func ("/cli/list-and-start", test_list_and_start);
  g_test_add_func ("/cli/moves-sorted", test_moves_sorted);
  g_test_add_func ("/cli/moves-decided-position", test_moves_decided);
  g_test_add_func ("/cli/apply-and-perft", test_apply_and_perft);
  g_test_add_func ("/cli/apply-regeneration", test_apply_regeneration);
  g_test_add_func ("/cli/bench-runs", test_bench_runs);
  g_test_add_func ("/cli/ordo-and-ordo-x", test_ordo);
  g_test_add_func ("/cli/oferhlyp", test_oferhlyp);
  g_test_add_func ("/cli/overlord", test_overlord);
  g_test_add_func ("/cli/opprimo", test_opprimo);
  g_test_add_func ("/cli/clicks", test_clicks);
  g_test_add_func ("/cli/bad-input-exit-2", test_bad_input);
  g_test_add_func ("/cli/unsafe-input", test_unsafe_input);
  g_test_add_func ("/cli/clicks-bounded", test_clicks_bounded);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/perft-progress", test_perft_progress);
  g_test_add_func ("/cli/bestmove", test_bestmove);
  g_test_add_func ("/cli/bestmove-deterministic", test_bestmove_deterministic);
  g_test_add_func ("/cli/engine-session", test_engine_session);
  g_test_add_func ("/cli/engine-bad-input", test_engine_bad_input);
  g_test_add_func ("/cli/engine-longest-line", test_engine_longest_line);
  g_test_add_func ("/cli/match", test_match);
  g_test_add_func ("/cli/match-records", test_match_records);
  g_test_add_func ("/cli/tune", test_tune);
  g_test_add_func ("/cli/record", test_record);
  g_test_add_func ("/cli/replay", test_replay);
  g_test_add_func ("/cli/replay-errors", test_replay_errors);
  g_test_add_func ("/cli/replay-unsafe-name", test_replay_unsafe_name);
  g_test_add_func ("/cli/replay-tree", test_replay_tree);
  g_test_add_func ("/cli/record-then-replay", test_record_then_replay);
  g_test_add_func ("/cli/selfcheck", test_selfcheck);
  g_test_add_func ("/cli/selfcheck-all", test_selfcheck_all);
  g_test_add_func ("/cli/selfcheck-interrupted", test_selfcheck_interrupted);
  g_test_add_func ("/cli/selfcheck-progress", test_selfcheck_progress);

  return g_test_run ();
}
