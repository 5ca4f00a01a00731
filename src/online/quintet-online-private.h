/* quintet-online-private.h — what the payloads, one game, all games and
 * what the network brings (quintet-online*.c) share inside the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-clock.h"
#include "quintet-online.h"
#include "quintet-record.h"

G_BEGIN_DECLS

/* ---------------------------------------------------------------- payloads */

const char           *_quintet_online_kind_name    (QuintetOnlineKind            kind);
gboolean              _quintet_online_id_valid     (const char                  *id);
gboolean              _quintet_online_chat_valid   (const char                  *chat,
                                                    GError                     **error);
QuintetOnlinePayload *_quintet_online_payload_copy (const QuintetOnlinePayload  *payload);

/* ---------------------------------------------------------------- one game */

/* What a game's properties last said, for notifying only real changes */
typedef struct {
  QuintetOnlineState state;
  guint              n_turns;
  gboolean           own_turn;
  gboolean           draw_offered;
  gboolean           undo_requested;
  char              *last_chat;
  guint              n_unread;
  gboolean           unsent;
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
  char               *last_chat;        /* the opponent's last line */
  GListStore         *chat;             /* QuintetOnlineChatLine, the conversation */
  guint               n_unread;         /* its lines not read yet */
  QuintetOnline      *online;           /* not a reference: the account's, which outlives it */
  gint64              sync_sent;        /* ms since 1970: when we last answered a record
                                         * request (0: never) */
  gint64              clock_since;      /* ms since 1970: the side to move's time runs
                                         * here from then on (0: not yet) */

  GPtrArray          *held;             /* QuintetOnlinePayload, come early */
  guint               ack_owed;         /* caught up: their turns up to this ply not acknowledged */
  guint               own_acked;        /* their turns acknowledged up to this ply, by any device of
                                         * ours (known since start-up) */
  gboolean            unsent;           /* sent while the connection was down (issue 40) */
  gboolean            sent_elsewhere;   /* our invitation, heard of from another device: that one
                                         * sends it again, not this one */
  gboolean            dirty;            /* changed but not saved */
  Seen                seen;
};


/* "inviting" … "ended", by QuintetOnlineState: the OnlineState tag */
extern const char * const _quintet_online_state_names[];

QuintetSide           _quintet_online_game_opponent_side (QuintetOnlineGame *self);
QuintetSide           _quintet_online_side_of_turn       (QuintetGame       *game,
                                                          guint              ply);
void                  _quintet_online_game_notify        (QuintetOnlineGame *self);
void                  _quintet_online_game_update_state  (QuintetOnlineGame *game);

/* The conversation (quintet-online-chat.c) */
/* Adds a line of ours or the opponent's at @time_ms (0: now), said when
 * the game had @ply turns; with_turn: it came with turn @ply. FALSE for
 * white space alone. */
gboolean              _quintet_online_game_add_line      (QuintetOnlineGame *game,
                                                          gboolean           own,
                                                          const char        *text,
                                                          gint64             time_ms,
                                                          guint              ply,
                                                          gboolean           with_turn);
/* The chat line we sent with our turn @ply, or NULL */
char                 *_quintet_online_game_turn_chat     (QuintetOnlineGame *game,
                                                          guint              ply);
/* The conversation as comments of @record: with_times for our own file,
 * without for the record both players share; its last lines whose texts
 * fit in @budget bytes */
void                  _quintet_online_chat_to_record     (QuintetOnlineGame *game,
                                                          QuintetRecord     *record,
                                                          gboolean           with_times,
                                                          gsize              budget);
/* Takes the conversation out of the comments of the game's tree, as the
 * record read put it there (old records: "Chat: " comments on turns and
 * the tag OnlineChat) */
void                  _quintet_online_chat_from_record   (QuintetOnlineGame *game,
                                                          QuintetRecord     *record);
/* Takes the opponent's lines out of @node's comments (a record they sent)
 * into the conversation, at @ply; returns the other comments */
GStrv                 _quintet_online_chat_adopt         (QuintetOnlineGame *game,
                                                          QuintetTreeNode   *node,
                                                          guint              ply);
void                  _quintet_online_game_agree_draw    (QuintetOnlineGame *game);
void                  _quintet_online_game_take_back     (QuintetOnlineGame *game,
                                                          guint              ply);
gboolean              _quintet_online_game_controls      (QuintetOnlineGame *game,
                                                          QuintetTimeControl controls[2]);
gint64                _quintet_online_game_now           (QuintetOnlineGame *game);
gint64                _quintet_online_game_time_after    (QuintetOnlineGame *game,
                                                          QuintetSide        side);
void                  _quintet_online_game_set_turn_time (QuintetOnlineGame *game,
                                                          guint              ply,
                                                          gint64             left);
QuintetOnlinePayload *_quintet_online_payload_new        (QuintetOnlineGame *game,
                                                          QuintetOnlineKind  kind,
                                                          guint              ply);
QuintetOnlinePayload *_quintet_online_turn_payload       (QuintetOnlineGame *game,
                                                          guint              ply);
QuintetOnlinePayload *_quintet_online_sync_payload       (QuintetOnlineGame *game);
QuintetOnlinePayload *_quintet_online_ending_payload     (QuintetOnlineGame *game);

/* ---------------------------------------------------------------- all games */

struct _QuintetOnline
{
  GObject     parent_instance;

  char                  *dir;
  char                  *own_jid;
  GListStore            *games;
  QuintetOnlineTimeFunc  time_func;   /* NULL: the real time */
  gpointer               time_data;
  /* quintet_online_set_save_in_background(): the saves (and the sends
   * behind them) in order on one thread; the sends and failures come back
   * on context */
  GThreadPool           *writer;
  GMainContext          *context;
  GMutex                 lock;
  guint                  n_queued;    /* jobs not yet done, under lock */
  /* Payloads for a game not known here yet, at most MAX_ORPHANS, the
   * oldest dropped first: a device's first sign-in may have the friend's
   * acceptance (offline storage) before the archive's invitation sent
   * from another device of ours (issue 40) */
  GQueue                *orphans;
  /* Addresses whose messages are ignored (issue 40), kept in the file
   * "blocked" of the account's folder, a bare JID a line */
  GHashTable            *blocked;
  /* Whether the last payload received was kept in memory only or refused:
   * then the archive gives it again on the next sign-in (issue 40) */
  gboolean               unplaced;
  /* Reading what came while we were away (quintet_online_set_catching_up()):
   * acknowledgements wait for the end, one a game (issue 40) */
  gboolean               catching_up;
  /* Whether sends reach the server (quintet_online_set_connected()) */
  gboolean               connected;
  /* Addresses known to run Quintet, in the file "peers" (issue 40) */
  GHashTable            *peers;
  /* The account's contacts (its roster): bare JIDs (issue 40) */
  GHashTable            *contacts;
};

void                  _quintet_online_free_orphans       (QuintetOnline      *self);

GPtrArray            *_quintet_online_outbox_new         (void);
void                  _quintet_online_ack                (QuintetOnlineGame  *game,
                                                          GPtrArray          *outbox);
/* Sends @payload at once, saved or not (the game need not be ours) */
void                  _quintet_online_emit_send          (QuintetOnline              *self,
                                                          QuintetOnlineGame          *game,
                                                          const QuintetOnlinePayload *payload);
gboolean              _quintet_online_save_game          (QuintetOnline      *self,
                                                          QuintetOnlineGame  *game,
                                                          GError            **error);
gboolean              _quintet_online_commit             (QuintetOnline      *self,
                                                          QuintetOnlineGame  *game,
                                                          GPtrArray          *outbox,
                                                          gboolean            changed,
                                                          GError            **error);
QuintetOnlineGame    *_quintet_online_game_new           (QuintetOnline      *self,
                                                          const char         *id,
                                                          const char         *opponent,
                                                          const char         *variant,
                                                          guint               own_side,
                                                          const char         *clock);
void                  _quintet_online_add_game           (QuintetOnline      *self,
                                                          QuintetOnlineGame  *game);
guint                 _quintet_online_count_games        (QuintetOnline      *self,
                                                          gboolean            own_turns);

/* The account's files beside its games (quintet-online-contacts.c) */
#define BLOCKED_FILE  "blocked"
#define PEERS_FILE    "peers"
#define CONTACTS_FILE "contacts"
/* Addresses known to run Quintet, kept at most */
#define MAX_PEERS     1000

void                  _quintet_online_load_addresses     (QuintetOnline      *self,
                                                          const char         *name,
                                                          GHashTable         *addresses);

/* ---------------------------------------------------------------- our actions (quintet-online-actions.c) */

QuintetOnlineGame    *_quintet_online_find_game          (QuintetOnline      *self,
                                                          const char         *game_id,
                                                          GError            **error);
gboolean              _quintet_online_state_error        (GError            **error,
                                                          const char         *message);

/* ---------------------------------------------------------------- the network */

void                  _quintet_online_log_refusal        (QuintetOnline      *self,
                                                          const char         *from,
                                                          const GError       *error);
void                  _quintet_online_drain_held         (QuintetOnline      *self,
                                                          QuintetOnlineGame  *game,
                                                          GPtrArray          *outbox,
                                                          gboolean           *changed,
                                                          gboolean           *ack);

gboolean              _quintet_online_refuse             (GError            **error,
                                                          QuintetOnlineError  code,
                                                          const char         *format,
                                                          ...) G_GNUC_PRINTF (3, 4);

/* ---------------------------------------------------------------- a payload placed (quintet-online-apply.c) */

/* What a payload of one kind does to its game, once it is ready: the
 * opponent's (quintet-online-apply.c) or our other device's
 * (quintet-online-receive.c); FALSE and @error when it is refused */
typedef gboolean (*QuintetOnlineApplyFunc) (QuintetOnlineGame          *game,
                                            const QuintetOnlinePayload *payload,
                                            GPtrArray                  *outbox,
                                            gboolean                   *changed,
                                            gboolean                   *ack,
                                            GError                    **error);

gboolean              _quintet_online_apply              (QuintetOnlineGame          *game,
                                                          const QuintetOnlinePayload *payload,
                                                          GPtrArray                  *outbox,
                                                          gboolean                   *changed,
                                                          gboolean                   *ack,
                                                          GError                    **error);
gboolean              _quintet_online_receive_turn       (QuintetOnlineGame          *game,
                                                          const QuintetOnlinePayload *payload,
                                                          gboolean                    ours,
                                                          GPtrArray                  *outbox,
                                                          gboolean                   *changed,
                                                          gboolean                   *ack,
                                                          GError                    **error);

G_END_DECLS
