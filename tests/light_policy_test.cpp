// The light policy: its acceptability test against the rules' own definition (legal and not the
// mover's eye) on many random positions, uniform choice among the acceptable points (late-game
// positions, where most draws are refused and the policy falls back to drawing without
// replacement), a pass when nothing is acceptable, and whole playouts that end by two passes.
#include "playouts/light_policy.h"

#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "playouts/playout.h"
#include "tests/support/diagram.h"
#include "tests/support/random_positions.h"

namespace kosumi {
namespace {

using test::boardFrom;

bool byDefinition(const Board& b, Point p, Color c) {
  return b.check(p, c) == MoveLegality::Legal && !b.isOwnEye(p, c);
}

std::vector<Point> acceptablePoints(const Board& b, Color c) {
  std::vector<Point> out;
  for (int i = 0; i < b.emptyCount(); ++i)
    if (byDefinition(b, b.emptyAt(i), c)) out.push_back(b.emptyAt(i));
  return out;
}

TEST(LightPolicy, AcceptsExactlyTheLegalMovesThatFillNoOwnEye) {
  Rng rng(11);
  long checked = 0, refused = 0;
  for (int game = 0; game < 200; ++game) {
    const int size = 2 + game % 18;
    const Board b = test::randomBoard(size, int(rng.below(uint32_t(3 * size * size))), rng);
    for (Color c : {Color::Black, Color::White})
      for (int i = 0; i < b.emptyCount(); ++i) {
        const Point p = b.emptyAt(i);
        const bool expected = byDefinition(b, p, c);
        ASSERT_EQ(LightPolicy::acceptable(b, p, c), expected) << b.toString() << "\npoint " << p;
        ++checked;
        refused += !expected;
      }
  }
  // The positions reach the late game, where refusals are common.
  EXPECT_GT(checked, 10000);
  EXPECT_GT(refused, checked / 10);
}

TEST(LightPolicy, ChoosesUniformlyAmongTheAcceptablePoints) {
  // Late-game positions with few acceptable points among many empty ones: most draws are refused,
  // so the choice comes from the fallback that draws without replacement.
  Rng boards(5);
  int positions = 0;
  for (int attempt = 0; attempt < 2000 && positions < 6; ++attempt) {
    const Board b = test::randomBoard(9, 120 + int(boards.below(200)), boards);
    const Color c = attempt % 2 ? Color::White : Color::Black;
    const std::vector<Point> ok = acceptablePoints(b, c);
    if (ok.size() < 2 || ok.size() > 6 || b.emptyCount() < 4 * int(ok.size())) continue;
    ++positions;
    std::map<Point, int> counts;
    Rng rng(uint64_t(attempt) + 1);
    const int draws = 6000;
    for (int i = 0; i < draws; ++i) {
      const Point p = LightPolicy::chooseLight(b, c, rng);
      ASSERT_TRUE(p != kPass && byDefinition(b, p, c)) << b.toString() << "\nchose " << p;
      ++counts[p];
    }
    // Pearson's chi-square against the uniform distribution; 22.5 is the 0.1 % critical value
    // for 5 degrees of freedom, the most these positions have.
    const double expected = double(draws) / double(ok.size());
    double chi2 = 0;
    for (Point p : ok) chi2 += (counts[p] - expected) * (counts[p] - expected) / expected;
    EXPECT_EQ(counts.size(), ok.size());
    EXPECT_LT(chi2, 22.5) << b.toString();
  }
  EXPECT_EQ(positions, 6);
}

TEST(LightPolicy, PassesWhenEveryEmptyPointIsAnEyeOrSuicide) {
  // Two eyes each: neither side may fill its own, and the other side's are suicide.
  const Board b = boardFrom(R"(
    . X O . O
    X X O O O
    . X O . O
    X X O O O
    X X O O O
  )");
  Rng rng(3);
  for (Color c : {Color::Black, Color::White}) {
    EXPECT_TRUE(acceptablePoints(b, c).empty());
    for (int i = 0; i < 20; ++i) EXPECT_EQ(LightPolicy::chooseLight(b, c, rng), kPass);
  }
}

TEST(LightPolicy, PlayoutsEndWithTwoPassesLegallyAndFillNoOwnEye) {
  // A policy that checks every move the light policy makes before it is played.
  struct Checked {
    Point choose(const Board& b, Color c, Rng& rng) {
      const Point p = LightPolicy::chooseLight(b, c, rng);
      if (p == kPass) {
        passesWithMovesLeft += !acceptablePoints(b, c).empty();
      } else {
        bad += !byDefinition(b, p, c);
      }
      return p;
    }
    int bad = 0;
    int passesWithMovesLeft = 0;
  };
  Rng rng(9);
  Checked policy;
  for (int size : {5, 9, 13, 19}) {
    for (int game = 0; game < 30; ++game) {
      Board b(size);
      const PlayoutResult r = runPlayout(b, Color::Black, policy, rng, Rules::chinese());
      EXPECT_FALSE(r.capped);
      EXPECT_TRUE(b.consistencyError().empty());
    }
  }
  EXPECT_EQ(policy.bad, 0);
  EXPECT_EQ(policy.passesWithMovesLeft, 0);
}

}  // namespace
}  // namespace kosumi
