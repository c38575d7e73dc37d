#pragma once
// Priors for moves in the tree from cheap local features, as equivalent experience (so many
// playouts with so many wins): captures, escaping atari, answering near the last move, and
// penalties for filling one's own eye, self-atari, the first line and passing.
#include "engine/board.h"
#include "search/simulator.h"

namespace kosumi {

// The prior of c playing p (a legal move, or kPass) on this board.
MoveCandidate movePrior(const Board& board, Point p, Color c);

}  // namespace kosumi
