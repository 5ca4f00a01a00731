/* quintet-online.c — an account's online games and their records on disk
 * (quintet-online-actions.c: what we do in them; quintet-online-receive.c:
 * what the network brings; quintet-online-contacts.c: whom we play;
 * quintet-online-game.c: one game)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "quintet-clock.h"
#include "quintet-context.h"
#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-online-enums.h"

enum {
  SIGNAL_SEND,
  SIGNAL_REFUSED,
  SIGNAL_GAME_ADDED,
  SIGNAL_BLOCKED_CHANGED,
  SIGNAL_CONTACTS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QuintetOnline, quintet_online, G_TYPE_OBJECT)

static void
quintet_online_finalize (GObject *object)
{
  QuintetOnline *self = QUINTET_ONLINE (object);

  /* (every job holds a reference: none is left here) */
  if (self->writer != NULL)
    g_thread_pool_free (self->writer, FALSE, TRUE);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_mutex_clear (&self->lock);
  g_free (self->dir);
  g_free (self->own_jid);
  g_clear_object (&self->games);
  _quintet_online_free_orphans (self);
  g_clear_pointer (&self->blocked, g_hash_table_unref);
  g_clear_pointer (&self->contacts, g_hash_table_unref);
  g_clear_pointer (&self->peers, g_hash_table_unref);

  G_OBJECT_CLASS (quintet_online_parent_class)->finalize (object);
}

static void
quintet_online_class_init (QuintetOnlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = quintet_online_finalize;

  signals[SIGNAL_SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE,
                                       3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE,
                                          2, G_TYPE_STRING, G_TYPE_ERROR);
  signals[SIGNAL_GAME_ADDED] = g_signal_new ("game-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE,
                                             1, QUINTET_TYPE_ONLINE_GAME);
  signals[SIGNAL_BLOCKED_CHANGED] = g_signal_new ("blocked-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                  0, NULL, NULL, NULL, G_TYPE_NONE,
                                                  2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[SIGNAL_CONTACTS_CHANGED] = g_signal_new ("contacts-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
quintet_online_init (QuintetOnline *self)
{
  self->games = g_list_store_new (QUINTET_TYPE_ONLINE_GAME);
  self->orphans = g_queue_new ();
  self->blocked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->contacts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->peers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_mutex_init (&self->lock);
}

static char *
game_path (QuintetOnline     *self,
           QuintetOnlineGame *game)
{
  g_autofree char *name = g_strconcat (game->id, ".quintet", NULL);

  return g_build_filename (self->dir, name, NULL);
}

/* ------------------------------------------------ saves in the background */

/* One job of the writer: a record to write (or a file to remove), then the
 * payloads to send once it is done */
typedef struct {
  QuintetOnline *self;     /* a reference */
  char          *game_id;
  char          *path;
  char          *text;     /* NULL: nothing to write */
  gboolean       remove;   /* remove path instead */
  GPtrArray     *sends;    /* char *[3]: to, xml, body (GStrv each), or NULL */
  gboolean       failed;
  QuintetOnlineSavedFunc saved;  /* quintet_online_when_saved() */
  gpointer       saved_data;
  GDestroyNotify saved_destroy;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_object_unref (job->self);
  g_free (job->game_id);
  g_free (job->path);
  g_free (job->text);
  g_clear_pointer (&job->sends, g_ptr_array_unref);
  if (job->saved_destroy != NULL)
    job->saved_destroy (job->saved_data);
  g_free (job);
}

static gboolean
write_record (const char  *dir,
              const char  *path,
              const char  *text,
              GError     **error)
{
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* Back on the main context: the sends, or the failure */
static gboolean
save_job_done (gpointer data)
{
  SaveJob *job = data;
  QuintetOnline *self = job->self;

  if (job->failed)
    {
      QuintetOnlineGame *game = quintet_online_lookup (self, job->game_id);

      /* written again at its next change; what it would have sent goes
       * again with quintet_online_resend() */
      if (game != NULL)
        game->dirty = TRUE;
    }
  else
    for (guint i = 0; job->sends != NULL && i < job->sends->len; i++)
      {
        char **send = job->sends->pdata[i];

        g_signal_emit (self, signals[SIGNAL_SEND], 0, send[0], send[1], send[2]);
      }
  if (job->saved != NULL)
    job->saved (job->saved_data);
  g_mutex_lock (&self->lock);
  self->n_queued--;
  g_mutex_unlock (&self->lock);
  return G_SOURCE_REMOVE;
}

static void
save_job_run (gpointer data,
              gpointer user_data)
{
  SaveJob *job = data;
  g_autoptr(GError) error = NULL;

  if (job->remove)
    {
      if (g_unlink (job->path) != 0 && errno != ENOENT)
        g_warning ("The online game %s could not be removed: %s", job->game_id, g_strerror (errno));
    }
  else if (job->text != NULL && !write_record (job->self->dir, job->path, job->text, &error))
    {
      g_warning ("The online game %s could not be saved: %s", job->game_id, error->message);
      job->failed = TRUE;
    }
  quintet_context_post (job->self->context, save_job_done, job, (GDestroyNotify) save_job_free,
                        "[quintet] online game saved");
}

static void
queue_save_job (QuintetOnline *self,
                SaveJob       *job)
{
  job->self = g_object_ref (self);
  g_mutex_lock (&self->lock);
  self->n_queued++;
  g_mutex_unlock (&self->lock);
  g_thread_pool_push (self->writer, job, NULL);
}

void
quintet_online_set_save_in_background (QuintetOnline *self,
                                       gboolean       background)
{
  g_return_if_fail (QUINTET_IS_ONLINE (self));

  if (background == (self->writer != NULL))
    return;
  if (!background)
    {
      quintet_online_flush_saves (self);
      g_thread_pool_free (g_steal_pointer (&self->writer), FALSE, TRUE);
      g_clear_pointer (&self->context, g_main_context_unref);
      return;
    }
  self->context = g_main_context_ref_thread_default ();
  /* one thread: the jobs in the order queued */
  self->writer = g_thread_pool_new (save_job_run, NULL, 1, FALSE, NULL);
}

void
quintet_online_when_saved (QuintetOnline          *self,
                           QuintetOnlineSavedFunc  func,
                           gpointer                user_data,
                           GDestroyNotify          destroy)
{
  SaveJob *job;

  g_return_if_fail (QUINTET_IS_ONLINE (self));
  g_return_if_fail (func != NULL);

  if (self->writer == NULL)
    {
      func (user_data);
      if (destroy != NULL)
        destroy (user_data);
      return;
    }
  /* A job that writes nothing, behind the others on the one writer */
  job = g_new0 (SaveJob, 1);
  job->saved = func;
  job->saved_data = user_data;
  job->saved_destroy = destroy;
  queue_save_job (self, job);
}

void
quintet_online_flush_saves (QuintetOnline *self)
{
  g_return_if_fail (QUINTET_IS_ONLINE (self));

  for (;;)
    {
      guint n_queued;

      g_mutex_lock (&self->lock);
      n_queued = self->n_queued;
      g_mutex_unlock (&self->lock);
      if (n_queued == 0)
        break;
      g_main_context_iteration (self->context, TRUE);
    }
}

/* Written atomically: a crash leaves the old record or the new one */
gboolean
_quintet_online_save_game (QuintetOnline      *self,
                           QuintetOnlineGame  *game,
                           GError            **error)
{
  g_autofree char *path = game_path (self, game);
  g_autofree char *text = quintet_online_game_to_record (game);
  g_autoptr(GError) local = NULL;

  if (self->writer != NULL)
    {
      SaveJob *job = g_new0 (SaveJob, 1);

      job->game_id = g_strdup (game->id);
      job->path = g_steal_pointer (&path);
      job->text = g_steal_pointer (&text);
      queue_save_job (self, job);
      game->dirty = FALSE;
      return TRUE;
    }
  if (!write_record (self->dir, path, text, &local))
    {
      game->dirty = TRUE;
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_IO,
                   _("The game could not be saved: %s"), local->message);
      return FALSE;
    }
  game->dirty = FALSE;
  return TRUE;
}

/* The "send" signal's to, xml and body for @payload, or NULL */
static GStrv
format_send (QuintetOnlineGame          *game,
             const QuintetOnlinePayload *payload)
{
  const QuintetGameInfo *info = quintet_registry_lookup (game->variant);
  g_autofree char *xml = quintet_online_payload_to_xml (payload);
  GStrv send;

  if (strlen (xml) > QUINTET_ONLINE_MAX_PAYLOAD)
    {
      /* Only a record this long can be: the other side would refuse it */
      g_message ("Not sending the record of game %s to %s: it is over the payload's limit",
                 game->id, game->opponent);
      return NULL;
    }
  send = g_new0 (char *, 4);
  send[0] = g_strdup (game->opponent);
  send[1] = g_steal_pointer (&xml);
  /* A line for people only where Quintet may not be there to read it */
  if (!quintet_online_runs_quintet (game->online, game->opponent))
    send[2] = quintet_online_payload_describe (payload, info != NULL ? _(info->name) : NULL);
  return send;
}

void
_quintet_online_emit_send (QuintetOnline              *self,
                           QuintetOnlineGame          *game,
                           const QuintetOnlinePayload *payload)
{
  g_auto(GStrv) send = format_send (game, payload);

  if (send != NULL)
    g_signal_emit (self, signals[SIGNAL_SEND], 0, send[0], send[1], send[2]);
}

/* Notifies, saves and sends what @outbox holds: only once saved, so that
 * the opponent never has what a crash would lose here */
gboolean
_quintet_online_commit (QuintetOnline      *self,
                        QuintetOnlineGame  *game,
                        GPtrArray          *outbox,
                        gboolean            changed,
                        GError            **error)
{
  /* Dropped on the way: marked until quintet_online_resend() sends it */
  if (outbox != NULL && outbox->len > 0 && !self->connected && !game->unsent)
    {
      game->unsent = TRUE;
      changed = TRUE;
    }
  _quintet_online_game_notify (game);
  if (self->writer != NULL)
    {
      /* the sends behind the save, on the writer's thread */
      SaveJob *job = g_new0 (SaveJob, 1);

      job->game_id = g_strdup (game->id);
      job->path = game_path (self, game);
      if (changed || game->dirty)
        job->text = quintet_online_game_to_record (game);
      job->sends = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
      for (guint i = 0; outbox != NULL && i < outbox->len; i++)
        {
          GStrv send = format_send (game, outbox->pdata[i]);

          if (send != NULL)
            g_ptr_array_add (job->sends, send);
        }
      game->dirty = FALSE;
      queue_save_job (self, job);
      return TRUE;
    }
  if ((changed || game->dirty) && !_quintet_online_save_game (self, game, error))
    return FALSE;
  for (guint i = 0; outbox != NULL && i < outbox->len; i++)
    _quintet_online_emit_send (self, game, outbox->pdata[i]);
  return TRUE;
}

/* Acknowledges the opponent's turns so far, or owes it until caught up:
 * a device signing in reads every old turn again, and acknowledges none of
 * them one by one (issue 40: 43 acknowledgements on a first sign-in) */
void
_quintet_online_ack (QuintetOnlineGame *game,
                     GPtrArray         *outbox)
{
  guint n = quintet_game_get_n_turns (game->game);

  if (game->online->catching_up)
    {
      game->ack_owed = MAX (game->ack_owed, n);
      return;
    }
  g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ACK, n));
  game->own_acked = MAX (game->own_acked, n);
  game->ack_owed = 0;
}

GPtrArray *
_quintet_online_outbox_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) quintet_online_payload_free);
}

QuintetOnlineGame *
_quintet_online_game_new (QuintetOnline *self,
                          const char    *id,
                          const char    *opponent,
                          const char    *variant,
                          guint          own_side,
                          const char    *clock)
{
  QuintetOnlineGame *game = g_object_new (QUINTET_TYPE_ONLINE_GAME, NULL);
  g_autoptr(QuintetRecord) record = NULL;

  game->id = g_strdup (id);
  game->opponent = g_strdup (opponent);
  game->own_jid = g_strdup (self->own_jid);
  game->online = self;
  game->variant = g_strdup (variant);
  game->own_side = own_side;
  game->clock = g_strdup (clock);
  game->created = g_get_real_time ();
  game->game = quintet_registry_new_game (variant);
  record = quintet_record_new (game->game);
  game->date = g_strdup (quintet_record_get_tag (record, "Date"));
  game->seen.n_turns = 0;
  return game;
}

void
_quintet_online_add_game (QuintetOnline     *self,
                          QuintetOnlineGame *game)
{
  g_list_store_insert (self->games, 0, game);
  g_signal_emit (self, signals[SIGNAL_GAME_ADDED], 0, game);
}

/* ---------------------------------------------------------------- loading */

static gboolean
parse_uint_tag (QuintetRecord *record,
                const char    *name,
                guint         *value)
{
  const char *text = quintet_record_get_tag (record, name);
  guint64 number;

  *value = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, QUINTET_RECORD_MAX_TURNS, &number, NULL))
    return FALSE;
  *value = number;
  return TRUE;
}

/* The payloads that came early, as quintet_online_game_to_record() keeps
 * them: one that does not read is dropped (the record request it made
 * brings what it held again) */
static void
load_held (QuintetOnlineGame *game,
           const char        *tag,
           const char        *path)
{
  g_auto(GStrv) parts = g_strsplit (tag != NULL ? tag : "", " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree guchar *xml = NULL;
      QuintetOnlinePayload *payload;
      gsize len;

      if (*parts[i] == '\0')
        continue;
      xml = g_base64_decode (parts[i], &len);
      payload = quintet_online_payload_parse ((const char *) xml, len, &error);
      if (payload == NULL || !g_str_equal (payload->game, game->id))
        {
          g_message ("%s: a message kept for later does not read: %s", path,
                     error != NULL ? error->message : "another game’s");
          g_clear_pointer (&payload, quintet_online_payload_free);
          continue;
        }
      g_ptr_array_add (game->held, payload);
    }
}

static QuintetOnlineGame *
load_game (QuintetOnline  *self,
           const char     *path,
           GError        **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(QuintetOnlineGame) game = NULL;
  g_autofree char *bare = NULL;
  g_auto(GStrv) pending = NULL;
  const char *id, *state, *role, *created;
  guint side;
  int state_index = -1;

  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  record = quintet_record_read_stream (G_INPUT_STREAM (stream), path, NULL, error);
  if (record == NULL)
    return NULL;

  id = quintet_record_get_tag (record, "Online");
  bare = quintet_online_bare_jid (quintet_record_get_tag (record, "OnlineOpponent"));
  state = quintet_record_get_tag (record, "OnlineState");
  role = quintet_record_get_tag (record, "OnlineRole");
  for (guint i = 0; state != NULL && i < QUINTET_ONLINE_STATE_ENDED + 1; i++)
    if (g_str_equal (state, _quintet_online_state_names[i]))
      state_index = i;
  if (!_quintet_online_id_valid (id) || bare == NULL || state_index < 0 ||
      !parse_uint_tag (record, "OnlineSide", &side) || side > 1 ||
      (g_strcmp0 (role, "inviter") != 0 && g_strcmp0 (role, "invited") != 0))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s: not the record of an online game"), path);
      return NULL;
    }

  game = g_object_new (QUINTET_TYPE_ONLINE_GAME, NULL);
  game->id = g_strdup (id);
  game->opponent = g_steal_pointer (&bare);
  game->own_jid = g_strdup (self->own_jid);
  game->online = self;
  game->game = g_object_ref (quintet_record_get_game (record));
  game->variant = g_strdup (quintet_game_get_id (game->game));
  game->own_side = side;
  game->state = state_index;
  game->inviter = g_str_equal (role, "inviter");
  game->clock = g_strdup (quintet_record_get_tag (record, "TimeControl"));
  game->date = g_strdup (quintet_record_get_tag (record, "Date"));
  created = quintet_record_get_tag (record, "OnlineCreated");
  if (created != NULL)
    game->created = g_ascii_strtoll (created, NULL, 10);
  if (quintet_record_get_tag (record, "OnlineClockSince") != NULL)
    game->clock_since = MAX (0, g_ascii_strtoll (quintet_record_get_tag (record, "OnlineClockSince"), NULL, 10));
  if (!parse_uint_tag (record, "OnlineAcked", &game->acked) ||
      !parse_uint_tag (record, "OnlineUndoRequested", &game->undo_requested) ||
      !parse_uint_tag (record, "OnlineOwnUndo", &game->own_undo) ||
      !parse_uint_tag (record, "OnlineUndos", &game->undos) ||
      !parse_uint_tag (record, "OnlineUndone", &game->undone_ply))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s: not the record of an online game"), path);
      return NULL;
    }
  game->acked = MIN (game->acked, quintet_game_get_n_turns (game->game));
  pending = g_strsplit (quintet_record_get_tag (record, "OnlinePending") ?: "", " ", -1);
  game->draw_offered = g_strv_contains ((const char * const *) pending, "draw-offered");
  game->own_draw_offer = g_strv_contains ((const char * const *) pending, "own-draw-offer");
  game->accept_pending = g_strv_contains ((const char * const *) pending, "accept");
  game->end_pending = g_strv_contains ((const char * const *) pending, "end");
  game->declined_by_us = g_strv_contains ((const char * const *) pending, "declined-by-us");
  game->unsent = g_strv_contains ((const char * const *) pending, "unsent");
  load_held (game, quintet_record_get_tag (record, "OnlineHeld"), path);
  _quintet_online_chat_from_record (game, record);

  game->seen = (Seen) {
    game->state, quintet_online_game_get_n_turns (game), quintet_online_game_get_own_turn (game),
    game->draw_offered, game->undo_requested != 0, g_strdup (game->last_chat), game->n_unread, game->unsent,
  };
  return g_steal_pointer (&game);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const QuintetOnlineGame *x = a, *y = b;

  return (y->created > x->created) - (y->created < x->created);
}

static void
load_games (QuintetOnline *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->dir, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(QuintetOnlineGame) game = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, ".quintet"))
        continue;
      path = g_build_filename (self->dir, name, NULL);
      game = load_game (self, path, &error);
      if (game == NULL)
        {
          g_warning ("Skipping the online game %s: %s", path, error->message);
          continue;
        }
      if (quintet_online_lookup (self, game->id) != NULL)
        {
          g_warning ("Skipping the online game %s: its id is another file's", path);
          continue;
        }
      g_list_store_insert_sorted (self->games, game, compare_newest_first, NULL);
    }
}

QuintetOnline *
quintet_online_new (const char *dir,
                    const char *own_jid)
{
  QuintetOnline *self;

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (own_jid != NULL, NULL);

  self = g_object_new (QUINTET_TYPE_ONLINE, NULL);
  self->dir = g_strdup (dir);
  self->own_jid = quintet_online_bare_jid (own_jid);
  if (self->own_jid == NULL)
    self->own_jid = g_strdup (own_jid);
  g_mkdir_with_parents (dir, 0700);
  load_games (self);
  _quintet_online_load_addresses (self, BLOCKED_FILE, self->blocked);
  _quintet_online_load_addresses (self, PEERS_FILE, self->peers);
  _quintet_online_load_addresses (self, CONTACTS_FILE, self->contacts);
  return self;
}

gint64
quintet_online_now (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), 0);
  if (self->time_func != NULL)
    return self->time_func (self->time_data);
  return g_get_real_time () / 1000;
}

void
quintet_online_set_time_func (QuintetOnline        *self,
                              QuintetOnlineTimeFunc func,
                              gpointer              user_data)
{
  g_return_if_fail (QUINTET_IS_ONLINE (self));
  self->time_func = func;
  self->time_data = user_data;
}

const char *
quintet_online_get_own_jid (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);
  return self->own_jid;
}

GListModel *
quintet_online_get_games (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);
  return G_LIST_MODEL (self->games);
}

QuintetOnlineGame *
quintet_online_lookup (QuintetOnline *self,
                       const char    *game_id)
{
  guint n;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);

  if (game_id == NULL)
    return NULL;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_str_equal (game->id, game_id))
        return game;
    }
  return NULL;
}

guint
_quintet_online_count_games (QuintetOnline *self,
                             gboolean       own_turns)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games)), count = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (own_turns ? quintet_online_game_get_own_turn (game) : game->state == QUINTET_ONLINE_STATE_INVITED)
        count++;
    }
  return count;
}

guint
quintet_online_count_own_turns (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), 0);
  return _quintet_online_count_games (self, TRUE);
}

GStrv
quintet_online_list_opponents (QuintetOnline *self,
                               guint          max)
{
  GListModel *games;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);

  games = quintet_online_get_games (self);
  for (guint i = 0; i < g_list_model_get_n_items (games) && g_hash_table_size (seen) < max; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);
      const char *opponent = quintet_online_game_get_opponent (game);

      if (g_hash_table_add (seen, (gpointer) opponent))
        g_strv_builder_add (builder, opponent);
    }
  return g_strv_builder_end (builder);
}

guint
quintet_online_count_invitations (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), 0);
  return _quintet_online_count_games (self, FALSE);
}

gboolean
quintet_online_remove (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = _quintet_online_find_game (self, game_id, error);
  g_autofree char *path = NULL;
  guint position;

  if (game == NULL)
    return FALSE;
  if (game->state == QUINTET_ONLINE_STATE_PLAYING)
    return _quintet_online_state_error (error, _("A game being played cannot be removed: resign it first"));

  path = game_path (self, game);
  if (self->writer != NULL)
    {
      /* after the writes queued before it */
      SaveJob *job = g_new0 (SaveJob, 1);

      job->game_id = g_strdup (game->id);
      job->path = g_steal_pointer (&path);
      job->remove = TRUE;
      queue_save_job (self, job);
    }
  else if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;

      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_IO,
                   _("The game could not be removed: %s"), g_strerror (saved));
      return FALSE;
    }
  if (g_list_store_find (self->games, game, &position))
    g_list_store_remove (self->games, position);
  return TRUE;
}

gboolean
quintet_online_last_unplaced (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  return self->unplaced;
}

void
quintet_online_set_connected (QuintetOnline *self,
                              gboolean       connected)
{
  g_return_if_fail (QUINTET_IS_ONLINE (self));

  self->connected = connected;
}

void
quintet_online_set_catching_up (QuintetOnline *self,
                                gboolean       catching_up)
{
  g_return_if_fail (QUINTET_IS_ONLINE (self));

  self->catching_up = catching_up;
}

void
quintet_online_resend (QuintetOnline *self)
{
  guint n_games;

  g_return_if_fail (QUINTET_IS_ONLINE (self));

  n_games = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);
      g_autoptr(GPtrArray) outbox = _quintet_online_outbox_new ();
      guint n = quintet_game_get_n_turns (game->game);
      g_autoptr(GError) error = NULL;
      gboolean unsent = game->unsent && self->connected;

      /* Everything that was not sent goes now */
      if (self->connected)
        game->unsent = FALSE;
      switch (game->state)
        {
        case QUINTET_ONLINE_STATE_INVITING:
          /* Not again to a plain chat client, which shows every copy
           * (issue 40: 23 of them), and not what our other device sent;
           * but once, if it never went */
          if (!unsent && (game->sent_elsewhere || !quintet_online_runs_quintet (self, game->opponent)))
            break;
          {
            QuintetOnlinePayload *invite = _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_INVITE, 0);

            invite->variant = g_strdup (game->variant);
            invite->inviter_side = game->own_side;
            invite->clock = g_strdup (game->clock);
            g_ptr_array_add (outbox, invite);
          }
          break;
        case QUINTET_ONLINE_STATE_DECLINED:
        case QUINTET_ONLINE_STATE_INVITED:
          /* The inviter sends the invitation again until it hears our
           * answer, which then goes again */
          break;
        case QUINTET_ONLINE_STATE_PLAYING:
        case QUINTET_ONLINE_STATE_ENDED:
          if (game->accept_pending)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_ACCEPT, 0));
          for (guint ply = game->acked + 1; ply <= n; ply++)
            if (_quintet_online_side_of_turn (game->game, ply) == game->own_side)
              g_ptr_array_add (outbox, _quintet_online_turn_payload (game, ply));
          if (game->own_draw_offer)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_DRAW_OFFER, n));
          if (game->own_undo != 0)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_UNDO_REQUEST, game->own_undo));
          if (game->end_pending)
            g_ptr_array_add (outbox, _quintet_online_ending_payload (game));
          if (game->held->len > 0)
            g_ptr_array_add (outbox, _quintet_online_payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
          /* What reading the backlog owed, unless another device of ours
           * acknowledged it already */
          if (game->ack_owed > game->own_acked)
            _quintet_online_ack (game, outbox);
          game->ack_owed = 0;
          break;
        }
      if (!_quintet_online_commit (self, game, outbox, unsent, &error))
        g_message ("Online game %s: %s", game->id, error->message);
    }
}

/* ---------------------------------------------------------------- who runs Quintet */

/* Addresses known to run Quintet (issue 40): a payload came from them, or
 * their presence said so (entity capabilities, XEP-0115). Only those who
 * are not get a line for people with an invitation, once; and only those
 * who are get it again on sign-in (PEERS_FILE, at most MAX_PEERS) */
gboolean
quintet_online_runs_quintet (QuintetOnline *self,
                             const char    *address)
{
  g_autofree char *bare = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);

  bare = quintet_online_bare_jid (address);
  return bare != NULL && g_hash_table_contains (self->peers, bare);
}

void
quintet_online_note_quintet_peer (QuintetOnline *self,
                                  const char    *address)
{
  g_autofree char *path = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  gpointer key;
  char *bare;

  g_return_if_fail (QUINTET_IS_ONLINE (self));

  bare = quintet_online_bare_jid (address);
  if (bare == NULL || g_str_equal (bare, self->own_jid) || g_hash_table_size (self->peers) >= MAX_PEERS)
    {
      g_free (bare);
      return;
    }
  if (!g_hash_table_add (self->peers, bare))
    return;
  g_hash_table_iter_init (&iter, self->peers);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_string_append_printf (text, "%s\n", (const char *) key);
  path = g_build_filename (self->dir, PEERS_FILE, NULL);
  if (!g_file_set_contents_full (path, text->str, text->len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_message ("The addresses that run Quintet could not be saved: %s", error->message);
}
