#pragma once
// clock.dat, how close each engine came to losing on time: one line per game played under a
// clock, "game longest1 left1 moves1 longest2 left2 moves2" (each engine's longest genmove in
// seconds, the least time it had left before a deadline when it answered, and its moves asked
// for). Like moves.dat it is appended before the game's results line, so a game replayed after a
// kill may appear twice: readers keep its last line, and only for finished games.
#include <map>
#include <string>
#include <vector>

#include "tools/common/match_game.h"
#include "tools/common/match_results.h"

namespace kosumi::tools {

// One game's line: each engine's (index 0: engine1) longest move, least time left and moves.
struct ClockLine {
  double longest[2] = {0, 0};
  double left[2] = {0, 0};
  long moves[2] = {0, 0};
};

// One line, ending in '\n'.
std::string formatClockLine(const PlayedGame& game);
std::string formatClockLine(int game, const ClockLine& line);

// The last line of each game in `path` (absent: none), by game number; torn lines are skipped.
std::map<int, ClockLine> readClockLines(const std::string& path);

// The figures over the finished games, per engine (index 0: engine1).
struct ClockFigures {
  int games = 0;               // finished games with a clock line
  long moves[2] = {0, 0};
  double longestMove[2] = {0, 0};
  double leastTimeLeft[2] = {1e9, 1e9};
  int lossesOnTime[2] = {0, 0};  // from the results, over all finished games
  int errors[2] = {0, 0};        // any other error recorded against the engine
};

// The figures of the games in `finished`, from their lines.
ClockFigures clockFigures(const std::map<int, ClockLine>& lines, const std::vector<GameResult>& finished);
// The same, reading the lines from `path`.
ClockFigures readClockFigures(const std::string& path, const std::vector<GameResult>& finished);

// "clock: engine1 (NAME) 1234 moves, longest 0.52 s, least left 3.10 s, 0 lost on time, 0 other
// errors; engine2 (...) ...", one line per engine after a header line.
std::string formatClockFigures(const ClockFigures& figures, const std::string& label1, const std::string& label2);

}  // namespace kosumi::tools
