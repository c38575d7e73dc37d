#include "engine/score.h"

#include <cmath>

#include "engine/rules.h"

namespace kosumi {

double Score::points(Color c) const {
  const int i = index(c);
  double p = scoring == Scoring::Area ? stones[i] + territory[i]
                                      : territory[i] + prisoners[i] + deadCaptured[i];
  if (c == Color::White) p += komi;
  return p;
}

std::string Score::result() const {
  const double m = margin();
  if (m == 0) return "0";
  return std::string(m > 0 ? "B+" : "W+") + formatKomi(std::fabs(m));
}

void territoryOf(const Geometry& geo, const Bitboard living[2], Bitboard territory[2]) {
  const Bitboard empty = boardMask(geo).andNot(living[0] | living[1]);
  territory[0].clear();
  territory[1].clear();
  Bitboard remaining = empty;
  while (!remaining.empty()) {
    const Bitboard region = regionOf(remaining.first(), empty, geo.stride());
    remaining = remaining.andNot(region);
    const Bitboard border = region.neighbours(geo.stride());
    const bool black = !(border & living[0]).empty();
    const bool white = !(border & living[1]).empty();
    if (black && !white) territory[0] |= region;
    if (white && !black) territory[1] |= region;
  }
}

Score scoreBoard(const Board& board, const Rules& rules, const Bitboard& dead) {
  Score s;
  s.scoring = rules.scoring;
  s.komi = rules.komi;
  Bitboard living[2];
  for (Color c : {Color::Black, Color::White}) {
    const Bitboard mine = board.stones(c);
    const Bitboard deadMine = rules.dead == DeadStones::Marked ? (mine & dead) : Bitboard();
    living[index(c)] = mine.andNot(deadMine);
    s.deadStones |= deadMine;
    s.stones[index(c)] = living[index(c)].count();
    s.prisoners[index(c)] = board.captures(c);
    s.deadCaptured[index(opponent(c))] = deadMine.count();
  }
  territoryOf(board.geometry(), living, s.territoryPoints);
  s.territory[0] = s.territoryPoints[0].count();
  s.territory[1] = s.territoryPoints[1].count();
  return s;
}

}  // namespace kosumi
