/* quintet-strophe.h — libstrophe, opened at its first use
 *
 * Online play is the only user of libstrophe and of the OpenSSL it pulls
 * in: linked, the two cost every start of the app some 6–8 ms of CPU
 * (issue 39), online or not. quintet-xmpp.c calls them through this table
 * instead, filled by g_module_open() when the first connection object is
 * made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

/* Every libstrophe function Quintet calls */
#define QUINTET_STROPHE_FUNCTIONS(F) \
  F (xmpp_conn_get_bound_jid) \
  F (xmpp_conn_is_connected) \
  F (xmpp_conn_is_connecting) \
  F (xmpp_conn_is_disconnected) \
  F (xmpp_conn_new) \
  F (xmpp_conn_release) \
  F (xmpp_conn_set_cafile) \
  F (xmpp_conn_set_certfail_handler) \
  F (xmpp_conn_set_flags) \
  F (xmpp_conn_set_jid) \
  F (xmpp_conn_set_pass) \
  F (xmpp_conn_set_sockopt_callback) \
  F (xmpp_connect_client) \
  F (xmpp_ctx_free) \
  F (xmpp_ctx_new) \
  F (xmpp_disconnect) \
  F (xmpp_free) \
  F (xmpp_handler_add) \
  F (xmpp_id_handler_add) \
  F (xmpp_initialize) \
  F (xmpp_iq_new) \
  F (xmpp_message_new) \
  F (xmpp_message_set_body) \
  F (xmpp_presence_new) \
  F (xmpp_run_once) \
  F (xmpp_send) \
  F (xmpp_send_raw) \
  F (xmpp_sockopt_cb_keepalive) \
  F (xmpp_stanza_add_child_ex) \
  F (xmpp_stanza_get_attribute) \
  F (xmpp_stanza_get_attribute_count) \
  F (xmpp_stanza_get_attributes) \
  F (xmpp_stanza_get_child_by_name) \
  F (xmpp_stanza_get_child_by_name_and_ns) \
  F (xmpp_stanza_get_children) \
  F (xmpp_stanza_get_context) \
  F (xmpp_stanza_get_from) \
  F (xmpp_stanza_get_id) \
  F (xmpp_stanza_get_name) \
  F (xmpp_stanza_get_next) \
  F (xmpp_stanza_get_text) \
  F (xmpp_stanza_get_text_ptr) \
  F (xmpp_stanza_get_to) \
  F (xmpp_stanza_get_type) \
  F (xmpp_stanza_is_text) \
  F (xmpp_stanza_new) \
  F (xmpp_stanza_new_from_string) \
  F (xmpp_stanza_release) \
  F (xmpp_stanza_set_attribute) \
  F (xmpp_stanza_set_name) \
  F (xmpp_stanza_set_ns) \
  F (xmpp_stanza_set_text) \
  F (xmpp_stanza_set_to) \
  F (xmpp_stanza_set_type) \
  F (xmpp_stanza_to_text) \
  F (xmpp_tlscert_get_dnsname) \
  F (xmpp_tlscert_get_string) \
  F (xmpp_uuid_gen)

typedef struct
{
#define QUINTET_STROPHE_MEMBER(name) __typeof__ (name) *name;
  QUINTET_STROPHE_FUNCTIONS (QUINTET_STROPHE_MEMBER)
#undef QUINTET_STROPHE_MEMBER
} QuintetStrophe;

gboolean quintet_strophe_open (QuintetStrophe  *table,
                               const char     **error);

G_END_DECLS
