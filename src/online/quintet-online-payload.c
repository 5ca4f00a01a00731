/* quintet-online-payload.c — the payloads of online games: read strictly,
 * written back exactly (docs/online.md), and the position hash they carry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "quintet-clock.h"
#include "quintet-online.h"
#include "quintet-online-private.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "quintet-text.h"

G_DEFINE_QUARK (quintet-online-error-quark, quintet_online_error)

/* The wire names of the kinds, in the enum's order (docs/online.md) */
static const char * const kind_names[] = {
  "invite", "accept", "decline", "turn", "ack", "resign",
  "draw-offer", "draw-accept", "draw-decline",
  "undo-request", "undo-accept", "undo-decline",
  "chat", "sync-request", "sync", "ended", "flag",
};
G_STATIC_ASSERT (G_N_ELEMENTS (kind_names) == QUINTET_ONLINE_KIND_FLAG + 1);

/* Which attributes and children each kind has: exactly these, no others,
 * so that a payload reads back equal to what wrote it */
enum {
  HAS_PLY     = 1 << 0,
  HAS_INVITE  = 1 << 1,    /* variant, side, optional clock */
  HAS_TURN    = 1 << 2,
  HAS_HASH    = 1 << 3,
  HAS_RECORD  = 1 << 4,
  NEEDS_CHAT  = 1 << 5,
  HAS_UNDOS   = 1 << 6,    /* optional, written when not 0 */
  HAS_SIDE    = 1 << 7,    /* the side whose time ran out */
  HAS_LEFT    = 1 << 8,    /* optional: the mover's time left */
};

static const guint kind_fields[] = {
  [QUINTET_ONLINE_KIND_INVITE]       = HAS_INVITE,
  [QUINTET_ONLINE_KIND_ACCEPT]       = 0,
  [QUINTET_ONLINE_KIND_DECLINE]      = 0,
  [QUINTET_ONLINE_KIND_TURN]         = HAS_PLY | HAS_TURN | HAS_HASH | HAS_UNDOS | HAS_LEFT,
  [QUINTET_ONLINE_KIND_ACK]          = HAS_PLY,
  [QUINTET_ONLINE_KIND_RESIGN]       = HAS_PLY,
  [QUINTET_ONLINE_KIND_DRAW_OFFER]   = HAS_PLY,
  [QUINTET_ONLINE_KIND_DRAW_ACCEPT]  = HAS_PLY,
  [QUINTET_ONLINE_KIND_DRAW_DECLINE] = HAS_PLY,
  [QUINTET_ONLINE_KIND_UNDO_REQUEST] = HAS_PLY,
  [QUINTET_ONLINE_KIND_UNDO_ACCEPT]  = HAS_PLY,
  [QUINTET_ONLINE_KIND_UNDO_DECLINE] = HAS_PLY,
  [QUINTET_ONLINE_KIND_CHAT]         = NEEDS_CHAT,
  [QUINTET_ONLINE_KIND_SYNC_REQUEST] = 0,
  [QUINTET_ONLINE_KIND_SYNC]         = HAS_PLY | HAS_HASH | HAS_RECORD,
  [QUINTET_ONLINE_KIND_ENDED]        = HAS_PLY,
  [QUINTET_ONLINE_KIND_FLAG]         = HAS_PLY | HAS_SIDE,
};

const char *
_quintet_online_kind_name (QuintetOnlineKind kind)
{
  return kind <= QUINTET_ONLINE_KIND_FLAG ? kind_names[kind] : NULL;
}

void
quintet_online_payload_free (QuintetOnlinePayload *payload)
{
  if (payload == NULL)
    return;
  g_free (payload->game);
  g_free (payload->variant);
  g_free (payload->clock);
  g_free (payload->turn);
  g_free (payload->hash);
  g_free (payload->chat);
  g_free (payload->record);
  g_free (payload);
}

QuintetOnlinePayload *
_quintet_online_payload_copy (const QuintetOnlinePayload *payload)
{
  QuintetOnlinePayload *copy = g_new0 (QuintetOnlinePayload, 1);

  *copy = *payload;
  copy->game = g_strdup (payload->game);
  copy->variant = g_strdup (payload->variant);
  copy->clock = g_strdup (payload->clock);
  copy->turn = g_strdup (payload->turn);
  copy->hash = g_strdup (payload->hash);
  copy->chat = g_strdup (payload->chat);
  copy->record = g_strdup (payload->record);
  return copy;
}

/* ---------------------------------------------------------------- checks */

static gboolean
is_lower_hex (const char *text,
              gsize       length)
{
  if (strlen (text) != length)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (text[i]) && !(text[i] >= 'a' && text[i] <= 'f'))
      return FALSE;
  return TRUE;
}

/* A game id: a UUID in lowercase, as g_uuid_string_random() writes it */
gboolean
_quintet_online_id_valid (const char *id)
{
  if (id == NULL || !g_uuid_string_is_valid (id))
    return FALSE;
  for (const char *c = id; *c; c++)
    if (g_ascii_isupper (*c))
      return FALSE;
  return TRUE;
}

/* No control characters (a chat line and a turn are one line each) */
static gboolean
is_one_line (const char *text)
{
  for (const char *c = text; *c; c = g_utf8_next_char (c))
    {
      gunichar ch = g_utf8_get_char (c);

      if (g_unichar_iscntrl (ch) || ch == 0x2028 || ch == 0x2029)
        return FALSE;
    }
  return TRUE;
}

/* A chat line we may send or take: UTF-8, one line, not empty, not longer
 * than QUINTET_ONLINE_MAX_CHAT characters */
gboolean
_quintet_online_chat_valid (const char  *chat,
                            GError     **error)
{
  if (!g_utf8_validate (chat, -1, NULL) || !is_one_line (chat) || *chat == '\0')
    {
      g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_MALFORMED,
                           _("A chat line must be one line of text"));
      return FALSE;
    }
  if (g_utf8_strlen (chat, -1) > QUINTET_ONLINE_MAX_CHAT)
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("A chat line may have at most %d characters"), QUINTET_ONLINE_MAX_CHAT);
      return FALSE;
    }
  return TRUE;
}

/* Decimal digits without a leading zero, at most @most */
static gboolean
parse_decimal (const char *text,
               guint64     most,
               guint64    *value)
{
  if (text[0] == '\0' || (text[0] == '0' && text[1] != '\0') || strlen (text) > 9)
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  *value = g_ascii_strtoull (text, NULL, 10);
  return *value <= most;
}

/* A ply: at most a record's turns */
static gboolean
parse_ply (const char *text,
           guint      *ply)
{
  guint64 value;

  if (!parse_decimal (text, QUINTET_RECORD_MAX_TURNS, &value))
    return FALSE;
  *ply = value;
  return TRUE;
}

/* A time left: milliseconds in whole tenths of a second (as a record's
 * [%clk] keeps them), at most 99:59:59.9 */
static gboolean
parse_left (const char *text,
            gint64     *ms)
{
  guint64 value;

  if (!parse_decimal (text, QUINTET_ONLINE_MAX_LEFT_MS, &value) || value % 100 != 0)
    return FALSE;
  *ms = value;
  return TRUE;
}

/* ---------------------------------------------------------------- parse */

typedef enum {
  IN_NOTHING,    /* before the root */
  IN_GAME,
  IN_CHAT,
  IN_RECORD,
  DONE,          /* after the root */
} Where;

typedef struct {
  Where                 where;
  QuintetOnlinePayload *payload;
  guint                 fields;      /* what the attributes held */
  gboolean              has_chat;
  gboolean              has_record;
  GString              *text;        /* of <chat> or <record> */
} Parser;

static gboolean
malformed (GError    **error,
           const char *detail)
{
  g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_MALFORMED,
               /* Translators: what the network brought; %s says what is wrong
                * with it ("a wrong ply"). It follows "bob@example.org sent ". */
               _("a message Quintet cannot read (%s)"), detail);
  return FALSE;
}

/* What read_game_attributes() has read so far */
typedef struct {
  gboolean has_ns, has_kind, has_side, has_undos;
  guint    fields;
  int      kind;
} GameAttributes;

/* One attribute of the game element, its value checked */
static gboolean
read_game_attribute (QuintetOnlinePayload  *payload,
                     GameAttributes        *read,
                     const char            *name,
                     const char            *value,
                     GError               **error)
{
  if (g_str_equal (name, "xmlns"))
    {
      if (!g_str_equal (value, QUINTET_ONLINE_NS))
        return malformed (error, _("another namespace"));
      read->has_ns = TRUE;
    }
  else if (g_str_equal (name, "kind"))
    {
      for (guint k = 0; k < G_N_ELEMENTS (kind_names); k++)
        if (g_str_equal (value, kind_names[k]))
          read->kind = k;
      if (read->kind < 0)
        return malformed (error, _("a kind Quintet does not know"));
      read->has_kind = TRUE;
    }
  else if (g_str_equal (name, "id"))
    {
      if (!_quintet_online_id_valid (value))
        return malformed (error, _("a wrong game id"));
      payload->game = g_strdup (value);
    }
  else if (g_str_equal (name, "ply"))
    {
      if (!parse_ply (value, &payload->ply))
        return malformed (error, _("a wrong ply"));
      read->fields |= HAS_PLY;
    }
  else if (g_str_equal (name, "variant"))
    {
      if (quintet_registry_lookup (value) == NULL)
        return malformed (error, _("a game Quintet does not have"));
      payload->variant = g_strdup (value);
      read->fields |= HAS_INVITE;
    }
  else if (g_str_equal (name, "side"))
    {
      if (!g_str_equal (value, "0") && !g_str_equal (value, "1"))
        return malformed (error, _("a wrong side"));
      payload->inviter_side = value[0] - '0';
      read->has_side = TRUE;
    }
  else if (g_str_equal (name, "clock"))
    {
      QuintetTimeControl controls[2];

      if (strlen (value) > 64 || !quintet_time_control_parse (value, controls))
        return malformed (error, _("a wrong time control"));
      payload->clock = g_strdup (value);
      read->fields |= HAS_INVITE;
    }
  else if (g_str_equal (name, "turn"))
    {
      if (strlen (value) > QUINTET_TEXT_MAX_TURN)
        {
          g_set_error_literal (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_TOO_LARGE,
                               _("a turn longer than Quintet reads"));
          return FALSE;
        }
      if (value[0] == '\0' || !is_one_line (value))
        return malformed (error, _("a wrong turn"));
      payload->turn = g_strdup (value);
      read->fields |= HAS_TURN;
    }
  else if (g_str_equal (name, "undos"))
    {
      /* Only where a kind has it, and never 0 (which is written as nothing) */
      if (!parse_ply (value, &payload->undos) || payload->undos == 0)
        return malformed (error, _("a wrong count of turns taken back"));
      read->has_undos = TRUE;
    }
  else if (g_str_equal (name, "left"))
    {
      if (!parse_left (value, &payload->left))
        return malformed (error, _("a wrong time left"));
      payload->has_left = TRUE;
    }
  else if (g_str_equal (name, "hash"))
    {
      if (!is_lower_hex (value, 64))
        return malformed (error, _("a wrong position hash"));
      payload->hash = g_strdup (value);
      read->fields |= HAS_HASH;
    }
  else
    return malformed (error, _("an attribute it may not have"));
  return TRUE;
}

static gboolean
read_game_attributes (Parser       *parser,
                      const char  **names,
                      const char  **values,
                      GError      **error)
{
  QuintetOnlinePayload *payload = parser->payload;
  GameAttributes read = { .kind = -1 };
  guint fields;
  int kind;

  static const char * const known[] = {
    "xmlns", "kind", "id", "ply", "variant", "side", "clock", "turn", "undos", "hash", "left",
  };
  guint seen = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      guint bit = 0;

      /* An attribute twice is not XML (GMarkup lets it pass) */
      for (guint k = 0; k < G_N_ELEMENTS (known); k++)
        if (g_str_equal (names[i], known[k]))
          bit = 1u << k;
      if (bit == 0 || (seen & bit) != 0)
        return malformed (error, _("an attribute it may not have"));
      seen |= bit;
      if (!read_game_attribute (payload, &read, names[i], values[i], error))
        return FALSE;
    }

  kind = read.kind;
  fields = read.fields;
  if (!read.has_ns || !read.has_kind || payload->game == NULL)
    return malformed (error, _("an attribute missing"));
  payload->kind = kind;
  /* An invitation needs its variant and side; the clock is optional */
  if ((kind_fields[kind] & HAS_INVITE) && (payload->variant == NULL || !read.has_side))
    return malformed (error, _("an attribute missing"));
  if ((kind_fields[kind] & HAS_SIDE) && !read.has_side)
    return malformed (error, _("an attribute missing"));
  if ((!(kind_fields[kind] & (HAS_INVITE | HAS_SIDE)) && read.has_side) ||
      (!(kind_fields[kind] & HAS_UNDOS) && read.has_undos) ||
      (!(kind_fields[kind] & HAS_LEFT) && payload->has_left))
    return malformed (error, _("an attribute it may not have"));
  if (fields != (kind_fields[kind] & (HAS_PLY | HAS_INVITE | HAS_TURN | HAS_HASH)))
    return malformed (error, _("attributes its kind does not have"));
  if (kind == QUINTET_ONLINE_KIND_TURN && payload->ply == 0)
    return malformed (error, _("a wrong ply"));
  if (kind == QUINTET_ONLINE_KIND_UNDO_REQUEST && payload->ply == 0)
    return malformed (error, _("a wrong ply"));
  parser->fields = fields;
  return TRUE;
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  Parser *parser = user_data;

  switch (parser->where)
    {
    case IN_NOTHING:
      if (!g_str_equal (element, "game"))
        {
          malformed (error, _("an element it may not have"));
          return;
        }
      if (read_game_attributes (parser, names, values, error))
        parser->where = IN_GAME;
      return;

    case IN_GAME:
      if (names[0] != NULL)
        {
          malformed (error, _("an attribute it may not have"));
          return;
        }
      if (g_str_equal (element, "chat") && !parser->has_chat)
        {
          parser->has_chat = TRUE;
          parser->where = IN_CHAT;
        }
      else if (g_str_equal (element, "record") && !parser->has_record &&
               (kind_fields[parser->payload->kind] & HAS_RECORD))
        {
          parser->has_record = TRUE;
          parser->where = IN_RECORD;
        }
      else
        {
          malformed (error, _("an element it may not have"));
          return;
        }
      g_string_truncate (parser->text, 0);
      return;

    default:
      malformed (error, _("an element it may not have"));
    }
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  Parser *parser = user_data;

  switch (parser->where)
    {
    case IN_GAME:
      parser->where = DONE;
      break;
    case IN_CHAT:
      /* Worded as what the sender sent (the error follows "bob@… sent ") */
      if (g_utf8_strlen (parser->text->str, -1) > QUINTET_ONLINE_MAX_CHAT)
        {
          g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_TOO_LARGE,
                       _("a chat line longer than %d characters"), QUINTET_ONLINE_MAX_CHAT);
          return;
        }
      if (!_quintet_online_chat_valid (parser->text->str, NULL))
        {
          malformed (error, _("a chat line that is not one line of text"));
          return;
        }
      parser->payload->chat = g_strdup (parser->text->str);
      parser->where = IN_GAME;
      break;
    case IN_RECORD:
      if (parser->text->len == 0)
        {
          malformed (error, _("its record missing"));
          return;
        }
      parser->payload->record = g_strdup (parser->text->str);
      parser->where = IN_GAME;
      break;
    default:
      malformed (error, _("an element it may not have"));
    }
}

static gboolean
is_blank (const char *text,
          gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 length,
      gpointer              user_data,
      GError              **error)
{
  Parser *parser = user_data;

  if (parser->where == IN_CHAT || parser->where == IN_RECORD)
    {
      /* The whole payload is bounded already; the chat's own limit is
       * checked on its end, but stop reading far past it at once */
      if (parser->where == IN_CHAT && parser->text->len + length > 6 * QUINTET_ONLINE_MAX_CHAT)
        {
          g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_TOO_LARGE,
                       _("a chat line longer than %d characters"), QUINTET_ONLINE_MAX_CHAT);
          return;
        }
      g_string_append_len (parser->text, text, length);
    }
  else if (!is_blank (text, length))
    malformed (error, _("text out of place"));
}

/* Comments, processing instructions, a DOCTYPE, CDATA: none is ours */
static void
passthrough (GMarkupParseContext  *context,
             const char           *text,
             gsize                 length,
             gpointer              user_data,
             GError              **error)
{
  malformed (error, _("markup Quintet does not take"));
}

static const GMarkupParser markup_parser = {
  start_element, end_element, text, passthrough, NULL,
};

QuintetOnlinePayload *
quintet_online_payload_parse (const char  *xml,
                              gsize        len,
                              GError     **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) markup_error = NULL;
  Parser parser = { IN_NOTHING, NULL, 0, FALSE, FALSE, NULL };
  gboolean ok;

  g_return_val_if_fail (xml != NULL || len == 0, NULL);

  /* Trust rule: the size is refused before a byte is parsed */
  if (len > QUINTET_ONLINE_MAX_PAYLOAD)
    {
      g_set_error (error, QUINTET_ONLINE_ERROR, QUINTET_ONLINE_ERROR_TOO_LARGE,
                   _("a message larger than %d KB"), QUINTET_ONLINE_MAX_PAYLOAD / 1024);
      return NULL;
    }
  if (len == 0 || memchr (xml, '\0', len) != NULL || !g_utf8_validate (xml, len, NULL))
    {
      malformed (error, _("bytes that are not text"));
      return NULL;
    }

  parser.payload = g_new0 (QuintetOnlinePayload, 1);
  parser.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&markup_parser, 0, &parser, NULL);
  ok = g_markup_parse_context_parse (context, xml, len, &markup_error) &&
       g_markup_parse_context_end_parse (context, &markup_error);
  g_string_free (parser.text, TRUE);

  if (ok && parser.where != DONE)
    ok = malformed (&markup_error, _("its end missing"));
  if (ok && (kind_fields[parser.payload->kind] & NEEDS_CHAT) && parser.payload->chat == NULL)
    ok = malformed (&markup_error, _("its chat line missing"));
  if (ok && (kind_fields[parser.payload->kind] & HAS_RECORD) && parser.payload->record == NULL)
    ok = malformed (&markup_error, _("its record missing"));

  if (!ok)
    {
      quintet_online_payload_free (parser.payload);
      if (markup_error->domain == QUINTET_ONLINE_ERROR)
        g_propagate_error (error, g_steal_pointer (&markup_error));
      else
        malformed (error, _("broken XML"));
      return NULL;
    }
  return parser.payload;
}

/* ---------------------------------------------------------------- write */

static void
append_attribute (GString    *xml,
                  const char *name,
                  const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);

  g_string_append_printf (xml, " %s=\"%s\"", name, escaped);
}

char *
quintet_online_payload_to_xml (const QuintetOnlinePayload *payload)
{
  GString *xml;
  guint fields;

  g_return_val_if_fail (payload != NULL, NULL);
  g_return_val_if_fail (payload->kind <= QUINTET_ONLINE_KIND_FLAG, NULL);
  g_return_val_if_fail (payload->game != NULL, NULL);

  fields = kind_fields[payload->kind];
  xml = g_string_new ("<game xmlns=\"" QUINTET_ONLINE_NS "\"");
  append_attribute (xml, "kind", kind_names[payload->kind]);
  append_attribute (xml, "id", payload->game);
  if (fields & HAS_PLY)
    g_string_append_printf (xml, " ply=\"%u\"", payload->ply);
  if (fields & HAS_INVITE)
    {
      append_attribute (xml, "variant", payload->variant);
      g_string_append_printf (xml, " side=\"%u\"", payload->inviter_side);
      if (payload->clock != NULL)
        append_attribute (xml, "clock", payload->clock);
    }
  if (fields & HAS_TURN)
    append_attribute (xml, "turn", payload->turn);
  if (fields & HAS_HASH)
    append_attribute (xml, "hash", payload->hash);
  if ((fields & HAS_UNDOS) && payload->undos > 0)
    g_string_append_printf (xml, " undos=\"%u\"", payload->undos);
  if (fields & HAS_SIDE)
    g_string_append_printf (xml, " side=\"%u\"", payload->inviter_side);
  if ((fields & HAS_LEFT) && payload->has_left)
    g_string_append_printf (xml, " left=\"%" G_GINT64_FORMAT "\"", payload->left);

  if (payload->chat == NULL && payload->record == NULL)
    {
      g_string_append (xml, "/>");
      return g_string_free (xml, FALSE);
    }
  g_string_append_c (xml, '>');
  if (payload->chat != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (payload->chat, -1);

      g_string_append_printf (xml, "<chat>%s</chat>", escaped);
    }
  if ((fields & HAS_RECORD) && payload->record != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (payload->record, -1);

      g_string_append_printf (xml, "<record>%s</record>", escaped);
    }
  g_string_append (xml, "</game>");
  return g_string_free (xml, FALSE);
}

char *
quintet_online_payload_describe (const QuintetOnlinePayload *payload,
                                 const char                 *variant_name)
{
  const char *name = variant_name != NULL ? variant_name : _("Quintet");
  g_autofree char *line = NULL;

  g_return_val_if_fail (payload != NULL, NULL);

  switch (payload->kind)
    {
    /* Only Quintet reads these: a chat client shows them as nothing */
    case QUINTET_ONLINE_KIND_ACK:
    case QUINTET_ONLINE_KIND_SYNC_REQUEST:
    case QUINTET_ONLINE_KIND_SYNC:
    case QUINTET_ONLINE_KIND_ENDED:
      return NULL;
    case QUINTET_ONLINE_KIND_INVITE:
      line = g_strdup_printf (_("an invitation to a game of %s"), name); break;
    case QUINTET_ONLINE_KIND_ACCEPT:
      line = g_strdup_printf (_("I accept the invitation to a game of %s"), name); break;
    case QUINTET_ONLINE_KIND_DECLINE:
      line = g_strdup_printf (_("I decline the game of %s"), name); break;
    case QUINTET_ONLINE_KIND_TURN:
      line = g_strdup_printf (_("a turn in our game of %s: %s"), name, payload->turn); break;
    case QUINTET_ONLINE_KIND_RESIGN:
      line = g_strdup_printf (_("I resign our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_DRAW_OFFER:
      line = g_strdup_printf (_("I offer a draw in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_DRAW_ACCEPT:
      line = g_strdup_printf (_("I agree to a draw in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_DRAW_DECLINE:
      line = g_strdup_printf (_("I decline a draw in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_UNDO_REQUEST:
      line = g_strdup_printf (_("May I take back my last turn in our game of %s?"), name); break;
    case QUINTET_ONLINE_KIND_UNDO_ACCEPT:
      line = g_strdup_printf (_("You may take back your turn in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_UNDO_DECLINE:
      line = g_strdup_printf (_("Please keep your turn in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_CHAT:
      line = g_strdup_printf (_("a message in our game of %s"), name); break;
    case QUINTET_ONLINE_KIND_FLAG:
      line = g_strdup_printf (_("a time ran out in our game of %s"), name); break;
    default:
      g_return_val_if_reached (NULL);
    }

  /* Translators: the body of a message for chat clients other than
   * Quintet; %s is what the message is ("a turn in our game of Ordo: e2-e4") */
  if (payload->chat != NULL)
    return g_strdup_printf (_("Quintet: %s — %s"), line, payload->chat);
  return g_strdup_printf (_("Quintet: %s"), line);
}

/* ---------------------------------------------------------------- hash, JIDs */

char *
quintet_online_position_hash (QuintetGame *game)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (QUINTET_IS_GAME (game), NULL);

  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

/* RFC 7622's limits: each part at most 1023 bytes */
char *
quintet_online_bare_jid (const char *jid)
{
  g_autofree char *bare = NULL;
  const char *slash, *at;
  gsize length;

  if (jid == NULL || !g_utf8_validate (jid, -1, NULL))
    return NULL;
  slash = strchr (jid, '/');
  length = slash != NULL ? (gsize) (slash - jid) : strlen (jid);
  bare = g_strndup (jid, length);
  at = strchr (bare, '@');
  if (at == NULL || at == bare || at[1] == '\0' || strchr (at + 1, '@') != NULL ||
      at - bare > 1023 || strlen (at + 1) > 1023)
    return NULL;
  if (slash != NULL && slash[1] == '\0')
    return NULL;
  for (const char *c = bare; *c; c = g_utf8_next_char (c))
    {
      gunichar ch = g_utf8_get_char (c);

      if (g_unichar_isspace (ch) || g_unichar_iscntrl (ch) || (ch < 128 && strchr ("\"&'<>:", (int) ch) != NULL))
        return NULL;
    }
  return g_utf8_strdown (bare, -1);
}
