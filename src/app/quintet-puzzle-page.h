/* quintet-puzzle-page.h — a game's puzzles: the player makes the solver's
 * turns, the computer answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-board-view.h"
#include "quintet-puzzle.h"
#include "quintet-settings.h"
#include "quintet-sound.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_PUZZLE_PAGE (quintet_puzzle_page_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPuzzlePage, quintet_puzzle_page, QUINTET, PUZZLE_PAGE, GtkWidget)

/* Where the page is in a puzzle */
typedef enum {
  QUINTET_PUZZLE_PAGE_EMPTY,     /* no puzzle: the set is missing or bad */
  QUINTET_PUZZLE_PAGE_PLAYING,   /* the player's turn */
  QUINTET_PUZZLE_PAGE_BUSY,      /* judging a turn, or the computer's answer on its way */
  QUINTET_PUZZLE_PAGE_WRONG,     /* a wrong turn was taken back: try again, or Show Why */
  QUINTET_PUZZLE_PAGE_WHY,       /* the wrong turn and its refutation played (Show Why) */
  QUINTET_PUZZLE_PAGE_SHOWING,   /* Show Me plays the solution */
  QUINTET_PUZZLE_PAGE_SOLVED,    /* won by the player */
  QUINTET_PUZZLE_PAGE_SHOWN,     /* the solution was played */
} QuintetPuzzlePageState;

GtkWidget        *quintet_puzzle_page_new            (void);
void              quintet_puzzle_page_set_settings   (QuintetPuzzlePage *self,
                                                      QuintetSettings   *settings);
/* The window's sounds (issue 31): the turns and refused clicks */
void              quintet_puzzle_page_set_sound      (QuintetPuzzlePage *self,
                                                      QuintetSound      *sound);
/* Reads @game_id's shipped puzzles and shows the first one not solved
 * yet; FALSE (and one line on the page saying why) when they are
 * missing or bad */
gboolean          quintet_puzzle_page_load           (QuintetPuzzlePage *self,
                                                      const char        *game_id);
void              quintet_puzzle_page_show_puzzle    (QuintetPuzzlePage *self,
                                                      guint              index);
const char       *quintet_puzzle_page_get_game_id    (QuintetPuzzlePage *self);
/* The game's display name, for the window's title; NULL before a load */
const char       *quintet_puzzle_page_get_game_name  (QuintetPuzzlePage *self);
guint             quintet_puzzle_page_get_n_puzzles  (QuintetPuzzlePage *self);
guint             quintet_puzzle_page_get_index      (QuintetPuzzlePage *self);
const QuintetPuzzle *quintet_puzzle_page_get_puzzle  (QuintetPuzzlePage *self);
QuintetPuzzlePageState quintet_puzzle_page_get_state (QuintetPuzzlePage *self);
/* Whether the judge is at work on a worker thread (after a first turn
 * known wrong: on its refutation, for Show Why) */
gboolean          quintet_puzzle_page_get_judging    (QuintetPuzzlePage *self);
/* For tests: the puzzle's game, the board, the feedback line */
QuintetGame      *quintet_puzzle_page_get_game       (QuintetPuzzlePage *self);
QuintetBoardView *quintet_puzzle_page_get_board_view (QuintetPuzzlePage *self);
const char       *quintet_puzzle_page_get_feedback   (QuintetPuzzlePage *self);

G_END_DECLS
