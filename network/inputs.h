#pragma once
// The network's input planes, computed from the engine's board: the one place that says what the
// network sees and in which order. The trainer never computes them itself; kosumi-network-data
// writes these planes for every position of the self-play records (docs/network.md).
//
// Every plane is seen from the side to move ("own" = the mover's), so one network plays both
// colours; points are numbered row by row from the top left (networkIndex), as the evaluator
// reads them.
//
//   0  1 on every point of the board (the edge, after zero padding)
//   1  own stones                    2  opponent stones
//   3  own chains with 1 liberty     4  own, 2 liberties     5  own, 3 or more
//   6  opponent chains, 1 liberty    7  opponent, 2          8  opponent, 3 or more
//   9  the simple-ko point the mover may not play
//  10  the last move   11  the move before it   12  the one before that (passes mark nothing)
//  13  own stones in atari that a ladder captures even with their owner to move
//  14  the same for the opponent's stones
//  15  the mover's ataris on a two-liberty opponent chain that capture it in a ladder
//  16  1 everywhere when White is to move, else 0
//  17  the mover's komi / 15 everywhere (komi added to White's score: +komi/15 for White)
//
// Planes 0 to 15 hold only 0 and 1 (kBinaryPlanes); 16 and 17 are constant over the board
// (kScalarPlanes), which is how the training data stores them.
#include <cstddef>

#include "engine/board.h"

namespace kosumi::network {

// Bumped whenever a plane changes meaning or order; a network file names the version it was
// trained for and is refused under another.
inline constexpr int kInputVersion = 1;
inline constexpr int kBinaryPlanes = 16;
inline constexpr int kScalarPlanes = 2;
inline constexpr int kInputPlanes = kBinaryPlanes + kScalarPlanes;
inline constexpr int kRecentMoves = 3;
inline constexpr float kKomiScale = 15.0f;

// Row by row from the top left: (size - 1 - y) * size + x, y the row from the bottom.
int networkIndex(Point p, const Geometry& geo);
Point pointOfNetworkIndex(int index, const Geometry& geo);

// The position the planes are computed from. `recent` lists up to kRecentMoves moves, the most
// recent first (kPass for a pass); `komi` is added to White's score.
struct InputPosition {
  const Board* board = nullptr;
  Color toMove = Color::Black;
  double komi = 7.5;
  Point recent[kRecentMoves] = {kNullPoint, kNullPoint, kNullPoint};
};

// Writes kInputPlanes x size x size floats to `planes` (plane by plane, each in networkIndex
// order), the layout Evaluator::input() takes. Allocates nothing.
void fillInputs(const InputPosition& position, float* planes);

}  // namespace kosumi::network
