/* quintet-game-defaults.c — what the base class gives every game: the
 * vfuncs a game need not write, and the helpers of the games' text
 * parsers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "quintet-game-private.h"
#include "quintet-text.h"

#define GAME_CLASS(self) (QUINTET_GAME_GET_CLASS (self))

gboolean
quintet_game_text_error (GError           **error,
                         QuintetGameError   code,
                         const char        *text,
                         const char        *format,
                         ...)
{
  g_autofree char *detail = NULL;
  g_autofree char *quoted = quintet_text_quote (text, -1);
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  if (code == QUINTET_GAME_ERROR_POSITION)
    /* Translators: what is wrong with the position, then its text. The
     * reason comes first: a position text is long, and a window's
     * message is one line. */
    g_set_error (error, QUINTET_GAME_ERROR, code, _("Cannot read the position: %s (“%s”)"), detail, quoted);
  else
    /* Translators: the turn as written, then what is wrong with it */
    g_set_error (error, QUINTET_GAME_ERROR, code, _("“%s”: %s"), quoted, detail);
  return FALSE;
}

gboolean
quintet_game_parse_side_field (const char  *text,
                               const char  *field,
                               const char   letters[2],
                               QuintetSide *side,
                               GError     **error)
{
  g_autofree char *quoted = NULL;

  for (QuintetSide candidate = QUINTET_SIDE_0; candidate <= QUINTET_SIDE_1; candidate++)
    if (field[0] == letters[candidate] && field[1] == '\0')
      {
        *side = candidate;
        return TRUE;
      }

  quoted = quintet_text_quote (field, -1);
  /* Translators: the two letters that name the sides, then what was written */
  return quintet_game_text_error (error, QUINTET_GAME_ERROR_POSITION, text,
                                  _("the side to move must be “%c” or “%c”, not “%s”"),
                                  letters[0], letters[1], quoted);
}

/* Default: the first turn whose notation is exactly @text. Games override
 * this to accept shorthands and to explain what is wrong. */
static gboolean
quintet_game_real_parse_turn (QuintetGame  *self,
                              gconstpointer position,
                              const char   *text,
                              QuintetMove  *turn,
                              GError      **error)
{
  g_auto(QuintetTurnList) list = { 0 };
  g_autofree char *quoted = NULL;

  quintet_game_list_turns (self, position, &list);
  for (guint i = 0; i < list.n_turns; i++)
    {
      g_autofree char *notation = GAME_CLASS (self)->format_turn (self, position, &list.turns[i]);

      if (g_strcmp0 (notation, text) == 0)
        {
          *turn = list.turns[i];
          return TRUE;
        }
    }

  quoted = quintet_text_quote (text, -1);
  g_set_error (error, QUINTET_GAME_ERROR, QUINTET_GAME_ERROR_ILLEGAL,
               _("“%s” is not a legal turn here"), quoted);
  return FALSE;
}

static guint
quintet_game_real_random_turn (QuintetGame  *self,
                               gconstpointer position,
                               guint32       random,
                               QuintetMove  *turn)
{
  g_auto(QuintetTurnList) list = { 0 };
  guint n_turns = quintet_game_list_turns (self, position, &list);

  if (n_turns > 0)
    *turn = list.turns[((guint64) random * n_turns) >> 32];
  return n_turns;
}

static guint
quintet_game_real_turn_paths (QuintetGame       *self,
                              gconstpointer      position,
                              const QuintetMove *turn,
                              QuintetMove       *paths,
                              guint              max_paths)
{
  if (max_paths > 0)
    paths[0] = *turn;
  return 1;
}

static gboolean
quintet_game_real_preview_path (QuintetGame       *self,
                                gconstpointer      position,
                                const QuintetCell *cells,
                                guint              n_cells,
                                gpointer           result)
{
  return FALSE;
}

static guint
quintet_game_real_path_motions (QuintetGame       *self,
                                gconstpointer      position,
                                const QuintetCell *cells,
                                guint              n_cells,
                                QuintetMotion     *motions,
                                guint              max_motions)
{
  if (n_cells < 2 || max_motions == 0)
    return 0;
  motions[0] = (QuintetMotion) { cells[0], cells[1], 0 };
  return 1;
}

static char *
quintet_game_real_describe_status (QuintetGame  *self,
                                   gconstpointer position)
{
  return NULL;
}

/* NULL: the notation alone tells the turns apart */
static char *
quintet_game_real_describe_turn (QuintetGame       *self,
                                 gconstpointer      position,
                                 const QuintetMove *turn)
{
  return NULL;
}

/* NULL: what the clicks show is all a turn does */
static char *
quintet_game_real_describe_effects (QuintetGame       *self,
                                    gconstpointer      position,
                                    const QuintetMove *turn)
{
  return NULL;
}

/* NULL: the generic guidance of quintet-game-guidance.c */
static char *
quintet_game_real_describe_clicks (QuintetGame       *self,
                                   gconstpointer      position,
                                   const QuintetCell *clicks,
                                   guint              n_clicks,
                                   gboolean           can_finish)
{
  return NULL;
}

static char *
quintet_game_real_explain_click (QuintetGame       *self,
                                 gconstpointer      position,
                                 const QuintetCell *clicks,
                                 guint              n_clicks,
                                 QuintetCell        cell)
{
  return NULL;
}

static int
quintet_game_real_get_reserve (QuintetGame  *self,
                               gconstpointer position,
                               QuintetSide   side)
{
  return -1;
}

static gboolean
quintet_game_real_is_progress (QuintetGame       *self,
                               gconstpointer      position,
                               const QuintetMove *turn)
{
  return FALSE;
}

static gboolean
quintet_game_real_is_irreversible (QuintetGame       *self,
                                   gconstpointer      position,
                                   const QuintetMove *turn)
{
  return FALSE;
}

static int
quintet_game_real_evaluate (QuintetGame  *self,
                            gconstpointer position,
                            const int    *weights)
{
  return 0;
}

static gboolean
quintet_game_real_is_tactical (QuintetGame       *self,
                               gconstpointer      position,
                               const QuintetMove *turn)
{
  return FALSE;
}

static QuintetTurnSound
quintet_game_real_turn_sound (QuintetGame       *self,
                              gconstpointer      position,
                              const QuintetMove *turn)
{
  return QUINTET_TURN_SOUND_MOVE;
}

static char *
quintet_game_real_describe_outcome (QuintetGame    *self,
                                    QuintetOutcome  outcome)
{
  const char *winner = quintet_game_get_side_name (self, outcome.winner);
  const char *loser = quintet_game_get_side_name (self, QUINTET_OTHER_SIDE (outcome.winner));

  if (outcome.status == QUINTET_STATUS_ONGOING)
    return NULL;

  switch (outcome.reason)
    {
    case QUINTET_REASON_RESIGNATION:
      /* Translators: the first %s wins, the second resigned, e.g. "White wins: Black resigned" */
      return g_strdup_printf (_("%s wins: %s resigned"), winner, loser);

    case QUINTET_REASON_AGREEMENT:
      return g_strdup (_("Draw by agreement"));

    case QUINTET_REASON_REPETITION:
      return g_strdup (_("Draw: the same position occurred for the third time"));

    case QUINTET_REASON_NO_PROGRESS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Draw: %u turn without progress",
                                           "Draw: %u turns without progress",
                                           GAME_CLASS (self)->no_progress_limit),
                              GAME_CLASS (self)->no_progress_limit);

    case QUINTET_REASON_TIME:
      /* Translators: C-7, docs/rules.md, e.g. "White wins on time" */
      return g_strdup_printf (_("%s wins on time"), winner);

    case QUINTET_REASON_NO_MOVE:
      if (outcome.status == QUINTET_STATUS_DRAW)
        return g_strdup (_("Draw: stalemate, no legal turn"));
      /* Translators: "White wins: Black cannot move" */
      return g_strdup_printf (_("%s wins: %s cannot move"), winner, loser);

    default:
      if (outcome.status == QUINTET_STATUS_DRAW)
        return g_strdup (_("Draw"));
      return g_strdup_printf (_("%s wins"), winner);
    }
}

/* quintet-game-private.h */
void
_quintet_game_class_set_defaults (QuintetGameClass *klass)
{
  klass->parse_turn = quintet_game_real_parse_turn;
  klass->turn_paths = quintet_game_real_turn_paths;
  klass->preview_path = quintet_game_real_preview_path;
  klass->path_motions = quintet_game_real_path_motions;
  klass->describe_status = quintet_game_real_describe_status;
  klass->describe_turn = quintet_game_real_describe_turn;
  klass->describe_effects = quintet_game_real_describe_effects;
  klass->describe_clicks = quintet_game_real_describe_clicks;
  klass->explain_click = quintet_game_real_explain_click;
  klass->random_turn = quintet_game_real_random_turn;
  klass->get_reserve = quintet_game_real_get_reserve;
  klass->is_progress = quintet_game_real_is_progress;
  klass->is_irreversible = quintet_game_real_is_irreversible;
  klass->evaluate = quintet_game_real_evaluate;
  klass->is_tactical = quintet_game_real_is_tactical;
  klass->turn_sound = quintet_game_real_turn_sound;
  klass->describe_outcome = quintet_game_real_describe_outcome;
  klass->side_names[0] = N_("White");
  klass->side_names[1] = N_("Black");
  klass->side_styles[0] = "white";
  klass->side_styles[1] = "black";
  klass->random_turn_uniform = TRUE;
}
