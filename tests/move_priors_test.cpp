// Tree priors: the vital points of small eye spaces, and how the priors rank captures, saving
// moves, vital points, plain moves, self-ataris and own-eye fills.
#include "search/move_priors.h"

#include "playouts/ladder.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

// The prior's win rate, and its weight in playouts.
double rate(const MoveCandidate& m) { return m.priorVisits ? m.priorHalfWins / (2.0 * m.priorVisits) : 0.5; }

Bitboard only(const Board& b, const char* vertex) {
  Bitboard s;
  s.set(at(b.geometry(), vertex));
  return s;
}

TEST(MovePriors, VitalPointOfAStraightThreeBentThreeAndPyramidFour) {
  const Board straight = boardFrom(R"(
    . . . X .
    X X X X .
    . . . . .
    . . . . .
    . . . . .
  )");
  EXPECT_EQ(vitalPoints(straight), only(straight, "B5"));
  const Board bent = boardFrom(R"(
    . . X . .
    . X X . .
    X X . . .
    . . . . .
    . . . . .
  )");
  EXPECT_EQ(vitalPoints(bent), only(bent, "A5"));
  const Board pyramid = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O O O O O . .
    . O O X X X O O .
    . O X X . X X O .
    . O X . . . X O .
  )");
  EXPECT_EQ(vitalPoints(pyramid), only(pyramid, "E1"));
}

TEST(MovePriors, NoVitalPointForSquareFoursMixedBordersOrLargeAreas) {
  const Board square = boardFrom(R"(
    . . X . .
    . . X . .
    X X X . .
    . . . . .
    . . . . .
  )");
  EXPECT_TRUE(vitalPoints(square).empty());
  const Board mixed = boardFrom(R"(
    . . X . .
    . O X . .
    X X . . .
    . . . . .
    . . . . .
  )");
  EXPECT_TRUE(vitalPoints(mixed).empty());
  EXPECT_TRUE(vitalPoints(Board(9)).empty());
}

TEST(MovePriors, RankCapturesAndSavesAbovePlainMovesAboveBadOnes) {
  // For Black: D4 captures D5; B3 saves B2 with three liberties; F4 is a plain move; C1 is a
  // self-atari; G1 fills Black's own eye.
  const Board b = boardFrom(R"(
    . . . . . . .
    . . . X . . .
    . . X O X . .
    . . . . . . .
    . . . . . . .
    O X O . . . X
    . O . . . X .
  )");
  const Geometry& g = b.geometry();
  const Bitboard vital = vitalPoints(b);
  EXPECT_TRUE(vital.empty());
  const Color black = Color::Black;
  const MoveCandidate capture = movePrior(b, at(g, "D4"), black, vital);
  const MoveCandidate save = movePrior(b, at(g, "B3"), black, vital);
  const MoveCandidate plain = movePrior(b, at(g, "F4"), black, vital);
  const MoveCandidate selfAtari = movePrior(b, at(g, "C1"), black, vital);
  const MoveCandidate ownEye = movePrior(b, at(g, "G1"), black, vital);
  const MoveCandidate pass = movePrior(b, kPass, black, vital);
  EXPECT_EQ(rate(capture), 1.0);
  EXPECT_GE(capture.priorVisits, 50);
  EXPECT_EQ(rate(save), 1.0);
  EXPECT_GE(save.priorVisits, 50);
  EXPECT_EQ(plain.priorVisits, 0);
  EXPECT_EQ(rate(selfAtari), 0.0);
  EXPECT_GT(selfAtari.priorVisits, 0);
  EXPECT_EQ(rate(ownEye), 0.0);
  EXPECT_LT(rate(pass), rate(plain));
  // Captures and rescues are urgent; the rest is not.
  EXPECT_TRUE(isUrgent(capture));
  EXPECT_TRUE(isUrgent(save));
  for (const MoveCandidate& m : {plain, selfAtari, ownEye, pass}) EXPECT_FALSE(isUrgent(m));
}

TEST(MovePriors, TheModelAddsWinsGrowingWithTheSquareRootOfItsProbability) {
  MoveCandidate m{Point(40)};
  addModelPrior(m, 0.25f, 40.0);
  EXPECT_EQ(m.priorVisits, 20);  // 40 * sqrt(0.25)
  EXPECT_EQ(rate(m), 1.0);
  MoveCandidate unlikely{Point(41)};
  addModelPrior(unlikely, 0.0001f, 40.0);
  EXPECT_EQ(unlikely.priorVisits, 0);  // 0.4 rounds to nothing
  // Added to what the features gave: a self-atari the model likes is still mostly a loss.
  MoveCandidate bad{Point(42), 20, 0};
  addModelPrior(bad, 0.01f, 40.0);
  EXPECT_EQ(bad.priorVisits, 24);
  EXPECT_EQ(bad.priorHalfWins, 8);
}

TEST(MovePriors, TheVitalPointIsUrgentForBothSides) {
  const Board b = boardFrom(R"(
    . . . X .
    X X X X .
    . . . . .
    . . . . .
    . . . . .
  )");
  const Bitboard vital = vitalPoints(b);
  for (Color c : {Color::Black, Color::White}) {
    const MoveCandidate m = movePrior(b, at(b.geometry(), "B5"), c, vital);
    EXPECT_GE(m.priorVisits, 50) << colorLetter(c);
    EXPECT_GT(rate(m), 0.9) << colorLetter(c);
  }
}

TEST(MovePriors, ALadderThatWorksIsChasedAndNotRunFrom) {
  // Black D4 is in atari. Extending at D3 leaves two liberties, and on an empty board White
  // ladders the two stones to the lower left edge; a Black stone at B2 on that path breaks the
  // ladder. For White, with Black's D4 at two liberties (D3 and E4), E4 is the atari that starts
  // the ladder.
  constexpr const char* kLadder = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . O X O . . . .
    . . . . O . . . .
    . . . . . . . . .
    . . . . . . . . .
  )";
  constexpr const char* kBroken = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . O X O . . . .
    . . . . O . . . .
    . X . . . . . . .
    . . . . . . . . .
  )";
  const Board ladder = boardFrom(kLadder), broken = boardFrom(kBroken);
  const Geometry& g = ladder.geometry();
  const Point stone = at(g, "D4"), extend = at(g, "D3");
  ASSERT_TRUE(ladderCaptures(ladder, stone));
  ASSERT_FALSE(ladderCaptures(broken, stone));
  const MoveCandidate lost = movePrior(ladder, extend, Color::Black, vitalPoints(ladder));
  const MoveCandidate escape = movePrior(broken, extend, Color::Black, vitalPoints(broken));
  EXPECT_FALSE(isUrgent(lost));
  EXPECT_LT(rate(lost), 0.5);
  EXPECT_TRUE(isUrgent(escape));
  EXPECT_GE(escape.priorVisits, 50);
  // The same stones with E4 empty: White's atari there works only without the breaker.
  const Board chase = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . O X . . . . .
    . . . . O . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  const Board noChase = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . O X . . . . .
    . . . . O . . . .
    . X . . . . . . .
    . . . . . . . . .
  )");
  ASSERT_EQ(chase.liberties(stone), 2);
  const MoveCandidate works = movePrior(chase, at(g, "E4"), Color::White, vitalPoints(chase));
  const MoveCandidate fails = movePrior(noChase, at(g, "E4"), Color::White, vitalPoints(noChase));
  EXPECT_TRUE(isUrgent(works));
  EXPECT_GE(works.priorVisits, 50);
  EXPECT_FALSE(isUrgent(fails));
}

TEST(MovePriors, ASnapbackThrowInIsUrgent) {
  // Black's throw-in at B1 (or A1) is taken at the other point, and the five White stones that
  // took it are then in atari at the throw-in's point: a snapback. (A self-atari that is no
  // snapback keeps its penalty: C1 in RankCapturesAndSavesAbovePlainMovesAboveBadOnes.)
  const Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O . . .
    X X X X . O . . .
    O O O X O O X . .
    . . O X . O . X .
  )");
  const Geometry& g = b.geometry();
  const Bitboard vital = vitalPoints(b);
  for (const char* v : {"A1", "B1"}) {
    const MoveCandidate m = movePrior(b, at(g, v), Color::Black, vital);
    EXPECT_TRUE(isUrgent(m)) << v;
    EXPECT_GT(rate(m), 0.9) << v;
  }
}

TEST(MovePriors, ACaptureOfAStoneThatWouldRunWeighsMore) {
  // White E5 in atari could extend at E4 to three liberties; White A9 in atari in the corner
  // could not get out by extending at B9 (two liberties).
  const Board b = boardFrom(R"(
    O . X . . . . . .
    X . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . X O X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  const Geometry& g = b.geometry();
  const Bitboard vital = vitalPoints(b);
  const MoveCandidate runner = movePrior(b, at(g, "E4"), Color::Black, vital);
  const MoveCandidate corner = movePrior(b, at(g, "B9"), Color::Black, vital);
  EXPECT_EQ(rate(runner), 1.0);
  EXPECT_EQ(rate(corner), 1.0);
  EXPECT_GE(runner.priorVisits, 100);
  EXPECT_GE(corner.priorVisits, 50);
  EXPECT_LT(corner.priorVisits, 100);
}

}  // namespace
}  // namespace kosumi
