#include "search/game_end/beginner_count.h"

namespace kosumi {

namespace {

// Whether the chain at p (in atari) can capture a neighbouring chain that is in atari too.
bool canCaptureNeighbour(const Board& board, Point p) {
  const Color enemy = opponent(board.at(p));
  const Bitboard around = board.chainStones(p).neighbours(board.geometry().stride());
  bool found = false;
  around.forEach([&](Point q) { found |= board.at(q) == enemy && board.liberties(q) == 1; });
  return found;
}

}  // namespace

Bitboard beginnerDeadStones(const Board& board) {
  Bitboard dead, seen;
  for (Color c : {Color::Black, Color::White}) {
    board.stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = board.chainStones(p);
      seen |= chain;
      if (board.liberties(p) != 1) return;
      const Point last = board.lastLiberty(p);
      const bool escapes = board.libertiesAfter(last, c) >= 2 || canCaptureNeighbour(board, p);
      if (!escapes) dead |= chain;
    });
  }
  return dead;
}

}  // namespace kosumi
