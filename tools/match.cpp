// Plays a match between two GTP engines and reports who is stronger.
//
//   build/kosumi-match --engine1 'build/kosumi --threads 1'
//       --engine2 '/usr/games/gnugo --mode gtp --level 10' --games 20 --size 9 --out match-out
//
// Colours alternate (engine1 takes Black in even games) unless --black/--white fix them. Each game
// is checked move by move; illegal moves, crashes, timeouts, losses on time and score
// disagreements are recorded against the engine at fault. The output folder receives one SGF per
// game, results.dat (one line per game) and summary.txt; running again with the same folder
// continues after the games already finished. --summarize DIR... prints the summary of finished
// matches, with a joint Elo fit when they involve more than two engines.
//
// --sprt ELO0 ELO1 stops the match as soon as a sequential probability ratio test (sprt.h)
// decides whether engine1 is ELO0 or ELO1 stronger; --games is then the most it plays. The games
// already running finish and count. --pass-from N makes engine2 pass from move N on without being
// asked, an opponent that ends the game early.
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "tools/common/game_record.h"
#include "tools/common/match_game.h"
#include "tools/common/match_summary.h"
#include "tools/common/sprt.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Options {
  std::string engine1, engine2, referee, out;
  int games = 20;
  int parallel = 1;
  bool alternate = true;  // engine1 takes White in odd games
  MatchSettings settings;
  std::optional<SprtSettings> sprt;  // stop early once the test decides
};

std::string today() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

// The settings that must not change when a match is resumed.
std::string settingsLine(const Options& o) {
  const MatchSettings& s = o.settings;
  return fmt::format("# settings: size={} komi={} rules='{}' handicap={} move-time={} clock={} opening={} seed={} "
                     "max-moves={}",
                     s.size, formatKomi(s.komi), s.rules, s.handicap, s.moveTime, s.clock, s.openingMoves, s.seed,
                     s.maxMoves) +
         (s.passFrom > 0 ? fmt::format(" pass-from={}", s.passFrom) : "");
}

// Shared by the workers: the results file, the running score and the progress display.
class MatchState {
 public:
  MatchState(const Options& o, std::vector<GameResult> done) : o_(o), done_(std::move(done)) {
    for (const GameResult& r : done_) tally_.add(r);
    tty_ = ::isatty(2);
    updateSprt();
  }

  // Whether the sequential test has decided, so that no further game need start.
  bool decided() {
    std::lock_guard lock(mutex_);
    return sprt_ && sprt_->decision != SprtDecision::Continue;
  }
  std::optional<SprtState> sprt() {
    std::lock_guard lock(mutex_);
    return sprt_;
  }

  void started(int game) {
    std::lock_guard lock(mutex_);
    playing_[game] = 0;
  }
  void moved(int game, int moves) {
    std::lock_guard lock(mutex_);
    playing_[game] = moves;
  }
  void finished(const PlayedGame& g, const std::string& sgf) {
    std::lock_guard lock(mutex_);
    const fs::path sgfPath = fs::path(o_.out) / fmt::format("game-{:04d}.sgf", g.result.game);
    std::ofstream(sgfPath) << sgf;
    std::ofstream dat(fs::path(o_.out) / "results.dat", std::ios::app);
    dat << formatResultLine(g.result) << "\n";
    dat.flush();
    // Each move's thinking time: game, move number, colour, engine (1 or 2), seconds.
    std::ofstream times(fs::path(o_.out) / "moves.dat", std::ios::app);
    for (size_t i = 0; i < g.moves.size() && i < g.moveSeconds.size(); ++i) {
      const bool black = g.moves[i].color == Color::Black;
      times << fmt::format("{}\t{}\t{}\t{}\t{:.3f}\n", g.result.game, i + 1, black ? 'B' : 'W',
                           black != g.result.engine1White ? 1 : 2, g.moveSeconds[i]);
    }
    playing_.erase(g.result.game);
    done_.push_back(g.result);
    tally_.add(g.result);
    updateSprt();
    if (!tty_) {
      const int w = g.result.winner();
      std::cerr << fmt::format("game {}: {} ({}) {} moves{}  [{}/{}] engine1 {} - engine2 {}\n", g.result.game,
                               g.result.result, w < 0 ? "no result" : w == 0 ? "draw" : fmt::format("engine{} wins", w),
                               g.result.length, g.result.errorMessage.empty() ? "" : "; " + g.result.errorMessage,
                               tally_.games, o_.games, tally_.score1(), tally_.decided() - tally_.score1());
      if (sprt_) std::cerr << "  " << formatSprt(*sprt_) << "\n";
    } else if (!g.result.errorMessage.empty()) {
      std::cerr << fmt::format("\r\033[Kgame {}: {}\n", g.result.game, g.result.errorMessage);
    }
  }
  void drawProgress(bool final) {
    if (!tty_) return;
    std::lock_guard lock(mutex_);
    constexpr int kWidth = 30;
    const int filled = o_.games > 0 ? kWidth * tally_.games / o_.games : kWidth;
    std::string bar(filled, '#');
    bar.resize(kWidth, '-');
    std::string playing;
    for (const auto& [game, moves] : playing_) playing += fmt::format(" #{}@{}", game, moves);
    std::cerr << fmt::format("\r\033[K[{}] {}/{}  engine1 {} - engine2 {}{}{}{}", bar, tally_.games, o_.games,
                             tally_.score1(), tally_.decided() - tally_.score1(),
                             tally_.unknown ? fmt::format(" ({} no result)", tally_.unknown) : "",
                             sprt_ ? "  " + formatSprt(*sprt_) : "", playing.empty() ? "" : "  playing" + playing);
    if (final) std::cerr << "\n";
  }
  const MatchTally& tally() const { return tally_; }

 private:
  void updateSprt() {
    if (!o_.sprt) return;
    sprt_ = kosumi::tools::sprt(*o_.sprt, tally_.wins[0], tally_.draws, tally_.wins[1]);
  }

  const Options& o_;
  std::mutex mutex_;
  std::vector<GameResult> done_;
  MatchTally tally_;
  std::map<int, int> playing_;
  bool tty_ = false;
  std::optional<SprtState> sprt_;
};

void observeMove(void* data, int game, int moves) { static_cast<MatchState*>(data)->moved(game, moves); }

struct EngineSlot {
  std::string command, stderrPath;
  std::unique_ptr<GtpEngine> engine;
  std::string name;

  // A running engine, restarted when the last one died or fell out of step.
  GtpEngine* get() {
    if (engine && engine->usable()) return engine.get();
    engine.reset();
    auto started = GtpEngine::start(command, "", stderrPath);
    if (!started) {
      std::cerr << fmt::format("cannot start '{}': {}\n", command, started.error());
      return nullptr;
    }
    engine = std::move(started.value());
    if (name.empty()) {
      const GtpReply n = engine->send("name", 30), v = engine->send("version", 30);
      name = n.ok() ? n.text + (v.ok() && !v.text.empty() ? " " + v.text : "") : command;
    }
    return engine.get();
  }
};

void worker(const Options& o, const std::vector<int>& pending, std::atomic<size_t>& next, MatchState& state,
            std::vector<std::string>& names, std::mutex& namesMutex) {
  const fs::path out(o.out);
  EngineSlot e1{o.engine1, (out / "engine1.stderr").string(), nullptr, ""};
  EngineSlot e2{o.engine2, (out / "engine2.stderr").string(), nullptr, ""};
  EngineSlot ref{o.referee, (out / "referee.stderr").string(), nullptr, ""};
  for (size_t i; !state.decided() && (i = next.fetch_add(1)) < pending.size();) {
    const int game = pending[i];
    GameContext context;
    context.game = game;
    context.engine1White = o.alternate && game % 2 == 1;
    GtpEngine* g1 = e1.get();
    GtpEngine* g2 = e2.get();
    if (!g1 || !g2) return;
    context.black = context.engine1White ? g2 : g1;
    context.white = context.engine1White ? g1 : g2;
    context.referee = o.referee.empty() ? nullptr : ref.get();
    {
      std::lock_guard lock(namesMutex);
      names[0] = e1.name;
      names[1] = e2.name;
    }
    state.started(game);
    const PlayedGame played = playGame(o.settings, context, observeMove, &state);
    GameRecord record;
    record.size = o.settings.size;
    record.komi = o.settings.komi;
    record.rules = o.settings.rules;
    record.blackName = context.engine1White ? e2.name : e1.name;
    record.whiteName = context.engine1White ? e1.name : e2.name;
    record.handicap = played.handicap;
    record.moves = played.moves;
    record.result = played.result.result;
    record.date = today();
    record.comment = played.result.errorMessage;
    state.finished(played, toSgf(record));
  }
}

// Mean thinking time by move number, ten moves a row, per engine, from the matches' moves.dat.
int timesByMove(const std::vector<std::string>& dirs) {
  std::map<int, std::array<double, 4>> rows;  // bucket -> seconds and moves of engine1, engine2
  for (const std::string& d : dirs) {
    std::ifstream in(fs::path(d) / "moves.dat");
    if (!in) {
      std::cerr << fmt::format("{}: no moves.dat\n", d);
      return 2;
    }
    int game, move, engine;
    char colour;
    double seconds;
    while (in >> game >> move >> colour >> engine >> seconds) {
      if (seconds <= 0 || engine < 1 || engine > 2) continue;  // openings and forced passes
      auto& r = rows[(move - 1) / 10];
      r[size_t(2 * (engine - 1))] += seconds;
      r[size_t(2 * (engine - 1) + 1)] += 1;
    }
  }
  std::cout << "moves     engine1 s/move (moves)   engine2 s/move (moves)\n";
  for (const auto& [bucket, r] : rows) {
    auto cell = [&](int e) {
      const double n = r[size_t(2 * e + 1)];
      return n > 0 ? fmt::format("{:8.2f} ({:5.0f})", r[size_t(2 * e)] / n, n) : fmt::format("{:>16}", "-");
    };
    std::cout << fmt::format("{:3d}-{:<3d}  {}        {}\n", bucket * 10 + 1, bucket * 10 + 10, cell(0), cell(1));
  }
  return 0;
}

int summarize(const std::vector<std::string>& dirs) {
  std::vector<PlayerResults> files;
  for (const std::string& d : dirs) {
    PlayerResults f;
    f.games = readResultsFile((fs::path(d) / "results.dat").string());
    std::ifstream in(fs::path(d) / "results.dat");
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("# engine1: ", 0) == 0) f.name1 = line.substr(11);
      if (line.rfind("# engine2: ", 0) == 0) f.name2 = line.substr(11);
    }
    if (f.name1.empty() && f.name2.empty()) {
      std::cerr << fmt::format("{}: no results.dat with engine lines\n", d);
      return 2;
    }
    MatchTally t;
    for (const GameResult& r : f.games) t.add(r);
    std::cout << d << ":\n" << formatSummary(t, f.name1, f.name2) << "\n";
    files.push_back(std::move(f));
  }
  std::cout << formatJointElo(files);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  MatchSettings& s = o.settings;
  std::string black, white;
  std::vector<std::string> summarizeDirs, timesDirs;
  std::vector<double> sprtElo;
  SprtSettings sprtSettings;
  po::options_description options("kosumi-match options");
  options.add_options()
      ("help,h", "show this help")
      ("engine1", po::value(&o.engine1), "first engine command line (colours alternate)")
      ("engine2", po::value(&o.engine2), "second engine command line")
      ("black", po::value(&black), "engine that always plays Black (with --white)")
      ("white", po::value(&white), "engine that always plays White")
      ("referee", po::value(&o.referee), "engine that scores each finished game (e.g. gnugo --mode gtp --chinese-rules)")
      ("games,n", po::value(&o.games)->default_value(20), "number of games")
      ("size", po::value(&s.size)->default_value(19), "board size")
      ("komi", po::value(&s.komi)->default_value(7.5), "komi")
      ("rules", po::value(&s.rules), "kosumi-rules argument, sent to engines that know kosumi-rules")
      ("handicap", po::value(&s.handicap)->default_value(0), "fixed handicap stones (Black = engine1, no alternation)")
      ("move-time", po::value(&s.moveTime)->default_value(0), "seconds per move in byo-yomi (after --clock's main time, if any)")
      ("clock", po::value(&s.clock)->default_value(0), "seconds of main time per side (absolute without --move-time)")
      ("time-margin", po::value(&s.timeMargin)->default_value(0.5), "overhead allowed before a move is overtime")
      ("timeout", po::value(&s.timeout)->default_value(600), "seconds allowed per command without a time control")
      ("max-moves", po::value(&s.maxMoves)->default_value(0), "moves before a game is stopped and scored (0: 3*size^2)")
      ("opening", po::value(&s.openingMoves)->default_value(0), "random legal opening moves (same for each colour-swapped pair)")
      ("seed", po::value(&s.seed)->default_value(1), "seed of the random openings")
      ("pass-from", po::value(&s.passFrom)->default_value(0), "engine2 passes instead of moving from this move number on (0: never)")
      ("sprt", po::value(&sprtElo)->multitoken(), "ELO0 ELO1: stop when a sequential probability ratio test decides between engine1 being ELO0 or ELO1 stronger; --games is the most")
      ("alpha", po::value(&sprtSettings.alpha)->default_value(0.05), "SPRT: probability of accepting ELO1 when ELO0 holds")
      ("beta", po::value(&sprtSettings.beta)->default_value(0.05), "SPRT: probability of accepting ELO0 when ELO1 holds")
      ("parallel,j", po::value(&o.parallel)->default_value(1), "games played at once")
      ("out,o", po::value(&o.out), "output folder (SGFs, results.dat, summary.txt); reused to resume")
      ("summarize", po::value(&summarizeDirs)->multitoken(), "print the summary of finished matches in these folders")
      ("times-by-move", po::value(&timesDirs)->multitoken(), "print each engine's mean thinking time by move number in these folders");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, options), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "kosumi-match: " << e.what() << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-match --engine1 CMD --engine2 CMD --out DIR [options]\n" << options;
    return 0;
  }
  if (!summarizeDirs.empty()) return summarize(summarizeDirs);
  if (!timesDirs.empty()) return timesByMove(timesDirs);
  const bool fixedColours = !black.empty() || !white.empty();
  if (fixedColours) {
    if (black.empty() || white.empty() || !o.engine1.empty() || !o.engine2.empty()) {
      std::cerr << "kosumi-match: give --black and --white together, instead of --engine1/--engine2\n";
      return 2;
    }
    o.engine1 = black;
    o.engine2 = white;
  }
  if (o.engine1.empty() || o.engine2.empty() || o.out.empty()) {
    std::cerr << "kosumi-match: --engine1, --engine2 (or --black, --white) and --out are required\n";
    return 2;
  }
  if (s.size < 2 || s.size > 25 || o.games < 0 || o.parallel < 1 || s.openingMoves < 0 || s.passFrom < 0) {
    std::cerr << "kosumi-match: bad --size, --games, --parallel, --opening or --pass-from\n";
    return 2;
  }
  if (!sprtElo.empty()) {
    sprtSettings.elo0 = sprtElo.size() == 2 ? sprtElo[0] : 0;
    sprtSettings.elo1 = sprtElo.size() == 2 ? sprtElo[1] : 0;
    const auto inRange = [](double p) { return p > 0 && p < 0.5; };
    if (sprtElo.size() != 2 || !(sprtSettings.elo0 < sprtSettings.elo1) || !inRange(sprtSettings.alpha) ||
        !inRange(sprtSettings.beta)) {
      std::cerr << "kosumi-match: --sprt needs ELO0 < ELO1, and --alpha, --beta in (0, 0.5)\n";
      return 2;
    }
    o.sprt = sprtSettings;
  }
  if (!s.rules.empty()) {
    if (auto r = Rules::parse(s.rules); !r) {
      std::cerr << "kosumi-match: --rules: " << r.error() << "\n";
      return 2;
    }
  }
  // With fixed colours or a handicap engine1 is always Black.
  o.alternate = !fixedColours && s.handicap < 2;

  fs::create_directories(o.out);
  const std::string datPath = (fs::path(o.out) / "results.dat").string();
  std::string oldSettings;
  std::vector<GameResult> done = readResultsFile(datPath, &oldSettings);
  if (!oldSettings.empty() && oldSettings != settingsLine(o)) {
    std::cerr << fmt::format("kosumi-match: {} was written with other settings:\n  {}\nnow:\n  {}\n", datPath,
                             oldSettings, settingsLine(o));
    return 2;
  }
  if (oldSettings.empty()) {
    std::ofstream dat(datPath, std::ios::app);
    dat << settingsLine(o) << "\n" << "# engine1: " << o.engine1 << "\n" << "# engine2: " << o.engine2 << "\n";
    if (!o.referee.empty()) dat << "# referee: " << o.referee << "\n";
    dat << resultsHeader() << "\n";
  }
  std::set<int> finished;
  for (const GameResult& r : done) finished.insert(r.game);
  std::vector<int> pending;
  for (int g = 0; g < o.games; ++g)
    if (!finished.count(g)) pending.push_back(g);
  if (!done.empty())
    std::cerr << fmt::format("resuming: {} games already finished, {} to play\n", finished.size(), pending.size());

  const int threads = o.parallel;
  MatchState state(o, done);
  std::atomic<size_t> next{0};
  std::vector<std::string> names = {o.engine1, o.engine2};
  std::mutex namesMutex;
  std::atomic<bool> running{true};
  std::thread progress([&] {
    while (running) {
      state.drawProgress(false);
      for (int i = 0; i < 5 && running; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::vector<std::thread> workers;
  for (int t = 0; t < std::min<int>(threads, std::max<size_t>(1, pending.size())); ++t)
    workers.emplace_back(worker, std::cref(o), std::cref(pending), std::ref(next), std::ref(state), std::ref(names),
                         std::ref(namesMutex));
  for (std::thread& w : workers) w.join();
  running = false;
  progress.join();
  state.drawProgress(true);

  std::string summary =
      formatSummary(state.tally(), fmt::format("{} ({})", names[0], o.engine1), fmt::format("{} ({})", names[1], o.engine2));
  const std::optional<SprtState> test = state.sprt();
  if (test)
    summary += fmt::format("SPRT elo0 {} elo1 {} alpha {} beta {}: {}\n", o.sprt->elo0, o.sprt->elo1, o.sprt->alpha,
                           o.sprt->beta, formatSprt(*test));
  std::ofstream(fs::path(o.out) / "summary.txt") << summary;
  std::cout << summary;
  // A match that the test stopped early is complete.
  const bool stoppedByTest = test && test->decision != SprtDecision::Continue;
  return state.tally().games < o.games && !stoppedByTest ? 1 : 0;
}
