// final_score and final_status_list (gtp/commands_scoring.cpp) on finished games: every playing
// mode and every level scores a finished game exactly as the normal mode does, because the
// dead stones are the judge's (search/game_end/dead_stone_judge.h), never the player's. The games are in
// tests/gtp/data/finished/: games played to two passes, two of them ended early by an opponent
// that passed from move 30 on.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "gtp/session.h"

namespace fs = std::filesystem;

namespace kosumi::gtp {
namespace {

struct Ending {
  std::string score;
  std::string dead;
  std::string seki;
};

Ending endingOf(const PlayerOptions& player, const fs::path& sgf) {
  EngineOptions options;
  options.player = player;
  options.player.threads = 1;
  options.player.maxMemoryBytes = size_t(32) << 20;
  Log log(false, "");
  Session session(options, log, FileAccess{});
  EXPECT_EQ(session.execute("loadsgf " + sgf.string()).substr(0, 1), "=") << sgf;
  return {session.execute("final_score"), session.execute("final_status_list dead"),
          session.execute("final_status_list seki")};
}

std::vector<fs::path> finishedGames() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(fs::path(KOSUMI_SOURCE_DIR) / "tests/gtp/data/finished"))
    if (entry.path().extension() == ".sgf") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(CommandsScoring, EveryModeAndLevelScoresAFinishedGameAsTheNormalModeDoes) {
  const std::vector<fs::path> games = finishedGames();
  ASSERT_GE(games.size(), 6u);
  for (const fs::path& game : games) {
    PlayerOptions normal;
    normal.seed = 1;
    const Ending expected = endingOf(normal, game);
    ASSERT_EQ(expected.score.substr(0, 3).find_first_of("BW"), 2u) << game << ": " << expected.score;
    std::vector<PlayerOptions> others;
    PlayerOptions beginner = normal;
    beginner.mode = "beginner";
    others.push_back(beginner);
    for (int level = 1; level <= 10; ++level) {
      PlayerOptions leveled = normal;
      leveled.level = level;
      others.push_back(leveled);
    }
    PlayerOptions otherSeed = normal;
    otherSeed.seed = 12345;
    others.push_back(otherSeed);
    for (const PlayerOptions& o : others) {
      const Ending e = endingOf(o, game);
      const std::string who = fs::path(game).filename().string() + " mode " + o.mode + " level " +
                              std::to_string(o.level) + " seed " + std::to_string(o.seed);
      EXPECT_EQ(e.score, expected.score) << who;
      EXPECT_EQ(e.dead, expected.dead) << who;
      EXPECT_EQ(e.seki, expected.seki) << who;
    }
  }
}

}  // namespace
}  // namespace kosumi::gtp
