#pragma once
// The heavy policy: simulations that answer the last move the way a player would, so a playout
// resolves local fights instead of scattering stones. In order:
//   1. If the last move put one of the player's chains next to it in atari: save it, by
//      extending at its liberty when that leaves two or more liberties, or by capturing an
//      opponent chain in atari that touches it. If the last move's own chain is in atari,
//      capture it. On the first moves of a playout (startPlayout) every chain in atari on the
//      board counts, not only those next to the last move: the position handed over by the
//      tree may hold ataris nobody answered, and a playout that leaves them alone cannot tell
//      the move that answers them from any other.
//   2. Good shape (ShapePatterns) on the eight points around the last move.
//   3. A move of the light policy, drawn again (up to twice) when it would put a chain of
//      more than one stone in atari, unless that chain fills a small eye space of the opponent's
//      (a killing nakade).
// Choices within a step are uniform. Candidates of steps 1 and 2 must be acceptable to the light
// policy (legal, not the ko point, not the player's own eye) and, except for captures, not a
// self-atari. Like the light policy it passes only when no acceptable move is left.
#include "playouts/light_policy.h"
#include "playouts/policy.h"

namespace kosumi {

class HeavyPolicy final : public PlayoutPolicy {
 public:
  // Moves at the start of a playout that look at every chain in atari.
  static constexpr int kWholeBoardMoves = 2;

  // Call before each playout.
  void startPlayout() { wholeBoardMoves_ = kWholeBoardMoves; }

  Point choose(const Board& board, Color c, Rng& rng) override {
    const bool wholeBoard = wholeBoardMoves_ > 0;
    wholeBoardMoves_ -= wholeBoard;
    return chooseHeavy(board, c, rng, wholeBoard);
  }

  static Point chooseHeavy(const Board& board, Color c, Rng& rng, bool wholeBoard = false);
  // Steps 1 and 2 alone: the answer to the opponent's last move (and, with wholeBoard, to every
  // atari on the board), or kNullPoint when there is none.
  static Point answerLastMove(const Board& board, Color c, Rng& rng, bool wholeBoard = false);

 private:
  // Step 1 alone, step 2 alone, step 3 alone.
  static Point urgentAnswer(const Board& board, Color c, Rng& rng, bool wholeBoard);
  static Point shapeAnswer(const Board& board, Color c, Rng& rng);
  static Point randomMove(const Board& board, Color c, Rng& rng);

  int wholeBoardMoves_ = 0;
};

}  // namespace kosumi
