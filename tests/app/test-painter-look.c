/* test-painter-look.c — how the painter's board looks: contrast, the
 * coordinate labels, the home tint, capture targets, the board flipped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "quintet-registry.h"
#include "test-painter-common.h"

/* Red over green: how much a pixel leans to the capture colour. */
static int
redness_at (cairo_surface_t *surface,
            double           x,
            double           y)
{
  guint32 pixel = pixel_at (surface, x, y);

  return (int) (pixel >> 16 & 0xff) - (int) (pixel >> 8 & 0xff);
}

static void
test_capture_target_unlike_ring (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  cairo_surface_t *plain, *marked;
  g_autofree guint8 *highlighted = NULL;
  QuintetCell selected[1];
  const QuintetGeometry *geometry;
  double x, y, scale, r;

  /* a2 selected: a7 is a capture target, b2 (a White soldier) is only a
   * next cell that holds a piece (as in a turn that moves it on) */
  board_load (&board, NULL);
  board_model (&board, &model);
  geometry = model.geometry;
  plain = render (&model, NULL);
  highlighted = g_new0 (guint8, geometry->n_cells);
  highlighted[cell_named (geometry, "a7")] = QUINTET_HIGHLIGHT_NEXT | QUINTET_HIGHLIGHT_CAPTURE;
  highlighted[cell_named (geometry, "b2")] = QUINTET_HIGHLIGHT_NEXT;
  selected[0] = cell_named (geometry, "a2");
  model.highlighted = highlighted;
  model.selected = selected;
  model.n_selected = 1;
  for (guint dark = 0; dark < 2; dark++)
    {
      model.dark = dark;
      g_clear_pointer (&plain, cairo_surface_destroy);
      model.highlighted = NULL;
      model.n_selected = 0;
      plain = render (&model, NULL);
      model.highlighted = highlighted;
      model.n_selected = 1;
      marked = render (&model, dark ? "painter-capture-target-dark.png" : "painter-capture-target.png");
      quintet_painter_get_transform (geometry, SIZE, SIZE, &scale, NULL, NULL);
      r = geometry->piece_radius * scale;

      /* capture: red brackets at the corners, nothing beside the middle of the sides */
      cell_center (geometry, cell_named (geometry, "a7"), &x, &y);
      g_assert_cmpint (redness_at (marked, x + 1.15 * r, y + 1.15 * r), >, 60);
      g_assert_cmphex (pixel_at (marked, x + 1.12 * r, y), ==, pixel_at (plain, x + 1.12 * r, y));
      /* a piece that is a next cell: a dot on the piece, no ring (the
       * chosen piece's) and no brackets */
      cell_center (geometry, cell_named (geometry, "b2"), &x, &y);
      g_assert_cmphex (pixel_at (marked, x, y), !=, pixel_at (plain, x, y));
      g_assert_cmphex (pixel_at (marked, x, y - 1.12 * r), ==, pixel_at (plain, x, y - 1.12 * r));
      g_assert_cmpint (redness_at (marked, x + 1.15 * r, y + 1.15 * r), <, 60);
      /* the selected piece: the thick accent ring, not red, on its square
       * filled in the accent colour (blue over the board's wood) */
      cell_center (geometry, cell_named (geometry, "a2"), &x, &y);
      for (double d = 1.04; d <= 1.2; d += 0.08)
        {
          g_assert_cmphex (pixel_at (marked, x + d * r, y), !=, pixel_at (plain, x + d * r, y));
          g_assert_cmpint (redness_at (marked, x + d * r, y), <, 0);
        }
      g_assert_cmpint (redness_at (marked, x - 1.3 * r, y - 1.3 * r), <,
                       redness_at (plain, x - 1.3 * r, y - 1.3 * r) - 20);
      cairo_surface_destroy (marked);
    }

  cairo_surface_destroy (plain);
  board_clear (&board);
}

/* ---- destination marks on points ---- */

static gboolean
same_colour (guint32 a,
             guint32 b)
{
  for (guint shift = 0; shift < 24; shift += 8)
    if (abs ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)) > 12)
      return FALSE;
  return TRUE;
}

/* How far right of (x, y) @surface differs from @background (the same
 * spot without the mark, or the board beside a point), in pixels. */
static double
ink_extent (cairo_surface_t *surface,
            cairo_surface_t *background,
            double           x,
            double           y,
            double           limit)
{
  for (double dx = 0; dx < limit; dx += 0.5)
    if (same_colour (pixel_at (surface, x + dx, y), pixel_at (background, x + dx, y)))
      return dx;
  return limit;
}

/* As large as the board in the window of the new-user pass (683 × 736) */
#define MARK_SIZE 560

static void
mark_cell_center (const QuintetGeometry *geometry,
                  QuintetCell            cell,
                  double                *x,
                  double                *y)
{
  double scale, offset_x, offset_y;

  quintet_painter_get_transform (geometry, MARK_SIZE, MARK_SIZE, &scale, &offset_x, &offset_y);
  *x = offset_x + geometry->cells[cell].x * scale;
  *y = offset_y + geometry->cells[cell].y * scale;
}

static void
test_destination_mark_unlike_point (void)
{
  Board board = { 0 };
  QuintetRenderModel model;
  g_autofree guint8 *highlighted = NULL;
  QuintetMove last_turn = { 0 };
  const QuintetGeometry *geometry;
  QuintetCell target, other;
  double scale, r, x, y, ox, oy;

  /* Opprimo's start: d7 an empty point to move to, b7 a plain one */
  board_load_game (&board, "opprimo", NULL);
  board_model (&board, &model);
  geometry = model.geometry;
  target = cell_named (geometry, "d7");
  other = cell_named (geometry, "b7");
  g_assert_cmpint (geometry->cells[target].shape, ==, QUINTET_CELL_POINT);
  highlighted = g_new0 (guint8, geometry->n_cells);
  highlighted[target] = QUINTET_HIGHLIGHT_NEXT;
  last_turn.path[0] = target;
  last_turn.length = 1;
  quintet_painter_get_transform (geometry, MARK_SIZE, MARK_SIZE, &scale, NULL, NULL);
  r = geometry->piece_radius * scale;
  mark_cell_center (geometry, target, &x, &y);
  mark_cell_center (geometry, other, &ox, &oy);

  for (guint variant = 0; variant < 4; variant++)
    {
      cairo_surface_t *plain, *marked, *beside;
      double point, mark;
      guint32 centre;
      int red, green;

      model.dark = variant & 1;
      model.last_turn = variant & 2 ? &last_turn : NULL;   /* on the last turn's halo */
      model.highlighted = NULL;
      plain = render_sized (&model, MARK_SIZE, NULL);
      model.highlighted = highlighted;
      marked = render_sized (&model, MARK_SIZE, (const char *[]) { "painter-destination.png", "painter-destination-dark.png",
                                                  "painter-destination-halo.png",
                                                  "painter-destination-halo-dark.png" }[variant]);

      /* the board's own point dot: ink against the board a little way off */
      beside = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MARK_SIZE, MARK_SIZE);
      {
        cairo_t *cr = cairo_create (beside);

        cairo_set_source_rgb (cr, (pixel_at (plain, ox + 0.7 * r, oy) >> 16 & 0xff) / 255.0,
                              (pixel_at (plain, ox + 0.7 * r, oy) >> 8 & 0xff) / 255.0,
                              (pixel_at (plain, ox + 0.7 * r, oy) & 0xff) / 255.0);
        cairo_paint (cr);
        cairo_destroy (cr);
      }
      point = ink_extent (plain, beside, ox, oy, r);
      mark = ink_extent (marked, plain, x, y, r);
      g_test_message ("variant %u: point dot %.1f px, mark %.1f px (piece %.1f px)", variant, point, mark, r);
      g_assert_cmpfloat (point, >, 0);
      g_assert_cmpfloat (mark, >=, 2.2 * point);
      g_assert_cmpfloat (mark, >=, 0.4 * r);

      /* and green, where the points are the brown of the lines */
      centre = pixel_at (marked, x, y);
      red = centre >> 16 & 0xff;
      green = centre >> 8 & 0xff;
      g_assert_cmpint (green - red, >, 60);

      cairo_surface_destroy (beside);
      cairo_surface_destroy (marked);
      cairo_surface_destroy (plain);
    }
  board_clear (&board);
}

/* ---- coordinate labels ---- */

#define LABEL_SIZE 1000

typedef struct {
  int left, top, right, bottom;   /* ink box in pixels, inclusive */
} InkBox;

/* The ink of the label at (x, y) pixels: where the board with labels
 * differs from the one without, within a box of half_size around it. */
static InkBox
label_ink (cairo_surface_t *with,
           cairo_surface_t *without,
           double           x,
           double           y,
           double           half_size)
{
  InkBox box = { G_MAXINT, G_MAXINT, G_MININT, G_MININT };

  for (int py = MAX (0, (int) (y - half_size)); py < MIN (LABEL_SIZE, (int) (y + half_size)); py++)
    for (int px = MAX (0, (int) (x - half_size)); px < MIN (LABEL_SIZE, (int) (x + half_size)); px++)
      if (pixel_at (with, px, py) != pixel_at (without, px, py))
        {
          box.left = MIN (box.left, px);
          box.right = MAX (box.right, px);
          box.top = MIN (box.top, py);
          box.bottom = MAX (box.bottom, py);
        }
  g_assert_cmpint (box.left, <=, box.right);
  return box;
}

typedef struct {
  Board              board;
  QuintetRenderModel model;
  cairo_surface_t   *with;
  cairo_surface_t   *without;
  double             scale, offset_x, offset_y;
} LabelScene;

static void
label_scene_init (LabelScene *scene,
                  gboolean    flipped)
{
  board_load (&scene->board, NULL);
  board_model (&scene->board, &scene->model);
  scene->model.flipped = flipped;
  scene->with = render_sized (&scene->model, LABEL_SIZE,
                              flipped ? "painter-labels-flipped.png" : "painter-labels.png");
  scene->model.show_coordinates = FALSE;
  scene->without = render_sized (&scene->model, LABEL_SIZE, NULL);
  quintet_painter_get_transform (scene->model.geometry, LABEL_SIZE, LABEL_SIZE,
                                 &scene->scale, &scene->offset_x, &scene->offset_y);
}

static void
label_scene_clear (LabelScene *scene)
{
  cairo_surface_destroy (scene->with);
  cairo_surface_destroy (scene->without);
  board_clear (&scene->board);
}

/* The ink of a label looked for around a point in board space. */
static InkBox
label_scene_ink (LabelScene *scene,
                 double      board_x,
                 double      board_y)
{
  return label_ink (scene->with, scene->without,
                    scene->offset_x + board_x * scene->scale,
                    scene->offset_y + board_y * scene->scale,
                    0.45 * scene->scale);
}

static const QuintetLabelInfo *
label_named (const QuintetGeometry *geometry,
             const char            *text)
{
  for (guint i = 0; i < geometry->n_labels; i++)
    if (g_strcmp0 (geometry->labels[i].text, text) == 0)
      return &geometry->labels[i];
  g_assert_not_reached ();
}

static void
test_labels_on_one_baseline (void)
{
  LabelScene scene = { 0 };
  const char *files = "abcdefgh";
  const QuintetLabelInfo *label;
  InkBox a, one, eight;
  int top = G_MAXINT, bottom = G_MININT;

  label_scene_init (&scene, FALSE);
  label = label_named (scene.model.geometry, "a");
  a = label_scene_ink (&scene, label->x, label->y);
  for (const char *f = files; *f; f++)
    {
      char text[2] = { *f, 0 };
      InkBox box;

      label = label_named (scene.model.geometry, text);
      box = label_scene_ink (&scene, label->x, label->y);
      g_test_message ("%s: ink from %d to %d", text, box.top, box.bottom);
      top = MIN (top, box.top);
      bottom = MAX (bottom, box.bottom);
      /* letters sit on one baseline: only g's descender goes below it */
      if (*f != 'g')
        g_assert_cmpint (abs (box.bottom - a.bottom), <=, 1);
    }
  /* the row's ink, ascenders to descender, is centred on the row */
  g_assert_cmpfloat (fabs ((top + bottom) / 2.0 - (scene.offset_y + label->y * scene.scale)), <=, 1.5);

  /* rank numbers: each centred on its rank, all on one x */
  label = label_named (scene.model.geometry, "1");
  one = label_scene_ink (&scene, label->x, label->y);
  g_assert_cmpfloat (fabs ((one.top + one.bottom) / 2.0 - (scene.offset_y + label->y * scene.scale)), <=, 1.5);
  label = label_named (scene.model.geometry, "8");
  eight = label_scene_ink (&scene, label->x, label->y);
  g_assert_cmpfloat (fabs ((eight.left + eight.right) / 2.0 - (one.left + one.right) / 2.0), <=, 1.5);
  label_scene_clear (&scene);
}

/* How unlike two labels' ink is: the mean difference of the drawn
 * pixels, their ink boxes laid on each other at the top-left corner. */
static double
ink_unlikeness (LabelScene *a,
                InkBox      box_a,
                LabelScene *b,
                InkBox      box_b)
{
  int width = MAX (box_a.right - box_a.left, box_b.right - box_b.left) + 1;
  int height = MAX (box_a.bottom - box_a.top, box_b.bottom - box_b.top) + 1;
  double sum = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double ink_a = fabs (luminance_at (a->with, box_a.left + x, box_a.top + y) -
                             luminance_at (a->without, box_a.left + x, box_a.top + y));
        double ink_b = fabs (luminance_at (b->with, box_b.left + x, box_b.top + y) -
                             luminance_at (b->without, box_b.left + x, box_b.top + y));

        sum += fabs (ink_a - ink_b);
      }
  return sum / (width * height);
}

/* On a board seen from the other side, the label drawn where @here's
 * label is looks like @there's label of the board seen normally. */
static void
assert_label_moved (LabelScene *normal,
                    LabelScene *flipped,
                    const char *here,
                    const char *there)
{
  const QuintetLabelInfo *here_label = label_named (normal->model.geometry, here);
  const QuintetLabelInfo *there_label = label_named (normal->model.geometry, there);
  InkBox drawn = label_scene_ink (flipped, here_label->x, here_label->y);
  InkBox expected = label_scene_ink (normal, there_label->x, there_label->y);
  InkBox unflipped = label_scene_ink (normal, here_label->x, here_label->y);

  g_test_message ("%s drawn where %s was: %.4f vs %.4f", there, here,
                  ink_unlikeness (flipped, drawn, normal, expected),
                  ink_unlikeness (flipped, drawn, normal, unflipped));
  g_assert_cmpfloat (ink_unlikeness (flipped, drawn, normal, expected), <,
                     ink_unlikeness (flipped, drawn, normal, unflipped));
  /* …on the same line, in the same margin */
  g_assert_cmpint (abs (drawn.bottom - unflipped.bottom), <=, 1);
}

static void
test_flipped (void)
{
  LabelScene normal = { 0 }, flipped = { 0 };
  const QuintetGeometry *geometry;
  double x, y;

  label_scene_init (&normal, FALSE);
  label_scene_init (&flipped, TRUE);
  geometry = normal.model.geometry;

  /* Files run h to a under the board, ranks 8 to 1 up its left edge */
  assert_label_moved (&normal, &flipped, "a", "h");
  assert_label_moved (&normal, &flipped, "h", "a");
  assert_label_moved (&normal, &flipped, "c", "f");
  assert_label_moved (&normal, &flipped, "1", "8");
  assert_label_moved (&normal, &flipped, "8", "1");

  /* White's soldiers stand at the top, Black's at the bottom */
  x = normal.offset_x + geometry->cells[cell_named (geometry, "b2")].x * normal.scale;
  y = normal.offset_y + geometry->cells[cell_named (geometry, "b2")].y * normal.scale;
  g_assert_cmpfloat (luminance_at (flipped.with, x, y), <, 0.3);
  g_assert_cmpfloat (luminance_at (flipped.with, LABEL_SIZE - x, LABEL_SIZE - y), >, 0.7);

  label_scene_clear (&normal);
  label_scene_clear (&flipped);
}

/* ---- contrast (issue 9: dark pieces vanished on dark squares) ---- */

/* WCAG 2 relative luminance of an sRGB colour. */
static double
relative_luminance (const double rgb[3])
{
  double linear[3];

  for (guint i = 0; i < 3; i++)
    linear[i] = rgb[i] <= 0.03928 ? rgb[i] / 12.92 : pow ((rgb[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

static double
contrast_ratio (const double a[3],
                const double b[3])
{
  double la = relative_luminance (a), lb = relative_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* Every game's side styles (the registry's, not a list of our own: a
 * game with a new style is checked too) */
static GPtrArray *
game_side_styles (void)
{
  GPtrArray *styles = g_ptr_array_new ();
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);

      for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
        {
          const char *style = quintet_game_get_side_style (game, side);

          if (!g_ptr_array_find_with_equal_func (styles, style, g_str_equal, NULL))
            g_ptr_array_add (styles, (gpointer) g_intern_string (style));
        }
    }
  g_assert_cmpuint (styles->len, >=, 2);
  return styles;
}

static const char * const theme_names[QUINTET_N_BOARD_THEMES] = { "wood", "flat", "high-contrast" };

/* WCAG non-text contrast: 3:1, and 4.5:1 (as for text) in the theme
 * made for low vision (issue 31) */
static double
required_contrast (QuintetBoardTheme theme)
{
  return theme == QUINTET_BOARD_THEME_HIGH_CONTRAST ? 4.5 : 3.0;
}

static void
test_piece_contrast (void)
{
  g_autoptr(GPtrArray) styles = game_side_styles ();

  /* every piece's outline against both square shades, in light and in
   * dark style, in every theme */
  for (QuintetBoardTheme theme = 0; theme < QUINTET_N_BOARD_THEMES; theme++)
    for (guint dark = 0; dark < 2; dark++)
      for (guint s = 0; s < styles->len; s++)
        for (guint shade = 0; shade < 2; shade++)
          {
            const char *style = g_ptr_array_index (styles, s);
            QuintetPainterColours colours;
            double ratio;

            _quintet_painter_get_colours (theme, style, dark, &colours);
            ratio = contrast_ratio (colours.rim, colours.square[shade]);
            g_test_message ("%s: %s pieces on %s squares, %s style: %.2f:1", theme_names[theme], style,
                            shade ? "dark" : "light", dark ? "dark" : "light", ratio);
            g_assert_cmpfloat (ratio, >=, required_contrast (theme));
          }
}

static void
test_wall_contrast (void)
{
  g_autoptr(GPtrArray) styles = game_side_styles ();

  /* Overlord's pieces stand on the wall's stone as well: their outline
   * keeps the same contrast against its blocks too */
  for (QuintetBoardTheme theme = 0; theme < QUINTET_N_BOARD_THEMES; theme++)
    for (guint dark = 0; dark < 2; dark++)
      for (guint s = 0; s < styles->len; s++)
        {
          const char *style = g_ptr_array_index (styles, s);
          QuintetPainterColours colours;
          double ratio;

          _quintet_painter_get_colours (theme, style, dark, &colours);
          ratio = contrast_ratio (colours.rim, colours.wall);
          g_test_message ("%s: %s pieces on the wall, %s style: %.2f:1", theme_names[theme], style,
                          dark ? "dark" : "light", ratio);
          g_assert_cmpfloat (ratio, >=, required_contrast (theme));
        }
}

/* HSV saturation of one pixel. */
static double
saturation_at (cairo_surface_t *surface,
               double           x,
               double           y)
{
  guint32 pixel = pixel_at (surface, x, y);
  double r = (pixel >> 16 & 0xff), g = (pixel >> 8 & 0xff), b = (pixel & 0xff);
  double high = MAX (r, MAX (g, b)), low = MIN (r, MIN (g, b));

  return high > 0 ? (high - low) / high : 0;
}

static void
test_home_tint_stays_warm (void)
{
  Scene scene = { 0 };

  /* Pressman's home ranks are tinted: the wash shows, but keeps the wood's
   * colour instead of greying it (a greyed square reads "disabled") */
  scene_init (&scene);
  for (guint dark = 0; dark < 2; dark++)
    {
      QuintetRenderModel model;
      cairo_surface_t *surface;
      const char *pairs[][2] = { { "a1", "a3" }, { "b1", "b3" }, { "a8", "a6" }, { "b8", "b6" } };

      quintet_render_model_init (&model, scene.geometry, scene.before);
      model.dark = dark;
      surface = render (&model, dark ? "painter-home-dark.png" : "painter-home-light.png");
      for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
        {
          double hx, hy, px, py;

          cell_center (scene.geometry, cell_named (scene.geometry, pairs[i][0]), &hx, &hy);
          cell_center (scene.geometry, cell_named (scene.geometry, pairs[i][1]), &px, &py);
          g_assert_cmphex (pixel_at (surface, hx, hy), !=, pixel_at (surface, px, py));
          g_assert_cmpfloat (saturation_at (surface, hx, hy), >=, 0.9 * saturation_at (surface, px, py));
        }
      cairo_surface_destroy (surface);
    }
  scene_clear (&scene);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/piece-contrast", test_piece_contrast);
  g_test_add_func ("/painter/wall-contrast", test_wall_contrast);
  g_test_add_func ("/painter/labels-on-one-baseline", test_labels_on_one_baseline);
  g_test_add_func ("/painter/capture-target-unlike-ring", test_capture_target_unlike_ring);
  g_test_add_func ("/painter/flipped", test_flipped);
  g_test_add_func ("/painter/destination-mark-unlike-point", test_destination_mark_unlike_point);
  g_test_add_func ("/painter/home-tint-stays-warm", test_home_tint_stays_warm);

  return g_test_run ();
}
