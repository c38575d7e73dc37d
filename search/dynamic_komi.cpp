#include "search/dynamic_komi.h"

#include <algorithm>

namespace kosumi {

double searchWinningMargin(double expected, int points, Color mover, std::optional<double> moverWinrate) {
  if (!moverWinrate) return 0;
  const double deadZone = kDynamicKomiDeadZone19 * points / 361.0;
  const double beyond = expected - std::clamp(expected, -deadZone, deadZone);
  // Above zero Black must win by more, below it White.
  const bool moverAhead = mover == Color::Black ? beyond > 0 : beyond < 0;
  if (!moverAhead && *moverWinrate <= kDynamicKomiLostWinrate) return kDynamicKomiShareBehind * beyond;
  if (moverAhead && *moverWinrate >= kDynamicKomiSafeWinrate) return kDynamicKomiShareAhead * beyond;
  return 0;
}

double dynamicWinningMargin(const Game& game, Color mover, bool cleanup, std::optional<double> lastMargin,
                            std::optional<double> moverWinrate) {
  if (game.handicap() < 2 || cleanup || !lastMargin) return 0;
  return searchWinningMargin(*lastMargin, game.geometry().area(), mover, moverWinrate);
}

}  // namespace kosumi
