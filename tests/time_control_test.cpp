// The clock: settings from GTP and KGS, time_left, charging the engine's own moves, and a per-move
// budget that always leaves the safety margin before any deadline.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "search/time_control.h"

namespace kosumi {
namespace {

TEST(TimeControl, GtpSettings) {
  EXPECT_EQ(TimeSettings::fromGtp(0, 1, 0), TimeSettings::none());
  EXPECT_EQ(TimeSettings::fromGtp(600, 0, 0), TimeSettings::absolute(600));
  EXPECT_EQ(TimeSettings::fromGtp(0, 0, 0), TimeSettings::none());
  EXPECT_EQ(TimeSettings::fromGtp(300, 30, 5), TimeSettings::canadian(300, 30, 5));
}

TEST(TimeControl, NoClockMeansNoBudget) {
  TimeControl tc;
  EXPECT_FALSE(tc.limited());
  EXPECT_EQ(tc.budget(Color::Black, 0, 361), 0);
}

TEST(TimeControl, AbsoluteSpreadsMainTimeOverTheExpectedMoves) {
  TimeControl tc;
  tc.setSettings(TimeSettings::absolute(600));
  // 19x19, no moves yet: 0.7 * 361 = 252.7 moves in the game, 127 of them Black's.
  EXPECT_EQ(TimeControl::expectedOwnMovesLeft(0, 361), 127);
  EXPECT_NEAR(tc.budget(Color::Black, 0, 361), (600 - 0.5) * TimeControl::mainTimeShare(0, 361), 1e-9);
  // Late in a long game a fifth of the board is still expected: 73 moves, 37 of them ours.
  EXPECT_EQ(TimeControl::expectedOwnMovesLeft(400, 361), 37);
  ASSERT_TRUE(tc.setTimeLeft(Color::Black, 10, 0));
  EXPECT_NEAR(tc.budget(Color::Black, 400, 361), 9.5 * TimeControl::mainTimeShare(400, 361), 1e-9);
  // Nearly out of time: never more than half of what is left, never zero.
  ASSERT_TRUE(tc.setTimeLeft(Color::Black, 0.6, 0));
  EXPECT_LE(tc.budget(Color::Black, 0, 25), 0.05 + 1e-12);
  ASSERT_TRUE(tc.setTimeLeft(Color::Black, 0, 0));
  EXPECT_GT(tc.budget(Color::Black, 0, 25), 0);
  EXPECT_LT(tc.budget(Color::Black, 0, 25), 0.05);
}

TEST(TimeControl, MainTimeGoesMostlyToTheMiddleGame) {
  // Spending each move's share over the expected game uses nearly all the time, never more: what
  // is left is the reserve kept for a game longer than expected.
  for (int area : {81, 169, 361}) {
    const int moves = TimeControl::expectedOwnMovesLeft(0, area);
    double left = 1.0, spent = 0;
    for (int k = 0; k < moves; ++k) {
      const double share = TimeControl::mainTimeShare(2 * k, area);
      EXPECT_GT(share, 0);
      spent += left * share;
      left -= left * share;
    }
    EXPECT_LE(spent, 1.0) << area;
    EXPECT_GT(spent, 0.9) << area;
  }
  // A whole 19x19 game under absolute time, each move taking its budget: the opening and the
  // late endgame get less than an even share, the middle game more, and the clock never runs out.
  TimeControl tc;
  tc.setSettings(TimeSettings::absolute(600));
  std::vector<double> spent;
  for (int move = 0; move < 300; move += 2) {
    const double b = tc.budget(Color::Black, move, 361);
    spent.push_back(b);
    tc.charge(Color::Black, b);
    EXPECT_GT(tc.clock(Color::Black).mainLeft, 0) << move;
  }
  const double even = 599.5 / 127;
  EXPECT_LT(spent[0], 0.75 * even);         // move 1
  EXPECT_GT(spent[45], 1.3 * even);         // move 91, the middle game
  EXPECT_LT(spent[110], spent[45] / 2);     // move 221, the endgame
  // The longest think comes between moves 51 and 141.
  const long longest = std::max_element(spent.begin(), spent.end()) - spent.begin();
  EXPECT_GE(longest, 25);
  EXPECT_LE(longest, 70);
  // The weights themselves: about 0.67 at the start, 1.5 at 35 % of the expected 252.7 moves.
  EXPECT_NEAR(TimeControl::moveWeight(0, 361), 0.6 + 0.9 * std::exp(-(0.35 / 0.22) * (0.35 / 0.22)), 1e-12);
  EXPECT_GT(TimeControl::moveWeight(88, 361), 1.49);
}

TEST(TimeControl, CanadianOvertimeSharesThePeriodPerStone) {
  TimeControl tc;
  tc.setSettings(TimeSettings::canadian(0, 300, 25));
  EXPECT_TRUE(tc.clock(Color::White).overtime);
  // Move 10 of a 9x9 game is still the opening: it takes its weight's part of the stone's share.
  const double use10 = TimeControl::overtimeUse(10, 81, true);
  EXPECT_GT(use10, TimeControl::kOvertimeFloor);
  EXPECT_LT(use10, 0.95);
  EXPECT_NEAR(tc.budget(Color::White, 10, 81), (300 - 0.5) / 25 * use10, 1e-9);
  // The middle game takes the whole share.
  EXPECT_NEAR(tc.budget(Color::White, 20, 81), (300 - 0.5) / 25, 1e-9);
  ASSERT_TRUE(tc.setTimeLeft(Color::White, 20.5, 2));
  EXPECT_NEAR(tc.budget(Color::White, 10, 81), 10 * use10, 1e-9);
  // In main time a move may also use its weight's part of what one overtime move would get.
  tc.setSettings(TimeSettings::canadian(100, 60, 10));
  const int moves = TimeControl::expectedOwnMovesLeft(0, 81);
  EXPECT_GT(moves, 1);
  EXPECT_NEAR(tc.budget(Color::Black, 0, 81),
              99.5 * TimeControl::mainTimeShare(0, 81) + 59.5 / 10 * TimeControl::overtimeUse(0, 81, false), 1e-9);
}

TEST(TimeControl, ByoyomiUsesOnePeriodMinusTheMargin) {
  TimeControl tc;
  tc.setSettings(TimeSettings::byoyomi(0, 30, 5));
  // Move 90 of 19x19, the middle game: the whole period but the margin.
  EXPECT_NEAR(tc.budget(Color::Black, 90, 361), 29.5, 1e-9);
  // The first move: the floor's part of it.
  EXPECT_NEAR(tc.budget(Color::Black, 0, 361), 29.5 * TimeControl::kOvertimeFloor, 1e-9);
  ASSERT_TRUE(tc.setTimeLeft(Color::Black, 12, 3));
  EXPECT_EQ(tc.clock(Color::Black).periodsLeft, 3);
  EXPECT_NEAR(tc.budget(Color::Black, 90, 361), 11.5, 1e-9);
  tc.setSafetySeconds(2);
  EXPECT_NEAR(tc.budget(Color::Black, 90, 361), 10, 1e-9);
}

TEST(TimeControl, ShortMainTimeBeforeByoyomiGoesToTheMiddleGame) {
  // time_settings 30 2 1 on 19x19 (Canadian, one stone a period), a whole game with every move
  // taking its budget: the opening spends less than a byo-yomi move, the main time lasts into the
  // middle game, whose moves get more than any of the opening's or the endgame's, and no move
  // ever goes past its deadline.
  TimeControl tc;
  tc.setSettings(TimeSettings::fromGtp(30, 2, 1));
  ASSERT_EQ(tc.settings().kind, ClockKind::Canadian);
  std::vector<double> spent;
  double mainRunsOutAt = -1;
  for (int move = 0; move < 300; move += 2) {
    const ClockState before = tc.clock(Color::Black);
    const double b = tc.budget(Color::Black, move, 361);
    // The deadline: what is left of main time plus one period, or the period in overtime.
    const double deadline = before.overtime ? before.periodLeft : before.mainLeft + 2;
    EXPECT_LE(b, deadline - tc.safetySeconds() + 1e-9) << move;
    spent.push_back(b);
    tc.charge(Color::Black, b);
    if (mainRunsOutAt < 0 && tc.clock(Color::Black).overtime) mainRunsOutAt = move;
  }
  const auto mean = [&](int from, int to) {  // game moves [from, to)
    double sum = 0;
    int n = 0;
    for (int m = from; m < to; m += 2) sum += spent[size_t(m / 2)], ++n;
    return sum / n;
  };
  const double opening = mean(0, 30), middle = mean(40, 140), endgame = mean(200, 300);
  EXPECT_LT(opening, 1.5 * 0.8);
  EXPECT_GT(middle, 1.2 * opening);
  EXPECT_GT(middle, 1.2 * endgame);
  EXPECT_GE(endgame, 1.5 * TimeControl::kOvertimeFloor - 1e-9);
  // The main time is not gone before move 40.
  EXPECT_GE(mainRunsOutAt, 40);
}

TEST(TimeControl, ChargingMovesRunsTheClock) {
  TimeControl tc;
  tc.setSettings(TimeSettings::canadian(10, 30, 2));
  tc.charge(Color::Black, 4);
  EXPECT_EQ(tc.clock(Color::Black).mainLeft, 6);
  EXPECT_FALSE(tc.clock(Color::Black).overtime);
  tc.charge(Color::Black, 8);  // 6 from main time, 2 from the first period
  EXPECT_TRUE(tc.clock(Color::Black).overtime);
  EXPECT_EQ(tc.clock(Color::Black).periodLeft, 28);
  EXPECT_EQ(tc.clock(Color::Black).stonesLeft, 1);
  tc.charge(Color::Black, 5);  // the period's last stone: a fresh period
  EXPECT_EQ(tc.clock(Color::Black).periodLeft, 30);
  EXPECT_EQ(tc.clock(Color::Black).stonesLeft, 2);
  EXPECT_EQ(tc.clock(Color::White).mainLeft, 10);  // the other clock did not move

  tc.setSettings(TimeSettings::byoyomi(0, 10, 3));
  tc.charge(Color::White, 25);  // two whole periods overrun
  EXPECT_EQ(tc.clock(Color::White).periodsLeft, 1);
  EXPECT_EQ(tc.clock(Color::White).periodLeft, 10);
}

TEST(TimeControl, TimeLeftRefusesNegativeValuesAndChangesNothing) {
  TimeControl tc;
  tc.setSettings(TimeSettings::absolute(100));
  const ClockState before = tc.clock(Color::Black);
  EXPECT_FALSE(tc.setTimeLeft(Color::Black, -1, 0));
  EXPECT_FALSE(tc.setTimeLeft(Color::Black, 5, -1));
  EXPECT_EQ(tc.clock(Color::Black), before);
}

TEST(TimeControl, NewSettingsResetBothClocks) {
  TimeControl tc;
  tc.setSettings(TimeSettings::absolute(100));
  tc.charge(Color::White, 50);
  tc.resetClocks();
  EXPECT_EQ(tc.clock(Color::White).mainLeft, 100);
}

}  // namespace
}  // namespace kosumi
