// The status of every stone at the end of a game (search/game_end/stone_status.h): seki among
// eyeless chains that share liberties, and what only looks like it.
#include "search/game_end/stone_status.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

TEST(StoneStatus, LivingGroupsAtDameAreNotSeki) {
  // Two living groups with real territory, one dame point between them at D3... and nothing else.
  const Board b = test::boardFrom(R"(
    . . X O . .
    . . X O . .
    . . X . O .
    . . X O . .
    . . X O . .
    . . X O . .
  )");
  const StoneStatus s = classifyStones(b, {});
  EXPECT_TRUE(s.seki.empty());
  EXPECT_EQ(s.alive, b.stones(Color::Black) | b.stones(Color::White));
  EXPECT_TRUE(s.dead.empty());
}

TEST(StoneStatus, SekiBetweenEyelessChainsSharingLiberties) {
  // Black C1-C3 D3 and White E1-E3 share D1 and D2, each walled in by the other's living stones:
  // whoever fills a shared liberty puts itself in atari.
  const Board b = test::boardFrom(R"(
    . . . O X . .
    . . . O X . .
    . . . O X . .
    . . O O X . .
    . O X X O X .
    . O X . O X .
    . O X . O X .
  )");
  const StoneStatus s = classifyStones(b, {});
  const Geometry& g = b.geometry();
  EXPECT_EQ(s.seki, test::pointSet(g, "C1 C2 C3 D3 E1 E2 E3"));
  EXPECT_EQ(s.alive, (b.stones(Color::Black) | b.stones(Color::White)).andNot(s.seki));
  EXPECT_TRUE(s.dead.empty());
  // With the white chain marked dead, nothing is in seki.
  const StoneStatus d = classifyStones(b, test::pointSet(g, "E1 E2 E3"));
  EXPECT_TRUE(d.seki.empty());
  EXPECT_EQ(d.dead, test::pointSet(g, "E1 E2 E3"));
  // Seki chains passed in (as the dead-stone judge keeps them) are split the same way.
  const StoneStatus given = classifyStones(b, {}, test::pointSet(g, "C1 C2 C3 D3 E1 E2 E3"));
  EXPECT_EQ(given.seki, s.seki);
  EXPECT_EQ(given.alive, s.alive);
  const StoneStatus givenDead = classifyStones(b, test::pointSet(g, "E1 E2 E3"), s.seki);
  EXPECT_TRUE(givenDead.seki.empty());
  EXPECT_EQ(givenDead.alive, d.alive);
}

TEST(StoneStatus, SharedLibertiesThatOneSideCanFillAreNoSeki) {
  // White A2-D2 and Black B1-C1 share A1 and D1, but Black at D1 joins the inner chain to its
  // outer wall and leaves White's chain in atari: White's chain is short of liberties, no seki.
  const Board b = test::boardFrom(R"(
    . . . . .
    . . . . .
    X X X X X
    O O O O X
    . X X . X
  )");
  const StoneStatus s = classifyStones(b, {});
  EXPECT_TRUE(s.seki.empty());
  EXPECT_EQ(s.alive, b.stones(Color::Black) | b.stones(Color::White));
}

}  // namespace
}  // namespace kosumi
