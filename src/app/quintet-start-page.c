/* quintet-start-page.c — the games to choose from, as cards with a board thumbnail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "quintet-card-grid.h"
#include "quintet-compat.h"
#include "quintet-game-card.h"
#include "quintet-game-row.h"
#include "quintet-lesson.h"
#include "quintet-online.h"
#include "quintet-puzzle.h"
#include "quintet-registry.h"
#include "quintet-start-page.h"
#include "quintet-theme-manager.h"
#include "quintet-thumbnail.h"

/* Unfinished games listed before "Show All": the most recent few, so that
 * they never push the game chooser out of the window */
#define UNFINISHED_SHOWN 3

struct _QuintetStartPage
{
  GtkWidget   parent_instance;

  GtkWidget  *card_grid;
  GtkWidget  *unfinished_box;
  GtkListBox *unfinished_list;
  GtkWidget  *show_all_button;
  GPtrArray  *pictures;   /* redrawn when the style turns light or dark */
  GPtrArray  *row_pictures;   /* the unfinished games', as pictures, held */
  gboolean    show_all;
  /* Online play (issue 33) */
  GtkWidget     *online_box;
  GtkLabel      *online_summary;
  GtkWidget     *decline_all_button;
  GtkLabel      *online_status;   /* the connection, when it is not up */
  GtkListBox    *online_list;
  QuintetOnline *online;          /* NULL without an account */
  GPtrArray     *online_games;    /* the games whose changes rebuild the rows */
  GPtrArray     *online_pictures;
  guint          online_idle;
  gboolean       online_stale;    /* every row to be made again */
  GHashTable    *online_rows;     /* game id → its row */
  GHashTable    *online_pending;  /* the games whose rows are made again soon */
  GHashTable    *online_hidden;   /* the ids of games being removed (with Undo) */
  /* Invitations from people who are not contacts (issue 40) */
  GtkWidget     *requests_box;
  GtkListBox    *requests_list;
  GtkWidget     *requests_decline_all_button;
  /* The player's progress on the cards, and the lessons offered to a
   * newcomer (issue 39) */
  QuintetSettings *settings;
  GtkRevealer     *lessons_banner;
  GtkWidget       *lessons_banner_button;
  GHashTable      *puzzle_totals;   /* game id → its number of puzzles, once read */
  GCancellable    *cancellable;     /* the puzzle files being read */
  gboolean         totals_asked;
};

G_DEFINE_FINAL_TYPE (QuintetStartPage, quintet_start_page, GTK_TYPE_WIDGET)

enum {
  GAME_CHOSEN,
  RESUME_CHOSEN,
  REMOVE_CHOSEN,
  REMOVE_ALL_CHOSEN,
  ONLINE_GAME_CHOSEN,
  INVITATION_ANSWERED,
  REMOVE_ONLINE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
GdkPaintable *
quintet_start_page_new_thumbnail (const char *game_id)
{
  return quintet_thumbnail_new (game_id);
}

static void
update_pictures (GPtrArray         *pictures,
                 gboolean           dark,
                 QuintetBoardTheme  theme)
{
  for (guint i = 0; i < pictures->len; i++)
    quintet_thumbnail_set_look (QUINTET_THUMBNAIL (gtk_picture_get_paintable (g_ptr_array_index (pictures, i))),
                                dark, theme);
}

static void
update_thumbnails (QuintetStartPage *self)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  QuintetBoardTheme theme = quintet_theme_manager_get_theme (quintet_theme_manager_get_default ());

  update_pictures (self->pictures, dark, theme);
  update_pictures (self->row_pictures, dark, theme);
  update_pictures (self->online_pictures, dark, theme);
}

static void
card_clicked_cb (GtkButton        *button,
                 QuintetStartPage *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (button), "game-id");

  g_signal_emit (self, signals[GAME_CHOSEN], 0, game_id);
}

static void
unfinished_row_activated_cb (GtkListBox       *list,
                             GtkListBoxRow    *row,
                             QuintetStartPage *self)
{
  const char *path = g_object_get_data (G_OBJECT (row), "path");

  g_signal_emit (self, signals[RESUME_CHOSEN], 0, path);
}

static void
remove_clicked_cb (GtkButton        *button,
                    QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  g_signal_emit (self, signals[REMOVE_CHOSEN], 0, g_object_get_data (G_OBJECT (row), "path"));
}

/* The most recent few rows, or all of them once asked for */
static void
update_shown_rows (QuintetStartPage *self)
{
  guint n_rows = quintet_start_page_get_n_unfinished (self);
  guint index = 0;
  g_autofree char *label = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), index++)
    gtk_widget_set_visible (row, self->show_all || index < UNFINISHED_SHOWN);

  /* Translators: the button under the most recent unfinished games */
  label = g_strdup_printf (ngettext ("Show All %u Game", "Show All %u Games", n_rows), n_rows);
  gtk_button_set_label (GTK_BUTTON (self->show_all_button), label);
  gtk_widget_set_visible (self->show_all_button, !self->show_all && n_rows > UNFINISHED_SHOWN);
  gtk_widget_set_visible (self->unfinished_box, n_rows > 0);
}

static void
show_all_clicked_cb (QuintetStartPage *self)
{
  self->show_all = TRUE;
  update_shown_rows (self);
}

static void
remove_all_clicked_cb (QuintetStartPage *self)
{
  g_signal_emit (self, signals[REMOVE_ALL_CHOSEN], 0);
}

/* ---- the player's progress on the cards, and the lessons offered to a
 * newcomer (issue 39). Nothing of it delays the first frame: the counts
 * of lessons are in the program, those done in the settings, and the
 * puzzle files are read, without waiting for them, once the page is
 * first shown. ---- */

static void
update_card_progress (QuintetStartPage *self,
                      GtkWidget        *tile)
{
  const char *game_id = g_object_get_data (G_OBJECT (tile), "game-id");
  const QuintetLessonCourse *course = quintet_lesson_course_lookup (game_id);
  guint n_puzzles = GPOINTER_TO_UINT (g_hash_table_lookup (self->puzzle_totals, game_id));
  g_autofree char *lessons = NULL;
  g_autofree char *puzzles = NULL;

  if (self->settings != NULL && course != NULL && course->n_lessons > 0)
    {
      guint done = quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_LESSONS, game_id);

      /* Translators: a game's lessons the player has finished, on its card: "3 of 12 lessons" */
      lessons = g_strdup_printf (ngettext ("%u of %u lesson", "%u of %u lessons", course->n_lessons),
                                 MIN (done, course->n_lessons), course->n_lessons);
    }
  if (self->settings != NULL && n_puzzles > 0)
    {
      guint solved = quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_PUZZLES, game_id);

      /* Translators: a game's puzzles the player has solved, on its card: "5 of 87 puzzles" */
      puzzles = g_strdup_printf (ngettext ("%u of %u puzzle", "%u of %u puzzles", n_puzzles),
                                 MIN (solved, n_puzzles), n_puzzles);
    }
  quintet_game_card_set_progress (tile, lessons != NULL ? lessons : "", puzzles != NULL ? puzzles : "");
}

/* Whether the player has finished a lesson of any game */
static gboolean
has_learned (QuintetStartPage *self)
{
  const QuintetLessonCourse * const *courses = quintet_lesson_get_courses ();

  for (guint i = 0; courses[i] != NULL; i++)
    if (quintet_settings_count_progress (self->settings, QUINTET_PROGRESS_LESSONS, courses[i]->game_id) > 0)
      return TRUE;
  return FALSE;
}

/* Offered until a lesson is done or the offer dismissed */
static void
update_lessons_banner (QuintetStartPage *self)
{
  gboolean offered = self->settings != NULL &&
                     !quintet_settings_get_lessons_offer_dismissed (self->settings) &&
                     !has_learned (self);

  gtk_revealer_set_reveal_child (self->lessons_banner, offered);
  /* Gone at once, not only out of sight: no focus on a hidden button */
  gtk_widget_set_visible (GTK_WIDGET (self->lessons_banner), offered);
}

static void
update_progress (QuintetStartPage *self)
{
  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    update_card_progress (self, tile);
  update_lessons_banner (self);
}

/* The first game's lessons (the one with the fewest rules comes first) */
static void
lessons_banner_learn_cb (QuintetStartPage *self)
{
  guint n_games;
  const QuintetGameInfo *games = quintet_registry_get_games (&n_games);

  if (n_games > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.learn", "s", games[0].id);
}

static void
lessons_banner_dismissed_cb (QuintetStartPage *self)
{
  if (self->settings != NULL)
    quintet_settings_set_lessons_offer_dismissed (self->settings, TRUE);
  update_lessons_banner (self);
}

/* The puzzles of a file's text: its lines but comments and blank ones,
 * as quintet_puzzle_read counts them (the file is checked when its
 * puzzles are played, not here) */
static guint
count_puzzle_lines (const char *text,
                    gsize       length)
{
  const char *end = text + length;
  guint n = 0;

  for (const char *line = text; line < end;)
    {
      const char *next = memchr (line, '\n', end - line);
      const char *start = line + strspn (line, " \t\r");

      if (next == NULL)
        next = end;
      if (start < next && *start != '#')
        n++;
      line = next + 1;
    }
  return n;
}

static void
puzzle_file_loaded_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;
  QuintetStartPage *self;
  GtkWidget *tile = NULL;

  if (!g_file_load_contents_finish (G_FILE (source), result, &text, &length, NULL, &error))
    {
      /* No file: the card says nothing of puzzles (the page may be gone) */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_debug ("the puzzles of %s: %s", (const char *) g_object_get_data (source, "game-id"), error->message);
      return;
    }
  self = QUINTET_START_PAGE (user_data);
  for (tile = gtk_widget_get_first_child (self->card_grid); tile != NULL; tile = gtk_widget_get_next_sibling (tile))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (tile), "game-id"), g_object_get_data (source, "game-id")) == 0)
      {
        g_hash_table_insert (self->puzzle_totals, g_object_get_data (G_OBJECT (tile), "game-id"),
                             GUINT_TO_POINTER (count_puzzle_lines (text, length)));
        update_card_progress (self, tile);
      }
}

/* Reads how many puzzles each game has, without waiting */
static void
load_puzzle_totals (QuintetStartPage *self)
{
  if (self->totals_asked)
    return;
  self->totals_asked = TRUE;
  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    {
      const char *game_id = g_object_get_data (G_OBJECT (tile), "game-id");
      g_autofree char *path = quintet_puzzle_set_file (game_id, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      /* the id is the registry's, a string that lives as long as the program */
      g_object_set_data (G_OBJECT (file), "game-id", (gpointer) game_id);
      g_file_load_contents_async (file, self->cancellable, puzzle_file_loaded_cb, self);
    }
}

/* ---- online games (issue 33) ---- */

static void
online_row_activated_cb (GtkListBox       *list,
                         GtkListBoxRow    *row,
                         QuintetStartPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "online-game");

  if (id != NULL)
    g_signal_emit (self, signals[ONLINE_GAME_CHOSEN], 0, id);
}

static void
answer_clicked_cb (GtkButton        *button,
                   QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  g_autofree char *id = g_strdup (g_object_get_data (G_OBJECT (row), "online-game"));

  g_signal_emit (self, signals[INVITATION_ANSWERED], 0, id,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "accept")));
}

static void
remove_online_clicked_cb (GtkButton        *button,
                          QuintetStartPage *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  g_signal_emit (self, signals[REMOVE_ONLINE_CHOSEN], 0, g_object_get_data (G_OBJECT (row), "online-game"));
}

static gboolean
is_request (QuintetStartPage  *self,
            QuintetOnlineGame *game)
{
  return self->online != NULL && quintet_online_is_request (self->online, game);
}

static void
update_online_summary (QuintetStartPage *self)
{
  guint n_games = quintet_start_page_get_n_online (self);
  guint n_turns = self->online != NULL ? quintet_online_count_own_turns (self->online) : 0;
  guint n_requests = quintet_start_page_get_n_requests (self);
  /* (the contacts': the requests have their own section) */
  guint n_invitations = self->online != NULL ? quintet_online_count_invitations (self->online) -
                                               quintet_online_count_requests (self->online) : 0;
  g_autoptr(GString) summary = g_string_new (NULL);

  if (n_invitations > 0)
    g_string_append_printf (summary, ngettext ("%u invitation", "%u invitations", n_invitations), n_invitations);
  if (n_invitations > 0 && n_turns > 0)
    /* Translators: between "2 invitations" and "Your turn in 3" */
    g_string_append (summary, _(" · "));
  if (n_turns > 0)
    /* Translators: how many online games wait for the player's turn */
    g_string_append_printf (summary, ngettext ("Your turn in %u", "Your turn in %u", n_turns), n_turns);
  gtk_label_set_label (self->online_summary, summary->str);
  gtk_widget_set_visible (self->decline_all_button, n_invitations > 1);
  gtk_widget_set_visible (self->online_box, n_games > 0);
  gtk_widget_set_visible (self->requests_box, n_requests > 0);
  gtk_widget_set_visible (self->requests_decline_all_button, n_requests > 1);
}

/* Every invitation waiting from contacts (@requests FALSE) or from
 * anyone else (TRUE), declined ("invitation-answered" each) */
static void
decline_all (QuintetStartPage *self,
             gboolean          requests)
{
  GListModel *games = self->online != NULL ? quintet_online_get_games (self->online) : NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; games != NULL && i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      if (quintet_online_game_get_state (game) == QUINTET_ONLINE_STATE_INVITED &&
          is_request (self, game) == requests)
        g_ptr_array_add (ids, g_strdup (quintet_online_game_get_id (game)));
    }
  for (guint i = 0; i < ids->len; i++)
    g_signal_emit (self, signals[INVITATION_ANSWERED], 0, ids->pdata[i], FALSE);
}

static void
decline_all_clicked_cb (QuintetStartPage *self)
{
  decline_all (self, FALSE);
}

static void
requests_decline_all_clicked_cb (QuintetStartPage *self)
{
  decline_all (self, TRUE);
}

/* @game's row, new or made again in its place */
static void
place_online_row (QuintetStartPage  *self,
                  QuintetOnlineGame *game,
                  guint              order)
{
  GtkWidget *old = g_hash_table_lookup (self->online_rows, quintet_online_game_get_id (game));
  GtkWidget *row;

  if (old != NULL)
    {
      order = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (old), "order"));
      g_ptr_array_remove (self->online_pictures, g_object_get_data (G_OBJECT (old), "picture"));
      gtk_list_box_remove (GTK_LIST_BOX (gtk_widget_get_parent (old)), old);
    }
  row = quintet_game_row_new_online (game, is_request (self, game), self->online_pictures,
                                     G_CALLBACK (answer_clicked_cb), G_CALLBACK (remove_online_clicked_cb), self);
  g_object_set_data (G_OBJECT (row), "rank", GUINT_TO_POINTER (quintet_game_row_rank (game)));
  g_object_set_data (G_OBJECT (row), "order", GUINT_TO_POINTER (order));
  g_object_set_data (G_OBJECT (row), "picture", g_ptr_array_index (self->online_pictures, self->online_pictures->len - 1));
  g_hash_table_replace (self->online_rows, g_strdup (quintet_online_game_get_id (game)), row);
  gtk_widget_set_visible (row, !g_hash_table_contains (self->online_hidden, quintet_online_game_get_id (game)));
  /* A stranger's invitation waits under Requests (issue 40) */
  gtk_list_box_append (is_request (self, game) ? self->requests_list : self->online_list, row);
}

static void schedule_online_game (QuintetStartPage  *self,
                                  GParamSpec        *pspec,
                                  QuintetOnlineGame *game);

/* Every row again (the games came or went, or the page was not shown) */
static void
update_online_rows (QuintetStartPage *self)
{
  GListModel *games = self->online != NULL ? quintet_online_get_games (self->online) : NULL;
  guint n_games = games != NULL ? g_list_model_get_n_items (games) : 0;

  for (guint i = 0; i < self->online_games->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->online_games, i), self);
  g_ptr_array_set_size (self->online_games, 0);
  g_ptr_array_set_size (self->online_pictures, 0);
  g_hash_table_remove_all (self->online_rows);
  g_hash_table_remove_all (self->online_pending);
  while (gtk_widget_get_first_child (GTK_WIDGET (self->online_list)) != NULL)
    gtk_list_box_remove (self->online_list, gtk_widget_get_first_child (GTK_WIDGET (self->online_list)));
  while (gtk_widget_get_first_child (GTK_WIDGET (self->requests_list)) != NULL)
    gtk_list_box_remove (self->requests_list, gtk_widget_get_first_child (GTK_WIDGET (self->requests_list)));

  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(QuintetOnlineGame) game = g_list_model_get_item (games, i);

      place_online_row (self, game, i);
      g_signal_connect_object (game, "notify", G_CALLBACK (schedule_online_game), self, G_CONNECT_SWAPPED);
      g_ptr_array_add (self->online_games, g_object_ref (game));
    }
  self->online_stale = FALSE;
  update_online_summary (self);
}

static gboolean
online_rows_idle_cb (gpointer user_data)
{
  QuintetStartPage *self = user_data;
  GHashTableIter iter;
  gpointer game;

  self->online_idle = 0;
  if (self->online_stale)
    {
      update_online_rows (self);
      return G_SOURCE_REMOVE;
    }
  g_hash_table_iter_init (&iter, self->online_pending);
  while (g_hash_table_iter_next (&iter, &game, NULL))
    place_online_row (self, game, G_MAXUINT);
  g_hash_table_remove_all (self->online_pending);
  update_online_summary (self);
  return G_SOURCE_REMOVE;
}

/* Many changes come at once (a turn, an ack, a chat line): each row is
 * made again once. A hidden page (a game is shown) waits until it shows:
 * a hundred games' turns cost it nothing meanwhile. */
static void
schedule_online_rows (QuintetStartPage *self)
{
  self->online_stale = TRUE;
  if (self->online_idle == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->online_idle = g_idle_add (online_rows_idle_cb, self);
}

static void
schedule_online_game (QuintetStartPage  *self,
                      GParamSpec        *pspec,
                      QuintetOnlineGame *game)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->online_stale = TRUE;
      return;
    }
  g_hash_table_add (self->online_pending, g_object_ref (game));
  if (self->online_idle == 0)
    self->online_idle = g_idle_add (online_rows_idle_cb, self);
}

static void
quintet_start_page_map (GtkWidget *widget)
{
  QuintetStartPage *self = QUINTET_START_PAGE (widget);

  GTK_WIDGET_CLASS (quintet_start_page_parent_class)->map (widget);

  load_puzzle_totals (self);
  if (self->online_stale)
    update_online_rows (self);
}

static void
quintet_start_page_dispose (GObject *object)
{
  GtkWidget *child;
  QuintetStartPage *self = QUINTET_START_PAGE (object);

  g_clear_pointer (&self->pictures, g_ptr_array_unref);
  g_clear_pointer (&self->row_pictures, g_ptr_array_unref);
  quintet_start_page_set_online (self, NULL);
  g_clear_pointer (&self->online_games, g_ptr_array_unref);
  g_clear_pointer (&self->online_pictures, g_ptr_array_unref);
  g_clear_pointer (&self->online_rows, g_hash_table_unref);
  g_clear_pointer (&self->online_hidden, g_hash_table_unref);
  g_clear_pointer (&self->online_pending, g_hash_table_unref);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->puzzle_totals, g_hash_table_unref);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), QUINTET_TYPE_START_PAGE);
  /* Template children without an id are not unparented by the above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (quintet_start_page_parent_class)->dispose (object);
}

static void
quintet_start_page_class_init (QuintetStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = quintet_start_page_dispose;
  widget_class->map = quintet_start_page_map;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[RESUME_CHOSEN] =
    g_signal_new ("resume-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_CHOSEN] =
    g_signal_new ("remove-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_ALL_CHOSEN] =
    g_signal_new ("remove-all-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  signals[ONLINE_GAME_CHOSEN] =
    g_signal_new ("online-game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[REMOVE_ONLINE_CHOSEN] =
    g_signal_new ("remove-online-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  signals[INVITATION_ANSWERED] =
    g_signal_new ("invitation-answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, card_grid);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, unfinished_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, unfinished_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, show_all_button);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_summary);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, decline_all_button);
  gtk_widget_class_bind_template_callback (widget_class, decline_all_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_status);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, online_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, requests_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, requests_list);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, requests_decline_all_button);
  gtk_widget_class_bind_template_callback (widget_class, requests_decline_all_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, lessons_banner);
  gtk_widget_class_bind_template_child (widget_class, QuintetStartPage, lessons_banner_button);
  gtk_widget_class_bind_template_callback (widget_class, lessons_banner_dismissed_cb);
  gtk_widget_class_bind_template_callback (widget_class, lessons_banner_learn_cb);
  gtk_widget_class_bind_template_callback (widget_class, online_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, unfinished_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_all_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_all_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "startpage");
}

static void
quintet_start_page_init (QuintetStartPage *self)
{
  const QuintetGameInfo *games;
  guint n_games;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pictures = g_ptr_array_new ();
  self->row_pictures = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_games = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_pictures = g_ptr_array_new_with_free_func (g_object_unref);
  self->online_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->online_pending = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->online_hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_list_box_set_sort_func (self->online_list, quintet_game_row_compare, NULL, NULL);
  gtk_list_box_set_sort_func (self->requests_list, quintet_game_row_compare, NULL, NULL);
  self->puzzle_totals = g_hash_table_new (g_str_hash, g_str_equal);
  self->cancellable = g_cancellable_new ();

  games = quintet_registry_get_games (&n_games);
  gtk_widget_set_layout_manager (self->card_grid, quintet_card_grid_layout_new ());
  for (guint i = 0; i < n_games; i++)
    gtk_box_append (GTK_BOX (self->card_grid),
                    quintet_game_card_new (&games[i], self->pictures, G_CALLBACK (card_clicked_cb), self));
  /* The lessons offered to a newcomer: the first game's */
  if (n_games > 0)
    {
      g_autofree char *tooltip = NULL;

      /* Translators: the tooltip of Start Learning on the start page; %s is a game's name */
      tooltip = g_strdup_printf (_("Begin with the lessons of %s"), _(games[0].name));
      quintet_set_tooltip_text (self->lessons_banner_button, tooltip);
    }
  update_lessons_banner (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_thumbnails), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (quintet_theme_manager_get_default (), "notify::theme",
                           G_CALLBACK (update_thumbnails), self, G_CONNECT_SWAPPED);
}

GtkWidget *
quintet_start_page_new (void)
{
  return g_object_new (QUINTET_TYPE_START_PAGE, NULL);
}

/* Adds a card for a registry entry, after the others. The page makes its
 * own cards; the tests use this to see a page with more games. */
void
quintet_start_page_add_game (QuintetStartPage *self,
                             const char       *game_id)
{
  const QuintetGameInfo *info = quintet_registry_lookup (game_id);

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (info != NULL);

  gtk_box_append (GTK_BOX (self->card_grid),
                  quintet_game_card_new (info, self->pictures, G_CALLBACK (card_clicked_cb), self));
  update_card_progress (self, gtk_widget_get_last_child (self->card_grid));
}

/* The settings the player's progress is read from, and the dismissal of
 * the lessons' offer kept in */
void
quintet_start_page_set_settings (QuintetStartPage *self,
                                 QuintetSettings  *settings)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (settings == NULL || QUINTET_IS_SETTINGS (settings));

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    {
      g_signal_connect_object (settings, "progress-changed::finished-lessons",
                               G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (settings, "progress-changed::solved-puzzles",
                               G_CALLBACK (update_progress), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (settings, "notify::lessons-offer-dismissed",
                               G_CALLBACK (update_lessons_banner), self, G_CONNECT_SWAPPED);
    }
  update_progress (self);
}

/* Whether the lessons are offered at the top of the page */
gboolean
quintet_start_page_get_lessons_offered (QuintetStartPage *self)
{
  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), FALSE);

  return gtk_revealer_get_reveal_child (self->lessons_banner);
}

/* Shows on @game_id's card whether its course of lessons is finished */
void
quintet_start_page_set_course_finished (QuintetStartPage *self,
                                        const char       *game_id,
                                        gboolean          finished)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (game_id != NULL);

  for (GtkWidget *tile = gtk_widget_get_first_child (self->card_grid); tile != NULL;
       tile = gtk_widget_get_next_sibling (tile))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (tile), "game-id"), game_id) == 0)
      quintet_game_card_set_finished (tile, finished);
}

void
quintet_start_page_clear_unfinished (QuintetStartPage *self)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));

  while (gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)) != NULL)
    gtk_list_box_remove (self->unfinished_list,
                         gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list)));
  g_ptr_array_set_size (self->row_pictures, 0);
  update_shown_rows (self);
}

/* A row that resumes the game saved at @path: "resume-chosen" tells it. */
void
quintet_start_page_add_unfinished (QuintetStartPage *self,
                                   const char       *path,
                                   const char       *title,
                                   const char       *subtitle,
                                   QuintetGame      *game)
{
  GtkWidget *row;

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (path != NULL && title != NULL);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : "");
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  if (game != NULL)
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), quintet_game_row_new_picture (self->row_pictures, game));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), quintet_game_row_new_remove_button (G_CALLBACK (remove_clicked_cb), self));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* Translators: tooltip of an unfinished game on the start page */
  quintet_set_tooltip_text (row, _("Resume this game"));
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (path), g_free);
  gtk_list_box_append (self->unfinished_list, row);
  update_shown_rows (self);
}

guint
quintet_start_page_get_n_unfinished (QuintetStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->unfinished_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

/* The path of the n-th unfinished game listed, or NULL */
const char *
quintet_start_page_get_unfinished (QuintetStartPage *self,
                                   guint             index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->unfinished_list, (int) index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "path") : NULL;
}

/* Online play (issue 33): the games of @online (may be NULL) under
 * "Online Games": invitations with Accept and Decline ("invitation-answered"),
 * the others open with "online-game-chosen" */
void
quintet_start_page_set_online (QuintetStartPage *self,
                               QuintetOnline    *online)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (online == NULL || QUINTET_IS_ONLINE (online));

  if (self->online == online)
    return;
  if (self->online != NULL)
    {
      g_signal_handlers_disconnect_by_data (quintet_online_get_games (self->online), self);
      g_signal_handlers_disconnect_by_data (self->online, self);
    }
  g_set_object (&self->online, online);
  if (online != NULL)
    {
      g_signal_connect_object (quintet_online_get_games (online), "items-changed",
                               G_CALLBACK (schedule_online_rows), self, G_CONNECT_SWAPPED);
      /* A contact's invitation and a stranger's go to different sections */
      g_signal_connect_object (online, "contacts-changed",
                               G_CALLBACK (schedule_online_rows), self, G_CONNECT_SWAPPED);
    }
  g_clear_handle_id (&self->online_idle, g_source_remove);
  if (self->online_games != NULL)
    update_online_rows (self);
}

/* The online games' rows in their order (tests): their ids */
guint
quintet_start_page_get_n_online (QuintetStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->online_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += gtk_widget_get_visible (row);
  return n;
}

/* The requests' rows (issue 40), as the online games' */
guint
quintet_start_page_get_n_requests (QuintetStartPage *self)
{
  guint n = 0;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->requests_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += gtk_widget_get_visible (row);
  return n;
}

const char *
quintet_start_page_get_request (QuintetStartPage *self,
                                guint             index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->requests_list, (int) index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "online-game") : NULL;
}

/* Hides the row of a game being removed (with Undo), or shows it again */
void
quintet_start_page_set_online_hidden (QuintetStartPage *self,
                                      const char       *game_id,
                                      gboolean          hidden)
{
  GtkWidget *row;

  g_return_if_fail (QUINTET_IS_START_PAGE (self));
  g_return_if_fail (game_id != NULL);

  if (hidden)
    g_hash_table_add (self->online_hidden, g_strdup (game_id));
  else
    g_hash_table_remove (self->online_hidden, game_id);
  row = g_hash_table_lookup (self->online_rows, game_id);
  if (row != NULL)
    gtk_widget_set_visible (row, !hidden);
  update_online_summary (self);
}

const char *
quintet_start_page_get_online_summary (QuintetStartPage *self)
{
  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  return gtk_label_get_label (self->online_summary);
}

/* The online game of the @index-th row, or NULL */
const char *
quintet_start_page_get_online (QuintetStartPage *self,
                               guint             index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (QUINTET_IS_START_PAGE (self), NULL);

  row = gtk_list_box_get_row_at_index (self->online_list, (int) index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "online-game") : NULL;
}

/* A line under "Online Games" on the connection ("Not signed in: …"), or
 * NULL while it is up: the games shown may not be the latest */
void
quintet_start_page_set_online_status (QuintetStartPage *self,
                                      const char       *status)
{
  g_return_if_fail (QUINTET_IS_START_PAGE (self));

  gtk_label_set_label (self->online_status, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->online_status), status != NULL);
}
