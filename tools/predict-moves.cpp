// How often the move model's first choice, and its first five, hold the move played in game
// records (Kosumi's game format): over all positions, and by ranges of move numbers.
//
//   build/kosumi-predict-moves --games heldout.games [--model FILE] [--max-positions N] [--json]
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "gtp/move_model_path.h"
#include "playouts/move_model.h"
#include "tools/common/game_records.h"
#include "tools/common/move_prediction.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

int main(int argc, char** argv) {
  std::vector<std::string> gamePaths;
  std::string modelPath;
  int size = 19, threads = 2;
  size_t maxPositions = 0, fromMove = 1;
  po::options_description desc("kosumi-predict-moves options");
  desc.add_options()("help", "show this help")(
      "games", po::value(&gamePaths)->multitoken(), "game files (Kosumi's game format)")(
      "model", po::value(&modelPath), "the move model (default: the engine's, see gtp/move_model_path.h)")(
      "size", po::value(&size)->default_value(size), "measure games of this board size")(
      "max-positions", po::value(&maxPositions)->default_value(maxPositions),
      "stop after the game that reaches N positions (0: all)")(
      "from-move", po::value(&fromMove)->default_value(fromMove),
      "count positions from this move number on (1: all; e.g. 5 after four random opening moves)")(
      "threads", po::value(&threads)->default_value(threads), "threads")(
      "json", "print one JSON object instead of text");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-predict-moves: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-predict-moves --games FILE... [options]\n" << desc;
    return 0;
  }
  if (gamePaths.empty()) {
    fmt::print(stderr, "kosumi-predict-moves: --games is needed (see --help)\n");
    return 2;
  }
  if (modelPath.empty()) {
    auto found = gtp::defaultMoveModelPath();
    if (!found) {
      fmt::print(stderr, "kosumi-predict-moves: {}\n", found.error());
      return 1;
    }
    modelPath = *found;
  }
  auto model = MoveModel::load(modelPath);
  if (!model) {
    fmt::print(stderr, "kosumi-predict-moves: {}\n", model.error());
    return 1;
  }
  std::vector<GameRecord> games;
  for (const std::string& path : gamePaths) {
    auto file = readGameFile(path);
    if (!file) {
      fmt::print(stderr, "kosumi-predict-moves: {}\n", file.error());
      return 1;
    }
    for (GameRecord& g : file.value())
      if (g.size == size) games.push_back(std::move(g));
  }
  if (fromMove < 1) fromMove = 1;
  const PredictionReport r = measurePrediction(*model, games, threads, maxPositions, fromMove);
  auto pct = [](size_t hits, size_t n) { return n ? 100.0 * double(hits) / double(n) : 0.0; };
  if (vm.count("json")) {
    std::string ranges;
    for (const MoveRange& m : r.byMoveNumber)
      ranges += fmt::format("{}{{\"first\":{},\"last\":{},\"positions\":{},\"top1\":{:.4f},\"top5\":{:.4f}}}",
                            ranges.empty() ? "" : ",", m.first, m.last, m.counts.positions,
                            pct(m.counts.top1, m.counts.positions), pct(m.counts.top5, m.counts.positions));
    fmt::print("{{\"model\":\"{}\",\"games\":{},\"positions\":{},\"top1\":{:.4f},\"top5\":{:.4f},\"log_loss\":{:.5f},"
               "\"by_move_number\":[{}]}}\n",
               modelPath, r.games, r.all.positions, pct(r.all.top1, r.all.positions), pct(r.all.top5, r.all.positions),
               r.all.positions ? r.all.logLoss / double(r.all.positions) : 0.0, ranges);
    return 0;
  }
  fmt::print("model {}\n{} games, {} positions of {}x{}: top-1 {:.2f} %, top-5 {:.2f} %, mean log-loss {:.4f}\n",
             modelPath, r.games, r.all.positions, size, size, pct(r.all.top1, r.all.positions),
             pct(r.all.top5, r.all.positions), r.all.positions ? r.all.logLoss / double(r.all.positions) : 0.0);
  fmt::print("| moves | positions | top-1 | top-5 |\n|---|---|---|---|\n");
  for (const MoveRange& m : r.byMoveNumber) {
    if (m.counts.positions == 0) continue;
    const std::string label = m.last >= 100000 ? fmt::format("{}+", m.first) : fmt::format("{}-{}", m.first, m.last);
    fmt::print("| {} | {} | {:.1f} % | {:.1f} % |\n", label, m.counts.positions, pct(m.counts.top1, m.counts.positions),
               pct(m.counts.top5, m.counts.positions));
  }
  return 0;
}
