#include "playouts/light_policy.h"

namespace kosumi {

Point LightPolicy::chooseLight(const Board& board, Color c, Rng& rng) {
  const int n = board.emptyCount();
  if (n == 0) return kPass;
  // A few uniform draws over the empty points: an accepted draw is uniform over the acceptable
  // moves. Most moves are decided here; scanning everything is left for crowded late positions.
  for (int tries = 0; tries < 8; ++tries) {
    const Point p = board.emptyAt(int(rng.below(uint32_t(n))));
    if (acceptable(board, p, c)) return p;
  }
  Point candidates[kMaxPoints];
  int count = 0;
  for (int i = 0; i < n; ++i) {
    const Point p = board.emptyAt(i);
    if (acceptable(board, p, c)) candidates[count++] = p;
  }
  return count ? candidates[rng.below(uint32_t(count))] : kPass;
}

}  // namespace kosumi
