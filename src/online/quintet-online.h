/* quintet-online.h — games against a friend over the network: what the
 * messages say, and the games they belong to (no network here: see
 * quintet-xmpp.h for the connection, quintet-online-client.h for the two
 * joined)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every message between the two players' Quintets is one payload: an XML
 * element <game xmlns="urn:quintet:online:1" …/> inside an ordinary XMPP
 * chat message (docs/online.md gives the whole syntax). Nothing in a
 * payload is trusted: quintet_online_payload_parse() refuses anything
 * malformed or oversized, and quintet_online_receive() plays a turn only
 * through the engine, from the game's opponent, in turn, legal, with the
 * position hash it says.
 */
#pragma once

#include <gio/gio.h>

#include "quintet-game.h"
#include "quintet-record.h"

G_BEGIN_DECLS

#define QUINTET_ONLINE_NS "urn:quintet:online:1"
/* A payload's XML larger than this is refused before it is read (a sync's
 * record is the largest payload: 1,000 turns are some 10 KB) */
#define QUINTET_ONLINE_MAX_PAYLOAD (256 * 1024)
/* Characters of a chat line; a longer one is refused */
#define QUINTET_ONLINE_MAX_CHAT 500
/* How long past the opponent's time by our own count we wait before we
 * claim a win on time: their count started when our turn reached them */
#define QUINTET_ONLINE_FLAG_GRACE_MS 5000
/* A game's record is sent again on request at most once in this time: a
 * small request never makes us send the whole record as often as asked */
#define QUINTET_ONLINE_SYNC_INTERVAL_MS 5000
/* The most time left a turn may carry: a record's [%clk] 99:59:59.9 */
#define QUINTET_ONLINE_MAX_LEFT_MS ((99 * 3600 + 59 * 60 + 59) * G_GINT64_CONSTANT (1000) + 900)

#define QUINTET_ONLINE_ERROR (quintet_online_error_quark ())

/* Why a payload or an action was refused: the message of the GError is
 * one line in the player's words ("bob@example.org sent a turn that is not
 * legal here: e2-e5"), the code is for tests and the log */
typedef enum {
  QUINTET_ONLINE_ERROR_MALFORMED,    /* not a payload Quintet can read */
  QUINTET_ONLINE_ERROR_TOO_LARGE,    /* over QUINTET_ONLINE_MAX_PAYLOAD or a field's limit */
  QUINTET_ONLINE_ERROR_UNKNOWN_GAME, /* no game with that id (an invite is the one exception) */
  QUINTET_ONLINE_ERROR_NOT_OPPONENT, /* the sender is not that game's opponent */
  QUINTET_ONLINE_ERROR_OUT_OF_TURN,  /* a turn of the side that is not to move */
  QUINTET_ONLINE_ERROR_ILLEGAL,      /* the engine refuses the turn */
  QUINTET_ONLINE_ERROR_HASH,         /* the position after the turn is not the sender's: the whole record is asked */
  QUINTET_ONLINE_ERROR_STATE,        /* not now (accepting a game already running, an undo nobody asked …) */
  QUINTET_ONLINE_ERROR_IO,           /* the game could not be saved */
} QuintetOnlineError;

GQuark quintet_online_error_quark (void);

/* ---------------------------------------------------------------- payload */

typedef enum {
  QUINTET_ONLINE_KIND_INVITE,        /* variant, inviter_side, clock: a new game */
  QUINTET_ONLINE_KIND_ACCEPT,
  QUINTET_ONLINE_KIND_DECLINE,
  QUINTET_ONLINE_KIND_TURN,          /* ply (1 = the game's first turn), turn, hash */
  QUINTET_ONLINE_KIND_ACK,           /* ply: the receiver has every turn up to ply */
  QUINTET_ONLINE_KIND_RESIGN,        /* ply: the turns the resigning side had seen */
  QUINTET_ONLINE_KIND_DRAW_OFFER,
  QUINTET_ONLINE_KIND_DRAW_ACCEPT,
  QUINTET_ONLINE_KIND_DRAW_DECLINE,
  QUINTET_ONLINE_KIND_UNDO_REQUEST,  /* ply: undo the turn numbered ply (the asker's own last turn) */
  QUINTET_ONLINE_KIND_UNDO_ACCEPT,
  QUINTET_ONLINE_KIND_UNDO_DECLINE,
  QUINTET_ONLINE_KIND_CHAT,          /* chat alone */
  QUINTET_ONLINE_KIND_SYNC_REQUEST,  /* send me the whole record */
  QUINTET_ONLINE_KIND_SYNC,          /* record: the sender's whole .quintet text; ply, hash of its last position */
  QUINTET_ONLINE_KIND_ENDED,         /* ply: the receiver has the sender's resignation,
                                      * agreement to a draw or loss on time; the game ended
                                      * after ply turns */
  QUINTET_ONLINE_KIND_FLAG,          /* ply, side: side's time ran out (the sender's own: it
                                      * lost on time; the receiver's: the sender claims the win) */
} QuintetOnlineKind;

typedef struct {
  QuintetOnlineKind kind;
  char  *game;          /* the game's UUID (lowercase, g_uuid_string_is_valid) */
  guint  ply;           /* see the kinds; 0 where a kind has none */
  char  *variant;       /* INVITE: a registry id ("ordo-x") */
  guint  inviter_side;  /* INVITE: the side the inviter plays, 0 (the first side) or 1;
                         * FLAG: the side whose time ran out */
  char  *clock;         /* INVITE: a record's TimeControl text ("600+5"), or NULL */
  char  *turn;          /* TURN: the turn in the game's notation */
  char  *hash;          /* TURN, SYNC: quintet_online_position_hash() after it */
  char  *chat;          /* any kind: a chat line, or NULL */
  char  *record;        /* SYNC: the record */
  guint  undos;         /* TURN: the turns the game had taken back before it
                         * (an undo makes the turns sent before it stale) */
  gboolean has_left;    /* TURN in a game with a clock: */
  gint64   left;        /* the mover's time left after the turn, increment
                         * included, in milliseconds (whole tenths of a second) */
} QuintetOnlinePayload;

/* NULL and a QUINTET_ONLINE_ERROR for anything that is not exactly a
 * payload (len: the bytes of xml, which need not end in a NUL) */
QuintetOnlinePayload *quintet_online_payload_parse  (const char                 *xml,
                                                     gsize                       len,
                                                     GError                    **error);
/* The XML element, which quintet_online_payload_parse() reads back equal */
char                 *quintet_online_payload_to_xml (const QuintetOnlinePayload *payload);
/* A line for people whose chat client shows the message's body ("Quintet:
 * a turn in our game of Ordo: e2-e4"), translated; NULL for what only
 * Quintet reads (acknowledgements, records and their requests, ENDED),
 * which is sent with no body (issue 40) */
char                 *quintet_online_payload_describe (const QuintetOnlinePayload *payload,
                                                       const char                 *variant_name);
void                  quintet_online_payload_free   (QuintetOnlinePayload       *payload);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetOnlinePayload, quintet_online_payload_free)

/* SHA-256 (lowercase hex) of the position text of the game's current
 * position: the same on every machine and every build */
char *quintet_online_position_hash (QuintetGame *game);

/* The bare JID of a JID ("bob@example.org/phone" → "bob@example.org"),
 * lowercased; NULL if it is not a JID with a local part and a domain */
char *quintet_online_bare_jid (const char *jid);

/* ---------------------------------------------------------------- one game */

typedef enum {
  QUINTET_ONLINE_STATE_INVITING,     /* we invited; no answer yet */
  QUINTET_ONLINE_STATE_INVITED,      /* they invited us; we have not answered */
  QUINTET_ONLINE_STATE_PLAYING,
  QUINTET_ONLINE_STATE_DECLINED,     /* either side declined */
  QUINTET_ONLINE_STATE_ENDED,        /* the game has an outcome */
} QuintetOnlineState;

#define QUINTET_TYPE_ONLINE_GAME (quintet_online_game_get_type ())
G_DECLARE_FINAL_TYPE (QuintetOnlineGame, quintet_online_game, QUINTET, ONLINE_GAME, GObject)

/* Properties (all notify): "id", "opponent" (a bare JID), "variant" (the
 * registry id), "own-side" (0 or 1), "state", "n-turns", "own-turn"
 * (PLAYING and our side to move), "draw-offered" (by the opponent),
 * "undo-requested" (by the opponent), "last-chat" (the opponent's last
 * chat line, or NULL), "n-unread" (the opponent's chat lines not read
 * yet, quintet_online_mark_chat_read()). */
/* Whether @record is an online game's that is still in play (its Online
 * tags say so): no engine looks at it before it ends (issue 40, fair play) */
gboolean           quintet_online_record_in_play       (QuintetRecord     *record);
const char        *quintet_online_game_get_id          (QuintetOnlineGame *self);
const char        *quintet_online_game_get_opponent    (QuintetOnlineGame *self);
const char        *quintet_online_game_get_variant     (QuintetOnlineGame *self);
guint              quintet_online_game_get_own_side    (QuintetOnlineGame *self);
QuintetOnlineState quintet_online_game_get_state       (QuintetOnlineGame *self);
guint              quintet_online_game_get_n_turns     (QuintetOnlineGame *self);
gboolean           quintet_online_game_get_own_turn    (QuintetOnlineGame *self);
gboolean           quintet_online_game_get_draw_offered (QuintetOnlineGame *self);
gboolean           quintet_online_game_get_undo_requested (QuintetOnlineGame *self);
const char        *quintet_online_game_get_last_chat   (QuintetOnlineGame *self);
/* Something of ours (a turn, an answer, a line) went while the
 * connection was down: it goes again when it is back ("unsent") */
gboolean       quintet_online_game_get_unsent (QuintetOnlineGame *self);
const char        *quintet_online_game_get_clock       (QuintetOnlineGame *self);
/* The conversation (issue 40): a GListModel of QuintetOnlineChatLine, both
 * players' lines in the order this machine had them, at most
 * QUINTET_ONLINE_MAX_CHAT_LINES (the oldest go first). A line sent alone
 * and one sent with a turn alike; ours from another device of the account
 * too; and a plain message from the opponent (quintet_online_receive_body). */
GListModel        *quintet_online_game_get_chat        (QuintetOnlineGame *self);
guint              quintet_online_game_get_n_unread    (QuintetOnlineGame *self);
/* The time @side has left by this machine's count at @now_ms (the
 * QuintetOnline's time, quintet_online_now()), or -1 without a clock.
 * The side to move's time runs from the moment its turn became due here
 * (the opponent's turn received, ours sent), whether Quintet runs or not. */
gint64             quintet_online_game_get_time_left   (QuintetOnlineGame *self,
                                                        guint              side,
                                                        gint64             now_ms);
/* The game itself, with its history: the window shows it and plays on it
 * only through quintet_online_play_turn() and the other actions below (never
 * quintet_game_play_turn() directly, which the opponent would not hear of) */
QuintetGame       *quintet_online_game_get_game        (QuintetOnlineGame *self);
/* The record (.quintet text) as it is saved: tags [Online "id"],
 * [OnlineOpponent "jid"], [OnlineSide "0"], [OnlineState "playing"],
 * [OnlineAcked "N"], the chat lines as comments on their turns */
char              *quintet_online_game_to_record       (QuintetOnlineGame *self);
/* The game alone as a record: the turns, their chat comments, the result,
 * the side tags naming the two players and the clock, with no Online tags
 * and no Date: the same text on both players' machines (for "show", and
 * for tests that check both sides agree) */
char              *quintet_online_game_to_shared_record (QuintetOnlineGame *self);

/* ---------------------------------------------------------------- the conversation */

/* The lines an online game keeps: the oldest go past this many */
#define QUINTET_ONLINE_MAX_CHAT_LINES 500

#define QUINTET_TYPE_ONLINE_CHAT_LINE (quintet_online_chat_line_get_type ())
G_DECLARE_FINAL_TYPE (QuintetOnlineChatLine, quintet_online_chat_line, QUINTET, ONLINE_CHAT_LINE, GObject)

/* Who wrote it: a bare JID, ours or the opponent's */
const char *quintet_online_chat_line_get_author (QuintetOnlineChatLine *self);
/* TRUE: ours (from this device or another of the account) */
gboolean    quintet_online_chat_line_get_own    (QuintetOnlineChatLine *self);
const char *quintet_online_chat_line_get_text   (QuintetOnlineChatLine *self);
/* When it was sent (ours) or came (theirs), ms since 1970; 0: not known
 * (a record from before issue 40) */
gint64      quintet_online_chat_line_get_time   (QuintetOnlineChatLine *self);
/* The turns the game had when it was said */
guint       quintet_online_chat_line_get_ply    (QuintetOnlineChatLine *self);
/* The opponent's, not read yet ("unread", notifies) */
gboolean    quintet_online_chat_line_get_unread (QuintetOnlineChatLine *self);

/* ---------------------------------------------------------------- all games */

#define QUINTET_TYPE_ONLINE (quintet_online_get_type ())
G_DECLARE_FINAL_TYPE (QuintetOnline, quintet_online, QUINTET, ONLINE, GObject)

/* The online games of account own_jid, kept in dir (one <id>.quintet a
 * game, written atomically after every change; created if missing). A
 * file that cannot be read is skipped with a warning naming it. */
QuintetOnline *quintet_online_new          (const char    *dir,
                                            const char    *own_jid);
const char    *quintet_online_get_own_jid  (QuintetOnline *self);
/* A GListModel of QuintetOnlineGame, the newest first; it changes as games
 * come and go (items-changed), and each game notifies its own changes */
GListModel    *quintet_online_get_games    (QuintetOnline *self);
/* The opponents of the games, the most recent first, each once, at most
 * @max: the friends offered for the next invitation (issue 40) */
GStrv          quintet_online_list_opponents (QuintetOnline *self,
                                              guint          max);
QuintetOnlineGame *quintet_online_lookup   (QuintetOnline *self,
                                            const char    *game_id);
/* How many PLAYING games wait for our turn; how many invitations wait for
 * our answer (the start page's "your turn in 2") */
guint          quintet_online_count_own_turns   (QuintetOnline *self);
/* TRUE: the games are written (durably: rename over, fsync) on a thread of
 * their own, in the order changed, and each change's payloads emitted
 * through "send" only once it is on disk, from the main context of the
 * thread that called this — for the app, whose frames must not wait for
 * the disk. A failed write is a warning and leaves the game to be written
 * again at its next change (its payloads are sent again by resend). FALSE
 * (the default): written on the caller's thread before the action
 * returns, as the command line and the tests want. */
void           quintet_online_set_save_in_background (QuintetOnline *self,
                                                      gboolean       background);
/* Iterates the main context until every save queued is written and its
 * payloads sent (quitting, tests) */
void           quintet_online_flush_saves       (QuintetOnline *self);
/* func (user_data) once every save queued so far is written, on the same
 * main context as the sends (at once when the saves are not in the
 * background); then destroy (user_data). For what may be written only
 * after the games it follows (the archive's id read up to). */
typedef void (*QuintetOnlineSavedFunc) (gpointer user_data);
void           quintet_online_when_saved        (QuintetOnline          *self,
                                                 QuintetOnlineSavedFunc  func,
                                                 gpointer                user_data,
                                                 GDestroyNotify          destroy);
guint          quintet_online_count_invitations (QuintetOnline *self);

/* What we do. Each checks that it may (our game, our turn, a legal turn …;
 * else FALSE and a QUINTET_ONLINE_ERROR, nothing changed), changes and
 * saves the game, and emits "send" with the payload for the opponent.
 * quintet_online_invite returns the new game (owned by self). */
QuintetOnlineGame *quintet_online_invite   (QuintetOnline *self,
                                            const char    *opponent_jid,
                                            const char    *variant,
                                            guint          own_side,
                                            const char    *clock,
                                            GError       **error);
gboolean       quintet_online_accept       (QuintetOnline *self, const char *game_id, GError **error);
gboolean       quintet_online_decline      (QuintetOnline *self, const char *game_id, GError **error);
gboolean       quintet_online_play         (QuintetOnline *self,
                                            const char    *game_id,
                                            const char    *notation,
                                            const char    *chat,
                                            GError       **error);
gboolean       quintet_online_play_turn    (QuintetOnline     *self,
                                            const char        *game_id,
                                            const QuintetMove *turn,
                                            const char        *chat,
                                            GError           **error);
gboolean       quintet_online_resign       (QuintetOnline *self, const char *game_id, GError **error);
gboolean       quintet_online_offer_draw   (QuintetOnline *self, const char *game_id, GError **error);
/* Answer the opponent's offer or request: accept TRUE or FALSE */
gboolean       quintet_online_answer_draw  (QuintetOnline *self, const char *game_id, gboolean accept, GError **error);
gboolean       quintet_online_request_undo (QuintetOnline *self, const char *game_id, GError **error);
gboolean       quintet_online_answer_undo  (QuintetOnline *self, const char *game_id, gboolean accept, GError **error);
gboolean       quintet_online_chat         (QuintetOnline *self, const char *game_id, const char *text, GError **error);
/* The game's conversation has been seen (its page shown): no line of it
 * is unread any more; saved with the game */
gboolean       quintet_online_mark_chat_read (QuintetOnline *self, const char *game_id, GError **error);
/* A time ran out in a game with a clock (docs/online.md, "The clock"):
 * ours by our own count, and we lose on time; or the opponent's by our
 * count plus QUINTET_ONLINE_FLAG_GRACE_MS, and we claim the win. Either
 * way the game ends here and a FLAG payload tells the opponent (again on
 * reconnecting, until ENDED comes back). FALSE and STATE when no time has
 * run out. */
gboolean       quintet_online_flag         (QuintetOnline *self, const char *game_id, GError **error);
/* Blocked addresses (issue 40): whatever they send is ignored, without a
 * word; blocking declines and removes their invitations waiting. Kept in
 * the account's folder. Games in play with them stay (resign them). */
gboolean       quintet_online_block        (QuintetOnline *self, const char *address, GError **error);
gboolean       quintet_online_unblock      (QuintetOnline *self, const char *address, GError **error);
gboolean       quintet_online_is_blocked   (QuintetOnline *self, const char *address);
/* The blocked addresses, sorted */
GStrv          quintet_online_list_blocked (QuintetOnline *self);
/* Contacts (issue 40): the account's roster (RFC 6121), as the connection
 * tells it (quintet-xmpp.c fills it at sign-in and on each change). An
 * invitation from anyone else is a request: it waits under "Requests",
 * and requests have a small total of their own (QUINTET_ONLINE_MAX_REQUESTS),
 * so that a flood from strangers never takes a contact's place. Kept in
 * the account's folder (file "contacts"), so that an account not signed
 * in yet tells contacts from strangers too. Emits "contacts-changed". */
#define QUINTET_ONLINE_MAX_REQUESTS 10
void           quintet_online_set_contacts (QuintetOnline      *self,
                                            const char * const *addresses);
gboolean       quintet_online_is_contact   (QuintetOnline *self, const char *address);
/* Whether @game is an invitation waiting from someone not in the contacts */
gboolean       quintet_online_is_request   (QuintetOnline *self, QuintetOnlineGame *game);
/* How many such invitations wait */
guint          quintet_online_count_requests (QuintetOnline *self);
/* Forget a game that is not PLAYING (its file removed) */
gboolean       quintet_online_remove       (QuintetOnline *self, const char *game_id, GError **error);

/* The time the clocks of online games read: milliseconds since 1970
 * (g_get_real_time), or what a test sets (func NULL: the real time
 * again) */
typedef gint64 (*QuintetOnlineTimeFunc) (gpointer user_data);
gint64         quintet_online_now          (QuintetOnline        *self);
void           quintet_online_set_time_func (QuintetOnline        *self,
                                             QuintetOnlineTimeFunc func,
                                             gpointer              user_data);

/* A payload from the network. from: the sender's full JID as the server
 * gave it. TRUE when the payload was taken (played, held until the turns
 * before it come, or a duplicate ignored); FALSE and a QUINTET_ONLINE_ERROR
 * when it was refused (then nothing changed; the refusal is logged with
 * g_message, sender and reason). Either way any answer (an ack, a request
 * for the record, the record) is emitted through "send". */
gboolean       quintet_online_receive      (QuintetOnline *self,
                                            const char    *from,
                                            const char    *xml,
                                            gsize          len,
                                            GError       **error);
/* A plain message (a body, no payload) from @from's chat client: a line
 * of the conversation of the most recent game in play with them (issue 40),
 * made one line and cut to QUINTET_ONLINE_MAX_CHAT characters. FALSE and
 * UNKNOWN_GAME when no game is in play with them (then nothing changed);
 * blocked senders are ignored (TRUE). */
gboolean       quintet_online_receive_body (QuintetOnline *self,
                                            const char    *from,
                                            const char    *body,
                                            GError       **error);
/* A payload we sent from another device of the same account (a sent
 * carbon, XEP-0280, or our own message in the archive, XEP-0313), so that
 * two machines signed in to one account see the same games. to: the
 * address it went to. Our own turn is checked by the engine like the
 * opponent's; nothing is sent (the other device answers for it). TRUE
 * when taken or already known; FALSE, a QUINTET_ONLINE_ERROR and the
 * game unchanged otherwise. Messages from ourselves must come here, not
 * to quintet_online_receive(), which refuses them as not the opponent's. */
gboolean       quintet_online_receive_sent (QuintetOnline *self,
                                            const char    *to,
                                            const char    *xml,
                                            gsize          len,
                                            GError       **error);
/* Whether @address is known to run Quintet: a payload of theirs came, or
 * their presence said so (quintet_online_note_quintet_peer()). Payloads
 * to them carry no line for people; an invitation to anyone else carries
 * one, and is not sent again on sign-in (a plain chat client would show
 * every copy) */
gboolean       quintet_online_runs_quintet      (QuintetOnline *self,
                                                 const char    *address);
void           quintet_online_note_quintet_peer (QuintetOnline *self,
                                                 const char    *address);
/* Whether the last payload given to quintet_online_receive() or
 * quintet_online_receive_sent() was refused or kept in memory only (for a
 * game not known yet): the server's archive should give it again on the
 * next sign-in rather than count it as had */
gboolean       quintet_online_last_unplaced (QuintetOnline *self);
/* Whether what is sent reaches the server now: a payload sent while not
 * marks its game "unsent" until quintet_online_resend() sends it again */
void           quintet_online_set_connected  (QuintetOnline *self,
                                              gboolean       connected);
/* While signing in reads what came meanwhile (offline storage, then the
 * archive), acknowledgements are owed, not sent: quintet_online_resend()
 * sends one a game at the end, and none that another device of ours sent */
void           quintet_online_set_catching_up (QuintetOnline *self,
                                               gboolean       catching_up);
/* After (re)connecting: emit "send" again for everything the opponents may
 * not have (our turns past their ack, unanswered invitations, an
 * acceptance nothing has followed yet, open offers and requests, a
 * resignation or agreement until ENDED comes back), and a SYNC_REQUEST
 * for each game that holds turns it cannot place yet, and acknowledgements
 * owed. An invitation heard of from another device of ours is that
 * device's to send again. Safe to call at any time: the other side ignores
 * duplicates. */
void           quintet_online_resend       (QuintetOnline *self);

/* Signals:
 *   "send" (const char *to, const char *xml, const char *body)
 *       a payload for to (a bare JID) and the body line for other clients
 *       (NULL: none, for what only Quintet reads)
 *   "refused" (const char *from, const GError *error)
 *       a payload refused: for a toast/log line
 *   "game-added" (QuintetOnlineGame *game)
 *       an invitation came or we invited
 *   "blocked-changed" (const char *address, gboolean blocked)
 *       quintet_online_block() or _unblock() changed the list: for the
 *       server's own block list (XEP-0191), where it has one
 *   "contacts-changed"
 *       quintet_online_set_contacts() changed the contacts
 */

G_END_DECLS
