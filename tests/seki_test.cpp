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

TEST(Seki, WalledInByOneColourWhenASacrificeLeavesTwoEyes) {
  // White's B7-B9 C9 and Black's chain around them share A9 and C7, Black's only liberties, and
  // only White stones wall Black in. White sacrificing its four stones (A9, captured at C7)
  // leaves Black five points that make two eyes, so neither side plays there: a seki.
  const Board b = boardFrom(R"(
    . O O X O X . . .
    X O X X O X X X X
    X O . X O X O X .
    X X X X O X O O .
    X O O X O X . . .
    O O X X O X X X X
    . O O O O O X O X
    . . . O O O O O O
    . . . . O . . . .
  )");
  EXPECT_EQ(sekiStones(b), pointSet(b.geometry(), "B9 C9 B8 B7 D9 A8 C8 D8 A7 D7 A6 B6 C6 D6 A5 D5 C4 D4"));
}

TEST(Seki, WalledInByOneColourWhenASacrificeKillsIsNoSeki) {
  // Black's chain has only A1 and C1, around White's B1 on the vital point of its three-point eye
  // space, and White walls it in. Neither side can fill A1 or C1 without self-atari, but White
  // kills anyway: A1, captured at C1, then B1, captured at A1, then B1 again takes the chain.
  const Board b = boardFrom(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O . .
    O X X X O . .
    X X X X O . .
    . O . X O . .
  )");
  EXPECT_TRUE(sekiStones(b).empty());
}

TEST(Seki, OneEyeEachWhenAFillJoiningTwoChainsChangesNothing) {
  // Black's B9-E9 chain and White's A8 B8 B7 share A9; White's second liberty is A7, an eye it
  // shares with its large chain, and Black's second is F9, the point joining it to Black's G9-J7
  // chain with its eye H9. Black can fill F9 safely, but the joined chain still has only A9 and
  // H9, so neither side can fill A9: a seki of both Black chains and both White ones (a self-play
  // game's end, where GNU Go 3.8 gives the same stones in seki and W+3.5).
  const Board b = boardFrom(R"(
    . X X X X . X . X
    O O X O O X X X X
    . O X X O X O O X
    O X X X O O X O O
    O O O O O X X O O
    O . O O O X X O .
    O O X O X X O . O
    X X X X . X O O O
    X X X . X X X X O
  )");
  EXPECT_EQ(sekiStones(b), pointSet(b.geometry(),
                                    "B9 C9 D9 E9 C8 C7 D7 B6 C6 D6 G9 J9 F8 G8 H8 J8 F7 J7 A8 B8 B7 "
                                    "D8 E8 E7 A6 E6 F6 A5 B5 C5 D5 E5 A4 C4 D4 E4 A3 B3 D3"));
}

TEST(Seki, OneEyeAgainstAChainAFillJoinsToALivingGroupIsNoSeki) {
  // Black's A7-E8 chain and White's B9 A8 B8 share C9, and neither can fill it yet. But E9 joins
  // Black's chain to the living group on the right; after it Black fills C9 safely and takes
  // White's stones at A9.
  const Board b = boardFrom(R"(
    . O . X . X X . .
    O O X X X O X . .
    X X X O O O X . .
    O O O O . O X . .
    . . . O O O X . .
    . . . . . O X . .
    . . . . . O X . .
    . . . . . O X . .
    . . . . . O X . .
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
