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
    .text = N_("Each player has thirteen men and a king, and Dark moves first. On your turn you do "
               "one thing with one token; a king moves, jumps and attacks like a man. A move takes "
               "the token to a neighbouring empty square, in any of the eight directions. Move "
               "your man from C5 to C4."),
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
               "empty square just beyond it. Only one friendly jump is allowed per turn, and it is "
               "never combined with an attack. Jump from C6 over C5 to C4."),
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
    /* The chain may stop after any jump: on E3 the half-strength man
     * would be removed by KF2xD4 or D3xF3; on C3 nothing can attack it
     * (B3 blocks D3's jump). G1 stops the chain from going on over F2. */
    QUINTET_LESSON_HERE,
    .id = "stop-chain",
    .kinds = "attack,chain",
    .title = N_("Stopping a chain"),
    .text = N_("You may stop a chain after any jump, and attacking is never compulsory. While the "
               "chain could go on, click the token again or press Enter to end the turn there. "
               "Your man on C5 is at half strength: attack C4 and stop on C3, because on E3 the "
               "light king would remove it."),
    .position = "6L/5K1/1D1L3/2l4/2d4/7/3J3 d",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "C5xC3(1>0)" },
    .solution = { "C5xC3(1>0)" },
    .wrong = N_("Not this one. Jump from C5 over C4 to C3, then click your man again to stop "
                "there."),
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
    .text = N_("When the two kings are the only tokens left, the game is drawn; so is a game in "
               "which the player to move has no legal turn. Remove the last light man with your "
               "king."),
    .position = "K6/7/7/3l3/3J3/7/7 d",
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "KD5xD3(1>0)" },
    .wrong = N_("Not this one. Jump your king over the light man on D4."),
  },
  {
    /* OF-5: KC7-D7 would bring the lesson's position about for the third
     * time, so it is not a legal turn */
    QUINTET_LESSON_HERE,
    .id = "no-repetition",
    .kinds = "attack",
    .title = N_("No third repetition"),
    .text = N_("A turn that would bring about the same position, with the same player to move, "
               "for the third time is not allowed, and Quintet does not offer it: the player "
               "about to repeat must choose another turn. Both kings have stepped back and forth "
               "twice, so your king may not step back to D7. Attack the light man on D4 instead."),
    .position = "K6/7/7/3L3/3D3/7/3J3 l",
    .history = { "KA1-B1", "KD7-C7", "KB1-A1", "KC7-D7", "KA1-B1", "KD7-C7", "KB1-A1" },
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "D5xD3(2>1)" },
    .solution = { "D5xD3(2>1)" },
    .wrong = N_("Not this one. Your king may not go back to D7: attack the light man on D4 from "
                "D5."),
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
