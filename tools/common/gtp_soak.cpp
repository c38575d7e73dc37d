#include "tools/common/gtp_soak.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "engine/game.h"
#include "engine/sgf.h"
#include "engine/vertex.h"
#include "playouts/rng.h"
#include "tools/common/gtp_engine.h"

namespace kosumi::tools {

namespace {

constexpr int kSizes[] = {9, 13, 19};
constexpr const char* kPresets[] = {"chinese", "japanese", "korean"};
// The players in turn: the GTP command that makes each, and its name in the report.
struct PlayerChoice {
  const char* command;
  const char* name;
};
// Level 1 is the beginner again, reached through the level; levels 2 and 3 search 25 and 100
// playouts (level 4's 200 on 19x19 would cost a third of the run's time).
constexpr PlayerChoice kPlayers[] = {{"kosumi-mode normal", "normal"},
                                     {"kosumi-mode beginner", "beginner"},
                                     {"kosumi-level 1", "level 1"},
                                     {"kosumi-level 2", "level 2"},
                                     {"kosumi-level 3", "level 3"}};
// Where in a game the round trips happen: after this many moves (opening stones included).
constexpr int kUndoAtMove = 20;
constexpr int kSgfAtMove = 40;
// The file of the SGF round trip, inside the engine's --files-root.
constexpr const char* kRoundTripFile = "round-trip.sgf";

long residentKbOf(pid_t pid) {
  std::ifstream status(fmt::format("/proc/{}/status", pid));
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// One game after another through one engine process, checked against this process's Game.
class SoakRun {
 public:
  SoakRun(const GtpSoakOptions& options, GtpEngine& engine, GtpSoakReport& report)
      : o_(options), engine_(engine), report_(report) {}

  // Plays game g (from 1); false when the engine is lost and the run must stop.
  bool play(int g, GtpSoakGame& out);

 private:
  // Sends a command that must succeed; its answer's text, or nothing after recording why not.
  std::optional<std::string> ask(const std::string& command);
  void fail(const std::string& what) { report_.failures.push_back(fmt::format("game {}: {}", game_, what)); }
  // The engine's stones of colour c, read with list_stones; nothing on a failed answer.
  std::optional<Bitboard> engineStones(Color c);
  // Whether the engine's stones are this process's; records a failure naming `when` if not.
  bool sameStones(const std::string& when);
  bool playOpening(Rng& rng);
  bool checkUndo(Color c, Point p);
  bool checkSgfRoundTrip();
  std::optional<std::string> checkScore();

  const GtpSoakOptions& o_;
  GtpEngine& engine_;
  GtpSoakReport& report_;
  Game own_;
  int game_ = 0;
};

std::optional<std::string> SoakRun::ask(const std::string& command) {
  const GtpReply r = engine_.send(command, o_.commandTimeout);
  if (r.kind == GtpReply::Kind::Timeout || r.kind == GtpReply::Kind::Crash || r.kind == GtpReply::Kind::Garbled) {
    fail(fmt::format("'{}': {}", command, r.describe()));
    report_.engineLost = true;
    return std::nullopt;
  }
  if (!r.ok()) {
    fail(fmt::format("'{}' failed: {}", command, r.describe()));
    return std::nullopt;
  }
  ++report_.answersChecked;
  return r.text;
}

std::optional<Bitboard> SoakRun::engineStones(Color c) {
  const auto text = ask(std::string("list_stones ") + (c == Color::Black ? "black" : "white"));
  if (!text) return std::nullopt;
  Bitboard stones;
  std::istringstream in(*text);
  for (std::string vertex; in >> vertex;) {
    const auto p = parseVertex(vertex, own_.geometry());
    if (!p || *p == kPass) {
      fail(fmt::format("list_stones named '{}'", vertex));
      return std::nullopt;
    }
    stones.set(*p);
  }
  return stones;
}

bool SoakRun::sameStones(const std::string& when) {
  for (Color c : {Color::Black, Color::White}) {
    const auto stones = engineStones(c);
    if (!stones) return false;
    if (!(*stones == own_.board().stones(c))) {
      fail(fmt::format("{}: the engine's {} stones are not the referee's", when, formatColor(c)));
      return false;
    }
  }
  return true;
}

bool SoakRun::playOpening(Rng& rng) {
  // The search is seeded from the position, so games with the same settings would repeat without
  // a few random stones, different in every game.
  const int stones = 1 + int(rng.below(4));
  const Geometry& geo = own_.geometry();
  for (int tries = 0; int(own_.moves().size()) < stones && tries < 200; ++tries) {
    const Point p = Point(rng.below(uint32_t(geo.numPoints())));
    const Color c = own_.toMove();
    if (!geo.onBoard(p) || own_.legality(c, p) != MoveLegality::Legal) continue;
    if (!ask(fmt::format("play {} {}", formatColor(c), formatVertex(p, geo)))) return false;
    own_.play(c, p);
  }
  return true;
}

bool SoakRun::checkUndo(Color c, Point p) {
  ++report_.undoChecks;
  if (!ask("undo")) return false;
  own_.undo();
  if (!sameStones("after undo")) return false;
  if (!ask(fmt::format("play {} {}", formatColor(c), formatVertex(p, own_.geometry())))) return false;
  own_.play(c, p);
  return sameStones("after undo and play");
}

bool SoakRun::checkSgfRoundTrip() {
  ++report_.sgfChecks;
  const auto sgf = ask("printsgf");
  if (!sgf) return false;
  const auto record = parseSgf(*sgf);
  if (!record) {
    fail("printsgf's record does not parse: " + record.error());
    return false;
  }
  if (record->size != own_.size() || record->moves != own_.moves()) {
    fail(fmt::format("printsgf's record has {} moves on {}x{}, the referee {} on {}x{}", record->moves.size(),
                     record->size, record->size, own_.moves().size(), own_.size(), own_.size()));
    return false;
  }
  {
    std::ofstream file(std::filesystem::path(o_.workDir) / kRoundTripFile, std::ios::trunc);
    file << *sgf;
    if (!file) {
      fail("cannot write the round-trip file");
      return false;
    }
  }
  if (!ask(std::string("loadsgf ") + kRoundTripFile)) return false;
  return sameStones("after loadsgf of its own printsgf");
}

// final_score against the referee's score of the same board with the dead stones the engine
// names; the engine's answer, or nothing on a difference.
std::optional<std::string> SoakRun::checkScore() {
  ++report_.scoreChecks;
  const auto deadText = ask("final_status_list dead");
  if (!deadText) return std::nullopt;
  Bitboard dead;
  std::istringstream in(*deadText);
  for (std::string vertex; in >> vertex;) {
    const auto p = parseVertex(vertex, own_.geometry());
    if (!p || *p == kPass || !isStone(own_.board().at(*p))) {
      fail(fmt::format("final_status_list dead named '{}', not a stone", vertex));
      return std::nullopt;
    }
    dead.set(*p);
  }
  const auto score = ask("final_score");
  if (!score) return std::nullopt;
  const std::string referee = own_.score(dead).result();
  if (*score != referee) {
    fail(fmt::format("final_score {}, the referee {} with the same dead stones", *score, referee));
    return std::nullopt;
  }
  return score;
}

bool SoakRun::play(int g, GtpSoakGame& out) {
  game_ = g;
  const int cycle = g - 1;
  const int size = kSizes[cycle % 3];
  const char* preset = kPresets[(cycle / 3) % 3];
  const PlayerChoice& player = kPlayers[(cycle / 9) % 5];
  out = GtpSoakGame{};
  out.game = g;
  out.size = size;
  out.rules = preset;
  out.player = player.name;
  own_ = Game(size, Rules::presetNamed(preset).value());
  for (const std::string& command :
       {fmt::format("boardsize {}", size), std::string("clear_board"), fmt::format("kosumi-rules {}", preset),
        std::string(player.command)})
    if (!ask(command)) return !report_.engineLost;
  Rng rng(o_.seed * 1000003 + uint64_t(g));
  if (!playOpening(rng)) return !report_.engineLost;

  const int maxMoves = 3 * size * size;
  std::string resigned;
  while (int(own_.moves().size()) < maxMoves && own_.consecutivePasses() < 2) {
    const Color c = own_.toMove();
    const auto answer = ask("genmove " + formatColor(c));
    if (!answer) return !report_.engineLost;
    ++report_.moves;
    const std::string move = lower(*answer);
    if (move == "resign") {
      resigned = c == Color::Black ? "W+R" : "B+R";
      break;
    }
    const auto p = parseVertex(move, own_.geometry());
    if (!p) {
      fail(fmt::format("genmove {} answered '{}', not a vertex", formatColor(c), *answer));
      return true;
    }
    const MoveLegality legality = own_.legality(c, *p);
    if (legality != MoveLegality::Legal) {
      fail(fmt::format("genmove {} answered {}, illegal ({})", formatColor(c), *answer, legalityName(legality)));
      return true;  // the next game's clear_board puts both back in step
    }
    own_.play(c, *p);
    const int played = int(own_.moves().size());
    if (played == kUndoAtMove && !checkUndo(c, *p)) return !report_.engineLost;
    if (played == kSgfAtMove && !checkSgfRoundTrip()) return !report_.engineLost;
  }
  out.moves = int(own_.moves().size());
  const auto score = checkScore();
  if (!score) return !report_.engineLost;
  out.result = resigned.empty() ? *score : resigned + " (" + *score + ")";
  return true;
}

}  // namespace

GtpSoakReport runGtpSoak(const GtpSoakOptions& options,
                         const std::function<void(const GtpSoakGame&, const GtpSoakReport&)>& progress) {
  GtpSoakReport report;
  const auto start = std::chrono::steady_clock::now();
  auto since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  };
  auto engine = GtpEngine::start(
      fmt::format("'{}' --files-root '{}' {}", options.binary, options.workDir, options.engineArgs));
  if (!engine) {
    report.failures.push_back("cannot start the engine: " + engine.error());
    report.engineLost = true;
    return report;
  }
  SoakRun run(options, **engine, report);
  for (int g = 1; g <= options.games; ++g) {
    const auto gameStart = std::chrono::steady_clock::now();
    GtpSoakGame game;
    const bool going = run.play(g, game);
    game.seconds = since(gameStart);
    game.rssKb = residentKbOf((*engine)->pid());
    report.games.push_back(game);
    if (progress) progress(game, report);
    if (!going) break;
  }
  (*engine)->close();
  report.seconds = since(start);
  return report;
}

RssWindow rssWindow(const GtpSoakReport& report, size_t first, size_t count) {
  RssWindow w;
  const size_t end = std::min(report.games.size(), first + count);
  if (first >= end) return w;
  double sum = 0;
  for (size_t i = first; i < end; ++i) {
    sum += double(report.games[i].rssKb);
    w.maxKb = std::max(w.maxKb, report.games[i].rssKb);
  }
  w.meanKb = sum / double(end - first);
  return w;
}

}  // namespace kosumi::tools
