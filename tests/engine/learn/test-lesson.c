/* test-lesson.c — lessons (issue 30): every course passes its check, a
 * broken lesson fails naming itself and where it is written, the kinds of
 * a course cover the issue's list for its game, and quintet-cli lessons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>
#include <sys/wait.h>
#include <gio/gio.h>

#include "quintet-lesson.h"
#include "quintet-registry.h"

/* The issue's list of kinds per game: written here, not read from the
 * courses, so that a course that drops a kind fails */
static const struct { const char *game; const char *kinds; } issue_kinds[] = {
  { "pressman", "move,capture,regenerate,deactivation,win,draw" },
  { "ordo", "single,line,capture,reconnect,win,draw" },
  { "ordo-x", "single,line,capture,sideways-then-forward,split-capture,win,draw" },
  { "oferhlyp", "step,friendly-jump,attack,chain,win,draw" },
  { "overlord", "slide,mount,dismount,capture,chain,launch,promotion,three-move-rule,win,draw" },
  { "opprimo", "place-king,king-step,step,conversion,promotion,officer,win,draw" },
};

static void
test_courses_pass (void)
{
  const QuintetLessonCourse * const *courses = quintet_lesson_get_courses ();

  g_assert_nonnull (courses[0]);
  for (guint c = 0; courses[c] != NULL; c++)
    {
      g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);

      g_assert_nonnull (quintet_registry_lookup (courses[c]->game_id));
      g_assert_cmpuint (courses[c]->n_lessons, >=, 6);
      g_assert_cmpuint (courses[c]->n_lessons, <=, 12);
      if (!quintet_lesson_check_course (courses[c], errors))
        {
          for (guint i = 0; i < errors->len; i++)
            g_test_message ("%s", (const char *) errors->pdata[i]);
          g_test_fail_printf ("%s: %u failures, the first: %s", courses[c]->game_id, errors->len,
                              (const char *) errors->pdata[0]);
        }
    }
}

/* Every game has a course, and its lessons' kinds together cover the
 * issue's list (docs/lessons.md) */
static void
test_kinds (gconstpointer data)
{
  guint g = GPOINTER_TO_UINT (data);
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (issue_kinds[g].game);
  g_auto(GStrv) wanted = g_strsplit (issue_kinds[g].kinds, ",", -1);

  g_assert_nonnull (course);
  g_assert_cmpstr (course->kinds, ==, issue_kinds[g].kinds);
  for (guint k = 0; wanted[k] != NULL; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < course->n_lessons && !found; i++)
        {
          g_auto(GStrv) kinds = g_strsplit (course->lessons[i].kinds, ",", -1);

          found = g_strv_contains ((const char * const *) kinds, wanted[k]);
        }
      if (!found)
        g_test_fail_printf ("%s: no lesson teaches “%s”", issue_kinds[g].game, wanted[k]);
    }
}

/* Broken lessons, each with what the message must say after its place */
static const QuintetLesson broken[] = {
  { QUINTET_LESSON_HERE, .id = "bad-position", .kinds = "move", .title = "t", .text = "t",
    .wrong = "w", .position = "8/8/8/8/8/8/8/9 w 0 0",
    .goal = QUINTET_LESSON_GOAL_WIN, .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "decided", .kinds = "move", .title = "t", .text = "t",
    .wrong = "w", .position = "8/8/8/8/8/8/8/W7 w 0 3",
    .goal = QUINTET_LESSON_GOAL_WIN, .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "illegal-turn", .kinds = "move", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN, .goal_turns = { "a1-a2" }, .solution = { "a1-b3" } },
  { QUINTET_LESSON_HERE, .id = "goal-not-reached", .kinds = "win", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0",
    .goal = QUINTET_LESSON_GOAL_WIN, .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "goal-too-soon", .kinds = "win", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W6B w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN, .goal_turns = { "a1-a2" },
    .solution = { "a1-a2", "h8-h7", "a2-a3" } },
  { QUINTET_LESSON_HERE, .id = "nothing-wrong", .kinds = "capture", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/BB6/WB6 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN, .goal_turns = { "a1xa2", "a1xb2", "a1xb1" },
    .solution = { "a1xa2" } },
  { QUINTET_LESSON_HERE, .id = "Bad_Id", .kinds = "move", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN, .goal_turns = { "a1-a2" }, .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "no-wrong-sentence", .kinds = "move", .title = "t", .text = "t",
    .position = "7B/8/8/8/8/8/8/W7 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN, .goal_turns = { "a1-a2" }, .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "bad-goal-position", .kinds = "move", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0",
    .goal = QUINTET_LESSON_GOAL_POSITION, .goal_position = "7B/8/8/8/8/8/W7/8 x 0 0",
    .solution = { "a1-a2" } },
  { QUINTET_LESSON_HERE, .id = "no-progress-limit", .kinds = "draw", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0", .no_progress = 100,
    .goal = QUINTET_LESSON_GOAL_DRAW, .solution = { "a1-a2" } },
};

static const char * const broken_messages[] = {
  "bad position: ",
  "the position is already decided: ",
  "solution turn 1: ",
  "the solution does not reach the goal",
  "the goal is reached before the solution’s turn 1",
  "no other first turn is told apart from the solution",
  "the id must be lowercase letters, digits and “-”",
  "it needs a title, a text and a sentence for a wrong try",
  "goal position: ",
  "no_progress is 100, the game draws at 100",
};

static void
test_broken (void)
{
  G_STATIC_ASSERT (G_N_ELEMENTS (broken) == G_N_ELEMENTS (broken_messages));

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *where = g_strdup_printf ("tests/engine/learn/test-lesson.c:%d: lesson %s: ",
                                                broken[i].line, broken[i].id);

      g_assert_false (quintet_lesson_check (&broken[i], "pressman", &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, where));
      g_assert_true (g_str_has_prefix (error->message + strlen (where), broken_messages[i]));
    }
}

/* A lesson may start near the no-progress draw (PR-6 c): one quiet turn
 * after 99 draws; the same lesson without the count reaches no draw */
static void
test_no_progress (void)
{
  QuintetLesson lesson = {
    QUINTET_LESSON_HERE, .id = "no-progress", .kinds = "draw", .title = "t", .text = "t",
    .wrong = "w", .position = "7B/8/8/8/8/8/8/W7 w 0 0", .no_progress = 99,
    .goal = QUINTET_LESSON_GOAL_DRAW, .solution = { "a1-a2" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");

  g_assert_true (quintet_lesson_check (&lesson, "pressman", &error));
  g_assert_true (quintet_lesson_setup (&lesson, game, &error));
  g_assert_true (quintet_game_play_notation (game, "a1-a2", &error));
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);

  lesson.no_progress = 0;
  g_assert_false (quintet_lesson_check (&lesson, "pressman", &error));
  g_assert_nonnull (strstr (error->message, "the solution does not reach the goal"));
}

/* A course whose lessons do not cover its kinds fails for each one missing */
static void
test_broken_course (void)
{
  const QuintetLessonCourse *pressman = quintet_lesson_course_lookup ("pressman");
  QuintetLessonCourse course = *pressman;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (g_free);

  course.kinds = "move,capture,fly";
  course.n_lessons = 1;   /* "move" only */
  g_assert_false (quintet_lesson_check_course (&course, errors));
  g_assert_cmpuint (errors->len, ==, 2);
  g_assert_cmpstr (errors->pdata[0], ==, "pressman: no lesson teaches “capture”");
  g_assert_cmpstr (errors->pdata[1], ==, "pressman: no lesson teaches “fly”");

  /* A lesson's kind the course does not list: a typo, named with its place */
  g_ptr_array_set_size (errors, 0);
  course.kinds = "capture";
  course.lessons = &pressman->lessons[1];   /* "capture": move,capture */
  g_assert_false (quintet_lesson_check_course (&course, errors));
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_true (g_str_has_prefix (errors->pdata[0], "src/engine/learn/lessons/pressman.c:"));
  g_assert_nonnull (strstr (errors->pdata[0], ": lesson capture: “move” is not a kind of this game’s course"));
}

static const QuintetLesson *
find_lesson (const char *game_id,
             const char *id)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);

  for (guint i = 0; course != NULL && i < course->n_lessons; i++)
    if (g_str_equal (course->lessons[i].id, id))
      return &course->lessons[i];
  g_assert_not_reached ();
}

/* How the app will run a task: judge each turn, play the replies */
static void
test_judge (void)
{
  const QuintetLesson *lesson = find_lesson ("pressman", "two-captures");
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autoptr(GError) error = NULL;
  QuintetMove reply;

  g_assert_true (quintet_lesson_setup (lesson, game, &error));
  g_assert_no_error (error);

  /* A capture, but not the solution's first turn */
  g_assert_true (quintet_game_play_notation (game, "h1xh5", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_true (quintet_lesson_setup (lesson, game, &error));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);

  g_assert_true (quintet_game_play_notation (game, "d1xd5", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_GOING);
  g_assert_true (quintet_lesson_get_reply (lesson, game, 0, &reply, &error));
  g_assert_true (quintet_game_play_turn (game, &reply, &error));
  g_assert_cmpstr (quintet_game_get_turn_notation (game, 1), ==, "h5-h7");
  g_assert_true (quintet_game_play_notation (game, "h1xh7", &error));
  g_assert_no_error (error);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 1), ==, QUINTET_LESSON_DONE);
  g_assert_false (quintet_lesson_get_reply (lesson, game, 1, &reply, NULL));

  /* The repetition lesson starts after its history, undecided */
  lesson = find_lesson ("pressman", "repetition");
  g_assert_true (quintet_lesson_setup (lesson, game, &error));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 7);
  g_assert_true (quintet_game_play_notation (game, "a2-a3", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);

  /* A chain stopped after its first jump is not the chain asked for */
  {
    g_autoptr(QuintetGame) oferhlyp = quintet_registry_new_game ("oferhlyp");

    lesson = find_lesson ("oferhlyp", "chain");
    g_assert_true (quintet_lesson_setup (lesson, oferhlyp, &error));
    g_assert_true (quintet_game_play_notation (oferhlyp, "C5xC3(1>0)", &error));
    g_assert_cmpint (quintet_lesson_judge (lesson, oferhlyp, 0), ==, QUINTET_LESSON_WRONG);
    g_assert_true (quintet_lesson_setup (lesson, oferhlyp, &error));
    g_assert_true (quintet_game_play_notation (oferhlyp, "C5xC3(1>0)xE3(2>1)", &error));
    g_assert_no_error (error);
    g_assert_cmpint (quintet_lesson_judge (lesson, oferhlyp, 0), ==, QUINTET_LESSON_DONE);
  }
}

/* What the Overlord lessons' sentences claim holds by the rules: the turns
 * they call impossible are refused, and each win and draw comes about the
 * way the text tells it */
static QuintetOutcome
overlord_after (const char           *id,
                const char           *turn,
                gboolean              legal,
                QuintetLessonVerdict  verdict)
{
  const QuintetLesson *lesson = find_lesson ("overlord", id);
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("overlord");
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_lesson_setup (lesson, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (quintet_game_play_notation (game, turn, NULL), ==, legal);
  if (legal)
    g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, verdict);
  return quintet_game_get_outcome (game);
}

static void
test_overlord_claims (void)
{
  QuintetOutcome outcome;

  /* "Your lone piece on e4 is too low"; the column on d4 alone cannot take
   * the 2-high wall; "your top piece on c4 … must rest" */
  overlord_after ("capture", "e4xd4", FALSE, 0);
  overlord_after ("chain", "d4xd5", FALSE, 0);
  overlord_after ("three-moves", "c4xd4", FALSE, 0);

  /* OV-5, the mover's own count: capturing from d3 before the promotion
   * frees the red piece in the column and leaves White one free piece */
  outcome = overlord_after ("promote-first", "d3xd4", TRUE, QUINTET_LESSON_WRONG);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_1);
  g_assert_cmpint (outcome.reason, >=, QUINTET_REASON_GAME);

  /* OV-5, the opponent's count; OV-6 */
  outcome = overlord_after ("all-but-one", "c6xc7", TRUE, QUINTET_LESSON_DONE);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, >=, QUINTET_REASON_GAME);
  outcome = overlord_after ("no-move", "g7-g8", TRUE, QUINTET_LESSON_DONE);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_NO_MOVE);

  /* OV-7: the third occurrence; the 100th quiet turn, and a capture
   * starting the count again instead */
  outcome = overlord_after ("repetition", "f3-f2", TRUE, QUINTET_LESSON_DONE);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_REPETITION);
  outcome = overlord_after ("no-progress", "d3/c3", TRUE, QUINTET_LESSON_DONE);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_NO_PROGRESS);
  outcome = overlord_after ("no-progress", "d3xd4", TRUE, QUINTET_LESSON_WRONG);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_ONGOING);
}

/* A lesson of @game_id set up, @turns played (NULL-terminated); the game */
static QuintetGame *
lesson_after (const char *game_id,
              const char *id,
              ...)
{
  const QuintetLesson *lesson = find_lesson (game_id, id);
  QuintetGame *game = quintet_registry_new_game (game_id);
  g_autoptr(GError) error = NULL;
  const char *turn;
  va_list args;

  g_assert_true (quintet_lesson_setup (lesson, game, &error));
  g_assert_no_error (error);
  va_start (args, id);
  while ((turn = va_arg (args, const char *)) != NULL)
    {
      g_test_message ("%s %s: %s", game_id, id, turn);
      g_assert_true (quintet_game_play_notation (game, turn, &error));
      g_assert_no_error (error);
    }
  va_end (args);
  return game;
}

/* Whether a legal turn of @game's side to move wins for it at once */
static gboolean
has_winning_turn (QuintetGame *game)
{
  QuintetSide side = quintet_game_get_side_to_move (game);
  g_autofree QuintetMove *turns = NULL;
  const QuintetMove *legal;
  guint n_turns;
  gboolean wins = FALSE;

  /* a copy: playing a turn makes the game's list anew */
  legal = quintet_game_get_legal_turns (game, &n_turns);
  turns = g_memdup2 (legal, n_turns * sizeof *turns);
  for (guint i = 0; i < n_turns && !wins; i++)
    {
      QuintetOutcome outcome;

      g_assert_true (quintet_game_play_turn (game, &turns[i], NULL));
      outcome = quintet_game_get_outcome (game);
      wins = outcome.status == QUINTET_STATUS_WIN && outcome.winner == side;
      quintet_game_undo (game);
    }
  return wins;
}

/* What the Opprimo lessons' sentences say a player needs (issue 39): the
 * names of points and triangles come first, a conversion is never
 * compulsory and converts one soldier, Kings guard nothing themselves,
 * and why a draw is worth having */
static void
test_opprimo_claims (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("opprimo");
  const QuintetLesson *lesson;
  g_autoptr(QuintetGame) game = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (course->n_lessons, ==, 12);
  /* The first lesson names a triangle and says how before any lesson
   * asks for one */
  g_assert_cmpstr (course->lessons[0].id, ==, "place-king");
  g_assert_nonnull (strstr (course->lessons[0].text, "a triangle by the two columns it spans and its lowest row"));

  /* A step where a conversion is possible is legal (but not the task);
   * the conversion turns exactly one soldier, and Red moves next */
  lesson = find_lesson ("opprimo", "conversion");
  g_assert_nonnull (strstr (lesson->text, "Only one soldier is converted per turn, and converting is never compulsory"));
  game = lesson_after ("opprimo", "conversion", "e4-e6", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
  g_clear_object (&game);
  game = lesson_after ("opprimo", "conversion", "d5xd9", NULL);
  g_assert_cmpint (quintet_game_get_side_to_move (game), ==, QUINTET_SIDE_1);
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (text, ==, "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,e4Y,c6Y,d7Y,d9Y,c10R,e10R,b11R,d11R,f11R,"
                             "a12R,c12R,e12R,g12R Y@cd2,R@cd10 r");
  g_clear_object (&game);

  /* Guarding the King: a turn that does not deal with b3 lets Red trap
   * the King on c2; b1-c2 guards c2 only until Red converts it there;
   * after the conversion of b3 Red has no trap */
  lesson = find_lesson ("opprimo", "guard-king");
  game = lesson_after ("opprimo", "guard-king", "e4-e6", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_true (has_winning_turn (game));
  g_assert_true (quintet_game_play_notation (game, "b3-c2", NULL));
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, QUINTET_SIDE_1);
  g_clear_object (&game);
  game = lesson_after ("opprimo", "guard-king", "b1-c2", "b3xd1=O", NULL);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (quintet_game_get_outcome (game).winner, ==, QUINTET_SIDE_1);
  g_clear_object (&game);
  game = lesson_after ("opprimo", "guard-king", "b1xb5", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_DONE);
  g_assert_false (has_winning_turn (game));
  g_clear_object (&game);

  /* "Red has more soldiers" says why that matters */
  lesson = find_lesson ("opprimo", "no-progress");
  g_assert_nonnull (strstr (lesson->text, "a draw is a good result for you"));
}

/* Oferhlýp: a chain may stop after any jump, and the third repetition is
 * a turn refused, not a draw (issue 39) */
static void
test_oferhlyp_claims (void)
{
  const QuintetLesson *lesson = find_lesson ("oferhlyp", "stop-chain");
  g_autoptr(QuintetGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const QuintetMove *turns;
  guint n_turns;

  /* Going on to E3: the light king removes the half-strength man */
  game = lesson_after ("oferhlyp", "stop-chain", "C5xC3(1>0)xE3(2>1)", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_true (quintet_game_play_notation (game, "KF2xD4(1>0)", &error));
  g_assert_no_error (error);
  g_clear_object (&game);
  /* Stopped on C3: nothing of Light's can attack */
  game = lesson_after ("oferhlyp", "stop-chain", "C5xC3(1>0)", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_DONE);
  turns = quintet_game_get_legal_turns (game, &n_turns);
  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[i]);

      g_assert_null (strchr (notation, 'x'));
    }
  g_clear_object (&game);

  /* The king's step back is not offered and is refused */
  lesson = find_lesson ("oferhlyp", "no-repetition");
  game = lesson_after ("oferhlyp", "no-repetition", NULL);
  turns = quintet_game_get_legal_turns (game, &n_turns);
  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position (game), &turns[i]);

      g_assert_cmpstr (notation, !=, "KC7-D7");
    }
  g_assert_false (quintet_game_play_notation (game, "KC7-D7", NULL));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_true (quintet_game_play_notation (game, "D5xD3(2>1)", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_DONE);
}

/* What the other courses now say (issue 39): Overlord's wall and marks,
 * declining a Pressman regeneration, why a draw helps the side behind */
static void
test_course_texts (void)
{
  const QuintetLesson *lesson = find_lesson ("overlord", "first-move");
  g_autoptr(QuintetGame) game = NULL;

  g_assert_nonnull (strstr (lesson->text, "a column never slides onto or off the wall"));
  g_assert_nonnull (strstr (lesson->text, "Rank 5 is the wall"));
  g_assert_nonnull (strstr (find_lesson ("overlord", "no-progress")->text, "a draw is a good result for you"));
  g_assert_nonnull (strstr (find_lesson ("pressman", "no-progress")->text, "a draw is a good result for you"));

  /* Declining the regeneration is a legal turn, not the task */
  lesson = find_lesson ("pressman", "regenerate");
  g_assert_nonnull (strstr (lesson->text, "It is never compulsory"));
  game = lesson_after ("pressman", "regenerate", "a7-a8", NULL);
  g_assert_cmpint (quintet_lesson_judge (lesson, game, 0), ==, QUINTET_LESSON_WRONG);
}

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* The locale for @language: its own where it exists (build-aux/check makes
 * de_DE.UTF-8), else C.UTF-8, where Debian 12's glibc follows LANGUAGE
 * (Debian 13's, as upstream, takes C.UTF-8 for C and ignores it) */
static const char *
locale_for (const char *language)
{
  static char own[32];
  g_autofree char *saved = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *upper = g_ascii_strup (language, -1);
  gboolean exists;

  g_snprintf (own, sizeof own, "%s_%s.UTF-8", language, upper);
  exists = setlocale (LC_ALL, own) != NULL;
  setlocale (LC_ALL, saved);
  return exists ? own : "C.UTF-8";
}

/* quintet-cli with LANGUAGE set to @language */
static Run
run_cli (const char *language,
         const char *a,
         const char *b,
         const char *c)
{
  const char *argv[] = { g_getenv ("QUINTET_CLI"), a, b, c, NULL };
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  int wait_status;

  g_assert_nonnull (argv[0]);
  env = g_environ_setenv (env, "LANGUAGE", language, TRUE);
  env = g_environ_setenv (env, "LC_ALL", locale_for (language), TRUE);
  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                &run.out, &run.err, &wait_status, &error);
  g_assert_no_error (error);
  run.status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  return run;
}

/* The Ordo courses: a reconnecting turn that is not the one asked for, the
 * OX-2 tie choice (the same clicks, the other group kept), and a goal met
 * by any turn that starts with the sideways move */
static void
test_judge_ordo (void)
{
  g_autoptr(QuintetGame) ordo = quintet_registry_new_game ("ordo");
  g_autoptr(QuintetGame) ordo_x = quintet_registry_new_game ("ordo-x");
  g_autoptr(GError) error = NULL;
  const QuintetLesson *lesson = find_lesson ("ordo", "reconnect");

  /* Black's capture is played; White must reconnect (OR-2) */
  g_assert_true (quintet_lesson_setup (lesson, ordo, &error));
  g_assert_cmpuint (quintet_game_get_n_turns (ordo), ==, 1);
  g_assert_cmpint (quintet_game_get_outcome (ordo).status, ==, QUINTET_STATUS_ONGOING);
  g_assert_true (quintet_game_play_notation (ordo, "f5-f4", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_true (quintet_lesson_setup (lesson, ordo, &error));
  g_assert_true (quintet_game_play_notation (ordo, "f5xe4", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo, 0), ==, QUINTET_LESSON_DONE);

  /* The tie: keeping the group on the right is the wrong choice */
  lesson = find_lesson ("ordo-x", "choose-group");
  g_assert_true (quintet_lesson_setup (lesson, ordo_x, &error));
  g_assert_true (quintet_game_play_notation (ordo_x, "d3xd5(b7,c6,c7)", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo_x, 0), ==, QUINTET_LESSON_WRONG);
  g_assert_true (quintet_lesson_setup (lesson, ordo_x, &error));
  g_assert_true (quintet_game_play_notation (ordo_x, "c3-b3, d3xd5(e3,e4,f3)", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo_x, 0), ==, QUINTET_LESSON_DONE);

  lesson = find_lesson ("ordo-x", "no-repetition");
  g_assert_true (quintet_lesson_setup (lesson, ordo_x, &error));
  g_assert_true (quintet_game_play_notation (ordo_x, "d3-c3, c2:c3-c3", &error));
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo_x, 0), ==, QUINTET_LESSON_DONE);
  g_assert_true (quintet_lesson_setup (lesson, ordo_x, &error));
  g_assert_true (quintet_game_play_notation (ordo_x, "e2-e3", &error));
  g_assert_no_error (error);
  g_assert_cmpint (quintet_lesson_judge (lesson, ordo_x, 0), ==, QUINTET_LESSON_WRONG);
}

static void
test_cli_list (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  g_autoptr(GRegex) line = g_regex_new ("^[a-z0-9-]+\t[a-z0-9-]+(,[a-z0-9-]+)*\t[^\t]+$", 0, 0, NULL);
  g_auto(Run) english = run_cli ("C", "lessons", "pressman", NULL);
  g_auto(Run) german = run_cli ("de", "lessons", "pressman", NULL);
  g_auto(GStrv) lines = NULL;
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  g_assert_cmpint (english.status, ==, 0);
  g_assert_cmpstr (english.err, ==, "");
  g_assert_true (g_str_has_prefix (english.out, "move\tmove\tMoving a soldier\n"));
  lines = g_strsplit (english.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, course->n_lessons + 1);
  g_assert_cmpstr (lines[course->n_lessons], ==, "");
  for (guint i = 0; i < course->n_lessons; i++)
    {
      g_autofree char *expected = g_strdup_printf ("%s\t%s\t%s", course->lessons[i].id,
                                                   course->lessons[i].kinds,
                                                   course->lessons[i].title);

      g_assert_true (g_regex_match (line, lines[i], 0, NULL));
      g_assert_cmpstr (lines[i], ==, expected);
    }

  /* Translated titles, the ids and kinds as they are */
  g_assert_cmpint (german.status, ==, 0);
  g_assert_true (g_str_has_prefix (german.out, "move\tmove\t"));
  g_assert_false (g_str_has_prefix (german.out, "move\tmove\tMoving a soldier\n"));

  /* Every game lists a line a lesson of its course */
  for (guint g = 0; g < n_games; g++)
    {
      const QuintetLessonCourse *each = quintet_lesson_course_lookup (games[g].id);
      g_auto(Run) listed = run_cli ("C", "lessons", games[g].id, NULL);
      g_auto(GStrv) each_lines = g_strsplit (listed.out, "\n", -1);

      g_assert_nonnull (each);
      g_assert_cmpint (listed.status, ==, 0);
      g_assert_cmpuint (g_strv_length (each_lines), ==, each->n_lessons + 1);
      for (guint i = 0; i < each->n_lessons; i++)
        g_assert_true (g_regex_match (line, each_lines[i], 0, NULL));
    }
}

static void
test_cli_check (void)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);
  g_auto(Run) unknown = run_cli ("C", "lessons", "chess", "--check");
  g_auto(Run) extra = run_cli ("C", "lessons", "pressman", "--verify");
  g_auto(Run) bare = run_cli ("C", "lessons", NULL, NULL);

  /* Every game's course passes, silently */
  for (guint g = 0; g < n_games; g++)
    {
      g_auto(Run) checked = run_cli ("C", "lessons", games[g].id, "--check");

      g_test_message ("%s", games[g].id);
      g_assert_cmpint (checked.status, ==, 0);
      g_assert_cmpstr (checked.out, ==, "");
      g_assert_cmpstr (checked.err, ==, "");
    }

  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_cmpstr (unknown.err, ==, "quintet-cli: unknown game “chess” (see “quintet-cli list”)\n");
  g_assert_cmpint (extra.status, ==, 2);
  g_assert_cmpstr (extra.err, ==, "quintet-cli: unexpected argument “--verify”\n");
  g_assert_cmpint (bare.status, ==, 2);
  g_assert_cmpstr (bare.err, ==, "quintet-cli: usage: quintet-cli lessons GAME [--check]\n");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson/courses-pass", test_courses_pass);
  for (guint g = 0; g < G_N_ELEMENTS (issue_kinds); g++)
    {
      g_autofree char *path = g_strdup_printf ("/lesson/kinds/%s", issue_kinds[g].game);

      g_test_add_data_func (path, GUINT_TO_POINTER (g), test_kinds);
    }
  g_test_add_func ("/lesson/broken", test_broken);
  g_test_add_func ("/lesson/broken-course", test_broken_course);
  g_test_add_func ("/lesson/judge", test_judge);
  g_test_add_func ("/lesson/judge-ordo", test_judge_ordo);
  g_test_add_func ("/lesson/no-progress", test_no_progress);
  g_test_add_func ("/lesson/overlord-claims", test_overlord_claims);
  g_test_add_func ("/lesson/opprimo-claims", test_opprimo_claims);
  g_test_add_func ("/lesson/oferhlyp-claims", test_oferhlyp_claims);
  g_test_add_func ("/lesson/course-texts", test_course_texts);
  g_test_add_func ("/lesson/cli-list", test_cli_list);
  g_test_add_func ("/lesson/cli-check", test_cli_check);

  return g_test_run ();
}
