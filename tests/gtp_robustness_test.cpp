// build/kosumi under hostile or unusual input: end of input and quit both exit 0; a 1 MB line,
// an over-long line, binary garbage and interleaved ids never crash it or change the game; a
// failed command leaves position, history, rules, komi and marks as they were; "# interrupt"
// ends a long genmove early and is not itself answered.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "tests/support/gtp_pipe.h"
#include "tests/support/process_run.h"

namespace {

using kosumi::test::GtpPipe;
using kosumi::test::ProcessResult;
using kosumi::test::runProcess;

const std::vector<std::string> kEngine = {KOSUMI_BINARY, "--size", "9", "--playouts", "20", "--threads", "1",
                                          "--seed", "1", "--resign-threshold", "0"};

ProcessResult run(const std::string& input) { return runProcess(kEngine, input, 60); }

// Everything a failed command must leave alone, as the engine reports it.
std::string stateOf(GtpPipe& e) {
  std::string s;
  for (const char* cmd : {"printsgf", "kosumi-rules", "move_history", "kosumi-dead", "list_stones black",
                          "list_stones white", "captures black", "captures white"})
    s += std::string(cmd) + ": " + e.send(cmd) + "\n";
  return s;
}

TEST(GtpRobustness, EndOfInputExitsZero) {
  const ProcessResult r = run("name\nprotocol_version");  // the last line has no newline
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, "= Kosumi\n\n= 2\n\n");
  EXPECT_EQ(run("").exitCode, 0);
}

TEST(GtpRobustness, QuitExitsZeroAndEndsTheSession) {
  const ProcessResult r = run("1 quit\nname\n");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, "=1 \n\n");
}

TEST(GtpRobustness, MegabyteLinesAreAnsweredAndChangeNothing) {
  const std::string big(1 << 20, 'x');
  const ProcessResult r = run("play b e5\n5 play b " + big + "\n6 " + big + "\n7 komi " + big + "\nlist_stones b\n");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, "= \n\n?5 syntax error\n\n?6 unknown command\n\n?7 syntax error\n\n= E5\n\n");
}

TEST(GtpRobustness, OverlongLineIsRefusedWithItsId) {
  const std::string huge(9 << 20, 'y');
  const ProcessResult r = run("play b e5\n8 play b " + huge + "\nlist_stones b\n");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, "= \n\n?8 line too long\n\n= E5\n\n");
}

TEST(GtpRobustness, BinaryGarbageNeitherCrashesNorChangesTheGame) {
  std::mt19937 rng(12345);
  std::string garbage;
  for (int i = 0; i < 200000; ++i) garbage += char(rng() & 0xff);
  // Every garbage line starts with a byte no command starts with, so none can be a real command.
  std::string input = "play b e5\nkosumi-rules japanese\n";
  for (char c : garbage) input += c == '\n' ? std::string("\n\x01\xff") : std::string(1, c);
  input += "\nlist_stones b\nkosumi-rules\nmove_history\n";
  const ProcessResult r = run(input);
  ASSERT_FALSE(r.timedOut);
  EXPECT_EQ(r.signal, 0);
  EXPECT_EQ(r.exitCode, 0);
  const std::string tail = "= E5\n\n= japanese ko=positional scoring=territory dead=marked komi=6.5\n\n= black E5\n\n";
  ASSERT_GE(r.out.size(), tail.size());
  EXPECT_EQ(r.out.substr(r.out.size() - tail.size()), tail);
  // Every answer in between is a failure.
  size_t answers = 0, failures = 0;
  for (size_t at = 0; (at = r.out.find("\n\n", at)) != std::string::npos; at += 2) ++answers;
  for (size_t at = 0; (at = r.out.find("\n\n?", at)) != std::string::npos; at += 3) ++failures;
  EXPECT_EQ(failures + 5, answers);  // play, kosumi-rules and the last three succeed
}

TEST(GtpRobustness, PipelinedCommandsAreAnsweredInOrderWithTheirIds) {
  const ProcessResult r = run("10 play b e5\n11 genmove w\n3 undo\n12 undo\n5 list_stones b\nname\n99 undo\n"
                              "7 list_stones w\n");
  EXPECT_EQ(r.exitCode, 0);
  const std::vector<std::string> prefixes = {"=10 \n\n", "=11 ", "=3 \n\n", "=12 \n\n", "=5 \n\n",
                                             "= Kosumi\n\n", "?99 cannot undo\n\n", "=7 \n\n"};
  size_t at = 0;
  for (const std::string& p : prefixes) {
    ASSERT_EQ(r.out.compare(at, p.size(), p), 0) << "at " << at << " expected " << p << " in\n" << r.out;
    at = p == "=11 " ? r.out.find("\n\n", at) + 2 : at + p.size();
  }
  EXPECT_EQ(at, r.out.size());
}

TEST(GtpRobustness, FailedCommandsChangeNothing) {
  GtpPipe e(kEngine);
  ASSERT_EQ(e.send("kosumi-rules japanese ko=simple komi=3.5"), "= ");
  ASSERT_EQ(e.send("fixed_handicap 2"), "= C3 G7");
  for (const char* m : {"play w e5", "play b d5", "play w pass", "play b d4", "play w e4"})
    ASSERT_EQ(e.send(m), "= ") << m;
  ASSERT_EQ(e.send("kosumi-dead e5"), "= ");
  ASSERT_EQ(e.send("time_settings 300 30 5"), "= ");
  const std::string before = stateOf(e);
  const std::vector<std::string> failing = {
      "boardsize 30", "boardsize x", "komi x", "komi", "play b e5", "play b z1", "play x e1", "play b",
      "undo 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33",
      "fixed_handicap 3", "place_free_handicap 3", "set_free_handicap a1 b1", "genmove", "genmove q",
      "reg_genmove", "kosumi-rules go", "kosumi-rules chinese ko=never", "kgs-rules new_zealand",
      "kata-set-rules tromp-taylor", "kata-set-rules {\"ko\":\"SIMPLE\",\"tax\":\"ALL\"}",
      "kata-set-rule suicide true", "kosumi-dead a1", "kosumi-dead e4 a1", "time_settings 1 2",
      "time_left b -5 0", "kgs-time_settings fischer", "loadsgf /nonexistent/file.sgf",
      "loadsgf /nonexistent/file.sgf 3", "final_status_list maybe", "is_legal b", "countlib a1",
      "color z9", "no_such_command", "known_command"};
  for (const std::string& cmd : failing) {
    const std::string answer = e.send(cmd);
    EXPECT_EQ(answer.rfind("? ", 0), 0u) << cmd << " answered " << answer;
    EXPECT_EQ(stateOf(e), before) << "after " << cmd;
  }
  EXPECT_EQ(e.send("undo"), "= ");
  EXPECT_TRUE(e.alive());
}

TEST(GtpRobustness, InterruptEndsALongGenmoveAndIsNotAnswered) {
  GtpPipe e({KOSUMI_BINARY, "--size", "9", "--time", "30", "--threads", "1", "--seed", "1",
             "--resign-threshold", "0"});
  ASSERT_EQ(e.send("list_commands").find("gogui-interrupt") != std::string::npos, true);
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = e.send("genmove b\n# interrupt");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(answer.rfind("= ", 0), 0u) << answer;
  EXPECT_LT(seconds, 10.0);
  // The interrupt line produced no answer of its own: the next answer is the next command's.
  EXPECT_EQ(e.send("name"), "= Kosumi");
  // A second interrupt ends the next genmove just as well.
  EXPECT_EQ(e.send("genmove w\n# interrupt").rfind("= ", 0), 0u);
}

}  // namespace
