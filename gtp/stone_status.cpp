#include "gtp/stone_status.h"

#include <vector>

#include "engine/score.h"

namespace kosumi::gtp {

namespace {

// The connected parts of a set of points.
std::vector<Bitboard> regionsOf(const Bitboard& points, int stride) {
  std::vector<Bitboard> out;
  Bitboard remaining = points;
  while (!remaining.empty()) {
    const Bitboard region = regionOf(remaining.first(), points, stride);
    remaining = remaining.andNot(region);
    out.push_back(region);
  }
  return out;
}

// Whether a living chain (its stones) could be in seki: at most one small own region around it.
bool eyeless(const Bitboard& chain, const std::vector<Bitboard>& ownRegions, int stride) {
  const Bitboard around = chain.neighbours(stride);
  int touched = 0;
  for (const Bitboard& region : ownRegions) {
    if ((region & around).empty()) continue;
    if (region.count() > kSekiEyeMax || ++touched > 1) return false;
  }
  return true;
}

}  // namespace

StoneStatus classifyStones(const Board& board, const Bitboard& dead) {
  const Geometry& geo = board.geometry();
  const int stride = geo.stride();
  StoneStatus s;
  Bitboard living[2];
  for (Color c : {Color::Black, Color::White}) {
    s.dead |= board.stones(c) & dead;
    living[index(c)] = board.stones(c).andNot(dead);
  }
  Bitboard territory[2];
  territoryOf(geo, living, territory);
  const std::vector<Bitboard> own[2] = {regionsOf(territory[0], stride), regionsOf(territory[1], stride)};
  // Liberties count with dead stones removed: their points are empty for this purpose.
  const Bitboard open = boardMask(geo).andNot(living[0] | living[1]);
  std::vector<Bitboard> candidates[2];
  for (Color c : {Color::Black, Color::White}) {
    for (const Bitboard& chain : regionsOf(living[index(c)], stride))
      if (eyeless(chain, own[index(c)], stride)) candidates[index(c)].push_back(chain);
  }
  for (const Bitboard& b : candidates[0]) {
    const Bitboard libsB = b.neighbours(stride) & open;
    for (const Bitboard& w : candidates[1]) {
      if ((libsB & w.neighbours(stride)).empty()) continue;
      s.seki |= b;
      s.seki |= w;
    }
  }
  s.alive = (living[0] | living[1]).andNot(s.seki);
  return s;
}

}  // namespace kosumi::gtp
