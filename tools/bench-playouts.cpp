// Raw playouts from the empty board, one thread, no tree: the speed of the board and the playout
// policy alone (light by default, --policy heavy for the search's default). Prints playouts/s
// and moves/s per size as the median of several runs.
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
#include "tools/common/bench_util.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;


int main(int argc, char** argv) {
  std::string sizes = "9,13,19";
  int runs = 5;
  double seconds = 1.0;
  std::string policyText = "light";
  po::options_description desc("kosumi-bench-playouts options");
  desc.add_options()("help", "show this help")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "runs", po::value(&runs)->default_value(runs), "runs per size (median reported)")(
      "seconds", po::value(&seconds)->default_value(seconds), "seconds per run")(
      "policy", po::value(&policyText)->default_value(policyText), "playout policy: light or heavy")(
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
  PlayoutPolicyKind policy = PlayoutPolicyKind::Light;
  if (!parsePlayoutPolicy(policyText, policy)) {
    fmt::print(stderr, "kosumi-bench-playouts: policy must be light or heavy\n");
    return 2;
  }
  const std::vector<int> sizeList = parseIntList(sizes);
  for (int s : sizeList)
    if (s < kMinSize || s > kMaxSize) {
      fmt::print(stderr, "kosumi-bench-playouts: size {} out of range\n", s);
      return 2;
    }
  const bool json = vm.count("json") > 0;
  if (!json)
    fmt::print("machine: {}, {} hardware threads; {} playouts, 1 thread, median of {} runs of {} s\n",
               cpuModel(), std::thread::hardware_concurrency(), playoutPolicyName(policy), runs, seconds);
  std::string jsonSizes;
  for (int size : sizeList) {
    std::vector<double> pps, mps;
    for (int r = 0; r < runs; ++r) {
      const PlayoutRate rr = timeRawPlayouts(size, seconds, 1234 + r, policy);
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
    fmt::print("{{\"benchmark\":\"{}-playouts\",\"cpu\":\"{}\",\"threads\":1,\"runs\":{},\"seconds\":{},"
               "\"sizes\":[{}]}}\n",
               playoutPolicyName(policy), cpuModel(), runs, seconds, jsonSizes);
  return 0;
}
