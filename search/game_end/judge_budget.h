#pragma once
// What one dead-stone judgment may spend (dead_stone_judge.h): playouts, chains read and tree
// memory. The engine scores and referees with the defaults, so that its verdict depends on the
// position alone and is the same in every mode and level. A smaller budget gives a quicker and
// rougher verdict of the same judge: the beginner's glance, and the GTP loop's fuzz harness,
// which only needs the judge to run.
#include <cstddef>

namespace kosumi {

struct JudgeBudget {
  // Playouts of each of the two ownership searches.
  long playoutsPerSide = 4000;
  // Playouts of each reading of a chain. Boards larger than 13x13 read with fewer: their
  // playouts cost several times more, and what is read is local.
  long readPlayouts = 2000;
  long largeBoardReadPlayouts = 1000;
  // The most chains read in one judgment; the others are left to the ownership searches.
  size_t maxReadChains = 8;
  // The judge's own tree, kept apart so that a judgment never disturbs the player's; this is
  // enough for the searches above with room to spare.
  size_t memoryBytes = size_t(16) << 20;
  bool operator==(const JudgeBudget&) const = default;

  // The beginner's glance before it answers a pass (beginner_player.h): short ownership searches
  // and no reading, a few milliseconds on 19x19 where the full budget takes a few hundred. It
  // sees dead what a beginner sees dead (stones with no room left), and misses what needs reading.
  static JudgeBudget glance() {
    JudgeBudget b;
    b.playoutsPerSide = 64;
    b.readPlayouts = 0;
    b.largeBoardReadPlayouts = 0;
    b.maxReadChains = 0;
    b.memoryBytes = size_t(1) << 20;
    return b;
  }
};

}  // namespace kosumi
