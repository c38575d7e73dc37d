#include "search/time_control.h"

#include <algorithm>
#include <cmath>

namespace kosumi {

namespace {
// The least a move is given under a clock, so the player always has a budget to stop at.
constexpr double kMinimumBudget = 0.01;
}  // namespace

TimeSettings TimeSettings::fromGtp(int mainSeconds, int byoYomiSeconds, int byoYomiStones) {
  if (byoYomiSeconds == 0) return mainSeconds > 0 ? absolute(mainSeconds) : none();
  if (byoYomiStones == 0) return none();
  return canadian(mainSeconds, byoYomiSeconds, byoYomiStones);
}

void TimeControl::setSettings(const TimeSettings& settings) {
  settings_ = settings;
  resetClocks();
}

void TimeControl::resetClocks() {
  for (ClockState& c : clocks_) {
    c = ClockState{};
    c.mainLeft = settings_.mainSeconds;
    c.periodLeft = settings_.periodSeconds;
    c.stonesLeft = settings_.periodStones;
    c.periodsLeft = settings_.periods;
    // No main time at all means the game starts in overtime.
    c.overtime = settings_.mainSeconds <= 0 && settings_.periodSeconds > 0;
  }
}

Status TimeControl::setTimeLeft(Color c, double seconds, int stones) {
  if (!(seconds >= 0) || stones < 0) return Error{"time left must not be negative"};
  ClockState& k = clocks_[index(c)];
  if (stones == 0) {
    k.mainLeft = seconds;
    k.overtime = false;
    k.periodLeft = settings_.periodSeconds;
    k.stonesLeft = settings_.periodStones;
    k.periodsLeft = settings_.periods;
  } else {
    k.mainLeft = 0;
    k.overtime = true;
    k.periodLeft = seconds;
    if (settings_.kind == ClockKind::Byoyomi) k.periodsLeft = stones;
    else k.stonesLeft = stones;
  }
  return {};
}

void TimeControl::charge(Color c, double seconds) {
  if (!limited() || seconds <= 0) return;
  ClockState& k = clocks_[index(c)];
  double rest = seconds;
  if (!k.overtime) {
    if (rest <= k.mainLeft || settings_.kind == ClockKind::Absolute) {
      k.mainLeft = std::max(0.0, k.mainLeft - rest);
      return;
    }
    rest -= k.mainLeft;
    k.mainLeft = 0;
    k.overtime = true;
    k.periodLeft = settings_.periodSeconds;
    k.stonesLeft = settings_.periodStones;
    k.periodsLeft = settings_.periods;
  }
  if (settings_.kind == ClockKind::Canadian) {
    k.periodLeft = std::max(0.0, k.periodLeft - rest);
    if (--k.stonesLeft <= 0) {
      k.periodLeft = settings_.periodSeconds;
      k.stonesLeft = settings_.periodStones;
    }
  } else {
    // Byo-yomi: each full period overrun costs a period; a move inside a period resets it.
    const int lost = settings_.periodSeconds > 0 ? int(rest / settings_.periodSeconds) : 0;
    k.periodsLeft = std::max(0, k.periodsLeft - lost);
    k.periodLeft = settings_.periodSeconds;
  }
}

int TimeControl::expectedOwnMovesLeft(int movesPlayed, int area) {
  const double total = 0.7 * area;
  const double left = std::max(total - movesPlayed, 0.2 * area);
  return std::max(5, int(std::ceil(left / 2)));
}

double TimeControl::moveWeight(int move, int area) {
  const double t = move / (0.7 * area);
  const double d = (t - 0.35) / 0.22;
  return 0.6 + 0.9 * std::exp(-d * d);
}

double TimeControl::overtimeUse(int move, int area, bool inOvertime) {
  const double use = moveWeight(move, area) / kFullUseWeight;
  return inOvertime ? std::clamp(use, kOvertimeFloor, 1.0) : std::min(use, 1.0);
}

double TimeControl::mainTimeShare(int movesPlayed, int area) {
  const int movesLeft = expectedOwnMovesLeft(movesPlayed, area);
  double sum = 0;
  for (int k = 0; k < movesLeft; ++k) sum += moveWeight(movesPlayed + 2 * k, area);
  return moveWeight(movesPlayed, area) / sum;
}

double TimeControl::budget(Color c, int movesPlayed, int area) const {
  if (!limited()) return 0;
  const ClockState& k = clocks_[index(c)];
  // What one move may take once in overtime, margin kept.
  double overtimeMove = 0;
  if (settings_.kind == ClockKind::Canadian) {
    const double period = k.overtime ? k.periodLeft : settings_.periodSeconds;
    const int stones = std::max(1, k.overtime ? k.stonesLeft : settings_.periodStones);
    overtimeMove = (period - safety_) / stones;
  } else if (settings_.kind == ClockKind::Byoyomi) {
    const double period = k.overtime ? k.periodLeft : settings_.periodSeconds;
    overtimeMove = period - safety_;
  }
  overtimeMove = std::max(0.0, overtimeMove);
  double b;
  if (k.overtime) {
    b = overtimeMove * overtimeUse(movesPlayed, area, true);
  } else {
    const double main = std::max(0.0, k.mainLeft - safety_);
    b = main * mainTimeShare(movesPlayed, area);
    // Absolute time has nothing after it: never stake more than half of what is left.
    if (settings_.kind == ClockKind::Absolute) b = std::min(b, main / 2);
    // Overtime follows main time, so a move may also use what one overtime move would get, in
    // proportion to its weight: what the opening leaves of the main time is there for the
    // middle game, where a move gets a whole overtime move on top of its share.
    else b += overtimeMove * overtimeUse(movesPlayed, area, false);
  }
  return std::max(kMinimumBudget, b);
}

}  // namespace kosumi
