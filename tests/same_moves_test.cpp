// The same-moves check: build/kosumi at fixed settings (one thread, seed 1, 2,000 playouts a move,
// no network)
// must give the recorded answer to every command of a fixed set of games and positions, so that a
// change meant to leave play alone (a refactor, a tidy-up, an option moved) is shown to do so.
// The set: every file of regress/ (its reg_genmove positions on 9x9 and 19x19, those after the
// opponent's pass, its final_score and final_status_list questions on finished boards) and the
// self-play games of tests/same_moves/games/ (9x9 under each rule set, 13x13 and 19x19; a pass in
// mid-game, counts on the way, the finished board's count and statuses).
//
// The recorded answers are tests/same_moves/answers/NAME.out, each command (after "> ") followed
// by the engine's answer. A change that is meant to change play renews them in its own commit:
//   KOSUMI_RENEW_ANSWERS=1 build/same_moves_test
// and the diff of the answers shows what it changed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/process_run.h"

namespace fs = std::filesystem;

namespace {

const fs::path kSource = fs::path(KOSUMI_SOURCE_DIR);
const fs::path kAnswers = kSource / "tests" / "same_moves" / "answers";
// Without the network, whose 8-bit trunk runs only where the processor has it: the answers are
// those of the engine every build plays.
const std::vector<std::string> kEngineSettings = {"--threads", "1", "--seed", "1", "--playouts", "2000",
                                                  "--network", "off"};

struct Script {
  std::string name;  // also the answers file's stem
  fs::path path;
};

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The scripts whose names start with `group`: "regress" (every .tst under regress/) or "games".
std::vector<Script> scripts(const std::string& group) {
  std::vector<Script> out;
  if (group == "regress") {
    for (const auto& entry : fs::recursive_directory_iterator(kSource / "regress")) {
      if (entry.path().extension() != ".tst") continue;
      std::string name = "regress_" + fs::relative(entry.path(), kSource / "regress").replace_extension().string();
      std::replace(name.begin(), name.end(), '/', '_');
      std::replace(name.begin(), name.end(), '-', '_');
      out.push_back({name, entry.path()});
    }
  } else {
    for (const auto& entry : fs::directory_iterator(kSource / "tests" / "same_moves" / "games")) {
      if (entry.path().extension() != ".gtp") continue;
      std::string name = "games_" + entry.path().stem().string();
      std::replace(name.begin(), name.end(), '-', '_');
      out.push_back({name, entry.path()});
    }
  }
  std::sort(out.begin(), out.end(), [](const Script& a, const Script& b) { return a.name < b.name; });
  return out;
}

// The commands of a GTP script as the engine reads them: comments and blank lines dropped.
std::vector<std::string> commands(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    const size_t last = line.find_last_not_of(" \t\r");
    out.push_back(line.substr(first, last - first + 1));
  }
  return out;
}

// The engine's answers: each ends with an empty line, and no answer holds one.
std::vector<std::string> answers(const std::string& out) {
  std::vector<std::string> result;
  size_t at = 0;
  for (size_t end; (end = out.find("\n\n", at)) != std::string::npos; at = end + 2)
    result.push_back(out.substr(at, end - at));
  return result;
}

// Each command after "> ", then its answer.
std::string transcript(const std::vector<std::string>& cmds, const std::vector<std::string>& replies) {
  std::string text;
  for (size_t i = 0; i < std::max(cmds.size(), replies.size()); ++i) {
    text += "> " + (i < cmds.size() ? cmds[i] : std::string("<no command>")) + "\n";
    text += (i < replies.size() ? replies[i] : std::string("<no answer>")) + "\n";
  }
  return text;
}

// The first line where two transcripts part, with the command it belongs to.
std::string firstDifference(const std::string& want, const std::string& got) {
  std::istringstream w(want), g(got);
  std::string wl, gl, command;
  for (int line = 1;; ++line) {
    const bool hasW = bool(std::getline(w, wl)), hasG = bool(std::getline(g, gl));
    if (!hasW && !hasG) return "no difference";
    if (hasW && wl.rfind("> ", 0) == 0) command = wl;
    if (!hasW || !hasG || wl != gl)
      return "line " + std::to_string(line) + " (after " + command + ")\n  recorded: " + (hasW ? wl : "<end>") +
             "\n  now:      " + (hasG ? gl : "<end>");
  }
}

class SameMoves : public testing::TestWithParam<Script> {};

TEST_P(SameMoves, GivesTheRecordedAnswers) {
  const Script& s = GetParam();
  const std::string input = readFile(s.path);
  std::vector<std::string> argv = {KOSUMI_BINARY};
  argv.insert(argv.end(), kEngineSettings.begin(), kEngineSettings.end());
  const kosumi::test::ProcessResult r = kosumi::test::runProcess(argv, input, 1200);
  ASSERT_FALSE(r.timedOut) << s.name;
  ASSERT_EQ(r.exitCode, 0) << s.name << "\n" << r.err;
  const std::vector<std::string> cmds = commands(input), replies = answers(r.out);
  // Every command answered once: a count that differs would misalign the whole comparison.
  ASSERT_EQ(replies.size(), cmds.size()) << s.name << ": the engine gave " << replies.size() << " answers to "
                                         << cmds.size() << " commands\n" << r.out;
  const std::string got = transcript(cmds, replies);
  const fs::path answersFile = kAnswers / (s.name + ".out");
  if (const char* renew = std::getenv("KOSUMI_RENEW_ANSWERS"); renew && std::string(renew) == "1") {
    fs::create_directories(kAnswers);
    std::ofstream(answersFile, std::ios::binary) << got;
    GTEST_SKIP() << "renewed " << answersFile;
  }
  const std::string want = readFile(answersFile);
  ASSERT_FALSE(want.empty()) << "no recorded answers in " << answersFile
                             << " (KOSUMI_RENEW_ANSWERS=1 records them)";
  EXPECT_EQ(want, got) << s.name << ": " << firstDifference(want, got);
}

std::string testName(const testing::TestParamInfo<Script>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Regress, SameMoves, testing::ValuesIn(scripts("regress")), testName);
INSTANTIATE_TEST_SUITE_P(Games, SameMoves, testing::ValuesIn(scripts("games")), testName);

// The set is as large as the check promises: at least 200 positions asked for a move, on both
// board sizes, and finished boards counted.
TEST(SameMovesSet, HoldsTheGamesAndPositionsItPromises) {
  size_t moves = 0, counts = 0, nineteen = 0;
  for (const std::string group : {"regress", "games"})
    for (const Script& s : scripts(group)) {
      const std::string text = readFile(s.path);
      bool big = false;
      for (const std::string& c : commands(text)) {
        if (c.find("boardsize") != std::string::npos) big = c.find("19") != std::string::npos;
        const bool asksMove = c.find("genmove") != std::string::npos;
        moves += asksMove;
        nineteen += asksMove && big;
        counts += c.find("final_score") != std::string::npos || c.find("final_status_list") != std::string::npos;
      }
    }
  EXPECT_GE(moves, 200u);
  EXPECT_GE(nineteen, 50u);
  EXPECT_GE(counts, 20u);
}

}  // namespace
