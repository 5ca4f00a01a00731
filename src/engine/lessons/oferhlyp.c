/* oferhlyp.c — the Oferhlýp course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/oferhlyp.md) also says is said the same way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-lesson.h"

static const QuintetLesson lessons[] = {
  {
    QUINTET_LESSON_HERE,
    .id = "step",
    .kinds = "step",
    .title = N_("Moving a token"),
    .text = N_("On your turn you do one thing with one token. A move takes the token to a "
               "neighbouring empty square, in any of the eight directions. Move your man from C5 "
               "to C4."),
    .position = "L2K3/7/7/7/2D4/7/3J3 d",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "C5-C4" },
    .solution = { "C5-C4" },
    .wrong = N_("Not this one. Step from C5 to the neighbouring square C4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "friendly-jump",
    .kinds = "friendly-jump",
    .title = N_("The friendly jump"),
    .text = N_("A friendly jump takes a token over a neighbouring token of your own, onto the "
               "empty square just beyond it. Only one friendly jump is allowed per turn. Jump from "
               "C6 over C5 to C4."),
    .position = "L2K3/7/7/7/2D4/2D4/3J3 d",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "C6~C4" },
    .solution = { "C6~C4" },
    .wrong = N_("Not this one. Jump the man on C6 over your man on C5."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "attack",
    .kinds = "attack",
    .title = N_("Attacking"),
    .text = N_("An attack jumps over a neighbouring enemy token onto the empty square just beyond "
               "it. A full-strength token is turned over to half strength, and a half-strength "
               "token is removed from the board. Attack the light man on C4."),
    .position = "L2K3/7/7/2L4/2D4/7/3J3 d",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "C5xC3(2>1)" },
    .solution = { "C5xC3(2>1)" },
    .wrong = N_("Not this one. Jump from C5 over the light man to C3."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "chain",
    .kinds = "attack,chain",
    .title = N_("The chain attack"),
    .text = N_("After an attack the same token may attack again, as long as each jump goes over "
               "an enemy token it has not already attacked this turn. Attack C4, then go on and "
               "attack D3 too."),
    .position = "L2K3/7/3L3/2l4/2D4/7/3J3 d",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "C5xC3(1>0)xE3(2>1)" },
    .solution = { "C5xC3(1>0)xE3(2>1)" },
    .wrong = N_("Almost. After the first jump, do not stop: jump on over D3."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "king-falls",
    .kinds = "attack,win",
    .title = N_("The king falls"),
    .text = N_("When a king is removed, its owner loses. The light king is at half strength: one "
               "more hit removes it. Attack it."),
    .position = "L6/7/3Q3/3D3/7/7/3J3 d",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "D4xKD2(1>0)" },
    .wrong = N_("The light king is still on the board. Jump over it from D4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "two-kings",
    .kinds = "attack,draw",
    .title = N_("Two kings"),
    .text = N_("When the two kings are the only tokens left, the game is drawn. Remove the last "
               "light man with your king."),
    .position = "K6/7/7/3l3/3J3/7/7 d",
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "KD5xD3(1>0)" },
    .wrong = N_("Not this one. Jump your king over the light man on D4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "no-progress",
    .kinds = "step,draw",
    .title = N_("A draw after 100 turns"),
    .text = N_("When 100 turns in a row (50 by each player) pass without an attack, the game is "
               "drawn, so that every game comes to an end. 99 such turns have been played: make "
               "one more turn without an attack, and the game is drawn."),
    .position = "K6/7/7/3L3/3D3/7/3J3 d",
    .no_progress = 99,
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "KD7-C7" },
    .wrong = N_("That was an attack, so the count starts again. Make a turn without an attack: "
                "a step or a friendly jump."),
  },
};

const QuintetLessonCourse quintet_lessons_oferhlyp = {
  .game_id = "oferhlyp",
  .kinds = "step,friendly-jump,attack,chain,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
