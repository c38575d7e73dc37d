// Where an engine opens: it plays the first moves of several games against an opponent (colours
// alternating, Black first in game 1), and the tool counts on which line from the edge each of
// the engine's first --moves moves lies (line 1 is the edge); the summary is the share on lines 1
// and 2. On 19x19 a player that knows the opening takes the third and fourth lines first, and
// second-line moves there are the mark of a search that does not yet see the whole board. The
// games stop after those moves and are not scored: scoring an open 19x19 board costs more than
// playing its opening.
//
//   build/kosumi-opening-lines --engine 'build/kosumi --threads 1 --level 5'
//       --opponent '/usr/games/gnugo --mode gtp --level 10' --games 10 --size 19 --moves 20
#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/game.h"
#include "engine/geometry.h"
#include "engine/vertex.h"
#include "tools/common/gtp_engine.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

// Each command waits this long at most: an engine that takes longer over an opening move hangs.
constexpr double kCommandSeconds = 600;

// The line of the point from the nearest edge, 1 for the edge itself.
int lineFromEdge(const Geometry& geometry, Point p) {
  const int n = geometry.size(), x = geometry.x(p), y = geometry.y(p);
  return std::min({x, y, n - 1 - x, n - 1 - y}) + 1;
}

// GTP answers a resignation in any case of letters.
bool isResignation(std::string text) {
  for (char& ch : text) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return text == "resign";
}

struct Settings {
  std::string engine, opponent;
  int games = 10, size = 19, moves = 20;
  double komi = 7.5;
};

// The engine's moves of one game, as lines from the edge (0 for a pass), or why the game broke
// off. Both engines get the game's number as their seed, where they take one, so that a run is
// repeated move for move by engines that play the same with the same seed.
Expected<std::vector<int>> playOpening(const Settings& s, int game, bool engineBlack, std::string& record) {
  auto engine = GtpEngine::start(s.engine);
  if (!engine) return Error{"engine: " + engine.error()};
  auto opponent = GtpEngine::start(s.opponent);
  if (!opponent) return Error{"opponent: " + opponent.error()};
  GtpEngine& black = engineBlack ? **engine : **opponent;
  GtpEngine& white = engineBlack ? **opponent : **engine;
  for (GtpEngine* e : {&black, &white}) {
    for (const std::string& command : {fmt::format("boardsize {}", s.size), std::string("clear_board"),
                                       fmt::format("komi {}", s.komi)}) {
      const GtpReply r = e->send(command, kCommandSeconds);
      if (!r.ok()) return Error{fmt::format("'{}' to '{}': {}", command, e->commandLine(), r.describe())};
    }
    if (e->knows("set_random_seed", kCommandSeconds)) e->send(fmt::format("set_random_seed {}", game), kCommandSeconds);
  }
  Game position(s.size);
  const Geometry& geometry = position.geometry();
  std::vector<int> lines;
  while (int(lines.size()) < s.moves) {
    const Color c = position.toMove();
    GtpEngine& mover = c == Color::Black ? black : white;
    GtpEngine& other = c == Color::Black ? white : black;
    const GtpReply r = mover.send(c == Color::Black ? "genmove b" : "genmove w", kCommandSeconds);
    if (!r.ok()) return Error{fmt::format("genmove to '{}': {}", mover.commandLine(), r.describe())};
    if (isResignation(r.text)) break;
    const auto point = parseVertex(r.text, geometry);
    if (!point) return Error{fmt::format("'{}' answered '{}': {}", mover.commandLine(), r.text, point.error())};
    if (const Status played = position.play(c, *point); !played)
      return Error{fmt::format("'{}' played {}: {}", mover.commandLine(), r.text, played.error())};
    record += ' ' + formatVertex(*point, geometry);
    if (&mover == &**engine) lines.push_back(*point == kPass ? 0 : lineFromEdge(geometry, *point));
    const std::string tell = fmt::format("play {} {}", c == Color::Black ? "b" : "w", r.text);
    if (const GtpReply told = other.send(tell, kCommandSeconds); !told.ok())
      return Error{fmt::format("'{}' to '{}': {}", tell, other.commandLine(), told.describe())};
  }
  return lines;
}

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  po::options_description desc("kosumi-opening-lines options");
  desc.add_options()("help,h", "show this help")("engine", po::value(&s.engine), "the engine whose moves are counted")(
      "opponent", po::value(&s.opponent), "the engine it plays against")(
      "games,n", po::value(&s.games)->default_value(s.games), "games; the engine is Black in the odd ones")(
      "size", po::value(&s.size)->default_value(s.size), "board size")(
      "komi", po::value(&s.komi)->default_value(s.komi), "komi")(
      "moves", po::value(&s.moves)->default_value(s.moves), "the engine's moves counted per game");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-opening-lines: {}\n", e.what());
    return 2;
  }
  const bool usable = !s.engine.empty() && !s.opponent.empty() && s.games >= 1 && s.moves >= 1 &&
                      s.size >= 2 && s.size <= kMaxSize;
  if (vm.count("help") || !usable) {
    std::cout << "Usage: kosumi-opening-lines --engine CMD --opponent CMD [--games N] [--size N] [--moves N]\n"
              << desc;
    return vm.count("help") ? 0 : 2;
  }
  std::map<int, int> byLine;  // line from the edge -> the engine's moves there; 0 for passes
  int moves = 0, failed = 0;
  for (int game = 1; game <= s.games; ++game) {
    const bool engineBlack = game % 2 == 1;
    std::string record;
    const auto lines = playOpening(s, game, engineBlack, record);
    if (!lines) {
      fmt::print("game {}: {}\n", game, lines.error());
      ++failed;
      continue;
    }
    int low = 0;
    for (int line : *lines) {
      ++byLine[line];
      low += line == 1 || line == 2;
    }
    moves += int(lines->size());
    fmt::print("game {} (engine {}): {} of {} on lines 1 and 2;{}\n", game, engineBlack ? "black" : "white", low,
               lines->size(), record);
  }
  const int low = byLine[1] + byLine[2];
  fmt::print("games: {}; the engine's moves: {}", s.games - failed, moves);
  for (const auto& [line, count] : byLine)
    if (count > 0) fmt::print("; {} {}", line == 0 ? std::string("passes") : fmt::format("line {}", line), count);
  fmt::print("\non lines 1 and 2: {} ({:.1f}%)\n", low, moves ? 100.0 * low / moves : 0.0);
  return failed > 0 ? 1 : 0;
}
