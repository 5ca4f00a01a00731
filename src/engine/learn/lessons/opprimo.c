/* opprimo.c — the Opprimo course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/opprimo.md) also says is said the same way. The player plays
 * Yellow, at the bottom of the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-lesson.h"

static const QuintetLesson lessons[] = {
  {
    /* OP-1: the game's first turn, no King placed yet */
    QUINTET_LESSON_HERE,
    .id = "place-king",
    .kinds = "place-king",
    .title = N_("Placing your King"),
    .text = N_("Soldiers stand on the points where lines meet; Kings sit inside triangles. A point "
               "is named by its column and row, such as c2, and a triangle by the two columns it "
               "spans and its lowest row: cd2 is the triangle with corners c2, c4 and d3. The game "
               "opens with two placement turns: Yellow puts its King on any triangle of its castle "
               "(the triangles outlined in yellow), then Red does the same; after that Yellow "
               "makes the first move. Place your King on cd2."),
    .position = "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,"
                "e12R,g12R - y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "K@cd2" },
    .solution = { "K@cd2" },
    .wrong = N_("Not this one. Click the triangle cd2, between c2, c4 and d3."),
  },
  {
    /* The start after K@cd2 K@cd10 */
    QUINTET_LESSON_HERE,
    .id = "step",
    .kinds = "step",
    .title = N_("Stepping forward"),
    .text = N_("A soldier steps along a line to the next point, if it is empty, and only forward: "
               "straight ahead or diagonally ahead. Both Kings are placed, and Yellow makes the "
               "first move: step your soldier on d5 forward."),
    .position = "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,c4Y,e4Y,d5Y,d9R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,"
                "e12R,g12R Y@cd2,R@cd10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d5-d7", "d5-c6", "d5-e6" },
    .solution = { "d5-d7" },
    .wrong = N_("Not this one. Click the soldier on d5, then one of the three points ahead of it."),
  },
  {
    /* b3-c2 would trap the King on cd2; bc2 can be trapped by d3-c2 and
     * cd3 is a trap already (OP-3: stepping in loses at once) */
    QUINTET_LESSON_HERE,
    .id = "king-step",
    .kinds = "king-step",
    .title = N_("Moving the King"),
    .text = N_("A King steps to a triangle that shares a side with its own, but never leaves its "
               "castle. Red holds two corners of your King’s triangle, and its soldier on b3 can "
               "take the third: step your King away, to cd1."),
    .position = "b3R,d3R,f3Y,c4R,d5R,e6Y,b7Y,g8Y,e10R,f11R,a12R Y@cd2,R@de10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "Kcd2-cd1" },
    .solution = { "Kcd2-cd1" },
    .wrong = N_("Not this one. Step your King from cd2 to cd1: there Red cannot take all three "
                "corners in one turn."),
  },
  {
    /* After K@cd2 K@cd10 c4-c6 d9-d7: Red threatens d7xb5 */
    QUINTET_LESSON_HERE,
    .id = "conversion",
    .kinds = "conversion",
    .title = N_("Converting a soldier"),
    .text = N_("A soldier converts an enemy soldier by jumping over it: in one of its own step "
               "directions, over the enemy soldier next to it, onto the empty point right behind. "
               "The jumped soldier changes colour and now belongs to the player who jumped. Only "
               "one soldier is converted per turn, and converting is never compulsory. Convert the "
               "red soldier on d7."),
    .position = "a2Y,c2Y,e2Y,g2Y,b3Y,d3Y,f3Y,e4Y,d5Y,c6Y,d7R,c10R,e10R,b11R,d11R,f11R,a12R,c12R,"
                "e12R,g12R Y@cd2,R@cd10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d5xd9", "c6xe8" },
    .solution = { "d5xd9" },
    .wrong = N_("Not this one. Jump over the red soldier on d7, from d5 or from c6."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "promotion",
    .kinds = "step,promotion",
    .title = N_("Becoming an Officer"),
    .text = N_("A soldier that ends its turn on one of the three stars at the far end becomes an "
               "Officer. Quintet marks it with an insignia. Step your soldier on c12 onto a star."),
    .position = "f3Y,b5R,d5Y,e6Y,b7Y,d7R,d9R,e10R,g10R,f11R,c12Y Y@de2,R@ef10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c12-b13=O", "c12-d13=O" },
    .solution = { "c12-d13=O" },
    .wrong = N_("Not this one. Step from c12 diagonally ahead, onto b13 or d13."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "officer",
    .kinds = "officer,conversion",
    .title = N_("The Officer steps back"),
    .text = N_("An Officer moves and converts like a soldier, and also one step backward "
               "(straight back or diagonally back). Your Officer on d13 can go no further forward: "
               "convert the red soldier on d11 by jumping back over it."),
    .position = "f3Y,c4R,b5R,e6Y,b7Y,e10R,g10R,d11R,f11R,d13y Y@de2,R@ef10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "Od13xd9" },
    .solution = { "Od13xd9" },
    .wrong = N_("Not this one. Jump your Officer from d13 straight back over d11, onto d9."),
  },
  {
    /* OP-2; the red Officer threatens c4xa2 */
    QUINTET_LESSON_HERE,
    .id = "converted-officer",
    .kinds = "conversion,officer",
    .title = N_("Converting an Officer"),
    .text = N_("An Officer that is jumped becomes an ordinary soldier of the player who jumped it: "
               "it loses its insignia. Convert the red Officer on c4."),
    .position = "c2Y,b3Y,f3Y,c4r,d5R,e6Y,g8R,d9R,a10R,e10R,f11R Y@de1,R@ef10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c2xc6" },
    .solution = { "c2xc6" },
    .wrong = N_("Not this one. Jump from c2 straight over the Officer on c4, onto c6."),
  },
  {
    /* OP-3 by a step; Red's threat b9xd7 comes too late */
    QUINTET_LESSON_HERE,
    .id = "trap",
    .kinds = "step,win",
    .title = N_("Trapping the King"),
    .text = N_("A King is trapped when all three corners of its triangle hold enemy soldiers or "
               "Officers; its owner loses. Your soldiers hold c12 and d11: take the last corner "
               "of the red King’s triangle."),
    .position = "f3Y,e4Y,b5R,d5R,a8R,c8Y,b9R,e10R,g10R,d11Y,f11R,c12Y Y@de2,R@cd10 y",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "c8-c10" },
    .wrong = N_("The red King is not trapped yet. Step a soldier onto c10, the corner that is "
                "still free."),
  },
  {
    /* OP-3 by a conversion: c10xe12 takes d11 and e12 at once; e10-e12
     * and e10xc12 leave e10 */
    QUINTET_LESSON_HERE,
    .id = "trap-by-conversion",
    .kinds = "conversion,win",
    .title = N_("Trapping with a jump"),
    .text = N_("The jumped soldier changes colour where it stands, so a conversion can take a "
               "corner too. Your soldier holds e10, one corner of the red King’s triangle: trap "
               "the King with one jump."),
    .position = "f3Y,e4Y,b5R,d5R,c6R,a8R,b9R,c10Y,e10Y,g10R,d11R,f11R Y@de2,R@de10 y",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "c10xe12" },
    .wrong = N_("The red King is not trapped yet. Jump from c10 over d11 onto e12: that takes "
                "the last two corners at once."),
  },
  {
    /* Kings never block a point and are never jumped: b3-c2 would trap
     * the King; b1xb5 converts b3, and then c4-c2 or d3-c2 each leave a
     * corner (b1-c2 would guard c2 only until b3xd1=O converts it) */
    QUINTET_LESSON_HERE,
    .id = "guard-king",
    .kinds = "conversion",
    .title = N_("Guarding your King"),
    .text = N_("Kings sit inside triangles: they never block a point, are never jumped and never "
               "convert. Soldiers step and jump past them as if they were not there, so only your "
               "soldiers can guard your King. Red holds c4 and d3, and its soldier on b3 can step "
               "onto c2, the last corner of your King’s triangle: convert that soldier first."),
    .position = "b1Y,e2Y,b3R,d3R,f3Y,c4R,e4Y,d5Y,b9R,e10R,g10R,d11R,f11R,c12R Y@cd2,R@de10 y",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "b1xb5" },
    .solution = { "b1xb5" },
    .wrong = N_("Not this one: now Red can step from b3 onto c2 and trap your King. Jump from b1 "
                "straight over the red soldier on b3, onto b5."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "repetition",
    .kinds = "king-step,draw",
    .title = N_("A draw by repetition"),
    .text = N_("The game is drawn when the same position, with the same player to move, comes "
               "up for the third time. Both Kings have stepped back and forth twice: step your "
               "King back to cd2 to repeat the position once more."),
    .position = "c2Y,e2Y,d3Y,c4Y,e4Y,b5Y,d9R,c10R,e10R,b11R,d11R,f11R Y@cd2,R@cd10 r",
    .history = { "Kcd10-cd9", "Kcd2-cd3", "Kcd9-cd10", "Kcd3-cd2", "Kcd10-cd9", "Kcd2-cd3",
                 "Kcd9-cd10" },
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "Kcd3-cd2" },
    .wrong = N_("That position is new. Step your King back to cd2 to repeat the position."),
  },
  {
    /* OP-5's count: 99 turns without a conversion or a promotion. A
     * conversion by d5 (the only progress there is) frees d5, and Red
     * traps the King on cd3 with e6-d5 or d7-d5. */
    QUINTET_LESSON_HERE,
    .id = "no-progress",
    .kinds = "step,draw",
    .title = N_("A draw after 100 turns"),
    .text = N_("The game is also drawn after 100 turns in a row without a conversion or a "
               "promotion. The last 99 turns had neither. Red has more soldiers, so the longer "
               "the game goes on, the more ways Red has to trap your King: a draw is a good result "
               "for you. Make one more turn without a conversion, for example a step of your "
               "soldier on g4, and the game is drawn."),
    .position = "e2Y,b3Y,d3R,f3Y,c4R,g4Y,d5Y,e6R,d7R,b9R,a10R,e10R,f11R,c12R Y@cd3,R@de10 y",
    .no_progress = 99,
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "g4-g6" },
    .wrong = N_("That was a conversion, so the count starts again from zero, and Red can now "
                "take d5, the last corner of your King’s triangle. Make a turn without a "
                "conversion."),
  },
};

const QuintetLessonCourse quintet_lessons_opprimo = {
  .game_id = "opprimo",
  .kinds = "place-king,king-step,step,conversion,promotion,officer,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
