// Self-play records (tools/common/selfplay_format.h) and games (selfplay_game.h), and
// build/kosumi-selfplay: the format read back as written, every kind of damage refused, games
// whose moves replay legally with visits that add up to the search's, a score that agrees with
// the ownership, and shards that together are the unsharded run, game for game and byte for byte.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "engine/game.h"
#include "search/mcts_player.h"
#include "search/search_params.h"
#include "tests/support/process_run.h"
#include "tools/common/selfplay_format.h"
#include "tools/common/selfplay_game.h"

namespace fs = std::filesystem;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

SelfPlayGame sampleGame(int size, uint32_t index) {
  SelfPlayGame g;
  g.index = index;
  g.seed = 0x0123456789abcdefULL + index;
  g.size = size;
  g.ko = KoRule::Situational;
  g.scoring = Scoring::Territory;
  g.dead = DeadStones::Marked;
  g.komi = 6.5f;
  g.playouts = 70000;
  g.end = SelfPlayEnd::Resignation;
  g.winner = SelfPlayWinner::White;
  g.margin = -12.5f;
  g.resignDisabled = true;
  const int points = size * size;
  for (int i = 0; i < points; ++i) g.ownership.push_back(int8_t(i % 3 - 1));
  SelfPlayMove random{uint16_t(points - 1), false, true, 32768, {}};
  SelfPlayMove small{3, true, false, 1, {{3, 200}, {uint16_t(points), 7}}};
  SelfPlayMove medium{uint16_t(points), false, false, 65535, {{uint16_t(points), 60000}, {0, 9000}}};
  SelfPlayMove large{5, true, false, 40000, {{5, 70001}, {6, 1}}};
  g.moves = {random, small, medium, large};
  return g;
}

std::string fileBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST(SelfPlayFormat, Crc32IsZlibs) {
  EXPECT_EQ(crc32("123456789"), 0xcbf43926u);
  EXPECT_EQ(crc32(""), 0u);
}

TEST(SelfPlayFormat, RecordsReadBackAsWritten) {
  // 9x9 stores points in a byte, 19x19 in two; visits take 1, 2 or 4 bytes as the move needs.
  const SelfPlayGame small = sampleGame(9, 0), large = sampleGame(19, 7);
  const std::string bytes = encodeSelfPlayGame(small) + encodeSelfPlayGame(large);
  auto games = decodeSelfPlayGames(bytes);
  ASSERT_TRUE(games.ok()) << games.error();
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0], small);
  EXPECT_EQ((*games)[1], large);
  EXPECT_EQ(bytes.substr(0, 6), std::string("KSPG\x01\x00", 6));
  EXPECT_TRUE(decodeSelfPlayGames("")->empty());
}

TEST(SelfPlayFormat, DataIndicesCountFromTheBottomLeft) {
  const Geometry geo(9);
  EXPECT_EQ(dataIndex(geo.point(0, 0), geo), 0);
  EXPECT_EQ(dataIndex(geo.point(8, 0), geo), 8);
  EXPECT_EQ(dataIndex(geo.point(2, 1), geo), 11);
  EXPECT_EQ(dataIndex(kPass, geo), 81);
  for (uint16_t i = 0; i <= 81; ++i) EXPECT_EQ(dataIndex(pointOfDataIndex(i, geo), geo), i);
}

TEST(SelfPlayFormat, TruncatedFileIsRefused) {
  const std::string one = encodeSelfPlayGame(sampleGame(9, 0));
  const std::string two = one + encodeSelfPlayGame(sampleGame(9, 1));
  for (size_t cut = one.size() + 1; cut < two.size(); ++cut) {
    auto games = decodeSelfPlayGames(std::string_view(two).substr(0, cut));
    ASSERT_FALSE(games.ok()) << "cut at " << cut;
    EXPECT_NE(games.error().find("record 2 at byte " + std::to_string(one.size()) + ": truncated"), std::string::npos)
        << games.error();
  }
}

TEST(SelfPlayFormat, DamageIsRefused) {
  const std::string good = encodeSelfPlayGame(sampleGame(9, 0));
  std::string flipped = good;
  flipped[20] = char(flipped[20] ^ 0x10);
  EXPECT_NE(decodeSelfPlayGames(flipped).error().find("checksum mismatch"), std::string::npos);
  std::string magic = good;
  magic[0] = 'X';
  EXPECT_NE(decodeSelfPlayGames(magic).error().find("bad magic"), std::string::npos);
  std::string version = good;
  version[4] = 2;
  EXPECT_NE(decodeSelfPlayGames(version).error().find("format version 2"), std::string::npos);
  // A body that its checksum vouches for but that does not parse: one byte more than its moves.
  SelfPlayGame g = sampleGame(9, 0);
  std::string record = encodeSelfPlayGame(g);
  std::string body = record.substr(10, record.size() - 14) + '\0';
  std::string padded = record.substr(0, 6);
  for (int i = 0; i < 4; ++i) padded += char(uint8_t(body.size() >> (8 * i)));
  padded += body;
  const uint32_t crc = crc32(body);
  for (int i = 0; i < 4; ++i) padded += char(uint8_t(crc >> (8 * i)));
  EXPECT_NE(decodeSelfPlayGames(padded).error().find("1 bytes after the last move"), std::string::npos);
}

TEST(SelfPlayGames, VisitsAddUpToTheRoots) {
  // Two moves in a row, so that the second search keeps the first one's subtree (with its
  // grandchildren's visits: more than the playouts).
  PlayerOptions options;
  options.threads = 1;
  options.playouts = 60;
  options.seed = 5;
  MctsPlayer player(options);
  Game game(9);
  for (int n = 0; n < 2; ++n) {
    MoveRequest request;
    request.color = game.toMove();
    const MoveChoice choice = player.chooseMove(game, request);
    const RootRecord root = rootRecordOf(player.analysis(), game.geometry());
    long sum = 0;
    for (const auto& v : root.visits) sum += v.visits;
    // A fresh tree's root has its children from the start: every playout is one child's visit.
    // A kept subtree's root also counts the playouts that ended on it before it had children.
    if (n == 0) {
      EXPECT_EQ(sum, options.playouts);
      EXPECT_EQ(sum, player.rootVisits());
    } else {
      EXPECT_GT(sum, options.playouts);
      EXPECT_LE(sum, player.rootVisits());
    }
    ASSERT_TRUE(game.play(request.color, choice.move).ok());
  }
}

TEST(SelfPlayGames, GamesReplayLegallyAndScoreAsTheirOwnership) {
  SelfPlaySettings s;
  s.size = 5;
  s.player.playouts = 20;
  s.player.threads = 1;
  s.randomMoves = 3;
  s.playOutShare = 0.5;
  int searched = 0, playedOut = 0;
  for (uint32_t index = 0; index < 3; ++index) {
    const SelfPlayGame g = playSelfPlayGame(s, index);
    auto back = decodeSelfPlayGames(encodeSelfPlayGame(g));
    ASSERT_TRUE(back.ok()) << back.error();
    ASSERT_EQ(back->size(), 1u);
    EXPECT_EQ(back->front(), g);

    Game game(g.size, s.rules);
    bool opening = true;
    for (size_t n = 0; n < g.moves.size(); ++n) {
      const SelfPlayMove& m = g.moves[n];
      const Color c = m.white ? Color::White : Color::Black;
      EXPECT_EQ(c, game.toMove()) << "game " << index << " move " << n + 1;
      // Random moves come first, then only searched ones.
      EXPECT_TRUE(!m.random || opening);
      opening = opening && m.random;
      const Point p = pointOfDataIndex(m.point, game.geometry());
      ASSERT_EQ(game.legality(c, p), MoveLegality::Legal) << "game " << index << " move " << n + 1;
      ASSERT_TRUE(game.play(c, p).ok());
      if (m.random) {
        EXPECT_TRUE(m.visits.empty());
        continue;
      }
      ++searched;
      long sum = 0;
      for (const auto& v : m.visits) sum += v.visits;
      EXPECT_GE(sum, s.player.playouts) << "game " << index << " move " << n + 1;
      for (size_t k = 1; k < m.visits.size(); ++k) EXPECT_GE(m.visits[k - 1].visits, m.visits[k].visits);
    }
    playedOut += g.resignDisabled;
    if (g.end == SelfPlayEnd::TwoPasses) {
      ASSERT_GE(g.moves.size(), 2u);
      EXPECT_EQ(g.moves.back().point, 25);
      EXPECT_EQ(g.moves[g.moves.size() - 2].point, 25);
      EXPECT_EQ(game.consecutivePasses(), 2);
    }
    if (g.resignDisabled) {
      EXPECT_NE(g.end, SelfPlayEnd::Resignation);
    }
    // Area scoring: Black's points less White's, komi to White.
    const int owned = std::accumulate(g.ownership.begin(), g.ownership.end(), 0);
    EXPECT_FLOAT_EQ(g.margin, float(owned) - g.komi) << "game " << index;
    if (g.end != SelfPlayEnd::Resignation) {
      EXPECT_EQ(g.winner, g.margin > 0 ? SelfPlayWinner::Black : SelfPlayWinner::White);
    }
    // The same number, the same game.
    EXPECT_EQ(encodeSelfPlayGame(playSelfPlayGame(s, index)), encodeSelfPlayGame(g));
  }
  EXPECT_GT(searched, 10);
}

class SelfPlayTool : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kosumi-selfplay-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  test::ProcessResult run(std::vector<std::string> args) {
    args.insert(args.begin(), (fs::path(KOSUMI_BINARY).parent_path() / "kosumi-selfplay").string());
    return test::runProcess(args, "", 300);
  }
  std::vector<std::string> common(const std::string& out, const std::string& games = "4") {
    return {"--games", games, "--size", "5", "--playouts", "20", "--seed", "3", "--random-moves", "2",
            "--move-model", "off", "--out", (dir_ / out).string()};
  }
  fs::path dir_;
};

TEST_F(SelfPlayTool, ShardsJoinedAreTheWholeRun) {
  auto whole = run(common("all.ksp"));
  ASSERT_EQ(whole.exitCode, 0) << whole.err;
  auto args = common("shard-0.ksp");
  args.insert(args.end(), {"--shard", "0/2"});
  auto first = run(args);
  ASSERT_EQ(first.exitCode, 0) << first.err;
  args = common("shard-1.ksp");
  args.insert(args.end(), {"--shard", "1/2", "--parallel", "2"});
  auto second = run(args);
  ASSERT_EQ(second.exitCode, 0) << second.err;

  auto all = readSelfPlayFile((dir_ / "all.ksp").string());
  ASSERT_TRUE(all.ok()) << all.error();
  ASSERT_EQ(all->size(), 4u);
  // The shards' files joined as they are, one after the other.
  const std::string joined = fileBytes(dir_ / "shard-1.ksp") + fileBytes(dir_ / "shard-0.ksp");
  auto parts = decodeSelfPlayGames(joined);
  ASSERT_TRUE(parts.ok()) << parts.error();
  ASSERT_EQ(parts->size(), 4u);
  std::map<uint32_t, std::string> byIndex;
  for (const auto& g : *parts) byIndex[g.index] = encodeSelfPlayGame(g);
  for (uint32_t i = 0; i < 4; ++i) {
    EXPECT_EQ((*all)[i].index, i);
    EXPECT_EQ(byIndex[i], encodeSelfPlayGame((*all)[i])) << "game " << i;
  }
  EXPECT_EQ((*parts)[0].index, 1u);  // shard 1/2 holds games 1 and 3
  EXPECT_EQ((*parts)[1].index, 3u);
}

TEST_F(SelfPlayTool, CheckRefusesATruncatedFile) {
  auto made = run(common("all.ksp"));
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const std::string bytes = fileBytes(dir_ / "all.ksp");
  std::ofstream(dir_ / "cut.ksp", std::ios::binary) << bytes.substr(0, bytes.size() - 3);
  auto good = run({"--check", (dir_ / "all.ksp").string()});
  EXPECT_EQ(good.exitCode, 0) << good.out;
  EXPECT_NE(good.out.find("4 games"), std::string::npos) << good.out;
  auto cut = run({"--check", (dir_ / "cut.ksp").string()});
  EXPECT_EQ(cut.exitCode, 1);
  EXPECT_NE(cut.out.find("record 4 at byte"), std::string::npos) << cut.out;
  EXPECT_NE(cut.out.find("truncated"), std::string::npos) << cut.out;
}

TEST_F(SelfPlayTool, ResumeKeepsCompleteGamesAndPlaysTheRest) {
  auto whole = run(common("all.ksp"));
  ASSERT_EQ(whole.exitCode, 0) << whole.err;
  // A run of three games stopped while it wrote the third.
  auto part = run(common("part.ksp", "3"));
  ASSERT_EQ(part.exitCode, 0) << part.err;
  const std::string bytes = fileBytes(dir_ / "part.ksp");
  std::ofstream(dir_ / "part.ksp", std::ios::binary | std::ios::trunc) << bytes.substr(0, bytes.size() - 5);
  auto args = common("part.ksp");
  args.push_back("--resume");
  auto resumed = run(args);
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("2 games kept"), std::string::npos) << resumed.err;
  EXPECT_EQ(fileBytes(dir_ / "part.ksp"), fileBytes(dir_ / "all.ksp"));

  // Other settings, or damage other than a cut end, are refused and leave the file as it was.
  args = common("part.ksp");
  args.insert(args.end(), {"--resume", "--komi", "6.5"});
  auto other = run(args);
  EXPECT_EQ(other.exitCode, 2);
  EXPECT_NE(other.err.find("record 1 at byte 0: game 0 was played with another seed, size, rules, komi or playouts"),
            std::string::npos)
      << other.err;
  std::string damaged = fileBytes(dir_ / "all.ksp");
  damaged[20] = char(damaged[20] ^ 1);
  std::ofstream(dir_ / "part.ksp", std::ios::binary | std::ios::trunc) << damaged;
  args = common("part.ksp");
  args.push_back("--resume");
  auto refused = run(args);
  EXPECT_EQ(refused.exitCode, 2);
  EXPECT_NE(refused.err.find("checksum mismatch"), std::string::npos) << refused.err;
  EXPECT_EQ(fileBytes(dir_ / "part.ksp"), damaged);
}

TEST_F(SelfPlayTool, ANamedNetworkPlaysItsGamesAndAMissingOneOrABadParameterIsRefused) {
  auto without = run(common("off.ksp"));
  ASSERT_EQ(without.exitCode, 0) << without.err;
  auto args = common("net.ksp");
  args.insert(args.end(), {"--network", std::string(KOSUMI_SOURCE_DIR) + "/network/models/network.kmn"});
  auto with = run(args);
  ASSERT_EQ(with.exitCode, 0) << with.err;
  auto games = readSelfPlayFile((dir_ / "net.ksp").string());
  ASSERT_TRUE(games.ok()) << games.error();
  EXPECT_EQ(games->size(), 4u);
  // Where the search uses a network on 5x5 by default, the games are its own.
  if (networkMaxSize() >= 5) {
    EXPECT_NE(fileBytes(dir_ / "net.ksp"), fileBytes(dir_ / "off.ksp"));
  } else {
    EXPECT_EQ(fileBytes(dir_ / "net.ksp"), fileBytes(dir_ / "off.ksp"));
  }

  // --param turns it on where it is off by default, on every machine (in float without a kernel).
  args = common("on.ksp");
  args.insert(args.end(), {"--network", std::string(KOSUMI_SOURCE_DIR) + "/network/models/network.kmn", "--param",
                           "network-size=9"});
  auto on = run(args);
  ASSERT_EQ(on.exitCode, 0) << on.err;
  EXPECT_NE(fileBytes(dir_ / "on.ksp"), fileBytes(dir_ / "off.ksp"));
  // A parameter it does not know stops the run before any game, naming it.
  args = common("bad.ksp");
  args.insert(args.end(), {"--param", "no-such=1"});
  auto bad = run(args);
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("no-such"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(dir_ / "bad.ksp"));

  args = common("missing.ksp");
  args.insert(args.end(), {"--network", (dir_ / "no-such.kmn").string()});
  auto missing = run(args);
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("no-such.kmn"), std::string::npos) << missing.err;
  EXPECT_FALSE(fs::exists(dir_ / "missing.ksp"));
}
