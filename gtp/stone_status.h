#pragma once
// The status of every stone at the end of a game, for final_status_list: dead (given), in seki,
// or alive.
//
// Seki is found by a deliberately simple rule: once the dead stones are gone, two living chains of
// opposite colours that share a liberty are in seki when neither touches more than one region of
// its own territory and no such region is larger than kSekiEyeMax points. Chains with two eyes or
// with real territory are alive; dame between living groups at the end of play therefore only
// looks like seki around eyeless chains, which is what seki is. Scoring has no seki exception
// (seed 000), so this affects the status list only.
#include "engine/bitboard.h"
#include "engine/board.h"

namespace kosumi::gtp {

inline constexpr int kSekiEyeMax = 3;

struct StoneStatus {
  Bitboard alive;
  Bitboard dead;
  Bitboard seki;
};

// dead: stones treated as dead (whole chains); the rest are split into seki and alive.
StoneStatus classifyStones(const Board& board, const Bitboard& dead);

}  // namespace kosumi::gtp
