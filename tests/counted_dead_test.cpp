// countedDead (search/game_end/counted_dead.h): the one rule for which stones a count treats as
// dead, and that the judge is asked only when neither the rules nor the players decide.
#include "search/game_end/counted_dead.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::deadFrom;
using test::pointSet;

// The judge's verdict in these tests, and a count of how often it was asked.
struct FakeJudge {
  StoneJudgment judgment;
  int asked = 0;
  std::function<const StoneJudgment&()> asker() {
    return [this]() -> const StoneJudgment& {
      ++asked;
      return judgment;
    };
  }
};

constexpr const char* kPosition = R"(
  . . X O .
  . o X O .
  . . X O x
  . . X O .
  . . X O .
)";

TEST(CountedDead, NoneWhereTheBoardCountsAsItStands) {
  FakeJudge judge;
  judge.judgment.dead = deadFrom(kPosition);
  EXPECT_TRUE(countedDead(DeadStones::AsIs, std::nullopt, judge.asker()).empty());
  EXPECT_TRUE(countedDead(DeadStones::AsIs, deadFrom(kPosition), judge.asker()).empty());
  EXPECT_EQ(judge.asked, 0);
}

TEST(CountedDead, ThePlayersMarksOverTheJudge) {
  FakeJudge judge;
  judge.judgment.dead = deadFrom(kPosition);
  const Geometry geo(5);
  const Bitboard marks = pointSet(geo, "B4");
  EXPECT_EQ(countedDead(DeadStones::Marked, marks, judge.asker()), marks);
  // Marks that name no stone dead are marks too: the judge is not asked.
  EXPECT_TRUE(countedDead(DeadStones::Marked, Bitboard(), judge.asker()).empty());
  EXPECT_EQ(judge.asked, 0);
}

TEST(CountedDead, TheJudgeDecidesBeforeThePlayersMark) {
  FakeJudge judge;
  judge.judgment.dead = deadFrom(kPosition);
  EXPECT_EQ(countedDead(DeadStones::Marked, std::nullopt, judge.asker()), deadFrom(kPosition));
  EXPECT_EQ(judge.asked, 1);
}

}  // namespace
}  // namespace kosumi
