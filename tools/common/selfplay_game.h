#pragma once
// One self-play game in this process: the engine's player on both sides at a fixed number of
// playouts, after a few random opening moves, to two passes or a resignation, scored with the
// dead-stone judge; every move kept with the root's visits and value (selfplay_format.h).
//
// A game depends on the settings and its number alone: its seed is drawn from the run's seed and
// the number, and the search is seeded from that and the position. So a game played in one shard
// is, byte for byte, the game an unsharded run plays under that number (with one thread).
#include <cstdint>

#include "engine/geometry.h"
#include "engine/rules.h"
#include "search/player.h"
#include "tools/common/selfplay_format.h"

namespace kosumi::tools {

struct SelfPlaySettings {
  int size = 9;
  Rules rules;               // komi included
  uint64_t seed = 1;         // the run's seed
  // Each game opens with 0 to randomMoves random legal moves (never into the mover's own eye),
  // their number drawn per game.
  int randomMoves = 4;
  // The share of games played out with resigning off, so that the data also holds the ends of
  // the games the engine would have resigned (and their results).
  double playOutShare = 0.1;
  // A game still going after this many moves ends here and is scored as it stands; 0: three
  // times the board's points.
  int maxMoves = 0;
  // The player: playouts (> 0), threads, move model, resign threshold. Its seed is the game's.
  PlayerOptions player;
};

// The seed of game `index` of a run seeded with runSeed; never 0 (which means "from the clock").
uint64_t selfPlayGameSeed(uint64_t runSeed, uint32_t index);

// The root's visited children and value, as stored for a searched move.
struct RootRecord {
  uint16_t value = 0;
  std::vector<SelfPlayVisit> visits;
};
RootRecord rootRecordOf(const SearchAnalysis& analysis, const Geometry& geo);

// Plays game `index`. Throws std::runtime_error if the player answers an illegal move.
SelfPlayGame playSelfPlayGame(const SelfPlaySettings& settings, uint32_t index);

}  // namespace kosumi::tools
