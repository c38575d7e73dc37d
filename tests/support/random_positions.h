#pragma once
// Positions and opponents drawn at random, for tests that need many varied positions: boards
// filled by random play, and the uniformly random legal player that benchmarks measure against.
#include "engine/board.h"
#include "engine/game.h"
#include "playouts/rng.h"

namespace kosumi::test {

// A board of this size after `moves` random moves (the light policy's: legal, not filling an own
// eye; a pass when there is none), Black first.
Board randomBoard(int size, int moves, Rng& rng);

// Whether c has a legal capture on this board (the simple-ko point excluded).
bool captureAvailable(const Board& board, Color c);
// The most stones one legal move of c captures (0 if none).
int largestCaptureSize(const Board& board, Color c);

// A uniformly random move among those legal for c in the game (superko included) that do not fill
// c's own eye; kPass when there is none. Filling own eyes is left out so that games end.
Point randomLegalMove(const Game& game, Color c, Rng& rng);

}  // namespace kosumi::test
