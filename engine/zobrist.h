#pragma once
// Zobrist keys for position hashing, fixed at compile time so that hashes are the same in every
// process (tests, tools and logs can compare them) and no mutable global state exists.
#include <array>
#include <cstdint>

#include "engine/color.h"
#include "engine/geometry.h"

namespace kosumi::zobrist {

namespace detail {
constexpr uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
constexpr std::array<std::array<uint64_t, kMaxPoints>, 2> makeStoneKeys() {
  std::array<std::array<uint64_t, kMaxPoints>, 2> keys{};
  uint64_t state = 0x6b6f73756d69ULL;  // "kosumi"
  for (auto& colour : keys)
    for (auto& k : colour) k = splitmix64(state);
  return keys;
}
}  // namespace detail

inline constexpr std::array<std::array<uint64_t, kMaxPoints>, 2> kStone = detail::makeStoneKeys();
// Mixed in by the game layer for situational superko (position plus side to move).
inline constexpr uint64_t kWhiteToMove = 0x3c6ef372fe94f82bULL;

constexpr uint64_t stone(Color c, Point p) { return kStone[index(c)][p]; }

}  // namespace kosumi::zobrist
