// Shape patterns: the table matches each listed shape in every orientation and with the colours
// exchanged, matches nothing on an empty neighbourhood, and reads keys from the board correctly.
#include "playouts/shape_patterns.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

TEST(ShapePatterns, EmptySurroundingsAndLoneStonesAreNoShape) {
  const ShapePatterns& shapes = ShapePatterns::standard();
  const Board empty(9);
  EXPECT_FALSE(shapes.matches(empty, at(empty.geometry(), "E5")));
  EXPECT_FALSE(shapes.matches(empty, at(empty.geometry(), "A1")));
  const Board lone = boardFrom(R"(
    . . . . .
    . . . . .
    . . X . .
    . . . . .
    . . . . .
  )");
  for (const char* v : {"B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"})
    EXPECT_FALSE(shapes.matches(lone, at(lone.geometry(), v))) << v;
}

TEST(ShapePatterns, HaneMatchesInEveryOrientationAndForBothColours) {
  const ShapePatterns& shapes = ShapePatterns::standard();
  // The enclosing hane: X O X over an empty row, the move in the middle, turned four ways.
  const char* rotations[] = {
      R"(
    . . . . .
    . X O X .
    . . . . .
    . . . . .
    . . . . .
  )",
      R"(
    . . . . .
    . . . X .
    . . . O .
    . . . X .
    . . . . .
  )",
      R"(
    . . . . .
    . . . . .
    . . . . .
    . X O X .
    . . . . .
  )",
      R"(
    . . . . .
    . X . . .
    . O . . .
    . X . . .
    . . . . .
  )",
  };
  const char* centres[] = {"C3", "C3", "C3", "C3"};
  for (int i = 0; i < 4; ++i) {
    const Board b = boardFrom(rotations[i]);
    EXPECT_TRUE(shapes.matches(b, at(b.geometry(), centres[i]))) << rotations[i];
    // The same with the colours exchanged.
    Board swapped(b.size());
    const Geometry& g = b.geometry();
    for (int y = 0; y < g.size(); ++y)
      for (int x = 0; x < g.size(); ++x) {
        const Point p = g.point(x, y);
        if (isStone(b.at(p))) swapped.play(p, opponent(b.at(p)));
      }
    EXPECT_TRUE(shapes.matches(swapped, at(g, centres[i]))) << "swapped " << rotations[i];
  }
}

TEST(ShapePatterns, CutAndFirstLineShapes) {
  const ShapePatterns& shapes = ShapePatterns::standard();
  // The cut at C3 between the diagonal white stones, with no black stone to spoil it.
  const Board cut = boardFrom(R"(
    . . . . .
    . X O . .
    . O . . .
    . . . . .
    . . . . .
  )");
  EXPECT_TRUE(shapes.matches(cut, at(cut.geometry(), "C3")));
  // On the first line: blocking under one's own stone against the opponent's (? X ? / x . O /
  // edge), at C1.
  const Board edge = boardFrom(R"(
    . . . . .
    . . . . .
    . . . . .
    . . X . .
    . . . O .
  )");
  EXPECT_TRUE(shapes.matches(edge, at(edge.geometry(), "C1")));
  // The same stones one line higher are no shape.
  const Board away = boardFrom(R"(
    . . . . .
    . . . . .
    . . X . .
    . . . O .
    . . . . .
  )");
  EXPECT_FALSE(shapes.matches(away, at(away.geometry(), "C2")));
}

TEST(ShapePatterns, KeyReadsTheEightNeighboursInReadingOrder) {
  const Board b = boardFrom(R"(
    . . .
    . . X
    O . .
  )");
  const Geometry& g = b.geometry();
  const uint16_t key = ShapePatterns::key(b, at(g, "B2"));
  // p - stride - 1 is A1 (the row below, to the left): White; p + 1 is C2: Black.
  EXPECT_EQ((key >> 0) & 3, unsigned(Color::White));
  EXPECT_EQ((key >> 8) & 3, unsigned(Color::Black));
  for (int i : {1, 2, 3, 5, 6, 7}) EXPECT_EQ((key >> (2 * i)) & 3, unsigned(Color::Empty)) << i;
  // A1's neighbourhood reaches off the board.
  const uint16_t corner = ShapePatterns::key(b, at(g, "A1"));
  EXPECT_EQ(corner & 3, unsigned(Color::Wall));
  EXPECT_GT(ShapePatterns::standard().matchingKeys(), 100);
  EXPECT_LT(ShapePatterns::standard().matchingKeys(), 65536 / 4);
}

}  // namespace
}  // namespace kosumi
