/* quintet-clock.c — a game clock (C-7, docs/rules.md), see quintet-clock.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "quintet-clock.h"
#include "quintet-text.h"

struct _QuintetClock
{
  QuintetTimeControl controls[2];
  gint64             remaining[2];  /* at @since for the due side while running */
  QuintetSide        turn;
  gboolean           running;
  gint64             since;         /* when the running time was last charged */
};

/* ---- time controls ---- */

static gboolean
control_valid (const QuintetTimeControl *control)
{
  return control->base_ms >= 1000 && control->base_ms <= QUINTET_CLOCK_MAX_BASE_MS &&
         control->base_ms % 1000 == 0 &&
         control->increment_ms >= 0 && control->increment_ms <= QUINTET_CLOCK_MAX_INCREMENT_MS &&
         control->increment_ms % 1000 == 0;
}

gboolean
quintet_time_control_equal (const QuintetTimeControl *a,
                            const QuintetTimeControl *b)
{
  return a->base_ms == b->base_ms && a->increment_ms == b->increment_ms;
}

char *
quintet_time_control_format (const QuintetTimeControl controls[2])
{
  g_autofree char *first = NULL, *second = NULL;

  g_return_val_if_fail (control_valid (&controls[0]) && control_valid (&controls[1]), NULL);

  first = g_strdup_printf ("%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT,
                           controls[0].base_ms / 1000, controls[0].increment_ms / 1000);
  if (quintet_time_control_equal (&controls[0], &controls[1]))
    return g_steal_pointer (&first);
  second = g_strdup_printf ("%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT,
                            controls[1].base_ms / 1000, controls[1].increment_ms / 1000);
  return g_strconcat (first, ",", second, NULL);
}

static gboolean
parse_control (const char         *text,
               gsize               length,
               QuintetTimeControl *control)
{
  const char *plus = memchr (text, '+', length);
  guint64 base, increment = 0;

  if (!quintet_text_parse_count (text, plus != NULL ? (gsize) (plus - text) : length,
                                 QUINTET_CLOCK_MAX_BASE_MS / 1000, &base))
    return FALSE;
  if (plus != NULL && !quintet_text_parse_count (plus + 1, length - (plus + 1 - text),
                                                 QUINTET_CLOCK_MAX_INCREMENT_MS / 1000, &increment))
    return FALSE;
  *control = (QuintetTimeControl) { (gint64) base * 1000, (gint64) increment * 1000 };
  return control_valid (control);
}

gboolean
quintet_time_control_parse (const char         *text,
                            QuintetTimeControl  controls[2])
{
  const char *comma;
  QuintetTimeControl parsed[2];

  g_return_val_if_fail (text != NULL, FALSE);

  comma = strchr (text, ',');
  if (comma == NULL)
    {
      if (!parse_control (text, strlen (text), &parsed[0]))
        return FALSE;
      parsed[1] = parsed[0];
    }
  else if (!parse_control (text, comma - text, &parsed[0]) ||
           !parse_control (comma + 1, strlen (comma + 1), &parsed[1]))
    return FALSE;
  controls[0] = parsed[0];
  controls[1] = parsed[1];
  return TRUE;
}

/* ---- times as text ---- */

#define MAX_RECORD_MS ((99 * 3600 + 59 * 60 + 59) * G_GINT64_CONSTANT (1000) + 900)

char *
quintet_clock_format_record (gint64 ms)
{
  gint64 tenths = (CLAMP (ms, 0, MAX_RECORD_MS) + 99) / 100;

  return g_strdup_printf ("%d:%02d:%02d.%d", (int) (tenths / 36000), (int) (tenths / 600 % 60),
                          (int) (tenths / 10 % 60), (int) (tenths % 10));
}

/* Exactly @length digits */
static gboolean
parse_digits (const char *text,
              gsize       length,
              gint64     *value)
{
  *value = 0;
  for (gsize i = 0; i < length; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      *value = *value * 10 + (text[i] - '0');
    }
  return TRUE;
}

/* H:MM:SS or H:MM:SS.d, H one or two digits */
gboolean
quintet_clock_parse_record (const char *text,
                            gsize       length,
                            gint64     *ms)
{
  gsize hours_length = length > 0 && memchr (text, ':', length) != NULL
                       ? (gsize) ((const char *) memchr (text, ':', length) - text) : 0;
  gint64 hours, minutes, seconds, tenths = 0;
  const char *rest = text + hours_length + 1;
  gsize rest_length;

  if (hours_length < 1 || hours_length > 2 || !parse_digits (text, hours_length, &hours))
    return FALSE;
  rest_length = length - hours_length - 1;
  if (rest_length != 5 && rest_length != 7)
    return FALSE;
  if (!parse_digits (rest, 2, &minutes) || rest[2] != ':' || !parse_digits (rest + 3, 2, &seconds) ||
      minutes > 59 || seconds > 59)
    return FALSE;
  if (rest_length == 7 && (rest[5] != '.' || !parse_digits (rest + 6, 1, &tenths)))
    return FALSE;
  *ms = ((hours * 60 + minutes) * 60 + seconds) * 1000 + tenths * 100;
  return TRUE;
}

char *
quintet_clock_format_display (gint64 ms)
{
  gint64 seconds;

  ms = MAX (ms, 0);
  if (ms < 10000)
    {
      gint64 tenths = (ms + 99) / 100;

      /* 9.95 s shows as "10.0", not as "0:10" with a jump back to "9.9" */
      return g_strdup_printf ("%d.%d", (int) (tenths / 10), (int) (tenths % 10));
    }
  seconds = (ms + 999) / 1000;
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60),
                            (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

/* ---- the clock ---- */

QuintetClock *
quintet_clock_new (const QuintetTimeControl controls[2],
                   QuintetSide              first)
{
  QuintetClock *self;

  g_return_val_if_fail (control_valid (&controls[0]) && control_valid (&controls[1]), NULL);
  g_return_val_if_fail (first <= QUINTET_SIDE_1, NULL);

  self = g_new0 (QuintetClock, 1);
  memcpy (self->controls, controls, sizeof self->controls);
  self->remaining[0] = controls[0].base_ms;
  self->remaining[1] = controls[1].base_ms;
  self->turn = first;
  return self;
}

void
quintet_clock_free (QuintetClock *self)
{
  g_free (self);
}

const QuintetTimeControl *
quintet_clock_get_control (QuintetClock *self,
                           QuintetSide   side)
{
  g_return_val_if_fail (self != NULL && side <= QUINTET_SIDE_1, NULL);

  return &self->controls[side];
}

/* Charges the running time up to @now */
static void
charge (QuintetClock *self,
        gint64        now)
{
  if (self->running && now > self->since)
    {
      self->remaining[self->turn] = MAX (self->remaining[self->turn] - (now - self->since), 0);
      self->since = now;
    }
}

gint64
quintet_clock_get_remaining (QuintetClock *self,
                             QuintetSide   side,
                             gint64        now)
{
  g_return_val_if_fail (self != NULL && side <= QUINTET_SIDE_1, 0);

  if (self->running && side == self->turn && now > self->since)
    return MAX (self->remaining[side] - (now - self->since), 0);
  return self->remaining[side];
}

void
quintet_clock_set_remaining (QuintetClock *self,
                             QuintetSide   side,
                             gint64        ms,
                             gint64        now)
{
  g_return_if_fail (self != NULL && side <= QUINTET_SIDE_1);

  charge (self, now);
  self->remaining[side] = MAX (ms, 0);
}

QuintetSide
quintet_clock_get_turn (QuintetClock *self)
{
  g_return_val_if_fail (self != NULL, QUINTET_SIDE_0);

  return self->turn;
}

void
quintet_clock_set_turn (QuintetClock *self,
                        QuintetSide   side,
                        gint64        now)
{
  g_return_if_fail (self != NULL && side <= QUINTET_SIDE_1);

  charge (self, now);
  self->turn = side;
  self->since = now;
}

gboolean
quintet_clock_is_running (QuintetClock *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->running;
}

void
quintet_clock_pause (QuintetClock *self,
                     gint64        now)
{
  g_return_if_fail (self != NULL);

  charge (self, now);
  self->running = FALSE;
}

void
quintet_clock_resume (QuintetClock *self,
                      gint64        now)
{
  g_return_if_fail (self != NULL);

  if (self->running || quintet_clock_get_flag (self, now, NULL))
    return;
  self->running = TRUE;
  self->since = now;
}

gint64
quintet_clock_end_turn (QuintetClock *self,
                        gint64        now)
{
  QuintetSide mover;

  g_return_val_if_fail (self != NULL, 0);

  charge (self, now);
  mover = self->turn;
  if (self->remaining[mover] > 0)
    self->remaining[mover] += self->controls[mover].increment_ms;
  self->turn = QUINTET_OTHER_SIDE (mover);
  self->since = now;
  return self->remaining[mover];
}

gboolean
quintet_clock_get_flag (QuintetClock *self,
                        gint64        now,
                        QuintetSide  *side)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (QuintetSide s = QUINTET_SIDE_0; s <= QUINTET_SIDE_1; s++)
    if (quintet_clock_get_remaining (self, s, now) == 0)
      {
        if (side != NULL)
          *side = s;
        return TRUE;
      }
  return FALSE;
}

/* ---- the computer's share ---- */

/* A thirtieth of what is left, as if thirty more turns were to come, and
 * four fifths of the increment; at most what leaves a margin of 0.2 s
 * and a tenth of the time (for the reply to reach the board on a busy
 * machine), at least 10 ms: a turn must be played. */
#define ALLOT_SHARE     30
#define ALLOT_MARGIN_MS 200
#define ALLOT_MIN_MS    10

gint64
quintet_clock_allot (gint64 remaining,
                     gint64 increment)
{
  gint64 share = remaining / ALLOT_SHARE + increment * 4 / 5;
  gint64 most = remaining - ALLOT_MARGIN_MS - remaining / 10;

  return MAX (MIN (share, most), ALLOT_MIN_MS);
}
