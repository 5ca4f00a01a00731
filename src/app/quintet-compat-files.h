/* quintet-compat-files.h — asking for a file to open or save: GTK 4.10's
 * GtkFileDialog, or on GTK 4.8 GtkFileChooserNative (deprecated since
 * 4.10). The one place that chooses; the window's code calls these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called with the file chosen, or NULL when the dialog was cancelled
 * (nothing to tell the user then). Not called when @user_data, a GObject,
 * is gone by then. GtkFileDialog does not say which filter was chosen,
 * so there is none here either: what a name's filter decides is asked
 * before (the board image's format). */
typedef void (*QuintetFileChosenFunc) (GFile    *file,
                                       gpointer  user_data);

/* A modal dialog over @parent showing the files @filter lets through */
void quintet_file_dialog_open (GtkWindow             *parent,
                               const char            *title,
                               const char            *accept_label,
                               GtkFileFilter         *filter,
                               QuintetFileChosenFunc  callback,
                               gpointer               user_data);
/* The same to save: it starts at @file when given (its folder and
 * name), else at @name in the default folder. */
void quintet_file_dialog_save (GtkWindow             *parent,
                               const char            *title,
                               const char            *accept_label,
                               GtkFileFilter         *filter,
                               GFile                 *file,
                               const char            *name,
                               QuintetFileChosenFunc  callback,
                               gpointer               user_data);

G_END_DECLS
