#pragma once
// What the benchmark tools share: medians, the machine's name, lists on the command line, and
// the timing of raw light playouts (the baseline the search is compared with).
#include <string>
#include <vector>

#include <cstdint>

#include "playouts/policy.h"

namespace kosumi::tools {

double median(std::vector<double> values);
// The CPU's model name from /proc/cpuinfo, or "unknown".
std::string cpuModel();
// "a,b,c" -> {"a", "b", "c"}; "" -> {}, and a comma at the end adds nothing.
std::vector<std::string> splitList(const std::string& text);
// "9,13,19" -> {9, 13, 19}.
std::vector<int> parseIntList(const std::string& text);

struct PlayoutRate {
  double playoutsPerSecond = 0;
  double movesPerSecond = 0;
};
// Playouts from the empty board of this size, one thread, no tree, for about `seconds`.
PlayoutRate timeRawPlayouts(int size, double seconds, uint64_t seed,
                            PlayoutPolicyKind policy = PlayoutPolicyKind::Light);


}  // namespace kosumi::tools
