#include "search/node_pool.h"

#include <algorithm>
#include <new>

namespace kosumi {

namespace {
// A root and one full set of children on the largest board, so any position can be searched.
constexpr uint32_t kMinNodes = 1 + kMaxSize * kMaxSize + 1;
}  // namespace

NodePool::NodePool(size_t maxBytes) {
  const size_t fit = maxBytes / kBytesPerNode;
  capacity_ = uint32_t(std::clamp<size_t>(fit, kMinNodes, Node::kNoChild - 1));
  // Raw memory: pages are touched only when nodes are handed out, so an unused budget costs
  // nothing, and the process never holds more than the budget.
  nodes_ = static_cast<Node*>(::operator new(size_t(capacity_) * sizeof(Node), std::align_val_t(64)));
  clear();
}

NodePool::~NodePool() { ::operator delete(nodes_, std::align_val_t(64)); }

void NodePool::clear() {
  new (&nodes_[0]) Node();
  used_.store(1, std::memory_order_relaxed);
}

uint32_t NodePool::allocate(uint32_t n) {
  // A compare-and-swap loop rather than fetch_add, so a failed request never pushes the counter
  // past capacity (a later smaller request may still fit).
  uint32_t start = used_.load(std::memory_order_relaxed);
  do {
    if (n > capacity_ - start) return Node::kNoChild;
  } while (!used_.compare_exchange_weak(start, start + n, std::memory_order_relaxed));
  for (uint32_t i = 0; i < n; ++i) new (&nodes_[start + i]) Node();
  return start;
}

void NodePool::keepSubtree(uint32_t keep) {
  const uint32_t n = used();
  forward_.assign(n, Node::kNoChild);
  // Mark the subtree: a node is kept when its parent is, and parents come first in index order,
  // so one pass over a stack of kept nodes reaches all of them.
  std::vector<uint32_t> stack{keep};
  while (!stack.empty()) {
    const uint32_t i = stack.back();
    stack.pop_back();
    forward_[i] = 0;
    const Node& node = nodes_[i];
    if (node.state.load(std::memory_order_relaxed) != NodeState::Expanded) continue;
    for (uint32_t c = 0; c < node.numChildren; ++c) stack.push_back(node.firstChild + c);
  }
  uint32_t next = 0;
  for (uint32_t i = 0; i < n; ++i)
    if (forward_[i] != Node::kNoChild) forward_[i] = next++;
  // Slide towards the front: destination <= source, and every slot below the source was read
  // already, so nothing unread is overwritten. Children blocks stay contiguous.
  for (uint32_t i = 0; i < n; ++i) {
    if (forward_[i] == Node::kNoChild) continue;
    Node& dest = nodes_[forward_[i]];
    if (forward_[i] != i) dest.copyFrom(nodes_[i]);
    if (dest.state.load(std::memory_order_relaxed) == NodeState::Expanded && dest.numChildren > 0)
      dest.firstChild = forward_[dest.firstChild];
    else if (dest.state.load(std::memory_order_relaxed) == NodeState::Full)
      dest.state.store(NodeState::Leaf, std::memory_order_relaxed);
  }
  used_.store(next, std::memory_order_relaxed);
  // The map's memory is part of the per-node budget, so it is kept for the next compaction.
}

}  // namespace kosumi
