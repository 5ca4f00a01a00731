/* test-overlord.c — the cases of rules/overlord.md, each naming its ruling
 *
 * Positions are written with pos(): the squares that hold pieces, each as
 * “square=stack” (bottom to top, w White, r Red), then the side to move
 * and the OV-4 counters, and turned into the position text of the rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "quintet-geometry.h"
#include "quintet-record.h"
#include "quintet-registry.h"
#include "test-engine-common.h"
#include "quintet-turn-input.h"

#define START "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w -"

static QuintetGame *
new_game (void)
{
  return quintet_registry_new_game ("overlord");
}

/* "d2=ww e2=r", 'w', "-" → the position text (a static buffer per call site is
 * not needed: the caller frees it) */
static char *
pos (const char *placements,
     char        side,
     const char *counters)
{
  g_auto(GStrv) items = g_strsplit (placements, " ", -1);
  char stacks[63][8] = { { 0 } };
  GString *text = g_string_new (NULL);

  for (guint i = 0; items[i] != NULL; i++)
    {
      guint square = (items[i][1] - '1') * 7 + (items[i][0] - 'a');

      g_assert_true (items[i][2] == '=' && square < 63);
      g_strlcpy (stacks[square], items[i] + 3, sizeof stacks[square]);
    }
  for (int rank = 8; rank >= 0; rank--)
    {
      for (guint file = 0; file < 7; file++)
        {
          const char *stack = stacks[rank * 7 + file];

          if (stack[0] == '\0')
            g_string_append_c (text, '.');
          else if (stack[1] == '\0')
            g_string_append (text, stack);
          else
            g_string_append_printf (text, "[%s]", stack);
        }
      if (rank > 0)
        g_string_append_c (text, '/');
    }
  g_string_append_printf (text, " %c %s", side, counters);
  return g_string_free (text, FALSE);
}

static guint
count_containing (GStrv       turns,
                  const char *needle)
{
  guint count = 0;

  for (guint i = 0; turns[i]; i++)
    count += strstr (turns[i], needle) != NULL;
  return count;
}

/* The turns of @position that start on @from and contain @needle */
static guint
count_from (QuintetGame *game,
            const char  *position,
            const char  *from,
            const char  *needle)
{
  g_auto(GStrv) turns = legal_turns (game, position);
  guint count = 0;

  for (guint i = 0; turns[i]; i++)
    count += g_str_has_prefix (turns[i], from) && strstr (turns[i], needle) != NULL;
  return count;
}

static gboolean
has_turn (QuintetGame *game,
          const char  *position,
          const char  *turn)
{
  g_auto(GStrv) turns = legal_turns (game, position);

  return g_strv_contains ((const char * const *) turns, turn);
}

/* Every square name, except those in @except (space-separated), each
 * written as @prefix + square: the launch targets a rule leaves open */
static char *
all_squares_but (const char *prefix,
                 const char *except)
{
  g_auto(GStrv) skip = g_strsplit (except, " ", -1);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint square = 0; square < 63; square++)
    {
      char name[3] = { 'a' + square % 7, '1' + square / 7, '\0' };

      if (!g_strv_contains ((const char * const *) skip, name))
        g_ptr_array_add (names, g_strconcat (prefix, name, NULL));
    }
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (GStrv) names->pdata);
}

static void
play (QuintetGame *game,
      const char  *turns)
{
  g_auto(GStrv) list = g_strsplit (turns, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      quintet_game_play_notation (game, list[i], &error);
      g_assert_no_error (error);
    }
}

/* ---- start ---- */

/* OV-8: 7 slides, 14 × 13 mounts, 91 ends alone (reference counts) */
static void
test_start_count (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *start = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_auto(GStrv) turns = legal_turns (game, START);

  g_assert_cmpstr (start, ==, START);
  g_assert_cmpuint (g_strv_length (turns), ==, 280);
  g_assert_cmpuint (count_containing (turns, "-"), ==, 7);
  g_assert_cmpuint (count_containing (turns, "+"), ==, 182);
  g_assert_cmpuint (count_containing (turns, "/"), ==, 91);
  g_assert_cmpstr (quintet_game_get_side_name (game, QUINTET_SIDE_1), ==, "Red");
  g_assert_cmpstr (quintet_game_get_inventor (game), ==, "Tom Bell");
  /* a rank-1 piece ends alone on any rank-3 square through the others */
  assert_turns_from (game, START, "a1/", "a1/a3 a1/b3 a1/c3 a1/d3 a1/e3 a1/f3 a1/g3");
  /* a rank-2 piece: next door is its slide, its own square is never re-entered (OV-2) */
  assert_turns_from (game, START, "d2-", "d2-d3");
  assert_turns_from (game, START, "d2/", "d2/a3 d2/b3 d2/c3 d2/e3 d2/f3 d2/g3");
}

/* OV-1: one wall zone per height, rank 5 */
static void
test_geometry (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  guint n_wall = 0;

  g_assert_cmpuint (geometry->n_cells, ==, 63);
  g_assert_cmpstr (geometry->cells[0].name, ==, "a1");
  g_assert_cmpstr (geometry->cells[62].name, ==, "g9");
  for (guint z = 0; z < geometry->n_zones; z++)
    {
      const QuintetZoneInfo *zone = &geometry->zones[z];

      g_assert_cmpuint (zone->kind, ==, QUINTET_ZONE_WALL);
      for (guint i = 0; i < zone->n_cells; i++)
        {
          const char *name = geometry->cells[zone->cells[i]].name;

          g_assert_cmpint (name[1], ==, '5');
          g_assert_cmpuint (zone->value, ==, strchr ("aceg", name[0]) != NULL ? 3 : 2);
          n_wall++;
        }
    }
  g_assert_cmpuint (n_wall, ==, 7);
}

/* ---- the kinds of turns ---- */

/* OV-8: a column next to an empty square slides or dismounts there: two
 * turns on the same clicks, told apart by notation; a lone piece only slides */
static void
test_slide_versus_dismount (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *column = pos ("d2=ww a9=r b9=r", 'w', "-");
  g_autofree char *lone = pos ("d2=w a1=w a9=r b9=r", 'w', "-");

  assert_turns_from (game, column, "d2", "d2-c2 d2-d1 d2-d3 d2-e2 d2/c2 d2/d1 d2/d3 d2/e2");
  assert_turns_from (game, lone, "d2", "d2-c2 d2-d1 d2-d3 d2-e2");
  assert_apply ("overlord", column, "d2-d3", "rr...../......./......./......./......./......./...[ww].../......./......."
                " r d31:w1,d32:w1");
  assert_apply ("overlord", column, "d2/d3", "rr...../......./......./......./......./......./...w.../...w.../......."
                " r d31:w1");
}

/* Capture: the level of the moving piece must be greater than the height
 * of the square; an empty wall square is a hostile column of its height */
static void
test_capture_height (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  /* level 2 on d4: takes the lone e4, not the 2-high c4 nor the empty 2-high d5 */
  g_autofree char *level2 = pos ("d4=ww e4=r c4=rr a9=r", 'w', "-");
  /* level 3: the empty 2-high d5 and the 2-high c4, not the 3-high e5 */
  g_autofree char *level3 = pos ("d4=www e4=r c4=rr a9=r", 'w', "-");
  /* the 3-high e5 needs level 4 */
  g_autofree char *level4 = pos ("e4=wwww a9=r b9=r", 'w', "-");
  g_autofree char *level3_e = pos ("e4=www a9=r b9=r", 'w', "-");

  assert_turns_from (game, level2, "d4", "d4-d3 d4/d3 d4xe4");
  assert_turns_from (game, level3, "d4", "d4-d3 d4/d3 d4xc4 d4xd5 d4xe4");
  assert_turns_from (game, level4, "e4x", "e4xe5");
  assert_turns_from (game, level3_e, "e4x", "");
  /* onto the wall: a lone piece on the 3-high wall square */
  assert_apply ("overlord", level4, "e4xe5",
                "rr...../......./......./......./....w../....[www]../......./......./......."
                " r e54:w1");
}

/* OV-1: the wall counts towards 5: two pieces on a 3-high square, three
 * on a 2-high one; own pieces on the wall are mounted like any column */
static void
test_wall_limit_and_mount (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  /* c5 (3 high) holds w: c4 mounts it (5 high), then takes the empty
   * wall squares next to it or dismounts; e5 holds ww (5 high): full */
  g_autofree char *position = pos ("c5=w c4=w e5=ww e6=w a9=r b9=r", 'w', "-");
  g_autoptr(GError) error = NULL;
  QuintetPositionBuffer buffer;

  assert_turns_from (game, position, "c4", "c4+c5 c4-b4 c4-c3 c4-d4 c4/c6 c4xb5 c4xd5");
  assert_turns_from (game, position, "e6", "e6-d6 e6-e7 e6-f6");
  /* a wall piece dismounts, never slides */
  assert_turns_from (game, position, "c5", "c5+c4 c5/b4 c5/c3 c5/c6 c5/d4 c5xb5 c5xd5");
  g_assert_false (quintet_game_position_from_text (game, "......./......./......./......./[www]....../......./......./......./......."
                                                   " w -", &buffer, &error));
  g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
  g_assert_nonnull (strstr (error->message, "a5 holds 3 pieces on a 3-high wall"));
}

/* OV-2 and OV-8: chains over own columns end in a mount, a dismount or
 * a capture of an empty wall square; routes that end the same way are
 * one turn; the chain never enters a square twice, its start included */
static void
test_chains (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  /* a ring of own pieces: b3, c3, c4=ww, b4 around nothing; d3 next to c3 */
  g_autofree char *ring = pos ("b3=w c3=w c4=ww b4=w a1=r a9=r", 'w', "-");
  g_auto(GStrv) turns = legal_turns (game, ring);

  /* b3 reaches c3, c4, b4 by mounts (two routes each to c4: one turn) */
  assert_turns_from (game, ring, "b3+", "b3+b4 b3+c3 b3+c4");
  /* and alone on every empty square next to them, the next-door ones as slides */
  assert_turns_from (game, ring, "b3/", "b3/a4 b3/c2 b3/d3 b3/d4");
  assert_turns_from (game, ring, "b3-", "b3-a3 b3-b2");
  /* no wall capture: from b4 the piece is at level 2, not above the
   * 2-high b5; from c4 at level 3, not above the 3-high c5 */
  assert_turns_from (game, ring, "b3x", "");
  /* each turn is listed once */
  for (guint i = 1; turns[i] != NULL; i++)
    g_assert_cmpstr (turns[i - 1], !=, turns[i]);
  /* the spec's example: c4+c5xd5 is written c4xd5 (level 5 on c5) */
  {
    g_autofree char *wall = pos ("c4=w c5=w a9=r b9=r", 'w', "-");

    g_assert_true (has_turn (game, wall, "c4xd5"));
    g_assert_true (has_turn (game, wall, "c4xb5"));
    assert_apply ("overlord", wall, "c4xd5",
                  "rr...../......./......./......./..ww.../......./......./......./......."
                  " r d53:w1");
  }
}

/* ---- launches (OV-8) ---- */

/* A slide onto the furthest rank, declined or launched; a lone piece's
 * launch is the piece going from its start; a column's keeps c8-c9 */
static void
test_launch_from_slide (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *lone = pos ("c8=w a1=w a9=r g9=r", 'w', "-");
  g_autofree char *column = pos ("c8=ww a1=w a9=r g9=r", 'w', "-");
  /* ordinary ends of the lone c8: b8, d8, c7, c9 (slides) */
  g_autofree char *lone_launches = all_squares_but ("c8@", "c8 b8 d8 c7 c9");
  g_autofree char *column_launches = all_squares_but ("c8-c9@", "c8 c9");

  assert_turns_from (game, lone, "c8@", lone_launches);
  g_assert_true (has_turn (game, lone, "c8-c9"));   /* declined */
  g_assert_true (has_turn (game, lone, "c8@e5"));   /* onto the empty wall */
  assert_turns_from (game, column, "c8-c9@", column_launches);
  assert_apply ("overlord", column, "c8-c9@c5",
                "r.w...r/......./......./......./..w..../......./......./......./w......"
                " r c91:w1,c54:w1");
  assert_apply ("overlord", lone, "c8@e5",
                "r.....r/......./......./......./....w../......./......./......./w......"
                " r e54:w1");
}

/* Launch after a mount, a dismount, a capture and a chain's last step;
 * never onto a square an ordinary turn of the piece reaches */
static void
test_launch_from_every_move (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  /* mount c8+c9 (c9 own), capture d8xd9, dismount e8/e9, chain f7+f8+… */
  g_autofree char *mount = pos ("c8=w c9=w a1=w a9=r", 'w', "-");
  g_autofree char *capture = pos ("d8=ww d9=r a1=w a9=r", 'w', "-");
  g_autofree char *chain = pos ("f7=w f8=w a1=w a9=r b9=r", 'w', "-");

  g_assert_true (has_turn (game, mount, "c8+c9"));
  g_assert_true (has_turn (game, mount, "c8@e1"));
  g_assert_false (has_turn (game, mount, "c8@c9"));    /* it is c8+c9 */
  g_assert_false (has_turn (game, mount, "c8@b8"));    /* it is c8-b8 */
  /* the capture made on the way is released (OV-8) */
  g_assert_true (has_turn (game, capture, "d8xd9"));
  assert_apply ("overlord", capture, "d8@d4",
                "r..r.../...w.../......./......./......./...w.../......./......./w......"
                " r d41:w1");
  /* the dismount d8/d9 launches too: d8@ lists every other square */
  g_assert_cmpuint (count_from (game, capture, "d8@", "@"), ==, 63 - 5);   /* not d8 d9 c8 e8 d7 */
  /* f7+f8 then f8/f9: the chain's last step goes from rank 8 to 9 */
  g_assert_true (has_turn (game, chain, "f7/f9"));
  g_assert_true (has_turn (game, chain, "f7@a5"));
  /* the piece on f8 launches by itself too (f8/f9) */
  g_assert_cmpuint (count_from (game, chain, "f8@", "@"), >, 0);
}

/* A piece on the furthest rank does not launch by moving along it, only
 * after leaving it and coming back (OV-2: not onto its own square) */
static void
test_no_launch_from_furthest_rank (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *along = pos ("c9=w d9=w a1=w a9=r", 'w', "-");
  g_autofree char *back = pos ("c9=w c8=w d8=w a1=w a9=r", 'w', "-");
  g_autofree char *back_launches = all_squares_but ("c9@", "c9 c8 d8 b8 b9 c7 d7 e8 d9");

  /* c9+d9+d8 cannot come back onto d9 (OV-2): no launch at all */
  g_autofree char *through = pos ("c9=w d9=w d8=w a1=w a9=r b9=r", 'w', "-");

  assert_turns_from (game, along, "c9", "c9+d9 c9-b9 c9-c8 c9/d8 c9/e9");
  assert_turns_from (game, through, "c9", "c9+d8 c9+d9 c9-c8 c9/d7 c9/e8 c9/e9");
  /* c9+c8+d8/d9 goes from rank 8 onto rank 9 (its outcome is the slide c9-d9) */
  g_assert_true (has_turn (game, back, "c9-d9"));
  assert_turns_from (game, back, "c9@", back_launches);
}

/* Launch targets: any square but the start and where it stands, the wall
 * too, at most 5 high after */
static void
test_launch_onto_wall (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos ("c8=w a5=ww b5=w d5=rrr a1=w a9=r b9=r", 'w', "-");

  g_assert_false (has_turn (game, position, "c8@a5"));   /* 3 + 2 + 1 > 5 */
  g_assert_true (has_turn (game, position, "c8@b5"));    /* 2 + 1 + 1 */
  g_assert_false (has_turn (game, position, "c8@d5"));   /* 2 + 3 + 1 > 5 */
  g_assert_true (has_turn (game, position, "c8@e5"));    /* empty, 3 high */
  assert_apply ("overlord", position, "c8@b5",
                "rr...../......./......./......./[ww][ww].[rrr].../......./......./......./w......"
                " r b54:w1");
}

/* ---- control ---- */

/* A dismount releases the captured piece under it; a capture and a
 * promotion change who controls a column */
static void
test_control_changes (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *captured = pos ("d4=rw a1=w a9=r b9=r", 'w', "-");

  assert_apply ("overlord", captured, "d4/d3",
                "rr...../......./......./......./......./...r.../...w.../......./w......"
                " r d31:w1");
  /* no slide onto the wall */
  assert_turns_from (game, captured, "d4", "d4-c4 d4-d3 d4-e4 d4/c4 d4/d3 d4/e4 d4^");
}

/* OV-3: a promotion puts the bottom piece on top, only on a column of
 * both colours; on the wall the lowest piece, never the wall */
static void
test_promotion (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *mixed = pos ("d4=rw a1=w a9=r b9=r", 'w', "-");
  g_autofree char *plain = pos ("d4=ww a1=w a9=r b9=r", 'w', "-");
  g_autofree char *wall = pos ("d5=rww a1=w a9=r b9=r", 'w', "-");

  assert_apply ("overlord", mixed, "d4^",
                "rr...../......./......./......./......./...[wr].../......./......./w......"
                " r -");
  g_assert_false (has_turn (game, plain, "d4^"));
  assert_apply ("overlord", wall, "d5^",
                "rr...../......./......./......./...[wwr].../......./......./......./w......"
                " r -");
}

/* ---- OV-4 ---- */

/* The source's example: a chain onto a column, the column slid, its top
 * piece captures; the next turn neither the column nor that piece may
 * move, but another piece may mount the column */
static void
test_three_moves_source_example (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos ("b2=w c2=w d2=ww d4=r a1=w a9=r b9=r c9=r", 'w', "-");
  guint n_turns;
  const QuintetMove *turns;
  g_autofree char *text = NULL;
  QuintetCellView views[63];

  g_assert_true (quintet_game_load_position (game, position, NULL));
  play (game, "b2+d2 a9-a8 d2-d3 a8-a7 d3xd4 a7-a6");
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (text, ==, ".rr..../......./......./r....../......./...[rw].../...[ww].../..w..../w......"
                   " w a61:r3,d42:w3");
  turns = quintet_game_get_legal_turns (game, &n_turns);
  for (guint i = 0; i < n_turns; i++)
    g_assert_cmpuint (turns[i].path[0], !=, 3 * 7 + 3);   /* nothing from d4 */
  g_assert_false (quintet_game_play_notation (game, "d4-d5", NULL));
  g_assert_false (quintet_game_play_notation (game, "d4/e4", NULL));
  g_assert_false (quintet_game_play_notation (game, "d4^", NULL));
  /* the board shows the frozen piece */
  quintet_game_describe_position (game, quintet_game_get_position (game), views);
  g_assert_cmpuint (views[3 * 7 + 3].frozen, ==, 1 << 1);
  g_assert_cmpuint (views[2 * 7 + 3].frozen, ==, 0);
  /* mounting onto it is not moving it */
  play (game, "d3+d4 b9-b8");
  g_free (text);
  text = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (text, ==, "..r..../.r...../......./r....../......./...[rww].../...w.../..w..../w......"
                   " w b81:r1,d43:w1");
  /* a turn without it: it may move again */
  g_assert_true (quintet_game_play_notation (game, "d4-e4", NULL));
}

/* Counts are per controller: a piece White moved three times is free for
 * Red once Red controls it; a piece that does not move on its
 * controller's turn starts again from zero */
static void
test_three_moves_change_controller (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos ("d8=rw e8=rrr a1=w b1=w a9=r", 'r', "d81:w3,d82:w3");
  g_autofree char *after = NULL;

  g_assert_true (quintet_game_load_position (game, position, NULL));
  play (game, "e8xd8");
  after = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (after, ==, "r....../...[rwr][rr]../......./......./......./......./......./......./ww....."
                   " w d83:r1");
  play (game, "a1-a2");
  /* the whole column, with the piece White moved three times, may move for Red */
  g_assert_true (quintet_game_play_notation (game, "d8-d7", NULL));
  g_free (after);
  after = quintet_game_position_to_text (game, quintet_game_get_position (game));
  g_assert_cmpstr (after, ==, "r....../....[rr]../...[rwr].../......./......./......./......./w....../.w....."
                   " w d71:r1,d72:r1,d73:r2,a21:w1");
}

/* ---- end of the game ---- */

/* OV-5: the opponent is checked first, then the mover */
static void
test_wins (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *take_second = pos ("d4=ww d3=r a9=r a1=w", 'w', "-");
  g_autofree char *hand_over = pos ("d4=rww a9=r b9=r", 'w', "-");
  g_autofree char *both = pos ("d4=wrw d3=rr", 'w', "-");
  QuintetOutcome outcome;

  g_assert_true (quintet_game_load_position (game, take_second, NULL));
  play (game, "d4xd3");
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
  {
    g_autofree char *reason = quintet_game_describe_outcome (game);

    g_assert_cmpstr (reason, ==, "White wins: all Red pieces but one are captured");
  }

  /* the promotion hands the column over: White is left with none */
  g_assert_true (quintet_game_load_position (game, hand_over, NULL));
  play (game, "d4^");
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_1);

  /* both at one after the turn: the mover wins */
  g_assert_true (quintet_game_load_position (game, both, NULL));
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play (game, "d4xd3");
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_0);
}

/* OV-6: no legal turn loses (here: every piece moved three turns running) */
static void
test_no_move_loses (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos ("a1=w g1=w a9=r g9=r", 'w', "a11:w3,g11:w3");
  QuintetOutcome outcome;
  g_autofree char *reason = NULL;

  g_assert_true (quintet_game_load_position (game, position, NULL));
  outcome = quintet_game_get_outcome (game);
  g_assert_cmpint (outcome.status, ==, QUINTET_STATUS_WIN);
  g_assert_cmpint (outcome.winner, ==, QUINTET_SIDE_1);
  g_assert_cmpint (outcome.reason, ==, QUINTET_REASON_NO_MOVE);
  reason = quintet_game_describe_outcome (game);
  g_assert_cmpstr (reason, ==, "Red wins: White cannot move");
}

/* OV-7 (house rule): the third occurrence of a position draws; the
 * counters are part of the position, so two pieces take turns */
static void
test_repetition_draw (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos ("a1=w g1=w a9=r g9=r", 'w', "-");
  const char *cycle = "a1-a2 a9-a8 a2-a1 a8-a9 g1-g2 g9-g8 g2-g1 g8-g9 ";
  g_autofree char *turns = g_strconcat (cycle, cycle, "a1-a2", NULL);

  /* the position after a1-a2 a9-a8 comes back after 8 and 16 more turns */
  g_assert_true (quintet_game_load_position (game, position, NULL));
  play (game, turns);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play (game, "a9-a8");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_REPETITION);
}

/* ---- OV-7: no progress ---- */

/* Uncaptured pieces (OV-5's count) of White and Red, read from a position
 * text: each stack's pieces of its top piece's colour */
static void
count_uncaptured (const char *text,
                  guint      *counts)
{
  counts[0] = counts[1] = 0;
  for (const char *c = text; *c != ' '; c++)
    {
      const char *stack = c, *end = c;

      if (*c == '[')
        {
          stack = c + 1;
          end = strchr (c, ']') - 1;
          c = end + 1;
        }
      if (*end != 'w' && *end != 'r')
        continue;
      for (const char *piece = stack; piece <= end; piece++)
        counts[*end == 'r'] += *piece == *end;
    }
}

/* OV-7: a turn that can change neither count: no capture, no launch
 * (which may capture), no promotion, none from or onto the squares named
 * with the text @data (a column of both colours, whose top piece leaving
 * would free the one below) */
static gboolean
is_quiet (const char   *notation,
          gconstpointer data)
{
  return strpbrk (notation, "x@^") == NULL && (data == NULL || strstr (notation, data) == NULL);
}

static void
play_quiet_turns (QuintetGame *game,
                  guint        count,
                  const char  *avoid)
{
  play_quiet_turns_where (game, count, is_quiet, avoid);
}

static void
assert_no_progress_draw (QuintetGame *game)
{
  g_autofree char *reason = quintet_game_describe_outcome (game);

  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_DRAW);
  g_assert_cmpint (quintet_game_get_outcome (game).reason, ==, QUINTET_REASON_NO_PROGRESS);
  g_assert_cmpstr (reason, ==, "Draw: 100 turns without a piece captured or freed");
}

/* Four pieces a side far apart, and White's column d4 holding a buried
 * Red piece: the quiet turns stay away from it */
#define QUIET_PIECES "a1=w c1=w e1=w g1=w a9=r c9=r e9=r g9=r"

/* OV-7: the 100th turn in a row that changes neither count draws, the
 * 99th does not */
static void
test_no_progress_draw (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos (QUIET_PIECES, 'w', "-");

  g_assert_true (quintet_game_load_position (game, position, NULL));
  play_quiet_turns (game, 99, NULL);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, NULL);
  assert_no_progress_draw (game);
}

/* OV-7: after 60 quiet turns, @turn (which changes a count) starts the
 * count again: 99 more quiet turns go on, the 100th draws */
static void
assert_turn_restarts_count (const char *placements,
                            const char *turn)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos (placements, 'w', "-");
  g_autoptr(GError) error = NULL;

  g_assert_true (quintet_game_load_position (game, position, NULL));
  play_quiet_turns (game, 60, "d");
  g_assert_true (quintet_game_play_notation (game, turn, &error));
  g_assert_no_error (error);
  play_quiet_turns (game, 99, "d");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, "d");
  assert_no_progress_draw (game);
}

static void
test_no_progress_burial_restarts (void)
{
  /* d4xd3: White's top piece buries Red's */
  assert_turn_restarts_count (QUIET_PIECES " d4=ww d3=r", "d4xd3");
}

static void
test_no_progress_release_restarts (void)
{
  /* d4/d3: White's top piece leaves, the Red piece under it is free */
  assert_turn_restarts_count (QUIET_PIECES " d4=rw", "d4/d3");
}

static void
test_no_progress_promotion_restarts (void)
{
  /* d4^: the Red piece at the bottom goes on top and the column is Red's */
  assert_turn_restarts_count (QUIET_PIECES " d4=rw", "d4^");
}

/* OV-7: the count lives in the history: undo and redo keep it, and a
 * record read back has it */
static void
test_no_progress_undo_redo_record (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *position = pos (QUIET_PIECES, 'w', "-");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QuintetRecord *record, *read;

  g_assert_true (quintet_game_load_position (game, position, NULL));
  play_quiet_turns (game, 99, NULL);
  quintet_game_undo (game);
  quintet_game_undo (game);
  quintet_game_redo (game);
  quintet_game_redo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (game, 1, NULL);
  assert_no_progress_draw (game);
  quintet_game_undo (game);
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_ONGOING);
  quintet_game_redo (game);
  assert_no_progress_draw (game);

  /* a record of the 99 quiet turns reads back one turn short of the draw */
  quintet_game_undo (game);
  record = quintet_record_new (game);
  text = quintet_record_to_text (record);
  quintet_record_free (record);
  read = quintet_record_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (quintet_game_get_n_turns (quintet_record_get_game (read)), ==, 99);
  g_assert_cmpint (quintet_game_get_outcome (quintet_record_get_game (read)).status, ==, QUINTET_STATUS_ONGOING);
  play_quiet_turns (quintet_record_get_game (read), 1, NULL);
  assert_no_progress_draw (quintet_record_get_game (read));
  quintet_record_free (read);

  /* and the drawn game's record says why, and reads back drawn */
  g_clear_pointer (&text, g_free);
  quintet_game_redo (game);
  record = quintet_record_new (game);
  text = quintet_record_to_text (record);
  quintet_record_free (record);
  g_assert_nonnull (strstr (text, "[Termination \"Draw: 100 turns without a piece captured or freed\"]"));
  read = quintet_record_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  assert_no_progress_draw (quintet_record_get_game (read));
  quintet_record_free (read);
}

/* OV-7: in random games, a turn restarts the count exactly when it
 * changes either side's number of uncaptured pieces */
static void
test_progress_is_a_count_change (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  QuintetGameClass *klass = QUINTET_GAME_GET_CLASS (game);
  g_autoptr(GRand) random = g_rand_new_with_seed (7);
  guint n_progress = 0, n_quiet = 0;

  for (guint played = 0; played < 200; played++)
    {
      QuintetPositionBuffer position;

      quintet_game_start_position (game, QUINTET_SIDE_0, &position);
      for (guint ply = 0; ply < 300; ply++)
        {
          QuintetPositionBuffer after = position;
          g_autofree char *before_text = quintet_game_position_to_text (game, &position);
          g_autofree char *after_text = NULL;
          guint before[2], now[2];
          QuintetMove turn;
          gboolean progress;

          if (quintet_game_random_turn (game, &position, g_rand_int (random), &turn) == 0)
            break;
          quintet_game_make_turn (game, &after, &turn);
          after_text = quintet_game_position_to_text (game, &after);
          count_uncaptured (before_text, before);
          count_uncaptured (after_text, now);
          progress = before[0] != now[0] || before[1] != now[1];
          if (klass->is_progress (game, &position, &turn) != progress)
            g_error ("%s, %s: is_progress says %d", before_text,
                     quintet_game_format_turn (game, &position, &turn), !progress);
          n_progress += progress;
          n_quiet += !progress;
          position = after;
          if (now[0] <= 1 || now[1] <= 1)
            break;
        }
    }
  /* both kinds were met often */
  g_assert_cmpuint (n_progress, >, 100);
  g_assert_cmpuint (n_quiet, >, 1000);
}

/* ---- input ---- */

static QuintetCell
cell (const char *name)
{
  return (name[1] - '1') * 7 + (name[0] - 'a');
}

/* Clicks: source then end; slide and dismount share them (the chooser);
 * a promotion is the column clicked twice; after a move onto the
 * furthest rank every launch target may follow, or the turn ends there */
static void
test_clicks (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  g_autofree char *column = pos ("c8=ww d4=rw a1=w a9=r g9=r", 'w', "-");
  g_autoptr(QuintetTurnInput) input = NULL;
  const QuintetMove *complete;
  guint n_turns, n_complete;
  const QuintetMove *turns;
  g_autofree char *guidance = NULL;

  g_assert_true (quintet_game_load_position (game, column, NULL));
  turns = quintet_game_get_legal_turns (game, &n_turns);
  input = quintet_turn_input_new (game, quintet_game_get_position (game), turns, n_turns);

  /* OV-8: c8 c9 is the slide and the dismount, and launches may follow */
  g_assert_cmpint (quintet_turn_input_press (input, cell ("c8")), ==, QUINTET_PRESS_CONTINUED);
  g_assert_cmpint (quintet_turn_input_press (input, cell ("c9")), ==, QUINTET_PRESS_CONTINUED);
  complete = quintet_turn_input_get_complete (input, &n_complete);
  g_assert_cmpuint (n_complete, ==, 2);
  {
    g_autofree char *first = quintet_game_format_turn (game, quintet_game_get_position (game), &complete[0]);
    g_autofree char *second = quintet_game_format_turn (game, quintet_game_get_position (game), &complete[1]);

    g_autofree char *first_words = quintet_game_describe_turn (game, quintet_game_get_position (game), &complete[0]);
    g_autofree char *second_words = quintet_game_describe_turn (game, quintet_game_get_position (game), &complete[1]);

    g_assert_cmpstr (first, ==, "c8-c9");
    g_assert_cmpstr (second, ==, "c8/c9");
    /* the chooser's words */
    g_assert_cmpstr (first_words, ==, "Move the whole column");
    g_assert_cmpstr (second_words, ==, "Move the top piece");
  }
  g_assert_true (quintet_turn_input_can_go_on (input));
  guidance = quintet_game_describe_clicks (game, quintet_game_get_position (game),
                                           quintet_turn_input_get_clicks (input, NULL), 2, TRUE);
  g_assert_cmpstr (guidance, ==, "Choose a square to launch the piece to, or end the turn here");
  /* the board shows the piece on c9 while the target is chosen */
  {
    QuintetPositionBuffer preview;
    g_autofree char *text = NULL;

    g_assert_true (quintet_game_preview_path (game, quintet_game_get_position (game),
                                              quintet_turn_input_get_clicks (input, NULL), 2, &preview));
    text = quintet_game_position_to_text (game, &preview);
    g_assert_cmpstr (text, ==, "r.w...r/..w..../......./......./......./...[rw].../......./......./w......"
                     " w c91:w1");
  }
  /* the launch onto e5: the column's (c8-c9@e5) or the piece's (c8@e5) */
  g_assert_cmpint (quintet_turn_input_press (input, cell ("e5")), ==, QUINTET_PRESS_FINISHED);
  complete = quintet_turn_input_get_complete (input, &n_complete);
  g_assert_cmpuint (n_complete, ==, 2);
  {
    g_autofree char *first = quintet_game_format_turn (game, quintet_game_get_position (game), &complete[0]);
    g_autofree char *second = quintet_game_format_turn (game, quintet_game_get_position (game), &complete[1]);

    g_assert_cmpstr (first, ==, "c8@e5");
    g_assert_cmpstr (second, ==, "c8-c9@e5");
  }

  /* OV-3: d4 d4 is the promotion */
  quintet_turn_input_cancel (input);
  g_assert_cmpint (quintet_turn_input_press (input, cell ("d4")), ==, QUINTET_PRESS_CONTINUED);
  g_assert_cmpint (quintet_turn_input_press (input, cell ("d4")), ==, QUINTET_PRESS_FINISHED);
  complete = quintet_turn_input_get_complete (input, &n_complete);
  g_assert_cmpuint (n_complete, ==, 1);
  g_assert_cmpuint (complete[0].path[0], ==, cell ("d4"));
  g_assert_cmpuint (complete[0].path[1], ==, cell ("d4"));
}

/* Every legal turn of positions full of launches, chains, wall pieces
 * and promotions is made by each of its click paths */
static void
test_every_turn_clickable (void)
{
  static const char *positions[] = {
    "r..r[rr]../..[ww]w..r/....w../......./......./......./......./..r...[wr]/.[rw]....w w -",
    "......./w....../......r/......./.....[rw]./....r../......./..[rr]r.../...w[ww].."
    " r c21:r1,c22:r2,d21:r3,e11:w1,e12:w2",
    "......./.....[rr]r/..r[wrr][rr]../.[rw]..w.[rr]/w.[ww]..r./..w[ww]w../..[rwww]w.../......./......."
    " w -",
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      guint n_turns;
      const QuintetMove *turns;
      gconstpointer position;

      g_assert_true (quintet_game_load_position (game, positions[p], NULL));
      position = quintet_game_get_position (game);
      turns = quintet_game_get_legal_turns (game, &n_turns);
      g_test_message ("%u turns", n_turns);
      g_assert_cmpuint (n_turns, >, 50);
      for (guint i = 0; i < n_turns; i++)
        {
          guint n_paths = quintet_game_turn_paths (game, position, &turns[i], NULL, 0);
          g_autofree QuintetMove *paths = g_new (QuintetMove, n_paths);

          quintet_game_turn_paths (game, position, &turns[i], paths, n_paths);
          g_assert_cmpuint (n_paths, >=, 1);
          g_assert_true (quintet_move_equal (&paths[0], &turns[i]));   /* its own path first */
          for (guint k = 0; k < n_paths; k++)
            {
              g_autoptr(QuintetTurnInput) input = quintet_turn_input_new (game, position, turns, n_turns);
              const QuintetMove *complete;
              guint n_complete;
              gboolean found = FALSE;

              for (guint c = 0; c < paths[k].length; c++)
                g_assert_true (quintet_turn_input_click (input, paths[k].path[c]));
              complete = quintet_turn_input_get_complete (input, &n_complete);
              for (guint j = 0; j < n_complete; j++)
                found |= quintet_move_equal (&complete[j], &turns[i]);
              g_assert_true (found);
            }
        }
    }
}

/* ---- text ---- */

static void
test_bad_input (void)
{
  static const struct { const char *text; const char *message; } positions[] = {
    /* issue 15: the message names the fault: how many ranks, which rank */
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww w -",
      "the board has 8 ranks: it needs 9 ranks of 7 squares, separated by “/”" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwww w -", "rank 1 has 6 squares, not 7 (character 70)" },
    { "rrrrrrr/rrrrrrr/....../......./......./......./......./wwwwwww/wwwwwww w -", "rank 7 has 6 squares, not 7 (character 23)" },
    { "rrrrrrr/rrrrrrr/......../......./......./......./......./wwwwwww/wwwwwww w -", "7 squares" },
    { "rrrrrrr/rrrrrrr/[w]....../......./......./......./......./wwwwwww/wwwwwww w -", "2 to 5" },
    { "rrrrrrr/rrrrrrr/[wwwwww]....../......./......./......./......./wwwwwww/wwwwwww w -", "at most 5" },
    { "rrrrrrr/rrrrrrr/x....../......./......./......./......./wwwwwww/wwwwwww w -", "unexpected “x”" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww b -", "“w” or “r”" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w", "single spaces" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w a12:w1", "no piece at that level" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w a11:r1", "player on top" },
    { "rrrrrrr/rrrrrrr/......./......./......./......./......./wwwwwww/wwwwwww w a11:w4", "from 1 to 3" },
    { "rrrrrrr/rrrrrrr/w....../......./......./......./......./wwwwwww/wwwwwww w -", "a side has 14" },
  };
  static const struct { const char *text; const char *message; } notations[] = {
    { "d2", "at character 3" },
    { "d2-d3x", "unexpected text at character 6" },
    { "d2-z3", "expected a square from a1 to g9 at character 4" },
    { "d4-d5", "d4 has no piece of White on top" },
    { "d2/d3", "write “d2-d3”" },
    /* issue 15: the rule that refuses it, where one rule alone does */
    { "d2^", "“d2^”: a promotion needs a column that holds both colours (OV-3)" },
    { "a2-a4", "“a2-a4”: a slide goes one square forward, backward or sideways, never diagonally" },
    { "d2@d5", "not a legal turn" },
  };
  g_autoptr(QuintetGame) game = new_game ();

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr(GError) error = NULL;
      QuintetPositionBuffer buffer;

      g_assert_false (quintet_game_position_from_text (game, positions[i].text, &buffer, &error));
      g_assert_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_POSITION);
      if (strstr (error->message, positions[i].message) == NULL)
        g_error ("“%s”: %s", positions[i].message, error->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (notations); i++)
    {
      g_autoptr(GError) error = NULL;
      QuintetMove turn;

      g_assert_false (quintet_game_parse_turn (game, quintet_game_get_position (game), notations[i].text,
                                               &turn, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, notations[i].message) == NULL)
        g_error ("“%s”: %s", notations[i].message, error->message);
    }
}

/* The animation of a turn: a chain travels its route square by square
 * though only its ends are clicked, a launched piece flies to its target
 * in an arc, a promotion lifts the bottom piece to the top. */
static void
test_path_motions (void)
{
  g_autoptr(QuintetGame) game = new_game ();
  const QuintetGeometry *geometry = quintet_game_get_geometry (game);
  g_autofree char *chain = pos ("d2=w e2=w f2=w a9=r", 'w', "-");
  g_autofree char *launch = pos ("c8=w a9=r b9=r", 'w', "-");
  g_autofree char *column = pos ("d2=rw a9=r", 'w', "-");
  QuintetMotion motions[QUINTET_MAX_MOTIONS];
  QuintetCell cells[3];
  g_autoptr(GError) error = NULL;
#define CELL(name) quintet_geometry_find_cell (geometry, name)

  /* d2+f2: over e2, then onto f2 */
  g_assert_true (quintet_game_load_position (game, chain, &error));
  g_assert_no_error (error);
  cells[0] = CELL ("d2");
  cells[1] = CELL ("f2");
  g_assert_cmpuint (quintet_game_path_motions (game, quintet_game_get_position (game), cells, 2,
                                               motions, G_N_ELEMENTS (motions)), ==, 2);
  g_assert_cmpuint (motions[0].from, ==, CELL ("d2"));
  g_assert_cmpuint (motions[0].to, ==, CELL ("e2"));
  g_assert_cmpuint (motions[0].step, ==, 0);
  g_assert_cmpuint (motions[1].from, ==, CELL ("e2"));
  g_assert_cmpuint (motions[1].to, ==, CELL ("f2"));
  g_assert_cmpuint (motions[1].step, ==, 1);
  g_assert_cmpuint (motions[1].kind, ==, QUINTET_MOTION_STEP);

  /* c8@e5: onto c9, then in an arc to e5 */
  g_assert_true (quintet_game_load_position (game, launch, &error));
  g_assert_no_error (error);
  cells[0] = CELL ("c8");
  cells[1] = CELL ("c9");
  cells[2] = CELL ("e5");
  g_assert_cmpuint (quintet_game_path_motions (game, quintet_game_get_position (game), cells, 3,
                                               motions, G_N_ELEMENTS (motions)), ==, 2);
  g_assert_cmpuint (motions[0].to, ==, CELL ("c9"));
  g_assert_cmpuint (motions[0].kind, ==, QUINTET_MOTION_STEP);
  g_assert_cmpuint (motions[1].from, ==, CELL ("c9"));
  g_assert_cmpuint (motions[1].to, ==, CELL ("e5"));
  g_assert_cmpuint (motions[1].step, ==, 1);
  g_assert_cmpuint (motions[1].kind, ==, QUINTET_MOTION_ARC);

  /* d2^ (OV-3) */
  g_assert_true (quintet_game_load_position (game, column, &error));
  g_assert_no_error (error);
  cells[0] = cells[1] = CELL ("d2");
  g_assert_cmpuint (quintet_game_path_motions (game, quintet_game_get_position (game), cells, 2,
                                               motions, G_N_ELEMENTS (motions)), ==, 1);
  g_assert_cmpuint (motions[0].from, ==, CELL ("d2"));
  g_assert_cmpuint (motions[0].to, ==, CELL ("d2"));
  g_assert_cmpuint (motions[0].kind, ==, QUINTET_MOTION_LIFT);
#undef CELL
}

static void
test_tiny_capacity_counts_every_turn (void)
{
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("overlord");

  assert_counts_past_capacity (game, START, 280);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/overlord/start/OV-8-count-280", test_start_count);
  g_test_add_func ("/overlord/limits/tiny-capacity-counts-every-turn", test_tiny_capacity_counts_every_turn);
  g_test_add_func ("/overlord/start/OV-1-wall-zones", test_geometry);
  g_test_add_func ("/overlord/turns/OV-8-slide-versus-dismount", test_slide_versus_dismount);
  g_test_add_func ("/overlord/turns/capture-height-and-empty-wall", test_capture_height);
  g_test_add_func ("/overlord/turns/OV-1-five-high-with-wall-and-mounting-the-wall", test_wall_limit_and_mount);
  g_test_add_func ("/overlord/turns/OV-2-OV-8-chains-one-turn-per-outcome", test_chains);
  g_test_add_func ("/overlord/launch/OV-8-from-a-slide-or-declined", test_launch_from_slide);
  g_test_add_func ("/overlord/launch/OV-8-from-every-move-type", test_launch_from_every_move);
  g_test_add_func ("/overlord/launch/OV-2-not-from-the-furthest-rank", test_no_launch_from_furthest_rank);
  g_test_add_func ("/overlord/launch/onto-the-wall", test_launch_onto_wall);
  g_test_add_func ("/overlord/control/dismount-releases-and-control-changes", test_control_changes);
  g_test_add_func ("/overlord/control/OV-3-promotion", test_promotion);
  g_test_add_func ("/overlord/OV-4/source-example", test_three_moves_source_example);
  g_test_add_func ("/overlord/OV-4/per-controller", test_three_moves_change_controller);
  g_test_add_func ("/overlord/end/OV-5-wins", test_wins);
  g_test_add_func ("/overlord/end/OV-6-no-move-loses", test_no_move_loses);
  g_test_add_func ("/overlord/end/OV-7-repetition-draw", test_repetition_draw);
  g_test_add_func ("/overlord/end/OV-7-no-progress-draw-on-the-100th", test_no_progress_draw);
  g_test_add_func ("/overlord/end/OV-7-burial-restarts-count", test_no_progress_burial_restarts);
  g_test_add_func ("/overlord/end/OV-7-release-restarts-count", test_no_progress_release_restarts);
  g_test_add_func ("/overlord/end/OV-7-promotion-restarts-count", test_no_progress_promotion_restarts);
  g_test_add_func ("/overlord/end/OV-7-count-survives-undo-redo-record", test_no_progress_undo_redo_record);
  g_test_add_func ("/overlord/end/OV-7-progress-is-a-count-change", test_progress_is_a_count_change);
  g_test_add_func ("/overlord/input/OV-8-clicks-chooser-launch-promotion", test_clicks);
  g_test_add_func ("/overlord/input/every-turn-clickable", test_every_turn_clickable);
  g_test_add_func ("/overlord/input/path-motions", test_path_motions);
  g_test_add_func ("/overlord/text/bad-input", test_bad_input);

  return g_test_run ();
}
