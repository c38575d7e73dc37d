#pragma once
// What one dead-stone judgment may spend (dead_stone_judge.h): playouts and tree memory. The
// engine always judges with the defaults, so that its verdict depends on the position alone and
// is the same in every mode and level. A smaller budget gives a quicker and rougher verdict, for
// a caller that only needs the judge to run, such as the GTP loop's fuzz harness.
#include <cstddef>

namespace kosumi {

struct JudgeBudget {
  // Playouts of each of the two ownership searches.
  long playoutsPerSide = 4000;
  // Playouts of each reading of a chain. Boards larger than 13x13 read with fewer: their
  // playouts cost several times more, and what is read is local.
  long readPlayouts = 2000;
  long largeBoardReadPlayouts = 1000;
  // The judge's own tree, kept apart so that a judgment never disturbs the player's; this is
  // enough for the searches above with room to spare.
  size_t memoryBytes = size_t(16) << 20;
  bool operator==(const JudgeBudget&) const = default;
};

}  // namespace kosumi
