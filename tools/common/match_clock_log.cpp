#include "tools/common/match_clock_log.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>

namespace kosumi::tools {

std::string formatClockLine(const PlayedGame& game) {
  ClockLine line;
  for (int e = 0; e < 2; ++e) {
    line.longest[e] = game.longestMove[e];
    line.left[e] = game.timedMoves[e] > 0 ? game.leastTimeLeft[e] : 0.0;
    line.moves[e] = game.timedMoves[e];
  }
  return formatClockLine(game.result.game, line);
}

std::string formatClockLine(int game, const ClockLine& l) {
  return fmt::format("{}\t{:.3f}\t{:.3f}\t{}\t{:.3f}\t{:.3f}\t{}\n", game, l.longest[0], l.left[0], l.moves[0],
                     l.longest[1], l.left[1], l.moves[1]);
}

std::map<int, ClockLine> readClockLines(const std::string& path) {
  std::map<int, ClockLine> lines;  // a game replayed after a kill keeps its last line
  std::ifstream in(path);
  for (std::string text; std::getline(in, text);) {
    std::istringstream fields(text);
    int game = 0;
    ClockLine l;
    if (fields >> game >> l.longest[0] >> l.left[0] >> l.moves[0] >> l.longest[1] >> l.left[1] >> l.moves[1])
      lines[game] = l;
  }
  return lines;
}

ClockFigures clockFigures(const std::map<int, ClockLine>& lines, const std::vector<GameResult>& finished) {
  ClockFigures f;
  for (const GameResult& r : finished) {
    for (int e = 0; e < 2; ++e) {
      const EngineError error = e == 0 ? r.error1 : r.error2;
      if (error == EngineError::LostOnTime) ++f.lossesOnTime[e];
      else if (error != EngineError::None) ++f.errors[e];
    }
    const auto it = lines.find(r.game);
    if (it == lines.end()) continue;
    ++f.games;
    for (int e = 0; e < 2; ++e) {
      const ClockLine& l = it->second;
      f.moves[e] += l.moves[e];
      f.longestMove[e] = std::max(f.longestMove[e], l.longest[e]);
      if (l.moves[e] > 0) f.leastTimeLeft[e] = std::min(f.leastTimeLeft[e], l.left[e]);
    }
  }
  return f;
}

ClockFigures readClockFigures(const std::string& path, const std::vector<GameResult>& finished) {
  return clockFigures(readClockLines(path), finished);
}

std::string formatClockFigures(const ClockFigures& f, const std::string& label1, const std::string& label2) {
  std::string out = fmt::format("clock over {} games:\n", f.games);
  for (int e = 0; e < 2; ++e) {
    const std::string& label = e == 0 ? label1 : label2;
    if (f.moves[e] == 0)
      out += fmt::format("  {}: no moves under the clock, {} lost on time, {} other errors\n", label,
                         f.lossesOnTime[e], f.errors[e]);
    else
      out += fmt::format("  {}: {} moves, longest {:.2f} s, least time left {:.2f} s, {} lost on time, {} other "
                         "errors\n",
                         label, f.moves[e], f.longestMove[e], f.leastTimeLeft[e], f.lossesOnTime[e], f.errors[e]);
  }
  return out;
}

}  // namespace kosumi::tools
