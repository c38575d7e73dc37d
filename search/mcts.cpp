#include "search/mcts.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <thread>

#include "playouts/rng.h"

namespace kosumi {

// What a search thread has gathered for one node's children but not yet added to the tree
// (several threads only; see work()).
struct Mcts::ChildBatch {
  uint32_t parent = Node::kNoChild;   // the node whose children these are
  uint32_t first = 0;                 // its first child
  std::vector<Point> moves;           // the children's moves, copied when the batch is aimed
  std::vector<PendingStats> pending;  // per child, in order
};

// Buffers of one search thread, sized once per search so the playout loop never allocates.
struct Mcts::ThreadState {
  std::vector<uint32_t> path;     // node indices from the root
  std::vector<Point> moves;       // tree moves, then the playout's moves
  std::vector<MoveCandidate> candidates;
  // Who played each point first in the current playout: 2 * epoch + 1 for the root's side to
  // move, 2 * epoch for the other side; older values belong to earlier playouts. One array, so
  // the AMAF test of a child is one load.
  std::vector<uint32_t> firstPlay;
  uint32_t epoch = 0;
  // With several threads: the root's children's statistics, then those of the children of the
  // root child this thread last descended to (see work()).
  ChildBatch batches[kBatchedLevels];
  // The root's own visits and half-wins not yet added, batched likewise with several threads.
  uint32_t rootVisits = 0;
  uint32_t rootHalfWins = 0;
  Color rootColor = Color::Black;
  // Black's win rate by the network at the deepest evaluated node of the current descent, or
  // below 0: none (SearchParams::networkMix).
  float pathValue = -1.0f;
  // Draws the rounding of mixed results; seeded by the thread's number, so that one thread's
  // search stays reproducible.
  Rng mixRandom;
};

namespace {
using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Move j of a descent and its playout (tree moves, then playout moves) is played by this colour;
// the node at depth d was reached by move d - 1, and the root's "mover", at -1, is the opponent
// of the side to move.
Color colourOfMove(Color rootColor, int j) { return (j & 1) ? opponent(rootColor) : rootColor; }
}  // namespace

Mcts::Mcts(NodePool& pool, const SearchParams& params) : pool_(pool), params_(params) {
  inverseSqrtTable_.resize(4096);
  for (size_t i = 1; i < inverseSqrtTable_.size(); ++i)
    inverseSqrtTable_[i] = float(1.0 / std::sqrt(double(i)));
}

SearchStats Mcts::run(std::span<Simulator* const> sims, const SearchLimits& limits) {
  const auto start = Clock::now();
  stop_.store(false, std::memory_order_relaxed);
  claimed_.store(0, std::memory_order_relaxed);
  done_.store(0, std::memory_order_relaxed);
  // Threads start after this point; std::thread's constructor orders everything written here
  // (the expanded root included) before their first instruction.
  {
    ThreadState ts;
    ts.candidates.resize(size_t(sims[0]->maxMoves()));
    sims[0]->resetToRoot();
    Node& root = pool_[0];
    if (root.state.load(std::memory_order_relaxed) != NodeState::Expanded &&
        !tryExpand(0, *sims[0], true, ts)) {
      // No room for even the root's children: start a fresh tree.
      pool_.clear();
      tryExpand(0, *sims[0], true, ts);
    }
  }
  threads_ = int(sims.size());
  std::vector<std::thread> helpers;
  for (size_t i = 1; i < sims.size(); ++i)
    helpers.emplace_back([this, &sims, &limits, i] { work(*sims[i], limits, int(i)); });
  work(*sims[0], limits, 0);
  for (std::thread& t : helpers) t.join();
  SearchStats s;
  s.playouts = done_.load(std::memory_order_relaxed);
  s.seconds = secondsSince(start);
  s.threads = int(sims.size());
  return s;
}

void Mcts::work(Simulator& sim, const SearchLimits& limits, int thread) {
  const bool controller = thread == 0;
  ThreadState ts;
  ts.mixRandom.reseed(mixBits(uint64_t(thread) + 1));
  ts.path.resize(size_t(params_.maxDepth) + 1);
  ts.moves.resize(size_t(params_.maxDepth) + size_t(sim.maxPlayoutMoves()));
  ts.candidates.resize(size_t(sim.maxMoves()));
  ts.firstPlay.assign(kMaxPoints, 0);
  ts.rootColor = sim.rootToMove();
  const auto start = Clock::now();
  double nextProgress = limits.progressSeconds;
  // Finished playouts reach the shared count in batches when several threads search, and so
  // do the statistics of the top two levels of the tree: the root's own visits and wins, and
  // the visits, wins and AMAF samples of the root's children and of the children of the root
  // child the thread is exploring (it keeps to the same one for most consecutive playouts, and
  // a change of child sends the pending ones first). Every thread passes through these nodes
  // and reads all their children to select; counters written after every playout would bounce
  // their cache lines between the cores and stall every such selection. A thread's own pending
  // counts take part in its selections, so it still spreads its playouts over the moves and
  // learns from its AMAF samples at once (young children below the root child live on them);
  // the other threads see them a batch later. One thread needs no batches and updates every
  // node directly.
  // The count and the stop test go every 16 playouts; the tree's batches every 64, which
  // measured faster than 16 with two threads, and stay a small part of any real search.
  const long batch = threads_ > 1 ? 16 : 1;
  const long treeBatch = threads_ > 1 ? 64 : 1;
  long sinceTreeFlush = 0;
  if (threads_ > 1) {
    for (ChildBatch& b : ts.batches) {
      b.moves.reserve(size_t(sim.maxMoves()));
      b.pending.reserve(size_t(sim.maxMoves()));
    }
    aimBatch(ts.batches[0], 0);
  }
  long pending = 0;
  // An exact playout count is also claimed in batches; the last batch is cut to what is left.
  long claimedLeft = 0;
  while (!stop_.load(std::memory_order_relaxed)) {
    if (limits.playouts > 0) {
      if (claimedLeft == 0) {
        const long before = claimed_.fetch_add(batch, std::memory_order_relaxed);
        claimedLeft = std::clamp(limits.playouts - before, 0L, batch);
        if (claimedLeft == 0) break;
      }
      --claimedLeft;
    }
    simulate(sim, ts);
    if (++pending < batch) continue;
    const long done = done_.fetch_add(pending, std::memory_order_relaxed) + pending;
    pending = 0;
    if ((sinceTreeFlush += batch) >= treeBatch) {
      flushBatches(ts);
      sinceTreeFlush = 0;
    }
    if (!controller) continue;
    const double elapsed = secondsSince(start);
    if (shouldStop(limits, elapsed, done)) stop_.store(true, std::memory_order_relaxed);
    if (limits.progress && elapsed >= nextProgress) {
      limits.progress();
      nextProgress = elapsed + limits.progressSeconds;
    }
  }
  done_.fetch_add(pending, std::memory_order_relaxed);
  flushBatches(ts);
  // A controller that ran out of its share of an exact count still waits for nobody: the
  // helpers stop on the same counter.
}

void Mcts::flushBatches(ThreadState& ts) {
  if (threads_ == 1) return;
  Node& root = pool_[0];
  root.visits.fetch_add(ts.rootVisits, std::memory_order_relaxed);
  root.halfWins.fetch_add(ts.rootHalfWins, std::memory_order_relaxed);
  ts.rootVisits = ts.rootHalfWins = 0;
  for (ChildBatch& b : ts.batches) flushBatch(b);
}

void Mcts::flushBatch(ChildBatch& b) {
  // Visits and wins with atomic adds, so that no result is lost: only the few children the
  // thread descended to have them. AMAF samples reach many more children per batch, and a
  // locked add for each would cost more than the batch saves, so they are added like every
  // AMAF sample (see addAmaf).
  for (size_t i = 0; i < b.pending.size(); ++i) {
    PendingStats& p = b.pending[i];
    if ((p.visits | p.amafVisits) == 0) continue;
    Node& child = pool_[b.first + uint32_t(i)];
    if (p.visits) {
      child.visits.fetch_add(p.visits, std::memory_order_relaxed);
      child.halfWins.fetch_add(p.halfWins, std::memory_order_relaxed);
    }
    if (p.amafVisits) addAmaf(child, p.amafVisits, p.amafHalfWins);
    p = PendingStats{};
  }
}

void Mcts::aimBatch(ChildBatch& b, uint32_t parent) {
  flushBatch(b);
  const Node& node = pool_[parent];
  b.parent = parent;
  b.first = node.firstChild;
  b.moves.clear();
  for (uint32_t i = 0; i < node.numChildren; ++i) b.moves.push_back(pool_[node.firstChild + i].move);
  b.pending.assign(node.numChildren, PendingStats{});
}

bool Mcts::shouldStop(const SearchLimits& limits, double elapsed, long done) const {
  if (limits.interrupt && limits.interrupt->load(std::memory_order_relaxed)) return true;
  if (limits.playouts > 0) return false;
  if (elapsed >= limits.seconds) return true;
  if (!limits.earlyStop || done < 64) return false;
  // The leader keeps the move unless the runner-up could gain every remaining playout.
  const Node& root = pool_[0];
  uint32_t first = 0, second = 0;
  for (uint32_t i = 0; i < root.numChildren; ++i) {
    const uint32_t v = pool_[root.firstChild + i].visits.load(std::memory_order_relaxed);
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) {
      second = v;
    }
  }
  const double remaining = done / elapsed * (limits.seconds - elapsed);
  return double(first - second) > remaining;
}

void Mcts::simulate(Simulator& sim, ThreadState& ts) {
  sim.resetToRoot();
  uint32_t index = 0;
  int depth = 0;
  ts.path[0] = 0;
  // The root is always selected, so its visit is no virtual loss: with several threads it is
  // batched (it only feeds the children's exploration term).
  const bool batched = threads_ > 1;
  if (batched) ++ts.rootVisits;
  else pool_[0].visits.fetch_add(1, std::memory_order_relaxed);
  ts.pathValue = -1.0f;
  for (;;) {
    Node& node = pool_[index];
    NodeState state = node.state.load(std::memory_order_acquire);
    // A node in a batched level counts this thread's pending visits too, in its expansion test
    // and as the parent count of its children's exploration term. The batch of the level above
    // is aimed at this node's parent: the descent selected there.
    uint32_t visits = node.visits.load(std::memory_order_relaxed);
    if (batched && depth == 0) visits += ts.rootVisits;
    if (batched && depth >= 1 && depth <= kBatchedLevels) {
      const ChildBatch& above = ts.batches[depth - 1];
      visits += above.pending[index - above.first].visits;
    }
    if (state == NodeState::Leaf && depth < params_.maxDepth && visits > params_.expandVisits) {
      if (tryExpand(index, sim, depth == 0, ts)) state = NodeState::Expanded;
    }
    // The network's value, once, for an expanded node below the root with networkVisits
    // visits. Two threads may both evaluate a node; they store the same value.
    if (params_.useNetwork && depth > 0 && state == NodeState::Expanded && visits >= params_.networkVisits &&
        node.networkValue.load(std::memory_order_relaxed) == 0) {
      // The value is the side to move's here; the node's statistics are its mover's.
      if (const std::optional<float> value = sim.positionValue())
        node.networkValue.store(Node::encodeNetworkValue(1.0f - *value), std::memory_order_relaxed);
    }
    if (params_.networkMix > 0 && depth > 0) {
      // The stored value is the node's mover's, who played move depth - 1.
      if (const uint16_t v = node.networkValue.load(std::memory_order_relaxed)) {
        const float moverValue = Node::decodeNetworkValue(v);
        ts.pathValue = colourOfMove(ts.rootColor, depth - 1) == Color::Black ? moverValue : 1.0f - moverValue;
      }
    }
    if (state != NodeState::Expanded || node.numChildren == 0 || depth >= params_.maxDepth) break;
    uint32_t child;
    if (batched && depth < kBatchedLevels) {
      ChildBatch& b = ts.batches[depth];
      if (b.parent != index) aimBatch(b, index);
      child = select(node, visits, b.pending.data());
      if (child == Node::kNoChild) break;
      ++b.pending[child - b.first].visits;
    } else {
      child = select(node, visits, nullptr);
      if (child == Node::kNoChild) break;
      pool_[child].visits.fetch_add(1, std::memory_order_relaxed);  // the virtual loss, see node.h
    }
    const Node& next = pool_[child];
    sim.play(next.move);
    ts.moves[size_t(depth)] = next.move;
    ts.path[size_t(++depth)] = child;
    index = child;
  }
  PlayoutOutcome out = sim.finish(&ts.moves[size_t(depth)]);
  if (ts.pathValue >= 0.0f) out.blackHalfWins = mixedHalfWins(ts, out.blackHalfWins);
  backup(ts, depth, ts.rootColor, out);
}

uint8_t Mcts::mixedHalfWins(ThreadState& ts, uint8_t blackHalfWins) const {
  const double mix = params_.networkMix;
  const double halfWins = (1.0 - mix) * blackHalfWins + mix * 2.0 * double(ts.pathValue);
  const double whole = std::floor(halfWins);
  return uint8_t(std::min(2.0, whole + (ts.mixRandom.uniform() < halfWins - whole ? 1.0 : 0.0)));
}

bool Mcts::tryExpand(uint32_t index, Simulator& sim, bool atRoot, ThreadState& ts) {
  Node& node = pool_[index];
  NodeState expected = node.state.load(std::memory_order_relaxed);
  if (expected != NodeState::Leaf) return false;
  // Only the thread that wins this exchange writes the children; acquire/release is not
  // needed here because nothing is published by the exchange itself (see the store below).
  if (!node.state.compare_exchange_strong(expected, NodeState::Expanding, std::memory_order_relaxed))
    return false;
  const int n = sim.generateMoves(ts.candidates.data(), atRoot);
  uint32_t first = Node::kNoChild;
  if (n > 0) {
    first = pool_.allocate(uint32_t(n));
    if (first == Node::kNoChild) {
      node.state.store(NodeState::Full, std::memory_order_relaxed);
      return false;
    }
    for (int i = 0; i < n; ++i) {
      Node& child = pool_[first + uint32_t(i)];
      const MoveCandidate& c = ts.candidates[size_t(i)];
      child.move = c.move;
      child.priorVisits = c.priorVisits;
      child.priorHalfWins = c.priorHalfWins;
    }
  }
  node.firstChild = first;
  node.numChildren = uint16_t(n);
  // Release: a thread that loads Expanded with acquire sees the children written above.
  node.state.store(NodeState::Expanded, std::memory_order_release);
  return true;
}

uint32_t Mcts::select(const Node& parent, uint32_t parentVisits, const PendingStats* pending) const {
  // Selection runs for every node of every descent over all children, so the value is computed
  // in float with one division: the blend (1 - beta) * wins / visits + beta * amafWins / na
  // equals (wins * (1 + na / K) + amafWins) / (na + visits + visits * na / K).
  const float scale = float(params_.exploration) *
                      std::sqrt(std::log(float(parentVisits) + 1.0f));
  const float invK = float(1.0 / params_.raveEquivalence);
  const float fpu = float(params_.firstPlayUrgency);
  const float valueVisits = float(params_.networkValueVisits);
  uint32_t best = Node::kNoChild;
  float bestValue = -1e30f;
  const uint32_t offered = std::min<uint32_t>(parent.numChildren, widenedChildren(parentVisits));
  for (uint32_t i = 0; i < offered; ++i) {
    const uint32_t index = parent.firstChild + i;
    const Node& c = pool_[index];
    if (c.pruned.load(std::memory_order_relaxed)) continue;
    uint32_t n = c.visits.load(std::memory_order_relaxed);
    uint32_t halfWins = c.halfWins.load(std::memory_order_relaxed);
    const uint64_t amaf = c.amaf.load(std::memory_order_relaxed);
    uint32_t amafVisits = uint32_t(amaf);
    uint32_t amafHalfWins = uint32_t(amaf >> 32);
    if (pending) {
      n += pending[i].visits;
      halfWins += pending[i].halfWins;
      amafVisits += pending[i].amafVisits;
      amafHalfWins += pending[i].amafHalfWins;
    }
    float visits = float(n + c.priorVisits);
    float wins = float(halfWins + c.priorHalfWins) * 0.5f;
    // The network's value, for an expanded child that was evaluated: equivalent experience.
    if (const uint16_t v = c.networkValue.load(std::memory_order_relaxed)) {
      visits += valueVisits;
      wins += valueVisits * Node::decodeNetworkValue(v);
    }
    const float na = float(amafVisits);
    float value;
    if (visits == 0 && na == 0) {
      value = fpu;
    } else {
      const float amafWins = float(amafHalfWins) * 0.5f;
      const float weight = 1.0f + na * invK;
      const float q = (wins * weight + amafWins) / (na + visits * weight);
      value = q + scale * inverseSqrt(n + 1);
    }
    if (value > bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return best;
}

void Mcts::addAmaf(Node& node, uint32_t visits, uint32_t halfWins) {
  // A load and a store rather than an atomic add: a locked add on counters that every thread
  // writes after every playout stalls each core on the other's cache lines, and an update lost
  // to a race costs a few AMAF samples of thousands. With one thread nothing is lost.
  node.amaf.store(node.amaf.load(std::memory_order_relaxed) + Node::amafSample(visits, halfWins),
                  std::memory_order_relaxed);
}

uint32_t Mcts::widenedChildren(uint32_t visits) const {
  if (params_.wideningVisits <= 0) return UINT32_MAX;
  if (visits <= params_.wideningVisits) return 2;
  return 2 + uint32_t(std::log(visits / params_.wideningVisits) / std::log(params_.wideningFactor));
}

float Mcts::inverseSqrt(uint32_t x) const {
  return x < inverseSqrtTable_.size() ? inverseSqrtTable_[x] : 1.0f / std::sqrt(float(x));
}

void Mcts::backup(ThreadState& ts, int depth, Color rootColor, const PlayoutOutcome& out) {
  const uint32_t blackHalfWins = out.blackHalfWins;
  auto halfWinsFor = [&](Color c) { return c == Color::Black ? blackHalfWins : 2 - blackHalfWins; };
  auto colourAt = [&](int j) { return colourOfMove(rootColor, j); };
  // Visits were added on the way down; now the results (colourOfMove says who moved where).
  // Wins too are added with a load and a store (see addAmaf); visits keep their atomic add,
  // since they carry the virtual loss that spreads threads over the tree. With several threads
  // the root's and the batched levels' wait in the thread's batches; the batch of the level
  // above each of those nodes is aimed at its parent, since the descent selected there.
  const bool batched = threads_ > 1;
  if (batched) ts.rootHalfWins += halfWinsFor(colourAt(-1));
  for (int d = batched ? 1 : 0; d <= depth; ++d) {
    const uint32_t result = halfWinsFor(colourAt(d - 1));
    if (batched && d <= kBatchedLevels) {
      ChildBatch& above = ts.batches[d - 1];
      above.pending[ts.path[size_t(d)] - above.first].halfWins += result;
      continue;
    }
    std::atomic<uint32_t>& w = pool_[ts.path[size_t(d)]].halfWins;
    w.store(w.load(std::memory_order_relaxed) + result, std::memory_order_relaxed);
  }

  // AMAF: walking the sequence backwards, the last write at a point is its first play. A pass
  // is never written, so no child's test matches it.
  if (++ts.epoch >= (1u << 31)) {
    std::fill(ts.firstPlay.begin(), ts.firstPlay.end(), 0);
    ts.epoch = 1;
  }
  const uint32_t tagRootSide = 2 * ts.epoch + 1, tagOtherSide = 2 * ts.epoch;
  auto mark = [&](int j) {
    const Point p = ts.moves[size_t(j)];
    if (p != kPass) ts.firstPlay[p] = (j & 1) ? tagOtherSide : tagRootSide;
  };
  for (int j = depth + out.moves - 1; j >= depth; --j) mark(j);
  for (int d = depth; d >= 0; --d) {
    if (d < depth) mark(d);
    const Node& node = pool_[ts.path[size_t(d)]];
    if (!node.expanded()) continue;
    const Color mover = colourAt(d);
    const uint32_t result = halfWinsFor(mover);
    const uint32_t tag = (d & 1) ? tagOtherSide : tagRootSide;
    if (batched && d < kBatchedLevels && ts.batches[d].parent == ts.path[size_t(d)]) {
      // The moves come from the batch's copy, so the children, which the other threads write,
      // are not read here; no branches, as below. (A node at depth 1 that another thread
      // expanded after this descent has no batch aimed at it and is updated directly.)
      ChildBatch& b = ts.batches[d];
      for (size_t i = 0; i < b.moves.size(); ++i) {
        const uint32_t hit = ts.firstPlay[b.moves[i]] == tag;
        b.pending[i].amafVisits += hit;
        b.pending[i].amafHalfWins += result & (0u - hit);
      }
      continue;
    }
    // Which children the playout matched is unpredictable, so the matches of up to 64 children
    // are gathered into a mask without branches first, and only the matched ones are visited.
    Node* children = &pool_[node.firstChild];
    for (uint32_t base = 0; base < node.numChildren; base += 64) {
      const uint32_t end = std::min<uint32_t>(node.numChildren, base + 64);
      uint64_t matched = 0;
      for (uint32_t i = base; i < end; ++i)
        matched |= uint64_t(ts.firstPlay[children[i].move] == tag) << (i - base);
      for (; matched; matched &= matched - 1) {
        addAmaf(children[base + uint32_t(std::countr_zero(matched))], 1, result);
      }
    }
  }
}

std::vector<uint32_t> Mcts::rankedChildren(uint32_t index) const {
  std::vector<uint32_t> out;
  const Node& node = pool_[index];
  if (!node.expanded()) return out;
  for (uint32_t i = 0; i < node.numChildren; ++i)
    if (!pool_[node.firstChild + i].pruned.load(std::memory_order_relaxed))
      out.push_back(node.firstChild + i);
  std::stable_sort(out.begin(), out.end(), [&](uint32_t a, uint32_t b) {
    const uint32_t va = pool_[a].visits.load(std::memory_order_relaxed);
    const uint32_t vb = pool_[b].visits.load(std::memory_order_relaxed);
    if (va != vb) return va > vb;
    return pool_[a].winrate() > pool_[b].winrate();
  });
  return out;
}

uint32_t Mcts::childWithMove(uint32_t index, Point move) const {
  const Node& node = pool_[index];
  if (!node.expanded()) return Node::kNoChild;
  for (uint32_t i = 0; i < node.numChildren; ++i)
    if (pool_[node.firstChild + i].move == move) return node.firstChild + i;
  return Node::kNoChild;
}

std::vector<Point> Mcts::principalVariation(uint32_t index, int maxLength) const {
  std::vector<Point> pv;
  while (int(pv.size()) < maxLength) {
    pv.push_back(pool_[index].move);
    const std::vector<uint32_t> ranked = rankedChildren(index);
    if (ranked.empty() || pool_[ranked[0]].visits.load(std::memory_order_relaxed) == 0) break;
    index = ranked[0];
  }
  return pv;
}

}  // namespace kosumi
