/* quintet-application.h — the application object
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-account.h"
#include "quintet-settings.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_APPLICATION (quintet_application_get_type ())

G_DECLARE_FINAL_TYPE (QuintetApplication, quintet_application, QUINTET, APPLICATION, AdwApplication)

QuintetApplication *quintet_application_new          (GApplicationFlags   flags);
QuintetSettings    *quintet_application_get_settings (QuintetApplication *self);
QuintetAccount     *quintet_application_get_account  (QuintetApplication *self);

const char         *quintet_application_find_game    (const char         *argument);

G_END_DECLS
