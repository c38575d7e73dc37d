#pragma once
// A small, fast, seedable generator (xoshiro256**) for playouts and search. Each thread owns one,
// so results are reproducible from a seed and no state is shared.
#include <cstdint>

namespace kosumi {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0x2545f4914f6cdd1dULL) { reseed(seed); }

  void reseed(uint64_t seed) {
    for (uint64_t& s : s_) {
      // splitmix64 spreads any seed, 0 included, over the whole state.
      uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      s = z ^ (z >> 31);
    }
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n), n > 0 (multiply-shift; the bias is below 2^-32 for board-sized n).
  uint32_t below(uint32_t n) { return uint32_t((uint64_t(uint32_t(next() >> 32)) * n) >> 32); }

  // Uniform in [0, 1).
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace kosumi
