/* test-frame-recorder.h — a window's frames and its main loop's stalls,
 * measured for the benchmarks (frame-gaps, window-online-load)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

typedef struct _FrameRecorder FrameRecorder;

/* Records every frame of @widget (a tick callback) and how late the main
 * loop answers a 2 ms timeout, until frame_recorder_finish() */
FrameRecorder *frame_recorder_start  (GtkWidget     *widget);
/* Stops, prints one line "WHO WHAT; N frames: median …, 99th percentile …,
 * longest …, K over 16 ms late; main loop's longest stall …" and frees;
 * returns the number of frames */
guint          frame_recorder_finish (FrameRecorder *recorder,
                                      const char    *who,
                                      const char    *what);
