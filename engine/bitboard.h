#pragma once
// A set of points as bits (bit index = point index, see geometry.h), for whole-board work:
// colour masks, neighbour masks, region fills in scoring, eye tests.
#include <array>
#include <bit>
#include <cstdint>

#include "engine/geometry.h"

namespace kosumi {

class Bitboard {
 public:
  constexpr Bitboard() : w_{} {}

  constexpr bool test(Point p) const { return (w_[p >> 6] >> (p & 63)) & 1u; }
  constexpr void set(Point p) { w_[p >> 6] |= uint64_t(1) << (p & 63); }
  constexpr void reset(Point p) { w_[p >> 6] &= ~(uint64_t(1) << (p & 63)); }
  constexpr void clear() { w_ = {}; }

  constexpr int count() const {
    int n = 0;
    for (uint64_t w : w_) n += std::popcount(w);
    return n;
  }
  constexpr bool empty() const {
    uint64_t any = 0;
    for (uint64_t w : w_) any |= w;
    return any == 0;
  }
  // Lowest point in the set; the set must not be empty.
  constexpr Point first() const {
    for (int i = 0; i < kMaxWords; ++i)
      if (w_[i]) return Point(i * 64 + std::countr_zero(w_[i]));
    return kNullPoint;
  }

  // Calls f(p) for every point in the set, in increasing order.
  template <class F>
  constexpr void forEach(F&& f) const {
    for (int i = 0; i < kMaxWords; ++i) {
      uint64_t w = w_[i];
      while (w) {
        f(Point(i * 64 + std::countr_zero(w)));
        w &= w - 1;
      }
    }
  }

  constexpr Bitboard& operator|=(const Bitboard& o) {
    for (int i = 0; i < kMaxWords; ++i) w_[i] |= o.w_[i];
    return *this;
  }
  constexpr Bitboard& operator&=(const Bitboard& o) {
    for (int i = 0; i < kMaxWords; ++i) w_[i] &= o.w_[i];
    return *this;
  }
  constexpr Bitboard& operator^=(const Bitboard& o) {
    for (int i = 0; i < kMaxWords; ++i) w_[i] ^= o.w_[i];
    return *this;
  }
  // Set difference: this minus o.
  constexpr Bitboard andNot(const Bitboard& o) const {
    Bitboard r;
    for (int i = 0; i < kMaxWords; ++i) r.w_[i] = w_[i] & ~o.w_[i];
    return r;
  }
  friend constexpr Bitboard operator|(Bitboard a, const Bitboard& b) { return a |= b; }
  friend constexpr Bitboard operator&(Bitboard a, const Bitboard& b) { return a &= b; }
  friend constexpr Bitboard operator^(Bitboard a, const Bitboard& b) { return a ^= b; }
  constexpr bool operator==(const Bitboard&) const = default;

  // Every point moved up by k bit positions (k in 1..63).
  constexpr Bitboard shiftUp(int k) const {
    Bitboard r;
    for (int i = kMaxWords - 1; i > 0; --i) r.w_[i] = (w_[i] << k) | (w_[i - 1] >> (64 - k));
    r.w_[0] = w_[0] << k;
    return r;
  }
  // Every point moved down by k bit positions (k in 1..63).
  constexpr Bitboard shiftDown(int k) const {
    Bitboard r;
    for (int i = 0; i < kMaxWords - 1; ++i) r.w_[i] = (w_[i] >> k) | (w_[i + 1] << (64 - k));
    r.w_[kMaxWords - 1] = w_[kMaxWords - 1] >> k;
    return r;
  }
  // The set plus its four-neighbourhood; walls included, so callers mask with the board.
  constexpr Bitboard dilate(int stride) const {
    return *this | shiftUp(1) | shiftDown(1) | shiftUp(stride) | shiftDown(stride);
  }
  // Only the four-neighbourhood: points adjacent to the set, minus the set itself.
  constexpr Bitboard neighbours(int stride) const { return dilate(stride).andNot(*this); }

  constexpr uint64_t word(int i) const { return w_[i]; }

 private:
  std::array<uint64_t, kMaxWords> w_;
};

// The connected part of `within` that contains p (p in `within`), grown one step at a time.
constexpr Bitboard regionOf(Point p, const Bitboard& within, int stride) {
  Bitboard region;
  region.set(p);
  for (;;) {
    const Bitboard grown = region.dilate(stride) & within;
    if (grown == region) return region;
    region = grown;
  }
}

// All points of the board of this geometry, walls excluded.
constexpr Bitboard boardMask(const Geometry& g) {
  Bitboard b;
  for (int y = 0; y < g.size(); ++y)
    for (int x = 0; x < g.size(); ++x) b.set(g.point(x, y));
  return b;
}

// boardMask of every size, built when compiling: hot paths (the empty points of a playout's
// board, the ladder reader) look it up instead of setting size x size bits on each call.
inline constexpr std::array<Bitboard, kMaxSize + 1> kBoardMasks = [] {
  std::array<Bitboard, kMaxSize + 1> masks{};
  for (int size = kMinSize; size <= kMaxSize; ++size) masks[size] = boardMask(Geometry(size));
  return masks;
}();

}  // namespace kosumi
