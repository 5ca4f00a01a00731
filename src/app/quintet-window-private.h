/* quintet-window-private.h — what the window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-account.h"
#include "quintet-analysis.h"
#include "quintet-clock.h"
#include "quintet-compat.h"
#include "quintet-board-view.h"
#include "quintet-eval-bar.h"
#include "quintet-eval-graph.h"
#include "quintet-chat-view.h"
#include "quintet-game-page.h"
#include "quintet-history-view.h"
#include "quintet-lesson-page.h"
#include "quintet-record.h"
#include "quintet-seat.h"
#include "quintet-sound.h"
#include "quintet-board-image.h"
#include "quintet-online-notifier.h"
#include "quintet-start-page.h"
#include "quintet-toasts.h"
#include "quintet-window.h"

G_BEGIN_DECLS

struct _QuintetWindow
{
  AdwApplicationWindow  parent_instance;

  QuintetSettings      *settings;
  QuintetSound         *sound;           /* issue 31: turns, ends, refused clicks */
  QuintetGame          *game;
  QuintetSide           first_side;      /* of the game in play, for Play Again */
  QuintetMove           pending_turn;    /* waiting for "discard later turns?" */
  guint                 pending_ply;
  guint                 announced_turns;  /* turns whose effects were announced */
  guint                 layout_idle;
  guint                 game_page_idle;
  QuintetSeat          *seats[2];             /* who plays each side */
  QuintetSeat          *hint_seat;            /* asked for a hint for the person */
  gboolean              narrow;          /* the header bar's short form */
  gboolean              tiny;            /* the header drops New Game (TINY_WIDTH) */

  /* The game's record, file and autosave (quintet-window-records.c) */
  QuintetRecord        *record;          /* its tags and comments, kept for saving */
  GFile                *file;            /* opened from or saved to, or NULL */
  guint64               saved_state;     /* the game's state then (record_state) */
  char                 *autosave_path;   /* once the game in progress was written */
  guint64               autosaved_state;
  QuintetToasts        *toasts;          /* the window's messages */
  GPtrArray            *removing;        /* unfinished games' autosaves, gone unless undone */
  GPtrArray            *removing_online; /* finished online games' ids, gone unless undone */
  /* Files read and written without blocking (quintet-window-files.c) */
  GCancellable         *file_cancellable; /* cancelled when the window goes */
  guint                 record_serial;    /* changes with the record: a save
                                           * of an earlier one leaves this be */
  GQueue                saves;            /* waiting for the one written */
  guint                 n_writes;         /* saves (written or waiting) and exports */
  gboolean              close_when_written;
  /* The board image's format and size last chosen (quintet-window-export.c) */
  QuintetBoardImageChoice export_choice;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkWidget            *back_button;
  GtkWidget            *new_game_button;
  GtkWidget            *undo_redo_box;
  GtkMenuButton        *menu_button;
  GtkMenuButton        *game_menu_button;
  GMenuModel           *primary_menu;
  GMenuModel           *game_menu;
  GMenu                *page_menu;        /* the lesson and puzzle pages' main menu */
  GtkStack             *stack;
  QuintetStartPage     *start_page;

  /* The lesson page, built when first asked for (quintet-window-lessons.c) */
  QuintetLessonPage    *lesson_page;
  char                 *lesson_back_page;  /* the page Back returns to */
  char                 *offered_game;      /* the lessons' offer's game, or NULL */
  GtkWidget            *lessons_offer;     /* its card, atop the side panel */

  /* The game page, built after the first frame (ensure_game_page), or NULL */
  QuintetGamePage      *game_page;

  /* The analysis (quintet-window-analysis.c) */
  QuintetEvalBar       *eval_bar;
  QuintetAnalysis      *analysis;          /* under way, or NULL */
  QuintetGameTree      *analysed_tree;     /* the game's, while it is connected */
  GPtrArray            *graph_nodes;       /* the main line's nodes the graph shows */
  guint                 analysis_idle;     /* the summary and the graph's sides, soon */

  /* The puzzle page, built when first asked for (quintet-window-puzzles.c) */
  GtkWidget            *puzzle_page;

  /* The Keyboard Shortcuts window, built when first asked for and hidden
   * when closed (quintet-window-actions.c); a weak pointer */
  GtkWindow            *shortcuts_window;

  /* The clock (quintet-window-clock.c): NULL without one */
  QuintetClock         *clock;
  QuintetTimeControl    time_controls[2];  /* the last game's, for Play Again */
  gboolean              has_time_controls;
  guint                 clock_ply;         /* the turns it has charged */
  gboolean              clock_paused;      /* by Pause */
  gboolean              game_paused;       /* _quintet_window_is_paused, last seen */
  GtkWidget            *paused_card;       /* "Paused", with Resume */
  guint                 clock_tick;        /* the timeout while it runs */

  /* Online play (issue 33, quintet-window-online.c) */
  QuintetAccount       *account;           /* the application's */
  QuintetOnline        *online;            /* the account's games, or NULL */
  QuintetOnlineGame    *online_game;       /* the one on the game page, or NULL */
  AdwToast             *block_toast;       /* "Invitation … declined", with Block (weak) */
  guint                 online_heard_turns;  /* the turns whose sound was played */
  QuintetOnlineNotifier *notifier;         /* while the window is not looked at */
  QuintetChatView      *chat_view;         /* the conversation and a line of ours */
};

/* quintet-window.c */
gboolean    _quintet_window_game_is_over       (QuintetWindow     *self);
/* The game the pages show (may be NULL), and everything about it again */
void        _quintet_window_set_game           (QuintetWindow     *self,
                                                QuintetGame       *game);
void        _quintet_window_refresh_game_page  (QuintetWindow     *self);
/* Sounds (issue 31): the game's end, after a resignation or an agreed draw */
void        _quintet_window_sound_game_over    (QuintetWindow     *self);
gboolean    _quintet_window_is_reviewing       (QuintetWindow     *self);
void        _quintet_window_play_turn          (QuintetWindow     *self,
                                                const QuintetMove *turn);
void        _quintet_window_show_page          (QuintetWindow     *self,
                                                const char        *name);
void        _quintet_window_update_players     (QuintetWindow     *self);
void        _quintet_window_update_marks_note  (QuintetWindow     *self);
void        _quintet_window_update_interactive (QuintetWindow     *self);
/* The game page's signals, connected in quintet-window-game-page.c */
void        _quintet_window_board_view_turn_chosen_cb (QuintetWindow     *self,
                                                       const QuintetMove *turn);
void        _quintet_window_history_ply_changed_cb    (QuintetWindow     *self);

void        _quintet_window_show_record        (QuintetWindow     *self,
                                                QuintetRecord     *record,
                                                GFile             *file,
                                                const char        *autosave_path);
void        _quintet_window_update_title       (QuintetWindow     *self);


/* quintet-window-lessons.c: the lesson page and the ways to it */
void        _quintet_window_class_add_lessons  (GtkWidgetClass    *widget_class);
void        _quintet_window_add_lesson_shortcuts (QuintetWindow   *self);
/* The main menu of the lesson and puzzle pages: the rules of their game
 * first, then the main menu's sections */
void        _quintet_window_init_page_menu     (QuintetWindow   *self);
/* The game of the page shown: the lesson's or puzzle's on their pages,
 * else the game in progress's, or NULL */
const char *_quintet_window_get_page_game_id   (QuintetWindow   *self);
void        _quintet_window_learn              (QuintetWindow     *self,
                                                const char        *game_id);
void        _quintet_window_go_back            (QuintetWindow     *self);
void        _quintet_window_offer_lessons      (QuintetWindow     *self,
                                                const char        *game_id);
/* The offer's card, built with the game page; gone with its game */
void        _quintet_window_build_lessons_offer (QuintetWindow    *self);
void        _quintet_window_withdraw_lessons_offer (QuintetWindow *self);
gboolean    _quintet_window_course_is_finished (QuintetWindow     *self,
                                                const char        *game_id);
void        _quintet_window_update_courses     (QuintetWindow     *self);
/* quintet-window.c: the New Game dialog for @game_id (a card, Play a Game) */
void        _quintet_window_choose_game        (QuintetWindow     *self,
                                                const char        *game_id);

/* quintet-window-actions.c: the actions and keys */
void        _quintet_window_class_add_actions  (GtkWidgetClass    *widget_class);
void        _quintet_window_update_actions     (QuintetWindow     *self);
void        _quintet_window_add_review_shortcuts (QuintetWindow   *self);

/* quintet-window-resign.c: resign and draw (C-3) */
void        _quintet_window_resign_activated   (GtkWidget         *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);
void        _quintet_window_offer_draw_activated (GtkWidget       *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);

/* quintet-window-game-page.c: the game page, built when first needed */
void        _quintet_window_ensure_game_page   (QuintetWindow     *self);
void        _quintet_window_prepare_game_page  (QuintetWindow     *self);

/* quintet-window-layout.c: the window's size and the game page's layout */
void        _quintet_window_update_layout      (QuintetWindow     *self);
void        _quintet_window_apply_layout       (QuintetWindow     *self);
void        _quintet_window_init_header        (QuintetWindow     *self);
void        _quintet_window_update_header      (QuintetWindow     *self);
void        _quintet_window_restore_size       (QuintetWindow     *self);
void        _quintet_window_save_size          (QuintetWindow     *self);

/* quintet-window-records.c: records, paste, autosave */
void        _quintet_window_class_add_records  (GtkWidgetClass    *widget_class);
void        _quintet_window_init_records       (QuintetWindow     *self);
void        _quintet_window_dispose_records    (QuintetWindow     *self);
guint64     _quintet_window_record_state       (QuintetGame       *game);
void        _quintet_window_new_record         (QuintetWindow     *self);
void        _quintet_window_update_side_tags   (QuintetWindow     *self);
char       *_quintet_window_dup_title          (QuintetWindow     *self);
void        _quintet_window_autosave           (QuintetWindow     *self);
void        _quintet_window_list_unfinished    (QuintetWindow     *self);
void        _quintet_window_remove_online_game (QuintetWindow     *self,
                                                const char        *game_id);
void        _quintet_window_remove_unfinished  (QuintetWindow     *self,
                                                const char        *path);
void        _quintet_window_remove_all_unfinished (QuintetWindow  *self);
void        _quintet_window_commit_removals    (QuintetWindow     *self);
void        _quintet_window_undo_removals      (QuintetWindow     *self);
void        _quintet_window_update_record_actions (QuintetWindow  *self);
char       *_quintet_window_quote_basename     (GFile             *file);
void        _quintet_window_forget_autosave    (QuintetWindow     *self);
QuintetWindow *_quintet_window_for_record      (QuintetWindow     *self,
                                                gboolean           here);
gboolean    _quintet_window_load_text          (QuintetWindow     *self,
                                                const char        *text,
                                                gssize             length);

/* quintet-window-files.c: open and save without blocking the window */
void        _quintet_window_init_files         (QuintetWindow     *self);
void        _quintet_window_save_activated     (GtkWidget         *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);
void        _quintet_window_save_as_activated  (GtkWidget         *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);
void        _quintet_window_open_activated     (GtkWidget         *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);
void        _quintet_window_set_too_large_error (GFile            *file,
                                                GError           **error);
void        _quintet_window_show_read_error    (QuintetWindow     *self,
                                                GFile             *file,
                                                const GError      *error);
/* A save or an export under way: the application and the window stay */
void        _quintet_window_begin_write        (QuintetWindow     *self);
void        _quintet_window_end_write          (QuintetWindow     *self);

/* quintet-window-export.c */
void        _quintet_window_export_image_activated (GtkWidget     *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);

/* quintet-window-seats.c: the seats asked for their turns, and hints */
QuintetSeatAllows _quintet_window_allows        (QuintetWindow     *self);
gboolean    _quintet_window_has_person         (QuintetWindow     *self);
gboolean    _quintet_window_awaits_seat        (QuintetWindow     *self);
QuintetSide _quintet_window_acting_side        (QuintetWindow     *self);
void        _quintet_window_take_seat          (QuintetWindow     *self,
                                                QuintetSide        side,
                                                QuintetSeat       *seat);
void        _quintet_window_update_thinking    (QuintetWindow     *self);
void        _quintet_window_update_thinking_box (QuintetWindow    *self);
void        _quintet_window_init_hint          (QuintetWindow     *self);
void        _quintet_window_stop_searches      (QuintetWindow     *self);
void        _quintet_window_hint_activated     (GtkWidget         *widget,
                                                const char        *action_name,
                                                GVariant          *parameter);

/* quintet-window-analysis.c: Analyse Game, the evaluation graph and bar,
 * the best turn on the board */
void        _quintet_window_class_add_analysis (GtkWidgetClass    *widget_class);
void        _quintet_window_init_analysis_page (QuintetWindow     *self);
/* The game changed hands (a new game, a record, none) */
void        _quintet_window_analysis_set_game  (QuintetWindow     *self);
/* The shown ply or the game changed: the graph's ply, the arrow, the bar */
void        _quintet_window_update_analysis_panel (QuintetWindow     *self);
void        _quintet_window_update_analysis    (QuintetWindow     *self);
void        _quintet_window_stop_analysis      (QuintetWindow     *self);
void        _quintet_window_update_analysis_actions (QuintetWindow *self);
void        _quintet_window_dispose_analysis   (QuintetWindow     *self);
void        _quintet_window_eval_graph_ply_activated_cb (QuintetWindow *self,
                                                         guint          ply);

/* quintet-window-puzzles.c: the puzzle page and win.puzzles */
void        _quintet_window_class_add_puzzles  (GtkWidgetClass    *widget_class);
gboolean    _quintet_window_on_puzzles         (QuintetWindow     *self);
gboolean    _quintet_window_puzzles_title      (QuintetWindow     *self);

/* quintet-window-clock.c: the game's clock (C-7, docs/rules.md) */
void        _quintet_window_class_add_clock    (GtkWidgetClass    *widget_class);
void        _quintet_window_class_add_online   (GtkWidgetClass    *widget_class);
void        _quintet_window_init_clock         (QuintetWindow     *self);
void        _quintet_window_dispose_clock      (QuintetWindow     *self);
/* Runs or pauses it as the window's state says; the times shown */
void        _quintet_window_update_clock       (QuintetWindow     *self);
/* The game changed (before its autosave): a turn charged, or the times
 * of the line brought back */
void        _quintet_window_clock_game_changed (QuintetWindow     *self);
/* A new game's clock: two time controls, or NULL for none */
void        _quintet_window_set_clock          (QuintetWindow            *self,
                                                const QuintetTimeControl *controls);
void        _quintet_window_clock_from_record  (QuintetWindow     *self);
/* The shown online game's clock, as QuintetOnline counts it */
void        _quintet_window_clock_from_online  (QuintetWindow     *self);
/* Whether the game waits: Pause, or a window over it (issue 39) */
gboolean    _quintet_window_is_paused          (QuintetWindow     *self);
/* The computer's share of @side's time now (ms), or 0 without a clock */
gint64      _quintet_window_clock_allot        (QuintetWindow     *self,
                                                QuintetSide        side);

/* quintet-window-online.c: games against friends (issue 33) */
void        _quintet_window_init_online        (QuintetWindow     *self);
void        _quintet_window_dispose_online     (QuintetWindow     *self);
void        _quintet_window_build_online_panel (QuintetWindow     *self);
void        _quintet_window_update_online_panel (QuintetWindow    *self);
/* Whether the game shown is an online one */
gboolean    _quintet_window_is_online          (QuintetWindow     *self);
gboolean    _quintet_window_has_online         (QuintetWindow     *self);
/* The game shown changed hands (set_game) */
void        _quintet_window_online_game_changed (QuintetWindow    *self);
/* Whether the board takes a turn now: ours, on the latest position */
char       *_quintet_window_online_subtitle    (QuintetWindow     *self);
gboolean    _quintet_window_invite             (QuintetWindow            *self,
                                                const char               *opponent,
                                                const char               *variant,
                                                QuintetSide               own_side,
                                                const QuintetTimeControl *controls);

G_END_DECLS
