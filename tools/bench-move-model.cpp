// The move model's speed: microseconds for one full evaluation (MoveModel::evaluate, every legal
// move and the pass) of middle-game positions, one thread, as the median of several runs. The
// positions are the model's own games: from the empty board, moves drawn from the model's
// probabilities with a fixed seed, to move 120 on 19x19 and move 30 on 9x9 (other sizes: a
// third of the points).
//
//   build/kosumi-bench-move-model [--model FILE] [--sizes 19,9] [--runs 5] [--seconds 1] [--json]
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "engine/board.h"
#include "gtp/move_model_path.h"
#include "playouts/move_model.h"
#include "playouts/rng.h"
#include "tools/common/bench_util.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

struct Position {
  Board board;
  Color toMove;
  MoveHistory history;
  int legalMoves;
};

// A position reached by `moves` moves drawn from the model, or none if the game ended sooner.
bool samplePosition(const MoveModel& model, int size, int moves, Rng& rng, Position& out) {
  Board board(size);
  Color c = Color::Black;
  MoveHistory history;
  std::vector<float> p(size_t(board.geometry().numPoints()));
  for (int i = 0; i < moves; ++i) {
    const float pass = model.evaluate(board, c, history, p.data());
    // Draw among the moves only: a pass would end the sample early.
    double total = 0;
    for (float w : p) total += w;
    if (total <= 0 || pass >= 0.999f) return false;
    double r = rng.uniform() * total;
    Point chosen = kNullPoint;
    for (int q = 0; q < board.geometry().numPoints() && chosen == kNullPoint; ++q) {
      r -= p[size_t(q)];
      if (r < 0 && p[size_t(q)] > 0) chosen = Point(q);
    }
    if (chosen == kNullPoint) return false;
    board.play(chosen, c);
    history.secondLast = history.last;
    history.last = chosen;
    c = opponent(c);
  }
  int legal = 0;
  for (int i = 0; i < board.emptyCount(); ++i) legal += board.isLegal(board.emptyAt(i), c);
  out = {board, c, history, legal};
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string modelPath, sizes = "19,9";
  int runs = 5, positionCount = 8;
  double seconds = 1.0;
  po::options_description desc("kosumi-bench-move-model options");
  desc.add_options()("help", "show this help")(
      "model", po::value(&modelPath), "the move model (default: the engine's)")(
      "sizes", po::value(&sizes)->default_value(sizes), "comma-separated board sizes")(
      "positions", po::value(&positionCount)->default_value(positionCount), "positions per size")(
      "runs", po::value(&runs)->default_value(runs), "runs per size (median reported)")(
      "seconds", po::value(&seconds)->default_value(seconds), "seconds per run")(
      "json", "print one JSON object instead of a table");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-bench-move-model: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << desc;
    return 0;
  }
  if (modelPath.empty()) {
    auto found = gtp::defaultMoveModelPath();
    if (!found) {
      fmt::print(stderr, "kosumi-bench-move-model: {}\n", found.error());
      return 1;
    }
    modelPath = *found;
  }
  auto model = MoveModel::load(modelPath);
  if (!model) {
    fmt::print(stderr, "kosumi-bench-move-model: {}\n", model.error());
    return 1;
  }
  const std::vector<int> sizeList = parseIntList(sizes);
  std::string json;
  if (!vm.count("json"))
    fmt::print("CPU: {}\nmodel: {}\n| board | positions | legal moves (mean) | us per evaluation (median of {}) |\n|---|---|---|---|\n",
               cpuModel(), modelPath, runs);
  for (int size : sizeList) {
    if (size < kMinSize || size > kMaxSize) {
      fmt::print(stderr, "kosumi-bench-move-model: size {} out of range\n", size);
      return 2;
    }
    const int moves = size == 19 ? 120 : size == 9 ? 30 : size * size / 3;
    Rng rng(uint64_t(size) * 1000 + 7);
    std::vector<Position> positions;
    for (int attempt = 0; attempt < positionCount * 10 && int(positions.size()) < positionCount; ++attempt) {
      Position p{Board(size), Color::Black, {}, 0};
      if (samplePosition(*model, size, moves, rng, p)) positions.push_back(p);
    }
    if (positions.empty()) {
      fmt::print(stderr, "kosumi-bench-move-model: no {}x{} position could be made\n", size, size);
      return 1;
    }
    double legal = 0;
    for (const Position& p : positions) legal += p.legalMoves;
    legal /= double(positions.size());
    std::vector<float> weights(static_cast<size_t>(kMaxPoints));
    std::vector<double> perRun;
    float sink = 0;
    for (int r = 0; r < runs; ++r) {
      const auto start = std::chrono::steady_clock::now();
      long evaluations = 0;
      double elapsed = 0;
      do {
        for (const Position& p : positions) sink += model->evaluate(p.board, p.toMove, p.history, weights.data());
        evaluations += long(positions.size());
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      } while (elapsed < seconds);
      perRun.push_back(1e6 * elapsed / double(evaluations));
    }
    const double us = median(perRun);
    if (vm.count("json")) {
      json += fmt::format("{}\"{}\":{{\"positions\":{},\"legal_moves\":{:.1f},\"us_per_evaluation\":{:.2f}}}",
                          json.empty() ? "" : ",", size, positions.size(), legal, us);
    } else {
      fmt::print("| {}x{} | {} | {:.1f} | {:.1f} |\n", size, size, positions.size(), legal, us);
    }
    if (sink < 0) fmt::print("");  // keeps the evaluations from being optimised away
  }
  if (vm.count("json")) fmt::print("{{\"model\":\"{}\",\"sizes\":{{{}}}}}\n", modelPath, json);
  return 0;
}
