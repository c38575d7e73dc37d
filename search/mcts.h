#pragma once
// Monte Carlo tree search over any game behind the Simulator interface: UCT with RAVE
// (all-moves-as-first) values, priors as equivalent experience, first-play urgency for moves
// with no information yet, and N threads sharing one tree through atomic statistics, virtual
// loss and once-only expansion (see node.h for the memory orders).
//
// The selection value of a child with n visits (priors added) and na AMAF visits is
//   (1 - beta) * Q + beta * Q_amaf + c * sqrt(ln(N + 1) / (n + 1)),
//   beta = na / (na + n + n * na / raveEquivalence),
// and firstPlayUrgency when the child has neither visits, prior nor AMAF samples.
#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "search/node_pool.h"
#include "search/search_params.h"
#include "search/simulator.h"

namespace kosumi {

struct SearchLimits {
  // > 0: exactly this many new playouts, no early stop.
  long playouts = 0;
  // With playouts == 0: the time budget.
  double seconds = 1.0;
  // Stop when the most visited root move can no longer be overtaken in the time left.
  bool earlyStop = true;
  // Set from another thread to end the search.
  const std::atomic<bool>* interrupt = nullptr;
  // Called from the calling thread about every progressSeconds while the search runs.
  std::function<void()> progress;
  double progressSeconds = 0.5;
};

struct SearchStats {
  long playouts = 0;  // new playouts of this search
  double seconds = 0;
  int threads = 1;
};

class Mcts {
 public:
  Mcts(NodePool& pool, const SearchParams& params);
  // New parameters for the next searches; not while one runs.
  void setParams(const SearchParams& params) { params_ = params; }
  const SearchParams& params() const { return params_; }

  // Searches from the pool's root with one thread per simulator (the calling thread runs the
  // first). The root is expanded first with root legality, unless already expanded.
  SearchStats run(std::span<Simulator* const> sims, const SearchLimits& limits);

  NodePool& pool() { return pool_; }
  const Node& node(uint32_t i) const { return pool_[i]; }
  const Node& root() const { return pool_[0]; }
  // The children of a node, most visited first (ties: higher win rate, then tree order).
  std::vector<uint32_t> rankedChildren(uint32_t node) const;
  // The index of the child of `node` reached by `move`, or Node::kNoChild.
  uint32_t childWithMove(uint32_t node, Point move) const;
  // The most visited line from `node` (the node's own move first), up to maxLength moves.
  std::vector<Point> principalVariation(uint32_t node, int maxLength) const;

 private:
  // A child's statistics that a thread has gathered but not yet added to the tree.
  struct PendingStats {
    uint32_t visits = 0;
    uint32_t halfWins = 0;
    uint32_t amafVisits = 0;
    uint32_t amafHalfWins = 0;
  };
  struct ChildBatch;
  struct ThreadState;
  // The levels of children whose statistics a thread batches when several threads search: the
  // root's children and their children (see work()).
  static constexpr int kBatchedLevels = 2;
  // Thread 0 is the controller: it alone reports progress and ends the search.
  void work(Simulator& sim, const SearchLimits& limits, int thread);
  void simulate(Simulator& sim, ThreadState& ts);
  bool tryExpand(uint32_t index, Simulator& sim, bool atRoot, ThreadState& ts);
  // The child to descend to; `parentVisits` are the parent's as this thread counts them and
  // `pending` (or null) holds this thread's batched statistics of the children, which count
  // with their own.
  uint32_t select(const Node& parent, uint32_t parentVisits, const PendingStats* pending) const;
  // 1 / sqrt(x), from a table for the small counts most children have.
  float inverseSqrt(uint32_t x) const;
  // How many of a node's first children progressive widening offers at `visits`.
  uint32_t widenedChildren(uint32_t visits) const;
  void backup(ThreadState& ts, int depth, Color rootColor, const PlayoutOutcome& out);
  // A playout's result for Black mixed with the network's value of its path
  // (SearchParams::networkMix), rounded at random to whole half-wins.
  uint8_t mixedHalfWins(ThreadState& ts, uint8_t blackHalfWins) const;
  // Adds everything a thread's batches hold to the tree.
  void flushBatches(ThreadState& ts);
  void flushBatch(ChildBatch& batch);
  // Sends what the batch holds, then points it at `parent`'s children.
  void aimBatch(ChildBatch& batch, uint32_t parent);
  static void addAmaf(Node& node, uint32_t visits, uint32_t halfWins);
  bool shouldStop(const SearchLimits& limits, double elapsed, long done) const;

  NodePool& pool_;
  SearchParams params_;
  std::vector<float> inverseSqrtTable_;
  int threads_ = 1;
  std::atomic<bool> stop_{false};
  std::atomic<long> claimed_{0};
  std::atomic<long> done_{0};
};

}  // namespace kosumi
