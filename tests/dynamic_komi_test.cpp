// Dynamic komi in handicap games (search/dynamic_komi.h): the margin a search plays for, and the
// real win rates a player shows with it.
#include <gtest/gtest.h>

#include "engine/handicap.h"
#include "search/dynamic_komi.h"
#include "search/mcts_player.h"

namespace kosumi {
namespace {

Game handicapGame(int size, int stones) {
  Game g(size, Rules::parse("chinese komi=0.5").value());
  const auto points = fixedHandicapPoints(g.geometry(), stones);
  EXPECT_TRUE(points.ok());
  EXPECT_TRUE(g.addSetupStones(Color::Black, *points, true).ok());
  return g;
}

TEST(DynamicKomi, TheSideThatLostNearlyEveryPlayoutPlaysToKeepTheMarginItExpects) {
  const auto w = Color::White, b = Color::Black;
  // 19x19: three points either way count as even.
  EXPECT_EQ(searchWinningMargin(0, 361, w, 0.01), 0);
  EXPECT_EQ(searchWinningMargin(2.5, 361, w, 0.01), 0);
  EXPECT_EQ(searchWinningMargin(-3, 361, b, 0.01), 0);
  // White 20.5 points behind plays to lose by less than 17.5, Black 43 behind by less than 40,
  // once their last searches won at most 15 % of the playouts.
  EXPECT_DOUBLE_EQ(searchWinningMargin(20.5, 361, w, 0.01), 17.5);
  EXPECT_DOUBLE_EQ(searchWinningMargin(20.5, 361, w, kDynamicKomiLostWinrate), 17.5);
  EXPECT_DOUBLE_EQ(searchWinningMargin(-43, 361, b, 0.1), -40);
  // Otherwise they play to win.
  EXPECT_EQ(searchWinningMargin(20.5, 361, w, std::nullopt), 0);
  EXPECT_EQ(searchWinningMargin(20.5, 361, w, 0.3), 0);
  EXPECT_EQ(searchWinningMargin(-43, 361, b, 0.5), 0);
  // 9x9: the dead zone shrinks with the board's points.
  EXPECT_NEAR(searchWinningMargin(10.5, 81, w, 0.05), 10.5 - 3.0 * 81 / 361, 1e-12);
  EXPECT_NEAR(searchWinningMargin(-0.5, 81, b, 0.05), 0, 1e-12);
}

TEST(DynamicKomi, TheSideThatWonNearlyEveryPlayoutPlaysForHalfItsLead) {
  const auto w = Color::White, b = Color::Black;
  // Black 20.5 points ahead.
  EXPECT_EQ(searchWinningMargin(20.5, 361, b, std::nullopt), 0);
  EXPECT_EQ(searchWinningMargin(20.5, 361, b, 0.8), 0);
  EXPECT_DOUBLE_EQ(searchWinningMargin(20.5, 361, b, kDynamicKomiSafeWinrate), 8.75);
  EXPECT_DOUBLE_EQ(searchWinningMargin(20.5, 361, b, 0.97), 8.75);
  // White 43 points ahead.
  EXPECT_EQ(searchWinningMargin(-43, 361, w, std::nullopt), 0);
  EXPECT_EQ(searchWinningMargin(-43, 361, w, 0.6), 0);
  EXPECT_DOUBLE_EQ(searchWinningMargin(-43, 361, w, 0.99), -20);
}

TEST(DynamicKomi, HandicapGamesOnlyAfterAnEarlierSearchAndNeverInCleanup) {
  const auto w = Color::White;
  const Game even(19, Rules::parse("chinese komi=0.5").value());
  EXPECT_EQ(dynamicWinningMargin(even, w, false, 30.5, 0.01), 0);
  const Game g = handicapGame(19, 3);
  // No earlier search: the win alone.
  EXPECT_EQ(dynamicWinningMargin(g, w, false, std::nullopt, std::nullopt), 0);
  EXPECT_DOUBLE_EQ(dynamicWinningMargin(g, w, false, 43.0, 0.02), 40);
  EXPECT_EQ(dynamicWinningMargin(g, w, true, 43.0, 0.02), 0);
  EXPECT_EQ(dynamicWinningMargin(g, w, false, 43.0, std::nullopt), 0);
  EXPECT_EQ(dynamicWinningMargin(g, w, false, -43.0, 0.7), 0);
  EXPECT_DOUBLE_EQ(dynamicWinningMargin(g, w, false, -43.0, 0.9), -20);
}

TEST(DynamicKomi, TheWinRatesShownAndResignedOnStayTheRealOnes) {
  const Game g = handicapGame(9, 6);
  MoveRequest r;
  r.color = Color::White;
  // One search's win rate moves by a few hundredths with the seed (and with the floating-point
  // code the compiler makes for the machine), so the two are compared as means of six.
  constexpr int kSeeds = 6;
  double plain = 0, dynamic = 0;
  for (int seed = 1; seed <= kSeeds; ++seed) {
    PlayerOptions o;
    o.playouts = 5000;
    o.threads = 1;
    o.seed = uint64_t(seed);
    o.maxMemoryBytes = size_t(16) << 20;
    o.dynamicKomi = true;
    MctsPlayer with(o);
    o.dynamicKomi = false;
    MctsPlayer without(o);
    plain += without.chooseMove(g, r).winrate / kSeeds;
    // The first search finds the game lost and gives the margin the second plays for.
    EXPECT_LE(with.chooseMove(g, r).winrate, kDynamicKomiLostWinrate);
    ASSERT_TRUE(with.analysis().scoreLead.has_value());
    EXPECT_LT(*with.analysis().scoreLead, -5);
    const MoveChoice c = with.chooseMove(g, r);
    dynamic += c.winrate / kSeeds;
    // The analysis shows the same real win rate as the move's.
    ASSERT_FALSE(with.analysis().candidates.empty());
    EXPECT_EQ(with.analysis().candidates.front().move, c.move);
    EXPECT_DOUBLE_EQ(with.analysis().candidates.front().winrate, c.winrate);
  }
  // Six stones on 9x9 are a lost game for White at komi 0.5. Counting the playouts won against
  // the margin White expects would show it near even; the real count does not.
  EXPECT_LT(plain, kDynamicKomiLostWinrate);
  EXPECT_LT(dynamic, kDynamicKomiLostWinrate);
  EXPECT_NEAR(dynamic, plain, 0.05);
}

}  // namespace
}  // namespace kosumi
