/* test-board-view-common.h — what the board view's tests share: a window
 * with the board (the fixture), clicks and presses, the selection and
 * highlights as text, screenshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-board-view.h"

G_BEGIN_DECLS

typedef struct {
  GtkWidget   *window;
  GtkWidget   *view;
  QuintetGame *game;
  QuintetMove  chosen;
  guint        n_chosen;
  gboolean     play_chosen;   /* play turns as the window does */
} Fixture;

/* A window of 520 × 520 with a board view of @game (the fixture's), drawn */
void              fixture_set_up    (Fixture       *fixture,
                                     QuintetGame   *game);
void              fixture_tear_down (Fixture       *fixture,
                                     gconstpointer  data);
/* Gives layout and drawing a few frame clock cycles */
void              wait_for_frames   (void);
QuintetCell       cell              (Fixture       *fixture,
                                     const char    *name);
QuintetBoardView *view_of           (Fixture       *fixture);
void              click             (Fixture       *fixture,
                                     const char    *name);
/* Orders strings in a GPtrArray (g_ptr_array_sort) */
int               compare_names     (gconstpointer  a,
                                     gconstpointer  b);
/* The highlighted cells' names, sorted and space-separated. */
char             *highlighted_names (Fixture       *fixture);
char             *selection_names   (Fixture       *fixture);
/* @n_chosen turns chosen so far, the last of them @notation */
void              assert_chosen     (Fixture       *fixture,
                                     guint          n_chosen,
                                     const char    *notation);
/* Saves a PNG of @widget in the build directory (G_TEST_BUILT) */
void              save_screenshot   (GtkWidget     *widget,
                                     const char    *name);
/* A press of the primary button at (x, y), as the click gesture reports it. */
void              press_at          (Fixture       *fixture,
                                     double         x,
                                     double         y);

G_END_DECLS
