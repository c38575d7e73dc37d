#pragma once
// The status of every stone at the end of a game, for final_status_list: dead (given), in seki,
// or alive.
//
// Seki is what search/game_end/seki.h recognises on the board: chains of both colours joined by shared
// liberties on which neither side can play except as a self-atari. Scoring has no seki exception
// (an empty point touching both colours counts for nobody, one touching a single colour counts
// for that colour, in a seki as anywhere else), so this affects the status list only.
#include "engine/bitboard.h"
#include "engine/board.h"

namespace kosumi {

struct StoneStatus {
  Bitboard alive;
  Bitboard dead;
  Bitboard seki;
};

// dead: stones treated as dead (whole chains); the rest are split into seki and alive.
StoneStatus classifyStones(const Board& board, const Bitboard& dead);
// The same with the board's seki chains (sekiStones) already known, as the dead-stone judge keeps
// them: recognising seki may read out small areas, so a caller that has them passes them on.
StoneStatus classifyStones(const Board& board, const Bitboard& dead, const Bitboard& seki);

}  // namespace kosumi
