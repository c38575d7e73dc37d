#include "referee/player_choice.h"

namespace kosumi {

bool passInsteadOfIllegal(const Game& game, Color c, MoveChoice& choice) {
  if (choice.resign || game.legality(c, choice.move) == MoveLegality::Legal) return false;
  choice.move = kPass;
  return true;
}

}  // namespace kosumi
