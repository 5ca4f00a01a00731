/* quintet-compat.h — the one place where Quintet chooses between GNOME 43's
 * API (GTK 4.8, libadwaita 1.2: Debian 12) and the current one, whose
 * counterparts of the old calls are deprecated there (README, "Supported
 * versions"). Everything else calls these and has no version guard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* libadwaita 1.5's dialogs: AdwDialog (a bottom sheet on a narrow window),
 * AdwAlertDialog, AdwPreferencesDialog and AdwAboutDialog, shown inside
 * their window; before, each of them was a window of its own
 * (AdwMessageDialog, AdwPreferencesWindow, AdwAboutWindow). */
#if ADW_CHECK_VERSION (1, 5, 0)
# define QUINTET_ADW_DIALOGS 1
#else
# define QUINTET_ADW_DIALOGS 0
#endif

/* libadwaita 1.4's AdwToolbarView and 1.6's AdwSpinner */
#define QUINTET_ADW_TOOLBAR_VIEW ADW_CHECK_VERSION (1, 4, 0)
#define QUINTET_ADW_SPINNER      ADW_CHECK_VERSION (1, 6, 0)

/* GTK 4.10's GtkFileDialog, instead of GtkFileChooserNative */
#if GTK_CHECK_VERSION (4, 10, 0)
# define QUINTET_GTK_FILE_DIALOG 1
#else
# define QUINTET_GTK_FILE_DIALOG 0
#endif

/* ---- dialogs of either kind ---- */

/* Shows @dialog (a dialog widget as this file makes them: an AdwDialog, or
 * on GNOME 43 a window) over @parent, modal; it goes with @parent's window.
 * @parent may be NULL: the dialog is then a window of its own. */
void        quintet_dialog_present      (GtkWidget  *dialog,
                                         GtkWidget  *parent);
/* Closes it as its close button would */
void        quintet_dialog_close        (GtkWidget  *dialog);
/* The dialog shown over @window (the topmost), or NULL */
GtkWidget  *quintet_dialog_get_visible  (GtkWindow  *window);
/* Calls @callback (@window, @user_data) whenever a dialog over @window is
 * shown or closed, for as long as @user_data (a GObject) lives. */
void        quintet_dialog_watch        (GtkWindow  *window,
                                         GCallback   callback,
                                         gpointer    user_data);

/* ---- a window's parts ---- */

/* @box: a vertical box of a header bar over the content. From libadwaita
 * 1.4 on, an AdwToolbarView in it holds both, as GNOME's apps have them
 * (the bar's shadow when the content scrolls under it); before, the box
 * stays as it is. */
void        quintet_use_toolbar_view    (GtkWidget  *box);
/* A spinner that spins whenever it is shown: AdwSpinner, or GtkSpinner */
GtkWidget  *quintet_spinner_new         (void);
/* gtk_widget_set_tooltip_text(), without asking the display where the
 * pointer is when @widget is not mapped: GTK asks whenever a shown
 * widget's tooltip changes, on X11 a round trip each (5 ms of start-up
 * for the start page's cards). */
void        quintet_set_tooltip_text    (GtkWidget  *widget,
                                         const char *text);

/* ---- accessibility ---- */

/* Has screen readers say @message now, as a polite announcement (GTK
 * 4.14's gtk_accessible_announce); before 4.14, GTK has no way to: the
 * caller shows the message in a label as well, where it can be read. */
void        quintet_accessible_announce (GtkWidget  *widget,
                                         const char *message);

/* ---- questions: AdwAlertDialog or AdwMessageDialog ---- */

/* Both kinds emit "response" (const char *response) when answered, as a
 * GtkWidget *. @body may be NULL. */
GtkWidget  *quintet_alert_new                     (const char            *heading,
                                                   const char            *body);
void        quintet_alert_add_responses           (GtkWidget             *alert,
                                                   const char            *first_id,
                                                   ...) G_GNUC_NULL_TERMINATED;
void        quintet_alert_set_response_appearance (GtkWidget             *alert,
                                                   const char            *response,
                                                   AdwResponseAppearance  appearance);
void        quintet_alert_set_default_response    (GtkWidget             *alert,
                                                   const char            *response);
void        quintet_alert_set_close_response      (GtkWidget             *alert,
                                                   const char            *response);
void        quintet_alert_set_extra_child         (GtkWidget             *alert,
                                                   GtkWidget             *child);
gboolean    quintet_alert_is_alert                (GtkWidget             *widget);
const char *quintet_alert_get_heading             (GtkWidget             *alert);
const char *quintet_alert_get_body                (GtkWidget             *alert);
const char *quintet_alert_get_default_response    (GtkWidget             *alert);
/* Answers as a click on that response's button would (tests, the monkey) */
void        quintet_alert_respond                 (GtkWidget             *alert,
                                                   const char            *response);

/* ---- About: AdwAboutDialog or AdwAboutWindow ---- */

/* Both have the same properties ("application-name", "version", …): made
 * with g_object_new (), shown with quintet_dialog_present (). */
#if QUINTET_ADW_DIALOGS
# define QUINTET_TYPE_ABOUT_DIALOG ADW_TYPE_ABOUT_DIALOG
#else
# define QUINTET_TYPE_ABOUT_DIALOG ADW_TYPE_ABOUT_WINDOW
#endif

void        quintet_about_add_credit_section      (GtkWidget             *about,
                                                   const char            *name,
                                                   const char           **people);
void        quintet_about_add_legal_section       (GtkWidget             *about,
                                                   const char            *title,
                                                   const char            *copyright,
                                                   GtkLicense             license_type,
                                                   const char            *license);

G_END_DECLS
