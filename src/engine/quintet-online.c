/* quintet-online.c — an account's online games: what we do in them, what
 * the opponent's payloads do to them, and their records on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of trust (issue 33, "Trust nothing from the network"; every
 * one has its test in tests/engine/test-online.c, docs/online.md lists
 * them): a payload is refused, logged and leaves the game untouched when
 * it is malformed or oversized, for an unknown game, from someone who is
 * not the game's opponent, out of turn, illegal by the engine, or with a
 * position hash that differs from ours (which asks for the whole record).
 * An opponent's turn is played only through the game's own history
 * (quintet_game_play_turn), like a click. "Nothing lost, ever": duplicates
 * are ignored, payloads that come early are held and played in order, a
 * gap asks for the record, and a record is adopted only when it extends
 * ours with the opponent's own turns.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "quintet-clock.h"
#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-enums.h"

/* Payloads that came before the turns they follow, held a game */
#define MAX_HELD 32
/* Invitations waiting for our answer, from everybody: more are refused,
 * so that nobody fills our disk with games */
#define MAX_INVITATIONS 100
/* A chat line sent with a turn is kept as a comment on it, marked so */
#define CHAT_PREFIX "Chat: "

static const char * const state_names[] = {
  "inviting", "invited", "playing", "declined", "ended",
};

/* ---------------------------------------------------------------- one game */

/* What a game's properties last said, for notifying only real changes */
typedef struct {
  QuintetOnlineState state;
  guint              n_turns;
  gboolean           own_turn;
  gboolean           draw_offered;
  gboolean           undo_requested;
  char              *last_chat;
} Seen;

struct _QuintetOnlineGame
{
  GObject             parent_instance;

  char               *id;
  char               *opponent;
  char               *own_jid;
  char               *variant;
  char               *clock;
  char               *date;
  guint               own_side;
  QuintetOnlineState  state;
  gboolean            inviter;          /* we invited */
  gboolean            declined_by_us;
  gint64              created;
  QuintetGame        *game;

  guint               acked;            /* the opponent has our turns up to this ply */
  gboolean            draw_offered;     /* by the opponent */
  gboolean            own_draw_offer;
  guint               undo_requested;   /* the ply the opponent asks to take back, 0: none */
  guint               own_undo;         /* the ply we ask to take back, 0: none */
  gboolean            accept_pending;   /* our acceptance not yet confirmed */
  gboolean            end_pending;      /* our resignation or agreement not yet confirmed (ENDED) */
  guint               undos;            /* turns taken back in the game, on both sides alike */
  guint               undone_ply;       /* the last turn we agreed to take back, 0: none */
  char               *last_chat;

  GPtrArray          *held;             /* QuintetOnlinePayload, come early */
  gboolean            dirty;            /* changed but not saved */
  Seen                seen;
};

enum {
  GAME_PROP_0,
  GAME_PROP_ID,
  GAME_PROP_OPPONENT,
  GAME_PROP_VARIANT,
  GAME_PROP_OWN_SIDE,
  GAME_PROP_STATE,
  GAME_PROP_N_TURNS,
  GAME_PROP_OWN_TURN,
  GAME_PROP_DRAW_OFFERED,
  GAME_PROP_UNDO_REQUESTED,
  GAME_PROP_LAST_CHAT,
  GAME_PROP_CLOCK,
  N_GAME_PROPS
};

static GParamSpec *game_props[N_GAME_PROPS];

G_DEFINE_FINAL_TYPE (QuintetOnlineGame, quintet_online_game, G_TYPE_OBJECT)

static void
quintet_online_game_finalize (GObject *object)
{
  QuintetOnlineGame *self = QUINTET_ONLINE_GAME (object);

  g_free (self->id);
  g_free (self->opponent);
  g_free (self->own_jid);
  g_free (self->variant);
  g_free (self->clock);
  g_free (self->date);
  g_free (self->last_chat);
  g_free (self->seen.last_chat);
  g_clear_object (&self->game);
  g_ptr_array_unref (self->held);

  G_OBJECT_CLASS (quintet_online_game_parent_class)->finalize (object);
}

static void
quintet_online_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  QuintetOnlineGame *self = QUINTET_ONLINE_GAME (object);

  switch (prop_id)
    {
    case GAME_PROP_ID: g_value_set_string (value, self->id); break;
    case GAME_PROP_OPPONENT: g_value_set_string (value, self->opponent); break;
    case GAME_PROP_VARIANT: g_value_set_string (value, self->variant); break;
    case GAME_PROP_OWN_SIDE: g_value_set_uint (value, self->own_side); break;
    case GAME_PROP_STATE: g_value_set_enum (value, self->state); break;
    case GAME_PROP_N_TURNS: g_value_set_uint (value, quintet_online_game_get_n_turns (self)); break;
    case GAME_PROP_OWN_TURN: g_value_set_boolean (value, quintet_online_game_get_own_turn (self)); break;
    case GAME_PROP_DRAW_OFFERED: g_value_set_boolean (value, self->draw_offered); break;
    case GAME_PROP_UNDO_REQUESTED: g_value_set_boolean (value, self->undo_requested != 0); break;
    case GAME_PROP_LAST_CHAT: g_value_set_string (value, self->last_chat); break;
    case GAME_PROP_CLOCK: g_value_set_string (value, self->clock); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_online_game_class_init (QuintetOnlineGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = quintet_online_game_finalize;
  object_class->get_property = quintet_online_game_get_property;

  game_props[GAME_PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_OPPONENT] = g_param_spec_string ("opponent", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_VARIANT] = g_param_spec_string ("variant", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_OWN_SIDE] = g_param_spec_uint ("own-side", NULL, NULL, 0, 1, 0, flags);
  game_props[GAME_PROP_STATE] = g_param_spec_enum ("state", NULL, NULL, QUINTET_TYPE_ONLINE_STATE,
                                                   QUINTET_ONLINE_STATE_INVITING, flags);
  game_props[GAME_PROP_N_TURNS] = g_param_spec_uint ("n-turns", NULL, NULL, 0, G_MAXUINT, 0, flags);
  game_props[GAME_PROP_OWN_TURN] = g_param_spec_boolean ("own-turn", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_DRAW_OFFERED] = g_param_spec_boolean ("draw-offered", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_UNDO_REQUESTED] = g_param_spec_boolean ("undo-requested", NULL, NULL, FALSE, flags);
  game_props[GAME_PROP_LAST_CHAT] = g_param_spec_string ("last-chat", NULL, NULL, NULL, flags);
  game_props[GAME_PROP_CLOCK] = g_param_spec_string ("clock", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_GAME_PROPS, game_props);
}

static void
quintet_online_game_init (QuintetOnlineGame *self)
{
  self->held = g_ptr_array_new_with_free_func ((GDestroyNotify) quintet_online_payload_free);
}

const char *
quintet_online_game_get_id (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->id;
}

const char *
quintet_online_game_get_opponent (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->opponent;
}

const char *
quintet_online_game_get_variant (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->variant;
}

guint
quintet_online_game_get_own_side (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), 0);
  return self->own_side;
}

QuintetOnlineState
quintet_online_game_get_state (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), QUINTET_ONLINE_STATE_DECLINED);
  return self->state;
}

guint
quintet_online_game_get_n_turns (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), 0);
  return quintet_game_get_n_turns (self->game);
}

gboolean
quintet_online_game_get_own_turn (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->state == QUINTET_ONLINE_STATE_PLAYING &&
         quintet_game_get_side_to_move (self->game) == self->own_side;
}

gboolean
quintet_online_game_get_draw_offered (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->draw_offered;
}

gboolean
quintet_online_game_get_undo_requested (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), FALSE);
  return self->undo_requested != 0;
}

const char *
quintet_online_game_get_last_chat (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->last_chat;
}

const char *
quintet_online_game_get_clock (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->clock;
}

QuintetGame *
quintet_online_game_get_game (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return self->game;
}

static QuintetSide
opponent_side (QuintetOnlineGame *self)
{
  return 1 - self->own_side;
}

/* The side that plays the turn numbered @ply (1: the first) */
static QuintetSide
side_of_turn (QuintetGame *game,
              guint        ply)
{
  return QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, ply - 1));
}

/* Notifies what changed since the last time */
static void
game_notify (QuintetOnlineGame *self)
{
  GObject *object = G_OBJECT (self);
  Seen now = {
    self->state, quintet_online_game_get_n_turns (self), quintet_online_game_get_own_turn (self),
    self->draw_offered, self->undo_requested != 0, self->last_chat,
  };

  g_object_freeze_notify (object);
  if (now.state != self->seen.state)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_STATE]);
  if (now.n_turns != self->seen.n_turns)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_N_TURNS]);
  if (now.own_turn != self->seen.own_turn)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_OWN_TURN]);
  if (now.draw_offered != self->seen.draw_offered)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_DRAW_OFFERED]);
  if (now.undo_requested != self->seen.undo_requested)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_UNDO_REQUESTED]);
  if (g_strcmp0 (now.last_chat, self->seen.last_chat) != 0)
    g_object_notify_by_pspec (object, game_props[GAME_PROP_LAST_CHAT]);
  g_free (self->seen.last_chat);
  self->seen = now;
  self->seen.last_chat = g_strdup (now.last_chat);
  g_object_thaw_notify (object);
}

/* A chat line as the comment on its turn: the same text on both sides,
 * one line, no "}" (which would end the comment), trimmed as a record
 * reads it back; NULL for white space alone */
static char *
chat_comment (const char *chat)
{
  g_autofree char *copy = g_strdup (chat);

  g_strdelimit (copy, "}", ')');
  if (*g_strstrip (copy) == '\0')
    return NULL;
  return g_strconcat (CHAT_PREFIX, copy, NULL);
}

static void
add_comment (QuintetGame *game,
             guint        ply,
             const char  *comment)
{
  QuintetTreeNode *node = quintet_game_tree_get_line_node (quintet_game_get_tree (game), ply);
  const char * const *old = quintet_tree_node_get_comments (node);
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  for (guint i = 0; old[i] != NULL; i++)
    g_ptr_array_add (all, (gpointer) old[i]);
  g_ptr_array_add (all, (gpointer) comment);
  g_ptr_array_add (all, NULL);
  quintet_tree_node_set_comments (node, (const char * const *) all->pdata);
}

/* The chat line sent with the turn @ply, or NULL */
static char *
turn_chat (QuintetGame *game,
           guint        ply)
{
  QuintetTreeNode *node = quintet_game_tree_get_line_node (quintet_game_get_tree (game), ply);
  const char * const *comments = quintet_tree_node_get_comments (node);

  for (guint i = 0; comments[i] != NULL; i++)
    if (g_str_has_prefix (comments[i], CHAT_PREFIX))
      return g_strdup (comments[i] + strlen (CHAT_PREFIX));
  return NULL;
}

static void
set_tag_uint (QuintetRecord *record,
              const char    *name,
              guint          value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  quintet_record_set_tag (record, name, text);
}

char *
quintet_online_game_to_shared_record (QuintetOnlineGame *self)
{
  g_autoptr(QuintetRecord) record = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);

  record = quintet_record_new (self->game);
  quintet_record_set_tag (record, "Date", NULL);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, self->own_side), self->own_jid);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, opponent_side (self)), self->opponent);
  if (self->clock != NULL)
    quintet_record_set_tag (record, "TimeControl", self->clock);
  return quintet_record_to_text (record);
}

char *
quintet_online_game_to_record (QuintetOnlineGame *self)
{
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GString) pending = g_string_new (NULL);
  g_autofree char *created = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);

  record = quintet_record_new (self->game);
  if (self->date != NULL)
    quintet_record_set_tag (record, "Date", self->date);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, self->own_side), self->own_jid);
  quintet_record_set_tag (record, quintet_record_side_tag (self->game, opponent_side (self)), self->opponent);
  if (self->clock != NULL)
    quintet_record_set_tag (record, "TimeControl", self->clock);
  quintet_record_set_tag (record, "Online", self->id);
  quintet_record_set_tag (record, "OnlineOpponent", self->opponent);
  set_tag_uint (record, "OnlineSide", self->own_side);
  quintet_record_set_tag (record, "OnlineState", state_names[self->state]);
  set_tag_uint (record, "OnlineAcked", self->acked);
  quintet_record_set_tag (record, "OnlineRole", self->inviter ? "inviter" : "invited");
  created = g_strdup_printf ("%" G_GINT64_FORMAT, self->created);
  quintet_record_set_tag (record, "OnlineCreated", created);

  /* What is still open, as words (docs/online.md) */
  if (self->draw_offered)
    g_string_append (pending, " draw-offered");
  if (self->own_draw_offer)
    g_string_append (pending, " own-draw-offer");
  if (self->accept_pending)
    g_string_append (pending, " accept");
  if (self->end_pending)
    g_string_append (pending, " end");
  if (self->declined_by_us)
    g_string_append (pending, " declined-by-us");
  if (pending->len > 0)
    quintet_record_set_tag (record, "OnlinePending", pending->str + 1);
  if (self->undo_requested != 0)
    set_tag_uint (record, "OnlineUndoRequested", self->undo_requested);
  if (self->own_undo != 0)
    set_tag_uint (record, "OnlineOwnUndo", self->own_undo);
  if (self->undos != 0)
    set_tag_uint (record, "OnlineUndos", self->undos);
  if (self->undone_ply != 0)
    set_tag_uint (record, "OnlineUndone", self->undone_ply);
  if (self->last_chat != NULL)
    quintet_record_set_tag (record, "OnlineChat", self->last_chat);

  return quintet_record_to_text (record);
}

/* ---------------------------------------------------------------- all games */

struct _QuintetOnline
{
  GObject     parent_instance;

  char       *dir;
  char       *own_jid;
  GListStore *games;
};

enum {
  SIGNAL_SEND,
  SIGNAL_REFUSED,
  SIGNAL_GAME_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (QuintetOnline, quintet_online, G_TYPE_OBJECT)

static void
quintet_online_finalize (GObject *object)
{
  QuintetOnline *self = QUINTET_ONLINE (object);

  g_free (self->dir);
  g_free (self->own_jid);
  g_clear_object (&self->games);

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
}

static void
quintet_online_init (QuintetOnline *self)
{
  self->games = g_list_store_new (QUINTET_TYPE_ONLINE_GAME);
}

static char *
game_path (QuintetOnline     *self,
           QuintetOnlineGame *game)
{
  g_autofree char *name = g_strconcat (game->id, ".quintet", NULL);

  return g_build_filename (self->dir, name, NULL);
}

/* Written atomically: a crash leaves the old record or the new one */
static gboolean
save_game (QuintetOnline      *self,
           QuintetOnlineGame  *game,
           GError            **error)
{
  g_autofree char *path = game_path (self, game);
  g_autofree char *text = quintet_online_game_to_record (game);
  g_autoptr(GError) local = NULL;

  if (g_mkdir_with_parents (self->dir, 0700) != 0 ||
      !g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local))
    {
      game->dirty = TRUE;
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_IO,
                   _("The game could not be saved: %s"),
                   local != NULL ? local->message : g_strerror (errno));
      return FALSE;
    }
  game->dirty = FALSE;
  return TRUE;
}

static QuintetOnlinePayload *
payload_new (QuintetOnlineGame *game,
             QuintetOnlineKind  kind,
             guint              ply)
{
  QuintetOnlinePayload *payload = g_new0 (QuintetOnlinePayload, 1);

  payload->kind = kind;
  payload->game = g_strdup (game->id);
  payload->ply = ply;
  return payload;
}

static QuintetOnlinePayload *
turn_payload (QuintetOnlineGame *game,
              guint              ply)
{
  QuintetOnlinePayload *payload = payload_new (game, QUINTET_ONLINE_KIND_TURN, ply);

  payload->turn = g_strdup (quintet_game_get_turn_notation (game->game, ply - 1));
  payload->chat = turn_chat (game->game, ply);
  payload->undos = game->undos;
  /* The hash of the position after that turn, which may not be the last */
  if (ply == quintet_game_get_n_turns (game->game))
    payload->hash = quintet_online_position_hash (game->game);
  else
    {
      g_autofree char *text = quintet_game_position_to_text (game->game,
                                                             quintet_game_get_position_at (game->game, ply));

      payload->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
    }
  return payload;
}

static QuintetOnlinePayload *
sync_payload (QuintetOnlineGame *game)
{
  QuintetOnlinePayload *payload = payload_new (game, QUINTET_ONLINE_KIND_SYNC,
                                               quintet_game_get_n_turns (game->game));

  payload->record = quintet_online_game_to_record (game);
  payload->hash = quintet_online_position_hash (game->game);
  return payload;
}

static void
emit_send (QuintetOnline              *self,
           QuintetOnlineGame          *game,
           const QuintetOnlinePayload *payload)
{
  const QuintetGameInfo *info = quintet_registry_lookup (game->variant);
  g_autofree char *xml = quintet_online_payload_to_xml (payload);
  g_autofree char *body = quintet_online_payload_describe (payload, info != NULL ? _(info->name) : NULL);

  if (strlen (xml) > QUINTET_ONLINE_MAX_PAYLOAD)
    {
      /* Only a record this long can be: the other side would refuse it */
      g_message ("Not sending the record of game %s to %s: it is over the payload's limit",
                 game->id, game->opponent);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_SEND], 0, game->opponent, xml, body);
}

/* Notifies, saves and sends what @outbox holds: only once saved, so that
 * the opponent never has what a crash would lose here */
static gboolean
commit (QuintetOnline      *self,
        QuintetOnlineGame  *game,
        GPtrArray          *outbox,
        gboolean            changed,
        GError            **error)
{
  game_notify (game);
  if ((changed || game->dirty) && !save_game (self, game, error))
    return FALSE;
  for (guint i = 0; outbox != NULL && i < outbox->len; i++)
    emit_send (self, game, outbox->pdata[i]);
  return TRUE;
}

static GPtrArray *
outbox_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) quintet_online_payload_free);
}

static QuintetOnlineGame *
game_new (QuintetOnline *self,
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

static void
add_game (QuintetOnline     *self,
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
  for (guint i = 0; state != NULL && i < G_N_ELEMENTS (state_names); i++)
    if (g_str_equal (state, state_names[i]))
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
  game->game = g_object_ref (quintet_record_get_game (record));
  game->variant = g_strdup (quintet_game_get_id (game->game));
  game->own_side = side;
  game->state = state_index;
  game->inviter = g_str_equal (role, "inviter");
  game->clock = g_strdup (quintet_record_get_tag (record, "TimeControl"));
  game->date = g_strdup (quintet_record_get_tag (record, "Date"));
  game->last_chat = g_strdup (quintet_record_get_tag (record, "OnlineChat"));
  created = quintet_record_get_tag (record, "OnlineCreated");
  if (created != NULL)
    game->created = g_ascii_strtoll (created, NULL, 10);
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

  game->seen = (Seen) {
    game->state, quintet_online_game_get_n_turns (game), quintet_online_game_get_own_turn (game),
    game->draw_offered, game->undo_requested != 0, g_strdup (game->last_chat),
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
  return self;
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

static guint
count_games (QuintetOnline *self,
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
  return count_games (self, TRUE);
}

guint
quintet_online_count_invitations (QuintetOnline *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE (self), 0);
  return count_games (self, FALSE);
}

/* ---------------------------------------------------------------- our actions */

static void drain_held (QuintetOnline     *self,
                        QuintetOnlineGame *game,
                        GPtrArray         *outbox,
                        gboolean          *changed,
                        gboolean          *ack);

static gboolean
state_error (GError     **error,
             const char  *message)
{
  g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_STATE, message);
  return FALSE;
}

static QuintetOnlineGame *
find_game (QuintetOnline  *self,
           const char     *game_id,
           GError        **error)
{
  QuintetOnlineGame *game = quintet_online_lookup (self, game_id);

  if (game == NULL)
    g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                         _("There is no such online game"));
  return game;
}

/* The game in a state we may act in */
static QuintetOnlineGame *
find_playing (QuintetOnline  *self,
              const char     *game_id,
              GError        **error)
{
  QuintetOnlineGame *game = find_game (self, game_id, error);

  if (game != NULL && game->state != QUINTET_ONLINE_STATE_PLAYING)
    {
      state_error (error, _("The game is not being played"));
      return NULL;
    }
  return game;
}

QuintetOnlineGame *
quintet_online_invite (QuintetOnline  *self,
                       const char     *opponent_jid,
                       const char     *variant,
                       guint           own_side,
                       const char     *clock,
                       GError        **error)
{
  g_autofree char *opponent = NULL;
  g_autofree char *id = NULL;
  g_autoptr(QuintetOnlineGame) game = NULL;
  g_autoptr(GPtrArray) outbox = outbox_new ();
  QuintetOnlinePayload *invite;
  QuintetTimeControl controls[2];

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), NULL);

  opponent = quintet_online_bare_jid (opponent_jid);
  if (opponent == NULL || g_str_equal (opponent, self->own_jid))
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                           _("That is not the address of another player (like friend@example.org)"));
      return NULL;
    }
  if (variant == NULL || quintet_registry_lookup (variant) == NULL || own_side > 1)
    {
      state_error (error, _("Quintet has no such game"));
      return NULL;
    }
  if (clock != NULL && !quintet_time_control_parse (clock, controls))
    {
      state_error (error, _("That is not a time control: write seconds and an increment, e.g. “300+5”"));
      return NULL;
    }

  id = g_uuid_string_random ();
  game = game_new (self, id, opponent, variant, own_side, clock);
  game->state = QUINTET_ONLINE_STATE_INVITING;
  game->inviter = TRUE;
  game->seen.state = game->state;
  game->seen.own_turn = FALSE;
  if (!save_game (self, game, error))
    return NULL;

  invite = payload_new (game, QUINTET_ONLINE_KIND_INVITE, 0);
  invite->variant = g_strdup (variant);
  invite->inviter_side = own_side;
  invite->clock = g_strdup (clock);
  g_ptr_array_add (outbox, invite);
  add_game (self, game);
  commit (self, game, outbox, FALSE, NULL);
  return game;
}

gboolean
quintet_online_accept (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = find_game (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();

  if (game == NULL)
    return FALSE;
  if (game->state != QUINTET_ONLINE_STATE_INVITED)
    return state_error (error, _("There is no invitation to answer in this game"));

  game->state = QUINTET_ONLINE_STATE_PLAYING;
  game->accept_pending = TRUE;
  g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACCEPT, 0));
  return commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_decline (QuintetOnline  *self,
                        const char     *game_id,
                        GError        **error)
{
  QuintetOnlineGame *game = find_game (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();

  if (game == NULL)
    return FALSE;
  /* The inviter may withdraw an invitation nobody answered */
  if (game->state != QUINTET_ONLINE_STATE_INVITED && game->state != QUINTET_ONLINE_STATE_INVITING)
    return state_error (error, _("There is no invitation to answer in this game"));

  game->state = QUINTET_ONLINE_STATE_DECLINED;
  game->declined_by_us = TRUE;
  g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0));
  return commit (self, game, outbox, TRUE, error);
}

static void
update_state_from_outcome (QuintetOnlineGame *game)
{
  if (quintet_game_get_outcome (game->game).status != QUINTET_STATUS_ONGOING)
    game->state = QUINTET_ONLINE_STATE_ENDED;
}

gboolean
quintet_online_play (QuintetOnline  *self,
                     const char     *game_id,
                     const char     *notation,
                     const char     *chat,
                     GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();
  g_autoptr(GError) local = NULL;
  guint ply;

  if (game == NULL)
    return FALSE;
  if (!quintet_online_game_get_own_turn (game))
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                           _("It is not your turn"));
      return FALSE;
    }
  if (chat != NULL && !_quintet_online_chat_valid (chat, error))
    return FALSE;
  if (notation == NULL || !quintet_game_play_notation (game->game, notation, &local))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("That turn is not legal: %s"), local != NULL ? local->message : "");
      return FALSE;
    }

  ply = quintet_game_get_n_turns (game->game);
  if (chat != NULL)
    {
      g_autofree char *comment = chat_comment (chat);

      if (comment != NULL)
        add_comment (game->game, ply, comment);
    }
  /* Our turn answers their open offer and request with a no (their side
   * clears its own on seeing it) */
  game->draw_offered = FALSE;
  game->undo_requested = 0;
  game->undone_ply = 0;
  update_state_from_outcome (game);
  g_ptr_array_add (outbox, turn_payload (game, ply));
  /* A turn of theirs that came early may follow ours */
  {
    gboolean changed = TRUE, ack = FALSE;

    drain_held (self, game, outbox, &changed, &ack);
    if (ack)
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACK,
                                            quintet_game_get_n_turns (game->game)));
  }
  return commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_resign (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();

  if (game == NULL)
    return FALSE;
  quintet_game_resign (game->game, game->own_side);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->end_pending = TRUE;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
  g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_RESIGN,
                                        quintet_game_get_n_turns (game->game)));
  return commit (self, game, outbox, TRUE, error);
}

static void
agree_draw (QuintetOnlineGame *game)
{
  quintet_game_agree_draw (game->game);
  game->state = QUINTET_ONLINE_STATE_ENDED;
  game->draw_offered = game->own_draw_offer = FALSE;
  game->undo_requested = game->own_undo = 0;
}

gboolean
quintet_online_offer_draw (QuintetOnline  *self,
                           const char     *game_id,
                           GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();

  if (game == NULL)
    return FALSE;
  /* Offering what they offered is agreeing */
  if (game->draw_offered)
    return quintet_online_answer_draw (self, game_id, TRUE, error);
  if (game->own_draw_offer)
    return state_error (error, _("You have offered a draw already"));

  game->own_draw_offer = TRUE;
  g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_DRAW_OFFER,
                                        quintet_game_get_n_turns (game->game)));
  return commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_answer_draw (QuintetOnline  *self,
                            const char     *game_id,
                            gboolean        accept,
                            GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();
  guint n;

  if (game == NULL)
    return FALSE;
  if (!game->draw_offered)
    return state_error (error, _("Nobody has offered a draw"));

  n = quintet_game_get_n_turns (game->game);
  game->draw_offered = FALSE;
  if (accept)
    {
      agree_draw (game);
      game->end_pending = TRUE;
    }
  g_ptr_array_add (outbox, payload_new (game, accept ? QUINTET_ONLINE_KIND_DRAW_ACCEPT
                                                     : QUINTET_ONLINE_KIND_DRAW_DECLINE, n));
  return commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_request_undo (QuintetOnline  *self,
                             const char     *game_id,
                             GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();
  guint n;

  if (game == NULL)
    return FALSE;
  n = quintet_game_get_n_turns (game->game);
  if (n == 0 || side_of_turn (game->game, n) != game->own_side)
    return state_error (error, _("Only your own last turn can be taken back"));
  if (game->own_undo != 0)
    return state_error (error, _("You have asked to take back a turn already"));

  game->own_undo = n;
  g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_UNDO_REQUEST, n));
  return commit (self, game, outbox, TRUE, error);
}

/* Takes back the turn @ply, the last, on both sides alike */
static void
take_back (QuintetOnlineGame *game,
           guint              ply)
{
  quintet_game_truncate (game->game, ply - 1);
  game->acked = MIN (game->acked, ply - 1);
  /* Turns sent before it are stale from now on (a late copy of the turn
   * taken back must not come back) */
  game->undos++;
}

gboolean
quintet_online_answer_undo (QuintetOnline  *self,
                            const char     *game_id,
                            gboolean        accept,
                            GError        **error)
{
  QuintetOnlineGame *game = find_playing (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();
  guint ply;

  if (game == NULL)
    return FALSE;
  ply = game->undo_requested;
  if (ply == 0 || ply != quintet_game_get_n_turns (game->game))
    return state_error (error, _("Nobody has asked to take back a turn"));

  game->undo_requested = 0;
  if (accept)
    {
      /* Their request again (our answer lost) is answered again */
      game->undone_ply = ply;
      take_back (game, ply);
    }
  g_ptr_array_add (outbox, payload_new (game, accept ? QUINTET_ONLINE_KIND_UNDO_ACCEPT
                                                     : QUINTET_ONLINE_KIND_UNDO_DECLINE, ply));
  return commit (self, game, outbox, TRUE, error);
}

gboolean
quintet_online_chat (QuintetOnline  *self,
                     const char     *game_id,
                     const char     *text,
                     GError        **error)
{
  QuintetOnlineGame *game = find_game (self, game_id, error);
  g_autoptr(GPtrArray) outbox = outbox_new ();
  QuintetOnlinePayload *payload;

  if (game == NULL)
    return FALSE;
  if (text == NULL || !_quintet_online_chat_valid (text, error))
    return FALSE;
  payload = payload_new (game, QUINTET_ONLINE_KIND_CHAT, 0);
  payload->chat = g_strdup (text);
  g_ptr_array_add (outbox, payload);
  return commit (self, game, outbox, FALSE, error);
}

gboolean
quintet_online_remove (QuintetOnline  *self,
                       const char     *game_id,
                       GError        **error)
{
  QuintetOnlineGame *game = find_game (self, game_id, error);
  g_autofree char *path = NULL;
  guint position;

  if (game == NULL)
    return FALSE;
  if (game->state == QUINTET_ONLINE_STATE_PLAYING)
    return state_error (error, _("A game being played cannot be removed: resign it first"));

  path = game_path (self, game);
  if (g_unlink (path) != 0 && errno != ENOENT)
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

/* ---------------------------------------------------------------- their payloads */

static gboolean
refuse (GError             **error,
        QuintetOnlineError   code,
        const char          *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (GError             **error,
        QuintetOnlineError   code,
        const char          *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, QUINTET_ONLINE_ERROR, code, message);
  return FALSE;
}

/* Whether @payload can be placed now, or must wait for the turns before it */
static gboolean
is_ready (QuintetOnlineGame          *game,
          const QuintetOnlinePayload *payload)
{
  guint n = quintet_game_get_n_turns (game->game);

  /* Before they accept, only their answer counts; the rest may have
   * overtaken it */
  if (game->state == QUINTET_ONLINE_STATE_INVITING)
    return payload->kind == QUINTET_ONLINE_KIND_ACCEPT || payload->kind == QUINTET_ONLINE_KIND_DECLINE ||
           payload->kind == QUINTET_ONLINE_KIND_CHAT || payload->kind == QUINTET_ONLINE_KIND_INVITE;

  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_TURN:
      /* After a turn taken back that we have not heard of yet */
      return payload->ply <= n + 1 && payload->undos <= game->undos;
    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      /* (or asked again for the turn we took back) */
      return payload->ply <= n || payload->ply == game->undone_ply;
    case QUINTET_ONLINE_KIND_RESIGN:
    case QUINTET_ONLINE_KIND_DRAW_OFFER:
    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      return payload->ply <= n;
    default:
      return TRUE;
    }
}

/* The turns after @ply are all ours: the opponent, who had seen @ply
 * turns, cannot have known them */
static gboolean
only_own_turns_after (QuintetOnlineGame *game,
                      guint              ply)
{
  guint n = quintet_game_get_n_turns (game->game);

  for (guint i = ply + 1; i <= n; i++)
    if (side_of_turn (game->game, i) != game->own_side)
      return FALSE;
  return TRUE;
}

static gboolean
same_turn_at (QuintetGame *game,
              guint        ply,
              const char  *notation)
{
  QuintetMove move;

  return quintet_game_parse_turn (game, quintet_game_get_position_at (game, ply - 1), notation, &move, NULL) &&
         quintet_move_equal (&move, quintet_game_get_turn (game, ply - 1));
}

/* @move is among the game's legal turns now, by its history's rules too */
static gboolean
is_legal_now (QuintetGame       *game,
              const QuintetMove *move)
{
  const QuintetMove *turns;
  guint n_legal;

  if (quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING)
    return FALSE;
  turns = quintet_game_get_legal_turns (game, &n_legal);
  for (guint i = 0; i < n_legal; i++)
    if (quintet_move_equal (&turns[i], move))
      return TRUE;
  return FALSE;
}

/* The position hash after @move, on a copy of the position */
static char *
hash_after (QuintetGame       *game,
            const QuintetMove *move)
{
  QuintetPositionBuffer after;
  g_autofree char *text = NULL;

  memcpy (&after, quintet_game_get_position (game), quintet_game_get_position_size (game));
  quintet_game_make_turn (game, &after, move);
  text = quintet_game_position_to_text (game, &after);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

/* Our resignation or agreement to their draw, as sent */
static QuintetOnlinePayload *
ending_payload (QuintetOnlineGame *game)
{
  QuintetOutcome outcome = quintet_game_get_outcome (game->game);

  return payload_new (game, outcome.reason == QUINTET_REASON_RESIGNATION ? QUINTET_ONLINE_KIND_RESIGN
                                                                         : QUINTET_ONLINE_KIND_DRAW_ACCEPT,
                      quintet_game_get_n_turns (game->game));
}

static gboolean
receive_turn (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  g_autofree char *hash = NULL;
  g_autoptr(GError) local = NULL;
  QuintetMove move;

  /* Sent before a turn was taken back: stale, whatever it says */
  if (payload->undos < game->undos)
    return TRUE;
  /* A copy of a turn we have: ignored, and acknowledged again so that the
   * sender stops repeating it */
  if (payload->ply <= n)
    {
      if (side_of_turn (qgame, payload->ply) == opponent_side (game) &&
          same_turn_at (qgame, payload->ply, payload->turn))
        {
          *ack = TRUE;
          return TRUE;
        }
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent turn %u as “%s”, which differs from ours: the whole record is asked for"),
                     game->opponent, payload->ply, payload->turn);
    }
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    {
      /* They play on: our resignation or agreement has not reached them */
      if (game->end_pending)
        g_ptr_array_add (outbox, ending_payload (game));
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a turn in a game that is not being played"), game->opponent);
    }
  if (quintet_game_get_side_to_move (qgame) != opponent_side (game))
    return refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                   _("%s sent a turn when it is not their turn: %s"), game->opponent, payload->turn);

  /* Legal by the engine, the history's rules included (repetition, a
   * decided game), before anything changes */
  if (!quintet_game_parse_turn (qgame, quintet_game_get_position (qgame), payload->turn, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, local->message);
  if (!is_legal_now (qgame, &move))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, payload->turn);

  /* The position after it, on a copy: theirs, or the whole record is asked */
  hash = hash_after (qgame, &move);
  if (!g_str_equal (hash, payload->hash))
    {
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("%s sent a turn after which their position differs from ours: the whole record is asked for"),
                     game->opponent);
    }

  if (!quintet_game_play_turn (qgame, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("%s sent a turn that is not legal here: %s"), game->opponent, local->message);
  if (payload->chat != NULL)
    {
      g_autofree char *comment = chat_comment (payload->chat);

      if (comment != NULL)
        add_comment (qgame, n + 1, comment);
      g_free (game->last_chat);
      game->last_chat = g_strdup (payload->chat);
    }
  /* Their turn answers our open offer and request with a no */
  game->own_draw_offer = FALSE;
  game->own_undo = 0;
  game->undone_ply = 0;
  update_state_from_outcome (game);
  *changed = *ack = TRUE;
  return TRUE;
}

/* A record they sent: adopted only when it extends ours, from the same
 * start, with turns of the opponent's side alone (they cannot play ours),
 * each one legal as the record reader plays it through the engine */
static gboolean
receive_sync (QuintetOnlineGame          *game,
              const QuintetOnlinePayload *payload,
              GPtrArray                  *outbox,
              gboolean                   *changed,
              gboolean                   *ack,
              GError                    **error)
{
  QuintetGame *ours = game->game, *theirs;
  g_autoptr(QuintetRecord) record = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *start_ours = NULL;
  g_autofree char *start_theirs = NULL;
  guint n = quintet_game_get_n_turns (ours), m;

  if (game->state != QUINTET_ONLINE_STATE_PLAYING && game->state != QUINTET_ONLINE_STATE_ENDED)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game that is not being played"), game->opponent);

  record = quintet_record_parse (payload->record, -1, NULL, &local);
  if (record == NULL)
    return refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent a record Quintet cannot read: %s"), game->opponent, local->message);
  theirs = quintet_record_get_game (record);
  m = quintet_game_get_n_turns (theirs);
  if (!g_str_equal (quintet_game_get_id (theirs), game->variant) || payload->ply != m)
    return refuse (error, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent the record of another game"), game->opponent);
  hash = quintet_online_position_hash (theirs);
  if (!g_str_equal (hash, payload->hash))
    return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                   _("%s sent a record whose last position does not match its checksum"), game->opponent);

  start_ours = quintet_game_position_to_text (ours, quintet_game_get_position_at (ours, 0));
  start_theirs = quintet_game_position_to_text (theirs, quintet_game_get_position_at (theirs, 0));
  if (!g_str_equal (start_ours, start_theirs))
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent the record of a game with another start"), game->opponent);
  for (guint i = 0; i < MIN (n, m); i++)
    if (!quintet_move_equal (quintet_game_get_turn (ours, i), quintet_game_get_turn (theirs, i)))
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent a record that differs from ours at turn %u"), game->opponent, i + 1);

  if (m < n)
    {
      /* They are behind: ours extends theirs, so they can adopt it */
      g_ptr_array_add (outbox, sync_payload (game));
      return TRUE;
    }
  if (m == n)
    return TRUE;
  if (game->state != QUINTET_ONLINE_STATE_PLAYING)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("%s sent turns in a game that has ended"), game->opponent);
  for (guint i = n + 1; i <= m; i++)
    if (side_of_turn (theirs, i) != opponent_side (game))
      return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                     _("%s sent a record with a turn of yours that you did not play"), game->opponent);

  for (guint i = n; i < m; i++)
    {
      QuintetTreeNode *node;

      if (!quintet_game_play_turn (ours, quintet_game_get_turn (theirs, i), &local))
        {
          quintet_game_truncate (ours, n);
          return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                         _("%s sent a record with a turn that is not legal here: %s"),
                         game->opponent, local->message);
        }
      node = quintet_game_tree_get_line_node (quintet_game_get_tree (theirs), i + 1);
      quintet_tree_node_set_comments (quintet_game_tree_get_line_node (quintet_game_get_tree (ours), i + 1),
                                      quintet_tree_node_get_comments (node));
    }
  game->own_draw_offer = FALSE;
  game->own_undo = 0;
  update_state_from_outcome (game);
  *changed = *ack = TRUE;
  return TRUE;
}

/* One payload of a known game from its opponent, when it is ready */
static gboolean
apply_kind (QuintetOnlineGame          *game,
       const QuintetOnlinePayload *payload,
       GPtrArray                  *outbox,
       gboolean                   *changed,
       gboolean                   *ack,
       GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  QuintetOutcome outcome = quintet_game_get_outcome (qgame);
  gboolean playing = game->state == QUINTET_ONLINE_STATE_PLAYING;

  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_INVITE:
      /* A copy of the invitation we have: the inviter sends it again until
       * it hears our answer, so our answer goes again */
      if (!game->inviter && g_str_equal (payload->variant, game->variant) &&
          payload->inviter_side == opponent_side (game) && g_strcmp0 (payload->clock, game->clock) == 0)
        {
          if (game->state == QUINTET_ONLINE_STATE_DECLINED && game->declined_by_us)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0));
          else if (game->state != QUINTET_ONLINE_STATE_INVITED && game->state != QUINTET_ONLINE_STATE_DECLINED)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACCEPT, 0));
          return TRUE;
        }
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s sent an invitation to a game that exists already"), game->opponent);

    case QUINTET_ONLINE_KIND_ACCEPT:
      if (game->state == QUINTET_ONLINE_STATE_INVITING)
        {
          game->state = QUINTET_ONLINE_STATE_PLAYING;
          *changed = TRUE;
        }
      else if (!game->inviter || game->state == QUINTET_ONLINE_STATE_DECLINED)
        {
          /* We withdrew it, and they never heard: say so again */
          if (game->inviter && game->declined_by_us)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_DECLINE, 0));
          return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                         _("%s accepted an invitation that is not open"), game->opponent);
        }
      /* Confirms the acceptance, a copy or not */
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACK, n));
      return TRUE;

    case QUINTET_ONLINE_KIND_DECLINE:
      /* (or withdrawn before our acceptance reached the inviter) */
      if (game->state == QUINTET_ONLINE_STATE_INVITING || game->state == QUINTET_ONLINE_STATE_INVITED ||
          (playing && !game->inviter && n == 0))
        {
          game->accept_pending = FALSE;
          game->state = QUINTET_ONLINE_STATE_DECLINED;
          *changed = TRUE;
          return TRUE;
        }
      if (game->state == QUINTET_ONLINE_STATE_DECLINED)
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s declined a game that is being played"), game->opponent);

    case QUINTET_ONLINE_KIND_TURN:
      return receive_turn (game, payload, outbox, changed, ack, error);

    case QUINTET_ONLINE_KIND_ACK:
      if (MIN (payload->ply, n) > game->acked)
        {
          game->acked = MIN (payload->ply, n);
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_ENDED:
      if (game->end_pending && game->state == QUINTET_ONLINE_STATE_ENDED)
        {
          game->end_pending = FALSE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_RESIGN:
      if (outcome.status == QUINTET_STATUS_WIN && outcome.reason == QUINTET_REASON_RESIGNATION &&
          outcome.winner == game->own_side)
        {
          g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
          return TRUE;
        }
      if (!playing || !only_own_turns_after (game, payload->ply))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s resigned a game that is not being played"), game->opponent);
      /* Our turns they had not seen when they resigned are void */
      quintet_game_truncate (qgame, payload->ply);
      game->acked = MIN (game->acked, payload->ply);
      quintet_game_resign (qgame, opponent_side (game));
      game->state = QUINTET_ONLINE_STATE_ENDED;
      game->draw_offered = game->own_draw_offer = FALSE;
      game->undo_requested = game->own_undo = 0;
      *changed = TRUE;
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_OFFER:
      if (!playing)
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s offered a draw in a game that is not being played"), game->opponent);
      /* Our turn since answered it */
      if (payload->ply < n && only_own_turns_after (game, payload->ply))
        return TRUE;
      if (!game->draw_offered)
        {
          game->draw_offered = TRUE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      if (outcome.status == QUINTET_STATUS_DRAW && outcome.reason == QUINTET_REASON_AGREEMENT)
        {
          g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ENDED, n));
          return TRUE;
        }
      if (!playing || !game->own_draw_offer || !only_own_turns_after (game, payload->ply))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s agreed to a draw nobody offered"), game->opponent);
      quintet_game_truncate (qgame, payload->ply);
      game->acked = MIN (game->acked, payload->ply);
      agree_draw (game);
      *changed = TRUE;
      g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ENDED, payload->ply));
      return TRUE;

    case QUINTET_ONLINE_KIND_DRAW_DECLINE:
      if (game->own_draw_offer)
        {
          game->own_draw_offer = FALSE;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      /* Asked again: our agreement was lost */
      if (playing && payload->ply == game->undone_ply && n == payload->ply - 1)
        {
          g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_UNDO_ACCEPT, payload->ply));
          return TRUE;
        }
      if (!playing || payload->ply != n || side_of_turn (qgame, n) != opponent_side (game))
        {
          /* Most often our turn crossed their request: say no, so that
           * they stop waiting */
          if (playing)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_UNDO_DECLINE, payload->ply));
          return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                         _("%s asked to take back a turn that is not their last"), game->opponent);
        }
      if (game->undo_requested != payload->ply)
        {
          game->undo_requested = payload->ply;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_UNDO_ACCEPT:
      if (playing && game->own_undo == payload->ply && n == payload->ply)
        {
          game->own_undo = 0;
          take_back (game, payload->ply);
          *changed = TRUE;
          return TRUE;
        }
      /* A copy: the turn is gone already */
      if (game->own_undo == 0 && n < payload->ply)
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                     _("%s agreed to take back a turn nobody asked to"), game->opponent);

    case QUINTET_ONLINE_KIND_UNDO_DECLINE:
      if (game->own_undo == payload->ply && game->own_undo != 0)
        {
          game->own_undo = 0;
          *changed = TRUE;
        }
      return TRUE;

    case QUINTET_ONLINE_KIND_CHAT:
      return TRUE;

    case QUINTET_ONLINE_KIND_SYNC_REQUEST:
      if (!playing && game->state != QUINTET_ONLINE_STATE_ENDED)
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("%s asked for the record of a game that is not being played"), game->opponent);
      g_ptr_array_add (outbox, sync_payload (game));
      return TRUE;

    case QUINTET_ONLINE_KIND_SYNC:
      return receive_sync (game, payload, outbox, changed, ack, error);

    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
apply (QuintetOnlineGame          *game,
       const QuintetOnlinePayload *payload,
       GPtrArray                  *outbox,
       gboolean                   *changed,
       gboolean                   *ack,
       GError                    **error)
{
  if (!apply_kind (game, payload, outbox, changed, ack, error))
    return FALSE;
  /* A chat line with anything but a turn (which keeps its own) */
  if (payload->chat != NULL && payload->kind != QUINTET_ONLINE_KIND_TURN &&
      g_strcmp0 (payload->chat, game->last_chat) != 0)
    {
      g_free (game->last_chat);
      game->last_chat = g_strdup (payload->chat);
      *changed = TRUE;
    }
  return TRUE;
}

static void
log_refusal (QuintetOnline *self,
             const char    *from,
             const GError  *error)
{
  g_message ("Refused a message from %s: %s", from, error->message);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, from, error);
}

static int
compare_held (gconstpointer a,
              gconstpointer b)
{
  const QuintetOnlinePayload *x = *(QuintetOnlinePayload * const *) a;
  const QuintetOnlinePayload *y = *(QuintetOnlinePayload * const *) b;

  /* A turn before what follows it at the same ply */
  if (x->ply != y->ply)
    return x->ply < y->ply ? -1 : 1;
  return (x->kind != QUINTET_ONLINE_KIND_TURN) - (y->kind != QUINTET_ONLINE_KIND_TURN);
}

/* Plays what was held and is ready now, in order, until nothing is */
static void
drain_held (QuintetOnline     *self,
            QuintetOnlineGame *game,
            GPtrArray         *outbox,
            gboolean          *changed,
            gboolean          *ack)
{
  gboolean progress = TRUE;

  while (progress)
    {
      progress = FALSE;
      g_ptr_array_sort (game->held, compare_held);
      for (guint i = 0; i < game->held->len; i++)
        {
          QuintetOnlinePayload *payload = game->held->pdata[i];
          g_autoptr(GError) error = NULL;

          if (!is_ready (game, payload))
            continue;
          payload = g_ptr_array_steal_index (game->held, i);
          if (!apply (game, payload, outbox, changed, ack, &error))
            log_refusal (self, game->opponent, error);
          quintet_online_payload_free (payload);
          progress = TRUE;
          break;
        }
    }
}

static gboolean
hold (QuintetOnlineGame          *game,
      const QuintetOnlinePayload *payload,
      GPtrArray                  *outbox,
      GError                    **error)
{
  gboolean turn_held = FALSE;

  for (guint i = 0; i < game->held->len; i++)
    {
      const QuintetOnlinePayload *other = game->held->pdata[i];

      if (other->kind == payload->kind && other->ply == payload->ply &&
          g_strcmp0 (other->turn, payload->turn) == 0)
        return TRUE;
      turn_held |= other->kind == QUINTET_ONLINE_KIND_TURN;
    }
  if (game->held->len >= MAX_HELD)
    return refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("%s sent too many messages ahead of their turns"), game->opponent);

  /* A turn past the next is a gap (a turn of theirs lost, or ours played
   * elsewhere): the whole record is asked, once */
  if (payload->kind == QUINTET_ONLINE_KIND_TURN && !turn_held &&
      payload->ply > quintet_game_get_n_turns (game->game) + 1 &&
      game->state == QUINTET_ONLINE_STATE_PLAYING)
    g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
  g_ptr_array_add (game->held, _quintet_online_payload_copy (payload));
  return TRUE;
}

static gboolean
receive_invite (QuintetOnline               *self,
                const char                  *from,
                const QuintetOnlinePayload  *payload,
                GError                     **error)
{
  g_autoptr(QuintetOnlineGame) game = NULL;

  if (g_str_equal (from, self->own_jid))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("An invitation from your own address was ignored"));
  if (count_games (self, FALSE) >= MAX_INVITATIONS)
    return refuse (error, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("%s sent an invitation, but too many are waiting for an answer"), from);

  game = game_new (self, payload->game, from, payload->variant, 1 - payload->inviter_side, payload->clock);
  game->state = QUINTET_ONLINE_STATE_INVITED;
  game->seen.state = game->state;
  if (!save_game (self, game, error))
    return FALSE;
  add_game (self, game);
  return TRUE;
}

static gboolean
receive (QuintetOnline  *self,
         const char     *from,
         const char     *xml,
         gsize           len,
         GError        **error)
{
  g_autoptr(QuintetOnlinePayload) payload = NULL;
  g_autoptr(GPtrArray) outbox = outbox_new ();
  g_autofree char *sender = quintet_online_bare_jid (from);
  QuintetOnlineGame *game;
  gboolean changed = FALSE, ack = FALSE, ok;

  if (sender == NULL)
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("A message came from an address that is not a player's"));
  payload = quintet_online_payload_parse (xml, len, error);
  if (payload == NULL)
    {
      /* Translators: %s is the sender's address, then why ("not a message
       * Quintet can read (…)", "a message is larger than 256 KB") */
      g_prefix_error (error, _("From %s: "), sender);
      return FALSE;
    }

  game = quintet_online_lookup (self, payload->game);
  if (game == NULL)
    {
      if (payload->kind == QUINTET_ONLINE_KIND_INVITE)
        return receive_invite (self, sender, payload, error);
      return refuse (error, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                     _("%s sent a message for a game you do not have"), sender);
    }
  if (!g_str_equal (sender, game->opponent))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("%s sent a message for a game against someone else"), sender);

  if (is_ready (game, payload))
    ok = apply (game, payload, outbox, &changed, &ack, error);
  else
    ok = hold (game, payload, outbox, error);
  if (ok)
    {
      /* Whatever they send in the game shows our acceptance arrived */
      if (game->accept_pending && payload->kind != QUINTET_ONLINE_KIND_INVITE &&
          payload->kind != QUINTET_ONLINE_KIND_CHAT && payload->kind != QUINTET_ONLINE_KIND_DECLINE)
        {
          game->accept_pending = FALSE;
          changed = TRUE;
        }
      drain_held (self, game, outbox, &changed, &ack);
    }
  if (ack)
    g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACK,
                                          quintet_game_get_n_turns (game->game)));
  /* A refusal changed nothing, but may still answer (a request for the
   * record, a no to an undo) */
  if (!commit (self, game, outbox, changed, ok ? error : NULL))
    return FALSE;
  return ok;
}

gboolean
quintet_online_receive (QuintetOnline  *self,
                        const char     *from,
                        const char     *xml,
                        gsize           len,
                        GError        **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (xml != NULL || len == 0, FALSE);

  if (receive (self, from != NULL ? from : "", xml, len, &local))
    return TRUE;
  log_refusal (self, from != NULL ? from : "", local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* ---------------------------------------------------------------- our other devices */

/* The turns after @ply are all the opponent's (which our other device had
 * not seen when it resigned or agreed) */
static gboolean
only_opponent_turns_after (QuintetOnlineGame *game,
                           guint              ply)
{
  guint n = quintet_game_get_n_turns (game->game);

  for (guint i = ply + 1; i <= n; i++)
    if (side_of_turn (game->game, i) != opponent_side (game))
      return FALSE;
  return TRUE;
}

/* Our own turn, played on another device: checked by the engine like
 * theirs */
static gboolean
sent_turn (QuintetOnlineGame          *game,
           const QuintetOnlinePayload *payload,
           gboolean                   *changed,
           GError                    **error)
{
  QuintetGame *qgame = game->game;
  guint n = quintet_game_get_n_turns (qgame);
  g_autoptr(GError) local = NULL;
  g_autofree char *hash = NULL;
  QuintetMove move;

  if (payload->undos < game->undos)
    return TRUE;
  if (payload->ply <= n)
    {
      if (side_of_turn (qgame, payload->ply) == game->own_side && same_turn_at (qgame, payload->ply, payload->turn))
        return TRUE;
      return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                     _("Your turn %u from another device differs from this one’s"), payload->ply);
    }
  if (payload->ply > n + 1)
    return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                   _("Your turn %u from another device comes before turns this one lacks"), payload->ply);
  if (game->state != QUINTET_ONLINE_STATE_PLAYING || quintet_game_get_side_to_move (qgame) != game->own_side)
    return refuse (error, QUINTET_ONLINE_ERROR_OUT_OF_TURN,
                   _("Your turn from another device is not yours to play here"));
  if (!quintet_game_parse_turn (qgame, quintet_game_get_position (qgame), payload->turn, &move, &local) ||
      !is_legal_now (qgame, &move))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("Your turn from another device is not legal here: %s"), payload->turn);
  hash = hash_after (qgame, &move);
  if (!g_str_equal (hash, payload->hash))
    return refuse (error, QUINTET_ONLINE_ERROR_HASH,
                   _("Your turn from another device leads to another position here"));
  if (!quintet_game_play_turn (qgame, &move, &local))
    return refuse (error, QUINTET_ONLINE_ERROR_ILLEGAL,
                   _("Your turn from another device is not legal here: %s"), payload->turn);
  if (payload->chat != NULL)
    {
      g_autofree char *comment = chat_comment (payload->chat);

      if (comment != NULL)
        add_comment (qgame, n + 1, comment);
    }
  game->draw_offered = FALSE;
  game->undo_requested = 0;
  game->undone_ply = 0;
  update_state_from_outcome (game);
  *changed = TRUE;
  return TRUE;
}

static gboolean
receive_sent (QuintetOnline  *self,
              const char     *to,
              const char     *xml,
              gsize           len,
              GError        **error)
{
  g_autoptr(QuintetOnlinePayload) payload = NULL;
  g_autofree char *opponent = quintet_online_bare_jid (to);
  QuintetOnlineGame *game;
  QuintetGame *qgame;
  gboolean changed = FALSE, playing;
  guint n;

  if (opponent == NULL || g_str_equal (opponent, self->own_jid))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("A message from another device of yours went to an address that is not a player's"));
  payload = quintet_online_payload_parse (xml, len, error);
  if (payload == NULL)
    {
      g_prefix_error (error, _("From %s: "), self->own_jid);
      return FALSE;
    }

  game = quintet_online_lookup (self, payload->game);
  if (game == NULL)
    {
      g_autoptr(QuintetOnlineGame) invited = NULL;

      if (payload->kind != QUINTET_ONLINE_KIND_INVITE)
        return refuse (error, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                       _("Another device of yours sent a message for a game this one does not have"));
      /* We invited them from there */
      invited = game_new (self, payload->game, opponent, payload->variant, payload->inviter_side, payload->clock);
      invited->state = QUINTET_ONLINE_STATE_INVITING;
      invited->inviter = TRUE;
      invited->seen.state = invited->state;
      if (!save_game (self, invited, error))
        return FALSE;
      add_game (self, invited);
      return TRUE;
    }
  if (!g_str_equal (opponent, game->opponent))
    return refuse (error, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                   _("Another device of yours sent a message for this game to someone else"));

  qgame = game->game;
  n = quintet_game_get_n_turns (qgame);
  playing = game->state == QUINTET_ONLINE_STATE_PLAYING;
  switch (payload->kind)
    {
    case QUINTET_ONLINE_KIND_TURN:
      if (!sent_turn (game, payload, &changed, error))
        return FALSE;
      break;
    case QUINTET_ONLINE_KIND_ACCEPT:
      if (game->state == QUINTET_ONLINE_STATE_INVITED)
        {
          game->state = QUINTET_ONLINE_STATE_PLAYING;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_DECLINE:
      if (game->state == QUINTET_ONLINE_STATE_INVITED || game->state == QUINTET_ONLINE_STATE_INVITING)
        {
          game->state = QUINTET_ONLINE_STATE_DECLINED;
          game->declined_by_us = TRUE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_RESIGN:
    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      if (!playing)
        break;
      if (payload->ply > n || !only_opponent_turns_after (game, payload->ply) ||
          (payload->kind == QUINTET_ONLINE_KIND_DRAW_ACCEPT && !game->draw_offered))
        return refuse (error, QUINTET_ONLINE_ERROR_STATE,
                       _("Another device of yours ended this game where this one cannot follow"));
      quintet_game_truncate (qgame, payload->ply);
      if (payload->kind == QUINTET_ONLINE_KIND_RESIGN)
        {
          quintet_game_resign (qgame, game->own_side);
          game->state = QUINTET_ONLINE_STATE_ENDED;
          game->draw_offered = game->own_draw_offer = FALSE;
          game->undo_requested = game->own_undo = 0;
        }
      else
        agree_draw (game);
      changed = TRUE;
      break;
    case QUINTET_ONLINE_KIND_DRAW_OFFER:
      if (playing && !game->own_draw_offer)
        {
          game->own_draw_offer = TRUE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_DRAW_DECLINE:
      if (game->draw_offered)
        {
          game->draw_offered = FALSE;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      if (playing && payload->ply == n && side_of_turn (qgame, n) == game->own_side && game->own_undo != n)
        {
          game->own_undo = n;
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_ACCEPT:
      if (playing && game->undo_requested == payload->ply && n == payload->ply)
        {
          game->undo_requested = 0;
          game->undone_ply = payload->ply;
          take_back (game, payload->ply);
          changed = TRUE;
        }
      break;
    case QUINTET_ONLINE_KIND_UNDO_DECLINE:
      if (game->undo_requested != 0)
        {
          game->undo_requested = 0;
          changed = TRUE;
        }
      break;
    default:
      /* Invitations we have, acknowledgements, chat alone, records: the
       * other device answers for them */
      break;
    }
  return commit (self, game, NULL, changed, error);
}

gboolean
quintet_online_receive_sent (QuintetOnline  *self,
                             const char     *to,
                             const char     *xml,
                             gsize           len,
                             GError        **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (xml != NULL || len == 0, FALSE);

  if (receive_sent (self, to != NULL ? to : "", xml, len, &local))
    return TRUE;
  log_refusal (self, self->own_jid, local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
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
      g_autoptr(GPtrArray) outbox = outbox_new ();
      guint n = quintet_game_get_n_turns (game->game);
      g_autoptr(GError) error = NULL;

      switch (game->state)
        {
        case QUINTET_ONLINE_STATE_INVITING:
          {
            QuintetOnlinePayload *invite = payload_new (game, QUINTET_ONLINE_KIND_INVITE, 0);

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
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_ACCEPT, 0));
          for (guint ply = game->acked + 1; ply <= n; ply++)
            if (side_of_turn (game->game, ply) == game->own_side)
              g_ptr_array_add (outbox, turn_payload (game, ply));
          if (game->own_draw_offer)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_DRAW_OFFER, n));
          if (game->own_undo != 0)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_UNDO_REQUEST, game->own_undo));
          if (game->end_pending)
            g_ptr_array_add (outbox, ending_payload (game));
          if (game->held->len > 0)
            g_ptr_array_add (outbox, payload_new (game, QUINTET_ONLINE_KIND_SYNC_REQUEST, 0));
          break;
        }
      if (!commit (self, game, outbox, FALSE, &error))
        g_message ("Online game %s: %s", game->id, error->message);
    }
}
