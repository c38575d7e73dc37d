#pragma once
// Good shape around a point, judged from its 3x3 neighbourhood: the hane, cut and edge shapes
// that Monte Carlo programs since MoGo (Gelly et al., 2006) play in their simulations when they
// appear next to the last move. A playout that answers a hane with a hane and a cut with a
// connection plays out fights the way people do, so its result says more about the position.
//
// The eight neighbours' colours (black, white, empty, off the board) form a 16-bit key; the table
// holds, for every key, whether some listed shape matches it in any of its eight orientations
// with either colour as "X".
#include <array>
#include <cstdint>

#include "engine/board.h"

namespace kosumi {

class ShapePatterns {
 public:
  // The one table, built on first use and never changed afterwards.
  static const ShapePatterns& standard();

  // The neighbourhood key of an empty point: two bits per neighbour, in reading order
  // (p - stride - 1, p - stride, p - stride + 1, p - 1, p + 1, p + stride - 1, ...).
  static uint16_t key(const Board& board, Point p) {
    const int s = board.geometry().stride();
    const int offsets[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    unsigned k = 0;
    for (int i = 0; i < 8; ++i) k |= unsigned(board.at(Point(p + offsets[i]))) << (2 * i);
    return uint16_t(k);
  }

  bool matches(uint16_t key) const { return (bits_[key >> 6] >> (key & 63)) & 1; }
  bool matches(const Board& board, Point p) const { return matches(key(board, p)); }
  // How many of the 65,536 keys match: for tests.
  int matchingKeys() const;

 private:
  ShapePatterns();
  std::array<uint64_t, 1024> bits_{};
};

}  // namespace kosumi
