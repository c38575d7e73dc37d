// Shapes around a move: the offsets grow by grid distance, every symmetry of the board and the
// swap of colours leave the shape hashes unchanged, and different shapes hash differently.
#include "playouts/move_patterns.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

// Symmetry t of an n x n board (bit 0 transposes, bit 1 mirrors x, bit 2 mirrors y).
std::pair<int, int> transformed(int x, int y, int n, int t) {
  if (t & 1) std::swap(x, y);
  if (t & 2) x = n - 1 - x;
  if (t & 4) y = n - 1 - y;
  return {x, y};
}

// The board turned by symmetry t, with the colours exchanged when swap is set.
Board transformedBoard(const Board& b, int t, bool swap) {
  const int n = b.size();
  std::vector<std::string> rows(size_t(n), std::string(size_t(n), '.'));
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const Color c = b.at(b.geometry().point(x, y));
      if (!isStone(c)) continue;
      const auto [tx, ty] = transformed(x, y, n, t);
      const bool black = (c == Color::Black) != swap;
      rows[size_t(n - 1 - ty)][size_t(tx)] = black ? 'X' : 'O';
    }
  std::string text;
  for (const std::string& r : rows) text += r + "\n";
  return boardFrom(text);
}

std::vector<uint64_t> allSizes(const Board& b, Point p, Color c) {
  std::vector<uint64_t> hashes;
  growPatterns(b, p, c, kMaxPatternSize, [&](int, uint64_t h) {
    hashes.push_back(h);
    return true;
  });
  hashes.push_back(libertyShapeHash(b, p, c));
  return hashes;
}

TEST(MovePatterns, SizesGrowByGridDistance) {
  const PatternKeys& keys = PatternKeys::standard();
  EXPECT_EQ(gridDistance(1, 0), 2);
  EXPECT_EQ(gridDistance(1, -1), 3);
  EXPECT_EQ(gridDistance(-2, 1), 5);
  EXPECT_EQ(keys.pointsUpTo(2), 4);    // the four neighbours
  EXPECT_EQ(keys.pointsUpTo(3), 8);    // the 3x3 square
  EXPECT_EQ(keys.pointsUpTo(4), 12);   // plus the four points two lines away
  EXPECT_EQ(keys.pointsUpTo(6), 28);   // 5x5 less its corners, plus four points three away
  EXPECT_EQ(keys.pointsUpTo(kMaxPatternSize), PatternKeys::kPoints);
  for (int i = 0; i < PatternKeys::kPoints; ++i) {
    const auto o = keys.offset(i);
    const int d = gridDistance(o.dx, o.dy);
    EXPECT_GT(i, keys.pointsUpTo(d - 1) - 1) << i;
    EXPECT_LT(i, keys.pointsUpTo(d)) << i;
  }
}

TEST(MovePatterns, EverySymmetryAndTheColourSwapGiveTheSameHashes) {
  Rng rng(11);
  for (int size : {19, 9, 7}) {
    const Board b = test::randomBoard(size, size * size / 2, rng);
    const Geometry& g = b.geometry();
    for (int t = 0; t < 8; ++t)
      for (bool swap : {false, true}) {
        const Board other = transformedBoard(b, t, swap);
        for (int y = 0; y < size; ++y)
          for (int x = 0; x < size; ++x) {
            const Point p = g.point(x, y);
            if (b.at(p) != Color::Empty) continue;
            const auto [tx, ty] = transformed(x, y, size, t);
            const Point q = other.geometry().point(tx, ty);
            for (Color c : {Color::Black, Color::White})
              ASSERT_EQ(allSizes(b, p, c), allSizes(other, q, swap ? opponent(c) : c))
                  << size << "x" << size << " symmetry " << t << (swap ? " swapped" : "") << " at "
                  << x << "," << y;
          }
      }
  }
}

TEST(MovePatterns, DifferentShapesHashDifferently) {
  Rng rng(5);
  const Board b = test::randomBoard(19, 120, rng);
  // Over the empty points of a position, the large shapes are all but unique, the small ones
  // repeat: the hashes tell shapes apart without merging everything.
  std::set<uint64_t> large, small;
  int points = 0;
  for (int i = 0; i < b.emptyCount(); ++i) {
    const Point p = b.emptyAt(i);
    ++points;
    growPatterns(b, p, Color::Black, 10, [&](int size, uint64_t h) {
      if (size == 10) large.insert(h);
      if (size == 2) small.insert(h);
      return true;
    });
  }
  EXPECT_GT(large.size(), size_t(points) * 9 / 10);
  EXPECT_LT(small.size(), 40u);  // at most 4^4 states, far fewer up to symmetry
  EXPECT_GT(small.size(), 5u);
  // The same shape for the other player is another shape.
  const Point p = b.emptyAt(0);
  EXPECT_NE(allSizes(b, p, Color::Black), allSizes(b, p, Color::White));
}

TEST(MovePatterns, LibertyShapeSeesTheLibertiesOfTheChainsAround) {
  // The same stones in the 3x3 square around C3, but the white stone at C4 has two liberties in
  // one diagram and one in the other (C5 lies outside the square): the colour shapes agree, the
  // shapes with liberties do not.
  const Board two = boardFrom(R"(
    . . . . .
    . X O X .
    . . . . .
    . . . . .
    . . . . .
  )");
  const Board one = boardFrom(R"(
    . . X . .
    . X O X .
    . . . . .
    . . . . .
    . . . . .
  )");
  const Geometry& g = two.geometry();
  const Point c3 = at(g, "C3");
  uint64_t twoSize3 = 0, oneSize3 = 0;
  growPatterns(two, c3, Color::Black, 3, [&](int, uint64_t h) { return twoSize3 = h, true; });
  growPatterns(one, c3, Color::Black, 3, [&](int, uint64_t h) { return oneSize3 = h, true; });
  EXPECT_EQ(twoSize3, oneSize3);
  EXPECT_NE(libertyShapeHash(two, c3, Color::Black), libertyShapeHash(one, c3, Color::Black));
  // Stopping early: visit returning false ends the growth at that size.
  int visited = 0;
  const int last = growPatterns(two, c3, Color::Black, 12, [&](int size, uint64_t) {
    ++visited;
    return size < 5;
  });
  EXPECT_EQ(last, 5);
  EXPECT_EQ(visited, 4);  // sizes 2, 3, 4, 5
}

}  // namespace
}  // namespace kosumi
