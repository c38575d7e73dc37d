#include "engine/handicap.h"

#include <string>

namespace kosumi {

int maxFixedHandicap(int size) {
  if (size < 7) return 0;
  if (size == 7 || size % 2 == 0) return 4;
  return 9;
}

Expected<std::vector<Point>> fixedHandicapPoints(const Geometry& geo, int n) {
  const int size = geo.size();
  const int max = maxFixedHandicap(size);
  const std::string board = std::to_string(size) + "x" + std::to_string(size);
  if (max == 0)
    return Error{"invalid number of stones: " + std::to_string(n) + " (no fixed handicap below 7x7, this is " +
                 board + ")"};
  if (n < 2 || n > max)
    return Error{"invalid number of stones: " + std::to_string(n) + " (fixed handicap on " + board +
                 " takes 2 to " + std::to_string(max) + ")"};
  const int lo = (size >= 12 ? 4 : 3) - 1;
  const int hi = size - 1 - lo;
  const int mid = size / 2;
  std::vector<Point> pts;
  // Opposite corners first, then the other two, then the centre for odd counts, then the sides.
  pts.push_back(geo.point(lo, lo));
  pts.push_back(geo.point(hi, hi));
  if (n >= 3) pts.push_back(geo.point(lo, hi));
  if (n >= 4) pts.push_back(geo.point(hi, lo));
  if (n >= 6) {
    pts.push_back(geo.point(lo, mid));
    pts.push_back(geo.point(hi, mid));
  }
  if (n >= 8) {
    pts.push_back(geo.point(mid, lo));
    pts.push_back(geo.point(mid, hi));
  }
  if (n % 2 == 1 && n >= 5) pts.push_back(geo.point(mid, mid));
  return pts;
}

}  // namespace kosumi
