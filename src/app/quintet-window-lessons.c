/* quintet-window-lessons.c — the ways to a game's lessons: the lesson page
 * (win.learn), built when first asked for; the offer of the lessons on a
 * first game of a kind (a card atop the side panel); the start page's
 * finished courses (issue 30)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-lesson.h"
#include "quintet-puzzle-page.h"
#include "quintet-registry.h"
#include "quintet-window-private.h"

gboolean
_quintet_window_course_is_finished (QuintetWindow *self,
                                    const char    *game_id)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);

  if (course == NULL || course->n_lessons == 0)
    return FALSE;
  for (guint i = 0; i < course->n_lessons; i++)
    if (!quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_LESSONS, game_id,
                                        course->lessons[i].id))
      return FALSE;
  return TRUE;
}

/* Each card of the start page says whether its course is finished */
void
_quintet_window_update_courses (QuintetWindow *self)
{
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    quintet_start_page_set_course_finished (self->start_page, games[i].id,
                                            _quintet_window_course_is_finished (self, games[i].id));
}

static void
lesson_page_play_chosen_cb (QuintetWindow *self,
                            const char    *game_id)
{
  _quintet_window_choose_game (self, game_id);
}

static void
ensure_lesson_page (QuintetWindow *self)
{
  if (self->lesson_page != NULL)
    return;

  self->lesson_page = QUINTET_LESSON_PAGE (quintet_lesson_page_new ());
  quintet_lesson_page_set_settings (self->lesson_page, self->settings);
  quintet_lesson_page_set_sound (self->lesson_page, self->sound);
  g_signal_connect_object (self->lesson_page, "play-chosen", G_CALLBACK (lesson_page_play_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->lesson_page), "lesson");
}

/* Shows @game_id's lessons; Back returns to the page shown before */
void
_quintet_window_learn (QuintetWindow *self,
                       const char    *game_id)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  ensure_lesson_page (self);
  if (!quintet_lesson_page_set_course (self->lesson_page, game_id))
    {
      quintet_toasts_show (self->toasts, _("This game has no lessons yet."));
      return;
    }
  if (g_strcmp0 (page, "lesson") != 0)
    {
      g_free (self->lesson_back_page);
      self->lesson_back_page = g_strdup (page != NULL ? page : "start");
    }
  _quintet_window_show_page (self, "lesson");
  quintet_lesson_page_focus_board (self->lesson_page);
}

static void
learn_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  _quintet_window_learn (QUINTET_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Back from the lesson page: to the page it was opened from */
void
_quintet_window_go_back (QuintetWindow *self)
{
  if ((g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") == 0 &&
       (g_strcmp0 (self->lesson_back_page, "game") != 0 || self->game == NULL)) ||
      _quintet_window_on_puzzles (self))   /* the puzzles: from the start page */
    _quintet_window_show_page (self, "start");
  else
    _quintet_window_show_page (self, "game");
}

static void
go_back_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _quintet_window_go_back (QUINTET_WINDOW (widget));
}

/* ---- the offer of a game's lessons ----
 *
 * A card atop the side panel, where it covers nothing (a toast covered
 * the board's Hint button just when a new player looks for it); it stays
 * until answered or until another game is shown. */

void
_quintet_window_withdraw_lessons_offer (QuintetWindow *self)
{
  g_clear_pointer (&self->offered_game, g_free);
  if (self->lessons_offer == NULL || !gtk_widget_get_visible (self->lessons_offer))
    return;
  gtk_widget_set_visible (self->lessons_offer, FALSE);
  _quintet_window_update_layout (self);
}

static void
offer_learn_clicked_cb (QuintetWindow *self)
{
  g_autofree char *game_id = g_strdup (self->offered_game);

  _quintet_window_withdraw_lessons_offer (self);
  if (game_id != NULL)
    _quintet_window_learn (self, game_id);
}

static void
offer_declined_cb (QuintetWindow *self)
{
  _quintet_window_withdraw_lessons_offer (self);
  /* the board, where the player goes on */
  if (self->game_page != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (quintet_game_page_get_board_view (self->game_page)));
}

static GtkWidget *
new_offer_button (QuintetWindow *self,
                  const char    *label,
                  GCallback      callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_hexpand (button, TRUE);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

void
_quintet_window_build_lessons_offer (QuintetWindow *self)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *learn;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "lessons-offer");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (card), label);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  /* Translators: declines the offer of a game's lessons */
  gtk_box_append (GTK_BOX (buttons), new_offer_button (self, _("_No, Thanks"), G_CALLBACK (offer_declined_cb)));
  /* Translators: opens the lessons offered for the game */
  learn = new_offer_button (self, _("_Learn"), G_CALLBACK (offer_learn_clicked_cb));
  gtk_widget_add_css_class (learn, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), learn);
  gtk_box_append (GTK_BOX (card), buttons);
  gtk_widget_set_visible (card, FALSE);
  quintet_game_page_add_card (self->game_page, card);
  self->lessons_offer = card;
}

/* A player starts a game of a kind they have never played (no lesson of
 * it finished, never offered): the lessons are offered, once, beside a
 * game that can be played all the same */
void
_quintet_window_offer_lessons (QuintetWindow *self,
                               const char    *game_id)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);
  const QuintetGameInfo *info = quintet_registry_lookup (game_id);
  g_autofree char *message = NULL;

  if (course == NULL || info == NULL || self->lessons_offer == NULL ||
      quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_LESSONS, game_id) > 0 ||
      quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_OFFERED, game_id, NULL))
    return;

  quintet_settings_add_progress (self->settings, QUINTET_PROGRESS_OFFERED, game_id, NULL);
  /* Translators: %s is a game, e.g. "Pressman"; the card's buttons say "Learn" and "No, Thanks" */
  message = g_strdup_printf (_("New to %s? A few short lessons teach it."), _(info->name));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (self->lessons_offer)), message);
  g_free (self->offered_game);
  self->offered_game = g_strdup (game_id);
  gtk_widget_set_visible (self->lessons_offer, TRUE);
  _quintet_window_update_layout (self);
}

/* Escape on the lesson board takes back a turn half made; with nothing to
 * take back it leaves the lessons, as Back does */
static gboolean
lesson_escape_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  guint n_selected = 0;

  if (self->lesson_page == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") != 0)
    return FALSE;
  quintet_board_view_get_selection (quintet_lesson_page_get_board_view (self->lesson_page), &n_selected);
  if (n_selected > 0)
    return FALSE;
  _quintet_window_go_back (self);
  return TRUE;
}

void
_quintet_window_add_lesson_shortcuts (QuintetWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Before the board, which takes every Escape for itself */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (lesson_escape_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_quintet_window_init_page_menu (QuintetWindow *self)
{
  guint n_items = g_menu_model_get_n_items (self->primary_menu);

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new_from_model (self->primary_menu, i);

      g_menu_append_item (self->page_menu, item);
    }
}

const char *
_quintet_window_get_page_game_id (QuintetWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "lesson") == 0 && self->lesson_page != NULL)
    return quintet_lesson_page_get_game_id (self->lesson_page);
  if (g_strcmp0 (page, "puzzle") == 0 && self->puzzle_page != NULL)
    return quintet_puzzle_page_get_game_id (QUINTET_PUZZLE_PAGE (self->puzzle_page));
  return self->game != NULL ? quintet_game_get_id (self->game) : NULL;
}

void
_quintet_window_class_add_lessons (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.learn", "s", learn_activated);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back_activated);
}
