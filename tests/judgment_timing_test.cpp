// When the player asks the dead-stone judge (search/game_end/judgment_timing.h): after a pass, in
// cleanup, for a decided fight; never under a clock too short for it, except in cleanup.
#include "search/game_end/judgment_timing.h"

#include <gtest/gtest.h>

namespace kosumi {
namespace {

MoveSituation nineByNine() {
  MoveSituation s;
  s.boardArea = 81;
  return s;
}

TEST(JudgmentTiming, AfterAPassJudgesFirstUnlessTheClockIsTooShort) {
  MoveSituation s = nineByNine();
  s.afterPass = true;
  EXPECT_TRUE(planJudgment(s).judgeFirst);  // no clock
  s.clockSeconds = 0.81;                    // 0.01 s a point: just enough
  EXPECT_TRUE(planJudgment(s).judgeFirst);
  s.clockSeconds = 0.5;
  const JudgmentTiming t = planJudgment(s);
  EXPECT_FALSE(t.mayJudge);
  EXPECT_FALSE(t.judgeFirst);
}

TEST(JudgmentTiming, CleanupJudgesFirstWhateverTheClockAndReadsNoFights) {
  MoveSituation s = nineByNine();
  s.cleanup = true;
  s.fightsReadHere = true;
  s.clockSeconds = 0.1;
  const JudgmentTiming t = planJudgment(s);
  EXPECT_TRUE(t.mayJudge);
  EXPECT_TRUE(t.judgeFirst);
  EXPECT_FALSE(t.readsFights);
}

TEST(JudgmentTiming, ADecidedFightByTimeIsJudgedFirstOnlyWhenTheLastSearchFoundTheGameDecided) {
  MoveSituation s = nineByNine();
  s.fightsReadHere = true;
  s.byTime = true;
  EXPECT_TRUE(planJudgment(s).readsFights);
  EXPECT_FALSE(planJudgment(s).judgeFirst);
  s.lastSearchDecided = true;
  EXPECT_TRUE(planJudgment(s).judgeFirst);
  // With a fixed playout count the judgment follows the search.
  s.byTime = false;
  EXPECT_FALSE(planJudgment(s).judgeFirst);
  EXPECT_TRUE(planJudgment(s).readsFights);
  s.fightsReadHere = false;
  EXPECT_FALSE(planJudgment(s).readsFights);
}

TEST(JudgmentTiming, TheSearchKeepsAShareOfItsBudgetAfterAJudgment) {
  EXPECT_DOUBLE_EQ(searchSecondsAfterJudgment(2.0, 0.5, true), 1.5);
  EXPECT_DOUBLE_EQ(searchSecondsAfterJudgment(2.0, 3.0, true), 0.1);   // a twentieth under a clock
  EXPECT_DOUBLE_EQ(searchSecondsAfterJudgment(2.0, 3.0, false), 1.0);  // half without one
}

}  // namespace
}  // namespace kosumi
