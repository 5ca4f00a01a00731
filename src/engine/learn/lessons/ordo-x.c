/* ordo-x.c — the Ordo X course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/ordo-x.md) or the Classic Ordo course (ordo.c) also says is
 * said the same way. The player plays White, which the default view puts
 * at the bottom.
 *
 * Every Ordo X turn moves something forward (OX-3), so no position comes
 * back and the third repetition (OR-6) cannot happen: the one draw a
 * player meets is by agreement, which is no turn the engine can check.
 * The "draw" lesson says so and has the player make the sideways-then-
 * forward turn that is the reason.
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
               "checker in the way stops the slide. Checkers that touch each other, side by side "
               "or corner to corner, form a group, and after every move all your checkers must "
               "form a single group. Move the checker on e2 diagonally forward "
               "to f3."),
    .position = "10/2BBBB4/10/10/10/4W5/2WWW5/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e2-f3" },
    .solution = { "e2-f3" },
    .wrong = N_("Not this one. Move the checker on e2 one square diagonally forward, to f3."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "free-ordos",
    .kinds = "line",
    .title = N_("Free ordos"),
    .text = N_("An ordo is a line of two or more of your checkers standing next to each other "
               "along a rank or along a file. In Ordo X any ordo may move forward, diagonally "
               "forward or sideways, any number of squares. Click c2 and f2, the two ends of the "
               "line, then e4: all four checkers move two squares diagonally forward."),
    .position = "10/2BBBB4/10/10/10/10/2WWWW4/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c2:f2-e4" },
    .solution = { "c2:f2-e4" },
    .wrong = N_("Not this one. Click c2 and f2, the two ends of the line, then e4."),
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
    /* The capture, alone or after a sideways move */
    .goal_turns = { "d4xd6", "c3-b3, d4xd6", "c3-d3, d4xd6", "c3:c4-b3, d4xd6",
                    "c4-b4, d4xd6" },
    .solution = { "d4xd6" },
    .wrong = N_("Not this one. Slide the checker on d4 straight up onto d6."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "sideways",
    .kinds = "sideways-then-forward,capture",
    .title = N_("Sideways, then forward"),
    .text = N_("If the first move of your turn goes sideways, you must at once make a second move "
               "in the same turn: any forward or diagonally forward move. Step aside to open a "
               "path, then move forward through it: move the checker on e4 sideways to d4, then "
               "capture on e5 with the checker from e2."),
    .position = "10/3BBB4/4B5/4B5/4W5/3W6/2W1W5/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e4-d4, e2xe5" },
    .solution = { "e4-d4, e2xe5" },
    .wrong = N_("Not this one. First move e4 sideways to d4, then slide e2 up the open file "
                "onto e5."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "largest-group",
    .kinds = "split-capture,capture",
    .title = N_("Only the largest group survives"),
    .text = N_("When a capture splits your opponent’s checkers into several groups, the smaller "
               "groups are removed at once, so only the largest one is left: "
               "no player is ever left split, and no checker ever moves back. Capture the black "
               "checker on e5: the two checkers on f4 and g4 go with it."),
    .position = "10/2BBB5/3B6/4B5/3W1BB3/3WW5/10/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e3xe5(f4,g4)", "d3-c3, e3xe5(f4,g4)" },
    .solution = { "e3xe5(f4,g4)" },
    .wrong = N_("Not this one. Capture the black checker on e5, where Black’s checkers hang "
                "together."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "choose-group",
    .kinds = "split-capture,capture",
    .title = N_("Choosing the group that stays"),
    .text = N_("If two or more groups tie for largest, the capturing player chooses which one "
               "stays: after the capture, click any checker of the group that should stay. "
               "Capture on d5 and keep the group on the left, so that the three checkers that "
               "threaten your home rank leave the board."),
    .position = "10/1BB7/2B7/3B6/2W1B5/2WWBB4/10/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d3xd5(e3,e4,f3)", "c3-b3, d3xd5(e3,e4,f3)" },
    .solution = { "d3xd5(e3,e4,f3)" },
    .wrong = N_("Not this one. Capture on d5 with the checker from d3, then click a checker of "
                "the group on the left, such as c6, to keep it."),
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
    .kinds = "capture,sideways-then-forward,win",
    .title = N_("Capturing the last checker"),
    .text = N_("You also win when your opponent has no checkers left. If a sideways move captures "
               "your opponent’s last checker, the game is won and the turn ends there. Capture "
               "Black’s last checker with the checker on e4."),
    .position = "10/10/10/4WW4/4W1B3/10/10/10 w",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "e4xg4" },
    .wrong = N_("Black still has a checker on the board. Slide the checker on e4 sideways onto "
                "g4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "no-repetition",
    .kinds = "draw,sideways-then-forward",
    .title = N_("Draws in Ordo X"),
    .text = N_("A sideways move must be followed by a forward one, so every turn moves forward "
               "and no position ever comes back: there is no draw by repetition in Ordo X. A "
               "player may offer a draw; the game is drawn if the opponent accepts. Move the "
               "checker on d3 sideways to c3, then make the forward move the rules ask for."),
    .position = "10/2BBB5/3B6/10/10/3W6/2WWW5/10 w",
    .goal = QUINTET_LESSON_GOAL_TURN,
    /* Every turn that starts with the sideways move d3-c3 */
    .goal_turns = { "d3-c3, c2-b3", "d3-c3, c2-d3", "d3-c3, c2:c3-c3", "d3-c3, c2:c3-d3",
                    "d3-c3, c2:d2-d3", "d3-c3, c2:e2-d3", "d3-c3, d2-d3", "d3-c3, d2:e2-d3",
                    "d3-c3, d2:e2-d4", "d3-c3, e2-c4", "d3-c3, e2-d3", "d3-c3, e2-e3" },
    .solution = { "d3-c3, e2-e3" },
    .wrong = N_("Not this one. Start with d3 sideways to c3; then any forward move finishes "
                "the turn."),
  },
};

const QuintetLessonCourse quintet_lessons_ordo_x = {
  .game_id = "ordo-x",
  .kinds = "single,line,capture,sideways-then-forward,split-capture,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
