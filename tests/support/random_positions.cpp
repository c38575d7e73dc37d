#include "tests/support/random_positions.h"

#include <algorithm>
#include <vector>

#include "playouts/light_policy.h"

namespace kosumi::test {

Board randomBoard(int size, int moves, Rng& rng) {
  Board board(size);
  Color c = Color::Black;
  for (int i = 0; i < moves; ++i) {
    const Point p = LightPolicy::chooseLight(board, c, rng);
    if (p == kPass) board.pass(c);
    else board.play(p, c);
    c = opponent(c);
  }
  return board;
}

int largestCaptureSize(const Board& board, Color c) {
  int largest = 0;
  for (int i = 0; i < board.emptyCount(); ++i) {
    const Point p = board.emptyAt(i);
    if (board.isLegal(p, c)) largest = std::max(largest, board.captureCount(p, c));
  }
  return largest;
}

bool captureAvailable(const Board& board, Color c) { return largestCaptureSize(board, c) > 0; }

Point randomLegalMove(const Game& game, Color c, Rng& rng) {
  const Board& board = game.board();
  std::vector<Point> moves;
  for (int i = 0; i < board.emptyCount(); ++i) {
    const Point p = board.emptyAt(i);
    if (!board.isOwnEye(p, c) && game.legality(c, p) == MoveLegality::Legal) moves.push_back(p);
  }
  return moves.empty() ? kPass : moves[rng.below(uint32_t(moves.size()))];
}

}  // namespace kosumi::test
