// Go behind the search's Simulator interface (search/go_simulator.h): score-valued playouts,
// playouts won against a margin (dynamic komi), and the real results of each root move kept apart
// from them.
#include "search/go_simulator.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

// Black far behind: White owns most of a 9x9 board and komi is 7.5, so nearly every playout is
// lost for Black whatever Black plays, while the margin still depends on what happens.
constexpr const char* kLostForBlack = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . O . . . O . .
  . . . . . . . . .
  . . . . O . . . .
  . . . . . . . . .
  . . O . . . O . .
  . . . . . . . . .
  . . . . . . . X .
)";

struct Tally {
  double treeValue = 0;     // Black's mean value as the tree would back it up, in [0, 1]
  double rootMoveWins = 0;  // Black's mean result by the real count, from the root-move counts
};

// Runs `n` descents of one root move each (the first listed move, then a playout).
// `winningMargin`: Black's margin above which the tree counts a win.
Tally run(const Game& game, double weight, int n, double winningMargin = 0) {
  GoSimulator sim(game, Color::Black, game.rules(), 7);
  sim.valueScore(weight, 18);
  sim.winAbove(winningMargin);
  std::vector<MoveCandidate> moves(size_t(sim.maxMoves()));
  std::vector<Point> record(size_t(sim.maxPlayoutMoves()));
  long treeHalfWins = 0;
  Point first = kNullPoint;
  for (int i = 0; i < n; ++i) {
    sim.resetToRoot();
    const int count = sim.generateMoves(moves.data(), true);
    EXPECT_GT(count, 1);
    first = moves[0].move;
    sim.play(first);
    treeHalfWins += sim.finish(record.data()).blackHalfWins;
  }
  Tally t;
  t.treeValue = treeHalfWins / (2.0 * n);
  const uint32_t visits = sim.rootMoveVisits()[size_t(first)];
  EXPECT_EQ(visits, uint32_t(n));
  t.rootMoveWins = sim.rootMoveBlackHalfWins()[size_t(first)] / (2.0 * visits);
  return t;
}

TEST(GoSimulator, WithoutScoreValuesTheTreeSeesTheRealResult) {
  const Game g = test::gameFrom(kLostForBlack);
  const Tally t = run(g, 0, 400);
  EXPECT_DOUBLE_EQ(t.treeValue, t.rootMoveWins);
  EXPECT_LT(t.rootMoveWins, 0.1);
}

TEST(GoSimulator, ScoreValuedPlayoutsCentreALostPositionsValuesOnItsExpectedMargin) {
  const Game g = test::gameFrom(kLostForBlack);
  // By the real count the position stays lost whatever the weight.
  const Tally plain = run(g, 0, 400);
  const Tally half = run(g, 0.5, 400);
  const Tally full = run(g, 1, 400);
  EXPECT_LT(plain.rootMoveWins, 0.1);
  EXPECT_LT(half.rootMoveWins, 0.1);
  EXPECT_LT(full.rootMoveWins, 0.1);
  // All playouts valued by score: thresholds drawn around the mean margin put about half of the
  // playouts above it, so the tree's value sits near one half instead of near zero.
  EXPECT_GT(full.treeValue, 0.3);
  EXPECT_LT(full.treeValue, 0.7);
  // Half of them: between the two.
  EXPECT_GT(half.treeValue, plain.treeValue + 0.1);
  EXPECT_LT(half.treeValue, full.treeValue);
}

TEST(GoSimulator, PlayoutsWonAgainstAMarginValueALostPositionByThatMargin) {
  const Game g = test::gameFrom(kLostForBlack);
  const Tally plain = run(g, 0, 400);
  // Black is far behind: losing by less than 1000 points is every playout, by less than 30 some.
  const Tally everything = run(g, 0, 400, -1000);
  const Tally some = run(g, 0, 400, -30);
  const Tally nothing = run(g, 0, 400, 1000);
  for (const Tally& t : {plain, everything, some, nothing}) EXPECT_LT(t.rootMoveWins, 0.1);
  EXPECT_DOUBLE_EQ(everything.treeValue, 1.0);
  EXPECT_DOUBLE_EQ(nothing.treeValue, 0.0);
  EXPECT_GT(some.treeValue, plain.treeValue + 0.1);
  EXPECT_LT(some.treeValue, 0.95);
}

}  // namespace
}  // namespace kosumi
