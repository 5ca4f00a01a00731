/* fuzz-record.c — a libFuzzer target for the record reader: any bytes
 * either read or give one error line; whatever reads, written again,
 * reads back to the same text and the same tree (variations, marks,
 * comments, evaluations: docs/records.md)
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

/* The same turns, marks, comments and evaluations, node by node */
static gboolean
same_tree (QuintetTreeNode *a,
           QuintetTreeNode *b)
{
  const char * const *comments_a = quintet_tree_node_get_comments (a);
  const char * const *comments_b = quintet_tree_node_get_comments (b);
  const QuintetNodeEval *eval_a = quintet_tree_node_get_eval (a);
  const QuintetNodeEval *eval_b = quintet_tree_node_get_eval (b);
  guint i;

  if (g_strcmp0 (quintet_tree_node_get_notation (a), quintet_tree_node_get_notation (b)) != 0 ||
      quintet_tree_node_get_mark (a) != quintet_tree_node_get_mark (b) ||
      (eval_a == NULL) != (eval_b == NULL) ||
      quintet_tree_node_get_n_children (a) != quintet_tree_node_get_n_children (b))
    return FALSE;
  if (eval_a != NULL &&
      (eval_a->score != eval_b->score || eval_a->depth != eval_b->depth || eval_a->pv_length != eval_b->pv_length))
    return FALSE;
  for (i = 0; comments_a[i] != NULL && comments_b[i] != NULL; i++)
    if (strcmp (comments_a[i], comments_b[i]) != 0)
      return FALSE;
  if (comments_a[i] != NULL || comments_b[i] != NULL)
    return FALSE;
  for (i = 0; i < quintet_tree_node_get_n_children (a); i++)
    if (!same_tree (quintet_tree_node_get_child (a, i), quintet_tree_node_get_child (b, i)))
      return FALSE;
  return TRUE;
}

static QuintetTreeNode *
root_of (QuintetRecord *record)
{
  return quintet_game_tree_get_root (quintet_game_get_tree (quintet_record_get_game (record)));
}

/* Written, read and written again: the same text, the same tree */
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
  if (!same_tree (root_of (record), root_of (again)))
    g_error ("a record read back has another tree:\n%s", text);
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
