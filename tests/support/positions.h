#pragma once
// Positions that tests of more than one part of the engine play on, as text diagrams
// (support/diagram.h).

namespace kosumi::test {

// Black's wall on D; White owns E-G with two eyes, so Black has nowhere to invade; a dead White
// stone at B4 inside Black's side. With komi 6.5, Black wins by half a point once B4 is gone
// (28 to 21 + 6.5), and loses while it stands on the board: B4 is White's, and at least one of
// its liberties is nobody's, so Black has at most 26.
inline constexpr const char* kDeadStone = R"(
  . . . X O O O
  . . . X O . O
  . . . X O O O
  . O . X O O O
  . . . X O O O
  . . . X O . O
  . . . X O O O
)";

}  // namespace kosumi::test
