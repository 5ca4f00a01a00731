/* quintet-window.c — the main window: start page and game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-menu-tooltips.h"
#include "quintet-person-seat.h"
#include "quintet-new-game-dialog.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-text.h"
#include "quintet-window-private.h"

G_DEFINE_FINAL_TYPE (QuintetWindow, quintet_window, ADW_TYPE_APPLICATION_WINDOW)

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
  return quintet_history_view_get_shown_ply (quintet_game_page_get_history_view (self->game_page));
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

void
_quintet_window_update_players (QuintetWindow *self)
{
  guint ply = get_shown_ply (self);
  gconstpointer position = quintet_game_get_position_at (self->game, ply);
  QuintetSide to_move = QUINTET_POSITION_SIDE (position);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      int reserve = quintet_game_get_reserve (self->game, position, side);
      g_autofree char *subtitle = NULL;
      /* The computer, or online "You" and the friend (issue 33) */
      g_autofree char *player = quintet_seat_describe (self->seats[side]);
      gboolean shows_to_move;

      /* -1: the game has no reserves, so the rows only say whose turn it is. */
      if (reserve >= 0)
        {
          /* Translators: pieces waiting beside the board */
          subtitle = g_strdup_printf (ngettext ("%d in reserve", "%d in reserve", reserve), reserve);
        }
      /* Named as the player of its side, on a line of its own: the
       * panel keeps its width */
      if (player != NULL)
        {
          char *both = subtitle != NULL ? g_strdup_printf ("%s\n%s", player, subtitle)
                                        : g_steal_pointer (&player);

          g_free (subtitle);
          subtitle = both;
        }

      shows_to_move = side == to_move &&
                      (!_quintet_window_game_is_over (self) || _quintet_window_is_reviewing (self));
      /* The level's line, where the panel has no room for it */
      quintet_game_page_set_player (self->game_page, side, _(quintet_game_get_side_name (self->game, side)), subtitle,
                                    quintet_seat_describe_level (self->seats[side]),
                                    quintet_game_get_side_style (self->game, side), shows_to_move);
    }
}

/* The game's note on the shown position ("White must reconnect their
 * checkers", OR-2). At the end of a finished game the outcome card says
 * what matters; while reviewing, the note belongs to the reviewed position. */
/* What the turn before the shown position did beyond its clicks (Ordo
 * X's removed checkers, issue 39), or NULL */
static char *
describe_shown_effects (QuintetWindow *self)
{
  guint ply = get_shown_ply (self);

  if (ply == 0 || ply > quintet_game_get_n_turns (self->game))
    return NULL;
  return quintet_game_describe_effects (self->game, quintet_game_get_position_at (self->game, ply - 1),
                                        quintet_game_get_turn (self->game, ply - 1));
}

/* A turn just played whose effects its clicks do not show is told to
 * screen readers too (the status note shows it) */
static void
announce_effects (QuintetWindow *self,
                  const char    *effects)
{
  guint n_turns = quintet_game_get_n_turns (self->game);

  if (n_turns == self->announced_turns + 1 && effects != NULL && !_quintet_window_is_reviewing (self))
    quintet_accessible_announce (GTK_WIDGET (quintet_game_page_get_board_view (self->game_page)), effects);
  self->announced_turns = n_turns;
}

static void
update_status_note (QuintetWindow *self)
{
  g_autofree char *note = NULL;
  g_autofree char *effects = describe_shown_effects (self);

  announce_effects (self, effects);
  if (!_quintet_window_game_is_over (self) || _quintet_window_is_reviewing (self))
    note = quintet_game_describe_status (self->game,
                                         quintet_game_get_position_at (self->game, get_shown_ply (self)));
  if (effects != NULL)
    {
      char *both = note != NULL ? g_strdup_printf ("%s\n%s", effects, note) : g_steal_pointer (&effects);

      g_free (note);
      note = both;
    }

  quintet_game_page_set_status_note (self->game_page, note);
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

/* The word on the frozen marks (the page leaves it out below the board) */
void
_quintet_window_update_marks_note (QuintetWindow *self)
{
  quintet_game_page_set_marks_note (self->game_page, self->game != NULL && shows_frozen_pieces (self));
}

void
_quintet_window_update_title (QuintetWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  guint n_turns;

  if (_quintet_window_puzzles_title (self))
    return;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "lesson") == 0)
    {
      const QuintetGameInfo *info = quintet_registry_lookup (quintet_lesson_page_get_game_id (self->lesson_page));

      adw_window_title_set_title (self->window_title, info != NULL ? _(info->name) : "");
      /* Translators: the window's subtitle over a game's lessons */
      adw_window_title_set_subtitle (self->window_title, _("Lessons"));
      gtk_window_set_title (GTK_WINDOW (self), info != NULL ? _(info->name) : _("Quintet"));
      return;
    }
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
  else if ((subtitle = _quintet_window_online_subtitle (self)) != NULL)
    ;
  else if (self->clock_paused)
    /* Translators: the window's subtitle while Pause holds the game */
    subtitle = g_strdup (_("Paused"));
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
  g_autofree char *winner = NULL;
  const char *rest;

  if (outcome.status == QUINTET_STATUS_ONGOING)
    {
      quintet_game_page_set_outcome (self->game_page, NULL, NULL);
      return;
    }

  result = describe_result (self->game);
  reason = quintet_game_describe_outcome (self->game);
  rest = strip_result (reason, result);
  /* The computer is named as the winner of its side */
  if (rest != NULL && outcome.status == QUINTET_STATUS_WIN &&
      (winner = quintet_seat_describe (self->seats[outcome.winner])) != NULL)
    {
      g_free (result);
      /* Translators: a side and who played it, e.g. "Black (Computer, Casual) wins" */
      result = g_strdup_printf (_("%s (%s) wins"),
                                _(quintet_game_get_side_name (self->game, outcome.winner)), winner);
    }
  quintet_game_page_set_outcome (self->game_page, rest != NULL ? result : reason, rest);
}

/* Turns can be made on the latest position or, after confirming, on an
 * earlier one; a decided game takes no more turns but from an earlier
 * position (playing on from a reviewed game), nor a board on which the
 * computer is to move. */
void
_quintet_window_update_interactive (QuintetWindow *self)
{
  gboolean interactive = self->game != NULL && !_quintet_window_awaits_seat (self) && !self->clock_paused;
  /* Online (issue 33): only on the latest position */
  gboolean take_back = (_quintet_window_allows (self) & QUINTET_SEAT_ALLOWS_TAKE_BACK) != 0;

  if (_quintet_window_game_is_over (self))
    {
      gconstpointer shown = quintet_game_get_position_at (self->game, get_shown_ply (self));

      interactive = take_back && _quintet_window_is_reviewing (self) &&
                    quintet_seat_plays_on_board (self->seats[QUINTET_POSITION_SIDE (shown)]);
    }
  else if (_quintet_window_is_reviewing (self) && !take_back)
    interactive = FALSE;
  quintet_board_view_set_interactive (quintet_game_page_get_board_view (self->game_page), interactive);
}

static void
update_game_page (QuintetWindow *self)
{
  if (self->game != NULL)
    {
      _quintet_window_update_players (self);
      update_status_note (self);
      _quintet_window_update_marks_note (self);
      update_outcome (self);
    }
  else
    {
      quintet_game_page_set_status_note (self->game_page, NULL);
      quintet_game_page_set_marks_note (self->game_page, FALSE);
    }
  _quintet_window_update_interactive (self);
  _quintet_window_update_clock (self);
  _quintet_window_update_analysis (self);
  _quintet_window_update_thinking (self);
  _quintet_window_update_title (self);
  _quintet_window_update_actions (self);
  /* The panel's parts come and go (a finished game's card, notes): the
   * move list may fit beside them, or no longer */
  if (self->game_page != NULL)
    _quintet_window_update_layout (self);
}

void
_quintet_window_refresh_game_page (QuintetWindow *self)
{
  update_game_page (self);
}

static void
game_changed_cb (QuintetWindow *self)
{
  /* The turn's time in its node, then on disk before the player sees it */
  _quintet_window_clock_game_changed (self);
  _quintet_window_autosave (self);
  update_game_page (self);
}

void
_quintet_window_show_page (QuintetWindow *self,
                           const char    *name)
{
  gboolean game_page = g_strcmp0 (name, "game") == 0;
  gboolean lesson_page = g_strcmp0 (name, "lesson") == 0;
  gboolean puzzle_page = g_strcmp0 (name, "puzzle") == 0;

  /* A turn half made is dropped, and with it the popover of several
   * turns: it would come back pointing out of the window while the page
   * slides in again (Escape brings the game back in a key) */
  if (!game_page && self->game_page != NULL)
    quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  gtk_stack_set_visible_child_name (self->stack, name);
  _quintet_window_update_header (self);
  /* The lessons go back where they were opened from */
  gtk_widget_set_visible (self->back_button, lesson_page || puzzle_page || (!game_page && self->game != NULL));
  quintet_set_tooltip_text (self->back_button,
                            puzzle_page ||
                            (lesson_page && (g_strcmp0 (self->lesson_back_page, "game") != 0 || self->game == NULL))
                            ? _("Back to the Games") : _("Back to the Game"));
  if (!game_page)
    {
      _quintet_window_list_unfinished (self);
      /* nothing of the game page stays up over the other pages */
      if (self->game_page != NULL)
        quintet_game_page_close_popovers (self->game_page);
    }
  _quintet_window_update_title (self);
  _quintet_window_update_actions (self);
  if (self->game_page != NULL)
    _quintet_window_update_clock (self);
}

/* The game rewrites its history and emits "changed", so the move list
 * shows the new texts without further help. */
static void
apply_notation_style (QuintetWindow *self)
{
  if (self->game != NULL)
    quintet_game_set_notation_style (self->game, quintet_settings_get_notation_style (self->settings));
}

void
_quintet_window_set_game (QuintetWindow *self,
                          QuintetGame   *game)
{
  _quintet_window_ensure_game_page (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  _quintet_window_withdraw_lessons_offer (self);
  _quintet_window_online_game_changed (self);
  apply_notation_style (self);

  quintet_history_view_set_game (quintet_game_page_get_history_view (self->game_page), game);
  quintet_board_view_set_game (quintet_game_page_get_board_view (self->game_page), game);
  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), G_MAXUINT);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
  /* a game shown is not a turn played: nothing to announce */
  self->announced_turns = game != NULL ? quintet_game_get_n_turns (game) : 0;
  _quintet_window_analysis_set_game (self);
  update_game_page (self);
}

/* A game starts: the keys play on the board at once; its cursor shows
 * to a keyboard player only (GTK's focus-visible), never to the mouse. */
static void
focus_board (QuintetWindow *self)
{
  quintet_board_view_show_focus (quintet_game_page_get_board_view (self->game_page));
}

void
quintet_window_start_game (QuintetWindow *self,
                           const char    *game_id,
                           QuintetSide    first)
{
  quintet_window_start_clocked_game (self, game_id, first, NULL);
}

void
quintet_window_start_clocked_game (QuintetWindow            *self,
                                   const char               *game_id,
                                   QuintetSide               first,
                                   const QuintetTimeControl *controls)
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
  /* No clock runs out while the new game is set up */
  g_clear_pointer (&self->clock, quintet_clock_free);
  _quintet_window_set_game (self, game);
  _quintet_window_new_record (self);
  self->has_time_controls = controls != NULL;
  if (controls != NULL)
    memcpy (self->time_controls, controls, sizeof self->time_controls);
  _quintet_window_set_clock (self, controls);
  _quintet_window_show_page (self, "game");
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
  g_clear_pointer (&self->clock, quintet_clock_free);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    _quintet_window_take_seat (self, side, quintet_seat_new_for_record_name (
                                 quintet_record_get_tag (record, quintet_record_side_tag (game, side))));
  self->first_side = quintet_game_get_first_side (game);
  quintet_settings_set_last_game (self->settings, quintet_game_get_id (game));

  _quintet_window_set_game (self, game);
  self->record = record;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->autosave_path = g_strdup (autosave_path);
  /* A file holds the game as it is; a game from elsewhere is not saved */
  self->saved_state = file != NULL ? state : 0;
  /* Kept from its first change: a file or the clipboard holds it as it
   * is, and pastes alone never fill Unfinished Games */
  self->autosaved_state = state;
  _quintet_window_clock_from_record (self);
  self->has_time_controls = self->clock != NULL;
  if (self->clock != NULL)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      self->time_controls[side] = *quintet_clock_get_control (self->clock, side);
  _quintet_window_show_page (self, "game");
  focus_board (self);
}

QuintetSound *
quintet_window_get_sound (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), NULL);

  return self->sound;
}

QuintetGame *
quintet_window_get_game (QuintetWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_WINDOW (self), NULL);

  return self->game;
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

  _quintet_window_show_page (self, "start");
}

/* ---- new game ---- */

static void
new_game_dialog_response_cb (QuintetWindow       *self,
                             const char          *response,
                             QuintetNewGameDialog *dialog)
{
  const char *opponent;
  QuintetSide friend_side = QUINTET_SIDE_1;

  if (g_strcmp0 (response, "start") != 0)
    return;

  /* Online (issue 33): an invitation, and the game waiting for its answer */
  opponent = quintet_new_game_dialog_get_online_opponent (dialog, &friend_side);
  if (opponent != NULL)
    {
      QuintetTimeControl controls[2];
      gboolean clocked = quintet_new_game_dialog_get_time_controls (dialog, controls);

      _quintet_window_invite (self, opponent, quintet_new_game_dialog_get_game_id (dialog),
                              QUINTET_OTHER_SIDE (friend_side), clocked ? controls : NULL);
      return;
    }

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      guint level = quintet_new_game_dialog_get_computer_level (dialog, side);

      quintet_settings_set_computer_level (self->settings, side, level);
      quintet_window_set_computer_level (self, side, level);
    }
  {
    QuintetTimeControl controls[2];
    gboolean clocked = quintet_new_game_dialog_get_time_controls (dialog, controls);

    quintet_window_start_clocked_game (self, quintet_new_game_dialog_get_game_id (dialog),
                                       quintet_new_game_dialog_get_first_side (dialog),
                                       clocked ? controls : NULL);
  }
  /* A person chose the game: one never played gets its lessons offered */
  _quintet_window_offer_lessons (self, quintet_new_game_dialog_get_game_id (dialog));
}

void
_quintet_window_choose_game (QuintetWindow *self,
                             const char    *game_id)
{
  QuintetNewGameDialog *dialog = quintet_new_game_dialog_new (game_id);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    quintet_new_game_dialog_set_computer_level (dialog, side,
                                                quintet_settings_get_computer_level (self->settings, side));
  quintet_new_game_dialog_set_online (dialog, _quintet_window_has_online (self));
  if (self->online != NULL)
    {
      g_auto(GStrv) recent = quintet_online_list_opponents (self->online, 5);

      quintet_new_game_dialog_set_recent_opponents (dialog, (const char * const *) recent);
    }

  g_signal_connect_object (dialog, "response", G_CALLBACK (new_game_dialog_response_cb),
                           self, G_CONNECT_SWAPPED);
  quintet_dialog_present (GTK_WIDGET (dialog), GTK_WIDGET (self));
}

static void
start_page_game_chosen_cb (QuintetWindow *self,
                           const char    *game_id)
{
  _quintet_window_choose_game (self, game_id);
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
start_page_remove_online_chosen_cb (QuintetWindow *self,
                                    const char    *game_id)
{
  _quintet_window_remove_online_game (self, game_id);
}

static void
start_page_remove_all_chosen_cb (QuintetWindow *self)
{
  _quintet_window_remove_all_unfinished (self);
}

/* ---- playing turns ---- */

/* Sounds (issue 31): @turn's sound, told by the game before it was
 * played (@kind), or the end's; the computer's is heard unfocused too */
static void
sound_turn (QuintetWindow    *self,
            QuintetTurnSound  kind,
            QuintetSide       side)
{
  gboolean over = quintet_game_get_outcome (self->game).status != QUINTET_STATUS_ONGOING;

  quintet_sound_play (self->sound, quintet_sound_event_for_turn (kind, over),
                      !quintet_seat_plays_on_board (self->seats[side]));
}

void
_quintet_window_sound_game_over (QuintetWindow *self)
{
  quintet_sound_play (self->sound, QUINTET_SOUND_END, FALSE);
}

void
_quintet_window_play_turn (QuintetWindow     *self,
           const QuintetMove *turn)
{
  g_autoptr(GError) error = NULL;
  QuintetSide side = quintet_game_get_side_to_move (self->game);
  QuintetTurnSound kind = quintet_game_get_turn_sound (self->game, quintet_game_get_position (self->game), turn);

  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), G_MAXUINT);
  /* Its seat makes it: played here, and sent too online */
  if (!quintet_seat_commit_turn (self->seats[side], self->game, turn, &error))
    {
      quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  sound_turn (self, kind, side);
}

/* @turn at @ply as a variation: the game follows its line, and the
 * position after it shows */
static void
play_variation (QuintetWindow     *self,
                guint              ply,
                const QuintetMove *turn)
{
  g_autoptr(GError) error = NULL;
  QuintetTreeNode *node = quintet_history_view_get_shown_node (quintet_game_page_get_history_view (self->game_page));
  QuintetTurnSound kind = QUINTET_TURN_SOUND_MOVE;
  QuintetSide side = quintet_game_get_side_to_move (self->game);

  if (node != NULL)
    {
      gconstpointer before = quintet_tree_node_get_position (node);

      kind = quintet_game_get_turn_sound (self->game, before, turn);
      side = QUINTET_POSITION_SIDE (before);
    }
  if (!quintet_game_play_variation (self->game, ply, turn, &error))
    {
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  quintet_history_view_set_ply (quintet_game_page_get_history_view (self->game_page), ply + 1);
  sound_turn (self, kind, side);
}

static void
discard_dialog_response_cb (QuintetWindow *self,
                            const char    *response)
{
  if (self->game != NULL && g_strcmp0 (response, "variation") == 0)
    {
      play_variation (self, self->pending_ply, &self->pending_turn);
      return;
    }
  if (g_strcmp0 (response, "discard") != 0 || self->game == NULL)
    {
      quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
      return;
    }

  quintet_game_truncate (self->game, self->pending_ply);
  _quintet_window_play_turn (self, &self->pending_turn);
}

/* Whether the game's main line has been analysed (a node with an eval):
 * a turn played in review is then a variation without asking */
static gboolean
is_analysed (QuintetWindow *self)
{
  QuintetGameTree *tree = quintet_game_get_tree (self->game);
  guint length = quintet_game_tree_get_main_length (tree);

  for (guint ply = 0; ply <= length; ply++)
    if (quintet_tree_node_get_eval (quintet_game_tree_get_main_node (tree, ply)) != NULL)
      return TRUE;
  return FALSE;
}

/* Playing on an earlier position: a turn the tree has there is followed
 * (the line's next steps forward); in an analysed game another is a
 * variation; else ask whether it is one or replaces the turns after it. */
static void
ask_discard_later_turns (QuintetWindow     *self,
                         const QuintetMove *turn)
{
  guint ply = get_shown_ply (self);
  guint n_later = quintet_game_get_n_turns (self->game) - ply;
  QuintetTreeNode *here = quintet_history_view_get_shown_node (quintet_game_page_get_history_view (self->game_page));
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* A turn the tree has here already: the line's next, or a variation's
   * first, is followed */
  for (guint i = 0; here != NULL && i < quintet_tree_node_get_n_children (here); i++)
    {
      QuintetTreeNode *child = quintet_tree_node_get_child (here, i);

      if (quintet_move_equal (quintet_tree_node_get_turn (child), turn))
        {
          quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
          quintet_history_view_show_node (quintet_game_page_get_history_view (self->game_page), child);
          return;
        }
    }
  if (is_analysed (self))
    {
      play_variation (self, ply, turn);
      return;
    }

  self->pending_turn = *turn;
  self->pending_ply = ply;

  body = g_strdup_printf (ngettext ("A variation keeps the %u turn played after this position; discarding removes it.",
                                            "A variation keeps the %u turns played after this position; discarding removes them.",
                                   n_later),
                          n_later);
  dialog = quintet_alert_new (_("Discard Later Turns?"), body);
  quintet_alert_add_responses (dialog,
                               "cancel", _("_Cancel"),
                               "discard", _("_Discard and Play"),
                               "variation", _("Play as _Variation"),
                               NULL);
  quintet_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  quintet_alert_set_response_appearance (dialog, "variation", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_default_response (dialog, "variation");
  quintet_alert_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_dialog_response_cb),
                           self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

void
_quintet_window_board_view_turn_chosen_cb (QuintetWindow     *self,
                                           const QuintetMove *turn)
{
  /* Pause holds the game: the board takes no turn (issue 39) */
  if (self->game == NULL || (_quintet_window_game_is_over (self) && !_quintet_window_is_reviewing (self)) ||
      _quintet_window_is_paused (self))
    return;

  if (_quintet_window_is_reviewing (self))
    ask_discard_later_turns (self, turn);
  else
    _quintet_window_play_turn (self, turn);
}

void
_quintet_window_history_ply_changed_cb (QuintetWindow *self)
{
  quintet_board_view_clear_selection (quintet_game_page_get_board_view (self->game_page));
  update_game_page (self);
}

static void
quintet_window_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  GTK_WIDGET_CLASS (quintet_window_parent_class)->size_allocate (widget, width, height, baseline);

  _quintet_window_update_layout (QUINTET_WINDOW (widget));
}

static void
quintet_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (quintet_window_parent_class)->map (widget);

  _quintet_window_prepare_game_page (QUINTET_WINDOW (widget));
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
  _quintet_window_stop_analysis (QUINTET_WINDOW (widget));

  GTK_WIDGET_CLASS (quintet_window_parent_class)->unrealize (widget);
}

static gboolean
quintet_window_close_request (GtkWindow *window)
{
  _quintet_window_save_size (QUINTET_WINDOW (window));

  return GTK_WINDOW_CLASS (quintet_window_parent_class)->close_request (window);
}

static void
quintet_window_constructed (GObject *object)
{
  QuintetWindow *self = QUINTET_WINDOW (object);
  /* "application" is not a construct property, so it is still unset here. */
  QuintetApplication *app = QUINTET_APPLICATION (g_application_get_default ());

  G_OBJECT_CLASS (quintet_window_parent_class)->constructed (object);

  self->settings = g_object_ref (quintet_application_get_settings (app));
  self->sound = quintet_sound_new (self->settings, GTK_WINDOW (self));
  _quintet_window_restore_size (self);

  g_signal_connect_object (self->settings, "notify::notation-style",
                           G_CALLBACK (apply_notation_style), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "progress-changed::finished-lessons",
                           G_CALLBACK (_quintet_window_update_courses), self, G_CONNECT_SWAPPED);
  _quintet_window_update_courses (self);
  /* The cards' progress and the offer of lessons (issue 39) */
  quintet_start_page_set_settings (self->start_page, self->settings);
  _quintet_window_init_online (self);
}

static void
quintet_window_dispose (GObject *object)
{
  QuintetWindow *self = QUINTET_WINDOW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  g_clear_handle_id (&self->game_page_idle, g_source_remove);
  _quintet_window_stop_searches (self);
  _quintet_window_dispose_analysis (self);
  _quintet_window_dispose_clock (self);
  _quintet_window_dispose_online (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  _quintet_window_dispose_records (self);
  /* Closed with Undo on screen: the games are gone as asked */
  _quintet_window_commit_removals (self);
  if (self->shortcuts_window != NULL)
    gtk_window_destroy (self->shortcuts_window);
  g_clear_weak_pointer (&self->shortcuts_window);
  g_clear_object (&self->toasts);
  g_clear_pointer (&self->offered_game, g_free);
  g_clear_pointer (&self->lesson_back_page, g_free);
  g_clear_object (&self->game);
  g_clear_object (&self->sound);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (quintet_window_parent_class)->dispose (object);
}

static void
quintet_window_finalize (GObject *object)
{
  QuintetWindow *self = QUINTET_WINDOW (object);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    _quintet_window_take_seat (self, side, NULL);
  g_clear_object (&self->hint_seat);

  G_OBJECT_CLASS (quintet_window_parent_class)->finalize (object);
}

static void
quintet_window_class_init (QuintetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = quintet_window_constructed;
  object_class->dispose = quintet_window_dispose;
  object_class->finalize = quintet_window_finalize;
  widget_class->size_allocate = quintet_window_size_allocate;
  widget_class->map = quintet_window_map;
  widget_class->unrealize = quintet_window_unrealize;
  window_class->close_request = quintet_window_close_request;

  g_type_ensure (QUINTET_TYPE_BOARD_VIEW);
  g_type_ensure (QUINTET_TYPE_HISTORY_VIEW);
  g_type_ensure (QUINTET_TYPE_START_PAGE);
  /* No menu button's tooltip over its open popover (issue 39) */
  quintet_menu_tooltips_install ();

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, undo_redo_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, game_menu_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, game_menu);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, page_menu);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, QuintetWindow, start_page);
  gtk_widget_class_bind_template_callback (widget_class, start_page_game_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_resume_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_remove_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_remove_online_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_page_remove_all_chosen_cb);

  _quintet_window_class_add_actions (widget_class);
  _quintet_window_class_add_records (widget_class);
  _quintet_window_class_add_analysis (widget_class);
  _quintet_window_class_add_lessons (widget_class);
  _quintet_window_class_add_puzzles (widget_class);
  _quintet_window_class_add_clock (widget_class);
  _quintet_window_class_add_online (widget_class);
}

static void
quintet_window_init (QuintetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    _quintet_window_take_seat (self, side, quintet_person_seat_new ());
  _quintet_window_init_hint (self);
  quintet_use_toolbar_view (adw_toast_overlay_get_child (self->toast_overlay));
  self->toasts = quintet_toasts_new (self->toast_overlay);
  /* Removed games come back with the toast's Undo, else go for good */
  g_signal_connect_object (self->toasts, "undo", G_CALLBACK (_quintet_window_undo_removals), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->toasts, "dismissed", G_CALLBACK (_quintet_window_commit_removals), self,
                           G_CONNECT_SWAPPED);
  _quintet_window_init_header (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", FALSE);
  _quintet_window_init_records (self);
  _quintet_window_add_review_shortcuts (self);
  _quintet_window_add_lesson_shortcuts (self);
  _quintet_window_init_page_menu (self);
  _quintet_window_apply_layout (self);
  _quintet_window_show_page (self, "start");
}

QuintetWindow *
quintet_window_new (QuintetApplication *application)
{
  g_return_val_if_fail (QUINTET_IS_APPLICATION (application), NULL);

  return g_object_new (QUINTET_TYPE_WINDOW, "application", application, NULL);
}
