/* quintet-window-resign.c — resigning and offering a draw (C-3): the questions
 * to the players, and the computer's answer to an offer
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
  if (g_strcmp0 (response, "resign") == 0 && self->game != NULL && !_quintet_window_game_is_over (self))
    {
      quintet_game_resign (self->game, _quintet_window_acting_side (self));
      _quintet_window_sound_game_over (self);
    }
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

/* The one question before resigning, here or online: @body (taken) says
 * who wins; @response_cb hears "resign" or "cancel" */
static void
ask_resign (QuintetWindow *self,
            char          *body,
            GCallback      response_cb)
{
  GtkWidget *dialog = new_question (_("Resign This Game?"), body);

  quintet_alert_add_responses (dialog, "cancel", _("_Cancel"), "resign", _("_Resign"), NULL);
  quintet_alert_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  quintet_alert_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", response_cb, self, G_CONNECT_SWAPPED);
  quintet_dialog_present (dialog, GTK_WIDGET (self));
}

void
_quintet_window_resign_activated (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);

  /* Online (issue 33): the friend hears of it */
  if (_quintet_window_is_online (self))
    {
      ask_resign (self,
                  /* Translators: %s is a friend's address, e.g. bob@example.org */
                  g_strdup_printf (_("%s wins, and hears of it at once."),
                                   quintet_online_game_get_opponent (self->online_game)),
                  G_CALLBACK (_quintet_window_online_resign_response));
      return;
    }
  /* Both players share the screen: the side to move is the one resigning. */
  ask_resign (self,
              /* Translators: the first %s resigns, the second %s is the opponent */
              g_strdup_printf (_("%s resigns and %s wins."),
                               _(quintet_game_get_side_name (self->game, side)),
                               _(quintet_game_get_side_name (self->game, QUINTET_OTHER_SIDE (side)))),
              G_CALLBACK (resign_response_cb));
}

void
_quintet_window_offer_draw_activated (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  QuintetWindow *self = QUINTET_WINDOW (widget);
  QuintetSide side = _quintet_window_acting_side (self);
  GtkWidget *dialog;

  /* Online (issue 33): the friend answers, whenever they come */
  if (_quintet_window_is_online (self))
    {
      _quintet_window_online_offer_draw (self);
      return;
    }
  /* The other side's seat answers (the computer at once, C-3), unless
   * its player is at this screen */
  switch (quintet_seat_answer_draw (self->seats[QUINTET_OTHER_SIDE (side)], self->game, side))
    {
    case QUINTET_SEAT_DRAW_ACCEPTED:
      quintet_game_agree_draw (self->game);
      _quintet_window_sound_game_over (self);
      return;
    case QUINTET_SEAT_DRAW_DECLINED:
      {
        /* Translators: %s is the side asked, e.g. "Black" */
        g_autofree char *answer = g_strdup_printf (_("%s declines the draw"),
                                                   _(quintet_game_get_side_name (self->game, QUINTET_OTHER_SIDE (side))));

        _quintet_window_show_toast (self, answer);
      }
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
