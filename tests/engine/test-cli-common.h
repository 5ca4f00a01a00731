/* test-cli-common.h — running quintet-cli from the tests, as scripts do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static inline void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* quintet-cli ($QUINTET_CLI) with the arguments (NULL after the last),
 * @input (NULL: nothing) on its standard input */
static inline Run
run_cli_with_input (const char *input,
                    const char *first,
                    ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("QUINTET_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL, &run.out, &run.err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run.status = g_subprocess_get_exit_status (process);
  return run;
}
