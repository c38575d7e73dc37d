// The command line and config file: every option read into EngineOptions, --help and --version,
// and unknown options or bad values refused with a message naming them and exit code 2.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gtp/engine_options.h"
#include "gtp/option_table.h"
#include "tests/support/process_run.h"

namespace kosumi::gtp {
namespace {

CommandLineResult parse(std::vector<std::string> args) {
  args.insert(args.begin(), "kosumi");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  return parseCommandLine(int(argv.size()), argv.data());
}

TEST(GtpOptions, EveryOptionIsRead) {
  const CommandLineResult r = parse({"--rules", "japanese ko=simple dead=as-is", "--komi", "0.5", "--size", "13",
                                     "--threads", "3", "--playouts", "500", "--time", "2.5", "--seed", "42",
                                     "--mode", "beginner", "--level", "4", "--max-memory", "512M",
                                     "--resign-threshold", "0.05", "--log-file", "/tmp/k.log", "--verbose",
                                     "--no-files", "--files-root", "/tmp"});
  ASSERT_EQ(r.action, CommandLineResult::Action::Run) << r.message;
  const EngineOptions& o = r.options;
  EXPECT_EQ(o.rules.preset, "japanese");
  EXPECT_EQ(o.rules.ko, KoRule::Simple);
  EXPECT_EQ(o.rules.dead, DeadStones::AsIs);
  EXPECT_EQ(o.rules.komi, 0.5);
  EXPECT_EQ(o.size, 13);
  EXPECT_EQ(o.player.threads, 3);
  EXPECT_EQ(o.player.playouts, 500);
  EXPECT_EQ(o.player.secondsPerMove, 2.5);
  EXPECT_EQ(o.player.seed, 42u);
  EXPECT_EQ(o.player.mode, "beginner");
  EXPECT_EQ(o.player.level, 4);
  EXPECT_EQ(o.player.maxMemoryBytes, size_t(512) << 20);
  EXPECT_EQ(o.player.resignThreshold, 0.05);
  EXPECT_EQ(o.logFile, "/tmp/k.log");
  EXPECT_TRUE(o.verbose);
  EXPECT_FALSE(o.filesEnabled);
  EXPECT_EQ(o.filesRoot, "/tmp");
}

TEST(GtpOptions, SearchSwitchesAndTreeParameters) {
  const CommandLineResult r = parse({"--read-decided-fights", "off", "--param", "exploration=0.3",
                                     "--param", "widening=25", "--param", "prior-weight=12.5"});
  ASSERT_EQ(r.action, CommandLineResult::Action::Run) << r.message;
  const PlayerOptions& p = r.options.player;
  EXPECT_EQ(p.readDecidedFights, DecidedFightReading::Off);
  EXPECT_EQ(p.tuning.exploration, 0.3);
  EXPECT_EQ(p.tuning.widening, 25);
  EXPECT_EQ(p.tuning.priorWeight, 12.5);
  EXPECT_FALSE(p.tuning.rave.has_value());
  const CommandLineResult d = parse({});
  EXPECT_EQ(d.options.player.readDecidedFights, DecidedFightReading::SmallBoards);
  EXPECT_EQ(parse({"--read-decided-fights", "on"}).options.player.readDecidedFights, DecidedFightReading::On);
  EXPECT_EQ(parse({"--read-decided-fights", "auto"}).options.player.readDecidedFights,
            DecidedFightReading::SmallBoards);
  EXPECT_EQ(d.options.player.tuning, SearchTuning{});
}

TEST(GtpOptions, TreeParametersAreCheckedByName) {
  for (std::string_view name : tunableNames()) {
    const CommandLineResult r = parse({"--param", std::string(name) + "=2"});
    EXPECT_EQ(r.action, CommandLineResult::Action::Run) << name << ": " << r.message;
    EXPECT_NE(r.options.player.tuning, SearchTuning{}) << name;
  }
  for (const char* bad : {"speed=3", "rave", "rave=", "rave=x", "rave=-1", "rave=inf", "widening-factor=1"}) {
    const CommandLineResult r = parse({"--param", bad});
    EXPECT_EQ(r.action, CommandLineResult::Action::Exit) << bad;
    EXPECT_EQ(r.exitCode, 2) << bad;
  }
  // The option's help lists every name.
  const auto& rows = optionTable();
  const auto row = std::find_if(rows.begin(), rows.end(), [](const OptionRow& o) { return o.name == "param"; });
  ASSERT_NE(row, rows.end());
  for (std::string_view name : tunableNames()) EXPECT_NE(std::string(row->help).find(name), std::string::npos) << name;
}

TEST(GtpOptions, DefaultsAndPresetKomi) {
  const CommandLineResult r = parse({"--rules", "korean"});
  ASSERT_EQ(r.action, CommandLineResult::Action::Run);
  EXPECT_EQ(r.options.rules, Rules::korean());
  EXPECT_EQ(r.options.size, 19);
  EXPECT_TRUE(r.options.filesEnabled);
  EXPECT_EQ(parse({}).options.rules, Rules::chinese());
}

TEST(GtpOptions, HelpAndVersionExitZero) {
  const CommandLineResult help = parse({"--help"});
  EXPECT_EQ(help.action, CommandLineResult::Action::Exit);
  EXPECT_EQ(help.exitCode, 0);
  for (const char* option : {"--rules", "--komi", "--size", "--threads", "--playouts", "--time", "--seed", "--mode",
                             "--level", "--max-memory", "--resign-threshold", "--log-file", "--verbose",
                             "--no-files", "--files-root", "--config"})
    EXPECT_NE(help.message.find(option), std::string::npos) << option;
  const CommandLineResult version = parse({"--version"});
  EXPECT_EQ(version.exitCode, 0);
  EXPECT_EQ(version.message.rfind("Kosumi ", 0), 0u);
}

TEST(GtpOptions, BadValuesAndUnknownOptionsNameTheOption) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--bogus"}, "--bogus"},
      {{"--size", "26"}, "--size"},
      {{"--size", "nine"}, "--size"},
      {{"--komi", "x"}, "--komi"},
      {{"--rules", "go"}, "--rules"},
      {{"--rules", "chinese ko=never"}, "--rules"},
      {{"--threads", "-1"}, "--threads"},
      {{"--playouts", "-5"}, "--playouts"},
      {{"--time", "0"}, "--time"},
      {{"--seed", "x"}, "--seed"},
      {{"--mode", "expert"}, "--mode"},
      {{"--level", "11"}, "--level"},
      {{"--max-memory", "lots"}, "--max-memory"},
      {{"--max-memory", "0"}, "--max-memory"},
      {{"--resign-threshold", "1.5"}, "--resign-threshold"},
      {{"--read-decided-fights", "1"}, "--read-decided-fights"},
      {{"--param", "bogus=1"}, "--param"},
      {{"--param", "exploration"}, "--param"},
      {{"--param", "rave=x"}, "--param"},
      {{"--param", "rave=-1"}, "--param"},
      {{"--param", "widening-factor=1"}, "--param"},
      {{"--size"}, "--size"},
      {{"stray"}, "positional"},
  };
  for (const auto& [args, name] : cases) {
    const CommandLineResult r = parse(args);
    EXPECT_EQ(r.action, CommandLineResult::Action::Exit) << args[0];
    EXPECT_EQ(r.exitCode, 2) << args[0];
    EXPECT_NE(r.message.find(name), std::string::npos) << r.message;
  }
}

TEST(GtpOptions, MemorySizes) {
  EXPECT_EQ(parseMemorySize("512M").value(), size_t(512) << 20);
  EXPECT_EQ(parseMemorySize("2G").value(), size_t(2) << 30);
  EXPECT_EQ(parseMemorySize("64k").value(), size_t(64) << 10);
  EXPECT_EQ(parseMemorySize("65536").value(), 65536u);
  EXPECT_FALSE(parseMemorySize(""));
  EXPECT_FALSE(parseMemorySize("G"));
  EXPECT_FALSE(parseMemorySize("1.5G"));
  EXPECT_FALSE(parseMemorySize("99999999999999G"));
}

TEST(GtpOptions, ConfigFileHasTheSameKeysAndTheCommandLineWins) {
  const std::string path = "/tmp/kosumi-options-test-" + std::to_string(getpid()) + ".cfg";
  {
    std::ofstream cfg(path);
    cfg << "# a comment\nsize = 9\nrules = japanese ko=simple\nplayouts = 77\nthreads = 2\nverbose = true\n";
  }
  const CommandLineResult r = parse({"--config", path, "--threads", "5"});
  ASSERT_EQ(r.action, CommandLineResult::Action::Run) << r.message;
  EXPECT_EQ(r.options.size, 9);
  EXPECT_EQ(r.options.rules.ko, KoRule::Simple);
  EXPECT_EQ(r.options.player.playouts, 77);
  EXPECT_EQ(r.options.player.threads, 5);
  EXPECT_TRUE(r.options.verbose);
  {
    std::ofstream cfg(path);
    cfg << "size = 9\ncolour = blue\n";
  }
  const CommandLineResult bad = parse({"--config", path});
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.message.find("colour"), std::string::npos) << bad.message;
  std::filesystem::remove(path);
  const CommandLineResult missing = parse({"--config", path});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.message.find(path), std::string::npos);
}

TEST(GtpOptions, TheBinaryExitsTwoOnBadOptions) {
  const auto r = kosumi::test::runProcess({KOSUMI_BINARY, "--level", "0"}, "");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--level"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
  const auto root = kosumi::test::runProcess({KOSUMI_BINARY, "--files-root", "/nonexistent/dir"}, "");
  EXPECT_EQ(root.exitCode, 2);
  EXPECT_NE(root.err.find("--files-root"), std::string::npos);
  const auto ok = kosumi::test::runProcess({KOSUMI_BINARY, "--version"}, "");
  EXPECT_EQ(ok.exitCode, 0);
  EXPECT_EQ(ok.out.rfind("Kosumi ", 0), 0u);
}

}  // namespace
}  // namespace kosumi::gtp
