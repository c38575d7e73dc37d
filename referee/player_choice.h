#pragma once
// A computer player's choice as the game takes it. A player that breaks its contract by choosing
// a move the rules forbid passes instead: the game goes on, and every face (GTP, the package)
// answers a well-formed move.
#include "engine/game.h"
#include "search/player.h"

namespace kosumi {

// Turns an illegal move of c's into a pass; whether it did. A resignation stands.
bool passInsteadOfIllegal(const Game& game, Color c, MoveChoice& choice);

}  // namespace kosumi
