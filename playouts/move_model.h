#pragma once
// The move model: how likely a strong player is to play each legal move, from the move's
// features (move_features.h) and the shapes around it (move_patterns.h). Each feature has a
// weight; a move's score is the sum of its features' weights and its probability is the softmax
// of the scores over the legal moves and the pass (a generalized Bradley-Terry model, Coulom
// 2007, with weights as log-gammas). The weights are learned from game records by
// kosumi-train-moves.
//
// A move's features: one value per group of move_features.h; the 3x3 shape with liberties, when
// the model knows it; and the largest shape around the move, from size kMinPatternSize up to the
// model's largest, that the model knows. The model knows the shapes that were played often
// enough in its training games, so a shape of size s is known only if its part of size s - 1
// is: growing stops at the first unknown size. An unknown 3x3 shape, and a move whose smallest
// shape is unknown, have weights of their own.
//
// A model is a file (see move_model.cpp for the layout): magic, format version, the feature
// groups it was made for, the shapes it knows with their weights, and a checksum. Loading checks
// all of it and names what is wrong; a model is then read-only and may be shared by threads.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board.h"
#include "engine/expected.h"
#include "playouts/move_features.h"
#include "playouts/move_patterns.h"
#include "playouts/pattern_table.h"

namespace kosumi {

class MoveModel {
 public:
  // Features one move can have: the groups, the 3x3 shape with liberties, the largest shape.
  static constexpr int kMaxMoveFeatures = kFeatureGroups + 2;

  // A model with no known shapes and every weight 0 (all moves alike).
  MoveModel() : MoveModel(kMinPatternSize, {}, {}) {}
  // A model that knows these 3x3 shapes with liberties and these larger shapes (hashes as
  // libertyShapeHash and growPatterns make them, of sizes up to maxPatternSize), weights 0.
  // Shapes are numbered in increasing order of hash (repeats dropped).
  MoveModel(int maxPatternSize, std::vector<uint64_t> libertyShapes, std::vector<uint64_t> patterns);

  // The model in a file, or why it cannot be used: missing, unreadable, not a move model, made
  // for another format version or other features, truncated, or failing its checksum.
  static Expected<MoveModel> load(const std::string& path);
  // The same from the file's bytes; `name` is used in error messages.
  static Expected<MoveModel> parse(std::string_view bytes, const std::string& name = "move model");
  // The file's bytes, and writing them.
  std::string serialize() const;
  Status save(const std::string& path) const;

  // For c to move: fills weights[p] for every point index of the board
  // (board.geometry().numPoints() entries) with the probability of playing p, 0 for points that
  // are not legal moves (Board::check: occupied, suicide, the simple-ko point), and returns the
  // probability of a pass; together they sum to 1. Allocates nothing and changes nothing, so
  // threads may call it at once.
  float evaluate(const Board& board, Color c, const MoveHistory& history, float* weights) const;

  // The weight numbers of the features of c playing p (a legal move): writes at most
  // kMaxMoveFeatures entries to out and returns how many: the groups' values, then the 3x3
  // shape with liberties, then the largest shape.
  int moveFeatures(const Board& board, Point p, Color c, const MoveHistory& history, uint32_t* out) const;
  // The same with the position's ShapeGrid for c made once for all its moves.
  int moveFeatures(const ShapeGrid& grid, const Board& board, Point p, Color c, const MoveHistory& history,
                   uint32_t* out) const;
  int passFeatures(const MoveHistory& history, uint32_t* out) const;
  // A move's score: the sum of its features' weights.
  float score(const uint32_t* features, int count) const {
    float s = 0;
    for (int i = 0; i < count; ++i) s += weights_[features[i]];
    return s;
  }

  // The number of a known shape of size kMinPatternSize and up (growPatterns' hash), or -1;
  // the same for a 3x3 shape with liberties.
  int32_t patternNumber(uint64_t hash) const { return patterns_.find(hash); }
  int32_t libertyShapeNumber(uint64_t hash) const { return libertyShapes_.find(hash); }

  int maxPatternSize() const { return maxPatternSize_; }
  size_t libertyShapeCount() const { return libertyShapes_.size(); }
  size_t patternCount() const { return patterns_.size(); }
  size_t weightCount() const { return weights_.size(); }
  const std::vector<float>& weights() const { return weights_; }
  // Replaces all weights (the trainer's result); the count must be weightCount().
  void setWeights(std::vector<float> weights);

  // Where the weights of each kind of feature start: the groups at 0 (groupOffset), then the
  // 3x3 shapes with liberties by number (one more for an unknown one), then the larger shapes
  // (one more for a move whose smallest shape is unknown).
  uint32_t libertyShapeBase() const { return uint32_t(kGroupFeatureCount); }
  uint32_t patternBase() const { return libertyShapeBase() + uint32_t(libertyShapes_.size()) + 1; }

 private:
  int maxPatternSize_ = kMinPatternSize;
  std::vector<uint64_t> libertyShapeKeys_;
  std::vector<uint64_t> patternKeys_;
  PatternTable libertyShapes_;
  PatternTable patterns_;
  std::vector<float> weights_;
};

}  // namespace kosumi
