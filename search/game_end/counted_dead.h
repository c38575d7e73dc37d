#pragma once
// Which stones a count of a finished game treats as dead: the one rule behind every count, GTP's
// final_score and final_status_list, the referee's score, and the pass decisions of the search's
// players and of the beginner.
//  - None where the board counts as it stands: under dead=as-is, and in a cleanup phase (which
//    exists to capture the dead stones before the count).
//  - The players' marks, once they have marked.
//  - Else the judge's verdict (dead_stone_judge.h), asked for only here, since it costs a search.
#include <functional>
#include <optional>

#include "engine/bitboard.h"
#include "engine/rules.h"
#include "search/game_end/dead_stone_judge.h"

namespace kosumi {

// handling: the rules' dead-stone handling, or DeadStones::AsIs in a cleanup phase. marks: the
// players' marks (whole chains), none before they mark. judgment: called at most once.
Bitboard countedDead(DeadStones handling, const std::optional<Bitboard>& marks,
                     const std::function<const StoneJudgment&()>& judgment);

}  // namespace kosumi
