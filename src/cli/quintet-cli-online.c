/* quintet-cli-online.c — `quintet-cli online …`: games against a friend
 * over XMPP, from a terminal or a script
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each command signs in, takes what the server kept for us while we were
 * away (and sends again what the opponents may have missed), does its one
 * thing, waits until the server has it, and signs out: a script plays a
 * game one command a turn, and nothing depends on timing. The account's
 * games are kept where the app keeps them (--dir for another place).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "quintet-online-client.h"
#include "quintet-registry.h"
#include "quintet-text.h"
#include "quintet-cli-private.h"

#define EXIT_REFUSED 1

typedef struct {
  const char          *jid;
  const char          *dir;
  const char          *password_file;
  const char          *side;
  const char          *clock;
  const char          *chat;
  const char          *save_payloads;  /* for tests: each payload sent, a file */
  const char          *timeout;        /* wait: seconds */
  guint64              seconds;        /* … as a number (600 unless given) */
  gboolean             persistent;     /* wait: signs in until the server is there */
  gboolean             offline;        /* do it here only; sent on the next sign-in */
  gboolean             print_archived; /* for tests: sync says how many payloads the archive gave */
  GPtrArray           *arguments;

  QuintetOnlineClient *client;
  QuintetOnline       *online;
  GMainLoop           *loop;
  GError              *flush_error;
  GError              *caught_up_error;
  gboolean             caught_up;
  guint                n_saved;
} Online;

static void
online_clear (Online *online)
{
  g_clear_pointer (&online->arguments, g_ptr_array_unref);
  g_clear_object (&online->client);
  g_clear_pointer (&online->loop, g_main_loop_unref);
  g_clear_error (&online->flush_error);
  g_clear_error (&online->caught_up_error);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Online, online_clear)

static int
online_usage (void)
{
  return fail (_("usage: quintet-cli online COMMAND --jid JID [--dir DIR] [--password-file FILE] [--offline] …; "
                 "COMMAND: sign-in | sync | list | show ID | invite CONTACT GAME [--side 0|1] [--clock TEXT] | "
                 "accept ID | decline ID | play ID TURN [--chat TEXT] | resign ID | draw ID offer|accept|decline | "
                 "undo ID request|accept|decline | chat ID TEXT | remove ID | block CONTACT | unblock CONTACT | "
                 "blocked | requests | trust FINGERPRINT | untrust | wait [ID] [--timeout S] | send-raw CONTACT FILE"));
}

/* The password: the first line of --password-file, or QUINTET_PASSWORD */
static char *
read_password (Online  *online,
               GError **error)
{
  g_autofree char *contents = NULL;
  const char *variable = g_getenv ("QUINTET_PASSWORD");

  if (online->password_file != NULL)
    {
      if (!g_file_get_contents (online->password_file, &contents, NULL, error))
        return NULL;
      contents[strcspn (contents, "\r\n")] = '\0';
      return g_steal_pointer (&contents);
    }
  if (variable != NULL)
    return g_strdup (variable);

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("no password: give --password-file FILE or set QUINTET_PASSWORD"));
  return NULL;
}

static void
on_refused (QuintetOnline *quintet_online,
            const char    *from,
            const GError  *error,
            Online        *online)
{
  g_printerr ("quintet-cli: %s\n", error->message);
}

static void
on_send (QuintetOnline *quintet_online,
         const char    *to,
         const char    *xml,
         const char    *body,
         Online        *online)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (online->save_payloads == NULL)
    return;
  name = g_strdup_printf ("%03u.xml", ++online->n_saved);
  path = g_build_filename (online->save_payloads, name, NULL);
  if (g_mkdir_with_parents (online->save_payloads, 0700) != 0 ||
      !g_file_set_contents (path, xml, -1, &error))
    g_printerr ("quintet-cli: %s\n", error != NULL ? error->message : g_strerror (errno));
}

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
on_state (QuintetXmpp *xmpp,
          GParamSpec  *pspec,
          Online      *online)
{
  QuintetXmppState state = quintet_xmpp_get_state (xmpp);

  if (state == QUINTET_XMPP_CONNECTED || state == QUINTET_XMPP_FAILED ||
      state == QUINTET_XMPP_DISCONNECTED)
    g_main_loop_quit (online->loop);
}

static void
on_flushed (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  Online *online = user_data;

  g_clear_error (&online->flush_error);
  quintet_xmpp_flush_finish (QUINTET_XMPP (object), result, &online->flush_error);
  g_main_loop_quit (online->loop);
}

/* Until the server has answered a ping sent after everything before */
static gboolean
flush (Online *online)
{
  QuintetXmpp *xmpp = quintet_online_client_get_xmpp (online->client);

  quintet_xmpp_flush_async (xmpp, NULL, on_flushed, online);
  g_main_loop_run (online->loop);
  if (online->flush_error != NULL)
    {
      g_printerr ("quintet-cli: %s\n", online->flush_error->message);
      return FALSE;
    }
  return TRUE;
}

static void
on_caught_up (QuintetOnlineClient *client,
              const GError        *error,
              Online              *online)
{
  online->caught_up = TRUE;
  g_clear_error (&online->caught_up_error);
  if (error != NULL)
    online->caught_up_error = g_error_copy (error);
  g_main_loop_quit (online->loop);
}

/* After a sign-in refused for the server's certificate (issue 40): what a
 * player checks with the server's administrator before trusting it */
static void
print_certificate (Online *online)
{
  QuintetXmpp *xmpp = quintet_online_client_get_xmpp (online->client);
  const char *fingerprint = quintet_xmpp_get_certificate_fingerprint (xmpp);
  g_autofree char *trusted = NULL;

  switch (quintet_xmpp_get_certificate_problem (xmpp))
    {
    case QUINTET_XMPP_CERTIFICATE_UNTRUSTED:
      /* Translators: who issued the server's certificate, e.g. "example.org" */
      g_printerr ("quintet-cli: %s\n", _("Issued by:"));
      g_printerr ("  %s\n", quintet_xmpp_get_certificate_issuer (xmpp));
      g_printerr ("quintet-cli: %s\n", _("SHA-256 fingerprint:"));
      g_printerr ("  %s\n", fingerprint);
      g_printerr ("quintet-cli: %s\n",
                  _("If the server's administrator confirms this fingerprint, trust the certificate with:"));
      g_printerr ("  quintet-cli online trust --jid %s %s\n", online->jid, fingerprint);
      break;

    case QUINTET_XMPP_CERTIFICATE_CHANGED:
      trusted = quintet_online_client_get_trusted_certificate (online->client);
      g_printerr ("quintet-cli: %s\n", _("SHA-256 fingerprint of the certificate you trusted:"));
      g_printerr ("  %s\n", trusted);
      g_printerr ("quintet-cli: %s\n", _("SHA-256 fingerprint of the certificate the server presents now:"));
      g_printerr ("  %s\n", fingerprint);
      g_printerr ("quintet-cli: %s\n", _("Issued by:"));
      g_printerr ("  %s\n", quintet_xmpp_get_certificate_issuer (xmpp));
      g_printerr ("quintet-cli: %s\n",
                  _("Only if the server's administrator says the certificate was replaced, trust the new one "
                    "with “quintet-cli online trust”"));
      break;

    case QUINTET_XMPP_CERTIFICATE_NONE:
    default:
      break;
    }
}

/* Signed in, with everything the server kept for us read (offline
 * messages, the archive) and what we owe sent again: EXIT_SUCCESS or the
 * failure, said */
static int
sign_in (Online *online)
{
  QuintetXmpp *xmpp = quintet_online_client_get_xmpp (online->client);
  g_autoptr(GError) error = NULL;
  g_autofree char *password = read_password (online, &error);
  gulong handler, caught_up_handler;
  QuintetXmppState state;

  if (password == NULL)
    return fail ("%s", error->message);

  handler = g_signal_connect (xmpp, "notify::state", G_CALLBACK (on_state), online);
  caught_up_handler = g_signal_connect (online->client, "caught-up", G_CALLBACK (on_caught_up), online);
  quintet_online_client_connect (online->client, password);
  memset (password, 0, strlen (password));
  while (!online->caught_up &&
         ((state = quintet_xmpp_get_state (xmpp)) == QUINTET_XMPP_CONNECTING ||
          state == QUINTET_XMPP_CONNECTED))
    g_main_loop_run (online->loop);
  /* `wait` signs in persistently: a server that cannot be reached yet is
   * said once and tried again until the wait's time is up (a certificate
   * refused is not tried again: said below, at once) */
  if (online->persistent && quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_FAILED &&
      quintet_xmpp_get_error_message (xmpp) != NULL &&
      quintet_xmpp_get_certificate_problem (xmpp) == QUINTET_XMPP_CERTIFICATE_NONE)
    {
      guint timeout = g_timeout_add_seconds (online->seconds, quit_loop, online->loop);

      g_printerr ("quintet-cli: %s\n", quintet_xmpp_get_error_message (xmpp));
      /* (a refusal is final: the state stays FAILED and the wait ends) */
      g_main_loop_run (online->loop);
      if (quintet_xmpp_get_state (xmpp) != QUINTET_XMPP_CONNECTED)
        quintet_online_client_disconnect (online->client);
      else
        g_source_remove (timeout);
    }
  g_signal_handler_disconnect (xmpp, handler);
  g_signal_handler_disconnect (online->client, caught_up_handler);

  if (quintet_xmpp_get_state (xmpp) != QUINTET_XMPP_CONNECTED)
    {
      const char *message = quintet_xmpp_get_error_message (xmpp);

      g_printerr ("quintet-cli: %s\n", message != NULL ? message : _("Could not sign in"));
      print_certificate (online);
      return EXIT_REFUSED;
    }
  if (online->caught_up_error != NULL)
    {
      g_printerr ("quintet-cli: %s\n", online->caught_up_error->message);
      return EXIT_REFUSED;
    }
  return EXIT_SUCCESS;
}

static void
sign_out (Online *online)
{
  QuintetXmpp *xmpp = quintet_online_client_get_xmpp (online->client);
  gulong handler = g_signal_connect (xmpp, "notify::state", G_CALLBACK (on_state), online);

  quintet_online_client_disconnect (online->client);
  while (quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_CONNECTED)
    g_main_loop_run (online->loop);
  g_signal_handler_disconnect (xmpp, handler);
}

static const char *
state_name (QuintetOnlineState state)
{
  static const char *names[] = { "inviting", "invited", "playing", "declined", "ended" };

  return state < G_N_ELEMENTS (names) ? names[state] : "?";
}

/* One line a game: ID, game, opponent, state, turns, whose turn, offers */
static void
print_games (Online *online)
{
  GListModel *games = quintet_online_get_games (online->online);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);
      QuintetOnlineState state = quintet_online_game_get_state (game);
      g_autoptr(GString) offers = g_string_new (NULL);

      if (quintet_online_game_get_draw_offered (game))
        g_string_append (offers, "draw-offered ");
      if (quintet_online_game_get_undo_requested (game))
        g_string_append (offers, "undo-requested ");
      if (offers->len > 0)
        g_string_truncate (offers, offers->len - 1);
      else
        g_string_append (offers, "-");

      g_print ("%s\t%s\t%s\t%s\t%u\t%s\t%s\n",
               quintet_online_game_get_id (game),
               quintet_online_game_get_variant (game),
               quintet_online_game_get_opponent (game),
               state_name (state),
               quintet_online_game_get_n_turns (game),
               state != QUINTET_ONLINE_STATE_PLAYING ? "-"
               : quintet_online_game_get_own_turn (game) ? "our-turn" : "their-turn",
               offers->str);
    }
}

static int
need_arguments (Online *online,
                guint   n)
{
  if (online->arguments->len < n)
    return online_usage ();
  if (online->arguments->len > n)
    {
      g_autofree char *quoted = quintet_text_quote (online->arguments->pdata[n], -1);

      return fail (_("unexpected argument “%s”"), quoted);
    }
  return EXIT_SUCCESS;
}

static gboolean
parse_answer (const char *word,
              const char *yes,
              gboolean   *accept,
              gboolean   *ask)
{
  *ask = g_str_equal (word, yes);
  *accept = g_str_equal (word, "accept");
  return *ask || *accept || g_str_equal (word, "decline");
}

/* wait: whether the game (any game, id NULL) waits for us */
static gboolean
our_move (Online     *online,
          const char *id)
{
  GListModel *games = quintet_online_get_games (online->online);

  if (id != NULL)
    {
      QuintetOnlineGame *game = quintet_online_lookup (online->online, id);

      return game == NULL || quintet_online_game_get_own_turn (game) ||
             quintet_online_game_get_state (game) != QUINTET_ONLINE_STATE_PLAYING;
    }
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      if (quintet_online_game_get_own_turn (game) ||
          quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED)
        return TRUE;
    }
  return FALSE;
}

typedef struct {
  Online     *online;
  const char *id;
  gboolean    timed_out;
  guint       check, timeout;
} Wait;

static gboolean
wait_check (gpointer data)
{
  Wait *wait = data;

  if (!our_move (wait->online, wait->id))
    return G_SOURCE_CONTINUE;
  wait->check = 0;
  g_main_loop_quit (wait->online->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
wait_timeout (gpointer data)
{
  Wait *wait = data;

  wait->timed_out = TRUE;
  wait->timeout = 0;
  g_main_loop_quit (wait->online->loop);
  return G_SOURCE_REMOVE;
}

/* Signed in (and signing in again whenever the connection is lost) until
 * it is our turn in the game, or in any game, or an invitation waits */
static void
say_retry (QuintetXmpp *xmpp,
           GParamSpec  *pspec,
           gpointer     user_data)
{
  if (quintet_xmpp_get_state (xmpp) == QUINTET_XMPP_CONNECTING && quintet_xmpp_get_error_message (xmpp) != NULL)
    g_printerr ("quintet-cli: %s\n", quintet_xmpp_get_error_message (xmpp));
}

static int
run_wait (Online     *online,
          const char *id)
{
  Wait wait = { online, id, FALSE, 0, 0 };
  gulong state;

  if (id != NULL && quintet_online_lookup (online->online, id) == NULL)
    return fail (_("no online game “%s” (see “quintet-cli online list”)"), id);

  wait.check = g_timeout_add (50, wait_check, &wait);
  wait.timeout = g_timeout_add_seconds (online->seconds, wait_timeout, &wait);
  /* a connection lost meanwhile is said, and when it is tried again */
  state = g_signal_connect (quintet_online_client_get_xmpp (online->client), "notify::state",
                            G_CALLBACK (say_retry), NULL);
  if (!our_move (online, id))
    g_main_loop_run (online->loop);
  g_signal_handler_disconnect (quintet_online_client_get_xmpp (online->client), state);
  g_clear_handle_id (&wait.check, g_source_remove);
  g_clear_handle_id (&wait.timeout, g_source_remove);
  if (wait.timed_out)
    {
      g_printerr ("quintet-cli: %s\n", _("Nothing came in time"));
      return EXIT_REFUSED;
    }
  print_games (online);
  return EXIT_SUCCESS;
}

/* The command's action on the games; EXIT_SUCCESS, or said why not */
static int
act (Online     *online,
     const char *command)
{
  QuintetOnline *games = online->online;
  const char *id = online->arguments->len > 0 ? online->arguments->pdata[0] : NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = TRUE, accept, ask;

  if (g_str_equal (command, "sign-in") || g_str_equal (command, "sync"))
    {
      if (online->print_archived && !online->offline)
        g_print ("archived %u\n", quintet_online_client_get_n_archived (online->client));
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "list"))
    {
      print_games (online);
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "wait"))
    return run_wait (online, id);
  /* issue 40: the blocked addresses (the server's merged in), one a line */
  if (g_str_equal (command, "blocked"))
    {
      g_auto(GStrv) addresses = quintet_online_list_blocked (games);

      for (guint i = 0; addresses[i] != NULL; i++)
        g_print ("%s\n", addresses[i]);
      return EXIT_SUCCESS;
    }
  /* … the invitations waiting from people who are not contacts, as list */
  if (g_str_equal (command, "requests"))
    {
      GListModel *list = quintet_online_get_games (games);

      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (list, i);

          if (quintet_online_is_request (games, game))
            g_print ("%s\t%s\t%s\n", quintet_online_game_get_id (game),
                     quintet_online_game_get_variant (game), quintet_online_game_get_opponent (game));
        }
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "show"))
    {
      QuintetOnlineGame *game = quintet_online_lookup (games, id);
      g_autofree char *record = NULL;

      if (game == NULL)
        return fail (_("no online game “%s” (see “quintet-cli online list”)"), id);
      record = quintet_online_game_to_shared_record (game);
      g_print ("%s", record);
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "invite"))
    {
      QuintetOnlineGame *game;
      guint side = 0;

      if (online->side != NULL && !g_str_equal (online->side, "0") && !g_str_equal (online->side, "1"))
        return fail (_("option --side must be 0 or 1"));
      if (online->side != NULL)
        side = online->side[0] - '0';
      game = quintet_online_invite (games, online->arguments->pdata[0], online->arguments->pdata[1],
                                    side, online->clock, &error);
      if (game != NULL)
        g_print ("%s\n", quintet_online_game_get_id (game));
      done = game != NULL;
    }
  else if (g_str_equal (command, "accept"))
    done = quintet_online_accept (games, id, &error);
  else if (g_str_equal (command, "decline"))
    done = quintet_online_decline (games, id, &error);
  else if (g_str_equal (command, "play"))
    done = quintet_online_play (games, id, online->arguments->pdata[1], online->chat, &error);
  else if (g_str_equal (command, "resign"))
    done = quintet_online_resign (games, id, &error);
  else if (g_str_equal (command, "chat"))
    done = quintet_online_chat (games, id, online->arguments->pdata[1], &error);
  else if (g_str_equal (command, "remove"))
    done = quintet_online_remove (games, id, &error);
  else if (g_str_equal (command, "block"))
    done = quintet_online_block (games, id, &error);
  else if (g_str_equal (command, "unblock"))
    done = quintet_online_unblock (games, id, &error);
  else if (g_str_equal (command, "draw"))
    {
      if (!parse_answer (online->arguments->pdata[1], "offer", &accept, &ask))
        return online_usage ();
      done = ask ? quintet_online_offer_draw (games, id, &error)
                 : quintet_online_answer_draw (games, id, accept, &error);
    }
  else if (g_str_equal (command, "undo"))
    {
      if (!parse_answer (online->arguments->pdata[1], "request", &accept, &ask))
        return online_usage ();
      done = ask ? quintet_online_request_undo (games, id, &error)
                 : quintet_online_answer_undo (games, id, accept, &error);
    }
  else if (g_str_equal (command, "send-raw"))
    {
      g_autofree char *xml = NULL;

      if (!g_file_get_contents (online->arguments->pdata[1], &xml, NULL, &error))
        return fail ("%s", error->message);
      quintet_xmpp_send_raw (quintet_online_client_get_xmpp (online->client),
                             online->arguments->pdata[0], xml);
    }

  if (!done)
    {
      g_printerr ("quintet-cli: %s\n", error->message);
      return EXIT_REFUSED;
    }
  return EXIT_SUCCESS;
}

/* The number of arguments after the command; 0 with an unknown command */
static guint
command_arguments (const char *command)
{
  static const struct { const char *name; guint n_arguments; } commands[] = {
    { "sign-in", 0 }, { "sync", 0 }, { "list", 0 }, { "show", 1 },
    { "invite", 2 }, { "accept", 1 }, { "decline", 1 }, { "play", 2 },
    { "resign", 1 }, { "draw", 2 }, { "undo", 2 }, { "chat", 2 },
    { "remove", 1 }, { "block", 1 }, { "unblock", 1 }, { "blocked", 0 }, { "requests", 0 }, { "send-raw", 2 }, { "wait", 0 },
    { "trust", 1 }, { "untrust", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (command, commands[i].name))
      return commands[i].n_arguments + 1;
  return 0;
}

static int
parse_options (Online  *online,
               int      argc,
               char   **argv)
{
  struct { const char *name; const char **value; } options[] = {
    { "--jid", &online->jid },
    { "--dir", &online->dir },
    { "--password-file", &online->password_file },
    { "--side", &online->side },
    { "--clock", &online->clock },
    { "--chat", &online->chat },
    { "--save-payloads", &online->save_payloads },
    { "--timeout", &online->timeout },
  };

  online->arguments = g_ptr_array_new ();
  for (int i = 0; i < argc; i++)
    {
      const char *option = argv[i];
      gboolean known = FALSE;

      if (!g_str_has_prefix (option, "--"))
        {
          g_ptr_array_add (online->arguments, argv[i]);
          continue;
        }
      if (g_str_equal (option, "--offline"))
        {
          online->offline = TRUE;
          continue;
        }
      if (g_str_equal (option, "--print-archived"))
        {
          online->print_archived = TRUE;
          continue;
        }
      for (guint j = 0; j < G_N_ELEMENTS (options) && !known; j++)
        if (g_str_equal (option, options[j].name))
          {
            if (i + 1 >= argc)
              {
                g_autofree char *quoted = quintet_text_quote (option, -1);

                return fail (_("option %s needs a value"), quoted);
              }
            *options[j].value = argv[++i];
            known = TRUE;
          }
      if (!known)
        {
          g_autofree char *quoted = quintet_text_quote (option, -1);

          return fail (_("unknown option “%s” for “%s”"), quoted, "online");
        }
    }
  return EXIT_SUCCESS;
}

/* argv[0] is "online", argv[1] the command */
int
_quintet_cli_run_online (int    argc,
                         char **argv)
{
  g_auto(Online) online = { 0 };
  g_autofree char *bare = NULL;
  g_autofree char *default_dir = NULL;
  const char *command;
  guint n_arguments;
  int status;

  if (argc < 2)
    return online_usage ();
  command = argv[1];
  n_arguments = command_arguments (command);
  if (n_arguments == 0)
    {
      g_autofree char *quoted = quintet_text_quote (command, -1);

      return fail (_("unknown command “%s” (see “quintet-cli online”)"), quoted);
    }
  status = parse_options (&online, argc - 2, argv + 2);
  if (status != EXIT_SUCCESS)
    return status;
  status = g_str_equal (command, "wait") && online.arguments->len == 1
           ? EXIT_SUCCESS : need_arguments (&online, n_arguments - 1);
  if (status != EXIT_SUCCESS)
    return status;
  if (online.jid == NULL)
    return fail (_("which account? give --jid JID"));
  bare = quintet_online_bare_jid (online.jid);
  if (bare == NULL)
    {
      g_autofree char *quoted = quintet_text_quote (online.jid, -1);

      return fail (_("“%s” is not an address like name@example.org"), quoted);
    }
  if ((g_str_equal (command, "send-raw") || g_str_equal (command, "wait")) && online.offline)
    return fail (_("“%s” needs the network: not with --offline"), command);

  if (online.dir == NULL)
    online.dir = default_dir = quintet_online_client_default_dir (online.jid);
  online.loop = g_main_loop_new (NULL, FALSE);
  online.client = quintet_online_client_new (online.jid, online.dir);
  online.online = quintet_online_client_get_online (online.client);
  /* The certificate trusted for a private server (issue 40): the
   * account's, here, for every sign-in after */
  if (g_str_equal (command, "trust") || g_str_equal (command, "untrust"))
    {
      g_autoptr(GError) error = NULL;

      if (!quintet_online_client_trust_certificate (online.client, online.arguments->len > 0
                                                                   ? online.arguments->pdata[0] : NULL,
                                                    &error))
        return fail ("%s", error->message);
      return EXIT_SUCCESS;
    }
  g_signal_connect (online.online, "refused", G_CALLBACK (on_refused), &online);
  g_signal_connect (online.online, "send", G_CALLBACK (on_send), &online);

  /* The test-only sender takes nothing that the account's real client
   * should have */
  if (g_str_equal (command, "send-raw"))
    quintet_xmpp_set_receiving (quintet_online_client_get_xmpp (online.client), FALSE);
  online.seconds = 600;
  if (online.timeout != NULL && !_quintet_cli_parse_number (online.timeout, 86400, &online.seconds))
    return fail (_("option --timeout must be a number of seconds"));
  online.persistent = g_str_equal (command, "wait");
  quintet_xmpp_set_persistent (quintet_online_client_get_xmpp (online.client), online.persistent);
  if (!online.offline)
    {
      status = sign_in (&online);
      if (status != EXIT_SUCCESS)
        return status;
    }
  status = act (&online, command);
  if (!online.offline)
    {
      /* What the action sent is on the server before we go */
      if (!flush (&online) && status == EXIT_SUCCESS)
        status = EXIT_REFUSED;
      sign_out (&online);
    }
  return status;
}
