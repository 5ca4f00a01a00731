/* fuzz-record.c — a libFuzzer target for the record reader: any bytes
 * either read or give one error line; whatever reads, written again,
 * reads back to the same text (docs/records.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "quintet-record.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug the fuzzer should report */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

/* Written, read and written again: the same text */
static void
check_rewrite (QuintetRecord *record)
{
  g_autofree char *text = quintet_record_to_text (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) again = quintet_record_parse (text, -1, "rewritten", &error);
  g_autofree char *text_again = NULL;

  if (again == NULL)
    g_error ("a written record does not read: %s\n%s", error->message, text);
  text_again = quintet_record_to_text (again);
  if (strcmp (text, text_again) != 0)
    g_error ("a record written twice differs:\n%s\n----\n%s", text, text_again);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = quintet_record_parse ((const char *) data, size, "fuzz", &error);

  if (record == NULL)
    {
      /* One line that says where */
      if (error == NULL || strchr (error->message, '\n') != NULL || !g_str_has_prefix (error->message, "fuzz:"))
        abort ();
      return 0;
    }

  check_rewrite (record);
  return 0;
}
