/* test-window-common.h — the helpers the end-to-end tests share: the
 * application, the main loop, finding widgets, clicking, screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-application.h"
#include "quintet-compat.h"
#include "quintet-window.h"

G_BEGIN_DECLS

/* The application every test window belongs to (test_window_init). */
extern QuintetApplication *app;

/* g_test_init, then creates and registers the application. */
/* Every warning and critical fails a test (and says where from), but for
 * those the test's hook tolerates (it returns TRUE; it may say why) */
typedef gboolean (*TestLogHook) (GLogLevelFlags level, const char *message);
void test_window_set_log_hook (TestLogHook hook);

void test_window_init (int    *argc,
                       char ***argv);
/* g_test_run, then releases the application; returns its status. */
int  test_window_run  (void);

/* Runs the main loop for a while: only where time itself is the subject
 * (that nothing happens within a delay, an animation's length). */
void iterate_for (guint milliseconds);
/* Runs the main loop until @done says so, for at most @seconds; returns
 * what @done said last. */
gboolean iterate_until (gboolean (*done) (gpointer data), gpointer data, guint seconds);
/* Dispatches what the main loop has ready (idles, notifications), without
 * waiting for time to pass. */
void drain_main_loop (void);

/* A key press as GTK delivers it to shortcuts: the window's capture-phase
 * ones first, then those of the focus widget and its ancestors (the focus
 * may be in a popover, a window of its own). Xvfb here has no XTest to
 * type real keys. */
void press_key (QuintetWindow  *window,
                guint           keyval,
                GdkModifierType modifiers);

/* The waits for what a test means: each runs the main loop until its
 * condition holds, and fails the test naming what it waited for after
 * WAIT_SECONDS (generous: a loaded machine, a sanitizer). */
#define WAIT_SECONDS 30

/* @done says so; @what names the condition in the failure */
#define wait_until(done, data, what) \
  wait_until_at (__FILE__, __LINE__, G_STRFUNC, (done), (data), (what))
/* @widget's window has laid out and drawn what changed before */
#define wait_for_frame(widget) \
  wait_for_frame_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (widget))
/* @widget is mapped with a width */
#define wait_for_size(widget) \
  wait_for_size_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (widget))
/* @widget is laid out at most @width wide, and drawn */
#define wait_for_width_at_most(widget, width) \
  wait_for_width_at_most_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (widget), (width))
/* @widget is mapped (or unmapped) */
#define wait_for_mapped(widget, mapped) \
  wait_for_mapped_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (widget), (mapped))
/* a visible label under @root shows @text (as get_labels puts it) */
#define wait_for_labels(root, text) \
  wait_for_labels_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (root), (text))
/* a message dialog is shown; returns it */
#define wait_for_message_dialog() \
  wait_for_message_dialog_at (__FILE__, __LINE__, G_STRFUNC)
/* a window of @type is mapped; returns it */
#define wait_for_toplevel(type) \
  wait_for_toplevel_at (__FILE__, __LINE__, G_STRFUNC, (type))
/* the board's pieces have landed (no motion animates), and are drawn */
#define wait_for_landed(window) \
  wait_for_landed_at (__FILE__, __LINE__, G_STRFUNC, (window))
/* @game has at least @n_turns turns (the computer's has arrived) */
#define wait_for_turns(game, n_turns) \
  wait_for_turns_at (__FILE__, __LINE__, G_STRFUNC, (game), (n_turns))
/* no stack or revealer under @root is halfway through its transition */
#define wait_for_transitions(root) \
  wait_for_transitions_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (root))
/* @window is presented and the active one (what an autohide popover on
 * it needs to stay up: on a loaded machine a test's window may lose it) */
#define wait_for_active(window) \
  wait_for_active_at (__FILE__, __LINE__, G_STRFUNC, GTK_WINDOW (window))

void wait_until_at             (const char *file, int line, const char *func,
                                gboolean (*done) (gpointer data), gpointer data,
                                const char *what);
void wait_for_frame_at         (const char *file, int line, const char *func,
                                GtkWidget *widget);
void wait_for_size_at          (const char *file, int line, const char *func,
                                GtkWidget *widget);
void wait_for_width_at_most_at (const char *file, int line, const char *func,
                                GtkWidget *widget, int width);
void wait_for_mapped_at        (const char *file, int line, const char *func,
                                GtkWidget *widget, gboolean mapped);
void wait_for_labels_at        (const char *file, int line, const char *func,
                                GtkWidget *root, const char *text);
GtkWidget *wait_for_message_dialog_at (const char *file, int line, const char *func);
GtkWidget *wait_for_toplevel_at (const char *file, int line, const char *func,
                                 GType type);
void wait_for_landed_at        (const char *file, int line, const char *func,
                                QuintetWindow *window);
void wait_for_turns_at         (const char *file, int line, const char *func,
                                QuintetGame *game, guint n_turns);
void wait_for_transitions_at   (const char *file, int line, const char *func,
                                GtkWidget *root);
void wait_for_active_at       (const char *file, int line, const char *func,
                                GtkWindow  *window);

/* The window's file operations, waited for until they end (at most
 * WAIT_SECONDS): the result of their _finish. result_ready_cb keeps the
 * result of one operation started with it; wait_for_result returns it
 * (the caller owns it). */
#define wait_for_result() \
  wait_for_result_at (__FILE__, __LINE__, G_STRFUNC)
GAsyncResult *wait_for_result_at (const char *file, int line, const char *func);
void          result_ready_cb    (GObject *source, GAsyncResult *result, gpointer user_data);
gboolean window_save_file    (QuintetWindow *window, GFile *file, GError **error);
gboolean window_open_file    (QuintetWindow *window, GFile *file);
gboolean window_export_image (QuintetWindow *window, GFile *file, const char *format, int size,
                              GError **error);

/* The first widget under root (or root) of that type, depth first. */
GtkWidget   *find_widget        (GtkWidget  *root,
                                 GType       type);
AdwComboRow *find_combo_row     (GtkWidget  *root,
                                 const char *title);
/* Every widget under root of that type, depth first. */
void         reset_lesson_progress (void);
GtkWidget   *find_card_button   (QuintetWindow *window,
                                 const char    *action_name,
                                 const char    *game_id);
void         collect_widgets    (GtkWidget  *root,
                                 GType       type,
                                 GPtrArray  *found);
guint        count_css_class    (GtkWidget  *root,
                                 const char *css_class);
GtkWidget   *find_action_button (GtkWidget  *root,
                                 const char *action_name);
/* The menu a menu button opens (the window's are built when first
 * opened): opens it and closes it again. */
GMenuModel  *get_opened_menu    (GtkMenuButton *button);
/* The text of every visible label under root, as "|one|two|". */
char        *get_labels         (GtkWidget  *root);

/* Clicks the button of that action, which must be enabled. */
void         click_button       (QuintetWindow *window,
                                 const char    *action_name);
gboolean     button_enabled     (QuintetWindow *window,
                                 const char    *action_name);

QuintetCell  cell_named         (QuintetGame   *game,
                                 const char    *name);
/* Clicks the cells of a turn on the board, as a player would. */
void         click_turn         (QuintetWindow *window,
                                 const char    *from,
                                 const char    *to);
/* Clicks cells given as "D5 D3 D3" one after the other, as a player would. */
void         click_cells        (QuintetWindow *window,
                                 const char    *cells);
char        *describe_cell      (QuintetWindow *window,
                                 const char    *name);

/* The question or New Game dialog shown (quintet-compat.h: an AdwAlertDialog
 * or AdwDialog inside its window, or a window of its own on GNOME 43) */
GtkWidget   *find_message_dialog (void);
/* What a person sees of a dialog (AdwDialog's child, or its window) */
GtkWidget   *get_dialog_sheet    (GtkWidget *dialog);
/* A mapped window of @type, or a dialog of @type shown in a window */
GtkWidget   *find_mapped_toplevel (GType type);
/* Answers the dialog the last action opened, as a click on a button would. */
void         respond            (const char *response);

/* Where a dialog is shown (quintet-compat.h) */
typedef enum {
  DIALOG_WINDOW,        /* GNOME 43: in a window of its own */
  DIALOG_FLOATING,      /* inside its window, clear of its edges */
  DIALOG_BOTTOM_SHEET,  /* its window's width, along its bottom edge */
} DialogPlace;
/* Waits until @dialog has settled in its place (an opening bottom sheet
 * slides up first), and returns that place */
#define wait_for_dialog_place(dialog) \
  wait_for_dialog_place_at (__FILE__, __LINE__, G_STRFUNC, GTK_WIDGET (dialog))
DialogPlace  wait_for_dialog_place_at (const char *file, int line, const char *func,
                                       GtkWidget *dialog);

GskRenderNode *snapshot_widget  (GtkWidget  *widget);
/* Saves a PNG of widget in the build directory (G_TEST_BUILT). */
void         save_screenshot    (GtkWidget  *widget,
                                 const char *name);

/* A new window of the application, presented at that size. */
QuintetWindow *new_window       (int width,
                                 int height);
void         set_color_scheme   (const char *scheme);

/* The side panel's note on what the game requires next. */
GtkWidget   *find_status_note   (QuintetWindow *window);
gboolean     status_note_says   (QuintetWindow *window,
                                 const char    *text);

/* ---- game records (the window-records, window-files and
 * window-unfinished tests) ---- */

/* The window's title */
char          *get_title         (QuintetWindow *window);
/* The test's files, in a directory of its own; remove_test_files removes
 * it with what it holds. */
GFile         *new_test_file     (const char *name);
GFile         *write_test_file   (const char *name,
                                  const char *text,
                                  gssize      length);
void           remove_test_files (void);
/* The game's turns in notation, "b2-b4 g7-g5" */
char          *list_turns        (QuintetGame *game);
/* A new window of 1000 × 700 playing @game_id, drawn */
QuintetWindow *new_game_window   (const char *game_id);
guint          count_windows     (void);
void           remove_autosaves  (void);
/* Whether a visible label of the window shows @text */
gboolean       window_says       (QuintetWindow *window,
                                  const char    *text);
/* Waits until a visible label of the window shows @text (a message
 * waits for the toast before it to go) */
#define wait_until_says(window, text) \
  wait_until_says_at (__FILE__, __LINE__, G_STRFUNC, (window), (text))
void           wait_until_says_at (const char    *file,
                                   int            line,
                                   const char    *func,
                                   QuintetWindow *window,
                                   const char    *text);
/* The visible label that holds @part, or NULL */
GtkWidget     *find_label_widget_with (GtkWidget  *root,
                                       const char *part);

typedef struct {
  QuintetWindow *window;
  const char *text;
} WindowText;

gboolean       has_title         (gpointer data);

/* Runs the main loop until the window's title is @title (a file opened,
 * saved or dropped). */
#define wait_for_title(window, title) \
  wait_until (has_title, (&(WindowText) { (window), (title) }), "the window's title " #title)

/* A toast's button, by its label or icon name: found (wait->found) once
 * the toast shows it; clicked as a person would, once it has come in */
typedef struct {
  GtkWidget *overlay;
  const char *label;
  GtkWidget *found;
} ToastButton;

gboolean     find_toast_button  (gpointer    data);
gboolean     lacks_toast_button (gpointer    data);
void         click_toast_button (QuintetWindow *window,
                                 const char    *label);

G_END_DECLS
