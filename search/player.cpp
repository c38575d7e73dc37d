#include "search/player.h"

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

long levelPlayouts(int level) {
  // Each level must beat the one below in at least 70 % of games (README, "Beginner mode and
  // strength levels"). Doubling the playouts does that from 25 to 6,400; beyond that a step
  // needs more than tripling (19,200 playouts won only 25 of 40 against 6,400), so the ladder
  // ends there and full strength is the normal mode's.
  return level >= 2 && level <= 10 ? 25L << (level - 2) : 0;
}

PlayerOptions levelOptions(const PlayerOptions& options) {
  if (options.level < 1) return options;
  PlayerOptions effective = options;
  if (options.level == 1) {
    effective.mode = "beginner";
  } else {
    effective.mode = "normal";
    effective.playouts = levelPlayouts(options.level);
  }
  return effective;
}

std::unique_ptr<Player> makePlayer(const PlayerOptions& options) {
  const PlayerOptions effective = levelOptions(options);
  if (effective.mode == "beginner") return makeBeginnerPlayer(effective);
  return std::make_unique<MctsPlayer>(effective);
}

}  // namespace kosumi
