/* test-window-common.h — the helpers the end-to-end tests share: the
 * application, the main loop, finding widgets, clicking, screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-application.h"
#include "quintet-window.h"

G_BEGIN_DECLS

/* The application every test window belongs to (test_window_init). */
extern QuintetApplication *app;

/* g_test_init, then creates and registers the application. */
void test_window_init (int    *argc,
                       char ***argv);
/* g_test_run, then releases the application; returns its status. */
int  test_window_run  (void);

/* Runs the main loop for a while, so layout, drawing and animations happen. */
void iterate_for (guint milliseconds);
gboolean iterate_until (gboolean (*done) (gpointer data), gpointer data, guint seconds);
void wait_for_size (GtkWidget *widget);
/* The window's file operations, waited for until they end (at most 20 s):
 * the result of their _finish */
GAsyncResult *wait_for_result   (void);
void          result_ready_cb   (GObject *source, GAsyncResult *result, gpointer user_data);
gboolean window_save_file    (QuintetWindow *window, GFile *file, GError **error);
gboolean window_open_file    (QuintetWindow *window, GFile *file);
gboolean window_export_image (QuintetWindow *window, GFile *file, const char *format, int size,
                              GError **error);
void wait_for_transitions (GtkWidget *root);

/* The first widget under root (or root) of that type, depth first. */
GtkWidget   *find_widget        (GtkWidget  *root,
                                 GType       type);
AdwComboRow *find_combo_row     (GtkWidget  *root,
                                 const char *title);
/* Every widget under root of that type, depth first. */
void         collect_widgets    (GtkWidget  *root,
                                 GType       type,
                                 GPtrArray  *found);
guint        count_css_class    (GtkWidget  *root,
                                 const char *css_class);
GtkWidget   *find_action_button (GtkWidget  *root,
                                 const char *action_name);
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

AdwMessageDialog *find_message_dialog (void);
/* Answers the dialog the last action opened, as a click on a button would. */
void         respond            (const char *response);

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

G_END_DECLS
