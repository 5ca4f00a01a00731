/* overlord.h — Overlord (rules/overlord.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_OVERLORD (quintet_overlord_get_type ())

G_DECLARE_FINAL_TYPE (QuintetOverlord, quintet_overlord, QUINTET, OVERLORD, QuintetGame)

G_END_DECLS
