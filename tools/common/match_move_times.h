#pragma once
// moves.dat, each move's thinking time: one line per move, "game move colour engine seconds"
// (colour B or W, engine 1 or 2, 0 seconds for opening moves and forced passes). A game's lines
// are appended before its result, so a kill between the two replays the game and writes its
// lines again: readers keep each move's last line, and only for games with a result.
#include <map>
#include <string>
#include <vector>

#include "tools/common/match_game.h"
#include "tools/common/match_results.h"

namespace kosumi::tools {

struct MoveTime {
  int game = 0;
  int move = 0;  // 1-based
  char colour = 'B';
  int engine = 1;
  double seconds = 0;
};

// One line, ending in '\n'.
std::string formatMoveTime(const MoveTime& time);
// The lines of one played game.
std::string formatMoveTimes(const PlayedGame& game);

// The times of the moves of `finished` games found in the file (an absent file gives none), by
// game, in move order: a line torn by a kill, moves past a game's length and games without a
// result are left out.
std::map<int, std::vector<MoveTime>> readMoveTimes(const std::string& path, const std::vector<GameResult>& finished);

}  // namespace kosumi::tools
