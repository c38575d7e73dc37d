// Long runs in one process, to find crashes and leaks that short tests miss.
//
//   build/kosumi-soak games [--games 500] [--size 9] [--playouts 200] [--threads 1] [--seed 1]
//                           [--max-memory 256M] [--every 1] [--max-growth 0.10]
//     Self-play through one GTP session (clear_board, one to four random opening stones so that
//     games differ, genmove until two passes or a resignation, final_score), printing the
//     resident memory (VmRSS) after every --every games and comparing the last game's with game
//     50's (a tenth of the way in, for runs under 500 games). Exit 1 when it grew by more than
//     --max-growth (0.10).
//
//   build/kosumi-soak commands [--commands 1000000] [--seed 1] [--playouts 50] [--binary PATH]
//     A seeded mix of valid and invalid GTP lines (tools/common/command_mix.h) through the whole
//     read-answer loop: in this process (input reader thread, preprocessing, session) or, with
//     --binary, through that engine's stdin and stdout (started with --no-files). Every line must
//     get exactly one well-formed answer and no answer may be an internal error. Exit 1 otherwise.
//
//   build/kosumi-soak gtp --binary build/kosumi [--games 1000] [--playouts 50] [--threads 2] [--seed 1]
//                         [--max-memory 256M] [--every 1] [--window 100] [--max-growth 0.10]
//                         [--engine-args '--read-decided-fights off']
//     Self-play through the engine program's stdin and stdout, one process for every game, started
//     with --ponder: board sizes 9, 13 and 19, the three rule presets and five players (normal
//     search with --playouts, the beginner, levels 1 to 3) in turn, with every answer checked
//     against the rules kept here (tools/common/gtp_soak.h): legal moves, an undo and an SGF round
//     trip in every game that reaches them, final_score against the referee's score. Prints the
//     engine's resident memory after every --every games and compares the largest of the last
//     --window games with the largest of the first. Exit 1 on any failed check, or when the memory
//     grew by more than --max-growth.
//
// The engine's log lines (one per genmove) go to stderr; the report goes to stdout.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "gtp/engine_loop.h"
#include "gtp/engine_options.h"
#include "gtp/input_reader.h"
#include "gtp/log.h"
#include "gtp/session.h"
#include "engine/vertex.h"
#include "playouts/rng.h"
#include "tools/common/command_mix.h"
#include "tools/common/gtp_soak.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::gtp;

namespace {

// The resident set size of this process in kB, from /proc/self/status.
long residentKb() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The result text of a successful answer ("= D4\n\n" -> "D4"), or empty for a failure.
std::string answerText(const std::string& answer) {
  if (answer.size() < 4 || answer[0] != '=') return {};
  return answer.substr(2, answer.size() - 4);
}

struct GamesOptions {
  int games = 500;
  int size = 9;
  long playouts = 200;
  int threads = 1;
  uint64_t seed = 1;
  size_t maxMemory = size_t(256) << 20;
  int every = 1;
  double maxGrowth = 0.10;
};

int soakGames(const GamesOptions& o) {
  EngineOptions options;
  options.size = o.size;
  options.player.playouts = o.playouts;
  options.player.threads = o.threads;
  options.player.seed = o.seed;
  options.player.maxMemoryBytes = o.maxMemory;
  options.filesEnabled = false;
  Log log(false, "");
  Session session(options, log, FileAccess::disabled());
  const int baselineGame = o.games >= 500 ? 50 : std::max(1, o.games / 10);
  long baselineRss = 0, lastRss = 0, totalMoves = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int g = 1; g <= o.games; ++g) {
    session.execute("clear_board");
    // The search is seeded from the position, so every game would be the same without a few
    // random opening stones, different in each game.
    Rng rng(o.seed * 1000003 + uint64_t(g));
    int moves = 0;
    const Geometry geo(o.size);
    for (int tries = 0; moves < 1 + g % 4 && tries < 100; ++tries) {
      const Point p = Point(rng.below(uint32_t(geo.numPoints())));
      if (!geo.onBoard(p)) continue;
      const std::string vertex = formatVertex(p, geo);
      const std::string played = session.execute(std::string(moves % 2 == 0 ? "play b " : "play w ") + vertex);
      if (played[0] == '=') ++moves;
    }
    int passes = 0;
    std::string result;
    const int maxMoves = 4 * o.size * o.size;
    for (; moves < maxMoves && passes < 2; ++moves) {
      const char* color = moves % 2 == 0 ? "b" : "w";
      const std::string answer = session.execute(std::string("genmove ") + color);
      const std::string move = answerText(answer);
      if (move.empty()) {
        std::cout << fmt::format("game {}: genmove failed: {}", g, answer);
        return 1;
      }
      if (move == "resign") {
        result = moves % 2 == 0 ? "W+R" : "B+R";
        break;
      }
      passes = move == "pass" ? passes + 1 : 0;
    }
    if (result.empty()) result = answerText(session.execute("final_score"));
    totalMoves += moves;
    lastRss = residentKb();
    if (g == baselineGame) baselineRss = lastRss;
    if (g % o.every == 0 || g == o.games)
      std::cout << fmt::format("game {}: {} moves, {}, rss {} kB, {:.0f} s\n", g, moves, result, lastRss,
                               secondsSince(start))
                << std::flush;
  }
  const double growth = baselineRss > 0 ? double(lastRss - baselineRss) / double(baselineRss) : 0;
  std::cout << fmt::format("soak games: {} games of {}x{}, {} moves, {:.0f} s; rss after game {} {} kB, "
                           "after game {} {} kB, growth {:+.1f} %\n",
                           o.games, o.size, o.size, totalMoves, secondsSince(start), baselineGame, baselineRss,
                           o.games, lastRss, 100 * growth);
  return growth > o.maxGrowth ? 1 : 0;
}

// Counts the answers on a stream: each ends with an empty line and starts with '=' or '?'.
struct AnswerCount {
  long answers = 0, successes = 0, failures = 0, malformed = 0, internalErrors = 0, tooLong = 0;
};

AnswerCount countAnswers(int fd) {
  AnswerCount c;
  std::string pending;
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n <= 0) break;
    pending.append(buf, size_t(n));
    size_t begin = 0;
    for (size_t end; (end = pending.find("\n\n", begin)) != std::string::npos; begin = end + 2) {
      const std::string_view answer(pending.data() + begin, end - begin);
      ++c.answers;
      if (answer.empty() || (answer[0] != '=' && answer[0] != '?')) ++c.malformed;
      else if (answer[0] == '=') ++c.successes;
      else ++c.failures;
      if (answer.find("internal error") != std::string_view::npos) ++c.internalErrors;
      if (answer.find("line too long") != std::string_view::npos) ++c.tooLong;
    }
    pending.erase(0, begin);
  }
  if (!pending.empty()) ++c.malformed;  // an answer cut short
  return c;
}

// Writes n lines of the mix to fd, then closes it. Returns the bytes written.
size_t writeCommands(int fd, long n, uint64_t seed) {
  tools::CommandMix mix(seed);
  size_t bytes = 0;
  std::string batch;
  for (long i = 0; i < n; ++i) {
    batch += mix.next();
    batch += '\n';
    if (batch.size() > 65536 || i + 1 == n) {
      for (size_t off = 0; off < batch.size();) {
        const ssize_t w = ::write(fd, batch.data() + off, batch.size() - off);
        if (w <= 0) {
          ::close(fd);
          return bytes;
        }
        off += size_t(w);
      }
      bytes += batch.size();
      batch.clear();
    }
  }
  ::close(fd);
  return bytes;
}

int soakCommands(long count, uint64_t seed, long playouts, const std::string& binary) {
  int toEngine[2], fromEngine[2];
  if (::pipe(toEngine) != 0 || ::pipe(fromEngine) != 0) return 2;
  ::signal(SIGPIPE, SIG_IGN);
  const auto start = std::chrono::steady_clock::now();
  pid_t child = -1;
  std::thread engine;
  if (!binary.empty()) {
    child = ::fork();
    if (child == 0) {
      ::dup2(toEngine[0], 0);
      ::dup2(fromEngine[1], 1);
      for (int fd : {toEngine[0], toEngine[1], fromEngine[0], fromEngine[1]}) ::close(fd);
      const std::string p = std::to_string(playouts);
      ::execl(binary.c_str(), binary.c_str(), "--threads", "1", "--seed", "1", "--playouts", p.c_str(),
              "--no-files", static_cast<char*>(nullptr));
      _exit(127);
    }
    ::close(toEngine[0]);
    ::close(fromEngine[1]);
  } else {
    engine = std::thread([&] {
      EngineOptions options;
      options.player.threads = 1;
      options.player.seed = 1;
      options.player.playouts = playouts;
      options.player.maxMemoryBytes = size_t(64) << 20;
      Log log(false, "");
      InputReader input(toEngine[0]);
      Session session(options, log, FileAccess::disabled(), &input.interruptFlag());
      std::FILE* out = ::fdopen(fromEngine[1], "w");
      runGtpLoop(session, input, out);
      std::fclose(out);
    });
  }
  std::thread writer([&] { writeCommands(toEngine[1], count, seed); });
  const AnswerCount c = countAnswers(fromEngine[0]);
  writer.join();
  int exitStatus = 0;
  long engineRss = 0;  // the engine's peak resident memory in kB
  if (child > 0) {
    int status = 0;
    struct rusage usage {};
    ::wait4(child, &status, 0, &usage);
    engineRss = usage.ru_maxrss;
    exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  } else {
    engine.join();
    ::close(toEngine[0]);
    engineRss = residentKb();
  }
  ::close(fromEngine[0]);
  const bool ok = c.answers == count && c.malformed == 0 && c.internalErrors == 0 && exitStatus == 0;
  std::cout << fmt::format("soak commands ({}): {} lines, {} answers ({} =, {} ?, {} line too long), "
                           "{} malformed, {} internal errors, exit {}, {:.0f} s, engine rss {} kB: {}\n",
                           binary.empty() ? "in process" : binary, count, c.answers, c.successes, c.failures,
                           c.tooLong, c.malformed, c.internalErrors, exitStatus, secondsSince(start),
                           engineRss, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

struct GtpOptions {
  tools::GtpSoakOptions soak;
  long playouts = 50;
  int threads = 2;
  std::string memory = "256M";
  std::string extraArgs;
  int every = 1;
  int window = 100;
  double maxGrowth = 0.10;
};

int soakGtp(GtpOptions& o) {
  // A folder of its own for the engine's SGF round trips, removed afterwards.
  char folder[] = "/tmp/kosumi-soak-gtp.XXXXXX";
  if (!::mkdtemp(folder)) {
    std::cerr << "kosumi-soak: cannot make a temporary folder\n";
    return 2;
  }
  o.soak.workDir = folder;
  o.soak.engineArgs = fmt::format("--threads {} --playouts {} --seed {} --max-memory {} --ponder {}", o.threads,
                                  o.playouts, o.soak.seed, o.memory, o.extraArgs);
  const tools::GtpSoakReport report =
      tools::runGtpSoak(o.soak, [&](const tools::GtpSoakGame& g, const tools::GtpSoakReport& r) {
        if (g.game % o.every == 0 || g.game == o.soak.games)
          std::cout << fmt::format("game {}: {}x{} {}, {}: {} moves, {}, {:.1f} s, engine rss {} kB, {} failures\n",
                                   g.game, g.size, g.size, g.rules, g.player, g.moves, g.result, g.seconds,
                                   g.rssKb, r.failures.size())
                    << std::flush;
      });
  std::error_code ignored;
  std::filesystem::remove_all(folder, ignored);
  for (size_t i = 0; i < report.failures.size() && i < 20; ++i) std::cout << "FAILED " << report.failures[i] << "\n";
  const size_t played = report.games.size();
  const size_t window = std::min<size_t>(size_t(o.window), played / 2);
  const tools::RssWindow first = tools::rssWindow(report, 0, window);
  const tools::RssWindow last = tools::rssWindow(report, played - window, window);
  const double growth = first.maxKb > 0 ? double(last.maxKb - first.maxKb) / double(first.maxKb) : 0;
  const bool ok = report.failures.empty() && !report.engineLost && int(played) == o.soak.games &&
                  growth <= o.maxGrowth;
  std::cout << fmt::format(
      "soak gtp ({}): {} games, {} moves, {} answers checked ({} undo, {} SGF and {} score round trips), "
      "{} failures, {:.0f} s; engine rss over the first {} games mean {:.0f} kB max {} kB, over the last {} "
      "mean {:.0f} kB max {} kB, growth of the max {:+.1f} %: {}\n",
      o.soak.binary, played, report.moves, report.answersChecked, report.undoChecks, report.sgfChecks,
      report.scoreChecks, report.failures.size(), report.seconds, window, first.meanKb, first.maxKb, window,
      last.meanKb, last.maxKb, 100 * growth, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  GamesOptions g;
  long commands = 1000000, commandPlayouts = 50;
  std::string mode, binary, memory = "256M";
  GtpOptions gtpOptions;
  po::options_description desc("kosumi-soak games|commands|gtp [options]");
  desc.add_options()("help", "this text")("mode", po::value(&mode), "games or commands")(
      "games", po::value(&g.games), "games to play (games 500, gtp 1000)")("size", po::value(&g.size), "board size (9)")(
      "playouts", po::value<long>(), "playouts per move (games 200, commands and gtp 50)")(
      "threads", po::value(&g.threads), "search threads (games 1, gtp 2)")("seed", po::value(&g.seed), "random seed (1)")(
      "max-memory", po::value(&memory), "search memory (256M)")("every", po::value(&g.every),
                                                                 "print every Nth game (1)")(
      "max-growth", po::value(&g.maxGrowth), "largest RSS growth allowed (0.10)")(
      "commands", po::value(&commands), "command lines to send (1000000)")(
      "binary", po::value(&binary), "commands: run the lines through this engine program; gtp: the engine")(
      "window", po::value(&gtpOptions.window), "gtp: games at the start and the end whose memory is compared (100)")(
      "engine-args", po::value(&gtpOptions.extraArgs), "gtp: more options for the engine's command line");
  po::positional_options_description positional;
  positional.add("mode", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    std::cerr << "kosumi-soak: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help") || (mode != "games" && mode != "commands" && mode != "gtp")) {
    std::cout << desc;
    return vm.count("help") ? 0 : 2;
  }
  auto bytes = parseMemorySize(memory);
  if (!bytes || g.games < 1 || g.size < 2 || g.size > 25 || g.every < 1 || commands < 1) {
    std::cerr << "kosumi-soak: bad option value\n";
    return 2;
  }
  g.maxMemory = *bytes;
  if (mode == "gtp") {
    if (binary.empty() || g.games < 2 || gtpOptions.window < 1) {
      std::cerr << "kosumi-soak: gtp needs --binary and at least 2 games\n";
      return 2;
    }
    gtpOptions.soak.binary = binary;
    gtpOptions.soak.games = vm.count("games") ? g.games : 1000;
    gtpOptions.soak.seed = g.seed;
    gtpOptions.memory = memory;
    gtpOptions.every = g.every;
    gtpOptions.maxGrowth = g.maxGrowth;
    if (vm.count("playouts")) gtpOptions.playouts = vm["playouts"].as<long>();
    if (vm.count("threads")) gtpOptions.threads = g.threads;
    return soakGtp(gtpOptions);
  }
  if (mode == "games") {
    if (vm.count("playouts")) g.playouts = vm["playouts"].as<long>();
    return soakGames(g);
  }
  if (vm.count("playouts")) commandPlayouts = vm["playouts"].as<long>();
  return soakCommands(commands, g.seed, commandPlayouts, binary);
}
