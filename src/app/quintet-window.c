/* quintet-window.c — the main window: start page and game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-new-game-dialog.h"
#include "quintet-painter.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-rules-window.h"
#include "quintet-text.h"
#include "quintet-window-private.h"

/* Below this width the New Game button is an icon; below the second, it
 * leaves the header bar to the game menu (it stays first in the main menu,
 * and Ctrl+N), so that the header fits a phone-sized window. */
#define NARROW_WIDTH 720
#define TINY_WIDTH 480

G_DEFINE_FINAL_TYPE (QuintetWindow, quintet_window, ADW_TYPE_APPLICATION_WINDOW)

static void ensure_game_page (QuintetWindow *self);
static void update_layout    (QuintetWindow *self);

gboolean
_quintet_window_game_is_over (QuintetWindow *self)
{
  return self->game != NULL &&
         quintet_game_get_outcome (self->game).status != QUINTET_STATUS_ONGOING;
}

/* The ply on the board: the history view's, or the latest one. */
static guint
get_shown_ply (QuintetWindow *self)
{
  return quintet_history_view_get_shown_ply (self->history_view);
}

gboolean
_quintet_window_is_reviewing (QuintetWindow *self)
{
  return self->game != NULL && get_shown_ply (self) < quintet_game_get_n_turns (self->game);
}

static char *
describe_result (QuintetGame *game)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);

  if (outcome.status == QUINTET_STATUS_WIN)
    /* Translators: %s is a side, e.g. "White" */
    return g_strdup_printf (_("%s wins"), _(quintet_game_get_side_name (game, outcome.winner)));

  return g_strdup (_("Draw"));
}

static void
update_actions (QuintetWindow *self)
{
  gboolean has_game = self->game != NULL;
  gboolean ongoing = has_game && !_quintet_window_game_is_over (self);
  gboolean on_game_page = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_game_page && has_game && quintet_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_game_page && has_game && quintet_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign", on_game_page && ongoing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw", on_game_page && ongoing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-game", has_game && !on_game_page);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-again", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 on_game_page && ongoing && !_quintet_window_is_reviewing (self) &&
                                 !_quintet_window_computer_to_move (self));
  _quintet_window_update_record_actions (self);
}

/* A side's swatch: its piece as the board draws it. */
static void
draw_side_dot (GtkDrawingArea *dot,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  quintet_painter_draw_swatch (cr, width, height, g_object_get_data (G_OBJECT (dot), "side-style"),
                               GPOINTER_TO_UINT (user_data),
                               adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
set_dot_style (GtkWidget  *dot,
               const char *style)
{
  g_object_set_data_full (G_OBJECT (dot), "side-style", g_strdup (style), g_free);
  gtk_widget_queue_draw (dot);
}

static void
redraw_side_dots (QuintetWindow *self)
{
  gtk_widget_queue_draw (self->player_dots[0]);
  gtk_widget_queue_draw (self->player_dots[1]);
}

static void
update_players (QuintetWindow *self)
{
  guint ply = get_shown_ply (self);
  gconstpointer position = quintet_game_get_position_at (self->game, ply);
  QuintetSide to_move = QUINTET_POSITION_SIDE (position);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      int reserve = quintet_game_get_reserve (self->game, position, side);
      g_autofree char *subtitle = NULL;
      gboolean shows_to_move;

      /* -1: the game has no reserves, so the rows only say whose turn it is. */
      if (reserve >= 0)
        {
          /* Translators: pieces waiting beside the board */
          subtitle = g_strdup_printf (ngettext ("%d in reserve", "%d in reserve", reserve), reserve);
        }
      /* The computer is named as the player of its side, on a line of its
       * own: the panel keeps its width */
      if (self->computer_levels[side] > 0)
        {
          g_autofree char *computer = quintet_describe_computer (self->computer_levels[side]);
          char *both = subtitle != NULL ? g_strdup_printf ("%s\n%s", computer, subtitle)
                                        : g_steal_pointer (&computer);

          g_free (subtitle);
          subtitle = both;
        }

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_rows[side]),
                                     _(quintet_game_get_side_name (self->game, side)));
      /* The level's line, where the panel has no room for it */
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->player_rows[side]),
                                   self->computer_levels[side] > 0
                                   ? quintet_describe_level (self->computer_levels[side]) : NULL);
      adw_action_row_set_subtitle (self->player_rows[side], subtitle != NULL ? subtitle : "");
      set_dot_style (self->player_dots[side], quintet_game_get_side_style (self->game, side));
      shows_to_move = side == to_move &&
                      (!_quintet_window_game_is_over (self) || _quintet_window_is_reviewing (self));
      /* On the players' line there is no room for the label: the card of
       * the side to move is marked instead */
      gtk_widget_set_visible (self->to_move_labels[side], shows_to_move && !self->below);
      if (shows_to_move && self->below)
        gtk_widget_add_css_class (self->player_cards[side], "to-move-card");
      else
        gtk_widget_remove_css_class (self->player_cards[side], "to-move-card");
    }
}

/* The game's note on the shown position ("White must reconnect their
 * checkers", OR-2). At the end of a finished game the outcome card says
 * what matters; while reviewing, the note belongs to the reviewed position. */
static void
update_status_note (QuintetWindow *self)
{
  g_autofree char *note = NULL;

  if (!_quintet_window_game_is_over (self) || _quintet_window_is_reviewing (self))
    note = quintet_game_describe_status (self->game,
                                         quintet_game_get_position_at (self->game, get_shown_ply (self)));

  gtk_label_set_label (self->status_label, note != NULL ? note : "");
  gtk_widget_set_visible (self->status_note, note != NULL);
}

/* Whether the board shows pieces that may not move this turn (the
 * cells' frozen marks, Overlord's OV-4): the mark then needs a word. */
static gboolean
shows_frozen_pieces (QuintetWindow *self)
{
  const QuintetGeometry *geometry = quintet_game_get_geometry (self->game);
  g_autofree QuintetCellView *cells = g_new0 (QuintetCellView, geometry->n_cells);

  quintet_game_describe_position (self->game,
                                  quintet_game_get_position_at (self->game, get_shown_ply (self)),
                                  cells);
  for (guint i = 0; i < geometry->n_cells; i++)
    if (cells[i].frozen != 0)
      return TRUE;
  return FALSE;
}

/* The word on the frozen marks, beside the board. Below it, where the
 * panel's height is taken from the board's, it would move the board each
 * time pieces freeze or thaw (Overlord's OV-4, every few turns): there a
 * click on such a piece says why it rests, and the rules page shows the
 * marks. */
static void
update_marks_note (QuintetWindow *self)
{
  gtk_widget_set_visible (self->marks_note, self->game != NULL && !self->below && shows_frozen_pieces (self));
}

void
_quintet_window_update_title (QuintetWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  guint n_turns;

  if (self->game == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") != 0)
    {
      adw_window_title_set_title (self->window_title, _("Quintet"));
      adw_window_title_set_subtitle (self->window_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Quintet"));
      return;
    }

  n_turns = quintet_game_get_n_turns (self->game);
  if (_quintet_window_is_reviewing (self) && get_shown_ply (self) == 0)
    subtitle = g_strdup (_("Start position"));
  else if (_quintet_window_is_reviewing (self))
    /* Translators: reviewing the position after turn %u of %u */
    subtitle = g_strdup_printf (_("Reviewing turn %u of %u"), get_shown_ply (self), n_turns);
  else if (_quintet_window_game_is_over (self))
    subtitle = describe_result (self->game);
  else
    /* Translators: %s is a side, e.g. "White" */
    subtitle = g_strdup_printf (_("%s to move"),
                                _(quintet_game_get_side_name (self->game,
                                                              quintet_game_get_side_to_move (self->game))));

  /* The window lists show the file too */
  title = _quintet_window_dup_title (self);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* The engine's reason may repeat the result the card's title already
 * gives: "White wins: Black resigned" keeps what follows the colon;
 * "Draw by agreement" says it all and becomes the title alone. */
static const char *
strip_result (const char *reason,
              const char *result)
{
  gsize length = strlen (result);

  if (reason == NULL || g_ascii_strncasecmp (reason, result, length) != 0)
    return reason;
  if (reason[length] != ':')
    return NULL;
  for (reason += length + 1; *reason == ' '; reason++)
    ;

  return reason;
}

/* C-5: a finished game says who won and why, in the panel (no toast: it
 * would cover the board just when the players look at it). */
static void
update_outcome (QuintetWindow *self)
{
  QuintetOutcome outcome = quintet_game_get_outcome (self->game);
  g_autofree char *result = NULL;
  g_autofree char *reason = NULL;
  const char *rest;

  gtk_widget_set_visible (self->outcome_card, outcome.status != QUINTET_STATUS_ONGOING);
  if (outcome.status == QUINTET_STATUS_ONGOING)
    return;

  result = describe_result (self->game);
  reason = quintet_game_describe_outcome (self->game);
  rest = strip_result (reason, result);
  /* The computer is named as the winner of its side */
  if (rest != NULL && outcome.status == QUINTET_STATUS_WIN && self->computer_levels[outcome.winner] > 0)
    {
      g_autofree char *computer = quintet_describe_computer (self->computer_levels[outcome.winner]);

      g_free (result);
      /* Translators: a side and who played it, e.g. "Black (Computer, Casual) wins" */
      result = g_strdup_printf (_("%s (%s) wins"),
                                _(quintet_game_get_side_name (self->game, outcome.winner)), computer);
    }
  gtk_label_set_label (self->outcome_title, rest != NULL ? result : reason);
  gtk_label_set_label (self->outcome_reason, rest != NULL ? rest : "");
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_reason), rest != NULL && *rest != '\0');
}

/* Turns can be made on the latest position or, after confirming, on an
 * earlier one; a decided game takes no more turns but from an earlier
 * position (playing on from a reviewed game), nor a board on which the
 * computer is to move. */
static void
update_interactive (QuintetWindow *self)
{
  gboolean interactive = self->game != NULL && !_quintet_window_computer_to_move (self);

  if (_quintet_window_game_is_over (self))
    {
      gconstpointer shown = quintet_game_get_position_at (self->game, get_shown_ply (self));

      interactive = _quintet_window_is_reviewing (self) &&
                    self->computer_levels[QUINTET_POSITION_SIDE (shown)] == 0;
    }
  quintet_board_view_set_interactive (self->board_view, interactive);
}

static void
update_game_page (QuintetWindow *self)
{
  if (self->game != NULL)
    {
      update_players (self);
      update_status_note (self);
      update_marks_note (self);
      update_outcome (self);
    }
  else
    {
      gtk_widget_set_visible (self->status_note, FALSE);
      gtk_widget_set_visible (self->marks_note, FALSE);
    }
  update_interactive (self);
  _quintet_window_update_thinking (self);
  _quintet_window_update_title (self);
  update_actions (self);
  /* The panel's parts come and go (a finished game's card, notes): the
   * move list may fit beside them, or no longer */
  if (self->game_box != NULL)
    update_layout (self);
}

static void
game_changed_cb (QuintetWindow *self)
{
  /* On disk before the player sees the turn */
  _quintet_window_autosave (self);
  update_game_page (self);
}

static void
show_page (QuintetWindow *self,
           const char    *name)
{
  gboolean game_page = g_strcmp0 (name, "game") == 0;

  /* A turn half made is dropped, and with it the popover of several
   * turns: it would come back pointing out of the window while the page
   * slides in again (Escape brings the game back in a key) */
  if (!game_page && self->board_view != NULL)
    quintet_board_view_clear_selection (self->board_view);
  gtk_stack_set_visible_child_name (self->stack, name);
  gtk_widget_set_visible (self->undo_redo_box, game_page);
  gtk_widget_set_visible (GTK_WIDGET (self->game_menu_button), game_page);
  gtk_widget_set_visible (self->new_game_button, game_page && !self->tiny);
  gtk_widget_set_visible (self->back_button, !game_page && self->game != NULL);
  if (!game_page)
    {
      _quintet_window_list_unfinished (self);
      /* nothing of the game page stays up over the other pages */
      if (self->moves_popover != NULL)
        gtk_popover_popdown (GTK_POPOVER (self->moves_popover));
    }
  _quintet_window_update_title (self);
  update_actions (self);
}

/* The game rewrites its history and emits "changed", so the move list
 * shows the new texts without further help. */
static void
apply_notation_style (QuintetWindow *self)
{
  if (self->game != NULL)
    quintet_game_set_notation_style (self->game, quintet_settings_get_notation_style (self->settings));
}

static void
set_game (QuintetWindow *self,
          QuintetGame   *game)
{
  ensure_game_page (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  apply_notation_style (self);

  quintet_history_view_set_game (self->history_view, game);
  quintet_board_view_set_game (self->board_view, game);
  quintet_history_view_set_ply (self->history_view, G_MAXUINT);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  update_game_page (self);
}

/* A game starts: the keys play on the board at once, and its focus ring
 * shows where they are (not only after a first key press). */
static void
focus_board (QuintetWindow *self)
{
  quintet_board_view_show_focus (self->board_view);
  gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
}

void
quintet_window_start_game (QuintetWindow *self,
                           const char    *game_id,
                           QuintetSide    first)
{
  g_autoptr(QuintetGame) game = NULL;

  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (game_id != NULL);

  game = quintet_registry_new_game (game_id);
  g_return_if_fail (game != NULL);

  quintet_game_new_game (game, first);
  self->first_side = first;
  quintet_settings_set_last_game (self->settings, game_id);
  /* The game left behind stays in its autosave, to be resumed */
  _quintet_window_dispose_records (self);
  set_game (self, game);
  _quintet_window_new_record (self);
  show_page (self, "game");
  focus_board (self);
}

/* Shows the game of @record (taken), opened from @file or resumed from
 * @autosave_path (either may be NULL); the players are those its side
 * tags name. A finished game shows its last position, for review. */
void
_quintet_window_show_record (QuintetWindow *self,
                             QuintetRecord *record,
                             GFile         *file,
                             const char    *autosave_path)
{
  QuintetGame *game = quintet_record_get_game (record);
  guint64 state = _quintet_window_record_state (game);

  _quintet_window_dispose_records (self);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    self->computer_levels[side] =
      _quintet_window_parse_side_tag (quintet_record_get_tag (record, quintet_record_side_tag (game, side)));
  self->first_side = quintet_game_get_first_side (game);
  quintet_settings_set_last_game (self->settings, quintet_game_get_id (game));

  set_game (self, game);
  self->record = record;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->autosave_path = g_strdup (autosave_path);
  /* A file holds the game as it is; a game from elsewhere is not saved */
  self->saved_state = file != NULL ? state : 0;
  /* Kept from its first change: a file or the clipboard holds it as it
   * is, and pastes alone never fill Unfinished Games */
  self->autosaved_state = state;
  show_page (self, "game");
  focus_board (self);
}

static void
toast_dismissed_cb (QuintetWindow *self)
{
  g_clear_weak_pointer (&self->toast);
  _quintet_window_commit_removals (self);
}

static void
toast_button_clicked_cb (QuintetWindow *self)
{
  _quintet_window_undo_removals (self);
}

/* The characters a toast's line holds in the window as wide as it is
 * now. libadwaita 1.2 gives a toast its natural height at its natural
 * width and then narrows it to the window: a label that wraps must not
 * want more than that width, or its lines overflow the toast. */
static int
toast_line_chars (QuintetWindow *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  /* the toast's margins, padding and close button; and the title is bold */
  double room = gtk_widget_get_width (GTK_WIDGET (self)) - 130;
  double char_width = 1.15 * MAX (pango_font_metrics_get_approximate_char_width (metrics),
                                  pango_font_metrics_get_approximate_digit_width (metrics)) / PANGO_SCALE;

  pango_font_metrics_unref (metrics);
  return MAX (20, (int) (room / MAX (char_width, 1)));
}

/* A message wraps, up to four lines; a short one beside Undo stays on
 * one line (the toast would give it only what the button leaves) */
static void
set_toast_title_wraps (GtkWidget *title,
                       gboolean   wraps)
{
  gtk_label_set_wrap (GTK_LABEL (title), wraps);
  gtk_label_set_ellipsize (GTK_LABEL (title), wraps ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
}

/* Every message of the window goes here. The latest shows at once: in
 * the toast on screen, if there is one. (Not in a toast replacing it, nor
 * queued after it: libadwaita 1.2 aborts or crashes when a toast that
 * replaced another is dismissed, by Escape or the next message, before
 * the other has finished hiding or itself coming in; a message gets the
 * toast's whole time all the same.) The title is a label of its own that
 * wraps, up to four lines, so that a message that quotes a long input
 * still says why in a narrow window; as plain text, not markup: messages
 * quote input, and a pasted “<” or “&” is text. */
static void
show_toast (QuintetWindow *self,
            const char    *message,
            gboolean       undo)
{
  GtkWidget *title;
  AdwToast *toast;

  if (self->toast != NULL)
    {
      /* Undo is for the message it came with */
      if (!undo && adw_toast_get_button_label (self->toast) != NULL)
        {
          adw_toast_set_button_label (self->toast, NULL);
          _quintet_window_commit_removals (self);
        }
      else if (undo)
        adw_toast_set_button_label (self->toast, _("_Undo"));
      title = adw_toast_get_custom_title (self->toast);
      gtk_label_set_max_width_chars (GTK_LABEL (title), toast_line_chars (self));
      set_toast_title_wraps (title, !undo);
      gtk_label_set_text (GTK_LABEL (title), message);
      /* Shown again: its time starts over (the overlay takes a reference) */
      adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->toast));
      return;
    }

  title = gtk_label_new (message);
  gtk_label_set_max_width_chars (GTK_LABEL (title), toast_line_chars (self));
  set_toast_title_wraps (title, !undo);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 4);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  toast = adw_toast_new ("");
  adw_toast_set_custom_title (toast, title);
  if (undo)
    adw_toast_set_button_label (toast, _("_Undo"));
  g_set_weak_pointer (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (toast_button_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_quintet_window_show_toast (QuintetWindow *self,
                            const char    *message)
{
  show_toast (self, message, FALSE);
}

void
_quintet_window_show_undo_toast (QuintetWindow *self,
                                 const char    *message)
{
  show_toast (self, message, TRUE);
}

QuintetGame *
quintet_window_get_game (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), NULL);

  return self->game;
}

/* Who plays @side from now on: a person (0) or the computer at @level. */
void
quintet_window_set_computer_level (QuintetWindow *self,
                                   QuintetSide    side,
                                   guint          level)
{
  g_return_if_fail (QUINTET_IS_WINDOW (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);
  g_return_if_fail (level <= QUINTET_SEARCH_N_LEVELS);

  self->computer_levels[side] = level;
  _quintet_window_update_side_tags (self);
  if (self->game != NULL)
    update_game_page (self);
}

gboolean
quintet_window_has_game_in_progress (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);

  return self->game != NULL && !_quintet_window_game_is_over (self) && quintet_game_get_n_turns (self->game) > 0;
}

void
quintet_window_show_games (QuintetWindow *self)
{
  g_return_if_fail (QUINTET_IS_WINDOW (self));

  show_page (self, "start");
}

/* ---- new game ---- */

static void
new_game_dialog_response_cb (QuintetWindow       *self,
                             const char          *response,
                             QuintetNewGameDialog *dialog)
{
  if (g_strcmp0 (response, "start") != 0)
    return;

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      guint level = quintet_new_game_dialog_get_computer_level (dialog, side);

      quintet_settings_set_computer_level (self->settings, side, level);
      quintet_window_set_computer_level (self, side, level);
    }
  quintet_window_start_game (self, quintet_new_game_dialog_get_game_id (dialog),
                             quintet_new_game_dialog_get_first_side (dialog));
}

static void
start_page_game_chosen_cb (QuintetWindow *self,
                           const char    *game_id)
{
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (GTK_WINDOW (self), game_id);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_new_game_dialog_set_computer_level (dialog, side,
                                                quintet_settings_get_computer_level (self->settings, side));

  g_signal_connect_object (dialog, "response", G_CALLBACK (new_game_dialog_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_page_resume_chosen_cb (QuintetWindow *self,
                             const char    *path)
{
  quintet_window_resume (self, path);
}

static void
start_page_remove_chosen_cb (QuintetWindow *self,
                             const char    *path)
{
  _quintet_window_remove_unfinished (self, path);
}

static void
start_page_remove_all_chosen_cb (QuintetWindow *self)
{
  _quintet_window_remove_all_unfinished (self);
}

/* ---- playing turns ---- */

void
_quintet_window_play_turn (QuintetWindow     *self,
           const QuintetMove *turn)
{
  g_autoptr(GError) error = NULL;

  quintet_history_view_set_ply (self->history_view, G_MAXUINT);
  if (!quintet_game_play_turn (self->game, turn, &error))
    _quintet_window_show_toast (self, error->message);
}

static void
discard_dialog_response_cb (QuintetWindow *self,
                            const char    *response)
{
  if (g_strcmp0 (response, "discard") != 0 || self->game == NULL)
    {
      quintet_board_view_clear_selection (self->board_view);
      return;
    }

  quintet_game_truncate (self->game, self->pending_ply);
  _quintet_window_play_turn (self, &self->pending_turn);
}

/* Playing on an earlier position replaces the turns after it: ask first. */
static void
ask_discard_later_turns (QuintetWindow     *self,
                         const QuintetMove *turn)
{
  guint ply = get_shown_ply (self);
  guint n_later = quintet_game_get_n_turns (self->game) - ply;
  GtkWidget *dialog;

  self->pending_turn = *turn;
  self->pending_ply = ply;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard Later Turns?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("Playing here removes the %u turn played after this position.",
                                            "Playing here removes the %u turns played after this position.",
                                            n_later),
                                  n_later);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard and Play"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_dialog_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
board_view_turn_chosen_cb (QuintetWindow     *self,
                           const QuintetMove *turn)
{
  if (self->game == NULL || (_quintet_window_game_is_over (self) && !_quintet_window_is_reviewing (self)))
    return;

  if (_quintet_window_is_reviewing (self))
    ask_discard_later_turns (self, turn);
  else
    _quintet_window_play_turn (self, turn);
}

/* A turn that could go on (a regeneration, a chain, a launch) ends at the
 * clicks so far: the mouse's way when clicking the last cell again would
 * go on instead (OX-3). */
static void
end_turn_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  quintet_board_view_finish_turn (QUINTET_WINDOW (widget)->board_view);
}

/* A refused click's reason stands out from the usual guidance. */
static void
board_view_guidance_cb (QuintetWindow *self)
{
  if (quintet_board_view_get_guidance_refused (self->board_view))
    gtk_widget_add_css_class (self->guidance_label, "error");
  else
    gtk_widget_remove_css_class (self->guidance_label, "error");
}

/* A ruling's id after a refusal links to its place on the rules page. */
static gboolean
guidance_activate_link_cb (QuintetWindow *self,
                           const char    *uri)
{
  GtkWindow *rules;

  if (!g_str_has_prefix (uri, "ruling:") || self->game == NULL)
    return FALSE;

  rules = quintet_rules_window_new (quintet_game_get_id (self->game));
  gtk_window_set_transient_for (rules, GTK_WINDOW (self));
  quintet_rules_window_show_ruling (QUINTET_RULES_WINDOW (rules), uri + strlen ("ruling:"));
  gtk_window_present (rules);
  return TRUE;
}

static void
board_view_can_finish_cb (QuintetWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn",
                                 quintet_board_view_get_can_finish (self->board_view));
}

/* ---- resign and draw (C-3) ---- */

static void
resign_response_cb (QuintetWindow *self,
                    const char    *response)
{
  if (g_strcmp0 (response, "resign") == 0 && self->game != NULL && !_quintet_window_game_is_over (self))
    quintet_game_resign (self->game, _quintet_window_acting_side (self));
}

static void
draw_response_cb (QuintetWindow *self,
                  const char    *response)
{
  if (g_strcmp0 (response, "accept") == 0 && self->game != NULL && !_quintet_window_game_is_over (self))
    quintet_game_agree_draw (self->game);
}

static AdwMessageDialog *
new_question (QuintetWindow *self,
              const char    *heading,
              char          *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  g_free (body);
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
resign_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);
  AdwMessageDialog *dialog;

  /* Both players share the screen: the side to move is the one resigning. */
  dialog = new_question (self, _("Resign This Game?"),
                         /* Translators: the first %s resigns, the second %s is the opponent */
                         g_strdup_printf (_("%s resigns and %s wins."),
                                          _(quintet_game_get_side_name (self->game, side)),
                                          _(quintet_game_get_side_name (self->game,
                                                                        QUINTET_OTHER_SIDE (side)))));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "resign", _("_Resign"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_draw_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);
  AdwMessageDialog *dialog;

  /* C-3: the computer answers at once, and accepts only when its own
   * evaluation says it is not ahead. */
  if (self->computer_levels[QUINTET_OTHER_SIDE (side)] > 0)
    {
      gconstpointer position = quintet_game_get_position (self->game);
      int worth = quintet_game_evaluate (self->game, position, NULL);
      const char *computer = _(quintet_game_get_side_name (self->game, QUINTET_OTHER_SIDE (side)));
      g_autofree char *answer = NULL;

      /* the evaluation is the side to move's; the computer's is its opposite when it is not to move */
      if (quintet_game_get_side_to_move (self->game) != side)
        worth = -worth;
      if (worth >= 0)
        {
          quintet_game_agree_draw (self->game);
          return;
        }
      /* Translators: %s is the computer's side, e.g. "Black" */
      answer = g_strdup_printf (_("%s declines the draw"), computer);
      _quintet_window_show_toast (self, answer);
      return;
    }

  /* The offer goes to the other player, who answers here. */
  dialog = new_question (self, _("Accept the Draw?"),
                         /* Translators: the first %s offers, the second %s is asked */
                         g_strdup_printf (_("%s offers a draw. %s, do you accept?"),
                                          _(quintet_game_get_side_name (self->game, side)),
                                          _(quintet_game_get_side_name (self->game,
                                                                        QUINTET_OTHER_SIDE (side)))));
  adw_message_dialog_add_responses (dialog, "decline", _("_Decline"), "accept", _("_Accept"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (dialog, "decline");
  g_signal_connect_object (dialog, "response", G_CALLBACK (draw_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- other actions ---- */

/* See the board from the other side, e.g. when playing Black */
static void
flip_board_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  ensure_game_page (self);
  quintet_board_view_set_flipped (self->board_view,
                                  !quintet_board_view_get_flipped (self->board_view));
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  quintet_history_view_set_ply (self->history_view, G_MAXUINT);
  quintet_board_view_clear_selection (self->board_view);
  quintet_game_undo (self->game);
  /* Against the computer, back to the person's turn: the last turn of each side */
  if (_quintet_window_has_person (self) && _quintet_window_computer_to_move (self) &&
      quintet_game_get_can_undo (self->game))
    quintet_game_undo (self->game);
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  quintet_history_view_set_ply (self->history_view, G_MAXUINT);
  quintet_board_view_clear_selection (self->board_view);
  quintet_game_redo (self->game);
  if (_quintet_window_has_person (self) && _quintet_window_computer_to_move (self) &&
      quintet_game_get_can_redo (self->game))
    quintet_game_redo (self->game);
}

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  quintet_window_show_games (QUINTET_WINDOW (widget));
}

/* The same game, variant and first player once more. */
static void
play_again_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  g_autofree char *game_id = g_strdup (quintet_game_get_id (self->game));

  quintet_window_start_game (self, game_id, self->first_side);
}

static void
show_game_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  show_page (QUINTET_WINDOW (widget), "game");
}

/* Escape and Alt+Left: back from a page that has a back button; else
 * the key goes on (to a toast, a dialog, the board) */
static gboolean
go_back_key_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);

  if (!gtk_widget_get_visible (self->back_button))
    return FALSE;
  show_page (self, "game");
  return TRUE;
}

static void
show_rules_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  const char *game_id;
  GtkWindow *rules;

  /* On the start page, the rules of the game chosen last. */
  if (self->game != NULL)
    game_id = quintet_game_get_id (self->game);
  else
    game_id = quintet_settings_get_last_game (self->settings);

  rules = quintet_rules_window_new (game_id);
  gtk_window_set_transient_for (rules, GTK_WINDOW (self));
  gtk_window_present (rules);
}

/* The Keyboard Shortcuts window, built when first asked for rather than
 * with every window (as GtkApplication's automatic help overlay would).
 * As the window's help overlay it shows the application's keys for the
 * shortcuts given by action name. */
static void
show_help_overlay_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (window);

  if (shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/quintetgames/Quintet/quintet-shortcuts-window.ui");

      shortcuts = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
      gtk_application_window_set_help_overlay (window, shortcuts);
    }
  gtk_window_present (GTK_WINDOW (shortcuts));
}

/* ---- reviewing with the keyboard ---- */

static gboolean
review_key_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  const char *action = g_variant_get_string (args, NULL);

  if (self->game == NULL || gtk_stack_get_visible_child (self->stack) != GTK_WIDGET (self->game_box))
    return FALSE;
  /* An open menu sees the window's keys first in the capture phase. */
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->menu_button))) ||
      gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->game_menu_button))))
    return FALSE;

  return gtk_widget_activate_action (GTK_WIDGET (self->history_view), action, NULL);
}

static void
add_review_shortcuts (QuintetWindow *self)
{
  static const struct {
    guint       key;
    const char *action;
  } keys[] = {
    { GDK_KEY_Left, "history.previous" },
    { GDK_KEY_Right, "history.next" },
    { GDK_KEY_Home, "history.first" },
    { GDK_KEY_End, "history.last" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Capture phase: before lists and buttons use the keys to move focus,
   * and before the board, whose cursor moves with Shift and the arrows:
   * the keys step through the game whatever has focus. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                gtk_callback_action_new (review_key_cb, NULL, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (keys[i].action));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
history_ply_changed_cb (QuintetWindow *self)
{
  quintet_board_view_clear_selection (self->board_view);
  update_game_page (self);
}

/* ---- layout: side panel beside or below the board ----
 *
 * The board takes the space first. The window chooses, at each size, the
 * layout that holds the larger board: the side panel beside it (at a fixed
 * width, so the board stays still when the panel's contents change), or
 * below it in its compact form, the players on one line. Where the move
 * list has no room of its own it folds into the Moves button's popover.
 * Nothing in either layout asks for more than a phone-sized window: the
 * board's minimum is small and the panel scrolls what does not fit. */

#define PANEL_WIDTH 300
#define PAGE_MARGIN 12
#define BOARD_SPACING 6       /* between the board and its status line */
#define PANEL_SPACING 12      /* between the parts of the side panel */
/* The least height the move list takes in the panel (heading, a few
 * rows, the review buttons); below that, it folds */
#define HISTORY_MIN_HEIGHT 180
/* The folded move list's popover */
#define POPOVER_WIDTH 300
#define POPOVER_HEIGHT 360

static int
natural_height (GtkWidget *widget,
                int        for_width)
{
  int natural = 0;

  /* A width below nothing (a window not laid out yet, or narrower than
   * the margins) asks for the height at the widget's own width */
  if (gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, MAX (for_width, -1), NULL, &natural, NULL, NULL);
  return natural;
}

/* The board's width / height */
static double
board_aspect (QuintetWindow *self)
{
  const QuintetGeometry *geometry;

  if (self->game == NULL)
    return 1.0;
  geometry = quintet_game_get_geometry (self->game);
  return geometry->width / geometry->height;
}

/* The width of the largest board of @aspect in @width × @height */
static double
fit_board (double aspect,
           double width,
           double height)
{
  if (width <= 0 || height <= 0)
    return 0;
  return MIN (width, height * aspect);
}

/* The height of what the panel shows besides the players and the move
 * list (a finished game's card, notes), with the spacing after each. */
static int
panel_extras_height (QuintetWindow *self,
                     int            width)
{
  GtkWidget *extras[] = { self->outcome_card, self->marks_note, self->status_note };
  int height = 0;

  for (guint i = 0; i < G_N_ELEMENTS (extras); i++)
    if (gtk_widget_get_visible (extras[i]))
      height += natural_height (extras[i], width) + PANEL_SPACING;
  return height;
}

/* Which layout holds the larger board in a page of @width × @height, and
 * whether the move list then has room of its own. */
static void
choose_layout (QuintetWindow *self,
               int            width,
               int            height,
               gboolean      *below,
               gboolean      *folded,
               int           *panel_height)
{
  double aspect = board_aspect (self);
  int player_height = natural_height (self->player_cards[0], -1);
  int beside_width = width - 2 * PAGE_MARGIN - PANEL_WIDTH - PAGE_MARGIN;
  int below_width = width - 2 * PAGE_MARGIN;
  int beside_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING -
                            natural_height (self->guidance_row, beside_width);
  int below_board_height = height - 2 * PAGE_MARGIN - BOARD_SPACING -
                           natural_height (self->guidance_row, below_width) -
                           player_height - PAGE_MARGIN;
  double beside_board = fit_board (aspect, beside_width, beside_board_height);
  double below_board = fit_board (aspect, below_width, below_board_height);
  int room;

  *below = below_board > beside_board;
  *panel_height = -1;
  if (*below)
    {
      /* The players' line as it is laid out: a subtitle may wrap */
      int line_height = self->below ? natural_height (self->players_box, below_width)
                                    : natural_height (self->player_cards[0], below_width / 2);

      *panel_height = panel_extras_height (self, below_width) + line_height;
      room = below_board_height - (int) ceil (below_board / aspect) -
             panel_extras_height (self, below_width) - PANEL_SPACING;
    }
  else
    room = height - 2 * PAGE_MARGIN - panel_extras_height (self, PANEL_WIDTH) -
           2 * player_height - 6 - PANEL_SPACING;
  *folded = room < HISTORY_MIN_HEIGHT;
}

/* The move list in the panel, or in the Moves button's popover */
static void
fold_history (QuintetWindow *self,
              gboolean       folded)
{
  GtkWidget *history = GTK_WIDGET (self->history_view);
  gboolean in_popover = gtk_widget_get_parent (history) != self->side_panel;

  gtk_widget_set_visible (self->moves_button, folded);
  if (folded == in_popover)
    return;

  g_object_ref (history);
  if (folded)
    {
      gtk_box_remove (GTK_BOX (self->side_panel), history);
      gtk_popover_set_child (GTK_POPOVER (self->moves_popover), history);
      gtk_widget_set_size_request (history, POPOVER_WIDTH, POPOVER_HEIGHT);
    }
  else
    {
      gtk_menu_button_popdown (GTK_MENU_BUTTON (self->moves_button));
      gtk_popover_set_child (GTK_POPOVER (self->moves_popover), NULL);
      gtk_box_append (GTK_BOX (self->side_panel), history);
      gtk_widget_set_size_request (history, -1, -1);
    }
  g_object_unref (history);
}

static void
apply_game_layout (QuintetWindow *self)
{
  GtkOrientation players = self->below ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_box),
                                  self->below ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  /* Below: the board as large as the width allows, the rest to the panel */
  gtk_widget_set_vexpand (self->board_column, !self->below);
  gtk_widget_set_margin_bottom (self->board_column, self->below ? BOARD_SPACING : PAGE_MARGIN);
  /* Beside: the panel's width exactly; its minimum stays small */
  gtk_widget_set_size_request (self->side_panel, self->below ? -1 : PANEL_WIDTH, -1);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (self->panel_scroller),
                                             self->below ? -1 : PANEL_WIDTH);
  gtk_widget_set_hexpand (self->panel_scroller, self->below);
  gtk_widget_set_vexpand (self->panel_scroller, TRUE);
  gtk_widget_set_margin_start (self->panel_scroller, self->below ? PAGE_MARGIN : 0);
  gtk_widget_set_margin_top (self->panel_scroller, self->below ? 0 : PAGE_MARGIN);
  /* Below, the panel shows the players' line and the parts that come
   * and go (a finished game's card) whole, before the board grows */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->panel_scroller), self->below);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->panel_scroller), self->panel_height);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_box), players);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->players_list), players);
  quintet_history_view_set_compact (self->history_view, self->below);
  fold_history (self, self->folded);
  if (self->game != NULL)
    {
      update_players (self);
      update_marks_note (self);
    }
}

static void
apply_layout (QuintetWindow *self)
{
  if (self->game_box != NULL)
    apply_game_layout (self);

  if (self->narrow)
    gtk_button_set_icon_name (GTK_BUTTON (self->new_game_button), "list-add-symbolic");
  else
    gtk_button_set_label (GTK_BUTTON (self->new_game_button), _("_New Game"));
  gtk_widget_set_visible (self->new_game_button,
                          !self->tiny && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0);
}

static gboolean
update_layout_idle (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->layout_idle = 0;
  apply_layout (self);

  return G_SOURCE_REMOVE;
}

/* Chooses the layout for a window of @width (inside its frame) and a
 * page of @height. Returns whether it changed. */
static gboolean
choose_layout_for (QuintetWindow *self,
                   int            width,
                   int            height)
{
  gboolean narrow = width < NARROW_WIDTH, tiny = width < TINY_WIDTH;
  gboolean below = self->below, folded = self->folded;
  int panel_height = self->panel_height;

  if (self->game_box != NULL && height > 0)
    choose_layout (self, width, height, &below, &folded, &panel_height);

  if (narrow == self->narrow && tiny == self->tiny && below == self->below && folded == self->folded &&
      panel_height == self->panel_height)
    return FALSE;

  self->narrow = narrow;
  self->tiny = tiny;
  self->below = below;
  self->folded = folded;
  self->panel_height = panel_height;
  return TRUE;
}

/* Chooses the layout for the page's size now; a change is applied on
 * the next main loop iteration: changing the layout while allocating
 * would resize in the middle of a resize. */
static void
update_layout (QuintetWindow *self)
{
  if (choose_layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)),
                         gtk_widget_get_height (GTK_WIDGET (self->stack))) &&
      self->layout_idle == 0)
    self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_layout_idle, self, NULL);
}

/* Asked for a new size (by the program, the saved settings, or the window
 * manager): the layout for that size comes first. Chosen after the new
 * size, the old layout's minimum could make the window larger than asked
 * (wide, the header bar and the panel beside the board ask for more than
 * a phone's width), and GTK keeps that larger size. */
static void
default_size_changed_cb (QuintetWindow *self)
{
  int width, height;
  double frame_x = 0, frame_y = 0;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0 || height <= 0 || !gtk_widget_get_realized (GTK_WIDGET (self)))
    return;

  /* The surface's size, less the window's frame and the header bar */
  gtk_native_get_surface_transform (GTK_NATIVE (self), &frame_x, &frame_y);
  width -= 2 * (int) frame_x;
  height -= 2 * (int) frame_y +
            (gtk_widget_get_height (GTK_WIDGET (self)) - gtk_widget_get_height (GTK_WIDGET (self->stack)));
  if (choose_layout_for (self, width, height))
    {
      g_clear_handle_id (&self->layout_idle, g_source_remove);
      apply_layout (self);
    }
}

static void
quintet_window_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  GTK_WIDGET_CLASS (quintet_window_parent_class)->size_allocate (widget, width, height, baseline);

  update_layout (QUINTET_WINDOW (widget));
}

/* ---- the game page, built when the first game starts: the window
 * comes up sooner with the start page alone ---- */

static void
ensure_game_page (QuintetWindow *self)
{
  static const struct {
    const char *name;
    gsize       offset;
  } parts[] = {
    { "game_box", G_STRUCT_OFFSET (QuintetWindow, game_box) },
    { "board_column", G_STRUCT_OFFSET (QuintetWindow, board_column) },
    { "board_view", G_STRUCT_OFFSET (QuintetWindow, board_view) },
    { "guidance_row", G_STRUCT_OFFSET (QuintetWindow, guidance_row) },
    { "panel_scroller", G_STRUCT_OFFSET (QuintetWindow, panel_scroller) },
    { "side_panel", G_STRUCT_OFFSET (QuintetWindow, side_panel) },
    { "players_box", G_STRUCT_OFFSET (QuintetWindow, players_box) },
    { "player_card_0", G_STRUCT_OFFSET (QuintetWindow, player_cards[0]) },
    { "player_card_1", G_STRUCT_OFFSET (QuintetWindow, player_cards[1]) },
    { "moves_button", G_STRUCT_OFFSET (QuintetWindow, moves_button) },
    { "moves_popover", G_STRUCT_OFFSET (QuintetWindow, moves_popover) },
    { "outcome_card", G_STRUCT_OFFSET (QuintetWindow, outcome_card) },
    { "outcome_title", G_STRUCT_OFFSET (QuintetWindow, outcome_title) },
    { "outcome_reason", G_STRUCT_OFFSET (QuintetWindow, outcome_reason) },
    { "players_list", G_STRUCT_OFFSET (QuintetWindow, players_list) },
    { "player_row_0", G_STRUCT_OFFSET (QuintetWindow, player_rows[0]) },
    { "player_row_1", G_STRUCT_OFFSET (QuintetWindow, player_rows[1]) },
    { "player_dot_0", G_STRUCT_OFFSET (QuintetWindow, player_dots[0]) },
    { "player_dot_1", G_STRUCT_OFFSET (QuintetWindow, player_dots[1]) },
    { "to_move_0", G_STRUCT_OFFSET (QuintetWindow, to_move_labels[0]) },
    { "to_move_1", G_STRUCT_OFFSET (QuintetWindow, to_move_labels[1]) },
    { "status_note", G_STRUCT_OFFSET (QuintetWindow, status_note) },
    { "marks_note", G_STRUCT_OFFSET (QuintetWindow, marks_note) },
    { "status_label", G_STRUCT_OFFSET (QuintetWindow, status_label) },
    { "guidance_label", G_STRUCT_OFFSET (QuintetWindow, guidance_label) },
    { "thinking_box", G_STRUCT_OFFSET (QuintetWindow, thinking_box) },
    { "thinking_label", G_STRUCT_OFFSET (QuintetWindow, thinking_label) },
    { "history_view", G_STRUCT_OFFSET (QuintetWindow, history_view) },
  };
  g_autoptr(GtkBuilderScope) scope = NULL;
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->game_box != NULL)
    return;

  scope = gtk_builder_cscope_new ();
  gtk_builder_cscope_add_callback_symbols (GTK_BUILDER_CSCOPE (scope),
                                           "board_view_turn_chosen_cb", G_CALLBACK (board_view_turn_chosen_cb),
                                           "board_view_guidance_cb", G_CALLBACK (board_view_guidance_cb),
                                           "guidance_activate_link_cb", G_CALLBACK (guidance_activate_link_cb),
                                           NULL);
  builder = gtk_builder_new ();
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, G_OBJECT (self));
  /* A resource of the program: failing to build it is a bug. */
  if (!gtk_builder_add_from_resource (builder, "/io/github/quintetgames/Quintet/quintet-game-page.ui", NULL))
    g_assert_not_reached ();
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    G_STRUCT_MEMBER (gpointer, self, parts[i].offset) = gtk_builder_get_object (builder, parts[i].name);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->game_box), "game");

  g_signal_connect_swapped (self->history_view, "notify::shown-ply",
                            G_CALLBACK (history_ply_changed_cb), self);
  g_signal_connect_swapped (self->board_view, "notify::can-finish",
                            G_CALLBACK (board_view_can_finish_cb), self);
  board_view_can_finish_cb (self);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->player_dots[side]), draw_side_dot,
                                    GUINT_TO_POINTER (side), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_side_dots), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->settings, "show-legal-moves", self->board_view, "show-legal-moves",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "show-coordinates", self->board_view, "show-coordinates",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "animations", self->board_view, "animate",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->history_view, "ply", self->board_view, "ply",
                          G_BINDING_SYNC_CREATE);
  apply_layout (self);
}

static gboolean
build_game_page_idle (gpointer user_data)
{
  QuintetWindow *self = QUINTET_WINDOW (user_data);

  self->game_page_idle = 0;
  ensure_game_page (self);

  return G_SOURCE_REMOVE;
}

/* Once the first frame is on screen, the game page is built in the
 * background of the main loop, ready before the player picks a game. */
static void
first_frame_painted_cb (GdkFrameClock *frame_clock,
                        QuintetWindow *self)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_painted_cb, self);
  if (self->game_box == NULL && self->game_page_idle == 0)
    self->game_page_idle = g_idle_add (build_game_page_idle, self);
}

static void
quintet_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (quintet_window_parent_class)->map (widget);

  if (QUINTET_WINDOW (widget)->game_box == NULL)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (first_frame_painted_cb), widget, 0);
}

/* ---- window state ---- */

/* Destroyed (closed, or the application quits): the computer's search and
 * a hint's are dropped at once. The window itself lives on until each
 * search has returned, which holds a reference; its turn must not be
 * played into the game left behind and its autosave. */
static void
quintet_window_unrealize (GtkWidget *widget)
{
  _quintet_window_stop_searches (QUINTET_WINDOW (widget));

  GTK_WIDGET_CLASS (quintet_window_parent_class)->unrealize (widget);
}

static gboolean
quintet_window_close_request (GtkWindow *window)
{
  QuintetWindow *self = QUINTET_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  quintet_settings_set_window_size (self->settings, width, height,
                                    gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (quintet_window_parent_class)->close_request (window);
}

static void
quintet_window_constructed (GObject *object)
{
  QuintetWindow *self = QUINTET_WINDOW (object);
  /* "application" is not a construct property, so it is still unset here. */
  QuintetApplication *app = QUINTET_APPLICATION (g_application_get_default ());
  int width, height;
  gboolean maximized;

  G_OBJECT_CLASS (quintet_window_parent_class)->constructed (object);

  self->settings = g_object_ref (quintet_application_get_settings (app));
  quintet_settings_get_window_size (self->settings, &width, &height, &maximized);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (maximized)
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->settings, "notify::notation-style",
                           G_CALLBACK (apply_notation_style), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed_cb), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed_cb), NULL);
}

static void
quintet_window_dispose (GObject *object)
{
  QuintetWindow *self = QUINTET_WINDOW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  g_clear_handle_id (&self->game_page_idle, g_source_remove);
  _quintet_window_stop_searches (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  _quintet_window_dispose_records (self);
  /* Closed with Undo on screen: the games are gone as asked */
  _quintet_window_commit_removals (self);
  g_clear_weak_pointer (&self->toast);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (quintet_window_parent_class)->dispose (object);
}

static void
quintet_window_class_init (QuintetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = quintet_window_constructed;
  object_class->dispose = quintet_window_dispose;
  widget_class->size_allocate = quintet_window_size_allocate;
  widget_class->map = quintet_window_map;
  widget_class->unrealize = quintet_window_unrealize;
  window_class->close_request = quintet_window_close_request;

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  g_type_ensure (QUINTET_TYPE_HISTORY_VIEW);
  g_type_ensure (QUINTET_TYPE_START_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, undo_redo_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, game_menu_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, start_page);
  gtk_widget_class_bind_template_callback (widget_class, start_page_game_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_resume_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_remove_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_remove_all_chosen_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "win.show-game", NULL, show_game_activated);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_activated);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_activated);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, offer_draw_activated);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_activated);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_activated);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_activated);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board_activated);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, _quintet_window_hint_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip-board", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, go_back_key_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_ALT_MASK, go_back_key_cb, NULL);
  _quintet_window_class_add_records (widget_class);
}

static void
quintet_window_init (QuintetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->panel_height = -1;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", FALSE);
  _quintet_window_init_records (self);
  add_review_shortcuts (self);
  apply_layout (self);
  show_page (self, "start");
}

QuintetWindow *
quintet_window_new (QuintetApplication *application)
{
  g_return_val_if_fail (QUINTET_IS_APPLICATION (application), NULL);

  return g_object_new (QUINTET_TYPE_WINDOW, "application", application, NULL);
}
