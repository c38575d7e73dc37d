#pragma once
// The light policy: uniformly random among the legal moves that do not fill the mover's own eye.
#include "playouts/policy.h"

namespace kosumi {

class LightPolicy final : public PlayoutPolicy {
 public:
  Point choose(const Board& board, Color c, Rng& rng) override { return chooseLight(board, c, rng); }

  // Non-virtual, for loops that know their policy.
  static Point chooseLight(const Board& board, Color c, Rng& rng);
  // Whether the light policy may play p: legal and not c's own eye.
  static bool acceptable(const Board& board, Point p, Color c) {
    return !board.isOwnEye(p, c) && board.isLegal(p, c);
  }
};

}  // namespace kosumi
