#pragma once
// A fixed set of shape hashes (move_patterns.h) mapped to their numbers 0..n-1, built once and
// then only read, by any number of threads.
//
// Open addressing in one array of 64-bit slots: a slot holds the key's bits above the low 24 and
// the key's number in the low 24 bits, so a lookup reads one word, and a miss (the common case
// for a large shape) usually ends within the first cache line. The home slot comes from the
// key's low bits, so a key found in its home slot agrees in every bit; one found further along
// agrees in all but the low 24 bits, which for 48-bit shape hashes mistakes an unknown shape for
// a known one about once in ten million lookups (a harmless wrong weight for one move).
#include <cstdint>
#include <vector>

namespace kosumi {

class PatternTable {
 public:
  static constexpr int kNumberBits = 24;
  static constexpr uint32_t kMaxKeys = uint32_t(1) << kNumberBits;

  PatternTable() = default;
  // keys[i] gets number i; at most kMaxKeys keys, distinct.
  explicit PatternTable(const std::vector<uint64_t>& keys) {
    size_t slots = 16;
    // At most two thirds full: short probes, and half the memory of a table kept half empty.
    while (slots * 2 < keys.size() * 3) slots *= 2;
    mask_ = slots - 1;
    slots_.assign(slots, 0);
    for (size_t i = 0; i < keys.size() && i < kMaxKeys; ++i) {
      size_t slot = home(keys[i]);
      while (slots_[slot] != 0) slot = (slot + 1) & mask_;
      slots_[slot] = tag(keys[i]) | uint64_t(i);
    }
    size_ = keys.size();
  }

  // The number of key, or -1 when the set does not hold it.
  int32_t find(uint64_t key) const {
    if (slots_.empty()) return -1;
    const uint64_t t = tag(key);
    for (size_t slot = home(key);; slot = (slot + 1) & mask_) {
      const uint64_t s = slots_[slot];
      if ((s & kTagMask) == t) return int32_t(s & ~kTagMask);
      if (s == 0) return -1;
    }
  }

  size_t size() const { return size_; }

 private:
  static constexpr uint64_t kTagMask = ~((uint64_t(1) << kNumberBits) - 1);
  // The top bit is always set (shape hashes never use it), so no occupied slot reads as empty.
  static uint64_t tag(uint64_t key) { return (key | (uint64_t(1) << 63)) & kTagMask; }
  // Shape hashes are uniform: their low bits pick the home slot, apart from the tag's bits.
  size_t home(uint64_t key) const { return size_t(key) & mask_; }

  std::vector<uint64_t> slots_;
  size_t mask_ = 0;
  size_t size_ = 0;
};

}  // namespace kosumi
