/* ordo.c — the Classic Ordo course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/ordo.md) also says is said the same way. The player plays
 * White, which the default view puts at the bottom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-lesson.h"

static const QuintetLesson lessons[] = {
  {
    QUINTET_LESSON_HERE,
    .id = "first-move",
    .kinds = "single",
    .title = N_("Moving one checker"),
    .text = N_("White moves first. A checker slides any number of empty squares in a straight "
               "line: forward, diagonally forward, or sideways along its rank. It cannot jump: any "
               "checker in the way stops the slide. Forward means up the board for White. Move the "
               "checker on e2 two squares forward, to e4."),
    .position = "10/2BBBB4/10/10/10/3W6/2WWW5/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e2-e4" },
    .solution = { "e2-e4" },
    .wrong = N_("Not this one. Slide the checker on e2 straight up to e4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "one-group",
    .kinds = "single",
    .title = N_("Keeping together"),
    .text = N_("Checkers that touch each other, side by side or corner to corner, belong to the "
               "same group. When your move is done, all your checkers must form a single group. "
               "Move the checker on e2 as far forward as it can go."),
    .position = "10/2BBBB4/10/10/3W6/3W6/3WW5/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e2-e5" },
    .solution = { "e2-e5" },
    .wrong = N_("Not this one. The checker on e2 can go up to e5, where it still touches d4 "
                "corner to corner."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "ordo-forward",
    .kinds = "line",
    .title = N_("Moving an ordo"),
    .text = N_("An ordo is a line of two or more of your checkers standing next to each other "
               "along a rank or along a file. A horizontal ordo moves straight forward, any "
               "number of squares, and every square its checkers move into must be empty. Click c2 and f2, the two ends of the line, then c4: all four "
               "checkers move two ranks forward."),
    .position = "10/2BBBB4/10/10/10/10/2WWWW4/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c2:f2-c4" },
    .solution = { "c2:f2-c4" },
    .wrong = N_("Not this one. Click c2 and f2, the two ends of the line, then c4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "ordo-sideways",
    .kinds = "line",
    .title = N_("Moving an ordo sideways"),
    .text = N_("A vertical ordo (along a file) moves sideways, any number of squares. Any "
               "unbroken part of a longer line is an ordo too, so you choose how many checkers to "
               "take along. Slide the three checkers from d2 to d4 two files to the right."),
    .position = "10/2BBBB4/10/4W5/3W6/3W6/3W6/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d2:d4-f2" },
    .solution = { "d2:d4-f2" },
    .wrong = N_("Not this one. Click d2 and d4, then f2: the three checkers land on f2, f3 and "
                "f4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "capture",
    .kinds = "capture",
    .title = N_("Capturing"),
    .text = N_("A checker may end its slide on a square held by an enemy checker. That checker is "
               "captured and leaves the board. An ordo never captures. Capture the black checker "
               "on d6."),
    .position = "10/3BBB4/3B6/2W7/2WW6/2W7/10/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d4xd6" },
    .solution = { "d4xd6" },
    .wrong = N_("Not this one. Slide the checker on d4 straight up onto d6."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "reconnect",
    .kinds = "reconnect,capture",
    .title = N_("Joining up again"),
    .text = N_("Black’s capture on e4 has split your checkers in two: your very next turn must "
               "join them into one group again. For that turn only, a single checker may also "
               "move straight back or diagonally back, and it may capture; a horizontal ordo may "
               "also move straight back. Capture the black "
               "checker on e4 with a move back from f5."),
    .position = "10/3BB5/3B6/3BBW4/4W5/4W5/3W1W4/10 b",
    .history = { "e5xe4" },
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "f5xe4" },
    .solution = { "f5xe4" },
    .wrong = N_("That joins your checkers too, but the black checker on e4 stays. Capture it "
                "from f5, diagonally back."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "far-rank",
    .kinds = "win",
    .title = N_("Reaching the far side"),
    .text = N_("You win when one of your checkers reaches your opponent’s home rank: rank 8 for "
               "White. Black will reach rank 1 on the next turn, so win now."),
    .position = "10/3WW5/3W6/3W6/3W3B2/6BB2/6B3/10 w",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "d7-d8" },
    .wrong = N_("Not this one: Black would reach rank 1 first. Move a checker from rank 7 onto "
                "rank 8."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "last-checker",
    .kinds = "capture,win",
    .title = N_("Capturing the last checker"),
    .text = N_("You also win when your opponent has no checkers left. Capture Black’s last "
               "checker, and keep your own checkers in one group."),
    .position = "10/10/10/5B4/4W5/3WWW4/10/10 w",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "f3xf5" },
    .wrong = N_("Black still has a checker on the board. Capture it from f3, straight up."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "cut-in-two",
    .kinds = "capture,win",
    .title = N_("Cutting the enemy in two"),
    .text = N_("You also win when your opponent’s checkers are split and no turn of theirs can "
               "join them again. Capture the black checker on e5, which holds Black’s checkers "
               "together."),
    .position = "10/10/2BB6/4B5/3WWB4/3W1B4/3WW5/10 w",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "e4xe5" },
    .wrong = N_("Not this one. Capture the black checker on e5: without it, Black’s checkers "
                "cannot join again."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "repetition",
    .kinds = "draw",
    .title = N_("A draw by repetition"),
    .text = N_("When the same position, with the same player to move, comes up for the third "
               "time, the game is drawn. This position has been seen twice already: move your "
               "checker back from c3 to d3."),
    .position = "10/2BBB5/3B6/10/10/3W6/2WWW5/10 b",
    .history = { "d6-c6", "d3-c3", "c6-d6", "c3-d3", "d6-c6", "d3-c3", "c6-d6" },
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "c3-d3" },
    .wrong = N_("That position is new. Move back from c3 to d3 to repeat the position."),
  },
};

const QuintetLessonCourse quintet_lessons_ordo = {
  .game_id = "ordo",
  .kinds = "single,line,capture,reconnect,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
