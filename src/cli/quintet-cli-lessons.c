/* quintet-cli-lessons.c — quintet-cli lessons GAME [--check]: the lessons
 * of a game's course, and their check (src/engine/quintet-lesson.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <glib/gi18n.h>

#include "quintet-cli-private.h"
#include "quintet-lesson.h"
#include "quintet-registry.h"
#include "quintet-text.h"

/* ID, tab, KINDS, tab, TITLE (translated), one line a lesson */
static void
print_lessons (const QuintetLessonCourse *course)
{
  for (guint i = 0; course != NULL && i < course->n_lessons; i++)
    {
      const QuintetLesson *lesson = &course->lessons[i];

      g_print ("%s\t%s\t%s\n", lesson->id, lesson->kinds, _(lesson->title));
    }
}

/* Every lesson checked; one line a failure on stderr */
static int
check_lessons (const char                *id,
               const QuintetLessonCourse *course)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);

  if (course == NULL)
    {
      /* Translators: %s is a game id; its course is not written yet */
      g_printerr ("quintet-cli: ");
      g_printerr (_("%s: no lessons yet"), id);
      g_printerr ("\n");
      return EXIT_FAILURE;
    }
  if (quintet_lesson_check_course (course, errors))
    return EXIT_SUCCESS;
  for (guint i = 0; i < errors->len; i++)
    g_printerr ("quintet-cli: %s\n", (const char *) errors->pdata[i]);
  return EXIT_FAILURE;
}

int
_quintet_cli_run_lessons (int    argc,
                          char **argv)
{
  g_autoptr(QuintetGame) game = NULL;
  gboolean check = FALSE;
  const char *id = NULL;

  for (int i = 2; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--check") && !check)
        check = TRUE;
      else if (argv[i][0] != '-' && id == NULL)
        id = argv[i];
      else
        {
          g_autofree char *quoted = quintet_text_quote (argv[i], -1);

          return fail (_("unexpected argument “%s”"), quoted);
        }
    }
  if (id == NULL)
    return fail (_("usage: quintet-cli lessons GAME [--check]"));
  game = quintet_registry_new_game (id);
  if (game == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (id, -1);

      return fail (_("unknown game “%s” (see “quintet-cli list”)"), quoted);
    }
  if (check)
    return check_lessons (id, quintet_lesson_course_lookup (id));
  print_lessons (quintet_lesson_course_lookup (id));
  return EXIT_SUCCESS;
}
