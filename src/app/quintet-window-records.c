/* quintet-window-records.c — the window's game records: the title, side
 * tags, drop, copy and paste, the autosave that keeps every game in
 * progress and resuming it (opening and saving files:
 * quintet-window-files.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-autosave.h"
#include "quintet-new-game-dialog.h"
#include "quintet-registry.h"
#include "quintet-search.h"
#include "quintet-text.h"
#include "quintet-window-private.h"

/* The file an autosaved game belongs to, as a URI: a tag of the autosave
 * only, never of the player's file (docs/records.md, "Autosave") */
#define AUTOSAVE_FILE_TAG "QuintetFile"

/* ---- the record's state ---- */

/* The game's turns, position and outcome, and its tree (variations,
 * comments, marks, evaluations: quintet_record_hash_tree, kept by the
 * tree's serial) as one number: it changes with every turn, undo, result
 * or change of the tree, never with the notation style. */
guint64
_quintet_window_record_state (QuintetGame *game)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game);
  guint n_turns = quintet_game_get_n_turns (game);
  guint64 state = quintet_game_compute_hash (game, quintet_game_get_position_at (game, n_turns));

  state ^= (guint64) n_turns * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  state ^= ((guint64) outcome.status << 16 | (guint64) outcome.winner << 8 | outcome.reason) << 40;
  state ^= quintet_record_hash_tree (game);
  return state;
}

static gboolean
has_unsaved_turns (QuintetWindow *self)
{
  gboolean played = quintet_game_get_n_turns (self->game) > 0 || _quintet_window_game_is_over (self);

  return played && _quintet_window_record_state (self->game) != self->saved_state;
}

/* A file's name as a message or a title shows it: one line, of printable
 * characters, whatever the name holds */
char *
_quintet_window_quote_basename (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return quintet_text_quote_name (name);
}

/* "game1.quintet — Pressman": the file and the game, or the game alone
 * before it is in a file */
static char *
describe_game_and_file (QuintetGame *game,
                        GFile       *file)
{
  g_autofree char *file_name = NULL;

  if (file == NULL)
    return g_strdup (_(quintet_game_get_name (game)));
  file_name = _quintet_window_quote_basename (file);
  /* Translators: a file's name, then the game's, as in "game1.quintet — Pressman" */
  return g_strdup_printf (_("%s — %s"), file_name, _(quintet_game_get_name (game)));
}

/* "• game1.quintet — Pressman": the file and the game, marked while the
 * file is behind the game (as GNOME Text Editor marks a modified
 * document). */
char *
_quintet_window_dup_title (QuintetWindow *self)
{
  g_autofree char *name = NULL;

  /* Online (issue 33): QuintetOnline keeps the game saved; the title
   * names the friend */
  if (_quintet_window_is_online (self))
    /* Translators: a game's name and a friend's address, "Ordo with bob@example.org" */
    return g_strdup_printf (_("%s with %s"), _(quintet_game_get_name (self->game)),
                            quintet_online_game_get_opponent (self->online_game));
  name = describe_game_and_file (self->game, self->file);
  if (!has_unsaved_turns (self))
    return g_steal_pointer (&name);
  /* Translators: the window title of a game with turns not saved */
  return g_strdup_printf (_("• %s"), name);
}

/* ---- side tags: who played each side ---- */

static void
set_side_tags (QuintetRecord *record,
               QuintetSeat   *seats[2])
{
  QuintetGame *game = quintet_record_get_game (record);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      g_autofree char *name = quintet_seat_get_record_name (seats[side]);

      quintet_record_set_tag (record, quintet_record_side_tag (game, side), name);
    }
}

void
_quintet_window_update_side_tags (QuintetWindow *self)
{
  if (self->record != NULL)
    set_side_tags (self->record, self->seats);
}

/* A new game: a new record, in no file yet, with nothing to save */
void
_quintet_window_new_record (QuintetWindow *self)
{
  _quintet_window_dispose_records (self);
  self->record = quintet_record_new (self->game);
  self->saved_state = _quintet_window_record_state (self->game);
  self->autosaved_state = self->saved_state;
  _quintet_window_update_side_tags (self);
}

/* ---- autosave ---- */

void
_quintet_window_forget_autosave (QuintetWindow *self)
{
  if (self->autosave_path == NULL)
    return;
  quintet_autosave_remove (self->autosave_path);
  g_clear_pointer (&self->autosave_path, g_free);
}

/* The record as the autosave keeps it: with the file it belongs to */
static char *
autosave_text (QuintetWindow *self)
{
  g_autofree char *uri = self->file != NULL ? g_file_get_uri (self->file) : NULL;
  char *text;

  quintet_record_set_tag (self->record, AUTOSAVE_FILE_TAG, uri);
  text = quintet_record_to_text (self->record);
  quintet_record_set_tag (self->record, AUTOSAVE_FILE_TAG, NULL);
  return text;
}

/* After every turn, undo or result: the game in progress goes to disk at
 * once (on the writer's thread, within milliseconds; quitting waits for
 * it), so no turn is lost; a finished (or empty) game has nothing to
 * resume, nor has one its file holds as it is. */
void
_quintet_window_autosave (QuintetWindow *self)
{
  g_autofree char *text = NULL;
  guint64 state;

  /* An online game is QuintetOnline's to save (issue 33) */
  if (self->game == NULL || self->record == NULL || !(_quintet_window_allows (self) & QUINTET_SEAT_ALLOWS_KEEPING))
    return;
  state = _quintet_window_record_state (self->game);
  if (state == self->autosaved_state)
    return;
  self->autosaved_state = state;

  if (_quintet_window_game_is_over (self) || quintet_game_get_n_turns (self->game) == 0 ||
      (self->file != NULL && state == self->saved_state))
    {
      _quintet_window_forget_autosave (self);
      return;
    }

  if (self->autosave_path == NULL)
    self->autosave_path = quintet_autosave_new_path (quintet_game_get_id (self->game));
  text = autosave_text (self);
  quintet_autosave_write (self->autosave_path, text);
}

/* ---- reading records ---- */

/* A record file, refused by its size before it is read (and by the
 * reader, for files that grow or do not know their size): memory stays
 * bounded whatever the file. */
static QuintetRecord *
parse_record_file (GFile   *file,
                   GError **error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > QUINTET_RECORD_MAX_SIZE)
    {
      _quintet_window_set_too_large_error (file, error);
      return NULL;
    }

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  return quintet_record_read_stream (G_INPUT_STREAM (stream), name, NULL, error);
}

/* Where a record opens: here, unless this window holds a game in
 * progress (or already took one of the files): undo could not bring
 * that game back. */
QuintetWindow *
_quintet_window_for_record (QuintetWindow *self,
                            gboolean       here)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  QuintetWindow *window;

  /* A window on its way out has left its application: it keeps the
   * record itself (found by the monkey, a paste into a closing window) */
  if ((here && !quintet_window_has_game_in_progress (self)) || application == NULL)
    return self;

  window = quintet_window_new (QUINTET_APPLICATION (application));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* The pasted text without the white space around it, as a position text
 * to read; of a huge paste, only enough to be refused by its length:
 * memory stays bounded whatever the clipboard holds. */
static char *
copy_position_text (const char *text,
                    gssize      length)
{
  const char *start = text, *end = text + (length < 0 ? strlen (text) : (gsize) length);

  while (start < end && g_ascii_isspace (*start))
    start++;
  while (end > start && g_ascii_isspace (end[-1]))
    end--;
  return g_strndup (start, MIN ((gsize) (end - start), QUINTET_TEXT_MAX_POSITION + 1));
}

/* A pasted position of @game, in this window unless it holds a game in
 * progress (as Open does); the players stay who they were. */
static void
show_pasted_position (QuintetWindow *self,
                      QuintetGame   *game)
{
  QuintetRecord *record = quintet_record_new (game);

  set_side_tags (record, self->seats);
  _quintet_window_show_record (_quintet_window_for_record (self, TRUE), record, NULL, NULL);
}

/* Another game than the one tried that reads @position, or NULL */
static QuintetGame *
find_game_of_position (const char *position,
                       const char *tried_id)
{
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = NULL;

      if (g_strcmp0 (games[i].id, tried_id) == 0)
        continue;
      game = quintet_registry_new_game (games[i].id);
      if (quintet_game_load_position (game, position, NULL))
        return g_steal_pointer (&game);
    }
  return NULL;
}

static void
other_game_response_cb (GtkWidget     *dialog,
                        const char    *response,
                        QuintetWindow *self)
{
  QuintetGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_strcmp0 (response, "start") == 0)
    show_pasted_position (self, game);
}

/* A pasted position of another game than the window's: offer to start
 * that game from it */
static void
ask_start_other_game (QuintetWindow *self,
                      QuintetGame   *game,
                      const char    *tried_id)
{
  const char *name = _(quintet_game_get_name (game));
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: %s is a game, e.g. "Start Pressman From This Position?" */
  heading = g_strdup_printf (_("Start %s From This Position?"), name);
  if (tried_id != NULL)
    /* Translators: two games, e.g. "The pasted text is a position of Pressman, not of Ordo." */
    body = g_strdup_printf (_("The pasted text is a position of %s, not of %s."),
                            name, _(quintet_registry_lookup (tried_id)->name));
  else
    /* Translators: %s is a game */
    body = g_strdup_printf (_("The pasted text is a position of %s."), name);
  dialog = quintet_alert_new (heading, body);
  quintet_alert_add_responses (dialog, "cancel", _("_Cancel"), "start", _("_Start Game"), NULL);
  quintet_alert_set_response_appearance (dialog, "start", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_default_response (dialog, "start");
  quintet_alert_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (game), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (other_game_response_cb), self, 0);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

/* Pasted text: a record, or a position of the game in the window (of
 * the game chosen last on the start page), else of another game that
 * the player may start. Like Open, a window with a game in progress
 * keeps it: the pasted game gets a window of its own. */
gboolean
_quintet_window_load_text (QuintetWindow *self,
                           const char    *text,
                           gssize         length)
{
  g_autoptr(QuintetGame) game = NULL;
  g_autoptr(QuintetGame) other = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *position = NULL;
  const char *game_id;

  if (quintet_record_sniff (text, length))
    {
      record = quintet_record_parse (text, length, NULL, &error);

      if (record == NULL)
        {
          quintet_toasts_show (self->toasts, error->message);
          return FALSE;
        }
      _quintet_window_show_record (_quintet_window_for_record (self, TRUE), g_steal_pointer (&record), NULL, NULL);
      return TRUE;
    }

  game_id = self->game != NULL ? quintet_game_get_id (self->game) : quintet_settings_get_last_game (self->settings);
  game = quintet_registry_new_game (game_id);
  position = copy_position_text (text, length);
  if (game == NULL || !quintet_game_load_position (game, position, &error))
    {
      other = find_game_of_position (position, game != NULL ? game_id : NULL);
      if (other != NULL)
        {
          ask_start_other_game (self, other, game != NULL ? game_id : NULL);
          return FALSE;
        }
      quintet_toasts_show (self->toasts, error != NULL ? error->message : _("Choose a game for the position first"));
      return FALSE;
    }
  show_pasted_position (self, game);
  return TRUE;
}

/* ---- resuming ---- */

static QuintetWindow *
find_window_with_autosave (QuintetWindow *self,
                           const char    *path)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (QUINTET_IS_WINDOW (l->data) && g_strcmp0 (QUINTET_WINDOW (l->data)->autosave_path, path) == 0)
      return QUINTET_WINDOW (l->data);
  return NULL;
}

/* The file an autosaved record belongs to, or NULL; the record keeps no
 * trace of it, so that saving writes none into the file. */
static GFile *
take_saved_to (QuintetRecord *record)
{
  const char *uri = quintet_record_get_tag (record, AUTOSAVE_FILE_TAG);
  GFile *file = uri != NULL && *uri != '\0' ? g_file_new_for_uri (uri) : NULL;

  quintet_record_set_tag (record, AUTOSAVE_FILE_TAG, NULL);
  return file;
}

/* The state of the game @file holds, or 0 when it holds none */
static guint64
file_state (GFile *file)
{
  g_autoptr(QuintetRecord) record = parse_record_file (file, NULL);

  return record != NULL ? _quintet_window_record_state (quintet_record_get_game (record)) : 0;
}

gboolean
quintet_window_resume (QuintetWindow *self,
                       const char    *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) saved_to = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  QuintetWindow *holder;

  g_return_val_if_fail (QUINTET_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Two windows never write the same file */
  holder = find_window_with_autosave (self, path);
  if (holder != NULL)
    {
      gtk_window_present (GTK_WINDOW (holder));
      return TRUE;
    }

  file = g_file_new_for_path (path);
  record = parse_record_file (file, &error);
  if (record == NULL)
    {
      _quintet_window_show_read_error (self, file, error);
      return FALSE;
    }
  saved_to = take_saved_to (record);
  _quintet_window_show_record (self, g_steal_pointer (&record), saved_to, path);
  if (saved_to != NULL)
    {
      /* The file is behind the game, unless it was saved just before
       * the autosave could go (a crash, a kill) */
      self->saved_state = file_state (saved_to);
      if (self->saved_state == _quintet_window_record_state (self->game))
        _quintet_window_forget_autosave (self);
      _quintet_window_update_title (self);
    }
  return TRUE;
}

/* "Computer, Casual" when someone not at this board plays a side of
 * @record's game */
static char *
describe_opponent (QuintetRecord *record)
{
  QuintetGame *game = quintet_record_get_game (record);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      g_autoptr(QuintetSeat) seat = quintet_seat_new_for_record_name (
        quintet_record_get_tag (record, quintet_record_side_tag (game, side)));
      char *player = quintet_seat_describe (seat);

      if (player != NULL)
        return player;
    }
  return NULL;
}

/* ---- removing unfinished games: at once, with Undo in a toast; the
 * files go when the toast does (the GNOME pattern) ---- */

/* Whether a window is removing @path, with its Undo still on screen */
static gboolean
is_being_removed (QuintetWindow *self,
                  const char    *path)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  guint index;

  if (self->removing != NULL && g_ptr_array_find_with_equal_func (self->removing, path, g_str_equal, &index))
    return TRUE;
  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (QUINTET_IS_WINDOW (l->data) && QUINTET_WINDOW (l->data)->removing != NULL &&
        g_ptr_array_find_with_equal_func (QUINTET_WINDOW (l->data)->removing, path, g_str_equal, &index))
      return TRUE;
  return FALSE;
}

/* Whether a window shows the online game @game_id */
static gboolean
online_game_is_shown (QuintetWindow *self,
                      const char    *game_id)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    if (QUINTET_IS_WINDOW (l->data) && QUINTET_WINDOW (l->data)->online_game != NULL &&
        g_strcmp0 (quintet_online_game_get_id (QUINTET_WINDOW (l->data)->online_game), game_id) == 0)
      return TRUE;
  return FALSE;
}

/* "Game removed", with Undo, for every game the toast's Undo brings back */
static void
show_removed_toast (QuintetWindow *self)
{
  guint n = (self->removing != NULL ? self->removing->len : 0) +
            (self->removing_online != NULL ? self->removing_online->len : 0);
  g_autofree char *message = NULL;

  if (n == 1)
    message = g_strdup (_("Game removed"));
  else
    /* Translators: unfinished games removed from the start page, with Undo */
    message = g_strdup_printf (ngettext ("%u game removed", "%u games removed", n), n);
  quintet_toasts_show_undo (self->toasts, message);
}

static void
remove_paths (QuintetWindow *self,
              GPtrArray     *paths)
{
  if (paths->len == 0)
    return;
  if (self->removing == NULL)
    self->removing = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < paths->len; i++)
    if (!is_being_removed (self, paths->pdata[i]))
      g_ptr_array_add (self->removing, g_strdup (paths->pdata[i]));
  _quintet_window_list_unfinished (self);
  /* another window is removing them already, with its own Undo */
  if (self->removing->len == 0)
    return;
  show_removed_toast (self);
}

/* A finished online game (issue 40): its row hides, and it goes with the
 * toast unless undone */
void
_quintet_window_remove_online_game (QuintetWindow *self,
                                    const char    *game_id)
{
  if (self->removing_online == NULL)
    self->removing_online = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->removing_online, g_strdup (game_id));
  quintet_start_page_set_online_hidden (self->start_page, game_id, TRUE);
  show_removed_toast (self);
}

void
_quintet_window_remove_unfinished (QuintetWindow *self,
                                   const char    *path)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new ();

  g_ptr_array_add (paths, (gpointer) path);
  remove_paths (self, paths);
}

/* Every game the start page lists */
void
_quintet_window_remove_all_unfinished (QuintetWindow *self)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint n = quintet_start_page_get_n_unfinished (self->start_page);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (paths, g_strdup (quintet_start_page_get_unfinished (self->start_page, i)));
  remove_paths (self, paths);
}

/* The toast went without Undo: the files go, but that of a game a window
 * took up again in the meantime */
void
_quintet_window_commit_removals (QuintetWindow *self)
{
  g_autoptr(GPtrArray) removing = g_steal_pointer (&self->removing);
  g_autoptr(GPtrArray) removing_online = g_steal_pointer (&self->removing_online);

  for (guint i = 0; removing != NULL && i < removing->len; i++)
    if (find_window_with_autosave (self, removing->pdata[i]) == NULL)
      quintet_autosave_remove (removing->pdata[i]);
  for (guint i = 0; removing_online != NULL && i < removing_online->len; i++)
    {
      g_autoptr(GError) error = NULL;

      /* (a game shown in a window meanwhile stays: it is not finished
       * with) */
      if (self->online != NULL && !online_game_is_shown (self, removing_online->pdata[i]) &&
          !quintet_online_remove (self->online, removing_online->pdata[i], &error))
        g_message ("The online game %s was not removed: %s", (char *) removing_online->pdata[i], error->message);
      quintet_start_page_set_online_hidden (self->start_page, removing_online->pdata[i], FALSE);
    }
}

void
_quintet_window_undo_removals (QuintetWindow *self)
{
  g_autoptr(GPtrArray) removing_online = g_steal_pointer (&self->removing_online);

  g_clear_pointer (&self->removing, g_ptr_array_unref);
  _quintet_window_list_unfinished (self);
  for (guint i = 0; removing_online != NULL && i < removing_online->len; i++)
    quintet_start_page_set_online_hidden (self->start_page, removing_online->pdata[i], FALSE);
}

/* "Today 14:02", "Yesterday 14:02", "Monday 23 November 14:02" */
static char *
describe_when (GDateTime *when)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int days = g_date_time_get_day_of_year (now) - g_date_time_get_day_of_year (when);
  const char *format;

  if (g_date_time_get_year (now) != g_date_time_get_year (when) || days < 0 || days > 1)
    /* Translators: when an unfinished game was last played, see g_date_time_format() */
    format = _("%A %e %B %H:%M");
  else if (days == 1)
    /* Translators: an unfinished game last played yesterday, see g_date_time_format() */
    format = _("Yesterday %H:%M");
  else
    /* Translators: an unfinished game last played today, see g_date_time_format() */
    format = _("Today %H:%M");
  return g_date_time_format (when, format);
}

/* "Computer, Casual · 12 turns · Today 14:02": who the player plays,
 * how far the game went and when it was played last */
static char *
describe_unfinished (QuintetRecord *record,
                     const char    *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) modified = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
  g_autoptr(GDateTime) local = modified != NULL ? g_date_time_to_local (modified) : NULL;
  guint n_turns = quintet_game_get_n_turns (quintet_record_get_game (record));
  g_autofree char *opponent = describe_opponent (record);
  g_autofree char *when = local != NULL ? describe_when (local) : NULL;
  GString *text = g_string_new (opponent != NULL ? opponent : _("Two players"));

  /* Translators: separates the parts of an unfinished game's description */
  g_string_append (text, _(" · "));
  g_string_append_printf (text, ngettext ("%u turn", "%u turns", n_turns), n_turns);
  if (when != NULL)
    {
      g_string_append (text, _(" · "));
      g_string_append (text, g_strstrip (when));
    }
  return g_string_free (text, FALSE);
}

/* The start page offers the unfinished games no window shows. */
void
_quintet_window_list_unfinished (QuintetWindow *self)
{
  g_autoptr(GPtrArray) paths = quintet_autosave_list ();

  quintet_start_page_clear_unfinished (self->start_page);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = paths->pdata[i];
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(QuintetRecord) record = NULL;
      g_autoptr(GFile) saved_to = NULL;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      QuintetGame *game;

      if (find_window_with_autosave (self, path) != NULL || is_being_removed (self, path))
        continue;
      /* A damaged file is left for people to look at, not offered */
      record = parse_record_file (file, NULL);
      if (record == NULL)
        continue;
      game = quintet_record_get_game (record);
      saved_to = take_saved_to (record);
      /* Its file holds it as it is (saved just before a crash, or again
       * elsewhere): nothing to resume */
      if (saved_to != NULL && file_state (saved_to) == _quintet_window_record_state (game))
        {
          quintet_autosave_remove (path);
          continue;
        }
      title = describe_game_and_file (game, saved_to);
      subtitle = describe_unfinished (record, path);
      quintet_start_page_add_unfinished (self->start_page, path, title, subtitle, game);
    }
}

/* ---- drag and drop ---- */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         QuintetWindow *self)
{
  if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    {
      GFile *file = g_value_get_object (value);

      quintet_window_open_files (self, &file, 1);
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      g_autoptr(GPtrArray) files = g_ptr_array_new ();

      for (GSList *l = g_value_get_boxed (value); l != NULL; l = l->next)
        g_ptr_array_add (files, l->data);
      quintet_window_open_files (self, (GFile **) files->pdata, files->len);
      return files->len > 0;
    }
  return FALSE;
}

/* ---- copy and paste ---- */

static void
copy_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  g_autofree char *text = NULL;

  if (self->record == NULL)
    return;
  text = quintet_record_to_text (self->record);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  quintet_toasts_show (self->toasts, _("Game copied"));
}

/* A paste is read as a stream, at most one byte more than a record may
 * have: whatever the clipboard holds, the memory a paste takes is bounded,
 * and a larger text is refused by its size. */
typedef struct {
  QuintetWindow *window;
  GInputStream  *stream;
  char          *buffer;
} Paste;

static void
paste_free (Paste *paste)
{
  g_object_unref (paste->window);
  g_clear_object (&paste->stream);
  g_free (paste->buffer);
  g_free (paste);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Paste, paste_free)

static void
paste_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(Paste) paste = user_data;
  g_autoptr(GError) error = NULL;
  gsize n_read = 0;

  if (!g_input_stream_read_all_finish (G_INPUT_STREAM (source), result, &n_read, &error))
    {
      quintet_toasts_show (paste->window->toasts, _("The clipboard holds no game or position"));
      return;
    }
  _quintet_window_load_text (paste->window, paste->buffer, n_read);
}

static void
paste_stream_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(Paste) paste = user_data;
  g_autoptr(GError) error = NULL;

  paste->stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  if (paste->stream == NULL)
    {
      quintet_toasts_show (paste->window->toasts, _("The clipboard holds no game or position"));
      return;
    }
  paste->buffer = g_malloc (QUINTET_RECORD_MAX_SIZE + 1);
  g_input_stream_read_all_async (paste->stream, paste->buffer, QUINTET_RECORD_MAX_SIZE + 1,
                                 G_PRIORITY_DEFAULT, NULL, paste_read_cb, paste);
  g_steal_pointer (&paste);
}

static void
paste_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  static const char *mime_types[] = { "text/plain;charset=utf-8", NULL };
  Paste *paste = g_new0 (Paste, 1);

  paste->window = g_object_ref (QUINTET_WINDOW (widget));
  gdk_clipboard_read_async (gtk_widget_get_clipboard (widget), mime_types, G_PRIORITY_DEFAULT, NULL,
                            paste_stream_cb, paste);
}

/* ---- the window's part ---- */

void
_quintet_window_update_record_actions (QuintetWindow *self)
{
  gboolean has_game = self->game != NULL && self->record != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.copy", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-image", has_game);
}

void
_quintet_window_class_add_records (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save", NULL, _quintet_window_save_activated);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, _quintet_window_save_as_activated);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, _quintet_window_open_activated);
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, copy_activated);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_activated);
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, _quintet_window_export_image_activated);
  /* Bindings of the window rather than application accelerators: a
   * focused text field takes Ctrl+C and Ctrl+V first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
}

void
_quintet_window_init_records (QuintetWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, (GType[2]) { GDK_TYPE_FILE_LIST, G_TYPE_FILE }, 2);
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  _quintet_window_update_record_actions (self);
  _quintet_window_init_files (self);
}

void
_quintet_window_dispose_records (QuintetWindow *self)
{
  /* A save under way of the record going is not this one's */
  self->record_serial++;
  g_clear_pointer (&self->record, quintet_record_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->autosave_path, g_free);
}
