/* quintet-new-game-dialog.h — the choices made before a game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-types.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_NEW_GAME_DIALOG (quintet_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (QuintetNewGameDialog, quintet_new_game_dialog, QUINTET, NEW_GAME_DIALOG, AdwMessageDialog)

/* Responses: "cancel" and "start". game_id is the card's registry id;
 * get_game_id gives the one to start, which the Variant row may change. */

QuintetNewGameDialog *quintet_new_game_dialog_new            (GtkWindow            *parent,
                                                              const char           *game_id);
const char           *quintet_new_game_dialog_get_game_id    (QuintetNewGameDialog *self);
QuintetSide           quintet_new_game_dialog_get_first_side (QuintetNewGameDialog *self);

G_END_DECLS
