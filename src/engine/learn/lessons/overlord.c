/* overlord.c — the Overlord course (issue 30): lessons as data, their
 * sentences marked for translation; a sentence that the rules page
 * (ui/rules/overlord.md) also says is said the same way
 *
 * The player plays White, whom the default view puts at the bottom. The
 * positions are small: the pieces a lesson does not need are left out.
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
    .kinds = "slide",
    .title = N_("Sliding"),
    .text = N_("White moves first. Rank 5 is the wall: a5, c5, e5 and g5 are 3 high, b5, d5 and f5 "
               "are 2 high. A slide moves a lone piece or a whole column one square into an empty "
               "square: forward, backward or sideways, never diagonally. Slides stay on the "
               "ground: a column never slides onto or off the wall. When you click a piece, "
               "Quintet marks every square where it can end its turn, also the squares it reaches "
               "by climbing over your own pieces first (a chain move, in a later lesson). Slide "
               "your piece from d2 to d3."),
    .position = "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d2-d3" },
    .solution = { "d2-d3" },
    .wrong = N_("Not this one. Click the piece on d2, then the empty square d3 in front of it."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "mount",
    .kinds = "mount",
    .title = N_("Building a column"),
    .text = N_("A mount moves the top piece of a column (or a lone piece) one square onto a column "
               "you control, even a taller one. The owner of the top piece controls the column, "
               "whatever lies beneath. No square may ever be more than 5 high, the wall counted. "
               "Move your piece from c3 onto your piece on d3."),
    .position = "......./..r.r../......./......./......./......./..ww.../......./....... w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c3+d3" },
    .solution = { "c3+d3" },
    .wrong = N_("Not this one. Click the piece on c3, then your piece on d3."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "capture",
    .kinds = "capture",
    .title = N_("Capturing"),
    .text = N_("A capture moves the top piece of a column one square onto a column your opponent "
               "controls, or onto an empty wall square, which counts as a hostile column of its "
               "height. The piece must start higher than the square it lands on. The captured "
               "pieces stay in the column, under your piece, and are freed again when it leaves. "
               "Your lone piece on e4 is too low: capture the red piece on d4 from your column on "
               "d3."),
    .position = "......./.r...r./......./......./......./...rw../...[ww].../......./....... w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d3xd4" },
    .solution = { "d3xd4" },
    .wrong = N_("Not this one. Click your column on d3, then the red piece on d4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "dismount",
    .kinds = "dismount",
    .title = N_("Dismounting"),
    .text = N_("A dismount moves the top piece of a column, or a piece on the wall, one square down "
               "into an empty square. What it leaves behind may now belong to your opponent. When "
               "both a slide of the whole column and a dismount of its top piece reach the "
               "same empty square, Quintet asks which you mean. Move only the top piece of your "
               "column from d3 to d4."),
    .position = "......./..r..r./......./......./......./......./...[ww].../......./....... w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "d3/d4" },
    .solution = { "d3/d4" },
    .wrong = N_("Not this one. Click the column on d3, then d4, and choose “Move the top piece”."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "chain",
    .kinds = "chain,capture",
    .title = N_("The chain move"),
    .text = N_("In a chain move one piece mounts, then mounts again, crossing your own columns, and "
               "may finish with the capture of an empty wall square. The wall on d5 is 2 high, so "
               "only a piece at level 3 can capture it: climb from b4 over c4 onto d4, and on onto "
               "the wall. Click the piece on b4, then d5: Quintet finds the route."),
    .position = "......./..r..r./......./......./......./.ww[ww].../......./......./....... w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "b4xd5" },
    .solution = { "b4xd5" },
    .wrong = N_("Not this one. Start the chain with the piece on b4 and end it on the wall square "
                "d5."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "launch",
    .kinds = "slide,launch",
    .title = N_("Launching"),
    .text = N_("When a turn takes a piece from your second-furthest rank onto the furthest rank "
               "(rank 9 for White), you may go on: pick up the piece and put it down anywhere else "
               "on the board, as long as no square grows above 5 high. A launch is never "
               "compulsory, and a piece already on the furthest rank must leave it and come back "
               "to launch again. Slide your piece from c8 to c9, then launch it onto the red column "
               "on e7 to capture both its pieces."),
    .position = "r....../..w..../....[rr]../......./......./......./......./.w...w./....... w -",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "c8@e7" },
    .solution = { "c8@e7" },
    .wrong = N_("Not this one. Click c8, then c9, then the red column on e7."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "three-moves",
    .kinds = "three-move-rule,capture",
    .title = N_("The three-move rule"),
    .text = N_("No piece may move on more than three of its controller’s turns in a row; a turn in "
               "which it does not move sets its count back to zero, and being mounted on is not "
               "moving. The board marks with stripes and a padlock every piece that may not move this turn: your top "
               "piece on c4 has moved on your last three turns. Capture the red piece on d4 with "
               "the top piece of your column on e4."),
    .position = "......./.r...r./......./......./......./..[ww]r[ww]../......./......./....... w "
                "c42:w3",
    .goal = QUINTET_LESSON_GOAL_TURN,
    .goal_turns = { "e4xd4" },
    .solution = { "e4xd4" },
    .wrong = N_("Not this one. The piece on c4 must rest: capture the red piece on d4 from e4."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "all-but-one",
    .kinds = "capture,win",
    .title = N_("Capture all but one"),
    .text = N_("A player with at most one piece that is not captured has lost. The red pieces under "
               "your pieces are captured already: Red has two free pieces left, on c7 and on top "
               "of f8. Capture the one on c7 to win."),
    .position = "......./.....[wr]./..r..../..[rww]..../......./......./w....../....[rrw]../....... "
                "w -",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "c6xc7" },
    .wrong = N_("Red still has two free pieces. Capture the red piece on c7 from your column on "
                "c6."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "promote-first",
    .kinds = "promotion,capture,win",
    .title = N_("Promote, then capture"),
    .text = N_("If your top piece leaves d3 now, the red piece under it is free again and your "
               "bottom piece is captured: with one free piece left you would lose, even after a "
               "capture. A promotion puts the bottom piece of a column you control on top, if the "
               "column holds both colours; to promote, click the column, then click it again. "
               "Promote first, then capture the red piece on d4."),
    .position = "......./......./.[wwr]...../......./......./...r.../...[wrw].../......./....... w -",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "d3^", "b7-b6", "d3xd4" },
    .wrong = N_("Not this one. Promote first: click your column on d3, then click it again."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "no-move",
    .kinds = "slide,win",
    .title = N_("No move left"),
    .text = N_("A player who has no legal turn when their turn begins loses. The red pieces in the "
               "corners can only go where your pieces stand, and a lone piece is too low to capture "
               "another lone piece. Slide your piece from g7 to g8 to close the last gap."),
    .position = "rw...wr/w....../......w/......./......./......./......./..[rrw].[rw]../....... w -",
    .goal = QUINTET_LESSON_GOAL_WIN,
    .solution = { "g7-g8" },
    .wrong = N_("Red could still move. Slide your piece from g7 to g8."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "repetition",
    .kinds = "draw",
    .title = N_("A draw by repetition"),
    .text = N_("The game is drawn when the same position, with the same player to move, comes up "
               "for the third time. This position has been seen twice already: slide your piece "
               "back from f3 to f2."),
    .position = "......./.r...r./...[wr].../......./......./......./...[rw].../.w...w./....... r "
                "f81:r1,f21:w1",
    .history = { "b8-b7", "b2-b3", "f8-f7", "f2-f3", "b7-b8", "b3-b2", "f7-f8", "f3-f2",
                 "b8-b7", "b2-b3", "f8-f7", "f2-f3", "b7-b8", "b3-b2", "f7-f8" },
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "f3-f2" },
    .wrong = N_("That position is new. Slide back from f3 to f2 to repeat the position."),
  },
  {
    QUINTET_LESSON_HERE,
    .id = "no-progress",
    .kinds = "draw",
    .title = N_("A long game"),
    .text = N_("The game is also drawn after 100 turns in a row (50 by each player) in which no "
               "piece was captured or freed. 99 such turns have been played here. Red has more free "
               "pieces, so a longer game would favour Red: a draw is a good result for you. Make "
               "one more turn that captures and frees nothing, such as a slide, and the game "
               "is drawn."),
    .position = "......./.[wwr]...[wr]./......./......./......./...r.../...[ww].../......./....... "
                "w -",
    .no_progress = 99,
    .goal = QUINTET_LESSON_GOAL_DRAW,
    .solution = { "d3-e3" },
    .wrong = N_("That capture started the count again. Make a turn that captures and frees "
                "nothing."),
  },
};

const QuintetLessonCourse quintet_lessons_overlord = {
  .game_id = "overlord",
  .kinds = "slide,mount,dismount,capture,chain,launch,promotion,three-move-rule,win,draw",
  .lessons = lessons,
  .n_lessons = G_N_ELEMENTS (lessons),
};
