#pragma once
// The dead stones as the beginner sees them when it decides whether to answer a pass with a pass
// (beginner_player.h): every chain in atari that cannot escape, that is, whose owner can neither
// extend at the last liberty to two or more liberties (captures included) nor capture a
// neighbouring chain that is itself in atari. Everything else is alive: a beginner does not read
// life and death, and its answer stays instant (the dead-stone judge takes a few hundred
// milliseconds on 19x19). This is the beginner's style of play only: what a finished game scores,
// in every mode, is the judge's verdict (dead_stone_judge.h).
#include "engine/bitboard.h"
#include "engine/board.h"

namespace kosumi {

Bitboard beginnerDeadStones(const Board& board);

}  // namespace kosumi
