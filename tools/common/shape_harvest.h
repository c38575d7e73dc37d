#pragma once
// The first step of training a move model: which shapes it should know. Every position of the
// training games is read, the shapes around the move that was played are counted, and those
// played at least a given number of times become the model's known shapes (Coulom 2007 and
// Pachi keep shapes the same way). A shape is counted once for each size it was played at, so a
// larger shape is never counted more often than the smaller shape inside it: the known shapes
// of each size extend known shapes of the size below, which is what lets the model stop growing
// a shape at the first unknown size.
#include <cstddef>
#include <functional>
#include <vector>

#include "playouts/move_model.h"
#include "tools/common/game_records.h"

namespace kosumi::tools {

struct HarvestOptions {
  int maxPatternSize = 12;
  int minPatternCount = 3;       // plays needed for a shape of size kMinPatternSize and up
  int minLibertyShapeCount = 3;  // plays needed for a 3x3 shape with liberties
  int threads = 2;
};

struct HarvestResult {
  MoveModel model;  // the known shapes, every weight 0
  size_t positions = 0;
  std::vector<size_t> knownBySize;  // index: shape size
};

// `progress` is called now and then from the calling thread with the games read so far.
HarvestResult harvestShapes(const std::vector<GameRecord>& games, const HarvestOptions& options,
                            const std::function<void(size_t gamesDone)>& progress = {});

}  // namespace kosumi::tools
