/* test-registry.c — the list of games built from the classes' own data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-registry.h"

/* Every id and display string as the start page and `quintet-cli list` show them */
static void
test_list (void)
{
  static const struct { const char *id, *name, *inventor; int variant; } expected[] = {
    { "pressman", "Pressman", NULL, -1 },
    { "ordo", "Ordo", "Dieter Stein", 0 },
    { "ordo-x", "Ordo X", "Dieter Stein", 1 },
    { "oferhlyp", "Oferhlýp", "John Beers", -1 },
    { "overlord", "Overlord", "Tom Bell", -1 },
    { "opprimo", "Opprimo", "Rolly Estabillo", -1 },
  };
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  g_assert_cmpuint (n_games, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < n_games; i++)
    {
      g_assert_cmpstr (games[i].id, ==, expected[i].id);
      g_assert_cmpstr (games[i].name, ==, expected[i].name);
      g_assert_cmpstr (games[i].inventor, ==, expected[i].inventor);
      g_assert_cmpint (games[i].variant, ==, expected[i].variant);
      g_assert_nonnull (games[i].description);
      g_assert_true (quintet_registry_lookup (expected[i].id) == &games[i]);
    }
  g_assert_cmpstr (games[0].description, ==,
                   "Queen-moving soldiers raid the enemy home base to raise new troops");
  g_assert_null (quintet_registry_lookup ("chess"));
  g_assert_null (quintet_registry_new_game ("chess"));
}

/* A game knows what it is from its class and variant, not from the registry */
static void
test_class_data (void)
{
  const QuintetGameInfo *games;
  guint n_games;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      g_autofree char *id = NULL;
      int variant = -1;

      g_assert_true (G_OBJECT_TYPE (game) == games[i].get_type ());
      g_assert_cmpstr (quintet_game_get_id (game), ==, games[i].id);
      g_assert_cmpstr (quintet_game_get_name (game), ==, games[i].name);
      g_assert_cmpstr (quintet_game_get_description (game), ==, games[i].description);
      g_assert_cmpstr (quintet_game_get_inventor (game), ==, games[i].inventor);
      g_assert_cmpuint (quintet_game_get_variant (game), ==, MAX (games[i].variant, 0));

      g_object_get (game, "id", &id, "variant", &variant, NULL);
      g_assert_cmpstr (id, ==, games[i].id);
      g_assert_cmpint (variant, ==, MAX (games[i].variant, 0));
    }
}

/* A game's showcase (its picture on the start page) is a position of
 * that game, written as the game writes it, with turns to play; Ordo and
 * Ordo X, which share a start position, have pictures of their own. */
static void
test_showcase (void)
{
  const QuintetGameInfo *games;
  guint n_games;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      const char *showcase = quintet_game_get_showcase (game);
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;
      guint n_turns;

      if (showcase == NULL)
        continue;
      g_assert_true (quintet_game_load_position (game, showcase, &error));
      g_assert_no_error (error);
      written = quintet_game_position_to_text (game, quintet_game_get_position (game));
      g_assert_cmpstr (written, ==, showcase);
      quintet_game_get_legal_turns (game, &n_turns);
      g_assert_cmpuint (n_turns, >, 0);
      g_assert_false (g_hash_table_contains (seen, showcase));
      g_hash_table_add (seen, (gpointer) showcase);
    }
  g_assert_true (g_hash_table_size (seen) >= 2);
  {
    g_autoptr(QuintetGame) ordo = quintet_registry_new_game ("ordo");
    g_autoptr(QuintetGame) ordo_x = quintet_registry_new_game ("ordo-x");

    g_assert_nonnull (quintet_game_get_showcase (ordo));
    g_assert_nonnull (quintet_game_get_showcase (ordo_x));
  }
}

/* The same type with variant 1 is Ordo X, without the registry */
static void
test_variant_property (void)
{
  g_autoptr(QuintetGame) game = g_object_new (quintet_registry_lookup ("ordo")->get_type (),
                                              "variant", 1, NULL);
  guint n_turns;

  g_assert_cmpstr (quintet_game_get_id (game), ==, "ordo-x");
  g_assert_cmpstr (quintet_game_get_name (game), ==, "Ordo X");
  quintet_game_get_legal_turns (game, &n_turns);
  g_assert_cmpuint (n_turns, ==, 2062);   /* Ordo X's opening, not Classic's */
}

/* Every game refuses a 100 MB position text and a turn of 10,000
 * characters by their length, before its parser reads them, in each
 * entry point: from the position text, loading it, parsing or playing a
 * turn. Nothing changes; the message quotes the start of the input. */
static void
test_oversized_input (void)
{
  gsize huge_size = 100 * 1024 * 1024;
  g_autofree char *huge = g_malloc (huge_size + 1);
  g_autofree char *long_turn = g_strnfill (10000, 'a');
  const QuintetGameInfo *games;
  guint n_games;

  /* A valid start, so that only the length can refuse it */
  memset (huge, ' ', huge_size);
  huge[huge_size] = '\0';
  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetGame) game = quintet_registry_new_game (games[i].id);
      g_autofree char *start = quintet_game_position_to_text (game, quintet_game_get_position (game));
      g_autofree guint8 *position = g_malloc0 (quintet_game_get_position_size (game));
      g_autoptr(GError) error = NULL;
      QuintetMove turn;

      memcpy (huge, start, strlen (start));
      g_assert_false (quintet_game_position_from_text (game, huge, position, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      g_assert_true (g_str_has_prefix (error->message, "The position text is too long: at most 4096 bytes (“"));
      g_assert_true (g_str_has_suffix (error->message, "…”)"));
      g_assert_cmpuint (strlen (error->message), <, 300);
      g_clear_error (&error);

      g_assert_false (quintet_game_load_position (game, huge, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      g_clear_error (&error);
      memset (huge, ' ', strlen (start));

      g_assert_false (quintet_game_parse_turn (game, quintet_game_get_position (game), long_turn, &turn, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION);
      g_assert_cmpstr (error->message, ==, "The turn is too long: at most 512 bytes (“aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…”)");
      g_clear_error (&error);

      g_assert_false (quintet_game_play_notation (game, long_turn, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_NOTATION);
      g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/registry/list", test_list);
  g_test_add_func ("/registry/class-data", test_class_data);
  g_test_add_func ("/registry/variant-property", test_variant_property);
  g_test_add_func ("/registry/showcase", test_showcase);
  g_test_add_func ("/registry/oversized-input", test_oversized_input);

  return g_test_run ();
}
