// Fixed handicap as GTP 2 and GNU Go place it. The expected points are GNU Go 3.8's answers to
// fixed_handicap, restated here (gnugo_diff_test compares with GNU Go itself on every size).
#include <gtest/gtest.h>

#include <set>

#include "engine/game.h"
#include "engine/handicap.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

std::set<Point> handicapSet(int size, int n) {
  const Geometry geo(size);
  auto pts = fixedHandicapPoints(geo, n);
  EXPECT_TRUE(pts.ok()) << size << "x" << size << " " << n << ": " << (pts ? "" : pts.error());
  if (!pts) return {};
  EXPECT_EQ(int(pts->size()), n);
  return std::set<Point>(pts->begin(), pts->end());
}

std::set<Point> named(int size, const char* vertices) {
  const auto v = test::points(Geometry(size), vertices);
  return std::set<Point>(v.begin(), v.end());
}

TEST(Handicap, MatchesGnuGoOnTheUsualSizes) {
  EXPECT_EQ(handicapSet(9, 5), named(9, "C7 G7 E5 C3 G3"));
  EXPECT_EQ(handicapSet(9, 2), named(9, "G7 C3"));
  EXPECT_EQ(handicapSet(9, 3), named(9, "C7 G7 C3"));
  EXPECT_EQ(handicapSet(9, 6), named(9, "C7 G7 C5 G5 C3 G3"));
  EXPECT_EQ(handicapSet(9, 8), named(9, "C7 E7 G7 C5 G5 C3 E3 G3"));
  EXPECT_EQ(handicapSet(13, 9), named(13, "D10 G10 K10 D7 G7 K7 D4 G4 K4"));
  EXPECT_EQ(handicapSet(13, 4), named(13, "D10 K10 D4 K4"));
  EXPECT_EQ(handicapSet(19, 9), named(19, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"));
  EXPECT_EQ(handicapSet(19, 7), named(19, "D16 Q16 D10 K10 Q10 D4 Q4"));
  EXPECT_EQ(handicapSet(19, 2), named(19, "Q16 D4"));
}

TEST(Handicap, ThirdLineUpToElevenFourthLineFromTwelve) {
  EXPECT_EQ(handicapSet(7, 4), named(7, "C5 E5 C3 E3"));
  EXPECT_EQ(handicapSet(10, 4), named(10, "C8 H8 C3 H3"));
  EXPECT_EQ(handicapSet(11, 9), named(11, "C9 F9 J9 C6 F6 J6 C3 F3 J3"));
  EXPECT_EQ(handicapSet(12, 4), named(12, "D9 J9 D4 J4"));
  EXPECT_EQ(handicapSet(25, 9), named(25, "D22 N22 W22 D13 N13 W13 D4 N4 W4"));
}

TEST(Handicap, LimitsBySize) {
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    const int expected = size < 7 ? 0 : (size == 7 || size % 2 == 0) ? 4 : 9;
    EXPECT_EQ(maxFixedHandicap(size), expected) << size;
    for (int n = 0; n <= 12; ++n) {
      auto pts = fixedHandicapPoints(Geometry(size), n);
      EXPECT_EQ(pts.ok(), n >= 2 && n <= expected) << size << "x" << size << " " << n;
      if (!pts) {
        EXPECT_NE(pts.error().find(std::to_string(n)), std::string::npos) << pts.error();
      }
    }
  }
  EXPECT_EQ(fixedHandicapPoints(Geometry(6), 2).error(),
            "invalid number of stones: 2 (no fixed handicap below 7x7, this is 6x6)");
  EXPECT_EQ(fixedHandicapPoints(Geometry(10), 5).error(),
            "invalid number of stones: 5 (fixed handicap on 10x10 takes 2 to 4)");
}

TEST(Handicap, StonesGoOnTheBoardAsSetupWhiteMovesFirstAndUndoKeepsThem) {
  Game g(13);
  auto pts = fixedHandicapPoints(g.geometry(), 9);
  ASSERT_TRUE(pts.ok());
  ASSERT_TRUE(g.addSetupStones(Color::Black, *pts, /*asHandicap=*/true).ok());
  EXPECT_EQ(g.handicap(), 9);
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_EQ(g.board().stones(Color::Black).count(), 9);
  EXPECT_FALSE(g.undo());
  ASSERT_TRUE(g.play(Color::White, test::at(g.geometry(), "A1")).ok());
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(g.board().stones(Color::Black).count(), 9);
  EXPECT_EQ(g.toMove(), Color::White);
}

}  // namespace
}  // namespace kosumi
