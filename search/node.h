#pragma once
// One node of the search tree: the move that leads to it, its statistics and its children.
//
// Statistics are atomics shared by all search threads. Every counter only grows during a search,
// and each is read on its own to estimate a value, so relaxed loads and increments suffice: a
// selection that sees one counter a few playouts ahead of another is still a sound estimate.
// The only ordering the tree needs is the publication of children (see `state`).
//
// Win counts are kept in half-wins (a win is 2, a tie 1) so that every statistic is an exact
// integer: sums do not depend on the order threads add them, and a single-threaded search is
// reproducible bit for bit.
#include <atomic>
#include <cstdint>

#include "engine/geometry.h"

namespace kosumi {

enum class NodeState : uint8_t {
  Leaf,       // no children yet
  Expanding,  // one thread is writing the children; others treat the node as a leaf
  Expanded,   // firstChild/numChildren are valid and the children are initialised
  Full,       // the pool had no room for the children: stays a leaf until the pool is compacted
};

struct Node {
  static constexpr uint32_t kNoChild = UINT32_MAX;

  // The children block: written by the expanding thread before `state` is stored as Expanded
  // with release order; readers load `state` with acquire before touching them.
  uint32_t firstChild = kNoChild;
  uint16_t numChildren = 0;
  Point move = kPass;  // the move from the parent; kPass at the root too (unused there)
  std::atomic<NodeState> state{NodeState::Leaf};
  // Excluded from selection: a root child that is illegal by superko in the actual game.
  std::atomic<bool> pruned{false};
  // Equivalent experience from the move's features, fixed at expansion.
  uint16_t priorVisits = 0;
  uint16_t priorHalfWins = 0;
  // The network's value of the node's position for the player who made `move`, stored once the
  // node is expanded and has SearchParams::networkVisits visits, as 1 + value * 65534; 0: not
  // evaluated. It weighs in the node's win rate as SearchParams::networkValueVisits playouts
  // (Mcts::select). An atomic, as the node is read by other threads while its expanding thread
  // writes it; it fits the padding before `visits`, so a node stays 32 bytes.
  std::atomic<uint16_t> networkValue{0};
  static constexpr float kNetworkValueScale = 65534.0f;
  static uint16_t encodeNetworkValue(float moverValue) {
    return uint16_t(1 + int(moverValue * kNetworkValueScale + 0.5f));
  }
  static float decodeNetworkValue(uint16_t v) { return float(v - 1) / kNetworkValueScale; }
  // Visits count playouts that passed through the node, including those still running: a
  // thread adds its visit on the way down, so a node other threads are exploring looks
  // visited-without-a-win until their results arrive. That is the virtual loss. (With several
  // threads the top two levels below the root are counted in per-thread batches first; see
  // Mcts::work.)
  std::atomic<uint32_t> visits{0};
  // For the player who made `move`.
  std::atomic<uint32_t> halfWins{0};
  // All-moves-as-first statistics: playouts below the parent in which this move was played
  // first at its point by the same player, their count in the low 32 bits and the half-wins in
  // the high 32. One word, because AMAF samples are added with a plain load and store (see
  // Mcts::addAmaf): a race between threads then loses whole samples, never the count of a
  // sample whose wins stay, which would raise the value above 1.
  std::atomic<uint64_t> amaf{0};
  static constexpr uint64_t amafSample(uint32_t visits, uint32_t halfWins) {
    return uint64_t(halfWins) << 32 | visits;
  }
  // Each loads the word on its own: for readers outside a search. A selection during one
  // decodes a single load, so the two halves belong together (see Mcts::select).
  uint32_t amafVisits() const { return uint32_t(amaf.load(std::memory_order_relaxed)); }
  uint32_t amafHalfWins() const { return uint32_t(amaf.load(std::memory_order_relaxed) >> 32); }

  void reset(Point m) {
    firstChild = kNoChild;
    numChildren = 0;
    move = m;
    state.store(NodeState::Leaf, std::memory_order_relaxed);
    pruned.store(false, std::memory_order_relaxed);
    priorVisits = priorHalfWins = 0;
    networkValue.store(0, std::memory_order_relaxed);
    visits.store(0, std::memory_order_relaxed);
    halfWins.store(0, std::memory_order_relaxed);
    amaf.store(0, std::memory_order_relaxed);
  }

  // Field by field, for compaction between searches (no thread is searching then).
  void copyFrom(const Node& o) {
    firstChild = o.firstChild;
    numChildren = o.numChildren;
    move = o.move;
    state.store(o.state.load(std::memory_order_relaxed), std::memory_order_relaxed);
    pruned.store(o.pruned.load(std::memory_order_relaxed), std::memory_order_relaxed);
    priorVisits = o.priorVisits;
    priorHalfWins = o.priorHalfWins;
    networkValue.store(o.networkValue.load(std::memory_order_relaxed), std::memory_order_relaxed);
    visits.store(o.visits.load(std::memory_order_relaxed), std::memory_order_relaxed);
    halfWins.store(o.halfWins.load(std::memory_order_relaxed), std::memory_order_relaxed);
    amaf.store(o.amaf.load(std::memory_order_relaxed), std::memory_order_relaxed);
  }

  bool expanded() const { return state.load(std::memory_order_acquire) == NodeState::Expanded; }
  // Wins per real visit for the player who made the move; 0.5 when unvisited.
  double winrate() const {
    const uint32_t n = visits.load(std::memory_order_relaxed);
    return n ? halfWins.load(std::memory_order_relaxed) / (2.0 * n) : 0.5;
  }
};
// Two nodes a 64-byte cache line (node_pool.h aligns the pool to 64 bytes).
static_assert(sizeof(Node) == 32);

}  // namespace kosumi
