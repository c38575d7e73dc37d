#pragma once
// clock.dat, how close each engine came to losing on time: one line per game played under a
// clock, "game longest1 left1 moves1 longest2 left2 moves2" (each engine's longest genmove in
// seconds, the least time it had left before a deadline when it answered, and its moves asked
// for). Like moves.dat it is appended before the game's results line, so a game replayed after a
// kill may appear twice: readers keep its last line, and only for finished games.
#include <string>
#include <vector>

#include "tools/common/match_game.h"
#include "tools/common/match_results.h"

namespace kosumi::tools {

// One line, ending in '\n'.
std::string formatClockLine(const PlayedGame& game);

// The figures over the finished games, per engine (index 0: engine1).
struct ClockFigures {
  int games = 0;               // finished games with a clock line
  long moves[2] = {0, 0};
  double longestMove[2] = {0, 0};
  double leastTimeLeft[2] = {1e9, 1e9};
  int lossesOnTime[2] = {0, 0};  // from the results, over all finished games
  int errors[2] = {0, 0};        // any other error recorded against the engine
};

// Reads `path` (absent: no lines) for the games in `finished`.
ClockFigures readClockFigures(const std::string& path, const std::vector<GameResult>& finished);

// "clock: engine1 (NAME) 1234 moves, longest 0.52 s, least left 3.10 s, 0 lost on time, 0 other
// errors; engine2 (...) ...", one line per engine after a header line.
std::string formatClockFigures(const ClockFigures& figures, const std::string& label1, const std::string& label2);

}  // namespace kosumi::tools
