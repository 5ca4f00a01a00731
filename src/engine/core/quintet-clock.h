/* quintet-clock.h — a game clock (C-7, docs/rules.md): a time control per
 * side (a base time and a Fischer increment; the sides may differ), the
 * time each side has left, whose time runs, and a pause. It reads no time
 * of its own: every call that needs "now" is given it (milliseconds of a
 * monotonic clock), so tests need no sleeping.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "quintet-types.h"

G_BEGIN_DECLS

/* The longest base time and increment a time control may have */
#define QUINTET_CLOCK_MAX_BASE_MS      (10 * 3600 * G_GINT64_CONSTANT (1000))
#define QUINTET_CLOCK_MAX_INCREMENT_MS (3600 * G_GINT64_CONSTANT (1000))

typedef struct {
  gint64 base_ms;       /* 1 s … QUINTET_CLOCK_MAX_BASE_MS, whole seconds */
  gint64 increment_ms;  /* 0 … QUINTET_CLOCK_MAX_INCREMENT_MS, whole seconds */
} QuintetTimeControl;

/* The record's TimeControl tag (docs/records.md): "BASE+INC" in seconds,
 * one for both sides ("300+5"), or the first side's and the second's
 * joined by a comma ("300+5,600+0"). Parsing takes "BASE" for "BASE+0". */
char     *quintet_time_control_format (const QuintetTimeControl  controls[2]);
gboolean  quintet_time_control_parse  (const char               *text,
                                       QuintetTimeControl        controls[2]);
gboolean  quintet_time_control_equal  (const QuintetTimeControl *a,
                                       const QuintetTimeControl *b);

/* A time as a record's "[%clk H:MM:SS.d]" holds it: tenths of a second,
 * always written; reading takes "H:MM:SS" too. At most 99:59:59.9. */
char     *quintet_clock_format_record (gint64      ms);
gboolean  quintet_clock_parse_record  (const char *text,
                                       gsize       length,
                                       gint64     *ms);
/* A time for the clock's display: "4:05", "1:02:03", and under ten
 * seconds with tenths, "9.3"; a time is shown rounded up to what the
 * display shows, so "0.0" only once it has run out. */
char     *quintet_clock_format_display (gint64     ms);

typedef struct _QuintetClock QuintetClock;

/* A clock at the start of a game: each side has its base time; @first's
 * time is due, and the clock is paused until quintet_clock_resume() */
QuintetClock *quintet_clock_new           (const QuintetTimeControl  controls[2],
                                           QuintetSide               first);
void          quintet_clock_free          (QuintetClock             *self);
const QuintetTimeControl *
              quintet_clock_get_control   (QuintetClock             *self,
                                           QuintetSide               side);

/* The time @side has left at @now (never below 0) */
gint64        quintet_clock_get_remaining (QuintetClock             *self,
                                           QuintetSide               side,
                                           gint64                    now);
/* Sets @side's time left (a resumed game, undo); from @now on when its
 * time is running */
void          quintet_clock_set_remaining (QuintetClock             *self,
                                           QuintetSide               side,
                                           gint64                    ms,
                                           gint64                    now);
/* The side whose time is due (it runs unless paused) */
QuintetSide   quintet_clock_get_turn      (QuintetClock             *self);
/* Makes @side's time the due one from @now on, without any increment
 * (undo, a turn of a board set up) */
void          quintet_clock_set_turn      (QuintetClock             *self,
                                           QuintetSide               side,
                                           gint64                    now);
gboolean      quintet_clock_is_running    (QuintetClock             *self);
/* Stops the running time at @now; nothing runs until resumed */
void          quintet_clock_pause         (QuintetClock             *self,
                                           gint64                    now);
/* The due side's time runs from @now on (not once a time has run out) */
void          quintet_clock_resume        (QuintetClock             *self,
                                           gint64                    now);
/* The due side ended its turn at @now: its time is charged up to @now,
 * its increment added (unless its time had run out), and the other
 * side's time is due (and runs if the clock was running). Returns the
 * time the side that moved has left, increment included. */
gint64        quintet_clock_end_turn      (QuintetClock             *self,
                                           gint64                    now);
/* Whether a side's time has run out at @now, and whose (@side may be NULL) */
gboolean      quintet_clock_get_flag      (QuintetClock             *self,
                                           gint64                    now,
                                           QuintetSide              *side);

/* What the computer may spend on a turn (docs in quintet-computer.h):
 * a share of @remaining plus most of the increment, keeping a margin */
gint64        quintet_clock_allot         (gint64                    remaining,
                                           gint64                    increment);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QuintetClock, quintet_clock_free)

G_END_DECLS
