#pragma once
// One shard of a match: shard K of N plays the games whose number is K modulo N. The split is by
// game number alone, so a game's opening, colours and seeds are those it has in the whole match,
// and shards can run on different machines, be restarted, and be merged in any order.
#include <string>

#include "engine/expected.h"

namespace kosumi::tools {

struct MatchShard {
  int index = 0;  // K, 0-based
  int count = 1;  // N; 1: the whole match

  bool owns(int game) const { return game % count == index; }
  // How many of games 0 .. games-1 the shard plays.
  int gamesOf(int games) const { return games > index ? (games - index + count - 1) / count : 0; }
  bool operator==(const MatchShard& o) const { return index == o.index && count == o.count; }
};

// "K/N" with 0 <= K < N; the reason otherwise.
Expected<MatchShard> parseShard(const std::string& text);
std::string formatShard(const MatchShard& shard);  // "K/N"

}  // namespace kosumi::tools
