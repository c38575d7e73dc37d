#pragma once
// The move that keeps the player from passing when something stands in the way of a pass
// (pass_obstacles.h), in this order:
//  1. a shortage of liberties: the search's candidates first, then every point next to the short
//     chains, the first that leaves no chain of the player's short;
//  2. a result in doubt: what costs nothing first, the judge's own reading of a doubtful chain
//     (the move that kills the opponent's, the move that saves the player's) outside the player's
//     territory, then the search's move near the doubtful chains, then a reading's move inside
//     the player's territory that is worth the point it costs under territory scoring, then the
//     search's best move outside that territory;
//  3. a neutral point: the search's best among them, else the first;
//  4. else the search's best move outside the player's territory, or a pass when there is none.
// And after the opponent's pass, the defence of a chain of the player's that dies unless the
// player moves first.
#include "search/game_end/move_decision.h"
#include "search/game_end/pass_obstacles.h"

namespace kosumi {

struct PlayOn {
  Point move = kPass;
  MoveRule rule = MoveRule::PassNothingToSettle;
};

PlayOn playOnMove(const Game& game, const DecisionInput& in, const Ownership& ownership, const StoneJudgment& judgment,
                  const EndOfGameCheck& check);

// The reading's move for the largest of c's unsettled chains (dead unless c moves first), or
// kNullPoint when there is none or it cannot be played.
Point defenceOfUnsettled(const Game& game, Color c, const StoneJudgment& judgment);

}  // namespace kosumi
