/* quintet-new-game-dialog.c — the choices made before a game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-new-game-dialog.h"
#include "quintet-online.h"
#include "quintet-registry.h"
#include "quintet-search.h"

/* Only rows that offer a choice are shown: a variant where the game has
 * several, the first player where the rules leave it open; and for each
 * side, a person or the computer at one of its levels. */
struct _QuintetNewGameDialog
{
  QuintetNewGameDialogParent  parent_instance;

  char             *game_id;
  gboolean          answered;       /* "response" was emitted */

  GtkLabel         *description;    /* AdwDialog's; AdwMessageDialog has a body */
  GtkListBox       *choices;
  AdwComboRow      *variant_row;
  AdwComboRow      *first_side_row;
  AdwComboRow      *player_rows[2];
  AdwComboRow      *clock_row;
  AdwActionRow     *custom_rows[2];
  GtkSpinButton    *minutes_buttons[2];
  GtkSpinButton    *increment_buttons[2];
  /* Online play (issue 33): "Friend Online", the last item of each
   * player row once quintet_new_game_dialog_set_online () offers it */
  gboolean          online;
  AdwEntryRow      *online_row;
  gboolean          was_online;       /* a friend online was chosen already */
};

G_DEFINE_FINAL_TYPE (QuintetNewGameDialog, quintet_new_game_dialog, QUINTET_TYPE_NEW_GAME_DIALOG_PARENT)

enum {
  PROP_0,
  PROP_GAME_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the frame: AdwDialog's header bar, or AdwMessageDialog's responses ---- */

#if QUINTET_ADW_DIALOGS

enum {
  RESPONSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_heading (QuintetNewGameDialog *self,
             const char           *heading,
             const char           *body)
{
  adw_dialog_set_title (ADW_DIALOG (self), heading);
  gtk_label_set_label (self->description, body);
}

/* "response", once: a close after a button's answers nothing more */
static void
answer (QuintetNewGameDialog *self,
        const char           *response)
{
  if (self->answered)
    return;
  self->answered = TRUE;
  g_signal_emit (self, signals[RESPONSE], g_quark_from_string (response), response);
}

/* What a header bar button does: the answer, then the dialog closes */
static void
respond (QuintetNewGameDialog *self,
         const char           *response)
{
  g_return_if_fail (g_str_equal (response, "cancel") || g_str_equal (response, "start"));

  g_object_ref (self);
  answer (self, response);
  adw_dialog_force_close (ADW_DIALOG (self));
  g_object_unref (self);
}

static void
cancel_clicked_cb (QuintetNewGameDialog *self)
{
  respond (self, "cancel");
}

static void
start_clicked_cb (QuintetNewGameDialog *self)
{
  respond (self, "start");
}

/* Escape, or closed with its window: no game chosen */
static void
quintet_new_game_dialog_closed (AdwDialog *dialog)
{
  answer (QUINTET_NEW_GAME_DIALOG (dialog), "cancel");

  if (ADW_DIALOG_CLASS (quintet_new_game_dialog_parent_class)->closed != NULL)
    ADW_DIALOG_CLASS (quintet_new_game_dialog_parent_class)->closed (dialog);
}

/* The game's name as the title, Cancel and Start Game in the header bar
 * (as GNOME's dialogs that make something: no close button besides
 * Cancel), the description and the choices under it */
static void
build_frame (QuintetNewGameDialog *self)
{
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start Game"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *description = gtk_label_new (NULL);

  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_widget_add_css_class (start, "suggested-action");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (start_clicked_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), start);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);

  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_justify (GTK_LABEL (description), GTK_JUSTIFY_CENTER);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 24);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_box_append (GTK_BOX (content), description);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->choices));
  /* The dialog takes the rows' size as they change (the Custom clock's
   * rows come and go), at most 480 px wide (the lines wrap there); a
   * short screen scrolls them rather than cut them off */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scrolled), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);

  adw_dialog_set_child (ADW_DIALOG (self), view);
  adw_dialog_set_follows_content_size (ADW_DIALOG (self), TRUE);
  adw_dialog_set_default_widget (ADW_DIALOG (self), start);
  self->description = GTK_LABEL (description);
}

static void
frame_class_init (QuintetNewGameDialogClass *klass)
{
  ADW_DIALOG_CLASS (klass)->closed = quintet_new_game_dialog_closed;

  signals[RESPONSE] =
    g_signal_new ("response", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

#else

static void
set_heading (QuintetNewGameDialog *self,
             const char           *heading,
             const char           *body)
{
  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), body);
}

static void
respond (QuintetNewGameDialog *self,
         const char           *response)
{
  quintet_alert_respond (GTK_WIDGET (self), response);
}

/* A question's frame: Cancel (also Escape) and Start Game under the rows */
static void
build_frame (QuintetNewGameDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);

  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "start", _("_Start Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "start", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "start");
  adw_message_dialog_set_close_response (dialog, "cancel");
  adw_message_dialog_set_extra_child (dialog, GTK_WIDGET (self->choices));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
}

static void
frame_class_init (QuintetNewGameDialogClass *klass)
{
}

#endif

/* ---- variants ---- */

static const QuintetGameInfo *
lookup_item (gpointer item)
{
  return quintet_registry_lookup (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
}

/* The combo row's items are registry ids; it shows their names. */
static char *
variant_name (GtkStringObject *item,
              gpointer         user_data)
{
  return g_strdup (_(lookup_item (item)->name));
}

static void
setup_variant_item (GtkSignalListItemFactory *factory,
                    GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 36);
  gtk_widget_add_css_class (description, "caption");
  gtk_widget_add_css_class (description, "dim-label");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);
  gtk_list_item_set_child (list_item, box);
}

/* In the open list, each variant comes with its one-line description. */
static void
bind_variant_item (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item)
{
  const QuintetGameInfo *info = lookup_item (gtk_list_item_get_item (list_item));
  GtkWidget *box = gtk_list_item_get_child (list_item);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)), _(info->name));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)), _(info->description));
}

static const QuintetGameInfo *
get_chosen_info (QuintetNewGameDialog *self)
{
  gpointer item = adw_combo_row_get_selected_item (self->variant_row);

  return item != NULL ? lookup_item (item) : quintet_registry_lookup (self->game_id);
}

static void
update_heading (QuintetNewGameDialog *self)
{
  const QuintetGameInfo *info = get_chosen_info (self);

  set_heading (self, _(info->name), _(info->description));
}

/* Registry entries with a variant and the same game type form a family
 * (Classic Ordo and Ordo X); the card that opened the dialog is chosen. */
static void
setup_variants (QuintetNewGameDialog  *self,
                const QuintetGameInfo *info)
{
  g_autoptr(GtkStringList) ids = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  const QuintetGameInfo *games;
  guint n_games, selected = 0;

  games = quintet_registry_get_games (&n_games);
  for (guint i = 0; i < n_games && info->variant >= 0; i++)
    if (games[i].variant >= 0 && games[i].get_type == info->get_type)
      {
        if (g_str_equal (games[i].id, info->id))
          selected = g_list_model_get_n_items (G_LIST_MODEL (ids));
        gtk_string_list_append (ids, games[i].id);
      }

  g_signal_connect (factory, "setup", G_CALLBACK (setup_variant_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_variant_item), NULL);
  adw_combo_row_set_list_factory (self->variant_row, factory);
  adw_combo_row_set_expression (self->variant_row,
                                gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                                             G_CALLBACK (variant_name), NULL, NULL));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (ids));
  adw_combo_row_set_selected (self->variant_row, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->variant_row),
                          g_list_model_get_n_items (G_LIST_MODEL (ids)) > 1);
  g_signal_connect_swapped (self->variant_row, "notify::selected", G_CALLBACK (update_heading), self);
}

/* ---- players ---- */

/* In the open list of players, each computer level comes with its line */
static void
bind_player_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  GtkStringObject *item = gtk_list_item_get_item (list_item);
  guint level = gtk_list_item_get_position (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *summary = gtk_widget_get_last_child (box);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)), gtk_string_object_get_string (item));
  /* "Friend Online" (issue 33) follows the levels */
  gtk_label_set_label (GTK_LABEL (summary), level > 0 && level <= QUINTET_SEARCH_N_LEVELS
                                            ? quintet_describe_level (level) : "");
  gtk_widget_set_visible (summary, level > 0 && level <= QUINTET_SEARCH_N_LEVELS);
}

/* The chosen level's line under the side's name */
static void
update_player_subtitle (AdwComboRow *row)
{
  guint level = MIN (adw_combo_row_get_selected (row), QUINTET_SEARCH_N_LEVELS + 1);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               level > 0 && level <= QUINTET_SEARCH_N_LEVELS ? quintet_describe_level (level) : "");
}

/* ---- the clock ---- */

/* The Clock row's choices after "No Clock" (C-7, docs/rules.md): minutes
 * and an increment in seconds for both sides; the last is Custom */
static const struct {
  guint       minutes;
  guint       increment;
} clock_presets[] = {
  { 5, 0 },
  { 10, 5 },
  { 30, 0 },
};
#define CLOCK_CUSTOM (G_N_ELEMENTS (clock_presets) + 1)

static void
update_custom_rows (QuintetNewGameDialog *self)
{
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    gtk_widget_set_visible (GTK_WIDGET (self->custom_rows[side]),
                            adw_combo_row_get_selected (self->clock_row) == CLOCK_CUSTOM);
}

static char *
describe_time_control (guint minutes,
                       guint increment)
{
  if (increment == 0)
    /* Translators: a clock's time for each side */
    return g_strdup_printf (ngettext ("%u minute", "%u minutes", minutes), minutes);
  /* Translators: a clock's time for each side and the seconds added after each turn, e.g. "10 min + 5 s" */
  return g_strdup_printf (_("%u min + %u s"), minutes, increment);
}

/* A side's custom time: minutes, then seconds added after each turn */
static void
setup_custom_row (QuintetNewGameDialog *self,
                  QuintetGame          *game,
                  QuintetSide           side)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *minutes = gtk_spin_button_new_with_range (1, 600, 1);
  GtkWidget *increment = gtk_spin_button_new_with_range (0, 60, 1);
  GtkWidget *plus = gtk_label_new ("+");
  /* Translators: a side's clock in the New Game dialog, e.g. "White's Clock" */
  g_autofree char *title = g_strdup_printf (_("%s’s Clock"), _(quintet_game_get_side_name (game, side)));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (minutes), 10);
  gtk_widget_set_valign (minutes, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (increment, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (minutes), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: a spin button's accessible name */
                                  _("Minutes"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (increment), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: a spin button's accessible name */
                                  _("Seconds added after each turn"), -1);
  gtk_box_append (GTK_BOX (box), minutes);
  gtk_box_append (GTK_BOX (box), plus);
  gtk_box_append (GTK_BOX (box), increment);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->custom_rows[side]), title);
  /* Translators: under a side's clock, what its two numbers are */
  adw_action_row_set_subtitle (self->custom_rows[side], _("Minutes + seconds a turn"));
  adw_action_row_add_suffix (self->custom_rows[side], box);
  self->minutes_buttons[side] = GTK_SPIN_BUTTON (minutes);
  self->increment_buttons[side] = GTK_SPIN_BUTTON (increment);
}

static void
setup_clock (QuintetNewGameDialog *self,
             QuintetGame          *game)
{
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("No Clock"));
  for (guint i = 0; i < G_N_ELEMENTS (clock_presets); i++)
    {
      g_autofree char *text = describe_time_control (clock_presets[i].minutes, clock_presets[i].increment);

      gtk_string_list_append (choices, text);
    }
  /* Translators: a clock's time chosen side by side */
  gtk_string_list_append (choices, _("Custom"));
  adw_combo_row_set_model (self->clock_row, G_LIST_MODEL (choices));
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    setup_custom_row (self, game, side);
  g_signal_connect_swapped (self->clock_row, "notify::selected", G_CALLBACK (update_custom_rows), self);
  update_custom_rows (self);
}

/* ---- online play (issue 33) ---- */

/* The player rows' item for a friend over the network */
#define PLAYER_ONLINE (QUINTET_SEARCH_N_LEVELS + 1)

static gboolean
side_is_online (QuintetNewGameDialog *self,
                QuintetSide           side)
{
  return self->online && adw_combo_row_get_selected (self->player_rows[side]) == PLAYER_ONLINE;
}

static void
update_online_address (QuintetNewGameDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->online_row));
  g_autofree char *bare = quintet_online_bare_jid (text);

  /* Marked only once something is typed */
  if (bare == NULL && *text != '\0')
    gtk_widget_add_css_class (GTK_WIDGET (self->online_row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->online_row), "error");
}

/* A friend plays one side, we the other: a person. The clock stays,
 * with no clock first chosen (online games are played a turn a day as
 * well); a clock chosen goes in the invitation */
static void
update_online_rows (QuintetNewGameDialog *self,
                    GParamSpec           *pspec,
                    AdwComboRow          *changed)
{
  gboolean online = side_is_online (self, QUINTET_SIDE_0) || side_is_online (self, QUINTET_SIDE_1);

  if (changed != NULL && adw_combo_row_get_selected (changed) == PLAYER_ONLINE)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      if (self->player_rows[side] != changed && adw_combo_row_get_selected (self->player_rows[side]) != 0)
        adw_combo_row_set_selected (self->player_rows[side], 0);
  gtk_widget_set_visible (GTK_WIDGET (self->online_row), online);
  if (online && !self->was_online)
    adw_combo_row_set_selected (self->clock_row, 0);
  self->was_online = online;
}

/* ---- the dialog ---- */

static void
setup_for_game (QuintetNewGameDialog *self)
{
  const QuintetGameInfo *info = quintet_registry_lookup (self->game_id);
  g_autoptr(QuintetGame) game = quintet_registry_new_game (self->game_id);
  g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);

  g_return_if_fail (info != NULL && game != NULL);

  setup_variants (self, info);
  update_heading (self);

  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      const char *name = _(quintet_game_get_side_name (game, side));
      /* Translators: %s is a side, e.g. "White"; an item of "First Move" */
      g_autofree char *moves_first = g_strdup_printf (_("%s moves first"), name);

      gtk_string_list_append (sides, moves_first);
    }

  /* PR-1 and the like: only where the rules leave the first player open;
   * the first side (White, or Dark in Oferhlýp) stays the default. */
  /* Who plays each side: a person, or the computer at one of its levels */
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      g_autoptr(GtkStringList) players = gtk_string_list_new (NULL);
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      gtk_string_list_append (players, _("Person"));
      for (guint level = 1; level <= QUINTET_SEARCH_N_LEVELS; level++)
        {
          g_autofree char *computer = quintet_describe_computer (level);

          gtk_string_list_append (players, computer);
        }
      g_signal_connect (factory, "setup", G_CALLBACK (setup_variant_item), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_player_item), NULL);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_rows[side]),
                                     _(quintet_game_get_side_name (game, side)));
      adw_combo_row_set_list_factory (self->player_rows[side], factory);
      adw_combo_row_set_model (self->player_rows[side], G_LIST_MODEL (players));
      g_signal_connect (self->player_rows[side], "notify::selected", G_CALLBACK (update_player_subtitle), NULL);
      update_player_subtitle (self->player_rows[side]);
    }

  setup_clock (self, game);
  adw_combo_row_set_model (self->first_side_row, G_LIST_MODEL (sides));
  adw_combo_row_set_selected (self->first_side_row, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->first_side_row),
                          quintet_game_get_first_side_choice (game));
}

static void
quintet_new_game_dialog_constructed (GObject *object)
{
  QuintetNewGameDialog *self = QUINTET_NEW_GAME_DIALOG (object);

  G_OBJECT_CLASS (quintet_new_game_dialog_parent_class)->constructed (object);

  setup_for_game (self);
}

static void
quintet_new_game_dialog_finalize (GObject *object)
{
  QuintetNewGameDialog *self = QUINTET_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->game_id, g_free);

  G_OBJECT_CLASS (quintet_new_game_dialog_parent_class)->finalize (object);
}

static void
quintet_new_game_dialog_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  QuintetNewGameDialog *self = QUINTET_NEW_GAME_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, self->game_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_new_game_dialog_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  QuintetNewGameDialog *self = QUINTET_NEW_GAME_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      self->game_id = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A friend chosen in the menu of recent ones */
static void
recent_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  QuintetNewGameDialog *self = QUINTET_NEW_GAME_DIALOG (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->online_row), g_variant_get_string (parameter, NULL));
}

static void
quintet_new_game_dialog_class_init (QuintetNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = quintet_new_game_dialog_constructed;
  object_class->finalize = quintet_new_game_dialog_finalize;
  object_class->get_property = quintet_new_game_dialog_get_property;
  object_class->set_property = quintet_new_game_dialog_set_property;

  properties[PROP_GAME_ID] =
    g_param_spec_string ("game-id", NULL, NULL, "pressman",
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "new-game.recent", "s", recent_activated);
  frame_class_init (klass);
}

/* The choices come from their own file, the frame around them from
 * build_frame: the same rows in either kind of dialog */
static void
quintet_new_game_dialog_init (QuintetNewGameDialog *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/quintetgames/Quintet/quintet-new-game-dialog.ui");

#define CHOICE(name, type) type (gtk_builder_get_object (builder, name))
  self->choices = CHOICE ("choices", GTK_LIST_BOX);
  self->variant_row = CHOICE ("variant_row", ADW_COMBO_ROW);
  self->first_side_row = CHOICE ("first_side_row", ADW_COMBO_ROW);
  self->clock_row = CHOICE ("clock_row", ADW_COMBO_ROW);
  self->online_row = CHOICE ("online_row", ADW_ENTRY_ROW);
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      g_autofree char *player = g_strdup_printf ("player_row_%d", side);
      g_autofree char *custom = g_strdup_printf ("custom_clock_row_%d", side);

      self->player_rows[side] = CHOICE (player, ADW_COMBO_ROW);
      self->custom_rows[side] = CHOICE (custom, ADW_ACTION_ROW);
    }
#undef CHOICE

  build_frame (self);
}

/* Shown over a window with quintet_dialog_present () */
QuintetNewGameDialog *
quintet_new_game_dialog_new (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (quintet_registry_lookup (game_id) != NULL, NULL);

  return g_object_new (QUINTET_TYPE_NEW_GAME_DIALOG, "game-id", game_id, NULL);
}

void
quintet_new_game_dialog_respond (QuintetNewGameDialog *self,
                                 const char           *response)
{
  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));

  respond (self, response);
}

/* The registry id to start: the chosen variant, or the card's game. */
const char *
quintet_new_game_dialog_get_game_id (QuintetNewGameDialog *self)
{
  g_return_val_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self), NULL);

  return get_chosen_info (self)->id;
}

QuintetSide
quintet_new_game_dialog_get_first_side (QuintetNewGameDialog *self)
{
  g_return_val_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self), QUINTET_SIDE_0);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->first_side_row)))
    return QUINTET_SIDE_0;

  return adw_combo_row_get_selected (self->first_side_row) == 1 ? QUINTET_SIDE_1 : QUINTET_SIDE_0;
}

/* 0: a person plays @side; 1 … QUINTET_SEARCH_N_LEVELS: the computer at that level. */
guint
quintet_new_game_dialog_get_computer_level (QuintetNewGameDialog *self,
                                            QuintetSide           side)
{
  g_return_val_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self), 0);
  g_return_val_if_fail (side <= QUINTET_SIDE_1, 0);

  if (side_is_online (self, side))
    return 0;
  return adw_combo_row_get_selected (self->player_rows[side]);
}

void
quintet_new_game_dialog_set_computer_level (QuintetNewGameDialog *self,
                                            QuintetSide           side,
                                            guint                 level)
{
  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (side <= QUINTET_SIDE_1);

  adw_combo_row_set_selected (self->player_rows[side], MIN (level, QUINTET_SEARCH_N_LEVELS));
}

/* "Computer, Beginner": a computer player as the dialog and the side
 * panel name it (level 1 the easiest, QUINTET_SEARCH_N_LEVELS the strongest). */
char *
quintet_describe_computer (guint level)
{
  g_return_val_if_fail (level >= 1 && level <= QUINTET_SEARCH_N_LEVELS, NULL);

  /* Translators: a player; %s is a level, e.g. "Computer, Beginner" */
  return g_strdup_printf (_("Computer, %s"), _(quintet_search_get_level (level)->name));
}

/* The level's one line on how it plays, translated */
const char *
quintet_describe_level (guint level)
{
  g_return_val_if_fail (level >= 1 && level <= QUINTET_SEARCH_N_LEVELS, NULL);

  return _(quintet_search_get_level (level)->summary);
}

/* The clock chosen: FALSE for none, else each side's time control */
gboolean
quintet_new_game_dialog_get_time_controls (QuintetNewGameDialog *self,
                                           QuintetTimeControl    controls[2])
{
  guint chosen;

  g_return_val_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self), FALSE);

  chosen = adw_combo_row_get_selected (self->clock_row);
  if (chosen == 0 || chosen > CLOCK_CUSTOM)
    return FALSE;
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      guint minutes = chosen < CLOCK_CUSTOM ? clock_presets[chosen - 1].minutes
                                            : (guint) gtk_spin_button_get_value_as_int (self->minutes_buttons[side]);
      guint increment = chosen < CLOCK_CUSTOM ? clock_presets[chosen - 1].increment
                                              : (guint) gtk_spin_button_get_value_as_int (self->increment_buttons[side]);

      controls[side] = (QuintetTimeControl) { (gint64) minutes * 60000, (gint64) increment * 1000 };
    }
  return TRUE;
}

/* Selects "No Clock" (0), a preset (1 … 3) or Custom (4) with @controls
 * for its rows (may be NULL) */
void
quintet_new_game_dialog_set_clock (QuintetNewGameDialog     *self,
                                   guint                     choice,
                                   const QuintetTimeControl *controls)
{
  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (choice <= CLOCK_CUSTOM);

  if (controls != NULL)
    for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
      {
        gtk_spin_button_set_value (self->minutes_buttons[side], controls[side].base_ms / 60000);
        gtk_spin_button_set_value (self->increment_buttons[side], controls[side].increment_ms / 1000);
      }
  adw_combo_row_set_selected (self->clock_row, choice);
}

/* Online play (issue 33): each player row offers "Friend Online", and the
 * Friend’s Address row comes with it */
void
quintet_new_game_dialog_set_online (QuintetNewGameDialog *self,
                                    gboolean              online)
{
  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));

  if (!online || self->online)
    return;
  self->online = TRUE;
  for (QuintetSide side = QUINTET_SIDE_0; side <= QUINTET_SIDE_1; side++)
    {
      GtkStringList *players = GTK_STRING_LIST (adw_combo_row_get_model (self->player_rows[side]));

      gtk_string_list_append (players, _("Friend Online"));
      g_signal_connect_object (self->player_rows[side], "notify::selected",
                               G_CALLBACK (update_online_rows), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (self->online_row, "changed", G_CALLBACK (update_online_address), self, G_CONNECT_SWAPPED);
}

/* The friends played with lately (issue 40): the last one is in the
 * address row already, each one a choice in its menu */
void
quintet_new_game_dialog_set_recent_opponents (QuintetNewGameDialog *self,
                                              const char * const   *addresses)
{
  g_autoptr(GMenu) menu = NULL;
  GtkWidget *button;

  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));

  if (addresses == NULL || addresses[0] == NULL)
    return;
  if (*gtk_editable_get_text (GTK_EDITABLE (self->online_row)) == '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->online_row), addresses[0]);

  menu = g_menu_new ();
  for (guint i = 0; addresses[i] != NULL; i++)
    {
      /* a menu's labels take "_" for a mnemonic: an address's stay */
      g_auto(GStrv) parts = g_strsplit (addresses[i], "_", -1);
      g_autofree char *label = g_strjoinv ("__", parts);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "new-game.recent", g_variant_new_string (addresses[i]));
      g_menu_append_item (menu, item);
    }
  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-open-recent-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Recent Friends"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Recent Friends"), -1);
  adw_entry_row_add_suffix (self->online_row, button);
}

/* Chooses a friend online for @side (tests) and their address */
void
quintet_new_game_dialog_set_online_opponent (QuintetNewGameDialog *self,
                                             QuintetSide           side,
                                             const char           *address)
{
  g_return_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (self->online);

  adw_combo_row_set_selected (self->player_rows[side], PLAYER_ONLINE);
  gtk_editable_set_text (GTK_EDITABLE (self->online_row), address != NULL ? address : "");
}

/* The friend's address when a side is "Friend Online" (and that side in
 * @side), else NULL */
const char *
quintet_new_game_dialog_get_online_opponent (QuintetNewGameDialog *self,
                                             QuintetSide          *side)
{
  g_return_val_if_fail (QUINTET_IS_NEW_GAME_DIALOG (self), NULL);

  for (QuintetSide s = QUINTET_SIDE_0; s <= QUINTET_SIDE_1; s++)
    if (side_is_online (self, s))
      {
        if (side != NULL)
          *side = s;
        return gtk_editable_get_text (GTK_EDITABLE (self->online_row));
      }
  return NULL;
}
