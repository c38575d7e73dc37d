// The beginner policy: a computer opponent for people learning the game, which takes captures,
// does not fill its own eyes and answers near the last move, checked on drawn positions
// (captures, eyes, ataris, ko, passing) and over many generated positions and games (every
// capture taken, answers near the opponent's last move, a clear win over a uniformly random
// legal player, speed).
#include "playouts/beginner_policy.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <set>

#include "engine/game.h"
#include "playouts/playout.h"
#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

Point beginner(const Board& board, Color c, uint64_t seed) {
  Rng rng(seed);
  return BeginnerPolicy::chooseBeginner(board, c, rng, Bitboard());
}

// The policy's move made legal for the game: points the game refuses (superko) are banned and
// the policy asked again, as the beginner player does.
Point beginnerInGame(const Game& game, Color c, Rng& rng) {
  Bitboard banned;
  for (;;) {
    const Point p = BeginnerPolicy::chooseBeginner(game.board(), c, rng, banned);
    if (p == kPass || game.legality(c, p) == MoveLegality::Legal) return p;
    banned.set(p);
  }
}

// Whether a stone of c at p would be a pure self-atari of more than one stone.
bool selfAtariOfSeveral(const Board& board, Point p, Color c) {
  if (board.captureCount(p, c) > 0 || board.libertiesAfter(p, c) >= 2) return false;
  Board after = board;
  after.play(p, c);
  return after.chainSize(p) > 1;
}

TEST(BeginnerPolicy, TakesACaptureFarFromTheLastMove) {
  Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X . . . . . . .
    X O X . . . . . .
    . . . . . . . . .
  )");
  b.play(at(b.geometry(), "J9"), Color::White);
  for (uint64_t seed = 1; seed <= 20; ++seed) EXPECT_EQ(beginner(b, Color::Black, seed), at(b.geometry(), "B1"));
}

TEST(BeginnerPolicy, TakesTheLargestCapture) {
  const Board b = boardFrom(R"(
    . . . . . . X O O
    . . . . . . . X O
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X . . . . . . .
    X O X . . . . . .
    . . . . . . . . .
  )");
  for (uint64_t seed = 1; seed <= 20; ++seed) EXPECT_EQ(beginner(b, Color::Black, seed), at(b.geometry(), "J7"));
}

TEST(BeginnerPolicy, BreaksTiesBetweenEqualCapturesAtRandom) {
  const Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . X .
    . . . . . . X O X
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X . . . . . . .
    X O X . . . . . .
    . . . . . . . . .
  )");
  std::set<Point> chosen;
  for (uint64_t seed = 1; seed <= 100; ++seed) chosen.insert(beginner(b, Color::Black, seed));
  EXPECT_EQ(chosen, (std::set<Point>{at(b.geometry(), "B1"), at(b.geometry(), "H6")}));
}

TEST(BeginnerPolicy, SavesAChainInAtariWhenTheExtensionGainsLiberties) {
  Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O O . . . . .
    . O X X O . . . .
    . . O . . . . . .
    . . . . . . . . .
  )");
  b.play(at(b.geometry(), "H8"), Color::White);  // the last move is far away
  for (uint64_t seed = 1; seed <= 20; ++seed) EXPECT_EQ(beginner(b, Color::Black, seed), at(b.geometry(), "D2"));
}

TEST(BeginnerPolicy, DoesNotExtendWhenTheExtensionGainsNothing) {
  // D2 would leave C3-D3-D2 with the single liberty D1: a self-atari of three stones.
  const Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O O . . . . .
    . O X X O . . . .
    . . O . O . . . .
    . . . . . . . . .
  )");
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const Point p = beginner(b, Color::Black, seed);
    EXPECT_NE(p, at(b.geometry(), "D2"));
    EXPECT_NE(p, kPass);
  }
}

TEST(BeginnerPolicy, GivesAtariNearTheLastMove) {
  Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X . . . . .
    . . X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  b.play(at(b.geometry(), "D5"), Color::White);  // two liberties: D4 and E5
  const std::set<Point> ataris{at(b.geometry(), "D4"), at(b.geometry(), "E5")};
  std::set<Point> chosen;
  for (uint64_t seed = 1; seed <= 50; ++seed) chosen.insert(beginner(b, Color::Black, seed));
  EXPECT_EQ(chosen, ataris);
}

TEST(BeginnerPolicy, AnswersALoneStoneByTouchingIt) {
  Board b(19);
  const Geometry& g = b.geometry();
  b.play(at(g, "D4"), Color::Black);
  b.play(at(g, "Q16"), Color::White);
  std::set<Point> chosen;
  for (uint64_t seed = 1; seed <= 200; ++seed) chosen.insert(beginner(b, Color::Black, seed));
  // Random among the equal candidates, not one fixed reply.
  EXPECT_EQ(chosen, (std::set<Point>{at(g, "P16"), at(g, "R16"), at(g, "Q15"), at(g, "Q17")}));
}

TEST(BeginnerPolicy, AvoidsTheFirstLineWithNothingToAnswer) {
  const Board b(9);
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const Point p = beginner(b, Color::Black, seed);
    ASSERT_NE(p, kPass);
    EXPECT_TRUE(b.geometry().x(p) > 0 && b.geometry().x(p) < 8 && b.geometry().y(p) > 0 && b.geometry().y(p) < 8);
  }
}

TEST(BeginnerPolicy, NeverFillsItsOwnEyeAndPassesWhenOnlyEyesRemain) {
  const Board b = boardFrom(R"(
    . X . X .
    X X X X X
    X X X X X
    X X X X X
    X X X X X
  )");
  for (uint64_t seed = 1; seed <= 20; ++seed) EXPECT_EQ(beginner(b, Color::Black, seed), kPass);
}

TEST(BeginnerPolicy, PlaysOnlyWhereBothColoursBorder) {
  // A-B is Black's, F-G White's: only column D is worth a stone.
  const Board b = boardFrom(R"(
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
  )");
  for (Color c : {Color::Black, Color::White})
    for (uint64_t seed = 1; seed <= 50; ++seed) {
      const Point p = beginner(b, c, seed);
      ASSERT_NE(p, kPass);
      EXPECT_EQ(b.geometry().x(p), 3) << "seed " << seed;
    }
}

TEST(BeginnerPolicy, PassesWhenOnlyPointlessMovesRemain) {
  const Board b = boardFrom(R"(
    . . X X O . .
    . . X X O . .
    . . X X O . .
    . . X X O . .
    . . X X O . .
    . . X X O . .
    . . X X O . .
  )");
  for (Color c : {Color::Black, Color::White})
    for (uint64_t seed = 1; seed <= 20; ++seed) EXPECT_EQ(beginner(b, c, seed), kPass);
}

TEST(BeginnerPolicy, RespectsTheKoPointAndBannedPoints) {
  Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    X . X O . . . . .
    . X O . . . . . .
  )");
  const Geometry& g = b.geometry();
  ASSERT_EQ(b.play(at(g, "B2"), Color::White), 1);  // takes C2: Black may not retake at once
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const Point p = beginner(b, Color::Black, seed);
    EXPECT_NE(p, at(g, "C2"));
    EXPECT_NE(p, kPass);
  }
  // A capture the caller has banned (as superko would) is skipped too.
  Board open = boardFrom(R"(
    . . . . .
    . . . . .
    . X . . .
    X O X . .
    . . . . .
  )");
  Bitboard banned;
  banned.set(at(open.geometry(), "B1"));
  Rng rng(7);
  for (int i = 0; i < 20; ++i) {
    const Point p = BeginnerPolicy::chooseBeginner(open, Color::Black, rng, banned);
    EXPECT_NE(p, at(open.geometry(), "B1"));
    EXPECT_NE(p, kPass);
  }
}

TEST(BeginnerPolicy, TakesTheLargestCaptureInAThousandGeneratedPositions) {
  Rng rng(2024);
  const int sizes[] = {9, 13, 19};
  int positions = 0, draws = 0;
  while (positions < 1000) {
    ASSERT_LT(++draws, 200000) << "too few positions with a capture";
    const int size = sizes[draws % 3];
    const int moves = 5 + int(rng.below(uint32_t(size * size * 2)));
    const Board b = test::randomBoard(size, moves, rng);
    const Color c = moves % 2 ? Color::White : Color::Black;
    const int largest = test::largestCaptureSize(b, c);
    if (largest == 0) continue;
    ++positions;
    const Point p = beginner(b, c, draws);
    ASSERT_NE(p, kPass) << b.toString();
    EXPECT_TRUE(b.isLegal(p, c)) << b.toString();
    EXPECT_EQ(b.captureCount(p, c), largest) << b.toString();
  }
}

TEST(BeginnerPolicy, RandomPositionsGetLegalMovesThatNeitherFillEyesNorSelfAtariSeveralStones) {
  Rng rng(99);
  for (int i = 0; i < 3000; ++i) {
    const int size = 5 + int(rng.below(15));
    const int moves = int(rng.below(uint32_t(size * size * 3)));
    const Board b = test::randomBoard(size, moves, rng);
    for (Color c : {Color::Black, Color::White}) {
      const Point p = beginner(b, c, i);
      if (p == kPass) continue;
      ASSERT_TRUE(b.isLegal(p, c)) << b.toString();
      EXPECT_FALSE(b.isOwnEye(p, c)) << b.toString();
      EXPECT_FALSE(selfAtariOfSeveral(b, p, c)) << b.toString();
    }
  }
}

TEST(BeginnerPolicy, SelfPlayAnswersWithinDistanceTwo) {
  Rng rng(31);
  long counted = 0, near = 0;
  for (int gameNo = 0; gameNo < 30; ++gameNo) {
    const int size = gameNo % 3 == 0 ? 19 : 9;
    Game game(size, Rules::chinese());
    Color c = Color::Black;
    for (int m = 0; m < playoutMoveCap(size) && game.consecutivePasses() < 2; ++m) {
      const Board& b = game.board();
      const Point last = b.lastMove();
      const Point p = beginnerInGame(game, c, rng);
      const bool capturing = p != kPass && b.captureCount(p, c) > 0;
      if (!capturing && b.lastColor() == opponent(c) && b.onBoard(last)) {
        bool nearMoveExists = false;
        for (int i = 0; i < b.emptyCount() && !nearMoveExists; ++i) {
          const Point q = b.emptyAt(i);
          nearMoveExists = BeginnerPolicy::distance(b.geometry(), q, last) <= 2 && !b.isOwnEye(q, c) &&
                           game.legality(c, q) == MoveLegality::Legal;
        }
        if (nearMoveExists) {
          ++counted;
          near += p != kPass && BeginnerPolicy::distance(b.geometry(), p, last) <= 2;
        }
      }
      ASSERT_TRUE(game.play(c, p).ok());
      c = opponent(c);
    }
  }
  const double rate = double(near) / double(counted);
  std::printf("non-capturing answers within distance 2: %ld of %ld (%.1f%%)\n", near, counted, 100 * rate);
  EXPECT_GT(counted, 1000);
  EXPECT_GE(rate, 0.80);
}

TEST(BeginnerPolicy, BeatsAUniformlyRandomLegalPlayer) {
  Rng rng(5);
  int wins = 0;
  const int games = 100;
  for (int gameNo = 0; gameNo < games; ++gameNo) {
    const Color beginnerColor = gameNo % 2 ? Color::White : Color::Black;
    Game game(9, Rules::chinese());  // komi 7.5, positional superko
    Color c = Color::Black;
    for (int m = 0; m < playoutMoveCap(9) && game.consecutivePasses() < 2; ++m) {
      const Point p = c == beginnerColor ? beginnerInGame(game, c, rng) : test::randomLegalMove(game, c, rng);
      ASSERT_TRUE(game.play(c, p).ok());
      c = opponent(c);
    }
    const double blackMargin = game.score(Bitboard()).margin();
    wins += (beginnerColor == Color::Black ? blackMargin : -blackMargin) > 0;
  }
  std::printf("beginner beat the random player in %d of %d 9x9 games\n", wins, games);
  EXPECT_GE(wins, 95);
}

TEST(BeginnerPolicy, ChoosesInMicrosecondsOn19x19) {
  Rng rng(77);
  std::vector<Board> boards;
  for (int moves : {0, 30, 100, 200, 300, 400})
    for (int k = 0; k < 20; ++k) boards.push_back(test::randomBoard(19, moves, rng));
  long calls = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int round = 0; round < 20; ++round)
    for (const Board& b : boards) {
      const Point p = BeginnerPolicy::chooseBeginner(b, Color(calls % 2), rng, Bitboard());
      calls += p != kNullPoint;
    }
  const double micros =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / calls;
  std::printf("beginner policy on 19x19: %.1f microseconds per move over %ld moves\n", micros, calls);
  EXPECT_LT(micros, 2000.0);  // the budget is 50 ms; this leaves room for sanitizer builds
}

}  // namespace
}  // namespace kosumi
