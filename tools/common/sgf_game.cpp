#include "tools/common/sgf_game.h"

#include <fstream>
#include <sstream>

namespace kosumi::tools {

std::string SgfGame::rootProperty(const std::string& id) const {
  if (nodes.empty()) return {};
  for (const SgfProperty& p : nodes.front())
    if (p.id == id && !p.values.empty()) return p.values.front();
  return {};
}

Color SgfGame::colourOf(const std::string& name) const {
  const bool black = rootProperty("PB").find(name) != std::string::npos;
  const bool white = rootProperty("PW").find(name) != std::string::npos;
  return black == white ? Color::Empty : black ? Color::Black : Color::White;
}

bool SgfGame::endedByPasses() const {
  const auto& m = record.moves;
  return m.size() >= 2 && m.back().point == kPass && m[m.size() - 2].point == kPass;
}

Expected<SgfGame> readSgfGame(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{path + ": cannot open"};
  std::stringstream text;
  text << in.rdbuf();
  auto nodes = parseSgfMainLine(text.str());
  if (!nodes) return Error{path + ": " + nodes.error()};
  auto record = parseSgf(text.str());
  if (!record) return Error{path + ": " + record.error()};
  return SgfGame{path, std::move(*nodes), std::move(*record)};
}

}  // namespace kosumi::tools
