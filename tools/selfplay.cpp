// Self-play for training: the engine plays itself in this process at a fixed number of playouts
// and writes every move with the root's visit distribution and value, and every game with its
// result and final ownership, in the format of docs/selfplay.md (tools/common/selfplay_format.h).
//
//   build/kosumi-selfplay --games 100 --size 9 --playouts 800 --seed 1 --out selfplay.ksp
//   build/kosumi-selfplay --games 100 ... --shard 0/4 --out part-0.ksp   (and 1/4, 2/4, 3/4)
//   build/kosumi-selfplay ... --out FILE --resume    continues a run that was stopped
//   build/kosumi-selfplay --check FILE...   reads files back and prints what they hold
//   build/kosumi-selfplay --dump FILE...    prints their games as text, a line per move
//
// Game i is played by shard K/N when i mod N == K; its seed comes from --seed and i alone, so the
// shards' files joined (cat) hold, game for game and byte for byte, what one run would write.
// Progress goes to stderr, one line per game; the summary to stdout.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "gtp/engine_options.h"
#include "gtp/option_table.h"
#include "tools/common/match_shard.h"
#include "tools/common/selfplay_format.h"
#include "tools/common/selfplay_game.h"

namespace fs = std::filesystem;
namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

const char* resultText(const SelfPlayGame& g) {
  switch (g.winner) {
    case SelfPlayWinner::Black: return "B";
    case SelfPlayWinner::White: return "W";
    default: return "0";
  }
}

std::string describe(const SelfPlayGame& g) {
  std::string result = g.winner == SelfPlayWinner::Tie ? "0" : resultText(g);
  if (g.winner != SelfPlayWinner::Tie)
    result += g.end == SelfPlayEnd::Resignation ? "+R" : fmt::format("+{}", std::abs(g.margin));
  const char* end = g.end == SelfPlayEnd::TwoPasses ? "two passes" : g.end == SelfPlayEnd::Resignation ? "resigned" : "move limit";
  return fmt::format("{} moves, {} ({}{})", g.moves.size(), result, end, g.resignDisabled ? ", resigning off" : "");
}

int dump(const std::vector<std::string>& files) {
  for (const auto& path : files) {
    auto games = readSelfPlayFile(path);
    if (!games) {
      fmt::print(stderr, "{}\n", games.error());
      return 1;
    }
    for (const auto& g : *games) std::cout << dumpSelfPlayGame(g);
  }
  return 0;
}

int check(const std::vector<std::string>& files) {
  int bad = 0;
  for (const auto& path : files) {
    auto games = readSelfPlayFile(path);
    if (!games) {
      fmt::print("{}\n", games.error());
      ++bad;
      continue;
    }
    long moves = 0, searched = 0, wins[3] = {0, 0, 0};
    for (const auto& g : *games) {
      moves += long(g.moves.size());
      for (const auto& m : g.moves) searched += !m.random;
      ++wins[int(g.winner)];
    }
    fmt::print("{}: {} games, {} moves ({} searched); Black won {}, White {}, ties {}\n", path, games->size(), moves,
               searched, wins[0], wins[1], wins[2]);
  }
  return bad > 0 ? 1 : 0;
}

// How far an earlier run into the same file got: its complete games and the bytes they take. A
// record cut short at the end (a run stopped while writing) is dropped; any other damage, or a
// game this run would not play there, refuses the file.
struct Resumed {
  size_t games = 0;
  size_t bytes = 0;
};

Expected<Resumed> resumeFrom(const std::string& path, const SelfPlaySettings& s, const std::vector<uint32_t>& mine) {
  Resumed r;
  std::ifstream in(path, std::ios::binary);
  if (!in) return r;  // nothing yet
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  while (r.bytes < bytes.size()) {
    auto one = decodeSelfPlayGame(std::string_view(bytes).substr(r.bytes));
    // decodeSelfPlayGame's message for a record the file ends inside of.
    if (!one && one.error().rfind("truncated", 0) == 0) break;
    const std::string where = fmt::format("{}: record {} at byte {}", path, r.games + 1, r.bytes);
    if (!one) return Error{fmt::format("{}: {}", where, one.error())};
    const SelfPlayGame& g = one->game;
    if (r.games >= mine.size() || g.index != mine[r.games])
      return Error{fmt::format("{} holds game {}, where this run plays {}", where, g.index,
                               r.games < mine.size() ? fmt::format("game {}", mine[r.games]) : "no more games")};
    if (g.seed != selfPlayGameSeed(s.seed, g.index) || g.size != s.size || g.ko != s.rules.ko ||
        g.scoring != s.rules.scoring || g.dead != s.rules.dead || g.komi != float(s.rules.komi) ||
        g.playouts != uint32_t(s.player.playouts))
      return Error{fmt::format("{}: game {} was played with another seed, size, rules, komi or playouts", where, g.index)};
    r.bytes += one->bytes;
    ++r.games;
  }
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  SelfPlaySettings s;
  int games = 10, parallel = 1;
  bool resume = false;
  std::string out, shardText = "0/1", rulesText = "chinese", moveModel, network = "off", fights = "off";
  double komi = 0;
  std::vector<std::string> checkFiles, dumpFiles, params;
  s.player.playouts = 200;
  s.player.threads = 1;
  po::options_description desc("kosumi-selfplay options");
  desc.add_options()("help,h", "show this help")(
      "games,n", po::value(&games)->default_value(games), "games of the whole run (all shards)")(
      "size", po::value(&s.size)->default_value(s.size), "board size")(
      "playouts", po::value(&s.player.playouts)->default_value(s.player.playouts), "new playouts per searched move")(
      "seed", po::value(&s.seed)->default_value(s.seed), "the run's seed; each game's is drawn from it and the game's number")(
      "shard", po::value(&shardText)->default_value(shardText), "K/N: play the games whose number is K modulo N")(
      "out", po::value(&out), "the file to write (replaced, unless --resume)")(
      "resume", po::bool_switch(&resume),
      "keep the complete games of --out from a run with the same settings (a record cut short at its end is dropped) and play the rest")(
      "random-moves", po::value(&s.randomMoves)->default_value(s.randomMoves),
      "each game opens with 0 to this many random moves (never into the mover's own eye), not searched")(
      "rules", po::value(&rulesText)->default_value(rulesText), "rules, as kosumi --rules takes them")(
      "komi", po::value(&komi), "komi (default: the rules')")(
      "play-out-share", po::value(&s.playOutShare)->default_value(s.playOutShare, "0.1"),
      "share of the games played out with resigning off")(
      "resign-threshold", po::value(&s.player.resignThreshold)->default_value(s.player.resignThreshold, "0.1"),
      "the player resigns below this win rate in the other games (0: never)")(
      "max-moves", po::value(&s.maxMoves)->default_value(s.maxMoves), "a game ends unfinished after this many moves; 0: 3 x points")(
      "threads", po::value(&s.player.threads)->default_value(s.player.threads), "search threads per game (1: games reproducible)")(
      "parallel", po::value(&parallel)->default_value(parallel), "games played at once")(
      "read-decided-fights", po::value(&fights)->default_value(fights),
      "on, off or auto, as kosumi takes it: off, as the levels play, since a judgment costs more than a search")(
      "move-model", po::value(&moveModel), "the move model's file, or off (default: the engine's)")(
      "network", po::value(&network)->default_value(network),
      "the network's file, used as the engine uses it (on 9x9 and smaller where the processor has AVX-512 VNNI); "
      "off: none, so that the commands that made the committed records make them again")(
      "param", po::value(&params)->composing(),
      "NAME=VALUE: a tree parameter, as kosumi --param takes it (network-size=9 uses the network where it is "
      "off by default); may repeat; the records do not name them")(
      "check", po::value(&checkFiles)->multitoken(), "read these files back and say what they hold")(
      "dump", po::value(&dumpFiles)->multitoken(), "print these files' games as text, a line per move");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-selfplay: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-selfplay --games N --out FILE [options]\n       kosumi-selfplay --check FILE...\n"
                 "       kosumi-selfplay --dump FILE...\n" << desc;
    return 0;
  }
  if (!checkFiles.empty()) return check(checkFiles);
  if (!dumpFiles.empty()) return dump(dumpFiles);
  const auto fail = [](const std::string& message) {
    fmt::print(stderr, "kosumi-selfplay: {}\n", message);
    return 2;
  };
  const auto shard = parseShard(shardText);
  if (!shard) return fail(shard.error());
  auto rules = Rules::parse(rulesText);
  if (!rules) return fail(rules.error());
  s.rules = *rules;
  if (vm.count("komi")) {
    if (!std::isfinite(komi) || std::abs(komi) > 1000) return fail("--komi must be a number within +-1000");
    s.rules.komi = komi;
  }
  if (out.empty()) return fail("--out FILE is needed");
  if (games < 0 || s.size < 2 || s.size > kMaxSize) return fail("--games must be >= 0 and --size 2..25");
  if (s.player.playouts < 1 || s.player.playouts > 0xffffffffL) return fail("--playouts must be >= 1");
  if (s.randomMoves < 0 || s.maxMoves < 0 || s.maxMoves > 65535) return fail("--random-moves and --max-moves must be >= 0 (max-moves <= 65535)");
  if (!(s.playOutShare >= 0 && s.playOutShare <= 1)) return fail("--play-out-share must be in [0, 1]");
  if (s.player.threads < 1 || parallel < 1) return fail("--threads and --parallel must be >= 1");
  if (fights != "on" && fights != "off" && fights != "auto") return fail("--read-decided-fights must be on, off or auto");
  s.player.readDecidedFights = fights == "on"    ? DecidedFightReading::On
                               : fights == "off" ? DecidedFightReading::Off
                                                 : DecidedFightReading::SmallBoards;
  gtp::EngineOptions engine;
  engine.moveModelFile = moveModel;
  if (Status loaded = gtp::loadMoveModel(engine); !loaded) return fail(loaded.error());
  s.player.moveModel = engine.player.moveModel;
  engine.networkFile = network;
  if (Status loaded = gtp::loadNetwork(engine); !loaded) return fail(loaded.error());
  s.player.network = engine.player.network;
  for (const std::string& assignment : params)
    if (Status set = gtp::setOption(*gtp::findOption("param"), engine, assignment); !set)
      return fail("--param: " + set.error());
  s.player.tuning = engine.player.tuning;

  std::vector<uint32_t> mine;
  for (int i = 0; i < games; ++i)
    if (shard->owns(i)) mine.push_back(uint32_t(i));
  Resumed resumed;
  if (resume) {
    auto found = resumeFrom(out, s, mine);
    if (!found) return fail(found.error());
    resumed = *found;
    std::error_code ec;
    if (fs::exists(out)) fs::resize_file(out, resumed.bytes, ec);
    if (ec) return fail(fmt::format("cannot cut {} to its complete games: {}", out, ec.message()));
    if (resumed.games > 0) fmt::print(stderr, "{}: {} games kept, resuming\n", out, resumed.games);
  }
  std::ofstream file(out, std::ios::binary | (resume ? std::ios::app : std::ios::trunc));
  if (!file) return fail(fmt::format("cannot write {}", out));
  // Games finish out of order when several play at once; they are written in order.
  std::mutex lock;
  std::map<size_t, SelfPlayGame> finished;
  size_t nextToWrite = resumed.games;
  std::atomic<size_t> nextToPlay{resumed.games};
  long bytes = 0, moves = 0, wins[3] = {0, 0, 0};
  std::string error;
  const auto start = std::chrono::steady_clock::now();
  const auto worker = [&] {
    for (size_t k; (k = nextToPlay.fetch_add(1)) < mine.size();) {
      SelfPlayGame g;
      try {
        g = playSelfPlayGame(s, mine[k]);
      } catch (const std::exception& e) {
        const std::lock_guard guard(lock);
        error = e.what();
        nextToPlay = mine.size();
        return;
      }
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const std::lock_guard guard(lock);
      fmt::print(stderr, "game {}: {}, {:.0f} s\n", g.index, describe(g), seconds);
      finished.emplace(k, std::move(g));
      for (auto it = finished.find(nextToWrite); it != finished.end(); it = finished.find(++nextToWrite)) {
        const std::string record = encodeSelfPlayGame(it->second);
        file.write(record.data(), std::streamsize(record.size()));
        file.flush();
        bytes += long(record.size());
        moves += long(it->second.moves.size());
        ++wins[int(it->second.winner)];
        finished.erase(it);
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < parallel; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (!error.empty()) return fail(error);
  if (!file) return fail(fmt::format("cannot write {}", out));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const size_t played = mine.size() - resumed.games;
  fmt::print("{} games ({} moves) of {}x{} at {} playouts in {:.1f} s: {:.2f} games a minute; {} bytes, {:.0f} a game; "
             "Black won {}, White {}, ties {}\n",
             played, moves, s.size, s.size, s.player.playouts, seconds, seconds > 0 ? 60.0 * double(played) / seconds : 0.0,
             bytes, played ? double(bytes) / double(played) : 0.0, wins[0], wins[1], wins[2]);
  return 0;
}
