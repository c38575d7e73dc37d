#pragma once
// The beginner player behind the Player interface (`--mode beginner`, level 1): the beginner
// policy's move, checked against the game's full ko rule, with a beginner's way of passing.
//
// chooseMove:
//   - passes when the opponent has just passed and passing does not lose under the rules in force
//     (passingLoses, game_end/move_decision.h): the board is scored as it stands under dead=as-is
//     (so no dead stones are hunted) and with the dead-stone judge's verdict at a glance under
//     dead=marked (JudgeBudget::glance, game_end/judge_budget.h); a tie does not lose. Not for
//     cleanup requests (kgs-genmove_cleanup), which play on until nothing sensible is left;
//   - otherwise plays BeginnerPolicy's choice; a move the game refuses (superko, which the board
//     cannot see) is banned and the policy asked again, so the answer is always legal;
//   - passes when the policy has nothing left but eye-filling or pointless moves;
//   - never resigns. A move takes microseconds on 19x19, the answer to a pass milliseconds.
#include <memory>

#include "engine/bitboard.h"
#include "engine/board.h"
#include "search/player.h"

namespace kosumi {

std::unique_ptr<Player> makeBeginnerPlayer(const PlayerOptions& options);

}  // namespace kosumi
