/* quintet-window-resign.c — resigning and offering a draw (C-3): the questions
 * to the players here; the seats resign, and answer an offer (the computer
 * at once, an online friend later)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-window-private.h"

/* ---- resign and draw (C-3) ---- */

static void
resign_response_cb (QuintetWindow *self,
                    const char    *response)
{
  g_autoptr(GError) error = NULL;
  QuintetSide side;

  if (g_strcmp0 (response, "resign") != 0 || self->game == NULL || _quintet_window_game_is_over (self))
    return;
  side = _quintet_window_acting_side (self);
  if (!quintet_seat_resign (self->seats[side], self->game, side, &error))
    {
      quintet_toasts_show (self->toasts, error->message);
      return;
    }
  _quintet_window_sound_game_over (self);
}

static void
draw_response_cb (QuintetWindow *self,
                  const char    *response)
{
  if (g_strcmp0 (response, "accept") == 0 && self->game != NULL && !_quintet_window_game_is_over (self))
    {
      quintet_game_agree_draw (self->game);
      _quintet_window_sound_game_over (self);
    }
}

static GtkWidget *
new_question (const char *heading,
              char       *body)
{
  GtkWidget *dialog = quintet_alert_new (heading, body);

  g_free (body);
  return dialog;
}

/* The one question before resigning: the winner's seat says who wins
 * (and, online, that the friend hears of it at once) */
void
_quintet_window_resign_activated (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);
  GtkWidget *dialog = new_question (_("Resign This Game?"),
                                    quintet_seat_describe_resignation (self->seats[QUINTET_OTHER_SIDE (side)],
                                                                       self->game, side));

  quintet_alert_add_responses (dialog, "cancel", _("_Cancel"), "resign", _("_Resign"), NULL);
  quintet_alert_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  quintet_alert_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

void
_quintet_window_offer_draw_activated (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);
  GtkWidget *dialog;

  g_autofree char *note = NULL;

  /* The other side's seat answers (the computer at once, C-3; an online
   * friend later), unless its player is at this screen */
  switch (quintet_seat_answer_draw (self->seats[QUINTET_OTHER_SIDE (side)], self->game, side, &note))
    {
    case QUINTET_SEAT_DRAW_ACCEPTED:
      quintet_game_agree_draw (self->game);
      _quintet_window_sound_game_over (self);
      return;
    case QUINTET_SEAT_DRAW_DECLINED:
    case QUINTET_SEAT_DRAW_OFFERED:
    case QUINTET_SEAT_DRAW_FAILED:
      quintet_toasts_show (self->toasts, note);
      return;
    case QUINTET_SEAT_DRAW_ASK_HERE:
    default:
      break;
    }

  /* The offer goes to the other player, who answers here. */
  dialog = new_question (_("Accept the Draw?"),
                         /* Translators: the first %s offers, the second %s is asked */
                         g_strdup_printf (_("%s offers a draw. %s, do you accept?"),
                                          _(quintet_game_get_side_name (self->game, side)),
                                          _(quintet_game_get_side_name (self->game,
                                                                        QUINTET_OTHER_SIDE (side)))));
  quintet_alert_add_responses (dialog, "decline", _("_Decline"), "accept", _("_Accept"), NULL);
  quintet_alert_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  quintet_alert_set_close_response (dialog, "decline");
  g_signal_connect_object (dialog, "response", G_CALLBACK (draw_response_cb),
                           self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}
