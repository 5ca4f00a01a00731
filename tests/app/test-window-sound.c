/* test-window-sound.c — the sounds the window plays (issue 31), counted
 * through its QuintetSound: a move, a capture (Pressman, Ordo, Opprimo),
 * the game's end, a refused click; none while switched off; none while
 * the window is unfocused, but for the computer's turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-board-view.h"
#include "quintet-lesson-page.h"
#include "quintet-lesson.h"
#include "quintet-puzzle-page.h"
#include "quintet-settings.h"
#include "quintet-sound.h"
#include "test-window-common.h"

static const char * const event_names[QUINTET_N_SOUNDS] = {
  [QUINTET_SOUND_MOVE] = "move",
  [QUINTET_SOUND_CAPTURE] = "capture",
  [QUINTET_SOUND_END] = "end",
  [QUINTET_SOUND_ILLEGAL] = "illegal",
};

/* The sounds played, as "move capture end" */
typedef struct {
  GString *played;
} Heard;

static void
played_cb (QuintetSound *sound,
           int           event,
           Heard        *heard)
{
  g_assert_cmpint (event, >=, 0);
  g_assert_cmpint (event, <, QUINTET_N_SOUNDS);
  if (heard->played->len > 0)
    g_string_append_c (heard->played, ' ');
  g_string_append (heard->played, event_names[event]);
}

/* Takes what was heard since the last call */
static char *
take_heard (Heard *heard)
{
  char *played = g_strdup (heard->played->str);

  g_string_truncate (heard->played, 0);
  return played;
}

#define assert_heard(heard, expected) \
  G_STMT_START { \
    g_autofree char *played_ = take_heard (heard); \
    g_assert_cmpstr (played_, ==, (expected)); \
  } G_STMT_END

static QuintetBoardView *
get_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

/* A window playing @game_id from @position, its sounds heard as if it
 * had the focus (@focus) */
static QuintetWindow *
sound_window (const char        *game_id,
              const char        *position,
              QuintetSoundFocus  focus,
              Heard             *heard)
{
  QuintetWindow *window = new_game_window (game_id);
  QuintetSound *sound = quintet_window_get_sound (window);
  g_autoptr(GError) error = NULL;

  quintet_sound_set_test_focus (sound, focus);
  g_signal_connect (sound, "played", G_CALLBACK (played_cb), heard);
  if (position != NULL)
    {
      g_assert_true (quintet_game_load_position (quintet_window_get_game (window), position, &error));
      g_assert_no_error (error);
      wait_for_frame (window);
    }
  heard->played = g_string_new (NULL);
  return window;
}

static void
close_window (QuintetWindow *window,
              Heard         *heard)
{
  g_signal_handlers_disconnect_by_data (quintet_window_get_sound (window), heard);
  g_string_free (heard->played, TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each kind of turn clicked on the board: a move, a capture, the end
 * (the capture that ends the game sounds as the end only) */
static void
test_turn_kinds (void)
{
  static const struct {
    const char *game, *position, *cells, *heard;
  } cases[] = {
    /* Pressman: a move each, a capture; then the last Black soldier taken */
    { "pressman", "7B/8/8/8/8/8/1B6/W7 w 0 0", "a1 a2 h8 h7 a2 b2", "move move capture" },
    { "pressman", "8/8/8/8/8/8/1B6/W7 w 0 0", "a1 b2", "end" },
    /* Ordo: a capture, a step; arriving on the far rank ends it */
    { "ordo", "9B/10/10/10/10/10/B9/WW8 w", "a1 a2", "capture" },
    { "ordo", "10/10/10/10/10/10/B9/WW8 w", "b1 b2", "move" },
    { "ordo", "9B/W9/10/10/10/10/10/10 w", "a7 a8", "end" },
    /* Opprimo: a conversion, a step */
    { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2 e4", "capture" },
    { "opprimo", "c2Y,d3R,g10R Y@ab1,R@fg11 y", "c2 c4", "move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Heard heard;
      QuintetWindow *window = sound_window (cases[i].game, cases[i].position, QUINTET_SOUND_FOCUS_FOCUSED, &heard);
      g_auto(GStrv) cells = g_strsplit (cases[i].cells, " ", -1);

      g_test_message ("%s: %s", cases[i].game, cases[i].cells);
      click_cells (window, cases[i].cells);
      g_assert_cmpuint (quintet_game_get_n_turns (quintet_window_get_game (window)), ==,
                        g_strv_length (cells) / 2);
      assert_heard (&heard, cases[i].heard);
      close_window (window, &heard);
    }
}

/* A click the rules refuse sounds; one that only selects or lets go of a
 * piece does not; a resignation is the game's end */
static void
test_illegal_and_resign (void)
{
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", NULL, QUINTET_SOUND_FOCUS_FOCUSED, &heard);
  QuintetBoardView *board = get_board (window);
  QuintetGame *game = quintet_window_get_game (window);

  /* an empty square with nothing chosen; a Black soldier on White's turn */
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  g_assert_true (quintet_board_view_get_guidance_refused (board));
  assert_heard (&heard, "illegal");
  quintet_board_view_click_cell (board, cell_named (game, "b7"));
  assert_heard (&heard, "illegal");
  /* choosing a soldier, and letting go of it: no sound */
  quintet_board_view_click_cell (board, cell_named (game, "b2"));
  quintet_board_view_click_cell (board, cell_named (game, "b2"));
  assert_heard (&heard, "");
  /* a square it cannot reach */
  quintet_board_view_click_cell (board, cell_named (game, "b2"));
  quintet_board_view_click_cell (board, cell_named (game, "c4"));
  assert_heard (&heard, "illegal");
  quintet_board_view_clear_selection (board);

  click_cells (window, "b2 b4");
  assert_heard (&heard, "move");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  respond ("resign");
  g_assert_cmpint (quintet_game_get_outcome (game).status, ==, QUINTET_STATUS_WIN);
  assert_heard (&heard, "end");
  /* the game is over: the board takes no clicks, and makes no sound */
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  assert_heard (&heard, "");

  close_window (window, &heard);
}

/* Switched off in Preferences: nothing at all */
static void
test_switched_off (void)
{
  QuintetSettings *settings = quintet_application_get_settings (app);
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", "7B/8/8/8/8/8/1B6/W7 w 0 0", QUINTET_SOUND_FOCUS_FOCUSED, &heard);
  QuintetBoardView *board = get_board (window);
  QuintetGame *game = quintet_window_get_game (window);

  g_object_set (settings, "sound", FALSE, NULL);
  click_cells (window, "a1 a2 h8 h7 a2 b2");
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 3);
  assert_heard (&heard, "");
  /* and on again */
  g_object_set (settings, "sound", TRUE, NULL);
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  assert_heard (&heard, "illegal");

  close_window (window, &heard);
}

/* The window without the focus: the player's turns and clicks are
 * silent, the computer's turn is heard */
static void
test_unfocused (void)
{
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", NULL, QUINTET_SOUND_FOCUS_UNFOCUSED, &heard);
  QuintetBoardView *board = get_board (window);
  QuintetGame *game;

  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 1);
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  assert_heard (&heard, "");
  click_cells (window, "b2 b4");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 1);
  assert_heard (&heard, "");
  wait_for_turns (game, 2);
  {
    g_autofree char *played = take_heard (&heard);

    /* the computer's first turn takes nothing, or a soldier */
    g_assert_true (g_str_equal (played, "move") || g_str_equal (played, "capture"));
  }
  /* focused again, the player is heard */
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  quintet_sound_set_test_focus (quintet_window_get_sound (window), QUINTET_SOUND_FOCUS_FOCUSED);
  quintet_board_view_click_cell (board, cell_named (game, "e4"));
  assert_heard (&heard, "illegal");

  close_window (window, &heard);
}

static gboolean
stream_done (gpointer data)
{
  GtkMediaStream *stream = data;

  return gtk_media_stream_get_ended (stream) || gtk_media_stream_get_error (stream) != NULL;
}

static void
count_restart (GtkMediaStream *stream,
               GParamSpec     *pspec,
               guint          *restarts)
{
  if (!gtk_media_stream_get_ended (stream))
    (*restarts)++;
}

/* The sound really plays through GtkMediaFile: its stream reads the
 * resource, and ends (an audio device or GStreamer's stand-in sink when
 * there is none) without an error; without GTK's media backend the stream
 * reports one, and the window goes on silent. */
static void
test_stream_plays (void)
{
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", NULL, QUINTET_SOUND_FOCUS_FOCUSED, &heard);
  QuintetSound *sound = quintet_window_get_sound (window);
  GtkMediaStream *stream;
  guint restarts;
  gulong handler;

  click_cells (window, "b2 b4");
  assert_heard (&heard, "move");
  stream = quintet_sound_get_stream (sound, QUINTET_SOUND_MOVE);
  g_assert_true (GTK_IS_MEDIA_FILE (stream));
  wait_until (stream_done, stream, "the move's sound to end");
  if (g_strcmp0 (G_OBJECT_TYPE_NAME (stream), "GtkGstMediaFile") != 0)
    {
      g_test_message ("no GStreamer media backend (%s): %s", G_OBJECT_TYPE_NAME (stream),
                      gtk_media_stream_get_error (stream) ? gtk_media_stream_get_error (stream)->message : "");
      close_window (window, &heard);
      g_test_skip ("GTK's GStreamer media backend is not installed");
      return;
    }
  g_assert_no_error (gtk_media_stream_get_error (stream));
  g_assert_true (gtk_media_stream_get_ended (stream));
  /* the whole sound: 0.09 s */
  g_assert_cmpint (gtk_media_stream_get_duration (stream), >, 80000);
  g_assert_cmpint (gtk_media_stream_get_duration (stream), <, 100000);

  /* played again from its start: its end is undone (counted as it happens,
   * for the 0.09 s sound may be over again before the click returns) */
  restarts = 0;
  handler = g_signal_connect (stream, "notify::ended", G_CALLBACK (count_restart), &restarts);
  click_cells (window, "b7 b5");
  assert_heard (&heard, "move");
  g_assert_true (quintet_sound_get_stream (sound, QUINTET_SOUND_MOVE) == stream);
  wait_until (stream_done, stream, "the move's sound to end again");
  g_signal_handler_disconnect (stream, handler);
  g_assert_cmpuint (restarts, >=, 1);
  g_assert_no_error (gtk_media_stream_get_error (stream));

  close_window (window, &heard);
}

static gboolean
lesson_page_shown (gpointer window)
{
  GtkWidget *page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE);

  return page != NULL && gtk_widget_get_mapped (page);
}

/* The lesson page's board: a refused click, and the first turn of the
 * first Pressman lesson's solution with the sound the game gives it */
static void
test_lesson_page (void)
{
  const QuintetLessonCourse *course = quintet_lesson_course_lookup ("pressman");
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", NULL, QUINTET_SOUND_FOCUS_FOCUSED, &heard);
  QuintetLessonPage *page;
  QuintetBoardView *board;
  QuintetGame *game;
  g_autoptr(GError) error = NULL;
  QuintetTurnSound kind;
  QuintetMove turn;
  guint n_turns;

  g_assert_nonnull (course);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "pressman"));
  wait_until (lesson_page_shown, window, "the lesson page");
  page = QUINTET_LESSON_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_LESSON_PAGE));
  quintet_lesson_page_show_lesson (page, 0);
  board = quintet_lesson_page_get_board_view (page);
  game = quintet_lesson_page_get_game (page);
  drain_main_loop ();
  g_string_truncate (heard.played, 0);

  /* a cell the rules refuse as the first click: one without an own piece */
  for (QuintetCell cell = 0; cell < quintet_game_get_geometry (game)->n_cells; cell++)
    {
      quintet_board_view_click_cell (board, cell);
      if (quintet_board_view_get_guidance_refused (board))
        break;
      quintet_board_view_clear_selection (board);
    }
  g_assert_true (quintet_board_view_get_guidance_refused (board));
  assert_heard (&heard, "illegal");
  quintet_board_view_clear_selection (board);

  g_assert_true (quintet_game_parse_turn (game, quintet_game_get_position (game),
                                          course->lessons[0].solution[0], &turn, &error));
  g_assert_no_error (error);
  kind = quintet_game_get_turn_sound (game, quintet_game_get_position (game), &turn);
  n_turns = quintet_game_get_n_turns (game);
  for (guint i = 0; i < turn.length; i++)
    quintet_board_view_click_cell (board, turn.path[i]);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, n_turns + 1);
  {
    g_autofree char *played = take_heard (&heard);
    const char *expected = quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING ? "end"
                           : kind == QUINTET_TURN_SOUND_CAPTURE ? "capture" : "move";

    /* the page's reply may follow */
    g_assert_true (g_str_has_prefix (played, expected));
  }

  close_window (window, &heard);
}

static gboolean
puzzle_page_shown (gpointer window)
{
  GtkWidget *page = find_widget (GTK_WIDGET (window), QUINTET_TYPE_PUZZLE_PAGE);

  return page != NULL && gtk_widget_get_mapped (page);
}

typedef struct {
  QuintetGame *game;
  guint n_turns;
} TurnsWait;

static gboolean
has_turns (gpointer data)
{
  TurnsWait *wait = data;

  return quintet_game_get_n_turns (wait->game) >= wait->n_turns;
}

/* The puzzle page's board: a refused click, the player's first turn of a
 * win in 2 and the computer's answer, each with the sound the game gives it */
static void
test_puzzle_page (void)
{
  Heard heard;
  QuintetWindow *window = sound_window ("pressman", NULL, QUINTET_SOUND_FOCUS_FOCUSED, &heard);
  QuintetPuzzlePage *page;
  QuintetBoardView *board;
  QuintetGame *game;
  const QuintetPuzzle *puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);
  QuintetMove turns[2];
  TurnsWait wait;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.puzzles", "s", "pressman"));
  wait_until (puzzle_page_shown, window, "the puzzle page");
  page = QUINTET_PUZZLE_PAGE (find_widget (GTK_WIDGET (window), QUINTET_TYPE_PUZZLE_PAGE));
  for (guint i = 0; i < quintet_puzzle_page_get_n_puzzles (page) && (puzzle == NULL || puzzle->n < 2); i++)
    {
      quintet_puzzle_page_show_puzzle (page, i);
      puzzle = quintet_puzzle_page_get_puzzle (page);
    }
  g_assert_nonnull (puzzle);
  g_assert_cmpuint (puzzle->n, ==, 2);
  board = quintet_puzzle_page_get_board_view (page);
  game = quintet_puzzle_page_get_game (page);
  drain_main_loop ();
  g_string_truncate (heard.played, 0);

  /* the expected sounds of the file's first turn and its answer */
  {
    g_autoptr(QuintetGame) copy = quintet_puzzle_new_game (game, puzzle, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < 2; i++)
      {
        QuintetTurnSound kind;

        g_assert_true (quintet_game_parse_turn (copy, quintet_game_get_position (copy), puzzle->turns[i],
                                                &turns[i], &error));
        kind = quintet_game_get_turn_sound (copy, quintet_game_get_position (copy), &turns[i]);
        g_assert_true (quintet_game_play_turn (copy, &turns[i], &error));
        g_string_append_printf (expected, "%s%s", i > 0 ? " " : "",
                                kind == QUINTET_TURN_SOUND_CAPTURE ? "capture" : "move");
      }
  }

  /* a first click the rules refuse */
  for (QuintetCell cell = 0; cell < quintet_game_get_geometry (game)->n_cells; cell++)
    {
      quintet_board_view_click_cell (board, cell);
      if (quintet_board_view_get_guidance_refused (board))
        break;
      quintet_board_view_clear_selection (board);
    }
  g_assert_true (quintet_board_view_get_guidance_refused (board));
  assert_heard (&heard, "illegal");
  quintet_board_view_clear_selection (board);

  wait = (TurnsWait) { game, quintet_game_get_n_turns (game) + 2 };
  for (guint i = 0; i < turns[0].length; i++)
    quintet_board_view_click_cell (board, turns[0].path[i]);
  wait_until (has_turns, &wait, "the computer's answer");
  assert_heard (&heard, expected->str);

  close_window (window, &heard);
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/window-sound/turn-kinds", test_turn_kinds);
  g_test_add_func ("/window-sound/illegal-and-resign", test_illegal_and_resign);
  g_test_add_func ("/window-sound/switched-off", test_switched_off);
  g_test_add_func ("/window-sound/unfocused", test_unfocused);
  g_test_add_func ("/window-sound/stream-plays", test_stream_plays);
  g_test_add_func ("/window-sound/lesson-page", test_lesson_page);
  g_test_add_func ("/window-sound/puzzle-page", test_puzzle_page);

  return test_window_run ();
}
