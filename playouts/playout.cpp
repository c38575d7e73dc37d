#include "playouts/playout.h"

namespace kosumi {

double playoutMargin(const Board& board, const Rules& rules) {
  int owned[2] = {0, 0};
  for (int i = 0; i < board.emptyCount(); ++i) {
    // An empty point is Black's when it touches Black and not White, and the other way round.
    const Point p = board.emptyAt(i);
    const NeighbourMasks around = neighbourMasks(board.neighbourColours(p), Color::Black);
    owned[0] += (around.own != 0) & (around.opponent == 0);
    owned[1] += (around.opponent != 0) & (around.own == 0);
  }
  double black = owned[0], white = owned[1];
  if (rules.scoring == Scoring::Area) {
    black += board.stones(Color::Black).count();
    white += board.stones(Color::White).count();
  } else {
    black += board.captures(Color::Black);
    white += board.captures(Color::White);
  }
  return black - white - rules.komi;
}

}  // namespace kosumi
