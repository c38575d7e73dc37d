// The option table (gtp/option_table.h): every row reaches each place it names (--help, the
// config file, kosumi-settings, the WebAssembly package's types, the README and the manual page),
// its three spellings find it, and its kind and range are checked the same way everywhere.
#include "gtp/option_table.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "gtp/engine_options.h"
#include "tests/support/process_run.h"

namespace kosumi::gtp {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string manPageSpelling(std::string_view name) {
  std::string out = "\\-\\-";
  for (char ch : name) out += ch == '-' ? std::string("\\-") : std::string(1, ch);
  return out;
}

TEST(OptionTable, EveryRowReachesThePlacesItNames) {
  const auto help = test::runProcess({KOSUMI_BINARY, "--help"}, "");
  ASSERT_EQ(help.exitCode, 0);
  const auto settings = test::runProcess({KOSUMI_BINARY}, "kosumi-settings\n");
  ASSERT_EQ(settings.exitCode, 0);
  const fs::path source(KOSUMI_SOURCE_DIR);
  const std::string types = readFile(source / "web" / "package" / "kosumi.d.ts");
  const std::string readme = readFile(source / "README.md");
  const std::string manual = readFile(source / "packaging" / "kosumi.6");
  ASSERT_FALSE(types.empty());
  int commandLine = 0, session = 0, web = 0;
  for (const OptionRow& row : optionTable()) {
    const std::string name(row.name);
    if (row.places & kCommandLine) {
      ++commandLine;
      EXPECT_NE(help.out.find("--" + name + " "), std::string::npos) << name;
      EXPECT_NE(readme.find("`--" + name), std::string::npos) << name << " is not in the README's options";
      EXPECT_NE(manual.find(manPageSpelling(name)), std::string::npos) << name << " is not in kosumi.6";
    }
    if (row.places & kSettings) {
      ++session;
      EXPECT_NE(settings.out.find("] " + settingsKey(row) + " "), std::string::npos) << name << "\n" << settings.out;
    }
    if (row.places & kWeb) {
      ++web;
      EXPECT_NE(types.find("  " + webKey(row) + "?:"), std::string::npos) << webKey(row) << " is not in kosumi.d.ts";
    }
  }
  EXPECT_GE(commandLine, 20);
  EXPECT_GE(session, 9);
  EXPECT_GE(web, 12);
}

TEST(OptionTable, EachSpellingFindsItsRowAndNoOther) {
  std::set<std::string> seen;
  for (const OptionRow& row : optionTable()) {
    for (const std::string& spelling : {std::string(row.name), settingsKey(row), webKey(row)}) {
      EXPECT_EQ(findOption(spelling), &row) << spelling;
      seen.insert(spelling);
    }
    EXPECT_NE(row.set, nullptr) << row.name;
    EXPECT_FALSE(row.help.empty()) << row.name;
  }
  EXPECT_EQ(webKey(*findOption("resign-threshold")), "resignThreshold");
  EXPECT_EQ(settingsKey(*findOption("resign-threshold")), "resign_threshold");
  EXPECT_EQ(findOption("bogus"), nullptr);
}

TEST(OptionTable, KindsAndRangesAreCheckedBeforeAnythingIsSet) {
  EngineOptions o;
  const EngineOptions before = o;
  for (auto [name, value] : std::vector<std::pair<const char*, const char*>>{
           {"threads", "1025"}, {"threads", "-1"}, {"threads", "2.5"}, {"time", "0"}, {"time", "x"},
           {"resign-threshold", "1"}, {"komi", "1001"}, {"mode", "expert"}, {"size", "26"}, {"seed", "-1"},
           {"rules", "go"}, {"max-memory", "0"}, {"ko", "never"}, {"param", "bogus=1"}}) {
    const Status s = setOption(*findOption(name), o, value);
    EXPECT_FALSE(s) << name << " " << value;
  }
  EXPECT_EQ(o.player.threads, before.player.threads);
  EXPECT_EQ(o.player.secondsPerMove, before.player.secondsPerMove);
  EXPECT_EQ(o.rules, before.rules);
  EXPECT_EQ(o.size, before.size);
  ASSERT_TRUE(setOption(*findOption("seed"), o, "18446744073709551615"));
  EXPECT_EQ(o.player.seed, 18446744073709551615ull);
  ASSERT_TRUE(setOption(*findOption("time"), o, "0.25"));
  EXPECT_EQ(o.player.secondsPerMove, 0.25);
  ASSERT_TRUE(setOption(*findOption("level"), o, "4"));
  ASSERT_TRUE(setOption(*findOption("mode"), o, "beginner"));
  EXPECT_EQ(o.player.level, 0);  // a mode replaces the level before it
}

TEST(OptionTable, DefaultsComeFromTheLayersStructs) {
  const EngineOptions o;
  EXPECT_EQ(findOption("size")->get(o), "19");
  EXPECT_EQ(findOption("resign-threshold")->get(o), "0.1");
  EXPECT_EQ(findOption("read-decided-fights")->get(o), "auto");
  EXPECT_EQ(findOption("rules")->get(o), "chinese");
  EXPECT_EQ(goguiType(*findOption("ko")), "[list/simple/positional/situational]");
  EXPECT_EQ(goguiType(*findOption("playouts")), "[string]");
}

}  // namespace
}  // namespace kosumi::gtp
