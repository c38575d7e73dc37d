#include "search/ownership.h"

namespace kosumi {

std::vector<float> Ownership::balance() const {
  std::vector<float> out(black.size());
  for (size_t i = 0; i < black.size(); ++i) out[i] = black[i] - white[i];
  return out;
}

}  // namespace kosumi
