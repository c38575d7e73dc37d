#include "search/player.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include "search/beginner_player.h"
#include "search/mcts_player.h"

namespace kosumi {

Status SearchTuning::set(std::string_view assignment) {
  const size_t eq = assignment.find('=');
  if (eq == std::string_view::npos) return Error{"expected NAME=VALUE, got '" + std::string(assignment) + "'"};
  const std::string name(assignment.substr(0, eq)), text(assignment.substr(eq + 1));
  std::optional<double>* field = name == "exploration"       ? &exploration
                                 : name == "rave"            ? &rave
                                 : name == "fpu"             ? &fpu
                                 : name == "expand"          ? &expand
                                 : name == "widening"        ? &widening
                                 : name == "widening-factor" ? &wideningFactor
                                 : name == "prior-weight"    ? &priorWeight
                                                             : nullptr;
  if (!field) return Error{"unknown parameter '" + name + "'"};
  double value = 0;
  size_t used = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || !std::isfinite(value) || value < 0)
    return Error{"parameter " + name + " needs a number of at least 0, got '" + text + "'"};
  if (name == "widening-factor" && value <= 1) return Error{"parameter widening-factor must be above 1"};
  *field = value;
  return Status::success();
}

long levelPlayouts(int level) {
  // Each level must beat the one below in at least 70 % of games (README, "Beginner mode and
  // strength levels"). Doubling the playouts does that from 25 to 6,400; beyond that a step
  // needs more than tripling (19,200 playouts won only 25 of 40 against 6,400), so the ladder
  // ends there and full strength is the normal mode's.
  return level >= 2 && level <= 10 ? 25L << (level - 2) : 0;
}

PlayerOptions levelOptions(const PlayerOptions& options) {
  if (options.level < 1) return options;
  PlayerOptions effective = options;
  if (options.level == 1) {
    effective.mode = "beginner";
  } else {
    effective.mode = "normal";
    effective.playouts = levelPlayouts(options.level);
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
