// Faults in a match: an engine that crashes mid-game, hangs past its clock (or past the command
// timeout), or answers garbage loses that game by forfeit with the reason recorded, is restarted,
// and the match goes on; a runner (here a shard's) killed with SIGKILL and restarted loses no
// finished game and counts none twice, whatever it was writing; two runners never share a folder. The engines are
// fake_gtp_engine.h's shell scripts, each faulty once (a marker file) so that the next game shows
// the match going on.
#include <gtest/gtest.h>
#include <fmt/format.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/support/fake_gtp_engine.h"
#include "tests/support/match_runner.h"
#include "tools/common/match_move_times.h"
#include "tools/common/match_results.h"

namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;
using kosumi::test::FakeEngine;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Whether the process is gone: no such process, or one that has exited and awaits its reaping
// (a zombie: in a container the first process may never reap it).
bool processGone(const std::string& pid) {
  std::ifstream stat("/proc/" + pid + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const size_t paren = line.rfind(')');
  return paren != std::string::npos && line.size() > paren + 2 && line[paren + 2] == 'Z';
}

// kosumi-match started in the background, its output discarded.
pid_t startMatch(const std::vector<std::string>& args) {
  std::vector<std::string> argv = {test::matchRunnerPath()};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> raw;
  for (std::string& a : argv) raw.push_back(a.data());
  raw.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, 0);
    ::dup2(null, 1);
    ::dup2(null, 2);
    ::execv(raw[0], raw.data());
    ::_exit(127);
  }
  return pid;
}

// The lines of a results file that hold a game, as they are (not read through readResultsFile,
// which would hide duplicates).
std::vector<std::string> gameLines(const fs::path& dat) {
  std::vector<std::string> lines;
  std::istringstream in(test::fileText(dat));
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] >= '0' && line[0] <= '9') lines.push_back(line);
  return lines;
}

class MatchFaults : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kosumi-match-faults-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    passer_ = test::writeFakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
  }
  void TearDown() override { fs::remove_all(dir_); }

  // An engine that plays A1 and B1, then passes; the first time it reaches its second genmove
  // (in any game) it runs `fault` instead. Each start adds a line to NAME.starts.
  std::string faultyOnce(const std::string& name, const std::string& fault) const {
    const std::string marker = (dir_ / (name + ".faulted")).string();
    FakeEngine e;
    e.name = name;
    e.prelude = "echo $$ >> '" + (dir_ / (name + ".starts")).string() + "'";
    e.genmove = "if [ $n = 2 ] && [ ! -e '" + marker + "' ]; then touch '" + marker + "'; " + fault +
                "; elif [ $n -le 2 ]; then printf '= %s1\\n\\n' $(echo A B | cut -d' ' -f$n); "
                "else printf '= pass\\n\\n'; fi";
    return test::writeFakeEngine(dir_, e);
  }
  int starts(const std::string& name) const {
    std::istringstream in(test::fileText(dir_ / (name + ".starts")));
    int lines = 0;
    for (std::string line; std::getline(in, line);) ++lines;
    return lines;
  }
  // A match on 5x5 with engine2 the passer, into `folder`.
  test::ProcessResult play(const std::string& engine1, const std::string& folder, std::vector<std::string> extra) const {
    std::vector<std::string> args = {"--engine1", engine1, "--engine2", passer_, "--size", "5",
                                     "--out", (dir_ / folder).string()};
    args.insert(args.end(), extra.begin(), extra.end());
    return test::runMatch(args);
  }
  std::vector<GameResult> results(const std::string& folder) const {
    return readResultsFile((dir_ / folder / "results.dat").string());
  }
  // Game 0 (engine1 Black: A1, pass, then the fault) is engine1's forfeit with `error`; game 1
  // (engine1 White) is played out by engine1, restarted if need be, without any error.
  void expectForfeitThenCleanGame(const std::string& folder, EngineError error, const std::string& result,
                                  const std::string& reason, const std::string& engine) const {
    const auto r = results(folder);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].game, 0);
    EXPECT_EQ(r[0].error1, error) << r[0].errorMessage;
    EXPECT_EQ(r[0].error2, EngineError::None);
    EXPECT_EQ(r[0].result, result);
    EXPECT_EQ(r[0].winner(), 2);
    EXPECT_EQ(r[0].length, 2);
    EXPECT_NE(r[0].errorMessage.find("Black (engine1): "), std::string::npos) << r[0].errorMessage;
    EXPECT_NE(r[0].errorMessage.find(reason), std::string::npos) << r[0].errorMessage;
    // The reason is in the game's record too.
    const std::string sgf = test::fileText(dir_ / folder / "game-0000.sgf");
    EXPECT_NE(sgf.find("RE[" + result + "]"), std::string::npos) << sgf;
    EXPECT_NE(sgf.find(reason), std::string::npos) << sgf;
    // Black pass, White A1, pass, B1, pass, pass: a whole game.
    EXPECT_EQ(r[1].game, 1);
    EXPECT_EQ(r[1].error1, EngineError::None) << r[1].errorMessage;
    EXPECT_EQ(r[1].error2, EngineError::None) << r[1].errorMessage;
    EXPECT_EQ(r[1].length, 6);
    EXPECT_EQ(r[1].result, "B+1");
    // Restarted unless its answer was GTP, after which it is still in step.
    EXPECT_EQ(starts(engine), error == EngineError::Illegal ? 1 : 2);
  }

  fs::path dir_;
  std::string passer_;
};

}  // namespace

TEST_F(MatchFaults, EngineCrashingMidGameForfeitsAndTheMatchGoesOn) {
  const std::string crasher = faultyOnce("crasher", "kill -9 $$");
  const auto run = play(crasher, "out", {"--games", "2"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  expectForfeitThenCleanGame("out", EngineError::Crash, "W+F", "genmove failed: crash", "crasher");
  EXPECT_NE(run.out.find("engine1 errors: illegal 0 crash 1 timeout 0"), std::string::npos) << run.out;
}

TEST_F(MatchFaults, EngineHangingPastItsClockLosesOnTimeAndIsKilledWithItsChildren) {
  // The hang is a child process that would sleep for minutes: it must die with the engine.
  const std::string childPid = (dir_ / "sleeper.pid").string();
  const std::string hanger = faultyOnce("hanger", "sleep 300 & echo $! > '" + childPid + "'; wait");
  const auto start = std::chrono::steady_clock::now();
  const auto run = play(hanger, "out", {"--games", "2", "--move-time", "0.3", "--time-margin", "0.2"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_LT(secondsSince(start), 60);
  expectForfeitThenCleanGame("out", EngineError::LostOnTime, "W+T", "no move after", "hanger");
  const std::string pid = test::fileText(childPid);
  ASSERT_FALSE(pid.empty());
  EXPECT_TRUE(processGone(pid.substr(0, pid.find('\n')))) << "the hung engine's child lives on";
}

TEST_F(MatchFaults, EngineHangingWithoutAClockTimesOut) {
  const std::string hanger = faultyOnce("hanger", "sleep 300");
  const auto run = play(hanger, "out", {"--games", "2", "--timeout", "1"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  expectForfeitThenCleanGame("out", EngineError::Timeout, "W+T", "no move after", "hanger");
}

TEST_F(MatchFaults, GarbageAnswersForfeitAsProtocolErrors) {
  struct Case {
    std::string name, fault, reason;
    EngineError error;
  };
  const std::vector<Case> cases = {
      // Text that is not GTP, with the blank line that ends an answer...
      {"prose", "printf 'I think E5 is best\\n\\n'", "garbled answer: I think E5 is best", EngineError::Protocol},
      // ... without it: no need to wait for the timeout (600 s here) to know.
      {"unended", "printf '@@@\\n'", "garbled answer: @@@", EngineError::Protocol},
      // Bytes that are not text, which must not break the results file's lines.
      {"binary", "printf '\\001\\002\\377\\t\\r\\n\\n'", "garbled answer: ????", EngineError::Protocol},
      // Output without end and without a newline: cut off at GtpEngine::kMaxAnswerBytes.
      {"endless", "head -c 20000000 /dev/zero | tr '\\000' x", "no end of line after", EngineError::Protocol},
      // A GTP answer, but not a move.
      {"nonsense", "printf '= Z9\\n\\n'", "unreadable move 'Z9'", EngineError::Illegal},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const auto start = std::chrono::steady_clock::now();
    const std::string folder = c.name + "-match";
    const auto run = play(faultyOnce(c.name, c.fault), folder, {"--games", "2"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_LT(secondsSince(start), 60);
    expectForfeitThenCleanGame(folder, c.error, "W+F", c.reason, c.name);
    EXPECT_EQ(gameLines(dir_ / folder / "results.dat").size(), 2u);
  }
}

TEST_F(MatchFaults, ShardKilledMidMatchLosesNoGameAndCountsNoneTwice) {
  // Slow enough that the kills land while games are being played and written.
  const std::string mover = test::writeFakeEngine(
      dir_, "slow",
      "sleep 0.05; if [ $n -le 2 ]; then printf '= %s1\\n\\n' $(echo A B | cut -d' ' -f$n); else printf '= pass\\n\\n'; fi");
  const std::string out = (dir_ / "out").string();
  const fs::path dat = dir_ / "out" / "results.dat";
  // Shard 1/2 of a 32-game match: its 16 odd-numbered games.
  constexpr int kGames = 16;
  const std::vector<std::string> args = {"--engine1", mover, "--engine2", passer_, "--size", "5", "--games",
                                         std::to_string(2 * kGames), "--shard", "1/2", "--parallel", "2",
                                         "--out", out};
  size_t before = 0;
  for (int kill = 0; kill < 2; ++kill) {
    const pid_t runner = startMatch(args);
    ASSERT_GT(runner, 0);
    // Killed once a few more games have finished, in the middle of whatever it is doing then.
    const auto start = std::chrono::steady_clock::now();
    while (gameLines(dat).size() < before + 3 && secondsSince(start) < 60)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    ::kill(runner, SIGKILL);
    int status = 0;
    ::waitpid(runner, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
    before = gameLines(dat).size();
    ASSERT_LT(before, size_t(kGames)) << "the match finished before the kill";
  }
  const auto finish = test::runMatch(args);
  ASSERT_EQ(finish.exitCode, 0) << finish.err;
  EXPECT_NE(finish.err.find("resuming: "), std::string::npos) << finish.err;

  // Every game once in the file, whole, with its SGF and its moves' times.
  const auto lines = gameLines(dat);
  EXPECT_EQ(lines.size(), size_t(kGames));
  std::set<int> games;
  for (const std::string& line : lines) {
    const auto r = parseResultLine(line);
    ASSERT_TRUE(r.has_value()) << line;
    EXPECT_TRUE(games.insert(r->game).second) << "game " << r->game << " twice";
    EXPECT_EQ(r->game % 2, 1) << r->game;
    EXPECT_EQ(r->error1, EngineError::None) << r->errorMessage;
    const std::string sgf = test::fileText(dir_ / "out" / fmt::format("game-{:04d}.sgf", r->game));
    EXPECT_EQ(sgf.substr(0, 2), "(;");
    EXPECT_NE(sgf.find("RE[B+1]"), std::string::npos) << sgf;
  }
  EXPECT_EQ(games.size(), size_t(kGames));
  const auto times = readMoveTimes((dir_ / "out" / "moves.dat").string(), readResultsFile(dat.string()));
  for (const GameResult& r : readResultsFile(dat.string()))
    EXPECT_EQ(times.count(r.game) ? times.at(r.game).size() : 0u, size_t(r.length)) << "game " << r.game;
  EXPECT_NE(finish.out.find(fmt::format("games: {} (", kGames)), std::string::npos) << finish.out;
}

TEST_F(MatchFaults, TornAndRepeatedResultLinesAreReadOnce) {
  ASSERT_EQ(play(passer_, "out", {"--games", "2"}).exitCode, 0);
  const fs::path dat = dir_ / "out" / "results.dat";
  const std::vector<std::string> whole = gameLines(dat);
  ASSERT_EQ(whole.size(), 2u);
  // A line written twice, and what a kill in the middle of writing game 2's line would leave:
  // all of it but its last character, which still reads as a whole line (an empty message).
  std::string torn = whole[1];  // "1\t..."
  torn[0] = '2';
  torn.pop_back();
  ASSERT_TRUE(parseResultLine(torn).has_value());
  std::ofstream(dat, std::ios::app) << whole[0] << "\n" << torn;
  std::ofstream(dir_ / "out" / "moves.dat", std::ios::app) << "2\t1\tB";
  const auto read = readResultsFile(dat.string());
  ASSERT_EQ(read.size(), 2u);
  EXPECT_EQ(read[0].game, 0);
  EXPECT_EQ(read[1].game, 1);
  const auto summary = test::runMatch({"--summarize", (dir_ / "out").string()});
  EXPECT_NE(summary.out.find("games: 2 ("), std::string::npos) << summary.out;

  // Resumed, the torn line is cut off and game 2 is played and written on a line of its own.
  const auto resumed = play(passer_, "out", {"--games", "3"});
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("dropped a last line cut short"), std::string::npos) << resumed.err;
  EXPECT_NE(resumed.err.find("2 games already finished, 1 to play"), std::string::npos) << resumed.err;
  const auto lines = gameLines(dat);
  ASSERT_EQ(lines.size(), 4u);  // games 0, 1, 0 again (read once), 2
  for (const std::string& line : lines) EXPECT_TRUE(parseResultLine(line).has_value()) << line;
  EXPECT_EQ(readResultsFile(dat.string()).size(), 3u);
  EXPECT_NE(resumed.out.find("games: 3 ("), std::string::npos) << resumed.out;
}

TEST_F(MatchFaults, SecondRunnerOnTheSameFolderIsRefused) {
  // Slow while the marker file exists.
  const fs::path slow = dir_ / "slow";
  std::ofstream(slow) << "";
  const std::string sleeper = test::writeFakeEngine(
      dir_, "sleeper", "if [ -e '" + slow.string() + "' ]; then sleep 30; fi; printf '= pass\\n\\n'");
  const std::string out = (dir_ / "out").string();
  const std::vector<std::string> args = {"--engine1", sleeper, "--engine2", passer_, "--size", "5",
                                         "--games", "2", "--out", out};
  const pid_t first = startMatch(args);
  ASSERT_GT(first, 0);
  const auto start = std::chrono::steady_clock::now();
  while (!fs::exists(dir_ / "out" / "match.txt") && secondsSince(start) < 30)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const auto second = test::runMatch(args);
  EXPECT_EQ(second.exitCode, 2);
  EXPECT_NE(second.err.find("in use by another kosumi-match"), std::string::npos) << second.err;
  // The lock dies with its runner, however it dies.
  ::kill(first, SIGKILL);
  ::waitpid(first, nullptr, 0);
  fs::remove(slow);
  const auto third = test::runMatch(args);
  EXPECT_EQ(third.exitCode, 0) << third.err;
  EXPECT_EQ(results("out").size(), 2u);
}
