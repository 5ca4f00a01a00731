/* quintet-lesson-page.h — a game's course of lessons: the board with the
 * lesson's position, its sentences, and the player's tries (issue 30)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-board-view.h"
#include "quintet-settings.h"
#include "quintet-sound.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_LESSON_PAGE (quintet_lesson_page_get_type ())

G_DECLARE_FINAL_TYPE (QuintetLessonPage, quintet_lesson_page, QUINTET, LESSON_PAGE, GtkWidget)

/* Signal "play-chosen" (const char *game_id): the course is over and the
 * player asked for a game of it.
 *
 * The page plays its own game, never the window's: nothing of it is
 * autosaved. Its actions: lesson.restart, lesson.show-me, lesson.next,
 * lesson.play. */

GtkWidget        *quintet_lesson_page_new          (void);
/* Where finished lessons are kept, and the board's look */
void              quintet_lesson_page_set_settings (QuintetLessonPage *self,
                                                    QuintetSettings   *settings);
/* Sounds (issue 31): the window's, for the page's turns and refused clicks */
void              quintet_lesson_page_set_sound    (QuintetLessonPage *self,
                                                    QuintetSound      *sound);
/* Shows @game_id's course at its first lesson not yet finished (the
 * first when all are); FALSE when the game has no course */
gboolean          quintet_lesson_page_set_course   (QuintetLessonPage *self,
                                                    const char        *game_id);
const char       *quintet_lesson_page_get_game_id  (QuintetLessonPage *self);
void              quintet_lesson_page_show_lesson  (QuintetLessonPage *self,
                                                    guint              index);
guint             quintet_lesson_page_get_lesson   (QuintetLessonPage *self);
/* Whether the lesson shown is done (by the player, or by Show Me) */
gboolean          quintet_lesson_page_get_done     (QuintetLessonPage *self);
/* Whether a turn is being played for the lesson (a reply, Show Me, a
 * wrong try being set back) */
gboolean          quintet_lesson_page_get_busy     (QuintetLessonPage *self);
QuintetBoardView *quintet_lesson_page_get_board_view (QuintetLessonPage *self);
QuintetGame      *quintet_lesson_page_get_game     (QuintetLessonPage *self);
/* The keys play on the board at once */
void              quintet_lesson_page_focus_board  (QuintetLessonPage *self);

G_END_DECLS
