// GTP vertices and colours, and SGF points: parsing with reasons, formatting, round trips.
#include <gtest/gtest.h>

#include "engine/vertex.h"

namespace kosumi {
namespace {

TEST(Vertex, ParsesLettersWithoutIAndRowsFromTheBottom) {
  const Geometry geo(19);
  EXPECT_EQ(*parseVertex("A1", geo), geo.point(0, 0));
  EXPECT_EQ(*parseVertex("h8", geo), geo.point(7, 7));
  EXPECT_EQ(*parseVertex("J9", geo), geo.point(8, 8));  // J follows H
  EXPECT_EQ(*parseVertex("T19", geo), geo.point(18, 18));
  EXPECT_EQ(*parseVertex("pass", geo), kPass);
  EXPECT_EQ(*parseVertex("PASS", geo), kPass);
  EXPECT_EQ(*parseVertex("Z25", Geometry(25)), Geometry(25).point(24, 24));
}

TEST(Vertex, BadVerticesAreRefusedWithTheReason) {
  const Geometry geo(19);
  struct Case {
    const char* text;
    const char* error;
  };
  for (const Case& c : {
           Case{"Z99", "vertex 'Z99' is off the 19x19 board"},
           Case{"I5", "vertex 'I5': the letter I is not used for columns"},
           Case{"A0", "vertex 'A0': rows are numbered from 1, without leading zeros"},
           Case{"A01", "vertex 'A01': rows are numbered from 1, without leading zeros"},
           Case{"", "empty vertex"},
           Case{"A", "vertex 'A' has no row number"},
           Case{"AA1", "vertex 'AA1': a column letter must be followed by a row number"},
           Case{"4D", "vertex '4D': the column must be a letter A to Z"},
           Case{"A20", "vertex 'A20' is off the 19x19 board"},
           Case{"A99999999999", "vertex 'A99999999999' is off the 19x19 board"},
           Case{"D-4", "vertex 'D-4': a column letter must be followed by a row number"},
       }) {
    auto p = parseVertex(c.text, geo);
    ASSERT_FALSE(p.ok()) << c.text;
    EXPECT_EQ(p.error(), c.error) << c.text;
  }
  EXPECT_EQ(parseVertex("K1", Geometry(9)).error(), "vertex 'K1' is off the 9x9 board");
  EXPECT_EQ(parseVertex("A10", Geometry(9)).error(), "vertex 'A10' is off the 9x9 board");
}

TEST(Vertex, FormatRoundTripsOnEverySize) {
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    const Geometry geo(size);
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) {
        const Point p = geo.point(x, y);
        const std::string text = formatVertex(p, geo);
        auto back = parseVertex(text, geo);
        ASSERT_TRUE(back.ok()) << text << ": " << back.error();
        EXPECT_EQ(*back, p) << text;
        auto sgf = parseSgfPoint(formatSgfPoint(p, geo), geo);
        ASSERT_TRUE(sgf.ok());
        EXPECT_EQ(*sgf, p);
      }
  }
  EXPECT_EQ(formatVertex(kPass, Geometry(9)), "pass");
  EXPECT_EQ(formatVertex(Geometry(19).point(8, 0), Geometry(19)), "J1");
}

TEST(Vertex, Colours) {
  for (const char* b : {"b", "B", "black", "BLACK"}) EXPECT_EQ(*parseColor(b), Color::Black) << b;
  for (const char* w : {"w", "W", "white", "White"}) EXPECT_EQ(*parseColor(w), Color::White) << w;
  EXPECT_EQ(parseColor("red").error(), "invalid color 'red'");
  EXPECT_FALSE(parseColor("").ok());
  EXPECT_EQ(formatColor(Color::Black), "B");
  EXPECT_EQ(formatColor(Color::White), "W");
}

TEST(Vertex, SgfPoints) {
  const Geometry geo(19);
  EXPECT_EQ(*parseSgfPoint("dd", geo), *parseVertex("D16", geo));
  EXPECT_EQ(*parseSgfPoint("aa", geo), *parseVertex("A19", geo));
  EXPECT_EQ(*parseSgfPoint("", geo), kPass);
  EXPECT_EQ(*parseSgfPoint("tt", geo), kPass);
  EXPECT_FALSE(parseSgfPoint("tt", Geometry(21)).value() == kPass);  // a point on big boards
  EXPECT_FALSE(parseSgfPoint("zz", geo).ok());
  EXPECT_FALSE(parseSgfPoint("d", geo).ok());
  EXPECT_EQ(formatSgfPoint(kPass, geo), "");
}

}  // namespace
}  // namespace kosumi
