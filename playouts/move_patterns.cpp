#include "playouts/move_patterns.h"

#include <algorithm>
#include <vector>

namespace kosumi {

namespace {

// splitmix64: a fixed stream, so hashes (and the model files that store them) are the same in
// every build and process.
uint64_t nextKey(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Symmetry t of the square: bit 0 transposes, bit 1 mirrors x, bit 2 mirrors y.
PatternKeys::Offset transform(PatternKeys::Offset o, int t) {
  int dx = o.dx, dy = o.dy;
  if (t & 1) std::swap(dx, dy);
  if (t & 2) dx = -dx;
  if (t & 4) dy = -dy;
  return {int8_t(dx), int8_t(dy)};
}

}  // namespace

const PatternKeys& PatternKeys::standard() {
  static const PatternKeys keys;
  return keys;
}

PatternKeys::PatternKeys() {
  // Offsets by grid distance, then by (dy, dx) so the order is fixed.
  std::vector<Offset> all;
  for (int dy = -kMaxPatternSize; dy <= kMaxPatternSize; ++dy)
    for (int dx = -kMaxPatternSize; dx <= kMaxPatternSize; ++dx) {
      const int d = gridDistance(dx, dy);
      if (d > 0 && d <= kMaxPatternSize) all.push_back({int8_t(dx), int8_t(dy)});
    }
  std::stable_sort(all.begin(), all.end(), [](Offset a, Offset b) {
    return gridDistance(a.dx, a.dy) < gridDistance(b.dx, b.dy);
  });
  for (size_t i = 0; i < all.size() && i < offsets_.size(); ++i) {
    offsets_[i] = all[i];
    gridSteps_[i] = all[i].dy * ShapeGrid::kStride + all[i].dx;
  }
  for (int s = 0; s <= kMaxPatternSize; ++s)
    pointsUpTo_[size_t(s)] = int(std::count_if(all.begin(), all.end(), [s](Offset o) {
      return gridDistance(o.dx, o.dy) <= s;
    }));
  auto indexOf = [&](Offset o) {
    for (int i = 0; i < kPoints; ++i)
      if (offsets_[size_t(i)].dx == o.dx && offsets_[size_t(i)].dy == o.dy) return i;
    return -1;  // unreachable: symmetries keep the grid distance
  };

  uint64_t state = 0x6d6f76652d6b6579ULL;  // "move-key"
  std::array<std::array<uint64_t, kShapeStates>, kPoints> base{};
  for (auto& point : base)
    for (auto& k : point) k = nextKey(state);
  for (int i = 0; i < kPoints; ++i)
    for (int t = 0; t < 8; ++t) {
      const int j = indexOf(transform(offsets_[size_t(i)], t));
      for (int st = 0; st < kShapeStates; ++st) keys_[size_t(i)][size_t(st)][size_t(t)] = base[size_t(j)][size_t(st)];
    }
  for (auto& k : sizeKeys_) k = nextKey(state);

  // The 3x3 square is the first eight offsets (grid distances 2 and 3).
  std::array<std::array<uint64_t, kLibertyShapeStates>, 8> libertyBase{};
  for (auto& point : libertyBase)
    for (auto& k : point) k = nextKey(state);
  for (int i = 0; i < 8; ++i)
    for (int t = 0; t < 8; ++t) {
      const int j = indexOf(transform(offsets_[size_t(i)], t));
      for (int st = 0; st < kLibertyShapeStates; ++st)
        libertyKeys_[size_t(i)][size_t(st)][size_t(t)] = libertyBase[size_t(j)][size_t(st)];
    }
}

ShapeGrid::ShapeGrid(const Board& board, Color c) {
  states_.fill(uint8_t(ShapeState::OffBoard));
  libertyStates_.fill(1);  // off the board
  const Geometry& g = board.geometry();
  for (int y = 0; y < g.size(); ++y)
    for (int x = 0; x < g.size(); ++x) {
      const Point p = g.point(x, y);
      const size_t i = size_t(index(g, p));
      const Color at = board.at(p);
      if (at == Color::Empty) {
        states_[i] = uint8_t(ShapeState::Empty);
        libertyStates_[i] = 0;
      } else {
        const bool own = at == c;
        states_[i] = uint8_t(own ? ShapeState::Own : ShapeState::Opponent);
        libertyStates_[i] = uint8_t((own ? 1 : 4) + std::min(board.liberties(p), 3));
      }
    }
}

uint64_t libertyShapeHash(const ShapeGrid& grid, const Geometry& g, Point p) {
  const PatternKeys& keys = PatternKeys::standard();
  const int centre = grid.index(g, p);
  SymmetricHash hash;
  for (int i = 0; i < 8; ++i) hash.add(keys.libertyKeys(i, grid.libertyState(centre + keys.gridStep(i))));
  return hash.canonical();
}

uint64_t libertyShapeHash(const Board& board, Point p, Color c) {
  return libertyShapeHash(ShapeGrid(board, c), board.geometry(), p);
}

}  // namespace kosumi
