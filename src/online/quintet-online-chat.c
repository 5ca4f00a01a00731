/* quintet-online-chat.c — an online game's conversation (issue 40): both
 * players' lines in order, who wrote each and when, the opponent's not
 * read yet, and how the game's record keeps them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The record keeps each line as a comment after the turn the game had
 * reached when it was said, written by the record alone
 * (quintet_record_add_comment), never in the game's tree: the move list
 * shows turns, the conversation shows lines, and taking a turn back loses
 * no line. In the game's own file a line reads
 *
 *   {Chat bob@example.org 2026-12-07T14:02:31Z: good luck}
 *
 * ("… 14:02:31Z turn: …" for a line that came with the turn before it);
 * in the record both players share (quintet-cli online show), without the
 * time, which differs by the time the line took to travel:
 *
 *   {Chat bob@example.org: good luck}
 *
 * Records from before kept a chat line sent with a turn as the comment
 * "Chat: …" on it, and the opponent's last line in the tag OnlineChat:
 * both are read into the conversation.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-game-tree.h"
#include "quintet-online.h"
#include "quintet-online-private.h"

#define CHAT_PREFIX "Chat "
#define OLD_CHAT_PREFIX "Chat: "

/* ---------------------------------------------------------------- one line */

struct _QuintetOnlineChatLine
{
  GObject   parent_instance;

  char     *author;
  char     *text;
  gint64    time;
  guint     ply;
  gboolean  own;
  gboolean  with_turn;
  gboolean  unread;
};

enum {
  LINE_PROP_0,
  LINE_PROP_AUTHOR,
  LINE_PROP_OWN,
  LINE_PROP_TEXT,
  LINE_PROP_TIME,
  LINE_PROP_UNREAD,
  N_LINE_PROPS
};

static GParamSpec *line_props[N_LINE_PROPS];

G_DEFINE_FINAL_TYPE (QuintetOnlineChatLine, quintet_online_chat_line, G_TYPE_OBJECT)

static void
quintet_online_chat_line_finalize (GObject *object)
{
  QuintetOnlineChatLine *self = QUINTET_ONLINE_CHAT_LINE (object);

  g_free (self->author);
  g_free (self->text);

  G_OBJECT_CLASS (quintet_online_chat_line_parent_class)->finalize (object);
}

static void
quintet_online_chat_line_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  QuintetOnlineChatLine *self = QUINTET_ONLINE_CHAT_LINE (object);

  switch (prop_id)
    {
    case LINE_PROP_AUTHOR: g_value_set_string (value, self->author); break;
    case LINE_PROP_OWN: g_value_set_boolean (value, self->own); break;
    case LINE_PROP_TEXT: g_value_set_string (value, self->text); break;
    case LINE_PROP_TIME: g_value_set_int64 (value, self->time); break;
    case LINE_PROP_UNREAD: g_value_set_boolean (value, self->unread); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_online_chat_line_class_init (QuintetOnlineChatLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = quintet_online_chat_line_finalize;
  object_class->get_property = quintet_online_chat_line_get_property;

  line_props[LINE_PROP_AUTHOR] = g_param_spec_string ("author", NULL, NULL, NULL, flags);
  line_props[LINE_PROP_OWN] = g_param_spec_boolean ("own", NULL, NULL, FALSE, flags);
  line_props[LINE_PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  line_props[LINE_PROP_TIME] = g_param_spec_int64 ("time", NULL, NULL, 0, G_MAXINT64, 0, flags);
  line_props[LINE_PROP_UNREAD] = g_param_spec_boolean ("unread", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_LINE_PROPS, line_props);
}

static void
quintet_online_chat_line_init (QuintetOnlineChatLine *self)
{
}

const char *
quintet_online_chat_line_get_author (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), NULL);
  return self->author;
}

gboolean
quintet_online_chat_line_get_own (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), FALSE);
  return self->own;
}

const char *
quintet_online_chat_line_get_text (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), NULL);
  return self->text;
}

gint64
quintet_online_chat_line_get_time (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), 0);
  return self->time;
}

guint
quintet_online_chat_line_get_ply (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), 0);
  return self->ply;
}

gboolean
quintet_online_chat_line_get_unread (QuintetOnlineChatLine *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_CHAT_LINE (self), FALSE);
  return self->unread;
}

static void
set_unread (QuintetOnlineChatLine *line,
            gboolean               unread)
{
  if (line->unread == unread)
    return;
  line->unread = unread;
  g_object_notify_by_pspec (G_OBJECT (line), line_props[LINE_PROP_UNREAD]);
}

/* ---------------------------------------------------------------- a game's lines */

GListModel *
quintet_online_game_get_chat (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), NULL);
  return G_LIST_MODEL (self->chat);
}

guint
quintet_online_game_get_n_unread (QuintetOnlineGame *self)
{
  g_return_val_if_fail (QUINTET_IS_ONLINE_GAME (self), 0);
  return self->n_unread;
}

/* The line as both records keep it: one line, trimmed (as a record reads
 * a comment back), no "}" (which would end the comment) */
static char *
clean_text (const char *text)
{
  char *copy = g_strdup (text);

  g_strdelimit (copy, "}", ')');
  return g_strstrip (copy);
}

/* (unread: the opponent's line, counted before the list says it came,
 * so that a page showing the list may mark it read at once) */
static void
append_line (QuintetOnlineGame *game,
             gboolean           own,
             const char        *text,
             gint64             time_ms,
             guint              ply,
             gboolean           with_turn,
             gboolean           unread)
{
  g_autoptr(QuintetOnlineChatLine) line = g_object_new (QUINTET_TYPE_ONLINE_CHAT_LINE, NULL);

  line->own = own;
  line->author = g_strdup (own ? game->own_jid : game->opponent);
  line->text = g_strdup (text);
  line->time = MAX (time_ms, 0);
  line->ply = ply;
  line->with_turn = with_turn;
  line->unread = unread && !own;
  game->n_unread += line->unread;
  g_list_store_append (game->chat, line);
  if (!own)
    {
      g_free (game->last_chat);
      game->last_chat = g_strdup (text);
    }
  /* At most so many: the oldest go */
  while (g_list_model_get_n_items (G_LIST_MODEL (game->chat)) > QUINTET_ONLINE_MAX_CHAT_LINES)
    {
      g_autoptr(QuintetOnlineChatLine) oldest = g_list_model_get_item (G_LIST_MODEL (game->chat), 0);

      if (oldest->unread)
        game->n_unread--;
      g_list_store_remove (game->chat, 0);
    }
}

gboolean
_quintet_online_game_add_line (QuintetOnlineGame *game,
                               gboolean           own,
                               const char        *text,
                               gint64             time_ms,
                               guint              ply,
                               gboolean           with_turn)
{
  g_autofree char *clean = clean_text (text);

  if (*clean == '\0')
    return FALSE;
  append_line (game, own, clean, time_ms > 0 ? time_ms : _quintet_online_game_now (game), ply, with_turn, TRUE);
  return TRUE;
}

char *
_quintet_online_game_turn_chat (QuintetOnlineGame *game,
                                guint              ply)
{
  GListModel *lines = G_LIST_MODEL (game->chat);

  for (guint i = g_list_model_get_n_items (lines); i > 0; i--)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i - 1);

      if (line->own && line->with_turn && line->ply == ply)
        return g_strdup (line->text);
      if (line->ply < ply)
        break;
    }
  return NULL;
}

/* ---------------------------------------------------------------- in the record */

static char *
format_comment (QuintetOnlineChatLine *line,
                gboolean               with_time)
{
  g_autoptr(GDateTime) time = NULL;
  g_autofree char *stamp = NULL;

  if (!with_time || line->time <= 0)
    return g_strdup_printf (CHAT_PREFIX "%s: %s", line->author, line->text);
  time = g_date_time_new_from_unix_utc (line->time / 1000);
  stamp = g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ");
  return g_strdup_printf (CHAT_PREFIX "%s %s%s: %s", line->author, stamp, line->with_turn ? " turn" : "", line->text);
}

void
_quintet_online_chat_to_record (QuintetOnlineGame *game,
                                QuintetRecord     *record,
                                gboolean           with_times,
                                gsize              budget)
{
  GListModel *lines = G_LIST_MODEL (game->chat);
  guint n = quintet_game_get_n_turns (game->game), ply = 0, first;
  gsize size = 0;

  /* The last lines that fit */
  for (first = g_list_model_get_n_items (lines); first > 0; first--)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, first - 1);

      size += strlen (line->text) + strlen (line->author) + 40;
      if (size > budget)
        break;
    }
  for (guint i = first; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i);
      g_autofree char *comment = format_comment (line, with_times);

      /* Never before a line said earlier (one said after a turn taken
       * back), so that the record reads back in the same order */
      ply = MAX (ply, MIN (line->ply, n));
      quintet_record_add_comment (record, ply, comment);
    }
  if (with_times && game->n_unread > 0)
    {
      g_autofree char *unread = g_strdup_printf ("%u", game->n_unread);

      quintet_record_set_tag (record, "OnlineChatUnread", unread);
    }
}

/* A comment of the new form: "Chat AUTHOR[ TIME][ turn]: TEXT" */
static gboolean
parse_comment (const char  *comment,
               char       **author,
               gint64      *time_ms,
               gboolean    *with_turn,
               const char **text)
{
  const char *end;
  g_autofree char *head = NULL;
  g_auto(GStrv) words = NULL;
  guint n;

  if (!g_str_has_prefix (comment, CHAT_PREFIX))
    return FALSE;
  comment += strlen (CHAT_PREFIX);
  end = strstr (comment, ": ");
  if (end == NULL)
    return FALSE;
  head = g_strndup (comment, end - comment);
  words = g_strsplit (head, " ", -1);
  n = g_strv_length (words);
  if (n < 1 || n > 3 || (n == 3 && !g_str_equal (words[2], "turn")))
    return FALSE;
  *time_ms = 0;
  if (n >= 2)
    {
      g_autoptr(GDateTime) time = g_date_time_new_from_iso8601 (words[1], NULL);

      if (time == NULL)
        return FALSE;
      *time_ms = MAX (g_date_time_to_unix (time), 0) * 1000;
    }
  *author = quintet_online_bare_jid (words[0]);
  if (*author == NULL || !g_str_equal (*author, words[0]))
    {
      g_clear_pointer (author, g_free);
      return FALSE;
    }
  *with_turn = n == 3;
  *text = end + 2;
  return TRUE;
}

/* A line of the same author and text among the last ones: a line of
 * theirs had alone may come again in a record they send */
static gboolean
has_line (QuintetOnlineGame *game,
          gboolean           own,
          const char        *text)
{
  GListModel *lines = G_LIST_MODEL (game->chat);
  guint n = g_list_model_get_n_items (lines);

  for (guint i = n; i > 0 && i + 32 > n; i--)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i - 1);

      if (line->own == own && g_str_equal (line->text, text))
        return TRUE;
    }
  return FALSE;
}

/* Whether @comment is a line of the conversation (of its new form, by one
 * of the game's players, or the old "Chat: " form on a turn); then it is
 * added (unless @skip_own and it is ours or had already) */
static gboolean
take_comment (QuintetOnlineGame *game,
              const char        *comment,
              guint              ply,
              gboolean           skip_own,
              gboolean           unread)
{
  g_autofree char *author = NULL;
  gint64 time_ms = 0;
  gboolean with_turn = FALSE, own;
  const char *text;

  if (parse_comment (comment, &author, &time_ms, &with_turn, &text))
    {
      if (g_str_equal (author, game->own_jid))
        own = TRUE;
      else if (g_str_equal (author, game->opponent))
        own = FALSE;
      else
        return FALSE;
    }
  else if (g_str_has_prefix (comment, OLD_CHAT_PREFIX) && ply > 0)
    {
      own = _quintet_online_side_of_turn (game->game, ply) == game->own_side;
      text = comment + strlen (OLD_CHAT_PREFIX);
      with_turn = TRUE;
    }
  else
    return FALSE;

  if (skip_own && (own || has_line (game, own, text)))
    return TRUE;
  if (*text != '\0')
    append_line (game, own, text, time_ms, ply, with_turn, unread);
  return TRUE;
}

/* Our node's comments but the lines of the conversation, which are taken */
static GStrv
take_comments (QuintetOnlineGame *game,
               QuintetTreeNode   *node,
               guint              ply,
               gboolean           skip_own,
               gboolean           unread,
               gboolean          *taken)
{
  const char * const *comments = quintet_tree_node_get_comments (node);
  g_autoptr(GStrvBuilder) others = g_strv_builder_new ();

  *taken = FALSE;
  for (guint i = 0; comments[i] != NULL; i++)
    {
      if (take_comment (game, comments[i], ply, skip_own, unread))
        *taken = TRUE;
      else
        g_strv_builder_add (others, comments[i]);
    }
  return g_strv_builder_end (others);
}

void
_quintet_online_chat_from_record (QuintetOnlineGame *game,
                                  QuintetRecord     *record)
{
  QuintetGameTree *tree = quintet_game_get_tree (game->game);
  guint n = quintet_game_get_n_turns (game->game);
  const char *last = quintet_record_get_tag (record, "OnlineChat");
  const char *unread_tag = quintet_record_get_tag (record, "OnlineChatUnread");
  guint64 unread = 0;
  GListModel *lines = G_LIST_MODEL (game->chat);

  for (guint ply = 0; ply <= n; ply++)
    {
      QuintetTreeNode *node = quintet_game_tree_get_line_node (tree, ply);
      gboolean taken;
      g_auto(GStrv) others = take_comments (game, node, ply, FALSE, FALSE, &taken);

      if (taken)
        quintet_tree_node_set_comments (node, (const char * const *) others);
    }
  /* An old record's last line of theirs, sent alone, was in a tag only */
  if (last != NULL && g_strcmp0 (last, game->last_chat) != 0)
    {
      g_autofree char *clean = clean_text (last);

      if (*clean != '\0')
        append_line (game, FALSE, clean, 0, n, FALSE, FALSE);
    }
  /* The last so many of their lines are not read yet */
  if (unread_tag != NULL)
    g_ascii_string_to_unsigned (unread_tag, 10, 0, QUINTET_ONLINE_MAX_CHAT_LINES, &unread, NULL);
  for (guint i = g_list_model_get_n_items (lines); i > 0 && game->n_unread < unread; i--)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i - 1);

      if (!line->own)
        {
          line->unread = TRUE;
          game->n_unread++;
        }
    }
}

GStrv
_quintet_online_chat_adopt (QuintetOnlineGame *game,
                            QuintetTreeNode   *node,
                            guint              ply)
{
  gboolean taken;

  return take_comments (game, node, ply, TRUE, TRUE, &taken);
}

/* ---------------------------------------------------------------- what we do */

gboolean
quintet_online_mark_chat_read (QuintetOnline  *self,
                               const char     *game_id,
                               GError        **error)
{
  QuintetOnlineGame *game;
  GListModel *lines;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  game = quintet_online_lookup (self, game_id);
  if (game == NULL)
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                           _("There is no such online game"));
      return FALSE;
    }
  if (game->n_unread == 0)
    return TRUE;
  lines = G_LIST_MODEL (game->chat);
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(QuintetOnlineChatLine) line = g_list_model_get_item (lines, i);

      set_unread (line, FALSE);
    }
  game->n_unread = 0;
  return _quintet_online_commit (self, game, NULL, TRUE, error);
}

/* The game a plain message from @sender belongs to: the most recent in
 * play with them, else the most recent invitation of ours they have not
 * answered (a friend whose client is not Quintet answers it in words) */
static QuintetOnlineGame *
game_for_body (QuintetOnline *self,
               const char    *sender)
{
  GListModel *games = quintet_online_get_games (self);
  QuintetOnlineGame *inviting = NULL;

  /* (the newest first) */
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      if (!g_str_equal (game->opponent, sender))
        continue;
      if (game->state == QUINTET_ONLINE_STATE_PLAYING)
        return game;
      if (game->state == QUINTET_ONLINE_STATE_INVITING && inviting == NULL)
        inviting = game;
    }
  return inviting;
}

/* A body as one chat line: control characters (line ends) as spaces, cut
 * to the length of a line */
static char *
body_line (const char *body)
{
  GString *line = g_string_new (NULL);
  guint n = 0;

  for (const char *c = body; *c != '\0' && n < QUINTET_ONLINE_MAX_CHAT; c = g_utf8_next_char (c), n++)
    {
      gunichar ch = g_utf8_get_char (c);

      if (g_unichar_iscntrl (ch) || ch == 0x2028 || ch == 0x2029)
        g_string_append_c (line, ' ');
      else
        g_string_append_unichar (line, ch);
    }
  return g_strstrip (g_string_free (line, FALSE));
}

gboolean
quintet_online_receive_body (QuintetOnline  *self,
                             const char     *from,
                             const char     *body,
                             GError        **error)
{
  g_autofree char *sender = NULL;
  g_autofree char *line = NULL;
  QuintetOnlineGame *game;

  g_return_val_if_fail (QUINTET_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (body != NULL, FALSE);

  sender = from != NULL ? quintet_online_bare_jid (from) : NULL;
  if (sender == NULL || g_str_equal (sender, self->own_jid))
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_NOT_OPPONENT,
                           _("A message came from an address that is not a player's"));
      return FALSE;
    }
  if (quintet_online_is_blocked (self, sender))
    return TRUE;
  if (!g_utf8_validate (body, -1, NULL))
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_MALFORMED,
                   _("%s sent a message that is not text"), sender);
      return FALSE;
    }
  game = game_for_body (self, sender);
  if (game == NULL)
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_UNKNOWN_GAME,
                   _("%s sent a message, but no game is being played with them"), sender);
      return FALSE;
    }
  line = body_line (body);
  if (!_quintet_online_game_add_line (game, FALSE, line, 0, quintet_game_get_n_turns (game->game), FALSE))
    return TRUE;
  return _quintet_online_commit (self, game, NULL, TRUE, error);
}
