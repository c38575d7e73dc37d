// The dead stones a beginner sees when it answers a pass (search/game_end/beginner_count.h).
#include "search/game_end/beginner_count.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::gameFrom;

TEST(BeginnerCount, CountsDeadOnlyChainsInAtariThatCannotEscape) {
  // A2-B2-B1 cannot escape (A1 would be suicide); G2 can (H2 gives it three liberties).
  const Game game = gameFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X . . . X . .
    O O X . . X O . .
    . O X . . . X . .
  )");
  EXPECT_EQ(beginnerDeadStones(game.board()), test::pointSet(game.geometry(), "A2 B2 B1"));
}

}  // namespace
}  // namespace kosumi
