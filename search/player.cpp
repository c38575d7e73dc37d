#include "search/player.h"

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

long levelPlayouts(int level) {
  // Each level must beat the one below (docs/strength.md, "Strength levels"). With the move model
  // 50 playouts won only 10 of 20 games against 25 on 9x9: progressive widening lets so few
  // playouts look at only the model's first two moves, so level 2 is that glance and level 3
  // starts the doubling at 100, which won 18 of 20 against 25. The steps win less towards the
  // top (12,800 against 6,400: 11 of 20, and 16 of 20 from other openings), and full strength is the normal mode's.
  if (level == 2) return 25;
  return level >= 3 && level <= kHighestLevel ? 100L << (level - 3) : 0;
}

PlayerOptions levelOptions(const PlayerOptions& options) {
  if (options.level < kLowestLevel) return options;
  PlayerOptions effective = options;
  if (options.level == kLowestLevel) {
    effective.mode = "beginner";
  } else {
    effective.mode = "normal";
    effective.playouts = levelPlayouts(options.level);
    // The move model stays, as the normal mode loads it: without it the priors are the cheap
    // features alone, and a few thousand playouts on 19x19 open on the second line. A level
    // is the normal player with a fixed budget, so every level plays its opening as Go is played.
    // The judge's reading costs more playouts than the lower levels' whole search, and the
    // ladder was measured without it.
    effective.readDecidedFights = DecidedFightReading::Off;
  }
  return effective;
}

std::unique_ptr<Player> makePlayer(const PlayerOptions& options) {
  const PlayerOptions effective = levelOptions(options);
  if (effective.mode == "beginner") return makeBeginnerPlayer(effective);
  return std::make_unique<MctsPlayer>(effective);
}

}  // namespace kosumi
