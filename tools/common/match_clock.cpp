#include "tools/common/match_clock.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "engine/vertex.h"

namespace kosumi::tools {

MatchClock::MatchClock(const ClockSettings& settings) : s_(settings) {
  s_.periodStones = std::max(1, s_.periodStones);
  for (State& k : states_) {
    k.mainLeft = s_.mainSeconds;
    // No main time: the game starts in overtime.
    if (s_.mainSeconds <= 0 && s_.moveTime > 0) enterOvertime(k);
  }
}

void MatchClock::enterOvertime(State& k) const {
  k.mainLeft = 0;
  k.overtime = true;
  k.periodLeft = s_.moveTime;
  k.stonesLeft = s_.periodStones;
  k.periodsLeft = s_.periods;
}

std::string MatchClock::settingsCommand() const {
  if (!s_.limited()) return {};
  const int main = int(std::ceil(s_.mainSeconds)), period = int(std::ceil(s_.moveTime));
  if (s_.japanese()) return fmt::format("kgs-time_settings byoyomi {} {} {}", main, period, s_.periods);
  return fmt::format("time_settings {} {} {}", main, period, s_.moveTime > 0 ? s_.periodStones : 0);
}

std::string MatchClock::fallbackSettingsCommand() const {
  if (!s_.japanese()) return {};
  return fmt::format("time_settings {} {} 1", int(std::ceil(s_.mainSeconds)), int(std::ceil(s_.moveTime)));
}

std::string MatchClock::timeLeftCommand(Color c) const {
  if (!s_.limited()) return {};
  const State& k = states_[index(c)];
  // Whole seconds, rounded down: an engine is never told it has more than it has.
  if (!k.overtime)
    return fmt::format("time_left {} {} 0", formatColor(c), int(std::max(0.0, k.mainLeft)));
  if (s_.japanese()) return fmt::format("time_left {} {} {}", formatColor(c), int(s_.moveTime), k.periodsLeft);
  return fmt::format("time_left {} {} {}", formatColor(c), int(std::max(0.0, k.periodLeft)), k.stonesLeft);
}

double MatchClock::allowed(Color c) const {
  const State& k = states_[index(c)];
  if (!s_.limited()) return 0;
  if (k.overtime) return s_.japanese() ? k.periodsLeft * s_.moveTime : k.periodLeft;
  // Main time, then the first period (Canadian) or all the periods (byo-yomi).
  const double after = s_.moveTime <= 0 ? 0 : s_.japanese() ? s_.periods * s_.moveTime : s_.moveTime;
  return k.mainLeft + after;
}

bool MatchClock::charge(Color c, double seconds) {
  if (!s_.limited()) return true;
  State& k = states_[index(c)];
  double rest = std::max(0.0, seconds);
  if (!k.overtime) {
    if (rest <= k.mainLeft || s_.moveTime <= 0) {
      k.mainLeft -= rest;
      return k.mainLeft >= -s_.margin;
    }
    rest -= k.mainLeft;
    enterOvertime(k);
  }
  if (s_.japanese()) {
    // Each whole period the move ran past is used up; the margin is forgiven first.
    const int used = int(std::floor(std::max(0.0, rest - s_.margin) / s_.moveTime));
    if (used >= k.periodsLeft) return false;
    k.periodsLeft -= used;
    return true;
  }
  k.periodLeft -= rest;
  if (k.periodLeft < -s_.margin) return false;
  if (--k.stonesLeft <= 0) {
    k.periodLeft = s_.moveTime;
    k.stonesLeft = s_.periodStones;
  }
  return true;
}

}  // namespace kosumi::tools
