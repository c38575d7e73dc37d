#include "tools/common/match_move_times.h"

#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace kosumi::tools {

std::string formatMoveTime(const MoveTime& t) {
  return fmt::format("{}\t{}\t{}\t{}\t{:.3f}\n", t.game, t.move, t.colour, t.engine, t.seconds);
}

std::string formatMoveTimes(const PlayedGame& g) {
  std::string text;
  for (size_t i = 0; i < g.moves.size() && i < g.moveSeconds.size(); ++i) {
    const bool black = g.moves[i].color == Color::Black;
    text += formatMoveTime({g.result.game, int(i) + 1, black ? 'B' : 'W', black != g.result.engine1White ? 1 : 2,
                            g.moveSeconds[i]});
  }
  return text;
}

std::map<int, std::vector<MoveTime>> readMoveTimes(const std::string& path, const std::vector<GameResult>& finished) {
  std::map<int, int> lengths;
  for (const GameResult& r : finished) lengths[r.game] = r.length;
  std::map<int, std::map<int, MoveTime>> byMove;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (in.eof()) break;  // no newline: cut short by a kill
    std::istringstream fields(line);
    MoveTime t;
    std::string rest;
    if (!(fields >> t.game >> t.move >> t.colour >> t.engine >> t.seconds) || (fields >> rest)) continue;
    const auto length = lengths.find(t.game);
    if (length == lengths.end() || t.move < 1 || t.move > length->second) continue;
    byMove[t.game][t.move] = t;
  }
  std::map<int, std::vector<MoveTime>> out;
  for (const auto& [game, moves] : byMove)
    for (const auto& [move, t] : moves) out[game].push_back(t);
  return out;
}

}  // namespace kosumi::tools
