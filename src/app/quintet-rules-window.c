/* quintet-rules-window.c — the rules of a game, from the resources
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "quintet-compat.h"
#include "quintet-lesson.h"
#include "quintet-registry.h"
#include "quintet-rules-window.h"

/* The rules live in ui/rules/<game>.md, translated in
 * ui/rules/<language>/<game>.md (whole pages, so that translators keep the
 * Markdown and the rulings' ids together), in a small subset of Markdown:
 * "# title", "## heading", "- item" (one line each), paragraphs, **bold**,
 * *italic*, `code`, https:// addresses (links), and {house rule} / {ruling}
 * tags that put a badge on the text after them (docs/rules.md: rulings and
 * house rules are shown as ours, an inventor's rule never is). */
struct _QuintetRulesWindow
{
  AdwWindow       parent_instance;

  char           *game_id;
  GPtrArray      *blocks;
  GPtrArray      *block_widgets;   /* GtkWidget, one per block */
  GtkWidget      *shown_ruling;    /* scrolled to once laid out */
  guint           scroll_tick;

  AdwWindowTitle *window_title;
  GtkBox         *content_box;
  GtkWidget      *learn_button;
};

G_DEFINE_FINAL_TYPE (QuintetRulesWindow, quintet_rules_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef enum {
  BLOCK_PARAGRAPH,
  BLOCK_TITLE,
  BLOCK_HEADING,
  BLOCK_ITEM,
} BlockKind;

/* Appends the web address at url as a link (GtkLabel opens it, and its
 * context menu copies it); returns its last character. Punctuation that
 * ends a sentence is not part of the address. */
static const char *
append_link (GString    *markup,
             const char *url)
{
  gsize length = strcspn (url, " \t");

  while (length > 0 && strchr (".,;:)", url[length - 1]) != NULL)
    length--;
  g_string_append_printf (markup, "<a href=\"%.*s\">%.*s</a>",
                          (int) length, url, (int) length, url);

  return url + length - 1;
}

/* Escapes the text, then turns the inline marks and web addresses into
 * Pango markup. */
static char *
inline_markup (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  GString *markup = g_string_new (NULL);
  gboolean bold = FALSE, italic = FALSE, code = FALSE;

  for (const char *p = escaped; *p != '\0'; p++)
    {
      /* Code is shaded, not set in a monospace font: Pango 1.50 (Debian 12)
       * stops finding line breaks before a change of font, and long
       * items then run off the window's edge. */
      if (*p == '`')
        {
          g_string_append (markup, code ? "</span>" : "<span bgcolor=\"#888888\" bgalpha=\"22%\">");
          code = !code;
        }
      else if (!code && g_str_has_prefix (p, "https://"))
        p = append_link (markup, p);
      else if (!code && p[0] == '*' && p[1] == '*')
        {
          g_string_append (markup, bold ? "</b>" : "<b>");
          bold = !bold;
          p++;
        }
      else if (!code && *p == '*')
        {
          g_string_append (markup, italic ? "</i>" : "<i>");
          italic = !italic;
        }
      else
        g_string_append_c (markup, *p);
    }

  /* An unbalanced mark must not break the whole label. */
  if (code)
    g_string_append (markup, "</span>");
  if (italic)
    g_string_append (markup, "</i>");
  if (bold)
    g_string_append (markup, "</b>");

  return g_string_free (markup, FALSE);
}

static GtkWidget *
new_text_label (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);

  return label;
}

static const struct {
  const char *tag;
  const char *label;
  const char *css_class;
} badges[] = {
  { "{house rule}", N_("House rule"), "house-rule" },
  { "{ruling}", N_("Ruling"), "ruling" },
};

/* The first badge tag in text, or NULL; *which is its index in badges. */
static const char *
find_badge_tag (const char *text,
                guint      *which)
{
  const char *first = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    {
      const char *found = strstr (text, badges[i].tag);

      if (found != NULL && (first == NULL || found < first))
        {
          first = found;
          *which = i;
        }
    }

  return first;
}

static GtkWidget *
new_badge (guint which)
{
  GtkWidget *badge = gtk_label_new (_(badges[which].label));

  gtk_widget_set_halign (badge, GTK_ALIGN_START);
  gtk_widget_add_css_class (badge, "rules-badge");
  gtk_widget_add_css_class (badge, badges[which].css_class);

  return badge;
}

/* Appends one part of an item's text as a label; returns its markup. */
static char *
append_part (GtkWidget  *column,
             const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  char *markup;

  if (*stripped == '\0')
    return NULL;
  markup = inline_markup (stripped);
  gtk_box_append (GTK_BOX (column), new_text_label (markup));

  return markup;
}

/* An item: its text, where each {house rule} or {ruling} tag puts a badge
 * on the text after it. A tag inside the text badges only the part that
 * is ours, and leaves the inventor's rule before it unbadged (rules
 * README). */
static GtkWidget *
new_item (const char *text,
          char      **markup)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *bullet = gtk_label_new ("•");
  GString *all_markup = g_string_new (NULL);
  const char *tag;
  guint which = 0;

  while (text != NULL)
    {
      g_autofree char *part = NULL;
      g_autofree char *part_markup = NULL;

      tag = find_badge_tag (text, &which);
      part = tag != NULL ? g_strndup (text, tag - text) : g_strdup (text);
      part_markup = append_part (column, part);
      if (part_markup != NULL)
        g_string_append_printf (all_markup, "%s%s", all_markup->len > 0 ? " " : "", part_markup);
      if (tag != NULL)
        gtk_box_append (GTK_BOX (column), new_badge (which));
      text = tag != NULL ? tag + strlen (badges[which].tag) : NULL;
    }

  gtk_widget_set_valign (bullet, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (row), bullet);
  gtk_box_append (GTK_BOX (row), column);
  gtk_widget_add_css_class (row, "rules-item");
  *markup = g_string_free (all_markup, FALSE);

  return row;
}

static void
add_block (QuintetRulesWindow *self,
           BlockKind           kind,
           GString            *text)
{
  GtkWidget *widget = NULL;
  char *markup = NULL;

  if (text->len == 0)
    return;

  switch (kind)
    {
    case BLOCK_ITEM:
      widget = new_item (text->str, &markup);
      break;
    case BLOCK_TITLE:
    case BLOCK_HEADING:
    case BLOCK_PARAGRAPH:
      markup = inline_markup (text->str);
      widget = new_text_label (markup);
      if (kind == BLOCK_TITLE)
        gtk_widget_add_css_class (widget, "title-1");
      else if (kind == BLOCK_HEADING)
        gtk_widget_add_css_class (widget, "title-3");
      break;
    default:
      g_assert_not_reached ();
    }

  if (kind == BLOCK_HEADING)
    gtk_widget_set_margin_top (widget, 12);
  gtk_box_append (self->content_box, widget);
  g_ptr_array_add (self->blocks, markup);
  g_ptr_array_add (self->block_widgets, widget);
  g_string_truncate (text, 0);
}

/* The kind of block a line's mark starts; moves line past the mark. */
static BlockKind
take_line_kind (const char **line)
{
  static const struct {
    const char *mark;
    BlockKind   kind;
  } marks[] = {
    { "## ", BLOCK_HEADING },
    { "# ", BLOCK_TITLE },
    { "- ", BLOCK_ITEM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (g_str_has_prefix (*line, marks[i].mark))
      {
        *line += strlen (marks[i].mark);
        return marks[i].kind;
      }

  return BLOCK_PARAGRAPH;
}

static void
render_rules (QuintetRulesWindow *self,
              const char         *source)
{
  g_auto(GStrv) lines = g_strsplit (source, "\n", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  BlockKind kind = BLOCK_PARAGRAPH;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      BlockKind line_kind;

      if (*line == '\0')
        {
          add_block (self, kind, text);
          continue;
        }

      line_kind = take_line_kind (&line);

      /* Every marked line starts a block; plain lines continue one. */
      if (line_kind != BLOCK_PARAGRAPH || kind != BLOCK_PARAGRAPH)
        add_block (self, kind, text);
      if (line_kind != BLOCK_PARAGRAPH || text->len == 0)
        kind = line_kind;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, line);
    }
  add_block (self, kind, text);
}

/* The page in the first of the user's languages that has one (GLib's list:
 * LANGUAGE, then the locale's), else the English one. */
static GBytes *
lookup_page (const char *game_id)
{
  const char * const *languages = g_get_language_names_with_category ("LC_MESSAGES");
  g_autofree char *english = g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s.md", game_id);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      GBytes *bytes;

      if (g_str_equal (languages[i], "C"))
        break;
      path = g_strdup_printf ("/io/github/quintetgames/Quintet/rules/%s/%s.md", languages[i], game_id);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      if (bytes != NULL)
        return bytes;
    }

  return g_resources_lookup_data (english, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

static void
load_rules (QuintetRulesWindow *self)
{
  const QuintetGameInfo *info = quintet_registry_lookup (self->game_id);
  g_autofree char *title = NULL;
  g_autoptr(GBytes) bytes = NULL;

  /* Translators: window title; %s is a game, e.g. "Pressman" */
  title = g_strdup_printf (_("Rules of %s"), info != NULL ? _(info->name) : self->game_id);
  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);

  bytes = lookup_page (self->game_id);
  if (bytes == NULL)
    {
      g_autoptr(GString) text = g_string_new (_("The rules of this game are not available yet."));

      add_block (self, BLOCK_PARAGRAPH, text);
      return;
    }

  render_rules (self, g_bytes_get_data (bytes, NULL));
}

/* The lessons open in the window the rules were opened from (win.learn);
 * the rules make way for them */
static void
learn_clicked_cb (QuintetRulesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent == NULL)
    parent = gtk_application_get_active_window (GTK_APPLICATION (g_application_get_default ()));
  if (parent == NULL || parent == GTK_WINDOW (self))
    return;
  gtk_widget_activate_action (GTK_WIDGET (parent), "win.learn", "s", self->game_id);
  gtk_window_close (GTK_WINDOW (self));
}

static void
quintet_rules_window_constructed (GObject *object)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (object);

  G_OBJECT_CLASS (quintet_rules_window_parent_class)->constructed (object);

  load_rules (self);
  gtk_widget_set_visible (self->learn_button, quintet_lesson_course_lookup (self->game_id) != NULL);
}

static void
quintet_rules_window_dispose (GObject *object)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;

  G_OBJECT_CLASS (quintet_rules_window_parent_class)->dispose (object);
}

static void
quintet_rules_window_finalize (GObject *object)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (object);

  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->blocks, g_ptr_array_unref);
  g_clear_pointer (&self->block_widgets, g_ptr_array_unref);

  G_OBJECT_CLASS (quintet_rules_window_parent_class)->finalize (object);
}

static void
quintet_rules_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (object);

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
quintet_rules_window_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      self->game_id = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
quintet_rules_window_class_init (QuintetRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = quintet_rules_window_constructed;
  object_class->dispose = quintet_rules_window_dispose;
  object_class->finalize = quintet_rules_window_finalize;
  object_class->get_property = quintet_rules_window_get_property;
  object_class->set_property = quintet_rules_window_set_property;

  properties[PROP_GAME_ID] =
    g_param_spec_string ("game-id", NULL, NULL, "pressman",
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quintetgames/Quintet/quintet-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QuintetRulesWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, QuintetRulesWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, QuintetRulesWindow, learn_button);
  gtk_widget_class_bind_template_callback (widget_class, learn_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
quintet_rules_window_init (QuintetRulesWindow *self)
{
  self->blocks = g_ptr_array_new_with_free_func (g_free);
  self->block_widgets = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  quintet_use_toolbar_view (adw_window_get_content (ADW_WINDOW (self)));
}

GtkWindow *
quintet_rules_window_new (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  return g_object_new (QUINTET_TYPE_RULES_WINDOW, "game-id", game_id, NULL);
}

GPtrArray *
quintet_rules_window_get_blocks (QuintetRulesWindow *self)
{
  g_return_val_if_fail (QUINTET_IS_RULES_WINDOW (self), NULL);

  return self->blocks;
}

/* Scrolls the shown ruling to the top once the page is laid out (a tick
 * comes before the first layout: wait for it). */
static gboolean
scroll_to_ruling (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  QuintetRulesWindow *self = QUINTET_RULES_WINDOW (widget);
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->content_box), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_rect_t bounds;

  if (gtk_widget_get_height (self->shown_ruling) == 0 ||
      !gtk_widget_compute_bounds (self->shown_ruling, GTK_WIDGET (self->content_box), &bounds) ||
      gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) * 0.5)
    return G_SOURCE_CONTINUE;

  /* the content box's top margin above it, and a little room */
  gtk_adjustment_set_value (adjustment, bounds.origin.y + gtk_widget_get_margin_top (GTK_WIDGET (self->content_box)) - 12);
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/**
 * quintet_rules_window_show_ruling:
 * @ruling: a ruling's id, e.g. "OR-1"
 *
 * Brings the item of that ruling into view, marked in the accent colour,
 * as a link in the status line asks.
 *
 * Returns: whether the page has that ruling
 */
gboolean
quintet_rules_window_show_ruling (QuintetRulesWindow *self,
                                  const char         *ruling)
{
  g_autofree char *bold = NULL;

  g_return_val_if_fail (QUINTET_IS_RULES_WINDOW (self), FALSE);
  g_return_val_if_fail (ruling != NULL, FALSE);

  /* "**OR-1 One group.**" or "**OV-2**" */
  bold = g_strdup_printf ("<b>%s", ruling);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      const char *markup = g_ptr_array_index (self->blocks, i);
      const char *found = strstr (markup, bold);
      char after = found != NULL ? found[strlen (bold)] : '\0';

      if (found == NULL || (after != ' ' && after != '<' && after != '.'))
        continue;
      if (self->shown_ruling != NULL)
        gtk_widget_remove_css_class (self->shown_ruling, "accent");
      self->shown_ruling = g_ptr_array_index (self->block_widgets, i);
      gtk_widget_add_css_class (self->shown_ruling, "accent");
      if (self->scroll_tick == 0)
        self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_ruling, NULL, NULL);
      return TRUE;
    }
  return FALSE;
}

/* The scrolled position of the page (for tests): 0 at the top. */
double
quintet_rules_window_get_scroll (QuintetRulesWindow *self)
{
  GtkWidget *scrolled;

  g_return_val_if_fail (QUINTET_IS_RULES_WINDOW (self), 0);

  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->content_box), GTK_TYPE_SCROLLED_WINDOW);
  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)));
}
