#pragma once
// Fixed handicap placement as GTP 2 specifies it (GNU Go, its reference implementation, agrees):
// none below 7x7; at most 4 stones on 7x7 and on even sizes; up to 9 on odd sizes from 9x9.
// Stones sit on the 3rd line up to 11x11 and on the 4th line from 12x12.
#include <vector>

#include "engine/expected.h"
#include "engine/geometry.h"

namespace kosumi {

// The points for n stones (2 <= n), or an error naming why n is not allowed on this size.
Expected<std::vector<Point>> fixedHandicapPoints(const Geometry& geo, int n);
// The most stones fixed_handicap allows on this size (0 when none).
int maxFixedHandicap(int size);

}  // namespace kosumi
