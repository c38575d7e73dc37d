#include "tools/common/bench_util.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "engine/board.h"
#include "engine/rules.h"
#include "playouts/heavy_policy.h"
#include "playouts/light_policy.h"
#include "playouts/playout.h"

namespace kosumi::tools {

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown";
}

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    size_t j = text.find(',', i);
    if (j == std::string::npos) j = text.size();
    out.push_back(text.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

std::vector<int> parseIntList(const std::string& text) {
  std::vector<int> out;
  for (const std::string& item : splitList(text)) out.push_back(std::atoi(item.c_str()));
  return out;
}

namespace {
template <class Policy>
PlayoutRate timePlayouts(int size, double seconds, uint64_t seed) {
  const Board empty(size);
  const Rules rules = Rules::chinese();
  Board board(size);
  Policy policy;
  Rng rng(seed);
  long playouts = 0, moves = 0;
  double checksum = 0, elapsed = 0;
  const auto start = std::chrono::steady_clock::now();
  do {
    // Batches keep the clock out of the measured loop.
    for (int i = 0; i < 64; ++i) {
      board = empty;
      // As the search does before each playout, for policies that keep per-playout state.
      if constexpr (requires { policy.startPlayout(); }) policy.startPlayout();
      const PlayoutResult r = runPlayout(board, Color::Black, policy, rng, rules);
      moves += r.moves;
      checksum += r.margin;
      ++playouts;
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < seconds);
  if (checksum == 1e300) std::puts("");  // keeps the work observable
  return {playouts / elapsed, moves / elapsed};
}
}  // namespace

PlayoutRate timeRawPlayouts(int size, double seconds, uint64_t seed, PlayoutPolicyKind policy) {
  return policy == PlayoutPolicyKind::Heavy ? timePlayouts<HeavyPolicy>(size, seconds, seed)
                                            : timePlayouts<LightPolicy>(size, seconds, seed);
}

}  // namespace kosumi::tools
