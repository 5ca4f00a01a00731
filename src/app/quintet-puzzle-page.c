/* quintet-puzzle-page.c — a game's puzzles: the player makes the solver's
 * turns on a game of the page's own (never the game in progress, never
 * saved), a worker thread judges each (quintet_puzzle_judge on a copy of
 * the game), the computer answers with the longest defence; a wrong turn
 * is taken back, and Show Why plays the defence that refutes it; Hint
 * names the piece to move; Show Me plays the solution. Solved puzzles go
 * into the settings' progress.
 *
 * The board takes what the panel leaves (QuintetPuzzleLayout): the panel
 * goes beside it or below it, whichever leaves the larger board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-puzzle-feedback.h"
#include "quintet-puzzle-judge-task.h"
#include "quintet-puzzle-layout.h"
#include "quintet-puzzle-list.h"
#include "quintet-puzzle-page.h"
#include "quintet-registry.h"

/* How long the player's turn stays before the computer answers or the
 * wrong turn goes back, and between the turns Show Me and Show Why play */
#define ANSWER_DELAY_MS 450
#define WRONG_DELAY_MS  700
#define STEP_DELAY_MS   850
/* A judge that takes longer says so */
#define CHECKING_DELAY_MS 300
/* The feedback's height: two lines whatever it says, so that the board
 * above the panel stays in place */
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

  GCancellable          *cancellable; /* the judge at work, or NULL */
  guint                  timeout;     /* an answer, a take-back, a solution's step */
  guint                  show_step;   /* Show Me: the main line's next turn */

  /* Template widgets */
  QuintetBoardView      *board_view;
  GtkWidget             *panel;       /* bound for dispose_template () */
  QuintetPuzzleList     *puzzle_list;
  GtkLabel              *task_label;
  GtkWidget             *feedback_box;
  QuintetPuzzleFeedback *feedback;
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

/* The page's line (the board's guidance may cover it while the player
 * is in the middle of a turn) */
static void
set_feedback (QuintetPuzzlePage *self,
              const char        *icon,
              const char        *css_class,
              const char        *text)
{
  quintet_puzzle_feedback_set (self->feedback, icon, css_class, text);
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
    quintet_puzzle_feedback_cover (self->feedback, refused ? "dialog-warning-symbolic" : NULL,
                                   refused ? "error" : NULL, guidance);
  else
    quintet_puzzle_feedback_uncover (self->feedback);
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
  gtk_widget_set_visible (GTK_WIDGET (self->puzzle_list), self->puzzles != NULL && self->puzzles->len > 0);
}

/* ---- the list of puzzles ---- */

static void
fill_list (QuintetPuzzlePage *self)
{
  quintet_puzzle_list_fill (self->puzzle_list, self->game_id, self->puzzles, self->index);
}

static void
puzzle_chosen_cb (QuintetPuzzlePage *self,
                  guint              index)
{
  quintet_puzzle_page_show_puzzle (self, index);
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

static void
judged_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  QuintetPuzzlePage *self = QUINTET_PUZZLE_PAGE (source);
  QuintetPuzzleJudgement judgement;
  const QuintetPuzzleJudgement *j = &judgement;

  if (!quintet_puzzle_judge_task_finish (result, &judgement) ||
      g_task_get_cancellable (G_TASK (result)) != self->cancellable)
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
  g_autoptr(QuintetGame) game_copy = NULL;
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
  /* the judge's, from before the turn */
  game_copy = quintet_puzzle_copy_game (self->game);
  if (game_copy == NULL)
    return;

  /* The turn is on the board at once, with its animation; the judge
   * decides whether it stays */
  self->wrong = *turn;
  self->wrong_ply = quintet_game_get_n_turns (self->game);
  self->has_refutation = FALSE;
  quintet_board_view_show_hint (self->board_view, NULL);
  if (!quintet_sound_play_turn (self->sound, self->game, turn, FALSE, NULL))
    return;
  set_feedback (self, NULL, NULL, "");
  set_state (self, QUINTET_PUZZLE_PAGE_BUSY);

  stop_work (self);
  self->cancellable = g_cancellable_new ();
  quintet_puzzle_judge_task_run (self, g_steal_pointer (&game_copy), self->puzzles, puzzle, turn,
                                 self->cancellable, judged_cb, NULL);
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

  quintet_puzzle_list_set_position (self->puzzle_list, index, self->puzzles->len);
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
  quintet_puzzle_list_set_position (self->puzzle_list, 0, 0);
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
  g_return_if_fail (QUINTET_IS_SETTINGS (settings));
  /* Once: the window's settings, for the page's life */
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);
  quintet_settings_bind_board (settings, self->board_view);
  quintet_puzzle_list_set_settings (self->puzzle_list, settings);
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
  return quintet_puzzle_feedback_get_text (self->feedback);
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

  G_OBJECT_CLASS (quintet_puzzle_page_parent_class)->finalize (object);
}

static void
quintet_puzzle_page_class_init (QuintetPuzzlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_puzzle_page_dispose;
  object_class->finalize = quintet_puzzle_page_finalize;

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  g_type_ensure (QUINTET_TYPE_PUZZLE_FEEDBACK);
  g_type_ensure (QUINTET_TYPE_PUZZLE_LIST);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-puzzle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, board_view);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, panel);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, task_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, feedback);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, why_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, buttons);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, solution_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPuzzlePage, next_button);
  gtk_widget_class_bind_template_callback (widget_class, turn_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, click_refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, puzzle_chosen_cb);
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
  /* the board takes what the panel leaves */
  gtk_widget_class_set_layout_manager_type (widget_class, QUINTET_TYPE_PUZZLE_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "puzzlepage");
}

static void
quintet_puzzle_page_init (QuintetPuzzlePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_size_request (self->feedback_box, -1, FEEDBACK_HEIGHT);
  quintet_board_view_use_plain_arrows (self->board_view);
  show_message (self, "");
  can_finish_changed_cb (self);
}
