#pragma once
// The light policy: uniformly random among the legal moves that do not fill the mover's own eye.
#include "playouts/policy.h"

namespace kosumi {

class LightPolicy final : public PlayoutPolicy {
 public:
  Point choose(const Board& board, Color c, Rng& rng) override { return chooseLight(board, c, rng); }

  // Non-virtual and inline, for playout loops that know their policy: this is the hot path.
  static Point chooseLight(const Board& board, Color c, Rng& rng);
  // Whether the light policy may play p: legal and not c's own eye.
  static bool acceptable(const Board& board, Point p, Color c);
};

inline bool LightPolicy::acceptable(const Board& board, Point p, Color c) {
  // One byte holds the colours of all four neighbours. An empty neighbour settles the common
  // case: the move is legal and the point no eye (nor the ko point, which after a capture is
  // surrounded by stones). Points without one need the eye and liberty tests, done here rather
  // than through Board::check.
  const uint8_t packed = board.neighbourColours(p);
  if (anyEmptyNeighbour(packed)) return true;
  const NeighbourMasks around = neighbourMasks(packed, c);
  if ((p == board.koPoint()) & (c == board.koColor())) return false;
  if (!around.opponent && board.diagonalsMakeEye(p, c, around.wall != 0)) return false;
  // Legal when a friendly chain keeps another liberty or an opponent chain is captured. A chain
  // on the board has at least one liberty, so both come down to one comparison per neighbour,
  // "fewer than two liberties", which must fail for a friendly chain and hold for an opponent's.
  // Walls read a count of zero and are left out by the mask of stone neighbours; there is no
  // empty neighbour here.
  const int s = board.geometry().stride();
  const unsigned fewer = (unsigned(board.liberties(Point(p - s)) - 2) >> 31) |
                         (unsigned(board.liberties(Point(p - 1)) - 2) >> 31) << 1 |
                         (unsigned(board.liberties(Point(p + 1)) - 2) >> 31) << 2 |
                         (unsigned(board.liberties(Point(p + s)) - 2) >> 31) << 3;
  return ((fewer ^ around.own) & (around.own | around.opponent)) != 0;
}

inline Point LightPolicy::chooseLight(const Board& board, Color c, Rng& rng) {
  const int n = board.emptyCount();
  if (n == 0) return kPass;
  // Uniform draws over the empty points until one is acceptable: the accepted point is uniform
  // over the acceptable ones. Early in a game the first draw almost always succeeds.
  for (int tries = 0; tries < 4; ++tries) {
    const Point p = board.emptyAt(int(rng.below(uint32_t(n))));
    if (acceptable(board, p, c)) return p;
  }
  // Late in a game most empty points are eyes or illegal: keep drawing, but without
  // replacement, so each point is tested at most once and a pass costs one test per point.
  Point pool[kMaxPoints];
  for (int i = 0; i < n; ++i) pool[i] = board.emptyAt(i);
  for (int m = n; m > 0; --m) {
    const int j = int(rng.below(uint32_t(m)));
    const Point p = pool[j];
    if (acceptable(board, p, c)) return p;
    pool[j] = pool[m - 1];
  }
  return kPass;
}

}  // namespace kosumi
