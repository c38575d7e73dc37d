// Training a move model on the committed sample of 50 games: the harvested shapes grow size by
// size (each known shape extends a known smaller one), a few batches of softmax regression raise
// the likelihood of the moves played, a run taken up from a checkpoint ends where an unbroken run
// does, a damaged checkpoint is refused, and prediction counts what it should.
#include "tools/common/move_trainer.h"

#include <gtest/gtest.h>

#include <cmath>

#include "tools/common/game_walker.h"
#include "tools/common/move_prediction.h"
#include "tools/common/shape_harvest.h"

namespace kosumi::tools {
namespace {

const std::vector<GameRecord>& sampleGames() {
  static const std::vector<GameRecord> games = [] {
    auto g = readGameFile(std::string(KOSUMI_SOURCE_DIR) + "/tests/data/games-sample.games");
    EXPECT_TRUE(g) << g.error();
    return g ? *g : std::vector<GameRecord>{};
  }();
  return games;
}

// Mean log-likelihood of the moves played over the first `positions` positions of the games.
double meanLogLikelihood(const MoveModel& m, const std::vector<GameRecord>& games, size_t positions) {
  const PredictionReport r = measurePrediction(m, games, 1, positions);
  return -r.all.logLoss / double(r.all.positions);
}

HarvestOptions smallHarvest() {
  HarvestOptions h;
  h.maxPatternSize = 8;
  h.minPatternCount = 2;
  h.minLibertyShapeCount = 2;
  h.threads = 2;
  return h;
}

TEST(MoveTrainer, TheSampleIsFiftyLegalGames) {
  const auto& games = sampleGames();
  EXPECT_EQ(games.size(), 50u);
  for (const GameRecord& g : games) {
    EXPECT_EQ(g.size, 19);
    EXPECT_TRUE(checkLegal(g)) << g.id;
  }
}

TEST(MoveTrainer, KnownShapesGrowSizeBySize) {
  const HarvestResult h = harvestShapes(sampleGames(), smallHarvest());
  EXPECT_GT(h.positions, 5000u);
  EXPECT_GT(h.knownBySize[3], 10u);
  EXPECT_GT(h.model.patternCount(), 100u);
  // Along every move played, the known sizes are 2..k for some k: never a gap.
  size_t checked = 0, largeKnown = 0;
  for (const GameRecord& g : sampleGames())
    for (GameWalker w(g); !w.done(); w.advance()) {
      if (w.played() == kPass) continue;
      bool unknownSeen = false;
      growPatterns(w.board(), w.played(), w.toMove(), 8, [&](int size, uint64_t hash) {
        const bool known = h.model.patternNumber(hash) >= 0;
        EXPECT_FALSE(known && unknownSeen) << g.id << " move " << w.moveNumber() << " size " << size;
        unknownSeen |= !known;
        largeKnown += known && size == 8;
        return true;
      });
      ++checked;
    }
  EXPECT_GT(largeKnown, 100u);  // openings repeat: some moves are known at the largest size
  EXPECT_GT(checked, 5000u);
}

TEST(MoveTrainer, AFewBatchesRaiseTheLikelihoodOfTheMovesPlayed) {
  const auto& games = sampleGames();
  const HarvestResult h = harvestShapes(games, smallHarvest());
  TrainOptions options;
  options.cursors = 32;  // fewer than the games, so every batch is full
  options.threads = 2;
  options.learningRate = 0.1;
  MoveTrainer trainer(h.model, games, options);
  const double before = meanLogLikelihood(trainer.currentModel(), games, 3000);
  double firstLoss = 0, lastLoss = 0;
  for (int i = 0; i < 30; ++i) {
    const BatchStats b = trainer.step();
    ASSERT_GT(b.positions, 0u);
    if (i == 0) firstLoss = b.logLoss / double(b.positions);
    lastLoss = b.logLoss / double(b.positions);
  }
  const double after = meanLogLikelihood(trainer.currentModel(), games, 3000);
  EXPECT_GT(after, before + 0.5) << before << " -> " << after;
  EXPECT_LT(lastLoss, firstLoss);
  EXPECT_EQ(trainer.positionsDone(), size_t(30 * 32));
  // Uniform over about 300 moves is ln 300 = 5.7 nats a move.
  EXPECT_NEAR(before, -std::log(300.0), 0.5);
}

TEST(MoveTrainer, ACheckpointResumesExactly) {
  const auto& games = sampleGames();
  const HarvestResult h = harvestShapes(games, smallHarvest());
  TrainOptions options;
  options.cursors = 32;
  options.threads = 2;
  MoveTrainer straight(h.model, games, options);
  for (int i = 0; i < 20; ++i) straight.step();

  MoveTrainer first(h.model, games, options);
  for (int i = 0; i < 10; ++i) first.step();
  const std::string saved = first.checkpoint();
  MoveTrainer second(MoveModel(), games, options);
  const Status s = second.resume(saved);
  ASSERT_TRUE(s) << s.error();
  EXPECT_EQ(second.positionsDone(), first.positionsDone());
  for (int i = 0; i < 10; ++i) second.step();
  EXPECT_EQ(second.currentModel().weights(), straight.currentModel().weights());
  EXPECT_EQ(second.positionsDone(), straight.positionsDone());

  // Damage: refused, and the trainer is unchanged.
  std::string cut = saved.substr(0, saved.size() / 2);
  EXPECT_FALSE(second.resume(cut));
  std::string flipped = saved;
  flipped[saved.size() / 3] = char(flipped[saved.size() / 3] ^ 1);
  const Status bad = second.resume(flipped);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().find("checksum"), std::string::npos) << bad.error();
  EXPECT_EQ(second.currentModel().weights(), straight.currentModel().weights());
  // Another seed or another game list: refused.
  TrainOptions other = options;
  other.seed = 2;
  MoveTrainer otherSeed(MoveModel(), games, other);
  EXPECT_FALSE(otherSeed.resume(saved));
  const std::vector<GameRecord> fewer(games.begin(), games.begin() + 10);
  MoveTrainer otherGames(MoveModel(), fewer, options);
  EXPECT_FALSE(otherGames.resume(saved));
}

TEST(MoveTrainer, EpochsEndAndTrainingFinishes) {
  const std::vector<GameRecord> few(sampleGames().begin(), sampleGames().begin() + 3);
  size_t positions = 0;
  for (const GameRecord& g : few) positions += g.moves.size();
  TrainOptions options;
  options.cursors = 8;
  options.epochs = 2;
  MoveTrainer trainer(MoveModel(), few, options);
  EXPECT_EQ(trainer.positionsPerEpoch(), positions);
  int batches = 0;
  while (!trainer.finished() && batches < 10000) {
    trainer.step();
    ++batches;
  }
  EXPECT_TRUE(trainer.finished());
  EXPECT_EQ(trainer.epoch(), 2);
  EXPECT_EQ(trainer.positionsDone(), 2 * positions);
  EXPECT_EQ(trainer.step().positions, 0u);
}

TEST(MovePrediction, CountsTopOneAndTopFiveAndRanges) {
  const std::vector<GameRecord> few(sampleGames().begin(), sampleGames().begin() + 4);
  size_t positions = 0;
  for (const GameRecord& g : few) positions += g.moves.size();
  // A model with all weights 0 ties every move: ties count against it, so nothing is first.
  const PredictionReport uniform = measurePrediction(MoveModel(), few, 2);
  EXPECT_EQ(uniform.games, 4u);
  EXPECT_EQ(uniform.all.positions, positions);
  EXPECT_EQ(uniform.all.top1, 0u);
  EXPECT_EQ(uniform.all.top5, 0u);
  size_t inRanges = 0;
  for (const MoveRange& r : uniform.byMoveNumber) inRanges += r.counts.positions;
  EXPECT_EQ(inRanges, positions);
  EXPECT_EQ(uniform.byMoveNumber[0].counts.positions, 4u * 20u);
  // From move 21 on: the first range is empty.
  const PredictionReport later = measurePrediction(MoveModel(), few, 2, 0, 21);
  EXPECT_EQ(later.all.positions, positions - 4u * 20u);
  EXPECT_EQ(later.byMoveNumber[0].counts.positions, 0u);
  // Whole games up to the limit.
  const PredictionReport some = measurePrediction(MoveModel(), few, 1, 1);
  EXPECT_EQ(some.games, 1u);
  EXPECT_EQ(some.all.positions, few[0].moves.size());
}

}  // namespace
}  // namespace kosumi::tools
