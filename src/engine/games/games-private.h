/* games-private.h — what the files of every game share: the error of a
 * position text or an illegal turn, and a square's name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"
#include "quintet-geometry.h"

/* Errors of the games' readers, through quintet_game_text_error */
#define position_error(error, text, ...) \
  quintet_game_text_error (error, QUINTET_GAME_ERROR_POSITION, text, __VA_ARGS__)
#define illegal_error(error, text, ...) \
  quintet_game_text_error (error, QUINTET_GAME_ERROR_ILLEGAL, text, __VA_ARGS__)
