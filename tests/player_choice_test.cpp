// passInsteadOfIllegal (referee/player_choice.h): a computer player's illegal choice becomes a
// pass, its legal moves and its resignation stand.
#include "referee/player_choice.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;

// Black to move: B2 is taken, A1 would be suicide (White's eye), C1 is an ordinary move.
constexpr const char* kPosition = R"(
  . . .
  O X .
  . O .
)";

MoveChoice choiceOf(Point move) {
  MoveChoice choice;
  choice.move = move;
  return choice;
}

TEST(PlayerChoice, AnIllegalMoveBecomesAPass) {
  const Game game = gameFrom(kPosition);
  for (const char* vertex : {"B2", "A1"}) {
    MoveChoice choice = choiceOf(at(game.geometry(), vertex));
    EXPECT_TRUE(passInsteadOfIllegal(game, Color::Black, choice)) << vertex;
    EXPECT_EQ(choice.move, kPass) << vertex;
  }
}

TEST(PlayerChoice, ALegalMoveAPassAndAResignationStand) {
  const Game game = gameFrom(kPosition);
  MoveChoice move = choiceOf(at(game.geometry(), "C1"));
  EXPECT_FALSE(passInsteadOfIllegal(game, Color::Black, move));
  EXPECT_EQ(move.move, at(game.geometry(), "C1"));
  MoveChoice pass = choiceOf(kPass);
  EXPECT_FALSE(passInsteadOfIllegal(game, Color::Black, pass));
  EXPECT_EQ(pass.move, kPass);
  MoveChoice resign = choiceOf(at(game.geometry(), "B2"));
  resign.resign = true;
  EXPECT_FALSE(passInsteadOfIllegal(game, Color::Black, resign));
  EXPECT_TRUE(resign.resign);
}

}  // namespace
}  // namespace kosumi
