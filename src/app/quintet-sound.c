/* quintet-sound.c — the app's short sounds, played with GtkMediaFile
 *
 * The sounds are the app's own (build-aux/make-sounds synthesised them,
 * docs/sounds.md), in its resources. GtkMediaFile plays them through
 * GTK's media backend (GStreamer on Linux, in the Flatpak too); without
 * an audio device, or without the backend, a stream reports an error
 * that is kept quiet: the game goes on silent, and the next sound tries
 * again with a new stream.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "quintet-sound.h"

#define SOUNDS_PATH "/io/github/quintetgames/Quintet/sounds/"

struct _QuintetSound
{
  GObject            parent_instance;

  QuintetSettings   *settings;
  GtkWindow         *window;        /* weak */
  GtkMediaStream    *streams[QUINTET_N_SOUNDS];
  QuintetSoundFocus  test_focus;
};

G_DEFINE_FINAL_TYPE (QuintetSound, quintet_sound, G_TYPE_OBJECT)

enum {
  PLAYED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const sound_files[QUINTET_N_SOUNDS] = {
  [QUINTET_SOUND_MOVE] = "move.wav",
  [QUINTET_SOUND_CAPTURE] = "capture.wav",
  [QUINTET_SOUND_END] = "end.wav",
  [QUINTET_SOUND_ILLEGAL] = "illegal.wav",
};

static void
quintet_sound_dispose (GObject *object)
{
  QuintetSound *self = QUINTET_SOUND (object);

  for (guint i = 0; i < QUINTET_N_SOUNDS; i++)
    if (self->streams[i] != NULL)
      {
        gtk_media_stream_pause (self->streams[i]);
        g_clear_object (&self->streams[i]);
      }
  g_clear_object (&self->settings);
  g_clear_weak_pointer (&self->window);

  G_OBJECT_CLASS (quintet_sound_parent_class)->dispose (object);
}

static void
quintet_sound_class_init (QuintetSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = quintet_sound_dispose;

  signals[PLAYED] =
    g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
quintet_sound_init (QuintetSound *self)
{
}

QuintetSound *
quintet_sound_new (QuintetSettings *settings,
                   GtkWindow       *window)
{
  QuintetSound *self;

  g_return_val_if_fail (QUINTET_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  self = g_object_new (QUINTET_TYPE_SOUND, NULL);
  self->settings = g_object_ref (settings);
  g_set_weak_pointer (&self->window, window);
  return self;
}

static gboolean
window_is_focused (QuintetSound *self)
{
  switch (self->test_focus)
    {
    case QUINTET_SOUND_FOCUS_FOCUSED:
      return TRUE;
    case QUINTET_SOUND_FOCUS_UNFOCUSED:
      return FALSE;
    case QUINTET_SOUND_FOCUS_REAL:
    default:
      return self->window != NULL && gtk_window_is_active (self->window);
    }
}

/* The stream of @event's sound, made the first time; one that failed
 * (no audio device) is made again. */
static GtkMediaStream *
get_stream (QuintetSound      *self,
            QuintetSoundEvent  event)
{
  if (self->streams[event] != NULL && gtk_media_stream_get_error (self->streams[event]) != NULL)
    g_clear_object (&self->streams[event]);
  if (self->streams[event] == NULL)
    {
      g_autofree char *path = g_strconcat (SOUNDS_PATH, sound_files[event], NULL);

      self->streams[event] = gtk_media_file_new_for_resource (path);
    }
  return self->streams[event];
}

void
quintet_sound_play (QuintetSound      *self,
                    QuintetSoundEvent  event,
                    gboolean           computer)
{
  GtkMediaStream *stream;

  g_return_if_fail (QUINTET_IS_SOUND (self));
  g_return_if_fail (event < QUINTET_N_SOUNDS);

  if (!quintet_settings_get_sound (self->settings))
    return;
  if (!computer && !window_is_focused (self))
    return;

  g_signal_emit (self, signals[PLAYED], 0, (int) event);

  /* A sound that plays still, or ended, starts again from its beginning */
  stream = get_stream (self, event);
  if (gtk_media_stream_get_playing (stream) || gtk_media_stream_get_ended (stream))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

QuintetSoundEvent
quintet_sound_event_for_turn (QuintetTurnSound kind,
                              gboolean         over)
{
  if (over)
    return QUINTET_SOUND_END;
  return kind == QUINTET_TURN_SOUND_CAPTURE ? QUINTET_SOUND_CAPTURE : QUINTET_SOUND_MOVE;
}

void
quintet_sound_set_test_focus (QuintetSound      *self,
                              QuintetSoundFocus  focus)
{
  g_return_if_fail (QUINTET_IS_SOUND (self));

  self->test_focus = focus;
}

GtkMediaStream *
quintet_sound_get_stream (QuintetSound      *self,
                          QuintetSoundEvent  event)
{
  g_return_val_if_fail (QUINTET_IS_SOUND (self), NULL);
  g_return_val_if_fail (event < QUINTET_N_SOUNDS, NULL);

  return self->streams[event];
}

gboolean
quintet_sound_play_turn (QuintetSound       *self,
                         QuintetGame        *game,
                         const QuintetMove  *turn,
                         gboolean            computer,
                         GError            **error)
{
  QuintetTurnSound kind;
  gboolean over;

  g_return_val_if_fail (self == NULL || QUINTET_IS_SOUND (self), FALSE);
  g_return_val_if_fail (QUINTET_IS_GAME (game), FALSE);

  kind = quintet_game_get_turn_sound (game, quintet_game_get_position (game), turn);
  if (!quintet_game_play_turn (game, turn, error))
    return FALSE;
  over = quintet_game_get_outcome (game).status != QUINTET_STATUS_ONGOING;
  if (self != NULL)
    quintet_sound_play (self, quintet_sound_event_for_turn (kind, over), computer);
  return TRUE;
}
