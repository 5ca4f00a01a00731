/* quintet-account.h — the player's online account (issue 33): its address,
 * its password in the keyring, its connection and its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-online.h"
#include "quintet-settings.h"
#include "quintet-xmpp.h"

G_BEGIN_DECLS

typedef enum {
  QUINTET_ACCOUNT_NONE,            /* no address: online play is off */
  QUINTET_ACCOUNT_NEEDS_PASSWORD,  /* an address, no password (no keyring, or none kept) */
  QUINTET_ACCOUNT_SIGNING_IN,
  QUINTET_ACCOUNT_SIGNED_IN,
  QUINTET_ACCOUNT_FAILED,          /* see the message */
  QUINTET_ACCOUNT_OFFLINE,         /* games without a connection (the tests') */
} QuintetAccountStatus;

#define QUINTET_TYPE_ACCOUNT (quintet_account_get_type ())
G_DECLARE_FINAL_TYPE (QuintetAccount, quintet_account, QUINTET, ACCOUNT, GObject)

/* Properties (all notify): "online" (QuintetOnline, NULL without an
 * address), "status" (QuintetAccountStatus), "message" (the status in the
 * player's words, one line), "certificate-fingerprint" (below). */
QuintetAccount       *quintet_account_new         (QuintetSettings *settings);
QuintetOnline        *quintet_account_get_online  (QuintetAccount  *self);
QuintetAccountStatus  quintet_account_get_status  (QuintetAccount  *self);
const char           *quintet_account_get_message (QuintetAccount  *self);
/* The address of the settings' "online-account", or NULL */
const char           *quintet_account_get_jid     (QuintetAccount  *self);
/* At startup: the games of the settings' address, and a sign-in with the
 * keyring's password when it has one */
void                  quintet_account_start       (QuintetAccount  *self);
/* Signs in as @jid; the password goes to the keyring (only there: without
 * one it is asked again next time). An address that is not one is
 * refused with the message saying so. */
void                  quintet_account_sign_in     (QuintetAccount  *self,
                                                   const char      *jid,
                                                   const char      *password);
/* Disconnects and forgets the address and the keyring's password; the
 * games stay on disk for a later sign-in */
void                  quintet_account_sign_out    (QuintetAccount  *self);
/* A sign-in refused for the server's certificate (issue 40: private
 * servers): which way (see QuintetXmppCertificate), who issued the
 * certificate, in plain words, and its SHA-256 fingerprint ("AB:01:…");
 * else NONE and NULL. "certificate-fingerprint" notifies a change. */
QuintetXmppCertificate quintet_account_get_certificate_problem     (QuintetAccount *self);
const char           *quintet_account_get_certificate_issuer      (QuintetAccount *self);
const char           *quintet_account_get_certificate_fingerprint (QuintetAccount *self);
/* The fingerprint of the certificate trusted for the account, or NULL */
char                 *quintet_account_get_trusted_certificate     (QuintetAccount *self);
/* Trusts the certificate an UNTRUSTED sign-in was refused for (kept with
 * the account's games) and signs in again with the same password */
void                  quintet_account_trust_certificate           (QuintetAccount *self);
/* Tests: games without a connection (two QuintetOnline wired in memory) */
void                  quintet_account_set_online  (QuintetAccount  *self,
                                                   QuintetOnline   *online);

G_END_DECLS
