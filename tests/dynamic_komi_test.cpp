// Dynamic komi in handicap games (search/dynamic_komi.h): its schedule, and what it does to the
// search's view of a handicap game.
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

TEST(DynamicKomi, SevenPointsAStoneShrinkingToNothingByTheMiddleGame) {
  EXPECT_EQ(dynamicKomiOffset(Game(19)), 0);
  Game g = handicapGame(19, 3);
  EXPECT_DOUBLE_EQ(dynamicKomiOffset(g), 21);
  // Moves count whatever they are (passes here): by move 100 of the 198.55 a little less than
  // half is left, and nothing from move 199 on.
  for (int played = 1; played <= 199; ++played) {
    ASSERT_TRUE(g.play(g.toMove(), kPass).ok());
    if (played == 100) {
      EXPECT_NEAR(dynamicKomiOffset(g), 21 * (1 - 100 / 198.55), 1e-9);
    }
  }
  ASSERT_EQ(g.moves().size(), 199u);
  EXPECT_EQ(dynamicKomiOffset(g), 0);
  EXPECT_EQ(dynamicKomiOffset(handicapGame(9, 2)), 7.0 * 2);
}

TEST(DynamicKomi, WhitesSearchSeesAPlayableGameInsteadOfALostOne) {
  const Game g = handicapGame(9, 4);
  MoveRequest r;
  r.color = Color::White;
  // One search's win rate moves by a few hundredths with the seed (and with the floating-point
  // code the compiler makes for the machine), so the two views are compared as means of six.
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
    dynamic += with.chooseMove(g, r).winrate / kSeeds;
  }
  // Four stones on 9x9 are a lost game at komi 0.5; with 28 points of komi White's search is
  // near even.
  EXPECT_LT(plain, 0.3);
  EXPECT_GT(dynamic, 0.35);
  EXPECT_GT(dynamic, plain + 0.2);
}

}  // namespace
}  // namespace kosumi
