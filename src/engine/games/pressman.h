/* pressman.h — Pressman (rules/pressman.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_PRESSMAN (quintet_pressman_get_type ())

G_DECLARE_FINAL_TYPE (QuintetPressman, quintet_pressman, QUINTET, PRESSMAN, QuintetGame)

G_END_DECLS
