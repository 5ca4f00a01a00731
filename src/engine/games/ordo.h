/* ordo.h — Classic Ordo and Ordo X (rules/ordo.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-game.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_ORDO (quintet_ordo_get_type ())

G_DECLARE_FINAL_TYPE (QuintetOrdo, quintet_ordo, QUINTET, ORDO, QuintetGame)

/* Values of the base class's construct-only "variant" property */
typedef enum {
  QUINTET_ORDO_CLASSIC = 0,
  QUINTET_ORDO_X       = 1,
} QuintetOrdoVariant;

G_END_DECLS
