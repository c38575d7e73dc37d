// The beginner player: always legal under every ko rule (superko refusals fall back to another
// candidate), passes like a beginner, never resigns, counts dead stones with the dead-stone
// judge's glance, and answers in far less than 50 ms on 19x19.
#include "search/beginner_player.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "playouts/playout.h"
#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;

PlayerOptions seeded(uint64_t seed) {
  PlayerOptions o;
  o.mode = "beginner";
  o.seed = seed;
  return o;
}

Rules rulesFrom(const char* text) {
  auto r = Rules::parse(text);
  EXPECT_TRUE(r.ok()) << text;
  return r.ok() ? r.value() : Rules::chinese();
}

MoveChoice ask(Player& player, const Game& game, Color c, bool cleanup = false) {
  MoveRequest request;
  request.color = c;
  request.cleanup = cleanup;
  return player.chooseMove(game, request);
}

// The ko fight of these tests: Black's C2 stone, which White can take at B2.
constexpr const char* kKoCorner = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . X O . . . . . .
  X . X O . . . . .
  . X O . . . . . .
)";

// Black takes the ko back after two passes cleared the board's ko point: the stones would be
// those after setup again.
Game koAfterTwoPasses(const Rules& rules) {
  Game game = gameFrom(kKoCorner, rules);
  const Geometry& g = game.geometry();
  EXPECT_TRUE(game.play(Color::Black, kPass).ok());
  EXPECT_TRUE(game.play(Color::White, at(g, "B2")).ok());
  EXPECT_TRUE(game.play(Color::Black, kPass).ok());
  EXPECT_TRUE(game.play(Color::White, kPass).ok());
  return game;
}

TEST(BeginnerPlayer, FallsBackWhenItsCaptureIsSuperko) {
  // komi=90: Black is far behind, so it does not simply pass after White's pass.
  const Game game = koAfterTwoPasses(rulesFrom("chinese ko=positional komi=90"));
  const Point retake = at(game.geometry(), "C2");
  ASSERT_TRUE(game.board().isLegal(retake, Color::Black));  // the board alone would allow it
  ASSERT_EQ(game.legality(Color::Black, retake), MoveLegality::Superko);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto player = makeBeginnerPlayer(seeded(seed));
    const MoveChoice choice = ask(*player, game, Color::Black);
    EXPECT_FALSE(choice.resign);
    EXPECT_NE(choice.move, retake);
    EXPECT_NE(choice.move, kPass);
    EXPECT_EQ(game.legality(Color::Black, choice.move), MoveLegality::Legal);
  }
}

TEST(BeginnerPlayer, TakesTheSameCaptureUnderSimpleKo) {
  const Game game = koAfterTwoPasses(rulesFrom("chinese ko=simple komi=90"));
  auto player = makeBeginnerPlayer(seeded(3));
  EXPECT_EQ(ask(*player, game, Color::Black).move, at(game.geometry(), "C2"));
}

// Black's wall on C, White's on E, the dame column D between them.
constexpr const char* kWalls = R"(
  . . X . O
  . . X . O
  . . X . O
  . . X . O
  . . X . O
)";

TEST(BeginnerPlayer, PassesAfterTheOpponentPassesWhenPassingDoesNotLose) {
  for (const char* rules : {"chinese dead=as-is komi=0.5", "chinese komi=0.5", "japanese komi=-20"}) {
    Game game = gameFrom(kWalls, rulesFrom(rules));
    ASSERT_TRUE(game.play(Color::Black, at(game.geometry(), "D3")).ok());
    ASSERT_TRUE(game.play(Color::White, kPass).ok());
    auto player = makeBeginnerPlayer(seeded(1));
    EXPECT_EQ(ask(*player, game, Color::Black).move, kPass) << rules;
  }
}

// Two living walls, each with a straight row of five points behind it, and the dame between them:
// Black, with the C3 dame, counts 11 against White's 10.
constexpr const char* kLivingWalls = R"(
  . X . O .
  . X . O .
  . X . O .
  . X . O .
  . X . O .
)";

TEST(BeginnerPlayer, PlaysOnAfterTheOpponentPassesWhenPassingLoses) {
  for (const char* rules : {"chinese dead=as-is komi=20.5", "chinese komi=20.5"}) {
    Game game = gameFrom(kLivingWalls, rulesFrom(rules));
    ASSERT_TRUE(game.play(Color::Black, at(game.geometry(), "C3")).ok());
    ASSERT_TRUE(game.play(Color::White, kPass).ok());
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      auto player = makeBeginnerPlayer(seeded(seed));
      const Point p = ask(*player, game, Color::Black).move;
      ASSERT_NE(p, kPass) << rules;
      EXPECT_EQ(game.geometry().x(p), 2) << rules;  // the dame, not its own or White's side
    }
  }
}

// White's wall in kWalls has no room for an eye: the judge calls it dead, so under dead=marked
// Black counts the whole board, 25 points against komi 20.5, and passes; under dead=as-is the
// wall counts for White and Black, 16 against 5 + 20.5, plays on.
TEST(BeginnerPlayer, CountsAnEyelessWallDeadWhenItAnswersAPass) {
  const struct {
    const char* rules;
    bool passes;
  } cases[] = {{"chinese komi=20.5", true}, {"chinese dead=as-is komi=20.5", false}};
  for (const auto& c : cases) {
    Game game = gameFrom(kWalls, rulesFrom(c.rules));
    ASSERT_TRUE(game.play(Color::Black, at(game.geometry(), "D3")).ok());
    ASSERT_TRUE(game.play(Color::White, kPass).ok());
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      auto player = makeBeginnerPlayer(seeded(seed));
      const MoveChoice choice = ask(*player, game, Color::Black);
      EXPECT_EQ(choice.move == kPass, c.passes) << c.rules << " seed " << seed;
      if (c.passes) {
        EXPECT_EQ(choice.rule, MoveRule::BeginnerPassWins) << c.rules;
      }
    }
  }
}

TEST(BeginnerPlayer, CleanupPlaysOnAfterAPass) {
  Game game = gameFrom(kWalls, rulesFrom("chinese komi=0.5"));
  ASSERT_TRUE(game.play(Color::Black, at(game.geometry(), "D3")).ok());
  ASSERT_TRUE(game.play(Color::White, kPass).ok());
  auto player = makeBeginnerPlayer(seeded(1));
  EXPECT_NE(ask(*player, game, Color::Black, /*cleanup=*/true).move, kPass);
}

TEST(BeginnerPlayer, PassesWhenOnlyEyesAndPointlessMovesRemain) {
  const Game game = gameFrom(R"(
    . X . X X O . O .
    X X X X X O O O O
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
  )");
  auto player = makeBeginnerPlayer(seeded(1));
  EXPECT_EQ(ask(*player, game, Color::Black).move, kPass);
  EXPECT_EQ(ask(*player, game, Color::White).move, kPass);
}

struct GameTally {
  int games = 0;
  int endedByPasses = 0;
  long moves = 0;
  double slowestSeconds = 0;
  double totalSeconds = 0;
};

// Plays one game; `other` null means the random legal player. Every answer must be legal
// and no answer a resignation.
void playGame(Game& game, Player& beginner, Player* other, Color beginnerColor, Rng& rng,
              GameTally& tally) {
  Color c = Color::Black;
  for (int m = 0; m < playoutMoveCap(game.size()) && game.consecutivePasses() < 2; ++m) {
    Point p;
    if (c == beginnerColor || other) {
      Player& player = c == beginnerColor ? beginner : *other;
      const auto start = std::chrono::steady_clock::now();
      const MoveChoice choice = ask(player, game, c);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      tally.slowestSeconds = std::max(tally.slowestSeconds, seconds);
      tally.totalSeconds += seconds;
      ASSERT_FALSE(choice.resign);
      p = choice.move;
    } else {
      p = test::randomLegalMove(game, c, rng);
    }
    const Status played = game.play(c, p);
    ASSERT_TRUE(played.ok()) << played.error() << " under " << game.rules().toString() << "\n"
                             << game.board().toString();
    ++tally.moves;
    c = opponent(c);
  }
  ++tally.games;
  tally.endedByPasses += game.consecutivePasses() >= 2;
}

TEST(BeginnerPlayer, PlaysLegallyToTwoPassesUnderEveryKoRule) {
  Rng rng(11);
  GameTally selfPlay, versusRandom;
  const char* ruleSets[] = {"chinese", "chinese ko=situational", "chinese ko=simple dead=as-is", "japanese",
                            "korean"};
  for (const char* rules : ruleSets) {
    for (int gameNo = 0; gameNo < 16; ++gameNo) {
      const int size = gameNo % 4 == 3 ? 13 : gameNo % 4 == 2 ? 5 : 9;
      auto beginner = makeBeginnerPlayer(seeded(100 + gameNo));
      auto other = makeBeginnerPlayer(seeded(200 + gameNo));
      const Color colour = gameNo % 2 ? Color::White : Color::Black;
      Game selfGame(size, rulesFrom(rules));
      playGame(selfGame, *beginner, other.get(), colour, rng, selfPlay);
      Game randomGame(size, rulesFrom(rules));
      playGame(randomGame, *beginner, nullptr, colour, rng, versusRandom);
      if (HasFatalFailure()) return;
    }
  }
  std::printf("self-play: %d of %d games ended by two passes; against random: %d of %d\n",
              selfPlay.endedByPasses, selfPlay.games, versusRandom.endedByPasses, versusRandom.games);
  // Two beginners always find the end: each passes once nothing sensible is left.
  EXPECT_EQ(selfPlay.endedByPasses, selfPlay.games);
  EXPECT_EQ(versusRandom.endedByPasses, versusRandom.games);
}

TEST(BeginnerPlayer, AnswersFastOn19x19) {
  Rng rng(5);
  GameTally tally;
  for (int gameNo = 0; gameNo < 2; ++gameNo) {
    auto beginner = makeBeginnerPlayer(seeded(7 + gameNo));
    auto other = makeBeginnerPlayer(seeded(9 + gameNo));
    Game game(19, Rules::chinese());
    playGame(game, *beginner, other.get(), Color::Black, rng, tally);
    ASSERT_FALSE(HasFatalFailure());
  }
  std::printf("19x19 self-play: %ld moves, %.3f ms per answer, slowest %.3f ms\n", tally.moves,
              1000 * tally.totalSeconds / double(tally.moves), 1000 * tally.slowestSeconds);
  EXPECT_GT(tally.moves, 200);
  EXPECT_LT(tally.slowestSeconds, 0.050);
}

}  // namespace
}  // namespace kosumi
