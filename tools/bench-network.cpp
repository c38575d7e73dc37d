// The network's speed before it is trained: microseconds for one evaluation (the forward pass of
// network/evaluator.h: trunk, policy, value and ownership heads) of a residual trunk with random
// weights, one thread, per trunk, board size and batch, as the median of several runs; beside it
// the multiply-adds an evaluation costs and the time of a raw playout of the same size, so that
// an evaluation can be counted in playouts.
//
//   build/kosumi-bench-network [--trunks 6x64,4x48] [--sizes 9,19] [--batches 1,4,8,16] [--runs 5]
//                              [--seconds 1] [--planes 18] [--policy heavy|light|none] [--json]
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "network/evaluator.h"
#include "network/network_desc.h"
#include "tools/common/bench_util.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Trunk {
  int blocks = 0;
  int channels = 0;
};

// "6x64,4x48" -> {{6, 64}, {4, 48}}; empty on a malformed list.
std::vector<Trunk> parseTrunks(const std::string& text) {
  std::vector<Trunk> out;
  for (size_t i = 0; i < text.size();) {
    size_t j = text.find(',', i);
    if (j == std::string::npos) j = text.size();
    const std::string item = text.substr(i, j - i);
    const size_t x = item.find('x');
    if (x == std::string::npos) return {};
    const Trunk t{std::atoi(item.substr(0, x).c_str()), std::atoi(item.substr(x + 1).c_str())};
    if (t.blocks < 0 || t.channels < 1) return {};
    out.push_back(t);
    i = j + 1;
  }
  return out;
}

// Inputs like a middle game's: about a third of each plane set.
void fillInputs(network::Evaluator& e, int batch, uint64_t seed) {
  for (int n = 0; n < batch; ++n) {
    float* in = e.input(n);
    for (int i = 0; i < e.shape().inputPlanes * e.points(); ++i) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      in[i] = float((seed >> 33) % 3 == 0);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string trunks = "6x64,4x48", sizes = "9,19", batches = "1,4,8,16", policyName = "heavy";
  int runs = 5, planes = 18;
  double seconds = 1.0;
  po::options_description desc("kosumi-bench-network options");
  desc.add_options()("help", "show this help")(
      "trunks", po::value(&trunks)->default_value(trunks), "comma-separated residual trunks, BLOCKSxCHANNELS")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "batches", po::value(&batches)->default_value(batches), "comma-separated batch sizes")(
      "planes", po::value(&planes)->default_value(planes), "input planes")(
      "runs", po::value(&runs)->default_value(runs), "runs per measurement (median reported)")(
      "seconds", po::value(&seconds)->default_value(seconds), "seconds per run")(
      "policy", po::value(&policyName)->default_value(policyName),
      "playout policy timed beside the network: heavy, light or none")(
      "json", "print one JSON object instead of tables");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-bench-network: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  const std::vector<Trunk> trunkList = parseTrunks(trunks);
  const std::vector<int> sizeList = parseIntList(sizes), batchList = parseIntList(batches);
  if (trunkList.empty() || planes < 1 || runs < 1 ||
      (policyName != "heavy" && policyName != "light" && policyName != "none")) {
    fmt::print(stderr, "kosumi-bench-network: bad --trunks, --planes, --runs or --policy\n");
    return 2;
  }
  for (int size : sizeList)
    if (size < 1 || size > 25) {
      fmt::print(stderr, "kosumi-bench-network: size {} out of range\n", size);
      return 2;
    }
  int maxBatch = 1;
  for (int b : batchList) {
    if (b < 1 || b > 256) {
      fmt::print(stderr, "kosumi-bench-network: batch {} out of range\n", b);
      return 2;
    }
    maxBatch = std::max(maxBatch, b);
  }
  const bool json = vm.count("json") > 0;

  std::string evaluations;
  if (!json)
    fmt::print("CPU: {}\ninput planes: {}, one thread\n| trunk | board | batch | multiply-adds per evaluation | "
               "us per evaluation (median of {}) | GMAC/s |\n|---|---|---|---|---|---|\n",
               cpuModel(), planes, runs);
  float sink = 0;
  for (const Trunk& t : trunkList) {
    network::NetworkShape shape;
    shape.inputPlanes = planes;
    shape.blocks = t.blocks;
    shape.channels = t.channels;
    const auto weights = std::make_shared<network::NetworkWeights>(network::randomWeights(shape, 1));
    for (int size : sizeList) {
      network::Evaluator evaluator(weights, size, maxBatch);
      fillInputs(evaluator, maxBatch, uint64_t(size));
      const int64_t macs = network::multiplyAdds(shape, size);
      for (int batch : batchList) {
        evaluator.evaluate(batch);  // warm the caches
        std::vector<double> perRun;
        for (int r = 0; r < runs; ++r) {
          long calls = 0;
          double elapsed = 0;
          const auto start = std::chrono::steady_clock::now();
          do {
            evaluator.evaluate(batch);
            sink += evaluator.value(0);
            ++calls;
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          } while (elapsed < seconds);
          perRun.push_back(1e6 * elapsed / double(calls * batch));
        }
        const double us = median(perRun);
        const double gmacs = double(macs) / us / 1e3;
        if (json)
          evaluations += fmt::format(
              "{}{{\"trunk\":\"{}x{}\",\"size\":{},\"batch\":{},\"multiply_adds\":{},\"us_per_evaluation\":{:.1f}}}",
              evaluations.empty() ? "" : ",", t.blocks, t.channels, size, batch, macs, us);
        else
          fmt::print("| {}x{} | {}x{} | {} | {:.1f} M | {:.1f} | {:.1f} |\n", t.blocks, t.channels, size, size, batch,
                     double(macs) / 1e6, us, gmacs);
      }
    }
  }

  std::string playouts;
  if (policyName != "none") {
    const auto kind = policyName == "heavy" ? PlayoutPolicyKind::Heavy : PlayoutPolicyKind::Light;
    if (!json)
      fmt::print("\n| board | {} playout from the empty board, us (median of {}) |\n|---|---|\n", policyName, runs);
    for (int size : sizeList) {
      std::vector<double> perRun;
      for (int r = 0; r < runs; ++r)
        perRun.push_back(1e6 / timeRawPlayouts(size, seconds, uint64_t(r + 1), kind).playoutsPerSecond);
      const double us = median(perRun);
      if (json)
        playouts += fmt::format(",\"{}\":{:.2f}", size, us);
      else
        fmt::print("| {}x{} | {:.1f} |\n", size, size, us);
    }
  }
  if (json)
    fmt::print("{{\"cpu\":\"{}\",\"planes\":{},\"evaluations\":[{}],\"us_per_playout\":{{\"policy\":\"{}\"{}}}}}\n",
               cpuModel(), planes, evaluations, policyName, playouts);
  if (sink < 0) fmt::print("");  // keeps the evaluations from being optimised away
  return 0;
}
