#include "search/player.h"

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

std::unique_ptr<Player> makePlayer(const PlayerOptions& options) {
  if (options.mode == "beginner") return makeBeginnerPlayer(options);
  return std::make_unique<MctsPlayer>(options);
}

}  // namespace kosumi
