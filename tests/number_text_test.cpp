// The portable double conversions (for standard libraries without floating-point <charconv>)
// against the standard library's std::from_chars and std::to_chars: the same end, the same error
// and the same value or text, on hand-picked texts and on random doubles.
#include <gtest/gtest.h>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

#include "engine/number_text.h"

namespace kosumi {
namespace {

void expectSameParse(const std::string& text) {
  double expected = -12345.0, got = -12345.0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  const auto want = std::from_chars(first, last, expected);
  const auto have = portable::doubleFromChars(first, last, got);
  EXPECT_EQ(have.ptr - first, want.ptr - first) << "'" << text << "'";
  EXPECT_EQ(have.ec, want.ec) << "'" << text << "'";
  if (std::isnan(expected)) {
    EXPECT_TRUE(std::isnan(got)) << "'" << text << "'";
  } else {
    EXPECT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(expected)) << "'" << text << "' "
                                                                               << got << " " << expected;
  }
}

std::string standardText(double v) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string portableText(double v) {
  char buf[64];
  const auto r = portable::doubleToChars(buf, buf + sizeof buf, v);
  EXPECT_EQ(r.ec, std::errc());
  return std::string(buf, r.ptr);
}

TEST(NumberText, ParsesLikeFromChars) {
  for (const char* text :
       {"7.5", "0", "-0", "6.5", "-3", "1000", "1e3", "1E+3", "2.5e-2", ".5", "5.", "-.5", "1e", "1e+", "1e-x",
        "1.5.5", "", "-", ".", "+1", " 1", "1 ", "0x10", "inf", "-INF", "Infinity", "infinit", "nan", "NaN(12ab_)",
        "nan(", "nan(x", "1e400", "-1e400", "1e-400", "4.9e-324", "2.2250738585072014e-308", "abc", "0007.50",
        "123456789012345678901234567890", "0.1000000000000000055511151231257827", "9007199254740993",
        "1.7976931348623157e308", "1.7976931348623159e308", "12e-", "3e2.5"}) {
    expectSameParse(text);
  }
}

TEST(NumberText, ParsesRandomDecimalsLikeFromChars) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const double v = std::bit_cast<double>(rng());
    if (!std::isfinite(v)) continue;
    expectSameParse(standardText(v));
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", int(rng() % 20) + 1, v);
    expectSameParse(buf);
  }
}

TEST(NumberText, WritesTheShortestTextLikeToChars) {
  for (double v : {0.0, -0.0, 7.5, 6.5, -3.0, 1000.0, 1e20, 1e21, 0.0001, 0.001, 123456.0, 1e15, 1e16, 1e17,
                   0.1, 1.0 / 3, 5e-324, 1.7976931348623157e308, -1e-7, 1234567.125, 100.0, 10.0}) {
    EXPECT_EQ(portableText(v), standardText(v)) << v;
  }
  EXPECT_EQ(portableText(HUGE_VAL), standardText(HUGE_VAL));
  EXPECT_EQ(portableText(-HUGE_VAL), standardText(-HUGE_VAL));
  EXPECT_EQ(portableText(std::nan("")), standardText(std::nan("")));
  std::mt19937_64 rng(11);
  for (int i = 0; i < 20000; ++i) {
    const double random = std::bit_cast<double>(rng());
    if (std::isfinite(random)) {
      EXPECT_EQ(portableText(random), standardText(random)) << random;
    }
    // Komi-like values: halves and tenths within +-1000.
    const double komi = double(int64_t(rng() % 40001) - 20000) / (rng() % 2 ? 2 : 20);
    EXPECT_EQ(portableText(komi), standardText(komi)) << komi;
  }
}

TEST(NumberText, ReportsATooSmallBuffer) {
  char buf[3];
  EXPECT_EQ(portable::doubleToChars(buf, buf + sizeof buf, 1234.5).ec, std::errc::value_too_large);
  EXPECT_EQ(portable::doubleToChars(buf, buf + sizeof buf, 7.5).ec, std::errc());
}

}  // namespace
}  // namespace kosumi
