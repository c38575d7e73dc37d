#pragma once
// The memory of the search tree: a fixed number of nodes, reserved once from a byte budget and
// never exceeded. Children are handed out in contiguous blocks by an atomic bump counter, so
// expansion needs no lock and a child block always lies after its parent.
//
// Between searches, `keepSubtree` moves the subtree under one node to the front of the pool
// (tree reuse) and frees everything else. Because every block lies after its parent, the kept
// nodes can slide towards the front in index order without overwriting a node not yet moved.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/node.h"

namespace kosumi {

class NodePool {
 public:
  // Room for as many nodes as fit in `maxBytes`, counting the per-node bookkeeping of
  // compaction; at least a root and one block of children for a 25x25 board.
  explicit NodePool(size_t maxBytes);
  ~NodePool();
  NodePool(const NodePool&) = delete;
  NodePool& operator=(const NodePool&) = delete;

  // Bytes one node costs against the budget.
  static constexpr size_t kBytesPerNode = sizeof(Node) + sizeof(uint32_t);

  uint32_t capacity() const { return capacity_; }
  // Nodes in use (the root included).
  uint32_t used() const { return used_.load(std::memory_order_relaxed); }

  Node& operator[](uint32_t i) { return nodes_[i]; }
  const Node& operator[](uint32_t i) const { return nodes_[i]; }

  // Empties the pool and makes a fresh root at index 0.
  void clear();
  // Reserves n consecutive nodes, constructed as leaves; Node::kNoChild when they do not fit.
  // Safe from any number of threads at once.
  uint32_t allocate(uint32_t n);
  // Makes node `keep` the root (index 0) with its whole subtree, freeing all other nodes; nodes
  // that could not expand for lack of room become leaves again. Not concurrent with searches.
  void keepSubtree(uint32_t keep);

 private:
  Node* nodes_ = nullptr;
  uint32_t capacity_ = 0;
  std::atomic<uint32_t> used_{0};
  // Compaction's index map, grown only up to the nodes in use; counted in kBytesPerNode.
  std::vector<uint32_t> forward_;
};

}  // namespace kosumi
