#pragma once
// The shapes around a move, as hashes that every symmetry of the board and the swap of colours
// leave unchanged: the building blocks of the move model's pattern features.
//
// A shape of size s holds the points at grid distance 1 to s from the move, where the grid
// distance of an offset (dx, dy) is |dx| + |dy| + max(|dx|, |dy|) (Coulom 2007): size 2 is the
// four neighbours, size 3 the 3x3 square, and each larger size adds a ring of 4 to 20 points,
// so the shapes grow from a diamond towards a disc. Each point is empty, the mover's stone, the
// opponent's stone or off the board; the states are relative to the mover, so Black's shape and
// White's shape with the colours swapped hash alike.
//
// Hashing (Zobrist): every offset and state has a random key; a shape's hash under symmetry t is
// the XOR over its points of the key of (t(offset), state), plus a key of its size. The eight
// symmetric hashes are kept side by side and grown ring by ring, and the smallest of them names
// the shape: a rotated or mirrored shape yields the same eight hashes in another order.
//
// A second, smaller shape reads the 3x3 square with the liberties of the chains in it: each of
// the eight points is empty, off the board, or a stone of either colour whose chain has 1, 2 or
// 3+ liberties.
#include <array>
#include <cstdint>

#include "engine/board.h"

namespace kosumi {

constexpr int kMinPatternSize = 2;
// The largest size the tables hold (180 points). A model may stop below it.
constexpr int kMaxPatternSize = 16;

constexpr int gridDistance(int dx, int dy) {
  const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
  return ax + ay + (ax > ay ? ax : ay);
}

// States of a point in a shape, relative to the player to move.
enum class ShapeState : uint8_t { Empty = 0, Own = 1, Opponent = 2, OffBoard = 3 };
constexpr int kShapeStates = 4;
// States in the 3x3 shape with liberties: Empty, OffBoard, then own chains with 1, 2, 3+
// liberties and opponent chains with 1, 2, 3+.
constexpr int kLibertyShapeStates = 8;

// The offsets and keys, built once and never changed.
class PatternKeys {
 public:
  static const PatternKeys& standard();

  struct Offset {
    int8_t dx, dy;
  };
  // Offsets ordered by grid distance; those of sizes up to s are the first pointsUpTo(s).
  const Offset& offset(int i) const { return offsets_[size_t(i)]; }
  int pointsUpTo(int size) const { return pointsUpTo_[size_t(size)]; }
  // The eight symmetric keys of offset i in state st.
  const uint64_t* keys(int i, int st) const { return keys_[size_t(i)][size_t(st)].data(); }
  // Mixed into every symmetric hash of a shape of this size, so sizes never share a hash.
  uint64_t sizeKey(int size) const { return sizeKeys_[size_t(size)]; }
  // The step from a cell of a ShapeGrid to the cell of offset i.
  int gridStep(int i) const { return gridSteps_[size_t(i)]; }
  // The 3x3 shape with liberties: keys of its eight points (offset order above) in each state.
  const uint64_t* libertyKeys(int i, int st) const { return libertyKeys_[size_t(i)][size_t(st)].data(); }

  static constexpr int kPoints = 180;  // offsets with grid distance up to kMaxPatternSize

 private:
  PatternKeys();
  std::array<Offset, kPoints> offsets_{};
  std::array<int, kPoints> gridSteps_{};
  std::array<int, kMaxPatternSize + 1> pointsUpTo_{};
  std::array<std::array<std::array<uint64_t, 8>, kShapeStates>, kPoints> keys_{};
  std::array<uint64_t, kMaxPatternSize + 1> sizeKeys_{};
  std::array<std::array<std::array<uint64_t, 8>, kLibertyShapeStates>, 8> libertyKeys_{};
};

// Shape hashes keep 48 bits: a model file stores six bytes a shape, and two of the shapes a model
// knows (a million at most) agree by chance with odds of about one in 2^48 / 10^6, over 10^8.
constexpr int kShapeHashBits = 48;
constexpr uint64_t kShapeHashMask = (uint64_t(1) << kShapeHashBits) - 1;

// The eight symmetric hashes of a shape being grown.
struct SymmetricHash {
  alignas(64) uint64_t h[8] = {0, 0, 0, 0, 0, 0, 0, 0};

  void add(const uint64_t* keys) {
    for (int t = 0; t < 8; ++t) h[t] ^= keys[t];
  }
  // The name of the shape: the smallest of the eight, with `extra` (a size key) mixed in, in
  // kShapeHashBits bits.
  uint64_t canonical(uint64_t extra = 0) const {
    uint64_t m = (h[0] ^ extra) & kShapeHashMask;
    for (int t = 1; t < 8; ++t) {
      const uint64_t v = (h[t] ^ extra) & kShapeHashMask;
      m = v < m ? v : m;
    }
    return m;
  }
};

// The board as the shapes read it for one player: every point's state in a square with a margin
// of off-board points wide enough for the largest shape, so that reading a shape takes one load
// per point and no bounds checks. Built once per position and shared by all its moves (about
// 3 KB, on the stack).
class ShapeGrid {
 public:
  // The largest shape reaches 8 lines from its centre (grid distance 16 = 2 x 8 along a line).
  static constexpr int kMargin = 8;
  static constexpr int kStride = kMaxSize + 2 * kMargin;

  ShapeGrid(const Board& board, Color c);

  int index(const Geometry& g, Point p) const { return (g.y(p) + kMargin) * kStride + g.x(p) + kMargin; }
  // ShapeState of the cell i.
  int state(int i) const { return states_[size_t(i)]; }
  // The cell's state in the 3x3 shape with liberties (kLibertyShapeStates).
  int libertyState(int i) const { return libertyStates_[size_t(i)]; }

 private:
  std::array<uint8_t, kStride * kStride> states_;
  std::array<uint8_t, kStride * kStride> libertyStates_;
};

// Grows the shapes around the empty point p for the grid's player from kMinPatternSize up to
// maxSize, calling visit(size, hash) after each size; growing stops when visit returns false.
// Returns the last size visited.
template <class Visit>
int growPatterns(const ShapeGrid& grid, const Geometry& g, Point p, int maxSize, Visit&& visit) {
  const PatternKeys& keys = PatternKeys::standard();
  const int centre = grid.index(g, p);
  SymmetricHash hash;
  int i = 0;
  for (int size = kMinPatternSize; size <= maxSize; ++size) {
    for (const int end = keys.pointsUpTo(size); i < end; ++i)
      hash.add(keys.keys(i, grid.state(centre + keys.gridStep(i))));
    if (!visit(size, hash.canonical(keys.sizeKey(size)))) return size;
  }
  return maxSize;
}

// The same on a board, for one move (a grid is built for the call).
template <class Visit>
int growPatterns(const Board& board, Point p, Color c, int maxSize, Visit&& visit) {
  const ShapeGrid grid(board, c);
  return growPatterns(grid, board.geometry(), p, maxSize, visit);
}

// The hash of the 3x3 shape with liberties around the empty point p for the grid's player.
uint64_t libertyShapeHash(const ShapeGrid& grid, const Geometry& g, Point p);
uint64_t libertyShapeHash(const Board& board, Point p, Color c);

}  // namespace kosumi
