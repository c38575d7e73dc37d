// Matches split into shards (kosumi-match --shard K/N) and merged again (--merge): the split, the
// match definition each folder keeps, shards that play their games exactly as the whole match
// does, the merge's summary against the one run's, and the merge's refusals, duplicates, missing
// games, SPRT and resumed shards. The engines are fake_gtp_engine.h's shell scripts.
#include <gtest/gtest.h>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "tests/support/fake_gtp_engine.h"
#include "tests/support/match_runner.h"
#include "tools/common/match_clock_log.h"
#include "tools/common/match_definition.h"
#include "tools/common/match_game.h"
#include "tools/common/match_merge.h"
#include "tools/common/match_results.h"
#include "tools/common/match_shard.h"

namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;
using kosumi::test::FakeEngine;

namespace {

class MatchShards : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kosumi-match-shards-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    // Each engine plays two stones on its own rows, in columns that follow its seed, then passes;
    // its score names a winner by the seed too. Games are alike in every run only through the
    // seed that the runner sends for each game.
    const std::string seeded =
        "col=$(echo A B C D E | cut -d' ' -f$(( (seed + n) % 5 + 1 ))); "
        "if [ $n -le 2 ]; then printf '= %s%s\\n\\n' $col $((n + ROW)); else printf '= pass\\n\\n'; fi";
    FakeEngine e;
    e.name = "low";
    e.genmove = std::regex_replace(seeded, std::regex("ROW"), "0");
    e.prelude = "seed=0";
    e.knownCommands = "set_random_seed";
    // Like GNU Go, an engine whose randomness runs on from game to game unless it is seeded.
    e.moreCommands = "    set_random_seed) seed=$arg; printf '=\\n\\n';;\n"
                     "    clear_board) n=0; seed=$((seed + 1)); printf '=\\n\\n';;";
    e.moreCommands += "\n    final_score) if [ $((seed % 3)) = 0 ]; then printf '= W+2\\n\\n'; else printf '= B+1\\n\\n'; fi;;";
    low_ = test::writeFakeEngine(dir_, e);
    e.name = "high";
    e.genmove = std::regex_replace(seeded, std::regex("ROW"), "3");
    high_ = test::writeFakeEngine(dir_, e);
    passer_ = test::writeFakeEngine(dir_, "passer", "printf '= pass\\n\\n'");
    resigner_ = test::writeFakeEngine(dir_, "resigner", "printf '= resign\\n\\n'");
  }
  void TearDown() override { fs::remove_all(dir_); }

  // The match of the seeded engines on 5x5, 6 games unless `extra` says otherwise, into `folder`.
  test::ProcessResult play(const std::string& folder, std::vector<std::string> extra) const {
    std::vector<std::string> args = {"--engine1", low_, "--engine2", high_, "--size", "5", "--out",
                                     (dir_ / folder).string()};
    if (std::find(extra.begin(), extra.end(), "--games") == extra.end()) args.insert(args.end(), {"--games", "6"});
    args.insert(args.end(), extra.begin(), extra.end());
    return test::runMatch(args);
  }
  test::ProcessResult merge(const std::vector<std::string>& folders, const std::string& out = "") const {
    std::vector<std::string> args = {"--merge"};
    for (const std::string& f : folders) args.push_back((dir_ / f).string());
    if (!out.empty()) args.insert(args.end(), {"--out", (dir_ / out).string()});
    return test::runMatch(args);
  }

  fs::path dir_;
  std::string low_, high_, passer_, resigner_;
};

}  // namespace

TEST(MatchShard, SplitsGamesByNumber) {
  const auto shard = parseShard("2/5");
  ASSERT_TRUE(shard.ok()) << shard.error();
  EXPECT_EQ(shard->index, 2);
  EXPECT_EQ(shard->count, 5);
  EXPECT_EQ(formatShard(*shard), "2/5");
  std::vector<int> owned;
  for (int g = 0; g < 13; ++g)
    if (shard->owns(g)) owned.push_back(g);
  EXPECT_EQ(owned, (std::vector<int>{2, 7, 12}));
  EXPECT_EQ(shard->gamesOf(13), 3);
  EXPECT_EQ(shard->gamesOf(12), 2);
  EXPECT_EQ(shard->gamesOf(2), 0);
  // Every game belongs to exactly one shard.
  for (int g = 0; g < 40; ++g) {
    int owners = 0;
    for (int k = 0; k < 4; ++k) owners += MatchShard{k, 4}.owns(g);
    EXPECT_EQ(owners, 1) << g;
  }
  for (const char* bad : {"5/5", "-1/3", "1/0", "1", "a/b", "1/3x", ""}) EXPECT_FALSE(parseShard(bad).ok()) << bad;
}

TEST(MatchDefinition, FileRoundTripAndDifferences) {
  MatchDefinition d;
  d.engine1 = "build/kosumi --threads 1 --time 0.3";
  d.engine2 = "gnugo --mode gtp --level 1";
  d.referee = "gnugo --mode gtp --chinese-rules";
  d.alternate = false;
  d.games = 40;
  d.settings.size = 9;
  d.settings.komi = 6.5;
  d.settings.rules = "chinese ko=simple";
  d.settings.moveTime = 0.1;  // not exact in binary: must come back as the same double
  d.settings.timeMargin = 0.25;
  d.settings.openingMoves = 2;
  d.settings.seed = 12345678901234ULL;
  d.settings.passFrom = 30;
  d.sprt = SprtSettings{0, 5, 0.05, 0.1};
  d.shard = {3, 8};
  const auto back = parseMatchFile(formatMatchFile(d, {"Kosumi 0.1", "GNU Go 3.8"}));
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_TRUE(definitionDifferences(d, back->definition).empty());
  EXPECT_EQ(back->definition.shard, d.shard);
  EXPECT_EQ(back->definition.settings.moveTime, 0.1);
  EXPECT_EQ(back->definition.settings.seed, 12345678901234ULL);
  EXPECT_EQ(back->names.engine1, "Kosumi 0.1");
  ASSERT_TRUE(back->definition.sprt.has_value());
  EXPECT_EQ(back->definition.sprt->beta, 0.1);

  // Another shard is the same match; other settings are not, and are named.
  MatchDefinition other = d;
  other.shard = {0, 8};
  EXPECT_TRUE(definitionDifferences(d, other).empty());
  other.settings.komi = 7.5;
  other.games = 41;
  const auto differences = definitionDifferences(d, other);
  ASSERT_EQ(differences.size(), 2u);
  EXPECT_EQ(differences[0], "games: '40', '41'");
  EXPECT_EQ(differences[1], "komi: '6.5', '7.5'");
  EXPECT_EQ(definitionDifferences(d, other, {"games"}).size(), 1u);

  // Files that are not match files are refused with the reason.
  const std::string good = formatMatchFile(d, {});
  EXPECT_NE(parseMatchFile(good + "colour=x\n").error().find("unknown setting 'colour'"), std::string::npos);
  std::string noSize = std::regex_replace(good, std::regex("size=9\n"), "");
  EXPECT_NE(parseMatchFile(noSize).error().find("no 'size'"), std::string::npos);
  std::string badKomi = std::regex_replace(good, std::regex("komi=6.5"), "komi=lots");
  EXPECT_NE(parseMatchFile(badKomi).error().find("bad komi"), std::string::npos);
  std::string badShard = std::regex_replace(good, std::regex("shard=3/8"), "shard=8/8");
  EXPECT_FALSE(parseMatchFile(badShard).ok());
}

TEST(MatchGameSeed, DependsOnTheGameAndTheMatchSeedOnly) {
  MatchSettings a, b;
  a.seed = b.seed = 7;
  b.size = 9;  // not part of the seed
  std::set<uint32_t> seeds;
  for (int g = 0; g < 100; ++g) {
    EXPECT_EQ(gameSeed(a, g), gameSeed(b, g));
    EXPECT_GE(gameSeed(a, g), 1u);
    EXPECT_LE(gameSeed(a, g), 0x7fffffffu);
    seeds.insert(gameSeed(a, g));
  }
  EXPECT_EQ(seeds.size(), 100u);
  b.seed = 8;
  EXPECT_NE(gameSeed(a, 0), gameSeed(b, 0));
}

TEST(MatchSprtStop, FindsTheGameAfterWhichOneRunWouldStop) {
  // engine1 wins every game but game 2, which has no result: the test moves on each win only.
  std::vector<GameResult> games(20);
  for (int g = 0; g < 20; ++g) {
    games[size_t(g)].game = g;
    games[size_t(g)].result = g == 2 ? "?" : "B+1";
  }
  const auto stop = sprtStopInGameOrder({0, 100, 0.05, 0.05}, games);
  ASSERT_TRUE(stop.has_value());
  EXPECT_EQ(stop->lastGame, 12);  // the 12th win
  EXPECT_EQ(stop->games, 13);
  EXPECT_EQ(stop->state.decision, SprtDecision::AcceptH1);
  games.resize(11);
  EXPECT_FALSE(sprtStopInGameOrder({0, 100, 0.05, 0.05}, games).has_value());
}

TEST_F(MatchShards, ShardsPlayEachGameAsTheWholeMatchAndMergeToItsSummary) {
  const auto whole = play("whole", {"--parallel", "2"});
  ASSERT_EQ(whole.exitCode, 0) << whole.err;
  for (int k = 0; k < 3; ++k) {
    const auto shard = play("shard" + std::to_string(k), {"--shard", std::to_string(k) + "/3"});
    ASSERT_EQ(shard.exitCode, 0) << shard.err;
    EXPECT_NE(shard.out.find(fmt::format("shard {}/3: 2 of its 2 games", k)), std::string::npos) << shard.out;
    // Only its games, with the colours they have in the whole match.
    const auto results = readResultsFile((dir_ / ("shard" + std::to_string(k)) / "results.dat").string());
    ASSERT_EQ(results.size(), 2u);
    for (const GameResult& r : results) {
      EXPECT_EQ(r.game % 3, k);
      EXPECT_EQ(r.engine1White, r.game % 2 == 1);
    }
  }
  const auto merged = merge({"shard2", "shard0", "shard1"}, "merged");
  ASSERT_EQ(merged.exitCode, 0) << merged.err;
  EXPECT_NE(merged.out.find("merged 3 folders: 6 of the match's 6 games"), std::string::npos) << merged.out;

  // Game for game the same moves and results as the one run; the games differ among themselves.
  const auto wholeGames = test::gameRecords(dir_ / "whole"), mergedGames = test::gameRecords(dir_ / "merged");
  ASSERT_EQ(wholeGames.size(), 6u);
  EXPECT_EQ(mergedGames, wholeGames);
  EXPECT_EQ(test::resultLines(dir_ / "merged"), test::resultLines(dir_ / "whole"));
  EXPECT_GE(std::set<std::string>({wholeGames.at(0), wholeGames.at(2), wholeGames.at(4)}).size(), 2u);
  std::set<std::string> results;
  for (const GameResult& r : readResultsFile((dir_ / "whole" / "results.dat").string())) results.insert(r.result);
  EXPECT_GE(results.size(), 2u);

  // The summary is the one run's, printed first and kept in the merged folder.
  const std::string wholeSummary = test::summaryWithoutTimes(test::fileText(dir_ / "whole" / "summary.txt"));
  EXPECT_EQ(test::summaryWithoutTimes(test::fileText(dir_ / "merged" / "summary.txt")), wholeSummary);
  EXPECT_EQ(test::summaryWithoutTimes(merged.out).rfind(wholeSummary, 0), 0u) << merged.out;
  // The merged folder is a match folder: --summarize reads it, and rerunning the match there
  // finds nothing left to play.
  EXPECT_EQ(test::runMatch({"--summarize", (dir_ / "merged").string()}).exitCode, 0);
  const auto again = play("merged", {});
  EXPECT_EQ(again.exitCode, 0) << again.err;
  EXPECT_NE(again.err.find("6 games already finished, 0 to play"), std::string::npos) << again.err;
}

TEST_F(MatchShards, MergeKeepsTheClockOfEveryGame) {
  // Under a clock each shard keeps clock.dat; the merge writes one for the whole match and its
  // summary has the clock's figures over every game, as one run's has.
  const std::vector<std::string> clock = {"--clock", "60", "--move-time", "5", "--period-stones", "10"};
  for (int k = 0; k < 2; ++k) {
    std::vector<std::string> extra = clock;
    extra.insert(extra.end(), {"--shard", std::to_string(k) + "/2"});
    const auto shard = play("shard" + std::to_string(k), extra);
    ASSERT_EQ(shard.exitCode, 0) << shard.err;
    EXPECT_NE(shard.out.find("clock over 3 games:"), std::string::npos) << shard.out;
  }
  const auto merged = merge({"shard1", "shard0"}, "merged");
  ASSERT_EQ(merged.exitCode, 0) << merged.err;
  EXPECT_NE(merged.out.find("clock over 6 games:"), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("0 lost on time"), std::string::npos) << merged.out;
  EXPECT_NE(test::fileText(dir_ / "merged" / "summary.txt").find("clock over 6 games:"), std::string::npos);

  // The merged clock.dat holds each game's line as its shard wrote it.
  std::map<int, ClockLine> expected;
  for (int k = 0; k < 2; ++k)
    for (const auto& [game, line] : readClockLines((dir_ / ("shard" + std::to_string(k)) / "clock.dat").string()))
      expected[game] = line;
  const auto lines = readClockLines((dir_ / "merged" / "clock.dat").string());
  ASSERT_EQ(lines.size(), 6u);
  for (const auto& [game, line] : lines) {
    ASSERT_TRUE(expected.count(game)) << game;
    EXPECT_EQ(formatClockLine(game, line), formatClockLine(game, expected.at(game)));
    EXPECT_GT(line.moves[0] + line.moves[1], 0) << game;
  }
  // A match without a clock merges without clock lines.
  for (int k = 0; k < 2; ++k) ASSERT_EQ(play("plain" + std::to_string(k), {"--shard", std::to_string(k) + "/2"}).exitCode, 0);
  const auto plain = merge({"plain0", "plain1"}, "plain-merged");
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_EQ(plain.out.find("clock over"), std::string::npos) << plain.out;
  EXPECT_FALSE(fs::exists(dir_ / "plain-merged" / "clock.dat"));
}

TEST_F(MatchShards, MergeRefusesShardsOfDifferentMatches) {
  ASSERT_EQ(play("a", {"--shard", "0/2"}).exitCode, 0);
  ASSERT_EQ(play("b", {"--shard", "1/2", "--komi", "6.5"}).exitCode, 0);
  const auto merged = merge({"a", "b"});
  EXPECT_EQ(merged.exitCode, 2);
  EXPECT_NE(merged.err.find("not shards of one match"), std::string::npos) << merged.err;
  EXPECT_NE(merged.err.find("komi: '7.5', '6.5'"), std::string::npos) << merged.err;
  EXPECT_EQ(merged.out, "");
  // A folder without match.txt is not taken for a shard.
  fs::create_directories(dir_ / "empty");
  EXPECT_EQ(merge({"a", "empty"}).exitCode, 2);
}

TEST_F(MatchShards, MergeCountsAGamePlayedTwiceOnceAndNamesMissingGames) {
  ASSERT_EQ(play("a", {"--shard", "0/2"}).exitCode, 0);
  ASSERT_EQ(play("b", {"--shard", "1/2"}).exitCode, 0);
  fs::copy(dir_ / "a", dir_ / "a-again", fs::copy_options::recursive);
  const auto merged = merge({"a", "b", "a-again"}, "merged");
  ASSERT_EQ(merged.exitCode, 0) << merged.err;
  EXPECT_NE(merged.out.find("games: 6 ("), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("game 4 is in " + (dir_ / "a").string() + " and " + (dir_ / "a-again").string() +
                            "; counted once"),
            std::string::npos)
      << merged.out;
  EXPECT_EQ(readResultsFile((dir_ / "merged" / "results.dat").string()).size(), 6u);
  // With a shard left out, its games are named and the exit status says the match is incomplete.
  const auto partial = merge({"a"});
  EXPECT_EQ(partial.exitCode, 1);
  EXPECT_NE(partial.out.find("games: 3 ("), std::string::npos) << partial.out;
  EXPECT_NE(partial.out.find("missing 3 games: 1 3 5"), std::string::npos) << partial.out;
  // A merge never writes over a folder that a match was played into.
  const auto overwrite = merge({"a", "b"}, "a-again");
  EXPECT_EQ(overwrite.exitCode, 2);
  EXPECT_NE(overwrite.err.find("not merged"), std::string::npos) << overwrite.err;
}

TEST_F(MatchShards, ShardsIgnoreTheSprtStopAndMergeReportsIt) {
  // engine1 wins every game; one run would stop after its 12th win (match_test), but each shard
  // plays all of its games.
  const std::vector<std::string> match = {"--engine1", passer_, "--engine2", resigner_, "--size", "5",
                                          "--games", "30", "--sprt", "0", "100"};
  for (int k = 0; k < 2; ++k) {
    std::vector<std::string> args = match;
    args.insert(args.end(), {"--shard", std::to_string(k) + "/2", "--out", (dir_ / std::to_string(k)).string()});
    const auto shard = test::runMatch(args);
    ASSERT_EQ(shard.exitCode, 0) << shard.err;
    EXPECT_EQ(readResultsFile((dir_ / std::to_string(k) / "results.dat").string()).size(), 15u);
    EXPECT_NE(shard.out.find("the SPRT is left to --merge"), std::string::npos) << shard.out;
    EXPECT_EQ(shard.out.find("LLR"), std::string::npos) << shard.out;
  }
  const auto merged = merge({"0", "1"});
  ASSERT_EQ(merged.exitCode, 0) << merged.err;
  EXPECT_NE(merged.out.find("games: 30 ("), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("SPRT elo0 0 elo1 100 alpha 0.05 beta 0.05: LLR"), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("H1 accepted"), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("would have stopped after game 11 (12 games)"), std::string::npos) << merged.out;
}

TEST_F(MatchShards, ShardResumesWhereItStoppedAndKeepsItsFolder) {
  ASSERT_EQ(play("s", {"--shard", "1/3", "--games", "9"}).exitCode, 0);
  const fs::path dat = dir_ / "s" / "results.dat";
  ASSERT_EQ(readResultsFile(dat.string()).size(), 3u);
  // As if it had been stopped before its last game: that game is played again, and only it.
  std::string text = test::fileText(dat);
  text.erase(text.rfind("\n7\t") + 1);
  std::ofstream(dat, std::ios::trunc) << text;
  ASSERT_EQ(readResultsFile(dat.string()).size(), 2u);
  const auto resumed = play("s", {"--shard", "1/3", "--games", "9"});
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("resuming: 2 games already finished, 1 to play"), std::string::npos) << resumed.err;
  std::vector<int> games;
  for (const GameResult& r : readResultsFile(dat.string())) games.push_back(r.game);
  EXPECT_EQ(games, (std::vector<int>{1, 4, 7}));
  // The folder is shard 1/3's: another shard, other engines or other settings are refused.
  const auto otherShard = play("s", {"--shard", "2/3", "--games", "9"});
  EXPECT_EQ(otherShard.exitCode, 2);
  EXPECT_NE(otherShard.err.find("holds shard 1/3 of its match, not 2/3"), std::string::npos) << otherShard.err;
  EXPECT_EQ(play("s", {"--games", "9"}).exitCode, 2);
  const auto otherEngine =
      test::runMatch({"--engine1", passer_, "--engine2", high_, "--size", "5", "--games", "9", "--shard", "1/3",
                      "--out", (dir_ / "s").string()});
  EXPECT_EQ(otherEngine.exitCode, 2);
  EXPECT_NE(otherEngine.err.find("engine1:"), std::string::npos) << otherEngine.err;
  EXPECT_EQ(readResultsFile(dat.string()).size(), 3u);
}
