#pragma once
// Dynamic komi for handicap games. A search that counts with the real komi sees a handicap game
// as lost for White and won for Black from the first move: every move then wins (or loses) in
// nearly every playout, the win rates no longer tell good moves from bad, and the player is
// reckless as White and slack as Black. Counting with extra komi for White in the search only,
// worth about seven points per handicap stone at the start and shrinking linearly to nothing by
// the middle of the game, keeps the win rates informative on both sides: White plays to reduce
// the margin, Black keeps a lead instead of giving it away. The game itself is always scored with
// the real komi.
#include "engine/game.h"

namespace kosumi {

// Points of komi a handicap stone is worth at the start of the game.
constexpr double kKomiPerHandicapStone = 7.0;

// The extra komi the search counts with in this position: 0 without a handicap (fewer than two
// handicap stones) and once the game has passed 55 % of the board's points in moves.
double dynamicKomiOffset(const Game& game);

}  // namespace kosumi
