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
  // One look at the neighbours settles the common case: an empty neighbour makes the move legal
  // and the point no eye. Points without one need the eye and liberty tests, done here on the
  // colours already loaded rather than through Board::check.
  const int s = board.geometry().stride();
  const Point nb[4] = {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)};
  const Color n0 = board.at(nb[0]), n1 = board.at(nb[1]), n2 = board.at(nb[2]), n3 = board.at(nb[3]);
  if ((p == board.koPoint()) & (c == board.koColor())) return false;
  if ((n0 == Color::Empty) | (n1 == Color::Empty) | (n2 == Color::Empty) | (n3 == Color::Empty)) return true;
  const Color o = opponent(c);
  if ((n0 != o) & (n1 != o) & (n2 != o) & (n3 != o)) {
    // Only c and walls around: c's own eye unless the diagonals make it false; otherwise legal
    // when some friendly chain keeps another liberty.
    if (board.isOwnEye(p, c)) return false;
    bool ok = false;
    for (Point n : nb) ok |= (board.at(n) == c) & (board.liberties(n) > 1);
    return ok;
  }
  bool ok = false;
  for (Point n : nb) {
    const Color nc = board.at(n);
    const int libs = board.liberties(n);  // scratch for walls, masked by the colour tests
    ok |= ((nc == c) & (libs > 1)) | ((nc == o) & (libs == 1));
  }
  return ok;
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
