/* test-window-common.c — the helpers the end-to-end tests share: the
 * application, the main loop, finding widgets, clicking, screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <unistd.h>
#ifdef HAVE_EXECINFO_H
# include <execinfo.h>
#endif
#ifdef QUINTET_TEST_X11
# include <gdk/x11/gdkx.h>
# include <X11/extensions/XI2.h>
#endif

#include "quintet-autosave.h"
#include "quintet-board-view.h"
#include "quintet-geometry.h"
#include "quintet-start-page.h"
#include "quintet-new-game-dialog.h"

#include "test-window-common.h"

QuintetApplication *app;

/* XDG_DATA_HOME of the tests: autosaves never go to the user's */
static char *data_home;

static gboolean
set_true (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for a while. Only for where time itself is the
 * subject (that nothing happens within a delay, an animation's length):
 * anything else waits for what it means with wait_until(). */
void
iterate_for (guint milliseconds)
{
  gboolean done = FALSE;

  g_timeout_add (milliseconds, set_true, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop a little at a time until @done says so, for at most
 * @seconds: a fixed wait is not always enough on a loaded machine or under
 * a sanitizer. Returns what @done said last. */
gboolean
iterate_until (gboolean (*done) (gpointer data),
               gpointer   data,
               guint      seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () >= deadline)
        return done (data);
      /* whatever is ready, then a little time for what is not */
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (!done (data))
        iterate_for (10);
    }

  return TRUE;
}

void
wait_until_at (const char *file,
               int         line,
               const char *func,
               gboolean  (*done) (gpointer data),
               gpointer    data,
               const char *what)
{
  g_autofree char *message = NULL;

  if (iterate_until (done, data, WAIT_SECONDS))
    return;
  message = g_strdup_printf ("waited %d s for %s", WAIT_SECONDS, what);
  g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
}

/* Dispatches whatever the main loop has ready, without waiting: what an
 * action, a click or a signal set going (idles, notifications) is done. */
void
drain_main_loop (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef struct {
  guint painted;
  guint until;
} FrameWait;

static void
count_paint (GdkFrameClock *clock,
             FrameWait     *wait)
{
  wait->painted++;
}

static gboolean
has_painted (gpointer data)
{
  FrameWait *wait = data;

  return wait->painted >= wait->until;
}

/* Runs the main loop until @widget's window has laid out and drawn two
 * more frames (the one under way may have been laid out before): what
 * changed before is styled, allocated and drawn. Returns at once for a
 * widget that is not realized (nothing to draw). */
void
wait_for_frame_at (const char *file,
                   int         line,
                   const char *func,
                   GtkWidget  *widget)
{
  FrameWait wait = { 0, 0 };
  GdkFrameClock *clock;
  gulong handler;

  drain_main_loop ();
  if (!gtk_widget_get_realized (widget) || (clock = gtk_widget_get_frame_clock (widget)) == NULL)
    return;
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &wait);
  for (wait.until = 1; wait.until <= 2; wait.until++)
    {
      gtk_widget_queue_draw (widget);
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
      if (!iterate_until (has_painted, &wait, WAIT_SECONDS))
        break;
    }
  g_signal_handler_disconnect (clock, handler);
  if (wait.painted < 2)
    g_assertion_message (G_LOG_DOMAIN, file, line, func, "waited for the window to draw a frame");
}

/* ---- waiting for the window's file operations ---- */

static GAsyncResult *last_result;

void
result_ready_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_assert_null (last_result);
  last_result = g_object_ref (result);
}

static gboolean
has_result (gpointer data)
{
  return last_result != NULL;
}

/* The result result_ready_cb got (the caller owns it) */
GAsyncResult *
wait_for_result_at (const char *file,
                    int         line,
                    const char *func)
{
  wait_until_at (file, line, func, has_result, NULL, "the file operation to end");
  return g_steal_pointer (&last_result);
}

gboolean
window_save_file (QuintetWindow  *window,
                  GFile          *file,
                  GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  quintet_window_save_file_async (window, file, NULL, result_ready_cb, NULL);
  result = wait_for_result ();
  return quintet_window_save_file_finish (window, result, error);
}

gboolean
window_open_file (QuintetWindow *window,
                  GFile         *file)
{
  g_autoptr(GAsyncResult) result = NULL;

  quintet_window_open_file_async (window, file, NULL, result_ready_cb, NULL);
  result = wait_for_result ();
  return quintet_window_open_file_finish (window, result, NULL);
}

gboolean
window_export_image (QuintetWindow  *window,
                     GFile          *file,
                     const char     *format,
                     int             size,
                     GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  quintet_window_export_image_async (window, file, format, size, NULL, result_ready_cb, NULL);
  result = wait_for_result ();
  return quintet_window_export_image_finish (window, result, error);
}

static gboolean
has_size (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* Runs the main loop until @widget has been laid out with a size. */
void
wait_for_size_at (const char *file,
                  int         line,
                  const char *func,
                  GtkWidget  *widget)
{
  g_assert_nonnull (widget);
  wait_until_at (file, line, func, has_size, widget, "a widget to be mapped with a size");
}

typedef struct {
  GtkWidget *widget;
  int width;
} WidthWait;

static gboolean
is_narrow (gpointer data)
{
  WidthWait *wait = data;

  return gtk_widget_get_mapped (wait->widget) && gtk_widget_get_width (wait->widget) <= wait->width;
}

/* Runs the main loop until @widget is laid out at most @width wide (a
 * window given a smaller size, a layout that switched). */
void
wait_for_width_at_most_at (const char *file,
                           int         line,
                           const char *func,
                           GtkWidget  *widget,
                           int         width)
{
  WidthWait wait = { widget, width };
  g_autofree char *what = g_strdup_printf ("a widget to be at most %d wide", width);

  wait_until_at (file, line, func, is_narrow, &wait, what);
  wait_for_frame_at (file, line, func, widget);
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

void
wait_for_mapped_at (const char *file,
                    int         line,
                    const char *func,
                    GtkWidget  *widget,
                    gboolean    mapped)
{
  g_assert_nonnull (widget);
  wait_until_at (file, line, func, mapped ? is_mapped : is_unmapped, widget,
                 mapped ? "a widget to be mapped" : "a widget to be unmapped");
}

typedef struct {
  GtkWidget *root;
  const char *text;
} LabelsWait;

static gboolean
labels_show (gpointer data)
{
  LabelsWait *wait = data;
  g_autofree char *labels = get_labels (wait->root);

  return strstr (labels, wait->text) != NULL;
}

/* Runs the main loop until a visible label under @root shows @text
 * (get_labels: "|whole label|" to match a whole label). */
void
wait_for_labels_at (const char *file,
                    int         line,
                    const char *func,
                    GtkWidget  *root,
                    const char *text)
{
  LabelsWait wait = { root, text };
  g_autofree char *what = g_strdup_printf ("a label showing “%s”", text);

  if (!iterate_until (labels_show, &wait, WAIT_SECONDS))
    {
      g_autofree char *labels = get_labels (root);
      g_autofree char *message = g_strdup_printf ("waited %d s for %s; the labels: %s",
                                                  WAIT_SECONDS, what, labels);

      g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
    }
}

static int get_dialog_place (GtkWidget *dialog);

static gboolean
has_message_dialog (gpointer data)
{
  GtkWidget *dialog = find_message_dialog ();

  /* (one inside its window opens after two frames, and moves in) */
  return dialog != NULL && gtk_widget_get_mapped (dialog) && get_dialog_place (dialog) >= 0;
}

GtkWidget *
wait_for_message_dialog_at (const char *file,
                            int         line,
                            const char *func)
{
  wait_until_at (file, line, func, has_message_dialog, NULL, "a message dialog");
  return find_message_dialog ();
}

GtkWidget *
find_mapped_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      GtkWidget *dialog = quintet_dialog_get_visible (GTK_WINDOW (window));

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_mapped (window))
        return window;
      if (dialog != NULL && G_TYPE_CHECK_INSTANCE_TYPE (dialog, type) && gtk_widget_get_mapped (dialog))
        return dialog;
    }

  return NULL;
}

static gboolean
has_toplevel (gpointer type)
{
  return find_mapped_toplevel (GPOINTER_TO_SIZE (type)) != NULL;
}

/* Runs the main loop until a window of that type is mapped; returns it. */
GtkWidget *
wait_for_toplevel_at (const char *file,
                      int         line,
                      const char *func,
                      GType       type)
{
  g_autofree char *what = g_strdup_printf ("a window of type %s to be mapped", g_type_name (type));

  wait_until_at (file, line, func, has_toplevel, GSIZE_TO_POINTER (type), what);
  return find_mapped_toplevel (type);
}

static gboolean
board_is_still (gpointer window)
{
  GtkWidget *board = find_widget (window, QUINTET_TYPE_BOARD_VIEW);

  return board == NULL || !quintet_board_view_get_animation (QUINTET_BOARD_VIEW (board), NULL, NULL);
}

/* Runs the main loop until the board's pieces have landed (no motion
 * animates), then until that is drawn. */
void
wait_for_landed_at (const char    *file,
                    int            line,
                    const char    *func,
                    QuintetWindow *window)
{
  wait_until_at (file, line, func, board_is_still, window, "the board's pieces to land");
  wait_for_frame_at (file, line, func, GTK_WIDGET (window));
}

typedef struct {
  QuintetGame *game;
  guint n_turns;
} TurnsWait;

static gboolean
has_turns (gpointer data)
{
  TurnsWait *wait = data;

  return quintet_game_get_n_turns (wait->game) >= wait->n_turns;
}

/* Runs the main loop until @game has at least @n_turns turns: the
 * computer's turns come from its thread, late on a busy machine. */
void
wait_for_turns_at (const char  *file,
                   int          line,
                   const char  *func,
                   QuintetGame *game,
                   guint        n_turns)
{
  TurnsWait wait = { game, n_turns };
  g_autofree char *what = g_strdup_printf ("the game to have %u turns", n_turns);

  wait_until_at (file, line, func, has_turns, &wait, what);
}

static gboolean
is_in_transition (GtkWidget *root)
{
  if (!gtk_widget_get_mapped (root))
    return FALSE;
  if (GTK_IS_STACK (root) && gtk_stack_get_transition_running (GTK_STACK (root)))
    return TRUE;
  if (GTK_IS_REVEALER (root) &&
      gtk_revealer_get_reveal_child (GTK_REVEALER (root)) != gtk_revealer_get_child_revealed (GTK_REVEALER (root)))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (is_in_transition (child))
      return TRUE;

  return FALSE;
}

static gboolean
is_still (gpointer root)
{
  return !is_in_transition (root);
}

/* Runs the main loop until no stack or revealer under @root is halfway
 * through its transition: on a loaded machine a page may still be
 * sliding in after its nominal time. */
void
wait_for_transitions_at (const char *file,
                         int         line,
                         const char *func,
                         GtkWidget  *root)
{
  wait_until_at (file, line, func, is_still, root, "the stacks and revealers to finish their transitions");
}

static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

void
wait_for_active_at (const char *file,
                    int         line,
                    const char *func,
                    GtkWindow  *window)
{
  gtk_window_present (window);
  wait_until_at (file, line, func, is_active, window, "the window to be the active one");
}

GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

AdwComboRow *
find_combo_row (GtkWidget  *root,
                const char *title)
{
  if (ADW_IS_COMBO_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_COMBO_ROW (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_combo_row (child, title);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Every widget under root of that type, depth first. */
void
collect_widgets (GtkWidget *root,
                 GType      type,
                 GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_widgets (child, type, found);
}

GMenuModel *
get_opened_menu (GtkMenuButton *button)
{
  gtk_menu_button_popup (button);
  gtk_menu_button_popdown (button);
  return gtk_menu_button_get_menu_model (button);
}

guint
count_css_class (GtkWidget  *root,
                 const char *css_class)
{
  guint count = gtk_widget_has_css_class (root, css_class) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count += count_css_class (child, css_class);

  return count;
}

GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action_name)
{
  if (GTK_IS_BUTTON (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action_name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action_name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The text of every visible label under root, separated by "|". */
static void
collect_labels (GtkWidget *root,
                GString   *text)
{
  if (!gtk_widget_get_visible (root) || gtk_widget_get_opacity (root) == 0.0)
    return;

  if (GTK_IS_LABEL (root))
    g_string_append_printf (text, "%s|", gtk_label_get_text (GTK_LABEL (root)));

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, text);
}

char *
get_labels (GtkWidget *root)
{
  GString *text = g_string_new ("|");

  collect_labels (root, text);
  return g_string_free (text, FALSE);
}

void
click_button (QuintetWindow *window,
              const char    *action_name)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), action_name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* "clicked" at once: activating a GtkButton waits for its press animation. */
  g_signal_emit_by_name (button, "clicked");
  drain_main_loop ();
}

gboolean
button_enabled (QuintetWindow *window,
                const char    *action_name)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (window), action_name);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

QuintetCell
cell_named (QuintetGame *game,
            const char  *name)
{
  QuintetCell cell = quintet_geometry_find_cell (quintet_game_get_geometry (game), name);

  g_assert_cmpuint (cell, !=, QUINTET_NO_CELL);
  return cell;
}

/* Clicks the cells of a turn on the board, as a player would. */
void
click_turn (QuintetWindow *window,
            const char    *from,
            const char    *to)
{
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  QuintetGame *game = quintet_window_get_game (window);
  double x, y;

  wait_for_size (board);
  g_assert_true (quintet_board_view_get_interactive (board));
  g_assert_true (quintet_board_view_get_cell_center (board, cell_named (game, from), &x, &y));
  g_assert_true (x > 0 && y > 0);
  quintet_board_view_click_cell (board, cell_named (game, from));
  quintet_board_view_click_cell (board, cell_named (game, to));
  drain_main_loop ();
}

/* Clicks cells given as "D5 D3 D3" one after the other, as a player would. */
void
click_cells (QuintetWindow *window,
             const char    *cells)
{
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
  g_auto(GStrv) names = g_strsplit (cells, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      quintet_board_view_click_cell (board, cell_named (quintet_window_get_game (window), names[i]));
      drain_main_loop ();
    }
}

char *
describe_cell (QuintetWindow *window,
               const char    *name)
{
  QuintetBoardView *board = QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));

  return quintet_board_view_describe_cell (board, cell_named (quintet_window_get_game (window), name));
}

GtkWidget *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      GtkWidget *dialog = quintet_dialog_get_visible (GTK_WINDOW (window));

      if (dialog != NULL && gtk_widget_get_visible (dialog) &&
          (quintet_alert_is_alert (dialog) || QUINTET_IS_NEW_GAME_DIALOG (dialog)))
        return dialog;
    }

  return NULL;
}

/* Answers the dialog the last action opened, as a click on a button would. */
void
respond (const char *response)
{
  GtkWidget *dialog = wait_for_message_dialog ();

  if (quintet_alert_is_alert (dialog))
    quintet_alert_respond (dialog, response);
  else
    quintet_new_game_dialog_respond (QUINTET_NEW_GAME_DIALOG (dialog), response);
  drain_main_loop ();
}

/* What a person sees of @dialog: an AdwDialog covers its window, its child
 * is on the sheet; a dialog of GNOME 43 is a window */
GtkWidget *
get_dialog_sheet (GtkWidget *dialog)
{
#if QUINTET_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    return adw_dialog_get_child (ADW_DIALOG (dialog));
#endif
  return dialog;
}

/* -1 while it moves: neither floating at its size nor a sheet at the bottom. */
static int
get_dialog_place (GtkWidget *dialog)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (dialog));
  GtkWidget *sheet = get_dialog_sheet (dialog);
  graphene_rect_t bounds;
  float right, bottom;

  if (window == dialog)
    return DIALOG_WINDOW;
  if (window == NULL || sheet == NULL || !gtk_widget_compute_bounds (sheet, window, &bounds))
    return -1;
  right = bounds.origin.x + bounds.size.width;
  bottom = bounds.origin.y + bounds.size.height;
  if (bounds.origin.x == 0 && right == gtk_widget_get_width (window) &&
      bottom == gtk_widget_get_height (window))
    return DIALOG_BOTTOM_SHEET;
  /* (a floating one grows as it opens) */
  if (bounds.origin.x > 0 && bounds.origin.y > 0 &&
      right < gtk_widget_get_width (window) && bottom < gtk_widget_get_height (window) &&
      bounds.size.width == gtk_widget_get_width (sheet))
    return DIALOG_FLOATING;
  return -1;
}

static gboolean
dialog_has_place (gpointer dialog)
{
  return get_dialog_place (dialog) >= 0;
}

DialogPlace
wait_for_dialog_place_at (const char *file,
                          int         line,
                          const char *func,
                          GtkWidget  *dialog)
{
  wait_for_size_at (file, line, func, dialog);
  wait_until_at (file, line, func, dialog_has_place, dialog, "a dialog to settle in its place");
  return get_dialog_place (dialog);
}

GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (snapshot);
}

typedef struct {
  GtkWidget *widget;
  GskRenderNode *node;
} Screenshot;

static gboolean
take_snapshot (gpointer data)
{
  Screenshot *shot = data;

  if (shot->node == NULL)
    shot->node = snapshot_widget (shot->widget);
  return shot->node != NULL;
}

void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  Screenshot shot = { widget, NULL };
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  /* A window just presented has nothing to draw until its first frame
   * (on a busy machine, seen taking over 2.5 s for the shortcuts window) */
  wait_for_size (widget);
  wait_for_frame (widget);
  wait_until (take_snapshot, &shot, "a widget to have something to draw for a screenshot");
  node = shot.node;

  /* A dialog shown inside its window draws with the window's renderer */
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                              gtk_widget_get_height (widget)));
  path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

QuintetWindow *
new_window (int width,
            int height)
{
  QuintetWindow *window = quintet_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (window);
  wait_for_frame (window);

  return window;
}

static gboolean
style_is (gpointer scheme)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  AdwColorScheme expected = g_str_equal (scheme, "dark") ? ADW_COLOR_SCHEME_FORCE_DARK
                          : g_str_equal (scheme, "light") ? ADW_COLOR_SCHEME_FORCE_LIGHT
                          : ADW_COLOR_SCHEME_DEFAULT;

  return adw_style_manager_get_color_scheme (style) == expected;
}

/* @scheme: a nick of QuintetColorScheme, as the key spells it ("dark") */
void
set_color_scheme (const char *scheme)
{
  g_autoptr(GEnumClass) schemes = g_type_class_ref (QUINTET_TYPE_COLOR_SCHEME);
  GEnumValue *value = g_enum_get_value_by_nick (schemes, scheme);

  g_assert_nonnull (value);
  quintet_settings_set_color_scheme (quintet_application_get_settings (app), value->value);
  wait_until (style_is, (gpointer) scheme, "the style manager to take the colour scheme");
}

GtkWidget *
find_status_note (QuintetWindow *window)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (boxes, i), "status-note"))
      return g_ptr_array_index (boxes, i);

  g_assert_not_reached ();
}

gboolean
status_note_says (QuintetWindow *window,
                  const char    *text)
{
  GtkWidget *note = find_status_note (window);
  g_autofree char *labels = get_labels (note);
  g_autofree char *expected = g_strdup_printf ("|%s|", text);

  return gtk_widget_get_mapped (note) && strstr (labels, expected) != NULL;
}

#ifdef QUINTET_TEST_X11
/* The major opcode of XInput, whose events GTK reads */
static int xinput_opcode = -1;

static gboolean
drop_pointer_crossings (GdkX11Display *display,
                        gpointer       data,
                        gpointer       user_data)
{
  const XEvent *xevent = data;

  switch (xevent->type)
    {
    case EnterNotify:
    case LeaveNotify:
    case MotionNotify:
      return TRUE;
    case GenericEvent:
      return xevent->xcookie.extension == xinput_opcode &&
             (xevent->xcookie.evtype == XI_Enter || xevent->xcookie.evtype == XI_Leave ||
              xevent->xcookie.evtype == XI_Motion);
    default:
      return FALSE;
    }
}
#endif

/* The tests give the app its clicks and keys themselves: the display's
 * own pointer is not theirs, and its crossings are dropped. On a shared
 * display (Xvfb, two tests at a time) the pointer lies over some window;
 * and whenever a popover opens it grabs the pointer, which makes X report
 * the pointer entering the popover wherever it is. GTK 4.8 then starts a
 * tooltip's timer, and when the popover is hidden before the timer fires,
 * GTK asks the position of a surface that is gone ("gdk_surface_get_
 * device_position: assertion 'GDK_IS_SURFACE (surface)' failed") or lays
 * the tooltip out off the screen ("gdk_monitor_get_geometry: assertion
 * 'GDK_IS_MONITOR (monitor)' failed"): criticals no test's input caused.
 *
 * GTK also asks X where the pointer is whenever a widget's tooltip text
 * changes (gtk_widget_set_tooltip_text → gtk_tooltip_trigger_tooltip_query),
 * and starts the same timer when the pointer lies over that window: Xvfb
 * starts with the pointer in the middle of the screen, over every test
 * window (they all open at 0,0 without a window manager). So the pointer
 * is also parked in the screen's far corner, outside every test window. */
static void
ignore_display_pointer (void)
{
#ifdef QUINTET_TEST_X11
  GdkDisplay *display = gdk_display_get_default ();
  Display *xdisplay;
  int event_base, error_base;

  if (display == NULL || !GDK_IS_X11_DISPLAY (display))
    return;
  /* GTK 4.18 deprecates GDK's X11 API as a whole, with no successor for
   * what this needs: the test's own X connection */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xdisplay = gdk_x11_display_get_xdisplay (display);
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (!XQueryExtension (xdisplay, "XInputExtension", &xinput_opcode, &event_base, &error_base))
    xinput_opcode = -1;
  g_signal_connect (display, "xevent", G_CALLBACK (drop_pointer_crossings), NULL);

  XWarpPointer (xdisplay, None, DefaultRootWindow (xdisplay), 0, 0, 0, 0,
                DisplayWidth (xdisplay, DefaultScreen (xdisplay)) - 1,
                DisplayHeight (xdisplay, DefaultScreen (xdisplay)) - 1);
  XFlush (xdisplay);
#endif
}

/* ---- warnings ---- */

static TestLogHook log_hook;

void
test_window_set_log_hook (TestLogHook hook)
{
  log_hook = hook;
}

static const char *
get_message (const GLogField *fields,
             gsize            n_fields)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0)
      return fields[i].value;
  return "";
}

/* libadwaita 1.7's AdwAlertDialog measures its large heading at the
 * dialog's width, below the heading's own, to choose between it and its
 * small, wrapping heading: GTK 4.18 warns so whenever a heading is wider
 * than the dialog ("Start Ordo From This Position?"). Not ours to fix, and
 * nothing wrong on screen (the small heading is shown); every other
 * warning fails the test. */
static gboolean
is_alert_heading_measure (GLogLevelFlags  level,
                          const char     *message)
{
  const char *prefix = "Trying to measure GtkLabel 0x";
  GtkWidget *label;

  if ((level & G_LOG_LEVEL_WARNING) == 0 || !g_str_has_prefix (message, prefix))
    return FALSE;
  /* the label being measured, alive: GTK names it in the middle of it */
  label = GSIZE_TO_POINTER (g_ascii_strtoull (message + strlen (prefix), NULL, 16));
  if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (label)), "heading_label") != 0)
    return FALSE;
  for (GtkWidget *above = label; above != NULL; above = gtk_widget_get_parent (above))
    if (quintet_alert_is_alert (above))
      return TRUE;
  return FALSE;
}

/* A warning or a critical fails the test (as GLib's fatal ones would), but
 * for what the test tolerates (its hook) and the one above; it says where
 * it came from, for a failure seen only in CI */
static GLogWriterOutput
check_log (GLogLevelFlags   level,
           const GLogField *fields,
           gsize            n_fields,
           gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_default (level, fields, n_fields, user_data);
  const char *message = get_message (fields, n_fields);

  if ((level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) == 0 ||
      is_alert_heading_measure (level, message) ||
      (log_hook != NULL && log_hook (level, message)))
    return output;

  g_printerr ("A warning fails the test\n");
#ifdef HAVE_EXECINFO_H
  {
    void *frames[64];

    backtrace_symbols_fd (frames, backtrace (frames, G_N_ELEMENTS (frames)), STDERR_FILENO);
  }
#endif
  abort ();
}

/* GLib's tests keep the messages of g_log () (libadwaita's g_return_if_fail
 * among them) from the writer since GLib 2.80: they go there all the same */
static void
check_old_log (const char     *domain,
               GLogLevelFlags  level,
               const char     *message,
               gpointer        user_data)
{
  const GLogField fields[] = {
    { "GLIB_DOMAIN", domain != NULL ? domain : "", -1 },
    { "MESSAGE", message, -1 },
  };

  check_log (level, fields, G_N_ELEMENTS (fields), user_data);
}

void
test_window_init (int    *argc,
                  char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Before anything asks GLib for the directory (it keeps the answer);
   * a child process of a test shares its parent's. */
  if (g_getenv ("QUINTET_TEST_CHILD") == NULL)
    {
      data_home = g_dir_make_tmp ("quintet-test-data-XXXXXX", &error);
      g_assert_no_error (error);
      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }

  g_log_set_writer_func (check_log, NULL, NULL);
  g_test_init (argc, argv, NULL);
  g_log_set_default_handler (check_old_log, NULL);
  /* check_log fails the test itself, and lets the tolerated by */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);

  app = quintet_application_new (G_APPLICATION_NON_UNIQUE);
  /* Registering runs startup: libadwaita, styles, settings, accelerators. */
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  ignore_display_pointer ();
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_remove (path);
}

int
test_window_run (void)
{
  int status = g_test_run ();

  g_clear_object (&app);
  if (data_home != NULL)
    remove_tree (data_home);
  g_clear_pointer (&data_home, g_free);

  return status;
}


/* ---- game records: the test's files, titles, autosaves (the window-records,
 * window-files and window-unfinished tests) ---- */

char *
get_title (QuintetWindow *window)
{
  AdwWindowTitle *title = ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));

  return g_strdup (adw_window_title_get_title (title));
}

/* The test's files, in a directory of its own */
static char *test_dir;

GFile *
new_test_file (const char *name)
{
  g_autofree char *path = NULL;

  if (test_dir == NULL)
    test_dir = g_dir_make_tmp ("quintet-records-XXXXXX", NULL);
  g_assert_nonnull (test_dir);
  path = g_build_filename (test_dir, name, NULL);
  return g_file_new_for_path (path);
}

void
remove_test_files (void)
{
  g_autoptr(GDir) dir = test_dir != NULL ? g_dir_open (test_dir, 0, NULL) : NULL;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (test_dir, name, NULL);

      g_remove (path);
    }
  if (test_dir != NULL)
    g_rmdir (test_dir);
  g_clear_pointer (&test_dir, g_free);
}

GFile *
write_test_file (const char *name,
                 const char *text,
                 gssize      length)
{
  GFile *file = new_test_file (name);

  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, length, NULL));
  return file;
}

/* The game's turns in notation, "b2-b4 g7-g5" */
char *
list_turns (QuintetGame *game)
{
  GString *turns = g_string_new (NULL);

  for (guint i = 0; i < quintet_game_get_n_turns (game); i++)
    g_string_append_printf (turns, "%s%s", i > 0 ? " " : "", quintet_game_get_turn_notation (game, i));
  return g_string_free (turns, FALSE);
}

QuintetWindow *
new_game_window (const char *game_id)
{
  QuintetWindow *window = new_window (1000, 700);

  quintet_window_start_game (window, game_id, QUINTET_SIDE_0);
  wait_for_frame (window);
  return window;
}

guint
count_windows (void)
{
  return g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
}

gboolean
has_title (gpointer data)
{
  WindowText *wait = data;
  g_autofree char *title = get_title (wait->window);

  return g_strcmp0 (title, wait->text) == 0;
}

void
remove_autosaves (void)
{
  g_autoptr(GPtrArray) paths = quintet_autosave_list ();

  for (guint i = 0; i < paths->len; i++)
    g_remove (paths->pdata[i]);
}

gboolean
window_says (QuintetWindow *window,
             const char    *text)
{
  g_autofree char *labels = get_labels (GTK_WIDGET (window));

  return strstr (labels, text) != NULL;
}

typedef struct {
  QuintetWindow *window;
  const char    *text;
} Says;

static gboolean
says (gpointer data)
{
  Says *says = data;

  return window_says (says->window, says->text);
}

void
wait_until_says_at (const char    *file,
                    int            line,
                    const char    *func,
                    QuintetWindow *window,
                    const char    *text)
{
  Says data = { window, text };

  wait_until_at (file, line, func, says, &data, text);
}

/* The visible label that holds @part, or NULL */
GtkWidget *
find_label_widget_with (GtkWidget  *root,
                        const char *part)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_widget_with (child, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Runs the shortcut of @widget's controllers in @phase bound to exactly
 * @keyval + @modifiers; TRUE if one handled the key. */
static gboolean
run_shortcut (GtkWidget          *widget,
              GtkPropagationPhase phase,
              guint               keyval,
              GdkModifierType     modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

void
press_key (QuintetWindow  *window,
           guint           keyval,
           GdkModifierType modifiers)
{
  if (!run_shortcut (GTK_WIDGET (window), GTK_PHASE_CAPTURE, keyval, modifiers))
    for (GtkWidget *widget = gtk_window_get_focus (GTK_WINDOW (window));
         widget != NULL && !run_shortcut (widget, GTK_PHASE_BUBBLE, keyval, modifiers);
         widget = gtk_widget_get_parent (widget))
      ;
  drain_main_loop ();
}

/* The start page's button of @action_name for @game_id (its card's Learn
 * or Puzzles), or NULL */
GtkWidget *
find_card_button (QuintetWindow *window,
                  const char    *action_name,
                  const char    *game_id)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkActionable *button = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (button);

      if (g_strcmp0 (gtk_actionable_get_action_name (button), action_name) == 0 &&
          target != NULL && g_str_equal (g_variant_get_string (target, NULL), game_id))
        return GTK_WIDGET (button);
    }
  return NULL;
}

/* A player who has learnt nothing and been offered no lessons */
void
reset_lesson_progress (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "finished-lessons");
  g_settings_reset (settings, "offered-lessons");
  drain_main_loop ();
}

/* ---- toasts ---- */

/* Whether a click reaches @widget: a hiding toast takes none */
static gboolean
takes_clicks (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (!gtk_widget_get_can_target (widget))
      return FALSE;
  return TRUE;
}

/* The toast's button of that label or icon, once it is shown */
gboolean
find_toast_button (gpointer data)
{
  ToastButton *wait = data;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  wait->found = NULL;
  collect_widgets (wait->overlay, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_ancestor (buttons->pdata[i], GTK_TYPE_STACK) == NULL &&
        gtk_widget_get_ancestor (buttons->pdata[i], ADW_TYPE_HEADER_BAR) == NULL &&
        gtk_widget_is_visible (buttons->pdata[i]) && takes_clicks (buttons->pdata[i]) &&
        (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), wait->label) == 0 ||
         g_strcmp0 (gtk_button_get_icon_name (buttons->pdata[i]), wait->label) == 0))
      wait->found = buttons->pdata[i];

  return wait->found != NULL && gtk_widget_get_mapped (wait->found);
}

gboolean
lacks_toast_button (gpointer data)
{
  ToastButton *wait = data;

  find_toast_button (wait);
  return wait->found == NULL;
}

/* The toast's Undo button, clicked; or its close button */
void
click_toast_button (QuintetWindow *window,
                    const char    *label)
{
  ToastButton wait = { find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY), label, NULL };

  /* as a person would: once the toast has come in (libadwaita 1.2 may
   * crash on a toast dismissed while it comes in) */
  wait_until (find_toast_button, &wait, "the toast's button");
  iterate_for (300);   /* time is the subject: the toast's coming in, of which libadwaita 1.2 gives no sign */
  g_assert_true (find_toast_button (&wait));
  g_signal_emit_by_name (wait.found, "clicked");
  drain_main_loop ();
}
