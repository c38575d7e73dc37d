// The regression runner: parsing of the gogui-regress .tst format, matching of answers, and
// whole runs of kosumi-regress against a fake shell engine (started in each file's folder, so a
// relative loadsgf path resolves there), checking the counts, the closing line and the exit code.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "tools/common/regress_file.h"

namespace fs = std::filesystem;
using namespace kosumi::tools;

namespace {

struct RunOutput {
  int status = -1;
  std::string text;
};

RunOutput runCommand(const std::string& command) {
  RunOutput out;
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return out;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) out.text.append(buf.data(), n);
  const int status = ::pclose(pipe);
  out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

std::string lastLine(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  const size_t nl = t.rfind('\n');
  return nl == std::string::npos ? t : t.substr(nl + 1);
}

class RegressRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("kosumi-regress-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "problems");
    // Echoes "echo WORDS", answers "name" with Fake, loads only files present in its folder,
    // fails "fail", and exits on "die".
    engine_ = (dir_ / "fake-engine").string();
    std::ofstream f(engine_);
    f << "#!/bin/sh\n"
         "while read -r cmd rest; do\n"
         "  case \"$cmd\" in\n"
         "    quit) printf '=\\n\\n'; exit 0;;\n"
         "    name) printf '= Fake\\n\\n';;\n"
         "    echo) printf '= %s\\n\\n' \"$rest\";;\n"
         "    lines) printf '= one\\ntwo\\n\\n';;\n"
         "    loadsgf) if [ -f \"$rest\" ]; then printf '=\\n\\n'; else printf '? cannot load file\\n\\n'; fi;;\n"
         "    fail) printf '? it failed\\n\\n';;\n"
         "    die) exit 3;;\n"
         "    *) printf '=\\n\\n';;\n"
         "  esac\n"
         "done\n";
    f.close();
    fs::permissions(engine_, fs::perms::owner_all);
    std::ofstream(dir_ / "problems" / "game.sgf") << "(;SZ[9])";
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& name, const std::string& text) {
    const fs::path p = dir_ / "problems" / name;
    std::ofstream(p) << text;
    return p;
  }
  RunOutput regress(const std::string& files) {
    const std::string binary = (fs::path(KOSUMI_BINARY).parent_path() / "kosumi-regress").string();
    return runCommand(binary + " --engine '" + engine_ + "' " + files);
  }
  fs::path dir_;
  std::string engine_;
};

}  // namespace

TEST(RegressFormat, ParsesTestsSetupAndExpectations) {
  const auto steps = parseRegressText(
      "# comment\n"
      "boardsize 9\n"
      "10 genmove b   # trailing comment\n"
      "#? [C3|D4]\n"
      "11 is_legal b a1\n"
      "#? [!1]*\n"
      "12 name\n");
  ASSERT_TRUE(steps.ok()) << steps.error();
  ASSERT_EQ(steps->size(), 4u);
  EXPECT_FALSE((*steps)[0].isTest());
  EXPECT_EQ((*steps)[0].command, "boardsize 9");
  EXPECT_EQ((*steps)[1].id, 10);
  EXPECT_EQ((*steps)[1].command, "genmove b");
  EXPECT_EQ((*steps)[1].pattern, "C3|D4");
  EXPECT_EQ((*steps)[1].line, 3);
  EXPECT_FALSE((*steps)[1].knownFailure);
  EXPECT_TRUE((*steps)[2].negated);
  EXPECT_TRUE((*steps)[2].knownFailure);
  EXPECT_EQ((*steps)[2].pattern, "1");
  EXPECT_FALSE((*steps)[3].hasExpectation);
}

TEST(RegressFormat, RejectsMisplacedOrMalformedExpectations) {
  EXPECT_FALSE(parseRegressText("#? [1]\n").ok());
  EXPECT_FALSE(parseRegressText("boardsize 9\n#? [1]\n").ok());
  EXPECT_FALSE(parseRegressText("1 name\n#? 1\n").ok());
  EXPECT_FALSE(parseRegressText("1 name\n#? [(]\n").ok());
  EXPECT_FALSE(parseRegressText("1 name\n#? [a] junk\n").ok());
}

TEST(RegressFormat, MatchesTheWholeAnswer) {
  const auto steps = parseRegressText("1 x\n#? [C3]\n2 x\n#? [!C3]\n3 x\n#? [\\? illegal move.*]\n4 x\n");
  ASSERT_TRUE(steps.ok());
  const auto& s = *steps;
  EXPECT_TRUE(*answerPasses(s[0], true, "C3"));
  EXPECT_TRUE(*answerPasses(s[0], true, "c3"));  // case does not matter
  EXPECT_FALSE(*answerPasses(s[0], true, "C33"));
  EXPECT_FALSE(*answerPasses(s[0], false, "C3"));  // a failure reads "? C3"
  EXPECT_FALSE(*answerPasses(s[1], true, "C3"));
  EXPECT_TRUE(*answerPasses(s[1], true, "D4"));
  EXPECT_TRUE(*answerPasses(s[2], false, "illegal move: ko"));
  EXPECT_FALSE(*answerPasses(s[2], true, "illegal move: ko"));
  EXPECT_TRUE(*answerPasses(s[3], true, "anything"));
  EXPECT_FALSE(*answerPasses(s[3], false, "anything"));
}

TEST_F(RegressRun, CountsPassesFailuresAndKnownFailures) {
  const fs::path a = write("a.tst",
                           "loadsgf game.sgf\n"
                           "1 echo C3\n#? [C3]\n"
                           "2 echo C3\n#? [D4]\n"
                           "3 echo C3\n#? [D4]*\n"
                           "4 echo C3\n#? [C3]*\n"
                           "5 fail\n#? [\\? it failed]\n"
                           "6 lines\n#? [one\\ntwo]\n"
                           "7 echo X\n#? [!C3]\n");
  const RunOutput out = regress(a.string());
  EXPECT_EQ(out.status, 1) << out.text;
  EXPECT_EQ(lastLine(out.text), "4 passed, 1 failed") << out.text;  // 1, 5, 6, 7
  EXPECT_NE(out.text.find("2 known failures: 1 still failing, 1 unexpectedly passed"), std::string::npos) << out.text;
  EXPECT_NE(out.text.find("a.tst:4: 2 FAILED"), std::string::npos) << out.text;
  EXPECT_NE(out.text.find("4 unexpectedly passed"), std::string::npos) << out.text;
}

TEST_F(RegressRun, AllPassingFilesExitZeroAndTotalsAdd) {
  const fs::path a = write("a.tst", "1 name\n#? [Fake]\n2 echo B2\n#? [B2]\n");
  const fs::path b = write("b.tst", "loadsgf game.sgf\n3 echo x\n#? [x]\n");
  const RunOutput out = regress(a.string() + " " + b.string());
  EXPECT_EQ(out.status, 0) << out.text;
  EXPECT_EQ(lastLine(out.text), "3 passed, 0 failed") << out.text;
  EXPECT_NE(out.text.find("a.tst: 2 passed, 0 failed"), std::string::npos) << out.text;
}

TEST_F(RegressRun, FailedSetupAndCrashCountAsFailures) {
  const fs::path a = write("a.tst", "loadsgf missing.sgf\n1 echo A\n#? [A]\ndie\n2 echo B\n#? [B]\n3 echo C\n");
  const RunOutput out = regress(a.string());
  EXPECT_EQ(out.status, 1) << out.text;
  // The failed loadsgf, the crash, and tests 2 and 3 that could not run.
  EXPECT_EQ(lastLine(out.text), "1 passed, 4 failed") << out.text;
  EXPECT_NE(out.text.find("setup command 'loadsgf missing.sgf' failed"), std::string::npos) << out.text;
}
