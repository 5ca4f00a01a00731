/* test-window-seats.c — a seat the window has never heard of (a scripted
 * player, defined here) plays whole games through the game page: the
 * window asks the side to move's seat, plays its answer, drops a question
 * that a change made stale, names the player in the panel, on the outcome
 * and in the record (issue 41)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-board-view.h"
#include "quintet-computer-seat.h"
#include "quintet-registry.h"
#include "quintet-seat.h"
#include "test-window-common.h"

/* ---- a scripted player: the turns of its script, then the first legal
 * turn; each answer after @delay_ms (0: from an idle) ---- */

#define TEST_TYPE_SCRIPTED_SEAT (test_scripted_seat_get_type ())
G_DECLARE_FINAL_TYPE (TestScriptedSeat, test_scripted_seat, TEST, SCRIPTED_SEAT, QuintetSeat)

struct _TestScriptedSeat
{
  QuintetSeat   parent_instance;

  char         *name;
  GStrv         script;
  guint         next;        /* the script's next turn */
  guint         delay_ms;
  QuintetGame  *game;        /* while asked */
  guint         answer_id;
  guint         n_asked;
  guint         n_stopped;
  QuintetSeatAllows allows;
  gboolean      asks_undo;   /* an undo against it is asked of it */
  guint         n_undo_asked;
  int           answered;    /* its question's answer: -1 before, else accepted */
};

G_DEFINE_FINAL_TYPE (TestScriptedSeat, test_scripted_seat, QUINTET_TYPE_SEAT)

static gboolean
answer (gpointer data)
{
  TestScriptedSeat *self = data;
  gconstpointer position = quintet_game_get_position (self->game);
  g_auto(QuintetTurnList) turns = { 0 };
  QuintetMove turn;

  self->answer_id = 0;
  if (self->script != NULL && self->script[self->next] != NULL)
    g_assert_true (quintet_game_parse_turn (self->game, position, self->script[self->next++], &turn, NULL));
  else
    {
      g_assert_cmpuint (quintet_game_list_turns (self->game, position, &turns), >, 0);
      turn = turns.turns[0];
    }
  g_clear_object (&self->game);
  quintet_seat_play (QUINTET_SEAT (self), &turn);
  return G_SOURCE_REMOVE;
}

static void
scripted_start_turn (QuintetSeat *seat,
                     QuintetGame *game,
                     gint64       allot_ms)
{
  TestScriptedSeat *self = TEST_SCRIPTED_SEAT (seat);

  g_assert_null (self->game);
  self->n_asked++;
  self->game = g_object_ref (game);
  self->answer_id = self->delay_ms > 0 ? g_timeout_add (self->delay_ms, answer, self) : g_idle_add (answer, self);
}

static void
scripted_stop_turn (QuintetSeat *seat)
{
  TestScriptedSeat *self = TEST_SCRIPTED_SEAT (seat);

  self->n_stopped++;
  g_clear_handle_id (&self->answer_id, g_source_remove);
  g_clear_object (&self->game);
}

static char *
scripted_describe (QuintetSeat *seat)
{
  return g_strdup (TEST_SCRIPTED_SEAT (seat)->name);
}

static char *
scripted_record_name (QuintetSeat *seat)
{
  return g_strdup_printf ("%s (a script)", TEST_SCRIPTED_SEAT (seat)->name);
}

static QuintetSeatAllows
scripted_allows (QuintetSeat *seat,
                 QuintetGame *game)
{
  return TEST_SCRIPTED_SEAT (seat)->allows;
}

static gboolean
scripted_ask_undo (QuintetSeat *seat,
                   QuintetGame *game,
                   char       **note)
{
  TestScriptedSeat *self = TEST_SCRIPTED_SEAT (seat);

  if (!self->asks_undo)
    return FALSE;
  self->n_undo_asked++;
  *note = g_strdup ("Asked the script");
  return TRUE;
}

static gboolean
scripted_answer_question (QuintetSeat          *seat,
                          QuintetSeatQuestion   question,
                          gboolean              accept,
                          GError              **error)
{
  g_assert_cmpint (question, ==, QUINTET_SEAT_QUESTION_DRAW);
  TEST_SCRIPTED_SEAT (seat)->answered = accept;
  return TRUE;
}

static void
test_scripted_seat_finalize (GObject *object)
{
  TestScriptedSeat *self = TEST_SCRIPTED_SEAT (object);

  g_clear_handle_id (&self->answer_id, g_source_remove);
  g_clear_object (&self->game);
  g_free (self->name);
  g_strfreev (self->script);

  G_OBJECT_CLASS (test_scripted_seat_parent_class)->finalize (object);
}

static void
test_scripted_seat_class_init (TestScriptedSeatClass *klass)
{
  QuintetSeatClass *seat_class = QUINTET_SEAT_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_scripted_seat_finalize;
  seat_class->start_turn = scripted_start_turn;
  seat_class->stop_turn = scripted_stop_turn;
  seat_class->describe = scripted_describe;
  seat_class->record_name = scripted_record_name;
  seat_class->shows_thinking = TRUE;
  seat_class->allows = scripted_allows;
  seat_class->ask_undo = scripted_ask_undo;
  seat_class->answer_question = scripted_answer_question;
}

static void
test_scripted_seat_init (TestScriptedSeat *self)
{
  self->answered = -1;
}

static TestScriptedSeat *
scripted_seat_new (const char *name,
                   const char *script,
                   guint       delay_ms)
{
  TestScriptedSeat *self = g_object_new (TEST_TYPE_SCRIPTED_SEAT, NULL);

  self->name = g_strdup (name);
  self->script = script != NULL ? g_strsplit (script, " ", -1) : NULL;
  self->delay_ms = delay_ms;
  self->allows = QUINTET_SEAT_ALLOWS_ALL;
  return self;
}

/* ---- the tests ---- */

static QuintetBoardView *
get_board (QuintetWindow *window)
{
  return QUINTET_BOARD_VIEW (find_widget (GTK_WIDGET (window), QUINTET_TYPE_BOARD_VIEW));
}

static gboolean
takes_clicks (gpointer board)
{
  return quintet_board_view_get_interactive (board);
}

static gboolean
game_is_over (gpointer data)
{
  return quintet_game_get_outcome (data).status != QUINTET_STATUS_ONGOING;
}

/* Two scripted players play a whole game of each kind through the page,
 * asked once for each of their turns and never out of turn */
static void
test_scripted_game (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(TestScriptedSeat) white = scripted_seat_new ("Script A", NULL, 0);
  g_autoptr(TestScriptedSeat) black = scripted_seat_new ("Script B", NULL, 0);
  g_autofree char *labels = NULL;
  QuintetGame *game;
  QuintetOutcome outcome;
  guint turns[2] = { 0, 0 };

  quintet_window_start_game (window, "ordo", QUINTET_SIDE_0);
  quintet_window_set_seat (window, QUINTET_SIDE_0, QUINTET_SEAT (white));
  quintet_window_set_seat (window, QUINTET_SIDE_1, QUINTET_SEAT (black));
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  labels = get_labels (GTK_WIDGET (window));
  g_assert_nonnull (strstr (labels, "|Script A|"));
  g_assert_nonnull (strstr (labels, "|Script B|"));
  g_clear_pointer (&labels, g_free);
  /* the board takes no click for a seat that is not a person here */
  g_assert_false (quintet_board_view_get_interactive (get_board (window)));

  wait_until (game_is_over, game, "the scripted game's end");
  outcome = quintet_game_get_outcome (game);
  for (guint ply = 0; ply < quintet_game_get_n_turns (game); ply++)
    turns[QUINTET_POSITION_SIDE (quintet_game_get_position_at (game, ply))]++;
  g_assert_cmpuint (white->n_asked, ==, turns[QUINTET_SIDE_0]);
  g_assert_cmpuint (black->n_asked, ==, turns[QUINTET_SIDE_1]);
  g_assert_cmpuint (turns[QUINTET_SIDE_0] + turns[QUINTET_SIDE_1], >, 10);
  g_assert_true (outcome.status == QUINTET_STATUS_WIN || outcome.status == QUINTET_STATUS_DRAW);
  if (outcome.status == QUINTET_STATUS_WIN)
    {
      /* Translators' "%s (%s) wins": the winner named by its seat */
      g_autofree char *wins = g_strdup_printf ("|%s (%s) wins|",
                                               quintet_game_get_side_name (game, outcome.winner),
                                               outcome.winner == QUINTET_SIDE_0 ? "Script A" : "Script B");

      wait_for_labels (window, wins);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A question made stale by a change is dropped: its late answer is never
 * played, and the side to move's seat is asked again */
static void
test_stale_answer (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(TestScriptedSeat) black = scripted_seat_new ("Script", "a7-a6 b7-b6", 300);
  g_autoptr(GFile) file = new_test_file ("seats.quintet");
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  QuintetGame *game;

  quintet_window_set_seat (window, QUINTET_SIDE_1, QUINTET_SEAT (black));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  g_assert_true (quintet_board_view_get_interactive (get_board (window)));

  click_turn (window, "b2", "b4");
  g_assert_cmpuint (black->n_asked, ==, 1);
  g_assert_true (quintet_seat_is_thinking (QUINTET_SEAT (black)));
  /* asked for this very position: a second question is the same one */
  g_assert_true (quintet_seat_is_asked (QUINTET_SEAT (black), game));
  quintet_seat_ask (QUINTET_SEAT (black), game, 0);
  g_assert_cmpuint (black->n_asked, ==, 1);
  g_assert_false (quintet_board_view_get_interactive (get_board (window)));
  {
    g_autofree char *labels = get_labels (GTK_WIDGET (window));

    g_assert_nonnull (strstr (labels, "|Black is thinking…|"));
  }
  /* Undo before it answers: asked no more, and nothing comes */
  click_button (window, "win.undo");
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  g_assert_cmpuint (black->n_stopped, ==, 1);
  g_assert_false (quintet_seat_is_thinking (QUINTET_SEAT (black)));
  g_assert_false (quintet_seat_is_asked (QUINTET_SEAT (black), game));
  iterate_for (600);   /* time is the subject: no answer comes within it */
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);

  /* Asked again after the next turn: its script's first turn is played */
  click_turn (window, "b2", "b4");
  wait_for_turns (game, 2);
  g_assert_cmpuint (black->n_asked, ==, 2);
  {
    g_autofree char *turns = list_turns (game);

    g_assert_cmpstr (turns, ==, "b2-b4 a7-a6");
  }
  wait_until (takes_clicks, get_board (window), "the board to take clicks after the script's turn");

  /* The record names each side's player as its seat says */
  g_assert_true (window_save_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (file, NULL, &saved, NULL, NULL, NULL));
  g_assert_nonnull (strstr (saved, "(a script)\"]"));
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  g_assert_false (quintet_seat_is_thinking (QUINTET_SEAT (black)));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_test_files ();
}

/* C-3: the computer accepts a draw when it is not ahead by its own
 * evaluation, and else declines, saying so */
static void
test_computer_draw (void)
{
  g_autoptr(QuintetSeat) computer = quintet_computer_seat_new (1);
  g_autoptr(QuintetGame) game = quintet_registry_new_game ("pressman");
  g_autofree char *note = NULL;
  g_autoptr(GError) error = NULL;

  /* the start: even */
  g_assert_cmpint (quintet_seat_answer_draw (computer, game, QUINTET_SIDE_0, &note), ==, QUINTET_SEAT_DRAW_ACCEPTED);
  g_assert_null (note);
  /* Black, the computer, twelve soldiers up on the board */
  g_assert_true (quintet_game_load_position (game, "BBBBBBBB/BBBBBBBB/8/8/8/8/8/WWWW4 w 12 12", &error));
  g_assert_no_error (error);
  g_assert_cmpint (quintet_seat_answer_draw (computer, game, QUINTET_SIDE_0, &note), ==, QUINTET_SEAT_DRAW_DECLINED);
  g_assert_cmpstr (note, ==, "Black declines the draw");
  g_clear_pointer (&note, g_free);
  /* with Black to move, offered by White: the same */
  g_assert_true (quintet_game_load_position (game, "BBBBBBBB/BBBBBBBB/8/8/8/8/8/WWWW4 b 12 12", &error));
  g_assert_cmpint (quintet_seat_answer_draw (computer, game, QUINTET_SIDE_0, &note), ==, QUINTET_SEAT_DRAW_DECLINED);
}

/* What a seat does not allow, the window does not offer; an undo asked of
 * it is asked, not made */
static void
test_allows (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(TestScriptedSeat) black = scripted_seat_new ("Script", "a7-a6 b7-b6", 0);
  QuintetGame *game;

  black->allows = QUINTET_SEAT_ALLOWS_ALL & ~(QUINTET_SEAT_ALLOWS_HELP | QUINTET_SEAT_ALLOWS_PLAY_AGAIN |
                                              QUINTET_SEAT_ALLOWS_RESULT);
  black->asks_undo = TRUE;
  quintet_window_set_seat (window, QUINTET_SIDE_1, QUINTET_SEAT (black));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  game = quintet_window_get_game (window);
  wait_for_frame (window);
  g_assert_false (button_enabled (window, "win.hint"));

  click_turn (window, "b2", "b4");
  wait_for_turns (game, 2);
  g_assert_true (button_enabled (window, "win.undo"));
  g_assert_false (button_enabled (window, "win.analyse"));
  /* disabled: no question, no new game */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.play-again", NULL);
  drain_main_loop ();
  g_assert_null (find_message_dialog ());
  g_assert_true (quintet_window_get_game (window) == game);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (black->n_undo_asked, ==, 1);
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 2);
  wait_until_says (window, "Asked the script");

  /* All allowed again: the same game offers them */
  black->allows = QUINTET_SEAT_ALLOWS_ALL;
  black->asks_undo = FALSE;
  quintet_window_set_seat (window, QUINTET_SIDE_1, QUINTET_SEAT (black));
  g_assert_true (button_enabled (window, "win.hint"));
  g_assert_true (button_enabled (window, "win.analyse"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_cmpstr (quintet_alert_get_heading (wait_for_message_dialog ()), ==, "Resign This Game?");
  respond ("cancel");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (quintet_game_get_n_turns (game), ==, 0);
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A seat's player asks the players here (an online friend's draw offer):
 * the window puts the question and gives the seat its answer, unless
 * another seat plays that side by then */
static void
test_question (void)
{
  QuintetWindow *window = new_window (1000, 720);
  g_autoptr(TestScriptedSeat) black = scripted_seat_new ("Script", NULL, 300);
  GtkWidget *dialog;

  quintet_window_set_seat (window, QUINTET_SIDE_1, QUINTET_SEAT (black));
  quintet_window_start_game (window, "pressman", QUINTET_SIDE_0);
  wait_for_frame (window);

  quintet_seat_ask_question (QUINTET_SEAT (black), QUINTET_SEAT_QUESTION_DRAW, "Script offers a draw.");
  dialog = wait_for_message_dialog ();
  g_assert_cmpstr (quintet_alert_get_heading (dialog), ==, "Accept a Draw?");
  g_assert_cmpstr (quintet_alert_get_body (dialog), ==, "Script offers a draw.");
  g_assert_cmpint (black->answered, ==, -1);
  respond ("accept");
  g_assert_cmpint (black->answered, ==, TRUE);

  black->answered = -1;
  quintet_seat_ask_question (QUINTET_SEAT (black), QUINTET_SEAT_QUESTION_DRAW, "Script offers a draw.");
  wait_for_message_dialog ();
  respond ("decline");
  g_assert_cmpint (black->answered, ==, FALSE);

  /* Answered after the script has left: it hears nothing */
  black->answered = -1;
  quintet_seat_ask_question (QUINTET_SEAT (black), QUINTET_SEAT_QUESTION_DRAW, "Script offers a draw.");
  wait_for_message_dialog ();
  quintet_window_set_computer_level (window, QUINTET_SIDE_1, 0);
  respond ("accept");
  g_assert_cmpint (black->answered, ==, -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_window_init (&argc, &argv);

  g_test_add_func ("/seats/scripted-game", test_scripted_game);
  g_test_add_func ("/seats/stale-answer", test_stale_answer);
  g_test_add_func ("/seats/computer-draw", test_computer_draw);
  g_test_add_func ("/seats/allows", test_allows);
  g_test_add_func ("/seats/question", test_question);

  return test_window_run ();
}
