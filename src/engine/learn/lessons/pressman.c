/* pressman.c — the Pressman course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/pressman.md) also says is said the same way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-lesson.h"

static const QuintetLesson lessons[] = {
  {
    QUINTET_LESSON_HERE,
    .id = "move",
    .kinds = "move",
    .title = N_("Moving a soldier"),
    .text = N_("Each player starts with 16 soldiers on the board and 12 more in a reserve beside "
               "it. A soldier moves like a queen in chess: any distance in a straight line along "
               "its file, its rank or a diagonal. Move your soldier from b2 to f6."),
    .position = "6BB/8/8/8/8/8/1W6/8 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "b2-f6" },
    .solution = { "b2-f6" },
    .wrong = N_("Not this one. Go from b2 along the diagonal and stop on f6."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "capture",
    .kinds = "move,capture",
    .title = N_("Capturing"),
    .text = N_("A soldier may finish its move on a square held by an enemy soldier: that soldier "
               "is captured and leaves the game; it never goes back to a reserve. Soldiers never "
               "jump: any soldier in the way blocks the line. Capture the black soldier on d6."),
    .position = "7B/8/3B4/8/8/8/8/3W4 w 0 0",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d1xd6" },
    .solution = { "d1xd6" },
    .wrong = N_("Not this one. Move straight up the file and finish on the black soldier."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "regenerate",
    .kinds = "regenerate",
    .title = N_("Bringing in a new soldier"),
    .text = N_("When a soldier reaches a square of the opponent’s home base, its player may "
               "regenerate: bring one soldier from the reserve onto any empty square of their own "
               "home base. "
               "It is never compulsory: to decline, click the soldier again or press Enter. There "
               "is no new soldier when your home base is full or your reserve is empty. "
               "Move a soldier onto rank 8, then click an empty square of rank 1."),
    .position = "1B6/W7/8/7B/8/8/8/WWW1W1WW w 3 0",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "a7-a8@d1", "a7-a8@f1", "a7xb8@d1", "a7xb8@f1" },
    .solution = { "a7-a8@d1" },
    .wrong = N_("Almost. After your soldier reaches rank 8, click an empty square of your home "
                "base."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "hollow-soldier",
    .kinds = "deactivation,regenerate",
    .title = N_("Hollow soldiers"),
    .text = N_("A soldier that has regenerated becomes inactive and is drawn hollow. It cannot "
               "trigger another regeneration until it ends a move on its own half of the board. "
               "Bring in a new soldier with the soldier that can."),
    .position = "8/1w6/8/8/6W1/7B/8/WWW1WWWW w 3 0",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "g4-g8@d1", "g4-c8@d1" },
    .solution = { "g4-g8@d1" },
    .wrong = N_("The hollow soldier cannot bring in a new one. Use your other soldier."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "active-again",
    .kinds = "deactivation,move,regenerate",
    .title = N_("Active again"),
    .text = N_("A hollow soldier becomes active again when it ends a move on its own half of the "
               "board: ranks 1 to 4 for White. Bring your soldier back to c4, then use it to "
               "bring in a new soldier."),
    .position = "8/8/2w5/7B/8/8/8/WWW1WWWW w 3 0",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c4-c8@d1", "c4-g8@d1" },
    .solution = { "c6-c4", "h5-h6", "c4-c8@d1" },
    .wrong = N_("Not yet. First end a move on your own half, on c4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "last-soldier",
    .kinds = "capture,win",
    .title = N_("Winning"),
    .text = N_("A player who has no soldier left on the board loses, whatever is left in their "
               "reserve. Capture the last black soldier."),
    .position = "8/5B2/8/8/8/8/5W2/8 w 0 5",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "f2xf7" },
    .wrong = N_("Black still has a soldier on the board. Capture it."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "two-captures",
    .kinds = "capture,win",
    .title = N_("Winning in two turns"),
    .text = N_("Black has two soldiers left. Capture the one on d5 first, then the other one "
               "wherever it goes."),
    .position = "8/8/8/3B3B/8/8/8/3W3W w 0 0",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "d1xd5", "h5-h7", "h1xh7" },
    .wrong = N_("Not this one. Start with the soldier on d5."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "repetition",
    .kinds = "draw",
    .title = N_("A draw by repetition"),
    .text = N_("The game is drawn when the same position occurs for the third time. This "
               "position has been seen twice already: move your soldier back to a1."),
    .position = "7B/8/8/8/8/8/8/W7 b 0 0",
    .history = { "h8-h7", "a1-a2", "h7-h8", "a2-a1", "h8-h7", "a1-a2", "h7-h8" },
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "a2-a1" },
    .wrong = N_("That position is new. Move back to a1 to repeat the position."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "no-progress",
    .kinds = "draw",
    .title = N_("A draw after 100 turns"),
    .text = N_("The game is also drawn when 100 turns in a row (50 by each player) pass without a "
               "capture or a regeneration. 99 such turns have been played. Black has more "
               "soldiers, so a longer game would favour Black: a draw is a good result for you. "
               "Make one more move that captures nothing, and the game is drawn."),
    .position = "8/8/1B6/B7/8/8/8/W7 w 0 0",
    .no_progress = 99,
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "a1-c1" },
    .wrong = N_("That capture starts the count again, and the soldier on b6 takes yours back. "
                "Make a move that captures nothing."),
  },
};

const QuintetLessonCourse quintet_lessons_pressman = {
  .game_id = "pressman",
  .kinds = "move,capture,regenerate,deactivation,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
