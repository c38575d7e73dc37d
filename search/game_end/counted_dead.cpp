#include "search/game_end/counted_dead.h"

namespace kosumi {

Bitboard countedDead(DeadStones handling, const std::optional<Bitboard>& marks,
                     const std::function<const StoneJudgment&()>& judgment) {
  if (handling == DeadStones::AsIs) return {};
  if (marks) return *marks;
  return judgment().dead;
}

}  // namespace kosumi
