#include "search/game_end/judgment_timing.h"

#include <algorithm>

namespace kosumi {

JudgmentTiming planJudgment(const MoveSituation& s) {
  JudgmentTiming t;
  t.mayJudge =
      s.cleanup || s.clockSeconds <= 0 || s.clockSeconds >= kJudgeSecondsPerPoint * s.boardArea;
  t.readsFights = t.mayJudge && s.fightsReadHere && !s.cleanup;
  t.judgeFirst = t.mayJudge && (s.afterPass || s.cleanup || (t.readsFights && s.byTime && s.lastSearchDecided));
  return t;
}

double searchSecondsAfterJudgment(double budget, double spent, bool underClock) {
  return std::max((underClock ? 0.05 : 0.5) * budget, budget - spent);
}

}  // namespace kosumi
