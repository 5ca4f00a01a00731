/* fuzz-online.c — a libFuzzer target for what an opponent can send (issue
 * 33, "Trust nothing from the network"): the payload parser, and
 * quintet_online_receive on a game in progress.
 *
 * The input is up to 8 payloads separated by NUL bytes (which no payload
 * holds), received one after the other from the game's opponent, so that
 * held payloads and their order are fuzzed too; one that starts with a
 * space comes as our own, from another device of ours
 * (quintet_online_receive_sent). Checks: a payload that
 * reads is written back to XML that reads to the same XML; a refused
 * payload leaves the game's record exactly as it was; whatever was taken
 * leaves a record that reads back to the same turns; nothing but game
 * records is ever written in the games' folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "quintet-online.h"
#include "quintet-record.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* The seed corpus (tests/fuzz/corpus/fuzz-online) uses this game */
#define GAME_ID "0f8fad5b-d9cb-469f-a165-70867728950e"
#define OWN     "alice@example.org"
#define FROM    "bob@example.org/fuzz"

static char *dir;
static char *path;
static char *template;   /* the game's record: Ordo, Alice has played, Bob to move */

static void
on_send (QuintetOnline *online,
         const char    *to,
         const char    *xml,
         const char    *body,
         gpointer       user_data)
{
  g_autoptr(QuintetOnlinePayload) payload = quintet_online_payload_parse (xml, strlen (xml), NULL);
  gboolean quintet_only;

  /* What we send, the other side must be able to read */
  if (payload == NULL || g_strcmp0 (to, "bob@example.org") != 0)
    abort ();
  /* A line for people but with what only Quintet reads, and only to an
   * address not yet known to run Quintet (issue 40): once a payload of
   * bob's was taken, he is known */
  quintet_only = payload->kind == QUINTET_ONLINE_KIND_ACK || payload->kind == QUINTET_ONLINE_KIND_SYNC_REQUEST ||
                 payload->kind == QUINTET_ONLINE_KIND_SYNC || payload->kind == QUINTET_ONLINE_KIND_ENDED;
  if (quintet_only ? body != NULL : body == NULL && !quintet_online_runs_quintet (online, to))
    abort ();
}

static void
clear_dir (void)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  /* The account's own lists (issue 40): who runs Quintet, the contacts,
   * the blocked addresses */
  const char * const lists[] = { "peers", "contacts", "blocked", NULL };

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);
      g_autofree char *id = g_str_has_suffix (name, ".quintet")
                            ? g_strndup (name, strlen (name) - strlen (".quintet")) : NULL;

      /* Only records of games, named by their UUID, and those lists */
      if ((id == NULL || !g_uuid_string_is_valid (id)) && !g_strv_contains (lists, name))
        g_error ("a file that is not a game's record: %s", name);
      g_unlink (file);
    }
}

/* At exit: the folder and the game in it */
static void
remove_dir (void)
{
  clear_dir ();
  g_rmdir (dir);
}

/* A tmpfs where there is one: every change is written with fsync */
static char *
make_dir (void)
{
  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR))
    {
      char *made = g_strdup ("/dev/shm/quintet-fuzz-online-XXXXXX");

      if (g_mkdtemp (made) != NULL)
        return made;
      g_free (made);
    }
  return g_dir_make_tmp ("quintet-fuzz-online-XXXXXX", NULL);
}

static void
drop_message (const char     *domain,
              GLogLevelFlags  level,
              const char     *message,
              gpointer        user_data)
{
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(QuintetOnline) online = NULL;
  const char *invite = "<game xmlns='urn:quintet:online:1' kind='invite' id='" GAME_ID "' variant='ordo' side='1'/>";
  QuintetOnlineGame *game;
  QuintetGame *qgame;
  const QuintetMove *turns;
  guint n;
  g_autofree char *notation = NULL;

  /* A critical or a warning is a bug the fuzzer should report */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  /* The refusals' log lines would drown the fuzzer's */
  g_log_set_handler ("Quintet", G_LOG_LEVEL_MESSAGE, drop_message, NULL);

  dir = make_dir ();
  if (dir == NULL)
    abort ();
  path = g_build_filename (dir, GAME_ID ".quintet", NULL);
  atexit (remove_dir);

  /* Bob invites Alice, who accepts and plays the first turn */
  online = quintet_online_new (dir, OWN);
  if (!quintet_online_receive (online, FROM, invite, strlen (invite), NULL) ||
      !quintet_online_accept (online, GAME_ID, NULL))
    abort ();
  game = quintet_online_lookup (online, GAME_ID);
  qgame = quintet_online_game_get_game (game);
  turns = quintet_game_get_legal_turns (qgame, &n);
  notation = quintet_game_format_turn (qgame, quintet_game_get_position (qgame), &turns[0]);
  if (!quintet_online_play (online, GAME_ID, notation, "your move", NULL))
    abort ();
  template = quintet_online_game_to_record (game);
  return 0;
}

/* The turns of a record as notation, one a line */
static char *
turns_of (QuintetGame *game)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < quintet_game_get_n_turns (game); i++)
    g_string_append_printf (text, "%s\n", quintet_game_get_turn_notation (game, i));
  return g_string_free (text, FALSE);
}

static void
check_record (QuintetOnlineGame *game)
{
  g_autofree char *text = quintet_online_game_to_record (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetRecord) record = quintet_record_parse (text, -1, "fuzz", &error);
  g_autofree char *ours = NULL;
  g_autofree char *read = NULL;

  if (record == NULL)
    g_error ("an online game's record does not read: %s\n%s", error->message, text);
  ours = turns_of (quintet_online_game_get_game (game));
  read = turns_of (quintet_record_get_game (record));
  if (strcmp (ours, read) != 0)
    g_error ("an online game's record reads back to other turns:\n%s", text);
}

static void
check_payload (const char *xml,
               gsize       len)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QuintetOnlinePayload) payload = quintet_online_payload_parse (xml, len, &error);
  g_autofree char *written = NULL;
  g_autoptr(QuintetOnlinePayload) again = NULL;
  g_autofree char *written_again = NULL;

  if (payload == NULL)
    {
      if (error == NULL || error->domain != QUINTET_ONLINE_ERROR || strchr (error->message, '\n') != NULL)
        abort ();
      return;
    }
  written = quintet_online_payload_to_xml (payload);
  again = quintet_online_payload_parse (written, strlen (written), &error);
  if (again == NULL)
    g_error ("a payload written does not read: %s\n%s", error->message, written);
  written_again = quintet_online_payload_to_xml (again);
  if (strcmp (written, written_again) != 0)
    g_error ("a payload written twice differs:\n%s\n%s", written, written_again);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(QuintetOnline) online = NULL;
  QuintetOnlineGame *game;
  gsize start = 0;

  clear_dir ();
  if (!g_file_set_contents (path, template, -1, NULL))
    abort ();
  online = quintet_online_new (dir, OWN);
  g_signal_connect (online, "send", G_CALLBACK (on_send), NULL);
  game = quintet_online_lookup (online, GAME_ID);
  if (game == NULL)
    abort ();

  for (guint i = 0; i < 8 && start <= size; i++)
    {
      const guint8 *end = size > start ? memchr (data + start, '\0', size - start) : NULL;
      gsize len = end != NULL ? (gsize) (end - (data + start)) : size - start;
      const char *xml = (const char *) data + start;
      g_autofree char *before = quintet_online_game_to_record (game);
      g_autoptr(GError) error = NULL;
      gboolean taken;

      check_payload (xml, len);
      if (len > 0 && xml[0] == ' ')
        taken = quintet_online_receive_sent (online, "bob@example.org", xml, len, &error);
      else
        taken = quintet_online_receive (online, FROM, xml, len, &error);
      if (!taken)
        {
          g_autofree char *after = quintet_online_game_to_record (game);

          /* Rule of trust: refused, the game is untouched */
          if (error == NULL || error->domain != QUINTET_ONLINE_ERROR || strcmp (before, after) != 0)
            g_error ("a refused payload changed the game:\n%.*s", (int) len, xml);
        }
      check_record (game);
      start += len + 1;
    }
  return 0;
}
