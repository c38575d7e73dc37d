#include "search/ownership.h"

namespace kosumi {

std::vector<float> Ownership::balance() const {
  std::vector<float> out(black.size());
  for (size_t i = 0; i < black.size(); ++i) out[i] = black[i] - white[i];
  return out;
}

Bitboard deadStones(const Board& board, const Ownership& ownership) {
  Bitboard dead;
  if (ownership.empty()) return dead;
  Bitboard seen;
  for (Color c : {Color::Black, Color::White}) {
    board.stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = board.chainStones(p);
      seen |= chain;
      double opponentShare = 0;
      chain.forEach([&](Point q) { opponentShare += ownership.of(q, opponent(c)); });
      if (opponentShare > 0.5 * chain.count()) dead |= chain;
    });
  }
  return dead;
}

}  // namespace kosumi
