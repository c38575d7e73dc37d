#include "tools/common/shape_harvest.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "tools/common/game_walker.h"

namespace kosumi::tools {

namespace {

// The hashes of `all` seen at least minCount times, sorted; `all` is emptied.
std::vector<uint64_t> keepFrequent(std::vector<uint64_t>& all, int minCount) {
  std::sort(all.begin(), all.end());
  std::vector<uint64_t> kept;
  for (size_t i = 0; i < all.size();) {
    size_t j = i;
    while (j < all.size() && all[j] == all[i]) ++j;
    if (j - i >= size_t(minCount)) kept.push_back(all[i]);
    i = j;
  }
  std::vector<uint64_t>().swap(all);
  return kept;
}

}  // namespace

HarvestResult harvestShapes(const std::vector<GameRecord>& games, const HarvestOptions& options,
                            const std::function<void(size_t)>& progress) {
  const int threads = std::max(1, options.threads);
  const int maxSize = std::clamp(options.maxPatternSize, kMinPatternSize, kMaxPatternSize);
  // Per thread: the played shapes' hashes by size (index 0 for the 3x3 shape with liberties).
  struct Part {
    std::vector<std::vector<uint64_t>> bySize = std::vector<std::vector<uint64_t>>(kMaxPatternSize + 1);
    size_t positions = 0;
  };
  std::vector<Part> parts(static_cast<size_t>(threads));
  std::atomic<size_t> nextGame{0}, gamesDone{0};
  auto work = [&](Part& part) {
    for (;;) {
      const size_t g = nextGame.fetch_add(1, std::memory_order_relaxed);
      if (g >= games.size()) return;
      for (GameWalker w(games[g]); !w.done(); w.advance()) {
        if (w.played() == kPass) continue;
        ++part.positions;
        const ShapeGrid grid(w.board(), w.toMove());
        const Geometry& geo = w.board().geometry();
        part.bySize[0].push_back(libertyShapeHash(grid, geo, w.played()));
        growPatterns(grid, geo, w.played(), maxSize, [&](int size, uint64_t hash) {
          part.bySize[size_t(size)].push_back(hash);
          return true;
        });
      }
      gamesDone.fetch_add(1, std::memory_order_relaxed);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work, std::ref(parts[size_t(t)]));
  // This thread only reports, so the callback never runs concurrently with itself.
  while (progress && gamesDone.load(std::memory_order_relaxed) < games.size()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    progress(gamesDone.load(std::memory_order_relaxed));
  }
  for (auto& t : pool) t.join();

  HarvestResult result;
  result.knownBySize.assign(size_t(kMaxPatternSize) + 1, 0);
  std::vector<uint64_t> knownShapes, knownPatterns;
  for (int size = 0; size <= maxSize; ++size) {
    if (size > 0 && size < kMinPatternSize) continue;
    std::vector<uint64_t> all;
    for (Part& p : parts) {
      all.insert(all.end(), p.bySize[size_t(size)].begin(), p.bySize[size_t(size)].end());
      std::vector<uint64_t>().swap(p.bySize[size_t(size)]);
    }
    std::vector<uint64_t> kept = keepFrequent(all, size == 0 ? options.minLibertyShapeCount : options.minPatternCount);
    result.knownBySize[size_t(size)] = kept.size();
    auto& into = size == 0 ? knownShapes : knownPatterns;
    into.insert(into.end(), kept.begin(), kept.end());
  }
  for (const Part& p : parts) result.positions += p.positions;
  result.model = MoveModel(maxSize, std::move(knownShapes), std::move(knownPatterns));
  return result;
}

}  // namespace kosumi::tools
