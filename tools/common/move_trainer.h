#pragma once
// The second step of training a move model: its weights, by softmax regression. For each
// position of the training games the model's probability of the move played is raised by
// gradient steps on its log-likelihood (the log-linear form of Coulom's generalized
// Bradley-Terry model), with AdaGrad's per-weight step sizes and a small L2 penalty.
//
// Positions come in mini-batches drawn from many games at once: a fixed number of cursors each
// walk one game, every batch takes the next position from every cursor, and a cursor whose game
// ends takes the next game of the epoch's shuffled order. The batch is split between threads,
// each adding its gradient into its own buffer; the buffers are then summed in a fixed order,
// so a run is the same for the same seed and thread count. The whole state (weights, AdaGrad
// sums, where each cursor is) goes into a checkpoint from which a run resumes exactly.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"
#include "playouts/move_model.h"
#include "tools/common/game_records.h"
#include "tools/common/game_walker.h"

namespace kosumi::tools {

struct TrainOptions {
  double learningRate = 0.1;  // AdaGrad's base step
  double l2 = 1e-6;           // per position, on the weights a batch touches
  int cursors = 256;          // positions per batch, one per game walked at once
  int threads = 2;
  int epochs = 1;
  uint64_t seed = 1;
};

struct BatchStats {
  size_t positions = 0;
  double logLoss = 0;  // sum of -ln p(move played)
  size_t top1 = 0;     // positions where the move played had the best score
};

class MoveTrainer {
 public:
  // model holds the known shapes (and starting weights); games must outlive the trainer.
  MoveTrainer(MoveModel model, const std::vector<GameRecord>& games, const TrainOptions& options);

  // One batch; returns what it saw. Does nothing once finished().
  BatchStats step();
  bool finished() const { return epoch_ >= options_.epochs; }
  int epoch() const { return epoch_; }
  // Positions done in this run so far, and in one epoch (all positions of all games).
  size_t positionsDone() const { return positionsDone_; }
  size_t positionsPerEpoch() const { return positionsPerEpoch_; }

  // The model with the weights as they are now.
  MoveModel currentModel() const;

  // Everything needed to go on later: the model, the AdaGrad sums, the epoch, the cursors.
  std::string checkpoint() const;
  // Takes up a checkpoint written for the same games and options; fails, changing nothing, if
  // it is malformed or does not match.
  Status resume(std::string_view checkpoint);

 private:
  struct Cursor {
    int64_t game = -1;  // index into order_, -1 when idle
    GameWalker walker;
  };
  struct ThreadBuffers {
    std::vector<float> gradient;
    std::vector<uint32_t> touched;
    std::vector<uint32_t> features;  // per candidate move, kMaxMoveFeatures entries
    std::vector<float> scores;
    std::vector<uint32_t> stamp;  // the batch that last touched each weight in this buffer
    BatchStats stats;
  };
  void startEpoch();
  void refillCursors();
  void positionGradient(const GameWalker& w, ThreadBuffers& buf);
  void applyGradients();

  MoveModel model_;
  const std::vector<GameRecord>& games_;
  TrainOptions options_;
  std::vector<float> weights_;
  std::vector<float> adagrad_;
  std::vector<int64_t> order_;
  size_t nextInOrder_ = 0;
  std::vector<Cursor> cursors_;
  std::vector<ThreadBuffers> buffers_;
  std::vector<uint32_t> mark_;  // the batch that last merged each weight
  std::vector<uint32_t> merged_;
  uint32_t batch_ = 0;
  int epoch_ = 0;
  size_t positionsDone_ = 0;
  size_t positionsPerEpoch_ = 0;
};

}  // namespace kosumi::tools
