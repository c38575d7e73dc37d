#include "tools/common/move_prediction.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include "tools/common/game_walker.h"

namespace kosumi::tools {

std::vector<MoveRange> defaultMoveRanges() {
  return {{1, 20, {}}, {21, 50, {}}, {51, 100, {}}, {101, 150, {}}, {151, 200, {}}, {201, 250, {}}, {251, 100000, {}}};
}

PredictionReport measurePrediction(const MoveModel& model, const std::vector<GameRecord>& games, int threads,
                                   size_t maxPositions, size_t firstMove) {
  // Whole games, in order, until maxPositions.
  size_t gameCount = games.size();
  if (maxPositions > 0) {
    size_t positions = 0;
    for (gameCount = 0; gameCount < games.size() && positions < maxPositions; ++gameCount)
      positions += games[gameCount].moves.size() - std::min(games[gameCount].moves.size(), firstMove - 1);
  }
  threads = std::max(1, threads);
  std::vector<PredictionReport> parts(static_cast<size_t>(threads));
  std::atomic<size_t> next{0};
  auto work = [&](PredictionReport& part) {
    part.byMoveNumber = defaultMoveRanges();
    std::vector<float> probability(kMaxPoints);
    for (;;) {
      const size_t g = next.fetch_add(1, std::memory_order_relaxed);
      if (g >= gameCount) return;
      ++part.games;
      GameWalker w(games[g]);
      w.skipTo(firstMove);
      for (; !w.done(); w.advance()) {
        const float pass = model.evaluate(w.board(), w.toMove(), w.history(), probability.data());
        const Point played = w.played();
        const float p = played == kPass ? pass : probability[played];
        // Others at least as likely as the move played.
        int ahead = pass >= p && played != kPass;
        for (int i = 0; i < w.board().emptyCount(); ++i) {
          const Point q = w.board().emptyAt(i);
          ahead += q != played && probability[q] >= p;
        }
        PredictionCounts one;
        one.positions = 1;
        one.top1 = ahead == 0;
        one.top5 = ahead < 5;
        one.logLoss = -std::log(std::max(double(p), 1e-30));
        part.all.add(one);
        for (MoveRange& r : part.byMoveNumber)
          if (int(w.moveNumber()) >= r.first && int(w.moveNumber()) <= r.last) r.counts.add(one);
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, std::ref(parts[size_t(t)]));
  work(parts[0]);
  for (auto& t : pool) t.join();

  PredictionReport report;
  report.byMoveNumber = defaultMoveRanges();
  for (const PredictionReport& part : parts) {
    report.games += part.games;
    report.all.add(part.all);
    for (size_t i = 0; i < report.byMoveNumber.size(); ++i) report.byMoveNumber[i].counts.add(part.byMoveNumber[i].counts);
  }
  return report;
}

}  // namespace kosumi::tools
