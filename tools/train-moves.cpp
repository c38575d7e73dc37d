// Trains a move model (playouts/move_model.h) from game records in Kosumi's game format: first
// the shapes played often enough become the model's known shapes (shape_harvest.h), then the
// weights are learned by softmax regression (move_trainer.h). Shows progress, writes a
// checkpoint now and then, and with --resume takes up the checkpoint where it stopped.
//
//   build/kosumi-train-moves --train train.games --heldout heldout.games --out playouts/models/moves.kmm
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "tools/common/game_records.h"
#include "tools/common/move_prediction.h"
#include "tools/common/move_trainer.h"
#include "tools/common/shape_harvest.h"

namespace po = boost::program_options;
using namespace kosumi;
using namespace kosumi::tools;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string duration(double seconds) {
  const long s = long(seconds);
  return fmt::format("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60);
}

// Games of one size from the files, at most maxGames (0: all), in file order.
Expected<std::vector<GameRecord>> readGames(const std::vector<std::string>& paths, int size, size_t maxGames) {
  std::vector<GameRecord> games;
  for (const std::string& path : paths) {
    auto file = readGameFile(path);
    if (!file) return Error{file.error()};
    for (GameRecord& g : file.value()) {
      if (maxGames > 0 && games.size() >= maxGames) return games;
      if (g.size == size) games.push_back(std::move(g));
    }
  }
  return games;
}

Status writeAtomically(const std::string& path, const std::string& bytes) {
  const std::string temporary = path + ".part";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file.write(bytes.data(), std::streamsize(bytes.size()));
    if (!file) return Error{"cannot write " + temporary};
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
  if (ec) return Error{"cannot rename " + temporary + " to " + path + ": " + ec.message()};
  return Status::success();
}

void printPrediction(const char* label, const PredictionReport& r) {
  const double n = double(std::max<size_t>(r.all.positions, 1));
  fmt::print("{}: {} games, {} positions: top-1 {:.2f} %, top-5 {:.2f} %, log-loss {:.4f}\n", label, r.games,
             r.all.positions, 100.0 * double(r.all.top1) / n, 100.0 * double(r.all.top5) / n, r.all.logLoss / n);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> trainPaths, heldOutPaths;
  std::string outPath, checkpointPath;
  int size = 19;
  size_t maxGames = 0, validatePositions = 20000;
  double checkpointMinutes = 10;
  HarvestOptions harvest;
  TrainOptions train;
  po::options_description desc("kosumi-train-moves options");
  desc.add_options()("help", "show this help")(
      "train", po::value(&trainPaths)->multitoken(), "training games (Kosumi's game format), one or more files")(
      "heldout", po::value(&heldOutPaths)->multitoken(), "held-out games, measured after each epoch")(
      "out", po::value(&outPath), "write the model to FILE")(
      "size", po::value(&size)->default_value(size), "train on games of this board size")(
      "max-games", po::value(&maxGames)->default_value(maxGames), "use at most N training games (0: all)")(
      "validate-positions", po::value(&validatePositions)->default_value(validatePositions),
      "held-out positions measured after each epoch (0: all)")(
      "max-pattern-size", po::value(&harvest.maxPatternSize)->default_value(harvest.maxPatternSize),
      "largest shape size (grid distance, 2 to 16)")(
      "min-pattern-count", po::value(&harvest.minPatternCount)->default_value(harvest.minPatternCount),
      "plays needed for a shape to be known")(
      "min-shape-count", po::value(&harvest.minLibertyShapeCount)->default_value(harvest.minLibertyShapeCount),
      "plays needed for a 3x3 shape with liberties to be known")(
      "epochs", po::value(&train.epochs)->default_value(train.epochs), "passes over the training positions")(
      "learning-rate", po::value(&train.learningRate)->default_value(train.learningRate), "AdaGrad's step")(
      "l2", po::value(&train.l2)->default_value(train.l2), "L2 penalty on the weights")(
      "batch", po::value(&train.cursors)->default_value(train.cursors), "positions per batch (games walked at once)")(
      "threads", po::value(&train.threads)->default_value(train.threads), "threads")(
      "seed", po::value(&train.seed)->default_value(train.seed), "seed of the game order")(
      "checkpoint", po::value(&checkpointPath), "write the training state to FILE now and then")(
      "checkpoint-minutes", po::value(&checkpointMinutes)->default_value(checkpointMinutes),
      "minutes between checkpoints")(
      "resume", "take up the --checkpoint file when it exists");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    fmt::print(stderr, "kosumi-train-moves: {}\n", e.what());
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: kosumi-train-moves --train FILE... --out MODEL [options]\n" << desc;
    return 0;
  }
  if (trainPaths.empty() || outPath.empty()) {
    fmt::print(stderr, "kosumi-train-moves: --train and --out are needed (see --help)\n");
    return 2;
  }
  if (vm.count("resume") && checkpointPath.empty()) {
    fmt::print(stderr, "kosumi-train-moves: --resume needs --checkpoint FILE\n");
    return 2;
  }
  harvest.threads = train.threads;
  const Clock::time_point start = Clock::now();

  auto games = readGames(trainPaths, size, maxGames);
  if (!games) {
    fmt::print(stderr, "kosumi-train-moves: {}\n", games.error());
    return 1;
  }
  std::vector<GameRecord> heldOut;
  if (!heldOutPaths.empty()) {
    auto h = readGames(heldOutPaths, size, 0);
    if (!h) {
      fmt::print(stderr, "kosumi-train-moves: {}\n", h.error());
      return 1;
    }
    heldOut = std::move(*h);
  }
  fmt::print("{} training games of {}x{} read ({:.0f} s)\n", games->size(), size, size, secondsSince(start));
  std::fflush(stdout);
  if (games->empty()) {
    fmt::print(stderr, "kosumi-train-moves: no training games of size {}\n", size);
    return 1;
  }

  std::string resumeBytes;
  if (vm.count("resume") && std::filesystem::exists(checkpointPath)) {
    std::ifstream file(checkpointPath, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    resumeBytes = bytes.str();
  }

  MoveModel initial;
  if (resumeBytes.empty()) {
    const Clock::time_point t = Clock::now();
    HarvestResult h = harvestShapes(*games, harvest, [&](size_t done) {
      fmt::print("\rharvesting shapes: {} of {} games", done, games->size());
      std::fflush(stdout);
    });
    fmt::print("\rshapes from {} positions ({:.0f} s): {} 3x3 shapes with liberties; larger shapes by size:",
               h.positions, secondsSince(t), h.knownBySize[0]);
    for (int s = kMinPatternSize; s <= harvest.maxPatternSize; ++s) fmt::print(" {}:{}", s, h.knownBySize[size_t(s)]);
    fmt::print("\n");
    initial = std::move(h.model);
  }
  MoveTrainer trainer(std::move(initial), *games, train);
  if (!resumeBytes.empty()) {
    if (Status s = trainer.resume(resumeBytes); !s) {
      fmt::print(stderr, "kosumi-train-moves: {}\n", s.error());
      return 1;
    }
    fmt::print("resumed from {} at epoch {}, {} positions done\n", checkpointPath, trainer.epoch() + 1,
               trainer.positionsDone());
  }
  fmt::print("training: {} positions an epoch, {} epochs, {} weights\n", trainer.positionsPerEpoch(), train.epochs,
             trainer.currentModel().weightCount());
  std::fflush(stdout);

  const Clock::time_point trainStart = Clock::now();
  const size_t doneAtStart = trainer.positionsDone();
  Clock::time_point lastReport = Clock::now(), lastCheckpoint = Clock::now();
  BatchStats recent;
  int epoch = trainer.epoch();
  const size_t total = trainer.positionsPerEpoch() * size_t(train.epochs);
  auto saveCheckpoint = [&]() {
    if (checkpointPath.empty()) return;
    if (Status s = writeAtomically(checkpointPath, trainer.checkpoint()); !s)
      fmt::print(stderr, "kosumi-train-moves: {}\n", s.error());
    lastCheckpoint = Clock::now();
  };
  while (!trainer.finished()) {
    const BatchStats b = trainer.step();
    recent.positions += b.positions;
    recent.logLoss += b.logLoss;
    recent.top1 += b.top1;
    if (secondsSince(lastReport) >= 10 || trainer.finished()) {
      const double rate = double(trainer.positionsDone() - doneAtStart) / std::max(secondsSince(trainStart), 1e-9);
      const double left = double(total > trainer.positionsDone() ? total - trainer.positionsDone() : 0) / std::max(rate, 1.0);
      fmt::print("epoch {} {:5.1f} % | {:.0f} positions/s | recent log-loss {:.4f}, top-1 {:.2f} % | elapsed {}, left {}\n",
                 std::min(trainer.epoch() + 1, train.epochs), 100.0 * double(trainer.positionsDone()) / double(total),
                 rate, recent.logLoss / double(std::max<size_t>(recent.positions, 1)),
                 100.0 * double(recent.top1) / double(std::max<size_t>(recent.positions, 1)),
                 duration(secondsSince(start)), duration(left));
      std::fflush(stdout);
      recent = {};
      lastReport = Clock::now();
    }
    if (trainer.epoch() != epoch) {
      epoch = trainer.epoch();
      if (!heldOut.empty()) {
        printPrediction(fmt::format("held out after epoch {}", epoch).c_str(),
                        measurePrediction(trainer.currentModel(), heldOut, train.threads, validatePositions));
      }
      saveCheckpoint();
    } else if (secondsSince(lastCheckpoint) >= checkpointMinutes * 60) {
      saveCheckpoint();
    }
  }
  const MoveModel model = trainer.currentModel();
  if (Status s = model.save(outPath); !s) {
    fmt::print(stderr, "kosumi-train-moves: {}\n", s.error());
    return 1;
  }
  fmt::print("model written to {} ({} bytes, {} weights); total time {}\n", outPath, model.serialize().size(),
             model.weightCount(), duration(secondsSince(start)));
  return 0;
}
