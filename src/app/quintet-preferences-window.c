/* quintet-preferences-window.c — the Preferences dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-application.h"
#include "quintet-online.h"
#include "quintet-preferences-window.h"
#include "quintet-theme-manager.h"

struct _QuintetPreferencesWindow
{
  QuintetPreferencesParent  parent_instance;

  QuintetSettings          *settings;

  GtkSwitch                *show_legal_moves_switch;
  GtkSwitch                *show_coordinates_switch;
  GtkSwitch                *animations_switch;
  GtkSwitch                *short_notation_switch;
  AdwComboRow              *color_scheme_row;
  AdwComboRow              *analysis_level_row;
  GtkSwitch                *show_best_turn_switch;
  GtkSwitch                *show_eval_bar_switch;
  /* board themes (issue 31) */
  AdwComboRow              *board_theme_row;
  /* Sounds (issue 31) */
  GtkSwitch                *sound_switch;
  /* Online play (issue 33) */
  QuintetAccount           *account;
  GtkWidget                *online_page;
  AdwPreferencesGroup      *blocked_group;
  GPtrArray                *blocked_rows;
  AdwEntryRow              *jid_row;
  AdwEntryRow              *password_row;
  AdwActionRow             *status_row;
  GtkWidget                *sign_in_button;
  GtkWidget                *sign_out_button;
  /* Private servers (issue 40) */
  GtkWidget                *certificate_row;
  GtkLabel                 *certificate_issuer_label;
  GtkWidget                *trusted_heading;
  GtkLabel                 *trusted_label;
  GtkLabel                 *fingerprint_heading;
  GtkLabel                 *fingerprint_label;
  GtkLabel                 *certificate_hint_label;
  GtkWidget                *trust_button;
};

G_DEFINE_FINAL_TYPE (QuintetPreferencesWindow, quintet_preferences_window, QUINTET_TYPE_PREFERENCES_PARENT)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_ACCOUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A combo row's items are the values of a settings enum
 * (QuintetColorScheme, QuintetAnalysisLevel), in order. */
static gboolean
enum_to_selected (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  g_value_set_uint (to, (guint) g_value_get_enum (from));
  return TRUE;
}

static gboolean
selected_to_enum (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  GEnumClass *klass = g_type_class_peek (G_VALUE_TYPE (to));
  guint selected = g_value_get_uint (from);

  if (klass == NULL || selected >= klass->n_values)
    return FALSE;
  g_value_set_enum (to, klass->values[selected].value);
  return TRUE;
}

/* "Quick (0.5 s a position)": each level with its time */
static void
fill_analysis_levels (QuintetPreferencesWindow *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  for (QuintetAnalysisLevel level = QUINTET_ANALYSIS_QUICK; level <= QUINTET_ANALYSIS_DEEP; level++)
    {
      double seconds = quintet_analysis_level_time_ms (level) / 1000.0;
      g_autofree char *item = NULL;

      if (level == QUINTET_ANALYSIS_QUICK)
        /* Translators: an analysis level and its time for each position, "Quick (0.5 s a position)" */
        item = g_strdup_printf (_("Quick (%g s a position)"), seconds);
      else
        /* Translators: an analysis level and its time for each position, "Deep (2 s a position)" */
        item = g_strdup_printf (_("Deep (%g s a position)"), seconds);
      gtk_string_list_append (levels, item);
    }
  adw_combo_row_set_model (self->analysis_level_row, G_LIST_MODEL (levels));
}

/* The switch is on for the short notation. */
static gboolean
style_to_active (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == QUINTET_NOTATION_SHORT);
  return TRUE;
}

static gboolean
active_to_style (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_enum (to, g_value_get_boolean (from) ? QUINTET_NOTATION_SHORT : QUINTET_NOTATION_STANDARD);
  return TRUE;
}

/* ---- board themes (issue 31) ---- */

/* The player's choice stays selected while the desktop's high contrast
 * overrides it: the row says so. */
static void
update_board_theme_subtitle (QuintetPreferencesWindow *self)
{
  QuintetThemeManager *manager = quintet_theme_manager_get_default ();
  gboolean overridden = quintet_theme_manager_get_theme (manager) != quintet_theme_manager_get_chosen_theme (manager);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->board_theme_row),
                               overridden ? _("High contrast while the system asks for it") : NULL);
}

static void
bind_board_theme (QuintetPreferencesWindow *self)
{
  g_object_bind_property_full (self->settings, "board-theme", self->board_theme_row, "selected",
                               G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                               enum_to_selected, selected_to_enum, NULL, NULL);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (update_board_theme_subtitle), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::chosen-theme",
                           G_CALLBACK (update_board_theme_subtitle), self, G_CONNECT_SWAPPED);
  update_board_theme_subtitle (self);
}

static void
bind_settings (QuintetPreferencesWindow *self)
{
  GBindingFlags flags = G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE;

  g_object_bind_property (self->settings, "show-legal-moves", self->show_legal_moves_switch, "active", flags);
  g_object_bind_property (self->settings, "show-coordinates", self->show_coordinates_switch, "active", flags);
  g_object_bind_property (self->settings, "animations", self->animations_switch, "active", flags);
  g_object_bind_property_full (self->settings, "notation-style", self->short_notation_switch, "active", flags,
                               style_to_active, active_to_style, NULL, NULL);
  g_object_bind_property_full (self->settings, "color-scheme", self->color_scheme_row, "selected", flags,
                               enum_to_selected, selected_to_enum, NULL, NULL);
  fill_analysis_levels (self);
  g_object_bind_property_full (self->settings, "analysis-level", self->analysis_level_row, "selected", flags,
                               enum_to_selected, selected_to_enum, NULL, NULL);
  g_object_bind_property (self->settings, "show-best-turn", self->show_best_turn_switch, "active", flags);
  g_object_bind_property (self->settings, "show-eval-bar", self->show_eval_bar_switch, "active", flags);
  /* Sounds (issue 31) */
  g_object_bind_property (self->settings, "sound", self->sound_switch, "active", flags);
}

/* ---- online play (issue 33) ---- */

/* Sign In asks for an address and a password; signed in, it signs in
 * again (another address, another password) */
static void
update_sign_in_button (QuintetPreferencesWindow *self)
{
  const char *jid = gtk_editable_get_text (GTK_EDITABLE (self->jid_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  g_autofree char *bare = quintet_online_bare_jid (jid);

  gtk_widget_set_sensitive (self->sign_in_button, bare != NULL && *password != '\0');
}

/* A fingerprint ("AB:01:…", 32 pairs) in four lines of eight pairs: it
 * reads pair by pair, fits a phone's width, and pasted whole it is still
 * one (quintet-cli online trust skips the line breaks) */
static char *
fingerprint_lines (const char *fingerprint)
{
  g_autoptr(GString) lines = g_string_new (fingerprint);

  for (gsize i = 3 * 8 - 1; i < lines->len; i += 3 * 8)
    lines->str[i] = '\n';
  return g_string_free (g_steal_pointer (&lines), FALSE);
}

/* Under the Status row, when the server's certificate was refused: who
 * issued it and its fingerprint, to check with the server's administrator,
 * and Trust This Certificate — not for a certificate that changed since
 * one was trusted (as SSH, never trusted in its place by a click) */
static void
update_certificate (QuintetPreferencesWindow *self)
{
  QuintetXmppCertificate problem = quintet_account_get_certificate_problem (self->account);
  const char *fingerprint = quintet_account_get_certificate_fingerprint (self->account);
  g_autofree char *issuer = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *trusted = NULL;
  g_autofree char *trusted_lines = NULL;
  g_autofree char *trust_name = NULL;

  gtk_widget_set_visible (self->certificate_row, problem != QUINTET_XMPP_CERTIFICATE_NONE && fingerprint != NULL);
  if (problem == QUINTET_XMPP_CERTIFICATE_NONE || fingerprint == NULL)
    return;

  /* Translators: who issued the server's certificate, e.g. "Issued by example.org" */
  issuer = g_strdup_printf (_("Issued by %s"), quintet_account_get_certificate_issuer (self->account));
  gtk_label_set_label (self->certificate_issuer_label, issuer);
  lines = fingerprint_lines (fingerprint);
  gtk_label_set_label (self->fingerprint_label, lines);
  if (problem == QUINTET_XMPP_CERTIFICATE_CHANGED)
    {
      trusted = quintet_account_get_trusted_certificate (self->account);
      trusted_lines = trusted != NULL ? fingerprint_lines (trusted) : NULL;
      gtk_label_set_label (self->trusted_label, trusted_lines);
      gtk_label_set_label (self->fingerprint_heading, _("SHA-256 fingerprint of the certificate the server presents now"));
      gtk_label_set_label (self->certificate_hint_label,
                           _("Ask the server's administrator whether its certificate was replaced. Only then "
                             "trust the new one, with “quintet-cli online trust” (see the manual)."));
    }
  else
    {
      gtk_label_set_label (self->fingerprint_heading, _("SHA-256 fingerprint"));
      gtk_label_set_label (self->certificate_hint_label,
                           _("Trust it only if the server's administrator confirms this fingerprint. "
                             "Then this certificate, and no other, is taken for this account."));
    }
  /* Loud: the certificate that is not the one trusted, in red */
  if (problem == QUINTET_XMPP_CERTIFICATE_CHANGED)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->fingerprint_heading), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->fingerprint_label), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->fingerprint_heading), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->fingerprint_label), "error");
    }
  gtk_widget_set_visible (self->trusted_heading, trusted_lines != NULL);
  /* (the presented certificate's lines apart from the trusted one's) */
  gtk_widget_set_margin_top (GTK_WIDGET (self->certificate_issuer_label), trusted_lines != NULL ? 12 : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->trusted_label), trusted_lines != NULL);
  gtk_widget_set_visible (self->trust_button, problem == QUINTET_XMPP_CERTIFICATE_UNTRUSTED);
  /* Translators: the Trust This Certificate button's name for screen
   * readers; %s is who issued the certificate */
  trust_name = g_strdup_printf (_("Trust the certificate issued by %s for this account"),
                                quintet_account_get_certificate_issuer (self->account));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trust_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, trust_name, -1);
}

static void
trust_clicked_cb (QuintetPreferencesWindow *self)
{
  if (quintet_account_get_certificate_problem (self->account) == QUINTET_XMPP_CERTIFICATE_UNTRUSTED)
    quintet_account_trust_certificate (self->account);
}

static void
update_account (QuintetPreferencesWindow *self)
{
  QuintetAccountStatus status = quintet_account_get_status (self->account);

  adw_action_row_set_subtitle (self->status_row, quintet_account_get_message (self->account));
  gtk_widget_set_visible (self->sign_out_button, status != QUINTET_ACCOUNT_NONE);
  gtk_widget_set_visible (self->sign_in_button, status != QUINTET_ACCOUNT_SIGNED_IN &&
                                                status != QUINTET_ACCOUNT_SIGNING_IN);
  update_sign_in_button (self);
  update_certificate (self);
}

static void
sign_in_clicked_cb (QuintetPreferencesWindow *self)
{
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));

  if (!gtk_widget_get_sensitive (self->sign_in_button))
    return;
  quintet_account_sign_in (self->account, gtk_editable_get_text (GTK_EDITABLE (self->jid_row)), password);
  /* It is in the keyring now, or only in memory for this session */
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
}

static void
sign_out_clicked_cb (QuintetPreferencesWindow *self)
{
  quintet_account_sign_out (self->account);
  gtk_editable_set_text (GTK_EDITABLE (self->jid_row), "");
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
}

static void update_blocked (QuintetPreferencesWindow *self);

static void
unblock_clicked_cb (GtkButton                *button,
                    QuintetPreferencesWindow *self)
{
  QuintetOnline *online = quintet_account_get_online (self->account);
  g_autoptr(GError) error = NULL;

  if (online != NULL &&
      !quintet_online_unblock (online, g_object_get_data (G_OBJECT (button), "address"), &error))
    g_warning ("%s", error->message);
  update_blocked (self);
}

/* A row for each blocked address, with Unblock (issue 40) */
static void
update_blocked (QuintetPreferencesWindow *self)
{
  QuintetOnline *online = self->account != NULL ? quintet_account_get_online (self->account) : NULL;
  g_auto(GStrv) addresses = online != NULL ? quintet_online_list_blocked (online) : NULL;

  for (guint i = 0; i < self->blocked_rows->len; i++)
    adw_preferences_group_remove (self->blocked_group, self->blocked_rows->pdata[i]);
  g_ptr_array_set_size (self->blocked_rows, 0);
  for (guint i = 0; addresses != NULL && addresses[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Unblock"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), addresses[i]);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (button), "address", g_strdup (addresses[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (unblock_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (self->blocked_group, row);
      g_ptr_array_add (self->blocked_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->blocked_group), self->blocked_rows->len > 0);
}

static void
bind_account (QuintetPreferencesWindow *self)
{
  const char *jid;

  gtk_widget_set_visible (self->online_page, self->account != NULL);
  if (self->account == NULL)
    return;
  jid = quintet_account_get_jid (self->account);
  gtk_editable_set_text (GTK_EDITABLE (self->jid_row), jid != NULL ? jid : "");
  g_signal_connect_object (self->account, "notify::status", G_CALLBACK (update_account), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->account, "notify::message", G_CALLBACK (update_account), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->account, "notify::certificate-fingerprint", G_CALLBACK (update_account), self,
                           G_CONNECT_SWAPPED);
  update_account (self);
  update_blocked (self);
}

static void
quintet_preferences_window_constructed (GObject *object)
{
  QuintetPreferencesWindow *self = QUINTET_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (quintet_preferences_window_parent_class)->constructed (object);

  bind_settings (self);
  bind_board_theme (self);
  bind_account (self);
}

static void
quintet_preferences_window_dispose (GObject *object)
{
  QuintetPreferencesWindow *self = QUINTET_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->account);
  g_clear_pointer (&self->blocked_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_preferences_window_parent_class)->dispose (object);
}

static void
quintet_preferences_window_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  QuintetPreferencesWindow *self = QUINTET_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_ACCOUNT:
      g_value_set_object (value, self->account);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_preferences_window_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  QuintetPreferencesWindow *self = QUINTET_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_ACCOUNT:
      self->account = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_preferences_window_class_init (QuintetPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = quintet_preferences_window_constructed;
  object_class->dispose = quintet_preferences_window_dispose;
  object_class->get_property = quintet_preferences_window_get_property;
  object_class->set_property = quintet_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, QUINTET_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACCOUNT] =
    g_param_spec_object ("account", NULL, NULL, QUINTET_TYPE_ACCOUNT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, show_legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, show_coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, short_notation_switch);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, color_scheme_row);
  /* board themes (issue 31) */
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, board_theme_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, analysis_level_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, show_best_turn_switch);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, show_eval_bar_switch);
  /* Sounds (issue 31) */
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, sound_switch);
  /* Online play (issue 33) */
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, online_page);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, blocked_group);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, jid_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, password_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, status_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, sign_in_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, sign_out_button);
  gtk_widget_class_bind_template_callback (widget_class, update_sign_in_button);
  gtk_widget_class_bind_template_callback (widget_class, sign_in_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, sign_out_clicked_cb);
  /* Private servers (issue 40) */
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, certificate_row);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, certificate_issuer_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, trusted_heading);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, trusted_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, fingerprint_heading);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, fingerprint_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, certificate_hint_label);
  gtk_widget_class_bind_template_child (widget_class, QuintetPreferencesWindow, trust_button);
  gtk_widget_class_bind_template_callback (widget_class, trust_clicked_cb);
}

static void
quintet_preferences_window_init (QuintetPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->blocked_rows = g_ptr_array_new ();
}

/* Online play (issue 33): the Online page, shown */
void
quintet_preferences_window_show_online (QuintetPreferencesWindow *self)
{
  g_return_if_fail (QUINTET_IS_PREFERENCES_WINDOW (self));

#if QUINTET_ADW_DIALOGS
  adw_preferences_dialog_set_visible_page (ADW_PREFERENCES_DIALOG (self), ADW_PREFERENCES_PAGE (self->online_page));
#else
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (self->online_page));
#endif
}

GtkWidget *
quintet_preferences_window_new (QuintetSettings *settings)
{
  GApplication *app = g_application_get_default ();

  g_return_val_if_fail (QUINTET_IS_SETTINGS (settings), NULL);

  /* The application's account (issue 33): the Online page's */
  return g_object_new (QUINTET_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       "account", QUINTET_IS_APPLICATION (app)
                                  ? quintet_application_get_account (QUINTET_APPLICATION (app)) : NULL,
                       NULL);
}
