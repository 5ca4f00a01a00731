/* quintet-new-game-dialog.h — the choices made before a game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "quintet-clock.h"
#include "quintet-compat.h"
#include "quintet-types.h"

G_BEGIN_DECLS

/* An AdwDialog shown inside its window (a bottom sheet on a narrow one);
 * on GNOME 43 an AdwMessageDialog, a window of its own (quintet-compat.h) */
#if QUINTET_ADW_DIALOGS
typedef AdwDialog             QuintetNewGameDialogParent;
typedef AdwDialogClass        QuintetNewGameDialogParentClass;
# define QUINTET_TYPE_NEW_GAME_DIALOG_PARENT ADW_TYPE_DIALOG
#else
typedef AdwMessageDialog      QuintetNewGameDialogParent;
typedef AdwMessageDialogClass QuintetNewGameDialogParentClass;
# define QUINTET_TYPE_NEW_GAME_DIALOG_PARENT ADW_TYPE_MESSAGE_DIALOG
#endif
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetNewGameDialogParent, g_object_unref)

#define QUINTET_TYPE_NEW_GAME_DIALOG (quintet_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (QuintetNewGameDialog, quintet_new_game_dialog, QUINTET, NEW_GAME_DIALOG, QuintetNewGameDialogParent)

/* Emits "response" (const char *response, detailed) once: "start", or
 * "cancel" (also for Escape or a close without a choice). Shown with
 * quintet_dialog_present (). game_id is the card's registry id;
 * get_game_id gives the one to start, which the Variant row may change. */

QuintetNewGameDialog *quintet_new_game_dialog_new            (const char           *game_id);
const char           *quintet_new_game_dialog_get_game_id    (QuintetNewGameDialog *self);
/* Answers as a click on that response's button would (tests) */
void                  quintet_new_game_dialog_respond        (QuintetNewGameDialog *self,
                                                              const char           *response);
QuintetSide           quintet_new_game_dialog_get_first_side (QuintetNewGameDialog *self);
/* Who plays a side: 0 a person, 1 … 4 the computer at that level. */
guint                 quintet_new_game_dialog_get_computer_level (QuintetNewGameDialog *self,
                                                                  QuintetSide           side);
void                  quintet_new_game_dialog_set_computer_level (QuintetNewGameDialog *self,
                                                                  QuintetSide           side,
                                                                  guint                 level);
/* The clock: FALSE for none (the default), else each side's time control */
gboolean              quintet_new_game_dialog_get_time_controls  (QuintetNewGameDialog *self,
                                                                  QuintetTimeControl    controls[2]);
/* "No Clock" (0), a preset (1 5 min, 2 10 + 5, 3 30 min) or Custom (4)
 * with @controls in its rows */
void                  quintet_new_game_dialog_set_clock          (QuintetNewGameDialog     *self,
                                                                  guint                     choice,
                                                                  const QuintetTimeControl *controls);
/* Online play (issue 33): offer "Friend Online" for either side (the
 * account is signed in, or has games); the friend's address and side
 * when one is chosen, else NULL */
void                  quintet_new_game_dialog_set_online         (QuintetNewGameDialog *self,
                                                                  gboolean              online);
void                  quintet_new_game_dialog_set_recent_opponents (QuintetNewGameDialog *self,
                                                                    const char * const   *addresses);
void                  quintet_new_game_dialog_set_online_opponent (QuintetNewGameDialog *self,
                                                                   QuintetSide           side,
                                                                   const char           *address);
const char           *quintet_new_game_dialog_get_online_opponent (QuintetNewGameDialog *self,
                                                                   QuintetSide          *side);
/* "Computer, level 2": a computer player as the dialog and the side panel name it. */
char                 *quintet_describe_computer                  (guint                 level);
const char           *quintet_describe_level                     (guint                 level);

G_END_DECLS
