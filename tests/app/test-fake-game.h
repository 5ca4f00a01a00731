/* test-fake-game.h — a tiny game whose turns share click paths
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

G_END_DECLS
