/* oferhlyp.h — Oferhlýp (rules/oferhlyp.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_OFERHLYP (quintet_oferhlyp_get_type ())

G_DECLARE_FINAL_TYPE (QuintetOferhlyp, quintet_oferhlyp, QUINTET, OFERHLYP, QuintetGame)

G_END_DECLS
