/* test-frame-recorder.c — a window's frames and its main loop's stalls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-frame-recorder.h"

#define PROBE_MS 2

struct _FrameRecorder {
  GtkWidget *widget;
  guint      tick;
  guint      probe;
  GArray    *frames;      /* gint64 frame times, µs */
  gint64     last_probe;
  gint64     worst_stall; /* µs beyond the probe's interval */
};

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  FrameRecorder *recorder = data;
  gint64 now = g_get_monotonic_time ();

  g_array_append_val (recorder->frames, now);
  return G_SOURCE_CONTINUE;
}

static gboolean
probe_cb (gpointer data)
{
  FrameRecorder *recorder = data;
  gint64 now = g_get_monotonic_time ();

  if (recorder->last_probe > 0)
    recorder->worst_stall = MAX (recorder->worst_stall, now - recorder->last_probe - PROBE_MS * 1000);
  recorder->last_probe = now;
  return G_SOURCE_CONTINUE;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

FrameRecorder *
frame_recorder_start (GtkWidget *widget)
{
  FrameRecorder *recorder = g_new0 (FrameRecorder, 1);

  recorder->widget = g_object_ref (widget);
  recorder->frames = g_array_new (FALSE, FALSE, sizeof (gint64));
  recorder->tick = gtk_widget_add_tick_callback (widget, tick_cb, recorder, NULL);
  recorder->probe = g_timeout_add (PROBE_MS, probe_cb, recorder);
  return recorder;
}

guint
frame_recorder_finish (FrameRecorder *recorder,
                       const char    *who,
                       const char    *what)
{
  g_autoptr(GArray) gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint over = 0, n_frames = recorder->frames->len;

  g_source_remove (recorder->probe);
  gtk_widget_remove_tick_callback (recorder->widget, recorder->tick);
  for (guint i = 1; i < n_frames; i++)
    {
      gint64 gap = g_array_index (recorder->frames, gint64, i) - g_array_index (recorder->frames, gint64, i - 1);

      g_array_append_val (gaps, gap);
      over += gap > 16667 + 16000;
    }
  g_array_sort (gaps, compare_gint64);
  g_print ("%-9s %s; %u frames: median %.1f ms, 99th percentile %.1f ms, "
           "longest %.1f ms, %u over 16 ms late; main loop's longest stall %.1f ms\n",
           who, what, n_frames,
           gaps->len ? g_array_index (gaps, gint64, gaps->len / 2) / 1000.0 : 0.0,
           gaps->len ? g_array_index (gaps, gint64, gaps->len * 99 / 100) / 1000.0 : 0.0,
           gaps->len ? g_array_index (gaps, gint64, gaps->len - 1) / 1000.0 : 0.0,
           over, recorder->worst_stall / 1000.0);
  g_array_unref (recorder->frames);
  g_object_unref (recorder->widget);
  g_free (recorder);
  return n_frames;
}
