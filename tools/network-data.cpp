// The network's training data from self-play records (docs/network.md): every position replayed
// by the engine with the input planes of network/inputs.h, its policy, result and ownership
// targets, in the binary format tools/train/train_network.py reads.
//
//   build/kosumi-network-data --out train.kntd selfplay-*.ksp
//   build/kosumi-network-data --evaluate network.kmn --data train.kntd --positions 8
//
// --evaluate runs the engine's evaluator on the first positions of a data file and prints, a line
// each, the value, the ownership and the policy: what the trainer's cross-check compares with
// PyTorch's forward pass of the same file.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "network/evaluator.h"
#include "network/inputs.h"
#include "network/network_file.h"
#include "tools/common/network_data.h"
#include "tools/common/selfplay_format.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

int exportData(const std::string& out, const std::vector<std::string>& inputs) {
  std::ofstream file(out, std::ios::binary | std::ios::trunc);
  if (!file) {
    fmt::print(stderr, "kosumi-network-data: cannot write {}\n", out);
    return 1;
  }
  int size = 0;
  uint64_t games = 0, positions = 0;
  for (const std::string& path : inputs) {
    Expected<std::vector<SelfPlayGame>> read = readSelfPlayFile(path);
    if (!read) {
      fmt::print(stderr, "kosumi-network-data: {}\n", read.error());
      return 1;
    }
    for (const SelfPlayGame& g : *read) {
      if (size == 0) {
        size = g.size;
        file << networkDataHeader(size);
      } else if (g.size != size) {
        fmt::print(stderr, "kosumi-network-data: game {} of {} is {}x{}, the data is {}x{}\n", g.index, path, g.size,
                   g.size, size, size);
        return 1;
      }
      Expected<std::string> records = networkDataRecords(g);
      if (!records) {
        fmt::print(stderr, "kosumi-network-data: {}: {}\n", path, records.error());
        return 1;
      }
      file << *records;
      ++games;
      positions += records->size() / networkDataRecordBytes(size);
    }
  }
  file.close();
  if (!file) {
    fmt::print(stderr, "kosumi-network-data: writing {} failed\n", out);
    return 1;
  }
  fmt::print("{} games, {} positions, {} bytes\n", games, positions,
             positions * networkDataRecordBytes(size) + kNetworkDataHeaderBytes);
  return 0;
}

int evaluate(const std::string& networkPath, const std::string& dataPath, int positions) {
  Expected<network::NetworkFile> net = network::readNetworkFile(networkPath);
  if (!net) {
    fmt::print(stderr, "kosumi-network-data: {}\n", net.error());
    return 1;
  }
  std::ifstream in(dataPath, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string data = buffer.str();
  if (data.size() < kNetworkDataHeaderBytes || data.compare(0, 4, std::string(kNetworkDataMagic, 4)) != 0) {
    fmt::print(stderr, "kosumi-network-data: {} is not training data\n", dataPath);
    return 1;
  }
  uint32_t size = 0;
  std::memcpy(&size, data.data() + 8, 4);
  if (size < 2 || size > 25 || data.compare(0, kNetworkDataHeaderBytes, networkDataHeader(int(size))) != 0) {
    fmt::print(stderr, "kosumi-network-data: {} has another version or planes\n", dataPath);
    return 1;
  }
  const int n = int(size * size);
  const size_t record = networkDataRecordBytes(int(size));
  auto weights = std::make_shared<const network::NetworkWeights>(net->weights);
  // In float: this is the check of the file against the trainer's own outputs, to float rounding.
  network::Evaluator evaluator(weights, int(size), 1, network::Arithmetic::Float);
  for (int i = 0; i < positions && kNetworkDataHeaderBytes + (size_t(i) + 1) * record <= data.size(); ++i) {
    const char* r = data.data() + kNetworkDataHeaderBytes + size_t(i) * record;
    float* planes = evaluator.input(0);
    float scalars[network::kScalarPlanes];
    std::memcpy(scalars, r + 13, sizeof scalars);
    const char* binary = r + 13 + sizeof scalars;
    for (int k = 0; k < network::kBinaryPlanes * n; ++k) planes[k] = float(uint8_t(binary[k]));
    for (int k = 0; k < network::kScalarPlanes; ++k)
      std::fill(planes + (network::kBinaryPlanes + k) * n, planes + (network::kBinaryPlanes + k + 1) * n, scalars[k]);
    evaluator.evaluate(1);
    std::string line = fmt::format("value {:.6f} ownership", evaluator.value(0));
    for (int p = 0; p < n; ++p) line += fmt::format(" {:.6f}", evaluator.ownership(0)[p]);
    line += " policy";
    for (int p = 0; p <= n; ++p) line += fmt::format(" {:.6f}", evaluator.policy(0)[p]);
    fmt::print("{}\n", line);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string out, networkPath, dataPath;
  int positions = 8;
  std::vector<std::string> inputs;
  po::options_description desc("kosumi-network-data options");
  desc.add_options()("help,h", "show this help")("out", po::value(&out), "the training data file to write")(
      "evaluate", po::value(&networkPath), "a network file to run on the first positions of --data")(
      "data", po::value(&dataPath), "training data for --evaluate")(
      "positions", po::value(&positions)->default_value(positions), "positions --evaluate prints")(
      "input", po::value(&inputs), "self-play files (the positional arguments)");
  po::positional_options_description positional;
  positional.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-network-data: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-network-data --out FILE SELFPLAY...\n"
                 "       kosumi-network-data --evaluate NETWORK --data FILE [--positions N]\n"
              << desc;
    return 0;
  }
  if (!networkPath.empty()) {
    if (dataPath.empty()) {
      fmt::print(stderr, "kosumi-network-data: --evaluate needs --data\n");
      return 2;
    }
    return evaluate(networkPath, dataPath, positions);
  }
  if (out.empty() || inputs.empty()) {
    fmt::print(stderr, "kosumi-network-data: give --out FILE and self-play files (see --help)\n");
    return 2;
  }
  return exportData(out, inputs);
}
