#include "search/dynamic_komi.h"

#include <algorithm>

namespace kosumi {

double dynamicKomiOffset(const Game& game) {
  const int handicap = game.handicap();
  if (handicap < 2) return 0;
  // By then the handicap has been turned into territory or lost; what is left is counting.
  const double end = 0.55 * game.geometry().area();
  const double left = std::max(0.0, 1.0 - double(game.moves().size()) / end);
  return kKomiPerHandicapStone * handicap * left;
}

}  // namespace kosumi
