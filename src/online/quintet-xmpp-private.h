/* quintet-xmpp-private.h — what the files of QuintetXmpp share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The worker thread's state and the commands and events it exchanges with
 * the main thread. The main thread's side and the object are in
 * quintet-xmpp.c; the worker's in quintet-xmpp-connection.c (signing in),
 * quintet-xmpp-messages.c (messages and the archive) and
 * quintet-xmpp-roster.c (presence, the roster, blocking).
 */
#pragma once

#include "quintet-strophe.h"
#include "quintet-xmpp.h"

G_BEGIN_DECLS

/* libstrophe (quintet-strophe.h), when it could be opened: filled in
 * quintet_xmpp_class_init(), and called only on the worker thread */
extern QuintetStrophe _quintet_xmpp_strophe;
#define strophe _quintet_xmpp_strophe

#define CARBONS_NS "urn:xmpp:carbons:2"
#define FORWARD_NS "urn:xmpp:forward:0"
#define PING_NS    "urn:xmpp:ping"
#define MAM_NS     "urn:xmpp:mam:2"
#define RSM_NS     "http://jabber.org/protocol/rsm"
#define DATA_NS    "jabber:x:data"
#define DISCO_INFO_NS "http://jabber.org/protocol/disco#info"
#define HINTS_NS   "urn:xmpp:hints"
#define ROSTER_NS  "jabber:iq:roster"
#define BLOCKING_NS "urn:xmpp:blocking"
#define CAPS_NS    "http://jabber.org/protocol/caps"
/* Entity capabilities (XEP-0115): our node, identity and features, which
 * a contact's Quintet recognises in our presence (issue 40) */
#define CAPS_NODE  "https://github.com/quintetgames/quintet"
/* Messages asked for in one page of the archive (Prosody gives 50 at most),
 * and pages read in one sign-in: the rest is read on the next */
#define ARCHIVE_PAGE 50
#define ARCHIVE_MAX_PAGES 100
#define ARCHIVE_ID_MAX 256
/* How long one round of strophe.xmpp_run_once() waits for the network before the
 * queued commands are looked at again: the delay of a send, at worst */
#define ROUND_MS 20
/* Waits before signing in again after a connection that was up is lost */
#define RETRY_FIRST_S 2
/* (issue 40: back within seconds of the server, not a minute) */
#define RETRY_MAX_S   15
/* A server that has not answered a ping in this long is gone, whatever
 * the socket says: the connection is dropped and tried again */
#define FLUSH_TIMEOUT_S 30

typedef enum {
  COMMAND_CONNECT,
  COMMAND_DISCONNECT,
  COMMAND_SEND,
  COMMAND_SEND_RAW,
  COMMAND_FLUSH,
  COMMAND_ARCHIVE,
  COMMAND_BLOCK,
  COMMAND_QUIT,
} CommandKind;

typedef struct {
  CommandKind kind;
  char       *jid;      /* CONNECT */
  char       *password; /* CONNECT */
  gboolean    receiving; /* CONNECT */
  char       *device;   /* CONNECT */
  char       *after;    /* ARCHIVE */
  GStrv       seen;     /* ARCHIVE */
  gboolean    persistent; /* CONNECT */
  char       *trusted;  /* CONNECT: the certificate trusted for the account */
  char       *to;       /* SEND, SEND_RAW; BLOCK: the address */
  gboolean    block;    /* BLOCK: TRUE to block, FALSE to unblock */
  char       *xml;      /* SEND, SEND_RAW */
  char       *body;     /* SEND */
  GTask      *task;     /* FLUSH, ARCHIVE */
} Command;

typedef enum {
  EVENT_STATE,
  EVENT_PAYLOAD,
  EVENT_PAYLOAD_SENT,
  EVENT_FLUSHED,
  EVENT_ARCHIVE_PAGE,
  EVENT_ARCHIVE_DONE,
  EVENT_CONTACTS,
  EVENT_BLOCK_LIST,
  EVENT_BODY,
  EVENT_QUINTET_PEER,
} EventKind;

typedef struct {
  EventKind         kind;
  QuintetXmpp      *self;
  QuintetXmppState  state;
  char             *message;   /* STATE: the error, FAILED */
  char             *bound_jid; /* STATE: CONNECTED */
  QuintetXmppCertificate certificate; /* STATE, FAILED: why the certificate was refused */
  char             *issuer;    /* … its issuer, in plain words */
  char             *fingerprint; /* … its SHA-256 fingerprint */
  char             *from;      /* PAYLOAD; PAYLOAD_SENT: the address it went to;
                                * ARCHIVE_PAGE: the id read up to; QUINTET_PEER */
  char             *xml;       /* PAYLOAD; BODY: the text */
  char             *key;       /* PAYLOAD, PAYLOAD_SENT that came live: its key (see "seen") */
  gboolean          complete;  /* ARCHIVE_DONE: read to its end */
  gsize             len;       /* PAYLOAD, PAYLOAD_SENT; ARCHIVE_DONE: the payloads */
  GTask            *task;      /* FLUSHED, ARCHIVE_DONE */
  GStrv             addresses; /* CONTACTS, BLOCK_LIST: the whole list */
} Event;

/* What the worker thread alone touches */
typedef struct {
  GAsyncQueue  *commands;
  GWeakRef     *object;
  GMainContext *context;
  xmpp_ctx_t   *ctx;
  xmpp_conn_t  *conn;
  char         *jid;
  char         *password;
  gboolean      receiving;
  char         *device_prefix;  /* "quintet-DEVICE-": this device's resources, or NULL */
  gboolean      persistent;     /* quintet_xmpp_set_persistent() */
  char         *trusted;        /* quintet_xmpp_set_trusted_certificate(), or NULL */
  char         *domain;
  char         *own_bare;
  GQueue        flushes;        /* GTask, in the order of their pings */
  gint64        flush_deadline; /* monotonic µs by which the oldest ping's answer is due, or 0 */
  GHashTable   *ping_ids;       /* id → nothing: our pings in flight */
  gboolean      signed_in;      /* CONNECTED was reported for this connection */
  gboolean      keep_trying;    /* … or for an earlier one of this sign-in */
  /* The archive being read (XEP-0313): one read at a time */
  GTask        *archive_task;
  char         *archive_after;  /* the page asked is past this id; NULL: the window */
  char         *archive_query;  /* the queryid of the page asked */
  char         *archive_iq;     /* the id of the IQ in flight (disco, then each page) */
  guint         archive_pages;
  guint         archive_payloads;
  gboolean      archive_window; /* the stored id is gone: the window read instead */
  gboolean      archive_complete;
  GHashTable   *archive_seen;   /* keys of messages had live: not read again */
  /* What libstrophe said of this connection's attempt (its log is the only
   * place it says it) */
  gboolean      cert_failed;
  QuintetXmppCertificate cert_problem; /* … and what the player may do about it */
  char         *cert_issuer;
  char         *cert_fingerprint;
  gboolean      reached;
  gboolean      auth_failed;
  gboolean      no_tls;
  gboolean      tls_failed;
  gboolean      closing;        /* we asked for the disconnection */
  gint64        retry_at;       /* monotonic µs, 0: no retry planned */
  guint         retry_s;
  gboolean      quit;
  gboolean      debug;          /* QUINTET_XMPP_DEBUG=1: libstrophe's whole log */
  /* The roster and the server's block list (issue 40) */
  GHashTable   *roster;         /* bare JIDs; NULL until the server gave it */
  GHashTable   *block_list;     /* bare JIDs; NULL until the server gave it */
  gboolean      no_blocking;    /* the server said it has no block list */
} Worker;

/* The certificate handler of libstrophe takes no user data: each worker
 * thread keeps its own here */
extern GPrivate _quintet_xmpp_current_worker;

/* Signing in (quintet-xmpp-connection.c) */
void
_quintet_xmpp_fail_flushes (Worker *worker);
void
_quintet_xmpp_log_handler (void             *userdata,
                           xmpp_log_level_t  level,
                           const char       *area,
                           const char       *msg);
void
_quintet_xmpp_send_ping (Worker *worker,
                         GTask  *task);
void
_quintet_xmpp_drop_connection (Worker *worker);
void
_quintet_xmpp_start_connection (Worker *worker);

/* Messages and the archive (quintet-xmpp-messages.c) */
gboolean
_quintet_xmpp_from_own_account (Worker        *worker,
                                xmpp_stanza_t *stanza);
int
_quintet_xmpp_message_handler (xmpp_conn_t   *conn,
                               xmpp_stanza_t *stanza,
                               void          *userdata);
xmpp_stanza_t *
_quintet_xmpp_new_element (xmpp_ctx_t *ctx,
                           const char *name,
                           const char *ns);
gboolean
_quintet_xmpp_archive_id_is_valid (const char *id);
void
_quintet_xmpp_send_archive_disco (Worker *worker);
void
_quintet_xmpp_send_message (Worker     *worker,
                            const char *to,
                            const char *xml,
                            const char *body);
void
_quintet_xmpp_send_raw (Worker     *worker,
                        const char *to,
                        const char *xml);

/* Presence, the roster and blocking (quintet-xmpp-roster.c) */
int
_quintet_xmpp_disco_info_handler (xmpp_conn_t   *conn,
                                  xmpp_stanza_t *stanza,
                                  void          *userdata);
int
_quintet_xmpp_presence_handler (xmpp_conn_t   *conn,
                                xmpp_stanza_t *stanza,
                                void          *userdata);
void
_quintet_xmpp_send_signed_in (Worker *worker);
void
_quintet_xmpp_request_contacts_and_blocks (Worker *worker);
void
_quintet_xmpp_send_block (Worker     *worker,
                          const char *address,
                          gboolean    block);

/* The main thread's side (quintet-xmpp.c) */
void
_quintet_xmpp_post_event (Worker *worker,
                          Event  *event);
void
_quintet_xmpp_post_state (Worker           *worker,
                          QuintetXmppState  state,
                          char             *message);

G_END_DECLS
