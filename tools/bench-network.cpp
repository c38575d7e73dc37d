// The network's speed before it is trained: microseconds for one evaluation (the forward pass of
// network/evaluator.h: trunk, policy, value and ownership heads) of a residual trunk with random
// weights, one thread, per trunk, board size and batch, as the median of several runs; beside it
// the multiply-adds an evaluation costs and the time of a raw playout of the same size, so that
// an evaluation can be counted in playouts.
//
// Each arithmetic the build has (float, and int8 where the trunk's integer kernel is built) is
// timed with the same weights and inputs, alternating within each run, so their ratio is side
// by side on a shared machine.
//
//   build/kosumi-bench-network [--trunks 6x64,4x48] [--sizes 9,19] [--batches 1,4,8,16] [--runs 5]
//                              [--seconds 1] [--planes 18] [--arithmetic float,int8]
//                              [--policy heavy|light|none] [--json]
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
  for (const std::string& item : splitList(text)) {
    const size_t x = item.find('x');
    if (x == std::string::npos) return {};
    const Trunk t{std::atoi(item.substr(0, x).c_str()), std::atoi(item.substr(x + 1).c_str())};
    if (t.blocks < 0 || t.channels < 1) return {};
    out.push_back(t);
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
  std::string arithmetics = network::QuantizedConv3x3::available() ? "float,int8" : "float";
  int runs = 5, planes = 18;
  double seconds = 1.0;
  po::options_description desc("kosumi-bench-network options");
  desc.add_options()("help", "show this help")(
      "trunks", po::value(&trunks)->default_value(trunks), "comma-separated residual trunks, BLOCKSxCHANNELS")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "batches", po::value(&batches)->default_value(batches), "comma-separated batch sizes")(
      "planes", po::value(&planes)->default_value(planes), "input planes")(
      "arithmetic", po::value(&arithmetics)->default_value(arithmetics),
      "comma-separated arithmetics of the trunk: float, int8 (where built)")(
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

  std::vector<network::Arithmetic> arithmeticList;
  for (const std::string& name : splitList(arithmetics)) {
    if (name == "float") {
      arithmeticList.push_back(network::Arithmetic::Float);
    } else if (name == "int8" && network::QuantizedConv3x3::available()) {
      arithmeticList.push_back(network::Arithmetic::Int8);
    } else {
      fmt::print(stderr, "kosumi-bench-network: arithmetic '{}' is not float{}\n", name,
                 network::QuantizedConv3x3::available() ? " or int8" : " (this build has no int8 kernel)");
      return 2;
    }
  }
  if (arithmeticList.empty()) {
    fmt::print(stderr, "kosumi-bench-network: --arithmetic names none\n");
    return 2;
  }
  const auto arithmeticName = [](network::Arithmetic a) { return a == network::Arithmetic::Int8 ? "int8" : "float"; };

  std::string evaluations;
  if (!json)
    fmt::print("CPU: {}\nint8 kernel: {}\ninput planes: {}, one thread\n| trunk | board | batch | arithmetic | multiply-adds per "
               "evaluation | us per evaluation (median of {}) | GMAC/s |\n|---|---|---|---|---|---|---|\n",
               cpuModel(), network::QuantizedConv3x3::kernelName(), planes, runs);
  float sink = 0;
  for (const Trunk& t : trunkList) {
    network::NetworkShape shape;
    shape.inputPlanes = planes;
    shape.blocks = t.blocks;
    shape.channels = t.channels;
    const auto weights = std::make_shared<network::NetworkWeights>(network::randomWeights(shape, 1));
    for (int size : sizeList) {
      std::vector<std::unique_ptr<network::Evaluator>> evaluators;
      for (network::Arithmetic a : arithmeticList) {
        evaluators.push_back(std::make_unique<network::Evaluator>(weights, size, maxBatch, a));
        fillInputs(*evaluators.back(), maxBatch, uint64_t(size));
      }
      const int64_t macs = network::multiplyAdds(shape, size);
      for (int batch : batchList) {
        for (auto& e : evaluators) e->evaluate(batch);  // warm the caches
        std::vector<std::vector<double>> perRun(evaluators.size());
        for (int r = 0; r < runs; ++r)
          for (size_t k = 0; k < evaluators.size(); ++k) {
            network::Evaluator& evaluator = *evaluators[k];
            long calls = 0;
            double elapsed = 0;
            const auto start = std::chrono::steady_clock::now();
            do {
              evaluator.evaluate(batch);
              sink += evaluator.value(0);
              ++calls;
              elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            } while (elapsed < seconds);
            perRun[k].push_back(1e6 * elapsed / double(calls * batch));
          }
        for (size_t k = 0; k < evaluators.size(); ++k) {
          const double us = median(perRun[k]);
          const double gmacs = double(macs) / us / 1e3;
          const char* name = arithmeticName(arithmeticList[k]);
          if (json)
            evaluations += fmt::format(
                "{}{{\"trunk\":\"{}x{}\",\"size\":{},\"batch\":{},\"arithmetic\":\"{}\",\"multiply_adds\":{},"
                "\"us_per_evaluation\":{:.1f}}}",
                evaluations.empty() ? "" : ",", t.blocks, t.channels, size, batch, name, macs, us);
          else
            fmt::print("| {}x{} | {}x{} | {} | {} | {:.1f} M | {:.1f} | {:.1f} |\n", t.blocks, t.channels, size, size,
                       batch, name, double(macs) / 1e6, us, gmacs);
        }
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
