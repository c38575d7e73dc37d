// Input echoed in error messages: short input whole, long input cut to its first 40 bytes with
// its length, never inside a UTF-8 character; and every place that quotes input, from the vertex
// and rules readers to GTP's answers, answers a megabyte of garbage with a line.
#include "engine/quoted_input.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/geometry.h"
#include "engine/rules.h"
#include "engine/vertex.h"
#include "search/player.h"
#include "support/session_fixture.h"

namespace kosumi {
namespace {

const std::string kMegabyte(1 << 20, 'A');

TEST(QuotedInput, ShortInputIsQuotedWhole) {
  EXPECT_EQ(quotedInput(""), "''");
  EXPECT_EQ(quotedInput("go"), "'go'");
  const std::string forty(40, 'x');
  EXPECT_EQ(quotedInput(forty), "'" + forty + "'");
}

TEST(QuotedInput, LongInputKeepsItsFirstFortyBytesAndSaysItsLength) {
  EXPECT_EQ(quotedInput(std::string(41, 'x')), "'" + std::string(40, 'x') + "...' (41 bytes)");
  EXPECT_EQ(quotedInput(kMegabyte), "'" + std::string(40, 'A') + "...' (1048576 bytes)");
}

TEST(QuotedInput, NeverCutsInsideAUtf8Character) {
  // 'é' is two bytes: 39 ASCII bytes and then 'é' straddle the 40-byte cut.
  const std::string text = std::string(39, 'x') + "\xC3\xA9" + "yyy";
  EXPECT_EQ(quotedInput(text), "'" + std::string(39, 'x') + "...' (44 bytes)");
  // A run of three-byte characters: the cut falls on the boundary below 40 (39 = 13 x 3).
  std::string wide;
  for (int i = 0; i < 20; ++i) wide += "\xE2\x82\xAC";  // the euro sign
  EXPECT_EQ(quotedInput(wide), "'" + wide.substr(0, 39) + "...' (60 bytes)");
}

TEST(QuotedInput, EveryReaderAnswersAMegabyteWithALine) {
  const Geometry geo(19);
  const auto vertex = parseVertex(kMegabyte, geo);
  ASSERT_FALSE(vertex);
  EXPECT_LT(vertex.error().size(), 120u) << vertex.error().substr(0, 200);
  const auto colour = parseColor(kMegabyte);
  ASSERT_FALSE(colour);
  EXPECT_LT(colour.error().size(), 120u);
  for (const std::string& rules : {kMegabyte, "chinese " + kMegabyte, "chinese ko=" + kMegabyte,
                                   "chinese " + kMegabyte + "=1", "chinese komi=" + std::string(1 << 20, '7')}) {
    const auto parsed = Rules::parse(rules);
    ASSERT_FALSE(parsed);
    EXPECT_LT(parsed.error().size(), 120u) << parsed.error().substr(0, 200);
  }
  SearchTuning tuning;
  // The number is read by the option table's parser; a megabyte of letters is no number to any.
  const auto noNumber = [](std::string_view) -> Expected<double> { return Error{"not a number"}; };
  for (const std::string& assignment : {kMegabyte, kMegabyte + "=1", "exploration=" + kMegabyte}) {
    const Status s = tuning.set(assignment, noNumber);
    ASSERT_FALSE(s);
    EXPECT_LT(s.error().size(), 120u) << s.error().substr(0, 200);
  }
}

TEST(QuotedInput, GtpAnswersAMegabyteArgumentWithALine) {
  test::SessionFixture f;
  for (const std::string& line : {"play b " + kMegabyte, "play " + kMegabyte + " D4", "kosumi-rules " + kMegabyte,
                                  "kosumi-mode " + kMegabyte, "kosumi-settings " + kMegabyte + " 1",
                                  "kata-set-rules " + kMegabyte, "is_legal w " + kMegabyte}) {
    const std::string answer = f.send(line);
    EXPECT_EQ(answer.substr(0, 2), "? ") << line.substr(0, 30);
    EXPECT_LT(answer.size(), 160u) << answer.substr(0, 200);
  }
}

}  // namespace
}  // namespace kosumi
