/* quintet-person-seat.c — a person at this board: never asked for a turn
 * (the board takes their clicks), asked here about a draw, and named in a
 * record by the system's name for them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-person-seat.h"

struct _QuintetPersonSeat
{
  QuintetSeat parent_instance;
};

G_DEFINE_FINAL_TYPE (QuintetPersonSeat, quintet_person_seat, QUINTET_TYPE_SEAT)

static char *
quintet_person_seat_record_name (QuintetSeat *seat)
{
  const char *name = g_get_real_name ();

  /* GLib says "Unknown" when the system does not know the name */
  if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
    return g_strdup ("Player");
  return g_strdup (name);
}

static gboolean
quintet_person_seat_plays_on_board (QuintetSeat *seat)
{
  return TRUE;
}

static void
quintet_person_seat_class_init (QuintetPersonSeatClass *klass)
{
  QuintetSeatClass *seat_class = QUINTET_SEAT_CLASS (klass);

  seat_class->record_name = quintet_person_seat_record_name;
  seat_class->plays_on_board = quintet_person_seat_plays_on_board;
}

static void
quintet_person_seat_init (QuintetPersonSeat *self)
{
}

QuintetSeat *
quintet_person_seat_new (void)
{
  return g_object_new (QUINTET_TYPE_PERSON_SEAT, NULL);
}
