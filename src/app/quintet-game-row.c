/* quintet-game-row.c — a game's row on the start page: an unfinished
 * game's, or an online game's with what it waits for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "quintet-clock.h"
#include "quintet-game-row.h"
#include "quintet-registry.h"
#include "quintet-thumbnail.h"

/* An unfinished game's position, beside its description */
#define ROW_THUMBNAIL_SIZE 48

/* A game's row's Remove button: removed at once, with Undo in a toast */
GtkWidget *
quintet_game_row_new_remove_button (GCallback clicked,
                                    gpointer  user_data)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Remove This Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove This Game"), -1);
  g_signal_connect (button, "clicked", clicked, user_data);
  return button;
}

/* @game's position, beside its row's words; added to @pictures */
GtkWidget *
quintet_game_row_new_picture (GPtrArray   *pictures,
                              QuintetGame *game)
{
  g_autoptr(GdkPaintable) thumbnail = quintet_thumbnail_new_square (game, ROW_THUMBNAIL_SIZE);
  GtkWidget *picture = gtk_picture_new_for_paintable (thumbnail);

  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_size_request (picture, ROW_THUMBNAIL_SIZE, ROW_THUMBNAIL_SIZE);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (picture, 6);
  gtk_widget_set_margin_bottom (picture, 6);
  gtk_widget_add_css_class (picture, "thumbnail");
  g_ptr_array_add (pictures, g_object_ref (picture));
  return picture;
}

/* An online game's name for people ("Ordo X"), or its variant's id when
 * Quintet does not know it */
const char *
quintet_game_row_online_name (QuintetOnlineGame *game)
{
  const QuintetGameInfo *info = quintet_registry_lookup (quintet_online_game_get_variant (game));

  return info != NULL ? _(info->name) : quintet_online_game_get_variant (game);
}

/* What the game waits for, in the player's words */
static char *
describe_online_game (QuintetOnlineGame *game)
{
  const char *opponent = quintet_online_game_get_opponent (game);

  switch (quintet_online_game_get_state (game))
    {
    case QUINTET_ONLINE_STATE_INVITING:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Waiting for %s to accept"), opponent);
    case QUINTET_ONLINE_STATE_INVITED:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s invites you to play"), opponent);
    case QUINTET_ONLINE_STATE_PLAYING:
      if (quintet_online_game_get_own_turn (game))
        /* Translators: %s is a friend's address, e.g. bob@example.org */
        return g_strdup_printf (_("Your turn against %s"), opponent);
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("%s’s turn"), opponent);
    case QUINTET_ONLINE_STATE_DECLINED:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Declined; with %s"), opponent);
    case QUINTET_ONLINE_STATE_ENDED:
    default:
      /* Translators: %s is a friend's address, e.g. bob@example.org */
      return g_strdup_printf (_("Finished; against %s"), opponent);
    }
}

/* One side's time control as the New Game dialog words it ("10 min + 5 s") */
static char *
describe_time_control (const QuintetTimeControl *control)
{
  guint seconds = control->base_ms / 1000, increment = control->increment_ms / 1000;

  if (seconds % 60 != 0)
    /* Translators: a clock's time for each side and the seconds added after each turn, in seconds, e.g. "90 s + 2 s" */
    return g_strdup_printf (_("%u s + %u s"), seconds, increment);
  if (increment == 0)
    /* Translators: a clock's time for each side */
    return g_strdup_printf (ngettext ("%u minute", "%u minutes", seconds / 60), seconds / 60);
  /* Translators: a clock's time for each side and the seconds added after each turn, e.g. "10 min + 5 s" */
  return g_strdup_printf (_("%u min + %u s"), seconds / 60, increment);
}

/* An online game's clock (its TimeControl tag), or NULL for none */
static char *
describe_online_clock (QuintetOnlineGame *game)
{
  const char *tag = quintet_online_game_get_clock (game);
  QuintetTimeControl controls[2];
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  if (tag == NULL || !quintet_time_control_parse (tag, controls))
    return NULL;
  first = describe_time_control (&controls[0]);
  if (quintet_time_control_equal (&controls[0], &controls[1]))
    return g_steal_pointer (&first);
  second = describe_time_control (&controls[1]);
  /* Translators: the clocks of the side that moves first and of the other */
  return g_strdup_printf (_("%s / %s"), first, second);
}

/* Round buttons with a tooltip: the row keeps its words on a phone */
static GtkWidget *
new_answer_button (const char *label,
                   gboolean    accept,
                   GCallback   clicked,
                   gpointer    user_data)
{
  GtkWidget *button = gtk_button_new_from_icon_name (accept ? "object-select-symbolic" : "window-close-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class (button, "circular");
  if (accept)
    gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data (G_OBJECT (button), "accept", GINT_TO_POINTER (accept));
  g_signal_connect (button, "clicked", clicked, user_data);
  return button;
}

/* A request's Block: win.block-address with its sender (the window
 * declines and removes their invitations, and blocks them) */
static GtkWidget *
new_block_button (QuintetOnlineGame *game)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("action-unavailable-symbolic");
  /* Translators: the accessible name of a request's Block button; %s is an address */
  g_autofree char *name = g_strdup_printf (_("Block %s"), quintet_online_game_get_opponent (game));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* Translators: the tooltip of a request's button on the start page */
  gtk_widget_set_tooltip_text (button, _("Block This Address"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.block-address");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_string (quintet_online_game_get_opponent (game)));
  return button;
}

/* How many of the friend's chat lines wait to be read (issue 40): a
 * count in a pill, as GNOME shows what is new */
static GtkWidget *
new_unread_badge (QuintetOnlineGame *game)
{
  guint n = quintet_online_game_get_n_unread (game);
  g_autofree char *count = g_strdup_printf ("%u", n);
  g_autofree char *spoken = NULL;
  GtkWidget *badge = gtk_label_new (count);

  gtk_widget_add_css_class (badge, "unread-badge");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  /* Translators: the badge of an online game with chat lines not read yet */
  spoken = g_strdup_printf (ngettext ("%u unread message", "%u unread messages", n), n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (badge), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_tooltip_text (badge, spoken);
  return badge;
}

GtkWidget *
quintet_game_row_new_online (QuintetOnlineGame *game,
                             gboolean           request,
                             GPtrArray         *pictures,
                             GCallback          answer_clicked,
                             GCallback          remove_clicked,
                             gpointer           user_data)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = describe_online_game (game);
  g_autofree char *clock = describe_online_clock (game);
  gboolean invited = quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), quintet_game_row_online_name (game));
  /* A game on a clock says so, an invitation before it is accepted */
  if (clock != NULL && quintet_online_game_get_state (game) != QUINTET_ONLINE_STATE_ENDED)
    {
      /* Translators: what an online game waits for, then its clock, e.g.
       * "bob@example.org invites you to play · 10 min + 5 s" */
      g_autofree char *with_clock = g_strdup_printf (_("%s · %s"), subtitle, clock);

      g_free (subtitle);
      subtitle = g_steal_pointer (&with_clock);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* (an invitation's three buttons leave a phone's row narrow: its clock
   * would be cut after two lines) */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), invited ? 3 : 2);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             quintet_game_row_new_picture (pictures, quintet_online_game_get_game (game)));
  if (invited && request)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_block_button (game));
  if (invited)
    {
      /* Translators: the tooltip of an invitation's button on the start page */
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_answer_button (_("Decline the Invitation"), FALSE, answer_clicked, user_data));
      /* Translators: the tooltip of an invitation's button on the start page */
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_answer_button (_("Accept and Play"), TRUE, answer_clicked, user_data));
    }
  else
    {
      QuintetOnlineState state = quintet_online_game_get_state (game);

      /* A finished game can go, with Undo (issue 40) */
      if (state == QUINTET_ONLINE_STATE_ENDED || state == QUINTET_ONLINE_STATE_DECLINED)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), quintet_game_row_new_remove_button (remove_clicked, user_data));
      if (quintet_online_game_get_n_unread (game) > 0)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_unread_badge (game));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      /* Translators: tooltip of an online game on the start page */
      gtk_widget_set_tooltip_text (row, _("Show this game"));
    }
  if (quintet_online_game_get_own_turn (game))
    gtk_widget_add_css_class (row, "own-turn");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !invited);
  g_object_set_data_full (G_OBJECT (row), "online-game", g_strdup (quintet_online_game_get_id (game)), g_free);
  return row;
}

/* Invitations first, then the games waiting for us, then the others;
 * each group the newest first, as the model has them */
guint
quintet_game_row_rank (QuintetOnlineGame *game)
{
  switch (quintet_online_game_get_state (game))
    {
    case QUINTET_ONLINE_STATE_INVITED:
      return 0;
    case QUINTET_ONLINE_STATE_PLAYING:
      return quintet_online_game_get_own_turn (game) ? 1 : 2;
    case QUINTET_ONLINE_STATE_INVITING:
      return 3;
    default:
      return 4;
    }
}

/* The rows' order: invitations, our turns, theirs, ours waiting, the
 * others; each group as the model has them (the newest first) */
int
quintet_game_row_compare (GtkListBoxRow *a,
                          GtkListBoxRow *b,
                          gpointer       user_data)
{
  guint rank_a = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "rank"));
  guint rank_b = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "rank"));
  guint order_a = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (a), "order"));
  guint order_b = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "order"));

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  return order_a < order_b ? -1 : order_a > order_b;
}
