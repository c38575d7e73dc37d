// The board alone: captures, suicide, snapback, the simple-ko point, the queries playouts use, and
// the incremental state checked against a rebuild (consistencyError) after every move.
#include <gtest/gtest.h>

#include "engine/board.h"
#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;
using test::diagramOf;
using test::normalised;

// Plays and checks the board against a rebuild; returns the captures.
int playChecked(Board& b, const char* vertex, Color c) {
  const Point p = at(b.geometry(), vertex);
  EXPECT_EQ(b.check(p, c), MoveLegality::Legal) << vertex;
  const int captured = b.play(p, c);
  EXPECT_EQ(b.consistencyError(), "") << "after " << vertex;
  return captured;
}

TEST(Diagram, ParsesWithAndWithoutCoordinatesAndRoundTripsToString) {
  const Board plain = boardFrom(R"(
    . X O
    X O .
    . . .
  )");
  const Board framed = boardFrom(R"(
       A B C
     3 . X O 3
     2 X O . 2
     1 . . . 1
       A B C
  )");
  EXPECT_EQ(diagramOf(plain), ".XO\nXO.\n...\n");
  EXPECT_EQ(diagramOf(framed), diagramOf(plain));
  EXPECT_EQ(plain.at(at(plain.geometry(), "B3")), Color::Black);
  EXPECT_EQ(plain.at(at(plain.geometry(), "B2")), Color::White);
  EXPECT_EQ(diagramOf(boardFrom(plain.toString())), diagramOf(plain));
  EXPECT_EQ(plain.consistencyError(), "");
}

TEST(Diagram, RefusesMalformedDiagrams) {
  EXPECT_FALSE(test::parseDiagram(". X\n. . .\n. . .").ok());  // short row
  EXPECT_FALSE(test::parseDiagram(". Q .\n. . .\n. . .").ok());  // unknown cell
  EXPECT_FALSE(test::parseDiagram("3 . .\n1 . .").ok());          // wrong row number
  EXPECT_FALSE(test::parseDiagram(".").ok());                     // below 2x2
  EXPECT_FALSE(test::boardFromDiagram("X O\nO .").ok());          // X has no liberty
}

TEST(Board, CapturesOneChain) {
  Board b = boardFrom(R"(
    . . . . .
    . X X . .
    X O O X .
    . X . . .
    . . . . .
  )");
  EXPECT_EQ(b.captureCount(at(b.geometry(), "C2"), Color::Black), 2);
  EXPECT_EQ(playChecked(b, "C2", Color::Black), 2);
  EXPECT_EQ(diagramOf(b), normalised(R"(
    . . . . .
    . X X . .
    X . . X .
    . X X . .
    . . . . .
  )"));
  EXPECT_EQ(b.captures(Color::Black), 2);
  EXPECT_EQ(b.captures(Color::White), 0);
  EXPECT_EQ(b.koPoint(), kNullPoint);  // two stones taken: no ko
}

TEST(Board, CapturesSeveralChainsAtOnceWithAnApparentlySuicidalMove) {
  Board b = boardFrom(R"(
    . . X . .
    . X O X .
    X O . O X
    . X O X .
    . . X . .
  )");
  // C3 touches only white stones, but each of the four is in atari there.
  EXPECT_EQ(b.check(at(b.geometry(), "C3"), Color::Black), MoveLegality::Legal);
  EXPECT_EQ(b.libertiesAfter(at(b.geometry(), "C3"), Color::Black), 4);
  // For White, C3 joins the four stones into one chain with no liberty left.
  EXPECT_EQ(b.check(at(b.geometry(), "C3"), Color::White), MoveLegality::Suicide);
  EXPECT_EQ(playChecked(b, "C3", Color::Black), 4);
  EXPECT_EQ(diagramOf(b), normalised(R"(
    . . X . .
    . X . X .
    X . X . X
    . X . X .
    . . X . .
  )"));
}

TEST(Board, CornerCaptureOfTwoChainsMakesAnApparentSuicideLegal) {
  Board b = boardFrom(R"(
    . . . .
    X . . .
    O X . .
    . O X .
  )");
  EXPECT_EQ(b.check(at(b.geometry(), "A1"), Color::Black), MoveLegality::Legal);
  EXPECT_EQ(b.check(at(b.geometry(), "A1"), Color::White), MoveLegality::Suicide);
  EXPECT_EQ(playChecked(b, "A1", Color::Black), 2);
  EXPECT_EQ(diagramOf(b), normalised(R"(
    . . . .
    X . . .
    . X . .
    X . X .
  )"));
}

TEST(Board, MultiStoneSuicideIsRefused) {
  const Board b = boardFrom(R"(
    . O . .
    O X O .
    O . O .
    . O . .
  )");
  const Point b2 = at(b.geometry(), "B2");
  EXPECT_EQ(b.check(b2, Color::Black), MoveLegality::Suicide);  // B3 and B2 would have no liberty
  EXPECT_EQ(b.check(b2, Color::White), MoveLegality::Legal);  // captures B3
  EXPECT_EQ(b.captureCount(b2, Color::White), 1);
  EXPECT_EQ(b.check(at(b.geometry(), "B3"), Color::White), MoveLegality::Occupied);
  EXPECT_EQ(b.check(kPass, Color::White), MoveLegality::OffBoard);
  EXPECT_EQ(std::string(legalityName(MoveLegality::Suicide)), "suicide");
}

TEST(Board, SingleStoneSuicideInTheCornerIsRefused) {
  const Board b = boardFrom(R"(
    . . .
    O . .
    . O .
  )");
  EXPECT_EQ(b.check(at(b.geometry(), "A1"), Color::Black), MoveLegality::Suicide);
  EXPECT_EQ(b.check(at(b.geometry(), "A1"), Color::White), MoveLegality::Legal);
}

// A1's lower-left diagonal lies outside the wall rows (index -1): isOwnEye must treat it as wall.
TEST(Board, EyesInEveryCornerAreRecognised) {
  const Board b = boardFrom(R"(
    . O . O .
    O . . . O
    . . . . .
    O . . . O
    . O . O .
  )");
  for (const char* corner : {"A1", "E1", "A5", "E5"}) {
    EXPECT_TRUE(b.isOwnEye(at(b.geometry(), corner), Color::White)) << corner;
    EXPECT_FALSE(b.isOwnEye(at(b.geometry(), corner), Color::Black)) << corner;
  }
  const Board spoiled = boardFrom(R"(
    . . .
    O X .
    . O .
  )");
  EXPECT_FALSE(spoiled.isOwnEye(at(spoiled.geometry(), "A1"), Color::White));  // B2 is Black's
  const Board centre = boardFrom(R"(
    . . . . .
    . X O . .
    . O . O .
    . . O X .
    . . . . .
  )");
  EXPECT_FALSE(centre.isOwnEye(at(centre.geometry(), "C3"), Color::White));  // two enemy diagonals
  const Board centreOne = boardFrom(R"(
    . . . . .
    . X O . .
    . O . O .
    . . O . .
    . . . . .
  )");
  EXPECT_TRUE(centreOne.isOwnEye(at(centreOne.geometry(), "C3"), Color::White));  // one is allowed
}

TEST(Board, Snapback) {
  Board b = boardFrom(R"(
    . . . .
    X X . .
    O O X .
    . . X .
  )");
  EXPECT_EQ(playChecked(b, "A1", Color::Black), 0);  // the throw-in, in atari
  EXPECT_EQ(playChecked(b, "B1", Color::White), 1);  // takes it, and is left in atari at A1
  EXPECT_EQ(b.koPoint(), kNullPoint);  // the capturing chain has three stones: no ko
  EXPECT_EQ(b.liberties(at(b.geometry(), "B1")), 1);
  EXPECT_EQ(b.lastLiberty(at(b.geometry(), "B1")), at(b.geometry(), "A1"));
  EXPECT_EQ(b.check(at(b.geometry(), "A1"), Color::Black), MoveLegality::Legal);
  EXPECT_EQ(playChecked(b, "A1", Color::Black), 3);
  EXPECT_EQ(diagramOf(b), normalised(R"(
    . . . .
    X X . .
    . . X .
    X . X .
  )"));
  EXPECT_EQ(b.captures(Color::Black), 3);
  EXPECT_EQ(b.captures(Color::White), 1);
}

TEST(Board, SimpleKoPointForbidsOnlyTheImmediateRecapture) {
  Board b = boardFrom(R"(
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .
  )");
  EXPECT_EQ(playChecked(b, "C3", Color::Black), 1);
  const Point b3 = at(b.geometry(), "B3");
  EXPECT_EQ(b.koPoint(), b3);
  EXPECT_EQ(b.koColor(), Color::White);
  EXPECT_EQ(b.check(b3, Color::White), MoveLegality::Ko);
  EXPECT_EQ(b.check(b3, Color::Black), MoveLegality::Legal);  // filling the ko is fine
  playChecked(b, "E5", Color::White);  // a threat elsewhere clears the ko
  playChecked(b, "E1", Color::Black);
  EXPECT_EQ(b.koPoint(), kNullPoint);
  EXPECT_EQ(playChecked(b, "B3", Color::White), 1);
  EXPECT_EQ(b.koPoint(), at(b.geometry(), "C3"));
  b.pass(Color::Black);  // a pass clears it too
  EXPECT_EQ(b.koPoint(), kNullPoint);
  EXPECT_EQ(b.lastMove(), kPass);
}

TEST(Board, HashAfterPredictsTheHashAndEqualPositionsHashEqually) {
  Board b = boardFrom(R"(
    . X O .
    X O . O
    . X O .
    . . . .
  )");
  const Point c3 = at(b.geometry(), "C3");
  const uint64_t predicted = b.hashAfter(c3, Color::Black);
  b.play(c3, Color::Black);
  EXPECT_EQ(b.hash(), predicted);
  const Board same = boardFrom(R"(
    . X O .
    X . X O
    . X O .
    . . . .
  )");
  EXPECT_EQ(b.hash(), same.hash());
  EXPECT_NE(Board(4).hash(), same.hash());
}

TEST(Board, EmptyListAndLibertiesStayExactOnAFilledBoard) {
  Board b(3);
  const char* order[] = {"A1", "C3", "B1", "B3", "C1", "A3", "A2", "C2"};
  Color c = Color::Black;
  for (const char* v : order) {
    playChecked(b, v, c);
    c = opponent(c);
  }
  EXPECT_EQ(b.emptyCount(), 1);
  EXPECT_EQ(b.emptyAt(0), at(b.geometry(), "B2"));
  // B2 captures the white C2-C3-B3-A3 chain for Black and is suicide... for neither: check both.
  EXPECT_EQ(b.check(at(b.geometry(), "B2"), Color::Black), MoveLegality::Legal);
  EXPECT_EQ(b.check(at(b.geometry(), "B2"), Color::White), MoveLegality::Legal);
}

TEST(Board, SelfAtariOnDrawnPoints) {
  const Board b = boardFrom(R"(
    . X O . .
    X O . O .
    . X O . .
    O O X X .
    . O X . .
  )");
  const Geometry& g = b.geometry();
  // C4 captures the white stone at B4, whose only liberty it is: never a self-atari.
  EXPECT_FALSE(b.isSelfAtari(at(g, "C4"), Color::Black));
  // A5 for White captures B5 the same way.
  EXPECT_FALSE(b.isSelfAtari(at(g, "A5"), Color::White));
  // A1 for White joins A2-B2-B1, whose liberties are A1 and A3: only A3 is left.
  EXPECT_TRUE(b.isSelfAtari(at(g, "A1"), Color::White));
  // A3 for Black joins A4 and B3 and keeps A5 alone.
  EXPECT_TRUE(b.isSelfAtari(at(g, "A3"), Color::Black));
  // D1 for Black joins C1-C2-D2 and keeps D3, E2 and E1.
  EXPECT_FALSE(b.isSelfAtari(at(g, "D1"), Color::Black));
  // E5 has two empty neighbours.
  EXPECT_FALSE(b.isSelfAtari(at(g, "E5"), Color::Black));
}

TEST(Board, SelfAtariAgreesWithTheExactLibertyCountOnRandomBoards) {
  Rng rng(11);
  long checked = 0;
  for (int game = 0; game < 300; ++game) {
    const int size = 5 + game % 11;
    const Board b = test::randomBoard(size, int(rng.below(uint32_t(size * size * 2))), rng);
    for (int i = 0; i < b.emptyCount(); ++i) {
      const Point p = b.emptyAt(i);
      for (Color c : {Color::Black, Color::White}) {
        const bool expected = b.captureCount(p, c) == 0 && b.libertiesAfter(p, c) <= 1;
        ASSERT_EQ(b.isSelfAtari(p, c), expected) << b.toString() << "point " << p;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace kosumi
