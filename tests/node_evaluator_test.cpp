// The network inside the search: the node evaluator (search/node_evaluator.h) and its cache, the
// priors and move order the simulator takes from the network's policy (search/go_simulator.h),
// the value the tree stores when it expands a node (search/mcts.h), and a search with the network
// that allocates nothing once it runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "network/network_desc.h"
#include "network/quantized_conv.h"
#include "search/go_simulator.h"
#include "search/mcts.h"
#include "search/node_evaluator.h"
#include "search/node_pool.h"
#include "search/search_params.h"

#include "tests/support/heap_allocations.h"

namespace kosumi {
namespace {

// The network's parameters on 9x9, the network on whatever the default says.
SearchParams networkParams() {
  SearchTuning tuning;
  tuning.networkSize = 9;
  return searchParams(tuning, 9, false, true);
}

std::shared_ptr<const network::NetworkWeights> smallNetwork(uint64_t seed = 7) {
  network::NetworkShape shape;
  shape.blocks = 1;
  shape.channels = 8;
  shape.valueChannels = 4;
  shape.valueHidden = 8;
  return std::make_shared<const network::NetworkWeights>(network::randomWeights(shape, seed));
}

Game openingGame() {
  Game game(9);
  EXPECT_TRUE(game.play(Color::Black, game.geometry().point(4, 4)).ok());
  EXPECT_TRUE(game.play(Color::White, game.geometry().point(2, 6)).ok());
  EXPECT_TRUE(game.play(Color::Black, game.geometry().point(6, 2)).ok());
  return game;
}

TEST(NodeEvaluator, TheCacheAnswersAPositionMetAgain) {
  const Game game = openingGame();
  NodeEvaluator e(smallNetwork(), 9);
  const Point recent[3] = {game.geometry().point(6, 2), game.geometry().point(2, 6), game.geometry().point(4, 4)};
  const NodeEvaluator::Result first = e.evaluate(game.board(), Color::White, 7.5, recent);
  const std::vector<float> policy(first.policy, first.policy + 82);
  const float value = first.value;
  EXPECT_EQ(e.evaluations(), 1);
  const NodeEvaluator::Result again = e.evaluate(game.board(), Color::White, 7.5, recent);
  EXPECT_EQ(e.evaluations(), 1);
  EXPECT_EQ(e.cacheHits(), 1);
  EXPECT_EQ(std::vector<float>(again.policy, again.policy + 82), policy);
  EXPECT_EQ(again.value, value);
  // What the network reads differently is evaluated anew: the side to move, the recent moves,
  // the komi.
  e.evaluate(game.board(), Color::Black, 7.5, recent);
  const Point other[3] = {recent[0], recent[2], recent[1]};
  e.evaluate(game.board(), Color::White, 7.5, other);
  e.evaluate(game.board(), Color::White, 6.5, recent);
  EXPECT_EQ(e.evaluations(), 4);
  EXPECT_EQ(e.cacheHits(), 1);
  // Without a cache every call runs the network, with the same answer.
  NodeEvaluator uncached(smallNetwork(), 9, 0);
  const NodeEvaluator::Result u = uncached.evaluate(game.board(), Color::White, 7.5, recent);
  EXPECT_EQ(std::vector<float>(u.policy, u.policy + 82), policy);
  EXPECT_EQ(u.value, value);
  uncached.evaluate(game.board(), Color::White, 7.5, recent);
  EXPECT_EQ(uncached.evaluations(), 2);
  EXPECT_EQ(uncached.cacheHits(), 0);
}

TEST(NodeEvaluator, PriorsAndMoveOrderFollowThePolicy) {
  const Game game = openingGame();
  NodeEvaluator e(smallNetwork(), 9);
  GoSimulator sim(game, Color::White, game.rules(), 1);
  const double weight = SearchParams{}.priorWeight;
  sim.useMoveModel(nullptr, weight);
  sim.useNetwork(&e);
  std::vector<MoveCandidate> moves(size_t(sim.maxMoves()));
  sim.resetToRoot();
  const int n = sim.generateMoves(moves.data(), true);
  ASSERT_EQ(n, 79);  // 78 empty points and the pass
  EXPECT_EQ(e.evaluations(), 1);
  // The value of the same position comes from the cache.
  const std::optional<float> value = sim.positionValue();
  ASSERT_TRUE(value.has_value());
  EXPECT_EQ(e.evaluations(), 1);
  EXPECT_EQ(e.cacheHits(), 1);

  // The same position straight from the evaluator (a cache hit).
  const Point recent[3] = {game.geometry().point(6, 2), game.geometry().point(2, 6), game.geometry().point(4, 4)};
  const NodeEvaluator::Result r = e.evaluate(game.board(), Color::White, game.rules().komi, recent);
  EXPECT_EQ(e.cacheHits(), 2);
  EXPECT_EQ(*value, r.value);
  const Bitboard vital = vitalPoints(game.board());
  for (int i = 0; i < n; ++i) {
    const MoveCandidate& m = moves[size_t(i)];
    // Nothing urgent in this opening: every prior is the features' plus the policy's.
    MoveCandidate expected = movePrior(game.board(), m.move, Color::White, vital);
    ASSERT_FALSE(isUrgent(expected));
    addModelPrior(expected, r.policy[e.policyIndex(m.move)], weight);
    EXPECT_EQ(m.priorVisits, expected.priorVisits) << i;
    EXPECT_EQ(m.priorHalfWins, expected.priorHalfWins) << i;
    // Most probable first.
    if (i > 0) {
      EXPECT_GE(r.policy[e.policyIndex(moves[size_t(i - 1)].move)], r.policy[e.policyIndex(m.move)]);
    }
  }
}

// Each node the tree expands is evaluated once, its policy at the expansion and its value
// then (networkVisits 0) or at the first descent through it with networkVisits visits; the
// value is stored for the node's mover, and the root needs none.
TEST(NodeEvaluator, TheTreeEvaluatesEachNodeItExpands) {
  const Game game = openingGame();
  for (uint32_t networkVisits : {0u, 50u}) {
    // A cache far larger than the tree, so that a value taken later misses it only where two of
    // the few hundred positions share a slot: the default's 4,096 slots lose a few such lookups
    // to whatever the search expanded in between, and how many depends on the tree.
    NodeEvaluator e(smallNetwork(), 9, 1 << 16);
    GoSimulator sim(game, Color::White, game.rules(), 3);
    sim.useNetwork(&e);
    SearchParams params = networkParams();
    ASSERT_TRUE(params.useNetwork);
    params.expandVisits = 5;
    params.networkVisits = networkVisits;
    NodePool pool(size_t(64) << 20);
    Mcts mcts(pool, params);
    Simulator* sims[] = {&sim};
    SearchLimits limits;
    limits.playouts = 2000;
    mcts.run(sims, limits);
    long expanded = 0, valued = 0;
    EXPECT_EQ(pool[0].networkValue.load(), 0);
    for (uint32_t i = 1; i < pool.used(); ++i) {
      const Node& node = pool[i];
      const uint16_t v = node.networkValue.load();
      if (!node.expanded() || node.numChildren == 0) {
        EXPECT_EQ(v, 0) << i;
        continue;
      }
      ++expanded;
      EXPECT_GT(node.visits.load(), params.expandVisits) << i;
      EXPECT_EQ(v != 0, node.visits.load() >= networkVisits) << i << " with " << networkVisits;
      if (v) ++valued;
    }
    EXPECT_GT(expanded, 50) << networkVisits;
    EXPECT_GT(valued, networkVisits ? 5 : 50) << networkVisits;
    if (networkVisits == 0) {
      EXPECT_EQ(valued, expanded);
    }
    // A policy for each expansion (the root's included) and a value for each valued node, every
    // value taken at the expansion a lookup; one taken later is a lookup unless another
    // position took its cache slot since.
    EXPECT_EQ(e.evaluations() + e.cacheHits(), expanded + 1 + valued) << networkVisits;
    if (networkVisits == 0) {
      EXPECT_EQ(e.evaluations(), expanded + 1);
    } else {
      EXPECT_LE(e.evaluations(), expanded + 1 + valued / 10) << networkVisits;
    }
  }

  // A child's value, from the side to move's chance, for its mover (White).
  NodeEvaluator e(smallNetwork(), 9);
  GoSimulator sim(game, Color::White, game.rules(), 3);
  sim.useNetwork(&e);
  NodePool pool(size_t(64) << 20);
  Mcts mcts(pool, networkParams());
  Simulator* sims[] = {&sim};
  SearchLimits limits;
  limits.playouts = 300;
  mcts.run(sims, limits);
  const uint32_t child = mcts.rankedChildren(0).front();
  ASSERT_TRUE(pool[child].expanded());
  Game after = game;
  ASSERT_TRUE(after.play(Color::White, pool[child].move).ok());
  const Point recent[3] = {pool[child].move, game.geometry().point(6, 2), game.geometry().point(2, 6)};
  const float value = e.evaluate(after.board(), Color::Black, game.rules().komi, recent).value;
  EXPECT_NEAR(Node::decodeNetworkValue(pool[child].networkValue.load()), 1.0f - value, 1e-4f);
}

TEST(NodeEvaluator, TheBoardsThatUseTheNetwork) {
  SearchTuning tuning;
  // By default 9x9 and smaller, where the trunk runs in integers with VNNI.
  const bool vnni = network::QuantizedConv3x3::kernel() == network::QuantizedConv3x3::Kernel::Vnni;
  EXPECT_EQ(networkMaxSize(), vnni ? 9 : 0);
  EXPECT_EQ(searchParams(tuning, 9, true, true).useNetwork, vnni);
  EXPECT_EQ(searchParams(tuning, 7, true, true).useNetwork, vnni);
  EXPECT_FALSE(searchParams(tuning, 13, true, true).useNetwork);
  // The setting that won: the value mixed half and half into the results, nothing else.
  EXPECT_EQ(searchParams(tuning, 9, true, true).networkMix, 0.5);
  EXPECT_EQ(searchParams(tuning, 9, true, true).networkPolicyShare, 0.0);
  EXPECT_EQ(searchParams(tuning, 9, true, true).networkValueVisits, 0.0);
  EXPECT_FALSE(searchParams(tuning, 9, true, false).useNetwork);  // no network loaded
  tuning.networkSize = 13;
  EXPECT_TRUE(searchParams(tuning, 9, true, true).useNetwork);
  EXPECT_TRUE(searchParams(tuning, 13, false, true).useNetwork);
  EXPECT_FALSE(searchParams(tuning, 19, true, true).useNetwork);
  // With the network the moves come best first, and the tree widens, with or without a model.
  EXPECT_GT(searchParams(tuning, 13, false, true).wideningVisits, 0);
  EXPECT_EQ(searchParams(tuning, 19, false, true).wideningVisits, 0);
  tuning.networkSize = 0;
  EXPECT_FALSE(searchParams(tuning, 9, true, true).useNetwork);
  EXPECT_TRUE(tuning.set("network-value=35", [](std::string_view) -> Expected<double> { return 35.0; }).ok());
  EXPECT_EQ(searchParams(tuning, 9, true, true).networkValueVisits, 35);
  EXPECT_TRUE(tuning.set("network-policy=2", [](std::string_view) -> Expected<double> { return 2.0; }).ok());
  EXPECT_EQ(searchParams(tuning, 9, true, true).networkPolicyShare, 1.0);  // a share, at most all
}

TEST(NodeEvaluator, ASearchWithTheNetworkAllocatesNothingPerPlayout) {
#ifndef KOSUMI_COUNTS_ALLOCATIONS
  GTEST_SKIP() << "allocations are not counted under a sanitizer's allocator";
#else
  const Game game = openingGame();
  const auto weights = smallNetwork();
  // The allocations of a whole search (its per-thread buffers, made once) do not grow with its
  // playouts: none is made per playout, expansion or evaluation.
  auto allocationsOfSearch = [&](long playouts, bool net = true) {
    NodeEvaluator e(weights, 9);
    GoSimulator sim(game, Color::White, game.rules(), 9);
    if (net) sim.useNetwork(&e);
    NodePool pool(size_t(64) << 20);
    Mcts mcts(pool, networkParams());
    Simulator* sims[] = {&sim};
    SearchLimits limits;
    limits.playouts = playouts;
    const long before = allocations.load();
    mcts.run(sims, limits);
    const long made = allocations.load() - before;
    if (net) {
      EXPECT_GT(e.evaluations(), playouts / 40);
    }
    return made;
  };
  EXPECT_EQ(allocationsOfSearch(2000), allocationsOfSearch(200));
  EXPECT_EQ(allocationsOfSearch(2000, false), allocationsOfSearch(200, false));
#endif
}

}  // namespace
}  // namespace kosumi
