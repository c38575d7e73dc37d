// Seki on the board itself (search/game_end/seki.h): the groups it must recognise and the lookalikes it
// must refuse.
#include <gtest/gtest.h>

#include "search/game_end/seki.h"
#include "support/diagram.h"

namespace kosumi {
namespace {

using test::boardFrom;
using test::pointSet;

TEST(Seki, EyelessChainsSharingTwoLiberties) {
  // Black C1-C3 D3 and White E1-E3 share D1 and D2; both are walled in by living groups.
  const Board b = boardFrom(R"(
    . . . O X . .
    . . . O X . .
    . . . O X . .
    . . O O X . .
    . O X X O X .
    . O X . O X .
    . O X . O X .
  )");
  EXPECT_EQ(sekiStones(b), pointSet(b.geometry(), "C1 C2 C3 D3 E1 E2 E3"));
}

TEST(Seki, CapturingRaceWithAnOutsideLibertyIsNoSeki) {
  // As the first position without White's B1: Black's inner chain has a liberty there that White
  // fills safely (joining B2-B3), so White wins the race.
  const Board b = boardFrom(R"(
    . . . O X . .
    . . . O X . .
    . . . O X . .
    . . O O X . .
    . O X X O X .
    . O X . O X .
    . . X . O X .
  )");
  EXPECT_TRUE(sekiStones(b).empty());
}

TEST(Seki, DeadStonesInsideTerritoryAreNoSeki) {
  // Two Black stones with two liberties inside White's living group: White fills either liberty
  // without danger.
  const Board b = boardFrom(R"(
    . . O . X . .
    . . O . X . .
    O O O . X . .
    . X O . X . .
    . X O . X . .
    O O O . X . .
    . . O . X . .
  )");
  EXPECT_TRUE(sekiStones(b).empty());
}

TEST(Seki, LivingGroupsAcrossDameAreNoSeki) {
  const Board b = boardFrom(R"(
    . . X O . .
    . . X O . .
    . . X . O .
    . . X O . .
    . . X O . .
    . . X O . .
  )");
  EXPECT_TRUE(sekiStones(b).empty());
}

}  // namespace
}  // namespace kosumi
