#include "search/node_evaluator.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "playouts/rng.h"

namespace kosumi {

NodeEvaluator::NodeEvaluator(std::shared_ptr<const network::NetworkWeights> weights, int boardSize,
                             int cacheEntries)
    : evaluator_(std::move(weights), boardSize, 1), points_(boardSize * boardSize) {
  const Geometry geo(boardSize);
  indexOfPoint_.assign(kMaxPoints, -1);
  for (int y = 0; y < boardSize; ++y)
    for (int x = 0; x < boardSize; ++x) {
      const Point p = geo.point(x, y);
      indexOfPoint_[p] = network::networkIndex(p, geo);
    }
  if (cacheEntries > 0) {
    const size_t entries = std::bit_ceil(size_t(cacheEntries));
    cacheMask_ = entries - 1;
    keys_.assign(entries, 0);
    values_.assign(entries, 0.0f);
    policies_.assign(entries * size_t(points_ + 1), 0.0f);
  }
}

NodeEvaluator::Result NodeEvaluator::evaluate(const Board& board, Color toMove, double komi,
                                              const Point (&recent)[network::kRecentMoves]) {
  // Everything fillInputs reads, so that a hit returns exactly what a forward pass would.
  uint64_t komiBits;
  std::memcpy(&komiBits, &komi, sizeof komiBits);
  uint64_t key = mixBits(board.hash() ^ (uint64_t(index(toMove)) + 1) * 0x9e3779b97f4a7c15ULL);
  key = mixBits(key ^ (uint64_t(board.koPoint()) << 48 | uint64_t(recent[0]) << 32 |
                       uint64_t(recent[1]) << 16 | uint64_t(recent[2])));
  key = mixBits(key ^ komiBits) | 1;
  const size_t stride = size_t(points_ + 1);
  if (!keys_.empty()) {
    const size_t slot = size_t(key & cacheMask_);
    float* policy = policies_.data() + slot * stride;
    if (keys_[slot] == key) {
      ++cacheHits_;
      return {policy, values_[slot]};
    }
    network::InputPosition position{&board, toMove, komi, {recent[0], recent[1], recent[2]}};
    network::fillInputs(position, evaluator_.input(0));
    evaluator_.evaluate(1);
    ++evaluations_;
    std::copy_n(evaluator_.policy(0), stride, policy);
    keys_[slot] = key;
    values_[slot] = evaluator_.value(0);
    return {policy, values_[slot]};
  }
  network::InputPosition position{&board, toMove, komi, {recent[0], recent[1], recent[2]}};
  network::fillInputs(position, evaluator_.input(0));
  evaluator_.evaluate(1);
  ++evaluations_;
  return {evaluator_.policy(0), evaluator_.value(0)};
}

}  // namespace kosumi
