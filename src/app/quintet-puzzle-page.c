/* quintet-puzzle-page.c — a game's puzzles: the player makes the solver's
 * turns on a game of the page's own (never the game in progress, never
 * saved), a worker thread judges each (quintet_puzzle_judge on a copy of
 * the game), the computer answers with the longest defence; a wrong turn
 * is taken back, and Show Why plays the defence that refutes it; Hint
 * names the piece to move; Show Me plays the solution. Solved puzzles go
 * into the settings' progress.
 *
 * The board takes what the panel leaves: the panel goes beside it or
 * below it, whichever leaves the larger board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-puzzle-page.h"
#include "quintet-registry.h"

/* How long the player's turn stays before the computer answers or the
 * wrong turn goes back, and between the turns Show Me and Show Why play */
#define ANSWER_DELAY_MS 450
#define WRONG_DELAY_MS  700
#define STEP_DELAY_MS   850
/* A judge that takes longer says so */
#define CHECKING_DELAY_MS 300
/* The least the board keeps beside or above the panel */
#define MIN_BOARD 160
/* The panel's width beside the board: the same whatever it says, so
 * that the board stays in place */
#define SIDE_PANEL_WIDTH 330
/* The feedback's height: two lines, for the same reason below the board */
#define FEEDBACK_HEIGHT 44

struct _QuintetPuzzlePage
{
  GtkWidget              parent_instance;

  QuintetSettings       *settings;
  QuintetSound          *sound;       /* issue 31, or NULL */
  char                  *game_id;
  QuintetGame           *prototype;   /* of the game's class and variant */
  GPtrArray             *puzzles;     /* QuintetPuzzle, shared with the judge's threads */
  guint                  index;
  QuintetGame           *game;        /* the puzzle's, from its position */
  QuintetPuzzlePageState state;
  QuintetSide            solver;

  QuintetMove            next;        /* the right turn now (the hint) */
  gboolean               has_next;
  QuintetMove            wrong;       /* the last wrong turn, */
  gboolean               has_refutation;
  QuintetMove            refutation;  /* and the defence that refutes it */
  guint                  wrong_ply;   /* where it was tried */
  QuintetMove            answer;      /* the computer's answer, waiting */
  gboolean               has_answer;
  gboolean               solved;      /* by the player, this time */
  gboolean               unknown;     /* the judge ran out of its budget */
  gboolean               refuting;    /* a first turn known wrong: the judge
                                       * looks for its refutation only */
  char                  *feedback_text;      /* the page's line, */
  const char            *feedback_icon_name; /* its icon (static) */
  const char            *feedback_class;     /* and colour (static) */

  GCancellable          *cancellable; /* the judge at work, or NULL */
  guint                  timeout;     /* an answer, a take-back, a solution's step */
  guint                  show_step;   /* Show Me: the main line's next turn */

  /* Template widgets */
  QuintetBoardView      *board_view;
  GtkWidget             *panel;
  GtkMenuButton         *list_button;
  GtkWidget             *list_popover;
  GtkListBox            *list_box;
  GtkLabel              *list_summary;
  GtkLabel              *task_label;
  GtkWidget             *feedback_box;
  GtkImage              *feedback_icon;
  GtkLabel              *feedback_label;
  GtkWidget             *why_button;
  GtkWidget             *end_turn_button;
  GtkWidget             *buttons;
  GtkWidget             *hint_button;
  GtkWidget             *retry_button;
  GtkWidget             *solution_button;
  GtkWidget             *next_button;
};

G_DEFINE_FINAL_TYPE (QuintetPuzzlePage, quintet_puzzle_page, GTK_TYPE_WIDGET)

static void update_controls (QuintetPuzzlePage *self);

static const QuintetPuzzle *
current (QuintetPuzzlePage *self)
{
  if (self->puzzles == NULL || self->index >= self->puzzles->len)
    return NULL;
  return g_ptr_array_index (self->puzzles, self->index);
}

static void
stop_work (QuintetPuzzlePage *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->refuting = FALSE;
}

static void
show_feedback (QuintetPuzzlePage *self,
               const char        *icon,
               const char        *css_class,
               const char        *text)
{
  static const char *const classes[] = { "success", "error", "accent" };

  gtk_label_set_text (self->feedback_label, text);
  gtk_image_set_from_icon_name (self->feedback_icon, icon);
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_icon), icon != NULL);
  /* the line and its icon, not Show Why beside them */
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), classes[i]);
      gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_icon), classes[i]);
    }
  if (css_class != NULL)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->feedback_label), css_class);
      gtk_widget_add_css_class (GTK_WIDGET (self->feedback_icon), css_class);
    }
}

/* The page's line (the board's guidance may cover it while the player
 * is in the middle of a turn) */
static void
set_feedback (QuintetPuzzlePage *self,
              const char        *icon,
              const char        *css_class,
              const char        *text)
{
  g_free (self->feedback_text);
  self->feedback_text = g_strdup (text);
  self->feedback_icon_name = icon;
  self->feedback_class = css_class;
  show_feedback (self, icon, css_class, text);
}

/* In the middle of a turn, the board's guidance ("Choose a home square
 * for the new soldier"), or why it refused a click; else the page's line */
static void
guidance_changed_cb (QuintetPuzzlePage *self)
{
  const char *guidance = quintet_board_view_get_guidance (self->board_view);
  gboolean refused = quintet_board_view_get_guidance_refused (self->board_view);
  guint n_selected = 0;

  quintet_board_view_get_selection (self->board_view, &n_selected);
  if ((self->state == QUINTET_PUZZLE_PAGE_PLAYING || self->state == QUINTET_PUZZLE_PAGE_WRONG) &&
      (n_selected > 0 || refused) && guidance != NULL && *guidance != '\0')
    show_feedback (self, refused ? "dialog-warning-symbolic" : NULL, refused ? "error" : NULL, guidance);
  else
    show_feedback (self, self->feedback_icon_name, self->feedback_class,
                   self->feedback_text != NULL ? self->feedback_text : "");
}

/* End Turn Here: the clicks make a turn that could go on */
static void
can_finish_changed_cb (QuintetPuzzlePage *self)
{
  gboolean can_finish = quintet_board_view_get_can_finish (self->board_view);

  gtk_widget_set_visible (self->end_turn_button, can_finish);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.end-turn", can_finish);
}

static void
end_turn_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  quintet_board_view_finish_turn (QUINTET_PUZZLE_PAGE (widget)->board_view);
}

static void
set_state (QuintetPuzzlePage      *self,
           QuintetPuzzlePageState  state)
{
  self->state = state;
  update_controls (self);
}

static void
update_controls (QuintetPuzzlePage *self)
{
  QuintetPuzzlePageState s = self->state;
  gboolean finished = s == QUINTET_PUZZLE_PAGE_SOLVED || s == QUINTET_PUZZLE_PAGE_SHOWN ||
                      s == QUINTET_PUZZLE_PAGE_WHY;
  gboolean playing = s == QUINTET_PUZZLE_PAGE_PLAYING || s == QUINTET_PUZZLE_PAGE_WRONG;

  quintet_board_view_set_interactive (self->board_view, playing);
  gtk_widget_set_visible (self->hint_button, !finished);
  gtk_widget_set_visible (self->retry_button, finished);
  gtk_widget_set_visible (self->why_button, s == QUINTET_PUZZLE_PAGE_WRONG && self->has_refutation);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.hint", playing && self->has_next);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.why", s == QUINTET_PUZZLE_PAGE_WRONG && self->has_refutation);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.retry", finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.solution",
                                 s != QUINTET_PUZZLE_PAGE_EMPTY && s != QUINTET_PUZZLE_PAGE_SHOWING &&
                                 s != QUINTET_PUZZLE_PAGE_SOLVED && s != QUINTET_PUZZLE_PAGE_SHOWN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.next",
                                 s != QUINTET_PUZZLE_PAGE_EMPTY && self->puzzles != NULL && self->puzzles->len > 1);
  if (s == QUINTET_PUZZLE_PAGE_SOLVED || s == QUINTET_PUZZLE_PAGE_SHOWN)
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
  gtk_widget_set_sensitive (self->buttons, s != QUINTET_PUZZLE_PAGE_EMPTY);
  gtk_widget_set_visible (GTK_WIDGET (self->list_button), self->puzzles != NULL && self->puzzles->len > 0);
}

/* ---- the list of puzzles ---- */

static guint
row_n (GtkListBoxRow *row)
{
  return row != NULL ? GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "n")) : 0;
}

/* A heading over the first puzzle of each N ("Win in 2 Turns") */
static void
list_header_cb (GtkListBoxRow *row,
                GtkListBoxRow *before,
                gpointer       user_data)
{
  guint n = row_n (row);
  GtkWidget *header;
  g_autofree char *text = NULL;

  if (n == 0 || (before != NULL && row_n (before) == n))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  /* Translators: a heading in the list of puzzles */
  text = g_strdup_printf (ngettext ("Win in %u Turn", "Win in %u Turns", n), n);
  header = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, before != NULL ? 12 : 6);
  gtk_widget_set_margin_bottom (header, 3);
  gtk_list_box_row_set_header (row, header);
}

static void
fill_list (QuintetPuzzlePage *self)
{
  GtkWidget *child;
  g_autofree char *summary = NULL;
  guint n = self->puzzles != NULL ? self->puzzles->len : 0;
  guint n_solved = self->settings != NULL && self->game_id != NULL
                 ? quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_PUZZLES, self->game_id) : 0;

  /* Translators: over the list of a game's puzzles, "12 of 87 solved" */
  summary = g_strdup_printf (_("%u of %u solved"), MIN (n_solved, n), n);
  gtk_label_set_text (self->list_summary, summary);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);
  for (guint i = 0; self->puzzles != NULL && i < self->puzzles->len; i++)
    {
      const QuintetPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      gboolean solved = self->settings != NULL &&
                        quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_PUZZLES,
                                                       self->game_id, puzzle->id);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      /* Translators: a row in the list of puzzles, %u its number */
      g_autofree char *text = g_strdup_printf (_("Puzzle %u"), i + 1);
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_visible (mark, solved);
      gtk_widget_set_tooltip_text (mark, _("Solved"));
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), mark);
      gtk_widget_set_size_request (box, 200, -1);
      g_object_set_data (G_OBJECT (box), "n", GUINT_TO_POINTER (puzzle->n));
      if (i == self->index)
        gtk_widget_add_css_class (label, "heading");
      gtk_list_box_append (self->list_box, box);
    }
}

static void
row_activated_cb (QuintetPuzzlePage *self,
                  GtkListBoxRow     *row)
{
  gtk_popover_popdown (GTK_POPOVER (self->list_popover));
  quintet_puzzle_page_show_puzzle (self, gtk_list_box_row_get_index (row));
}

/* ---- playing ---- */

static void
your_turn (QuintetPuzzlePage *self)
{
  set_feedback (self, NULL, NULL, _("Your turn"));
  set_state (self, QUINTET_PUZZLE_PAGE_PLAYING);
}

static void
mark_solved (QuintetPuzzlePage *self)
{
  const QuintetPuzzle *puzzle = current (self);

  self->solved = TRUE;
  if (self->settings != NULL && puzzle != NULL)
    quintet_settings_add_progress (self->settings, QUINTET_PROGRESS_PUZZLES, self->game_id, puzzle->id);
  fill_list (self);
  set_feedback (self, "emblem-ok-symbolic", "success", _("Solved!"));
  set_state (self, QUINTET_PUZZLE_PAGE_SOLVED);
}

static gboolean
answer_timeout_cb (gpointer data)
{
  QuintetPuzzlePage *self = data;

  self->timeout = 0;
  if (self->has_answer)
    quintet_sound_play_turn (self->sound, self->game, &self->answer, TRUE, NULL);
  self->has_answer = FALSE;
  if (quintet_game_get_outcome (self->game).status != QUINTET_STATUS_ONGOING)
    {
      /* the judge said the turn still wins: not met in a sound set */
      set_feedback (self, "dialog-warning-symbolic", "error", _("This puzzle’s solution does not hold"));
      set_state (self, QUINTET_PUZZLE_PAGE_SHOWN);
      return G_SOURCE_REMOVE;
    }
  set_feedback (self, "emblem-ok-symbolic", "success", _("Right — keep going"));
  set_state (self, QUINTET_PUZZLE_PAGE_PLAYING);
  return G_SOURCE_REMOVE;
}

static gboolean
checking_timeout_cb (gpointer data)
{
  QuintetPuzzlePage *self = data;

  self->timeout = 0;
  set_feedback (self, NULL, NULL, _("Checking…"));
  return G_SOURCE_REMOVE;
}

static gboolean
wrong_timeout_cb (gpointer data)
{
  QuintetPuzzlePage *self = data;

  self->timeout = 0;
  quintet_game_truncate (self->game, self->wrong_ply);
  quintet_board_view_set_ply (self->board_view, G_MAXUINT);
  if (self->unknown)
    set_feedback (self, "dialog-warning-symbolic", "error", _("This turn is too deep to check — try another"));
  else
    set_feedback (self, "dialog-error-symbolic", "error", _("Not this one — try again"));
  set_state (self, QUINTET_PUZZLE_PAGE_WRONG);
  return G_SOURCE_REMOVE;
}

typedef struct {
  QuintetGame            *game;     /* a copy, the worker's own */
  GPtrArray              *puzzles;  /* keeps the puzzle alive */
  const QuintetPuzzle    *puzzle;
  QuintetMove             turn;
  QuintetPuzzleJudgement  judgement;
} JudgeData;

static void
judge_data_free (gpointer data)
{
  JudgeData *d = data;

  g_clear_object (&d->game);
  g_clear_pointer (&d->puzzles, g_ptr_array_unref);
  g_free (d);
}

static void
judge_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  JudgeData *d = task_data;

  quintet_puzzle_judge (d->game, d->puzzle, &d->turn, 0, &d->judgement);
  g_task_return_boolean (task, TRUE);
}

static void
judged_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (source);
  JudgeData *d = g_task_get_task_data (G_TASK (result));
  const QuintetPuzzleJudgement *j = &d->judgement;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;   /* another puzzle since */
  g_clear_object (&self->cancellable);
  if (self->refuting)
    {
      /* the turn goes back (or went) on its own: Show Why may come */
      self->refuting = FALSE;
      self->has_refutation = j->verdict == QUINTET_PUZZLE_WRONG && j->has_answer;
      self->refutation = j->answer;
      update_controls (self);
      return;
    }
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->unknown = j->verdict == QUINTET_PUZZLE_UNKNOWN;

  switch (j->verdict)
    {
    case QUINTET_PUZZLE_SOLVED:
      mark_solved (self);
      break;
    case QUINTET_PUZZLE_RIGHT:
      self->has_answer = j->has_answer;
      self->answer = j->answer;
      self->has_next = j->has_next;
      self->next = j->next;
      /* said at once, the answer comes after it */
      set_feedback (self, "emblem-ok-symbolic", "success", _("Right — keep going"));
      if (!j->has_answer)
        answer_timeout_cb (self);   /* the solver moves again */
      else
        self->timeout = g_timeout_add (ANSWER_DELAY_MS, answer_timeout_cb, self);
      break;
    case QUINTET_PUZZLE_WRONG:
    case QUINTET_PUZZLE_UNKNOWN:
      self->has_refutation = j->verdict == QUINTET_PUZZLE_WRONG && j->has_answer;
      self->refutation = j->answer;
      self->timeout = g_timeout_add (WRONG_DELAY_MS, wrong_timeout_cb, self);
      break;
    }
}

static void
click_refused_cb (QuintetPuzzlePage *self)
{
  if (self->sound != NULL)
    quintet_sound_play (self->sound, QUINTET_SOUND_ILLEGAL, FALSE);
}

static void
turn_chosen_cb (QuintetPuzzlePage *self,
                const QuintetMove *turn)
{
  const QuintetPuzzle *puzzle = current (self);
  g_autoptr(GTask) task = NULL;
  JudgeData *d;
  QuintetMove line_turn;
  gboolean known_wrong;

  if (puzzle == NULL || (self->state != QUINTET_PUZZLE_PAGE_PLAYING && self->state != QUINTET_PUZZLE_PAGE_WRONG))
    return;
  /* The first turn is right only as the file's: another one goes back
   * without waiting for the judge, which looks for its refutation (an
   * Ordo X one may take a second) */
  known_wrong = quintet_puzzle_turns_left (self->game, puzzle) == puzzle->n &&
                quintet_puzzle_on_main_line (self->game, puzzle) &&
                quintet_puzzle_line_turn (self->game, puzzle, quintet_game_get_n_turns (self->game), &line_turn) &&
                !quintet_move_equal (&line_turn, turn);
  d = g_new0 (JudgeData, 1);
  d->game = quintet_puzzle_copy_game (self->game);
  d->puzzles = g_ptr_array_ref (self->puzzles);
  d->puzzle = puzzle;
  d->turn = *turn;
  if (d->game == NULL)
    {
      judge_data_free (d);
      return;
    }

  /* The turn is on the board at once, with its animation; the judge
   * decides whether it stays */
  self->wrong = *turn;
  self->wrong_ply = quintet_game_get_n_turns (self->game);
  self->has_refutation = FALSE;
  quintet_board_view_show_hint (self->board_view, NULL);
  if (!quintet_sound_play_turn (self->sound, self->game, turn, FALSE, NULL))
    {
      judge_data_free (d);
      return;
    }
  set_feedback (self, NULL, NULL, "");
  set_state (self, QUINTET_PUZZLE_PAGE_BUSY);

  stop_work (self);
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, judged_cb, NULL);
  g_task_set_task_data (task, d, judge_data_free);
  g_task_run_in_thread (task, judge_thread);
  self->unknown = FALSE;
  self->refuting = known_wrong;
  if (known_wrong)
    self->timeout = g_timeout_add (WRONG_DELAY_MS, wrong_timeout_cb, self);
  else
    self->timeout = g_timeout_add (CHECKING_DELAY_MS, checking_timeout_cb, self);
}

/* ---- the buttons ---- */

static void
hint_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);
  g_autofree char *text = NULL;
  QuintetMove cell = { .length = 1 };

  if (!self->has_next)
    return;
  text = quintet_puzzle_describe_hint (self->game, &self->next);
  cell.path[0] = quintet_puzzle_hint_cell (self->game, &self->next);
  quintet_board_view_clear_selection (self->board_view);
  if (cell.path[0] != QUINTET_NO_CELL)
    quintet_board_view_show_hint (self->board_view, &cell);
  set_feedback (self, "dialog-information-symbolic", "accent", text);
}

static gboolean
why_step_cb (gpointer data)
{
  QuintetPuzzlePage *self = data;
  g_autofree char *notation = NULL;
  g_autofree char *text = NULL;
  const char *side;

  self->timeout = 0;
  notation = quintet_game_format_turn (self->game, quintet_game_get_position (self->game), &self->refutation);
  side = _(quintet_game_get_side_name (self->game, quintet_game_get_side_to_move (self->game)));
  quintet_game_play_turn (self->game, &self->refutation, NULL);
  /* Translators: after a wrong try in a puzzle, "Black answers f1-h1: no win in time" */
  text = g_strdup_printf (_("%s answers %s: no win in time"), side, notation);
  set_feedback (self, "dialog-error-symbolic", "error", text);
  set_state (self, QUINTET_PUZZLE_PAGE_WHY);
  return G_SOURCE_REMOVE;
}

static void
why_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);

  if (self->state != QUINTET_PUZZLE_PAGE_WRONG || !self->has_refutation)
    return;
  stop_work (self);
  quintet_board_view_show_hint (self->board_view, NULL);
  quintet_board_view_clear_selection (self->board_view);
  if (!quintet_game_play_turn (self->game, &self->wrong, NULL))
    return;
  set_feedback (self, NULL, NULL, "");
  set_state (self, QUINTET_PUZZLE_PAGE_BUSY);
  self->timeout = g_timeout_add (STEP_DELAY_MS, why_step_cb, self);
}

/* Back to where the player was before the wrong try (Show Why), or the
 * puzzle from its start (solved, shown) */
static void
retry_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);

  if (self->state == QUINTET_PUZZLE_PAGE_WHY)
    {
      stop_work (self);
      quintet_game_truncate (self->game, self->wrong_ply);
      quintet_board_view_set_ply (self->board_view, G_MAXUINT);
      your_turn (self);
      return;
    }
  quintet_puzzle_page_show_puzzle (self, self->index);
}

static gboolean
solution_step_cb (gpointer data)
{
  QuintetPuzzlePage *self = data;
  const QuintetPuzzle *puzzle = current (self);
  QuintetMove turn;

  self->timeout = 0;
  if (puzzle == NULL || !quintet_puzzle_line_turn (self->game, puzzle, self->show_step, &turn) ||
      !quintet_game_play_turn (self->game, &turn, NULL))
    {
      set_feedback (self, "dialog-information-symbolic", "accent", _("This is the solution"));
      set_state (self, QUINTET_PUZZLE_PAGE_SHOWN);
      return G_SOURCE_REMOVE;
    }
  self->show_step++;
  self->timeout = g_timeout_add (STEP_DELAY_MS, solution_step_cb, self);
  return G_SOURCE_REMOVE;
}

/* Plays the file's main line from where the game follows it (from the
 * start when the player left it) */
static void
solution_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);
  const QuintetPuzzle *puzzle = current (self);

  if (puzzle == NULL)
    return;
  stop_work (self);
  quintet_board_view_show_hint (self->board_view, NULL);
  quintet_board_view_clear_selection (self->board_view);
  if (!quintet_puzzle_on_main_line (self->game, puzzle))
    quintet_game_truncate (self->game, 0);
  quintet_board_view_set_ply (self->board_view, G_MAXUINT);
  self->show_step = quintet_game_get_n_turns (self->game);
  set_feedback (self, NULL, NULL, _("The solution…"));
  set_state (self, QUINTET_PUZZLE_PAGE_SHOWING);
  solution_step_cb (self);
}

static void
next_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);

  if (self->puzzles == NULL || self->puzzles->len == 0)
    return;
  quintet_puzzle_page_show_puzzle (self, (self->index + 1) % self->puzzles->len);
}

/* ---- the layout: the board takes what the panel leaves ---- */

static void
panel_size (QuintetPuzzlePage *self,
            GtkOrientation     orientation,
            int                for_size,
            int               *minimum,
            int               *natural)
{
  gtk_widget_measure (self->panel, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
quintet_puzzle_page_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);
  int panel_min, panel_nat;

  /* at the least: the panel below a small board */
  panel_size (self, orientation, -1, &panel_min, &panel_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (panel_min, MIN_BOARD);
      *natural = MAX (panel_nat, MIN_BOARD) + 400;
    }
  else
    {
      int width_min, width_nat;

      panel_size (self, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat);
      panel_size (self, orientation, for_size > 0 ? MAX (for_size, width_min) : -1, &panel_min, &panel_nat);
      *minimum = panel_min + MIN_BOARD;
      *natural = panel_nat + 400;
    }
}

static void
quintet_puzzle_page_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (widget);
  int width_min, width_nat, side_width, below_height, dummy, board_side, board_below;
  GtkAllocation board, panel;

  panel_size (self, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat);
  side_width = MAX (SIDE_PANEL_WIDTH, width_min);
  panel_size (self, GTK_ORIENTATION_VERTICAL, MAX (width, width_min), &dummy, &below_height);
  board_side = MIN (width - side_width, height);
  board_below = MIN (width, height - below_height);

  /* The panel's lines start at its top (the .ui), beside or below the
   * board, so a longer line moves only what is under it */
  if (board_side > board_below)
    {
      board = (GtkAllocation) { 0, 0, width - side_width, height };
      panel = (GtkAllocation) { width - side_width, 0, side_width, height };
    }
  else
    {
      board = (GtkAllocation) { 0, 0, width, MAX (height - below_height, 0) };
      panel = (GtkAllocation) { 0, board.height, width, height - board.height };
    }
  gtk_widget_size_allocate (GTK_WIDGET (self->board_view), &board, -1);
  gtk_widget_size_allocate (self->panel, &panel, -1);
}

/* ---- the page ---- */

static void
show_message (QuintetPuzzlePage *self,
              const char        *text)
{
  stop_work (self);
  g_clear_object (&self->game);
  quintet_board_view_set_game (self->board_view, NULL);
  gtk_label_set_text (self->task_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->task_label), FALSE);
  set_feedback (self, "dialog-warning-symbolic", NULL, text);
  self->has_next = FALSE;
  set_state (self, QUINTET_PUZZLE_PAGE_EMPTY);
}

void
quintet_puzzle_page_show_puzzle (QuintetPuzzlePage *self,
                                 guint              index)
{
  const QuintetPuzzle *puzzle;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *task = NULL;
  const char *side;

  g_return_if_fail (QUINTET_IS_PUZZLE_PAGE (self));

  if (self->puzzles == NULL || index >= self->puzzles->len)
    return;
  stop_work (self);
  self->index = index;
  puzzle = current (self);
  g_clear_object (&self->game);
  self->game = quintet_puzzle_new_game (self->prototype, puzzle, &error);
  if (self->game == NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s:%u: %s", puzzle->id, puzzle->line, error->message);

      show_message (self, text);
      return;
    }
  if (self->settings != NULL)
    quintet_game_set_notation_style (self->game, quintet_settings_get_notation_style (self->settings));
  self->solver = quintet_game_get_side_to_move (self->game);
  self->has_next = quintet_puzzle_line_turn (self->game, puzzle, 0, &self->next);
  self->has_refutation = self->has_answer = self->solved = FALSE;
  quintet_board_view_set_game (self->board_view, self->game);
  quintet_board_view_set_ply (self->board_view, G_MAXUINT);
  /* the solver at the bottom */
  quintet_board_view_set_flipped (self->board_view, self->solver != QUINTET_SIDE_0);

  /* Translators: the puzzle shown, "Puzzle 5 of 32" */
  heading = g_strdup_printf (_("Puzzle %u of %u"), index + 1, self->puzzles->len);
  gtk_menu_button_set_label (self->list_button, heading);
  side = _(quintet_game_get_side_name (self->game, self->solver));
  /* Translators: a puzzle's task, "White to play and win in 2 turns" */
  task = g_strdup_printf (ngettext ("%s to play and win in %u turn", "%s to play and win in %u turns", puzzle->n),
                          side, puzzle->n);
  gtk_label_set_text (self->task_label, task);
  gtk_widget_set_visible (GTK_WIDGET (self->task_label), TRUE);
  fill_list (self);
  your_turn (self);
}

gboolean
quintet_puzzle_page_load (QuintetPuzzlePage *self,
                          const char        *game_id)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file_name = NULL;
  guint first = 0;

  g_return_val_if_fail (QUINTET_IS_PUZZLE_PAGE (self), FALSE);

  stop_work (self);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);
  g_clear_object (&self->prototype);
  g_free (self->game_id);
  self->game_id = g_strdup (game_id);
  self->index = 0;
  gtk_menu_button_set_label (self->list_button, "");
  fill_list (self);

  self->prototype = quintet_registry_new_game (game_id);
  if (self->prototype == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("There is no game “%s”"), game_id);

      show_message (self, text);
      return FALSE;
    }
  file_name = quintet_puzzle_set_file (game_id, NULL);
  if (!g_file_test (file_name, G_FILE_TEST_EXISTS))
    {
      g_autofree char *text = g_strdup_printf (_("No puzzles for %s yet (%s is missing)"),
                                               _(quintet_game_get_name (self->prototype)), file_name);

      show_message (self, text);
      return FALSE;
    }
  self->puzzles = quintet_puzzle_read_file (self->prototype, file_name, &error);
  if (self->puzzles == NULL || self->puzzles->len == 0)
    {
      g_autofree char *text = NULL;

      if (self->puzzles == NULL)
        /* Translators: %s is where and what: "pressman.txt:3: turn 1: …" */
        text = g_strdup_printf (_("Cannot read the puzzles: %s"), error->message);
      else
        text = g_strdup_printf (_("No puzzles for %s yet (%s is missing)"),
                                _(quintet_game_get_name (self->prototype)), file_name);
      g_clear_pointer (&self->puzzles, g_ptr_array_unref);
      show_message (self, text);
      return FALSE;
    }

  /* The first puzzle not solved yet (all solved: the first) */
  for (guint i = 0; self->settings != NULL && i < self->puzzles->len; i++)
    {
      const QuintetPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);

      if (!quintet_settings_has_progress (self->settings, QUINTET_PROGRESS_PUZZLES, game_id, puzzle->id))
        {
          first = i;
          break;
        }
    }
  quintet_puzzle_page_show_puzzle (self, first);
  return TRUE;
}

void
quintet_puzzle_page_set_settings (QuintetPuzzlePage *self,
                                  QuintetSettings   *settings)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_PAGE (self));

  g_set_object (&self->settings, settings);
}

void
quintet_puzzle_page_set_sound (QuintetPuzzlePage *self,
                               QuintetSound      *sound)
{
  g_return_if_fail (QUINTET_IS_PUZZLE_PAGE (self));
  g_return_if_fail (sound == NULL || QUINTET_IS_SOUND (sound));

  g_set_object (&self->sound, sound);
}

const char *
quintet_puzzle_page_get_game_id (QuintetPuzzlePage *self)
{
  return self->game_id;
}

const char *
quintet_puzzle_page_get_game_name (QuintetPuzzlePage *self)
{
  return self->prototype != NULL ? _(quintet_game_get_name (self->prototype)) : NULL;
}

guint
quintet_puzzle_page_get_n_puzzles (QuintetPuzzlePage *self)
{
  return self->puzzles != NULL ? self->puzzles->len : 0;
}

guint
quintet_puzzle_page_get_index (QuintetPuzzlePage *self)
{
  return self->index;
}

const QuintetPuzzle *
quintet_puzzle_page_get_puzzle (QuintetPuzzlePage *self)
{
  return current (self);
}

QuintetPuzzlePageState
quintet_puzzle_page_get_state (QuintetPuzzlePage *self)
{
  return self->state;
}

gboolean
quintet_puzzle_page_get_judging (QuintetPuzzlePage *self)
{
  return self->cancellable != NULL;
}

QuintetGame *
quintet_puzzle_page_get_game (QuintetPuzzlePage *self)
{
  return self->game;
}

QuintetBoardView *
quintet_puzzle_page_get_board_view (QuintetPuzzlePage *self)
{
  return self->board_view;
}

const char *
quintet_puzzle_page_get_feedback (QuintetPuzzlePage *self)
{
  return gtk_label_get_text (self->feedback_label);
}

GtkWidget *
quintet_puzzle_page_new (void)
{
  return g_object_new (QUINTET_TYPE_PUZZLE_PAGE, NULL);
}

static void
quintet_puzzle_page_dispose (GObject *object)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (object);

  stop_work (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_PUZZLE_PAGE);
  g_clear_object (&self->game);
  g_clear_object (&self->prototype);
  g_clear_object (&self->settings);
  g_clear_object (&self->sound);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_puzzle_page_parent_class)->dispose (object);
}

static void
quintet_puzzle_page_finalize (GObject *object)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (object);

  g_free (self->game_id);
  g_free (self->feedback_text);

  G_OBJECT_CLASS (quintet_puzzle_page_parent_class)->finalize (object);
}

static void
quintet_puzzle_page_class_init (QuintetPuzzlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_puzzle_page_dispose;
  object_class->finalize = quintet_puzzle_page_finalize;
  widget_class->measure = quintet_puzzle_page_measure;
  widget_class->size_allocate = quintet_puzzle_page_size_allocate;

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-puzzle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, board_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, panel);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, list_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, list_popover);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, list_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, list_summary);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, task_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, why_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, buttons);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, solution_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, next_button);
  gtk_widget_class_bind_template_callback (widget_class, turn_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, click_refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, guidance_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, can_finish_changed_cb);

  gtk_widget_class_install_action (widget_class, "puzzle.hint", NULL, hint_activated);
  gtk_widget_class_install_action (widget_class, "puzzle.why", NULL, why_activated);
  gtk_widget_class_install_action (widget_class, "puzzle.retry", NULL, retry_activated);
  gtk_widget_class_install_action (widget_class, "puzzle.solution", NULL, solution_activated);
  gtk_widget_class_install_action (widget_class, "puzzle.next", NULL, next_activated);
  gtk_widget_class_install_action (widget_class, "puzzle.end-turn", NULL, end_turn_activated);
  /* the game page's Hint key */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "puzzle.hint", NULL);
  gtk_widget_class_set_css_name (widget_class, "puzzlepage");
}

static void
quintet_puzzle_page_init (QuintetPuzzlePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list_box, list_header_cb, self, NULL);
  gtk_widget_set_size_request (self->feedback_box, -1, FEEDBACK_HEIGHT);
  quintet_board_view_use_plain_arrows (self->board_view);
  show_message (self, "");
  can_finish_changed_cb (self);
}
