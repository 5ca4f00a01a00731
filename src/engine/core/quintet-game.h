/* quintet-game.h — the base class of every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "quintet-core-enums.h"
#include "quintet-turn-item.h"
#include "quintet-types.h"

G_BEGIN_DECLS

#define QUINTET_TYPE_GAME (quintet_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (QuintetGame, quintet_game, QUINTET, GAME, GObject)

#define QUINTET_GAME_ERROR (quintet_game_error_quark ())

typedef enum {
  QUINTET_GAME_ERROR_POSITION,   /* malformed position text */
  QUINTET_GAME_ERROR_NOTATION,   /* malformed turn notation */
  QUINTET_GAME_ERROR_ILLEGAL,    /* well-formed but not a legal turn */
  QUINTET_GAME_ERROR_FINISHED,   /* the game is already decided */
  QUINTET_GAME_ERROR_REPETITION, /* legal on the board, refused by the game's
                                  * repetition rule (repetition_illegal, OF-5) */
} QuintetGameError;

/* Position structs are plain, fixed-size and pointer-free; the generic code
 * handles them as opaque blocks of class->position_size bytes. The first
 * member of every position struct is a QuintetPositionHeader. */
typedef struct {
  guint64 hash;        /* Zobrist hash, kept up to date incrementally */
  guint8  side;        /* QuintetSide to move */
  guint8  padding[7];
} QuintetPositionHeader;

#define QUINTET_POSITION_HEADER(p) ((QuintetPositionHeader *) (p))
#define QUINTET_POSITION_SIDE(p)   (((const QuintetPositionHeader *) (p))->side)
#define QUINTET_POSITION_HASH(p)   (((const QuintetPositionHeader *) (p))->hash)

/* The kind of sound a turn makes in the app: a move, or one that takes
 * (a capture, a hit, a conversion, a burial): the class's turn_sound. */
typedef enum {
  QUINTET_TURN_SOUND_MOVE,
  QUINTET_TURN_SOUND_CAPTURE,
} QuintetTurnSound;

/* Every position struct fits in this; use it for positions on the stack. */
#define QUINTET_MAX_POSITION_SIZE 512
typedef union {
  QuintetPositionHeader header;
  guint64               bytes[QUINTET_MAX_POSITION_SIZE / 8];
} QuintetPositionBuffer;

/* Where a generator writes its turns: the first @capacity go to @turns,
 * the rest are only counted, so that the caller learns how much room the
 * list needs and no turn is ever dropped without anyone knowing. Ordo X
 * has 2,062 turns at the start; in Oferhlýp every prefix of a chain is a
 * turn, and one token packed among the 14 enemy tokens has 43,239. */
typedef struct {
  QuintetMove *turns;
  guint        capacity;
  guint        n_turns;
  QuintetMove  spare;      /* written and dropped once @turns is full */
} QuintetTurnSink;

#define QUINTET_TURN_SINK_INIT(turns, capacity) ((QuintetTurnSink) { (turns), (capacity), 0, { { 0 } } })

/* The slot for the next turn: in the list, or the spare once it is full. */
static inline QuintetMove *
quintet_turn_sink_add (QuintetTurnSink *sink)
{
  QuintetMove *slot = G_LIKELY (sink->n_turns < sink->capacity) ? &sink->turns[sink->n_turns]
                                                                  : &sink->spare;

  sink->n_turns++;
  return slot;
}

/* A list of turns that grows to what the position needs. */
typedef struct {
  QuintetMove *turns;
  guint        n_turns;
  guint        capacity;
} QuintetTurnList;

/* Every turn of @position by @klass's generate_turns (the game's own
 * class, for @game), into @list, which grows as needed; returns how many.
 * Below the game object: quintet_game_list_turns and the history both
 * fill their lists with it. */
guint quintet_turn_list_generate (QuintetTurnList  *list,
                                  QuintetGameClass *klass,
                                  QuintetGame      *game,
                                  gconstpointer     position);
void  quintet_turn_list_clear    (QuintetTurnList  *list);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QuintetTurnList, quintet_turn_list_clear)

/* How the Beginner level (level 1) plays a game: it looks at its own turn
 * only, and of a hundred turns that would take material it overlooks
 * @overlook_near made by a step to a neighbouring cell and @overlook_far
 * made from a distance; its other turns follow the evaluation's terms
 * after the first at @positional percent of their weights. Chosen by
 * matches against quintet-cli's greedy player, a variant at a time
 * (src/engine/README.md, "The Beginner"). */
typedef struct {
  guint8 overlook_near;
  guint8 overlook_far;
  guint8 positional;
} QuintetBeginnerStyle;

/* One game a class plays, as the start page and `quintet-cli list` show
 * it. A class with variants (Ordo: Classic and Ordo X) lists them all;
 * the construct-only "variant" property picks one. */
typedef struct {
  const char *id;            /* "pressman", "ordo-x": the command-line id */
  const char *name;          /* translatable display name, mark with N_() */
  const char *description;   /* translatable one-line description, N_() */
  /* A position text typical of the game, for its picture on the start
   * page where the start position would not show it (what its pieces do,
   * or how it differs from another variant), or NULL: the start */
  const char *showcase;
  QuintetBeginnerStyle beginner;   /* all zero: the search's defaults */
  /* The analysis's winning-chance curve, 1 / (1 + exp (-score / S)):
   * S in the evaluation's units, fitted on self-play (`quintet-cli
   * calibrate`, src/engine/README.md "Analysis"); 0: a generic S */
  guint win_scale;
} QuintetGameVariant;

/* One term of a game's evaluation for the computer's search: a feature a
 * strong player would name (material, advancement, King safety…) and its
 * weight, tuned by self-play (`quintet-cli tune`, see the README). The
 * evaluation is the sum of each feature times its weight. */
typedef struct {
  const char *name;          /* "material": for quintet-cli's player specs */
  int         weight;        /* the tuned default */
} QuintetEvalTerm;

#define QUINTET_MAX_EVAL_TERMS 12

/* The longest quiescence step, and the default (see quiescence_depth) */
#define QUINTET_QUIESCENCE_DEPTH 4

struct _QuintetGameClass
{
  GObjectClass parent_class;

  /* Data filled in by class_init */
  const QuintetGameVariant *variants;  /* at least one */
  guint        n_variants;
  const char  *inventor;             /* NULL when unknown or traditional */
  gsize        position_size;
  const char  *side_names[2];        /* translatable: "White", "Black" */
  const char  *side_styles[2];       /* painter palette: "white", "black", "red", "yellow", "light", "dark" */
  gboolean     first_side_choice;    /* the New Game dialog may choose who moves first (PR-1) */
  guint        repetition_limit;     /* occurrence that ends the game (3), 0 = none */
  gboolean     repetition_illegal;   /* OF-5: the turn is illegal instead of drawing */
  /* When repetition_illegal: the ruling's id ("OF-5") and, translatable
   * (N_()), why it refuses a turn ("it would create the same position for
   * the third time"), for quintet_game_explain_repetition() */
  const char  *repetition_rule;
  const char  *repetition_refusal;
  guint        no_progress_limit;    /* turns without progress that draw (100), 0 = none */
  gboolean     pieces_stay;          /* captured pieces stay on the board (Overlord's
                                      * columns): each side keeps its count of pieces */
  /* TRUE (default): random_turn picks exactly the turn at index
   * (random × n) >> 32 of generate_turns and returns n. FALSE: it returns
   * 0 iff there is no legal turn, else a nonzero value and some legal
   * turn chosen by the game's own playout policy (Ordo X, with about
   * 2,000 turns a position, samples instead of counting). */
  gboolean     random_turn_uniform;
  /* The terms of `evaluate`, at most QUINTET_MAX_EVAL_TERMS */
  const QuintetEvalTerm *eval_terms;
  guint        n_eval_terms;
  /* Tactical turns the search's quiescence step follows past its depth,
   * at most QUINTET_QUIESCENCE_DEPTH; 0 = that many. Fewer where nearly
   * every piece can capture (Pressman's queens), since the step grows
   * with its length times the captures a position holds. */
  guint        quiescence_depth;

  /* Board */
  const QuintetGeometry *(*get_geometry)      (QuintetGame     *self);
  void                   (*describe_position) (QuintetGame     *self,
                                               gconstpointer    position,
                                               QuintetCellView *cells);
  int                    (*get_reserve)       (QuintetGame     *self,
                                               gconstpointer    position,
                                               QuintetSide      side);

  /* Rules, position-only (no history): the hot path */
  void           (*start_position)  (QuintetGame       *self,
                                     QuintetSide        first,
                                     gpointer           position);
  /* Writes at most @capacity turns and returns how many there are. */
  guint          (*generate_turns)  (QuintetGame       *self,
                                     gconstpointer      position,
                                     QuintetMove       *turns,
                                     guint              capacity);
  void           (*make_turn)       (QuintetGame       *self,
                                     gpointer           position,
                                     const QuintetMove *turn);
  /* Outcome of a position by the rules alone; n_turns is the number of
   * legal turns there (0 lets a game apply its no-move ruling). */
  QuintetOutcome (*position_outcome)(QuintetGame       *self,
                                     gconstpointer      position,
                                     guint              n_turns);
  /* The turn resets the no-progress count (default: never). */
  gboolean       (*is_progress)     (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);
  /* No position before the turn can come back after it, so the
   * repetition scan may stop there (default: FALSE, scan the whole game;
   * an Opprimo conversion is progress but can be converted back). */
  gboolean       (*is_irreversible) (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);
  /* For playouts: the number of legal turns, and in @turn the one that
   * generate_turns lists at index (random × n) >> 32 (but see
   * random_turn_uniform). Default: generate them all; games override it
   * with a counting fast path. */
  guint          (*random_turn)     (QuintetGame       *self,
                                     gconstpointer      position,
                                     guint32            random,
                                     QuintetMove       *turn);
  guint64        (*compute_hash)    (QuintetGame       *self,
                                     gconstpointer      position);
  /* For the computer's search: the position's worth for the side to
   * move, in hundredths of a piece (default 0): the features of
   * `eval_terms` times @weights (one per term, in that order). Keep it
   * well inside ±20,000: the search scores won games beyond that. */
  int            (*evaluate)        (QuintetGame       *self,
                                     gconstpointer      position,
                                     const int         *weights);
  /* For the search's quiescence step: the turn changes the material
   * balance at once (a capture, a hit), so a search that stopped just
   * before it would misjudge the position. The search looks further along
   * such turns only, and tries them early. Default FALSE for every turn:
   * no quiescence. */
  gboolean       (*is_tactical)     (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);

  /* Text */
  char          *(*format_turn)     (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);
  gboolean       (*parse_turn)      (QuintetGame       *self,
                                     gconstpointer      position,
                                     const char        *text,
                                     QuintetMove       *turn,
                                     GError           **error);
  char          *(*position_to_text)(QuintetGame       *self,
                                     gconstpointer      position);
  gboolean       (*position_from_text)(QuintetGame     *self,
                                     const char        *text,
                                     gpointer           position,
                                     GError           **error);
  char          *(*describe_outcome)(QuintetGame       *self,
                                     QuintetOutcome     outcome);
  /* The click paths that make a turn (OV-8: several); default: its own
   * path. Writes at most @max_paths and returns how many there are in
   * all, even when that is more (like snprintf): ask again with room. */
  guint          (*turn_paths)      (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn,
                                     QuintetMove       *paths,
                                     guint              max_paths);
  /* Optional, for games with very many click routes (OV-8): the cells that
   * may follow the prefix @clicks of a path of one of @turns (@next: one
   * flag per cell id, 256, zeroed by the caller) and in @complete (room
   * for @n_turns) the ascending indices into @turns of the turns that
   * have @clicks as a whole path; returns their number. NULL (default):
   * QuintetTurnInput matches the clicks against every turn's turn_paths. */
  guint          (*match_clicks)    (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turns,
                                     guint              n_turns,
                                     const QuintetCell *clicks,
                                     guint              n_clicks,
                                     guint8            *next,
                                     guint             *complete);

  /* Input and display of partial turns. The position the board shows
   * while the player has clicked the prefix @cells of a legal path: the
   * first part of an Ordo X two-part turn, the jumps of a chain so far.
   * Returns FALSE when it is @position itself (default). */
  gboolean       (*preview_path)    (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetCell *cells,
                                     guint              n_cells,
                                     gpointer           result);
  /* The pieces that move for a click path (a whole turn's or a previewed
   * prefix), in animation steps. Default: path[0] to path[1] in step 0. */
  guint          (*path_motions)    (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetCell *cells,
                                     guint              n_cells,
                                     QuintetMotion     *motions,
                                     guint              max_motions);
  /* A short note on the position for the side panel ("White must
   * reconnect", OR-2), or NULL (default). */
  char          *(*describe_status) (QuintetGame       *self,
                                     gconstpointer      position);
  /* Guidance while clicking: what the player is in the middle of after
   * @clicks (a prefix of a legal path; @can_finish: the clicks complete
   * a turn that could go on), in the game's words ("Choose a home square
   * for the new soldier", PR-3), or NULL (default) for the generic text
   * of quintet_game_describe_clicks(). */
  char          *(*describe_clicks) (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetCell *clicks,
                                     guint              n_clicks,
                                     gboolean           can_finish);
  /* Why the rules refuse a click on @cell after @clicks (the clicks
   * before it, possibly none): "the White checkers would not stay one
   * group (OR-1)", or NULL (default) for the generic reason of
   * quintet_game_explain_click(). */
  char          *(*explain_click)   (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetCell *clicks,
                                     guint              n_clicks,
                                     QuintetCell        cell);

  /* A few words on what @turn does, for the chooser when several turns
   * share the same clicks (OV-8: "Move the whole column" beside "Move
   * the top piece"), or NULL (default): the notation says enough. */
  char          *(*describe_turn)   (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);

  /* Optional, for the search's quiescence step: exactly the turns of
   * generate_turns for which is_tactical is TRUE (in any order), with
   * generate_turns's contract (writes at most @capacity, returns how
   * many there are). NULL (default): the search filters the full list. */
  guint          (*generate_tactical_turns) (QuintetGame   *self,
                                     gconstpointer      position,
                                     QuintetMove       *turns,
                                     guint              capacity);
  /* Optional, for the search's quiescence step: the side to move is under
   * an obligation that every one of its turns answers (Ordo's OR-2: split,
   * it must reconnect), so its evaluation alone says little: the step
   * searches all its turns, and finds the loss when there is none. NULL
   * (default): no position is. */
  gboolean       (*must_answer)     (QuintetGame       *self,
                                     gconstpointer      position);

  /* The app's sound for @turn played from @position: CAPTURE for a turn
   * that takes by the game's own kind of taking (a capture, a hit, a
   * conversion, a burial), else MOVE (default: MOVE for every turn). */
  QuintetTurnSound (*turn_sound)    (QuintetGame       *self,
                                     gconstpointer      position,
                                     const QuintetMove *turn);

  /* What @turn played from @position does beyond what its clicks show,
   * in a sentence for the status line and screen readers (Ordo X's OX-2:
   * the checkers cut off and removed, and why), or NULL (default). */
  char          *(*describe_effects) (QuintetGame      *self,
                                      gconstpointer     position,
                                      const QuintetMove *turn);

  gpointer padding[1];
};

GQuark          quintet_game_error_quark          (void);
/* For the games' parsers: sets "“text”: detail" (or "Cannot read the
 * position: detail (“text”)" for QUINTET_GAME_ERROR_POSITION) and returns
 * FALSE. */
gboolean        quintet_game_text_error           (GError           **error,
                                                   QuintetGameError   code,
                                                   const char        *text,
                                                   const char        *format,
                                                   ...) G_GNUC_PRINTF (4, 5);
/* For the games' position texts: @field is the side to move, written as
 * letters[0] (side 0) or letters[1]; else a position error naming it. */
gboolean        quintet_game_parse_side_field     (const char        *text,
                                                   const char        *field,
                                                   const char         letters[2],
                                                   QuintetSide       *side,
                                                   GError           **error);

/* Class-level facts */
const char     *quintet_game_get_side_name        (QuintetGame       *self,
                                                   QuintetSide        side);
const char     *quintet_game_get_side_style       (QuintetGame       *self,
                                                   QuintetSide        side);
gboolean        quintet_game_get_first_side_choice(QuintetGame       *self);
const QuintetGeometry *
                quintet_game_get_geometry         (QuintetGame       *self);
guint           quintet_game_get_variant          (QuintetGame       *self);
const char     *quintet_game_get_id               (QuintetGame       *self);
const char     *quintet_game_get_name             (QuintetGame       *self);
const char     *quintet_game_get_description      (QuintetGame       *self);
const char     *quintet_game_get_inventor         (QuintetGame       *self);
const char     *quintet_game_get_showcase         (QuintetGame       *self);
QuintetBeginnerStyle
                quintet_game_get_beginner_style   (QuintetGame       *self);

/* How turns are written where a game has two forms (Oferhlýp's standard
 * "(2>1)" and shorthand "(-)"); both are always accepted on input. */
typedef enum {
  QUINTET_NOTATION_STANDARD,
  QUINTET_NOTATION_SHORT,
} QuintetNotationStyle;

QuintetNotationStyle
                quintet_game_get_notation_style   (QuintetGame       *self);
void            quintet_game_set_notation_style   (QuintetGame       *self,
                                                   QuintetNotationStyle style);

/* The game in progress */
void            quintet_game_new_game             (QuintetGame       *self,
                                                   QuintetSide        first);
gboolean        quintet_game_load_position        (QuintetGame       *self,
                                                   const char        *text,
                                                   GError           **error);
/* Right after a position is loaded (no turn played): the turns without
 * progress made before it, which a position text does not carry (a
 * lesson that starts two turns before the no-progress draw); below the
 * game's no_progress_limit. */
void            quintet_game_set_no_progress      (QuintetGame       *self,
                                                   guint              turns);
QuintetSide     quintet_game_get_first_side       (QuintetGame       *self);
QuintetSide     quintet_game_get_side_to_move     (QuintetGame       *self);
QuintetOutcome  quintet_game_get_outcome          (QuintetGame       *self);
char           *quintet_game_describe_outcome     (QuintetGame       *self);
gconstpointer   quintet_game_get_position         (QuintetGame       *self);
const QuintetMove *
                quintet_game_get_legal_turns      (QuintetGame       *self,
                                                   guint             *n_turns);
guint           quintet_game_get_legal_turns_at   (QuintetGame       *self,
                                                   guint              ply,
                                                   QuintetTurnList   *list);
/* Why the repetition rule refuses a turn that the board allows, in the
 * game's words with its ruling: "it would create the same position for
 * the third time (OF-5)". play_turn gives it with
 * QUINTET_GAME_ERROR_REPETITION. */
char           *quintet_game_explain_repetition   (QuintetGame       *self);
gboolean        quintet_game_play_turn            (QuintetGame       *self,
                                                   const QuintetMove *turn,
                                                   GError           **error);
gboolean        quintet_game_play_notation        (QuintetGame       *self,
                                                   const char        *text,
                                                   GError           **error);
void            quintet_game_resign               (QuintetGame       *self,
                                                   QuintetSide        side);
void            quintet_game_agree_draw           (QuintetGame       *self);
/* @side's time ran out (C-7, docs/rules.md): the other side wins */
void            quintet_game_lose_on_time         (QuintetGame       *self,
                                                   QuintetSide        side);

/* History: turns 0 … n_turns-1 are played; redo turns follow them */
guint           quintet_game_get_n_turns          (QuintetGame       *self);
guint           quintet_game_get_n_redo           (QuintetGame       *self);
const QuintetMove *
                quintet_game_get_turn             (QuintetGame       *self,
                                                   guint              index);
const char     *quintet_game_get_turn_notation    (QuintetGame       *self,
                                                   guint              index);
gconstpointer   quintet_game_get_position_at      (QuintetGame       *self,
                                                   guint              ply);
gboolean        quintet_game_get_can_undo         (QuintetGame       *self);
gboolean        quintet_game_get_can_redo         (QuintetGame       *self);
void            quintet_game_undo                 (QuintetGame       *self);
void            quintet_game_redo                 (QuintetGame       *self);
void            quintet_game_truncate             (QuintetGame       *self,
                                                   guint              ply);

/* Position-level helpers over the vfuncs (no history), for tools and the AI */
gsize           quintet_game_get_position_size    (QuintetGame       *self);
void            quintet_game_start_position       (QuintetGame       *self,
                                                   QuintetSide        first,
                                                   gpointer           position);
guint           quintet_game_generate_turns       (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   QuintetMove       *turns,
                                                   guint              capacity);
guint           quintet_game_list_turns           (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   QuintetTurnList   *list);
void            quintet_game_make_turn            (QuintetGame       *self,
                                                   gpointer           position,
                                                   const QuintetMove *turn);
guint           quintet_game_random_turn          (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   guint32            random,
                                                   QuintetMove       *turn);
QuintetOutcome  quintet_game_position_outcome     (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   guint              n_turns);
guint64         quintet_game_compute_hash         (QuintetGame       *self,
                                                   gconstpointer      position);
/* With the class's tuned weights when @weights is NULL */
int             quintet_game_evaluate             (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const int         *weights);
/* The material for the side to move, its own less the opponent's: the
 * evaluation's first term alone, at its weight (a piece = 100) */
int             quintet_game_material             (QuintetGame       *self,
                                                   gconstpointer      position);
/* Whether @turn leaves the side to move in @position more material */
gboolean        quintet_game_takes_material       (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
/* The evaluation's terms and their tuned weights */
const QuintetEvalTerm *
                quintet_game_get_eval_terms       (QuintetGame       *self,
                                                   guint             *n_terms);
gboolean        quintet_game_must_answer          (QuintetGame       *self,
                                                   gconstpointer      position);
QuintetTurnSound
                quintet_game_get_turn_sound       (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
gboolean        quintet_game_is_tactical          (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
guint           quintet_game_generate_tactical_turns (QuintetGame    *self,
                                                   gconstpointer      position,
                                                   QuintetMove       *turns,
                                                   guint              capacity);
guint           quintet_game_list_tactical_turns  (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   QuintetTurnList   *list);
char           *quintet_game_format_turn          (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
gboolean        quintet_game_parse_turn           (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const char        *text,
                                                   QuintetMove       *turn,
                                                   GError           **error);
char           *quintet_game_position_to_text     (QuintetGame       *self,
                                                   gconstpointer      position);
gboolean        quintet_game_position_from_text   (QuintetGame       *self,
                                                   const char        *text,
                                                   gpointer           position,
                                                   GError           **error);
void            quintet_game_describe_position    (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   QuintetCellView   *cells);
int             quintet_game_get_reserve          (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   QuintetSide        side);
guint           quintet_game_turn_paths           (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn,
                                                   QuintetMove       *paths,
                                                   guint              max_paths);
gboolean        quintet_game_preview_path         (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetCell *cells,
                                                   guint              n_cells,
                                                   gpointer           result);
guint           quintet_game_path_motions         (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetCell *cells,
                                                   guint              n_cells,
                                                   QuintetMotion     *motions,
                                                   guint              max_motions);
QuintetCell     quintet_game_turn_placement       (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
char           *quintet_game_describe_status      (QuintetGame       *self,
                                                   gconstpointer      position);
char           *quintet_game_describe_turn        (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
char           *quintet_game_describe_effects     (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetMove *turn);
char           *quintet_game_describe_clicks      (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetCell *clicks,
                                                   guint              n_clicks,
                                                   gboolean           can_finish);
char           *quintet_game_explain_click        (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   const QuintetCell *clicks,
                                                   guint              n_clicks,
                                                   QuintetCell        cell);
guint64         quintet_game_perft                (QuintetGame       *self,
                                                   gconstpointer      position,
                                                   guint              depth);

G_END_DECLS
