/* opprimo.h — Opprimo (rules/opprimo.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_OPPRIMO (quintet_opprimo_get_type ())

G_DECLARE_FINAL_TYPE (QuintetOpprimo, quintet_opprimo, QUINTET, OPPRIMO, QuintetGame)

G_END_DECLS
