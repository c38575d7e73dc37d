#include "tools/common/game_records.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/rules.h"
#include "engine/vertex.h"

namespace kosumi::tools {

namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (;;) {
    const size_t end = text.find(sep, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// "B:D4" or "W:pass".
Expected<MoveRecord> parseColouredVertex(std::string_view token, const Geometry& geo) {
  if (token.size() < 3 || token[1] != ':') return Error{"expected COLOUR:VERTEX, got '" + std::string(token) + "'"};
  Color c;
  if (token[0] == 'B') c = Color::Black;
  else if (token[0] == 'W') c = Color::White;
  else return Error{"colour must be B or W in '" + std::string(token) + "'"};
  auto p = parseVertex(token.substr(2), geo);
  if (!p) return Error{"bad vertex in '" + std::string(token) + "': " + p.error()};
  return MoveRecord{c, *p};
}

Expected<std::vector<MoveRecord>> parseColouredList(std::string_view field, const Geometry& geo) {
  std::vector<MoveRecord> list;
  for (std::string_view token : split(field, ' ')) {
    if (token.empty()) continue;
    auto m = parseColouredVertex(token, geo);
    if (!m) return Error{m.error()};
    list.push_back(*m);
  }
  return list;
}

std::string colouredVertex(Color c, Point p, const Geometry& geo) {
  return std::string(c == Color::Black ? "B:" : "W:") + formatVertex(p, geo);
}

}  // namespace

Expected<GameRecord> parseGameLine(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const std::vector<std::string_view> fields = split(line, '\t');
  if (fields.size() != 5)
    return Error{"expected 5 tab-separated fields (id, size, komi, setup, moves), got " + std::to_string(fields.size())};
  GameRecord game;
  game.id = std::string(fields[0]);
  if (game.id.empty()) return Error{"empty game id"};
  const std::string sizeText(fields[1]);
  char* end = nullptr;
  const long size = std::strtol(sizeText.c_str(), &end, 10);
  if (sizeText.empty() || *end != '\0' || size < kMinSize || size > kMaxSize)
    return Error{"board size must be 2 to 25, got '" + sizeText + "'"};
  game.size = int(size);
  auto komi = parseKomi(fields[2]);
  if (!komi) return Error{"bad komi '" + std::string(fields[2]) + "': " + komi.error()};
  game.komi = *komi;
  const Geometry geo(game.size);
  if (fields[3] != "-") {
    auto setup = parseColouredList(fields[3], geo);
    if (!setup) return Error{"setup: " + setup.error()};
    for (const MoveRecord& m : *setup) {
      if (m.point == kPass) return Error{"setup: a setup stone cannot be a pass"};
      game.setup.push_back({m.color, m.point});
    }
  }
  auto moves = parseColouredList(fields[4], geo);
  if (!moves) return Error{"moves: " + moves.error()};
  game.moves = std::move(*moves);
  return game;
}

std::string formatGameLine(const GameRecord& game) {
  const Geometry geo(game.size);
  std::string out = game.id + "\t" + std::to_string(game.size) + "\t" + formatKomi(game.komi) + "\t";
  if (game.setup.empty()) out += "-";
  for (size_t i = 0; i < game.setup.size(); ++i)
    out += (i ? " " : "") + colouredVertex(game.setup[i].color, game.setup[i].point, geo);
  out += "\t";
  for (size_t i = 0; i < game.moves.size(); ++i)
    out += (i ? " " : "") + colouredVertex(game.moves[i].color, game.moves[i].point, geo);
  return out;
}

Expected<std::vector<GameRecord>> parseGameFile(std::string_view text, const std::string& name) {
  std::vector<GameRecord> games;
  size_t lineNumber = 0;
  bool sawHeader = false;
  for (std::string_view line : split(text, '\n')) {
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (lineNumber == 1) {
      if (line != kGameFileHeader)
        return Error{name + ": not a game file of this format (the first line must be '" + std::string(kGameFileHeader) + "')"};
      sawHeader = true;
      continue;
    }
    if (line.empty() || line.front() == '#') continue;
    auto game = parseGameLine(line);
    if (!game) return Error{name + ":" + std::to_string(lineNumber) + ": " + game.error()};
    games.push_back(std::move(*game));
  }
  if (!sawHeader) return Error{name + ": empty file"};
  return games;
}

Expected<std::vector<GameRecord>> readGameFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return Error{"cannot read " + path};
  std::ostringstream text;
  text << file.rdbuf();
  return parseGameFile(text.str(), path);
}

Expected<GameRecord> parseTygemLine(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  const size_t tab = line.find('\t');
  if (tab == std::string_view::npos || tab == 0) return Error{"expected ID<TAB>;B[..];W[..]..."};
  const std::string_view moves = line.substr(tab + 1);
  if (moves.empty() || moves.front() != ';') return Error{"the moves must start with ';'"};
  // The moves are SGF nodes: wrapped in a root node they are a game tree the SGF reader checks.
  auto sgf = parseSgf("(;SZ[19]" + std::string(moves) + ")");
  if (!sgf) return Error{sgf.error()};
  auto game = gameFromSgf(*sgf, std::string(line.substr(0, tab)));
  if (!game) return Error{game.error()};
  game.value().komi = 6.5;
  return game;
}

Expected<GameRecord> gameFromSgf(const SgfRecord& sgf, std::string id) {
  if (id.find('\t') != std::string::npos || id.find('\n') != std::string::npos || id.empty())
    return Error{"a game id must be non-empty, without tabs or line breaks"};
  GameRecord game;
  game.id = std::move(id);
  game.size = sgf.size;
  game.komi = sgf.komi.value_or(7.5);
  game.setup = sgf.setup;
  game.moves = sgf.moves;
  if (sgf.handicap > 0 && game.setup.empty())
    return Error{"HA[" + std::to_string(sgf.handicap) + "] without handicap stones"};
  return game;
}

Status checkLegal(const GameRecord& game) {
  Rules rules = Rules::chinese();
  rules.ko = KoRule::Simple;
  rules.komi = game.komi;
  auto created = Game::create(game.size, rules);
  if (!created) return Error{created.error()};
  Game g = std::move(*created);
  std::vector<Point> stones[2];
  for (const SetupStone& s : game.setup) stones[index(s.color)].push_back(s.point);
  for (Color c : {Color::Black, Color::White})
    if (!stones[index(c)].empty())
      if (Status s = g.addSetupStones(c, stones[index(c)]); !s) return Error{"setup: " + s.error()};
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const MoveRecord& m = game.moves[i];
    if (Status s = g.play(m.color, m.point); !s)
      return Error{"move " + std::to_string(i + 1) + " (" + colouredVertex(m.color, m.point, g.geometry()) +
                   "): " + s.error()};
  }
  return Status::success();
}

bool isHeldOut(std::string_view id, double percent) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char b : id) {
    h ^= b;
    h *= 0x100000001b3ULL;
  }
  // FNV's low bits mix poorly; a final splitmix step spreads them before the split.
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  return double(h % 1000000) < percent * 10000.0;
}

}  // namespace kosumi::tools
