/* quintet-start-page.h — the games to choose from, as cards with a board thumbnail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-game.h"
#include "quintet-online.h"
#include "quintet-settings.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_START_PAGE (quintet_start_page_get_type ())

G_DECLARE_FINAL_TYPE (QuintetStartPage, quintet_start_page, QUINTET, START_PAGE, GtkWidget)

/* Signal "game-chosen" (const char *game_id): a card was clicked. In
 * each card's foot, Learn and Puzzles activate win.learn and win.puzzles
 * with the game's id; the offer of lessons at the top, win.learn with the
 * first game's.
 * Signal "resume-chosen" (const char *path): an unfinished game's row was;
 * "remove-chosen" (const char *path): its Remove button was;
 * "remove-all-chosen": the Remove All button was. */

GtkWidget    *quintet_start_page_new            (void);
void          quintet_start_page_add_game       (QuintetStartPage *self,
                                                 const char       *game_id);
/* The settings the cards' progress is read from ("3 of 12 lessons", "5
 * of 87 puzzles": the puzzles once their files are read), and where the
 * dismissal of the lessons' offer to a newcomer is kept. The offer shows
 * until a lesson is done or it is dismissed. */
void          quintet_start_page_set_settings   (QuintetStartPage *self,
                                                 QuintetSettings  *settings);
gboolean      quintet_start_page_get_lessons_offered (QuintetStartPage *self);
/* A card's line "Course finished": @game_id's lessons are all done */
void          quintet_start_page_set_course_finished (QuintetStartPage *self,
                                                      const char       *game_id,
                                                      gboolean          finished);
/* The unfinished games the page offers to resume, by their autosave path,
 * the most recent first: the first few shown, the others after "Show
 * All"; each with @game's position as a thumbnail (when not NULL) */
void          quintet_start_page_clear_unfinished (QuintetStartPage *self);
void          quintet_start_page_add_unfinished   (QuintetStartPage *self,
                                                   const char       *path,
                                                   const char       *title,
                                                   const char       *subtitle,
                                                   QuintetGame      *game);
guint         quintet_start_page_get_n_unfinished (QuintetStartPage *self);
const char   *quintet_start_page_get_unfinished   (QuintetStartPage *self,
                                                   guint             index);
/* Online play (issue 33): the account's games, or NULL for none. Signals
 * "online-game-chosen" (const char *game_id): a game's row was activated;
 * "invitation-answered" (const char *game_id, gboolean accept): an
 * invitation's Accept or Decline was clicked. */
void          quintet_start_page_set_online       (QuintetStartPage *self,
                                                   QuintetOnline    *online);
void          quintet_start_page_set_online_status (QuintetStartPage *self,
                                                    const char       *status);
guint         quintet_start_page_get_n_online     (QuintetStartPage *self);
/* The row's game id: invitations first, then our turns, then the others */
const char   *quintet_start_page_get_online       (QuintetStartPage *self,
                                                   guint             index);
/* Invitations from people who are not contacts (issue 40): under
 * "Requests", each with Accept, Decline and Block (win.block-address with
 * the address), and Decline All for several; the row's game id */
guint         quintet_start_page_get_n_requests   (QuintetStartPage *self);
const char   *quintet_start_page_get_request      (QuintetStartPage *self,
                                                   guint             index);
/* Hides the row of a game being removed, or shows it again (Undo). Signal
 * "remove-online-chosen" (const char *game_id): a finished game's Remove
 * button was clicked */
void          quintet_start_page_set_online_hidden (QuintetStartPage *self,
                                                    const char       *game_id,
                                                    gboolean          hidden);
/* "2 invitations · Your turn in 3", or "" */
const char   *quintet_start_page_get_online_summary (QuintetStartPage *self);

/* A game's board as the page shows it (its start, or a typical position),
 * drawn at whatever size it is snapshot. */
GdkPaintable *quintet_start_page_new_thumbnail  (const char       *game_id);

G_END_DECLS
