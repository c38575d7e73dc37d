#pragma once
// How well a move model predicts the moves of game records: over every position, the rank of
// the move played among all legal moves and the pass by the model's probability (MoveModel::
// evaluate, the call the engine makes), counted as top-1 and top-5 hits. Ties count against the
// model: a move is first only when no other move has its probability or more.
#include <cstddef>
#include <vector>

#include "playouts/move_model.h"
#include "tools/common/game_records.h"

namespace kosumi::tools {

struct PredictionCounts {
  size_t positions = 0;
  size_t top1 = 0;
  size_t top5 = 0;
  double logLoss = 0;  // sum of -ln p(move played)

  void add(const PredictionCounts& o) {
    positions += o.positions;
    top1 += o.top1;
    top5 += o.top5;
    logLoss += o.logLoss;
  }
};

struct MoveRange {
  int first = 1, last = 1;  // move numbers, 1-based, inclusive
  PredictionCounts counts;
};

struct PredictionReport {
  size_t games = 0;
  PredictionCounts all;
  std::vector<MoveRange> byMoveNumber;
};

// The ranges reported by default: moves 1-20, 21-50, 51-100, 101-150, 151-200, 201-250, 251+.
std::vector<MoveRange> defaultMoveRanges();

// Every position of the games from move number firstMove on (at most maxPositions in all when
// it is above 0: whole games are taken in order until the count is reached), shared between
// `threads` threads.
PredictionReport measurePrediction(const MoveModel& model, const std::vector<GameRecord>& games, int threads,
                                   size_t maxPositions = 0, size_t firstMove = 1);

}  // namespace kosumi::tools
