#include "playouts/playout.h"

namespace kosumi {

double playoutMargin(const Board& board, const Rules& rules) {
  const int s = board.geometry().stride();
  int owned[2] = {0, 0};
  for (int i = 0; i < board.emptyCount(); ++i) {
    const Point p = board.emptyAt(i);
    bool seen[4] = {false, false, false, false};
    seen[uint8_t(board.at(Point(p - s)))] = true;
    seen[uint8_t(board.at(Point(p - 1)))] = true;
    seen[uint8_t(board.at(Point(p + 1)))] = true;
    seen[uint8_t(board.at(Point(p + s)))] = true;
    if (seen[0] && !seen[1]) ++owned[0];
    else if (seen[1] && !seen[0]) ++owned[1];
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
