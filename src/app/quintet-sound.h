/* quintet-sound.h — the app's short sounds (issue 31)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "quintet-settings.h"

G_BEGIN_DECLS

/* What happened: each has its own sound (ui/sounds/, docs/sounds.md) */
typedef enum {
  QUINTET_SOUND_MOVE,      /* a turn that takes nothing */
  QUINTET_SOUND_CAPTURE,   /* a turn that takes: a capture, a hit, a burial, a conversion */
  QUINTET_SOUND_END,       /* the game is over */
  QUINTET_SOUND_ILLEGAL,   /* the board refused a click */
  QUINTET_N_SOUNDS,
} QuintetSoundEvent;

/* For tests: the window's focus as a test sees it (Xvfb has no window
 * manager to give a window the focus, or to take it away) */
typedef enum {
  QUINTET_SOUND_FOCUS_REAL,        /* gtk_window_is_active () */
  QUINTET_SOUND_FOCUS_FOCUSED,
  QUINTET_SOUND_FOCUS_UNFOCUSED,
} QuintetSoundFocus;

#define QUINTET_TYPE_SOUND (quintet_sound_get_type ())

G_DECLARE_FINAL_TYPE (QuintetSound, quintet_sound, QUINTET, SOUND, GObject)

/* One a window, for @window's board and pages; plays while @settings's
 * "sound" is on. Signal "played" (QuintetSoundEvent): a sound is played,
 * after the switch and the focus said yes, whether or not an audio
 * device plays it (tests count them). */
QuintetSound *quintet_sound_new            (QuintetSettings   *settings,
                                            GtkWindow         *window);
/* Plays @event's sound if the sounds are on and the window has the focus,
 * or, unfocused, if @computer (the computer's turn, or the end it made:
 * what a player who looks away waits to hear). */
void          quintet_sound_play           (QuintetSound      *self,
                                            QuintetSoundEvent  event,
                                            gboolean           computer);
/* The sound of a turn: the end when the game is over after it (@over),
 * else what the game's turn_sound said of it before it was played */
QuintetSoundEvent
              quintet_sound_event_for_turn (QuintetTurnSound   kind,
                                            gboolean           over);
/* Plays @turn in @game and its sound (@self may be NULL: a page without
 * sounds); FALSE with @error when the game refuses the turn */
gboolean      quintet_sound_play_turn      (QuintetSound      *self,
                                            QuintetGame       *game,
                                            const QuintetMove *turn,
                                            gboolean           computer,
                                            GError           **error);
void          quintet_sound_set_test_focus (QuintetSound      *self,
                                            QuintetSoundFocus  focus);
/* For tests: the stream that played @event's sound last, or NULL */
GtkMediaStream *
              quintet_sound_get_stream     (QuintetSound      *self,
                                            QuintetSoundEvent  event);

G_END_DECLS
