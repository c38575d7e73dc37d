// Raw light playouts from the empty board, one thread, no tree: the speed of the board and the
// light policy alone. Prints playouts/s and moves/s per size as the median of several runs.
//
//   build/kosumi-bench-playouts [--sizes 9,13,19] [--runs 5] [--seconds 1] [--json]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/board.h"
#include "engine/rules.h"
#include "playouts/light_policy.h"
#include "playouts/playout.h"

namespace po = boost::program_options;
using namespace kosumi;

namespace {

struct RunResult {
  double playoutsPerSecond;
  double movesPerSecond;
};

RunResult timeRun(int size, double seconds, uint64_t seed) {
  const Board empty(size);
  const Rules rules = Rules::chinese();
  Board board(size);
  LightPolicy policy;
  Rng rng(seed);
  long playouts = 0, moves = 0;
  double checksum = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < 64; ++i) {
      board = empty;
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

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown";
}

}  // namespace

int main(int argc, char** argv) {
  std::string sizes = "9,13,19";
  int runs = 5;
  double seconds = 1.0;
  po::options_description desc("kosumi-bench-playouts options");
  desc.add_options()("help", "show this help")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "runs", po::value(&runs)->default_value(runs), "runs per size (median reported)")(
      "seconds", po::value(&seconds)->default_value(seconds), "seconds per run")(
      "json", "print one JSON object instead of a table");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-bench-playouts: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  std::vector<int> sizeList;
  for (size_t i = 0; i < sizes.size();) {
    size_t j = sizes.find(',', i);
    if (j == std::string::npos) j = sizes.size();
    const int s = std::atoi(sizes.substr(i, j - i).c_str());
    if (s < kMinSize || s > kMaxSize) {
      fmt::print(stderr, "kosumi-bench-playouts: size {} out of range\n", s);
      return 2;
    }
    sizeList.push_back(s);
    i = j + 1;
  }
  const bool json = vm.count("json") > 0;
  if (!json)
    fmt::print("machine: {}, {} hardware threads; light playouts, 1 thread, median of {} runs of {} s\n",
               cpuModel(), std::thread::hardware_concurrency(), runs, seconds);
  std::string jsonSizes;
  for (int size : sizeList) {
    std::vector<double> pps, mps;
    for (int r = 0; r < runs; ++r) {
      const RunResult rr = timeRun(size, seconds, 1234 + r);
      pps.push_back(rr.playoutsPerSecond);
      mps.push_back(rr.movesPerSecond);
    }
    const double p = median(pps), m = median(mps);
    if (json)
      jsonSizes += fmt::format("{}{{\"size\":{},\"playouts_per_s\":{:.0f},\"moves_per_s\":{:.0f}}}",
                               jsonSizes.empty() ? "" : ",", size, p, m);
    else
      fmt::print("{:>2}x{:<2}  {:>9.0f} playouts/s  {:>11.0f} moves/s  ({:.1f} moves/playout)\n", size, size,
                 p, m, m / p);
  }
  if (json)
    fmt::print("{{\"benchmark\":\"light-playouts\",\"cpu\":\"{}\",\"threads\":1,\"runs\":{},\"seconds\":{},"
               "\"sizes\":[{}]}}\n",
               cpuModel(), runs, seconds, jsonSizes);
  return 0;
}
