/* test-window-lessons.c — end-to-end: the lesson page and the ways to it
 * (issue 30): every course's first lesson taken by clicks (a wrong try,
 * then the right one), Show Me, Learn on a card and in the rules window,
 * the offer on a first game, a finished course on its card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-board-view.h"
#include "quintet-lesson.h"
#include "quintet-lesson-page.h"
#include "quintet-puzzle-page.h"
#include "quintet-registry.h"
#include "quintet-rules-window.h"
#include "quintet-settings.h"
#include "quintet-start-page.h"

#include "test-window-common.h"

/* Every game id the issue gives a course */
static const char * const game_ids[] = {
  "pressman", "ordo", "ordo-x", "oferhlyp", "overlord", "opprimo",
};

static QuintetSettings *
get_settings (void)
{
  return quintet_application_get_settings (app);
}

static const char *
visible_page (QuintetWindow *window)
{
  /* the window's stack: the start page's parent */
  GtkWidget *stack = gtk_widget_get_parent (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE));

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static QuintetLessonPage *
get_lesson_page (QuintetWindow *window)
{
  GtkWidget *page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE);

  g_assert_nonnull (page);
  return QUINTET_LESSON_PAGE (page);
}

static gboolean
lesson_page_shown (gpointer window)
{
  GtkWidget *page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE);

  return page != NULL && g_strcmp0 (visible_page (window), "lesson") == 0 && gtk_widget_get_mapped (page);
}

static gboolean
page_is_idle (gpointer page)
{
  return !quintet_lesson_page_get_busy (page) &&
         !quintet_board_view_get_animation (quintet_lesson_page_get_board_view (page), NULL, NULL);
}

/* Opens @game_id's lessons as win.learn does; FALSE when it has no course */
static gboolean
open_lessons (QuintetWindow *window,
              const char    *game_id)
{
  if (quintet_lesson_course_lookup (game_id) == NULL)
    return FALSE;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", game_id));
  wait_until (lesson_page_shown, window, "the lesson page");
  wait_for_transitions (window);
  wait_for_size (quintet_lesson_page_get_board_view (get_lesson_page (window)));
  return TRUE;
}

/* Plays @turn by clicking its cells on the page's board (and the end of
 * the turn, or the choice among turns of the same clicks, when the
 * clicks say no more) */
static void
click_lesson_turn (QuintetLessonPage *page,
                   const QuintetMove *turn)
{
  QuintetBoardView *board = quintet_lesson_page_get_board_view (page);
  QuintetGame *game = quintet_lesson_page_get_game (page);
  guint n_turns = quintet_game_get_n_turns (game);
  const QuintetMove *candidates;
  guint n_candidates;
  double x, y;

  g_assert_true (quintet_board_view_get_interactive (board));
  for (guint i = 0; i < turn->length && quintet_game_get_n_turns (game) == n_turns; i++)
    {
      g_assert_true (quintet_board_view_get_cell_center (board, turn->path[i], &x, &y));
      g_assert_true (x > 0 && y > 0);
      quintet_board_view_click_cell (board, turn->path[i]);
      drain_main_loop ();
    }
  if (quintet_game_get_n_turns (game) == n_turns && quintet_board_view_get_can_finish (board))
    quintet_board_view_finish_turn (board);
  candidates = quintet_board_view_get_candidates (board, &n_candidates);
  for (guint i = 0; quintet_game_get_n_turns (game) == n_turns && i < n_candidates; i++)
    if (quintet_move_equal (&candidates[i], turn))
      quintet_board_view_choose_candidate (board, i);
  drain_main_loop ();
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, n_turns + 1);
  g_assert_true (quintet_move_equal (quintet_game_get_turn (game, n_turns), turn));
}

/* A legal first turn the judge calls wrong, found on a game of its own */
static gboolean
find_wrong_turn (const char          *game_id,
                 const QuintetLesson *lesson,
                 QuintetMove         *wrong)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game (game_id);
  g_autoptr(GArray) turns = g_array_new (FALSE, FALSE, sizeof (QuintetMove));
  const QuintetMove *legal;
  guint n_legal;

  g_assert_true (quintet_lesson_setup (lesson, game, NULL));
  legal = quintet_game_get_legal_turns (game, &n_legal);
  g_array_append_vals (turns, legal, n_legal);
  for (guint i = 0; i < turns->len; i++)
    {
      QuintetMove *turn = &g_array_index (turns, QuintetMove, i);
      QuintetLessonVerdict verdict;

      g_assert_true (quintet_lesson_setup (lesson, game, NULL));
      g_assert_true (quintet_game_play_turn (game, turn, NULL));
      verdict = quintet_lesson_judge (lesson, game, 0);
      if (verdict == QUINTET_LESSON_WRONG)
        {
          *wrong = *turn;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
feedback_says (QuintetLessonPage *page,
               const char        *text)
{
  g_autofree char *labels = get_labels (GTK_WIDGET (page));
  g_autofree char *wanted = g_strdup_printf ("|%s|", text);

  return strstr (labels, wanted) != NULL;
}

static guint
count_solution (const QuintetLesson *lesson)
{
  guint n = 0;

  while (lesson->solution[n] != NULL)
    n++;
  return n;
}

/* The lesson after the first whose solution is longest (replies in it) */
static guint
find_long_lesson (const QuintetLessonCourse *course)
{
  guint best = 1;

  for (guint i = 1; i < course->n_lessons; i++)
    if (count_solution (&course->lessons[i]) > count_solution (&course->lessons[best]))
      best = i;
  return best;
}

/* Whether the list of lessons marks lesson @index finished */
static gboolean
lesson_is_checked (QuintetLessonPage *page,
                   guint              index)
{
  GtkWidget *list = find_widget (GTK_WIDGET (page), GTK_TYPE_LIST_BOX);
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) index));
  g_autoptr(GPtrArray) images = g_ptr_array_new ();

  collect_widgets (row, GTK_TYPE_IMAGE, images);
  for (guint i = 0; i < images->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (images, i)), "Finished") == 0)
      return TRUE;
  return FALSE;
}

/* Lesson @index of @game_id's course, by clicks: a wrong try is told and
 * set back; the right one (the lesson's replies played between the
 * player's turns) is done and remembered */
static void
take_lesson (const char *game_id,
             guint       index)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);
  QuintetWindow *window;
  QuintetLessonPage *page;
  const QuintetLesson *lesson;
  QuintetGame *game;
  QuintetMove wrong;
  guint64 start_hash;
  guint base, n_solution;
  g_autofree char *counter = NULL;

  reset_lesson_progress ();
  lesson = &course->lessons[index];
  window = new_window (1000, 700);
  g_assert_true (open_lessons (window, game_id));
  page = get_lesson_page (window);
  g_assert_cmpuint (quintet_lesson_page_get_lesson (page), ==, 0);
  if (index > 0)
    {
      /* picked from the list of lessons */
      GtkWidget *list = find_widget (GTK_WIDGET (page), GTK_TYPE_LIST_BOX);

      g_signal_emit_by_name (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) index), "activate");
      drain_main_loop ();
    }
  g_assert_cmpuint (quintet_lesson_page_get_lesson (page), ==, index);
  game = quintet_lesson_page_get_game (page);
  g_assert_cmpstr (quintet_game_get_id (game), ==, game_id);
  counter = g_strdup_printf ("Lesson %u of %u", index + 1, course->n_lessons);
  g_assert_true (window_says (window, counter));
  g_assert_true (window_says (window, lesson->title));
  base = quintet_game_get_n_turns (game);
  start_hash = QUINTET_POSITION_HASH (quintet_game_get_position (game));

  /* A wrong try: its sentence, then the position back */
  g_assert_true (find_wrong_turn (game_id, lesson, &wrong));
  click_lesson_turn (page, &wrong);
  g_assert_true (feedback_says (page, lesson->wrong));
  g_assert_false (quintet_board_view_get_interactive (quintet_lesson_page_get_board_view (page)));
  wait_until (page_is_idle, page, "the wrong try set back");
  /* the keys still play on the board, its cursor shown */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (quintet_lesson_page_get_board_view (page)));
  g_assert_cmpuint (quintet_board_view_get_focus_cell (quintet_lesson_page_get_board_view (page)), !=, QUINTET_NO_CELL);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, base);
  g_assert_cmphex (QUINTET_POSITION_HASH (quintet_game_get_position (game)), ==, start_hash);
  g_assert_false (quintet_lesson_page_get_done (page));
  g_assert_false (quintet_settings_has_progress (get_settings (), QUINTET_PROGRESS_LESSONS, game_id, lesson->id));

  /* The right try: the player's turns of the solution, the replies played by the page */
  n_solution = count_solution (lesson);
  for (guint i = 0; i < n_solution; i += 2)
    {
      QuintetMove turn;

      g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position (game),
                                              lesson->solution[i], &turn, NULL));
      click_lesson_turn (page, &turn);
      wait_until (page_is_idle, page, "the lesson's reply");
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, base + MIN (i + 2, n_solution));
    }
  g_assert_true (quintet_lesson_page_get_done (page));
  g_assert_true (feedback_says (page, "Well done!"));
  g_assert_true (quintet_settings_has_progress (get_settings (), QUINTET_PROGRESS_LESSONS, game_id, lesson->id));
  /* checked in the list of lessons, and only it */
  g_assert_true (lesson_is_checked (page, index));
  g_assert_false (lesson_is_checked (page, index == 0 ? 1 : 0));
  /* Next is what the keys do now */
  g_assert_true (gtk_widget_has_css_class (find_action_button (GTK_WIDGET (page), "lesson.next"),
                                           "suggested-action"));
  g_assert_true (gtk_widget_is_focus (find_action_button (GTK_WIDGET (page), "lesson.next")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first lesson of @data's course */
static void
test_first_lesson (gconstpointer data)
{
  g_assert_nonnull (quintet_lesson_course_lookup (data));
  take_lesson (data, 0);
}

/* A lesson of several turns: the page answers each of the player's */
static void
test_replies (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  guint index = find_long_lesson (course);

  g_assert_cmpuint (count_solution (&course->lessons[index]), >=, 3);
  take_lesson ("pressman", index);
}

/* Moves the board's cursor to @name with the arrow keys and presses Space */
static void
key_to_cell (QuintetWindow     *window,
             QuintetLessonPage *page,
             const char        *name)
{
  QuintetBoardView *board = quintet_lesson_page_get_board_view (page);
  QuintetGame *game = quintet_lesson_page_get_game (page);
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  QuintetCell target = cell_named (game, name);

  for (guint presses = 0; quintet_board_view_get_focus_cell (board) != target; presses++)
    {
      const char *at = geometry->cells[quintet_board_view_get_focus_cell (board)].name;

      g_assert_cmpuint (presses, <, 30);
      /* Pressman's names: a file letter, a rank digit; rank 1 at the bottom */
      if (at[0] != name[0])
        press_key (window, at[0] < name[0] ? GDK_KEY_Right : GDK_KEY_Left, 0);
      else
        press_key (window, at[1] < name[1] ? GDK_KEY_Up : GDK_KEY_Down, 0);
    }
  press_key (window, GDK_KEY_space, 0);
}

/* A lesson by the keyboard alone: the arrows, Space */
static void
test_keyboard (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  QuintetWindow *window;
  QuintetLessonPage *page;

  reset_lesson_progress ();
  window = new_window (1000, 700);
  g_assert_true (open_lessons (window, "pressman"));
  page = get_lesson_page (window);
  g_assert_cmpstr (course->lessons[0].solution[0], ==, "b2-f6");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (quintet_lesson_page_get_board_view (page)));
  key_to_cell (window, page, "b2");
  key_to_cell (window, page, "f6");
  wait_until (page_is_idle, page, "the turn landed");
  g_assert_true (quintet_lesson_page_get_done (page));
  g_assert_true (quintet_settings_has_progress (get_settings (), QUINTET_PROGRESS_LESSONS, "pressman",
                                                course->lessons[0].id));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Show Me plays the solution, the replies too, and the task is done; the
 * lesson is not finished for the player until they do it */
static void
test_show_me (gconstpointer data)
{
  const char *game_id = data;
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);
  QuintetWindow *window;
  QuintetLessonPage *page;
  const QuintetLesson *lesson;
  QuintetGame *game;
  guint base, n_solution, index;

  g_assert_nonnull (course);
  reset_lesson_progress ();
  g_assert_cmpuint (course->n_lessons, >=, 2);
  window = new_window (1000, 700);
  g_assert_true (open_lessons (window, game_id));
  page = get_lesson_page (window);
  game = quintet_lesson_page_get_game (page);
  /* another lesson than the first: the longest task, replies in it where
   * the course has one with replies (Pressman does) */
  index = find_long_lesson (course);
  if (g_str_equal (game_id, "pressman"))
    g_assert_cmpuint (count_solution (&course->lessons[index]), >=, 3);
  quintet_lesson_page_show_lesson (page, index);
  lesson = &course->lessons[index];
  n_solution = count_solution (lesson);
  base = quintet_game_get_n_turns (game);

  click_button (window, "lesson.show-me");
  g_assert_false (quintet_board_view_get_interactive (quintet_lesson_page_get_board_view (page)));
  wait_until (page_is_idle, page, "Show Me to end");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, base + n_solution);
  for (guint i = 0; i < n_solution; i++)
    {
      g_autofree char *notation = quintet_game_format_turn (game, quintet_game_get_position_at (game, base + i),
                                                            quintet_game_get_turn (game, base + i));

      g_assert_cmpstr (notation, ==, lesson->solution[i]);
    }
  g_assert_true (quintet_lesson_page_get_done (page));
  g_assert_false (quintet_settings_has_progress (get_settings (), QUINTET_PROGRESS_LESSONS, game_id, lesson->id));
  if (g_str_equal (game_id, "pressman"))
    save_screenshot (GTK_WIDGET (window), "screenshot-lesson-show-me.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
start_page_shown (gpointer window)
{
  return g_strcmp0 (visible_page (window), "start") == 0;
}

/* Learn under a card opens its lessons; Back and Escape return */
static void
test_card_learn (void)
{
  QuintetWindow *window = new_window (1000, 700);
  GtkWidget *learn = find_card_button (window, "win.learn", "oferhlyp");
  GtkWidget *puzzles = find_card_button (window, "win.puzzles", "oferhlyp");

  reset_lesson_progress ();
  g_assert_nonnull (learn);
  g_assert_nonnull (puzzles);
  /* no button inside another: the card is one, these are beside it */
  g_assert_null (gtk_widget_get_ancestor (gtk_widget_get_parent (learn), GTK_TYPE_BUTTON));
  g_assert_true (gtk_widget_is_sensitive (learn));
  g_signal_emit_by_name (learn, "clicked");
  wait_until (lesson_page_shown, window, "the lesson page");
  g_assert_cmpstr (quintet_lesson_page_get_game_id (get_lesson_page (window)), ==, "oferhlyp");
  /* Ctrl+F turns the lesson's board, not the game's */
  g_assert_false (quintet_board_view_get_flipped (quintet_lesson_page_get_board_view (get_lesson_page (window))));
  press_key (window, GDK_KEY_f, GDK_CONTROL_MASK);
  g_assert_true (quintet_board_view_get_flipped (quintet_lesson_page_get_board_view (get_lesson_page (window))));
  press_key (window, GDK_KEY_f, GDK_CONTROL_MASK);
  g_assert_true (button_enabled (window, "win.go-back"));
  click_button (window, "win.go-back");
  wait_until (start_page_shown, window, "the start page");

  g_signal_emit_by_name (learn, "clicked");
  wait_until (lesson_page_shown, window, "the lesson page");
  wait_for_transitions (window);
  press_key (window, GDK_KEY_Escape, 0);
  wait_until (start_page_shown, window, "the start page after Escape");
  g_signal_emit_by_name (learn, "clicked");
  wait_until (lesson_page_shown, window, "the lesson page");
  wait_for_transitions (window);
  press_key (window, GDK_KEY_Left, GDK_ALT_MASK);
  wait_until (start_page_shown, window, "the start page after Alt+Left");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first item of the main menu on the page shown: its label and action */
static void
get_first_menu_item (QuintetWindow *window,
                     char         **label,
                     char         **action)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GMenuModel *menu = NULL;
  g_autoptr(GMenuModel) section = NULL;

  collect_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_menu_button_get_primary (g_ptr_array_index (buttons, i)))
      menu = get_opened_menu (g_ptr_array_index (buttons, i));
  g_assert_nonnull (menu);
  section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_nonnull (section);
  g_assert_true (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_LABEL, "s", label));
  g_assert_true (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_ACTION, "s", action));
}

static gboolean
has_rules_window (gpointer data)
{
  return find_mapped_toplevel (QUINTET_TYPE_RULES_WINDOW) != NULL;
}

/* Activates @action (the menu's entry; F1 is its key) and checks that the
 * rules window opened is @game_name's; closes it */
static void
check_rules_opened (QuintetWindow *window,
                    const char    *action,
                    const char    *game_name)
{
  GtkWidget *rules;
  GPtrArray *blocks;

  g_assert_null (find_mapped_toplevel (QUINTET_TYPE_RULES_WINDOW));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  wait_until (has_rules_window, NULL, "the rules window");
  rules = find_mapped_toplevel (QUINTET_TYPE_RULES_WINDOW);
  blocks = quintet_rules_window_get_blocks (QUINTET_RULES_WINDOW (rules));
  g_assert_cmpuint (blocks->len, >, 0);
  g_test_message ("%s", (const char *) blocks->pdata[0]);
  g_assert_nonnull (strstr (blocks->pdata[0], game_name));
  gtk_window_destroy (GTK_WINDOW (rules));
  drain_main_loop ();
}

/* The lesson and puzzle pages' main menu starts with the rules of their
 * game, and F1 (the same action) opens them, not the rules of the game in
 * progress behind the page (issue 39) */
static void
test_rules_menu (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  g_autoptr(GtkApplication) application = g_object_ref (gtk_window_get_application (GTK_WINDOW (window)));
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (application, "win.show-rules");
  g_autofree char *label = NULL;
  g_autofree char *action = NULL;
  GtkWidget *puzzles;

  g_assert_true (g_strv_contains ((const char * const *) accels, "F1"));
  reset_lesson_progress ();
  g_assert_true (open_lessons (window, "opprimo"));
  get_first_menu_item (window, &label, &action);
  g_assert_cmpstr (label, ==, "_Rules of This Game");
  g_assert_cmpstr (action, ==, "win.show-rules");
  check_rules_opened (window, action, "Opprimo");

  /* The puzzle page, over the same game */
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&action, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", "overlord"));
  puzzles = quintet_window_get_puzzle_page (window);
  wait_for_mapped (puzzles, TRUE);
  wait_for_transitions (window);
  get_first_menu_item (window, &label, &action);
  g_assert_cmpstr (action, ==, "win.show-rules");
  check_rules_opened (window, action, "Overlord");

  /* Back on the game page the main menu is the application's again */
  click_button (window, "win.go-back");
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&action, g_free);
  get_first_menu_item (window, &label, &action);
  g_assert_cmpstr (action, !=, "win.show-rules");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Learn to Play in the rules window opens the lessons in the window */
static void
test_rules_learn (void)
{
  QuintetWindow *window = new_game_window ("pressman");
  GtkWindow *rules = quintet_rules_window_new ("pressman");
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *learn = NULL;

  reset_lesson_progress ();
  gtk_window_set_transient_for (rules, GTK_WINDOW (window));
  gtk_window_present (rules);
  wait_for_frame (rules);
  collect_widgets (GTK_WIDGET (rules), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "_Learn to Play") == 0)
      learn = g_ptr_array_index (buttons, i);
  g_assert_nonnull (learn);
  g_assert_true (gtk_widget_get_visible (learn));
  g_signal_emit_by_name (learn, "clicked");
  wait_until (lesson_page_shown, window, "the lesson page");
  g_assert_cmpstr (quintet_lesson_page_get_game_id (get_lesson_page (window)), ==, "pressman");
  /* Back to the game it was opened over */
  click_button (window, "win.go-back");
  g_assert_cmpstr (visible_page (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The card offering a game's lessons, atop the side panel, or NULL */
static GtkWidget *
find_offer (GtkWidget *root)
{
  if (gtk_widget_has_css_class (root, "lessons-offer"))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_offer (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_offer (gpointer window)
{
  GtkWidget *offer = find_offer (window);

  return offer != NULL && gtk_widget_get_mapped (offer);
}

/* The offer's button with @label */
static GtkWidget *
find_offer_button (QuintetWindow *window,
                   const char    *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (find_offer (GTK_WIDGET (window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      return g_ptr_array_index (buttons, i);
  g_assert_not_reached ();
}

static gboolean
has_no_toast (gpointer window)
{
  GtkWidget *overlay = find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n == 1;
}

/* Starts @game_id as a player does: its card, the New Game dialog */
static void
start_by_card (QuintetWindow *window,
               const char    *game_id)
{
  quintet_window_show_games (window);
  g_signal_emit_by_name (find_widget (GTK_WIDGET (window), QUINTET_TYPE_START_PAGE), "game-chosen", game_id);
  wait_for_message_dialog ();
  respond ("start");
  drain_main_loop ();
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, game_id);
}

/* The first game of a kind never played offers its lessons, once, in a
 * card atop the side panel (issue 39: a toast covered the Hint button) */
static void
test_offer_once (void)
{
  QuintetWindow *window;

  reset_lesson_progress ();
  window = new_window (1000, 700);
  start_by_card (window, "pressman");
  wait_until (has_offer, window, "the card offering the lessons");
  g_assert_true (window_says (window, "New to Pressman? A few short lessons teach it."));
  g_assert_true (has_no_toast (window));
  g_assert_true (quintet_settings_has_progress (get_settings (), QUINTET_PROGRESS_OFFERED, "pressman", NULL));
  wait_for_transitions (window);
  save_screenshot (GTK_WIDGET (window), "screenshot-lesson-offer.png");
  g_signal_emit_by_name (find_offer_button (window, "_Learn"), "clicked");
  wait_until (lesson_page_shown, window, "the lessons from the offer");
  g_assert_cmpstr (quintet_lesson_page_get_game_id (get_lesson_page (window)), ==, "pressman");
  g_assert_false (gtk_widget_get_visible (find_offer (GTK_WIDGET (window))));

  /* Once: a second game of it offers nothing */
  start_by_card (window, "pressman");
  wait_for_frame (window);
  drain_main_loop ();
  g_assert_false (has_offer (window));
  g_assert_false (window_says (window, "New to Pressman? A few short lessons teach it."));

  /* No, Thanks: the card goes, the game stays */
  start_by_card (window, "overlord");
  wait_until (has_offer, window, "the card offering Overlord's lessons");
  g_signal_emit_by_name (find_offer_button (window, "_No, Thanks"), "clicked");
  g_assert_false (has_offer (window));
  g_assert_cmpstr (visible_page (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a person clicks at the middle of @widget is @widget (or a part
 * of it): nothing lies over it */
static void
assert_uncovered (QuintetWindow *window,
                  GtkWidget     *widget)
{
  graphene_rect_t bounds;
  GtkWidget *picked;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_INSENSITIVE);
  g_assert_nonnull (picked);
  if (picked != widget && !gtk_widget_is_ancestor (picked, widget))
    g_error ("%s is covered by a %s", G_OBJECT_TYPE_NAME (widget), G_OBJECT_TYPE_NAME (picked));
}

/* The offer covers nothing the player needs, at a laptop's, a desktop's
 * and a phone's size: the board, the Hint button, the players, the
 * header's buttons take their clicks, and the offer is whole in sight */
static void
test_offer_covers_nothing (void)
{
  static const struct { int width, height; } sizes[] = { { 683, 736 }, { 1000, 720 }, { 360, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const char *needed[] = { "win.hint", "win.undo", "win.new-game" };
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      QuintetWindow *window;
      GtkWidget *offer, *scroller;
      graphene_rect_t bounds, seen;
      g_autofree char *name = NULL;

      reset_lesson_progress ();
      window = new_window (sizes[i].width, sizes[i].height);
      start_by_card (window, i == 1 ? "ordo-x" : "ordo");
      wait_until (has_offer, window, "the card offering the lessons");
      wait_for_transitions (window);
      wait_for_frame (window);
      offer = find_offer (GTK_WIDGET (window));
      assert_uncovered (window, offer);
      assert_uncovered (window, find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
      for (guint k = 0; k < G_N_ELEMENTS (needed); k++)
        {
          GtkWidget *button = find_action_button (GTK_WIDGET (window), needed[k]);

          if (button != NULL && gtk_widget_get_mapped (button))
            assert_uncovered (window, button);
        }
      g_assert_true (gtk_widget_get_mapped (find_action_button (GTK_WIDGET (window), "win.hint")));
      /* the players */
      collect_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, rows);
      for (guint k = 0; k < rows->len; k++)
        if (gtk_widget_get_mapped (rows->pdata[k]))
          assert_uncovered (window, rows->pdata[k]);
      /* whole in sight: not cut by the panel's scrolling, nor the window */
      scroller = gtk_widget_get_ancestor (offer, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_true (gtk_widget_compute_bounds (offer, GTK_WIDGET (window), &bounds));
      g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &seen));
      g_assert_true (graphene_rect_contains_rect (&seen, &bounds));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
      g_assert_true (has_no_toast (window));
      name = g_strdup_printf ("screenshot-lesson-offer-%dx%d.png", sizes[i].width, sizes[i].height);
      save_screenshot (GTK_WIDGET (window), name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  reset_lesson_progress ();
}

static gboolean
card_finished_shown (QuintetWindow *window,
                     const char    *game_id)
{
  GtkWidget *learn = find_card_button (window, "win.learn", game_id);
  GtkWidget *tile = gtk_widget_get_parent (gtk_widget_get_parent (learn));
  GtkWidget *line = find_label_widget_with (tile, "Course finished");

  return line != NULL && gtk_widget_get_mapped (line);
}

/* A finished course shows on its card */
static void
test_card_finished (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  QuintetWindow *window;

  reset_lesson_progress ();
  window = new_window (1000, 700);
  g_assert_false (card_finished_shown (window, "pressman"));
  for (guint i = 0; i + 1 < course->n_lessons; i++)
    quintet_settings_add_progress (get_settings (), QUINTET_PROGRESS_LESSONS, "pressman", course->lessons[i].id);
  wait_for_frame (window);
  /* all but one: not yet */
  g_assert_false (card_finished_shown (window, "pressman"));
  quintet_settings_add_progress (get_settings (), QUINTET_PROGRESS_LESSONS, "pressman",
                                 course->lessons[course->n_lessons - 1].id);
  wait_for_frame (window);
  g_assert_true (card_finished_shown (window, "pressman"));
  g_assert_false (card_finished_shown (window, "oferhlyp"));
  save_screenshot (GTK_WIDGET (window), "screenshot-start-course-finished.png");
  gtk_window_destroy (GTK_WINDOW (window));
  reset_lesson_progress ();
}

/* Learn and Puzzles under every card, at every width: under the card,
 * inside its width, their words whole */
static void
test_card_buttons_layout (void)
{
  static const int widths[] = { 360, 500, 683, 1000, 1600 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      QuintetWindow *window = new_window (widths[w], 700);
      const QuintetGameInfo *games;
      guint n_games;

      games = quintet_registry_get_games (&n_games);
      for (guint i = 0; i < n_games; i++)
        for (guint b = 0; b < 2; b++)
          {
            GtkWidget *button = find_card_button (window, b == 0 ? "win.learn" : "win.puzzles", games[i].id);
            GtkWidget *tile = gtk_widget_get_parent (gtk_widget_get_parent (button));
            GtkWidget *card = gtk_widget_get_first_child (tile);
            graphene_rect_t button_bounds, card_bounds;
            int natural;

            g_assert_nonnull (button);
            g_assert_true (gtk_widget_has_css_class (card, "game-card"));
            g_assert_true (gtk_widget_compute_bounds (button, tile, &button_bounds));
            g_assert_true (gtk_widget_compute_bounds (card, tile, &card_bounds));
            gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
            g_assert_cmpfloat (button_bounds.origin.y, >=, card_bounds.origin.y + card_bounds.size.height);
            g_assert_cmpfloat (button_bounds.origin.x, >=, card_bounds.origin.x);
            g_assert_cmpfloat (button_bounds.origin.x + button_bounds.size.width, <=,
                               card_bounds.origin.x + card_bounds.size.width);
            g_assert_cmpfloat (button_bounds.size.width, >=, natural);
          }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The last lesson done, the others done before: the course is finished,
 * and Play a Game leads to a game of it */
static void
test_course_finished (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("oferhlyp");
  guint last = course->n_lessons - 1;
  const QuintetLesson *lesson = &course->lessons[last];
  QuintetWindow *window;
  QuintetLessonPage *page;
  QuintetGame *game;
  GtkWidget *play;

  reset_lesson_progress ();
  for (guint i = 0; i < last; i++)
    quintet_settings_add_progress (get_settings (), QUINTET_PROGRESS_LESSONS, "oferhlyp", course->lessons[i].id);
  window = new_window (1000, 700);
  g_assert_true (open_lessons (window, "oferhlyp"));
  page = get_lesson_page (window);
  /* the first lesson not finished */
  g_assert_cmpuint (quintet_lesson_page_get_lesson (page), ==, last);
  g_assert_false (window_says (window, "You have finished the course of Oferhlýp. Play a game, or take any lesson again."));
  game = quintet_lesson_page_get_game (page);
  for (guint i = 0; lesson->solution[i] != NULL; i += 2)
    {
      QuintetMove turn;

      g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position (game), lesson->solution[i], &turn, NULL));
      click_lesson_turn (page, &turn);
      wait_until (page_is_idle, page, "the lesson's reply");
    }
  g_assert_true (quintet_lesson_page_get_done (page));
  wait_for_frame (window);
  g_assert_true (window_says (window, "You have finished the course of Oferhlýp. Play a game, or take any lesson again."));
  /* the last lesson has no Next: a game instead */
  play = find_action_button (GTK_WIDGET (page), "lesson.play");
  g_assert_true (gtk_widget_get_mapped (play));
  g_assert_false (gtk_widget_get_mapped (find_action_button (GTK_WIDGET (page), "lesson.next")));
  g_assert_true (gtk_widget_is_focus (play));
  save_screenshot (GTK_WIDGET (window), "screenshot-lesson-course-finished.png");
  click_button (window, "lesson.play");
  wait_for_message_dialog ();
  respond ("start");
  drain_main_loop ();
  g_assert_cmpstr (visible_page (window), ==, "game");
  g_assert_cmpstr (quintet_game_get_id (quintet_window_get_game (window)), ==, "oferhlyp");
  gtk_window_destroy (GTK_WINDOW (window));
  reset_lesson_progress ();
}

/* The lesson page at the sizes a player meets, light and dark: the board
 * is the largest thing on it */
static void
test_screenshots (void)
{
  static const struct { int width, height; } sizes[] = { { 1000, 700 }, { 683, 736 }, { 360, 640 } };
  static const char * const schemes[] = { "light", "dark" };

  reset_lesson_progress ();
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
      {
        QuintetWindow *window = new_window (sizes[i].width, sizes[i].height);
        QuintetLessonPage *page;
        graphene_rect_t board, panel;
        g_autofree char *name = NULL;

        set_color_scheme (schemes[s]);
        g_assert_true (open_lessons (window, "pressman"));
        page = get_lesson_page (window);
        quintet_lesson_page_show_lesson (page, 1);
        wait_for_frame (window);
        g_assert_true (quintet_board_view_get_board_bounds (quintet_lesson_page_get_board_view (page), &board));
        g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (find_action_button (GTK_WIDGET (page), "lesson.next")),
                                                 GTK_WIDGET (page), &panel));
        g_test_message ("%d × %d: board %.0f × %.0f", sizes[i].width, sizes[i].height,
                        board.size.width, board.size.height);
        /* larger than anything else: half the page's shorter side at least */
        g_assert_cmpfloat (MIN (board.size.width, board.size.height), >=,
                           0.5 * MIN (gtk_widget_get_width (GTK_WIDGET (page)), gtk_widget_get_height (GTK_WIDGET (page))));
        name = g_strdup_printf ("screenshot-lesson-%dx%d-%s.png", sizes[i].width, sizes[i].height, schemes[s]);
        save_screenshot (GTK_WIDGET (window), name);
        /* the feedback: a wrong try's sentence, then the lesson done */
        {
          const QuintetLesson *lesson = &quintet_lesson_course_lookup ("pressman")->lessons[1];
          QuintetGame *game = quintet_lesson_page_get_game (page);
          QuintetMove turn;
          g_autofree char *wrong_name = g_strdup_printf ("screenshot-lesson-%dx%d-%s-wrong.png",
                                                         sizes[i].width, sizes[i].height, schemes[s]);
          g_autofree char *done_name = g_strdup_printf ("screenshot-lesson-%dx%d-%s-done.png",
                                                        sizes[i].width, sizes[i].height, schemes[s]);

          graphene_rect_t board_then;

          g_assert_true (find_wrong_turn ("pressman", lesson, &turn));
          click_lesson_turn (page, &turn);
          wait_for_frame (window);
          save_screenshot (GTK_WIDGET (window), wrong_name);
          /* the sentence takes room kept for it: the board stays where it was */
          g_assert_true (quintet_board_view_get_board_bounds (quintet_lesson_page_get_board_view (page), &board_then));
          g_assert_true (graphene_rect_equal (&board, &board_then));
          wait_until (page_is_idle, page, "the wrong try set back");
          g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position (game),
                                                  lesson->solution[0], &turn, NULL));
          click_lesson_turn (page, &turn);
          wait_until (page_is_idle, page, "the turn landed");
          wait_for_frame (window);
          save_screenshot (GTK_WIDGET (window), done_name);
        }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  set_color_scheme ("default");
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
    {
      g_autofree char *path = g_strdup_printf ("/lessons/first-lesson/%s", game_ids[i]);

      g_test_add_data_func (path, game_ids[i], test_first_lesson);
      g_free (path);
      path = g_strdup_printf ("/lessons/show-me/%s", game_ids[i]);
      g_test_add_data_func (path, game_ids[i], test_show_me);
    }
  g_test_add_func ("/lessons/replies", test_replies);
  g_test_add_func ("/lessons/keyboard", test_keyboard);
  g_test_add_func ("/lessons/card-learn", test_card_learn);
  g_test_add_func ("/lessons/rules-learn", test_rules_learn);
  g_test_add_func ("/lessons/rules-menu", test_rules_menu);
  g_test_add_func ("/lessons/offer-once", test_offer_once);
  g_test_add_func ("/lessons/offer-covers-nothing", test_offer_covers_nothing);
  g_test_add_func ("/lessons/card-finished", test_card_finished);
  g_test_add_func ("/lessons/card-buttons-layout", test_card_buttons_layout);
  g_test_add_func ("/lessons/course-finished", test_course_finished);
  g_test_add_func ("/lessons/screenshots", test_screenshots);

  return test_window_run ();
}
