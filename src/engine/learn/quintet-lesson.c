/* quintet-lesson.c — reading and checking lessons; nothing here knows a
 * game (see quintet-lesson.h and docs/WIP-lessons.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "quintet-lesson.h"
#include "quintet-registry.h"

extern const QuintetLessonCourse quintet_lessons_pressman;
extern const QuintetLessonCourse quintet_lessons_oferhlyp;
extern const QuintetLessonCourse quintet_lessons_ordo;
extern const QuintetLessonCourse quintet_lessons_ordo_x;
extern const QuintetLessonCourse quintet_lessons_overlord;
extern const QuintetLessonCourse quintet_lessons_opprimo;

static const QuintetLessonCourse * const courses[] = {
  &quintet_lessons_pressman,
  &quintet_lessons_oferhlyp,
  &quintet_lessons_ordo,
  &quintet_lessons_ordo_x,
  &quintet_lessons_overlord,
  &quintet_lessons_opprimo,
  NULL,
};

const QuintetLessonCourse * const *
quintet_lesson_get_courses (void)
{
  return courses;
}

const QuintetLessonCourse *
quintet_lesson_course_lookup (const char *game_id)
{
  for (guint i = 0; courses[i] != NULL; i++)
    if (g_str_equal (courses[i]->game_id, game_id))
      return courses[i];
  return NULL;
}

/* "src/engine/learn/lessons/pressman.c:42: lesson first-move: " + the message */
static void G_GNUC_PRINTF (3, 4)
lesson_error (GError             **error,
              const QuintetLesson *lesson,
              const char          *format,
              ...)
{
  g_autofree char *message = NULL;
  const char *file = lesson->file != NULL ? lesson->file : "?";
  va_list args;

  while (g_str_has_prefix (file, "../"))
    file += 3;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%d: lesson %s: %s",
               file, lesson->line, lesson->id != NULL ? lesson->id : "?", message);
}

static guint
count_turns (const char * const *turns)
{
  guint n = 0;

  while (n <= QUINTET_LESSON_MAX_TURNS && turns[n] != NULL)
    n++;
  return n;
}

/* Lowercase letters, digits and '-', not empty */
static gboolean
is_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *c = id; *c != '\0'; c++)
    if (!g_ascii_islower (*c) && !g_ascii_isdigit (*c) && *c != '-')
      return FALSE;
  return TRUE;
}

gboolean
quintet_lesson_setup (const QuintetLesson *lesson,
                      QuintetGame         *game,
                      GError             **error)
{
  g_autoptr(GError) local = NULL;
  QuintetOutcome outcome;

  if (!quintet_game_load_position (game, lesson->position, &local))
    {
      lesson_error (error, lesson, _("bad position: %s"), local->message);
      return FALSE;
    }
  if (lesson->no_progress > 0)
    {
      guint limit = QUINTET_GAME_GET_CLASS (game)->no_progress_limit;

      if (lesson->no_progress >= limit)
        {
          lesson_error (error, lesson, _("no_progress is %u, the game draws at %u"), lesson->no_progress, limit);
          return FALSE;
        }
      quintet_game_set_no_progress (game, lesson->no_progress);
    }
  for (guint i = 0; lesson->history[i] != NULL; i++)
    if (!quintet_game_play_notation (game, lesson->history[i], &local))
      {
        lesson_error (error, lesson, _("history turn %u: %s"), i + 1, local->message);
        return FALSE;
      }
  outcome = quintet_game_get_outcome (game);
  if (outcome.status != QUINTET_STATUS_ONGOING)
    {
      g_autofree char *reason = quintet_game_describe_outcome (game);

      lesson_error (error, lesson, _("the position is already decided: %s"), reason);
      return FALSE;
    }
  return TRUE;
}

/* Whether @game's last turn is one of the lesson's goal turns */
static gboolean
last_turn_is_goal (const QuintetLesson *lesson,
                   QuintetGame         *game)
{
  guint n = quintet_game_get_n_turns (game);
  const QuintetMove *made;
  gconstpointer before;

  if (n == 0)
    return FALSE;
  made = quintet_game_get_turn (game, n - 1);
  before = quintet_game_get_position_at (game, n - 1);
  for (guint i = 0; lesson->goal_turns[i] != NULL; i++)
    {
      QuintetMove turn;

      if (quintet_game_parse_turn (game, before, lesson->goal_turns[i], &turn, NULL)
          && quintet_move_equal (&turn, made))
        return TRUE;
    }
  return FALSE;
}

static gboolean
goal_holds (const QuintetLesson *lesson,
            QuintetGame         *game,
            QuintetSide          player)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);

  switch (lesson->goal)
    {
    case QUINTET_LESSON_GOAL_TURN:
      return last_turn_is_goal (lesson, game);
    case QUINTET_LESSON_GOAL_POSITION:
      {
        QuintetPositionBuffer goal;
        gsize size = quintet_game_get_position_size (game);

        memset (&goal, 0, sizeof goal);
        return lesson->goal_position != NULL
               && quintet_game_position_from_text (game, lesson->goal_position, &goal, NULL)
               && memcmp (&goal, quintet_game_get_position (game), size) == 0;
      }
    case QUINTET_LESSON_GOAL_WIN:
      return outcome.status == QUINTET_STATUS_WIN && outcome.winner == player;
    case QUINTET_LESSON_GOAL_DRAW:
      return outcome.status == QUINTET_STATUS_DRAW;
    default:
      return FALSE;
    }
}

/* The side the player plays: the side to move when the task starts */
static QuintetSide
player_side (const QuintetLesson *lesson,
             QuintetGame         *game,
             guint                step)
{
  guint n = quintet_game_get_n_turns (game);
  guint ply = n >= 2 * step + 1 ? n - 2 * step - 1 : 0;

  return QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, ply));
}

QuintetLessonVerdict
quintet_lesson_judge (const QuintetLesson *lesson,
                      QuintetGame         *game,
                      guint                step)
{
  guint n_solution = count_turns (lesson->solution);
  guint n = quintet_game_get_n_turns (game);
  QuintetMove turn;

  if (goal_holds (lesson, game, player_side (lesson, game, step)))
    return QUINTET_LESSON_DONE;
  if (n > 0 && 2 * step + 1 < n_solution
      && quintet_game_parse_turn (game, quintet_game_get_position_at (game, n - 1),
                                  lesson->solution[2 * step], &turn, NULL)
      && quintet_move_equal (&turn, quintet_game_get_turn (game, n - 1)))
    return QUINTET_LESSON_GOING;
  return QUINTET_LESSON_WRONG;
}

gboolean
quintet_lesson_get_reply (const QuintetLesson *lesson,
                          QuintetGame         *game,
                          guint                step,
                          QuintetMove         *reply,
                          GError             **error)
{
  guint n_solution = count_turns (lesson->solution);

  if (2 * step + 1 >= n_solution)
    return FALSE;
  return quintet_game_parse_turn (game, quintet_game_get_position (game),
                                  lesson->solution[2 * step + 1], reply, error);
}

static gboolean
check_fields (const QuintetLesson *lesson,
              GError             **error)
{
  g_auto(GStrv) kinds = NULL;

  if (!is_id (lesson->id))
    {
      lesson_error (error, lesson, _("the id must be lowercase letters, digits and “-”"));
      return FALSE;
    }
  if (lesson->kinds == NULL || *lesson->kinds == '\0')
    {
      lesson_error (error, lesson, _("it names no kinds"));
      return FALSE;
    }
  kinds = g_strsplit (lesson->kinds, ",", -1);
  for (guint i = 0; kinds[i] != NULL; i++)
    if (!is_id (kinds[i]))
      {
        lesson_error (error, lesson, _("bad kind “%s”"), kinds[i]);
        return FALSE;
      }
  if (lesson->title == NULL || lesson->text == NULL || lesson->wrong == NULL
      || *lesson->title == '\0' || *lesson->text == '\0' || *lesson->wrong == '\0')
    {
      lesson_error (error, lesson, _("it needs a title, a text and a sentence for a wrong try"));
      return FALSE;
    }
  if (count_turns (lesson->solution) % 2 != 1)
    {
      lesson_error (error, lesson, _("the solution must end with the player’s turn"));
      return FALSE;
    }
  if (lesson->goal == QUINTET_LESSON_GOAL_TURN && lesson->goal_turns[0] == NULL)
    {
      lesson_error (error, lesson, _("the goal lists no turns"));
      return FALSE;
    }
  if (lesson->goal == QUINTET_LESSON_GOAL_POSITION && lesson->goal_position == NULL)
    {
      lesson_error (error, lesson, _("the goal names no position"));
      return FALSE;
    }
  return TRUE;
}

gboolean
quintet_lesson_check (const QuintetLesson *lesson,
                      const char          *game_id,
                      GError             **error)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_auto(QuintetTurnList) list = { 0 };
  g_autoptr(GError) local = NULL;
  guint n_solution = count_turns (lesson->solution);
  guint base;
  gboolean told_apart = FALSE;
  QuintetMove first;

  if (game == NULL)
    {
      lesson_error (error, lesson, _("no game “%s”"), game_id);
      return FALSE;
    }
  if (!check_fields (lesson, error) || !quintet_lesson_setup (lesson, game, error))
    return FALSE;
  base = quintet_game_get_n_turns (game);

  if (lesson->goal == QUINTET_LESSON_GOAL_POSITION
      && !quintet_game_position_from_text (game, lesson->goal_position,
                                           &(QuintetPositionBuffer) { 0 }, &local))
    {
      lesson_error (error, lesson, _("goal position: %s"), local->message);
      return FALSE;
    }

  /* The solution, the replies between the player's turns */
  for (guint i = 0; i < n_solution; i++)
    {
      /* Goal turns: each one legal where the solution's last turn is made */
      for (guint g = 0; i + 1 == n_solution && lesson->goal_turns[g] != NULL; g++)
        {
          QuintetMove turn;

          if (!quintet_game_parse_turn (game, quintet_game_get_position (game),
                                        lesson->goal_turns[g], &turn, &local))
            {
              lesson_error (error, lesson, _("goal turn %u: %s"), g + 1, local->message);
              return FALSE;
            }
        }
      if (!quintet_game_play_notation (game, lesson->solution[i], &local))
        {
          lesson_error (error, lesson, _("solution turn %u: %s"), i + 1, local->message);
          return FALSE;
        }
      if (i % 2 == 0)
        {
          QuintetLessonVerdict verdict = quintet_lesson_judge (lesson, game, i / 2);
          QuintetLessonVerdict expected = i + 1 == n_solution ? QUINTET_LESSON_DONE
                                                               : QUINTET_LESSON_GOING;

          if (verdict != expected)
            {
              lesson_error (error, lesson, expected == QUINTET_LESSON_DONE
                              ? _("the solution does not reach the goal")
                              : _("the goal is reached before the solution’s turn %u"),
                            i + 1);
              return FALSE;
            }
        }
    }

  /* A wrong try: some other legal first turn is told apart */
  if (!quintet_lesson_setup (lesson, game, error))
    return FALSE;
  quintet_game_parse_turn (game, quintet_game_get_position (game), lesson->solution[0], &first, NULL);
  quintet_game_list_turns (game, quintet_game_get_position (game), &list);
  for (guint i = 0; i < list.n_turns && !told_apart; i++)
    {
      if (quintet_move_equal (&list.turns[i], &first))
        continue;
      if (!quintet_game_play_turn (game, &list.turns[i], NULL))
        continue;
      told_apart = quintet_lesson_judge (lesson, game, 0) == QUINTET_LESSON_WRONG;
      quintet_game_truncate (game, base);
    }
  if (!told_apart)
    {
      lesson_error (error, lesson, _("no other first turn is told apart from the solution"));
      return FALSE;
    }
  return TRUE;
}

gboolean
quintet_lesson_check_course (const QuintetLessonCourse *course,
                             GPtrArray                 *errors)
{
  g_auto(GStrv) wanted = g_strsplit (course->kinds, ",", -1);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_errors = errors->len;

  for (guint i = 0; i < course->n_lessons; i++)
    {
      const QuintetLesson *lesson = &course->lessons[i];
      g_autoptr(GError) error = NULL;

      g_auto(GStrv) kinds = g_strsplit (lesson->kinds != NULL ? lesson->kinds : "", ",", -1);

      for (guint k = 0; kinds[k] != NULL; k++)
        if (!g_strv_contains ((const char * const *) wanted, kinds[k]))
          {
            g_autoptr(GError) unknown = NULL;

            lesson_error (&unknown, lesson, _("“%s” is not a kind of this game’s course"), kinds[k]);
            g_ptr_array_add (errors, g_strdup (unknown->message));
          }
      if (!quintet_lesson_check (lesson, course->game_id, &error))
        g_ptr_array_add (errors, g_strdup (error->message));
      else if (!g_hash_table_add (ids, (gpointer) lesson->id))
        {
          lesson_error (&error, lesson, _("another lesson has this id"));
          g_ptr_array_add (errors, g_strdup (error->message));
        }
    }
  for (guint k = 0; wanted[k] != NULL; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < course->n_lessons && !found; i++)
        {
          g_auto(GStrv) kinds = g_strsplit (course->lessons[i].kinds, ",", -1);

          found = g_strv_contains ((const char * const *) kinds, wanted[k]);
        }
      if (!found)
        g_ptr_array_add (errors, g_strdup_printf (_("%s: no lesson teaches “%s”"),
                                                  course->game_id, wanted[k]));
    }
  return errors->len == n_errors;
}
