#pragma once
// Where place_free_handicap puts n stones: the fixed handicap points while they last (the shape
// every player knows), then, one at a time, the empty point farthest from the stones already
// placed, preferring points off the first two lines, so the stones spread evenly.
#include <vector>

#include "engine/geometry.h"

namespace kosumi::gtp {

// n stones, 1 <= n < size*size, all on distinct points.
std::vector<Point> freeHandicapPoints(const Geometry& geo, int n);

}  // namespace kosumi::gtp
