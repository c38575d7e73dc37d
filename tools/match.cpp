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
//
// --shard K/N plays only the games whose number is K modulo N, each exactly as the whole match
// would play it, into its own folder; --merge DIR... reads the shards' folders and prints the
// match's summary as one run would (match_merge.h). A shard does not stop for --sprt, since the
// test needs every shard's games: it plays all of its games, and --merge reports the test's state
// and the game after which one run in game order would have stopped. The folder keeps the
// match's definition in match.txt (match_definition.h); its results are written so that a kill
// at any moment loses no finished game and counts none twice (atomic_files.h).
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
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <unistd.h>

#include "tools/common/atomic_files.h"
#include "tools/common/game_record.h"
#include "tools/common/match_clock_log.h"
#include "tools/common/match_definition.h"
#include "tools/common/match_game.h"
#include "tools/common/match_merge.h"
#include "tools/common/match_move_times.h"
#include "tools/common/match_summary.h"
#include "tools/common/sprt.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Options {
  MatchDefinition match;
  std::string out;
  int parallel = 1;
  // Stop early once the test decides: only when one run plays the whole match.
  bool sprtStops() const { return match.sprt && match.shard.count == 1; }
};

std::string today() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

// Shared by the workers: the results files, the running score and the progress display.
class MatchState {
 public:
  MatchState(const Options& o, std::vector<GameResult> done, int total)
      : o_(o), total_(total), done_(std::move(done)) {
    for (const GameResult& r : done_) tally_.add(r);
    tty_ = ::isatty(2);
    updateSprt();
  }

  // Whether the sequential test has decided, so that no further game need start.
  bool decided() {
    std::lock_guard lock(mutex_);
    return o_.sprtStops() && sprt_ && sprt_->decision != SprtDecision::Continue;
  }
  std::optional<SprtState> sprt() {
    std::lock_guard lock(mutex_);
    return sprt_;
  }
  // Files that could not be written; the match's exit status says so.
  int writeErrors() {
    std::lock_guard lock(mutex_);
    return writeErrors_;
  }

  void started(int game) {
    std::lock_guard lock(mutex_);
    playing_[game] = 0;
  }
  void moved(int game, int moves) {
    std::lock_guard lock(mutex_);
    playing_[game] = moves;
  }
  // Writes a finished game: its SGF whole, its moves' times, then its results line, which makes
  // the game finished for a rerun. A kill before the results line replays the game.
  void finished(const PlayedGame& g, const std::string& sgf) {
    std::lock_guard lock(mutex_);
    const fs::path out(o_.out);
    for (const Status& s :
         {writeFileAtomically((out / fmt::format("game-{:04d}.sgf", g.result.game)).string(), sgf),
          appendLines((out / "moves.dat").string(), formatMoveTimes(g)),
          o_.match.settings.clock > 0 || o_.match.settings.moveTime > 0
              ? appendLines((out / "clock.dat").string(), formatClockLine(g))
              : Status{},
          appendLines((out / "results.dat").string(), formatResultLine(g.result) + "\n")})
      if (!s) {
        ++writeErrors_;
        std::cerr << "kosumi-match: " << s.error() << "\n";
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
                               tally_.games, total_, tally_.score1(), tally_.decided() - tally_.score1());
      if (sprt_) std::cerr << "  " << formatSprt(*sprt_) << "\n";
    } else if (!g.result.errorMessage.empty()) {
      std::cerr << fmt::format("\r\033[Kgame {}: {}\n", g.result.game, g.result.errorMessage);
    }
  }
  void drawProgress(bool final) {
    if (!tty_) return;
    std::lock_guard lock(mutex_);
    constexpr int kWidth = 30;
    const int filled = total_ > 0 ? kWidth * tally_.games / total_ : kWidth;
    std::string bar(filled, '#');
    bar.resize(kWidth, '-');
    std::string playing;
    for (const auto& [game, moves] : playing_) playing += fmt::format(" #{}@{}", game, moves);
    std::cerr << fmt::format("\r\033[K[{}] {}/{}  engine1 {} - engine2 {}{}{}{}", bar, tally_.games, total_,
                             tally_.score1(), tally_.decided() - tally_.score1(),
                             tally_.unknown ? fmt::format(" ({} no result)", tally_.unknown) : "",
                             sprt_ ? "  " + formatSprt(*sprt_) : "", playing.empty() ? "" : "  playing" + playing);
    if (final) std::cerr << "\n";
  }
  const MatchTally& tally() const { return tally_; }

 private:
  void updateSprt() {
    if (!o_.match.sprt) return;
    sprt_ = kosumi::tools::sprt(*o_.match.sprt, tally_.wins[0], tally_.draws, tally_.wins[1]);
  }

  const Options& o_;
  const int total_;  // the games this run is to have finished: the match's, or its shard's
  std::mutex mutex_;
  std::vector<GameResult> done_;
  MatchTally tally_;
  std::map<int, int> playing_;
  bool tty_ = false;
  std::optional<SprtState> sprt_;
  int writeErrors_ = 0;
};

// The engines' names as the workers learn them, kept in match.txt as soon as they are known so
// that --merge can show them even for a shard that was killed.
class NamesRecord {
 public:
  NamesRecord(const Options& o, EngineNames known) : o_(o), names_(std::move(known)) {}

  void learned(const std::string& name1, const std::string& name2) {
    std::lock_guard lock(mutex_);
    if (name1 == names_.engine1 && name2 == names_.engine2) return;
    names_ = {name1, name2};
    if (Status s = writeFileAtomically((fs::path(o_.out) / "match.txt").string(), formatMatchFile(o_.match, names_));
        !s)
      std::cerr << "kosumi-match: " << s.error() << "\n";
  }
  // Each engine's name, or its command line while none is known.
  EngineNames shown() {
    std::lock_guard lock(mutex_);
    return {names_.engine1.empty() ? o_.match.engine1 : names_.engine1,
            names_.engine2.empty() ? o_.match.engine2 : names_.engine2};
  }

 private:
  const Options& o_;
  std::mutex mutex_;
  EngineNames names_;
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
            NamesRecord& names) {
  const fs::path out(o.out);
  const MatchDefinition& m = o.match;
  EngineSlot e1{m.engine1, (out / "engine1.stderr").string(), nullptr, ""};
  EngineSlot e2{m.engine2, (out / "engine2.stderr").string(), nullptr, ""};
  EngineSlot ref{m.referee, (out / "referee.stderr").string(), nullptr, ""};
  for (size_t i; !state.decided() && (i = next.fetch_add(1)) < pending.size();) {
    const int game = pending[i];
    GameContext context;
    context.game = game;
    context.engine1White = m.alternate && game % 2 == 1;
    GtpEngine* g1 = e1.get();
    GtpEngine* g2 = e2.get();
    if (!g1 || !g2) return;
    context.black = context.engine1White ? g2 : g1;
    context.white = context.engine1White ? g1 : g2;
    context.referee = m.referee.empty() ? nullptr : ref.get();
    names.learned(e1.name, e2.name);
    state.started(game);
    const PlayedGame played = playGame(m.settings, context, observeMove, &state);
    GameRecord record;
    record.size = m.settings.size;
    record.komi = m.settings.komi;
    record.rules = m.settings.rules;
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
    if (!fs::exists(fs::path(d) / "moves.dat")) {
      std::cerr << fmt::format("{}: no moves.dat\n", d);
      return 2;
    }
    const auto finished = readResultsFile((fs::path(d) / "results.dat").string());
    for (const auto& [game, moves] : readMoveTimes((fs::path(d) / "moves.dat").string(), finished))
      for (const MoveTime& t : moves) {
        if (t.seconds <= 0 || t.engine < 1 || t.engine > 2) continue;  // openings and forced passes
        auto& r = rows[(t.move - 1) / 10];
        r[size_t(2 * (t.engine - 1))] += t.seconds;
        r[size_t(2 * (t.engine - 1) + 1)] += 1;
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

// Each engine labelled as the runner labels it: its name, then its command line.
std::pair<std::string, std::string> summaryLabels(const MatchDefinition& m, const EngineNames& shown) {
  return {fmt::format("{} ({})", shown.engine1, m.engine1), fmt::format("{} ({})", shown.engine2, m.engine2)};
}

// The summary of the shards' folders as one match: on stdout the summary one run would have
// printed, then what the merge found; with `out`, the merged folder too. 0 when every game of
// the match is there, 1 when some are missing, 2 when the folders cannot be merged.
int merge(const std::vector<std::string>& dirs, const std::string& out) {
  if (!out.empty()) {
    for (const std::string& d : dirs)
      if (fs::exists(d) && fs::exists(out) && fs::equivalent(d, out)) {
        std::cerr << fmt::format("kosumi-match: --out {} is one of the folders merged\n", out);
        return 2;
      }
    // A folder that a match was played into is never overwritten by a merge.
    if (fs::exists(fs::path(out) / "results.dat") && !fs::exists(fs::path(out) / "merged.txt")) {
      std::cerr << fmt::format("kosumi-match: {} holds a match that was not merged; give another --out\n", out);
      return 2;
    }
  }
  const auto merged = mergeMatchFolders(dirs);
  if (!merged) {
    std::cerr << "kosumi-match: " << merged.error() << "\n";
    return 2;
  }
  const MatchDefinition& m = merged->definition;
  MatchTally tally;
  for (const GameResult& r : merged->games) tally.add(r);
  const EngineNames shown{merged->names.engine1.empty() ? m.engine1 : merged->names.engine1,
                          merged->names.engine2.empty() ? m.engine2 : merged->names.engine2};
  const auto [label1, label2] = summaryLabels(m, shown);
  std::string summary = formatMatchSummary(tally, label1, label2, m.sprt);
  if (m.settings.clock > 0 || m.settings.moveTime > 0)
    summary += formatClockFigures(clockFigures(merged->clock, merged->games), label1, label2);

  std::string report = fmt::format("merged {} folders: {} of the match's {} games\n", dirs.size(),
                                   merged->games.size(), m.games);
  for (const std::string& note : merged->notes) report += "note: " + note + "\n";
  if (!merged->missing.empty()) {
    std::string list;
    for (size_t i = 0; i < merged->missing.size() && i < 50; ++i) list += fmt::format(" {}", merged->missing[i]);
    if (merged->missing.size() > 50) list += " ...";
    report += fmt::format("missing {} games:{}\n", merged->missing.size(), list);
  }
  if (m.sprt) {
    const auto stop = sprtStopInGameOrder(*m.sprt, merged->games);
    report += stop ? fmt::format("SPRT in game order: one run playing the games in order would have stopped after "
                                 "game {} ({} games): {}\n",
                                 stop->lastGame, stop->games, formatSprt(stop->state))
                   : "SPRT in game order: undecided after every game merged\n";
  }
  std::cout << summary << report;
  if (!out.empty()) {
    Status written = writeMergedFolder(*merged, out);
    for (const auto& [name, text] : {std::pair<std::string, std::string>{"summary.txt", summary}, {"merged.txt", report}})
      if (written) written = writeFileAtomically((fs::path(out) / name).string(), text);
    if (!written) {
      std::cerr << "kosumi-match: " << written.error() << "\n";
      return 2;
    }
  }
  return merged->missing.empty() ? 0 : 1;
}

// An exclusive lock on the folder, held while the process lives: a second runner on the same
// folder would play its games twice. The kernel drops it when the process dies, even by SIGKILL.
bool lockFolder(const fs::path& dir) {
  const int fd = ::open((dir / ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  return fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) == 0;  // fd stays open until exit
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  MatchDefinition& m = o.match;
  MatchSettings& s = m.settings;
  std::string black, white, shardText;
  std::vector<std::string> summarizeDirs, timesDirs, mergeDirs;
  std::vector<double> sprtElo;
  SprtSettings sprtSettings;
  po::options_description options("kosumi-match options");
  options.add_options()
      ("help,h", "show this help")
      ("engine1", po::value(&m.engine1), "first engine command line (colours alternate)")
      ("engine2", po::value(&m.engine2), "second engine command line")
      ("black", po::value(&black), "engine that always plays Black (with --white)")
      ("white", po::value(&white), "engine that always plays White")
      ("referee", po::value(&m.referee), "engine that scores each finished game (e.g. gnugo --mode gtp --chinese-rules)")
      ("games,n", po::value(&m.games)->default_value(20), "number of games")
      ("size", po::value(&s.size)->default_value(19), "board size")
      ("komi", po::value(&s.komi)->default_value(7.5), "komi")
      ("rules", po::value(&s.rules), "kosumi-rules argument, sent to engines that know kosumi-rules")
      ("handicap", po::value(&s.handicap)->default_value(0), "fixed handicap stones (Black = engine1, no alternation)")
      ("move-time", po::value(&s.moveTime)->default_value(0), "seconds per move in byo-yomi (after --clock's main time, if any)")
      ("clock", po::value(&s.clock)->default_value(0), "seconds of main time per side (absolute without --move-time)")
      ("period-stones", po::value(&s.periodStones)->default_value(1), "Canadian overtime: stones to play in each --move-time period")
      ("periods", po::value(&s.periods)->default_value(0), "Japanese byo-yomi: this many --move-time periods (sent with kgs-time_settings) instead of Canadian overtime")
      ("clock-for", po::value(&s.clockFor)->default_value(0), "1 or 2: only that engine plays under the clock, the other without one (0: both)")
      ("time-margin", po::value(&s.timeMargin)->default_value(0.5), "overhead allowed before a move is overtime")
      ("timeout", po::value(&s.timeout)->default_value(600), "seconds allowed per command without a time control")
      ("max-moves", po::value(&s.maxMoves)->default_value(0), "moves before a game is stopped and scored (0: 3*size^2)")
      ("opening", po::value(&s.openingMoves)->default_value(0), "random legal opening moves (same for each colour-swapped pair)")
      ("seed", po::value(&s.seed)->default_value(1), "seed of the random openings")
      ("pass-from", po::value(&s.passFrom)->default_value(0), "engine2 passes instead of moving from this move number on (0: never)")
      ("sprt", po::value(&sprtElo)->multitoken(), "ELO0 ELO1: stop when a sequential probability ratio test decides between engine1 being ELO0 or ELO1 stronger; --games is the most")
      ("alpha", po::value(&sprtSettings.alpha)->default_value(0.05), "SPRT: probability of accepting ELO1 when ELO0 holds")
      ("beta", po::value(&sprtSettings.beta)->default_value(0.05), "SPRT: probability of accepting ELO0 when ELO1 holds")
      ("shard", po::value(&shardText), "K/N: play only the games whose number is K modulo N (0 <= K < N), each as the whole match plays it; never stops early for --sprt")
      ("parallel,j", po::value(&o.parallel)->default_value(1), "games played at once")
      ("out,o", po::value(&o.out), "output folder (SGFs, results.dat, moves.dat, match.txt, summary.txt); reused to resume; with --merge, the merged match's folder")
      ("merge", po::value(&mergeDirs)->multitoken(), "print the summary of one match's shards, played into these folders, as one run would (with --out, write the merged folder)")
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
    std::cout << "Usage: kosumi-match --engine1 CMD --engine2 CMD --out DIR [options]\n"
                 "       kosumi-match --merge DIR... [--out MERGED]\n"
              << options;
    return 0;
  }
  if (!mergeDirs.empty()) return merge(mergeDirs, o.out);
  if (!summarizeDirs.empty()) return summarize(summarizeDirs);
  if (!timesDirs.empty()) return timesByMove(timesDirs);
  const bool fixedColours = !black.empty() || !white.empty();
  if (fixedColours) {
    if (black.empty() || white.empty() || !m.engine1.empty() || !m.engine2.empty()) {
      std::cerr << "kosumi-match: give --black and --white together, instead of --engine1/--engine2\n";
      return 2;
    }
    m.engine1 = black;
    m.engine2 = white;
  }
  if (m.engine1.empty() || m.engine2.empty() || o.out.empty()) {
    std::cerr << "kosumi-match: --engine1, --engine2 (or --black, --white) and --out are required\n";
    return 2;
  }
  if (s.periodStones < 1 || s.periods < 0 || ((s.periodStones > 1 || s.periods > 0) && s.moveTime <= 0) ||
      (s.periodStones > 1 && s.periods > 0) || s.clockFor < 0 || s.clockFor > 2) {
    std::cerr << "kosumi-match: --period-stones (at least 1) or --periods (at least 0) need --move-time, and not "
                 "both; --clock-for is 0, 1 or 2\n";
    return 2;
  }
  if (s.size < 2 || s.size > 25 || m.games < 0 || o.parallel < 1 || s.openingMoves < 0 || s.passFrom < 0) {
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
    m.sprt = sprtSettings;
  }
  if (!shardText.empty()) {
    const auto shard = parseShard(shardText);
    if (!shard) {
      std::cerr << "kosumi-match: --shard: " << shard.error() << "\n";
      return 2;
    }
    m.shard = *shard;
  }
  if (!s.rules.empty()) {
    if (auto r = Rules::parse(s.rules); !r) {
      std::cerr << "kosumi-match: --rules: " << r.error() << "\n";
      return 2;
    }
  }
  // With fixed colours or a handicap engine1 is always Black.
  m.alternate = !fixedColours && s.handicap < 2;

  const fs::path out(o.out);
  std::error_code created;
  fs::create_directories(out, created);
  if (created) {
    std::cerr << fmt::format("kosumi-match: cannot create {}: {}\n", o.out, created.message());
    return 2;
  }
  if (!lockFolder(out)) {
    std::cerr << fmt::format("kosumi-match: {} is in use by another kosumi-match\n", o.out);
    return 2;
  }
  const std::string datPath = (out / "results.dat").string(), matchPath = (out / "match.txt").string();
  EngineNames knownNames;
  if (fs::exists(matchPath)) {
    const auto old = readMatchFile(matchPath);
    if (!old) {
      std::cerr << "kosumi-match: " << old.error() << "\n";
      return 2;
    }
    if (!(old->definition.shard == m.shard)) {
      std::cerr << fmt::format("kosumi-match: {} holds shard {} of its match, not {}\n", o.out,
                               formatShard(old->definition.shard), formatShard(m.shard));
      return 2;
    }
    // More games, or other bounds for the test, continue the same games; anything else would mix
    // two matches in one folder.
    const auto differences = definitionDifferences(old->definition, m, {"games", "sprt"});
    if (!differences.empty()) {
      std::cerr << fmt::format("kosumi-match: {} was started with other settings (then, now):\n", matchPath);
      for (const std::string& d : differences) std::cerr << "  " << d << "\n";
      return 2;
    }
    knownNames = old->names;
  }
  // A line that a kill cut short would run into the next one appended.
  for (const std::string& path : {datPath, (out / "moves.dat").string(), (out / "clock.dat").string()}) {
    const auto cut = dropTornLastLine(path);
    if (!cut) {
      std::cerr << "kosumi-match: " << cut.error() << "\n";
      return 2;
    }
    if (*cut > 0) std::cerr << fmt::format("{}: dropped a last line cut short ({} bytes)\n", path, *cut);
  }
  std::string oldSettings;
  std::vector<GameResult> done = readResultsFile(datPath, &oldSettings);
  if (!oldSettings.empty() && oldSettings != resultsSettingsLine(s)) {
    std::cerr << fmt::format("kosumi-match: {} was written with other settings:\n  {}\nnow:\n  {}\n", datPath,
                             oldSettings, resultsSettingsLine(s));
    return 2;
  }
  for (const GameResult& r : done)
    if (!m.shard.owns(r.game)) {
      std::cerr << fmt::format("kosumi-match: {} has game {}, which is not of shard {}\n", datPath, r.game,
                               formatShard(m.shard));
      return 2;
    }
  if (oldSettings.empty())
    if (Status st = appendLines(datPath, resultsFileHeader(m)); !st) {
      std::cerr << "kosumi-match: " << st.error() << "\n";
      return 2;
    }
  if (Status st = writeFileAtomically(matchPath, formatMatchFile(m, knownNames)); !st) {
    std::cerr << "kosumi-match: " << st.error() << "\n";
    return 2;
  }
  std::set<int> finished;
  for (const GameResult& r : done) finished.insert(r.game);
  std::vector<int> pending;
  for (int g = 0; g < m.games; ++g)
    if (m.shard.owns(g) && !finished.count(g)) pending.push_back(g);
  if (!done.empty())
    std::cerr << fmt::format("resuming: {} games already finished, {} to play\n", finished.size(), pending.size());
  if (m.sprt && m.shard.count > 1)
    std::cerr << "kosumi-match: a shard plays all its games whatever the SPRT says; --merge reports the test\n";

  const int total = m.shard.gamesOf(m.games);
  MatchState state(o, done, total);
  NamesRecord names(o, knownNames);
  std::atomic<size_t> next{0};
  std::atomic<bool> running{true};
  std::thread progress([&] {
    while (running) {
      state.drawProgress(false);
      for (int i = 0; i < 5 && running; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::vector<std::thread> workers;
  for (int t = 0; t < std::min<int>(o.parallel, std::max<size_t>(1, pending.size())); ++t)
    workers.emplace_back(worker, std::cref(o), std::cref(pending), std::ref(next), std::ref(state), std::ref(names));
  for (std::thread& w : workers) w.join();
  running = false;
  progress.join();
  state.drawProgress(true);

  const auto [label1, label2] = summaryLabels(m, names.shown());
  std::string summary = formatMatchSummary(state.tally(), label1, label2, o.sprtStops() ? m.sprt : std::nullopt);
  if (s.clock > 0 || s.moveTime > 0)
    summary += formatClockFigures(readClockFigures((out / "clock.dat").string(), readResultsFile(datPath)), label1,
                                  label2);
  if (m.shard.count > 1)
    summary += fmt::format("shard {}: {} of its {} games (those numbered {} modulo {}){}\n", formatShard(m.shard),
                           state.tally().games, total, m.shard.index, m.shard.count,
                           m.sprt ? "; the SPRT is left to --merge" : "");
  if (Status st = writeFileAtomically((out / "summary.txt").string(), summary); !st)
    std::cerr << "kosumi-match: " << st.error() << "\n";
  std::cout << summary;
  // A match that the test stopped early is complete.
  const std::optional<SprtState> test = state.sprt();
  const bool stoppedByTest = o.sprtStops() && test && test->decision != SprtDecision::Continue;
  return (state.tally().games < total && !stoppedByTest) || state.writeErrors() > 0 ? 1 : 0;
}
