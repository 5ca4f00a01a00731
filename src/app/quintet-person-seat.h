/* quintet-person-seat.h — a person at this board: their turns are its clicks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-seat.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_PERSON_SEAT (quintet_person_seat_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPersonSeat, quintet_person_seat, QUINTET, PERSON_SEAT, QuintetSeat)

QuintetSeat *quintet_person_seat_new (void);

G_END_DECLS
