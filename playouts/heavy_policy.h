#pragma once
// The heavy policy: simulations that answer the last move the way a player would, so a playout
// resolves local fights instead of scattering stones. In order:
//   1. If the last move put one of the player's chains next to it in atari: save it, by
//      extending at its liberty when that leaves two or more liberties, or by capturing an
//      opponent chain in atari that touches it — unless, when the policy reads ladders, the
//      chain dies however it runs. If the last move's own chain is in atari,
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

  // Moves at the start of a playout that read ladders, when the policy does: later the board is
  // a playout's own jumble, where a ladder says little about the real position and reading one
  // at every atari would double the playout's cost.
  static constexpr int kLadderMoves = 40;

  // Call before each playout.
  void startPlayout() {
    wholeBoardMoves_ = kWholeBoardMoves;
    ladderMoves_ = kLadderMoves;
  }

  Point choose(const Board& board, Color c, Rng& rng) override {
    const bool wholeBoard = wholeBoardMoves_ > 0;
    wholeBoardMoves_ -= wholeBoard;
    const bool ladders = readLadders_ && ladderMoves_ > 0;
    ladderMoves_ -= ladders;
    if (!ladders && !twoLiberties_) return chooseHeavy(board, c, rng, wholeBoard);
    const Point urgent = urgentAnswer(board, c, rng, wholeBoard, ladders);
    if (urgent != kNullPoint) return urgent;
    if (twoLiberties_) {
      const Point tactic = twoLibertyAnswer(board, c, rng, ladders);
      if (tactic != kNullPoint) return tactic;
    }
    const Point shape = shapeAnswer(board, c, rng);
    return shape != kNullPoint ? shape : randomMove(board, c, rng);
  }

  // Step 1 leaves out chains that die in a ladder however they run (ladder.h), in the first
  // kLadderMoves moves of each playout.
  void readLadders(bool on) { readLadders_ = on; }
  // Step 1 is followed by twoLibertyAnswer.
  void playTwoLibertyTactics(bool on) { twoLiberties_ = on; }

  // The same, with `reply` (a remembered answer, reply_memory.h, or kNullPoint) played between
  // steps 1 and 2 when it is acceptable and no self-atari.
  Point chooseWithReply(const Board& board, Color c, Rng& rng, Point reply) {
    const bool wholeBoard = wholeBoardMoves_ > 0;
    wholeBoardMoves_ -= wholeBoard;
    const bool ladders = readLadders_ && ladderMoves_ > 0;
    ladderMoves_ -= ladders;
    const Point urgent = urgentAnswer(board, c, rng, wholeBoard, ladders);
    if (urgent != kNullPoint) return urgent;
    if (twoLiberties_) {
      const Point tactic = twoLibertyAnswer(board, c, rng, ladders);
      if (tactic != kNullPoint) return tactic;
    }
    if (reply != kNullPoint && board.at(reply) == Color::Empty && LightPolicy::acceptable(board, reply, c) &&
        !board.isSelfAtari(reply, c))
      return reply;
    const Point shape = shapeAnswer(board, c, rng);
    return shape != kNullPoint ? shape : randomMove(board, c, rng);
  }

  static Point chooseHeavy(const Board& board, Color c, Rng& rng, bool wholeBoard = false);
  // Steps 1 and 2 alone: the answer to the opponent's last move (and, with wholeBoard, to every
  // atari on the board), or kNullPoint when there is none.
  static Point answerLastMove(const Board& board, Color c, Rng& rng, bool wholeBoard = false);
  // Step 1 alone, step 2 alone, step 3 alone.
  static Point urgentAnswer(const Board& board, Color c, Rng& rng, bool wholeBoard, bool readLadders = false);
  static Point shapeAnswer(const Board& board, Color c, Rng& rng);
  // Between steps 1 and 2, when the policy plays two-liberty tactics: a chain of the player's that
  // the last move left with two liberties extends where it gets three or more; the last move's
  // chain, at two liberties, is put in atari where that captures it in a ladder (ladder.h).
  // The ladder ataris only with readLadders.
  static Point twoLibertyAnswer(const Board& board, Color c, Rng& rng, bool readLadders);
  static Point randomMove(const Board& board, Color c, Rng& rng);

 private:
  int wholeBoardMoves_ = 0;
  int ladderMoves_ = 0;
  bool readLadders_ = false;
  bool twoLiberties_ = false;
};

}  // namespace kosumi
