#pragma once
// Who owns each point at the end of the playouts of a search: the analysis commands' ownership,
// the territory rule of the move decision, and what the dead-stone judge builds its verdict on.
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

}  // namespace kosumi
