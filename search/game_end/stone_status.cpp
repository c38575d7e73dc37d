#include "search/game_end/stone_status.h"

#include "search/game_end/seki.h"

namespace kosumi {

StoneStatus classifyStones(const Board& board, const Bitboard& dead) {
  return classifyStones(board, dead, sekiStones(board));
}

StoneStatus classifyStones(const Board& board, const Bitboard& dead, const Bitboard& seki) {
  StoneStatus s;
  const Bitboard stones = board.stones(Color::Black) | board.stones(Color::White);
  s.dead = stones & dead;
  // A seki with a chain marked dead is a seki no more: each group (seki chains joined through
  // their liberties) counts whole or not at all.
  const int stride = board.geometry().stride();
  const Bitboard joined = seki | (seki.neighbours(stride) & board.emptyPoints());
  Bitboard seen;
  seki.forEach([&](Point p) {
    if (seen.test(p)) return;
    const Bitboard group = regionOf(p, joined, stride);
    seen |= group;
    if ((group & dead).empty()) s.seki |= group & seki;
  });
  s.alive = stones.andNot(s.dead | s.seki);
  return s;
}

}  // namespace kosumi
