#pragma once
// What the network (network/evaluator.h) says of a position in the tree: its move probabilities
// and the side to move's chance of winning. One per search thread, made before the search with
// every buffer it needs (the network's, batch 1, and the cache), so evaluate() allocates nothing.
//
// The cache is direct-mapped and keyed by everything the network's inputs read (the stones, the
// side to move, the simple-ko point, the last three moves, the komi): a position met again, in
// a transposition or in the next move's search after the tree was cut, costs a lookup rather
// than a forward pass. It lives as long as the evaluator, across searches.
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/board.h"
#include "network/evaluator.h"
#include "network/inputs.h"

namespace kosumi {

class NodeEvaluator {
 public:
  // Positions the cache holds by default: about 1.4 MB of probabilities on 9x9, 5.9 MB on 19x19.
  static constexpr int kDefaultCacheEntries = 4096;

  // cacheEntries is rounded up to a power of two; 0 turns the cache off.
  NodeEvaluator(std::shared_ptr<const network::NetworkWeights> weights, int boardSize,
                int cacheEntries = kDefaultCacheEntries);

  struct Result {
    // A probability for each point (index with probability()) and the pass; valid until the
    // next evaluate().
    const float* policy = nullptr;
    float value = 0.5f;  // the side to move's chance of winning
  };

  // recent: the last kRecentMoves moves, the most recent first (kPass for a pass, kNullPoint
  // before the game's start); komi is added to White's score.
  Result evaluate(const Board& board, Color toMove, double komi, const Point (&recent)[network::kRecentMoves]);

  // Where a point's probability (or, for kPass, the pass's) sits in Result::policy.
  int policyIndex(Point p) const { return p == kPass ? points_ : indexOfPoint_[p]; }

  int boardSize() const { return evaluator_.boardSize(); }
  // Forward passes run and positions found in the cache, since the evaluator was made.
  long evaluations() const { return evaluations_; }
  long cacheHits() const { return cacheHits_; }

 private:
  network::Evaluator evaluator_;
  int points_;
  std::vector<int> indexOfPoint_;  // by Point; -1 off the board
  uint64_t cacheMask_ = 0;
  std::vector<uint64_t> keys_;     // 0: an empty slot
  std::vector<float> values_;
  std::vector<float> policies_;    // points_ + 1 a slot
  long evaluations_ = 0;
  long cacheHits_ = 0;
};

}  // namespace kosumi
