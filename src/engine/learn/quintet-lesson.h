/* quintet-lesson.h — lessons: a small position, a few sentences and a task
 * the engine checks (issue 30, "Lessons")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

/* The most turns a lesson's history, solution or list of goal turns holds */
#define QUINTET_LESSON_MAX_TURNS 16

/* What the task asks; the engine checks it after each of the player's turns
 * (docs/lessons.md). Nothing here knows a game: what needs the game's
 * rules is written as data (turns, a position, an outcome). */
typedef enum {
  /* The player's turn is one of @goal_turns (notations, read in the
   * position before the turn): "capture the black soldier" lists every
   * capture of it. */
  QUINTET_LESSON_GOAL_TURN,
  /* The position reached matches @goal_position (its text, compared as a
   * position: the same pieces, side to move, reserves, hash) */
  QUINTET_LESSON_GOAL_POSITION,
  /* The game is won by the side the player plays (the side to move at the
   * start of the task) */
  QUINTET_LESSON_GOAL_WIN,
  /* The game is drawn by the rules (repetition, no progress, the game's own) */
  QUINTET_LESSON_GOAL_DRAW,
} QuintetLessonGoal;

typedef struct {
  const char *id;          /* lowercase letters, digits and '-' */
  const char *kinds;       /* the kinds it teaches, ids joined by ',' */
  const char *title;       /* N_() */
  const char *text;        /* N_(): two or three sentences */
  const char *position;    /* the game's position text */
  /* Turns played from @position before the task (for a repetition), or
   * none; NULL-terminated */
  const char *history[QUINTET_LESSON_MAX_TURNS + 1];
  /* Turns without progress made before @position (the position text does
   * not carry the count): a no-progress draw lesson starts near the limit */
  guint       no_progress;
  QuintetLessonGoal goal;
  const char *goal_turns[QUINTET_LESSON_MAX_TURNS + 1];  /* GOAL_TURN */
  const char *goal_position;                             /* GOAL_POSITION */
  /* One solution: the player's turns and, between them, the opponent's
   * replies, which the lesson plays itself; NULL-terminated */
  const char *solution[QUINTET_LESSON_MAX_TURNS + 1];
  const char *wrong;       /* N_(): the kind sentence for a wrong try */
  /* Where the lesson is written, for messages (QUINTET_LESSON_HERE) */
  const char *file;
  int         line;
} QuintetLesson;

#define QUINTET_LESSON_HERE .file = __FILE__, .line = __LINE__

/* A game's course: its lessons in order, and the kinds of turn, win and
 * draw the course must cover together (issue 30's list for the game) */
typedef struct {
  const char          *game_id;
  const char          *kinds;
  const QuintetLesson *lessons;
  guint                n_lessons;
} QuintetLessonCourse;

/* The course of @game_id, or NULL when it has none yet */
const QuintetLessonCourse *quintet_lesson_course_lookup (const char *game_id);
/* Every course, NULL-terminated */
const QuintetLessonCourse * const *quintet_lesson_get_courses (void);

/* How a turn of the task went */
typedef enum {
  QUINTET_LESSON_WRONG,   /* not the task: say lesson->wrong, set the position back */
  QUINTET_LESSON_GOING,   /* on the way: play quintet_lesson_get_reply, then wait */
  QUINTET_LESSON_DONE,    /* the task is done */
} QuintetLessonVerdict;

/* Loads the lesson's position into @game and plays its history. Fails,
 * naming the lesson and where it is written, for a bad position or
 * history, or a position already decided. */
gboolean quintet_lesson_setup   (const QuintetLesson *lesson,
                                 QuintetGame         *game,
                                 GError             **error);
/* After the player's @step-th turn (0 = the first) of the task, played in
 * @game set up by quintet_lesson_setup (with the replies between): DONE
 * when the goal holds, GOING when the turn is the solution's and the
 * solution goes on, else WRONG. */
QuintetLessonVerdict
         quintet_lesson_judge   (const QuintetLesson *lesson,
                                 QuintetGame         *game,
                                 guint                step);
/* The opponent's reply after the player's @step-th turn, parsed in @game's
 * position; FALSE when the solution has none */
gboolean quintet_lesson_get_reply (const QuintetLesson *lesson,
                                   QuintetGame         *game,
                                   guint                step,
                                   QuintetMove         *reply,
                                   GError             **error);
/* The whole check of one lesson (quintet-cli lessons --check, the tests):
 * its id and kinds, its position (legal, undecided), its solution (legal,
 * reaches the goal, and not before its end) and that a wrong first turn
 * is told apart. The message starts "FILE:LINE: lesson ID: ". */
gboolean quintet_lesson_check   (const QuintetLesson *lesson,
                                 const char          *game_id,
                                 GError             **error);
/* The whole course: every lesson, and that their kinds cover the course's */
gboolean quintet_lesson_check_course (const QuintetLessonCourse *course,
                                      GPtrArray                 *errors);

G_END_DECLS
