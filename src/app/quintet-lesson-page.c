/* quintet-lesson-page.c — a game's course of lessons: the board with the
 * lesson's position, its sentences, and the player's tries (issue 30)
 *
 * The engine judges each turn the player makes (quintet_lesson_judge):
 * a wrong one is played, said so, and set back once it has landed; a
 * turn on the way is answered with the lesson's reply; the task done is
 * remembered (QUINTET_PROGRESS_LESSONS). Show Me plays the solution, the
 * replies too. The turns the page plays itself wait for the board's
 * animation of the one before, and a moment more, so that the player
 * can follow them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "quintet-lesson.h"
#include "quintet-lesson-page.h"
#include "quintet-registry.h"

/* How often the page looks whether the board has landed, and how long it
 * then waits before it plays on (in ticks) */
#define TICK_MS 100
#define PAUSE_TICKS 4
/* A wrong try stays in view a little longer: the player sees where it went */
#define WRONG_PAUSE_TICKS 8
/* Beside the board: the panel's width */
#define PANEL_MIN_WIDTH 300
#define PANEL_MAX_WIDTH 400
/* Under the board: the most the panel's lines take */
#define PANEL_MAX_UNDER 600
/* Under the board: the room kept for a feedback line of two lines */
#define TRANSIENT_RESERVE 56

/* What the page does next, by itself */
typedef enum {
  PENDING_NONE,
  PENDING_REPLY,     /* the lesson's reply to the player's turn */
  PENDING_SET_BACK,  /* a wrong try: the position back */
  PENDING_SHOW_ME,   /* the solution's next turn */
} Pending;

struct _QuintetLessonPage
{
  GtkWidget                  parent_instance;

  QuintetSettings           *settings;
  QuintetSound              *sound;       /* issue 31, or NULL */
  char                      *game_id;
  const QuintetLessonCourse *course;
  guint                      index;
  QuintetGame               *game;
  guint                      step;         /* the player's turns of the task so far */
  gboolean                   done;
  Pending                    pending;
  guint                      show_me_turn; /* Show Me: the solution's next turn */
  guint                      wait_ticks;
  guint                      tick_id;
  guint                      scroll_tick;

  /* Template widgets */
  QuintetBoardView          *board_view;
  GtkWidget                 *panel_scroller;
  GtkWidget                 *panel;
  GtkWidget                 *lessons_button;
  GtkWidget                 *lessons_popover;
  GtkListBox                *lessons_list;
  GtkLabel                  *counter_label;
  GtkLabel                  *title_label;
  GtkLabel                  *text_label;
  GtkLabel                  *guidance_label;
  GtkWidget                 *feedback_box;
  GtkImage                  *feedback_icon;
  GtkLabel                  *feedback_label;
  GtkLabel                  *finished_label;
  GtkWidget                 *buttons_box;
  GtkWidget                 *show_me_button;
  GtkWidget                 *next_button;
  GtkWidget                 *play_button;
};

G_DEFINE_FINAL_TYPE (QuintetLessonPage, quintet_lesson_page, GTK_TYPE_WIDGET)

enum {
  PLAY_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const QuintetLesson *
get_lesson (QuintetLessonPage *self)
{
  g_assert (self->course != NULL);
  return &self->course->lessons[self->index];
}

static const char *
game_name (QuintetLessonPage *self)
{
  const QuintetGameInfo *info = quintet_registry_lookup (self->game_id);

  return info != NULL ? _(info->name) : self->game_id;
}

static gboolean
is_finished (QuintetLessonPage *self,
             guint              index)
{
  return self->settings != NULL &&
         quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_LESSONS, self->game_id,
                                        self->course->lessons[index].id);
}

static gboolean
course_is_finished (QuintetLessonPage *self)
{
  for (guint i = 0; i < self->course->n_lessons; i++)
    if (!is_finished (self, i))
      return FALSE;
  return TRUE;
}

/* ---- the layout: the board takes the room; the panel beside it where
 * the page is wide, else under it, as tall as its text needs (it scrolls
 * where that would leave the board too little) ---- */

static gboolean
is_wide (int width,
         int height)
{
  return width >= 640 && width >= height * 6 / 5;
}

static void
measure_page (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size,
              int            *minimum,
              int            *natural,
              int            *minimum_baseline,
              int            *natural_baseline)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);
  int panel_minimum = 0;

  int buttons_minimum = 0;

  gtk_widget_measure (self->panel_scroller, orientation, -1, &panel_minimum, NULL, NULL, NULL);
  gtk_widget_measure (self->buttons_box, orientation, -1, &buttons_minimum, NULL, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (MAX (panel_minimum, buttons_minimum), 240);
      *natural = 1000;
    }
  else
    {
      *minimum = 240;
      *natural = 600;
    }
}

/* The height of the panel's lines that come and go (the guidance, the
 * feedback, the course finished), as they are now */
static int
transient_height (QuintetLessonPage *self,
                  int                width)
{
  GtkWidget *parts[] = { GTK_WIDGET (self->guidance_label), self->feedback_box,
                         GTK_WIDGET (self->finished_label) };
  int margins = gtk_widget_get_margin_start (self->panel) + gtk_widget_get_margin_end (self->panel);
  int spacing = gtk_box_get_spacing (GTK_BOX (self->panel));
  int height = 0;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (gtk_widget_get_visible (parts[i]))
      {
        int part_height = 0;

        gtk_widget_measure (parts[i], GTK_ORIENTATION_VERTICAL, MAX (width - margins, 1),
                            NULL, &part_height, NULL, NULL);
        height += part_height + spacing;
      }
  return height;
}

static void
allocate_page (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);
  int panel_natural = 0;
  int buttons_height = 0;
  int board_height, panel_width, x;

  if (is_wide (width, height))
    {
      int panel_height;

      panel_width = CLAMP (width * 34 / 100, PANEL_MIN_WIDTH, PANEL_MAX_WIDTH);
      x = width - panel_width;

      /* The buttons right under the text, as long as it fits */
      gtk_widget_measure (self->buttons_box, GTK_ORIENTATION_VERTICAL, panel_width, &buttons_height, NULL, NULL, NULL);
      gtk_widget_measure (self->panel, GTK_ORIENTATION_VERTICAL, panel_width, NULL, &panel_natural, NULL, NULL);
      panel_height = MIN (panel_natural, height - buttons_height);
      gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                                &(GtkAllocation) { 0, 0, x, height }, -1);
      gtk_widget_size_allocate (self->panel_scroller,
                                &(GtkAllocation) { x, 0, panel_width, panel_height }, -1);
      gtk_widget_size_allocate (self->buttons_box,
                                &(GtkAllocation) { x, panel_height, panel_width, buttons_height }, -1);
      return;
    }

  /* Under the board: the text, which scrolls where it must, and the
   * buttons, always in view; no wider than lines are easily read */
  panel_width = MIN (width, PANEL_MAX_UNDER);
  x = (width - panel_width) / 2;
  gtk_widget_measure (self->buttons_box, GTK_ORIENTATION_VERTICAL, panel_width, &buttons_height, NULL, NULL, NULL);
  /* the text's height at this width (the scroller would not say); what
   * comes and goes with the clicks has room of its own, so that the board
   * never moves under the pointer */
  gtk_widget_measure (self->panel, GTK_ORIENTATION_VERTICAL, panel_width, NULL, &panel_natural, NULL, NULL);
  panel_natural += TRANSIENT_RESERVE - transient_height (self, panel_width);
  /* The board keeps at least half the page */
  board_height = MAX (height - panel_natural - buttons_height, MIN (width, height / 2));
  board_height = MIN (board_height, height - buttons_height);
  gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                            &(GtkAllocation) { 0, 0, width, board_height }, -1);
  gtk_widget_size_allocate (self->panel_scroller,
                            &(GtkAllocation) { x, board_height, panel_width, height - board_height - buttons_height }, -1);
  gtk_widget_size_allocate (self->buttons_box,
                            &(GtkAllocation) { x, height - buttons_height, panel_width, buttons_height }, -1);
}

/* ---- what the panel says ---- */

/* A feedback line below the fold of a short panel is scrolled into view */
static gboolean
scroll_to_end_cb (GtkWidget     *widget,
                  GdkFrameClock *frame_clock,
                  gpointer       user_data)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->panel_scroller));

  self->scroll_tick = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
set_feedback (QuintetLessonPage *self,
              const char        *message,
              const char        *icon_name,
              const char        *style)
{
  static const char * const styles[] = { "error", "success", "accent", "warning" };

  gtk_widget_set_visible (self->feedback_box, message != NULL);
  gtk_label_set_label (self->feedback_label, message != NULL ? message : "");
  gtk_image_set_from_icon_name (self->feedback_icon, icon_name);
  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    gtk_widget_remove_css_class (self->feedback_box, styles[i]);
  if (style != NULL)
    gtk_widget_add_css_class (self->feedback_box, style);
  if (message != NULL && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_end_cb, NULL, NULL);
}

static void
update_actions (QuintetLessonPage *self)
{
  gboolean has_course = self->course != NULL;
  gboolean last = has_course && self->index + 1 == self->course->n_lessons;
  gboolean showing = self->pending == PENDING_SHOW_ME;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.restart", has_course);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.show-me", has_course && !showing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", has_course && !last);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.play", has_course);
  /* The last lesson leads to a game */
  gtk_widget_set_visible (self->next_button, !last);
  gtk_widget_set_visible (self->play_button, last);
  if (self->done)
    {
      gtk_widget_add_css_class (self->next_button, "suggested-action");
      gtk_widget_add_css_class (self->play_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->next_button, "suggested-action");
      gtk_widget_remove_css_class (self->play_button, "suggested-action");
    }
}

/* The course's lessons, to pick one: the finished ones checked */
static void
update_lessons_list (QuintetLessonPage *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->lessons_list))) != NULL)
    gtk_list_box_remove (self->lessons_list, row);
  if (self->course == NULL)
    return;

  for (guint i = 0; i < self->course->n_lessons; i++)
    {
      GtkWidget *mark;
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(self->course->lessons[i].title));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (is_finished (self, i))
        {
          mark = gtk_image_new_from_icon_name ("object-select-symbolic");
          gtk_widget_add_css_class (mark, "success");
          /* Translators: a lesson's mark in the list of lessons */
          gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Finished"), -1);
          gtk_widget_set_tooltip_text (mark, _("Finished"));
        }
      else
        {
          mark = gtk_label_new (number);
          gtk_widget_add_css_class (mark, "dim-label");
          gtk_widget_add_css_class (mark, "numeric");
        }
      gtk_widget_set_size_request (mark, 20, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), mark);
      /* the lesson shown: its title in bold */
      if (i == self->index)
        gtk_widget_add_css_class (row, "lesson-current");
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "lesson-index", GUINT_TO_POINTER (i));
      gtk_list_box_append (self->lessons_list, row);
    }
}

static void
update_finished (QuintetLessonPage *self)
{
  g_autofree char *finished = NULL;

  /* Translators: %s is a game, e.g. "Pressman" */
  finished = g_strdup_printf (_("You have finished the course of %s. Play a game, or take any lesson again."),
                              game_name (self));
  gtk_label_set_label (self->finished_label, finished);
  gtk_widget_set_visible (GTK_WIDGET (self->finished_label),
                          self->course != NULL && self->done && course_is_finished (self));
}

static void
update_panel (QuintetLessonPage *self)
{
  const QuintetLesson *lesson;
  g_autofree char *counter = NULL;

  if (self->course == NULL)
    return;
  lesson = get_lesson (self);
  /* Translators: the lesson shown, e.g. "Lesson 2 of 8" */
  counter = g_strdup_printf (_("Lesson %u of %u"), self->index + 1, self->course->n_lessons);
  gtk_label_set_label (self->counter_label, counter);
  gtk_label_set_label (self->title_label, _(lesson->title));
  gtk_label_set_label (self->text_label, _(lesson->text));
  update_lessons_list (self);
  update_finished (self);
  update_actions (self);
}

/* ---- playing the lesson ---- */

static void
stop_pending (QuintetLessonPage *self)
{
  self->pending = PENDING_NONE;
  g_clear_handle_id (&self->tick_id, g_source_remove);
}

/* The lesson's position, the task not begun. The board lets the game go
 * while it is set up: the history's turns are not animated. */
static void
set_up (QuintetLessonPage *self)
{
  g_autoptr(GError) error = NULL;
  /* a keyboard player keeps the cursor, which a new game takes away (also
   * while the window is not the active one: is_focus, not has_focus) */
  gboolean had_focus = gtk_widget_is_focus (GTK_WIDGET (self->board_view));

  stop_pending (self);
  quintet_board_view_clear_selection (self->board_view);
  quintet_board_view_set_game (self->board_view, NULL);
  if (!quintet_lesson_setup (get_lesson (self), self->game, &error))
    /* The courses are checked by the tests: a bug, said once */
    g_critical ("%s", error->message);
  quintet_board_view_set_game (self->board_view, self->game);
  self->step = 0;
  self->done = FALSE;
  quintet_board_view_set_interactive (self->board_view, TRUE);
  if (had_focus)
    quintet_board_view_show_focus (self->board_view);
}

static void tick_start (QuintetLessonPage *self, Pending pending, guint pause_ticks);

static void
lesson_done (QuintetLessonPage *self)
{
  const QuintetLesson *lesson = get_lesson (self);

  self->done = TRUE;
  quintet_board_view_set_interactive (self->board_view, FALSE);
  quintet_settings_add_progress (self->settings, QUINTET_PROGRESS_LESSONS, self->game_id, lesson->id);
  set_feedback (self, _("Well done!"), "object-select-symbolic", "success");
  update_lessons_list (self);
  update_finished (self);
  update_actions (self);
  gtk_widget_grab_focus (self->index + 1 < self->course->n_lessons ? self->next_button : self->play_button);
}

static void
board_view_click_refused_cb (QuintetLessonPage *self)
{
  if (self->sound != NULL)
    quintet_sound_play (self->sound, QUINTET_SOUND_ILLEGAL, FALSE);
}

static void
board_view_turn_chosen_cb (QuintetLessonPage *self,
                           const QuintetMove *turn)
{
  g_autoptr(GError) error = NULL;

  if (self->course == NULL || self->done || self->pending != PENDING_NONE)
    return;
  if (!quintet_sound_play_turn (self->sound, self->game, turn, FALSE, &error))
    {
      set_feedback (self, error->message, "dialog-warning-symbolic", "error");
      return;
    }

  switch (quintet_lesson_judge (get_lesson (self), self->game, self->step))
    {
    case QUINTET_LESSON_DONE:
      lesson_done (self);
      break;
    case QUINTET_LESSON_GOING:
      set_feedback (self, NULL, NULL, NULL);
      quintet_board_view_set_interactive (self->board_view, FALSE);
      tick_start (self, PENDING_REPLY, PAUSE_TICKS);
      break;
    case QUINTET_LESSON_WRONG:
    default:
      set_feedback (self, _(get_lesson (self)->wrong), "dialog-information-symbolic", "warning");
      quintet_board_view_set_interactive (self->board_view, FALSE);
      tick_start (self, PENDING_SET_BACK, WRONG_PAUSE_TICKS);
      break;
    }
}

/* What the clicks are in the middle of ("click the last cell again to
 * end the chain here"), or why the rules refused the last one */
static void
board_view_guidance_cb (QuintetLessonPage *self)
{
  const char *guidance = quintet_board_view_get_guidance (self->board_view);
  gboolean refused = quintet_board_view_get_guidance_refused (self->board_view);

  /* An empty line keeps its height: the buttons under it stay put while
   * a turn is animated (the board says nothing then) */
  gtk_label_set_label (self->guidance_label, guidance != NULL ? guidance : "");
  if (refused)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->guidance_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->guidance_label), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->guidance_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->guidance_label), "dim-label");
    }
}

static void
play_reply (QuintetLessonPage *self)
{
  g_autoptr(GError) error = NULL;
  QuintetMove reply;

  self->pending = PENDING_NONE;
  if (!quintet_lesson_get_reply (get_lesson (self), self->game, self->step, &reply, &error) ||
      !quintet_sound_play_turn (self->sound, self->game, &reply, FALSE, &error))
    g_critical ("lesson %s: the reply: %s", get_lesson (self)->id,
                error != NULL ? error->message : "none");
  self->step++;
  quintet_board_view_set_interactive (self->board_view, TRUE);
}

/* Show Me's next turn; the last one ends it, the task done */
static void
play_show_me_turn (QuintetLessonPage *self)
{
  const QuintetLesson *lesson = get_lesson (self);
  g_autoptr(GError) error = NULL;

  if (!quintet_game_play_notation (self->game, lesson->solution[self->show_me_turn], &error))
    {
      g_critical ("lesson %s: solution turn %u: %s", lesson->id, self->show_me_turn + 1, error->message);
      stop_pending (self);
      return;
    }
  self->show_me_turn++;
  if (lesson->solution[self->show_me_turn] != NULL)
    return;

  stop_pending (self);
  self->done = quintet_lesson_judge (lesson, self->game, (self->show_me_turn - 1) / 2) == QUINTET_LESSON_DONE;
  /* Seen, not made: the lesson counts as finished once the player does it */
  set_feedback (self, _("That is how it is done. Restart the lesson to try it yourself."),
                "dialog-information-symbolic", "accent");
  update_finished (self);
  update_actions (self);
}

static gboolean
tick_cb (gpointer user_data)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (user_data);

  if (quintet_board_view_get_animation (self->board_view, NULL, NULL))
    return G_SOURCE_CONTINUE;
  if (self->wait_ticks > 0)
    {
      self->wait_ticks--;
      return G_SOURCE_CONTINUE;
    }

  switch (self->pending)
    {
    case PENDING_REPLY:
      self->tick_id = 0;
      play_reply (self);
      return G_SOURCE_REMOVE;
    case PENDING_SET_BACK:
      self->tick_id = 0;
      set_up (self);
      return G_SOURCE_REMOVE;
    case PENDING_SHOW_ME:
      self->wait_ticks = PAUSE_TICKS;
      play_show_me_turn (self);
      /* stop_pending removed the source at the end */
      return self->pending == PENDING_SHOW_ME ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
    case PENDING_NONE:
    default:
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
}

static void
tick_start (QuintetLessonPage *self,
            Pending            pending,
            guint              pause_ticks)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->pending = pending;
  self->wait_ticks = pause_ticks;
  self->tick_id = g_timeout_add (TICK_MS, tick_cb, self);
  update_actions (self);
}

void
quintet_lesson_page_show_lesson (QuintetLessonPage *self,
                                 guint              index)
{
  g_return_if_fail (QUINTET_IS_LESSON_PAGE (self));
  g_return_if_fail (self->course != NULL && index < self->course->n_lessons);

  self->index = index;
  set_up (self);
  set_feedback (self, NULL, NULL, NULL);
  update_panel (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->panel_scroller)), 0);
}

/* ---- actions ---- */

static void
restart_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);

  quintet_lesson_page_show_lesson (self, self->index);
  quintet_lesson_page_focus_board (self);
}

static void
show_me_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);

  set_up (self);
  quintet_board_view_set_interactive (self->board_view, FALSE);
  set_feedback (self, _("Watch the board."), "dialog-information-symbolic", "accent");
  self->show_me_turn = 0;
  update_finished (self);
  tick_start (self, PENDING_SHOW_ME, 0);
}

static void
next_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);

  if (self->index + 1 < self->course->n_lessons)
    quintet_lesson_page_show_lesson (self, self->index + 1);
  quintet_lesson_page_focus_board (self);
}

static void
play_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (widget);

  g_signal_emit (self, signals[PLAY_CHOSEN], 0, self->game_id);
}

static void
lessons_list_row_activated_cb (QuintetLessonPage *self,
                               GtkListBoxRow     *row)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "lesson-index"));

  gtk_popover_popdown (GTK_POPOVER (self->lessons_popover));
  quintet_lesson_page_show_lesson (self, index);
  quintet_lesson_page_focus_board (self);
}

static void
progress_changed_cb (QuintetLessonPage *self)
{
  if (self->course != NULL)
    {
      update_lessons_list (self);
      update_finished (self);
    }
}

/* ---- the object ---- */

static void
quintet_lesson_page_dispose (GObject *object)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (object);

  stop_pending (self);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_LESSON_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->sound);

  G_OBJECT_CLASS (quintet_lesson_page_parent_class)->dispose (object);
}

static void
quintet_lesson_page_finalize (GObject *object)
{
  QuintetLessonPage *self = QUINTET_LESSON_PAGE (object);

  g_free (self->game_id);

  G_OBJECT_CLASS (quintet_lesson_page_parent_class)->finalize (object);
}

static void
quintet_lesson_page_class_init (QuintetLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_lesson_page_dispose;
  object_class->finalize = quintet_lesson_page_finalize;

  signals[PLAY_CHOSEN] =
    g_signal_new ("play-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, board_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, panel_scroller);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, panel);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, lessons_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, lessons_popover);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, lessons_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, counter_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, text_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, guidance_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, finished_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, buttons_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, show_me_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetLessonPage, play_button);
  gtk_widget_class_bind_template_callback (widget_class, board_view_turn_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_view_click_refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, lessons_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_view_guidance_cb);

  gtk_widget_class_install_action (widget_class, "lesson.restart", NULL, restart_activated);
  gtk_widget_class_install_action (widget_class, "lesson.show-me", NULL, show_me_activated);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "lesson.play", NULL, play_activated);
  gtk_widget_class_set_css_name (widget_class, "lessonpage");
}

static void
quintet_lesson_page_init (QuintetLessonPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), gtk_custom_layout_new (NULL, measure_page, allocate_page));
  quintet_board_view_use_plain_arrows (self->board_view);
  update_actions (self);
}

GtkWidget *
quintet_lesson_page_new (void)
{
  return g_object_new (QUINTET_TYPE_LESSON_PAGE, NULL);
}

void
quintet_lesson_page_set_sound (QuintetLessonPage *self,
                               QuintetSound      *sound)
{
  g_return_if_fail (QUINTET_IS_LESSON_PAGE (self));
  g_return_if_fail (QUINTET_IS_SOUND (sound));

  g_set_object (&self->sound, sound);
}

void
quintet_lesson_page_set_settings (QuintetLessonPage *self,
                                  QuintetSettings   *settings)
{
  g_return_if_fail (QUINTET_IS_LESSON_PAGE (self));
  g_return_if_fail (QUINTET_IS_SETTINGS (settings));
  /* Once: the window's settings, for the page's life */
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  quintet_settings_bind_board (settings, self->board_view);
  g_signal_connect_object (settings, "progress-changed::finished-lessons",
                           G_CALLBACK (progress_changed_cb), self, G_CONNECT_SWAPPED);
}

gboolean
quintet_lesson_page_set_course (QuintetLessonPage *self,
                                const char        *game_id)
{
  const QuintetLessonCourse *course;
  guint first = 0;

  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  course = quintet_lesson_course_lookup (game_id);
  if (course == NULL || course->n_lessons == 0)
    return FALSE;

  if (self->course != course)
    {
      stop_pending (self);
      quintet_board_view_set_game (self->board_view, NULL);
      g_clear_object (&self->game);
      self->game = quintet_registry_new_game (game_id);
      g_return_val_if_fail (self->game != NULL, FALSE);
      g_free (self->game_id);
      self->game_id = g_strdup (game_id);
      self->course = course;
    }
  while (first < course->n_lessons && is_finished (self, first))
    first++;
  quintet_lesson_page_show_lesson (self, first < course->n_lessons ? first : 0);
  return TRUE;
}

const char *
quintet_lesson_page_get_game_id (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), NULL);

  return self->game_id;
}

guint
quintet_lesson_page_get_lesson (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), 0);

  return self->index;
}

gboolean
quintet_lesson_page_get_done (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), FALSE);

  return self->done;
}

gboolean
quintet_lesson_page_get_busy (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), FALSE);

  return self->pending != PENDING_NONE;
}

QuintetBoardView *
quintet_lesson_page_get_board_view (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), NULL);

  return self->board_view;
}

QuintetGame *
quintet_lesson_page_get_game (QuintetLessonPage *self)
{
  g_return_val_if_fail (QUINTET_IS_LESSON_PAGE (self), NULL);

  return self->game;
}

void
quintet_lesson_page_focus_board (QuintetLessonPage *self)
{
  g_return_if_fail (QUINTET_IS_LESSON_PAGE (self));

  quintet_board_view_show_focus (self->board_view);
}
