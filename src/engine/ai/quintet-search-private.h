/* quintet-search-private.h — what the search (quintet-search.c) and its
 * move ordering (quintet-search-order.c) share: the search's state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "quintet-search.h"

G_BEGIN_DECLS

#define N_PLIES (QUINTET_SEARCH_MAX_DEPTH + QUINTET_QUIESCENCE_DEPTH + 2)

/* 16 bytes; the turn is stored as its index in generate_turns's list,
 * which is the same for the same position every time. */
typedef struct {
  guint64 key;
  guint32 turn_index : 24;
  guint32 age        : 8;
  gint16  score;
  guint8  depth;
  guint8  bound;
} TableEntry;

/* Repetition and no-progress bookkeeping for one ply, as in QuintetHistory */
typedef struct {
  guint64 hash;
  guint   no_progress;   /* turns without progress up to here */
  guint   scan_from;     /* the first key this position could repeat */
} KeyInfo;

typedef struct {
  guint32 score;
  guint32 index;
} OrderEntry;

typedef struct {
  QuintetPositionBuffer position;
  QuintetTurnList       turns;
  QuintetTurnList       tactical;   /* for ordering a long list, see _quintet_search_order_turns */
  OrderEntry           *order;
  guint                 order_capacity;
  QuintetMove           killers[2];
} Ply;

struct _QuintetSearch
{
  QuintetGame      *game;
  QuintetGameClass *klass;
  gsize             size;
  gboolean          has_tactical;
  guint             quiescence_depth;   /* the class's, or QUINTET_QUIESCENCE_DEPTH */
  int               weights[QUINTET_MAX_EVAL_TERMS];   /* the evaluation's */
  int               run_weights[QUINTET_MAX_EVAL_TERMS];   /* with the limits' positional share */

  TableEntry       *table;
  gsize             table_mask;
  guint8            age;

  KeyInfo          *keys;          /* the game's plies, then the search's */
  guint             keys_capacity;
  guint             root_key;

  Ply               plies[N_PLIES];
  guint32           history_scores[2][256][256];
  QuintetMove       pv[N_PLIES][N_PLIES];
  guint             pv_length[N_PLIES];

  guint64           table_salt;    /* the table's scores carry the noise: see salt_for */
  guint8           *overlooked;    /* per root turn: a blind spot of the limits */
  guint             overlooked_capacity;
  gboolean          has_overlooked;

  /* while running */
  gboolean          root_has_best;   /* of the iteration in progress */
  int               root_best_score;
  const QuintetSearchLimits *limits;
  const gint       *cancel;
  guint64           nodes;
  gboolean          stopped;
};

/* quintet-search-order.c: sorts the turns at @ply into the order to try
 * them, the one at @table_index (the table's turn) first */
void _quintet_search_order_turns       (QuintetSearch     *self,
                                        guint              ply,
                                        guint              table_index);
/* @turn, a quiet turn, cut the search off at @ply: a killer there, and a
 * higher history score */
void _quintet_search_reward_quiet_turn (QuintetSearch     *self,
                                        guint              ply,
                                        const QuintetMove *turn,
                                        int                depth);

G_END_DECLS
