/* test-fake-game.h — tiny games for the board view tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define TEST_TYPE_FAKE_GAME (test_fake_game_get_type ())

G_DECLARE_FINAL_TYPE (TestFakeGame, test_fake_game, TEST, FAKE_GAME, QuintetGame)

/* Three squares a b c in a row, one White piece on a, a Black one on c.
 * The legal turns are always: a-b (kind 0), a/b (kind 1, same clicks) and
 * a-c, so that clicking a then b needs a choice. */
QuintetGame *test_fake_game_new (void);

/* Five squares a … e in a row with tokens that step to a free neighbour
 * or jump an enemy neighbour, in chains: a jumped token turns to its half
 * face (QUINTET_PIECE_HALF), a half one is removed. Every prefix of a
 * chain is a turn; the game previews the jumps so far and animates one
 * motion per jump. Start: White a, Black b, Black half d, White to move,
 * so the turns are axc and axcxe. Notation: cells joined by "-" (step)
 * or "x" (jump). */
QuintetGame *test_fake_game_new_chain (void);
/* Chains that land on e come twice: plain and crowned (kind 1, "+", the
 * token becomes a king), and, like whole turns in some games, they are
 * not previewed. Restarts the game. */
void         test_fake_game_set_crowning (TestFakeGame *self,
                                          gboolean      crowning);

G_END_DECLS
