#pragma once
// A seeded stream of GTP command lines for soak runs: mostly valid commands of every kind (with
// arguments that may still be wrong for the position: occupied points, off-board vertices, sizes
// out of range) mixed with invalid ones (unknown names, wrong argument counts, garbage bytes,
// too many arguments, over-long lines). Every line, once preprocessed, is a non-empty command
// that is not quit, so each one gets exactly one answer.
#include <cstdint>
#include <string>

#include "playouts/rng.h"

namespace kosumi::tools {

class CommandMix {
 public:
  explicit CommandMix(uint64_t seed) : rng_(seed) {}
  // The next line, without its newline. One line in about 300,000 is longer than the engine's
  // 8 MiB line limit.
  std::string next();

 private:
  std::string validCommand();
  std::string invalidCommand();
  std::string color();
  std::string vertex();
  std::string vertices(int n);
  unsigned below(unsigned n) { return unsigned(rng_.next() % n); }

  Rng rng_;
  int size_ = 19;  // the size last set, so that most vertices are on the board
  long serial_ = 0;
};

}  // namespace kosumi::tools
