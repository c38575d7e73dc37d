// Search speed from the empty board: playouts/s of the tree search at each thread count, next to
// raw playouts of the same policy (no tree) on one thread, with the tree's size and bytes per
// node. The policy is light unless --policy heavy is given. Each figure
// is the median of several runs; each run is a fresh tree searched for a fixed time, no early stop.
//
//   build/kosumi-bench-search [--sizes 9,19] [--threads 1,2] [--runs 5] [--seconds 1]
//                             [--policy light|heavy] [--separate] [--json]
//
// --separate adds, per thread count, the same number of separate one-thread searches run at
// once: on a machine shared with other work the cores may not give two threads twice one
// thread's speed even when nothing is shared, and this ceiling, timed next to the shared runs,
// tells that loss apart from the shared tree's.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/game.h"
#include "playouts/light_policy.h"
#include "playouts/playout.h"
#include "search/go_simulator.h"
#include "search/mcts.h"
#include "search/node_pool.h"
#include "tools/common/bench_util.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct SearchRun {
  double playoutsPerSecond;
  long nodes;
};

SearchRun timeSearch(int size, int threads, double seconds, size_t memory, uint64_t seed,
                     PlayoutPolicyKind policy) {
  const Game game(size);
  NodePool pool(memory);
  Mcts mcts(pool, SearchParams{});
  std::vector<std::unique_ptr<GoSimulator>> sims;
  std::vector<Simulator*> pointers;
  for (int i = 0; i < threads; ++i) {
    sims.push_back(std::make_unique<GoSimulator>(game, Color::Black, game.rules(), seed * 31 + uint64_t(i),
                                                 policy));
    pointers.push_back(sims.back().get());
  }
  SearchLimits limits;
  limits.seconds = seconds;
  limits.earlyStop = false;
  const SearchStats s = mcts.run(pointers, limits);
  return {s.playouts / s.seconds, long(pool.used())};
}

// `searches` separate one-thread searches at once, each with its own tree: what the machine
// gives that many threads when they share nothing, the ceiling for a shared tree's scaling.
double timeSeparateSearches(int size, int searches, double seconds, size_t memory, uint64_t seed,
                            PlayoutPolicyKind policy) {
  std::vector<double> speeds(size_t(searches), 0.0);
  std::vector<std::thread> threads;
  for (int i = 0; i < searches; ++i)
    threads.emplace_back([&, i] {
      speeds[size_t(i)] = timeSearch(size, 1, seconds, memory, seed * 131 + uint64_t(i), policy).playoutsPerSecond;
    });
  for (std::thread& t : threads) t.join();
  double total = 0;
  for (double v : speeds) total += v;
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  std::string sizes = "9,19", threadList = "1,2";
  int runs = 5;
  double seconds = 1.0;
  size_t memoryMiB = 512;
  std::string policyText = "light";
  po::options_description desc("kosumi-bench-search options");
  desc.add_options()("help", "show this help")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "threads", po::value(&threadList)->default_value(threadList), "comma-separated thread counts")(
      "runs", po::value(&runs)->default_value(runs), "runs per figure (median reported)")(
      "seconds", po::value(&seconds)->default_value(seconds), "seconds per run")(
      "max-memory", po::value(&memoryMiB)->default_value(memoryMiB), "tree memory in MiB")(
      "policy", po::value(&policyText)->default_value(policyText), "playout policy: light or heavy")(
      "separate", "also time, for each thread count above 1, that many separate one-thread searches "
                  "at once (the machine's ceiling for the shared tree)")(
      "json", "print one JSON object instead of a table");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-bench-search: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  PlayoutPolicyKind policy = PlayoutPolicyKind::Light;
  if (!parsePlayoutPolicy(policyText, policy)) {
    fmt::print(stderr, "kosumi-bench-search: policy must be light or heavy\n");
    return 2;
  }
  const std::vector<int> sizeList = parseIntList(sizes), threadCounts = parseIntList(threadList);
  for (int s : sizeList)
    if (s < kMinSize || s > kMaxSize) {
      fmt::print(stderr, "kosumi-bench-search: size {} out of range\n", s);
      return 2;
    }
  for (int t : threadCounts)
    if (t < 1 || t > 256) {
      fmt::print(stderr, "kosumi-bench-search: thread count {} out of range\n", t);
      return 2;
    }
  const bool json = vm.count("json") > 0;
  const bool separate = vm.count("separate") > 0;
  const size_t memory = memoryMiB << 20;
  if (!json)
    fmt::print("{} hardware threads; median of {} runs of {} s; {} bytes per node ({} in the pool)\n",
               std::thread::hardware_concurrency(), runs, seconds, NodePool::kBytesPerNode, sizeof(Node));
  std::string jsonSizes;
  for (int size : sizeList) {
    // Rounds rather than blocks: each round times the raw playouts and every configuration once,
    // so a change in the machine's load during the benchmark reaches all figures alike.
    std::vector<double> raw;
    std::vector<std::vector<double>> pps(threadCounts.size()), nodes(threadCounts.size()),
        separateRuns(threadCounts.size());
    for (int r = 0; r < runs; ++r) {
      raw.push_back(timeRawPlayouts(size, seconds, 99 + uint64_t(r), policy).playoutsPerSecond);
      for (size_t t = 0; t < threadCounts.size(); ++t) {
        const SearchRun run = timeSearch(size, threadCounts[t], seconds, memory, 1 + uint64_t(r), policy);
        pps[t].push_back(run.playoutsPerSecond);
        nodes[t].push_back(double(run.nodes));
        if (separate && threadCounts[t] > 1)
          separateRuns[t].push_back(timeSeparateSearches(size, threadCounts[t], seconds, memory, 1 + uint64_t(r), policy));
      }
    }
    const double rawMedian = median(raw);
    double oneThread = 0;
    std::string jsonThreads;
    if (!json)
      fmt::print("{}x{}: raw {} playouts {:.0f}/s (1 thread, no tree)\n", size, size, playoutPolicyName(policy),
                 rawMedian);
    for (size_t t = 0; t < threadCounts.size(); ++t) {
      const int threads = threadCounts[t];
      const double separateSpeed = separateRuns[t].empty() ? 0 : median(separateRuns[t]);
      const double p = median(pps[t]), n = median(nodes[t]);
      if (threads == 1) oneThread = p;
      const double perThreadVsRaw = p / threads / rawMedian;
      const double scaling = oneThread > 0 ? p / oneThread : 0;
      if (json)
        jsonThreads += fmt::format(
            "{}{{\"threads\":{},\"playouts_per_s\":{:.0f},\"nodes\":{:.0f},\"per_thread_vs_raw\":{:.3f},"
            "\"speedup_vs_1_thread\":{:.3f}{}}}",
            jsonThreads.empty() ? "" : ",", threads, p, n, perThreadVsRaw, scaling,
            separateSpeed > 0 ? fmt::format(",\"separate_searches_per_s\":{:.0f},\"shared_vs_separate\":{:.3f}",
                                            separateSpeed, p / separateSpeed)
                              : "");
      else {
        fmt::print("  {} thread(s): {:>9.0f} playouts/s  {:>9.0f} nodes  per thread {:.0f}% of raw{}\n", threads,
                   p, n, 100 * perThreadVsRaw,
                   oneThread > 0 && threads != 1 ? fmt::format("  {:.2f}x 1 thread", scaling) : "");
        if (separateSpeed > 0)
          fmt::print("  {} separate 1-thread searches at once: {:>9.0f} playouts/s  ({:.2f}x 1 thread; shared tree "
                     "reaches {:.0f}% of it)\n",
                     threads, separateSpeed, oneThread > 0 ? separateSpeed / oneThread : 0, 100 * p / separateSpeed);
      }
    }
    if (json)
      jsonSizes += fmt::format("{}{{\"size\":{},\"raw_playouts_per_s\":{:.0f},\"search\":[{}]}}",
                               jsonSizes.empty() ? "" : ",", size, rawMedian, jsonThreads);
  }
  if (json)
    fmt::print("{{\"benchmark\":\"search\",\"policy\":\"{}\",\"hardware_threads\":{},\"runs\":{},\"seconds\":{},\"bytes_per_node\":{},"
               "\"node_bytes\":{},\"sizes\":[{}]}}\n",
               playoutPolicyName(policy), std::thread::hardware_concurrency(), runs, seconds, NodePool::kBytesPerNode,
               sizeof(Node), jsonSizes);
  return 0;
}
