/* quintet-online-seat.h — a side of an online game: ours, played on this
 * board and sent, or the friend's, whose turns come over the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-online.h"
#include "quintet-seat.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_ONLINE_SEAT (quintet_online_seat_get_type ())

G_DECLARE_FINAL_TYPE (QuintetOnlineSeat, quintet_online_seat, QUINTET, ONLINE_SEAT, QuintetSeat)

QuintetSeat *quintet_online_seat_new (QuintetOnline     *online,
                                      QuintetOnlineGame *game,
                                      QuintetSide        side);

G_END_DECLS
