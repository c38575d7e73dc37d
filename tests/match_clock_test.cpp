// The match runner's clock: what each kind of clock allows a move, when a move loses on time,
// and what the engines are told; and clock.dat, read back into each engine's figures.
#include "tools/common/match_clock.h"

#include <cstdio>
#include <fstream>

#include <gtest/gtest.h>

#include "tools/common/match_clock_log.h"

using namespace kosumi;
using namespace kosumi::tools;

namespace {

ClockSettings settings(double main, double moveTime, int stones, int periods, double margin = 0.5) {
  ClockSettings s;
  s.mainSeconds = main;
  s.moveTime = moveTime;
  s.periodStones = stones;
  s.periods = periods;
  s.margin = margin;
  return s;
}

}  // namespace

TEST(MatchClock, NoClockAllowsAnything) {
  MatchClock clock(settings(0, 0, 1, 0));
  EXPECT_EQ(clock.settingsCommand(), "");
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "");
  EXPECT_TRUE(clock.charge(Color::Black, 1000));
}

TEST(MatchClock, SuddenDeathLosesPastTheMainTimeAndTheMargin) {
  MatchClock clock(settings(10, 0, 1, 0));
  EXPECT_EQ(clock.settingsCommand(), "time_settings 10 0 0");
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 10 0");
  EXPECT_DOUBLE_EQ(clock.allowed(Color::Black), 10);
  EXPECT_TRUE(clock.charge(Color::Black, 9.7));
  EXPECT_NEAR(clock.allowed(Color::Black), 0.3, 1e-9);
  // Whole seconds, rounded down: 0.3 s is told as 0.
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 0 0");
  // White's clock is its own.
  EXPECT_DOUBLE_EQ(clock.allowed(Color::White), 10);
  // 0.3 s left and 0.5 s of margin: 0.7 s passes, 0.9 s does not.
  MatchClock copy = clock;
  EXPECT_TRUE(copy.charge(Color::Black, 0.7));
  EXPECT_FALSE(clock.charge(Color::Black, 0.9));
}

TEST(MatchClock, CanadianPeriodCoversItsStonesThenStartsAgain) {
  // No main time: 3 stones in 10 s from the first move.
  MatchClock clock(settings(0, 10, 3, 0));
  EXPECT_EQ(clock.settingsCommand(), "time_settings 0 10 3");
  EXPECT_EQ(clock.timeLeftCommand(Color::White), "time_left W 10 3");
  EXPECT_TRUE(clock.charge(Color::White, 4));
  EXPECT_EQ(clock.timeLeftCommand(Color::White), "time_left W 6 2");
  EXPECT_TRUE(clock.charge(Color::White, 4));
  EXPECT_DOUBLE_EQ(clock.allowed(Color::White), 2);
  // The third stone ends the period: the next one starts full.
  EXPECT_TRUE(clock.charge(Color::White, 2.3));
  EXPECT_EQ(clock.timeLeftCommand(Color::White), "time_left W 10 3");
  EXPECT_TRUE(clock.charge(Color::White, 9));
  EXPECT_FALSE(clock.charge(Color::White, 1.6));
}

TEST(MatchClock, MainTimeRunsIntoTheFirstCanadianPeriod) {
  MatchClock clock(settings(5, 10, 2, 0));
  EXPECT_DOUBLE_EQ(clock.allowed(Color::Black), 15);
  // 7 s: 5 of main time, 2 of the first period, which counts this move as its first stone.
  EXPECT_TRUE(clock.charge(Color::Black, 7));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 8 1");
  EXPECT_TRUE(clock.charge(Color::Black, 8));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 10 2");
}

TEST(MatchClock, OneStonePeriodsAreByoyomiOfOneMove) {
  // --clock 1 --move-time 0.5: the kind the runner had first.
  MatchClock clock(settings(1, 0.5, 1, 0, 0.1));
  EXPECT_EQ(clock.settingsCommand(), "time_settings 1 1 1");
  EXPECT_TRUE(clock.charge(Color::Black, 1.3));
  EXPECT_DOUBLE_EQ(clock.allowed(Color::Black), 0.5);
  EXPECT_TRUE(clock.charge(Color::Black, 0.55));
  EXPECT_FALSE(clock.charge(Color::Black, 0.65));
}

TEST(MatchClock, JapaneseByoyomiUsesUpAPeriodPerOverrun) {
  MatchClock clock(settings(10, 1, 1, 3));
  EXPECT_EQ(clock.settingsCommand(), "kgs-time_settings byoyomi 10 1 3");
  EXPECT_EQ(clock.fallbackSettingsCommand(), "time_settings 10 1 1");
  EXPECT_DOUBLE_EQ(clock.allowed(Color::Black), 13);
  EXPECT_TRUE(clock.charge(Color::Black, 9));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 1 0");
  // 1 s of main time and 1.4 s more: within the first period once the margin is forgiven.
  EXPECT_TRUE(clock.charge(Color::Black, 2.4));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 1 3");
  // A move inside a period keeps it, however often.
  for (int i = 0; i < 50; ++i) EXPECT_TRUE(clock.charge(Color::Black, 0.9));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 1 3");
  // 2.6 s: two periods used up (2.1 s past the margin), one left.
  EXPECT_TRUE(clock.charge(Color::Black, 2.6));
  EXPECT_EQ(clock.timeLeftCommand(Color::Black), "time_left B 1 1");
  EXPECT_DOUBLE_EQ(clock.allowed(Color::Black), 1);
  // The last period's end (plus the margin) loses.
  EXPECT_FALSE(clock.charge(Color::Black, 1.6));
}

TEST(MatchClockLog, KeepsEachFinishedGamesLastLine) {
  const std::string path = ::testing::TempDir() + "/match-clock-log-test.dat";
  PlayedGame first;
  first.result.game = 0;
  first.longestMove[0] = 9.0;  // a line a kill left behind: replaced by the game's replay
  first.leastTimeLeft[0] = -1;
  first.timedMoves[0] = 3;
  PlayedGame replay = first;
  replay.longestMove[0] = 0.5;
  replay.leastTimeLeft[0] = 2.25;
  replay.timedMoves[0] = 40;
  PlayedGame second;
  second.result.game = 1;
  second.longestMove[0] = 0.75;
  second.leastTimeLeft[0] = 1.5;
  second.timedMoves[0] = 30;
  PlayedGame unfinished;
  unfinished.result.game = 2;
  unfinished.longestMove[0] = 20;
  unfinished.timedMoves[0] = 1;
  {
    std::ofstream out(path);
    out << formatClockLine(first) << formatClockLine(replay) << formatClockLine(second) << formatClockLine(unfinished)
        << "3\t0.1";  // torn
  }
  GameResult r0, r1;
  r0.game = 0;
  r1.game = 1;
  r1.error2 = EngineError::LostOnTime;
  const ClockFigures f = readClockFigures(path, {r0, r1});
  EXPECT_EQ(f.games, 2);
  EXPECT_EQ(f.moves[0], 70);
  EXPECT_DOUBLE_EQ(f.longestMove[0], 0.75);
  EXPECT_DOUBLE_EQ(f.leastTimeLeft[0], 1.5);
  EXPECT_EQ(f.moves[1], 0);
  EXPECT_EQ(f.lossesOnTime[0], 0);
  EXPECT_EQ(f.lossesOnTime[1], 1);
  const std::string text = formatClockFigures(f, "one", "two");
  EXPECT_NE(text.find("one: 70 moves, longest 0.75 s, least time left 1.50 s, 0 lost on time"), std::string::npos) << text;
  EXPECT_NE(text.find("two: no moves under the clock, 1 lost on time"), std::string::npos) << text;
  std::remove(path.c_str());
}
