/* quintet-computer-seat.c — the computer at one of its levels: each turn
 * searched on a worker thread (quintet-computer.h) with its share of the
 * clock, draws answered by its own evaluation (C-3), and named in a
 * record as "Quintet, level 3 (Club)"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <gio/gio.h>

#include "quintet-computer.h"
#include "quintet-computer-seat.h"
#include "quintet-new-game-dialog.h"
#include "quintet-search.h"

/* How a side tag names the computer: "Quintet, level 3 (Strong)", the
 * level's English name (not translated: records are read everywhere);
 * records of earlier versions say "Quintet, level 3" */
#define RECORD_NAME_PREFIX "Quintet, level "

struct _QuintetComputerSeat
{
  QuintetSeat   parent_instance;

  guint         level;
  GCancellable *cancellable;   /* the search under way, or NULL */
};

G_DEFINE_FINAL_TYPE (QuintetComputerSeat, quintet_computer_seat, QUINTET_TYPE_SEAT)

static void
think_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(QuintetComputerSeat) self = user_data;
  g_autoptr(GError) error = NULL;
  QuintetMove turn;
  gboolean found = quintet_computer_think_finish (result, &turn, &error);

  /* a search dropped since: another may run now */
  if (g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;
  g_clear_object (&self->cancellable);
  if (found)
    quintet_seat_play (QUINTET_SEAT (self), &turn);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    quintet_seat_fail (QUINTET_SEAT (self), error->message);
}

static void
quintet_computer_seat_start_turn (QuintetSeat *seat,
                                  QuintetGame *game,
                                  gint64       allot_ms)
{
  QuintetComputerSeat *self = QUINTET_COMPUTER_SEAT (seat);

  self->cancellable = g_cancellable_new ();
  quintet_computer_think_timed_async (game, self->level, quintet_game_get_n_turns (game) + 1, allot_ms,
                                      self->cancellable, think_done_cb, g_object_ref (self));
}

static void
quintet_computer_seat_stop_turn (QuintetSeat *seat)
{
  QuintetComputerSeat *self = QUINTET_COMPUTER_SEAT (seat);

  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

static char *
quintet_computer_seat_describe (QuintetSeat *seat)
{
  return quintet_describe_computer (QUINTET_COMPUTER_SEAT (seat)->level);
}

static const char *
quintet_computer_seat_describe_level (QuintetSeat *seat)
{
  return quintet_describe_level (QUINTET_COMPUTER_SEAT (seat)->level);
}

static char *
quintet_computer_seat_record_name (QuintetSeat *seat)
{
  guint level = QUINTET_COMPUTER_SEAT (seat)->level;

  return g_strdup_printf (RECORD_NAME_PREFIX "%u (%s)", level, quintet_search_get_level (level)->name);
}

/* C-3: at once, and yes only when its own evaluation says it is not ahead */
static QuintetSeatDrawAnswer
quintet_computer_seat_answer_draw (QuintetSeat *seat,
                                   QuintetGame *game,
                                   QuintetSide  side,
                                   char       **note)
{
  int worth = quintet_game_evaluate (game, quintet_game_get_position (game), NULL);

  /* the evaluation is the side to move's: the computer's is its opposite
   * when the offering side is to move */
  if (quintet_game_get_side_to_move (game) == side)
    worth = -worth;
  if (worth <= 0)
    return QUINTET_SEAT_DRAW_ACCEPTED;
  /* Translators: %s is the computer's side, e.g. "Black" */
  *note = g_strdup_printf (_("%s declines the draw"), _(quintet_game_get_side_name (game, QUINTET_OTHER_SIDE (side))));
  return QUINTET_SEAT_DRAW_DECLINED;
}

static void
quintet_computer_seat_class_init (QuintetComputerSeatClass *klass)
{
  QuintetSeatClass *seat_class = QUINTET_SEAT_CLASS (klass);

  seat_class->start_turn = quintet_computer_seat_start_turn;
  seat_class->stop_turn = quintet_computer_seat_stop_turn;
  seat_class->describe = quintet_computer_seat_describe;
  seat_class->describe_level = quintet_computer_seat_describe_level;
  seat_class->record_name = quintet_computer_seat_record_name;
  seat_class->answer_draw = quintet_computer_seat_answer_draw;
  seat_class->shows_thinking = TRUE;
}

static void
quintet_computer_seat_init (QuintetComputerSeat *self)
{
}

QuintetSeat *
quintet_computer_seat_new (guint level)
{
  QuintetComputerSeat *self;

  g_return_val_if_fail (level >= 1 && level <= QUINTET_SEARCH_N_LEVELS, NULL);

  self = g_object_new (QUINTET_TYPE_COMPUTER_SEAT, NULL);
  self->level = level;
  return QUINTET_SEAT (self);
}

guint
quintet_computer_seat_get_level (QuintetComputerSeat *self)
{
  g_return_val_if_fail (QUINTET_IS_COMPUTER_SEAT (self), 0);

  return self->level;
}

/* "Quintet, level 3 (Strong)" or "Quintet, level 3" → 3; a person's
 * name, or a level this Quintet does not have, → 0. The number decides:
 * the name in parentheses is for people. */
guint
quintet_computer_seat_parse_record_name (const char *name)
{
  g_autofree char *number = NULL;
  const char *end;
  guint64 level = 0;

  if (name == NULL || !g_str_has_prefix (name, RECORD_NAME_PREFIX))
    return 0;
  name += strlen (RECORD_NAME_PREFIX);
  end = strchr (name, ' ');
  if (end != NULL && !(end[1] == '(' && g_str_has_suffix (end, ")")))
    return 0;
  number = end != NULL ? g_strndup (name, end - name) : g_strdup (name);
  if (!g_ascii_string_to_unsigned (number, 10, 1, QUINTET_SEARCH_N_LEVELS, &level, NULL))
    return 0;
  return (guint) level;
}
