#pragma once
// A small, fast, seedable generator (wyrand) for playouts and search. Each thread owns one,
// so results are reproducible from a seed and no state is shared.
#include <cstdint>

namespace kosumi {

// Spreads the bits of x over the whole word (the finaliser of MurmurHash3): for deriving seeds
// from positions and thread numbers.
constexpr uint64_t mixBits(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ (x >> 33);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0x2545f4914f6cdd1dULL) { reseed(seed); }

  void reseed(uint64_t seed) {
    // splitmix64 spreads any seed, 0 included, over the state.
    uint64_t z = seed + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    state_ = z ^ (z >> 31);
  }

  // wyrand: one add and one wide multiply per number. Playouts draw several numbers per move,
  // so the generator's cost shows in playout speed; its quality is ample for move choice.
  uint64_t next() {
    state_ += 0xa0761d6478bd642fULL;
    const Wide t = Wide(state_) * Wide(state_ ^ 0xe7037ed1a0b428dbULL);
    return uint64_t(t >> 64) ^ uint64_t(t);
  }

  // Uniform in [0, n), n > 0 (multiply-shift; the bias is below 2^-32 for board-sized n).
  uint32_t below(uint32_t n) { return uint32_t((uint64_t(uint32_t(next() >> 32)) * n) >> 32); }

  // Uniform in [0, 1).
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }

 private:
  __extension__ typedef unsigned __int128 Wide;
  uint64_t state_;
};

}  // namespace kosumi
