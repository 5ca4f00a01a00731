/* quintet-computer-seat.h — the computer at one of its levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-seat.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_COMPUTER_SEAT (quintet_computer_seat_get_type ())

G_DECLARE_FINAL_TYPE (QuintetComputerSeat, quintet_computer_seat, QUINTET, COMPUTER_SEAT, QuintetSeat)

QuintetSeat *quintet_computer_seat_new               (guint        level);
guint        quintet_computer_seat_get_level         (QuintetComputerSeat *self);
guint        quintet_computer_seat_parse_record_name (const char  *name);

G_END_DECLS
