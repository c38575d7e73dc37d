// Transcript tests: each tests/gtp/NAME.gtp is fed to build/kosumi on stdin and its whole stdout
// must match tests/gtp/NAME.out line by line. An expected line starting with "re:" is a regular
// expression the line must match (for version, times and generated moves). Lines "# args: ..." at
// the top of the input give command-line options; {DATA} stands for tests/gtp/data and {TMP} for
// a fresh empty directory.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "tests/support/process_run.h"

namespace fs = std::filesystem;

namespace {

const fs::path kTranscripts = fs::path(KOSUMI_SOURCE_DIR) / "tests" / "gtp";

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string replaceAll(std::string s, const std::string& from, const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::vector<std::string> transcriptNames() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kTranscripts))
    if (entry.path().extension() == ".gtp") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class Transcript : public testing::TestWithParam<std::string> {};

TEST_P(Transcript, MatchesExpectedOutput) {
  const std::string name = GetParam();
  const std::string input = readFile(kTranscripts / (name + ".gtp"));
  const std::string expected = readFile(kTranscripts / (name + ".out"));
  ASSERT_FALSE(expected.empty()) << "missing " << name << ".out";

  const fs::path tmp = fs::temp_directory_path() / ("kosumi-transcript-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  std::vector<std::string> argv = {KOSUMI_BINARY};
  for (const std::string& line : lines(input)) {
    if (line.rfind("# args:", 0) != 0) continue;
    std::istringstream words(line.substr(7));
    for (std::string w; words >> w;)
      argv.push_back(replaceAll(replaceAll(w, "{DATA}", (kTranscripts / "data").string()), "{TMP}", tmp.string()));
  }
  const std::string processed = replaceAll(input, "{TMP}", tmp.string());
  const kosumi::test::ProcessResult r = kosumi::test::runProcess(argv, processed, 120);
  fs::remove_all(tmp);
  ASSERT_FALSE(r.timedOut);
  EXPECT_EQ(r.exitCode, 0) << r.err;

  const std::vector<std::string> want = lines(expected), got = lines(r.out);
  for (size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
    const std::string w = i < want.size() ? want[i] : "<end of output>";
    const std::string g = i < got.size() ? got[i] : "<end of output>";
    const bool ok = w.rfind("re:", 0) == 0 ? std::regex_match(g, std::regex(w.substr(3))) : w == g;
    ASSERT_TRUE(ok) << name << ".out line " << (i + 1) << "\n  expected: " << w << "\n  got:      " << g
                    << "\nwhole output:\n" << r.out << "\nstderr:\n" << r.err;
  }
}

INSTANTIATE_TEST_SUITE_P(Gtp, Transcript, testing::ValuesIn(transcriptNames()),
                         [](const testing::TestParamInfo<std::string>& param) { return param.param; });

}  // namespace
