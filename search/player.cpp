#include "search/player.h"

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

long levelPlayouts(int level) {
  // Doubling the playouts is worth a clear step in strength at these budgets.
  return level >= 2 ? 100L << (level - 2) : 0;
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
