#pragma once
// The colours of a point's four neighbours packed in one byte, two bits each (the Color values),
// neighbour i at bits 2i..2i+1 in the order below (p - stride), left, right, above (p + stride).
// The board keeps this byte for every point up to date, so one load tells the move generator and
// play() what surrounds a point; the table below turns it into per-colour bit masks.
#include <array>
#include <cstdint>

#include "engine/color.h"

namespace kosumi {

// Bit i set when neighbour i (order above) is of that kind.
struct NeighbourMasks {
  uint8_t own;       // the colour asked about
  uint8_t opponent;  // the other colour
  uint8_t empty;
  uint8_t wall;
};

// Shift of neighbour i's field in the packed byte, and of point p's field in the byte of its
// neighbour in direction i (p is that neighbour's neighbour 3 - i).
constexpr int neighbourShift(int i) { return 2 * i; }

constexpr uint8_t packNeighbourColours(Color below, Color left, Color right, Color above) {
  return uint8_t(uint8_t(below) | uint8_t(left) << 2 | uint8_t(right) << 4 | uint8_t(above) << 6);
}

namespace detail {
constexpr std::array<std::array<NeighbourMasks, 256>, 2> makeNeighbourMasks() {
  std::array<std::array<NeighbourMasks, 256>, 2> t{};
  for (int c = 0; c < 2; ++c)
    for (int x = 0; x < 256; ++x) {
      NeighbourMasks m{};
      for (int i = 0; i < 4; ++i) {
        const int v = (x >> neighbourShift(i)) & 3;
        const uint8_t bit = uint8_t(1u << i);
        if (v == c) m.own |= bit;
        else if (v == (c ^ 1)) m.opponent |= bit;
        else if (v == int(Color::Empty)) m.empty |= bit;
        else m.wall |= bit;
      }
      t[c][x] = m;
    }
  return t;
}
}  // namespace detail

inline constexpr std::array<std::array<NeighbourMasks, 256>, 2> kNeighbourMasks = detail::makeNeighbourMasks();

// Whether any of the four is empty, straight from the packed byte (Empty is 0b10): on the hot
// path of move generation this answers sooner than a load from the table above.
constexpr bool anyEmptyNeighbour(uint8_t packed) { return ((packed >> 1) & ~packed & 0x55u) != 0; }

// What the packed byte says for a player of colour c (Black or White).
inline NeighbourMasks neighbourMasks(uint8_t packed, Color c) { return kNeighbourMasks[index(c)][packed]; }

static_assert(
    [] {
      for (int x = 0; x < 256; ++x)
        if (anyEmptyNeighbour(uint8_t(x)) != (kNeighbourMasks[0][x].empty != 0)) return false;
      return true;
    }(),
    "anyEmptyNeighbour disagrees with the table");

}  // namespace kosumi
