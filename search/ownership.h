#pragma once
// Who owns each point at the end of the playouts of a search, and the dead-stone judgment built
// on it: a chain is dead when its points end, on average, mostly as the opponent's.
#include <vector>

#include "engine/bitboard.h"
#include "engine/board.h"

namespace kosumi {

struct Ownership {
  long playouts = 0;
  // Indexed by Point: the fraction of playouts in which the point ended as Black's / White's.
  std::vector<float> black;
  std::vector<float> white;

  bool empty() const { return playouts == 0; }
  float of(Point p, Color c) const { return c == Color::Black ? black[p] : white[p]; }
  // +1 all Black's, -1 all White's.
  std::vector<float> balance() const;
};

// Every stone of every chain whose points the opponent owns in more than half of the playouts,
// averaged over the chain. Nothing when the ownership is empty.
Bitboard deadStones(const Board& board, const Ownership& ownership);

}  // namespace kosumi
