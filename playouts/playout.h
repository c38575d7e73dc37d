#pragma once
// Playing a simulated game to its end and counting it.
#include "engine/board.h"
#include "engine/rules.h"
#include "playouts/policy.h"
#include "playouts/rng.h"

namespace kosumi {

struct PlayoutResult {
  double margin = 0;  // Black's points minus White's, komi included
  int moves = 0;      // moves played, passes included
  bool capped = false;  // stopped by the move cap instead of two passes
};

// The move cap for a size: well beyond any real playout, so only cycles hit it.
constexpr int playoutMoveCap(int size) { return 3 * size * size + 20; }

// Plays from `board` (modified in place) with `toMove` first until two consecutive passes or
// the move cap, then scores the final position. `record` (optional, playoutMoveCap entries)
// receives the moves, for AMAF statistics.
template <class Policy>
PlayoutResult runPlayout(Board& board, Color toMove, Policy& policy, Rng& rng, const Rules& rules,
                         Point* record = nullptr);

// Counts a finished playout: every empty point whose stone neighbours are all of one colour is
// that colour's; area adds stones, territory adds prisoners (nothing is left dead at the end of
// a playout, so this ranks positions the way the territory formula does). Komi to White.
double playoutMargin(const Board& board, const Rules& rules);

template <class Policy>
PlayoutResult runPlayout(Board& board, Color toMove, Policy& policy, Rng& rng, const Rules& rules,
                         Point* record) {
  PlayoutResult r;
  const int cap = playoutMoveCap(board.size());
  int passes = 0;
  Color c = toMove;
  while (passes < 2) {
    if (r.moves >= cap) {
      r.capped = true;
      break;
    }
    const Point p = policy.choose(board, c, rng);
    if (p == kPass) {
      board.pass(c);
      ++passes;
    } else {
      board.play(p, c);
      passes = 0;
    }
    if (record) record[r.moves] = p;
    ++r.moves;
    c = opponent(c);
  }
  r.margin = playoutMargin(board, rules);
  return r;
}

}  // namespace kosumi
