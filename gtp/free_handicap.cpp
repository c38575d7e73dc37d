#include "gtp/free_handicap.h"

#include <algorithm>
#include <cstdlib>

#include "engine/handicap.h"

namespace kosumi::gtp {

std::vector<Point> freeHandicapPoints(const Geometry& geo, int n) {
  const int size = geo.size();
  std::vector<Point> placed;
  const int fixed = std::min(n, maxFixedHandicap(size));
  if (fixed >= 2) placed = fixedHandicapPoints(geo, fixed).value();
  std::vector<char> used(geo.numPoints(), 0);
  for (Point p : placed) used[p] = 1;
  // Lines 3 and up when the board has room for them, so stones are neither on the edge nor too low.
  const int margin = size >= 7 ? 2 : 0;
  while (int(placed.size()) < n) {
    Point best = kNullPoint;
    int bestScore = -1;
    for (int pass = 0; pass < 2 && best == kNullPoint; ++pass) {
      const int m = pass == 0 ? margin : 0;
      for (int y = m; y < size - m; ++y) {
        for (int x = m; x < size - m; ++x) {
          const Point p = geo.point(x, y);
          if (used[p]) continue;
          // Distance to the nearest stone (Manhattan); ties go to the point nearer the centre.
          int nearest = 4 * size;
          for (Point q : placed)
            nearest = std::min(nearest, std::abs(geo.x(q) - x) + std::abs(geo.y(q) - y));
          const int centre = std::abs(2 * x - (size - 1)) + std::abs(2 * y - (size - 1));
          const int score = nearest * 8 * size - centre;
          if (score > bestScore) {
            bestScore = score;
            best = p;
          }
        }
      }
    }
    used[best] = 1;
    placed.push_back(best);
  }
  return placed;
}

}  // namespace kosumi::gtp
