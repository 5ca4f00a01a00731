/* test-window-themes.c — end-to-end: the board themes (issue 31). The
 * theme chosen in Preferences redraws the game's board, the lesson page's
 * board, the start page's pictures and the exported image; the desktop's
 * high contrast (AdwStyleManager:high-contrast, here through the
 * org.gnome.desktop.a11y.interface key libadwaita reads) picks the
 * high-contrast theme whatever the choice.
 *
 * A board "is drawn in" a theme when the two square colours of that theme
 * (in the style shown) cover a good part of it and no other theme's do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-board-view.h"
#include "quintet-lesson-page.h"
#include "quintet-painter-private.h"
#include "quintet-preferences-window.h"
#include "quintet-start-page.h"
#include "quintet-theme-manager.h"

#include "test-window-common.h"

/* ---- what an image is drawn in ---- */

typedef struct {
  guint square[QUINTET_N_BOARD_THEMES][2];   /* pixels of each theme's square shades */
  guint total;
} SquareCount;

static guint32
to_pixel (const double rgb[3])
{
  return (guint32) lround (rgb[0] * 255) << 16 | (guint32) lround (rgb[1] * 255) << 8 |
         (guint32) lround (rgb[2] * 255);
}

static void
count_squares (cairo_surface_t *surface,
               gboolean         dark,
               SquareCount     *count)
{
  guint32 colours[QUINTET_N_BOARD_THEMES][2];
  const guint8 *data;
  int stride, width, height;

  for (QuintetBoardTheme theme = 0; theme < QUINTET_N_BOARD_THEMES; theme++)
    {
      QuintetPainterColours painted;

      _quintet_painter_get_colours (theme, "white", dark, &painted);
      colours[theme][0] = to_pixel (painted.square[0]);
      colours[theme][1] = to_pixel (painted.square[1]);
    }

  memset (count, 0, sizeof *count);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = ((const guint32 *) (data + y * stride))[x];

        count->total++;
        if ((pixel >> 24) != 0xff)
          continue;
        for (guint theme = 0; theme < QUINTET_N_BOARD_THEMES; theme++)
          for (guint shade = 0; shade < 2; shade++)
            if ((pixel & 0xffffff) == colours[theme][shade])
              count->square[theme][shade]++;
      }
}

/* Both shades of @theme's squares show (each on at least 1 % of the
 * image), no other theme's square colour does (on 0.1 % at most: a
 * piece's shading may pass through one). */
static gboolean
drawn_in (cairo_surface_t   *surface,
          gboolean           dark,
          QuintetBoardTheme  theme)
{
  SquareCount count;

  count_squares (surface, dark, &count);
  for (QuintetBoardTheme other = 0; other < QUINTET_N_BOARD_THEMES; other++)
    for (guint shade = 0; shade < 2; shade++)
      {
        if (other == theme && count.square[other][shade] < count.total / 100)
          return FALSE;
        if (other != theme && count.square[other][shade] > count.total / 1000)
          return FALSE;
      }
  return TRUE;
}

/* An empty image for no node: a widget not drawn yet */
static cairo_surface_t *
render_node (GskRenderNode *node,
             int            width,
             int            height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (width, 1), MAX (height, 1));
  cairo_t *cr = cairo_create (surface);

  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  return surface;
}

static cairo_surface_t *
render_widget (GtkWidget *widget)
{
  GskRenderNode *node = snapshot_widget (widget);
  cairo_surface_t *surface = render_node (node, gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  g_clear_pointer (&node, gsk_render_node_unref);
  return surface;
}

static cairo_surface_t *
render_paintable (GdkPaintable *paintable,
                  int           size)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  cairo_surface_t *surface;

  gdk_paintable_snapshot (paintable, snapshot, size, size);
  node = gtk_snapshot_free_to_node (snapshot);
  surface = render_node (node, size, size);
  g_clear_pointer (&node, gsk_render_node_unref);
  return surface;
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

typedef struct {
  GtkWidget        *widget;
  QuintetBoardTheme theme;
} WidgetTheme;

static gboolean
widget_drawn_in (gpointer data)
{
  WidgetTheme *wait = data;
  cairo_surface_t *surface = render_widget (wait->widget);
  gboolean drawn = drawn_in (surface, is_dark (), wait->theme);

  cairo_surface_destroy (surface);
  return drawn;
}

static void
wait_for_board_theme (GtkWidget         *board,
                      QuintetBoardTheme  theme)
{
  WidgetTheme wait = { board, theme };

  wait_until (widget_drawn_in, &wait, "the board to be drawn in the theme");
}

/* ---- the desktop's high contrast ---- */

static GSettings *
a11y_settings (void)
{
  static GSettings *settings;

  if (settings == NULL)
    settings = g_settings_new ("org.gnome.desktop.a11y.interface");
  return settings;
}

static gboolean
high_contrast_is (gpointer data)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ()) == GPOINTER_TO_INT (data);
}

static void
set_desktop_high_contrast (gboolean high_contrast)
{
  g_settings_set_boolean (a11y_settings (), "high-contrast", high_contrast);
  wait_until (high_contrast_is, GINT_TO_POINTER (high_contrast), "the style manager to take the high contrast");
}

static const char *
subtitle_of (AdwComboRow *row)
{
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

  return subtitle != NULL ? subtitle : "";
}

static void
set_board_theme (QuintetBoardTheme theme)
{
  quintet_settings_set_board_theme (quintet_application_get_settings (app), theme);
}

/* ---- tests ---- */

/* The Preferences row sets the theme, and the game's board is drawn in it
 * at once, in light and in dark style */
static void
test_preferences_redraws (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  GtkWidget *board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  GtkWidget *preferences;
  AdwComboRow *row;
  GListModel *items;

  wait_for_board_theme (board, QUINTET_BOARD_THEME_WOOD);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  row = find_combo_row (preferences, "Board _Theme");
  g_assert_nonnull (row);
  items = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, QUINTET_N_BOARD_THEMES);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 0), ==, "Wood");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 1), ==, "Flat");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 2), ==, "High Contrast");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  for (guint dark = 0; dark < 2; dark++)
    {
      set_color_scheme (dark ? "dark" : "light");
      for (QuintetBoardTheme theme = QUINTET_BOARD_THEME_FLAT; theme <= QUINTET_N_BOARD_THEMES; theme++)
        {
          QuintetBoardTheme shown = theme % QUINTET_N_BOARD_THEMES;   /* …and back to wood */

          adw_combo_row_set_selected (row, shown);
          g_assert_cmpint (quintet_settings_get_board_theme (quintet_application_get_settings (app)), ==, shown);
          wait_for_board_theme (board, shown);
        }
    }

  /* and the row follows the setting */
  set_board_theme (QUINTET_BOARD_THEME_FLAT);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, QUINTET_BOARD_THEME_FLAT);
  wait_for_board_theme (board, QUINTET_BOARD_THEME_FLAT);
  save_screenshot (preferences, "themes-preferences.png");
  set_board_theme (QUINTET_BOARD_THEME_WOOD);
  set_color_scheme ("default");
  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The desktop asks for high contrast: every board takes the high-contrast
 * theme, the player's choice stays (and comes back after), and the
 * Preferences row says why its choice is not the one shown */
static void
test_high_contrast_from_desktop (void)
{
  QuintetWindow *window;
  GtkWidget *board;
  QuintetThemeManager *manager;
  GtkWidget *preferences;
  AdwComboRow *row;

  /* Inside a sandbox (the current-GNOME leg runs the suite in a Flatpak
   * Sdk), libadwaita takes the desktop's high contrast from the settings
   * portal alone, which the test's sandbox has not: the GNOME 43 leg
   * tests it */
  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no settings portal in a Flatpak sandbox without a desktop");
      return;
    }
  window = new_game_window ("pressman");
  board = find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW);
  manager = quintet_theme_manager_get_default ();

  set_board_theme (QUINTET_BOARD_THEME_FLAT);
  wait_for_board_theme (board, QUINTET_BOARD_THEME_FLAT);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = wait_for_toplevel (QUINTET_TYPE_PREFERENCES_WINDOW);
  row = find_combo_row (preferences, "Board _Theme");
  g_assert_cmpstr (subtitle_of (row), ==, "");

  set_desktop_high_contrast (TRUE);
  g_assert_cmpint (quintet_theme_manager_get_theme (manager), ==, QUINTET_BOARD_THEME_HIGH_CONTRAST);
  wait_for_board_theme (board, QUINTET_BOARD_THEME_HIGH_CONTRAST);
  g_assert_cmpint (quintet_settings_get_board_theme (quintet_application_get_settings (app)), ==,
                   QUINTET_BOARD_THEME_FLAT);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, QUINTET_BOARD_THEME_FLAT);
  g_assert_cmpstr (subtitle_of (row), ==, "High contrast while the system asks for it");
  save_screenshot (preferences, "themes-preferences-high-contrast.png");
  /* another choice changes nothing while the desktop asks */
  set_board_theme (QUINTET_BOARD_THEME_WOOD);
  g_assert_cmpint (quintet_theme_manager_get_theme (manager), ==, QUINTET_BOARD_THEME_HIGH_CONTRAST);
  save_screenshot (GTK_WIDGET (window), "themes-high-contrast.png");

  set_desktop_high_contrast (FALSE);
  g_assert_cmpint (quintet_theme_manager_get_theme (manager), ==, QUINTET_BOARD_THEME_WOOD);
  wait_for_board_theme (board, QUINTET_BOARD_THEME_WOOD);
  g_assert_cmpstr (subtitle_of (row), ==, "");

  quintet_dialog_close (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every picture of the start page: the games' cards and the unfinished
 * games' rows */
static gboolean
pictures_drawn_in (gpointer data)
{
  WidgetTheme *wait = data;
  g_autoptr(GPtrArray) pictures = g_ptr_array_new ();
  guint rows = 0;

  collect_widgets (wait->widget, GTK_TYPE_PICTURE, pictures);
  for (guint i = 0; i < pictures->len; i++)
    {
      GdkPaintable *paintable = gtk_picture_get_paintable (g_ptr_array_index (pictures, i));
      cairo_surface_t *surface;
      gboolean drawn;

      if (paintable == NULL)
        continue;
      /* a Pressman board: the unfinished game's, and Pressman's card */
      surface = render_paintable (paintable, 160);
      drawn = drawn_in (surface, is_dark (), wait->theme);
      cairo_surface_destroy (surface);
      if (gtk_widget_get_ancestor (g_ptr_array_index (pictures, i), GTK_TYPE_LIST_BOX_ROW) != NULL)
        {
          rows++;
          if (!drawn)
            return FALSE;
        }
      else if (i == 0 && !drawn)
        return FALSE;
    }
  return rows == 1;
}

static void
test_thumbnails_follow (void)
{
  QuintetWindow *window;
  WidgetTheme wait;

  remove_autosaves ();
  window = new_game_window ("pressman");
  click_turn (window, "b2", "b4");
  gtk_window_close (GTK_WINDOW (window));
  drain_main_loop ();

  window = new_window (1000, 700);
  wait.widget = find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE);
  g_assert_cmpuint (quintet_start_page_get_n_unfinished (QUINTET_START_PAGE (wait.widget)), ==, 1);
  for (guint dark = 0; dark < 2; dark++)
    {
      set_color_scheme (dark ? "dark" : "light");
      for (QuintetBoardTheme theme = QUINTET_BOARD_THEME_FLAT; theme <= QUINTET_N_BOARD_THEMES; theme++)
        {
          wait.theme = theme % QUINTET_N_BOARD_THEMES;
          set_board_theme (wait.theme);
          wait_until (pictures_drawn_in, &wait, "the start page's pictures in the theme");
          if (wait.theme == QUINTET_BOARD_THEME_HIGH_CONTRAST)
            save_screenshot (GTK_WIDGET (window), dark ? "themes-start-high-contrast-dark.png"
                                                       : "themes-start-high-contrast.png");
        }
    }
  set_color_scheme ("default");
  gtk_window_destroy (GTK_WINDOW (window));
  remove_autosaves ();
}

/* The colours an SVG file fills and strokes with, as "rgb(93.3%,94.5%,95.7%)"
 * (cairo 1.16) or "#eef1f4": whether both of @theme's square shades are
 * among them and no other theme's */
static gboolean
svg_drawn_in (const char        *text,
              QuintetBoardTheme  theme)
{
  g_autoptr(GArray) colours = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (const char *p = text; *p != '\0'; p++)
    {
      double rgb[3];
      guint hex;
      guint32 colour;

      if (g_str_has_prefix (p, "rgb(") &&
          sscanf (p + 4, "%lf%% , %lf%% , %lf%%", &rgb[0], &rgb[1], &rgb[2]) == 3)
        {
          for (guint i = 0; i < 3; i++)
            rgb[i] /= 100;
          colour = to_pixel (rgb);
        }
      else if (*p == '#' && sscanf (p + 1, "%6x", &hex) == 1 && g_ascii_isxdigit (p[6]))
        colour = hex;
      else
        continue;
      g_array_append_val (colours, colour);
    }

  for (QuintetBoardTheme other = 0; other < QUINTET_N_BOARD_THEMES; other++)
    {
      QuintetPainterColours painted;

      _quintet_painter_get_colours (other, "white", FALSE, &painted);
      for (guint shade = 0; shade < 2; shade++)
        {
          guint32 square = to_pixel (painted.square[shade]);
          gboolean found = FALSE;

          for (guint i = 0; i < colours->len; i++)
            found |= g_array_index (colours, guint32, i) == square;
          if (found != (other == theme))
            return FALSE;
        }
    }
  return TRUE;
}

/* The exported image, PNG and SVG (drawn in light style, like paper) */
static void
test_export_follows (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GFile) file = new_test_file ("themes-export.png");

  for (QuintetBoardTheme theme = QUINTET_BOARD_THEME_FLAT; theme <= QUINTET_N_BOARD_THEMES; theme++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_file_get_path (file);
      cairo_surface_t *image;

      set_board_theme (theme % QUINTET_N_BOARD_THEMES);
      g_assert_true (window_export_image (window, file, "png", 256, &error));
      g_assert_no_error (error);
      image = cairo_image_surface_create_from_png (path);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      g_assert_true (drawn_in (image, FALSE, theme % QUINTET_N_BOARD_THEMES));
      cairo_surface_destroy (image);
    }
  for (QuintetBoardTheme theme = QUINTET_BOARD_THEME_FLAT; theme <= QUINTET_N_BOARD_THEMES; theme++)
    {
      g_autoptr(GFile) svg = new_test_file ("themes-export.svg");
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      set_board_theme (theme % QUINTET_N_BOARD_THEMES);
      g_assert_true (window_export_image (window, svg, "svg", 256, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_load_contents (svg, NULL, &text, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (svg_drawn_in (text, theme % QUINTET_N_BOARD_THEMES));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  remove_test_files ();
}

/* The lesson page's board is a board view too: it needs nothing of its own */
static gboolean
lesson_page_shown (gpointer window)
{
  GtkWidget *page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE);

  return page != NULL && gtk_widget_get_mapped (page) && gtk_widget_get_width (page) > 0;
}

static void
test_lesson_board_follows (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *board;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "pressman"));
  wait_until (lesson_page_shown, window, "the lesson page");
  board = GTK_WIDGET (quintet_lesson_page_get_board_view (
    QUINTET_LESSON_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE))));
  wait_for_size (board);
  for (QuintetBoardTheme theme = QUINTET_BOARD_THEME_FLAT; theme <= QUINTET_N_BOARD_THEMES; theme++)
    {
      set_board_theme (theme % QUINTET_N_BOARD_THEMES);
      wait_for_board_theme (board, theme % QUINTET_N_BOARD_THEMES);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  test_window_init (&argc, &argv);

  g_test_add_func ("/themes/preferences-redraws", test_preferences_redraws);
  g_test_add_func ("/themes/high-contrast-from-desktop", test_high_contrast_from_desktop);
  g_test_add_func ("/themes/thumbnails-follow", test_thumbnails_follow);
  g_test_add_func ("/themes/export-follows", test_export_follows);
  g_test_add_func ("/themes/lesson-board-follows", test_lesson_board_follows);

  status = test_window_run ();
  g_settings_sync ();
  return status;
}
