#include "search/player.h"

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

LevelBudget levelBudget(int level) {
  // Each level must win at least 65 % of its games against the one below on 9x9 (docs/strength.md,
  // "Strength levels"). With the move model 50 playouts won only 10 of 20 games against 25:
  // progressive widening lets so few playouts look at only the model's first two moves, so level
  // 2 is that glance and level 3 starts at 100. Doubling wins enough up to 800 playouts; above
  // that a doubling won only 55 % to 65 %, so the steps widen to about two and a half times, and
  // the top level is the engine at one second a move (30 of 40 against 12,800 playouts).
  static constexpr long kPlayouts[] = {25, 100, 200, 400, 800, 2500, 6000, 12800};
  if (level >= 2 && level < kHighestLevel) return {kPlayouts[level - 2], 0};
  if (level == kHighestLevel) return {0, 1.0};
  return {};
}

PlayerOptions levelOptions(const PlayerOptions& options) {
  if (options.level < kLowestLevel) return options;
  PlayerOptions effective = options;
  if (options.level == kLowestLevel) {
    effective.mode = "beginner";
  } else {
    effective.mode = "normal";
    const LevelBudget budget = levelBudget(options.level);
    effective.playouts = budget.playouts;
    if (budget.playouts == 0) effective.secondsPerMove = budget.secondsPerMove;
    // The move model stays, as the normal mode loads it: without it the priors are the cheap
    // features alone, and a few thousand playouts on 19x19 open on the second line. A level
    // is the normal player with a fixed budget, so every level plays its opening as Go is played.
    // The judge's reading costs more playouts than the lower levels' whole search, and the
    // ladder was measured without it.
    effective.readDecidedFights = DecidedFightReading::Off;
  }
  return effective;
}

std::unique_ptr<Player> makePlayer(const PlayerOptions& options) {
  const PlayerOptions effective = levelOptions(options);
  if (effective.mode == "beginner") return makeBeginnerPlayer(effective);
  return std::make_unique<MctsPlayer>(effective);
}

}  // namespace kosumi
