/* test-types.c — the GTypes of the engine's value types: enums for the
 * game's properties, the boxed turn; input quoted in messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-registry.h"
#include "quintet-text.h"

static void
assert_nicks (GType        type,
              const char  *expected_nicks)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  g_auto(GStrv) nicks = g_strsplit (expected_nicks, " ", -1);

  g_assert_true (G_TYPE_IS_ENUM (type));
  g_assert_cmpuint (klass->n_values, ==, g_strv_length (nicks));
  for (guint i = 0; nicks[i]; i++)
    g_assert_cmpstr (g_enum_get_value (klass, i)->value_nick, ==, nicks[i]);
}

static void
test_enum_nicks (void)
{
  assert_nicks (QUINTET_TYPE_SIDE, "side-0 side-1");
  assert_nicks (QUINTET_TYPE_STATUS, "ongoing win draw");
  assert_nicks (QUINTET_TYPE_NOTATION_STYLE, "standard short");
  g_assert_cmpstr (g_type_name (QUINTET_TYPE_SIDE), ==, "QuintetSide");
}

/* The game's properties are typed by those enums and follow the game */
static void
test_enum_properties (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  QuintetSide side = QUINTET_SIDE_0;
  QuintetStatus status = QUINTET_STATUS_WIN;
  QuintetNotationStyle style = QUINTET_NOTATION_STANDARD;

  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (G_OBJECT_GET_CLASS (game),
                                                                        "side-to-move")) == QUINTET_TYPE_SIDE);
  g_assert_true (quintet_game_play_notation (game, "a2-a3", NULL));
  g_object_set (game, "notation-style", QUINTET_NOTATION_SHORT, NULL);
  g_object_get (game, "side-to-move", &side, "outcome", &status, "notation-style", &style, NULL);
  g_assert_cmpint (side, ==, QUINTET_SIDE_1);
  g_assert_cmpint (status, ==, QUINTET_STATUS_ONGOING);
  g_assert_cmpint (style, ==, QUINTET_NOTATION_SHORT);

  quintet_game_resign (game, QUINTET_SIDE_1);
  g_object_get (game, "outcome", &status, NULL);
  g_assert_cmpint (status, ==, QUINTET_STATUS_WIN);
}

static void
test_boxed_move (void)
{
  QuintetMove move = { { 10, 18, 4 }, 3, 2, 0x101 };
  g_auto(GValue) value = G_VALUE_INIT;
  QuintetMove *copy;

  g_assert_true (G_TYPE_IS_BOXED (QUINTET_TYPE_MOVE));
  g_assert_cmpstr (g_type_name (QUINTET_TYPE_MOVE), ==, "QuintetMove");

  g_value_init (&value, QUINTET_TYPE_MOVE);
  g_value_set_boxed (&value, &move);
  copy = g_value_get_boxed (&value);
  g_assert_true (copy != &move);
  g_assert_true (quintet_move_equal (copy, &move));
}

/* Input in a message: one line of printable characters, shortened */
static void
test_text_quote (void)
{
  static const struct { const char *input; gssize length; const char *quoted; } cases[] = {
    { "a2-a3", -1, "a2-a3" },
    { "a2-a3\n", -1, "a2-a3\\n" },
    { "\x1b[31mred\x1b[0m", -1, "\\x1b[31mred\\x1b[0m" },
    { "tab\there\r", -1, "tab\\there\\r" },
    { "back\\slash", -1, "back\\\\slash" },
    { "Oferhlýp ✓", -1, "Oferhlýp ✓" },
    { "rtl\u202eevil", -1, "rtl\\u202eevil" },
    { "bad\xff\xfe" "bytes", -1, "bad\\xff\\xfebytes" },
    { "nul\0inside", 10, "nul\\x00inside" },
    { "", -1, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *quoted = quintet_text_quote (cases[i].input, cases[i].length);

      g_assert_cmpstr (quoted, ==, cases[i].quoted);
      g_assert_true (g_utf8_validate (quoted, -1, NULL));
    }

  /* As many characters as QUINTET_TEXT_QUOTE_CHARS, then “…”; an escape
   * counts as the characters it shows */
  for (guint extra = 0; extra <= 1; extra++)
    {
      g_autofree char *plain = g_strnfill (QUINTET_TEXT_QUOTE_CHARS + extra, 'x');
      g_autofree char *quoted = quintet_text_quote (plain, -1);
      g_autofree char *expected = g_strdup_printf ("%.*s%s", QUINTET_TEXT_QUOTE_CHARS, plain,
                                                   extra ? "…" : "");

      g_assert_cmpstr (quoted, ==, expected);
    }
  {
    g_autofree char *bells = g_strnfill (QUINTET_TEXT_QUOTE_CHARS, '\a');
    g_autofree char *quoted = quintet_text_quote (bells, -1);

    /* “\x07” shows four characters: 25 of them fit in 100 */
    g_assert_cmpuint (g_utf8_strlen (quoted, -1), ==, QUINTET_TEXT_QUOTE_CHARS / 4 * 4 + 1);
    g_assert_true (g_str_has_prefix (quoted, "\\x07\\x07"));
    g_assert_true (g_str_has_suffix (quoted, "\\x07…"));
  }
}

/* A 100 MB input is refused by its length, without reading it all */
static void
test_text_length (void)
{
  gsize size = 100 * 1024 * 1024;
  g_autofree char *huge = g_malloc (size + 1);
  g_autoptr(GError) error = NULL;

  memset (huge, 'x', size);
  huge[size] = '\0';
  g_assert_true (quintet_text_check_length ("short", 5, "the turn", G_IO_ERROR, G_IO_ERROR_FAILED, &error));
  g_assert_no_error (error);
  g_assert_false (quintet_text_check_length (huge, QUINTET_TEXT_MAX_POSITION, "the position text",
                                             G_IO_ERROR, G_IO_ERROR_FAILED, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "the position text is too long: at most 4096 bytes");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/types/enum-nicks", test_enum_nicks);
  g_test_add_func ("/types/enum-properties", test_enum_properties);
  g_test_add_func ("/types/boxed-move", test_boxed_move);
  g_test_add_func ("/types/text-quote", test_text_quote);
  g_test_add_func ("/types/text-length", test_text_length);

  return g_test_run ();
}
